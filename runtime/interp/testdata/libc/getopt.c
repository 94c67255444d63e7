/* getopt.c: getopt and getopt_long over argument vectors of its own: grouped, attached and separate arguments, permuted operands, errors. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

static int verbose;

static void parse(int argc, char **argv, const char *opts, int use_long) {
  static struct option longs[] = {
      {"size", required_argument, 0, 's'}, {"verbose", no_argument, &verbose, 7},
      {"level", optional_argument, 0, 'l'}, {"steps", required_argument, 0, 1000},
      {"step-size", required_argument, 0, 1001}, {0, 0, 0, 0},
  };
  optind = 0;
  verbose = 0;
  printf("parse %s:", opts);
  for (int i = 0; i < argc; i++)
    printf(" %s", argv[i]);
  printf("\n");
  int c, idx = -1;
  while ((c = use_long ? getopt_long(argc, argv, opts, longs, &idx) : getopt(argc, argv, opts)) != -1) {
    printf("  c=%d", c);
    if (c > 32 && c < 127)
      printf(" '%c'", c);
    printf(" optarg=%s optind=%d optopt=%d idx=%d verbose=%d\n", optarg ? optarg : "(null)", optind, optopt, idx, verbose);
    idx = -1;
  }
  printf("  end optind=%d, operands:", optind);
  for (int i = optind; i < argc; i++)
    printf(" %s", argv[i]);
  printf("\n");
}

#define PARSE(opts, lng, ...)                                        \
  do {                                                               \
    char *v[] = {"prog", __VA_ARGS__, NULL};                         \
    parse(sizeof v / sizeof v[0] - 1, v, opts, lng);                 \
  } while (0)

int main(void) {
  PARSE("ab:c::", 0, "-a", "-bval", "-c", "-cx", "-b", "next", "file");
  PARSE("ab:", 0, "one", "-a", "two", "-b", "arg", "three");
  PARSE("ab:", 0, "-ab", "x", "-z", "-b");
  PARSE(":ab:", 0, "-a", "-b");
  PARSE("+a", 0, "-a", "op", "-a");
  PARSE("-a", 0, "x", "-a", "y");
  PARSE("ab", 0, "-a", "--", "-b", "z");
  PARSE("s:vl::", 1, "--size=10", "--verbose", "in", "--level", "--level=3", "-s", "5", "--siz", "7", "--steps", "9");
  PARSE("s:", 1, "--bogus", "--size", "--verbose=1", "--step", "3", "--step-size", "4");
  PARSE("s:", 1, "--size");
  PARSE("", 0, "plain");
  return 0;
}
