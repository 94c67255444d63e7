; ModuleID = 'soa_pic.c'
source_filename = "soa_pic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.particles = type { double*, double*, i32, i32 }
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [49 x i8] c"step %3d: %d particles crossed a block boundary\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"soa_pic: %d cells on %d ranks, %d particles per rank, %d steps\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"particles: %d (started with %d)\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"sum x: %lld  sum v: %lld  sum v^2: %lld (units of 1e-6)\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !54 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.particles, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca [3 x i64], align 16
  %16 = alloca [3 x i64], align 16
  %17 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !61, metadata !DIExpression()), !dbg !157
  store i32 %0, i32* %3, align 4, !tbaa !158
  call void @llvm.dbg.value(metadata i8** %1, metadata !62, metadata !DIExpression()), !dbg !157
  store i8** %1, i8*** %4, align 8, !tbaa !162
  %18 = bitcast i32* %5 to i8*, !dbg !164
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #10, !dbg !164
  %19 = bitcast i32* %6 to i8*, !dbg !164
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %19) #10, !dbg !164
  call void @llvm.dbg.value(metadata i32* %3, metadata !61, metadata !DIExpression(DW_OP_deref)), !dbg !157
  call void @llvm.dbg.value(metadata i8*** %4, metadata !62, metadata !DIExpression(DW_OP_deref)), !dbg !157
  %20 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32* %5, metadata !63, metadata !DIExpression(DW_OP_deref)), !dbg !157
  %21 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #10, !dbg !166
  call void @llvm.dbg.value(metadata i32* %6, metadata !64, metadata !DIExpression(DW_OP_deref)), !dbg !157
  %22 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #10, !dbg !167
  %23 = load i32, i32* %3, align 4, !dbg !168, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %23, metadata !61, metadata !DIExpression()), !dbg !157
  %24 = load i8**, i8*** %4, align 8, !dbg !169, !tbaa !162
  call void @llvm.dbg.value(metadata i8** %24, metadata !62, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %23, metadata !170, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i8** %24, metadata !175, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 1, metadata !176, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 256, metadata !177, metadata !DIExpression()), !dbg !182
  %25 = icmp sgt i32 %23, 1, !dbg !184
  br i1 %25, label %26, label %45, !dbg !186

26:                                               ; preds = %2
  %27 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !187
  %28 = load i8*, i8** %27, align 8, !dbg !187, !tbaa !162
  call void @llvm.dbg.value(metadata i8* %28, metadata !178, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !182
  %29 = load i8, i8* %28, align 1, !dbg !188, !tbaa !190
  %30 = icmp eq i8 %29, 0, !dbg !191
  br i1 %30, label %45, label %31, !dbg !192

31:                                               ; preds = %26, %37
  %32 = phi i8 [ %43, %37 ], [ %29, %26 ]
  %33 = phi i32 [ %41, %37 ], [ 0, %26 ]
  %34 = phi i8* [ %42, %37 ], [ %28, %26 ]
  call void @llvm.dbg.value(metadata i32 %33, metadata !181, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i8* %34, metadata !178, metadata !DIExpression()), !dbg !182
  %35 = add i8 %32, -58, !dbg !193
  %36 = icmp ult i8 %35, -10, !dbg !193
  br i1 %36, label %45, label %37, !dbg !193

37:                                               ; preds = %31
  %38 = sext i8 %32 to i32, !dbg !198
  %39 = mul nsw i32 %33, 10, !dbg !199
  %40 = add nsw i32 %38, -48, !dbg !200
  %41 = add i32 %40, %39, !dbg !201
  call void @llvm.dbg.value(metadata i32 %41, metadata !181, metadata !DIExpression()), !dbg !182
  %42 = getelementptr inbounds i8, i8* %34, i64 1, !dbg !202
  call void @llvm.dbg.value(metadata i8* %42, metadata !178, metadata !DIExpression()), !dbg !182
  %43 = load i8, i8* %42, align 1, !dbg !203, !tbaa !190
  %44 = icmp eq i8 %43, 0, !dbg !204
  br i1 %44, label %45, label %31, !dbg !204, !llvm.loop !205

45:                                               ; preds = %31, %37, %2, %26
  %46 = phi i32 [ 256, %2 ], [ 256, %26 ], [ 256, %31 ], [ %41, %37 ], !dbg !182
  call void @llvm.dbg.value(metadata i32 %46, metadata !65, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %23, metadata !61, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i8** %24, metadata !62, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %23, metadata !170, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8** %24, metadata !175, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 2, metadata !176, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 20, metadata !177, metadata !DIExpression()), !dbg !209
  %47 = icmp sgt i32 %23, 2, !dbg !211
  br i1 %47, label %48, label %67, !dbg !212

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8*, i8** %24, i64 2, !dbg !213
  %50 = load i8*, i8** %49, align 8, !dbg !213, !tbaa !162
  call void @llvm.dbg.value(metadata i8* %50, metadata !178, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !209
  %51 = load i8, i8* %50, align 1, !dbg !214, !tbaa !190
  %52 = icmp eq i8 %51, 0, !dbg !215
  br i1 %52, label %67, label %53, !dbg !216

53:                                               ; preds = %48, %59
  %54 = phi i8 [ %65, %59 ], [ %51, %48 ]
  %55 = phi i32 [ %63, %59 ], [ 0, %48 ]
  %56 = phi i8* [ %64, %59 ], [ %50, %48 ]
  call void @llvm.dbg.value(metadata i32 %55, metadata !181, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata i8* %56, metadata !178, metadata !DIExpression()), !dbg !209
  %57 = add i8 %54, -58, !dbg !217
  %58 = icmp ult i8 %57, -10, !dbg !217
  br i1 %58, label %67, label %59, !dbg !217

59:                                               ; preds = %53
  %60 = sext i8 %54 to i32, !dbg !218
  %61 = mul nsw i32 %55, 10, !dbg !219
  %62 = add nsw i32 %60, -48, !dbg !220
  %63 = add i32 %62, %61, !dbg !221
  call void @llvm.dbg.value(metadata i32 %63, metadata !181, metadata !DIExpression()), !dbg !209
  %64 = getelementptr inbounds i8, i8* %56, i64 1, !dbg !222
  call void @llvm.dbg.value(metadata i8* %64, metadata !178, metadata !DIExpression()), !dbg !209
  %65 = load i8, i8* %64, align 1, !dbg !223, !tbaa !190
  %66 = icmp eq i8 %65, 0, !dbg !224
  br i1 %66, label %67, label %53, !dbg !224, !llvm.loop !225

67:                                               ; preds = %53, %59, %45, %48
  %68 = phi i32 [ 20, %45 ], [ 20, %48 ], [ 20, %53 ], [ %63, %59 ], !dbg !209
  call void @llvm.dbg.value(metadata i32 %68, metadata !66, metadata !DIExpression()), !dbg !157
  %69 = load i32, i32* %6, align 4, !dbg !227, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %69, metadata !64, metadata !DIExpression()), !dbg !157
  %70 = icmp slt i32 %69, 50, !dbg !228
  %71 = select i1 %70, i32 %69, i32 50, !dbg !227
  call void @llvm.dbg.value(metadata i32 %71, metadata !67, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !157
  %72 = load i32, i32* %5, align 4, !dbg !229, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %72, metadata !63, metadata !DIExpression()), !dbg !157
  %73 = icmp slt i32 %72, %71, !dbg !231
  %74 = sdiv i32 100, %71, !dbg !232
  %75 = srem i32 100, %71, !dbg !233
  br i1 %73, label %76, label %84, !dbg !247

76:                                               ; preds = %67
  call void @llvm.dbg.value(metadata i32 100, metadata !239, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 %71, metadata !240, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 %72, metadata !241, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32* undef, metadata !242, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32* undef, metadata !243, metadata !DIExpression()), !dbg !248
  %77 = sdiv i32 100, %71, !dbg !249
  call void @llvm.dbg.value(metadata i32 %77, metadata !244, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i32 %75, metadata !245, metadata !DIExpression()), !dbg !248
  %78 = icmp sgt i32 %75, %72, !dbg !250
  %79 = zext i1 %78 to i32, !dbg !251
  %80 = add nsw i32 %77, %79, !dbg !252
  %81 = mul nsw i32 %77, %72, !dbg !253
  %82 = select i1 %78, i32 %72, i32 %75, !dbg !254
  %83 = add nsw i32 %82, %81, !dbg !255
  br label %84, !dbg !256

84:                                               ; preds = %76, %67
  %85 = phi i32 [ %80, %76 ], [ 0, %67 ], !dbg !157
  %86 = phi i32 [ %83, %76 ], [ 0, %67 ], !dbg !157
  call void @llvm.dbg.value(metadata i32 %72, metadata !63, metadata !DIExpression()), !dbg !157
  %87 = add i32 %72, -1, !dbg !257
  %88 = add i32 %87, %71, !dbg !258
  %89 = srem i32 %88, %71, !dbg !259
  call void @llvm.dbg.value(metadata i32 %89, metadata !70, metadata !DIExpression()), !dbg !157
  %90 = add nsw i32 %72, 1, !dbg !260
  %91 = srem i32 %90, %71, !dbg !261
  call void @llvm.dbg.value(metadata i32 %91, metadata !71, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 1.500000e+00, metadata !72, metadata !DIExpression()), !dbg !157
  %92 = sitofp i32 %74 to double, !dbg !262
  %93 = fmul double %92, 4.500000e-01, !dbg !263
  call void @llvm.dbg.value(metadata double %93, metadata !73, metadata !DIExpression()), !dbg !157
  %94 = fcmp olt double %93, 1.500000e+00, !dbg !264
  %95 = select i1 %94, double %93, double 1.500000e+00, !dbg !266
  call void @llvm.dbg.value(metadata double %95, metadata !72, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !74, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !76, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 5.000000e-02, metadata !77, metadata !DIExpression()), !dbg !157
  %96 = sitofp i32 %46 to double, !dbg !267
  %97 = sitofp i32 %71 to double, !dbg !268
  %98 = fmul double %96, %97, !dbg !269
  %99 = fdiv double %98, 1.000000e+02, !dbg !270
  call void @llvm.dbg.value(metadata double %99, metadata !78, metadata !DIExpression()), !dbg !157
  %100 = bitcast %struct.particles* %7 to i8*, !dbg !271
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %100) #10, !dbg !271
  call void @llvm.dbg.declare(metadata %struct.particles* %7, metadata !79, metadata !DIExpression()), !dbg !272
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(24) %100, i8 0, i64 24, i1 false), !dbg !272
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %101 = icmp sgt i32 %85, 0, !dbg !273
  br i1 %101, label %102, label %162, !dbg !274

102:                                              ; preds = %84
  call void @llvm.dbg.value(metadata i32 %72, metadata !63, metadata !DIExpression()), !dbg !157
  %103 = mul i32 %72, 7919, !dbg !275
  %104 = add i32 %103, 12345, !dbg !276
  call void @llvm.dbg.value(metadata i32 %104, metadata !87, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.value(metadata %struct.particles* %7, metadata !278, metadata !DIExpression()) #10, !dbg !286
  call void @llvm.dbg.value(metadata i32 %46, metadata !284, metadata !DIExpression()) #10, !dbg !286
  %105 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 3, !dbg !288
  %106 = load i32, i32* %105, align 4, !dbg !288, !tbaa !290
  %107 = icmp slt i32 %106, %46, !dbg !292
  br i1 %107, label %108, label %125, !dbg !293

108:                                              ; preds = %102
  %109 = icmp sgt i32 %106, 0, !dbg !294
  %110 = select i1 %109, i32 %106, i32 16, !dbg !295
  call void @llvm.dbg.value(metadata i32 %110, metadata !285, metadata !DIExpression()) #10, !dbg !286
  br label %111, !dbg !296

111:                                              ; preds = %111, %108
  %112 = phi i32 [ %110, %108 ], [ %114, %111 ], !dbg !286
  call void @llvm.dbg.value(metadata i32 %112, metadata !285, metadata !DIExpression()) #10, !dbg !286
  %113 = icmp slt i32 %112, %46, !dbg !297
  %114 = shl nsw i32 %112, 1, !dbg !298
  call void @llvm.dbg.value(metadata i32 %114, metadata !285, metadata !DIExpression()) #10, !dbg !286
  br i1 %113, label %111, label %115, !dbg !296, !llvm.loop !299

115:                                              ; preds = %111
  %116 = bitcast %struct.particles* %7 to i8**, !dbg !301
  %117 = load i8*, i8** %116, align 8, !dbg !301, !tbaa !302
  %118 = sext i32 %112 to i64, !dbg !303
  %119 = shl nsw i64 %118, 3, !dbg !304
  %120 = call i8* @realloc(i8* noundef %117, i64 noundef %119) #10, !dbg !305
  store i8* %120, i8** %116, align 8, !dbg !306, !tbaa !302
  %121 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1, !dbg !307
  %122 = bitcast double** %121 to i8**, !dbg !307
  %123 = load i8*, i8** %122, align 8, !dbg !307, !tbaa !308
  %124 = call i8* @realloc(i8* noundef %123, i64 noundef %119) #10, !dbg !309
  store i8* %124, i8** %122, align 8, !dbg !310, !tbaa !308
  store i32 %112, i32* %105, align 4, !dbg !311, !tbaa !290
  br label %125

125:                                              ; preds = %102, %115
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !312
  %126 = icmp sgt i32 %46, 0, !dbg !313
  br i1 %126, label %127, label %136, !dbg !314

127:                                              ; preds = %125
  %128 = sitofp i32 %86 to double
  %129 = sitofp i32 %85 to double
  %130 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %131 = load double*, double** %130, align 8, !tbaa !302
  %132 = fmul double %95, 2.000000e-01
  %133 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %134 = load double*, double** %133, align 8, !tbaa !308
  %135 = zext i32 %46 to i64, !dbg !313
  br label %138, !dbg !314

136:                                              ; preds = %138, %125
  %137 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 2, !dbg !315
  store i32 %46, i32* %137, align 8, !dbg !316, !tbaa !317
  br label %162, !dbg !318

138:                                              ; preds = %127, %138
  %139 = phi i64 [ 0, %127 ], [ %160, %138 ]
  %140 = phi i32 [ %104, %127 ], [ %153, %138 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !90, metadata !DIExpression()), !dbg !312
  call void @llvm.dbg.value(metadata i32 %86, metadata !68, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32* undef, metadata !319, metadata !DIExpression()), !dbg !325
  %141 = mul i32 %140, 1664525, !dbg !327
  %142 = add i32 %141, 1013904223, !dbg !328
  %143 = lshr i32 %142, 8, !dbg !329
  %144 = uitofp i32 %143 to double, !dbg !330
  %145 = fmul double %144, 0x3E70000000000000, !dbg !331
  %146 = call double @llvm.fmuladd.f64(double %129, double %145, double %128), !dbg !332
  %147 = getelementptr inbounds double, double* %131, i64 %139, !dbg !333
  store double %146, double* %147, align 8, !dbg !334, !tbaa !335
  %148 = and i64 %139, 1, !dbg !337
  %149 = icmp eq i64 %148, 0, !dbg !337
  %150 = select i1 %149, double 4.000000e-01, double -4.000000e-01, !dbg !338
  %151 = fmul double %95, %150, !dbg !339
  call void @llvm.dbg.value(metadata double %151, metadata !92, metadata !DIExpression()), !dbg !340
  call void @llvm.dbg.value(metadata i32* undef, metadata !319, metadata !DIExpression()), !dbg !341
  %152 = mul i32 %142, 1664525, !dbg !343
  %153 = add i32 %152, 1013904223, !dbg !344
  %154 = lshr i32 %153, 8, !dbg !345
  %155 = uitofp i32 %154 to double, !dbg !346
  %156 = fmul double %155, 0x3E70000000000000, !dbg !347
  %157 = fadd double %156, -5.000000e-01, !dbg !348
  %158 = call double @llvm.fmuladd.f64(double %132, double %157, double %151), !dbg !349
  %159 = getelementptr inbounds double, double* %134, i64 %139, !dbg !350
  store double %158, double* %159, align 8, !dbg !351, !tbaa !335
  %160 = add nuw nsw i64 %139, 1, !dbg !352
  call void @llvm.dbg.value(metadata i64 %160, metadata !90, metadata !DIExpression()), !dbg !312
  %161 = icmp eq i64 %160, %135, !dbg !313
  br i1 %161, label %136, label %138, !dbg !314, !llvm.loop !353

162:                                              ; preds = %136, %84
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %163 = add nsw i32 %85, 1, !dbg !355
  %164 = sext i32 %163 to i64, !dbg !356
  %165 = shl nsw i64 %164, 3, !dbg !357
  %166 = call noalias i8* @malloc(i64 noundef %165) #10, !dbg !358
  %167 = bitcast i8* %166 to i64*, !dbg !358
  call void @llvm.dbg.value(metadata i64* %167, metadata !95, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %168 = add nsw i32 %85, 3, !dbg !359
  %169 = sext i32 %168 to i64, !dbg !360
  %170 = shl nsw i64 %169, 3, !dbg !361
  %171 = call noalias i8* @malloc(i64 noundef %170) #10, !dbg !362
  %172 = bitcast i8* %171 to i64*, !dbg !362
  call void @llvm.dbg.value(metadata i64* %172, metadata !97, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %173 = call noalias i8* @malloc(i64 noundef %165) #10, !dbg !363
  %174 = bitcast i8* %173 to double*, !dbg !363
  call void @llvm.dbg.value(metadata double* %174, metadata !98, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !99, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !100, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !101, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !99, metadata !DIExpression()), !dbg !157
  %175 = call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #10, !dbg !364
  %176 = bitcast i8* %175 to double*, !dbg !364
  call void @llvm.dbg.value(metadata double* %176, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !100, metadata !DIExpression()), !dbg !157
  %177 = call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #10, !dbg !365
  %178 = bitcast i8* %177 to double*, !dbg !365
  call void @llvm.dbg.value(metadata double* %178, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 16, metadata !101, metadata !DIExpression()), !dbg !157
  %179 = call noalias dereferenceable_or_null(256) i8* @malloc(i64 noundef 256) #10, !dbg !366
  %180 = bitcast i8* %179 to double*, !dbg !366
  call void @llvm.dbg.value(metadata double* %180, metadata !104, metadata !DIExpression()), !dbg !157
  %181 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !367
  %182 = call double @MPI_Wtime() #10, !dbg !368
  call void @llvm.dbg.value(metadata double %182, metadata !105, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.value(metadata double* %176, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %178, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %180, metadata !104, metadata !DIExpression()), !dbg !157
  %183 = icmp slt i32 %68, 1, !dbg !370
  br i1 %183, label %235, label %184, !dbg !371

184:                                              ; preds = %162
  %185 = bitcast i32* %8 to i8*
  %186 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 2
  %187 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %188 = sitofp i32 %86 to double
  %189 = add nsw i32 %85, -1
  %190 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 2
  %191 = bitcast i64* %9 to i8*
  %192 = sext i32 %85 to i64
  %193 = getelementptr inbounds i64, i64* %167, i64 %192
  %194 = bitcast i64* %193 to i8*
  %195 = icmp sgt i32 %85, 0
  %196 = getelementptr inbounds i64, i64* %172, i64 %192
  %197 = bitcast i64* %196 to i8*
  %198 = getelementptr inbounds i64, i64* %172, i64 1
  %199 = bitcast i64* %198 to i8*
  %200 = getelementptr inbounds i64, i64* %172, i64 %164
  %201 = bitcast i64* %200 to i8*
  %202 = icmp slt i32 %85, 0
  %203 = fmul double %99, 4.096000e+03
  %204 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %205 = sitofp i32 %86 to double
  %206 = add nsw i32 %85, -1
  %207 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %208 = fneg double %95
  %209 = bitcast i32* %10 to i8*
  %210 = bitcast i32* %11 to i8*
  %211 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %212 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %213 = add nsw i32 %86, %85
  %214 = sitofp i32 %213 to double
  %215 = sitofp i32 %86 to double
  %216 = bitcast i32* %12 to i8*
  %217 = bitcast i32* %13 to i8*
  %218 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 3
  %219 = bitcast %struct.particles* %7 to i8**
  %220 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %221 = bitcast double** %220 to i8**
  %222 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %223 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %224 = bitcast %struct.particles* %7 to i8**
  %225 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %226 = bitcast double** %225 to i8**
  %227 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %228 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %229 = bitcast i32* %14 to i8*
  %230 = getelementptr i8, i8* %171, i64 8, !dbg !371
  %231 = zext i32 %85 to i64, !dbg !371
  %232 = shl nuw nsw i64 %231, 3, !dbg !371
  %233 = add i32 %85, 1, !dbg !371
  %234 = zext i32 %233 to i64
  br label %258, !dbg !371

235:                                              ; preds = %628, %162
  %236 = phi double* [ %180, %162 ], [ %613, %628 ], !dbg !157
  %237 = phi double* [ %178, %162 ], [ %614, %628 ], !dbg !372
  %238 = phi double* [ %176, %162 ], [ %615, %628 ], !dbg !373
  %239 = call double @MPI_Wtime() #10, !dbg !374
  %240 = fsub double %239, %182, !dbg !375
  call void @llvm.dbg.value(metadata double %240, metadata !148, metadata !DIExpression()), !dbg !157
  %241 = bitcast [3 x i64]* %15 to i8*, !dbg !376
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %241) #10, !dbg !376
  call void @llvm.dbg.declare(metadata [3 x i64]* %15, metadata !149, metadata !DIExpression()), !dbg !377
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %241, i8 0, i64 24, i1 false), !dbg !377
  %242 = bitcast [3 x i64]* %16 to i8*, !dbg !376
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %242) #10, !dbg !376
  call void @llvm.dbg.declare(metadata [3 x i64]* %16, metadata !153, metadata !DIExpression()), !dbg !378
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %242, i8 0, i64 24, i1 false), !dbg !378
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !379
  %243 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 2
  %244 = load i32, i32* %243, align 8, !tbaa !317
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !379
  %245 = icmp sgt i32 %244, 0, !dbg !380
  br i1 %245, label %246, label %632, !dbg !382

