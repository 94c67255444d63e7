; ModuleID = 'cg.c'
source_filename = "cg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.layout = type { i32, i32, i32, i32, i32, i32 }
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.csr = type { i32, i32*, i32*, double* }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@.str = private unnamed_addr constant [39 x i8] c"iteration %3d: relative residual %.3e\0A\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"cg: %d x %d grid (%d unknowns) on %d ranks\0A\00", align 1
@.str.2 = private unnamed_addr constant [52 x i8] c"%s after %d iterations: relative residual %s 1e-%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"converged\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"not converged\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.7 = private unnamed_addr constant [44 x i8] c"max error against the exact solution: %.2e\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !35 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i8**, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* undef, metadata !117, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !138
  call void @llvm.dbg.declare(metadata i32* undef, metadata !63, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !140
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !42, metadata !DIExpression()), !dbg !141
  store i32 %0, i32* %9, align 4, !tbaa !142
  call void @llvm.dbg.value(metadata i8** %1, metadata !43, metadata !DIExpression()), !dbg !141
  store i8** %1, i8*** %10, align 8, !tbaa !146
  %15 = bitcast i32* %11 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #11, !dbg !148
  %16 = bitcast i32* %12 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #11, !dbg !148
  call void @llvm.dbg.value(metadata i32* %9, metadata !42, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata i8*** %10, metadata !43, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %17 = call i32 @MPI_Init(i32* noundef nonnull %9, i8*** noundef nonnull %10) #11, !dbg !149
  call void @llvm.dbg.value(metadata i32* %11, metadata !44, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %18 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %11) #11, !dbg !150
  call void @llvm.dbg.value(metadata i32* %12, metadata !45, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %19 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %12) #11, !dbg !151
  %20 = load i32, i32* %9, align 4, !dbg !152, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !141
  %21 = load i8**, i8*** %10, align 8, !dbg !153, !tbaa !146
  call void @llvm.dbg.value(metadata i8** %21, metadata !43, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %20, metadata !154, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8** %21, metadata !159, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 1, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 24, metadata !161, metadata !DIExpression()), !dbg !166
  %22 = icmp sgt i32 %20, 1, !dbg !168
  br i1 %22, label %23, label %42, !dbg !170

23:                                               ; preds = %2
  %24 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !171
  %25 = load i8*, i8** %24, align 8, !dbg !171, !tbaa !146
  call void @llvm.dbg.value(metadata i8* %25, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !166
  %26 = load i8, i8* %25, align 1, !dbg !172, !tbaa !174
  %27 = icmp eq i8 %26, 0, !dbg !175
  br i1 %27, label %42, label %28, !dbg !176

28:                                               ; preds = %23, %34
  %29 = phi i8 [ %40, %34 ], [ %26, %23 ]
  %30 = phi i32 [ %38, %34 ], [ 0, %23 ]
  %31 = phi i8* [ %39, %34 ], [ %25, %23 ]
  call void @llvm.dbg.value(metadata i32 %30, metadata !165, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8* %31, metadata !162, metadata !DIExpression()), !dbg !166
  %32 = add i8 %29, -58, !dbg !177
  %33 = icmp ult i8 %32, -10, !dbg !177
  br i1 %33, label %42, label %34, !dbg !177

34:                                               ; preds = %28
  %35 = sext i8 %29 to i32, !dbg !182
  %36 = mul nsw i32 %30, 10, !dbg !183
  %37 = add nsw i32 %35, -48, !dbg !184
  %38 = add i32 %37, %36, !dbg !185
  call void @llvm.dbg.value(metadata i32 %38, metadata !165, metadata !DIExpression()), !dbg !166
  %39 = getelementptr inbounds i8, i8* %31, i64 1, !dbg !186
  call void @llvm.dbg.value(metadata i8* %39, metadata !162, metadata !DIExpression()), !dbg !166
  %40 = load i8, i8* %39, align 1, !dbg !187, !tbaa !174
  %41 = icmp eq i8 %40, 0, !dbg !188
  br i1 %41, label %42, label %28, !dbg !188, !llvm.loop !189

42:                                               ; preds = %28, %34, %2, %23
  %43 = phi i32 [ 24, %2 ], [ 24, %23 ], [ 24, %28 ], [ %38, %34 ], !dbg !166
  call void @llvm.dbg.value(metadata i32 %43, metadata !46, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8** %21, metadata !43, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %20, metadata !154, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i8** %21, metadata !159, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 2, metadata !160, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 200, metadata !161, metadata !DIExpression()), !dbg !193
  %44 = icmp sgt i32 %20, 2, !dbg !195
  br i1 %44, label %45, label %64, !dbg !196

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8*, i8** %21, i64 2, !dbg !197
  %47 = load i8*, i8** %46, align 8, !dbg !197, !tbaa !146
  call void @llvm.dbg.value(metadata i8* %47, metadata !162, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !193
  %48 = load i8, i8* %47, align 1, !dbg !198, !tbaa !174
  %49 = icmp eq i8 %48, 0, !dbg !199
  br i1 %49, label %64, label %50, !dbg !200

50:                                               ; preds = %45, %56
  %51 = phi i8 [ %62, %56 ], [ %48, %45 ]
  %52 = phi i32 [ %60, %56 ], [ 0, %45 ]
  %53 = phi i8* [ %61, %56 ], [ %47, %45 ]
  call void @llvm.dbg.value(metadata i32 %52, metadata !165, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i8* %53, metadata !162, metadata !DIExpression()), !dbg !193
  %54 = add i8 %51, -58, !dbg !201
  %55 = icmp ult i8 %54, -10, !dbg !201
  br i1 %55, label %64, label %56, !dbg !201

56:                                               ; preds = %50
  %57 = sext i8 %51 to i32, !dbg !202
  %58 = mul nsw i32 %52, 10, !dbg !203
  %59 = add nsw i32 %57, -48, !dbg !204
  %60 = add i32 %59, %58, !dbg !205
  call void @llvm.dbg.value(metadata i32 %60, metadata !165, metadata !DIExpression()), !dbg !193
  %61 = getelementptr inbounds i8, i8* %53, i64 1, !dbg !206
  call void @llvm.dbg.value(metadata i8* %61, metadata !162, metadata !DIExpression()), !dbg !193
  %62 = load i8, i8* %61, align 1, !dbg !207, !tbaa !174
  %63 = icmp eq i8 %62, 0, !dbg !208
  br i1 %63, label %64, label %50, !dbg !208, !llvm.loop !209

64:                                               ; preds = %50, %56, %42, %45
  %65 = phi i32 [ 200, %42 ], [ 200, %45 ], [ 200, %50 ], [ %60, %56 ], !dbg !193
  call void @llvm.dbg.value(metadata i32 %65, metadata !47, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %20, metadata !42, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8** %21, metadata !43, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %20, metadata !154, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i8** %21, metadata !159, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 3, metadata !160, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 8, metadata !161, metadata !DIExpression()), !dbg !211
  %66 = icmp sgt i32 %20, 3, !dbg !213
  br i1 %66, label %67, label %86, !dbg !214

67:                                               ; preds = %64
  %68 = getelementptr inbounds i8*, i8** %21, i64 3, !dbg !215
  %69 = load i8*, i8** %68, align 8, !dbg !215, !tbaa !146
  call void @llvm.dbg.value(metadata i8* %69, metadata !162, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !211
  %70 = load i8, i8* %69, align 1, !dbg !216, !tbaa !174
  %71 = icmp eq i8 %70, 0, !dbg !217
  br i1 %71, label %86, label %72, !dbg !218

72:                                               ; preds = %67, %78
  %73 = phi i8 [ %84, %78 ], [ %70, %67 ]
  %74 = phi i32 [ %82, %78 ], [ 0, %67 ]
  %75 = phi i8* [ %83, %78 ], [ %69, %67 ]
  call void @llvm.dbg.value(metadata i32 %74, metadata !165, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i8* %75, metadata !162, metadata !DIExpression()), !dbg !211
  %76 = add i8 %73, -58, !dbg !219
  %77 = icmp ult i8 %76, -10, !dbg !219
  br i1 %77, label %86, label %78, !dbg !219

78:                                               ; preds = %72
  %79 = sext i8 %73 to i32, !dbg !220
  %80 = mul nsw i32 %74, 10, !dbg !221
  %81 = add nsw i32 %79, -48, !dbg !222
  %82 = add i32 %81, %80, !dbg !223
  call void @llvm.dbg.value(metadata i32 %82, metadata !165, metadata !DIExpression()), !dbg !211
  %83 = getelementptr inbounds i8, i8* %75, i64 1, !dbg !224
  call void @llvm.dbg.value(metadata i8* %83, metadata !162, metadata !DIExpression()), !dbg !211
  %84 = load i8, i8* %83, align 1, !dbg !225, !tbaa !174
  %85 = icmp eq i8 %84, 0, !dbg !226
  br i1 %85, label %86, label %72, !dbg !226, !llvm.loop !227

86:                                               ; preds = %72, %78, %64, %67
  %87 = phi i32 [ 8, %64 ], [ 8, %67 ], [ 8, %72 ], [ %82, %78 ], !dbg !211
  call void @llvm.dbg.value(metadata i32 %87, metadata !48, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !49, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !229
  %88 = icmp sgt i32 %87, 0, !dbg !230
  br i1 %88, label %228, label %89, !dbg !232

89:                                               ; preds = %228, %86
  %90 = phi double [ 1.000000e+00, %86 ], [ %231, %228 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %43, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !141
  %91 = load i32, i32* %12, align 4, !dbg !233, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %91, metadata !45, metadata !DIExpression()), !dbg !141
  %92 = load i32, i32* %11, align 4, !dbg !234, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %92, metadata !44, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %43, metadata !235, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32 %91, metadata !240, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32 %92, metadata !241, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32* undef, metadata !242, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32* undef, metadata !243, metadata !DIExpression()), !dbg !246
  %93 = sdiv i32 %43, %91, !dbg !248
  call void @llvm.dbg.value(metadata i32 %93, metadata !244, metadata !DIExpression()), !dbg !246
  %94 = srem i32 %43, %91, !dbg !249
  call void @llvm.dbg.value(metadata i32 %94, metadata !245, metadata !DIExpression()), !dbg !246
  %95 = icmp sgt i32 %94, %92, !dbg !250
  %96 = zext i1 %95 to i32, !dbg !251
  %97 = add nsw i32 %93, %96, !dbg !252
  call void @llvm.dbg.value(metadata i32 %97, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !141
  %98 = mul nsw i32 %93, %92, !dbg !253
  %99 = select i1 %95, i32 %92, i32 %94, !dbg !254
  %100 = add nsw i32 %99, %98, !dbg !255
  call void @llvm.dbg.value(metadata i32 %100, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !141
  call void @llvm.dbg.value(metadata i32 %91, metadata !45, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %92, metadata !44, metadata !DIExpression()), !dbg !141
  %101 = add nsw i32 %92, 1, !dbg !256
  call void @llvm.dbg.value(metadata i32 %43, metadata !235, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %91, metadata !240, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %101, metadata !241, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* undef, metadata !242, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32* undef, metadata !243, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %93, metadata !244, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.value(metadata i32 %94, metadata !245, metadata !DIExpression()), !dbg !257
  %102 = icmp sgt i32 %94, %101, !dbg !259
  %103 = zext i1 %102 to i32, !dbg !260
  %104 = add nsw i32 %93, %103, !dbg !261
  call void @llvm.dbg.value(metadata i32 %92, metadata !44, metadata !DIExpression()), !dbg !141
  %105 = icmp sgt i32 %92, 0, !dbg !262
  %106 = icmp sgt i32 %97, 0
  %107 = select i1 %105, i1 %106, i1 false, !dbg !263
  %108 = add nsw i32 %92, -1, !dbg !263
  %109 = select i1 %107, i32 %108, i32 -1, !dbg !263
  call void @llvm.dbg.value(metadata i32 %109, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !141
  call void @llvm.dbg.value(metadata i32 %92, metadata !44, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %91, metadata !45, metadata !DIExpression()), !dbg !141
  %110 = add nsw i32 %91, -1, !dbg !264
  %111 = icmp slt i32 %92, %110, !dbg !265
  call void @llvm.dbg.value(metadata i32 %104, metadata !62, metadata !DIExpression()), !dbg !141
  %112 = icmp sgt i32 %104, 0
  %113 = select i1 %111, i1 %112, i1 false, !dbg !266
  %114 = select i1 %113, i1 %106, i1 false, !dbg !266
  %115 = select i1 %114, i32 %101, i32 -1, !dbg !266
  call void @llvm.dbg.value(metadata i32 %115, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !141
  call void @llvm.dbg.value(metadata i32 %92, metadata !44, metadata !DIExpression()), !dbg !141
  %116 = srem i32 %92, 2, !dbg !267
  call void @llvm.dbg.value(metadata i32 %116, metadata !52, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !141
  call void @llvm.dbg.value(metadata %struct.layout* undef, metadata !124, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i32 %43, metadata !125, metadata !DIExpression()) #11, !dbg !268
  %117 = mul nsw i32 %97, %43, !dbg !269
  call void @llvm.dbg.value(metadata i32 %117, metadata !126, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i32 %117, metadata !63, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !141
  call void @llvm.dbg.value(metadata i32 %117, metadata !117, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !268
  %118 = add nsw i32 %117, 1, !dbg !270
  %119 = sext i32 %118 to i64, !dbg !271
  %120 = shl nsw i64 %119, 2, !dbg !272
  %121 = call noalias i8* @malloc(i64 noundef %120) #11, !dbg !273
  %122 = bitcast i8* %121 to i32*, !dbg !274
  call void @llvm.dbg.value(metadata i32* %122, metadata !63, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !141
  call void @llvm.dbg.value(metadata i32* %122, metadata !117, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !268
  %123 = mul nsw i32 %117, 5, !dbg !275
  %124 = add nsw i32 %123, 1, !dbg !276
  %125 = sext i32 %124 to i64, !dbg !277
  %126 = shl nsw i64 %125, 2, !dbg !278
  %127 = call noalias i8* @malloc(i64 noundef %126) #11, !dbg !279
  %128 = bitcast i8* %127 to i32*, !dbg !280
  call void @llvm.dbg.value(metadata i32* %128, metadata !63, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !141
  call void @llvm.dbg.value(metadata i32* %128, metadata !117, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !268
  %129 = shl nsw i64 %125, 3, !dbg !281
  %130 = call noalias i8* @malloc(i64 noundef %129) #11, !dbg !282
  %131 = bitcast i8* %130 to double*, !dbg !283
  call void @llvm.dbg.value(metadata double* %131, metadata !63, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !141
  call void @llvm.dbg.value(metadata double* %131, metadata !117, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !268
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i32 0, metadata !128, metadata !DIExpression()) #11, !dbg !284
  br i1 %106, label %132, label %203, !dbg !285

132:                                              ; preds = %89
  %133 = icmp sgt i32 %43, 0
  %134 = add nsw i32 %43, -1
  %135 = sext i32 %134 to i64, !dbg !285
  %136 = zext i32 %43 to i64, !dbg !285
  %137 = sext i32 %43 to i64, !dbg !285
  %138 = sext i32 %97 to i64
  br label %139, !dbg !285

139:                                              ; preds = %150, %132
  %140 = phi i64 [ 0, %132 ], [ %152, %150 ]
  %141 = phi i32 [ 0, %132 ], [ %151, %150 ]
  %142 = trunc i64 %140 to i32
  call void @llvm.dbg.value(metadata i32 %141, metadata !127, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i64 %140, metadata !128, metadata !DIExpression()) #11, !dbg !284
  %143 = add nsw i32 %100, %142, !dbg !286
  call void @llvm.dbg.value(metadata i32 %143, metadata !130, metadata !DIExpression()) #11, !dbg !287
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()) #11, !dbg !288
  call void @llvm.dbg.value(metadata i32 %141, metadata !127, metadata !DIExpression()) #11, !dbg !268
  br i1 %133, label %144, label %150, !dbg !289

144:                                              ; preds = %139
  %145 = add nuw nsw i64 %140, 1
  %146 = mul nuw nsw i64 %145, %136
  %147 = mul nsw i64 %140, %137
  %148 = icmp sgt i32 %143, 0
  %149 = icmp slt i32 %143, %134
  br label %154, !dbg !289

150:                                              ; preds = %199, %139
  %151 = phi i32 [ %141, %139 ], [ %200, %199 ], !dbg !268
  %152 = add nuw nsw i64 %140, 1, !dbg !290
  call void @llvm.dbg.value(metadata i32 %151, metadata !127, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i64 %152, metadata !128, metadata !DIExpression()) #11, !dbg !284
  %153 = icmp eq i64 %152, %138, !dbg !291
  br i1 %153, label %203, label %139, !dbg !285, !llvm.loop !292

154:                                              ; preds = %199, %144
  %155 = phi i64 [ 0, %144 ], [ %201, %199 ]
  %156 = phi i32 [ %141, %144 ], [ %200, %199 ]
  call void @llvm.dbg.value(metadata i32 %156, metadata !127, metadata !DIExpression()) #11, !dbg !268
  call void @llvm.dbg.value(metadata i64 %155, metadata !133, metadata !DIExpression()) #11, !dbg !288
  %157 = add nuw nsw i64 %155, %146, !dbg !294
  call void @llvm.dbg.value(metadata i64 %157, metadata !135, metadata !DIExpression()) #11, !dbg !295
  %158 = add nsw i64 %155, %147, !dbg !296
  %159 = getelementptr inbounds i32, i32* %122, i64 %158, !dbg !297
  store i32 %156, i32* %159, align 4, !dbg !298, !tbaa !142, !noalias !299
  br i1 %148, label %160, label %167, !dbg !302

160:                                              ; preds = %154
  %161 = sext i32 %156 to i64, !dbg !303
  %162 = getelementptr inbounds i32, i32* %128, i64 %161, !dbg !303
  %163 = trunc i64 %157 to i32, !dbg !306
  %164 = sub i32 %163, %43, !dbg !306
  store i32 %164, i32* %162, align 4, !dbg !306, !tbaa !142, !noalias !299
  %165 = add nsw i32 %156, 1, !dbg !307
  call void @llvm.dbg.value(metadata i32 %165, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %166 = getelementptr inbounds double, double* %131, i64 %161, !dbg !308
  store double -1.000000e+00, double* %166, align 8, !dbg !309, !tbaa !310, !noalias !299
  br label %167, !dbg !312

167:                                              ; preds = %160, %154
  %168 = phi i32 [ %165, %160 ], [ %156, %154 ], !dbg !268
  call void @llvm.dbg.value(metadata i32 %168, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %169 = icmp eq i64 %155, 0, !dbg !313
  br i1 %169, label %177, label %170, !dbg !315

170:                                              ; preds = %167
  %171 = sext i32 %168 to i64, !dbg !316
  %172 = getelementptr inbounds i32, i32* %128, i64 %171, !dbg !316
  %173 = trunc i64 %157 to i32, !dbg !318
  %174 = add i32 %173, -1, !dbg !318
  store i32 %174, i32* %172, align 4, !dbg !318, !tbaa !142, !noalias !299
  %175 = add nsw i32 %168, 1, !dbg !319
  call void @llvm.dbg.value(metadata i32 %175, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %176 = getelementptr inbounds double, double* %131, i64 %171, !dbg !320
  store double -1.000000e+00, double* %176, align 8, !dbg !321, !tbaa !310, !noalias !299
  br label %177, !dbg !322

177:                                              ; preds = %170, %167
  %178 = phi i32 [ %175, %170 ], [ %168, %167 ], !dbg !295
  call void @llvm.dbg.value(metadata i32 %178, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %179 = sext i32 %178 to i64, !dbg !323
  %180 = getelementptr inbounds i32, i32* %128, i64 %179, !dbg !323
  %181 = trunc i64 %157 to i32, !dbg !324
  store i32 %181, i32* %180, align 4, !dbg !324, !tbaa !142, !noalias !299
  %182 = add nsw i32 %178, 1, !dbg !325
  call void @llvm.dbg.value(metadata i32 %182, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %183 = getelementptr inbounds double, double* %131, i64 %179, !dbg !326
  store double 4.000000e+00, double* %183, align 8, !dbg !327, !tbaa !310, !noalias !299
  %184 = icmp slt i64 %155, %135, !dbg !328
  br i1 %184, label %185, label %191, !dbg !330

185:                                              ; preds = %177
  %186 = sext i32 %182 to i64, !dbg !331
  %187 = getelementptr inbounds i32, i32* %128, i64 %186, !dbg !331
  %188 = add i32 %181, 1, !dbg !333
  store i32 %188, i32* %187, align 4, !dbg !333, !tbaa !142, !noalias !299
  %189 = add nsw i32 %178, 2, !dbg !334
  call void @llvm.dbg.value(metadata i32 %189, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %190 = getelementptr inbounds double, double* %131, i64 %186, !dbg !335
  store double -1.000000e+00, double* %190, align 8, !dbg !336, !tbaa !310, !noalias !299
  br label %191, !dbg !337

191:                                              ; preds = %185, %177
  %192 = phi i32 [ %189, %185 ], [ %182, %177 ], !dbg !295
  call void @llvm.dbg.value(metadata i32 %192, metadata !127, metadata !DIExpression()) #11, !dbg !268
  br i1 %149, label %193, label %199, !dbg !338

193:                                              ; preds = %191
  %194 = sext i32 %192 to i64, !dbg !339
  %195 = getelementptr inbounds i32, i32* %128, i64 %194, !dbg !339
  %196 = add i32 %43, %181, !dbg !342
  store i32 %196, i32* %195, align 4, !dbg !342, !tbaa !142, !noalias !299
  %197 = add nsw i32 %192, 1, !dbg !343
  call void @llvm.dbg.value(metadata i32 %197, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %198 = getelementptr inbounds double, double* %131, i64 %194, !dbg !344
  store double -1.000000e+00, double* %198, align 8, !dbg !345, !tbaa !310, !noalias !299
  br label %199, !dbg !346

199:                                              ; preds = %193, %191
  %200 = phi i32 [ %197, %193 ], [ %192, %191 ], !dbg !295
  call void @llvm.dbg.value(metadata i32 %200, metadata !127, metadata !DIExpression()) #11, !dbg !268
  %201 = add nuw nsw i64 %155, 1, !dbg !347
  call void @llvm.dbg.value(metadata i64 %201, metadata !133, metadata !DIExpression()) #11, !dbg !288
  %202 = icmp eq i64 %201, %136, !dbg !348
  br i1 %202, label %150, label %154, !dbg !289, !llvm.loop !349

203:                                              ; preds = %150, %89
  %204 = phi i32 [ 0, %89 ], [ %151, %150 ], !dbg !351
  %205 = sext i32 %117 to i64, !dbg !352
  %206 = getelementptr inbounds i32, i32* %122, i64 %205, !dbg !352
  store i32 %204, i32* %206, align 4, !dbg !353, !tbaa !142, !noalias !299
  call void @llvm.dbg.value(metadata i32 %117, metadata !72, metadata !DIExpression()), !dbg !141
  %207 = add nsw i32 %97, 2, !dbg !354
  %208 = sext i32 %207 to i64, !dbg !355
  %209 = sext i32 %43 to i64, !dbg !356
  %210 = mul nsw i64 %208, %209, !dbg !357
  call void @llvm.dbg.value(metadata i64 %210, metadata !73, metadata !DIExpression()), !dbg !141
  %211 = shl nsw i64 %205, 3, !dbg !358
  %212 = add nsw i64 %211, 8, !dbg !359
  %213 = call noalias i8* @malloc(i64 noundef %212) #11, !dbg !360
  %214 = bitcast i8* %213 to double*, !dbg !360
  call void @llvm.dbg.value(metadata double* %214, metadata !74, metadata !DIExpression()), !dbg !141
  %215 = call noalias i8* @malloc(i64 noundef %212) #11, !dbg !361
  %216 = bitcast i8* %215 to double*, !dbg !361
  call void @llvm.dbg.value(metadata double* %216, metadata !75, metadata !DIExpression()), !dbg !141
  %217 = call noalias i8* @malloc(i64 noundef %212) #11, !dbg !362
  %218 = bitcast i8* %217 to double*, !dbg !362
  call void @llvm.dbg.value(metadata double* %218, metadata !76, metadata !DIExpression()), !dbg !141
  %219 = call noalias i8* @malloc(i64 noundef %212) #11, !dbg !363
  %220 = bitcast i8* %219 to double*, !dbg !363
  call void @llvm.dbg.value(metadata double* %220, metadata !77, metadata !DIExpression()), !dbg !141
  %221 = shl i64 %210, 3, !dbg !364
  %222 = call noalias i8* @malloc(i64 noundef %221) #11, !dbg !365
  %223 = bitcast i8* %222 to double*, !dbg !365
  call void @llvm.dbg.value(metadata double* %223, metadata !78, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !366
  %224 = icmp eq i64 %210, 0, !dbg !367
  br i1 %224, label %234, label %225, !dbg !369

225:                                              ; preds = %203
  %226 = mul nsw i64 %209, %208, !dbg !369
  %227 = shl i64 %226, 3, !dbg !369
  call void @llvm.memset.p0i8.i64(i8* align 8 %222, i8 0, i64 %227, i1 false), !dbg !370, !tbaa !310
  call void @llvm.dbg.value(metadata i32 undef, metadata !79, metadata !DIExpression()), !dbg !366
  call void @llvm.dbg.value(metadata i32 undef, metadata !79, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !366
  br label %234, !dbg !371

228:                                              ; preds = %86, %228
  %229 = phi double [ %231, %228 ], [ 1.000000e+00, %86 ]
  %230 = phi i32 [ %232, %228 ], [ 0, %86 ]
  call void @llvm.dbg.value(metadata double %229, metadata !49, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %230, metadata !50, metadata !DIExpression()), !dbg !229
  %231 = fdiv double %229, 1.000000e+01, !dbg !372
  call void @llvm.dbg.value(metadata double %231, metadata !49, metadata !DIExpression()), !dbg !141
  %232 = add nuw nsw i32 %230, 1, !dbg !373
  call void @llvm.dbg.value(metadata i32 %232, metadata !50, metadata !DIExpression()), !dbg !229
  %233 = icmp eq i32 %232, %87, !dbg !230
  br i1 %233, label %89, label %228, !dbg !232, !llvm.loop !374

234:                                              ; preds = %225, %203
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !376
  %235 = icmp sgt i32 %97, 0, !dbg !371
  br i1 %235, label %236, label %247, !dbg !377

236:                                              ; preds = %234
  %237 = icmp sgt i32 %43, 0
  %238 = add nsw i32 %43, 1
  %239 = sitofp i32 %238 to double
  %240 = add nsw i32 %43, -1
  %241 = sext i32 %240 to i64, !dbg !377
  %242 = sext i32 %100 to i64, !dbg !377
  %243 = sext i32 %240 to i64, !dbg !377
  %244 = sext i32 %43 to i64, !dbg !377
  %245 = zext i32 %97 to i64, !dbg !371
  %246 = zext i32 %43 to i64
  br label %259, !dbg !377

247:                                              ; preds = %280, %234
  %248 = call double @MPI_Wtime() #11, !dbg !378
  call void @llvm.dbg.value(metadata double %248, metadata !91, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !379
  %249 = icmp sgt i32 %117, 0, !dbg !380
  br i1 %249, label %250, label %350, !dbg !382

250:                                              ; preds = %247
  %251 = zext i32 %117 to i64, !dbg !382
  %252 = shl nuw nsw i64 %251, 3, !dbg !382
  call void @llvm.memset.p0i8.i64(i8* align 8 %213, i8 0, i64 %252, i1 false), !dbg !383, !tbaa !310
  %253 = zext i32 %117 to i64, !dbg !382
  %254 = shl nuw nsw i64 %253, 3, !dbg !382
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %215, i8* align 8 %219, i64 %254, i1 false), !dbg !385, !tbaa !310
  %255 = shl nsw i64 %209, 3, !dbg !382
  %256 = getelementptr i8, i8* %222, i64 %255, !dbg !382
  %257 = zext i32 %117 to i64, !dbg !382
  %258 = shl nuw nsw i64 %257, 3, !dbg !382
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %256, i8* align 8 %219, i64 %258, i1 false), !dbg !386, !tbaa !310
  call void @llvm.dbg.value(metadata i32 undef, metadata !92, metadata !DIExpression()), !dbg !379
  call void @llvm.dbg.value(metadata i32 undef, metadata !92, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !379
  br label %350, !dbg !387

259:                                              ; preds = %236, %280
  %260 = phi i64 [ 0, %236 ], [ %281, %280 ]
  call void @llvm.dbg.value(metadata i64 %260, metadata !81, metadata !DIExpression()), !dbg !376
  %261 = add nsw i64 %260, %242, !dbg !402
  call void @llvm.dbg.value(metadata i64 %261, metadata !83, metadata !DIExpression()), !dbg !403
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !404
  br i1 %237, label %262, label %280, !dbg !405

262:                                              ; preds = %259
  %263 = trunc i64 %261 to i32
  %264 = add i32 %263, 1
  %265 = sitofp i32 %264 to double
  %266 = fdiv double %265, %239
  %267 = fsub double 1.000000e+00, %266
  %268 = icmp sgt i64 %261, 0
  %269 = trunc i64 %261 to i32
  %270 = sitofp i32 %269 to double
  %271 = fdiv double %270, %239
  %272 = fsub double 1.000000e+00, %271
  %273 = icmp slt i64 %261, %243
  %274 = trunc i64 %261 to i32
  %275 = add i32 %274, 2
  %276 = sitofp i32 %275 to double
  %277 = fdiv double %276, %239
  %278 = fsub double 1.000000e+00, %277
  %279 = mul nsw i64 %260, %244
  br label %283, !dbg !405

280:                                              ; preds = %345, %259
  %281 = add nuw nsw i64 %260, 1, !dbg !406
  call void @llvm.dbg.value(metadata i64 %281, metadata !81, metadata !DIExpression()), !dbg !376
  %282 = icmp eq i64 %281, %245, !dbg !371
  br i1 %282, label %247, label %259, !dbg !377, !llvm.loop !407

283:                                              ; preds = %262, %345
  %284 = phi i64 [ 0, %262 ], [ %285, %345 ]
  call void @llvm.dbg.value(metadata i64 %284, metadata !86, metadata !DIExpression()), !dbg !404
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !418
  call void @llvm.dbg.value(metadata i64 %284, metadata !414, metadata !DIExpression()) #11, !dbg !418
  call void @llvm.dbg.value(metadata i64 %261, metadata !415, metadata !DIExpression()) #11, !dbg !418
  %285 = add nuw nsw i64 %284, 1, !dbg !420
  %286 = trunc i64 %285 to i32, !dbg !421
  %287 = sitofp i32 %286 to double, !dbg !421
  %288 = fdiv double %287, %239, !dbg !422
  call void @llvm.dbg.value(metadata double %288, metadata !416, metadata !DIExpression()) #11, !dbg !418
  call void @llvm.dbg.value(metadata double %266, metadata !417, metadata !DIExpression()) #11, !dbg !418
  %289 = fmul double %288, 1.600000e+01, !dbg !423
  %290 = fsub double 1.000000e+00, %288, !dbg !424
  %291 = fmul double %289, %290, !dbg !425
  %292 = fmul double %266, %291, !dbg !426
  %293 = fmul double %288, 5.000000e-01, !dbg !427
  %294 = fmul double %266, %293, !dbg !428
  %295 = fmul double %290, %294, !dbg !429
  %296 = call double @llvm.fmuladd.f64(double %292, double %267, double %295) #11, !dbg !430
  %297 = fmul double %296, 4.000000e+00, !dbg !431
  call void @llvm.dbg.value(metadata double %297, metadata !88, metadata !DIExpression()), !dbg !432
  br i1 %268, label %298, label %304, !dbg !433

298:                                              ; preds = %283
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !434
  call void @llvm.dbg.value(metadata i64 %284, metadata !414, metadata !DIExpression()) #11, !dbg !434
  call void @llvm.dbg.value(metadata i64 %261, metadata !415, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #11, !dbg !434
  call void @llvm.dbg.value(metadata double %288, metadata !416, metadata !DIExpression()) #11, !dbg !434
  call void @llvm.dbg.value(metadata double %271, metadata !417, metadata !DIExpression()) #11, !dbg !434
  %299 = fmul double %271, %291, !dbg !437
  %300 = fmul double %271, %293, !dbg !438
  %301 = fmul double %290, %300, !dbg !439
  %302 = call double @llvm.fmuladd.f64(double %299, double %272, double %301) #11, !dbg !440
  %303 = fsub double %297, %302, !dbg !441
  call void @llvm.dbg.value(metadata double %303, metadata !88, metadata !DIExpression()), !dbg !432
  br label %304, !dbg !442

304:                                              ; preds = %298, %283
  %305 = phi double [ %303, %298 ], [ %297, %283 ], !dbg !432
  call void @llvm.dbg.value(metadata double %305, metadata !88, metadata !DIExpression()), !dbg !432
  %306 = icmp eq i64 %284, 0, !dbg !443
  br i1 %306, label %320, label %307, !dbg !445

307:                                              ; preds = %304
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !446
  call void @llvm.dbg.value(metadata i64 %284, metadata !414, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #11, !dbg !446
  call void @llvm.dbg.value(metadata i64 %261, metadata !415, metadata !DIExpression()) #11, !dbg !446
  %308 = trunc i64 %284 to i32, !dbg !448
  %309 = sitofp i32 %308 to double, !dbg !448
  %310 = fdiv double %309, %239, !dbg !449
  call void @llvm.dbg.value(metadata double %310, metadata !416, metadata !DIExpression()) #11, !dbg !446
  call void @llvm.dbg.value(metadata double %266, metadata !417, metadata !DIExpression()) #11, !dbg !446
  %311 = fmul double %310, 1.600000e+01, !dbg !450
  %312 = fsub double 1.000000e+00, %310, !dbg !451
  %313 = fmul double %311, %312, !dbg !452
  %314 = fmul double %266, %313, !dbg !453
  %315 = fmul double %310, 5.000000e-01, !dbg !454
  %316 = fmul double %266, %315, !dbg !455
  %317 = fmul double %312, %316, !dbg !456
  %318 = call double @llvm.fmuladd.f64(double %314, double %267, double %317) #11, !dbg !457
  %319 = fsub double %305, %318, !dbg !458
  call void @llvm.dbg.value(metadata double %319, metadata !88, metadata !DIExpression()), !dbg !432
  br label %320, !dbg !459

320:                                              ; preds = %307, %304
  %321 = phi double [ %319, %307 ], [ %305, %304 ], !dbg !432
  call void @llvm.dbg.value(metadata double %321, metadata !88, metadata !DIExpression()), !dbg !432
  %322 = icmp slt i64 %284, %241, !dbg !460
  br i1 %322, label %323, label %337, !dbg !462

323:                                              ; preds = %320
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !463
  call void @llvm.dbg.value(metadata i64 %285, metadata !414, metadata !DIExpression()) #11, !dbg !463
  call void @llvm.dbg.value(metadata i64 %261, metadata !415, metadata !DIExpression()) #11, !dbg !463
  %324 = trunc i64 %284 to i32, !dbg !465
  %325 = add i32 %324, 2, !dbg !465
  %326 = sitofp i32 %325 to double, !dbg !465
  %327 = fdiv double %326, %239, !dbg !466
  call void @llvm.dbg.value(metadata double %327, metadata !416, metadata !DIExpression()) #11, !dbg !463
  call void @llvm.dbg.value(metadata double %266, metadata !417, metadata !DIExpression()) #11, !dbg !463
  %328 = fmul double %327, 1.600000e+01, !dbg !467
  %329 = fsub double 1.000000e+00, %327, !dbg !468
  %330 = fmul double %328, %329, !dbg !469
  %331 = fmul double %266, %330, !dbg !470
  %332 = fmul double %327, 5.000000e-01, !dbg !471
  %333 = fmul double %266, %332, !dbg !472
  %334 = fmul double %329, %333, !dbg !473
  %335 = call double @llvm.fmuladd.f64(double %331, double %267, double %334) #11, !dbg !474
  %336 = fsub double %321, %335, !dbg !475
  call void @llvm.dbg.value(metadata double %336, metadata !88, metadata !DIExpression()), !dbg !432
  br label %337, !dbg !476

337:                                              ; preds = %323, %320
  %338 = phi double [ %336, %323 ], [ %321, %320 ], !dbg !432
  call void @llvm.dbg.value(metadata double %338, metadata !88, metadata !DIExpression()), !dbg !432
  br i1 %273, label %339, label %345, !dbg !477

339:                                              ; preds = %337
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !478
  call void @llvm.dbg.value(metadata i32 undef, metadata !414, metadata !DIExpression()) #11, !dbg !478
  call void @llvm.dbg.value(metadata i64 %261, metadata !415, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #11, !dbg !478
  call void @llvm.dbg.value(metadata double %288, metadata !416, metadata !DIExpression()) #11, !dbg !478
  call void @llvm.dbg.value(metadata double %277, metadata !417, metadata !DIExpression()) #11, !dbg !478
  %340 = fmul double %277, %291, !dbg !481
  %341 = fmul double %277, %293, !dbg !482
  %342 = fmul double %290, %341, !dbg !483
  %343 = call double @llvm.fmuladd.f64(double %340, double %278, double %342) #11, !dbg !484
  %344 = fsub double %338, %343, !dbg !485
  call void @llvm.dbg.value(metadata double %344, metadata !88, metadata !DIExpression()), !dbg !432
  br label %345, !dbg !486

345:                                              ; preds = %339, %337
  %346 = phi double [ %344, %339 ], [ %338, %337 ], !dbg !432
  call void @llvm.dbg.value(metadata double %346, metadata !88, metadata !DIExpression()), !dbg !432
  %347 = add nsw i64 %284, %279, !dbg !487
  %348 = getelementptr inbounds double, double* %220, i64 %347, !dbg !488
  store double %346, double* %348, align 8, !dbg !489, !tbaa !310
  call void @llvm.dbg.value(metadata i64 %285, metadata !86, metadata !DIExpression()), !dbg !404
  %349 = icmp eq i64 %285, %246, !dbg !490
  br i1 %349, label %280, label %283, !dbg !405, !llvm.loop !491

350:                                              ; preds = %250, %247
  call void @llvm.dbg.value(metadata i32 %117, metadata !394, metadata !DIExpression()) #11, !dbg !493
  call void @llvm.dbg.value(metadata double* %220, metadata !395, metadata !DIExpression()) #11, !dbg !493
  call void @llvm.dbg.value(metadata double* %220, metadata !396, metadata !DIExpression()) #11, !dbg !493
  %351 = bitcast double* %7 to i8*, !dbg !387
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %351) #11, !dbg !387
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !397, metadata !DIExpression()) #11, !dbg !493
  store double 0.000000e+00, double* %7, align 8, !dbg !494, !tbaa !310
  %352 = bitcast double* %8 to i8*, !dbg !387
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %352) #11, !dbg !387
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !398, metadata !DIExpression()) #11, !dbg !493
  store double 0.000000e+00, double* %8, align 8, !dbg !495, !tbaa !310
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !496
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !496
  %353 = icmp sgt i32 %117, 0, !dbg !497
  br i1 %353, label %354, label %364, !dbg !499

354:                                              ; preds = %350
  %355 = zext i32 %117 to i64, !dbg !497
  br label %356, !dbg !499

356:                                              ; preds = %356, %354
  %357 = phi i64 [ 0, %354 ], [ %362, %356 ]
  %358 = phi double [ 0.000000e+00, %354 ], [ %361, %356 ]
  call void @llvm.dbg.value(metadata i64 %357, metadata !399, metadata !DIExpression()) #11, !dbg !496
  %359 = getelementptr inbounds double, double* %220, i64 %357, !dbg !500
  %360 = load double, double* %359, align 8, !dbg !500, !tbaa !310
  call void @llvm.dbg.value(metadata double %358, metadata !397, metadata !DIExpression()) #11, !dbg !493
  %361 = call double @llvm.fmuladd.f64(double %360, double %360, double %358) #11, !dbg !501
  call void @llvm.dbg.value(metadata double %361, metadata !397, metadata !DIExpression()) #11, !dbg !493
  %362 = add nuw nsw i64 %357, 1, !dbg !502
  call void @llvm.dbg.value(metadata i64 %362, metadata !399, metadata !DIExpression()) #11, !dbg !496
  %363 = icmp eq i64 %362, %355, !dbg !497
  br i1 %363, label %364, label %356, !dbg !499, !llvm.loop !503

364:                                              ; preds = %356, %350
  %365 = phi double [ 0.000000e+00, %350 ], [ %361, %356 ]
  store double %365, double* %7, align 8, !dbg !501, !tbaa !310
  call void @llvm.dbg.value(metadata double* %7, metadata !397, metadata !DIExpression(DW_OP_deref)) #11, !dbg !493
  call void @llvm.dbg.value(metadata double* %8, metadata !398, metadata !DIExpression(DW_OP_deref)) #11, !dbg !493
  %366 = call i32 @MPI_Allreduce(i8* noundef nonnull %351, i8* noundef nonnull %352, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !505
  %367 = load double, double* %8, align 8, !dbg !506, !tbaa !310
  call void @llvm.dbg.value(metadata double %367, metadata !398, metadata !DIExpression()) #11, !dbg !493
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %352) #11, !dbg !507
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %351) #11, !dbg !507
  call void @llvm.dbg.value(metadata double %367, metadata !94, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %367, metadata !95, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !96, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()), !dbg !141
  %368 = icmp sgt i32 %65, 0, !dbg !508
  %369 = fcmp olt double %90, 1.000000e+00, !dbg !509
  %370 = select i1 %368, i1 %369, i1 false, !dbg !509
  br i1 %370, label %371, label %515, !dbg !510

371:                                              ; preds = %364
  %372 = getelementptr inbounds double, double* %223, i64 %209
  %373 = sext i32 %97 to i64
  %374 = mul nsw i64 %373, %209
  %375 = getelementptr inbounds double, double* %223, i64 %374
  %376 = add nsw i32 %97, 1
  %377 = sext i32 %376 to i64
  %378 = mul nsw i64 %377, %209
  %379 = getelementptr inbounds double, double* %223, i64 %378
  %380 = bitcast double* %372 to i8*
  %381 = bitcast double* %375 to i8*
  %382 = bitcast double* %379 to i8*
  %383 = icmp sgt i32 %109, -1
  %384 = icmp sgt i32 %115, -1
  %385 = zext i32 %117 to i64
  %386 = bitcast double* %5 to i8*
  %387 = bitcast double* %6 to i8*
  %388 = zext i32 %117 to i64
  %389 = icmp sgt i32 %117, 0
  %390 = bitcast double* %3 to i8*
  %391 = bitcast double* %4 to i8*
  %392 = zext i32 %117 to i64
  %393 = icmp sgt i32 %117, 0
  %394 = sext i32 %43 to i64, !dbg !510
  %395 = sext i32 %43 to i64, !dbg !510
  %396 = zext i32 %117 to i64
  %397 = zext i32 %117 to i64
  br label %398, !dbg !510

398:                                              ; preds = %371, %511
  %399 = phi i32 [ 0, %371 ], [ %414, %511 ]
  %400 = phi double [ %367, %371 ], [ %474, %511 ]
  call void @llvm.dbg.value(metadata i32 %399, metadata !97, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %400, metadata !95, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %414, metadata !97, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata %struct.layout* undef, metadata !511, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata double* %223, metadata !516, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata i32 %43, metadata !517, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata double* %372, metadata !518, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata double* %375, metadata !519, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata double* %223, metadata !520, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata double* %379, metadata !521, metadata !DIExpression()) #11, !dbg !527
  call void @llvm.dbg.value(metadata i32 0, metadata !522, metadata !DIExpression()) #11, !dbg !529
  call void @llvm.dbg.value(metadata i32 0, metadata !522, metadata !DIExpression()) #11, !dbg !529
  br label %401, !dbg !530

401:                                              ; preds = %410, %398
  %402 = phi i32 [ 0, %398 ], [ %411, %410 ]
  call void @llvm.dbg.value(metadata i32 %402, metadata !522, metadata !DIExpression()) #11, !dbg !529
  %403 = icmp eq i32 %402, %116, !dbg !531
  call void @llvm.dbg.value(metadata i1 %403, metadata !524, metadata !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)) #11, !dbg !532
  br i1 %403, label %404, label %407, !dbg !533

404:                                              ; preds = %401
  br i1 %384, label %405, label %410, !dbg !535

405:                                              ; preds = %404
  %406 = call i32 @MPI_Sendrecv(i8* noundef %381, i32 noundef %43, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %115, i32 noundef 0, i8* noundef %382, i32 noundef %43, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %115, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #11, !dbg !536
  br label %410, !dbg !536

407:                                              ; preds = %401
  br i1 %383, label %408, label %410, !dbg !537

408:                                              ; preds = %407
  %409 = call i32 @MPI_Sendrecv(i8* noundef %380, i32 noundef %43, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %109, i32 noundef 0, i8* noundef %222, i32 noundef %43, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %109, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #11, !dbg !538
  br label %410, !dbg !538

410:                                              ; preds = %408, %407, %405, %404
  %411 = add nuw nsw i32 %402, 1, !dbg !540
  call void @llvm.dbg.value(metadata i32 %411, metadata !522, metadata !DIExpression()) #11, !dbg !529
  %412 = icmp eq i32 %402, 0, !dbg !541
  br i1 %412, label %401, label %413, !dbg !530, !llvm.loop !542

413:                                              ; preds = %410
  %414 = add nuw nsw i32 %399, 1, !dbg !544
  call void @llvm.dbg.value(metadata %struct.csr* undef, metadata !545, metadata !DIExpression()) #11, !dbg !561
  call void @llvm.dbg.value(metadata double* %223, metadata !552, metadata !DIExpression()) #11, !dbg !561
  call void @llvm.dbg.value(metadata double* %218, metadata !553, metadata !DIExpression()) #11, !dbg !561
  call void @llvm.dbg.value(metadata i32 0, metadata !554, metadata !DIExpression()) #11, !dbg !563
  call void @llvm.dbg.value(metadata i32 0, metadata !554, metadata !DIExpression()) #11, !dbg !563
  br i1 %353, label %415, label %454, !dbg !564

415:                                              ; preds = %413, %426
  %416 = phi i64 [ %419, %426 ], [ 0, %413 ]
  call void @llvm.dbg.value(metadata i64 %416, metadata !554, metadata !DIExpression()) #11, !dbg !563
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !556, metadata !DIExpression()) #11, !dbg !565
  %417 = getelementptr inbounds i32, i32* %122, i64 %416, !dbg !566
  %418 = load i32, i32* %417, align 4, !dbg !566, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %418, metadata !559, metadata !DIExpression()) #11, !dbg !567
  %419 = add nuw nsw i64 %416, 1
  %420 = getelementptr inbounds i32, i32* %122, i64 %419
  %421 = load i32, i32* %420, align 4, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %418, metadata !559, metadata !DIExpression()) #11, !dbg !567
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !556, metadata !DIExpression()) #11, !dbg !565
  %422 = icmp slt i32 %418, %421, !dbg !568
  br i1 %422, label %423, label %426, !dbg !570

423:                                              ; preds = %415
  %424 = sext i32 %418 to i64, !dbg !570
  %425 = sext i32 %421 to i64, !dbg !568
  br label %430, !dbg !570

426:                                              ; preds = %430, %415
  %427 = phi double [ 0.000000e+00, %415 ], [ %440, %430 ], !dbg !565
  %428 = getelementptr inbounds double, double* %218, i64 %416, !dbg !571
  store double %427, double* %428, align 8, !dbg !572, !tbaa !310
  call void @llvm.dbg.value(metadata i64 %419, metadata !554, metadata !DIExpression()) #11, !dbg !563
  %429 = icmp eq i64 %419, %385, !dbg !573
  br i1 %429, label %443, label %415, !dbg !564, !llvm.loop !574

430:                                              ; preds = %430, %423
  %431 = phi i64 [ %424, %423 ], [ %441, %430 ]
  %432 = phi double [ 0.000000e+00, %423 ], [ %440, %430 ]
  call void @llvm.dbg.value(metadata i64 %431, metadata !559, metadata !DIExpression()) #11, !dbg !567
  call void @llvm.dbg.value(metadata double %432, metadata !556, metadata !DIExpression()) #11, !dbg !565
  %433 = getelementptr inbounds double, double* %131, i64 %431, !dbg !576
  %434 = load double, double* %433, align 8, !dbg !576, !tbaa !310
  %435 = getelementptr inbounds i32, i32* %128, i64 %431, !dbg !577
  %436 = load i32, i32* %435, align 4, !dbg !577, !tbaa !142
  %437 = sext i32 %436 to i64, !dbg !578
  %438 = getelementptr inbounds double, double* %223, i64 %437, !dbg !578
  %439 = load double, double* %438, align 8, !dbg !578, !tbaa !310
  %440 = call double @llvm.fmuladd.f64(double %434, double %439, double %432) #11, !dbg !579
  call void @llvm.dbg.value(metadata double %440, metadata !556, metadata !DIExpression()) #11, !dbg !565
  %441 = add nsw i64 %431, 1, !dbg !580
  call void @llvm.dbg.value(metadata i64 %441, metadata !559, metadata !DIExpression()) #11, !dbg !567
  %442 = icmp eq i64 %441, %425, !dbg !568
  br i1 %442, label %426, label %430, !dbg !570, !llvm.loop !581

443:                                              ; preds = %426
  call void @llvm.dbg.value(metadata i32 %117, metadata !394, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.dbg.value(metadata double* %372, metadata !395, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.dbg.value(metadata double* %218, metadata !396, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %386) #11, !dbg !585
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !397, metadata !DIExpression()) #11, !dbg !583
  store double 0.000000e+00, double* %5, align 8, !dbg !586, !tbaa !310
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %387) #11, !dbg !585
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !398, metadata !DIExpression()) #11, !dbg !583
  store double 0.000000e+00, double* %6, align 8, !dbg !587, !tbaa !310
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !588
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !588
  br i1 %353, label %444, label %455, !dbg !589

444:                                              ; preds = %443, %444
  %445 = phi i64 [ %452, %444 ], [ 0, %443 ]
  %446 = phi double [ %451, %444 ], [ 0.000000e+00, %443 ]
  call void @llvm.dbg.value(metadata i64 %445, metadata !399, metadata !DIExpression()) #11, !dbg !588
  %447 = getelementptr inbounds double, double* %372, i64 %445, !dbg !590
  %448 = load double, double* %447, align 8, !dbg !590, !tbaa !310
  %449 = getelementptr inbounds double, double* %218, i64 %445, !dbg !591
  %450 = load double, double* %449, align 8, !dbg !591, !tbaa !310
  call void @llvm.dbg.value(metadata double %446, metadata !397, metadata !DIExpression()) #11, !dbg !583
  %451 = call double @llvm.fmuladd.f64(double %448, double %450, double %446) #11, !dbg !592
  call void @llvm.dbg.value(metadata double %451, metadata !397, metadata !DIExpression()) #11, !dbg !583
  %452 = add nuw nsw i64 %445, 1, !dbg !593
  call void @llvm.dbg.value(metadata i64 %452, metadata !399, metadata !DIExpression()) #11, !dbg !588
  %453 = icmp eq i64 %452, %388, !dbg !594
  br i1 %453, label %455, label %444, !dbg !589, !llvm.loop !595

454:                                              ; preds = %413
  call void @llvm.dbg.value(metadata i32 %117, metadata !394, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.dbg.value(metadata double* %372, metadata !395, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.dbg.value(metadata double* %218, metadata !396, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %386) #11, !dbg !585
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !397, metadata !DIExpression()) #11, !dbg !583
  store double 0.000000e+00, double* %5, align 8, !dbg !586, !tbaa !310
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %387) #11, !dbg !585
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !398, metadata !DIExpression()) #11, !dbg !583
  store double 0.000000e+00, double* %6, align 8, !dbg !587, !tbaa !310
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !588
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !588
  br label %455, !dbg !589

455:                                              ; preds = %444, %454, %443
  %456 = phi double [ 0.000000e+00, %443 ], [ 0.000000e+00, %454 ], [ %451, %444 ]
  store double %456, double* %5, align 8, !dbg !592, !tbaa !310
  call void @llvm.dbg.value(metadata double* %5, metadata !397, metadata !DIExpression(DW_OP_deref)) #11, !dbg !583
  call void @llvm.dbg.value(metadata double* %6, metadata !398, metadata !DIExpression(DW_OP_deref)) #11, !dbg !583
  %457 = call i32 @MPI_Allreduce(i8* noundef nonnull %386, i8* noundef nonnull %387, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !597
  %458 = load double, double* %6, align 8, !dbg !598, !tbaa !310
  call void @llvm.dbg.value(metadata double %458, metadata !398, metadata !DIExpression()) #11, !dbg !583
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %387) #11, !dbg !599
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %386) #11, !dbg !599
  %459 = fdiv double %400, %458, !dbg !600
  call void @llvm.dbg.value(metadata double %459, metadata !98, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !602
  br i1 %389, label %460, label %462, !dbg !603

460:                                              ; preds = %455
  %461 = fneg double %459
  br label %478, !dbg !603

462:                                              ; preds = %478, %455
  call void @llvm.dbg.value(metadata i32 %117, metadata !394, metadata !DIExpression()) #11, !dbg !604
  call void @llvm.dbg.value(metadata double* %216, metadata !395, metadata !DIExpression()) #11, !dbg !604
  call void @llvm.dbg.value(metadata double* %216, metadata !396, metadata !DIExpression()) #11, !dbg !604
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %390) #11, !dbg !606
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !397, metadata !DIExpression()) #11, !dbg !604
  store double 0.000000e+00, double* %3, align 8, !dbg !607, !tbaa !310
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %391) #11, !dbg !606
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !398, metadata !DIExpression()) #11, !dbg !604
  store double 0.000000e+00, double* %4, align 8, !dbg !608, !tbaa !310
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !609
  call void @llvm.dbg.value(metadata i32 0, metadata !399, metadata !DIExpression()) #11, !dbg !609
  br i1 %353, label %463, label %471, !dbg !610

463:                                              ; preds = %462, %463
  %464 = phi i64 [ %469, %463 ], [ 0, %462 ]
  %465 = phi double [ %468, %463 ], [ 0.000000e+00, %462 ]
  call void @llvm.dbg.value(metadata i64 %464, metadata !399, metadata !DIExpression()) #11, !dbg !609
  %466 = getelementptr inbounds double, double* %216, i64 %464, !dbg !611
  %467 = load double, double* %466, align 8, !dbg !611, !tbaa !310
  call void @llvm.dbg.value(metadata double %465, metadata !397, metadata !DIExpression()) #11, !dbg !604
  %468 = call double @llvm.fmuladd.f64(double %467, double %467, double %465) #11, !dbg !612
  call void @llvm.dbg.value(metadata double %468, metadata !397, metadata !DIExpression()) #11, !dbg !604
  %469 = add nuw nsw i64 %464, 1, !dbg !613
  call void @llvm.dbg.value(metadata i64 %469, metadata !399, metadata !DIExpression()) #11, !dbg !609
  %470 = icmp eq i64 %469, %392, !dbg !614
  br i1 %470, label %471, label %463, !dbg !610, !llvm.loop !615

471:                                              ; preds = %463, %462
  %472 = phi double [ 0.000000e+00, %462 ], [ %468, %463 ]
  store double %472, double* %3, align 8, !dbg !612, !tbaa !310
  call void @llvm.dbg.value(metadata double* %3, metadata !397, metadata !DIExpression(DW_OP_deref)) #11, !dbg !604
  call void @llvm.dbg.value(metadata double* %4, metadata !398, metadata !DIExpression(DW_OP_deref)) #11, !dbg !604
  %473 = call i32 @MPI_Allreduce(i8* noundef nonnull %390, i8* noundef nonnull %391, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !617
  %474 = load double, double* %4, align 8, !dbg !618, !tbaa !310
  call void @llvm.dbg.value(metadata double %474, metadata !398, metadata !DIExpression()) #11, !dbg !604
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %391) #11, !dbg !619
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %390) #11, !dbg !619
  call void @llvm.dbg.value(metadata double %474, metadata !102, metadata !DIExpression()), !dbg !601
  %475 = fdiv double %474, %367, !dbg !620
  %476 = call double @sqrt(double noundef %475) #11, !dbg !621
  call void @llvm.dbg.value(metadata double %476, metadata !96, metadata !DIExpression()), !dbg !141
  %477 = fdiv double %474, %400, !dbg !622
  call void @llvm.dbg.value(metadata double %477, metadata !103, metadata !DIExpression()), !dbg !601
  call void @llvm.dbg.value(metadata double %474, metadata !95, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !623
  br i1 %393, label %499, label %493, !dbg !624

478:                                              ; preds = %460, %478
  %479 = phi i64 [ 0, %460 ], [ %491, %478 ]
  call void @llvm.dbg.value(metadata i64 %479, metadata !100, metadata !DIExpression()), !dbg !602
  %480 = add nsw i64 %479, %394, !dbg !625
  %481 = getelementptr inbounds double, double* %223, i64 %480, !dbg !628
  %482 = load double, double* %481, align 8, !dbg !628, !tbaa !310
  %483 = getelementptr inbounds double, double* %214, i64 %479, !dbg !629
  %484 = load double, double* %483, align 8, !dbg !630, !tbaa !310
  %485 = call double @llvm.fmuladd.f64(double %459, double %482, double %484), !dbg !630
  store double %485, double* %483, align 8, !dbg !630, !tbaa !310
  %486 = getelementptr inbounds double, double* %218, i64 %479, !dbg !631
  %487 = load double, double* %486, align 8, !dbg !631, !tbaa !310
  %488 = getelementptr inbounds double, double* %216, i64 %479, !dbg !632
  %489 = load double, double* %488, align 8, !dbg !633, !tbaa !310
  %490 = call double @llvm.fmuladd.f64(double %461, double %487, double %489), !dbg !633
  store double %490, double* %488, align 8, !dbg !633, !tbaa !310
  %491 = add nuw nsw i64 %479, 1, !dbg !634
  call void @llvm.dbg.value(metadata i64 %491, metadata !100, metadata !DIExpression()), !dbg !602
  %492 = icmp eq i64 %491, %396, !dbg !635
  br i1 %492, label %462, label %478, !dbg !603, !llvm.loop !636

493:                                              ; preds = %499, %471
  %494 = load i32, i32* %11, align 4, !dbg !638, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %494, metadata !44, metadata !DIExpression()), !dbg !141
  %495 = icmp eq i32 %494, 0, !dbg !640
  %496 = urem i32 %414, 10
  %497 = icmp eq i32 %496, 0
  %498 = select i1 %495, i1 %497, i1 false, !dbg !641
  br i1 %498, label %509, label %511, !dbg !641

499:                                              ; preds = %471, %499
  %500 = phi i64 [ %507, %499 ], [ 0, %471 ]
  call void @llvm.dbg.value(metadata i64 %500, metadata !104, metadata !DIExpression()), !dbg !623
  %501 = getelementptr inbounds double, double* %216, i64 %500, !dbg !642
  %502 = load double, double* %501, align 8, !dbg !642, !tbaa !310
  %503 = add nsw i64 %500, %395, !dbg !644
  %504 = getelementptr inbounds double, double* %223, i64 %503, !dbg !645
  %505 = load double, double* %504, align 8, !dbg !645, !tbaa !310
  %506 = call double @llvm.fmuladd.f64(double %477, double %505, double %502), !dbg !646
  store double %506, double* %504, align 8, !dbg !647, !tbaa !310
  %507 = add nuw nsw i64 %500, 1, !dbg !648
  call void @llvm.dbg.value(metadata i64 %507, metadata !104, metadata !DIExpression()), !dbg !623
  %508 = icmp eq i64 %507, %397, !dbg !649
  br i1 %508, label %493, label %499, !dbg !624, !llvm.loop !650

509:                                              ; preds = %493
  %510 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %414, double noundef %476), !dbg !652
  br label %511, !dbg !652

511:                                              ; preds = %509, %493
  call void @llvm.dbg.value(metadata i32 %414, metadata !97, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %476, metadata !96, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %474, metadata !95, metadata !DIExpression()), !dbg !141
  %512 = icmp slt i32 %414, %65, !dbg !508
  %513 = fcmp ogt double %476, %90, !dbg !509
  %514 = select i1 %512, i1 %513, i1 false, !dbg !509
  br i1 %514, label %398, label %515, !dbg !510, !llvm.loop !653

515:                                              ; preds = %511, %364
  %516 = phi double [ 1.000000e+00, %364 ], [ %476, %511 ], !dbg !141
  %517 = phi i32 [ 0, %364 ], [ %414, %511 ], !dbg !141
  %518 = call double @MPI_Wtime() #11, !dbg !655
  %519 = fsub double %518, %248, !dbg !656
  call void @llvm.dbg.value(metadata double %519, metadata !106, metadata !DIExpression()), !dbg !141
  %520 = bitcast double* %13 to i8*, !dbg !657
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %520) #11, !dbg !657
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !107, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %13, align 8, !dbg !658, !tbaa !310
  %521 = bitcast double* %14 to i8*, !dbg !657
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %521) #11, !dbg !657
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %14, align 8, !dbg !659, !tbaa !310
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !660
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()), !dbg !660
  %522 = icmp sgt i32 %97, 0, !dbg !661
  br i1 %522, label %523, label %541, !dbg !662

523:                                              ; preds = %515
  %524 = icmp sgt i32 %43, 0
  %525 = add nsw i32 %43, 1
  %526 = sitofp i32 %525 to double
  %527 = sext i32 %43 to i64, !dbg !662
  %528 = zext i32 %97 to i64, !dbg !661
  %529 = zext i32 %43 to i64
  br label %530, !dbg !662

530:                                              ; preds = %523, %546
  %531 = phi i64 [ 0, %523 ], [ %548, %546 ]
  %532 = phi double [ 0.000000e+00, %523 ], [ %547, %546 ]
  call void @llvm.dbg.value(metadata i64 %531, metadata !109, metadata !DIExpression()), !dbg !660
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !663
  br i1 %524, label %533, label %546, !dbg !664

533:                                              ; preds = %530
  %534 = mul nsw i64 %531, %527
  %535 = trunc i64 %531 to i32
  %536 = add i32 %535, 1
  %537 = add i32 %536, %100
  %538 = sitofp i32 %537 to double
  %539 = fdiv double %538, %526
  %540 = fsub double 1.000000e+00, %539
  br label %550, !dbg !664

541:                                              ; preds = %546, %515
  %542 = phi double [ 0.000000e+00, %515 ], [ %547, %546 ]
  store double %542, double* %13, align 8, !tbaa !310
  call void @llvm.dbg.value(metadata double* %13, metadata !107, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata double* %14, metadata !108, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %543 = call i32 @MPI_Reduce(i8* noundef nonnull %520, i8* noundef nonnull %521, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !665
  %544 = load i32, i32* %11, align 4, !dbg !666, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %544, metadata !44, metadata !DIExpression()), !dbg !141
  %545 = icmp eq i32 %544, 0, !dbg !668
  br i1 %545, label %573, label %584, !dbg !669

546:                                              ; preds = %550, %530
  %547 = phi double [ %532, %530 ], [ %571, %550 ]
  %548 = add nuw nsw i64 %531, 1, !dbg !670
  call void @llvm.dbg.value(metadata i64 %548, metadata !109, metadata !DIExpression()), !dbg !660
  %549 = icmp eq i64 %548, %528, !dbg !661
  br i1 %549, label %541, label %530, !dbg !662, !llvm.loop !671

550:                                              ; preds = %533, %550
  %551 = phi i64 [ 0, %533 ], [ %556, %550 ]
  %552 = phi double [ %532, %533 ], [ %571, %550 ]
  call void @llvm.dbg.value(metadata i64 %551, metadata !111, metadata !DIExpression()), !dbg !663
  %553 = add nsw i64 %551, %534, !dbg !673
  %554 = getelementptr inbounds double, double* %214, i64 %553, !dbg !674
  %555 = load double, double* %554, align 8, !dbg !674, !tbaa !310
  call void @llvm.dbg.value(metadata i32 %43, metadata !409, metadata !DIExpression()) #11, !dbg !675
  call void @llvm.dbg.value(metadata i64 %551, metadata !414, metadata !DIExpression()) #11, !dbg !675
  call void @llvm.dbg.value(metadata i32 undef, metadata !415, metadata !DIExpression()) #11, !dbg !675
  %556 = add nuw nsw i64 %551, 1, !dbg !677
  %557 = trunc i64 %556 to i32, !dbg !678
  %558 = sitofp i32 %557 to double, !dbg !678
  %559 = fdiv double %558, %526, !dbg !679
  call void @llvm.dbg.value(metadata double %559, metadata !416, metadata !DIExpression()) #11, !dbg !675
  call void @llvm.dbg.value(metadata double %539, metadata !417, metadata !DIExpression()) #11, !dbg !675
  %560 = fmul double %559, 1.600000e+01, !dbg !680
  %561 = fsub double 1.000000e+00, %559, !dbg !681
  %562 = fmul double %560, %561, !dbg !682
  %563 = fmul double %539, %562, !dbg !683
  %564 = fmul double %559, 5.000000e-01, !dbg !684
  %565 = fmul double %539, %564, !dbg !685
  %566 = fmul double %561, %565, !dbg !686
  %567 = call double @llvm.fmuladd.f64(double %563, double %540, double %566) #11, !dbg !687
  %568 = fsub double %555, %567, !dbg !688
  %569 = call double @llvm.fabs.f64(double %568), !dbg !689
  call void @llvm.dbg.value(metadata double %569, metadata !114, metadata !DIExpression()), !dbg !690
  call void @llvm.dbg.value(metadata double %552, metadata !107, metadata !DIExpression()), !dbg !141
  %570 = fcmp ogt double %569, %552, !dbg !691
  %571 = select i1 %570, double %569, double %552, !dbg !693
  call void @llvm.dbg.value(metadata i64 %556, metadata !111, metadata !DIExpression()), !dbg !663
  %572 = icmp eq i64 %556, %529, !dbg !694
  br i1 %572, label %546, label %550, !dbg !664, !llvm.loop !695

573:                                              ; preds = %541
  %574 = mul nsw i32 %43, %43, !dbg !697
  %575 = load i32, i32* %12, align 4, !dbg !699, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %575, metadata !45, metadata !DIExpression()), !dbg !141
  %576 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.1, i64 0, i64 0), i32 noundef %43, i32 noundef %43, i32 noundef %574, i32 noundef %575), !dbg !700
  %577 = fcmp ole double %516, %90, !dbg !701
  %578 = select i1 %577, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), !dbg !702
  %579 = select i1 %577, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), !dbg !703
  %580 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([52 x i8], [52 x i8]* @.str.2, i64 0, i64 0), i8* noundef %578, i32 noundef %517, i8* noundef %579, i32 noundef %87), !dbg !704
  %581 = load double, double* %14, align 8, !dbg !705, !tbaa !310
  call void @llvm.dbg.value(metadata double %581, metadata !108, metadata !DIExpression()), !dbg !141
  %582 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([44 x i8], [44 x i8]* @.str.7, i64 0, i64 0), double noundef %581), !dbg !706
  %583 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), double noundef %519), !dbg !707
  br label %584, !dbg !708

584:                                              ; preds = %573, %541
  call void @free(i8* noundef %213) #11, !dbg !709
  call void @free(i8* noundef %215) #11, !dbg !710
  call void @free(i8* noundef %217) #11, !dbg !711
  call void @free(i8* noundef %219) #11, !dbg !712
  call void @free(i8* noundef %222) #11, !dbg !713
  call void @free(i8* noundef %121) #11, !dbg !714
  call void @free(i8* noundef %127) #11, !dbg !715
  call void @free(i8* noundef %130) #11, !dbg !716
  %585 = call i32 @MPI_Finalize() #11, !dbg !717
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %521) #11, !dbg !718
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %520) #11, !dbg !718
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #11, !dbg !718
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #11, !dbg !718
  ret i32 0, !dbg !718
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !719 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !724 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !727 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !728 double @MPI_Wtime() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare !dbg !731 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare !dbg !736 i32 @MPI_Finalize() local_unnamed_addr #3

