; want: 4:28: unable to locate metadata ID "!7"
define i32 @f(i32 %a) {
entry:
  %x = add i32 %a, 1, !dbg !7
  ret i32 %x
}
