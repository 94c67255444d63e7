; want: 11:3: load of i32 through a pointer of type i64*
; want: 12:3: store of i32 through a pointer of type i8*
; want: 13:3: operands of add have different types: i32 and i64
; want: 14:3: call of @g with 1 arguments; its type i32 (i32, i32) takes 2
; want: 15:3: argument 1 of the call of @g has type i64; the parameter has type i32
; want: 16:3: br condition has type i32; it must be i1
; want: 18:3: ret of i64 in @f, which returns i32
; llir accepts all of these; LLVM does not.
declare i32 @g(i32, i32)
define i32 @f(i64* %p, i8* %q, i32 %a, i64 %b) {
  %1 = load i32, i64* %p
  store i32 %a, i8* %q
  %2 = add i32 %a, %b
  %3 = call i32 @g(i32 %a)
  %4 = call i32 @g(i64 %b, i32 %a)
  br i1 %a, label %5, label %5
5:
  ret i64 %b
}
