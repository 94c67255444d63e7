; mpiskel-level: 3
source_filename = "flagloop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@u = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@v = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@converged = internal global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  store i8** %1, i8*** %5, align 8
  %17 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !13
  %18 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !14
  %19 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !15
  %20 = load i32, i32* %6, align 4, !dbg !16
  %21 = add nsw i32 %20, 1, !dbg !17
  %22 = load i32, i32* %7, align 4, !dbg !18
  %23 = srem i32 %21, %22, !dbg !19
  store i32 %23, i32* %8, align 4, !dbg !20
  %24 = load i32, i32* %6, align 4, !dbg !21
  %25 = load i32, i32* %7, align 4, !dbg !22
  %26 = add nsw i32 %24, %25, !dbg !23
  %27 = sub nsw i32 %26, 1, !dbg !24
  %28 = load i32, i32* %7, align 4, !dbg !25
  %29 = srem i32 %27, %28, !dbg !26
  store i32 %29, i32* %9, align 4, !dbg !27
  store i32 0, i32* %10, align 4, !dbg !28
  br label %30, !dbg !29

30:                                               ; preds = %41, %2
  %31 = load i32, i32* %10, align 4, !dbg !30
  %32 = icmp slt i32 %31, 66, !dbg !31
  br i1 %32, label %33, label %44, !dbg !32

33:                                               ; preds = %30
  %34 = load i32, i32* %6, align 4, !dbg !33
  %35 = load i32, i32* %10, align 4, !dbg !34
  %36 = add nsw i32 %34, %35, !dbg !35
  %37 = sitofp i32 %36 to double, !dbg !33
  %38 = load i32, i32* %10, align 4, !dbg !36
  %39 = sext i32 %38 to i64, !dbg !37
  %40 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %39, !dbg !37
  store double %37, double* %40, align 8, !dbg !38
  br label %41, !dbg !37

41:                                               ; preds = %33
  %42 = load i32, i32* %10, align 4, !dbg !39
  %43 = add nsw i32 %42, 1, !dbg !39
  store i32 %43, i32* %10, align 4, !dbg !39
  br label %30, !dbg !32, !llvm.loop !40

44:                                               ; preds = %30
  store i32 0, i32* %11, align 4, !dbg !42
  store i32 0, i32* %12, align 4, !dbg !43
  br label %45, !dbg !44

45:                                               ; preds = %147, %44
  %46 = load i32, i32* %12, align 4, !dbg !45
  %47 = icmp eq i32 %46, 0, !dbg !46
  br i1 %47, label %48, label %148, !dbg !44

