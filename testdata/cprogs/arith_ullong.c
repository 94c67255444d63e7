/* Usual arithmetic conversions of + - * / %: unsigned long long with every integer type on the right, values at the edges of each range. */
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
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        _Bool b = 1;
        CHECK(a + b, 0ULL);
        CHECK(a - b, 18446744073709551614ULL);
        CHECK(a * b, 18446744073709551615ULL);
        CHECK(a / b, 18446744073709551615ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        _Bool b = 0;
        CHECK(a + b, 18446744073709551615ULL);
        CHECK(a - b, 18446744073709551615ULL);
        CHECK(a * b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        _Bool b = 1;
        CHECK(a + b, 6ULL);
        CHECK(a - b, 4ULL);
        CHECK(a * b, 5ULL);
        CHECK(a / b, 5ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        _Bool b = 0;
        CHECK(a + b, 5ULL);
        CHECK(a - b, 5ULL);
        CHECK(a * b, 0ULL);
    }
}

static void with_schar(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551487ULL);
        CHECK(a - b, 127ULL);
        CHECK(a * b, 128ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 127ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        signed char b = (signed char)-3;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        signed char b = (signed char)(-127 - 1);
        CHECK(a + b, 18446744073709551493ULL);
        CHECK(a - b, 133ULL);
        CHECK(a * b, 18446744073709550976ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        signed char b = (signed char)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
}

static void with_uchar(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 254ULL);
        CHECK(a - b, 18446744073709551360ULL);
        CHECK(a * b, 18446744073709551361ULL);
        CHECK(a / b, 72340172838076673ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned char b = (unsigned char)5;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 18446744073709551610ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 3689348814741910323ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        unsigned char b = (unsigned char)255;
        CHECK(a + b, 260ULL);
        CHECK(a - b, 18446744073709551366ULL);
        CHECK(a * b, 1275ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
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
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518847ULL);
        CHECK(a - b, 32767ULL);
        CHECK(a * b, 32768ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 32767ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        short b = (short)-3;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        short b = (short)(-32767 - 1);
        CHECK(a + b, 18446744073709518853ULL);
        CHECK(a - b, 32773ULL);
        CHECK(a * b, 18446744073709387776ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        short b = (short)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
}

static void with_ushort(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65534ULL);
        CHECK(a - b, 18446744073709486080ULL);
        CHECK(a * b, 18446744073709486081ULL);
        CHECK(a / b, 281479271743489ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned short b = (unsigned short)5;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 18446744073709551610ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 3689348814741910323ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        unsigned short b = (unsigned short)65535;
        CHECK(a + b, 65540ULL);
        CHECK(a - b, 18446744073709486086ULL);
        CHECK(a * b, 327675ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
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
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067967ULL);
        CHECK(a - b, 2147483647ULL);
        CHECK(a * b, 2147483648ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2147483647ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        int b = (int)-3;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        int b = (int)(-2147483647 - 1);
        CHECK(a + b, 18446744071562067973ULL);
        CHECK(a - b, 2147483653ULL);
        CHECK(a * b, 18446744062972133376ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        int b = (int)-3;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
}

static void with_uint(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 4294967294ULL);
        CHECK(a - b, 18446744069414584320ULL);
        CHECK(a * b, 18446744069414584321ULL);
        CHECK(a / b, 4294967297ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned int b = (unsigned int)5U;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 18446744073709551610ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 3689348814741910323ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        unsigned int b = (unsigned int)4294967295U;
        CHECK(a + b, 4294967300ULL);
        CHECK(a - b, 18446744069414584326ULL);
        CHECK(a * b, 21474836475ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
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
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775807ULL);
        CHECK(a - b, 9223372036854775807ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 9223372036854775807ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        long b = (long)-3L;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        long b = (long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a - b, 9223372036854775813ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        long b = (long)-3L;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
}

static void with_ulong(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 1ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned long b = (unsigned long)5UL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 18446744073709551610ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 3689348814741910323ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        unsigned long b = (unsigned long)18446744073709551615UL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 6ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
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
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775807ULL);
        CHECK(a - b, 9223372036854775807ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 9223372036854775807ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        long long b = (long long)-3LL;
        CHECK(a + b, 18446744073709551612ULL);
        CHECK(a - b, 2ULL);
        CHECK(a * b, 3ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 2ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        long long b = (long long)(-9223372036854775807LL - 1);
        CHECK(a + b, 9223372036854775813ULL);
        CHECK(a - b, 9223372036854775813ULL);
        CHECK(a * b, 9223372036854775808ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        long long b = (long long)-3LL;
        CHECK(a + b, 2ULL);
        CHECK(a - b, 8ULL);
        CHECK(a * b, 18446744073709551601ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
}

static void with_ullong(void) {
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 18446744073709551614ULL);
        CHECK(a - b, 0ULL);
        CHECK(a * b, 1ULL);
        CHECK(a / b, 1ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)18446744073709551615ULL;
        unsigned long long b = (unsigned long long)5ULL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 18446744073709551610ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 3689348814741910323ULL);
        CHECK(a % b, 0ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
        unsigned long long b = (unsigned long long)18446744073709551615ULL;
        CHECK(a + b, 4ULL);
        CHECK(a - b, 6ULL);
        CHECK(a * b, 18446744073709551611ULL);
        CHECK(a / b, 0ULL);
        CHECK(a % b, 5ULL);
    }
    {
        unsigned long long a = (unsigned long long)5ULL;
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
