source_filename = "tile.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
	%skel.work = alloca i64, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
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

11:
	%12 = load i8**, i8*** %4, align 8, !tbaa !9
	%13 = getelementptr inbounds i8*, i8** %12, i64 1
	%14 = load i8*, i8** %13, align 8, !tbaa !9
	%15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #5
	%16 = trunc i64 %15 to i32
	br label %17

17:
	%18 = phi i32 [ %16, %11 ], [ 100, %2 ]
	%19 = sext i32 %18 to i64
	%20 = shl nsw i64 %19, 3
	%21 = mul i64 %20, %19
	%22 = call noalias i8* @malloc(i64 noundef %21) #5
	%23 = bitcast i8* %22 to double*
	%24 = call noalias i8* @malloc(i64 noundef %21) #5
	%25 = bitcast i8* %24 to double*
	%26 = icmp sgt i32 %18, 0
	br i1 %26, label %27, label %skel.r5, !mpiskel.covered !22

27:
	%28 = zext i32 %18 to i64, !mpiskel.covered !22
	%29 = zext i32 %18 to i64, !mpiskel.covered !22
	%30 = add i64 0, 1, !mpiskel.covered !22
	%31 = sub i64 %29, %30, !mpiskel.covered !22
	%32 = sdiv i64 %31, 1, !mpiskel.covered !22
	%33 = icmp sgt i64 %31, 0, !mpiskel.covered !22
	%34 = select i1 %33, i64 %32, i64 0, !mpiskel.covered !22
	%35 = add i64 %34, 1, !mpiskel.covered !22
	%36 = add i64 0, 1, !mpiskel.covered !22
	%37 = sub i64 %28, %36, !mpiskel.covered !22
	%38 = sdiv i64 %37, 1, !mpiskel.covered !22
	%39 = icmp sgt i64 %37, 0, !mpiskel.covered !22
	%40 = select i1 %39, i64 %38, i64 0, !mpiskel.covered !22
	%41 = add i64 %40, 1, !mpiskel.covered !22
	%42 = mul i64 %35, %41, !mpiskel.covered !22
	%43 = load i64, i64* %skel.work, !mpiskel.covered !22
	%44 = add i64 %43, %42, !mpiskel.covered !22
	store i64 %44, i64* %skel.work, !mpiskel.covered !22
	br label %45, !mpiskel.covered !22

45:
	br label %54, !mpiskel.covered !22

skel.r5:
	%46 = load i64, i64* %skel.work, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%47 = sitofp i64 %46 to double, !mpiskel.covered !22
	%48 = fmul double 0x3E112E0BE826D695, %47, !mpiskel.covered !22
	%49 = fadd double %48, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 5, double %49), !mpiskel.covered !22
	br label %50, !mpiskel.covered !22

50:
	%51 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	%52 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	br label %skel.r12, !mpiskel.covered !22

53:
	br label %skel.r5, !mpiskel.covered !22

54:
	br label %53, !mpiskel.covered !22

skel.r12:
	call void @mpiskel_add_time(i32 12, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br label %55, !mpiskel.covered !22

55:
	%56 = phi i32 [ %76, %74 ], [ 0, %skel.r12 ], !mpiskel.covered !22
	call void @mpiskel_add_time(i32 14, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br i1 %51, label %59, label %skel.r15, !mpiskel.covered !22

57:
	%58 = call i32 @MPI_Finalize() #5
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
	ret i32 0

59:
	br label %78, !mpiskel.covered !22

skel.r15:
	%60 = sext i32 %18 to i64, !mpiskel.covered !22
	%61 = sub i64 %60, 0, !mpiskel.covered !22
	%62 = icmp sgt i64 %61, 0, !mpiskel.covered !22
	%63 = select i1 %62, i64 %61, i64 0, !mpiskel.covered !22
	%64 = sext i32 %18 to i64, !mpiskel.covered !22
	%65 = sub i64 %64, 0, !mpiskel.covered !22
	%66 = icmp sgt i64 %65, 0, !mpiskel.covered !22
	%67 = select i1 %66, i64 %65, i64 0, !mpiskel.covered !22
	%68 = mul i64 %63, %67, !mpiskel.covered !22
	%69 = mul i64 %68, 1, !mpiskel.covered !22
	%70 = mul i64 %69, 1, !mpiskel.covered !22
	%71 = sitofp i64 %70 to double, !mpiskel.covered !22
	%72 = fmul double 0x3E112E0BE826D695, %71, !mpiskel.covered !22
	%73 = fadd double %72, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 15, double %73), !mpiskel.covered !22
	br label %74, !mpiskel.covered !22

74:
	%75 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5
	%76 = add nuw nsw i32 %56, 1
	%77 = icmp eq i32 %76, 4
	br i1 %77, label %57, label %55, !llvm.loop !17

78:
	br label %skel.r15, !mpiskel.covered !22
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef %0) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i64 @strtol(i8* noundef readonly %0, i8** nocapture noundef %1, i32 noundef %2) local_unnamed_addr #4

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = !{}
