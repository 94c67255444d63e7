#include "check.h"
int main(void) {
    long s = 0;
    for (int i = 0; i < 50; i++) {
        if (i % 7 == 3) continue;
        for (int j = i; j < 60; j += 3) {
            if (j * i > 900) break;
            s += i ^ j;
        }
    }
    check(s);
    int k = 0; long t = 1;
    do { t = t * 5 % 1000003; k++; } while (t != 1 && k < 100000);
    check(k); check(t);
    long a = 0, b = 1;
    for (int i = 0; i < 80; i++) { long c = a + b; a = b; b = c; }
    check(a);
    long x = 1, y = 2, z = 3;
    for (int i = 0; i < 20; i++) { long tmp = x; x = y; y = z; z = tmp + (i & 1); }
    check(x); check(y); check(z);
    int count = 0;
    for (unsigned i = 10; i-- > 0;) count += i;
    check(count);
    return (int)(s & 0xff);
}
