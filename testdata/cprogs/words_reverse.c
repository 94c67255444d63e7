/* In-place string algorithms: reversing words, removing duplicates, run-length encoding and decoding. */
#include <stdio.h>
#include <string.h>

static void rev(char *a, char *b) { while (a < b) { char t = *a; *a++ = *b; *b-- = t; } }

int main(void) {
    char s[] = "the quick brown fox";
    rev(s, s + strlen(s) - 1);
    for (char *w = s; *w;) { char *e = w; while (*e && *e != ' ') e++; rev(w, e - 1); w = *e ? e + 1 : e; }
    printf("%s\n", s);
    char d[] = "aaabccddddde";
    char *out = d;
    for (char *p = d; *p; p++) if (out == d || out[-1] != *p) *out++ = *p;
    *out = 0;
    printf("%s\n", d);
    const char *in = "wwwwaaadexxxxxx";
    char enc[64], *e = enc;
    for (const char *p = in; *p;) { const char *q = p; while (*q == *p) q++; e += sprintf(e, "%d%c", (int)(q - p), *p); p = q; }
    printf("%s\n", enc);
    char dec[64], *o = dec;
    for (const char *p = enc; *p;) { int n = 0; while (*p >= '0' && *p <= '9') n = n * 10 + (*p++ - '0'); while (n--) *o++ = *p; p++; }
    *o = 0;
    printf("%s %d\n", dec, strcmp(dec, in) == 0);
    return 0;
}
