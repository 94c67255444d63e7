; want: 2:15: unable to locate type definition of named type "%struct.nope"
define i32 @f(%struct.nope* %p) {
entry:
  ret i32 0
}
