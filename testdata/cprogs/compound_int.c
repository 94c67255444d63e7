/* Compound assignment to int: the operation in the common type, the result converted back. */
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
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a += b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a /= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a |= b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 1; a ^= b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a += b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a -= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); _Bool b = 0; a ^= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; _Bool b = 1; a += b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)-3; _Bool b = 1; a -= b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; _Bool b = 1; a *= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 1; a /= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { int a = (int)-3; _Bool b = 1; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 1; a ^= b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; _Bool b = 0; a += b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 0; a -= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { int a = (int)-3; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { int a = (int)-3; _Bool b = 0; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; _Bool b = 0; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 18446744071562068096ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 16777216ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 2147483520ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a -= b; CHECK(a, 18446744071562067971ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a /= b; CHECK(a, 715827882ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)-3; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a += b; CHECK(a, 18446744071562068095ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a /= b; CHECK(a, 18446744073692642296ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a |= b; CHECK(a, 18446744071562068095ULL); }
    { int a = (int)(-2147483647 - 1); signed char b = (signed char)127; a ^= b; CHECK(a, 18446744071562068095ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 18446744073709551485ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 125ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 384ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 125ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a -= b; CHECK(a, 0ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a *= b; CHECK(a, 9ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; signed char b = (signed char)-3; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a += b; CHECK(a, 124ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a -= b; CHECK(a, 18446744073709551486ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551235ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a &= b; CHECK(a, 125ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551490ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a += b; CHECK(a, 18446744071562068223ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a /= b; CHECK(a, 18446744073701130112ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551488ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744071562068223ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744071562068223ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a += b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a /= b; CHECK(a, 18446744073280054887ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a += b; CHECK(a, 18446744071562068096ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a /= b; CHECK(a, 18446744073692774400ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744071562068096ULL); }
    { int a = (int)(-2147483647 - 1); unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744071562068096ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a += b; CHECK(a, 252ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551358ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709550851ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 253ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744073709551362ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a += b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a += b; CHECK(a, 125ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 18446744073709551485ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 18446744073709551232ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744073709551485ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a -= b; CHECK(a, 18446744071562100736ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a /= b; CHECK(a, 65536ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)(-32767 - 1); a ^= b; CHECK(a, 2147450880ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a -= b; CHECK(a, 18446744071562067971ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a /= b; CHECK(a, 715827882ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)-3; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a += b; CHECK(a, 18446744071562100735ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a /= b; CHECK(a, 18446744073709486078ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a |= b; CHECK(a, 18446744071562100735ULL); }
    { int a = (int)(-2147483647 - 1); short b = (short)32767; a ^= b; CHECK(a, 18446744071562100735ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709518845ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32765ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a *= b; CHECK(a, 98304ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32765ULL); }
    { int a = (int)-3; short b = (short)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { int a = (int)-3; short b = (short)-3; a -= b; CHECK(a, 0ULL); }
    { int a = (int)-3; short b = (short)-3; a *= b; CHECK(a, 9ULL); }
    { int a = (int)-3; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; short b = (short)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; short b = (short)-3; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; short b = (short)32767; a += b; CHECK(a, 32764ULL); }
    { int a = (int)-3; short b = (short)32767; a -= b; CHECK(a, 18446744073709518846ULL); }
    { int a = (int)-3; short b = (short)32767; a *= b; CHECK(a, 18446744073709453315ULL); }
    { int a = (int)-3; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; short b = (short)32767; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; short b = (short)32767; a &= b; CHECK(a, 32765ULL); }
    { int a = (int)-3; short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; short b = (short)32767; a ^= b; CHECK(a, 18446744073709518850ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a += b; CHECK(a, 18446744071562133503ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 18446744073709518848ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709518848ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744071562133503ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 18446744071562133503ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a += b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a /= b; CHECK(a, 18446744073280054887ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a += b; CHECK(a, 18446744071562100736ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 18446744073709486080ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744071562100736ULL); }
    { int a = (int)(-2147483647 - 1); unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744071562100736ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65532ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709486078ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 18446744073709355011ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 65533ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 18446744073709486082ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a += b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32765ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709518845ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 18446744073709453312ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 32768ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744073709518845ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 1ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a -= b; CHECK(a, 18446744071562067971ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a /= b; CHECK(a, 715827882ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)-3; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a += b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a /= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); int b = (int)2147483647; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; int b = (int)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { int a = (int)-3; int b = (int)-3; a -= b; CHECK(a, 0ULL); }
    { int a = (int)-3; int b = (int)-3; a *= b; CHECK(a, 9ULL); }
    { int a = (int)-3; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; int b = (int)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; int b = (int)-3; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; int b = (int)2147483647; a += b; CHECK(a, 2147483644ULL); }
    { int a = (int)-3; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; int b = (int)2147483647; a &= b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; int b = (int)2147483647; a ^= b; CHECK(a, 18446744071562067970ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a += b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 2147483643ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 429496729ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551601ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 858993458ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 2147483645ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a += b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a -= b; CHECK(a, 18446744071562067971ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a /= b; CHECK(a, 715827882ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)-3L; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a += b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); long b = (long)9223372036854775807L; a ^= b; CHECK(a, 2147483647ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)-3L; a += b; CHECK(a, 18446744073709551610ULL); }
    { int a = (int)-3; long b = (long)-3L; a -= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)-3L; a *= b; CHECK(a, 9ULL); }
    { int a = (int)-3; long b = (long)-3L; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)-3L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)-3L; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a += b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 2ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 2147483643ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 429496729ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 858993458ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a += b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a -= b; CHECK(a, 18446744071562067971ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a /= b; CHECK(a, 715827882ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a %= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)-3LL; a ^= b; CHECK(a, 2147483645ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 2147483647ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a += b; CHECK(a, 18446744073709551610ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a -= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a *= b; CHECK(a, 9ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)-3LL; a ^= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 2ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744071562067969ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 2147483647ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 2147483643ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 429496729ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744071562067973ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)(-2147483647 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744071562067968ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 18446744073709551612ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 2ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 858993458ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { int a = (int)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
