#include "check.h"
static volatile int vi = -7;
static volatile unsigned vu = 4000000000u;
static volatile signed char vc = -100;
static volatile unsigned char vuc = 200;
static volatile short vs = -30000;
static volatile unsigned short vus = 60000;
static volatile long vl = -9000000000000000000L;
static volatile unsigned long vul = 18000000000000000000UL;

int main(void) {
    int i = vi; unsigned u = vu; signed char c = vc; unsigned char uc = vuc;
    short s = vs; unsigned short us = vus; long l = vl; unsigned long ul = vul;
    check(i / 2); check(i % 2); check(i >> 1); check((unsigned)i >> 1); check(i << 3);
    check(u / 7); check(u % 7); check(u * 3u); check(u + u); check(u >> 5);
    check(c * 2); check((signed char)(c * 2)); check(c / 3); check(c % 3); check((unsigned char)c);
    check(uc + uc); check((unsigned char)(uc + uc)); check(uc >> 3); check(uc / 7);
    check(s * 2); check((short)(s * 2)); check(s / 7); check((unsigned short)s);
    check((long)us * us); check((unsigned short)(us * 3)); check(us / 13);
    check(l / 3); check(l % 1000); check(l >> 7); check(l * 3); check(l - 1);
    check((long)(ul / 7)); check((long)(ul % 1000)); check((long)(ul >> 3)); check((long)(ul * 3));
    check(i < (int)u); check(u > (unsigned)i); check(c < uc); check(s < us); check(l < (long)ul);
    check((long)(unsigned)i); check((long)(int)u); check((long)(short)i); check((long)(char)u);
    check(~i); check(-u); check(!i); check(i & 0x55); check(i | 0x100); check(i ^ -1);
    long acc = 1;
    for (int k = 0; k < 40; k++) acc = acc * 31 + (k ^ (acc >> 13));
    check(acc);
    unsigned h = 2166136261u;
    for (int k = 0; k < 100; k++) { h ^= (unsigned)k; h *= 16777619u; }
    check(h);
    return (int)(h & 0x7f);
}
