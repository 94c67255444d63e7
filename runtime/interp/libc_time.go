// time.h and sys/time.h on the process's virtual clock: clock, time, gettimeofday, clock_gettime, and sleeps that take no time.
package interp

func init() {
	for name, fn := range map[string]libcFunc{
		"clock":         libcClock,
		"time":          libcTime,
		"gettimeofday":  libcGettimeofday,
		"clock_gettime": libcClockGettime,
		"sleep":         libcSleep,
		"usleep":        libcSleep,
		"nanosleep":     libcSleep,
	} {
		libcFuncs[name] = fn
	}
}

// virtualNow is the process's virtual time in picoseconds (0 without a host).
func (p *Process) virtualNow() int64 {
	if p.Host == nil {
		return 0
	}
	return p.Host.Now(p)
}

const (
	psPerUs = 1_000_000
	psPerNs = 1_000
	psPerS  = 1_000_000_000_000
)

// libcClock is clock(): CLOCKS_PER_SEC is 10^6, so microseconds of virtual time.
func libcClock(p *Process, _ []uint64) (uint64, error) {
	return uint64(p.virtualNow() / psPerUs), nil
}

func libcTime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "time"); err != nil {
		return 0, err
	}
	t := uint64(p.virtualNow() / psPerS)
	if a[0] != 0 {
		if err := p.Mem.Store(a[0], 8, t); err != nil {
			return 0, err
		}
	}
	return t, nil
}

// libcGettimeofday fills struct timeval {time_t tv_sec; suseconds_t tv_usec}.
func libcGettimeofday(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "gettimeofday"); err != nil {
		return 0, err
	}
	now := p.virtualNow()
	if a[0] != 0 {
		if err := p.Mem.Store(a[0], 8, uint64(now/psPerS)); err != nil {
			return 0, err
		}
		if err := p.Mem.Store(a[0]+8, 8, uint64(now%psPerS/psPerUs)); err != nil {
			return 0, err
		}
	}
	return 0, nil
}

// libcClockGettime fills struct timespec {time_t tv_sec; long tv_nsec};
// every clock reads the same virtual time.
func libcClockGettime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "clock_gettime"); err != nil {
		return 0, err
	}
	now := p.virtualNow()
	if err := p.Mem.Store(a[1], 8, uint64(now/psPerS)); err != nil {
		return 0, err
	}
	return 0, p.Mem.Store(a[1]+8, 8, uint64(now%psPerS/psPerNs))
}

// libcSleep returns at once: a sleeping rank consumes no simulated compute
// time, and waiting is the simulator's business, not libc's.
func libcSleep(p *Process, _ []uint64) (uint64, error) { return 0, nil }
