// Myers' O(ND) difference algorithm on sequences of integer keys.
package tracediff

// editOp is one step of an alignment: both sequences advance (equal
// elements), or only A (deleted) or only B (inserted).
type editOp uint8

const (
	opEqual editOp = iota
	opOnlyA
	opOnlyB
)

// align returns a shortest edit script turning a into b (E. W. Myers, "An
// O(ND) difference algorithm and its variations", Algorithmica 1986): the
// greedy forward search over diagonals, keeping each round's frontier for
// the backtrack. Common prefixes and suffixes are stripped first, so
// identical or nearly identical sequences cost O(N). When more than maxD
// edits would be needed, ok is false and the script is the common prefix
// and suffix around one block that replaces the middle.
func align(a, b []int32, maxD int) (script []editOp, ok bool) {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	script = make([]editOp, 0, len(a)+len(b))
	for range pre {
		script = append(script, opEqual)
	}
	mid, ok := myers(ma, mb, maxD)
	if !ok {
		mid = mid[:0]
		for range ma {
			mid = append(mid, opOnlyA)
		}
		for range mb {
			mid = append(mid, opOnlyB)
		}
	}
	script = append(script, mid...)
	for range suf {
		script = append(script, opEqual)
	}
	return script, ok
}

func myers(a, b []int32, maxD int) ([]editOp, bool) {
	n, m := len(a), len(b)
	if n == 0 || m == 0 {
		out := make([]editOp, 0, n+m)
		for range n {
			out = append(out, opOnlyA)
		}
		for range m {
			out = append(out, opOnlyB)
		}
		return out, n+m <= maxD
	}
	limit := min(n+m, maxD)
	off := limit + 1
	v := make([]int32, 2*limit+3)
	var trace [][]int32
	for d := 0; d <= limit; d++ {
		trace = append(trace, append([]int32(nil), v...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
				x = int(v[off+k+1]) // down: an element of b
			} else {
				x = int(v[off+k-1]) + 1 // right: an element of a
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x++
				y++
			}
			v[off+k] = int32(x)
			if x >= n && y >= m {
				return backtrack(trace, off, n, m, d), true
			}
		}
	}
	return nil, false
}

// backtrack walks the saved frontiers from (n, m) back to (0, 0).
func backtrack(trace [][]int32, off, n, m, dEnd int) []editOp {
	var rev []editOp
	x, y := n, m
	for d := dEnd; d > 0; d-- {
		v := trace[d]
		k := x - y
		var pk int
		if k == -d || (k != d && v[off+k-1] < v[off+k+1]) {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := int(v[off+pk])
		py := px - pk
		for x > px && y > py {
			rev = append(rev, opEqual)
			x--
			y--
		}
		if x == px {
			rev = append(rev, opOnlyB)
		} else {
			rev = append(rev, opOnlyA)
		}
		x, y = px, py
	}
	for x > 0 && y > 0 {
		rev = append(rev, opEqual)
		x--
		y--
	}
	out := make([]editOp, len(rev))
	for i, op := range rev {
		out[len(rev)-1-i] = op
	}
	return out
}
