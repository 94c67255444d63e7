/* Usual arithmetic conversions of + - * / %: unsigned short with every integer type on the right, values at the edges of each range. */
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
        unsigned short a = (unsigned short)65535;
        _Bool b = 1;
        CHECK(a + b, 65536ULL);
        CHECK(a - b, 65534ULL);
        CHECK(a * b, 65535ULL);
        CHECK(a / b, 65535ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        _Bool b = 0;
        CHECK(a + b, 65535ULL);
        CHECK(a - b, 65535ULL);
        CHECK(a * b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        _Bool b = 1;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 5ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        _Bool b = 0;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 5ULL);
        CHECK(a * b, 0ULL);
    }
}

static void with_schar(void) {
    {
        unsigned short a = (unsigned short)65535;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 65407ULL);
        CHECK(a - b, 65663ULL);
        CHECK(a * b, 18446744073701163136ULL);
        CHECK(a / b, 18446744073709551105ULL);
        CHECK(a % b, 127ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        signed char b = (signed char)-3;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 65538ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 18446744073709529771ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551493ULL);
        CHECK(a - b, 133ULL);
        CHECK(a * b, 18446744073709550976ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        signed char b = (signed char)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 2ULL);
    }
}

static void with_uchar(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 65790ULL);
        CHECK(a - b, 65280ULL);
        CHECK(a * b, 16711425ULL);
        CHECK(a / b, 257ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 65530ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 13107ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 260ULL);
        CHECK(a - b, 18446744073709551366ULL);
        CHECK(a * b, 1275ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 10ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 25ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_short(void) {
    {
        unsigned short a = (unsigned short)65535;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 32767ULL);
        CHECK(a - b, 98303ULL);
        CHECK(a * b, 18446744071562100736ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 32767ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        short b = (short)-3;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 65538ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 18446744073709529771ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518853ULL);
        CHECK(a - b, 32773ULL);
        CHECK(a * b, 18446744073709387776ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        short b = (short)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 2ULL);
    }
}

static void with_ushort(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 131070ULL);
        CHECK(a - b, 0ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 65530ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 13107ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 18446744073709486086ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 10ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 25ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_int(void) {
    {
        unsigned short a = (unsigned short)65535;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562133503ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        int b = (int)-3;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 65538ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 18446744073709529771ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067973ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        int b = (int)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 2ULL);
    }
}

static void with_uint(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 65534ULL);
        CHECK(a - b, 65536ULL);
        CHECK(a * b, 4294901761ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 65530ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 13107ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 6ULL);
        CHECK(a * b, 4294967291ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 10ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 25ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_long(void) {
    {
        unsigned short a = (unsigned short)65535;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854841343ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        long b = (long)-3L;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 65538ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 18446744073709529771ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long b = (long)-3L;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 2ULL);
    }
}

static void with_ulong(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 65534ULL);
        CHECK(a - b, 65536ULL);
        CHECK(a * b, 18446744073709486081ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 65530ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 13107ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 6ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 10ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 25ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_llong(void) {
    {
        unsigned short a = (unsigned short)65535;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854841343ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        long long b = (long long)-3LL;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 65538ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 18446744073709529771ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long long b = (long long)-3LL;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 2ULL);
    }
}

static void with_ullong(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 65534ULL);
        CHECK(a - b, 65536ULL);
        CHECK(a * b, 18446744073709486081ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 65535ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 65530ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 13107ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 6ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 10ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 25ULL);
        CHECK(a / b, 1ULL);
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
