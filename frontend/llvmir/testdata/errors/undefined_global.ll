; want: 4:17: unable to locate global identifier "@g"
define i32 @f(i32 %a) {
entry:
  %x = call i32 @g(i32 %a)
  ret i32 %x
}
