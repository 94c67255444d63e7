; ModuleID = 'csr.c'
source_filename = "csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.exchange = type { i32, i32*, i32*, i32*, i32*, i32*, i32*, double*, %struct.ompi_request_t** }
%struct.ompi_request_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.csr = type { i32, i32*, i32*, double* }
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [39 x i8] c"iteration %3d: Rayleigh quotient %.6f\0A\00", align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str.1 = private unnamed_addr constant [67 x i8] c"csr: %d rows (grid %d wide), %d nonzeros on rank 0, %d iterations\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"ghost entries: %d in all, at most %d peers per rank\0A\00", align 1
@.str.3 = private unnamed_addr constant [35 x i8] c"largest eigenvalue estimate: %.5f\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !41 {
  %3 = alloca [5 x i32], align 16
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* undef, metadata !113, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !137
  call void @llvm.dbg.declare(metadata i32* undef, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !139
  %8 = alloca %struct.exchange, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca [2 x double], align 16
  %13 = alloca [2 x double], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !48, metadata !DIExpression()), !dbg !140
  store i32 %0, i32* %4, align 4, !tbaa !141
  call void @llvm.dbg.value(metadata i8** %1, metadata !49, metadata !DIExpression()), !dbg !140
  store i8** %1, i8*** %5, align 8, !tbaa !145
  %16 = bitcast i32* %6 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #10, !dbg !147
  %17 = bitcast i32* %7 to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #10, !dbg !147
  call void @llvm.dbg.value(metadata i32* %4, metadata !48, metadata !DIExpression(DW_OP_deref)), !dbg !140
  call void @llvm.dbg.value(metadata i8*** %5, metadata !49, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %18 = call i32 @MPI_Init(i32* noundef nonnull %4, i8*** noundef nonnull %5) #10, !dbg !148
  call void @llvm.dbg.value(metadata i32* %6, metadata !50, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %19 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #10, !dbg !149
  call void @llvm.dbg.value(metadata i32* %7, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %20 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %7) #10, !dbg !150
  %21 = load i32, i32* %4, align 4, !dbg !151, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %21, metadata !48, metadata !DIExpression()), !dbg !140
  %22 = load i8**, i8*** %5, align 8, !dbg !152, !tbaa !145
  call void @llvm.dbg.value(metadata i8** %22, metadata !49, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %21, metadata !153, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i8** %22, metadata !158, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 1, metadata !159, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 200, metadata !160, metadata !DIExpression()), !dbg !165
  %23 = icmp sgt i32 %21, 1, !dbg !167
  br i1 %23, label %24, label %43, !dbg !169

24:                                               ; preds = %2
  %25 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !170
  %26 = load i8*, i8** %25, align 8, !dbg !170, !tbaa !145
  call void @llvm.dbg.value(metadata i8* %26, metadata !161, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()), !dbg !165
  %27 = load i8, i8* %26, align 1, !dbg !171, !tbaa !173
  %28 = icmp eq i8 %27, 0, !dbg !174
  br i1 %28, label %43, label %29, !dbg !175

29:                                               ; preds = %24, %35
  %30 = phi i8 [ %41, %35 ], [ %27, %24 ]
  %31 = phi i32 [ %39, %35 ], [ 0, %24 ]
  %32 = phi i8* [ %40, %35 ], [ %26, %24 ]
  call void @llvm.dbg.value(metadata i32 %31, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i8* %32, metadata !161, metadata !DIExpression()), !dbg !165
  %33 = add i8 %30, -58, !dbg !176
  %34 = icmp ult i8 %33, -10, !dbg !176
  br i1 %34, label %43, label %35, !dbg !176

35:                                               ; preds = %29
  %36 = sext i8 %30 to i32, !dbg !181
  %37 = mul nsw i32 %31, 10, !dbg !182
  %38 = add nsw i32 %36, -48, !dbg !183
  %39 = add i32 %38, %37, !dbg !184
  call void @llvm.dbg.value(metadata i32 %39, metadata !164, metadata !DIExpression()), !dbg !165
  %40 = getelementptr inbounds i8, i8* %32, i64 1, !dbg !185
  call void @llvm.dbg.value(metadata i8* %40, metadata !161, metadata !DIExpression()), !dbg !165
  %41 = load i8, i8* %40, align 1, !dbg !186, !tbaa !173
  %42 = icmp eq i8 %41, 0, !dbg !187
  br i1 %42, label %43, label %29, !dbg !187, !llvm.loop !188

43:                                               ; preds = %29, %35, %2, %24
  %44 = phi i32 [ 200, %2 ], [ 200, %24 ], [ 200, %29 ], [ %39, %35 ], !dbg !165
  call void @llvm.dbg.value(metadata i32 %44, metadata !52, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %21, metadata !48, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i8** %22, metadata !49, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %21, metadata !153, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i8** %22, metadata !158, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i32 2, metadata !159, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i32 20, metadata !160, metadata !DIExpression()), !dbg !192
  %45 = icmp sgt i32 %21, 2, !dbg !194
  br i1 %45, label %46, label %65, !dbg !195

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8*, i8** %22, i64 2, !dbg !196
  %48 = load i8*, i8** %47, align 8, !dbg !196, !tbaa !145
  call void @llvm.dbg.value(metadata i8* %48, metadata !161, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()), !dbg !192
  %49 = load i8, i8* %48, align 1, !dbg !197, !tbaa !173
  %50 = icmp eq i8 %49, 0, !dbg !198
  br i1 %50, label %65, label %51, !dbg !199

51:                                               ; preds = %46, %57
  %52 = phi i8 [ %63, %57 ], [ %49, %46 ]
  %53 = phi i32 [ %61, %57 ], [ 0, %46 ]
  %54 = phi i8* [ %62, %57 ], [ %48, %46 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !164, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i8* %54, metadata !161, metadata !DIExpression()), !dbg !192
  %55 = add i8 %52, -58, !dbg !200
  %56 = icmp ult i8 %55, -10, !dbg !200
  br i1 %56, label %65, label %57, !dbg !200

57:                                               ; preds = %51
  %58 = sext i8 %52 to i32, !dbg !201
  %59 = mul nsw i32 %53, 10, !dbg !202
  %60 = add nsw i32 %58, -48, !dbg !203
  %61 = add i32 %60, %59, !dbg !204
  call void @llvm.dbg.value(metadata i32 %61, metadata !164, metadata !DIExpression()), !dbg !192
  %62 = getelementptr inbounds i8, i8* %54, i64 1, !dbg !205
  call void @llvm.dbg.value(metadata i8* %62, metadata !161, metadata !DIExpression()), !dbg !192
  %63 = load i8, i8* %62, align 1, !dbg !206, !tbaa !173
  %64 = icmp eq i8 %63, 0, !dbg !207
  br i1 %64, label %65, label %51, !dbg !207, !llvm.loop !208

65:                                               ; preds = %51, %57, %43, %46
  %66 = phi i32 [ 20, %43 ], [ 20, %46 ], [ 20, %51 ], [ %61, %57 ], !dbg !192
  call void @llvm.dbg.value(metadata i32 %66, metadata !53, metadata !DIExpression()), !dbg !140
  %67 = icmp sgt i32 %44, 1, !dbg !210
  %68 = select i1 %67, i32 %44, i32 1, !dbg !210
  call void @llvm.dbg.value(metadata i32 %68, metadata !52, metadata !DIExpression()), !dbg !140
  %69 = load i32, i32* %7, align 4, !dbg !211, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %69, metadata !51, metadata !DIExpression()), !dbg !140
  %70 = mul nsw i32 %69, %68, !dbg !212
  call void @llvm.dbg.value(metadata i32 %70, metadata !54, metadata !DIExpression()), !dbg !140
  %71 = load i32, i32* %6, align 4, !dbg !213, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %71, metadata !50, metadata !DIExpression()), !dbg !140
  %72 = mul nsw i32 %71, %68, !dbg !214
  call void @llvm.dbg.value(metadata i32 %72, metadata !55, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 %70, metadata !118, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i32 %72, metadata !119, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i32 %68, metadata !120, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !140
  call void @llvm.dbg.value(metadata i32 %68, metadata !113, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !215
  %73 = add nuw nsw i32 %68, 1, !dbg !216
  %74 = zext i32 %73 to i64, !dbg !217
  %75 = shl nuw nsw i64 %74, 2, !dbg !218
  %76 = call noalias i8* @malloc(i64 noundef %75) #10, !dbg !219
  %77 = bitcast i8* %76 to i32*, !dbg !220
  call void @llvm.dbg.value(metadata i32* %77, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !140
  call void @llvm.dbg.value(metadata i32* %77, metadata !113, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !215
  %78 = mul nsw i32 %68, 5, !dbg !221
  %79 = add nuw nsw i32 %78, 1, !dbg !222
  %80 = zext i32 %79 to i64, !dbg !223
  %81 = shl nuw nsw i64 %80, 2, !dbg !224
  %82 = call noalias i8* @malloc(i64 noundef %81) #10, !dbg !225
  %83 = bitcast i8* %82 to i32*, !dbg !226
  call void @llvm.dbg.value(metadata i32* %83, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !140
  call void @llvm.dbg.value(metadata i32* %83, metadata !113, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !215
  %84 = shl nuw nsw i64 %80, 3, !dbg !227
  %85 = call noalias i8* @malloc(i64 noundef %84) #10, !dbg !228
  %86 = bitcast i8* %85 to double*, !dbg !229
  call void @llvm.dbg.value(metadata double* %86, metadata !56, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !140
  call void @llvm.dbg.value(metadata double* %86, metadata !113, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()) #10, !dbg !230
  %87 = bitcast [5 x i32]* %3 to i8*
  %88 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 0
  %89 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 1
  %90 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 2
  %91 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 3
  %92 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 4
  %93 = zext i32 %68 to i64, !dbg !231
  br label %94, !dbg !232

94:                                               ; preds = %109, %65
  %95 = phi i64 [ 0, %65 ], [ %110, %109 ]
  %96 = phi i32 [ 0, %65 ], [ %128, %109 ]
  call void @llvm.dbg.value(metadata i32 %96, metadata !121, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i64 %95, metadata !122, metadata !DIExpression()) #10, !dbg !230
  %97 = trunc i64 %95 to i32, !dbg !233
  %98 = add nsw i32 %72, %97, !dbg !233
  call void @llvm.dbg.value(metadata i32 %98, metadata !124, metadata !DIExpression()) #10, !dbg !234
  %99 = srem i32 %98, 24, !dbg !235
  call void @llvm.dbg.value(metadata i32 %99, metadata !127, metadata !DIExpression()) #10, !dbg !234
  %100 = getelementptr inbounds i32, i32* %77, i64 %95, !dbg !236
  store i32 %96, i32* %100, align 4, !dbg !237, !tbaa !141, !noalias !238
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %87) #10, !dbg !241, !noalias !238
  call void @llvm.dbg.declare(metadata [5 x i32]* %3, metadata !128, metadata !DIExpression()) #10, !dbg !242
  %101 = add nsw i32 %98, -24, !dbg !243
  store i32 %101, i32* %88, align 16, !dbg !244, !tbaa !141, !noalias !238
  %102 = icmp sgt i32 %99, 0, !dbg !245
  %103 = add nsw i32 %98, -1, !dbg !246
  %104 = select i1 %102, i32 %103, i32 -1, !dbg !246
  store i32 %104, i32* %89, align 4, !dbg !244, !tbaa !141, !noalias !238
  store i32 %98, i32* %90, align 8, !dbg !244, !tbaa !141, !noalias !238
  %105 = icmp slt i32 %99, 23, !dbg !247
  %106 = add nsw i32 %98, 1, !dbg !248
  %107 = select i1 %105, i32 %106, i32 -1, !dbg !248
  store i32 %107, i32* %91, align 4, !dbg !244, !tbaa !141, !noalias !238
  %108 = add nsw i32 %98, 24, !dbg !249
  store i32 %108, i32* %92, align 16, !dbg !244, !tbaa !141, !noalias !238
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()) #10, !dbg !250
  call void @llvm.dbg.value(metadata i32 %96, metadata !121, metadata !DIExpression()) #10, !dbg !215
  br label %112, !dbg !251

109:                                              ; preds = %127
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %87) #10, !dbg !252, !noalias !238
  %110 = add nuw nsw i64 %95, 1, !dbg !253
  call void @llvm.dbg.value(metadata i32 %128, metadata !121, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i64 %110, metadata !122, metadata !DIExpression()) #10, !dbg !230
  %111 = icmp eq i64 %110, %93, !dbg !231
  br i1 %111, label %131, label %94, !dbg !232, !llvm.loop !254

112:                                              ; preds = %127, %94
  %113 = phi i64 [ 0, %94 ], [ %129, %127 ]
  %114 = phi i32 [ %96, %94 ], [ %128, %127 ]
  call void @llvm.dbg.value(metadata i32 %114, metadata !121, metadata !DIExpression()) #10, !dbg !215
  call void @llvm.dbg.value(metadata i64 %113, metadata !132, metadata !DIExpression()) #10, !dbg !250
  %115 = getelementptr inbounds [5 x i32], [5 x i32]* %3, i64 0, i64 %113, !dbg !256
  %116 = load i32, i32* %115, align 4, !dbg !256, !tbaa !141, !noalias !238
  call void @llvm.dbg.value(metadata i32 %116, metadata !134, metadata !DIExpression()) #10, !dbg !257
  %117 = icmp sgt i32 %116, -1, !dbg !258
  %118 = icmp slt i32 %116, %70
  %119 = and i1 %117, %118, !dbg !260
  br i1 %119, label %120, label %127, !dbg !260

120:                                              ; preds = %112
  %121 = sext i32 %114 to i64, !dbg !261
  %122 = getelementptr inbounds i32, i32* %83, i64 %121, !dbg !261
  store i32 %116, i32* %122, align 4, !dbg !262, !tbaa !141, !noalias !238
  %123 = icmp eq i32 %116, %98, !dbg !263
  %124 = select i1 %123, double 4.000000e+00, double -1.000000e+00, !dbg !264
  %125 = add nsw i32 %114, 1, !dbg !265
  call void @llvm.dbg.value(metadata i32 %125, metadata !121, metadata !DIExpression()) #10, !dbg !215
  %126 = getelementptr inbounds double, double* %86, i64 %121, !dbg !266
  store double %124, double* %126, align 8, !dbg !267, !tbaa !268, !noalias !238
  br label %127, !dbg !270

127:                                              ; preds = %120, %112
  %128 = phi i32 [ %125, %120 ], [ %114, %112 ], !dbg !215
  call void @llvm.dbg.value(metadata i32 %128, metadata !121, metadata !DIExpression()) #10, !dbg !215
  %129 = add nuw nsw i64 %113, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %129, metadata !132, metadata !DIExpression()) #10, !dbg !250
  %130 = icmp eq i64 %129, 5, !dbg !272
  br i1 %130, label %109, label %112, !dbg !251, !llvm.loop !273

131:                                              ; preds = %109
  %132 = zext i32 %68 to i64, !dbg !275
  %133 = getelementptr inbounds i32, i32* %77, i64 %132, !dbg !275
  store i32 %128, i32* %133, align 4, !dbg !276, !tbaa !141, !noalias !238
  %134 = bitcast %struct.exchange* %8 to i8*, !dbg !277
  call void @llvm.lifetime.start.p0i8(i64 72, i8* nonnull %134) #10, !dbg !277
  call void @llvm.dbg.declare(metadata %struct.exchange* %8, metadata !65, metadata !DIExpression()), !dbg !278
  %135 = bitcast i32* %9 to i8*, !dbg !279
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %135) #10, !dbg !279
  call void @llvm.dbg.value(metadata i32 %69, metadata !51, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata %struct.csr* undef, metadata !280, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 %72, metadata !287, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 %68, metadata !288, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 %69, metadata !289, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata %struct.exchange* %8, metadata !290, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 %68, metadata !291, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 %128, metadata !292, metadata !DIExpression()) #10, !dbg !330
  %136 = add nsw i32 %72, -24, !dbg !332
  call void @llvm.dbg.value(metadata i32 %136, metadata !293, metadata !DIExpression()) #10, !dbg !330
  %137 = add nuw nsw i32 %68, 48, !dbg !333
  call void @llvm.dbg.value(metadata i32 %137, metadata !294, metadata !DIExpression()) #10, !dbg !330
  %138 = zext i32 %137 to i64, !dbg !334
  %139 = shl nuw nsw i64 %138, 2, !dbg !335
  %140 = call noalias i8* @malloc(i64 noundef %139) #10, !dbg !336
  %141 = bitcast i8* %140 to i32*, !dbg !336
  call void @llvm.dbg.value(metadata i32* %141, metadata !295, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 0, metadata !296, metadata !DIExpression()) #10, !dbg !337
  %142 = call i32 @llvm.smax.i32(i32 %137, i32 1) #10, !dbg !338
  %143 = zext i32 %142 to i64, !dbg !338
  %144 = shl nuw nsw i64 %143, 2, !dbg !338
  call void @llvm.memset.p0i8.i64(i8* align 4 %140, i8 -1, i64 %144, i1 false) #10, !dbg !339, !tbaa !141
  call void @llvm.dbg.value(metadata i32 undef, metadata !296, metadata !DIExpression()) #10, !dbg !337
  call void @llvm.dbg.value(metadata i32 undef, metadata !296, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !337
  call void @llvm.dbg.value(metadata i32 0, metadata !298, metadata !DIExpression()) #10, !dbg !341
  %145 = icmp sgt i32 %128, 0, !dbg !342
  br i1 %145, label %146, label %149, !dbg !343

146:                                              ; preds = %131
  %147 = add nsw i32 %72, %68
  %148 = zext i32 %128 to i64, !dbg !342
  br label %154, !dbg !343

149:                                              ; preds = %165, %131
  call void @llvm.dbg.value(metadata i32 0, metadata !303, metadata !DIExpression()) #10, !dbg !330
  %150 = call noalias i8* @malloc(i64 noundef %139) #10, !dbg !344
  %151 = bitcast i8* %150 to i32*, !dbg !344
  call void @llvm.dbg.value(metadata i32* %151, metadata !304, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 0, metadata !305, metadata !DIExpression()) #10, !dbg !345
  call void @llvm.dbg.value(metadata i32 0, metadata !303, metadata !DIExpression()) #10, !dbg !330
  %152 = call i32 @llvm.smax.i32(i32 %137, i32 1) #10, !dbg !346
  %153 = zext i32 %152 to i64, !dbg !347
  br label %172, !dbg !346

154:                                              ; preds = %165, %146
  %155 = phi i64 [ 0, %146 ], [ %166, %165 ]
  call void @llvm.dbg.value(metadata i64 %155, metadata !298, metadata !DIExpression()) #10, !dbg !341
  %156 = getelementptr inbounds i32, i32* %83, i64 %155, !dbg !349
  %157 = load i32, i32* %156, align 4, !dbg !349, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %157, metadata !300, metadata !DIExpression()) #10, !dbg !350
  %158 = icmp sge i32 %157, %72, !dbg !351
  %159 = icmp slt i32 %157, %147
  %160 = select i1 %158, i1 %159, i1 false, !dbg !353
  br i1 %160, label %165, label %161, !dbg !353

161:                                              ; preds = %154
  %162 = sub nsw i32 %157, %136, !dbg !354
  %163 = sext i32 %162 to i64, !dbg !355
  %164 = getelementptr inbounds i32, i32* %141, i64 %163, !dbg !355
  store i32 0, i32* %164, align 4, !dbg !356, !tbaa !141
  br label %165, !dbg !355

165:                                              ; preds = %161, %154
  %166 = add nuw nsw i64 %155, 1, !dbg !357
  call void @llvm.dbg.value(metadata i64 %166, metadata !298, metadata !DIExpression()) #10, !dbg !341
  %167 = icmp eq i64 %166, %148, !dbg !342
  br i1 %167, label %149, label %154, !dbg !343, !llvm.loop !358

168:                                              ; preds = %185
  call void @llvm.dbg.value(metadata i32 0, metadata !307, metadata !DIExpression()) #10, !dbg !360
  br i1 %145, label %169, label %189, !dbg !361

169:                                              ; preds = %168
  %170 = add nsw i32 %72, %68
  %171 = zext i32 %128 to i64, !dbg !362
  br label %215, !dbg !361

172:                                              ; preds = %185, %149
  %173 = phi i64 [ 0, %149 ], [ %187, %185 ]
  %174 = phi i32 [ 0, %149 ], [ %186, %185 ]
  call void @llvm.dbg.value(metadata i32 %174, metadata !303, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i64 %173, metadata !305, metadata !DIExpression()) #10, !dbg !345
  %175 = getelementptr inbounds i32, i32* %141, i64 %173, !dbg !363
  %176 = load i32, i32* %175, align 4, !dbg !363, !tbaa !141
  %177 = icmp eq i32 %176, 0, !dbg !365
  br i1 %177, label %178, label %185, !dbg !366

178:                                              ; preds = %172
  %179 = add nsw i32 %174, %68, !dbg !367
  store i32 %179, i32* %175, align 4, !dbg !369, !tbaa !141
  %180 = trunc i64 %173 to i32, !dbg !370
  %181 = add nsw i32 %136, %180, !dbg !370
  %182 = add nsw i32 %174, 1, !dbg !371
  call void @llvm.dbg.value(metadata i32 %182, metadata !303, metadata !DIExpression()) #10, !dbg !330
  %183 = sext i32 %174 to i64, !dbg !372
  %184 = getelementptr inbounds i32, i32* %151, i64 %183, !dbg !372
  store i32 %181, i32* %184, align 4, !dbg !373, !tbaa !141
  br label %185, !dbg !374

185:                                              ; preds = %178, %172
  %186 = phi i32 [ %182, %178 ], [ %174, %172 ], !dbg !330
  call void @llvm.dbg.value(metadata i32 %186, metadata !303, metadata !DIExpression()) #10, !dbg !330
  %187 = add nuw nsw i64 %173, 1, !dbg !375
  call void @llvm.dbg.value(metadata i64 %187, metadata !305, metadata !DIExpression()) #10, !dbg !345
  %188 = icmp eq i64 %187, %153, !dbg !347
  br i1 %188, label %168, label %172, !dbg !346, !llvm.loop !376

189:                                              ; preds = %229, %168
  %190 = add nsw i32 %69, 1, !dbg !378
  %191 = sext i32 %190 to i64, !dbg !379
  %192 = shl nsw i64 %191, 2, !dbg !380
  %193 = call noalias i8* @malloc(i64 noundef %192) #10, !dbg !381
  %194 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 1, !dbg !382
  %195 = bitcast i32** %194 to i8**, !dbg !383
  store i8* %193, i8** %195, align 8, !dbg !383, !tbaa !384
  %196 = call noalias i8* @malloc(i64 noundef %192) #10, !dbg !386
  %197 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 2, !dbg !387
  %198 = bitcast i32** %197 to i8**, !dbg !388
  store i8* %196, i8** %198, align 8, !dbg !388, !tbaa !389
  %199 = call noalias i8* @malloc(i64 noundef %192) #10, !dbg !390
  %200 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 3, !dbg !391
  %201 = bitcast i32** %200 to i8**, !dbg !392
  store i8* %199, i8** %201, align 8, !dbg !392, !tbaa !393
  %202 = call noalias i8* @malloc(i64 noundef %192) #10, !dbg !394
  %203 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 4, !dbg !395
  %204 = bitcast i32** %203 to i8**, !dbg !396
  store i8* %202, i8** %204, align 8, !dbg !396, !tbaa !397
  %205 = call noalias i8* @malloc(i64 noundef %192) #10, !dbg !398
  %206 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 5, !dbg !399
  %207 = bitcast i32** %206 to i8**, !dbg !400
  store i8* %205, i8** %207, align 8, !dbg !400, !tbaa !401
  %208 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 0, !dbg !402
  store i32 0, i32* %208, align 8, !dbg !403, !tbaa !404
  call void @llvm.dbg.value(metadata i32 0, metadata !312, metadata !DIExpression()) #10, !dbg !405
  %209 = icmp sgt i32 %186, 0, !dbg !406
  br i1 %209, label %210, label %233, !dbg !407

210:                                              ; preds = %189
  %211 = load i32*, i32** %200, align 8, !tbaa !393
  %212 = zext i32 %186 to i64, !dbg !406
  %213 = load i32*, i32** %194, align 8
  %214 = load i32*, i32** %197, align 8
  br label %246, !dbg !407

215:                                              ; preds = %229, %169
  %216 = phi i64 [ 0, %169 ], [ %231, %229 ]
  call void @llvm.dbg.value(metadata i64 %216, metadata !307, metadata !DIExpression()) #10, !dbg !360
  %217 = getelementptr inbounds i32, i32* %83, i64 %216, !dbg !408
  %218 = load i32, i32* %217, align 4, !dbg !408, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %218, metadata !309, metadata !DIExpression()) #10, !dbg !409
  %219 = icmp sge i32 %218, %72, !dbg !410
  %220 = icmp slt i32 %218, %170
  %221 = select i1 %219, i1 %220, i1 false, !dbg !411
  br i1 %221, label %222, label %224, !dbg !411

222:                                              ; preds = %215
  %223 = sub nsw i32 %218, %72, !dbg !412
  br label %229, !dbg !413

224:                                              ; preds = %215
  %225 = sub nsw i32 %218, %136, !dbg !414
  %226 = sext i32 %225 to i64, !dbg !415
  %227 = getelementptr inbounds i32, i32* %141, i64 %226, !dbg !415
  %228 = load i32, i32* %227, align 4, !dbg !415, !tbaa !141
  br label %229, !dbg !413

229:                                              ; preds = %224, %222
  %230 = phi i32 [ %223, %222 ], [ %228, %224 ], !dbg !413
  store i32 %230, i32* %217, align 4, !dbg !416, !tbaa !141
  %231 = add nuw nsw i64 %216, 1, !dbg !417
  call void @llvm.dbg.value(metadata i64 %231, metadata !307, metadata !DIExpression()) #10, !dbg !360
  %232 = icmp eq i64 %231, %171, !dbg !362
  br i1 %232, label %189, label %215, !dbg !361, !llvm.loop !418

233:                                              ; preds = %272, %189
  %234 = shl nsw i32 %68, 2, !dbg !420
  %235 = or i32 %234, 1, !dbg !421
  %236 = zext i32 %235 to i64, !dbg !422
  %237 = shl nuw nsw i64 %236, 2, !dbg !423
  %238 = call noalias i8* @malloc(i64 noundef %237) #10, !dbg !424
  %239 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 6, !dbg !425
  %240 = bitcast i32** %239 to i8**, !dbg !426
  store i8* %238, i8** %240, align 8, !dbg !426, !tbaa !427
  call void @llvm.dbg.value(metadata i32 0, metadata !317, metadata !DIExpression()) #10, !dbg !330
  call void @llvm.dbg.value(metadata i32 0, metadata !318, metadata !DIExpression()) #10, !dbg !428
  %241 = load i32, i32* %208, align 8, !dbg !429, !tbaa !404
  %242 = icmp sgt i32 %241, 0, !dbg !430
  br i1 %242, label %243, label %336, !dbg !431

243:                                              ; preds = %233
  %244 = load i32*, i32** %203, align 8, !tbaa !397
  %245 = load i32*, i32** %206, align 8, !tbaa !401
  br label %281, !dbg !431

246:                                              ; preds = %272, %210
  %247 = phi i64 [ 0, %210 ], [ %279, %272 ]
  call void @llvm.dbg.value(metadata i64 %247, metadata !312, metadata !DIExpression()) #10, !dbg !405
  %248 = getelementptr inbounds i32, i32* %151, i64 %247, !dbg !432
  %249 = load i32, i32* %248, align 4, !dbg !432, !tbaa !141
  %250 = sdiv i32 %249, %68, !dbg !433
  call void @llvm.dbg.value(metadata i32 %250, metadata !314, metadata !DIExpression()) #10, !dbg !434
  %251 = load i32, i32* %208, align 8, !dbg !435, !tbaa !404
  %252 = icmp eq i32 %251, 0, !dbg !437
  br i1 %252, label %259, label %253, !dbg !438

253:                                              ; preds = %246
  %254 = add nsw i32 %251, -1, !dbg !439
  %255 = sext i32 %254 to i64, !dbg !440
  %256 = getelementptr inbounds i32, i32* %213, i64 %255, !dbg !440
  %257 = load i32, i32* %256, align 4, !dbg !440, !tbaa !141
  %258 = icmp eq i32 %257, %250, !dbg !441
  br i1 %258, label %272, label %259, !dbg !442

259:                                              ; preds = %253, %246
  %260 = sext i32 %251 to i64, !dbg !443
  %261 = getelementptr inbounds i32, i32* %213, i64 %260, !dbg !443
  store i32 %250, i32* %261, align 4, !dbg !445, !tbaa !141
  %262 = trunc i64 %247 to i32, !dbg !446
  %263 = add nsw i32 %68, %262, !dbg !446
  %264 = load i32, i32* %208, align 8, !dbg !447, !tbaa !404
  %265 = sext i32 %264 to i64, !dbg !448
  %266 = getelementptr inbounds i32, i32* %214, i64 %265, !dbg !448
  store i32 %263, i32* %266, align 4, !dbg !449, !tbaa !141
  %267 = load i32, i32* %208, align 8, !dbg !450, !tbaa !404
  %268 = sext i32 %267 to i64, !dbg !451
  %269 = getelementptr inbounds i32, i32* %211, i64 %268, !dbg !451
  store i32 0, i32* %269, align 4, !dbg !452, !tbaa !141
  %270 = load i32, i32* %208, align 8, !dbg !453, !tbaa !404
  %271 = add nsw i32 %270, 1, !dbg !453
  store i32 %271, i32* %208, align 8, !dbg !453, !tbaa !404
  br label %272, !dbg !454

272:                                              ; preds = %259, %253
  %273 = load i32, i32* %208, align 8, !dbg !455, !tbaa !404
  %274 = add nsw i32 %273, -1, !dbg !456
  %275 = sext i32 %274 to i64, !dbg !457
  %276 = getelementptr inbounds i32, i32* %211, i64 %275, !dbg !457
  %277 = load i32, i32* %276, align 4, !dbg !458, !tbaa !141
  %278 = add nsw i32 %277, 1, !dbg !458
  store i32 %278, i32* %276, align 4, !dbg !458, !tbaa !141
  %279 = add nuw nsw i64 %247, 1, !dbg !459
  call void @llvm.dbg.value(metadata i64 %279, metadata !312, metadata !DIExpression()) #10, !dbg !405
  %280 = icmp eq i64 %279, %212, !dbg !406
  br i1 %280, label %233, label %246, !dbg !407, !llvm.loop !460

281:                                              ; preds = %285, %243
  %282 = phi i64 [ 0, %243 ], [ %289, %285 ]
  %283 = phi i32 [ 0, %243 ], [ %334, %285 ]
  call void @llvm.dbg.value(metadata i64 %282, metadata !318, metadata !DIExpression()) #10, !dbg !428
  call void @llvm.dbg.value(metadata i32 %283, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %284 = getelementptr inbounds i32, i32* %244, i64 %282, !dbg !462
  store i32 %283, i32* %284, align 4, !dbg !463, !tbaa !141
  call void @llvm.dbg.value(metadata i32 0, metadata !320, metadata !DIExpression()) #10, !dbg !464
  call void @llvm.dbg.value(metadata i32 %283, metadata !317, metadata !DIExpression()) #10, !dbg !330
  br label %293, !dbg !465

285:                                              ; preds = %333
  %286 = load i32, i32* %284, align 4, !dbg !466, !tbaa !141
  %287 = sub nsw i32 %334, %286, !dbg !467
  %288 = getelementptr inbounds i32, i32* %245, i64 %282, !dbg !468
  store i32 %287, i32* %288, align 4, !dbg !469, !tbaa !141
  %289 = add nuw nsw i64 %282, 1, !dbg !470
  call void @llvm.dbg.value(metadata i64 %289, metadata !318, metadata !DIExpression()) #10, !dbg !428
  call void @llvm.dbg.value(metadata i32 %334, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %290 = load i32, i32* %208, align 8, !dbg !429, !tbaa !404
  %291 = sext i32 %290 to i64, !dbg !430
  %292 = icmp slt i64 %289, %291, !dbg !430
  br i1 %292, label %281, label %336, !dbg !431, !llvm.loop !471

293:                                              ; preds = %333, %281
  %294 = phi i64 [ 0, %281 ], [ %298, %333 ]
  %295 = phi i32 [ %283, %281 ], [ %334, %333 ]
  call void @llvm.dbg.value(metadata i64 %294, metadata !320, metadata !DIExpression()) #10, !dbg !464
  call void @llvm.dbg.value(metadata i32 %295, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %296 = getelementptr inbounds i32, i32* %77, i64 %294, !dbg !473
  %297 = load i32, i32* %296, align 4, !dbg !473, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %297, metadata !324, metadata !DIExpression()) #10, !dbg !474
  %298 = add nuw nsw i64 %294, 1
  %299 = getelementptr inbounds i32, i32* %77, i64 %298
  call void @llvm.dbg.value(metadata i32 %297, metadata !324, metadata !DIExpression()) #10, !dbg !474
  call void @llvm.dbg.value(metadata i32 %295, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %300 = load i32, i32* %299, align 4, !dbg !475, !tbaa !141
  %301 = icmp slt i32 %297, %300, !dbg !476
  br i1 %301, label %302, label %333, !dbg !477

302:                                              ; preds = %293
  %303 = sext i32 %297 to i64, !dbg !477
  %304 = sext i32 %300 to i64
  %305 = load i32*, i32** %194, align 8
  %306 = getelementptr inbounds i32, i32* %305, i64 %282
  %307 = load i32*, i32** %239, align 8
  %308 = trunc i64 %294 to i32
  br label %309, !dbg !477

309:                                              ; preds = %327, %302
  %310 = phi i64 [ %303, %302 ], [ %330, %327 ]
  %311 = phi i32 [ %295, %302 ], [ %328, %327 ]
  call void @llvm.dbg.value(metadata i64 %310, metadata !324, metadata !DIExpression()) #10, !dbg !474
  call void @llvm.dbg.value(metadata i32 %311, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %312 = getelementptr inbounds i32, i32* %83, i64 %310, !dbg !478
  %313 = load i32, i32* %312, align 4, !dbg !478, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %313, metadata !327, metadata !DIExpression()) #10, !dbg !479
  %314 = icmp slt i32 %313, %68, !dbg !480
  br i1 %314, label %327, label %315, !dbg !482

315:                                              ; preds = %309
  %316 = sub nsw i32 %313, %68, !dbg !483
  %317 = sext i32 %316 to i64, !dbg !484
  %318 = getelementptr inbounds i32, i32* %151, i64 %317, !dbg !484
  %319 = load i32, i32* %318, align 4, !dbg !484, !tbaa !141
  %320 = sdiv i32 %319, %68, !dbg !485
  %321 = load i32, i32* %306, align 4, !dbg !486, !tbaa !141
  %322 = icmp eq i32 %320, %321, !dbg !487
  br i1 %322, label %323, label %327, !dbg !488

323:                                              ; preds = %315
  %324 = add nsw i32 %311, 1, !dbg !489
  call void @llvm.dbg.value(metadata i32 %324, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %325 = sext i32 %311 to i64, !dbg !491
  %326 = getelementptr inbounds i32, i32* %307, i64 %325, !dbg !491
  store i32 %308, i32* %326, align 4, !dbg !492, !tbaa !141
  br label %327, !dbg !493

327:                                              ; preds = %323, %315, %309
  %328 = phi i32 [ %324, %323 ], [ %311, %315 ], [ %311, %309 ], !dbg !330
  %329 = phi i1 [ false, %323 ], [ true, %315 ], [ true, %309 ]
  call void @llvm.dbg.value(metadata i32 %328, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %330 = add nsw i64 %310, 1, !dbg !494
  call void @llvm.dbg.value(metadata i64 %330, metadata !324, metadata !DIExpression()) #10, !dbg !474
  %331 = icmp slt i64 %330, %304
  %332 = select i1 %329, i1 %331, i1 false
  call void @llvm.dbg.value(metadata i32 undef, metadata !324, metadata !DIExpression()) #10, !dbg !474
  call void @llvm.dbg.value(metadata i32 undef, metadata !317, metadata !DIExpression()) #10, !dbg !330
  br i1 %332, label %309, label %333, !llvm.loop !495

333:                                              ; preds = %327, %293
  %334 = phi i32 [ %295, %293 ], [ %328, %327 ], !dbg !330
  call void @llvm.dbg.value(metadata i64 %298, metadata !320, metadata !DIExpression()) #10, !dbg !464
  call void @llvm.dbg.value(metadata i32 %334, metadata !317, metadata !DIExpression()) #10, !dbg !330
  %335 = icmp eq i64 %298, %93, !dbg !497
  br i1 %335, label %285, label %293, !dbg !465, !llvm.loop !498

336:                                              ; preds = %285, %233
  %337 = phi i32 [ 0, %233 ], [ %334, %285 ], !dbg !500
  %338 = phi i32 [ %241, %233 ], [ %290, %285 ], !dbg !429
  %339 = add nsw i32 %337, 1, !dbg !501
  %340 = sext i32 %339 to i64, !dbg !502
  %341 = shl nsw i64 %340, 3, !dbg !503
  %342 = call noalias i8* @malloc(i64 noundef %341) #10, !dbg !504
  %343 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 7, !dbg !505
  %344 = bitcast double** %343 to i8**, !dbg !506
  store i8* %342, i8** %344, align 8, !dbg !506, !tbaa !507
  %345 = shl nsw i32 %338, 1, !dbg !508
  %346 = or i32 %345, 1, !dbg !509
  %347 = sext i32 %346 to i64, !dbg !510
  %348 = shl nsw i64 %347, 3, !dbg !511
  %349 = call noalias i8* @malloc(i64 noundef %348) #10, !dbg !512
  %350 = getelementptr inbounds %struct.exchange, %struct.exchange* %8, i64 0, i32 8, !dbg !513
  %351 = bitcast %struct.ompi_request_t*** %350 to i8**, !dbg !514
  store i8* %349, i8** %351, align 8, !dbg !514, !tbaa !515
  call void @free(i8* noundef %140) #10, !dbg !516
  call void @free(i8* noundef %150) #10, !dbg !517
  call void @llvm.dbg.value(metadata i32 %186, metadata !81, metadata !DIExpression()), !dbg !140
  store i32 %186, i32* %9, align 4, !dbg !518, !tbaa !141
  %352 = add nsw i32 %186, %68, !dbg !519
  %353 = sext i32 %352 to i64, !dbg !520
  %354 = shl nsw i64 %353, 3, !dbg !521
  %355 = call noalias i8* @malloc(i64 noundef %354) #10, !dbg !522
  %356 = bitcast i8* %355 to double*, !dbg !522
  call void @llvm.dbg.value(metadata double* %356, metadata !82, metadata !DIExpression()), !dbg !140
  %357 = shl nuw nsw i64 %93, 3, !dbg !523
  %358 = call noalias i8* @malloc(i64 noundef %357) #10, !dbg !524
  call void @llvm.dbg.value(metadata double* %382, metadata !83, metadata !DIExpression()), !dbg !140
  %359 = bitcast double* %10 to i8*, !dbg !525
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %359) #10, !dbg !525
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !84, metadata !DIExpression()), !dbg !140
  store double 0.000000e+00, double* %10, align 8, !dbg !526, !tbaa !268
  %360 = bitcast double* %11 to i8*, !dbg !525
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %360) #10, !dbg !525
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !140
  store double 0.000000e+00, double* %11, align 8, !dbg !527, !tbaa !268
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !528
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !528
  %361 = zext i32 %68 to i64, !dbg !529
  br label %368, !dbg !530

362:                                              ; preds = %368
  store double %378, double* %10, align 8, !dbg !531, !tbaa !268
  call void @llvm.dbg.value(metadata double* %10, metadata !84, metadata !DIExpression(DW_OP_deref)), !dbg !140
  call void @llvm.dbg.value(metadata double* %11, metadata !85, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %363 = call i32 @MPI_Allreduce(i8* noundef nonnull %359, i8* noundef nonnull %360, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !532
  %364 = load double, double* %11, align 8, !dbg !533, !tbaa !268
  call void @llvm.dbg.value(metadata double %364, metadata !85, metadata !DIExpression()), !dbg !140
  %365 = call double @sqrt(double noundef %364) #10, !dbg !534
  %366 = fdiv double 1.000000e+00, %365, !dbg !535
  call void @llvm.dbg.value(metadata double %366, metadata !91, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !536
  %367 = zext i32 %68 to i64, !dbg !537
  br label %395, !dbg !539

368:                                              ; preds = %336, %368
  %369 = phi i64 [ 0, %336 ], [ %379, %368 ]
  %370 = phi double [ 0.000000e+00, %336 ], [ %378, %368 ]
  call void @llvm.dbg.value(metadata i64 %369, metadata !86, metadata !DIExpression()), !dbg !528
  %371 = trunc i64 %369 to i32, !dbg !540
  %372 = add nsw i32 %72, %371, !dbg !540
  call void @llvm.dbg.value(metadata i32 %372, metadata !88, metadata !DIExpression()), !dbg !541
  %373 = mul nsw i32 %372, 37, !dbg !542
  %374 = srem i32 %373, 11, !dbg !543
  %375 = sitofp i32 %374 to double, !dbg !544
  %376 = call double @llvm.fmuladd.f64(double %375, double 1.000000e-01, double 1.000000e+00), !dbg !545
  %377 = getelementptr inbounds double, double* %356, i64 %369, !dbg !546
  store double %376, double* %377, align 8, !dbg !547, !tbaa !268
  call void @llvm.dbg.value(metadata double %370, metadata !84, metadata !DIExpression()), !dbg !140
  %378 = call double @llvm.fmuladd.f64(double %376, double %376, double %370), !dbg !531
  call void @llvm.dbg.value(metadata double %378, metadata !84, metadata !DIExpression()), !dbg !140
  %379 = add nuw nsw i64 %369, 1, !dbg !548
  call void @llvm.dbg.value(metadata i64 %379, metadata !86, metadata !DIExpression()), !dbg !528
  %380 = icmp eq i64 %379, %361, !dbg !529
  br i1 %380, label %362, label %368, !dbg !530, !llvm.loop !549

381:                                              ; preds = %395
  %382 = bitcast i8* %358 to double*, !dbg !524
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !140
  %383 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !551
  %384 = call double @MPI_Wtime() #10, !dbg !552
  call void @llvm.dbg.value(metadata double %384, metadata !95, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i32 1, metadata !96, metadata !DIExpression()), !dbg !553
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !140
  %385 = icmp slt i32 %66, 1, !dbg !554
  br i1 %385, label %402, label %386, !dbg !555

386:                                              ; preds = %381
  %387 = bitcast [2 x double]* %12 to i8*
  %388 = bitcast [2 x double]* %13 to i8*
  %389 = getelementptr inbounds [2 x double], [2 x double]* %12, i64 0, i64 0
  %390 = getelementptr inbounds [2 x double], [2 x double]* %12, i64 0, i64 1
  %391 = getelementptr inbounds [2 x double], [2 x double]* %13, i64 0, i64 0
  %392 = getelementptr inbounds [2 x double], [2 x double]* %13, i64 0, i64 1
  %393 = zext i32 %68 to i64
  %394 = zext i32 %68 to i64
  br label %411, !dbg !555

395:                                              ; preds = %362, %395
  %396 = phi i64 [ 0, %362 ], [ %400, %395 ]
  call void @llvm.dbg.value(metadata i64 %396, metadata !92, metadata !DIExpression()), !dbg !536
  %397 = getelementptr inbounds double, double* %356, i64 %396, !dbg !556
  %398 = load double, double* %397, align 8, !dbg !557, !tbaa !268
  %399 = fmul double %366, %398, !dbg !557
  store double %399, double* %397, align 8, !dbg !557, !tbaa !268
  %400 = add nuw nsw i64 %396, 1, !dbg !558
  call void @llvm.dbg.value(metadata i64 %400, metadata !92, metadata !DIExpression()), !dbg !536
  %401 = icmp eq i64 %400, %367, !dbg !537
  br i1 %401, label %381, label %395, !dbg !539, !llvm.loop !559

402:                                              ; preds = %557, %381
  %403 = phi double [ 0.000000e+00, %381 ], [ %523, %557 ], !dbg !140
  %404 = call double @MPI_Wtime() #10, !dbg !561
  call void @llvm.dbg.value(metadata double undef, metadata !110, metadata !DIExpression()), !dbg !140
  %405 = bitcast i32* %14 to i8*, !dbg !562
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %405) #10, !dbg !562
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %14, align 4, !dbg !563, !tbaa !141
  %406 = bitcast i32* %15 to i8*, !dbg !562
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %406) #10, !dbg !562
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !140
  store i32 0, i32* %15, align 4, !dbg !564, !tbaa !141
  call void @llvm.dbg.value(metadata i32* %14, metadata !111, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %407 = call i32 @MPI_Reduce(i8* noundef nonnull %134, i8* noundef nonnull %405, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !565
  call void @llvm.dbg.value(metadata i32* %9, metadata !81, metadata !DIExpression(DW_OP_deref)), !dbg !140
  call void @llvm.dbg.value(metadata i32* %15, metadata !112, metadata !DIExpression(DW_OP_deref)), !dbg !140
  %408 = call i32 @MPI_Reduce(i8* noundef nonnull %135, i8* noundef nonnull %406, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !566
  %409 = load i32, i32* %6, align 4, !dbg !567, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %409, metadata !50, metadata !DIExpression()), !dbg !140
  %410 = icmp eq i32 %409, 0, !dbg !569
  br i1 %410, label %560, label %568, !dbg !570

411:                                              ; preds = %386, %557
  %412 = phi i32 [ 1, %386 ], [ %558, %557 ]
  call void @llvm.dbg.value(metadata i32 %412, metadata !96, metadata !DIExpression()), !dbg !553
  call void @llvm.dbg.value(metadata %struct.exchange* %8, metadata !571, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata double* %356, metadata !578, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i32 0, metadata !579, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i32 0, metadata !580, metadata !DIExpression()) #10, !dbg !594
  call void @llvm.dbg.value(metadata i32 0, metadata !579, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i32 0, metadata !580, metadata !DIExpression()) #10, !dbg !594
  %413 = load i32, i32* %208, align 8, !dbg !595, !tbaa !404
  %414 = icmp sgt i32 %413, 0, !dbg !597
  br i1 %414, label %423, label %417, !dbg !598

415:                                              ; preds = %423
  %416 = trunc i64 %438 to i32, !dbg !595
  br label %417, !dbg !595

417:                                              ; preds = %415, %411
  %418 = phi i32 [ 0, %411 ], [ %416, %415 ], !dbg !592
  call void @llvm.dbg.value(metadata i32 %418, metadata !579, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i32 0, metadata !582, metadata !DIExpression()) #10, !dbg !599
  %419 = load i32, i32* %208, align 8, !dbg !600, !tbaa !404
  %420 = icmp sgt i32 %419, 0, !dbg !601
  br i1 %420, label %421, label %486, !dbg !602

421:                                              ; preds = %417
  %422 = zext i32 %418 to i64, !dbg !602
  br label %446, !dbg !602

423:                                              ; preds = %411, %423
  %424 = phi i64 [ %438, %423 ], [ 0, %411 ]
  call void @llvm.dbg.value(metadata i64 %424, metadata !579, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i64 %424, metadata !580, metadata !DIExpression()) #10, !dbg !594
  %425 = load i32*, i32** %197, align 8, !dbg !603, !tbaa !389
  %426 = getelementptr inbounds i32, i32* %425, i64 %424, !dbg !605
  %427 = load i32, i32* %426, align 4, !dbg !605, !tbaa !141
  %428 = sext i32 %427 to i64, !dbg !606
  %429 = getelementptr inbounds double, double* %356, i64 %428, !dbg !606
  %430 = bitcast double* %429 to i8*, !dbg !607
  %431 = load i32*, i32** %200, align 8, !dbg !608, !tbaa !393
  %432 = getelementptr inbounds i32, i32* %431, i64 %424, !dbg !609
  %433 = load i32, i32* %432, align 4, !dbg !609, !tbaa !141
  %434 = load i32*, i32** %194, align 8, !dbg !610, !tbaa !384
  %435 = getelementptr inbounds i32, i32* %434, i64 %424, !dbg !611
  %436 = load i32, i32* %435, align 4, !dbg !611, !tbaa !141
  %437 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %350, align 8, !dbg !612, !tbaa !515
  %438 = add nuw nsw i64 %424, 1, !dbg !613
  call void @llvm.dbg.value(metadata i64 %438, metadata !579, metadata !DIExpression()) #10, !dbg !592
  %439 = getelementptr inbounds %struct.ompi_request_t*, %struct.ompi_request_t** %437, i64 %424, !dbg !614
  %440 = call i32 @MPI_Irecv(i8* noundef %430, i32 noundef %433, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %436, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %439) #10, !dbg !615
  call void @llvm.dbg.value(metadata i64 %438, metadata !580, metadata !DIExpression()) #10, !dbg !594
  %441 = load i32, i32* %208, align 8, !dbg !595, !tbaa !404
  %442 = sext i32 %441 to i64, !dbg !597
  %443 = icmp slt i64 %438, %442, !dbg !597
  br i1 %443, label %423, label %415, !dbg !598, !llvm.loop !616

444:                                              ; preds = %463
  %445 = trunc i64 %469 to i32, !dbg !618
  br label %486, !dbg !618

446:                                              ; preds = %463, %421
  %447 = phi i64 [ 0, %421 ], [ %472, %463 ]
  %448 = phi i64 [ %422, %421 ], [ %469, %463 ]
  call void @llvm.dbg.value(metadata i64 %448, metadata !579, metadata !DIExpression()) #10, !dbg !592
  call void @llvm.dbg.value(metadata i64 %447, metadata !582, metadata !DIExpression()) #10, !dbg !599
  %449 = load double*, double** %343, align 8, !dbg !619, !tbaa !507
  %450 = load i32*, i32** %203, align 8, !dbg !620, !tbaa !397
  %451 = getelementptr inbounds i32, i32* %450, i64 %447, !dbg !621
  %452 = load i32, i32* %451, align 4, !dbg !621, !tbaa !141
  %453 = sext i32 %452 to i64, !dbg !622
  %454 = getelementptr inbounds double, double* %449, i64 %453, !dbg !622
  call void @llvm.dbg.value(metadata double* %454, metadata !584, metadata !DIExpression()) #10, !dbg !623
  %455 = load i32*, i32** %239, align 8, !dbg !624, !tbaa !427
  %456 = getelementptr inbounds i32, i32* %455, i64 %453, !dbg !625
  call void @llvm.dbg.value(metadata i32* %456, metadata !587, metadata !DIExpression()) #10, !dbg !623
  call void @llvm.dbg.value(metadata i32 0, metadata !590, metadata !DIExpression()) #10, !dbg !626
  %457 = load i32*, i32** %206, align 8, !tbaa !401
  %458 = getelementptr inbounds i32, i32* %457, i64 %447
  %459 = load i32, i32* %458, align 4, !tbaa !141
  call void @llvm.dbg.value(metadata i32 0, metadata !590, metadata !DIExpression()) #10, !dbg !626
  %460 = icmp sgt i32 %459, 0, !dbg !627
  br i1 %460, label %461, label %463, !dbg !629

461:                                              ; preds = %446
  %462 = zext i32 %459 to i64, !dbg !627
  br label %476, !dbg !629

463:                                              ; preds = %476, %446
  %464 = bitcast double* %454 to i8*, !dbg !630
  %465 = load i32*, i32** %194, align 8, !dbg !631, !tbaa !384
  %466 = getelementptr inbounds i32, i32* %465, i64 %447, !dbg !632
  %467 = load i32, i32* %466, align 4, !dbg !632, !tbaa !141
  %468 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %350, align 8, !dbg !633, !tbaa !515
  %469 = add nuw nsw i64 %448, 1, !dbg !634
  call void @llvm.dbg.value(metadata i64 %469, metadata !579, metadata !DIExpression()) #10, !dbg !592
  %470 = getelementptr inbounds %struct.ompi_request_t*, %struct.ompi_request_t** %468, i64 %448, !dbg !635
  %471 = call i32 @MPI_Isend(i8* noundef %464, i32 noundef %459, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %467, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %470) #10, !dbg !636
  %472 = add nuw nsw i64 %447, 1, !dbg !637
  call void @llvm.dbg.value(metadata i64 %472, metadata !582, metadata !DIExpression()) #10, !dbg !599
  %473 = load i32, i32* %208, align 8, !dbg !600, !tbaa !404
  %474 = sext i32 %473 to i64, !dbg !601
  %475 = icmp slt i64 %472, %474, !dbg !601
  br i1 %475, label %446, label %444, !dbg !602, !llvm.loop !638

476:                                              ; preds = %476, %461
  %477 = phi i64 [ 0, %461 ], [ %484, %476 ]
  call void @llvm.dbg.value(metadata i64 %477, metadata !590, metadata !DIExpression()) #10, !dbg !626
  %478 = getelementptr inbounds i32, i32* %456, i64 %477, !dbg !640
  %479 = load i32, i32* %478, align 4, !dbg !640, !tbaa !141
  %480 = sext i32 %479 to i64, !dbg !641
  %481 = getelementptr inbounds double, double* %356, i64 %480, !dbg !641
  %482 = load double, double* %481, align 8, !dbg !641, !tbaa !268
  %483 = getelementptr inbounds double, double* %454, i64 %477, !dbg !642
  store double %482, double* %483, align 8, !dbg !643, !tbaa !268
  %484 = add nuw nsw i64 %477, 1, !dbg !644
  call void @llvm.dbg.value(metadata i64 %484, metadata !590, metadata !DIExpression()) #10, !dbg !626
  %485 = icmp eq i64 %484, %462, !dbg !627
  br i1 %485, label %463, label %476, !dbg !629, !llvm.loop !645

486:                                              ; preds = %417, %444
  %487 = phi i32 [ %418, %417 ], [ %445, %444 ], !dbg !592
  %488 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %350, align 8, !dbg !618, !tbaa !515
  %489 = call i32 @MPI_Waitall(i32 noundef %487, %struct.ompi_request_t** noundef %488, %struct.ompi_status_public_t* noundef null) #10, !dbg !647
  call void @llvm.dbg.value(metadata %struct.csr* undef, metadata !648, metadata !DIExpression()) #10, !dbg !666
  call void @llvm.dbg.value(metadata double* %356, metadata !657, metadata !DIExpression()) #10, !dbg !666
  call void @llvm.dbg.value(metadata double* %382, metadata !658, metadata !DIExpression()) #10, !dbg !666
  call void @llvm.dbg.value(metadata i32 0, metadata !659, metadata !DIExpression()) #10, !dbg !668
  call void @llvm.dbg.value(metadata i32 0, metadata !659, metadata !DIExpression()) #10, !dbg !668
  br label %490, !dbg !669

490:                                              ; preds = %501, %486
  %491 = phi i64 [ 0, %486 ], [ %494, %501 ]
  call void @llvm.dbg.value(metadata i64 %491, metadata !659, metadata !DIExpression()) #10, !dbg !668
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !661, metadata !DIExpression()) #10, !dbg !670
  %492 = getelementptr inbounds i32, i32* %77, i64 %491, !dbg !671
  %493 = load i32, i32* %492, align 4, !dbg !671, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %493, metadata !664, metadata !DIExpression()) #10, !dbg !672
  %494 = add nuw nsw i64 %491, 1
  %495 = getelementptr inbounds i32, i32* %77, i64 %494
  %496 = load i32, i32* %495, align 4, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %493, metadata !664, metadata !DIExpression()) #10, !dbg !672
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !661, metadata !DIExpression()) #10, !dbg !670
  %497 = icmp slt i32 %493, %496, !dbg !673
  br i1 %497, label %498, label %501, !dbg !675

498:                                              ; preds = %490
  %499 = sext i32 %493 to i64, !dbg !675
  %500 = sext i32 %496 to i64, !dbg !673
  br label %505, !dbg !675

501:                                              ; preds = %505, %490
  %502 = phi double [ 0.000000e+00, %490 ], [ %515, %505 ], !dbg !670
  %503 = getelementptr inbounds double, double* %382, i64 %491, !dbg !676
  store double %502, double* %503, align 8, !dbg !677, !tbaa !268
  call void @llvm.dbg.value(metadata i64 %494, metadata !659, metadata !DIExpression()) #10, !dbg !668
  %504 = icmp eq i64 %494, %93, !dbg !678
  br i1 %504, label %518, label %490, !dbg !669, !llvm.loop !679

505:                                              ; preds = %505, %498
  %506 = phi i64 [ %499, %498 ], [ %516, %505 ]
  %507 = phi double [ 0.000000e+00, %498 ], [ %515, %505 ]
  call void @llvm.dbg.value(metadata i64 %506, metadata !664, metadata !DIExpression()) #10, !dbg !672
  call void @llvm.dbg.value(metadata double %507, metadata !661, metadata !DIExpression()) #10, !dbg !670
  %508 = getelementptr inbounds double, double* %86, i64 %506, !dbg !681
  %509 = load double, double* %508, align 8, !dbg !681, !tbaa !268
  %510 = getelementptr inbounds i32, i32* %83, i64 %506, !dbg !682
  %511 = load i32, i32* %510, align 4, !dbg !682, !tbaa !141
  %512 = sext i32 %511 to i64, !dbg !683
  %513 = getelementptr inbounds double, double* %356, i64 %512, !dbg !683
  %514 = load double, double* %513, align 8, !dbg !683, !tbaa !268
  %515 = call double @llvm.fmuladd.f64(double %509, double %514, double %507) #10, !dbg !684
  call void @llvm.dbg.value(metadata double %515, metadata !661, metadata !DIExpression()) #10, !dbg !670
  %516 = add nsw i64 %506, 1, !dbg !685
  call void @llvm.dbg.value(metadata i64 %516, metadata !664, metadata !DIExpression()) #10, !dbg !672
  %517 = icmp eq i64 %516, %500, !dbg !673
  br i1 %517, label %501, label %505, !dbg !675, !llvm.loop !686

518:                                              ; preds = %501
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %387) #10, !dbg !688
  call void @llvm.dbg.declare(metadata [2 x double]* %12, metadata !98, metadata !DIExpression()), !dbg !689
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %387, i8 0, i64 16, i1 false), !dbg !689
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %388) #10, !dbg !688
  call void @llvm.dbg.declare(metadata [2 x double]* %13, metadata !104, metadata !DIExpression()), !dbg !690
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %388, i8 0, i64 16, i1 false), !dbg !690
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !691
  %519 = load double, double* %389, align 16, !tbaa !268
  %520 = load double, double* %390, align 8, !tbaa !268
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !691
  br label %527, !dbg !692

