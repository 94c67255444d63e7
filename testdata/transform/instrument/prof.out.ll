source_filename = "prof.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@mpiskel_probe_counts = dso_local global [2 x i64] zeroinitializer
@mpiskel_probe_slots = dso_local constant i32 2

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !22 {
2:
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca [100 x double], align 16
	%7 = alloca double, align 8
	call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !50
	store i32 %0, i32* %3, align 4, !tbaa !51
	call void @llvm.dbg.value(metadata i8** %1, metadata !30, metadata !DIExpression()), !dbg !50
	store i8** %1, i8*** %4, align 8, !tbaa !55
	call void @llvm.dbg.value(metadata i32* %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !50
	call void @llvm.dbg.value(metadata i8*** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !50
	%8 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #5, !dbg !57
	%9 = bitcast i32* %5 to i8*, !dbg !58
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #5, !dbg !58
	call void @llvm.dbg.value(metadata i32 100, metadata !32, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata i32* %5, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !50
	%10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #5, !dbg !59
	%11 = bitcast [100 x double]* %6 to i8*, !dbg !60
	call void @llvm.lifetime.start.p0i8(i64 800, i8* nonnull %11) #5, !dbg !60
	call void @llvm.dbg.declare(metadata [100 x double]* %6, metadata !33, metadata !DIExpression()), !dbg !61
	call void @llvm.dbg.value(metadata double 0.0, metadata !38, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !62
	%12 = load i32, i32* %5, align 4, !tbaa !51
	call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !62
	call void @llvm.dbg.value(metadata double 0.0, metadata !38, metadata !DIExpression()), !dbg !50
	br label %prof.r2, !dbg !63

prof.r2:
	call void @mpiskel_prof_enter(i32 2)
	br label %13

13:
	%14 = phi i32 [ %43, %42 ], [ 0, %prof.r2 ]
	%15 = phi double [ %50, %42 ], [ 0.0, %prof.r2 ]
	call void @llvm.dbg.value(metadata i32 %14, metadata !39, metadata !DIExpression()), !dbg !62
	call void @llvm.dbg.value(metadata double %15, metadata !38, metadata !DIExpression()), !dbg !50
	%16 = add nsw i32 %12, %14
	%17 = sitofp i32 %16 to double
	call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !64
	call void @llvm.dbg.value(metadata double %15, metadata !38, metadata !DIExpression()), !dbg !50
	br label %45, !dbg !65

skel.r2:
	%18 = sext i32 0 to i64
	%19 = add i64 %18, 1
	%20 = sext i32 100 to i64
	%21 = sub i64 %20, %19
	%22 = sdiv i64 %21, 1
	%23 = icmp sgt i64 %21, 0
	%24 = select i1 %23, i64 %22, i64 0
	%25 = add i64 %24, 1
	%26 = sext i32 0 to i64
	%27 = add i64 %26, 1
	%28 = sext i32 100 to i64
	%29 = sub i64 %28, %27
	%30 = sdiv i64 %29, 1
	%31 = icmp sgt i64 %29, 0
	%32 = select i1 %31, i64 %30, i64 0
	%33 = add i64 %32, 1
	%34 = mul i64 %25, %33
	%35 = sitofp i64 %34 to double
	%36 = fmul double 1.0, %35
	%37 = fadd double %36, 0.0
	call void @mpiskel_prof_exit(i32 2, double %37), !dbg !65
	br label %prof.r7

prof.r7:
	call void @mpiskel_prof_enter(i32 7)
	br label %38

38:
	%39 = fcmp ogt double %50, 10.0, !dbg !66
	%40 = fmul double %50, 0.5, !dbg !68
	%41 = select i1 %39, double %40, double %50, !dbg !68
	call void @llvm.dbg.value(metadata double %41, metadata !38, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !69
	br label %skel.r7, !dbg !70

42:
	%43 = add nuw nsw i32 %14, 1, !dbg !71
	call void @llvm.dbg.value(metadata i32 %43, metadata !39, metadata !DIExpression()), !dbg !62
	call void @llvm.dbg.value(metadata double %50, metadata !38, metadata !DIExpression()), !dbg !50
	%44 = icmp eq i32 %43, 100, !dbg !72
	br i1 %44, label %skel.r2, label %13, !dbg !63, !llvm.loop !73

45:
	%46 = phi i32 [ 0, %13 ], [ %51, %45 ]
	%47 = phi double [ %15, %13 ], [ %50, %45 ]
	call void @llvm.dbg.value(metadata i32 %46, metadata !41, metadata !DIExpression()), !dbg !64
	call void @llvm.dbg.value(metadata double %47, metadata !38, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata i32 %12, metadata !31, metadata !DIExpression()), !dbg !50
	%48 = sitofp i32 %46 to double, !dbg !77
	%49 = call double @llvm.fmuladd.f64(double %17, double 0.5, double %48), !dbg !79
	%50 = fadd double %47, %49, !dbg !80
	call void @llvm.dbg.value(metadata double %50, metadata !38, metadata !DIExpression()), !dbg !50
	%51 = add nuw nsw i32 %46, 1, !dbg !81
	call void @llvm.dbg.value(metadata i32 %51, metadata !41, metadata !DIExpression()), !dbg !64
	%52 = icmp eq i32 %51, 100, !dbg !82
	br i1 %52, label %42, label %45, !dbg !65, !llvm.loop !83

skel.r8:
	%53 = add i64 0, 1
	%54 = sub i64 100, %53
	%55 = sdiv i64 %54, 1
	%56 = icmp sgt i64 %54, 0
	%57 = select i1 %56, i64 %55, i64 0
	%58 = add i64 %57, 1
	%59 = sitofp i64 %58 to double
	%60 = fmul double 1.0, %59
	%61 = fadd double %60, 0.0
	call void @mpiskel_prof_exit(i32 8, double %61), !dbg !92
	br label %prof.r10

prof.r10:
	call void @mpiskel_prof_enter(i32 10)
	br label %62

62:
	%63 = bitcast double* %7 to i8*, !dbg !85
	call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %63) #5, !dbg !85
	call void @llvm.dbg.value(metadata double 1.0, metadata !46, metadata !DIExpression()), !dbg !50
	store double 1.0, double* %7, align 8, !dbg !86, !tbaa !87
	%64 = load i32, i32* %5, align 4, !dbg !89, !tbaa !51
	call void @llvm.dbg.value(metadata i32 %64, metadata !31, metadata !DIExpression()), !dbg !50
	%65 = sext i32 %64 to i64, !dbg !90
	%66 = getelementptr inbounds [100 x double], [100 x double]* %6, i64 0, i64 %65, !dbg !90
	%67 = load double, double* %66, align 8, !dbg !90, !tbaa !87
	call void @llvm.dbg.value(metadata double %67, metadata !47, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata double 1.0, metadata !46, metadata !DIExpression()), !dbg !50
	br label %skel.r10, !dbg !91

skel.r7:
	call void @mpiskel_prof_exit(i32 7, double 1.0), !dbg !66
	br label %prof.r8

prof.r8:
	call void @mpiskel_prof_enter(i32 8)
	br label %68

68:
	%69 = phi i64 [ %74, %68 ], [ 0, %prof.r8 ]
	call void @llvm.dbg.value(metadata i64 %69, metadata !44, metadata !DIExpression()), !dbg !69
	%70 = trunc i64 %69 to i32, !dbg !92
	%71 = sitofp i32 %70 to double, !dbg !92
	%72 = fadd double %41, %71, !dbg !94
	%73 = getelementptr inbounds [100 x double], [100 x double]* %6, i64 0, i64 %69, !dbg !95
	store double %72, double* %73, align 8, !dbg !96, !tbaa !87
	%74 = add nuw nsw i64 %69, 1, !dbg !97
	call void @llvm.dbg.value(metadata i64 %74, metadata !44, metadata !DIExpression()), !dbg !69
	%75 = icmp eq i64 %74, 100, !dbg !98
	br i1 %75, label %skel.r8, label %68, !dbg !70, !llvm.loop !99

skel.r10:
	call void @mpiskel_prof_exit(i32 10, double 1.0), !dbg !85
	br label %skel.probe0

skel.probe0:
	%76 = load i64, i64* getelementptr ([2 x i64], [2 x i64]* @mpiskel_probe_counts, i64 0, i64 0)
	%77 = add i64 %76, 1
	store i64 %77, i64* getelementptr ([2 x i64], [2 x i64]* @mpiskel_probe_counts, i64 0, i64 0)
	br label %78

78:
	%79 = phi double [ %82, %78 ], [ %67, %skel.probe0 ]
	%80 = load i64, i64* getelementptr ([2 x i64], [2 x i64]* @mpiskel_probe_counts, i64 0, i64 1)
	%81 = add i64 %80, 1
	store i64 %81, i64* getelementptr ([2 x i64], [2 x i64]* @mpiskel_probe_counts, i64 0, i64 1)
	call void @llvm.dbg.value(metadata double %79, metadata !47, metadata !DIExpression()), !dbg !50
	%82 = fmul double %79, 0.5, !dbg !101
	call void @llvm.dbg.value(metadata double %82, metadata !48, metadata !DIExpression()), !dbg !102
	%83 = fsub double %79, %82, !dbg !103
	call void @llvm.dbg.value(metadata double %83, metadata !46, metadata !DIExpression()), !dbg !50
	store double %83, double* %7, align 8, !dbg !104, !tbaa !87
	call void @llvm.dbg.value(metadata double %82, metadata !47, metadata !DIExpression()), !dbg !50
	call void @llvm.dbg.value(metadata double* %7, metadata !46, metadata !DIExpression(DW_OP_deref)), !dbg !50
	%84 = call i32 @MPI_Allreduce(i8* noundef nonnull inttoptr (i64 1 to i8*), i8* noundef nonnull %63, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5, !dbg !105
	%85 = load double, double* %7, align 8, !dbg !106, !tbaa !87
	call void @llvm.dbg.value(metadata double %85, metadata !46, metadata !DIExpression()), !dbg !50
	%86 = fcmp ogt double %85, 0x3F50624DD2F1A9FC, !dbg !107
	br i1 %86, label %78, label %87, !dbg !91, !llvm.loop !108

87:
	%88 = call i32 @MPI_Finalize() #5, !dbg !110
	%89 = fptosi double %82 to i32, !dbg !111
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %63) #5, !dbg !112
	call void @llvm.lifetime.end.p0i8(i64 800, i8* nonnull %11) #5, !dbg !112
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #5, !dbg !112
	ret i32 %89, !dbg !112
}

declare void @llvm.dbg.declare(metadata %0, metadata %1, metadata %2) #1

declare !dbg !113 i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #3

declare !dbg !119 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #1

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #3

declare !dbg !122 i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare !dbg !127 i32 @MPI_Finalize() local_unnamed_addr #2

declare void @llvm.dbg.value(metadata %0, metadata %1, metadata %2) #4

declare void @mpiskel_add_time(i32 %0, double %1)

declare void @mpiskel_prof_enter(i32 %0)

declare void @mpiskel_prof_exit(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.ident = !{!21}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: FullDebug, retainedTypes: !2, nameTableKind: None)
!1 = !DIFile(filename: "prof.c", directory: "/work/main/testdata/transform/instrument", checksumkind: CSK_MD5, checksum: "4471ab02d2b10bd0304bf9873aa78e61")
!2 = !{!3, !7, !8, !11, !14}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !23, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!14, !14, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{!29, !30, !31, !32, !33, !38, !39, !41, !44, !46, !47, !48}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !1, line: 5, type: !14)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !1, line: 5, type: !25)
!31 = !DILocalVariable(name: "rank", scope: !22, file: !1, line: 7, type: !14)
!32 = !DILocalVariable(name: "n", scope: !22, file: !1, line: 7, type: !14)
!33 = !DILocalVariable(name: "a", scope: !22, file: !1, line: 9, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 6400, elements: !36)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !{!37}
!37 = !DISubrange(count: 100)
!38 = !DILocalVariable(name: "s", scope: !22, file: !1, line: 9, type: !35)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 10, type: !14)
!40 = distinct !DILexicalBlock(scope: !22, file: !1, line: 10, column: 3)
!41 = !DILocalVariable(name: "j", scope: !42, file: !1, line: 11, type: !14)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 11, column: 5)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 10, column: 3)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 15, type: !14)
!45 = distinct !DILexicalBlock(scope: !22, file: !1, line: 15, column: 3)
!46 = !DILocalVariable(name: "change", scope: !22, file: !1, line: 17, type: !35)
!47 = !DILocalVariable(name: "u", scope: !22, file: !1, line: 17, type: !35)
!48 = !DILocalVariable(name: "local", scope: !49, file: !1, line: 19, type: !35)
!49 = distinct !DILexicalBlock(scope: !22, file: !1, line: 18, column: 25)
!50 = !DILocation(scope: !22)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !{!56, !56, i64 0}
!56 = !{!"any pointer", !53, i64 0}
!57 = !DILocation(line: 6, column: 3, scope: !22)
!58 = !DILocation(line: 7, column: 3, scope: !22)
!59 = !DILocation(line: 8, column: 3, scope: !22)
!60 = !DILocation(line: 9, column: 3, scope: !22)
!61 = !DILocation(line: 9, column: 10, scope: !22)
!62 = !DILocation(scope: !40)
!63 = !DILocation(line: 10, column: 3, scope: !40)
!64 = !DILocation(scope: !42)
!65 = !DILocation(line: 11, column: 5, scope: !42)
!66 = !DILocation(line: 13, column: 9, scope: !67)
!67 = distinct !DILexicalBlock(scope: !22, file: !1, line: 13, column: 7)
!68 = !DILocation(line: 13, column: 7, scope: !22)
!69 = !DILocation(scope: !45)
!70 = !DILocation(line: 15, column: 3, scope: !45)
!71 = !DILocation(line: 10, column: 27, scope: !43)
!72 = !DILocation(line: 10, column: 21, scope: !43)
!73 = distinct !{!73, !63, !74, !75, !76}
!74 = !DILocation(line: 12, column: 31, scope: !40)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !{!"llvm.loop.unroll.disable"}
!77 = !DILocation(line: 12, column: 31, scope: !78)
!78 = distinct !DILexicalBlock(scope: !42, file: !1, line: 11, column: 5)
!79 = !DILocation(line: 12, column: 29, scope: !78)
!80 = !DILocation(line: 12, column: 9, scope: !78)
!81 = !DILocation(line: 11, column: 29, scope: !78)
!82 = !DILocation(line: 11, column: 23, scope: !78)
!83 = distinct !{!83, !65, !84, !75, !76}
!84 = !DILocation(line: 12, column: 31, scope: !42)
!85 = !DILocation(line: 17, column: 3, scope: !22)
!86 = !DILocation(line: 17, column: 10, scope: !22)
!87 = !{!88, !88, i64 0}
!88 = !{!"double", !53, i64 0}
!89 = !DILocation(line: 17, column: 30, scope: !22)
!90 = !DILocation(line: 17, column: 28, scope: !22)
!91 = !DILocation(line: 18, column: 3, scope: !22)
!92 = !DILocation(line: 16, column: 16, scope: !93)
!93 = distinct !DILexicalBlock(scope: !45, file: !1, line: 15, column: 3)
!94 = !DILocation(line: 16, column: 14, scope: !93)
!95 = !DILocation(line: 16, column: 5, scope: !93)
!96 = !DILocation(line: 16, column: 10, scope: !93)
!97 = !DILocation(line: 15, column: 27, scope: !93)
!98 = !DILocation(line: 15, column: 21, scope: !93)
!99 = distinct !{!99, !70, !100, !75, !76}
!100 = !DILocation(line: 16, column: 16, scope: !45)
!101 = !DILocation(line: 19, column: 22, scope: !49)
!102 = !DILocation(scope: !49)
!103 = !DILocation(line: 20, column: 16, scope: !49)
!104 = !DILocation(line: 20, column: 12, scope: !49)
!105 = !DILocation(line: 22, column: 5, scope: !49)
!106 = !DILocation(line: 18, column: 10, scope: !22)
!107 = !DILocation(line: 18, column: 17, scope: !22)
!108 = distinct !{!108, !91, !109, !75, !76}
!109 = !DILocation(line: 23, column: 3, scope: !22)
!110 = !DILocation(line: 24, column: 3, scope: !22)
!111 = !DILocation(line: 25, column: 10, scope: !22)
!112 = !DILocation(line: 26, column: 1, scope: !22)
!113 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !114, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !118)
!114 = !DISubroutineType(types: !115)
!115 = !{!14, !116, !117}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!118 = !{}
!119 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !120, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !118)
!120 = !DISubroutineType(types: !121)
!121 = !{!14, !3, !116}
!122 = !DISubprogram(name: "MPI_Allreduce", scope: !4, file: !4, line: 1321, type: !123, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !118)
!123 = !DISubroutineType(types: !124)
!124 = !{!14, !125, !7, !14, !8, !11, !3}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !126, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!127 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !128, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !118)
!128 = !DISubroutineType(types: !129)
!129 = !{!14}
