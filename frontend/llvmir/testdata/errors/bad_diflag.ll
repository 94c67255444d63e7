; want: 14:87: invalid IR (the IR translator failed: unable to locate DIFlag enum corresponding to "DIFlagBogus")
; A flag llir does not know: its translator fails with no position; llvm-as-14 gives the same place.
define i32 @f(i32 %a) !dbg !4 {
entry:
  ret i32 %a
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "f.c", directory: ".")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, flags: DIFlagBogus, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!5 = !DISubroutineType(types: !2)
