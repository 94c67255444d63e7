/* limits.h and stdint.h constants, sizes of the integer types, printf of each width. */
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <stddef.h>

int main(void) {
    printf("%d %d %d %d\n", CHAR_BIT, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("%d %d %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("%d %d %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("%ld %ld %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("%lld %lld %llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof(char), sizeof(short), sizeof(int), sizeof(long), sizeof(long long), sizeof(void *), sizeof(size_t));
    printf("%zu %zu %zu %zu\n", sizeof(float), sizeof(double), sizeof(long double), sizeof(ptrdiff_t));
    printf("%zu %zu %zu\n", _Alignof(long double), _Alignof(double), _Alignof(long long));
    printf("%d\n", CHAR_MIN < 0);
    printf("%hhd %hhu %hd %hu\n", (signed char)-5, (unsigned char)250, (short)-300, (unsigned short)65000);
    printf("%jd %ju %td %zd\n", INTMAX_MIN, UINTMAX_MAX, (ptrdiff_t)-4, (ptrdiff_t)9);
    printf("%ld %lu\n", (long)INT32_MIN, (unsigned long)UINT32_MAX);
    printf("%x %X %o %#x %#o\n", 3054, 3054, 8, 255, 8);
    printf("[%5d] [%-5d] [%05d] [%+d] [% d]\n", 42, 42, 42, 42, 42);
    printf("[%8.3f] [%-8.2e] [%.0f] [%10.4g]\n", 3.14159, 31415.9, 2.5, 0.000123456);
    printf("[%s] [%10s] [%-10s] [%.3s] [%c]\n", "abc", "abc", "abc", "abcdef", 'z');
    return 0;
}
