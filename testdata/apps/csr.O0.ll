; ModuleID = 'csr.c'
source_filename = "csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.csr = type { i32, i32*, i32*, double* }
%struct.exchange = type { i32, i32*, i32*, i32*, i32*, i32*, i32*, double*, %struct.ompi_request_t** }
%struct.ompi_request_t = type opaque
%struct.ompi_communicator_t = type opaque
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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.csr, align 8
  %13 = alloca %struct.exchange, align 8
  %14 = alloca i32, align 4
  %15 = alloca double*, align 8
  %16 = alloca double*, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca [2 x double], align 16
  %27 = alloca [2 x double], align 16
  %28 = alloca i32, align 4
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !49, metadata !DIExpression()), !dbg !50
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !51, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %6, metadata !53, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.declare(metadata i32* %7, metadata !55, metadata !DIExpression()), !dbg !56
  %34 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !57
  %35 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !58
  %36 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %8, metadata !60, metadata !DIExpression()), !dbg !61
  %37 = load i32, i32* %4, align 4, !dbg !62
  %38 = load i8**, i8*** %5, align 8, !dbg !63
  %39 = call i32 @parse_count(i32 noundef %37, i8** noundef %38, i32 noundef 1, i32 noundef 200), !dbg !64
  store i32 %39, i32* %8, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %9, metadata !65, metadata !DIExpression()), !dbg !66
  %40 = load i32, i32* %4, align 4, !dbg !67
  %41 = load i8**, i8*** %5, align 8, !dbg !68
  %42 = call i32 @parse_count(i32 noundef %40, i8** noundef %41, i32 noundef 2, i32 noundef 20), !dbg !69
  store i32 %42, i32* %9, align 4, !dbg !66
  %43 = load i32, i32* %8, align 4, !dbg !70
  %44 = icmp slt i32 %43, 1, !dbg !72
  br i1 %44, label %45, label %46, !dbg !73

45:                                               ; preds = %2
  store i32 1, i32* %8, align 4, !dbg !74
  br label %46, !dbg !75

46:                                               ; preds = %45, %2
  call void @llvm.dbg.declare(metadata i32* %10, metadata !76, metadata !DIExpression()), !dbg !77
  %47 = load i32, i32* %8, align 4, !dbg !78
  %48 = load i32, i32* %7, align 4, !dbg !79
  %49 = mul nsw i32 %47, %48, !dbg !80
  store i32 %49, i32* %10, align 4, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %11, metadata !81, metadata !DIExpression()), !dbg !82
  %50 = load i32, i32* %6, align 4, !dbg !83
  %51 = load i32, i32* %8, align 4, !dbg !84
  %52 = mul nsw i32 %50, %51, !dbg !85
  store i32 %52, i32* %11, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata %struct.csr* %12, metadata !86, metadata !DIExpression()), !dbg !95
  %53 = load i32, i32* %10, align 4, !dbg !96
  %54 = load i32, i32* %11, align 4, !dbg !97
  %55 = load i32, i32* %8, align 4, !dbg !98
  call void @laplacian(%struct.csr* sret(%struct.csr) align 8 %12, i32 noundef %53, i32 noundef %54, i32 noundef %55), !dbg !99
  call void @llvm.dbg.declare(metadata %struct.exchange* %13, metadata !100, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.declare(metadata i32* %14, metadata !117, metadata !DIExpression()), !dbg !118
  %56 = load i32, i32* %11, align 4, !dbg !119
  %57 = load i32, i32* %8, align 4, !dbg !120
  %58 = load i32, i32* %7, align 4, !dbg !121
  %59 = call i32 @setup_exchange(%struct.csr* noundef %12, i32 noundef %56, i32 noundef %57, i32 noundef %58, %struct.exchange* noundef %13), !dbg !122
  store i32 %59, i32* %14, align 4, !dbg !118
  call void @llvm.dbg.declare(metadata double** %15, metadata !123, metadata !DIExpression()), !dbg !124
  %60 = load i32, i32* %8, align 4, !dbg !125
  %61 = load i32, i32* %14, align 4, !dbg !126
  %62 = add nsw i32 %60, %61, !dbg !127
  %63 = sext i32 %62 to i64, !dbg !128
  %64 = mul i64 8, %63, !dbg !129
  %65 = call noalias i8* @malloc(i64 noundef %64) #5, !dbg !130
  %66 = bitcast i8* %65 to double*, !dbg !130
  store double* %66, double** %15, align 8, !dbg !124
  call void @llvm.dbg.declare(metadata double** %16, metadata !131, metadata !DIExpression()), !dbg !132
  %67 = load i32, i32* %8, align 4, !dbg !133
  %68 = sext i32 %67 to i64, !dbg !133
  %69 = mul i64 8, %68, !dbg !134
  %70 = call noalias i8* @malloc(i64 noundef %69) #5, !dbg !135
  %71 = bitcast i8* %70 to double*, !dbg !135
  store double* %71, double** %16, align 8, !dbg !132
  call void @llvm.dbg.declare(metadata double* %17, metadata !136, metadata !DIExpression()), !dbg !137
  store double 0.000000e+00, double* %17, align 8, !dbg !137
  call void @llvm.dbg.declare(metadata double* %18, metadata !138, metadata !DIExpression()), !dbg !139
  store double 0.000000e+00, double* %18, align 8, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %19, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %19, align 4, !dbg !142
  br label %72, !dbg !143

72:                                               ; preds = %101, %46
  %73 = load i32, i32* %19, align 4, !dbg !144
  %74 = load i32, i32* %8, align 4, !dbg !146
  %75 = icmp slt i32 %73, %74, !dbg !147
  br i1 %75, label %76, label %104, !dbg !148

76:                                               ; preds = %72
  call void @llvm.dbg.declare(metadata i32* %20, metadata !149, metadata !DIExpression()), !dbg !151
  %77 = load i32, i32* %11, align 4, !dbg !152
  %78 = load i32, i32* %19, align 4, !dbg !153
  %79 = add nsw i32 %77, %78, !dbg !154
  store i32 %79, i32* %20, align 4, !dbg !151
  %80 = load i32, i32* %20, align 4, !dbg !155
  %81 = mul nsw i32 %80, 37, !dbg !156
  %82 = srem i32 %81, 11, !dbg !157
  %83 = sitofp i32 %82 to double, !dbg !158
  %84 = call double @llvm.fmuladd.f64(double 1.000000e-01, double %83, double 1.000000e+00), !dbg !159
  %85 = load double*, double** %15, align 8, !dbg !160
  %86 = load i32, i32* %19, align 4, !dbg !161
  %87 = sext i32 %86 to i64, !dbg !160
  %88 = getelementptr inbounds double, double* %85, i64 %87, !dbg !160
  store double %84, double* %88, align 8, !dbg !162
  %89 = load double*, double** %15, align 8, !dbg !163
  %90 = load i32, i32* %19, align 4, !dbg !164
  %91 = sext i32 %90 to i64, !dbg !163
  %92 = getelementptr inbounds double, double* %89, i64 %91, !dbg !163
  %93 = load double, double* %92, align 8, !dbg !163
  %94 = load double*, double** %15, align 8, !dbg !165
  %95 = load i32, i32* %19, align 4, !dbg !166
  %96 = sext i32 %95 to i64, !dbg !165
  %97 = getelementptr inbounds double, double* %94, i64 %96, !dbg !165
  %98 = load double, double* %97, align 8, !dbg !165
  %99 = load double, double* %17, align 8, !dbg !167
  %100 = call double @llvm.fmuladd.f64(double %93, double %98, double %99), !dbg !167
  store double %100, double* %17, align 8, !dbg !167
  br label %101, !dbg !168

101:                                              ; preds = %76
  %102 = load i32, i32* %19, align 4, !dbg !169
  %103 = add nsw i32 %102, 1, !dbg !169
  store i32 %103, i32* %19, align 4, !dbg !169
  br label %72, !dbg !170, !llvm.loop !171

104:                                              ; preds = %72
  %105 = bitcast double* %17 to i8*, !dbg !174
  %106 = bitcast double* %18 to i8*, !dbg !175
  %107 = call i32 @MPI_Allreduce(i8* noundef %105, i8* noundef %106, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !176
  call void @llvm.dbg.declare(metadata double* %21, metadata !177, metadata !DIExpression()), !dbg !178
  %108 = load double, double* %18, align 8, !dbg !179
  %109 = call double @sqrt(double noundef %108) #5, !dbg !180
  %110 = fdiv double 1.000000e+00, %109, !dbg !181
  store double %110, double* %21, align 8, !dbg !178
  call void @llvm.dbg.declare(metadata i32* %22, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %22, align 4, !dbg !184
  br label %111, !dbg !185

111:                                              ; preds = %123, %104
  %112 = load i32, i32* %22, align 4, !dbg !186
  %113 = load i32, i32* %8, align 4, !dbg !188
  %114 = icmp slt i32 %112, %113, !dbg !189
  br i1 %114, label %115, label %126, !dbg !190

115:                                              ; preds = %111
  %116 = load double, double* %21, align 8, !dbg !191
  %117 = load double*, double** %15, align 8, !dbg !192
  %118 = load i32, i32* %22, align 4, !dbg !193
  %119 = sext i32 %118 to i64, !dbg !192
  %120 = getelementptr inbounds double, double* %117, i64 %119, !dbg !192
  %121 = load double, double* %120, align 8, !dbg !194
  %122 = fmul double %121, %116, !dbg !194
  store double %122, double* %120, align 8, !dbg !194
  br label %123, !dbg !192

123:                                              ; preds = %115
  %124 = load i32, i32* %22, align 4, !dbg !195
  %125 = add nsw i32 %124, 1, !dbg !195
  store i32 %125, i32* %22, align 4, !dbg !195
  br label %111, !dbg !196, !llvm.loop !197

126:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata double* %23, metadata !199, metadata !DIExpression()), !dbg !200
  store double 0.000000e+00, double* %23, align 8, !dbg !200
  %127 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !201
  call void @llvm.dbg.declare(metadata double* %24, metadata !202, metadata !DIExpression()), !dbg !203
  %128 = call double @MPI_Wtime(), !dbg !204
  store double %128, double* %24, align 8, !dbg !203
  call void @llvm.dbg.declare(metadata i32* %25, metadata !205, metadata !DIExpression()), !dbg !207
  store i32 1, i32* %25, align 4, !dbg !207
  br label %129, !dbg !208

129:                                              ; preds = %220, %126
  %130 = load i32, i32* %25, align 4, !dbg !209
  %131 = load i32, i32* %9, align 4, !dbg !211
  %132 = icmp sle i32 %130, %131, !dbg !212
  br i1 %132, label %133, label %223, !dbg !213

133:                                              ; preds = %129
  %134 = load double*, double** %15, align 8, !dbg !214
  call void @exchange_ghosts(%struct.exchange* noundef %13, double* noundef %134), !dbg !216
  %135 = load double*, double** %15, align 8, !dbg !217
  %136 = load double*, double** %16, align 8, !dbg !218
  call void @spmv(%struct.csr* noundef %12, double* noundef %135, double* noundef %136), !dbg !219
  call void @llvm.dbg.declare(metadata [2 x double]* %26, metadata !220, metadata !DIExpression()), !dbg !224
  %137 = bitcast [2 x double]* %26 to i8*, !dbg !224
  call void @llvm.memset.p0i8.i64(i8* align 16 %137, i8 0, i64 16, i1 false), !dbg !224
  call void @llvm.dbg.declare(metadata [2 x double]* %27, metadata !225, metadata !DIExpression()), !dbg !226
  %138 = bitcast [2 x double]* %27 to i8*, !dbg !226
  call void @llvm.memset.p0i8.i64(i8* align 16 %138, i8 0, i64 16, i1 false), !dbg !226
  call void @llvm.dbg.declare(metadata i32* %28, metadata !227, metadata !DIExpression()), !dbg !229
  store i32 0, i32* %28, align 4, !dbg !229
  br label %139, !dbg !230

139:                                              ; preds = %170, %133
  %140 = load i32, i32* %28, align 4, !dbg !231
  %141 = load i32, i32* %8, align 4, !dbg !233
  %142 = icmp slt i32 %140, %141, !dbg !234
  br i1 %142, label %143, label %173, !dbg !235

143:                                              ; preds = %139
  %144 = load double*, double** %15, align 8, !dbg !236
  %145 = load i32, i32* %28, align 4, !dbg !238
  %146 = sext i32 %145 to i64, !dbg !236
  %147 = getelementptr inbounds double, double* %144, i64 %146, !dbg !236
  %148 = load double, double* %147, align 8, !dbg !236
  %149 = load double*, double** %16, align 8, !dbg !239
  %150 = load i32, i32* %28, align 4, !dbg !240
  %151 = sext i32 %150 to i64, !dbg !239
  %152 = getelementptr inbounds double, double* %149, i64 %151, !dbg !239
  %153 = load double, double* %152, align 8, !dbg !239
  %154 = getelementptr inbounds [2 x double], [2 x double]* %26, i64 0, i64 0, !dbg !241
  %155 = load double, double* %154, align 16, !dbg !242
  %156 = call double @llvm.fmuladd.f64(double %148, double %153, double %155), !dbg !242
  store double %156, double* %154, align 16, !dbg !242
  %157 = load double*, double** %16, align 8, !dbg !243
  %158 = load i32, i32* %28, align 4, !dbg !244
  %159 = sext i32 %158 to i64, !dbg !243
  %160 = getelementptr inbounds double, double* %157, i64 %159, !dbg !243
  %161 = load double, double* %160, align 8, !dbg !243
  %162 = load double*, double** %16, align 8, !dbg !245
  %163 = load i32, i32* %28, align 4, !dbg !246
  %164 = sext i32 %163 to i64, !dbg !245
  %165 = getelementptr inbounds double, double* %162, i64 %164, !dbg !245
  %166 = load double, double* %165, align 8, !dbg !245
  %167 = getelementptr inbounds [2 x double], [2 x double]* %26, i64 0, i64 1, !dbg !247
  %168 = load double, double* %167, align 8, !dbg !248
  %169 = call double @llvm.fmuladd.f64(double %161, double %166, double %168), !dbg !248
  store double %169, double* %167, align 8, !dbg !248
  br label %170, !dbg !249

170:                                              ; preds = %143
  %171 = load i32, i32* %28, align 4, !dbg !250
  %172 = add nsw i32 %171, 1, !dbg !250
  store i32 %172, i32* %28, align 4, !dbg !250
  br label %139, !dbg !251, !llvm.loop !252

173:                                              ; preds = %139
  %174 = getelementptr inbounds [2 x double], [2 x double]* %26, i64 0, i64 0, !dbg !254
  %175 = bitcast double* %174 to i8*, !dbg !254
  %176 = getelementptr inbounds [2 x double], [2 x double]* %27, i64 0, i64 0, !dbg !255
  %177 = bitcast double* %176 to i8*, !dbg !255
  %178 = call i32 @MPI_Allreduce(i8* noundef %175, i8* noundef %177, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !256
  %179 = getelementptr inbounds [2 x double], [2 x double]* %27, i64 0, i64 0, !dbg !257
  %180 = load double, double* %179, align 16, !dbg !257
  store double %180, double* %23, align 8, !dbg !258
  call void @llvm.dbg.declare(metadata double* %29, metadata !259, metadata !DIExpression()), !dbg !260
  %181 = getelementptr inbounds [2 x double], [2 x double]* %27, i64 0, i64 1, !dbg !261
  %182 = load double, double* %181, align 8, !dbg !261
  %183 = call double @sqrt(double noundef %182) #5, !dbg !262
  %184 = fdiv double 1.000000e+00, %183, !dbg !263
  store double %184, double* %29, align 8, !dbg !260
  call void @llvm.dbg.declare(metadata i32* %30, metadata !264, metadata !DIExpression()), !dbg !266
  store i32 0, i32* %30, align 4, !dbg !266
  br label %185, !dbg !267

185:                                              ; preds = %201, %173
  %186 = load i32, i32* %30, align 4, !dbg !268
  %187 = load i32, i32* %8, align 4, !dbg !270
  %188 = icmp slt i32 %186, %187, !dbg !271
  br i1 %188, label %189, label %204, !dbg !272

189:                                              ; preds = %185
  %190 = load double*, double** %16, align 8, !dbg !273
  %191 = load i32, i32* %30, align 4, !dbg !274
  %192 = sext i32 %191 to i64, !dbg !273
  %193 = getelementptr inbounds double, double* %190, i64 %192, !dbg !273
  %194 = load double, double* %193, align 8, !dbg !273
  %195 = load double, double* %29, align 8, !dbg !275
  %196 = fmul double %194, %195, !dbg !276
  %197 = load double*, double** %15, align 8, !dbg !277
  %198 = load i32, i32* %30, align 4, !dbg !278
  %199 = sext i32 %198 to i64, !dbg !277
  %200 = getelementptr inbounds double, double* %197, i64 %199, !dbg !277
  store double %196, double* %200, align 8, !dbg !279
  br label %201, !dbg !277

201:                                              ; preds = %189
  %202 = load i32, i32* %30, align 4, !dbg !280
  %203 = add nsw i32 %202, 1, !dbg !280
  store i32 %203, i32* %30, align 4, !dbg !280
  br label %185, !dbg !281, !llvm.loop !282

204:                                              ; preds = %185
  %205 = load i32, i32* %6, align 4, !dbg !284
  %206 = icmp eq i32 %205, 0, !dbg !286
  br i1 %206, label %207, label %219, !dbg !287

207:                                              ; preds = %204
  %208 = load i32, i32* %25, align 4, !dbg !288
  %209 = srem i32 %208, 5, !dbg !289
  %210 = icmp eq i32 %209, 0, !dbg !290
  br i1 %210, label %215, label %211, !dbg !291

211:                                              ; preds = %207
  %212 = load i32, i32* %25, align 4, !dbg !292
  %213 = load i32, i32* %9, align 4, !dbg !293
  %214 = icmp eq i32 %212, %213, !dbg !294
  br i1 %214, label %215, label %219, !dbg !295

215:                                              ; preds = %211, %207
  %216 = load i32, i32* %25, align 4, !dbg !296
  %217 = load double, double* %23, align 8, !dbg !297
  %218 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %216, double noundef %217), !dbg !298
  br label %219, !dbg !298

219:                                              ; preds = %215, %211, %204
  br label %220, !dbg !299

220:                                              ; preds = %219
  %221 = load i32, i32* %25, align 4, !dbg !300
  %222 = add nsw i32 %221, 1, !dbg !300
  store i32 %222, i32* %25, align 4, !dbg !300
  br label %129, !dbg !301, !llvm.loop !302

223:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata double* %31, metadata !304, metadata !DIExpression()), !dbg !305
  %224 = call double @MPI_Wtime(), !dbg !306
  %225 = load double, double* %24, align 8, !dbg !307
  %226 = fsub double %224, %225, !dbg !308
  store double %226, double* %31, align 8, !dbg !305
  call void @llvm.dbg.declare(metadata i32* %32, metadata !309, metadata !DIExpression()), !dbg !310
  store i32 0, i32* %32, align 4, !dbg !310
  call void @llvm.dbg.declare(metadata i32* %33, metadata !311, metadata !DIExpression()), !dbg !312
  store i32 0, i32* %33, align 4, !dbg !312
  %227 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 0, !dbg !313
  %228 = bitcast i32* %227 to i8*, !dbg !314
  %229 = bitcast i32* %32 to i8*, !dbg !315
  %230 = call i32 @MPI_Reduce(i8* noundef %228, i8* noundef %229, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !316
  %231 = bitcast i32* %14 to i8*, !dbg !317
  %232 = bitcast i32* %33 to i8*, !dbg !318
  %233 = call i32 @MPI_Reduce(i8* noundef %231, i8* noundef %232, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !319
  %234 = load i32, i32* %6, align 4, !dbg !320
  %235 = icmp eq i32 %234, 0, !dbg !322
  br i1 %235, label %236, label %254, !dbg !323

236:                                              ; preds = %223
  %237 = load i32, i32* %10, align 4, !dbg !324
  %238 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 1, !dbg !326
  %239 = load i32*, i32** %238, align 8, !dbg !326
  %240 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 0, !dbg !327
  %241 = load i32, i32* %240, align 8, !dbg !327
  %242 = sext i32 %241 to i64, !dbg !328
  %243 = getelementptr inbounds i32, i32* %239, i64 %242, !dbg !328
  %244 = load i32, i32* %243, align 4, !dbg !328
  %245 = load i32, i32* %9, align 4, !dbg !329
  %246 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([67 x i8], [67 x i8]* @.str.1, i64 0, i64 0), i32 noundef %237, i32 noundef 24, i32 noundef %244, i32 noundef %245), !dbg !330
  %247 = load i32, i32* %33, align 4, !dbg !331
  %248 = load i32, i32* %32, align 4, !dbg !332
  %249 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.2, i64 0, i64 0), i32 noundef %247, i32 noundef %248), !dbg !333
  %250 = load double, double* %23, align 8, !dbg !334
  %251 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str.3, i64 0, i64 0), double noundef %250), !dbg !335
  %252 = load double, double* %31, align 8, !dbg !336
  %253 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %252), !dbg !337
  br label %254, !dbg !338

