; ModuleID = 'wavefront.c'
source_filename = "wavefront.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@__const.main.mu = private unnamed_addr constant [3 x double] [double 2.000000e-01, double 5.000000e-01, double 8.000000e-01], align 16
@__const.main.eta = private unnamed_addr constant [3 x double] [double 8.000000e-01, double 5.000000e-01, double 2.000000e-01], align 16
@__const.main.weight = private unnamed_addr constant [3 x double] [double 0x3FB3333333333333, double 1.000000e-01, double 0x3FB3333333333333], align 16
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [65 x i8] c"wavefront: %d x %d cells in %d x %d tiles, %d angles, %d sweeps\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"flux checksum: %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"max flux: %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !49, metadata !DIExpression()), !dbg !144
  store i32 %0, i32* %3, align 4, !tbaa !145
  call void @llvm.dbg.value(metadata i8** %1, metadata !50, metadata !DIExpression()), !dbg !144
  store i8** %1, i8*** %4, align 8, !tbaa !149
  %11 = bitcast i32* %5 to i8*, !dbg !151
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #9, !dbg !151
  %12 = bitcast i32* %6 to i8*, !dbg !151
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9, !dbg !151
  call void @llvm.dbg.value(metadata i32* %3, metadata !49, metadata !DIExpression(DW_OP_deref)), !dbg !144
  call void @llvm.dbg.value(metadata i8*** %4, metadata !50, metadata !DIExpression(DW_OP_deref)), !dbg !144
  %13 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #9, !dbg !152
  call void @llvm.dbg.value(metadata i32* %5, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !144
  %14 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #9, !dbg !153
  call void @llvm.dbg.value(metadata i32* %6, metadata !52, metadata !DIExpression(DW_OP_deref)), !dbg !144
  %15 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #9, !dbg !154
  %16 = load i32, i32* %3, align 4, !dbg !155, !tbaa !145
  call void @llvm.dbg.value(metadata i32 %16, metadata !49, metadata !DIExpression()), !dbg !144
  %17 = load i8**, i8*** %4, align 8, !dbg !156, !tbaa !149
  call void @llvm.dbg.value(metadata i8** %17, metadata !50, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %16, metadata !157, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i8** %17, metadata !162, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 1, metadata !163, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 32, metadata !164, metadata !DIExpression()), !dbg !169
  %18 = icmp sgt i32 %16, 1, !dbg !171
  br i1 %18, label %19, label %38, !dbg !173

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !174
  %21 = load i8*, i8** %20, align 8, !dbg !174, !tbaa !149
  call void @llvm.dbg.value(metadata i8* %21, metadata !165, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()), !dbg !169
  %22 = load i8, i8* %21, align 1, !dbg !175, !tbaa !177
  %23 = icmp eq i8 %22, 0, !dbg !178
  br i1 %23, label %38, label %24, !dbg !179

24:                                               ; preds = %19, %30
  %25 = phi i8 [ %36, %30 ], [ %22, %19 ]
  %26 = phi i32 [ %34, %30 ], [ 0, %19 ]
  %27 = phi i8* [ %35, %30 ], [ %21, %19 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata i8* %27, metadata !165, metadata !DIExpression()), !dbg !169
  %28 = add i8 %25, -58, !dbg !180
  %29 = icmp ult i8 %28, -10, !dbg !180
  br i1 %29, label %38, label %30, !dbg !180

30:                                               ; preds = %24
  %31 = sext i8 %25 to i32, !dbg !185
  %32 = mul nsw i32 %26, 10, !dbg !186
  %33 = add nsw i32 %31, -48, !dbg !187
  %34 = add i32 %33, %32, !dbg !188
  call void @llvm.dbg.value(metadata i32 %34, metadata !168, metadata !DIExpression()), !dbg !169
  %35 = getelementptr inbounds i8, i8* %27, i64 1, !dbg !189
  call void @llvm.dbg.value(metadata i8* %35, metadata !165, metadata !DIExpression()), !dbg !169
  %36 = load i8, i8* %35, align 1, !dbg !190, !tbaa !177
  %37 = icmp eq i8 %36, 0, !dbg !191
  br i1 %37, label %38, label %24, !dbg !191, !llvm.loop !192

38:                                               ; preds = %24, %30, %2, %19
  %39 = phi i32 [ 32, %2 ], [ 32, %19 ], [ 32, %24 ], [ %34, %30 ], !dbg !169
  call void @llvm.dbg.value(metadata i32 %39, metadata !53, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %16, metadata !49, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i8** %17, metadata !50, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %16, metadata !157, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i8** %17, metadata !162, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 2, metadata !163, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 4, metadata !164, metadata !DIExpression()), !dbg !196
  %40 = icmp sgt i32 %16, 2, !dbg !198
  br i1 %40, label %41, label %60, !dbg !199

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8*, i8** %17, i64 2, !dbg !200
  %43 = load i8*, i8** %42, align 8, !dbg !200, !tbaa !149
  call void @llvm.dbg.value(metadata i8* %43, metadata !165, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i32 0, metadata !168, metadata !DIExpression()), !dbg !196
  %44 = load i8, i8* %43, align 1, !dbg !201, !tbaa !177
  %45 = icmp eq i8 %44, 0, !dbg !202
  br i1 %45, label %60, label %46, !dbg !203

46:                                               ; preds = %41, %52
  %47 = phi i8 [ %58, %52 ], [ %44, %41 ]
  %48 = phi i32 [ %56, %52 ], [ 0, %41 ]
  %49 = phi i8* [ %57, %52 ], [ %43, %41 ]
  call void @llvm.dbg.value(metadata i32 %48, metadata !168, metadata !DIExpression()), !dbg !196
  call void @llvm.dbg.value(metadata i8* %49, metadata !165, metadata !DIExpression()), !dbg !196
  %50 = add i8 %47, -58, !dbg !204
  %51 = icmp ult i8 %50, -10, !dbg !204
  br i1 %51, label %60, label %52, !dbg !204

52:                                               ; preds = %46
  %53 = sext i8 %47 to i32, !dbg !205
  %54 = mul nsw i32 %48, 10, !dbg !206
  %55 = add nsw i32 %53, -48, !dbg !207
  %56 = add i32 %55, %54, !dbg !208
  call void @llvm.dbg.value(metadata i32 %56, metadata !168, metadata !DIExpression()), !dbg !196
  %57 = getelementptr inbounds i8, i8* %49, i64 1, !dbg !209
  call void @llvm.dbg.value(metadata i8* %57, metadata !165, metadata !DIExpression()), !dbg !196
  %58 = load i8, i8* %57, align 1, !dbg !210, !tbaa !177
  %59 = icmp eq i8 %58, 0, !dbg !211
  br i1 %59, label %60, label %46, !dbg !211, !llvm.loop !212

60:                                               ; preds = %46, %52, %38, %41
  %61 = phi i32 [ 4, %38 ], [ 4, %41 ], [ 4, %46 ], [ %56, %52 ], !dbg !196
  call void @llvm.dbg.value(metadata i32 %61, metadata !54, metadata !DIExpression()), !dbg !144
  %62 = icmp sgt i32 %39, 1, !dbg !214
  %63 = select i1 %62, i32 %39, i32 1, !dbg !214
  call void @llvm.dbg.value(metadata i32 %63, metadata !53, metadata !DIExpression()), !dbg !144
  %64 = load i32, i32* %6, align 4, !dbg !215, !tbaa !145
  call void @llvm.dbg.value(metadata i32 %64, metadata !52, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %64, metadata !216, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32* undef, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32* undef, metadata !223, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 1, metadata !224, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i32 1, metadata !225, metadata !DIExpression()), !dbg !229
  %65 = icmp slt i32 %64, 1, !dbg !230
  br i1 %65, label %75, label %66, !dbg !232

66:                                               ; preds = %60, %66
  %67 = phi i32 [ %72, %66 ], [ 1, %60 ]
  %68 = phi i32 [ %71, %66 ], [ 1, %60 ]
  call void @llvm.dbg.value(metadata i32 %67, metadata !225, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %68, metadata !224, metadata !DIExpression()), !dbg !227
  %69 = srem i32 %64, %67, !dbg !233
  %70 = icmp eq i32 %69, 0, !dbg !235
  %71 = select i1 %70, i32 %67, i32 %68, !dbg !236
  call void @llvm.dbg.value(metadata i32 %71, metadata !224, metadata !DIExpression()), !dbg !227
  %72 = add nuw nsw i32 %67, 1, !dbg !237
  call void @llvm.dbg.value(metadata i32 %72, metadata !225, metadata !DIExpression()), !dbg !229
  %73 = mul nsw i32 %72, %72, !dbg !238
  %74 = icmp sgt i32 %73, %64, !dbg !230
  br i1 %74, label %75, label %66, !dbg !232, !llvm.loop !239

75:                                               ; preds = %66, %60
  %76 = phi i32 [ 1, %60 ], [ %71, %66 ], !dbg !227
  %77 = sdiv i32 %64, %76, !dbg !241
  %78 = load i32, i32* %5, align 4, !dbg !242, !tbaa !145
  call void @llvm.dbg.value(metadata i32 %78, metadata !51, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %76, metadata !55, metadata !DIExpression()), !dbg !144
  %79 = srem i32 %78, %76, !dbg !243
  call void @llvm.dbg.value(metadata i32 %79, metadata !57, metadata !DIExpression()), !dbg !144
  %80 = sdiv i32 %78, %76, !dbg !244
  call void @llvm.dbg.value(metadata i32 %80, metadata !58, metadata !DIExpression()), !dbg !144
  %81 = mul nsw i32 %76, %63, !dbg !245
  call void @llvm.dbg.value(metadata i32 %81, metadata !59, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %77, metadata !56, metadata !DIExpression()), !dbg !144
  %82 = mul nsw i32 %77, %63, !dbg !246
  call void @llvm.dbg.value(metadata i32 %82, metadata !60, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata [3 x double]* @__const.main.mu, metadata !61, metadata !DIExpression()), !dbg !247
  call void @llvm.dbg.declare(metadata [3 x double]* @__const.main.eta, metadata !67, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.declare(metadata [3 x double]* @__const.main.weight, metadata !68, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !69, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !70, metadata !DIExpression()), !dbg !144
  %83 = zext i32 %63 to i64, !dbg !250
  %84 = mul nuw nsw i64 %83, %83, !dbg !251
  call void @llvm.dbg.value(metadata i64 %84, metadata !71, metadata !DIExpression()), !dbg !144
  %85 = shl i64 %84, 3, !dbg !252
  %86 = call noalias i8* @malloc(i64 noundef %85) #9, !dbg !253
  %87 = bitcast i8* %86 to double*, !dbg !253
  call void @llvm.dbg.value(metadata double* %87, metadata !72, metadata !DIExpression()), !dbg !144
  %88 = call noalias i8* @malloc(i64 noundef %85) #9, !dbg !254
  call void @llvm.dbg.value(metadata double* %112, metadata !74, metadata !DIExpression()), !dbg !144
  %89 = call noalias i8* @malloc(i64 noundef %85) #9, !dbg !255
  call void @llvm.dbg.value(metadata double* %113, metadata !75, metadata !DIExpression()), !dbg !144
  %90 = shl nuw nsw i64 %83, 3, !dbg !256
  %91 = call noalias i8* @malloc(i64 noundef %90) #9, !dbg !257
  call void @llvm.dbg.value(metadata double* %114, metadata !76, metadata !DIExpression()), !dbg !144
  %92 = call noalias i8* @malloc(i64 noundef %90) #9, !dbg !258
  call void @llvm.dbg.value(metadata double* %115, metadata !77, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !259
  %93 = mul nsw i32 %79, %63
  %94 = shl nsw i32 %81, 1
  %95 = mul nsw i32 %81, 3
  %96 = mul nsw i32 %80, %63
  %97 = shl nsw i32 %82, 1
  %98 = mul nsw i32 %82, 3
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !259
  %99 = mul nuw nsw i64 %83, %83, !dbg !260
  %100 = shl i64 %99, 3, !dbg !260
  call void @llvm.memset.p0i8.i64(i8* align 8 %89, i8 0, i64 %100, i1 false), !dbg !261, !tbaa !262
  %101 = zext i32 %63 to i64, !dbg !264
  %102 = zext i32 %63 to i64
  br label %103, !dbg !260

103:                                              ; preds = %75, %123
  %104 = phi i64 [ 0, %75 ], [ %124, %123 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !78, metadata !DIExpression()), !dbg !259
  %105 = mul nuw nsw i64 %104, %83
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !265
  %106 = trunc i64 %104 to i32
  %107 = add nsw i32 %96, %106
  %108 = mul nsw i32 %107, 5
  %109 = icmp sge i32 %108, %97
  %110 = icmp slt i32 %108, %98
  br label %126, !dbg !266

111:                                              ; preds = %123
  %112 = bitcast i8* %88 to double*, !dbg !254
  %113 = bitcast i8* %89 to double*, !dbg !255
  %114 = bitcast i8* %91 to double*, !dbg !257
  %115 = bitcast i8* %92 to double*, !dbg !258
  %116 = shl nuw nsw i64 %83, 3, !dbg !260
  %117 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !267
  %118 = call double @MPI_Wtime() #9, !dbg !268
  call void @llvm.dbg.value(metadata double %118, metadata !88, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !269
  %119 = icmp sgt i32 %61, 0, !dbg !270
  br i1 %119, label %120, label %144, !dbg !271

120:                                              ; preds = %111
  %121 = icmp eq i64 %84, 0
  %122 = zext i32 %63 to i64
  br label %141, !dbg !271

123:                                              ; preds = %126
  %124 = add nuw nsw i64 %104, 1, !dbg !272
  call void @llvm.dbg.value(metadata i64 %124, metadata !78, metadata !DIExpression()), !dbg !259
  %125 = icmp eq i64 %124, %101, !dbg !264
  br i1 %125, label %111, label %103, !dbg !260, !llvm.loop !273

126:                                              ; preds = %103, %126
  %127 = phi i64 [ 0, %103 ], [ %139, %126 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !80, metadata !DIExpression()), !dbg !265
  %128 = trunc i64 %127 to i32, !dbg !275
  %129 = add nsw i32 %93, %128, !dbg !275
  call void @llvm.dbg.value(metadata i32 %129, metadata !83, metadata !DIExpression()), !dbg !276
  call void @llvm.dbg.value(metadata !DIArgList(i32 %80, i64 %104, i32 %63), metadata !86, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !276
  %130 = mul nsw i32 %129, 5, !dbg !277
  %131 = icmp sge i32 %130, %94, !dbg !278
  %132 = icmp slt i32 %130, %95
  %133 = select i1 %131, i1 %132, i1 false, !dbg !279
  %134 = select i1 %133, i1 %109, i1 false, !dbg !279
  %135 = select i1 %134, i1 %110, i1 false, !dbg !279
  call void @llvm.dbg.value(metadata i1 %135, metadata !87, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !276
  %136 = select i1 %135, double 1.000000e+00, double 1.000000e-02, !dbg !280
  %137 = add nuw nsw i64 %105, %127, !dbg !281
  %138 = getelementptr inbounds double, double* %87, i64 %137, !dbg !282
  store double %136, double* %138, align 8, !dbg !283, !tbaa !262
  %139 = add nuw nsw i64 %127, 1, !dbg !284
  call void @llvm.dbg.value(metadata i64 %139, metadata !80, metadata !DIExpression()), !dbg !265
  %140 = icmp eq i64 %139, %102, !dbg !285
  br i1 %140, label %123, label %126, !dbg !266, !llvm.loop !286

141:                                              ; preds = %120, %166
  %142 = phi i32 [ 0, %120 ], [ %167, %166 ]
  call void @llvm.dbg.value(metadata i32 %142, metadata !89, metadata !DIExpression()), !dbg !269
  call void @llvm.dbg.value(metadata i64 0, metadata !91, metadata !DIExpression()), !dbg !288
  br i1 %121, label %143, label %156, !dbg !289

143:                                              ; preds = %156, %141
  br label %169, !dbg !290

144:                                              ; preds = %166, %111
  %145 = call double @MPI_Wtime() #9, !dbg !291
  call void @llvm.dbg.value(metadata double %314, metadata !131, metadata !DIExpression()), !dbg !144
  %146 = bitcast i64* %7 to i8*, !dbg !292
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %146) #9, !dbg !292
  call void @llvm.dbg.value(metadata i64 0, metadata !132, metadata !DIExpression()), !dbg !144
  store i64 0, i64* %7, align 8, !dbg !293, !tbaa !294
  %147 = bitcast i64* %8 to i8*, !dbg !292
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %147) #9, !dbg !292
  call void @llvm.dbg.value(metadata i64 0, metadata !133, metadata !DIExpression()), !dbg !144
  store i64 0, i64* %8, align 8, !dbg !296, !tbaa !294
  %148 = bitcast double* %9 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %148) #9, !dbg !297
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !134, metadata !DIExpression()), !dbg !144
  store double 0.000000e+00, double* %9, align 8, !dbg !298, !tbaa !262
  %149 = bitcast double* %10 to i8*, !dbg !297
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %149) #9, !dbg !297
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !135, metadata !DIExpression()), !dbg !144
  store double 0.000000e+00, double* %10, align 8, !dbg !299, !tbaa !262
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !300
  %150 = mul nsw i32 %79, %63
  %151 = mul nsw i32 %80, %63
  %152 = load i64, i64* %7, align 8, !tbaa !294
  %153 = load double, double* %9, align 8, !tbaa !262
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !300
  %154 = zext i32 %63 to i64, !dbg !301
  %155 = zext i32 %63 to i64
  br label %276, !dbg !302

