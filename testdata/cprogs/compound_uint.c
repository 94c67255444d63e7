/* Compound assignment to unsigned int: the operation in the common type, the result converted back. */
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
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a += b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a -= b; CHECK(a, 4294967294ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a *= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a /= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 1; a ^= b; CHECK(a, 4294967294ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a += b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a -= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; _Bool b = 0; a ^= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a += b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a -= b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a *= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a /= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a &= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 1; a ^= b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a += b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a -= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; _Bool b = 0; a ^= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 4294967167ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 128ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 4294967168ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a += b; CHECK(a, 4294967292ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a &= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a += b; CHECK(a, 126ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a -= b; CHECK(a, 4294967168ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a *= b; CHECK(a, 4294967169ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a /= b; CHECK(a, 33818640ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a %= b; CHECK(a, 15ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a &= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; signed char b = (signed char)127; a ^= b; CHECK(a, 4294967168ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a += b; CHECK(a, 4294967173ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a -= b; CHECK(a, 133ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a *= b; CHECK(a, 4294966656ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a |= b; CHECK(a, 4294967173ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)(-127 - 1); a ^= b; CHECK(a, 4294967173ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a += b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a *= b; CHECK(a, 4294967281ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a |= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)-3; a ^= b; CHECK(a, 4294967288ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a += b; CHECK(a, 132ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a -= b; CHECK(a, 4294967174ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a *= b; CHECK(a, 635ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a |= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)5U; signed char b = (signed char)127; a ^= b; CHECK(a, 122ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a += b; CHECK(a, 254ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 4294967040ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 4294967041ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 16843009ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 255ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 4294967040ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 858993459ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a += b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 4294967167ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 4294967168ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 33554431ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 127ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 128ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 4294967167ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a += b; CHECK(a, 260ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a -= b; CHECK(a, 4294967046ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a *= b; CHECK(a, 1275ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a |= b; CHECK(a, 255ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)255; a ^= b; CHECK(a, 250ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a += b; CHECK(a, 10ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a *= b; CHECK(a, 25ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a += b; CHECK(a, 133ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a -= b; CHECK(a, 4294967173ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a *= b; CHECK(a, 640ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a |= b; CHECK(a, 133ULL); }
    { unsigned int a = (unsigned int)5U; unsigned char b = (unsigned char)128; a ^= b; CHECK(a, 133ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a += b; CHECK(a, 4294934527ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a *= b; CHECK(a, 32768ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a %= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a &= b; CHECK(a, 4294934528ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a += b; CHECK(a, 4294967292ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a &= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a += b; CHECK(a, 32766ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a -= b; CHECK(a, 4294934528ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a *= b; CHECK(a, 4294934529ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a /= b; CHECK(a, 131076ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a %= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a &= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; short b = (short)32767; a ^= b; CHECK(a, 4294934528ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a += b; CHECK(a, 4294934533ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a -= b; CHECK(a, 32773ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a *= b; CHECK(a, 4294803456ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a |= b; CHECK(a, 4294934533ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)(-32767 - 1); a ^= b; CHECK(a, 4294934533ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a += b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a *= b; CHECK(a, 4294967281ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a |= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)-3; a ^= b; CHECK(a, 4294967288ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a += b; CHECK(a, 32772ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a -= b; CHECK(a, 4294934534ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a *= b; CHECK(a, 163835ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a |= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)5U; short b = (short)32767; a ^= b; CHECK(a, 32762ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65534ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 4294901760ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 4294901761ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 65537ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 65535ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 4294901760ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 858993459ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 4294934527ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 4294934528ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 131071ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 32767ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 32768ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 4294934527ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a += b; CHECK(a, 65540ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a -= b; CHECK(a, 4294901766ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a *= b; CHECK(a, 327675ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a |= b; CHECK(a, 65535ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)65535; a ^= b; CHECK(a, 65530ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a += b; CHECK(a, 10ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a *= b; CHECK(a, 25ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)5; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a += b; CHECK(a, 32773ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a -= b; CHECK(a, 4294934533ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a *= b; CHECK(a, 163840ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a |= b; CHECK(a, 32773ULL); }
    { unsigned int a = (unsigned int)5U; unsigned short b = (unsigned short)32768; a ^= b; CHECK(a, 32773ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a *= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a += b; CHECK(a, 4294967292ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a -= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a *= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a %= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a &= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)-3; a ^= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a += b; CHECK(a, 2147483646ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a -= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a *= b; CHECK(a, 2147483649ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a /= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a %= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a &= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; int b = (int)2147483647; a ^= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a += b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a -= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a *= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a |= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)(-2147483647 - 1); a ^= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a += b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a -= b; CHECK(a, 8ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a *= b; CHECK(a, 4294967281ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a |= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)-3; a ^= b; CHECK(a, 4294967288ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a += b; CHECK(a, 2147483652ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a -= b; CHECK(a, 2147483654ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a *= b; CHECK(a, 2147483643ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a |= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)5U; int b = (int)2147483647; a ^= b; CHECK(a, 2147483642ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4294967294ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 858993459ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 2147483647ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a -= b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)4294967295U; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a += b; CHECK(a, 10ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a *= b; CHECK(a, 25ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)5U; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a += b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a -= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a *= b; CHECK(a, 2147483648ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a |= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)5U; unsigned int b = (unsigned int)2147483648U; a ^= b; CHECK(a, 2147483653ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a += b; CHECK(a, 4294967292ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a -= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a *= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a /= b; CHECK(a, 2863311531ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a &= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)-3L; a ^= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a += b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a -= b; CHECK(a, 8ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a *= b; CHECK(a, 4294967281ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a /= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a %= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a |= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)-3L; a ^= b; CHECK(a, 4294967288ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a -= b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; long b = (long)9223372036854775807L; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 4294967294ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 858993459ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a -= b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)18446744073709551615UL; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a += b; CHECK(a, 10ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a *= b; CHECK(a, 25ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)5UL; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a += b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a -= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long b = (unsigned long)9223372036854775808UL; a ^= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a += b; CHECK(a, 4294967292ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a -= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a *= b; CHECK(a, 3ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a /= b; CHECK(a, 2863311531ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a &= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)-3LL; a ^= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a += b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)(-9223372036854775807LL - 1); a ^= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a += b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a -= b; CHECK(a, 8ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a *= b; CHECK(a, 4294967281ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a /= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a %= b; CHECK(a, 2ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a |= b; CHECK(a, 4294967293ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)-3LL; a ^= b; CHECK(a, 4294967288ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a -= b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; long long b = (long long)9223372036854775807LL; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 4294967294ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 858993459ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)4294967295U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a += b; CHECK(a, 4ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a -= b; CHECK(a, 6ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a *= b; CHECK(a, 4294967291ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a |= b; CHECK(a, 4294967295ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)18446744073709551615ULL; a ^= b; CHECK(a, 4294967290ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a += b; CHECK(a, 10ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a -= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a *= b; CHECK(a, 25ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a /= b; CHECK(a, 1ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a %= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a &= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)5ULL; a ^= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a += b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a -= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a *= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a /= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a %= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a &= b; CHECK(a, 0ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a |= b; CHECK(a, 5ULL); }
    { unsigned int a = (unsigned int)5U; unsigned long long b = (unsigned long long)9223372036854775808ULL; a ^= b; CHECK(a, 5ULL); }
    printf("%d bad\n", bad);
    return bad != 0;
}
