/* Usual arithmetic conversions of + - * / %: long with every integer type on the right, values at the edges of each range. */
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
        long a = (long)(-9223372036854775807LL - 1);
        _Bool b = 1;
        CHECK(a + b, 9223372036854775809ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 9223372036854775808ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        _Bool b = 0;
        CHECK(a + b, 9223372036854775808ULL);
        CHECK(a - b, 9223372036854775808ULL);
        CHECK(a * b, 0ULL);
    }
    {
        long a = (long)-3L;
        _Bool b = 1;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 18446744073709551612ULL);
        CHECK(a * b, 18446744073709551613ULL);
        CHECK(a / b, 18446744073709551613ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)-3L;
        _Bool b = 0;
        CHECK(a + b, 18446744073709551613ULL);
        CHECK(a - b, 18446744073709551613ULL);
        CHECK(a * b, 0ULL);
    }
}

static void with_schar(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        signed char b = (signed char)(-127 - 1);
        CHECK(a - b, 9223372036854775936ULL);
        CHECK(a / b, 72057594037927936ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        signed char b = (signed char)-3;
        CHECK(a - b, 9223372036854775811ULL);
        CHECK(a / b, 3074457345618258602ULL);
        CHECK(a % b, 18446744073709551614ULL);
    }
    {
        long a = (long)-3L;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551485ULL);
        CHECK(a - b, 125ULL);
        CHECK(a * b, 384ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        signed char b = (signed char)-3;
        CHECK(a + b, 18446744073709551610ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 9ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_uchar(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 9223372036854776063ULL);
        CHECK(a / b, 18410573987290513280ULL);
        CHECK(a % b, 18446744073709551488ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a / b, 16602069666338596455ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 252ULL);
        CHECK(a - b, 18446744073709551358ULL);
        CHECK(a * b, 18446744073709550851ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 18446744073709551608ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
}

static void with_short(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        short b = (short)(-32767 - 1);
        CHECK(a - b, 9223372036854808576ULL);
        CHECK(a / b, 281474976710656ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        short b = (short)-3;
        CHECK(a - b, 9223372036854775811ULL);
        CHECK(a / b, 3074457345618258602ULL);
        CHECK(a % b, 18446744073709551614ULL);
    }
    {
        long a = (long)-3L;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518845ULL);
        CHECK(a - b, 32765ULL);
        CHECK(a * b, 98304ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        short b = (short)-3;
        CHECK(a + b, 18446744073709551610ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 9ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ushort(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 9223372036854841343ULL);
        CHECK(a / b, 18446603334073679872ULL);
        CHECK(a % b, 18446744073709518848ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a / b, 16602069666338596455ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65532ULL);
        CHECK(a - b, 18446744073709486078ULL);
        CHECK(a * b, 18446744073709355011ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 18446744073709551608ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
}

static void with_int(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        int b = (int)(-2147483647 - 1);
        CHECK(a - b, 9223372039002259456ULL);
        CHECK(a / b, 4294967296ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        int b = (int)-3;
        CHECK(a - b, 9223372036854775811ULL);
        CHECK(a / b, 3074457345618258602ULL);
        CHECK(a % b, 18446744073709551614ULL);
    }
    {
        long a = (long)-3L;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067965ULL);
        CHECK(a - b, 2147483645ULL);
        CHECK(a * b, 6442450944ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        int b = (int)-3;
        CHECK(a + b, 18446744073709551610ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 9ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_uint(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 9223372041149743103ULL);
        CHECK(a / b, 18446744071562067968ULL);
        CHECK(a % b, 18446744071562067968ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a / b, 16602069666338596455ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 4294967292ULL);
        CHECK(a - b, 18446744069414584318ULL);
        CHECK(a * b, 18446744060824649731ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 18446744073709551608ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
}

static void with_long(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a - b, 0ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        long b = (long)-3L;
        CHECK(a - b, 9223372036854775811ULL);
        CHECK(a / b, 3074457345618258602ULL);
        CHECK(a % b, 18446744073709551614ULL);
    }
    {
        long a = (long)-3L;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a - b, 9223372036854775805ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        long b = (long)-3L;
        CHECK(a + b, 18446744073709551610ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 9ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ulong(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 9223372036854775807ULL);
        CHECK(a - b, 9223372036854775809ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 9223372036854775808ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a - b, 9223372036854775803ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 1844674407370955161ULL);
        CHECK(a % b, 3ULL);
    }
    {
        long a = (long)-3L;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 18446744073709551614ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 18446744073709551608ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 3689348814741910322ULL);
        CHECK(a % b, 3ULL);
    }
}

static void with_llong(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a - b, 0ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        long long b = (long long)-3LL;
        CHECK(a - b, 9223372036854775811ULL);
        CHECK(a / b, 3074457345618258602ULL);
        CHECK(a % b, 18446744073709551614ULL);
    }
    {
        long a = (long)-3L;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a - b, 9223372036854775805ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        long long b = (long long)-3LL;
        CHECK(a + b, 18446744073709551610ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 9ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
}

static void with_ullong(void) {
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 9223372036854775807ULL);
        CHECK(a - b, 9223372036854775809ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 9223372036854775808ULL);
    }
    {
        long a = (long)(-9223372036854775807LL - 1);
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a - b, 9223372036854775803ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 1844674407370955161ULL);
        CHECK(a % b, 3ULL);
    }
    {
        long a = (long)-3L;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 18446744073709551614ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 18446744073709551613ULL);
    }
    {
        long a = (long)-3L;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 18446744073709551608ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 3689348814741910322ULL);
        CHECK(a % b, 3ULL);
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
