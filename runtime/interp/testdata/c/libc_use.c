#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "check.h"
struct rec { int key; double w; char name[12]; };
static int by_key(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}
static int by_name(const void *a, const void *b) { return strcmp(((const struct rec *)a)->name, ((const struct rec *)b)->name); }
int main(void) {
    int n = 50;
    struct rec *v = malloc(n * sizeof *v);
    unsigned s = 7;
    for (int i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u;
        v[i].key = (int)(s >> 20) - 2048;
        v[i].w = i * 0.25;
        snprintf(v[i].name, sizeof v[i].name, "n%04u", s % 9973);
    }
    qsort(v, n, sizeof *v, by_key);
    check(v[0].key); check(v[n - 1].key); check(dbits(v[10].w));
    qsort(v, n, sizeof *v, by_name);
    check(strlen(v[0].name)); check(v[0].name[1]); check(v[n - 1].name[4]);
    struct rec *w = calloc(n, sizeof *w);
    memcpy(w, v, n * sizeof *v);
    long sum = 0;
    for (int i = 0; i < n; i++) sum += w[i].key * (i + 1);
    check(sum);
    check(memcmp(v, w, n * sizeof *v));
    w = realloc(w, 2 * n * sizeof *w);
    memset(w + n, 0, n * sizeof *w);
    check(w[2 * n - 1].key);
    char buf[64];
    int len = sprintf(buf, "%d|%5.2f|%s|%x", -42, 3.14159, "ok", 255);
    check(len); check(buf[len - 1]); check(atoi("-1234")); check(strtol("ff", 0, 16));
    free(v); free(w);
    return (int)(sum & 0x7f);
}
