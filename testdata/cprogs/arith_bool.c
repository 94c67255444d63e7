/* Usual arithmetic conversions of + - * / %: _Bool with every integer type on the right, values at the edges of each range. */
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

static void with_bool(void) {
    {
        _Bool a = 1;
        _Bool b = 1;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 1ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 1;
        _Bool b = 0;
        CHECK(a + b, 1ULL);
        CHECK(a - b, 1ULL);
        CHECK(a * b, 0ULL);
    }
    {
        _Bool a = 0;
        _Bool b = 1;
        CHECK(a + b, 1ULL);
        CHECK(a - b, 18446744073709551615ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        _Bool b = 0;
        CHECK(a + b, 0ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 0ULL);
    }
}

static void with_schar(void) {
    {
        _Bool a = 1;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551489ULL);
        CHECK(a - b, 129ULL);
        CHECK(a * b, 18446744073709551488ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        signed char b = (signed char)-3;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551488ULL);
        CHECK(a - b, 128ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        signed char b = (signed char)-3;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 3ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_uchar(void) {
    {
        _Bool a = 1;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 256ULL);
        CHECK(a - b, 18446744073709551362ULL);
        CHECK(a * b, 255ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 18446744073709551612ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 255ULL);
        CHECK(a - b, 18446744073709551361ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 18446744073709551611ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_short(void) {
    {
        _Bool a = 1;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518849ULL);
        CHECK(a - b, 32769ULL);
        CHECK(a * b, 18446744073709518848ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        short b = (short)-3;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518848ULL);
        CHECK(a - b, 32768ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        short b = (short)-3;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 3ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ushort(void) {
    {
        _Bool a = 1;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65536ULL);
        CHECK(a - b, 18446744073709486082ULL);
        CHECK(a * b, 65535ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 18446744073709551612ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65535ULL);
        CHECK(a - b, 18446744073709486081ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 18446744073709551611ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_int(void) {
    {
        _Bool a = 1;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067969ULL);
        CHECK(a * b, 18446744071562067968ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        int b = (int)-3;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067968ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        int b = (int)-3;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 3ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_uint(void) {
    {
        _Bool a = 1;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 0ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 4294967295ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 4294967292ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 4294967295ULL);
        CHECK(a - b, 1ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 4294967291ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_long(void) {
    {
        _Bool a = 1;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775809ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        long b = (long)-3L;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775808ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        long b = (long)-3L;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 3ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ulong(void) {
    {
        _Bool a = 1;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 0ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 18446744073709551615ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 18446744073709551612ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 18446744073709551615ULL);
        CHECK(a - b, 1ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 18446744073709551611ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_llong(void) {
    {
        _Bool a = 1;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775809ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        long long b = (long long)-3LL;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775808ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        long long b = (long long)-3LL;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 3ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ullong(void) {
    {
        _Bool a = 1;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 0ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 18446744073709551615ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 1;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 18446744073709551612ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 1ULL);
    }
    {
        _Bool a = 0;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 18446744073709551615ULL);
        CHECK(a - b, 1ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
    {
        _Bool a = 0;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 18446744073709551611ULL);
        CHECK(a * b, 0ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 0ULL);
    }
}

int main(void) {
    with_bool();
    with_schar();
    with_uchar();
    with_short();
    with_ushort();
    with_int();
    with_uint();
    with_long();
    with_ulong();
    with_llong();
    with_ullong();
    printf("%d bad\n", bad);
    return bad != 0;
}
