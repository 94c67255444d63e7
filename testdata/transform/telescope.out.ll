source_filename = "telescope.c"
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
	%skel.work = alloca i64, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%3 = alloca i32, align 4
	%4 = alloca i8**, align 8
	%5 = alloca i32, align 4
	%6 = alloca double, align 8
	%7 = alloca double, align 8
	store i32 %0, i32* %3, align 4, !tbaa !5
	store i8** %1, i8*** %4, align 8, !tbaa !9
	%8 = bitcast i32* %5 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #6
	%9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #6
	%10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #6
	%11 = load i32, i32* %5, align 4, !tbaa !5
	%12 = add nsw i32 %11, 100
	%13 = add nsw i32 %11, 101
	%14 = sext i32 %13 to i64
	%15 = shl nsw i64 %14, 2
	%16 = call noalias i8* @malloc(i64 noundef %15) #6
	%17 = bitcast i8* %16 to i32*
	%18 = sext i32 %12 to i64
	%19 = mul nsw i64 %18, 12
	%20 = call noalias i8* @malloc(i64 noundef %19) #6
	%21 = bitcast i8* %20 to i32*
	%22 = mul nsw i64 %18, 24
	%23 = call noalias i8* @malloc(i64 noundef %22) #6
	%24 = bitcast i8* %23 to double*
	%25 = shl nsw i64 %18, 3
	%26 = call noalias i8* @malloc(i64 noundef %25) #6
	%27 = bitcast i8* %26 to double*
	%28 = call noalias i8* @malloc(i64 noundef %25) #6
	%29 = bitcast i8* %28 to double*
	%30 = icmp sgt i32 %11, -100
	br i1 %30, label %31, label %skel.r2, !mpiskel.covered !20

31:
	%32 = call i32 @llvm.smax.i32(i32 %12, i32 1), !mpiskel.covered !20
	%33 = zext i32 %32 to i64, !mpiskel.covered !20
	%34 = sext i32 -1 to i64, !mpiskel.covered !20
	%35 = add i64 %34, 1, !mpiskel.covered !20
	%36 = sext i32 2 to i64, !mpiskel.covered !20
	%37 = sub i64 %36, %35, !mpiskel.covered !20
	%38 = sdiv i64 %37, 1, !mpiskel.covered !20
	%39 = icmp sgt i64 %37, 0, !mpiskel.covered !20
	%40 = select i1 %39, i64 %38, i64 0, !mpiskel.covered !20
	%41 = add i64 %40, 1, !mpiskel.covered !20
	%42 = add i64 0, 1, !mpiskel.covered !20
	%43 = sub i64 %33, %42, !mpiskel.covered !20
	%44 = sdiv i64 %43, 1, !mpiskel.covered !20
	%45 = icmp sgt i64 %43, 0, !mpiskel.covered !20
	%46 = select i1 %45, i64 %44, i64 0, !mpiskel.covered !20
	%47 = add i64 %46, 1, !mpiskel.covered !20
	%48 = mul i64 %41, %47, !mpiskel.covered !20
	%49 = load i64, i64* %skel.work, !mpiskel.covered !20
	%50 = add i64 %49, %48, !mpiskel.covered !20
	store i64 %50, i64* %skel.work, !mpiskel.covered !20
	br label %105, !mpiskel.covered !20

skel.r2:
	%51 = phi i32 [ 0, %2 ], [ %123, %110 ], !mpiskel.covered !20
	%52 = load i64, i64* %skel.work, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%53 = sitofp i64 %52 to double, !mpiskel.covered !20
	%54 = fmul double 0x3E112E0BE826D695, %53, !mpiskel.covered !20
	%55 = fadd double %54, 0.0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 2, double %55), !mpiskel.covered !20
	br label %56, !mpiskel.covered !20

56:
	%57 = phi i32 [ %51, %skel.r2 ], !mpiskel.covered !20
	%58 = getelementptr inbounds i32, i32* %17, i64 %18, !mpiskel.covered !20
	store i32 %57, i32* %58, align 4, !tbaa !5, !mpiskel.covered !20
	%59 = icmp sgt i32 %11, -100, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 12, double 0x3E112E0BE826D695), !mpiskel.covered !20
	br i1 %59, label %60, label %skel.r13, !mpiskel.covered !20

60:
	%61 = zext i32 %12 to i64, !mpiskel.covered !20
	%62 = add i64 0, 1, !mpiskel.covered !20
	%63 = sub i64 %61, %62, !mpiskel.covered !20
	%64 = sdiv i64 %63, 1, !mpiskel.covered !20
	%65 = icmp sgt i64 %63, 0, !mpiskel.covered !20
	%66 = select i1 %65, i64 %64, i64 0, !mpiskel.covered !20
	%67 = add i64 %66, 1, !mpiskel.covered !20
	%68 = add i64 0, %67, !mpiskel.covered !20
	%69 = icmp sgt i64 %67, 0, !mpiskel.covered !20
	%70 = bitcast i64* %skel.work to i32*, !mpiskel.covered !20
	%71 = getelementptr inbounds i32, i32* %17, i64 %68, !mpiskel.covered !20
	%72 = select i1 %69, i32* %71, i32* %70, !mpiskel.covered !20
	%73 = load i32, i32* %72, !mpiskel.covered !20
	%74 = sext i32 %73 to i64, !mpiskel.covered !20
	%75 = getelementptr inbounds i32, i32* %17, i64 0, !mpiskel.covered !20
	%76 = select i1 %69, i32* %75, i32* %70, !mpiskel.covered !20
	%77 = load i32, i32* %76, !mpiskel.covered !20
	%78 = sext i32 %77 to i64, !mpiskel.covered !20
	%79 = sub i64 %74, %78, !mpiskel.covered !20
	%80 = icmp sgt i64 %79, 0, !mpiskel.covered !20
	%81 = select i1 %80, i64 %79, i64 0, !mpiskel.covered !20
	%82 = load i64, i64* %skel.work, !mpiskel.covered !20
	%83 = add i64 %82, %81, !mpiskel.covered !20
	store i64 %83, i64* %skel.work, !mpiskel.covered !20
	br label %84, !mpiskel.covered !20

