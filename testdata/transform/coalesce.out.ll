source_filename = "coalesce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [23 x i8] c"%d: %d keys, share %g\0A\00", align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
	%skel.acc1 = alloca double, !mpiskel.covered !22
	store double 0.0, double* %skel.acc1, !mpiskel.covered !22
	%skel.acc = alloca double, !mpiskel.covered !22
	store double 0.0, double* %skel.acc, !mpiskel.covered !22
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca i32, align 4
	%7 = alloca i32, align 4
	%8 = alloca [16 x i32], align 16
	%9 = alloca i32, align 4
	%10 = alloca i32, align 4
	store i32 %0, i32* %3, align 4, !tbaa !5
	store i8** %1, i8*** %4, align 8, !tbaa !9
	%11 = bitcast i32* %5 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #9
	%12 = bitcast i32* %6 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9
	%13 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #9
	%14 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #9
	%15 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #9
	%16 = load i32, i32* %6, align 4, !tbaa !5
	%17 = sext i32 %16 to i64
	%18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 4) #9
	%19 = bitcast i8* %18 to i32*
	%20 = mul i64 %17, 8
	%21 = call i8* @mpiskel_sizeonly(i64 %20)
	%22 = bitcast i8* %21 to double*
	%23 = bitcast i32* %7 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %23) #9
	%24 = load i32, i32* %5, align 4, !tbaa !5
	%25 = mul i32 %24, 7919
	%26 = add i32 %25, 12345
	store i32 %26, i32* %7, align 4, !tbaa !5
	br label %38

skel.flush.0:
	%27 = load double, double* %skel.acc, !mpiskel.covered !22
	store double 0.0, double* %skel.acc, !mpiskel.covered !22
	%28 = fcmp une double %27, 0.0, !mpiskel.covered !22
	br i1 %28, label %skel.charge.0, label %29, !mpiskel.covered !22

skel.charge.0:
	call void @mpiskel_add_time(i32 2, double %27), !mpiskel.covered !22
	br label %29, !mpiskel.covered !22

29:
	%30 = load i32, i32* %6, align 4, !tbaa !5
	%31 = sext i32 %30 to i64
	%32 = shl nsw i64 %31, 2
	%33 = call noalias i8* @malloc(i64 noundef %32) #9
	%34 = bitcast i8* %33 to i32*
	%35 = call i32 @MPI_Alltoall(i8* noundef %18, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %33, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%36 = load i32, i32* %6, align 4, !tbaa !5
	%37 = icmp sgt i32 %36, 0
	br i1 %37, label %81, label %69

38:
	%39 = phi i32 [ 0, %2 ], [ %64, %63 ]
	%40 = call fastcc i32 @next_key(i32* noundef nonnull %7, i32 noundef 60000)
	%41 = load i32, i32* %6, align 4, !tbaa !5
	%42 = srem i32 %40, %41
	%43 = zext i32 %42 to i64
	%44 = getelementptr inbounds i32, i32* %19, i64 %43
	%45 = load i32, i32* %44, align 4, !tbaa !5
	%46 = add nsw i32 %45, 1
	store i32 %46, i32* %44, align 4, !tbaa !5
	%47 = srem i32 %40, 8
	%48 = icmp sgt i32 %47, 0
	br i1 %48, label %68, label %skel.r4, !mpiskel.covered !22

skel.r4:
	%49 = phi double [ 0.0, %38 ], [ 0.0, %68 ], !mpiskel.covered !22
	%50 = sext i32 0 to i64, !mpiskel.covered !22
	%51 = add i64 %50, 1, !mpiskel.covered !22
	%52 = sext i32 %47 to i64, !mpiskel.covered !22
	%53 = sub i64 %52, %51, !mpiskel.covered !22
	%54 = sdiv i64 %53, 1, !mpiskel.covered !22
	%55 = icmp sgt i64 %53, 0, !mpiskel.covered !22
	%56 = select i1 %55, i64 %54, i64 0, !mpiskel.covered !22
	%57 = add i64 %56, 1, !mpiskel.covered !22
	%58 = sitofp i64 %57 to double, !mpiskel.covered !22
	%59 = fmul double 0x3E112E0BE826D695, %58, !mpiskel.covered !22
	%60 = fadd double %59, 0.0, !mpiskel.covered !22
	%61 = load double, double* %skel.acc, !mpiskel.covered !22
	%62 = fadd double %61, %60, !mpiskel.covered !22
	store double %62, double* %skel.acc, !mpiskel.covered !22
	br label %63, !mpiskel.covered !22

63:
	%64 = add nuw nsw i32 %39, 1, !mpiskel.covered !22
	%65 = icmp eq i32 %64, 1000, !mpiskel.covered !22
	%66 = load double, double* %skel.acc, !mpiskel.covered !22
	%67 = fadd double %66, 0x3E112E0BE826D695, !mpiskel.covered !22
	store double %67, double* %skel.acc, !mpiskel.covered !22
	br i1 %65, label %skel.flush.0, label %38, !llvm.loop !13

68:
	br label %skel.r4, !mpiskel.covered !22

69:
	%70 = phi i32 [ 0, %29 ], [ %86, %98 ]
	%71 = add nsw i32 %70, 1
	%72 = sext i32 %71 to i64
	%73 = shl nsw i64 %72, 2
	%74 = call i8* @mpiskel_sizeonly(i64 %73)
	%75 = call i32 @MPI_Bcast(i8* noundef %74, i32 noundef %70, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%76 = bitcast [16 x i32]* %8 to i8*
	call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %76) #9
	%77 = bitcast i32* %9 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %77) #9
	store i32 0, i32* %9, align 4, !tbaa !5
	%78 = bitcast i32* %10 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %78) #9
	%79 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 0
	%80 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 15
	br label %107

