/* Address constants in static initializers: pointers to array elements and members, function pointers, pointer arithmetic at load time. */
#include <stdio.h>

struct rec { int id; const char *name; struct rec *next; };
static int data[6] = {10, 11, 12, 13, 14, 15};
static struct rec r3 = {3, "three", 0};
static struct rec r2 = {2, "two", &r3};
static struct rec r1 = {1, "one", &r2};
static int *mid = data + 3;
static int *last = &data[5];
static const char *second_char = &"abc"[1];
static int *member_ptr = &r2.id;
static int square(int x) { return x * x; }
static int (*fp)(int) = square;
static struct { int (*f)(int); int *p; } bundle = {square, &data[1]};
static char *self_ref[2] = {(char *)&self_ref[1], 0};

int main(void) {
    for (struct rec *r = &r1; r; r = r->next) printf("%d:%s ", r->id, r->name);
    printf("\n%d %d %td\n", *mid, *last, last - mid);
    printf("%s %d %d\n", second_char, *member_ptr, fp(9));
    printf("%d %d\n", bundle.f(*bundle.p), bundle.p[1]);
    printf("%d\n", self_ref[0] == (char *)&self_ref[1]);
    return 0;
}