521:                                              ; preds = %527
  store double %535, double* %389, align 16, !dbg !693, !tbaa !268
  store double %536, double* %390, align 8, !dbg !696, !tbaa !268
  %522 = call i32 @MPI_Allreduce(i8* noundef nonnull %387, i8* noundef nonnull %388, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !697
  %523 = load double, double* %391, align 16, !dbg !698, !tbaa !268
  call void @llvm.dbg.value(metadata double %523, metadata !94, metadata !DIExpression()), !dbg !140
  %524 = load double, double* %392, align 8, !dbg !699, !tbaa !268
  %525 = call double @sqrt(double noundef %524) #10, !dbg !700
  %526 = fdiv double 1.000000e+00, %525, !dbg !701
  call void @llvm.dbg.value(metadata double %526, metadata !107, metadata !DIExpression()), !dbg !702
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !703
  br label %542, !dbg !704

527:                                              ; preds = %518, %527
  %528 = phi i64 [ 0, %518 ], [ %537, %527 ]
  %529 = phi double [ %519, %518 ], [ %535, %527 ]
  %530 = phi double [ %520, %518 ], [ %536, %527 ]
  call void @llvm.dbg.value(metadata i64 %528, metadata !105, metadata !DIExpression()), !dbg !691
  %531 = getelementptr inbounds double, double* %356, i64 %528, !dbg !705
  %532 = load double, double* %531, align 8, !dbg !705, !tbaa !268
  %533 = getelementptr inbounds double, double* %382, i64 %528, !dbg !706
  %534 = load double, double* %533, align 8, !dbg !706, !tbaa !268
  %535 = call double @llvm.fmuladd.f64(double %532, double %534, double %529), !dbg !693
  %536 = call double @llvm.fmuladd.f64(double %534, double %534, double %530), !dbg !696
  %537 = add nuw nsw i64 %528, 1, !dbg !707
  call void @llvm.dbg.value(metadata i64 %537, metadata !105, metadata !DIExpression()), !dbg !691
  %538 = icmp eq i64 %537, %393, !dbg !708
  br i1 %538, label %521, label %527, !dbg !692, !llvm.loop !709

539:                                              ; preds = %542
  %540 = load i32, i32* %6, align 4, !dbg !711, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %540, metadata !50, metadata !DIExpression()), !dbg !140
  %541 = icmp eq i32 %540, 0, !dbg !713
  br i1 %541, label %550, label %557, !dbg !714

