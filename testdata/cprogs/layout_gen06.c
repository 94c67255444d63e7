/* Struct and union layout (generated with seed 6): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    short i0;
    unsigned long long i1;
    char i2;
};
union both {
    long double u1;
    float u2;
    unsigned char raw[11];
};
struct outer {
    long m0[3];
    union both m1;
    short m2;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (short)((short)6924 + salt);
    p->i1 = (unsigned long long)(15574260020853756039ULL + salt);
    p->i2 = (char)((char)-15 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %d\n", what, p->i0);
    printf("%s.i1 = %llu\n", what, p->i1);
    printf("%s.i2 = %d\n", what, p->i2);
}

static void print_outer(const struct outer *o) {
    printf("m0[0] = %ld\n", o->m0[0]);
    printf("m0[1] = %ld\n", o->m0[1]);
    printf("m0[2] = %ld\n", o->m0[2]);
    printf("m1.u1 = %.21Lg\n", o->m1.u1);
    printf("m2 = %d\n", o->m2);
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
    local.m0[0] = -2893656051612114848L;
    local.m0[1] = 3601033412495795452L;
    local.m0[2] = -2881743445668766733L;
    local.m1.u1 = 622571746.0625L;
    local.m2 = (short)-17079;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(long *)((char *)p + offsetof(struct outer, m0)) = 759702649189799188L;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