246:                                              ; preds = %235
  %247 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 0
  %248 = load double*, double** %247, align 8, !tbaa !302
  %249 = getelementptr inbounds [3 x i64], [3 x i64]* %15, i64 0, i64 0
  %250 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1
  %251 = load double*, double** %250, align 8, !tbaa !308
  %252 = getelementptr inbounds [3 x i64], [3 x i64]* %15, i64 0, i64 1
  %253 = getelementptr inbounds [3 x i64], [3 x i64]* %15, i64 0, i64 2
  %254 = load i64, i64* %249, align 16, !tbaa !383
  %255 = load i64, i64* %252, align 8, !tbaa !383
  %256 = load i64, i64* %253, align 16, !tbaa !383
  %257 = zext i32 %244 to i64, !dbg !380
  br label %640, !dbg !382

258:                                              ; preds = %184, %628
  %259 = phi double* [ %176, %184 ], [ %615, %628 ]
  %260 = phi double* [ %178, %184 ], [ %614, %628 ]
  %261 = phi double* [ %180, %184 ], [ %613, %628 ]
  %262 = phi i32 [ 1, %184 ], [ %629, %628 ]
  %263 = phi i32 [ 16, %184 ], [ %612, %628 ]
  %264 = phi i32 [ 16, %184 ], [ %611, %628 ]
  %265 = phi i32 [ 16, %184 ], [ %610, %628 ]
  call void @llvm.dbg.value(metadata double* %259, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %260, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %261, metadata !104, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %262, metadata !106, metadata !DIExpression()), !dbg !369
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %185) #10, !dbg !385
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !386
  store i32 0, i32* %8, align 4, !dbg !387, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  br i1 %101, label %266, label %609, !dbg !388

266:                                              ; preds = %258
  call void @llvm.memset.p0i8.i64(i8* align 8 %166, i8 0, i64 %165, i1 false), !dbg !389
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !390
  %267 = load i32, i32* %186, align 8, !tbaa !317
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !390
  %268 = icmp sgt i32 %267, 0, !dbg !391
  br i1 %268, label %269, label %272, !dbg !392

269:                                              ; preds = %266
  %270 = load double*, double** %187, align 8, !tbaa !302
  %271 = zext i32 %267 to i64, !dbg !391
  br label %278, !dbg !392

272:                                              ; preds = %278, %266
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %191) #10, !dbg !393
  call void @llvm.dbg.value(metadata i64 0, metadata !120, metadata !DIExpression()), !dbg !394
  store i64 0, i64* %9, align 8, !dbg !395, !tbaa !383
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64* %9, metadata !120, metadata !DIExpression(DW_OP_deref)), !dbg !394
  %273 = call i32 @MPI_Sendrecv(i8* noundef nonnull %194, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 1, i8* noundef nonnull %191, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !396
  %274 = load i64, i64* %9, align 8, !dbg !397, !tbaa !383
  call void @llvm.dbg.value(metadata i64 %274, metadata !120, metadata !DIExpression()), !dbg !394
  %275 = load i64, i64* %167, align 8, !dbg !398, !tbaa !383
  %276 = add nsw i64 %275, %274, !dbg !398
  store i64 %276, i64* %167, align 8, !dbg !398, !tbaa !383
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  br i1 %195, label %277, label %304, !dbg !400

277:                                              ; preds = %272
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %230, i8* align 8 %166, i64 %232, i1 false), !dbg !401, !tbaa !383
  call void @llvm.dbg.value(metadata i32 undef, metadata !121, metadata !DIExpression()), !dbg !399
  call void @llvm.dbg.value(metadata i32 undef, metadata !121, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !399
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression()), !dbg !157
  br label %304, !dbg !403

278:                                              ; preds = %269, %278
  %279 = phi i64 [ 0, %269 ], [ %302, %278 ]
  call void @llvm.dbg.value(metadata i64 %279, metadata !111, metadata !DIExpression()), !dbg !390
  %280 = getelementptr inbounds double, double* %270, i64 %279, !dbg !404
  %281 = load double, double* %280, align 8, !dbg !404, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %86, metadata !68, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %281, metadata !405, metadata !DIExpression()), !dbg !415
  call void @llvm.dbg.value(metadata i32 %86, metadata !410, metadata !DIExpression()), !dbg !415
  call void @llvm.dbg.value(metadata i32 %85, metadata !411, metadata !DIExpression()), !dbg !415
  call void @llvm.dbg.value(metadata double* undef, metadata !412, metadata !DIExpression()), !dbg !415
  %282 = fsub double %281, %188, !dbg !417
  call void @llvm.dbg.value(metadata double %282, metadata !413, metadata !DIExpression()), !dbg !415
  %283 = fptosi double %282 to i32, !dbg !418
  call void @llvm.dbg.value(metadata i32 %283, metadata !414, metadata !DIExpression()), !dbg !415
  %284 = icmp sgt i32 %85, %283, !dbg !419
  %285 = select i1 %284, i32 %283, i32 %189, !dbg !421
  call void @llvm.dbg.value(metadata i32 %285, metadata !414, metadata !DIExpression()), !dbg !415
  %286 = icmp sgt i32 %285, 0, !dbg !422
  %287 = select i1 %286, i32 %285, i32 0, !dbg !422
  call void @llvm.dbg.value(metadata i32 %287, metadata !414, metadata !DIExpression()), !dbg !415
  %288 = sitofp i32 %287 to double, !dbg !423
  %289 = fsub double %282, %288, !dbg !424
  call void @llvm.dbg.value(metadata i32 %287, metadata !118, metadata !DIExpression()), !dbg !425
  call void @llvm.dbg.value(metadata double %289, metadata !115, metadata !DIExpression()), !dbg !425
  %290 = fmul double %289, 4.096000e+03, !dbg !426
  %291 = fptosi double %290 to i64, !dbg !427
  call void @llvm.dbg.value(metadata i64 %291, metadata !119, metadata !DIExpression()), !dbg !425
  %292 = zext i32 %287 to i64, !dbg !428
  %293 = getelementptr inbounds i64, i64* %167, i64 %292, !dbg !428
  %294 = load i64, i64* %293, align 8, !dbg !429, !tbaa !383
  %295 = add i64 %294, 4096, !dbg !430
  %296 = sub i64 %295, %291, !dbg !429
  store i64 %296, i64* %293, align 8, !dbg !429, !tbaa !383
  %297 = add nuw nsw i32 %287, 1, !dbg !431
  %298 = zext i32 %297 to i64, !dbg !432
  %299 = getelementptr inbounds i64, i64* %167, i64 %298, !dbg !432
  %300 = load i64, i64* %299, align 8, !dbg !433, !tbaa !383
  %301 = add nsw i64 %300, %291, !dbg !433
  store i64 %301, i64* %299, align 8, !dbg !433, !tbaa !383
  %302 = add nuw nsw i64 %279, 1, !dbg !434
  call void @llvm.dbg.value(metadata i64 %302, metadata !111, metadata !DIExpression()), !dbg !390
  %303 = icmp eq i64 %302, %271, !dbg !391
  br i1 %303, label %272, label %278, !dbg !392, !llvm.loop !435

304:                                              ; preds = %277, %272
  %305 = call i32 @MPI_Sendrecv(i8* noundef nonnull %197, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 2, i8* noundef %171, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !403
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %306 = call i32 @MPI_Sendrecv(i8* noundef nonnull %199, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 3, i8* noundef %201, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !437
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  br i1 %202, label %307, label %314, !dbg !439

307:                                              ; preds = %314, %304
  %308 = load i32, i32* %190, align 8, !tbaa !317
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()), !dbg !440
  %309 = icmp sgt i32 %308, 0, !dbg !441
  br i1 %309, label %310, label %328, !dbg !442

310:                                              ; preds = %307
  %311 = load double*, double** %204, align 8, !tbaa !302
  %312 = load double*, double** %207, align 8, !tbaa !308
  %313 = zext i32 %308 to i64, !dbg !441
  br label %331, !dbg !442

314:                                              ; preds = %304, %314
  %315 = phi i64 [ %326, %314 ], [ 0, %304 ]
  call void @llvm.dbg.value(metadata i64 %315, metadata !123, metadata !DIExpression()), !dbg !438
  %316 = getelementptr inbounds i64, i64* %172, i64 %315, !dbg !443
  %317 = load i64, i64* %316, align 8, !dbg !443, !tbaa !383
  %318 = add nuw nsw i64 %315, 2, !dbg !445
  %319 = getelementptr inbounds i64, i64* %172, i64 %318, !dbg !446
  %320 = load i64, i64* %319, align 8, !dbg !446, !tbaa !383
  %321 = sub nsw i64 %317, %320, !dbg !447
  %322 = sitofp i64 %321 to double, !dbg !448
  %323 = fmul double %322, 5.000000e-02, !dbg !449
  %324 = fdiv double %323, %203, !dbg !450
  %325 = getelementptr inbounds double, double* %174, i64 %315, !dbg !451
  store double %324, double* %325, align 8, !dbg !452, !tbaa !335
  %326 = add nuw nsw i64 %315, 1, !dbg !453
  call void @llvm.dbg.value(metadata i64 %326, metadata !123, metadata !DIExpression()), !dbg !438
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %327 = icmp eq i64 %326, %234, !dbg !454
  br i1 %327, label %307, label %314, !dbg !439, !llvm.loop !455

328:                                              ; preds = %331, %307
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %209) #10, !dbg !457
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %10, align 4, !dbg !458, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %210) #10, !dbg !457
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %11, align 4, !dbg !459, !tbaa !158
  call void @llvm.dbg.value(metadata i32 0, metadata !135, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !460
  call void @llvm.dbg.value(metadata double* %259, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %260, metadata !103, metadata !DIExpression()), !dbg !157
  %329 = load i32, i32* %190, align 8, !dbg !461, !tbaa !317
  %330 = icmp sgt i32 %329, 0, !dbg !462
  br i1 %330, label %503, label %363, !dbg !463

331:                                              ; preds = %310, %331
  %332 = phi i64 [ 0, %310 ], [ %361, %331 ]
  call void @llvm.dbg.value(metadata i64 %332, metadata !125, metadata !DIExpression()), !dbg !440
  %333 = getelementptr inbounds double, double* %311, i64 %332, !dbg !464
  %334 = load double, double* %333, align 8, !dbg !464, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %86, metadata !68, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %334, metadata !405, metadata !DIExpression()), !dbg !465
  call void @llvm.dbg.value(metadata i32 %86, metadata !410, metadata !DIExpression()), !dbg !465
  call void @llvm.dbg.value(metadata i32 %85, metadata !411, metadata !DIExpression()), !dbg !465
  call void @llvm.dbg.value(metadata double* undef, metadata !412, metadata !DIExpression()), !dbg !465
  %335 = fsub double %334, %205, !dbg !467
  call void @llvm.dbg.value(metadata double %335, metadata !413, metadata !DIExpression()), !dbg !465
  %336 = fptosi double %335 to i32, !dbg !468
  call void @llvm.dbg.value(metadata i32 %336, metadata !414, metadata !DIExpression()), !dbg !465
  %337 = icmp sgt i32 %85, %336, !dbg !469
  %338 = select i1 %337, i32 %336, i32 %206, !dbg !470
  call void @llvm.dbg.value(metadata i32 %338, metadata !414, metadata !DIExpression()), !dbg !465
  %339 = icmp sgt i32 %338, 0, !dbg !471
  %340 = select i1 %339, i32 %338, i32 0, !dbg !471
  call void @llvm.dbg.value(metadata i32 %340, metadata !414, metadata !DIExpression()), !dbg !465
  %341 = sitofp i32 %340 to double, !dbg !472
  %342 = fsub double %335, %341, !dbg !473
  call void @llvm.dbg.value(metadata i32 %340, metadata !130, metadata !DIExpression()), !dbg !474
  call void @llvm.dbg.value(metadata double %342, metadata !127, metadata !DIExpression()), !dbg !474
  %343 = fsub double 1.000000e+00, %342, !dbg !475
  %344 = zext i32 %340 to i64, !dbg !476
  %345 = getelementptr inbounds double, double* %174, i64 %344, !dbg !476
  %346 = load double, double* %345, align 8, !dbg !476, !tbaa !335
  %347 = add nuw nsw i32 %340, 1, !dbg !477
  %348 = zext i32 %347 to i64, !dbg !478
  %349 = getelementptr inbounds double, double* %174, i64 %348, !dbg !478
  %350 = load double, double* %349, align 8, !dbg !478, !tbaa !335
  %351 = fmul double %350, %342, !dbg !479
  %352 = call double @llvm.fmuladd.f64(double %343, double %346, double %351), !dbg !480
  call void @llvm.dbg.value(metadata double %352, metadata !131, metadata !DIExpression()), !dbg !474
  %353 = getelementptr inbounds double, double* %312, i64 %332, !dbg !481
  %354 = load double, double* %353, align 8, !dbg !481, !tbaa !335
  %355 = fadd double %354, %352, !dbg !482
  call void @llvm.dbg.value(metadata double %355, metadata !132, metadata !DIExpression()), !dbg !474
  %356 = fcmp ogt double %355, %95, !dbg !483
  %357 = select i1 %356, double %95, double %355, !dbg !485
  call void @llvm.dbg.value(metadata double %357, metadata !132, metadata !DIExpression()), !dbg !474
  %358 = fcmp olt double %357, %208, !dbg !486
  %359 = select i1 %358, double %208, double %357, !dbg !488
  call void @llvm.dbg.value(metadata double %359, metadata !132, metadata !DIExpression()), !dbg !474
  %360 = fadd double %334, %359, !dbg !489
  store double %360, double* %333, align 8, !dbg !489, !tbaa !335
  store double %359, double* %353, align 8, !dbg !490, !tbaa !335
  %361 = add nuw nsw i64 %332, 1, !dbg !491
  call void @llvm.dbg.value(metadata i64 %361, metadata !125, metadata !DIExpression()), !dbg !440
  %362 = icmp eq i64 %361, %313, !dbg !441
  br i1 %362, label %328, label %331, !dbg !442, !llvm.loop !492

