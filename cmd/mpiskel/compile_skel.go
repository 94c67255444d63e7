// The skeleton options of the compile command: --level, --cost, --report, --check, -o OUT.c|OUT.ll.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/mpiskel/mpiskel/analysis/regions"
	"github.com/mpiskel/mpiskel/frontend"
	"github.com/mpiskel/mpiskel/runtime/native"
	"github.com/mpiskel/mpiskel/transform"
)

// skeletonFlags are added to the compile command.
func skeletonFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "level", Usage: "abstract every region of level ≤ `L` (1 straight code, 2 branches, 3 loops, 4 calls, 5 MPI too); 0 compiles no skeleton"},
		&cli.StringFlag{Name: "cost", Value: "unit", Usage: "cost model: 'unit' (1 ns per unit of work) or 'unit:NS'"},
		&cli.StringFlag{Name: "report", Usage: "write the region report (span, level, fate, reason) to `FILE` (.json for JSON)"},
		&cli.BoolFlag{Name: "check", Usage: "verify the skeleton invariants after each pass"},
	}
}

// wantsSkeleton tells whether the compile command was asked for a skeleton.
func wantsSkeleton(c *cli.Context) bool { return c.IsSet("level") }

// compileSkeleton turns prog into its skeleton at --level and writes it to
// --output as LLVM IR (.ll, or '-').
func compileSkeleton(c *cli.Context, prog *frontend.Program) error {
	level := c.Int("level")
	if level < 1 || level > 5 {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: --level %d: want 1 to 5", level)}
	}
	cost, err := parseCost(c.String("cost"))
	if err != nil {
		return &exitStatus{code: 2, err: err}
	}
	out := c.String("output")
	if out != "-" && filepath.Ext(out) != ".ll" {
		return &exitStatus{code: 2, err: fmt.Errorf("compile: -o %s: a skeleton is written as LLVM IR (.ll)", out)}
	}
	rep, err := Skeletonize(prog, level, cost, c.Bool("check"))
	if rep != nil && c.String("report") != "" {
		if werr := writeReport(c.String("report"), rep); werr != nil {
			return &exitStatus{code: 2, err: werr}
		}
	}
	if err != nil {
		return &exitStatus{code: 1, err: err}
	}
	if out != "-" {
		if err := native.WriteSkeletonHeader(filepath.Dir(out)); err != nil {
			return &exitStatus{code: 1, err: err}
		}
	}
	return writeIR(c, prog)
}

// Skeletonize runs the skeleton passes on prog in place.
func Skeletonize(prog *frontend.Program, level int, cost transform.CostModel, check bool) (*transform.Report, error) {
	rp := regions.Analyze(prog)
	prags, err := transform.ScanPragmas(prog, rp)
	if err != nil {
		return nil, err
	}
	base := transform.TakeBaseline(prog.Module)
	rep, err := transform.Abstract(prog, rp, transform.AbstractOptions{Level: level, Cost: cost, Pragmas: prags})
	if err != nil {
		return rep, err
	}
	if check {
		if err := transform.Verify(prog, base, rep); err != nil {
			return rep, fmt.Errorf("after abstract: %w", err)
		}
	}
	return rep, nil
}

func parseCost(s string) (transform.CostModel, error) {
	switch {
	case s == "unit":
		return transform.UnitCost{NsPerUnit: 1}, nil
	case strings.HasPrefix(s, "unit:"):
		ns, err := strconv.ParseFloat(strings.TrimPrefix(s, "unit:"), 64)
		if err != nil || ns < 0 {
			return nil, fmt.Errorf("compile: --cost %s: want unit:NS with NS ≥ 0 nanoseconds", s)
		}
		return transform.UnitCost{NsPerUnit: ns}, nil
	}
	return nil, errors.New("compile: --cost " + s + ": only 'unit' and 'unit:NS' exist yet (profile files come with the cost model)")
}

// writeReport writes the region report as text, or JSON for a .json name.
func writeReport(path string, rep *transform.Report) error {
	var data []byte
	if filepath.Ext(path) == ".json" {
		var err error
		if data, err = json.MarshalIndent(rep, "", "  "); err != nil {
			return err
		}
		data = append(data, '\n')
	} else {
		var b strings.Builder
		fmt.Fprintf(&b, "# level %d, cost %s\n# id\tspan\tlevel\tkind\tfate\treason\twork\n", rep.Level, rep.Cost)
		for _, r := range rep.Regions {
			fmt.Fprintf(&b, "%d\t%s\tL%d\t%s\t%s\t%s", r.ID, r.Span, r.Level, r.Kind, r.Fate, r.Reason)
			if r.Work != "" {
				fmt.Fprintf(&b, "\tW=%s", r.Work)
			}
			b.WriteByte('\n')
		}
		data = []byte(b.String())
	}
	return os.WriteFile(path, data, 0o644)
}
