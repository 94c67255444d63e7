source_filename = "fold_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"token %d\0A\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@str = private unnamed_addr constant [10 x i8] c"flags set\00", align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
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
	%12 = mul i64 1000, 8
	%13 = call i8* @mpiskel_sizeonly(i64 %12)
	%14 = bitcast i8* %13 to double*
	%15 = mul i64 1000, 8
	%16 = call i8* @mpiskel_sizeonly(i64 %15)
	%17 = bitcast i8* %16 to double*
	%18 = call i8* @mpiskel_sizeonly(i64 64)
	%19 = bitcast i8* %18 to double*
	%20 = call i8* @mpiskel_sizeonly(i64 4)
	%21 = bitcast i8* %20 to i32*
	%22 = call noalias dereferenceable_or_null(4) i8* @malloc(i64 noundef 4) #9
	%23 = bitcast i8* %22 to i32*
	%24 = load i32, i32* %5, align 4, !tbaa !5
	store i32 %24, i32* %23, align 4, !tbaa !5
	br label %29

25:
	%26 = call i32 @MPI_Bcast(i8* noundef %22, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%27 = load i32, i32* %23, align 4, !tbaa !5
	%28 = icmp sgt i32 %27, 0
	br i1 %28, label %40, label %42

29:
	%30 = phi double* [ %14, %2 ], [ %32, %29 ]
	%31 = phi i32 [ 0, %2 ], [ %38, %29 ]
	%32 = phi double* [ %17, %2 ], [ %30, %29 ]
	call fastcc void @relax(double* noundef %32, double* noundef %30)
	%33 = load i32, i32* %5, align 4, !tbaa !5
	%34 = xor i32 %33, 1
	call fastcc void @exchange(double* noundef %19, i32 noundef %34)
	%35 = call i32 @MPI_Bcast(i8* noundef %20, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%36 = load i32, i32* %21, align 4, !tbaa !5
	%37 = add nsw i32 %36, 1
	%38 = add nuw nsw i32 %31, 1
	%39 = icmp eq i32 %38, 10
	br i1 %39, label %25, label %29, !llvm.loop !11

40:
	%41 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @str, i64 0, i64 0))
	br label %42

42:
	%43 = load i32, i32* %21, align 4, !tbaa !5
	%44 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), i32 noundef %43)
	%45 = bitcast double* %32 to i8*
	%46 = bitcast double* %30 to i8*
	call void @mpiskel_sizeonly_free(i64 64)
	call void @mpiskel_sizeonly_free(i64 4)
	call void @free(i8* noundef %22) #9
	%47 = call i32 @MPI_Finalize() #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #9
	ret i32 0
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @calloc(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

define internal fastcc void @relax(double* nocapture noundef writeonly %0, double* nocapture noundef readonly %1) unnamed_addr #4 {
2:
	br label %13

skel.r10:
	%3 = add i64 1, 1, !mpiskel.covered !17
	%4 = sub i64 999, %3, !mpiskel.covered !17
	%5 = sdiv i64 %4, 1, !mpiskel.covered !17
	%6 = icmp sgt i64 %4, 0, !mpiskel.covered !17
	%7 = select i1 %6, i64 %5, i64 0, !mpiskel.covered !17
	%8 = add i64 %7, 1, !mpiskel.covered !17
	%9 = sitofp i64 %8 to double, !mpiskel.covered !17
	%10 = fmul double 0x3E112E0BE826D695, %9, !mpiskel.covered !17
	%11 = fadd double %10, 0.0, !mpiskel.covered !17
	call void @mpiskel_add_time(i32 10, double %11), !mpiskel.covered !17
	br label %12, !mpiskel.covered !17

12:
	ret void

13:
	br label %skel.r10, !mpiskel.covered !17
}

define internal fastcc void @exchange(double* noundef %0, i32 noundef %1) unnamed_addr #5 {
2:
	%3 = bitcast double* %0 to i8*
	%4 = call i32 @MPI_Sendrecv_replace(i8* noundef %3, i32 noundef 8, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %1, i32 noundef 0, i32 noundef %1, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9
	ret void
}

declare i32 @MPI_Bcast(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, %struct.ompi_communicator_t* noundef %4) local_unnamed_addr #2

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #6

declare void @free(i8* nocapture noundef %0) local_unnamed_addr #7

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i32 @MPI_Sendrecv_replace(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, %struct.ompi_communicator_t* noundef %7, %struct.ompi_status_public_t* noundef %8) local_unnamed_addr #2

declare noundef i32 @puts(i8* nocapture noundef readonly %0) local_unnamed_addr #8

declare void @mpiskel_add_time(i32 %0, double %1)

declare i8* @mpiskel_sizeonly(i64 %0)

declare void @mpiskel_sizeonly_free(i64 %0)

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = !{}
