/* fileio.c: reads input.dat, writes text and binary files, reads them back, and exercises seeking, appending, renaming and removing. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  FILE *f = fopen("input.dat", "r");
  if (!f) {
    perror("input.dat");
    return 1;
  }
  char line[256];
  if (!fgets(line, sizeof line, f))
    return 2;
  printf("title: %s", line);
  int rows = 0, cols = 0;
  if (fscanf(f, "%d %d", &rows, &cols) != 2)
    return 3;
  fgets(line, sizeof line, f); /* the rest of the line: a comment */
  printf("%d x %d, comment:%s", rows, cols, line);
  double m[3][4];
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      if (fscanf(f, "%lf", &m[i][j]) != 1)
        return 4;
  char name[32];
  int n = fscanf(f, " name=%31s", name);
  printf("name %d %s\n", n, name);
  n = fscanf(f, "%d", &rows);
  printf("at end: %d feof %d ferror %d\n", n, feof(f) != 0, ferror(f) != 0);
  fclose(f);

  FILE *o = fopen("out.txt", "w");
  for (int i = 0; i < rows; i++) {
    for (int j = 0; j < cols; j++)
      fprintf(o, "%8.3f", m[i][j]);
    fputc('\n', o);
  }
  fputs("end\n", o);
  printf("ftell out.txt %ld\n", ftell(o));
  fclose(o);

  o = fopen("out.txt", "r");
  double sum = 0, v;
  while (fscanf(o, "%lf", &v) == 1)
    sum += v;
  char word[8];
  printf("sum %g, then %d [%s]\n", sum, fscanf(o, "%7s", word), word);
  rewind(o);
  int c, lines = 0;
  while ((c = getc(o)) != EOF)
    lines += c == '\n';
  printf("lines %d\n", lines);
  fclose(o);

  FILE *b = fopen("out.bin", "wb");
  size_t w = fwrite(m, sizeof m[0][0], 12, b);
  fclose(b);
  double back[12];
  b = fopen("out.bin", "rb");
  fseek(b, 0, SEEK_END);
  long size = ftell(b);
  fseek(b, 4 * sizeof(double), SEEK_SET);
  size_t r = fread(back, sizeof back[0], 12, b);
  printf("wrote %zu, size %ld, read %zu: %g %g, eof %d\n", w, size, r, back[0], back[r - 1], feof(b) != 0);
  fclose(b);

  FILE *a = fopen("log.txt", "a");
  fprintf(a, "first\n");
  fclose(a);
  a = fopen("log.txt", "a+");
  fprintf(a, "second %d\n", 2);
  fseek(a, 0, SEEK_SET);
  while (fgets(line, sizeof line, a))
    printf("log: %s", line);
  fclose(a);

  f = fopen("out.txt", "r+");
  fseek(f, 2, SEEK_SET);
  fputs("XX", f);
  fseek(f, 0, SEEK_SET);
  fgets(line, sizeof line, f);
  printf("patched: %s", line);
  c = fgetc(f);
  ungetc('#', f);
  int c1 = fgetc(f), c2 = fgetc(f);
  printf("ungetc: %c then %c, ftell %ld\n", c1, c2, ftell(f));
  fclose(f);

  errno = 0;
  f = fopen("no/such/file.txt", "r");
  printf("missing: %p errno %d %s\n", (void *)f, errno, strerror(errno));
  errno = 0;
  f = fopen("missing.txt", "r");
  printf("missing: %p errno %d\n", (void *)f, errno);
  f = fopen("nodir/out.txt", "w");
  printf("no dir: %p errno %d\n", (void *)f, errno);

  FILE *t = fopen("tmp.txt", "w");
  fprintf(t, "temporary\n");
  fclose(t);
  printf("rename %d\n", rename("tmp.txt", "moved.txt"));
  printf("remove %d\n", remove("moved.txt"));
  errno = 0;
  int rc = remove("moved.txt");
  printf("remove again %d errno %d\n", rc, errno);
  printf("fopen moved %p\n", (void *)fopen("moved.txt", "r"));

  FILE *tf = tmpfile();
  fprintf(tf, "%d %s", 42, "tmp");
  rewind(tf);
  int k = 0;
  fscanf(tf, "%d %7s", &k, word);
  printf("tmpfile %d %s\n", k, word);
  fclose(tf);

  fprintf(stdout, "to stdout\n");
  fflush(stdout);
  fprintf(stderr, "to stderr\n");
  return 0;
}
