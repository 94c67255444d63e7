source_filename = "count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@out = internal unnamed_addr global [640 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [33 x i8] c"expanded %d, last %d, found %ld\0A\00", align 1
@mpiskel_probe_counts = dso_local global [6 x i64] zeroinitializer
@mpiskel_probe_slots = dso_local constant i32 6

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !25 {
2:
	%skel.work = alloca i64
	store i64 0, i64* %skel.work
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca i32, align 4
	call void @llvm.dbg.value(metadata i32 %0, metadata !32, metadata !DIExpression()), !dbg !51
	store i32 %0, i32* %3, align 4, !tbaa !52
	call void @llvm.dbg.value(metadata i8** %1, metadata !33, metadata !DIExpression()), !dbg !51
	store i8** %1, i8*** %4, align 8, !tbaa !56
	%7 = bitcast i32* %5 to i8*, !dbg !58
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #7, !dbg !58
	%8 = bitcast i32* %6 to i8*, !dbg !58
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #7, !dbg !58
	call void @llvm.dbg.value(metadata i32* %3, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !51
	call void @llvm.dbg.value(metadata i8*** %4, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !51
	%9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #7, !dbg !59
	call void @llvm.dbg.value(metadata i32* %5, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !51
	%10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #7, !dbg !60
	call void @llvm.dbg.value(metadata i32* %6, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !51
	%11 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #7, !dbg !61
	%12 = load i32, i32* %6, align 4, !dbg !62, !tbaa !52
	call void @llvm.dbg.value(metadata i32 %12, metadata !35, metadata !DIExpression()), !dbg !51
	%13 = sext i32 %12 to i64, !dbg !62
	%14 = shl nsw i64 %13, 8, !dbg !63
	%15 = call noalias i8* @malloc(i64 noundef %14) #7, !dbg !64
	%16 = bitcast i8* %15 to i32*, !dbg !64
	call void @llvm.dbg.value(metadata i32* %16, metadata !36, metadata !DIExpression()), !dbg !51
	call void @llvm.dbg.value(metadata i32 %12, metadata !35, metadata !DIExpression()), !dbg !51
	%17 = call noalias i8* @malloc(i64 noundef %14) #7, !dbg !65
	%18 = bitcast i8* %17 to i32*, !dbg !65
	call void @llvm.dbg.value(metadata i32* %18, metadata !38, metadata !DIExpression()), !dbg !51
	call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !66
	call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !66
	call void @llvm.dbg.value(metadata i32 %12, metadata !35, metadata !DIExpression()), !dbg !51
	%19 = icmp sgt i32 %12, 0, !dbg !67
	call void @mpiskel_prof_enter(i32 2)
	br i1 %19, label %20, label %skel.r2, !dbg !69

20:
	%21 = shl i32 %12, 6
	%22 = load i32, i32* %5, align 4, !tbaa !52
	%23 = call i32 @llvm.smax.i32(i32 %21, i32 1), !dbg !69
	%24 = zext i32 %23 to i64, !dbg !67
	%25 = add i64 0, 1
	%26 = sub i64 %24, %25
	%27 = sdiv i64 %26, 1
	%28 = icmp sgt i64 %26, 0
	%29 = select i1 %28, i64 %27, i64 0
	%30 = add i64 %29, 1
	%31 = load i64, i64* %skel.work
	%32 = add i64 %31, %30
	store i64 %32, i64* %skel.work
	br label %39, !dbg !69

skel.r2:
	%33 = load i64, i64* %skel.work
	store i64 0, i64* %skel.work
	%34 = sitofp i64 %33 to double
	%35 = fmul double 1.0, %34
	%36 = fadd double %35, 0.0
	call void @mpiskel_prof_exit(i32 2, double %36), !dbg !69
	br label %37

37:
	%38 = call i32 @MPI_Alltoall(i8* noundef %15, i32 noundef 64, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %17, i32 noundef 64, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7, !dbg !70
	call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !51
	call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !71
	br label %prof.r7, !dbg !72

39:
	%40 = phi i64 [ 0, %20 ], [ %47, %39 ]
	call void @llvm.dbg.value(metadata i64 %40, metadata !39, metadata !DIExpression()), !dbg !66
	%41 = trunc i64 %40 to i32, !dbg !73
	%42 = mul nsw i32 %41, 7, !dbg !73
	call void @llvm.dbg.value(metadata i32 %22, metadata !34, metadata !DIExpression()), !dbg !51
	%43 = add nsw i32 %22, %42, !dbg !74
	%44 = srem i32 %43, 5, !dbg !75
	%45 = add nsw i32 %44, 1, !dbg !76
	%46 = getelementptr inbounds i32, i32* %16, i64 %40, !dbg !77
	store i32 %45, i32* %46, align 4, !dbg !78, !tbaa !52
	%47 = add nuw nsw i64 %40, 1, !dbg !79
	call void @llvm.dbg.value(metadata i64 %47, metadata !39, metadata !DIExpression()), !dbg !66
	call void @llvm.dbg.value(metadata i32 %12, metadata !35, metadata !DIExpression()), !dbg !51
	%48 = icmp eq i64 %47, %24, !dbg !67
	br i1 %48, label %skel.r2, label %39, !dbg !69, !llvm.loop !80

prof.r7:
	call void @mpiskel_prof_enter(i32 7)
	br label %skel.probe1

skel.probe1:
	%49 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 2)
	%50 = add i64 %49, 1
	store i64 %50, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 2)
	br label %51

51:
	%52 = phi i64 [ 0, %skel.probe1 ], [ %55, %76 ]
	%53 = phi i64 [ %78, %76 ], [ 0, %skel.probe1 ]
	%54 = phi i32 [ %77, %76 ], [ 0, %skel.probe1 ]
	%55 = add i64 %52, 1
	call void @llvm.dbg.value(metadata i64 %53, metadata !42, metadata !DIExpression()), !dbg !71
	call void @llvm.dbg.value(metadata i32 %54, metadata !41, metadata !DIExpression()), !dbg !51
	%56 = getelementptr inbounds i32, i32* %18, i64 %53
	%57 = load i32, i32* %56, align 4, !tbaa !52
	call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !84
	call void @llvm.dbg.value(metadata i32 %54, metadata !41, metadata !DIExpression()), !dbg !51
	%58 = icmp sgt i32 %57, 0, !dbg !85
	br i1 %58, label %59, label %76, !dbg !87

59:
	%60 = sext i32 %54 to i64, !dbg !87
	%61 = trunc i64 %53 to i32
	%62 = sext i32 0 to i64
	%63 = add i64 %62, 1
	%64 = sext i32 %57 to i64
	%65 = sub i64 %64, %63
	%66 = sdiv i64 %65, 1
	%67 = icmp sgt i64 %65, 0
	%68 = select i1 %67, i64 %66, i64 0
	%69 = add i64 %68, 1
	%70 = load i64, i64* %skel.work
	%71 = add i64 %70, %69
	store i64 %71, i64* %skel.work
	br label %skel.probe0, !dbg !87

skel.count1.exit0:
	%72 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 1)
	%73 = add i64 %72, %86
	store i64 %73, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 1)
	br label %74

74:
	%75 = trunc i64 %87 to i32, !dbg !88
	br label %76, !dbg !88

76:
	%77 = phi i32 [ %54, %51 ], [ %75, %74 ], !dbg !51
	%78 = add nuw nsw i64 %53, 1, !dbg !88
	call void @llvm.dbg.value(metadata i64 %78, metadata !42, metadata !DIExpression()), !dbg !71
	call void @llvm.dbg.value(metadata i32 %77, metadata !41, metadata !DIExpression()), !dbg !51
	%79 = icmp eq i64 %78, 64, !dbg !89
	br i1 %79, label %skel.count3.exit0, label %51, !dbg !72, !llvm.loop !90

skel.probe0:
	%80 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 0)
	%81 = add i64 %80, 1
	store i64 %81, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 0)
	br label %82

