/* Struct and union layout (generated with seed 1): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    short i0;
};
union both {
    short u1;
    long double u2;
    unsigned char raw[15];
};
struct outer {
    struct inner m0;
    char m1[3];
    char m2[3];
    long m3;
    union both m4;
    char m5;
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (short)((short)27752 + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %d\n", what, p->i0);
}

static void print_outer(const struct outer *o) {
    print_inner("m0", &o->m0);
    printf("m1[0] = %d\n", o->m1[0]);
    printf("m1[1] = %d\n", o->m1[1]);
    printf("m1[2] = %d\n", o->m1[2]);
    printf("m2[0] = %d\n", o->m2[0]);
    printf("m2[1] = %d\n", o->m2[1]);
    printf("m2[2] = %d\n", o->m2[2]);
    printf("m3 = %ld\n", o->m3);
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
    fill_inner(&local.m0, 25);
    local.m1[0] = (char)75;
    local.m1[1] = (char)-45;
    local.m1[2] = (char)8;
    local.m2[0] = (char)85;
    local.m2[1] = (char)-93;
    local.m2[2] = (char)35;
    local.m3 = 1765361027151260729L;
    local.m4.u1 = (short)-14870;
    local.m5 = (char)73;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(char *)((char *)p + offsetof(struct outer, m1)) = (char)-44;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
