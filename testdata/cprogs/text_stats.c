/* Text processing: counting lines, words and letter frequencies of a multi-line literal, longest word. */
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static const char text[] =
    "It was the best of times, it was the worst of times,\n"
    "it was the age of wisdom, it was the age of foolishness,\n"
    "it was the epoch of belief, it was the epoch of incredulity.\n";

int main(void) {
    int lines = 0, words = 0, in_word = 0, freq[26] = {0};
    int best_len = 0, cur_len = 0;
    const char *best = text, *cur = text;
    for (const char *p = text; *p; p++) {
        if (*p == '\n') lines++;
        if (isalpha((unsigned char)*p)) {
            if (!in_word) { words++; in_word = 1; cur = p; cur_len = 0; }
            cur_len++;
            freq[tolower((unsigned char)*p) - 'a']++;
            if (cur_len > best_len) { best_len = cur_len; best = cur; }
        } else in_word = 0;
    }
    printf("lines %d words %d chars %zu\n", lines, words, strlen(text));
    printf("longest %.*s\n", best_len, best);
    for (int i = 0; i < 26; i++) if (freq[i]) printf("%c%d ", 'a' + i, freq[i]);
    printf("\n");
    return 0;
}
