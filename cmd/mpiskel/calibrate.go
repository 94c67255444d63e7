// The calibrate command: measure this machine and write a machine file with per-class CPIs, the clock, the cores and the MPI ping-pong, exchange and self-copy tables.
package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/cost/calibrate"
)

func calibrateCommand() *cli.Command {
	return &cli.Command{
		Name:  "calibrate",
		Usage: "measure this machine: CPI per instruction class, clock, cores, MPI ping-pong, exchange and self-copy tables; write a machine file",
		Description: `Measures the machine it runs on and writes a machine file (TOML) that
'mpiskel run --machine FILE' and 'mpiskel compile --cost static:FILE' read.
Every figure in it carries a comment saying what it is and how it was
measured. It takes about a minute (--quick: a few seconds, less precise).

Compute: hardware counters are not needed (often absent in VMs). Sixteen
small C kernels of different instruction mixes (integer, division, floating
point, memory, branches, calls; a stencil, a sparse matrix-vector product, a
transpose, a histogram, a sort) are compiled by clang-14 -O1 to LLVM IR, and
from that IR natively by llc-14. mpiskel's interpreter runs the IR with a
probe on every block, which gives each kernel's executed IR instructions per
class; the native runs give its time (thread CPU time, median of several
runs). Non-negative least squares of the relative errors then gives the
effective CPI of each class ([node.class_cpi]) and one CPI for all (node.cpi,
what 'run' charges per interpreted instruction). The clock is timed on a
chain of dependent adds (one cycle each); /proc/cpuinfo's figure is noted.
Two more chains give the latencies of a dependent FP add (node.fp_latency)
and of a value stored and loaded back at the same address
(node.store_load_latency), in cycles: the static model bounds a loop's
iteration by its longest loop-carried dependence cycle (a sum kept in
memory, as clang -O1 leaves one whose address escapes: both, each step;
9 + 3 cycles on a Zen 4 against the 5 + 4 of its defaults).
The CPIs are of clang-14 -O1 IR, as the test apps' app.O1.ll: IR from other
optimization levels has other instruction mixes per unit of work.

Network: a ping-pong between 2 ranks of the local MPI (built with mpicc,
run with mpirun -np 2), message sizes 0, 1, 2, 4, ... 4 MiB, gives the
one-way time per size: network model 'table' (linear between sizes). Each
message is written by its sender just before it is sent and received into a
buffer not touched lately (cycled through 64 MiB), as an application's
computed data is: a hot-cache ping-pong times 2-4 MiB messages 2-3.5x faster
than the apps' messages of that size take. At the same sizes it times an
exchange, both ranks sending each other a message at once (MPI_Sendrecv;
network.exchange_table, charged to a message above the eager limit while one
between the same two ranks travels the other way), and rank 0's
MPI_Sendrecv to itself (network.self_table, charged to a message a rank sends
itself and to a collective's copy of a rank's own block). The
eager limit is measured too: the largest message whose MPI_Send returns
while the receiver has not yet posted its receive. So is MPI's own CPU
time, LogGP's overheads: a call that moves nothing (MPI_Sendrecv with
MPI_PROC_NULL; a collective on MPI_COMM_SELF), and per eager message the
sender's send of a burst and the receiver's receive of a message already
there; 'run' charges them to every call and message (network.call_us,
collective_call_us, send_overhead_us, recv_overhead_us).

Output: what a line printed under mpirun costs the rank (one rank printing
lines of 16 and 256 bytes; node.write_us and write_byte_ns), and what
formatting one conversion of the printf family costs (snprintf of a line
with five integer conversions against a literal line; node.format_ns):
'run' charges both, as a rank printing a line per task spends microseconds
a line in the launcher's forwarding.

Memory: what the first write to a 4 KiB page of freshly mapped memory costs
(the kernel maps and zeroes it; node.first_touch_us), timed on both ranks at
once. 'run' charges it to a message received into pages of a skeleton's
size-only block that no message moved before: a program's first receive
into a buffer of megabytes it just allocated takes several times as long as
the receives after it. And what unmapping such a page costs once written
(node.unmap_us): 'run' charges it at free() of a block as large as glibc
maps for itself (128 KiB at first, raised to the size of a mapped block
freed, up to 32 MiB, as glibc does), a page of the block each.

Cores: the logical processors this process may use. Ranks beyond them share
them ('run' stretches compute by ranks/cores); calibrate runs 1, 2, 4, ...
--np-max copies of a kernel at once under mpirun and notes their slowdown
next to that model. With 2, 4, ... ranks per core (up to --np-max ranks) it
times 8-byte exchanges (MPI_Sendrecv) between rank pairs, all ranks at once:
a message then waits until the scheduler runs its receiver, and 'run' adds
the excess over the table's 0-byte time to every message (network.oversubscribed).

Noise: one rank per core spins on the clock under mpirun (3 s; --quick 0.3 s),
and every step between two reads over 1 µs is a detour (the timer tick, the
kernel's and the hypervisor's work, MPI's own threads): per decade of length
from 1 µs, their mean length and rate per second of compute (node.noise);
and the fraction of their time the ranks' CPU clocks did not count
(node.noise_off_cpu: the hypervisor running another guest, the kernel another
task), which costs measured in CPU time lack. 'run' interrupts compute with
them at random, so that ranks that synchronise wait for the one a detour hit,
as they do natively (two ranks exchanging after every 2.6 ms of compute
waited 45-175 µs an exchange on a 2-core VM).

MPI over time: on a VM, MPI's latency and bandwidth can have modes that
last seconds to minutes (on a 2-core EPYC VM a 0-byte message took 0.13 or
0.36 µs one way, depending on when). A calibration launches its ping-pong
five times, at least 12 s apart. To sample longer or at chosen times,
--sample-mpi FILE runs only the MPI measurements, once, and appends them to
FILE (seconds); run it as often as wanted (between an application's runs,
or hours apart), then 'calibrate --mpi-samples FILE' takes the MPI figures
from all of FILE's launches, pooled, and launches none of its own. Samples
and calibration must agree on --quick and --aslr. When the launches' 0-byte
latencies fall in two modes (1.5x apart or more, none between), the tables
and overheads pool only the launches of the mode more of them were in, so
that the file describes one state of the machine, and a comment gives both
modes ('# latency modes:').

Other processes running meanwhile disturb the timings: the load average at
the start and end is written in the file. Progress goes to stderr.

Checks: a calibration that contradicts the machine is measured again and,
if it still does, refused. The clock must lie within 0.5-2x of what the
system says (/proc/cpuinfo's "cpu MHz" and, where cpufreq exists, its
cpuinfo_max_freq: 2x above the larger admits turbo clocks; 0.25-6.5 GHz
when the system says nothing); no kernel may take fewer than 0.02 cycles
per IR instruction (more than the widest cores issue, counting the IR that
compiles to nothing); and the noise measurement must not have been left
out as disturbed (detours over 20% of the time are other processes' work).
A part failing a check (the clock and kernels, or the noise) is measured
again, up to 3 times in all, 10 s apart (--quick: 1 s). If it still fails,
calibrate writes no machine file and exits with status 1, saying what
failed: a file that contradicts the machine predicts far off (a clock read
as 17.37 GHz on a 2.3 GHz Xeon gave 0.22-0.77x the native times). --force
writes it anyway; the file then says which checks failed (DOUBTFUL). Every
machine file lists the checks and their verdicts in its opening comments.

Needs clang-14, llc-14, mpicc and mpirun on PATH (run as root, mpirun gets
--allow-run-as-root --oversubscribe).

Example:
   mpiskel calibrate -o machine.toml
   mpiskel compile --level 3 --cost static:machine.toml -o app.skel.ll app.O1.ll
   mpiskel run --np 64 --machine machine.toml app.skel.ll`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "-", Usage: "write the machine file to `FILE` ('-': standard output)"},
			&cli.IntFlag{Name: "np-max", Value: 8, Usage: "measure core sharing with up to `N` concurrent copies of a kernel"},
			&cli.BoolFlag{Name: "quick", Usage: "fewer and shorter runs and fewer message sizes (powers of 4): seconds instead of a minute, noisier figures"},
			&cli.StringFlag{Name: "sample-mpi", Usage: "only measure MPI, once, and append the samples to `FILE` (no machine file; see 'MPI over time')"},
			&cli.StringFlag{Name: "mpi-samples", Usage: "take the MPI figures from the launches in `FILE` (written by --sample-mpi) instead of launching them"},
			&cli.BoolFlag{Name: "force", Usage: "write the machine file even when the measurement still contradicts the machine after its repeats (see 'Checks'); the file says which checks failed"},
			aslrFlag,
		},
		Action: calibrateAction,
	}
}

