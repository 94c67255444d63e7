/* Struct and union layout (generated with seed 2): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    short i0;
};
union both {
    float u1;
    int u2;
    unsigned char raw[10];
};
struct outer {
    struct inner m0;
    int m1[3];
    struct inner m2[2];
    long double m3;
    union both m4;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (short)((short)27084 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %d\n", what, p->i0);
}

static void print_outer(const struct outer *o) {
    print_inner("m0", &o->m0);
    printf("m1[0] = %d\n", o->m1[0]);
    printf("m1[1] = %d\n", o->m1[1]);
    printf("m1[2] = %d\n", o->m1[2]);
    print_inner("m2[0]", &o->m2[0]);
    print_inner("m2[1]", &o->m2[1]);
    printf("m3 = %.21Lg\n", o->m3);
    printf("m4.u1 = %.9g\n", o->m4.u1);
}

int main(void) {
    printf("sizeof inner %zu align %zu\n", sizeof(struct inner), _Alignof(struct inner));
    printf("sizeof both %zu align %zu\n", sizeof(union both), _Alignof(union both));
    printf("sizeof outer %zu align %zu\n", sizeof(struct outer), _Alignof(struct outer));
    printf("offsetof m0 %zu size %zu\n", offsetof(struct outer, m0), sizeof(global_outer.m0));
    printf("offsetof m1 %zu size %zu\n", offsetof(struct outer, m1), sizeof(global_outer.m1));
    printf("offsetof m2 %zu size %zu\n", offsetof(struct outer, m2), sizeof(global_outer.m2));
    printf("offsetof m3 %zu size %zu\n", offsetof(struct outer, m3), sizeof(global_outer.m3));
    printf("offsetof m4 %zu size %zu\n", offsetof(struct outer, m4), sizeof(global_outer.m4));
    struct outer local;
    memset(&local, 0, sizeof local);
    fill_inner(&local.m0, 2);
    local.m1[0] = -584053574;
    local.m1[1] = -150779743;
    local.m1[2] = 1854766826;
    fill_inner(&local.m2[0], 21);
    fill_inner(&local.m2[1], 25);
    local.m3 = -90302381.0625L;
    local.m4.u1 = 826.25f;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(int *)((char *)p + offsetof(struct outer, m1)) = 1649544756;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
