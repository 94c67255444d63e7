/* Globals with nested and designated initializers: arrays of structs, partial initialisation (zero fill), addresses of other globals. */
#include <stdio.h>

struct point { int x, y; };
struct shape { const char *name; int n; struct point pts[4]; double scale; };

int plain = 7;
int zeroes[5];
int partial[6] = {1, 2};
int designated[10] = {[2] = 20, [7] = 70, 71, [0] = 1};
struct point origin;
struct point corner = {.y = 9};
struct shape shapes[] = {
    {"square", 4, {{0, 0}, {1, 0}, {1, 1}, {0, 1}}, 1.0},
    {.name = "tri", .n = 3, .pts = {[2] = {5, 5}, [0] = {1, 1}}, .scale = 0.5},
    {"dot", 1},
};
int *ptr_to_plain = &plain;
int *ptr_into_array = &designated[7];
struct point *ptr_to_shape_pt = &shapes[0].pts[2];
const char *const greeting = "hello";
char text[] = "in place";
char sized[10] = "abc";
int matrix[3][3] = {{1}, {0, 2}, [2][2] = 3};
long long big_values[] = {-1, 0x7fffffffffffffffLL, 1ULL << 63};
double fractions[] = {1.0 / 3, 2.0 / 3, -0.0};

int main(void) {
    printf("%d %d %d\n", plain, *ptr_to_plain, zeroes[4]);
    for (int i = 0; i < 6; i++) printf("%d ", partial[i]);
    printf("\n");
    for (int i = 0; i < 10; i++) printf("%d ", designated[i]);
    printf("\n%d %d %d %d\n", origin.x, origin.y, corner.x, corner.y);
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        printf("%s n=%d scale=%g:", shapes[i].name, shapes[i].n, shapes[i].scale);
        for (int j = 0; j < 4; j++) printf(" (%d,%d)", shapes[i].pts[j].x, shapes[i].pts[j].y);
        printf("\n");
    }
    printf("%d %d %d\n", *ptr_into_array, ptr_into_array[1], ptr_to_shape_pt->x);
    printf("%s %s %zu %s %zu\n", greeting, text, sizeof text, sized, sizeof sized);
    for (int i = 0; i < 3; i++) printf("%d %d %d\n", matrix[i][0], matrix[i][1], matrix[i][2]);
    printf("%lld %lld %lld\n", big_values[0], big_values[1], big_values[2]);
    printf("%.17g %.17g %g\n", fractions[0], fractions[1], fractions[2]);
    return 0;
}
