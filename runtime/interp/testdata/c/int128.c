#include "check.h"
typedef __int128 i128;
typedef unsigned __int128 u128;
static volatile long va = -123456789012345L;
static volatile unsigned long vb = 0xFEDCBA9876543210UL;
int main(void) {
    i128 a = va; u128 b = vb;
    u128 p = b * b;
    check((long)p); check((long)(p >> 64));
    i128 q = (i128)p / a;
    check((long)q); check((long)(q >> 64));
    i128 r = (i128)p % a;
    check((long)r);
    u128 s = p + b; check((long)(s >> 64));
    check(a * (i128)a > 0); check((u128)a > b);
    i128 sh = a << 70; check((long)(sh >> 64)); check((long)((u128)sh >> 100));
    double d = (double)p; check(dbits(d));
    i128 fromd = (i128)1e30; check((long)(fromd >> 64)); check((long)fromd);
    u128 acc = 1;
    for (int i = 0; i < 100; i++) acc = acc * 3 + i;
    check((long)acc); check((long)(acc >> 64));
    return (int)(acc & 0x7f);
}
