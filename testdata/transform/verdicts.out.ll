source_filename = "verdicts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [31 x i8] c"rank %d: norm %g out of range\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"rank %d: a large norm\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"norm %.3f\0A\00", align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
2:
	%skel.work = alloca i64, !mpiskel.covered !19
	store i64 0, i64* %skel.work, !mpiskel.covered !19
	%3 = alloca i32, align 4
	%4 = alloca i32, align 4
	%5 = alloca i32, align 4
	%6 = alloca i8**, align 8
	%7 = alloca i32, align 4
	%8 = alloca i32, align 4
	%9 = alloca double, align 8
	%10 = alloca double, align 8
	%11 = alloca double, align 8
	store i32 %0, i32* %5, align 4, !tbaa !5
	store i8** %1, i8*** %6, align 8, !tbaa !9
	%12 = bitcast i32* %7 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9
	%13 = bitcast i32* %8 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #9
	%14 = call i32 @MPI_Init(i32* noundef nonnull %5, i8*** noundef nonnull %6) #9
	%15 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %7) #9
	%16 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %8) #9
	%17 = load i32, i32* %5, align 4, !tbaa !5
	%18 = icmp sgt i32 %17, 1
	br i1 %18, label %19, label %25

19:
	%20 = load i8**, i8*** %6, align 8, !tbaa !9
	%21 = getelementptr inbounds i8*, i8** %20, i64 1
	%22 = load i8*, i8** %21, align 8, !tbaa !9
	%23 = call i64 @strtol(i8* nocapture noundef nonnull %22, i8** noundef null, i32 noundef 10) #9
	%24 = trunc i64 %23 to i32
	br label %25

25:
	%26 = phi i32 [ %24, %19 ], [ 64, %2 ], !mpiskel.covered !19
	%27 = icmp slt i32 %26, 4, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 4, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br i1 %27, label %28, label %30

28:
	%29 = call i32 @MPI_Abort(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32 noundef 2) #9
	br label %30

30:
	%31 = sext i32 %26 to i64
	%32 = shl nsw i64 %31, 3
	%33 = call noalias i8* @malloc(i64 noundef %32) #9
	%34 = bitcast i8* %33 to double*
	%35 = icmp sgt i32 %26, 0
	br i1 %35, label %36, label %skel.r8, !mpiskel.covered !19

36:
	%37 = zext i32 %26 to i64, !mpiskel.covered !19
	%38 = add i64 0, 1, !mpiskel.covered !19
	%39 = sub i64 %37, %38, !mpiskel.covered !19
	%40 = sdiv i64 %39, 1, !mpiskel.covered !19
	%41 = icmp sgt i64 %39, 0, !mpiskel.covered !19
	%42 = select i1 %41, i64 %40, i64 0, !mpiskel.covered !19
	%43 = add i64 %42, 1, !mpiskel.covered !19
	%44 = load i64, i64* %skel.work, !mpiskel.covered !19
	%45 = add i64 %44, %43, !mpiskel.covered !19
	store i64 %45, i64* %skel.work, !mpiskel.covered !19
	br label %59, !mpiskel.covered !19

skel.r8:
	%46 = load i64, i64* %skel.work, !mpiskel.covered !19
	store i64 0, i64* %skel.work, !mpiskel.covered !19
	%47 = sitofp i64 %46 to double, !mpiskel.covered !19
	%48 = fmul double 0x3E112E0BE826D695, %47, !mpiskel.covered !19
	%49 = fadd double %48, 0.0, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 8, double %49), !mpiskel.covered !19
	br label %50, !mpiskel.covered !19

50:
	%51 = bitcast double* %9 to i8*, !mpiskel.covered !19
	%52 = add nsw i32 %26, -1, !mpiskel.covered !19
	%53 = sext i32 %52 to i64, !mpiskel.covered !19
	%54 = getelementptr inbounds double, double* %34, i64 %53, !mpiskel.covered !19
	%55 = bitcast double* %54 to i8*, !mpiskel.covered !19
	%56 = icmp sgt i32 %26, 1, !mpiskel.covered !19
	%57 = sext i32 %26 to i64, !mpiskel.covered !19
	%58 = add nsw i64 %57, -1, !mpiskel.covered !19
	br label %skel.r12, !mpiskel.covered !19

59:
	br label %skel.r8, !mpiskel.covered !19

60:
	%61 = bitcast double* %10 to i8*, !mpiskel.covered !19
	%62 = bitcast double* %11 to i8*, !mpiskel.covered !19
	%63 = icmp sgt i32 %26, 0, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 19, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br i1 %63, label %64, label %skel.r20, !mpiskel.covered !19

64:
	%65 = zext i32 %26 to i64, !mpiskel.covered !19
	%66 = add i64 0, 1, !mpiskel.covered !19
	%67 = sub i64 %65, %66, !mpiskel.covered !19
	%68 = sdiv i64 %67, 1, !mpiskel.covered !19
	%69 = icmp sgt i64 %67, 0, !mpiskel.covered !19
	%70 = select i1 %69, i64 %68, i64 0, !mpiskel.covered !19
	%71 = add i64 %70, 1, !mpiskel.covered !19
	%72 = load i64, i64* %skel.work, !mpiskel.covered !19
	%73 = add i64 %72, %71, !mpiskel.covered !19
	store i64 %73, i64* %skel.work, !mpiskel.covered !19
	br label %108, !mpiskel.covered !19