542:                                              ; preds = %521, %542
  %543 = phi i64 [ 0, %521 ], [ %548, %542 ]
  call void @llvm.dbg.value(metadata i64 %543, metadata !108, metadata !DIExpression()), !dbg !703
  %544 = getelementptr inbounds double, double* %382, i64 %543, !dbg !715
  %545 = load double, double* %544, align 8, !dbg !715, !tbaa !268
  %546 = fmul double %526, %545, !dbg !717
  %547 = getelementptr inbounds double, double* %356, i64 %543, !dbg !718
  store double %546, double* %547, align 8, !dbg !719, !tbaa !268
  %548 = add nuw nsw i64 %543, 1, !dbg !720
  call void @llvm.dbg.value(metadata i64 %548, metadata !108, metadata !DIExpression()), !dbg !703
  %549 = icmp eq i64 %548, %394, !dbg !721
  br i1 %549, label %539, label %542, !dbg !704, !llvm.loop !722

550:                                              ; preds = %539
  %551 = urem i32 %412, 5, !dbg !724
  %552 = icmp eq i32 %551, 0, !dbg !725
  %553 = icmp eq i32 %412, %66
  %554 = select i1 %552, i1 true, i1 %553, !dbg !726
  br i1 %554, label %555, label %557, !dbg !726

