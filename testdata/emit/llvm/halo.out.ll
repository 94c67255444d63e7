source_filename = "halo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.MPI_Status = type <{ i32, i32, i32, i32, i32 }>
%struct.block = type <{ double*, i32, [4 x i8] }>
%struct.zone = type <{ i32, i32 }>

@__bswap_16.__func__ = internal global <{ [11 x i8] }> <{ [11 x i8] c"__bswap_16\00" }>, align 1
@__bswap_32.__func__ = internal global <{ [11 x i8] }> <{ [11 x i8] c"__bswap_32\00" }>, align 1
@__bswap_64.__func__ = internal global <{ [11 x i8] }> <{ [11 x i8] c"__bswap_64\00" }>, align 1
@__uint16_identity.__func__ = internal global <{ [18 x i8] }> <{ [18 x i8] c"__uint16_identity\00" }>, align 1
@__uint32_identity.__func__ = internal global <{ [18 x i8] }> <{ [18 x i8] c"__uint32_identity\00" }>, align 1
@__uint64_identity.__func__ = internal global <{ [18 x i8] }> <{ [18 x i8] c"__uint64_identity\00" }>, align 1
@sweep.__func__ = internal global <{ [6 x i8] }> <{ [6 x i8] c"sweep\00" }>, align 1
@main.__func__ = internal global <{ [5 x i8] }> <{ [5 x i8] c"main\00" }>, align 1

define internal i16 @__bswap_16(i16 %__bsx) !dbg !6 {
entry:
	call void @mpiskel_add_time(i32 1, double 0x3E112E0BE826D695), !dbg !16, !mpiskel.covered !5
	ret i16 0, !dbg !17, !mpiskel.covered !5
}

define internal i32 @__bswap_32(i32 %__bsx) !dbg !7 {
entry:
	call void @mpiskel_add_time(i32 3, double 0x3E112E0BE826D695), !dbg !18, !mpiskel.covered !5
	ret i32 0, !dbg !19, !mpiskel.covered !5
}

define internal i64 @__bswap_64(i64 %__bsx) !dbg !8 {
entry:
	call void @mpiskel_add_time(i32 5, double 0x3E112E0BE826D695), !dbg !20, !mpiskel.covered !5
	ret i64 0, !dbg !21, !mpiskel.covered !5
}

define internal i16 @__uint16_identity(i16 %__x) !dbg !9 {
entry:
	ret i16 %__x, !dbg !22
}

define internal i32 @__uint32_identity(i32 %__x) !dbg !10 {
entry:
	ret i32 %__x, !dbg !23
}

define internal i64 @__uint64_identity(i64 %__x) !dbg !11 {
entry:
	ret i64 %__x, !dbg !24
}

