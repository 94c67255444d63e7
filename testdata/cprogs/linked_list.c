/* A singly linked list on malloc: push, reverse, remove by value, sort by insertion, free everything. */
#include <stdio.h>
#include <stdlib.h>

struct node { int v; struct node *next; };

static struct node *push(struct node *h, int v) { struct node *n = malloc(sizeof *n); n->v = v; n->next = h; return n; }
static struct node *reverse(struct node *h) { struct node *r = NULL; while (h) { struct node *n = h->next; h->next = r; r = h; h = n; } return r; }
static struct node *remove_all(struct node *h, int v) {
    struct node **pp = &h;
    while (*pp) { if ((*pp)->v == v) { struct node *d = *pp; *pp = d->next; free(d); } else pp = &(*pp)->next; }
    return h;
}
static struct node *insert_sorted(struct node *h, struct node *n) {
    struct node **pp = &h;
    while (*pp && (*pp)->v < n->v) pp = &(*pp)->next;
    n->next = *pp; *pp = n;
    return h;
}
static void print(const char *what, const struct node *h) { printf("%s:", what); for (; h; h = h->next) printf(" %d", h->v); printf("\n"); }

int main(void) {
    struct node *h = NULL;
    for (int i = 0; i < 10; i++) h = push(h, (i * 7) % 5);
    print("pushed", h);
    h = reverse(h);
    print("reversed", h);
    h = remove_all(h, 2);
    print("no 2", h);
    struct node *sorted = NULL;
    while (h) { struct node *n = h; h = h->next; sorted = insert_sorted(sorted, n); }
    print("sorted", sorted);
    while (sorted) { struct node *n = sorted->next; free(sorted); sorted = n; }
    return 0;
}
