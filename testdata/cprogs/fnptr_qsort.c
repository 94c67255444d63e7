/* Callbacks into libc: qsort and bsearch with comparison functions over ints, strings and structs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_desc(const void *a, const void *b) { return cmp_int(b, a); }
static int cmp_str(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

struct rec { char name[8]; int score; };
static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    if (x->score != y->score) return y->score - x->score;
    return strcmp(x->name, y->name);
}

int main(void) {
    int v[] = {42, -7, 13, 0, 99, 13, -100, 5, 8, 21};
    qsort(v, 10, sizeof v[0], cmp_int);
    for (int i = 0; i < 10; i++) printf("%d ", v[i]);
    printf("\n");
    int key = 21;
    int *found = bsearch(&key, v, 10, sizeof v[0], cmp_int);
    printf("found at %td\n", found ? found - v : -1);
    key = 22;
    printf("missing %d\n", bsearch(&key, v, 10, sizeof v[0], cmp_int) == NULL);
    qsort(v, 10, sizeof v[0], cmp_desc);
    for (int i = 0; i < 10; i++) printf("%d ", v[i]);
    printf("\n");
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "apricot"};
    qsort(words, 6, sizeof words[0], cmp_str);
    for (int i = 0; i < 6; i++) printf("%s ", words[i]);
    printf("\n");
    struct rec r[] = {{"bob", 70}, {"amy", 90}, {"cat", 70}, {"dan", 85}, {"eve", 90}};
    qsort(r, 5, sizeof r[0], cmp_rec);
    for (int i = 0; i < 5; i++) printf("%s:%d ", r[i].name, r[i].score);
    printf("\n");
    return 0;
}
