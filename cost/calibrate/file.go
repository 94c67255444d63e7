// File: a calibration written as a machine file (TOML), every figure with a comment saying what it is and how it was measured.
package calibrate

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/mpiskel/mpiskel/cost"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/runtime/network"
)

// MachineFile is the calibration as a machine file for mpiskel run
// --machine and compile --cost static:FILE. Its lines and their order are
// the same for every calibration; only the measured figures differ.
func (r *Result) MachineFile() []byte {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	mode := "full"
	if r.Quick {
		mode = "quick (--quick: fewer and shorter runs, fewer message sizes)"
	}
	p("# This machine, measured by 'mpiskel calibrate' (%s).", mode)
	p("# Load average (1, 5, 15 min) at the start: %s; at the end: %s. Other", r.LoadStart, r.LoadEnd)
	p("# processes running meanwhile disturb the timings: calibrate on a quiet machine.")
	p("# The MPI runs' address-space layout: %s.", r.Layout)
	r.checkLines(p)
	p("name = \"calibrated\"")
	p("description = %q", fmt.Sprintf("%s, %d cores at %.2f GHz; CPI per instruction class, MPI ping-pong, exchange and self-copy tables (mpiskel calibrate)", r.CPUModel, r.Cores, r.ClockGHz))
	p("")
	p("[node]")
	p("# Cores: the logical processors this process may run on (%s).", r.CoresDetail)
	p("# Ranks beyond them share them: mpiskel run stretches compute by ranks / cores.")
	p("# Measured: 1 to %d copies of kernel %s at once under mpirun, median wall time per", r.Sharing[len(r.Sharing)-1].Procs, r.ShareKernel)
	p("# run over that of one copy alone, against that model:")
	p("#   copies  slowdown  model")
	for _, s := range r.Sharing {
		p("#   %6d  %8.2f  %5.2f", s.Procs, s.Slowdown, math.Max(1, float64(s.Procs)/float64(r.Cores)))
	}
	p("cores = %d", r.Cores)
	p("# Clock: a chain of dependent register adds (one cycle each) ran %.3f adds per ns,", r.ChainGHz)
	cpufreq := "no cpufreq here"
	if r.CpufreqMaxMHz > 0 {
		cpufreq = fmt.Sprintf("cpufreq's maximum: %.0f MHz", r.CpufreqMaxMHz)
	}
	p("# median of %d runs in thread CPU time. /proc/cpuinfo says %.0f MHz (%s);", r.ChainRuns, r.CpuinfoMHz, r.CPUModel)
	p("# %s.", cpufreq)
	p("clock_ghz = %.3f", r.ClockGHz)
	p("# fp_latency, store_load_latency: cycles of a dependent FP add (a chain of s += x,")
	p("# the sum in a register), and of a value stored and loaded back at the same address")
	p("# (the chain with the sum in memory, as clang -O1 leaves a sum whose address escapes,")
	p("# less the FP add): %.3f and %.3f ns a step, medians of %d runs each.", r.FPLatency/r.ClockGHz, (r.FPLatency+r.StoreLoadLatency)/r.ClockGHz, r.ChainRuns)
	p("# The static model bounds a loop's iteration by its longest loop-carried dependence")
	p("# cycle in these latencies (a sum in memory: both, each iteration).")
	p("fp_latency = %.2f", r.FPLatency)
	p("store_load_latency = %.2f", r.StoreLoadLatency)
	p("# cpi: one CPI for every IR instruction, what mpiskel run charges each instruction")
	p("# it interprets: the least-squares fit (relative errors) over the kernels below.")
	p("cpi = %.4f", r.CPI)
	p("# write_us, write_byte_ns: what printing a line costs a rank under mpirun (its")
	p("# launcher forwards the output; the rank's stdout is a terminal, one write per")
	p("# line; mpirun's own stdout /dev/null): %d lines of 16 and of 256 bytes, median of", r.OutLines)
	p("# %d runs in %d launches (after the ping-pong's): %.3f and %.3f µs a line.", r.OutReps, r.PPLaunches, r.OutShort*1e6, r.OutLong*1e6)
	p("write_us = %.4f", r.WriteUs)
	p("write_byte_ns = %.4f", r.WriteByteNs)
	p("# format_ns: what formatting one conversion of the printf family costs (libc's work,")
	p("# which the interpreter does in Go without counting instructions): %d snprintf calls", r.OutLines)
	p("# of a line with five integer conversions less as many of a literal line of the same")
	p("# length, per conversion, median of %d runs. Floating-point conversions cost more.", r.OutReps)
	p("format_ns = %.2f", r.FormatNs)
	p("# first_touch_us: what the first write to a 4 KiB page of fresh memory costs (the")
	p("# kernel maps and zeroes it), charged to a message received into pages of a block")
	p("# no message moved before: 8 MiB freshly mapped, written once and again, ranks 0")
	p("# and 1 at once; the difference per page, median of %d runs (%.3f-%.3f µs).", len(r.FirstTouchSamples), slices.Min(r.FirstTouchSamples), slices.Max(r.FirstTouchSamples))
	p("first_touch_us = %.4f", r.FirstTouchUs)
	p("# unmap_us: what freeing a block glibc mapped for itself costs per 4 KiB page (the")
	p("# kernel unmaps and frees each page), charged at free() as compute: the 8 MiB above,")
	p("# written, unmapped; median of %d runs (%.3f-%.3f µs).", len(r.UnmapSamples), slices.Min(r.UnmapSamples), slices.Max(r.UnmapSamples))
	p("unmap_us = %.4f", r.UnmapUs)
	r.noiseLines(p)
	p("")
	p("# Kernels (cost/calibrate/kernels/kernels.c): compiled by clang-14 %s to LLVM IR, and", OptLevel)
	p("# natively from that IR by llc-14 -relocation-model=pic %s (as mpiskel profile). Instructions per unit of", native.AlignLoops)
	p("# work by class (cost.Classify), counted by running the IR in mpiskel's interpreter")
	p("# with a probe on every block (runs of 8, 16 and 24 units, or 1, 2 and 3 for those")
	p("# on several MiB: the counts are linear and add up to the interpreter's); time per")
	p("# unit: median (min-max) of %d native", r.kernelRuns())
	p("# runs in thread CPU time. Fit: the time the CPIs predict, relative to the measured,")
	p("# with the class CPIs below and with the single cpi above. Marked *: not fitted,")
	p("# shown to bound the model's error on such code:")
	for _, name := range Kernels {
		if why := Unfitted[name]; why != "" {
			p("#   *%s: %s.", name, why)
		}
	}
	head := "#   kernel        "
	for c := 0; c < cost.NumClasses; c++ {
		head += fmt.Sprintf(" %9s", cost.ClassName(c))
	}
	p("%s  %10s %21s  %7s %7s", head, "ns/unit", "(min-max)", "classes", "single")
	for i, k := range r.Kernels {
		name := k.Name
		if Unfitted[name] != "" {
			name = "*" + name
		}
		line := fmt.Sprintf("#   %-14s", name)
		for _, n := range k.Counts {
			line += fmt.Sprintf(" %9.1f", n)
		}
		p("%s  %10.2f %21s  %+6.1f%% %+6.1f%%", line, k.Ns, fmt.Sprintf("(%.2f-%.2f)", k.MinNs, k.MaxNs), 100*r.FitClass[i], 100*r.FitSingle[i])
	}
	var fc, fs []float64
	for i, k := range r.Kernels {
		if Unfitted[k.Name] == "" {
			fc, fs = append(fc, r.FitClass[i]), append(fs, r.FitSingle[i])
		}
	}
	p("#   median |fit error| of the fitted kernels: classes %.1f%%, single %.1f%%", 100*medianAbs(fc), 100*medianAbs(fs))
	p("")
	p("# CPI per instruction class: IC × CPI × CCT in mpiskel compile --cost static:FILE.")
	p("# Non-negative least squares of the kernels' relative errors, each class bounded")
	p("# below by %g cycles (an instruction that compiles to nothing, such as a phi,", r.LowerBound)
	p("# costs next to nothing). An effective CPI includes what the class's instructions")
	p("# wait for (caches, mispredictions, dependences) in these kernels' mixes.")
	p("[node.class_cpi]")
	for c := 0; c < cost.NumClasses; c++ {
		note := ""
		if r.AtBound[c] {
			note = "  # at the lower bound"
		}
		p("%-7s = %.4f%s", cost.ClassName(c), r.ClassCPI[c], note)
	}
	p("")
	p("[network]")
	p("model = \"table\"")
	p("# eager_limit: the largest message MPI_Send completed without waiting for its")
	p("# receive, which rank 1 posted %d ms late (median of 3 sends; powers of two, then", r.EagerDelayMs)
	p("# bisection; larger messages are rendezvous). Sends timed (bytes, seconds):")
	for i := 0; i < len(r.EagerProbes); i += 6 {
		p("#   %s", strings.Join(r.EagerProbes[i:min(i+6, len(r.EagerProbes))], ";  "))
	}
	p("eager_limit = %d", r.EagerLimit)
	p("# table: the one-way time of a message per size, half the round trip of an MPI")
	p("# ping-pong between 2 ranks (mpicc -O2, mpirun -np 2): median of %d repetitions of", r.PPReps)
	p("# about %d µs of round trips each (at least one), in %s. Each message is written by its", r.PPTargetUs, r.launchesText())
	p("# sender just before it is sent and received into memory not touched lately")
	p("# (buffers cycled through 64 MiB), as an application's data (hot-cache ping-pongs")
	p("# time 2-4 MiB messages 2-3.5x faster). Linear between rows, the last")
	p("# slope beyond; the time of a rendezvous message includes its handshake.")
	p("# Where a larger message's median was below a smaller one's (noise), the two are")
	p("# pooled so that the table does not decrease (the comment keeps the median).")
	if m := r.LatencyModes; m != nil {
		p("# latency modes: %d at %.3f-%.3f µs (pooled), %d at %.3f-%.3f µs (left out): the", m.Kept, m.KeptUs[0], m.KeptUs[1], m.Left, m.LeftUs[0], m.LeftUs[1])
		p("# launches' 0-byte latencies fell in two modes (a VM's cores placed nearer or farther")
		p("# apart, for seconds to minutes); this table, exchange_table, self_table, the")
		p("# overheads and first_touch_us are of the launches of the first, the state the")
		p("# machine was in most.")
	}
	writeTable(p, "table", r.PingPong)
	p("# exchange_table: charged instead of table to a message above the eager limit")
	p("# sent while a message between the same two ranks travels the other way (the")
	p("# pairwise steps of Alltoall and Sendrecv). Measured at the same sizes: ranks 0")
	p("# and 1 each write a message, meet at a barrier, then each MPI_Sendrecv the other")
	p("# (one message each way at once); the longer of the two Sendrecv times, median of")
	p("# %d repetitions of about %d µs of exchanges; buffers and pooling as for table.", r.PPReps, r.PPTargetUs)
	p("# Both directions share the memory bandwidth: large messages take longer than one way.")
	writeTable(p, "exchange_table", r.Exchange)
	p("# self_table: charged to a message a rank sends itself, and to a collective's")
	p("# copy of a rank's own block (Alltoall family). Measured at the same sizes: rank")
	p("# 0's MPI_Sendrecv to itself on MPI_COMM_SELF (the copy MPI makes), median of %d", r.PPReps)
	p("# repetitions of about %d µs of calls; the source written just before, the", r.PPTargetUs)
	p("# destination cycled through 64 MiB, pooled as for table.")
	writeTable(p, "self_table", r.Self)
	p("# MPI's own CPU time (LogGP's overheads), µs, median of %d repetitions (mpirun -np 2):", len(r.OvSamples[0]))
	p("# call_us an MPI_Sendrecv with MPI_PROC_NULL on both sides, charged to every")
	p("# point-to-point, probe and completion call; collective_call_us an MPI_Allreduce")
	p("# on MPI_COMM_SELF, charged to every collective; send_overhead_us and")
	p("# recv_overhead_us an 8-byte MPI_Send of a burst the receiver takes later, and")
	p("# the receiver's MPI_Recv of one once all have arrived, less call_us: charged")
	p("# to each eager message's sender and receiver, whose CPU they occupy in turn.")
	p("# A message's table time includes both and the receive call.")
	if r.OvScale != 1 {
		p("# Measured %.4f and %.4f µs, scaled by %.3f to fit the 0-byte time with call_us.", r.SendOverheadUs/r.OvScale, r.RecvOverheadUs/r.OvScale, r.OvScale)
	}
	p("call_us = %.4f  # %s", r.CallUs, spread(r.OvSamples[0]))
	p("collective_call_us = %.4f  # %s", r.CollectiveCallUs, spread(r.OvSamples[1]))
	p("send_overhead_us = %.4f  # send %s", r.SendOverheadUs, spread(r.OvSamples[2]))
	p("recv_overhead_us = %.4f  # receive %s", r.RecvOverheadUs, spread(r.OvSamples[3]))
	if len(r.Oversub) > 0 {
		p("# oversubscribed: rows [ranks per core, µs], the time of an 8-byte exchange")
		p("# (MPI_Sendrecv between ranks 2k and 2k+1, all ranks at once, mpirun -np ranks)")
		p("# when the node runs more ranks than cores: a message waits until the scheduler")
		p("# runs its receiver. Median over %d launches (ranks land on the cores differently", r.OversubLaunch)
		p("# each time) of the mean over ranks. mpiskel run adds the excess over the table's")
		p("# 0-byte time to every message when ranks_per_node exceeds cores (linear in")
		p("# ranks per core between rows, from no excess at 1).")
		p("oversubscribed = [")
		for _, o := range r.Oversub {
			p("  [%5.2f, %10.4f],  # %d ranks: %.4f-%.4f µs, %d repetitions", o.RanksPerCore, o.Us, o.Ranks, o.MinUs, o.MaxUs, o.Runs)
		}
		p("]")
	}
	return []byte(b.String())
}

