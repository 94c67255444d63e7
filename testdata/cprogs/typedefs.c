/* typedef names for scalars, pointers, arrays, structs and function types, and typedefs used in casts and sizeof. */
#include <stdio.h>

typedef unsigned long long u64;
typedef int vec3[3];
typedef struct node node_t;
struct node { int v; node_t *next; };
typedef int handler(int);
typedef handler *handler_ptr;
typedef const char *str;

static int twice(int v) { return 2 * v; }
static int square(int v) { return v * v; }

int main(void) {
    u64 big = (u64)1 << 40;
    vec3 v = {1, 2, 3};
    node_t n2 = {2, 0}, n1 = {1, &n2};
    handler_ptr hs[] = {twice, square};
    str s = "typedef";
    printf("%llu %zu %d\n", big, sizeof(vec3), v[2]);
    printf("%d %d\n", n1.next->v, n1.v);
    for (int i = 0; i < 2; i++) printf("%d ", hs[i](7));
    printf("\n%s %zu\n", s, sizeof(str));
    typedef int local_t;
    local_t k = 5;
    {
        typedef double local_t;
        local_t k2 = 2.5;
        printf("%g %zu\n", k2, sizeof(local_t));
    }
    printf("%d %zu\n", k, sizeof(local_t));
    return 0;
}
