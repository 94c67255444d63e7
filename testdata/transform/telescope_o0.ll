; mpiskel-level: 3
source_filename = "telescope_o0.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.csr = type { i32, i32*, i32*, double* }
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 {
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

55:                                               ; preds = %110, %2
  %56 = load i32, i32* %11, align 4
  %57 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
  %58 = load i32, i32* %57, align 8
  %59 = icmp slt i32 %56, %58
  br i1 %59, label %60, label %113

60:                                               ; preds = %55
  %61 = load i32, i32* %10, align 4
  %62 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 1
  %63 = load i32*, i32** %62, align 8
  %64 = load i32, i32* %11, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, i32* %63, i64 %65
  store i32 %61, i32* %66, align 4
  store i32 -1, i32* %12, align 4
  br label %67

67:                                               ; preds = %102, %60
  %68 = load i32, i32* %12, align 4
  %69 = icmp sle i32 %68, 1
  br i1 %69, label %70, label %105

70:                                               ; preds = %67
  %71 = load i32, i32* %11, align 4
  %72 = load i32, i32* %12, align 4
  %73 = add nsw i32 %71, %72
  %74 = icmp sge i32 %73, 0
  br i1 %74, label %75, label %101

75:                                               ; preds = %70
  %76 = load i32, i32* %11, align 4
  %77 = load i32, i32* %12, align 4
  %78 = add nsw i32 %76, %77
  %79 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
  %80 = load i32, i32* %79, align 8
  %81 = icmp slt i32 %78, %80
  br i1 %81, label %82, label %101

82:                                               ; preds = %75
  %83 = load i32, i32* %11, align 4
  %84 = load i32, i32* %12, align 4
  %85 = add nsw i32 %83, %84
  %86 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 2
  %87 = load i32*, i32** %86, align 8
  %88 = load i32, i32* %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, i32* %87, i64 %89
  store i32 %85, i32* %90, align 4
  %91 = load i32, i32* %12, align 4
  %92 = icmp eq i32 %91, 0
  %93 = zext i1 %92 to i64
  %94 = select i1 %92, double 2.000000e+00, double -1.000000e+00
  %95 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 3
  %96 = load double*, double** %95, align 8
  %97 = load i32, i32* %10, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %10, align 4
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds double, double* %96, i64 %99
  store double %94, double* %100, align 8
  br label %101

101:                                              ; preds = %82, %75, %70
  br label %102

102:                                              ; preds = %101
  %103 = load i32, i32* %12, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %12, align 4
  br label %67, !llvm.loop !6

105:                                              ; preds = %67
  %106 = load double*, double** %8, align 8
  %107 = load i32, i32* %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds double, double* %106, i64 %108
  store double 1.000000e+00, double* %109, align 8
  br label %110

110:                                              ; preds = %105
  %111 = load i32, i32* %11, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %11, align 4
  br label %55, !llvm.loop !8

113:                                              ; preds = %55
  %114 = load i32, i32* %10, align 4
  %115 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 1
  %116 = load i32*, i32** %115, align 8
  %117 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
  %118 = load i32, i32* %117, align 8
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i32, i32* %116, i64 %119
  store i32 %114, i32* %120, align 4
  %121 = load double*, double** %8, align 8
  %122 = load double*, double** %9, align 8
  call void @multiply(%struct.csr* noundef %7, double* noundef %121, double* noundef %122)
  store double 0.000000e+00, double* %13, align 8
  store i32 0, i32* %15, align 4
  br label %123

123:                                              ; preds = %141, %113
  %124 = load i32, i32* %15, align 4
  %125 = getelementptr inbounds %struct.csr, %struct.csr* %7, i32 0, i32 0
  %126 = load i32, i32* %125, align 8
  %127 = icmp slt i32 %124, %126
  br i1 %127, label %128, label %144

128:                                              ; preds = %123
  %129 = load double*, double** %9, align 8
  %130 = load i32, i32* %15, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds double, double* %129, i64 %131
  %133 = load double, double* %132, align 8
  %134 = load double*, double** %9, align 8
  %135 = load i32, i32* %15, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds double, double* %134, i64 %136
  %138 = load double, double* %137, align 8
  %139 = load double, double* %13, align 8
  %140 = call double @llvm.fmuladd.f64(double %133, double %138, double %139)
  store double %140, double* %13, align 8
  br label %141

141:                                              ; preds = %128
  %142 = load i32, i32* %15, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, i32* %15, align 4
  br label %123, !llvm.loop !9

144:                                              ; preds = %123
  %145 = bitcast double* %13 to i8*
  %146 = bitcast double* %14 to i8*
  %147 = call i32 @MPI_Allreduce(i8* noundef %145, i8* noundef %146, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*))
  %148 = call i32 @MPI_Finalize()
  ret i32 0
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #1

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @multiply(%struct.csr* noundef %0, double* noundef %1, double* noundef %2) #0 {
  %4 = alloca %struct.csr*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %4, align 8
  store double* %1, double** %5, align 8
  store double* %2, double** %6, align 8
  store i32 0, i32* %7, align 4
  br label %10

