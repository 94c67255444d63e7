source_filename = "loopcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.__func__ = internal global <{ [5 x i8] }> <{ [5 x i8] c"main\00" }>, align 1

define i32 @main(i32 %argc, i8** %argv) !dbg !4 {
entry:
	%skel.trips.while.cond1 = alloca i64, !mpiskel.covered !3
	%argc.0 = alloca i32, align 4, !dbg !7
	%argv.2 = alloca i8**, align 8, !dbg !7
	%change.7 = alloca double, align 8, !dbg !8
	store i32 %argc, i32* %argc.0, align 4, !dbg !7
	store i8** %argv, i8*** %argv.2, align 8, !dbg !7
	%0 = call i32 @MPI_Init(i32* %argc.0, i8*** %argv.2), !dbg !9
	store double 1.0, double* %change.7, align 8, !dbg !8
	br label %skel.trips.while.cond1.reset, !dbg !10

skel.trips.while.cond1.reset:
	store i64 0, i64* %skel.trips.while.cond1, !mpiskel.covered !3
	br label %while.cond1, !mpiskel.covered !3

while.cond1:
	%1 = load i64, i64* %skel.trips.while.cond1, !mpiskel.covered !3
	%2 = add i64 %1, 1, !mpiskel.covered !3
	store i64 %2, i64* %skel.trips.while.cond1, !mpiskel.covered !3
	%3 = load i64, i64* %skel.trips.while.cond1, !mpiskel.covered !3
	%4 = icmp ne i64 %3, 8, !mpiskel.covered !3
	call void @mpiskel_add_time(i32 4, double 0x3E112E0BE826D695), !dbg !8, !mpiskel.covered !3
	br i1 %4, label %while.body2, label %while.end3, !dbg !12

while.body2:
	%5 = fmul double 0.0, 0.5, !dbg !13
	%6 = fsub double 0.0, %5, !dbg !14
	store double %6, double* %change.7, align 8, !dbg !15
	%7 = sext i32 -1 to i64, !dbg !16
	%8 = inttoptr i64 %7 to i8*, !dbg !16
	%9 = bitcast double* %change.7 to i8*, !dbg !17
	%10 = call i32 @MPI_Allreduce(i8* %8, i8* %9, i32 1, i32 1275070475, i32 1476395009, i32 u0x44000000), !dbg !17
	br label %while.cond1, !dbg !10

while.end3:
	%11 = call i32 @MPI_Finalize(), !dbg !18
	ret i32 0, !dbg !19
}

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Allreduce(i8* %0, i8* %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Finalize()

declare void @mpiskel_add_time(i32 %0, double %1)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "mpiskel C front end", emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "loopcount.c", directory: ".")
!2 = !DISubroutineType(types: !3)
!3 = !{}
!4 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !2, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !DILocation(line: 5, column: 5, scope: !4)
!8 = !DILocation(line: 7, column: 3, scope: !4)
!9 = !DILocation(line: 6, column: 3, scope: !4)
!10 = !DILocation(line: 9, column: 3, scope: !4)
!11 = !DILocation(line: 10, column: 5, scope: !4)
!12 = !DILocation(line: 9, column: 10, scope: !4)
!13 = !DILocation(line: 10, column: 20, scope: !4)
!14 = !DILocation(line: 11, column: 14, scope: !4)
!15 = !DILocation(line: 11, column: 5, scope: !4)
!16 = !DILocation(line: 13, column: 19, scope: !4)
!17 = !DILocation(line: 13, column: 5, scope: !4)
!18 = !DILocation(line: 15, column: 3, scope: !4)
!19 = !DILocation(line: 16, column: 3, scope: !4)
