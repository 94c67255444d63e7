/* Struct and union layout (generated with seed 5): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    unsigned long long i0[2];
    float i1[2];
    unsigned char i2;
};
union both {
    long double u1;
    long u2;
    unsigned char raw[2];
};
struct outer {
    long double m0;
    short m1;
    long m2[3];
    double m3;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0[0] = (unsigned long long)(14704766632229440374ULL + salt * 1);
    p->i0[1] = (unsigned long long)(2337188326695551102ULL + salt * 2);
    p->i1[0] = (float)(-997.25f + salt * 1);
    p->i1[1] = (float)(991.25f + salt * 2);
    p->i2 = (unsigned char)(2 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0[0] = %llu\n", what, p->i0[0]);
    printf("%s.i0[1] = %llu\n", what, p->i0[1]);
    printf("%s.i1[0] = %.9g\n", what, p->i1[0]);
    printf("%s.i1[1] = %.9g\n", what, p->i1[1]);
    printf("%s.i2 = %u\n", what, p->i2);
}

static void print_outer(const struct outer *o) {
    printf("m0 = %.21Lg\n", o->m0);
    printf("m1 = %d\n", o->m1);
    printf("m2[0] = %ld\n", o->m2[0]);
    printf("m2[1] = %ld\n", o->m2[1]);
    printf("m2[2] = %ld\n", o->m2[2]);
    printf("m3 = %.17g\n", o->m3);
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
    local.m0 = -550195843.0625L;
    local.m1 = (short)20698;
    local.m2[0] = -1552174680901684425L;
    local.m2[1] = -1540589458064794240L;
    local.m2[2] = 1174160471315441501L;
    local.m3 = -582899.125;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(long double *)((char *)p + offsetof(struct outer, m0)) = 157973579.0625L;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