81:
	%82 = phi i64 [ %102, %98 ], [ 0, %29 ], !mpiskel.covered !22
	%83 = phi i32 [ %86, %98 ], [ 0, %29 ], !mpiskel.covered !22
	%84 = getelementptr inbounds i32, i32* %34, i64 %82, !mpiskel.covered !22
	%85 = load i32, i32* %84, align 4, !tbaa !5, !mpiskel.covered !22
	%86 = add nsw i32 %85, %83, !mpiskel.covered !22
	%87 = icmp eq i64 %82, 0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 11, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br i1 %87, label %skel.r12, label %106, !mpiskel.covered !22

skel.r12:
	%88 = phi double [ 0.0, %81 ], [ 0.0, %106 ], !mpiskel.covered !22
	%89 = add i64 0, 1, !mpiskel.covered !22
	%90 = sub i64 %82, %89, !mpiskel.covered !22
	%91 = sdiv i64 %90, 1, !mpiskel.covered !22
	%92 = icmp sgt i64 %90, 0, !mpiskel.covered !22
	%93 = select i1 %92, i64 %91, i64 0, !mpiskel.covered !22
	%94 = add i64 %93, 1, !mpiskel.covered !22
	%95 = sitofp i64 %94 to double, !mpiskel.covered !22
	%96 = fmul double 0x3E112E0BE826D695, %95, !mpiskel.covered !22
	%97 = fadd double %96, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 12, double %97), !mpiskel.covered !22
	br label %98, !mpiskel.covered !22

98:
	%99 = phi double [ %88, %skel.r12 ]
	%100 = load i32, i32* %5, align 4, !tbaa !5
	%101 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %100, i32 noundef %85, double noundef %99)
	%102 = add nuw nsw i64 %82, 1
	%103 = load i32, i32* %6, align 4, !tbaa !5
	%104 = sext i32 %103 to i64
	%105 = icmp slt i64 %102, %104
	br i1 %105, label %81, label %69, !llvm.loop !17

106:
	br label %skel.r12, !mpiskel.covered !22

107:
	%108 = phi i32 [ 0, %69 ], [ %123, %117 ], !mpiskel.covered !22
	br label %skel.r18, !mpiskel.covered !22

skel.flush1.0:
	%109 = load double, double* %skel.acc1, !mpiskel.covered !22
	store double 0.0, double* %skel.acc1, !mpiskel.covered !22
	%110 = fcmp une double %109, 0.0, !mpiskel.covered !22
	br i1 %110, label %skel.charge1.0, label %111, !mpiskel.covered !22

skel.charge1.0:
	call void @mpiskel_add_time(i32 17, double %109), !mpiskel.covered !22
	br label %111, !mpiskel.covered !22

111:
	%112 = call i32 @MPI_Allreduce(i8* noundef nonnull %77, i8* noundef nonnull %78, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%113 = load i32, i32* %10, align 4, !tbaa !5
	%114 = srem i32 %113, %71
	%115 = call i32 @MPI_Bcast(i8* noundef %74, i32 noundef %114, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%116 = call i32 @MPI_Finalize() #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %78) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %77) #9
	call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %76) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %23) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #9
	ret i32 0

