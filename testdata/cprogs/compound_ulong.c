/* Compound assignment to unsigned long: the operation in the common type, the result converted back. */
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
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a += b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a -= b; CHECK(a, 18446744073709551614ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a *= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a /= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 1; a ^= b; CHECK(a, 18446744073709551614ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a += b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a -= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; _Bool b = 0; a ^= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a += b; CHECK(a, 6ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a -= b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a *= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a /= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 1; a ^= b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a += b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a -= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; _Bool b = 0; a ^= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 18446744073709551487ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 128ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 18446744073709551488ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a += b; CHECK(a, 18446744073709551612ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a += b; CHECK(a, 126ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a -= b; CHECK(a, 18446744073709551488ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a *= b; CHECK(a, 18446744073709551489ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a /= b; CHECK(a, 145249953336295682ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a %= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a &= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; signed char b = (signed char)127; a ^= b; CHECK(a, 18446744073709551488ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 18446744073709551493ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 133ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 18446744073709550976ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 18446744073709551493ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 18446744073709551493ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a += b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a *= b; CHECK(a, 18446744073709551601ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)-3; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a += b; CHECK(a, 132ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a -= b; CHECK(a, 18446744073709551494ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a *= b; CHECK(a, 635ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a |= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)5UL; signed char b = (signed char)127; a ^= b; CHECK(a, 122ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a += b; CHECK(a, 254ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551360ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 18446744073709551361ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 72340172838076673ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 255ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 18446744073709551360ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 3689348814741910323ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a += b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 18446744073709551487ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 18446744073709551488ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 144115188075855871ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 127ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 18446744073709551487ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a += b; CHECK(a, 260ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 18446744073709551366ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 1275ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 255ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 250ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a += b; CHECK(a, 10ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 25ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a += b; CHECK(a, 133ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 18446744073709551493ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 640ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 133ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 133ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709518847ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a *= b; CHECK(a, 32768ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a %= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a &= b; CHECK(a, 18446744073709518848ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a += b; CHECK(a, 18446744073709551612ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a += b; CHECK(a, 32766ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a -= b; CHECK(a, 18446744073709518848ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a *= b; CHECK(a, 18446744073709518849ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a /= b; CHECK(a, 562967133814800ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a %= b; CHECK(a, 15ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a &= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; short b = (short)32767; a ^= b; CHECK(a, 18446744073709518848ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a += b; CHECK(a, 18446744073709518853ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32773ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a *= b; CHECK(a, 18446744073709387776ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a |= b; CHECK(a, 18446744073709518853ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 18446744073709518853ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a += b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a *= b; CHECK(a, 18446744073709551601ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)-3; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a += b; CHECK(a, 32772ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a -= b; CHECK(a, 18446744073709518854ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a *= b; CHECK(a, 163835ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a |= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)5UL; short b = (short)32767; a ^= b; CHECK(a, 32762ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65534ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709486080ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 18446744073709486081ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 281479271743489ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 65535ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 18446744073709486080ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 3689348814741910323ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709518847ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 18446744073709518848ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 562949953421311ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 32767ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 32768ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 18446744073709518847ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65540ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 18446744073709486086ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 327675ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 65535ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 65530ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a += b; CHECK(a, 10ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 25ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32773ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 18446744073709518853ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 163840ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 32773ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 32773ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 18446744071562067967ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a *= b; CHECK(a, 2147483648ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 18446744071562067968ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a += b; CHECK(a, 18446744073709551612ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a &= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a += b; CHECK(a, 2147483646ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a -= b; CHECK(a, 18446744071562067968ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a *= b; CHECK(a, 18446744071562067969ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a /= b; CHECK(a, 8589934596ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a %= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a &= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; int b = (int)2147483647; a ^= b; CHECK(a, 18446744071562067968ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 18446744071562067973ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483653ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a *= b; CHECK(a, 18446744062972133376ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 18446744071562067973ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 18446744071562067973ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a += b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a *= b; CHECK(a, 18446744073709551601ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a |= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)-3; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a += b; CHECK(a, 2147483652ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a -= b; CHECK(a, 18446744071562067974ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a *= b; CHECK(a, 10737418235ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a |= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)5UL; int b = (int)2147483647; a ^= b; CHECK(a, 2147483642ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4294967294ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744069414584320ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 18446744069414584321ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 4294967297ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 18446744069414584320ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 3689348814741910323ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744071562067967ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 18446744071562067968ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 8589934591ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 2147483647ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 2147483648ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 18446744071562067967ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4294967300ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 18446744069414584326ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 21474836475ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 10ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 25ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483653ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 18446744071562067973ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 10737418240ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 2147483653ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 2147483653ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a += b; CHECK(a, 18446744073709551612ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a -= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a *= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a %= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a &= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)-3L; a ^= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a += b; CHECK(a, 9223372036854775806ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a -= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a *= b; CHECK(a, 9223372036854775809ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a /= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a %= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a &= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a += b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a -= b; CHECK(a, 8ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a *= b; CHECK(a, 18446744073709551601ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a |= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)-3L; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a += b; CHECK(a, 9223372036854775812ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a -= b; CHECK(a, 9223372036854775814ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a *= b; CHECK(a, 9223372036854775803ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a |= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)5UL; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 9223372036854775802ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 18446744073709551614ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 3689348814741910323ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 6ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 10ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 25ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a += b; CHECK(a, 18446744073709551612ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a -= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a *= b; CHECK(a, 3ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a %= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a &= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)-3LL; a ^= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 9223372036854775806ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a *= b; CHECK(a, 9223372036854775809ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a -= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a += b; CHECK(a, 2ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a -= b; CHECK(a, 8ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a *= b; CHECK(a, 18446744073709551601ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a |= b; CHECK(a, 18446744073709551613ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)-3LL; a ^= b; CHECK(a, 18446744073709551608ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a += b; CHECK(a, 9223372036854775812ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 9223372036854775814ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a *= b; CHECK(a, 9223372036854775803ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)5UL; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 9223372036854775802ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 18446744073709551614ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 3689348814741910323ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)18446744073709551615UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 9223372036854775807ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 4ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 6ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 18446744073709551611ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 18446744073709551615ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 18446744073709551610ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 10ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 25ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 9223372036854775808ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 9223372036854775813ULL); }
    { unsigned long a = (unsigned long)5UL; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 9223372036854775813ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
