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
	br label %skel.r2, !mpiskel.covered !3

skel.r2:
	%5 = sext i32 0 to i64, !mpiskel.covered !3
	%6 = sext i32 %4 to i64, !mpiskel.covered !3
	%7 = sub i64 %6, %5, !mpiskel.covered !3
	%8 = sdiv i64 %7, 1, !mpiskel.covered !3
	%9 = icmp sgt i64 %7, 0, !mpiskel.covered !3
	%10 = select i1 %9, i64 %8, i64 0, !mpiskel.covered !3
	%11 = sext i32 0 to i64, !mpiskel.covered !3
	%12 = sext i32 %4 to i64, !mpiskel.covered !3
	%13 = sub i64 %12, %11, !mpiskel.covered !3
	%14 = sdiv i64 %13, 1, !mpiskel.covered !3
	%15 = icmp sgt i64 %13, 0, !mpiskel.covered !3
	%16 = select i1 %15, i64 %14, i64 0, !mpiskel.covered !3
	%17 = mul i64 %10, %16, !mpiskel.covered !3
	%18 = sitofp i64 %17 to double, !mpiskel.covered !3
	%19 = fmul double 0x3E112E0BE826D695, %18, !mpiskel.covered !3
	%20 = fadd double %19, 0.0, !mpiskel.covered !3
	call void @mpiskel_add_time(i32 2, double %20), !dbg !16, !mpiskel.covered !3
	br label %for.end4, !mpiskel.covered !3

for.end4:
	%21 = getelementptr [64 x double], [64 x double]* bitcast ([64 x [64 x double]]* @grid to [64 x double]*), i64 1, !dbg !21
	%22 = bitcast [64 x double]* %21 to double*, !dbg !21
	%23 = getelementptr double, double* %22, i64 1, !dbg !21
	%24 = load double, double* %23, align 8, !dbg !21
	store double %24, double* %sum.16, align 8, !dbg !9
	%25 = sext i32 -1 to i64, !dbg !22
	%26 = inttoptr i64 %25 to i8*, !dbg !22
	%27 = bitcast double* %sum.16 to i8*, !dbg !23
	%28 = call i32 @MPI_Allreduce(i8* %26, i8* %27, i32 1, i32 1275070475, i32 1476395011, i32 u0x44000000), !dbg !23
	%29 = bitcast double* %sum.16 to i8*, !dbg !24
	%30 = load i32, i32* %rank.4, align 4, !dbg !25
	%31 = add i32 %30, 1, !dbg !25
	%32 = load i32, i32* %size.5, align 4, !dbg !26
	%33 = srem i32 %31, %32, !dbg !27
	%34 = call i32 @MPI_Send(i8* %29, i32 %4, i32 1275068685, i32 %33, i32 0, i32 u0x44000000), !dbg !24
	%35 = bitcast double* %sum.16 to i8*, !dbg !28
	%36 = load i32, i32* %rank.4, align 4, !dbg !29
	%37 = load i32, i32* %size.5, align 4, !dbg !30
	%38 = add i32 %36, %37, !dbg !29
	%39 = sub i32 %38, 1, !dbg !29
	%40 = load i32, i32* %size.5, align 4, !dbg !31
	%41 = srem i32 %39, %40, !dbg !32
	%42 = sext i32 1 to i64, !dbg !33
	%43 = inttoptr i64 %42 to %struct.MPI_Status*, !dbg !33
	%44 = call i32 @MPI_Recv(i8* %35, i32 %4, i32 1275068685, i32 %41, i32 0, i32 u0x44000000, %struct.MPI_Status* %43), !dbg !28
	%45 = call i32 @MPI_Finalize(), !dbg !34
	ret i32 0, !dbg !35
}

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Comm_rank(i32 %0, i32* %1)

declare i32 @MPI_Comm_size(i32 %0, i32* %1)

declare i32 @MPI_Allreduce(i8* %0, i8* %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Send(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Recv(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, %struct.MPI_Status* %6)

declare i32 @MPI_Finalize()

declare void @mpiskel_add_time(i32 %0, double %1)

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
