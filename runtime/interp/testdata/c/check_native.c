/* check_native.c: the native side of check.h — prints each checked value. */
#include <stdio.h>
void check(long v) { printf("%ld\n", v); }