82:
	%83 = phi i64 [ 0, %skel.probe0 ], [ %86, %82 ]
	%84 = phi i64 [ %87, %82 ], [ %60, %skel.probe0 ]
	%85 = phi i32 [ %89, %82 ], [ 0, %skel.probe0 ]
	%86 = add i64 %83, 1
	call void @llvm.dbg.value(metadata i32 %85, metadata !44, metadata !DIExpression()), !dbg !84
	call void @llvm.dbg.value(metadata i64 %84, metadata !41, metadata !DIExpression()), !dbg !51
	%87 = add nsw i64 %84, 1, !dbg !92
	call void @llvm.dbg.value(metadata i64 %87, metadata !41, metadata !DIExpression()), !dbg !51
	%88 = getelementptr inbounds [640 x i32], [640 x i32]* @out, i64 0, i64 %84, !dbg !93
	store i32 %61, i32* %88, align 4, !dbg !94, !tbaa !52
	%89 = add nuw nsw i32 %85, 1, !dbg !95
	call void @llvm.dbg.value(metadata i32 %89, metadata !44, metadata !DIExpression()), !dbg !84
	%90 = icmp eq i32 %89, %57, !dbg !85
	br i1 %90, label %skel.count1.exit0, label %82, !dbg !87, !llvm.loop !96

