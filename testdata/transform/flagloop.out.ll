source_filename = "flagloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@u = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@v = internal unnamed_addr global [66 x double] zeroinitializer, align 16
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@converged = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !9 {
2:
	%skel.trips.32 = alloca i64, !mpiskel.covered !11
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
	br label %33, !dbg !26

skel.r2:
	%18 = add i64 0, 1, !mpiskel.covered !11
	%19 = sub i64 66, %18, !mpiskel.covered !11
	%20 = sdiv i64 %19, 1, !mpiskel.covered !11
	%21 = icmp sgt i64 %19, 0, !mpiskel.covered !11
	%22 = select i1 %21, i64 %20, i64 0, !mpiskel.covered !11
	%23 = add i64 %22, 1, !mpiskel.covered !11
	%24 = sitofp i64 %23 to double, !mpiskel.covered !11
	%25 = fmul double 0x3E112E0BE826D695, %24, !mpiskel.covered !11
	%26 = fadd double %25, 0.0, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 2, double %26), !dbg !31, !mpiskel.covered !11
	br label %27, !mpiskel.covered !11

27:
	%28 = add nsw i32 %14, 1, !dbg !27, !mpiskel.covered !11
	%29 = srem i32 %28, %15, !dbg !28, !mpiskel.covered !11
	%30 = srem i32 %17, %15, !dbg !29, !mpiskel.covered !11
	%31 = bitcast double* %7 to i8*, !mpiskel.covered !11
	%32 = bitcast double* %8 to i8*, !mpiskel.covered !11
	br label %skel.r4, !dbg !30, !mpiskel.covered !11

33:
	br label %skel.r2, !mpiskel.covered !11

skel.r4:
	call void @mpiskel_add_time(i32 4, double 0x3E112E0BE826D695), !dbg !27, !mpiskel.covered !11
	br label %skel.trips.32.reset, !mpiskel.covered !11

skel.trips.32.reset:
	store i64 0, i64* %skel.trips.32, !mpiskel.covered !11
	br label %34, !mpiskel.covered !11

34:
	%35 = phi i32 [ %50, %77 ], [ 0, %skel.trips.32.reset ]
	%36 = load i64, i64* %skel.trips.32, !mpiskel.covered !11
	%37 = add i64 %36, 1, !mpiskel.covered !11
	store i64 %37, i64* %skel.trips.32, !mpiskel.covered !11
	%38 = call i32 @MPI_Sendrecv(i8* noundef bitcast (double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 64) to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %29, i32 noundef 0, i8* noundef bitcast ([66 x double]* @u to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %30, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #4, !dbg !43
	%39 = load double, double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 0), align 16
	br label %56, !dbg !44

skel.r8:
	%40 = add i64 1, 1, !mpiskel.covered !11
	%41 = sub i64 65, %40, !mpiskel.covered !11
	%42 = sdiv i64 %41, 1, !mpiskel.covered !11
	%43 = icmp sgt i64 %41, 0, !mpiskel.covered !11
	%44 = select i1 %43, i64 %42, i64 0, !mpiskel.covered !11
	%45 = add i64 %44, 1, !mpiskel.covered !11
	%46 = sitofp i64 %45 to double, !mpiskel.covered !11
	%47 = fmul double 0x3E112E0BE826D695, %46, !mpiskel.covered !11
	%48 = fadd double %47, 0.0, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 8, double %48), !dbg !51, !mpiskel.covered !11
	br label %49, !mpiskel.covered !11

49:
	%50 = add nuw nsw i32 %35, 1, !dbg !45, !mpiskel.covered !11
	%51 = icmp ugt i32 %35, 999, !dbg !46, !mpiskel.covered !11
	%52 = xor i1 %51, true, !dbg !48, !mpiskel.covered !11
	%53 = and i32 %50, 3, !dbg !48, !mpiskel.covered !11
	%54 = icmp eq i32 %53, 0, !dbg !49, !mpiskel.covered !11
	%55 = select i1 %54, i1 %52, i1 false, !dbg !50, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 10, double 0x3E112E0BE826D695), !dbg !45, !mpiskel.covered !11
	br i1 %55, label %57, label %77, !dbg !50

56:
	br label %skel.r8, !mpiskel.covered !11

57:
	br label %skel.r12, !dbg !62, !mpiskel.covered !11

