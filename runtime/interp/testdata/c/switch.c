#include "check.h"
static int dense(int k) {
    switch (k) { case 0: return 10; case 1: return 11; case 2: return 12; case 3: return 13; case 4: return 14; case 5: return 15; case 6: return 16; default: return -1; }
}
static int sparse(long k) {
    switch (k) { case -1000000: return 1; case 7: return 2; case 1 << 20: return 3; case 99999999999L: return 4; default: return 0; }
}
static int fall(int k) {
    int r = 0;
    switch (k) { case 1: r += 1; case 2: r += 2; break; case 3: r += 3; default: r += 100; }
    return r;
}
static int classify(char c) {
    switch (c) { case 'a': case 'e': case 'i': case 'o': case 'u': return 1; case '0' ... '9': return 2; case ' ': return 3; default: return 0; }
}

int main(void) {
    long s = 0;
    for (int k = -2; k < 9; k++) s = s * 3 + dense(k);
    check(s);
    check(sparse(-1000000)); check(sparse(7)); check(sparse(1 << 20)); check(sparse(99999999999L)); check(sparse(8));
    for (int k = 0; k < 5; k++) check(fall(k));
    const char *text = "a quick 42 brown fox";
    long cls = 0;
    for (int i = 0; text[i]; i++) cls = cls * 4 + classify(text[i]);
    check(cls);
    return (int)(s & 0xff);
}
