/* Integer promotions: char and short operands become int, unsigned char compares as int, ~ and unary minus on small types. */
#include <stdio.h>

int main(void) {
    unsigned char uc = 255;
    signed char sc = -1;
    unsigned short us = 65535;
    short ss = -1;
    printf("%d %d %d %d\n", uc + 1, sc + 1, us + 1, ss + 1);
    printf("%d %d\n", ~uc, -uc);
    printf("%d %d\n", uc == sc, (unsigned char)sc == uc);
    printf("%zu %zu %zu %zu\n", sizeof(uc + uc), sizeof(+sc), sizeof(-us), sizeof(ss << 1));
    printf("%d\n", (uc << 23) < 0 ? 1 : 0 - 0 + (us * 2 > 0));
    unsigned u = 1;
    int neg = -1;
    printf("%d %d\n", neg < u, neg < (long)u);
    printf("%d %d\n", -1L < 1U, -1LL < 1ULL);
    unsigned short a = 50000, b = 50000;
    unsigned int prod = (unsigned)a * b;
    printf("%u\n", prod);
    char c = 'A';
    printf("%d %c %d\n", c + 1, c + 1, 'a' - c);
    _Bool t = 5, f = 0.0;
    printf("%d %d %d %d\n", t, f, t + t, (_Bool)0.5);
    unsigned char wrap = 250;
    wrap += 10;
    printf("%d\n", wrap);
    signed char sw = 100;
    sw = sw + 100;
    printf("%d\n", sw);
    return 0;
}
