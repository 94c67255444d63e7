/* sizeof and _Alignof of types and expressions (unevaluated operands), _Alignas, offsetof, alignment of struct members. */
#include <stdio.h>
#include <stddef.h>
#include <stdalign.h>

struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char c[3]; short s; };
struct d { long double ld; char c; };
struct e { char c; _Alignas(16) int x; };
union u { char c[5]; int i; };

static int side_effects;
static int bump(void) { return ++side_effects; }

int main(void) {
    printf("%zu %zu %zu %zu %zu %zu\n", sizeof(struct a), sizeof(struct b), sizeof(struct c), sizeof(struct d), sizeof(struct e), sizeof(union u));
    printf("%zu %zu %zu %zu %zu %zu\n", _Alignof(struct a), _Alignof(struct b), _Alignof(struct c), _Alignof(struct d), _Alignof(struct e), _Alignof(union u));
    printf("%zu %zu %zu\n", offsetof(struct b, d), offsetof(struct b, e), offsetof(struct e, x));
    printf("%zu %zu %zu %zu\n", alignof(char), alignof(short), alignof(float), alignof(void *));
    int arr[7];
    printf("%zu %zu %zu\n", sizeof arr, sizeof arr[0], sizeof &arr);
    printf("%zu %d\n", sizeof(bump()), side_effects);
    printf("%zu %zu %zu\n", sizeof(char), sizeof 'x', sizeof "four");
    _Alignas(32) char buf[10];
    printf("%d\n", (int)((size_t)buf % 32));
    alignas(double) char raw[sizeof(double)];
    printf("%d %zu\n", (int)((size_t)raw % _Alignof(double)), sizeof raw);
    short s = 0;
    printf("%zu %zu %zu\n", sizeof(s + s), sizeof(s++), sizeof(-s));
    printf("%d\n", s);
    printf("%zu %zu\n", sizeof(int[3][4]), sizeof(struct a[2]));
    return 0;
}
