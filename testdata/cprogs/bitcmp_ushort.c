/* Usual arithmetic conversions of & | ^ and comparisons: unsigned short with every integer type on the right, values at the edges of each range. */
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
        CHECK(a & b, 1ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65534ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        _Bool b = 0;
        CHECK(a & b, 0ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65535ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        _Bool b = 1;
        CHECK(a & b, 1ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 4ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        _Bool b = 0;
        CHECK(a & b, 0ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 5ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_schar(void) {
    {
        unsigned short a = (unsigned short)65535;
        signed char b = (signed char)(-127 - 1);
        CHECK(a & b, 65408ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486207ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        signed char b = (signed char)-3;
        CHECK(a & b, 65533ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486082ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        signed char b = (signed char)(-127 - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 18446744073709551493ULL);
        CHECK(a ^ b, 18446744073709551493ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        signed char b = (signed char)-3;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551613ULL);
        CHECK(a ^ b, 18446744073709551608ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_uchar(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned char b = (unsigned char)255;
        CHECK(a & b, 255ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65280ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned char b = (unsigned char)5;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned char b = (unsigned char)255;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 255ULL);
        CHECK(a ^ b, 250ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned char b = (unsigned char)5;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
    }
}

static void with_short(void) {
    {
        unsigned short a = (unsigned short)65535;
        short b = (short)(-32767 - 1);
        CHECK(a & b, 32768ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709518847ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        short b = (short)-3;
        CHECK(a & b, 65533ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486082ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        short b = (short)(-32767 - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 18446744073709518853ULL);
        CHECK(a ^ b, 18446744073709518853ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        short b = (short)-3;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551613ULL);
        CHECK(a ^ b, 18446744073709551608ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_ushort(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned short b = (unsigned short)65535;
        CHECK(a & b, 65535ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned short b = (unsigned short)5;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned short b = (unsigned short)65535;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned short b = (unsigned short)5;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
    }
}

static void with_int(void) {
    {
        unsigned short a = (unsigned short)65535;
        int b = (int)(-2147483647 - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 18446744071562133503ULL);
        CHECK(a ^ b, 18446744071562133503ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        int b = (int)-3;
        CHECK(a & b, 65533ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486082ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        int b = (int)(-2147483647 - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 18446744071562067973ULL);
        CHECK(a ^ b, 18446744071562067973ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        int b = (int)-3;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551613ULL);
        CHECK(a ^ b, 18446744073709551608ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_uint(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a & b, 65535ULL);
        CHECK(a | b, 4294967295ULL);
        CHECK(a ^ b, 4294901760ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned int b = (unsigned int)5U;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 4294967295ULL);
        CHECK(a ^ b, 4294967290ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned int b = (unsigned int)5U;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
    }
}

static void with_long(void) {
    {
        unsigned short a = (unsigned short)65535;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 9223372036854841343ULL);
        CHECK(a ^ b, 9223372036854841343ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        long b = (long)-3L;
        CHECK(a & b, 65533ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486082ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 9223372036854775813ULL);
        CHECK(a ^ b, 9223372036854775813ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long b = (long)-3L;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551613ULL);
        CHECK(a ^ b, 18446744073709551608ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_ulong(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a & b, 65535ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486080ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned long b = (unsigned long)5UL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709551610ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long b = (unsigned long)5UL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
    }
}

static void with_llong(void) {
    {
        unsigned short a = (unsigned short)65535;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 9223372036854841343ULL);
        CHECK(a ^ b, 9223372036854841343ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        long long b = (long long)-3LL;
        CHECK(a & b, 65533ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486082ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a & b, 0ULL);
        CHECK(a | b, 9223372036854775813ULL);
        CHECK(a ^ b, 9223372036854775813ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        long long b = (long long)-3LL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551613ULL);
        CHECK(a ^ b, 18446744073709551608ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
}

static void with_ullong(void) {
    {
        unsigned short a = (unsigned short)65535;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a & b, 65535ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709486080ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)65535;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 65535ULL);
        CHECK(a ^ b, 65530ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 18446744073709551615ULL);
        CHECK(a ^ b, 18446744073709551610ULL);
        CHECK(a < b, 1ULL);
        CHECK(a == b, 0ULL);
        CHECK(a >= b, 0ULL);
        CHECK(a != b, 1ULL);
    }
    {
        unsigned short a = (unsigned short)5;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a & b, 5ULL);
        CHECK(a | b, 5ULL);
        CHECK(a ^ b, 0ULL);
        CHECK(a < b, 0ULL);
        CHECK(a == b, 1ULL);
        CHECK(a >= b, 1ULL);
        CHECK(a != b, 0ULL);
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
