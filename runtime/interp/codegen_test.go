// codegen_test.go: checks on the shape of compiled code — phi coalescing removes loop-carried moves, hot pairs are fused — and the slot-bounds validation.
package interp

import (
	"strings"
	"testing"
)

const sumLoopIR = `
@a = global [100 x i32] zeroinitializer
define i32 @sum(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 %i
  %v = load i32, i32* %p
  %s1 = add i32 %s, %v
  %i1 = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i1, %n
  br i1 %c, label %done, label %loop
done:
  ret i32 %s1
}
define i32 @main() {
  %p = getelementptr inbounds [100 x i32], [100 x i32]* @a, i64 0, i64 7
  store i32 5, i32* %p
  %r = call i32 @sum(i64 100)
  ret i32 %r
}`

func TestLoopCodeShape(t *testing.T) {
	prog := compileIR(t, sumLoopIR)
	listing := prog.Disassemble("sum")
	body := listing[strings.Index(listing, " load32x "):strings.Index(listing, " breq ")]
	if strings.Contains(body, " mov ") || strings.Count(listing, " br ") != 1 {
		t.Errorf("loop-carried phis were not coalesced:\n%s", listing)
	}
	for _, op := range []string{"load32x", "breq"} {
		if !strings.Contains(listing, " "+op+" ") {
			t.Errorf("no %s in\n%s", op, listing)
		}
	}
	if res := runProgram(t, prog); res.err != nil || res.exit != 5 {
		t.Errorf("sum = %d, %v; want 5", res.exit, res.err)
	}
}

// TestPhiCoalescingKeepsLiveValues: a phi whose old value is still used
// after its incoming value is computed must not share the slot.
func TestPhiCoalescingKeepsLiveValues(t *testing.T) {
	res := runIR(t, `
define i32 @main() {
entry:
  br label %loop
loop:
  %x = phi i32 [ 1, %entry ], [ %y, %loop ]
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %y = mul i32 %x, 3
  %d = sub i32 %y, %x
  call void @check(i32 %d)
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, 3
  br i1 %c, label %loop, label %done
done:
  ret i32 %x
}
declare void @check(i32)`)
	want := []int64{2, 6, 18}
	if res.err != nil || len(res.checks) != 3 || res.exit != 9 {
		t.Fatalf("got %v exit %d err %v", res.checks, res.exit, res.err)
	}
	for i := range want {
		if res.checks[i] != want[i] {
			t.Errorf("check %d = %d, want %d", i, res.checks[i], want[i])
		}
	}
}

func TestValidateRejectsSlotsOutsideFrame(t *testing.T) {
	fn := &function{name: "f", nslots: 4, code: []inst{{op: opAdd64, d: 1, a: 2, b: 3}, {op: opRetVoid}}}
	if err := validate(fn); err != nil {
		t.Fatalf("valid code rejected: %v", err)
	}
	fn.code[0].b = 4
	if err := validate(fn); err == nil {
		t.Fatal("slot 4 of a 4-slot frame accepted")
	}
	fn.code[0] = inst{op: opBr, imm: 99, c: 1 << 20} // not slots: no check
	if err := validate(fn); err != nil {
		t.Fatalf("branch fields taken for slots: %v", err)
	}
}

// TestNarrowSignedCompareBranch: a signed compare of i8 values feeding a
// branch is not one of the fused widths and must keep its sign (csmith
// seed 10 at -O2 found this).
func TestNarrowSignedCompareBranch(t *testing.T) {
	res := runIR(t, `
@g = global i8 -16
define i32 @main() {
  %v = load volatile i8, i8* @g
  %c = icmp slt i8 %v, 0
  br i1 %c, label %neg, label %pos
neg:
  ret i32 1
pos:
  ret i32 2
}`)
	if res.err != nil || res.exit != 1 {
		t.Errorf("exit %d, %v; want 1 (-16 < 0)", res.exit, res.err)
	}
}
