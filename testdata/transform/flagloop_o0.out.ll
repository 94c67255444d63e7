source_filename = "flagloop.c"
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
@u = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@v = internal global [66 x double] zeroinitializer, align 16
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@converged = internal global i32 0, align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
2:
	%skel.trips.45 = alloca i64, !mpiskel.covered !12
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

30:
	br label %skel.r2, !mpiskel.covered !12

skel.r2:
	%31 = sext i32 0 to i64, !mpiskel.covered !12
	%32 = sext i32 66 to i64, !mpiskel.covered !12
	%33 = sub i64 %32, %31, !mpiskel.covered !12
	%34 = sdiv i64 %33, 1, !mpiskel.covered !12
	%35 = icmp sgt i64 %33, 0, !mpiskel.covered !12
	%36 = select i1 %35, i64 %34, i64 0, !mpiskel.covered !12
	%37 = sitofp i64 %36 to double, !mpiskel.covered !12
	%38 = fmul double 0x3E112E0BE826D695, %37, !mpiskel.covered !12
	%39 = fadd double %38, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 2, double %39), !dbg !30, !mpiskel.covered !12
	br label %40, !mpiskel.covered !12

40:
	store i32 0, i32* %11, align 4, !dbg !42, !mpiskel.covered !12
	store i32 0, i32* %12, align 4, !dbg !43, !mpiskel.covered !12
	br label %skel.r6, !dbg !44, !mpiskel.covered !12

skel.r6:
	call void @mpiskel_add_time(i32 6, double 0x3E112E0BE826D695), !dbg !42, !mpiskel.covered !12
	br label %skel.trips.45.reset, !mpiskel.covered !12

skel.trips.45.reset:
	store i64 0, i64* %skel.trips.45, !mpiskel.covered !12
	br label %41, !mpiskel.covered !12

41:
	%42 = load i64, i64* %skel.trips.45, !mpiskel.covered !12
	%43 = add i64 %42, 1, !mpiskel.covered !12
	store i64 %43, i64* %skel.trips.45, !mpiskel.covered !12
	%44 = load i64, i64* %skel.trips.45, !mpiskel.covered !12
	%45 = icmp ne i64 %44, 13, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 9, double 0x3E112E0BE826D695), !dbg !45, !mpiskel.covered !12
	br i1 %45, label %46, label %97, !dbg !44

46:
	%47 = load i32, i32* %11, align 4, !dbg !47
	%48 = add nsw i32 %47, 1, !dbg !47
	store i32 %48, i32* %11, align 4, !dbg !47
	%49 = load i32, i32* %8, align 4, !dbg !48
	%50 = load i32, i32* %9, align 4, !dbg !49
	%51 = call i32 @MPI_Sendrecv(i8* noundef bitcast (double* getelementptr inbounds ([66 x double], [66 x double]* @u, i64 0, i64 64) to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %49, i32 noundef 0, i8* noundef bitcast ([66 x double]* @u to i8*), i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %50, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !50
	store i32 1, i32* %13, align 4, !dbg !51
	br label %52, !dbg !52

52:
	br label %skel.r11, !mpiskel.covered !12

skel.r11:
	%53 = sext i32 1 to i64, !mpiskel.covered !12
	%54 = sext i32 64 to i64, !mpiskel.covered !12
	%55 = sub i64 %54, %53, !mpiskel.covered !12
	%56 = sdiv i64 %55, 1, !mpiskel.covered !12
	%57 = add i64 %56, 1, !mpiskel.covered !12
	%58 = icmp sge i64 %55, 0, !mpiskel.covered !12
	%59 = select i1 %58, i64 %57, i64 0, !mpiskel.covered !12
	%60 = sitofp i64 %59 to double, !mpiskel.covered !12
	%61 = fmul double 0x3E112E0BE826D695, %60, !mpiskel.covered !12
	%62 = fadd double %61, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 11, double %62), !dbg !53, !mpiskel.covered !12
	br label %63, !mpiskel.covered !12

63:
	%64 = load i32, i32* %11, align 4, !dbg !70, !mpiskel.covered !12
	%65 = icmp sgt i32 %64, 1000, !dbg !71, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 15, double 0x3E112E0BE826D695), !dbg !70, !mpiskel.covered !12
	br i1 %65, label %66, label %skel.r16, !dbg !70, !mpiskel.covered !12

66:
	store i32 1, i32* %12, align 4, !dbg !72, !mpiskel.covered !12
	br label %skel.r16, !dbg !73, !mpiskel.covered !12

skel.r16:
	call void @mpiskel_add_time(i32 16, double 0x3E112E0BE826D695), !dbg !72, !mpiskel.covered !12
	br label %67, !mpiskel.covered !12

