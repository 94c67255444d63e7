/* features.c: C constructs whose clang-14 IR the loader must accept:
 * bitfields, unions, function pointers, varargs, switch, computed goto,
 * thread-locals, atomics, setjmp, constructors, weak and alias symbols,
 * long double, complex, vectors, VLAs, inline asm, MPI calls. Compiled by
 * the loader's tests at -O0..-O2, with and without -g; never run. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <string.h>
#include <math.h>
#include <complex.h>
#include <stdatomic.h>
#include <setjmp.h>
#include <mpi.h>

struct bits { unsigned a:3, b:5; int c:7; long long d; };
union u { float f; int i; char c[8]; };
typedef int (*binop)(int, int);
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static binop ops[] = { add, mul };
_Thread_local int tls_counter;
atomic_int acounter;
static jmp_buf jb;
__attribute__((constructor)) static void init(void) { tls_counter = 1; }
int weak_fn(void) __attribute__((weak));
int aliased(void) { return 3; }
int alias_of(void) __attribute__((alias("aliased")));
long double ld = 1.5L;
double _Complex cz = 1.0 + 2.0 * I;
typedef float v4sf __attribute__((vector_size(16)));

static int sum(int n, ...) {
  va_list ap; va_start(ap, n); int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap); return s;
}
static int sw(int x) {
  switch (x) { case 1: return 10; case 2: return 20; case 7: return 70; case 100: return 1; default: return -1; }
}
static int cgoto(int x) {
  static void *labels[] = { &&l0, &&l1 };
  goto *labels[x & 1];
l0: return 5;
l1: return 6;
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  struct bits b = { 1, 2, -3, 4 };
  union u uu; uu.f = 1.0f;
  char *s = malloc(32); strcpy(s, "hello"); 
  v4sf v = {1,2,3,4}; v = v * v;
  atomic_fetch_add(&acounter, 2);
  int r = 0;
  if (!setjmp(jb)) r = 1;
  double _Complex z = cz * cz;
  int vla[argc + 3]; memset(vla, 0, sizeof vla);
  int out;
  __asm__ volatile ("movl %1, %0" : "=r"(out) : "r"(argc));
  printf("%d %d %d %d %s %f %d %d %d %Lf %f %f %d %d %d %d\n", b.a, b.b, b.c, uu.i, s, v[3], ops[1](3, 4), sum(3, 1, 2, 3),
         sw(argc), ld * 2, creal(z), cimag(z), cgoto(argc), atomic_load(&acounter), r, weak_fn ? weak_fn() : alias_of() + out + tls_counter + (int)sqrt(16.0) + vla[0]);
  free(s);
  MPI_Finalize();
  return __builtin_expect(0, 0);
}