prof.r17:
	call void @mpiskel_prof_enter(i32 17)
	br label %91

91:
	%92 = load i32, i32* %5, align 4, !dbg !98, !tbaa !52
	call void @llvm.dbg.value(metadata i32 %92, metadata !34, metadata !DIExpression()), !dbg !51
	%93 = icmp eq i32 %92, 0, !dbg !100
	call void @mpiskel_prof_exit(i32 17, double 1.0), !dbg !98
	br i1 %93, label %108, label %114, !dbg !101

skel.count3.exit0:
	%94 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 3)
	%95 = add i64 %94, %55
	store i64 %95, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 3)
	br label %skel.r7

skel.r7:
	%96 = load i64, i64* %skel.work
	store i64 0, i64* %skel.work
	%97 = sitofp i64 %96 to double
	%98 = fmul double 1.0, %97
	%99 = fadd double %98, 0.0
	call void @mpiskel_prof_exit(i32 7, double %99), !dbg !85
	br label %100

100:
	%101 = phi i32 [ %106, %100 ], [ 0, %skel.r7 ]
	%102 = phi i64 [ %105, %100 ], [ 0, %skel.r7 ]
	call void @llvm.dbg.value(metadata i32 %101, metadata !49, metadata !DIExpression()), !dbg !102
	call void @llvm.dbg.value(metadata i64 %102, metadata !47, metadata !DIExpression()), !dbg !51
	%103 = call fastcc i32 @find(i32* noundef %18, i32 noundef %101), !dbg !103
	%104 = sext i32 %103 to i64, !dbg !103
	%105 = add nsw i64 %102, %104, !dbg !105
	call void @llvm.dbg.value(metadata i64 %105, metadata !47, metadata !DIExpression()), !dbg !51
	%106 = add nuw nsw i32 %101, 1, !dbg !106
	call void @llvm.dbg.value(metadata i32 %106, metadata !49, metadata !DIExpression()), !dbg !102
	%107 = icmp eq i32 %106, 10, !dbg !107
	br i1 %107, label %prof.r17, label %100, !dbg !108, !llvm.loop !109

108:
	%109 = add nsw i32 %77, -1, !dbg !111
	%110 = sext i32 %109 to i64, !dbg !112
	%111 = getelementptr inbounds [640 x i32], [640 x i32]* @out, i64 0, i64 %110, !dbg !112
	%112 = load i32, i32* %111, align 4, !dbg !112, !tbaa !52
	%113 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str, i64 0, i64 0), i32 noundef %77, i32 noundef %112, i64 noundef %105), !dbg !113
	br label %114, !dbg !113

114:
	%115 = call i32 @MPI_Finalize() #7, !dbg !114
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #7, !dbg !115
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #7, !dbg !115
	ret i32 0, !dbg !115
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare !dbg !116 i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare !dbg !121 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare !dbg !124 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare !dbg !125 i32 @MPI_Alltoall(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i8* noundef %3, i32 noundef %4, %struct.ompi_datatype_t* noundef %5, %struct.ompi_communicator_t* noundef %6) local_unnamed_addr #2