363:                                              ; preds = %599, %328
  %364 = phi i32 [ %265, %328 ], [ %600, %599 ], !dbg !494
  %365 = phi i32 [ %264, %328 ], [ %601, %599 ], !dbg !495
  %366 = phi double* [ %260, %328 ], [ %602, %599 ], !dbg !372
  %367 = phi i32 [ 0, %328 ], [ %603, %599 ], !dbg !394
  %368 = phi double* [ %259, %328 ], [ %604, %599 ], !dbg !373
  store i32 %367, i32* %190, align 8, !dbg !496, !tbaa !317
  %369 = load i32, i32* %10, align 4, !dbg !497, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %369, metadata !133, metadata !DIExpression()), !dbg !394
  %370 = load i32, i32* %11, align 4, !dbg !498, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %370, metadata !134, metadata !DIExpression()), !dbg !394
  %371 = add nsw i32 %370, %369, !dbg !499
  call void @llvm.dbg.value(metadata i32 %371, metadata !108, metadata !DIExpression()), !dbg !386
  store i32 %371, i32* %8, align 4, !dbg !500, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %216) #10, !dbg !501
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %12, align 4, !dbg !502, !tbaa !158
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %217) #10, !dbg !501
  call void @llvm.dbg.value(metadata i32 0, metadata !144, metadata !DIExpression()), !dbg !394
  store i32 0, i32* %13, align 4, !dbg !503, !tbaa !158
  call void @llvm.dbg.value(metadata i32* %11, metadata !134, metadata !DIExpression(DW_OP_deref)), !dbg !394
  call void @llvm.dbg.value(metadata i32* %12, metadata !143, metadata !DIExpression(DW_OP_deref)), !dbg !394
  %372 = call i32 @MPI_Sendrecv(i8* noundef nonnull %210, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 4, i8* noundef nonnull %216, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !504
  call void @llvm.dbg.value(metadata i32* %10, metadata !133, metadata !DIExpression(DW_OP_deref)), !dbg !394
  call void @llvm.dbg.value(metadata i32* %13, metadata !144, metadata !DIExpression(DW_OP_deref)), !dbg !394
  %373 = call i32 @MPI_Sendrecv(i8* noundef nonnull %209, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 5, i8* noundef nonnull %217, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 5, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !505
  %374 = load i32, i32* %12, align 4, !dbg !506, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %374, metadata !143, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %261, metadata !507, metadata !DIExpression()) #10, !dbg !514
  call void @llvm.dbg.value(metadata i32* undef, metadata !512, metadata !DIExpression()) #10, !dbg !514
  call void @llvm.dbg.value(metadata i32 %374, metadata !513, metadata !DIExpression()) #10, !dbg !514
  %375 = icmp slt i32 %263, %374, !dbg !516
  br i1 %375, label %376, label %386, !dbg !518

376:                                              ; preds = %363, %376
  %377 = phi i32 [ %378, %376 ], [ %263, %363 ]
  %378 = shl nsw i32 %377, 1, !dbg !519
  %379 = icmp slt i32 %378, %374, !dbg !520
  br i1 %379, label %376, label %380, !dbg !521, !llvm.loop !522

380:                                              ; preds = %376
  %381 = bitcast double* %261 to i8*, !dbg !524
  %382 = sext i32 %378 to i64, !dbg !525
  %383 = shl nsw i64 %382, 4, !dbg !526
  %384 = call i8* @realloc(i8* noundef %381, i64 noundef %383) #10, !dbg !527
  %385 = bitcast i8* %384 to double*, !dbg !527
  br label %386, !dbg !528

386:                                              ; preds = %363, %380
  %387 = phi i32 [ %378, %380 ], [ %263, %363 ], !dbg !157
  %388 = phi double* [ %385, %380 ], [ %261, %363 ], !dbg !514
  call void @llvm.dbg.value(metadata double* %388, metadata !104, metadata !DIExpression()), !dbg !157
  %389 = bitcast double* %366 to i8*, !dbg !529
  %390 = load i32, i32* %11, align 4, !dbg !530, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %390, metadata !134, metadata !DIExpression()), !dbg !394
  %391 = shl nsw i32 %390, 1, !dbg !531
  %392 = bitcast double* %388 to i8*, !dbg !532
  %393 = load i32, i32* %12, align 4, !dbg !533, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %393, metadata !143, metadata !DIExpression()), !dbg !394
  %394 = shl nsw i32 %393, 1, !dbg !534
  %395 = call i32 @MPI_Sendrecv(i8* noundef %389, i32 noundef %391, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 6, i8* noundef %392, i32 noundef %394, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 6, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !535
  %396 = load i32, i32* %12, align 4, !dbg !536, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %396, metadata !143, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata %struct.particles* %7, metadata !537, metadata !DIExpression()) #10, !dbg !547
  call void @llvm.dbg.value(metadata double* %388, metadata !543, metadata !DIExpression()) #10, !dbg !547
  call void @llvm.dbg.value(metadata i32 %396, metadata !544, metadata !DIExpression()) #10, !dbg !547
  %397 = load i32, i32* %190, align 8, !dbg !549, !tbaa !317
  %398 = add nsw i32 %397, %396, !dbg !550
  call void @llvm.dbg.value(metadata %struct.particles* %7, metadata !278, metadata !DIExpression()) #10, !dbg !551
  call void @llvm.dbg.value(metadata i32 %398, metadata !284, metadata !DIExpression()) #10, !dbg !551
  %399 = load i32, i32* %218, align 4, !dbg !553, !tbaa !290
  %400 = icmp slt i32 %399, %398, !dbg !554
  br i1 %400, label %401, label %415, !dbg !555

401:                                              ; preds = %386
  %402 = icmp sgt i32 %399, 0, !dbg !556
  %403 = select i1 %402, i32 %399, i32 16, !dbg !557
  call void @llvm.dbg.value(metadata i32 %403, metadata !285, metadata !DIExpression()) #10, !dbg !551
  br label %404, !dbg !558

404:                                              ; preds = %404, %401
  %405 = phi i32 [ %403, %401 ], [ %407, %404 ], !dbg !551
  call void @llvm.dbg.value(metadata i32 %405, metadata !285, metadata !DIExpression()) #10, !dbg !551
  %406 = icmp slt i32 %405, %398, !dbg !559
  %407 = shl nsw i32 %405, 1, !dbg !560
  call void @llvm.dbg.value(metadata i32 %407, metadata !285, metadata !DIExpression()) #10, !dbg !551
  br i1 %406, label %404, label %408, !dbg !558, !llvm.loop !561

408:                                              ; preds = %404
  %409 = load i8*, i8** %219, align 8, !dbg !563, !tbaa !302
  %410 = sext i32 %405 to i64, !dbg !564
  %411 = shl nsw i64 %410, 3, !dbg !565
  %412 = call i8* @realloc(i8* noundef %409, i64 noundef %411) #10, !dbg !566
  store i8* %412, i8** %219, align 8, !dbg !567, !tbaa !302
  %413 = load i8*, i8** %221, align 8, !dbg !568, !tbaa !308
  %414 = call i8* @realloc(i8* noundef %413, i64 noundef %411) #10, !dbg !569
  store i8* %414, i8** %221, align 8, !dbg !570, !tbaa !308
  store i32 %405, i32* %218, align 4, !dbg !571, !tbaa !290
  br label %415

415:                                              ; preds = %408, %386
  call void @llvm.dbg.value(metadata i32 0, metadata !545, metadata !DIExpression()) #10, !dbg !572
  %416 = icmp sgt i32 %396, 0, !dbg !573
  br i1 %416, label %417, label %436, !dbg !575

417:                                              ; preds = %415
  %418 = load double*, double** %222, align 8, !tbaa !302
  %419 = load i32, i32* %190, align 8, !tbaa !317
  %420 = load double*, double** %223, align 8, !tbaa !308
  %421 = sext i32 %419 to i64, !dbg !575
  %422 = zext i32 %396 to i64, !dbg !573
  br label %423, !dbg !575

423:                                              ; preds = %423, %417
  %424 = phi i64 [ 0, %417 ], [ %434, %423 ]
  call void @llvm.dbg.value(metadata i64 %424, metadata !545, metadata !DIExpression()) #10, !dbg !572
  %425 = shl nuw nsw i64 %424, 1, !dbg !576
  %426 = getelementptr inbounds double, double* %388, i64 %425, !dbg !578
  %427 = load double, double* %426, align 8, !dbg !578, !tbaa !335
  %428 = add nsw i64 %424, %421, !dbg !579
  %429 = getelementptr inbounds double, double* %418, i64 %428, !dbg !580
  store double %427, double* %429, align 8, !dbg !581, !tbaa !335
  %430 = or i64 %425, 1, !dbg !582
  %431 = getelementptr inbounds double, double* %388, i64 %430, !dbg !583
  %432 = load double, double* %431, align 8, !dbg !583, !tbaa !335
  %433 = getelementptr inbounds double, double* %420, i64 %428, !dbg !584
  store double %432, double* %433, align 8, !dbg !585, !tbaa !335
  %434 = add nuw nsw i64 %424, 1, !dbg !586
  call void @llvm.dbg.value(metadata i64 %434, metadata !545, metadata !DIExpression()) #10, !dbg !572
  %435 = icmp eq i64 %434, %422, !dbg !573
  br i1 %435, label %436, label %423, !dbg !575, !llvm.loop !587

436:                                              ; preds = %423, %415
  %437 = load i32, i32* %190, align 8, !dbg !589, !tbaa !317
  %438 = add nsw i32 %437, %396, !dbg !589
  store i32 %438, i32* %190, align 8, !dbg !589, !tbaa !317
  %439 = load i32, i32* %13, align 4, !dbg !590, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %439, metadata !144, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %388, metadata !507, metadata !DIExpression()) #10, !dbg !591
  call void @llvm.dbg.value(metadata i32* undef, metadata !512, metadata !DIExpression()) #10, !dbg !591
  call void @llvm.dbg.value(metadata i32 %439, metadata !513, metadata !DIExpression()) #10, !dbg !591
  %440 = icmp slt i32 %387, %439, !dbg !593
  br i1 %440, label %441, label %450, !dbg !594

441:                                              ; preds = %436, %441
  %442 = phi i32 [ %443, %441 ], [ %387, %436 ]
  %443 = shl nsw i32 %442, 1, !dbg !595
  %444 = icmp slt i32 %443, %439, !dbg !596
  br i1 %444, label %441, label %445, !dbg !597, !llvm.loop !598

445:                                              ; preds = %441
  %446 = sext i32 %443 to i64, !dbg !600
  %447 = shl nsw i64 %446, 4, !dbg !601
  %448 = call i8* @realloc(i8* noundef %392, i64 noundef %447) #10, !dbg !602
  %449 = bitcast i8* %448 to double*, !dbg !602
  br label %450, !dbg !603

450:                                              ; preds = %436, %445
  %451 = phi i32 [ %443, %445 ], [ %387, %436 ], !dbg !394
  %452 = phi double* [ %449, %445 ], [ %388, %436 ], !dbg !591
  call void @llvm.dbg.value(metadata double* %452, metadata !104, metadata !DIExpression()), !dbg !157
  %453 = bitcast double* %368 to i8*, !dbg !604
  %454 = load i32, i32* %10, align 4, !dbg !605, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %454, metadata !133, metadata !DIExpression()), !dbg !394
  %455 = shl nsw i32 %454, 1, !dbg !606
  %456 = bitcast double* %452 to i8*, !dbg !607
  %457 = load i32, i32* %13, align 4, !dbg !608, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %457, metadata !144, metadata !DIExpression()), !dbg !394
  %458 = shl nsw i32 %457, 1, !dbg !609
  %459 = call i32 @MPI_Sendrecv(i8* noundef %453, i32 noundef %455, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %89, i32 noundef 7, i8* noundef %456, i32 noundef %458, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %91, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #10, !dbg !610
  %460 = load i32, i32* %13, align 4, !dbg !611, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %460, metadata !144, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata %struct.particles* %7, metadata !537, metadata !DIExpression()) #10, !dbg !612
  call void @llvm.dbg.value(metadata double* %452, metadata !543, metadata !DIExpression()) #10, !dbg !612
  call void @llvm.dbg.value(metadata i32 %460, metadata !544, metadata !DIExpression()) #10, !dbg !612
  %461 = load i32, i32* %190, align 8, !dbg !614, !tbaa !317
  %462 = add nsw i32 %461, %460, !dbg !615
  call void @llvm.dbg.value(metadata %struct.particles* %7, metadata !278, metadata !DIExpression()) #10, !dbg !616
  call void @llvm.dbg.value(metadata i32 %462, metadata !284, metadata !DIExpression()) #10, !dbg !616
  %463 = load i32, i32* %218, align 4, !dbg !618, !tbaa !290
  %464 = icmp slt i32 %463, %462, !dbg !619
  br i1 %464, label %465, label %479, !dbg !620

465:                                              ; preds = %450
  %466 = icmp sgt i32 %463, 0, !dbg !621
  %467 = select i1 %466, i32 %463, i32 16, !dbg !622
  call void @llvm.dbg.value(metadata i32 %467, metadata !285, metadata !DIExpression()) #10, !dbg !616
  br label %468, !dbg !623

468:                                              ; preds = %468, %465
  %469 = phi i32 [ %467, %465 ], [ %471, %468 ], !dbg !616
  call void @llvm.dbg.value(metadata i32 %469, metadata !285, metadata !DIExpression()) #10, !dbg !616
  %470 = icmp slt i32 %469, %462, !dbg !624
  %471 = shl nsw i32 %469, 1, !dbg !625
  call void @llvm.dbg.value(metadata i32 %471, metadata !285, metadata !DIExpression()) #10, !dbg !616
  br i1 %470, label %468, label %472, !dbg !623, !llvm.loop !626

472:                                              ; preds = %468
  %473 = load i8*, i8** %224, align 8, !dbg !628, !tbaa !302
  %474 = sext i32 %469 to i64, !dbg !629
  %475 = shl nsw i64 %474, 3, !dbg !630
  %476 = call i8* @realloc(i8* noundef %473, i64 noundef %475) #10, !dbg !631
  store i8* %476, i8** %224, align 8, !dbg !632, !tbaa !302
  %477 = load i8*, i8** %226, align 8, !dbg !633, !tbaa !308
  %478 = call i8* @realloc(i8* noundef %477, i64 noundef %475) #10, !dbg !634
  store i8* %478, i8** %226, align 8, !dbg !635, !tbaa !308
  store i32 %469, i32* %218, align 4, !dbg !636, !tbaa !290
  br label %479

479:                                              ; preds = %472, %450
  call void @llvm.dbg.value(metadata i32 0, metadata !545, metadata !DIExpression()) #10, !dbg !637
  %480 = icmp sgt i32 %460, 0, !dbg !638
  br i1 %480, label %481, label %500, !dbg !639

481:                                              ; preds = %479
  %482 = load double*, double** %227, align 8, !tbaa !302
  %483 = load i32, i32* %190, align 8, !tbaa !317
  %484 = load double*, double** %228, align 8, !tbaa !308
  %485 = sext i32 %483 to i64, !dbg !639
  %486 = zext i32 %460 to i64, !dbg !638
  br label %487, !dbg !639

