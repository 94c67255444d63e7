// Command gen writes the tracer's generated PMPI wrappers (run by go generate in runtime/native).
package main

import (
	"fmt"
	"os"

	"github.com/mpiskel/mpiskel/runtime/native"
)

func main() {
	src, err := native.GenerateWrappers()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(native.WrapperFile, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
