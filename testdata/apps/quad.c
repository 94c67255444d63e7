/* quad.c: numerical quadrature split over the ranks. Each round rank 0
 * picks an integrand from a table of function pointers and an interval
 * [a, b] and broadcasts them (MPI_Bcast); every rank integrates its equal
 * share of [a, b] with the composite midpoint rule, calling the integrand
 * through the function pointer at every point, and the partial integrals
 * are summed on rank 0 (MPI_Reduce), which prints the estimate and its
 * error against the exact integral.
 *
 * usage: quad [points per rank (default 4000)] [rounds (default 5)]
 *             [integrand 0-2 (default: round r uses integrand r mod 3)]
 * The integrands are a polynomial, a trigonometric function and a Gaussian
 * times a square root. Prints only from rank 0; the line carrying a timing
 * is marked [time]. Results are printed with few digits: the last bits of a
 * reduction depend on the order the MPI library adds the ranks' parts. */
#include <math.h>
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

static int parse_count(int argc, char **argv, int index, int fallback) {
  if (index >= argc)
    return fallback;
  const char *s = argv[index];
  int value = 0;
  if (*s == '\0')
    return fallback;
  for (; *s; s++) {
    if (*s < '0' || *s > '9')
      return fallback;
    value = value * 10 + (*s - '0');
  }
  return value;
}

static double f_poly(double x) { return ((4.0 * x - 3.0) * x + 2.0) * x + 1.0; }
static double f_trig(double x) { return sin(3.0 * x) * cos(x) + 1.0; }
static double f_gauss(double x) { return exp(-x * x) * sqrt(1.0 + x); }

/* the antiderivatives, where there is one in closed form */
static double F_poly(double x) {
  return (((x - 1.0) * x + 1.0) * x + 1.0) * x;
}
static double F_trig(double x) {
  return -0.125 * cos(4.0 * x) - 0.25 * cos(2.0 * x) + x;
}

enum { INTEGRANDS = 3 };
static double (*const integrands[INTEGRANDS])(double) = {f_poly, f_trig,
                                                         f_gauss};
static double (*const antiderivatives[INTEGRANDS])(double) = {F_poly, F_trig,
                                                              NULL};
static const char names[INTEGRANDS][24] = {"4x^3-3x^2+2x+1",
                                           "sin(3x)cos(x)+1",
                                           "exp(-x^2)sqrt(1+x)"};

/* integrate applies the composite midpoint rule with points points to f
 * over [lo, hi]. */
static double integrate(double (*f)(double), double lo, double hi,
                        int points) {
  double h = (hi - lo) / points, sum = 0.0;
  for (int i = 0; i < points; i++)
    sum += f(lo + (i + 0.5) * h);
  return sum * h;
}

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  int points = parse_count(argc, argv, 1, 4000);
  int rounds = parse_count(argc, argv, 2, 5);
  int fixed = parse_count(argc, argv, 3, -1);
  if (points < 1)
    points = 1;

  double total_time = 0.0;
  for (int round = 0; round < rounds; round++) {
    /* rank 0 decides what to integrate: which function, over what */
    double setup[3] = {0.0, 0.0, 0.0};
    if (rank == 0) {
      int which = fixed >= 0 && fixed < INTEGRANDS ? fixed : round % INTEGRANDS;
      setup[0] = which;
      setup[1] = 0.5 * -round;
      setup[2] = 1.0 + 0.5 * round;
    }
    MPI_Bcast(setup, 3, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    int which = (int)setup[0];
    double a = setup[1], b = setup[2];
    double (*f)(double) = integrands[which];

    double width = (b - a) / size;
    double lo = a + rank * width, hi = rank == size - 1 ? b : lo + width;
    double start = MPI_Wtime();
    double part = integrate(f, lo, hi, points);
    total_time += MPI_Wtime() - start;
    double sum = 0.0;
    MPI_Reduce(&part, &sum, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    if (rank == 0) {
      printf("round %d: integral of %s over [%.1f, %.1f] = %.9f", round,
             names[which], a, b, sum);
      if (antiderivatives[which] != NULL) {
        double exact = antiderivatives[which](b) - antiderivatives[which](a);
        printf(", error %.1e\n", fabs(sum - exact));
      } else {
        printf("\n");
      }
    }
  }
  if (rank == 0) {
    printf("quad: %d ranks x %d points, %d rounds\n", size, points, rounds);
    printf("[time] %.6f s integrating on rank 0\n", total_time);
  }
  MPI_Finalize();
  return 0;
}
