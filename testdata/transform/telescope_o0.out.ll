source_filename = "telescope_o0.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.csr = type { i32, i32*, i32*, double* }
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
2:
	%skel.work = alloca i64, !mpiskel.covered !12
	store i64 0, i64* %skel.work, !mpiskel.covered !12
	%3 = alloca i32, align 4
	%4 = alloca i32, align 4
	%5 = alloca i8**, align 8
	%6 = alloca i32, align 4
	%7 = alloca %struct.csr, align 8
	%8 = alloca double*, align 8
	%9 = alloca double*, align 8
	%10 = alloca i32, align 4
	%11 = alloca i32, align 4
	%12 = alloca i32, align 4
	%13 = alloca double, align 8
	%14 = alloca double, align 8
	%15 = alloca i32, align 4
	store i32 0, i32* %3, align 4
	store i32 %0, i32* %4, align 4
	store i8** %1, i8*** %5, align 8
	%16 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5)
	%17 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6)
	%18 = load i32, i32* %6, align 4
	%19 = add nsw i32 100, %18
	%20 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	store i32 %19, i32* %20, align 8
	%21 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%22 = load i32, i32* %21, align 8
	%23 = add nsw i32 %22, 1
	%24 = sext i32 %23 to i64
	%25 = mul i64 4, %24
	%26 = call noalias i8* @malloc(i64 noundef %25) #4
	%27 = bitcast i8* %26 to i32*
	%28 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 1
	store i32* %27, i32** %28, align 8
	%29 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%30 = load i32, i32* %29, align 8
	%31 = sext i32 %30 to i64
	%32 = mul i64 12, %31
	%33 = call noalias i8* @malloc(i64 noundef %32) #4
	%34 = bitcast i8* %33 to i32*
	%35 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 2
	store i32* %34, i32** %35, align 8
	%36 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%37 = load i32, i32* %36, align 8
	%38 = sext i32 %37 to i64
	%39 = mul i64 24, %38
	%40 = call noalias i8* @malloc(i64 noundef %39) #4
	%41 = bitcast i8* %40 to double*
	%42 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 3
	store double* %41, double** %42, align 8
	%43 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%44 = load i32, i32* %43, align 8
	%45 = sext i32 %44 to i64
	%46 = mul i64 8, %45
	%47 = call noalias i8* @malloc(i64 noundef %46) #4
	%48 = bitcast i8* %47 to double*
	store double* %48, double** %8, align 8
	%49 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%50 = load i32, i32* %49, align 8
	%51 = sext i32 %50 to i64
	%52 = mul i64 8, %51
	%53 = call noalias i8* @malloc(i64 noundef %52) #4
	%54 = bitcast i8* %53 to double*
	store double* %54, double** %9, align 8
	store i32 0, i32* %10, align 4
	store i32 0, i32* %11, align 4
	br label %55

55:
	%56 = sext i32 -1 to i64, !mpiskel.covered !12
	%57 = sext i32 1 to i64, !mpiskel.covered !12
	%58 = sub i64 %57, %56, !mpiskel.covered !12
	%59 = sdiv i64 %58, 1, !mpiskel.covered !12
	%60 = add i64 %59, 1, !mpiskel.covered !12
	%61 = icmp sge i64 %58, 0, !mpiskel.covered !12
	%62 = select i1 %61, i64 %60, i64 0, !mpiskel.covered !12
	%63 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%64 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0, !mpiskel.covered !12
	%65 = load i32, i32* %64, align 8, !mpiskel.covered !12
	%66 = icmp slt i32 %63, %65, !mpiskel.covered !12
	br i1 %66, label %67, label %skel.r2, !mpiskel.covered !12

67:
	%68 = load i64, i64* %skel.work, !mpiskel.covered !12
	%69 = add i64 %68, %62, !mpiskel.covered !12
	store i64 %69, i64* %skel.work, !mpiskel.covered !12
	%70 = load i32, i32* %10, align 4, !mpiskel.covered !12
	%71 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 1, !mpiskel.covered !12
	%72 = load i32*, i32** %71, align 8, !mpiskel.covered !12
	%73 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%74 = sext i32 %73 to i64, !mpiskel.covered !12
	%75 = getelementptr inbounds i32, i32* %72, i64 %74, !mpiskel.covered !12
	store i32 %70, i32* %75, align 4, !mpiskel.covered !12
	store i32 -1, i32* %12, align 4, !mpiskel.covered !12
	br label %76, !mpiskel.covered !12