156:                                              ; preds = %141, %156
  %157 = phi i64 [ %164, %156 ], [ 0, %141 ]
  call void @llvm.dbg.value(metadata i64 %157, metadata !91, metadata !DIExpression()), !dbg !288
  %158 = getelementptr inbounds double, double* %87, i64 %157, !dbg !303
  %159 = load double, double* %158, align 8, !dbg !303, !tbaa !262
  %160 = getelementptr inbounds double, double* %113, i64 %157, !dbg !306
  %161 = load double, double* %160, align 8, !dbg !306, !tbaa !262
  %162 = call double @llvm.fmuladd.f64(double %161, double 5.000000e-01, double %159), !dbg !307
  %163 = getelementptr inbounds double, double* %112, i64 %157, !dbg !308
  store double %162, double* %163, align 8, !dbg !309, !tbaa !262
  store double 0.000000e+00, double* %160, align 8, !dbg !310, !tbaa !262
  %164 = add nuw nsw i64 %157, 1, !dbg !311
  call void @llvm.dbg.value(metadata i64 %164, metadata !91, metadata !DIExpression()), !dbg !288
  %165 = icmp eq i64 %164, %84, !dbg !312
  br i1 %165, label %143, label %156, !dbg !289, !llvm.loop !313

166:                                              ; preds = %208
  %167 = add nuw nsw i32 %142, 1, !dbg !315
  call void @llvm.dbg.value(metadata i32 %167, metadata !89, metadata !DIExpression()), !dbg !269
  %168 = icmp eq i32 %167, %61, !dbg !270
  br i1 %168, label %144, label %141, !dbg !271, !llvm.loop !316

