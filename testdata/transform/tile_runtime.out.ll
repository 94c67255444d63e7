source_filename = "tile_runtime.c"
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
	%18 = phi i32 [ %16, %11 ], [ 100, %2 ], !mpiskel.covered !22
	%19 = load i32, i32* %3, align 4, !tbaa !5, !mpiskel.covered !22
	%20 = icmp sgt i32 %19, 2, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 4, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br i1 %20, label %21, label %27

21:
	%22 = load i8**, i8*** %4, align 8, !tbaa !9
	%23 = getelementptr inbounds i8*, i8** %22, i64 2
	%24 = load i8*, i8** %23, align 8, !tbaa !9
	%25 = call i64 @strtol(i8* nocapture noundef nonnull %24, i8** noundef null, i32 noundef 10) #5
	%26 = trunc i64 %25 to i32
	br label %27

27:
	%28 = phi i32 [ %26, %21 ], [ 16, %17 ]
	%29 = sext i32 %18 to i64
	%30 = shl nsw i64 %29, 3
	%31 = mul i64 %30, %29
	%32 = call noalias i8* @malloc(i64 noundef %31) #5
	%33 = bitcast i8* %32 to double*
	%34 = call noalias i8* @malloc(i64 noundef %31) #5
	%35 = bitcast i8* %34 to double*
	%36 = icmp sgt i32 %18, 0
	br i1 %36, label %37, label %skel.r8, !mpiskel.covered !22

37:
	%38 = zext i32 %18 to i64, !mpiskel.covered !22
	%39 = zext i32 %18 to i64, !mpiskel.covered !22
	%40 = add i64 0, 1, !mpiskel.covered !22
	%41 = sub i64 %39, %40, !mpiskel.covered !22
	%42 = sdiv i64 %41, 1, !mpiskel.covered !22
	%43 = icmp sgt i64 %41, 0, !mpiskel.covered !22
	%44 = select i1 %43, i64 %42, i64 0, !mpiskel.covered !22
	%45 = add i64 %44, 1, !mpiskel.covered !22
	%46 = add i64 0, 1, !mpiskel.covered !22
	%47 = sub i64 %38, %46, !mpiskel.covered !22
	%48 = sdiv i64 %47, 1, !mpiskel.covered !22
	%49 = icmp sgt i64 %47, 0, !mpiskel.covered !22
	%50 = select i1 %49, i64 %48, i64 0, !mpiskel.covered !22
	%51 = add i64 %50, 1, !mpiskel.covered !22
	%52 = mul i64 %45, %51, !mpiskel.covered !22
	%53 = load i64, i64* %skel.work, !mpiskel.covered !22
	%54 = add i64 %53, %52, !mpiskel.covered !22
	store i64 %54, i64* %skel.work, !mpiskel.covered !22
	br label %55, !mpiskel.covered !22

55:
	br label %65, !mpiskel.covered !22

skel.r8:
	%56 = load i64, i64* %skel.work, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%57 = sitofp i64 %56 to double, !mpiskel.covered !22
	%58 = fmul double 0x3E112E0BE826D695, %57, !mpiskel.covered !22
	%59 = fadd double %58, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 8, double %59), !mpiskel.covered !22
	br label %60, !mpiskel.covered !22

60:
	%61 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	%62 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	%63 = sext i32 %28 to i64, !mpiskel.covered !22
	br label %skel.r15, !mpiskel.covered !22

64:
	br label %skel.r8, !mpiskel.covered !22

65:
	br label %64, !mpiskel.covered !22

skel.r15:
	call void @mpiskel_add_time(i32 15, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br label %66, !mpiskel.covered !22

66:
	%67 = phi i32 [ %87, %85 ], [ 0, %skel.r15 ], !mpiskel.covered !22
	call void @mpiskel_add_time(i32 17, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br i1 %61, label %70, label %skel.r18, !mpiskel.covered !22

68:
	%69 = call i32 @MPI_Finalize() #5
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
	ret i32 0

70:
	br label %89, !mpiskel.covered !22

skel.r18:
	%71 = sext i32 %18 to i64, !mpiskel.covered !22
	%72 = sub i64 %71, 0, !mpiskel.covered !22
	%73 = icmp sgt i64 %72, 0, !mpiskel.covered !22
	%74 = select i1 %73, i64 %72, i64 0, !mpiskel.covered !22
	%75 = sext i32 %18 to i64, !mpiskel.covered !22
	%76 = sub i64 %75, 0, !mpiskel.covered !22
	%77 = icmp sgt i64 %76, 0, !mpiskel.covered !22
	%78 = select i1 %77, i64 %76, i64 0, !mpiskel.covered !22
	%79 = mul i64 %74, %78, !mpiskel.covered !22
	%80 = mul i64 %79, 1, !mpiskel.covered !22
	%81 = mul i64 %80, 1, !mpiskel.covered !22
	%82 = sitofp i64 %81 to double, !mpiskel.covered !22
	%83 = fmul double 0x3E112E0BE826D695, %82, !mpiskel.covered !22
	%84 = fadd double %83, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 18, double %84), !mpiskel.covered !22
	br label %85, !mpiskel.covered !22

85:
	%86 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5
	%87 = add nuw nsw i32 %67, 1
	%88 = icmp eq i32 %87, 4
	br i1 %88, label %68, label %66, !llvm.loop !17

89:
	br label %skel.r18, !mpiskel.covered !22
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
