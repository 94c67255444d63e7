; want: 4:12: unable to locate local identifier "%nowhere"
define void @f() {
entry:
  br label %nowhere
}
