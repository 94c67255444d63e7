// exec_test.go: instruction counting, blocking and resuming, exit through libc, callbacks (CallFunc), intrinsics, atomics, va_arg and the dynamic stack.
package interp

import (
	"errors"
	"math"
	"testing"
)

func TestInstructionCount(t *testing.T) {
	prog := compileIR(t, `
declare void @llvm.dbg.value(metadata, metadata, metadata)
define i32 @twice(i32 %x) {
  %y = add i32 %x, %x
  ret i32 %y
}
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @llvm.dbg.value(metadata i32 %i, metadata !1, metadata !DIExpression())
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, 10
  br i1 %c, label %done, label %loop
done:
  %r = call i32 @twice(i32 %i1)
  ret i32 %r
}
!1 = !DILocalVariable(name: "i", scope: !2)
!2 = distinct !DISubprogram(name: "main", spFlags: DISPFlagDefinition, unit: !3)
!3 = distinct !DICompileUnit(language: DW_LANG_C99, file: !4, emissionKind: FullDebug)
!4 = !DIFile(filename: "x.c", directory: "/")
`)
	res := runProgram(t, prog)
	if res.err != nil || res.exit != 20 {
		t.Fatalf("exit %d, err %v", res.exit, res.err)
	}
	// entry 1, loop 10 x 4 (the dbg.value is not counted), done 2, twice 2.
	if want := uint64(1 + 10*4 + 2 + 2); res.insts != want {
		t.Errorf("counted %d instructions, want %d", res.insts, want)
	}
}

// TestFallThroughChainCount: blocks laid out one after the other, each
// branching only to the next, run without their branches; every block of
// the chain still counts.
func TestFallThroughChainCount(t *testing.T) {
	res := runIR(t, `
define i32 @main() {
a:
  %x = add i32 1, 2
  br label %b
b:
  br label %c
c:
  %y = add i32 %x, 3
  br label %d
d:
  ret i32 %y
}`)
	if res.err != nil || res.exit != 6 {
		t.Fatalf("exit %d, err %v", res.exit, res.err)
	}
	if want := uint64(2 + 1 + 2 + 1); res.insts != want {
		t.Errorf("counted %d instructions, want %d", res.insts, want)
	}
}

// TestUncharged: instructions carrying !mpiskel.covered are counted as
// executed and as uncharged, segment by segment around calls that block,
// so that the uncharged count never exceeds the executed one.
func TestUncharged(t *testing.T) {
	prog := compileIR(t, `
define i32 @main() {
entry:
  %a = add i64 1, 2, !mpiskel.covered !0
  %b = call i64 @block(i64 %a), !mpiskel.covered !0
  %c = add i64 %b, 1
  br label %loop, !mpiskel.covered !0
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ], !mpiskel.covered !0
  %i1 = add i64 %i, 1, !mpiskel.covered !0
  %e = icmp eq i64 %i1, 4
  br i1 %e, label %done, label %loop, !mpiskel.covered !0
done:
  %d = trunc i64 %c to i32
  ret i32 %d
}
declare i64 @block(i64)
!0 = !{}`)
	h := &checkHost{}
	p, err := prog.NewProcess(5, []string{"x"}, h)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := p.Run(); err != nil || st != StatusBlocked {
		t.Fatalf("Run = %v, %v; want blocked", st, err)
	}
	if n, u := p.Instructions(), p.Uncharged(); n != 2 || u != 2 {
		t.Errorf("blocked in the call: %d executed, %d uncharged; want 2 and 2", n, u)
	}
	p.Resume(h.last)
	if st, err := p.Run(); err != nil || st != StatusExited {
		t.Fatalf("Run = %v, %v; want exited", st, err)
	}
	// entry 4 (3 covered: %c is not), loop 4 x 4 (3 covered), done 2.
	if n, u := p.Instructions(), p.Uncharged(); n != 4+16+2 || u != 3+12 {
		t.Errorf("at exit: %d executed, %d uncharged; want 22 and 15", n, u)
	}
}

