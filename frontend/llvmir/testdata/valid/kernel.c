/* kernel.c: a small program whose -O1 IR (kernel.ll) seeds the loader's fuzzer
 * with phis, switches, structs, GEPs, loops, calls and globals. */
#include <stdio.h>
struct point { int x, y; double w; };
static struct point table[8];
static int classify(int v) {
  switch (v % 5) { case 0: return 3; case 1: return 7; case 3: return -2; default: return v; }
}
double kernel(struct point *p, int n, double scale) {
  double acc = 0.0;
  for (int i = 0; i < n; i++) {
    int c = classify(p[i].x * p[i].y);
    acc += c > 0 ? p[i].w * scale : -p[i].w;
  }
  return acc;
}
int main(void) {
  for (int i = 0; i < 8; i++) { table[i].x = i; table[i].y = 3 - i; table[i].w = i * 0.5; }
  printf("%.3f\n", kernel(table, 8, 2.0));
  return 0;
}
