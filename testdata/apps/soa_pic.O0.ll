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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !55 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca %struct.particles, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i64*, align 8
  %26 = alloca i64*, align 8
  %27 = alloca double*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca double*, align 8
  %32 = alloca double*, align 8
  %33 = alloca double*, align 8
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca double, align 8
  %46 = alloca i32, align 4
  %47 = alloca double, align 8
  %48 = alloca double, align 8
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca double, align 8
  %54 = alloca double, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca double, align 8
  %60 = alloca [3 x i64], align 16
  %61 = alloca [3 x i64], align 16
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %6, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %7, metadata !68, metadata !DIExpression()), !dbg !69
  %64 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !70
  %65 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !71
  %66 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !72
  call void @llvm.dbg.declare(metadata i32* %8, metadata !73, metadata !DIExpression()), !dbg !74
  %67 = load i32, i32* %4, align 4, !dbg !75
  %68 = load i8**, i8*** %5, align 8, !dbg !76
  %69 = call i32 @parse_count(i32 noundef %67, i8** noundef %68, i32 noundef 1, i32 noundef 256), !dbg !77
  store i32 %69, i32* %8, align 4, !dbg !74
  call void @llvm.dbg.declare(metadata i32* %9, metadata !78, metadata !DIExpression()), !dbg !79
  %70 = load i32, i32* %4, align 4, !dbg !80
  %71 = load i8**, i8*** %5, align 8, !dbg !81
  %72 = call i32 @parse_count(i32 noundef %70, i8** noundef %71, i32 noundef 2, i32 noundef 20), !dbg !82
  store i32 %72, i32* %9, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %10, metadata !83, metadata !DIExpression()), !dbg !84
  %73 = load i32, i32* %7, align 4, !dbg !85
  %74 = icmp slt i32 %73, 50, !dbg !86
  br i1 %74, label %75, label %77, !dbg !85

75:                                               ; preds = %2
  %76 = load i32, i32* %7, align 4, !dbg !87
  br label %78, !dbg !85

77:                                               ; preds = %2
  br label %78, !dbg !85

78:                                               ; preds = %77, %75
  %79 = phi i32 [ %76, %75 ], [ 50, %77 ], !dbg !85
  store i32 %79, i32* %10, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %11, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %11, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %12, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %12, align 4, !dbg !91
  %80 = load i32, i32* %6, align 4, !dbg !92
  %81 = load i32, i32* %10, align 4, !dbg !94
  %82 = icmp slt i32 %80, %81, !dbg !95
  br i1 %82, label %83, label %86, !dbg !96

83:                                               ; preds = %78
  %84 = load i32, i32* %10, align 4, !dbg !97
  %85 = load i32, i32* %6, align 4, !dbg !98
  call void @block_range(i32 noundef 100, i32 noundef %84, i32 noundef %85, i32* noundef %11, i32* noundef %12), !dbg !99
  br label %86, !dbg !99

86:                                               ; preds = %83, %78
  call void @llvm.dbg.declare(metadata i32* %13, metadata !100, metadata !DIExpression()), !dbg !101
  %87 = load i32, i32* %6, align 4, !dbg !102
  %88 = load i32, i32* %10, align 4, !dbg !103
  %89 = add nsw i32 %87, %88, !dbg !104
  %90 = sub nsw i32 %89, 1, !dbg !105
  %91 = load i32, i32* %10, align 4, !dbg !106
  %92 = srem i32 %90, %91, !dbg !107
  store i32 %92, i32* %13, align 4, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %14, metadata !108, metadata !DIExpression()), !dbg !109
  %93 = load i32, i32* %6, align 4, !dbg !110
  %94 = add nsw i32 %93, 1, !dbg !111
  %95 = load i32, i32* %10, align 4, !dbg !112
  %96 = srem i32 %94, %95, !dbg !113
  store i32 %96, i32* %14, align 4, !dbg !109
  call void @llvm.dbg.declare(metadata double* %15, metadata !114, metadata !DIExpression()), !dbg !115
  store double 1.500000e+00, double* %15, align 8, !dbg !115
  call void @llvm.dbg.declare(metadata double* %16, metadata !116, metadata !DIExpression()), !dbg !117
  %97 = load i32, i32* %10, align 4, !dbg !118
  %98 = sdiv i32 100, %97, !dbg !119
  %99 = sitofp i32 %98 to double, !dbg !120
  %100 = fmul double 4.500000e-01, %99, !dbg !121
  store double %100, double* %16, align 8, !dbg !117
  %101 = load double, double* %15, align 8, !dbg !122
  %102 = load double, double* %16, align 8, !dbg !124
  %103 = fcmp ogt double %101, %102, !dbg !125
  br i1 %103, label %104, label %106, !dbg !126

104:                                              ; preds = %86
  %105 = load double, double* %16, align 8, !dbg !127
  store double %105, double* %15, align 8, !dbg !128
  br label %106, !dbg !129

106:                                              ; preds = %104, %86
  call void @llvm.dbg.declare(metadata double* %17, metadata !130, metadata !DIExpression()), !dbg !132
  store double 1.000000e+02, double* %17, align 8, !dbg !132
  call void @llvm.dbg.declare(metadata double* %18, metadata !133, metadata !DIExpression()), !dbg !134
  store double 1.000000e+00, double* %18, align 8, !dbg !134
  call void @llvm.dbg.declare(metadata double* %19, metadata !135, metadata !DIExpression()), !dbg !136
  store double 5.000000e-02, double* %19, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata double* %20, metadata !137, metadata !DIExpression()), !dbg !138
  %107 = load i32, i32* %8, align 4, !dbg !139
  %108 = sitofp i32 %107 to double, !dbg !140
  %109 = load i32, i32* %10, align 4, !dbg !141
  %110 = sitofp i32 %109 to double, !dbg !141
  %111 = fmul double %108, %110, !dbg !142
  %112 = fdiv double %111, 1.000000e+02, !dbg !143
  store double %112, double* %20, align 8, !dbg !138
  call void @llvm.dbg.declare(metadata %struct.particles* %21, metadata !144, metadata !DIExpression()), !dbg !152
  %113 = bitcast %struct.particles* %21 to i8*, !dbg !152
  call void @llvm.memset.p0i8.i64(i8* align 8 %113, i8 0, i64 24, i1 false), !dbg !152
  %114 = load i32, i32* %12, align 4, !dbg !153
  %115 = icmp sgt i32 %114, 0, !dbg !155
  br i1 %115, label %116, label %161, !dbg !156

116:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata i32* %22, metadata !157, metadata !DIExpression()), !dbg !159
  %117 = load i32, i32* %6, align 4, !dbg !160
  %118 = mul i32 7919, %117, !dbg !161
  %119 = add i32 12345, %118, !dbg !162
  store i32 %119, i32* %22, align 4, !dbg !159
  %120 = load i32, i32* %8, align 4, !dbg !163
  call void @particles_reserve(%struct.particles* noundef %21, i32 noundef %120), !dbg !164
  call void @llvm.dbg.declare(metadata i32* %23, metadata !165, metadata !DIExpression()), !dbg !167
  store i32 0, i32* %23, align 4, !dbg !167
  br label %121, !dbg !168

121:                                              ; preds = %155, %116
  %122 = load i32, i32* %23, align 4, !dbg !169
  %123 = load i32, i32* %8, align 4, !dbg !171
  %124 = icmp slt i32 %122, %123, !dbg !172
  br i1 %124, label %125, label %158, !dbg !173

125:                                              ; preds = %121
  %126 = load i32, i32* %11, align 4, !dbg !174
  %127 = sitofp i32 %126 to double, !dbg !174
  %128 = load i32, i32* %12, align 4, !dbg !176
  %129 = sitofp i32 %128 to double, !dbg !176
  %130 = call double @lcg_next(i32* noundef %22), !dbg !177
  %131 = call double @llvm.fmuladd.f64(double %129, double %130, double %127), !dbg !178
  %132 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !179
  %133 = load double*, double** %132, align 8, !dbg !179
  %134 = load i32, i32* %23, align 4, !dbg !180
  %135 = sext i32 %134 to i64, !dbg !181
  %136 = getelementptr inbounds double, double* %133, i64 %135, !dbg !181
  store double %131, double* %136, align 8, !dbg !182
  call void @llvm.dbg.declare(metadata double* %24, metadata !183, metadata !DIExpression()), !dbg !184
  %137 = load i32, i32* %23, align 4, !dbg !185
  %138 = srem i32 %137, 2, !dbg !186
  %139 = icmp eq i32 %138, 0, !dbg !187
  %140 = zext i1 %139 to i64, !dbg !185
  %141 = select i1 %139, double 4.000000e-01, double -4.000000e-01, !dbg !185
  %142 = load double, double* %15, align 8, !dbg !188
  %143 = fmul double %141, %142, !dbg !189
  store double %143, double* %24, align 8, !dbg !184
  %144 = load double, double* %24, align 8, !dbg !190
  %145 = load double, double* %15, align 8, !dbg !191
  %146 = fmul double 2.000000e-01, %145, !dbg !192
  %147 = call double @lcg_next(i32* noundef %22), !dbg !193
  %148 = fsub double %147, 5.000000e-01, !dbg !194
  %149 = call double @llvm.fmuladd.f64(double %146, double %148, double %144), !dbg !195
  %150 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !196
  %151 = load double*, double** %150, align 8, !dbg !196
  %152 = load i32, i32* %23, align 4, !dbg !197
  %153 = sext i32 %152 to i64, !dbg !198
  %154 = getelementptr inbounds double, double* %151, i64 %153, !dbg !198
  store double %149, double* %154, align 8, !dbg !199
  br label %155, !dbg !200

155:                                              ; preds = %125
  %156 = load i32, i32* %23, align 4, !dbg !201
  %157 = add nsw i32 %156, 1, !dbg !201
  store i32 %157, i32* %23, align 4, !dbg !201
  br label %121, !dbg !202, !llvm.loop !203

158:                                              ; preds = %121
  %159 = load i32, i32* %8, align 4, !dbg !206
  %160 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !207
  store i32 %159, i32* %160, align 8, !dbg !208
  br label %161, !dbg !209

161:                                              ; preds = %158, %106
  call void @llvm.dbg.declare(metadata i64** %25, metadata !210, metadata !DIExpression()), !dbg !212
  %162 = load i32, i32* %12, align 4, !dbg !213
  %163 = add nsw i32 %162, 1, !dbg !214
  %164 = sext i32 %163 to i64, !dbg !215
  %165 = mul i64 8, %164, !dbg !216
  %166 = call noalias i8* @malloc(i64 noundef %165) #5, !dbg !217
  %167 = bitcast i8* %166 to i64*, !dbg !217
  store i64* %167, i64** %25, align 8, !dbg !212
  call void @llvm.dbg.declare(metadata i64** %26, metadata !218, metadata !DIExpression()), !dbg !219
  %168 = load i32, i32* %12, align 4, !dbg !220
  %169 = add nsw i32 %168, 3, !dbg !221
  %170 = sext i32 %169 to i64, !dbg !222
  %171 = mul i64 8, %170, !dbg !223
  %172 = call noalias i8* @malloc(i64 noundef %171) #5, !dbg !224
  %173 = bitcast i8* %172 to i64*, !dbg !224
  store i64* %173, i64** %26, align 8, !dbg !219
  call void @llvm.dbg.declare(metadata double** %27, metadata !225, metadata !DIExpression()), !dbg !226
  %174 = load i32, i32* %12, align 4, !dbg !227
  %175 = add nsw i32 %174, 1, !dbg !228
  %176 = sext i32 %175 to i64, !dbg !229
  %177 = mul i64 8, %176, !dbg !230
  %178 = call noalias i8* @malloc(i64 noundef %177) #5, !dbg !231
  %179 = bitcast i8* %178 to double*, !dbg !231
  store double* %179, double** %27, align 8, !dbg !226
  call void @llvm.dbg.declare(metadata i32* %28, metadata !232, metadata !DIExpression()), !dbg !233
  store i32 16, i32* %28, align 4, !dbg !233
  call void @llvm.dbg.declare(metadata i32* %29, metadata !234, metadata !DIExpression()), !dbg !235
  store i32 16, i32* %29, align 4, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %30, metadata !236, metadata !DIExpression()), !dbg !237
  store i32 16, i32* %30, align 4, !dbg !237
  call void @llvm.dbg.declare(metadata double** %31, metadata !238, metadata !DIExpression()), !dbg !239
  %180 = load i32, i32* %28, align 4, !dbg !240
  %181 = sext i32 %180 to i64, !dbg !240
  %182 = mul i64 16, %181, !dbg !241
  %183 = call noalias i8* @malloc(i64 noundef %182) #5, !dbg !242
  %184 = bitcast i8* %183 to double*, !dbg !242
  store double* %184, double** %31, align 8, !dbg !239
  call void @llvm.dbg.declare(metadata double** %32, metadata !243, metadata !DIExpression()), !dbg !244
  %185 = load i32, i32* %29, align 4, !dbg !245
  %186 = sext i32 %185 to i64, !dbg !245
  %187 = mul i64 16, %186, !dbg !246
  %188 = call noalias i8* @malloc(i64 noundef %187) #5, !dbg !247
  %189 = bitcast i8* %188 to double*, !dbg !247
  store double* %189, double** %32, align 8, !dbg !244
  call void @llvm.dbg.declare(metadata double** %33, metadata !248, metadata !DIExpression()), !dbg !249
  %190 = load i32, i32* %30, align 4, !dbg !250
  %191 = sext i32 %190 to i64, !dbg !250
  %192 = mul i64 16, %191, !dbg !251
  %193 = call noalias i8* @malloc(i64 noundef %192) #5, !dbg !252
  %194 = bitcast i8* %193 to double*, !dbg !252
  store double* %194, double** %33, align 8, !dbg !249
  %195 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !253
  call void @llvm.dbg.declare(metadata double* %34, metadata !254, metadata !DIExpression()), !dbg !255
  %196 = call double @MPI_Wtime(), !dbg !256
  store double %196, double* %34, align 8, !dbg !255
  call void @llvm.dbg.declare(metadata i32* %35, metadata !257, metadata !DIExpression()), !dbg !259
  store i32 1, i32* %35, align 4, !dbg !259
  br label %197, !dbg !260

197:                                              ; preds = %572, %161
  %198 = load i32, i32* %35, align 4, !dbg !261
  %199 = load i32, i32* %9, align 4, !dbg !263
  %200 = icmp sle i32 %198, %199, !dbg !264
  br i1 %200, label %201, label %575, !dbg !265

201:                                              ; preds = %197
  call void @llvm.dbg.declare(metadata i32* %36, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 0, i32* %36, align 4, !dbg !268
  %202 = load i32, i32* %12, align 4, !dbg !269
  %203 = icmp sgt i32 %202, 0, !dbg !271
  br i1 %203, label %204, label %552, !dbg !272

204:                                              ; preds = %201
  %205 = load i64*, i64** %25, align 8, !dbg !273
  %206 = bitcast i64* %205 to i8*, !dbg !275
  %207 = load i32, i32* %12, align 4, !dbg !276
  %208 = add nsw i32 %207, 1, !dbg !277
  %209 = sext i32 %208 to i64, !dbg !278
  %210 = mul i64 8, %209, !dbg !279
  call void @llvm.memset.p0i8.i64(i8* align 8 %206, i8 0, i64 %210, i1 false), !dbg !275
  call void @llvm.dbg.declare(metadata i32* %37, metadata !280, metadata !DIExpression()), !dbg !282
  store i32 0, i32* %37, align 4, !dbg !282
  br label %211, !dbg !283

211:                                              ; preds = %245, %204
  %212 = load i32, i32* %37, align 4, !dbg !284
  %213 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !286
  %214 = load i32, i32* %213, align 8, !dbg !286
  %215 = icmp slt i32 %212, %214, !dbg !287
  br i1 %215, label %216, label %248, !dbg !288

216:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata double* %38, metadata !289, metadata !DIExpression()), !dbg !291
  call void @llvm.dbg.declare(metadata i32* %39, metadata !292, metadata !DIExpression()), !dbg !293
  %217 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !294
  %218 = load double*, double** %217, align 8, !dbg !294
  %219 = load i32, i32* %37, align 4, !dbg !295
  %220 = sext i32 %219 to i64, !dbg !296
  %221 = getelementptr inbounds double, double* %218, i64 %220, !dbg !296
  %222 = load double, double* %221, align 8, !dbg !296
  %223 = load i32, i32* %11, align 4, !dbg !297
  %224 = load i32, i32* %12, align 4, !dbg !298
  %225 = call i32 @cell_of(double noundef %222, i32 noundef %223, i32 noundef %224, double* noundef %38), !dbg !299
  store i32 %225, i32* %39, align 4, !dbg !293
  call void @llvm.dbg.declare(metadata i64* %40, metadata !300, metadata !DIExpression()), !dbg !301
  %226 = load double, double* %38, align 8, !dbg !302
  %227 = fmul double %226, 4.096000e+03, !dbg !303
  %228 = fptosi double %227 to i64, !dbg !304
  store i64 %228, i64* %40, align 8, !dbg !301
  %229 = load i64, i64* %40, align 8, !dbg !305
  %230 = sub nsw i64 4096, %229, !dbg !306
  %231 = load i64*, i64** %25, align 8, !dbg !307
  %232 = load i32, i32* %39, align 4, !dbg !308
  %233 = sext i32 %232 to i64, !dbg !307
  %234 = getelementptr inbounds i64, i64* %231, i64 %233, !dbg !307
  %235 = load i64, i64* %234, align 8, !dbg !309
  %236 = add nsw i64 %235, %230, !dbg !309
  store i64 %236, i64* %234, align 8, !dbg !309
  %237 = load i64, i64* %40, align 8, !dbg !310
  %238 = load i64*, i64** %25, align 8, !dbg !311
  %239 = load i32, i32* %39, align 4, !dbg !312
  %240 = add nsw i32 %239, 1, !dbg !313
  %241 = sext i32 %240 to i64, !dbg !311
  %242 = getelementptr inbounds i64, i64* %238, i64 %241, !dbg !311
  %243 = load i64, i64* %242, align 8, !dbg !314
  %244 = add nsw i64 %243, %237, !dbg !314
  store i64 %244, i64* %242, align 8, !dbg !314
  br label %245, !dbg !315

245:                                              ; preds = %216
  %246 = load i32, i32* %37, align 4, !dbg !316
  %247 = add nsw i32 %246, 1, !dbg !316
  store i32 %247, i32* %37, align 4, !dbg !316
  br label %211, !dbg !317, !llvm.loop !318

