; mpiskel-level: 3
source_filename = "telescope.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  store i32 %0, i32* %3, align 4, !tbaa !5
  store i8** %1, i8*** %4, align 8, !tbaa !9
  %8 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #6
  %9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #6
  %10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #6
  %11 = load i32, i32* %5, align 4, !tbaa !5
  %12 = add nsw i32 %11, 100
  %13 = add nsw i32 %11, 101
  %14 = sext i32 %13 to i64
  %15 = shl nsw i64 %14, 2
  %16 = call noalias i8* @malloc(i64 noundef %15) #6
  %17 = bitcast i8* %16 to i32*
  %18 = sext i32 %12 to i64
  %19 = mul nsw i64 %18, 12
  %20 = call noalias i8* @malloc(i64 noundef %19) #6
  %21 = bitcast i8* %20 to i32*
  %22 = mul nsw i64 %18, 24
  %23 = call noalias i8* @malloc(i64 noundef %22) #6
  %24 = bitcast i8* %23 to double*
  %25 = shl nsw i64 %18, 3
  %26 = call noalias i8* @malloc(i64 noundef %25) #6
  %27 = bitcast i8* %26 to double*
  %28 = call noalias i8* @malloc(i64 noundef %25) #6
  %29 = bitcast i8* %28 to double*
  %30 = icmp sgt i32 %11, -100
  br i1 %30, label %31, label %34

31:                                               ; preds = %2
  %32 = call i32 @llvm.smax.i32(i32 %12, i32 1)
  %33 = zext i32 %32 to i64
  br label %75

34:                                               ; preds = %80, %2
  %35 = phi i32 [ 0, %2 ], [ %99, %80 ]
  %36 = getelementptr inbounds i32, i32* %17, i64 %18
  store i32 %35, i32* %36, align 4, !tbaa !5
  %37 = icmp sgt i32 %11, -100
  br i1 %37, label %38, label %68

38:                                               ; preds = %34
  %39 = zext i32 %12 to i64
  br label %40

40:                                               ; preds = %51, %38
  %41 = phi i64 [ 0, %38 ], [ %44, %51 ]
  %42 = getelementptr inbounds i32, i32* %17, i64 %41
  %43 = load i32, i32* %42, align 4, !tbaa !5
  %44 = add nuw nsw i64 %41, 1
  %45 = getelementptr inbounds i32, i32* %17, i64 %44
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = icmp slt i32 %43, %46
  br i1 %47, label %48, label %51

48:                                               ; preds = %40
  %49 = sext i32 %43 to i64
  %50 = sext i32 %46 to i64
  br label %55

51:                                               ; preds = %55, %40
  %52 = phi double [ 0.000000e+00, %40 ], [ %65, %55 ]
  %53 = getelementptr inbounds double, double* %29, i64 %41
  store double %52, double* %53, align 8, !tbaa !11
  %54 = icmp eq i64 %44, %39
  br i1 %54, label %68, label %40, !llvm.loop !13

55:                                               ; preds = %55, %48
  %56 = phi i64 [ %49, %48 ], [ %66, %55 ]
  %57 = phi double [ 0.000000e+00, %48 ], [ %65, %55 ]
  %58 = getelementptr inbounds double, double* %24, i64 %56
  %59 = load double, double* %58, align 8, !tbaa !11
  %60 = getelementptr inbounds i32, i32* %21, i64 %56
  %61 = load i32, i32* %60, align 4, !tbaa !5
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds double, double* %27, i64 %62
  %64 = load double, double* %63, align 8, !tbaa !11
  %65 = call double @llvm.fmuladd.f64(double %59, double %64, double %57) #6
  %66 = add nsw i64 %56, 1
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %51, label %55, !llvm.loop !16

68:                                               ; preds = %51, %34
  %69 = bitcast double* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %69) #6
  store double 0.000000e+00, double* %6, align 8, !tbaa !11
  %70 = bitcast double* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %70) #6
  %71 = icmp sgt i32 %11, -100
  br i1 %71, label %72, label %102

72:                                               ; preds = %68
  %73 = call i32 @llvm.smax.i32(i32 %12, i32 1)
  %74 = zext i32 %73 to i64
  br label %106

75:                                               ; preds = %31, %80
  %76 = phi i64 [ 0, %31 ], [ %82, %80 ]
  %77 = phi i32 [ 0, %31 ], [ %99, %80 ]
  %78 = getelementptr inbounds i32, i32* %17, i64 %76
  store i32 %77, i32* %78, align 4, !tbaa !5
  %79 = trunc i64 %76 to i32
  br label %84

80:                                               ; preds = %98
  %81 = getelementptr inbounds double, double* %27, i64 %76
  store double 1.000000e+00, double* %81, align 8, !tbaa !11
  %82 = add nuw nsw i64 %76, 1
  %83 = icmp eq i64 %82, %33
  br i1 %83, label %34, label %75, !llvm.loop !17

84:                                               ; preds = %75, %98
  %85 = phi i32 [ -1, %75 ], [ %100, %98 ]
  %86 = phi i32 [ %77, %75 ], [ %99, %98 ]
  %87 = add nsw i32 %85, %79
  %88 = icmp sgt i32 %87, -1
  %89 = icmp slt i32 %87, %12
  %90 = select i1 %88, i1 %89, i1 false
  br i1 %90, label %91, label %98

91:                                               ; preds = %84
  %92 = sext i32 %86 to i64
  %93 = getelementptr inbounds i32, i32* %21, i64 %92
  store i32 %87, i32* %93, align 4, !tbaa !5
  %94 = icmp eq i32 %85, 0
  %95 = select i1 %94, double 2.000000e+00, double -1.000000e+00
  %96 = add nsw i32 %86, 1
  %97 = getelementptr inbounds double, double* %24, i64 %92
  store double %95, double* %97, align 8, !tbaa !11
  br label %98

98:                                               ; preds = %84, %91
  %99 = phi i32 [ %96, %91 ], [ %86, %84 ]
  %100 = add nsw i32 %85, 1
  %101 = icmp eq i32 %100, 2
  br i1 %101, label %80, label %84, !llvm.loop !18

102:                                              ; preds = %106, %68
  %103 = phi double [ 0.000000e+00, %68 ], [ %111, %106 ]
  store double %103, double* %6, align 8, !tbaa !11
  %104 = call i32 @MPI_Allreduce(i8* noundef nonnull %69, i8* noundef nonnull %70, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #6
  %105 = call i32 @MPI_Finalize() #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %70) #6
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %69) #6
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #6
  ret i32 0

106:                                              ; preds = %72, %106
  %107 = phi i64 [ 0, %72 ], [ %112, %106 ]
  %108 = phi double [ 0.000000e+00, %72 ], [ %111, %106 ]
  %109 = getelementptr inbounds double, double* %29, i64 %107
  %110 = load double, double* %109, align 8, !tbaa !11
  %111 = call double @llvm.fmuladd.f64(double %110, double %110, double %108)
  %112 = add nuw nsw i64 %107, 1
  %113 = icmp eq i64 %112, %74
  br i1 %113, label %102, label %106, !llvm.loop !19
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
