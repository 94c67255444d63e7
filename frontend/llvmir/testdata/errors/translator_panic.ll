; want: 9:1: in function @f: invalid IR (the IR translator failed: runtime error: index out of range [5] with length 2)
; Field 5 of a two-field struct: llir's translator panics on it.
%s = type { i32, i32 }
define i32 @ok(i32 %a) {
entry:
  ret i32 %a
}

define i32 @f(%s* %p) {
entry:
  %q = getelementptr %s, %s* %p, i32 0, i32 5
  %x = load i32, i32* %q
  ret i32 %x
}
