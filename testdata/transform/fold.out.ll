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
	store i32 %0, i32* %3, align 4, !tbaa !5
	store i8** %1, i8*** %4, align 8, !tbaa !9
	%7 = bitcast i32* %5 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #6
	%8 = bitcast i32* %6 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #6
	%9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #6
	%10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #6
	%11 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #6
	%12 = load i32, i32* %5, align 4, !tbaa !5
	%13 = add i32 %12, 1000
	%14 = call i8* @mpiskel_sizeonly(i64 16000)
	%15 = bitcast i8* %14 to double*
	%16 = mul i64 2000, 8
	%17 = call i8* @mpiskel_sizeonly(i64 %16)
	%18 = icmp sgt i32 %12, -1000
	br i1 %18, label %19, label %skel.r2, !mpiskel.covered !16

19:
	%20 = call i32 @llvm.smax.i32(i32 %13, i32 1), !mpiskel.covered !16
	%21 = zext i32 %20 to i64, !mpiskel.covered !16
	%22 = add i64 0, 1, !mpiskel.covered !16
	%23 = sub i64 %21, %22, !mpiskel.covered !16
	%24 = sdiv i64 %23, 1, !mpiskel.covered !16
	%25 = icmp sgt i64 %23, 0, !mpiskel.covered !16
	%26 = select i1 %25, i64 %24, i64 0, !mpiskel.covered !16
	%27 = add i64 %26, 1, !mpiskel.covered !16
	%28 = load i64, i64* %skel.work, !mpiskel.covered !16
	%29 = add i64 %28, %27, !mpiskel.covered !16
	store i64 %29, i64* %skel.work, !mpiskel.covered !16
	br label %37, !mpiskel.covered !16

skel.r2:
	%30 = load i64, i64* %skel.work, !mpiskel.covered !16
	store i64 0, i64* %skel.work, !mpiskel.covered !16
	%31 = sitofp i64 %30 to double, !mpiskel.covered !16
	%32 = fmul double 0x3E112E0BE826D695, %31, !mpiskel.covered !16
	%33 = fadd double %32, 0.0, !mpiskel.covered !16
	call void @mpiskel_add_time(i32 2, double %33), !mpiskel.covered !16
	br label %34, !mpiskel.covered !16

34:
	%35 = call i32 @MPI_Allreduce(i8* noundef %14, i8* noundef %17, i32 noundef %13, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #6
	call void @mpiskel_sizeonly_free(i64 16000)
	call void @mpiskel_sizeonly_free(i64 %16)
	%36 = call i32 @MPI_Finalize() #6
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #6
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #6
	ret i32 0

37:
	br label %skel.r2, !mpiskel.covered !16
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare noalias noundef i8* @calloc(i64 noundef %0, i64 noundef %1) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare void @free(i8* nocapture noundef %0) local_unnamed_addr #4

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i32 @llvm.smax.i32(i32 %0, i32 %1) #5

declare void @mpiskel_add_time(i32 %0, double %1)

declare i8* @mpiskel_sizeonly(i64 %0)

declare void @mpiskel_sizeonly_free(i64 %0)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

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