func TestBlockingAndCounts(t *testing.T) {
	prog := compileIR(t, `
define i32 @main() {
  %a = add i64 1, 2
  %b = call i64 @block(i64 %a)
  %c = add i64 %b, 1
  %d = trunc i64 %c to i32
  ret i32 %d
}
declare i64 @block(i64)`)
	h := &checkHost{}
	p, err := prog.NewProcess(5, []string{"x"}, h)
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.Run()
	if err != nil || st != StatusBlocked {
		t.Fatalf("Run = %v, %v; want blocked", st, err)
	}
	if n := p.Instructions(); n != 2 {
		t.Errorf("%d instructions counted when blocked in the second, want 2", n)
	}
	if _, err := p.Run(); err == nil {
		t.Error("Run while blocked did not fail")
	}
	p.Resume(h.last * 10)
	st, err = p.Run()
	if err != nil || st != StatusExited || p.ExitCode() != 31 {
		t.Fatalf("Run = %v, %v, exit %d; want exited 31", st, err, p.ExitCode())
	}
	if n := p.Instructions(); n != 5 {
		t.Errorf("%d instructions at exit, want 5", n)
	}
	if st, err := p.Run(); st != StatusExited || err != nil {
		t.Errorf("Run after exit = %v, %v", st, err)
	}
}

func TestExitThroughLibc(t *testing.T) {
	res := runIR(t, `
declare void @exit(i32)
define void @f(i32 %x) {
  call void @exit(i32 %x)
  unreachable
}
define i32 @main() {
  call void @f(i32 3)
  ret i32 0
}`)
	if res.err != nil || res.exit != 3 {
		t.Errorf("exit %d, err %v; want 3", res.exit, res.err)
	}
}

func TestCallFuncFromGo(t *testing.T) {
	prog := compileIR(t, `
define float @scale(float %x, i32 %k) {
  %kf = sitofp i32 %k to float
  %r = fmul float %x, %kf
  ret float %r
}
define i32 @main() { ret i32 0 }`)
	p, err := prog.NewProcess(0, nil, &checkHost{})
	if err != nil {
		t.Fatal(err)
	}
	fa, ok := prog.FuncAddr("scale")
	if !ok {
		t.Fatal("no address for scale")
	}
	r, err := p.CallFunc(fa, math.Float64bits(1.5), 3)
	if err != nil || math.Float64frombits(r) != 4.5 {
		t.Errorf("scale(1.5, 3) = %v, %v", math.Float64frombits(r), err)
	}
	if _, err := p.CallFunc(12345); err == nil {
		t.Error("CallFunc of a non-function succeeded")
	}
	if st, err := p.Run(); err != nil || st != StatusExited {
		t.Errorf("main after callbacks: %v %v", st, err)
	}
}

func TestQsortCallback(t *testing.T) {
	if _, ok := libcFuncs["qsort"]; !ok {
		t.Skip("libc has no qsort")
	}
	res := runIR(t, `
@v = global [5 x i32] [i32 5, i32 -2, i32 9, i32 0, i32 3]
declare void @qsort(i8*, i64, i64, i32 (i8*, i8*)*)
define i32 @cmp(i8* %a, i8* %b) {
  %pa = bitcast i8* %a to i32*
  %pb = bitcast i8* %b to i32*
  %x = load i32, i32* %pa
  %y = load i32, i32* %pb
  %d = sub i32 %x, %y
  ret i32 %d
}
define i32 @main() {
  call void @qsort(i8* bitcast ([5 x i32]* @v to i8*), i64 5, i64 4, i32 (i8*, i8*)* @cmp)
  %p0 = getelementptr [5 x i32], [5 x i32]* @v, i64 0, i64 0
  %p4 = getelementptr [5 x i32], [5 x i32]* @v, i64 0, i64 4
  %a = load i32, i32* %p0
  %b = load i32, i32* %p4
  call void @check(i32 %a)
  call void @check(i32 %b)
  ret i32 0
}
declare void @check(i32)`)
	if res.err != nil || len(res.checks) != 2 || int32(res.checks[0]) != -2 || res.checks[1] != 9 {
		t.Errorf("got %v, %v", res.checks, res.err)
	}
}

