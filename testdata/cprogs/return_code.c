/* main's return value becomes the exit status (here 42), and stdout is flushed. */
#include <stdio.h>

static int compute(int n) { int s = 0; for (int i = 1; i <= n; i++) s += i; return s; }

int main(void) {
    int r = compute(8) + 6;
    printf("returning %d", r);
    return r;
}
