/* Shifts of long: the left operand is promoted alone, the right one only counts bits. */
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
        long a = (long)(-9223372036854775807LL - 1);
        { int b = 0; CHECK(a >> b, 9223372036854775808ULL); }
        { int b = 1; CHECK(a >> b, 13835058055282163712ULL); }
        { int b = 3; CHECK(a >> b, 17293822569102704640ULL); }
        { int b = 7; CHECK(a >> b, 18374686479671623680ULL); }
        { int b = 8; CHECK(a >> b, 18410715276690587648ULL); }
        { int b = 15; CHECK(a >> b, 18446462598732840960ULL); }
        { int b = 16; CHECK(a >> b, 18446603336221196288ULL); }
        { int b = 31; CHECK(a >> b, 18446744069414584320ULL); }
        { int b = 32; CHECK(a >> b, 18446744071562067968ULL); }
        { int b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 9223372036854775808ULL); }
        { unsigned char b = 1; CHECK(a >> b, 13835058055282163712ULL); }
        { unsigned char b = 3; CHECK(a >> b, 17293822569102704640ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18374686479671623680ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18410715276690587648ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446462598732840960ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446603336221196288ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744069414584320ULL); }
        { unsigned char b = 32; CHECK(a >> b, 18446744071562067968ULL); }
        { unsigned char b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 9223372036854775808ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 13835058055282163712ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 17293822569102704640ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18374686479671623680ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18410715276690587648ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446462598732840960ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446603336221196288ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744069414584320ULL); }
        { unsigned long long b = 32; CHECK(a >> b, 18446744071562067968ULL); }
        { unsigned long long b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 9223372036854775808ULL); }
        { short b = 1; CHECK(a >> b, 13835058055282163712ULL); }
        { short b = 3; CHECK(a >> b, 17293822569102704640ULL); }
        { short b = 7; CHECK(a >> b, 18374686479671623680ULL); }
        { short b = 8; CHECK(a >> b, 18410715276690587648ULL); }
        { short b = 15; CHECK(a >> b, 18446462598732840960ULL); }
        { short b = 16; CHECK(a >> b, 18446603336221196288ULL); }
        { short b = 31; CHECK(a >> b, 18446744069414584320ULL); }
        { short b = 32; CHECK(a >> b, 18446744071562067968ULL); }
        { short b = 63; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        long a = (long)-3L;
        { int b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { int b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { int b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 32; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned char b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 32; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 32; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 63; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { short b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { short b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 32; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 63; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        long a = (long)9223372036854775807L;
        { int b = 0; CHECK(a << b, 9223372036854775807ULL); }
        { int b = 0; CHECK(a >> b, 9223372036854775807ULL); }
        { int b = 1; CHECK(a >> b, 4611686018427387903ULL); }
        { int b = 3; CHECK(a >> b, 1152921504606846975ULL); }
        { int b = 7; CHECK(a >> b, 72057594037927935ULL); }
        { int b = 8; CHECK(a >> b, 36028797018963967ULL); }
        { int b = 15; CHECK(a >> b, 281474976710655ULL); }
        { int b = 16; CHECK(a >> b, 140737488355327ULL); }
        { int b = 31; CHECK(a >> b, 4294967295ULL); }
        { int b = 32; CHECK(a >> b, 2147483647ULL); }
        { int b = 63; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 9223372036854775807ULL); }
        { unsigned char b = 0; CHECK(a >> b, 9223372036854775807ULL); }
        { unsigned char b = 1; CHECK(a >> b, 4611686018427387903ULL); }
        { unsigned char b = 3; CHECK(a >> b, 1152921504606846975ULL); }
        { unsigned char b = 7; CHECK(a >> b, 72057594037927935ULL); }
        { unsigned char b = 8; CHECK(a >> b, 36028797018963967ULL); }
        { unsigned char b = 15; CHECK(a >> b, 281474976710655ULL); }
        { unsigned char b = 16; CHECK(a >> b, 140737488355327ULL); }
        { unsigned char b = 31; CHECK(a >> b, 4294967295ULL); }
        { unsigned char b = 32; CHECK(a >> b, 2147483647ULL); }
        { unsigned char b = 63; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 9223372036854775807ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 9223372036854775807ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 4611686018427387903ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 1152921504606846975ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 72057594037927935ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 36028797018963967ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 281474976710655ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 140737488355327ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 4294967295ULL); }
        { unsigned long long b = 32; CHECK(a >> b, 2147483647ULL); }
        { unsigned long long b = 63; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 9223372036854775807ULL); }
        { short b = 0; CHECK(a >> b, 9223372036854775807ULL); }
        { short b = 1; CHECK(a >> b, 4611686018427387903ULL); }
        { short b = 3; CHECK(a >> b, 1152921504606846975ULL); }
        { short b = 7; CHECK(a >> b, 72057594037927935ULL); }
        { short b = 8; CHECK(a >> b, 36028797018963967ULL); }
        { short b = 15; CHECK(a >> b, 281474976710655ULL); }
        { short b = 16; CHECK(a >> b, 140737488355327ULL); }
        { short b = 31; CHECK(a >> b, 4294967295ULL); }
        { short b = 32; CHECK(a >> b, 2147483647ULL); }
        { short b = 63; CHECK(a >> b, 0ULL); }
    }
    {
        long a = (long)37L;
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
        { int b = 31; CHECK(a << b, 79456894976ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { int b = 32; CHECK(a << b, 158913789952ULL); }
        { int b = 32; CHECK(a >> b, 0ULL); }
        { int b = 63; CHECK(a >> b, 0ULL); }
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
        { unsigned char b = 31; CHECK(a << b, 79456894976ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 32; CHECK(a << b, 158913789952ULL); }
        { unsigned char b = 32; CHECK(a >> b, 0ULL); }
        { unsigned char b = 63; CHECK(a >> b, 0ULL); }
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
        { unsigned long long b = 31; CHECK(a << b, 79456894976ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 32; CHECK(a << b, 158913789952ULL); }
        { unsigned long long b = 32; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 63; CHECK(a >> b, 0ULL); }
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
        { short b = 31; CHECK(a << b, 79456894976ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
        { short b = 32; CHECK(a << b, 158913789952ULL); }
        { short b = 32; CHECK(a >> b, 0ULL); }
        { short b = 63; CHECK(a >> b, 0ULL); }
    }
    printf("%d bad\n", bad);
    return bad != 0;
}