555:                                              ; preds = %550
  %556 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %412, double noundef %523), !dbg !727
  br label %557, !dbg !727

557:                                              ; preds = %550, %555, %539
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %388) #10, !dbg !728
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %387) #10, !dbg !728
  %558 = add nuw i32 %412, 1, !dbg !729
  call void @llvm.dbg.value(metadata i32 %558, metadata !96, metadata !DIExpression()), !dbg !553
  call void @llvm.dbg.value(metadata double %523, metadata !94, metadata !DIExpression()), !dbg !140
  %559 = icmp eq i32 %412, %66, !dbg !554
  br i1 %559, label %402, label %411, !dbg !555, !llvm.loop !730

560:                                              ; preds = %402
  %561 = fsub double %404, %384, !dbg !732
  call void @llvm.dbg.value(metadata double %561, metadata !110, metadata !DIExpression()), !dbg !140
  %562 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.1, i64 0, i64 0), i32 noundef %70, i32 noundef 24, i32 noundef %128, i32 noundef %66), !dbg !733
  %563 = load i32, i32* %15, align 4, !dbg !735, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %563, metadata !112, metadata !DIExpression()), !dbg !140
  %564 = load i32, i32* %14, align 4, !dbg !736, !tbaa !141
  call void @llvm.dbg.value(metadata i32 %564, metadata !111, metadata !DIExpression()), !dbg !140
  %565 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.2, i64 0, i64 0), i32 noundef %563, i32 noundef %564), !dbg !737
  %566 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.3, i64 0, i64 0), double noundef %403), !dbg !738
  %567 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %561), !dbg !739
  br label %568, !dbg !740

