source_filename = "fold.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
	%skel.work = alloca i64, !mpiskel.covered !16
	store i64 0, i64* %skel.work, !mpiskel.covered !16
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca i32, align 4
	%7 = alloca i8*, align 8
	store i32 %0, i32* %3, align 4, !tbaa !5
	store i8** %1, i8*** %4, align 8, !tbaa !9
	%8 = bitcast i32* %5 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #7
	%9 = bitcast i32* %6 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #7
	%10 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #7
	%11 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #7
	%12 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #7
	%13 = load i32, i32* %5, align 4, !tbaa !5
	%14 = add i32 %13, 1000
	%15 = call i8* @mpiskel_sizeonly(i64 16000)
	%16 = bitcast i8* %15 to double*
	%17 = mul i64 2000, 8
	%18 = call i8* @mpiskel_sizeonly(i64 %17)
	%19 = icmp sgt i32 %13, -1000
	br i1 %19, label %20, label %skel.r2, !mpiskel.covered !16

20:
	%21 = call i32 @llvm.smax.i32(i32 %14, i32 1), !mpiskel.covered !16
	%22 = zext i32 %21 to i64, !mpiskel.covered !16
	%23 = add i64 0, 1, !mpiskel.covered !16
	%24 = sub i64 %22, %23, !mpiskel.covered !16
	%25 = sdiv i64 %24, 1, !mpiskel.covered !16
	%26 = icmp sgt i64 %24, 0, !mpiskel.covered !16
	%27 = select i1 %26, i64 %25, i64 0, !mpiskel.covered !16
	%28 = add i64 %27, 1, !mpiskel.covered !16
	%29 = load i64, i64* %skel.work, !mpiskel.covered !16
	%30 = add i64 %29, %28, !mpiskel.covered !16
	store i64 %30, i64* %skel.work, !mpiskel.covered !16
	br label %40, !mpiskel.covered !16

skel.r2:
	%31 = load i64, i64* %skel.work, !mpiskel.covered !16
	store i64 0, i64* %skel.work, !mpiskel.covered !16
	%32 = sitofp i64 %31 to double, !mpiskel.covered !16
	%33 = fmul double 0x3E112E0BE826D695, %32, !mpiskel.covered !16
	%34 = fadd double %33, 0.0, !mpiskel.covered !16
	call void @mpiskel_add_time(i32 2, double %34), !mpiskel.covered !16
	br label %35, !mpiskel.covered !16

35:
	%36 = call i32 @MPI_Allreduce(i8* noundef %15, i8* noundef %18, i32 noundef %14, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
	%37 = bitcast i8** %7 to i8*
	call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %37) #7
	store i8* null, i8** %7, align 8, !tbaa !9
	%38 = call i8* @mpiskel_sizeonly(i64 16000)
	store i8* %38, i8** %7
	%39 = icmp eq i32 0, 0
	br i1 %39, label %skel.r7, label %41, !mpiskel.covered !16

40:
	br label %skel.r2, !mpiskel.covered !16

41:
	store i8* null, i8** %7, align 8, !tbaa !9, !mpiskel.covered !16
	br label %skel.r7, !mpiskel.covered !16

skel.r7:
	call void @mpiskel_add_time(i32 7, double 0x3E112E0BE826D695), !mpiskel.covered !16
	br label %42, !mpiskel.covered !16

42:
	%43 = load i8*, i8** %7, align 8, !tbaa !9
	%44 = call i32 @MPI_Bcast(i8* noundef %43, i32 noundef %14, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #7
	%45 = load i8*, i8** %7, align 8, !tbaa !9
	call void @mpiskel_sizeonly_free(i64 16000)
	call void @mpiskel_sizeonly_free(i64 16000)
	call void @mpiskel_sizeonly_free(i64 %17)
	%46 = call i32 @MPI_Finalize() #7
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %37) #7
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #7
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #7
	ret i32 0
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare noalias noundef i8* @calloc(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare i32 @posix_memalign(i8** noundef %0, i64 noundef %1, i64 noundef %2) local_unnamed_addr #4

declare i32 @MPI_Bcast(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, %struct.ompi_communicator_t* noundef %4) local_unnamed_addr #2

declare void @free(i8* nocapture noundef %0) local_unnamed_addr #5

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i32 @llvm.smax.i32(i32 %0, i32 %1) #6

declare void @mpiskel_add_time(i32 %0, double %1)

declare i8* @mpiskel_sizeonly(i64 %0)

declare void @mpiskel_sizeonly_free(i64 %0)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

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
!16 = !{}