func calibrateAction(c *cli.Context) error {
	if c.NArg() > 0 {
		return &exitStatus{code: 2, err: fmt.Errorf("calibrate: unexpected argument %q (options: --np-max N, --quick, --aslr, --force, --sample-mpi FILE, --mpi-samples FILE, -o FILE)", c.Args().First())}
	}
	if c.Int("np-max") < 1 {
		return &exitStatus{code: 2, err: fmt.Errorf("calibrate: --np-max %d: want at least 1", c.Int("np-max"))}
	}
	opt := calibrate.Options{Quick: c.Bool("quick"), KeepASLR: c.Bool("aslr"), NPMax: c.Int("np-max"), MPISamples: c.String("mpi-samples"), Log: c.App.ErrWriter}
	if path := c.String("sample-mpi"); path != "" {
		for _, other := range []string{"output", "mpi-samples", "np-max", "force"} {
			if c.IsSet(other) {
				return &exitStatus{code: 2, err: fmt.Errorf("calibrate: --sample-mpi measures MPI only and writes no machine file: --%s does not apply", other)}
			}
		}
		n, err := calibrate.SampleMPI(c.Context, opt, path)
		if err != nil {
			return &exitStatus{code: 1, err: fmt.Errorf("calibrate: %w", err)}
		}
		fmt.Fprintf(c.App.ErrWriter, "calibrate: %s now holds %d launch(es); 'mpiskel calibrate --mpi-samples %s' pools them\n", path, n, path)
		return nil
	}
	if err := checkWritable(c.String("output")); err != nil {
		return &exitStatus{code: 2, err: fmt.Errorf("calibrate: -o: %w", err)}
	}
	res, err := calibrate.Calibrate(c.Context, opt)
	if err != nil {
		return &exitStatus{code: 1, err: fmt.Errorf("calibrate: %w", err)}
	}
	if err := res.Refusal(); err != nil {
		if !c.Bool("force") {
			return &exitStatus{code: 1, err: fmt.Errorf("calibrate: %w\nno machine file written: calibrate on a quiet machine, or write it anyway, marked DOUBTFUL, with --force", err)}
		}
		fmt.Fprintf(c.App.ErrWriter, "calibrate: warning: %v\ncalibrate: --force: writing the machine file anyway, marked DOUBTFUL\n", err)
	}
	if _, err := res.Check(); err != nil {
		return &exitStatus{code: 1, err: fmt.Errorf("calibrate: %w", err)}
	}
	text := res.MachineFile()
	if out := c.String("output"); out == "-" {
		if _, err := c.App.Writer.Write(text); err != nil {
			return &exitStatus{code: 1, err: err}
		}
	} else if err := os.WriteFile(out, text, 0o644); err != nil {
		return &exitStatus{code: 1, err: fmt.Errorf("calibrate: %w", err)}
	}
	w := c.App.ErrWriter
	fmt.Fprintf(w, "calibrate: clock %.3f GHz; CPI", res.ClockGHz)
	for k := 0; k < cost.NumClasses; k++ {
		fmt.Fprintf(w, " %s %.3g", cost.ClassName(k), res.ClassCPI[k])
	}
	fmt.Fprintf(w, "; one CPI %.3g\n", res.CPI)
	last := res.PingPong[len(res.PingPong)-1]
	fmt.Fprintf(w, "calibrate: MPI one-way %.3f µs at 0 bytes, %.1f µs at %d bytes (exchange %.1f µs, self copy %.1f µs); eager limit %d bytes; %d cores\n",
		res.PingPong[0].TableUs, last.TableUs, last.Bytes, res.Exchange[len(res.Exchange)-1].TableUs, res.Self[len(res.Self)-1].TableUs, res.EagerLimit, res.Cores)
	return nil
}