func TestIntrinsics(t *testing.T) {
	res := runIR(t, `
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i16 @llvm.bitreverse.i16(i16)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i8 @llvm.usub.sat.i8(i8, i8)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>)
declare double @llvm.floor.f64(double)
declare float @llvm.ceil.f32(float)
declare double @llvm.copysign.f64(double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.powi.f64.i32(double, i32)
declare double @llvm.fma.f64(double, double, double)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.abs.i32(i32, i1)
declare i64 @llvm.objectsize.i64.p0i8(i8*, i1, i1, i1)
declare i1 @llvm.is.constant.i32(i32)
declare i64 @llvm.expect.i64(i64, i64)
declare i64 @llvm.lround.i64.f64(double)
define i32 @main() {
  %a = call i32 @llvm.fshl.i32(i32 305419896, i32 2596069104, i32 8)
  %b = call i32 @llvm.fshr.i32(i32 305419896, i32 2596069104, i32 8)
  %c = call i16 @llvm.bitreverse.i16(i16 1)
  %d = call i8 @llvm.sadd.sat.i8(i8 100, i8 100)
  %e = call i8 @llvm.usub.sat.i8(i8 5, i8 10)
  %v = call <4 x i32> @llvm.smax.v4i32(<4 x i32> <i32 -1, i32 5, i32 2, i32 -8>, <4 x i32> <i32 0, i32 3, i32 4, i32 -9>)
  %f = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> %v)
  %g = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> <i32 1, i32 2, i32 3, i32 4>)
  %h = call double @llvm.floor.f64(double -2.5)
  %hi = fptosi double %h to i32
  %i = call float @llvm.ceil.f32(float 2.25)
  %ii = fptosi float %i to i32
  %j = call double @llvm.copysign.f64(double 3.0, double -0.0)
  %ji = fptosi double %j to i32
  %k = call double @llvm.minnum.f64(double 0x7FF8000000000000, double 7.0)
  %ki = fptosi double %k to i32
  %l = call double @llvm.powi.f64.i32(double 2.0, i32 10)
  %li = fptosi double %l to i32
  %m = call double @llvm.fma.f64(double 2.0, double 3.0, double 1.0)
  %mi = fptosi double %m to i32
  %n = call float @llvm.vector.reduce.fadd.v4f32(float 0.5, <4 x float> <float 1.0, float 2.0, float 3.0, float 4.0>)
  %ni = fptosi float %n to i32
  %o = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967296)
  %of = extractvalue { i64, i1 } %o, 1
  %p = call i64 @llvm.ctlz.i64(i64 1, i1 false)
  %q = call i32 @llvm.abs.i32(i32 -7, i1 false)
  %r = call i64 @llvm.objectsize.i64.p0i8(i8* null, i1 false, i1 true, i1 false)
  %s = call i1 @llvm.is.constant.i32(i32 3)
  %t = call i64 @llvm.expect.i64(i64 42, i64 1)
  %u = call i64 @llvm.lround.i64.f64(double -2.5)
  call void @check(i32 %a)
  call void @check(i32 %b)
  call void @check(i16 %c)
  call void @check(i8 %d)
  call void @check(i8 %e)
  call void @check(i32 %f)
  call void @check(i32 %g)
  call void @check(i32 %hi)
  call void @check(i32 %ii)
  call void @check(i32 %ji)
  call void @check(i32 %ki)
  call void @check(i32 %li)
  call void @check(i32 %mi)
  call void @check(i32 %ni)
  call void @check(i1 %of)
  call void @check(i64 %p)
  call void @check(i32 %q)
  call void @check(i64 %r)
  call void @check(i1 %s)
  call void @check(i64 %t)
  call void @check(i64 %u)
  ret i32 0
}
declare void @check(...)`)
	if res.err != nil {
		t.Fatal(res.err)
	}
	want := []int64{0x3456789a, 0x789abcde, 0x8000, 127, 0, 0xfffffff8, 24, 0xfffffffd, 3, 0xfffffffd, 7, 1024, 7, 10, 1, 63, 7, -1, 0, 42, -3}
	if len(res.checks) != len(want) {
		t.Fatalf("got %v", res.checks)
	}
	for i := range want {
		if res.checks[i] != want[i] {
			t.Errorf("check %d = %#x, want %#x", i, res.checks[i], want[i])
		}
	}
}

