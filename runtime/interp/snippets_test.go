// snippets_test.go: small IR programs, one per instruction class, with expected results.
package interp

import (
	"strings"
	"testing"
)

func TestSnippets(t *testing.T) {
	for _, tc := range []struct {
		name   string
		src    string
		exit   int
		checks []int64
	}{
		{"ret", `define i32 @main() { ret i32 42 }`, 42, nil},
		{"arith32", `
define i32 @main() {
  %a = add i32 2147483647, 1
  %b = sub i32 %a, 1
  %c = mul i32 %b, 3
  %d = sdiv i32 -7, 2
  %e = srem i32 -7, 2
  %f = udiv i32 -1, 2
  %g = urem i32 -1, 10
  %h = shl i32 1, 31
  %i = lshr i32 %h, 30
  %j = ashr i32 %h, 30
  %k = and i32 12, 10
  %l = or i32 12, 10
  %m = xor i32 12, 10
  call void @check(i32 %a)
  call void @check(i32 %b)
  call void @check(i32 %c)
  call void @check(i32 %d)
  call void @check(i32 %e)
  call void @check(i32 %f)
  call void @check(i32 %g)
  call void @check(i32 %h)
  call void @check(i32 %i)
  call void @check(i32 %j)
  call void @check(i32 %k)
  call void @check(i32 %l)
  call void @check(i32 %m)
  ret i32 0
}
declare void @check(i32)`, 0, []int64{0x80000000, 0x7fffffff, 0x7ffffffd, 0xfffffffd, 0xffffffff, 0x7fffffff, 5, 0x80000000, 2, 0xfffffffe, 8, 14, 6}},
		{"arith8_16", `
define i32 @main() {
  %a = add i8 200, 100
  %b = sdiv i8 -128, 3
  %c = ashr i8 -128, 2
  %d = mul i16 300, 300
  %e = sext i8 -3 to i32
  %f = zext i8 -3 to i32
  %g = trunc i32 511 to i8
  %h = icmp slt i8 -1, 1
  %i = icmp ult i8 -1, 1
  %j = sext i1 true to i16
  call void @check(i8 %a)
  call void @check(i8 %b)
  call void @check(i8 %c)
  call void @check(i16 %d)
  call void @check(i32 %e)
  call void @check(i32 %f)
  call void @check(i8 %g)
  call void @check(i1 %h)
  call void @check(i1 %i)
  call void @check(i16 %j)
  ret i32 0
}
declare void @check(...)`, 0, []int64{44, 0xd6, 0xe0, 24464, 0xfffffffd, 253, 255, 1, 0, 0xffff}},
		{"i64", `
define i32 @main() {
  %a = mul i64 4294967296, 4294967297
  %b = sdiv i64 -9223372036854775807, 10
  %c = icmp sgt i64 -1, 0
  %d = zext i1 %c to i32
  call void @check(i64 %a)
  call void @check(i64 %b)
  ret i32 %d
}
declare void @check(i64)`, 0, []int64{4294967296, -922337203685477580}},
		{"float", `
define i32 @main() {
  %a = fadd double 1.5, 2.25
  %b = fmul float 1.5, 3.0
  %c = fptosi double %a to i32
  %d = fpext float %b to double
  %e = fptosi double %d to i64
  %f = sitofp i32 -3 to float
  %g = fcmp olt float %f, 0.0
  %h = fdiv double 1.0, 0.0
  %i = fcmp ueq double %h, 0x7FF8000000000000
  %j = fcmp uno double 0x7FF8000000000000, 1.0
  %k = fcmp one double 1.0, 2.0
  %l = fneg double %a
  %m = fptosi double %l to i32
  %n = uitofp i64 -1 to double
  %o = fcmp oeq double %n, 0x43F0000000000000
  %p = frem double 7.5, 2.0
  %q = fmul double %p, 10.0
  %r = fptoui double %q to i8
  call void @check(i32 %c)
  call void @check(i64 %e)
  call void @check(i1 %g)
  call void @check(i1 %i)
  call void @check(i1 %j)
  call void @check(i1 %k)
  call void @check(i32 %m)
  call void @check(i1 %o)
  call void @check(i8 %r)
  ret i32 0
}
declare void @check(...)`, 0, []int64{3, 4, 1, 1, 1, 1, 0xfffffffd, 1, 15}},
		{"memory", `
@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@s = constant { i8, i64, i16 } { i8 7, i64 8, i16 9 }
define i32 @main() {
  %p = getelementptr [4 x i32], [4 x i32]* @g, i64 0, i64 2
  %v = load i32, i32* %p
  store i32 30, i32* %p
  %w = load i32, i32* getelementptr ([4 x i32], [4 x i32]* @g, i64 0, i64 2)
  %q = getelementptr { i8, i64, i16 }, { i8, i64, i16 }* @s, i32 0, i32 2
  %x = load i16, i16* %q
  %a = alloca i64, align 8
  store i64 -5, i64* %a
  %b = bitcast i64* %a to i32*
  %c = getelementptr i32, i32* %b, i32 1
  %y = load i32, i32* %c
  %i = add i32 0, 3
  %pp = getelementptr inbounds [4 x i32], [4 x i32]* @g, i64 0, i32 %i
  %z = load i32, i32* %pp
  call void @check(i32 %v)
  call void @check(i32 %w)
  call void @check(i16 %x)
  call void @check(i32 %y)
  call void @check(i32 %z)
  ret i32 0
}
declare void @check(...)`, 0, []int64{3, 30, 9, 0xffffffff, 4}},
		{"phi_swap", `
define i32 @main() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi i32 [ 1, %entry ], [ %b, %loop ]
  %b = phi i32 [ 2, %entry ], [ %a, %loop ]
  %i1 = add i32 %i, 1
  %c = icmp eq i32 %i1, 2
  br i1 %c, label %done, label %loop
done:
  call void @check(i32 %a)
  call void @check(i32 %b)
  ret i32 %i1
}
declare void @check(i32)`, 2, []int64{2, 1}},
		{"switch", `
define i32 @f(i32 %x) {
  switch i32 %x, label %d [ i32 1, label %one
                            i32 -5, label %neg
                            i32 100, label %hundred ]
one:
  ret i32 10
neg:
  ret i32 20
hundred:
  ret i32 30
d:
  ret i32 40
}
define i32 @main() {
  %a = call i32 @f(i32 1)
  %b = call i32 @f(i32 -5)
  %c = call i32 @f(i32 100)
  %d = call i32 @f(i32 7)
  call void @check(i32 %a)
  call void @check(i32 %b)
  call void @check(i32 %c)
  call void @check(i32 %d)
  ret i32 0
}
declare void @check(i32)`, 0, []int64{10, 20, 30, 40}},
		{"recursion_fnptr", `
define i64 @fib(i64 %n) {
  %c = icmp slt i64 %n, 2
  br i1 %c, label %base, label %rec
base:
  ret i64 %n
rec:
  %a = sub i64 %n, 1
  %b = sub i64 %n, 2
  %fa = call i64 @fib(i64 %a)
  %fb = call i64 @fib(i64 %b)
  %s = add i64 %fa, %fb
  ret i64 %s
}
@fp = global i64 (i64)* @fib
define i32 @main() {
  %f = load i64 (i64)*, i64 (i64)** @fp
  %r = call i64 %f(i64 20)
  call void @check(i64 %r)
  ret i32 0
}
declare void @check(i64)`, 0, []int64{6765}},
		{"vector", `
define i32 @main() {
  %a = add <4 x i32> <i32 1, i32 2, i32 3, i32 4>, <i32 10, i32 20, i32 30, i32 40>
  %s = shufflevector <4 x i32> %a, <4 x i32> undef, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %e = extractelement <4 x i32> %s, i32 0
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %a)
  %ins = insertelement <4 x i32> %a, i32 100, i64 1
  %e2 = extractelement <4 x i32> %ins, i64 1
  %bc = bitcast <4 x i32> %a to <2 x i64>
  %e3 = extractelement <2 x i64> %bc, i32 1
  %cmp = icmp sgt <4 x i32> %a, <i32 15, i32 15, i32 50, i32 0>
  %sel = select <4 x i1> %cmp, <4 x i32> %a, <4 x i32> zeroinitializer
  %r2 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %sel)
  %p = alloca <4 x i32>
  store <4 x i32> %a, <4 x i32>* %p
  %q = bitcast <4 x i32>* %p to i32*
  %q2 = getelementptr i32, i32* %q, i64 2
  %l = load i32, i32* %q2
  call void @check(i32 %e)
  call void @check(i32 %r)
  call void @check(i32 %e2)
  call void @check(i64 %e3)
  call void @check(i32 %r2)
  call void @check(i32 %l)
  ret i32 0
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare void @check(...)`, 0, []int64{44, 110, 100, 44<<32 | 33, 22 + 44, 33}},
		{"aggregate", `
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
define { i64, double } @mk(i64 %a) {
  %x = insertvalue { i64, double } undef, i64 %a, 0
  %y = insertvalue { i64, double } %x, double 2.5, 1
  ret { i64, double } %y
}
define i32 @main() {
  %r = call { i64, double } @mk(i64 9)
  %a = extractvalue { i64, double } %r, 0
  %b = extractvalue { i64, double } %r, 1
  %c = fptosi double %b to i64
  %o = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483647, i32 1)
  %ov = extractvalue { i32, i1 } %o, 1
  %ovv = extractvalue { i32, i1 } %o, 0
  call void @check(i64 %a)
  call void @check(i64 %c)
  call void @check(i1 %ov)
  call void @check(i32 %ovv)
  ret i32 0
}
declare void @check(...)`, 0, []int64{9, 2, 1, 0x80000000}},
		{"i128", `
define i32 @main() {
  %a = zext i64 -1 to i128
  %b = mul i128 %a, %a
  %lo = trunc i128 %b to i64
  %sh = lshr i128 %b, 64
  %hi = trunc i128 %sh to i64
  %n = sext i64 -2 to i128
  %d = sdiv i128 %b, %n
  %dl = trunc i128 %d to i64
  %p = alloca i128
  store i128 %b, i128* %p
  %q = bitcast i128* %p to i64*
  %q1 = getelementptr i64, i64* %q, i64 1
  %m = load i64, i64* %q1
  %c = icmp ugt i128 %b, %a
  %f = uitofp i128 %b to double
  %fi = fptosi double %f to i64
  call void @check(i64 %lo)
  call void @check(i64 %hi)
  call void @check(i64 %dl)
  call void @check(i64 %m)
  call void @check(i1 %c)
  ret i32 0
}
declare void @check(...)`, 0, []int64{1, -2, -1, -2, 1}},
		{"long_double", `
define i32 @main() {
  %p = alloca x86_fp80, align 16
  store x86_fp80 0xK4000C000000000000000, x86_fp80* %p
  %b = bitcast x86_fp80* %p to i64*
  %m = load i64, i64* %b
  %q = bitcast x86_fp80* %p to i8*
  %q8 = getelementptr i8, i8* %q, i64 8
  %q16 = bitcast i8* %q8 to i16*
  %e = load i16, i16* %q16
  %v = load x86_fp80, x86_fp80* %p
  %w = fmul x86_fp80 %v, 0xK4000C000000000000000
  %i = fptosi x86_fp80 %w to i32
  %dd = fpext double 0.5 to x86_fp80
  store x86_fp80 %dd, x86_fp80* %p
  %e2 = load i16, i16* %q16
  call void @check(i64 %m)
  call void @check(i16 %e)
  call void @check(i32 %i)
  call void @check(i16 %e2)
  ret i32 0
}
declare void @check(...)`, 0, []int64{-0x4000000000000000, 0x4000, 9, 0x3ffe}},
		{"blocking", `
define i32 @main() {
  %a = call i64 @block(i64 21)
  %b = call i64 @block(i64 %a)
  call void @check(i64 %b)
  ret i32 7
}
declare i64 @block(i64)
declare void @check(i64)`, 7, []int64{84}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := runIR(t, tc.src)
			if res.err != nil {
				t.Fatalf("run: %v", res.err)
			}
			if res.exit != tc.exit {
				t.Errorf("exit = %d, want %d", res.exit, tc.exit)
			}
			if len(res.checks) != len(tc.checks) {
				t.Fatalf("checks = %v, want %v", hexs(res.checks), hexs(tc.checks))
			}
			for i := range tc.checks {
				if res.checks[i] != tc.checks[i] {
					t.Errorf("check %d = %#x, want %#x", i, res.checks[i], tc.checks[i])
				}
			}
		})
	}
}

func hexs(v []int64) string {
	var b strings.Builder
	for _, x := range v {
		b.WriteString(" ")
		b.WriteString(strings.TrimSpace(strings.Repeat(" ", 0)))
		b.WriteString(fmtHex(x))
	}
	return b.String()
}

func fmtHex(x int64) string {
	const digits = "0123456789abcdef"
	u := uint64(x)
	if u == 0 {
		return "0x0"
	}
	var buf []byte
	for u > 0 {
		buf = append([]byte{digits[u&15]}, buf...)
		u >>= 4
	}
	return "0x" + string(buf)
}
