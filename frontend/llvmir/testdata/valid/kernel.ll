; ModuleID = 'kernel.c'
source_filename = "kernel.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.point = type { i32, i32, double }

@table = internal unnamed_addr global [8 x %struct.point] zeroinitializer, align 16
@.str = private unnamed_addr constant [6 x i8] c"%.3f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @kernel(%struct.point* nocapture noundef readonly %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %7

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  br label %9

7:                                                ; preds = %21, %3
  %8 = phi double [ 0.000000e+00, %3 ], [ %29, %21 ]
  ret double %8

9:                                                ; preds = %5, %21
  %10 = phi i64 [ 0, %5 ], [ %30, %21 ]
  %11 = phi double [ 0.000000e+00, %5 ], [ %29, %21 ]
  %12 = getelementptr inbounds %struct.point, %struct.point* %0, i64 %10, i32 0
  %13 = load i32, i32* %12, align 8, !tbaa !5
  %14 = getelementptr inbounds %struct.point, %struct.point* %0, i64 %10, i32 1
  %15 = load i32, i32* %14, align 4, !tbaa !11
  %16 = mul nsw i32 %15, %13
  %17 = srem i32 %16, 5
  switch i32 %17, label %20 [
    i32 0, label %21
    i32 1, label %18
    i32 3, label %19
  ]

18:                                               ; preds = %9
  br label %21

19:                                               ; preds = %9
  br label %21

20:                                               ; preds = %9
  br label %21

21:                                               ; preds = %9, %18, %19, %20
  %22 = phi i32 [ %16, %20 ], [ -2, %19 ], [ 7, %18 ], [ 3, %9 ]
  %23 = icmp sgt i32 %22, 0
  %24 = getelementptr inbounds %struct.point, %struct.point* %0, i64 %10, i32 2
  %25 = load double, double* %24, align 8, !tbaa !12
  %26 = fmul double %25, %2
  %27 = fneg double %25
  %28 = select i1 %23, double %26, double %27
  %29 = fadd double %11, %28
  %30 = add nuw nsw i64 %10, 1
  %31 = icmp eq i64 %30, %6
  br i1 %31, label %7, label %9, !llvm.loop !13
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %26

1:                                                ; preds = %26, %13
  %2 = phi i64 [ %22, %13 ], [ 0, %26 ]
  %3 = phi double [ %21, %13 ], [ 0.000000e+00, %26 ]
  %4 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %2, i32 0
  %5 = load i32, i32* %4, align 16, !tbaa !5
  %6 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %2, i32 1
  %7 = load i32, i32* %6, align 4, !tbaa !11
  %8 = mul nsw i32 %7, %5
  %9 = srem i32 %8, 5
  switch i32 %9, label %12 [
    i32 0, label %13
    i32 1, label %10
    i32 3, label %11
  ]

10:                                               ; preds = %1
  br label %13

11:                                               ; preds = %1
  br label %13

12:                                               ; preds = %1
  br label %13

13:                                               ; preds = %12, %11, %10, %1
  %14 = phi i32 [ %8, %12 ], [ -2, %11 ], [ 7, %10 ], [ 3, %1 ]
  %15 = icmp sgt i32 %14, 0
  %16 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %2, i32 2
  %17 = load double, double* %16, align 8, !tbaa !12
  %18 = fmul double %17, 2.000000e+00
  %19 = fneg double %17
  %20 = select i1 %15, double %18, double %19
  %21 = fadd double %3, %20
  %22 = add nuw nsw i64 %2, 1
  %23 = icmp eq i64 %22, 8
  br i1 %23, label %24, label %1, !llvm.loop !13

24:                                               ; preds = %13
  %25 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %21)
  ret i32 0

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %37, %26 ]
  %28 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %27, i32 0
  %29 = trunc i64 %27 to i32
  store i32 %29, i32* %28, align 16, !tbaa !5
  %30 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %27, i32 1
  %31 = trunc i64 %27 to i32
  %32 = sub i32 3, %31
  store i32 %32, i32* %30, align 4, !tbaa !11
  %33 = trunc i64 %27 to i32
  %34 = sitofp i32 %33 to double
  %35 = fmul double %34, 5.000000e-01
  %36 = getelementptr inbounds [8 x %struct.point], [8 x %struct.point]* @table, i64 0, i64 %27, i32 2
  store double %35, double* %36, align 8, !tbaa !12
  %37 = add nuw nsw i64 %27, 1
  %38 = icmp eq i64 %37, 8
  br i1 %38, label %1, label %26, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !7, i64 0}
!6 = !{!"point", !7, i64 0, !7, i64 4, !10, i64 8}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!6, !7, i64 4}
!12 = !{!6, !10, i64 8}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
