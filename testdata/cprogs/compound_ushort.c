/* Compound assignment to unsigned short: the operation in the common type, the result converted back. */
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
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a += b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a -= b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a *= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 1; a ^= b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a -= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; _Bool b = 0; a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a += b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a -= b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a *= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a /= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 1; a ^= b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a -= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; _Bool b = 0; a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 65407ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 128ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 65025ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 65408ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a += b; CHECK(a, 65532ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a /= b; CHECK(a, 43691ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a &= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a += b; CHECK(a, 126ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a -= b; CHECK(a, 65408ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a *= b; CHECK(a, 65409ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a /= b; CHECK(a, 516ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a %= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a &= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; signed char b = (signed char)127; a ^= b; CHECK(a, 65408ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 65413ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 133ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 64896ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 65413ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 65413ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a += b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a *= b; CHECK(a, 65521ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a |= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)-3; a ^= b; CHECK(a, 65528ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a += b; CHECK(a, 132ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a -= b; CHECK(a, 65414ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a *= b; CHECK(a, 635ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a |= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)5; signed char b = (signed char)127; a ^= b; CHECK(a, 122ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a += b; CHECK(a, 254ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 65280ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 65281ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 257ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 255ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 65280ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 13107ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a += b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 65407ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 65408ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 511ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 127ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 65407ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a += b; CHECK(a, 260ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 65286ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 1275ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 255ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 250ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a += b; CHECK(a, 10ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 25ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a += b; CHECK(a, 133ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 65413ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 640ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 133ULL); }
    { unsigned short a = (unsigned short)5; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 133ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a += b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a *= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a %= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a &= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a += b; CHECK(a, 65532ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a /= b; CHECK(a, 43691ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a &= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a += b; CHECK(a, 32766ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a -= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a *= b; CHECK(a, 32769ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a /= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a %= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a &= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; short b = (short)32767; a ^= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a += b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a *= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a |= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a += b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a *= b; CHECK(a, 65521ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a |= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)-3; a ^= b; CHECK(a, 65528ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a += b; CHECK(a, 32772ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a -= b; CHECK(a, 32774ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a *= b; CHECK(a, 32763ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a |= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)5; short b = (short)32767; a ^= b; CHECK(a, 32762ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 13107ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 32767ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a += b; CHECK(a, 10ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 25ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 32768ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)5; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 32773ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a += b; CHECK(a, 65532ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a /= b; CHECK(a, 43691ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a &= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; int b = (int)2147483647; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a += b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a *= b; CHECK(a, 65521ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a |= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)-3; a ^= b; CHECK(a, 65528ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; int b = (int)2147483647; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 13107ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 10ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 25ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a += b; CHECK(a, 65532ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a -= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a *= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a /= b; CHECK(a, 43691ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a &= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)-3L; a ^= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a += b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a -= b; CHECK(a, 8ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a *= b; CHECK(a, 65521ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a %= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a |= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)-3L; a ^= b; CHECK(a, 65528ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 13107ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 10ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 25ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a += b; CHECK(a, 65532ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a -= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a *= b; CHECK(a, 3ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a /= b; CHECK(a, 43691ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a &= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)-3LL; a ^= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a += b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a -= b; CHECK(a, 8ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a *= b; CHECK(a, 65521ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a /= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a %= b; CHECK(a, 2ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a |= b; CHECK(a, 65533ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)-3LL; a ^= b; CHECK(a, 65528ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 65534ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 13107ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)65535; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 4ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 6ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 65531ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 65535ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 65530ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 10ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 25ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned short a = (unsigned short)5; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 5ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
