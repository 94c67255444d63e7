/* Struct and union layout (generated with seed 7): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    int i0;
    char i1;
};
union both {
    unsigned char u1;
    short u2;
    unsigned char raw[12];
};
struct outer {
    unsigned char m0;
    double m1[3];
    short m2[3];
    short m3;
    struct inner m4;
    double m5;
    union both m6;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (int)(-1947412559 + salt);
    p->i1 = (char)((char)42 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %d\n", what, p->i0);
    printf("%s.i1 = %d\n", what, p->i1);
}

static void print_outer(const struct outer *o) {
    printf("m0 = %u\n", o->m0);
    printf("m1[0] = %.17g\n", o->m1[0]);
    printf("m1[1] = %.17g\n", o->m1[1]);
    printf("m1[2] = %.17g\n", o->m1[2]);
    printf("m2[0] = %d\n", o->m2[0]);
    printf("m2[1] = %d\n", o->m2[1]);
    printf("m2[2] = %d\n", o->m2[2]);
    printf("m3 = %d\n", o->m3);
    print_inner("m4", &o->m4);
    printf("m5 = %.17g\n", o->m5);
    printf("m6.u1 = %u\n", o->m6.u1);
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
    printf("offsetof m5 %zu size %zu\n", offsetof(struct outer, m5), sizeof(global_outer.m5));
    printf("offsetof m6 %zu size %zu\n", offsetof(struct outer, m6), sizeof(global_outer.m6));
    struct outer local;
    memset(&local, 0, sizeof local);
    local.m0 = 68;
    local.m1[0] = -392646.125;
    local.m1[1] = -121002.125;
    local.m1[2] = -697476.125;
    local.m2[0] = (short)5434;
    local.m2[1] = (short)-22281;
    local.m2[2] = (short)7415;
    local.m3 = (short)-9784;
    fill_inner(&local.m4, 36);
    local.m5 = 711541.125;
    local.m6.u1 = 92;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(unsigned char *)((char *)p + offsetof(struct outer, m0)) = 52;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
