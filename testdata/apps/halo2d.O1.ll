; ModuleID = 'halo2d.c'
source_filename = "halo2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_request_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [29 x i8] c"iteration %d: residual %.6e\0A\00", align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str.1 = private unnamed_addr constant [65 x i8] c"halo2d: %d x %d points on a %d x %d process grid, %d iterations\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"checksum: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"max |u|: %.12f\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !44 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca [8 x %struct.ompi_request_t*], align 16
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !51, metadata !DIExpression()), !dbg !141
  store i32 %0, i32* %3, align 4, !tbaa !142
  call void @llvm.dbg.value(metadata i8** %1, metadata !52, metadata !DIExpression()), !dbg !141
  store i8** %1, i8*** %4, align 8, !tbaa !146
  %14 = bitcast i32* %5 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %14) #11, !dbg !148
  %15 = bitcast i32* %6 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #11, !dbg !148
  call void @llvm.dbg.value(metadata i32* %3, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata i8*** %4, metadata !52, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %16 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #11, !dbg !149
  call void @llvm.dbg.value(metadata i32* %5, metadata !53, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %17 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #11, !dbg !150
  call void @llvm.dbg.value(metadata i32* %6, metadata !54, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %18 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #11, !dbg !151
  %19 = load i32, i32* %3, align 4, !dbg !152, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %19, metadata !51, metadata !DIExpression()), !dbg !141
  %20 = load i8**, i8*** %4, align 8, !dbg !153, !tbaa !146
  call void @llvm.dbg.value(metadata i8** %20, metadata !52, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %19, metadata !154, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8** %20, metadata !159, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 1, metadata !160, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 64, metadata !161, metadata !DIExpression()), !dbg !166
  %21 = icmp sgt i32 %19, 1, !dbg !168
  br i1 %21, label %22, label %41, !dbg !170

22:                                               ; preds = %2
  %23 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !171
  %24 = load i8*, i8** %23, align 8, !dbg !171, !tbaa !146
  call void @llvm.dbg.value(metadata i8* %24, metadata !162, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !166
  %25 = load i8, i8* %24, align 1, !dbg !172, !tbaa !174
  %26 = icmp eq i8 %25, 0, !dbg !175
  br i1 %26, label %41, label %27, !dbg !176

27:                                               ; preds = %22, %33
  %28 = phi i8 [ %39, %33 ], [ %25, %22 ]
  %29 = phi i32 [ %37, %33 ], [ 0, %22 ]
  %30 = phi i8* [ %38, %33 ], [ %24, %22 ]
  call void @llvm.dbg.value(metadata i32 %29, metadata !165, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i8* %30, metadata !162, metadata !DIExpression()), !dbg !166
  %31 = add i8 %28, -58, !dbg !177
  %32 = icmp ult i8 %31, -10, !dbg !177
  br i1 %32, label %41, label %33, !dbg !177

33:                                               ; preds = %27
  %34 = sext i8 %28 to i32, !dbg !182
  %35 = mul nsw i32 %29, 10, !dbg !183
  %36 = add nsw i32 %34, -48, !dbg !184
  %37 = add i32 %36, %35, !dbg !185
  call void @llvm.dbg.value(metadata i32 %37, metadata !165, metadata !DIExpression()), !dbg !166
  %38 = getelementptr inbounds i8, i8* %30, i64 1, !dbg !186
  call void @llvm.dbg.value(metadata i8* %38, metadata !162, metadata !DIExpression()), !dbg !166
  %39 = load i8, i8* %38, align 1, !dbg !187, !tbaa !174
  %40 = icmp eq i8 %39, 0, !dbg !188
  br i1 %40, label %41, label %27, !dbg !188, !llvm.loop !189

41:                                               ; preds = %27, %33, %2, %22
  %42 = phi i32 [ 64, %2 ], [ 64, %22 ], [ 64, %27 ], [ %37, %33 ], !dbg !166
  call void @llvm.dbg.value(metadata i32 %42, metadata !55, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %19, metadata !51, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i8** %20, metadata !52, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %19, metadata !154, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i8** %20, metadata !159, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 2, metadata !160, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 60, metadata !161, metadata !DIExpression()), !dbg !193
  %43 = icmp sgt i32 %19, 2, !dbg !195
  br i1 %43, label %44, label %63, !dbg !196

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8*, i8** %20, i64 2, !dbg !197
  %46 = load i8*, i8** %45, align 8, !dbg !197, !tbaa !146
  call void @llvm.dbg.value(metadata i8* %46, metadata !162, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !193
  %47 = load i8, i8* %46, align 1, !dbg !198, !tbaa !174
  %48 = icmp eq i8 %47, 0, !dbg !199
  br i1 %48, label %63, label %49, !dbg !200

49:                                               ; preds = %44, %55
  %50 = phi i8 [ %61, %55 ], [ %47, %44 ]
  %51 = phi i32 [ %59, %55 ], [ 0, %44 ]
  %52 = phi i8* [ %60, %55 ], [ %46, %44 ]
  call void @llvm.dbg.value(metadata i32 %51, metadata !165, metadata !DIExpression()), !dbg !193
  call void @llvm.dbg.value(metadata i8* %52, metadata !162, metadata !DIExpression()), !dbg !193
  %53 = add i8 %50, -58, !dbg !201
  %54 = icmp ult i8 %53, -10, !dbg !201
  br i1 %54, label %63, label %55, !dbg !201

55:                                               ; preds = %49
  %56 = sext i8 %50 to i32, !dbg !202
  %57 = mul nsw i32 %51, 10, !dbg !203
  %58 = add nsw i32 %56, -48, !dbg !204
  %59 = add i32 %58, %57, !dbg !205
  call void @llvm.dbg.value(metadata i32 %59, metadata !165, metadata !DIExpression()), !dbg !193
  %60 = getelementptr inbounds i8, i8* %52, i64 1, !dbg !206
  call void @llvm.dbg.value(metadata i8* %60, metadata !162, metadata !DIExpression()), !dbg !193
  %61 = load i8, i8* %60, align 1, !dbg !207, !tbaa !174
  %62 = icmp eq i8 %61, 0, !dbg !208
  br i1 %62, label %63, label %49, !dbg !208, !llvm.loop !209

63:                                               ; preds = %49, %55, %41, %44
  %64 = phi i32 [ 60, %41 ], [ 60, %44 ], [ 60, %49 ], [ %59, %55 ], !dbg !193
  call void @llvm.dbg.value(metadata i32 %64, metadata !56, metadata !DIExpression()), !dbg !141
  %65 = load i32, i32* %6, align 4, !dbg !211, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %65, metadata !54, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %65, metadata !212, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32* undef, metadata !218, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32* undef, metadata !219, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 1, metadata !220, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.value(metadata i32 1, metadata !221, metadata !DIExpression()), !dbg !225
  %66 = icmp slt i32 %65, 1, !dbg !226
  br i1 %66, label %76, label %67, !dbg !228

67:                                               ; preds = %63, %67
  %68 = phi i32 [ %73, %67 ], [ 1, %63 ]
  %69 = phi i32 [ %72, %67 ], [ 1, %63 ]
  call void @llvm.dbg.value(metadata i32 %68, metadata !221, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 %69, metadata !220, metadata !DIExpression()), !dbg !223
  %70 = srem i32 %65, %68, !dbg !229
  %71 = icmp eq i32 %70, 0, !dbg !231
  %72 = select i1 %71, i32 %68, i32 %69, !dbg !232
  call void @llvm.dbg.value(metadata i32 %72, metadata !220, metadata !DIExpression()), !dbg !223
  %73 = add nuw nsw i32 %68, 1, !dbg !233
  call void @llvm.dbg.value(metadata i32 %73, metadata !221, metadata !DIExpression()), !dbg !225
  %74 = mul nsw i32 %73, %73, !dbg !234
  %75 = icmp sgt i32 %74, %65, !dbg !226
  br i1 %75, label %76, label %67, !dbg !228, !llvm.loop !235

76:                                               ; preds = %67, %63
  %77 = phi i32 [ 1, %63 ], [ %72, %67 ], !dbg !223
  %78 = sdiv i32 %65, %77, !dbg !237
  %79 = load i32, i32* %5, align 4, !dbg !238, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %79, metadata !53, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  %80 = srem i32 %79, %77, !dbg !239
  call void @llvm.dbg.value(metadata i32 %80, metadata !59, metadata !DIExpression()), !dbg !141
  %81 = sdiv i32 %79, %77, !dbg !240
  call void @llvm.dbg.value(metadata i32 %81, metadata !60, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %42, metadata !241, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32 %77, metadata !246, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32 %80, metadata !247, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32* undef, metadata !248, metadata !DIExpression()), !dbg !252
  call void @llvm.dbg.value(metadata i32* undef, metadata !249, metadata !DIExpression()), !dbg !252
  %82 = sdiv i32 %42, %77, !dbg !254
  call void @llvm.dbg.value(metadata i32 %82, metadata !250, metadata !DIExpression()), !dbg !252
  %83 = srem i32 %42, %77, !dbg !255
  call void @llvm.dbg.value(metadata i32 %83, metadata !251, metadata !DIExpression()), !dbg !252
  %84 = icmp sgt i32 %83, %80, !dbg !256
  %85 = zext i1 %84 to i32, !dbg !257
  %86 = add nsw i32 %82, %85, !dbg !258
  %87 = mul nsw i32 %82, %80, !dbg !259
  %88 = select i1 %84, i32 %80, i32 %83, !dbg !260
  %89 = add nsw i32 %88, %87, !dbg !261
  call void @llvm.dbg.value(metadata i32 %78, metadata !58, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %42, metadata !241, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 %78, metadata !246, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32 %81, metadata !247, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32* undef, metadata !248, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i32* undef, metadata !249, metadata !DIExpression()), !dbg !262
  %90 = sdiv i32 %42, %78, !dbg !264
  call void @llvm.dbg.value(metadata i32 %90, metadata !250, metadata !DIExpression()), !dbg !262
  %91 = srem i32 %42, %78, !dbg !265
  call void @llvm.dbg.value(metadata i32 %91, metadata !251, metadata !DIExpression()), !dbg !262
  %92 = icmp sgt i32 %91, %81, !dbg !266
  %93 = zext i1 %92 to i32, !dbg !267
  %94 = add i32 %90, %93, !dbg !268
  %95 = mul nsw i32 %90, %81, !dbg !269
  %96 = select i1 %92, i32 %81, i32 %91, !dbg !270
  %97 = add nsw i32 %96, %95, !dbg !271
  %98 = icmp sgt i32 %80, 0, !dbg !272
  call void @llvm.dbg.value(metadata i32 %79, metadata !53, metadata !DIExpression()), !dbg !141
  %99 = add nsw i32 %79, -1, !dbg !273
  %100 = select i1 %98, i32 %99, i32 -1, !dbg !273
  call void @llvm.dbg.value(metadata i32 %100, metadata !67, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  %101 = add nsw i32 %80, 1, !dbg !274
  call void @llvm.dbg.value(metadata i32 %42, metadata !241, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %77, metadata !246, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %101, metadata !247, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32* undef, metadata !248, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32* undef, metadata !249, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %82, metadata !250, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.value(metadata i32 %83, metadata !251, metadata !DIExpression()), !dbg !275
  %102 = icmp sgt i32 %83, %101, !dbg !277
  %103 = zext i1 %102 to i32, !dbg !278
  %104 = add nsw i32 %82, %103, !dbg !279
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  %105 = add nsw i32 %77, -1, !dbg !280
  %106 = icmp slt i32 %80, %105, !dbg !281
  call void @llvm.dbg.value(metadata i32 %104, metadata !66, metadata !DIExpression()), !dbg !141
  %107 = icmp sgt i32 %104, 0
  %108 = select i1 %106, i1 %107, i1 false, !dbg !282
  call void @llvm.dbg.value(metadata i32 %79, metadata !53, metadata !DIExpression()), !dbg !141
  %109 = add nsw i32 %79, 1, !dbg !282
  %110 = select i1 %108, i32 %109, i32 -1, !dbg !282
  call void @llvm.dbg.value(metadata i32 %110, metadata !68, metadata !DIExpression()), !dbg !141
  %111 = icmp sgt i32 %81, 0, !dbg !283
  %112 = sub nsw i32 %79, %77, !dbg !284
  %113 = select i1 %111, i32 %112, i32 -1, !dbg !284
  call void @llvm.dbg.value(metadata i32 %113, metadata !69, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %78, metadata !58, metadata !DIExpression()), !dbg !141
  %114 = add nsw i32 %81, 1, !dbg !285
  call void @llvm.dbg.value(metadata i32 %42, metadata !241, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 %78, metadata !246, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 %114, metadata !247, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32* undef, metadata !248, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32* undef, metadata !249, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 %90, metadata !250, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.value(metadata i32 %91, metadata !251, metadata !DIExpression()), !dbg !286
  %115 = icmp sgt i32 %91, %114, !dbg !288
  %116 = zext i1 %115 to i32, !dbg !289
  %117 = add nsw i32 %90, %116, !dbg !290
  call void @llvm.dbg.value(metadata i32 %78, metadata !58, metadata !DIExpression()), !dbg !141
  %118 = add nsw i32 %78, -1, !dbg !291
  %119 = icmp slt i32 %81, %118, !dbg !292
  call void @llvm.dbg.value(metadata i32 %117, metadata !66, metadata !DIExpression()), !dbg !141
  %120 = icmp sgt i32 %117, 0
  %121 = select i1 %119, i1 %120, i1 false, !dbg !293
  call void @llvm.dbg.value(metadata i32 %79, metadata !53, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  %122 = add nsw i32 %79, %77, !dbg !293
  %123 = select i1 %121, i32 %122, i32 -1, !dbg !293
  call void @llvm.dbg.value(metadata i32 %123, metadata !70, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %124 = icmp eq i32 %86, 0, !dbg !294
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %125 = icmp eq i32 %94, 0
  %126 = select i1 %124, i1 true, i1 %125, !dbg !296
  br i1 %126, label %127, label %128, !dbg !296

127:                                              ; preds = %76
  call void @llvm.dbg.value(metadata i32 -1, metadata !70, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 -1, metadata !69, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 -1, metadata !68, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 -1, metadata !67, metadata !DIExpression()), !dbg !141
  br label %128, !dbg !297

128:                                              ; preds = %76, %127
  %129 = phi i32 [ -1, %127 ], [ %123, %76 ], !dbg !141
  %130 = phi i32 [ -1, %127 ], [ %113, %76 ], !dbg !141
  %131 = phi i32 [ -1, %127 ], [ %110, %76 ], !dbg !141
  %132 = phi i32 [ -1, %127 ], [ %100, %76 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %132, metadata !67, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %131, metadata !68, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %130, metadata !69, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %129, metadata !70, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %133 = add nsw i32 %86, 2, !dbg !298
  call void @llvm.dbg.value(metadata i32 %133, metadata !71, metadata !DIExpression()), !dbg !141
  %134 = sext i32 %133 to i64, !dbg !299
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %135 = add nsw i32 %94, 2, !dbg !300
  %136 = sext i32 %135 to i64, !dbg !301
  %137 = mul nsw i64 %136, %134, !dbg !302
  call void @llvm.dbg.value(metadata i64 %137, metadata !72, metadata !DIExpression()), !dbg !141
  %138 = shl i64 %137, 3, !dbg !303
  %139 = call noalias i8* @malloc(i64 noundef %138) #11, !dbg !304
  %140 = bitcast i8* %139 to double*, !dbg !304
  call void @llvm.dbg.value(metadata double* %140, metadata !73, metadata !DIExpression()), !dbg !141
  %141 = call noalias i8* @malloc(i64 noundef %138) #11, !dbg !305
  %142 = bitcast i8* %141 to double*, !dbg !305
  call void @llvm.dbg.value(metadata double* %142, metadata !75, metadata !DIExpression()), !dbg !141
  call void @llvm.memset.p0i8.i64(i8* align 8 %139, i8 0, i64 %138, i1 false), !dbg !306
  call void @llvm.dbg.value(metadata i32 %97, metadata !63, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %143 = add nsw i32 %97, %94, !dbg !307
  %144 = icmp eq i32 %143, %42, !dbg !308
  %145 = icmp sgt i32 %86, -2
  %146 = select i1 %144, i1 %145, i1 false, !dbg !309
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  br i1 %146, label %147, label %159, !dbg !309

147:                                              ; preds = %128
  %148 = add nsw i32 %94, 1
  %149 = mul nsw i32 %148, %133
  %150 = sext i32 %149 to i64, !dbg !311
  %151 = call i32 @llvm.smax.i32(i32 %133, i32 1), !dbg !311
  %152 = zext i32 %151 to i64, !dbg !312
  br label %153, !dbg !311

153:                                              ; preds = %147, %153
  %154 = phi i64 [ 0, %147 ], [ %157, %153 ]
  call void @llvm.dbg.value(metadata i64 %154, metadata !76, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %155 = add nsw i64 %154, %150, !dbg !314
  %156 = getelementptr inbounds double, double* %140, i64 %155, !dbg !315
  store double 1.000000e+00, double* %156, align 8, !dbg !316, !tbaa !317
  %157 = add nuw nsw i64 %154, 1, !dbg !319
  call void @llvm.dbg.value(metadata i64 %157, metadata !76, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %158 = icmp eq i64 %157, %152, !dbg !312
  br i1 %158, label %159, label %153, !dbg !311, !llvm.loop !320

159:                                              ; preds = %153, %128
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !322
  %160 = icmp eq i64 %137, 0, !dbg !323
  br i1 %160, label %164, label %161, !dbg !325

161:                                              ; preds = %159
  %162 = mul nsw i64 %136, %134, !dbg !325
  %163 = shl i64 %162, 3, !dbg !325
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %141, i8* align 8 %139, i64 %163, i1 false), !dbg !326, !tbaa !317
  call void @llvm.dbg.value(metadata i32 undef, metadata !79, metadata !DIExpression()), !dbg !322
  call void @llvm.dbg.value(metadata i32 undef, metadata !79, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !322
  br label %164, !dbg !327

164:                                              ; preds = %161, %159
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %165 = icmp sgt i32 %94, 1, !dbg !327
  %166 = select i1 %165, i32 %94, i32 1, !dbg !327
  call void @llvm.dbg.value(metadata i32 %166, metadata !81, metadata !DIExpression()), !dbg !141
  %167 = zext i32 %166 to i64, !dbg !328
  %168 = shl nuw nsw i64 %167, 3, !dbg !329
  %169 = call noalias i8* @malloc(i64 noundef %168) #11, !dbg !330
  %170 = bitcast i8* %169 to double*, !dbg !330
  call void @llvm.dbg.value(metadata double* %170, metadata !82, metadata !DIExpression()), !dbg !141
  %171 = call noalias i8* @malloc(i64 noundef %168) #11, !dbg !331
  %172 = bitcast i8* %171 to double*, !dbg !331
  call void @llvm.dbg.value(metadata double* %172, metadata !83, metadata !DIExpression()), !dbg !141
  %173 = call noalias i8* @malloc(i64 noundef %168) #11, !dbg !332
  %174 = bitcast i8* %173 to double*, !dbg !332
  call void @llvm.dbg.value(metadata double* %174, metadata !84, metadata !DIExpression()), !dbg !141
  %175 = call noalias i8* @malloc(i64 noundef %168) #11, !dbg !333
  %176 = bitcast i8* %175 to double*, !dbg !333
  call void @llvm.dbg.value(metadata double* %176, metadata !85, metadata !DIExpression()), !dbg !141
  %177 = add nsw i32 %42, 1, !dbg !334
  %178 = sitofp i32 %177 to double, !dbg !335
  %179 = fmul double %178, %178, !dbg !336
  %180 = fdiv double 1.000000e+00, %179, !dbg !337
  call void @llvm.dbg.value(metadata double %180, metadata !86, metadata !DIExpression()), !dbg !141
  %181 = bitcast double* %7 to i8*, !dbg !338
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %181) #11, !dbg !338
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !87, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %7, align 8, !dbg !339, !tbaa !317
  %182 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !340
  %183 = call double @MPI_Wtime() #11, !dbg !341
  call void @llvm.dbg.value(metadata double %183, metadata !88, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.value(metadata double* %140, metadata !73, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double* %142, metadata !75, metadata !DIExpression()), !dbg !141
  %184 = icmp slt i32 %64, 1, !dbg !343
  br i1 %184, label %230, label %185, !dbg !344

185:                                              ; preds = %164
  %186 = bitcast [8 x %struct.ompi_request_t*]* %8 to i8*
  %187 = icmp sgt i32 %129, -1
  %188 = add nsw i32 %94, 1
  %189 = mul nsw i32 %188, %133
  %190 = add nsw i32 %189, 1
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 0
  %193 = mul nsw i32 %94, %133
  %194 = add nsw i32 %193, 1
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 1
  %197 = icmp sgt i32 %130, -1
  %198 = add nsw i32 %86, 3
  %199 = sext i32 %198 to i64
  %200 = icmp sgt i32 %132, -1
  %201 = icmp sgt i32 %94, 0
  %202 = icmp sgt i32 %131, -1
  %203 = icmp sgt i32 %94, 0
  %204 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 0
  %205 = icmp slt i32 %94, 1
  %206 = icmp slt i32 %94, 1
  %207 = add i32 %86, 1
  %208 = bitcast double* %9 to i8*
  %209 = icmp slt i32 %94, 1
  %210 = icmp slt i32 %86, 1
  %211 = sext i32 %133 to i64, !dbg !344
  %212 = sext i32 %133 to i64, !dbg !344
  %213 = sext i32 %86 to i64, !dbg !344
  %214 = sext i32 %133 to i64, !dbg !344
  %215 = sext i32 %133 to i64, !dbg !344
  %216 = sext i32 %133 to i64, !dbg !344
  %217 = sext i32 %133 to i64, !dbg !344
  %218 = add i32 %90, %93, !dbg !344
  %219 = add i32 %218, 1, !dbg !344
  %220 = zext i32 %94 to i64
  %221 = zext i32 %94 to i64
  %222 = xor i1 %200, true
  %223 = select i1 %222, i1 true, i1 %205
  %224 = zext i32 %94 to i64
  %225 = xor i1 %202, true
  %226 = select i1 %225, i1 true, i1 %206
  %227 = zext i32 %94 to i64
  %228 = zext i32 %219 to i64
  %229 = zext i32 %207 to i64
  br label %250, !dbg !344

230:                                              ; preds = %390, %164
  %231 = phi double* [ %142, %164 ], [ %251, %390 ], !dbg !141
  %232 = phi double* [ %140, %164 ], [ %252, %390 ], !dbg !141
  %233 = call double @MPI_Wtime() #11, !dbg !345
  %234 = fsub double %233, %183, !dbg !346
  call void @llvm.dbg.value(metadata double %234, metadata !127, metadata !DIExpression()), !dbg !141
  %235 = bitcast i64* %10 to i8*, !dbg !347
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %235) #11, !dbg !347
  call void @llvm.dbg.value(metadata i64 0, metadata !128, metadata !DIExpression()), !dbg !141
  store i64 0, i64* %10, align 8, !dbg !348, !tbaa !349
  %236 = bitcast i64* %11 to i8*, !dbg !347
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %236) #11, !dbg !347
  call void @llvm.dbg.value(metadata i64 0, metadata !129, metadata !DIExpression()), !dbg !141
  store i64 0, i64* %11, align 8, !dbg !351, !tbaa !349
  %237 = bitcast double* %12 to i8*, !dbg !352
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %237) #11, !dbg !352
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !130, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %12, align 8, !dbg !353, !tbaa !317
  %238 = bitcast double* %13 to i8*, !dbg !352
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %238) #11, !dbg !352
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !131, metadata !DIExpression()), !dbg !141
  store double 0.000000e+00, double* %13, align 8, !dbg !354, !tbaa !317
  call void @llvm.dbg.value(metadata i32 1, metadata !132, metadata !DIExpression()), !dbg !355
  %239 = load i64, i64* %10, align 8, !tbaa !349
  call void @llvm.dbg.value(metadata i32 1, metadata !132, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %240 = icmp slt i32 %94, 1, !dbg !356
  br i1 %240, label %402, label %241, !dbg !357

241:                                              ; preds = %230
  %242 = icmp slt i32 %86, 1
  %243 = add i32 %82, %85, !dbg !357
  %244 = add i32 %243, 1, !dbg !357
  %245 = sext i32 %133 to i64, !dbg !357
  %246 = add i32 %90, %93, !dbg !357
  %247 = add i32 %246, 1, !dbg !357
  %248 = zext i32 %247 to i64, !dbg !356
  %249 = zext i32 %244 to i64
  br label %393, !dbg !357

250:                                              ; preds = %185, %390
  %251 = phi double* [ %140, %185 ], [ %252, %390 ]
  %252 = phi double* [ %142, %185 ], [ %251, %390 ]
  %253 = phi i32 [ 1, %185 ], [ %391, %390 ]
  call void @llvm.dbg.value(metadata double* %251, metadata !73, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double* %252, metadata !75, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %253, metadata !89, metadata !DIExpression()), !dbg !342
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %186) #11, !dbg !358
  call void @llvm.dbg.declare(metadata [8 x %struct.ompi_request_t*]* %8, metadata !91, metadata !DIExpression()), !dbg !359
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !360
  br i1 %187, label %254, label %261, !dbg !361

254:                                              ; preds = %250
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %255 = getelementptr inbounds double, double* %251, i64 %191, !dbg !362
  %256 = bitcast double* %255 to i8*, !dbg !365
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 1, metadata !100, metadata !DIExpression()), !dbg !360
  %257 = call i32 @MPI_Irecv(i8* noundef %256, i32 noundef %86, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %129, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %192) #11, !dbg !366
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %258 = getelementptr inbounds double, double* %251, i64 %195, !dbg !367
  %259 = bitcast double* %258 to i8*, !dbg !368
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 2, metadata !100, metadata !DIExpression()), !dbg !360
  %260 = call i32 @MPI_Isend(i8* noundef %259, i32 noundef %86, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %129, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %196) #11, !dbg !369
  br label %261, !dbg !370

261:                                              ; preds = %254, %250
  %262 = phi i32 [ 2, %254 ], [ 0, %250 ], !dbg !360
  call void @llvm.dbg.value(metadata i32 %262, metadata !100, metadata !DIExpression()), !dbg !360
  br i1 %197, label %263, label %276, !dbg !371

263:                                              ; preds = %261
  %264 = getelementptr inbounds double, double* %251, i64 1, !dbg !372
  %265 = bitcast double* %264 to i8*, !dbg !375
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %266 = or i32 %262, 1, !dbg !376
  call void @llvm.dbg.value(metadata i32 %266, metadata !100, metadata !DIExpression()), !dbg !360
  %267 = zext i32 %262 to i64
  %268 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %267, !dbg !377
  %269 = call i32 @MPI_Irecv(i8* noundef nonnull %265, i32 noundef %86, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %130, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %268) #11, !dbg !378
  %270 = getelementptr inbounds double, double* %251, i64 %199, !dbg !379
  %271 = bitcast double* %270 to i8*, !dbg !380
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %272 = add nuw nsw i32 %262, 2, !dbg !381
  call void @llvm.dbg.value(metadata i32 %272, metadata !100, metadata !DIExpression()), !dbg !360
  %273 = zext i32 %266 to i64
  %274 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %273, !dbg !382
  %275 = call i32 @MPI_Isend(i8* noundef %271, i32 noundef %86, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %130, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %274) #11, !dbg !383
  br label %276, !dbg !384

276:                                              ; preds = %263, %261
  %277 = phi i32 [ %272, %263 ], [ %262, %261 ], !dbg !360
  call void @llvm.dbg.value(metadata i32 %277, metadata !100, metadata !DIExpression()), !dbg !360
  br i1 %200, label %278, label %297, !dbg !385

278:                                              ; preds = %276
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  br i1 %201, label %288, label %279, !dbg !387

279:                                              ; preds = %288, %278
  %280 = add nsw i32 %277, 1, !dbg !388
  call void @llvm.dbg.value(metadata i32 %280, metadata !100, metadata !DIExpression()), !dbg !360
  %281 = zext i32 %277 to i64
  %282 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %281, !dbg !389
  %283 = call i32 @MPI_Irecv(i8* noundef %173, i32 noundef %94, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %132, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %282) #11, !dbg !390
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %284 = add nsw i32 %277, 2, !dbg !391
  call void @llvm.dbg.value(metadata i32 %284, metadata !100, metadata !DIExpression()), !dbg !360
  %285 = zext i32 %280 to i64
  %286 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %285, !dbg !392
  %287 = call i32 @MPI_Isend(i8* noundef %169, i32 noundef %94, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %132, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %286) #11, !dbg !393
  br label %297, !dbg !394

288:                                              ; preds = %278, %288
  %289 = phi i64 [ %290, %288 ], [ 0, %278 ]
  call void @llvm.dbg.value(metadata i64 %289, metadata !101, metadata !DIExpression()), !dbg !386
  %290 = add nuw nsw i64 %289, 1, !dbg !395
  %291 = mul nsw i64 %290, %211, !dbg !397
  %292 = add nsw i64 %291, 1, !dbg !398
  %293 = getelementptr inbounds double, double* %251, i64 %292, !dbg !399
  %294 = load double, double* %293, align 8, !dbg !399, !tbaa !317
  %295 = getelementptr inbounds double, double* %170, i64 %289, !dbg !400
  store double %294, double* %295, align 8, !dbg !401, !tbaa !317
  call void @llvm.dbg.value(metadata i64 %290, metadata !101, metadata !DIExpression()), !dbg !386
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %296 = icmp eq i64 %290, %220, !dbg !402
  br i1 %296, label %279, label %288, !dbg !387, !llvm.loop !403

297:                                              ; preds = %279, %276
  %298 = phi i32 [ %284, %279 ], [ %277, %276 ], !dbg !360
  call void @llvm.dbg.value(metadata i32 %298, metadata !100, metadata !DIExpression()), !dbg !360
  br i1 %202, label %299, label %318, !dbg !405

299:                                              ; preds = %297
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  br i1 %203, label %309, label %300, !dbg !407

300:                                              ; preds = %309, %299
  %301 = add nsw i32 %298, 1, !dbg !408
  call void @llvm.dbg.value(metadata i32 %301, metadata !100, metadata !DIExpression()), !dbg !360
  %302 = zext i32 %298 to i64
  %303 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %302, !dbg !409
  %304 = call i32 @MPI_Irecv(i8* noundef %175, i32 noundef %94, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %131, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %303) #11, !dbg !410
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %305 = add nsw i32 %298, 2, !dbg !411
  call void @llvm.dbg.value(metadata i32 %305, metadata !100, metadata !DIExpression()), !dbg !360
  %306 = zext i32 %301 to i64
  %307 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %8, i64 0, i64 %306, !dbg !412
  %308 = call i32 @MPI_Isend(i8* noundef %171, i32 noundef %94, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %131, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef nonnull %307) #11, !dbg !413
  br label %318, !dbg !414

309:                                              ; preds = %299, %309
  %310 = phi i64 [ %311, %309 ], [ 0, %299 ]
  call void @llvm.dbg.value(metadata i64 %310, metadata !105, metadata !DIExpression()), !dbg !406
  %311 = add nuw nsw i64 %310, 1, !dbg !415
  %312 = mul nsw i64 %311, %212, !dbg !417
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %313 = add nsw i64 %312, %213, !dbg !418
  %314 = getelementptr inbounds double, double* %251, i64 %313, !dbg !419
  %315 = load double, double* %314, align 8, !dbg !419, !tbaa !317
  %316 = getelementptr inbounds double, double* %172, i64 %310, !dbg !420
  store double %315, double* %316, align 8, !dbg !421, !tbaa !317
  call void @llvm.dbg.value(metadata i64 %311, metadata !105, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %317 = icmp eq i64 %311, %221, !dbg !422
  br i1 %317, label %300, label %309, !dbg !407, !llvm.loop !423

318:                                              ; preds = %300, %297
  %319 = phi i32 [ %305, %300 ], [ %298, %297 ], !dbg !360
  call void @llvm.dbg.value(metadata i32 %319, metadata !100, metadata !DIExpression()), !dbg !360
  %320 = call i32 @MPI_Waitall(i32 noundef %319, %struct.ompi_request_t** noundef nonnull %204, %struct.ompi_status_public_t* noundef null) #11, !dbg !425
  br i1 %223, label %329, label %321, !dbg !426

321:                                              ; preds = %318, %321
  %322 = phi i64 [ %325, %321 ], [ 0, %318 ]
  call void @llvm.dbg.value(metadata i64 %322, metadata !109, metadata !DIExpression()), !dbg !427
  %323 = getelementptr inbounds double, double* %174, i64 %322, !dbg !428
  %324 = load double, double* %323, align 8, !dbg !428, !tbaa !317
  %325 = add nuw nsw i64 %322, 1, !dbg !430
  %326 = mul nsw i64 %325, %214, !dbg !431
  %327 = getelementptr inbounds double, double* %251, i64 %326, !dbg !432
  store double %324, double* %327, align 8, !dbg !433, !tbaa !317
  call void @llvm.dbg.value(metadata i64 %325, metadata !109, metadata !DIExpression()), !dbg !427
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %328 = icmp eq i64 %325, %224, !dbg !434
  br i1 %328, label %329, label %321, !dbg !435, !llvm.loop !436

329:                                              ; preds = %321, %318
  br i1 %226, label %341, label %330, !dbg !438

330:                                              ; preds = %329, %330
  %331 = phi i64 [ %334, %330 ], [ 0, %329 ]
  call void @llvm.dbg.value(metadata i64 %331, metadata !112, metadata !DIExpression()), !dbg !439
  %332 = getelementptr inbounds double, double* %176, i64 %331, !dbg !440
  %333 = load double, double* %332, align 8, !dbg !440, !tbaa !317
  %334 = add nuw nsw i64 %331, 1, !dbg !442
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %335 = trunc i64 %334 to i32, !dbg !443
  %336 = mul i32 %133, %335, !dbg !443
  %337 = add i32 %207, %336, !dbg !443
  %338 = sext i32 %337 to i64, !dbg !444
  %339 = getelementptr inbounds double, double* %251, i64 %338, !dbg !444
  store double %333, double* %339, align 8, !dbg !445, !tbaa !317
  call void @llvm.dbg.value(metadata i64 %334, metadata !112, metadata !DIExpression()), !dbg !439
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %340 = icmp eq i64 %334, %227, !dbg !446
  br i1 %340, label %341, label %330, !dbg !447, !llvm.loop !448

341:                                              ; preds = %330, %329
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %208) #11, !dbg !450
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !360
  store double 0.000000e+00, double* %9, align 8, !dbg !451, !tbaa !317
  call void @llvm.dbg.value(metadata i32 1, metadata !116, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  br i1 %209, label %346, label %342, !dbg !453

342:                                              ; preds = %341, %353
  %343 = phi i64 [ %354, %353 ], [ 1, %341 ]
  call void @llvm.dbg.value(metadata i64 %343, metadata !116, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 1, metadata !118, metadata !DIExpression()), !dbg !454
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  br i1 %210, label %353, label %344, !dbg !455

344:                                              ; preds = %342
  %345 = mul nsw i64 %343, %217
  br label %356, !dbg !455

346:                                              ; preds = %353, %341
  call void @llvm.dbg.value(metadata double* %251, metadata !126, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.value(metadata double* %252, metadata !73, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double* %251, metadata !75, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double* %7, metadata !87, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata double* %9, metadata !115, metadata !DIExpression(DW_OP_deref)), !dbg !360
  %347 = call i32 @MPI_Allreduce(i8* noundef nonnull %208, i8* noundef nonnull %181, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !456
  %348 = load double, double* %7, align 8, !dbg !457, !tbaa !317
  call void @llvm.dbg.value(metadata double %348, metadata !87, metadata !DIExpression()), !dbg !141
  %349 = fdiv double %348, %180, !dbg !458
  %350 = call double @sqrt(double noundef %349) #11, !dbg !459
  call void @llvm.dbg.value(metadata double %350, metadata !87, metadata !DIExpression()), !dbg !141
  store double %350, double* %7, align 8, !dbg !460, !tbaa !317
  %351 = load i32, i32* %5, align 4, !dbg !461, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %351, metadata !53, metadata !DIExpression()), !dbg !141
  %352 = icmp eq i32 %351, 0, !dbg !463
  br i1 %352, label %383, label %390, !dbg !464

353:                                              ; preds = %356, %342
  %354 = add nuw nsw i64 %343, 1, !dbg !465
  call void @llvm.dbg.value(metadata i64 %354, metadata !116, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %355 = icmp eq i64 %354, %228, !dbg !466
  br i1 %355, label %346, label %342, !dbg !453, !llvm.loop !467

356:                                              ; preds = %344, %356
  %357 = phi i64 [ 1, %344 ], [ %381, %356 ]
  call void @llvm.dbg.value(metadata i64 %357, metadata !118, metadata !DIExpression()), !dbg !454
  %358 = add nsw i64 %357, %345, !dbg !469
  call void @llvm.dbg.value(metadata i64 %358, metadata !121, metadata !DIExpression()), !dbg !470
  %359 = add nsw i64 %358, -1, !dbg !471
  %360 = getelementptr inbounds double, double* %251, i64 %359, !dbg !472
  %361 = load double, double* %360, align 8, !dbg !472, !tbaa !317
  %362 = add nsw i64 %358, 1, !dbg !473
  %363 = getelementptr inbounds double, double* %251, i64 %362, !dbg !474
  %364 = load double, double* %363, align 8, !dbg !474, !tbaa !317
  %365 = fadd double %361, %364, !dbg !475
  %366 = sub nsw i64 %358, %216, !dbg !476
  %367 = getelementptr inbounds double, double* %251, i64 %366, !dbg !477
  %368 = load double, double* %367, align 8, !dbg !477, !tbaa !317
  %369 = fadd double %365, %368, !dbg !478
  %370 = add nsw i64 %358, %215, !dbg !479
  %371 = getelementptr inbounds double, double* %251, i64 %370, !dbg !480
  %372 = load double, double* %371, align 8, !dbg !480, !tbaa !317
  %373 = fadd double %369, %372, !dbg !481
  %374 = fmul double %373, 2.500000e-01, !dbg !482
  call void @llvm.dbg.value(metadata double %374, metadata !124, metadata !DIExpression()), !dbg !470
  %375 = getelementptr inbounds double, double* %251, i64 %358, !dbg !483
  %376 = load double, double* %375, align 8, !dbg !483, !tbaa !317
  %377 = fsub double %374, %376, !dbg !484
  call void @llvm.dbg.value(metadata double %377, metadata !125, metadata !DIExpression()), !dbg !470
  %378 = load double, double* %9, align 8, !dbg !485, !tbaa !317
  call void @llvm.dbg.value(metadata double %378, metadata !115, metadata !DIExpression()), !dbg !360
  %379 = call double @llvm.fmuladd.f64(double %377, double %377, double %378), !dbg !485
  call void @llvm.dbg.value(metadata double %379, metadata !115, metadata !DIExpression()), !dbg !360
  store double %379, double* %9, align 8, !dbg !485, !tbaa !317
  %380 = getelementptr inbounds double, double* %252, i64 %358, !dbg !486
  store double %374, double* %380, align 8, !dbg !487, !tbaa !317
  %381 = add nuw nsw i64 %357, 1, !dbg !488
  call void @llvm.dbg.value(metadata i64 %381, metadata !118, metadata !DIExpression()), !dbg !454
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %382 = icmp eq i64 %381, %229, !dbg !489
  br i1 %382, label %353, label %356, !dbg !455, !llvm.loop !490

383:                                              ; preds = %346
  %384 = urem i32 %253, 20, !dbg !492
  %385 = icmp eq i32 %384, 0, !dbg !493
  %386 = icmp eq i32 %253, %64
  %387 = select i1 %385, i1 true, i1 %386, !dbg !494
  br i1 %387, label %388, label %390, !dbg !494

388:                                              ; preds = %383
  call void @llvm.dbg.value(metadata double %350, metadata !87, metadata !DIExpression()), !dbg !141
  %389 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %253, double noundef %350), !dbg !495
  br label %390, !dbg !495

390:                                              ; preds = %383, %388, %346
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %208) #11, !dbg !496
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %186) #11, !dbg !496
  %391 = add nuw i32 %253, 1, !dbg !497
  call void @llvm.dbg.value(metadata double* %252, metadata !73, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double* %251, metadata !75, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %391, metadata !89, metadata !DIExpression()), !dbg !342
  %392 = icmp eq i32 %253, %64, !dbg !343
  br i1 %392, label %230, label %250, !dbg !344, !llvm.loop !498

393:                                              ; preds = %241, %408
  %394 = phi i64 [ 1, %241 ], [ %410, %408 ]
  %395 = phi i64 [ %239, %241 ], [ %409, %408 ]
  call void @llvm.dbg.value(metadata i64 %394, metadata !132, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.value(metadata i32 1, metadata !134, metadata !DIExpression()), !dbg !500
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  br i1 %242, label %408, label %396, !dbg !501

396:                                              ; preds = %393
  %397 = mul nsw i64 %394, %245
  %398 = trunc i64 %394 to i32
  %399 = add i32 %97, %398
  %400 = srem i32 %399, 5
  %401 = add nsw i32 %400, 1
  br label %412, !dbg !501

402:                                              ; preds = %408, %230
  %403 = phi i64 [ %239, %230 ], [ %409, %408 ]
  store i64 %403, i64* %10, align 8, !tbaa !349
  call void @llvm.dbg.value(metadata i64* %10, metadata !128, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata i64* %11, metadata !129, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %404 = call i32 @MPI_Reduce(i8* noundef nonnull %235, i8* noundef nonnull %236, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !502
  call void @llvm.dbg.value(metadata double* %12, metadata !130, metadata !DIExpression(DW_OP_deref)), !dbg !141
  call void @llvm.dbg.value(metadata double* %13, metadata !131, metadata !DIExpression(DW_OP_deref)), !dbg !141
  %405 = call i32 @MPI_Reduce(i8* noundef nonnull %237, i8* noundef nonnull %238, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !503
  %406 = load i32, i32* %5, align 4, !dbg !504, !tbaa !142
  call void @llvm.dbg.value(metadata i32 %406, metadata !53, metadata !DIExpression()), !dbg !141
  %407 = icmp eq i32 %406, 0, !dbg !506
  br i1 %407, label %434, label %441, !dbg !507

408:                                              ; preds = %431, %393
  %409 = phi i64 [ %395, %393 ], [ %426, %431 ]
  %410 = add nuw nsw i64 %394, 1, !dbg !508
  call void @llvm.dbg.value(metadata i64 %410, metadata !132, metadata !DIExpression()), !dbg !355
  call void @llvm.dbg.value(metadata i32 %94, metadata !64, metadata !DIExpression()), !dbg !141
  %411 = icmp eq i64 %410, %248, !dbg !356
  br i1 %411, label %402, label %393, !dbg !357, !llvm.loop !509

412:                                              ; preds = %396, %431
  %413 = phi i64 [ 1, %396 ], [ %432, %431 ]
  %414 = phi i64 [ %395, %396 ], [ %426, %431 ]
  call void @llvm.dbg.value(metadata i64 %413, metadata !134, metadata !DIExpression()), !dbg !500
  %415 = add nsw i64 %413, %397, !dbg !511
  %416 = getelementptr inbounds double, double* %232, i64 %415, !dbg !512
  %417 = load double, double* %416, align 8, !dbg !512, !tbaa !317
  call void @llvm.dbg.value(metadata double %417, metadata !137, metadata !DIExpression()), !dbg !513
  %418 = call double @llvm.fmuladd.f64(double %417, double 1.000000e+09, double 5.000000e-01), !dbg !514
  %419 = fptosi double %418 to i64, !dbg !515
  call void @llvm.dbg.value(metadata i64 %419, metadata !140, metadata !DIExpression()), !dbg !513
  call void @llvm.dbg.value(metadata i32 %89, metadata !61, metadata !DIExpression()), !dbg !141
  %420 = trunc i64 %413 to i32, !dbg !516
  %421 = add i32 %89, %420, !dbg !516
  %422 = srem i32 %421, 7, !dbg !516
  call void @llvm.dbg.value(metadata i32 %97, metadata !63, metadata !DIExpression()), !dbg !141
  %423 = add nsw i32 %401, %422, !dbg !517
  %424 = sext i32 %423 to i64, !dbg !518
  %425 = mul nsw i64 %419, %424, !dbg !519
  call void @llvm.dbg.value(metadata i64 %414, metadata !128, metadata !DIExpression()), !dbg !141
  %426 = add nsw i64 %425, %414, !dbg !520
  call void @llvm.dbg.value(metadata i64 %426, metadata !128, metadata !DIExpression()), !dbg !141
  %427 = call double @llvm.fabs.f64(double %417), !dbg !521
  %428 = load double, double* %12, align 8, !dbg !523, !tbaa !317
  call void @llvm.dbg.value(metadata double %428, metadata !130, metadata !DIExpression()), !dbg !141
  %429 = fcmp ogt double %427, %428, !dbg !524
  br i1 %429, label %430, label %431, !dbg !525

430:                                              ; preds = %412
  call void @llvm.dbg.value(metadata double %427, metadata !130, metadata !DIExpression()), !dbg !141
  store double %427, double* %12, align 8, !dbg !526, !tbaa !317
  br label %431, !dbg !527

431:                                              ; preds = %430, %412
  %432 = add nuw nsw i64 %413, 1, !dbg !528
  call void @llvm.dbg.value(metadata i64 %432, metadata !134, metadata !DIExpression()), !dbg !500
  call void @llvm.dbg.value(metadata i32 %86, metadata !62, metadata !DIExpression()), !dbg !141
  %433 = icmp eq i64 %432, %249, !dbg !529
  br i1 %433, label %408, label %412, !dbg !501, !llvm.loop !530

434:                                              ; preds = %402
  call void @llvm.dbg.value(metadata i32 %77, metadata !57, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %78, metadata !58, metadata !DIExpression()), !dbg !141
  %435 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([65 x i8], [65 x i8]* @.str.1, i64 0, i64 0), i32 noundef %42, i32 noundef %42, i32 noundef %77, i32 noundef %78, i32 noundef %64), !dbg !532
  %436 = load i64, i64* %11, align 8, !dbg !534, !tbaa !349
  call void @llvm.dbg.value(metadata i64 %436, metadata !129, metadata !DIExpression()), !dbg !141
  %437 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %436), !dbg !535
  %438 = load double, double* %13, align 8, !dbg !536, !tbaa !317
  call void @llvm.dbg.value(metadata double %438, metadata !131, metadata !DIExpression()), !dbg !141
  %439 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef %438), !dbg !537
  %440 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %234), !dbg !538
  br label %441, !dbg !539

441:                                              ; preds = %434, %402
  %442 = bitcast double* %232 to i8*, !dbg !540
  call void @free(i8* noundef %442) #11, !dbg !541
  %443 = bitcast double* %231 to i8*, !dbg !542
  call void @free(i8* noundef %443) #11, !dbg !543
  call void @free(i8* noundef %169) #11, !dbg !544
  call void @free(i8* noundef %171) #11, !dbg !545
  call void @free(i8* noundef %173) #11, !dbg !546
  call void @free(i8* noundef %175) #11, !dbg !547
  %444 = call i32 @MPI_Finalize() #11, !dbg !548
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %238) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %237) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %236) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %235) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %181) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #11, !dbg !549
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %14) #11, !dbg !549
  ret i32 0, !dbg !549
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !550 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !555 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !558 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !559 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !562 double @MPI_Wtime() local_unnamed_addr #3