func TestAtomicsVaArgStack(t *testing.T) {
	res := runIR(t, `
%struct.__va_list_tag = type { i32, i32, i8*, i8* }
declare void @llvm.va_start(i8*)
declare void @llvm.va_end(i8*)
declare i8* @llvm.stacksave()
declare void @llvm.stackrestore(i8*)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
define i64 @sum(i32 %n, ...) {
entry:
  %ap = alloca [1 x %struct.__va_list_tag]
  %ap8 = bitcast [1 x %struct.__va_list_tag]* %ap to i8*
  call void @llvm.va_start(i8* %ap8)
  %x = va_arg i8* %ap8, i64
  %y = va_arg i8* %ap8, double
  %z = va_arg i8* %ap8, i32
  call void @llvm.va_end(i8* %ap8)
  %yi = fptosi double %y to i64
  %zi = sext i32 %z to i64
  %s1 = add i64 %x, %yi
  %s2 = add i64 %s1, %zi
  ret i64 %s2
}
define i32 @main() {
  %g = alloca i32
  store i32 10, i32* %g
  %old = atomicrmw add i32* %g, i32 5 seq_cst
  %old2 = atomicrmw xchg i32* %g, i32 100 seq_cst
  %cx = cmpxchg i32* %g, i32 100, i32 7 seq_cst seq_cst
  %cxok = extractvalue { i32, i1 } %cx, 1
  %cx2 = cmpxchg i32* %g, i32 100, i32 8 seq_cst seq_cst
  %cxold = extractvalue { i32, i1 } %cx2, 0
  %max = atomicrmw umax i32* %g, i32 50 seq_cst
  %final = load i32, i32* %g
  fence seq_cst
  %s = call i64 (i32, ...) @sum(i32 3, i64 40, double 1.5, i32 -3)
  %sp = call i8* @llvm.stacksave()
  %vla = alloca i8, i64 1000
  call void @llvm.memset.p0i8.i64(i8* %vla, i8 7, i64 1000, i1 false)
  %buf = alloca [8 x i8]
  %b8 = getelementptr [8 x i8], [8 x i8]* %buf, i64 0, i64 0
  %src = getelementptr i8, i8* %vla, i64 992
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %b8, i8* %src, i64 8, i1 false)
  %last = load i8, i8* %b8
  call void @llvm.stackrestore(i8* %sp)
  call void @check(i32 %old)
  call void @check(i32 %old2)
  call void @check(i1 %cxok)
  call void @check(i32 %cxold)
  call void @check(i32 %max)
  call void @check(i32 %final)
  call void @check(i64 %s)
  call void @check(i8 %last)
  ret i32 0
}
declare void @check(...)`)
	if res.err != nil {
		t.Fatal(res.err)
	}
	want := []int64{10, 15, 1, 7, 7, 50, 38, 7}
	if len(res.checks) != len(want) {
		t.Fatalf("got %v", res.checks)
	}
	for i := range want {
		if res.checks[i] != want[i] {
			t.Errorf("check %d = %d, want %d", i, res.checks[i], want[i])
		}
	}
}

func TestPanicBecomesError(t *testing.T) {
	prog := compileIR(t, `define i32 @main() { ret i32 0 }`)
	p, err := prog.NewProcess(2, nil, &checkHost{})
	if err != nil {
		t.Fatal(err)
	}
	p.regs = nil // corrupt the process: Run must report, not panic
	_, err = p.Run()
	var e *Error
	if !errors.As(err, &e) || e.Rank != 2 {
		t.Errorf("Run on a corrupt process returned %v", err)
	}
}

// TestRankFootprint: a new rank owns little memory of its own (a 4 KiB stack
// that grows on demand, a few registers), so 65,536 of them fit easily.
func TestRankFootprint(t *testing.T) {
	prog := compileIR(t, `
@table = constant [4096 x i32] zeroinitializer
@state = global [4096 x i64] zeroinitializer
define i32 @main(i32 %argc, i8** %argv) {
  %a = alloca [64 x i8]
  ret i32 0
}`)
	p, err := prog.NewProcess(0, []string{"app", "-n", "100"}, &checkHost{})
	if err != nil {
		t.Fatal(err)
	}
	own := p.Mem.Footprint() + int64(cap(p.regs))*8 + int64(cap(p.frames))*48
	if own > 8<<10 {
		t.Errorf("a fresh rank owns %d bytes", own)
	}
	if _, err := p.Run(); err != nil {
		t.Fatal(err)
	}
}