skel.r12:
	call void @mpiskel_add_time(i32 12, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br label %74, !mpiskel.covered !19

74:
	%75 = phi i32 [ %93, %92 ], [ 0, %skel.r12 ]
	call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %51) #9
	%76 = load i32, i32* %7, align 4, !tbaa !5
	%77 = add nsw i32 %76, 1
	%78 = load i32, i32* %8, align 4, !tbaa !5
	%79 = srem i32 %77, %78
	%80 = add i32 %76, -1
	%81 = add i32 %80, %78
	%82 = srem i32 %81, %78
	%83 = call i32 @MPI_Sendrecv(i8* noundef %55, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %79, i32 noundef 0, i8* noundef nonnull %51, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %82, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9
	br i1 %56, label %95, label %skel.r15, !mpiskel.covered !19

skel.r15:
	%84 = sub i64 %58, 1, !mpiskel.covered !19
	%85 = sdiv i64 %84, 1, !mpiskel.covered !19
	%86 = icmp sgt i64 %84, 0, !mpiskel.covered !19
	%87 = select i1 %86, i64 %85, i64 0, !mpiskel.covered !19
	%88 = add i64 %87, 1, !mpiskel.covered !19
	%89 = sitofp i64 %88 to double, !mpiskel.covered !19
	%90 = fmul double 0x3E112E0BE826D695, %89, !mpiskel.covered !19
	%91 = fadd double %90, 0.0, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 15, double %91), !mpiskel.covered !19
	br label %92, !mpiskel.covered !19

92:
	%93 = add nuw nsw i32 %75, 1, !mpiskel.covered !19
	%94 = icmp eq i32 %93, 10, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 18, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br i1 %94, label %60, label %74, !llvm.loop !16

95:
	br label %skel.r15, !mpiskel.covered !19

skel.r20:
	%96 = phi double [ 0.0, %60 ], [ 0.0, %108 ], !mpiskel.covered !19
	%97 = load i64, i64* %skel.work, !mpiskel.covered !19
	store i64 0, i64* %skel.work, !mpiskel.covered !19
	%98 = sitofp i64 %97 to double, !mpiskel.covered !19
	%99 = fmul double 0x3E112E0BE826D695, %98, !mpiskel.covered !19
	%100 = fadd double %99, 0.0, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 20, double %100), !mpiskel.covered !19
	br label %101, !mpiskel.covered !19

101:
	%102 = phi double [ %96, %skel.r20 ]
	store double %102, double* %10, align 8, !tbaa !11
	%103 = call i32 @MPI_Allreduce(i8* noundef nonnull %61, i8* noundef nonnull %62, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%104 = load double, double* %11, align 8, !tbaa !11
	%105 = fcmp olt double %104, 0x3F50624DD2F1A9FC
	%106 = fcmp ogt double %104, 0x46293E5939A08CEA
	%107 = or i1 %105, %106
	br i1 %107, label %109, label %112

108:
	br label %skel.r20, !mpiskel.covered !19

109:
	%110 = load i32, i32* %7, align 4, !tbaa !5
	%111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %110, double noundef %104)
	br label %112

112:
	%113 = phi i32 [ 1, %109 ], [ 0, %101 ]
	%114 = bitcast i32* %3 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %114)
	store i32 %113, i32* %3, align 4, !tbaa !5
	%115 = bitcast i32* %4 to i8*
	call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %115) #9
	store i32 0, i32* %4, align 4, !tbaa !5
	%116 = call i32 @MPI_Allreduce(i8* noundef nonnull %114, i8* noundef nonnull %115, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9
	%117 = load i32, i32* %4, align 4, !tbaa !5
	%118 = icmp eq i32 %117, 0
	br i1 true, label %121, label %119

119:
	%120 = call i32 @MPI_Finalize() #9
	call void @exit(i32 noundef 1) #10
	unreachable

121:
	call void @mpiskel_add_time(i32 29, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br i1 false, label %122, label %125

122:
	%123 = load i32, i32* %7, align 4, !tbaa !5
	%124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str.1, i64 0, i64 0), i32 noundef %123)
	br label %125

125:
	%126 = load i32, i32* %7, align 4, !tbaa !5, !mpiskel.covered !19
	%127 = icmp eq i32 %126, 0, !mpiskel.covered !19
	call void @mpiskel_add_time(i32 32, double 0x3E112E0BE826D695), !mpiskel.covered !19
	br i1 %127, label %128, label %131

128:
	%129 = load double, double* %11, align 8, !tbaa !11
	%130 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.2, i64 0, i64 0), double noundef %129)
	br label %131

131:
	call void @free(i8* noundef %33) #9
	%132 = call i32 @MPI_Finalize() #9
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %62) #9
	call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %61) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #9
	call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9
	ret i32 0
}

declare void @llvm.lifetime.start.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) local_unnamed_addr #2

declare i32 @MPI_Abort(%struct.ompi_communicator_t* noundef %0, i32 noundef %1) local_unnamed_addr #2

declare noalias noundef i8* @malloc(i64 noundef %0) local_unnamed_addr #3

declare void @llvm.lifetime.end.p0i8(i64 immarg %0, i8* nocapture %1) #1

declare i32 @MPI_Sendrecv(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, i32 noundef %4, i8* noundef %5, i32 noundef %6, %struct.ompi_datatype_t* noundef %7, i32 noundef %8, i32 noundef %9, %struct.ompi_communicator_t* noundef %10, %struct.ompi_status_public_t* noundef %11) local_unnamed_addr #2

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #4

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) local_unnamed_addr #2

declare noundef i32 @printf(i8* nocapture noundef readonly %0, ...) local_unnamed_addr #5

declare void @free(i8* nocapture noundef %0) local_unnamed_addr #6

declare i32 @MPI_Finalize() local_unnamed_addr #2

declare i64 @strtol(i8* noundef readonly %0, i8** nocapture noundef %1, i32 noundef %2) local_unnamed_addr #7

declare void @exit(i32 noundef %0) local_unnamed_addr #8

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }

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
!19 = !{}
