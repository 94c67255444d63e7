// Tests of string.h, strerror and ctype.h against glibc.
package interp

import (
	"fmt"
	"strings"
	"testing"
)

var stringPairs = [][2]string{
	{"", ""}, {"a", ""}, {"", "a"}, {"abc", "abc"}, {"abc", "abd"}, {"abd", "abc"}, {"ab", "abc"},
	{"ABC", "abc"}, {"Hello", "hello, world"}, {"\xff", "\x01"}, {"\x80abc", "abc"}, {"same prefix x", "same prefix y"},
	{"hello world", "o w"}, {"hello world", "xyz"}, {"aaab", "aab"}, {"mississippi", "issip"}, {"a,b;;c", ",;"},
}

// TestStringFunctionsAgainstGlibc compares return values (as signs and
// offsets) of the comparison and search functions on every pair.
func TestStringFunctionsAgainstGlibc(t *testing.T) {
	var src strings.Builder
	src.WriteString(`#include <stdio.h>
#include <string.h>
#include <strings.h>
static long off(const char *p, const char *s) { return p ? (long)(p - s) : -1; }
static void one(const char *a, const char *b) {
	size_t la = strlen(a), lb = strlen(b), n = la < lb ? la : lb;
	printf("%d %d %d %d %d %d\n", strcmp(a, b), strncmp(a, b, 2), memcmp(a, b, n + (la == lb)), strcasecmp(a, b), strncasecmp(a, b, 3), strcoll(a, b));
	printf("%zu %zu %zu %zu %ld %ld %ld %ld %ld %ld\n", la, strnlen(a, 3), strspn(a, b), strcspn(a, b), off(strstr(a, b), a), off(strchr(a, b[0]), a), off(strrchr(a, b[0]), a), off(strpbrk(a, b), a), off(memchr(a, b[0], la), a), off(strchr(a, 0), a));
	char buf[64]; strcpy(buf, a); strncat(buf, b, 2); printf("[%s]", buf); strncpy(buf, b, 3); buf[3] = 0; printf("[%s]", buf);
	strcpy(buf, a); strcat(buf, "|"); strcat(buf, b); printf("[%s]\n", buf);
	strcpy(buf, a); for (char *t = strtok(buf, b[0] ? b : " "); t; t = strtok(NULL, b[0] ? b : " ")) printf("<%s>", t); printf("\n");
}
int main(void) {
`)
	for _, p := range stringPairs {
		src.WriteString("\tone(" + cQuote(p[0]) + ", " + cQuote(p[1]) + ");\n")
	}
	src.WriteString("\treturn 0;\n}\n")
	want := string(gccOutput(t, src.String()))

	var got strings.Builder
	for _, pair := range stringPairs {
		p, out, _ := libcTestProcess()
		a, b := cstr(t, p, pair[0]), cstr(t, p, pair[1])
		la, lb := uint64(len(pair[0])), uint64(len(pair[1]))
		n := min(la, lb)
		if la == lb {
			n++
		}
		i32 := func(v uint64) int32 { return int32(v) }
		fmt.Fprintf(&got, "%d %d %d %d %d %d\n", i32(call(t, p, "strcmp", a, b)), i32(call(t, p, "strncmp", a, b, 2)),
			i32(call(t, p, "memcmp", a, b, n)), i32(call(t, p, "strcasecmp", a, b)), i32(call(t, p, "strncasecmp", a, b, 3)),
			i32(call(t, p, "strcoll", a, b)))
		off := func(r uint64) int64 {
			if r == 0 {
				return -1
			}
			return int64(r - a)
		}
		var b0 uint64
		if lb > 0 {
			b0 = uint64(pair[1][0])
		}
		fmt.Fprintf(&got, "%d %d %d %d %d %d %d %d %d %d\n", call(t, p, "strlen", a), call(t, p, "strnlen", a, 3),
			call(t, p, "strspn", a, b), call(t, p, "strcspn", a, b), off(call(t, p, "strstr", a, b)),
			off(call(t, p, "strchr", a, b0)), off(call(t, p, "strrchr", a, b0)), off(call(t, p, "strpbrk", a, b)),
			off(call(t, p, "memchr", a, b0, la)), off(call(t, p, "strchr", a, 0)))
		buf := buffer(p, 64)
		show := func() string { s, _ := p.Mem.CString(buf, 64); return s }
		call(t, p, "strcpy", buf, a)
		call(t, p, "strncat", buf, b, 2)
		fmt.Fprintf(&got, "[%s]", show())
		call(t, p, "strncpy", buf, b, 3)
		p.Mem.Store(buf+3, 1, 0)
		fmt.Fprintf(&got, "[%s]", show())
		call(t, p, "strcpy", buf, a)
		call(t, p, "strcat", buf, cstr(t, p, "|"))
		call(t, p, "strcat", buf, b)
		fmt.Fprintf(&got, "[%s]\n", show())
		call(t, p, "strcpy", buf, a)
		delim := b
		if lb == 0 {
			delim = cstr(t, p, " ")
		}
		for tok := call(t, p, "strtok", buf, delim); tok != 0; tok = call(t, p, "strtok", 0, delim) {
			s, _ := p.Mem.CString(tok, 64)
			fmt.Fprintf(&got, "<%s>", s)
		}
		got.WriteString("\n")
		_ = out
	}
	compareLines(t, got.String(), want, nil, 0)
}