skel.r13:
	%58 = add i64 1, 1, !mpiskel.covered !11
	%59 = sub i64 65, %58, !mpiskel.covered !11
	%60 = sdiv i64 %59, 1, !mpiskel.covered !11
	%61 = icmp sgt i64 %59, 0, !mpiskel.covered !11
	%62 = select i1 %61, i64 %60, i64 0, !mpiskel.covered !11
	%63 = add i64 %62, 1, !mpiskel.covered !11
	%64 = sitofp i64 %63 to double, !mpiskel.covered !11
	%65 = fmul double 0x3E112E0BE826D695, %64, !mpiskel.covered !11
	%66 = fadd double %65, 0.0, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 13, double %66), !dbg !69, !mpiskel.covered !11
	br label %67, !mpiskel.covered !11

67:
	store double 0.0, double* %7, align 8, !dbg !63, !tbaa !35
	%68 = call i32 @MPI_Allreduce(i8* noundef nonnull %31, i8* noundef nonnull %32, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #4, !dbg !64
	%69 = load double, double* %8, align 8, !dbg !65, !tbaa !35
	%70 = load i32, i32* %6, align 4, !dbg !66, !tbaa !12
	%71 = sitofp i32 %70 to double, !dbg !66
	%72 = fmul double %71, 0x3F50624DD2F1A9FC, !dbg !67
	%73 = fcmp olt double %69, %72, !dbg !68
	br label %skel.r16, !mpiskel.covered !11

skel.r12:
	call void @mpiskel_add_time(i32 12, double 0x3E112E0BE826D695), !dbg !60, !mpiskel.covered !11
	br label %74, !mpiskel.covered !11

74:
	br label %skel.r13, !mpiskel.covered !11

skel.r16:
	%75 = phi i32 [ 0, %67 ], !mpiskel.covered !11
	call void @mpiskel_add_time(i32 16, double 0x3E112E0BE826D695), !dbg !77, !mpiskel.covered !11
	br label %76, !mpiskel.covered !11

76:
	br label %skel.r18, !dbg !80, !mpiskel.covered !11

skel.r18:
	call void @mpiskel_add_time(i32 18, double 0x3E112E0BE826D695), !dbg !80, !mpiskel.covered !11
	br label %77, !mpiskel.covered !11

77:
	%78 = load i64, i64* %skel.trips.32, !mpiskel.covered !11
	%79 = icmp ne i64 %78, 12, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 19, double 0x3E112E0BE826D695), !dbg !81, !mpiskel.covered !11
	br i1 %79, label %34, label %80, !dbg !30, !llvm.loop !82

80:
	%81 = load i32, i32* %5, align 4, !dbg !84, !tbaa !12, !mpiskel.covered !11
	%82 = icmp eq i32 %81, 0, !dbg !85, !mpiskel.covered !11
	call void @mpiskel_add_time(i32 20, double 0x3E112E0BE826D695), !dbg !84, !mpiskel.covered !11
	br i1 %82, label %83, label %86, !dbg !84

83:
	%84 = load i32, i32* @converged, align 4, !dbg !86, !tbaa !12
	%85 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %84), !dbg !87
	br label %86, !dbg !87

86:
	%87 = call i32 @MPI_Finalize() #4, !dbg !88
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #4, !dbg !89
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #4, !dbg !89
	ret i32 0, !dbg !90
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare !dbg !91 i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare !dbg !93 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare !dbg !94 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare !dbg !95 i32 @MPI_Sendrecv(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, i32 noundef %4, i8* noundef %5, i32 noundef %6, %struct.ompi_datatype_t* noundef %7, i32 noundef %8, i32 noundef %9, %struct.ompi_communicator_t* noundef %10, %struct.ompi_status_public_t* noundef %11) local_unnamed_addr #2

declare !dbg !96 i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #3

declare !dbg !97 i32 @MPI_Finalize() local_unnamed_addr #2

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.ident = !{!8}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: LineTablesOnly, nameTableKind: None)
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
!79 = !DILocation(scope: !9)
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
!91 = !DISubprogram(name: "MPI_Init", scope: !92, file: !92, line: 1637, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!92 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!93 = !DISubprogram(name: "MPI_Comm_rank", scope: !92, file: !92, line: 1421, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!94 = !DISubprogram(name: "MPI_Comm_size", scope: !92, file: !92, line: 1428, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!95 = !DISubprogram(name: "MPI_Sendrecv", scope: !92, file: !92, line: 1786, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!96 = !DISubprogram(name: "MPI_Allreduce", scope: !92, file: !92, line: 1321, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!97 = !DISubprogram(name: "MPI_Finalize", scope: !92, file: !92, line: 1550, type: !10, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