define internal fastcc i32 @find(i32* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #4 !dbg !130 {
2:
	%skel.work = alloca i64
	store i64 0, i64* %skel.work
	call void @llvm.dbg.value(metadata i32* %0, metadata !136, metadata !DIExpression()), !dbg !141
	call void @llvm.dbg.value(metadata i32 64, metadata !137, metadata !DIExpression()), !dbg !141
	call void @llvm.dbg.value(metadata i32 %1, metadata !138, metadata !DIExpression()), !dbg !141
	call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !142
	br label %prof.r23, !dbg !143

prof.r23:
	call void @mpiskel_prof_enter(i32 23)
	br label %skel.probe2

skel.probe2:
	%3 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 4)
	%4 = add i64 %3, 1
	store i64 %4, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 4)
	br label %5

5:
	%6 = phi i64 [ 0, %skel.probe2 ], [ %8, %12 ]
	%7 = phi i64 [ %15, %12 ], [ 0, %skel.probe2 ]
	%8 = add i64 %6, 1
	call void @llvm.dbg.value(metadata i64 %7, metadata !139, metadata !DIExpression()), !dbg !142
	%9 = getelementptr inbounds i32, i32* %0, i64 %7, !dbg !144
	%10 = load i32, i32* %9, align 4, !dbg !144, !tbaa !52
	%11 = icmp eq i32 %10, %1, !dbg !147
	br i1 %11, label %skel.count5.exit0, label %12, !dbg !148

12:
	%13 = load i64, i64* %skel.work
	%14 = add i64 %13, 1
	store i64 %14, i64* %skel.work
	%15 = add nuw nsw i64 %7, 1, !dbg !149
	call void @llvm.dbg.value(metadata i64 %15, metadata !139, metadata !DIExpression()), !dbg !142
	%16 = icmp eq i64 %15, 64, !dbg !150
	br i1 %16, label %skel.count5.exit1, label %5, !dbg !143, !llvm.loop !151

skel.count5.exit0:
	%17 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 5)
	%18 = add i64 %17, %8
	store i64 %18, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 5)
	br label %19

19:
	%20 = trunc i64 %7 to i32, !dbg !148
	br label %skel.r23, !dbg !153

skel.count5.exit1:
	%21 = load i64, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 5)
	%22 = add i64 %21, %8
	store i64 %22, i64* getelementptr ([6 x i64], [6 x i64]* @mpiskel_probe_counts, i64 0, i64 5)
	br label %skel.r23

skel.r23:
	%23 = phi i32 [ %20, %19 ], [ 64, %skel.count5.exit1 ]
	%24 = load i64, i64* %skel.work
	store i64 0, i64* %skel.work
	%25 = sitofp i64 %24 to double
	%26 = fmul double 1.0, %25
	%27 = fadd double %26, 0.0
	call void @mpiskel_prof_exit(i32 23, double %27), !dbg !144
	br label %prof.r27

prof.r27:
	call void @mpiskel_prof_enter(i32 27)
	br label %28

28:
	%29 = phi i32 [ %23, %prof.r27 ]
	call void @mpiskel_prof_exit(i32 27, double 1.0), !dbg !153
	ret i32 %29, !dbg !153
}

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #5

declare !dbg !154 i32 @MPI_Finalize() local_unnamed_addr #2

declare void @llvm.dbg.value(metadata %0, metadata %1, metadata %2) #6

declare i32 @llvm.smax.i32(i32 %0, i32 %1) #6

declare void @mpiskel_add_time(i32 %0, double %1)

declare void @mpiskel_prof_enter(i32 %0)

