// Run: simulating a compiled program with one interpreter process per rank.
package sim

import (
	"github.com/mpiskel/mpiskel/runtime/interp"
	"github.com/mpiskel/mpiskel/runtime/mpi"
)

// Run simulates prog (compiled with HostOptions of its module) at cfg.NP
// ranks of an MPI library with binary interface abi. The Result is
// returned even when the run fails; the error is then a *RunError (MPI
// misuse, a crash, MPI_Abort, deadlock) or a setup error, and
// Result.ExitCode is non-zero.
func Run(prog *interp.Program, abi mpi.ABI, cfg Config) (*Result, error) {
	if cfg.NP > 0 {
		if err := CheckRanksFit(cfg.NP, RankBytes(prog), cfg.MemoryLimit); err != nil {
			return nil, err
		}
	}
	return run(abi, cfg, prog.GlobalAddr, func(rank int, host interp.Host) (*interp.Process, proc, error) {
		p, err := prog.NewProcess(rank, cfg.Args, host)
		if err != nil {
			return nil, nil, err
		}
		return p, p, nil
	})
}