254:                                              ; preds = %236, %223
  %255 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 1, !dbg !339
  %256 = load i32*, i32** %255, align 8, !dbg !339
  %257 = bitcast i32* %256 to i8*, !dbg !340
  call void @free(i8* noundef %257) #5, !dbg !341
  %258 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 2, !dbg !342
  %259 = load i32*, i32** %258, align 8, !dbg !342
  %260 = bitcast i32* %259 to i8*, !dbg !343
  call void @free(i8* noundef %260) #5, !dbg !344
  %261 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 3, !dbg !345
  %262 = load double*, double** %261, align 8, !dbg !345
  %263 = bitcast double* %262 to i8*, !dbg !346
  call void @free(i8* noundef %263) #5, !dbg !347
  %264 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 1, !dbg !348
  %265 = load i32*, i32** %264, align 8, !dbg !348
  %266 = bitcast i32* %265 to i8*, !dbg !349
  call void @free(i8* noundef %266) #5, !dbg !350
  %267 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 2, !dbg !351
  %268 = load i32*, i32** %267, align 8, !dbg !351
  %269 = bitcast i32* %268 to i8*, !dbg !352
  call void @free(i8* noundef %269) #5, !dbg !353
  %270 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 3, !dbg !354
  %271 = load i32*, i32** %270, align 8, !dbg !354
  %272 = bitcast i32* %271 to i8*, !dbg !355
  call void @free(i8* noundef %272) #5, !dbg !356
  %273 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 4, !dbg !357
  %274 = load i32*, i32** %273, align 8, !dbg !357
  %275 = bitcast i32* %274 to i8*, !dbg !358
  call void @free(i8* noundef %275) #5, !dbg !359
  %276 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 5, !dbg !360
  %277 = load i32*, i32** %276, align 8, !dbg !360
  %278 = bitcast i32* %277 to i8*, !dbg !361
  call void @free(i8* noundef %278) #5, !dbg !362
  %279 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 6, !dbg !363
  %280 = load i32*, i32** %279, align 8, !dbg !363
  %281 = bitcast i32* %280 to i8*, !dbg !364
  call void @free(i8* noundef %281) #5, !dbg !365
  %282 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 7, !dbg !366
  %283 = load double*, double** %282, align 8, !dbg !366
  %284 = bitcast double* %283 to i8*, !dbg !367
  call void @free(i8* noundef %284) #5, !dbg !368
  %285 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 8, !dbg !369
  %286 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %285, align 8, !dbg !369
  %287 = bitcast %struct.ompi_request_t** %286 to i8*, !dbg !370
  call void @free(i8* noundef %287) #5, !dbg !371
  %288 = load double*, double** %15, align 8, !dbg !372
  %289 = bitcast double* %288 to i8*, !dbg !372
  call void @free(i8* noundef %289) #5, !dbg !373
  %290 = load double*, double** %16, align 8, !dbg !374
  %291 = bitcast double* %290 to i8*, !dbg !374
  call void @free(i8* noundef %291) #5, !dbg !375
  %292 = call i32 @MPI_Finalize(), !dbg !376
  ret i32 0, !dbg !377
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !378 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !381, metadata !DIExpression()), !dbg !382
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !383, metadata !DIExpression()), !dbg !384
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !385, metadata !DIExpression()), !dbg !386
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !387, metadata !DIExpression()), !dbg !388
  %12 = load i32, i32* %8, align 4, !dbg !389
  %13 = load i32, i32* %6, align 4, !dbg !391
  %14 = icmp sge i32 %12, %13, !dbg !392
  br i1 %14, label %15, label %17, !dbg !393

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !394
  store i32 %16, i32* %5, align 4, !dbg !395
  br label %59, !dbg !395

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !396, metadata !DIExpression()), !dbg !399
  %18 = load i8**, i8*** %7, align 8, !dbg !400
  %19 = load i32, i32* %8, align 4, !dbg !401
  %20 = sext i32 %19 to i64, !dbg !400
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !400
  %22 = load i8*, i8** %21, align 8, !dbg !400
  store i8* %22, i8** %10, align 8, !dbg !399
  call void @llvm.dbg.declare(metadata i32* %11, metadata !402, metadata !DIExpression()), !dbg !403
  store i32 0, i32* %11, align 4, !dbg !403
  %23 = load i8*, i8** %10, align 8, !dbg !404
  %24 = load i8, i8* %23, align 1, !dbg !406
  %25 = sext i8 %24 to i32, !dbg !406
  %26 = icmp eq i32 %25, 0, !dbg !407
  br i1 %26, label %27, label %29, !dbg !408

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !409
  store i32 %28, i32* %5, align 4, !dbg !410
  br label %59, !dbg !410

29:                                               ; preds = %17
  br label %30, !dbg !411

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !412
  %32 = load i8, i8* %31, align 1, !dbg !415
  %33 = icmp ne i8 %32, 0, !dbg !416
  br i1 %33, label %34, label %57, !dbg !416

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !417
  %36 = load i8, i8* %35, align 1, !dbg !420
  %37 = sext i8 %36 to i32, !dbg !420
  %38 = icmp slt i32 %37, 48, !dbg !421
  br i1 %38, label %44, label %39, !dbg !422

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !423
  %41 = load i8, i8* %40, align 1, !dbg !424
  %42 = sext i8 %41 to i32, !dbg !424
  %43 = icmp sgt i32 %42, 57, !dbg !425
  br i1 %43, label %44, label %46, !dbg !426

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !427
  store i32 %45, i32* %5, align 4, !dbg !428
  br label %59, !dbg !428

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !429
  %48 = mul nsw i32 %47, 10, !dbg !430
  %49 = load i8*, i8** %10, align 8, !dbg !431
  %50 = load i8, i8* %49, align 1, !dbg !432
  %51 = sext i8 %50 to i32, !dbg !432
  %52 = sub nsw i32 %51, 48, !dbg !433
  %53 = add nsw i32 %48, %52, !dbg !434
  store i32 %53, i32* %11, align 4, !dbg !435
  br label %54, !dbg !436

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !437
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !437
  store i8* %56, i8** %10, align 8, !dbg !437
  br label %30, !dbg !438, !llvm.loop !439

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !441
  store i32 %58, i32* %5, align 4, !dbg !442
  br label %59, !dbg !442

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !443
  ret i32 %60, !dbg !443
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @laplacian(%struct.csr* noalias sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !444 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x i32], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !447, metadata !DIExpression()), !dbg !448
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !449, metadata !DIExpression()), !dbg !450
  store i32 %3, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !451, metadata !DIExpression()), !dbg !452
  call void @llvm.dbg.declare(metadata %struct.csr* %0, metadata !453, metadata !DIExpression()), !dbg !454
  %15 = load i32, i32* %7, align 4, !dbg !455
  %16 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 0, !dbg !456
  store i32 %15, i32* %16, align 8, !dbg !457
  %17 = load i32, i32* %7, align 4, !dbg !458
  %18 = add nsw i32 %17, 1, !dbg !459
  %19 = sext i32 %18 to i64, !dbg !460
  %20 = mul i64 4, %19, !dbg !461
  %21 = call noalias i8* @malloc(i64 noundef %20) #5, !dbg !462
  %22 = bitcast i8* %21 to i32*, !dbg !462
  %23 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !463
  store i32* %22, i32** %23, align 8, !dbg !464
  %24 = load i32, i32* %7, align 4, !dbg !465
  %25 = mul nsw i32 5, %24, !dbg !466
  %26 = add nsw i32 %25, 1, !dbg !467
  %27 = sext i32 %26 to i64, !dbg !468
  %28 = mul i64 4, %27, !dbg !469
  %29 = call noalias i8* @malloc(i64 noundef %28) #5, !dbg !470
  %30 = bitcast i8* %29 to i32*, !dbg !470
  %31 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !471
  store i32* %30, i32** %31, align 8, !dbg !472
  %32 = load i32, i32* %7, align 4, !dbg !473
  %33 = mul nsw i32 5, %32, !dbg !474
  %34 = add nsw i32 %33, 1, !dbg !475
  %35 = sext i32 %34 to i64, !dbg !476
  %36 = mul i64 8, %35, !dbg !477
  %37 = call noalias i8* @malloc(i64 noundef %36) #5, !dbg !478
  %38 = bitcast i8* %37 to double*, !dbg !478
  %39 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !479
  store double* %38, double** %39, align 8, !dbg !480
  call void @llvm.dbg.declare(metadata i32* %8, metadata !481, metadata !DIExpression()), !dbg !482
  store i32 0, i32* %8, align 4, !dbg !482
  call void @llvm.dbg.declare(metadata i32* %9, metadata !483, metadata !DIExpression()), !dbg !485
  store i32 0, i32* %9, align 4, !dbg !485
  br label %40, !dbg !486

40:                                               ; preds = %119, %4
  %41 = load i32, i32* %9, align 4, !dbg !487
  %42 = load i32, i32* %7, align 4, !dbg !489
  %43 = icmp slt i32 %41, %42, !dbg !490
  br i1 %43, label %44, label %122, !dbg !491

44:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32* %10, metadata !492, metadata !DIExpression()), !dbg !494
  %45 = load i32, i32* %6, align 4, !dbg !495
  %46 = load i32, i32* %9, align 4, !dbg !496
  %47 = add nsw i32 %45, %46, !dbg !497
  store i32 %47, i32* %10, align 4, !dbg !494
  call void @llvm.dbg.declare(metadata i32* %11, metadata !498, metadata !DIExpression()), !dbg !499
  %48 = load i32, i32* %10, align 4, !dbg !500
  %49 = srem i32 %48, 24, !dbg !501
  store i32 %49, i32* %11, align 4, !dbg !499
  %50 = load i32, i32* %8, align 4, !dbg !502
  %51 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !503
  %52 = load i32*, i32** %51, align 8, !dbg !503
  %53 = load i32, i32* %9, align 4, !dbg !504
  %54 = sext i32 %53 to i64, !dbg !505
  %55 = getelementptr inbounds i32, i32* %52, i64 %54, !dbg !505
  store i32 %50, i32* %55, align 4, !dbg !506
  call void @llvm.dbg.declare(metadata [5 x i32]* %12, metadata !507, metadata !DIExpression()), !dbg !511
  %56 = getelementptr inbounds [5 x i32], [5 x i32]* %12, i64 0, i64 0, !dbg !512
  %57 = load i32, i32* %10, align 4, !dbg !513
  %58 = sub nsw i32 %57, 24, !dbg !514
  store i32 %58, i32* %56, align 4, !dbg !512
  %59 = getelementptr inbounds i32, i32* %56, i64 1, !dbg !512
  %60 = load i32, i32* %11, align 4, !dbg !515
  %61 = icmp sgt i32 %60, 0, !dbg !516
  br i1 %61, label %62, label %65, !dbg !515

62:                                               ; preds = %44
  %63 = load i32, i32* %10, align 4, !dbg !517
  %64 = sub nsw i32 %63, 1, !dbg !518
  br label %66, !dbg !515

65:                                               ; preds = %44
  br label %66, !dbg !515

66:                                               ; preds = %65, %62
  %67 = phi i32 [ %64, %62 ], [ -1, %65 ], !dbg !515
  store i32 %67, i32* %59, align 4, !dbg !512
  %68 = getelementptr inbounds i32, i32* %59, i64 1, !dbg !512
  %69 = load i32, i32* %10, align 4, !dbg !519
  store i32 %69, i32* %68, align 4, !dbg !512
  %70 = getelementptr inbounds i32, i32* %68, i64 1, !dbg !512
  %71 = load i32, i32* %11, align 4, !dbg !520
  %72 = icmp slt i32 %71, 23, !dbg !521
  br i1 %72, label %73, label %76, !dbg !520

73:                                               ; preds = %66
  %74 = load i32, i32* %10, align 4, !dbg !522
  %75 = add nsw i32 %74, 1, !dbg !523
  br label %77, !dbg !520

76:                                               ; preds = %66
  br label %77, !dbg !520

77:                                               ; preds = %76, %73
  %78 = phi i32 [ %75, %73 ], [ -1, %76 ], !dbg !520
  store i32 %78, i32* %70, align 4, !dbg !512
  %79 = getelementptr inbounds i32, i32* %70, i64 1, !dbg !512
  %80 = load i32, i32* %10, align 4, !dbg !524
  %81 = add nsw i32 %80, 24, !dbg !525
  store i32 %81, i32* %79, align 4, !dbg !512
  call void @llvm.dbg.declare(metadata i32* %13, metadata !526, metadata !DIExpression()), !dbg !528
  store i32 0, i32* %13, align 4, !dbg !528
  br label %82, !dbg !529

82:                                               ; preds = %115, %77
  %83 = load i32, i32* %13, align 4, !dbg !530
  %84 = icmp slt i32 %83, 5, !dbg !532
  br i1 %84, label %85, label %118, !dbg !533

85:                                               ; preds = %82
  call void @llvm.dbg.declare(metadata i32* %14, metadata !534, metadata !DIExpression()), !dbg !536
  %86 = load i32, i32* %13, align 4, !dbg !537
  %87 = sext i32 %86 to i64, !dbg !538
  %88 = getelementptr inbounds [5 x i32], [5 x i32]* %12, i64 0, i64 %87, !dbg !538
  %89 = load i32, i32* %88, align 4, !dbg !538
  store i32 %89, i32* %14, align 4, !dbg !536
  %90 = load i32, i32* %14, align 4, !dbg !539
  %91 = icmp slt i32 %90, 0, !dbg !541
  br i1 %91, label %96, label %92, !dbg !542

92:                                               ; preds = %85
  %93 = load i32, i32* %14, align 4, !dbg !543
  %94 = load i32, i32* %5, align 4, !dbg !544
  %95 = icmp sge i32 %93, %94, !dbg !545
  br i1 %95, label %96, label %97, !dbg !546

96:                                               ; preds = %92, %85
  br label %115, !dbg !547

97:                                               ; preds = %92
  %98 = load i32, i32* %14, align 4, !dbg !548
  %99 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !549
  %100 = load i32*, i32** %99, align 8, !dbg !549
  %101 = load i32, i32* %8, align 4, !dbg !550
  %102 = sext i32 %101 to i64, !dbg !551
  %103 = getelementptr inbounds i32, i32* %100, i64 %102, !dbg !551
  store i32 %98, i32* %103, align 4, !dbg !552
  %104 = load i32, i32* %14, align 4, !dbg !553
  %105 = load i32, i32* %10, align 4, !dbg !554
  %106 = icmp eq i32 %104, %105, !dbg !555
  %107 = zext i1 %106 to i64, !dbg !553
  %108 = select i1 %106, double 4.000000e+00, double -1.000000e+00, !dbg !553
  %109 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !556
  %110 = load double*, double** %109, align 8, !dbg !556
  %111 = load i32, i32* %8, align 4, !dbg !557
  %112 = add nsw i32 %111, 1, !dbg !557
  store i32 %112, i32* %8, align 4, !dbg !557
  %113 = sext i32 %111 to i64, !dbg !558
  %114 = getelementptr inbounds double, double* %110, i64 %113, !dbg !558
  store double %108, double* %114, align 8, !dbg !559
  br label %115, !dbg !560

115:                                              ; preds = %97, %96
  %116 = load i32, i32* %13, align 4, !dbg !561
  %117 = add nsw i32 %116, 1, !dbg !561
  store i32 %117, i32* %13, align 4, !dbg !561
  br label %82, !dbg !562, !llvm.loop !563

118:                                              ; preds = %82
  br label %119, !dbg !565

119:                                              ; preds = %118
  %120 = load i32, i32* %9, align 4, !dbg !566
  %121 = add nsw i32 %120, 1, !dbg !566
  store i32 %121, i32* %9, align 4, !dbg !566
  br label %40, !dbg !567, !llvm.loop !568

122:                                              ; preds = %40
  %123 = load i32, i32* %8, align 4, !dbg !570
  %124 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !571
  %125 = load i32*, i32** %124, align 8, !dbg !571
  %126 = load i32, i32* %7, align 4, !dbg !572
  %127 = sext i32 %126 to i64, !dbg !573
  %128 = getelementptr inbounds i32, i32* %125, i64 %127, !dbg !573
  store i32 %123, i32* %128, align 4, !dbg !574
  ret void, !dbg !575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @setup_exchange(%struct.csr* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, %struct.exchange* noundef %4) #0 !dbg !576 {
  %6 = alloca %struct.csr*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.exchange*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.csr** %6, metadata !581, metadata !DIExpression()), !dbg !582
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !583, metadata !DIExpression()), !dbg !584
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !585, metadata !DIExpression()), !dbg !586
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !587, metadata !DIExpression()), !dbg !588
  store %struct.exchange* %4, %struct.exchange** %10, align 8
  call void @llvm.dbg.declare(metadata %struct.exchange** %10, metadata !589, metadata !DIExpression()), !dbg !590
  call void @llvm.dbg.declare(metadata i32* %11, metadata !591, metadata !DIExpression()), !dbg !592
  %31 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !593
  %32 = getelementptr inbounds %struct.csr, %struct.csr* %31, i32 0, i32 0, !dbg !594
  %33 = load i32, i32* %32, align 8, !dbg !594
  store i32 %33, i32* %11, align 4, !dbg !592
  call void @llvm.dbg.declare(metadata i32* %12, metadata !595, metadata !DIExpression()), !dbg !596
  %34 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !597
  %35 = getelementptr inbounds %struct.csr, %struct.csr* %34, i32 0, i32 1, !dbg !598
  %36 = load i32*, i32** %35, align 8, !dbg !598
  %37 = load i32, i32* %11, align 4, !dbg !599
  %38 = sext i32 %37 to i64, !dbg !597
  %39 = getelementptr inbounds i32, i32* %36, i64 %38, !dbg !597
  %40 = load i32, i32* %39, align 4, !dbg !597
  store i32 %40, i32* %12, align 4, !dbg !596
  call void @llvm.dbg.declare(metadata i32* %13, metadata !600, metadata !DIExpression()), !dbg !601
  %41 = load i32, i32* %7, align 4, !dbg !602
  %42 = sub nsw i32 %41, 24, !dbg !603
  store i32 %42, i32* %13, align 4, !dbg !601
  call void @llvm.dbg.declare(metadata i32* %14, metadata !604, metadata !DIExpression()), !dbg !605
  %43 = load i32, i32* %11, align 4, !dbg !606
  %44 = add nsw i32 %43, 48, !dbg !607
  store i32 %44, i32* %14, align 4, !dbg !605
  call void @llvm.dbg.declare(metadata i32** %15, metadata !608, metadata !DIExpression()), !dbg !609
  %45 = load i32, i32* %14, align 4, !dbg !610
  %46 = sext i32 %45 to i64, !dbg !610
  %47 = mul i64 4, %46, !dbg !611
  %48 = call noalias i8* @malloc(i64 noundef %47) #5, !dbg !612
  %49 = bitcast i8* %48 to i32*, !dbg !612
  store i32* %49, i32** %15, align 8, !dbg !609
  call void @llvm.dbg.declare(metadata i32* %16, metadata !613, metadata !DIExpression()), !dbg !615
  store i32 0, i32* %16, align 4, !dbg !615
  br label %50, !dbg !616

50:                                               ; preds = %59, %5
  %51 = load i32, i32* %16, align 4, !dbg !617
  %52 = load i32, i32* %14, align 4, !dbg !619
  %53 = icmp slt i32 %51, %52, !dbg !620
  br i1 %53, label %54, label %62, !dbg !621

54:                                               ; preds = %50
  %55 = load i32*, i32** %15, align 8, !dbg !622
  %56 = load i32, i32* %16, align 4, !dbg !623
  %57 = sext i32 %56 to i64, !dbg !622
  %58 = getelementptr inbounds i32, i32* %55, i64 %57, !dbg !622
  store i32 -1, i32* %58, align 4, !dbg !624
  br label %59, !dbg !622

59:                                               ; preds = %54
  %60 = load i32, i32* %16, align 4, !dbg !625
  %61 = add nsw i32 %60, 1, !dbg !625
  store i32 %61, i32* %16, align 4, !dbg !625
  br label %50, !dbg !626, !llvm.loop !627

