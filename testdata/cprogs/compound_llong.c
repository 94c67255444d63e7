/* Compound assignment to long long: the operation in the common type, the result converted back. */
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
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a += b; CHECK(a, 9223372036854775809ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a /= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a |= b; CHECK(a, 9223372036854775809ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 1; a ^= b; CHECK(a, 9223372036854775809ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a += b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a -= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a |= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); _Bool b = 0; a ^= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a += b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a -= b; CHECK(a, 18446744073709551612ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a *= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a /= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 1; a ^= b; CHECK(a, 18446744073709551612ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a += b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a -= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; _Bool b = 0; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 9223372036854775936ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 72057594037927936ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 9223372036854775680ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a -= b; CHECK(a, 9223372036854775811ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a /= b; CHECK(a, 3074457345618258602ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)-3; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a += b; CHECK(a, 9223372036854775935ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a /= b; CHECK(a, 18374119097041403775ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a |= b; CHECK(a, 9223372036854775935ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); signed char b = (signed char)127; a ^= b; CHECK(a, 9223372036854775935ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 18446744073709551485ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 125ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 384ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 125ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a *= b; CHECK(a, 9ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)-3; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a += b; CHECK(a, 124ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a -= b; CHECK(a, 18446744073709551486ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551235ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a &= b; CHECK(a, 125ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551490ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a += b; CHECK(a, 9223372036854776063ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a /= b; CHECK(a, 18410573987290513280ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551488ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a |= b; CHECK(a, 9223372036854776063ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 9223372036854776063ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a += b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a /= b; CHECK(a, 16602069666338596455ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a |= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a += b; CHECK(a, 9223372036854775936ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a /= b; CHECK(a, 18374686479671623680ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a |= b; CHECK(a, 9223372036854775936ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 9223372036854775936ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a += b; CHECK(a, 252ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551358ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709550851ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 253ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744073709551362ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a += b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a += b; CHECK(a, 125ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 18446744073709551485ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 18446744073709551232ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744073709551485ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a -= b; CHECK(a, 9223372036854808576ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a /= b; CHECK(a, 281474976710656ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)(-32767 - 1); a ^= b; CHECK(a, 9223372036854743040ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a -= b; CHECK(a, 9223372036854775811ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a /= b; CHECK(a, 3074457345618258602ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)-3; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a += b; CHECK(a, 9223372036854808575ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a /= b; CHECK(a, 18446462590142644216ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a %= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a |= b; CHECK(a, 9223372036854808575ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); short b = (short)32767; a ^= b; CHECK(a, 9223372036854808575ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709518845ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32765ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a *= b; CHECK(a, 98304ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32765ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a *= b; CHECK(a, 9ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; short b = (short)-3; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a += b; CHECK(a, 32764ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a -= b; CHECK(a, 18446744073709518846ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a *= b; CHECK(a, 18446744073709453315ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a &= b; CHECK(a, 32765ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; short b = (short)32767; a ^= b; CHECK(a, 18446744073709518850ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a += b; CHECK(a, 9223372036854841343ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 18446603334073679872ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709518848ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 9223372036854841343ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 9223372036854841343ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a += b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a /= b; CHECK(a, 16602069666338596455ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a |= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a += b; CHECK(a, 9223372036854808576ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 18446462598732840960ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 9223372036854808576ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 9223372036854808576ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65532ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709486078ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 18446744073709355011ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 65533ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 18446744073709486082ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a += b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32765ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709518845ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 18446744073709453312ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 32768ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744073709518845ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 9223372039002259456ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 4294967296ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744071562067968ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 9223372034707292160ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a -= b; CHECK(a, 9223372036854775811ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a /= b; CHECK(a, 3074457345618258602ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)-3; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a += b; CHECK(a, 9223372039002259455ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a /= b; CHECK(a, 18446744069414584318ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a |= b; CHECK(a, 9223372039002259455ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); int b = (int)2147483647; a ^= b; CHECK(a, 9223372039002259455ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 18446744071562067965ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483645ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a *= b; CHECK(a, 6442450944ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 2147483645ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a *= b; CHECK(a, 9ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; int b = (int)-3; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a += b; CHECK(a, 2147483644ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a -= b; CHECK(a, 18446744071562067966ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a *= b; CHECK(a, 18446744067267100675ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a &= b; CHECK(a, 2147483645ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; int b = (int)2147483647; a ^= b; CHECK(a, 18446744071562067970ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 9223372041149743103ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 18446744071562067968ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744071562067968ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 9223372041149743103ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 9223372041149743103ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a += b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 16602069666338596455ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 9223372039002259456ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 18446744069414584320ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 9223372039002259456ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 9223372039002259456ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4294967292ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744069414584318ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 18446744060824649731ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 4294967293ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 18446744069414584322ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551601ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483645ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744071562067965ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 18446744067267100672ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 2147483648ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744071562067965ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a -= b; CHECK(a, 9223372036854775811ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a /= b; CHECK(a, 3074457345618258602ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)-3L; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a += b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a /= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long b = (long)9223372036854775807L; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a += b; CHECK(a, 18446744073709551610ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a *= b; CHECK(a, 9ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long b = (long)-3L; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a += b; CHECK(a, 9223372036854775804ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a &= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 9223372036854775810ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 9223372036854775807ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 9223372036854775809ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 9223372036854775807ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 9223372036854775803ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 1844674407370955161ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 18446744073709551612ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 3ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 3689348814741910322ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a -= b; CHECK(a, 9223372036854775811ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a /= b; CHECK(a, 3074457345618258602ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a %= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)-3LL; a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a += b; CHECK(a, 18446744073709551610ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a *= b; CHECK(a, 9ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long long b = (long long)-3LL; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 9223372036854775804ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 9223372036854775810ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 9223372036854775807ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 9223372036854775809ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 9223372036854775807ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 9223372036854775803ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 1844674407370955161ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 0ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)(-9223372036854775807LL - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 18446744073709551612ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 3ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 2ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 3689348814741910322ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 9223372036854775805ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { long long a = (long long)-3LL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 9223372036854775805ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
