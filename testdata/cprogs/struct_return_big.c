/* Functions returning large structs used directly in expressions: member access on a call, chained calls, assignment into arrays. */
#include <stdio.h>

struct mat { double m[3][3]; };

static struct mat identity(void) { struct mat r = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}; return r; }
static struct mat mul(struct mat a, struct mat b) {
    struct mat r;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) { r.m[i][j] = 0; for (int k = 0; k < 3; k++) r.m[i][j] += a.m[i][k] * b.m[k][j]; }
    return r;
}
static struct mat rot(void) { struct mat r = {{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}}; return r; }

int main(void) {
    struct mat r4 = mul(mul(rot(), rot()), mul(rot(), rot()));
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", r4.m[i][0], r4.m[i][1], r4.m[i][2]);
    printf("%g %g\n", mul(rot(), identity()).m[1][0], rot().m[0][1]);
    struct mat arr[2];
    arr[1] = mul(rot(), rot());
    arr[0] = arr[1];
    printf("%g %g\n", arr[0].m[0][0], arr[1].m[1][1]);
    return 0;
}
