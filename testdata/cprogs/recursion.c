/* Recursion: Ackermann, Towers of Hanoi, mutual recursion, recursive descent over an expression string. */
#include <stdio.h>

static int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

static int moves;
static void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    if (n == 1 && moves < 5) printf("move disk from %c to %c\n", from, to);
    moves++;
    hanoi(n - 1, via, to, from);
}

static int is_even(unsigned n);
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

static const char *pos;
static long expr(void);
static long factor(void) {
    if (*pos == '(') { pos++; long v = expr(); pos++; return v; }
    if (*pos == '-') { pos++; return -factor(); }
    long v = 0;
    while (*pos >= '0' && *pos <= '9') v = v * 10 + (*pos++ - '0');
    return v;
}
static long term(void) {
    long v = factor();
    while (*pos == '*' || *pos == '/' || *pos == '%') {
        char op = *pos++;
        long r = factor();
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
    return v;
}
static long expr(void) {
    long v = term();
    while (*pos == '+' || *pos == '-') { char op = *pos++; long r = term(); v = op == '+' ? v + r : v - r; }
    return v;
}
static long eval(const char *s) { pos = s; return expr(); }

int main(void) {
    printf("%d %d %d\n", ack(1, 2), ack(2, 3), ack(3, 3));
    hanoi(10, 'A', 'C', 'B');
    printf("moves %d\n", moves);
    printf("%d %d %d\n", is_even(10), is_odd(7), is_even(1001));
    const char *es[] = {"1+2*3", "(1+2)*3", "-4*-(2+3)", "100/7%4", "2*(3+(4-1)*2)-17"};
    for (int i = 0; i < 5; i++) printf("%s = %ld\n", es[i], eval(es[i]));
    return 0;
}
