source_filename = "ring5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.MPI_Status = type <{ i32, i32, i32, i32, i32 }>

@main.__func__ = internal global <{ [5 x i8] }> <{ [5 x i8] c"main\00" }>, align 1

define i32 @main(i32 %argc, i8** %argv) !dbg !4 {
entry:
	%argc.0 = alloca i32, align 4, !dbg !7, !mpiskel.covered !3
	%argv.2 = alloca i8**, align 8, !dbg !7, !mpiskel.covered !3
	%rank.4 = alloca i32, align 4, !dbg !8, !mpiskel.covered !3
	%size.5 = alloca i32, align 4, !dbg !8, !mpiskel.covered !3
	%token.6 = alloca i32, align 4, !dbg !8, !mpiskel.covered !3
	store i32 %argc, i32* %argc.0, align 4, !dbg !7, !mpiskel.covered !3
	store i8** %argv, i8*** %argv.2, align 8, !dbg !7, !mpiskel.covered !3
	%0 = call i32 @MPI_Init(i32* %argc.0, i8*** %argv.2), !dbg !9, !mpiskel.covered !3
	%1 = call i32 @MPI_Comm_rank(i32 u0x44000000, i32* %rank.4), !dbg !10, !mpiskel.covered !3
	%2 = call i32 @MPI_Comm_size(i32 u0x44000000, i32* %size.5), !dbg !11, !mpiskel.covered !3
	br label %skel.r1, !dbg !12, !mpiskel.covered !3

skel.r1:
	call void @mpiskel_add_time(i32 1, double 0x3E112E0BE826D695), !dbg !7, !mpiskel.covered !3
	br label %for.cond1, !mpiskel.covered !3

for.cond1:
	br label %skel.r2, !mpiskel.covered !3

skel.r2:
	%3 = sext i32 0 to i64, !mpiskel.covered !3
	%4 = sext i32 3 to i64, !mpiskel.covered !3
	%5 = sub i64 %4, %3, !mpiskel.covered !3
	%6 = sdiv i64 %5, 1, !mpiskel.covered !3
	%7 = icmp sgt i64 %5, 0, !mpiskel.covered !3
	%8 = select i1 %7, i64 %6, i64 0, !mpiskel.covered !3
	%9 = sitofp i64 %8 to double, !mpiskel.covered !3
	%10 = fmul double 0x3E112E0BE826D695, %9, !mpiskel.covered !3
	%11 = fadd double %10, 0.0, !mpiskel.covered !3
	call void @mpiskel_add_time(i32 2, double %11), !dbg !13, !mpiskel.covered !3
	br label %for.end4, !mpiskel.covered !3

for.end4:
	%12 = call i32 @MPI_Finalize(), !dbg !17, !mpiskel.covered !3
	call void @mpiskel_add_time(i32 10, double 0x3E112E0BE826D695), !dbg !17, !mpiskel.covered !3
	ret i32 0, !dbg !18, !mpiskel.covered !3
}

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Comm_rank(i32 %0, i32* %1)

declare i32 @MPI_Comm_size(i32 %0, i32* %1)

declare i32 @MPI_Send(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare i32 @MPI_Recv(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i32 %5, %struct.MPI_Status* %6)

declare i32 @MPI_Finalize()

declare void @mpiskel_add_time(i32 %0, double %1)

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