76:
	%77 = load i32, i32* %12, align 4, !mpiskel.covered !12
	%78 = icmp sle i32 %77, 1, !mpiskel.covered !12
	br i1 %78, label %79, label %106, !mpiskel.covered !12

79:
	%80 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%81 = load i32, i32* %12, align 4, !mpiskel.covered !12
	%82 = add nsw i32 %80, %81, !mpiskel.covered !12
	%83 = icmp sge i32 %82, 0, !mpiskel.covered !12
	br i1 %83, label %84, label %102, !mpiskel.covered !12

84:
	%85 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%86 = load i32, i32* %12, align 4, !mpiskel.covered !12
	%87 = add nsw i32 %85, %86, !mpiskel.covered !12
	%88 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0, !mpiskel.covered !12
	%89 = load i32, i32* %88, align 8, !mpiskel.covered !12
	%90 = icmp slt i32 %87, %89, !mpiskel.covered !12
	br i1 %90, label %91, label %102, !mpiskel.covered !12

91:
	%92 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%93 = load i32, i32* %12, align 4, !mpiskel.covered !12
	%94 = add nsw i32 %92, %93, !mpiskel.covered !12
	%95 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 2, !mpiskel.covered !12
	%96 = load i32*, i32** %95, align 8, !mpiskel.covered !12
	%97 = load i32, i32* %10, align 4, !mpiskel.covered !12
	%98 = sext i32 %97 to i64, !mpiskel.covered !12
	%99 = getelementptr inbounds i32, i32* %96, i64 %98, !mpiskel.covered !12
	store i32 %94, i32* %99, align 4, !mpiskel.covered !12
	%100 = load i32, i32* %10, align 4, !mpiskel.covered !12
	%101 = add nsw i32 %100, 1, !mpiskel.covered !12
	store i32 %101, i32* %10, align 4, !mpiskel.covered !12
	br label %102, !mpiskel.covered !12

102:
	br label %103, !mpiskel.covered !12

103:
	%104 = load i32, i32* %12, align 4, !mpiskel.covered !12
	%105 = add nsw i32 %104, 1, !mpiskel.covered !12
	store i32 %105, i32* %12, align 4, !mpiskel.covered !12
	br label %76, !llvm.loop !6, !mpiskel.covered !12

106:
	br label %107, !mpiskel.covered !12

107:
	%108 = load i32, i32* %11, align 4, !mpiskel.covered !12
	%109 = add nsw i32 %108, 1, !mpiskel.covered !12
	store i32 %109, i32* %11, align 4, !mpiskel.covered !12
	br label %55, !llvm.loop !8, !mpiskel.covered !12

skel.r2:
	%110 = load i64, i64* %skel.work, !mpiskel.covered !12
	store i64 0, i64* %skel.work, !mpiskel.covered !12
	%111 = sitofp i64 %110 to double, !mpiskel.covered !12
	%112 = fmul double 0x3E112E0BE826D695, %111, !mpiskel.covered !12
	%113 = fadd double %112, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 2, double %113), !mpiskel.covered !12
	br label %114, !mpiskel.covered !12

114:
	%115 = load i32, i32* %10, align 4
	%116 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 1
	%117 = load i32*, i32** %116, align 8
	%118 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
	%119 = load i32, i32* %118, align 8
	%120 = sext i32 %119 to i64
	%121 = getelementptr inbounds i32, i32* %117, i64 %120
	store i32 %115, i32* %121, align 4
	%122 = load double*, double** %8, align 8
	%123 = load double*, double** %9, align 8
	call void @multiply(%struct.csr* noundef %7, double* noundef %122, double* noundef %123)
	store double 0.0, double* %13, align 8
	store i32 0, i32* %15, align 4
	%124 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0, !mpiskel.covered !12
	%125 = load i32, i32* %124, align 8, !mpiskel.covered !12
	br label %126

126:
	br label %skel.r16, !mpiskel.covered !12

skel.r16:
	%127 = sext i32 0 to i64, !mpiskel.covered !12
	%128 = sext i32 %125 to i64, !mpiskel.covered !12
	%129 = sub i64 %128, %127, !mpiskel.covered !12
	%130 = sdiv i64 %129, 1, !mpiskel.covered !12
	%131 = icmp sgt i64 %129, 0, !mpiskel.covered !12
	%132 = select i1 %131, i64 %130, i64 0, !mpiskel.covered !12
	%133 = sitofp i64 %132 to double, !mpiskel.covered !12
	%134 = fmul double 0x3E112E0BE826D695, %133, !mpiskel.covered !12
	%135 = fadd double %134, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 16, double %135), !mpiskel.covered !12
	br label %136, !mpiskel.covered !12