117:
	call void @qsort(i8* noundef nonnull %76, i64 noundef 16, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @by_value) #9
	%118 = load i32, i32* %80, align 4, !tbaa !5
	%119 = load i32, i32* %79, align 16, !tbaa !5
	%120 = sub i32 %118, %119
	%121 = load i32, i32* %9, align 4, !tbaa !5
	%122 = add nsw i32 %120, %121
	store i32 %122, i32* %9, align 4, !tbaa !5
	%123 = add nuw nsw i32 %108, 1
	%124 = icmp eq i32 %123, 8
	br i1 %124, label %skel.flush1.0, label %107, !llvm.loop !19

skel.r18:
	%125 = load double, double* %skel.acc1, !mpiskel.covered !22
	%126 = fadd double %125, 0x3E112E0BE826D695, !mpiskel.covered !22
	store double %126, double* %skel.acc1, !mpiskel.covered !22
	br label %127, !mpiskel.covered !22

127:
	%128 = phi i64 [ %131, %127 ], [ 0, %skel.r18 ]
	%129 = call fastcc i32 @next_key(i32* noundef nonnull %7, i32 noundef 100)
	%130 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 %128
	store i32 %129, i32* %130, align 4, !tbaa !5
	%131 = add nuw nsw i64 %128, 1
	%132 = icmp eq i64 %131, 16
	br i1 %132, label %117, label %127, !llvm.loop !20
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @calloc(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3

define internal fastcc i32 @next_key(i32* nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
2:
	%skel.work = alloca i64, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%3 = load i32, i32* %0, align 4, !tbaa !5, !mpiskel.covered !22
	br label %skel.r24, !mpiskel.covered !22

4:
	%5 = load i64, i64* %skel.work, !mpiskel.covered !22
	%6 = add i64 %5, 1, !mpiskel.covered !22
	store i64 %6, i64* %skel.work, !mpiskel.covered !22
	%7 = add nuw nsw i32 %12, 1, !mpiskel.covered !22
	%8 = icmp eq i32 %7, 4, !mpiskel.covered !22
	br i1 %8, label %skel.r25, label %9, !llvm.loop !21, !mpiskel.covered !22

skel.r24:
	call void @mpiskel_add_time(i32 24, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br label %9, !mpiskel.covered !22

9:
	%10 = phi i32 [ %14, %4 ], [ %3, %skel.r24 ], !mpiskel.covered !22
	%11 = phi i32 [ %18, %4 ], [ undef, %skel.r24 ], !mpiskel.covered !22
	%12 = phi i32 [ %7, %4 ], [ 0, %skel.r24 ], !mpiskel.covered !22
	%13 = mul i32 %10, 1103515245, !mpiskel.covered !22
	%14 = add i32 %13, 12345, !mpiskel.covered !22
	%15 = lshr i32 %14, 8, !mpiskel.covered !22
	%16 = and i32 %15, u0xFFFF, !mpiskel.covered !22
	%17 = icmp slt i32 %16, %1, !mpiskel.covered !22
	%18 = select i1 %17, i32 %16, i32 %11, !mpiskel.covered !22
	br i1 %17, label %skel.r25, label %4, !mpiskel.covered !22

skel.r25:
	%19 = phi i32 [ 0, %4 ], [ %18, %9 ], !mpiskel.covered !22
	%20 = load i64, i64* %skel.work, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%21 = sitofp i64 %20 to double, !mpiskel.covered !22
	%22 = fmul double 0x3E112E0BE826D695, %21, !mpiskel.covered !22
	%23 = fadd double %22, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 25, double %23), !mpiskel.covered !22
	br label %24, !mpiskel.covered !22

24:
	%25 = phi i32 [ %19, %skel.r25 ], !mpiskel.covered !22
	store i32 %14, i32* %0, align 4, !tbaa !5, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 28, double 0x3E112E0BE826D695), !mpiskel.covered !22
	ret i32 %25, !mpiskel.covered !22
}

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #5

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare i32 @MPI_Alltoall(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i8* noundef %3, i32 noundef %4, %struct.ompi_datatype_t* noundef %5, %struct.ompi_communicator_t* noundef %6) local_unnamed_addr #2

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #6

declare i32 @MPI_Bcast(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, %struct.ompi_communicator_t* noundef %4) local_unnamed_addr #2

declare void @qsort(i8* noundef %0, i64 noundef %1, i64 noundef %2, i32 (i8*, i8*)* nocapture noundef %3) local_unnamed_addr #7

define internal i32 @by_value(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 {
2:
	call void @mpiskel_add_time(i32 30, double 0x3E112E0BE826D695), !mpiskel.covered !22
	ret i32 0, !mpiskel.covered !22
}

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

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
attributes #7 = { nofree "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

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
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = !{}
