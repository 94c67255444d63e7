/* Compound assignment to unsigned char: the operation in the common type, the result converted back. */
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
    { unsigned char a = (unsigned char)255; _Bool b = 1; a += b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a -= b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a *= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 1; a ^= b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; _Bool b = 0; a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a += b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a -= b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a *= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a /= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 1; a ^= b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; _Bool b = 0; a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a += b; CHECK(a, 252ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a /= b; CHECK(a, 171ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a &= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a += b; CHECK(a, 126ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a -= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a *= b; CHECK(a, 129ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a /= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a %= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a &= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; signed char b = (signed char)127; a ^= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a += b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a *= b; CHECK(a, 241ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a |= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)-3; a ^= b; CHECK(a, 248ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a += b; CHECK(a, 132ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a -= b; CHECK(a, 134ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a *= b; CHECK(a, 123ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a |= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)5; signed char b = (signed char)127; a ^= b; CHECK(a, 122ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 51ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a += b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 127ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a += b; CHECK(a, 10ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 25ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a += b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 128ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)5; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 133ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a += b; CHECK(a, 252ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a /= b; CHECK(a, 171ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a &= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; short b = (short)32767; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a += b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a *= b; CHECK(a, 241ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a |= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)-3; a ^= b; CHECK(a, 248ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; short b = (short)32767; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 51ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a += b; CHECK(a, 10ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 25ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a += b; CHECK(a, 252ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a /= b; CHECK(a, 171ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a &= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; int b = (int)2147483647; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a += b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a *= b; CHECK(a, 241ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a |= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)-3; a ^= b; CHECK(a, 248ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; int b = (int)2147483647; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 51ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 10ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 25ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a += b; CHECK(a, 252ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a -= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a *= b; CHECK(a, 3ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a /= b; CHECK(a, 171ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a &= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)-3L; a ^= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a += b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a -= b; CHECK(a, 8ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a *= b; CHECK(a, 241ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a %= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a |= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)-3L; a ^= b; CHECK(a, 248ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 51ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 10ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 25ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a += b; CHECK(a, 252ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a -= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a *= b; CHECK(a, 3ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a /= b; CHECK(a, 171ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a &= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)-3LL; a ^= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a += b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a -= b; CHECK(a, 8ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a *= b; CHECK(a, 241ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a /= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a %= b; CHECK(a, 2ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a |= b; CHECK(a, 253ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)-3LL; a ^= b; CHECK(a, 248ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 254ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 51ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)255; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 4ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 6ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 251ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 255ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 250ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 10ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 25ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned char a = (unsigned char)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 5ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