62:                                               ; preds = %50
  call void @llvm.dbg.declare(metadata i32* %17, metadata !629, metadata !DIExpression()), !dbg !631
  store i32 0, i32* %17, align 4, !dbg !631
  br label %63, !dbg !632

63:                                               ; preds = %92, %62
  %64 = load i32, i32* %17, align 4, !dbg !633
  %65 = load i32, i32* %12, align 4, !dbg !635
  %66 = icmp slt i32 %64, %65, !dbg !636
  br i1 %66, label %67, label %95, !dbg !637

67:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata i32* %18, metadata !638, metadata !DIExpression()), !dbg !640
  %68 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !641
  %69 = getelementptr inbounds %struct.csr, %struct.csr* %68, i32 0, i32 2, !dbg !642
  %70 = load i32*, i32** %69, align 8, !dbg !642
  %71 = load i32, i32* %17, align 4, !dbg !643
  %72 = sext i32 %71 to i64, !dbg !641
  %73 = getelementptr inbounds i32, i32* %70, i64 %72, !dbg !641
  %74 = load i32, i32* %73, align 4, !dbg !641
  store i32 %74, i32* %18, align 4, !dbg !640
  %75 = load i32, i32* %18, align 4, !dbg !644
  %76 = load i32, i32* %7, align 4, !dbg !646
  %77 = icmp slt i32 %75, %76, !dbg !647
  br i1 %77, label %84, label %78, !dbg !648

78:                                               ; preds = %67
  %79 = load i32, i32* %18, align 4, !dbg !649
  %80 = load i32, i32* %7, align 4, !dbg !650
  %81 = load i32, i32* %11, align 4, !dbg !651
  %82 = add nsw i32 %80, %81, !dbg !652
  %83 = icmp sge i32 %79, %82, !dbg !653
  br i1 %83, label %84, label %91, !dbg !654

84:                                               ; preds = %78, %67
  %85 = load i32*, i32** %15, align 8, !dbg !655
  %86 = load i32, i32* %18, align 4, !dbg !656
  %87 = load i32, i32* %13, align 4, !dbg !657
  %88 = sub nsw i32 %86, %87, !dbg !658
  %89 = sext i32 %88 to i64, !dbg !655
  %90 = getelementptr inbounds i32, i32* %85, i64 %89, !dbg !655
  store i32 0, i32* %90, align 4, !dbg !659
  br label %91, !dbg !655

91:                                               ; preds = %84, %78
  br label %92, !dbg !660

92:                                               ; preds = %91
  %93 = load i32, i32* %17, align 4, !dbg !661
  %94 = add nsw i32 %93, 1, !dbg !661
  store i32 %94, i32* %17, align 4, !dbg !661
  br label %63, !dbg !662, !llvm.loop !663

95:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata i32* %19, metadata !665, metadata !DIExpression()), !dbg !666
  store i32 0, i32* %19, align 4, !dbg !666
  call void @llvm.dbg.declare(metadata i32** %20, metadata !667, metadata !DIExpression()), !dbg !668
  %96 = load i32, i32* %14, align 4, !dbg !669
  %97 = sext i32 %96 to i64, !dbg !669
  %98 = mul i64 4, %97, !dbg !670
  %99 = call noalias i8* @malloc(i64 noundef %98) #5, !dbg !671
  %100 = bitcast i8* %99 to i32*, !dbg !671
  store i32* %100, i32** %20, align 8, !dbg !668
  call void @llvm.dbg.declare(metadata i32* %21, metadata !672, metadata !DIExpression()), !dbg !674
  store i32 0, i32* %21, align 4, !dbg !674
  br label %101, !dbg !675

101:                                              ; preds = %129, %95
  %102 = load i32, i32* %21, align 4, !dbg !676
  %103 = load i32, i32* %14, align 4, !dbg !678
  %104 = icmp slt i32 %102, %103, !dbg !679
  br i1 %104, label %105, label %132, !dbg !680

105:                                              ; preds = %101
  %106 = load i32*, i32** %15, align 8, !dbg !681
  %107 = load i32, i32* %21, align 4, !dbg !683
  %108 = sext i32 %107 to i64, !dbg !681
  %109 = getelementptr inbounds i32, i32* %106, i64 %108, !dbg !681
  %110 = load i32, i32* %109, align 4, !dbg !681
  %111 = icmp eq i32 %110, 0, !dbg !684
  br i1 %111, label %112, label %128, !dbg !685

112:                                              ; preds = %105
  %113 = load i32, i32* %11, align 4, !dbg !686
  %114 = load i32, i32* %19, align 4, !dbg !688
  %115 = add nsw i32 %113, %114, !dbg !689
  %116 = load i32*, i32** %15, align 8, !dbg !690
  %117 = load i32, i32* %21, align 4, !dbg !691
  %118 = sext i32 %117 to i64, !dbg !690
  %119 = getelementptr inbounds i32, i32* %116, i64 %118, !dbg !690
  store i32 %115, i32* %119, align 4, !dbg !692
  %120 = load i32, i32* %13, align 4, !dbg !693
  %121 = load i32, i32* %21, align 4, !dbg !694
  %122 = add nsw i32 %120, %121, !dbg !695
  %123 = load i32*, i32** %20, align 8, !dbg !696
  %124 = load i32, i32* %19, align 4, !dbg !697
  %125 = add nsw i32 %124, 1, !dbg !697
  store i32 %125, i32* %19, align 4, !dbg !697
  %126 = sext i32 %124 to i64, !dbg !696
  %127 = getelementptr inbounds i32, i32* %123, i64 %126, !dbg !696
  store i32 %122, i32* %127, align 4, !dbg !698
  br label %128, !dbg !699

128:                                              ; preds = %112, %105
  br label %129, !dbg !700

129:                                              ; preds = %128
  %130 = load i32, i32* %21, align 4, !dbg !701
  %131 = add nsw i32 %130, 1, !dbg !701
  store i32 %131, i32* %21, align 4, !dbg !701
  br label %101, !dbg !702, !llvm.loop !703

132:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata i32* %22, metadata !705, metadata !DIExpression()), !dbg !707
  store i32 0, i32* %22, align 4, !dbg !707
  br label %133, !dbg !708

133:                                              ; preds = %174, %132
  %134 = load i32, i32* %22, align 4, !dbg !709
  %135 = load i32, i32* %12, align 4, !dbg !711
  %136 = icmp slt i32 %134, %135, !dbg !712
  br i1 %136, label %137, label %177, !dbg !713

137:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata i32* %23, metadata !714, metadata !DIExpression()), !dbg !716
  %138 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !717
  %139 = getelementptr inbounds %struct.csr, %struct.csr* %138, i32 0, i32 2, !dbg !718
  %140 = load i32*, i32** %139, align 8, !dbg !718
  %141 = load i32, i32* %22, align 4, !dbg !719
  %142 = sext i32 %141 to i64, !dbg !717
  %143 = getelementptr inbounds i32, i32* %140, i64 %142, !dbg !717
  %144 = load i32, i32* %143, align 4, !dbg !717
  store i32 %144, i32* %23, align 4, !dbg !716
  %145 = load i32, i32* %23, align 4, !dbg !720
  %146 = load i32, i32* %7, align 4, !dbg !721
  %147 = icmp sge i32 %145, %146, !dbg !722
  br i1 %147, label %148, label %158, !dbg !723

148:                                              ; preds = %137
  %149 = load i32, i32* %23, align 4, !dbg !724
  %150 = load i32, i32* %7, align 4, !dbg !725
  %151 = load i32, i32* %11, align 4, !dbg !726
  %152 = add nsw i32 %150, %151, !dbg !727
  %153 = icmp slt i32 %149, %152, !dbg !728
  br i1 %153, label %154, label %158, !dbg !720

154:                                              ; preds = %148
  %155 = load i32, i32* %23, align 4, !dbg !729
  %156 = load i32, i32* %7, align 4, !dbg !730
  %157 = sub nsw i32 %155, %156, !dbg !731
  br label %166, !dbg !720

158:                                              ; preds = %148, %137
  %159 = load i32*, i32** %15, align 8, !dbg !732
  %160 = load i32, i32* %23, align 4, !dbg !733
  %161 = load i32, i32* %13, align 4, !dbg !734
  %162 = sub nsw i32 %160, %161, !dbg !735
  %163 = sext i32 %162 to i64, !dbg !732
  %164 = getelementptr inbounds i32, i32* %159, i64 %163, !dbg !732
  %165 = load i32, i32* %164, align 4, !dbg !732
  br label %166, !dbg !720

166:                                              ; preds = %158, %154
  %167 = phi i32 [ %157, %154 ], [ %165, %158 ], !dbg !720
  %168 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !736
  %169 = getelementptr inbounds %struct.csr, %struct.csr* %168, i32 0, i32 2, !dbg !737
  %170 = load i32*, i32** %169, align 8, !dbg !737
  %171 = load i32, i32* %22, align 4, !dbg !738
  %172 = sext i32 %171 to i64, !dbg !736
  %173 = getelementptr inbounds i32, i32* %170, i64 %172, !dbg !736
  store i32 %167, i32* %173, align 4, !dbg !739
  br label %174, !dbg !740

174:                                              ; preds = %166
  %175 = load i32, i32* %22, align 4, !dbg !741
  %176 = add nsw i32 %175, 1, !dbg !741
  store i32 %176, i32* %22, align 4, !dbg !741
  br label %133, !dbg !742, !llvm.loop !743

177:                                              ; preds = %133
  %178 = load i32, i32* %9, align 4, !dbg !745
  %179 = add nsw i32 %178, 1, !dbg !746
  %180 = sext i32 %179 to i64, !dbg !747
  %181 = mul i64 4, %180, !dbg !748
  %182 = call noalias i8* @malloc(i64 noundef %181) #5, !dbg !749
  %183 = bitcast i8* %182 to i32*, !dbg !749
  %184 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !750
  %185 = getelementptr inbounds %struct.exchange, %struct.exchange* %184, i32 0, i32 1, !dbg !751
  store i32* %183, i32** %185, align 8, !dbg !752
  %186 = load i32, i32* %9, align 4, !dbg !753
  %187 = add nsw i32 %186, 1, !dbg !754
  %188 = sext i32 %187 to i64, !dbg !755
  %189 = mul i64 4, %188, !dbg !756
  %190 = call noalias i8* @malloc(i64 noundef %189) #5, !dbg !757
  %191 = bitcast i8* %190 to i32*, !dbg !757
  %192 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !758
  %193 = getelementptr inbounds %struct.exchange, %struct.exchange* %192, i32 0, i32 2, !dbg !759
  store i32* %191, i32** %193, align 8, !dbg !760
  %194 = load i32, i32* %9, align 4, !dbg !761
  %195 = add nsw i32 %194, 1, !dbg !762
  %196 = sext i32 %195 to i64, !dbg !763
  %197 = mul i64 4, %196, !dbg !764
  %198 = call noalias i8* @malloc(i64 noundef %197) #5, !dbg !765
  %199 = bitcast i8* %198 to i32*, !dbg !765
  %200 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !766
  %201 = getelementptr inbounds %struct.exchange, %struct.exchange* %200, i32 0, i32 3, !dbg !767
  store i32* %199, i32** %201, align 8, !dbg !768
  %202 = load i32, i32* %9, align 4, !dbg !769
  %203 = add nsw i32 %202, 1, !dbg !770
  %204 = sext i32 %203 to i64, !dbg !771
  %205 = mul i64 4, %204, !dbg !772
  %206 = call noalias i8* @malloc(i64 noundef %205) #5, !dbg !773
  %207 = bitcast i8* %206 to i32*, !dbg !773
  %208 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !774
  %209 = getelementptr inbounds %struct.exchange, %struct.exchange* %208, i32 0, i32 4, !dbg !775
  store i32* %207, i32** %209, align 8, !dbg !776
  %210 = load i32, i32* %9, align 4, !dbg !777
  %211 = add nsw i32 %210, 1, !dbg !778
  %212 = sext i32 %211 to i64, !dbg !779
  %213 = mul i64 4, %212, !dbg !780
  %214 = call noalias i8* @malloc(i64 noundef %213) #5, !dbg !781
  %215 = bitcast i8* %214 to i32*, !dbg !781
  %216 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !782
  %217 = getelementptr inbounds %struct.exchange, %struct.exchange* %216, i32 0, i32 5, !dbg !783
  store i32* %215, i32** %217, align 8, !dbg !784
  %218 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !785
  %219 = getelementptr inbounds %struct.exchange, %struct.exchange* %218, i32 0, i32 0, !dbg !786
  store i32 0, i32* %219, align 8, !dbg !787
  call void @llvm.dbg.declare(metadata i32* %24, metadata !788, metadata !DIExpression()), !dbg !790
  store i32 0, i32* %24, align 4, !dbg !790
  br label %220, !dbg !791

220:                                              ; preds = %294, %177
  %221 = load i32, i32* %24, align 4, !dbg !792
  %222 = load i32, i32* %19, align 4, !dbg !794
  %223 = icmp slt i32 %221, %222, !dbg !795
  br i1 %223, label %224, label %297, !dbg !796

224:                                              ; preds = %220
  call void @llvm.dbg.declare(metadata i32* %25, metadata !797, metadata !DIExpression()), !dbg !799
  %225 = load i32*, i32** %20, align 8, !dbg !800
  %226 = load i32, i32* %24, align 4, !dbg !801
  %227 = sext i32 %226 to i64, !dbg !800
  %228 = getelementptr inbounds i32, i32* %225, i64 %227, !dbg !800
  %229 = load i32, i32* %228, align 4, !dbg !800
  %230 = load i32, i32* %8, align 4, !dbg !802
  %231 = sdiv i32 %229, %230, !dbg !803
  store i32 %231, i32* %25, align 4, !dbg !799
  %232 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !804
  %233 = getelementptr inbounds %struct.exchange, %struct.exchange* %232, i32 0, i32 0, !dbg !806
  %234 = load i32, i32* %233, align 8, !dbg !806
  %235 = icmp eq i32 %234, 0, !dbg !807
  br i1 %235, label %249, label %236, !dbg !808

236:                                              ; preds = %224
  %237 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !809
  %238 = getelementptr inbounds %struct.exchange, %struct.exchange* %237, i32 0, i32 1, !dbg !810
  %239 = load i32*, i32** %238, align 8, !dbg !810
  %240 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !811
  %241 = getelementptr inbounds %struct.exchange, %struct.exchange* %240, i32 0, i32 0, !dbg !812
  %242 = load i32, i32* %241, align 8, !dbg !812
  %243 = sub nsw i32 %242, 1, !dbg !813
  %244 = sext i32 %243 to i64, !dbg !809
  %245 = getelementptr inbounds i32, i32* %239, i64 %244, !dbg !809
  %246 = load i32, i32* %245, align 4, !dbg !809
  %247 = load i32, i32* %25, align 4, !dbg !814
  %248 = icmp ne i32 %246, %247, !dbg !815
  br i1 %248, label %249, label %282, !dbg !816

249:                                              ; preds = %236, %224
  %250 = load i32, i32* %25, align 4, !dbg !817
  %251 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !819
  %252 = getelementptr inbounds %struct.exchange, %struct.exchange* %251, i32 0, i32 1, !dbg !820
  %253 = load i32*, i32** %252, align 8, !dbg !820
  %254 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !821
  %255 = getelementptr inbounds %struct.exchange, %struct.exchange* %254, i32 0, i32 0, !dbg !822
  %256 = load i32, i32* %255, align 8, !dbg !822
  %257 = sext i32 %256 to i64, !dbg !819
  %258 = getelementptr inbounds i32, i32* %253, i64 %257, !dbg !819
  store i32 %250, i32* %258, align 4, !dbg !823
  %259 = load i32, i32* %11, align 4, !dbg !824
  %260 = load i32, i32* %24, align 4, !dbg !825
  %261 = add nsw i32 %259, %260, !dbg !826
  %262 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !827
  %263 = getelementptr inbounds %struct.exchange, %struct.exchange* %262, i32 0, i32 2, !dbg !828
  %264 = load i32*, i32** %263, align 8, !dbg !828
  %265 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !829
  %266 = getelementptr inbounds %struct.exchange, %struct.exchange* %265, i32 0, i32 0, !dbg !830
  %267 = load i32, i32* %266, align 8, !dbg !830
  %268 = sext i32 %267 to i64, !dbg !827
  %269 = getelementptr inbounds i32, i32* %264, i64 %268, !dbg !827
  store i32 %261, i32* %269, align 4, !dbg !831
  %270 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !832
  %271 = getelementptr inbounds %struct.exchange, %struct.exchange* %270, i32 0, i32 3, !dbg !833
  %272 = load i32*, i32** %271, align 8, !dbg !833
  %273 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !834
  %274 = getelementptr inbounds %struct.exchange, %struct.exchange* %273, i32 0, i32 0, !dbg !835
  %275 = load i32, i32* %274, align 8, !dbg !835
  %276 = sext i32 %275 to i64, !dbg !832
  %277 = getelementptr inbounds i32, i32* %272, i64 %276, !dbg !832
  store i32 0, i32* %277, align 4, !dbg !836
  %278 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !837
  %279 = getelementptr inbounds %struct.exchange, %struct.exchange* %278, i32 0, i32 0, !dbg !838
  %280 = load i32, i32* %279, align 8, !dbg !839
  %281 = add nsw i32 %280, 1, !dbg !839
  store i32 %281, i32* %279, align 8, !dbg !839
  br label %282, !dbg !840

282:                                              ; preds = %249, %236
  %283 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !841
  %284 = getelementptr inbounds %struct.exchange, %struct.exchange* %283, i32 0, i32 3, !dbg !842
  %285 = load i32*, i32** %284, align 8, !dbg !842
  %286 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !843
  %287 = getelementptr inbounds %struct.exchange, %struct.exchange* %286, i32 0, i32 0, !dbg !844
  %288 = load i32, i32* %287, align 8, !dbg !844
  %289 = sub nsw i32 %288, 1, !dbg !845
  %290 = sext i32 %289 to i64, !dbg !841
  %291 = getelementptr inbounds i32, i32* %285, i64 %290, !dbg !841
  %292 = load i32, i32* %291, align 4, !dbg !846
  %293 = add nsw i32 %292, 1, !dbg !846
  store i32 %293, i32* %291, align 4, !dbg !846
  br label %294, !dbg !847

294:                                              ; preds = %282
  %295 = load i32, i32* %24, align 4, !dbg !848
  %296 = add nsw i32 %295, 1, !dbg !848
  store i32 %296, i32* %24, align 4, !dbg !848
  br label %220, !dbg !849, !llvm.loop !850

297:                                              ; preds = %220
  %298 = load i32, i32* %11, align 4, !dbg !852
  %299 = mul nsw i32 4, %298, !dbg !853
  %300 = add nsw i32 %299, 1, !dbg !854
  %301 = sext i32 %300 to i64, !dbg !855
  %302 = mul i64 4, %301, !dbg !856
  %303 = call noalias i8* @malloc(i64 noundef %302) #5, !dbg !857
  %304 = bitcast i8* %303 to i32*, !dbg !857
  %305 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !858
  %306 = getelementptr inbounds %struct.exchange, %struct.exchange* %305, i32 0, i32 6, !dbg !859
  store i32* %304, i32** %306, align 8, !dbg !860
  call void @llvm.dbg.declare(metadata i32* %26, metadata !861, metadata !DIExpression()), !dbg !862
  store i32 0, i32* %26, align 4, !dbg !862
  call void @llvm.dbg.declare(metadata i32* %27, metadata !863, metadata !DIExpression()), !dbg !865
  store i32 0, i32* %27, align 4, !dbg !865
  br label %307, !dbg !866

307:                                              ; preds = %406, %297
  %308 = load i32, i32* %27, align 4, !dbg !867
  %309 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !869
  %310 = getelementptr inbounds %struct.exchange, %struct.exchange* %309, i32 0, i32 0, !dbg !870
  %311 = load i32, i32* %310, align 8, !dbg !870
  %312 = icmp slt i32 %308, %311, !dbg !871
  br i1 %312, label %313, label %409, !dbg !872

313:                                              ; preds = %307
  %314 = load i32, i32* %26, align 4, !dbg !873
  %315 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !875
  %316 = getelementptr inbounds %struct.exchange, %struct.exchange* %315, i32 0, i32 4, !dbg !876
  %317 = load i32*, i32** %316, align 8, !dbg !876
  %318 = load i32, i32* %27, align 4, !dbg !877
  %319 = sext i32 %318 to i64, !dbg !875
  %320 = getelementptr inbounds i32, i32* %317, i64 %319, !dbg !875
  store i32 %314, i32* %320, align 4, !dbg !878
  call void @llvm.dbg.declare(metadata i32* %28, metadata !879, metadata !DIExpression()), !dbg !881
  store i32 0, i32* %28, align 4, !dbg !881
  br label %321, !dbg !882

