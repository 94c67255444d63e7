/* Struct and union layout (generated with seed 9): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    float i0;
    int i1;
};
union both {
    char u1;
    float u2;
    unsigned char raw[17];
};
struct outer {
    union both m0;
    unsigned char m1;
    struct inner m2;
    struct inner m3[2];
    union both m4;
    int m5;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (float)(-895.25f + salt);
    p->i1 = (int)(-1670967638 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %.9g\n", what, p->i0);
    printf("%s.i1 = %d\n", what, p->i1);
}

static void print_outer(const struct outer *o) {
    printf("m0.u1 = %d\n", o->m0.u1);
    printf("m1 = %u\n", o->m1);
    print_inner("m2", &o->m2);
    print_inner("m3[0]", &o->m3[0]);
    print_inner("m3[1]", &o->m3[1]);
    printf("m4.u1 = %d\n", o->m4.u1);
    printf("m5 = %d\n", o->m5);
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
    struct outer local;
    memset(&local, 0, sizeof local);
    local.m0.u1 = (char)-67;
    local.m1 = 32;
    fill_inner(&local.m2, 50);
    fill_inner(&local.m3[0], 45);
    fill_inner(&local.m3[1], 25);
    local.m4.u1 = (char)91;
    local.m5 = 1663286059;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(unsigned char *)((char *)p + offsetof(struct outer, m1)) = 52;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
