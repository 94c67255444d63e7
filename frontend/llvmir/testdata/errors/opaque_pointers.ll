; want: 4:15: opaque pointers (LLVM 15+) are not supported: generate the IR with clang-14
; LLVM 15 IR; %ptr and "ptr" in names and strings do not count, the type does.
@ptr = global [4 x i8] c"ptr\00"
define i32 @f(ptr %p) {
entry:
  %x = load i32, ptr %p
  ret i32 %x
}
