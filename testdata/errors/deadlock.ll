; ModuleID = 'deadlock.c'
source_filename = "deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !32 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !39, metadata !DIExpression()), !dbg !40
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %6, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %7, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %8, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %8, align 4, !dbg !48
  %10 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !49
  %11 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !50
  %12 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !51
  call void @llvm.dbg.declare(metadata i32* %9, metadata !52, metadata !DIExpression()), !dbg !53
  %13 = load i32, i32* %6, align 4, !dbg !54
  %14 = add nsw i32 %13, 1, !dbg !55
  %15 = load i32, i32* %7, align 4, !dbg !56
  %16 = srem i32 %14, %15, !dbg !57
  store i32 %16, i32* %9, align 4, !dbg !53
  %17 = bitcast i32* %8 to i8*, !dbg !58
  %18 = load i32, i32* %9, align 4, !dbg !59
  %19 = call i32 @MPI_Recv(i8* noundef %17, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %18, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !60
  %20 = bitcast i32* %8 to i8*, !dbg !61
  %21 = load i32, i32* %9, align 4, !dbg !62
  %22 = call i32 @MPI_Send(i8* noundef %20, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %21, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !63
  %23 = call i32 @MPI_Finalize(), !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

declare i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "deadlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "2f303dfc7c3d26d523171c6c45439cc8")
!2 = !{!3, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 428, baseType: !13)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !4, line: 438, size: 192, elements: !14)
!14 = !{!15, !17, !18, !19, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !13, file: !4, line: 441, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !13, file: !4, line: 442, baseType: !16, size: 32, offset: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !13, file: !4, line: 443, baseType: !16, size: 32, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !13, file: !4, line: 448, baseType: !16, size: 32, offset: 96)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !13, file: !4, line: 449, baseType: !21, size: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 46, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !33, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{!16, !16, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{}
!39 = !DILocalVariable(name: "argc", arg: 1, scope: !32, file: !1, line: 5, type: !16)
!40 = !DILocation(line: 5, column: 14, scope: !32)
!41 = !DILocalVariable(name: "argv", arg: 2, scope: !32, file: !1, line: 5, type: !35)
!42 = !DILocation(line: 5, column: 27, scope: !32)
!43 = !DILocalVariable(name: "rank", scope: !32, file: !1, line: 6, type: !16)
!44 = !DILocation(line: 6, column: 7, scope: !32)
!45 = !DILocalVariable(name: "size", scope: !32, file: !1, line: 6, type: !16)
!46 = !DILocation(line: 6, column: 13, scope: !32)
!47 = !DILocalVariable(name: "x", scope: !32, file: !1, line: 6, type: !16)
!48 = !DILocation(line: 6, column: 19, scope: !32)
!49 = !DILocation(line: 7, column: 3, scope: !32)
!50 = !DILocation(line: 8, column: 3, scope: !32)
!51 = !DILocation(line: 9, column: 3, scope: !32)
!52 = !DILocalVariable(name: "peer", scope: !32, file: !1, line: 10, type: !16)
!53 = !DILocation(line: 10, column: 7, scope: !32)
!54 = !DILocation(line: 10, column: 15, scope: !32)
!55 = !DILocation(line: 10, column: 20, scope: !32)
!56 = !DILocation(line: 10, column: 27, scope: !32)
!57 = !DILocation(line: 10, column: 25, scope: !32)
!58 = !DILocation(line: 11, column: 12, scope: !32)
!59 = !DILocation(line: 11, column: 28, scope: !32)
!60 = !DILocation(line: 11, column: 3, scope: !32)
!61 = !DILocation(line: 12, column: 12, scope: !32)
!62 = !DILocation(line: 12, column: 28, scope: !32)
!63 = !DILocation(line: 12, column: 3, scope: !32)
!64 = !DILocation(line: 13, column: 3, scope: !32)
!65 = !DILocation(line: 14, column: 3, scope: !32)