568:                                              ; preds = %560, %402
  call void @free(i8* noundef %76) #10, !dbg !741
  call void @free(i8* noundef %82) #10, !dbg !742
  call void @free(i8* noundef %85) #10, !dbg !743
  %569 = load i8*, i8** %195, align 8, !dbg !744, !tbaa !384
  call void @free(i8* noundef %569) #10, !dbg !745
  %570 = load i8*, i8** %198, align 8, !dbg !746, !tbaa !389
  call void @free(i8* noundef %570) #10, !dbg !747
  %571 = load i8*, i8** %201, align 8, !dbg !748, !tbaa !393
  call void @free(i8* noundef %571) #10, !dbg !749
  %572 = load i8*, i8** %204, align 8, !dbg !750, !tbaa !397
  call void @free(i8* noundef %572) #10, !dbg !751
  %573 = load i8*, i8** %207, align 8, !dbg !752, !tbaa !401
  call void @free(i8* noundef %573) #10, !dbg !753
  %574 = load i8*, i8** %240, align 8, !dbg !754, !tbaa !427
  call void @free(i8* noundef %574) #10, !dbg !755
  %575 = load i8*, i8** %344, align 8, !dbg !756, !tbaa !507
  call void @free(i8* noundef %575) #10, !dbg !757
  %576 = load i8*, i8** %351, align 8, !dbg !758, !tbaa !515
  call void @free(i8* noundef %576) #10, !dbg !759
  call void @free(i8* noundef %355) #10, !dbg !760
  call void @free(i8* noundef %358) #10, !dbg !761
  %577 = call i32 @MPI_Finalize() #10, !dbg !762
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %406) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %405) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %360) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %359) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %135) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 72, i8* nonnull %134) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #10, !dbg !763
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #10, !dbg !763
  ret i32 0, !dbg !763
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !764 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !769 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !772 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !773 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #5

declare !dbg !778 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !781 double @MPI_Wtime() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

declare !dbg !784 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

declare !dbg !787 i32 @MPI_Finalize() local_unnamed_addr #3

declare !dbg !790 i32 @MPI_Irecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) local_unnamed_addr #3

declare !dbg !793 i32 @MPI_Isend(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) local_unnamed_addr #3

