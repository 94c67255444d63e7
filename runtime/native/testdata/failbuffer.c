/* failbuffer.c: an LD_PRELOAD shim that makes malloc fail for one size
 * (MPISKEL_TEST_FAIL_SIZE) on one rank (MPISKEL_TEST_FAIL_RANK), so that a
 * test can start a rank whose tracer cannot allocate its buffer. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

extern void *__libc_malloc(size_t n);

void *malloc(size_t n) {
  const char *size = getenv("MPISKEL_TEST_FAIL_SIZE"), *rank = getenv("MPISKEL_TEST_FAIL_RANK");
  const char *mine = getenv("OMPI_COMM_WORLD_RANK");
  if (size && rank && mine && (size_t)atol(size) == n && strcmp(rank, mine) == 0) {
    errno = ENOMEM;
    return NULL;
  }
  return __libc_malloc(n);
}