10:                                               ; preds = %65, %3
  %11 = load i32, i32* %7, align 4
  %12 = load %struct.csr*, %struct.csr** %4, align 8
  %13 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 0
  %14 = load i32, i32* %13, align 8
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %68

16:                                               ; preds = %10
  store double 0.000000e+00, double* %8, align 8
  %17 = load %struct.csr*, %struct.csr** %4, align 8
  %18 = getelementptr inbounds %struct.csr, %struct.csr* %17, i32 0, i32 1
  %19 = load i32*, i32** %18, align 8
  %20 = load i32, i32* %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, i32* %19, i64 %21
  %23 = load i32, i32* %22, align 4
  store i32 %23, i32* %9, align 4
  br label %24

24:                                               ; preds = %56, %16
  %25 = load i32, i32* %9, align 4
  %26 = load %struct.csr*, %struct.csr** %4, align 8
  %27 = getelementptr inbounds %struct.csr, %struct.csr* %26, i32 0, i32 1
  %28 = load i32*, i32** %27, align 8
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %28, i64 %31
  %33 = load i32, i32* %32, align 4
  %34 = icmp slt i32 %25, %33
  br i1 %34, label %35, label %59

35:                                               ; preds = %24
  %36 = load %struct.csr*, %struct.csr** %4, align 8
  %37 = getelementptr inbounds %struct.csr, %struct.csr* %36, i32 0, i32 3
  %38 = load double*, double** %37, align 8
  %39 = load i32, i32* %9, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds double, double* %38, i64 %40
  %42 = load double, double* %41, align 8
  %43 = load double*, double** %5, align 8
  %44 = load %struct.csr*, %struct.csr** %4, align 8
  %45 = getelementptr inbounds %struct.csr, %struct.csr* %44, i32 0, i32 2
  %46 = load i32*, i32** %45, align 8
  %47 = load i32, i32* %9, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, i32* %46, i64 %48
  %50 = load i32, i32* %49, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, double* %43, i64 %51
  %53 = load double, double* %52, align 8
  %54 = load double, double* %8, align 8
  %55 = call double @llvm.fmuladd.f64(double %42, double %53, double %54)
  store double %55, double* %8, align 8
  br label %56

56:                                               ; preds = %35
  %57 = load i32, i32* %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %9, align 4
  br label %24, !llvm.loop !10

59:                                               ; preds = %24
  %60 = load double, double* %8, align 8
  %61 = load double*, double** %6, align 8
  %62 = load i32, i32* %7, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds double, double* %61, i64 %63
  store double %60, double* %64, align 8
  br label %65

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, i32* %7, align 4
  br label %10, !llvm.loop !11

68:                                               ; preds = %10
  ret void
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #3

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #1

declare i32 @MPI_Finalize() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

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
