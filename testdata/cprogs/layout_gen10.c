/* Struct and union layout (generated with seed 10): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    char i0;
    long double i1[2];
    char i2;
};
union both {
    long double u1;
    long double u2;
    unsigned char raw[9];
};
struct outer {
    long double m0;
    float m1;
    int m2;
    unsigned long long m3;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (char)((char)16 + salt);
    p->i1[0] = (long double)(-624897770.0625L + salt * 1);
    p->i1[1] = (long double)(472876335.0625L + salt * 2);
    p->i2 = (char)((char)-23 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %d\n", what, p->i0);
    printf("%s.i1[0] = %.21Lg\n", what, p->i1[0]);
    printf("%s.i1[1] = %.21Lg\n", what, p->i1[1]);
    printf("%s.i2 = %d\n", what, p->i2);
}

static void print_outer(const struct outer *o) {
    printf("m0 = %.21Lg\n", o->m0);
    printf("m1 = %.9g\n", o->m1);
    printf("m2 = %d\n", o->m2);
    printf("m3 = %llu\n", o->m3);
}

int main(void) {
    printf("sizeof inner %zu align %zu\n", sizeof(struct inner), _Alignof(struct inner));
    printf("sizeof both %zu align %zu\n", sizeof(union both), _Alignof(union both));
    printf("sizeof outer %zu align %zu\n", sizeof(struct outer), _Alignof(struct outer));
    printf("offsetof m0 %zu size %zu\n", offsetof(struct outer, m0), sizeof(global_outer.m0));
    printf("offsetof m1 %zu size %zu\n", offsetof(struct outer, m1), sizeof(global_outer.m1));
    printf("offsetof m2 %zu size %zu\n", offsetof(struct outer, m2), sizeof(global_outer.m2));
    printf("offsetof m3 %zu size %zu\n", offsetof(struct outer, m3), sizeof(global_outer.m3));
    struct outer local;
    memset(&local, 0, sizeof local);
    local.m0 = 421304153.0625L;
    local.m1 = -258.25f;
    local.m2 = -1576346869;
    local.m3 = 11313882911201870262ULL;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(long double *)((char *)p + offsetof(struct outer, m0)) = -904951023.0625L;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
