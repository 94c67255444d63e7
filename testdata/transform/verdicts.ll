; mpiskel-level: 3
; ModuleID = 'verdicts.c'
source_filename = "verdicts.c"
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
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [31 x i8] c"rank %d: norm %g out of range\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"rank %d: a large norm\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"norm %.3f\0A\00", align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8**, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i32 %0, i32* %5, align 4, !tbaa !5
  store i8** %1, i8*** %6, align 8, !tbaa !9
  %12 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9
  %13 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #9
  %14 = call i32 @MPI_Init(i32* noundef nonnull %5, i8*** noundef nonnull %6) #9
  %15 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %7) #9
  %16 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %8) #9
  %17 = load i32, i32* %5, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %25

19:                                               ; preds = %2
  %20 = load i8**, i8*** %6, align 8, !tbaa !9
  %21 = getelementptr inbounds i8*, i8** %20, i64 1
  %22 = load i8*, i8** %21, align 8, !tbaa !9
  %23 = call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #9
  %24 = trunc i64 %23 to i32
  br label %25

25:                                               ; preds = %2, %19
  %26 = phi i32 [ %24, %19 ], [ 64, %2 ]
  %27 = icmp slt i32 %26, 4
  br i1 %27, label %28, label %30

28:                                               ; preds = %25
  %29 = call i32 @MPI_Abort(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32 noundef 2) #9
  br label %30

30:                                               ; preds = %28, %25
  %31 = sext i32 %26 to i64
  %32 = shl nsw i64 %31, 3
  %33 = call noalias i8* @malloc(i64 noundef %32) #9
  %34 = bitcast i8* %33 to double*
  %35 = icmp sgt i32 %26, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %30
  %37 = load i32, i32* %7, align 4, !tbaa !5
  %38 = zext i32 %26 to i64
  br label %48

39:                                               ; preds = %48, %30
  %40 = bitcast double* %9 to i8*
  %41 = add nsw i32 %26, -1
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds double, double* %34, i64 %42
  %44 = bitcast double* %43 to i8*
  %45 = icmp sgt i32 %26, 1
  %46 = sext i32 %26 to i64
  %47 = add nsw i64 %46, -1
  br label %62

48:                                               ; preds = %36, %48
  %49 = phi i64 [ 0, %36 ], [ %54, %48 ]
  %50 = trunc i64 %49 to i32
  %51 = add nsw i32 %37, %50
  %52 = sitofp i32 %51 to double
  %53 = getelementptr inbounds double, double* %34, i64 %49
  store double %52, double* %53, align 8, !tbaa !11
  %54 = add nuw nsw i64 %49, 1
  %55 = icmp eq i64 %54, %38
  br i1 %55, label %39, label %48, !llvm.loop !13

56:                                               ; preds = %72
  %57 = bitcast double* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %57) #9
  store double 0.000000e+00, double* %10, align 8, !tbaa !11
  %58 = bitcast double* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %58) #9
  store double 0.000000e+00, double* %11, align 8, !tbaa !11
  %59 = icmp sgt i32 %26, 0
  br i1 %59, label %60, label %89

60:                                               ; preds = %56
  %61 = zext i32 %26 to i64
  br label %96

62:                                               ; preds = %39, %72
  %63 = phi i32 [ 0, %39 ], [ %77, %72 ]
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %40) #9
  %64 = load i32, i32* %7, align 4, !tbaa !5
  %65 = add nsw i32 %64, 1
  %66 = load i32, i32* %8, align 4, !tbaa !5
  %67 = srem i32 %65, %66
  %68 = add i32 %64, -1
  %69 = add i32 %68, %66
  %70 = srem i32 %69, %66
  %71 = call i32 @MPI_Sendrecv(i8* noundef %44, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %67, i32 noundef 0, i8* noundef nonnull %40, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %70, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9
  br i1 %45, label %79, label %72

72:                                               ; preds = %79, %62
  %73 = load double, double* %34, align 8, !tbaa !11
  %74 = load double, double* %9, align 8, !tbaa !11
  %75 = fadd double %73, %74
  %76 = fmul double %75, 5.000000e-01
  store double %76, double* %34, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %40) #9
  %77 = add nuw nsw i32 %63, 1
  %78 = icmp eq i32 %77, 10
  br i1 %78, label %56, label %62, !llvm.loop !16

