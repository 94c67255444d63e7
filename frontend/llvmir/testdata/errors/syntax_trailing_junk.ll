; want: 5:22: syntax error: unexpected "junk"
; llir's parser alone would skip the unknown word and accept this.
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1 junk
  ret i32 %x
}
