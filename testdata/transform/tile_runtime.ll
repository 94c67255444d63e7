; mpiskel-level: 3
; ModuleID = 'tile_runtime.c'
source_filename = "tile_runtime.c"
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
  %19 = load i32, i32* %3, align 4, !tbaa !5
  %20 = icmp sgt i32 %19, 2
  br i1 %20, label %21, label %27

21:                                               ; preds = %17
  %22 = load i8**, i8*** %4, align 8, !tbaa !9
  %23 = getelementptr inbounds i8*, i8** %22, i64 2
  %24 = load i8*, i8** %23, align 8, !tbaa !9
  %25 = call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #5
  %26 = trunc i64 %25 to i32
  br label %27

27:                                               ; preds = %17, %21
  %28 = phi i32 [ %26, %21 ], [ 16, %17 ]
  %29 = sext i32 %18 to i64
  %30 = shl nsw i64 %29, 3
  %31 = mul i64 %30, %29
  %32 = call noalias i8* @malloc(i64 noundef %31) #5
  %33 = bitcast i8* %32 to double*
  %34 = call noalias i8* @malloc(i64 noundef %31) #5
  %35 = bitcast i8* %34 to double*
  %36 = icmp sgt i32 %18, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %27
  %38 = zext i32 %18 to i64
  %39 = zext i32 %18 to i64
  br label %40

40:                                               ; preds = %37, %47
  %41 = phi i64 [ 0, %37 ], [ %48, %47 ]
  %42 = mul nsw i64 %41, %29
  br label %50

43:                                               ; preds = %47, %27
  %44 = icmp sgt i32 %18, 0
  %45 = icmp sgt i32 %18, 0
  %46 = sext i32 %28 to i64
  br label %59

47:                                               ; preds = %50
  %48 = add nuw nsw i64 %41, 1
  %49 = icmp eq i64 %48, %38
  br i1 %49, label %43, label %40, !llvm.loop !11

50:                                               ; preds = %40, %50
  %51 = phi i64 [ 0, %40 ], [ %57, %50 ]
  %52 = add nuw nsw i64 %51, %41
  %53 = trunc i64 %52 to i32
  %54 = sitofp i32 %53 to double
  %55 = add nsw i64 %42, %51
  %56 = getelementptr inbounds double, double* %33, i64 %55
  store double %54, double* %56, align 8, !tbaa !14
  %57 = add nuw nsw i64 %51, 1
  %58 = icmp eq i64 %57, %39
  br i1 %58, label %47, label %50, !llvm.loop !16

59:                                               ; preds = %43, %72
  %60 = phi i32 [ 0, %43 ], [ %74, %72 ]
  br i1 %44, label %63, label %72

61:                                               ; preds = %72
  %62 = call i32 @MPI_Finalize() #5
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
  ret i32 0

63:                                               ; preds = %59, %85
  %64 = phi i64 [ %86, %85 ], [ 0, %59 ]
  %65 = trunc i64 %64 to i32
  br i1 %45, label %66, label %85

66:                                               ; preds = %63
  %67 = add nsw i32 %28, %65
  %68 = icmp slt i32 %18, %67
  %69 = select i1 %68, i32 %18, i32 %67
  %70 = icmp sgt i32 %69, %65
  %71 = sext i32 %69 to i64
  br label %76

72:                                               ; preds = %85, %59
  %73 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5
  %74 = add nuw nsw i32 %60, 1
  %75 = icmp eq i32 %74, 4
  br i1 %75, label %61, label %59, !llvm.loop !17

76:                                               ; preds = %66, %93
  %77 = phi i64 [ 0, %66 ], [ %94, %93 ]
  %78 = trunc i64 %77 to i32
  br i1 %70, label %79, label %93

79:                                               ; preds = %76
  %80 = add nsw i32 %28, %78
  %81 = icmp slt i32 %18, %80
  %82 = select i1 %81, i32 %18, i32 %80
  %83 = icmp sgt i32 %82, %78
  %84 = sext i32 %82 to i64
  br label %89

85:                                               ; preds = %93, %63
  %86 = add nsw i64 %64, %46
  %87 = trunc i64 %86 to i32
  %88 = icmp sgt i32 %18, %87
  br i1 %88, label %63, label %72, !llvm.loop !18

89:                                               ; preds = %79, %97
  %90 = phi i64 [ %64, %79 ], [ %98, %97 ]
  br i1 %83, label %91, label %97

91:                                               ; preds = %89
  %92 = mul nsw i64 %90, %29
  br label %100

93:                                               ; preds = %97, %76
  %94 = add i64 %77, %46
  %95 = trunc i64 %94 to i32
  %96 = icmp sgt i32 %18, %95
  br i1 %96, label %76, label %85, !llvm.loop !19

97:                                               ; preds = %100, %89
  %98 = add nsw i64 %90, 1
  %99 = icmp slt i64 %98, %71
  br i1 %99, label %89, label %93, !llvm.loop !20

100:                                              ; preds = %91, %100
  %101 = phi i64 [ %77, %91 ], [ %110, %100 ]
  %102 = add nsw i64 %92, %101
  %103 = getelementptr inbounds double, double* %33, i64 %102
  %104 = load double, double* %103, align 8, !tbaa !14
  %105 = mul nsw i64 %101, %29
  %106 = add nsw i64 %105, %90
  %107 = getelementptr inbounds double, double* %35, i64 %106
  %108 = load double, double* %107, align 8, !tbaa !14
  %109 = fadd double %104, %108
  store double %109, double* %107, align 8, !tbaa !14
  %110 = add nsw i64 %101, 1
  %111 = icmp slt i64 %110, %84
  br i1 %111, label %100, label %97, !llvm.loop !21
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
