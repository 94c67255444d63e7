/* stdlib through a real compiler: qsort and bsearch with callbacks, rand,
   number parsing, the heap, getenv, exit with atexit handlers. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
	int key;
	char name[36]; /* over 32 bytes: glibc sorts these indirectly */
};

static int cmp_int(const void *a, const void *b) {
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static int cmp_rec(const void *a, const void *b) {
	return ((const struct rec *)a)->key - ((const struct rec *)b)->key;
}

static int cmp_str(const void *a, const void *b) {
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void bye1(void) { printf("atexit handler 1\n"); }
static void bye2(void) { printf("atexit handler 2\n"); }

int main(void) {
	int a[20];
	srand(2024);
	for (int i = 0; i < 20; i++)
		a[i] = rand() % 100;
	qsort(a, 20, sizeof a[0], cmp_int);
	for (int i = 0; i < 20; i++)
		printf("%d ", a[i]);
	printf("\n");
	int key = a[7];
	int *hit = bsearch(&key, a, 20, sizeof a[0], cmp_int);
	printf("bsearch %d -> %s\n", key, hit && *hit == key ? "found" : "missing");
	key = 1000;
	printf("bsearch 1000 -> %p\n", bsearch(&key, a, 20, sizeof a[0], cmp_int));

	struct rec r[6] = {{3, "c"}, {1, "a1"}, {2, "b"}, {1, "a2"}, {3, "c2"}, {0, "z"}};
	qsort(r, 6, sizeof r[0], cmp_rec);
	for (int i = 0; i < 6; i++)
		printf("%d:%s ", r[i].key, r[i].name);
	printf("\n");
	char *words[] = {"pear", "apple", "fig", "banana", "cherry"};
	qsort(words, 5, sizeof words[0], cmp_str);
	for (int i = 0; i < 5; i++)
		printf("%s ", words[i]);
	printf("\n");

	srandom(7);
	printf("random: %ld %ld %ld\n", random(), random(), random());
	srand48(5);
	printf("drand48: %.10f %ld\n", drand48(), lrand48());

	char *end;
	errno = 0;
	long l = strtol("  -0x1fZ", &end, 0);
	printf("strtol %ld rest [%s] errno %d\n", l, end, errno);
	l = strtol("99999999999999999999", &end, 10);
	printf("strtol overflow %ld errno %d\n", l, errno);
	unsigned long u = strtoul("-1", NULL, 10);
	printf("strtoul %lu\n", u);
	double d = strtod("  6.02214076e23xyz", &end);
	printf("strtod %.17g rest [%s]\n", d, end);
	printf("strtod hex %a inf %f nan %f\n", strtod("0x1.8p-3", NULL), strtod("-inf", NULL), strtod("nan", NULL));
	printf("strtof %.9g atof %.17g atoi %d atol %ld\n", strtof("0.1", NULL), atof("2.5e-3"), atoi("  -17abc"), atol("123456789012"));
	printf("abs %d labs %ld div %d %d\n", abs(-3), labs(-4L), div(-7, 2).quot, div(-7, 2).rem);

	int *heap = malloc(10 * sizeof *heap);
	for (int i = 0; i < 10; i++)
		heap[i] = i * i;
	heap = realloc(heap, 20 * sizeof *heap);
	int sum = 0;
	for (int i = 0; i < 10; i++)
		sum += heap[i];
	free(heap);
	int *z = calloc(8, sizeof *z);
	printf("heap sum %d calloc %d\n", sum, z[0] + z[7]);
	free(z);
	char *dup = strdup("duplicate me");
	printf("strdup %s %zu\n", dup, strlen(dup));
	free(dup);
	printf("getenv %s %s\n", getenv("MPISKEL_LIBC_TEST") ? getenv("MPISKEL_LIBC_TEST") : "(unset)",
	       getenv("MPISKEL_NO_SUCH_VARIABLE") ? "set" : "(unset)");

	atexit(bye1);
	atexit(bye2);
	printf("exiting\n");
	exit(3);
}
