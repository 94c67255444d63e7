/* Object-like structs: a struct of function pointers as a vtable, shapes dispatched through it. */
#include <stdio.h>

struct shape;
struct shape_ops { double (*area)(const struct shape *); void (*scale)(struct shape *, double); const char *name; };
struct shape { const struct shape_ops *ops; double a, b; };

static double rect_area(const struct shape *s) { return s->a * s->b; }
static void rect_scale(struct shape *s, double k) { s->a *= k; s->b *= k; }
static double circle_area(const struct shape *s) { return 3.25 * s->a * s->a; }
static void circle_scale(struct shape *s, double k) { s->a *= k; }

static const struct shape_ops rect_ops = {rect_area, rect_scale, "rect"};
static const struct shape_ops circle_ops = {.name = "circle", .scale = circle_scale, .area = circle_area};

int main(void) {
    struct shape shapes[] = {{&rect_ops, 2, 3}, {&circle_ops, 1, 0}, {&rect_ops, 0.5, 8}};
    double total = 0;
    for (int i = 0; i < 3; i++) {
        shapes[i].ops->scale(&shapes[i], i + 1);
        double a = shapes[i].ops->area(&shapes[i]);
        printf("%s %g\n", shapes[i].ops->name, a);
        total += a;
    }
    printf("total %g\n", total);
    void (*fns[2])(struct shape *, double) = {rect_scale, circle_scale};
    fns[0](&shapes[0], 0.5);
    printf("%g %g\n", shapes[0].a, shapes[0].b);
    return 0;
}
