/* ctype.h and character arithmetic: classification, case conversion, a Caesar cipher and digit parsing. */
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>

int main(void) {
    const char *s = "Hello, World! 123 _x\tY";
    int alpha = 0, digit = 0, space = 0, punct = 0, upper = 0;
    for (const char *p = s; *p; p++) {
        unsigned char c = (unsigned char)*p;
        alpha += isalpha(c) != 0; digit += isdigit(c) != 0; space += isspace(c) != 0; punct += ispunct(c) != 0; upper += isupper(c) != 0;
    }
    printf("%d %d %d %d %d\n", alpha, digit, space, punct, upper);
    char out[64];
    int i = 0;
    for (const char *p = s; *p; p++) out[i++] = (char)toupper((unsigned char)*p);
    out[i] = 0;
    printf("%s\n", out);
    for (i = 0; s[i]; i++) {
        char c = s[i];
        if (c >= 'a' && c <= 'z') c = (char)('a' + (c - 'a' + 13) % 26);
        else if (c >= 'A' && c <= 'Z') c = (char)('A' + (c - 'A' + 13) % 26);
        out[i] = c;
    }
    out[i] = 0;
    printf("%s\n", out);
    printf("%d %ld %lld %lu\n", atoi("  -123abc"), strtol("0x1F", NULL, 16), strtoll("777", NULL, 8), strtoul("4294967295", NULL, 10));
    char *end;
    double d = strtod("3.25e2xyz", &end);
    printf("%g rest=%s\n", d, end);
    printf("%d %d\n", isxdigit('f') != 0, isalnum('_') != 0);
    return 0;
}
