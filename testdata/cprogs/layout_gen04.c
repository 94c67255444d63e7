/* Struct and union layout (generated with seed 4): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    unsigned long long i0;
};
union both {
    double u1;
    long double u2;
    unsigned char raw[5];
};
struct outer {
    double m0;
    union both m1;
    struct inner m2;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (unsigned long long)(9899998773129835607ULL + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %llu\n", what, p->i0);
}

static void print_outer(const struct outer *o) {
    printf("m0 = %.17g\n", o->m0);
    printf("m1.u1 = %.17g\n", o->m1.u1);
    print_inner("m2", &o->m2);
}

int main(void) {
    printf("sizeof inner %zu align %zu\n", sizeof(struct inner), _Alignof(struct inner));
    printf("sizeof both %zu align %zu\n", sizeof(union both), _Alignof(union both));
    printf("sizeof outer %zu align %zu\n", sizeof(struct outer), _Alignof(struct outer));
    printf("offsetof m0 %zu size %zu\n", offsetof(struct outer, m0), sizeof(global_outer.m0));
    printf("offsetof m1 %zu size %zu\n", offsetof(struct outer, m1), sizeof(global_outer.m1));
    printf("offsetof m2 %zu size %zu\n", offsetof(struct outer, m2), sizeof(global_outer.m2));
    struct outer local;
    memset(&local, 0, sizeof local);
    local.m0 = -419755.125;
    local.m1.u1 = 635244.125;
    fill_inner(&local.m2, 12);
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(double *)((char *)p + offsetof(struct outer, m0)) = 734075.125;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