169:                                              ; preds = %143, %208
  %170 = phi i32 [ %209, %208 ], [ 0, %143 ]
  call void @llvm.dbg.value(metadata i32 %170, metadata !95, metadata !DIExpression()), !dbg !318
  %171 = and i32 %170, 1, !dbg !319
  %172 = icmp eq i32 %171, 0, !dbg !320
  %173 = select i1 %172, i32 1, i32 -1, !dbg !320
  call void @llvm.dbg.value(metadata i32 %173, metadata !97, metadata !DIExpression()), !dbg !321
  %174 = and i32 %170, 2, !dbg !322
  %175 = icmp eq i32 %174, 0, !dbg !323
  %176 = select i1 %175, i32 1, i32 -1, !dbg !323
  call void @llvm.dbg.value(metadata i32 %176, metadata !100, metadata !DIExpression()), !dbg !321
  %177 = sub nsw i32 %79, %173, !dbg !324
  %178 = icmp sgt i32 %177, -1, !dbg !325
  %179 = icmp slt i32 %177, %76
  %180 = select i1 %178, i1 %179, i1 false, !dbg !326
  call void @llvm.dbg.value(metadata i32 %76, metadata !55, metadata !DIExpression()), !dbg !144
  %181 = load i32, i32* %5, align 4, !dbg !326
  %182 = sub nsw i32 %181, %173, !dbg !326
  %183 = select i1 %180, i32 %182, i32 -1, !dbg !326
  call void @llvm.dbg.value(metadata i32 %183, metadata !101, metadata !DIExpression()), !dbg !321
  %184 = add nsw i32 %173, %79, !dbg !327
  %185 = icmp sgt i32 %184, -1, !dbg !328
  %186 = icmp slt i32 %184, %76
  %187 = select i1 %185, i1 %186, i1 false, !dbg !329
  call void @llvm.dbg.value(metadata i32 %76, metadata !55, metadata !DIExpression()), !dbg !144
  %188 = add nsw i32 %181, %173, !dbg !329
  %189 = select i1 %187, i32 %188, i32 -1, !dbg !329
  call void @llvm.dbg.value(metadata i32 %189, metadata !102, metadata !DIExpression()), !dbg !321
  %190 = sub nsw i32 %80, %176, !dbg !330
  %191 = icmp sgt i32 %190, -1, !dbg !331
  %192 = icmp slt i32 %190, %77
  %193 = select i1 %191, i1 %192, i1 false, !dbg !332
  call void @llvm.dbg.value(metadata i32 %77, metadata !56, metadata !DIExpression()), !dbg !144
  %194 = mul nsw i32 %176, %76, !dbg !332
  %195 = sub nsw i32 %181, %194, !dbg !332
  %196 = select i1 %193, i32 %195, i32 -1, !dbg !332
  call void @llvm.dbg.value(metadata i32 %196, metadata !103, metadata !DIExpression()), !dbg !321
  %197 = add nsw i32 %176, %80, !dbg !333
  %198 = icmp sgt i32 %197, -1, !dbg !334
  %199 = icmp slt i32 %197, %77
  %200 = select i1 %198, i1 %199, i1 false, !dbg !335
  call void @llvm.dbg.value(metadata i32 %77, metadata !56, metadata !DIExpression()), !dbg !144
  %201 = add nsw i32 %181, %194, !dbg !335
  %202 = select i1 %200, i32 %201, i32 -1, !dbg !335
  call void @llvm.dbg.value(metadata i32 %202, metadata !104, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !336
  %203 = icmp sgt i32 %183, -1
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !336
  %204 = select i1 %172, double 1.000000e+00, double 0.000000e+00
  %205 = icmp sgt i32 %196, -1
  %206 = icmp sgt i32 %189, -1
  %207 = icmp sgt i32 %202, -1
  br label %211, !dbg !337

208:                                              ; preds = %273
  %209 = add nuw nsw i32 %170, 1, !dbg !338
  call void @llvm.dbg.value(metadata i32 %209, metadata !95, metadata !DIExpression()), !dbg !318
  %210 = icmp eq i32 %209, 4, !dbg !339
  br i1 %210, label %166, label %169, !dbg !290, !llvm.loop !340

211:                                              ; preds = %169, %273
  %212 = phi i64 [ 0, %169 ], [ %274, %273 ]
  call void @llvm.dbg.value(metadata i64 %212, metadata !105, metadata !DIExpression()), !dbg !336
  br i1 %203, label %213, label %215, !dbg !342

213:                                              ; preds = %211
  %214 = call i32 @MPI_Recv(i8* noundef %91, i32 noundef %63, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %183, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9, !dbg !343
  br label %220, !dbg !343

215:                                              ; preds = %211, %215
  %216 = phi i64 [ %218, %215 ], [ 0, %211 ]
  call void @llvm.dbg.value(metadata i64 %216, metadata !107, metadata !DIExpression()), !dbg !344
  %217 = getelementptr inbounds double, double* %114, i64 %216, !dbg !345
  store double %204, double* %217, align 8, !dbg !347, !tbaa !262
  %218 = add nuw nsw i64 %216, 1, !dbg !348
  call void @llvm.dbg.value(metadata i64 %218, metadata !107, metadata !DIExpression()), !dbg !344
  %219 = icmp eq i64 %218, %122, !dbg !349
  br i1 %219, label %220, label %215, !dbg !350, !llvm.loop !351

220:                                              ; preds = %215, %213
  br i1 %205, label %222, label %221, !dbg !353

221:                                              ; preds = %220
  call void @llvm.memset.p0i8.i64(i8* align 8 %92, i8 0, i64 %116, i1 false), !dbg !354, !tbaa !262
  call void @llvm.dbg.value(metadata i32 undef, metadata !112, metadata !DIExpression()), !dbg !356
  call void @llvm.dbg.value(metadata i32 undef, metadata !112, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !356
  br label %224, !dbg !357

222:                                              ; preds = %220
  %223 = call i32 @MPI_Recv(i8* noundef %92, i32 noundef %63, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %196, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9, !dbg !358
  br label %224, !dbg !358

224:                                              ; preds = %221, %222
  %225 = getelementptr inbounds [3 x double], [3 x double]* @__const.main.mu, i64 0, i64 %212, !dbg !357
  %226 = load double, double* %225, align 8, !dbg !357, !tbaa !262
  %227 = fmul double %226, 2.000000e+00, !dbg !359
  call void @llvm.dbg.value(metadata double %227, metadata !115, metadata !DIExpression()), !dbg !360
  %228 = getelementptr inbounds [3 x double], [3 x double]* @__const.main.eta, i64 0, i64 %212, !dbg !361
  %229 = load double, double* %228, align 8, !dbg !361, !tbaa !262
  %230 = fmul double %229, 2.000000e+00, !dbg !362
  call void @llvm.dbg.value(metadata double %230, metadata !116, metadata !DIExpression()), !dbg !360
  %231 = fadd double %227, 1.000000e+00, !dbg !363
  %232 = fadd double %231, %230, !dbg !364
  call void @llvm.dbg.value(metadata double %232, metadata !117, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata i32 0, metadata !118, metadata !DIExpression()), !dbg !365
  %233 = getelementptr inbounds [3 x double], [3 x double]* @__const.main.weight, i64 0, i64 %212
  %234 = load double, double* %233, align 8, !tbaa !262
  call void @llvm.dbg.value(metadata i32 0, metadata !118, metadata !DIExpression()), !dbg !365
  br label %236, !dbg !366

235:                                              ; preds = %245
  br i1 %206, label %268, label %270, !dbg !367

236:                                              ; preds = %224, %245
  %237 = phi i32 [ 0, %224 ], [ %246, %245 ]
  call void @llvm.dbg.value(metadata i32 %237, metadata !118, metadata !DIExpression()), !dbg !365
  %238 = xor i32 %237, -1, !dbg !368
  %239 = add nsw i32 %63, %238, !dbg !368
  %240 = select i1 %175, i32 %237, i32 %239, !dbg !368
  call void @llvm.dbg.value(metadata i32 %240, metadata !120, metadata !DIExpression()), !dbg !369
  %241 = sext i32 %240 to i64, !dbg !370
  %242 = getelementptr inbounds double, double* %114, i64 %241, !dbg !370
  %243 = load double, double* %242, align 8, !dbg !370, !tbaa !262
  call void @llvm.dbg.value(metadata double %243, metadata !123, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !371
  %244 = mul nsw i64 %241, %83
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata double %243, metadata !123, metadata !DIExpression()), !dbg !369
  br label %248, !dbg !372

245:                                              ; preds = %248
  store double %262, double* %242, align 8, !dbg !373, !tbaa !262
  %246 = add nuw nsw i32 %237, 1, !dbg !374
  call void @llvm.dbg.value(metadata i32 %246, metadata !118, metadata !DIExpression()), !dbg !365
  %247 = icmp eq i32 %246, %63, !dbg !375
  br i1 %247, label %235, label %236, !dbg !366, !llvm.loop !376

248:                                              ; preds = %236, %248
  %249 = phi i32 [ 0, %236 ], [ %266, %248 ]
  %250 = phi double [ %243, %236 ], [ %262, %248 ]
  call void @llvm.dbg.value(metadata i32 %249, metadata !124, metadata !DIExpression()), !dbg !371
  call void @llvm.dbg.value(metadata double %250, metadata !123, metadata !DIExpression()), !dbg !369
  %251 = xor i32 %249, -1, !dbg !378
  %252 = add nsw i32 %63, %251, !dbg !378
  %253 = select i1 %172, i32 %249, i32 %252, !dbg !378
  call void @llvm.dbg.value(metadata i32 %253, metadata !126, metadata !DIExpression()), !dbg !379
  %254 = sext i32 %253 to i64, !dbg !380
  %255 = add i64 %244, %254, !dbg !381
  call void @llvm.dbg.value(metadata i64 %255, metadata !129, metadata !DIExpression()), !dbg !379
  %256 = getelementptr inbounds double, double* %112, i64 %255, !dbg !382
  %257 = load double, double* %256, align 8, !dbg !382, !tbaa !262
  %258 = call double @llvm.fmuladd.f64(double %227, double %250, double %257), !dbg !383
  %259 = getelementptr inbounds double, double* %115, i64 %254, !dbg !384
  %260 = load double, double* %259, align 8, !dbg !384, !tbaa !262
  %261 = call double @llvm.fmuladd.f64(double %230, double %260, double %258), !dbg !385
  %262 = fdiv double %261, %232, !dbg !386
  call void @llvm.dbg.value(metadata double %262, metadata !130, metadata !DIExpression()), !dbg !379
  %263 = getelementptr inbounds double, double* %113, i64 %255, !dbg !387
  %264 = load double, double* %263, align 8, !dbg !388, !tbaa !262
  %265 = call double @llvm.fmuladd.f64(double %234, double %262, double %264), !dbg !388
  store double %265, double* %263, align 8, !dbg !388, !tbaa !262
  call void @llvm.dbg.value(metadata double %262, metadata !123, metadata !DIExpression()), !dbg !369
  store double %262, double* %259, align 8, !dbg !389, !tbaa !262
  %266 = add nuw nsw i32 %249, 1, !dbg !390
  call void @llvm.dbg.value(metadata i32 %266, metadata !124, metadata !DIExpression()), !dbg !371
  %267 = icmp eq i32 %266, %63, !dbg !391
  br i1 %267, label %245, label %248, !dbg !372, !llvm.loop !392

268:                                              ; preds = %235
  %269 = call i32 @MPI_Send(i8* noundef %91, i32 noundef %63, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %189, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !394
  br label %270, !dbg !394

270:                                              ; preds = %268, %235
  br i1 %207, label %271, label %273, !dbg !396

271:                                              ; preds = %270
  %272 = call i32 @MPI_Send(i8* noundef %92, i32 noundef %63, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %202, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !397
  br label %273, !dbg !397

273:                                              ; preds = %271, %270
  %274 = add nuw nsw i64 %212, 1, !dbg !399
  call void @llvm.dbg.value(metadata i64 %274, metadata !105, metadata !DIExpression()), !dbg !336
  %275 = icmp eq i64 %274, 3, !dbg !400
  br i1 %275, label %208, label %211, !dbg !337, !llvm.loop !401

276:                                              ; preds = %144, %290
  %277 = phi i64 [ 0, %144 ], [ %291, %290 ]
  %278 = phi i64 [ %152, %144 ], [ %308, %290 ]
  %279 = phi double [ %153, %144 ], [ %310, %290 ]
  call void @llvm.dbg.value(metadata i64 %277, metadata !136, metadata !DIExpression()), !dbg !300
  %280 = mul nuw nsw i64 %277, %83
  %281 = trunc i64 %277 to i32
  %282 = add nsw i32 %151, %281
  %283 = srem i32 %282, 3
  %284 = add nsw i32 %283, 1
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !403
  br label %293, !dbg !404

285:                                              ; preds = %290
  store i64 %308, i64* %7, align 8, !tbaa !294
  store double %310, double* %9, align 8, !tbaa !262
  call void @llvm.dbg.value(metadata i64* %7, metadata !132, metadata !DIExpression(DW_OP_deref)), !dbg !144
  call void @llvm.dbg.value(metadata i64* %8, metadata !133, metadata !DIExpression(DW_OP_deref)), !dbg !144
  %286 = call i32 @MPI_Reduce(i8* noundef nonnull %146, i8* noundef nonnull %147, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !405
  call void @llvm.dbg.value(metadata double* %9, metadata !134, metadata !DIExpression(DW_OP_deref)), !dbg !144
  call void @llvm.dbg.value(metadata double* %10, metadata !135, metadata !DIExpression(DW_OP_deref)), !dbg !144
  %287 = call i32 @MPI_Reduce(i8* noundef nonnull %148, i8* noundef nonnull %149, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !406
  %288 = load i32, i32* %5, align 4, !dbg !407, !tbaa !145
  call void @llvm.dbg.value(metadata i32 %288, metadata !51, metadata !DIExpression()), !dbg !144
  %289 = icmp eq i32 %288, 0, !dbg !409
  br i1 %289, label %313, label %321, !dbg !410

290:                                              ; preds = %293
  %291 = add nuw nsw i64 %277, 1, !dbg !411
  call void @llvm.dbg.value(metadata i64 %291, metadata !136, metadata !DIExpression()), !dbg !300
  %292 = icmp eq i64 %291, %154, !dbg !301
  br i1 %292, label %285, label %276, !dbg !302, !llvm.loop !412

293:                                              ; preds = %276, %293
  %294 = phi i64 [ 0, %276 ], [ %311, %293 ]
  %295 = phi i64 [ %278, %276 ], [ %308, %293 ]
  %296 = phi double [ %279, %276 ], [ %310, %293 ]
  call void @llvm.dbg.value(metadata i64 %294, metadata !138, metadata !DIExpression()), !dbg !403
  %297 = add nuw nsw i64 %280, %294, !dbg !414
  %298 = getelementptr inbounds double, double* %113, i64 %297, !dbg !415
  %299 = load double, double* %298, align 8, !dbg !415, !tbaa !262
  call void @llvm.dbg.value(metadata double %299, metadata !141, metadata !DIExpression()), !dbg !416
  %300 = call double @llvm.fmuladd.f64(double %299, double 1.000000e+09, double 5.000000e-01), !dbg !417
  %301 = fptosi double %300 to i64, !dbg !418
  %302 = trunc i64 %294 to i32, !dbg !419
  %303 = add nsw i32 %150, %302, !dbg !419
  %304 = srem i32 %303, 7, !dbg !420
  %305 = add nsw i32 %284, %304, !dbg !421
  %306 = sext i32 %305 to i64, !dbg !422
  %307 = mul nsw i64 %301, %306, !dbg !423
  call void @llvm.dbg.value(metadata i64 %295, metadata !132, metadata !DIExpression()), !dbg !144
  %308 = add nsw i64 %307, %295, !dbg !424
  call void @llvm.dbg.value(metadata i64 %308, metadata !132, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata double %296, metadata !134, metadata !DIExpression()), !dbg !144
  %309 = fcmp ogt double %299, %296, !dbg !425
  %310 = select i1 %309, double %299, double %296, !dbg !427
  %311 = add nuw nsw i64 %294, 1, !dbg !428
  call void @llvm.dbg.value(metadata i64 %311, metadata !138, metadata !DIExpression()), !dbg !403
  %312 = icmp eq i64 %311, %155, !dbg !429
  br i1 %312, label %290, label %293, !dbg !404, !llvm.loop !430

313:                                              ; preds = %285
  %314 = fsub double %145, %118, !dbg !432
  call void @llvm.dbg.value(metadata i32 %76, metadata !55, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %77, metadata !56, metadata !DIExpression()), !dbg !144
  %315 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str, i64 0, i64 0), i32 noundef %81, i32 noundef %82, i32 noundef %76, i32 noundef %77, i32 noundef 3, i32 noundef %61), !dbg !433
  %316 = load i64, i64* %8, align 8, !dbg !435, !tbaa !294
  call void @llvm.dbg.value(metadata i64 %316, metadata !133, metadata !DIExpression()), !dbg !144
  %317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %316), !dbg !436
  %318 = load double, double* %10, align 8, !dbg !437, !tbaa !262
  call void @llvm.dbg.value(metadata double %318, metadata !135, metadata !DIExpression()), !dbg !144
  %319 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef %318), !dbg !438
  %320 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %314), !dbg !439
  br label %321, !dbg !440

321:                                              ; preds = %313, %285
  call void @free(i8* noundef %86) #9, !dbg !441
  call void @free(i8* noundef %88) #9, !dbg !442
  call void @free(i8* noundef %89) #9, !dbg !443
  call void @free(i8* noundef %91) #9, !dbg !444
  call void @free(i8* noundef %92) #9, !dbg !445
  %322 = call i32 @MPI_Finalize() #9, !dbg !446
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %149) #9, !dbg !447
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %148) #9, !dbg !447
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %147) #9, !dbg !447
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %146) #9, !dbg !447
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9, !dbg !447
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #9, !dbg !447
  ret i32 0, !dbg !447
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !448 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !453 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !456 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !457 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !460 double @MPI_Wtime() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare !dbg !463 i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