487:                                              ; preds = %487, %481
  %488 = phi i64 [ 0, %481 ], [ %498, %487 ]
  call void @llvm.dbg.value(metadata i64 %488, metadata !545, metadata !DIExpression()) #10, !dbg !637
  %489 = shl nuw nsw i64 %488, 1, !dbg !640
  %490 = getelementptr inbounds double, double* %452, i64 %489, !dbg !641
  %491 = load double, double* %490, align 8, !dbg !641, !tbaa !335
  %492 = add nsw i64 %488, %485, !dbg !642
  %493 = getelementptr inbounds double, double* %482, i64 %492, !dbg !643
  store double %491, double* %493, align 8, !dbg !644, !tbaa !335
  %494 = or i64 %489, 1, !dbg !645
  %495 = getelementptr inbounds double, double* %452, i64 %494, !dbg !646
  %496 = load double, double* %495, align 8, !dbg !646, !tbaa !335
  %497 = getelementptr inbounds double, double* %484, i64 %492, !dbg !647
  store double %496, double* %497, align 8, !dbg !648, !tbaa !335
  %498 = add nuw nsw i64 %488, 1, !dbg !649
  call void @llvm.dbg.value(metadata i64 %498, metadata !545, metadata !DIExpression()) #10, !dbg !637
  %499 = icmp eq i64 %498, %486, !dbg !638
  br i1 %499, label %500, label %487, !dbg !639, !llvm.loop !650

500:                                              ; preds = %487, %479
  %501 = load i32, i32* %190, align 8, !dbg !652, !tbaa !317
  %502 = add nsw i32 %501, %460, !dbg !652
  store i32 %502, i32* %190, align 8, !dbg !652, !tbaa !317
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %217) #10, !dbg !653
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %216) #10, !dbg !653
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %210) #10, !dbg !653
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %209) #10, !dbg !653
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %191) #10, !dbg !653
  br label %609, !dbg !654

503:                                              ; preds = %328, %599
  %504 = phi i64 [ %605, %599 ], [ 0, %328 ]
  %505 = phi double* [ %604, %599 ], [ %259, %328 ]
  %506 = phi i32 [ %603, %599 ], [ 0, %328 ]
  %507 = phi double* [ %602, %599 ], [ %260, %328 ]
  %508 = phi i32 [ %601, %599 ], [ %264, %328 ]
  %509 = phi i32 [ %600, %599 ], [ %265, %328 ]
  call void @llvm.dbg.value(metadata double* %505, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %504, metadata !136, metadata !DIExpression()), !dbg !460
  call void @llvm.dbg.value(metadata i32 %506, metadata !135, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %507, metadata !103, metadata !DIExpression()), !dbg !157
  %510 = load double*, double** %211, align 8, !dbg !655, !tbaa !302
  %511 = getelementptr inbounds double, double* %510, i64 %504, !dbg !656
  %512 = load double, double* %511, align 8, !dbg !656, !tbaa !335
  call void @llvm.dbg.value(metadata double %512, metadata !138, metadata !DIExpression()), !dbg !657
  %513 = load double*, double** %212, align 8, !dbg !658, !tbaa !308
  %514 = getelementptr inbounds double, double* %513, i64 %504, !dbg !659
  %515 = load double, double* %514, align 8, !dbg !659, !tbaa !335
  call void @llvm.dbg.value(metadata double %515, metadata !141, metadata !DIExpression()), !dbg !657
  call void @llvm.dbg.value(metadata i32 %86, metadata !68, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %85, metadata !69, metadata !DIExpression()), !dbg !157
  %516 = fcmp oge double %512, %214, !dbg !660
  %517 = zext i1 %516 to i32, !dbg !660
  %518 = fcmp olt double %512, %215, !dbg !661
  %519 = sext i1 %518 to i32, !dbg !661
  %520 = add nsw i32 %519, %517, !dbg !662
  call void @llvm.dbg.value(metadata i32 %520, metadata !142, metadata !DIExpression()), !dbg !657
  %521 = icmp eq i32 %520, 0, !dbg !663
  br i1 %521, label %522, label %527, !dbg !665

522:                                              ; preds = %503
  %523 = sext i32 %506 to i64, !dbg !666
  %524 = getelementptr inbounds double, double* %510, i64 %523, !dbg !666
  store double %512, double* %524, align 8, !dbg !668, !tbaa !335
  %525 = getelementptr inbounds double, double* %513, i64 %523, !dbg !669
  store double %515, double* %525, align 8, !dbg !670, !tbaa !335
  %526 = add nsw i32 %506, 1, !dbg !671
  call void @llvm.dbg.value(metadata i32 %526, metadata !135, metadata !DIExpression()), !dbg !394
  br label %599, !dbg !672

527:                                              ; preds = %503
  %528 = icmp sgt i32 %520, 0, !dbg !673
  br i1 %528, label %529, label %564, !dbg !675

529:                                              ; preds = %527
  %530 = load i32, i32* %11, align 4, !dbg !676, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %530, metadata !134, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %507, metadata !507, metadata !DIExpression()) #10, !dbg !678
  call void @llvm.dbg.value(metadata i32* undef, metadata !512, metadata !DIExpression()) #10, !dbg !678
  call void @llvm.dbg.value(metadata i32 %530, metadata !513, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !678
  %531 = icmp sgt i32 %508, %530, !dbg !680
  br i1 %531, label %542, label %532, !dbg !681

532:                                              ; preds = %529, %532
  %533 = phi i32 [ %534, %532 ], [ %508, %529 ]
  %534 = shl nsw i32 %533, 1, !dbg !682
  %535 = icmp sgt i32 %534, %530, !dbg !683
  br i1 %535, label %536, label %532, !dbg !684, !llvm.loop !685

536:                                              ; preds = %532
  %537 = bitcast double* %507 to i8*, !dbg !687
  %538 = sext i32 %534 to i64, !dbg !688
  %539 = shl nsw i64 %538, 4, !dbg !689
  %540 = call i8* @realloc(i8* noundef %537, i64 noundef %539) #10, !dbg !690
  %541 = bitcast i8* %540 to double*, !dbg !690
  br label %542, !dbg !691

542:                                              ; preds = %529, %536
  %543 = phi i32 [ %534, %536 ], [ %508, %529 ], !dbg !157
  %544 = phi double* [ %541, %536 ], [ %507, %529 ], !dbg !678
  call void @llvm.dbg.value(metadata double* %544, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %512, metadata !692, metadata !DIExpression()), !dbg !698
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !697, metadata !DIExpression()), !dbg !698
  %545 = fcmp ult double %512, 1.000000e+02, !dbg !700
  br i1 %545, label %548, label %546, !dbg !702

546:                                              ; preds = %542
  %547 = fadd double %512, -1.000000e+02, !dbg !703
  br label %554, !dbg !704

548:                                              ; preds = %542
  %549 = fcmp olt double %512, 0.000000e+00, !dbg !705
  br i1 %549, label %550, label %554, !dbg !707

550:                                              ; preds = %548
  %551 = fadd double %512, 1.000000e+02, !dbg !708
  call void @llvm.dbg.value(metadata double %551, metadata !692, metadata !DIExpression()), !dbg !698
  %552 = fcmp ult double %551, 1.000000e+02, !dbg !710
  br i1 %552, label %554, label %553, !dbg !712

553:                                              ; preds = %550
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !692, metadata !DIExpression()), !dbg !698
  br label %554, !dbg !713

554:                                              ; preds = %546, %548, %550, %553
  %555 = phi double [ %547, %546 ], [ 0.000000e+00, %553 ], [ %551, %550 ], [ %512, %548 ], !dbg !698
  %556 = load i32, i32* %11, align 4, !dbg !714, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %556, metadata !134, metadata !DIExpression()), !dbg !394
  %557 = shl nsw i32 %556, 1, !dbg !715
  %558 = sext i32 %557 to i64, !dbg !716
  %559 = getelementptr inbounds double, double* %544, i64 %558, !dbg !716
  store double %555, double* %559, align 8, !dbg !717, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %556, metadata !134, metadata !DIExpression()), !dbg !394
  %560 = or i32 %557, 1, !dbg !718
  %561 = sext i32 %560 to i64, !dbg !719
  %562 = getelementptr inbounds double, double* %544, i64 %561, !dbg !719
  store double %515, double* %562, align 8, !dbg !720, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %556, metadata !134, metadata !DIExpression()), !dbg !394
  %563 = add nsw i32 %556, 1, !dbg !721
  call void @llvm.dbg.value(metadata i32 %563, metadata !134, metadata !DIExpression()), !dbg !394
  store i32 %563, i32* %11, align 4, !dbg !721, !tbaa !158
  br label %599, !dbg !722

564:                                              ; preds = %527
  %565 = load i32, i32* %10, align 4, !dbg !723, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %565, metadata !133, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %505, metadata !507, metadata !DIExpression()) #10, !dbg !725
  call void @llvm.dbg.value(metadata i32* undef, metadata !512, metadata !DIExpression()) #10, !dbg !725
  call void @llvm.dbg.value(metadata i32 %565, metadata !513, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !725
  %566 = icmp sgt i32 %509, %565, !dbg !727
  br i1 %566, label %577, label %567, !dbg !728

567:                                              ; preds = %564, %567
  %568 = phi i32 [ %569, %567 ], [ %509, %564 ]
  %569 = shl nsw i32 %568, 1, !dbg !729
  %570 = icmp sgt i32 %569, %565, !dbg !730
  br i1 %570, label %571, label %567, !dbg !731, !llvm.loop !732

571:                                              ; preds = %567
  %572 = bitcast double* %505 to i8*, !dbg !734
  %573 = sext i32 %569 to i64, !dbg !735
  %574 = shl nsw i64 %573, 4, !dbg !736
  %575 = call i8* @realloc(i8* noundef %572, i64 noundef %574) #10, !dbg !737
  %576 = bitcast i8* %575 to double*, !dbg !737
  br label %577, !dbg !738

577:                                              ; preds = %564, %571
  %578 = phi i32 [ %569, %571 ], [ %509, %564 ], !dbg !157
  %579 = phi double* [ %576, %571 ], [ %505, %564 ], !dbg !725
  call void @llvm.dbg.value(metadata double* %579, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %512, metadata !692, metadata !DIExpression()), !dbg !739
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !697, metadata !DIExpression()), !dbg !739
  %580 = fcmp ult double %512, 1.000000e+02, !dbg !741
  br i1 %580, label %583, label %581, !dbg !742

581:                                              ; preds = %577
  %582 = fadd double %512, -1.000000e+02, !dbg !743
  br label %589, !dbg !744

583:                                              ; preds = %577
  %584 = fcmp olt double %512, 0.000000e+00, !dbg !745
  br i1 %584, label %585, label %589, !dbg !746

585:                                              ; preds = %583
  %586 = fadd double %512, 1.000000e+02, !dbg !747
  call void @llvm.dbg.value(metadata double %586, metadata !692, metadata !DIExpression()), !dbg !739
  %587 = fcmp ult double %586, 1.000000e+02, !dbg !748
  br i1 %587, label %589, label %588, !dbg !749

588:                                              ; preds = %585
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !692, metadata !DIExpression()), !dbg !739
  br label %589, !dbg !750

589:                                              ; preds = %581, %583, %585, %588
  %590 = phi double [ %582, %581 ], [ 0.000000e+00, %588 ], [ %586, %585 ], [ %512, %583 ], !dbg !739
  %591 = load i32, i32* %10, align 4, !dbg !751, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %591, metadata !133, metadata !DIExpression()), !dbg !394
  %592 = shl nsw i32 %591, 1, !dbg !752
  %593 = sext i32 %592 to i64, !dbg !753
  %594 = getelementptr inbounds double, double* %579, i64 %593, !dbg !753
  store double %590, double* %594, align 8, !dbg !754, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %591, metadata !133, metadata !DIExpression()), !dbg !394
  %595 = or i32 %592, 1, !dbg !755
  %596 = sext i32 %595 to i64, !dbg !756
  %597 = getelementptr inbounds double, double* %579, i64 %596, !dbg !756
  store double %515, double* %597, align 8, !dbg !757, !tbaa !335
  call void @llvm.dbg.value(metadata i32 %591, metadata !133, metadata !DIExpression()), !dbg !394
  %598 = add nsw i32 %591, 1, !dbg !758
  call void @llvm.dbg.value(metadata i32 %598, metadata !133, metadata !DIExpression()), !dbg !394
  store i32 %598, i32* %10, align 4, !dbg !758, !tbaa !158
  br label %599

599:                                              ; preds = %554, %589, %522
  %600 = phi i32 [ %509, %522 ], [ %509, %554 ], [ %578, %589 ], !dbg !157
  %601 = phi i32 [ %508, %522 ], [ %543, %554 ], [ %508, %589 ], !dbg !157
  %602 = phi double* [ %507, %522 ], [ %544, %554 ], [ %507, %589 ], !dbg !157
  %603 = phi i32 [ %526, %522 ], [ %506, %554 ], [ %506, %589 ], !dbg !394
  %604 = phi double* [ %505, %522 ], [ %505, %554 ], [ %579, %589 ], !dbg !157
  call void @llvm.dbg.value(metadata double* %604, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %603, metadata !135, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata double* %602, metadata !103, metadata !DIExpression()), !dbg !157
  %605 = add nuw nsw i64 %504, 1, !dbg !759
  call void @llvm.dbg.value(metadata i64 %605, metadata !136, metadata !DIExpression()), !dbg !460
  %606 = load i32, i32* %190, align 8, !dbg !461, !tbaa !317
  %607 = sext i32 %606 to i64, !dbg !462
  %608 = icmp slt i64 %605, %607, !dbg !462
  br i1 %608, label %503, label %363, !dbg !463, !llvm.loop !760

609:                                              ; preds = %500, %258
  %610 = phi i32 [ %364, %500 ], [ %265, %258 ], !dbg !494
  %611 = phi i32 [ %365, %500 ], [ %264, %258 ], !dbg !495
  %612 = phi i32 [ %451, %500 ], [ %263, %258 ], !dbg !157
  %613 = phi double* [ %452, %500 ], [ %261, %258 ], !dbg !157
  %614 = phi double* [ %366, %500 ], [ %260, %258 ], !dbg !372
  %615 = phi double* [ %368, %500 ], [ %259, %258 ], !dbg !373
  call void @llvm.dbg.value(metadata double* %615, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %614, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %613, metadata !104, metadata !DIExpression()), !dbg !157
  %616 = urem i32 %262, 5, !dbg !762
  %617 = icmp eq i32 %616, 0, !dbg !763
  %618 = icmp eq i32 %262, %68
  %619 = select i1 %617, i1 true, i1 %618, !dbg !764
  br i1 %619, label %620, label %628, !dbg !764

620:                                              ; preds = %609
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %229) #10, !dbg !765
  call void @llvm.dbg.value(metadata i32 0, metadata !145, metadata !DIExpression()), !dbg !766
  store i32 0, i32* %14, align 4, !dbg !767, !tbaa !158
  call void @llvm.dbg.value(metadata i32* %8, metadata !108, metadata !DIExpression(DW_OP_deref)), !dbg !386
  call void @llvm.dbg.value(metadata i32* %14, metadata !145, metadata !DIExpression(DW_OP_deref)), !dbg !766
  %621 = call i32 @MPI_Reduce(i8* noundef nonnull %185, i8* noundef nonnull %229, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !768
  %622 = load i32, i32* %5, align 4, !dbg !769, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %622, metadata !63, metadata !DIExpression()), !dbg !157
  %623 = icmp eq i32 %622, 0, !dbg !771
  br i1 %623, label %624, label %627, !dbg !772

624:                                              ; preds = %620
  %625 = load i32, i32* %14, align 4, !dbg !773, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %625, metadata !145, metadata !DIExpression()), !dbg !766
  %626 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([49 x i8], [49 x i8]* @.str, i64 0, i64 0), i32 noundef %262, i32 noundef %625), !dbg !774
  br label %627, !dbg !774

627:                                              ; preds = %624, %620
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %229) #10, !dbg !775
  br label %628, !dbg !776

628:                                              ; preds = %609, %627
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %185) #10, !dbg !777
  %629 = add nuw i32 %262, 1, !dbg !778
  call void @llvm.dbg.value(metadata double* %615, metadata !102, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %614, metadata !103, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double* %613, metadata !104, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %629, metadata !106, metadata !DIExpression()), !dbg !369
  %630 = icmp eq i32 %262, %68, !dbg !370
  br i1 %630, label %235, label %258, !dbg !371, !llvm.loop !779

631:                                              ; preds = %640
  store i64 %649, i64* %249, align 16, !dbg !781, !tbaa !383
  store i64 %654, i64* %252, align 8, !dbg !783, !tbaa !383
  store i64 %658, i64* %253, align 16, !dbg !784, !tbaa !383
  br label %632, !dbg !382