define internal double @sweep(%struct.block* %b, %struct.zone %z) !dbg !12 {
entry:
	%z.2 = alloca %struct.zone, align 4, !dbg !25, !mpiskel.covered !5
	store %struct.zone %z, %struct.zone* %z.2, align 4, !dbg !25, !mpiskel.covered !5
	%0 = sitofp i32 0 to double, !dbg !26, !mpiskel.covered !5
	%1 = getelementptr %struct.zone, %struct.zone* %z.2, i32 0, i32 0, !dbg !27, !mpiskel.covered !5
	%2 = load i32, i32* %1, align 4, !dbg !27, !mpiskel.covered !5
	%3 = getelementptr %struct.zone, %struct.zone* %z.2, i32 0, i32 1, !dbg !30, !mpiskel.covered !5
	%4 = load i32, i32* %3, align 4, !dbg !30, !mpiskel.covered !5
	br label %skel.r13, !dbg !28, !mpiskel.covered !5

skel.r13:
	call void @mpiskel_add_time(i32 13, double 0x3E112E0BE826D695), !dbg !25, !mpiskel.covered !5
	br label %for.cond1, !mpiskel.covered !5

for.cond1:
	%5 = phi double [ %13, %for.inc3 ], [ %0, %skel.r13 ], !dbg !26, !mpiskel.covered !5
	%6 = phi i32 [ %14, %for.inc3 ], [ %2, %skel.r13 ], !dbg !29, !mpiskel.covered !5
	%7 = icmp slt i32 %6, %4, !dbg !31, !mpiskel.covered !5
	br i1 %7, label %for.body2, label %skel.r14, !dbg !31, !mpiskel.covered !5

for.body2:
	%8 = getelementptr %struct.block, %struct.block* %b, i32 0, i32 0, !dbg !38, !mpiskel.covered !5
	%9 = load double*, double** %8, align 8, !dbg !38, !mpiskel.covered !5
	%10 = sext i32 %6 to i64, !dbg !38, !mpiskel.covered !5
	%11 = getelementptr double, double* %9, i64 %10, !dbg !38, !mpiskel.covered !5
	%12 = load double, double* %11, align 8, !dbg !38, !mpiskel.covered !5
	%13 = fadd double %5, %12, !dbg !39, !mpiskel.covered !5
	br label %for.inc3, !dbg !28, !mpiskel.covered !5

for.inc3:
	%14 = add i32 %6, 1, !dbg !40, !mpiskel.covered !5
	br label %for.cond1, !dbg !28, !mpiskel.covered !5

skel.r14:
	%15 = sext i32 %2 to i64, !mpiskel.covered !5
	%16 = sext i32 %4 to i64, !mpiskel.covered !5
	%17 = sub i64 %16, %15, !mpiskel.covered !5
	%18 = sdiv i64 %17, 1, !mpiskel.covered !5
	%19 = icmp sgt i64 %17, 0, !mpiskel.covered !5
	%20 = select i1 %19, i64 %18, i64 0, !mpiskel.covered !5
	%21 = sitofp i64 %20 to double, !mpiskel.covered !5
	%22 = fmul double 0x3E112E0BE826D695, %21, !mpiskel.covered !5
	%23 = fadd double %22, 0.0, !mpiskel.covered !5
	call void @mpiskel_add_time(i32 14, double %23), !dbg !26, !mpiskel.covered !5
	br label %for.end4, !mpiskel.covered !5

for.end4:
	ret double %5, !dbg !41
}

