; mpiskel-level: 3
; ModuleID = 'coalesce.c'
source_filename = "coalesce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [23 x i8] c"%d: %d keys, share %g\0A\00", align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
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
  %20 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #9
  %21 = bitcast i8* %20 to double*
  %22 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %22) #9
  %23 = load i32, i32* %5, align 4, !tbaa !5
  %24 = mul i32 %23, 7919
  %25 = add i32 %24, 12345
  store i32 %25, i32* %7, align 4, !tbaa !5
  br label %35

26:                                               ; preds = %46
  %27 = load i32, i32* %6, align 4, !tbaa !5
  %28 = sext i32 %27 to i64
  %29 = shl nsw i64 %28, 2
  %30 = call noalias i8* @malloc(i64 noundef %29) #9
  %31 = bitcast i8* %30 to i32*
  %32 = call i32 @MPI_Alltoall(i8* noundef %18, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %30, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %33 = load i32, i32* %6, align 4, !tbaa !5
  %34 = icmp sgt i32 %33, 0
  br i1 %34, label %72, label %60

35:                                               ; preds = %2, %46
  %36 = phi i32 [ 0, %2 ], [ %51, %46 ]
  %37 = call fastcc i32 @next_key(i32* noundef nonnull %7, i32 noundef 60000)
  %38 = load i32, i32* %6, align 4, !tbaa !5
  %39 = srem i32 %37, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, i32* %19, i64 %40
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  store i32 %43, i32* %41, align 4, !tbaa !5
  %44 = srem i32 %37, 8
  %45 = icmp sgt i32 %44, 0
  br i1 %45, label %53, label %46

46:                                               ; preds = %53, %35
  %47 = phi double [ 0.000000e+00, %35 ], [ %57, %53 ]
  %48 = getelementptr inbounds double, double* %21, i64 %40
  %49 = load double, double* %48, align 8, !tbaa !11
  %50 = fadd double %47, %49
  store double %50, double* %48, align 8, !tbaa !11
  %51 = add nuw nsw i32 %36, 1
  %52 = icmp eq i32 %51, 1000
  br i1 %52, label %26, label %35, !llvm.loop !13

53:                                               ; preds = %35, %53
  %54 = phi i32 [ %58, %53 ], [ 0, %35 ]
  %55 = phi double [ %57, %53 ], [ 0.000000e+00, %35 ]
  %56 = sitofp i32 %54 to double
  %57 = call double @llvm.fmuladd.f64(double %56, double 5.000000e-01, double %55)
  %58 = add nuw nsw i32 %54, 1
  %59 = icmp eq i32 %58, %44
  br i1 %59, label %46, label %53, !llvm.loop !16

60:                                               ; preds = %79, %26
  %61 = phi i32 [ 0, %26 ], [ %77, %79 ]
  %62 = add nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = shl nsw i64 %63, 2
  %65 = call noalias i8* @malloc(i64 noundef %64) #9
  %66 = call i32 @MPI_Bcast(i8* noundef %65, i32 noundef %61, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %67 = bitcast [16 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %67) #9
  %68 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %68) #9
  store i32 0, i32* %9, align 4, !tbaa !5
  %69 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %69) #9
  %70 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 0
  %71 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 15
  br label %95

72:                                               ; preds = %26, %79
  %73 = phi i64 [ %83, %79 ], [ 0, %26 ]
  %74 = phi i32 [ %77, %79 ], [ 0, %26 ]
  %75 = getelementptr inbounds i32, i32* %31, i64 %73
  %76 = load i32, i32* %75, align 4, !tbaa !5
  %77 = add nsw i32 %76, %74
  %78 = icmp eq i64 %73, 0
  br i1 %78, label %79, label %87

79:                                               ; preds = %87, %72
  %80 = phi double [ 0.000000e+00, %72 ], [ %92, %87 ]
  %81 = load i32, i32* %5, align 4, !tbaa !5
  %82 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %81, i32 noundef %76, double noundef %80)
  %83 = add nuw nsw i64 %73, 1
  %84 = load i32, i32* %6, align 4, !tbaa !5
  %85 = sext i32 %84 to i64
  %86 = icmp slt i64 %83, %85
  br i1 %86, label %72, label %60, !llvm.loop !17