declare !dbg !796 i32 @MPI_Waitall(i32 noundef, %struct.ompi_request_t** noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr.c", directory: ".", checksumkind: CSK_MD5, checksum: "3a35c101c38beb29000da794a741665f")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 26, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7}
!6 = !DIEnumerator(name: "WIDTH", value: 24)
!7 = !DIEnumerator(name: "TAG_GHOST", value: 7)
!8 = !{!9, !13, !14, !15, !18, !21}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 419, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !10, line: 419, flags: DIFlagFwdDecl)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 420, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !10, line: 420, flags: DIFlagFwdDecl)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !10, line: 425, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !10, line: 425, flags: DIFlagFwdDecl)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !10, line: 428, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !10, line: 438, size: 192, elements: !24)
!24 = !{!25, !27, !28, !29, !30}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !23, file: !10, line: 441, baseType: !26, size: 32)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !23, file: !10, line: 442, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !23, file: !10, line: 443, baseType: !26, size: 32, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !23, file: !10, line: 448, baseType: !26, size: 32, offset: 96)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !23, file: !10, line: 449, baseType: !31, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !32, line: 46, baseType: !33)
!32 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 1}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 185, type: !42, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!42 = !DISubroutineType(types: !43)
!43 = !{!26, !26, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!47 = !{!48, !49, !50, !51, !52, !53, !54, !55, !56, !65, !81, !82, !83, !84, !85, !86, !88, !91, !92, !94, !95, !96, !98, !104, !105, !107, !108, !110, !111, !112}
!48 = !DILocalVariable(name: "argc", arg: 1, scope: !41, file: !1, line: 185, type: !26)
!49 = !DILocalVariable(name: "argv", arg: 2, scope: !41, file: !1, line: 185, type: !44)
!50 = !DILocalVariable(name: "rank", scope: !41, file: !1, line: 186, type: !26)
!51 = !DILocalVariable(name: "size", scope: !41, file: !1, line: 186, type: !26)
!52 = !DILocalVariable(name: "per_rank", scope: !41, file: !1, line: 191, type: !26)
!53 = !DILocalVariable(name: "iterations", scope: !41, file: !1, line: 192, type: !26)
!54 = !DILocalVariable(name: "n", scope: !41, file: !1, line: 195, type: !26)
!55 = !DILocalVariable(name: "first", scope: !41, file: !1, line: 195, type: !26)
!56 = !DILocalVariable(name: "a", scope: !41, file: !1, line: 197, type: !57)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "csr", file: !1, line: 43, size: 256, elements: !58)
!58 = !{!59, !60, !62, !63}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !57, file: !1, line: 44, baseType: !26, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "row_ptr", scope: !57, file: !1, line: 45, baseType: !61, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !57, file: !1, line: 46, baseType: !61, size: 64, offset: 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !57, file: !1, line: 47, baseType: !64, size: 64, offset: 192)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!65 = !DILocalVariable(name: "ex", scope: !41, file: !1, line: 198, type: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "exchange", file: !1, line: 79, size: 576, elements: !67)
!67 = !{!68, !69, !70, !71, !72, !73, !74, !75, !76}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "peers", scope: !66, file: !1, line: 80, baseType: !26, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "rank", scope: !66, file: !1, line: 81, baseType: !61, size: 64, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "recv_first", scope: !66, file: !1, line: 82, baseType: !61, size: 64, offset: 128)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "recv_count", scope: !66, file: !1, line: 82, baseType: !61, size: 64, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "send_first", scope: !66, file: !1, line: 83, baseType: !61, size: 64, offset: 256)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "send_count", scope: !66, file: !1, line: 83, baseType: !61, size: 64, offset: 320)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "send_index", scope: !66, file: !1, line: 84, baseType: !61, size: 64, offset: 384)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "send_buffer", scope: !66, file: !1, line: 85, baseType: !64, size: 64, offset: 448)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "requests", scope: !66, file: !1, line: 86, baseType: !77, size: 64, offset: 512)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 426, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_request_t", file: !10, line: 426, flags: DIFlagFwdDecl)
!81 = !DILocalVariable(name: "ghosts", scope: !41, file: !1, line: 199, type: !26)
!82 = !DILocalVariable(name: "x", scope: !41, file: !1, line: 200, type: !64)
!83 = !DILocalVariable(name: "y", scope: !41, file: !1, line: 201, type: !64)
!84 = !DILocalVariable(name: "local", scope: !41, file: !1, line: 203, type: !14)
!85 = !DILocalVariable(name: "global", scope: !41, file: !1, line: 203, type: !14)
!86 = !DILocalVariable(name: "r", scope: !87, file: !1, line: 204, type: !26)
!87 = distinct !DILexicalBlock(scope: !41, file: !1, line: 204, column: 3)
!88 = !DILocalVariable(name: "g", scope: !89, file: !1, line: 205, type: !26)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 204, column: 38)
!90 = distinct !DILexicalBlock(scope: !87, file: !1, line: 204, column: 3)
!91 = !DILocalVariable(name: "scale", scope: !41, file: !1, line: 210, type: !14)
!92 = !DILocalVariable(name: "r", scope: !93, file: !1, line: 211, type: !26)
!93 = distinct !DILexicalBlock(scope: !41, file: !1, line: 211, column: 3)
!94 = !DILocalVariable(name: "lambda", scope: !41, file: !1, line: 214, type: !14)
!95 = !DILocalVariable(name: "start", scope: !41, file: !1, line: 216, type: !14)
!96 = !DILocalVariable(name: "it", scope: !97, file: !1, line: 217, type: !26)
!97 = distinct !DILexicalBlock(scope: !41, file: !1, line: 217, column: 3)
!98 = !DILocalVariable(name: "part", scope: !99, file: !1, line: 220, type: !101)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 217, column: 44)
!100 = distinct !DILexicalBlock(scope: !97, file: !1, line: 217, column: 3)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 2)
!104 = !DILocalVariable(name: "sum", scope: !99, file: !1, line: 220, type: !101)
!105 = !DILocalVariable(name: "r", scope: !106, file: !1, line: 221, type: !26)
!106 = distinct !DILexicalBlock(scope: !99, file: !1, line: 221, column: 5)
!107 = !DILocalVariable(name: "inverse", scope: !99, file: !1, line: 227, type: !14)
!108 = !DILocalVariable(name: "r", scope: !109, file: !1, line: 228, type: !26)
!109 = distinct !DILexicalBlock(scope: !99, file: !1, line: 228, column: 5)
!110 = !DILocalVariable(name: "elapsed", scope: !41, file: !1, line: 233, type: !14)
!111 = !DILocalVariable(name: "peers_max", scope: !41, file: !1, line: 235, type: !26)
!112 = !DILocalVariable(name: "ghosts_total", scope: !41, file: !1, line: 235, type: !26)
!113 = !DILocalVariable(name: "a", scope: !114, file: !1, line: 53, type: !57)
!114 = distinct !DISubprogram(name: "laplacian", scope: !1, file: !1, line: 52, type: !115, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!57, !26, !26, !26}
!117 = !{!118, !119, !120, !113, !121, !122, !124, !127, !128, !132, !134}
!118 = !DILocalVariable(name: "n", arg: 1, scope: !114, file: !1, line: 52, type: !26)
!119 = !DILocalVariable(name: "first", arg: 2, scope: !114, file: !1, line: 52, type: !26)
!120 = !DILocalVariable(name: "rows", arg: 3, scope: !114, file: !1, line: 52, type: !26)
!121 = !DILocalVariable(name: "nnz", scope: !114, file: !1, line: 58, type: !26)
!122 = !DILocalVariable(name: "r", scope: !123, file: !1, line: 59, type: !26)
!123 = distinct !DILexicalBlock(scope: !114, file: !1, line: 59, column: 3)
!124 = !DILocalVariable(name: "g", scope: !125, file: !1, line: 60, type: !26)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 59, column: 34)
!126 = distinct !DILexicalBlock(scope: !123, file: !1, line: 59, column: 3)
!127 = !DILocalVariable(name: "gx", scope: !125, file: !1, line: 60, type: !26)
!128 = !DILocalVariable(name: "cols", scope: !125, file: !1, line: 64, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 160, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 5)
!132 = !DILocalVariable(name: "k", scope: !133, file: !1, line: 66, type: !26)
!133 = distinct !DILexicalBlock(scope: !125, file: !1, line: 66, column: 5)
!134 = !DILocalVariable(name: "c", scope: !135, file: !1, line: 67, type: !26)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 66, column: 33)
!136 = distinct !DILexicalBlock(scope: !133, file: !1, line: 66, column: 5)
!137 = !DILocation(line: 53, column: 14, scope: !114, inlinedAt: !138)
!138 = distinct !DILocation(line: 197, column: 18, scope: !41)
!139 = !DILocation(line: 197, column: 14, scope: !41)
!140 = !DILocation(line: 0, scope: !41)
!141 = !{!142, !142, i64 0}
!142 = !{!"int", !143, i64 0}
!143 = !{!"omnipotent char", !144, i64 0}
!144 = !{!"Simple C/C++ TBAA"}
!145 = !{!146, !146, i64 0}
!146 = !{!"any pointer", !143, i64 0}
!147 = !DILocation(line: 186, column: 3, scope: !41)
!148 = !DILocation(line: 187, column: 3, scope: !41)
!149 = !DILocation(line: 188, column: 3, scope: !41)
!150 = !DILocation(line: 189, column: 3, scope: !41)
!151 = !DILocation(line: 191, column: 30, scope: !41)
!152 = !DILocation(line: 191, column: 36, scope: !41)
!153 = !DILocalVariable(name: "argc", arg: 1, scope: !154, file: !1, line: 28, type: !26)
!154 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 28, type: !155, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!26, !26, !44, !26, !26}
!157 = !{!153, !158, !159, !160, !161, !164}
!158 = !DILocalVariable(name: "argv", arg: 2, scope: !154, file: !1, line: 28, type: !44)
!159 = !DILocalVariable(name: "index", arg: 3, scope: !154, file: !1, line: 28, type: !26)
!160 = !DILocalVariable(name: "fallback", arg: 4, scope: !154, file: !1, line: 28, type: !26)
!161 = !DILocalVariable(name: "s", scope: !154, file: !1, line: 31, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !46)
!164 = !DILocalVariable(name: "value", scope: !154, file: !1, line: 32, type: !26)
!165 = !DILocation(line: 0, scope: !154, inlinedAt: !166)
!166 = distinct !DILocation(line: 191, column: 18, scope: !41)
!167 = !DILocation(line: 29, column: 13, scope: !168, inlinedAt: !166)
!168 = distinct !DILexicalBlock(scope: !154, file: !1, line: 29, column: 7)
!169 = !DILocation(line: 29, column: 7, scope: !154, inlinedAt: !166)
!170 = !DILocation(line: 31, column: 19, scope: !154, inlinedAt: !166)
!171 = !DILocation(line: 33, column: 7, scope: !172, inlinedAt: !166)
!172 = distinct !DILexicalBlock(scope: !154, file: !1, line: 33, column: 7)
!173 = !{!143, !143, i64 0}
!174 = !DILocation(line: 33, column: 10, scope: !172, inlinedAt: !166)
!175 = !DILocation(line: 33, column: 7, scope: !154, inlinedAt: !166)
!176 = !DILocation(line: 36, column: 18, scope: !177, inlinedAt: !166)
!177 = distinct !DILexicalBlock(scope: !178, file: !1, line: 36, column: 9)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 35, column: 19)
!179 = distinct !DILexicalBlock(scope: !180, file: !1, line: 35, column: 3)
!180 = distinct !DILexicalBlock(scope: !154, file: !1, line: 35, column: 3)
!181 = !DILocation(line: 36, column: 9, scope: !177, inlinedAt: !166)
!182 = !DILocation(line: 38, column: 19, scope: !178, inlinedAt: !166)
!183 = !DILocation(line: 38, column: 30, scope: !178, inlinedAt: !166)
!184 = !DILocation(line: 38, column: 24, scope: !178, inlinedAt: !166)
!185 = !DILocation(line: 35, column: 15, scope: !179, inlinedAt: !166)
!186 = !DILocation(line: 35, column: 10, scope: !179, inlinedAt: !166)
!187 = !DILocation(line: 35, column: 3, scope: !180, inlinedAt: !166)
!188 = distinct !{!188, !187, !189, !190, !191}
!189 = !DILocation(line: 39, column: 3, scope: !180, inlinedAt: !166)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !{!"llvm.loop.unroll.disable"}
!192 = !DILocation(line: 0, scope: !154, inlinedAt: !193)
!193 = distinct !DILocation(line: 192, column: 20, scope: !41)
!194 = !DILocation(line: 29, column: 13, scope: !168, inlinedAt: !193)
!195 = !DILocation(line: 29, column: 7, scope: !154, inlinedAt: !193)
!196 = !DILocation(line: 31, column: 19, scope: !154, inlinedAt: !193)
!197 = !DILocation(line: 33, column: 7, scope: !172, inlinedAt: !193)
!198 = !DILocation(line: 33, column: 10, scope: !172, inlinedAt: !193)
!199 = !DILocation(line: 33, column: 7, scope: !154, inlinedAt: !193)
!200 = !DILocation(line: 36, column: 18, scope: !177, inlinedAt: !193)
!201 = !DILocation(line: 36, column: 9, scope: !177, inlinedAt: !193)
!202 = !DILocation(line: 38, column: 19, scope: !178, inlinedAt: !193)
!203 = !DILocation(line: 38, column: 30, scope: !178, inlinedAt: !193)
!204 = !DILocation(line: 38, column: 24, scope: !178, inlinedAt: !193)
!205 = !DILocation(line: 35, column: 15, scope: !179, inlinedAt: !193)
!206 = !DILocation(line: 35, column: 10, scope: !179, inlinedAt: !193)
!207 = !DILocation(line: 35, column: 3, scope: !180, inlinedAt: !193)
!208 = distinct !{!208, !207, !209, !190, !191}
!209 = !DILocation(line: 39, column: 3, scope: !180, inlinedAt: !193)
!210 = !DILocation(line: 193, column: 7, scope: !41)
!211 = !DILocation(line: 195, column: 22, scope: !41)
!212 = !DILocation(line: 195, column: 20, scope: !41)
!213 = !DILocation(line: 195, column: 36, scope: !41)
!214 = !DILocation(line: 195, column: 41, scope: !41)
!215 = !DILocation(line: 0, scope: !114, inlinedAt: !138)
!216 = !DILocation(line: 55, column: 42, scope: !114, inlinedAt: !138)
!217 = !DILocation(line: 55, column: 36, scope: !114, inlinedAt: !138)
!218 = !DILocation(line: 55, column: 34, scope: !114, inlinedAt: !138)
!219 = !DILocation(line: 55, column: 15, scope: !114, inlinedAt: !138)
!220 = !DILocation(line: 55, column: 13, scope: !114, inlinedAt: !138)
!221 = !DILocation(line: 56, column: 35, scope: !114, inlinedAt: !138)
!222 = !DILocation(line: 56, column: 42, scope: !114, inlinedAt: !138)
!223 = !DILocation(line: 56, column: 32, scope: !114, inlinedAt: !138)
!224 = !DILocation(line: 56, column: 30, scope: !114, inlinedAt: !138)
!225 = !DILocation(line: 56, column: 11, scope: !114, inlinedAt: !138)
!226 = !DILocation(line: 56, column: 9, scope: !114, inlinedAt: !138)
!227 = !DILocation(line: 57, column: 33, scope: !114, inlinedAt: !138)
!228 = !DILocation(line: 57, column: 11, scope: !114, inlinedAt: !138)
!229 = !DILocation(line: 57, column: 9, scope: !114, inlinedAt: !138)
!230 = !DILocation(line: 0, scope: !123, inlinedAt: !138)
!231 = !DILocation(line: 59, column: 21, scope: !126, inlinedAt: !138)
!232 = !DILocation(line: 59, column: 3, scope: !123, inlinedAt: !138)
!233 = !DILocation(line: 60, column: 19, scope: !125, inlinedAt: !138)
!234 = !DILocation(line: 0, scope: !125, inlinedAt: !138)
!235 = !DILocation(line: 60, column: 31, scope: !125, inlinedAt: !138)
!236 = !DILocation(line: 61, column: 5, scope: !125, inlinedAt: !138)
!237 = !DILocation(line: 61, column: 18, scope: !125, inlinedAt: !138)
!238 = !{!239}
!239 = distinct !{!239, !240, !"laplacian: argument 0"}
!240 = distinct !{!240, !"laplacian"}
!241 = !DILocation(line: 64, column: 5, scope: !125, inlinedAt: !138)
!242 = !DILocation(line: 64, column: 9, scope: !125, inlinedAt: !138)
!243 = !DILocation(line: 64, column: 22, scope: !125, inlinedAt: !138)
!244 = !DILocation(line: 64, column: 19, scope: !125, inlinedAt: !138)
!245 = !DILocation(line: 64, column: 34, scope: !125, inlinedAt: !138)
!246 = !DILocation(line: 64, column: 31, scope: !125, inlinedAt: !138)
!247 = !DILocation(line: 65, column: 23, scope: !125, inlinedAt: !138)
!248 = !DILocation(line: 65, column: 20, scope: !125, inlinedAt: !138)
!249 = !DILocation(line: 65, column: 51, scope: !125, inlinedAt: !138)
!250 = !DILocation(line: 0, scope: !133, inlinedAt: !138)
!251 = !DILocation(line: 66, column: 5, scope: !133, inlinedAt: !138)
!252 = !DILocation(line: 73, column: 3, scope: !126, inlinedAt: !138)
!253 = !DILocation(line: 59, column: 30, scope: !126, inlinedAt: !138)
!254 = distinct !{!254, !232, !255, !190, !191}
!255 = !DILocation(line: 73, column: 3, scope: !123, inlinedAt: !138)
!256 = !DILocation(line: 67, column: 15, scope: !135, inlinedAt: !138)
!257 = !DILocation(line: 0, scope: !135, inlinedAt: !138)
!258 = !DILocation(line: 68, column: 13, scope: !259, inlinedAt: !138)
!259 = distinct !DILexicalBlock(scope: !135, file: !1, line: 68, column: 11)
!260 = !DILocation(line: 68, column: 17, scope: !259, inlinedAt: !138)
!261 = !DILocation(line: 70, column: 7, scope: !135, inlinedAt: !138)
!262 = !DILocation(line: 70, column: 18, scope: !135, inlinedAt: !138)
!263 = !DILocation(line: 71, column: 24, scope: !135, inlinedAt: !138)
!264 = !DILocation(line: 71, column: 22, scope: !135, inlinedAt: !138)
!265 = !DILocation(line: 71, column: 16, scope: !135, inlinedAt: !138)
!266 = !DILocation(line: 71, column: 7, scope: !135, inlinedAt: !138)
!267 = !DILocation(line: 71, column: 20, scope: !135, inlinedAt: !138)
!268 = !{!269, !269, i64 0}
!269 = !{!"double", !143, i64 0}
!270 = !DILocation(line: 72, column: 5, scope: !136, inlinedAt: !138)
!271 = !DILocation(line: 66, column: 29, scope: !136, inlinedAt: !138)
!272 = !DILocation(line: 66, column: 23, scope: !136, inlinedAt: !138)
!273 = distinct !{!273, !251, !274, !190, !191}
!274 = !DILocation(line: 72, column: 5, scope: !133, inlinedAt: !138)
!275 = !DILocation(line: 74, column: 3, scope: !114, inlinedAt: !138)
!276 = !DILocation(line: 74, column: 19, scope: !114, inlinedAt: !138)
!277 = !DILocation(line: 198, column: 3, scope: !41)
!278 = !DILocation(line: 198, column: 19, scope: !41)
!279 = !DILocation(line: 199, column: 3, scope: !41)
!280 = !DILocalVariable(name: "a", arg: 1, scope: !281, file: !1, line: 92, type: !284)
!281 = distinct !DISubprogram(name: "setup_exchange", scope: !1, file: !1, line: 92, type: !282, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !286)
!282 = !DISubroutineType(types: !283)
!283 = !{!26, !284, !26, !26, !26, !285}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!286 = !{!280, !287, !288, !289, !290, !291, !292, !293, !294, !295, !296, !298, !300, !303, !304, !305, !307, !309, !312, !314, !317, !318, !320, !324, !327}
!287 = !DILocalVariable(name: "first", arg: 2, scope: !281, file: !1, line: 92, type: !26)
!288 = !DILocalVariable(name: "per_rank", arg: 3, scope: !281, file: !1, line: 92, type: !26)
!289 = !DILocalVariable(name: "size", arg: 4, scope: !281, file: !1, line: 92, type: !26)
!290 = !DILocalVariable(name: "ex", arg: 5, scope: !281, file: !1, line: 93, type: !285)
!291 = !DILocalVariable(name: "rows", scope: !281, file: !1, line: 94, type: !26)
!292 = !DILocalVariable(name: "nnz", scope: !281, file: !1, line: 94, type: !26)
!293 = !DILocalVariable(name: "lo", scope: !281, file: !1, line: 96, type: !26)
!294 = !DILocalVariable(name: "span", scope: !281, file: !1, line: 96, type: !26)
!295 = !DILocalVariable(name: "slot", scope: !281, file: !1, line: 97, type: !61)
!296 = !DILocalVariable(name: "i", scope: !297, file: !1, line: 98, type: !26)
!297 = distinct !DILexicalBlock(scope: !281, file: !1, line: 98, column: 3)
!298 = !DILocalVariable(name: "k", scope: !299, file: !1, line: 100, type: !26)
!299 = distinct !DILexicalBlock(scope: !281, file: !1, line: 100, column: 3)
!300 = !DILocalVariable(name: "c", scope: !301, file: !1, line: 101, type: !26)
!301 = distinct !DILexicalBlock(scope: !302, file: !1, line: 100, column: 33)
!302 = distinct !DILexicalBlock(scope: !299, file: !1, line: 100, column: 3)
!303 = !DILocalVariable(name: "ghosts", scope: !281, file: !1, line: 105, type: !26)
!304 = !DILocalVariable(name: "ghost_global", scope: !281, file: !1, line: 106, type: !61)
!305 = !DILocalVariable(name: "i", scope: !306, file: !1, line: 107, type: !26)
!306 = distinct !DILexicalBlock(scope: !281, file: !1, line: 107, column: 3)
!307 = !DILocalVariable(name: "k", scope: !308, file: !1, line: 112, type: !26)
!308 = distinct !DILexicalBlock(scope: !281, file: !1, line: 112, column: 3)
!309 = !DILocalVariable(name: "c", scope: !310, file: !1, line: 113, type: !26)
!310 = distinct !DILexicalBlock(scope: !311, file: !1, line: 112, column: 33)
!311 = distinct !DILexicalBlock(scope: !308, file: !1, line: 112, column: 3)
!312 = !DILocalVariable(name: "g", scope: !313, file: !1, line: 125, type: !26)
!313 = distinct !DILexicalBlock(scope: !281, file: !1, line: 125, column: 3)
!314 = !DILocalVariable(name: "owner", scope: !315, file: !1, line: 126, type: !26)
!315 = distinct !DILexicalBlock(scope: !316, file: !1, line: 125, column: 36)
!316 = distinct !DILexicalBlock(scope: !313, file: !1, line: 125, column: 3)
!317 = !DILocalVariable(name: "sent", scope: !281, file: !1, line: 139, type: !26)
!318 = !DILocalVariable(name: "p", scope: !319, file: !1, line: 140, type: !26)
!319 = distinct !DILexicalBlock(scope: !281, file: !1, line: 140, column: 3)
!320 = !DILocalVariable(name: "r", scope: !321, file: !1, line: 142, type: !26)
!321 = distinct !DILexicalBlock(scope: !322, file: !1, line: 142, column: 5)
!322 = distinct !DILexicalBlock(scope: !323, file: !1, line: 140, column: 39)
!323 = distinct !DILexicalBlock(scope: !319, file: !1, line: 140, column: 3)
!324 = !DILocalVariable(name: "k", scope: !325, file: !1, line: 143, type: !26)
!325 = distinct !DILexicalBlock(scope: !326, file: !1, line: 143, column: 7)
!326 = distinct !DILexicalBlock(scope: !321, file: !1, line: 142, column: 5)
!327 = !DILocalVariable(name: "c", scope: !328, file: !1, line: 144, type: !26)
!328 = distinct !DILexicalBlock(scope: !329, file: !1, line: 143, column: 63)
!329 = distinct !DILexicalBlock(scope: !325, file: !1, line: 143, column: 7)
!330 = !DILocation(line: 0, scope: !281, inlinedAt: !331)
!331 = distinct !DILocation(line: 199, column: 16, scope: !41)
!332 = !DILocation(line: 96, column: 18, scope: !281, inlinedAt: !331)
!333 = !DILocation(line: 96, column: 39, scope: !281, inlinedAt: !331)
!334 = !DILocation(line: 97, column: 36, scope: !281, inlinedAt: !331)
!335 = !DILocation(line: 97, column: 34, scope: !281, inlinedAt: !331)
!336 = !DILocation(line: 97, column: 15, scope: !281, inlinedAt: !331)
!337 = !DILocation(line: 0, scope: !297, inlinedAt: !331)
!338 = !DILocation(line: 98, column: 3, scope: !297, inlinedAt: !331)
!339 = !DILocation(line: 99, column: 13, scope: !340, inlinedAt: !331)
!340 = distinct !DILexicalBlock(scope: !297, file: !1, line: 98, column: 3)
!341 = !DILocation(line: 0, scope: !299, inlinedAt: !331)
!342 = !DILocation(line: 100, column: 21, scope: !302, inlinedAt: !331)
!343 = !DILocation(line: 100, column: 3, scope: !299, inlinedAt: !331)
!344 = !DILocation(line: 106, column: 23, scope: !281, inlinedAt: !331)
!345 = !DILocation(line: 0, scope: !306, inlinedAt: !331)
!346 = !DILocation(line: 107, column: 3, scope: !306, inlinedAt: !331)
!347 = !DILocation(line: 107, column: 21, scope: !348, inlinedAt: !331)
!348 = distinct !DILexicalBlock(scope: !306, file: !1, line: 107, column: 3)
!349 = !DILocation(line: 101, column: 13, scope: !301, inlinedAt: !331)
!350 = !DILocation(line: 0, scope: !301, inlinedAt: !331)
!351 = !DILocation(line: 102, column: 11, scope: !352, inlinedAt: !331)
!352 = distinct !DILexicalBlock(scope: !301, file: !1, line: 102, column: 9)
!353 = !DILocation(line: 102, column: 19, scope: !352, inlinedAt: !331)
!354 = !DILocation(line: 103, column: 14, scope: !352, inlinedAt: !331)
!355 = !DILocation(line: 103, column: 7, scope: !352, inlinedAt: !331)
!356 = !DILocation(line: 103, column: 20, scope: !352, inlinedAt: !331)
!357 = !DILocation(line: 100, column: 29, scope: !302, inlinedAt: !331)
!358 = distinct !{!358, !343, !359, !190, !191}
!359 = !DILocation(line: 104, column: 3, scope: !299, inlinedAt: !331)
!360 = !DILocation(line: 0, scope: !308, inlinedAt: !331)
!361 = !DILocation(line: 112, column: 3, scope: !308, inlinedAt: !331)
!362 = !DILocation(line: 112, column: 21, scope: !311, inlinedAt: !331)
!363 = !DILocation(line: 108, column: 9, scope: !364, inlinedAt: !331)
!364 = distinct !DILexicalBlock(scope: !348, file: !1, line: 108, column: 9)
!365 = !DILocation(line: 108, column: 17, scope: !364, inlinedAt: !331)
!366 = !DILocation(line: 108, column: 9, scope: !348, inlinedAt: !331)
!367 = !DILocation(line: 109, column: 22, scope: !368, inlinedAt: !331)
!368 = distinct !DILexicalBlock(scope: !364, file: !1, line: 108, column: 23)
!369 = !DILocation(line: 109, column: 15, scope: !368, inlinedAt: !331)
!370 = !DILocation(line: 110, column: 35, scope: !368, inlinedAt: !331)
!371 = !DILocation(line: 110, column: 26, scope: !368, inlinedAt: !331)
!372 = !DILocation(line: 110, column: 7, scope: !368, inlinedAt: !331)
!373 = !DILocation(line: 110, column: 30, scope: !368, inlinedAt: !331)
!374 = !DILocation(line: 111, column: 5, scope: !368, inlinedAt: !331)
!375 = !DILocation(line: 107, column: 30, scope: !348, inlinedAt: !331)
!376 = distinct !{!376, !346, !377, !190, !191}
!377 = !DILocation(line: 111, column: 5, scope: !306, inlinedAt: !331)
!378 = !DILocation(line: 119, column: 41, scope: !281, inlinedAt: !331)
!379 = !DILocation(line: 119, column: 35, scope: !281, inlinedAt: !331)
!380 = !DILocation(line: 119, column: 33, scope: !281, inlinedAt: !331)
!381 = !DILocation(line: 119, column: 14, scope: !281, inlinedAt: !331)
!382 = !DILocation(line: 119, column: 7, scope: !281, inlinedAt: !331)
!383 = !DILocation(line: 119, column: 12, scope: !281, inlinedAt: !331)
!384 = !{!385, !146, i64 8}
!385 = !{!"exchange", !142, i64 0, !146, i64 8, !146, i64 16, !146, i64 24, !146, i64 32, !146, i64 40, !146, i64 48, !146, i64 56, !146, i64 64}
!386 = !DILocation(line: 120, column: 20, scope: !281, inlinedAt: !331)
!387 = !DILocation(line: 120, column: 7, scope: !281, inlinedAt: !331)
!388 = !DILocation(line: 120, column: 18, scope: !281, inlinedAt: !331)
!389 = !{!385, !146, i64 16}
!390 = !DILocation(line: 121, column: 20, scope: !281, inlinedAt: !331)
!391 = !DILocation(line: 121, column: 7, scope: !281, inlinedAt: !331)
!392 = !DILocation(line: 121, column: 18, scope: !281, inlinedAt: !331)
!393 = !{!385, !146, i64 24}
!394 = !DILocation(line: 122, column: 20, scope: !281, inlinedAt: !331)
!395 = !DILocation(line: 122, column: 7, scope: !281, inlinedAt: !331)
!396 = !DILocation(line: 122, column: 18, scope: !281, inlinedAt: !331)
!397 = !{!385, !146, i64 32}
!398 = !DILocation(line: 123, column: 20, scope: !281, inlinedAt: !331)
!399 = !DILocation(line: 123, column: 7, scope: !281, inlinedAt: !331)
!400 = !DILocation(line: 123, column: 18, scope: !281, inlinedAt: !331)
!401 = !{!385, !146, i64 40}
!402 = !DILocation(line: 124, column: 7, scope: !281, inlinedAt: !331)
!403 = !DILocation(line: 124, column: 13, scope: !281, inlinedAt: !331)
!404 = !{!385, !142, i64 0}
!405 = !DILocation(line: 0, scope: !313, inlinedAt: !331)
!406 = !DILocation(line: 125, column: 21, scope: !316, inlinedAt: !331)
!407 = !DILocation(line: 125, column: 3, scope: !313, inlinedAt: !331)
!408 = !DILocation(line: 113, column: 13, scope: !310, inlinedAt: !331)
!409 = !DILocation(line: 0, scope: !310, inlinedAt: !331)
!410 = !DILocation(line: 114, column: 19, scope: !310, inlinedAt: !331)
!411 = !DILocation(line: 114, column: 28, scope: !310, inlinedAt: !331)
!412 = !DILocation(line: 114, column: 52, scope: !310, inlinedAt: !331)
!413 = !DILocation(line: 114, column: 17, scope: !310, inlinedAt: !331)
!414 = !DILocation(line: 114, column: 69, scope: !310, inlinedAt: !331)
!415 = !DILocation(line: 114, column: 62, scope: !310, inlinedAt: !331)
!416 = !DILocation(line: 114, column: 15, scope: !310, inlinedAt: !331)
!417 = !DILocation(line: 112, column: 29, scope: !311, inlinedAt: !331)
!418 = distinct !{!418, !361, !419, !190, !191}
!419 = !DILocation(line: 115, column: 3, scope: !308, inlinedAt: !331)
!420 = !DILocation(line: 138, column: 44, scope: !281, inlinedAt: !331)
!421 = !DILocation(line: 138, column: 51, scope: !281, inlinedAt: !331)
!422 = !DILocation(line: 138, column: 41, scope: !281, inlinedAt: !331)
!423 = !DILocation(line: 138, column: 39, scope: !281, inlinedAt: !331)
!424 = !DILocation(line: 138, column: 20, scope: !281, inlinedAt: !331)
!425 = !DILocation(line: 138, column: 7, scope: !281, inlinedAt: !331)
!426 = !DILocation(line: 138, column: 18, scope: !281, inlinedAt: !331)
!427 = !{!385, !146, i64 48}
!428 = !DILocation(line: 0, scope: !319, inlinedAt: !331)
!429 = !DILocation(line: 140, column: 27, scope: !323, inlinedAt: !331)
!430 = !DILocation(line: 140, column: 21, scope: !323, inlinedAt: !331)
!431 = !DILocation(line: 140, column: 3, scope: !319, inlinedAt: !331)
!432 = !DILocation(line: 126, column: 17, scope: !315, inlinedAt: !331)
!433 = !DILocation(line: 126, column: 33, scope: !315, inlinedAt: !331)
!434 = !DILocation(line: 0, scope: !315, inlinedAt: !331)
!435 = !DILocation(line: 127, column: 13, scope: !436, inlinedAt: !331)
!436 = distinct !DILexicalBlock(scope: !315, file: !1, line: 127, column: 9)
!437 = !DILocation(line: 127, column: 19, scope: !436, inlinedAt: !331)
!438 = !DILocation(line: 127, column: 24, scope: !436, inlinedAt: !331)
!439 = !DILocation(line: 127, column: 46, scope: !436, inlinedAt: !331)
!440 = !DILocation(line: 127, column: 27, scope: !436, inlinedAt: !331)
!441 = !DILocation(line: 127, column: 51, scope: !436, inlinedAt: !331)
!442 = !DILocation(line: 127, column: 9, scope: !315, inlinedAt: !331)
!443 = !DILocation(line: 128, column: 7, scope: !444, inlinedAt: !331)
!444 = distinct !DILexicalBlock(scope: !436, file: !1, line: 127, column: 61)
!445 = !DILocation(line: 128, column: 27, scope: !444, inlinedAt: !331)
!446 = !DILocation(line: 129, column: 40, scope: !444, inlinedAt: !331)
!447 = !DILocation(line: 129, column: 26, scope: !444, inlinedAt: !331)
!448 = !DILocation(line: 129, column: 7, scope: !444, inlinedAt: !331)
!449 = !DILocation(line: 129, column: 33, scope: !444, inlinedAt: !331)
!450 = !DILocation(line: 130, column: 26, scope: !444, inlinedAt: !331)
!451 = !DILocation(line: 130, column: 7, scope: !444, inlinedAt: !331)
!452 = !DILocation(line: 130, column: 33, scope: !444, inlinedAt: !331)
!453 = !DILocation(line: 131, column: 16, scope: !444, inlinedAt: !331)
!454 = !DILocation(line: 132, column: 5, scope: !444, inlinedAt: !331)
!455 = !DILocation(line: 133, column: 24, scope: !315, inlinedAt: !331)
!456 = !DILocation(line: 133, column: 30, scope: !315, inlinedAt: !331)
!457 = !DILocation(line: 133, column: 5, scope: !315, inlinedAt: !331)
!458 = !DILocation(line: 133, column: 34, scope: !315, inlinedAt: !331)
!459 = !DILocation(line: 125, column: 32, scope: !316, inlinedAt: !331)
!460 = distinct !{!460, !407, !461, !190, !191}
!461 = !DILocation(line: 134, column: 3, scope: !313, inlinedAt: !331)
!462 = !DILocation(line: 141, column: 5, scope: !322, inlinedAt: !331)
!463 = !DILocation(line: 141, column: 23, scope: !322, inlinedAt: !331)
!464 = !DILocation(line: 0, scope: !321, inlinedAt: !331)
!465 = !DILocation(line: 142, column: 5, scope: !321, inlinedAt: !331)
!466 = !DILocation(line: 150, column: 32, scope: !322, inlinedAt: !331)
!467 = !DILocation(line: 150, column: 30, scope: !322, inlinedAt: !331)
!468 = !DILocation(line: 150, column: 5, scope: !322, inlinedAt: !331)
!469 = !DILocation(line: 150, column: 23, scope: !322, inlinedAt: !331)
!470 = !DILocation(line: 140, column: 35, scope: !323, inlinedAt: !331)
!471 = distinct !{!471, !431, !472, !190, !191}
!472 = !DILocation(line: 151, column: 3, scope: !319, inlinedAt: !331)
!473 = !DILocation(line: 143, column: 20, scope: !325, inlinedAt: !331)
!474 = !DILocation(line: 0, scope: !325, inlinedAt: !331)
!475 = !DILocation(line: 143, column: 39, scope: !329, inlinedAt: !331)
!476 = !DILocation(line: 143, column: 37, scope: !329, inlinedAt: !331)
!477 = !DILocation(line: 143, column: 7, scope: !325, inlinedAt: !331)
!478 = !DILocation(line: 144, column: 17, scope: !328, inlinedAt: !331)
!479 = !DILocation(line: 0, scope: !328, inlinedAt: !331)
!480 = !DILocation(line: 145, column: 15, scope: !481, inlinedAt: !331)
!481 = distinct !DILexicalBlock(scope: !328, file: !1, line: 145, column: 13)
!482 = !DILocation(line: 145, column: 23, scope: !481, inlinedAt: !331)
!483 = !DILocation(line: 145, column: 41, scope: !481, inlinedAt: !331)
!484 = !DILocation(line: 145, column: 26, scope: !481, inlinedAt: !331)
!485 = !DILocation(line: 145, column: 49, scope: !481, inlinedAt: !331)
!486 = !DILocation(line: 145, column: 63, scope: !481, inlinedAt: !331)
!487 = !DILocation(line: 145, column: 60, scope: !481, inlinedAt: !331)
!488 = !DILocation(line: 145, column: 13, scope: !328, inlinedAt: !331)
!489 = !DILocation(line: 146, column: 30, scope: !490, inlinedAt: !331)
!490 = distinct !DILexicalBlock(scope: !481, file: !1, line: 145, column: 76)
!491 = !DILocation(line: 146, column: 11, scope: !490, inlinedAt: !331)
!492 = !DILocation(line: 146, column: 34, scope: !490, inlinedAt: !331)
!493 = !DILocation(line: 147, column: 11, scope: !490, inlinedAt: !331)
!494 = !DILocation(line: 143, column: 59, scope: !329, inlinedAt: !331)
!495 = distinct !{!495, !477, !496, !190, !191}
!496 = !DILocation(line: 149, column: 7, scope: !325, inlinedAt: !331)
!497 = !DILocation(line: 142, column: 23, scope: !326, inlinedAt: !331)
!498 = distinct !{!498, !465, !499, !190, !191}
!499 = !DILocation(line: 149, column: 7, scope: !321, inlinedAt: !331)
!500 = !DILocation(line: 139, column: 7, scope: !281, inlinedAt: !331)
!501 = !DILocation(line: 152, column: 51, scope: !281, inlinedAt: !331)
!502 = !DILocation(line: 152, column: 45, scope: !281, inlinedAt: !331)
!503 = !DILocation(line: 152, column: 43, scope: !281, inlinedAt: !331)
!504 = !DILocation(line: 152, column: 21, scope: !281, inlinedAt: !331)
!505 = !DILocation(line: 152, column: 7, scope: !281, inlinedAt: !331)
!506 = !DILocation(line: 152, column: 19, scope: !281, inlinedAt: !331)
!507 = !{!385, !146, i64 56}
!508 = !DILocation(line: 153, column: 50, scope: !281, inlinedAt: !331)
!509 = !DILocation(line: 153, column: 62, scope: !281, inlinedAt: !331)
!510 = !DILocation(line: 153, column: 47, scope: !281, inlinedAt: !331)
!511 = !DILocation(line: 153, column: 45, scope: !281, inlinedAt: !331)
!512 = !DILocation(line: 153, column: 18, scope: !281, inlinedAt: !331)
!513 = !DILocation(line: 153, column: 7, scope: !281, inlinedAt: !331)
!514 = !DILocation(line: 153, column: 16, scope: !281, inlinedAt: !331)
!515 = !{!385, !146, i64 64}
!516 = !DILocation(line: 154, column: 3, scope: !281, inlinedAt: !331)
!517 = !DILocation(line: 155, column: 3, scope: !281, inlinedAt: !331)
!518 = !DILocation(line: 199, column: 7, scope: !41)
!519 = !DILocation(line: 200, column: 49, scope: !41)
!520 = !DILocation(line: 200, column: 39, scope: !41)
!521 = !DILocation(line: 200, column: 37, scope: !41)
!522 = !DILocation(line: 200, column: 15, scope: !41)
!523 = !DILocation(line: 201, column: 37, scope: !41)
!524 = !DILocation(line: 201, column: 15, scope: !41)
!525 = !DILocation(line: 203, column: 3, scope: !41)
!526 = !DILocation(line: 203, column: 10, scope: !41)
!527 = !DILocation(line: 203, column: 23, scope: !41)
!528 = !DILocation(line: 0, scope: !87)
!529 = !DILocation(line: 204, column: 21, scope: !90)
!530 = !DILocation(line: 204, column: 3, scope: !87)
!531 = !DILocation(line: 207, column: 11, scope: !89)
!532 = !DILocation(line: 209, column: 3, scope: !41)
!533 = !DILocation(line: 210, column: 29, scope: !41)
!534 = !DILocation(line: 210, column: 24, scope: !41)
!535 = !DILocation(line: 210, column: 22, scope: !41)
!536 = !DILocation(line: 0, scope: !93)
!537 = !DILocation(line: 211, column: 21, scope: !538)
!538 = distinct !DILexicalBlock(scope: !93, file: !1, line: 211, column: 3)
!539 = !DILocation(line: 211, column: 3, scope: !93)
!540 = !DILocation(line: 205, column: 19, scope: !89)
!541 = !DILocation(line: 0, scope: !89)
!542 = !DILocation(line: 206, column: 36, scope: !89)
!543 = !DILocation(line: 206, column: 42, scope: !89)
!544 = !DILocation(line: 206, column: 24, scope: !89)
!545 = !DILocation(line: 206, column: 16, scope: !89)
!546 = !DILocation(line: 206, column: 5, scope: !89)
!547 = !DILocation(line: 206, column: 10, scope: !89)
!548 = !DILocation(line: 204, column: 34, scope: !90)
!549 = distinct !{!549, !530, !550, !190, !191}
!550 = !DILocation(line: 208, column: 3, scope: !87)
!551 = !DILocation(line: 215, column: 3, scope: !41)
!552 = !DILocation(line: 216, column: 18, scope: !41)
!553 = !DILocation(line: 0, scope: !97)
!554 = !DILocation(line: 217, column: 23, scope: !100)
!555 = !DILocation(line: 217, column: 3, scope: !97)
!556 = !DILocation(line: 212, column: 5, scope: !538)
!557 = !DILocation(line: 212, column: 10, scope: !538)
!558 = !DILocation(line: 211, column: 34, scope: !538)
!559 = distinct !{!559, !539, !560, !190, !191}
!560 = !DILocation(line: 212, column: 13, scope: !93)
!561 = !DILocation(line: 233, column: 20, scope: !41)
!562 = !DILocation(line: 235, column: 3, scope: !41)
!563 = !DILocation(line: 235, column: 7, scope: !41)
!564 = !DILocation(line: 235, column: 22, scope: !41)
!565 = !DILocation(line: 236, column: 3, scope: !41)
!566 = !DILocation(line: 237, column: 3, scope: !41)
!567 = !DILocation(line: 238, column: 7, scope: !568)
!568 = distinct !DILexicalBlock(scope: !41, file: !1, line: 238, column: 7)
!569 = !DILocation(line: 238, column: 12, scope: !568)
!570 = !DILocation(line: 238, column: 7, scope: !41)
!571 = !DILocalVariable(name: "ex", arg: 1, scope: !572, file: !1, line: 159, type: !575)
!572 = distinct !DISubprogram(name: "exchange_ghosts", scope: !1, file: !1, line: 159, type: !573, scopeLine: 159, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !577)
!573 = !DISubroutineType(types: !574)
!574 = !{null, !575, !64}
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !576, size: 64)
!576 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!577 = !{!571, !578, !579, !580, !582, !584, !587, !590}
!578 = !DILocalVariable(name: "x", arg: 2, scope: !572, file: !1, line: 159, type: !64)
!579 = !DILocalVariable(name: "pending", scope: !572, file: !1, line: 160, type: !26)
!580 = !DILocalVariable(name: "p", scope: !581, file: !1, line: 161, type: !26)
!581 = distinct !DILexicalBlock(scope: !572, file: !1, line: 161, column: 3)
!582 = !DILocalVariable(name: "p", scope: !583, file: !1, line: 165, type: !26)
!583 = distinct !DILexicalBlock(scope: !572, file: !1, line: 165, column: 3)
!584 = !DILocalVariable(name: "buffer", scope: !585, file: !1, line: 166, type: !64)
!585 = distinct !DILexicalBlock(scope: !586, file: !1, line: 165, column: 39)
!586 = distinct !DILexicalBlock(scope: !583, file: !1, line: 165, column: 3)
!587 = !DILocalVariable(name: "index", scope: !585, file: !1, line: 167, type: !588)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !589, size: 64)
!589 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!590 = !DILocalVariable(name: "i", scope: !591, file: !1, line: 168, type: !26)
!591 = distinct !DILexicalBlock(scope: !585, file: !1, line: 168, column: 5)
!592 = !DILocation(line: 0, scope: !572, inlinedAt: !593)
!593 = distinct !DILocation(line: 218, column: 5, scope: !99)
!594 = !DILocation(line: 0, scope: !581, inlinedAt: !593)
!595 = !DILocation(line: 161, column: 27, scope: !596, inlinedAt: !593)
!596 = distinct !DILexicalBlock(scope: !581, file: !1, line: 161, column: 3)
!597 = !DILocation(line: 161, column: 21, scope: !596, inlinedAt: !593)
!598 = !DILocation(line: 161, column: 3, scope: !581, inlinedAt: !593)
!599 = !DILocation(line: 0, scope: !583, inlinedAt: !593)
!600 = !DILocation(line: 165, column: 27, scope: !586, inlinedAt: !593)
!601 = !DILocation(line: 165, column: 21, scope: !586, inlinedAt: !593)
!602 = !DILocation(line: 165, column: 3, scope: !583, inlinedAt: !593)
!603 = !DILocation(line: 162, column: 22, scope: !604, inlinedAt: !593)
!604 = distinct !DILexicalBlock(scope: !596, file: !1, line: 161, column: 39)
!605 = !DILocation(line: 162, column: 18, scope: !604, inlinedAt: !593)
!606 = !DILocation(line: 162, column: 16, scope: !604, inlinedAt: !593)
!607 = !DILocation(line: 162, column: 15, scope: !604, inlinedAt: !593)
!608 = !DILocation(line: 162, column: 42, scope: !604, inlinedAt: !593)
!609 = !DILocation(line: 162, column: 38, scope: !604, inlinedAt: !593)
!610 = !DILocation(line: 163, column: 19, scope: !604, inlinedAt: !593)
!611 = !DILocation(line: 163, column: 15, scope: !604, inlinedAt: !593)
!612 = !DILocation(line: 163, column: 60, scope: !604, inlinedAt: !593)
!613 = !DILocation(line: 161, column: 35, scope: !596, inlinedAt: !593)
!614 = !DILocation(line: 163, column: 56, scope: !604, inlinedAt: !593)
!615 = !DILocation(line: 162, column: 5, scope: !604, inlinedAt: !593)
!616 = distinct !{!616, !598, !617, !190, !191}
!617 = !DILocation(line: 164, column: 3, scope: !581, inlinedAt: !593)
!618 = !DILocation(line: 173, column: 28, scope: !572, inlinedAt: !593)
!619 = !DILocation(line: 166, column: 27, scope: !585, inlinedAt: !593)
!620 = !DILocation(line: 166, column: 43, scope: !585, inlinedAt: !593)
!621 = !DILocation(line: 166, column: 39, scope: !585, inlinedAt: !593)
!622 = !DILocation(line: 166, column: 23, scope: !585, inlinedAt: !593)
!623 = !DILocation(line: 0, scope: !585, inlinedAt: !593)
!624 = !DILocation(line: 167, column: 29, scope: !585, inlinedAt: !593)
!625 = !DILocation(line: 167, column: 25, scope: !585, inlinedAt: !593)
!626 = !DILocation(line: 0, scope: !591, inlinedAt: !593)
!627 = !DILocation(line: 168, column: 23, scope: !628, inlinedAt: !593)
!628 = distinct !DILexicalBlock(scope: !591, file: !1, line: 168, column: 5)
!629 = !DILocation(line: 168, column: 5, scope: !591, inlinedAt: !593)
!630 = !DILocation(line: 170, column: 15, scope: !585, inlinedAt: !593)
!631 = !DILocation(line: 170, column: 58, scope: !585, inlinedAt: !593)
!632 = !DILocation(line: 170, column: 54, scope: !585, inlinedAt: !593)
!633 = !DILocation(line: 171, column: 36, scope: !585, inlinedAt: !593)
!634 = !DILocation(line: 171, column: 52, scope: !585, inlinedAt: !593)
!635 = !DILocation(line: 171, column: 32, scope: !585, inlinedAt: !593)
!636 = !DILocation(line: 170, column: 5, scope: !585, inlinedAt: !593)
!637 = !DILocation(line: 165, column: 35, scope: !586, inlinedAt: !593)
!638 = distinct !{!638, !602, !639, !190, !191}
!639 = !DILocation(line: 172, column: 3, scope: !583, inlinedAt: !593)
!640 = !DILocation(line: 169, column: 21, scope: !628, inlinedAt: !593)
!641 = !DILocation(line: 169, column: 19, scope: !628, inlinedAt: !593)
!642 = !DILocation(line: 169, column: 7, scope: !628, inlinedAt: !593)
!643 = !DILocation(line: 169, column: 17, scope: !628, inlinedAt: !593)
!644 = !DILocation(line: 168, column: 45, scope: !628, inlinedAt: !593)
!645 = distinct !{!645, !629, !646, !190, !191}
!646 = !DILocation(line: 169, column: 29, scope: !591, inlinedAt: !593)
!647 = !DILocation(line: 173, column: 3, scope: !572, inlinedAt: !593)
!648 = !DILocalVariable(name: "a", arg: 1, scope: !649, file: !1, line: 176, type: !652)
!649 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 176, type: !650, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !656)
!650 = !DISubroutineType(types: !651)
!651 = !{null, !652, !654, !64}
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !653, size: 64)
!653 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !57)
!654 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !655, size: 64)
!655 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!656 = !{!648, !657, !658, !659, !661, !664}
!657 = !DILocalVariable(name: "x", arg: 2, scope: !649, file: !1, line: 176, type: !654)
!658 = !DILocalVariable(name: "y", arg: 3, scope: !649, file: !1, line: 176, type: !64)
!659 = !DILocalVariable(name: "r", scope: !660, file: !1, line: 177, type: !26)
!660 = distinct !DILexicalBlock(scope: !649, file: !1, line: 177, column: 3)
!661 = !DILocalVariable(name: "sum", scope: !662, file: !1, line: 178, type: !14)
!662 = distinct !DILexicalBlock(scope: !663, file: !1, line: 177, column: 37)
!663 = distinct !DILexicalBlock(scope: !660, file: !1, line: 177, column: 3)
!664 = !DILocalVariable(name: "k", scope: !665, file: !1, line: 179, type: !26)
!665 = distinct !DILexicalBlock(scope: !662, file: !1, line: 179, column: 5)
!666 = !DILocation(line: 0, scope: !649, inlinedAt: !667)
!667 = distinct !DILocation(line: 219, column: 5, scope: !99)
!668 = !DILocation(line: 0, scope: !660, inlinedAt: !667)
!669 = !DILocation(line: 177, column: 3, scope: !660, inlinedAt: !667)
!670 = !DILocation(line: 0, scope: !662, inlinedAt: !667)
!671 = !DILocation(line: 179, column: 18, scope: !665, inlinedAt: !667)
!672 = !DILocation(line: 0, scope: !665, inlinedAt: !667)
!673 = !DILocation(line: 179, column: 35, scope: !674, inlinedAt: !667)
!674 = distinct !DILexicalBlock(scope: !665, file: !1, line: 179, column: 5)
!675 = !DILocation(line: 179, column: 5, scope: !665, inlinedAt: !667)
!676 = !DILocation(line: 181, column: 5, scope: !662, inlinedAt: !667)
!677 = !DILocation(line: 181, column: 10, scope: !662, inlinedAt: !667)
!678 = !DILocation(line: 177, column: 21, scope: !663, inlinedAt: !667)
!679 = distinct !{!679, !669, !680, !190, !191}
!680 = !DILocation(line: 182, column: 3, scope: !660, inlinedAt: !667)
!681 = !DILocation(line: 180, column: 14, scope: !674, inlinedAt: !667)
!682 = !DILocation(line: 180, column: 28, scope: !674, inlinedAt: !667)
!683 = !DILocation(line: 180, column: 26, scope: !674, inlinedAt: !667)
!684 = !DILocation(line: 180, column: 11, scope: !674, inlinedAt: !667)
!685 = !DILocation(line: 179, column: 57, scope: !674, inlinedAt: !667)
!686 = distinct !{!686, !675, !687, !190, !191}
!687 = !DILocation(line: 180, column: 37, scope: !665, inlinedAt: !667)
!688 = !DILocation(line: 220, column: 5, scope: !99)
!689 = !DILocation(line: 220, column: 12, scope: !99)
!690 = !DILocation(line: 220, column: 34, scope: !99)
!691 = !DILocation(line: 0, scope: !106)
!692 = !DILocation(line: 221, column: 5, scope: !106)
!693 = !DILocation(line: 222, column: 15, scope: !694)
!694 = distinct !DILexicalBlock(scope: !695, file: !1, line: 221, column: 40)
!695 = distinct !DILexicalBlock(scope: !106, file: !1, line: 221, column: 5)
!696 = !DILocation(line: 223, column: 15, scope: !694)
!697 = !DILocation(line: 225, column: 5, scope: !99)
!698 = !DILocation(line: 226, column: 14, scope: !99)
!699 = !DILocation(line: 227, column: 33, scope: !99)
!700 = !DILocation(line: 227, column: 28, scope: !99)
!701 = !DILocation(line: 227, column: 26, scope: !99)
!702 = !DILocation(line: 0, scope: !99)
!703 = !DILocation(line: 0, scope: !109)
!704 = !DILocation(line: 228, column: 5, scope: !109)
!705 = !DILocation(line: 222, column: 18, scope: !694)
!706 = !DILocation(line: 222, column: 25, scope: !694)
!707 = !DILocation(line: 221, column: 36, scope: !695)
!708 = !DILocation(line: 221, column: 23, scope: !695)
!709 = distinct !{!709, !692, !710, !190, !191}
!710 = !DILocation(line: 224, column: 5, scope: !106)
!711 = !DILocation(line: 230, column: 9, scope: !712)
!712 = distinct !DILexicalBlock(scope: !99, file: !1, line: 230, column: 9)
!713 = !DILocation(line: 230, column: 14, scope: !712)
!714 = !DILocation(line: 230, column: 19, scope: !712)
!715 = !DILocation(line: 229, column: 14, scope: !716)
!716 = distinct !DILexicalBlock(scope: !109, file: !1, line: 228, column: 5)
!717 = !DILocation(line: 229, column: 19, scope: !716)
!718 = !DILocation(line: 229, column: 7, scope: !716)
!719 = !DILocation(line: 229, column: 12, scope: !716)
!720 = !DILocation(line: 228, column: 36, scope: !716)
!721 = !DILocation(line: 228, column: 23, scope: !716)
!722 = distinct !{!722, !704, !723, !190, !191}
!723 = !DILocation(line: 229, column: 21, scope: !109)
!724 = !DILocation(line: 230, column: 26, scope: !712)
!725 = !DILocation(line: 230, column: 30, scope: !712)
!726 = !DILocation(line: 230, column: 35, scope: !712)
!727 = !DILocation(line: 231, column: 7, scope: !712)
!728 = !DILocation(line: 232, column: 3, scope: !100)
!729 = !DILocation(line: 217, column: 40, scope: !100)
!730 = distinct !{!730, !555, !731, !190, !191}
!731 = !DILocation(line: 232, column: 3, scope: !97)
!732 = !DILocation(line: 233, column: 32, scope: !41)
!733 = !DILocation(line: 239, column: 5, scope: !734)
!734 = distinct !DILexicalBlock(scope: !568, file: !1, line: 238, column: 18)
!735 = !DILocation(line: 243, column: 12, scope: !734)
!736 = !DILocation(line: 243, column: 26, scope: !734)
!737 = !DILocation(line: 242, column: 5, scope: !734)
!738 = !DILocation(line: 244, column: 5, scope: !734)
!739 = !DILocation(line: 245, column: 5, scope: !734)
!740 = !DILocation(line: 246, column: 3, scope: !734)
!741 = !DILocation(line: 247, column: 3, scope: !41)
!742 = !DILocation(line: 248, column: 3, scope: !41)
!743 = !DILocation(line: 249, column: 3, scope: !41)
!744 = !DILocation(line: 250, column: 11, scope: !41)
!745 = !DILocation(line: 250, column: 3, scope: !41)
!746 = !DILocation(line: 251, column: 11, scope: !41)
!747 = !DILocation(line: 251, column: 3, scope: !41)
!748 = !DILocation(line: 252, column: 11, scope: !41)
!749 = !DILocation(line: 252, column: 3, scope: !41)
!750 = !DILocation(line: 253, column: 11, scope: !41)
!751 = !DILocation(line: 253, column: 3, scope: !41)
!752 = !DILocation(line: 254, column: 11, scope: !41)
!753 = !DILocation(line: 254, column: 3, scope: !41)
!754 = !DILocation(line: 255, column: 11, scope: !41)
!755 = !DILocation(line: 255, column: 3, scope: !41)
!756 = !DILocation(line: 256, column: 11, scope: !41)
!757 = !DILocation(line: 256, column: 3, scope: !41)
!758 = !DILocation(line: 257, column: 11, scope: !41)
!759 = !DILocation(line: 257, column: 3, scope: !41)
!760 = !DILocation(line: 258, column: 3, scope: !41)
!761 = !DILocation(line: 259, column: 3, scope: !41)
!762 = !DILocation(line: 260, column: 3, scope: !41)
!763 = !DILocation(line: 262, column: 1, scope: !41)
!764 = !DISubprogram(name: "MPI_Init", scope: !10, file: !10, line: 1637, type: !765, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!765 = !DISubroutineType(types: !766)
!766 = !{!26, !61, !767}
!767 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!768 = !{}
!769 = !DISubprogram(name: "MPI_Comm_rank", scope: !10, file: !10, line: 1421, type: !770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!770 = !DISubroutineType(types: !771)
!771 = !{!26, !9, !61}
!772 = !DISubprogram(name: "MPI_Comm_size", scope: !10, file: !10, line: 1428, type: !770, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!773 = !DISubprogram(name: "MPI_Allreduce", scope: !10, file: !10, line: 1321, type: !774, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!774 = !DISubroutineType(types: !775)
!775 = !{!26, !776, !13, !26, !15, !18, !9}
!776 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !777, size: 64)
!777 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!778 = !DISubprogram(name: "MPI_Barrier", scope: !10, file: !10, line: 1343, type: !779, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!779 = !DISubroutineType(types: !780)
!780 = !{!26, !9}
!781 = !DISubprogram(name: "MPI_Wtime", scope: !10, file: !10, line: 1954, type: !782, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!782 = !DISubroutineType(types: !783)
!783 = !{!14}
!784 = !DISubprogram(name: "MPI_Reduce", scope: !10, file: !10, line: 1725, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!785 = !DISubroutineType(types: !786)
!786 = !{!26, !776, !13, !26, !15, !18, !26, !9}
!787 = !DISubprogram(name: "MPI_Finalize", scope: !10, file: !10, line: 1550, type: !788, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!788 = !DISubroutineType(types: !789)
!789 = !{!26}
!790 = !DISubprogram(name: "MPI_Irecv", scope: !10, file: !10, line: 1648, type: !791, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!791 = !DISubroutineType(types: !792)
!792 = !{!26, !13, !26, !15, !26, !26, !9, !77}
!793 = !DISubprogram(name: "MPI_Isend", scope: !10, file: !10, line: 1652, type: !794, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!794 = !DISubroutineType(types: !795)
!795 = !{!26, !776, !26, !15, !26, !26, !9, !77}
!796 = !DISubprogram(name: "MPI_Waitall", scope: !10, file: !10, line: 1899, type: !797, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !768)
!797 = !DISubroutineType(types: !798)
!798 = !{!26, !26, !77, !21}
