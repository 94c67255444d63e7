; mpiskel-level: 3
; ModuleID = 'tile.c'
source_filename = "tile.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_communicator_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4, !tbaa !5
  store i8** %1, i8*** %4, align 8, !tbaa !9
  %6 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #5
  %7 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #5
  %8 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #5
  %9 = load i32, i32* %3, align 4, !tbaa !5
  %10 = icmp sgt i32 %9, 1
  br i1 %10, label %11, label %17

11:                                               ; preds = %2
  %12 = load i8**, i8*** %4, align 8, !tbaa !9
  %13 = getelementptr inbounds i8*, i8** %12, i64 1
  %14 = load i8*, i8** %13, align 8, !tbaa !9
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #5
  %16 = trunc i64 %15 to i32
  br label %17

17:                                               ; preds = %2, %11
  %18 = phi i32 [ %16, %11 ], [ 100, %2 ]
  %19 = sext i32 %18 to i64
  %20 = shl nsw i64 %19, 3
  %21 = mul i64 %20, %19
  %22 = call noalias i8* @malloc(i64 noundef %21) #5
  %23 = bitcast i8* %22 to double*
  %24 = call noalias i8* @malloc(i64 noundef %21) #5
  %25 = bitcast i8* %24 to double*
  %26 = icmp sgt i32 %18, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %17
  %28 = zext i32 %18 to i64
  %29 = zext i32 %18 to i64
  br label %30

30:                                               ; preds = %27, %36
  %31 = phi i64 [ 0, %27 ], [ %37, %36 ]
  %32 = mul nsw i64 %31, %19
  br label %39

33:                                               ; preds = %36, %17
  %34 = icmp sgt i32 %18, 0
  %35 = icmp sgt i32 %18, 0
  br label %48

36:                                               ; preds = %39
  %37 = add nuw nsw i64 %31, 1
  %38 = icmp eq i64 %37, %28
  br i1 %38, label %33, label %30, !llvm.loop !11

39:                                               ; preds = %30, %39
  %40 = phi i64 [ 0, %30 ], [ %46, %39 ]
  %41 = add nuw nsw i64 %40, %31
  %42 = trunc i64 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = add nsw i64 %32, %40
  %45 = getelementptr inbounds double, double* %23, i64 %44
  store double %43, double* %45, align 8, !tbaa !14
  %46 = add nuw nsw i64 %40, 1
  %47 = icmp eq i64 %46, %29
  br i1 %47, label %36, label %39, !llvm.loop !16

48:                                               ; preds = %33, %61
  %49 = phi i32 [ 0, %33 ], [ %63, %61 ]
  br i1 %34, label %52, label %61

50:                                               ; preds = %61
  %51 = call i32 @MPI_Finalize() #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
  ret i32 0

52:                                               ; preds = %48, %74
  %53 = phi i64 [ %75, %74 ], [ 0, %48 ]
  %54 = trunc i64 %53 to i32
  br i1 %35, label %55, label %74

55:                                               ; preds = %52
  %56 = add nuw nsw i32 %54, 16
  %57 = icmp slt i32 %18, %56
  %58 = select i1 %57, i32 %18, i32 %56
  %59 = icmp sgt i32 %58, %54
  %60 = sext i32 %58 to i64
  br label %65

61:                                               ; preds = %74, %48
  %62 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5
  %63 = add nuw nsw i32 %49, 1
  %64 = icmp eq i32 %63, 4
  br i1 %64, label %50, label %48, !llvm.loop !17

65:                                               ; preds = %55, %82
  %66 = phi i64 [ 0, %55 ], [ %83, %82 ]
  %67 = trunc i64 %66 to i32
  br i1 %59, label %68, label %82

68:                                               ; preds = %65
  %69 = add nuw nsw i32 %67, 16
  %70 = icmp slt i32 %18, %69
  %71 = select i1 %70, i32 %18, i32 %69
  %72 = icmp sgt i32 %71, %67
  %73 = sext i32 %71 to i64
  br label %78

74:                                               ; preds = %82, %52
  %75 = add nuw nsw i64 %53, 16
  %76 = trunc i64 %75 to i32
  %77 = icmp sgt i32 %18, %76
  br i1 %77, label %52, label %61, !llvm.loop !18

78:                                               ; preds = %68, %86
  %79 = phi i64 [ %53, %68 ], [ %87, %86 ]
  br i1 %72, label %80, label %86

80:                                               ; preds = %78
  %81 = mul nsw i64 %79, %19
  br label %89

82:                                               ; preds = %86, %65
  %83 = add nuw nsw i64 %66, 16
  %84 = trunc i64 %83 to i32
  %85 = icmp sgt i32 %18, %84
  br i1 %85, label %65, label %74, !llvm.loop !19

86:                                               ; preds = %89, %78
  %87 = add nuw nsw i64 %79, 1
  %88 = icmp slt i64 %87, %60
  br i1 %88, label %78, label %82, !llvm.loop !20

89:                                               ; preds = %80, %89
  %90 = phi i64 [ %66, %80 ], [ %99, %89 ]
  %91 = add nsw i64 %81, %90
  %92 = getelementptr inbounds double, double* %23, i64 %91
  %93 = load double, double* %92, align 8, !tbaa !14
  %94 = mul nsw i64 %90, %19
  %95 = add nsw i64 %94, %79
  %96 = getelementptr inbounds double, double* %25, i64 %95
  %97 = load double, double* %96, align 8, !tbaa !14
  %98 = fadd double %93, %97
  store double %98, double* %96, align 8, !tbaa !14
  %99 = add nuw nsw i64 %90, 1
  %100 = icmp slt i64 %99, %73
  br i1 %100, label %89, label %86, !llvm.loop !21
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
