/* Field-by-field equality of structs, memcpy of struct arrays, swapping structs through pointers and a generic swap. */
#include <stdio.h>
#include <string.h>

struct item { short id; double price; char code[5]; };

static int equal(const struct item *a, const struct item *b) { return a->id == b->id && a->price == b->price && strcmp(a->code, b->code) == 0; }
static void swap_items(struct item *a, struct item *b) { struct item t = *a; *a = *b; *b = t; }
static void swap_bytes(void *a, void *b, size_t n) { unsigned char *x = a, *y = b; while (n--) { unsigned char t = *x; *x++ = *y; *y++ = t; } }

int main(void) {
    struct item a[3] = {{1, 9.5, "AA"}, {2, 0.25, "BB"}, {3, 100, "CC"}};
    struct item b[3];
    memcpy(b, a, sizeof a);
    printf("%d %d\n", equal(&a[1], &b[1]), equal(&a[0], &b[1]));
    swap_items(&b[0], &b[2]);
    printf("%d %s %d %s\n", b[0].id, b[0].code, b[2].id, b[2].code);
    swap_bytes(&b[0], &b[1], sizeof b[0]);
    printf("%d %g %s\n", b[0].id, b[0].price, b[0].code);
    long x = 5, y = -6;
    swap_bytes(&x, &y, sizeof x);
    printf("%ld %ld\n", x, y);
    return 0;
}
