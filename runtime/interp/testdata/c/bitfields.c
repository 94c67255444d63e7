#include "check.h"
struct flags {
    unsigned a : 3;
    signed b : 5;
    unsigned c : 1;
    unsigned long d : 40;
    signed e : 12;
    unsigned char f : 2;
};
static volatile int seed = 13;
int main(void) {
    struct flags fl = {0};
    int s = seed;
    fl.a = s; fl.b = -s; fl.c = 1; fl.d = 0xABCDEF1234UL + s; fl.e = -2000 + s; fl.f = s;
    check(fl.a); check(fl.b); check(fl.c); check((long)fl.d); check(fl.e); check(fl.f);
    fl.b += 20; fl.a++; fl.d <<= 2; fl.e = fl.e * 2;
    check(fl.a); check(fl.b); check((long)fl.d); check(fl.e);
    check(sizeof(struct flags));
    struct flags arr[4];
    for (int i = 0; i < 4; i++) { arr[i].a = i * 3; arr[i].b = i - 8; arr[i].e = i * 500; }
    long t = 0;
    for (int i = 0; i < 4; i++) t = t * 100 + arr[i].a + arr[i].b + arr[i].e;
    check(t);
    return fl.a;
}
