/* Compound assignment to signed char: the operation in the common type, the result converted back. */
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
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a += b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a -= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a /= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a |= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 1; a ^= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); _Bool b = 0; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a += b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a -= b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a *= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a /= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 1; a ^= b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; _Bool b = 0; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a -= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a /= b; CHECK(a, 42ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)-3; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a += b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a -= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a /= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a *= b; CHECK(a, 9ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)-3; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a += b; CHECK(a, 124ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a -= b; CHECK(a, 126ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a &= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551490ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a += b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a -= b; CHECK(a, 123ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a /= b; CHECK(a, 18446744073709551591ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a += b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a /= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a += b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)(-32767 - 1); a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a -= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a /= b; CHECK(a, 42ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)-3; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); short b = (short)32767; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a *= b; CHECK(a, 9ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)-3; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; short b = (short)32767; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a += b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a -= b; CHECK(a, 123ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a /= b; CHECK(a, 18446744073709551591ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a += b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551601ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a -= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a /= b; CHECK(a, 42ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a %= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)-3; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); int b = (int)2147483647; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a += b; CHECK(a, 18446744073709551610ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a *= b; CHECK(a, 9ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)-3; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; int b = (int)2147483647; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a += b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 123ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 25ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551601ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 50ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a -= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a /= b; CHECK(a, 42ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a %= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)-3L; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); long b = (long)9223372036854775807L; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a += b; CHECK(a, 18446744073709551610ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a *= b; CHECK(a, 9ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)-3L; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 123ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 25ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 50ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a += b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a -= b; CHECK(a, 18446744073709551491ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a /= b; CHECK(a, 42ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a %= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)-3LL; a ^= b; CHECK(a, 125ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a += b; CHECK(a, 18446744073709551610ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a -= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a *= b; CHECK(a, 9ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)-3LL; a ^= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709551489ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 127ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 123ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 25ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551493ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)(-127 - 1); unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 18446744073709551612ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 18446744073709551614ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 2ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 50ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 3ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { signed char a = (signed char)-3; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 18446744073709551613ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