// writeTable writes the rows [bytes, µs] of a table of message times
// (TableUs, non-decreasing), each with a comment of what was measured: the
// spread of the repetitions, the bandwidth, and the median where it was
// pooled.
func writeTable(p func(string, ...any), key string, pts []PingPoint) {
	p("%s = [", key)
	p("  #      bytes         µs   # min-max µs, GB/s")
	for _, pt := range pts {
		gbs := ""
		if pt.Bytes > 0 && pt.TableUs > 0 {
			gbs = fmt.Sprintf(", %.2f GB/s", float64(pt.Bytes)/pt.TableUs/1e3)
		}
		adj := ""
		if pt.Adjusted {
			adj = fmt.Sprintf(", median %.4f pooled", pt.Us)
		}
		p("  [%10d, %10.4f],  # %.4f-%.4f%s%s", pt.Bytes, pt.TableUs, pt.MinUs, pt.MaxUs, gbs, adj)
	}
	p("]")
}

// spread is "median µs (min-max)" of samples.
func spread(v []float64) string {
	return fmt.Sprintf("%.4f µs (%.4f-%.4f)", median(v), slices.Min(v), slices.Max(v))
}

func (r *Result) kernelRuns() int {
	if len(r.Kernels) == 0 {
		return 0
	}
	return r.Kernels[0].Runs
}

