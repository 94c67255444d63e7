; mpiskel-level: 3
source_filename = "abstract.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.MPI_Status = type <{ i32, i32, i32, i32, i32 }>

@grid = internal global [64 x [64 x double]] zeroinitializer, align 8
@main.__func__ = internal global <{ [5 x i8] }> <{ [5 x i8] c"main\00" }>, align 1

define i32 @main(i32 %argc, i8** %argv) !dbg !4 {
entry:
	%argc.0 = alloca i32, align 4, !dbg !7
	%argv.2 = alloca i8**, align 8, !dbg !7
	%rank.4 = alloca i32, align 4, !dbg !8
	%size.5 = alloca i32, align 4, !dbg !8
	%sum.16 = alloca double, align 8, !dbg !9
	store i32 %argc, i32* %argc.0, align 4, !dbg !7
	store i8** %argv, i8*** %argv.2, align 8, !dbg !7
	%0 = call i32 @MPI_Init(i32* %argc.0, i8*** %argv.2), !dbg !10
	%1 = call i32 @MPI_Comm_rank(i32 u0x44000000, i32* %rank.4), !dbg !11
	%2 = call i32 @MPI_Comm_size(i32 u0x44000000, i32* %size.5), !dbg !12
	%3 = load i32, i32* %size.5, align 4, !dbg !13
	%4 = add i32 16, %3, !dbg !14
	br label %for.cond1, !dbg !15

for.cond1:
	%5 = phi i32 [ 0, %entry ], [ %8, %for.inc3 ], !dbg !16
	%6 = phi i32 [ undef, %entry ], [ %34, %for.inc3 ], !dbg !17
	%7 = icmp slt i32 %5, %4, !dbg !18
	br i1 %7, label %for.body2, label %for.end4, !dbg !18

for.body2:
	br label %for.cond5, !dbg !19

for.inc3:
	%8 = add i32 %5, 1, !dbg !20
	br label %for.cond1, !dbg !15

for.end4:
	%9 = getelementptr [64 x double], [64 x double]* bitcast ([64 x [64 x double]]* @grid to [64 x double]*), i64 1, !dbg !21
	%10 = bitcast [64 x double]* %9 to double*, !dbg !21
	%11 = getelementptr double, double* %10, i64 1, !dbg !21
	%12 = load double, double* %11, align 8, !dbg !21
	store double %12, double* %sum.16, align 8, !dbg !9
	%13 = sext i32 -1 to i64, !dbg !22
	%14 = inttoptr i64 %13 to i8*, !dbg !22
	%15 = bitcast double* %sum.16 to i8*, !dbg !23
	%16 = call i32 @MPI_Allreduce(i8* %14, i8* %15, i32 1, i32 1275070475, i32 1476395011, i32 u0x44000000), !dbg !23
	%17 = bitcast double* %sum.16 to i8*, !dbg !24
	%18 = load i32, i32* %rank.4, align 4, !dbg !25
	%19 = add i32 %18, 1, !dbg !25
	%20 = load i32, i32* %size.5, align 4, !dbg !26
	%21 = srem i32 %19, %20, !dbg !27
	%22 = call i32 @MPI_Send(i8* %17, i32 %4, i32 1275068685, i32 %21, i32 0, i32 u0x44000000), !dbg !24
	%23 = bitcast double* %sum.16 to i8*, !dbg !28
	%24 = load i32, i32* %rank.4, align 4, !dbg !29
	%25 = load i32, i32* %size.5, align 4, !dbg !30
	%26 = add i32 %24, %25, !dbg !29
	%27 = sub i32 %26, 1, !dbg !29
	%28 = load i32, i32* %size.5, align 4, !dbg !31
	%29 = srem i32 %27, %28, !dbg !32
	%30 = sext i32 1 to i64, !dbg !33
	%31 = inttoptr i64 %30 to %struct.MPI_Status*, !dbg !33
	%32 = call i32 @MPI_Recv(i8* %23, i32 %4, i32 1275068685, i32 %29, i32 0, i32 u0x44000000, %struct.MPI_Status* %31), !dbg !28
	%33 = call i32 @MPI_Finalize(), !dbg !34
	ret i32 0, !dbg !35

for.cond5:
	%34 = phi i32 [ 0, %for.body2 ], [ %52, %for.inc7 ], !dbg !17
	%35 = icmp slt i32 %34, %4, !dbg !36
	br i1 %35, label %for.body6, label %for.end8, !dbg !36

for.body6:
	%36 = sext i32 %5 to i64, !dbg !37
	%37 = getelementptr [64 x double], [64 x double]* bitcast ([64 x [64 x double]]* @grid to [64 x double]*), i64 %36, !dbg !37
	%38 = bitcast [64 x double]* %37 to double*, !dbg !37
	%39 = sext i32 %34 to i64, !dbg !37
	%40 = getelementptr double, double* %38, i64 %39, !dbg !37
	%41 = load double, double* %40, align 8, !dbg !37
	%42 = fmul double %41, 0.5, !dbg !37
	%43 = sitofp i32 %5 to double, !dbg !37
	%44 = fadd double %42, %43, !dbg !37
	%45 = sitofp i32 %34 to double, !dbg !37
	%46 = fadd double %44, %45, !dbg !37
	%47 = sext i32 %5 to i64, !dbg !38
	%48 = getelementptr [64 x double], [64 x double]* bitcast ([64 x [64 x double]]* @grid to [64 x double]*), i64 %47, !dbg !38
	%49 = bitcast [64 x double]* %48 to double*, !dbg !38
	%50 = sext i32 %34 to i64, !dbg !38
	%51 = getelementptr double, double* %49, i64 %50, !dbg !38
	store double %46, double* %51, align 8, !dbg !38
	br label %for.inc7, !dbg !19

for.inc7:
	%52 = add i32 %34, 1, !dbg !39
	br label %for.cond5, !dbg !19

for.end8:
	br label %for.inc3, !dbg !15
}

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Comm_rank(i32 %0, i32* %1)

