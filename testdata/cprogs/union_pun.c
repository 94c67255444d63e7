/* Unions: reading another member (type punning, allowed in C11), sizes, unions of structs and tagged unions. */
#include <stdio.h>
#include <stdint.h>

union word { uint32_t u; float f; unsigned char b[4]; uint16_t h[2]; };

enum kind { K_INT, K_DBL, K_STR };
struct value { enum kind k; union { long i; double d; const char *s; } as; };

static void print_value(struct value v) {
    switch (v.k) {
    case K_INT: printf("int %ld\n", v.as.i); break;
    case K_DBL: printf("dbl %g\n", v.as.d); break;
    case K_STR: printf("str %s\n", v.as.s); break;
    }
}

int main(void) {
    union word w;
    w.f = 1.0f;
    printf("%08x %02x%02x%02x%02x %04x %04x\n", w.u, w.b[0], w.b[1], w.b[2], w.b[3], w.h[0], w.h[1]);
    w.u = 0x40490fdb;
    printf("%.6f\n", w.f);
    w.b[3] = 0xc0;
    printf("%.6f\n", w.f);
    printf("%zu %zu\n", sizeof(union word), _Alignof(union word));
    struct value vs[] = {{K_INT, {.i = -42}}, {K_DBL, {.d = 2.5}}, {K_STR, {.s = "text"}}};
    for (int i = 0; i < 3; i++) print_value(vs[i]);
    union { struct { uint8_t lo, hi; } bytes; uint16_t all; } pair = {.all = 0xabcd};
    printf("%x %x\n", pair.bytes.lo, pair.bytes.hi);
    pair.bytes.hi = 0x12;
    printf("%x\n", pair.all);
    union { double d; uint64_t u; } du = {.d = -0.0};
    printf("%016llx\n", (unsigned long long)du.u);
    return 0;
}
