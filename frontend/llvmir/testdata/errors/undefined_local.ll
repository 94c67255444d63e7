; want: 9:20: unable to locate local identifier "%nope" of "@bad"
define i32 @good(i32 %a) {
entry:
  ret i32 %a
}

define i32 @bad(i32 %a) {
entry:
  %x = add i32 %a, %nope
  ret i32 %x
}
