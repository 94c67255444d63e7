; ModuleID = 'isort.c'
source_filename = "isort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_min = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [48 x i8] c"isort: %d keys per rank in [0, %d) on %d ranks\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"received %lld keys (expected %lld), %lld errors\0A\00", align 1
@.str.2 = private unnamed_addr constant [50 x i8] c"keys per rank after the exchange: min %d, max %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"NOT sorted\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !24 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [2 x i64], align 16
  %8 = alloca [2 x i64], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !89
  store i32 %0, i32* %3, align 4, !tbaa !90
  call void @llvm.dbg.value(metadata i8** %1, metadata !32, metadata !DIExpression()), !dbg !89
  store i8** %1, i8*** %4, align 8, !tbaa !94
  %13 = bitcast i32* %5 to i8*, !dbg !96
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #10, !dbg !96
  %14 = bitcast i32* %6 to i8*, !dbg !96
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #10, !dbg !96
  call void @llvm.dbg.value(metadata i32* %3, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !89
  call void @llvm.dbg.value(metadata i8*** %4, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %15 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #10, !dbg !97
  call void @llvm.dbg.value(metadata i32* %5, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %16 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #10, !dbg !98
  call void @llvm.dbg.value(metadata i32* %6, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %17 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #10, !dbg !99
  %18 = load i32, i32* %3, align 4, !dbg !100, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %18, metadata !31, metadata !DIExpression()), !dbg !89
  %19 = load i8**, i8*** %4, align 8, !dbg !101, !tbaa !94
  call void @llvm.dbg.value(metadata i8** %19, metadata !32, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %18, metadata !102, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i8** %19, metadata !107, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 1, metadata !108, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 2000, metadata !109, metadata !DIExpression()), !dbg !114
  %20 = icmp sgt i32 %18, 1, !dbg !116
  br i1 %20, label %21, label %40, !dbg !118

21:                                               ; preds = %2
  %22 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !119
  %23 = load i8*, i8** %22, align 8, !dbg !119, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %23, metadata !110, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !114
  %24 = load i8, i8* %23, align 1, !dbg !120, !tbaa !122
  %25 = icmp eq i8 %24, 0, !dbg !123
  br i1 %25, label %40, label %26, !dbg !124

26:                                               ; preds = %21, %32
  %27 = phi i8 [ %38, %32 ], [ %24, %21 ]
  %28 = phi i32 [ %36, %32 ], [ 0, %21 ]
  %29 = phi i8* [ %37, %32 ], [ %23, %21 ]
  call void @llvm.dbg.value(metadata i32 %28, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata i8* %29, metadata !110, metadata !DIExpression()), !dbg !114
  %30 = add i8 %27, -58, !dbg !125
  %31 = icmp ult i8 %30, -10, !dbg !125
  br i1 %31, label %40, label %32, !dbg !125

32:                                               ; preds = %26
  %33 = sext i8 %27 to i32, !dbg !130
  %34 = mul nsw i32 %28, 10, !dbg !131
  %35 = add nsw i32 %33, -48, !dbg !132
  %36 = add i32 %35, %34, !dbg !133
  call void @llvm.dbg.value(metadata i32 %36, metadata !113, metadata !DIExpression()), !dbg !114
  %37 = getelementptr inbounds i8, i8* %29, i64 1, !dbg !134
  call void @llvm.dbg.value(metadata i8* %37, metadata !110, metadata !DIExpression()), !dbg !114
  %38 = load i8, i8* %37, align 1, !dbg !135, !tbaa !122
  %39 = icmp eq i8 %38, 0, !dbg !136
  br i1 %39, label %40, label %26, !dbg !136, !llvm.loop !137

40:                                               ; preds = %26, %32, %2, %21
  %41 = phi i32 [ 2000, %2 ], [ 2000, %21 ], [ 2000, %26 ], [ %36, %32 ], !dbg !114
  call void @llvm.dbg.value(metadata i32 %41, metadata !35, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %18, metadata !31, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i8** %19, metadata !32, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %18, metadata !102, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8** %19, metadata !107, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 2, metadata !108, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 65536, metadata !109, metadata !DIExpression()), !dbg !141
  %42 = icmp sgt i32 %18, 2, !dbg !143
  br i1 %42, label %43, label %62, !dbg !144

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8*, i8** %19, i64 2, !dbg !145
  %45 = load i8*, i8** %44, align 8, !dbg !145, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %45, metadata !110, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !141
  %46 = load i8, i8* %45, align 1, !dbg !146, !tbaa !122
  %47 = icmp eq i8 %46, 0, !dbg !147
  br i1 %47, label %62, label %48, !dbg !148

48:                                               ; preds = %43, %54
  %49 = phi i8 [ %60, %54 ], [ %46, %43 ]
  %50 = phi i32 [ %58, %54 ], [ 0, %43 ]
  %51 = phi i8* [ %59, %54 ], [ %45, %43 ]
  call void @llvm.dbg.value(metadata i32 %50, metadata !113, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8* %51, metadata !110, metadata !DIExpression()), !dbg !141
  %52 = add i8 %49, -58, !dbg !149
  %53 = icmp ult i8 %52, -10, !dbg !149
  br i1 %53, label %62, label %54, !dbg !149

54:                                               ; preds = %48
  %55 = sext i8 %49 to i32, !dbg !150
  %56 = mul nsw i32 %50, 10, !dbg !151
  %57 = add nsw i32 %55, -48, !dbg !152
  %58 = add i32 %57, %56, !dbg !153
  call void @llvm.dbg.value(metadata i32 %58, metadata !113, metadata !DIExpression()), !dbg !141
  %59 = getelementptr inbounds i8, i8* %51, i64 1, !dbg !154
  call void @llvm.dbg.value(metadata i8* %59, metadata !110, metadata !DIExpression()), !dbg !141
  %60 = load i8, i8* %59, align 1, !dbg !155, !tbaa !122
  %61 = icmp eq i8 %60, 0, !dbg !156
  br i1 %61, label %62, label %48, !dbg !156, !llvm.loop !157

62:                                               ; preds = %48, %54, %40, %43
  %63 = phi i32 [ 65536, %40 ], [ 65536, %43 ], [ 65536, %48 ], [ %58, %54 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %63, metadata !36, metadata !DIExpression()), !dbg !89
  %64 = load i32, i32* %6, align 4, !dbg !159, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %65 = icmp slt i32 %63, %64, !dbg !161
  %66 = select i1 %65, i32 %64, i32 %63, !dbg !162
  call void @llvm.dbg.value(metadata i32 %66, metadata !36, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %67 = add i32 %64, -1, !dbg !163
  %68 = add i32 %67, %66, !dbg !164
  %69 = sdiv i32 %68, %64, !dbg !165
  call void @llvm.dbg.value(metadata i32 %69, metadata !37, metadata !DIExpression()), !dbg !89
  %70 = add nsw i32 %41, 1, !dbg !166
  %71 = sext i32 %70 to i64, !dbg !167
  %72 = shl nsw i64 %71, 2, !dbg !168
  %73 = call noalias i8* @malloc(i64 noundef %72) #10, !dbg !169
  %74 = bitcast i8* %73 to i32*, !dbg !169
  call void @llvm.dbg.value(metadata i32* %74, metadata !38, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !33, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !40, metadata !DIExpression(DW_OP_constu, 7919, DW_OP_mul, DW_OP_plus_uconst, 12345, DW_OP_stack_value)), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !41, metadata !DIExpression()), !dbg !170
  %75 = icmp sgt i32 %41, 0, !dbg !171
  br i1 %75, label %76, label %81, !dbg !173

76:                                               ; preds = %62
  %77 = load i32, i32* %5, align 4, !dbg !174, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %77, metadata !33, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %77, metadata !40, metadata !DIExpression(DW_OP_constu, 7919, DW_OP_mul, DW_OP_plus_uconst, 12345, DW_OP_stack_value)), !dbg !89
  %78 = mul i32 %77, 7919, !dbg !175
  call void @llvm.dbg.value(metadata i32 %78, metadata !40, metadata !DIExpression(DW_OP_plus_uconst, 12345, DW_OP_stack_value)), !dbg !89
  %79 = add i32 %78, 12345, !dbg !176
  call void @llvm.dbg.value(metadata i32 %79, metadata !40, metadata !DIExpression()), !dbg !89
  %80 = zext i32 %41 to i64, !dbg !171
  br label %88, !dbg !173

81:                                               ; preds = %88, %62
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %82 = sext i32 %64 to i64, !dbg !177
  %83 = call noalias i8* @calloc(i64 noundef %82, i64 noundef 4) #10, !dbg !178
  %84 = bitcast i8* %83 to i32*, !dbg !178
  call void @llvm.dbg.value(metadata i32* %84, metadata !43, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !44, metadata !DIExpression()), !dbg !179
  %85 = icmp sgt i32 %41, 0, !dbg !180
  br i1 %85, label %86, label %98, !dbg !182

86:                                               ; preds = %81
  %87 = zext i32 %41 to i64, !dbg !180
  br label %107, !dbg !182

88:                                               ; preds = %76, %88
  %89 = phi i64 [ 0, %76 ], [ %96, %88 ]
  %90 = phi i32 [ %79, %76 ], [ %92, %88 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !41, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32* undef, metadata !183, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 %66, metadata !189, metadata !DIExpression()), !dbg !190
  %91 = mul i32 %90, 1103515245, !dbg !192
  %92 = add i32 %91, 12345, !dbg !193
  %93 = lshr i32 %92, 8, !dbg !194
  %94 = urem i32 %93, %66, !dbg !195
  %95 = getelementptr inbounds i32, i32* %74, i64 %89, !dbg !196
  store i32 %94, i32* %95, align 4, !dbg !197, !tbaa !90
  %96 = add nuw nsw i64 %89, 1, !dbg !198
  call void @llvm.dbg.value(metadata i64 %96, metadata !41, metadata !DIExpression()), !dbg !170
  %97 = icmp eq i64 %96, %80, !dbg !171
  br i1 %97, label %81, label %88, !dbg !173, !llvm.loop !199

98:                                               ; preds = %107, %81
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %99 = shl nsw i64 %82, 2, !dbg !201
  %100 = call noalias i8* @malloc(i64 noundef %99) #10, !dbg !202
  %101 = bitcast i8* %100 to i32*, !dbg !202
  call void @llvm.dbg.value(metadata i32* %101, metadata !46, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %102 = call noalias i8* @malloc(i64 noundef %99) #10, !dbg !203
  %103 = bitcast i8* %102 to i32*, !dbg !203
  call void @llvm.dbg.value(metadata i32* %103, metadata !47, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %104 = icmp sgt i32 %64, 0, !dbg !205
  br i1 %104, label %105, label %118, !dbg !207

105:                                              ; preds = %98
  %106 = zext i32 %64 to i64, !dbg !205
  br label %124, !dbg !207

107:                                              ; preds = %86, %107
  %108 = phi i64 [ 0, %86 ], [ %116, %107 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !44, metadata !DIExpression()), !dbg !179
  %109 = getelementptr inbounds i32, i32* %74, i64 %108, !dbg !208
  %110 = load i32, i32* %109, align 4, !dbg !208, !tbaa !90
  %111 = sdiv i32 %110, %69, !dbg !209
  %112 = sext i32 %111 to i64, !dbg !210
  %113 = getelementptr inbounds i32, i32* %84, i64 %112, !dbg !210
  %114 = load i32, i32* %113, align 4, !dbg !211, !tbaa !90
  %115 = add nsw i32 %114, 1, !dbg !211
  store i32 %115, i32* %113, align 4, !dbg !211, !tbaa !90
  %116 = add nuw nsw i64 %108, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %116, metadata !44, metadata !DIExpression()), !dbg !179
  %117 = icmp eq i64 %116, %87, !dbg !180
  br i1 %117, label %98, label %107, !dbg !182, !llvm.loop !213

118:                                              ; preds = %124, %98
  %119 = call noalias i8* @malloc(i64 noundef %72) #10, !dbg !215
  %120 = bitcast i8* %119 to i32*, !dbg !215
  call void @llvm.dbg.value(metadata i32* %120, metadata !51, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !216
  %121 = icmp sgt i32 %41, 0, !dbg !217
  br i1 %121, label %122, label %134, !dbg !218

122:                                              ; preds = %118
  %123 = zext i32 %41 to i64, !dbg !217
  br label %146, !dbg !218

124:                                              ; preds = %105, %124
  %125 = phi i64 [ 0, %105 ], [ %132, %124 ]
  %126 = phi i32 [ 0, %105 ], [ %131, %124 ]
  call void @llvm.dbg.value(metadata i32 %126, metadata !48, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i64 %125, metadata !49, metadata !DIExpression()), !dbg !204
  %127 = getelementptr inbounds i32, i32* %101, i64 %125, !dbg !219
  store i32 %126, i32* %127, align 4, !dbg !221, !tbaa !90
  %128 = getelementptr inbounds i32, i32* %103, i64 %125, !dbg !222
  store i32 %126, i32* %128, align 4, !dbg !223, !tbaa !90
  %129 = getelementptr inbounds i32, i32* %84, i64 %125, !dbg !224
  %130 = load i32, i32* %129, align 4, !dbg !224, !tbaa !90
  %131 = add nsw i32 %130, %126, !dbg !225
  call void @llvm.dbg.value(metadata i32 %131, metadata !48, metadata !DIExpression()), !dbg !89
  %132 = add nuw nsw i64 %125, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %132, metadata !49, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %133 = icmp eq i64 %132, %106, !dbg !205
  br i1 %133, label %118, label %124, !dbg !207, !llvm.loop !227

134:                                              ; preds = %146, %118
  call void @llvm.dbg.value(metadata i32 %64, metadata !34, metadata !DIExpression()), !dbg !89
  %135 = call noalias i8* @malloc(i64 noundef %99) #10, !dbg !229
  %136 = bitcast i8* %135 to i32*, !dbg !229
  call void @llvm.dbg.value(metadata i32* %136, metadata !57, metadata !DIExpression()), !dbg !89
  %137 = call i32 @MPI_Alltoall(i8* noundef %83, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %135, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !230
  %138 = load i32, i32* %6, align 4, !dbg !231, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %138, metadata !34, metadata !DIExpression()), !dbg !89
  %139 = sext i32 %138 to i64, !dbg !231
  %140 = shl nsw i64 %139, 2, !dbg !232
  %141 = call noalias i8* @malloc(i64 noundef %140) #10, !dbg !233
  %142 = bitcast i8* %141 to i32*, !dbg !233
  call void @llvm.dbg.value(metadata i32* %142, metadata !58, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i32 %138, metadata !34, metadata !DIExpression()), !dbg !89
  %143 = icmp sgt i32 %138, 0, !dbg !235
  br i1 %143, label %144, label %159, !dbg !237

144:                                              ; preds = %134
  %145 = zext i32 %138 to i64, !dbg !235
  br label %175, !dbg !237

146:                                              ; preds = %122, %146
  %147 = phi i64 [ 0, %122 ], [ %157, %146 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !52, metadata !DIExpression()), !dbg !216
  %148 = getelementptr inbounds i32, i32* %74, i64 %147, !dbg !238
  %149 = load i32, i32* %148, align 4, !dbg !238, !tbaa !90
  %150 = sdiv i32 %149, %69, !dbg !239
  call void @llvm.dbg.value(metadata i32 %150, metadata !54, metadata !DIExpression()), !dbg !240
  %151 = sext i32 %150 to i64, !dbg !241
  %152 = getelementptr inbounds i32, i32* %103, i64 %151, !dbg !241
  %153 = load i32, i32* %152, align 4, !dbg !242, !tbaa !90
  %154 = add nsw i32 %153, 1, !dbg !242
  store i32 %154, i32* %152, align 4, !dbg !242, !tbaa !90
  %155 = sext i32 %153 to i64, !dbg !243
  %156 = getelementptr inbounds i32, i32* %120, i64 %155, !dbg !243
  store i32 %149, i32* %156, align 4, !dbg !244, !tbaa !90
  %157 = add nuw nsw i64 %147, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %157, metadata !52, metadata !DIExpression()), !dbg !216
  %158 = icmp eq i64 %157, %123, !dbg !217
  br i1 %158, label %134, label %146, !dbg !218, !llvm.loop !246

159:                                              ; preds = %175, %134
  %160 = phi i32 [ 0, %134 ], [ %181, %175 ], !dbg !89
  %161 = add nsw i32 %160, 1, !dbg !248
  %162 = sext i32 %161 to i64, !dbg !249
  %163 = shl nsw i64 %162, 2, !dbg !250
  %164 = call noalias i8* @malloc(i64 noundef %163) #10, !dbg !251
  %165 = bitcast i8* %164 to i32*, !dbg !251
  call void @llvm.dbg.value(metadata i32* %165, metadata !62, metadata !DIExpression()), !dbg !89
  %166 = call i32 @MPI_Alltoallv(i8* noundef %119, i32* noundef %84, i32* noundef %101, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %164, i32* noundef %136, i32* noundef %142, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !252
  %167 = load i32, i32* %5, align 4, !dbg !253, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %167, metadata !33, metadata !DIExpression()), !dbg !89
  %168 = mul nsw i32 %167, %69, !dbg !254
  call void @llvm.dbg.value(metadata i32 %168, metadata !63, metadata !DIExpression()), !dbg !89
  %169 = sext i32 %69 to i64, !dbg !255
  %170 = call noalias i8* @calloc(i64 noundef %169, i64 noundef 4) #10, !dbg !256
  %171 = bitcast i8* %170 to i32*, !dbg !256
  call void @llvm.dbg.value(metadata i32* %171, metadata !64, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !257
  %172 = icmp sgt i32 %160, 0, !dbg !258
  br i1 %172, label %173, label %184, !dbg !259

173:                                              ; preds = %159
  %174 = zext i32 %160 to i64, !dbg !258
  br label %191, !dbg !259

175:                                              ; preds = %144, %175
  %176 = phi i64 [ 0, %144 ], [ %182, %175 ]
  %177 = phi i32 [ 0, %144 ], [ %181, %175 ]
  call void @llvm.dbg.value(metadata i64 %176, metadata !60, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i32 %177, metadata !59, metadata !DIExpression()), !dbg !89
  %178 = getelementptr inbounds i32, i32* %142, i64 %176, !dbg !260
  store i32 %177, i32* %178, align 4, !dbg !262, !tbaa !90
  %179 = getelementptr inbounds i32, i32* %136, i64 %176, !dbg !263
  %180 = load i32, i32* %179, align 4, !dbg !263, !tbaa !90
  %181 = add nsw i32 %180, %177, !dbg !264
  call void @llvm.dbg.value(metadata i32 %181, metadata !59, metadata !DIExpression()), !dbg !89
  %182 = add nuw nsw i64 %176, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %182, metadata !60, metadata !DIExpression()), !dbg !234
  call void @llvm.dbg.value(metadata i32 %138, metadata !34, metadata !DIExpression()), !dbg !89
  %183 = icmp eq i64 %182, %145, !dbg !235
  br i1 %183, label %159, label %175, !dbg !237, !llvm.loop !266

184:                                              ; preds = %207, %159
  %185 = phi i32 [ 0, %159 ], [ %208, %207 ], !dbg !89
  %186 = call noalias i8* @malloc(i64 noundef %163) #10, !dbg !268
  %187 = bitcast i8* %186 to i32*, !dbg !268
  call void @llvm.dbg.value(metadata i32* %187, metadata !71, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !269
  %188 = icmp sgt i32 %69, 0, !dbg !270
  br i1 %188, label %189, label %221, !dbg !271

189:                                              ; preds = %184
  %190 = zext i32 %69 to i64, !dbg !270
  br label %211, !dbg !271

191:                                              ; preds = %173, %207
  %192 = phi i64 [ 0, %173 ], [ %209, %207 ]
  %193 = phi i32 [ 0, %173 ], [ %208, %207 ]
  call void @llvm.dbg.value(metadata i64 %192, metadata !66, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %193, metadata !65, metadata !DIExpression()), !dbg !89
  %194 = getelementptr inbounds i32, i32* %165, i64 %192, !dbg !272
  %195 = load i32, i32* %194, align 4, !dbg !272, !tbaa !90
  %196 = sub nsw i32 %195, %168, !dbg !273
  call void @llvm.dbg.value(metadata i32 %196, metadata !68, metadata !DIExpression()), !dbg !274
  %197 = icmp sgt i32 %196, -1, !dbg !275
  %198 = icmp slt i32 %196, %69
  %199 = select i1 %197, i1 %198, i1 false, !dbg !277
  br i1 %199, label %202, label %200, !dbg !277

200:                                              ; preds = %191
  %201 = add nsw i32 %193, 1, !dbg !278
  call void @llvm.dbg.value(metadata i32 %201, metadata !65, metadata !DIExpression()), !dbg !89
  br label %207, !dbg !279

202:                                              ; preds = %191
  %203 = sext i32 %196 to i64, !dbg !280
  %204 = getelementptr inbounds i32, i32* %171, i64 %203, !dbg !280
  %205 = load i32, i32* %204, align 4, !dbg !281, !tbaa !90
  %206 = add nsw i32 %205, 1, !dbg !281
  store i32 %206, i32* %204, align 4, !dbg !281, !tbaa !90
  br label %207

207:                                              ; preds = %202, %200
  %208 = phi i32 [ %201, %200 ], [ %193, %202 ], !dbg !89
  call void @llvm.dbg.value(metadata i32 %208, metadata !65, metadata !DIExpression()), !dbg !89
  %209 = add nuw nsw i64 %192, 1, !dbg !282
  call void @llvm.dbg.value(metadata i64 %209, metadata !66, metadata !DIExpression()), !dbg !257
  %210 = icmp eq i64 %209, %174, !dbg !258
  br i1 %210, label %184, label %191, !dbg !259, !llvm.loop !283

211:                                              ; preds = %189, %228
  %212 = phi i64 [ 0, %189 ], [ %230, %228 ]
  %213 = phi i32 [ 0, %189 ], [ %229, %228 ]
  call void @llvm.dbg.value(metadata i64 %212, metadata !73, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 %213, metadata !72, metadata !DIExpression()), !dbg !89
  %214 = getelementptr inbounds i32, i32* %171, i64 %212
  %215 = load i32, i32* %214, align 4, !tbaa !90
  call void @llvm.dbg.value(metadata i32 0, metadata !75, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i32 %213, metadata !72, metadata !DIExpression()), !dbg !89
  %216 = icmp sgt i32 %215, 0, !dbg !286
  br i1 %216, label %217, label %228, !dbg !288

217:                                              ; preds = %211
  %218 = trunc i64 %212 to i32
  %219 = add nsw i32 %168, %218
  %220 = sext i32 %213 to i64, !dbg !288
  br label %232, !dbg !288

221:                                              ; preds = %228, %184
  %222 = phi i32 [ 0, %184 ], [ %229, %228 ], !dbg !289
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 %185, metadata !65, metadata !DIExpression()), !dbg !89
  %223 = icmp sgt i32 %222, 1, !dbg !291
  br i1 %223, label %224, label %239, !dbg !293

224:                                              ; preds = %221
  %225 = zext i32 %222 to i64, !dbg !291
  br label %257, !dbg !293

226:                                              ; preds = %232
  %227 = trunc i64 %235 to i32, !dbg !294
  br label %228, !dbg !294

228:                                              ; preds = %226, %211
  %229 = phi i32 [ %213, %211 ], [ %227, %226 ], !dbg !89
  %230 = add nuw nsw i64 %212, 1, !dbg !294
  call void @llvm.dbg.value(metadata i64 %230, metadata !73, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i32 %229, metadata !72, metadata !DIExpression()), !dbg !89
  %231 = icmp eq i64 %230, %190, !dbg !270
  br i1 %231, label %221, label %211, !dbg !271, !llvm.loop !295

232:                                              ; preds = %217, %232
  %233 = phi i64 [ %220, %217 ], [ %235, %232 ]
  %234 = phi i32 [ 0, %217 ], [ %237, %232 ]
  call void @llvm.dbg.value(metadata i32 %234, metadata !75, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.value(metadata i64 %233, metadata !72, metadata !DIExpression()), !dbg !89
  %235 = add nsw i64 %233, 1, !dbg !297
  call void @llvm.dbg.value(metadata i64 %235, metadata !72, metadata !DIExpression()), !dbg !89
  %236 = getelementptr inbounds i32, i32* %187, i64 %233, !dbg !298
  store i32 %219, i32* %236, align 4, !dbg !299, !tbaa !90
  %237 = add nuw nsw i32 %234, 1, !dbg !300
  call void @llvm.dbg.value(metadata i32 %237, metadata !75, metadata !DIExpression()), !dbg !285
  %238 = icmp eq i32 %237, %215, !dbg !286
  br i1 %238, label %226, label %232, !dbg !288, !llvm.loop !301

239:                                              ; preds = %257, %221
  %240 = phi i32 [ %185, %221 ], [ %267, %257 ], !dbg !89
  %241 = bitcast [2 x i64]* %7 to i8*, !dbg !303
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %241) #10, !dbg !303
  call void @llvm.dbg.declare(metadata [2 x i64]* %7, metadata !80, metadata !DIExpression()), !dbg !304
  %242 = getelementptr inbounds [2 x i64], [2 x i64]* %7, i64 0, i64 0, !dbg !305
  %243 = sext i32 %160 to i64, !dbg !306
  store i64 %243, i64* %242, align 16, !dbg !305, !tbaa !307
  %244 = getelementptr inbounds [2 x i64], [2 x i64]* %7, i64 0, i64 1, !dbg !305
  %245 = sext i32 %240 to i64, !dbg !309
  store i64 %245, i64* %244, align 8, !dbg !305, !tbaa !307
  %246 = bitcast [2 x i64]* %8 to i8*, !dbg !303
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %246) #10, !dbg !303
  call void @llvm.dbg.declare(metadata [2 x i64]* %8, metadata !84, metadata !DIExpression()), !dbg !310
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %246, i8 0, i64 16, i1 false), !dbg !310
  %247 = getelementptr inbounds [2 x i64], [2 x i64]* %8, i64 0, i64 0, !dbg !311
  %248 = call i32 @MPI_Reduce(i8* noundef nonnull %241, i8* noundef nonnull %246, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !312
  %249 = bitcast i32* %9 to i8*, !dbg !313
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %249) #10, !dbg !313
  call void @llvm.dbg.value(metadata i32 %160, metadata !85, metadata !DIExpression()), !dbg !89
  store i32 %160, i32* %9, align 4, !dbg !314, !tbaa !90
  %250 = bitcast i32* %10 to i8*, !dbg !313
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %250) #10, !dbg !313
  call void @llvm.dbg.value(metadata i32 %160, metadata !86, metadata !DIExpression()), !dbg !89
  store i32 %160, i32* %10, align 4, !dbg !315, !tbaa !90
  %251 = bitcast i32* %11 to i8*, !dbg !313
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %251) #10, !dbg !313
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %11, align 4, !dbg !316, !tbaa !90
  %252 = bitcast i32* %12 to i8*, !dbg !313
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %252) #10, !dbg !313
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %12, align 4, !dbg !317, !tbaa !90
  call void @llvm.dbg.value(metadata i32* %9, metadata !85, metadata !DIExpression(DW_OP_deref)), !dbg !89
  call void @llvm.dbg.value(metadata i32* %11, metadata !87, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %253 = call i32 @MPI_Reduce(i8* noundef nonnull %249, i8* noundef nonnull %251, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_min to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !318
  call void @llvm.dbg.value(metadata i32* %10, metadata !86, metadata !DIExpression(DW_OP_deref)), !dbg !89
  call void @llvm.dbg.value(metadata i32* %12, metadata !88, metadata !DIExpression(DW_OP_deref)), !dbg !89
  %254 = call i32 @MPI_Reduce(i8* noundef nonnull %250, i8* noundef nonnull %252, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !319
  %255 = load i32, i32* %5, align 4, !dbg !320, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %255, metadata !33, metadata !DIExpression()), !dbg !89
  %256 = icmp eq i32 %255, 0, !dbg !322
  br i1 %256, label %270, label %294, !dbg !323

257:                                              ; preds = %224, %257
  %258 = phi i64 [ 1, %224 ], [ %268, %257 ]
  %259 = phi i32 [ %185, %224 ], [ %267, %257 ]
  call void @llvm.dbg.value(metadata i64 %258, metadata !78, metadata !DIExpression()), !dbg !290
  call void @llvm.dbg.value(metadata i32 %259, metadata !65, metadata !DIExpression()), !dbg !89
  %260 = add nsw i64 %258, -1, !dbg !324
  %261 = getelementptr inbounds i32, i32* %187, i64 %260, !dbg !326
  %262 = load i32, i32* %261, align 4, !dbg !326, !tbaa !90
  %263 = getelementptr inbounds i32, i32* %187, i64 %258, !dbg !327
  %264 = load i32, i32* %263, align 4, !dbg !327, !tbaa !90
  %265 = icmp sgt i32 %262, %264, !dbg !328
  %266 = zext i1 %265 to i32, !dbg !329
  %267 = add nsw i32 %259, %266, !dbg !329
  call void @llvm.dbg.value(metadata i32 %267, metadata !65, metadata !DIExpression()), !dbg !89
  %268 = add nuw nsw i64 %258, 1, !dbg !330
  call void @llvm.dbg.value(metadata i64 %268, metadata !78, metadata !DIExpression()), !dbg !290
  %269 = icmp eq i64 %268, %225, !dbg !291
  br i1 %269, label %239, label %257, !dbg !293, !llvm.loop !331

270:                                              ; preds = %239
  %271 = load i32, i32* %6, align 4, !dbg !333, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %271, metadata !34, metadata !DIExpression()), !dbg !89
  %272 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([48 x i8], [48 x i8]* @.str, i64 0, i64 0), i32 noundef %41, i32 noundef %66, i32 noundef %271), !dbg !335
  %273 = load i64, i64* %247, align 16, !dbg !336, !tbaa !307
  %274 = sext i32 %41 to i64, !dbg !337
  %275 = load i32, i32* %6, align 4, !dbg !338, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %275, metadata !34, metadata !DIExpression()), !dbg !89
  %276 = sext i32 %275 to i64, !dbg !338
  %277 = mul nsw i64 %276, %274, !dbg !339
  %278 = getelementptr inbounds [2 x i64], [2 x i64]* %8, i64 0, i64 1, !dbg !340
  %279 = load i64, i64* %278, align 8, !dbg !340, !tbaa !307
  %280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i64 noundef %273, i64 noundef %277, i64 noundef %279), !dbg !341
  %281 = load i32, i32* %11, align 4, !dbg !342, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %281, metadata !87, metadata !DIExpression()), !dbg !89
  %282 = load i32, i32* %12, align 4, !dbg !343, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %282, metadata !88, metadata !DIExpression()), !dbg !89
  %283 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str.2, i64 0, i64 0), i32 noundef %281, i32 noundef %282), !dbg !344
  %284 = load i64, i64* %247, align 16, !dbg !345, !tbaa !307
  %285 = load i32, i32* %6, align 4, !dbg !346, !tbaa !90
  call void @llvm.dbg.value(metadata i32 %285, metadata !34, metadata !DIExpression()), !dbg !89
  %286 = sext i32 %285 to i64, !dbg !346
  %287 = mul nsw i64 %286, %274, !dbg !347
  %288 = icmp eq i64 %284, %287, !dbg !348
  %289 = load i64, i64* %278, align 8, !dbg !349
  %290 = icmp eq i64 %289, 0, !dbg !349
  %291 = select i1 %288, i1 %290, i1 false, !dbg !349
  %292 = select i1 %291, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), !dbg !345
  %293 = call i32 @puts(i8* nonnull dereferenceable(1) %292), !dbg !350
  br label %294, !dbg !351

