; mpiskel-level: 5
source_filename = "ring5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.MPI_Status = type <{ i32, i32, i32, i32, i32 }>

@main.__func__ = internal global <{ [5 x i8] }> <{ [5 x i8] c"main\00" }>, align 1

define i32 @main(i32 %argc, i8** %argv) !dbg !4 {
entry:
	%argc.0 = alloca i32, align 4, !dbg !7
	%argv.2 = alloca i8**, align 8, !dbg !7
	%rank.4 = alloca i32, align 4, !dbg !8
	%size.5 = alloca i32, align 4, !dbg !8
	%token.6 = alloca i32, align 4, !dbg !8
	store i32 %argc, i32* %argc.0, align 4, !dbg !7
	store i8** %argv, i8*** %argv.2, align 8, !dbg !7
	store i32 0, i32* %token.6, align 4, !dbg !8
	%0 = call i32 @MPI_Init(i32* %argc.0, i8*** %argv.2), !dbg !9
	%1 = call i32 @MPI_Comm_rank(i32 u0x44000000, i32* %rank.4), !dbg !10
	%2 = call i32 @MPI_Comm_size(i32 u0x44000000, i32* %size.5), !dbg !11
	br label %for.cond1, !dbg !12

for.cond1:
	%3 = phi i32 [ 0, %entry ], [ %7, %for.inc3 ], !dbg !13
	%4 = icmp slt i32 %3, 3, !dbg !14
	br i1 %4, label %for.body2, label %for.end4, !dbg !14

for.body2:
	%5 = load i32, i32* %rank.4, align 4, !dbg !15
	%6 = icmp eq i32 %5, 0, !dbg !15
	br i1 %6, label %if.then5, label %if.else7, !dbg !15

for.inc3:
	%7 = add i32 %3, 1, !dbg !16
	br label %for.cond1, !dbg !12

for.end4:
	%8 = call i32 @MPI_Finalize(), !dbg !17
	ret i32 0, !dbg !18

if.then5:
	%9 = bitcast i32* %token.6 to i8*, !dbg !19
	%10 = load i32, i32* %rank.4, align 4, !dbg !20
	%11 = add i32 %10, 1, !dbg !20
	%12 = load i32, i32* %size.5, align 4, !dbg !21
	%13 = srem i32 %11, %12, !dbg !22
	%14 = call i32 @MPI_Send(i8* %9, i32 1, i32 1275069445, i32 %13, i32 %3, i32 u0x44000000), !dbg !19
	%15 = bitcast i32* %token.6 to i8*, !dbg !23
	%16 = load i32, i32* %size.5, align 4, !dbg !24
	%17 = sub i32 %16, 1, !dbg !24
	%18 = sext i32 1 to i64, !dbg !25
	%19 = inttoptr i64 %18 to %struct.MPI_Status*, !dbg !25
	%20 = call i32 @MPI_Recv(i8* %15, i32 1, i32 1275069445, i32 %17, i32 %3, i32 u0x44000000, %struct.MPI_Status* %19), !dbg !23
	br label %if.end6, !dbg !26

if.end6:
	br label %for.inc3, !dbg !12

if.else7:
	%21 = bitcast i32* %token.6 to i8*, !dbg !27
	%22 = load i32, i32* %rank.4, align 4, !dbg !28
	%23 = sub i32 %22, 1, !dbg !28
	%24 = sext i32 1 to i64, !dbg !29
	%25 = inttoptr i64 %24 to %struct.MPI_Status*, !dbg !29
	%26 = call i32 @MPI_Recv(i8* %21, i32 1, i32 1275069445, i32 %23, i32 %3, i32 u0x44000000, %struct.MPI_Status* %25), !dbg !27
	%27 = load i32, i32* %rank.4, align 4, !dbg !30
	%28 = load i32, i32* %token.6, align 4, !dbg !31
	%29 = add i32 %28, %27, !dbg !31
	store i32 %29, i32* %token.6, align 4, !dbg !31
	%30 = bitcast i32* %token.6 to i8*, !dbg !32
	%31 = load i32, i32* %rank.4, align 4, !dbg !33
	%32 = add i32 %31, 1, !dbg !33
	%33 = load i32, i32* %size.5, align 4, !dbg !34
	%34 = srem i32 %32, %33, !dbg !35
	%35 = call i32 @MPI_Send(i8* %30, i32 1, i32 1275069445, i32 %34, i32 %3, i32 u0x44000000), !dbg !32
	br label %if.end6, !dbg !26
}

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Comm_rank(i32 %0, i32* %1)

declare i32 @MPI_Comm_size(i32 %0, i32* %1)

declare i32 @MPI_Send(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Recv(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, %struct.MPI_Status* %6)

declare i32 @MPI_Finalize()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "mpiskel C front end", emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "ring5.c", directory: ".")
!2 = !DISubroutineType(types: !3)
!3 = !{}
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !2, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 6, column: 5, scope: !4)
!8 = !DILocation(line: 7, column: 3, scope: !4)
!9 = !DILocation(line: 8, column: 3, scope: !4)
!10 = !DILocation(line: 9, column: 3, scope: !4)
!11 = !DILocation(line: 10, column: 3, scope: !4)
!12 = !DILocation(line: 11, column: 3, scope: !4)
!13 = !DILocation(line: 11, column: 8, scope: !4)
!14 = !DILocation(line: 11, column: 21, scope: !4)
!15 = !DILocation(line: 12, column: 9, scope: !4)
!16 = !DILocation(line: 11, column: 30, scope: !4)
!17 = !DILocation(line: 21, column: 3, scope: !4)
!18 = !DILocation(line: 22, column: 3, scope: !4)
!19 = !DILocation(line: 13, column: 7, scope: !4)
!20 = !DILocation(line: 13, column: 37, scope: !4)
!21 = !DILocation(line: 13, column: 49, scope: !4)
!22 = !DILocation(line: 13, column: 36, scope: !4)
!23 = !DILocation(line: 14, column: 7, scope: !4)
!24 = !DILocation(line: 14, column: 36, scope: !4)
!25 = !DILocation(line: 14, column: 67, scope: !4)
!26 = !DILocation(line: 12, column: 5, scope: !4)
!27 = !DILocation(line: 16, column: 7, scope: !4)
!28 = !DILocation(line: 16, column: 36, scope: !4)
!29 = !DILocation(line: 16, column: 67, scope: !4)
!30 = !DILocation(line: 17, column: 16, scope: !4)
!31 = !DILocation(line: 17, column: 7, scope: !4)
!32 = !DILocation(line: 18, column: 7, scope: !4)
!33 = !DILocation(line: 18, column: 37, scope: !4)
!34 = !DILocation(line: 18, column: 49, scope: !4)
!35 = !DILocation(line: 18, column: 36, scope: !4)
