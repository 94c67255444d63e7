// time.h and sys/time.h on the process's virtual clock: clock, time, gettimeofday, clock_gettime, getrusage, and sleeps that take no time.
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
		"getrusage":     libcGetrusage,
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

// Epoch is the calendar time (seconds since 1970, UTC) at virtual time 0:
// 2000-01-01 00:00:00 UTC. time, gettimeofday and CLOCK_REALTIME count from
// it, so that a program printing the date prints the same one every run;
// clock, getrusage and the other clocks count from 0, the run's start.
const Epoch = 946684800

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
	t := uint64(Epoch + p.virtualNow()/psPerS)
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
		if err := p.Mem.Store(a[0], 8, uint64(Epoch+now/psPerS)); err != nil {
			return 0, err
		}
		if err := p.Mem.Store(a[0]+8, 8, uint64(now%psPerS/psPerUs)); err != nil {
			return 0, err
		}
	}
	return 0, nil
}

// libcClockGettime fills struct timespec {time_t tv_sec; long tv_nsec}:
// CLOCK_REALTIME (0) and its variants the date, the others the virtual time.
func libcClockGettime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "clock_gettime"); err != nil {
		return 0, err
	}
	now := p.virtualNow()
	sec := now / psPerS
	switch a[0] {
	case 0, 5, 8, 11: // CLOCK_REALTIME, _COARSE, _ALARM, CLOCK_TAI
		sec += Epoch
	}
	if err := p.Mem.Store(a[1], 8, uint64(sec)); err != nil {
		return 0, err
	}
	return 0, p.Mem.Store(a[1]+8, 8, uint64(now%psPerS/psPerNs))
}

// libcSleep returns at once: a sleeping rank consumes no simulated compute
// time, and waiting is the simulator's business, not libc's.
func libcSleep(p *Process, _ []uint64) (uint64, error) { return 0, nil }

// libcGetrusage fills struct rusage: the user time is the virtual time
// (a rank computes all along), the rest zero.
func libcGetrusage(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "getrusage"); err != nil {
		return 0, err
	}
	b, err := p.Mem.WritableBytes(a[1], 144)
	if err != nil {
		return 0, err
	}
	clear(b)
	now := p.virtualNow()
	putU64(b[0:], uint64(now/psPerS))
	putU64(b[8:], uint64(now%psPerS/psPerUs))
	return 0, nil
}