294:                                              ; preds = %270, %239
  call void @free(i8* noundef %73) #10, !dbg !352
  call void @free(i8* noundef %83) #10, !dbg !353
  call void @free(i8* noundef %100) #10, !dbg !354
  call void @free(i8* noundef %102) #10, !dbg !355
  call void @free(i8* noundef %119) #10, !dbg !356
  call void @free(i8* noundef %135) #10, !dbg !357
  call void @free(i8* noundef %141) #10, !dbg !358
  call void @free(i8* noundef %164) #10, !dbg !359
  call void @free(i8* noundef %170) #10, !dbg !360
  call void @free(i8* noundef %186) #10, !dbg !361
  %295 = call i32 @MPI_Finalize() #10, !dbg !362
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %252) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %251) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %250) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %249) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %246) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %241) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #10, !dbg !363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #10, !dbg !363
  ret i32 0, !dbg !363
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !364 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !369 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !372 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

declare !dbg !373 i32 @MPI_Alltoall(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !378 i32 @MPI_Alltoallv(i8* noundef, i32* noundef, i32* noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32* noundef, i32* noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

declare !dbg !383 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare !dbg !386 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "isort.c", directory: ".", checksumkind: CSK_MD5, checksum: "de6ab51c8bf9f8344fba4b0e6a8ccc8c")
!2 = !{!3, !7, !8, !9, !12, !15, !16}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!15 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !25, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!25 = !DISubroutineType(types: !26)
!26 = !{!16, !16, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31, !32, !33, !34, !35, !36, !37, !38, !40, !41, !43, !44, !46, !47, !48, !49, !51, !52, !54, !57, !58, !59, !60, !62, !63, !64, !65, !66, !68, !71, !72, !73, !75, !78, !80, !84, !85, !86, !87, !88}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !1, line: 35, type: !16)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !1, line: 35, type: !27)
!33 = !DILocalVariable(name: "rank", scope: !24, file: !1, line: 36, type: !16)
!34 = !DILocalVariable(name: "size", scope: !24, file: !1, line: 36, type: !16)
!35 = !DILocalVariable(name: "nkeys", scope: !24, file: !1, line: 41, type: !16)
!36 = !DILocalVariable(name: "range", scope: !24, file: !1, line: 42, type: !16)
!37 = !DILocalVariable(name: "width", scope: !24, file: !1, line: 45, type: !16)
!38 = !DILocalVariable(name: "keys", scope: !24, file: !1, line: 47, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!40 = !DILocalVariable(name: "state", scope: !24, file: !1, line: 48, type: !8)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 49, type: !16)
!42 = distinct !DILexicalBlock(scope: !24, file: !1, line: 49, column: 3)
!43 = !DILocalVariable(name: "send_counts", scope: !24, file: !1, line: 53, type: !39)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 54, type: !16)
!45 = distinct !DILexicalBlock(scope: !24, file: !1, line: 54, column: 3)
!46 = !DILocalVariable(name: "send_displs", scope: !24, file: !1, line: 56, type: !39)
!47 = !DILocalVariable(name: "fill", scope: !24, file: !1, line: 57, type: !39)
!48 = !DILocalVariable(name: "offset", scope: !24, file: !1, line: 58, type: !16)
!49 = !DILocalVariable(name: "b", scope: !50, file: !1, line: 59, type: !16)
!50 = distinct !DILexicalBlock(scope: !24, file: !1, line: 59, column: 3)
!51 = !DILocalVariable(name: "send_keys", scope: !24, file: !1, line: 64, type: !39)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 65, type: !16)
!53 = distinct !DILexicalBlock(scope: !24, file: !1, line: 65, column: 3)
!54 = !DILocalVariable(name: "b", scope: !55, file: !1, line: 66, type: !16)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 65, column: 35)
!56 = distinct !DILexicalBlock(scope: !53, file: !1, line: 65, column: 3)
!57 = !DILocalVariable(name: "recv_counts", scope: !24, file: !1, line: 70, type: !39)
!58 = !DILocalVariable(name: "recv_displs", scope: !24, file: !1, line: 72, type: !39)
!59 = !DILocalVariable(name: "total", scope: !24, file: !1, line: 73, type: !16)
!60 = !DILocalVariable(name: "b", scope: !61, file: !1, line: 74, type: !16)
!61 = distinct !DILexicalBlock(scope: !24, file: !1, line: 74, column: 3)
!62 = !DILocalVariable(name: "recv_keys", scope: !24, file: !1, line: 78, type: !39)
!63 = !DILocalVariable(name: "low", scope: !24, file: !1, line: 83, type: !16)
!64 = !DILocalVariable(name: "histogram", scope: !24, file: !1, line: 84, type: !39)
!65 = !DILocalVariable(name: "errors", scope: !24, file: !1, line: 85, type: !16)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 86, type: !16)
!67 = distinct !DILexicalBlock(scope: !24, file: !1, line: 86, column: 3)
!68 = !DILocalVariable(name: "k", scope: !69, file: !1, line: 87, type: !16)
!69 = distinct !DILexicalBlock(scope: !70, file: !1, line: 86, column: 35)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 86, column: 3)
!71 = !DILocalVariable(name: "sorted", scope: !24, file: !1, line: 93, type: !39)
!72 = !DILocalVariable(name: "n", scope: !24, file: !1, line: 94, type: !16)
!73 = !DILocalVariable(name: "k", scope: !74, file: !1, line: 95, type: !16)
!74 = distinct !DILexicalBlock(scope: !24, file: !1, line: 95, column: 3)
!75 = !DILocalVariable(name: "c", scope: !76, file: !1, line: 96, type: !16)
!76 = distinct !DILexicalBlock(scope: !77, file: !1, line: 96, column: 5)
!77 = distinct !DILexicalBlock(scope: !74, file: !1, line: 95, column: 3)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 98, type: !16)
!79 = distinct !DILexicalBlock(scope: !24, file: !1, line: 98, column: 3)
!80 = !DILocalVariable(name: "local", scope: !24, file: !1, line: 103, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !DILocalVariable(name: "global", scope: !24, file: !1, line: 103, type: !81)
!85 = !DILocalVariable(name: "local_min", scope: !24, file: !1, line: 105, type: !16)
!86 = !DILocalVariable(name: "local_max", scope: !24, file: !1, line: 105, type: !16)
!87 = !DILocalVariable(name: "min_keys", scope: !24, file: !1, line: 105, type: !16)
!88 = !DILocalVariable(name: "max_keys", scope: !24, file: !1, line: 105, type: !16)
!89 = !DILocation(line: 0, scope: !24)
!90 = !{!91, !91, i64 0}
!91 = !{!"int", !92, i64 0}
!92 = !{!"omnipotent char", !93, i64 0}
!93 = !{!"Simple C/C++ TBAA"}
!94 = !{!95, !95, i64 0}
!95 = !{!"any pointer", !92, i64 0}
!96 = !DILocation(line: 36, column: 3, scope: !24)
!97 = !DILocation(line: 37, column: 3, scope: !24)
!98 = !DILocation(line: 38, column: 3, scope: !24)
!99 = !DILocation(line: 39, column: 3, scope: !24)
!100 = !DILocation(line: 41, column: 27, scope: !24)
!101 = !DILocation(line: 41, column: 33, scope: !24)
!102 = !DILocalVariable(name: "argc", arg: 1, scope: !103, file: !1, line: 14, type: !16)
!103 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 14, type: !104, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !106)
!104 = !DISubroutineType(types: !105)
!105 = !{!16, !16, !27, !16, !16}
!106 = !{!102, !107, !108, !109, !110, !113}
!107 = !DILocalVariable(name: "argv", arg: 2, scope: !103, file: !1, line: 14, type: !27)
!108 = !DILocalVariable(name: "index", arg: 3, scope: !103, file: !1, line: 14, type: !16)
!109 = !DILocalVariable(name: "fallback", arg: 4, scope: !103, file: !1, line: 14, type: !16)
!110 = !DILocalVariable(name: "s", scope: !103, file: !1, line: 17, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!113 = !DILocalVariable(name: "value", scope: !103, file: !1, line: 18, type: !16)
!114 = !DILocation(line: 0, scope: !103, inlinedAt: !115)
!115 = distinct !DILocation(line: 41, column: 15, scope: !24)
!116 = !DILocation(line: 15, column: 13, scope: !117, inlinedAt: !115)
!117 = distinct !DILexicalBlock(scope: !103, file: !1, line: 15, column: 7)
!118 = !DILocation(line: 15, column: 7, scope: !103, inlinedAt: !115)
!119 = !DILocation(line: 17, column: 19, scope: !103, inlinedAt: !115)
!120 = !DILocation(line: 19, column: 7, scope: !121, inlinedAt: !115)
!121 = distinct !DILexicalBlock(scope: !103, file: !1, line: 19, column: 7)
!122 = !{!92, !92, i64 0}
!123 = !DILocation(line: 19, column: 10, scope: !121, inlinedAt: !115)
!124 = !DILocation(line: 19, column: 7, scope: !103, inlinedAt: !115)
!125 = !DILocation(line: 22, column: 18, scope: !126, inlinedAt: !115)
!126 = distinct !DILexicalBlock(scope: !127, file: !1, line: 22, column: 9)
!127 = distinct !DILexicalBlock(scope: !128, file: !1, line: 21, column: 19)
!128 = distinct !DILexicalBlock(scope: !129, file: !1, line: 21, column: 3)
!129 = distinct !DILexicalBlock(scope: !103, file: !1, line: 21, column: 3)
!130 = !DILocation(line: 22, column: 9, scope: !126, inlinedAt: !115)
!131 = !DILocation(line: 24, column: 19, scope: !127, inlinedAt: !115)
!132 = !DILocation(line: 24, column: 30, scope: !127, inlinedAt: !115)
!133 = !DILocation(line: 24, column: 24, scope: !127, inlinedAt: !115)
!134 = !DILocation(line: 21, column: 15, scope: !128, inlinedAt: !115)
!135 = !DILocation(line: 21, column: 10, scope: !128, inlinedAt: !115)
!136 = !DILocation(line: 21, column: 3, scope: !129, inlinedAt: !115)
!137 = distinct !{!137, !136, !138, !139, !140}
!138 = !DILocation(line: 25, column: 3, scope: !129, inlinedAt: !115)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !{!"llvm.loop.unroll.disable"}
!141 = !DILocation(line: 0, scope: !103, inlinedAt: !142)
!142 = distinct !DILocation(line: 42, column: 15, scope: !24)
!143 = !DILocation(line: 15, column: 13, scope: !117, inlinedAt: !142)
!144 = !DILocation(line: 15, column: 7, scope: !103, inlinedAt: !142)
!145 = !DILocation(line: 17, column: 19, scope: !103, inlinedAt: !142)
!146 = !DILocation(line: 19, column: 7, scope: !121, inlinedAt: !142)
!147 = !DILocation(line: 19, column: 10, scope: !121, inlinedAt: !142)
!148 = !DILocation(line: 19, column: 7, scope: !103, inlinedAt: !142)
!149 = !DILocation(line: 22, column: 18, scope: !126, inlinedAt: !142)
!150 = !DILocation(line: 22, column: 9, scope: !126, inlinedAt: !142)
!151 = !DILocation(line: 24, column: 19, scope: !127, inlinedAt: !142)
!152 = !DILocation(line: 24, column: 30, scope: !127, inlinedAt: !142)
!153 = !DILocation(line: 24, column: 24, scope: !127, inlinedAt: !142)
!154 = !DILocation(line: 21, column: 15, scope: !128, inlinedAt: !142)
!155 = !DILocation(line: 21, column: 10, scope: !128, inlinedAt: !142)
!156 = !DILocation(line: 21, column: 3, scope: !129, inlinedAt: !142)
!157 = distinct !{!157, !156, !158, !139, !140}
!158 = !DILocation(line: 25, column: 3, scope: !129, inlinedAt: !142)
!159 = !DILocation(line: 43, column: 15, scope: !160)
!160 = distinct !DILexicalBlock(scope: !24, file: !1, line: 43, column: 7)
!161 = !DILocation(line: 43, column: 13, scope: !160)
!162 = !DILocation(line: 43, column: 7, scope: !24)
!163 = !DILocation(line: 45, column: 22, scope: !24)
!164 = !DILocation(line: 45, column: 29, scope: !24)
!165 = !DILocation(line: 45, column: 34, scope: !24)
!166 = !DILocation(line: 47, column: 43, scope: !24)
!167 = !DILocation(line: 47, column: 36, scope: !24)
!168 = !DILocation(line: 47, column: 34, scope: !24)
!169 = !DILocation(line: 47, column: 15, scope: !24)
!170 = !DILocation(line: 0, scope: !42)
!171 = !DILocation(line: 49, column: 21, scope: !172)
!172 = distinct !DILexicalBlock(scope: !42, file: !1, line: 49, column: 3)
!173 = !DILocation(line: 49, column: 3, scope: !42)
!174 = !DILocation(line: 48, column: 47, scope: !24)
!175 = !DILocation(line: 48, column: 35, scope: !24)
!176 = !DILocation(line: 48, column: 27, scope: !24)
!177 = !DILocation(line: 53, column: 29, scope: !24)
!178 = !DILocation(line: 53, column: 22, scope: !24)
!179 = !DILocation(line: 0, scope: !45)
!180 = !DILocation(line: 54, column: 21, scope: !181)
!181 = distinct !DILexicalBlock(scope: !45, file: !1, line: 54, column: 3)
!182 = !DILocation(line: 54, column: 3, scope: !45)
!183 = !DILocalVariable(name: "state", arg: 1, scope: !184, file: !1, line: 30, type: !187)
!184 = distinct !DISubprogram(name: "next_key", scope: !1, file: !1, line: 30, type: !185, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!185 = !DISubroutineType(types: !186)
!186 = !{!16, !187, !16}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!188 = !{!183, !189}
!189 = !DILocalVariable(name: "range", arg: 2, scope: !184, file: !1, line: 30, type: !16)
!190 = !DILocation(line: 0, scope: !184, inlinedAt: !191)
!191 = distinct !DILocation(line: 50, column: 15, scope: !172)
!192 = !DILocation(line: 31, column: 19, scope: !184, inlinedAt: !191)
!193 = !DILocation(line: 31, column: 33, scope: !184, inlinedAt: !191)
!194 = !DILocation(line: 32, column: 24, scope: !184, inlinedAt: !191)
!195 = !DILocation(line: 32, column: 30, scope: !184, inlinedAt: !191)
!196 = !DILocation(line: 50, column: 5, scope: !172)
!197 = !DILocation(line: 50, column: 13, scope: !172)
!198 = !DILocation(line: 49, column: 31, scope: !172)
!199 = distinct !{!199, !173, !200, !139, !140}
!200 = !DILocation(line: 50, column: 37, scope: !42)
!201 = !DILocation(line: 56, column: 41, scope: !24)
!202 = !DILocation(line: 56, column: 22, scope: !24)
!203 = !DILocation(line: 57, column: 15, scope: !24)
!204 = !DILocation(line: 0, scope: !50)
!205 = !DILocation(line: 59, column: 21, scope: !206)
!206 = distinct !DILexicalBlock(scope: !50, file: !1, line: 59, column: 3)
!207 = !DILocation(line: 59, column: 3, scope: !50)
!208 = !DILocation(line: 55, column: 17, scope: !181)
!209 = !DILocation(line: 55, column: 25, scope: !181)
!210 = !DILocation(line: 55, column: 5, scope: !181)
!211 = !DILocation(line: 55, column: 33, scope: !181)
!212 = !DILocation(line: 54, column: 31, scope: !181)
!213 = distinct !{!213, !182, !214, !139, !140}
!214 = !DILocation(line: 55, column: 33, scope: !45)
!215 = !DILocation(line: 64, column: 20, scope: !24)
!216 = !DILocation(line: 0, scope: !53)
!217 = !DILocation(line: 65, column: 21, scope: !56)
!218 = !DILocation(line: 65, column: 3, scope: !53)
!219 = !DILocation(line: 60, column: 5, scope: !220)
!220 = distinct !DILexicalBlock(scope: !206, file: !1, line: 59, column: 34)
!221 = !DILocation(line: 60, column: 20, scope: !220)
!222 = !DILocation(line: 61, column: 5, scope: !220)
!223 = !DILocation(line: 61, column: 13, scope: !220)
!224 = !DILocation(line: 62, column: 15, scope: !220)
!225 = !DILocation(line: 62, column: 12, scope: !220)
!226 = !DILocation(line: 59, column: 30, scope: !206)
!227 = distinct !{!227, !207, !228, !139, !140}
!228 = !DILocation(line: 63, column: 3, scope: !50)
!229 = !DILocation(line: 70, column: 22, scope: !24)
!230 = !DILocation(line: 71, column: 3, scope: !24)
!231 = !DILocation(line: 72, column: 43, scope: !24)
!232 = !DILocation(line: 72, column: 41, scope: !24)
!233 = !DILocation(line: 72, column: 22, scope: !24)
!234 = !DILocation(line: 0, scope: !61)
!235 = !DILocation(line: 74, column: 21, scope: !236)
!236 = distinct !DILexicalBlock(scope: !61, file: !1, line: 74, column: 3)
!237 = !DILocation(line: 74, column: 3, scope: !61)
!238 = !DILocation(line: 66, column: 13, scope: !55)
!239 = !DILocation(line: 66, column: 21, scope: !55)
!240 = !DILocation(line: 0, scope: !55)
!241 = !DILocation(line: 67, column: 15, scope: !55)
!242 = !DILocation(line: 67, column: 22, scope: !55)
!243 = !DILocation(line: 67, column: 5, scope: !55)
!244 = !DILocation(line: 67, column: 26, scope: !55)
!245 = !DILocation(line: 65, column: 31, scope: !56)
!246 = distinct !{!246, !218, !247, !139, !140}
!247 = !DILocation(line: 68, column: 3, scope: !53)
!248 = !DILocation(line: 78, column: 48, scope: !24)
!249 = !DILocation(line: 78, column: 41, scope: !24)
!250 = !DILocation(line: 78, column: 39, scope: !24)
!251 = !DILocation(line: 78, column: 20, scope: !24)
!252 = !DILocation(line: 79, column: 3, scope: !24)
!253 = !DILocation(line: 83, column: 13, scope: !24)
!254 = !DILocation(line: 83, column: 18, scope: !24)
!255 = !DILocation(line: 84, column: 27, scope: !24)
!256 = !DILocation(line: 84, column: 20, scope: !24)
!257 = !DILocation(line: 0, scope: !67)
!258 = !DILocation(line: 86, column: 21, scope: !70)
!259 = !DILocation(line: 86, column: 3, scope: !67)
!260 = !DILocation(line: 75, column: 5, scope: !261)
!261 = distinct !DILexicalBlock(scope: !236, file: !1, line: 74, column: 34)
!262 = !DILocation(line: 75, column: 20, scope: !261)
!263 = !DILocation(line: 76, column: 14, scope: !261)
!264 = !DILocation(line: 76, column: 11, scope: !261)
!265 = !DILocation(line: 74, column: 30, scope: !236)
!266 = distinct !{!266, !237, !267, !139, !140}
!267 = !DILocation(line: 77, column: 3, scope: !61)
!268 = !DILocation(line: 93, column: 17, scope: !24)
!269 = !DILocation(line: 0, scope: !74)
!270 = !DILocation(line: 95, column: 21, scope: !77)
!271 = !DILocation(line: 95, column: 3, scope: !74)
!272 = !DILocation(line: 87, column: 13, scope: !69)
!273 = !DILocation(line: 87, column: 26, scope: !69)
!274 = !DILocation(line: 0, scope: !69)
!275 = !DILocation(line: 88, column: 11, scope: !276)
!276 = distinct !DILexicalBlock(scope: !69, file: !1, line: 88, column: 9)
!277 = !DILocation(line: 88, column: 15, scope: !276)
!278 = !DILocation(line: 89, column: 13, scope: !276)
!279 = !DILocation(line: 89, column: 7, scope: !276)
!280 = !DILocation(line: 91, column: 7, scope: !276)
!281 = !DILocation(line: 91, column: 19, scope: !276)
!282 = !DILocation(line: 86, column: 31, scope: !70)
!283 = distinct !{!283, !259, !284, !139, !140}
!284 = !DILocation(line: 92, column: 3, scope: !67)
!285 = !DILocation(line: 0, scope: !76)
!286 = !DILocation(line: 96, column: 23, scope: !287)
!287 = distinct !DILexicalBlock(scope: !76, file: !1, line: 96, column: 5)
!288 = !DILocation(line: 96, column: 5, scope: !76)
!289 = !DILocation(line: 94, column: 7, scope: !24)
!290 = !DILocation(line: 0, scope: !79)
!291 = !DILocation(line: 98, column: 21, scope: !292)
!292 = distinct !DILexicalBlock(scope: !79, file: !1, line: 98, column: 3)
!293 = !DILocation(line: 98, column: 3, scope: !79)
!294 = !DILocation(line: 95, column: 31, scope: !77)
!295 = distinct !{!295, !271, !296, !139, !140}
!296 = !DILocation(line: 97, column: 27, scope: !74)
!297 = !DILocation(line: 97, column: 15, scope: !287)
!298 = !DILocation(line: 97, column: 7, scope: !287)
!299 = !DILocation(line: 97, column: 19, scope: !287)
!300 = !DILocation(line: 96, column: 40, scope: !287)
!301 = distinct !{!301, !288, !302, !139, !140}
!302 = !DILocation(line: 97, column: 27, scope: !76)
!303 = !DILocation(line: 103, column: 3, scope: !24)
!304 = !DILocation(line: 103, column: 13, scope: !24)
!305 = !DILocation(line: 103, column: 24, scope: !24)
!306 = !DILocation(line: 103, column: 25, scope: !24)
!307 = !{!308, !308, i64 0}
!308 = !{!"long long", !92, i64 0}
!309 = !DILocation(line: 103, column: 32, scope: !24)
!310 = !DILocation(line: 103, column: 41, scope: !24)
!311 = !DILocation(line: 104, column: 21, scope: !24)
!312 = !DILocation(line: 104, column: 3, scope: !24)
!313 = !DILocation(line: 105, column: 3, scope: !24)
!314 = !DILocation(line: 105, column: 7, scope: !24)
!315 = !DILocation(line: 105, column: 26, scope: !24)
!316 = !DILocation(line: 105, column: 45, scope: !24)
!317 = !DILocation(line: 105, column: 59, scope: !24)
!318 = !DILocation(line: 106, column: 3, scope: !24)
!319 = !DILocation(line: 107, column: 3, scope: !24)
!320 = !DILocation(line: 108, column: 7, scope: !321)
!321 = distinct !DILexicalBlock(scope: !24, file: !1, line: 108, column: 7)
!322 = !DILocation(line: 108, column: 12, scope: !321)
!323 = !DILocation(line: 108, column: 7, scope: !24)
!324 = !DILocation(line: 99, column: 18, scope: !325)
!325 = distinct !DILexicalBlock(scope: !292, file: !1, line: 99, column: 9)
!326 = !DILocation(line: 99, column: 9, scope: !325)
!327 = !DILocation(line: 99, column: 25, scope: !325)
!328 = !DILocation(line: 99, column: 23, scope: !325)
!329 = !DILocation(line: 99, column: 9, scope: !292)
!330 = !DILocation(line: 98, column: 27, scope: !292)
!331 = distinct !{!331, !293, !332, !139, !140}
!332 = !DILocation(line: 100, column: 13, scope: !79)
!333 = !DILocation(line: 109, column: 78, scope: !334)
!334 = distinct !DILexicalBlock(scope: !321, file: !1, line: 108, column: 18)
!335 = !DILocation(line: 109, column: 5, scope: !334)
!336 = !DILocation(line: 110, column: 65, scope: !334)
!337 = !DILocation(line: 111, column: 12, scope: !334)
!338 = !DILocation(line: 111, column: 31, scope: !334)
!339 = !DILocation(line: 111, column: 29, scope: !334)
!340 = !DILocation(line: 111, column: 37, scope: !334)
!341 = !DILocation(line: 110, column: 5, scope: !334)
!342 = !DILocation(line: 112, column: 66, scope: !334)
!343 = !DILocation(line: 112, column: 76, scope: !334)
!344 = !DILocation(line: 112, column: 5, scope: !334)
!345 = !DILocation(line: 113, column: 20, scope: !334)
!346 = !DILocation(line: 113, column: 52, scope: !334)
!347 = !DILocation(line: 113, column: 50, scope: !334)
!348 = !DILocation(line: 113, column: 30, scope: !334)
!349 = !DILocation(line: 113, column: 57, scope: !334)
!350 = !DILocation(line: 113, column: 5, scope: !334)
!351 = !DILocation(line: 114, column: 3, scope: !334)
!352 = !DILocation(line: 115, column: 3, scope: !24)
!353 = !DILocation(line: 116, column: 3, scope: !24)
!354 = !DILocation(line: 117, column: 3, scope: !24)
!355 = !DILocation(line: 118, column: 3, scope: !24)
!356 = !DILocation(line: 119, column: 3, scope: !24)
!357 = !DILocation(line: 120, column: 3, scope: !24)
!358 = !DILocation(line: 121, column: 3, scope: !24)
!359 = !DILocation(line: 122, column: 3, scope: !24)
!360 = !DILocation(line: 123, column: 3, scope: !24)
!361 = !DILocation(line: 124, column: 3, scope: !24)
!362 = !DILocation(line: 125, column: 3, scope: !24)
!363 = !DILocation(line: 127, column: 1, scope: !24)
!364 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!365 = !DISubroutineType(types: !366)
!366 = !{!16, !39, !367}
!367 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!368 = !{}
!369 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!370 = !DISubroutineType(types: !371)
!371 = !{!16, !3, !39}
!372 = !DISubprogram(name: "MPI_Comm_size", scope: !4, file: !4, line: 1428, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!373 = !DISubprogram(name: "MPI_Alltoall", scope: !4, file: !4, line: 1325, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!374 = !DISubroutineType(types: !375)
!375 = !{!16, !376, !16, !9, !7, !16, !9, !3}
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!378 = !DISubprogram(name: "MPI_Alltoallv", scope: !4, file: !4, line: 1331, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!379 = !DISubroutineType(types: !380)
!380 = !{!16, !376, !381, !381, !9, !7, !381, !381, !9, !3}
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!383 = !DISubprogram(name: "MPI_Reduce", scope: !4, file: !4, line: 1725, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!384 = !DISubroutineType(types: !385)
!385 = !{!16, !376, !7, !16, !9, !12, !16, !3}
!386 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !368)
!387 = !DISubroutineType(types: !388)
!388 = !{!16}
