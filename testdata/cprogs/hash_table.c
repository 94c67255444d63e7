/* An open-addressing hash table of strings to counts: word frequencies, growth by rehashing, deterministic output order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { char *key; int count; };
static struct entry *slots;
static size_t cap, used;

static unsigned long hash(const char *s) { unsigned long h = 5381; while (*s) h = h * 33 + (unsigned char)*s++; return h; }

static void put(char *key, int add);
static void grow(void) {
    struct entry *old = slots; size_t oldcap = cap;
    cap = cap ? cap * 2 : 8; used = 0;
    slots = calloc(cap, sizeof *slots);
    for (size_t i = 0; i < oldcap; i++) if (old[i].key) put(old[i].key, old[i].count);
    free(old);
}
static void put(char *key, int add) {
    if ((used + 1) * 4 > cap * 3) grow();
    size_t i = hash(key) & (cap - 1);
    while (slots[i].key && strcmp(slots[i].key, key) != 0) i = (i + 1) & (cap - 1);
    if (!slots[i].key) { slots[i].key = key; used++; } else if (slots[i].key != key) free(key);
    slots[i].count += add;
}
static int by_count(const void *a, const void *b) {
    const struct entry *x = a, *y = b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->key, y->key);
}

int main(void) {
    const char *text = "the quick brown fox jumps over the lazy dog the fox and the dog sleep while a quick cat watches the fox";
    char buf[256];
    strcpy(buf, text);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) put(strdup(w), 1);
    printf("distinct %zu capacity %zu\n", used, cap);
    struct entry *all = malloc(used * sizeof *all);
    size_t n = 0;
    for (size_t i = 0; i < cap; i++) if (slots[i].key) all[n++] = slots[i];
    qsort(all, n, sizeof *all, by_count);
    for (size_t i = 0; i < n; i++) printf("%s=%d ", all[i].key, all[i].count);
    printf("\n");
    for (size_t i = 0; i < n; i++) free(all[i].key);
    free(all); free(slots);
    return 0;
}
