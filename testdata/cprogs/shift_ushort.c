/* Shifts of unsigned short: the left operand is promoted alone, the right one only counts bits. */
#include <stdio.h>

static int bad;

/* check prints a result and its type, and compares it with the value the C
   rules give (computed when this program was written). */
static void check(int line, unsigned long long got, unsigned size, int is_signed, unsigned long long want) {
    printf("%d: %llu size %u %s\n", line, got, size, is_signed ? "signed" : "unsigned");
    if (got != want) {
        printf("%d: BAD, want %llu\n", line, want);
        bad++;
    }
}
#define CHECK(e, want) check(__LINE__, (unsigned long long)(e), (unsigned)sizeof(e), (e) * 0 - 1 < 0, want)

int main(void) {
    {
        unsigned short a = (unsigned short)65535;
        { int b = 0; CHECK(a << b, 65535ULL); }
        { int b = 0; CHECK(a >> b, 65535ULL); }
        { int b = 1; CHECK(a << b, 131070ULL); }
        { int b = 1; CHECK(a >> b, 32767ULL); }
        { int b = 3; CHECK(a << b, 524280ULL); }
        { int b = 3; CHECK(a >> b, 8191ULL); }
        { int b = 7; CHECK(a << b, 8388480ULL); }
        { int b = 7; CHECK(a >> b, 511ULL); }
        { int b = 8; CHECK(a << b, 16776960ULL); }
        { int b = 8; CHECK(a >> b, 255ULL); }
        { int b = 15; CHECK(a << b, 2147450880ULL); }
        { int b = 15; CHECK(a >> b, 1ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 65535ULL); }
        { unsigned char b = 0; CHECK(a >> b, 65535ULL); }
        { unsigned char b = 1; CHECK(a << b, 131070ULL); }
        { unsigned char b = 1; CHECK(a >> b, 32767ULL); }
        { unsigned char b = 3; CHECK(a << b, 524280ULL); }
        { unsigned char b = 3; CHECK(a >> b, 8191ULL); }
        { unsigned char b = 7; CHECK(a << b, 8388480ULL); }
        { unsigned char b = 7; CHECK(a >> b, 511ULL); }
        { unsigned char b = 8; CHECK(a << b, 16776960ULL); }
        { unsigned char b = 8; CHECK(a >> b, 255ULL); }
        { unsigned char b = 15; CHECK(a << b, 2147450880ULL); }
        { unsigned char b = 15; CHECK(a >> b, 1ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 65535ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 65535ULL); }
        { unsigned long long b = 1; CHECK(a << b, 131070ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 32767ULL); }
        { unsigned long long b = 3; CHECK(a << b, 524280ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 8191ULL); }
        { unsigned long long b = 7; CHECK(a << b, 8388480ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 511ULL); }
        { unsigned long long b = 8; CHECK(a << b, 16776960ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 255ULL); }
        { unsigned long long b = 15; CHECK(a << b, 2147450880ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 1ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 65535ULL); }
        { short b = 0; CHECK(a >> b, 65535ULL); }
        { short b = 1; CHECK(a << b, 131070ULL); }
        { short b = 1; CHECK(a >> b, 32767ULL); }
        { short b = 3; CHECK(a << b, 524280ULL); }
        { short b = 3; CHECK(a >> b, 8191ULL); }
        { short b = 7; CHECK(a << b, 8388480ULL); }
        { short b = 7; CHECK(a >> b, 511ULL); }
        { short b = 8; CHECK(a << b, 16776960ULL); }
        { short b = 8; CHECK(a >> b, 255ULL); }
        { short b = 15; CHECK(a << b, 2147450880ULL); }
        { short b = 15; CHECK(a >> b, 1ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    {
        unsigned short a = (unsigned short)5;
        { int b = 0; CHECK(a << b, 5ULL); }
        { int b = 0; CHECK(a >> b, 5ULL); }
        { int b = 1; CHECK(a << b, 10ULL); }
        { int b = 1; CHECK(a >> b, 2ULL); }
        { int b = 3; CHECK(a << b, 40ULL); }
        { int b = 3; CHECK(a >> b, 0ULL); }
        { int b = 7; CHECK(a << b, 640ULL); }
        { int b = 7; CHECK(a >> b, 0ULL); }
        { int b = 8; CHECK(a << b, 1280ULL); }
        { int b = 8; CHECK(a >> b, 0ULL); }
        { int b = 15; CHECK(a << b, 163840ULL); }
        { int b = 15; CHECK(a >> b, 0ULL); }
        { int b = 16; CHECK(a << b, 327680ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 5ULL); }
        { unsigned char b = 0; CHECK(a >> b, 5ULL); }
        { unsigned char b = 1; CHECK(a << b, 10ULL); }
        { unsigned char b = 1; CHECK(a >> b, 2ULL); }
        { unsigned char b = 3; CHECK(a << b, 40ULL); }
        { unsigned char b = 3; CHECK(a >> b, 0ULL); }
        { unsigned char b = 7; CHECK(a << b, 640ULL); }
        { unsigned char b = 7; CHECK(a >> b, 0ULL); }
        { unsigned char b = 8; CHECK(a << b, 1280ULL); }
        { unsigned char b = 8; CHECK(a >> b, 0ULL); }
        { unsigned char b = 15; CHECK(a << b, 163840ULL); }
        { unsigned char b = 15; CHECK(a >> b, 0ULL); }
        { unsigned char b = 16; CHECK(a << b, 327680ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 5ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 5ULL); }
        { unsigned long long b = 1; CHECK(a << b, 10ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 2ULL); }
        { unsigned long long b = 3; CHECK(a << b, 40ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 7; CHECK(a << b, 640ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 8; CHECK(a << b, 1280ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 15; CHECK(a << b, 163840ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 16; CHECK(a << b, 327680ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 5ULL); }
        { short b = 0; CHECK(a >> b, 5ULL); }
        { short b = 1; CHECK(a << b, 10ULL); }
        { short b = 1; CHECK(a >> b, 2ULL); }
        { short b = 3; CHECK(a << b, 40ULL); }
        { short b = 3; CHECK(a >> b, 0ULL); }
        { short b = 7; CHECK(a << b, 640ULL); }
        { short b = 7; CHECK(a >> b, 0ULL); }
        { short b = 8; CHECK(a << b, 1280ULL); }
        { short b = 8; CHECK(a >> b, 0ULL); }
        { short b = 15; CHECK(a << b, 163840ULL); }
        { short b = 15; CHECK(a >> b, 0ULL); }
        { short b = 16; CHECK(a << b, 327680ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    {
        unsigned short a = (unsigned short)32768;
        { int b = 0; CHECK(a << b, 32768ULL); }
        { int b = 0; CHECK(a >> b, 32768ULL); }
        { int b = 1; CHECK(a << b, 65536ULL); }
        { int b = 1; CHECK(a >> b, 16384ULL); }
        { int b = 3; CHECK(a << b, 262144ULL); }
        { int b = 3; CHECK(a >> b, 4096ULL); }
        { int b = 7; CHECK(a << b, 4194304ULL); }
        { int b = 7; CHECK(a >> b, 256ULL); }
        { int b = 8; CHECK(a << b, 8388608ULL); }
        { int b = 8; CHECK(a >> b, 128ULL); }
        { int b = 15; CHECK(a << b, 1073741824ULL); }
        { int b = 15; CHECK(a >> b, 1ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 32768ULL); }
        { unsigned char b = 0; CHECK(a >> b, 32768ULL); }
        { unsigned char b = 1; CHECK(a << b, 65536ULL); }
        { unsigned char b = 1; CHECK(a >> b, 16384ULL); }
        { unsigned char b = 3; CHECK(a << b, 262144ULL); }
        { unsigned char b = 3; CHECK(a >> b, 4096ULL); }
        { unsigned char b = 7; CHECK(a << b, 4194304ULL); }
        { unsigned char b = 7; CHECK(a >> b, 256ULL); }
        { unsigned char b = 8; CHECK(a << b, 8388608ULL); }
        { unsigned char b = 8; CHECK(a >> b, 128ULL); }
        { unsigned char b = 15; CHECK(a << b, 1073741824ULL); }
        { unsigned char b = 15; CHECK(a >> b, 1ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 32768ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 32768ULL); }
        { unsigned long long b = 1; CHECK(a << b, 65536ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 16384ULL); }
        { unsigned long long b = 3; CHECK(a << b, 262144ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 4096ULL); }
        { unsigned long long b = 7; CHECK(a << b, 4194304ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 256ULL); }
        { unsigned long long b = 8; CHECK(a << b, 8388608ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 128ULL); }
        { unsigned long long b = 15; CHECK(a << b, 1073741824ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 1ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 32768ULL); }
        { short b = 0; CHECK(a >> b, 32768ULL); }
        { short b = 1; CHECK(a << b, 65536ULL); }
        { short b = 1; CHECK(a >> b, 16384ULL); }
        { short b = 3; CHECK(a << b, 262144ULL); }
        { short b = 3; CHECK(a >> b, 4096ULL); }
        { short b = 7; CHECK(a << b, 4194304ULL); }
        { short b = 7; CHECK(a >> b, 256ULL); }
        { short b = 8; CHECK(a << b, 8388608ULL); }
        { short b = 8; CHECK(a >> b, 128ULL); }
        { short b = 15; CHECK(a << b, 1073741824ULL); }
        { short b = 15; CHECK(a >> b, 1ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    {
        unsigned short a = (unsigned short)3;
        { int b = 0; CHECK(a << b, 3ULL); }
        { int b = 0; CHECK(a >> b, 3ULL); }
        { int b = 1; CHECK(a << b, 6ULL); }
        { int b = 1; CHECK(a >> b, 1ULL); }
        { int b = 3; CHECK(a << b, 24ULL); }
        { int b = 3; CHECK(a >> b, 0ULL); }
        { int b = 7; CHECK(a << b, 384ULL); }
        { int b = 7; CHECK(a >> b, 0ULL); }
        { int b = 8; CHECK(a << b, 768ULL); }
        { int b = 8; CHECK(a >> b, 0ULL); }
        { int b = 15; CHECK(a << b, 98304ULL); }
        { int b = 15; CHECK(a >> b, 0ULL); }
        { int b = 16; CHECK(a << b, 196608ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 3ULL); }
        { unsigned char b = 0; CHECK(a >> b, 3ULL); }
        { unsigned char b = 1; CHECK(a << b, 6ULL); }
        { unsigned char b = 1; CHECK(a >> b, 1ULL); }
        { unsigned char b = 3; CHECK(a << b, 24ULL); }
        { unsigned char b = 3; CHECK(a >> b, 0ULL); }
        { unsigned char b = 7; CHECK(a << b, 384ULL); }
        { unsigned char b = 7; CHECK(a >> b, 0ULL); }
        { unsigned char b = 8; CHECK(a << b, 768ULL); }
        { unsigned char b = 8; CHECK(a >> b, 0ULL); }
        { unsigned char b = 15; CHECK(a << b, 98304ULL); }
        { unsigned char b = 15; CHECK(a >> b, 0ULL); }
        { unsigned char b = 16; CHECK(a << b, 196608ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 3ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 3ULL); }
        { unsigned long long b = 1; CHECK(a << b, 6ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 1ULL); }
        { unsigned long long b = 3; CHECK(a << b, 24ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 7; CHECK(a << b, 384ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 8; CHECK(a << b, 768ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 15; CHECK(a << b, 98304ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 16; CHECK(a << b, 196608ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 3ULL); }
        { short b = 0; CHECK(a >> b, 3ULL); }
        { short b = 1; CHECK(a << b, 6ULL); }
        { short b = 1; CHECK(a >> b, 1ULL); }
        { short b = 3; CHECK(a << b, 24ULL); }
        { short b = 3; CHECK(a >> b, 0ULL); }
        { short b = 7; CHECK(a << b, 384ULL); }
        { short b = 7; CHECK(a >> b, 0ULL); }
        { short b = 8; CHECK(a << b, 768ULL); }
        { short b = 8; CHECK(a >> b, 0ULL); }
        { short b = 15; CHECK(a << b, 98304ULL); }
        { short b = 15; CHECK(a >> b, 0ULL); }
        { short b = 16; CHECK(a << b, 196608ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    printf("%d bad\n", bad);
    return bad != 0;
}