func medianAbs(v []float64) float64 {
	a := make([]float64, len(v))
	for i, x := range v {
		a[i] = math.Abs(x)
	}
	return median(a)
}

// Check parses the machine file as mpiskel run and compile will, and
// checks that it says what the calibration measured.
func (r *Result) Check() (*network.Machine, error) {
	m, err := network.ParseMachine(r.MachineFile(), "calibration", "calibrated")
	if err != nil {
		return nil, fmt.Errorf("the machine file written does not load: %w", err)
	}
	if _, err := m.Model(); err != nil {
		return nil, err
	}
	if n := m.Network; len(n.Table) != len(r.PingPong) || len(n.ExchangeTable) != len(r.Exchange) || len(n.SelfTable) != len(r.Self) ||
		m.Node.Cores != r.Cores || len(m.Node.ClassCPI) != cost.NumClasses {
		return nil, fmt.Errorf("the machine file written lost figures: %d table, %d exchange_table and %d self_table rows for %d, %d and %d sizes, %d cores for %d, %d class CPIs",
			len(n.Table), len(n.ExchangeTable), len(n.SelfTable), len(r.PingPong), len(r.Exchange), len(r.Self), m.Node.Cores, r.Cores, len(m.Node.ClassCPI))
	}
	if o := m.Network; o.CallUs != r.CallUs || o.CollectiveCallUs != r.CollectiveCallUs || o.SendOverheadUs != r.SendOverheadUs || o.RecvOverheadUs != r.RecvOverheadUs {
		return nil, fmt.Errorf("the machine file written lost the overheads: %g %g %g %g µs for %g %g %g %g",
			o.CallUs, o.CollectiveCallUs, o.SendOverheadUs, o.RecvOverheadUs, r.CallUs, r.CollectiveCallUs, r.SendOverheadUs, r.RecvOverheadUs)
	}
	return m, nil
}

