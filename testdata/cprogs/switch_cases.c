/* switch: fall-through, default in the middle, sparse and negative case values, nested switches, switch on char and long long. */
#include <stdio.h>

static const char *classify(int c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
    case '0': case '1': case '9': return "digit";
    case ' ': return "space";
    default: return "other";
    }
}

static int fallthrough(int n) {
    int r = 0;
    switch (n) {
    case 1: r += 1;
    case 2: r += 10;
    default: r += 100;
    case 3: r += 1000; break;
    case 4: r = -1;
    }
    return r;
}

static int sparse(long long k) {
    switch (k) {
    case -1000000000000LL: return 1;
    case -1: return 2;
    case 0: return 3;
    case 4096: return 4;
    case 1LL << 40: return 5;
    case 0x7fffffffffffffffLL: return 6;
    }
    return 0;
}

static int nested(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 0;
        case 1: break;
        default: return 2;
        }
        return 1;
    case 1:
        return 10 + b;
    }
    return -1;
}

int main(void) {
    const char *text = "a1 z9u";
    for (const char *p = text; *p; p++) printf("%c:%s ", *p, classify(*p));
    printf("\n");
    for (int n = 0; n <= 5; n++) printf("%d ", fallthrough(n));
    printf("\n");
    long long keys[] = {-1000000000000LL, -1, 0, 4096, 1LL << 40, 0x7fffffffffffffffLL, 5};
    for (int i = 0; i < 7; i++) printf("%d ", sparse(keys[i]));
    printf("\n%d %d %d %d %d\n", nested(0, 0), nested(0, 1), nested(0, 7), nested(1, 5), nested(2, 0));
    unsigned char uc = 200;
    switch (uc) { case 200: printf("uc 200\n"); break; case 56: printf("never\n"); }
    int x = 3;
    switch (x) { default: printf("only default\n"); }
    switch (x) { case 1: printf("no match\n"); }
    return 0;
}
