/* Dynamic memory: malloc, calloc zeroing, realloc growth keeping contents, a growable vector, free of NULL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec { long *data; size_t len, cap; };

static void vpush(struct vec *v, long x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 1;
        v->data = realloc(v->data, v->cap * sizeof *v->data);
    }
    v->data[v->len++] = x;
}

int main(void) {
    int *z = calloc(100, sizeof *z);
    int nonzero = 0;
    for (int i = 0; i < 100; i++) nonzero += z[i] != 0;
    printf("calloc nonzero %d\n", nonzero);
    free(z);
    struct vec v = {0};
    for (long i = 0; i < 1000; i++) vpush(&v, i * i);
    long s = 0;
    for (size_t i = 0; i < v.len; i++) s += v.data[i];
    printf("len %zu cap %zu sum %ld\n", v.len, v.cap, s);
    free(v.data);
    char *str = malloc(4);
    strcpy(str, "abc");
    str = realloc(str, 100);
    strcat(str, "def");
    printf("%s\n", str);
    str = realloc(str, 3);
    str[2] = 0;
    printf("%s\n", str);
    free(str);
    free(NULL);
    char **rows = malloc(5 * sizeof *rows);
    for (int i = 0; i < 5; i++) { rows[i] = malloc(i + 2); memset(rows[i], 'a' + i, i + 1); rows[i][i + 1] = 0; }
    for (int i = 0; i < 5; i++) { printf("%s ", rows[i]); free(rows[i]); }
    printf("\n");
    free(rows);
    return 0;
}