321:                                              ; preds = %387, %313
  %322 = load i32, i32* %28, align 4, !dbg !883
  %323 = load i32, i32* %11, align 4, !dbg !885
  %324 = icmp slt i32 %322, %323, !dbg !886
  br i1 %324, label %325, label %390, !dbg !887

325:                                              ; preds = %321
  call void @llvm.dbg.declare(metadata i32* %29, metadata !888, metadata !DIExpression()), !dbg !890
  %326 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !891
  %327 = getelementptr inbounds %struct.csr, %struct.csr* %326, i32 0, i32 1, !dbg !892
  %328 = load i32*, i32** %327, align 8, !dbg !892
  %329 = load i32, i32* %28, align 4, !dbg !893
  %330 = sext i32 %329 to i64, !dbg !891
  %331 = getelementptr inbounds i32, i32* %328, i64 %330, !dbg !891
  %332 = load i32, i32* %331, align 4, !dbg !891
  store i32 %332, i32* %29, align 4, !dbg !890
  br label %333, !dbg !894

333:                                              ; preds = %383, %325
  %334 = load i32, i32* %29, align 4, !dbg !895
  %335 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !897
  %336 = getelementptr inbounds %struct.csr, %struct.csr* %335, i32 0, i32 1, !dbg !898
  %337 = load i32*, i32** %336, align 8, !dbg !898
  %338 = load i32, i32* %28, align 4, !dbg !899
  %339 = add nsw i32 %338, 1, !dbg !900
  %340 = sext i32 %339 to i64, !dbg !897
  %341 = getelementptr inbounds i32, i32* %337, i64 %340, !dbg !897
  %342 = load i32, i32* %341, align 4, !dbg !897
  %343 = icmp slt i32 %334, %342, !dbg !901
  br i1 %343, label %344, label %386, !dbg !902

344:                                              ; preds = %333
  call void @llvm.dbg.declare(metadata i32* %30, metadata !903, metadata !DIExpression()), !dbg !905
  %345 = load %struct.csr*, %struct.csr** %6, align 8, !dbg !906
  %346 = getelementptr inbounds %struct.csr, %struct.csr* %345, i32 0, i32 2, !dbg !907
  %347 = load i32*, i32** %346, align 8, !dbg !907
  %348 = load i32, i32* %29, align 4, !dbg !908
  %349 = sext i32 %348 to i64, !dbg !906
  %350 = getelementptr inbounds i32, i32* %347, i64 %349, !dbg !906
  %351 = load i32, i32* %350, align 4, !dbg !906
  store i32 %351, i32* %30, align 4, !dbg !905
  %352 = load i32, i32* %30, align 4, !dbg !909
  %353 = load i32, i32* %11, align 4, !dbg !911
  %354 = icmp sge i32 %352, %353, !dbg !912
  br i1 %354, label %355, label %382, !dbg !913

355:                                              ; preds = %344
  %356 = load i32*, i32** %20, align 8, !dbg !914
  %357 = load i32, i32* %30, align 4, !dbg !915
  %358 = load i32, i32* %11, align 4, !dbg !916
  %359 = sub nsw i32 %357, %358, !dbg !917
  %360 = sext i32 %359 to i64, !dbg !914
  %361 = getelementptr inbounds i32, i32* %356, i64 %360, !dbg !914
  %362 = load i32, i32* %361, align 4, !dbg !914
  %363 = load i32, i32* %8, align 4, !dbg !918
  %364 = sdiv i32 %362, %363, !dbg !919
  %365 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !920
  %366 = getelementptr inbounds %struct.exchange, %struct.exchange* %365, i32 0, i32 1, !dbg !921
  %367 = load i32*, i32** %366, align 8, !dbg !921
  %368 = load i32, i32* %27, align 4, !dbg !922
  %369 = sext i32 %368 to i64, !dbg !920
  %370 = getelementptr inbounds i32, i32* %367, i64 %369, !dbg !920
  %371 = load i32, i32* %370, align 4, !dbg !920
  %372 = icmp eq i32 %364, %371, !dbg !923
  br i1 %372, label %373, label %382, !dbg !924

373:                                              ; preds = %355
  %374 = load i32, i32* %28, align 4, !dbg !925
  %375 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !927
  %376 = getelementptr inbounds %struct.exchange, %struct.exchange* %375, i32 0, i32 6, !dbg !928
  %377 = load i32*, i32** %376, align 8, !dbg !928
  %378 = load i32, i32* %26, align 4, !dbg !929
  %379 = add nsw i32 %378, 1, !dbg !929
  store i32 %379, i32* %26, align 4, !dbg !929
  %380 = sext i32 %378 to i64, !dbg !927
  %381 = getelementptr inbounds i32, i32* %377, i64 %380, !dbg !927
  store i32 %374, i32* %381, align 4, !dbg !930
  br label %386, !dbg !931

382:                                              ; preds = %355, %344
  br label %383, !dbg !932

383:                                              ; preds = %382
  %384 = load i32, i32* %29, align 4, !dbg !933
  %385 = add nsw i32 %384, 1, !dbg !933
  store i32 %385, i32* %29, align 4, !dbg !933
  br label %333, !dbg !934, !llvm.loop !935

386:                                              ; preds = %373, %333
  br label %387, !dbg !936

387:                                              ; preds = %386
  %388 = load i32, i32* %28, align 4, !dbg !937
  %389 = add nsw i32 %388, 1, !dbg !937
  store i32 %389, i32* %28, align 4, !dbg !937
  br label %321, !dbg !938, !llvm.loop !939

390:                                              ; preds = %321
  %391 = load i32, i32* %26, align 4, !dbg !941
  %392 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !942
  %393 = getelementptr inbounds %struct.exchange, %struct.exchange* %392, i32 0, i32 4, !dbg !943
  %394 = load i32*, i32** %393, align 8, !dbg !943
  %395 = load i32, i32* %27, align 4, !dbg !944
  %396 = sext i32 %395 to i64, !dbg !942
  %397 = getelementptr inbounds i32, i32* %394, i64 %396, !dbg !942
  %398 = load i32, i32* %397, align 4, !dbg !942
  %399 = sub nsw i32 %391, %398, !dbg !945
  %400 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !946
  %401 = getelementptr inbounds %struct.exchange, %struct.exchange* %400, i32 0, i32 5, !dbg !947
  %402 = load i32*, i32** %401, align 8, !dbg !947
  %403 = load i32, i32* %27, align 4, !dbg !948
  %404 = sext i32 %403 to i64, !dbg !946
  %405 = getelementptr inbounds i32, i32* %402, i64 %404, !dbg !946
  store i32 %399, i32* %405, align 4, !dbg !949
  br label %406, !dbg !950

406:                                              ; preds = %390
  %407 = load i32, i32* %27, align 4, !dbg !951
  %408 = add nsw i32 %407, 1, !dbg !951
  store i32 %408, i32* %27, align 4, !dbg !951
  br label %307, !dbg !952, !llvm.loop !953

409:                                              ; preds = %307
  %410 = load i32, i32* %26, align 4, !dbg !955
  %411 = add nsw i32 %410, 1, !dbg !956
  %412 = sext i32 %411 to i64, !dbg !957
  %413 = mul i64 8, %412, !dbg !958
  %414 = call noalias i8* @malloc(i64 noundef %413) #5, !dbg !959
  %415 = bitcast i8* %414 to double*, !dbg !959
  %416 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !960
  %417 = getelementptr inbounds %struct.exchange, %struct.exchange* %416, i32 0, i32 7, !dbg !961
  store double* %415, double** %417, align 8, !dbg !962
  %418 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !963
  %419 = getelementptr inbounds %struct.exchange, %struct.exchange* %418, i32 0, i32 0, !dbg !964
  %420 = load i32, i32* %419, align 8, !dbg !964
  %421 = mul nsw i32 2, %420, !dbg !965
  %422 = add nsw i32 %421, 1, !dbg !966
  %423 = sext i32 %422 to i64, !dbg !967
  %424 = mul i64 8, %423, !dbg !968
  %425 = call noalias i8* @malloc(i64 noundef %424) #5, !dbg !969
  %426 = bitcast i8* %425 to %struct.ompi_request_t**, !dbg !969
  %427 = load %struct.exchange*, %struct.exchange** %10, align 8, !dbg !970
  %428 = getelementptr inbounds %struct.exchange, %struct.exchange* %427, i32 0, i32 8, !dbg !971
  store %struct.ompi_request_t** %426, %struct.ompi_request_t*** %428, align 8, !dbg !972
  %429 = load i32*, i32** %15, align 8, !dbg !973
  %430 = bitcast i32* %429 to i8*, !dbg !973
  call void @free(i8* noundef %430) #5, !dbg !974
  %431 = load i32*, i32** %20, align 8, !dbg !975
  %432 = bitcast i32* %431 to i8*, !dbg !975
  call void @free(i8* noundef %432) #5, !dbg !976
  %433 = load i32, i32* %19, align 4, !dbg !977
  ret i32 %433, !dbg !978
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @exchange_ghosts(%struct.exchange* noundef %0, double* noundef %1) #0 !dbg !979 {
  %3 = alloca %struct.exchange*, align 8
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  store %struct.exchange* %0, %struct.exchange** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.exchange** %3, metadata !984, metadata !DIExpression()), !dbg !985
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !986, metadata !DIExpression()), !dbg !987
  call void @llvm.dbg.declare(metadata i32* %5, metadata !988, metadata !DIExpression()), !dbg !989
  store i32 0, i32* %5, align 4, !dbg !989
  call void @llvm.dbg.declare(metadata i32* %6, metadata !990, metadata !DIExpression()), !dbg !992
  store i32 0, i32* %6, align 4, !dbg !992
  br label %11, !dbg !993

11:                                               ; preds = %51, %2
  %12 = load i32, i32* %6, align 4, !dbg !994
  %13 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !996
  %14 = getelementptr inbounds %struct.exchange, %struct.exchange* %13, i32 0, i32 0, !dbg !997
  %15 = load i32, i32* %14, align 8, !dbg !997
  %16 = icmp slt i32 %12, %15, !dbg !998
  br i1 %16, label %17, label %54, !dbg !999

17:                                               ; preds = %11
  %18 = load double*, double** %4, align 8, !dbg !1000
  %19 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1002
  %20 = getelementptr inbounds %struct.exchange, %struct.exchange* %19, i32 0, i32 2, !dbg !1003
  %21 = load i32*, i32** %20, align 8, !dbg !1003
  %22 = load i32, i32* %6, align 4, !dbg !1004
  %23 = sext i32 %22 to i64, !dbg !1002
  %24 = getelementptr inbounds i32, i32* %21, i64 %23, !dbg !1002
  %25 = load i32, i32* %24, align 4, !dbg !1002
  %26 = sext i32 %25 to i64, !dbg !1000
  %27 = getelementptr inbounds double, double* %18, i64 %26, !dbg !1000
  %28 = bitcast double* %27 to i8*, !dbg !1005
  %29 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1006
  %30 = getelementptr inbounds %struct.exchange, %struct.exchange* %29, i32 0, i32 3, !dbg !1007
  %31 = load i32*, i32** %30, align 8, !dbg !1007
  %32 = load i32, i32* %6, align 4, !dbg !1008
  %33 = sext i32 %32 to i64, !dbg !1006
  %34 = getelementptr inbounds i32, i32* %31, i64 %33, !dbg !1006
  %35 = load i32, i32* %34, align 4, !dbg !1006
  %36 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1009
  %37 = getelementptr inbounds %struct.exchange, %struct.exchange* %36, i32 0, i32 1, !dbg !1010
  %38 = load i32*, i32** %37, align 8, !dbg !1010
  %39 = load i32, i32* %6, align 4, !dbg !1011
  %40 = sext i32 %39 to i64, !dbg !1009
  %41 = getelementptr inbounds i32, i32* %38, i64 %40, !dbg !1009
  %42 = load i32, i32* %41, align 4, !dbg !1009
  %43 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1012
  %44 = getelementptr inbounds %struct.exchange, %struct.exchange* %43, i32 0, i32 8, !dbg !1013
  %45 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %44, align 8, !dbg !1013
  %46 = load i32, i32* %5, align 4, !dbg !1014
  %47 = add nsw i32 %46, 1, !dbg !1014
  store i32 %47, i32* %5, align 4, !dbg !1014
  %48 = sext i32 %46 to i64, !dbg !1012
  %49 = getelementptr inbounds %struct.ompi_request_t*, %struct.ompi_request_t** %45, i64 %48, !dbg !1012
  %50 = call i32 @MPI_Irecv(i8* noundef %28, i32 noundef %35, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %42, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %49), !dbg !1015
  br label %51, !dbg !1016

51:                                               ; preds = %17
  %52 = load i32, i32* %6, align 4, !dbg !1017
  %53 = add nsw i32 %52, 1, !dbg !1017
  store i32 %53, i32* %6, align 4, !dbg !1017
  br label %11, !dbg !1018, !llvm.loop !1019

54:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1021, metadata !DIExpression()), !dbg !1023
  store i32 0, i32* %7, align 4, !dbg !1023
  br label %55, !dbg !1024

55:                                               ; preds = %138, %54
  %56 = load i32, i32* %7, align 4, !dbg !1025
  %57 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1027
  %58 = getelementptr inbounds %struct.exchange, %struct.exchange* %57, i32 0, i32 0, !dbg !1028
  %59 = load i32, i32* %58, align 8, !dbg !1028
  %60 = icmp slt i32 %56, %59, !dbg !1029
  br i1 %60, label %61, label %141, !dbg !1030

61:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata double** %8, metadata !1031, metadata !DIExpression()), !dbg !1033
  %62 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1034
  %63 = getelementptr inbounds %struct.exchange, %struct.exchange* %62, i32 0, i32 7, !dbg !1035
  %64 = load double*, double** %63, align 8, !dbg !1035
  %65 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1036
  %66 = getelementptr inbounds %struct.exchange, %struct.exchange* %65, i32 0, i32 4, !dbg !1037
  %67 = load i32*, i32** %66, align 8, !dbg !1037
  %68 = load i32, i32* %7, align 4, !dbg !1038
  %69 = sext i32 %68 to i64, !dbg !1036
  %70 = getelementptr inbounds i32, i32* %67, i64 %69, !dbg !1036
  %71 = load i32, i32* %70, align 4, !dbg !1036
  %72 = sext i32 %71 to i64, !dbg !1034
  %73 = getelementptr inbounds double, double* %64, i64 %72, !dbg !1034
  store double* %73, double** %8, align 8, !dbg !1033
  call void @llvm.dbg.declare(metadata i32** %9, metadata !1039, metadata !DIExpression()), !dbg !1042
  %74 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1043
  %75 = getelementptr inbounds %struct.exchange, %struct.exchange* %74, i32 0, i32 6, !dbg !1044
  %76 = load i32*, i32** %75, align 8, !dbg !1044
  %77 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1045
  %78 = getelementptr inbounds %struct.exchange, %struct.exchange* %77, i32 0, i32 4, !dbg !1046
  %79 = load i32*, i32** %78, align 8, !dbg !1046
  %80 = load i32, i32* %7, align 4, !dbg !1047
  %81 = sext i32 %80 to i64, !dbg !1045
  %82 = getelementptr inbounds i32, i32* %79, i64 %81, !dbg !1045
  %83 = load i32, i32* %82, align 4, !dbg !1045
  %84 = sext i32 %83 to i64, !dbg !1043
  %85 = getelementptr inbounds i32, i32* %76, i64 %84, !dbg !1043
  store i32* %85, i32** %9, align 8, !dbg !1042
  call void @llvm.dbg.declare(metadata i32* %10, metadata !1048, metadata !DIExpression()), !dbg !1050
  store i32 0, i32* %10, align 4, !dbg !1050
  br label %86, !dbg !1051

86:                                               ; preds = %110, %61
  %87 = load i32, i32* %10, align 4, !dbg !1052
  %88 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1054
  %89 = getelementptr inbounds %struct.exchange, %struct.exchange* %88, i32 0, i32 5, !dbg !1055
  %90 = load i32*, i32** %89, align 8, !dbg !1055
  %91 = load i32, i32* %7, align 4, !dbg !1056
  %92 = sext i32 %91 to i64, !dbg !1054
  %93 = getelementptr inbounds i32, i32* %90, i64 %92, !dbg !1054
  %94 = load i32, i32* %93, align 4, !dbg !1054
  %95 = icmp slt i32 %87, %94, !dbg !1057
  br i1 %95, label %96, label %113, !dbg !1058

96:                                               ; preds = %86
  %97 = load double*, double** %4, align 8, !dbg !1059
  %98 = load i32*, i32** %9, align 8, !dbg !1060
  %99 = load i32, i32* %10, align 4, !dbg !1061
  %100 = sext i32 %99 to i64, !dbg !1060
  %101 = getelementptr inbounds i32, i32* %98, i64 %100, !dbg !1060
  %102 = load i32, i32* %101, align 4, !dbg !1060
  %103 = sext i32 %102 to i64, !dbg !1059
  %104 = getelementptr inbounds double, double* %97, i64 %103, !dbg !1059
  %105 = load double, double* %104, align 8, !dbg !1059
  %106 = load double*, double** %8, align 8, !dbg !1062
  %107 = load i32, i32* %10, align 4, !dbg !1063
  %108 = sext i32 %107 to i64, !dbg !1062
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !1062
  store double %105, double* %109, align 8, !dbg !1064
  br label %110, !dbg !1062

110:                                              ; preds = %96
  %111 = load i32, i32* %10, align 4, !dbg !1065
  %112 = add nsw i32 %111, 1, !dbg !1065
  store i32 %112, i32* %10, align 4, !dbg !1065
  br label %86, !dbg !1066, !llvm.loop !1067

113:                                              ; preds = %86
  %114 = load double*, double** %8, align 8, !dbg !1069
  %115 = bitcast double* %114 to i8*, !dbg !1069
  %116 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1070
  %117 = getelementptr inbounds %struct.exchange, %struct.exchange* %116, i32 0, i32 5, !dbg !1071
  %118 = load i32*, i32** %117, align 8, !dbg !1071
  %119 = load i32, i32* %7, align 4, !dbg !1072
  %120 = sext i32 %119 to i64, !dbg !1070
  %121 = getelementptr inbounds i32, i32* %118, i64 %120, !dbg !1070
  %122 = load i32, i32* %121, align 4, !dbg !1070
  %123 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1073
  %124 = getelementptr inbounds %struct.exchange, %struct.exchange* %123, i32 0, i32 1, !dbg !1074
  %125 = load i32*, i32** %124, align 8, !dbg !1074
  %126 = load i32, i32* %7, align 4, !dbg !1075
  %127 = sext i32 %126 to i64, !dbg !1073
  %128 = getelementptr inbounds i32, i32* %125, i64 %127, !dbg !1073
  %129 = load i32, i32* %128, align 4, !dbg !1073
  %130 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1076
  %131 = getelementptr inbounds %struct.exchange, %struct.exchange* %130, i32 0, i32 8, !dbg !1077
  %132 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %131, align 8, !dbg !1077
  %133 = load i32, i32* %5, align 4, !dbg !1078
  %134 = add nsw i32 %133, 1, !dbg !1078
  store i32 %134, i32* %5, align 4, !dbg !1078
  %135 = sext i32 %133 to i64, !dbg !1076
  %136 = getelementptr inbounds %struct.ompi_request_t*, %struct.ompi_request_t** %132, i64 %135, !dbg !1076
  %137 = call i32 @MPI_Isend(i8* noundef %115, i32 noundef %122, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %129, i32 noundef 7, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %136), !dbg !1079
  br label %138, !dbg !1080

138:                                              ; preds = %113
  %139 = load i32, i32* %7, align 4, !dbg !1081
  %140 = add nsw i32 %139, 1, !dbg !1081
  store i32 %140, i32* %7, align 4, !dbg !1081
  br label %55, !dbg !1082, !llvm.loop !1083

