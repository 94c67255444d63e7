/* Enumerations: implicit and explicit values, negative and large enumerators, enum arithmetic, enums in switch and arrays. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -3, BETA };
enum flags { F_READ = 1 << 0, F_WRITE = 1 << 1, F_EXEC = 1 << 2, F_ALL = F_READ | F_WRITE | F_EXEC };
enum big { BIG = 0x7fffffff, NEG_BIG = -0x7fffffff - 1 };
typedef enum { MON, TUE, WED, THU, FRI, SAT, SUN, NDAYS } day;

static const char *names[NDAYS] = {[MON] = "mon", [TUE] = "tue", [WED] = "wed", [THU] = "thu", [FRI] = "fri", [SAT] = "sat", [SUN] = "sun"};

static int weekend(day d) {
    switch (d) {
    case SAT:
    case SUN: return 1;
    default: return 0;
    }
}

int main(void) {
    printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, BETA);
    printf("%d %d\n", F_ALL, F_ALL & ~F_WRITE);
    printf("%d %d %zu\n", BIG, NEG_BIG, sizeof(enum big));
    for (day d = MON; d < NDAYS; d++) printf("%s%s ", names[d], weekend(d) ? "*" : "");
    printf("\n");
    enum color c = BLUE;
    c = (enum color)(c - 1);
    printf("%d %d\n", c == GREEN, c + BETA);
    int x = SUN - MON;
    printf("%d %d\n", x, (int)sizeof(day));
    enum flags f = F_READ;
    f |= F_EXEC;
    printf("%d\n", f);
    return 0;
}