48:                                               ; preds = %45
  %49 = load i32, i32* %11, align 4, !dbg !47
  %50 = add nsw i32 %49, 1, !dbg !47
  store i32 %50, i32* %11, align 4, !dbg !47
  %51 = load i32, i32* %8, align 4, !dbg !48
  %52 = load i32, i32* %9, align 4, !dbg !49
  %53 = call i32 @MPI_Sendrecv(i8* noundef bitcast (double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 64) to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %51, i32 noundef 0, i8* noundef bitcast ([66 x double]* @u to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %52, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !50
  store i32 1, i32* %13, align 4, !dbg !51
  br label %54, !dbg !52

54:                                               ; preds = %73, %48
  %55 = load i32, i32* %13, align 4, !dbg !53
  %56 = icmp sle i32 %55, 64, !dbg !54
  br i1 %56, label %57, label %76, !dbg !55

57:                                               ; preds = %54
  %58 = load i32, i32* %13, align 4, !dbg !56
  %59 = sub nsw i32 %58, 1, !dbg !57
  %60 = sext i32 %59 to i64, !dbg !58
  %61 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %60, !dbg !58
  %62 = load double, double* %61, align 8, !dbg !58
  %63 = load i32, i32* %13, align 4, !dbg !59
  %64 = add nsw i32 %63, 1, !dbg !60
  %65 = sext i32 %64 to i64, !dbg !61
  %66 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %65, !dbg !61
  %67 = load double, double* %66, align 8, !dbg !61
  %68 = fadd double %62, %67, !dbg !62
  %69 = fmul double 5.000000e-01, %68, !dbg !63
  %70 = load i32, i32* %13, align 4, !dbg !64
  %71 = sext i32 %70 to i64, !dbg !65
  %72 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %71, !dbg !65
  store double %69, double* %72, align 8, !dbg !66
  br label %73, !dbg !65

73:                                               ; preds = %57
  %74 = load i32, i32* %13, align 4, !dbg !67
  %75 = add nsw i32 %74, 1, !dbg !67
  store i32 %75, i32* %13, align 4, !dbg !67
  br label %54, !dbg !55, !llvm.loop !68

76:                                               ; preds = %54
  %77 = load i32, i32* %11, align 4, !dbg !70
  %78 = icmp sgt i32 %77, 1000, !dbg !71
  br i1 %78, label %79, label %80, !dbg !70

79:                                               ; preds = %76
  store i32 1, i32* %12, align 4, !dbg !72
  br label %80, !dbg !73

80:                                               ; preds = %79, %76
  %81 = load i32, i32* %11, align 4, !dbg !74
  %82 = srem i32 %81, 4, !dbg !75
  %83 = icmp eq i32 %82, 0, !dbg !76
  br i1 %83, label %84, label %147, !dbg !77

84:                                               ; preds = %80
  %85 = load i32, i32* %12, align 4, !dbg !78
  %86 = icmp ne i32 %85, 1, !dbg !79
  br i1 %86, label %87, label %147, !dbg !74

87:                                               ; preds = %84
  store double 0.000000e+00, double* %14, align 8, !dbg !80
  store i32 1, i32* %16, align 4, !dbg !81
  br label %88, !dbg !82

88:                                               ; preds = %132, %87
  %89 = load i32, i32* %16, align 4, !dbg !83
  %90 = icmp sle i32 %89, 64, !dbg !84
  br i1 %90, label %91, label %135, !dbg !85

91:                                               ; preds = %88
  %92 = load i32, i32* %16, align 4, !dbg !86
  %93 = sext i32 %92 to i64, !dbg !87
  %94 = getelementptr inbounds [66 x double], [66 x double]* @v, i64 0, i64 %93, !dbg !87
  %95 = load double, double* %94, align 8, !dbg !87
  %96 = load i32, i32* %16, align 4, !dbg !88
  %97 = sext i32 %96 to i64, !dbg !89
  %98 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %97, !dbg !89
  %99 = load double, double* %98, align 8, !dbg !89
  %100 = fcmp ogt double %95, %99, !dbg !90
  br i1 %100, label %101, label %111, !dbg !87

101:                                              ; preds = %91
  %102 = load i32, i32* %16, align 4, !dbg !91
  %103 = sext i32 %102 to i64, !dbg !92
  %104 = getelementptr inbounds [66 x double], [66 x double]* @v, i64 0, i64 %103, !dbg !92
  %105 = load double, double* %104, align 8, !dbg !92
  %106 = load i32, i32* %16, align 4, !dbg !93
  %107 = sext i32 %106 to i64, !dbg !94
  %108 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %107, !dbg !94
  %109 = load double, double* %108, align 8, !dbg !94
  %110 = fsub double %105, %109, !dbg !95
  br label %121, !dbg !87

111:                                              ; preds = %91
  %112 = load i32, i32* %16, align 4, !dbg !96
  %113 = sext i32 %112 to i64, !dbg !97
  %114 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %113, !dbg !97
  %115 = load double, double* %114, align 8, !dbg !97
  %116 = load i32, i32* %16, align 4, !dbg !98
  %117 = sext i32 %116 to i64, !dbg !99
  %118 = getelementptr inbounds [66 x double], [66 x double]* @v, i64 0, i64 %117, !dbg !99
  %119 = load double, double* %118, align 8, !dbg !99
  %120 = fsub double %115, %119, !dbg !100
  br label %121, !dbg !87

121:                                              ; preds = %111, %101
  %122 = phi double [ %110, %101 ], [ %120, %111 ], !dbg !87
  %123 = load double, double* %14, align 8, !dbg !101
  %124 = fadd double %123, %122, !dbg !101
  store double %124, double* %14, align 8, !dbg !101
  %125 = load i32, i32* %16, align 4, !dbg !102
  %126 = sext i32 %125 to i64, !dbg !103
  %127 = getelementptr inbounds [66 x double], [66 x double]* @u, i64 0, i64 %126, !dbg !103
  %128 = load double, double* %127, align 8, !dbg !103
  %129 = load i32, i32* %16, align 4, !dbg !104
  %130 = sext i32 %129 to i64, !dbg !105
  %131 = getelementptr inbounds [66 x double], [66 x double]* @v, i64 0, i64 %130, !dbg !105
  store double %128, double* %131, align 8, !dbg !106
  br label %132, !dbg !107

132:                                              ; preds = %121
  %133 = load i32, i32* %16, align 4, !dbg !108
  %134 = add nsw i32 %133, 1, !dbg !108
  store i32 %134, i32* %16, align 4, !dbg !108
  br label %88, !dbg !85, !llvm.loop !109

135:                                              ; preds = %88
  %136 = bitcast double* %14 to i8*, !dbg !110
  %137 = bitcast double* %15 to i8*, !dbg !111
  %138 = call i32 @MPI_Allreduce(i8* noundef %136, i8* noundef %137, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !112
  %139 = load double, double* %15, align 8, !dbg !113
  %140 = load i32, i32* %7, align 4, !dbg !114
  %141 = sitofp i32 %140 to double, !dbg !114
  %142 = fmul double 1.000000e-03, %141, !dbg !115
  %143 = fcmp olt double %139, %142, !dbg !116
  br i1 %143, label %144, label %146, !dbg !113

144:                                              ; preds = %135
  store i32 1, i32* %12, align 4, !dbg !117
  %145 = load i32, i32* %11, align 4, !dbg !118
  store i32 %145, i32* @converged, align 4, !dbg !119
  br label %146, !dbg !120

146:                                              ; preds = %144, %135
  br label %147, !dbg !121

147:                                              ; preds = %146, %84, %80
  br label %45, !dbg !44, !llvm.loop !122

148:                                              ; preds = %45
  %149 = load i32, i32* %6, align 4, !dbg !124
  %150 = icmp eq i32 %149, 0, !dbg !125
  br i1 %150, label %151, label %154, !dbg !124

151:                                              ; preds = %148
  %152 = load i32, i32* @converged, align 4, !dbg !126
  %153 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %152), !dbg !127
  br label %154, !dbg !127

154:                                              ; preds = %151, %148
  %155 = call i32 @MPI_Finalize(), !dbg !128
  ret i32 0, !dbg !129
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #1

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #1

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #1

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #1

declare i32 @printf(i8* noundef, ...) #1

declare i32 @MPI_Finalize() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "flagloop.c", directory: ".", checksumkind: CSK_MD5, checksum: "e0d3908b5a65c4589f44c20c82935d54")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 20, column: 3, scope: !10)
!14 = !DILocation(line: 21, column: 3, scope: !10)
!15 = !DILocation(line: 22, column: 3, scope: !10)
!16 = !DILocation(line: 23, column: 16, scope: !10)
!17 = !DILocation(line: 23, column: 21, scope: !10)
!18 = !DILocation(line: 23, column: 28, scope: !10)
!19 = !DILocation(line: 23, column: 26, scope: !10)
!20 = !DILocation(line: 23, column: 7, scope: !10)
!21 = !DILocation(line: 23, column: 42, scope: !10)
!22 = !DILocation(line: 23, column: 49, scope: !10)
!23 = !DILocation(line: 23, column: 47, scope: !10)
!24 = !DILocation(line: 23, column: 54, scope: !10)
!25 = !DILocation(line: 23, column: 61, scope: !10)
!26 = !DILocation(line: 23, column: 59, scope: !10)
!27 = !DILocation(line: 23, column: 34, scope: !10)
!28 = !DILocation(line: 24, column: 12, scope: !10)
!29 = !DILocation(line: 24, column: 8, scope: !10)
!30 = !DILocation(line: 24, column: 19, scope: !10)
!31 = !DILocation(line: 24, column: 21, scope: !10)
!32 = !DILocation(line: 24, column: 3, scope: !10)
!33 = !DILocation(line: 25, column: 12, scope: !10)
!34 = !DILocation(line: 25, column: 19, scope: !10)
!35 = !DILocation(line: 25, column: 17, scope: !10)
!36 = !DILocation(line: 25, column: 7, scope: !10)
!37 = !DILocation(line: 25, column: 5, scope: !10)
!38 = !DILocation(line: 25, column: 10, scope: !10)
!39 = !DILocation(line: 24, column: 31, scope: !10)
!40 = distinct !{!40, !32, !34, !41}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 26, column: 7, scope: !10)
!43 = !DILocation(line: 26, column: 15, scope: !10)
!44 = !DILocation(line: 28, column: 3, scope: !10)
!45 = !DILocation(line: 28, column: 10, scope: !10)
!46 = !DILocation(line: 28, column: 15, scope: !10)
!47 = !DILocation(line: 29, column: 7, scope: !10)
!48 = !DILocation(line: 30, column: 40, scope: !10)
!49 = !DILocation(line: 30, column: 72, scope: !10)
!50 = !DILocation(line: 30, column: 5, scope: !10)
!51 = !DILocation(line: 32, column: 14, scope: !10)
!52 = !DILocation(line: 32, column: 10, scope: !10)
!53 = !DILocation(line: 32, column: 21, scope: !10)
!54 = !DILocation(line: 32, column: 23, scope: !10)
!55 = !DILocation(line: 32, column: 5, scope: !10)
!56 = !DILocation(line: 33, column: 23, scope: !10)
!57 = !DILocation(line: 33, column: 25, scope: !10)
!58 = !DILocation(line: 33, column: 21, scope: !10)
!59 = !DILocation(line: 33, column: 34, scope: !10)
!60 = !DILocation(line: 33, column: 36, scope: !10)
!61 = !DILocation(line: 33, column: 32, scope: !10)
!62 = !DILocation(line: 33, column: 30, scope: !10)
!63 = !DILocation(line: 33, column: 18, scope: !10)
!64 = !DILocation(line: 33, column: 9, scope: !10)
!65 = !DILocation(line: 33, column: 7, scope: !10)
!66 = !DILocation(line: 33, column: 12, scope: !10)
!67 = !DILocation(line: 32, column: 30, scope: !10)
!68 = distinct !{!68, !55, !69, !41}
!69 = !DILocation(line: 33, column: 40, scope: !10)
!70 = !DILocation(line: 34, column: 9, scope: !10)
!71 = !DILocation(line: 34, column: 12, scope: !10)
!72 = !DILocation(line: 35, column: 12, scope: !10)
!73 = !DILocation(line: 35, column: 7, scope: !10)
!74 = !DILocation(line: 36, column: 9, scope: !10)
!75 = !DILocation(line: 36, column: 12, scope: !10)
!76 = !DILocation(line: 36, column: 16, scope: !10)
!77 = !DILocation(line: 36, column: 21, scope: !10)
!78 = !DILocation(line: 36, column: 24, scope: !10)
!79 = !DILocation(line: 36, column: 29, scope: !10)
!80 = !DILocation(line: 37, column: 14, scope: !10)
!81 = !DILocation(line: 38, column: 16, scope: !10)
!82 = !DILocation(line: 38, column: 12, scope: !10)
!83 = !DILocation(line: 38, column: 23, scope: !10)
!84 = !DILocation(line: 38, column: 25, scope: !10)
!85 = !DILocation(line: 38, column: 7, scope: !10)
!86 = !DILocation(line: 39, column: 19, scope: !10)
!87 = !DILocation(line: 39, column: 17, scope: !10)
!88 = !DILocation(line: 39, column: 26, scope: !10)
!89 = !DILocation(line: 39, column: 24, scope: !10)
!90 = !DILocation(line: 39, column: 22, scope: !10)
!91 = !DILocation(line: 39, column: 33, scope: !10)
!92 = !DILocation(line: 39, column: 31, scope: !10)
!93 = !DILocation(line: 39, column: 40, scope: !10)
!94 = !DILocation(line: 39, column: 38, scope: !10)
!95 = !DILocation(line: 39, column: 36, scope: !10)
!96 = !DILocation(line: 39, column: 47, scope: !10)
!97 = !DILocation(line: 39, column: 45, scope: !10)
!98 = !DILocation(line: 39, column: 54, scope: !10)
!99 = !DILocation(line: 39, column: 52, scope: !10)
!100 = !DILocation(line: 39, column: 50, scope: !10)
!101 = !DILocation(line: 39, column: 14, scope: !10)
!102 = !DILocation(line: 40, column: 18, scope: !10)
!103 = !DILocation(line: 40, column: 16, scope: !10)
!104 = !DILocation(line: 40, column: 11, scope: !10)
!105 = !DILocation(line: 40, column: 9, scope: !10)
!106 = !DILocation(line: 40, column: 14, scope: !10)
!107 = !DILocation(line: 41, column: 7, scope: !10)
!108 = !DILocation(line: 38, column: 32, scope: !10)
!109 = distinct !{!109, !85, !107, !41}
!110 = !DILocation(line: 42, column: 21, scope: !10)
!111 = !DILocation(line: 42, column: 28, scope: !10)
!112 = !DILocation(line: 42, column: 7, scope: !10)
!113 = !DILocation(line: 43, column: 11, scope: !10)
!114 = !DILocation(line: 43, column: 24, scope: !10)
!115 = !DILocation(line: 43, column: 22, scope: !10)
!116 = !DILocation(line: 43, column: 15, scope: !10)
!117 = !DILocation(line: 44, column: 14, scope: !10)
!118 = !DILocation(line: 45, column: 21, scope: !10)
!119 = !DILocation(line: 45, column: 19, scope: !10)
!120 = !DILocation(line: 46, column: 7, scope: !10)
!121 = !DILocation(line: 47, column: 5, scope: !10)
!122 = distinct !{!122, !44, !123, !41}
!123 = !DILocation(line: 48, column: 3, scope: !10)
!124 = !DILocation(line: 49, column: 7, scope: !10)
!125 = !DILocation(line: 49, column: 12, scope: !10)
!126 = !DILocation(line: 50, column: 20, scope: !10)
!127 = !DILocation(line: 50, column: 5, scope: !10)
!128 = !DILocation(line: 51, column: 3, scope: !10)
!129 = !DILocation(line: 52, column: 3, scope: !10)
