; nomain.ll: a library module without main, which mpiskel run refuses by name.
define i32 @helper(i32 %x) {
  ret i32 %x
}