79:                                               ; preds = %62, %79
  %80 = phi i64 [ %83, %79 ], [ %47, %62 ]
  %81 = getelementptr inbounds double, double* %34, i64 %80
  %82 = load double, double* %81, align 8, !tbaa !11
  %83 = add nsw i64 %80, -1
  %84 = getelementptr inbounds double, double* %34, i64 %83
  %85 = load double, double* %84, align 8, !tbaa !11
  %86 = fadd double %82, %85
  %87 = fmul double %86, 5.000000e-01
  store double %87, double* %81, align 8, !tbaa !11
  %88 = icmp sgt i64 %80, 1
  br i1 %88, label %79, label %72, !llvm.loop !17

89:                                               ; preds = %96, %56
  %90 = phi double [ 0.000000e+00, %56 ], [ %101, %96 ]
  store double %90, double* %10, align 8, !tbaa !11
  %91 = call i32 @MPI_Allreduce(i8* noundef nonnull %57, i8* noundef nonnull %58, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %92 = load double, double* %11, align 8, !tbaa !11
  %93 = fcmp olt double %92, 1.000000e-03
  %94 = fcmp ogt double %92, 1.000000e+30
  %95 = or i1 %93, %94
  br i1 %95, label %104, label %107

96:                                               ; preds = %60, %96
  %97 = phi i64 [ 0, %60 ], [ %102, %96 ]
  %98 = phi double [ 0.000000e+00, %60 ], [ %101, %96 ]
  %99 = getelementptr inbounds double, double* %34, i64 %97
  %100 = load double, double* %99, align 8, !tbaa !11
  %101 = call double @llvm.fmuladd.f64(double %100, double %100, double %98)
  %102 = add nuw nsw i64 %97, 1
  %103 = icmp eq i64 %102, %61
  br i1 %103, label %89, label %96, !llvm.loop !18

104:                                              ; preds = %89
  %105 = load i32, i32* %7, align 4, !tbaa !5
  %106 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %105, double noundef %92)
  br label %107

107:                                              ; preds = %89, %104
  %108 = phi i32 [ 1, %104 ], [ 0, %89 ]
  %109 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %109)
  store i32 %108, i32* %3, align 4, !tbaa !5
  %110 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %110) #9
  store i32 0, i32* %4, align 4, !tbaa !5
  %111 = call i32 @MPI_Allreduce(i8* noundef nonnull %109, i8* noundef nonnull %110, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %112 = load i32, i32* %4, align 4, !tbaa !5
  %113 = icmp eq i32 %112, 0
  br i1 %113, label %116, label %114

114:                                              ; preds = %107
  %115 = call i32 @MPI_Finalize() #9
  call void @exit(i32 noundef 1) #10
  unreachable

116:                                              ; preds = %107
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %110) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %109)
  %117 = load double, double* %11, align 8, !tbaa !11
  %118 = fcmp ogt double %117, 1.000000e+06
  br i1 %118, label %119, label %122

119:                                              ; preds = %116
  %120 = load i32, i32* %7, align 4, !tbaa !5
  %121 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %120)
  br label %122

122:                                              ; preds = %119, %116
  %123 = load i32, i32* %7, align 4, !tbaa !5
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %125, label %128

125:                                              ; preds = %122
  %126 = load double, double* %11, align 8, !tbaa !11
  %127 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %126)
  br label %128

128:                                              ; preds = %125, %122
  call void @free(i8* noundef %33) #9
  %129 = call i32 @MPI_Finalize() #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %58) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %57) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare i32 @MPI_Abort(%struct.ompi_communicator_t* noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

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
