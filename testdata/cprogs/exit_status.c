/* Exit paths: exit() from a nested call with atexit handlers in reverse order, and output flushed before exiting. */
#include <stdio.h>
#include <stdlib.h>

static void first(void) { printf("atexit first (runs last)\n"); }
static void second(void) { printf("atexit second (runs first)\n"); }

static void deep(int n) {
    if (n == 0) { printf("leaving with 3\n"); exit(3); }
    deep(n - 1);
    printf("never printed\n");
}

int main(void) {
    atexit(first);
    atexit(second);
    printf("buffered without newline... ");
    deep(5);
    return 0;
}
