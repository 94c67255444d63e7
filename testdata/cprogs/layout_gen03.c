/* Struct and union layout (generated with seed 3): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    unsigned char i0;
};
union both {
    float u1;
    long double u2;
    unsigned char raw[19];
};
struct outer {
    struct inner m0[2];
    long m1;
    union both m2;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (unsigned char)(240 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %u\n", what, p->i0);
}

static void print_outer(const struct outer *o) {
    print_inner("m0[0]", &o->m0[0]);
    print_inner("m0[1]", &o->m0[1]);
    printf("m1 = %ld\n", o->m1);
    printf("m2.u1 = %.9g\n", o->m2.u1);
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
    fill_inner(&local.m0[0], 35);
    fill_inner(&local.m0[1], 36);
    local.m1 = 2714153809649748144L;
    local.m2.u1 = 308.25f;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(long *)((char *)p + offsetof(struct outer, m1)) = -1833303397870341663L;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
