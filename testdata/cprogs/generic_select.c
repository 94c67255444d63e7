/* _Generic: selection on the type of an expression after promotions and conversions, used to name types. */
#include <stdio.h>

#define TYPE_NAME(x) _Generic((x), \
    _Bool: "_Bool", char: "char", signed char: "signed char", unsigned char: "unsigned char", \
    short: "short", unsigned short: "unsigned short", int: "int", unsigned: "unsigned", \
    long: "long", unsigned long: "unsigned long", long long: "long long", unsigned long long: "unsigned long long", \
    float: "float", double: "double", long double: "long double", char *: "char *", const char *: "const char *", \
    default: "other")

int main(void) {
    char c = 0; unsigned char uc = 0; short s = 0; unsigned short us = 0; float f = 0;
    printf("%s %s %s %s\n", TYPE_NAME(c), TYPE_NAME(uc), TYPE_NAME(s), TYPE_NAME(us));
    printf("%s %s %s %s\n", TYPE_NAME(c + c), TYPE_NAME(uc + 1u), TYPE_NAME(s * 2L), TYPE_NAME(us - 1ULL));
    printf("%s %s %s\n", TYPE_NAME(f), TYPE_NAME(f + 1), TYPE_NAME(f + 1.0L));
    printf("%s %s %s\n", TYPE_NAME(1 < 2), TYPE_NAME((_Bool)1), TYPE_NAME('a'));
    printf("%s %s\n", TYPE_NAME(0x7fffffff), TYPE_NAME(0x80000000));
    printf("%s %s %s\n", TYPE_NAME(4294967296), TYPE_NAME(0xffffffffffffffff), TYPE_NAME(10UL));
    char buf[4];
    printf("%s %s\n", TYPE_NAME(buf), TYPE_NAME("lit"));
    printf("%s %s\n", TYPE_NAME(1 ? 1 : 1u), TYPE_NAME(-uc));
    return 0;
}
