; want: 6:1: syntax error: unexpected end of file
; The file stops inside a function.
define i32 @f() {
entry:
  ret i32 0
