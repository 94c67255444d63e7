source_filename = "coalesce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [23 x i8] c"%d: %d keys, share %g\0A\00", align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
	%skel.acc = alloca double, !mpiskel.covered !20
	store double 0.0, double* %skel.acc, !mpiskel.covered !20
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca i32, align 4
	%7 = alloca i32, align 4
	store i32 %0, i32* %3, align 4, !tbaa !5
	store i8** %1, i8*** %4, align 8, !tbaa !9
	%8 = bitcast i32* %5 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #7
	%9 = bitcast i32* %6 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #7
	%10 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #7
	%11 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #7
	%12 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #7
	%13 = load i32, i32* %6, align 4, !tbaa !5
	%14 = sext i32 %13 to i64
	%15 = call noalias i8* @calloc(i64 noundef %14, i64 noundef 4) #7
	%16 = bitcast i8* %15 to i32*
	%17 = mul i64 %14, 8
	%18 = call i8* @mpiskel_sizeonly(i64 %17)
	%19 = bitcast i8* %18 to double*
	%20 = bitcast i32* %7 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %20) #7
	%21 = load i32, i32* %5, align 4, !tbaa !5
	%22 = mul i32 %21, 7919
	%23 = add i32 %22, 12345
	store i32 %23, i32* %7, align 4, !tbaa !5
	br label %35

skel.flush.0:
	%24 = load double, double* %skel.acc, !mpiskel.covered !20
	store double 0.0, double* %skel.acc, !mpiskel.covered !20
	%25 = fcmp une double %24, 0.0, !mpiskel.covered !20
	br i1 %25, label %skel.charge.0, label %26, !mpiskel.covered !20

skel.charge.0:
	call void @mpiskel_add_time(i32 2, double %24), !mpiskel.covered !20
	br label %26, !mpiskel.covered !20

26:
	%27 = load i32, i32* %6, align 4, !tbaa !5
	%28 = sext i32 %27 to i64
	%29 = shl nsw i64 %28, 2
	%30 = call noalias i8* @malloc(i64 noundef %29) #7
	%31 = bitcast i8* %30 to i32*
	%32 = call i32 @MPI_Alltoall(i8* noundef %15, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %30, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
	%33 = load i32, i32* %6, align 4, !tbaa !5
	%34 = icmp sgt i32 %33, 0
	br i1 %34, label %74, label %66

35:
	%36 = phi i32 [ 0, %2 ], [ %61, %60 ]
	%37 = call fastcc i32 @next_key(i32* noundef nonnull %7)
	%38 = load i32, i32* %6, align 4, !tbaa !5
	%39 = srem i32 %37, %38
	%40 = zext i32 %39 to i64
	%41 = getelementptr inbounds i32, i32* %16, i64 %40
	%42 = load i32, i32* %41, align 4, !tbaa !5
	%43 = add nsw i32 %42, 1
	store i32 %43, i32* %41, align 4, !tbaa !5
	%44 = srem i32 %37, 8
	%45 = icmp sgt i32 %44, 0
	br i1 %45, label %65, label %skel.r4, !mpiskel.covered !20

skel.r4:
	%46 = phi double [ 0.0, %35 ], [ 0.0, %65 ], !mpiskel.covered !20
	%47 = sext i32 0 to i64, !mpiskel.covered !20
	%48 = add i64 %47, 1, !mpiskel.covered !20
	%49 = sext i32 %44 to i64, !mpiskel.covered !20
	%50 = sub i64 %49, %48, !mpiskel.covered !20
	%51 = sdiv i64 %50, 1, !mpiskel.covered !20
	%52 = icmp sgt i64 %50, 0, !mpiskel.covered !20
	%53 = select i1 %52, i64 %51, i64 0, !mpiskel.covered !20
	%54 = add i64 %53, 1, !mpiskel.covered !20
	%55 = sitofp i64 %54 to double, !mpiskel.covered !20
	%56 = fmul double 0x3E112E0BE826D695, %55, !mpiskel.covered !20
	%57 = fadd double %56, 0.0, !mpiskel.covered !20
	%58 = load double, double* %skel.acc, !mpiskel.covered !20
	%59 = fadd double %58, %57, !mpiskel.covered !20
	store double %59, double* %skel.acc, !mpiskel.covered !20
	br label %60, !mpiskel.covered !20

60:
	%61 = add nuw nsw i32 %36, 1, !mpiskel.covered !20
	%62 = icmp eq i32 %61, 1000, !mpiskel.covered !20
	%63 = load double, double* %skel.acc, !mpiskel.covered !20
	%64 = fadd double %63, 0x3E112E0BE826D695, !mpiskel.covered !20
	store double %64, double* %skel.acc, !mpiskel.covered !20
	br i1 %62, label %skel.flush.0, label %35, !llvm.loop !13

65:
	br label %skel.r4, !mpiskel.covered !20

66:
	%67 = phi i32 [ 0, %26 ], [ %79, %91 ]
	%68 = add nsw i32 %67, 1
	%69 = sext i32 %68 to i64
	%70 = shl nsw i64 %69, 2
	%71 = call i8* @mpiskel_sizeonly(i64 %70)
	%72 = call i32 @MPI_Bcast(i8* noundef %71, i32 noundef %67, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
	%73 = call i32 @MPI_Finalize() #7
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %20) #7
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #7
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #7
	ret i32 0

74:
	%75 = phi i64 [ %95, %91 ], [ 0, %26 ], !mpiskel.covered !20
	%76 = phi i32 [ %79, %91 ], [ 0, %26 ], !mpiskel.covered !20
	%77 = getelementptr inbounds i32, i32* %31, i64 %75, !mpiskel.covered !20
	%78 = load i32, i32* %77, align 4, !tbaa !5, !mpiskel.covered !20
	%79 = add nsw i32 %78, %76, !mpiskel.covered !20
	%80 = icmp eq i64 %75, 0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 11, double 0x3E112E0BE826D695), !mpiskel.covered !20
	br i1 %80, label %skel.r12, label %99, !mpiskel.covered !20

