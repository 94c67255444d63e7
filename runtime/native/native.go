// Package native is mpiskel's tracer for real MPI runs: a PMPI library in C,
// generated from the runtime/mpi table, that writes the trace format of
// runtime/trace one file per rank, and the Go side that builds a program
// with it, runs it under mpirun and merges the per-rank files.
package native

import "embed"

//go:generate go run ./gen

// Sources holds the tracer's C files (tracer/*.c, tracer/*.h), compiled
// with the traced program by Build.
//
//go:embed tracer/mst.h tracer/mst_runtime.c tracer/mst_wrappers.c
var Sources embed.FS