248:                                              ; preds = %211
  call void @llvm.dbg.declare(metadata i64* %41, metadata !320, metadata !DIExpression()), !dbg !321
  store i64 0, i64* %41, align 8, !dbg !321
  %249 = load i64*, i64** %25, align 8, !dbg !322
  %250 = load i32, i32* %12, align 4, !dbg !323
  %251 = sext i32 %250 to i64, !dbg !322
  %252 = getelementptr inbounds i64, i64* %249, i64 %251, !dbg !322
  %253 = bitcast i64* %252 to i8*, !dbg !324
  %254 = load i32, i32* %14, align 4, !dbg !325
  %255 = bitcast i64* %41 to i8*, !dbg !326
  %256 = load i32, i32* %13, align 4, !dbg !327
  %257 = call i32 @MPI_Sendrecv(i8* noundef %253, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %254, i32 noundef 1, i8* noundef %255, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %256, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !328
  %258 = load i64, i64* %41, align 8, !dbg !329
  %259 = load i64*, i64** %25, align 8, !dbg !330
  %260 = getelementptr inbounds i64, i64* %259, i64 0, !dbg !330
  %261 = load i64, i64* %260, align 8, !dbg !331
  %262 = add nsw i64 %261, %258, !dbg !331
  store i64 %262, i64* %260, align 8, !dbg !331
  call void @llvm.dbg.declare(metadata i32* %42, metadata !332, metadata !DIExpression()), !dbg !334
  store i32 0, i32* %42, align 4, !dbg !334
  br label %263, !dbg !335

263:                                              ; preds = %278, %248
  %264 = load i32, i32* %42, align 4, !dbg !336
  %265 = load i32, i32* %12, align 4, !dbg !338
  %266 = icmp slt i32 %264, %265, !dbg !339
  br i1 %266, label %267, label %281, !dbg !340

267:                                              ; preds = %263
  %268 = load i64*, i64** %25, align 8, !dbg !341
  %269 = load i32, i32* %42, align 4, !dbg !342
  %270 = sext i32 %269 to i64, !dbg !341
  %271 = getelementptr inbounds i64, i64* %268, i64 %270, !dbg !341
  %272 = load i64, i64* %271, align 8, !dbg !341
  %273 = load i64*, i64** %26, align 8, !dbg !343
  %274 = load i32, i32* %42, align 4, !dbg !344
  %275 = add nsw i32 %274, 1, !dbg !345
  %276 = sext i32 %275 to i64, !dbg !343
  %277 = getelementptr inbounds i64, i64* %273, i64 %276, !dbg !343
  store i64 %272, i64* %277, align 8, !dbg !346
  br label %278, !dbg !343

278:                                              ; preds = %267
  %279 = load i32, i32* %42, align 4, !dbg !347
  %280 = add nsw i32 %279, 1, !dbg !347
  store i32 %280, i32* %42, align 4, !dbg !347
  br label %263, !dbg !348, !llvm.loop !349

281:                                              ; preds = %263
  %282 = load i64*, i64** %26, align 8, !dbg !351
  %283 = load i32, i32* %12, align 4, !dbg !352
  %284 = sext i32 %283 to i64, !dbg !351
  %285 = getelementptr inbounds i64, i64* %282, i64 %284, !dbg !351
  %286 = bitcast i64* %285 to i8*, !dbg !353
  %287 = load i32, i32* %14, align 4, !dbg !354
  %288 = load i64*, i64** %26, align 8, !dbg !355
  %289 = getelementptr inbounds i64, i64* %288, i64 0, !dbg !355
  %290 = bitcast i64* %289 to i8*, !dbg !356
  %291 = load i32, i32* %13, align 4, !dbg !357
  %292 = call i32 @MPI_Sendrecv(i8* noundef %286, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %287, i32 noundef 2, i8* noundef %290, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %291, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !358
  %293 = load i64*, i64** %26, align 8, !dbg !359
  %294 = getelementptr inbounds i64, i64* %293, i64 1, !dbg !359
  %295 = bitcast i64* %294 to i8*, !dbg !360
  %296 = load i32, i32* %13, align 4, !dbg !361
  %297 = load i64*, i64** %26, align 8, !dbg !362
  %298 = load i32, i32* %12, align 4, !dbg !363
  %299 = add nsw i32 %298, 1, !dbg !364
  %300 = sext i32 %299 to i64, !dbg !362
  %301 = getelementptr inbounds i64, i64* %297, i64 %300, !dbg !362
  %302 = bitcast i64* %301 to i8*, !dbg !365
  %303 = load i32, i32* %14, align 4, !dbg !366
  %304 = call i32 @MPI_Sendrecv(i8* noundef %295, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %296, i32 noundef 3, i8* noundef %302, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %303, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !367
  call void @llvm.dbg.declare(metadata i32* %43, metadata !368, metadata !DIExpression()), !dbg !370
  store i32 0, i32* %43, align 4, !dbg !370
  br label %305, !dbg !371

305:                                              ; preds = %331, %281
  %306 = load i32, i32* %43, align 4, !dbg !372
  %307 = load i32, i32* %12, align 4, !dbg !374
  %308 = icmp sle i32 %306, %307, !dbg !375
  br i1 %308, label %309, label %334, !dbg !376

309:                                              ; preds = %305
  %310 = load i64*, i64** %26, align 8, !dbg !377
  %311 = load i32, i32* %43, align 4, !dbg !378
  %312 = sext i32 %311 to i64, !dbg !377
  %313 = getelementptr inbounds i64, i64* %310, i64 %312, !dbg !377
  %314 = load i64, i64* %313, align 8, !dbg !377
  %315 = load i64*, i64** %26, align 8, !dbg !379
  %316 = load i32, i32* %43, align 4, !dbg !380
  %317 = add nsw i32 %316, 2, !dbg !381
  %318 = sext i32 %317 to i64, !dbg !379
  %319 = getelementptr inbounds i64, i64* %315, i64 %318, !dbg !379
  %320 = load i64, i64* %319, align 8, !dbg !379
  %321 = sub nsw i64 %314, %320, !dbg !382
  %322 = sitofp i64 %321 to double, !dbg !383
  %323 = fmul double 5.000000e-02, %322, !dbg !384
  %324 = load double, double* %20, align 8, !dbg !385
  %325 = fmul double 4.096000e+03, %324, !dbg !386
  %326 = fdiv double %323, %325, !dbg !387
  %327 = load double*, double** %27, align 8, !dbg !388
  %328 = load i32, i32* %43, align 4, !dbg !389
  %329 = sext i32 %328 to i64, !dbg !388
  %330 = getelementptr inbounds double, double* %327, i64 %329, !dbg !388
  store double %326, double* %330, align 8, !dbg !390
  br label %331, !dbg !388

331:                                              ; preds = %309
  %332 = load i32, i32* %43, align 4, !dbg !391
  %333 = add nsw i32 %332, 1, !dbg !391
  store i32 %333, i32* %43, align 4, !dbg !391
  br label %305, !dbg !392, !llvm.loop !393

334:                                              ; preds = %305
  call void @llvm.dbg.declare(metadata i32* %44, metadata !395, metadata !DIExpression()), !dbg !397
  store i32 0, i32* %44, align 4, !dbg !397
  br label %335, !dbg !398

335:                                              ; preds = %402, %334
  %336 = load i32, i32* %44, align 4, !dbg !399
  %337 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !401
  %338 = load i32, i32* %337, align 8, !dbg !401
  %339 = icmp slt i32 %336, %338, !dbg !402
  br i1 %339, label %340, label %405, !dbg !403

340:                                              ; preds = %335
  call void @llvm.dbg.declare(metadata double* %45, metadata !404, metadata !DIExpression()), !dbg !406
  call void @llvm.dbg.declare(metadata i32* %46, metadata !407, metadata !DIExpression()), !dbg !408
  %341 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !409
  %342 = load double*, double** %341, align 8, !dbg !409
  %343 = load i32, i32* %44, align 4, !dbg !410
  %344 = sext i32 %343 to i64, !dbg !411
  %345 = getelementptr inbounds double, double* %342, i64 %344, !dbg !411
  %346 = load double, double* %345, align 8, !dbg !411
  %347 = load i32, i32* %11, align 4, !dbg !412
  %348 = load i32, i32* %12, align 4, !dbg !413
  %349 = call i32 @cell_of(double noundef %346, i32 noundef %347, i32 noundef %348, double* noundef %45), !dbg !414
  store i32 %349, i32* %46, align 4, !dbg !408
  call void @llvm.dbg.declare(metadata double* %47, metadata !415, metadata !DIExpression()), !dbg !416
  %350 = load double, double* %45, align 8, !dbg !417
  %351 = fsub double 1.000000e+00, %350, !dbg !418
  %352 = load double*, double** %27, align 8, !dbg !419
  %353 = load i32, i32* %46, align 4, !dbg !420
  %354 = sext i32 %353 to i64, !dbg !419
  %355 = getelementptr inbounds double, double* %352, i64 %354, !dbg !419
  %356 = load double, double* %355, align 8, !dbg !419
  %357 = load double, double* %45, align 8, !dbg !421
  %358 = load double*, double** %27, align 8, !dbg !422
  %359 = load i32, i32* %46, align 4, !dbg !423
  %360 = add nsw i32 %359, 1, !dbg !424
  %361 = sext i32 %360 to i64, !dbg !422
  %362 = getelementptr inbounds double, double* %358, i64 %361, !dbg !422
  %363 = load double, double* %362, align 8, !dbg !422
  %364 = fmul double %357, %363, !dbg !425
  %365 = call double @llvm.fmuladd.f64(double %351, double %356, double %364), !dbg !426
  store double %365, double* %47, align 8, !dbg !416
  call void @llvm.dbg.declare(metadata double* %48, metadata !427, metadata !DIExpression()), !dbg !428
  %366 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !429
  %367 = load double*, double** %366, align 8, !dbg !429
  %368 = load i32, i32* %44, align 4, !dbg !430
  %369 = sext i32 %368 to i64, !dbg !431
  %370 = getelementptr inbounds double, double* %367, i64 %369, !dbg !431
  %371 = load double, double* %370, align 8, !dbg !431
  %372 = load double, double* %47, align 8, !dbg !432
  %373 = call double @llvm.fmuladd.f64(double %372, double 1.000000e+00, double %371), !dbg !433
  store double %373, double* %48, align 8, !dbg !428
  %374 = load double, double* %48, align 8, !dbg !434
  %375 = load double, double* %15, align 8, !dbg !436
  %376 = fcmp ogt double %374, %375, !dbg !437
  br i1 %376, label %377, label %379, !dbg !438

377:                                              ; preds = %340
  %378 = load double, double* %15, align 8, !dbg !439
  store double %378, double* %48, align 8, !dbg !440
  br label %379, !dbg !441

379:                                              ; preds = %377, %340
  %380 = load double, double* %48, align 8, !dbg !442
  %381 = load double, double* %15, align 8, !dbg !444
  %382 = fneg double %381, !dbg !445
  %383 = fcmp olt double %380, %382, !dbg !446
  br i1 %383, label %384, label %387, !dbg !447

384:                                              ; preds = %379
  %385 = load double, double* %15, align 8, !dbg !448
  %386 = fneg double %385, !dbg !449
  store double %386, double* %48, align 8, !dbg !450
  br label %387, !dbg !451

387:                                              ; preds = %384, %379
  %388 = load double, double* %48, align 8, !dbg !452
  %389 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !453
  %390 = load double*, double** %389, align 8, !dbg !453
  %391 = load i32, i32* %44, align 4, !dbg !454
  %392 = sext i32 %391 to i64, !dbg !455
  %393 = getelementptr inbounds double, double* %390, i64 %392, !dbg !455
  %394 = load double, double* %393, align 8, !dbg !456
  %395 = call double @llvm.fmuladd.f64(double %388, double 1.000000e+00, double %394), !dbg !456
  store double %395, double* %393, align 8, !dbg !456
  %396 = load double, double* %48, align 8, !dbg !457
  %397 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !458
  %398 = load double*, double** %397, align 8, !dbg !458
  %399 = load i32, i32* %44, align 4, !dbg !459
  %400 = sext i32 %399 to i64, !dbg !460
  %401 = getelementptr inbounds double, double* %398, i64 %400, !dbg !460
  store double %396, double* %401, align 8, !dbg !461
  br label %402, !dbg !462

402:                                              ; preds = %387
  %403 = load i32, i32* %44, align 4, !dbg !463
  %404 = add nsw i32 %403, 1, !dbg !463
  store i32 %404, i32* %44, align 4, !dbg !463
  br label %335, !dbg !464, !llvm.loop !465

405:                                              ; preds = %335
  call void @llvm.dbg.declare(metadata i32* %49, metadata !467, metadata !DIExpression()), !dbg !468
  store i32 0, i32* %49, align 4, !dbg !468
  call void @llvm.dbg.declare(metadata i32* %50, metadata !469, metadata !DIExpression()), !dbg !470
  store i32 0, i32* %50, align 4, !dbg !470
  call void @llvm.dbg.declare(metadata i32* %51, metadata !471, metadata !DIExpression()), !dbg !472
  store i32 0, i32* %51, align 4, !dbg !472
  call void @llvm.dbg.declare(metadata i32* %52, metadata !473, metadata !DIExpression()), !dbg !475
  store i32 0, i32* %52, align 4, !dbg !475
  br label %406, !dbg !476

406:                                              ; preds = %501, %405
  %407 = load i32, i32* %52, align 4, !dbg !477
  %408 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !479
  %409 = load i32, i32* %408, align 8, !dbg !479
  %410 = icmp slt i32 %407, %409, !dbg !480
  br i1 %410, label %411, label %504, !dbg !481

411:                                              ; preds = %406
  call void @llvm.dbg.declare(metadata double* %53, metadata !482, metadata !DIExpression()), !dbg !484
  %412 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !485
  %413 = load double*, double** %412, align 8, !dbg !485
  %414 = load i32, i32* %52, align 4, !dbg !486
  %415 = sext i32 %414 to i64, !dbg !487
  %416 = getelementptr inbounds double, double* %413, i64 %415, !dbg !487
  %417 = load double, double* %416, align 8, !dbg !487
  store double %417, double* %53, align 8, !dbg !484
  call void @llvm.dbg.declare(metadata double* %54, metadata !488, metadata !DIExpression()), !dbg !489
  %418 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !490
  %419 = load double*, double** %418, align 8, !dbg !490
  %420 = load i32, i32* %52, align 4, !dbg !491
  %421 = sext i32 %420 to i64, !dbg !492
  %422 = getelementptr inbounds double, double* %419, i64 %421, !dbg !492
  %423 = load double, double* %422, align 8, !dbg !492
  store double %423, double* %54, align 8, !dbg !489
  call void @llvm.dbg.declare(metadata i32* %55, metadata !493, metadata !DIExpression()), !dbg !494
  %424 = load double, double* %53, align 8, !dbg !495
  %425 = load i32, i32* %11, align 4, !dbg !496
  %426 = load i32, i32* %12, align 4, !dbg !497
  %427 = add nsw i32 %425, %426, !dbg !498
  %428 = sitofp i32 %427 to double, !dbg !496
  %429 = fcmp oge double %424, %428, !dbg !499
  %430 = zext i1 %429 to i32, !dbg !499
  %431 = load double, double* %53, align 8, !dbg !500
  %432 = load i32, i32* %11, align 4, !dbg !501
  %433 = sitofp i32 %432 to double, !dbg !501
  %434 = fcmp olt double %431, %433, !dbg !502
  %435 = zext i1 %434 to i32, !dbg !502
  %436 = sub nsw i32 %430, %435, !dbg !503
  store i32 %436, i32* %55, align 4, !dbg !494
  %437 = load i32, i32* %55, align 4, !dbg !504
  %438 = icmp eq i32 %437, 0, !dbg !506
  br i1 %438, label %439, label %454, !dbg !507

439:                                              ; preds = %411
  %440 = load double, double* %53, align 8, !dbg !508
  %441 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !510
  %442 = load double*, double** %441, align 8, !dbg !510
  %443 = load i32, i32* %51, align 4, !dbg !511
  %444 = sext i32 %443 to i64, !dbg !512
  %445 = getelementptr inbounds double, double* %442, i64 %444, !dbg !512
  store double %440, double* %445, align 8, !dbg !513
  %446 = load double, double* %54, align 8, !dbg !514
  %447 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !515
  %448 = load double*, double** %447, align 8, !dbg !515
  %449 = load i32, i32* %51, align 4, !dbg !516
  %450 = sext i32 %449 to i64, !dbg !517
  %451 = getelementptr inbounds double, double* %448, i64 %450, !dbg !517
  store double %446, double* %451, align 8, !dbg !518
  %452 = load i32, i32* %51, align 4, !dbg !519
  %453 = add nsw i32 %452, 1, !dbg !519
  store i32 %453, i32* %51, align 4, !dbg !519
  br label %500, !dbg !520

454:                                              ; preds = %411
  %455 = load i32, i32* %55, align 4, !dbg !521
  %456 = icmp sgt i32 %455, 0, !dbg !523
  br i1 %456, label %457, label %478, !dbg !524

457:                                              ; preds = %454
  %458 = load double*, double** %32, align 8, !dbg !525
  %459 = load i32, i32* %50, align 4, !dbg !527
  %460 = add nsw i32 %459, 1, !dbg !528
  %461 = call double* @ensure(double* noundef %458, i32* noundef %29, i32 noundef %460), !dbg !529
  store double* %461, double** %32, align 8, !dbg !530
  %462 = load double, double* %53, align 8, !dbg !531
  %463 = call double @periodic(double noundef %462, double noundef 1.000000e+02), !dbg !532
  %464 = load double*, double** %32, align 8, !dbg !533
  %465 = load i32, i32* %50, align 4, !dbg !534
  %466 = mul nsw i32 2, %465, !dbg !535
  %467 = sext i32 %466 to i64, !dbg !533
  %468 = getelementptr inbounds double, double* %464, i64 %467, !dbg !533
  store double %463, double* %468, align 8, !dbg !536
  %469 = load double, double* %54, align 8, !dbg !537
  %470 = load double*, double** %32, align 8, !dbg !538
  %471 = load i32, i32* %50, align 4, !dbg !539
  %472 = mul nsw i32 2, %471, !dbg !540
  %473 = add nsw i32 %472, 1, !dbg !541
  %474 = sext i32 %473 to i64, !dbg !538
  %475 = getelementptr inbounds double, double* %470, i64 %474, !dbg !538
  store double %469, double* %475, align 8, !dbg !542
  %476 = load i32, i32* %50, align 4, !dbg !543
  %477 = add nsw i32 %476, 1, !dbg !543
  store i32 %477, i32* %50, align 4, !dbg !543
  br label %499, !dbg !544

478:                                              ; preds = %454
  %479 = load double*, double** %31, align 8, !dbg !545
  %480 = load i32, i32* %49, align 4, !dbg !547
  %481 = add nsw i32 %480, 1, !dbg !548
  %482 = call double* @ensure(double* noundef %479, i32* noundef %28, i32 noundef %481), !dbg !549
  store double* %482, double** %31, align 8, !dbg !550
  %483 = load double, double* %53, align 8, !dbg !551
  %484 = call double @periodic(double noundef %483, double noundef 1.000000e+02), !dbg !552
  %485 = load double*, double** %31, align 8, !dbg !553
  %486 = load i32, i32* %49, align 4, !dbg !554
  %487 = mul nsw i32 2, %486, !dbg !555
  %488 = sext i32 %487 to i64, !dbg !553
  %489 = getelementptr inbounds double, double* %485, i64 %488, !dbg !553
  store double %484, double* %489, align 8, !dbg !556
  %490 = load double, double* %54, align 8, !dbg !557
  %491 = load double*, double** %31, align 8, !dbg !558
  %492 = load i32, i32* %49, align 4, !dbg !559
  %493 = mul nsw i32 2, %492, !dbg !560
  %494 = add nsw i32 %493, 1, !dbg !561
  %495 = sext i32 %494 to i64, !dbg !558
  %496 = getelementptr inbounds double, double* %491, i64 %495, !dbg !558
  store double %490, double* %496, align 8, !dbg !562
  %497 = load i32, i32* %49, align 4, !dbg !563
  %498 = add nsw i32 %497, 1, !dbg !563
  store i32 %498, i32* %49, align 4, !dbg !563
  br label %499

499:                                              ; preds = %478, %457
  br label %500

500:                                              ; preds = %499, %439
  br label %501, !dbg !564

501:                                              ; preds = %500
  %502 = load i32, i32* %52, align 4, !dbg !565
  %503 = add nsw i32 %502, 1, !dbg !565
  store i32 %503, i32* %52, align 4, !dbg !565
  br label %406, !dbg !566, !llvm.loop !567

504:                                              ; preds = %406
  %505 = load i32, i32* %51, align 4, !dbg !569
  %506 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !570
  store i32 %505, i32* %506, align 8, !dbg !571
  %507 = load i32, i32* %49, align 4, !dbg !572
  %508 = load i32, i32* %50, align 4, !dbg !573
  %509 = add nsw i32 %507, %508, !dbg !574
  store i32 %509, i32* %36, align 4, !dbg !575
  call void @llvm.dbg.declare(metadata i32* %56, metadata !576, metadata !DIExpression()), !dbg !577
  store i32 0, i32* %56, align 4, !dbg !577
  call void @llvm.dbg.declare(metadata i32* %57, metadata !578, metadata !DIExpression()), !dbg !579
  store i32 0, i32* %57, align 4, !dbg !579
  %510 = bitcast i32* %50 to i8*, !dbg !580
  %511 = load i32, i32* %14, align 4, !dbg !581
  %512 = bitcast i32* %56 to i8*, !dbg !582
  %513 = load i32, i32* %13, align 4, !dbg !583
  %514 = call i32 @MPI_Sendrecv(i8* noundef %510, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %511, i32 noundef 4, i8* noundef %512, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %513, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !584
  %515 = bitcast i32* %49 to i8*, !dbg !585
  %516 = load i32, i32* %13, align 4, !dbg !586
  %517 = bitcast i32* %57 to i8*, !dbg !587
  %518 = load i32, i32* %14, align 4, !dbg !588
  %519 = call i32 @MPI_Sendrecv(i8* noundef %515, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %516, i32 noundef 5, i8* noundef %517, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %518, i32 noundef 5, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !589
  %520 = load double*, double** %33, align 8, !dbg !590
  %521 = load i32, i32* %56, align 4, !dbg !591
  %522 = call double* @ensure(double* noundef %520, i32* noundef %30, i32 noundef %521), !dbg !592
  store double* %522, double** %33, align 8, !dbg !593
  %523 = load double*, double** %32, align 8, !dbg !594
  %524 = bitcast double* %523 to i8*, !dbg !594
  %525 = load i32, i32* %50, align 4, !dbg !595
  %526 = mul nsw i32 2, %525, !dbg !596
  %527 = load i32, i32* %14, align 4, !dbg !597
  %528 = load double*, double** %33, align 8, !dbg !598
  %529 = bitcast double* %528 to i8*, !dbg !598
  %530 = load i32, i32* %56, align 4, !dbg !599
  %531 = mul nsw i32 2, %530, !dbg !600
  %532 = load i32, i32* %13, align 4, !dbg !601
  %533 = call i32 @MPI_Sendrecv(i8* noundef %524, i32 noundef %526, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %527, i32 noundef 6, i8* noundef %529, i32 noundef %531, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %532, i32 noundef 6, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !602
  %534 = load double*, double** %33, align 8, !dbg !603
  %535 = load i32, i32* %56, align 4, !dbg !604
  call void @particles_append(%struct.particles* noundef %21, double* noundef %534, i32 noundef %535), !dbg !605
  %536 = load double*, double** %33, align 8, !dbg !606
  %537 = load i32, i32* %57, align 4, !dbg !607
  %538 = call double* @ensure(double* noundef %536, i32* noundef %30, i32 noundef %537), !dbg !608
  store double* %538, double** %33, align 8, !dbg !609
  %539 = load double*, double** %31, align 8, !dbg !610
  %540 = bitcast double* %539 to i8*, !dbg !610
  %541 = load i32, i32* %49, align 4, !dbg !611
  %542 = mul nsw i32 2, %541, !dbg !612
  %543 = load i32, i32* %13, align 4, !dbg !613
  %544 = load double*, double** %33, align 8, !dbg !614
  %545 = bitcast double* %544 to i8*, !dbg !614
  %546 = load i32, i32* %57, align 4, !dbg !615
  %547 = mul nsw i32 2, %546, !dbg !616
  %548 = load i32, i32* %14, align 4, !dbg !617
  %549 = call i32 @MPI_Sendrecv(i8* noundef %540, i32 noundef %542, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %543, i32 noundef 7, i8* noundef %545, i32 noundef %547, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %548, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !618
  %550 = load double*, double** %33, align 8, !dbg !619
  %551 = load i32, i32* %57, align 4, !dbg !620
  call void @particles_append(%struct.particles* noundef %21, double* noundef %550, i32 noundef %551), !dbg !621
  br label %552, !dbg !622

552:                                              ; preds = %504, %201
  %553 = load i32, i32* %35, align 4, !dbg !623
  %554 = srem i32 %553, 5, !dbg !625
  %555 = icmp eq i32 %554, 0, !dbg !626
  br i1 %555, label %560, label %556, !dbg !627

556:                                              ; preds = %552
  %557 = load i32, i32* %35, align 4, !dbg !628
  %558 = load i32, i32* %9, align 4, !dbg !629
  %559 = icmp eq i32 %557, %558, !dbg !630
  br i1 %559, label %560, label %571, !dbg !631

560:                                              ; preds = %556, %552
  call void @llvm.dbg.declare(metadata i32* %58, metadata !632, metadata !DIExpression()), !dbg !634
  store i32 0, i32* %58, align 4, !dbg !634
  %561 = bitcast i32* %36 to i8*, !dbg !635
  %562 = bitcast i32* %58 to i8*, !dbg !636
  %563 = call i32 @MPI_Reduce(i8* noundef %561, i8* noundef %562, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !637
  %564 = load i32, i32* %6, align 4, !dbg !638
  %565 = icmp eq i32 %564, 0, !dbg !640
  br i1 %565, label %566, label %570, !dbg !641

566:                                              ; preds = %560
  %567 = load i32, i32* %35, align 4, !dbg !642
  %568 = load i32, i32* %58, align 4, !dbg !643
  %569 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str, i64 0, i64 0), i32 noundef %567, i32 noundef %568), !dbg !644
  br label %570, !dbg !644

570:                                              ; preds = %566, %560
  br label %571, !dbg !645

571:                                              ; preds = %570, %556
  br label %572, !dbg !646

572:                                              ; preds = %571
  %573 = load i32, i32* %35, align 4, !dbg !647
  %574 = add nsw i32 %573, 1, !dbg !647
  store i32 %574, i32* %35, align 4, !dbg !647
  br label %197, !dbg !648, !llvm.loop !649

575:                                              ; preds = %197
  call void @llvm.dbg.declare(metadata double* %59, metadata !651, metadata !DIExpression()), !dbg !652
  %576 = call double @MPI_Wtime(), !dbg !653
  %577 = load double, double* %34, align 8, !dbg !654
  %578 = fsub double %576, %577, !dbg !655
  store double %578, double* %59, align 8, !dbg !652
  call void @llvm.dbg.declare(metadata [3 x i64]* %60, metadata !656, metadata !DIExpression()), !dbg !660
  %579 = bitcast [3 x i64]* %60 to i8*, !dbg !660
  call void @llvm.memset.p0i8.i64(i8* align 16 %579, i8 0, i64 24, i1 false), !dbg !660
  call void @llvm.dbg.declare(metadata [3 x i64]* %61, metadata !661, metadata !DIExpression()), !dbg !662
  %580 = bitcast [3 x i64]* %61 to i8*, !dbg !662
  call void @llvm.memset.p0i8.i64(i8* align 16 %580, i8 0, i64 24, i1 false), !dbg !662
  call void @llvm.dbg.declare(metadata i32* %62, metadata !663, metadata !DIExpression()), !dbg !665
  store i32 0, i32* %62, align 4, !dbg !665
  br label %581, !dbg !666

581:                                              ; preds = %627, %575
  %582 = load i32, i32* %62, align 4, !dbg !667
  %583 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !669
  %584 = load i32, i32* %583, align 8, !dbg !669
  %585 = icmp slt i32 %582, %584, !dbg !670
  br i1 %585, label %586, label %630, !dbg !671

586:                                              ; preds = %581
  %587 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !672
  %588 = load double*, double** %587, align 8, !dbg !672
  %589 = load i32, i32* %62, align 4, !dbg !674
  %590 = sext i32 %589 to i64, !dbg !675
  %591 = getelementptr inbounds double, double* %588, i64 %590, !dbg !675
  %592 = load double, double* %591, align 8, !dbg !675
  %593 = fmul double %592, 1.000000e+06, !dbg !676
  %594 = fptosi double %593 to i64, !dbg !677
  %595 = getelementptr inbounds [3 x i64], [3 x i64]* %60, i64 0, i64 0, !dbg !678
  %596 = load i64, i64* %595, align 16, !dbg !679
  %597 = add nsw i64 %596, %594, !dbg !679
  store i64 %597, i64* %595, align 16, !dbg !679
  %598 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !680
  %599 = load double*, double** %598, align 8, !dbg !680
  %600 = load i32, i32* %62, align 4, !dbg !681
  %601 = sext i32 %600 to i64, !dbg !682
  %602 = getelementptr inbounds double, double* %599, i64 %601, !dbg !682
  %603 = load double, double* %602, align 8, !dbg !682
  %604 = fmul double %603, 1.000000e+06, !dbg !683
  %605 = fptosi double %604 to i64, !dbg !684
  %606 = getelementptr inbounds [3 x i64], [3 x i64]* %60, i64 0, i64 1, !dbg !685
  %607 = load i64, i64* %606, align 8, !dbg !686
  %608 = add nsw i64 %607, %605, !dbg !686
  store i64 %608, i64* %606, align 8, !dbg !686
  %609 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !687
  %610 = load double*, double** %609, align 8, !dbg !687
  %611 = load i32, i32* %62, align 4, !dbg !688
  %612 = sext i32 %611 to i64, !dbg !689
  %613 = getelementptr inbounds double, double* %610, i64 %612, !dbg !689
  %614 = load double, double* %613, align 8, !dbg !689
  %615 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !690
  %616 = load double*, double** %615, align 8, !dbg !690
  %617 = load i32, i32* %62, align 4, !dbg !691
  %618 = sext i32 %617 to i64, !dbg !692
  %619 = getelementptr inbounds double, double* %616, i64 %618, !dbg !692
  %620 = load double, double* %619, align 8, !dbg !692
  %621 = fmul double %614, %620, !dbg !693
  %622 = fmul double %621, 1.000000e+06, !dbg !694
  %623 = fptosi double %622 to i64, !dbg !695
  %624 = getelementptr inbounds [3 x i64], [3 x i64]* %60, i64 0, i64 2, !dbg !696
  %625 = load i64, i64* %624, align 16, !dbg !697
  %626 = add nsw i64 %625, %623, !dbg !697
  store i64 %626, i64* %624, align 16, !dbg !697
  br label %627, !dbg !698

627:                                              ; preds = %586
  %628 = load i32, i32* %62, align 4, !dbg !699
  %629 = add nsw i32 %628, 1, !dbg !699
  store i32 %629, i32* %62, align 4, !dbg !699
  br label %581, !dbg !700, !llvm.loop !701

630:                                              ; preds = %581
  %631 = getelementptr inbounds [3 x i64], [3 x i64]* %60, i64 0, i64 0, !dbg !703
  %632 = bitcast i64* %631 to i8*, !dbg !703
  %633 = getelementptr inbounds [3 x i64], [3 x i64]* %61, i64 0, i64 0, !dbg !704
  %634 = bitcast i64* %633 to i8*, !dbg !704
  %635 = call i32 @MPI_Reduce(i8* noundef %632, i8* noundef %634, i32 noundef 3, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !705
  call void @llvm.dbg.declare(metadata i32* %63, metadata !706, metadata !DIExpression()), !dbg !707
  store i32 0, i32* %63, align 4, !dbg !707
  %636 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 2, !dbg !708
  %637 = bitcast i32* %636 to i8*, !dbg !709
  %638 = bitcast i32* %63 to i8*, !dbg !710
  %639 = call i32 @MPI_Reduce(i8* noundef %637, i8* noundef %638, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !711
  %640 = load i32, i32* %6, align 4, !dbg !712
  %641 = icmp eq i32 %640, 0, !dbg !714
  br i1 %641, label %642, label %661, !dbg !715

642:                                              ; preds = %630
  %643 = load i32, i32* %10, align 4, !dbg !716
  %644 = load i32, i32* %8, align 4, !dbg !718
  %645 = load i32, i32* %9, align 4, !dbg !719
  %646 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 100, i32 noundef %643, i32 noundef %644, i32 noundef %645), !dbg !720
  %647 = load i32, i32* %63, align 4, !dbg !721
  %648 = load i32, i32* %8, align 4, !dbg !722
  %649 = load i32, i32* %10, align 4, !dbg !723
  %650 = mul nsw i32 %648, %649, !dbg !724
  %651 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.2, i64 0, i64 0), i32 noundef %647, i32 noundef %650), !dbg !725
  %652 = getelementptr inbounds [3 x i64], [3 x i64]* %61, i64 0, i64 0, !dbg !726
  %653 = load i64, i64* %652, align 16, !dbg !726
  %654 = getelementptr inbounds [3 x i64], [3 x i64]* %61, i64 0, i64 1, !dbg !727
  %655 = load i64, i64* %654, align 8, !dbg !727
  %656 = getelementptr inbounds [3 x i64], [3 x i64]* %61, i64 0, i64 2, !dbg !728
  %657 = load i64, i64* %656, align 16, !dbg !728
  %658 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([57 x i8], [57 x i8]* @.str.3, i64 0, i64 0), i64 noundef %653, i64 noundef %655, i64 noundef %657), !dbg !729
  %659 = load double, double* %59, align 8, !dbg !730
  %660 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %659), !dbg !731
  br label %661, !dbg !732

661:                                              ; preds = %642, %630
  %662 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 0, !dbg !733
  %663 = load double*, double** %662, align 8, !dbg !733
  %664 = bitcast double* %663 to i8*, !dbg !734
  call void @free(i8* noundef %664) #5, !dbg !735
  %665 = getelementptr inbounds %struct.particles, %struct.particles* %21, i32 0, i32 1, !dbg !736
  %666 = load double*, double** %665, align 8, !dbg !736
  %667 = bitcast double* %666 to i8*, !dbg !737
  call void @free(i8* noundef %667) #5, !dbg !738
  %668 = load i64*, i64** %25, align 8, !dbg !739
  %669 = bitcast i64* %668 to i8*, !dbg !739
  call void @free(i8* noundef %669) #5, !dbg !740
  %670 = load i64*, i64** %26, align 8, !dbg !741
  %671 = bitcast i64* %670 to i8*, !dbg !741
  call void @free(i8* noundef %671) #5, !dbg !742
  %672 = load double*, double** %27, align 8, !dbg !743
  %673 = bitcast double* %672 to i8*, !dbg !743
  call void @free(i8* noundef %673) #5, !dbg !744
  %674 = load double*, double** %31, align 8, !dbg !745
  %675 = bitcast double* %674 to i8*, !dbg !745
  call void @free(i8* noundef %675) #5, !dbg !746
  %676 = load double*, double** %32, align 8, !dbg !747
  %677 = bitcast double* %676 to i8*, !dbg !747
  call void @free(i8* noundef %677) #5, !dbg !748
  %678 = load double*, double** %33, align 8, !dbg !749
  %679 = bitcast double* %678 to i8*, !dbg !749
  call void @free(i8* noundef %679) #5, !dbg !750
  %680 = call i32 @MPI_Finalize(), !dbg !751
  ret i32 0, !dbg !752
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !753 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !756, metadata !DIExpression()), !dbg !757
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !758, metadata !DIExpression()), !dbg !759
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !760, metadata !DIExpression()), !dbg !761
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !762, metadata !DIExpression()), !dbg !763
  %12 = load i32, i32* %8, align 4, !dbg !764
  %13 = load i32, i32* %6, align 4, !dbg !766
  %14 = icmp sge i32 %12, %13, !dbg !767
  br i1 %14, label %15, label %17, !dbg !768

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !769
  store i32 %16, i32* %5, align 4, !dbg !770
  br label %59, !dbg !770

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !771, metadata !DIExpression()), !dbg !774
  %18 = load i8**, i8*** %7, align 8, !dbg !775
  %19 = load i32, i32* %8, align 4, !dbg !776
  %20 = sext i32 %19 to i64, !dbg !775
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !775
  %22 = load i8*, i8** %21, align 8, !dbg !775
  store i8* %22, i8** %10, align 8, !dbg !774
  call void @llvm.dbg.declare(metadata i32* %11, metadata !777, metadata !DIExpression()), !dbg !778
  store i32 0, i32* %11, align 4, !dbg !778
  %23 = load i8*, i8** %10, align 8, !dbg !779
  %24 = load i8, i8* %23, align 1, !dbg !781
  %25 = sext i8 %24 to i32, !dbg !781
  %26 = icmp eq i32 %25, 0, !dbg !782
  br i1 %26, label %27, label %29, !dbg !783

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !784
  store i32 %28, i32* %5, align 4, !dbg !785
  br label %59, !dbg !785

