// Package frontend holds what every front end produces: one LLVM IR module
// (github.com/llir/llvm) plus what is known of the sources it came from.
package frontend

import "github.com/llir/llvm/ir"

// Program is a loaded program, ready for analysis, transformation or running.
type Program struct {
	Module *ir.Module
	Path   string // the file it was loaded from
}