87:                                               ; preds = %72, %87
  %88 = phi i64 [ %93, %87 ], [ 0, %72 ]
  %89 = phi double [ %92, %87 ], [ 0.000000e+00, %72 ]
  %90 = getelementptr inbounds double, double* %21, i64 %88
  %91 = load double, double* %90, align 8, !tbaa !11
  %92 = call double @llvm.fmuladd.f64(double %91, double 2.500000e-01, double %89)
  %93 = add nuw nsw i64 %88, 1
  %94 = icmp eq i64 %93, %73
  br i1 %94, label %79, label %87, !llvm.loop !18

95:                                               ; preds = %60, %103
  %96 = phi i32 [ 0, %60 ], [ %109, %103 ]
  br label %111

97:                                               ; preds = %103
  %98 = call i32 @MPI_Allreduce(i8* noundef nonnull %68, i8* noundef nonnull %69, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %99 = load i32, i32* %10, align 4, !tbaa !5
  %100 = srem i32 %99, %62
  %101 = call i32 @MPI_Bcast(i8* noundef %65, i32 noundef %100, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %102 = call i32 @MPI_Finalize() #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %69) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %68) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %67) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %22) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #9
  ret i32 0

103:                                              ; preds = %111
  call void @qsort(i8* noundef nonnull %67, i64 noundef 16, i64 noundef 4, i32 (i8*, i8*)* noundef nonnull @by_value) #9
  %104 = load i32, i32* %71, align 4, !tbaa !5
  %105 = load i32, i32* %70, align 16, !tbaa !5
  %106 = sub i32 %104, %105
  %107 = load i32, i32* %9, align 4, !tbaa !5
  %108 = add nsw i32 %106, %107
  store i32 %108, i32* %9, align 4, !tbaa !5
  %109 = add nuw nsw i32 %96, 1
  %110 = icmp eq i32 %109, 8
  br i1 %110, label %97, label %95, !llvm.loop !19

111:                                              ; preds = %95, %111
  %112 = phi i64 [ 0, %95 ], [ %115, %111 ]
  %113 = call fastcc i32 @next_key(i32* noundef nonnull %7, i32 noundef 100)
  %114 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 %112
  store i32 %113, i32* %114, align 4, !tbaa !5
  %115 = add nuw nsw i64 %112, 1
  %116 = icmp eq i64 %115, 16
  br i1 %116, label %103, label %111, !llvm.loop !20
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @next_key(i32* nocapture noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = load i32, i32* %0, align 4, !tbaa !5
  br label %7

4:                                                ; preds = %7
  %5 = add nuw nsw i32 %10, 1
  %6 = icmp eq i32 %5, 4
  br i1 %6, label %17, label %7, !llvm.loop !21

7:                                                ; preds = %2, %4
  %8 = phi i32 [ %3, %2 ], [ %12, %4 ]
  %9 = phi i32 [ undef, %2 ], [ %16, %4 ]
  %10 = phi i32 [ 0, %2 ], [ %5, %4 ]
  %11 = mul i32 %8, 1103515245
  %12 = add i32 %11, 12345
  %13 = lshr i32 %12, 8
  %14 = and i32 %13, 65535
  %15 = icmp slt i32 %14, %1
  %16 = select i1 %15, i32 %14, i32 %9
  br i1 %15, label %17, label %4

17:                                               ; preds = %4, %7
  %18 = phi i32 [ 0, %4 ], [ %16, %7 ]
  store i32 %12, i32* %0, align 4, !tbaa !5
  ret i32 %18
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

declare i32 @MPI_Alltoall(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

declare i32 @MPI_Bcast(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree
declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind readonly uwtable willreturn
define internal i32 @by_value(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #8 {
  %3 = bitcast i8* %0 to i32*
  %4 = load i32, i32* %3, align 4, !tbaa !5
  %5 = bitcast i8* %1 to i32*
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp sgt i32 %4, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %4, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

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