141:                                              ; preds = %55
  %142 = load i32, i32* %5, align 4, !dbg !1085
  %143 = load %struct.exchange*, %struct.exchange** %3, align 8, !dbg !1086
  %144 = getelementptr inbounds %struct.exchange, %struct.exchange* %143, i32 0, i32 8, !dbg !1087
  %145 = load %struct.ompi_request_t**, %struct.ompi_request_t*** %144, align 8, !dbg !1087
  %146 = call i32 @MPI_Waitall(i32 noundef %142, %struct.ompi_request_t** noundef %145, %struct.ompi_status_public_t* noundef null), !dbg !1088
  ret void, !dbg !1089
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spmv(%struct.csr* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !1090 {
  %4 = alloca %struct.csr*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr** %4, metadata !1097, metadata !DIExpression()), !dbg !1098
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1099, metadata !DIExpression()), !dbg !1100
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1101, metadata !DIExpression()), !dbg !1102
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1103, metadata !DIExpression()), !dbg !1105
  store i32 0, i32* %7, align 4, !dbg !1105
  br label %10, !dbg !1106

10:                                               ; preds = %65, %3
  %11 = load i32, i32* %7, align 4, !dbg !1107
  %12 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1109
  %13 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 0, !dbg !1110
  %14 = load i32, i32* %13, align 8, !dbg !1110
  %15 = icmp slt i32 %11, %14, !dbg !1111
  br i1 %15, label %16, label %68, !dbg !1112

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %8, metadata !1113, metadata !DIExpression()), !dbg !1115
  store double 0.000000e+00, double* %8, align 8, !dbg !1115
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1116, metadata !DIExpression()), !dbg !1118
  %17 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1119
  %18 = getelementptr inbounds %struct.csr, %struct.csr* %17, i32 0, i32 1, !dbg !1120
  %19 = load i32*, i32** %18, align 8, !dbg !1120
  %20 = load i32, i32* %7, align 4, !dbg !1121
  %21 = sext i32 %20 to i64, !dbg !1119
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !1119
  %23 = load i32, i32* %22, align 4, !dbg !1119
  store i32 %23, i32* %9, align 4, !dbg !1118
  br label %24, !dbg !1122

24:                                               ; preds = %56, %16
  %25 = load i32, i32* %9, align 4, !dbg !1123
  %26 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1125
  %27 = getelementptr inbounds %struct.csr, %struct.csr* %26, i32 0, i32 1, !dbg !1126
  %28 = load i32*, i32** %27, align 8, !dbg !1126
  %29 = load i32, i32* %7, align 4, !dbg !1127
  %30 = add nsw i32 %29, 1, !dbg !1128
  %31 = sext i32 %30 to i64, !dbg !1125
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !1125
  %33 = load i32, i32* %32, align 4, !dbg !1125
  %34 = icmp slt i32 %25, %33, !dbg !1129
  br i1 %34, label %35, label %59, !dbg !1130

35:                                               ; preds = %24
  %36 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1131
  %37 = getelementptr inbounds %struct.csr, %struct.csr* %36, i32 0, i32 3, !dbg !1132
  %38 = load double*, double** %37, align 8, !dbg !1132
  %39 = load i32, i32* %9, align 4, !dbg !1133
  %40 = sext i32 %39 to i64, !dbg !1131
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !1131
  %42 = load double, double* %41, align 8, !dbg !1131
  %43 = load double*, double** %5, align 8, !dbg !1134
  %44 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1135
  %45 = getelementptr inbounds %struct.csr, %struct.csr* %44, i32 0, i32 2, !dbg !1136
  %46 = load i32*, i32** %45, align 8, !dbg !1136
  %47 = load i32, i32* %9, align 4, !dbg !1137
  %48 = sext i32 %47 to i64, !dbg !1135
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !1135
  %50 = load i32, i32* %49, align 4, !dbg !1135
  %51 = sext i32 %50 to i64, !dbg !1134
  %52 = getelementptr inbounds double, double* %43, i64 %51, !dbg !1134
  %53 = load double, double* %52, align 8, !dbg !1134
  %54 = load double, double* %8, align 8, !dbg !1138
  %55 = call double @llvm.fmuladd.f64(double %42, double %53, double %54), !dbg !1138
  store double %55, double* %8, align 8, !dbg !1138
  br label %56, !dbg !1139

56:                                               ; preds = %35
  %57 = load i32, i32* %9, align 4, !dbg !1140
  %58 = add nsw i32 %57, 1, !dbg !1140
  store i32 %58, i32* %9, align 4, !dbg !1140
  br label %24, !dbg !1141, !llvm.loop !1142

59:                                               ; preds = %24
  %60 = load double, double* %8, align 8, !dbg !1144
  %61 = load double*, double** %6, align 8, !dbg !1145
  %62 = load i32, i32* %7, align 4, !dbg !1146
  %63 = sext i32 %62 to i64, !dbg !1145
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !1145
  store double %60, double* %64, align 8, !dbg !1147
  br label %65, !dbg !1148

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4, !dbg !1149
  %67 = add nsw i32 %66, 1, !dbg !1149
  store i32 %67, i32* %7, align 4, !dbg !1149
  br label %10, !dbg !1150, !llvm.loop !1151

68:                                               ; preds = %10
  ret void, !dbg !1153
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @printf(i8* noundef, ...) #2

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

declare i32 @MPI_Irecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) #2

declare i32 @MPI_Isend(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) #2

