; mpiskel-level: 3
; ModuleID = 'coalesce.c'
source_filename = "coalesce.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [23 x i8] c"%d: %d keys, share %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
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
  %17 = call noalias i8* @calloc(i64 noundef %14, i64 noundef 8) #7
  %18 = bitcast i8* %17 to double*
  %19 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #7
  %20 = load i32, i32* %5, align 4, !tbaa !5
  %21 = mul i32 %20, 7919
  %22 = add i32 %21, 12345
  store i32 %22, i32* %7, align 4, !tbaa !5
  br label %32

23:                                               ; preds = %43
  %24 = load i32, i32* %6, align 4, !tbaa !5
  %25 = sext i32 %24 to i64
  %26 = shl nsw i64 %25, 2
  %27 = call noalias i8* @malloc(i64 noundef %26) #7
  %28 = bitcast i8* %27 to i32*
  %29 = call i32 @MPI_Alltoall(i8* noundef %15, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %27, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
  %30 = load i32, i32* %6, align 4, !tbaa !5
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %65, label %57

32:                                               ; preds = %2, %43
  %33 = phi i32 [ 0, %2 ], [ %48, %43 ]
  %34 = call fastcc i32 @next_key(i32* noundef nonnull %7)
  %35 = load i32, i32* %6, align 4, !tbaa !5
  %36 = srem i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, i32* %16, i64 %37
  %39 = load i32, i32* %38, align 4, !tbaa !5
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %38, align 4, !tbaa !5
  %41 = srem i32 %34, 8
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %50, %32
  %44 = phi double [ 0.000000e+00, %32 ], [ %54, %50 ]
  %45 = getelementptr inbounds double, double* %18, i64 %37
  %46 = load double, double* %45, align 8, !tbaa !11
  %47 = fadd double %44, %46
  store double %47, double* %45, align 8, !tbaa !11
  %48 = add nuw nsw i32 %33, 1
  %49 = icmp eq i32 %48, 1000
  br i1 %49, label %23, label %32, !llvm.loop !13

50:                                               ; preds = %32, %50
  %51 = phi i32 [ %55, %50 ], [ 0, %32 ]
  %52 = phi double [ %54, %50 ], [ 0.000000e+00, %32 ]
  %53 = sitofp i32 %51 to double
  %54 = call double @llvm.fmuladd.f64(double %53, double 5.000000e-01, double %52)
  %55 = add nuw nsw i32 %51, 1
  %56 = icmp eq i32 %55, %41
  br i1 %56, label %43, label %50, !llvm.loop !16

57:                                               ; preds = %72, %23
  %58 = phi i32 [ 0, %23 ], [ %70, %72 ]
  %59 = add nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = shl nsw i64 %60, 2
  %62 = call noalias i8* @malloc(i64 noundef %61) #7
  %63 = call i32 @MPI_Bcast(i8* noundef %62, i32 noundef %58, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
  %64 = call i32 @MPI_Finalize() #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #7
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #7
  ret i32 0

65:                                               ; preds = %23, %72
  %66 = phi i64 [ %76, %72 ], [ 0, %23 ]
  %67 = phi i32 [ %70, %72 ], [ 0, %23 ]
  %68 = getelementptr inbounds i32, i32* %28, i64 %66
  %69 = load i32, i32* %68, align 4, !tbaa !5
  %70 = add nsw i32 %69, %67
  %71 = icmp eq i64 %66, 0
  br i1 %71, label %72, label %80

72:                                               ; preds = %80, %65
  %73 = phi double [ 0.000000e+00, %65 ], [ %85, %80 ]
  %74 = load i32, i32* %5, align 4, !tbaa !5
  %75 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %74, i32 noundef %69, double noundef %73)
  %76 = add nuw nsw i64 %66, 1
  %77 = load i32, i32* %6, align 4, !tbaa !5
  %78 = sext i32 %77 to i64
  %79 = icmp slt i64 %76, %78
  br i1 %79, label %65, label %57, !llvm.loop !17

80:                                               ; preds = %65, %80
  %81 = phi i64 [ %86, %80 ], [ 0, %65 ]
  %82 = phi double [ %85, %80 ], [ 0.000000e+00, %65 ]
  %83 = getelementptr inbounds double, double* %18, i64 %81
  %84 = load double, double* %83, align 8, !tbaa !11
  %85 = call double @llvm.fmuladd.f64(double %84, double 2.500000e-01, double %82)
  %86 = add nuw nsw i64 %81, 1
  %87 = icmp eq i64 %86, %66
  br i1 %87, label %72, label %80, !llvm.loop !18
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc i32 @next_key(i32* nocapture noundef %0) unnamed_addr #4 {
  %2 = load i32, i32* %0, align 4, !tbaa !5
  br label %6

3:                                                ; preds = %6
  %4 = add nuw nsw i32 %9, 1
  %5 = icmp eq i32 %4, 4
  br i1 %5, label %16, label %6, !llvm.loop !19

6:                                                ; preds = %1, %3
  %7 = phi i32 [ %2, %1 ], [ %11, %3 ]
  %8 = phi i32 [ undef, %1 ], [ %15, %3 ]
  %9 = phi i32 [ 0, %1 ], [ %4, %3 ]
  %10 = mul i32 %7, 1103515245
  %11 = add i32 %10, 12345
  %12 = lshr i32 %11, 8
  %13 = and i32 %12, 65535
  %14 = icmp ult i32 %13, 60000
  %15 = select i1 %14, i32 %13, i32 %8
  br i1 %14, label %16, label %3

16:                                               ; preds = %3, %6
  %17 = phi i32 [ 0, %3 ], [ %15, %6 ]
  store i32 %11, i32* %0, align 4, !tbaa !5
  ret i32 %17
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

declare i32 @MPI_Finalize() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