84:
	br label %85, !mpiskel.covered !20

85:
	br label %skel.r13, !mpiskel.covered !20

skel.r13:
	%86 = load i64, i64* %skel.work, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%87 = sitofp i64 %86 to double, !mpiskel.covered !20
	%88 = fmul double 0x3E112E0BE826D695, %87, !mpiskel.covered !20
	%89 = fadd double %88, 0.0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 13, double %89), !mpiskel.covered !20
	br label %90, !mpiskel.covered !20

90:
	%91 = bitcast double* %6 to i8*, !mpiskel.covered !20
	%92 = bitcast double* %7 to i8*, !mpiskel.covered !20
	%93 = icmp sgt i32 %11, -100, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 22, double 0x3E112E0BE826D695), !mpiskel.covered !20
	br i1 %93, label %94, label %skel.r23, !mpiskel.covered !20

94:
	%95 = call i32 @llvm.smax.i32(i32 %12, i32 1), !mpiskel.covered !20
	%96 = zext i32 %95 to i64, !mpiskel.covered !20
	%97 = add i64 0, 1, !mpiskel.covered !20
	%98 = sub i64 %96, %97, !mpiskel.covered !20
	%99 = sdiv i64 %98, 1, !mpiskel.covered !20
	%100 = icmp sgt i64 %98, 0, !mpiskel.covered !20
	%101 = select i1 %100, i64 %99, i64 0, !mpiskel.covered !20
	%102 = add i64 %101, 1, !mpiskel.covered !20
	%103 = load i64, i64* %skel.work, !mpiskel.covered !20
	%104 = add i64 %103, %102, !mpiskel.covered !20
	store i64 %104, i64* %skel.work, !mpiskel.covered !20
	br label %135, !mpiskel.covered !20

105:
	%106 = phi i64 [ 0, %31 ], [ %111, %110 ], !mpiskel.covered !20
	%107 = phi i32 [ 0, %31 ], [ %123, %110 ], !mpiskel.covered !20
	%108 = getelementptr inbounds i32, i32* %17, i64 %106, !mpiskel.covered !20
	store i32 %107, i32* %108, align 4, !tbaa !5, !mpiskel.covered !20
	%109 = trunc i64 %106 to i32, !mpiskel.covered !20
	br label %113, !mpiskel.covered !20

110:
	%111 = add nuw nsw i64 %106, 1, !mpiskel.covered !20
	%112 = icmp eq i64 %111, %33, !mpiskel.covered !20
	br i1 %112, label %skel.r2, label %105, !llvm.loop !17, !mpiskel.covered !20

113:
	%114 = phi i32 [ -1, %105 ], [ %124, %122 ], !mpiskel.covered !20
	%115 = phi i32 [ %107, %105 ], [ %123, %122 ], !mpiskel.covered !20
	%116 = add nsw i32 %114, %109, !mpiskel.covered !20
	%117 = icmp sgt i32 %116, -1, !mpiskel.covered !20
	%118 = icmp slt i32 %116, %12, !mpiskel.covered !20
	%119 = select i1 %117, i1 %118, i1 false, !mpiskel.covered !20
	br i1 %119, label %120, label %122, !mpiskel.covered !20

120:
	%121 = add nsw i32 %115, 1, !mpiskel.covered !20
	br label %122, !mpiskel.covered !20

122:
	%123 = phi i32 [ %121, %120 ], [ %115, %113 ], !mpiskel.covered !20
	%124 = add nsw i32 %114, 1, !mpiskel.covered !20
	%125 = icmp eq i32 %124, 2, !mpiskel.covered !20
	br i1 %125, label %110, label %113, !llvm.loop !18, !mpiskel.covered !20

skel.r23:
	%126 = phi double [ 0.0, %90 ], [ 0.0, %135 ], !mpiskel.covered !20
	%127 = load i64, i64* %skel.work, !mpiskel.covered !20
	store i64 0, i64* %skel.work, !mpiskel.covered !20
	%128 = sitofp i64 %127 to double, !mpiskel.covered !20
	%129 = fmul double 0x3E112E0BE826D695, %128, !mpiskel.covered !20
	%130 = fadd double %129, 0.0, !mpiskel.covered !20
	call void @mpiskel_add_time(i32 23, double %130), !mpiskel.covered !20
	br label %131, !mpiskel.covered !20

131:
	%132 = phi double [ %126, %skel.r23 ]
	store double %132, double* %6, align 8, !tbaa !11
	%133 = call i32 @MPI_Allreduce(i8* noundef nonnull %91, i8* noundef nonnull %92, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #6
	%134 = call i32 @MPI_Finalize() #6
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %92) #6
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %91) #6
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #6
	ret i32 0

135:
	br label %skel.r23, !mpiskel.covered !20
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #4

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i32 @llvm.smax.i32(i32 %0, i32 %1) #5

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = !{}
