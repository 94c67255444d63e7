/* Function pointers: dispatch tables, pointers passed and returned, comparisons, typedefs, calls through struct members. */
#include <stdio.h>

typedef int (*binop)(int, int);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static int maxi(int a, int b) { return a > b ? a : b; }

static binop pick(char op) {
    switch (op) {
    case '+': return add;
    case '-': return sub;
    case '*': return mul;
    default: return maxi;
    }
}

static int fold(const int *v, int n, binop f, int init) {
    for (int i = 0; i < n; i++) init = f(init, v[i]);
    return init;
}

struct calc { const char *name; int (*fn)(int, int); };

static int (*returns_fn(int which))(int, int) { return which ? mul : add; }

int main(void) {
    int v[] = {3, 1, 4, 1, 5, 9, 2, 6};
    const char ops[] = "+-*m";
    for (int i = 0; ops[i]; i++) printf("%c %d\n", ops[i], fold(v, 8, pick(ops[i]), ops[i] == '*' ? 1 : 0));
    struct calc table[] = {{"add", add}, {"sub", &sub}, {"mul", *mul}};
    for (int i = 0; i < 3; i++) printf("%s(7,3)=%d\n", table[i].name, table[i].fn(7, 3));
    binop f = add;
    printf("%d %d %d\n", f == add, f == sub, (*f)(2, 2));
    printf("%d\n", returns_fn(1)(6, 7));
    binop arr[2][2] = {{add, sub}, {mul, maxi}};
    printf("%d %d\n", arr[1][0](3, 4), (*arr[0][1])(3, 4));
    int (*const cf)(int, int) = maxi;
    printf("%d\n", cf(-1, -2));
    return 0;
}
