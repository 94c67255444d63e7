// Diagnostics and renderings (text, JSON, DOT) of a region analysis.
package regions

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Diagnostic is one finding at a source position.
type Diagnostic struct {
	Pos     Pos
	Message string
}

// Diagnostics lists, in source order, what the analysis found: every
// function, loop, irreducible loop and branch region as "L<level> <kind>",
// loops that are not a region as "L3 loop (not SESE)", and MPI call sites as
// "<MPI function> <kind>", or "calls MPI via <function>".
func (a *Program) Diagnostics() []Diagnostic {
	var ds []Diagnostic
	for _, fn := range a.Funcs {
		fn.Root.Walk(func(r *Region) {
			if r.Kind != KindCode && r.Head.Line > 0 {
				ds = append(ds, Diagnostic{r.Head, fmt.Sprintf("L%d %s", r.Level, r.Kind)})
			}
		})
		for _, l := range fn.Loops {
			if l.Region == nil && l.Pos.Line > 0 {
				kind := "loop"
				if l.Irreducible {
					kind = "irreducible"
				}
				ds = append(ds, Diagnostic{l.Pos, fmt.Sprintf("L3 %s (not SESE)", kind)})
			}
		}
		for _, s := range fn.Root.MPI {
			if s.Pos.Line == 0 {
				continue
			}
			if s.Kind != 0 {
				ds = append(ds, Diagnostic{s.Pos, fmt.Sprintf("%s %s", s.Name, s.Kind)})
			} else {
				ds = append(ds, Diagnostic{s.Pos, "calls MPI via " + s.Via})
			}
		}
	}
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return ds
}

// spanText is "file:first-last" or "func:block,block" when no line is known.
func (r *Region) spanText() string {
	if r.Start.Line > 0 {
		if r.EndLine > r.Start.Line {
			return fmt.Sprintf("%s:%d-%d", r.Start.File, r.Start.Line, r.EndLine)
		}
		return fmt.Sprintf("%s:%d", r.Start.File, r.Start.Line)
	}
	names := r.Names
	if len(names) > 4 {
		names = append(append([]string(nil), names[:4]...), "...")
	}
	return r.Func.Name() + ":" + strings.Join(names, ",")
}

// Text renders the region tree as an indented outline, one region a line:
// id, level, kind, span, instruction counts, loops and MPI calls.
func (a *Program) Text() string {
	var b strings.Builder
	var rec func(r *Region, indent string)
	rec = func(r *Region, indent string) {
		name := ""
		if r.Kind == KindFunction {
			name = " " + r.Func.Name()
		}
		c := r.Counts
		fmt.Fprintf(&b, "%sR%d L%d %s%s %s  insts %d (int %d, fp %d, mem %d, br %d, call %d)",
			indent, r.ID, r.Level, r.Kind, name, r.spanText(), c.Total(), c.Int, c.Float, c.Memory, c.Branch, c.Call)
		if r.LoopDepth > 0 {
			fmt.Fprintf(&b, " depth %d", r.LoopDepth)
		}
		if len(r.Loops) > 0 {
			fmt.Fprintf(&b, " loops %d nest %d", len(r.Loops), r.NestDepth)
		}
		if len(r.MPI) > 0 {
			var calls []string
			for _, s := range r.MPI {
				calls = append(calls, fmt.Sprintf("%s@%d", s.Name, s.Pos.Line))
			}
			fmt.Fprintf(&b, " mpi %s", strings.Join(calls, " "))
		}
		b.WriteByte('\n')
		for _, ch := range r.Children {
			rec(ch, indent+"  ")
		}
	}
	for _, fn := range a.Funcs {
		rec(fn.Root, "")
	}
	return b.String()
}

// jsonRegion is the JSON form of a region.
type jsonRegion struct {
	ID        int          `json:"id"`
	Kind      string       `json:"kind"`
	Level     int          `json:"level"`
	Func      string       `json:"function"`
	File      string       `json:"file,omitempty"`
	StartLine int          `json:"start_line,omitempty"`
	EndLine   int          `json:"end_line,omitempty"`
	Blocks    []string     `json:"blocks"`
	Entry     string       `json:"entry"`
	Exit      string       `json:"exit"`
	LoopDepth int          `json:"loop_depth"`
	NestDepth int          `json:"nest_depth"`
	Loops     int          `json:"loops"`
	Innermost []string     `json:"innermost_loop_headers,omitempty"`
	Counts    jsonCounts   `json:"instructions"`
	MPI       []jsonMPI    `json:"mpi,omitempty"`
	Children  []jsonRegion `json:"children,omitempty"`
}

