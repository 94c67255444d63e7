/* Nested structs and unions, anonymous members, pointers to members and designated access chains. */
#include <stdio.h>
#include <string.h>

struct date { short year; unsigned char month, day; };
struct person {
    char name[16];
    struct date born;
    union { int employee_id; char code[4]; } id;
    struct { double height; double weight; };
    struct person *boss;
};

static void show(const struct person *p) {
    printf("%s %d-%02d-%02d id %d h %.2f w %.1f boss %s\n", p->name, p->born.year, p->born.month, p->born.day,
           p->id.employee_id, p->height, p->weight, p->boss ? p->boss->name : "-");
}

int main(void) {
    struct person a = {"Ada", {1815, 12, 10}, {.employee_id = 1}, {1.65, 55.0}, 0};
    struct person b;
    memset(&b, 0, sizeof b);
    strcpy(b.name, "Charles");
    b.born = (struct date){1791, 12, 26};
    memcpy(b.id.code, "CB01", 4);
    b.height = 1.80;
    b.weight = 80.5;
    b.boss = &a;
    show(&a);
    show(&b);
    struct date *d = &b.born;
    d->day++;
    printf("%d %d\n", b.born.day, b.boss->born.year);
    printf("%zu %zu %zu\n", sizeof(struct date), sizeof a.id, sizeof(struct person));
    struct person team[2] = {a, b};
    team[0].boss = &team[1];
    printf("%s %s\n", team[0].boss->name, team[1].boss->name);
    double *h = &team[1].height;
    *h += 0.01;
    printf("%.2f\n", team[1].height);
    return 0;
}