136:
	%137 = bitcast double* %13 to i8*
	%138 = bitcast double* %14 to i8*
	%139 = call i32 @MPI_Allreduce(i8* noundef %137, i8* noundef %138, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*))
	%140 = call i32 @MPI_Finalize()
	ret i32 0
}

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) #1

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) #1

declare noalias i8* @malloc(i64 noundef %0) #2

define internal void @multiply(%struct.csr* noundef %0, double* noundef %1, double* noundef %2) #0 {
3:
	%skel.work = alloca i64, !mpiskel.covered !12
	store i64 0, i64* %skel.work, !mpiskel.covered !12
	%4 = alloca %struct.csr*, align 8, !mpiskel.covered !12
	%5 = alloca double*, align 8, !mpiskel.covered !12
	%6 = alloca double*, align 8, !mpiskel.covered !12
	%7 = alloca i32, align 4, !mpiskel.covered !12
	%8 = alloca double, align 8, !mpiskel.covered !12
	%9 = alloca i32, align 4, !mpiskel.covered !12
	store %struct.csr* %0, %struct.csr** %4, align 8, !mpiskel.covered !12
	%10 = load %struct.csr*, %struct.csr** %4, align 8, !mpiskel.covered !12
	%11 = getelementptr inbounds %struct.csr, %struct.csr* %10, i32 0, i32 0, !mpiskel.covered !12
	%12 = load i32, i32* %11, align 8, !mpiskel.covered !12
	%13 = load %struct.csr*, %struct.csr** %4, align 8, !mpiskel.covered !12
	%14 = getelementptr inbounds %struct.csr, %struct.csr* %13, i32 0, i32 1, !mpiskel.covered !12
	%15 = load i32*, i32** %14, align 8, !mpiskel.covered !12
	br label %skel.r22, !mpiskel.covered !12

skel.r22:
	call void @mpiskel_add_time(i32 22, double 0x3E112E0BE826D695), !mpiskel.covered !12
	br label %16, !mpiskel.covered !12

16:
	br label %skel.r23, !mpiskel.covered !12

skel.r23:
	%17 = sext i32 0 to i64, !mpiskel.covered !12
	%18 = sext i32 %12 to i64, !mpiskel.covered !12
	%19 = sub i64 %18, %17, !mpiskel.covered !12
	%20 = sdiv i64 %19, 1, !mpiskel.covered !12
	%21 = icmp sgt i64 %19, 0, !mpiskel.covered !12
	%22 = select i1 %21, i64 %20, i64 0, !mpiskel.covered !12
	%23 = sext i32 0 to i64, !mpiskel.covered !12
	%24 = add i64 %23, %22, !mpiskel.covered !12
	%25 = icmp sgt i64 %22, 0, !mpiskel.covered !12
	%26 = bitcast i64* %skel.work to i32*, !mpiskel.covered !12
	%27 = getelementptr inbounds i32, i32* %15, i64 %24, !mpiskel.covered !12
	%28 = select i1 %25, i32* %27, i32* %26, !mpiskel.covered !12
	%29 = load i32, i32* %28, !mpiskel.covered !12
	%30 = sext i32 %29 to i64, !mpiskel.covered !12
	%31 = getelementptr inbounds i32, i32* %15, i64 %23, !mpiskel.covered !12
	%32 = select i1 %25, i32* %31, i32* %26, !mpiskel.covered !12
	%33 = load i32, i32* %32, !mpiskel.covered !12
	%34 = sext i32 %33 to i64, !mpiskel.covered !12
	%35 = sub i64 %30, %34, !mpiskel.covered !12
	%36 = icmp sgt i64 %35, 0, !mpiskel.covered !12
	%37 = select i1 %36, i64 %35, i64 0, !mpiskel.covered !12
	%38 = sitofp i64 %37 to double, !mpiskel.covered !12
	%39 = fmul double 0x3E112E0BE826D695, %38, !mpiskel.covered !12
	%40 = fadd double %39, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 23, double %40), !mpiskel.covered !12
	br label %41, !mpiskel.covered !12

41:
	ret void
}

declare double @llvm.fmuladd.f64(double %0, double %1, double %2) #3

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) #1

declare i32 @MPI_Finalize() #1

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.ident = !{!5}
!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = !{}
