; ModuleID = 'unknownext.c'
source_filename = "unknownext.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca [4 x double], align 16
  %7 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata [4 x double]* %6, metadata !22, metadata !DIExpression()), !dbg !27
  %8 = bitcast [4 x double]* %6 to i8*, !dbg !27
  call void @llvm.memset.p0i8.i64(i8* align 16 %8, i8 0, i64 32, i1 false), !dbg !27
  %9 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !28
  call void @llvm.dbg.declare(metadata double* %7, metadata !29, metadata !DIExpression()), !dbg !30
  %10 = getelementptr inbounds [4 x double], [4 x double]* %6, i64 0, i64 0, !dbg !31
  %11 = call double @solver_kernel(double* noundef %10, i32 noundef 4), !dbg !32
  store double %11, double* %7, align 8, !dbg !30
  %12 = call i32 @MPI_Finalize(), !dbg !33
  %13 = load double, double* %7, align 8, !dbg !34
  %14 = fcmp ogt double %13, 0.000000e+00, !dbg !35
  %15 = zext i1 %14 to i32, !dbg !35
  ret i32 %15, !dbg !36
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #3

declare double @solver_kernel(double* noundef, i32 noundef) #3

declare i32 @MPI_Finalize() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn writeonly }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "unknownext.c", directory: ".", checksumkind: CSK_MD5, checksum: "d95c9f97c47a39e5fc3e0b5b0603e6b4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!19 = !DILocation(line: 6, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 6, type: !14)
!21 = !DILocation(line: 6, column: 27, scope: !10)
!22 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 7, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 256, elements: !25)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DILocation(line: 7, column: 10, scope: !10)
!28 = !DILocation(line: 8, column: 3, scope: !10)
!29 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 9, type: !24)
!30 = !DILocation(line: 9, column: 10, scope: !10)
!31 = !DILocation(line: 9, column: 28, scope: !10)
!32 = !DILocation(line: 9, column: 14, scope: !10)
!33 = !DILocation(line: 10, column: 3, scope: !10)
!34 = !DILocation(line: 11, column: 10, scope: !10)
!35 = !DILocation(line: 11, column: 12, scope: !10)
!36 = !DILocation(line: 11, column: 3, scope: !10)