declare !dbg !739 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !742 i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { argmemonly nofree nounwind willreturn writeonly }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cg.c", directory: ".", checksumkind: CSK_MD5, checksum: "f00f4dc4cd468e519fe9ab1c96fc0557")
!2 = !{!3, !7, !8, !11, !14, !17, !18}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 428, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !4, line: 438, size: 192, elements: !21)
!21 = !{!22, !24, !25, !26, !27}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !20, file: !4, line: 441, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !20, file: !4, line: 442, baseType: !23, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !20, file: !4, line: 443, baseType: !23, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !20, file: !4, line: 448, baseType: !23, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !20, file: !4, line: 449, baseType: !8, size: 64, offset: 128)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{!"Debian clang version 14.0.6"}
!35 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 130, type: !36, scopeLine: 130, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !41)
!36 = !DISubroutineType(types: !37)
!37 = !{!23, !23, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42, !43, !44, !45, !46, !47, !48, !49, !50, !52, !61, !62, !63, !72, !73, !74, !75, !76, !77, !78, !79, !81, !83, !86, !88, !91, !92, !94, !95, !96, !97, !98, !100, !102, !103, !104, !106, !107, !108, !109, !111, !114}
!42 = !DILocalVariable(name: "argc", arg: 1, scope: !35, file: !1, line: 130, type: !23)
!43 = !DILocalVariable(name: "argv", arg: 2, scope: !35, file: !1, line: 130, type: !38)
!44 = !DILocalVariable(name: "rank", scope: !35, file: !1, line: 131, type: !23)
!45 = !DILocalVariable(name: "size", scope: !35, file: !1, line: 131, type: !23)
!46 = !DILocalVariable(name: "n", scope: !35, file: !1, line: 136, type: !23)
!47 = !DILocalVariable(name: "max_iterations", scope: !35, file: !1, line: 137, type: !23)
!48 = !DILocalVariable(name: "tol_exponent", scope: !35, file: !1, line: 138, type: !23)
!49 = !DILocalVariable(name: "tolerance", scope: !35, file: !1, line: 139, type: !17)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 140, type: !23)
!51 = distinct !DILexicalBlock(scope: !35, file: !1, line: 140, column: 3)
!52 = !DILocalVariable(name: "l", scope: !35, file: !1, line: 143, type: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "layout", file: !1, line: 47, size: 192, elements: !54)
!54 = !{!55, !56, !57, !58, !59, !60}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !53, file: !1, line: 48, baseType: !23, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !53, file: !1, line: 48, baseType: !23, size: 32, offset: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "first_row", scope: !53, file: !1, line: 48, baseType: !23, size: 32, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "below", scope: !53, file: !1, line: 49, baseType: !23, size: 32, offset: 96)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "above", scope: !53, file: !1, line: 49, baseType: !23, size: 32, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "parity", scope: !53, file: !1, line: 50, baseType: !23, size: 32, offset: 160)
!61 = !DILocalVariable(name: "next_first", scope: !35, file: !1, line: 146, type: !23)
!62 = !DILocalVariable(name: "next_rows", scope: !35, file: !1, line: 146, type: !23)
!63 = !DILocalVariable(name: "a", scope: !35, file: !1, line: 152, type: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "csr", file: !1, line: 68, size: 256, elements: !65)
!65 = !{!66, !67, !69, !70}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !64, file: !1, line: 69, baseType: !23, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "row_start", scope: !64, file: !1, line: 70, baseType: !68, size: 64, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "column", scope: !64, file: !1, line: 71, baseType: !68, size: 64, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !64, file: !1, line: 72, baseType: !71, size: 64, offset: 192)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!72 = !DILocalVariable(name: "len", scope: !35, file: !1, line: 153, type: !23)
!73 = !DILocalVariable(name: "extended", scope: !35, file: !1, line: 154, type: !8)
!74 = !DILocalVariable(name: "x", scope: !35, file: !1, line: 155, type: !71)
!75 = !DILocalVariable(name: "r", scope: !35, file: !1, line: 156, type: !71)
!76 = !DILocalVariable(name: "q", scope: !35, file: !1, line: 157, type: !71)
!77 = !DILocalVariable(name: "b", scope: !35, file: !1, line: 158, type: !71)
!78 = !DILocalVariable(name: "p", scope: !35, file: !1, line: 159, type: !71)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 160, type: !8)
!80 = distinct !DILexicalBlock(scope: !35, file: !1, line: 160, column: 3)
!81 = !DILocalVariable(name: "row", scope: !82, file: !1, line: 164, type: !23)
!82 = distinct !DILexicalBlock(scope: !35, file: !1, line: 164, column: 3)
!83 = !DILocalVariable(name: "gy", scope: !84, file: !1, line: 165, type: !23)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 164, column: 42)
!85 = distinct !DILexicalBlock(scope: !82, file: !1, line: 164, column: 3)
!86 = !DILocalVariable(name: "gx", scope: !87, file: !1, line: 166, type: !23)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 166, column: 5)
!88 = !DILocalVariable(name: "v", scope: !89, file: !1, line: 167, type: !17)
!89 = distinct !DILexicalBlock(scope: !90, file: !1, line: 166, column: 36)
!90 = distinct !DILexicalBlock(scope: !87, file: !1, line: 166, column: 5)
!91 = !DILocalVariable(name: "start", scope: !35, file: !1, line: 180, type: !17)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 181, type: !23)
!93 = distinct !DILexicalBlock(scope: !35, file: !1, line: 181, column: 3)
!94 = !DILocalVariable(name: "bb", scope: !35, file: !1, line: 186, type: !17)
!95 = !DILocalVariable(name: "rr", scope: !35, file: !1, line: 187, type: !17)
!96 = !DILocalVariable(name: "relative", scope: !35, file: !1, line: 188, type: !17)
!97 = !DILocalVariable(name: "iteration", scope: !35, file: !1, line: 189, type: !23)
!98 = !DILocalVariable(name: "alpha", scope: !99, file: !1, line: 194, type: !17)
!99 = distinct !DILexicalBlock(scope: !35, file: !1, line: 190, column: 62)
!100 = !DILocalVariable(name: "i", scope: !101, file: !1, line: 195, type: !23)
!101 = distinct !DILexicalBlock(scope: !99, file: !1, line: 195, column: 5)
!102 = !DILocalVariable(name: "rr_next", scope: !99, file: !1, line: 199, type: !17)
!103 = !DILocalVariable(name: "beta", scope: !99, file: !1, line: 201, type: !17)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 203, type: !23)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 203, column: 5)
!106 = !DILocalVariable(name: "elapsed", scope: !35, file: !1, line: 208, type: !17)
!107 = !DILocalVariable(name: "local_error", scope: !35, file: !1, line: 210, type: !17)
!108 = !DILocalVariable(name: "max_error", scope: !35, file: !1, line: 210, type: !17)
!109 = !DILocalVariable(name: "row", scope: !110, file: !1, line: 211, type: !23)
!110 = distinct !DILexicalBlock(scope: !35, file: !1, line: 211, column: 3)
!111 = !DILocalVariable(name: "gx", scope: !112, file: !1, line: 212, type: !23)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 212, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !1, line: 211, column: 3)
!114 = !DILocalVariable(name: "e", scope: !115, file: !1, line: 213, type: !17)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 212, column: 36)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 212, column: 5)
!117 = !DILocalVariable(name: "a", scope: !118, file: !1, line: 77, type: !64)
!118 = distinct !DISubprogram(name: "build_poisson", scope: !1, file: !1, line: 75, type: !119, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!119 = !DISubroutineType(types: !120)
!120 = !{!64, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!123 = !{!124, !125, !126, !117, !127, !128, !130, !133, !135}
!124 = !DILocalVariable(name: "l", arg: 1, scope: !118, file: !1, line: 75, type: !121)
!125 = !DILocalVariable(name: "n", scope: !118, file: !1, line: 76, type: !23)
!126 = !DILocalVariable(name: "rows", scope: !118, file: !1, line: 76, type: !23)
!127 = !DILocalVariable(name: "nnz", scope: !118, file: !1, line: 82, type: !23)
!128 = !DILocalVariable(name: "r", scope: !129, file: !1, line: 83, type: !23)
!129 = distinct !DILexicalBlock(scope: !118, file: !1, line: 83, column: 3)
!130 = !DILocalVariable(name: "gy", scope: !131, file: !1, line: 84, type: !23)
!131 = distinct !DILexicalBlock(scope: !132, file: !1, line: 83, column: 37)
!132 = distinct !DILexicalBlock(scope: !129, file: !1, line: 83, column: 3)
!133 = !DILocalVariable(name: "gx", scope: !134, file: !1, line: 85, type: !23)
!134 = distinct !DILexicalBlock(scope: !131, file: !1, line: 85, column: 5)
!135 = !DILocalVariable(name: "self", scope: !136, file: !1, line: 86, type: !23)
!136 = distinct !DILexicalBlock(scope: !137, file: !1, line: 85, column: 36)
!137 = distinct !DILexicalBlock(scope: !134, file: !1, line: 85, column: 5)
!138 = !DILocation(line: 77, column: 14, scope: !118, inlinedAt: !139)
!139 = distinct !DILocation(line: 152, column: 18, scope: !35)
!140 = !DILocation(line: 152, column: 14, scope: !35)
!141 = !DILocation(line: 0, scope: !35)
!142 = !{!143, !143, i64 0}
!143 = !{!"int", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !144, i64 0}
!148 = !DILocation(line: 131, column: 3, scope: !35)
!149 = !DILocation(line: 132, column: 3, scope: !35)
!150 = !DILocation(line: 133, column: 3, scope: !35)
!151 = !DILocation(line: 134, column: 3, scope: !35)
!152 = !DILocation(line: 136, column: 23, scope: !35)
!153 = !DILocation(line: 136, column: 29, scope: !35)
!154 = !DILocalVariable(name: "argc", arg: 1, scope: !155, file: !1, line: 17, type: !23)
!155 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 17, type: !156, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!23, !23, !38, !23, !23}
!158 = !{!154, !159, !160, !161, !162, !165}
!159 = !DILocalVariable(name: "argv", arg: 2, scope: !155, file: !1, line: 17, type: !38)
!160 = !DILocalVariable(name: "index", arg: 3, scope: !155, file: !1, line: 17, type: !23)
!161 = !DILocalVariable(name: "fallback", arg: 4, scope: !155, file: !1, line: 17, type: !23)
!162 = !DILocalVariable(name: "s", scope: !155, file: !1, line: 20, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!165 = !DILocalVariable(name: "value", scope: !155, file: !1, line: 21, type: !23)
!166 = !DILocation(line: 0, scope: !155, inlinedAt: !167)
!167 = distinct !DILocation(line: 136, column: 11, scope: !35)
!168 = !DILocation(line: 18, column: 13, scope: !169, inlinedAt: !167)
!169 = distinct !DILexicalBlock(scope: !155, file: !1, line: 18, column: 7)
!170 = !DILocation(line: 18, column: 7, scope: !155, inlinedAt: !167)
!171 = !DILocation(line: 20, column: 19, scope: !155, inlinedAt: !167)
!172 = !DILocation(line: 22, column: 7, scope: !173, inlinedAt: !167)
!173 = distinct !DILexicalBlock(scope: !155, file: !1, line: 22, column: 7)
!174 = !{!144, !144, i64 0}
!175 = !DILocation(line: 22, column: 10, scope: !173, inlinedAt: !167)
!176 = !DILocation(line: 22, column: 7, scope: !155, inlinedAt: !167)
!177 = !DILocation(line: 25, column: 18, scope: !178, inlinedAt: !167)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 25, column: 9)
!179 = distinct !DILexicalBlock(scope: !180, file: !1, line: 24, column: 19)
!180 = distinct !DILexicalBlock(scope: !181, file: !1, line: 24, column: 3)
!181 = distinct !DILexicalBlock(scope: !155, file: !1, line: 24, column: 3)
!182 = !DILocation(line: 25, column: 9, scope: !178, inlinedAt: !167)
!183 = !DILocation(line: 27, column: 19, scope: !179, inlinedAt: !167)
!184 = !DILocation(line: 27, column: 30, scope: !179, inlinedAt: !167)
!185 = !DILocation(line: 27, column: 24, scope: !179, inlinedAt: !167)
!186 = !DILocation(line: 24, column: 15, scope: !180, inlinedAt: !167)
!187 = !DILocation(line: 24, column: 10, scope: !180, inlinedAt: !167)
!188 = !DILocation(line: 24, column: 3, scope: !181, inlinedAt: !167)
!189 = distinct !{!189, !188, !190, !191, !192}
!190 = !DILocation(line: 28, column: 3, scope: !181, inlinedAt: !167)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !{!"llvm.loop.unroll.disable"}
!193 = !DILocation(line: 0, scope: !155, inlinedAt: !194)
!194 = distinct !DILocation(line: 137, column: 24, scope: !35)
!195 = !DILocation(line: 18, column: 13, scope: !169, inlinedAt: !194)
!196 = !DILocation(line: 18, column: 7, scope: !155, inlinedAt: !194)
!197 = !DILocation(line: 20, column: 19, scope: !155, inlinedAt: !194)
!198 = !DILocation(line: 22, column: 7, scope: !173, inlinedAt: !194)
!199 = !DILocation(line: 22, column: 10, scope: !173, inlinedAt: !194)
!200 = !DILocation(line: 22, column: 7, scope: !155, inlinedAt: !194)
!201 = !DILocation(line: 25, column: 18, scope: !178, inlinedAt: !194)
!202 = !DILocation(line: 25, column: 9, scope: !178, inlinedAt: !194)
!203 = !DILocation(line: 27, column: 19, scope: !179, inlinedAt: !194)
!204 = !DILocation(line: 27, column: 30, scope: !179, inlinedAt: !194)
!205 = !DILocation(line: 27, column: 24, scope: !179, inlinedAt: !194)
!206 = !DILocation(line: 24, column: 15, scope: !180, inlinedAt: !194)
!207 = !DILocation(line: 24, column: 10, scope: !180, inlinedAt: !194)
!208 = !DILocation(line: 24, column: 3, scope: !181, inlinedAt: !194)
!209 = distinct !{!209, !208, !210, !191, !192}
!210 = !DILocation(line: 28, column: 3, scope: !181, inlinedAt: !194)
!211 = !DILocation(line: 0, scope: !155, inlinedAt: !212)
!212 = distinct !DILocation(line: 138, column: 22, scope: !35)
!213 = !DILocation(line: 18, column: 13, scope: !169, inlinedAt: !212)
!214 = !DILocation(line: 18, column: 7, scope: !155, inlinedAt: !212)
!215 = !DILocation(line: 20, column: 19, scope: !155, inlinedAt: !212)
!216 = !DILocation(line: 22, column: 7, scope: !173, inlinedAt: !212)
!217 = !DILocation(line: 22, column: 10, scope: !173, inlinedAt: !212)
!218 = !DILocation(line: 22, column: 7, scope: !155, inlinedAt: !212)
!219 = !DILocation(line: 25, column: 18, scope: !178, inlinedAt: !212)
!220 = !DILocation(line: 25, column: 9, scope: !178, inlinedAt: !212)
!221 = !DILocation(line: 27, column: 19, scope: !179, inlinedAt: !212)
!222 = !DILocation(line: 27, column: 30, scope: !179, inlinedAt: !212)
!223 = !DILocation(line: 27, column: 24, scope: !179, inlinedAt: !212)
!224 = !DILocation(line: 24, column: 15, scope: !180, inlinedAt: !212)
!225 = !DILocation(line: 24, column: 10, scope: !180, inlinedAt: !212)
!226 = !DILocation(line: 24, column: 3, scope: !181, inlinedAt: !212)
!227 = distinct !{!227, !226, !228, !191, !192}
!228 = !DILocation(line: 28, column: 3, scope: !181, inlinedAt: !212)
!229 = !DILocation(line: 0, scope: !51)
!230 = !DILocation(line: 140, column: 21, scope: !231)
!231 = distinct !DILexicalBlock(scope: !51, file: !1, line: 140, column: 3)
!232 = !DILocation(line: 140, column: 3, scope: !51)
!233 = !DILocation(line: 145, column: 18, scope: !35)
!234 = !DILocation(line: 145, column: 24, scope: !35)
!235 = !DILocalVariable(name: "n", arg: 1, scope: !236, file: !1, line: 32, type: !23)
!236 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 32, type: !237, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{null, !23, !23, !23, !68, !68}
!239 = !{!235, !240, !241, !242, !243, !244, !245}
!240 = !DILocalVariable(name: "parts", arg: 2, scope: !236, file: !1, line: 32, type: !23)
!241 = !DILocalVariable(name: "part", arg: 3, scope: !236, file: !1, line: 32, type: !23)
!242 = !DILocalVariable(name: "first", arg: 4, scope: !236, file: !1, line: 32, type: !68)
!243 = !DILocalVariable(name: "count", arg: 5, scope: !236, file: !1, line: 32, type: !68)
!244 = !DILocalVariable(name: "base", scope: !236, file: !1, line: 33, type: !23)
!245 = !DILocalVariable(name: "extra", scope: !236, file: !1, line: 33, type: !23)
!246 = !DILocation(line: 0, scope: !236, inlinedAt: !247)
!247 = distinct !DILocation(line: 145, column: 3, scope: !35)
!248 = !DILocation(line: 33, column: 16, scope: !236, inlinedAt: !247)
!249 = !DILocation(line: 33, column: 35, scope: !236, inlinedAt: !247)
!250 = !DILocation(line: 34, column: 25, scope: !236, inlinedAt: !247)
!251 = !DILocation(line: 34, column: 20, scope: !236, inlinedAt: !247)
!252 = !DILocation(line: 34, column: 17, scope: !236, inlinedAt: !247)
!253 = !DILocation(line: 35, column: 17, scope: !236, inlinedAt: !247)
!254 = !DILocation(line: 35, column: 27, scope: !236, inlinedAt: !247)
!255 = !DILocation(line: 35, column: 24, scope: !236, inlinedAt: !247)
!256 = !DILocation(line: 147, column: 29, scope: !35)
!257 = !DILocation(line: 0, scope: !236, inlinedAt: !258)
!258 = distinct !DILocation(line: 147, column: 3, scope: !35)
!259 = !DILocation(line: 34, column: 25, scope: !236, inlinedAt: !258)
!260 = !DILocation(line: 34, column: 20, scope: !236, inlinedAt: !258)
!261 = !DILocation(line: 34, column: 17, scope: !236, inlinedAt: !258)
!262 = !DILocation(line: 148, column: 18, scope: !35)
!263 = !DILocation(line: 148, column: 22, scope: !35)
!264 = !DILocation(line: 149, column: 25, scope: !35)
!265 = !DILocation(line: 149, column: 18, scope: !35)
!266 = !DILocation(line: 149, column: 29, scope: !35)
!267 = !DILocation(line: 150, column: 19, scope: !35)
!268 = !DILocation(line: 0, scope: !118, inlinedAt: !139)
!269 = !DILocation(line: 76, column: 32, scope: !118, inlinedAt: !139)
!270 = !DILocation(line: 79, column: 44, scope: !118, inlinedAt: !139)
!271 = !DILocation(line: 79, column: 38, scope: !118, inlinedAt: !139)
!272 = !DILocation(line: 79, column: 36, scope: !118, inlinedAt: !139)
!273 = !DILocation(line: 79, column: 17, scope: !118, inlinedAt: !139)
!274 = !DILocation(line: 79, column: 15, scope: !118, inlinedAt: !139)
!275 = !DILocation(line: 80, column: 38, scope: !118, inlinedAt: !139)
!276 = !DILocation(line: 80, column: 45, scope: !118, inlinedAt: !139)
!277 = !DILocation(line: 80, column: 35, scope: !118, inlinedAt: !139)
!278 = !DILocation(line: 80, column: 33, scope: !118, inlinedAt: !139)
!279 = !DILocation(line: 80, column: 14, scope: !118, inlinedAt: !139)
!280 = !DILocation(line: 80, column: 12, scope: !118, inlinedAt: !139)
!281 = !DILocation(line: 81, column: 35, scope: !118, inlinedAt: !139)
!282 = !DILocation(line: 81, column: 13, scope: !118, inlinedAt: !139)
!283 = !DILocation(line: 81, column: 11, scope: !118, inlinedAt: !139)
!284 = !DILocation(line: 0, scope: !129, inlinedAt: !139)
!285 = !DILocation(line: 83, column: 3, scope: !129, inlinedAt: !139)
!286 = !DILocation(line: 84, column: 27, scope: !131, inlinedAt: !139)
!287 = !DILocation(line: 0, scope: !131, inlinedAt: !139)
!288 = !DILocation(line: 0, scope: !134, inlinedAt: !139)
!289 = !DILocation(line: 85, column: 5, scope: !134, inlinedAt: !139)
!290 = !DILocation(line: 83, column: 33, scope: !132, inlinedAt: !139)
!291 = !DILocation(line: 83, column: 21, scope: !132, inlinedAt: !139)
!292 = distinct !{!292, !285, !293, !191, !192}
!293 = !DILocation(line: 107, column: 3, scope: !129, inlinedAt: !139)
!294 = !DILocation(line: 86, column: 30, scope: !136, inlinedAt: !139)
!295 = !DILocation(line: 0, scope: !136, inlinedAt: !139)
!296 = !DILocation(line: 87, column: 25, scope: !136, inlinedAt: !139)
!297 = !DILocation(line: 87, column: 7, scope: !136, inlinedAt: !139)
!298 = !DILocation(line: 87, column: 31, scope: !136, inlinedAt: !139)
!299 = !{!300}
!300 = distinct !{!300, !301, !"build_poisson: argument 0"}
!301 = distinct !{!301, !"build_poisson"}
!302 = !DILocation(line: 88, column: 11, scope: !136, inlinedAt: !139)
!303 = !DILocation(line: 89, column: 9, scope: !304, inlinedAt: !139)
!304 = distinct !DILexicalBlock(scope: !305, file: !1, line: 88, column: 19)
!305 = distinct !DILexicalBlock(scope: !136, file: !1, line: 88, column: 11)
!306 = !DILocation(line: 89, column: 23, scope: !304, inlinedAt: !139)
!307 = !DILocation(line: 90, column: 20, scope: !304, inlinedAt: !139)
!308 = !DILocation(line: 90, column: 9, scope: !304, inlinedAt: !139)
!309 = !DILocation(line: 90, column: 24, scope: !304, inlinedAt: !139)
!310 = !{!311, !311, i64 0}
!311 = !{!"double", !144, i64 0}
!312 = !DILocation(line: 91, column: 7, scope: !304, inlinedAt: !139)
!313 = !DILocation(line: 92, column: 14, scope: !314, inlinedAt: !139)
!314 = distinct !DILexicalBlock(scope: !136, file: !1, line: 92, column: 11)
!315 = !DILocation(line: 92, column: 11, scope: !136, inlinedAt: !139)
!316 = !DILocation(line: 93, column: 9, scope: !317, inlinedAt: !139)
!317 = distinct !DILexicalBlock(scope: !314, file: !1, line: 92, column: 19)
!318 = !DILocation(line: 93, column: 23, scope: !317, inlinedAt: !139)
!319 = !DILocation(line: 94, column: 20, scope: !317, inlinedAt: !139)
!320 = !DILocation(line: 94, column: 9, scope: !317, inlinedAt: !139)
!321 = !DILocation(line: 94, column: 24, scope: !317, inlinedAt: !139)
!322 = !DILocation(line: 95, column: 7, scope: !317, inlinedAt: !139)
!323 = !DILocation(line: 96, column: 7, scope: !136, inlinedAt: !139)
!324 = !DILocation(line: 96, column: 21, scope: !136, inlinedAt: !139)
!325 = !DILocation(line: 97, column: 18, scope: !136, inlinedAt: !139)
!326 = !DILocation(line: 97, column: 7, scope: !136, inlinedAt: !139)
!327 = !DILocation(line: 97, column: 22, scope: !136, inlinedAt: !139)
!328 = !DILocation(line: 98, column: 14, scope: !329, inlinedAt: !139)
!329 = distinct !DILexicalBlock(scope: !136, file: !1, line: 98, column: 11)
!330 = !DILocation(line: 98, column: 11, scope: !136, inlinedAt: !139)
!331 = !DILocation(line: 99, column: 9, scope: !332, inlinedAt: !139)
!332 = distinct !DILexicalBlock(scope: !329, file: !1, line: 98, column: 23)
!333 = !DILocation(line: 99, column: 23, scope: !332, inlinedAt: !139)
!334 = !DILocation(line: 100, column: 20, scope: !332, inlinedAt: !139)
!335 = !DILocation(line: 100, column: 9, scope: !332, inlinedAt: !139)
!336 = !DILocation(line: 100, column: 24, scope: !332, inlinedAt: !139)
!337 = !DILocation(line: 101, column: 7, scope: !332, inlinedAt: !139)
!338 = !DILocation(line: 102, column: 11, scope: !136, inlinedAt: !139)
!339 = !DILocation(line: 103, column: 9, scope: !340, inlinedAt: !139)
!340 = distinct !DILexicalBlock(scope: !341, file: !1, line: 102, column: 23)
!341 = distinct !DILexicalBlock(scope: !136, file: !1, line: 102, column: 11)
!342 = !DILocation(line: 103, column: 23, scope: !340, inlinedAt: !139)
!343 = !DILocation(line: 104, column: 20, scope: !340, inlinedAt: !139)
!344 = !DILocation(line: 104, column: 9, scope: !340, inlinedAt: !139)
!345 = !DILocation(line: 104, column: 24, scope: !340, inlinedAt: !139)
!346 = !DILocation(line: 105, column: 7, scope: !340, inlinedAt: !139)
!347 = !DILocation(line: 85, column: 32, scope: !137, inlinedAt: !139)
!348 = !DILocation(line: 85, column: 25, scope: !137, inlinedAt: !139)
!349 = distinct !{!349, !289, !350, !191, !192}
!350 = !DILocation(line: 106, column: 5, scope: !134, inlinedAt: !139)
!351 = !DILocation(line: 82, column: 7, scope: !118, inlinedAt: !139)
!352 = !DILocation(line: 108, column: 3, scope: !118, inlinedAt: !139)
!353 = !DILocation(line: 108, column: 21, scope: !118, inlinedAt: !139)
!354 = !DILocation(line: 154, column: 37, scope: !35)
!355 = !DILocation(line: 154, column: 21, scope: !35)
!356 = !DILocation(line: 154, column: 44, scope: !35)
!357 = !DILocation(line: 154, column: 42, scope: !35)
!358 = !DILocation(line: 155, column: 37, scope: !35)
!359 = !DILocation(line: 155, column: 43, scope: !35)
!360 = !DILocation(line: 155, column: 15, scope: !35)
!361 = !DILocation(line: 156, column: 15, scope: !35)
!362 = !DILocation(line: 157, column: 15, scope: !35)
!363 = !DILocation(line: 158, column: 15, scope: !35)
!364 = !DILocation(line: 159, column: 37, scope: !35)
!365 = !DILocation(line: 159, column: 15, scope: !35)
!366 = !DILocation(line: 0, scope: !80)
!367 = !DILocation(line: 160, column: 24, scope: !368)
!368 = distinct !DILexicalBlock(scope: !80, file: !1, line: 160, column: 3)
!369 = !DILocation(line: 160, column: 3, scope: !80)
!370 = !DILocation(line: 161, column: 10, scope: !368)
!371 = !DILocation(line: 164, column: 25, scope: !85)
!372 = !DILocation(line: 141, column: 15, scope: !231)
!373 = !DILocation(line: 140, column: 38, scope: !231)
!374 = distinct !{!374, !232, !375, !191, !192}
!375 = !DILocation(line: 141, column: 18, scope: !51)
!376 = !DILocation(line: 0, scope: !82)
!377 = !DILocation(line: 164, column: 3, scope: !82)
!378 = !DILocation(line: 180, column: 18, scope: !35)
!379 = !DILocation(line: 0, scope: !93)
!380 = !DILocation(line: 181, column: 21, scope: !381)
!381 = distinct !DILexicalBlock(scope: !93, file: !1, line: 181, column: 3)
!382 = !DILocation(line: 181, column: 3, scope: !93)
!383 = !DILocation(line: 182, column: 10, scope: !384)
!384 = distinct !DILexicalBlock(scope: !381, file: !1, line: 181, column: 33)
!385 = !DILocation(line: 183, column: 10, scope: !384)
!386 = !DILocation(line: 184, column: 14, scope: !384)
!387 = !DILocation(line: 123, column: 3, scope: !388, inlinedAt: !401)
!388 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 122, type: !389, scopeLine: 122, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !393)
!389 = !DISubroutineType(types: !390)
!390 = !{!17, !23, !391, !391}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !392, size: 64)
!392 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!393 = !{!394, !395, !396, !397, !398, !399}
!394 = !DILocalVariable(name: "len", arg: 1, scope: !388, file: !1, line: 122, type: !23)
!395 = !DILocalVariable(name: "x", arg: 2, scope: !388, file: !1, line: 122, type: !391)
!396 = !DILocalVariable(name: "y", arg: 3, scope: !388, file: !1, line: 122, type: !391)
!397 = !DILocalVariable(name: "local", scope: !388, file: !1, line: 123, type: !17)
!398 = !DILocalVariable(name: "global", scope: !388, file: !1, line: 123, type: !17)
!399 = !DILocalVariable(name: "i", scope: !400, file: !1, line: 124, type: !23)
!400 = distinct !DILexicalBlock(scope: !388, file: !1, line: 124, column: 3)
!401 = distinct !DILocation(line: 186, column: 15, scope: !35)
!402 = !DILocation(line: 165, column: 26, scope: !84)
!403 = !DILocation(line: 0, scope: !84)
!404 = !DILocation(line: 0, scope: !87)
!405 = !DILocation(line: 166, column: 5, scope: !87)
!406 = !DILocation(line: 164, column: 38, scope: !85)
!407 = distinct !{!407, !377, !408, !191, !192}
!408 = !DILocation(line: 178, column: 3, scope: !82)
!409 = !DILocalVariable(name: "n", arg: 1, scope: !410, file: !1, line: 40, type: !23)
!410 = distinct !DISubprogram(name: "exact_solution", scope: !1, file: !1, line: 40, type: !411, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !413)
!411 = !DISubroutineType(types: !412)
!412 = !{!17, !23, !23, !23}
!413 = !{!409, !414, !415, !416, !417}
!414 = !DILocalVariable(name: "gx", arg: 2, scope: !410, file: !1, line: 40, type: !23)
!415 = !DILocalVariable(name: "gy", arg: 3, scope: !410, file: !1, line: 40, type: !23)
!416 = !DILocalVariable(name: "x", scope: !410, file: !1, line: 41, type: !17)
!417 = !DILocalVariable(name: "y", scope: !410, file: !1, line: 41, type: !17)
!418 = !DILocation(line: 0, scope: !410, inlinedAt: !419)
!419 = distinct !DILocation(line: 167, column: 24, scope: !89)
!420 = !DILocation(line: 41, column: 26, scope: !410, inlinedAt: !419)
!421 = !DILocation(line: 41, column: 14, scope: !410, inlinedAt: !419)
!422 = !DILocation(line: 41, column: 31, scope: !410, inlinedAt: !419)
!423 = !DILocation(line: 42, column: 15, scope: !410, inlinedAt: !419)
!424 = !DILocation(line: 42, column: 26, scope: !410, inlinedAt: !419)
!425 = !DILocation(line: 42, column: 19, scope: !410, inlinedAt: !419)
!426 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !419)
!427 = !DILocation(line: 42, column: 53, scope: !410, inlinedAt: !419)
!428 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !419)
!429 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !419)
!430 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !419)
!431 = !DILocation(line: 167, column: 22, scope: !89)
!432 = !DILocation(line: 0, scope: !89)
!433 = !DILocation(line: 168, column: 11, scope: !89)
!434 = !DILocation(line: 0, scope: !410, inlinedAt: !435)
!435 = distinct !DILocation(line: 169, column: 14, scope: !436)
!436 = distinct !DILexicalBlock(scope: !89, file: !1, line: 168, column: 11)
!437 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !435)
!438 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !435)
!439 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !435)
!440 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !435)
!441 = !DILocation(line: 169, column: 11, scope: !436)
!442 = !DILocation(line: 169, column: 9, scope: !436)
!443 = !DILocation(line: 170, column: 14, scope: !444)
!444 = distinct !DILexicalBlock(scope: !89, file: !1, line: 170, column: 11)
!445 = !DILocation(line: 170, column: 11, scope: !89)
!446 = !DILocation(line: 0, scope: !410, inlinedAt: !447)
!447 = distinct !DILocation(line: 171, column: 14, scope: !444)
!448 = !DILocation(line: 41, column: 14, scope: !410, inlinedAt: !447)
!449 = !DILocation(line: 41, column: 31, scope: !410, inlinedAt: !447)
!450 = !DILocation(line: 42, column: 15, scope: !410, inlinedAt: !447)
!451 = !DILocation(line: 42, column: 26, scope: !410, inlinedAt: !447)
!452 = !DILocation(line: 42, column: 19, scope: !410, inlinedAt: !447)
!453 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !447)
!454 = !DILocation(line: 42, column: 53, scope: !410, inlinedAt: !447)
!455 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !447)
!456 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !447)
!457 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !447)
!458 = !DILocation(line: 171, column: 11, scope: !444)
!459 = !DILocation(line: 171, column: 9, scope: !444)
!460 = !DILocation(line: 172, column: 14, scope: !461)
!461 = distinct !DILexicalBlock(scope: !89, file: !1, line: 172, column: 11)
!462 = !DILocation(line: 172, column: 11, scope: !89)
!463 = !DILocation(line: 0, scope: !410, inlinedAt: !464)
!464 = distinct !DILocation(line: 173, column: 14, scope: !461)
!465 = !DILocation(line: 41, column: 14, scope: !410, inlinedAt: !464)
!466 = !DILocation(line: 41, column: 31, scope: !410, inlinedAt: !464)
!467 = !DILocation(line: 42, column: 15, scope: !410, inlinedAt: !464)
!468 = !DILocation(line: 42, column: 26, scope: !410, inlinedAt: !464)
!469 = !DILocation(line: 42, column: 19, scope: !410, inlinedAt: !464)
!470 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !464)
!471 = !DILocation(line: 42, column: 53, scope: !410, inlinedAt: !464)
!472 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !464)
!473 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !464)
!474 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !464)
!475 = !DILocation(line: 173, column: 11, scope: !461)
!476 = !DILocation(line: 173, column: 9, scope: !461)
!477 = !DILocation(line: 174, column: 11, scope: !89)
!478 = !DILocation(line: 0, scope: !410, inlinedAt: !479)
!479 = distinct !DILocation(line: 175, column: 14, scope: !480)
!480 = distinct !DILexicalBlock(scope: !89, file: !1, line: 174, column: 11)
!481 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !479)
!482 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !479)
!483 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !479)
!484 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !479)
!485 = !DILocation(line: 175, column: 11, scope: !480)
!486 = !DILocation(line: 175, column: 9, scope: !480)
!487 = !DILocation(line: 176, column: 17, scope: !89)
!488 = !DILocation(line: 176, column: 7, scope: !89)
!489 = !DILocation(line: 176, column: 23, scope: !89)
!490 = !DILocation(line: 166, column: 25, scope: !90)
!491 = distinct !{!491, !405, !492, !191, !192}
!492 = !DILocation(line: 177, column: 5, scope: !87)
!493 = !DILocation(line: 0, scope: !388, inlinedAt: !401)
!494 = !DILocation(line: 123, column: 10, scope: !388, inlinedAt: !401)
!495 = !DILocation(line: 123, column: 23, scope: !388, inlinedAt: !401)
!496 = !DILocation(line: 0, scope: !400, inlinedAt: !401)
!497 = !DILocation(line: 124, column: 21, scope: !498, inlinedAt: !401)
!498 = distinct !DILexicalBlock(scope: !400, file: !1, line: 124, column: 3)
!499 = !DILocation(line: 124, column: 3, scope: !400, inlinedAt: !401)
!500 = !DILocation(line: 125, column: 14, scope: !498, inlinedAt: !401)
!501 = !DILocation(line: 125, column: 11, scope: !498, inlinedAt: !401)
!502 = !DILocation(line: 124, column: 29, scope: !498, inlinedAt: !401)
!503 = distinct !{!503, !499, !504, !191, !192}
!504 = !DILocation(line: 125, column: 24, scope: !400, inlinedAt: !401)
!505 = !DILocation(line: 126, column: 3, scope: !388, inlinedAt: !401)
!506 = !DILocation(line: 127, column: 10, scope: !388, inlinedAt: !401)
!507 = !DILocation(line: 128, column: 1, scope: !388, inlinedAt: !401)
!508 = !DILocation(line: 190, column: 20, scope: !35)
!509 = !DILocation(line: 190, column: 37, scope: !35)
!510 = !DILocation(line: 190, column: 3, scope: !35)
!511 = !DILocalVariable(name: "l", arg: 1, scope: !512, file: !1, line: 53, type: !121)
!512 = distinct !DISubprogram(name: "exchange_halo", scope: !1, file: !1, line: 53, type: !513, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !515)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !121, !71}
!515 = !{!511, !516, !517, !518, !519, !520, !521, !522, !524}
!516 = !DILocalVariable(name: "v", arg: 2, scope: !512, file: !1, line: 53, type: !71)
!517 = !DILocalVariable(name: "n", scope: !512, file: !1, line: 54, type: !23)
!518 = !DILocalVariable(name: "own_bottom", scope: !512, file: !1, line: 55, type: !71)
!519 = !DILocalVariable(name: "own_top", scope: !512, file: !1, line: 55, type: !71)
!520 = !DILocalVariable(name: "halo_below", scope: !512, file: !1, line: 56, type: !71)
!521 = !DILocalVariable(name: "halo_above", scope: !512, file: !1, line: 56, type: !71)
!522 = !DILocalVariable(name: "phase", scope: !523, file: !1, line: 57, type: !23)
!523 = distinct !DILexicalBlock(scope: !512, file: !1, line: 57, column: 3)
!524 = !DILocalVariable(name: "up", scope: !525, file: !1, line: 58, type: !23)
!525 = distinct !DILexicalBlock(scope: !526, file: !1, line: 57, column: 43)
!526 = distinct !DILexicalBlock(scope: !523, file: !1, line: 57, column: 3)
!527 = !DILocation(line: 0, scope: !512, inlinedAt: !528)
!528 = distinct !DILocation(line: 192, column: 5, scope: !99)
!529 = !DILocation(line: 0, scope: !523, inlinedAt: !528)
!530 = !DILocation(line: 57, column: 3, scope: !523, inlinedAt: !528)
!531 = !DILocation(line: 58, column: 21, scope: !525, inlinedAt: !528)
!532 = !DILocation(line: 0, scope: !525, inlinedAt: !528)
!533 = !DILocation(line: 59, column: 12, scope: !534, inlinedAt: !528)
!534 = distinct !DILexicalBlock(scope: !525, file: !1, line: 59, column: 9)
!535 = !DILocation(line: 59, column: 9, scope: !525, inlinedAt: !528)
!536 = !DILocation(line: 60, column: 7, scope: !534, inlinedAt: !528)
!537 = !DILocation(line: 62, column: 9, scope: !525, inlinedAt: !528)
!538 = !DILocation(line: 63, column: 7, scope: !539, inlinedAt: !528)
!539 = distinct !DILexicalBlock(scope: !525, file: !1, line: 62, column: 9)
!540 = !DILocation(line: 57, column: 39, scope: !526, inlinedAt: !528)
!541 = !DILocation(line: 57, column: 29, scope: !526, inlinedAt: !528)
!542 = distinct !{!542, !530, !543, !191, !192}
!543 = !DILocation(line: 65, column: 3, scope: !523, inlinedAt: !528)
!544 = !DILocation(line: 191, column: 14, scope: !99)
!545 = !DILocalVariable(name: "a", arg: 1, scope: !546, file: !1, line: 113, type: !549)
!546 = distinct !DISubprogram(name: "multiply", scope: !1, file: !1, line: 113, type: !547, scopeLine: 113, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !551)
!547 = !DISubroutineType(types: !548)
!548 = !{null, !549, !391, !71}
!549 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !550, size: 64)
!550 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!551 = !{!545, !552, !553, !554, !556, !559}
!552 = !DILocalVariable(name: "x", arg: 2, scope: !546, file: !1, line: 113, type: !391)
!553 = !DILocalVariable(name: "y", arg: 3, scope: !546, file: !1, line: 113, type: !71)
!554 = !DILocalVariable(name: "i", scope: !555, file: !1, line: 114, type: !23)
!555 = distinct !DILexicalBlock(scope: !546, file: !1, line: 114, column: 3)
!556 = !DILocalVariable(name: "sum", scope: !557, file: !1, line: 115, type: !17)
!557 = distinct !DILexicalBlock(scope: !558, file: !1, line: 114, column: 37)
!558 = distinct !DILexicalBlock(scope: !555, file: !1, line: 114, column: 3)
!559 = !DILocalVariable(name: "k", scope: !560, file: !1, line: 116, type: !23)
!560 = distinct !DILexicalBlock(scope: !557, file: !1, line: 116, column: 5)
!561 = !DILocation(line: 0, scope: !546, inlinedAt: !562)
!562 = distinct !DILocation(line: 193, column: 5, scope: !99)
!563 = !DILocation(line: 0, scope: !555, inlinedAt: !562)
!564 = !DILocation(line: 114, column: 3, scope: !555, inlinedAt: !562)
!565 = !DILocation(line: 0, scope: !557, inlinedAt: !562)
!566 = !DILocation(line: 116, column: 18, scope: !560, inlinedAt: !562)
!567 = !DILocation(line: 0, scope: !560, inlinedAt: !562)
!568 = !DILocation(line: 116, column: 37, scope: !569, inlinedAt: !562)
!569 = distinct !DILexicalBlock(scope: !560, file: !1, line: 116, column: 5)
!570 = !DILocation(line: 116, column: 5, scope: !560, inlinedAt: !562)
!571 = !DILocation(line: 118, column: 5, scope: !557, inlinedAt: !562)
!572 = !DILocation(line: 118, column: 10, scope: !557, inlinedAt: !562)
!573 = !DILocation(line: 114, column: 21, scope: !558, inlinedAt: !562)
!574 = distinct !{!574, !564, !575, !191, !192}
!575 = !DILocation(line: 119, column: 3, scope: !555, inlinedAt: !562)
!576 = !DILocation(line: 117, column: 14, scope: !569, inlinedAt: !562)
!577 = !DILocation(line: 117, column: 30, scope: !569, inlinedAt: !562)
!578 = !DILocation(line: 117, column: 28, scope: !569, inlinedAt: !562)
!579 = !DILocation(line: 117, column: 11, scope: !569, inlinedAt: !562)
!580 = !DILocation(line: 116, column: 61, scope: !569, inlinedAt: !562)
!581 = distinct !{!581, !570, !582, !191, !192}
!582 = !DILocation(line: 117, column: 42, scope: !560, inlinedAt: !562)
!583 = !DILocation(line: 0, scope: !388, inlinedAt: !584)
!584 = distinct !DILocation(line: 194, column: 25, scope: !99)
!585 = !DILocation(line: 123, column: 3, scope: !388, inlinedAt: !584)
!586 = !DILocation(line: 123, column: 10, scope: !388, inlinedAt: !584)
!587 = !DILocation(line: 123, column: 23, scope: !388, inlinedAt: !584)
!588 = !DILocation(line: 0, scope: !400, inlinedAt: !584)
!589 = !DILocation(line: 124, column: 3, scope: !400, inlinedAt: !584)
!590 = !DILocation(line: 125, column: 14, scope: !498, inlinedAt: !584)
!591 = !DILocation(line: 125, column: 21, scope: !498, inlinedAt: !584)
!592 = !DILocation(line: 125, column: 11, scope: !498, inlinedAt: !584)
!593 = !DILocation(line: 124, column: 29, scope: !498, inlinedAt: !584)
!594 = !DILocation(line: 124, column: 21, scope: !498, inlinedAt: !584)
!595 = distinct !{!595, !589, !596, !191, !192}
!596 = !DILocation(line: 125, column: 24, scope: !400, inlinedAt: !584)
!597 = !DILocation(line: 126, column: 3, scope: !388, inlinedAt: !584)
!598 = !DILocation(line: 127, column: 10, scope: !388, inlinedAt: !584)
!599 = !DILocation(line: 128, column: 1, scope: !388, inlinedAt: !584)
!600 = !DILocation(line: 194, column: 23, scope: !99)
!601 = !DILocation(line: 0, scope: !99)
!602 = !DILocation(line: 0, scope: !101)
!603 = !DILocation(line: 195, column: 5, scope: !101)
!604 = !DILocation(line: 0, scope: !388, inlinedAt: !605)
!605 = distinct !DILocation(line: 199, column: 22, scope: !99)
!606 = !DILocation(line: 123, column: 3, scope: !388, inlinedAt: !605)
!607 = !DILocation(line: 123, column: 10, scope: !388, inlinedAt: !605)
!608 = !DILocation(line: 123, column: 23, scope: !388, inlinedAt: !605)
!609 = !DILocation(line: 0, scope: !400, inlinedAt: !605)
!610 = !DILocation(line: 124, column: 3, scope: !400, inlinedAt: !605)
!611 = !DILocation(line: 125, column: 14, scope: !498, inlinedAt: !605)
!612 = !DILocation(line: 125, column: 11, scope: !498, inlinedAt: !605)
!613 = !DILocation(line: 124, column: 29, scope: !498, inlinedAt: !605)
!614 = !DILocation(line: 124, column: 21, scope: !498, inlinedAt: !605)
!615 = distinct !{!615, !610, !616, !191, !192}
!616 = !DILocation(line: 125, column: 24, scope: !400, inlinedAt: !605)
!617 = !DILocation(line: 126, column: 3, scope: !388, inlinedAt: !605)
!618 = !DILocation(line: 127, column: 10, scope: !388, inlinedAt: !605)
!619 = !DILocation(line: 128, column: 1, scope: !388, inlinedAt: !605)
!620 = !DILocation(line: 200, column: 29, scope: !99)
!621 = !DILocation(line: 200, column: 16, scope: !99)
!622 = !DILocation(line: 201, column: 27, scope: !99)
!623 = !DILocation(line: 0, scope: !105)
!624 = !DILocation(line: 203, column: 5, scope: !105)
!625 = !DILocation(line: 196, column: 27, scope: !626)
!626 = distinct !DILexicalBlock(scope: !627, file: !1, line: 195, column: 35)
!627 = distinct !DILexicalBlock(scope: !101, file: !1, line: 195, column: 5)
!628 = !DILocation(line: 196, column: 23, scope: !626)
!629 = !DILocation(line: 196, column: 7, scope: !626)
!630 = !DILocation(line: 196, column: 12, scope: !626)
!631 = !DILocation(line: 197, column: 23, scope: !626)
!632 = !DILocation(line: 197, column: 7, scope: !626)
!633 = !DILocation(line: 197, column: 12, scope: !626)
!634 = !DILocation(line: 195, column: 31, scope: !627)
!635 = !DILocation(line: 195, column: 23, scope: !627)
!636 = distinct !{!636, !603, !637, !191, !192}
!637 = !DILocation(line: 198, column: 5, scope: !101)
!638 = !DILocation(line: 205, column: 9, scope: !639)
!639 = distinct !DILexicalBlock(scope: !99, file: !1, line: 205, column: 9)
!640 = !DILocation(line: 205, column: 14, scope: !639)
!641 = !DILocation(line: 205, column: 19, scope: !639)
!642 = !DILocation(line: 204, column: 18, scope: !643)
!643 = distinct !DILexicalBlock(scope: !105, file: !1, line: 203, column: 5)
!644 = !DILocation(line: 204, column: 36, scope: !643)
!645 = !DILocation(line: 204, column: 32, scope: !643)
!646 = !DILocation(line: 204, column: 23, scope: !643)
!647 = !DILocation(line: 204, column: 16, scope: !643)
!648 = !DILocation(line: 203, column: 31, scope: !643)
!649 = !DILocation(line: 203, column: 23, scope: !643)
!650 = distinct !{!650, !624, !651, !191, !192}
!651 = !DILocation(line: 204, column: 39, scope: !105)
!652 = !DILocation(line: 206, column: 7, scope: !639)
!653 = distinct !{!653, !510, !654, !191, !192}
!654 = !DILocation(line: 207, column: 3, scope: !35)
!655 = !DILocation(line: 208, column: 20, scope: !35)
!656 = !DILocation(line: 208, column: 32, scope: !35)
!657 = !DILocation(line: 210, column: 3, scope: !35)
!658 = !DILocation(line: 210, column: 10, scope: !35)
!659 = !DILocation(line: 210, column: 29, scope: !35)
!660 = !DILocation(line: 0, scope: !110)
!661 = !DILocation(line: 211, column: 25, scope: !113)
!662 = !DILocation(line: 211, column: 3, scope: !110)
!663 = !DILocation(line: 0, scope: !112)
!664 = !DILocation(line: 212, column: 5, scope: !112)
!665 = !DILocation(line: 218, column: 3, scope: !35)
!666 = !DILocation(line: 220, column: 7, scope: !667)
!667 = distinct !DILexicalBlock(scope: !35, file: !1, line: 220, column: 7)
!668 = !DILocation(line: 220, column: 12, scope: !667)
!669 = !DILocation(line: 220, column: 7, scope: !35)
!670 = !DILocation(line: 211, column: 38, scope: !113)
!671 = distinct !{!671, !662, !672, !191, !192}
!672 = !DILocation(line: 217, column: 5, scope: !110)
!673 = !DILocation(line: 213, column: 33, scope: !115)
!674 = !DILocation(line: 213, column: 23, scope: !115)
!675 = !DILocation(line: 0, scope: !410, inlinedAt: !676)
!676 = distinct !DILocation(line: 214, column: 23, scope: !115)
!677 = !DILocation(line: 41, column: 26, scope: !410, inlinedAt: !676)
!678 = !DILocation(line: 41, column: 14, scope: !410, inlinedAt: !676)
!679 = !DILocation(line: 41, column: 31, scope: !410, inlinedAt: !676)
!680 = !DILocation(line: 42, column: 15, scope: !410, inlinedAt: !676)
!681 = !DILocation(line: 42, column: 26, scope: !410, inlinedAt: !676)
!682 = !DILocation(line: 42, column: 19, scope: !410, inlinedAt: !676)
!683 = !DILocation(line: 42, column: 31, scope: !410, inlinedAt: !676)
!684 = !DILocation(line: 42, column: 53, scope: !410, inlinedAt: !676)
!685 = !DILocation(line: 42, column: 57, scope: !410, inlinedAt: !676)
!686 = !DILocation(line: 42, column: 61, scope: !410, inlinedAt: !676)
!687 = !DILocation(line: 42, column: 47, scope: !410, inlinedAt: !676)
!688 = !DILocation(line: 213, column: 39, scope: !115)
!689 = !DILocation(line: 213, column: 18, scope: !115)
!690 = !DILocation(line: 0, scope: !115)
!691 = !DILocation(line: 215, column: 13, scope: !692)
!692 = distinct !DILexicalBlock(scope: !115, file: !1, line: 215, column: 11)
!693 = !DILocation(line: 215, column: 11, scope: !115)
!694 = !DILocation(line: 212, column: 25, scope: !116)
!695 = distinct !{!695, !664, !696, !191, !192}
!696 = !DILocation(line: 217, column: 5, scope: !112)
!697 = !DILocation(line: 221, column: 68, scope: !698)
!698 = distinct !DILexicalBlock(scope: !667, file: !1, line: 220, column: 18)
!699 = !DILocation(line: 221, column: 73, scope: !698)
!700 = !DILocation(line: 221, column: 5, scope: !698)
!701 = !DILocation(line: 223, column: 21, scope: !698)
!702 = !DILocation(line: 223, column: 12, scope: !698)
!703 = !DILocation(line: 224, column: 12, scope: !698)
!704 = !DILocation(line: 222, column: 5, scope: !698)
!705 = !DILocation(line: 225, column: 60, scope: !698)
!706 = !DILocation(line: 225, column: 5, scope: !698)
!707 = !DILocation(line: 226, column: 5, scope: !698)
!708 = !DILocation(line: 227, column: 3, scope: !698)
!709 = !DILocation(line: 228, column: 3, scope: !35)
!710 = !DILocation(line: 229, column: 3, scope: !35)
!711 = !DILocation(line: 230, column: 3, scope: !35)
!712 = !DILocation(line: 231, column: 3, scope: !35)
!713 = !DILocation(line: 232, column: 3, scope: !35)
!714 = !DILocation(line: 233, column: 3, scope: !35)
!715 = !DILocation(line: 234, column: 3, scope: !35)
!716 = !DILocation(line: 235, column: 3, scope: !35)
!717 = !DILocation(line: 236, column: 3, scope: !35)
!718 = !DILocation(line: 238, column: 1, scope: !35)
!719 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !720, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!720 = !DISubroutineType(types: !721)
!721 = !{!23, !68, !722}
!722 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!723 = !{}
!724 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!725 = !DISubroutineType(types: !726)
!726 = !{!23, !3, !68}
!727 = !DISubprogram(name: "MPI_Comm_size", scope: !4, file: !4, line: 1428, type: !725, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!728 = !DISubprogram(name: "MPI_Wtime", scope: !4, file: !4, line: 1954, type: !729, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!729 = !DISubroutineType(types: !730)
!730 = !{!17}
!731 = !DISubprogram(name: "MPI_Reduce", scope: !4, file: !4, line: 1725, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!732 = !DISubroutineType(types: !733)
!733 = !{!23, !734, !7, !23, !11, !14, !23, !3}
!734 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !735, size: 64)
!735 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!736 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !737, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!737 = !DISubroutineType(types: !738)
!738 = !{!23}
!739 = !DISubprogram(name: "MPI_Allreduce", scope: !4, file: !4, line: 1321, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!740 = !DISubroutineType(types: !741)
!741 = !{!23, !734, !7, !23, !11, !14, !3}
!742 = !DISubprogram(name: "MPI_Sendrecv", scope: !4, file: !4, line: 1786, type: !743, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !723)
!743 = !DISubroutineType(types: !744)
!744 = !{!23, !734, !23, !11, !23, !23, !7, !23, !11, !23, !23, !3, !18}
