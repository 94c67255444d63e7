/* The string.h functions: strlen, strcpy, strncpy, strcat, strcmp, strncmp, strchr, strrchr, strstr, memset, memmove, memcmp. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

int main(void) {
    char a[64] = "hello";
    strcat(a, ", ");
    strcat(a, "world");
    printf("%s %zu\n", a, strlen(a));
    char b[8];
    strncpy(b, "abcdefghij", sizeof b - 1);
    b[7] = 0;
    printf("%s\n", b);
    char c[6] = "xx";
    strncpy(c, "ab", 6);
    printf("%d %d %d\n", c[2], c[4], c[5]);
    printf("%d %d %d %d\n", strcmp("a", "b") < 0, strcmp("b", "a") > 0, strcmp("same", "same"), strncmp("abcX", "abcY", 3));
    printf("%s|%s|%s\n", strchr(a, 'o'), strrchr(a, 'o'), strstr(a, "wor"));
    printf("%d %d\n", strchr(a, 'z') == NULL, strstr(a, "xyz") == NULL);
    char m[16] = "0123456789";
    memmove(m + 2, m, 6);
    printf("%s\n", m);
    memmove(m, m + 3, 5);
    printf("%s\n", m);
    memset(m, '*', 3);
    printf("%s\n", m);
    printf("%d %d\n", memcmp("abc", "abd", 3) < 0, memcmp("abc", "abd", 2));
    printf("%zu %zu\n", strspn("aaabbc", "ab"), strcspn("hello world", " "));
    char t[] = "a,b,,c";
    int fields = 0;
    for (char *p = strtok(t, ","); p; p = strtok(NULL, ",")) { printf("[%s]", p); fields++; }
    printf(" %d\n", fields);
    char *d = strdup("dup");
    printf("%s %zu\n", d, strlen(d));
    free(d);
    return 0;
}
