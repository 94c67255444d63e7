; ModuleID = 'transpose.c'
source_filename = "transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [78 x i8] c"transpose: %d x %d matrix, %d ranks x %d rows (padded to %d), %d repetitions\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"mismatched elements: %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"checksum: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [2 x i64], align 16
  %8 = alloca [2 x i64], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !34, metadata !DIExpression()), !dbg !76
  store i32 %0, i32* %3, align 4, !tbaa !77
  call void @llvm.dbg.value(metadata i8** %1, metadata !35, metadata !DIExpression()), !dbg !76
  store i8** %1, i8*** %4, align 8, !tbaa !81
  %9 = bitcast i32* %5 to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #9, !dbg !83
  %10 = bitcast i32* %6 to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #9, !dbg !83
  call void @llvm.dbg.value(metadata i32* %3, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !76
  call void @llvm.dbg.value(metadata i8*** %4, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !76
  %11 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #9, !dbg !84
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !76
  %12 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #9, !dbg !85
  call void @llvm.dbg.value(metadata i32* %6, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !76
  %13 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #9, !dbg !86
  %14 = load i32, i32* %3, align 4, !dbg !87, !tbaa !77
  call void @llvm.dbg.value(metadata i32 %14, metadata !34, metadata !DIExpression()), !dbg !76
  %15 = load i8**, i8*** %4, align 8, !dbg !88, !tbaa !81
  call void @llvm.dbg.value(metadata i8** %15, metadata !35, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %14, metadata !89, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i8** %15, metadata !94, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 100, metadata !96, metadata !DIExpression()), !dbg !101
  %16 = icmp sgt i32 %14, 1, !dbg !103
  br i1 %16, label %17, label %36, !dbg !105

17:                                               ; preds = %2
  %18 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !106
  %19 = load i8*, i8** %18, align 8, !dbg !106, !tbaa !81
  call void @llvm.dbg.value(metadata i8* %19, metadata !97, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !101
  %20 = load i8, i8* %19, align 1, !dbg !107, !tbaa !109
  %21 = icmp eq i8 %20, 0, !dbg !110
  br i1 %21, label %36, label %22, !dbg !111

22:                                               ; preds = %17, %28
  %23 = phi i8 [ %34, %28 ], [ %20, %17 ]
  %24 = phi i32 [ %32, %28 ], [ 0, %17 ]
  %25 = phi i8* [ %33, %28 ], [ %19, %17 ]
  call void @llvm.dbg.value(metadata i32 %24, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i8* %25, metadata !97, metadata !DIExpression()), !dbg !101
  %26 = add i8 %23, -58, !dbg !112
  %27 = icmp ult i8 %26, -10, !dbg !112
  br i1 %27, label %36, label %28, !dbg !112

28:                                               ; preds = %22
  %29 = sext i8 %23 to i32, !dbg !117
  %30 = mul nsw i32 %24, 10, !dbg !118
  %31 = add nsw i32 %29, -48, !dbg !119
  %32 = add i32 %31, %30, !dbg !120
  call void @llvm.dbg.value(metadata i32 %32, metadata !100, metadata !DIExpression()), !dbg !101
  %33 = getelementptr inbounds i8, i8* %25, i64 1, !dbg !121
  call void @llvm.dbg.value(metadata i8* %33, metadata !97, metadata !DIExpression()), !dbg !101
  %34 = load i8, i8* %33, align 1, !dbg !122, !tbaa !109
  %35 = icmp eq i8 %34, 0, !dbg !123
  br i1 %35, label %36, label %22, !dbg !123, !llvm.loop !124

36:                                               ; preds = %22, %28, %2, %17
  %37 = phi i32 [ 100, %2 ], [ 100, %17 ], [ 100, %22 ], [ %32, %28 ], !dbg !101
  call void @llvm.dbg.value(metadata i32 %37, metadata !38, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %14, metadata !34, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i8** %15, metadata !35, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %14, metadata !89, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i8** %15, metadata !94, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 2, metadata !95, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 3, metadata !96, metadata !DIExpression()), !dbg !128
  %38 = icmp sgt i32 %14, 2, !dbg !130
  br i1 %38, label %39, label %58, !dbg !131

39:                                               ; preds = %36
  %40 = getelementptr inbounds i8*, i8** %15, i64 2, !dbg !132
  %41 = load i8*, i8** %40, align 8, !dbg !132, !tbaa !81
  call void @llvm.dbg.value(metadata i8* %41, metadata !97, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !128
  %42 = load i8, i8* %41, align 1, !dbg !133, !tbaa !109
  %43 = icmp eq i8 %42, 0, !dbg !134
  br i1 %43, label %58, label %44, !dbg !135

44:                                               ; preds = %39, %50
  %45 = phi i8 [ %56, %50 ], [ %42, %39 ]
  %46 = phi i32 [ %54, %50 ], [ 0, %39 ]
  %47 = phi i8* [ %55, %50 ], [ %41, %39 ]
  call void @llvm.dbg.value(metadata i32 %46, metadata !100, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i8* %47, metadata !97, metadata !DIExpression()), !dbg !128
  %48 = add i8 %45, -58, !dbg !136
  %49 = icmp ult i8 %48, -10, !dbg !136
  br i1 %49, label %58, label %50, !dbg !136

50:                                               ; preds = %44
  %51 = sext i8 %45 to i32, !dbg !137
  %52 = mul nsw i32 %46, 10, !dbg !138
  %53 = add nsw i32 %51, -48, !dbg !139
  %54 = add i32 %53, %52, !dbg !140
  call void @llvm.dbg.value(metadata i32 %54, metadata !100, metadata !DIExpression()), !dbg !128
  %55 = getelementptr inbounds i8, i8* %47, i64 1, !dbg !141
  call void @llvm.dbg.value(metadata i8* %55, metadata !97, metadata !DIExpression()), !dbg !128
  %56 = load i8, i8* %55, align 1, !dbg !142, !tbaa !109
  %57 = icmp eq i8 %56, 0, !dbg !143
  br i1 %57, label %58, label %44, !dbg !143, !llvm.loop !144

58:                                               ; preds = %44, %50, %36, %39
  %59 = phi i32 [ 3, %36 ], [ 3, %39 ], [ 3, %44 ], [ %54, %50 ], !dbg !128
  call void @llvm.dbg.value(metadata i32 %59, metadata !39, metadata !DIExpression()), !dbg !76
  %60 = load i32, i32* %6, align 4, !dbg !146, !tbaa !77
  call void @llvm.dbg.value(metadata i32 %60, metadata !37, metadata !DIExpression()), !dbg !76
  %61 = add i32 %37, -1, !dbg !147
  %62 = add i32 %61, %60, !dbg !148
  %63 = sdiv i32 %62, %60, !dbg !149
  call void @llvm.dbg.value(metadata i32 %63, metadata !40, metadata !DIExpression()), !dbg !76
  %64 = icmp eq i32 %63, 0, !dbg !150
  %65 = select i1 %64, i32 1, i32 %63, !dbg !152
  call void @llvm.dbg.value(metadata i32 %65, metadata !40, metadata !DIExpression()), !dbg !76
  %66 = mul nsw i32 %65, %60, !dbg !153
  call void @llvm.dbg.value(metadata i32 %66, metadata !41, metadata !DIExpression()), !dbg !76
  %67 = sext i32 %65 to i64, !dbg !154
  %68 = sext i32 %66 to i64, !dbg !155
  call void @llvm.dbg.value(metadata i64 undef, metadata !42, metadata !DIExpression()), !dbg !76
  %69 = shl nsw i64 %67, 3, !dbg !156
  %70 = mul i64 %69, %68, !dbg !157
  %71 = call noalias i8* @malloc(i64 noundef %70) #9, !dbg !158
  %72 = bitcast i8* %71 to double*, !dbg !158
  call void @llvm.dbg.value(metadata double* %72, metadata !43, metadata !DIExpression()), !dbg !76
  %73 = call noalias i8* @malloc(i64 noundef %70) #9, !dbg !159
  %74 = bitcast i8* %73 to double*, !dbg !159
  call void @llvm.dbg.value(metadata double* %74, metadata !45, metadata !DIExpression()), !dbg !76
  %75 = call noalias i8* @malloc(i64 noundef %70) #9, !dbg !160
  %76 = bitcast i8* %75 to double*, !dbg !160
  call void @llvm.dbg.value(metadata double* %76, metadata !46, metadata !DIExpression()), !dbg !76
  %77 = call noalias i8* @malloc(i64 noundef %70) #9, !dbg !161
  %78 = bitcast i8* %77 to double*, !dbg !161
  call void @llvm.dbg.value(metadata double* %78, metadata !47, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !162
  %79 = icmp sgt i32 %65, 0, !dbg !163
  br i1 %79, label %80, label %96, !dbg !164

80:                                               ; preds = %58
  %81 = icmp sgt i32 %66, 0
  %82 = load i32, i32* %5, align 4
  %83 = mul nsw i32 %82, %65
  %84 = sitofp i32 %37 to double
  %85 = sext i32 %37 to i64, !dbg !164
  %86 = zext i32 %65 to i64, !dbg !163
  %87 = zext i32 %66 to i64
  br label %88, !dbg !164

88:                                               ; preds = %80, %108
  %89 = phi i64 [ 0, %80 ], [ %109, %108 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !48, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !50, metadata !DIExpression()), !dbg !165
  br i1 %81, label %90, label %108, !dbg !166

90:                                               ; preds = %88
  %91 = trunc i64 %89 to i32
  %92 = add nsw i32 %83, %91
  %93 = icmp slt i32 %92, %37
  %94 = sitofp i32 %92 to double
  %95 = mul nsw i64 %89, %68
  br label %111, !dbg !166

96:                                               ; preds = %108, %58
  %97 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !167
  %98 = call double @MPI_Wtime() #9, !dbg !168
  call void @llvm.dbg.value(metadata double %98, metadata !53, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.value(metadata double* %72, metadata !43, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %74, metadata !45, metadata !DIExpression()), !dbg !76
  %99 = icmp sgt i32 %59, 0, !dbg !170
  br i1 %99, label %100, label %124, !dbg !171

100:                                              ; preds = %96
  %101 = mul nsw i64 %67, %67
  %102 = trunc i64 %101 to i32
  %103 = icmp sgt i32 %65, 0
  %104 = zext i32 %65 to i64
  %105 = trunc i64 %101 to i32
  %106 = icmp sgt i32 %65, 0
  %107 = zext i32 %65 to i64
  br label %147, !dbg !171

108:                                              ; preds = %111, %88
  %109 = add nuw nsw i64 %89, 1, !dbg !172
  call void @llvm.dbg.value(metadata i64 %109, metadata !48, metadata !DIExpression()), !dbg !162
  %110 = icmp eq i64 %109, %86, !dbg !163
  br i1 %110, label %96, label %88, !dbg !164, !llvm.loop !173

111:                                              ; preds = %90, %111
  %112 = phi i64 [ 0, %90 ], [ %122, %111 ]
  call void @llvm.dbg.value(metadata i64 %112, metadata !50, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 %82, metadata !36, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %37, metadata !175, metadata !DIExpression()) #9, !dbg !182
  call void @llvm.dbg.value(metadata i32 %92, metadata !180, metadata !DIExpression()) #9, !dbg !182
  call void @llvm.dbg.value(metadata i64 %112, metadata !181, metadata !DIExpression()) #9, !dbg !182
  %113 = icmp slt i64 %112, %85
  %114 = and i1 %113, %93, !dbg !185
  %115 = trunc i64 %112 to i32, !dbg !185
  %116 = sitofp i32 %115 to double, !dbg !185
  %117 = call double @llvm.fmuladd.f64(double %94, double %84, double %116) #9, !dbg !185
  %118 = fadd double %117, 1.000000e+00, !dbg !185
  %119 = select i1 %114, double %118, double 0.000000e+00, !dbg !185
  %120 = add nsw i64 %95, %112, !dbg !187
  %121 = getelementptr inbounds double, double* %72, i64 %120, !dbg !188
  store double %119, double* %121, align 8, !dbg !189, !tbaa !190
  %122 = add nuw nsw i64 %112, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %122, metadata !50, metadata !DIExpression()), !dbg !165
  %123 = icmp eq i64 %122, %87, !dbg !193
  br i1 %123, label %108, label %111, !dbg !166, !llvm.loop !194

124:                                              ; preds = %216, %96
  %125 = phi double* [ %74, %96 ], [ %148, %216 ], !dbg !76
  %126 = phi double* [ %72, %96 ], [ %149, %216 ], !dbg !76
  %127 = call double @MPI_Wtime() #9, !dbg !196
  %128 = fsub double %127, %98, !dbg !197
  call void @llvm.dbg.value(metadata double %128, metadata !59, metadata !DIExpression()), !dbg !76
  %129 = bitcast [2 x i64]* %7 to i8*, !dbg !198
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %129) #9, !dbg !198
  call void @llvm.dbg.declare(metadata [2 x i64]* %7, metadata !60, metadata !DIExpression()), !dbg !199
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %129, i8 0, i64 16, i1 false), !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !200
  %130 = icmp sgt i32 %65, 0, !dbg !201
  br i1 %130, label %131, label %220, !dbg !202

131:                                              ; preds = %124
  %132 = load i32, i32* %5, align 4, !tbaa !77
  %133 = mul nsw i32 %132, %65
  %134 = icmp sgt i32 %66, 0
  %135 = and i32 %59, 1
  %136 = icmp eq i32 %135, 0
  %137 = sitofp i32 %37 to double
  %138 = sitofp i32 %37 to double
  %139 = getelementptr inbounds [2 x i64], [2 x i64]* %7, i64 0, i64 0
  %140 = getelementptr inbounds [2 x i64], [2 x i64]* %7, i64 0, i64 1
  %141 = load i64, i64* %139, align 16, !tbaa !203
  %142 = load i64, i64* %140, align 8, !tbaa !203
  %143 = sext i32 %37 to i64, !dbg !202
  %144 = sext i32 %37 to i64, !dbg !202
  %145 = zext i32 %65 to i64, !dbg !201
  %146 = zext i32 %66 to i64
  br label %225, !dbg !202

147:                                              ; preds = %100, %216
  %148 = phi double* [ %72, %100 ], [ %149, %216 ]
  %149 = phi double* [ %74, %100 ], [ %148, %216 ]
  %150 = phi i32 [ 0, %100 ], [ %217, %216 ]
  call void @llvm.dbg.value(metadata double* %148, metadata !43, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %149, metadata !45, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %150, metadata !54, metadata !DIExpression()), !dbg !169
  %151 = load i32, i32* %6, align 4, !dbg !205, !tbaa !77
  call void @llvm.dbg.value(metadata i32 %151, metadata !37, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %151, metadata !206, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata i32 %65, metadata !213, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata double* %148, metadata !214, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata double* %149, metadata !215, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata double* %76, metadata !216, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata double* %78, metadata !217, metadata !DIExpression()) #9, !dbg !236
  %152 = mul nsw i32 %151, %65, !dbg !238
  call void @llvm.dbg.value(metadata i32 %152, metadata !218, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata i64 %101, metadata !219, metadata !DIExpression()) #9, !dbg !236
  call void @llvm.dbg.value(metadata i32 0, metadata !220, metadata !DIExpression()) #9, !dbg !239
  %153 = icmp sgt i32 %151, 0, !dbg !240
  br i1 %153, label %154, label %214, !dbg !241

154:                                              ; preds = %147
  %155 = sext i32 %152 to i64
  %156 = zext i32 %151 to i64, !dbg !240
  br label %157, !dbg !241

157:                                              ; preds = %173, %154
  %158 = phi i64 [ 0, %154 ], [ %174, %173 ]
  call void @llvm.dbg.value(metadata i64 %158, metadata !220, metadata !DIExpression()) #9, !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()) #9, !dbg !242
  br i1 %103, label %159, label %173, !dbg !243

159:                                              ; preds = %157
  %160 = mul nsw i64 %158, %67
  %161 = mul i64 %158, %101
  br label %167, !dbg !243

162:                                              ; preds = %173
  %163 = call i32 @MPI_Alltoall(i8* noundef %75, i32 noundef %105, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i8* noundef %77, i32 noundef %105, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !244
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()) #9, !dbg !245
  br i1 %153, label %164, label %216, !dbg !246

164:                                              ; preds = %162
  %165 = sext i32 %152 to i64
  %166 = zext i32 %151 to i64, !dbg !247
  br label %188, !dbg !246

167:                                              ; preds = %176, %159
  %168 = phi i64 [ 0, %159 ], [ %177, %176 ]
  call void @llvm.dbg.value(metadata i64 %168, metadata !222, metadata !DIExpression()) #9, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !225, metadata !DIExpression()) #9, !dbg !248
  %169 = mul nsw i64 %168, %155
  %170 = add nsw i64 %169, %160
  %171 = mul nsw i64 %168, %67
  %172 = add i64 %171, %161
  br label %179, !dbg !249

173:                                              ; preds = %176, %157
  %174 = add nuw nsw i64 %158, 1, !dbg !250
  call void @llvm.dbg.value(metadata i64 %174, metadata !220, metadata !DIExpression()) #9, !dbg !239
  %175 = icmp eq i64 %174, %156, !dbg !240
  br i1 %175, label %162, label %157, !dbg !241, !llvm.loop !251

176:                                              ; preds = %179
  %177 = add nuw nsw i64 %168, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %177, metadata !222, metadata !DIExpression()) #9, !dbg !242
  %178 = icmp eq i64 %177, %104, !dbg !254
  br i1 %178, label %173, label %167, !dbg !243, !llvm.loop !255

179:                                              ; preds = %179, %167
  %180 = phi i64 [ 0, %167 ], [ %186, %179 ]
  call void @llvm.dbg.value(metadata i64 %180, metadata !225, metadata !DIExpression()) #9, !dbg !248
  %181 = add nsw i64 %170, %180, !dbg !257
  %182 = getelementptr inbounds double, double* %148, i64 %181, !dbg !259
  %183 = load double, double* %182, align 8, !dbg !259, !tbaa !190
  %184 = add i64 %172, %180, !dbg !260
  %185 = getelementptr inbounds double, double* %76, i64 %184, !dbg !261
  store double %183, double* %185, align 8, !dbg !262, !tbaa !190
  %186 = add nuw nsw i64 %180, 1, !dbg !263
  call void @llvm.dbg.value(metadata i64 %186, metadata !225, metadata !DIExpression()) #9, !dbg !248
  %187 = icmp eq i64 %186, %104, !dbg !264
  br i1 %187, label %176, label %179, !dbg !249, !llvm.loop !265

188:                                              ; preds = %198, %164
  %189 = phi i64 [ 0, %164 ], [ %199, %198 ]
  call void @llvm.dbg.value(metadata i64 %189, metadata !228, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata i32 0, metadata !230, metadata !DIExpression()) #9, !dbg !267
  br i1 %106, label %190, label %198, !dbg !268

190:                                              ; preds = %188
  %191 = mul i64 %189, %101
  %192 = mul nsw i64 %189, %67
  br label %193, !dbg !268

193:                                              ; preds = %201, %190
  %194 = phi i64 [ 0, %190 ], [ %202, %201 ]
  call void @llvm.dbg.value(metadata i64 %194, metadata !230, metadata !DIExpression()) #9, !dbg !267
  call void @llvm.dbg.value(metadata i32 0, metadata !233, metadata !DIExpression()) #9, !dbg !269
  %195 = mul nsw i64 %194, %67
  %196 = add i64 %195, %191
  %197 = add nsw i64 %194, %192
  br label %204, !dbg !270

198:                                              ; preds = %201, %188
  %199 = add nuw nsw i64 %189, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %199, metadata !228, metadata !DIExpression()) #9, !dbg !245
  %200 = icmp eq i64 %199, %166, !dbg !247
  br i1 %200, label %216, label %188, !dbg !246, !llvm.loop !272

201:                                              ; preds = %204
  %202 = add nuw nsw i64 %194, 1, !dbg !274
  call void @llvm.dbg.value(metadata i64 %202, metadata !230, metadata !DIExpression()) #9, !dbg !267
  %203 = icmp eq i64 %202, %107, !dbg !275
  br i1 %203, label %198, label %193, !dbg !268, !llvm.loop !276

204:                                              ; preds = %204, %193
  %205 = phi i64 [ 0, %193 ], [ %212, %204 ]
  call void @llvm.dbg.value(metadata i64 %205, metadata !233, metadata !DIExpression()) #9, !dbg !269
  %206 = add i64 %196, %205, !dbg !278
  %207 = getelementptr inbounds double, double* %78, i64 %206, !dbg !280
  %208 = load double, double* %207, align 8, !dbg !280, !tbaa !190
  %209 = mul nsw i64 %205, %165, !dbg !281
  %210 = add nsw i64 %197, %209, !dbg !282
  %211 = getelementptr inbounds double, double* %149, i64 %210, !dbg !283
  store double %208, double* %211, align 8, !dbg !284, !tbaa !190
  %212 = add nuw nsw i64 %205, 1, !dbg !285
  call void @llvm.dbg.value(metadata i64 %212, metadata !233, metadata !DIExpression()) #9, !dbg !269
  %213 = icmp eq i64 %212, %107, !dbg !286
  br i1 %213, label %201, label %204, !dbg !270, !llvm.loop !287

214:                                              ; preds = %147
  %215 = call i32 @MPI_Alltoall(i8* noundef %75, i32 noundef %102, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i8* noundef %77, i32 noundef %102, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !244
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()) #9, !dbg !245
  br label %216, !dbg !246

216:                                              ; preds = %198, %214, %162
  call void @llvm.dbg.value(metadata double* %148, metadata !56, metadata !DIExpression()), !dbg !289
  call void @llvm.dbg.value(metadata double* %149, metadata !43, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %148, metadata !45, metadata !DIExpression()), !dbg !76
  %217 = add nuw nsw i32 %150, 1, !dbg !290
  call void @llvm.dbg.value(metadata i32 %217, metadata !54, metadata !DIExpression()), !dbg !169
  %218 = icmp eq i32 %217, %59, !dbg !170
  br i1 %218, label %124, label %147, !dbg !171, !llvm.loop !291

219:                                              ; preds = %238
  store i64 %240, i64* %139, align 16, !tbaa !203
  store i64 %239, i64* %140, align 8, !tbaa !203
  br label %220, !dbg !202

220:                                              ; preds = %219, %124
  %221 = bitcast [2 x i64]* %8 to i8*, !dbg !293
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %221) #9, !dbg !293
  call void @llvm.dbg.declare(metadata [2 x i64]* %8, metadata !75, metadata !DIExpression()), !dbg !294
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %221, i8 0, i64 16, i1 false), !dbg !294
  %222 = call i32 @MPI_Reduce(i8* noundef nonnull %129, i8* noundef nonnull %221, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !295
  %223 = load i32, i32* %5, align 4, !dbg !296, !tbaa !77
  call void @llvm.dbg.value(metadata i32 %223, metadata !36, metadata !DIExpression()), !dbg !76
  %224 = icmp eq i32 %223, 0, !dbg !298
  br i1 %224, label %282, label %292, !dbg !299

225:                                              ; preds = %131, %238
  %226 = phi i64 [ 0, %131 ], [ %241, %238 ]
  %227 = phi i64 [ %142, %131 ], [ %239, %238 ]
  %228 = phi i64 [ %141, %131 ], [ %240, %238 ]
  call void @llvm.dbg.value(metadata i64 %226, metadata !64, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i32 %132, metadata !36, metadata !DIExpression()), !dbg !76
  %229 = trunc i64 %226 to i32, !dbg !300
  %230 = add nsw i32 %133, %229, !dbg !300
  call void @llvm.dbg.value(metadata i32 %230, metadata !66, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !302
  br i1 %134, label %231, label %238, !dbg !303

231:                                              ; preds = %225
  %232 = mul nsw i64 %226, %68
  %233 = icmp slt i32 %230, %37
  %234 = sitofp i32 %230 to double
  %235 = icmp slt i32 %230, %37
  %236 = sitofp i32 %230 to double
  %237 = mul nsw i32 %230, 13
  br label %243, !dbg !303

238:                                              ; preds = %266, %225
  %239 = phi i64 [ %227, %225 ], [ %279, %266 ]
  %240 = phi i64 [ %228, %225 ], [ %270, %266 ]
  %241 = add nuw nsw i64 %226, 1, !dbg !304
  call void @llvm.dbg.value(metadata i64 %241, metadata !64, metadata !DIExpression()), !dbg !200
  %242 = icmp eq i64 %241, %145, !dbg !201
  br i1 %242, label %219, label %225, !dbg !202, !llvm.loop !305

243:                                              ; preds = %231, %266
  %244 = phi i64 [ 0, %231 ], [ %280, %266 ]
  %245 = phi i64 [ %227, %231 ], [ %279, %266 ]
  %246 = phi i64 [ %228, %231 ], [ %270, %266 ]
  call void @llvm.dbg.value(metadata i64 %244, metadata !69, metadata !DIExpression()), !dbg !302
  %247 = add nsw i64 %232, %244, !dbg !307
  %248 = getelementptr inbounds double, double* %126, i64 %247, !dbg !308
  %249 = load double, double* %248, align 8, !dbg !308, !tbaa !190
  call void @llvm.dbg.value(metadata double %249, metadata !71, metadata !DIExpression()), !dbg !309
  call void @llvm.dbg.value(metadata i32 %37, metadata !175, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata i32 %37, metadata !175, metadata !DIExpression()) #9, !dbg !312
  br i1 %136, label %258, label %250, !dbg !314

250:                                              ; preds = %243
  call void @llvm.dbg.value(metadata i64 %244, metadata !180, metadata !DIExpression()) #9, !dbg !312
  call void @llvm.dbg.value(metadata i32 %230, metadata !181, metadata !DIExpression()) #9, !dbg !312
  %251 = icmp slt i64 %244, %144, !dbg !315
  %252 = and i1 %233, %251, !dbg !316
  br i1 %252, label %253, label %266, !dbg !316

253:                                              ; preds = %250
  %254 = trunc i64 %244 to i32, !dbg !317
  %255 = sitofp i32 %254 to double, !dbg !317
  %256 = call double @llvm.fmuladd.f64(double %255, double %137, double %234) #9, !dbg !318
  %257 = fadd double %256, 1.000000e+00, !dbg !319
  br label %266, !dbg !320

258:                                              ; preds = %243
  call void @llvm.dbg.value(metadata i32 %230, metadata !180, metadata !DIExpression()) #9, !dbg !310
  call void @llvm.dbg.value(metadata i64 %244, metadata !181, metadata !DIExpression()) #9, !dbg !310
  %259 = icmp slt i64 %244, %143
  %260 = and i1 %235, %259, !dbg !321
  br i1 %260, label %261, label %266, !dbg !321

261:                                              ; preds = %258
  %262 = trunc i64 %244 to i32, !dbg !322
  %263 = sitofp i32 %262 to double, !dbg !322
  %264 = call double @llvm.fmuladd.f64(double %236, double %138, double %263) #9, !dbg !323
  %265 = fadd double %264, 1.000000e+00, !dbg !324
  br label %266, !dbg !325

266:                                              ; preds = %261, %258, %253, %250
  %267 = phi double [ %257, %253 ], [ 0.000000e+00, %250 ], [ %265, %261 ], [ 0.000000e+00, %258 ], !dbg !314
  call void @llvm.dbg.value(metadata double %267, metadata !74, metadata !DIExpression()), !dbg !309
  %268 = fcmp une double %249, %267, !dbg !326
  %269 = zext i1 %268 to i64, !dbg !328
  %270 = add nsw i64 %246, %269, !dbg !328
  %271 = fptosi double %249 to i64, !dbg !329
  %272 = trunc i64 %244 to i32, !dbg !330
  %273 = mul nsw i32 %272, 7, !dbg !330
  %274 = add nsw i32 %273, %237, !dbg !331
  %275 = srem i32 %274, 101, !dbg !332
  %276 = add nsw i32 %275, 1, !dbg !333
  %277 = sext i32 %276 to i64, !dbg !334
  %278 = mul nsw i64 %271, %277, !dbg !335
  %279 = add nsw i64 %245, %278, !dbg !336
  %280 = add nuw nsw i64 %244, 1, !dbg !337
  call void @llvm.dbg.value(metadata i64 %280, metadata !69, metadata !DIExpression()), !dbg !302
  %281 = icmp eq i64 %280, %146, !dbg !338
  br i1 %281, label %238, label %243, !dbg !303, !llvm.loop !339

282:                                              ; preds = %220
  %283 = getelementptr inbounds [2 x i64], [2 x i64]* %8, i64 0, i64 0, !dbg !341
  %284 = load i32, i32* %6, align 4, !dbg !342, !tbaa !77
  call void @llvm.dbg.value(metadata i32 %284, metadata !37, metadata !DIExpression()), !dbg !76
  %285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([78 x i8], [78 x i8]* @.str, i64 0, i64 0), i32 noundef %37, i32 noundef %37, i32 noundef %284, i32 noundef %65, i32 noundef %66, i32 noundef %59), !dbg !344
  %286 = load i64, i64* %283, align 16, !dbg !345, !tbaa !203
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i64 noundef %286), !dbg !346
  %288 = getelementptr inbounds [2 x i64], [2 x i64]* %8, i64 0, i64 1, !dbg !347
  %289 = load i64, i64* %288, align 8, !dbg !347, !tbaa !203
  %290 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %289), !dbg !348
  %291 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %128), !dbg !349
  br label %292, !dbg !350

