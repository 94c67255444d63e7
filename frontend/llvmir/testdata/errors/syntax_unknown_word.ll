; want: 5:8: syntax error: unexpected "frobnicate"
; An instruction name that does not exist.
define i32 @f(i32 %a) {
entry:
  %x = frobnicate i32 %a, 1
  ret i32 %x
}