632:                                              ; preds = %631, %235
  %633 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 2, !dbg !785
  %634 = call i32 @MPI_Reduce(i8* noundef nonnull %241, i8* noundef nonnull %242, i32 noundef 3, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !786
  %635 = bitcast i32* %17 to i8*, !dbg !787
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %635) #10, !dbg !787
  call void @llvm.dbg.value(metadata i32 0, metadata !156, metadata !DIExpression()), !dbg !157
  store i32 0, i32* %17, align 4, !dbg !788, !tbaa !158
  %636 = bitcast i32* %633 to i8*, !dbg !789
  call void @llvm.dbg.value(metadata i32* %17, metadata !156, metadata !DIExpression(DW_OP_deref)), !dbg !157
  %637 = call i32 @MPI_Reduce(i8* noundef nonnull %636, i8* noundef nonnull %635, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #10, !dbg !790
  %638 = load i32, i32* %5, align 4, !dbg !791, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %638, metadata !63, metadata !DIExpression()), !dbg !157
  %639 = icmp eq i32 %638, 0, !dbg !793
  br i1 %639, label %661, label %674, !dbg !794

640:                                              ; preds = %246, %640
  %641 = phi i64 [ 0, %246 ], [ %659, %640 ], !dbg !379
  %642 = phi i64 [ %256, %246 ], [ %658, %640 ], !dbg !379
  %643 = phi i64 [ %255, %246 ], [ %654, %640 ], !dbg !379
  %644 = phi i64 [ %254, %246 ], [ %649, %640 ], !dbg !379
  call void @llvm.dbg.value(metadata i64 %641, metadata !154, metadata !DIExpression()), !dbg !379
  %645 = getelementptr inbounds double, double* %248, i64 %641, !dbg !795
  %646 = load double, double* %645, align 8, !dbg !795, !tbaa !335
  %647 = fmul double %646, 1.000000e+06, !dbg !796
  %648 = fptosi double %647 to i64, !dbg !797
  %649 = add nsw i64 %644, %648, !dbg !781
  %650 = getelementptr inbounds double, double* %251, i64 %641, !dbg !798
  %651 = load double, double* %650, align 8, !dbg !798, !tbaa !335
  %652 = fmul double %651, 1.000000e+06, !dbg !799
  %653 = fptosi double %652 to i64, !dbg !800
  %654 = add nsw i64 %643, %653, !dbg !783
  %655 = fmul double %651, %651, !dbg !801
  %656 = fmul double %655, 1.000000e+06, !dbg !802
  %657 = fptosi double %656 to i64, !dbg !803
  %658 = add nsw i64 %642, %657, !dbg !784
  %659 = add nuw nsw i64 %641, 1, !dbg !804
  call void @llvm.dbg.value(metadata i64 %659, metadata !154, metadata !DIExpression()), !dbg !379
  %660 = icmp eq i64 %659, %257, !dbg !380
  br i1 %660, label %631, label %640, !dbg !382, !llvm.loop !805

661:                                              ; preds = %632
  %662 = getelementptr inbounds [3 x i64], [3 x i64]* %16, i64 0, i64 0, !dbg !807
  %663 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 100, i32 noundef %71, i32 noundef %46, i32 noundef %68), !dbg !808
  %664 = load i32, i32* %17, align 4, !dbg !810, !tbaa !158
  call void @llvm.dbg.value(metadata i32 %664, metadata !156, metadata !DIExpression()), !dbg !157
  %665 = mul nsw i32 %71, %46, !dbg !811
  %666 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([33 x i8], [33 x i8]* @.str.2, i64 0, i64 0), i32 noundef %664, i32 noundef %665), !dbg !812
  %667 = load i64, i64* %662, align 16, !dbg !813, !tbaa !383
  %668 = getelementptr inbounds [3 x i64], [3 x i64]* %16, i64 0, i64 1, !dbg !814
  %669 = load i64, i64* %668, align 8, !dbg !814, !tbaa !383
  %670 = getelementptr inbounds [3 x i64], [3 x i64]* %16, i64 0, i64 2, !dbg !815
  %671 = load i64, i64* %670, align 16, !dbg !815, !tbaa !383
  %672 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([57 x i8], [57 x i8]* @.str.3, i64 0, i64 0), i64 noundef %667, i64 noundef %669, i64 noundef %671), !dbg !816
  %673 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %240), !dbg !817
  br label %674, !dbg !818

674:                                              ; preds = %661, %632
  %675 = bitcast %struct.particles* %7 to i8**, !dbg !819
  %676 = load i8*, i8** %675, align 8, !dbg !819, !tbaa !302
  call void @free(i8* noundef %676) #10, !dbg !820
  %677 = getelementptr inbounds %struct.particles, %struct.particles* %7, i64 0, i32 1, !dbg !821
  %678 = bitcast double** %677 to i8**, !dbg !821
  %679 = load i8*, i8** %678, align 8, !dbg !821, !tbaa !308
  call void @free(i8* noundef %679) #10, !dbg !822
  call void @free(i8* noundef %166) #10, !dbg !823
  call void @free(i8* noundef %171) #10, !dbg !824
  call void @free(i8* noundef %173) #10, !dbg !825
  %680 = bitcast double* %238 to i8*, !dbg !826
  call void @free(i8* noundef %680) #10, !dbg !827
  %681 = bitcast double* %237 to i8*, !dbg !828
  call void @free(i8* noundef %681) #10, !dbg !829
  %682 = bitcast double* %236 to i8*, !dbg !830
  call void @free(i8* noundef %682) #10, !dbg !831
  %683 = call i32 @MPI_Finalize() #10, !dbg !832
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %635) #10, !dbg !833
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %242) #10, !dbg !833
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %241) #10, !dbg !833
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %100) #10, !dbg !833
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %19) #10, !dbg !833
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #10, !dbg !833
  ret i32 0, !dbg !833
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !834 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !839 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !842 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

declare !dbg !843 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !846 double @MPI_Wtime() local_unnamed_addr #3

declare !dbg !849 i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