292:                                              ; preds = %282, %220
  %293 = bitcast double* %126 to i8*, !dbg !351
  call void @free(i8* noundef %293) #9, !dbg !352
  %294 = bitcast double* %125 to i8*, !dbg !353
  call void @free(i8* noundef %294) #9, !dbg !354
  call void @free(i8* noundef %75) #9, !dbg !355
  call void @free(i8* noundef %77) #9, !dbg !356
  %295 = call i32 @MPI_Finalize() #9, !dbg !357
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %221) #9, !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %129) #9, !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #9, !dbg !358
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #9, !dbg !358
  ret i32 0, !dbg !358
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !359 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !365 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !368 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !369 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !372 double @MPI_Wtime() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

declare !dbg !375 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

declare !dbg !380 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare !dbg !383 i32 @MPI_Alltoall(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "transpose.c", directory: ".", checksumkind: CSK_MD5, checksum: "9130032f176ae0e5c178bd36df470ade")
!2 = !{!3, !7, !8, !11, !12, !15, !18, !19}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 59, type: !28, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !33)
!28 = !DISubroutineType(types: !29)
!29 = !{!19, !19, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !45, !46, !47, !48, !50, !53, !54, !56, !59, !60, !64, !66, !69, !71, !74, !75}
!34 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !1, line: 59, type: !19)
!35 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !1, line: 59, type: !30)
!36 = !DILocalVariable(name: "rank", scope: !27, file: !1, line: 60, type: !19)
!37 = !DILocalVariable(name: "size", scope: !27, file: !1, line: 60, type: !19)
!38 = !DILocalVariable(name: "n", scope: !27, file: !1, line: 65, type: !19)
!39 = !DILocalVariable(name: "repetitions", scope: !27, file: !1, line: 66, type: !19)
!40 = !DILocalVariable(name: "block", scope: !27, file: !1, line: 67, type: !19)
!41 = !DILocalVariable(name: "padded", scope: !27, file: !1, line: 70, type: !19)
!42 = !DILocalVariable(name: "local", scope: !27, file: !1, line: 71, type: !8)
!43 = !DILocalVariable(name: "matrix", scope: !27, file: !1, line: 73, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!45 = !DILocalVariable(name: "result", scope: !27, file: !1, line: 74, type: !44)
!46 = !DILocalVariable(name: "send", scope: !27, file: !1, line: 75, type: !44)
!47 = !DILocalVariable(name: "recv", scope: !27, file: !1, line: 76, type: !44)
!48 = !DILocalVariable(name: "r", scope: !49, file: !1, line: 77, type: !19)
!49 = distinct !DILexicalBlock(scope: !27, file: !1, line: 77, column: 3)
!50 = !DILocalVariable(name: "j", scope: !51, file: !1, line: 78, type: !19)
!51 = distinct !DILexicalBlock(scope: !52, file: !1, line: 78, column: 5)
!52 = distinct !DILexicalBlock(scope: !49, file: !1, line: 77, column: 3)
!53 = !DILocalVariable(name: "start", scope: !27, file: !1, line: 82, type: !18)
!54 = !DILocalVariable(name: "rep", scope: !55, file: !1, line: 83, type: !19)
!55 = distinct !DILexicalBlock(scope: !27, file: !1, line: 83, column: 3)
!56 = !DILocalVariable(name: "swap", scope: !57, file: !1, line: 85, type: !44)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 83, column: 47)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 83, column: 3)
!59 = !DILocalVariable(name: "elapsed", scope: !27, file: !1, line: 89, type: !18)
!60 = !DILocalVariable(name: "counts", scope: !27, file: !1, line: 92, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 2)
!64 = !DILocalVariable(name: "r", scope: !65, file: !1, line: 93, type: !19)
!65 = distinct !DILexicalBlock(scope: !27, file: !1, line: 93, column: 3)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 94, type: !19)
!67 = distinct !DILexicalBlock(scope: !68, file: !1, line: 93, column: 35)
!68 = distinct !DILexicalBlock(scope: !65, file: !1, line: 93, column: 3)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 95, type: !19)
!70 = distinct !DILexicalBlock(scope: !67, file: !1, line: 95, column: 5)
!71 = !DILocalVariable(name: "got", scope: !72, file: !1, line: 96, type: !18)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 95, column: 38)
!73 = distinct !DILexicalBlock(scope: !70, file: !1, line: 95, column: 5)
!74 = !DILocalVariable(name: "want", scope: !72, file: !1, line: 97, type: !18)
!75 = !DILocalVariable(name: "totals", scope: !27, file: !1, line: 103, type: !61)
!76 = !DILocation(line: 0, scope: !27)
!77 = !{!78, !78, i64 0}
!78 = !{!"int", !79, i64 0}
!79 = !{!"omnipotent char", !80, i64 0}
!80 = !{!"Simple C/C++ TBAA"}
!81 = !{!82, !82, i64 0}
!82 = !{!"any pointer", !79, i64 0}
!83 = !DILocation(line: 60, column: 3, scope: !27)
!84 = !DILocation(line: 61, column: 3, scope: !27)
!85 = !DILocation(line: 62, column: 3, scope: !27)
!86 = !DILocation(line: 63, column: 3, scope: !27)
!87 = !DILocation(line: 65, column: 23, scope: !27)
!88 = !DILocation(line: 65, column: 29, scope: !27)
!89 = !DILocalVariable(name: "argc", arg: 1, scope: !90, file: !1, line: 15, type: !19)
!90 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 15, type: !91, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!19, !19, !30, !19, !19}
!93 = !{!89, !94, !95, !96, !97, !100}
!94 = !DILocalVariable(name: "argv", arg: 2, scope: !90, file: !1, line: 15, type: !30)
!95 = !DILocalVariable(name: "index", arg: 3, scope: !90, file: !1, line: 15, type: !19)
!96 = !DILocalVariable(name: "fallback", arg: 4, scope: !90, file: !1, line: 15, type: !19)
!97 = !DILocalVariable(name: "s", scope: !90, file: !1, line: 18, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!100 = !DILocalVariable(name: "value", scope: !90, file: !1, line: 19, type: !19)
!101 = !DILocation(line: 0, scope: !90, inlinedAt: !102)
!102 = distinct !DILocation(line: 65, column: 11, scope: !27)
!103 = !DILocation(line: 16, column: 13, scope: !104, inlinedAt: !102)
!104 = distinct !DILexicalBlock(scope: !90, file: !1, line: 16, column: 7)
!105 = !DILocation(line: 16, column: 7, scope: !90, inlinedAt: !102)
!106 = !DILocation(line: 18, column: 19, scope: !90, inlinedAt: !102)
!107 = !DILocation(line: 20, column: 7, scope: !108, inlinedAt: !102)
!108 = distinct !DILexicalBlock(scope: !90, file: !1, line: 20, column: 7)
!109 = !{!79, !79, i64 0}
!110 = !DILocation(line: 20, column: 10, scope: !108, inlinedAt: !102)
!111 = !DILocation(line: 20, column: 7, scope: !90, inlinedAt: !102)
!112 = !DILocation(line: 23, column: 18, scope: !113, inlinedAt: !102)
!113 = distinct !DILexicalBlock(scope: !114, file: !1, line: 23, column: 9)
!114 = distinct !DILexicalBlock(scope: !115, file: !1, line: 22, column: 19)
!115 = distinct !DILexicalBlock(scope: !116, file: !1, line: 22, column: 3)
!116 = distinct !DILexicalBlock(scope: !90, file: !1, line: 22, column: 3)
!117 = !DILocation(line: 23, column: 9, scope: !113, inlinedAt: !102)
!118 = !DILocation(line: 25, column: 19, scope: !114, inlinedAt: !102)
!119 = !DILocation(line: 25, column: 30, scope: !114, inlinedAt: !102)
!120 = !DILocation(line: 25, column: 24, scope: !114, inlinedAt: !102)
!121 = !DILocation(line: 22, column: 15, scope: !115, inlinedAt: !102)
!122 = !DILocation(line: 22, column: 10, scope: !115, inlinedAt: !102)
!123 = !DILocation(line: 22, column: 3, scope: !116, inlinedAt: !102)
!124 = distinct !{!124, !123, !125, !126, !127}
!125 = !DILocation(line: 26, column: 3, scope: !116, inlinedAt: !102)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !{!"llvm.loop.unroll.disable"}
!128 = !DILocation(line: 0, scope: !90, inlinedAt: !129)
!129 = distinct !DILocation(line: 66, column: 21, scope: !27)
!130 = !DILocation(line: 16, column: 13, scope: !104, inlinedAt: !129)
!131 = !DILocation(line: 16, column: 7, scope: !90, inlinedAt: !129)
!132 = !DILocation(line: 18, column: 19, scope: !90, inlinedAt: !129)
!133 = !DILocation(line: 20, column: 7, scope: !108, inlinedAt: !129)
!134 = !DILocation(line: 20, column: 10, scope: !108, inlinedAt: !129)
!135 = !DILocation(line: 20, column: 7, scope: !90, inlinedAt: !129)
!136 = !DILocation(line: 23, column: 18, scope: !113, inlinedAt: !129)
!137 = !DILocation(line: 23, column: 9, scope: !113, inlinedAt: !129)
!138 = !DILocation(line: 25, column: 19, scope: !114, inlinedAt: !129)
!139 = !DILocation(line: 25, column: 30, scope: !114, inlinedAt: !129)
!140 = !DILocation(line: 25, column: 24, scope: !114, inlinedAt: !129)
!141 = !DILocation(line: 22, column: 15, scope: !115, inlinedAt: !129)
!142 = !DILocation(line: 22, column: 10, scope: !115, inlinedAt: !129)
!143 = !DILocation(line: 22, column: 3, scope: !116, inlinedAt: !129)
!144 = distinct !{!144, !143, !145, !126, !127}
!145 = !DILocation(line: 26, column: 3, scope: !116, inlinedAt: !129)
!146 = !DILocation(line: 67, column: 20, scope: !27)
!147 = !DILocation(line: 67, column: 18, scope: !27)
!148 = !DILocation(line: 67, column: 25, scope: !27)
!149 = !DILocation(line: 67, column: 30, scope: !27)
!150 = !DILocation(line: 68, column: 13, scope: !151)
!151 = distinct !DILexicalBlock(scope: !27, file: !1, line: 68, column: 7)
!152 = !DILocation(line: 68, column: 7, scope: !27)
!153 = !DILocation(line: 70, column: 22, scope: !27)
!154 = !DILocation(line: 71, column: 18, scope: !27)
!155 = !DILocation(line: 71, column: 34, scope: !27)
!156 = !DILocation(line: 71, column: 32, scope: !27)
!157 = !DILocation(line: 73, column: 42, scope: !27)
!158 = !DILocation(line: 73, column: 20, scope: !27)
!159 = !DILocation(line: 74, column: 20, scope: !27)
!160 = !DILocation(line: 75, column: 18, scope: !27)
!161 = !DILocation(line: 76, column: 18, scope: !27)
!162 = !DILocation(line: 0, scope: !49)
!163 = !DILocation(line: 77, column: 21, scope: !52)
!164 = !DILocation(line: 77, column: 3, scope: !49)
!165 = !DILocation(line: 0, scope: !51)
!166 = !DILocation(line: 78, column: 5, scope: !51)
!167 = !DILocation(line: 81, column: 3, scope: !27)
!168 = !DILocation(line: 82, column: 18, scope: !27)
!169 = !DILocation(line: 0, scope: !55)
!170 = !DILocation(line: 83, column: 25, scope: !58)
!171 = !DILocation(line: 83, column: 3, scope: !55)
!172 = !DILocation(line: 77, column: 31, scope: !52)
!173 = distinct !{!173, !164, !174, !126, !127}
!174 = !DILocation(line: 79, column: 70, scope: !49)
!175 = !DILocalVariable(name: "n", arg: 1, scope: !176, file: !1, line: 31, type: !19)
!176 = distinct !DISubprogram(name: "element", scope: !1, file: !1, line: 31, type: !177, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!18, !19, !19, !19}
!179 = !{!175, !180, !181}
!180 = !DILocalVariable(name: "i", arg: 2, scope: !176, file: !1, line: 31, type: !19)
!181 = !DILocalVariable(name: "j", arg: 3, scope: !176, file: !1, line: 31, type: !19)
!182 = !DILocation(line: 0, scope: !176, inlinedAt: !183)
!183 = distinct !DILocation(line: 79, column: 40, scope: !184)
!184 = distinct !DILexicalBlock(scope: !51, file: !1, line: 78, column: 5)
!185 = !DILocation(line: 32, column: 14, scope: !186, inlinedAt: !183)
!186 = distinct !DILexicalBlock(scope: !176, file: !1, line: 32, column: 7)
!187 = !DILocation(line: 79, column: 33, scope: !184)
!188 = !DILocation(line: 79, column: 7, scope: !184)
!189 = !DILocation(line: 79, column: 38, scope: !184)
!190 = !{!191, !191, i64 0}
!191 = !{!"double", !79, i64 0}
!192 = !DILocation(line: 78, column: 34, scope: !184)
!193 = !DILocation(line: 78, column: 23, scope: !184)
!194 = distinct !{!194, !166, !195, !126, !127}
!195 = !DILocation(line: 79, column: 70, scope: !51)
!196 = !DILocation(line: 89, column: 20, scope: !27)
!197 = !DILocation(line: 89, column: 32, scope: !27)
!198 = !DILocation(line: 92, column: 3, scope: !27)
!199 = !DILocation(line: 92, column: 13, scope: !27)
!200 = !DILocation(line: 0, scope: !65)
!201 = !DILocation(line: 93, column: 21, scope: !68)
!202 = !DILocation(line: 93, column: 3, scope: !65)
!203 = !{!204, !204, i64 0}
!204 = !{!"long long", !79, i64 0}
!205 = !DILocation(line: 84, column: 22, scope: !57)
!206 = !DILocalVariable(name: "size", arg: 1, scope: !207, file: !1, line: 39, type: !19)
!207 = distinct !DISubprogram(name: "transpose_blocks", scope: !1, file: !1, line: 39, type: !208, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !212)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !19, !19, !210, !44, !44, !44}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!212 = !{!206, !213, !214, !215, !216, !217, !218, !219, !220, !222, !225, !228, !230, !233}
!213 = !DILocalVariable(name: "block", arg: 2, scope: !207, file: !1, line: 39, type: !19)
!214 = !DILocalVariable(name: "rows", arg: 3, scope: !207, file: !1, line: 39, type: !210)
!215 = !DILocalVariable(name: "out", arg: 4, scope: !207, file: !1, line: 40, type: !44)
!216 = !DILocalVariable(name: "send", arg: 5, scope: !207, file: !1, line: 40, type: !44)
!217 = !DILocalVariable(name: "recv", arg: 6, scope: !207, file: !1, line: 40, type: !44)
!218 = !DILocalVariable(name: "padded", scope: !207, file: !1, line: 41, type: !19)
!219 = !DILocalVariable(name: "tile", scope: !207, file: !1, line: 42, type: !8)
!220 = !DILocalVariable(name: "dest", scope: !221, file: !1, line: 43, type: !19)
!221 = distinct !DILexicalBlock(scope: !207, file: !1, line: 43, column: 3)
!222 = !DILocalVariable(name: "r", scope: !223, file: !1, line: 44, type: !19)
!223 = distinct !DILexicalBlock(scope: !224, file: !1, line: 44, column: 5)
!224 = distinct !DILexicalBlock(scope: !221, file: !1, line: 43, column: 3)
!225 = !DILocalVariable(name: "c", scope: !226, file: !1, line: 45, type: !19)
!226 = distinct !DILexicalBlock(scope: !227, file: !1, line: 45, column: 7)
!227 = distinct !DILexicalBlock(scope: !223, file: !1, line: 44, column: 5)
!228 = !DILocalVariable(name: "src", scope: !229, file: !1, line: 52, type: !19)
!229 = distinct !DILexicalBlock(scope: !207, file: !1, line: 52, column: 3)
!230 = !DILocalVariable(name: "r", scope: !231, file: !1, line: 53, type: !19)
!231 = distinct !DILexicalBlock(scope: !232, file: !1, line: 53, column: 5)
!232 = distinct !DILexicalBlock(scope: !229, file: !1, line: 52, column: 3)
!233 = !DILocalVariable(name: "c", scope: !234, file: !1, line: 54, type: !19)
!234 = distinct !DILexicalBlock(scope: !235, file: !1, line: 54, column: 7)
!235 = distinct !DILexicalBlock(scope: !231, file: !1, line: 53, column: 5)
!236 = !DILocation(line: 0, scope: !207, inlinedAt: !237)
!237 = distinct !DILocation(line: 84, column: 5, scope: !57)
!238 = !DILocation(line: 41, column: 22, scope: !207, inlinedAt: !237)
!239 = !DILocation(line: 0, scope: !221, inlinedAt: !237)
!240 = !DILocation(line: 43, column: 27, scope: !224, inlinedAt: !237)
!241 = !DILocation(line: 43, column: 3, scope: !221, inlinedAt: !237)
!242 = !DILocation(line: 0, scope: !223, inlinedAt: !237)
!243 = !DILocation(line: 44, column: 5, scope: !223, inlinedAt: !237)
!244 = !DILocation(line: 48, column: 3, scope: !207, inlinedAt: !237)
!245 = !DILocation(line: 0, scope: !229, inlinedAt: !237)
!246 = !DILocation(line: 52, column: 3, scope: !229, inlinedAt: !237)
!247 = !DILocation(line: 52, column: 25, scope: !232, inlinedAt: !237)
!248 = !DILocation(line: 0, scope: !226, inlinedAt: !237)
!249 = !DILocation(line: 45, column: 7, scope: !226, inlinedAt: !237)
!250 = !DILocation(line: 43, column: 39, scope: !224, inlinedAt: !237)
!251 = distinct !{!251, !241, !252, !126, !127}
!252 = !DILocation(line: 47, column: 55, scope: !221, inlinedAt: !237)
!253 = !DILocation(line: 44, column: 33, scope: !227, inlinedAt: !237)
!254 = !DILocation(line: 44, column: 23, scope: !227, inlinedAt: !237)
!255 = distinct !{!255, !243, !256, !126, !127}
!256 = !DILocation(line: 47, column: 55, scope: !223, inlinedAt: !237)
!257 = !DILocation(line: 47, column: 52, scope: !258, inlinedAt: !237)
!258 = distinct !DILexicalBlock(scope: !226, file: !1, line: 45, column: 7)
!259 = !DILocation(line: 47, column: 13, scope: !258, inlinedAt: !237)
!260 = !DILocation(line: 46, column: 46, scope: !258, inlinedAt: !237)
!261 = !DILocation(line: 46, column: 9, scope: !258, inlinedAt: !237)
!262 = !DILocation(line: 46, column: 51, scope: !258, inlinedAt: !237)
!263 = !DILocation(line: 45, column: 35, scope: !258, inlinedAt: !237)
!264 = !DILocation(line: 45, column: 25, scope: !258, inlinedAt: !237)
!265 = distinct !{!265, !249, !266, !126, !127}
!266 = !DILocation(line: 47, column: 55, scope: !226, inlinedAt: !237)
!267 = !DILocation(line: 0, scope: !231, inlinedAt: !237)
!268 = !DILocation(line: 53, column: 5, scope: !231, inlinedAt: !237)
!269 = !DILocation(line: 0, scope: !234, inlinedAt: !237)
!270 = !DILocation(line: 54, column: 7, scope: !234, inlinedAt: !237)
!271 = !DILocation(line: 52, column: 36, scope: !232, inlinedAt: !237)
!272 = distinct !{!272, !246, !273, !126, !127}
!273 = !DILocation(line: 56, column: 52, scope: !229, inlinedAt: !237)
!274 = !DILocation(line: 53, column: 33, scope: !235, inlinedAt: !237)
!275 = !DILocation(line: 53, column: 23, scope: !235, inlinedAt: !237)
!276 = distinct !{!276, !268, !277, !126, !127}
!277 = !DILocation(line: 56, column: 52, scope: !231, inlinedAt: !237)
!278 = !DILocation(line: 56, column: 49, scope: !279, inlinedAt: !237)
!279 = distinct !DILexicalBlock(scope: !234, file: !1, line: 54, column: 7)
!280 = !DILocation(line: 56, column: 13, scope: !279, inlinedAt: !237)
!281 = !DILocation(line: 55, column: 23, scope: !279, inlinedAt: !237)
!282 = !DILocation(line: 55, column: 46, scope: !279, inlinedAt: !237)
!283 = !DILocation(line: 55, column: 9, scope: !279, inlinedAt: !237)
!284 = !DILocation(line: 55, column: 51, scope: !279, inlinedAt: !237)
!285 = !DILocation(line: 54, column: 35, scope: !279, inlinedAt: !237)
!286 = !DILocation(line: 54, column: 25, scope: !279, inlinedAt: !237)
!287 = distinct !{!287, !270, !288, !126, !127}
!288 = !DILocation(line: 56, column: 52, scope: !234, inlinedAt: !237)
!289 = !DILocation(line: 0, scope: !57)
!290 = !DILocation(line: 83, column: 43, scope: !58)
!291 = distinct !{!291, !171, !292, !126, !127}
!292 = !DILocation(line: 88, column: 3, scope: !55)
!293 = !DILocation(line: 103, column: 3, scope: !27)
!294 = !DILocation(line: 103, column: 13, scope: !27)
!295 = !DILocation(line: 104, column: 3, scope: !27)
!296 = !DILocation(line: 105, column: 7, scope: !297)
!297 = distinct !DILexicalBlock(scope: !27, file: !1, line: 105, column: 7)
!298 = !DILocation(line: 105, column: 12, scope: !297)
!299 = !DILocation(line: 105, column: 7, scope: !27)
!300 = !DILocation(line: 94, column: 26, scope: !67)
!301 = !DILocation(line: 0, scope: !67)
!302 = !DILocation(line: 0, scope: !70)
!303 = !DILocation(line: 95, column: 5, scope: !70)
!304 = !DILocation(line: 93, column: 31, scope: !68)
!305 = distinct !{!305, !202, !306, !126, !127}
!306 = !DILocation(line: 102, column: 3, scope: !65)
!307 = !DILocation(line: 96, column: 46, scope: !72)
!308 = !DILocation(line: 96, column: 20, scope: !72)
!309 = !DILocation(line: 0, scope: !72)
!310 = !DILocation(line: 0, scope: !176, inlinedAt: !311)
!311 = distinct !DILocation(line: 97, column: 58, scope: !72)
!312 = !DILocation(line: 0, scope: !176, inlinedAt: !313)
!313 = distinct !DILocation(line: 97, column: 39, scope: !72)
!314 = !DILocation(line: 97, column: 21, scope: !72)
!315 = !DILocation(line: 32, column: 9, scope: !186, inlinedAt: !313)
!316 = !DILocation(line: 32, column: 14, scope: !186, inlinedAt: !313)
!317 = !DILocation(line: 34, column: 10, scope: !176, inlinedAt: !313)
!318 = !DILocation(line: 34, column: 24, scope: !176, inlinedAt: !313)
!319 = !DILocation(line: 34, column: 28, scope: !176, inlinedAt: !313)
!320 = !DILocation(line: 34, column: 3, scope: !176, inlinedAt: !313)
!321 = !DILocation(line: 32, column: 14, scope: !186, inlinedAt: !311)
!322 = !DILocation(line: 34, column: 26, scope: !176, inlinedAt: !311)
!323 = !DILocation(line: 34, column: 24, scope: !176, inlinedAt: !311)
!324 = !DILocation(line: 34, column: 28, scope: !176, inlinedAt: !311)
!325 = !DILocation(line: 34, column: 3, scope: !176, inlinedAt: !311)
!326 = !DILocation(line: 98, column: 15, scope: !327)
!327 = distinct !DILexicalBlock(scope: !72, file: !1, line: 98, column: 11)
!328 = !DILocation(line: 98, column: 11, scope: !72)
!329 = !DILocation(line: 100, column: 20, scope: !72)
!330 = !DILocation(line: 100, column: 50, scope: !72)
!331 = !DILocation(line: 100, column: 46, scope: !72)
!332 = !DILocation(line: 100, column: 55, scope: !72)
!333 = !DILocation(line: 100, column: 61, scope: !72)
!334 = !DILocation(line: 100, column: 37, scope: !72)
!335 = !DILocation(line: 100, column: 35, scope: !72)
!336 = !DILocation(line: 100, column: 17, scope: !72)
!337 = !DILocation(line: 95, column: 34, scope: !73)
!338 = !DILocation(line: 95, column: 23, scope: !73)
!339 = distinct !{!339, !303, !340, !126, !127}
!340 = !DILocation(line: 101, column: 5, scope: !70)
!341 = !DILocation(line: 104, column: 22, scope: !27)
!342 = !DILocation(line: 108, column: 18, scope: !343)
!343 = distinct !DILexicalBlock(scope: !297, file: !1, line: 105, column: 18)
!344 = !DILocation(line: 106, column: 5, scope: !343)
!345 = !DILocation(line: 109, column: 43, scope: !343)
!346 = !DILocation(line: 109, column: 5, scope: !343)
!347 = !DILocation(line: 110, column: 32, scope: !343)
!348 = !DILocation(line: 110, column: 5, scope: !343)
!349 = !DILocation(line: 111, column: 5, scope: !343)
!350 = !DILocation(line: 112, column: 3, scope: !343)
!351 = !DILocation(line: 113, column: 8, scope: !27)
!352 = !DILocation(line: 113, column: 3, scope: !27)
!353 = !DILocation(line: 114, column: 8, scope: !27)
!354 = !DILocation(line: 114, column: 3, scope: !27)
!355 = !DILocation(line: 115, column: 3, scope: !27)
!356 = !DILocation(line: 116, column: 3, scope: !27)
!357 = !DILocation(line: 117, column: 3, scope: !27)
!358 = !DILocation(line: 119, column: 1, scope: !27)
!359 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !360, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!360 = !DISubroutineType(types: !361)
!361 = !{!19, !362, !363}
!362 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!363 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!364 = !{}
!365 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!366 = !DISubroutineType(types: !367)
!367 = !{!19, !3, !362}
!368 = !DISubprogram(name: "MPI_Comm_size", scope: !4, file: !4, line: 1428, type: !366, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!369 = !DISubprogram(name: "MPI_Barrier", scope: !4, file: !4, line: 1343, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!370 = !DISubroutineType(types: !371)
!371 = !{!19, !3}
!372 = !DISubprogram(name: "MPI_Wtime", scope: !4, file: !4, line: 1954, type: !373, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!373 = !DISubroutineType(types: !374)
!374 = !{!18}
!375 = !DISubprogram(name: "MPI_Reduce", scope: !4, file: !4, line: 1725, type: !376, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!376 = !DISubroutineType(types: !377)
!377 = !{!19, !378, !7, !19, !12, !15, !19, !3}
!378 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !379, size: 64)
!379 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!380 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !381, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!381 = !DISubroutineType(types: !382)
!382 = !{!19}
!383 = !DISubprogram(name: "MPI_Alltoall", scope: !4, file: !4, line: 1325, type: !384, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !364)
!384 = !DISubroutineType(types: !385)
!385 = !{!19, !378, !19, !12, !7, !19, !12, !3}