define i32 @main(i32 %argc, i8** %argv) !dbg !13 {
entry:
	%argc.0 = alloca i32, align 4, !dbg !42
	%argv.2 = alloca i8**, align 8, !dbg !42
	%rank.4 = alloca i32, align 4, !dbg !43
	%size.5 = alloca i32, align 4, !dbg !43
	%b.9 = alloca %struct.block, align 8, !dbg !44
	%z.21 = alloca %struct.zone, align 4, !dbg !45
	%total.48 = alloca double, align 8, !dbg !46
	store i32 %argc, i32* %argc.0, align 4, !dbg !42
	store i8** %argv, i8*** %argv.2, align 8, !dbg !42
	%0 = call i32 @MPI_Init(i32* %argc.0, i8*** %argv.2), !dbg !47
	%1 = call i32 @MPI_Comm_rank(i32 u0x44000000, i32* %rank.4), !dbg !48
	%2 = call i32 @MPI_Comm_size(i32 u0x44000000, i32* %size.5), !dbg !49
	%3 = bitcast %struct.block* %b.9 to i8*, !dbg !44
	call void @llvm.memset.p0i8.i64(i8* %3, i8 0, i64 16, i1 false), !dbg !44
	%4 = bitcast %struct.block* %b.9 to i8*, !dbg !44
	%5 = bitcast i8* %4 to double**, !dbg !44
	%6 = call i8* @calloc(i64 34, i64 8), !dbg !50
	%7 = bitcast i8* %6 to double*, !dbg !44
	store double* %7, double** %5, align 8, !dbg !44
	%8 = bitcast %struct.block* %b.9 to i8*, !dbg !44
	%9 = getelementptr i8, i8* %8, i64 8, !dbg !44
	%10 = bitcast i8* %9 to i32*, !dbg !44
	store i32 32, i32* %10, align 4, !dbg !44
	%11 = bitcast %struct.zone* %z.21 to i8*, !dbg !45
	call void @llvm.memset.p0i8.i64(i8* %11, i8 0, i64 8, i1 false), !dbg !45
	%12 = bitcast %struct.zone* %z.21 to i8*, !dbg !45
	%13 = bitcast i8* %12 to i32*, !dbg !45
	store i32 1, i32* %13, align 4, !dbg !45
	%14 = bitcast %struct.zone* %z.21 to i8*, !dbg !45
	%15 = getelementptr i8, i8* %14, i64 4, !dbg !45
	%16 = bitcast i8* %15 to i32*, !dbg !45
	%17 = getelementptr %struct.block, %struct.block* %b.9, i32 0, i32 1, !dbg !51
	%18 = load i32, i32* %17, align 4, !dbg !51
	%19 = add i32 %18, 1, !dbg !51
	store i32 %19, i32* %16, align 4, !dbg !45
	%20 = load i32, i32* %rank.4, align 4, !dbg !52
	%21 = load i32, i32* %size.5, align 4, !dbg !53
	%22 = add i32 %20, %21, !dbg !52
	%23 = sub i32 %22, 1, !dbg !52
	%24 = load i32, i32* %size.5, align 4, !dbg !54
	%25 = srem i32 %23, %24, !dbg !55
	%26 = load i32, i32* %rank.4, align 4, !dbg !56
	%27 = add i32 %26, 1, !dbg !56
	%28 = load i32, i32* %size.5, align 4, !dbg !57
	%29 = srem i32 %27, %28, !dbg !58
	%30 = sitofp i32 0 to double, !dbg !46
	store double %30, double* %total.48, align 8, !dbg !46
	br label %for.cond1, !dbg !59

skel.r24:
	call void @mpiskel_add_time(i32 24, double 0x3E112E0BE826D695), !dbg !70, !mpiskel.covered !5
	br label %for.cond1, !mpiskel.covered !5

for.cond1:
	%31 = phi i32 [ 0, %entry ], [ %51, %skel.r24 ], !dbg !60, !mpiskel.covered !5
	%32 = icmp slt i32 %31, 4, !dbg !61, !mpiskel.covered !5
	call void @mpiskel_add_time(i32 22, double 0x3E112E0BE826D695), !dbg !60, !mpiskel.covered !5
	br i1 %32, label %for.body2, label %for.end4, !dbg !61

for.body2:
	%33 = getelementptr %struct.block, %struct.block* %b.9, i32 0, i32 0, !dbg !62
	%34 = load double*, double** %33, align 8, !dbg !62
	%35 = getelementptr %struct.block, %struct.block* %b.9, i32 0, i32 1, !dbg !63
	%36 = load i32, i32* %35, align 4, !dbg !63
	%37 = sext i32 %36 to i64, !dbg !62
	%38 = getelementptr double, double* %34, i64 %37, !dbg !62
	%39 = bitcast double* %38 to i8*, !dbg !64
	%40 = getelementptr %struct.block, %struct.block* %b.9, i32 0, i32 0, !dbg !65
	%41 = load double*, double** %40, align 8, !dbg !65
	%42 = getelementptr double, double* %41, i64 0, !dbg !65
	%43 = bitcast double* %42 to i8*, !dbg !64
	%44 = sext i32 1 to i64, !dbg !66
	%45 = inttoptr i64 %44 to %struct.MPI_Status*, !dbg !66
	%46 = call i32 @MPI_Sendrecv(i8* %39, i32 1, i32 1275070475, i32 %29, i32 %31, i8* %43, i32 1, i32 1275070475, i32 %25, i32 %31, i32 u0x44000000, %struct.MPI_Status* %45), !dbg !64
	%47 = load %struct.zone, %struct.zone* %z.21, align 4, !dbg !67
	%48 = call double @sweep(%struct.block* %b.9, %struct.zone %47), !dbg !68
	%49 = load double, double* %total.48, align 8, !dbg !69
	%50 = fadd double %49, %48, !dbg !69
	store double %50, double* %total.48, align 8, !dbg !69
	br label %for.inc3, !dbg !59

for.inc3:
	%51 = add i32 %31, 1, !dbg !70, !mpiskel.covered !5
	br label %skel.r24, !dbg !59, !mpiskel.covered !5

for.end4:
	%52 = sext i32 -1 to i64, !dbg !71
	%53 = inttoptr i64 %52 to i8*, !dbg !71
	%54 = bitcast double* %total.48 to i8*, !dbg !72
	%55 = call i32 @MPI_Allreduce(i8* %53, i8* %54, i32 1, i32 1275070475, i32 1476395011, i32 u0x44000000), !dbg !72
	%56 = getelementptr %struct.block, %struct.block* %b.9, i32 0, i32 0, !dbg !73
	%57 = load double*, double** %56, align 8, !dbg !73
	%58 = bitcast double* %57 to i8*, !dbg !74
	call void @free(i8* %58), !dbg !74
	%59 = call i32 @MPI_Finalize(), !dbg !75
	ret i32 0, !dbg !76
}

