/* Dense switches (jump tables), a state machine driven by switch in a loop, and Duff's device. */
#include <stdio.h>

static int days_in_month(int m, int leap) {
    switch (m) {
    case 1: case 3: case 5: case 7: case 8: case 10: case 12: return 31;
    case 4: case 6: case 9: case 11: return 30;
    case 2: return leap ? 29 : 28;
    default: return -1;
    }
}

static void duff_copy(char *to, const char *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

enum state { START, IN_WORD, IN_NUMBER };

int main(void) {
    int total = 0;
    for (int m = 0; m <= 13; m++) { printf("%d ", days_in_month(m, m % 2)); total += days_in_month(m, 0); }
    printf("total %d\n", total);
    for (int len = 1; len <= 17; len += 4) {
        char dst[32] = {0};
        duff_copy(dst, "abcdefghijklmnopqrstuvwxyz", len);
        printf("%d:%s ", len, dst);
    }
    printf("\n");
    const char *in = "abc 123 de4 56 x";
    enum state st = START;
    int words = 0, numbers = 0;
    for (const char *p = in;; p++) {
        char c = *p;
        switch (st) {
        case START:
            if (c >= '0' && c <= '9') { st = IN_NUMBER; numbers++; }
            else if (c >= 'a' && c <= 'z') { st = IN_WORD; words++; }
            break;
        case IN_WORD:
        case IN_NUMBER:
            if (c == ' ' || c == 0) st = START;
            break;
        }
        if (!c) break;
    }
    printf("words %d numbers %d\n", words, numbers);
    return 0;
}
