#include "check.h"
struct node { int val; struct node *next; };

static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
static int **pick(int **pp, int k) { return pp + k; }

int main(void) {
    int a = 1, b = 2;
    swap(&a, &b);
    check(a); check(b);
    int xs[6] = {5, 4, 3, 2, 1, 0};
    int *p = xs, *q = xs + 5;
    check(q - p); check(*p + *q); check(p < q); check(&xs[3] == p + 3);
    int *ptrs[3] = {&xs[0], &xs[2], &xs[4]};
    int **pp = pick(ptrs, 1);
    check(**pp); **pp = 77; check(xs[2]);
    struct node nodes[10];
    for (int i = 0; i < 10; i++) { nodes[i].val = i * i; nodes[i].next = i < 9 ? &nodes[i + 1] : 0; }
    long sum = 0;
    for (struct node *n = &nodes[0]; n; n = n->next) sum += n->val;
    check(sum);
    /* reverse the list */
    struct node *prev = 0, *cur = &nodes[0];
    while (cur) { struct node *nx = cur->next; cur->next = prev; prev = cur; cur = nx; }
    check(prev->val); check(prev->next->val);
    char bytes[8];
    long v = 0x0102030405060708L;
    char *src = (char *)&v;
    for (int i = 0; i < 8; i++) bytes[i] = src[i];
    check(bytes[0]); check(bytes[7]);
    void *vp = &v;
    check(*(int *)vp);
    return (int)sum % 256;
}
