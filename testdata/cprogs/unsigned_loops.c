/* Unsigned loop counters counting down through zero, size_t arithmetic, and wrap-around as loop exit. */
#include <stdio.h>
#include <stddef.h>

int main(void) {
    int a[6] = {1, 2, 3, 4, 5, 6};
    for (size_t i = sizeof a / sizeof a[0]; i-- > 0;) printf("%d ", a[i]);
    printf("\n");
    unsigned count = 0;
    for (unsigned char c = 250; c != 4; c++) count++;
    printf("%u\n", count);
    unsigned short s = 0;
    do s -= 1000; while (s > 1000);
    printf("%u\n", s);
    size_t n = 0;
    n--;
    printf("%d\n", n == (size_t)-1);
    unsigned x = 1;
    int steps = 0;
    while (x) { x <<= 1; steps++; }
    printf("%d\n", steps);
    return 0;
}
