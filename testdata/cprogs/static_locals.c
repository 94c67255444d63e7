/* Static locals: counters that persist across calls, static arrays initialised once, addresses of statics returned. */
#include <stdio.h>

static int counter(void) { static int n; return ++n; }
static int counter_from(int start) { static int n = 100; n += start; return n; }

static const char *ordinal(int i) {
    static const char *names[] = {"zeroth", "first", "second", "third"};
    return i < 4 ? names[i] : "many";
}

static int *memo_slot(int i) {
    static int memo[8];
    return &memo[i & 7];
}

static unsigned long long fib(int n) {
    static unsigned long long cache[94];
    if (n < 2) return n;
    if (cache[n]) return cache[n];
    return cache[n] = fib(n - 1) + fib(n - 2);
}

static int calls_with_shadow(void) {
    static int x = 10;
    {
        static int x = 1000;
        x++;
        if (x > 1002) return x;
    }
    return x++;
}

int main(void) {
    for (int i = 0; i < 3; i++) printf("%d ", counter());
    int first = counter_from(1);
    printf("\n%d %d\n", first, counter_from(5));
    for (int i = 0; i < 5; i++) printf("%s ", ordinal(i));
    printf("\n");
    *memo_slot(3) = 33;
    *memo_slot(11) += 1;
    printf("%d\n", *memo_slot(3));
    printf("%llu %llu\n", fib(50), fib(93));
    for (int i = 0; i < 4; i++) printf("%d ", calls_with_shadow());
    printf("\n");
    return 0;
}
