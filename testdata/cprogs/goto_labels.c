/* goto and labels: loops built from goto, jumps out of nested loops, cleanup chains, backward jumps over declarations. */
#include <stdio.h>
#include <stdlib.h>

static int find(int m[4][4], int target, int *ri, int *ci) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            if (m[i][j] == target) { *ri = i; *ci = j; goto found; }
    return 0;
found:
    return 1;
}

static int setup(int fail_at) {
    int rc = -1;
    char *a = malloc(10), *b = NULL, *c = NULL;
    if (!a || fail_at == 1) goto out_a;
    b = malloc(20);
    if (!b || fail_at == 2) goto out_b;
    c = malloc(30);
    if (!c || fail_at == 3) goto out_c;
    rc = 0;
out_c:
    free(c);
out_b:
    free(b);
out_a:
    free(a);
    printf("setup(%d) -> %d\n", fail_at, rc);
    return rc;
}

int main(void) {
    int i = 0, sum = 0;
loop:
    sum += i;
    if (++i < 10) goto loop;
    printf("sum %d\n", sum);
    int m[4][4];
    for (int r = 0; r < 4; r++) for (int c = 0; c < 4; c++) m[r][c] = r * 4 + c;
    int ri = -1, ci = -1;
    int hit = find(m, 11, &ri, &ci);
    printf("%d %d %d\n", hit, ri, ci);
    printf("%d\n", find(m, 99, &ri, &ci));
    for (int k = 0; k <= 3; k++) setup(k);
    int tries = 0;
again:
    tries++;
    {
        int local = tries * 10;
        if (local < 40) goto again;
        printf("tries %d local %d\n", tries, local);
    }
    goto end;
    printf("skipped\n");
end:
    ;
    return 0;
}
