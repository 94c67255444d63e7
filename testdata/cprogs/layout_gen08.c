/* Struct and union layout (generated with seed 8): sizeof, _Alignof and offsetof of
   mixed members, nested aggregates and arrays, values written through members and pointers. */
#include <stdio.h>
#include <stddef.h>
#include <string.h>

struct inner {
    float i0;
};
union both {
    int u1;
    long u2;
    unsigned char raw[2];
};
struct outer {
    unsigned char m0;
    char m1[3];
    double m2[3];
};

static struct outer global_outer;

static void fill_inner(struct inner *p, int salt) {
    p->i0 = (float)(173.25f + salt);
}

static void print_inner(const char *what, const struct inner *p) {
    printf("%s.i0 = %.9g\n", what, p->i0);
}

static void print_outer(const struct outer *o) {
    printf("m0 = %u\n", o->m0);
    printf("m1[0] = %d\n", o->m1[0]);
    printf("m1[1] = %d\n", o->m1[1]);
    printf("m1[2] = %d\n", o->m1[2]);
    printf("m2[0] = %.17g\n", o->m2[0]);
    printf("m2[1] = %.17g\n", o->m2[1]);
    printf("m2[2] = %.17g\n", o->m2[2]);
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
    local.m0 = 98;
    local.m1[0] = (char)3;
    local.m1[1] = (char)-78;
    local.m1[2] = (char)24;
    local.m2[0] = -508883.125;
    local.m2[1] = 591789.125;
    local.m2[2] = -958076.125;
    global_outer = local;
    struct outer copy = global_outer;
    print_outer(&copy);
    struct outer *p = &copy;
    *(unsigned char *)((char *)p + offsetof(struct outer, m0)) = 136;
    printf("equal after copy: %d\n", memcmp(&copy, &global_outer, sizeof copy) == 0);
    print_outer(p);
    return 0;
}
