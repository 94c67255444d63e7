/* Compound assignment to short: the operation in the common type, the result converted back. */
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
    { short a = (short)(-32767 - 1); _Bool b = 1; a += b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a -= b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a /= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a |= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 1; a ^= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a += b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); _Bool b = 0; a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; _Bool b = 1; a += b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)-3; _Bool b = 1; a -= b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; _Bool b = 1; a *= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 1; a /= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { short a = (short)-3; _Bool b = 1; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 1; a ^= b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; _Bool b = 0; a += b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 0; a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { short a = (short)-3; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; _Bool b = 0; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; _Bool b = 0; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 32640ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 18446744073709518976ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 256ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 32640ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a += b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a -= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a /= b; CHECK(a, 10922ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)-3; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a += b; CHECK(a, 18446744073709518975ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a -= b; CHECK(a, 32641ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a /= b; CHECK(a, 18446744073709551358ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709518975ULL); }
    { short a = (short)(-32767 - 1); signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709518975ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 18446744073709551485ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 125ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 384ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 125ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a -= b; CHECK(a, 0ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a *= b; CHECK(a, 9ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; signed char b = (signed char)-3; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a += b; CHECK(a, 124ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a -= b; CHECK(a, 18446744073709551486ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551235ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a &= b; CHECK(a, 125ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551490ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a += b; CHECK(a, 18446744073709519103ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a -= b; CHECK(a, 32513ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a /= b; CHECK(a, 18446744073709551488ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551488ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709519103ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744073709519103ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a += b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a -= b; CHECK(a, 32763ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a /= b; CHECK(a, 18446744073709545063ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a += b; CHECK(a, 18446744073709518976ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a -= b; CHECK(a, 32640ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a /= b; CHECK(a, 18446744073709551360ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a %= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709518976ULL); }
    { short a = (short)(-32767 - 1); unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744073709518976ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a += b; CHECK(a, 252ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551358ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709550851ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 253ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744073709551362ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a += b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a += b; CHECK(a, 125ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 18446744073709551485ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 18446744073709551232ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744073709551485ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a += b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a -= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a /= b; CHECK(a, 1ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a %= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); short b = (short)(-32767 - 1); a ^= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a += b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a -= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a /= b; CHECK(a, 10922ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); short b = (short)-3; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a += b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a -= b; CHECK(a, 1ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a /= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a %= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); short b = (short)32767; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a += b; CHECK(a, 32765ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32765ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)-3; short b = (short)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { short a = (short)-3; short b = (short)-3; a -= b; CHECK(a, 0ULL); }
    { short a = (short)-3; short b = (short)-3; a *= b; CHECK(a, 9ULL); }
    { short a = (short)-3; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; short b = (short)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; short b = (short)-3; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; short b = (short)32767; a += b; CHECK(a, 32764ULL); }
    { short a = (short)-3; short b = (short)32767; a -= b; CHECK(a, 32766ULL); }
    { short a = (short)-3; short b = (short)32767; a *= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)-3; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; short b = (short)32767; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; short b = (short)32767; a &= b; CHECK(a, 32765ULL); }
    { short a = (short)-3; short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; short b = (short)32767; a ^= b; CHECK(a, 18446744073709518850ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a += b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a -= b; CHECK(a, 32763ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a /= b; CHECK(a, 18446744073709545063ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a += b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a += b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32765ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 32765ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a += b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a -= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a /= b; CHECK(a, 10922ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); int b = (int)-3; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); int b = (int)2147483647; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { short a = (short)-3; int b = (int)-3; a -= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)-3; a *= b; CHECK(a, 9ULL); }
    { short a = (short)-3; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)-3; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)2147483647; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)2147483647; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; int b = (int)2147483647; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a += b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 32763ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 6553ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551601ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 13106ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a += b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a -= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a /= b; CHECK(a, 10922ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); long b = (long)-3L; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); long b = (long)9223372036854775807L; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)-3L; a += b; CHECK(a, 18446744073709551610ULL); }
    { short a = (short)-3; long b = (long)-3L; a -= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)-3L; a *= b; CHECK(a, 9ULL); }
    { short a = (short)-3; long b = (long)-3L; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)-3L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)-3L; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 32763ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 6553ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 13106ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a += b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a -= b; CHECK(a, 18446744073709518851ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a /= b; CHECK(a, 10922ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a %= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)-3LL; a ^= b; CHECK(a, 32765ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a += b; CHECK(a, 18446744073709551610ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a -= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a *= b; CHECK(a, 9ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)-3LL; a ^= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709518849ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 32767ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 32763ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 6553ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709518853ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)(-32767 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744073709518848ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 18446744073709551612ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 2ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 13106ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { short a = (short)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