declare void @mpiskel_prof_exit(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.ident = !{!24}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 8, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, emissionKind: FullDebug, retainedTypes: !4, globals: !13, nameTableKind: None)
!3 = !DIFile(filename: "count.c", directory: "/work/main/testdata/transform/instrument", checksumkind: CSK_MD5, checksum: "8eb0d795287ec8d77fcf98a6c6c37bd5")
!4 = !{!5, !9, !10}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !6, line: 419, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !6, line: 419, flags: DIFlagFwdDecl)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !6, line: 420, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !6, line: 420, flags: DIFlagFwdDecl)
!13 = !{!0}
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 20480, elements: !16)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{!17}
!17 = !DISubrange(count: 640)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !26, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!26 = !DISubroutineType(types: !27)
!27 = !{!15, !15, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{!32, !33, !34, !35, !36, !38, !39, !41, !42, !44, !47, !49}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 18, type: !15)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 18, type: !28)
!34 = !DILocalVariable(name: "rank", scope: !25, file: !3, line: 19, type: !15)
!35 = !DILocalVariable(name: "size", scope: !25, file: !3, line: 19, type: !15)
!36 = !DILocalVariable(name: "local", scope: !25, file: !3, line: 23, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!38 = !DILocalVariable(name: "counts", scope: !25, file: !3, line: 23, type: !37)
!39 = !DILocalVariable(name: "k", scope: !40, file: !3, line: 24, type: !15)
!40 = distinct !DILexicalBlock(scope: !25, file: !3, line: 24, column: 3)
!41 = !DILocalVariable(name: "n", scope: !25, file: !3, line: 27, type: !15)
!42 = !DILocalVariable(name: "k", scope: !43, file: !3, line: 28, type: !15)
!43 = distinct !DILexicalBlock(scope: !25, file: !3, line: 28, column: 3)
!44 = !DILocalVariable(name: "c", scope: !45, file: !3, line: 29, type: !15)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 29, column: 5)
!46 = distinct !DILexicalBlock(scope: !43, file: !3, line: 28, column: 3)
!47 = !DILocalVariable(name: "found", scope: !25, file: !3, line: 31, type: !48)
!48 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!49 = !DILocalVariable(name: "v", scope: !50, file: !3, line: 32, type: !15)
!50 = distinct !DILexicalBlock(scope: !25, file: !3, line: 32, column: 3)
!51 = !DILocation(scope: !25)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !{!57, !57, i64 0}
!57 = !{!"any pointer", !54, i64 0}
!58 = !DILocation(line: 19, column: 3, scope: !25)
!59 = !DILocation(line: 20, column: 3, scope: !25)
!60 = !DILocation(line: 21, column: 3, scope: !25)
!61 = !DILocation(line: 22, column: 3, scope: !25)
!62 = !DILocation(line: 23, column: 42, scope: !25)
!63 = !DILocation(line: 23, column: 40, scope: !25)
!64 = !DILocation(line: 23, column: 16, scope: !25)
!65 = !DILocation(line: 23, column: 59, scope: !25)
!66 = !DILocation(scope: !40)
!67 = !DILocation(line: 24, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !40, file: !3, line: 24, column: 3)
!69 = !DILocation(line: 24, column: 3, scope: !40)
!70 = !DILocation(line: 26, column: 3, scope: !25)
!71 = !DILocation(scope: !43)
!72 = !DILocation(line: 28, column: 3, scope: !43)
!73 = !DILocation(line: 25, column: 19, scope: !68)
!74 = !DILocation(line: 25, column: 23, scope: !68)
!75 = !DILocation(line: 25, column: 31, scope: !68)
!76 = !DILocation(line: 25, column: 35, scope: !68)
!77 = !DILocation(line: 25, column: 5, scope: !68)
!78 = !DILocation(line: 25, column: 14, scope: !68)
!79 = !DILocation(line: 24, column: 35, scope: !68)
!80 = distinct !{!80, !69, !81, !82, !83}
!81 = !DILocation(line: 25, column: 37, scope: !40)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !{!"llvm.loop.unroll.disable"}
!84 = !DILocation(scope: !45)
!85 = !DILocation(line: 29, column: 23, scope: !86)
!86 = distinct !DILexicalBlock(scope: !45, file: !3, line: 29, column: 5)
!87 = !DILocation(line: 29, column: 5, scope: !45)
!88 = !DILocation(line: 28, column: 28, scope: !46)
!89 = !DILocation(line: 28, column: 21, scope: !46)
!90 = distinct !{!90, !72, !91, !82, !83}
!91 = !DILocation(line: 30, column: 18, scope: !43)
!92 = !DILocation(line: 30, column: 12, scope: !86)
!93 = !DILocation(line: 30, column: 7, scope: !86)
!94 = !DILocation(line: 30, column: 16, scope: !86)
!95 = !DILocation(line: 29, column: 37, scope: !86)
!96 = distinct !{!96, !87, !97, !82, !83}
!97 = !DILocation(line: 30, column: 18, scope: !45)
!98 = !DILocation(line: 34, column: 7, scope: !99)
!99 = distinct !DILexicalBlock(scope: !25, file: !3, line: 34, column: 7)
!100 = !DILocation(line: 34, column: 12, scope: !99)
!101 = !DILocation(line: 34, column: 7, scope: !25)
!102 = !DILocation(scope: !50)
!103 = !DILocation(line: 33, column: 14, scope: !104)
!104 = distinct !DILexicalBlock(scope: !50, file: !3, line: 32, column: 3)
!105 = !DILocation(line: 33, column: 11, scope: !104)
!106 = !DILocation(line: 32, column: 28, scope: !104)
!107 = !DILocation(line: 32, column: 21, scope: !104)
!108 = !DILocation(line: 32, column: 3, scope: !50)
!109 = distinct !{!109, !108, !110, !82, !83}
!110 = !DILocation(line: 33, column: 32, scope: !50)
!111 = !DILocation(line: 35, column: 58, scope: !99)
!112 = !DILocation(line: 35, column: 52, scope: !99)
!113 = !DILocation(line: 35, column: 5, scope: !99)
!114 = !DILocation(line: 36, column: 3, scope: !25)
!115 = !DILocation(line: 38, column: 1, scope: !25)
!116 = !DISubprogram(name: "MPI_Init", scope: !6, file: !6, line: 1637, type: !117, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !120)
!117 = !DISubroutineType(types: !118)
!118 = !{!15, !37, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!120 = !{}
!121 = !DISubprogram(name: "MPI_Comm_rank", scope: !6, file: !6, line: 1421, type: !122, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !120)
!122 = !DISubroutineType(types: !123)
!123 = !{!15, !5, !37}
!124 = !DISubprogram(name: "MPI_Comm_size", scope: !6, file: !6, line: 1428, type: !122, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !120)
!125 = !DISubprogram(name: "MPI_Alltoall", scope: !6, file: !6, line: 1325, type: !126, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !120)
!126 = !DISubroutineType(types: !127)
!127 = !{!15, !128, !15, !10, !9, !15, !10, !5}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!130 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 11, type: !131, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!131 = !DISubroutineType(types: !132)
!132 = !{!15, !133, !15, !15}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!135 = !{!136, !137, !138, !139}
!136 = !DILocalVariable(name: "a", arg: 1, scope: !130, file: !3, line: 11, type: !133)
!137 = !DILocalVariable(name: "n", arg: 2, scope: !130, file: !3, line: 11, type: !15)
!138 = !DILocalVariable(name: "v", arg: 3, scope: !130, file: !3, line: 11, type: !15)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 12, type: !15)
!140 = distinct !DILexicalBlock(scope: !130, file: !3, line: 12, column: 3)
!141 = !DILocation(scope: !130)
!142 = !DILocation(scope: !140)
!143 = !DILocation(line: 12, column: 3, scope: !140)
!144 = !DILocation(line: 13, column: 9, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 13, column: 9)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 12, column: 3)
!147 = !DILocation(line: 13, column: 14, scope: !145)
!148 = !DILocation(line: 13, column: 9, scope: !146)
!149 = !DILocation(line: 12, column: 27, scope: !146)
!150 = !DILocation(line: 12, column: 21, scope: !146)
!151 = distinct !{!151, !143, !152, !82, !83}
!152 = !DILocation(line: 14, column: 14, scope: !140)
!153 = !DILocation(line: 16, column: 1, scope: !130)
!154 = !DISubprogram(name: "MPI_Finalize", scope: !6, file: !6, line: 1550, type: !155, isDefinition: false, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !120)
!155 = !DISubroutineType(types: !156)
!156 = !{!15}