declare i16 @llvm.bswap.i16(i16 %0)

declare i32 @llvm.bswap.i32(i32 %0)

declare i64 @llvm.bswap.i64(i64 %0)

declare i32 @MPI_Init(i32* %0, i8*** %1)

declare i32 @MPI_Comm_rank(i32 %0, i32* %1)

declare i32 @MPI_Comm_size(i32 %0, i32* %1)

declare void @llvm.memset.p0i8.i64(i8* %0, i8 %1, i64 %2, i1 %3)

declare i8* @calloc(i64 %0, i64 %1)

declare i32 @MPI_Sendrecv(i8* %0, i32 %1, i32 %2, i32 %3, i32 %4, i8* %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, %struct.MPI_Status* %11)

declare i32 @MPI_Allreduce(i8* %0, i8* %1, i32 %2, i32 %3, i32 %4, i32 %5)

declare void @free(i8* %0)

declare i32 @MPI_Finalize()

declare void @mpiskel_add_time(i32 %0, double %1)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!14, !15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "mpiskel C front end", emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "byteswap.h", directory: "/usr/include/x86_64-linux-gnu/bits")
!2 = !DIFile(filename: "uintn-identity.h", directory: "/usr/include/x86_64-linux-gnu/bits")
!3 = !DIFile(filename: "halo.c", directory: ".")
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = distinct !DISubprogram(name: "__bswap_16", scope: !1, file: !1, line: 34, type: !4, scopeLine: 34, spFlags: DISPFlagDefinition, unit: !0)
!7 = distinct !DISubprogram(name: "__bswap_32", scope: !1, file: !1, line: 49, type: !4, scopeLine: 49, spFlags: DISPFlagDefinition, unit: !0)
!8 = distinct !DISubprogram(name: "__bswap_64", scope: !1, file: !1, line: 70, type: !4, scopeLine: 70, spFlags: DISPFlagDefinition, unit: !0)
!9 = distinct !DISubprogram(name: "__uint16_identity", scope: !2, file: !2, line: 33, type: !4, scopeLine: 33, spFlags: DISPFlagDefinition, unit: !0)
!10 = distinct !DISubprogram(name: "__uint32_identity", scope: !2, file: !2, line: 39, type: !4, scopeLine: 39, spFlags: DISPFlagDefinition, unit: !0)
!11 = distinct !DISubprogram(name: "__uint64_identity", scope: !2, file: !2, line: 45, type: !4, scopeLine: 45, spFlags: DISPFlagDefinition, unit: !0)
!12 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 16, type: !4, scopeLine: 16, spFlags: DISPFlagDefinition, unit: !0)
!13 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !4, scopeLine: 25, spFlags: DISPFlagDefinition, unit: !0)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !DILocation(line: 37, column: 10, scope: !6)
!17 = !DILocation(line: 37, column: 3, scope: !6)
!18 = !DILocation(line: 52, column: 10, scope: !7)
!19 = !DILocation(line: 52, column: 3, scope: !7)
!20 = !DILocation(line: 73, column: 10, scope: !8)
!21 = !DILocation(line: 73, column: 3, scope: !8)
!22 = !DILocation(line: 35, column: 3, scope: !9)
!23 = !DILocation(line: 41, column: 3, scope: !10)
!24 = !DILocation(line: 47, column: 3, scope: !11)
!25 = !DILocation(line: 16, column: 15, scope: !12)
!26 = !DILocation(line: 17, column: 3, scope: !12)
!27 = !DILocation(line: 18, column: 16, scope: !12)
!28 = !DILocation(line: 18, column: 3, scope: !12)
!29 = !DILocation(line: 18, column: 8, scope: !12)
!30 = !DILocation(line: 18, column: 26, scope: !12)
!31 = !DILocation(line: 18, column: 22, scope: !12)
!32 = !DILocation(line: 19, column: 22, scope: !12)
!33 = !DILocation(line: 19, column: 27, scope: !12)
!34 = !DILocation(line: 19, column: 36, scope: !12)
!35 = !DILocation(line: 19, column: 41, scope: !12)
!36 = !DILocation(line: 19, column: 15, scope: !12)
!37 = !DILocation(line: 19, column: 5, scope: !12)
!38 = !DILocation(line: 20, column: 10, scope: !12)
!39 = !DILocation(line: 20, column: 5, scope: !12)
!40 = !DILocation(line: 18, column: 32, scope: !12)
!41 = !DILocation(line: 22, column: 3, scope: !12)
!42 = !DILocation(line: 25, column: 5, scope: !13)
!43 = !DILocation(line: 26, column: 3, scope: !13)
!44 = !DILocation(line: 30, column: 3, scope: !13)
!45 = !DILocation(line: 31, column: 3, scope: !13)
!46 = !DILocation(line: 33, column: 3, scope: !13)
!47 = !DILocation(line: 27, column: 3, scope: !13)
!48 = !DILocation(line: 28, column: 3, scope: !13)
!49 = !DILocation(line: 29, column: 3, scope: !13)
!50 = !DILocation(line: 30, column: 21, scope: !13)
!51 = !DILocation(line: 31, column: 23, scope: !13)
!52 = !DILocation(line: 32, column: 15, scope: !13)
!53 = !DILocation(line: 32, column: 22, scope: !13)
!54 = !DILocation(line: 32, column: 34, scope: !13)
!55 = !DILocation(line: 32, column: 14, scope: !13)
!56 = !DILocation(line: 32, column: 49, scope: !13)
!57 = !DILocation(line: 32, column: 61, scope: !13)
!58 = !DILocation(line: 32, column: 48, scope: !13)
!59 = !DILocation(line: 34, column: 3, scope: !13)
!60 = !DILocation(line: 34, column: 8, scope: !13)
!61 = !DILocation(line: 34, column: 22, scope: !13)
!62 = !DILocation(line: 35, column: 19, scope: !13)
!63 = !DILocation(line: 35, column: 23, scope: !13)
!64 = !DILocation(line: 35, column: 5, scope: !13)
!65 = !DILocation(line: 35, column: 58, scope: !13)
!66 = !DILocation(line: 36, column: 34, scope: !13)
!67 = !DILocation(line: 37, column: 24, scope: !13)
!68 = !DILocation(line: 37, column: 14, scope: !13)
!69 = !DILocation(line: 37, column: 5, scope: !13)
!70 = !DILocation(line: 34, column: 32, scope: !13)
!71 = !DILocation(line: 39, column: 17, scope: !13)
!72 = !DILocation(line: 39, column: 3, scope: !13)
!73 = !DILocation(line: 40, column: 8, scope: !13)
!74 = !DILocation(line: 40, column: 3, scope: !13)
!75 = !DILocation(line: 41, column: 3, scope: !13)
!76 = !DILocation(line: 42, column: 3, scope: !13)
