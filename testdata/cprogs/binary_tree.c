/* A binary search tree: insertion, in-order walk, height, lookup, deletion with two children, recursive free. */
#include <stdio.h>
#include <stdlib.h>

struct tree { int key; struct tree *l, *r; };

static struct tree *insert(struct tree *t, int k) {
    if (!t) { t = calloc(1, sizeof *t); t->key = k; return t; }
    if (k < t->key) t->l = insert(t->l, k); else if (k > t->key) t->r = insert(t->r, k);
    return t;
}
static int height(const struct tree *t) { if (!t) return 0; int a = height(t->l), b = height(t->r); return 1 + (a > b ? a : b); }
static void walk(const struct tree *t) { if (!t) return; walk(t->l); printf("%d ", t->key); walk(t->r); }
static int contains(const struct tree *t, int k) { while (t && t->key != k) t = k < t->key ? t->l : t->r; return t != NULL; }
static struct tree *del(struct tree *t, int k) {
    if (!t) return NULL;
    if (k < t->key) t->l = del(t->l, k);
    else if (k > t->key) t->r = del(t->r, k);
    else if (t->l && t->r) { struct tree *m = t->r; while (m->l) m = m->l; t->key = m->key; t->r = del(t->r, m->key); }
    else { struct tree *c = t->l ? t->l : t->r; free(t); return c; }
    return t;
}
static void drop(struct tree *t) { if (t) { drop(t->l); drop(t->r); free(t); } }

int main(void) {
    struct tree *t = NULL;
    unsigned x = 12345;
    for (int i = 0; i < 40; i++) { x = x * 1103515245u + 12345u; t = insert(t, (int)(x >> 16) % 100); }
    walk(t); printf("\nheight %d\n", height(t));
    printf("%d %d %d\n", contains(t, 42), contains(t, 7), contains(t, 99));
    for (int k = 0; k < 100; k += 3) t = del(t, k);
    walk(t); printf("\nheight %d\n", height(t));
    drop(t);
    return 0;
}
