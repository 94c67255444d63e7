; ModuleID = 'jacobi.c'
source_filename = "jacobi.c"
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
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [36 x i8] c"iteration %3d: squared update %.5e\0A\00", align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str.1 = private unnamed_addr constant [53 x i8] c"jacobi: %d x %d points in row blocks, %d iterations\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"checksum: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !49, metadata !DIExpression()), !dbg !110
  store i32 %0, i32* %3, align 4, !tbaa !111
  call void @llvm.dbg.value(metadata i8** %1, metadata !50, metadata !DIExpression()), !dbg !110
  store i8** %1, i8*** %4, align 8, !tbaa !115
  %11 = bitcast i32* %5 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #8, !dbg !117
  %12 = bitcast i32* %6 to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #8, !dbg !117
  call void @llvm.dbg.value(metadata i32* %3, metadata !49, metadata !DIExpression(DW_OP_deref)), !dbg !110
  call void @llvm.dbg.value(metadata i8*** %4, metadata !50, metadata !DIExpression(DW_OP_deref)), !dbg !110
  %13 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #8, !dbg !118
  call void @llvm.dbg.value(metadata i32* %5, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !110
  %14 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #8, !dbg !119
  call void @llvm.dbg.value(metadata i32* %6, metadata !52, metadata !DIExpression(DW_OP_deref)), !dbg !110
  %15 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #8, !dbg !120
  %16 = load i32, i32* %3, align 4, !dbg !121, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %16, metadata !49, metadata !DIExpression()), !dbg !110
  %17 = load i8**, i8*** %4, align 8, !dbg !122, !tbaa !115
  call void @llvm.dbg.value(metadata i8** %17, metadata !50, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %16, metadata !123, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i8** %17, metadata !128, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 1, metadata !129, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 64, metadata !130, metadata !DIExpression()), !dbg !135
  %18 = icmp sgt i32 %16, 1, !dbg !137
  br i1 %18, label %19, label %38, !dbg !139

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !140
  %21 = load i8*, i8** %20, align 8, !dbg !140, !tbaa !115
  call void @llvm.dbg.value(metadata i8* %21, metadata !131, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !135
  %22 = load i8, i8* %21, align 1, !dbg !141, !tbaa !143
  %23 = icmp eq i8 %22, 0, !dbg !144
  br i1 %23, label %38, label %24, !dbg !145

24:                                               ; preds = %19, %30
  %25 = phi i8 [ %36, %30 ], [ %22, %19 ]
  %26 = phi i32 [ %34, %30 ], [ 0, %19 ]
  %27 = phi i8* [ %35, %30 ], [ %21, %19 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i8* %27, metadata !131, metadata !DIExpression()), !dbg !135
  %28 = add i8 %25, -58, !dbg !146
  %29 = icmp ult i8 %28, -10, !dbg !146
  br i1 %29, label %38, label %30, !dbg !146

30:                                               ; preds = %24
  %31 = sext i8 %25 to i32, !dbg !151
  %32 = mul nsw i32 %26, 10, !dbg !152
  %33 = add nsw i32 %31, -48, !dbg !153
  %34 = add i32 %33, %32, !dbg !154
  call void @llvm.dbg.value(metadata i32 %34, metadata !134, metadata !DIExpression()), !dbg !135
  %35 = getelementptr inbounds i8, i8* %27, i64 1, !dbg !155
  call void @llvm.dbg.value(metadata i8* %35, metadata !131, metadata !DIExpression()), !dbg !135
  %36 = load i8, i8* %35, align 1, !dbg !156, !tbaa !143
  %37 = icmp eq i8 %36, 0, !dbg !157
  br i1 %37, label %38, label %24, !dbg !157, !llvm.loop !158

38:                                               ; preds = %24, %30, %2, %19
  %39 = phi i32 [ 64, %2 ], [ 64, %19 ], [ 64, %24 ], [ %34, %30 ], !dbg !135
  call void @llvm.dbg.value(metadata i32 %39, metadata !53, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %16, metadata !49, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i8** %17, metadata !50, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %16, metadata !123, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i8** %17, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 2, metadata !129, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 60, metadata !130, metadata !DIExpression()), !dbg !162
  %40 = icmp sgt i32 %16, 2, !dbg !164
  br i1 %40, label %41, label %60, !dbg !165

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8*, i8** %17, i64 2, !dbg !166
  %43 = load i8*, i8** %42, align 8, !dbg !166, !tbaa !115
  call void @llvm.dbg.value(metadata i8* %43, metadata !131, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !134, metadata !DIExpression()), !dbg !162
  %44 = load i8, i8* %43, align 1, !dbg !167, !tbaa !143
  %45 = icmp eq i8 %44, 0, !dbg !168
  br i1 %45, label %60, label %46, !dbg !169

46:                                               ; preds = %41, %52
  %47 = phi i8 [ %58, %52 ], [ %44, %41 ]
  %48 = phi i32 [ %56, %52 ], [ 0, %41 ]
  %49 = phi i8* [ %57, %52 ], [ %43, %41 ]
  call void @llvm.dbg.value(metadata i32 %48, metadata !134, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i8* %49, metadata !131, metadata !DIExpression()), !dbg !162
  %50 = add i8 %47, -58, !dbg !170
  %51 = icmp ult i8 %50, -10, !dbg !170
  br i1 %51, label %60, label %52, !dbg !170

52:                                               ; preds = %46
  %53 = sext i8 %47 to i32, !dbg !171
  %54 = mul nsw i32 %48, 10, !dbg !172
  %55 = add nsw i32 %53, -48, !dbg !173
  %56 = add i32 %55, %54, !dbg !174
  call void @llvm.dbg.value(metadata i32 %56, metadata !134, metadata !DIExpression()), !dbg !162
  %57 = getelementptr inbounds i8, i8* %49, i64 1, !dbg !175
  call void @llvm.dbg.value(metadata i8* %57, metadata !131, metadata !DIExpression()), !dbg !162
  %58 = load i8, i8* %57, align 1, !dbg !176, !tbaa !143
  %59 = icmp eq i8 %58, 0, !dbg !177
  br i1 %59, label %60, label %46, !dbg !177, !llvm.loop !178

60:                                               ; preds = %46, %52, %38, %41
  %61 = phi i32 [ 60, %38 ], [ 60, %41 ], [ 60, %46 ], [ %56, %52 ], !dbg !162
  call void @llvm.dbg.value(metadata i32 %61, metadata !54, metadata !DIExpression()), !dbg !110
  %62 = load i32, i32* %6, align 4, !dbg !180, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %62, metadata !52, metadata !DIExpression()), !dbg !110
  %63 = load i32, i32* %5, align 4, !dbg !181, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %63, metadata !51, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %39, metadata !182, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32 %62, metadata !188, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32 %63, metadata !189, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32* undef, metadata !190, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.value(metadata i32* undef, metadata !191, metadata !DIExpression()), !dbg !194
  %64 = sdiv i32 %39, %62, !dbg !196
  call void @llvm.dbg.value(metadata i32 %64, metadata !192, metadata !DIExpression()), !dbg !194
  %65 = srem i32 %39, %62, !dbg !197
  call void @llvm.dbg.value(metadata i32 %65, metadata !193, metadata !DIExpression()), !dbg !194
  %66 = icmp sgt i32 %65, %63, !dbg !198
  %67 = zext i1 %66 to i32, !dbg !199
  %68 = add nsw i32 %64, %67, !dbg !200
  %69 = mul nsw i32 %64, %63, !dbg !201
  %70 = select i1 %66, i32 %63, i32 %65, !dbg !202
  %71 = add nsw i32 %70, %69, !dbg !203
  call void @llvm.dbg.value(metadata i32 %62, metadata !52, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %63, metadata !51, metadata !DIExpression()), !dbg !110
  %72 = add nsw i32 %63, 1, !dbg !204
  call void @llvm.dbg.value(metadata i32 %39, metadata !182, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 %62, metadata !188, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 %72, metadata !189, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32* undef, metadata !190, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32* undef, metadata !191, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 %64, metadata !192, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i32 %65, metadata !193, metadata !DIExpression()), !dbg !205
  %73 = icmp sgt i32 %65, %72, !dbg !207
  %74 = zext i1 %73 to i32, !dbg !208
  %75 = add nsw i32 %64, %74, !dbg !209
  call void @llvm.dbg.value(metadata i32 %63, metadata !51, metadata !DIExpression()), !dbg !110
  %76 = icmp sgt i32 %63, 0, !dbg !210
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %77 = icmp sgt i32 %68, 0
  %78 = select i1 %76, i1 %77, i1 false, !dbg !211
  %79 = add nsw i32 %63, -1, !dbg !211
  %80 = select i1 %78, i32 %79, i32 -2, !dbg !211
  call void @llvm.dbg.value(metadata i32 %80, metadata !59, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %62, metadata !52, metadata !DIExpression()), !dbg !110
  %81 = icmp slt i32 %72, %62, !dbg !212
  call void @llvm.dbg.value(metadata i32 %75, metadata !58, metadata !DIExpression()), !dbg !110
  %82 = icmp sgt i32 %75, 0
  %83 = select i1 %81, i1 %82, i1 false, !dbg !213
  %84 = select i1 %83, i1 %77, i1 false, !dbg !213
  %85 = select i1 %84, i32 %72, i32 -2, !dbg !213
  call void @llvm.dbg.value(metadata i32 %85, metadata !60, metadata !DIExpression()), !dbg !110
  %86 = add nsw i32 %39, 2, !dbg !214
  call void @llvm.dbg.value(metadata i32 %86, metadata !61, metadata !DIExpression()), !dbg !110
  %87 = add nsw i32 %68, 2, !dbg !215
  %88 = sext i32 %87 to i64, !dbg !216
  %89 = sext i32 %86 to i64, !dbg !217
  call void @llvm.dbg.value(metadata i64 undef, metadata !62, metadata !DIExpression()), !dbg !110
  %90 = shl nsw i64 %89, 3, !dbg !218
  %91 = mul i64 %90, %88, !dbg !219
  %92 = call noalias i8* @malloc(i64 noundef %91) #8, !dbg !220
  %93 = bitcast i8* %92 to double*, !dbg !220
  call void @llvm.dbg.value(metadata double* %93, metadata !63, metadata !DIExpression()), !dbg !110
  %94 = call noalias i8* @malloc(i64 noundef %91) #8, !dbg !221
  %95 = bitcast i8* %94 to double*, !dbg !221
  call void @llvm.dbg.value(metadata double* %95, metadata !65, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %96 = icmp sgt i32 %68, -2, !dbg !223
  br i1 %96, label %97, label %118, !dbg !224

97:                                               ; preds = %60
  %98 = icmp sgt i32 %39, -2
  %99 = add nsw i32 %39, 1
  %100 = sitofp i32 %99 to double
  %101 = zext i32 %99 to i64, !dbg !224
  %102 = call i32 @llvm.smax.i32(i32 %86, i32 1), !dbg !224
  %103 = call i32 @llvm.smax.i32(i32 %87, i32 1), !dbg !224
  %104 = zext i32 %103 to i64, !dbg !223
  %105 = zext i32 %102 to i64
  br label %106, !dbg !224

106:                                              ; preds = %97, %141
  %107 = phi i64 [ 0, %97 ], [ %142, %141 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !66, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !225
  br i1 %98, label %108, label %141, !dbg !226

108:                                              ; preds = %106
  %109 = trunc i64 %107 to i32
  %110 = add nsw i32 %71, %109
  %111 = icmp eq i32 %99, %110
  %112 = icmp eq i32 %110, 0
  %113 = sitofp i32 %110 to double
  %114 = fdiv double %113, %100
  %115 = mul nsw i64 %107, %89
  %116 = or i1 %111, %112
  %117 = select i1 %111, double 1.000000e+00, double 0.000000e+00
  br label %144, !dbg !226

118:                                              ; preds = %141, %60
  %119 = bitcast double* %7 to i8*, !dbg !227
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %119) #8, !dbg !227
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !110
  store double 0.000000e+00, double* %7, align 8, !dbg !228, !tbaa !229
  %120 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !231
  %121 = call double @MPI_Wtime() #8, !dbg !232
  call void @llvm.dbg.value(metadata double %121, metadata !75, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 1, metadata !76, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata double* %93, metadata !63, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double* %95, metadata !65, metadata !DIExpression()), !dbg !110
  %122 = icmp slt i32 %61, 1, !dbg !234
  br i1 %122, label %156, label %123, !dbg !235

123:                                              ; preds = %118
  %124 = sext i32 %68 to i64
  %125 = mul nsw i64 %124, %89
  %126 = add i64 %125, 1
  %127 = add nsw i32 %39, 3
  %128 = sext i32 %127 to i64
  %129 = add nsw i32 %68, 1
  %130 = sext i32 %129 to i64
  %131 = mul nsw i64 %130, %89
  %132 = add i64 %131, 1
  %133 = bitcast double* %8 to i8*
  %134 = icmp slt i32 %68, 1
  %135 = icmp slt i32 %39, 1
  %136 = add i32 %39, 1, !dbg !235
  %137 = add i32 %64, %67, !dbg !235
  %138 = add i32 %137, 1, !dbg !235
  %139 = zext i32 %138 to i64
  %140 = zext i32 %136 to i64
  br label %171, !dbg !235

141:                                              ; preds = %144, %106
  %142 = add nuw nsw i64 %107, 1, !dbg !236
  call void @llvm.dbg.value(metadata i64 %142, metadata !66, metadata !DIExpression()), !dbg !222
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %143 = icmp eq i64 %142, %104, !dbg !223
  br i1 %143, label %118, label %106, !dbg !224, !llvm.loop !237

144:                                              ; preds = %108, %144
  %145 = phi i64 [ 0, %108 ], [ %154, %144 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !68, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 %71, metadata !55, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i64 %145, metadata !239, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32 %110, metadata !244, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.value(metadata i32 %39, metadata !245, metadata !DIExpression()), !dbg !246
  %146 = icmp eq i64 %145, 0, !dbg !248
  %147 = icmp eq i64 %145, %101, !dbg !248
  %148 = select i1 %146, i1 true, i1 %147, !dbg !248
  %149 = select i1 %148, double %114, double 0.000000e+00, !dbg !248
  %150 = select i1 %116, double %117, double %149, !dbg !248
  call void @llvm.dbg.value(metadata double %150, metadata !71, metadata !DIExpression()), !dbg !249
  %151 = add nsw i64 %115, %145, !dbg !250
  %152 = getelementptr inbounds double, double* %93, i64 %151, !dbg !251
  store double %150, double* %152, align 8, !dbg !252, !tbaa !229
  %153 = getelementptr inbounds double, double* %95, i64 %151, !dbg !253
  store double %150, double* %153, align 8, !dbg !254, !tbaa !229
  %154 = add nuw nsw i64 %145, 1, !dbg !255
  call void @llvm.dbg.value(metadata i64 %154, metadata !68, metadata !DIExpression()), !dbg !225
  %155 = icmp eq i64 %154, %105, !dbg !256
  br i1 %155, label %141, label %144, !dbg !226, !llvm.loop !257

156:                                              ; preds = %234, %118
  %157 = phi double* [ %95, %118 ], [ %172, %234 ], !dbg !110
  %158 = phi double* [ %93, %118 ], [ %173, %234 ], !dbg !110
  %159 = call double @MPI_Wtime() #8, !dbg !259
  %160 = fsub double %159, %121, !dbg !260
  call void @llvm.dbg.value(metadata double %160, metadata !98, metadata !DIExpression()), !dbg !110
  %161 = bitcast i64* %9 to i8*, !dbg !261
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %161) #8, !dbg !261
  call void @llvm.dbg.value(metadata i64 0, metadata !99, metadata !DIExpression()), !dbg !110
  store i64 0, i64* %9, align 8, !dbg !262, !tbaa !263
  %162 = bitcast i64* %10 to i8*, !dbg !261
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %162) #8, !dbg !261
  call void @llvm.dbg.value(metadata i64 0, metadata !100, metadata !DIExpression()), !dbg !110
  store i64 0, i64* %10, align 8, !dbg !265, !tbaa !263
  call void @llvm.dbg.value(metadata i32 1, metadata !101, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 1, metadata !101, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %163 = icmp slt i32 %68, 1, !dbg !267
  br i1 %163, label %246, label %164, !dbg !268

164:                                              ; preds = %156
  %165 = icmp slt i32 %39, 1
  %166 = add i32 %39, 1, !dbg !268
  %167 = add i32 %64, %67, !dbg !268
  %168 = add i32 %167, 1, !dbg !268
  %169 = zext i32 %168 to i64, !dbg !267
  %170 = zext i32 %166 to i64
  br label %237, !dbg !268

171:                                              ; preds = %123, %234
  %172 = phi double* [ %93, %123 ], [ %173, %234 ]
  %173 = phi double* [ %95, %123 ], [ %172, %234 ]
  %174 = phi i32 [ 1, %123 ], [ %235, %234 ]
  call void @llvm.dbg.value(metadata double* %172, metadata !63, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double* %173, metadata !65, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %174, metadata !76, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %175 = getelementptr inbounds double, double* %172, i64 %126, !dbg !269
  %176 = bitcast double* %175 to i8*, !dbg !270
  %177 = getelementptr inbounds double, double* %172, i64 1, !dbg !271
  %178 = bitcast double* %177 to i8*, !dbg !272
  %179 = call i32 @MPI_Sendrecv(i8* noundef %176, i32 noundef %39, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %85, i32 noundef 1, i8* noundef nonnull %178, i32 noundef %39, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %80, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #8, !dbg !273
  %180 = getelementptr inbounds double, double* %172, i64 %128, !dbg !274
  %181 = bitcast double* %180 to i8*, !dbg !275
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %182 = getelementptr inbounds double, double* %172, i64 %132, !dbg !276
  %183 = bitcast double* %182 to i8*, !dbg !277
  %184 = call i32 @MPI_Sendrecv(i8* noundef %181, i32 noundef %39, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %80, i32 noundef 2, i8* noundef %183, i32 noundef %39, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %85, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #8, !dbg !278
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %133) #8, !dbg !279
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !280
  store double 0.000000e+00, double* %8, align 8, !dbg !281, !tbaa !229
  call void @llvm.dbg.value(metadata i32 1, metadata !81, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  br i1 %134, label %187, label %191, !dbg !283

185:                                              ; preds = %203, %191
  call void @llvm.dbg.value(metadata i64 %193, metadata !81, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %186 = icmp eq i64 %193, %139, !dbg !284
  br i1 %186, label %187, label %191, !dbg !283, !llvm.loop !285

187:                                              ; preds = %185, %171
  call void @llvm.dbg.value(metadata double* %172, metadata !97, metadata !DIExpression()), !dbg !280
  call void @llvm.dbg.value(metadata double* %173, metadata !63, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double* %172, metadata !65, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double* %7, metadata !74, metadata !DIExpression(DW_OP_deref)), !dbg !110
  call void @llvm.dbg.value(metadata double* %8, metadata !78, metadata !DIExpression(DW_OP_deref)), !dbg !280
  %188 = call i32 @MPI_Allreduce(i8* noundef nonnull %133, i8* noundef nonnull %119, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !287
  %189 = load i32, i32* %5, align 4, !dbg !288, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %189, metadata !51, metadata !DIExpression()), !dbg !110
  %190 = icmp eq i32 %189, 0, !dbg !290
  br i1 %190, label %226, label %234, !dbg !291

191:                                              ; preds = %171, %185
  %192 = phi i64 [ %193, %185 ], [ 1, %171 ]
  call void @llvm.dbg.value(metadata i64 %192, metadata !81, metadata !DIExpression()), !dbg !282
  %193 = add nuw nsw i64 %192, 1, !dbg !292
  %194 = and i64 %193, 4294967295, !dbg !293
  %195 = mul nsw i64 %194, %89, !dbg !294
  %196 = getelementptr inbounds double, double* %172, i64 %195, !dbg !295
  call void @llvm.dbg.value(metadata double* %196, metadata !83, metadata !DIExpression()), !dbg !296
  %197 = mul nsw i64 %192, %89, !dbg !297
  %198 = getelementptr inbounds double, double* %172, i64 %197, !dbg !298
  call void @llvm.dbg.value(metadata double* %198, metadata !88, metadata !DIExpression()), !dbg !296
  %199 = add nsw i64 %192, -1, !dbg !299
  %200 = mul nsw i64 %199, %89, !dbg !300
  %201 = getelementptr inbounds double, double* %172, i64 %200, !dbg !301
  call void @llvm.dbg.value(metadata double* %201, metadata !89, metadata !DIExpression()), !dbg !296
  %202 = getelementptr inbounds double, double* %173, i64 %197, !dbg !302
  call void @llvm.dbg.value(metadata double* %202, metadata !90, metadata !DIExpression()), !dbg !296
  call void @llvm.dbg.value(metadata i32 1, metadata !91, metadata !DIExpression()), !dbg !303
  br i1 %135, label %185, label %203, !dbg !304

203:                                              ; preds = %191, %203
  %204 = phi i64 [ %208, %203 ], [ 1, %191 ]
  call void @llvm.dbg.value(metadata i64 %204, metadata !91, metadata !DIExpression()), !dbg !303
  %205 = add nsw i64 %204, -1, !dbg !305
  %206 = getelementptr inbounds double, double* %198, i64 %205, !dbg !306
  %207 = load double, double* %206, align 8, !dbg !306, !tbaa !229
  %208 = add nuw nsw i64 %204, 1, !dbg !307
  %209 = getelementptr inbounds double, double* %198, i64 %208, !dbg !308
  %210 = load double, double* %209, align 8, !dbg !308, !tbaa !229
  %211 = fadd double %207, %210, !dbg !309
  %212 = getelementptr inbounds double, double* %196, i64 %204, !dbg !310
  %213 = load double, double* %212, align 8, !dbg !310, !tbaa !229
  %214 = fadd double %211, %213, !dbg !311
  %215 = getelementptr inbounds double, double* %201, i64 %204, !dbg !312
  %216 = load double, double* %215, align 8, !dbg !312, !tbaa !229
  %217 = fadd double %214, %216, !dbg !313
  %218 = fmul double %217, 2.500000e-01, !dbg !314
  call void @llvm.dbg.value(metadata double %218, metadata !93, metadata !DIExpression()), !dbg !315
  %219 = getelementptr inbounds double, double* %198, i64 %204, !dbg !316
  %220 = load double, double* %219, align 8, !dbg !316, !tbaa !229
  %221 = fsub double %218, %220, !dbg !317
  call void @llvm.dbg.value(metadata double %221, metadata !96, metadata !DIExpression()), !dbg !315
  %222 = load double, double* %8, align 8, !dbg !318, !tbaa !229
  call void @llvm.dbg.value(metadata double %222, metadata !78, metadata !DIExpression()), !dbg !280
  %223 = call double @llvm.fmuladd.f64(double %221, double %221, double %222), !dbg !318
  call void @llvm.dbg.value(metadata double %223, metadata !78, metadata !DIExpression()), !dbg !280
  store double %223, double* %8, align 8, !dbg !318, !tbaa !229
  %224 = getelementptr inbounds double, double* %202, i64 %204, !dbg !319
  store double %218, double* %224, align 8, !dbg !320, !tbaa !229
  call void @llvm.dbg.value(metadata i64 %208, metadata !91, metadata !DIExpression()), !dbg !303
  %225 = icmp eq i64 %208, %140, !dbg !321
  br i1 %225, label %185, label %203, !dbg !304, !llvm.loop !322

226:                                              ; preds = %187
  %227 = urem i32 %174, 20, !dbg !324
  %228 = icmp eq i32 %227, 0, !dbg !325
  %229 = icmp eq i32 %174, %61
  %230 = select i1 %228, i1 true, i1 %229, !dbg !326
  br i1 %230, label %231, label %234, !dbg !326

231:                                              ; preds = %226
  %232 = load double, double* %7, align 8, !dbg !327, !tbaa !229
  call void @llvm.dbg.value(metadata double %232, metadata !74, metadata !DIExpression()), !dbg !110
  %233 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i32 noundef %174, double noundef %232), !dbg !328
  br label %234, !dbg !328

234:                                              ; preds = %226, %231, %187
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %133) #8, !dbg !329
  %235 = add nuw i32 %174, 1, !dbg !330
  call void @llvm.dbg.value(metadata double* %173, metadata !63, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata double* %172, metadata !65, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.value(metadata i32 %235, metadata !76, metadata !DIExpression()), !dbg !233
  %236 = icmp eq i32 %174, %61, !dbg !234
  br i1 %236, label %156, label %171, !dbg !235, !llvm.loop !331

237:                                              ; preds = %164, %251
  %238 = phi i64 [ 1, %164 ], [ %253, %251 ]
  %239 = phi i64 [ 0, %164 ], [ %252, %251 ]
  call void @llvm.dbg.value(metadata i64 %238, metadata !101, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 1, metadata !103, metadata !DIExpression()), !dbg !333
  br i1 %165, label %251, label %240, !dbg !334

240:                                              ; preds = %237
  %241 = mul nsw i64 %238, %89
  %242 = trunc i64 %238 to i32
  %243 = add nsw i32 %71, %242
  %244 = srem i32 %243, 3
  %245 = add nsw i32 %244, 1
  br label %255, !dbg !334

246:                                              ; preds = %251, %156
  %247 = phi i64 [ 0, %156 ], [ %252, %251 ]
  store i64 %247, i64* %9, align 8, !tbaa !263
  call void @llvm.dbg.value(metadata i64* %9, metadata !99, metadata !DIExpression(DW_OP_deref)), !dbg !110
  call void @llvm.dbg.value(metadata i64* %10, metadata !100, metadata !DIExpression(DW_OP_deref)), !dbg !110
  %248 = call i32 @MPI_Reduce(i8* noundef nonnull %161, i8* noundef nonnull %162, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !335
  %249 = load i32, i32* %5, align 4, !dbg !336, !tbaa !111
  call void @llvm.dbg.value(metadata i32 %249, metadata !51, metadata !DIExpression()), !dbg !110
  %250 = icmp eq i32 %249, 0, !dbg !338
  br i1 %250, label %271, label %276, !dbg !339

251:                                              ; preds = %255, %237
  %252 = phi i64 [ %239, %237 ], [ %268, %255 ]
  %253 = add nuw nsw i64 %238, 1, !dbg !340
  call void @llvm.dbg.value(metadata i64 %253, metadata !101, metadata !DIExpression()), !dbg !266
  call void @llvm.dbg.value(metadata i32 %68, metadata !56, metadata !DIExpression()), !dbg !110
  %254 = icmp eq i64 %253, %169, !dbg !267
  br i1 %254, label %246, label %237, !dbg !268, !llvm.loop !341

255:                                              ; preds = %240, %255
  %256 = phi i64 [ 1, %240 ], [ %269, %255 ]
  %257 = phi i64 [ %239, %240 ], [ %268, %255 ]
  call void @llvm.dbg.value(metadata i64 %256, metadata !103, metadata !DIExpression()), !dbg !333
  %258 = add nsw i64 %241, %256, !dbg !343
  %259 = getelementptr inbounds double, double* %158, i64 %258, !dbg !344
  %260 = load double, double* %259, align 8, !dbg !344, !tbaa !229
  call void @llvm.dbg.value(metadata double %260, metadata !106, metadata !DIExpression()), !dbg !345
  %261 = call double @llvm.fmuladd.f64(double %260, double 1.000000e+09, double 5.000000e-01), !dbg !346
  %262 = fptosi double %261 to i64, !dbg !347
  call void @llvm.dbg.value(metadata i64 %262, metadata !109, metadata !DIExpression()), !dbg !345
  %263 = trunc i64 %256 to i32, !dbg !348
  %264 = urem i32 %263, 5, !dbg !348
  call void @llvm.dbg.value(metadata i32 %71, metadata !55, metadata !DIExpression()), !dbg !110
  %265 = add nsw i32 %245, %264, !dbg !349
  %266 = sext i32 %265 to i64, !dbg !350
  %267 = mul nsw i64 %262, %266, !dbg !351
  call void @llvm.dbg.value(metadata i64 %257, metadata !99, metadata !DIExpression()), !dbg !110
  %268 = add nsw i64 %267, %257, !dbg !352
  call void @llvm.dbg.value(metadata i64 %268, metadata !99, metadata !DIExpression()), !dbg !110
  %269 = add nuw nsw i64 %256, 1, !dbg !353
  call void @llvm.dbg.value(metadata i64 %269, metadata !103, metadata !DIExpression()), !dbg !333
  %270 = icmp eq i64 %269, %170, !dbg !354
  br i1 %270, label %251, label %255, !dbg !334, !llvm.loop !355

271:                                              ; preds = %246
  %272 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef %39, i32 noundef %39, i32 noundef %61), !dbg !357
  %273 = load i64, i64* %10, align 8, !dbg !359, !tbaa !263
  call void @llvm.dbg.value(metadata i64 %273, metadata !100, metadata !DIExpression()), !dbg !110
  %274 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %273), !dbg !360
  %275 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %160), !dbg !361
  br label %276, !dbg !362

276:                                              ; preds = %271, %246
  %277 = bitcast double* %158 to i8*, !dbg !363
  call void @free(i8* noundef %277) #8, !dbg !364
  %278 = bitcast double* %157 to i8*, !dbg !365
  call void @free(i8* noundef %278) #8, !dbg !366
  %279 = call i32 @MPI_Finalize() #8, !dbg !367
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %162) #8, !dbg !368
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %161) #8, !dbg !368
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %119) #8, !dbg !368
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #8, !dbg !368
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #8, !dbg !368
  ret i32 0, !dbg !368
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !369 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare !dbg !374 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare !dbg !377 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !378 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare !dbg !381 double @MPI_Wtime() local_unnamed_addr #2

