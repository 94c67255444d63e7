// The skeleton API's native side: mpiskel.h and the ADD_TIME library that emitted C skeletons build with.
package native

import (
	"embed"
	"os"
	"path/filepath"
)

// SkeletonHeader is the name emitted C skeletons include.
const SkeletonHeader = "mpiskel.h"

// SkeletonSources holds skel/mpiskel.h (ADD_TIME, BSIM_ADD_TIME and, under
// real MPI, a spinning definition) and skel/addtime.c (the same as a library,
// for -DMPISKEL_EXTERNAL_ADD_TIME builds).
//
//go:embed skel/mpiskel.h skel/addtime.c
var SkeletonSources embed.FS

// WriteSkeletonHeader writes mpiskel.h into dir, where a skeleton's
// #include "mpiskel.h" finds it both under mpicc and mpiskel's C front end.
func WriteSkeletonHeader(dir string) error {
	data, err := SkeletonSources.ReadFile("skel/" + SkeletonHeader)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, SkeletonHeader), data, 0o644)
}
