; mpiskel-level: 3
source_filename = "flagloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@u = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@v = internal unnamed_addr global [66 x double] zeroinitializer, align 16
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@converged = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store i32 %0, i32* %3, align 4, !tbaa !12
  store i8** %1, i8*** %4, align 8, !tbaa !16
  %9 = bitcast i32* %5 to i8*, !dbg !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #4, !dbg !18
  %10 = bitcast i32* %6 to i8*, !dbg !18
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #4, !dbg !18
  %11 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #4, !dbg !19
  %12 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #4, !dbg !20
  %13 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #4, !dbg !21
  %14 = load i32, i32* %5, align 4, !dbg !22, !tbaa !12
  %15 = load i32, i32* %6, align 4, !dbg !23, !tbaa !12
  %16 = add i32 %14, -1, !dbg !24
  %17 = add i32 %16, %15, !dbg !25
  br label %24, !dbg !26

18:                                               ; preds = %24
  %19 = add nsw i32 %14, 1, !dbg !27
  %20 = srem i32 %19, %15, !dbg !28
  %21 = srem i32 %17, %15, !dbg !29
  %22 = bitcast double* %7 to i8*
  %23 = bitcast double* %8 to i8*
  br label %32, !dbg !30

24:                                               ; preds = %2, %24
  %25 = phi i64 [ 0, %2 ], [ %30, %24 ]
  %26 = trunc i64 %25 to i32, !dbg !31
  %27 = add nsw i32 %14, %26, !dbg !31
  %28 = sitofp i32 %27 to double, !dbg !32
  %29 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %25, !dbg !33
  store double %28, double* %29, align 8, !dbg !34, !tbaa !35
  %30 = add nuw nsw i64 %25, 1, !dbg !37
  %31 = icmp eq i64 %30, 66, !dbg !38
  br i1 %31, label %18, label %24, !dbg !26, !llvm.loop !39

32:                                               ; preds = %18, %79
  %33 = phi i32 [ 0, %18 ], [ %37, %79 ]
  %34 = call i32 @MPI_Sendrecv(i8* noundef bitcast (double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 64) to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %20, i32 noundef 0, i8* noundef bitcast ([66 x double]* @u to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %21, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #4, !dbg !43
  %35 = load double, double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 0), align 16
  br label %44, !dbg !44

36:                                               ; preds = %44
  %37 = add nuw nsw i32 %33, 1, !dbg !45
  %38 = icmp ugt i32 %33, 999, !dbg !46
  %39 = zext i1 %38 to i32, !dbg !47
  %40 = xor i1 %38, true, !dbg !48
  %41 = and i32 %37, 3, !dbg !48
  %42 = icmp eq i32 %41, 0, !dbg !49
  %43 = select i1 %42, i1 %40, i1 false, !dbg !50
  br i1 %43, label %54, label %79, !dbg !50

44:                                               ; preds = %32, %44
  %45 = phi double [ %35, %32 ], [ %51, %44 ]
  %46 = phi i64 [ 1, %32 ], [ %47, %44 ]
  %47 = add nuw nsw i64 %46, 1, !dbg !51
  %48 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %47, !dbg !52
  %49 = load double, double* %48, align 8, !dbg !52, !tbaa !35
  %50 = fadd double %45, %49, !dbg !53
  %51 = fmul double %50, 5.000000e-01, !dbg !54
  %52 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %46, !dbg !55
  store double %51, double* %52, align 8, !dbg !56, !tbaa !35
  %53 = icmp eq i64 %47, 65, !dbg !57
  br i1 %53, label %36, label %44, !dbg !44, !llvm.loop !58

54:                                               ; preds = %36
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %22) #4, !dbg !60
  store double 0.000000e+00, double* %7, align 8, !dbg !61, !tbaa !35
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %23) #4, !dbg !60
  br label %62, !dbg !62

