/* Block scopes: shadowing of locals, lifetimes of block-scope objects in loops, declarations after statements, for-loop scope. */
#include <stdio.h>

int x = 1;

int main(void) {
    printf("%d\n", x);
    int x = 2;
    printf("%d\n", x);
    {
        int x = 3;
        printf("%d\n", x);
        {
            extern int y;
            x += y;
            printf("%d\n", x);
        }
    }
    printf("%d\n", x);
    for (int x = 10; x < 12; x++) printf("loop %d\n", x);
    printf("%d\n", x);
    int *ptrs[3];
    for (int i = 0; i < 3; i++) {
        static int keep[3];
        keep[i] = i * 100;
        ptrs[i] = &keep[i];
    }
    printf("%d %d %d\n", *ptrs[0], *ptrs[1], *ptrs[2]);
    int total = 0;
    for (int i = 0; i < 4; i++) {
        int fresh = 5;
        fresh += i;
        total += fresh;
    }
    printf("%d\n", total);
    return 0;
}

int y = 40;
