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
	%35 = add i64 0, 1, !mpiskel.covered !22
	%36 = sub i64 %28, %35, !mpiskel.covered !22
	%37 = sdiv i64 %36, 1, !mpiskel.covered !22
	%38 = icmp sgt i64 %36, 0, !mpiskel.covered !22
	%39 = select i1 %38, i64 %37, i64 0, !mpiskel.covered !22
	%40 = add i64 %39, 1, !mpiskel.covered !22
	%41 = mul i64 %34, %40, !mpiskel.covered !22
	%42 = load i64, i64* %skel.work, !mpiskel.covered !22
	%43 = add i64 %42, %41, !mpiskel.covered !22
	store i64 %43, i64* %skel.work, !mpiskel.covered !22
	br label %44, !mpiskel.covered !22

44:
	br label %53, !mpiskel.covered !22

skel.r5:
	%45 = load i64, i64* %skel.work, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%46 = sitofp i64 %45 to double, !mpiskel.covered !22
	%47 = fmul double 0x3E112E0BE826D695, %46, !mpiskel.covered !22
	%48 = fadd double %47, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 5, double %48), !mpiskel.covered !22
	br label %49, !mpiskel.covered !22

49:
	%50 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	%51 = icmp sgt i32 %18, 0, !mpiskel.covered !22
	br label %skel.r12, !mpiskel.covered !22

52:
	br label %skel.r5, !mpiskel.covered !22

53:
	br label %52, !mpiskel.covered !22

skel.r12:
	call void @mpiskel_add_time(i32 12, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br label %54, !mpiskel.covered !22

54:
	%55 = phi i32 [ %73, %71 ], [ 0, %skel.r12 ], !mpiskel.covered !22
	call void @mpiskel_add_time(i32 14, double 0x3E112E0BE826D695), !mpiskel.covered !22
	br i1 %50, label %58, label %skel.r15, !mpiskel.covered !22

56:
	%57 = call i32 @MPI_Finalize() #5
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5
	ret i32 0

58:
	%59 = phi i64 [ %99, %98 ], [ 0, %54 ], !mpiskel.covered !22
	%60 = trunc i64 %59 to i32, !mpiskel.covered !22
	br i1 %51, label %61, label %98, !mpiskel.covered !22

61:
	%62 = add nuw nsw i32 %60, 16, !mpiskel.covered !22
	%63 = icmp slt i32 %18, %62, !mpiskel.covered !22
	%64 = select i1 %63, i32 %18, i32 %62, !mpiskel.covered !22
	%65 = icmp sgt i32 %64, %60, !mpiskel.covered !22
	%66 = sext i32 %64 to i64, !mpiskel.covered !22
	br label %75, !mpiskel.covered !22

skel.r15:
	%67 = load i64, i64* %skel.work, !mpiskel.covered !22
	store i64 0, i64* %skel.work, !mpiskel.covered !22
	%68 = sitofp i64 %67 to double, !mpiskel.covered !22
	%69 = fmul double 0x3E112E0BE826D695, %68, !mpiskel.covered !22
	%70 = fadd double %69, 0.0, !mpiskel.covered !22
	call void @mpiskel_add_time(i32 15, double %70), !mpiskel.covered !22
	br label %71, !mpiskel.covered !22

71:
	%72 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #5
	%73 = add nuw nsw i32 %55, 1
	%74 = icmp eq i32 %73, 4
	br i1 %74, label %56, label %54, !llvm.loop !17

75:
	%76 = phi i64 [ 0, %61 ], [ %104, %103 ], !mpiskel.covered !22
	%77 = trunc i64 %76 to i32, !mpiskel.covered !22
	br i1 %65, label %78, label %103, !mpiskel.covered !22

78:
	%79 = add nuw nsw i32 %77, 16, !mpiskel.covered !22
	%80 = icmp slt i32 %18, %79, !mpiskel.covered !22
	%81 = select i1 %80, i32 %18, i32 %79, !mpiskel.covered !22
	%82 = icmp sgt i32 %81, %77, !mpiskel.covered !22
	%83 = sext i32 %81 to i64, !mpiskel.covered !22
	%84 = add i64 %76, 1, !mpiskel.covered !22
	%85 = sub i64 %83, %84, !mpiskel.covered !22
	%86 = sdiv i64 %85, 1, !mpiskel.covered !22
	%87 = icmp sgt i64 %85, 0, !mpiskel.covered !22
	%88 = select i1 %87, i64 %86, i64 0, !mpiskel.covered !22
	%89 = add i64 %59, 1, !mpiskel.covered !22
	%90 = sub i64 %66, %89, !mpiskel.covered !22
	%91 = sdiv i64 %90, 1, !mpiskel.covered !22
	%92 = icmp sgt i64 %90, 0, !mpiskel.covered !22
	%93 = select i1 %92, i64 %91, i64 0, !mpiskel.covered !22
	%94 = add i64 %93, 1, !mpiskel.covered !22
	%95 = mul i64 %88, %94, !mpiskel.covered !22
	%96 = load i64, i64* %skel.work, !mpiskel.covered !22
	%97 = add i64 %96, %95, !mpiskel.covered !22
	store i64 %97, i64* %skel.work, !mpiskel.covered !22
	br label %102, !mpiskel.covered !22

98:
	%99 = add nuw nsw i64 %59, 16, !mpiskel.covered !22
	%100 = trunc i64 %99 to i32, !mpiskel.covered !22
	%101 = icmp sgt i32 %18, %100, !mpiskel.covered !22
	br i1 %101, label %58, label %skel.r15, !llvm.loop !18, !mpiskel.covered !22

102:
	br label %107, !mpiskel.covered !22

103:
	%104 = add nuw nsw i64 %76, 16, !mpiskel.covered !22
	%105 = trunc i64 %104 to i32, !mpiskel.covered !22
	%106 = icmp sgt i32 %18, %105, !mpiskel.covered !22
	br i1 %106, label %75, label %98, !llvm.loop !19, !mpiskel.covered !22

107:
	br label %103, !mpiskel.covered !22
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