29:                                               ; preds = %17
  br label %30, !dbg !786

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !787
  %32 = load i8, i8* %31, align 1, !dbg !790
  %33 = icmp ne i8 %32, 0, !dbg !791
  br i1 %33, label %34, label %57, !dbg !791

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !792
  %36 = load i8, i8* %35, align 1, !dbg !795
  %37 = sext i8 %36 to i32, !dbg !795
  %38 = icmp slt i32 %37, 48, !dbg !796
  br i1 %38, label %44, label %39, !dbg !797

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !798
  %41 = load i8, i8* %40, align 1, !dbg !799
  %42 = sext i8 %41 to i32, !dbg !799
  %43 = icmp sgt i32 %42, 57, !dbg !800
  br i1 %43, label %44, label %46, !dbg !801

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !802
  store i32 %45, i32* %5, align 4, !dbg !803
  br label %59, !dbg !803

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !804
  %48 = mul nsw i32 %47, 10, !dbg !805
  %49 = load i8*, i8** %10, align 8, !dbg !806
  %50 = load i8, i8* %49, align 1, !dbg !807
  %51 = sext i8 %50 to i32, !dbg !807
  %52 = sub nsw i32 %51, 48, !dbg !808
  %53 = add nsw i32 %48, %52, !dbg !809
  store i32 %53, i32* %11, align 4, !dbg !810
  br label %54, !dbg !811

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !812
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !812
  store i8* %56, i8** %10, align 8, !dbg !812
  br label %30, !dbg !813, !llvm.loop !814

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !816
  store i32 %58, i32* %5, align 4, !dbg !817
  br label %59, !dbg !817

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !818
  ret i32 %60, !dbg !818
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_range(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !819 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !823, metadata !DIExpression()), !dbg !824
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !825, metadata !DIExpression()), !dbg !826
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !827, metadata !DIExpression()), !dbg !828
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !829, metadata !DIExpression()), !dbg !830
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !831, metadata !DIExpression()), !dbg !832
  call void @llvm.dbg.declare(metadata i32* %11, metadata !833, metadata !DIExpression()), !dbg !834
  %13 = load i32, i32* %6, align 4, !dbg !835
  %14 = load i32, i32* %7, align 4, !dbg !836
  %15 = sdiv i32 %13, %14, !dbg !837
  store i32 %15, i32* %11, align 4, !dbg !834
  call void @llvm.dbg.declare(metadata i32* %12, metadata !838, metadata !DIExpression()), !dbg !839
  %16 = load i32, i32* %6, align 4, !dbg !840
  %17 = load i32, i32* %7, align 4, !dbg !841
  %18 = srem i32 %16, %17, !dbg !842
  store i32 %18, i32* %12, align 4, !dbg !839
  %19 = load i32, i32* %11, align 4, !dbg !843
  %20 = load i32, i32* %8, align 4, !dbg !844
  %21 = load i32, i32* %12, align 4, !dbg !845
  %22 = icmp slt i32 %20, %21, !dbg !846
  %23 = zext i1 %22 to i64, !dbg !844
  %24 = select i1 %22, i32 1, i32 0, !dbg !844
  %25 = add nsw i32 %19, %24, !dbg !847
  %26 = load i32*, i32** %10, align 8, !dbg !848
  store i32 %25, i32* %26, align 4, !dbg !849
  %27 = load i32, i32* %8, align 4, !dbg !850
  %28 = load i32, i32* %11, align 4, !dbg !851
  %29 = mul nsw i32 %27, %28, !dbg !852
  %30 = load i32, i32* %8, align 4, !dbg !853
  %31 = load i32, i32* %12, align 4, !dbg !854
  %32 = icmp slt i32 %30, %31, !dbg !855
  br i1 %32, label %33, label %35, !dbg !853

