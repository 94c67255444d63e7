/* String literals: escapes, concatenation, sizeof versus strlen, literals as arrays, indexing a literal, shared and modifiable copies. */
#include <stdio.h>
#include <string.h>

int main(void) {
    const char *s = "tab\there\nnew" "line" " \"quoted\" \\ \x41\102\0hidden";
    printf("%s|\n", s);
    printf("%zu %zu\n", sizeof("abc"), strlen("abc"));
    printf("%zu\n", sizeof("tab\there\nnew" "line"));
    printf("%c %c %d\n", "hello"[1], *("world" + 4), "x"[1]);
    char mod[] = "mutable";
    mod[0] = 'M';
    printf("%s %zu\n", mod, sizeof mod);
    char exact[3] = "abc"; /* no terminating NUL: fits exactly */
    printf("%c%c%c\n", exact[0], exact[1], exact[2]);
    printf("%d %d %d\n", '\0', '\n', '\377' < 0);
    printf("%d %d\n", '\x7f', '\177');
    const char *lines[] = {"first", "second" "-joined", ""};
    for (int i = 0; i < 3; i++) printf("[%s:%zu]", lines[i], strlen(lines[i]));
    printf("\n");
    printf("%s\n", "percent %% is literal in the format only");
    printf("%%d %s\n", "%d");
    printf("%d\n", strcmp("abc", "abd") < 0);
    return 0;
}
