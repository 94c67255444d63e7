/* Shifts of signed char: the left operand is promoted alone, the right one only counts bits. */
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
    {
        signed char a = (signed char)(-127 - 1);
        { int b = 0; CHECK(a >> b, 18446744073709551488ULL); }
        { int b = 1; CHECK(a >> b, 18446744073709551552ULL); }
        { int b = 3; CHECK(a >> b, 18446744073709551600ULL); }
        { int b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 18446744073709551488ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18446744073709551552ULL); }
        { unsigned char b = 3; CHECK(a >> b, 18446744073709551600ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 18446744073709551488ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18446744073709551552ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 18446744073709551600ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 18446744073709551488ULL); }
        { short b = 1; CHECK(a >> b, 18446744073709551552ULL); }
        { short b = 3; CHECK(a >> b, 18446744073709551600ULL); }
        { short b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 31; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        signed char a = (signed char)-3;
        { int b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { int b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { int b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { int b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned char b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned char b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned char b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 0; CHECK(a >> b, 18446744073709551613ULL); }
        { short b = 1; CHECK(a >> b, 18446744073709551614ULL); }
        { short b = 3; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 7; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 8; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 15; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 16; CHECK(a >> b, 18446744073709551615ULL); }
        { short b = 31; CHECK(a >> b, 18446744073709551615ULL); }
    }
    {
        signed char a = (signed char)127;
        { int b = 0; CHECK(a << b, 127ULL); }
        { int b = 0; CHECK(a >> b, 127ULL); }
        { int b = 1; CHECK(a << b, 254ULL); }
        { int b = 1; CHECK(a >> b, 63ULL); }
        { int b = 3; CHECK(a << b, 1016ULL); }
        { int b = 3; CHECK(a >> b, 15ULL); }
        { int b = 7; CHECK(a << b, 16256ULL); }
        { int b = 7; CHECK(a >> b, 0ULL); }
        { int b = 8; CHECK(a << b, 32512ULL); }
        { int b = 8; CHECK(a >> b, 0ULL); }
        { int b = 15; CHECK(a << b, 4161536ULL); }
        { int b = 15; CHECK(a >> b, 0ULL); }
        { int b = 16; CHECK(a << b, 8323072ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 127ULL); }
        { unsigned char b = 0; CHECK(a >> b, 127ULL); }
        { unsigned char b = 1; CHECK(a << b, 254ULL); }
        { unsigned char b = 1; CHECK(a >> b, 63ULL); }
        { unsigned char b = 3; CHECK(a << b, 1016ULL); }
        { unsigned char b = 3; CHECK(a >> b, 15ULL); }
        { unsigned char b = 7; CHECK(a << b, 16256ULL); }
        { unsigned char b = 7; CHECK(a >> b, 0ULL); }
        { unsigned char b = 8; CHECK(a << b, 32512ULL); }
        { unsigned char b = 8; CHECK(a >> b, 0ULL); }
        { unsigned char b = 15; CHECK(a << b, 4161536ULL); }
        { unsigned char b = 15; CHECK(a >> b, 0ULL); }
        { unsigned char b = 16; CHECK(a << b, 8323072ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 127ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 127ULL); }
        { unsigned long long b = 1; CHECK(a << b, 254ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 63ULL); }
        { unsigned long long b = 3; CHECK(a << b, 1016ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 15ULL); }
        { unsigned long long b = 7; CHECK(a << b, 16256ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 8; CHECK(a << b, 32512ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 15; CHECK(a << b, 4161536ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 16; CHECK(a << b, 8323072ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 127ULL); }
        { short b = 0; CHECK(a >> b, 127ULL); }
        { short b = 1; CHECK(a << b, 254ULL); }
        { short b = 1; CHECK(a >> b, 63ULL); }
        { short b = 3; CHECK(a << b, 1016ULL); }
        { short b = 3; CHECK(a >> b, 15ULL); }
        { short b = 7; CHECK(a << b, 16256ULL); }
        { short b = 7; CHECK(a >> b, 0ULL); }
        { short b = 8; CHECK(a << b, 32512ULL); }
        { short b = 8; CHECK(a >> b, 0ULL); }
        { short b = 15; CHECK(a << b, 4161536ULL); }
        { short b = 15; CHECK(a >> b, 0ULL); }
        { short b = 16; CHECK(a << b, 8323072ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    {
        signed char a = (signed char)11;
        { int b = 0; CHECK(a << b, 11ULL); }
        { int b = 0; CHECK(a >> b, 11ULL); }
        { int b = 1; CHECK(a << b, 22ULL); }
        { int b = 1; CHECK(a >> b, 5ULL); }
        { int b = 3; CHECK(a << b, 88ULL); }
        { int b = 3; CHECK(a >> b, 1ULL); }
        { int b = 7; CHECK(a << b, 1408ULL); }
        { int b = 7; CHECK(a >> b, 0ULL); }
        { int b = 8; CHECK(a << b, 2816ULL); }
        { int b = 8; CHECK(a >> b, 0ULL); }
        { int b = 15; CHECK(a << b, 360448ULL); }
        { int b = 15; CHECK(a >> b, 0ULL); }
        { int b = 16; CHECK(a << b, 720896ULL); }
        { int b = 16; CHECK(a >> b, 0ULL); }
        { int b = 31; CHECK(a >> b, 0ULL); }
        { unsigned char b = 0; CHECK(a << b, 11ULL); }
        { unsigned char b = 0; CHECK(a >> b, 11ULL); }
        { unsigned char b = 1; CHECK(a << b, 22ULL); }
        { unsigned char b = 1; CHECK(a >> b, 5ULL); }
        { unsigned char b = 3; CHECK(a << b, 88ULL); }
        { unsigned char b = 3; CHECK(a >> b, 1ULL); }
        { unsigned char b = 7; CHECK(a << b, 1408ULL); }
        { unsigned char b = 7; CHECK(a >> b, 0ULL); }
        { unsigned char b = 8; CHECK(a << b, 2816ULL); }
        { unsigned char b = 8; CHECK(a >> b, 0ULL); }
        { unsigned char b = 15; CHECK(a << b, 360448ULL); }
        { unsigned char b = 15; CHECK(a >> b, 0ULL); }
        { unsigned char b = 16; CHECK(a << b, 720896ULL); }
        { unsigned char b = 16; CHECK(a >> b, 0ULL); }
        { unsigned char b = 31; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 0; CHECK(a << b, 11ULL); }
        { unsigned long long b = 0; CHECK(a >> b, 11ULL); }
        { unsigned long long b = 1; CHECK(a << b, 22ULL); }
        { unsigned long long b = 1; CHECK(a >> b, 5ULL); }
        { unsigned long long b = 3; CHECK(a << b, 88ULL); }
        { unsigned long long b = 3; CHECK(a >> b, 1ULL); }
        { unsigned long long b = 7; CHECK(a << b, 1408ULL); }
        { unsigned long long b = 7; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 8; CHECK(a << b, 2816ULL); }
        { unsigned long long b = 8; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 15; CHECK(a << b, 360448ULL); }
        { unsigned long long b = 15; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 16; CHECK(a << b, 720896ULL); }
        { unsigned long long b = 16; CHECK(a >> b, 0ULL); }
        { unsigned long long b = 31; CHECK(a >> b, 0ULL); }
        { short b = 0; CHECK(a << b, 11ULL); }
        { short b = 0; CHECK(a >> b, 11ULL); }
        { short b = 1; CHECK(a << b, 22ULL); }
        { short b = 1; CHECK(a >> b, 5ULL); }
        { short b = 3; CHECK(a << b, 88ULL); }
        { short b = 3; CHECK(a >> b, 1ULL); }
        { short b = 7; CHECK(a << b, 1408ULL); }
        { short b = 7; CHECK(a >> b, 0ULL); }
        { short b = 8; CHECK(a << b, 2816ULL); }
        { short b = 8; CHECK(a >> b, 0ULL); }
        { short b = 15; CHECK(a << b, 360448ULL); }
        { short b = 15; CHECK(a >> b, 0ULL); }
        { short b = 16; CHECK(a << b, 720896ULL); }
        { short b = 16; CHECK(a >> b, 0ULL); }
        { short b = 31; CHECK(a >> b, 0ULL); }
    }
    printf("%d bad\n", bad);
    return bad != 0;
}
