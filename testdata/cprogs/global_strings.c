/* Global string tables: arrays of pointers to literals, 2-D char arrays, pointers into the middle of literals, lookup by search. */
#include <stdio.h>
#include <string.h>

static const char *const months[] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
static const char keywords[][8] = {"if", "else", "while", "for", "return", "switch"};
static const char *tail = "prefix:payload" + 7;
static char buffer[32] = "initial";

static int lookup(const char *w) {
    for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++) if (strcmp(keywords[i], w) == 0) return (int)i;
    return -1;
}

int main(void) {
    for (int i = 0; i < 12; i += 3) printf("%s ", months[i]);
    printf("\n%zu %zu\n", sizeof months, sizeof keywords);
    printf("%d %d %d\n", lookup("while"), lookup("return"), lookup("goto"));
    printf("%s %c\n", tail, *tail);
    strcat(buffer, "+more");
    printf("%s %zu\n", buffer, strlen(buffer));
    printf("%c%c%c\n", keywords[2][0], keywords[4][5], months[11][2]);
    return 0;
}