55:                                               ; preds = %62
  store double %73, double* %7, align 8, !dbg !63, !tbaa !35
  %56 = call i32 @MPI_Allreduce(i8* noundef nonnull %22, i8* noundef nonnull %23, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #4, !dbg !64
  %57 = load double, double* %8, align 8, !dbg !65, !tbaa !35
  %58 = load i32, i32* %6, align 4, !dbg !66, !tbaa !12
  %59 = sitofp i32 %58 to double, !dbg !66
  %60 = fmul double %59, 1.000000e-03, !dbg !67
  %61 = fcmp olt double %57, %60, !dbg !68
  br i1 %61, label %76, label %77, !dbg !65

62:                                               ; preds = %54, %62
  %63 = phi i64 [ 1, %54 ], [ %74, %62 ]
  %64 = phi double [ 0.000000e+00, %54 ], [ %73, %62 ]
  %65 = getelementptr inbounds [66 x double], [66 x double]* @v, i64 0, i64 %63, !dbg !69
  %66 = load double, double* %65, align 8, !dbg !69, !tbaa !35
  %67 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %63, !dbg !70
  %68 = load double, double* %67, align 8, !dbg !70, !tbaa !35
  %69 = fcmp ogt double %66, %68, !dbg !71
  %70 = fsub double %66, %68, !dbg !69
  %71 = fsub double %68, %66, !dbg !69
  %72 = select i1 %69, double %70, double %71, !dbg !69
  %73 = fadd double %64, %72, !dbg !63
  store double %68, double* %65, align 8, !dbg !72, !tbaa !35
  %74 = add nuw nsw i64 %63, 1, !dbg !73
  %75 = icmp eq i64 %74, 65, !dbg !74
  br i1 %75, label %55, label %62, !dbg !62, !llvm.loop !75

76:                                               ; preds = %55
  store i32 %37, i32* @converged, align 4, !dbg !77, !tbaa !12
  br label %77, !dbg !78

77:                                               ; preds = %76, %55
  %78 = phi i32 [ 1, %76 ], [ 0, %55 ], !dbg !79
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %23) #4, !dbg !80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %22) #4, !dbg !80
  br label %79, !dbg !80

79:                                               ; preds = %77, %36
  %80 = phi i32 [ %78, %77 ], [ %39, %36 ], !dbg !79
  %81 = icmp eq i32 %80, 0, !dbg !81
  br i1 %81, label %32, label %82, !dbg !30, !llvm.loop !82

82:                                               ; preds = %79
  %83 = load i32, i32* %5, align 4, !dbg !84, !tbaa !12
  %84 = icmp eq i32 %83, 0, !dbg !85
  br i1 %84, label %85, label %88, !dbg !84

85:                                               ; preds = %82
  %86 = load i32, i32* @converged, align 4, !dbg !86, !tbaa !12
  %87 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %86), !dbg !87
  br label %88, !dbg !87

88:                                               ; preds = %85, %82
  %89 = call i32 @MPI_Finalize() #4, !dbg !88
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #4, !dbg !89
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #4, !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !91 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare !dbg !93 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare !dbg !94 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !95 i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

