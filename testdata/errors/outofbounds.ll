; ModuleID = 'outofbounds.c'
source_filename = "outofbounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_communicator_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression()), !dbg !25
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression()), !dbg !29
  %10 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !30
  %11 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %12 = load i32, i32* %6, align 4, !dbg !34
  %13 = add nsw i32 10, %12, !dbg !35
  store i32 %13, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !36, metadata !DIExpression()), !dbg !39
  %14 = load i32, i32* %7, align 4, !dbg !40
  %15 = sext i32 %14 to i64, !dbg !40
  %16 = mul i64 %15, 8, !dbg !41
  %17 = call noalias i8* @malloc(i64 noundef %16) #4, !dbg !42
  %18 = bitcast i8* %17 to double*, !dbg !42
  store double* %18, double** %8, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %9, align 4, !dbg !45
  br label %19, !dbg !46

19:                                               ; preds = %30, %2
  %20 = load i32, i32* %9, align 4, !dbg !47
  %21 = load i32, i32* %7, align 4, !dbg !49
  %22 = icmp sle i32 %20, %21, !dbg !50
  br i1 %22, label %23, label %33, !dbg !51

23:                                               ; preds = %19
  %24 = load i32, i32* %9, align 4, !dbg !52
  %25 = sitofp i32 %24 to double, !dbg !52
  %26 = load double*, double** %8, align 8, !dbg !53
  %27 = load i32, i32* %9, align 4, !dbg !54
  %28 = sext i32 %27 to i64, !dbg !53
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !53
  store double %25, double* %29, align 8, !dbg !55
  br label %30, !dbg !53

30:                                               ; preds = %23
  %31 = load i32, i32* %9, align 4, !dbg !56
  %32 = add nsw i32 %31, 1, !dbg !56
  store i32 %32, i32* %9, align 4, !dbg !56
  br label %19, !dbg !57, !llvm.loop !58

33:                                               ; preds = %19
  %34 = load double*, double** %8, align 8, !dbg !61
  %35 = bitcast double* %34 to i8*, !dbg !61
  call void @free(i8* noundef %35) #4, !dbg !62
  %36 = call i32 @MPI_Finalize(), !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "outofbounds.c", directory: ".", checksumkind: CSK_MD5, checksum: "790dcdc3f7530013f4b0e02bb31a9b98")
!2 = !{!3, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !17, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 5, type: !19)
!25 = !DILocation(line: 5, column: 14, scope: !16)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 5, type: !20)
!27 = !DILocation(line: 5, column: 27, scope: !16)
!28 = !DILocalVariable(name: "rank", scope: !16, file: !1, line: 6, type: !19)
!29 = !DILocation(line: 6, column: 7, scope: !16)
!30 = !DILocation(line: 7, column: 3, scope: !16)
!31 = !DILocation(line: 8, column: 3, scope: !16)
!32 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 9, type: !19)
!33 = !DILocation(line: 9, column: 7, scope: !16)
!34 = !DILocation(line: 9, column: 16, scope: !16)
!35 = !DILocation(line: 9, column: 14, scope: !16)
!36 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 10, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !DILocation(line: 10, column: 11, scope: !16)
!40 = !DILocation(line: 10, column: 22, scope: !16)
!41 = !DILocation(line: 10, column: 24, scope: !16)
!42 = !DILocation(line: 10, column: 15, scope: !16)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 11, type: !19)
!44 = distinct !DILexicalBlock(scope: !16, file: !1, line: 11, column: 3)
!45 = !DILocation(line: 11, column: 12, scope: !44)
!46 = !DILocation(line: 11, column: 8, scope: !44)
!47 = !DILocation(line: 11, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 11, column: 3)
!49 = !DILocation(line: 11, column: 24, scope: !48)
!50 = !DILocation(line: 11, column: 21, scope: !48)
!51 = !DILocation(line: 11, column: 3, scope: !44)
!52 = !DILocation(line: 12, column: 12, scope: !48)
!53 = !DILocation(line: 12, column: 5, scope: !48)
!54 = !DILocation(line: 12, column: 7, scope: !48)
!55 = !DILocation(line: 12, column: 10, scope: !48)
!56 = !DILocation(line: 11, column: 28, scope: !48)
!57 = !DILocation(line: 11, column: 3, scope: !48)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 12, column: 12, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 13, column: 8, scope: !16)
!62 = !DILocation(line: 13, column: 3, scope: !16)
!63 = !DILocation(line: 14, column: 3, scope: !16)
!64 = !DILocation(line: 15, column: 3, scope: !16)
