; want: 3:3: invalid local ID in function "@f", expected %1, got %2
define i32 @f(i32 %a) {
  %2 = add i32 %a, 1
  ret i32 %2
}