declare !dbg !854 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare !dbg !857 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare noalias noundef i8* @realloc(i8* nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { argmemonly nofree nounwind willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !20, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "soa_pic.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9019df14cb369eae702b949a34330e8")
!2 = !{!3, !7, !12, !16}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 33, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6}
!6 = !DIEnumerator(name: "CELLS", value: 100)
!7 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 34, baseType: !4, size: 32, elements: !8)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "TAG_GUARD", value: 1)
!10 = !DIEnumerator(name: "TAG_GHOST_RIGHT", value: 2)
!11 = !DIEnumerator(name: "TAG_GHOST_LEFT", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 35, baseType: !4, size: 32, elements: !13)
!13 = !{!14, !15}
!14 = !DIEnumerator(name: "TAG_COUNT_RIGHT", value: 4)
!15 = !DIEnumerator(name: "TAG_COUNT_LEFT", value: 5)
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 36, baseType: !4, size: 32, elements: !17)
!17 = !{!18, !19}
!18 = !DIEnumerator(name: "TAG_MOVE_RIGHT", value: 6)
!19 = !DIEnumerator(name: "TAG_MOVE_LEFT", value: 7)
!20 = !{!21, !25, !26, !4, !27, !28, !31, !44, !36, !41}
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !22, line: 419, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !22, line: 419, flags: DIFlagFwdDecl)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !22, line: 420, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !22, line: 420, flags: DIFlagFwdDecl)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !22, line: 428, baseType: !33)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !22, line: 438, size: 192, elements: !34)
!34 = !{!35, !37, !38, !39, !40}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !33, file: !22, line: 441, baseType: !36, size: 32)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !33, file: !22, line: 442, baseType: !36, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !33, file: !22, line: 443, baseType: !36, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !33, file: !22, line: 448, baseType: !36, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !33, file: !22, line: 449, baseType: !41, size: 64, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !42, line: 46, baseType: !43)
!42 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !22, line: 425, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !22, line: 425, flags: DIFlagFwdDecl)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 7, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 1}
!53 = !{!"Debian clang version 14.0.6"}
!54 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 131, type: !55, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!55 = !DISubroutineType(types: !56)
!56 = !{!36, !36, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!60 = !{!61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !76, !77, !78, !79, !87, !90, !92, !95, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !108, !111, !115, !118, !119, !120, !121, !123, !125, !127, !130, !131, !132, !133, !134, !135, !136, !138, !141, !142, !143, !144, !145, !148, !149, !153, !154, !156}
!61 = !DILocalVariable(name: "argc", arg: 1, scope: !54, file: !1, line: 131, type: !36)
!62 = !DILocalVariable(name: "argv", arg: 2, scope: !54, file: !1, line: 131, type: !57)
!63 = !DILocalVariable(name: "rank", scope: !54, file: !1, line: 132, type: !36)
!64 = !DILocalVariable(name: "size", scope: !54, file: !1, line: 132, type: !36)
!65 = !DILocalVariable(name: "per_rank", scope: !54, file: !1, line: 137, type: !36)
!66 = !DILocalVariable(name: "steps", scope: !54, file: !1, line: 138, type: !36)
!67 = !DILocalVariable(name: "active", scope: !54, file: !1, line: 140, type: !36)
!68 = !DILocalVariable(name: "x0", scope: !54, file: !1, line: 141, type: !36)
!69 = !DILocalVariable(name: "cells", scope: !54, file: !1, line: 141, type: !36)
!70 = !DILocalVariable(name: "left", scope: !54, file: !1, line: 144, type: !36)
!71 = !DILocalVariable(name: "right", scope: !54, file: !1, line: 144, type: !36)
!72 = !DILocalVariable(name: "vmax", scope: !54, file: !1, line: 147, type: !26)
!73 = !DILocalVariable(name: "narrowest", scope: !54, file: !1, line: 147, type: !26)
!74 = !DILocalVariable(name: "length", scope: !54, file: !1, line: 150, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!76 = !DILocalVariable(name: "dt", scope: !54, file: !1, line: 150, type: !75)
!77 = !DILocalVariable(name: "strength", scope: !54, file: !1, line: 150, type: !75)
!78 = !DILocalVariable(name: "density", scope: !54, file: !1, line: 151, type: !75)
!79 = !DILocalVariable(name: "p", scope: !54, file: !1, line: 153, type: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particles", file: !1, line: 69, size: 192, elements: !81)
!81 = !{!82, !84, !85, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !80, file: !1, line: 70, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !80, file: !1, line: 70, baseType: !83, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !80, file: !1, line: 71, baseType: !36, size: 32, offset: 128)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !80, file: !1, line: 71, baseType: !36, size: 32, offset: 160)
!87 = !DILocalVariable(name: "seed", scope: !88, file: !1, line: 155, type: !4)
!88 = distinct !DILexicalBlock(scope: !89, file: !1, line: 154, column: 18)
!89 = distinct !DILexicalBlock(scope: !54, file: !1, line: 154, column: 7)
!90 = !DILocalVariable(name: "k", scope: !91, file: !1, line: 157, type: !36)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 157, column: 5)
!92 = !DILocalVariable(name: "drift", scope: !93, file: !1, line: 159, type: !26)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 157, column: 40)
!94 = distinct !DILexicalBlock(scope: !91, file: !1, line: 157, column: 5)
!95 = !DILocalVariable(name: "rho", scope: !54, file: !1, line: 167, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!97 = !DILocalVariable(name: "ghost", scope: !54, file: !1, line: 168, type: !96)
!98 = !DILocalVariable(name: "field", scope: !54, file: !1, line: 169, type: !83)
!99 = !DILocalVariable(name: "cap_left", scope: !54, file: !1, line: 170, type: !36)
!100 = !DILocalVariable(name: "cap_right", scope: !54, file: !1, line: 170, type: !36)
!101 = !DILocalVariable(name: "cap_in", scope: !54, file: !1, line: 170, type: !36)
!102 = !DILocalVariable(name: "send_left", scope: !54, file: !1, line: 171, type: !83)
!103 = !DILocalVariable(name: "send_right", scope: !54, file: !1, line: 172, type: !83)
!104 = !DILocalVariable(name: "incoming", scope: !54, file: !1, line: 173, type: !83)
!105 = !DILocalVariable(name: "start", scope: !54, file: !1, line: 176, type: !26)
!106 = !DILocalVariable(name: "step", scope: !107, file: !1, line: 177, type: !36)
!107 = distinct !DILexicalBlock(scope: !54, file: !1, line: 177, column: 3)
!108 = !DILocalVariable(name: "crossed", scope: !109, file: !1, line: 178, type: !36)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 177, column: 45)
!110 = distinct !DILexicalBlock(scope: !107, file: !1, line: 177, column: 3)
!111 = !DILocalVariable(name: "k", scope: !112, file: !1, line: 182, type: !36)
!112 = distinct !DILexicalBlock(scope: !113, file: !1, line: 182, column: 7)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 179, column: 20)
!114 = distinct !DILexicalBlock(scope: !109, file: !1, line: 179, column: 9)
!115 = !DILocalVariable(name: "f", scope: !116, file: !1, line: 183, type: !26)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 182, column: 37)
!117 = distinct !DILexicalBlock(scope: !112, file: !1, line: 182, column: 7)
!118 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 184, type: !36)
!119 = !DILocalVariable(name: "w", scope: !116, file: !1, line: 185, type: !27)
!120 = !DILocalVariable(name: "guard_in", scope: !113, file: !1, line: 189, type: !27)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 196, type: !36)
!122 = distinct !DILexicalBlock(scope: !113, file: !1, line: 196, column: 7)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 204, type: !36)
!124 = distinct !DILexicalBlock(scope: !113, file: !1, line: 204, column: 7)
!125 = !DILocalVariable(name: "k", scope: !126, file: !1, line: 209, type: !36)
!126 = distinct !DILexicalBlock(scope: !113, file: !1, line: 209, column: 7)
!127 = !DILocalVariable(name: "f", scope: !128, file: !1, line: 210, type: !26)
!128 = distinct !DILexicalBlock(scope: !129, file: !1, line: 209, column: 37)
!129 = distinct !DILexicalBlock(scope: !126, file: !1, line: 209, column: 7)
!130 = !DILocalVariable(name: "i", scope: !128, file: !1, line: 211, type: !36)
!131 = !DILocalVariable(name: "e", scope: !128, file: !1, line: 212, type: !26)
!132 = !DILocalVariable(name: "v", scope: !128, file: !1, line: 213, type: !26)
!133 = !DILocalVariable(name: "n_left", scope: !113, file: !1, line: 225, type: !36)
!134 = !DILocalVariable(name: "n_right", scope: !113, file: !1, line: 225, type: !36)
!135 = !DILocalVariable(name: "kept", scope: !113, file: !1, line: 225, type: !36)
!136 = !DILocalVariable(name: "k", scope: !137, file: !1, line: 226, type: !36)
!137 = distinct !DILexicalBlock(scope: !113, file: !1, line: 226, column: 7)
!138 = !DILocalVariable(name: "x", scope: !139, file: !1, line: 227, type: !26)
!139 = distinct !DILexicalBlock(scope: !140, file: !1, line: 226, column: 37)
!140 = distinct !DILexicalBlock(scope: !137, file: !1, line: 226, column: 7)
!141 = !DILocalVariable(name: "v", scope: !139, file: !1, line: 227, type: !26)
!142 = !DILocalVariable(name: "dir", scope: !139, file: !1, line: 228, type: !36)
!143 = !DILocalVariable(name: "from_left", scope: !113, file: !1, line: 248, type: !36)
!144 = !DILocalVariable(name: "from_right", scope: !113, file: !1, line: 248, type: !36)
!145 = !DILocalVariable(name: "crossed_total", scope: !146, file: !1, line: 267, type: !36)
!146 = distinct !DILexicalBlock(scope: !147, file: !1, line: 266, column: 41)
!147 = distinct !DILexicalBlock(scope: !109, file: !1, line: 266, column: 9)
!148 = !DILocalVariable(name: "elapsed", scope: !54, file: !1, line: 275, type: !26)
!149 = !DILocalVariable(name: "local", scope: !54, file: !1, line: 278, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 3)
!153 = !DILocalVariable(name: "global", scope: !54, file: !1, line: 278, type: !150)
!154 = !DILocalVariable(name: "k", scope: !155, file: !1, line: 279, type: !36)
!155 = distinct !DILexicalBlock(scope: !54, file: !1, line: 279, column: 3)
!156 = !DILocalVariable(name: "total", scope: !54, file: !1, line: 285, type: !36)
!157 = !DILocation(line: 0, scope: !54)
!158 = !{!159, !159, i64 0}
!159 = !{!"int", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !{!163, !163, i64 0}
!163 = !{!"any pointer", !160, i64 0}
!164 = !DILocation(line: 132, column: 3, scope: !54)
!165 = !DILocation(line: 133, column: 3, scope: !54)
!166 = !DILocation(line: 134, column: 3, scope: !54)
!167 = !DILocation(line: 135, column: 3, scope: !54)
!168 = !DILocation(line: 137, column: 30, scope: !54)
!169 = !DILocation(line: 137, column: 36, scope: !54)
!170 = !DILocalVariable(name: "argc", arg: 1, scope: !171, file: !1, line: 41, type: !36)
!171 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 41, type: !172, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!36, !36, !57, !36, !36}
!174 = !{!170, !175, !176, !177, !178, !181}
!175 = !DILocalVariable(name: "argv", arg: 2, scope: !171, file: !1, line: 41, type: !57)
!176 = !DILocalVariable(name: "index", arg: 3, scope: !171, file: !1, line: 41, type: !36)
!177 = !DILocalVariable(name: "fallback", arg: 4, scope: !171, file: !1, line: 41, type: !36)
!178 = !DILocalVariable(name: "s", scope: !171, file: !1, line: 44, type: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!181 = !DILocalVariable(name: "value", scope: !171, file: !1, line: 45, type: !36)
!182 = !DILocation(line: 0, scope: !171, inlinedAt: !183)
!183 = distinct !DILocation(line: 137, column: 18, scope: !54)
!184 = !DILocation(line: 42, column: 13, scope: !185, inlinedAt: !183)
!185 = distinct !DILexicalBlock(scope: !171, file: !1, line: 42, column: 7)
!186 = !DILocation(line: 42, column: 7, scope: !171, inlinedAt: !183)
!187 = !DILocation(line: 44, column: 19, scope: !171, inlinedAt: !183)
!188 = !DILocation(line: 46, column: 7, scope: !189, inlinedAt: !183)
!189 = distinct !DILexicalBlock(scope: !171, file: !1, line: 46, column: 7)
!190 = !{!160, !160, i64 0}
!191 = !DILocation(line: 46, column: 10, scope: !189, inlinedAt: !183)
!192 = !DILocation(line: 46, column: 7, scope: !171, inlinedAt: !183)
!193 = !DILocation(line: 49, column: 18, scope: !194, inlinedAt: !183)
!194 = distinct !DILexicalBlock(scope: !195, file: !1, line: 49, column: 9)
!195 = distinct !DILexicalBlock(scope: !196, file: !1, line: 48, column: 19)
!196 = distinct !DILexicalBlock(scope: !197, file: !1, line: 48, column: 3)
!197 = distinct !DILexicalBlock(scope: !171, file: !1, line: 48, column: 3)
!198 = !DILocation(line: 49, column: 9, scope: !194, inlinedAt: !183)
!199 = !DILocation(line: 51, column: 19, scope: !195, inlinedAt: !183)
!200 = !DILocation(line: 51, column: 30, scope: !195, inlinedAt: !183)
!201 = !DILocation(line: 51, column: 24, scope: !195, inlinedAt: !183)
!202 = !DILocation(line: 48, column: 15, scope: !196, inlinedAt: !183)
!203 = !DILocation(line: 48, column: 10, scope: !196, inlinedAt: !183)
!204 = !DILocation(line: 48, column: 3, scope: !197, inlinedAt: !183)
!205 = distinct !{!205, !204, !206, !207, !208}
!206 = !DILocation(line: 52, column: 3, scope: !197, inlinedAt: !183)
!207 = !{!"llvm.loop.mustprogress"}
!208 = !{!"llvm.loop.unroll.disable"}
!209 = !DILocation(line: 0, scope: !171, inlinedAt: !210)
!210 = distinct !DILocation(line: 138, column: 15, scope: !54)
!211 = !DILocation(line: 42, column: 13, scope: !185, inlinedAt: !210)
!212 = !DILocation(line: 42, column: 7, scope: !171, inlinedAt: !210)
!213 = !DILocation(line: 44, column: 19, scope: !171, inlinedAt: !210)
!214 = !DILocation(line: 46, column: 7, scope: !189, inlinedAt: !210)
!215 = !DILocation(line: 46, column: 10, scope: !189, inlinedAt: !210)
!216 = !DILocation(line: 46, column: 7, scope: !171, inlinedAt: !210)
!217 = !DILocation(line: 49, column: 18, scope: !194, inlinedAt: !210)
!218 = !DILocation(line: 49, column: 9, scope: !194, inlinedAt: !210)
!219 = !DILocation(line: 51, column: 19, scope: !195, inlinedAt: !210)
!220 = !DILocation(line: 51, column: 30, scope: !195, inlinedAt: !210)
!221 = !DILocation(line: 51, column: 24, scope: !195, inlinedAt: !210)
!222 = !DILocation(line: 48, column: 15, scope: !196, inlinedAt: !210)
!223 = !DILocation(line: 48, column: 10, scope: !196, inlinedAt: !210)
!224 = !DILocation(line: 48, column: 3, scope: !197, inlinedAt: !210)
!225 = distinct !{!225, !224, !226, !207, !208}
!226 = !DILocation(line: 52, column: 3, scope: !197, inlinedAt: !210)
!227 = !DILocation(line: 140, column: 16, scope: !54)
!228 = !DILocation(line: 140, column: 21, scope: !54)
!229 = !DILocation(line: 142, column: 7, scope: !230)
!230 = distinct !DILexicalBlock(scope: !54, file: !1, line: 142, column: 7)
!231 = !DILocation(line: 142, column: 12, scope: !230)
!232 = !DILocation(line: 147, column: 56, scope: !54)
!233 = !DILocation(line: 57, column: 35, scope: !234, inlinedAt: !246)
!234 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 56, type: !235, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !238)
!235 = !DISubroutineType(types: !236)
!236 = !{null, !36, !36, !36, !237, !237}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!238 = !{!239, !240, !241, !242, !243, !244, !245}
!239 = !DILocalVariable(name: "n", arg: 1, scope: !234, file: !1, line: 56, type: !36)
!240 = !DILocalVariable(name: "parts", arg: 2, scope: !234, file: !1, line: 56, type: !36)
!241 = !DILocalVariable(name: "part", arg: 3, scope: !234, file: !1, line: 56, type: !36)
!242 = !DILocalVariable(name: "first", arg: 4, scope: !234, file: !1, line: 56, type: !237)
!243 = !DILocalVariable(name: "count", arg: 5, scope: !234, file: !1, line: 56, type: !237)
!244 = !DILocalVariable(name: "base", scope: !234, file: !1, line: 57, type: !36)
!245 = !DILocalVariable(name: "extra", scope: !234, file: !1, line: 57, type: !36)
!246 = distinct !DILocation(line: 143, column: 5, scope: !230)
!247 = !DILocation(line: 142, column: 7, scope: !54)
!248 = !DILocation(line: 0, scope: !234, inlinedAt: !246)
!249 = !DILocation(line: 57, column: 16, scope: !234, inlinedAt: !246)
!250 = !DILocation(line: 58, column: 25, scope: !234, inlinedAt: !246)
!251 = !DILocation(line: 58, column: 20, scope: !234, inlinedAt: !246)
!252 = !DILocation(line: 58, column: 17, scope: !234, inlinedAt: !246)
!253 = !DILocation(line: 59, column: 17, scope: !234, inlinedAt: !246)
!254 = !DILocation(line: 59, column: 27, scope: !234, inlinedAt: !246)
!255 = !DILocation(line: 59, column: 24, scope: !234, inlinedAt: !246)
!256 = !DILocation(line: 143, column: 5, scope: !230)
!257 = !DILocation(line: 144, column: 20, scope: !54)
!258 = !DILocation(line: 144, column: 29, scope: !54)
!259 = !DILocation(line: 144, column: 34, scope: !54)
!260 = !DILocation(line: 144, column: 58, scope: !54)
!261 = !DILocation(line: 144, column: 63, scope: !54)
!262 = !DILocation(line: 147, column: 41, scope: !54)
!263 = !DILocation(line: 147, column: 39, scope: !54)
!264 = !DILocation(line: 148, column: 12, scope: !265)
!265 = distinct !DILexicalBlock(scope: !54, file: !1, line: 148, column: 7)
!266 = !DILocation(line: 148, column: 7, scope: !54)
!267 = !DILocation(line: 151, column: 26, scope: !54)
!268 = !DILocation(line: 151, column: 45, scope: !54)
!269 = !DILocation(line: 151, column: 43, scope: !54)
!270 = !DILocation(line: 151, column: 52, scope: !54)
!271 = !DILocation(line: 153, column: 3, scope: !54)
!272 = !DILocation(line: 153, column: 20, scope: !54)
!273 = !DILocation(line: 154, column: 13, scope: !89)
!274 = !DILocation(line: 154, column: 7, scope: !54)
!275 = !DILocation(line: 155, column: 36, scope: !88)
!276 = !DILocation(line: 155, column: 28, scope: !88)
!277 = !DILocation(line: 0, scope: !88)
!278 = !DILocalVariable(name: "p", arg: 1, scope: !279, file: !1, line: 74, type: !282)
!279 = distinct !DISubprogram(name: "particles_reserve", scope: !1, file: !1, line: 74, type: !280, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !283)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !282, !36}
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!283 = !{!278, !284, !285}
!284 = !DILocalVariable(name: "need", arg: 2, scope: !279, file: !1, line: 74, type: !36)
!285 = !DILocalVariable(name: "cap", scope: !279, file: !1, line: 77, type: !36)
!286 = !DILocation(line: 0, scope: !279, inlinedAt: !287)
!287 = distinct !DILocation(line: 156, column: 5, scope: !88)
!288 = !DILocation(line: 75, column: 18, scope: !289, inlinedAt: !287)
!289 = distinct !DILexicalBlock(scope: !279, file: !1, line: 75, column: 7)
!290 = !{!291, !159, i64 20}
!291 = !{!"particles", !163, i64 0, !163, i64 8, !159, i64 16, !159, i64 20}
!292 = !DILocation(line: 75, column: 12, scope: !289, inlinedAt: !287)
!293 = !DILocation(line: 75, column: 7, scope: !279, inlinedAt: !287)
!294 = !DILocation(line: 77, column: 20, scope: !279, inlinedAt: !287)
!295 = !DILocation(line: 77, column: 13, scope: !279, inlinedAt: !287)
!296 = !DILocation(line: 78, column: 3, scope: !279, inlinedAt: !287)
!297 = !DILocation(line: 78, column: 14, scope: !279, inlinedAt: !287)
!298 = !DILocation(line: 79, column: 9, scope: !279, inlinedAt: !287)
!299 = distinct !{!299, !296, !300, !207, !208}
!300 = !DILocation(line: 79, column: 12, scope: !279, inlinedAt: !287)
!301 = !DILocation(line: 80, column: 21, scope: !279, inlinedAt: !287)
!302 = !{!291, !163, i64 0}
!303 = !DILocation(line: 80, column: 41, scope: !279, inlinedAt: !287)
!304 = !DILocation(line: 80, column: 39, scope: !279, inlinedAt: !287)
!305 = !DILocation(line: 80, column: 10, scope: !279, inlinedAt: !287)
!306 = !DILocation(line: 80, column: 8, scope: !279, inlinedAt: !287)
!307 = !DILocation(line: 81, column: 21, scope: !279, inlinedAt: !287)
!308 = !{!291, !163, i64 8}
!309 = !DILocation(line: 81, column: 10, scope: !279, inlinedAt: !287)
!310 = !DILocation(line: 81, column: 8, scope: !279, inlinedAt: !287)
!311 = !DILocation(line: 82, column: 10, scope: !279, inlinedAt: !287)
!312 = !DILocation(line: 0, scope: !91)
!313 = !DILocation(line: 157, column: 23, scope: !94)
!314 = !DILocation(line: 157, column: 5, scope: !91)
!315 = !DILocation(line: 162, column: 7, scope: !88)
!316 = !DILocation(line: 162, column: 9, scope: !88)
!317 = !{!291, !159, i64 16}
!318 = !DILocation(line: 163, column: 3, scope: !88)
!319 = !DILocalVariable(name: "state", arg: 1, scope: !320, file: !1, line: 64, type: !323)
!320 = distinct !DISubprogram(name: "lcg_next", scope: !1, file: !1, line: 64, type: !321, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !324)
!321 = !DISubroutineType(types: !322)
!322 = !{!26, !323}
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!324 = !{!319}
!325 = !DILocation(line: 0, scope: !320, inlinedAt: !326)
!326 = distinct !DILocation(line: 158, column: 29, scope: !93)
!327 = !DILocation(line: 65, column: 19, scope: !320, inlinedAt: !326)
!328 = !DILocation(line: 65, column: 30, scope: !320, inlinedAt: !326)
!329 = !DILocation(line: 66, column: 26, scope: !320, inlinedAt: !326)
!330 = !DILocation(line: 66, column: 10, scope: !320, inlinedAt: !326)
!331 = !DILocation(line: 66, column: 32, scope: !320, inlinedAt: !326)
!332 = !DILocation(line: 158, column: 19, scope: !93)
!333 = !DILocation(line: 158, column: 7, scope: !93)
!334 = !DILocation(line: 158, column: 14, scope: !93)
!335 = !{!336, !336, i64 0}
!336 = !{!"double", !160, i64 0}
!337 = !DILocation(line: 159, column: 29, scope: !93)
!338 = !DILocation(line: 159, column: 23, scope: !93)
!339 = !DILocation(line: 159, column: 48, scope: !93)
!340 = !DILocation(line: 0, scope: !93)
!341 = !DILocation(line: 0, scope: !320, inlinedAt: !342)
!342 = distinct !DILocation(line: 160, column: 38, scope: !93)
!343 = !DILocation(line: 65, column: 19, scope: !320, inlinedAt: !342)
!344 = !DILocation(line: 65, column: 30, scope: !320, inlinedAt: !342)
!345 = !DILocation(line: 66, column: 26, scope: !320, inlinedAt: !342)
!346 = !DILocation(line: 66, column: 10, scope: !320, inlinedAt: !342)
!347 = !DILocation(line: 66, column: 32, scope: !320, inlinedAt: !342)
!348 = !DILocation(line: 160, column: 54, scope: !93)
!349 = !DILocation(line: 160, column: 22, scope: !93)
!350 = !DILocation(line: 160, column: 7, scope: !93)
!351 = !DILocation(line: 160, column: 14, scope: !93)
!352 = !DILocation(line: 157, column: 36, scope: !94)
!353 = distinct !{!353, !314, !354, !207, !208}
!354 = !DILocation(line: 161, column: 5, scope: !91)
!355 = !DILocation(line: 167, column: 54, scope: !54)
!356 = !DILocation(line: 167, column: 47, scope: !54)
!357 = !DILocation(line: 167, column: 45, scope: !54)
!358 = !DILocation(line: 167, column: 20, scope: !54)
!359 = !DILocation(line: 168, column: 56, scope: !54)
!360 = !DILocation(line: 168, column: 49, scope: !54)
!361 = !DILocation(line: 168, column: 47, scope: !54)
!362 = !DILocation(line: 168, column: 22, scope: !54)
!363 = !DILocation(line: 169, column: 19, scope: !54)
!364 = !DILocation(line: 171, column: 23, scope: !54)
!365 = !DILocation(line: 172, column: 24, scope: !54)
!366 = !DILocation(line: 173, column: 22, scope: !54)
!367 = !DILocation(line: 175, column: 3, scope: !54)
!368 = !DILocation(line: 176, column: 18, scope: !54)
!369 = !DILocation(line: 0, scope: !107)
!370 = !DILocation(line: 177, column: 27, scope: !110)
!371 = !DILocation(line: 177, column: 3, scope: !107)
!372 = !DILocation(line: 172, column: 11, scope: !54)
!373 = !DILocation(line: 171, column: 11, scope: !54)
!374 = !DILocation(line: 275, column: 20, scope: !54)
!375 = !DILocation(line: 275, column: 32, scope: !54)
!376 = !DILocation(line: 278, column: 3, scope: !54)
!377 = !DILocation(line: 278, column: 13, scope: !54)
!378 = !DILocation(line: 278, column: 35, scope: !54)
!379 = !DILocation(line: 0, scope: !155)
!380 = !DILocation(line: 279, column: 21, scope: !381)
!381 = distinct !DILexicalBlock(scope: !155, file: !1, line: 279, column: 3)
!382 = !DILocation(line: 279, column: 3, scope: !155)
!383 = !{!384, !384, i64 0}
!384 = !{!"long long", !160, i64 0}
!385 = !DILocation(line: 178, column: 5, scope: !109)
!386 = !DILocation(line: 0, scope: !109)
!387 = !DILocation(line: 178, column: 9, scope: !109)
!388 = !DILocation(line: 179, column: 9, scope: !109)
!389 = !DILocation(line: 181, column: 7, scope: !113)
!390 = !DILocation(line: 0, scope: !112)
!391 = !DILocation(line: 182, column: 25, scope: !117)
!392 = !DILocation(line: 182, column: 7, scope: !112)
!393 = !DILocation(line: 189, column: 7, scope: !113)
!394 = !DILocation(line: 0, scope: !113)
!395 = !DILocation(line: 189, column: 17, scope: !113)
!396 = !DILocation(line: 190, column: 7, scope: !113)
!397 = !DILocation(line: 193, column: 17, scope: !113)
!398 = !DILocation(line: 193, column: 14, scope: !113)
!399 = !DILocation(line: 0, scope: !122)
!400 = !DILocation(line: 196, column: 7, scope: !122)
!401 = !DILocation(line: 197, column: 22, scope: !402)
!402 = distinct !DILexicalBlock(scope: !122, file: !1, line: 196, column: 7)
!403 = !DILocation(line: 198, column: 7, scope: !113)
!404 = !DILocation(line: 184, column: 25, scope: !116)
!405 = !DILocalVariable(name: "x", arg: 1, scope: !406, file: !1, line: 98, type: !26)
!406 = distinct !DISubprogram(name: "cell_of", scope: !1, file: !1, line: 98, type: !407, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!36, !26, !36, !36, !83}
!409 = !{!405, !410, !411, !412, !413, !414}
!410 = !DILocalVariable(name: "x0", arg: 2, scope: !406, file: !1, line: 98, type: !36)
!411 = !DILocalVariable(name: "cells", arg: 3, scope: !406, file: !1, line: 98, type: !36)
!412 = !DILocalVariable(name: "fraction", arg: 4, scope: !406, file: !1, line: 98, type: !83)
!413 = !DILocalVariable(name: "s", scope: !406, file: !1, line: 99, type: !26)
!414 = !DILocalVariable(name: "i", scope: !406, file: !1, line: 100, type: !36)
!415 = !DILocation(line: 0, scope: !406, inlinedAt: !416)
!416 = distinct !DILocation(line: 184, column: 17, scope: !116)
!417 = !DILocation(line: 99, column: 16, scope: !406, inlinedAt: !416)
!418 = !DILocation(line: 100, column: 11, scope: !406, inlinedAt: !416)
!419 = !DILocation(line: 101, column: 9, scope: !420, inlinedAt: !416)
!420 = distinct !DILexicalBlock(scope: !406, file: !1, line: 101, column: 7)
!421 = !DILocation(line: 101, column: 7, scope: !406, inlinedAt: !416)
!422 = !DILocation(line: 103, column: 7, scope: !406, inlinedAt: !416)
!423 = !DILocation(line: 105, column: 19, scope: !406, inlinedAt: !416)
!424 = !DILocation(line: 105, column: 17, scope: !406, inlinedAt: !416)
!425 = !DILocation(line: 0, scope: !116)
!426 = !DILocation(line: 185, column: 37, scope: !116)
!427 = !DILocation(line: 185, column: 23, scope: !116)
!428 = !DILocation(line: 186, column: 9, scope: !116)
!429 = !DILocation(line: 186, column: 16, scope: !116)
!430 = !DILocation(line: 186, column: 26, scope: !116)
!431 = !DILocation(line: 187, column: 15, scope: !116)
!432 = !DILocation(line: 187, column: 9, scope: !116)
!433 = !DILocation(line: 187, column: 20, scope: !116)
!434 = !DILocation(line: 182, column: 33, scope: !117)
!435 = distinct !{!435, !392, !436, !207, !208}
!436 = !DILocation(line: 188, column: 7, scope: !112)
!437 = !DILocation(line: 201, column: 7, scope: !113)
!438 = !DILocation(line: 0, scope: !124)
!439 = !DILocation(line: 204, column: 7, scope: !124)
!440 = !DILocation(line: 0, scope: !126)
!441 = !DILocation(line: 209, column: 25, scope: !129)
!442 = !DILocation(line: 209, column: 7, scope: !126)
!443 = !DILocation(line: 205, column: 40, scope: !444)
!444 = distinct !DILexicalBlock(scope: !124, file: !1, line: 204, column: 7)
!445 = !DILocation(line: 205, column: 59, scope: !444)
!446 = !DILocation(line: 205, column: 51, scope: !444)
!447 = !DILocation(line: 205, column: 49, scope: !444)
!448 = !DILocation(line: 205, column: 31, scope: !444)
!449 = !DILocation(line: 205, column: 29, scope: !444)
!450 = !DILocation(line: 205, column: 65, scope: !444)
!451 = !DILocation(line: 205, column: 9, scope: !444)
!452 = !DILocation(line: 205, column: 18, scope: !444)
!453 = !DILocation(line: 204, column: 36, scope: !444)
!454 = !DILocation(line: 204, column: 25, scope: !444)
!455 = distinct !{!455, !439, !456, !207, !208}
!456 = !DILocation(line: 206, column: 45, scope: !124)
!457 = !DILocation(line: 225, column: 7, scope: !113)
!458 = !DILocation(line: 225, column: 11, scope: !113)
!459 = !DILocation(line: 225, column: 23, scope: !113)
!460 = !DILocation(line: 0, scope: !137)
!461 = !DILocation(line: 226, column: 29, scope: !140)
!462 = !DILocation(line: 226, column: 25, scope: !140)
!463 = !DILocation(line: 226, column: 7, scope: !137)
!464 = !DILocation(line: 211, column: 25, scope: !128)
!465 = !DILocation(line: 0, scope: !406, inlinedAt: !466)
!466 = distinct !DILocation(line: 211, column: 17, scope: !128)
!467 = !DILocation(line: 99, column: 16, scope: !406, inlinedAt: !466)
!468 = !DILocation(line: 100, column: 11, scope: !406, inlinedAt: !466)
!469 = !DILocation(line: 101, column: 9, scope: !420, inlinedAt: !466)
!470 = !DILocation(line: 101, column: 7, scope: !406, inlinedAt: !466)
!471 = !DILocation(line: 103, column: 7, scope: !406, inlinedAt: !466)
!472 = !DILocation(line: 105, column: 19, scope: !406, inlinedAt: !466)
!473 = !DILocation(line: 105, column: 17, scope: !406, inlinedAt: !466)
!474 = !DILocation(line: 0, scope: !128)
!475 = !DILocation(line: 212, column: 25, scope: !128)
!476 = !DILocation(line: 212, column: 32, scope: !128)
!477 = !DILocation(line: 212, column: 55, scope: !128)
!478 = !DILocation(line: 212, column: 47, scope: !128)
!479 = !DILocation(line: 212, column: 45, scope: !128)
!480 = !DILocation(line: 212, column: 41, scope: !128)
!481 = !DILocation(line: 213, column: 20, scope: !128)
!482 = !DILocation(line: 213, column: 27, scope: !128)
!483 = !DILocation(line: 214, column: 15, scope: !484)
!484 = distinct !DILexicalBlock(scope: !128, file: !1, line: 214, column: 13)
!485 = !DILocation(line: 214, column: 13, scope: !128)
!486 = !DILocation(line: 216, column: 15, scope: !487)
!487 = distinct !DILexicalBlock(scope: !128, file: !1, line: 216, column: 13)
!488 = !DILocation(line: 216, column: 13, scope: !128)
!489 = !DILocation(line: 218, column: 16, scope: !128)
!490 = !DILocation(line: 219, column: 16, scope: !128)
!491 = !DILocation(line: 209, column: 33, scope: !129)
!492 = distinct !{!492, !442, !493, !207, !208}
!493 = !DILocation(line: 220, column: 7, scope: !126)
!494 = !DILocation(line: 170, column: 7, scope: !54)
!495 = !DILocation(line: 170, column: 22, scope: !54)
!496 = !DILocation(line: 245, column: 11, scope: !113)
!497 = !DILocation(line: 246, column: 17, scope: !113)
!498 = !DILocation(line: 246, column: 26, scope: !113)
!499 = !DILocation(line: 246, column: 24, scope: !113)
!500 = !DILocation(line: 246, column: 15, scope: !113)
!501 = !DILocation(line: 248, column: 7, scope: !113)
!502 = !DILocation(line: 248, column: 11, scope: !113)
!503 = !DILocation(line: 248, column: 26, scope: !113)
!504 = !DILocation(line: 249, column: 7, scope: !113)
!505 = !DILocation(line: 252, column: 7, scope: !113)
!506 = !DILocation(line: 255, column: 44, scope: !113)
!507 = !DILocalVariable(name: "buffer", arg: 1, scope: !508, file: !1, line: 123, type: !83)
!508 = distinct !DISubprogram(name: "ensure", scope: !1, file: !1, line: 123, type: !509, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !511)
!509 = !DISubroutineType(types: !510)
!510 = !{!83, !83, !237, !36}
!511 = !{!507, !512, !513}
!512 = !DILocalVariable(name: "cap", arg: 2, scope: !508, file: !1, line: 123, type: !237)
!513 = !DILocalVariable(name: "count", arg: 3, scope: !508, file: !1, line: 123, type: !36)
!514 = !DILocation(line: 0, scope: !508, inlinedAt: !515)
!515 = distinct !DILocation(line: 255, column: 18, scope: !113)
!516 = !DILocation(line: 124, column: 13, scope: !517, inlinedAt: !515)
!517 = distinct !DILexicalBlock(scope: !508, file: !1, line: 124, column: 7)
!518 = !DILocation(line: 124, column: 7, scope: !508, inlinedAt: !515)
!519 = !DILocation(line: 127, column: 10, scope: !508, inlinedAt: !515)
!520 = !DILocation(line: 126, column: 15, scope: !508, inlinedAt: !515)
!521 = !DILocation(line: 126, column: 3, scope: !508, inlinedAt: !515)
!522 = distinct !{!522, !521, !523, !207, !208}
!523 = !DILocation(line: 127, column: 13, scope: !508, inlinedAt: !515)
!524 = !DILocation(line: 128, column: 18, scope: !508, inlinedAt: !515)
!525 = !DILocation(line: 128, column: 47, scope: !508, inlinedAt: !515)
!526 = !DILocation(line: 128, column: 45, scope: !508, inlinedAt: !515)
!527 = !DILocation(line: 128, column: 10, scope: !508, inlinedAt: !515)
!528 = !DILocation(line: 128, column: 3, scope: !508, inlinedAt: !515)
!529 = !DILocation(line: 256, column: 20, scope: !113)
!530 = !DILocation(line: 256, column: 36, scope: !113)
!531 = !DILocation(line: 256, column: 34, scope: !113)
!532 = !DILocation(line: 257, column: 20, scope: !113)
!533 = !DILocation(line: 257, column: 34, scope: !113)
!534 = !DILocation(line: 257, column: 32, scope: !113)
!535 = !DILocation(line: 256, column: 7, scope: !113)
!536 = !DILocation(line: 259, column: 38, scope: !113)
!537 = !DILocalVariable(name: "p", arg: 1, scope: !538, file: !1, line: 86, type: !282)
!538 = distinct !DISubprogram(name: "particles_append", scope: !1, file: !1, line: 86, type: !539, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !542)
!539 = !DISubroutineType(types: !540)
!540 = !{null, !282, !541, !36}
!541 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!542 = !{!537, !543, !544, !545}
!543 = !DILocalVariable(name: "packed", arg: 2, scope: !538, file: !1, line: 86, type: !541)
!544 = !DILocalVariable(name: "count", arg: 3, scope: !538, file: !1, line: 87, type: !36)
!545 = !DILocalVariable(name: "k", scope: !546, file: !1, line: 89, type: !36)
!546 = distinct !DILexicalBlock(scope: !538, file: !1, line: 89, column: 3)
!547 = !DILocation(line: 0, scope: !538, inlinedAt: !548)
!548 = distinct !DILocation(line: 259, column: 7, scope: !113)
!549 = !DILocation(line: 88, column: 27, scope: !538, inlinedAt: !548)
!550 = !DILocation(line: 88, column: 29, scope: !538, inlinedAt: !548)
!551 = !DILocation(line: 0, scope: !279, inlinedAt: !552)
!552 = distinct !DILocation(line: 88, column: 3, scope: !538, inlinedAt: !548)
!553 = !DILocation(line: 75, column: 18, scope: !289, inlinedAt: !552)
!554 = !DILocation(line: 75, column: 12, scope: !289, inlinedAt: !552)
!555 = !DILocation(line: 75, column: 7, scope: !279, inlinedAt: !552)
!556 = !DILocation(line: 77, column: 20, scope: !279, inlinedAt: !552)
!557 = !DILocation(line: 77, column: 13, scope: !279, inlinedAt: !552)
!558 = !DILocation(line: 78, column: 3, scope: !279, inlinedAt: !552)
!559 = !DILocation(line: 78, column: 14, scope: !279, inlinedAt: !552)
!560 = !DILocation(line: 79, column: 9, scope: !279, inlinedAt: !552)
!561 = distinct !{!561, !558, !562, !207, !208}
!562 = !DILocation(line: 79, column: 12, scope: !279, inlinedAt: !552)
!563 = !DILocation(line: 80, column: 21, scope: !279, inlinedAt: !552)
!564 = !DILocation(line: 80, column: 41, scope: !279, inlinedAt: !552)
!565 = !DILocation(line: 80, column: 39, scope: !279, inlinedAt: !552)
!566 = !DILocation(line: 80, column: 10, scope: !279, inlinedAt: !552)
!567 = !DILocation(line: 80, column: 8, scope: !279, inlinedAt: !552)
!568 = !DILocation(line: 81, column: 21, scope: !279, inlinedAt: !552)
!569 = !DILocation(line: 81, column: 10, scope: !279, inlinedAt: !552)
!570 = !DILocation(line: 81, column: 8, scope: !279, inlinedAt: !552)
!571 = !DILocation(line: 82, column: 10, scope: !279, inlinedAt: !552)
!572 = !DILocation(line: 0, scope: !546, inlinedAt: !548)
!573 = !DILocation(line: 89, column: 21, scope: !574, inlinedAt: !548)
!574 = distinct !DILexicalBlock(scope: !546, file: !1, line: 89, column: 3)
!575 = !DILocation(line: 89, column: 3, scope: !546, inlinedAt: !548)
!576 = !DILocation(line: 90, column: 31, scope: !577, inlinedAt: !548)
!577 = distinct !DILexicalBlock(scope: !574, file: !1, line: 89, column: 35)
!578 = !DILocation(line: 90, column: 22, scope: !577, inlinedAt: !548)
!579 = !DILocation(line: 90, column: 15, scope: !577, inlinedAt: !548)
!580 = !DILocation(line: 90, column: 5, scope: !577, inlinedAt: !548)
!581 = !DILocation(line: 90, column: 20, scope: !577, inlinedAt: !548)
!582 = !DILocation(line: 91, column: 35, scope: !577, inlinedAt: !548)
!583 = !DILocation(line: 91, column: 22, scope: !577, inlinedAt: !548)
!584 = !DILocation(line: 91, column: 5, scope: !577, inlinedAt: !548)
!585 = !DILocation(line: 91, column: 20, scope: !577, inlinedAt: !548)
!586 = !DILocation(line: 89, column: 31, scope: !574, inlinedAt: !548)
!587 = distinct !{!587, !575, !588, !207, !208}
!588 = !DILocation(line: 92, column: 3, scope: !546, inlinedAt: !548)
!589 = !DILocation(line: 93, column: 8, scope: !538, inlinedAt: !548)
!590 = !DILocation(line: 260, column: 44, scope: !113)
!591 = !DILocation(line: 0, scope: !508, inlinedAt: !592)
!592 = distinct !DILocation(line: 260, column: 18, scope: !113)
!593 = !DILocation(line: 124, column: 13, scope: !517, inlinedAt: !592)
!594 = !DILocation(line: 124, column: 7, scope: !508, inlinedAt: !592)
!595 = !DILocation(line: 127, column: 10, scope: !508, inlinedAt: !592)
!596 = !DILocation(line: 126, column: 15, scope: !508, inlinedAt: !592)
!597 = !DILocation(line: 126, column: 3, scope: !508, inlinedAt: !592)
!598 = distinct !{!598, !597, !599, !207, !208}
!599 = !DILocation(line: 127, column: 13, scope: !508, inlinedAt: !592)
!600 = !DILocation(line: 128, column: 47, scope: !508, inlinedAt: !592)
!601 = !DILocation(line: 128, column: 45, scope: !508, inlinedAt: !592)
!602 = !DILocation(line: 128, column: 10, scope: !508, inlinedAt: !592)
!603 = !DILocation(line: 128, column: 3, scope: !508, inlinedAt: !592)
!604 = !DILocation(line: 261, column: 20, scope: !113)
!605 = !DILocation(line: 261, column: 35, scope: !113)
!606 = !DILocation(line: 261, column: 33, scope: !113)
!607 = !DILocation(line: 262, column: 20, scope: !113)
!608 = !DILocation(line: 262, column: 34, scope: !113)
!609 = !DILocation(line: 262, column: 32, scope: !113)
!610 = !DILocation(line: 261, column: 7, scope: !113)
!611 = !DILocation(line: 264, column: 38, scope: !113)
!612 = !DILocation(line: 0, scope: !538, inlinedAt: !613)
!613 = distinct !DILocation(line: 264, column: 7, scope: !113)
!614 = !DILocation(line: 88, column: 27, scope: !538, inlinedAt: !613)
!615 = !DILocation(line: 88, column: 29, scope: !538, inlinedAt: !613)
!616 = !DILocation(line: 0, scope: !279, inlinedAt: !617)
!617 = distinct !DILocation(line: 88, column: 3, scope: !538, inlinedAt: !613)
!618 = !DILocation(line: 75, column: 18, scope: !289, inlinedAt: !617)
!619 = !DILocation(line: 75, column: 12, scope: !289, inlinedAt: !617)
!620 = !DILocation(line: 75, column: 7, scope: !279, inlinedAt: !617)
!621 = !DILocation(line: 77, column: 20, scope: !279, inlinedAt: !617)
!622 = !DILocation(line: 77, column: 13, scope: !279, inlinedAt: !617)
!623 = !DILocation(line: 78, column: 3, scope: !279, inlinedAt: !617)
!624 = !DILocation(line: 78, column: 14, scope: !279, inlinedAt: !617)
!625 = !DILocation(line: 79, column: 9, scope: !279, inlinedAt: !617)
!626 = distinct !{!626, !623, !627, !207, !208}
!627 = !DILocation(line: 79, column: 12, scope: !279, inlinedAt: !617)
!628 = !DILocation(line: 80, column: 21, scope: !279, inlinedAt: !617)
!629 = !DILocation(line: 80, column: 41, scope: !279, inlinedAt: !617)
!630 = !DILocation(line: 80, column: 39, scope: !279, inlinedAt: !617)
!631 = !DILocation(line: 80, column: 10, scope: !279, inlinedAt: !617)
!632 = !DILocation(line: 80, column: 8, scope: !279, inlinedAt: !617)
!633 = !DILocation(line: 81, column: 21, scope: !279, inlinedAt: !617)
!634 = !DILocation(line: 81, column: 10, scope: !279, inlinedAt: !617)
!635 = !DILocation(line: 81, column: 8, scope: !279, inlinedAt: !617)
!636 = !DILocation(line: 82, column: 10, scope: !279, inlinedAt: !617)
!637 = !DILocation(line: 0, scope: !546, inlinedAt: !613)
!638 = !DILocation(line: 89, column: 21, scope: !574, inlinedAt: !613)
!639 = !DILocation(line: 89, column: 3, scope: !546, inlinedAt: !613)
!640 = !DILocation(line: 90, column: 31, scope: !577, inlinedAt: !613)
!641 = !DILocation(line: 90, column: 22, scope: !577, inlinedAt: !613)
!642 = !DILocation(line: 90, column: 15, scope: !577, inlinedAt: !613)
!643 = !DILocation(line: 90, column: 5, scope: !577, inlinedAt: !613)
!644 = !DILocation(line: 90, column: 20, scope: !577, inlinedAt: !613)
!645 = !DILocation(line: 91, column: 35, scope: !577, inlinedAt: !613)
!646 = !DILocation(line: 91, column: 22, scope: !577, inlinedAt: !613)
!647 = !DILocation(line: 91, column: 5, scope: !577, inlinedAt: !613)
!648 = !DILocation(line: 91, column: 20, scope: !577, inlinedAt: !613)
!649 = !DILocation(line: 89, column: 31, scope: !574, inlinedAt: !613)
!650 = distinct !{!650, !639, !651, !207, !208}
!651 = !DILocation(line: 92, column: 3, scope: !546, inlinedAt: !613)
!652 = !DILocation(line: 93, column: 8, scope: !538, inlinedAt: !613)
!653 = !DILocation(line: 265, column: 5, scope: !114)
!654 = !DILocation(line: 265, column: 5, scope: !113)
!655 = !DILocation(line: 227, column: 22, scope: !139)
!656 = !DILocation(line: 227, column: 20, scope: !139)
!657 = !DILocation(line: 0, scope: !139)
!658 = !DILocation(line: 227, column: 34, scope: !139)
!659 = !DILocation(line: 227, column: 32, scope: !139)
!660 = !DILocation(line: 228, column: 22, scope: !139)
!661 = !DILocation(line: 228, column: 42, scope: !139)
!662 = !DILocation(line: 228, column: 37, scope: !139)
!663 = !DILocation(line: 229, column: 17, scope: !664)
!664 = distinct !DILexicalBlock(scope: !139, file: !1, line: 229, column: 13)
!665 = !DILocation(line: 229, column: 13, scope: !139)
!666 = !DILocation(line: 230, column: 11, scope: !667)
!667 = distinct !DILexicalBlock(scope: !664, file: !1, line: 229, column: 23)
!668 = !DILocation(line: 230, column: 21, scope: !667)
!669 = !DILocation(line: 231, column: 11, scope: !667)
!670 = !DILocation(line: 231, column: 21, scope: !667)
!671 = !DILocation(line: 232, column: 15, scope: !667)
!672 = !DILocation(line: 233, column: 9, scope: !667)
!673 = !DILocation(line: 233, column: 24, scope: !674)
!674 = distinct !DILexicalBlock(scope: !664, file: !1, line: 233, column: 20)
!675 = !DILocation(line: 233, column: 20, scope: !664)
!676 = !DILocation(line: 234, column: 55, scope: !677)
!677 = distinct !DILexicalBlock(scope: !674, file: !1, line: 233, column: 29)
!678 = !DILocation(line: 0, scope: !508, inlinedAt: !679)
!679 = distinct !DILocation(line: 234, column: 24, scope: !677)
!680 = !DILocation(line: 124, column: 13, scope: !517, inlinedAt: !679)
!681 = !DILocation(line: 124, column: 7, scope: !508, inlinedAt: !679)
!682 = !DILocation(line: 127, column: 10, scope: !508, inlinedAt: !679)
!683 = !DILocation(line: 126, column: 15, scope: !508, inlinedAt: !679)
!684 = !DILocation(line: 126, column: 3, scope: !508, inlinedAt: !679)
!685 = distinct !{!685, !684, !686, !207, !208}
!686 = !DILocation(line: 127, column: 13, scope: !508, inlinedAt: !679)
!687 = !DILocation(line: 128, column: 18, scope: !508, inlinedAt: !679)
!688 = !DILocation(line: 128, column: 47, scope: !508, inlinedAt: !679)
!689 = !DILocation(line: 128, column: 45, scope: !508, inlinedAt: !679)
!690 = !DILocation(line: 128, column: 10, scope: !508, inlinedAt: !679)
!691 = !DILocation(line: 128, column: 3, scope: !508, inlinedAt: !679)
!692 = !DILocalVariable(name: "x", arg: 1, scope: !693, file: !1, line: 111, type: !26)
!693 = distinct !DISubprogram(name: "periodic", scope: !1, file: !1, line: 111, type: !694, scopeLine: 111, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !696)
!694 = !DISubroutineType(types: !695)
!695 = !{!26, !26, !26}
!696 = !{!692, !697}
!697 = !DILocalVariable(name: "length", arg: 2, scope: !693, file: !1, line: 111, type: !26)
!698 = !DILocation(line: 0, scope: !693, inlinedAt: !699)
!699 = distinct !DILocation(line: 235, column: 37, scope: !677)
!700 = !DILocation(line: 112, column: 9, scope: !701, inlinedAt: !699)
!701 = distinct !DILexicalBlock(scope: !693, file: !1, line: 112, column: 7)
!702 = !DILocation(line: 112, column: 7, scope: !693, inlinedAt: !699)
!703 = !DILocation(line: 113, column: 14, scope: !701, inlinedAt: !699)
!704 = !DILocation(line: 113, column: 5, scope: !701, inlinedAt: !699)
!705 = !DILocation(line: 114, column: 9, scope: !706, inlinedAt: !699)
!706 = distinct !DILexicalBlock(scope: !693, file: !1, line: 114, column: 7)
!707 = !DILocation(line: 114, column: 7, scope: !693, inlinedAt: !699)
!708 = !DILocation(line: 115, column: 7, scope: !709, inlinedAt: !699)
!709 = distinct !DILexicalBlock(scope: !706, file: !1, line: 114, column: 16)
!710 = !DILocation(line: 116, column: 11, scope: !711, inlinedAt: !699)
!711 = distinct !DILexicalBlock(scope: !709, file: !1, line: 116, column: 9)
!712 = !DILocation(line: 116, column: 9, scope: !709, inlinedAt: !699)
!713 = !DILocation(line: 117, column: 7, scope: !711, inlinedAt: !699)
!714 = !DILocation(line: 235, column: 26, scope: !677)
!715 = !DILocation(line: 235, column: 24, scope: !677)
!716 = !DILocation(line: 235, column: 11, scope: !677)
!717 = !DILocation(line: 235, column: 35, scope: !677)
!718 = !DILocation(line: 236, column: 34, scope: !677)
!719 = !DILocation(line: 236, column: 11, scope: !677)
!720 = !DILocation(line: 236, column: 39, scope: !677)
!721 = !DILocation(line: 237, column: 18, scope: !677)
!722 = !DILocation(line: 238, column: 9, scope: !677)
!723 = !DILocation(line: 239, column: 52, scope: !724)
!724 = distinct !DILexicalBlock(scope: !674, file: !1, line: 238, column: 16)
!725 = !DILocation(line: 0, scope: !508, inlinedAt: !726)
!726 = distinct !DILocation(line: 239, column: 23, scope: !724)
!727 = !DILocation(line: 124, column: 13, scope: !517, inlinedAt: !726)
!728 = !DILocation(line: 124, column: 7, scope: !508, inlinedAt: !726)
!729 = !DILocation(line: 127, column: 10, scope: !508, inlinedAt: !726)
!730 = !DILocation(line: 126, column: 15, scope: !508, inlinedAt: !726)
!731 = !DILocation(line: 126, column: 3, scope: !508, inlinedAt: !726)
!732 = distinct !{!732, !731, !733, !207, !208}
!733 = !DILocation(line: 127, column: 13, scope: !508, inlinedAt: !726)
!734 = !DILocation(line: 128, column: 18, scope: !508, inlinedAt: !726)
!735 = !DILocation(line: 128, column: 47, scope: !508, inlinedAt: !726)
!736 = !DILocation(line: 128, column: 45, scope: !508, inlinedAt: !726)
!737 = !DILocation(line: 128, column: 10, scope: !508, inlinedAt: !726)
!738 = !DILocation(line: 128, column: 3, scope: !508, inlinedAt: !726)
!739 = !DILocation(line: 0, scope: !693, inlinedAt: !740)
!740 = distinct !DILocation(line: 240, column: 35, scope: !724)
!741 = !DILocation(line: 112, column: 9, scope: !701, inlinedAt: !740)
!742 = !DILocation(line: 112, column: 7, scope: !693, inlinedAt: !740)
!743 = !DILocation(line: 113, column: 14, scope: !701, inlinedAt: !740)
!744 = !DILocation(line: 113, column: 5, scope: !701, inlinedAt: !740)
!745 = !DILocation(line: 114, column: 9, scope: !706, inlinedAt: !740)
!746 = !DILocation(line: 114, column: 7, scope: !693, inlinedAt: !740)
!747 = !DILocation(line: 115, column: 7, scope: !709, inlinedAt: !740)
!748 = !DILocation(line: 116, column: 11, scope: !711, inlinedAt: !740)
!749 = !DILocation(line: 116, column: 9, scope: !709, inlinedAt: !740)
!750 = !DILocation(line: 117, column: 7, scope: !711, inlinedAt: !740)
!751 = !DILocation(line: 240, column: 25, scope: !724)
!752 = !DILocation(line: 240, column: 23, scope: !724)
!753 = !DILocation(line: 240, column: 11, scope: !724)
!754 = !DILocation(line: 240, column: 33, scope: !724)
!755 = !DILocation(line: 241, column: 32, scope: !724)
!756 = !DILocation(line: 241, column: 11, scope: !724)
!757 = !DILocation(line: 241, column: 37, scope: !724)
!758 = !DILocation(line: 242, column: 17, scope: !724)
!759 = !DILocation(line: 226, column: 33, scope: !140)
!760 = distinct !{!760, !463, !761, !207, !208}
!761 = !DILocation(line: 244, column: 7, scope: !137)
!762 = !DILocation(line: 266, column: 14, scope: !147)
!763 = !DILocation(line: 266, column: 18, scope: !147)
!764 = !DILocation(line: 266, column: 23, scope: !147)
!765 = !DILocation(line: 267, column: 7, scope: !146)
!766 = !DILocation(line: 0, scope: !146)
!767 = !DILocation(line: 267, column: 11, scope: !146)
!768 = !DILocation(line: 268, column: 7, scope: !146)
!769 = !DILocation(line: 270, column: 11, scope: !770)
!770 = distinct !DILexicalBlock(scope: !146, file: !1, line: 270, column: 11)
!771 = !DILocation(line: 270, column: 16, scope: !770)
!772 = !DILocation(line: 270, column: 11, scope: !146)
!773 = !DILocation(line: 272, column: 16, scope: !770)
!774 = !DILocation(line: 271, column: 9, scope: !770)
!775 = !DILocation(line: 273, column: 5, scope: !147)
!776 = !DILocation(line: 273, column: 5, scope: !146)
!777 = !DILocation(line: 274, column: 3, scope: !110)
!778 = !DILocation(line: 177, column: 41, scope: !110)
!779 = distinct !{!779, !371, !780, !207, !208}
!780 = !DILocation(line: 274, column: 3, scope: !107)
!781 = !DILocation(line: 280, column: 14, scope: !782)
!782 = distinct !DILexicalBlock(scope: !381, file: !1, line: 279, column: 33)
!783 = !DILocation(line: 281, column: 14, scope: !782)
!784 = !DILocation(line: 282, column: 14, scope: !782)
!785 = !DILocation(line: 279, column: 25, scope: !381)
!786 = !DILocation(line: 284, column: 3, scope: !54)
!787 = !DILocation(line: 285, column: 3, scope: !54)
!788 = !DILocation(line: 285, column: 7, scope: !54)
!789 = !DILocation(line: 286, column: 14, scope: !54)
!790 = !DILocation(line: 286, column: 3, scope: !54)
!791 = !DILocation(line: 287, column: 7, scope: !792)
!792 = distinct !DILexicalBlock(scope: !54, file: !1, line: 287, column: 7)
!793 = !DILocation(line: 287, column: 12, scope: !792)
!794 = !DILocation(line: 287, column: 7, scope: !54)
!795 = !DILocation(line: 280, column: 29, scope: !782)
!796 = !DILocation(line: 280, column: 36, scope: !782)
!797 = !DILocation(line: 280, column: 17, scope: !782)
!798 = !DILocation(line: 281, column: 29, scope: !782)
!799 = !DILocation(line: 281, column: 36, scope: !782)
!800 = !DILocation(line: 281, column: 17, scope: !782)
!801 = !DILocation(line: 282, column: 36, scope: !782)
!802 = !DILocation(line: 282, column: 45, scope: !782)
!803 = !DILocation(line: 282, column: 17, scope: !782)
!804 = !DILocation(line: 279, column: 29, scope: !381)
!805 = distinct !{!805, !382, !806, !207, !208}
!806 = !DILocation(line: 283, column: 3, scope: !155)
!807 = !DILocation(line: 284, column: 21, scope: !54)
!808 = !DILocation(line: 288, column: 5, scope: !809)
!809 = distinct !DILexicalBlock(scope: !792, file: !1, line: 287, column: 18)
!810 = !DILocation(line: 290, column: 49, scope: !809)
!811 = !DILocation(line: 290, column: 65, scope: !809)
!812 = !DILocation(line: 290, column: 5, scope: !809)
!813 = !DILocation(line: 292, column: 12, scope: !809)
!814 = !DILocation(line: 292, column: 23, scope: !809)
!815 = !DILocation(line: 292, column: 34, scope: !809)
!816 = !DILocation(line: 291, column: 5, scope: !809)
!817 = !DILocation(line: 293, column: 5, scope: !809)
!818 = !DILocation(line: 294, column: 3, scope: !809)
!819 = !DILocation(line: 295, column: 10, scope: !54)
!820 = !DILocation(line: 295, column: 3, scope: !54)
!821 = !DILocation(line: 296, column: 10, scope: !54)
!822 = !DILocation(line: 296, column: 3, scope: !54)
!823 = !DILocation(line: 297, column: 3, scope: !54)
!824 = !DILocation(line: 298, column: 3, scope: !54)
!825 = !DILocation(line: 299, column: 3, scope: !54)
!826 = !DILocation(line: 300, column: 8, scope: !54)
!827 = !DILocation(line: 300, column: 3, scope: !54)
!828 = !DILocation(line: 301, column: 8, scope: !54)
!829 = !DILocation(line: 301, column: 3, scope: !54)
!830 = !DILocation(line: 302, column: 8, scope: !54)
!831 = !DILocation(line: 302, column: 3, scope: !54)
!832 = !DILocation(line: 303, column: 3, scope: !54)
!833 = !DILocation(line: 305, column: 1, scope: !54)
!834 = !DISubprogram(name: "MPI_Init", scope: !22, file: !22, line: 1637, type: !835, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!835 = !DISubroutineType(types: !836)
!836 = !{!36, !237, !837}
!837 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!838 = !{}
!839 = !DISubprogram(name: "MPI_Comm_rank", scope: !22, file: !22, line: 1421, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!840 = !DISubroutineType(types: !841)
!841 = !{!36, !21, !237}
!842 = !DISubprogram(name: "MPI_Comm_size", scope: !22, file: !22, line: 1428, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!843 = !DISubprogram(name: "MPI_Barrier", scope: !22, file: !22, line: 1343, type: !844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!844 = !DISubroutineType(types: !845)
!845 = !{!36, !21}
!846 = !DISubprogram(name: "MPI_Wtime", scope: !22, file: !22, line: 1954, type: !847, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!847 = !DISubroutineType(types: !848)
!848 = !{!26}
!849 = !DISubprogram(name: "MPI_Sendrecv", scope: !22, file: !22, line: 1786, type: !850, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!850 = !DISubroutineType(types: !851)
!851 = !{!36, !852, !36, !28, !36, !36, !25, !36, !28, !36, !36, !21, !31}
!852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !853, size: 64)
!853 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!854 = !DISubprogram(name: "MPI_Reduce", scope: !22, file: !22, line: 1725, type: !855, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!855 = !DISubroutineType(types: !856)
!856 = !{!36, !852, !25, !36, !28, !44, !36, !21}
!857 = !DISubprogram(name: "MPI_Finalize", scope: !22, file: !22, line: 1550, type: !858, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !838)
!858 = !DISubroutineType(types: !859)
!859 = !{!36}
