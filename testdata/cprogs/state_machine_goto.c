/* A tokenizer written with goto between states, counting identifiers, numbers and operators in a source text. */
#include <stdio.h>
#include <ctype.h>

int main(void) {
    const char *src = "x1 = 42 + y*(3-z0) / 7; count = count + 1;";
    const char *p = src;
    int idents = 0, numbers = 0, ops = 0;
    long numsum = 0, cur = 0;
start:
    if (!*p) goto done;
    if (isspace((unsigned char)*p)) { p++; goto start; }
    if (isalpha((unsigned char)*p)) { idents++; goto ident; }
    if (isdigit((unsigned char)*p)) { numbers++; cur = 0; goto number; }
    ops++;
    p++;
    goto start;
ident:
    p++;
    if (isalnum((unsigned char)*p)) goto ident;
    goto start;
number:
    cur = cur * 10 + (*p - '0');
    p++;
    if (isdigit((unsigned char)*p)) goto number;
    numsum += cur;
    goto start;
done:
    printf("idents %d numbers %d ops %d sum %ld\n", idents, numbers, ops, numsum);
    return 0;
}
