; want: 6:1: syntax error: unexpected "}"
; A block must end with a terminator.
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1
}