declare !dbg !565 i32 @MPI_Irecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) local_unnamed_addr #3

declare !dbg !569 i32 @MPI_Isend(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) local_unnamed_addr #3

declare !dbg !574 i32 @MPI_Waitall(i32 noundef, %struct.ompi_request_t** noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare !dbg !577 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare !dbg !580 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #8

declare !dbg !583 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { argmemonly nofree nounwind willreturn }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "halo2d.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c44cd1859d0089ef93506635cc11867")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 16, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7, !8, !9}
!6 = !DIEnumerator(name: "TAG_NORTH", value: 1)
!7 = !DIEnumerator(name: "TAG_SOUTH", value: 2)
!8 = !DIEnumerator(name: "TAG_WEST", value: 3)
!9 = !DIEnumerator(name: "TAG_EAST", value: 4)
!10 = !{!11, !15, !16, !19, !20, !23, !33, !36}
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !12, line: 419, baseType: !13)
!12 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !12, line: 419, flags: DIFlagFwdDecl)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !17, line: 46, baseType: !18)
!17 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!18 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !12, line: 420, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !12, line: 420, flags: DIFlagFwdDecl)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !12, line: 428, baseType: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !12, line: 438, size: 192, elements: !26)
!26 = !{!27, !29, !30, !31, !32}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !25, file: !12, line: 441, baseType: !28, size: 32)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !25, file: !12, line: 442, baseType: !28, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !25, file: !12, line: 443, baseType: !28, size: 32, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !25, file: !12, line: 448, baseType: !28, size: 32, offset: 96)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !25, file: !12, line: 449, baseType: !16, size: 64, offset: 128)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !12, line: 425, baseType: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !12, line: 425, flags: DIFlagFwdDecl)
!36 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{!"Debian clang version 14.0.6"}
!44 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !45, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!45 = !DISubroutineType(types: !46)
!46 = !{!28, !28, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!50 = !{!51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !75, !76, !79, !81, !82, !83, !84, !85, !86, !87, !88, !89, !91, !100, !101, !105, !109, !112, !115, !116, !118, !121, !124, !125, !126, !127, !128, !129, !130, !131, !132, !134, !137, !140}
!51 = !DILocalVariable(name: "argc", arg: 1, scope: !44, file: !1, line: 52, type: !28)
!52 = !DILocalVariable(name: "argv", arg: 2, scope: !44, file: !1, line: 52, type: !47)
!53 = !DILocalVariable(name: "rank", scope: !44, file: !1, line: 53, type: !28)
!54 = !DILocalVariable(name: "size", scope: !44, file: !1, line: 53, type: !28)
!55 = !DILocalVariable(name: "n", scope: !44, file: !1, line: 58, type: !28)
!56 = !DILocalVariable(name: "iterations", scope: !44, file: !1, line: 59, type: !28)
!57 = !DILocalVariable(name: "px", scope: !44, file: !1, line: 61, type: !28)
!58 = !DILocalVariable(name: "py", scope: !44, file: !1, line: 61, type: !28)
!59 = !DILocalVariable(name: "cx", scope: !44, file: !1, line: 63, type: !28)
!60 = !DILocalVariable(name: "cy", scope: !44, file: !1, line: 63, type: !28)
!61 = !DILocalVariable(name: "x0", scope: !44, file: !1, line: 64, type: !28)
!62 = !DILocalVariable(name: "nx", scope: !44, file: !1, line: 64, type: !28)
!63 = !DILocalVariable(name: "y0", scope: !44, file: !1, line: 64, type: !28)
!64 = !DILocalVariable(name: "ny", scope: !44, file: !1, line: 64, type: !28)
!65 = !DILocalVariable(name: "next_first", scope: !44, file: !1, line: 70, type: !28)
!66 = !DILocalVariable(name: "next_count", scope: !44, file: !1, line: 70, type: !28)
!67 = !DILocalVariable(name: "west", scope: !44, file: !1, line: 71, type: !28)
!68 = !DILocalVariable(name: "east", scope: !44, file: !1, line: 73, type: !28)
!69 = !DILocalVariable(name: "south", scope: !44, file: !1, line: 74, type: !28)
!70 = !DILocalVariable(name: "north", scope: !44, file: !1, line: 76, type: !28)
!71 = !DILocalVariable(name: "stride", scope: !44, file: !1, line: 81, type: !28)
!72 = !DILocalVariable(name: "points", scope: !44, file: !1, line: 82, type: !16)
!73 = !DILocalVariable(name: "u", scope: !44, file: !1, line: 83, type: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!75 = !DILocalVariable(name: "unew", scope: !44, file: !1, line: 84, type: !74)
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 87, type: !28)
!77 = distinct !DILexicalBlock(scope: !78, file: !1, line: 87, column: 5)
!78 = distinct !DILexicalBlock(scope: !44, file: !1, line: 86, column: 7)
!79 = !DILocalVariable(name: "k", scope: !80, file: !1, line: 89, type: !16)
!80 = distinct !DILexicalBlock(scope: !44, file: !1, line: 89, column: 3)
!81 = !DILocalVariable(name: "column_len", scope: !44, file: !1, line: 92, type: !28)
!82 = !DILocalVariable(name: "send_west", scope: !44, file: !1, line: 93, type: !74)
!83 = !DILocalVariable(name: "send_east", scope: !44, file: !1, line: 94, type: !74)
!84 = !DILocalVariable(name: "recv_west", scope: !44, file: !1, line: 95, type: !74)
!85 = !DILocalVariable(name: "recv_east", scope: !44, file: !1, line: 96, type: !74)
!86 = !DILocalVariable(name: "h2", scope: !44, file: !1, line: 98, type: !19)
!87 = !DILocalVariable(name: "residual", scope: !44, file: !1, line: 99, type: !19)
!88 = !DILocalVariable(name: "start", scope: !44, file: !1, line: 101, type: !19)
!89 = !DILocalVariable(name: "it", scope: !90, file: !1, line: 102, type: !28)
!90 = distinct !DILexicalBlock(scope: !44, file: !1, line: 102, column: 3)
!91 = !DILocalVariable(name: "requests", scope: !92, file: !1, line: 103, type: !94)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 102, column: 44)
!93 = distinct !DILexicalBlock(scope: !90, file: !1, line: 102, column: 3)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 512, elements: !98)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !12, line: 426, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_request_t", file: !12, line: 426, flags: DIFlagFwdDecl)
!98 = !{!99}
!99 = !DISubrange(count: 8)
!100 = !DILocalVariable(name: "pending", scope: !92, file: !1, line: 104, type: !28)
!101 = !DILocalVariable(name: "j", scope: !102, file: !1, line: 118, type: !28)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 118, column: 7)
!103 = distinct !DILexicalBlock(scope: !104, file: !1, line: 117, column: 20)
!104 = distinct !DILexicalBlock(scope: !92, file: !1, line: 117, column: 9)
!105 = !DILocalVariable(name: "j", scope: !106, file: !1, line: 126, type: !28)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 126, column: 7)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 125, column: 20)
!108 = distinct !DILexicalBlock(scope: !92, file: !1, line: 125, column: 9)
!109 = !DILocalVariable(name: "j", scope: !110, file: !1, line: 135, type: !28)
!110 = distinct !DILexicalBlock(scope: !111, file: !1, line: 135, column: 7)
!111 = distinct !DILexicalBlock(scope: !92, file: !1, line: 134, column: 9)
!112 = !DILocalVariable(name: "j", scope: !113, file: !1, line: 138, type: !28)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 138, column: 7)
!114 = distinct !DILexicalBlock(scope: !92, file: !1, line: 137, column: 9)
!115 = !DILocalVariable(name: "local", scope: !92, file: !1, line: 141, type: !19)
!116 = !DILocalVariable(name: "j", scope: !117, file: !1, line: 142, type: !28)
!117 = distinct !DILexicalBlock(scope: !92, file: !1, line: 142, column: 5)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 143, type: !28)
!119 = distinct !DILexicalBlock(scope: !120, file: !1, line: 143, column: 7)
!120 = distinct !DILexicalBlock(scope: !117, file: !1, line: 142, column: 5)
!121 = !DILocalVariable(name: "k", scope: !122, file: !1, line: 144, type: !28)
!122 = distinct !DILexicalBlock(scope: !123, file: !1, line: 143, column: 37)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 143, column: 7)
!124 = !DILocalVariable(name: "v", scope: !122, file: !1, line: 145, type: !19)
!125 = !DILocalVariable(name: "d", scope: !122, file: !1, line: 146, type: !19)
!126 = !DILocalVariable(name: "swap", scope: !92, file: !1, line: 150, type: !74)
!127 = !DILocalVariable(name: "elapsed", scope: !44, file: !1, line: 158, type: !19)
!128 = !DILocalVariable(name: "local_sum", scope: !44, file: !1, line: 163, type: !36)
!129 = !DILocalVariable(name: "global_sum", scope: !44, file: !1, line: 163, type: !36)
!130 = !DILocalVariable(name: "local_max", scope: !44, file: !1, line: 164, type: !19)
!131 = !DILocalVariable(name: "global_max", scope: !44, file: !1, line: 164, type: !19)
!132 = !DILocalVariable(name: "j", scope: !133, file: !1, line: 165, type: !28)
!133 = distinct !DILexicalBlock(scope: !44, file: !1, line: 165, column: 3)
!134 = !DILocalVariable(name: "i", scope: !135, file: !1, line: 166, type: !28)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 166, column: 5)
!136 = distinct !DILexicalBlock(scope: !133, file: !1, line: 165, column: 3)
!137 = !DILocalVariable(name: "v", scope: !138, file: !1, line: 167, type: !19)
!138 = distinct !DILexicalBlock(scope: !139, file: !1, line: 166, column: 35)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 166, column: 5)
!140 = !DILocalVariable(name: "fixed", scope: !138, file: !1, line: 168, type: !36)
!141 = !DILocation(line: 0, scope: !44)
!142 = !{!143, !143, i64 0}
!143 = !{!"int", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !144, i64 0}
!148 = !DILocation(line: 53, column: 3, scope: !44)
!149 = !DILocation(line: 54, column: 3, scope: !44)
!150 = !DILocation(line: 55, column: 3, scope: !44)
!151 = !DILocation(line: 56, column: 3, scope: !44)
!152 = !DILocation(line: 58, column: 23, scope: !44)
!153 = !DILocation(line: 58, column: 29, scope: !44)
!154 = !DILocalVariable(name: "argc", arg: 1, scope: !155, file: !1, line: 18, type: !28)
!155 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 18, type: !156, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!156 = !DISubroutineType(types: !157)
!157 = !{!28, !28, !47, !28, !28}
!158 = !{!154, !159, !160, !161, !162, !165}
!159 = !DILocalVariable(name: "argv", arg: 2, scope: !155, file: !1, line: 18, type: !47)
!160 = !DILocalVariable(name: "index", arg: 3, scope: !155, file: !1, line: 18, type: !28)
!161 = !DILocalVariable(name: "fallback", arg: 4, scope: !155, file: !1, line: 18, type: !28)
!162 = !DILocalVariable(name: "s", scope: !155, file: !1, line: 21, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!165 = !DILocalVariable(name: "value", scope: !155, file: !1, line: 22, type: !28)
!166 = !DILocation(line: 0, scope: !155, inlinedAt: !167)
!167 = distinct !DILocation(line: 58, column: 11, scope: !44)
!168 = !DILocation(line: 19, column: 13, scope: !169, inlinedAt: !167)
!169 = distinct !DILexicalBlock(scope: !155, file: !1, line: 19, column: 7)
!170 = !DILocation(line: 19, column: 7, scope: !155, inlinedAt: !167)
!171 = !DILocation(line: 21, column: 19, scope: !155, inlinedAt: !167)
!172 = !DILocation(line: 23, column: 7, scope: !173, inlinedAt: !167)
!173 = distinct !DILexicalBlock(scope: !155, file: !1, line: 23, column: 7)
!174 = !{!144, !144, i64 0}
!175 = !DILocation(line: 23, column: 10, scope: !173, inlinedAt: !167)
!176 = !DILocation(line: 23, column: 7, scope: !155, inlinedAt: !167)
!177 = !DILocation(line: 26, column: 18, scope: !178, inlinedAt: !167)
!178 = distinct !DILexicalBlock(scope: !179, file: !1, line: 26, column: 9)
!179 = distinct !DILexicalBlock(scope: !180, file: !1, line: 25, column: 19)
!180 = distinct !DILexicalBlock(scope: !181, file: !1, line: 25, column: 3)
!181 = distinct !DILexicalBlock(scope: !155, file: !1, line: 25, column: 3)
!182 = !DILocation(line: 26, column: 9, scope: !178, inlinedAt: !167)
!183 = !DILocation(line: 28, column: 19, scope: !179, inlinedAt: !167)
!184 = !DILocation(line: 28, column: 30, scope: !179, inlinedAt: !167)
!185 = !DILocation(line: 28, column: 24, scope: !179, inlinedAt: !167)
!186 = !DILocation(line: 25, column: 15, scope: !180, inlinedAt: !167)
!187 = !DILocation(line: 25, column: 10, scope: !180, inlinedAt: !167)
!188 = !DILocation(line: 25, column: 3, scope: !181, inlinedAt: !167)
!189 = distinct !{!189, !188, !190, !191, !192}
!190 = !DILocation(line: 29, column: 3, scope: !181, inlinedAt: !167)
!191 = !{!"llvm.loop.mustprogress"}
!192 = !{!"llvm.loop.unroll.disable"}
!193 = !DILocation(line: 0, scope: !155, inlinedAt: !194)
!194 = distinct !DILocation(line: 59, column: 20, scope: !44)
!195 = !DILocation(line: 19, column: 13, scope: !169, inlinedAt: !194)
!196 = !DILocation(line: 19, column: 7, scope: !155, inlinedAt: !194)
!197 = !DILocation(line: 21, column: 19, scope: !155, inlinedAt: !194)
!198 = !DILocation(line: 23, column: 7, scope: !173, inlinedAt: !194)
!199 = !DILocation(line: 23, column: 10, scope: !173, inlinedAt: !194)
!200 = !DILocation(line: 23, column: 7, scope: !155, inlinedAt: !194)
!201 = !DILocation(line: 26, column: 18, scope: !178, inlinedAt: !194)
!202 = !DILocation(line: 26, column: 9, scope: !178, inlinedAt: !194)
!203 = !DILocation(line: 28, column: 19, scope: !179, inlinedAt: !194)
!204 = !DILocation(line: 28, column: 30, scope: !179, inlinedAt: !194)
!205 = !DILocation(line: 28, column: 24, scope: !179, inlinedAt: !194)
!206 = !DILocation(line: 25, column: 15, scope: !180, inlinedAt: !194)
!207 = !DILocation(line: 25, column: 10, scope: !180, inlinedAt: !194)
!208 = !DILocation(line: 25, column: 3, scope: !181, inlinedAt: !194)
!209 = distinct !{!209, !208, !210, !191, !192}
!210 = !DILocation(line: 29, column: 3, scope: !181, inlinedAt: !194)
!211 = !DILocation(line: 62, column: 14, scope: !44)
!212 = !DILocalVariable(name: "size", arg: 1, scope: !213, file: !1, line: 35, type: !28)
!213 = distinct !DISubprogram(name: "grid_shape", scope: !1, file: !1, line: 35, type: !214, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !217)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !28, !216, !216}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!217 = !{!212, !218, !219, !220, !221}
!218 = !DILocalVariable(name: "px", arg: 2, scope: !213, file: !1, line: 35, type: !216)
!219 = !DILocalVariable(name: "py", arg: 3, scope: !213, file: !1, line: 35, type: !216)
!220 = !DILocalVariable(name: "best", scope: !213, file: !1, line: 36, type: !28)
!221 = !DILocalVariable(name: "d", scope: !222, file: !1, line: 37, type: !28)
!222 = distinct !DILexicalBlock(scope: !213, file: !1, line: 37, column: 3)
!223 = !DILocation(line: 0, scope: !213, inlinedAt: !224)
!224 = distinct !DILocation(line: 62, column: 3, scope: !44)
!225 = !DILocation(line: 0, scope: !222, inlinedAt: !224)
!226 = !DILocation(line: 37, column: 25, scope: !227, inlinedAt: !224)
!227 = distinct !DILexicalBlock(scope: !222, file: !1, line: 37, column: 3)
!228 = !DILocation(line: 37, column: 3, scope: !222, inlinedAt: !224)
!229 = !DILocation(line: 38, column: 14, scope: !230, inlinedAt: !224)
!230 = distinct !DILexicalBlock(scope: !227, file: !1, line: 38, column: 9)
!231 = !DILocation(line: 38, column: 18, scope: !230, inlinedAt: !224)
!232 = !DILocation(line: 38, column: 9, scope: !227, inlinedAt: !224)
!233 = !DILocation(line: 37, column: 35, scope: !227, inlinedAt: !224)
!234 = !DILocation(line: 37, column: 21, scope: !227, inlinedAt: !224)
!235 = distinct !{!235, !228, !236, !191, !192}
!236 = !DILocation(line: 39, column: 14, scope: !222, inlinedAt: !224)
!237 = !DILocation(line: 41, column: 14, scope: !213, inlinedAt: !224)
!238 = !DILocation(line: 63, column: 12, scope: !44)
!239 = !DILocation(line: 63, column: 17, scope: !44)
!240 = !DILocation(line: 63, column: 33, scope: !44)
!241 = !DILocalVariable(name: "n", arg: 1, scope: !242, file: !1, line: 46, type: !28)
!242 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 46, type: !243, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !245)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !28, !28, !28, !216, !216}
!245 = !{!241, !246, !247, !248, !249, !250, !251}
!246 = !DILocalVariable(name: "parts", arg: 2, scope: !242, file: !1, line: 46, type: !28)
!247 = !DILocalVariable(name: "part", arg: 3, scope: !242, file: !1, line: 46, type: !28)
!248 = !DILocalVariable(name: "first", arg: 4, scope: !242, file: !1, line: 46, type: !216)
!249 = !DILocalVariable(name: "count", arg: 5, scope: !242, file: !1, line: 46, type: !216)
!250 = !DILocalVariable(name: "base", scope: !242, file: !1, line: 47, type: !28)
!251 = !DILocalVariable(name: "extra", scope: !242, file: !1, line: 47, type: !28)
!252 = !DILocation(line: 0, scope: !242, inlinedAt: !253)
!253 = distinct !DILocation(line: 65, column: 3, scope: !44)
!254 = !DILocation(line: 47, column: 16, scope: !242, inlinedAt: !253)
!255 = !DILocation(line: 47, column: 35, scope: !242, inlinedAt: !253)
!256 = !DILocation(line: 48, column: 25, scope: !242, inlinedAt: !253)
!257 = !DILocation(line: 48, column: 20, scope: !242, inlinedAt: !253)
!258 = !DILocation(line: 48, column: 17, scope: !242, inlinedAt: !253)
!259 = !DILocation(line: 49, column: 17, scope: !242, inlinedAt: !253)
!260 = !DILocation(line: 49, column: 27, scope: !242, inlinedAt: !253)
!261 = !DILocation(line: 49, column: 24, scope: !242, inlinedAt: !253)
!262 = !DILocation(line: 0, scope: !242, inlinedAt: !263)
!263 = distinct !DILocation(line: 66, column: 3, scope: !44)
!264 = !DILocation(line: 47, column: 16, scope: !242, inlinedAt: !263)
!265 = !DILocation(line: 47, column: 35, scope: !242, inlinedAt: !263)
!266 = !DILocation(line: 48, column: 25, scope: !242, inlinedAt: !263)
!267 = !DILocation(line: 48, column: 20, scope: !242, inlinedAt: !263)
!268 = !DILocation(line: 48, column: 17, scope: !242, inlinedAt: !263)
!269 = !DILocation(line: 49, column: 17, scope: !242, inlinedAt: !263)
!270 = !DILocation(line: 49, column: 27, scope: !242, inlinedAt: !263)
!271 = !DILocation(line: 49, column: 24, scope: !242, inlinedAt: !263)
!272 = !DILocation(line: 71, column: 17, scope: !44)
!273 = !DILocation(line: 71, column: 14, scope: !44)
!274 = !DILocation(line: 72, column: 25, scope: !44)
!275 = !DILocation(line: 0, scope: !242, inlinedAt: !276)
!276 = distinct !DILocation(line: 72, column: 3, scope: !44)
!277 = !DILocation(line: 48, column: 25, scope: !242, inlinedAt: !276)
!278 = !DILocation(line: 48, column: 20, scope: !242, inlinedAt: !276)
!279 = !DILocation(line: 48, column: 17, scope: !242, inlinedAt: !276)
!280 = !DILocation(line: 73, column: 22, scope: !44)
!281 = !DILocation(line: 73, column: 17, scope: !44)
!282 = !DILocation(line: 73, column: 26, scope: !44)
!283 = !DILocation(line: 74, column: 18, scope: !44)
!284 = !DILocation(line: 74, column: 15, scope: !44)
!285 = !DILocation(line: 75, column: 25, scope: !44)
!286 = !DILocation(line: 0, scope: !242, inlinedAt: !287)
!287 = distinct !DILocation(line: 75, column: 3, scope: !44)
!288 = !DILocation(line: 48, column: 25, scope: !242, inlinedAt: !287)
!289 = !DILocation(line: 48, column: 20, scope: !242, inlinedAt: !287)
!290 = !DILocation(line: 48, column: 17, scope: !242, inlinedAt: !287)
!291 = !DILocation(line: 76, column: 23, scope: !44)
!292 = !DILocation(line: 76, column: 18, scope: !44)
!293 = !DILocation(line: 76, column: 27, scope: !44)
!294 = !DILocation(line: 77, column: 10, scope: !295)
!295 = distinct !DILexicalBlock(scope: !44, file: !1, line: 77, column: 7)
!296 = !DILocation(line: 77, column: 15, scope: !295)
!297 = !DILocation(line: 78, column: 5, scope: !295)
!298 = !DILocation(line: 81, column: 19, scope: !44)
!299 = !DILocation(line: 82, column: 19, scope: !44)
!300 = !DILocation(line: 82, column: 50, scope: !44)
!301 = !DILocation(line: 82, column: 38, scope: !44)
!302 = !DILocation(line: 82, column: 36, scope: !44)
!303 = !DILocation(line: 83, column: 37, scope: !44)
!304 = !DILocation(line: 83, column: 15, scope: !44)
!305 = !DILocation(line: 84, column: 18, scope: !44)
!306 = !DILocation(line: 85, column: 3, scope: !44)
!307 = !DILocation(line: 86, column: 10, scope: !78)
!308 = !DILocation(line: 86, column: 15, scope: !78)
!309 = !DILocation(line: 86, column: 7, scope: !44)
!310 = !DILocation(line: 0, scope: !77)
!311 = !DILocation(line: 87, column: 5, scope: !77)
!312 = !DILocation(line: 87, column: 23, scope: !313)
!313 = distinct !DILexicalBlock(scope: !77, file: !1, line: 87, column: 5)
!314 = !DILocation(line: 88, column: 27, scope: !313)
!315 = !DILocation(line: 88, column: 7, scope: !313)
!316 = !DILocation(line: 88, column: 32, scope: !313)
!317 = !{!318, !318, i64 0}
!318 = !{!"double", !144, i64 0}
!319 = !DILocation(line: 87, column: 34, scope: !313)
!320 = distinct !{!320, !311, !321, !191, !192}
!321 = !DILocation(line: 88, column: 34, scope: !77)
!322 = !DILocation(line: 0, scope: !80)
!323 = !DILocation(line: 89, column: 24, scope: !324)
!324 = distinct !DILexicalBlock(scope: !80, file: !1, line: 89, column: 3)
!325 = !DILocation(line: 89, column: 3, scope: !80)
!326 = !DILocation(line: 90, column: 13, scope: !324)
!327 = !DILocation(line: 92, column: 20, scope: !44)
!328 = !DILocation(line: 93, column: 47, scope: !44)
!329 = !DILocation(line: 93, column: 45, scope: !44)
!330 = !DILocation(line: 93, column: 23, scope: !44)
!331 = !DILocation(line: 94, column: 23, scope: !44)
!332 = !DILocation(line: 95, column: 23, scope: !44)
!333 = !DILocation(line: 96, column: 23, scope: !44)
!334 = !DILocation(line: 98, column: 33, scope: !44)
!335 = !DILocation(line: 98, column: 22, scope: !44)
!336 = !DILocation(line: 98, column: 38, scope: !44)
!337 = !DILocation(line: 98, column: 19, scope: !44)
!338 = !DILocation(line: 99, column: 3, scope: !44)
!339 = !DILocation(line: 99, column: 10, scope: !44)
!340 = !DILocation(line: 100, column: 3, scope: !44)
!341 = !DILocation(line: 101, column: 18, scope: !44)
!342 = !DILocation(line: 0, scope: !90)
!343 = !DILocation(line: 102, column: 23, scope: !93)
!344 = !DILocation(line: 102, column: 3, scope: !90)
!345 = !DILocation(line: 158, column: 20, scope: !44)
!346 = !DILocation(line: 158, column: 32, scope: !44)
!347 = !DILocation(line: 163, column: 3, scope: !44)
!348 = !DILocation(line: 163, column: 13, scope: !44)
!349 = !{!350, !350, i64 0}
!350 = !{!"long long", !144, i64 0}
!351 = !DILocation(line: 163, column: 28, scope: !44)
!352 = !DILocation(line: 164, column: 3, scope: !44)
!353 = !DILocation(line: 164, column: 10, scope: !44)
!354 = !DILocation(line: 164, column: 27, scope: !44)
!355 = !DILocation(line: 0, scope: !133)
!356 = !DILocation(line: 165, column: 21, scope: !136)
!357 = !DILocation(line: 165, column: 3, scope: !133)
!358 = !DILocation(line: 103, column: 5, scope: !92)
!359 = !DILocation(line: 103, column: 17, scope: !92)
!360 = !DILocation(line: 0, scope: !92)
!361 = !DILocation(line: 105, column: 9, scope: !92)
!362 = !DILocation(line: 106, column: 18, scope: !363)
!363 = distinct !DILexicalBlock(scope: !364, file: !1, line: 105, column: 21)
!364 = distinct !DILexicalBlock(scope: !92, file: !1, line: 105, column: 9)
!365 = !DILocation(line: 106, column: 17, scope: !363)
!366 = !DILocation(line: 106, column: 7, scope: !363)
!367 = !DILocation(line: 108, column: 18, scope: !363)
!368 = !DILocation(line: 108, column: 17, scope: !363)
!369 = !DILocation(line: 108, column: 7, scope: !363)
!370 = !DILocation(line: 110, column: 5, scope: !363)
!371 = !DILocation(line: 111, column: 9, scope: !92)
!372 = !DILocation(line: 112, column: 18, scope: !373)
!373 = distinct !DILexicalBlock(scope: !374, file: !1, line: 111, column: 21)
!374 = distinct !DILexicalBlock(scope: !92, file: !1, line: 111, column: 9)
!375 = !DILocation(line: 112, column: 17, scope: !373)
!376 = !DILocation(line: 113, column: 34, scope: !373)
!377 = !DILocation(line: 113, column: 18, scope: !373)
!378 = !DILocation(line: 112, column: 7, scope: !373)
!379 = !DILocation(line: 114, column: 18, scope: !373)
!380 = !DILocation(line: 114, column: 17, scope: !373)
!381 = !DILocation(line: 115, column: 50, scope: !373)
!382 = !DILocation(line: 115, column: 34, scope: !373)
!383 = !DILocation(line: 114, column: 7, scope: !373)
!384 = !DILocation(line: 116, column: 5, scope: !373)
!385 = !DILocation(line: 117, column: 9, scope: !92)
!386 = !DILocation(line: 0, scope: !102)
!387 = !DILocation(line: 118, column: 7, scope: !102)
!388 = !DILocation(line: 121, column: 34, scope: !103)
!389 = !DILocation(line: 121, column: 18, scope: !103)
!390 = !DILocation(line: 120, column: 7, scope: !103)
!391 = !DILocation(line: 123, column: 34, scope: !103)
!392 = !DILocation(line: 123, column: 18, scope: !103)
!393 = !DILocation(line: 122, column: 7, scope: !103)
!394 = !DILocation(line: 124, column: 5, scope: !103)
!395 = !DILocation(line: 119, column: 29, scope: !396)
!396 = distinct !DILexicalBlock(scope: !102, file: !1, line: 118, column: 7)
!397 = !DILocation(line: 119, column: 34, scope: !396)
!398 = !DILocation(line: 119, column: 43, scope: !396)
!399 = !DILocation(line: 119, column: 24, scope: !396)
!400 = !DILocation(line: 119, column: 9, scope: !396)
!401 = !DILocation(line: 119, column: 22, scope: !396)
!402 = !DILocation(line: 118, column: 25, scope: !396)
!403 = distinct !{!403, !387, !404, !191, !192}
!404 = !DILocation(line: 119, column: 46, scope: !102)
!405 = !DILocation(line: 125, column: 9, scope: !92)
!406 = !DILocation(line: 0, scope: !106)
!407 = !DILocation(line: 126, column: 7, scope: !106)
!408 = !DILocation(line: 129, column: 34, scope: !107)
!409 = !DILocation(line: 129, column: 18, scope: !107)
!410 = !DILocation(line: 128, column: 7, scope: !107)
!411 = !DILocation(line: 131, column: 34, scope: !107)
!412 = !DILocation(line: 131, column: 18, scope: !107)
!413 = !DILocation(line: 130, column: 7, scope: !107)
!414 = !DILocation(line: 132, column: 5, scope: !107)
!415 = !DILocation(line: 127, column: 29, scope: !416)
!416 = distinct !DILexicalBlock(scope: !106, file: !1, line: 126, column: 7)
!417 = !DILocation(line: 127, column: 34, scope: !416)
!418 = !DILocation(line: 127, column: 43, scope: !416)
!419 = !DILocation(line: 127, column: 24, scope: !416)
!420 = !DILocation(line: 127, column: 9, scope: !416)
!421 = !DILocation(line: 127, column: 22, scope: !416)
!422 = !DILocation(line: 126, column: 25, scope: !416)
!423 = distinct !{!423, !407, !424, !191, !192}
!424 = !DILocation(line: 127, column: 47, scope: !106)
!425 = !DILocation(line: 133, column: 5, scope: !92)
!426 = !DILocation(line: 134, column: 9, scope: !92)
!427 = !DILocation(line: 0, scope: !110)
!428 = !DILocation(line: 136, column: 31, scope: !429)
!429 = distinct !DILexicalBlock(scope: !110, file: !1, line: 135, column: 7)
!430 = !DILocation(line: 136, column: 14, scope: !429)
!431 = !DILocation(line: 136, column: 19, scope: !429)
!432 = !DILocation(line: 136, column: 9, scope: !429)
!433 = !DILocation(line: 136, column: 29, scope: !429)
!434 = !DILocation(line: 135, column: 25, scope: !429)
!435 = !DILocation(line: 135, column: 7, scope: !110)
!436 = distinct !{!436, !435, !437, !191, !192}
!437 = !DILocation(line: 136, column: 42, scope: !110)
!438 = !DILocation(line: 137, column: 9, scope: !92)
!439 = !DILocation(line: 0, scope: !113)
!440 = !DILocation(line: 139, column: 40, scope: !441)
!441 = distinct !DILexicalBlock(scope: !113, file: !1, line: 138, column: 7)
!442 = !DILocation(line: 139, column: 14, scope: !441)
!443 = !DILocation(line: 139, column: 33, scope: !441)
!444 = !DILocation(line: 139, column: 9, scope: !441)
!445 = !DILocation(line: 139, column: 38, scope: !441)
!446 = !DILocation(line: 138, column: 25, scope: !441)
!447 = !DILocation(line: 138, column: 7, scope: !113)
!448 = distinct !{!448, !447, !449, !191, !192}
!449 = !DILocation(line: 139, column: 51, scope: !113)
!450 = !DILocation(line: 141, column: 5, scope: !92)
!451 = !DILocation(line: 141, column: 12, scope: !92)
!452 = !DILocation(line: 0, scope: !117)
!453 = !DILocation(line: 142, column: 5, scope: !117)
!454 = !DILocation(line: 0, scope: !119)
!455 = !DILocation(line: 143, column: 7, scope: !119)
!456 = !DILocation(line: 153, column: 5, scope: !92)
!457 = !DILocation(line: 154, column: 21, scope: !92)
!458 = !DILocation(line: 154, column: 30, scope: !92)
!459 = !DILocation(line: 154, column: 16, scope: !92)
!460 = !DILocation(line: 154, column: 14, scope: !92)
!461 = !DILocation(line: 155, column: 9, scope: !462)
!462 = distinct !DILexicalBlock(scope: !92, file: !1, line: 155, column: 9)
!463 = !DILocation(line: 155, column: 14, scope: !462)
!464 = !DILocation(line: 155, column: 19, scope: !462)
!465 = !DILocation(line: 142, column: 31, scope: !120)
!466 = !DILocation(line: 142, column: 23, scope: !120)
!467 = distinct !{!467, !453, !468, !191, !192}
!468 = !DILocation(line: 149, column: 7, scope: !117)
!469 = !DILocation(line: 144, column: 28, scope: !122)
!470 = !DILocation(line: 0, scope: !122)
!471 = !DILocation(line: 145, column: 32, scope: !122)
!472 = !DILocation(line: 145, column: 28, scope: !122)
!473 = !DILocation(line: 145, column: 43, scope: !122)
!474 = !DILocation(line: 145, column: 39, scope: !122)
!475 = !DILocation(line: 145, column: 37, scope: !122)
!476 = !DILocation(line: 145, column: 54, scope: !122)
!477 = !DILocation(line: 145, column: 50, scope: !122)
!478 = !DILocation(line: 145, column: 48, scope: !122)
!479 = !DILocation(line: 145, column: 70, scope: !122)
!480 = !DILocation(line: 145, column: 66, scope: !122)
!481 = !DILocation(line: 145, column: 64, scope: !122)
!482 = !DILocation(line: 145, column: 25, scope: !122)
!483 = !DILocation(line: 146, column: 24, scope: !122)
!484 = !DILocation(line: 146, column: 22, scope: !122)
!485 = !DILocation(line: 147, column: 15, scope: !122)
!486 = !DILocation(line: 148, column: 9, scope: !122)
!487 = !DILocation(line: 148, column: 17, scope: !122)
!488 = !DILocation(line: 143, column: 33, scope: !123)
!489 = !DILocation(line: 143, column: 25, scope: !123)
!490 = distinct !{!490, !455, !491, !191, !192}
!491 = !DILocation(line: 149, column: 7, scope: !119)
!492 = !DILocation(line: 155, column: 26, scope: !462)
!493 = !DILocation(line: 155, column: 31, scope: !462)
!494 = !DILocation(line: 155, column: 36, scope: !462)
!495 = !DILocation(line: 156, column: 7, scope: !462)
!496 = !DILocation(line: 157, column: 3, scope: !93)
!497 = !DILocation(line: 102, column: 40, scope: !93)
!498 = distinct !{!498, !344, !499, !191, !192}
!499 = !DILocation(line: 157, column: 3, scope: !90)
!500 = !DILocation(line: 0, scope: !135)
!501 = !DILocation(line: 166, column: 5, scope: !135)
!502 = !DILocation(line: 173, column: 3, scope: !44)
!503 = !DILocation(line: 175, column: 3, scope: !44)
!504 = !DILocation(line: 177, column: 7, scope: !505)
!505 = distinct !DILexicalBlock(scope: !44, file: !1, line: 177, column: 7)
!506 = !DILocation(line: 177, column: 12, scope: !505)
!507 = !DILocation(line: 177, column: 7, scope: !44)
!508 = !DILocation(line: 165, column: 29, scope: !136)
!509 = distinct !{!509, !357, !510, !191, !192}
!510 = !DILocation(line: 172, column: 5, scope: !133)
!511 = !DILocation(line: 167, column: 31, scope: !138)
!512 = !DILocation(line: 167, column: 18, scope: !138)
!513 = !DILocation(line: 0, scope: !138)
!514 = !DILocation(line: 168, column: 45, scope: !138)
!515 = !DILocation(line: 168, column: 25, scope: !138)
!516 = !DILocation(line: 169, column: 49, scope: !138)
!517 = !DILocation(line: 169, column: 68, scope: !138)
!518 = !DILocation(line: 169, column: 28, scope: !138)
!519 = !DILocation(line: 169, column: 26, scope: !138)
!520 = !DILocation(line: 169, column: 17, scope: !138)
!521 = !DILocation(line: 170, column: 11, scope: !522)
!522 = distinct !DILexicalBlock(scope: !138, file: !1, line: 170, column: 11)
!523 = !DILocation(line: 170, column: 21, scope: !522)
!524 = !DILocation(line: 170, column: 19, scope: !522)
!525 = !DILocation(line: 170, column: 11, scope: !138)
!526 = !DILocation(line: 171, column: 19, scope: !522)
!527 = !DILocation(line: 171, column: 9, scope: !522)
!528 = !DILocation(line: 166, column: 31, scope: !139)
!529 = !DILocation(line: 166, column: 23, scope: !139)
!530 = distinct !{!530, !501, !531, !191, !192}
!531 = !DILocation(line: 172, column: 5, scope: !135)
!532 = !DILocation(line: 178, column: 5, scope: !533)
!533 = distinct !DILexicalBlock(scope: !505, file: !1, line: 177, column: 18)
!534 = !DILocation(line: 180, column: 32, scope: !533)
!535 = !DILocation(line: 180, column: 5, scope: !533)
!536 = !DILocation(line: 181, column: 32, scope: !533)
!537 = !DILocation(line: 181, column: 5, scope: !533)
!538 = !DILocation(line: 182, column: 5, scope: !533)
!539 = !DILocation(line: 183, column: 3, scope: !533)
!540 = !DILocation(line: 184, column: 8, scope: !44)
!541 = !DILocation(line: 184, column: 3, scope: !44)
!542 = !DILocation(line: 185, column: 8, scope: !44)
!543 = !DILocation(line: 185, column: 3, scope: !44)
!544 = !DILocation(line: 186, column: 3, scope: !44)
!545 = !DILocation(line: 187, column: 3, scope: !44)
!546 = !DILocation(line: 188, column: 3, scope: !44)
!547 = !DILocation(line: 189, column: 3, scope: !44)
!548 = !DILocation(line: 190, column: 3, scope: !44)
!549 = !DILocation(line: 192, column: 1, scope: !44)
!550 = !DISubprogram(name: "MPI_Init", scope: !12, file: !12, line: 1637, type: !551, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!551 = !DISubroutineType(types: !552)
!552 = !{!28, !216, !553}
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!554 = !{}
!555 = !DISubprogram(name: "MPI_Comm_rank", scope: !12, file: !12, line: 1421, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!556 = !DISubroutineType(types: !557)
!557 = !{!28, !11, !216}
!558 = !DISubprogram(name: "MPI_Comm_size", scope: !12, file: !12, line: 1428, type: !556, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!559 = !DISubprogram(name: "MPI_Barrier", scope: !12, file: !12, line: 1343, type: !560, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!560 = !DISubroutineType(types: !561)
!561 = !{!28, !11}
!562 = !DISubprogram(name: "MPI_Wtime", scope: !12, file: !12, line: 1954, type: !563, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!563 = !DISubroutineType(types: !564)
!564 = !{!19}
!565 = !DISubprogram(name: "MPI_Irecv", scope: !12, file: !12, line: 1648, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!566 = !DISubroutineType(types: !567)
!567 = !{!28, !15, !28, !20, !28, !28, !11, !568}
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!569 = !DISubprogram(name: "MPI_Isend", scope: !12, file: !12, line: 1652, type: !570, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!570 = !DISubroutineType(types: !571)
!571 = !{!28, !572, !28, !20, !28, !28, !11, !568}
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !573, size: 64)
!573 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!574 = !DISubprogram(name: "MPI_Waitall", scope: !12, file: !12, line: 1899, type: !575, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!575 = !DISubroutineType(types: !576)
!576 = !{!28, !28, !568, !23}
!577 = !DISubprogram(name: "MPI_Allreduce", scope: !12, file: !12, line: 1321, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!578 = !DISubroutineType(types: !579)
!579 = !{!28, !572, !15, !28, !20, !33, !11}
!580 = !DISubprogram(name: "MPI_Reduce", scope: !12, file: !12, line: 1725, type: !581, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!581 = !DISubroutineType(types: !582)
!582 = !{!28, !572, !15, !28, !20, !33, !28, !11}
!583 = !DISubprogram(name: "MPI_Finalize", scope: !12, file: !12, line: 1550, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !554)
!584 = !DISubroutineType(types: !585)
!585 = !{!28}
