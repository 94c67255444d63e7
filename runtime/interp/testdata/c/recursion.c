#include "check.h"
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long ack(long m, long n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static long moves;
static void hanoi(int n, int a, int b, int c) { if (!n) return; hanoi(n - 1, a, c, b); moves += a * 3 + c; hanoi(n - 1, c, b, a); }
static long depth(int n) { char pad[100]; pad[n % 100] = (char)n; return n == 0 ? 0 : 1 + depth(n - 1) + pad[n % 100] - (char)n; }

int main(void) {
    check(fib(22));
    check(ack(2, 3));
    check(is_even(1001)); check(is_odd(777));
    hanoi(12, 1, 2, 3);
    check(moves);
    check(depth(5000));
    return (int)fib(10);
}
