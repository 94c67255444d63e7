/* Building strings: integer to text in any base by hand, reversing, joining with separators, and parsing back. */
#include <stdio.h>
#include <string.h>

static char *to_base(unsigned long long v, int base, char *out) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    char tmp[70];
    int n = 0;
    do { tmp[n++] = digits[v % base]; v /= base; } while (v);
    for (int i = 0; i < n; i++) out[i] = tmp[n - 1 - i];
    out[n] = 0;
    return out;
}
static unsigned long long from_base(const char *s, int base) {
    unsigned long long v = 0;
    for (; *s; s++) v = v * base + (unsigned)(*s <= '9' ? *s - '0' : *s - 'a' + 10);
    return v;
}

int main(void) {
    char buf[70];
    unsigned long long vals[] = {0, 255, 1000000, 18446744073709551615ULL};
    int bases[] = {2, 8, 16, 36};
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            to_base(vals[i], bases[j], buf);
            printf("%s(%d)=%llu ", buf, bases[j], from_base(buf, bases[j]));
        }
    printf("\n");
    const char *parts[] = {"alpha", "beta", "gamma"};
    char joined[64] = "";
    for (int i = 0; i < 3; i++) { if (i) strcat(joined, " | "); strcat(joined, parts[i]); }
    printf("%s (%zu)\n", joined, strlen(joined));
    return 0;
}