skel.r12:
	%81 = phi double [ 0.0, %74 ], [ 0.0, %99 ], !mpiskel.covered !20
	%82 = add i64 0, 1, !mpiskel.covered !20
	%83 = sub i64 %75, %82, !mpiskel.covered !20
	%84 = sdiv i64 %83, 1, !mpiskel.covered !20
	%85 = icmp sgt i64 %83, 0, !mpiskel.covered !20
	%86 = select i1 %85, i64 %84, i64 0, !mpiskel.covered !20
	%87 = add i64 %86, 1, !mpiskel.covered !20
	%88 = sitofp i64 %87 to double, !mpiskel.covered !20
	%89 = fmul double 0x3E112E0BE826D695, %88, !mpiskel.covered !20
	%90 = fadd double %89, 0.0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 12, double %90), !mpiskel.covered !20
	br label %91, !mpiskel.covered !20

91:
	%92 = phi double [ %81, %skel.r12 ]
	%93 = load i32, i32* %5, align 4, !tbaa !5
	%94 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %93, i32 noundef %78, double noundef %92)
	%95 = add nuw nsw i64 %75, 1
	%96 = load i32, i32* %6, align 4, !tbaa !5
	%97 = sext i32 %96 to i64
	%98 = icmp slt i64 %95, %97
	br i1 %98, label %74, label %66, !llvm.loop !17

99:
	br label %skel.r12, !mpiskel.covered !20
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @calloc(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3

define internal fastcc i32 @next_key(i32* nocapture noundef %0) unnamed_addr #4 {
1:
	%skel.work = alloca i64, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%2 = load i32, i32* %0, align 4, !tbaa !5, !mpiskel.covered !20
	br label %skel.r18, !mpiskel.covered !20

3:
	%4 = load i64, i64* %skel.work, !mpiskel.covered !20
	%5 = add i64 %4, 1, !mpiskel.covered !20
	store i64 %5, i64* %skel.work, !mpiskel.covered !20
	%6 = add nuw nsw i32 %11, 1, !mpiskel.covered !20
	%7 = icmp eq i32 %6, 4, !mpiskel.covered !20
	br i1 %7, label %skel.r19, label %8, !llvm.loop !19, !mpiskel.covered !20

skel.r18:
	call void @mpiskel_add_time(i32 18, double 0x3E112E0BE826D695), !mpiskel.covered !20
	br label %8, !mpiskel.covered !20

8:
	%9 = phi i32 [ %13, %3 ], [ %2, %skel.r18 ], !mpiskel.covered !20
	%10 = phi i32 [ %17, %3 ], [ undef, %skel.r18 ], !mpiskel.covered !20
	%11 = phi i32 [ %6, %3 ], [ 0, %skel.r18 ], !mpiskel.covered !20
	%12 = mul i32 %9, 1103515245, !mpiskel.covered !20
	%13 = add i32 %12, 12345, !mpiskel.covered !20
	%14 = lshr i32 %13, 8, !mpiskel.covered !20
	%15 = and i32 %14, u0xFFFF, !mpiskel.covered !20
	%16 = icmp ult i32 %15, 60000, !mpiskel.covered !20
	%17 = select i1 %16, i32 %15, i32 %10, !mpiskel.covered !20
	br i1 %16, label %skel.r19, label %3, !mpiskel.covered !20

skel.r19:
	%18 = phi i32 [ 0, %3 ], [ %17, %8 ], !mpiskel.covered !20
	%19 = load i64, i64* %skel.work, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%20 = sitofp i64 %19 to double, !mpiskel.covered !20
	%21 = fmul double 0x3E112E0BE826D695, %20, !mpiskel.covered !20
	%22 = fadd double %21, 0.0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 19, double %22), !mpiskel.covered !20
	br label %23, !mpiskel.covered !20

23:
	%24 = phi i32 [ %18, %skel.r19 ], !mpiskel.covered !20
	store i32 %13, i32* %0, align 4, !tbaa !5, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 22, double 0x3E112E0BE826D695), !mpiskel.covered !20
	ret i32 %24, !mpiskel.covered !20
}

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #5

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare i32 @MPI_Alltoall(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i8* noundef %3, i32 noundef %4, %struct.ompi_datatype_t* noundef %5, %struct.ompi_communicator_t* noundef %6) local_unnamed_addr #2

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #6

declare i32 @MPI_Bcast(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, %struct.ompi_communicator_t* noundef %4) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare void @mpiskel_add_time(i32 %0, double %1)

declare i8* @mpiskel_sizeonly(i64 %0)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.ident = !{!4}
!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = !{}