33:                                               ; preds = %5
  %34 = load i32, i32* %8, align 4, !dbg !856
  br label %37, !dbg !853

35:                                               ; preds = %5
  %36 = load i32, i32* %12, align 4, !dbg !857
  br label %37, !dbg !853

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !853
  %39 = add nsw i32 %29, %38, !dbg !858
  %40 = load i32*, i32** %9, align 8, !dbg !859
  store i32 %39, i32* %40, align 4, !dbg !860
  ret void, !dbg !861
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @particles_reserve(%struct.particles* noundef %0, i32 noundef %1) #0 !dbg !862 {
  %3 = alloca %struct.particles*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.particles* %0, %struct.particles** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.particles** %3, metadata !866, metadata !DIExpression()), !dbg !867
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !868, metadata !DIExpression()), !dbg !869
  %6 = load i32, i32* %4, align 4, !dbg !870
  %7 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !872
  %8 = getelementptr inbounds %struct.particles, %struct.particles* %7, i32 0, i32 3, !dbg !873
  %9 = load i32, i32* %8, align 4, !dbg !873
  %10 = icmp sle i32 %6, %9, !dbg !874
  br i1 %10, label %11, label %12, !dbg !875

11:                                               ; preds = %2
  br label %57, !dbg !876

12:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %5, metadata !877, metadata !DIExpression()), !dbg !878
  %13 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !879
  %14 = getelementptr inbounds %struct.particles, %struct.particles* %13, i32 0, i32 3, !dbg !880
  %15 = load i32, i32* %14, align 4, !dbg !880
  %16 = icmp sgt i32 %15, 0, !dbg !881
  br i1 %16, label %17, label %21, !dbg !879

17:                                               ; preds = %12
  %18 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !882
  %19 = getelementptr inbounds %struct.particles, %struct.particles* %18, i32 0, i32 3, !dbg !883
  %20 = load i32, i32* %19, align 4, !dbg !883
  br label %22, !dbg !879

21:                                               ; preds = %12
  br label %22, !dbg !879

22:                                               ; preds = %21, %17
  %23 = phi i32 [ %20, %17 ], [ 16, %21 ], !dbg !879
  store i32 %23, i32* %5, align 4, !dbg !878
  br label %24, !dbg !884

24:                                               ; preds = %28, %22
  %25 = load i32, i32* %5, align 4, !dbg !885
  %26 = load i32, i32* %4, align 4, !dbg !886
  %27 = icmp slt i32 %25, %26, !dbg !887
  br i1 %27, label %28, label %31, !dbg !884

28:                                               ; preds = %24
  %29 = load i32, i32* %5, align 4, !dbg !888
  %30 = mul nsw i32 %29, 2, !dbg !888
  store i32 %30, i32* %5, align 4, !dbg !888
  br label %24, !dbg !884, !llvm.loop !889

31:                                               ; preds = %24
  %32 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !891
  %33 = getelementptr inbounds %struct.particles, %struct.particles* %32, i32 0, i32 0, !dbg !892
  %34 = load double*, double** %33, align 8, !dbg !892
  %35 = bitcast double* %34 to i8*, !dbg !891
  %36 = load i32, i32* %5, align 4, !dbg !893
  %37 = sext i32 %36 to i64, !dbg !893
  %38 = mul i64 8, %37, !dbg !894
  %39 = call i8* @realloc(i8* noundef %35, i64 noundef %38) #5, !dbg !895
  %40 = bitcast i8* %39 to double*, !dbg !895
  %41 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !896
  %42 = getelementptr inbounds %struct.particles, %struct.particles* %41, i32 0, i32 0, !dbg !897
  store double* %40, double** %42, align 8, !dbg !898
  %43 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !899
  %44 = getelementptr inbounds %struct.particles, %struct.particles* %43, i32 0, i32 1, !dbg !900
  %45 = load double*, double** %44, align 8, !dbg !900
  %46 = bitcast double* %45 to i8*, !dbg !899
  %47 = load i32, i32* %5, align 4, !dbg !901
  %48 = sext i32 %47 to i64, !dbg !901
  %49 = mul i64 8, %48, !dbg !902
  %50 = call i8* @realloc(i8* noundef %46, i64 noundef %49) #5, !dbg !903
  %51 = bitcast i8* %50 to double*, !dbg !903
  %52 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !904
  %53 = getelementptr inbounds %struct.particles, %struct.particles* %52, i32 0, i32 1, !dbg !905
  store double* %51, double** %53, align 8, !dbg !906
  %54 = load i32, i32* %5, align 4, !dbg !907
  %55 = load %struct.particles*, %struct.particles** %3, align 8, !dbg !908
  %56 = getelementptr inbounds %struct.particles, %struct.particles* %55, i32 0, i32 3, !dbg !909
  store i32 %54, i32* %56, align 4, !dbg !910
  br label %57, !dbg !911

57:                                               ; preds = %31, %11
  ret void, !dbg !911
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @lcg_next(i32* noundef %0) #0 !dbg !912 {
  %2 = alloca i32*, align 8
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !916, metadata !DIExpression()), !dbg !917
  %3 = load i32*, i32** %2, align 8, !dbg !918
  %4 = load i32, i32* %3, align 4, !dbg !919
  %5 = mul i32 %4, 1664525, !dbg !920
  %6 = add i32 %5, 1013904223, !dbg !921
  %7 = load i32*, i32** %2, align 8, !dbg !922
  store i32 %6, i32* %7, align 4, !dbg !923
  %8 = load i32*, i32** %2, align 8, !dbg !924
  %9 = load i32, i32* %8, align 4, !dbg !925
  %10 = lshr i32 %9, 8, !dbg !926
  %11 = uitofp i32 %10 to double, !dbg !927
  %12 = fdiv double %11, 0x4170000000000000, !dbg !928
  ret double %12, !dbg !929
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cell_of(double noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3) #0 !dbg !930 {
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !933, metadata !DIExpression()), !dbg !934
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !935, metadata !DIExpression()), !dbg !936
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !937, metadata !DIExpression()), !dbg !938
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !939, metadata !DIExpression()), !dbg !940
  call void @llvm.dbg.declare(metadata double* %9, metadata !941, metadata !DIExpression()), !dbg !942
  %11 = load double, double* %5, align 8, !dbg !943
  %12 = load i32, i32* %6, align 4, !dbg !944
  %13 = sitofp i32 %12 to double, !dbg !944
  %14 = fsub double %11, %13, !dbg !945
  store double %14, double* %9, align 8, !dbg !942
  call void @llvm.dbg.declare(metadata i32* %10, metadata !946, metadata !DIExpression()), !dbg !947
  %15 = load double, double* %9, align 8, !dbg !948
  %16 = fptosi double %15 to i32, !dbg !949
  store i32 %16, i32* %10, align 4, !dbg !947
  %17 = load i32, i32* %10, align 4, !dbg !950
  %18 = load i32, i32* %7, align 4, !dbg !952
  %19 = icmp sge i32 %17, %18, !dbg !953
  br i1 %19, label %20, label %23, !dbg !954

20:                                               ; preds = %4
  %21 = load i32, i32* %7, align 4, !dbg !955
  %22 = sub nsw i32 %21, 1, !dbg !956
  store i32 %22, i32* %10, align 4, !dbg !957
  br label %23, !dbg !958

23:                                               ; preds = %20, %4
  %24 = load i32, i32* %10, align 4, !dbg !959
  %25 = icmp slt i32 %24, 0, !dbg !961
  br i1 %25, label %26, label %27, !dbg !962

26:                                               ; preds = %23
  store i32 0, i32* %10, align 4, !dbg !963
  br label %27, !dbg !964

27:                                               ; preds = %26, %23
  %28 = load double, double* %9, align 8, !dbg !965
  %29 = load i32, i32* %10, align 4, !dbg !966
  %30 = sitofp i32 %29 to double, !dbg !966
  %31 = fsub double %28, %30, !dbg !967
  %32 = load double*, double** %8, align 8, !dbg !968
  store double %31, double* %32, align 8, !dbg !969
  %33 = load i32, i32* %10, align 4, !dbg !970
  ret i32 %33, !dbg !971
}

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @ensure(double* noundef %0, i32* noundef %1, i32 noundef %2) #0 !dbg !972 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !975, metadata !DIExpression()), !dbg !976
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !977, metadata !DIExpression()), !dbg !978
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !979, metadata !DIExpression()), !dbg !980
  %8 = load i32, i32* %7, align 4, !dbg !981
  %9 = load i32*, i32** %6, align 8, !dbg !983
  %10 = load i32, i32* %9, align 4, !dbg !984
  %11 = icmp sle i32 %8, %10, !dbg !985
  br i1 %11, label %12, label %14, !dbg !986

12:                                               ; preds = %3
  %13 = load double*, double** %5, align 8, !dbg !987
  store double* %13, double** %4, align 8, !dbg !988
  br label %33, !dbg !988

14:                                               ; preds = %3
  br label %15, !dbg !989

15:                                               ; preds = %20, %14
  %16 = load i32*, i32** %6, align 8, !dbg !990
  %17 = load i32, i32* %16, align 4, !dbg !991
  %18 = load i32, i32* %7, align 4, !dbg !992
  %19 = icmp slt i32 %17, %18, !dbg !993
  br i1 %19, label %20, label %24, !dbg !989

20:                                               ; preds = %15
  %21 = load i32*, i32** %6, align 8, !dbg !994
  %22 = load i32, i32* %21, align 4, !dbg !995
  %23 = mul nsw i32 %22, 2, !dbg !995
  store i32 %23, i32* %21, align 4, !dbg !995
  br label %15, !dbg !989, !llvm.loop !996

24:                                               ; preds = %15
  %25 = load double*, double** %5, align 8, !dbg !998
  %26 = bitcast double* %25 to i8*, !dbg !998
  %27 = load i32*, i32** %6, align 8, !dbg !999
  %28 = load i32, i32* %27, align 4, !dbg !1000
  %29 = sext i32 %28 to i64, !dbg !1001
  %30 = mul i64 16, %29, !dbg !1002
  %31 = call i8* @realloc(i8* noundef %26, i64 noundef %30) #5, !dbg !1003
  %32 = bitcast i8* %31 to double*, !dbg !1003
  store double* %32, double** %4, align 8, !dbg !1004
  br label %33, !dbg !1004

33:                                               ; preds = %24, %12
  %34 = load double*, double** %4, align 8, !dbg !1005
  ret double* %34, !dbg !1005
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @periodic(double noundef %0, double noundef %1) #0 !dbg !1006 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !1009, metadata !DIExpression()), !dbg !1010
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !1011, metadata !DIExpression()), !dbg !1012
  %6 = load double, double* %4, align 8, !dbg !1013
  %7 = load double, double* %5, align 8, !dbg !1015
  %8 = fcmp oge double %6, %7, !dbg !1016
  br i1 %8, label %9, label %13, !dbg !1017

9:                                                ; preds = %2
  %10 = load double, double* %4, align 8, !dbg !1018
  %11 = load double, double* %5, align 8, !dbg !1019
  %12 = fsub double %10, %11, !dbg !1020
  store double %12, double* %3, align 8, !dbg !1021
  br label %27, !dbg !1021

13:                                               ; preds = %2
  %14 = load double, double* %4, align 8, !dbg !1022
  %15 = fcmp olt double %14, 0.000000e+00, !dbg !1024
  br i1 %15, label %16, label %25, !dbg !1025

16:                                               ; preds = %13
  %17 = load double, double* %5, align 8, !dbg !1026
  %18 = load double, double* %4, align 8, !dbg !1028
  %19 = fadd double %18, %17, !dbg !1028
  store double %19, double* %4, align 8, !dbg !1028
  %20 = load double, double* %4, align 8, !dbg !1029
  %21 = load double, double* %5, align 8, !dbg !1031
  %22 = fcmp oge double %20, %21, !dbg !1032
  br i1 %22, label %23, label %24, !dbg !1033

23:                                               ; preds = %16
  store double 0.000000e+00, double* %4, align 8, !dbg !1034
  br label %24, !dbg !1035

24:                                               ; preds = %23, %16
  br label %25, !dbg !1036

25:                                               ; preds = %24, %13
  %26 = load double, double* %4, align 8, !dbg !1037
  store double %26, double* %3, align 8, !dbg !1038
  br label %27, !dbg !1038

27:                                               ; preds = %25, %9
  %28 = load double, double* %3, align 8, !dbg !1039
  ret double %28, !dbg !1039
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @particles_append(%struct.particles* noundef %0, double* noundef %1, i32 noundef %2) #0 !dbg !1040 {
  %4 = alloca %struct.particles*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.particles* %0, %struct.particles** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.particles** %4, metadata !1044, metadata !DIExpression()), !dbg !1045
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1046, metadata !DIExpression()), !dbg !1047
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !1048, metadata !DIExpression()), !dbg !1049
  %8 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1050
  %9 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1051
  %10 = getelementptr inbounds %struct.particles, %struct.particles* %9, i32 0, i32 2, !dbg !1052
  %11 = load i32, i32* %10, align 8, !dbg !1052
  %12 = load i32, i32* %6, align 4, !dbg !1053
  %13 = add nsw i32 %11, %12, !dbg !1054
  call void @particles_reserve(%struct.particles* noundef %8, i32 noundef %13), !dbg !1055
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1056, metadata !DIExpression()), !dbg !1058
  store i32 0, i32* %7, align 4, !dbg !1058
  br label %14, !dbg !1059

14:                                               ; preds = %52, %3
  %15 = load i32, i32* %7, align 4, !dbg !1060
  %16 = load i32, i32* %6, align 4, !dbg !1062
  %17 = icmp slt i32 %15, %16, !dbg !1063
  br i1 %17, label %18, label %55, !dbg !1064

18:                                               ; preds = %14
  %19 = load double*, double** %5, align 8, !dbg !1065
  %20 = load i32, i32* %7, align 4, !dbg !1067
  %21 = mul nsw i32 2, %20, !dbg !1068
  %22 = sext i32 %21 to i64, !dbg !1065
  %23 = getelementptr inbounds double, double* %19, i64 %22, !dbg !1065
  %24 = load double, double* %23, align 8, !dbg !1065
  %25 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1069
  %26 = getelementptr inbounds %struct.particles, %struct.particles* %25, i32 0, i32 0, !dbg !1070
  %27 = load double*, double** %26, align 8, !dbg !1070
  %28 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1071
  %29 = getelementptr inbounds %struct.particles, %struct.particles* %28, i32 0, i32 2, !dbg !1072
  %30 = load i32, i32* %29, align 8, !dbg !1072
  %31 = load i32, i32* %7, align 4, !dbg !1073
  %32 = add nsw i32 %30, %31, !dbg !1074
  %33 = sext i32 %32 to i64, !dbg !1069
  %34 = getelementptr inbounds double, double* %27, i64 %33, !dbg !1069
  store double %24, double* %34, align 8, !dbg !1075
  %35 = load double*, double** %5, align 8, !dbg !1076
  %36 = load i32, i32* %7, align 4, !dbg !1077
  %37 = mul nsw i32 2, %36, !dbg !1078
  %38 = add nsw i32 %37, 1, !dbg !1079
  %39 = sext i32 %38 to i64, !dbg !1076
  %40 = getelementptr inbounds double, double* %35, i64 %39, !dbg !1076
  %41 = load double, double* %40, align 8, !dbg !1076
  %42 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1080
  %43 = getelementptr inbounds %struct.particles, %struct.particles* %42, i32 0, i32 1, !dbg !1081
  %44 = load double*, double** %43, align 8, !dbg !1081
  %45 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1082
  %46 = getelementptr inbounds %struct.particles, %struct.particles* %45, i32 0, i32 2, !dbg !1083
  %47 = load i32, i32* %46, align 8, !dbg !1083
  %48 = load i32, i32* %7, align 4, !dbg !1084
  %49 = add nsw i32 %47, %48, !dbg !1085
  %50 = sext i32 %49 to i64, !dbg !1080
  %51 = getelementptr inbounds double, double* %44, i64 %50, !dbg !1080
  store double %41, double* %51, align 8, !dbg !1086
  br label %52, !dbg !1087

