/* Walking arrays of structs with pointers: member pointers, pointer to the last element, offsets through char pointers, container_of. */
#include <stdio.h>
#include <stddef.h>

struct emp { char name[10]; int age; double pay; };
#define CONTAINER_OF(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))

int main(void) {
    struct emp staff[] = {{"ann", 31, 5000.5}, {"bo", 45, 6200}, {"cy", 28, 4100.25}, {"di", 52, 7300}};
    int n = sizeof staff / sizeof staff[0];
    double total = 0;
    struct emp *oldest = staff;
    for (struct emp *e = staff; e < staff + n; e++) { total += e->pay; if (e->age > oldest->age) oldest = e; }
    printf("%.2f %s\n", total, oldest->name);
    int *age = &staff[2].age;
    struct emp *owner = CONTAINER_OF(age, struct emp, age);
    printf("%s %td\n", owner->name, owner - staff);
    double *pay = &staff[0].pay;
    for (int i = 0; i < n; i++) { *pay *= 1.1; pay = (double *)((char *)pay + sizeof(struct emp)); }
    for (int i = 0; i < n; i++) printf("%.3f ", staff[i].pay);
    printf("\n");
    struct emp *last = &staff[n - 1];
    printf("%s %d\n", (last - 1)->name, (*(last - 2)).age);
    return 0;
}
