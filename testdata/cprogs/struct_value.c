/* Structs passed and returned by value (small, medium and large), struct assignment, arrays of structs. */
#include <stdio.h>

struct pt { int x, y; };
struct mid { double a; char tag; long b; };
struct big { int v[20]; char name[12]; };
struct mixed { float f; double d; };

static struct pt add(struct pt a, struct pt b) { struct pt r = {a.x + b.x, a.y + b.y}; return r; }
static struct mid scale(struct mid m, int k) { m.a *= k; m.b *= k; m.tag++; return m; }
static struct big fill(int base) {
    struct big b;
    for (int i = 0; i < 20; i++) b.v[i] = base + i;
    snprintf(b.name, sizeof b.name, "big%d", base);
    return b;
}
static int sum_big(struct big b) { int s = 0; for (int i = 0; i < 20; i++) s += b.v[i]; b.v[0] = -1; return s; }
static struct mixed swapm(struct mixed m) { struct mixed r = {(float)m.d, m.f}; return r; }

int main(void) {
    struct pt p = add((struct pt){1, 2}, (struct pt){30, 40});
    printf("%d %d\n", p.x, p.y);
    struct mid m = {1.5, 'a', 7};
    struct mid m2 = scale(m, 3);
    printf("%g %c %ld / %g %c %ld\n", m.a, m.tag, m.b, m2.a, m2.tag, m2.b);
    struct big b = fill(100);
    printf("%s %d %d\n", b.name, sum_big(b), b.v[0]);
    struct big c;
    c = b;
    c.v[19] = 0;
    printf("%d %d\n", b.v[19], c.v[19]);
    struct mixed x = swapm((struct mixed){2.5f, 0.125});
    printf("%g %g\n", x.f, x.d);
    struct pt pts[4] = {{0, 0}};
    for (int i = 0; i < 4; i++) pts[i] = add(pts[i > 0 ? i - 1 : 0], (struct pt){i, -i});
    for (int i = 0; i < 4; i++) printf("(%d,%d)", pts[i].x, pts[i].y);
    printf("\n");
    return 0;
}