52:                                               ; preds = %18
  %53 = load i32, i32* %7, align 4, !dbg !1088
  %54 = add nsw i32 %53, 1, !dbg !1088
  store i32 %54, i32* %7, align 4, !dbg !1088
  br label %14, !dbg !1089, !llvm.loop !1090

55:                                               ; preds = %14
  %56 = load i32, i32* %6, align 4, !dbg !1092
  %57 = load %struct.particles*, %struct.particles** %4, align 8, !dbg !1093
  %58 = getelementptr inbounds %struct.particles, %struct.particles* %57, i32 0, i32 2, !dbg !1094
  %59 = load i32, i32* %58, align 8, !dbg !1095
  %60 = add nsw i32 %59, %56, !dbg !1095
  store i32 %60, i32* %58, align 8, !dbg !1095
  ret void, !dbg !1096
}

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

declare i32 @MPI_Finalize() #2

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !20, splitDebugInlining: false, nameTableKind: None)
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
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 14.0.6"}
!55 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 131, type: !56, scopeLine: 131, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !61)
!56 = !DISubroutineType(types: !57)
!57 = !{!36, !36, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!61 = !{}
!62 = !DILocalVariable(name: "argc", arg: 1, scope: !55, file: !1, line: 131, type: !36)
!63 = !DILocation(line: 131, column: 14, scope: !55)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !55, file: !1, line: 131, type: !58)
!65 = !DILocation(line: 131, column: 27, scope: !55)
!66 = !DILocalVariable(name: "rank", scope: !55, file: !1, line: 132, type: !36)
!67 = !DILocation(line: 132, column: 7, scope: !55)
!68 = !DILocalVariable(name: "size", scope: !55, file: !1, line: 132, type: !36)
!69 = !DILocation(line: 132, column: 13, scope: !55)
!70 = !DILocation(line: 133, column: 3, scope: !55)
!71 = !DILocation(line: 134, column: 3, scope: !55)
!72 = !DILocation(line: 135, column: 3, scope: !55)
!73 = !DILocalVariable(name: "per_rank", scope: !55, file: !1, line: 137, type: !36)
!74 = !DILocation(line: 137, column: 7, scope: !55)
!75 = !DILocation(line: 137, column: 30, scope: !55)
!76 = !DILocation(line: 137, column: 36, scope: !55)
!77 = !DILocation(line: 137, column: 18, scope: !55)
!78 = !DILocalVariable(name: "steps", scope: !55, file: !1, line: 138, type: !36)
!79 = !DILocation(line: 138, column: 7, scope: !55)
!80 = !DILocation(line: 138, column: 27, scope: !55)
!81 = !DILocation(line: 138, column: 33, scope: !55)
!82 = !DILocation(line: 138, column: 15, scope: !55)
!83 = !DILocalVariable(name: "active", scope: !55, file: !1, line: 140, type: !36)
!84 = !DILocation(line: 140, column: 7, scope: !55)
!85 = !DILocation(line: 140, column: 16, scope: !55)
!86 = !DILocation(line: 140, column: 21, scope: !55)
!87 = !DILocation(line: 140, column: 35, scope: !55)
!88 = !DILocalVariable(name: "x0", scope: !55, file: !1, line: 141, type: !36)
!89 = !DILocation(line: 141, column: 7, scope: !55)
!90 = !DILocalVariable(name: "cells", scope: !55, file: !1, line: 141, type: !36)
!91 = !DILocation(line: 141, column: 15, scope: !55)
!92 = !DILocation(line: 142, column: 7, scope: !93)
!93 = distinct !DILexicalBlock(scope: !55, file: !1, line: 142, column: 7)
!94 = !DILocation(line: 142, column: 14, scope: !93)
!95 = !DILocation(line: 142, column: 12, scope: !93)
!96 = !DILocation(line: 142, column: 7, scope: !55)
!97 = !DILocation(line: 143, column: 24, scope: !93)
!98 = !DILocation(line: 143, column: 32, scope: !93)
!99 = !DILocation(line: 143, column: 5, scope: !93)
!100 = !DILocalVariable(name: "left", scope: !55, file: !1, line: 144, type: !36)
!101 = !DILocation(line: 144, column: 7, scope: !55)
!102 = !DILocation(line: 144, column: 15, scope: !55)
!103 = !DILocation(line: 144, column: 22, scope: !55)
!104 = !DILocation(line: 144, column: 20, scope: !55)
!105 = !DILocation(line: 144, column: 29, scope: !55)
!106 = !DILocation(line: 144, column: 36, scope: !55)
!107 = !DILocation(line: 144, column: 34, scope: !55)
!108 = !DILocalVariable(name: "right", scope: !55, file: !1, line: 144, type: !36)
!109 = !DILocation(line: 144, column: 44, scope: !55)
!110 = !DILocation(line: 144, column: 53, scope: !55)
!111 = !DILocation(line: 144, column: 58, scope: !55)
!112 = !DILocation(line: 144, column: 65, scope: !55)
!113 = !DILocation(line: 144, column: 63, scope: !55)
!114 = !DILocalVariable(name: "vmax", scope: !55, file: !1, line: 147, type: !26)
!115 = !DILocation(line: 147, column: 10, scope: !55)
!116 = !DILocalVariable(name: "narrowest", scope: !55, file: !1, line: 147, type: !26)
!117 = !DILocation(line: 147, column: 22, scope: !55)
!118 = !DILocation(line: 147, column: 58, scope: !55)
!119 = !DILocation(line: 147, column: 56, scope: !55)
!120 = !DILocation(line: 147, column: 41, scope: !55)
!121 = !DILocation(line: 147, column: 39, scope: !55)
!122 = !DILocation(line: 148, column: 7, scope: !123)
!123 = distinct !DILexicalBlock(scope: !55, file: !1, line: 148, column: 7)
!124 = !DILocation(line: 148, column: 14, scope: !123)
!125 = !DILocation(line: 148, column: 12, scope: !123)
!126 = !DILocation(line: 148, column: 7, scope: !55)
!127 = !DILocation(line: 149, column: 12, scope: !123)
!128 = !DILocation(line: 149, column: 10, scope: !123)
!129 = !DILocation(line: 149, column: 5, scope: !123)
!130 = !DILocalVariable(name: "length", scope: !55, file: !1, line: 150, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!132 = !DILocation(line: 150, column: 16, scope: !55)
!133 = !DILocalVariable(name: "dt", scope: !55, file: !1, line: 150, type: !131)
!134 = !DILocation(line: 150, column: 32, scope: !55)
!135 = !DILocalVariable(name: "strength", scope: !55, file: !1, line: 150, type: !131)
!136 = !DILocation(line: 150, column: 42, scope: !55)
!137 = !DILocalVariable(name: "density", scope: !55, file: !1, line: 151, type: !131)
!138 = !DILocation(line: 151, column: 16, scope: !55)
!139 = !DILocation(line: 151, column: 34, scope: !55)
!140 = !DILocation(line: 151, column: 26, scope: !55)
!141 = !DILocation(line: 151, column: 45, scope: !55)
!142 = !DILocation(line: 151, column: 43, scope: !55)
!143 = !DILocation(line: 151, column: 52, scope: !55)
!144 = !DILocalVariable(name: "p", scope: !55, file: !1, line: 153, type: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particles", file: !1, line: 69, size: 192, elements: !146)
!146 = !{!147, !149, !150, !151}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !145, file: !1, line: 70, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !145, file: !1, line: 70, baseType: !148, size: 64, offset: 64)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !145, file: !1, line: 71, baseType: !36, size: 32, offset: 128)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !145, file: !1, line: 71, baseType: !36, size: 32, offset: 160)
!152 = !DILocation(line: 153, column: 20, scope: !55)
!153 = !DILocation(line: 154, column: 7, scope: !154)
!154 = distinct !DILexicalBlock(scope: !55, file: !1, line: 154, column: 7)
!155 = !DILocation(line: 154, column: 13, scope: !154)
!156 = !DILocation(line: 154, column: 7, scope: !55)
!157 = !DILocalVariable(name: "seed", scope: !158, file: !1, line: 155, type: !4)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 154, column: 18)
!159 = !DILocation(line: 155, column: 14, scope: !158)
!160 = !DILocation(line: 155, column: 48, scope: !158)
!161 = !DILocation(line: 155, column: 36, scope: !158)
!162 = !DILocation(line: 155, column: 28, scope: !158)
!163 = !DILocation(line: 156, column: 27, scope: !158)
!164 = !DILocation(line: 156, column: 5, scope: !158)
!165 = !DILocalVariable(name: "k", scope: !166, file: !1, line: 157, type: !36)
!166 = distinct !DILexicalBlock(scope: !158, file: !1, line: 157, column: 5)
!167 = !DILocation(line: 157, column: 14, scope: !166)
!168 = !DILocation(line: 157, column: 10, scope: !166)
!169 = !DILocation(line: 157, column: 21, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !1, line: 157, column: 5)
!171 = !DILocation(line: 157, column: 25, scope: !170)
!172 = !DILocation(line: 157, column: 23, scope: !170)
!173 = !DILocation(line: 157, column: 5, scope: !166)
!174 = !DILocation(line: 158, column: 16, scope: !175)
!175 = distinct !DILexicalBlock(scope: !170, file: !1, line: 157, column: 40)
!176 = !DILocation(line: 158, column: 21, scope: !175)
!177 = !DILocation(line: 158, column: 29, scope: !175)
!178 = !DILocation(line: 158, column: 19, scope: !175)
!179 = !DILocation(line: 158, column: 9, scope: !175)
!180 = !DILocation(line: 158, column: 11, scope: !175)
!181 = !DILocation(line: 158, column: 7, scope: !175)
!182 = !DILocation(line: 158, column: 14, scope: !175)
!183 = !DILocalVariable(name: "drift", scope: !175, file: !1, line: 159, type: !26)
!184 = !DILocation(line: 159, column: 14, scope: !175)
!185 = !DILocation(line: 159, column: 23, scope: !175)
!186 = !DILocation(line: 159, column: 25, scope: !175)
!187 = !DILocation(line: 159, column: 29, scope: !175)
!188 = !DILocation(line: 159, column: 50, scope: !175)
!189 = !DILocation(line: 159, column: 48, scope: !175)
!190 = !DILocation(line: 160, column: 16, scope: !175)
!191 = !DILocation(line: 160, column: 30, scope: !175)
!192 = !DILocation(line: 160, column: 28, scope: !175)
!193 = !DILocation(line: 160, column: 38, scope: !175)
!194 = !DILocation(line: 160, column: 54, scope: !175)
!195 = !DILocation(line: 160, column: 22, scope: !175)
!196 = !DILocation(line: 160, column: 9, scope: !175)
!197 = !DILocation(line: 160, column: 11, scope: !175)
!198 = !DILocation(line: 160, column: 7, scope: !175)
!199 = !DILocation(line: 160, column: 14, scope: !175)
!200 = !DILocation(line: 161, column: 5, scope: !175)
!201 = !DILocation(line: 157, column: 36, scope: !170)
!202 = !DILocation(line: 157, column: 5, scope: !170)
!203 = distinct !{!203, !173, !204, !205}
!204 = !DILocation(line: 161, column: 5, scope: !166)
!205 = !{!"llvm.loop.mustprogress"}
!206 = !DILocation(line: 162, column: 11, scope: !158)
!207 = !DILocation(line: 162, column: 7, scope: !158)
!208 = !DILocation(line: 162, column: 9, scope: !158)
!209 = !DILocation(line: 163, column: 3, scope: !158)
!210 = !DILocalVariable(name: "rho", scope: !55, file: !1, line: 167, type: !211)
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!212 = !DILocation(line: 167, column: 14, scope: !55)
!213 = !DILocation(line: 167, column: 48, scope: !55)
!214 = !DILocation(line: 167, column: 54, scope: !55)
!215 = !DILocation(line: 167, column: 47, scope: !55)
!216 = !DILocation(line: 167, column: 45, scope: !55)
!217 = !DILocation(line: 167, column: 20, scope: !55)
!218 = !DILocalVariable(name: "ghost", scope: !55, file: !1, line: 168, type: !211)
!219 = !DILocation(line: 168, column: 14, scope: !55)
!220 = !DILocation(line: 168, column: 50, scope: !55)
!221 = !DILocation(line: 168, column: 56, scope: !55)
!222 = !DILocation(line: 168, column: 49, scope: !55)
!223 = !DILocation(line: 168, column: 47, scope: !55)
!224 = !DILocation(line: 168, column: 22, scope: !55)
!225 = !DILocalVariable(name: "field", scope: !55, file: !1, line: 169, type: !148)
!226 = !DILocation(line: 169, column: 11, scope: !55)
!227 = !DILocation(line: 169, column: 44, scope: !55)
!228 = !DILocation(line: 169, column: 50, scope: !55)
!229 = !DILocation(line: 169, column: 43, scope: !55)
!230 = !DILocation(line: 169, column: 41, scope: !55)
!231 = !DILocation(line: 169, column: 19, scope: !55)
!232 = !DILocalVariable(name: "cap_left", scope: !55, file: !1, line: 170, type: !36)
!233 = !DILocation(line: 170, column: 7, scope: !55)
!234 = !DILocalVariable(name: "cap_right", scope: !55, file: !1, line: 170, type: !36)
!235 = !DILocation(line: 170, column: 22, scope: !55)
!236 = !DILocalVariable(name: "cap_in", scope: !55, file: !1, line: 170, type: !36)
!237 = !DILocation(line: 170, column: 38, scope: !55)
!238 = !DILocalVariable(name: "send_left", scope: !55, file: !1, line: 171, type: !148)
!239 = !DILocation(line: 171, column: 11, scope: !55)
!240 = !DILocation(line: 171, column: 51, scope: !55)
!241 = !DILocation(line: 171, column: 49, scope: !55)
!242 = !DILocation(line: 171, column: 23, scope: !55)
!243 = !DILocalVariable(name: "send_right", scope: !55, file: !1, line: 172, type: !148)
!244 = !DILocation(line: 172, column: 11, scope: !55)
!245 = !DILocation(line: 172, column: 52, scope: !55)
!246 = !DILocation(line: 172, column: 50, scope: !55)
!247 = !DILocation(line: 172, column: 24, scope: !55)
!248 = !DILocalVariable(name: "incoming", scope: !55, file: !1, line: 173, type: !148)
!249 = !DILocation(line: 173, column: 11, scope: !55)
!250 = !DILocation(line: 173, column: 50, scope: !55)
!251 = !DILocation(line: 173, column: 48, scope: !55)
!252 = !DILocation(line: 173, column: 22, scope: !55)
!253 = !DILocation(line: 175, column: 3, scope: !55)
!254 = !DILocalVariable(name: "start", scope: !55, file: !1, line: 176, type: !26)
!255 = !DILocation(line: 176, column: 10, scope: !55)
!256 = !DILocation(line: 176, column: 18, scope: !55)
!257 = !DILocalVariable(name: "step", scope: !258, file: !1, line: 177, type: !36)
!258 = distinct !DILexicalBlock(scope: !55, file: !1, line: 177, column: 3)
!259 = !DILocation(line: 177, column: 12, scope: !258)
!260 = !DILocation(line: 177, column: 8, scope: !258)
!261 = !DILocation(line: 177, column: 22, scope: !262)
!262 = distinct !DILexicalBlock(scope: !258, file: !1, line: 177, column: 3)
!263 = !DILocation(line: 177, column: 30, scope: !262)
!264 = !DILocation(line: 177, column: 27, scope: !262)
!265 = !DILocation(line: 177, column: 3, scope: !258)
!266 = !DILocalVariable(name: "crossed", scope: !267, file: !1, line: 178, type: !36)
!267 = distinct !DILexicalBlock(scope: !262, file: !1, line: 177, column: 45)
!268 = !DILocation(line: 178, column: 9, scope: !267)
!269 = !DILocation(line: 179, column: 9, scope: !270)
!270 = distinct !DILexicalBlock(scope: !267, file: !1, line: 179, column: 9)
!271 = !DILocation(line: 179, column: 15, scope: !270)
!272 = !DILocation(line: 179, column: 9, scope: !267)
!273 = !DILocation(line: 181, column: 14, scope: !274)
!274 = distinct !DILexicalBlock(scope: !270, file: !1, line: 179, column: 20)
!275 = !DILocation(line: 181, column: 7, scope: !274)
!276 = !DILocation(line: 181, column: 43, scope: !274)
!277 = !DILocation(line: 181, column: 49, scope: !274)
!278 = !DILocation(line: 181, column: 42, scope: !274)
!279 = !DILocation(line: 181, column: 40, scope: !274)
!280 = !DILocalVariable(name: "k", scope: !281, file: !1, line: 182, type: !36)
!281 = distinct !DILexicalBlock(scope: !274, file: !1, line: 182, column: 7)
!282 = !DILocation(line: 182, column: 16, scope: !281)
!283 = !DILocation(line: 182, column: 12, scope: !281)
!284 = !DILocation(line: 182, column: 23, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !1, line: 182, column: 7)
!286 = !DILocation(line: 182, column: 29, scope: !285)
!287 = !DILocation(line: 182, column: 25, scope: !285)
!288 = !DILocation(line: 182, column: 7, scope: !281)
!289 = !DILocalVariable(name: "f", scope: !290, file: !1, line: 183, type: !26)
!290 = distinct !DILexicalBlock(scope: !285, file: !1, line: 182, column: 37)
!291 = !DILocation(line: 183, column: 16, scope: !290)
!292 = !DILocalVariable(name: "i", scope: !290, file: !1, line: 184, type: !36)
!293 = !DILocation(line: 184, column: 13, scope: !290)
!294 = !DILocation(line: 184, column: 27, scope: !290)
!295 = !DILocation(line: 184, column: 29, scope: !290)
!296 = !DILocation(line: 184, column: 25, scope: !290)
!297 = !DILocation(line: 184, column: 33, scope: !290)
!298 = !DILocation(line: 184, column: 37, scope: !290)
!299 = !DILocation(line: 184, column: 17, scope: !290)
!300 = !DILocalVariable(name: "w", scope: !290, file: !1, line: 185, type: !27)
!301 = !DILocation(line: 185, column: 19, scope: !290)
!302 = !DILocation(line: 185, column: 35, scope: !290)
!303 = !DILocation(line: 185, column: 37, scope: !290)
!304 = !DILocation(line: 185, column: 23, scope: !290)
!305 = !DILocation(line: 186, column: 28, scope: !290)
!306 = !DILocation(line: 186, column: 26, scope: !290)
!307 = !DILocation(line: 186, column: 9, scope: !290)
!308 = !DILocation(line: 186, column: 13, scope: !290)
!309 = !DILocation(line: 186, column: 16, scope: !290)
!310 = !DILocation(line: 187, column: 23, scope: !290)
!311 = !DILocation(line: 187, column: 9, scope: !290)
!312 = !DILocation(line: 187, column: 13, scope: !290)
!313 = !DILocation(line: 187, column: 15, scope: !290)
!314 = !DILocation(line: 187, column: 20, scope: !290)
!315 = !DILocation(line: 188, column: 7, scope: !290)
!316 = !DILocation(line: 182, column: 33, scope: !285)
!317 = !DILocation(line: 182, column: 7, scope: !285)
!318 = distinct !{!318, !288, !319, !205}
!319 = !DILocation(line: 188, column: 7, scope: !281)
!320 = !DILocalVariable(name: "guard_in", scope: !274, file: !1, line: 189, type: !27)
!321 = !DILocation(line: 189, column: 17, scope: !274)
!322 = !DILocation(line: 190, column: 21, scope: !274)
!323 = !DILocation(line: 190, column: 25, scope: !274)
!324 = !DILocation(line: 190, column: 20, scope: !274)
!325 = !DILocation(line: 190, column: 51, scope: !274)
!326 = !DILocation(line: 190, column: 69, scope: !274)
!327 = !DILocation(line: 191, column: 38, scope: !274)
!328 = !DILocation(line: 190, column: 7, scope: !274)
!329 = !DILocation(line: 193, column: 17, scope: !274)
!330 = !DILocation(line: 193, column: 7, scope: !274)
!331 = !DILocation(line: 193, column: 14, scope: !274)
!332 = !DILocalVariable(name: "i", scope: !333, file: !1, line: 196, type: !36)
!333 = distinct !DILexicalBlock(scope: !274, file: !1, line: 196, column: 7)
!334 = !DILocation(line: 196, column: 16, scope: !333)
!335 = !DILocation(line: 196, column: 12, scope: !333)
!336 = !DILocation(line: 196, column: 23, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !1, line: 196, column: 7)
!338 = !DILocation(line: 196, column: 27, scope: !337)
!339 = !DILocation(line: 196, column: 25, scope: !337)
!340 = !DILocation(line: 196, column: 7, scope: !333)
!341 = !DILocation(line: 197, column: 24, scope: !337)
!342 = !DILocation(line: 197, column: 28, scope: !337)
!343 = !DILocation(line: 197, column: 9, scope: !337)
!344 = !DILocation(line: 197, column: 15, scope: !337)
!345 = !DILocation(line: 197, column: 17, scope: !337)
!346 = !DILocation(line: 197, column: 22, scope: !337)
!347 = !DILocation(line: 196, column: 35, scope: !337)
!348 = !DILocation(line: 196, column: 7, scope: !337)
!349 = distinct !{!349, !340, !350, !205}
!350 = !DILocation(line: 197, column: 29, scope: !333)
!351 = !DILocation(line: 198, column: 21, scope: !274)
!352 = !DILocation(line: 198, column: 27, scope: !274)
!353 = !DILocation(line: 198, column: 20, scope: !274)
!354 = !DILocation(line: 198, column: 53, scope: !274)
!355 = !DILocation(line: 199, column: 21, scope: !274)
!356 = !DILocation(line: 199, column: 20, scope: !274)
!357 = !DILocation(line: 199, column: 49, scope: !274)
!358 = !DILocation(line: 198, column: 7, scope: !274)
!359 = !DILocation(line: 201, column: 21, scope: !274)
!360 = !DILocation(line: 201, column: 20, scope: !274)
!361 = !DILocation(line: 201, column: 49, scope: !274)
!362 = !DILocation(line: 202, column: 21, scope: !274)
!363 = !DILocation(line: 202, column: 27, scope: !274)
!364 = !DILocation(line: 202, column: 33, scope: !274)
!365 = !DILocation(line: 202, column: 20, scope: !274)
!366 = !DILocation(line: 202, column: 57, scope: !274)
!367 = !DILocation(line: 201, column: 7, scope: !274)
!368 = !DILocalVariable(name: "i", scope: !369, file: !1, line: 204, type: !36)
!369 = distinct !DILexicalBlock(scope: !274, file: !1, line: 204, column: 7)
!370 = !DILocation(line: 204, column: 16, scope: !369)
!371 = !DILocation(line: 204, column: 12, scope: !369)
!372 = !DILocation(line: 204, column: 23, scope: !373)
!373 = distinct !DILexicalBlock(scope: !369, file: !1, line: 204, column: 7)
!374 = !DILocation(line: 204, column: 28, scope: !373)
!375 = !DILocation(line: 204, column: 25, scope: !373)
!376 = !DILocation(line: 204, column: 7, scope: !369)
!377 = !DILocation(line: 205, column: 40, scope: !373)
!378 = !DILocation(line: 205, column: 46, scope: !373)
!379 = !DILocation(line: 205, column: 51, scope: !373)
!380 = !DILocation(line: 205, column: 57, scope: !373)
!381 = !DILocation(line: 205, column: 59, scope: !373)
!382 = !DILocation(line: 205, column: 49, scope: !373)
!383 = !DILocation(line: 205, column: 31, scope: !373)
!384 = !DILocation(line: 205, column: 29, scope: !373)
!385 = !DILocation(line: 206, column: 38, scope: !373)
!386 = !DILocation(line: 206, column: 36, scope: !373)
!387 = !DILocation(line: 205, column: 65, scope: !373)
!388 = !DILocation(line: 205, column: 9, scope: !373)
!389 = !DILocation(line: 205, column: 15, scope: !373)
!390 = !DILocation(line: 205, column: 18, scope: !373)
!391 = !DILocation(line: 204, column: 36, scope: !373)
!392 = !DILocation(line: 204, column: 7, scope: !373)
!393 = distinct !{!393, !376, !394, !205}
!394 = !DILocation(line: 206, column: 45, scope: !369)
!395 = !DILocalVariable(name: "k", scope: !396, file: !1, line: 209, type: !36)
!396 = distinct !DILexicalBlock(scope: !274, file: !1, line: 209, column: 7)
!397 = !DILocation(line: 209, column: 16, scope: !396)
!398 = !DILocation(line: 209, column: 12, scope: !396)
!399 = !DILocation(line: 209, column: 23, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !1, line: 209, column: 7)
!401 = !DILocation(line: 209, column: 29, scope: !400)
!402 = !DILocation(line: 209, column: 25, scope: !400)
!403 = !DILocation(line: 209, column: 7, scope: !396)
!404 = !DILocalVariable(name: "f", scope: !405, file: !1, line: 210, type: !26)
!405 = distinct !DILexicalBlock(scope: !400, file: !1, line: 209, column: 37)
!406 = !DILocation(line: 210, column: 16, scope: !405)
!407 = !DILocalVariable(name: "i", scope: !405, file: !1, line: 211, type: !36)
!408 = !DILocation(line: 211, column: 13, scope: !405)
!409 = !DILocation(line: 211, column: 27, scope: !405)
!410 = !DILocation(line: 211, column: 29, scope: !405)
!411 = !DILocation(line: 211, column: 25, scope: !405)
!412 = !DILocation(line: 211, column: 33, scope: !405)
!413 = !DILocation(line: 211, column: 37, scope: !405)
!414 = !DILocation(line: 211, column: 17, scope: !405)
!415 = !DILocalVariable(name: "e", scope: !405, file: !1, line: 212, type: !26)
!416 = !DILocation(line: 212, column: 16, scope: !405)
!417 = !DILocation(line: 212, column: 27, scope: !405)
!418 = !DILocation(line: 212, column: 25, scope: !405)
!419 = !DILocation(line: 212, column: 32, scope: !405)
!420 = !DILocation(line: 212, column: 38, scope: !405)
!421 = !DILocation(line: 212, column: 43, scope: !405)
!422 = !DILocation(line: 212, column: 47, scope: !405)
!423 = !DILocation(line: 212, column: 53, scope: !405)
!424 = !DILocation(line: 212, column: 55, scope: !405)
!425 = !DILocation(line: 212, column: 45, scope: !405)
!426 = !DILocation(line: 212, column: 41, scope: !405)
!427 = !DILocalVariable(name: "v", scope: !405, file: !1, line: 213, type: !26)
!428 = !DILocation(line: 213, column: 16, scope: !405)
!429 = !DILocation(line: 213, column: 22, scope: !405)
!430 = !DILocation(line: 213, column: 24, scope: !405)
!431 = !DILocation(line: 213, column: 20, scope: !405)
!432 = !DILocation(line: 213, column: 29, scope: !405)
!433 = !DILocation(line: 213, column: 27, scope: !405)
!434 = !DILocation(line: 214, column: 13, scope: !435)
!435 = distinct !DILexicalBlock(scope: !405, file: !1, line: 214, column: 13)
!436 = !DILocation(line: 214, column: 17, scope: !435)
!437 = !DILocation(line: 214, column: 15, scope: !435)
!438 = !DILocation(line: 214, column: 13, scope: !405)
!439 = !DILocation(line: 215, column: 15, scope: !435)
!440 = !DILocation(line: 215, column: 13, scope: !435)
!441 = !DILocation(line: 215, column: 11, scope: !435)
!442 = !DILocation(line: 216, column: 13, scope: !443)
!443 = distinct !DILexicalBlock(scope: !405, file: !1, line: 216, column: 13)
!444 = !DILocation(line: 216, column: 18, scope: !443)
!445 = !DILocation(line: 216, column: 17, scope: !443)
!446 = !DILocation(line: 216, column: 15, scope: !443)
!447 = !DILocation(line: 216, column: 13, scope: !405)
!448 = !DILocation(line: 217, column: 16, scope: !443)
!449 = !DILocation(line: 217, column: 15, scope: !443)
!450 = !DILocation(line: 217, column: 13, scope: !443)
!451 = !DILocation(line: 217, column: 11, scope: !443)
!452 = !DILocation(line: 218, column: 19, scope: !405)
!453 = !DILocation(line: 218, column: 11, scope: !405)
!454 = !DILocation(line: 218, column: 13, scope: !405)
!455 = !DILocation(line: 218, column: 9, scope: !405)
!456 = !DILocation(line: 218, column: 16, scope: !405)
!457 = !DILocation(line: 219, column: 18, scope: !405)
!458 = !DILocation(line: 219, column: 11, scope: !405)
!459 = !DILocation(line: 219, column: 13, scope: !405)
!460 = !DILocation(line: 219, column: 9, scope: !405)
!461 = !DILocation(line: 219, column: 16, scope: !405)
!462 = !DILocation(line: 220, column: 7, scope: !405)
!463 = !DILocation(line: 209, column: 33, scope: !400)
!464 = !DILocation(line: 209, column: 7, scope: !400)
!465 = distinct !{!465, !403, !466, !205}
!466 = !DILocation(line: 220, column: 7, scope: !396)
!467 = !DILocalVariable(name: "n_left", scope: !274, file: !1, line: 225, type: !36)
!468 = !DILocation(line: 225, column: 11, scope: !274)
!469 = !DILocalVariable(name: "n_right", scope: !274, file: !1, line: 225, type: !36)
!470 = !DILocation(line: 225, column: 23, scope: !274)
!471 = !DILocalVariable(name: "kept", scope: !274, file: !1, line: 225, type: !36)
!472 = !DILocation(line: 225, column: 36, scope: !274)
!473 = !DILocalVariable(name: "k", scope: !474, file: !1, line: 226, type: !36)
!474 = distinct !DILexicalBlock(scope: !274, file: !1, line: 226, column: 7)
!475 = !DILocation(line: 226, column: 16, scope: !474)
!476 = !DILocation(line: 226, column: 12, scope: !474)
!477 = !DILocation(line: 226, column: 23, scope: !478)
!478 = distinct !DILexicalBlock(scope: !474, file: !1, line: 226, column: 7)
!479 = !DILocation(line: 226, column: 29, scope: !478)
!480 = !DILocation(line: 226, column: 25, scope: !478)
!481 = !DILocation(line: 226, column: 7, scope: !474)
!482 = !DILocalVariable(name: "x", scope: !483, file: !1, line: 227, type: !26)
!483 = distinct !DILexicalBlock(scope: !478, file: !1, line: 226, column: 37)
!484 = !DILocation(line: 227, column: 16, scope: !483)
!485 = !DILocation(line: 227, column: 22, scope: !483)
!486 = !DILocation(line: 227, column: 24, scope: !483)
!487 = !DILocation(line: 227, column: 20, scope: !483)
!488 = !DILocalVariable(name: "v", scope: !483, file: !1, line: 227, type: !26)
!489 = !DILocation(line: 227, column: 28, scope: !483)
!490 = !DILocation(line: 227, column: 34, scope: !483)
!491 = !DILocation(line: 227, column: 36, scope: !483)
!492 = !DILocation(line: 227, column: 32, scope: !483)
!493 = !DILocalVariable(name: "dir", scope: !483, file: !1, line: 228, type: !36)
!494 = !DILocation(line: 228, column: 13, scope: !483)
!495 = !DILocation(line: 228, column: 20, scope: !483)
!496 = !DILocation(line: 228, column: 25, scope: !483)
!497 = !DILocation(line: 228, column: 30, scope: !483)
!498 = !DILocation(line: 228, column: 28, scope: !483)
!499 = !DILocation(line: 228, column: 22, scope: !483)
!500 = !DILocation(line: 228, column: 40, scope: !483)
!501 = !DILocation(line: 228, column: 44, scope: !483)
!502 = !DILocation(line: 228, column: 42, scope: !483)
!503 = !DILocation(line: 228, column: 37, scope: !483)
!504 = !DILocation(line: 229, column: 13, scope: !505)
!505 = distinct !DILexicalBlock(scope: !483, file: !1, line: 229, column: 13)
!506 = !DILocation(line: 229, column: 17, scope: !505)
!507 = !DILocation(line: 229, column: 13, scope: !483)
!508 = !DILocation(line: 230, column: 23, scope: !509)
!509 = distinct !DILexicalBlock(scope: !505, file: !1, line: 229, column: 23)
!510 = !DILocation(line: 230, column: 13, scope: !509)
!511 = !DILocation(line: 230, column: 15, scope: !509)
!512 = !DILocation(line: 230, column: 11, scope: !509)
!513 = !DILocation(line: 230, column: 21, scope: !509)
!514 = !DILocation(line: 231, column: 23, scope: !509)
!515 = !DILocation(line: 231, column: 13, scope: !509)
!516 = !DILocation(line: 231, column: 15, scope: !509)
!517 = !DILocation(line: 231, column: 11, scope: !509)
!518 = !DILocation(line: 231, column: 21, scope: !509)
!519 = !DILocation(line: 232, column: 15, scope: !509)
!520 = !DILocation(line: 233, column: 9, scope: !509)
!521 = !DILocation(line: 233, column: 20, scope: !522)
!522 = distinct !DILexicalBlock(scope: !505, file: !1, line: 233, column: 20)
!523 = !DILocation(line: 233, column: 24, scope: !522)
!524 = !DILocation(line: 233, column: 20, scope: !505)
!525 = !DILocation(line: 234, column: 31, scope: !526)
!526 = distinct !DILexicalBlock(scope: !522, file: !1, line: 233, column: 29)
!527 = !DILocation(line: 234, column: 55, scope: !526)
!528 = !DILocation(line: 234, column: 63, scope: !526)
!529 = !DILocation(line: 234, column: 24, scope: !526)
!530 = !DILocation(line: 234, column: 22, scope: !526)
!531 = !DILocation(line: 235, column: 46, scope: !526)
!532 = !DILocation(line: 235, column: 37, scope: !526)
!533 = !DILocation(line: 235, column: 11, scope: !526)
!534 = !DILocation(line: 235, column: 26, scope: !526)
!535 = !DILocation(line: 235, column: 24, scope: !526)
!536 = !DILocation(line: 235, column: 35, scope: !526)
!537 = !DILocation(line: 236, column: 41, scope: !526)
!538 = !DILocation(line: 236, column: 11, scope: !526)
!539 = !DILocation(line: 236, column: 26, scope: !526)
!540 = !DILocation(line: 236, column: 24, scope: !526)
!541 = !DILocation(line: 236, column: 34, scope: !526)
!542 = !DILocation(line: 236, column: 39, scope: !526)
!543 = !DILocation(line: 237, column: 18, scope: !526)
!544 = !DILocation(line: 238, column: 9, scope: !526)
!545 = !DILocation(line: 239, column: 30, scope: !546)
!546 = distinct !DILexicalBlock(scope: !522, file: !1, line: 238, column: 16)
!547 = !DILocation(line: 239, column: 52, scope: !546)
!548 = !DILocation(line: 239, column: 59, scope: !546)
!549 = !DILocation(line: 239, column: 23, scope: !546)
!550 = !DILocation(line: 239, column: 21, scope: !546)
!551 = !DILocation(line: 240, column: 44, scope: !546)
!552 = !DILocation(line: 240, column: 35, scope: !546)
!553 = !DILocation(line: 240, column: 11, scope: !546)
!554 = !DILocation(line: 240, column: 25, scope: !546)
!555 = !DILocation(line: 240, column: 23, scope: !546)
!556 = !DILocation(line: 240, column: 33, scope: !546)
!557 = !DILocation(line: 241, column: 39, scope: !546)
!558 = !DILocation(line: 241, column: 11, scope: !546)
!559 = !DILocation(line: 241, column: 25, scope: !546)
!560 = !DILocation(line: 241, column: 23, scope: !546)
!561 = !DILocation(line: 241, column: 32, scope: !546)
!562 = !DILocation(line: 241, column: 37, scope: !546)
!563 = !DILocation(line: 242, column: 17, scope: !546)
!564 = !DILocation(line: 244, column: 7, scope: !483)
!565 = !DILocation(line: 226, column: 33, scope: !478)
!566 = !DILocation(line: 226, column: 7, scope: !478)
!567 = distinct !{!567, !481, !568, !205}
!568 = !DILocation(line: 244, column: 7, scope: !474)
!569 = !DILocation(line: 245, column: 13, scope: !274)
!570 = !DILocation(line: 245, column: 9, scope: !274)
!571 = !DILocation(line: 245, column: 11, scope: !274)
!572 = !DILocation(line: 246, column: 17, scope: !274)
!573 = !DILocation(line: 246, column: 26, scope: !274)
!574 = !DILocation(line: 246, column: 24, scope: !274)
!575 = !DILocation(line: 246, column: 15, scope: !274)
!576 = !DILocalVariable(name: "from_left", scope: !274, file: !1, line: 248, type: !36)
!577 = !DILocation(line: 248, column: 11, scope: !274)
!578 = !DILocalVariable(name: "from_right", scope: !274, file: !1, line: 248, type: !36)
!579 = !DILocation(line: 248, column: 26, scope: !274)
!580 = !DILocation(line: 249, column: 20, scope: !274)
!581 = !DILocation(line: 249, column: 42, scope: !274)
!582 = !DILocation(line: 249, column: 66, scope: !274)
!583 = !DILocation(line: 250, column: 29, scope: !274)
!584 = !DILocation(line: 249, column: 7, scope: !274)
!585 = !DILocation(line: 252, column: 20, scope: !274)
!586 = !DILocation(line: 252, column: 41, scope: !274)
!587 = !DILocation(line: 252, column: 63, scope: !274)
!588 = !DILocation(line: 253, column: 29, scope: !274)
!589 = !DILocation(line: 252, column: 7, scope: !274)
!590 = !DILocation(line: 255, column: 25, scope: !274)
!591 = !DILocation(line: 255, column: 44, scope: !274)
!592 = !DILocation(line: 255, column: 18, scope: !274)
!593 = !DILocation(line: 255, column: 16, scope: !274)
!594 = !DILocation(line: 256, column: 20, scope: !274)
!595 = !DILocation(line: 256, column: 36, scope: !274)
!596 = !DILocation(line: 256, column: 34, scope: !274)
!597 = !DILocation(line: 256, column: 57, scope: !274)
!598 = !DILocation(line: 257, column: 20, scope: !274)
!599 = !DILocation(line: 257, column: 34, scope: !274)
!600 = !DILocation(line: 257, column: 32, scope: !274)
!601 = !DILocation(line: 257, column: 57, scope: !274)
!602 = !DILocation(line: 256, column: 7, scope: !274)
!603 = !DILocation(line: 259, column: 28, scope: !274)
!604 = !DILocation(line: 259, column: 38, scope: !274)
!605 = !DILocation(line: 259, column: 7, scope: !274)
!606 = !DILocation(line: 260, column: 25, scope: !274)
!607 = !DILocation(line: 260, column: 44, scope: !274)
!608 = !DILocation(line: 260, column: 18, scope: !274)
!609 = !DILocation(line: 260, column: 16, scope: !274)
!610 = !DILocation(line: 261, column: 20, scope: !274)
!611 = !DILocation(line: 261, column: 35, scope: !274)
!612 = !DILocation(line: 261, column: 33, scope: !274)
!613 = !DILocation(line: 261, column: 55, scope: !274)
!614 = !DILocation(line: 262, column: 20, scope: !274)
!615 = !DILocation(line: 262, column: 34, scope: !274)
!616 = !DILocation(line: 262, column: 32, scope: !274)
!617 = !DILocation(line: 262, column: 58, scope: !274)
!618 = !DILocation(line: 261, column: 7, scope: !274)
!619 = !DILocation(line: 264, column: 28, scope: !274)
!620 = !DILocation(line: 264, column: 38, scope: !274)
!621 = !DILocation(line: 264, column: 7, scope: !274)
!622 = !DILocation(line: 265, column: 5, scope: !274)
!623 = !DILocation(line: 266, column: 9, scope: !624)
!624 = distinct !DILexicalBlock(scope: !267, file: !1, line: 266, column: 9)
!625 = !DILocation(line: 266, column: 14, scope: !624)
!626 = !DILocation(line: 266, column: 18, scope: !624)
!627 = !DILocation(line: 266, column: 23, scope: !624)
!628 = !DILocation(line: 266, column: 26, scope: !624)
!629 = !DILocation(line: 266, column: 34, scope: !624)
!630 = !DILocation(line: 266, column: 31, scope: !624)
!631 = !DILocation(line: 266, column: 9, scope: !267)
!632 = !DILocalVariable(name: "crossed_total", scope: !633, file: !1, line: 267, type: !36)
!633 = distinct !DILexicalBlock(scope: !624, file: !1, line: 266, column: 41)
!634 = !DILocation(line: 267, column: 11, scope: !633)
!635 = !DILocation(line: 268, column: 18, scope: !633)
!636 = !DILocation(line: 268, column: 28, scope: !633)
!637 = !DILocation(line: 268, column: 7, scope: !633)
!638 = !DILocation(line: 270, column: 11, scope: !639)
!639 = distinct !DILexicalBlock(scope: !633, file: !1, line: 270, column: 11)
!640 = !DILocation(line: 270, column: 16, scope: !639)
!641 = !DILocation(line: 270, column: 11, scope: !633)
!642 = !DILocation(line: 271, column: 69, scope: !639)
!643 = !DILocation(line: 272, column: 16, scope: !639)
!644 = !DILocation(line: 271, column: 9, scope: !639)
!645 = !DILocation(line: 273, column: 5, scope: !633)
!646 = !DILocation(line: 274, column: 3, scope: !267)
!647 = !DILocation(line: 177, column: 41, scope: !262)
!648 = !DILocation(line: 177, column: 3, scope: !262)
!649 = distinct !{!649, !265, !650, !205}
!650 = !DILocation(line: 274, column: 3, scope: !258)
!651 = !DILocalVariable(name: "elapsed", scope: !55, file: !1, line: 275, type: !26)
!652 = !DILocation(line: 275, column: 10, scope: !55)
!653 = !DILocation(line: 275, column: 20, scope: !55)
!654 = !DILocation(line: 275, column: 34, scope: !55)
!655 = !DILocation(line: 275, column: 32, scope: !55)
!656 = !DILocalVariable(name: "local", scope: !55, file: !1, line: 278, type: !657)
!657 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 192, elements: !658)
!658 = !{!659}
!659 = !DISubrange(count: 3)
!660 = !DILocation(line: 278, column: 13, scope: !55)
!661 = !DILocalVariable(name: "global", scope: !55, file: !1, line: 278, type: !657)
!662 = !DILocation(line: 278, column: 35, scope: !55)
!663 = !DILocalVariable(name: "k", scope: !664, file: !1, line: 279, type: !36)
!664 = distinct !DILexicalBlock(scope: !55, file: !1, line: 279, column: 3)
!665 = !DILocation(line: 279, column: 12, scope: !664)
!666 = !DILocation(line: 279, column: 8, scope: !664)
!667 = !DILocation(line: 279, column: 19, scope: !668)
!668 = distinct !DILexicalBlock(scope: !664, file: !1, line: 279, column: 3)
!669 = !DILocation(line: 279, column: 25, scope: !668)
!670 = !DILocation(line: 279, column: 21, scope: !668)
!671 = !DILocation(line: 279, column: 3, scope: !664)
!672 = !DILocation(line: 280, column: 31, scope: !673)
!673 = distinct !DILexicalBlock(scope: !668, file: !1, line: 279, column: 33)
!674 = !DILocation(line: 280, column: 33, scope: !673)
!675 = !DILocation(line: 280, column: 29, scope: !673)
!676 = !DILocation(line: 280, column: 36, scope: !673)
!677 = !DILocation(line: 280, column: 17, scope: !673)
!678 = !DILocation(line: 280, column: 5, scope: !673)
!679 = !DILocation(line: 280, column: 14, scope: !673)
!680 = !DILocation(line: 281, column: 31, scope: !673)
!681 = !DILocation(line: 281, column: 33, scope: !673)
!682 = !DILocation(line: 281, column: 29, scope: !673)
!683 = !DILocation(line: 281, column: 36, scope: !673)
!684 = !DILocation(line: 281, column: 17, scope: !673)
!685 = !DILocation(line: 281, column: 5, scope: !673)
!686 = !DILocation(line: 281, column: 14, scope: !673)
!687 = !DILocation(line: 282, column: 31, scope: !673)
!688 = !DILocation(line: 282, column: 33, scope: !673)
!689 = !DILocation(line: 282, column: 29, scope: !673)
!690 = !DILocation(line: 282, column: 40, scope: !673)
!691 = !DILocation(line: 282, column: 42, scope: !673)
!692 = !DILocation(line: 282, column: 38, scope: !673)
!693 = !DILocation(line: 282, column: 36, scope: !673)
!694 = !DILocation(line: 282, column: 45, scope: !673)
!695 = !DILocation(line: 282, column: 17, scope: !673)
!696 = !DILocation(line: 282, column: 5, scope: !673)
!697 = !DILocation(line: 282, column: 14, scope: !673)
!698 = !DILocation(line: 283, column: 3, scope: !673)
!699 = !DILocation(line: 279, column: 29, scope: !668)
!700 = !DILocation(line: 279, column: 3, scope: !668)
!701 = distinct !{!701, !671, !702, !205}
!702 = !DILocation(line: 283, column: 3, scope: !664)
!703 = !DILocation(line: 284, column: 14, scope: !55)
!704 = !DILocation(line: 284, column: 21, scope: !55)
!705 = !DILocation(line: 284, column: 3, scope: !55)
!706 = !DILocalVariable(name: "total", scope: !55, file: !1, line: 285, type: !36)
!707 = !DILocation(line: 285, column: 7, scope: !55)
!708 = !DILocation(line: 286, column: 17, scope: !55)
!709 = !DILocation(line: 286, column: 14, scope: !55)
!710 = !DILocation(line: 286, column: 20, scope: !55)
!711 = !DILocation(line: 286, column: 3, scope: !55)
!712 = !DILocation(line: 287, column: 7, scope: !713)
!713 = distinct !DILexicalBlock(scope: !55, file: !1, line: 287, column: 7)
!714 = !DILocation(line: 287, column: 12, scope: !713)
!715 = !DILocation(line: 287, column: 7, scope: !55)
!716 = !DILocation(line: 289, column: 19, scope: !717)
!717 = distinct !DILexicalBlock(scope: !713, file: !1, line: 287, column: 18)
!718 = !DILocation(line: 289, column: 27, scope: !717)
!719 = !DILocation(line: 289, column: 37, scope: !717)
!720 = !DILocation(line: 288, column: 5, scope: !717)
!721 = !DILocation(line: 290, column: 49, scope: !717)
!722 = !DILocation(line: 290, column: 56, scope: !717)
!723 = !DILocation(line: 290, column: 67, scope: !717)
!724 = !DILocation(line: 290, column: 65, scope: !717)
!725 = !DILocation(line: 290, column: 5, scope: !717)
!726 = !DILocation(line: 292, column: 12, scope: !717)
!727 = !DILocation(line: 292, column: 23, scope: !717)
!728 = !DILocation(line: 292, column: 34, scope: !717)
!729 = !DILocation(line: 291, column: 5, scope: !717)
!730 = !DILocation(line: 293, column: 31, scope: !717)
!731 = !DILocation(line: 293, column: 5, scope: !717)
!732 = !DILocation(line: 294, column: 3, scope: !717)
!733 = !DILocation(line: 295, column: 10, scope: !55)
!734 = !DILocation(line: 295, column: 8, scope: !55)
!735 = !DILocation(line: 295, column: 3, scope: !55)
!736 = !DILocation(line: 296, column: 10, scope: !55)
!737 = !DILocation(line: 296, column: 8, scope: !55)
!738 = !DILocation(line: 296, column: 3, scope: !55)
!739 = !DILocation(line: 297, column: 8, scope: !55)
!740 = !DILocation(line: 297, column: 3, scope: !55)
!741 = !DILocation(line: 298, column: 8, scope: !55)
!742 = !DILocation(line: 298, column: 3, scope: !55)
!743 = !DILocation(line: 299, column: 8, scope: !55)
!744 = !DILocation(line: 299, column: 3, scope: !55)
!745 = !DILocation(line: 300, column: 8, scope: !55)
!746 = !DILocation(line: 300, column: 3, scope: !55)
!747 = !DILocation(line: 301, column: 8, scope: !55)
!748 = !DILocation(line: 301, column: 3, scope: !55)
!749 = !DILocation(line: 302, column: 8, scope: !55)
!750 = !DILocation(line: 302, column: 3, scope: !55)
!751 = !DILocation(line: 303, column: 3, scope: !55)
!752 = !DILocation(line: 304, column: 3, scope: !55)
!753 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 41, type: !754, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!754 = !DISubroutineType(types: !755)
!755 = !{!36, !36, !58, !36, !36}
!756 = !DILocalVariable(name: "argc", arg: 1, scope: !753, file: !1, line: 41, type: !36)
!757 = !DILocation(line: 41, column: 28, scope: !753)
!758 = !DILocalVariable(name: "argv", arg: 2, scope: !753, file: !1, line: 41, type: !58)
!759 = !DILocation(line: 41, column: 41, scope: !753)
!760 = !DILocalVariable(name: "index", arg: 3, scope: !753, file: !1, line: 41, type: !36)
!761 = !DILocation(line: 41, column: 51, scope: !753)
!762 = !DILocalVariable(name: "fallback", arg: 4, scope: !753, file: !1, line: 41, type: !36)
!763 = !DILocation(line: 41, column: 62, scope: !753)
!764 = !DILocation(line: 42, column: 7, scope: !765)
!765 = distinct !DILexicalBlock(scope: !753, file: !1, line: 42, column: 7)
!766 = !DILocation(line: 42, column: 16, scope: !765)
!767 = !DILocation(line: 42, column: 13, scope: !765)
!768 = !DILocation(line: 42, column: 7, scope: !753)
!769 = !DILocation(line: 43, column: 12, scope: !765)
!770 = !DILocation(line: 43, column: 5, scope: !765)
!771 = !DILocalVariable(name: "s", scope: !753, file: !1, line: 44, type: !772)
!772 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !773, size: 64)
!773 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!774 = !DILocation(line: 44, column: 15, scope: !753)
!775 = !DILocation(line: 44, column: 19, scope: !753)
!776 = !DILocation(line: 44, column: 24, scope: !753)
!777 = !DILocalVariable(name: "value", scope: !753, file: !1, line: 45, type: !36)
!778 = !DILocation(line: 45, column: 7, scope: !753)
!779 = !DILocation(line: 46, column: 8, scope: !780)
!780 = distinct !DILexicalBlock(scope: !753, file: !1, line: 46, column: 7)
!781 = !DILocation(line: 46, column: 7, scope: !780)
!782 = !DILocation(line: 46, column: 10, scope: !780)
!783 = !DILocation(line: 46, column: 7, scope: !753)
!784 = !DILocation(line: 47, column: 12, scope: !780)
!785 = !DILocation(line: 47, column: 5, scope: !780)
!786 = !DILocation(line: 48, column: 3, scope: !753)
!787 = !DILocation(line: 48, column: 11, scope: !788)
!788 = distinct !DILexicalBlock(scope: !789, file: !1, line: 48, column: 3)
!789 = distinct !DILexicalBlock(scope: !753, file: !1, line: 48, column: 3)
!790 = !DILocation(line: 48, column: 10, scope: !788)
!791 = !DILocation(line: 48, column: 3, scope: !789)
!792 = !DILocation(line: 49, column: 10, scope: !793)
!793 = distinct !DILexicalBlock(scope: !794, file: !1, line: 49, column: 9)
!794 = distinct !DILexicalBlock(scope: !788, file: !1, line: 48, column: 19)
!795 = !DILocation(line: 49, column: 9, scope: !793)
!796 = !DILocation(line: 49, column: 12, scope: !793)
!797 = !DILocation(line: 49, column: 18, scope: !793)
!798 = !DILocation(line: 49, column: 22, scope: !793)
!799 = !DILocation(line: 49, column: 21, scope: !793)
!800 = !DILocation(line: 49, column: 24, scope: !793)
!801 = !DILocation(line: 49, column: 9, scope: !794)
!802 = !DILocation(line: 50, column: 14, scope: !793)
!803 = !DILocation(line: 50, column: 7, scope: !793)
!804 = !DILocation(line: 51, column: 13, scope: !794)
!805 = !DILocation(line: 51, column: 19, scope: !794)
!806 = !DILocation(line: 51, column: 28, scope: !794)
!807 = !DILocation(line: 51, column: 27, scope: !794)
!808 = !DILocation(line: 51, column: 30, scope: !794)
!809 = !DILocation(line: 51, column: 24, scope: !794)
!810 = !DILocation(line: 51, column: 11, scope: !794)
!811 = !DILocation(line: 52, column: 3, scope: !794)
!812 = !DILocation(line: 48, column: 15, scope: !788)
!813 = !DILocation(line: 48, column: 3, scope: !788)
!814 = distinct !{!814, !791, !815, !205}
!815 = !DILocation(line: 52, column: 3, scope: !789)
!816 = !DILocation(line: 53, column: 10, scope: !753)
!817 = !DILocation(line: 53, column: 3, scope: !753)
!818 = !DILocation(line: 54, column: 1, scope: !753)
!819 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 56, type: !820, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!820 = !DISubroutineType(types: !821)
!821 = !{null, !36, !36, !36, !822, !822}
!822 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!823 = !DILocalVariable(name: "n", arg: 1, scope: !819, file: !1, line: 56, type: !36)
!824 = !DILocation(line: 56, column: 29, scope: !819)
!825 = !DILocalVariable(name: "parts", arg: 2, scope: !819, file: !1, line: 56, type: !36)
!826 = !DILocation(line: 56, column: 36, scope: !819)
!827 = !DILocalVariable(name: "part", arg: 3, scope: !819, file: !1, line: 56, type: !36)
!828 = !DILocation(line: 56, column: 47, scope: !819)
!829 = !DILocalVariable(name: "first", arg: 4, scope: !819, file: !1, line: 56, type: !822)
!830 = !DILocation(line: 56, column: 58, scope: !819)
!831 = !DILocalVariable(name: "count", arg: 5, scope: !819, file: !1, line: 56, type: !822)
!832 = !DILocation(line: 56, column: 70, scope: !819)
!833 = !DILocalVariable(name: "base", scope: !819, file: !1, line: 57, type: !36)
!834 = !DILocation(line: 57, column: 7, scope: !819)
!835 = !DILocation(line: 57, column: 14, scope: !819)
!836 = !DILocation(line: 57, column: 18, scope: !819)
!837 = !DILocation(line: 57, column: 16, scope: !819)
!838 = !DILocalVariable(name: "extra", scope: !819, file: !1, line: 57, type: !36)
!839 = !DILocation(line: 57, column: 25, scope: !819)
!840 = !DILocation(line: 57, column: 33, scope: !819)
!841 = !DILocation(line: 57, column: 37, scope: !819)
!842 = !DILocation(line: 57, column: 35, scope: !819)
!843 = !DILocation(line: 58, column: 12, scope: !819)
!844 = !DILocation(line: 58, column: 20, scope: !819)
!845 = !DILocation(line: 58, column: 27, scope: !819)
!846 = !DILocation(line: 58, column: 25, scope: !819)
!847 = !DILocation(line: 58, column: 17, scope: !819)
!848 = !DILocation(line: 58, column: 4, scope: !819)
!849 = !DILocation(line: 58, column: 10, scope: !819)
!850 = !DILocation(line: 59, column: 12, scope: !819)
!851 = !DILocation(line: 59, column: 19, scope: !819)
!852 = !DILocation(line: 59, column: 17, scope: !819)
!853 = !DILocation(line: 59, column: 27, scope: !819)
!854 = !DILocation(line: 59, column: 34, scope: !819)
!855 = !DILocation(line: 59, column: 32, scope: !819)
!856 = !DILocation(line: 59, column: 42, scope: !819)
!857 = !DILocation(line: 59, column: 49, scope: !819)
!858 = !DILocation(line: 59, column: 24, scope: !819)
!859 = !DILocation(line: 59, column: 4, scope: !819)
!860 = !DILocation(line: 59, column: 10, scope: !819)
!861 = !DILocation(line: 60, column: 1, scope: !819)
!862 = distinct !DISubprogram(name: "particles_reserve", scope: !1, file: !1, line: 74, type: !863, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !865, !36}
!865 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!866 = !DILocalVariable(name: "p", arg: 1, scope: !862, file: !1, line: 74, type: !865)
!867 = !DILocation(line: 74, column: 49, scope: !862)
!868 = !DILocalVariable(name: "need", arg: 2, scope: !862, file: !1, line: 74, type: !36)
!869 = !DILocation(line: 74, column: 56, scope: !862)
!870 = !DILocation(line: 75, column: 7, scope: !871)
!871 = distinct !DILexicalBlock(scope: !862, file: !1, line: 75, column: 7)
!872 = !DILocation(line: 75, column: 15, scope: !871)
!873 = !DILocation(line: 75, column: 18, scope: !871)
!874 = !DILocation(line: 75, column: 12, scope: !871)
!875 = !DILocation(line: 75, column: 7, scope: !862)
!876 = !DILocation(line: 76, column: 5, scope: !871)
!877 = !DILocalVariable(name: "cap", scope: !862, file: !1, line: 77, type: !36)
!878 = !DILocation(line: 77, column: 7, scope: !862)
!879 = !DILocation(line: 77, column: 13, scope: !862)
!880 = !DILocation(line: 77, column: 16, scope: !862)
!881 = !DILocation(line: 77, column: 20, scope: !862)
!882 = !DILocation(line: 77, column: 26, scope: !862)
!883 = !DILocation(line: 77, column: 29, scope: !862)
!884 = !DILocation(line: 78, column: 3, scope: !862)
!885 = !DILocation(line: 78, column: 10, scope: !862)
!886 = !DILocation(line: 78, column: 16, scope: !862)
!887 = !DILocation(line: 78, column: 14, scope: !862)
!888 = !DILocation(line: 79, column: 9, scope: !862)
!889 = distinct !{!889, !884, !890, !205}
!890 = !DILocation(line: 79, column: 12, scope: !862)
!891 = !DILocation(line: 80, column: 18, scope: !862)
!892 = !DILocation(line: 80, column: 21, scope: !862)
!893 = !DILocation(line: 80, column: 41, scope: !862)
!894 = !DILocation(line: 80, column: 39, scope: !862)
!895 = !DILocation(line: 80, column: 10, scope: !862)
!896 = !DILocation(line: 80, column: 3, scope: !862)
!897 = !DILocation(line: 80, column: 6, scope: !862)
!898 = !DILocation(line: 80, column: 8, scope: !862)
!899 = !DILocation(line: 81, column: 18, scope: !862)
!900 = !DILocation(line: 81, column: 21, scope: !862)
!901 = !DILocation(line: 81, column: 41, scope: !862)
!902 = !DILocation(line: 81, column: 39, scope: !862)
!903 = !DILocation(line: 81, column: 10, scope: !862)
!904 = !DILocation(line: 81, column: 3, scope: !862)
!905 = !DILocation(line: 81, column: 6, scope: !862)
!906 = !DILocation(line: 81, column: 8, scope: !862)
!907 = !DILocation(line: 82, column: 12, scope: !862)
!908 = !DILocation(line: 82, column: 3, scope: !862)
!909 = !DILocation(line: 82, column: 6, scope: !862)
!910 = !DILocation(line: 82, column: 10, scope: !862)
!911 = !DILocation(line: 83, column: 1, scope: !862)
!912 = distinct !DISubprogram(name: "lcg_next", scope: !1, file: !1, line: 64, type: !913, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!913 = !DISubroutineType(types: !914)
!914 = !{!26, !915}
!915 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!916 = !DILocalVariable(name: "state", arg: 1, scope: !912, file: !1, line: 64, type: !915)
!917 = !DILocation(line: 64, column: 34, scope: !912)
!918 = !DILocation(line: 65, column: 13, scope: !912)
!919 = !DILocation(line: 65, column: 12, scope: !912)
!920 = !DILocation(line: 65, column: 19, scope: !912)
!921 = !DILocation(line: 65, column: 30, scope: !912)
!922 = !DILocation(line: 65, column: 4, scope: !912)
!923 = !DILocation(line: 65, column: 10, scope: !912)
!924 = !DILocation(line: 66, column: 20, scope: !912)
!925 = !DILocation(line: 66, column: 19, scope: !912)
!926 = !DILocation(line: 66, column: 26, scope: !912)
!927 = !DILocation(line: 66, column: 10, scope: !912)
!928 = !DILocation(line: 66, column: 32, scope: !912)
!929 = !DILocation(line: 66, column: 3, scope: !912)
!930 = distinct !DISubprogram(name: "cell_of", scope: !1, file: !1, line: 98, type: !931, scopeLine: 98, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!931 = !DISubroutineType(types: !932)
!932 = !{!36, !26, !36, !36, !148}
!933 = !DILocalVariable(name: "x", arg: 1, scope: !930, file: !1, line: 98, type: !26)
!934 = !DILocation(line: 98, column: 27, scope: !930)
!935 = !DILocalVariable(name: "x0", arg: 2, scope: !930, file: !1, line: 98, type: !36)
!936 = !DILocation(line: 98, column: 34, scope: !930)
!937 = !DILocalVariable(name: "cells", arg: 3, scope: !930, file: !1, line: 98, type: !36)
!938 = !DILocation(line: 98, column: 42, scope: !930)
!939 = !DILocalVariable(name: "fraction", arg: 4, scope: !930, file: !1, line: 98, type: !148)
!940 = !DILocation(line: 98, column: 57, scope: !930)
!941 = !DILocalVariable(name: "s", scope: !930, file: !1, line: 99, type: !26)
!942 = !DILocation(line: 99, column: 10, scope: !930)
!943 = !DILocation(line: 99, column: 14, scope: !930)
!944 = !DILocation(line: 99, column: 18, scope: !930)
!945 = !DILocation(line: 99, column: 16, scope: !930)
!946 = !DILocalVariable(name: "i", scope: !930, file: !1, line: 100, type: !36)
!947 = !DILocation(line: 100, column: 7, scope: !930)
!948 = !DILocation(line: 100, column: 16, scope: !930)
!949 = !DILocation(line: 100, column: 11, scope: !930)
!950 = !DILocation(line: 101, column: 7, scope: !951)
!951 = distinct !DILexicalBlock(scope: !930, file: !1, line: 101, column: 7)
!952 = !DILocation(line: 101, column: 12, scope: !951)
!953 = !DILocation(line: 101, column: 9, scope: !951)
!954 = !DILocation(line: 101, column: 7, scope: !930)
!955 = !DILocation(line: 102, column: 9, scope: !951)
!956 = !DILocation(line: 102, column: 15, scope: !951)
!957 = !DILocation(line: 102, column: 7, scope: !951)
!958 = !DILocation(line: 102, column: 5, scope: !951)
!959 = !DILocation(line: 103, column: 7, scope: !960)
!960 = distinct !DILexicalBlock(scope: !930, file: !1, line: 103, column: 7)
!961 = !DILocation(line: 103, column: 9, scope: !960)
!962 = !DILocation(line: 103, column: 7, scope: !930)
!963 = !DILocation(line: 104, column: 7, scope: !960)
!964 = !DILocation(line: 104, column: 5, scope: !960)
!965 = !DILocation(line: 105, column: 15, scope: !930)
!966 = !DILocation(line: 105, column: 19, scope: !930)
!967 = !DILocation(line: 105, column: 17, scope: !930)
!968 = !DILocation(line: 105, column: 4, scope: !930)
!969 = !DILocation(line: 105, column: 13, scope: !930)
!970 = !DILocation(line: 106, column: 10, scope: !930)
!971 = !DILocation(line: 106, column: 3, scope: !930)
!972 = distinct !DISubprogram(name: "ensure", scope: !1, file: !1, line: 123, type: !973, scopeLine: 123, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!973 = !DISubroutineType(types: !974)
!974 = !{!148, !148, !822, !36}
!975 = !DILocalVariable(name: "buffer", arg: 1, scope: !972, file: !1, line: 123, type: !148)
!976 = !DILocation(line: 123, column: 31, scope: !972)
!977 = !DILocalVariable(name: "cap", arg: 2, scope: !972, file: !1, line: 123, type: !822)
!978 = !DILocation(line: 123, column: 44, scope: !972)
!979 = !DILocalVariable(name: "count", arg: 3, scope: !972, file: !1, line: 123, type: !36)
!980 = !DILocation(line: 123, column: 53, scope: !972)
!981 = !DILocation(line: 124, column: 7, scope: !982)
!982 = distinct !DILexicalBlock(scope: !972, file: !1, line: 124, column: 7)
!983 = !DILocation(line: 124, column: 17, scope: !982)
!984 = !DILocation(line: 124, column: 16, scope: !982)
!985 = !DILocation(line: 124, column: 13, scope: !982)
!986 = !DILocation(line: 124, column: 7, scope: !972)
!987 = !DILocation(line: 125, column: 12, scope: !982)
!988 = !DILocation(line: 125, column: 5, scope: !982)
!989 = !DILocation(line: 126, column: 3, scope: !972)
!990 = !DILocation(line: 126, column: 11, scope: !972)
!991 = !DILocation(line: 126, column: 10, scope: !972)
!992 = !DILocation(line: 126, column: 17, scope: !972)
!993 = !DILocation(line: 126, column: 15, scope: !972)
!994 = !DILocation(line: 127, column: 6, scope: !972)
!995 = !DILocation(line: 127, column: 10, scope: !972)
!996 = distinct !{!996, !989, !997, !205}
!997 = !DILocation(line: 127, column: 13, scope: !972)
!998 = !DILocation(line: 128, column: 18, scope: !972)
!999 = !DILocation(line: 128, column: 56, scope: !972)
!1000 = !DILocation(line: 128, column: 55, scope: !972)
!1001 = !DILocation(line: 128, column: 47, scope: !972)
!1002 = !DILocation(line: 128, column: 45, scope: !972)
!1003 = !DILocation(line: 128, column: 10, scope: !972)
!1004 = !DILocation(line: 128, column: 3, scope: !972)
!1005 = !DILocation(line: 129, column: 1, scope: !972)
!1006 = distinct !DISubprogram(name: "periodic", scope: !1, file: !1, line: 111, type: !1007, scopeLine: 111, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!1007 = !DISubroutineType(types: !1008)
!1008 = !{!26, !26, !26}
!1009 = !DILocalVariable(name: "x", arg: 1, scope: !1006, file: !1, line: 111, type: !26)
!1010 = !DILocation(line: 111, column: 31, scope: !1006)
!1011 = !DILocalVariable(name: "length", arg: 2, scope: !1006, file: !1, line: 111, type: !26)
!1012 = !DILocation(line: 111, column: 41, scope: !1006)
!1013 = !DILocation(line: 112, column: 7, scope: !1014)
!1014 = distinct !DILexicalBlock(scope: !1006, file: !1, line: 112, column: 7)
!1015 = !DILocation(line: 112, column: 12, scope: !1014)
!1016 = !DILocation(line: 112, column: 9, scope: !1014)
!1017 = !DILocation(line: 112, column: 7, scope: !1006)
!1018 = !DILocation(line: 113, column: 12, scope: !1014)
!1019 = !DILocation(line: 113, column: 16, scope: !1014)
!1020 = !DILocation(line: 113, column: 14, scope: !1014)
!1021 = !DILocation(line: 113, column: 5, scope: !1014)
!1022 = !DILocation(line: 114, column: 7, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1006, file: !1, line: 114, column: 7)
!1024 = !DILocation(line: 114, column: 9, scope: !1023)
!1025 = !DILocation(line: 114, column: 7, scope: !1006)
!1026 = !DILocation(line: 115, column: 10, scope: !1027)
!1027 = distinct !DILexicalBlock(scope: !1023, file: !1, line: 114, column: 16)
!1028 = !DILocation(line: 115, column: 7, scope: !1027)
!1029 = !DILocation(line: 116, column: 9, scope: !1030)
!1030 = distinct !DILexicalBlock(scope: !1027, file: !1, line: 116, column: 9)
!1031 = !DILocation(line: 116, column: 14, scope: !1030)
!1032 = !DILocation(line: 116, column: 11, scope: !1030)
!1033 = !DILocation(line: 116, column: 9, scope: !1027)
!1034 = !DILocation(line: 117, column: 9, scope: !1030)
!1035 = !DILocation(line: 117, column: 7, scope: !1030)
!1036 = !DILocation(line: 118, column: 3, scope: !1027)
!1037 = !DILocation(line: 119, column: 10, scope: !1006)
!1038 = !DILocation(line: 119, column: 3, scope: !1006)
!1039 = !DILocation(line: 120, column: 1, scope: !1006)
!1040 = distinct !DISubprogram(name: "particles_append", scope: !1, file: !1, line: 86, type: !1041, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !61)
!1041 = !DISubroutineType(types: !1042)
!1042 = !{null, !865, !1043, !36}
!1043 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!1044 = !DILocalVariable(name: "p", arg: 1, scope: !1040, file: !1, line: 86, type: !865)
!1045 = !DILocation(line: 86, column: 48, scope: !1040)
!1046 = !DILocalVariable(name: "packed", arg: 2, scope: !1040, file: !1, line: 86, type: !1043)
!1047 = !DILocation(line: 86, column: 65, scope: !1040)
!1048 = !DILocalVariable(name: "count", arg: 3, scope: !1040, file: !1, line: 87, type: !36)
!1049 = !DILocation(line: 87, column: 34, scope: !1040)
!1050 = !DILocation(line: 88, column: 21, scope: !1040)
!1051 = !DILocation(line: 88, column: 24, scope: !1040)
!1052 = !DILocation(line: 88, column: 27, scope: !1040)
!1053 = !DILocation(line: 88, column: 31, scope: !1040)
!1054 = !DILocation(line: 88, column: 29, scope: !1040)
!1055 = !DILocation(line: 88, column: 3, scope: !1040)
!1056 = !DILocalVariable(name: "k", scope: !1057, file: !1, line: 89, type: !36)
!1057 = distinct !DILexicalBlock(scope: !1040, file: !1, line: 89, column: 3)
!1058 = !DILocation(line: 89, column: 12, scope: !1057)
!1059 = !DILocation(line: 89, column: 8, scope: !1057)
!1060 = !DILocation(line: 89, column: 19, scope: !1061)
!1061 = distinct !DILexicalBlock(scope: !1057, file: !1, line: 89, column: 3)
!1062 = !DILocation(line: 89, column: 23, scope: !1061)
!1063 = !DILocation(line: 89, column: 21, scope: !1061)
!1064 = !DILocation(line: 89, column: 3, scope: !1057)
!1065 = !DILocation(line: 90, column: 22, scope: !1066)
!1066 = distinct !DILexicalBlock(scope: !1061, file: !1, line: 89, column: 35)
!1067 = !DILocation(line: 90, column: 33, scope: !1066)
!1068 = !DILocation(line: 90, column: 31, scope: !1066)
!1069 = !DILocation(line: 90, column: 5, scope: !1066)
!1070 = !DILocation(line: 90, column: 8, scope: !1066)
!1071 = !DILocation(line: 90, column: 10, scope: !1066)
!1072 = !DILocation(line: 90, column: 13, scope: !1066)
!1073 = !DILocation(line: 90, column: 17, scope: !1066)
!1074 = !DILocation(line: 90, column: 15, scope: !1066)
!1075 = !DILocation(line: 90, column: 20, scope: !1066)
!1076 = !DILocation(line: 91, column: 22, scope: !1066)
!1077 = !DILocation(line: 91, column: 33, scope: !1066)
!1078 = !DILocation(line: 91, column: 31, scope: !1066)
!1079 = !DILocation(line: 91, column: 35, scope: !1066)
!1080 = !DILocation(line: 91, column: 5, scope: !1066)
!1081 = !DILocation(line: 91, column: 8, scope: !1066)
!1082 = !DILocation(line: 91, column: 10, scope: !1066)
!1083 = !DILocation(line: 91, column: 13, scope: !1066)
!1084 = !DILocation(line: 91, column: 17, scope: !1066)
!1085 = !DILocation(line: 91, column: 15, scope: !1066)
!1086 = !DILocation(line: 91, column: 20, scope: !1066)
!1087 = !DILocation(line: 92, column: 3, scope: !1066)
!1088 = !DILocation(line: 89, column: 31, scope: !1061)
!1089 = !DILocation(line: 89, column: 3, scope: !1061)
!1090 = distinct !{!1090, !1064, !1091, !205}
!1091 = !DILocation(line: 92, column: 3, scope: !1057)
!1092 = !DILocation(line: 93, column: 11, scope: !1040)
!1093 = !DILocation(line: 93, column: 3, scope: !1040)
!1094 = !DILocation(line: 93, column: 6, scope: !1040)
!1095 = !DILocation(line: 93, column: 8, scope: !1040)
!1096 = !DILocation(line: 94, column: 1, scope: !1040)