func TestStringFaults(t *testing.T) {
	p, _, _ := libcTestProcess()
	small := buffer(p, 4)
	if _, err := libcStrcpy(p, []uint64{small, cstr(t, p, "too long")}); err == nil {
		t.Error("strcpy overflowing a 4-byte buffer succeeded")
	}
	p.Mem.Write(small, []byte("abcd"))
	if _, err := libcStrlen(p, []uint64{small}); err == nil || !strings.Contains(err.Error(), "not NUL-terminated") {
		t.Errorf("strlen of an unterminated buffer: %v", err)
	}
	if _, err := libcMemmove(p, []uint64{small, cstr(t, p, "12345678"), 8}); err == nil {
		t.Error("memcpy past the destination succeeded")
	}
	if _, err := libcStrtok(p, []uint64{0, cstr(t, p, " ")}); err == nil {
		t.Error("strtok(NULL) before any string did not fault like glibc")
	}
	// memmove with overlap, both directions.
	b := cstr(t, p, "0123456789")
	call(t, p, "memmove", b+2, b, 5)
	call(t, p, "memmove", b, b+1, 3)
	if s, _ := p.Mem.CString(b, 20); s != "1011234789" {
		t.Errorf("overlapping memmove gave %q", s)
	}
	call(t, p, "memset", b, 'z', 3)
	if s, _ := p.Mem.CString(b, 20); s != "zzz1234789" {
		t.Errorf("memset gave %q", s)
	}
	d := call(t, p, "strdup", b)
	if s, _ := p.Mem.CString(d, 20); s != "zzz1234789" || p.Mem.Size(d) != 11 {
		t.Errorf("strdup gave %q in %d bytes", s, p.Mem.Size(d))
	}
	d = call(t, p, "strndup", b, 4)
	if s, _ := p.Mem.CString(d, 20); s != "zzz1" {
		t.Errorf("strndup gave %q", s)
	}
	// strerror's text is read-only, as glibc's is.
	e := call(t, p, "strerror", 2)
	if _, err := libcStrcpy(p, []uint64{e, cstr(t, p, "x")}); err == nil {
		t.Error("writing into strerror's string succeeded")
	}
}

func TestStrerrorAgainstGlibc(t *testing.T) {
	want := string(gccOutput(t, `#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
int main(void) {
	for (int i = -2; i <= 140; i++) printf("%d %s\n", i, strerror(i));
	fflush(stdout); dup2(1, 2);
	errno = ENOENT; perror("open"); errno = ENOENT; perror(""); errno = 0; perror(0);
	return 0;
}
`))
	p, out, errOut := libcTestProcess()
	for i := -2; i <= 140; i++ {
		s, _ := p.Mem.CString(call(t, p, "strerror", uint64(uint32(int32(i)))), 100)
		fmt.Fprintf(out, "%d %s\n", i, s)
	}
	p.setErrno(2)
	call(t, p, "perror", cstr(t, p, "open"))
	p.setErrno(2)
	call(t, p, "perror", cstr(t, p, ""))
	p.setErrno(0)
	call(t, p, "perror", 0)
	compareLines(t, out.String()+errOut.String(), want, nil, 0)
}

// TestCtypeAgainstGlibc compares the tables behind __ctype_b_loc and
// friends entry by entry, and the ctype functions on every argument.
func TestCtypeAgainstGlibc(t *testing.T) {
	want := string(gccOutput(t, `#include <stdio.h>
#include <ctype.h>
int main(void) {
	const unsigned short *b = *__ctype_b_loc();
	const int *up = *__ctype_toupper_loc(), *lo = *__ctype_tolower_loc();
	for (int i = -128; i < 256; i++) printf("%d %04x %d %d\n", i, b[i], up[i], lo[i]);
	for (int i = -130; i < 260; i++)
		printf("%d: %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", i, (isalnum)(i), (isalpha)(i), (isblank)(i), (iscntrl)(i),
			(isdigit)(i), (isgraph)(i), (islower)(i), (isprint)(i), (ispunct)(i), (isspace)(i), (isupper)(i), (isxdigit)(i),
			(toupper)(i), (tolower)(i));
	return 0;
}
`))
	p, _, _ := libcTestProcess()
	var got strings.Builder
	ptr := func(name string) uint64 {
		cell := call(t, p, name)
		v, err := p.Mem.Load(cell, 8)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	b, up, lo := ptr("__ctype_b_loc"), ptr("__ctype_toupper_loc"), ptr("__ctype_tolower_loc")
	load := func(base uint64, i, size int) uint64 {
		v, err := p.Mem.Load(base+uint64(int64(i*size)), size)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for i := -128; i < 256; i++ {
		fmt.Fprintf(&got, "%d %04x %d %d\n", i, load(b, i, 2), int32(load(up, i, 4)), int32(load(lo, i, 4)))
	}
	for i := -130; i < 260; i++ {
		fmt.Fprintf(&got, "%d:", i)
		for _, f := range []string{"isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint", "ispunct", "isspace", "isupper", "isxdigit", "toupper", "tolower"} {
			fmt.Fprintf(&got, " %d", int32(call(t, p, f, uint64(uint32(int32(i))))))
		}
		got.WriteString("\n")
	}
	compareLines(t, got.String(), want, nil, 0)
	// The tables are read-only, as glibc's are.
	if err := p.Mem.Store(b, 2, 0); err == nil {
		t.Error("the ctype table is writable")
	}
}
