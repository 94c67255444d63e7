/* Arrays as parameters: decay to pointers, static and const qualifiers in [], sizeof inside the callee, arrays of arrays. */
#include <stdio.h>

static size_t inside(int a[10]) { return sizeof a; }
static int first_n(const int a[static 3]) { return a[0] + a[1] + a[2]; }
static void fill(int n, int a[n], int v) { for (int i = 0; i < n; i++) a[i] = v + i; }
static int sum_rows(int rows, const int (*m)[3]) { int s = 0; for (int i = 0; i < rows; i++) s += m[i][0] + m[i][1] + m[i][2]; return s; }
static void upcase(char s[]) { for (; *s; s++) if (*s >= 'a' && *s <= 'z') *s -= 32; }

int main(void) {
    int a[10];
    printf("%zu %zu\n", sizeof a, inside(a));
    fill(10, a, 5);
    printf("%d %d\n", a[9], first_n(a + 7));
    int m[4][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}};
    printf("%d %d\n", sum_rows(4, m), sum_rows(2, m + 2));
    char s[] = "make me loud";
    upcase(s);
    printf("%s\n", s);
    return 0;
}