declare i32 @MPI_Comm_size(i32 %0, i32* %1)

declare i32 @MPI_Allreduce(i8* %0, i8* %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Send(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Recv(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, %struct.MPI_Status* %6)

declare i32 @MPI_Finalize()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "mpiskel C front end", emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "abstract.c", directory: ".")
!2 = !DISubroutineType(types: !3)
!3 = !{}
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !2, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 7, column: 5, scope: !4)
!8 = !DILocation(line: 8, column: 3, scope: !4)
!9 = !DILocation(line: 16, column: 3, scope: !4)
!10 = !DILocation(line: 9, column: 3, scope: !4)
!11 = !DILocation(line: 10, column: 3, scope: !4)
!12 = !DILocation(line: 11, column: 3, scope: !4)
!13 = !DILocation(line: 12, column: 16, scope: !4)
!14 = !DILocation(line: 12, column: 11, scope: !4)
!15 = !DILocation(line: 13, column: 3, scope: !4)
!16 = !DILocation(line: 13, column: 8, scope: !4)
!17 = !DILocation(line: 14, column: 10, scope: !4)
!18 = !DILocation(line: 13, column: 19, scope: !4)
!19 = !DILocation(line: 14, column: 5, scope: !4)
!20 = !DILocation(line: 13, column: 26, scope: !4)
!21 = !DILocation(line: 16, column: 16, scope: !4)
!22 = !DILocation(line: 17, column: 17, scope: !4)
!23 = !DILocation(line: 17, column: 3, scope: !4)
!24 = !DILocation(line: 18, column: 3, scope: !4)
!25 = !DILocation(line: 18, column: 32, scope: !4)
!26 = !DILocation(line: 18, column: 44, scope: !4)
!27 = !DILocation(line: 18, column: 31, scope: !4)
!28 = !DILocation(line: 19, column: 3, scope: !4)
!29 = !DILocation(line: 19, column: 32, scope: !4)
!30 = !DILocation(line: 19, column: 39, scope: !4)
!31 = !DILocation(line: 19, column: 51, scope: !4)
!32 = !DILocation(line: 19, column: 31, scope: !4)
!33 = !DILocation(line: 19, column: 76, scope: !4)
!34 = !DILocation(line: 20, column: 3, scope: !4)
!35 = !DILocation(line: 21, column: 3, scope: !4)
!36 = !DILocation(line: 14, column: 21, scope: !4)
!37 = !DILocation(line: 15, column: 20, scope: !4)
!38 = !DILocation(line: 15, column: 7, scope: !4)
!39 = !DILocation(line: 14, column: 28, scope: !4)