func TestVectorsAndConstantExpressions(t *testing.T) {
	res := runIR(t, `
@arr = global [4 x i32] [i32 10, i32 20, i32 30, i32 40]
@addr = global i64 ptrtoint (i32* getelementptr ([4 x i32], [4 x i32]* @arr, i64 0, i64 2) to i64)
@diff = global i64 sub (i64 ptrtoint (i32* getelementptr ([4 x i32], [4 x i32]* @arr, i64 0, i64 3) to i64), i64 ptrtoint ([4 x i32]* @arr to i64))
define i32 @main() {
  %base = getelementptr [4 x i32], [4 x i32]* @arr, i64 0, i64 0
  %ps = getelementptr i32, i32* %base, <2 x i64> <i64 1, i64 3>
  %p1 = extractelement <2 x i32*> %ps, i32 1
  %v1 = load i32, i32* %p1
  %i = add i32 0, 2
  %vec = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 99, i32 %i
  %e = extractelement <4 x i32> %vec, i32 %i
  %e0 = extractelement <4 x i32> %vec, i32 0
  %f = freeze i32 %e
  %a = load i64, i64* @addr
  %ap = inttoptr i64 %a to i32*
  %av = load i32, i32* %ap
  %d = load i64, i64* @diff
  %bytes = bitcast <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8> to i64
  %wide = sext <2 x i16> <i16 -1, i16 7> to <2 x i64>
  %w0 = extractelement <2 x i64> %wide, i32 0
  %fv = fneg <2 x double> <double 1.5, double -2.5>
  %fi = fptosi <2 x double> %fv to <2 x i32>
  %fi1 = extractelement <2 x i32> %fi, i32 1
  %s = select i1 true, { i32, i64 } { i32 5, i64 6 }, { i32, i64 } { i32 7, i64 8 }
  %s1 = extractvalue { i32, i64 } %s, 1
  call void @check(i32 %v1)
  call void @check(i32 %f)
  call void @check(i32 %e0)
  call void @check(i32 %av)
  call void @check(i64 %d)
  call void @check(i64 %bytes)
  call void @check(i64 %w0)
  call void @check(i32 %fi1)
  call void @check(i64 %s1)
  ret i32 0
}
declare void @check(...)`)
	if res.err != nil {
		t.Fatal(res.err)
	}
	want := []int64{40, 99, 1, 30, 12, 0x0807060504030201, -1, 2, 6}
	if len(res.checks) != len(want) {
		t.Fatalf("got %v", res.checks)
	}
	for i := range want {
		if res.checks[i] != want[i] {
			t.Errorf("check %d = %#x, want %#x", i, res.checks[i], want[i])
		}
	}
}

// TestWideBitfieldUnits: clang keeps long runs of bitfields in integers
// wider than 128 bits (csmith seed 259 uses i136).
func TestWideBitfieldUnits(t *testing.T) {
	res := runIR(t, `
@s = global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16, i8 -1 }
define i32 @main() {
  %p = bitcast { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @s to i136*
  %v = load i136, i136* %p
  %top = lshr i136 %v, 128
  %t = trunc i136 %top to i32
  %sh = shl i136 %v, 4
  %sa = ashr i136 %sh, 132
  %st = trunc i136 %sa to i64
  %cleared = and i136 %v, 340282366920938463463374607431768211455
  %set = or i136 %cleared, 340282366920938463463374607431768211456
  store i136 %set, i136* %p
  %q = getelementptr { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }, { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 }* @s, i32 0, i32 16
  %b = load i8, i8* %q
  %z = zext i64 -1 to i136
  %m = mul i136 %z, %z
  %mh = lshr i136 %m, 64
  %mt = trunc i136 %mh to i64
  %c = icmp ugt i136 %m, %z
  call void @check(i32 %t)
  call void @check(i64 %st)
  call void @check(i8 %b)
  call void @check(i64 %mt)
  call void @check(i1 %c)
  ret i32 0
}
declare void @check(...)`)
	if res.err != nil {
		t.Fatal(res.err)
	}
	want := []int64{255, -1, 1, -2, 1}
	if len(res.checks) != len(want) {
		t.Fatalf("got %v", res.checks)
	}
	for i := range want {
		if res.checks[i] != want[i] {
			t.Errorf("check %d = %#x, want %#x", i, res.checks[i], want[i])
		}
	}
}