declare i32 @MPI_Waitall(i32 noundef, %struct.ompi_request_t** noundef, %struct.ompi_status_public_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !8, splitDebugInlining: false, nameTableKind: None)
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
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 185, type: !43, scopeLine: 185, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!26, !26, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{}
!49 = !DILocalVariable(name: "argc", arg: 1, scope: !42, file: !1, line: 185, type: !26)
!50 = !DILocation(line: 185, column: 14, scope: !42)
!51 = !DILocalVariable(name: "argv", arg: 2, scope: !42, file: !1, line: 185, type: !45)
!52 = !DILocation(line: 185, column: 27, scope: !42)
!53 = !DILocalVariable(name: "rank", scope: !42, file: !1, line: 186, type: !26)
!54 = !DILocation(line: 186, column: 7, scope: !42)
!55 = !DILocalVariable(name: "size", scope: !42, file: !1, line: 186, type: !26)
!56 = !DILocation(line: 186, column: 13, scope: !42)
!57 = !DILocation(line: 187, column: 3, scope: !42)
!58 = !DILocation(line: 188, column: 3, scope: !42)
!59 = !DILocation(line: 189, column: 3, scope: !42)
!60 = !DILocalVariable(name: "per_rank", scope: !42, file: !1, line: 191, type: !26)
!61 = !DILocation(line: 191, column: 7, scope: !42)
!62 = !DILocation(line: 191, column: 30, scope: !42)
!63 = !DILocation(line: 191, column: 36, scope: !42)
!64 = !DILocation(line: 191, column: 18, scope: !42)
!65 = !DILocalVariable(name: "iterations", scope: !42, file: !1, line: 192, type: !26)
!66 = !DILocation(line: 192, column: 7, scope: !42)
!67 = !DILocation(line: 192, column: 32, scope: !42)
!68 = !DILocation(line: 192, column: 38, scope: !42)
!69 = !DILocation(line: 192, column: 20, scope: !42)
!70 = !DILocation(line: 193, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !42, file: !1, line: 193, column: 7)
!72 = !DILocation(line: 193, column: 16, scope: !71)
!73 = !DILocation(line: 193, column: 7, scope: !42)
!74 = !DILocation(line: 194, column: 14, scope: !71)
!75 = !DILocation(line: 194, column: 5, scope: !71)
!76 = !DILocalVariable(name: "n", scope: !42, file: !1, line: 195, type: !26)
!77 = !DILocation(line: 195, column: 7, scope: !42)
!78 = !DILocation(line: 195, column: 11, scope: !42)
!79 = !DILocation(line: 195, column: 22, scope: !42)
!80 = !DILocation(line: 195, column: 20, scope: !42)
!81 = !DILocalVariable(name: "first", scope: !42, file: !1, line: 195, type: !26)
!82 = !DILocation(line: 195, column: 28, scope: !42)
!83 = !DILocation(line: 195, column: 36, scope: !42)
!84 = !DILocation(line: 195, column: 43, scope: !42)
!85 = !DILocation(line: 195, column: 41, scope: !42)
!86 = !DILocalVariable(name: "a", scope: !42, file: !1, line: 197, type: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "csr", file: !1, line: 43, size: 256, elements: !88)
!88 = !{!89, !90, !92, !93}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !87, file: !1, line: 44, baseType: !26, size: 32)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "row_ptr", scope: !87, file: !1, line: 45, baseType: !91, size: 64, offset: 64)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !87, file: !1, line: 46, baseType: !91, size: 64, offset: 128)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !87, file: !1, line: 47, baseType: !94, size: 64, offset: 192)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!95 = !DILocation(line: 197, column: 14, scope: !42)
!96 = !DILocation(line: 197, column: 28, scope: !42)
!97 = !DILocation(line: 197, column: 31, scope: !42)
!98 = !DILocation(line: 197, column: 38, scope: !42)
!99 = !DILocation(line: 197, column: 18, scope: !42)
!100 = !DILocalVariable(name: "ex", scope: !42, file: !1, line: 198, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "exchange", file: !1, line: 79, size: 576, elements: !102)
!102 = !{!103, !104, !105, !106, !107, !108, !109, !110, !111}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "peers", scope: !101, file: !1, line: 80, baseType: !26, size: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "rank", scope: !101, file: !1, line: 81, baseType: !91, size: 64, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "recv_first", scope: !101, file: !1, line: 82, baseType: !91, size: 64, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "recv_count", scope: !101, file: !1, line: 82, baseType: !91, size: 64, offset: 192)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "send_first", scope: !101, file: !1, line: 83, baseType: !91, size: 64, offset: 256)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "send_count", scope: !101, file: !1, line: 83, baseType: !91, size: 64, offset: 320)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "send_index", scope: !101, file: !1, line: 84, baseType: !91, size: 64, offset: 384)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "send_buffer", scope: !101, file: !1, line: 85, baseType: !94, size: 64, offset: 448)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "requests", scope: !101, file: !1, line: 86, baseType: !112, size: 64, offset: 512)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !10, line: 426, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_request_t", file: !10, line: 426, flags: DIFlagFwdDecl)
!116 = !DILocation(line: 198, column: 19, scope: !42)
!117 = !DILocalVariable(name: "ghosts", scope: !42, file: !1, line: 199, type: !26)
!118 = !DILocation(line: 199, column: 7, scope: !42)
!119 = !DILocation(line: 199, column: 35, scope: !42)
!120 = !DILocation(line: 199, column: 42, scope: !42)
!121 = !DILocation(line: 199, column: 52, scope: !42)
!122 = !DILocation(line: 199, column: 16, scope: !42)
!123 = !DILocalVariable(name: "x", scope: !42, file: !1, line: 200, type: !94)
!124 = !DILocation(line: 200, column: 11, scope: !42)
!125 = !DILocation(line: 200, column: 40, scope: !42)
!126 = !DILocation(line: 200, column: 51, scope: !42)
!127 = !DILocation(line: 200, column: 49, scope: !42)
!128 = !DILocation(line: 200, column: 39, scope: !42)
!129 = !DILocation(line: 200, column: 37, scope: !42)
!130 = !DILocation(line: 200, column: 15, scope: !42)
!131 = !DILocalVariable(name: "y", scope: !42, file: !1, line: 201, type: !94)
!132 = !DILocation(line: 201, column: 11, scope: !42)
!133 = !DILocation(line: 201, column: 39, scope: !42)
!134 = !DILocation(line: 201, column: 37, scope: !42)
!135 = !DILocation(line: 201, column: 15, scope: !42)
!136 = !DILocalVariable(name: "local", scope: !42, file: !1, line: 203, type: !14)
!137 = !DILocation(line: 203, column: 10, scope: !42)
!138 = !DILocalVariable(name: "global", scope: !42, file: !1, line: 203, type: !14)
!139 = !DILocation(line: 203, column: 23, scope: !42)
!140 = !DILocalVariable(name: "r", scope: !141, file: !1, line: 204, type: !26)
!141 = distinct !DILexicalBlock(scope: !42, file: !1, line: 204, column: 3)
!142 = !DILocation(line: 204, column: 12, scope: !141)
!143 = !DILocation(line: 204, column: 8, scope: !141)
!144 = !DILocation(line: 204, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !1, line: 204, column: 3)
!146 = !DILocation(line: 204, column: 23, scope: !145)
!147 = !DILocation(line: 204, column: 21, scope: !145)
!148 = !DILocation(line: 204, column: 3, scope: !141)
!149 = !DILocalVariable(name: "g", scope: !150, file: !1, line: 205, type: !26)
!150 = distinct !DILexicalBlock(scope: !145, file: !1, line: 204, column: 38)
!151 = !DILocation(line: 205, column: 9, scope: !150)
!152 = !DILocation(line: 205, column: 13, scope: !150)
!153 = !DILocation(line: 205, column: 21, scope: !150)
!154 = !DILocation(line: 205, column: 19, scope: !150)
!155 = !DILocation(line: 206, column: 34, scope: !150)
!156 = !DILocation(line: 206, column: 36, scope: !150)
!157 = !DILocation(line: 206, column: 42, scope: !150)
!158 = !DILocation(line: 206, column: 24, scope: !150)
!159 = !DILocation(line: 206, column: 16, scope: !150)
!160 = !DILocation(line: 206, column: 5, scope: !150)
!161 = !DILocation(line: 206, column: 7, scope: !150)
!162 = !DILocation(line: 206, column: 10, scope: !150)
!163 = !DILocation(line: 207, column: 14, scope: !150)
!164 = !DILocation(line: 207, column: 16, scope: !150)
!165 = !DILocation(line: 207, column: 21, scope: !150)
!166 = !DILocation(line: 207, column: 23, scope: !150)
!167 = !DILocation(line: 207, column: 11, scope: !150)
!168 = !DILocation(line: 208, column: 3, scope: !150)
!169 = !DILocation(line: 204, column: 34, scope: !145)
!170 = !DILocation(line: 204, column: 3, scope: !145)
!171 = distinct !{!171, !148, !172, !173}
!172 = !DILocation(line: 208, column: 3, scope: !141)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 209, column: 17, scope: !42)
!175 = !DILocation(line: 209, column: 25, scope: !42)
!176 = !DILocation(line: 209, column: 3, scope: !42)
!177 = !DILocalVariable(name: "scale", scope: !42, file: !1, line: 210, type: !14)
!178 = !DILocation(line: 210, column: 10, scope: !42)
!179 = !DILocation(line: 210, column: 29, scope: !42)
!180 = !DILocation(line: 210, column: 24, scope: !42)
!181 = !DILocation(line: 210, column: 22, scope: !42)
!182 = !DILocalVariable(name: "r", scope: !183, file: !1, line: 211, type: !26)
!183 = distinct !DILexicalBlock(scope: !42, file: !1, line: 211, column: 3)
!184 = !DILocation(line: 211, column: 12, scope: !183)
!185 = !DILocation(line: 211, column: 8, scope: !183)
!186 = !DILocation(line: 211, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 211, column: 3)
!188 = !DILocation(line: 211, column: 23, scope: !187)
!189 = !DILocation(line: 211, column: 21, scope: !187)
!190 = !DILocation(line: 211, column: 3, scope: !183)
!191 = !DILocation(line: 212, column: 13, scope: !187)
!192 = !DILocation(line: 212, column: 5, scope: !187)
!193 = !DILocation(line: 212, column: 7, scope: !187)
!194 = !DILocation(line: 212, column: 10, scope: !187)
!195 = !DILocation(line: 211, column: 34, scope: !187)
!196 = !DILocation(line: 211, column: 3, scope: !187)
!197 = distinct !{!197, !190, !198, !173}
!198 = !DILocation(line: 212, column: 13, scope: !183)
!199 = !DILocalVariable(name: "lambda", scope: !42, file: !1, line: 214, type: !14)
!200 = !DILocation(line: 214, column: 10, scope: !42)
!201 = !DILocation(line: 215, column: 3, scope: !42)
!202 = !DILocalVariable(name: "start", scope: !42, file: !1, line: 216, type: !14)
!203 = !DILocation(line: 216, column: 10, scope: !42)
!204 = !DILocation(line: 216, column: 18, scope: !42)
!205 = !DILocalVariable(name: "it", scope: !206, file: !1, line: 217, type: !26)
!206 = distinct !DILexicalBlock(scope: !42, file: !1, line: 217, column: 3)
!207 = !DILocation(line: 217, column: 12, scope: !206)
!208 = !DILocation(line: 217, column: 8, scope: !206)
!209 = !DILocation(line: 217, column: 20, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !1, line: 217, column: 3)
!211 = !DILocation(line: 217, column: 26, scope: !210)
!212 = !DILocation(line: 217, column: 23, scope: !210)
!213 = !DILocation(line: 217, column: 3, scope: !206)
!214 = !DILocation(line: 218, column: 26, scope: !215)
!215 = distinct !DILexicalBlock(scope: !210, file: !1, line: 217, column: 44)
!216 = !DILocation(line: 218, column: 5, scope: !215)
!217 = !DILocation(line: 219, column: 14, scope: !215)
!218 = !DILocation(line: 219, column: 17, scope: !215)
!219 = !DILocation(line: 219, column: 5, scope: !215)
!220 = !DILocalVariable(name: "part", scope: !215, file: !1, line: 220, type: !221)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 2)
!224 = !DILocation(line: 220, column: 12, scope: !215)
!225 = !DILocalVariable(name: "sum", scope: !215, file: !1, line: 220, type: !221)
!226 = !DILocation(line: 220, column: 34, scope: !215)
!227 = !DILocalVariable(name: "r", scope: !228, file: !1, line: 221, type: !26)
!228 = distinct !DILexicalBlock(scope: !215, file: !1, line: 221, column: 5)
!229 = !DILocation(line: 221, column: 14, scope: !228)
!230 = !DILocation(line: 221, column: 10, scope: !228)
!231 = !DILocation(line: 221, column: 21, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !1, line: 221, column: 5)
!233 = !DILocation(line: 221, column: 25, scope: !232)
!234 = !DILocation(line: 221, column: 23, scope: !232)
!235 = !DILocation(line: 221, column: 5, scope: !228)
!236 = !DILocation(line: 222, column: 18, scope: !237)
!237 = distinct !DILexicalBlock(scope: !232, file: !1, line: 221, column: 40)
!238 = !DILocation(line: 222, column: 20, scope: !237)
!239 = !DILocation(line: 222, column: 25, scope: !237)
!240 = !DILocation(line: 222, column: 27, scope: !237)
!241 = !DILocation(line: 222, column: 7, scope: !237)
!242 = !DILocation(line: 222, column: 15, scope: !237)
!243 = !DILocation(line: 223, column: 18, scope: !237)
!244 = !DILocation(line: 223, column: 20, scope: !237)
!245 = !DILocation(line: 223, column: 25, scope: !237)
!246 = !DILocation(line: 223, column: 27, scope: !237)
!247 = !DILocation(line: 223, column: 7, scope: !237)
!248 = !DILocation(line: 223, column: 15, scope: !237)
!249 = !DILocation(line: 224, column: 5, scope: !237)
!250 = !DILocation(line: 221, column: 36, scope: !232)
!251 = !DILocation(line: 221, column: 5, scope: !232)
!252 = distinct !{!252, !235, !253, !173}
!253 = !DILocation(line: 224, column: 5, scope: !228)
!254 = !DILocation(line: 225, column: 19, scope: !215)
!255 = !DILocation(line: 225, column: 25, scope: !215)
!256 = !DILocation(line: 225, column: 5, scope: !215)
!257 = !DILocation(line: 226, column: 14, scope: !215)
!258 = !DILocation(line: 226, column: 12, scope: !215)
!259 = !DILocalVariable(name: "inverse", scope: !215, file: !1, line: 227, type: !14)
!260 = !DILocation(line: 227, column: 12, scope: !215)
!261 = !DILocation(line: 227, column: 33, scope: !215)
!262 = !DILocation(line: 227, column: 28, scope: !215)
!263 = !DILocation(line: 227, column: 26, scope: !215)
!264 = !DILocalVariable(name: "r", scope: !265, file: !1, line: 228, type: !26)
!265 = distinct !DILexicalBlock(scope: !215, file: !1, line: 228, column: 5)
!266 = !DILocation(line: 228, column: 14, scope: !265)
!267 = !DILocation(line: 228, column: 10, scope: !265)
!268 = !DILocation(line: 228, column: 21, scope: !269)
!269 = distinct !DILexicalBlock(scope: !265, file: !1, line: 228, column: 5)
!270 = !DILocation(line: 228, column: 25, scope: !269)
!271 = !DILocation(line: 228, column: 23, scope: !269)
!272 = !DILocation(line: 228, column: 5, scope: !265)
!273 = !DILocation(line: 229, column: 14, scope: !269)
!274 = !DILocation(line: 229, column: 16, scope: !269)
!275 = !DILocation(line: 229, column: 21, scope: !269)
!276 = !DILocation(line: 229, column: 19, scope: !269)
!277 = !DILocation(line: 229, column: 7, scope: !269)
!278 = !DILocation(line: 229, column: 9, scope: !269)
!279 = !DILocation(line: 229, column: 12, scope: !269)
!280 = !DILocation(line: 228, column: 36, scope: !269)
!281 = !DILocation(line: 228, column: 5, scope: !269)
!282 = distinct !{!282, !272, !283, !173}
!283 = !DILocation(line: 229, column: 21, scope: !265)
!284 = !DILocation(line: 230, column: 9, scope: !285)
!285 = distinct !DILexicalBlock(scope: !215, file: !1, line: 230, column: 9)
!286 = !DILocation(line: 230, column: 14, scope: !285)
!287 = !DILocation(line: 230, column: 19, scope: !285)
!288 = !DILocation(line: 230, column: 23, scope: !285)
!289 = !DILocation(line: 230, column: 26, scope: !285)
!290 = !DILocation(line: 230, column: 30, scope: !285)
!291 = !DILocation(line: 230, column: 35, scope: !285)
!292 = !DILocation(line: 230, column: 38, scope: !285)
!293 = !DILocation(line: 230, column: 44, scope: !285)
!294 = !DILocation(line: 230, column: 41, scope: !285)
!295 = !DILocation(line: 230, column: 9, scope: !215)
!296 = !DILocation(line: 231, column: 57, scope: !285)
!297 = !DILocation(line: 231, column: 61, scope: !285)
!298 = !DILocation(line: 231, column: 7, scope: !285)
!299 = !DILocation(line: 232, column: 3, scope: !215)
!300 = !DILocation(line: 217, column: 40, scope: !210)
!301 = !DILocation(line: 217, column: 3, scope: !210)
!302 = distinct !{!302, !213, !303, !173}
!303 = !DILocation(line: 232, column: 3, scope: !206)
!304 = !DILocalVariable(name: "elapsed", scope: !42, file: !1, line: 233, type: !14)
!305 = !DILocation(line: 233, column: 10, scope: !42)
!306 = !DILocation(line: 233, column: 20, scope: !42)
!307 = !DILocation(line: 233, column: 34, scope: !42)
!308 = !DILocation(line: 233, column: 32, scope: !42)
!309 = !DILocalVariable(name: "peers_max", scope: !42, file: !1, line: 235, type: !26)
!310 = !DILocation(line: 235, column: 7, scope: !42)
!311 = !DILocalVariable(name: "ghosts_total", scope: !42, file: !1, line: 235, type: !26)
!312 = !DILocation(line: 235, column: 22, scope: !42)
!313 = !DILocation(line: 236, column: 18, scope: !42)
!314 = !DILocation(line: 236, column: 14, scope: !42)
!315 = !DILocation(line: 236, column: 25, scope: !42)
!316 = !DILocation(line: 236, column: 3, scope: !42)
!317 = !DILocation(line: 237, column: 14, scope: !42)
!318 = !DILocation(line: 237, column: 23, scope: !42)
!319 = !DILocation(line: 237, column: 3, scope: !42)
!320 = !DILocation(line: 238, column: 7, scope: !321)
!321 = distinct !DILexicalBlock(scope: !42, file: !1, line: 238, column: 7)
!322 = !DILocation(line: 238, column: 12, scope: !321)
!323 = !DILocation(line: 238, column: 7, scope: !42)
!324 = !DILocation(line: 241, column: 12, scope: !325)
!325 = distinct !DILexicalBlock(scope: !321, file: !1, line: 238, column: 18)
!326 = !DILocation(line: 241, column: 24, scope: !325)
!327 = !DILocation(line: 241, column: 34, scope: !325)
!328 = !DILocation(line: 241, column: 22, scope: !325)
!329 = !DILocation(line: 241, column: 41, scope: !325)
!330 = !DILocation(line: 239, column: 5, scope: !325)
!331 = !DILocation(line: 243, column: 12, scope: !325)
!332 = !DILocation(line: 243, column: 26, scope: !325)
!333 = !DILocation(line: 242, column: 5, scope: !325)
!334 = !DILocation(line: 244, column: 51, scope: !325)
!335 = !DILocation(line: 244, column: 5, scope: !325)
!336 = !DILocation(line: 245, column: 31, scope: !325)
!337 = !DILocation(line: 245, column: 5, scope: !325)
!338 = !DILocation(line: 246, column: 3, scope: !325)
!339 = !DILocation(line: 247, column: 10, scope: !42)
!340 = !DILocation(line: 247, column: 8, scope: !42)
!341 = !DILocation(line: 247, column: 3, scope: !42)
!342 = !DILocation(line: 248, column: 10, scope: !42)
!343 = !DILocation(line: 248, column: 8, scope: !42)
!344 = !DILocation(line: 248, column: 3, scope: !42)
!345 = !DILocation(line: 249, column: 10, scope: !42)
!346 = !DILocation(line: 249, column: 8, scope: !42)
!347 = !DILocation(line: 249, column: 3, scope: !42)
!348 = !DILocation(line: 250, column: 11, scope: !42)
!349 = !DILocation(line: 250, column: 8, scope: !42)
!350 = !DILocation(line: 250, column: 3, scope: !42)
!351 = !DILocation(line: 251, column: 11, scope: !42)
!352 = !DILocation(line: 251, column: 8, scope: !42)
!353 = !DILocation(line: 251, column: 3, scope: !42)
!354 = !DILocation(line: 252, column: 11, scope: !42)
!355 = !DILocation(line: 252, column: 8, scope: !42)
!356 = !DILocation(line: 252, column: 3, scope: !42)
!357 = !DILocation(line: 253, column: 11, scope: !42)
!358 = !DILocation(line: 253, column: 8, scope: !42)
!359 = !DILocation(line: 253, column: 3, scope: !42)
!360 = !DILocation(line: 254, column: 11, scope: !42)
!361 = !DILocation(line: 254, column: 8, scope: !42)
!362 = !DILocation(line: 254, column: 3, scope: !42)
!363 = !DILocation(line: 255, column: 11, scope: !42)
!364 = !DILocation(line: 255, column: 8, scope: !42)
!365 = !DILocation(line: 255, column: 3, scope: !42)
!366 = !DILocation(line: 256, column: 11, scope: !42)
!367 = !DILocation(line: 256, column: 8, scope: !42)
!368 = !DILocation(line: 256, column: 3, scope: !42)
!369 = !DILocation(line: 257, column: 11, scope: !42)
!370 = !DILocation(line: 257, column: 8, scope: !42)
!371 = !DILocation(line: 257, column: 3, scope: !42)
!372 = !DILocation(line: 258, column: 8, scope: !42)
!373 = !DILocation(line: 258, column: 3, scope: !42)
!374 = !DILocation(line: 259, column: 8, scope: !42)
!375 = !DILocation(line: 259, column: 3, scope: !42)
!376 = !DILocation(line: 260, column: 3, scope: !42)
!377 = !DILocation(line: 261, column: 3, scope: !42)
!378 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 28, type: !379, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !48)
!379 = !DISubroutineType(types: !380)
!380 = !{!26, !26, !45, !26, !26}
!381 = !DILocalVariable(name: "argc", arg: 1, scope: !378, file: !1, line: 28, type: !26)
!382 = !DILocation(line: 28, column: 28, scope: !378)
!383 = !DILocalVariable(name: "argv", arg: 2, scope: !378, file: !1, line: 28, type: !45)
!384 = !DILocation(line: 28, column: 41, scope: !378)
!385 = !DILocalVariable(name: "index", arg: 3, scope: !378, file: !1, line: 28, type: !26)
!386 = !DILocation(line: 28, column: 51, scope: !378)
!387 = !DILocalVariable(name: "fallback", arg: 4, scope: !378, file: !1, line: 28, type: !26)
!388 = !DILocation(line: 28, column: 62, scope: !378)
!389 = !DILocation(line: 29, column: 7, scope: !390)
!390 = distinct !DILexicalBlock(scope: !378, file: !1, line: 29, column: 7)
!391 = !DILocation(line: 29, column: 16, scope: !390)
!392 = !DILocation(line: 29, column: 13, scope: !390)
!393 = !DILocation(line: 29, column: 7, scope: !378)
!394 = !DILocation(line: 30, column: 12, scope: !390)
!395 = !DILocation(line: 30, column: 5, scope: !390)
!396 = !DILocalVariable(name: "s", scope: !378, file: !1, line: 31, type: !397)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !398, size: 64)
!398 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!399 = !DILocation(line: 31, column: 15, scope: !378)
!400 = !DILocation(line: 31, column: 19, scope: !378)
!401 = !DILocation(line: 31, column: 24, scope: !378)
!402 = !DILocalVariable(name: "value", scope: !378, file: !1, line: 32, type: !26)
!403 = !DILocation(line: 32, column: 7, scope: !378)
!404 = !DILocation(line: 33, column: 8, scope: !405)
!405 = distinct !DILexicalBlock(scope: !378, file: !1, line: 33, column: 7)
!406 = !DILocation(line: 33, column: 7, scope: !405)
!407 = !DILocation(line: 33, column: 10, scope: !405)
!408 = !DILocation(line: 33, column: 7, scope: !378)
!409 = !DILocation(line: 34, column: 12, scope: !405)
!410 = !DILocation(line: 34, column: 5, scope: !405)
!411 = !DILocation(line: 35, column: 3, scope: !378)
!412 = !DILocation(line: 35, column: 11, scope: !413)
!413 = distinct !DILexicalBlock(scope: !414, file: !1, line: 35, column: 3)
!414 = distinct !DILexicalBlock(scope: !378, file: !1, line: 35, column: 3)
!415 = !DILocation(line: 35, column: 10, scope: !413)
!416 = !DILocation(line: 35, column: 3, scope: !414)
!417 = !DILocation(line: 36, column: 10, scope: !418)
!418 = distinct !DILexicalBlock(scope: !419, file: !1, line: 36, column: 9)
!419 = distinct !DILexicalBlock(scope: !413, file: !1, line: 35, column: 19)
!420 = !DILocation(line: 36, column: 9, scope: !418)
!421 = !DILocation(line: 36, column: 12, scope: !418)
!422 = !DILocation(line: 36, column: 18, scope: !418)
!423 = !DILocation(line: 36, column: 22, scope: !418)
!424 = !DILocation(line: 36, column: 21, scope: !418)
!425 = !DILocation(line: 36, column: 24, scope: !418)
!426 = !DILocation(line: 36, column: 9, scope: !419)
!427 = !DILocation(line: 37, column: 14, scope: !418)
!428 = !DILocation(line: 37, column: 7, scope: !418)
!429 = !DILocation(line: 38, column: 13, scope: !419)
!430 = !DILocation(line: 38, column: 19, scope: !419)
!431 = !DILocation(line: 38, column: 28, scope: !419)
!432 = !DILocation(line: 38, column: 27, scope: !419)
!433 = !DILocation(line: 38, column: 30, scope: !419)
!434 = !DILocation(line: 38, column: 24, scope: !419)
!435 = !DILocation(line: 38, column: 11, scope: !419)
!436 = !DILocation(line: 39, column: 3, scope: !419)
!437 = !DILocation(line: 35, column: 15, scope: !413)
!438 = !DILocation(line: 35, column: 3, scope: !413)
!439 = distinct !{!439, !416, !440, !173}
!440 = !DILocation(line: 39, column: 3, scope: !414)
!441 = !DILocation(line: 40, column: 10, scope: !378)
!442 = !DILocation(line: 40, column: 3, scope: !378)
!443 = !DILocation(line: 41, column: 1, scope: !378)
!444 = distinct !DISubprogram(name: "laplacian", scope: !1, file: !1, line: 52, type: !445, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !48)
!445 = !DISubroutineType(types: !446)
!446 = !{!87, !26, !26, !26}
!447 = !DILocalVariable(name: "n", arg: 1, scope: !444, file: !1, line: 52, type: !26)
!448 = !DILocation(line: 52, column: 33, scope: !444)
!449 = !DILocalVariable(name: "first", arg: 2, scope: !444, file: !1, line: 52, type: !26)
!450 = !DILocation(line: 52, column: 40, scope: !444)
!451 = !DILocalVariable(name: "rows", arg: 3, scope: !444, file: !1, line: 52, type: !26)
!452 = !DILocation(line: 52, column: 51, scope: !444)
!453 = !DILocalVariable(name: "a", scope: !444, file: !1, line: 53, type: !87)
!454 = !DILocation(line: 53, column: 14, scope: !444)
!455 = !DILocation(line: 54, column: 12, scope: !444)
!456 = !DILocation(line: 54, column: 5, scope: !444)
!457 = !DILocation(line: 54, column: 10, scope: !444)
!458 = !DILocation(line: 55, column: 37, scope: !444)
!459 = !DILocation(line: 55, column: 42, scope: !444)
!460 = !DILocation(line: 55, column: 36, scope: !444)
!461 = !DILocation(line: 55, column: 34, scope: !444)
!462 = !DILocation(line: 55, column: 15, scope: !444)
!463 = !DILocation(line: 55, column: 5, scope: !444)
!464 = !DILocation(line: 55, column: 13, scope: !444)
!465 = !DILocation(line: 56, column: 37, scope: !444)
!466 = !DILocation(line: 56, column: 35, scope: !444)
!467 = !DILocation(line: 56, column: 42, scope: !444)
!468 = !DILocation(line: 56, column: 32, scope: !444)
!469 = !DILocation(line: 56, column: 30, scope: !444)
!470 = !DILocation(line: 56, column: 11, scope: !444)
!471 = !DILocation(line: 56, column: 5, scope: !444)
!472 = !DILocation(line: 56, column: 9, scope: !444)
!473 = !DILocation(line: 57, column: 40, scope: !444)
!474 = !DILocation(line: 57, column: 38, scope: !444)
!475 = !DILocation(line: 57, column: 45, scope: !444)
!476 = !DILocation(line: 57, column: 35, scope: !444)
!477 = !DILocation(line: 57, column: 33, scope: !444)
!478 = !DILocation(line: 57, column: 11, scope: !444)
!479 = !DILocation(line: 57, column: 5, scope: !444)
!480 = !DILocation(line: 57, column: 9, scope: !444)
!481 = !DILocalVariable(name: "nnz", scope: !444, file: !1, line: 58, type: !26)
!482 = !DILocation(line: 58, column: 7, scope: !444)
!483 = !DILocalVariable(name: "r", scope: !484, file: !1, line: 59, type: !26)
!484 = distinct !DILexicalBlock(scope: !444, file: !1, line: 59, column: 3)
!485 = !DILocation(line: 59, column: 12, scope: !484)
!486 = !DILocation(line: 59, column: 8, scope: !484)
!487 = !DILocation(line: 59, column: 19, scope: !488)
!488 = distinct !DILexicalBlock(scope: !484, file: !1, line: 59, column: 3)
!489 = !DILocation(line: 59, column: 23, scope: !488)
!490 = !DILocation(line: 59, column: 21, scope: !488)
!491 = !DILocation(line: 59, column: 3, scope: !484)
!492 = !DILocalVariable(name: "g", scope: !493, file: !1, line: 60, type: !26)
!493 = distinct !DILexicalBlock(scope: !488, file: !1, line: 59, column: 34)
!494 = !DILocation(line: 60, column: 9, scope: !493)
!495 = !DILocation(line: 60, column: 13, scope: !493)
!496 = !DILocation(line: 60, column: 21, scope: !493)
!497 = !DILocation(line: 60, column: 19, scope: !493)
!498 = !DILocalVariable(name: "gx", scope: !493, file: !1, line: 60, type: !26)
!499 = !DILocation(line: 60, column: 24, scope: !493)
!500 = !DILocation(line: 60, column: 29, scope: !493)
!501 = !DILocation(line: 60, column: 31, scope: !493)
!502 = !DILocation(line: 61, column: 20, scope: !493)
!503 = !DILocation(line: 61, column: 7, scope: !493)
!504 = !DILocation(line: 61, column: 15, scope: !493)
!505 = !DILocation(line: 61, column: 5, scope: !493)
!506 = !DILocation(line: 61, column: 18, scope: !493)
!507 = !DILocalVariable(name: "cols", scope: !493, file: !1, line: 64, type: !508)
!508 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 160, elements: !509)
!509 = !{!510}
!510 = !DISubrange(count: 5)
!511 = !DILocation(line: 64, column: 9, scope: !493)
!512 = !DILocation(line: 64, column: 19, scope: !493)
!513 = !DILocation(line: 64, column: 20, scope: !493)
!514 = !DILocation(line: 64, column: 22, scope: !493)
!515 = !DILocation(line: 64, column: 31, scope: !493)
!516 = !DILocation(line: 64, column: 34, scope: !493)
!517 = !DILocation(line: 64, column: 40, scope: !493)
!518 = !DILocation(line: 64, column: 42, scope: !493)
!519 = !DILocation(line: 64, column: 52, scope: !493)
!520 = !DILocation(line: 65, column: 20, scope: !493)
!521 = !DILocation(line: 65, column: 23, scope: !493)
!522 = !DILocation(line: 65, column: 37, scope: !493)
!523 = !DILocation(line: 65, column: 39, scope: !493)
!524 = !DILocation(line: 65, column: 49, scope: !493)
!525 = !DILocation(line: 65, column: 51, scope: !493)
!526 = !DILocalVariable(name: "k", scope: !527, file: !1, line: 66, type: !26)
!527 = distinct !DILexicalBlock(scope: !493, file: !1, line: 66, column: 5)
!528 = !DILocation(line: 66, column: 14, scope: !527)
!529 = !DILocation(line: 66, column: 10, scope: !527)
!530 = !DILocation(line: 66, column: 21, scope: !531)
!531 = distinct !DILexicalBlock(scope: !527, file: !1, line: 66, column: 5)
!532 = !DILocation(line: 66, column: 23, scope: !531)
!533 = !DILocation(line: 66, column: 5, scope: !527)
!534 = !DILocalVariable(name: "c", scope: !535, file: !1, line: 67, type: !26)
!535 = distinct !DILexicalBlock(scope: !531, file: !1, line: 66, column: 33)
!536 = !DILocation(line: 67, column: 11, scope: !535)
!537 = !DILocation(line: 67, column: 20, scope: !535)
!538 = !DILocation(line: 67, column: 15, scope: !535)
!539 = !DILocation(line: 68, column: 11, scope: !540)
!540 = distinct !DILexicalBlock(scope: !535, file: !1, line: 68, column: 11)
!541 = !DILocation(line: 68, column: 13, scope: !540)
!542 = !DILocation(line: 68, column: 17, scope: !540)
!543 = !DILocation(line: 68, column: 20, scope: !540)
!544 = !DILocation(line: 68, column: 25, scope: !540)
!545 = !DILocation(line: 68, column: 22, scope: !540)
!546 = !DILocation(line: 68, column: 11, scope: !535)
!547 = !DILocation(line: 69, column: 9, scope: !540)
!548 = !DILocation(line: 70, column: 20, scope: !535)
!549 = !DILocation(line: 70, column: 9, scope: !535)
!550 = !DILocation(line: 70, column: 13, scope: !535)
!551 = !DILocation(line: 70, column: 7, scope: !535)
!552 = !DILocation(line: 70, column: 18, scope: !535)
!553 = !DILocation(line: 71, column: 22, scope: !535)
!554 = !DILocation(line: 71, column: 27, scope: !535)
!555 = !DILocation(line: 71, column: 24, scope: !535)
!556 = !DILocation(line: 71, column: 9, scope: !535)
!557 = !DILocation(line: 71, column: 16, scope: !535)
!558 = !DILocation(line: 71, column: 7, scope: !535)
!559 = !DILocation(line: 71, column: 20, scope: !535)
!560 = !DILocation(line: 72, column: 5, scope: !535)
!561 = !DILocation(line: 66, column: 29, scope: !531)
!562 = !DILocation(line: 66, column: 5, scope: !531)
!563 = distinct !{!563, !533, !564, !173}
!564 = !DILocation(line: 72, column: 5, scope: !527)
!565 = !DILocation(line: 73, column: 3, scope: !493)
!566 = !DILocation(line: 59, column: 30, scope: !488)
!567 = !DILocation(line: 59, column: 3, scope: !488)
!568 = distinct !{!568, !491, !569, !173}
!569 = !DILocation(line: 73, column: 3, scope: !484)
!570 = !DILocation(line: 74, column: 21, scope: !444)
!571 = !DILocation(line: 74, column: 5, scope: !444)
!572 = !DILocation(line: 74, column: 13, scope: !444)
!573 = !DILocation(line: 74, column: 3, scope: !444)
!574 = !DILocation(line: 74, column: 19, scope: !444)
!575 = !DILocation(line: 75, column: 3, scope: !444)
!576 = distinct !DISubprogram(name: "setup_exchange", scope: !1, file: !1, line: 92, type: !577, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !48)
!577 = !DISubroutineType(types: !578)
!578 = !{!26, !579, !26, !26, !26, !580}
!579 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!581 = !DILocalVariable(name: "a", arg: 1, scope: !576, file: !1, line: 92, type: !579)
!582 = !DILocation(line: 92, column: 39, scope: !576)
!583 = !DILocalVariable(name: "first", arg: 2, scope: !576, file: !1, line: 92, type: !26)
!584 = !DILocation(line: 92, column: 46, scope: !576)
!585 = !DILocalVariable(name: "per_rank", arg: 3, scope: !576, file: !1, line: 92, type: !26)
!586 = !DILocation(line: 92, column: 57, scope: !576)
!587 = !DILocalVariable(name: "size", arg: 4, scope: !576, file: !1, line: 92, type: !26)
!588 = !DILocation(line: 92, column: 71, scope: !576)
!589 = !DILocalVariable(name: "ex", arg: 5, scope: !576, file: !1, line: 93, type: !580)
!590 = !DILocation(line: 93, column: 44, scope: !576)
!591 = !DILocalVariable(name: "rows", scope: !576, file: !1, line: 94, type: !26)
!592 = !DILocation(line: 94, column: 7, scope: !576)
!593 = !DILocation(line: 94, column: 14, scope: !576)
!594 = !DILocation(line: 94, column: 17, scope: !576)
!595 = !DILocalVariable(name: "nnz", scope: !576, file: !1, line: 94, type: !26)
!596 = !DILocation(line: 94, column: 23, scope: !576)
!597 = !DILocation(line: 94, column: 29, scope: !576)
!598 = !DILocation(line: 94, column: 32, scope: !576)
!599 = !DILocation(line: 94, column: 40, scope: !576)
!600 = !DILocalVariable(name: "lo", scope: !576, file: !1, line: 96, type: !26)
!601 = !DILocation(line: 96, column: 7, scope: !576)
!602 = !DILocation(line: 96, column: 12, scope: !576)
!603 = !DILocation(line: 96, column: 18, scope: !576)
!604 = !DILocalVariable(name: "span", scope: !576, file: !1, line: 96, type: !26)
!605 = !DILocation(line: 96, column: 27, scope: !576)
!606 = !DILocation(line: 96, column: 34, scope: !576)
!607 = !DILocation(line: 96, column: 39, scope: !576)
!608 = !DILocalVariable(name: "slot", scope: !576, file: !1, line: 97, type: !91)
!609 = !DILocation(line: 97, column: 8, scope: !576)
!610 = !DILocation(line: 97, column: 36, scope: !576)
!611 = !DILocation(line: 97, column: 34, scope: !576)
!612 = !DILocation(line: 97, column: 15, scope: !576)
!613 = !DILocalVariable(name: "i", scope: !614, file: !1, line: 98, type: !26)
!614 = distinct !DILexicalBlock(scope: !576, file: !1, line: 98, column: 3)
!615 = !DILocation(line: 98, column: 12, scope: !614)
!616 = !DILocation(line: 98, column: 8, scope: !614)
!617 = !DILocation(line: 98, column: 19, scope: !618)
!618 = distinct !DILexicalBlock(scope: !614, file: !1, line: 98, column: 3)
!619 = !DILocation(line: 98, column: 23, scope: !618)
!620 = !DILocation(line: 98, column: 21, scope: !618)
!621 = !DILocation(line: 98, column: 3, scope: !614)
!622 = !DILocation(line: 99, column: 5, scope: !618)
!623 = !DILocation(line: 99, column: 10, scope: !618)
!624 = !DILocation(line: 99, column: 13, scope: !618)
!625 = !DILocation(line: 98, column: 30, scope: !618)
!626 = !DILocation(line: 98, column: 3, scope: !618)
!627 = distinct !{!627, !621, !628, !173}
!628 = !DILocation(line: 99, column: 16, scope: !614)
!629 = !DILocalVariable(name: "k", scope: !630, file: !1, line: 100, type: !26)
!630 = distinct !DILexicalBlock(scope: !576, file: !1, line: 100, column: 3)
!631 = !DILocation(line: 100, column: 12, scope: !630)
!632 = !DILocation(line: 100, column: 8, scope: !630)
!633 = !DILocation(line: 100, column: 19, scope: !634)
!634 = distinct !DILexicalBlock(scope: !630, file: !1, line: 100, column: 3)
!635 = !DILocation(line: 100, column: 23, scope: !634)
!636 = !DILocation(line: 100, column: 21, scope: !634)
!637 = !DILocation(line: 100, column: 3, scope: !630)
!638 = !DILocalVariable(name: "c", scope: !639, file: !1, line: 101, type: !26)
!639 = distinct !DILexicalBlock(scope: !634, file: !1, line: 100, column: 33)
!640 = !DILocation(line: 101, column: 9, scope: !639)
!641 = !DILocation(line: 101, column: 13, scope: !639)
!642 = !DILocation(line: 101, column: 16, scope: !639)
!643 = !DILocation(line: 101, column: 20, scope: !639)
!644 = !DILocation(line: 102, column: 9, scope: !645)
!645 = distinct !DILexicalBlock(scope: !639, file: !1, line: 102, column: 9)
!646 = !DILocation(line: 102, column: 13, scope: !645)
!647 = !DILocation(line: 102, column: 11, scope: !645)
!648 = !DILocation(line: 102, column: 19, scope: !645)
!649 = !DILocation(line: 102, column: 22, scope: !645)
!650 = !DILocation(line: 102, column: 27, scope: !645)
!651 = !DILocation(line: 102, column: 35, scope: !645)
!652 = !DILocation(line: 102, column: 33, scope: !645)
!653 = !DILocation(line: 102, column: 24, scope: !645)
!654 = !DILocation(line: 102, column: 9, scope: !639)
!655 = !DILocation(line: 103, column: 7, scope: !645)
!656 = !DILocation(line: 103, column: 12, scope: !645)
!657 = !DILocation(line: 103, column: 16, scope: !645)
!658 = !DILocation(line: 103, column: 14, scope: !645)
!659 = !DILocation(line: 103, column: 20, scope: !645)
!660 = !DILocation(line: 104, column: 3, scope: !639)
!661 = !DILocation(line: 100, column: 29, scope: !634)
!662 = !DILocation(line: 100, column: 3, scope: !634)
!663 = distinct !{!663, !637, !664, !173}
!664 = !DILocation(line: 104, column: 3, scope: !630)
!665 = !DILocalVariable(name: "ghosts", scope: !576, file: !1, line: 105, type: !26)
!666 = !DILocation(line: 105, column: 7, scope: !576)
!667 = !DILocalVariable(name: "ghost_global", scope: !576, file: !1, line: 106, type: !91)
!668 = !DILocation(line: 106, column: 8, scope: !576)
!669 = !DILocation(line: 106, column: 44, scope: !576)
!670 = !DILocation(line: 106, column: 42, scope: !576)
!671 = !DILocation(line: 106, column: 23, scope: !576)
!672 = !DILocalVariable(name: "i", scope: !673, file: !1, line: 107, type: !26)
!673 = distinct !DILexicalBlock(scope: !576, file: !1, line: 107, column: 3)
!674 = !DILocation(line: 107, column: 12, scope: !673)
!675 = !DILocation(line: 107, column: 8, scope: !673)
!676 = !DILocation(line: 107, column: 19, scope: !677)
!677 = distinct !DILexicalBlock(scope: !673, file: !1, line: 107, column: 3)
!678 = !DILocation(line: 107, column: 23, scope: !677)
!679 = !DILocation(line: 107, column: 21, scope: !677)
!680 = !DILocation(line: 107, column: 3, scope: !673)
!681 = !DILocation(line: 108, column: 9, scope: !682)
!682 = distinct !DILexicalBlock(scope: !677, file: !1, line: 108, column: 9)
!683 = !DILocation(line: 108, column: 14, scope: !682)
!684 = !DILocation(line: 108, column: 17, scope: !682)
!685 = !DILocation(line: 108, column: 9, scope: !677)
!686 = !DILocation(line: 109, column: 17, scope: !687)
!687 = distinct !DILexicalBlock(scope: !682, file: !1, line: 108, column: 23)
!688 = !DILocation(line: 109, column: 24, scope: !687)
!689 = !DILocation(line: 109, column: 22, scope: !687)
!690 = !DILocation(line: 109, column: 7, scope: !687)
!691 = !DILocation(line: 109, column: 12, scope: !687)
!692 = !DILocation(line: 109, column: 15, scope: !687)
!693 = !DILocation(line: 110, column: 32, scope: !687)
!694 = !DILocation(line: 110, column: 37, scope: !687)
!695 = !DILocation(line: 110, column: 35, scope: !687)
!696 = !DILocation(line: 110, column: 7, scope: !687)
!697 = !DILocation(line: 110, column: 26, scope: !687)
!698 = !DILocation(line: 110, column: 30, scope: !687)
!699 = !DILocation(line: 111, column: 5, scope: !687)
!700 = !DILocation(line: 108, column: 20, scope: !682)
!701 = !DILocation(line: 107, column: 30, scope: !677)
!702 = !DILocation(line: 107, column: 3, scope: !677)
!703 = distinct !{!703, !680, !704, !173}
!704 = !DILocation(line: 111, column: 5, scope: !673)
!705 = !DILocalVariable(name: "k", scope: !706, file: !1, line: 112, type: !26)
!706 = distinct !DILexicalBlock(scope: !576, file: !1, line: 112, column: 3)
!707 = !DILocation(line: 112, column: 12, scope: !706)
!708 = !DILocation(line: 112, column: 8, scope: !706)
!709 = !DILocation(line: 112, column: 19, scope: !710)
!710 = distinct !DILexicalBlock(scope: !706, file: !1, line: 112, column: 3)
!711 = !DILocation(line: 112, column: 23, scope: !710)
!712 = !DILocation(line: 112, column: 21, scope: !710)
!713 = !DILocation(line: 112, column: 3, scope: !706)
!714 = !DILocalVariable(name: "c", scope: !715, file: !1, line: 113, type: !26)
!715 = distinct !DILexicalBlock(scope: !710, file: !1, line: 112, column: 33)
!716 = !DILocation(line: 113, column: 9, scope: !715)
!717 = !DILocation(line: 113, column: 13, scope: !715)
!718 = !DILocation(line: 113, column: 16, scope: !715)
!719 = !DILocation(line: 113, column: 20, scope: !715)
!720 = !DILocation(line: 114, column: 17, scope: !715)
!721 = !DILocation(line: 114, column: 22, scope: !715)
!722 = !DILocation(line: 114, column: 19, scope: !715)
!723 = !DILocation(line: 114, column: 28, scope: !715)
!724 = !DILocation(line: 114, column: 31, scope: !715)
!725 = !DILocation(line: 114, column: 35, scope: !715)
!726 = !DILocation(line: 114, column: 43, scope: !715)
!727 = !DILocation(line: 114, column: 41, scope: !715)
!728 = !DILocation(line: 114, column: 33, scope: !715)
!729 = !DILocation(line: 114, column: 50, scope: !715)
!730 = !DILocation(line: 114, column: 54, scope: !715)
!731 = !DILocation(line: 114, column: 52, scope: !715)
!732 = !DILocation(line: 114, column: 62, scope: !715)
!733 = !DILocation(line: 114, column: 67, scope: !715)
!734 = !DILocation(line: 114, column: 71, scope: !715)
!735 = !DILocation(line: 114, column: 69, scope: !715)
!736 = !DILocation(line: 114, column: 5, scope: !715)
!737 = !DILocation(line: 114, column: 8, scope: !715)
!738 = !DILocation(line: 114, column: 12, scope: !715)
!739 = !DILocation(line: 114, column: 15, scope: !715)
!740 = !DILocation(line: 115, column: 3, scope: !715)
!741 = !DILocation(line: 112, column: 29, scope: !710)
!742 = !DILocation(line: 112, column: 3, scope: !710)
!743 = distinct !{!743, !713, !744, !173}
!744 = !DILocation(line: 115, column: 3, scope: !706)
!745 = !DILocation(line: 119, column: 36, scope: !576)
!746 = !DILocation(line: 119, column: 41, scope: !576)
!747 = !DILocation(line: 119, column: 35, scope: !576)
!748 = !DILocation(line: 119, column: 33, scope: !576)
!749 = !DILocation(line: 119, column: 14, scope: !576)
!750 = !DILocation(line: 119, column: 3, scope: !576)
!751 = !DILocation(line: 119, column: 7, scope: !576)
!752 = !DILocation(line: 119, column: 12, scope: !576)
!753 = !DILocation(line: 120, column: 42, scope: !576)
!754 = !DILocation(line: 120, column: 47, scope: !576)
!755 = !DILocation(line: 120, column: 41, scope: !576)
!756 = !DILocation(line: 120, column: 39, scope: !576)
!757 = !DILocation(line: 120, column: 20, scope: !576)
!758 = !DILocation(line: 120, column: 3, scope: !576)
!759 = !DILocation(line: 120, column: 7, scope: !576)
!760 = !DILocation(line: 120, column: 18, scope: !576)
!761 = !DILocation(line: 121, column: 42, scope: !576)
!762 = !DILocation(line: 121, column: 47, scope: !576)
!763 = !DILocation(line: 121, column: 41, scope: !576)
!764 = !DILocation(line: 121, column: 39, scope: !576)
!765 = !DILocation(line: 121, column: 20, scope: !576)
!766 = !DILocation(line: 121, column: 3, scope: !576)
!767 = !DILocation(line: 121, column: 7, scope: !576)
!768 = !DILocation(line: 121, column: 18, scope: !576)
!769 = !DILocation(line: 122, column: 42, scope: !576)
!770 = !DILocation(line: 122, column: 47, scope: !576)
!771 = !DILocation(line: 122, column: 41, scope: !576)
!772 = !DILocation(line: 122, column: 39, scope: !576)
!773 = !DILocation(line: 122, column: 20, scope: !576)
!774 = !DILocation(line: 122, column: 3, scope: !576)
!775 = !DILocation(line: 122, column: 7, scope: !576)
!776 = !DILocation(line: 122, column: 18, scope: !576)
!777 = !DILocation(line: 123, column: 42, scope: !576)
!778 = !DILocation(line: 123, column: 47, scope: !576)
!779 = !DILocation(line: 123, column: 41, scope: !576)
!780 = !DILocation(line: 123, column: 39, scope: !576)
!781 = !DILocation(line: 123, column: 20, scope: !576)
!782 = !DILocation(line: 123, column: 3, scope: !576)
!783 = !DILocation(line: 123, column: 7, scope: !576)
!784 = !DILocation(line: 123, column: 18, scope: !576)
!785 = !DILocation(line: 124, column: 3, scope: !576)
!786 = !DILocation(line: 124, column: 7, scope: !576)
!787 = !DILocation(line: 124, column: 13, scope: !576)
!788 = !DILocalVariable(name: "g", scope: !789, file: !1, line: 125, type: !26)
!789 = distinct !DILexicalBlock(scope: !576, file: !1, line: 125, column: 3)
!790 = !DILocation(line: 125, column: 12, scope: !789)
!791 = !DILocation(line: 125, column: 8, scope: !789)
!792 = !DILocation(line: 125, column: 19, scope: !793)
!793 = distinct !DILexicalBlock(scope: !789, file: !1, line: 125, column: 3)
!794 = !DILocation(line: 125, column: 23, scope: !793)
!795 = !DILocation(line: 125, column: 21, scope: !793)
!796 = !DILocation(line: 125, column: 3, scope: !789)
!797 = !DILocalVariable(name: "owner", scope: !798, file: !1, line: 126, type: !26)
!798 = distinct !DILexicalBlock(scope: !793, file: !1, line: 125, column: 36)
!799 = !DILocation(line: 126, column: 9, scope: !798)
!800 = !DILocation(line: 126, column: 17, scope: !798)
!801 = !DILocation(line: 126, column: 30, scope: !798)
!802 = !DILocation(line: 126, column: 35, scope: !798)
!803 = !DILocation(line: 126, column: 33, scope: !798)
!804 = !DILocation(line: 127, column: 9, scope: !805)
!805 = distinct !DILexicalBlock(scope: !798, file: !1, line: 127, column: 9)
!806 = !DILocation(line: 127, column: 13, scope: !805)
!807 = !DILocation(line: 127, column: 19, scope: !805)
!808 = !DILocation(line: 127, column: 24, scope: !805)
!809 = !DILocation(line: 127, column: 27, scope: !805)
!810 = !DILocation(line: 127, column: 31, scope: !805)
!811 = !DILocation(line: 127, column: 36, scope: !805)
!812 = !DILocation(line: 127, column: 40, scope: !805)
!813 = !DILocation(line: 127, column: 46, scope: !805)
!814 = !DILocation(line: 127, column: 54, scope: !805)
!815 = !DILocation(line: 127, column: 51, scope: !805)
!816 = !DILocation(line: 127, column: 9, scope: !798)
!817 = !DILocation(line: 128, column: 29, scope: !818)
!818 = distinct !DILexicalBlock(scope: !805, file: !1, line: 127, column: 61)
!819 = !DILocation(line: 128, column: 7, scope: !818)
!820 = !DILocation(line: 128, column: 11, scope: !818)
!821 = !DILocation(line: 128, column: 16, scope: !818)
!822 = !DILocation(line: 128, column: 20, scope: !818)
!823 = !DILocation(line: 128, column: 27, scope: !818)
!824 = !DILocation(line: 129, column: 35, scope: !818)
!825 = !DILocation(line: 129, column: 42, scope: !818)
!826 = !DILocation(line: 129, column: 40, scope: !818)
!827 = !DILocation(line: 129, column: 7, scope: !818)
!828 = !DILocation(line: 129, column: 11, scope: !818)
!829 = !DILocation(line: 129, column: 22, scope: !818)
!830 = !DILocation(line: 129, column: 26, scope: !818)
!831 = !DILocation(line: 129, column: 33, scope: !818)
!832 = !DILocation(line: 130, column: 7, scope: !818)
!833 = !DILocation(line: 130, column: 11, scope: !818)
!834 = !DILocation(line: 130, column: 22, scope: !818)
!835 = !DILocation(line: 130, column: 26, scope: !818)
!836 = !DILocation(line: 130, column: 33, scope: !818)
!837 = !DILocation(line: 131, column: 7, scope: !818)
!838 = !DILocation(line: 131, column: 11, scope: !818)
!839 = !DILocation(line: 131, column: 16, scope: !818)
!840 = !DILocation(line: 132, column: 5, scope: !818)
!841 = !DILocation(line: 133, column: 5, scope: !798)
!842 = !DILocation(line: 133, column: 9, scope: !798)
!843 = !DILocation(line: 133, column: 20, scope: !798)
!844 = !DILocation(line: 133, column: 24, scope: !798)
!845 = !DILocation(line: 133, column: 30, scope: !798)
!846 = !DILocation(line: 133, column: 34, scope: !798)
!847 = !DILocation(line: 134, column: 3, scope: !798)
!848 = !DILocation(line: 125, column: 32, scope: !793)
!849 = !DILocation(line: 125, column: 3, scope: !793)
!850 = distinct !{!850, !796, !851, !173}
!851 = !DILocation(line: 134, column: 3, scope: !789)
!852 = !DILocation(line: 138, column: 46, scope: !576)
!853 = !DILocation(line: 138, column: 44, scope: !576)
!854 = !DILocation(line: 138, column: 51, scope: !576)
!855 = !DILocation(line: 138, column: 41, scope: !576)
!856 = !DILocation(line: 138, column: 39, scope: !576)
!857 = !DILocation(line: 138, column: 20, scope: !576)
!858 = !DILocation(line: 138, column: 3, scope: !576)
!859 = !DILocation(line: 138, column: 7, scope: !576)
!860 = !DILocation(line: 138, column: 18, scope: !576)
!861 = !DILocalVariable(name: "sent", scope: !576, file: !1, line: 139, type: !26)
!862 = !DILocation(line: 139, column: 7, scope: !576)
!863 = !DILocalVariable(name: "p", scope: !864, file: !1, line: 140, type: !26)
!864 = distinct !DILexicalBlock(scope: !576, file: !1, line: 140, column: 3)
!865 = !DILocation(line: 140, column: 12, scope: !864)
!866 = !DILocation(line: 140, column: 8, scope: !864)
!867 = !DILocation(line: 140, column: 19, scope: !868)
!868 = distinct !DILexicalBlock(scope: !864, file: !1, line: 140, column: 3)
!869 = !DILocation(line: 140, column: 23, scope: !868)
!870 = !DILocation(line: 140, column: 27, scope: !868)
!871 = !DILocation(line: 140, column: 21, scope: !868)
!872 = !DILocation(line: 140, column: 3, scope: !864)
!873 = !DILocation(line: 141, column: 25, scope: !874)
!874 = distinct !DILexicalBlock(scope: !868, file: !1, line: 140, column: 39)
!875 = !DILocation(line: 141, column: 5, scope: !874)
!876 = !DILocation(line: 141, column: 9, scope: !874)
!877 = !DILocation(line: 141, column: 20, scope: !874)
!878 = !DILocation(line: 141, column: 23, scope: !874)
!879 = !DILocalVariable(name: "r", scope: !880, file: !1, line: 142, type: !26)
!880 = distinct !DILexicalBlock(scope: !874, file: !1, line: 142, column: 5)
!881 = !DILocation(line: 142, column: 14, scope: !880)
!882 = !DILocation(line: 142, column: 10, scope: !880)
!883 = !DILocation(line: 142, column: 21, scope: !884)
!884 = distinct !DILexicalBlock(scope: !880, file: !1, line: 142, column: 5)
!885 = !DILocation(line: 142, column: 25, scope: !884)
!886 = !DILocation(line: 142, column: 23, scope: !884)
!887 = !DILocation(line: 142, column: 5, scope: !880)
!888 = !DILocalVariable(name: "k", scope: !889, file: !1, line: 143, type: !26)
!889 = distinct !DILexicalBlock(scope: !884, file: !1, line: 143, column: 7)
!890 = !DILocation(line: 143, column: 16, scope: !889)
!891 = !DILocation(line: 143, column: 20, scope: !889)
!892 = !DILocation(line: 143, column: 23, scope: !889)
!893 = !DILocation(line: 143, column: 31, scope: !889)
!894 = !DILocation(line: 143, column: 12, scope: !889)
!895 = !DILocation(line: 143, column: 35, scope: !896)
!896 = distinct !DILexicalBlock(scope: !889, file: !1, line: 143, column: 7)
!897 = !DILocation(line: 143, column: 39, scope: !896)
!898 = !DILocation(line: 143, column: 42, scope: !896)
!899 = !DILocation(line: 143, column: 50, scope: !896)
!900 = !DILocation(line: 143, column: 52, scope: !896)
!901 = !DILocation(line: 143, column: 37, scope: !896)
!902 = !DILocation(line: 143, column: 7, scope: !889)
!903 = !DILocalVariable(name: "c", scope: !904, file: !1, line: 144, type: !26)
!904 = distinct !DILexicalBlock(scope: !896, file: !1, line: 143, column: 63)
!905 = !DILocation(line: 144, column: 13, scope: !904)
!906 = !DILocation(line: 144, column: 17, scope: !904)
!907 = !DILocation(line: 144, column: 20, scope: !904)
!908 = !DILocation(line: 144, column: 24, scope: !904)
!909 = !DILocation(line: 145, column: 13, scope: !910)
!910 = distinct !DILexicalBlock(scope: !904, file: !1, line: 145, column: 13)
!911 = !DILocation(line: 145, column: 18, scope: !910)
!912 = !DILocation(line: 145, column: 15, scope: !910)
!913 = !DILocation(line: 145, column: 23, scope: !910)
!914 = !DILocation(line: 145, column: 26, scope: !910)
!915 = !DILocation(line: 145, column: 39, scope: !910)
!916 = !DILocation(line: 145, column: 43, scope: !910)
!917 = !DILocation(line: 145, column: 41, scope: !910)
!918 = !DILocation(line: 145, column: 51, scope: !910)
!919 = !DILocation(line: 145, column: 49, scope: !910)
!920 = !DILocation(line: 145, column: 63, scope: !910)
!921 = !DILocation(line: 145, column: 67, scope: !910)
!922 = !DILocation(line: 145, column: 72, scope: !910)
!923 = !DILocation(line: 145, column: 60, scope: !910)
!924 = !DILocation(line: 145, column: 13, scope: !904)
!925 = !DILocation(line: 146, column: 36, scope: !926)
!926 = distinct !DILexicalBlock(scope: !910, file: !1, line: 145, column: 76)
!927 = !DILocation(line: 146, column: 11, scope: !926)
!928 = !DILocation(line: 146, column: 15, scope: !926)
!929 = !DILocation(line: 146, column: 30, scope: !926)
!930 = !DILocation(line: 146, column: 34, scope: !926)
!931 = !DILocation(line: 147, column: 11, scope: !926)
!932 = !DILocation(line: 149, column: 7, scope: !904)
!933 = !DILocation(line: 143, column: 59, scope: !896)
!934 = !DILocation(line: 143, column: 7, scope: !896)
!935 = distinct !{!935, !902, !936, !173}
!936 = !DILocation(line: 149, column: 7, scope: !889)
!937 = !DILocation(line: 142, column: 32, scope: !884)
!938 = !DILocation(line: 142, column: 5, scope: !884)
!939 = distinct !{!939, !887, !940, !173}
!940 = !DILocation(line: 149, column: 7, scope: !880)
!941 = !DILocation(line: 150, column: 25, scope: !874)
!942 = !DILocation(line: 150, column: 32, scope: !874)
!943 = !DILocation(line: 150, column: 36, scope: !874)
!944 = !DILocation(line: 150, column: 47, scope: !874)
!945 = !DILocation(line: 150, column: 30, scope: !874)
!946 = !DILocation(line: 150, column: 5, scope: !874)
!947 = !DILocation(line: 150, column: 9, scope: !874)
!948 = !DILocation(line: 150, column: 20, scope: !874)
!949 = !DILocation(line: 150, column: 23, scope: !874)
!950 = !DILocation(line: 151, column: 3, scope: !874)
!951 = !DILocation(line: 140, column: 35, scope: !868)
!952 = !DILocation(line: 140, column: 3, scope: !868)
!953 = distinct !{!953, !872, !954, !173}
!954 = !DILocation(line: 151, column: 3, scope: !864)
!955 = !DILocation(line: 152, column: 46, scope: !576)
!956 = !DILocation(line: 152, column: 51, scope: !576)
!957 = !DILocation(line: 152, column: 45, scope: !576)
!958 = !DILocation(line: 152, column: 43, scope: !576)
!959 = !DILocation(line: 152, column: 21, scope: !576)
!960 = !DILocation(line: 152, column: 3, scope: !576)
!961 = !DILocation(line: 152, column: 7, scope: !576)
!962 = !DILocation(line: 152, column: 19, scope: !576)
!963 = !DILocation(line: 153, column: 52, scope: !576)
!964 = !DILocation(line: 153, column: 56, scope: !576)
!965 = !DILocation(line: 153, column: 50, scope: !576)
!966 = !DILocation(line: 153, column: 62, scope: !576)
!967 = !DILocation(line: 153, column: 47, scope: !576)
!968 = !DILocation(line: 153, column: 45, scope: !576)
!969 = !DILocation(line: 153, column: 18, scope: !576)
!970 = !DILocation(line: 153, column: 3, scope: !576)
!971 = !DILocation(line: 153, column: 7, scope: !576)
!972 = !DILocation(line: 153, column: 16, scope: !576)
!973 = !DILocation(line: 154, column: 8, scope: !576)
!974 = !DILocation(line: 154, column: 3, scope: !576)
!975 = !DILocation(line: 155, column: 8, scope: !576)
!976 = !DILocation(line: 155, column: 3, scope: !576)
!977 = !DILocation(line: 156, column: 10, scope: !576)
!978 = !DILocation(line: 156, column: 3, scope: !576)
!979 = distinct !DISubprogram(name: "exchange_ghosts", scope: !1, file: !1, line: 159, type: !980, scopeLine: 159, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !48)
!980 = !DISubroutineType(types: !981)
!981 = !{null, !982, !94}
!982 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !983, size: 64)
!983 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!984 = !DILocalVariable(name: "ex", arg: 1, scope: !979, file: !1, line: 159, type: !982)
!985 = !DILocation(line: 159, column: 52, scope: !979)
!986 = !DILocalVariable(name: "x", arg: 2, scope: !979, file: !1, line: 159, type: !94)
!987 = !DILocation(line: 159, column: 64, scope: !979)
!988 = !DILocalVariable(name: "pending", scope: !979, file: !1, line: 160, type: !26)
!989 = !DILocation(line: 160, column: 7, scope: !979)
!990 = !DILocalVariable(name: "p", scope: !991, file: !1, line: 161, type: !26)
!991 = distinct !DILexicalBlock(scope: !979, file: !1, line: 161, column: 3)
!992 = !DILocation(line: 161, column: 12, scope: !991)
!993 = !DILocation(line: 161, column: 8, scope: !991)
!994 = !DILocation(line: 161, column: 19, scope: !995)
!995 = distinct !DILexicalBlock(scope: !991, file: !1, line: 161, column: 3)
!996 = !DILocation(line: 161, column: 23, scope: !995)
!997 = !DILocation(line: 161, column: 27, scope: !995)
!998 = !DILocation(line: 161, column: 21, scope: !995)
!999 = !DILocation(line: 161, column: 3, scope: !991)
!1000 = !DILocation(line: 162, column: 16, scope: !1001)
!1001 = distinct !DILexicalBlock(scope: !995, file: !1, line: 161, column: 39)
!1002 = !DILocation(line: 162, column: 18, scope: !1001)
!1003 = !DILocation(line: 162, column: 22, scope: !1001)
!1004 = !DILocation(line: 162, column: 33, scope: !1001)
!1005 = !DILocation(line: 162, column: 15, scope: !1001)
!1006 = !DILocation(line: 162, column: 38, scope: !1001)
!1007 = !DILocation(line: 162, column: 42, scope: !1001)
!1008 = !DILocation(line: 162, column: 53, scope: !1001)
!1009 = !DILocation(line: 163, column: 15, scope: !1001)
!1010 = !DILocation(line: 163, column: 19, scope: !1001)
!1011 = !DILocation(line: 163, column: 24, scope: !1001)
!1012 = !DILocation(line: 163, column: 56, scope: !1001)
!1013 = !DILocation(line: 163, column: 60, scope: !1001)
!1014 = !DILocation(line: 163, column: 76, scope: !1001)
!1015 = !DILocation(line: 162, column: 5, scope: !1001)
!1016 = !DILocation(line: 164, column: 3, scope: !1001)
!1017 = !DILocation(line: 161, column: 35, scope: !995)
!1018 = !DILocation(line: 161, column: 3, scope: !995)
!1019 = distinct !{!1019, !999, !1020, !173}
!1020 = !DILocation(line: 164, column: 3, scope: !991)
!1021 = !DILocalVariable(name: "p", scope: !1022, file: !1, line: 165, type: !26)
!1022 = distinct !DILexicalBlock(scope: !979, file: !1, line: 165, column: 3)
!1023 = !DILocation(line: 165, column: 12, scope: !1022)
!1024 = !DILocation(line: 165, column: 8, scope: !1022)
!1025 = !DILocation(line: 165, column: 19, scope: !1026)
!1026 = distinct !DILexicalBlock(scope: !1022, file: !1, line: 165, column: 3)
!1027 = !DILocation(line: 165, column: 23, scope: !1026)
!1028 = !DILocation(line: 165, column: 27, scope: !1026)
!1029 = !DILocation(line: 165, column: 21, scope: !1026)
!1030 = !DILocation(line: 165, column: 3, scope: !1022)
!1031 = !DILocalVariable(name: "buffer", scope: !1032, file: !1, line: 166, type: !94)
!1032 = distinct !DILexicalBlock(scope: !1026, file: !1, line: 165, column: 39)
!1033 = !DILocation(line: 166, column: 13, scope: !1032)
!1034 = !DILocation(line: 166, column: 23, scope: !1032)
!1035 = !DILocation(line: 166, column: 27, scope: !1032)
!1036 = !DILocation(line: 166, column: 39, scope: !1032)
!1037 = !DILocation(line: 166, column: 43, scope: !1032)
!1038 = !DILocation(line: 166, column: 54, scope: !1032)
!1039 = !DILocalVariable(name: "index", scope: !1032, file: !1, line: 167, type: !1040)
!1040 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1041, size: 64)
!1041 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!1042 = !DILocation(line: 167, column: 16, scope: !1032)
!1043 = !DILocation(line: 167, column: 25, scope: !1032)
!1044 = !DILocation(line: 167, column: 29, scope: !1032)
!1045 = !DILocation(line: 167, column: 40, scope: !1032)
!1046 = !DILocation(line: 167, column: 44, scope: !1032)
!1047 = !DILocation(line: 167, column: 55, scope: !1032)
!1048 = !DILocalVariable(name: "i", scope: !1049, file: !1, line: 168, type: !26)
!1049 = distinct !DILexicalBlock(scope: !1032, file: !1, line: 168, column: 5)
!1050 = !DILocation(line: 168, column: 14, scope: !1049)
!1051 = !DILocation(line: 168, column: 10, scope: !1049)
!1052 = !DILocation(line: 168, column: 21, scope: !1053)
!1053 = distinct !DILexicalBlock(scope: !1049, file: !1, line: 168, column: 5)
!1054 = !DILocation(line: 168, column: 25, scope: !1053)
!1055 = !DILocation(line: 168, column: 29, scope: !1053)
!1056 = !DILocation(line: 168, column: 40, scope: !1053)
!1057 = !DILocation(line: 168, column: 23, scope: !1053)
!1058 = !DILocation(line: 168, column: 5, scope: !1049)
!1059 = !DILocation(line: 169, column: 19, scope: !1053)
!1060 = !DILocation(line: 169, column: 21, scope: !1053)
!1061 = !DILocation(line: 169, column: 27, scope: !1053)
!1062 = !DILocation(line: 169, column: 7, scope: !1053)
!1063 = !DILocation(line: 169, column: 14, scope: !1053)
!1064 = !DILocation(line: 169, column: 17, scope: !1053)
!1065 = !DILocation(line: 168, column: 45, scope: !1053)
!1066 = !DILocation(line: 168, column: 5, scope: !1053)
!1067 = distinct !{!1067, !1058, !1068, !173}
!1068 = !DILocation(line: 169, column: 29, scope: !1049)
!1069 = !DILocation(line: 170, column: 15, scope: !1032)
!1070 = !DILocation(line: 170, column: 23, scope: !1032)
!1071 = !DILocation(line: 170, column: 27, scope: !1032)
!1072 = !DILocation(line: 170, column: 38, scope: !1032)
!1073 = !DILocation(line: 170, column: 54, scope: !1032)
!1074 = !DILocation(line: 170, column: 58, scope: !1032)
!1075 = !DILocation(line: 170, column: 63, scope: !1032)
!1076 = !DILocation(line: 171, column: 32, scope: !1032)
!1077 = !DILocation(line: 171, column: 36, scope: !1032)
!1078 = !DILocation(line: 171, column: 52, scope: !1032)
!1079 = !DILocation(line: 170, column: 5, scope: !1032)
!1080 = !DILocation(line: 172, column: 3, scope: !1032)
!1081 = !DILocation(line: 165, column: 35, scope: !1026)
!1082 = !DILocation(line: 165, column: 3, scope: !1026)
!1083 = distinct !{!1083, !1030, !1084, !173}
!1084 = !DILocation(line: 172, column: 3, scope: !1022)
!1085 = !DILocation(line: 173, column: 15, scope: !979)
!1086 = !DILocation(line: 173, column: 24, scope: !979)
!1087 = !DILocation(line: 173, column: 28, scope: !979)
!1088 = !DILocation(line: 173, column: 3, scope: !979)
!1089 = !DILocation(line: 174, column: 1, scope: !979)
!1090 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 176, type: !1091, scopeLine: 176, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !48)
!1091 = !DISubroutineType(types: !1092)
!1092 = !{null, !1093, !1095, !94}
!1093 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1094, size: 64)
!1094 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !87)
!1095 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1096, size: 64)
!1096 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!1097 = !DILocalVariable(name: "a", arg: 1, scope: !1090, file: !1, line: 176, type: !1093)
!1098 = !DILocation(line: 176, column: 36, scope: !1090)
!1099 = !DILocalVariable(name: "x", arg: 2, scope: !1090, file: !1, line: 176, type: !1095)
!1100 = !DILocation(line: 176, column: 53, scope: !1090)
!1101 = !DILocalVariable(name: "y", arg: 3, scope: !1090, file: !1, line: 176, type: !94)
!1102 = !DILocation(line: 176, column: 64, scope: !1090)
!1103 = !DILocalVariable(name: "r", scope: !1104, file: !1, line: 177, type: !26)
!1104 = distinct !DILexicalBlock(scope: !1090, file: !1, line: 177, column: 3)
!1105 = !DILocation(line: 177, column: 12, scope: !1104)
!1106 = !DILocation(line: 177, column: 8, scope: !1104)
!1107 = !DILocation(line: 177, column: 19, scope: !1108)
!1108 = distinct !DILexicalBlock(scope: !1104, file: !1, line: 177, column: 3)
!1109 = !DILocation(line: 177, column: 23, scope: !1108)
!1110 = !DILocation(line: 177, column: 26, scope: !1108)
!1111 = !DILocation(line: 177, column: 21, scope: !1108)
!1112 = !DILocation(line: 177, column: 3, scope: !1104)
!1113 = !DILocalVariable(name: "sum", scope: !1114, file: !1, line: 178, type: !14)
!1114 = distinct !DILexicalBlock(scope: !1108, file: !1, line: 177, column: 37)
!1115 = !DILocation(line: 178, column: 12, scope: !1114)
!1116 = !DILocalVariable(name: "k", scope: !1117, file: !1, line: 179, type: !26)
!1117 = distinct !DILexicalBlock(scope: !1114, file: !1, line: 179, column: 5)
!1118 = !DILocation(line: 179, column: 14, scope: !1117)
!1119 = !DILocation(line: 179, column: 18, scope: !1117)
!1120 = !DILocation(line: 179, column: 21, scope: !1117)
!1121 = !DILocation(line: 179, column: 29, scope: !1117)
!1122 = !DILocation(line: 179, column: 10, scope: !1117)
!1123 = !DILocation(line: 179, column: 33, scope: !1124)
!1124 = distinct !DILexicalBlock(scope: !1117, file: !1, line: 179, column: 5)
!1125 = !DILocation(line: 179, column: 37, scope: !1124)
!1126 = !DILocation(line: 179, column: 40, scope: !1124)
!1127 = !DILocation(line: 179, column: 48, scope: !1124)
!1128 = !DILocation(line: 179, column: 50, scope: !1124)
!1129 = !DILocation(line: 179, column: 35, scope: !1124)
!1130 = !DILocation(line: 179, column: 5, scope: !1117)
!1131 = !DILocation(line: 180, column: 14, scope: !1124)
!1132 = !DILocation(line: 180, column: 17, scope: !1124)
!1133 = !DILocation(line: 180, column: 21, scope: !1124)
!1134 = !DILocation(line: 180, column: 26, scope: !1124)
!1135 = !DILocation(line: 180, column: 28, scope: !1124)
!1136 = !DILocation(line: 180, column: 31, scope: !1124)
!1137 = !DILocation(line: 180, column: 35, scope: !1124)
!1138 = !DILocation(line: 180, column: 11, scope: !1124)
!1139 = !DILocation(line: 180, column: 7, scope: !1124)
!1140 = !DILocation(line: 179, column: 57, scope: !1124)
!1141 = !DILocation(line: 179, column: 5, scope: !1124)
!1142 = distinct !{!1142, !1130, !1143, !173}
!1143 = !DILocation(line: 180, column: 37, scope: !1117)
!1144 = !DILocation(line: 181, column: 12, scope: !1114)
!1145 = !DILocation(line: 181, column: 5, scope: !1114)
!1146 = !DILocation(line: 181, column: 7, scope: !1114)
!1147 = !DILocation(line: 181, column: 10, scope: !1114)
!1148 = !DILocation(line: 182, column: 3, scope: !1114)
!1149 = !DILocation(line: 177, column: 33, scope: !1108)
!1150 = !DILocation(line: 177, column: 3, scope: !1108)
!1151 = distinct !{!1151, !1112, !1152, !173}
!1152 = !DILocation(line: 182, column: 3, scope: !1104)
!1153 = !DILocation(line: 183, column: 1, scope: !1090)