67:
	%68 = load i32, i32* %11, align 4, !dbg !74, !mpiskel.covered !12
	%69 = srem i32 %68, 4, !dbg !75, !mpiskel.covered !12
	%70 = icmp eq i32 %69, 0, !dbg !76, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 18, double 0x3E112E0BE826D695), !dbg !74, !mpiskel.covered !12
	br i1 %70, label %71, label %96, !dbg !77

71:
	%72 = load i32, i32* %12, align 4, !dbg !78, !mpiskel.covered !12
	%73 = icmp ne i32 %72, 1, !dbg !79, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 20, double 0x3E112E0BE826D695), !dbg !78, !mpiskel.covered !12
	br i1 %73, label %74, label %96, !dbg !74

74:
	br label %skel.r21, !dbg !82, !mpiskel.covered !12

skel.r21:
	call void @mpiskel_add_time(i32 21, double 0x3E112E0BE826D695), !dbg !80, !mpiskel.covered !12
	br label %75, !mpiskel.covered !12

75:
	br label %skel.r22, !mpiskel.covered !12

skel.r22:
	%76 = sext i32 1 to i64, !mpiskel.covered !12
	%77 = sext i32 64 to i64, !mpiskel.covered !12
	%78 = sub i64 %77, %76, !mpiskel.covered !12
	%79 = sdiv i64 %78, 1, !mpiskel.covered !12
	%80 = add i64 %79, 1, !mpiskel.covered !12
	%81 = icmp sge i64 %78, 0, !mpiskel.covered !12
	%82 = select i1 %81, i64 %80, i64 0, !mpiskel.covered !12
	%83 = sitofp i64 %82 to double, !mpiskel.covered !12
	%84 = fmul double 0x3E112E0BE826D695, %83, !mpiskel.covered !12
	%85 = fadd double %84, 0.0, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 22, double %85), !dbg !83, !mpiskel.covered !12
	br label %86, !mpiskel.covered !12

86:
	%87 = bitcast double* %14 to i8*, !dbg !110
	%88 = bitcast double* %15 to i8*, !dbg !111
	%89 = call i32 @MPI_Allreduce(i8* noundef %87, i8* noundef %88, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !112
	%90 = load double, double* %15, align 8, !dbg !113
	%91 = load i32, i32* %7, align 4, !dbg !114
	%92 = sitofp i32 %91 to double, !dbg !114
	%93 = fmul double 0x3F50624DD2F1A9FC, %92, !dbg !115
	%94 = fcmp olt double %90, %93, !dbg !116
	br label %skel.r31, !mpiskel.covered !12

skel.r31:
	call void @mpiskel_add_time(i32 31, double 0x3E112E0BE826D695), !dbg !117, !mpiskel.covered !12
	br label %95, !mpiskel.covered !12

95:
	br label %96, !dbg !121

96:
	br label %41, !dbg !44, !llvm.loop !122

97:
	%98 = load i32, i32* %6, align 4, !dbg !124, !mpiskel.covered !12
	%99 = icmp eq i32 %98, 0, !dbg !125, !mpiskel.covered !12
	call void @mpiskel_add_time(i32 35, double 0x3E112E0BE826D695), !dbg !124, !mpiskel.covered !12
	br i1 %99, label %100, label %103, !dbg !124

100:
	%101 = load i32, i32* @converged, align 4, !dbg !126
	%102 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %101), !dbg !127
	br label %103, !dbg !127

103:
	%104 = call i32 @MPI_Finalize(), !dbg !128
	ret i32 0, !dbg !129
}

declare i32 @MPI_Init(i32* noundef %0, i8*** noundef %1) #1

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) #1

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef %0, i32* noundef %1) #1

declare i32 @MPI_Sendrecv(i8* noundef %0, i32 noundef %1, %struct.ompi_datatype_t* noundef %2, i32 noundef %3, i32 noundef %4, i8* noundef %5, i32 noundef %6, %struct.ompi_datatype_t* noundef %7, i32 noundef %8, i32 noundef %9, %struct.ompi_communicator_t* noundef %10, %struct.ompi_status_public_t* noundef %11) #1

declare i32 @MPI_Allreduce(i8* noundef %0, i8* noundef %1, i32 noundef %2, %struct.ompi_datatype_t* noundef %3, %struct.ompi_op_t* noundef %4, %struct.ompi_communicator_t* noundef %5) #1

declare i32 @printf(i8* noundef %0, ...) #1

declare i32 @MPI_Finalize() #1

declare void @mpiskel_add_time(i32 %0, double %1)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.ident = !{!9}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", emissionKind: LineTablesOnly, nameTableKind: None)
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
