/* string.h and ctype.h through a real compiler: clang inlines isdigit and
   toupper as lookups in glibc's __ctype tables. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
	char buf[64] = "The quick, brown fox; jumps";
	int digits = 0, alpha = 0, spaces = 0, punct = 0, upper = 0;
	const char *sample = "Hello, World 2024!\t~";
	for (const char *p = sample; *p; p++) {
		digits += isdigit((unsigned char)*p) != 0;
		alpha += isalpha((unsigned char)*p) != 0;
		spaces += isspace((unsigned char)*p) != 0;
		punct += ispunct((unsigned char)*p) != 0;
		upper += isupper((unsigned char)*p) != 0;
	}
	printf("classes: %d %d %d %d %d\n", digits, alpha, spaces, punct, upper);
	char up[32];
	size_t i;
	for (i = 0; sample[i]; i++)
		up[i] = toupper((unsigned char)sample[i]);
	up[i] = 0;
	printf("upper: %s\n", up);
	for (i = 0; sample[i]; i++)
		up[i] = tolower((unsigned char)sample[i]);
	printf("lower: %s\n", up);

	for (char *t = strtok(buf, " ,;"); t; t = strtok(NULL, " ,;"))
		printf("<%s>", t);
	printf("\n");
	char s[64];
	strcpy(s, "alpha");
	strcat(s, "-beta");
	strncat(s, "-gammadelta", 6);
	printf("%s %zu %d %d %d\n", s, strlen(s), strcmp(s, "alpha") > 0, strncmp(s, "alpha-x", 6), memcmp("ab", "ac", 2) < 0);
	printf("%s|%s|%s|%zu|%zu\n", strchr(s, '-'), strrchr(s, '-'), strstr(s, "beta"), strspn(s, "abhlp"), strcspn(s, "-"));
	memset(s, '*', 3);
	memmove(s + 2, s, 5);
	printf("%s %s\n", s, strpbrk(s, "bg"));
	errno = 0;
	printf("%s | %s | %s\n", strerror(ENOENT), strerror(EINVAL), strerror(0));
	printf("argc %d argv0 set %d\n", argc, argv[0] != NULL);
	return 0;
}
