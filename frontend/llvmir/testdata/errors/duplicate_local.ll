; want: 5:3: local identifier "%x" already present; prev `i32 %x`, new `i32 %x`
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
  %x = add i32 %a, 2
  ret i32 %x
}
