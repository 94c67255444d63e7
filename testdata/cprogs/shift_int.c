/* Shifts of int: the left operand is promoted alone, the right one only counts bits. */
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
        int a = (int)(-2147483647 - 1);
        { int b = 0; CHECK(a >> b, 18446744071562067968ULL); }
        { int b = 1; CHECK(a >> b, 18446744072635809792ULL); }
        { int b = 3; CHECK(a >> b, 18446744073441116160ULL); }
        { int b = 7; CHECK(a >> b, 18446744073692774400ULL); }
        { int b = 8; CHECK(a >> b, 18446744073701163008ULL); }
        { int b = 15; CHECK(a >> b, 18446744073709486080ULL); }
        { int b = 16; CHECK(a >> b, 18446744073709518848ULL); }
        { int b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 18446744071562067968ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18446744072635809792ULL); }
        { unsigned char b = 3; CHECK(a >> b, 18446744073441116160ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18446744073692774400ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18446744073701163008ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446744073709486080ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446744073709518848ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 18446744071562067968ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18446744072635809792ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 18446744073441116160ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18446744073692774400ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18446744073701163008ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446744073709486080ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446744073709518848ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 18446744071562067968ULL); }
        { short b = 1; CHECK(a >> b, 18446744072635809792ULL); }
        { short b = 3; CHECK(a >> b, 18446744073441116160ULL); }
        { short b = 7; CHECK(a >> b, 18446744073692774400ULL); }
        { short b = 8; CHECK(a >> b, 18446744073701163008ULL); }
        { short b = 15; CHECK(a >> b, 18446744073709486080ULL); }
        { short b = 16; CHECK(a >> b, 18446744073709518848ULL); }
        { short b = 31; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        int a = (int)-3;
        { int b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { int b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { int b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned char b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { short b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { short b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 31; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        int a = (int)2147483647;
        { int b = 0; CHECK(a << b, 2147483647ULL); }
        { int b = 0; CHECK(a >> b, 2147483647ULL); }
        { int b = 1; CHECK(a >> b, 1073741823ULL); }
        { int b = 3; CHECK(a >> b, 268435455ULL); }
        { int b = 7; CHECK(a >> b, 16777215ULL); }
        { int b = 8; CHECK(a >> b, 8388607ULL); }
        { int b = 15; CHECK(a >> b, 65535ULL); }
        { int b = 16; CHECK(a >> b, 32767ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 2147483647ULL); }
        { unsigned char b = 0; CHECK(a >> b, 2147483647ULL); }
        { unsigned char b = 1; CHECK(a >> b, 1073741823ULL); }
        { unsigned char b = 3; CHECK(a >> b, 268435455ULL); }
        { unsigned char b = 7; CHECK(a >> b, 16777215ULL); }
        { unsigned char b = 8; CHECK(a >> b, 8388607ULL); }
        { unsigned char b = 15; CHECK(a >> b, 65535ULL); }
        { unsigned char b = 16; CHECK(a >> b, 32767ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 2147483647ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 2147483647ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 1073741823ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 268435455ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 16777215ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 8388607ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 65535ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 32767ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 2147483647ULL); }
        { short b = 0; CHECK(a >> b, 2147483647ULL); }
        { short b = 1; CHECK(a >> b, 1073741823ULL); }
        { short b = 3; CHECK(a >> b, 268435455ULL); }
        { short b = 7; CHECK(a >> b, 16777215ULL); }
        { short b = 8; CHECK(a >> b, 8388607ULL); }
        { short b = 15; CHECK(a >> b, 65535ULL); }
        { short b = 16; CHECK(a >> b, 32767ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    {
        int a = (int)37;
        { int b = 0; CHECK(a << b, 37ULL); }
        { int b = 0; CHECK(a >> b, 37ULL); }
        { int b = 1; CHECK(a << b, 74ULL); }
        { int b = 1; CHECK(a >> b, 18ULL); }
        { int b = 3; CHECK(a << b, 296ULL); }
        { int b = 3; CHECK(a >> b, 4ULL); }
        { int b = 7; CHECK(a << b, 4736ULL); }
        { int b = 7; CHECK(a >> b, 0ULL); }
        { int b = 8; CHECK(a << b, 9472ULL); }
        { int b = 8; CHECK(a >> b, 0ULL); }
        { int b = 15; CHECK(a << b, 1212416ULL); }
        { int b = 15; CHECK(a >> b, 0ULL); }
        { int b = 16; CHECK(a << b, 2424832ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 37ULL); }
        { unsigned char b = 0; CHECK(a >> b, 37ULL); }
        { unsigned char b = 1; CHECK(a << b, 74ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18ULL); }
        { unsigned char b = 3; CHECK(a << b, 296ULL); }
        { unsigned char b = 3; CHECK(a >> b, 4ULL); }
        { unsigned char b = 7; CHECK(a << b, 4736ULL); }
        { unsigned char b = 7; CHECK(a >> b, 0ULL); }
        { unsigned char b = 8; CHECK(a << b, 9472ULL); }
        { unsigned char b = 8; CHECK(a >> b, 0ULL); }
        { unsigned char b = 15; CHECK(a << b, 1212416ULL); }
        { unsigned char b = 15; CHECK(a >> b, 0ULL); }
        { unsigned char b = 16; CHECK(a << b, 2424832ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 37ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 37ULL); }
        { unsigned long long b = 1; CHECK(a << b, 74ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18ULL); }
        { unsigned long long b = 3; CHECK(a << b, 296ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 4ULL); }
        { unsigned long long b = 7; CHECK(a << b, 4736ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 8; CHECK(a << b, 9472ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 15; CHECK(a << b, 1212416ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 16; CHECK(a << b, 2424832ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 37ULL); }
        { short b = 0; CHECK(a >> b, 37ULL); }
        { short b = 1; CHECK(a << b, 74ULL); }
        { short b = 1; CHECK(a >> b, 18ULL); }
        { short b = 3; CHECK(a << b, 296ULL); }
        { short b = 3; CHECK(a >> b, 4ULL); }
        { short b = 7; CHECK(a << b, 4736ULL); }
        { short b = 7; CHECK(a >> b, 0ULL); }
        { short b = 8; CHECK(a << b, 9472ULL); }
        { short b = 8; CHECK(a >> b, 0ULL); }
        { short b = 15; CHECK(a << b, 1212416ULL); }
        { short b = 15; CHECK(a >> b, 0ULL); }
        { short b = 16; CHECK(a << b, 2424832ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    printf("%d bad\n", bad);
    return bad != 0;
}
