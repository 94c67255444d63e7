/* Plain char is signed on x86-64: conversions of bytes above 127, comparisons and array indexing through unsigned char. */
#include <stdio.h>

int main(void) {
    char c = (char)200;
    unsigned char uc = 200;
    printf("%d %d %d\n", c, uc, c == (char)uc);
    printf("%d %d\n", c < 0, (unsigned char)c);
    int hist[256] = {0};
    const char text[] = "caf\xc3\xa9 na\xc3\xafve";
    for (const char *p = text; *p; p++) hist[(unsigned char)*p]++;
    printf("%d %d %d\n", hist[0xc3], hist['a'], hist[' ']);
    char big = 127;
    big = (char)(big + 1);
    printf("%d\n", big);
    printf("%d %d\n", (int)(char)0x80, (int)(unsigned char)(char)-1);
    return 0;
}