type jsonCounts struct {
	Total  int `json:"total"`
	Int    int `json:"int"`
	Float  int `json:"float"`
	Memory int `json:"memory"`
	Branch int `json:"branch"`
	Call   int `json:"call"`
	Other  int `json:"other"`
}

type jsonMPI struct {
	Name string `json:"name"`
	Kind string `json:"kind,omitempty"`
	Via  string `json:"via,omitempty"`
	Line int    `json:"line,omitempty"`
}

func (p Point) String() string {
	switch {
	case p.Block == nil && p.From == nil:
		return "return"
	case p.Block == nil:
		return "return from " + blockName(p.From)
	case p.BeforeTerm:
		return "before terminator of " + blockName(p.Block)
	case p.From != nil:
		return blockName(p.From) + " -> " + blockName(p.Block)
	}
	return "start of " + blockName(p.Block)
}

func (r *Region) toJSON() jsonRegion {
	c := r.Counts
	j := jsonRegion{ID: r.ID, Kind: r.Kind.String(), Level: r.Level, Func: r.Func.Name(),
		File: r.Start.File, StartLine: r.Start.Line, EndLine: r.EndLine, Blocks: r.Names,
		Entry: r.Entry.String(), Exit: r.Exit.String(), LoopDepth: r.LoopDepth, NestDepth: r.NestDepth, Loops: len(r.Loops),
		Counts: jsonCounts{c.Total(), c.Int, c.Float, c.Memory, c.Branch, c.Call, c.Other}}
	if j.Blocks == nil {
		j.Blocks = []string{}
	}
	for _, l := range r.Innermost {
		j.Innermost = append(j.Innermost, blockName(l.Header))
	}
	for _, s := range r.MPI {
		m := jsonMPI{Name: s.Name, Via: s.Via, Line: s.Pos.Line}
		if s.Kind != 0 {
			m.Kind = s.Kind.String()
		}
		j.MPI = append(j.MPI, m)
	}
	for _, ch := range r.Children {
		j.Children = append(j.Children, ch.toJSON())
	}
	return j
}

// JSON renders the region trees of all functions, for tools.
func (a *Program) JSON() ([]byte, error) {
	var out struct {
		File      string       `json:"file"`
		Functions []jsonRegion `json:"functions"`
	}
	out.File = a.Prog.Path
	out.Functions = []jsonRegion{}
	for _, fn := range a.Funcs {
		out.Functions = append(out.Functions, fn.Root.toJSON())
	}
	return json.MarshalIndent(out, "", "  ")
}

// Dot draws each function's CFG with its regions as nested clusters.
func (a *Program) Dot() string {
	var b strings.Builder
	b.WriteString("digraph regions {\n\tcompound=true;\n\tnode [shape=box, fontname=monospace];\n")
	for fi, fn := range a.Funcs {
		id := func(blk int) string { return fmt.Sprintf("f%d_b%d", fi, blk) }
		fmt.Fprintf(&b, "\tsubgraph cluster_f%d {\n\t\tlabel=%q;\n", fi, "function "+fn.Func.Name())
		placed := map[int]bool{}
		var rec func(r *Region, indent string)
		rec = func(r *Region, indent string) {
			fmt.Fprintf(&b, "%ssubgraph cluster_r%d {\n%s\tlabel=%q;\n", indent, r.ID, indent,
				fmt.Sprintf("R%d L%d %s", r.ID, r.Level, r.Kind))
			for _, ch := range r.Children {
				rec(ch, indent+"\t")
			}
			for _, blk := range r.Blocks {
				i := fn.CFG.Index[blk]
				if !placed[i] {
					placed[i] = true
					fmt.Fprintf(&b, "%s\t%s [label=%q];\n", indent, id(i), blockName(blk))
				}
			}
			fmt.Fprintf(&b, "%s}\n", indent)
		}
		rec(fn.Root, "\t\t")
		for i, ss := range fn.CFG.G.Succ {
			if i == fn.CFG.Exit {
				continue
			}
			for _, s := range ss {
				if s == fn.CFG.Exit {
					fmt.Fprintf(&b, "\t\t%s -> f%d_exit;\n", id(i), fi)
					continue
				}
				fmt.Fprintf(&b, "\t\t%s -> %s;\n", id(i), id(s))
			}
		}
		fmt.Fprintf(&b, "\t\tf%d_exit [label=\"return\", shape=oval];\n\t}\n", fi)
	}
	b.WriteString("}\n")
	return b.String()
}