declare !dbg !384 i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

declare !dbg !389 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !392 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare !dbg !395 i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !8, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "jacobi.c", directory: ".", checksumkind: CSK_MD5, checksum: "51f4fcff2ae790ab8087a4f90f7fd90b")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 20, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6, !7}
!6 = !DIEnumerator(name: "TAG_UP", value: 1)
!7 = !DIEnumerator(name: "TAG_DOWN", value: 2)
!8 = !{!9, !13, !14, !17, !20, !30, !33, !34}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !10, line: 419, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !10, line: 419, flags: DIFlagFwdDecl)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !15, line: 46, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !10, line: 420, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !10, line: 420, flags: DIFlagFwdDecl)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !10, line: 428, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !10, line: 438, size: 192, elements: !23)
!23 = !{!24, !26, !27, !28, !29}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !22, file: !10, line: 441, baseType: !25, size: 32)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !22, file: !10, line: 442, baseType: !25, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !22, file: !10, line: 443, baseType: !25, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !22, file: !10, line: 448, baseType: !25, size: 32, offset: 96)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !22, file: !10, line: 449, baseType: !14, size: 64, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !10, line: 425, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !10, line: 425, flags: DIFlagFwdDecl)
!33 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 58, type: !43, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!25, !25, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !65, !66, !68, !71, !74, !75, !76, !78, !81, !83, !88, !89, !90, !91, !93, !96, !97, !98, !99, !100, !101, !103, !106, !109}
!49 = !DILocalVariable(name: "argc", arg: 1, scope: !42, file: !1, line: 58, type: !25)
!50 = !DILocalVariable(name: "argv", arg: 2, scope: !42, file: !1, line: 58, type: !45)
!51 = !DILocalVariable(name: "rank", scope: !42, file: !1, line: 59, type: !25)
!52 = !DILocalVariable(name: "size", scope: !42, file: !1, line: 59, type: !25)
!53 = !DILocalVariable(name: "n", scope: !42, file: !1, line: 64, type: !25)
!54 = !DILocalVariable(name: "iterations", scope: !42, file: !1, line: 65, type: !25)
!55 = !DILocalVariable(name: "first", scope: !42, file: !1, line: 67, type: !25)
!56 = !DILocalVariable(name: "rows", scope: !42, file: !1, line: 67, type: !25)
!57 = !DILocalVariable(name: "next_first", scope: !42, file: !1, line: 69, type: !25)
!58 = !DILocalVariable(name: "next_rows", scope: !42, file: !1, line: 69, type: !25)
!59 = !DILocalVariable(name: "south", scope: !42, file: !1, line: 71, type: !25)
!60 = !DILocalVariable(name: "north", scope: !42, file: !1, line: 72, type: !25)
!61 = !DILocalVariable(name: "stride", scope: !42, file: !1, line: 77, type: !25)
!62 = !DILocalVariable(name: "points", scope: !42, file: !1, line: 78, type: !14)
!63 = !DILocalVariable(name: "u", scope: !42, file: !1, line: 79, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!65 = !DILocalVariable(name: "v", scope: !42, file: !1, line: 80, type: !64)
!66 = !DILocalVariable(name: "r", scope: !67, file: !1, line: 81, type: !25)
!67 = distinct !DILexicalBlock(scope: !42, file: !1, line: 81, column: 3)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 82, type: !25)
!69 = distinct !DILexicalBlock(scope: !70, file: !1, line: 82, column: 5)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 81, column: 3)
!71 = !DILocalVariable(name: "b", scope: !72, file: !1, line: 83, type: !34)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 82, column: 38)
!73 = distinct !DILexicalBlock(scope: !69, file: !1, line: 82, column: 5)
!74 = !DILocalVariable(name: "residual", scope: !42, file: !1, line: 88, type: !34)
!75 = !DILocalVariable(name: "start", scope: !42, file: !1, line: 90, type: !34)
!76 = !DILocalVariable(name: "it", scope: !77, file: !1, line: 91, type: !25)
!77 = distinct !DILexicalBlock(scope: !42, file: !1, line: 91, column: 3)
!78 = !DILocalVariable(name: "local", scope: !79, file: !1, line: 101, type: !34)
!79 = distinct !DILexicalBlock(scope: !80, file: !1, line: 91, column: 44)
!80 = distinct !DILexicalBlock(scope: !77, file: !1, line: 91, column: 3)
!81 = !DILocalVariable(name: "r", scope: !82, file: !1, line: 102, type: !25)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 102, column: 5)
!83 = !DILocalVariable(name: "up", scope: !84, file: !1, line: 103, type: !86)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 102, column: 37)
!85 = distinct !DILexicalBlock(scope: !82, file: !1, line: 102, column: 5)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!88 = !DILocalVariable(name: "mid", scope: !84, file: !1, line: 104, type: !86)
!89 = !DILocalVariable(name: "down", scope: !84, file: !1, line: 105, type: !86)
!90 = !DILocalVariable(name: "out", scope: !84, file: !1, line: 106, type: !64)
!91 = !DILocalVariable(name: "i", scope: !92, file: !1, line: 107, type: !25)
!92 = distinct !DILexicalBlock(scope: !84, file: !1, line: 107, column: 7)
!93 = !DILocalVariable(name: "next", scope: !94, file: !1, line: 108, type: !34)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 107, column: 36)
!95 = distinct !DILexicalBlock(scope: !92, file: !1, line: 107, column: 7)
!96 = !DILocalVariable(name: "d", scope: !94, file: !1, line: 109, type: !34)
!97 = !DILocalVariable(name: "t", scope: !79, file: !1, line: 114, type: !64)
!98 = !DILocalVariable(name: "elapsed", scope: !42, file: !1, line: 122, type: !34)
!99 = !DILocalVariable(name: "local_sum", scope: !42, file: !1, line: 127, type: !33)
!100 = !DILocalVariable(name: "global_sum", scope: !42, file: !1, line: 127, type: !33)
!101 = !DILocalVariable(name: "r", scope: !102, file: !1, line: 128, type: !25)
!102 = distinct !DILexicalBlock(scope: !42, file: !1, line: 128, column: 3)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 129, type: !25)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 129, column: 5)
!105 = distinct !DILexicalBlock(scope: !102, file: !1, line: 128, column: 3)
!106 = !DILocalVariable(name: "x", scope: !107, file: !1, line: 130, type: !34)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 129, column: 34)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 129, column: 5)
!109 = !DILocalVariable(name: "fixed", scope: !107, file: !1, line: 131, type: !33)
!110 = !DILocation(line: 0, scope: !42)
!111 = !{!112, !112, i64 0}
!112 = !{!"int", !113, i64 0}
!113 = !{!"omnipotent char", !114, i64 0}
!114 = !{!"Simple C/C++ TBAA"}
!115 = !{!116, !116, i64 0}
!116 = !{!"any pointer", !113, i64 0}
!117 = !DILocation(line: 59, column: 3, scope: !42)
!118 = !DILocation(line: 60, column: 3, scope: !42)
!119 = !DILocation(line: 61, column: 3, scope: !42)
!120 = !DILocation(line: 62, column: 3, scope: !42)
!121 = !DILocation(line: 64, column: 23, scope: !42)
!122 = !DILocation(line: 64, column: 29, scope: !42)
!123 = !DILocalVariable(name: "argc", arg: 1, scope: !124, file: !1, line: 22, type: !25)
!124 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 22, type: !125, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{!25, !25, !45, !25, !25}
!127 = !{!123, !128, !129, !130, !131, !134}
!128 = !DILocalVariable(name: "argv", arg: 2, scope: !124, file: !1, line: 22, type: !45)
!129 = !DILocalVariable(name: "index", arg: 3, scope: !124, file: !1, line: 22, type: !25)
!130 = !DILocalVariable(name: "fallback", arg: 4, scope: !124, file: !1, line: 22, type: !25)
!131 = !DILocalVariable(name: "s", scope: !124, file: !1, line: 25, type: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!134 = !DILocalVariable(name: "value", scope: !124, file: !1, line: 26, type: !25)
!135 = !DILocation(line: 0, scope: !124, inlinedAt: !136)
!136 = distinct !DILocation(line: 64, column: 11, scope: !42)
!137 = !DILocation(line: 23, column: 13, scope: !138, inlinedAt: !136)
!138 = distinct !DILexicalBlock(scope: !124, file: !1, line: 23, column: 7)
!139 = !DILocation(line: 23, column: 7, scope: !124, inlinedAt: !136)
!140 = !DILocation(line: 25, column: 19, scope: !124, inlinedAt: !136)
!141 = !DILocation(line: 27, column: 7, scope: !142, inlinedAt: !136)
!142 = distinct !DILexicalBlock(scope: !124, file: !1, line: 27, column: 7)
!143 = !{!113, !113, i64 0}
!144 = !DILocation(line: 27, column: 10, scope: !142, inlinedAt: !136)
!145 = !DILocation(line: 27, column: 7, scope: !124, inlinedAt: !136)
!146 = !DILocation(line: 30, column: 18, scope: !147, inlinedAt: !136)
!147 = distinct !DILexicalBlock(scope: !148, file: !1, line: 30, column: 9)
!148 = distinct !DILexicalBlock(scope: !149, file: !1, line: 29, column: 19)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 29, column: 3)
!150 = distinct !DILexicalBlock(scope: !124, file: !1, line: 29, column: 3)
!151 = !DILocation(line: 30, column: 9, scope: !147, inlinedAt: !136)
!152 = !DILocation(line: 32, column: 19, scope: !148, inlinedAt: !136)
!153 = !DILocation(line: 32, column: 30, scope: !148, inlinedAt: !136)
!154 = !DILocation(line: 32, column: 24, scope: !148, inlinedAt: !136)
!155 = !DILocation(line: 29, column: 15, scope: !149, inlinedAt: !136)
!156 = !DILocation(line: 29, column: 10, scope: !149, inlinedAt: !136)
!157 = !DILocation(line: 29, column: 3, scope: !150, inlinedAt: !136)
!158 = distinct !{!158, !157, !159, !160, !161}
!159 = !DILocation(line: 33, column: 3, scope: !150, inlinedAt: !136)
!160 = !{!"llvm.loop.mustprogress"}
!161 = !{!"llvm.loop.unroll.disable"}
!162 = !DILocation(line: 0, scope: !124, inlinedAt: !163)
!163 = distinct !DILocation(line: 65, column: 20, scope: !42)
!164 = !DILocation(line: 23, column: 13, scope: !138, inlinedAt: !163)
!165 = !DILocation(line: 23, column: 7, scope: !124, inlinedAt: !163)
!166 = !DILocation(line: 25, column: 19, scope: !124, inlinedAt: !163)
!167 = !DILocation(line: 27, column: 7, scope: !142, inlinedAt: !163)
!168 = !DILocation(line: 27, column: 10, scope: !142, inlinedAt: !163)
!169 = !DILocation(line: 27, column: 7, scope: !124, inlinedAt: !163)
!170 = !DILocation(line: 30, column: 18, scope: !147, inlinedAt: !163)
!171 = !DILocation(line: 30, column: 9, scope: !147, inlinedAt: !163)
!172 = !DILocation(line: 32, column: 19, scope: !148, inlinedAt: !163)
!173 = !DILocation(line: 32, column: 30, scope: !148, inlinedAt: !163)
!174 = !DILocation(line: 32, column: 24, scope: !148, inlinedAt: !163)
!175 = !DILocation(line: 29, column: 15, scope: !149, inlinedAt: !163)
!176 = !DILocation(line: 29, column: 10, scope: !149, inlinedAt: !163)
!177 = !DILocation(line: 29, column: 3, scope: !150, inlinedAt: !163)
!178 = distinct !{!178, !177, !179, !160, !161}
!179 = !DILocation(line: 33, column: 3, scope: !150, inlinedAt: !163)
!180 = !DILocation(line: 68, column: 18, scope: !42)
!181 = !DILocation(line: 68, column: 24, scope: !42)
!182 = !DILocalVariable(name: "n", arg: 1, scope: !183, file: !1, line: 39, type: !25)
!183 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 39, type: !184, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !187)
!184 = !DISubroutineType(types: !185)
!185 = !{null, !25, !25, !25, !186, !186}
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!187 = !{!182, !188, !189, !190, !191, !192, !193}
!188 = !DILocalVariable(name: "parts", arg: 2, scope: !183, file: !1, line: 39, type: !25)
!189 = !DILocalVariable(name: "part", arg: 3, scope: !183, file: !1, line: 39, type: !25)
!190 = !DILocalVariable(name: "first", arg: 4, scope: !183, file: !1, line: 39, type: !186)
!191 = !DILocalVariable(name: "count", arg: 5, scope: !183, file: !1, line: 39, type: !186)
!192 = !DILocalVariable(name: "base", scope: !183, file: !1, line: 40, type: !25)
!193 = !DILocalVariable(name: "extra", scope: !183, file: !1, line: 40, type: !25)
!194 = !DILocation(line: 0, scope: !183, inlinedAt: !195)
!195 = distinct !DILocation(line: 68, column: 3, scope: !42)
!196 = !DILocation(line: 40, column: 16, scope: !183, inlinedAt: !195)
!197 = !DILocation(line: 40, column: 35, scope: !183, inlinedAt: !195)
!198 = !DILocation(line: 41, column: 25, scope: !183, inlinedAt: !195)
!199 = !DILocation(line: 41, column: 20, scope: !183, inlinedAt: !195)
!200 = !DILocation(line: 41, column: 17, scope: !183, inlinedAt: !195)
!201 = !DILocation(line: 42, column: 17, scope: !183, inlinedAt: !195)
!202 = !DILocation(line: 42, column: 27, scope: !183, inlinedAt: !195)
!203 = !DILocation(line: 42, column: 24, scope: !183, inlinedAt: !195)
!204 = !DILocation(line: 70, column: 29, scope: !42)
!205 = !DILocation(line: 0, scope: !183, inlinedAt: !206)
!206 = distinct !DILocation(line: 70, column: 3, scope: !42)
!207 = !DILocation(line: 41, column: 25, scope: !183, inlinedAt: !206)
!208 = !DILocation(line: 41, column: 20, scope: !183, inlinedAt: !206)
!209 = !DILocation(line: 41, column: 17, scope: !183, inlinedAt: !206)
!210 = !DILocation(line: 71, column: 20, scope: !42)
!211 = !DILocation(line: 71, column: 24, scope: !42)
!212 = !DILocation(line: 73, column: 16, scope: !42)
!213 = !DILocation(line: 73, column: 23, scope: !42)
!214 = !DILocation(line: 77, column: 18, scope: !42)
!215 = !DILocation(line: 78, column: 33, scope: !42)
!216 = !DILocation(line: 78, column: 19, scope: !42)
!217 = !DILocation(line: 78, column: 40, scope: !42)
!218 = !DILocation(line: 78, column: 38, scope: !42)
!219 = !DILocation(line: 79, column: 37, scope: !42)
!220 = !DILocation(line: 79, column: 15, scope: !42)
!221 = !DILocation(line: 80, column: 15, scope: !42)
!222 = !DILocation(line: 0, scope: !67)
!223 = !DILocation(line: 81, column: 21, scope: !70)
!224 = !DILocation(line: 81, column: 3, scope: !67)
!225 = !DILocation(line: 0, scope: !69)
!226 = !DILocation(line: 82, column: 5, scope: !69)
!227 = !DILocation(line: 88, column: 3, scope: !42)
!228 = !DILocation(line: 88, column: 10, scope: !42)
!229 = !{!230, !230, i64 0}
!230 = !{!"double", !113, i64 0}
!231 = !DILocation(line: 89, column: 3, scope: !42)
!232 = !DILocation(line: 90, column: 18, scope: !42)
!233 = !DILocation(line: 0, scope: !77)
!234 = !DILocation(line: 91, column: 23, scope: !80)
!235 = !DILocation(line: 91, column: 3, scope: !77)
!236 = !DILocation(line: 81, column: 34, scope: !70)
!237 = distinct !{!237, !224, !238, !160, !161}
!238 = !DILocation(line: 86, column: 5, scope: !67)
!239 = !DILocalVariable(name: "i", arg: 1, scope: !240, file: !1, line: 48, type: !25)
!240 = distinct !DISubprogram(name: "boundary_value", scope: !1, file: !1, line: 48, type: !241, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!34, !25, !25, !25}
!243 = !{!239, !244, !245}
!244 = !DILocalVariable(name: "j", arg: 2, scope: !240, file: !1, line: 48, type: !25)
!245 = !DILocalVariable(name: "n", arg: 3, scope: !240, file: !1, line: 48, type: !25)
!246 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!247 = distinct !DILocation(line: 83, column: 18, scope: !72)
!248 = !DILocation(line: 49, column: 7, scope: !240, inlinedAt: !247)
!249 = !DILocation(line: 0, scope: !72)
!250 = !DILocation(line: 84, column: 28, scope: !72)
!251 = !DILocation(line: 84, column: 7, scope: !72)
!252 = !DILocation(line: 84, column: 33, scope: !72)
!253 = !DILocation(line: 85, column: 7, scope: !72)
!254 = !DILocation(line: 85, column: 33, scope: !72)
!255 = !DILocation(line: 82, column: 34, scope: !73)
!256 = !DILocation(line: 82, column: 23, scope: !73)
!257 = distinct !{!257, !226, !258, !160, !161}
!258 = !DILocation(line: 86, column: 5, scope: !69)
!259 = !DILocation(line: 122, column: 20, scope: !42)
!260 = !DILocation(line: 122, column: 32, scope: !42)
!261 = !DILocation(line: 127, column: 3, scope: !42)
!262 = !DILocation(line: 127, column: 13, scope: !42)
!263 = !{!264, !264, i64 0}
!264 = !{!"long long", !113, i64 0}
!265 = !DILocation(line: 127, column: 28, scope: !42)
!266 = !DILocation(line: 0, scope: !102)
!267 = !DILocation(line: 128, column: 21, scope: !105)
!268 = !DILocation(line: 128, column: 3, scope: !102)
!269 = !DILocation(line: 94, column: 19, scope: !79)
!270 = !DILocation(line: 94, column: 18, scope: !79)
!271 = !DILocation(line: 95, column: 19, scope: !79)
!272 = !DILocation(line: 95, column: 18, scope: !79)
!273 = !DILocation(line: 94, column: 5, scope: !79)
!274 = !DILocation(line: 97, column: 19, scope: !79)
!275 = !DILocation(line: 97, column: 18, scope: !79)
!276 = !DILocation(line: 98, column: 19, scope: !79)
!277 = !DILocation(line: 98, column: 18, scope: !79)
!278 = !DILocation(line: 97, column: 5, scope: !79)
!279 = !DILocation(line: 101, column: 5, scope: !79)
!280 = !DILocation(line: 0, scope: !79)
!281 = !DILocation(line: 101, column: 12, scope: !79)
!282 = !DILocation(line: 0, scope: !82)
!283 = !DILocation(line: 102, column: 5, scope: !82)
!284 = !DILocation(line: 102, column: 23, scope: !85)
!285 = distinct !{!285, !283, !286, !160, !161}
!286 = !DILocation(line: 113, column: 5, scope: !82)
!287 = !DILocation(line: 118, column: 5, scope: !79)
!288 = !DILocation(line: 119, column: 9, scope: !289)
!289 = distinct !DILexicalBlock(scope: !79, file: !1, line: 119, column: 9)
!290 = !DILocation(line: 119, column: 14, scope: !289)
!291 = !DILocation(line: 119, column: 19, scope: !289)
!292 = !DILocation(line: 103, column: 40, scope: !84)
!293 = !DILocation(line: 103, column: 29, scope: !84)
!294 = !DILocation(line: 103, column: 45, scope: !84)
!295 = !DILocation(line: 103, column: 27, scope: !84)
!296 = !DILocation(line: 0, scope: !84)
!297 = !DILocation(line: 104, column: 40, scope: !84)
!298 = !DILocation(line: 104, column: 28, scope: !84)
!299 = !DILocation(line: 105, column: 42, scope: !84)
!300 = !DILocation(line: 105, column: 47, scope: !84)
!301 = !DILocation(line: 105, column: 29, scope: !84)
!302 = !DILocation(line: 106, column: 22, scope: !84)
!303 = !DILocation(line: 0, scope: !92)
!304 = !DILocation(line: 107, column: 7, scope: !92)
!305 = !DILocation(line: 108, column: 37, scope: !94)
!306 = !DILocation(line: 108, column: 31, scope: !94)
!307 = !DILocation(line: 108, column: 50, scope: !94)
!308 = !DILocation(line: 108, column: 44, scope: !94)
!309 = !DILocation(line: 108, column: 42, scope: !94)
!310 = !DILocation(line: 108, column: 57, scope: !94)
!311 = !DILocation(line: 108, column: 55, scope: !94)
!312 = !DILocation(line: 108, column: 65, scope: !94)
!313 = !DILocation(line: 108, column: 63, scope: !94)
!314 = !DILocation(line: 108, column: 28, scope: !94)
!315 = !DILocation(line: 0, scope: !94)
!316 = !DILocation(line: 109, column: 27, scope: !94)
!317 = !DILocation(line: 109, column: 25, scope: !94)
!318 = !DILocation(line: 110, column: 15, scope: !94)
!319 = !DILocation(line: 111, column: 9, scope: !94)
!320 = !DILocation(line: 111, column: 16, scope: !94)
!321 = !DILocation(line: 107, column: 25, scope: !95)
!322 = distinct !{!322, !304, !323, !160, !161}
!323 = !DILocation(line: 112, column: 7, scope: !92)
!324 = !DILocation(line: 119, column: 26, scope: !289)
!325 = !DILocation(line: 119, column: 31, scope: !289)
!326 = !DILocation(line: 119, column: 36, scope: !289)
!327 = !DILocation(line: 120, column: 58, scope: !289)
!328 = !DILocation(line: 120, column: 7, scope: !289)
!329 = !DILocation(line: 121, column: 3, scope: !80)
!330 = !DILocation(line: 91, column: 40, scope: !80)
!331 = distinct !{!331, !235, !332, !160, !161}
!332 = !DILocation(line: 121, column: 3, scope: !77)
!333 = !DILocation(line: 0, scope: !104)
!334 = !DILocation(line: 129, column: 5, scope: !104)
!335 = !DILocation(line: 134, column: 3, scope: !42)
!336 = !DILocation(line: 136, column: 7, scope: !337)
!337 = distinct !DILexicalBlock(scope: !42, file: !1, line: 136, column: 7)
!338 = !DILocation(line: 136, column: 12, scope: !337)
!339 = !DILocation(line: 136, column: 7, scope: !42)
!340 = !DILocation(line: 128, column: 31, scope: !105)
!341 = distinct !{!341, !268, !342, !160, !161}
!342 = !DILocation(line: 133, column: 5, scope: !102)
!343 = !DILocation(line: 130, column: 39, scope: !107)
!344 = !DILocation(line: 130, column: 18, scope: !107)
!345 = !DILocation(line: 0, scope: !107)
!346 = !DILocation(line: 131, column: 45, scope: !107)
!347 = !DILocation(line: 131, column: 25, scope: !107)
!348 = !DILocation(line: 132, column: 42, scope: !107)
!349 = !DILocation(line: 132, column: 64, scope: !107)
!350 = !DILocation(line: 132, column: 28, scope: !107)
!351 = !DILocation(line: 132, column: 26, scope: !107)
!352 = !DILocation(line: 132, column: 17, scope: !107)
!353 = !DILocation(line: 129, column: 30, scope: !108)
!354 = !DILocation(line: 129, column: 23, scope: !108)
!355 = distinct !{!355, !334, !356, !160, !161}
!356 = !DILocation(line: 133, column: 5, scope: !104)
!357 = !DILocation(line: 137, column: 5, scope: !358)
!358 = distinct !DILexicalBlock(scope: !337, file: !1, line: 136, column: 18)
!359 = !DILocation(line: 139, column: 32, scope: !358)
!360 = !DILocation(line: 139, column: 5, scope: !358)
!361 = !DILocation(line: 140, column: 5, scope: !358)
!362 = !DILocation(line: 141, column: 3, scope: !358)
!363 = !DILocation(line: 142, column: 8, scope: !42)
!364 = !DILocation(line: 142, column: 3, scope: !42)
!365 = !DILocation(line: 143, column: 8, scope: !42)
!366 = !DILocation(line: 143, column: 3, scope: !42)
!367 = !DILocation(line: 144, column: 3, scope: !42)
!368 = !DILocation(line: 146, column: 1, scope: !42)
!369 = !DISubprogram(name: "MPI_Init", scope: !10, file: !10, line: 1637, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!370 = !DISubroutineType(types: !371)
!371 = !{!25, !186, !372}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!373 = !{}
!374 = !DISubprogram(name: "MPI_Comm_rank", scope: !10, file: !10, line: 1421, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!375 = !DISubroutineType(types: !376)
!376 = !{!25, !9, !186}
!377 = !DISubprogram(name: "MPI_Comm_size", scope: !10, file: !10, line: 1428, type: !375, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!378 = !DISubprogram(name: "MPI_Barrier", scope: !10, file: !10, line: 1343, type: !379, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!379 = !DISubroutineType(types: !380)
!380 = !{!25, !9}
!381 = !DISubprogram(name: "MPI_Wtime", scope: !10, file: !10, line: 1954, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!382 = !DISubroutineType(types: !383)
!383 = !{!34}
!384 = !DISubprogram(name: "MPI_Sendrecv", scope: !10, file: !10, line: 1786, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!385 = !DISubroutineType(types: !386)
!386 = !{!25, !387, !25, !17, !25, !25, !13, !25, !17, !25, !25, !9, !20}
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !388, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!389 = !DISubprogram(name: "MPI_Allreduce", scope: !10, file: !10, line: 1321, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!390 = !DISubroutineType(types: !391)
!391 = !{!25, !387, !13, !25, !17, !30, !9}
!392 = !DISubprogram(name: "MPI_Reduce", scope: !10, file: !10, line: 1725, type: !393, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!393 = !DISubroutineType(types: !394)
!394 = !{!25, !387, !13, !25, !17, !30, !25, !9}
!395 = !DISubprogram(name: "MPI_Finalize", scope: !10, file: !10, line: 1550, type: !396, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !373)
!396 = !DISubroutineType(types: !397)
!397 = !{!25}
