; mpiskel-level: 3
source_filename = "fold_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"token %d\0A\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@str = private unnamed_addr constant [10 x i8] c"flags set\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4, !tbaa !5
  store i8** %1, i8*** %4, align 8, !tbaa !9
  %7 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #9
  %8 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #9
  %9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #9
  %10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #9
  %11 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #9
  %12 = call noalias dereferenceable_or_null(8000) i8* @calloc(i64 noundef 1000, i64 noundef 8) #9
  %13 = bitcast i8* %12 to double*
  %14 = call noalias dereferenceable_or_null(8000) i8* @calloc(i64 noundef 1000, i64 noundef 8) #9
  %15 = bitcast i8* %14 to double*
  %16 = call noalias dereferenceable_or_null(64) i8* @malloc(i64 noundef 64) #9
  %17 = bitcast i8* %16 to double*
  %18 = call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #9
  %19 = bitcast i8* %18 to i32*
  %20 = call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #9
  %21 = bitcast i8* %20 to i32*
  store i32 0, i32* %19, align 4, !tbaa !5
  %22 = load i32, i32* %5, align 4, !tbaa !5
  store i32 %22, i32* %21, align 4, !tbaa !5
  br label %27

23:                                               ; preds = %27
  %24 = call i32 @MPI_Bcast(i8* noundef %20, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %25 = load i32, i32* %21, align 4, !tbaa !5
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %38, label %40

27:                                               ; preds = %2, %27
  %28 = phi double* [ %13, %2 ], [ %30, %27 ]
  %29 = phi i32 [ 0, %2 ], [ %36, %27 ]
  %30 = phi double* [ %15, %2 ], [ %28, %27 ]
  call fastcc void @relax(double* noundef %30, double* noundef %28)
  %31 = load i32, i32* %5, align 4, !tbaa !5
  %32 = xor i32 %31, 1
  call fastcc void @exchange(double* noundef %17, i32 noundef %32)
  %33 = call i32 @MPI_Bcast(i8* noundef %18, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
  %34 = load i32, i32* %19, align 4, !tbaa !5
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %19, align 4, !tbaa !5
  %36 = add nuw nsw i32 %29, 1
  %37 = icmp eq i32 %36, 10
  br i1 %37, label %23, label %27, !llvm.loop !11

38:                                               ; preds = %23
  %39 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
  br label %40

40:                                               ; preds = %38, %23
  %41 = load i32, i32* %19, align 4, !tbaa !5
  %42 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %41)
  %43 = bitcast double* %30 to i8*
  call void @free(i8* noundef %43) #9
  %44 = bitcast double* %28 to i8*
  call void @free(i8* noundef %44) #9
  call void @free(i8* noundef %16) #9
  call void @free(i8* noundef %18) #9
  call void @free(i8* noundef %20) #9
  %45 = call i32 @MPI_Finalize() #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #9
  ret i32 0
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @relax(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1) unnamed_addr #4 {
  br label %4

3:                                                ; preds = %4
  ret void

4:                                                ; preds = %2, %4
  %5 = phi i64 [ 1, %2 ], [ %9, %4 ]
  %6 = add nsw i64 %5, -1
  %7 = getelementptr inbounds double, double* %1, i64 %6
  %8 = load double, double* %7, align 8, !tbaa !14
  %9 = add nuw nsw i64 %5, 1
  %10 = getelementptr inbounds double, double* %1, i64 %9
  %11 = load double, double* %10, align 8, !tbaa !14
  %12 = fadd double %8, %11
  %13 = fmul double %12, 5.000000e-01
  %14 = getelementptr inbounds double, double* %0, i64 %5
  store double %13, double* %14, align 8, !tbaa !14
  %15 = icmp eq i64 %9, 999
  br i1 %15, label %3, label %4, !llvm.loop !16
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @exchange(double* noundef %0, i32 noundef %1) unnamed_addr #5 {
  %3 = bitcast double* %0 to i8*
  %4 = call i32 @MPI_Sendrecv_replace(i8* noundef %3, i32 noundef 8, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %1, i32 noundef 0, i32 noundef %1, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9
  ret void
}

declare i32 @MPI_Bcast(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i32 @MPI_Sendrecv_replace(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !12, !13}
