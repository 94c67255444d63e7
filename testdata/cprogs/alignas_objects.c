/* _Alignas on locals, globals and struct members, and the layout consequences (sizeof grows to the alignment). */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

struct aligned { char c; _Alignas(32) double d; short s; };
static _Alignas(64) char global_buf[3];
_Alignas(16) static int global_int = 5;

int main(void) {
    _Alignas(16) char local[5];
    _Alignas(long double) int li = 3;
    printf("%zu %zu %zu %zu\n", sizeof(struct aligned), _Alignof(struct aligned), offsetof(struct aligned, d), offsetof(struct aligned, s));
    printf("%d %d %d %d\n", (int)((uintptr_t)global_buf % 64), (int)((uintptr_t)&global_int % 16), (int)((uintptr_t)local % 16), (int)((uintptr_t)&li % 16));
    struct aligned arr[2];
    printf("%td\n", (char *)&arr[1] - (char *)&arr[0]);
    printf("%d %d\n", global_int + li, (int)sizeof global_buf);
    return 0;
}