declare !dbg !466 i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !471 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare !dbg !474 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "wavefront.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea2781d90899e7526eeefe8676b575e2")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 22, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8}
!6 = !DIEnumerator(name: "ANGLES", value: 3)
!7 = !DIEnumerator(name: "TAG_X", value: 1)
!8 = !DIEnumerator(name: "TAG_Y", value: 2)
!9 = !{!10, !14, !15, !18, !21, !31, !32}
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !11, line: 419, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !11, line: 419, flags: DIFlagFwdDecl)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !16, line: 46, baseType: !17)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!17 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !11, line: 420, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !11, line: 420, flags: DIFlagFwdDecl)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !11, line: 428, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !11, line: 438, size: 192, elements: !24)
!24 = !{!25, !27, !28, !29, !30}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !23, file: !11, line: 441, baseType: !26, size: 32)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !23, file: !11, line: 442, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !23, file: !11, line: 443, baseType: !26, size: 32, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !23, file: !11, line: 448, baseType: !26, size: 32, offset: 96)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !23, file: !11, line: 449, baseType: !15, size: 64, offset: 128)
!31 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !11, line: 425, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !11, line: 425, flags: DIFlagFwdDecl)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 50, type: !43, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!26, !26, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !67, !68, !69, !70, !71, !72, !74, !75, !76, !77, !78, !80, !83, !86, !87, !88, !89, !91, !95, !97, !100, !101, !102, !103, !104, !105, !107, !112, !115, !116, !117, !118, !120, !123, !124, !126, !129, !130, !131, !132, !133, !134, !135, !136, !138, !141}
!49 = !DILocalVariable(name: "argc", arg: 1, scope: !42, file: !1, line: 50, type: !26)
!50 = !DILocalVariable(name: "argv", arg: 2, scope: !42, file: !1, line: 50, type: !45)
!51 = !DILocalVariable(name: "rank", scope: !42, file: !1, line: 51, type: !26)
!52 = !DILocalVariable(name: "size", scope: !42, file: !1, line: 51, type: !26)
!53 = !DILocalVariable(name: "tile", scope: !42, file: !1, line: 56, type: !26)
!54 = !DILocalVariable(name: "sweeps", scope: !42, file: !1, line: 57, type: !26)
!55 = !DILocalVariable(name: "px", scope: !42, file: !1, line: 61, type: !26)
!56 = !DILocalVariable(name: "py", scope: !42, file: !1, line: 61, type: !26)
!57 = !DILocalVariable(name: "cx", scope: !42, file: !1, line: 63, type: !26)
!58 = !DILocalVariable(name: "cy", scope: !42, file: !1, line: 63, type: !26)
!59 = !DILocalVariable(name: "nx", scope: !42, file: !1, line: 64, type: !26)
!60 = !DILocalVariable(name: "ny", scope: !42, file: !1, line: 64, type: !26)
!61 = !DILocalVariable(name: "mu", scope: !42, file: !1, line: 68, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 192, elements: !65)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !{!66}
!66 = !DISubrange(count: 3)
!67 = !DILocalVariable(name: "eta", scope: !42, file: !1, line: 69, type: !62)
!68 = !DILocalVariable(name: "weight", scope: !42, file: !1, line: 70, type: !62)
!69 = !DILocalVariable(name: "sigma_t", scope: !42, file: !1, line: 71, type: !63)
!70 = !DILocalVariable(name: "sigma_s", scope: !42, file: !1, line: 71, type: !63)
!71 = !DILocalVariable(name: "cells", scope: !42, file: !1, line: 73, type: !15)
!72 = !DILocalVariable(name: "external", scope: !42, file: !1, line: 74, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!74 = !DILocalVariable(name: "source", scope: !42, file: !1, line: 75, type: !73)
!75 = !DILocalVariable(name: "phi", scope: !42, file: !1, line: 76, type: !73)
!76 = !DILocalVariable(name: "edge_x", scope: !42, file: !1, line: 77, type: !73)
!77 = !DILocalVariable(name: "edge_y", scope: !42, file: !1, line: 78, type: !73)
!78 = !DILocalVariable(name: "j", scope: !79, file: !1, line: 80, type: !26)
!79 = distinct !DILexicalBlock(scope: !42, file: !1, line: 80, column: 3)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 81, type: !26)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 81, column: 5)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 80, column: 3)
!83 = !DILocalVariable(name: "gx", scope: !84, file: !1, line: 82, type: !26)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 81, column: 36)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 81, column: 5)
!86 = !DILocalVariable(name: "gy", scope: !84, file: !1, line: 82, type: !26)
!87 = !DILocalVariable(name: "inside", scope: !84, file: !1, line: 83, type: !26)
!88 = !DILocalVariable(name: "start", scope: !42, file: !1, line: 90, type: !64)
!89 = !DILocalVariable(name: "sweep", scope: !90, file: !1, line: 91, type: !26)
!90 = distinct !DILexicalBlock(scope: !42, file: !1, line: 91, column: 3)
!91 = !DILocalVariable(name: "k", scope: !92, file: !1, line: 92, type: !15)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 92, column: 5)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 91, column: 48)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 91, column: 3)
!95 = !DILocalVariable(name: "quadrant", scope: !96, file: !1, line: 96, type: !26)
!96 = distinct !DILexicalBlock(scope: !93, file: !1, line: 96, column: 5)
!97 = !DILocalVariable(name: "sx", scope: !98, file: !1, line: 97, type: !26)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 96, column: 54)
!99 = distinct !DILexicalBlock(scope: !96, file: !1, line: 96, column: 5)
!100 = !DILocalVariable(name: "sy", scope: !98, file: !1, line: 97, type: !26)
!101 = !DILocalVariable(name: "up_x", scope: !98, file: !1, line: 98, type: !26)
!102 = !DILocalVariable(name: "down_x", scope: !98, file: !1, line: 99, type: !26)
!103 = !DILocalVariable(name: "up_y", scope: !98, file: !1, line: 100, type: !26)
!104 = !DILocalVariable(name: "down_y", scope: !98, file: !1, line: 101, type: !26)
!105 = !DILocalVariable(name: "a", scope: !106, file: !1, line: 102, type: !26)
!106 = distinct !DILexicalBlock(scope: !98, file: !1, line: 102, column: 7)
!107 = !DILocalVariable(name: "j", scope: !108, file: !1, line: 108, type: !26)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 108, column: 11)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 104, column: 13)
!110 = distinct !DILexicalBlock(scope: !111, file: !1, line: 102, column: 40)
!111 = distinct !DILexicalBlock(scope: !106, file: !1, line: 102, column: 7)
!112 = !DILocalVariable(name: "i", scope: !113, file: !1, line: 114, type: !26)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 114, column: 11)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 110, column: 13)
!115 = !DILocalVariable(name: "cx2", scope: !110, file: !1, line: 117, type: !64)
!116 = !DILocalVariable(name: "cy2", scope: !110, file: !1, line: 117, type: !64)
!117 = !DILocalVariable(name: "denominator", scope: !110, file: !1, line: 118, type: !64)
!118 = !DILocalVariable(name: "jj", scope: !119, file: !1, line: 119, type: !26)
!119 = distinct !DILexicalBlock(scope: !110, file: !1, line: 119, column: 9)
!120 = !DILocalVariable(name: "j", scope: !121, file: !1, line: 120, type: !26)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 119, column: 43)
!122 = distinct !DILexicalBlock(scope: !119, file: !1, line: 119, column: 9)
!123 = !DILocalVariable(name: "in_x", scope: !121, file: !1, line: 121, type: !64)
!124 = !DILocalVariable(name: "ii", scope: !125, file: !1, line: 122, type: !26)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 122, column: 11)
!126 = !DILocalVariable(name: "i", scope: !127, file: !1, line: 123, type: !26)
!127 = distinct !DILexicalBlock(scope: !128, file: !1, line: 122, column: 45)
!128 = distinct !DILexicalBlock(scope: !125, file: !1, line: 122, column: 11)
!129 = !DILocalVariable(name: "k", scope: !127, file: !1, line: 124, type: !15)
!130 = !DILocalVariable(name: "psi", scope: !127, file: !1, line: 125, type: !64)
!131 = !DILocalVariable(name: "elapsed", scope: !42, file: !1, line: 141, type: !64)
!132 = !DILocalVariable(name: "local_sum", scope: !42, file: !1, line: 145, type: !31)
!133 = !DILocalVariable(name: "global_sum", scope: !42, file: !1, line: 145, type: !31)
!134 = !DILocalVariable(name: "local_max", scope: !42, file: !1, line: 146, type: !64)
!135 = !DILocalVariable(name: "global_max", scope: !42, file: !1, line: 146, type: !64)
!136 = !DILocalVariable(name: "j", scope: !137, file: !1, line: 147, type: !26)
!137 = distinct !DILexicalBlock(scope: !42, file: !1, line: 147, column: 3)
!138 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 148, type: !26)
!139 = distinct !DILexicalBlock(scope: !140, file: !1, line: 148, column: 5)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 147, column: 3)
!141 = !DILocalVariable(name: "v", scope: !142, file: !1, line: 149, type: !64)
!142 = distinct !DILexicalBlock(scope: !143, file: !1, line: 148, column: 36)
!143 = distinct !DILexicalBlock(scope: !139, file: !1, line: 148, column: 5)
!144 = !DILocation(line: 0, scope: !42)
!145 = !{!146, !146, i64 0}
!146 = !{!"int", !147, i64 0}
!147 = !{!"omnipotent char", !148, i64 0}
!148 = !{!"Simple C/C++ TBAA"}
!149 = !{!150, !150, i64 0}
!150 = !{!"any pointer", !147, i64 0}
!151 = !DILocation(line: 51, column: 3, scope: !42)
!152 = !DILocation(line: 52, column: 3, scope: !42)
!153 = !DILocation(line: 53, column: 3, scope: !42)
!154 = !DILocation(line: 54, column: 3, scope: !42)
!155 = !DILocation(line: 56, column: 26, scope: !42)
!156 = !DILocation(line: 56, column: 32, scope: !42)
!157 = !DILocalVariable(name: "argc", arg: 1, scope: !158, file: !1, line: 24, type: !26)
!158 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 24, type: !159, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!26, !26, !45, !26, !26}
!161 = !{!157, !162, !163, !164, !165, !168}
!162 = !DILocalVariable(name: "argv", arg: 2, scope: !158, file: !1, line: 24, type: !45)
!163 = !DILocalVariable(name: "index", arg: 3, scope: !158, file: !1, line: 24, type: !26)
!164 = !DILocalVariable(name: "fallback", arg: 4, scope: !158, file: !1, line: 24, type: !26)
!165 = !DILocalVariable(name: "s", scope: !158, file: !1, line: 27, type: !166)
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!168 = !DILocalVariable(name: "value", scope: !158, file: !1, line: 28, type: !26)
!169 = !DILocation(line: 0, scope: !158, inlinedAt: !170)
!170 = distinct !DILocation(line: 56, column: 14, scope: !42)
!171 = !DILocation(line: 25, column: 13, scope: !172, inlinedAt: !170)
!172 = distinct !DILexicalBlock(scope: !158, file: !1, line: 25, column: 7)
!173 = !DILocation(line: 25, column: 7, scope: !158, inlinedAt: !170)
!174 = !DILocation(line: 27, column: 19, scope: !158, inlinedAt: !170)
!175 = !DILocation(line: 29, column: 7, scope: !176, inlinedAt: !170)
!176 = distinct !DILexicalBlock(scope: !158, file: !1, line: 29, column: 7)
!177 = !{!147, !147, i64 0}
!178 = !DILocation(line: 29, column: 10, scope: !176, inlinedAt: !170)
!179 = !DILocation(line: 29, column: 7, scope: !158, inlinedAt: !170)
!180 = !DILocation(line: 32, column: 18, scope: !181, inlinedAt: !170)
!181 = distinct !DILexicalBlock(scope: !182, file: !1, line: 32, column: 9)
!182 = distinct !DILexicalBlock(scope: !183, file: !1, line: 31, column: 19)
!183 = distinct !DILexicalBlock(scope: !184, file: !1, line: 31, column: 3)
!184 = distinct !DILexicalBlock(scope: !158, file: !1, line: 31, column: 3)
!185 = !DILocation(line: 32, column: 9, scope: !181, inlinedAt: !170)
!186 = !DILocation(line: 34, column: 19, scope: !182, inlinedAt: !170)
!187 = !DILocation(line: 34, column: 30, scope: !182, inlinedAt: !170)
!188 = !DILocation(line: 34, column: 24, scope: !182, inlinedAt: !170)
!189 = !DILocation(line: 31, column: 15, scope: !183, inlinedAt: !170)
!190 = !DILocation(line: 31, column: 10, scope: !183, inlinedAt: !170)
!191 = !DILocation(line: 31, column: 3, scope: !184, inlinedAt: !170)
!192 = distinct !{!192, !191, !193, !194, !195}
!193 = !DILocation(line: 35, column: 3, scope: !184, inlinedAt: !170)
!194 = !{!"llvm.loop.mustprogress"}
!195 = !{!"llvm.loop.unroll.disable"}
!196 = !DILocation(line: 0, scope: !158, inlinedAt: !197)
!197 = distinct !DILocation(line: 57, column: 16, scope: !42)
!198 = !DILocation(line: 25, column: 13, scope: !172, inlinedAt: !197)
!199 = !DILocation(line: 25, column: 7, scope: !158, inlinedAt: !197)
!200 = !DILocation(line: 27, column: 19, scope: !158, inlinedAt: !197)
!201 = !DILocation(line: 29, column: 7, scope: !176, inlinedAt: !197)
!202 = !DILocation(line: 29, column: 10, scope: !176, inlinedAt: !197)
!203 = !DILocation(line: 29, column: 7, scope: !158, inlinedAt: !197)
!204 = !DILocation(line: 32, column: 18, scope: !181, inlinedAt: !197)
!205 = !DILocation(line: 32, column: 9, scope: !181, inlinedAt: !197)
!206 = !DILocation(line: 34, column: 19, scope: !182, inlinedAt: !197)
!207 = !DILocation(line: 34, column: 30, scope: !182, inlinedAt: !197)
!208 = !DILocation(line: 34, column: 24, scope: !182, inlinedAt: !197)
!209 = !DILocation(line: 31, column: 15, scope: !183, inlinedAt: !197)
!210 = !DILocation(line: 31, column: 10, scope: !183, inlinedAt: !197)
!211 = !DILocation(line: 31, column: 3, scope: !184, inlinedAt: !197)
!212 = distinct !{!212, !211, !213, !194, !195}
!213 = !DILocation(line: 35, column: 3, scope: !184, inlinedAt: !197)
!214 = !DILocation(line: 58, column: 7, scope: !42)
!215 = !DILocation(line: 62, column: 14, scope: !42)
!216 = !DILocalVariable(name: "size", arg: 1, scope: !217, file: !1, line: 41, type: !26)
!217 = distinct !DISubprogram(name: "grid_shape", scope: !1, file: !1, line: 41, type: !218, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !221)
!218 = !DISubroutineType(types: !219)
!219 = !{null, !26, !220, !220}
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!221 = !{!216, !222, !223, !224, !225}
!222 = !DILocalVariable(name: "px", arg: 2, scope: !217, file: !1, line: 41, type: !220)
!223 = !DILocalVariable(name: "py", arg: 3, scope: !217, file: !1, line: 41, type: !220)
!224 = !DILocalVariable(name: "best", scope: !217, file: !1, line: 42, type: !26)
!225 = !DILocalVariable(name: "d", scope: !226, file: !1, line: 43, type: !26)
!226 = distinct !DILexicalBlock(scope: !217, file: !1, line: 43, column: 3)
!227 = !DILocation(line: 0, scope: !217, inlinedAt: !228)
!228 = distinct !DILocation(line: 62, column: 3, scope: !42)
!229 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!230 = !DILocation(line: 43, column: 25, scope: !231, inlinedAt: !228)
!231 = distinct !DILexicalBlock(scope: !226, file: !1, line: 43, column: 3)
!232 = !DILocation(line: 43, column: 3, scope: !226, inlinedAt: !228)
!233 = !DILocation(line: 44, column: 14, scope: !234, inlinedAt: !228)
!234 = distinct !DILexicalBlock(scope: !231, file: !1, line: 44, column: 9)
!235 = !DILocation(line: 44, column: 18, scope: !234, inlinedAt: !228)
!236 = !DILocation(line: 44, column: 9, scope: !231, inlinedAt: !228)
!237 = !DILocation(line: 43, column: 35, scope: !231, inlinedAt: !228)
!238 = !DILocation(line: 43, column: 21, scope: !231, inlinedAt: !228)
!239 = distinct !{!239, !232, !240, !194, !195}
!240 = !DILocation(line: 45, column: 14, scope: !226, inlinedAt: !228)
!241 = !DILocation(line: 47, column: 14, scope: !217, inlinedAt: !228)
!242 = !DILocation(line: 63, column: 12, scope: !42)
!243 = !DILocation(line: 63, column: 17, scope: !42)
!244 = !DILocation(line: 63, column: 33, scope: !42)
!245 = !DILocation(line: 64, column: 15, scope: !42)
!246 = !DILocation(line: 64, column: 31, scope: !42)
!247 = !DILocation(line: 68, column: 16, scope: !42)
!248 = !DILocation(line: 69, column: 16, scope: !42)
!249 = !DILocation(line: 70, column: 16, scope: !42)
!250 = !DILocation(line: 73, column: 18, scope: !42)
!251 = !DILocation(line: 73, column: 31, scope: !42)
!252 = !DILocation(line: 74, column: 44, scope: !42)
!253 = !DILocation(line: 74, column: 22, scope: !42)
!254 = !DILocation(line: 75, column: 20, scope: !42)
!255 = !DILocation(line: 76, column: 17, scope: !42)
!256 = !DILocation(line: 77, column: 42, scope: !42)
!257 = !DILocation(line: 77, column: 20, scope: !42)
!258 = !DILocation(line: 78, column: 20, scope: !42)
!259 = !DILocation(line: 0, scope: !79)
!260 = !DILocation(line: 80, column: 3, scope: !79)
!261 = !DILocation(line: 86, column: 33, scope: !84)
!262 = !{!263, !263, i64 0}
!263 = !{!"double", !147, i64 0}
!264 = !DILocation(line: 80, column: 21, scope: !82)
!265 = !DILocation(line: 0, scope: !81)
!266 = !DILocation(line: 81, column: 5, scope: !81)
!267 = !DILocation(line: 89, column: 3, scope: !42)
!268 = !DILocation(line: 90, column: 18, scope: !42)
!269 = !DILocation(line: 0, scope: !90)
!270 = !DILocation(line: 91, column: 29, scope: !94)
!271 = !DILocation(line: 91, column: 3, scope: !90)
!272 = !DILocation(line: 80, column: 30, scope: !82)
!273 = distinct !{!273, !260, !274, !194, !195}
!274 = !DILocation(line: 87, column: 5, scope: !79)
!275 = !DILocation(line: 82, column: 26, scope: !84)
!276 = !DILocation(line: 0, scope: !84)
!277 = !DILocation(line: 83, column: 22, scope: !84)
!278 = !DILocation(line: 83, column: 27, scope: !84)
!279 = !DILocation(line: 83, column: 37, scope: !84)
!280 = !DILocation(line: 85, column: 40, scope: !84)
!281 = !DILocation(line: 85, column: 33, scope: !84)
!282 = !DILocation(line: 85, column: 7, scope: !84)
!283 = !DILocation(line: 85, column: 38, scope: !84)
!284 = !DILocation(line: 81, column: 32, scope: !85)
!285 = !DILocation(line: 81, column: 23, scope: !85)
!286 = distinct !{!286, !266, !287, !194, !195}
!287 = !DILocation(line: 87, column: 5, scope: !81)
!288 = !DILocation(line: 0, scope: !92)
!289 = !DILocation(line: 92, column: 5, scope: !92)
!290 = !DILocation(line: 96, column: 5, scope: !96)
!291 = !DILocation(line: 141, column: 20, scope: !42)
!292 = !DILocation(line: 145, column: 3, scope: !42)
!293 = !DILocation(line: 145, column: 13, scope: !42)
!294 = !{!295, !295, i64 0}
!295 = !{!"long long", !147, i64 0}
!296 = !DILocation(line: 145, column: 28, scope: !42)
!297 = !DILocation(line: 146, column: 3, scope: !42)
!298 = !DILocation(line: 146, column: 10, scope: !42)
!299 = !DILocation(line: 146, column: 27, scope: !42)
!300 = !DILocation(line: 0, scope: !137)
!301 = !DILocation(line: 147, column: 21, scope: !140)
!302 = !DILocation(line: 147, column: 3, scope: !137)
!303 = !DILocation(line: 93, column: 19, scope: !304)
!304 = distinct !DILexicalBlock(scope: !305, file: !1, line: 92, column: 40)
!305 = distinct !DILexicalBlock(scope: !92, file: !1, line: 92, column: 5)
!306 = !DILocation(line: 93, column: 43, scope: !304)
!307 = !DILocation(line: 93, column: 31, scope: !304)
!308 = !DILocation(line: 93, column: 7, scope: !304)
!309 = !DILocation(line: 93, column: 17, scope: !304)
!310 = !DILocation(line: 94, column: 14, scope: !304)
!311 = !DILocation(line: 92, column: 36, scope: !305)
!312 = !DILocation(line: 92, column: 26, scope: !305)
!313 = distinct !{!313, !289, !314, !194, !195}
!314 = !DILocation(line: 95, column: 5, scope: !92)
!315 = !DILocation(line: 91, column: 44, scope: !94)
!316 = distinct !{!316, !271, !317, !194, !195}
!317 = !DILocation(line: 140, column: 3, scope: !90)
!318 = !DILocation(line: 0, scope: !96)
!319 = !DILocation(line: 97, column: 25, scope: !98)
!320 = !DILocation(line: 97, column: 16, scope: !98)
!321 = !DILocation(line: 0, scope: !98)
!322 = !DILocation(line: 97, column: 53, scope: !98)
!323 = !DILocation(line: 97, column: 44, scope: !98)
!324 = !DILocation(line: 98, column: 21, scope: !98)
!325 = !DILocation(line: 98, column: 26, scope: !98)
!326 = !DILocation(line: 98, column: 31, scope: !98)
!327 = !DILocation(line: 99, column: 23, scope: !98)
!328 = !DILocation(line: 99, column: 28, scope: !98)
!329 = !DILocation(line: 99, column: 33, scope: !98)
!330 = !DILocation(line: 100, column: 21, scope: !98)
!331 = !DILocation(line: 100, column: 26, scope: !98)
!332 = !DILocation(line: 100, column: 31, scope: !98)
!333 = !DILocation(line: 101, column: 23, scope: !98)
!334 = !DILocation(line: 101, column: 28, scope: !98)
!335 = !DILocation(line: 101, column: 33, scope: !98)
!336 = !DILocation(line: 0, scope: !106)
!337 = !DILocation(line: 102, column: 7, scope: !106)
!338 = !DILocation(line: 96, column: 50, scope: !99)
!339 = !DILocation(line: 96, column: 37, scope: !99)
!340 = distinct !{!340, !290, !341, !194, !195}
!341 = !DILocation(line: 139, column: 5, scope: !96)
!342 = !DILocation(line: 104, column: 13, scope: !110)
!343 = !DILocation(line: 105, column: 11, scope: !109)
!344 = !DILocation(line: 0, scope: !108)
!345 = !DILocation(line: 109, column: 13, scope: !346)
!346 = distinct !DILexicalBlock(scope: !108, file: !1, line: 108, column: 11)
!347 = !DILocation(line: 109, column: 23, scope: !346)
!348 = !DILocation(line: 108, column: 38, scope: !346)
!349 = !DILocation(line: 108, column: 29, scope: !346)
!350 = !DILocation(line: 108, column: 11, scope: !108)
!351 = distinct !{!351, !350, !352, !194, !195}
!352 = !DILocation(line: 109, column: 40, scope: !108)
!353 = !DILocation(line: 110, column: 13, scope: !110)
!354 = !DILocation(line: 115, column: 23, scope: !355)
!355 = distinct !DILexicalBlock(scope: !113, file: !1, line: 114, column: 11)
!356 = !DILocation(line: 0, scope: !113)
!357 = !DILocation(line: 117, column: 28, scope: !110)
!358 = !DILocation(line: 111, column: 11, scope: !114)
!359 = !DILocation(line: 117, column: 26, scope: !110)
!360 = !DILocation(line: 0, scope: !110)
!361 = !DILocation(line: 117, column: 47, scope: !110)
!362 = !DILocation(line: 117, column: 45, scope: !110)
!363 = !DILocation(line: 118, column: 38, scope: !110)
!364 = !DILocation(line: 118, column: 44, scope: !110)
!365 = !DILocation(line: 0, scope: !119)
!366 = !DILocation(line: 119, column: 9, scope: !119)
!367 = !DILocation(line: 134, column: 13, scope: !110)
!368 = !DILocation(line: 120, column: 19, scope: !121)
!369 = !DILocation(line: 0, scope: !121)
!370 = !DILocation(line: 121, column: 25, scope: !121)
!371 = !DILocation(line: 0, scope: !125)
!372 = !DILocation(line: 122, column: 11, scope: !125)
!373 = !DILocation(line: 131, column: 21, scope: !121)
!374 = !DILocation(line: 119, column: 39, scope: !122)
!375 = !DILocation(line: 119, column: 29, scope: !122)
!376 = distinct !{!376, !366, !377, !194, !195}
!377 = !DILocation(line: 132, column: 9, scope: !119)
!378 = !DILocation(line: 123, column: 21, scope: !127)
!379 = !DILocation(line: 0, scope: !127)
!380 = !DILocation(line: 124, column: 43, scope: !127)
!381 = !DILocation(line: 124, column: 41, scope: !127)
!382 = !DILocation(line: 126, column: 18, scope: !127)
!383 = !DILocation(line: 126, column: 28, scope: !127)
!384 = !DILocation(line: 126, column: 49, scope: !127)
!385 = !DILocation(line: 126, column: 41, scope: !127)
!386 = !DILocation(line: 126, column: 60, scope: !127)
!387 = !DILocation(line: 127, column: 13, scope: !127)
!388 = !DILocation(line: 127, column: 20, scope: !127)
!389 = !DILocation(line: 129, column: 23, scope: !127)
!390 = !DILocation(line: 122, column: 41, scope: !128)
!391 = !DILocation(line: 122, column: 31, scope: !128)
!392 = distinct !{!392, !372, !393, !194, !195}
!393 = !DILocation(line: 130, column: 11, scope: !125)
!394 = !DILocation(line: 135, column: 11, scope: !395)
!395 = distinct !DILexicalBlock(scope: !110, file: !1, line: 134, column: 13)
!396 = !DILocation(line: 136, column: 13, scope: !110)
!397 = !DILocation(line: 137, column: 11, scope: !398)
!398 = distinct !DILexicalBlock(scope: !110, file: !1, line: 136, column: 13)
!399 = !DILocation(line: 102, column: 36, scope: !111)
!400 = !DILocation(line: 102, column: 25, scope: !111)
!401 = distinct !{!401, !337, !402, !194, !195}
!402 = !DILocation(line: 138, column: 7, scope: !106)
!403 = !DILocation(line: 0, scope: !139)
!404 = !DILocation(line: 148, column: 5, scope: !139)
!405 = !DILocation(line: 155, column: 3, scope: !42)
!406 = !DILocation(line: 157, column: 3, scope: !42)
!407 = !DILocation(line: 159, column: 7, scope: !408)
!408 = distinct !DILexicalBlock(scope: !42, file: !1, line: 159, column: 7)
!409 = !DILocation(line: 159, column: 12, scope: !408)
!410 = !DILocation(line: 159, column: 7, scope: !42)
!411 = !DILocation(line: 147, column: 30, scope: !140)
!412 = distinct !{!412, !302, !413, !194, !195}
!413 = !DILocation(line: 154, column: 5, scope: !137)
!414 = !DILocation(line: 149, column: 39, scope: !142)
!415 = !DILocation(line: 149, column: 18, scope: !142)
!416 = !DILocation(line: 0, scope: !142)
!417 = !DILocation(line: 150, column: 40, scope: !142)
!418 = !DILocation(line: 150, column: 20, scope: !142)
!419 = !DILocation(line: 151, column: 43, scope: !142)
!420 = !DILocation(line: 151, column: 48, scope: !142)
!421 = !DILocation(line: 151, column: 74, scope: !142)
!422 = !DILocation(line: 151, column: 20, scope: !142)
!423 = !DILocation(line: 150, column: 47, scope: !142)
!424 = !DILocation(line: 150, column: 17, scope: !142)
!425 = !DILocation(line: 152, column: 13, scope: !426)
!426 = distinct !DILexicalBlock(scope: !142, file: !1, line: 152, column: 11)
!427 = !DILocation(line: 152, column: 11, scope: !142)
!428 = !DILocation(line: 148, column: 32, scope: !143)
!429 = !DILocation(line: 148, column: 23, scope: !143)
!430 = distinct !{!430, !404, !431, !194, !195}
!431 = !DILocation(line: 154, column: 5, scope: !139)
!432 = !DILocation(line: 141, column: 32, scope: !42)
!433 = !DILocation(line: 160, column: 5, scope: !434)
!434 = distinct !DILexicalBlock(scope: !408, file: !1, line: 159, column: 18)
!435 = !DILocation(line: 162, column: 37, scope: !434)
!436 = !DILocation(line: 162, column: 5, scope: !434)
!437 = !DILocation(line: 163, column: 32, scope: !434)
!438 = !DILocation(line: 163, column: 5, scope: !434)
!439 = !DILocation(line: 164, column: 5, scope: !434)
!440 = !DILocation(line: 165, column: 3, scope: !434)
!441 = !DILocation(line: 166, column: 3, scope: !42)
!442 = !DILocation(line: 167, column: 3, scope: !42)
!443 = !DILocation(line: 168, column: 3, scope: !42)
!444 = !DILocation(line: 169, column: 3, scope: !42)
!445 = !DILocation(line: 170, column: 3, scope: !42)
!446 = !DILocation(line: 171, column: 3, scope: !42)
!447 = !DILocation(line: 173, column: 1, scope: !42)
!448 = !DISubprogram(name: "MPI_Init", scope: !11, file: !11, line: 1637, type: !449, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!449 = !DISubroutineType(types: !450)
!450 = !{!26, !220, !451}
!451 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!452 = !{}
!453 = !DISubprogram(name: "MPI_Comm_rank", scope: !11, file: !11, line: 1421, type: !454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!454 = !DISubroutineType(types: !455)
!455 = !{!26, !10, !220}
!456 = !DISubprogram(name: "MPI_Comm_size", scope: !11, file: !11, line: 1428, type: !454, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!457 = !DISubprogram(name: "MPI_Barrier", scope: !11, file: !11, line: 1343, type: !458, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!458 = !DISubroutineType(types: !459)
!459 = !{!26, !10}
!460 = !DISubprogram(name: "MPI_Wtime", scope: !11, file: !11, line: 1954, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!461 = !DISubroutineType(types: !462)
!462 = !{!64}
!463 = !DISubprogram(name: "MPI_Recv", scope: !11, file: !11, line: 1723, type: !464, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!464 = !DISubroutineType(types: !465)
!465 = !{!26, !14, !26, !18, !26, !26, !10, !21}
!466 = !DISubprogram(name: "MPI_Send", scope: !11, file: !11, line: 1784, type: !467, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!467 = !DISubroutineType(types: !468)
!468 = !{!26, !469, !26, !18, !26, !26, !10}
!469 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !470, size: 64)
!470 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!471 = !DISubprogram(name: "MPI_Reduce", scope: !11, file: !11, line: 1725, type: !472, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!472 = !DISubroutineType(types: !473)
!473 = !{!26, !469, !14, !26, !18, !32, !26, !10}
!474 = !DISubprogram(name: "MPI_Finalize", scope: !11, file: !11, line: 1550, type: !475, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !452)
!475 = !DISubroutineType(types: !476)
!476 = !{!26}
