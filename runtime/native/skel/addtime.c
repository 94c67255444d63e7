/* addtime.c: the library form of ADD_TIME for skeletons built with
 * -DMPISKEL_EXTERNAL_ADD_TIME: 'mpicc -c addtime.c' and link it. */
#define MPISKEL_EXTERNAL_ADD_TIME 1
#include "mpiskel.h"
#include <time.h>

void mpiskel_add_time(int region_id, double seconds)
{
	struct timespec t0, t;
	(void)region_id;
	if (!(seconds > 0))
		return;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (;;) {
		clock_gettime(CLOCK_MONOTONIC, &t);
		if ((double)(t.tv_sec - t0.tv_sec) + 1e-9 * (double)(t.tv_nsec - t0.tv_nsec) >= seconds)
			return;
	}
}