// launchesText says how the ping-pong's repetitions were launched.
func (r *Result) launchesText() string {
	switch {
	case r.PPSamples != "":
		return fmt.Sprintf("%d launches from %s to %s ('mpiskel calibrate --sample-mpi %s')",
			r.PPLaunches, r.PPFirst.Format(time.RFC3339), r.PPLast.Format(time.RFC3339), r.PPSamples)
	case r.PPLaunches <= 1:
		return "one launch"
	}
	return fmt.Sprintf("%d launches at least %.0f s apart (a VM's latency has modes lasting seconds)", r.PPLaunches, r.PPSpacing)
}

// noiseLines writes the noise rows and how they were measured.
func (r *Result) noiseLines(p func(string, ...any)) {
	var counts, rows []string
	for _, c := range r.Noise {
		counts = append(counts, fmt.Sprintf("%d from %g µs", c.Count, c.Lo))
		rows = append(rows, fmt.Sprintf("[%.2f, %.2f]", c.Us, c.PerSecond))
	}
	p("# noise: the detours that stop a computing rank (timer tick, kernel, hypervisor), rows")
	p("# [µs, per second of compute] per decade of length from 1 µs: %d ranks (one per core)", r.NoiseRanks)
	p("# each spinning %.1f s on the clock under mpirun, a step over 1 µs a detour; they took", r.NoiseSeconds)
	if r.NoiseLeftOut > 0 {
		p("# %.2f%% of the time: other processes ran on these cores, so they are left out.", 100*r.NoiseLeftOut)
	} else {
		p("# %.2f%% of the time (%s).", 100*r.noiseShare(), strings.Join(counts, ", "))
	}
	p("# mpiskel run charges compute without the mean share of them its cost holds and then")
	p("# interrupts it with them at random, so ranks that synchronise wait for the one hit.")
	p("noise = [%s]", strings.Join(rows, ", "))
	if len(r.Noise) == 0 {
		return
	}
	p("# noise_off_cpu: the fraction of the detours' time the spinning ranks' CPU clocks")
	p("# did not count: the hypervisor running another guest, the kernel another task.")
	p("# Costs measured in CPU time (profiles' regions, the kernels' CPIs below) lack that")
	p("# part, so mpiskel run adds it.")
	p("noise_off_cpu = %.3f", r.NoiseOffCPU)
}