declare !dbg !96 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare !dbg !97 i32 @MPI_Finalize() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flagloop.c", directory: ".", checksumkind: CSK_MD5, checksum: "e0d3908b5a65c4589f44c20c82935d54")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !10, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !14, i64 0}
!18 = !DILocation(line: 19, column: 3, scope: !9)
!19 = !DILocation(line: 20, column: 3, scope: !9)
!20 = !DILocation(line: 21, column: 3, scope: !9)
!21 = !DILocation(line: 22, column: 3, scope: !9)
!22 = !DILocation(line: 23, column: 16, scope: !9)
!23 = !DILocation(line: 23, column: 28, scope: !9)
!24 = !DILocation(line: 23, column: 47, scope: !9)
!25 = !DILocation(line: 23, column: 54, scope: !9)
!26 = !DILocation(line: 24, column: 3, scope: !9)
!27 = !DILocation(line: 23, column: 21, scope: !9)
!28 = !DILocation(line: 23, column: 26, scope: !9)
!29 = !DILocation(line: 23, column: 59, scope: !9)
!30 = !DILocation(line: 28, column: 3, scope: !9)
!31 = !DILocation(line: 25, column: 17, scope: !9)
!32 = !DILocation(line: 25, column: 12, scope: !9)
!33 = !DILocation(line: 25, column: 5, scope: !9)
!34 = !DILocation(line: 25, column: 10, scope: !9)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !14, i64 0}
!37 = !DILocation(line: 24, column: 31, scope: !9)
!38 = !DILocation(line: 24, column: 21, scope: !9)
!39 = distinct !{!39, !26, !40, !41, !42}
!40 = !DILocation(line: 25, column: 19, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = !DILocation(line: 30, column: 5, scope: !9)
!44 = !DILocation(line: 32, column: 5, scope: !9)
!45 = !DILocation(line: 29, column: 7, scope: !9)
!46 = !DILocation(line: 34, column: 12, scope: !9)
!47 = !DILocation(line: 34, column: 9, scope: !9)
!48 = !DILocation(line: 36, column: 12, scope: !9)
!49 = !DILocation(line: 36, column: 16, scope: !9)
!50 = !DILocation(line: 36, column: 21, scope: !9)
!51 = !DILocation(line: 33, column: 36, scope: !9)
!52 = !DILocation(line: 33, column: 32, scope: !9)
!53 = !DILocation(line: 33, column: 30, scope: !9)
!54 = !DILocation(line: 33, column: 18, scope: !9)
!55 = !DILocation(line: 33, column: 7, scope: !9)
!56 = !DILocation(line: 33, column: 12, scope: !9)
!57 = !DILocation(line: 32, column: 23, scope: !9)
!58 = distinct !{!58, !44, !59, !41, !42}
!59 = !DILocation(line: 33, column: 40, scope: !9)
!60 = !DILocation(line: 37, column: 7, scope: !9)
!61 = !DILocation(line: 37, column: 14, scope: !9)
!62 = !DILocation(line: 38, column: 7, scope: !9)
!63 = !DILocation(line: 39, column: 14, scope: !9)
!64 = !DILocation(line: 42, column: 7, scope: !9)
!65 = !DILocation(line: 43, column: 11, scope: !9)
!66 = !DILocation(line: 43, column: 24, scope: !9)
!67 = !DILocation(line: 43, column: 22, scope: !9)
!68 = !DILocation(line: 43, column: 15, scope: !9)
!69 = !DILocation(line: 39, column: 17, scope: !9)
!70 = !DILocation(line: 39, column: 24, scope: !9)
!71 = !DILocation(line: 39, column: 22, scope: !9)
!72 = !DILocation(line: 40, column: 14, scope: !9)
!73 = !DILocation(line: 38, column: 32, scope: !9)
!74 = !DILocation(line: 38, column: 25, scope: !9)
!75 = distinct !{!75, !62, !76, !41, !42}
!76 = !DILocation(line: 41, column: 7, scope: !9)
!77 = !DILocation(line: 45, column: 19, scope: !9)
!78 = !DILocation(line: 46, column: 7, scope: !9)
!79 = !DILocation(line: 0, scope: !9)
!80 = !DILocation(line: 47, column: 5, scope: !9)
!81 = !DILocation(line: 28, column: 15, scope: !9)
!82 = distinct !{!82, !30, !83, !41, !42}
!83 = !DILocation(line: 48, column: 3, scope: !9)
!84 = !DILocation(line: 49, column: 7, scope: !9)
!85 = !DILocation(line: 49, column: 12, scope: !9)
!86 = !DILocation(line: 50, column: 20, scope: !9)
!87 = !DILocation(line: 50, column: 5, scope: !9)
!88 = !DILocation(line: 51, column: 3, scope: !9)
!89 = !DILocation(line: 53, column: 1, scope: !9)
!90 = !DILocation(line: 52, column: 3, scope: !9)
!91 = !DISubprogram(name: "MPI_Init", scope: !92, file: !92, line: 1637, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!92 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!93 = !DISubprogram(name: "MPI_Comm_rank", scope: !92, file: !92, line: 1421, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!94 = !DISubprogram(name: "MPI_Comm_size", scope: !92, file: !92, line: 1428, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!95 = !DISubprogram(name: "MPI_Sendrecv", scope: !92, file: !92, line: 1786, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!96 = !DISubprogram(name: "MPI_Allreduce", scope: !92, file: !92, line: 1321, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!97 = !DISubprogram(name: "MPI_Finalize", scope: !92, file: !92, line: 1550, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
