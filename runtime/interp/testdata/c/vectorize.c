#include "check.h"
#define N 1000
static int ia[N], ib[N];
static float fa[N], fb[N], fc[N];
static unsigned char ca[N];
static double da[N], db[N];

static int isum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static int imax(const int *a, int n) { int m = a[0]; for (int i = 1; i < n; i++) m = a[i] > m ? a[i] : m; return m; }
static void saxpy(float *y, const float *x, float a, int n) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
static void vmul(float *r, const float *a, const float *b, int n) { for (int i = 0; i < n; i++) r[i] = a[i] * b[i]; }
static unsigned csum(const unsigned char *a, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static void dadd(double *r, const double *a, int n) { for (int i = 0; i < n; i++) r[i] += a[i] * 0.5; }
static long lcount(const int *a, int n, int k) { long c = 0; for (int i = 0; i < n; i++) c += a[i] > k; return c; }

int main(void) {
    unsigned seed = 12345;
    for (int i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        ia[i] = (int)(seed >> 8) % 10000 - 5000;
        ib[i] = i;
        fa[i] = (float)(i % 17) * 0.25f;
        fb[i] = (float)(i % 5) - 2.0f;
        ca[i] = (unsigned char)(seed >> 3);
        da[i] = i * 0.125;
        db[i] = -i;
    }
    check(isum(ia, N)); check(isum(ib, N)); check(isum(ia, 7)); check(imax(ia, N));
    saxpy(fb, fa, 1.5f, N);
    vmul(fc, fa, fb, N);
    float fs = 0;
    for (int i = 0; i < N; i++) fs += fc[i];
    check(fbits(fs)); check(fbits(fb[999]));
    check(csum(ca, N));
    dadd(db, da, N);
    check(dbits(db[777])); check(dbits(db[3]));
    check(lcount(ia, N, 0));
    return isum(ib, 100) & 0xff;
}
