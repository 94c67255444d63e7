// unistd.h and pthread.h calls a rank answers by itself: gethostname, getpid, isatty, fsync, pthread_self, affinity that changes nothing.
package interp

import "fmt"

func init() {
	for name, fn := range map[string]libcFunc{
		"gethostname":            libcGethostname,
		"getpid":                 libcGetpid,
		"pthread_self":           libcPthreadSelf,
		"pthread_setaffinity_np": libcAffinity,
		"pthread_getaffinity_np": libcAffinity,
		"sched_setaffinity":      libcAffinity,
		"fsync":                  libcFsync,
		"fdatasync":              libcFsync,
		"isatty":                 libcIsatty,
	} {
		libcFuncs[name] = fn
	}
}

// hostName is what gethostname reports: the host's HostName, else the
// name MPI_Get_processor_name gives by default.
func (p *Process) hostName() string {
	if p.HostName != "" {
		return p.HostName
	}
	return fmt.Sprintf("sim%d", p.Rank)
}

// libcGethostname copies the name, NUL-terminated when it fits; a name
// longer than the buffer is cut and the call fails with ENAMETOOLONG, as
// glibc's.
func libcGethostname(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "gethostname"); err != nil {
		return 0, err
	}
	name := p.hostName()
	size := int(min(a[1], 1<<20))
	if len(name)+1 <= size {
		return 0, p.writeString(a[0], name)
	}
	if err := p.Mem.Write(a[0], []byte(name[:size])); err != nil {
		return 0, err
	}
	p.setErrno(36) // ENAMETOOLONG
	return eof, nil
}

// libcGetpid gives each rank its own process id, the same every run.
func libcGetpid(p *Process, _ []uint64) (uint64, error) { return uint64(1000 + p.Rank), nil }

// libcPthreadSelf is the one thread a rank has.
func libcPthreadSelf(p *Process, _ []uint64) (uint64, error) { return 1, nil }

// libcAffinity succeeds without effect: where a rank runs is the machine
// model's business (cores, ranks per node), not the program's.
func libcAffinity(p *Process, _ []uint64) (uint64, error) { return 0, nil }

// libcFsync has nothing to do: the run's files live in memory.
func libcFsync(p *Process, _ []uint64) (uint64, error) { return 0, nil }

// libcIsatty says no, with ENOTTY: under mpirun a rank's output is a pipe.
func libcIsatty(p *Process, _ []uint64) (uint64, error) {
	p.setErrno(25) // ENOTTY
	return 0, nil
}
