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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !43 {
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
  %15 = alloca i32, align 4
  %16 = alloca [3 x double], align 16
  %17 = alloca [3 x double], align 16
  %18 = alloca [3 x double], align 16
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i64, align 8
  %22 = alloca double*, align 8
  %23 = alloca double*, align 8
  %24 = alloca double*, align 8
  %25 = alloca double*, align 8
  %26 = alloca double*, align 8
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca double, align 8
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca double, align 8
  %46 = alloca double, align 8
  %47 = alloca double, align 8
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca double, align 8
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i64, align 8
  %54 = alloca double, align 8
  %55 = alloca double, align 8
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca double, align 8
  %59 = alloca double, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !50, metadata !DIExpression()), !dbg !51
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %6, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !57
  %63 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !58
  %64 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !59
  %65 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !60
  call void @llvm.dbg.declare(metadata i32* %8, metadata !61, metadata !DIExpression()), !dbg !62
  %66 = load i32, i32* %4, align 4, !dbg !63
  %67 = load i8**, i8*** %5, align 8, !dbg !64
  %68 = call i32 @parse_count(i32 noundef %66, i8** noundef %67, i32 noundef 1, i32 noundef 32), !dbg !65
  store i32 %68, i32* %8, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %9, metadata !66, metadata !DIExpression()), !dbg !67
  %69 = load i32, i32* %4, align 4, !dbg !68
  %70 = load i8**, i8*** %5, align 8, !dbg !69
  %71 = call i32 @parse_count(i32 noundef %69, i8** noundef %70, i32 noundef 2, i32 noundef 4), !dbg !70
  store i32 %71, i32* %9, align 4, !dbg !67
  %72 = load i32, i32* %8, align 4, !dbg !71
  %73 = icmp slt i32 %72, 1, !dbg !73
  br i1 %73, label %74, label %75, !dbg !74

74:                                               ; preds = %2
  store i32 1, i32* %8, align 4, !dbg !75
  br label %75, !dbg !76

75:                                               ; preds = %74, %2
  call void @llvm.dbg.declare(metadata i32* %10, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %11, metadata !79, metadata !DIExpression()), !dbg !80
  %76 = load i32, i32* %7, align 4, !dbg !81
  call void @grid_shape(i32 noundef %76, i32* noundef %10, i32* noundef %11), !dbg !82
  call void @llvm.dbg.declare(metadata i32* %12, metadata !83, metadata !DIExpression()), !dbg !84
  %77 = load i32, i32* %6, align 4, !dbg !85
  %78 = load i32, i32* %10, align 4, !dbg !86
  %79 = srem i32 %77, %78, !dbg !87
  store i32 %79, i32* %12, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %13, metadata !88, metadata !DIExpression()), !dbg !89
  %80 = load i32, i32* %6, align 4, !dbg !90
  %81 = load i32, i32* %10, align 4, !dbg !91
  %82 = sdiv i32 %80, %81, !dbg !92
  store i32 %82, i32* %13, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %14, metadata !93, metadata !DIExpression()), !dbg !94
  %83 = load i32, i32* %10, align 4, !dbg !95
  %84 = load i32, i32* %8, align 4, !dbg !96
  %85 = mul nsw i32 %83, %84, !dbg !97
  store i32 %85, i32* %14, align 4, !dbg !94
  call void @llvm.dbg.declare(metadata i32* %15, metadata !98, metadata !DIExpression()), !dbg !99
  %86 = load i32, i32* %11, align 4, !dbg !100
  %87 = load i32, i32* %8, align 4, !dbg !101
  %88 = mul nsw i32 %86, %87, !dbg !102
  store i32 %88, i32* %15, align 4, !dbg !99
  call void @llvm.dbg.declare(metadata [3 x double]* %16, metadata !103, metadata !DIExpression()), !dbg !109
  %89 = bitcast [3 x double]* %16 to i8*, !dbg !109
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %89, i8* align 16 bitcast ([3 x double]* @__const.main.mu to i8*), i64 24, i1 false), !dbg !109
  call void @llvm.dbg.declare(metadata [3 x double]* %17, metadata !110, metadata !DIExpression()), !dbg !111
  %90 = bitcast [3 x double]* %17 to i8*, !dbg !111
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %90, i8* align 16 bitcast ([3 x double]* @__const.main.eta to i8*), i64 24, i1 false), !dbg !111
  call void @llvm.dbg.declare(metadata [3 x double]* %18, metadata !112, metadata !DIExpression()), !dbg !113
  %91 = bitcast [3 x double]* %18 to i8*, !dbg !113
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %91, i8* align 16 bitcast ([3 x double]* @__const.main.weight to i8*), i64 24, i1 false), !dbg !113
  call void @llvm.dbg.declare(metadata double* %19, metadata !114, metadata !DIExpression()), !dbg !115
  store double 1.000000e+00, double* %19, align 8, !dbg !115
  call void @llvm.dbg.declare(metadata double* %20, metadata !116, metadata !DIExpression()), !dbg !117
  store double 5.000000e-01, double* %20, align 8, !dbg !117
  call void @llvm.dbg.declare(metadata i64* %21, metadata !118, metadata !DIExpression()), !dbg !119
  %92 = load i32, i32* %8, align 4, !dbg !120
  %93 = sext i32 %92 to i64, !dbg !121
  %94 = load i32, i32* %8, align 4, !dbg !122
  %95 = sext i32 %94 to i64, !dbg !122
  %96 = mul i64 %93, %95, !dbg !123
  store i64 %96, i64* %21, align 8, !dbg !119
  call void @llvm.dbg.declare(metadata double** %22, metadata !124, metadata !DIExpression()), !dbg !126
  %97 = load i64, i64* %21, align 8, !dbg !127
  %98 = mul i64 8, %97, !dbg !128
  %99 = call noalias i8* @malloc(i64 noundef %98) #5, !dbg !129
  %100 = bitcast i8* %99 to double*, !dbg !129
  store double* %100, double** %22, align 8, !dbg !126
  call void @llvm.dbg.declare(metadata double** %23, metadata !130, metadata !DIExpression()), !dbg !131
  %101 = load i64, i64* %21, align 8, !dbg !132
  %102 = mul i64 8, %101, !dbg !133
  %103 = call noalias i8* @malloc(i64 noundef %102) #5, !dbg !134
  %104 = bitcast i8* %103 to double*, !dbg !134
  store double* %104, double** %23, align 8, !dbg !131
  call void @llvm.dbg.declare(metadata double** %24, metadata !135, metadata !DIExpression()), !dbg !136
  %105 = load i64, i64* %21, align 8, !dbg !137
  %106 = mul i64 8, %105, !dbg !138
  %107 = call noalias i8* @malloc(i64 noundef %106) #5, !dbg !139
  %108 = bitcast i8* %107 to double*, !dbg !139
  store double* %108, double** %24, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata double** %25, metadata !140, metadata !DIExpression()), !dbg !141
  %109 = load i32, i32* %8, align 4, !dbg !142
  %110 = sext i32 %109 to i64, !dbg !142
  %111 = mul i64 8, %110, !dbg !143
  %112 = call noalias i8* @malloc(i64 noundef %111) #5, !dbg !144
  %113 = bitcast i8* %112 to double*, !dbg !144
  store double* %113, double** %25, align 8, !dbg !141
  call void @llvm.dbg.declare(metadata double** %26, metadata !145, metadata !DIExpression()), !dbg !146
  %114 = load i32, i32* %8, align 4, !dbg !147
  %115 = sext i32 %114 to i64, !dbg !147
  %116 = mul i64 8, %115, !dbg !148
  %117 = call noalias i8* @malloc(i64 noundef %116) #5, !dbg !149
  %118 = bitcast i8* %117 to double*, !dbg !149
  store double* %118, double** %26, align 8, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %27, metadata !150, metadata !DIExpression()), !dbg !152
  store i32 0, i32* %27, align 4, !dbg !152
  br label %119, !dbg !153

119:                                              ; preds = %193, %75
  %120 = load i32, i32* %27, align 4, !dbg !154
  %121 = load i32, i32* %8, align 4, !dbg !156
  %122 = icmp slt i32 %120, %121, !dbg !157
  br i1 %122, label %123, label %196, !dbg !158

123:                                              ; preds = %119
  call void @llvm.dbg.declare(metadata i32* %28, metadata !159, metadata !DIExpression()), !dbg !161
  store i32 0, i32* %28, align 4, !dbg !161
  br label %124, !dbg !162

124:                                              ; preds = %189, %123
  %125 = load i32, i32* %28, align 4, !dbg !163
  %126 = load i32, i32* %8, align 4, !dbg !165
  %127 = icmp slt i32 %125, %126, !dbg !166
  br i1 %127, label %128, label %192, !dbg !167

128:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata i32* %29, metadata !168, metadata !DIExpression()), !dbg !170
  %129 = load i32, i32* %12, align 4, !dbg !171
  %130 = load i32, i32* %8, align 4, !dbg !172
  %131 = mul nsw i32 %129, %130, !dbg !173
  %132 = load i32, i32* %28, align 4, !dbg !174
  %133 = add nsw i32 %131, %132, !dbg !175
  store i32 %133, i32* %29, align 4, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %30, metadata !176, metadata !DIExpression()), !dbg !177
  %134 = load i32, i32* %13, align 4, !dbg !178
  %135 = load i32, i32* %8, align 4, !dbg !179
  %136 = mul nsw i32 %134, %135, !dbg !180
  %137 = load i32, i32* %27, align 4, !dbg !181
  %138 = add nsw i32 %136, %137, !dbg !182
  store i32 %138, i32* %30, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %31, metadata !183, metadata !DIExpression()), !dbg !184
  %139 = load i32, i32* %29, align 4, !dbg !185
  %140 = mul nsw i32 5, %139, !dbg !186
  %141 = load i32, i32* %14, align 4, !dbg !187
  %142 = mul nsw i32 2, %141, !dbg !188
  %143 = icmp sge i32 %140, %142, !dbg !189
  br i1 %143, label %144, label %162, !dbg !190

144:                                              ; preds = %128
  %145 = load i32, i32* %29, align 4, !dbg !191
  %146 = mul nsw i32 5, %145, !dbg !192
  %147 = load i32, i32* %14, align 4, !dbg !193
  %148 = mul nsw i32 3, %147, !dbg !194
  %149 = icmp slt i32 %146, %148, !dbg !195
  br i1 %149, label %150, label %162, !dbg !196

150:                                              ; preds = %144
  %151 = load i32, i32* %30, align 4, !dbg !197
  %152 = mul nsw i32 5, %151, !dbg !198
  %153 = load i32, i32* %15, align 4, !dbg !199
  %154 = mul nsw i32 2, %153, !dbg !200
  %155 = icmp sge i32 %152, %154, !dbg !201
  br i1 %155, label %156, label %162, !dbg !202

156:                                              ; preds = %150
  %157 = load i32, i32* %30, align 4, !dbg !203
  %158 = mul nsw i32 5, %157, !dbg !204
  %159 = load i32, i32* %15, align 4, !dbg !205
  %160 = mul nsw i32 3, %159, !dbg !206
  %161 = icmp slt i32 %158, %160, !dbg !207
  br label %162

162:                                              ; preds = %156, %150, %144, %128
  %163 = phi i1 [ false, %150 ], [ false, %144 ], [ false, %128 ], [ %161, %156 ], !dbg !208
  %164 = zext i1 %163 to i32, !dbg !202
  store i32 %164, i32* %31, align 4, !dbg !184
  %165 = load i32, i32* %31, align 4, !dbg !209
  %166 = icmp ne i32 %165, 0, !dbg !209
  %167 = zext i1 %166 to i64, !dbg !209
  %168 = select i1 %166, double 1.000000e+00, double 1.000000e-02, !dbg !209
  %169 = load double*, double** %22, align 8, !dbg !210
  %170 = load i32, i32* %27, align 4, !dbg !211
  %171 = sext i32 %170 to i64, !dbg !212
  %172 = load i32, i32* %8, align 4, !dbg !213
  %173 = sext i32 %172 to i64, !dbg !213
  %174 = mul i64 %171, %173, !dbg !214
  %175 = load i32, i32* %28, align 4, !dbg !215
  %176 = sext i32 %175 to i64, !dbg !215
  %177 = add i64 %174, %176, !dbg !216
  %178 = getelementptr inbounds double, double* %169, i64 %177, !dbg !210
  store double %168, double* %178, align 8, !dbg !217
  %179 = load double*, double** %24, align 8, !dbg !218
  %180 = load i32, i32* %27, align 4, !dbg !219
  %181 = sext i32 %180 to i64, !dbg !220
  %182 = load i32, i32* %8, align 4, !dbg !221
  %183 = sext i32 %182 to i64, !dbg !221
  %184 = mul i64 %181, %183, !dbg !222
  %185 = load i32, i32* %28, align 4, !dbg !223
  %186 = sext i32 %185 to i64, !dbg !223
  %187 = add i64 %184, %186, !dbg !224
  %188 = getelementptr inbounds double, double* %179, i64 %187, !dbg !218
  store double 0.000000e+00, double* %188, align 8, !dbg !225
  br label %189, !dbg !226

189:                                              ; preds = %162
  %190 = load i32, i32* %28, align 4, !dbg !227
  %191 = add nsw i32 %190, 1, !dbg !227
  store i32 %191, i32* %28, align 4, !dbg !227
  br label %124, !dbg !228, !llvm.loop !229

192:                                              ; preds = %124
  br label %193, !dbg !230

193:                                              ; preds = %192
  %194 = load i32, i32* %27, align 4, !dbg !232
  %195 = add nsw i32 %194, 1, !dbg !232
  store i32 %195, i32* %27, align 4, !dbg !232
  br label %119, !dbg !233, !llvm.loop !234

196:                                              ; preds = %119
  %197 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !236
  call void @llvm.dbg.declare(metadata double* %32, metadata !237, metadata !DIExpression()), !dbg !238
  %198 = call double @MPI_Wtime(), !dbg !239
  store double %198, double* %32, align 8, !dbg !238
  call void @llvm.dbg.declare(metadata i32* %33, metadata !240, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %33, align 4, !dbg !242
  br label %199, !dbg !243

199:                                              ; preds = %498, %196
  %200 = load i32, i32* %33, align 4, !dbg !244
  %201 = load i32, i32* %9, align 4, !dbg !246
  %202 = icmp slt i32 %200, %201, !dbg !247
  br i1 %202, label %203, label %501, !dbg !248

203:                                              ; preds = %199
  call void @llvm.dbg.declare(metadata i64* %34, metadata !249, metadata !DIExpression()), !dbg !252
  store i64 0, i64* %34, align 8, !dbg !252
  br label %204, !dbg !253

204:                                              ; preds = %224, %203
  %205 = load i64, i64* %34, align 8, !dbg !254
  %206 = load i64, i64* %21, align 8, !dbg !256
  %207 = icmp ult i64 %205, %206, !dbg !257
  br i1 %207, label %208, label %227, !dbg !258

208:                                              ; preds = %204
  %209 = load double*, double** %22, align 8, !dbg !259
  %210 = load i64, i64* %34, align 8, !dbg !261
  %211 = getelementptr inbounds double, double* %209, i64 %210, !dbg !259
  %212 = load double, double* %211, align 8, !dbg !259
  %213 = load double*, double** %24, align 8, !dbg !262
  %214 = load i64, i64* %34, align 8, !dbg !263
  %215 = getelementptr inbounds double, double* %213, i64 %214, !dbg !262
  %216 = load double, double* %215, align 8, !dbg !262
  %217 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %216, double %212), !dbg !264
  %218 = load double*, double** %23, align 8, !dbg !265
  %219 = load i64, i64* %34, align 8, !dbg !266
  %220 = getelementptr inbounds double, double* %218, i64 %219, !dbg !265
  store double %217, double* %220, align 8, !dbg !267
  %221 = load double*, double** %24, align 8, !dbg !268
  %222 = load i64, i64* %34, align 8, !dbg !269
  %223 = getelementptr inbounds double, double* %221, i64 %222, !dbg !268
  store double 0.000000e+00, double* %223, align 8, !dbg !270
  br label %224, !dbg !271

224:                                              ; preds = %208
  %225 = load i64, i64* %34, align 8, !dbg !272
  %226 = add i64 %225, 1, !dbg !272
  store i64 %226, i64* %34, align 8, !dbg !272
  br label %204, !dbg !273, !llvm.loop !274

227:                                              ; preds = %204
  call void @llvm.dbg.declare(metadata i32* %35, metadata !276, metadata !DIExpression()), !dbg !278
  store i32 0, i32* %35, align 4, !dbg !278
  br label %228, !dbg !279

228:                                              ; preds = %494, %227
  %229 = load i32, i32* %35, align 4, !dbg !280
  %230 = icmp slt i32 %229, 4, !dbg !282
  br i1 %230, label %231, label %497, !dbg !283

231:                                              ; preds = %228
  call void @llvm.dbg.declare(metadata i32* %36, metadata !284, metadata !DIExpression()), !dbg !286
  %232 = load i32, i32* %35, align 4, !dbg !287
  %233 = and i32 %232, 1, !dbg !288
  %234 = icmp ne i32 %233, 0, !dbg !287
  %235 = zext i1 %234 to i64, !dbg !287
  %236 = select i1 %234, i32 -1, i32 1, !dbg !287
  store i32 %236, i32* %36, align 4, !dbg !286
  call void @llvm.dbg.declare(metadata i32* %37, metadata !289, metadata !DIExpression()), !dbg !290
  %237 = load i32, i32* %35, align 4, !dbg !291
  %238 = and i32 %237, 2, !dbg !292
  %239 = icmp ne i32 %238, 0, !dbg !291
  %240 = zext i1 %239 to i64, !dbg !291
  %241 = select i1 %239, i32 -1, i32 1, !dbg !291
  store i32 %241, i32* %37, align 4, !dbg !290
  call void @llvm.dbg.declare(metadata i32* %38, metadata !293, metadata !DIExpression()), !dbg !294
  %242 = load i32, i32* %12, align 4, !dbg !295
  %243 = load i32, i32* %36, align 4, !dbg !296
  %244 = sub nsw i32 %242, %243, !dbg !297
  %245 = icmp sge i32 %244, 0, !dbg !298
  br i1 %245, label %246, label %256, !dbg !299

246:                                              ; preds = %231
  %247 = load i32, i32* %12, align 4, !dbg !300
  %248 = load i32, i32* %36, align 4, !dbg !301
  %249 = sub nsw i32 %247, %248, !dbg !302
  %250 = load i32, i32* %10, align 4, !dbg !303
  %251 = icmp slt i32 %249, %250, !dbg !304
  br i1 %251, label %252, label %256, !dbg !295

252:                                              ; preds = %246
  %253 = load i32, i32* %6, align 4, !dbg !305
  %254 = load i32, i32* %36, align 4, !dbg !306
  %255 = sub nsw i32 %253, %254, !dbg !307
  br label %257, !dbg !295

256:                                              ; preds = %246, %231
  br label %257, !dbg !295

257:                                              ; preds = %256, %252
  %258 = phi i32 [ %255, %252 ], [ -1, %256 ], !dbg !295
  store i32 %258, i32* %38, align 4, !dbg !294
  call void @llvm.dbg.declare(metadata i32* %39, metadata !308, metadata !DIExpression()), !dbg !309
  %259 = load i32, i32* %12, align 4, !dbg !310
  %260 = load i32, i32* %36, align 4, !dbg !311
  %261 = add nsw i32 %259, %260, !dbg !312
  %262 = icmp sge i32 %261, 0, !dbg !313
  br i1 %262, label %263, label %273, !dbg !314

263:                                              ; preds = %257
  %264 = load i32, i32* %12, align 4, !dbg !315
  %265 = load i32, i32* %36, align 4, !dbg !316
  %266 = add nsw i32 %264, %265, !dbg !317
  %267 = load i32, i32* %10, align 4, !dbg !318
  %268 = icmp slt i32 %266, %267, !dbg !319
  br i1 %268, label %269, label %273, !dbg !310

269:                                              ; preds = %263
  %270 = load i32, i32* %6, align 4, !dbg !320
  %271 = load i32, i32* %36, align 4, !dbg !321
  %272 = add nsw i32 %270, %271, !dbg !322
  br label %274, !dbg !310

273:                                              ; preds = %263, %257
  br label %274, !dbg !310

274:                                              ; preds = %273, %269
  %275 = phi i32 [ %272, %269 ], [ -1, %273 ], !dbg !310
  store i32 %275, i32* %39, align 4, !dbg !309
  call void @llvm.dbg.declare(metadata i32* %40, metadata !323, metadata !DIExpression()), !dbg !324
  %276 = load i32, i32* %13, align 4, !dbg !325
  %277 = load i32, i32* %37, align 4, !dbg !326
  %278 = sub nsw i32 %276, %277, !dbg !327
  %279 = icmp sge i32 %278, 0, !dbg !328
  br i1 %279, label %280, label %292, !dbg !329

280:                                              ; preds = %274
  %281 = load i32, i32* %13, align 4, !dbg !330
  %282 = load i32, i32* %37, align 4, !dbg !331
  %283 = sub nsw i32 %281, %282, !dbg !332
  %284 = load i32, i32* %11, align 4, !dbg !333
  %285 = icmp slt i32 %283, %284, !dbg !334
  br i1 %285, label %286, label %292, !dbg !325

286:                                              ; preds = %280
  %287 = load i32, i32* %6, align 4, !dbg !335
  %288 = load i32, i32* %37, align 4, !dbg !336
  %289 = load i32, i32* %10, align 4, !dbg !337
  %290 = mul nsw i32 %288, %289, !dbg !338
  %291 = sub nsw i32 %287, %290, !dbg !339
  br label %293, !dbg !325

292:                                              ; preds = %280, %274
  br label %293, !dbg !325

293:                                              ; preds = %292, %286
  %294 = phi i32 [ %291, %286 ], [ -1, %292 ], !dbg !325
  store i32 %294, i32* %40, align 4, !dbg !324
  call void @llvm.dbg.declare(metadata i32* %41, metadata !340, metadata !DIExpression()), !dbg !341
  %295 = load i32, i32* %13, align 4, !dbg !342
  %296 = load i32, i32* %37, align 4, !dbg !343
  %297 = add nsw i32 %295, %296, !dbg !344
  %298 = icmp sge i32 %297, 0, !dbg !345
  br i1 %298, label %299, label %311, !dbg !346

299:                                              ; preds = %293
  %300 = load i32, i32* %13, align 4, !dbg !347
  %301 = load i32, i32* %37, align 4, !dbg !348
  %302 = add nsw i32 %300, %301, !dbg !349
  %303 = load i32, i32* %11, align 4, !dbg !350
  %304 = icmp slt i32 %302, %303, !dbg !351
  br i1 %304, label %305, label %311, !dbg !342

305:                                              ; preds = %299
  %306 = load i32, i32* %6, align 4, !dbg !352
  %307 = load i32, i32* %37, align 4, !dbg !353
  %308 = load i32, i32* %10, align 4, !dbg !354
  %309 = mul nsw i32 %307, %308, !dbg !355
  %310 = add nsw i32 %306, %309, !dbg !356
  br label %312, !dbg !342

311:                                              ; preds = %299, %293
  br label %312, !dbg !342

312:                                              ; preds = %311, %305
  %313 = phi i32 [ %310, %305 ], [ -1, %311 ], !dbg !342
  store i32 %313, i32* %41, align 4, !dbg !341
  call void @llvm.dbg.declare(metadata i32* %42, metadata !357, metadata !DIExpression()), !dbg !359
  store i32 0, i32* %42, align 4, !dbg !359
  br label %314, !dbg !360

314:                                              ; preds = %490, %312
  %315 = load i32, i32* %42, align 4, !dbg !361
  %316 = icmp slt i32 %315, 3, !dbg !363
  br i1 %316, label %317, label %493, !dbg !364

317:                                              ; preds = %314
  %318 = load i32, i32* %38, align 4, !dbg !365
  %319 = icmp sge i32 %318, 0, !dbg !368
  br i1 %319, label %320, label %326, !dbg !369

320:                                              ; preds = %317
  %321 = load double*, double** %25, align 8, !dbg !370
  %322 = bitcast double* %321 to i8*, !dbg !370
  %323 = load i32, i32* %8, align 4, !dbg !371
  %324 = load i32, i32* %38, align 4, !dbg !372
  %325 = call i32 @MPI_Recv(i8* noundef %322, i32 noundef %323, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %324, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !373
  br label %344, !dbg !373

326:                                              ; preds = %317
  call void @llvm.dbg.declare(metadata i32* %43, metadata !374, metadata !DIExpression()), !dbg !376
  store i32 0, i32* %43, align 4, !dbg !376
  br label %327, !dbg !377

327:                                              ; preds = %340, %326
  %328 = load i32, i32* %43, align 4, !dbg !378
  %329 = load i32, i32* %8, align 4, !dbg !380
  %330 = icmp slt i32 %328, %329, !dbg !381
  br i1 %330, label %331, label %343, !dbg !382

331:                                              ; preds = %327
  %332 = load i32, i32* %36, align 4, !dbg !383
  %333 = icmp sgt i32 %332, 0, !dbg !384
  %334 = zext i1 %333 to i64, !dbg !383
  %335 = select i1 %333, double 1.000000e+00, double 0.000000e+00, !dbg !383
  %336 = load double*, double** %25, align 8, !dbg !385
  %337 = load i32, i32* %43, align 4, !dbg !386
  %338 = sext i32 %337 to i64, !dbg !385
  %339 = getelementptr inbounds double, double* %336, i64 %338, !dbg !385
  store double %335, double* %339, align 8, !dbg !387
  br label %340, !dbg !385

340:                                              ; preds = %331
  %341 = load i32, i32* %43, align 4, !dbg !388
  %342 = add nsw i32 %341, 1, !dbg !388
  store i32 %342, i32* %43, align 4, !dbg !388
  br label %327, !dbg !389, !llvm.loop !390

343:                                              ; preds = %327
  br label %344

344:                                              ; preds = %343, %320
  %345 = load i32, i32* %40, align 4, !dbg !392
  %346 = icmp sge i32 %345, 0, !dbg !394
  br i1 %346, label %347, label %353, !dbg !395

347:                                              ; preds = %344
  %348 = load double*, double** %26, align 8, !dbg !396
  %349 = bitcast double* %348 to i8*, !dbg !396
  %350 = load i32, i32* %8, align 4, !dbg !397
  %351 = load i32, i32* %40, align 4, !dbg !398
  %352 = call i32 @MPI_Recv(i8* noundef %349, i32 noundef %350, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %351, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !399
  br label %367, !dbg !399

353:                                              ; preds = %344
  call void @llvm.dbg.declare(metadata i32* %44, metadata !400, metadata !DIExpression()), !dbg !402
  store i32 0, i32* %44, align 4, !dbg !402
  br label %354, !dbg !403

354:                                              ; preds = %363, %353
  %355 = load i32, i32* %44, align 4, !dbg !404
  %356 = load i32, i32* %8, align 4, !dbg !406
  %357 = icmp slt i32 %355, %356, !dbg !407
  br i1 %357, label %358, label %366, !dbg !408

358:                                              ; preds = %354
  %359 = load double*, double** %26, align 8, !dbg !409
  %360 = load i32, i32* %44, align 4, !dbg !410
  %361 = sext i32 %360 to i64, !dbg !409
  %362 = getelementptr inbounds double, double* %359, i64 %361, !dbg !409
  store double 0.000000e+00, double* %362, align 8, !dbg !411
  br label %363, !dbg !409

363:                                              ; preds = %358
  %364 = load i32, i32* %44, align 4, !dbg !412
  %365 = add nsw i32 %364, 1, !dbg !412
  store i32 %365, i32* %44, align 4, !dbg !412
  br label %354, !dbg !413, !llvm.loop !414

366:                                              ; preds = %354
  br label %367

367:                                              ; preds = %366, %347
  call void @llvm.dbg.declare(metadata double* %45, metadata !416, metadata !DIExpression()), !dbg !417
  %368 = load i32, i32* %42, align 4, !dbg !418
  %369 = sext i32 %368 to i64, !dbg !419
  %370 = getelementptr inbounds [3 x double], [3 x double]* %16, i64 0, i64 %369, !dbg !419
  %371 = load double, double* %370, align 8, !dbg !419
  %372 = fmul double 2.000000e+00, %371, !dbg !420
  store double %372, double* %45, align 8, !dbg !417
  call void @llvm.dbg.declare(metadata double* %46, metadata !421, metadata !DIExpression()), !dbg !422
  %373 = load i32, i32* %42, align 4, !dbg !423
  %374 = sext i32 %373 to i64, !dbg !424
  %375 = getelementptr inbounds [3 x double], [3 x double]* %17, i64 0, i64 %374, !dbg !424
  %376 = load double, double* %375, align 8, !dbg !424
  %377 = fmul double 2.000000e+00, %376, !dbg !425
  store double %377, double* %46, align 8, !dbg !422
  call void @llvm.dbg.declare(metadata double* %47, metadata !426, metadata !DIExpression()), !dbg !427
  %378 = load double, double* %45, align 8, !dbg !428
  %379 = fadd double 1.000000e+00, %378, !dbg !429
  %380 = load double, double* %46, align 8, !dbg !430
  %381 = fadd double %379, %380, !dbg !431
  store double %381, double* %47, align 8, !dbg !427
  call void @llvm.dbg.declare(metadata i32* %48, metadata !432, metadata !DIExpression()), !dbg !434
  store i32 0, i32* %48, align 4, !dbg !434
  br label %382, !dbg !435

382:                                              ; preds = %468, %367
  %383 = load i32, i32* %48, align 4, !dbg !436
  %384 = load i32, i32* %8, align 4, !dbg !438
  %385 = icmp slt i32 %383, %384, !dbg !439
  br i1 %385, label %386, label %471, !dbg !440

386:                                              ; preds = %382
  call void @llvm.dbg.declare(metadata i32* %49, metadata !441, metadata !DIExpression()), !dbg !443
  %387 = load i32, i32* %37, align 4, !dbg !444
  %388 = icmp sgt i32 %387, 0, !dbg !445
  br i1 %388, label %389, label %391, !dbg !444

389:                                              ; preds = %386
  %390 = load i32, i32* %48, align 4, !dbg !446
  br label %396, !dbg !444

391:                                              ; preds = %386
  %392 = load i32, i32* %8, align 4, !dbg !447
  %393 = sub nsw i32 %392, 1, !dbg !448
  %394 = load i32, i32* %48, align 4, !dbg !449
  %395 = sub nsw i32 %393, %394, !dbg !450
  br label %396, !dbg !444

396:                                              ; preds = %391, %389
  %397 = phi i32 [ %390, %389 ], [ %395, %391 ], !dbg !444
  store i32 %397, i32* %49, align 4, !dbg !443
  call void @llvm.dbg.declare(metadata double* %50, metadata !451, metadata !DIExpression()), !dbg !452
  %398 = load double*, double** %25, align 8, !dbg !453
  %399 = load i32, i32* %49, align 4, !dbg !454
  %400 = sext i32 %399 to i64, !dbg !453
  %401 = getelementptr inbounds double, double* %398, i64 %400, !dbg !453
  %402 = load double, double* %401, align 8, !dbg !453
  store double %402, double* %50, align 8, !dbg !452
  call void @llvm.dbg.declare(metadata i32* %51, metadata !455, metadata !DIExpression()), !dbg !457
  store i32 0, i32* %51, align 4, !dbg !457
  br label %403, !dbg !458

403:                                              ; preds = %459, %396
  %404 = load i32, i32* %51, align 4, !dbg !459
  %405 = load i32, i32* %8, align 4, !dbg !461
  %406 = icmp slt i32 %404, %405, !dbg !462
  br i1 %406, label %407, label %462, !dbg !463

407:                                              ; preds = %403
  call void @llvm.dbg.declare(metadata i32* %52, metadata !464, metadata !DIExpression()), !dbg !466
  %408 = load i32, i32* %36, align 4, !dbg !467
  %409 = icmp sgt i32 %408, 0, !dbg !468
  br i1 %409, label %410, label %412, !dbg !467

410:                                              ; preds = %407
  %411 = load i32, i32* %51, align 4, !dbg !469
  br label %417, !dbg !467

412:                                              ; preds = %407
  %413 = load i32, i32* %8, align 4, !dbg !470
  %414 = sub nsw i32 %413, 1, !dbg !471
  %415 = load i32, i32* %51, align 4, !dbg !472
  %416 = sub nsw i32 %414, %415, !dbg !473
  br label %417, !dbg !467

417:                                              ; preds = %412, %410
  %418 = phi i32 [ %411, %410 ], [ %416, %412 ], !dbg !467
  store i32 %418, i32* %52, align 4, !dbg !466
  call void @llvm.dbg.declare(metadata i64* %53, metadata !474, metadata !DIExpression()), !dbg !475
  %419 = load i32, i32* %49, align 4, !dbg !476
  %420 = sext i32 %419 to i64, !dbg !477
  %421 = load i32, i32* %8, align 4, !dbg !478
  %422 = sext i32 %421 to i64, !dbg !478
  %423 = mul i64 %420, %422, !dbg !479
  %424 = load i32, i32* %52, align 4, !dbg !480
  %425 = sext i32 %424 to i64, !dbg !480
  %426 = add i64 %423, %425, !dbg !481
  store i64 %426, i64* %53, align 8, !dbg !475
  call void @llvm.dbg.declare(metadata double* %54, metadata !482, metadata !DIExpression()), !dbg !483
  %427 = load double*, double** %23, align 8, !dbg !484
  %428 = load i64, i64* %53, align 8, !dbg !485
  %429 = getelementptr inbounds double, double* %427, i64 %428, !dbg !484
  %430 = load double, double* %429, align 8, !dbg !484
  %431 = load double, double* %45, align 8, !dbg !486
  %432 = load double, double* %50, align 8, !dbg !487
  %433 = call double @llvm.fmuladd.f64(double %431, double %432, double %430), !dbg !488
  %434 = load double, double* %46, align 8, !dbg !489
  %435 = load double*, double** %26, align 8, !dbg !490
  %436 = load i32, i32* %52, align 4, !dbg !491
  %437 = sext i32 %436 to i64, !dbg !490
  %438 = getelementptr inbounds double, double* %435, i64 %437, !dbg !490
  %439 = load double, double* %438, align 8, !dbg !490
  %440 = call double @llvm.fmuladd.f64(double %434, double %439, double %433), !dbg !492
  %441 = load double, double* %47, align 8, !dbg !493
  %442 = fdiv double %440, %441, !dbg !494
  store double %442, double* %54, align 8, !dbg !483
  %443 = load i32, i32* %42, align 4, !dbg !495
  %444 = sext i32 %443 to i64, !dbg !496
  %445 = getelementptr inbounds [3 x double], [3 x double]* %18, i64 0, i64 %444, !dbg !496
  %446 = load double, double* %445, align 8, !dbg !496
  %447 = load double, double* %54, align 8, !dbg !497
  %448 = load double*, double** %24, align 8, !dbg !498
  %449 = load i64, i64* %53, align 8, !dbg !499
  %450 = getelementptr inbounds double, double* %448, i64 %449, !dbg !498
  %451 = load double, double* %450, align 8, !dbg !500
  %452 = call double @llvm.fmuladd.f64(double %446, double %447, double %451), !dbg !500
  store double %452, double* %450, align 8, !dbg !500
  %453 = load double, double* %54, align 8, !dbg !501
  store double %453, double* %50, align 8, !dbg !502
  %454 = load double, double* %54, align 8, !dbg !503
  %455 = load double*, double** %26, align 8, !dbg !504
  %456 = load i32, i32* %52, align 4, !dbg !505
  %457 = sext i32 %456 to i64, !dbg !504
  %458 = getelementptr inbounds double, double* %455, i64 %457, !dbg !504
  store double %454, double* %458, align 8, !dbg !506
  br label %459, !dbg !507

459:                                              ; preds = %417
  %460 = load i32, i32* %51, align 4, !dbg !508
  %461 = add nsw i32 %460, 1, !dbg !508
  store i32 %461, i32* %51, align 4, !dbg !508
  br label %403, !dbg !509, !llvm.loop !510

462:                                              ; preds = %403
  %463 = load double, double* %50, align 8, !dbg !512
  %464 = load double*, double** %25, align 8, !dbg !513
  %465 = load i32, i32* %49, align 4, !dbg !514
  %466 = sext i32 %465 to i64, !dbg !513
  %467 = getelementptr inbounds double, double* %464, i64 %466, !dbg !513
  store double %463, double* %467, align 8, !dbg !515
  br label %468, !dbg !516

468:                                              ; preds = %462
  %469 = load i32, i32* %48, align 4, !dbg !517
  %470 = add nsw i32 %469, 1, !dbg !517
  store i32 %470, i32* %48, align 4, !dbg !517
  br label %382, !dbg !518, !llvm.loop !519

471:                                              ; preds = %382
  %472 = load i32, i32* %39, align 4, !dbg !521
  %473 = icmp sge i32 %472, 0, !dbg !523
  br i1 %473, label %474, label %480, !dbg !524

474:                                              ; preds = %471
  %475 = load double*, double** %25, align 8, !dbg !525
  %476 = bitcast double* %475 to i8*, !dbg !525
  %477 = load i32, i32* %8, align 4, !dbg !526
  %478 = load i32, i32* %39, align 4, !dbg !527
  %479 = call i32 @MPI_Send(i8* noundef %476, i32 noundef %477, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %478, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !528
  br label %480, !dbg !528

480:                                              ; preds = %474, %471
  %481 = load i32, i32* %41, align 4, !dbg !529
  %482 = icmp sge i32 %481, 0, !dbg !531
  br i1 %482, label %483, label %489, !dbg !532

483:                                              ; preds = %480
  %484 = load double*, double** %26, align 8, !dbg !533
  %485 = bitcast double* %484 to i8*, !dbg !533
  %486 = load i32, i32* %8, align 4, !dbg !534
  %487 = load i32, i32* %41, align 4, !dbg !535
  %488 = call i32 @MPI_Send(i8* noundef %485, i32 noundef %486, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %487, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !536
  br label %489, !dbg !536

489:                                              ; preds = %483, %480
  br label %490, !dbg !537

490:                                              ; preds = %489
  %491 = load i32, i32* %42, align 4, !dbg !538
  %492 = add nsw i32 %491, 1, !dbg !538
  store i32 %492, i32* %42, align 4, !dbg !538
  br label %314, !dbg !539, !llvm.loop !540

493:                                              ; preds = %314
  br label %494, !dbg !542

494:                                              ; preds = %493
  %495 = load i32, i32* %35, align 4, !dbg !543
  %496 = add nsw i32 %495, 1, !dbg !543
  store i32 %496, i32* %35, align 4, !dbg !543
  br label %228, !dbg !544, !llvm.loop !545

497:                                              ; preds = %228
  br label %498, !dbg !547

498:                                              ; preds = %497
  %499 = load i32, i32* %33, align 4, !dbg !548
  %500 = add nsw i32 %499, 1, !dbg !548
  store i32 %500, i32* %33, align 4, !dbg !548
  br label %199, !dbg !549, !llvm.loop !550

501:                                              ; preds = %199
  call void @llvm.dbg.declare(metadata double* %55, metadata !552, metadata !DIExpression()), !dbg !553
  %502 = call double @MPI_Wtime(), !dbg !554
  %503 = load double, double* %32, align 8, !dbg !555
  %504 = fsub double %502, %503, !dbg !556
  store double %504, double* %55, align 8, !dbg !553
  call void @llvm.dbg.declare(metadata i64* %56, metadata !557, metadata !DIExpression()), !dbg !558
  store i64 0, i64* %56, align 8, !dbg !558
  call void @llvm.dbg.declare(metadata i64* %57, metadata !559, metadata !DIExpression()), !dbg !560
  store i64 0, i64* %57, align 8, !dbg !560
  call void @llvm.dbg.declare(metadata double* %58, metadata !561, metadata !DIExpression()), !dbg !562
  store double 0.000000e+00, double* %58, align 8, !dbg !562
  call void @llvm.dbg.declare(metadata double* %59, metadata !563, metadata !DIExpression()), !dbg !564
  store double 0.000000e+00, double* %59, align 8, !dbg !564
  call void @llvm.dbg.declare(metadata i32* %60, metadata !565, metadata !DIExpression()), !dbg !567
  store i32 0, i32* %60, align 4, !dbg !567
  br label %505, !dbg !568

505:                                              ; preds = %557, %501
  %506 = load i32, i32* %60, align 4, !dbg !569
  %507 = load i32, i32* %8, align 4, !dbg !571
  %508 = icmp slt i32 %506, %507, !dbg !572
  br i1 %508, label %509, label %560, !dbg !573

509:                                              ; preds = %505
  call void @llvm.dbg.declare(metadata i32* %61, metadata !574, metadata !DIExpression()), !dbg !576
  store i32 0, i32* %61, align 4, !dbg !576
  br label %510, !dbg !577

510:                                              ; preds = %553, %509
  %511 = load i32, i32* %61, align 4, !dbg !578
  %512 = load i32, i32* %8, align 4, !dbg !580
  %513 = icmp slt i32 %511, %512, !dbg !581
  br i1 %513, label %514, label %556, !dbg !582

514:                                              ; preds = %510
  call void @llvm.dbg.declare(metadata double* %62, metadata !583, metadata !DIExpression()), !dbg !585
  %515 = load double*, double** %24, align 8, !dbg !586
  %516 = load i32, i32* %60, align 4, !dbg !587
  %517 = sext i32 %516 to i64, !dbg !588
  %518 = load i32, i32* %8, align 4, !dbg !589
  %519 = sext i32 %518 to i64, !dbg !589
  %520 = mul i64 %517, %519, !dbg !590
  %521 = load i32, i32* %61, align 4, !dbg !591
  %522 = sext i32 %521 to i64, !dbg !591
  %523 = add i64 %520, %522, !dbg !592
  %524 = getelementptr inbounds double, double* %515, i64 %523, !dbg !586
  %525 = load double, double* %524, align 8, !dbg !586
  store double %525, double* %62, align 8, !dbg !585
  %526 = load double, double* %62, align 8, !dbg !593
  %527 = call double @llvm.fmuladd.f64(double %526, double 1.000000e+09, double 5.000000e-01), !dbg !594
  %528 = fptosi double %527 to i64, !dbg !595
  %529 = load i32, i32* %12, align 4, !dbg !596
  %530 = load i32, i32* %8, align 4, !dbg !597
  %531 = mul nsw i32 %529, %530, !dbg !598
  %532 = load i32, i32* %61, align 4, !dbg !599
  %533 = add nsw i32 %531, %532, !dbg !600
  %534 = srem i32 %533, 7, !dbg !601
  %535 = load i32, i32* %13, align 4, !dbg !602
  %536 = load i32, i32* %8, align 4, !dbg !603
  %537 = mul nsw i32 %535, %536, !dbg !604
  %538 = load i32, i32* %60, align 4, !dbg !605
  %539 = add nsw i32 %537, %538, !dbg !606
  %540 = srem i32 %539, 3, !dbg !607
  %541 = add nsw i32 %534, %540, !dbg !608
  %542 = add nsw i32 %541, 1, !dbg !609
  %543 = sext i32 %542 to i64, !dbg !610
  %544 = mul nsw i64 %528, %543, !dbg !611
  %545 = load i64, i64* %56, align 8, !dbg !612
  %546 = add nsw i64 %545, %544, !dbg !612
  store i64 %546, i64* %56, align 8, !dbg !612
  %547 = load double, double* %62, align 8, !dbg !613
  %548 = load double, double* %58, align 8, !dbg !615
  %549 = fcmp ogt double %547, %548, !dbg !616
  br i1 %549, label %550, label %552, !dbg !617

550:                                              ; preds = %514
  %551 = load double, double* %62, align 8, !dbg !618
  store double %551, double* %58, align 8, !dbg !619
  br label %552, !dbg !620

552:                                              ; preds = %550, %514
  br label %553, !dbg !621

553:                                              ; preds = %552
  %554 = load i32, i32* %61, align 4, !dbg !622
  %555 = add nsw i32 %554, 1, !dbg !622
  store i32 %555, i32* %61, align 4, !dbg !622
  br label %510, !dbg !623, !llvm.loop !624

556:                                              ; preds = %510
  br label %557, !dbg !625

557:                                              ; preds = %556
  %558 = load i32, i32* %60, align 4, !dbg !626
  %559 = add nsw i32 %558, 1, !dbg !626
  store i32 %559, i32* %60, align 4, !dbg !626
  br label %505, !dbg !627, !llvm.loop !628

560:                                              ; preds = %505
  %561 = bitcast i64* %56 to i8*, !dbg !630
  %562 = bitcast i64* %57 to i8*, !dbg !631
  %563 = call i32 @MPI_Reduce(i8* noundef %561, i8* noundef %562, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !632
  %564 = bitcast double* %58 to i8*, !dbg !633
  %565 = bitcast double* %59 to i8*, !dbg !634
  %566 = call i32 @MPI_Reduce(i8* noundef %564, i8* noundef %565, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !635
  %567 = load i32, i32* %6, align 4, !dbg !636
  %568 = icmp eq i32 %567, 0, !dbg !638
  br i1 %568, label %569, label %582, !dbg !639

569:                                              ; preds = %560
  %570 = load i32, i32* %14, align 4, !dbg !640
  %571 = load i32, i32* %15, align 4, !dbg !642
  %572 = load i32, i32* %10, align 4, !dbg !643
  %573 = load i32, i32* %11, align 4, !dbg !644
  %574 = load i32, i32* %9, align 4, !dbg !645
  %575 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str, i64 0, i64 0), i32 noundef %570, i32 noundef %571, i32 noundef %572, i32 noundef %573, i32 noundef 3, i32 noundef %574), !dbg !646
  %576 = load i64, i64* %57, align 8, !dbg !647
  %577 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), i64 noundef %576), !dbg !648
  %578 = load double, double* %59, align 8, !dbg !649
  %579 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef %578), !dbg !650
  %580 = load double, double* %55, align 8, !dbg !651
  %581 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %580), !dbg !652
  br label %582, !dbg !653

582:                                              ; preds = %569, %560
  %583 = load double*, double** %22, align 8, !dbg !654
  %584 = bitcast double* %583 to i8*, !dbg !654
  call void @free(i8* noundef %584) #5, !dbg !655
  %585 = load double*, double** %23, align 8, !dbg !656
  %586 = bitcast double* %585 to i8*, !dbg !656
  call void @free(i8* noundef %586) #5, !dbg !657
  %587 = load double*, double** %24, align 8, !dbg !658
  %588 = bitcast double* %587 to i8*, !dbg !658
  call void @free(i8* noundef %588) #5, !dbg !659
  %589 = load double*, double** %25, align 8, !dbg !660
  %590 = bitcast double* %589 to i8*, !dbg !660
  call void @free(i8* noundef %590) #5, !dbg !661
  %591 = load double*, double** %26, align 8, !dbg !662
  %592 = bitcast double* %591 to i8*, !dbg !662
  call void @free(i8* noundef %592) #5, !dbg !663
  %593 = call i32 @MPI_Finalize(), !dbg !664
  ret i32 0, !dbg !665
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !666 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !669, metadata !DIExpression()), !dbg !670
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !671, metadata !DIExpression()), !dbg !672
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !673, metadata !DIExpression()), !dbg !674
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !675, metadata !DIExpression()), !dbg !676
  %12 = load i32, i32* %8, align 4, !dbg !677
  %13 = load i32, i32* %6, align 4, !dbg !679
  %14 = icmp sge i32 %12, %13, !dbg !680
  br i1 %14, label %15, label %17, !dbg !681

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !682
  store i32 %16, i32* %5, align 4, !dbg !683
  br label %59, !dbg !683

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !684, metadata !DIExpression()), !dbg !687
  %18 = load i8**, i8*** %7, align 8, !dbg !688
  %19 = load i32, i32* %8, align 4, !dbg !689
  %20 = sext i32 %19 to i64, !dbg !688
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !688
  %22 = load i8*, i8** %21, align 8, !dbg !688
  store i8* %22, i8** %10, align 8, !dbg !687
  call void @llvm.dbg.declare(metadata i32* %11, metadata !690, metadata !DIExpression()), !dbg !691
  store i32 0, i32* %11, align 4, !dbg !691
  %23 = load i8*, i8** %10, align 8, !dbg !692
  %24 = load i8, i8* %23, align 1, !dbg !694
  %25 = sext i8 %24 to i32, !dbg !694
  %26 = icmp eq i32 %25, 0, !dbg !695
  br i1 %26, label %27, label %29, !dbg !696

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !697
  store i32 %28, i32* %5, align 4, !dbg !698
  br label %59, !dbg !698

29:                                               ; preds = %17
  br label %30, !dbg !699

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !700
  %32 = load i8, i8* %31, align 1, !dbg !703
  %33 = icmp ne i8 %32, 0, !dbg !704
  br i1 %33, label %34, label %57, !dbg !704

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !705
  %36 = load i8, i8* %35, align 1, !dbg !708
  %37 = sext i8 %36 to i32, !dbg !708
  %38 = icmp slt i32 %37, 48, !dbg !709
  br i1 %38, label %44, label %39, !dbg !710

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !711
  %41 = load i8, i8* %40, align 1, !dbg !712
  %42 = sext i8 %41 to i32, !dbg !712
  %43 = icmp sgt i32 %42, 57, !dbg !713
  br i1 %43, label %44, label %46, !dbg !714

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !715
  store i32 %45, i32* %5, align 4, !dbg !716
  br label %59, !dbg !716

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !717
  %48 = mul nsw i32 %47, 10, !dbg !718
  %49 = load i8*, i8** %10, align 8, !dbg !719
  %50 = load i8, i8* %49, align 1, !dbg !720
  %51 = sext i8 %50 to i32, !dbg !720
  %52 = sub nsw i32 %51, 48, !dbg !721
  %53 = add nsw i32 %48, %52, !dbg !722
  store i32 %53, i32* %11, align 4, !dbg !723
  br label %54, !dbg !724

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !725
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !725
  store i8* %56, i8** %10, align 8, !dbg !725
  br label %30, !dbg !726, !llvm.loop !727

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !729
  store i32 %58, i32* %5, align 4, !dbg !730
  br label %59, !dbg !730

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !731
  ret i32 %60, !dbg !731
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_shape(i32 noundef %0, i32* noundef %1, i32* noundef %2) #0 !dbg !732 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !736, metadata !DIExpression()), !dbg !737
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !738, metadata !DIExpression()), !dbg !739
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !740, metadata !DIExpression()), !dbg !741
  call void @llvm.dbg.declare(metadata i32* %7, metadata !742, metadata !DIExpression()), !dbg !743
  store i32 1, i32* %7, align 4, !dbg !743
  call void @llvm.dbg.declare(metadata i32* %8, metadata !744, metadata !DIExpression()), !dbg !746
  store i32 1, i32* %8, align 4, !dbg !746
  br label %9, !dbg !747

9:                                                ; preds = %23, %3
  %10 = load i32, i32* %8, align 4, !dbg !748
  %11 = load i32, i32* %8, align 4, !dbg !750
  %12 = mul nsw i32 %10, %11, !dbg !751
  %13 = load i32, i32* %4, align 4, !dbg !752
  %14 = icmp sle i32 %12, %13, !dbg !753
  br i1 %14, label %15, label %26, !dbg !754

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4, !dbg !755
  %17 = load i32, i32* %8, align 4, !dbg !757
  %18 = srem i32 %16, %17, !dbg !758
  %19 = icmp eq i32 %18, 0, !dbg !759
  br i1 %19, label %20, label %22, !dbg !760

20:                                               ; preds = %15
  %21 = load i32, i32* %8, align 4, !dbg !761
  store i32 %21, i32* %7, align 4, !dbg !762
  br label %22, !dbg !763

22:                                               ; preds = %20, %15
  br label %23, !dbg !764

23:                                               ; preds = %22
  %24 = load i32, i32* %8, align 4, !dbg !765
  %25 = add nsw i32 %24, 1, !dbg !765
  store i32 %25, i32* %8, align 4, !dbg !765
  br label %9, !dbg !766, !llvm.loop !767

26:                                               ; preds = %9
  %27 = load i32, i32* %7, align 4, !dbg !769
  %28 = load i32*, i32** %5, align 8, !dbg !770
  store i32 %27, i32* %28, align 4, !dbg !771
  %29 = load i32, i32* %4, align 4, !dbg !772
  %30 = load i32, i32* %7, align 4, !dbg !773
  %31 = sdiv i32 %29, %30, !dbg !774
  %32 = load i32*, i32** %6, align 8, !dbg !775
  store i32 %31, i32* %32, align 4, !dbg !776
  ret void, !dbg !777
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

declare i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !9, splitDebugInlining: false, nameTableKind: None)
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
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 50, type: !44, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !49)
!44 = !DISubroutineType(types: !45)
!45 = !{!26, !26, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{}
!50 = !DILocalVariable(name: "argc", arg: 1, scope: !43, file: !1, line: 50, type: !26)
!51 = !DILocation(line: 50, column: 14, scope: !43)
!52 = !DILocalVariable(name: "argv", arg: 2, scope: !43, file: !1, line: 50, type: !46)
!53 = !DILocation(line: 50, column: 27, scope: !43)
!54 = !DILocalVariable(name: "rank", scope: !43, file: !1, line: 51, type: !26)
!55 = !DILocation(line: 51, column: 7, scope: !43)
!56 = !DILocalVariable(name: "size", scope: !43, file: !1, line: 51, type: !26)
!57 = !DILocation(line: 51, column: 13, scope: !43)
!58 = !DILocation(line: 52, column: 3, scope: !43)
!59 = !DILocation(line: 53, column: 3, scope: !43)
!60 = !DILocation(line: 54, column: 3, scope: !43)
!61 = !DILocalVariable(name: "tile", scope: !43, file: !1, line: 56, type: !26)
!62 = !DILocation(line: 56, column: 7, scope: !43)
!63 = !DILocation(line: 56, column: 26, scope: !43)
!64 = !DILocation(line: 56, column: 32, scope: !43)
!65 = !DILocation(line: 56, column: 14, scope: !43)
!66 = !DILocalVariable(name: "sweeps", scope: !43, file: !1, line: 57, type: !26)
!67 = !DILocation(line: 57, column: 7, scope: !43)
!68 = !DILocation(line: 57, column: 28, scope: !43)
!69 = !DILocation(line: 57, column: 34, scope: !43)
!70 = !DILocation(line: 57, column: 16, scope: !43)
!71 = !DILocation(line: 58, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !43, file: !1, line: 58, column: 7)
!73 = !DILocation(line: 58, column: 12, scope: !72)
!74 = !DILocation(line: 58, column: 7, scope: !43)
!75 = !DILocation(line: 59, column: 10, scope: !72)
!76 = !DILocation(line: 59, column: 5, scope: !72)
!77 = !DILocalVariable(name: "px", scope: !43, file: !1, line: 61, type: !26)
!78 = !DILocation(line: 61, column: 7, scope: !43)
!79 = !DILocalVariable(name: "py", scope: !43, file: !1, line: 61, type: !26)
!80 = !DILocation(line: 61, column: 11, scope: !43)
!81 = !DILocation(line: 62, column: 14, scope: !43)
!82 = !DILocation(line: 62, column: 3, scope: !43)
!83 = !DILocalVariable(name: "cx", scope: !43, file: !1, line: 63, type: !26)
!84 = !DILocation(line: 63, column: 7, scope: !43)
!85 = !DILocation(line: 63, column: 12, scope: !43)
!86 = !DILocation(line: 63, column: 19, scope: !43)
!87 = !DILocation(line: 63, column: 17, scope: !43)
!88 = !DILocalVariable(name: "cy", scope: !43, file: !1, line: 63, type: !26)
!89 = !DILocation(line: 63, column: 23, scope: !43)
!90 = !DILocation(line: 63, column: 28, scope: !43)
!91 = !DILocation(line: 63, column: 35, scope: !43)
!92 = !DILocation(line: 63, column: 33, scope: !43)
!93 = !DILocalVariable(name: "nx", scope: !43, file: !1, line: 64, type: !26)
!94 = !DILocation(line: 64, column: 7, scope: !43)
!95 = !DILocation(line: 64, column: 12, scope: !43)
!96 = !DILocation(line: 64, column: 17, scope: !43)
!97 = !DILocation(line: 64, column: 15, scope: !43)
!98 = !DILocalVariable(name: "ny", scope: !43, file: !1, line: 64, type: !26)
!99 = !DILocation(line: 64, column: 23, scope: !43)
!100 = !DILocation(line: 64, column: 28, scope: !43)
!101 = !DILocation(line: 64, column: 33, scope: !43)
!102 = !DILocation(line: 64, column: 31, scope: !43)
!103 = !DILocalVariable(name: "mu", scope: !43, file: !1, line: 68, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 192, elements: !107)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!106 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!107 = !{!108}
!108 = !DISubrange(count: 3)
!109 = !DILocation(line: 68, column: 16, scope: !43)
!110 = !DILocalVariable(name: "eta", scope: !43, file: !1, line: 69, type: !104)
!111 = !DILocation(line: 69, column: 16, scope: !43)
!112 = !DILocalVariable(name: "weight", scope: !43, file: !1, line: 70, type: !104)
!113 = !DILocation(line: 70, column: 16, scope: !43)
!114 = !DILocalVariable(name: "sigma_t", scope: !43, file: !1, line: 71, type: !105)
!115 = !DILocation(line: 71, column: 16, scope: !43)
!116 = !DILocalVariable(name: "sigma_s", scope: !43, file: !1, line: 71, type: !105)
!117 = !DILocation(line: 71, column: 31, scope: !43)
!118 = !DILocalVariable(name: "cells", scope: !43, file: !1, line: 73, type: !15)
!119 = !DILocation(line: 73, column: 10, scope: !43)
!120 = !DILocation(line: 73, column: 26, scope: !43)
!121 = !DILocation(line: 73, column: 18, scope: !43)
!122 = !DILocation(line: 73, column: 33, scope: !43)
!123 = !DILocation(line: 73, column: 31, scope: !43)
!124 = !DILocalVariable(name: "external", scope: !43, file: !1, line: 74, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!126 = !DILocation(line: 74, column: 11, scope: !43)
!127 = !DILocation(line: 74, column: 46, scope: !43)
!128 = !DILocation(line: 74, column: 44, scope: !43)
!129 = !DILocation(line: 74, column: 22, scope: !43)
!130 = !DILocalVariable(name: "source", scope: !43, file: !1, line: 75, type: !125)
!131 = !DILocation(line: 75, column: 11, scope: !43)
!132 = !DILocation(line: 75, column: 44, scope: !43)
!133 = !DILocation(line: 75, column: 42, scope: !43)
!134 = !DILocation(line: 75, column: 20, scope: !43)
!135 = !DILocalVariable(name: "phi", scope: !43, file: !1, line: 76, type: !125)
!136 = !DILocation(line: 76, column: 11, scope: !43)
!137 = !DILocation(line: 76, column: 41, scope: !43)
!138 = !DILocation(line: 76, column: 39, scope: !43)
!139 = !DILocation(line: 76, column: 17, scope: !43)
!140 = !DILocalVariable(name: "edge_x", scope: !43, file: !1, line: 77, type: !125)
!141 = !DILocation(line: 77, column: 11, scope: !43)
!142 = !DILocation(line: 77, column: 44, scope: !43)
!143 = !DILocation(line: 77, column: 42, scope: !43)
!144 = !DILocation(line: 77, column: 20, scope: !43)
!145 = !DILocalVariable(name: "edge_y", scope: !43, file: !1, line: 78, type: !125)
!146 = !DILocation(line: 78, column: 11, scope: !43)
!147 = !DILocation(line: 78, column: 44, scope: !43)
!148 = !DILocation(line: 78, column: 42, scope: !43)
!149 = !DILocation(line: 78, column: 20, scope: !43)
!150 = !DILocalVariable(name: "j", scope: !151, file: !1, line: 80, type: !26)
!151 = distinct !DILexicalBlock(scope: !43, file: !1, line: 80, column: 3)
!152 = !DILocation(line: 80, column: 12, scope: !151)
!153 = !DILocation(line: 80, column: 8, scope: !151)
!154 = !DILocation(line: 80, column: 19, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 80, column: 3)
!156 = !DILocation(line: 80, column: 23, scope: !155)
!157 = !DILocation(line: 80, column: 21, scope: !155)
!158 = !DILocation(line: 80, column: 3, scope: !151)
!159 = !DILocalVariable(name: "i", scope: !160, file: !1, line: 81, type: !26)
!160 = distinct !DILexicalBlock(scope: !155, file: !1, line: 81, column: 5)
!161 = !DILocation(line: 81, column: 14, scope: !160)
!162 = !DILocation(line: 81, column: 10, scope: !160)
!163 = !DILocation(line: 81, column: 21, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !1, line: 81, column: 5)
!165 = !DILocation(line: 81, column: 25, scope: !164)
!166 = !DILocation(line: 81, column: 23, scope: !164)
!167 = !DILocation(line: 81, column: 5, scope: !160)
!168 = !DILocalVariable(name: "gx", scope: !169, file: !1, line: 82, type: !26)
!169 = distinct !DILexicalBlock(scope: !164, file: !1, line: 81, column: 36)
!170 = !DILocation(line: 82, column: 11, scope: !169)
!171 = !DILocation(line: 82, column: 16, scope: !169)
!172 = !DILocation(line: 82, column: 21, scope: !169)
!173 = !DILocation(line: 82, column: 19, scope: !169)
!174 = !DILocation(line: 82, column: 28, scope: !169)
!175 = !DILocation(line: 82, column: 26, scope: !169)
!176 = !DILocalVariable(name: "gy", scope: !169, file: !1, line: 82, type: !26)
!177 = !DILocation(line: 82, column: 31, scope: !169)
!178 = !DILocation(line: 82, column: 36, scope: !169)
!179 = !DILocation(line: 82, column: 41, scope: !169)
!180 = !DILocation(line: 82, column: 39, scope: !169)
!181 = !DILocation(line: 82, column: 48, scope: !169)
!182 = !DILocation(line: 82, column: 46, scope: !169)
!183 = !DILocalVariable(name: "inside", scope: !169, file: !1, line: 83, type: !26)
!184 = !DILocation(line: 83, column: 11, scope: !169)
!185 = !DILocation(line: 83, column: 24, scope: !169)
!186 = !DILocation(line: 83, column: 22, scope: !169)
!187 = !DILocation(line: 83, column: 34, scope: !169)
!188 = !DILocation(line: 83, column: 32, scope: !169)
!189 = !DILocation(line: 83, column: 27, scope: !169)
!190 = !DILocation(line: 83, column: 37, scope: !169)
!191 = !DILocation(line: 83, column: 44, scope: !169)
!192 = !DILocation(line: 83, column: 42, scope: !169)
!193 = !DILocation(line: 83, column: 53, scope: !169)
!194 = !DILocation(line: 83, column: 51, scope: !169)
!195 = !DILocation(line: 83, column: 47, scope: !169)
!196 = !DILocation(line: 83, column: 56, scope: !169)
!197 = !DILocation(line: 83, column: 63, scope: !169)
!198 = !DILocation(line: 83, column: 61, scope: !169)
!199 = !DILocation(line: 83, column: 73, scope: !169)
!200 = !DILocation(line: 83, column: 71, scope: !169)
!201 = !DILocation(line: 83, column: 66, scope: !169)
!202 = !DILocation(line: 83, column: 76, scope: !169)
!203 = !DILocation(line: 84, column: 24, scope: !169)
!204 = !DILocation(line: 84, column: 22, scope: !169)
!205 = !DILocation(line: 84, column: 33, scope: !169)
!206 = !DILocation(line: 84, column: 31, scope: !169)
!207 = !DILocation(line: 84, column: 27, scope: !169)
!208 = !DILocation(line: 0, scope: !169)
!209 = !DILocation(line: 85, column: 40, scope: !169)
!210 = !DILocation(line: 85, column: 7, scope: !169)
!211 = !DILocation(line: 85, column: 24, scope: !169)
!212 = !DILocation(line: 85, column: 16, scope: !169)
!213 = !DILocation(line: 85, column: 28, scope: !169)
!214 = !DILocation(line: 85, column: 26, scope: !169)
!215 = !DILocation(line: 85, column: 35, scope: !169)
!216 = !DILocation(line: 85, column: 33, scope: !169)
!217 = !DILocation(line: 85, column: 38, scope: !169)
!218 = !DILocation(line: 86, column: 7, scope: !169)
!219 = !DILocation(line: 86, column: 19, scope: !169)
!220 = !DILocation(line: 86, column: 11, scope: !169)
!221 = !DILocation(line: 86, column: 23, scope: !169)
!222 = !DILocation(line: 86, column: 21, scope: !169)
!223 = !DILocation(line: 86, column: 30, scope: !169)
!224 = !DILocation(line: 86, column: 28, scope: !169)
!225 = !DILocation(line: 86, column: 33, scope: !169)
!226 = !DILocation(line: 87, column: 5, scope: !169)
!227 = !DILocation(line: 81, column: 32, scope: !164)
!228 = !DILocation(line: 81, column: 5, scope: !164)
!229 = distinct !{!229, !167, !230, !231}
!230 = !DILocation(line: 87, column: 5, scope: !160)
!231 = !{!"llvm.loop.mustprogress"}
!232 = !DILocation(line: 80, column: 30, scope: !155)
!233 = !DILocation(line: 80, column: 3, scope: !155)
!234 = distinct !{!234, !158, !235, !231}
!235 = !DILocation(line: 87, column: 5, scope: !151)
!236 = !DILocation(line: 89, column: 3, scope: !43)
!237 = !DILocalVariable(name: "start", scope: !43, file: !1, line: 90, type: !106)
!238 = !DILocation(line: 90, column: 10, scope: !43)
!239 = !DILocation(line: 90, column: 18, scope: !43)
!240 = !DILocalVariable(name: "sweep", scope: !241, file: !1, line: 91, type: !26)
!241 = distinct !DILexicalBlock(scope: !43, file: !1, line: 91, column: 3)
!242 = !DILocation(line: 91, column: 12, scope: !241)
!243 = !DILocation(line: 91, column: 8, scope: !241)
!244 = !DILocation(line: 91, column: 23, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !1, line: 91, column: 3)
!246 = !DILocation(line: 91, column: 31, scope: !245)
!247 = !DILocation(line: 91, column: 29, scope: !245)
!248 = !DILocation(line: 91, column: 3, scope: !241)
!249 = !DILocalVariable(name: "k", scope: !250, file: !1, line: 92, type: !15)
!250 = distinct !DILexicalBlock(scope: !251, file: !1, line: 92, column: 5)
!251 = distinct !DILexicalBlock(scope: !245, file: !1, line: 91, column: 48)
!252 = !DILocation(line: 92, column: 17, scope: !250)
!253 = !DILocation(line: 92, column: 10, scope: !250)
!254 = !DILocation(line: 92, column: 24, scope: !255)
!255 = distinct !DILexicalBlock(scope: !250, file: !1, line: 92, column: 5)
!256 = !DILocation(line: 92, column: 28, scope: !255)
!257 = !DILocation(line: 92, column: 26, scope: !255)
!258 = !DILocation(line: 92, column: 5, scope: !250)
!259 = !DILocation(line: 93, column: 19, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !1, line: 92, column: 40)
!261 = !DILocation(line: 93, column: 28, scope: !260)
!262 = !DILocation(line: 93, column: 43, scope: !260)
!263 = !DILocation(line: 93, column: 47, scope: !260)
!264 = !DILocation(line: 93, column: 31, scope: !260)
!265 = !DILocation(line: 93, column: 7, scope: !260)
!266 = !DILocation(line: 93, column: 14, scope: !260)
!267 = !DILocation(line: 93, column: 17, scope: !260)
!268 = !DILocation(line: 94, column: 7, scope: !260)
!269 = !DILocation(line: 94, column: 11, scope: !260)
!270 = !DILocation(line: 94, column: 14, scope: !260)
!271 = !DILocation(line: 95, column: 5, scope: !260)
!272 = !DILocation(line: 92, column: 36, scope: !255)
!273 = !DILocation(line: 92, column: 5, scope: !255)
!274 = distinct !{!274, !258, !275, !231}
!275 = !DILocation(line: 95, column: 5, scope: !250)
!276 = !DILocalVariable(name: "quadrant", scope: !277, file: !1, line: 96, type: !26)
!277 = distinct !DILexicalBlock(scope: !251, file: !1, line: 96, column: 5)
!278 = !DILocation(line: 96, column: 14, scope: !277)
!279 = !DILocation(line: 96, column: 10, scope: !277)
!280 = !DILocation(line: 96, column: 28, scope: !281)
!281 = distinct !DILexicalBlock(scope: !277, file: !1, line: 96, column: 5)
!282 = !DILocation(line: 96, column: 37, scope: !281)
!283 = !DILocation(line: 96, column: 5, scope: !277)
!284 = !DILocalVariable(name: "sx", scope: !285, file: !1, line: 97, type: !26)
!285 = distinct !DILexicalBlock(scope: !281, file: !1, line: 96, column: 54)
!286 = !DILocation(line: 97, column: 11, scope: !285)
!287 = !DILocation(line: 97, column: 16, scope: !285)
!288 = !DILocation(line: 97, column: 25, scope: !285)
!289 = !DILocalVariable(name: "sy", scope: !285, file: !1, line: 97, type: !26)
!290 = !DILocation(line: 97, column: 39, scope: !285)
!291 = !DILocation(line: 97, column: 44, scope: !285)
!292 = !DILocation(line: 97, column: 53, scope: !285)
!293 = !DILocalVariable(name: "up_x", scope: !285, file: !1, line: 98, type: !26)
!294 = !DILocation(line: 98, column: 11, scope: !285)
!295 = !DILocation(line: 98, column: 18, scope: !285)
!296 = !DILocation(line: 98, column: 23, scope: !285)
!297 = !DILocation(line: 98, column: 21, scope: !285)
!298 = !DILocation(line: 98, column: 26, scope: !285)
!299 = !DILocation(line: 98, column: 31, scope: !285)
!300 = !DILocation(line: 98, column: 34, scope: !285)
!301 = !DILocation(line: 98, column: 39, scope: !285)
!302 = !DILocation(line: 98, column: 37, scope: !285)
!303 = !DILocation(line: 98, column: 44, scope: !285)
!304 = !DILocation(line: 98, column: 42, scope: !285)
!305 = !DILocation(line: 98, column: 49, scope: !285)
!306 = !DILocation(line: 98, column: 56, scope: !285)
!307 = !DILocation(line: 98, column: 54, scope: !285)
!308 = !DILocalVariable(name: "down_x", scope: !285, file: !1, line: 99, type: !26)
!309 = !DILocation(line: 99, column: 11, scope: !285)
!310 = !DILocation(line: 99, column: 20, scope: !285)
!311 = !DILocation(line: 99, column: 25, scope: !285)
!312 = !DILocation(line: 99, column: 23, scope: !285)
!313 = !DILocation(line: 99, column: 28, scope: !285)
!314 = !DILocation(line: 99, column: 33, scope: !285)
!315 = !DILocation(line: 99, column: 36, scope: !285)
!316 = !DILocation(line: 99, column: 41, scope: !285)
!317 = !DILocation(line: 99, column: 39, scope: !285)
!318 = !DILocation(line: 99, column: 46, scope: !285)
!319 = !DILocation(line: 99, column: 44, scope: !285)
!320 = !DILocation(line: 99, column: 51, scope: !285)
!321 = !DILocation(line: 99, column: 58, scope: !285)
!322 = !DILocation(line: 99, column: 56, scope: !285)
!323 = !DILocalVariable(name: "up_y", scope: !285, file: !1, line: 100, type: !26)
!324 = !DILocation(line: 100, column: 11, scope: !285)
!325 = !DILocation(line: 100, column: 18, scope: !285)
!326 = !DILocation(line: 100, column: 23, scope: !285)
!327 = !DILocation(line: 100, column: 21, scope: !285)
!328 = !DILocation(line: 100, column: 26, scope: !285)
!329 = !DILocation(line: 100, column: 31, scope: !285)
!330 = !DILocation(line: 100, column: 34, scope: !285)
!331 = !DILocation(line: 100, column: 39, scope: !285)
!332 = !DILocation(line: 100, column: 37, scope: !285)
!333 = !DILocation(line: 100, column: 44, scope: !285)
!334 = !DILocation(line: 100, column: 42, scope: !285)
!335 = !DILocation(line: 100, column: 49, scope: !285)
!336 = !DILocation(line: 100, column: 56, scope: !285)
!337 = !DILocation(line: 100, column: 61, scope: !285)
!338 = !DILocation(line: 100, column: 59, scope: !285)
!339 = !DILocation(line: 100, column: 54, scope: !285)
!340 = !DILocalVariable(name: "down_y", scope: !285, file: !1, line: 101, type: !26)
!341 = !DILocation(line: 101, column: 11, scope: !285)
!342 = !DILocation(line: 101, column: 20, scope: !285)
!343 = !DILocation(line: 101, column: 25, scope: !285)
!344 = !DILocation(line: 101, column: 23, scope: !285)
!345 = !DILocation(line: 101, column: 28, scope: !285)
!346 = !DILocation(line: 101, column: 33, scope: !285)
!347 = !DILocation(line: 101, column: 36, scope: !285)
!348 = !DILocation(line: 101, column: 41, scope: !285)
!349 = !DILocation(line: 101, column: 39, scope: !285)
!350 = !DILocation(line: 101, column: 46, scope: !285)
!351 = !DILocation(line: 101, column: 44, scope: !285)
!352 = !DILocation(line: 101, column: 51, scope: !285)
!353 = !DILocation(line: 101, column: 58, scope: !285)
!354 = !DILocation(line: 101, column: 63, scope: !285)
!355 = !DILocation(line: 101, column: 61, scope: !285)
!356 = !DILocation(line: 101, column: 56, scope: !285)
!357 = !DILocalVariable(name: "a", scope: !358, file: !1, line: 102, type: !26)
!358 = distinct !DILexicalBlock(scope: !285, file: !1, line: 102, column: 7)
!359 = !DILocation(line: 102, column: 16, scope: !358)
!360 = !DILocation(line: 102, column: 12, scope: !358)
!361 = !DILocation(line: 102, column: 23, scope: !362)
!362 = distinct !DILexicalBlock(scope: !358, file: !1, line: 102, column: 7)
!363 = !DILocation(line: 102, column: 25, scope: !362)
!364 = !DILocation(line: 102, column: 7, scope: !358)
!365 = !DILocation(line: 104, column: 13, scope: !366)
!366 = distinct !DILexicalBlock(scope: !367, file: !1, line: 104, column: 13)
!367 = distinct !DILexicalBlock(scope: !362, file: !1, line: 102, column: 40)
!368 = !DILocation(line: 104, column: 18, scope: !366)
!369 = !DILocation(line: 104, column: 13, scope: !367)
!370 = !DILocation(line: 105, column: 20, scope: !366)
!371 = !DILocation(line: 105, column: 28, scope: !366)
!372 = !DILocation(line: 105, column: 46, scope: !366)
!373 = !DILocation(line: 105, column: 11, scope: !366)
!374 = !DILocalVariable(name: "j", scope: !375, file: !1, line: 108, type: !26)
!375 = distinct !DILexicalBlock(scope: !366, file: !1, line: 108, column: 11)
!376 = !DILocation(line: 108, column: 20, scope: !375)
!377 = !DILocation(line: 108, column: 16, scope: !375)
!378 = !DILocation(line: 108, column: 27, scope: !379)
!379 = distinct !DILexicalBlock(scope: !375, file: !1, line: 108, column: 11)
!380 = !DILocation(line: 108, column: 31, scope: !379)
!381 = !DILocation(line: 108, column: 29, scope: !379)
!382 = !DILocation(line: 108, column: 11, scope: !375)
!383 = !DILocation(line: 109, column: 25, scope: !379)
!384 = !DILocation(line: 109, column: 28, scope: !379)
!385 = !DILocation(line: 109, column: 13, scope: !379)
!386 = !DILocation(line: 109, column: 20, scope: !379)
!387 = !DILocation(line: 109, column: 23, scope: !379)
!388 = !DILocation(line: 108, column: 38, scope: !379)
!389 = !DILocation(line: 108, column: 11, scope: !379)
!390 = distinct !{!390, !382, !391, !231}
!391 = !DILocation(line: 109, column: 40, scope: !375)
!392 = !DILocation(line: 110, column: 13, scope: !393)
!393 = distinct !DILexicalBlock(scope: !367, file: !1, line: 110, column: 13)
!394 = !DILocation(line: 110, column: 18, scope: !393)
!395 = !DILocation(line: 110, column: 13, scope: !367)
!396 = !DILocation(line: 111, column: 20, scope: !393)
!397 = !DILocation(line: 111, column: 28, scope: !393)
!398 = !DILocation(line: 111, column: 46, scope: !393)
!399 = !DILocation(line: 111, column: 11, scope: !393)
!400 = !DILocalVariable(name: "i", scope: !401, file: !1, line: 114, type: !26)
!401 = distinct !DILexicalBlock(scope: !393, file: !1, line: 114, column: 11)
!402 = !DILocation(line: 114, column: 20, scope: !401)
!403 = !DILocation(line: 114, column: 16, scope: !401)
!404 = !DILocation(line: 114, column: 27, scope: !405)
!405 = distinct !DILexicalBlock(scope: !401, file: !1, line: 114, column: 11)
!406 = !DILocation(line: 114, column: 31, scope: !405)
!407 = !DILocation(line: 114, column: 29, scope: !405)
!408 = !DILocation(line: 114, column: 11, scope: !401)
!409 = !DILocation(line: 115, column: 13, scope: !405)
!410 = !DILocation(line: 115, column: 20, scope: !405)
!411 = !DILocation(line: 115, column: 23, scope: !405)
!412 = !DILocation(line: 114, column: 38, scope: !405)
!413 = !DILocation(line: 114, column: 11, scope: !405)
!414 = distinct !{!414, !408, !415, !231}
!415 = !DILocation(line: 115, column: 25, scope: !401)
!416 = !DILocalVariable(name: "cx2", scope: !367, file: !1, line: 117, type: !106)
!417 = !DILocation(line: 117, column: 16, scope: !367)
!418 = !DILocation(line: 117, column: 31, scope: !367)
!419 = !DILocation(line: 117, column: 28, scope: !367)
!420 = !DILocation(line: 117, column: 26, scope: !367)
!421 = !DILocalVariable(name: "cy2", scope: !367, file: !1, line: 117, type: !106)
!422 = !DILocation(line: 117, column: 35, scope: !367)
!423 = !DILocation(line: 117, column: 51, scope: !367)
!424 = !DILocation(line: 117, column: 47, scope: !367)
!425 = !DILocation(line: 117, column: 45, scope: !367)
!426 = !DILocalVariable(name: "denominator", scope: !367, file: !1, line: 118, type: !106)
!427 = !DILocation(line: 118, column: 16, scope: !367)
!428 = !DILocation(line: 118, column: 40, scope: !367)
!429 = !DILocation(line: 118, column: 38, scope: !367)
!430 = !DILocation(line: 118, column: 46, scope: !367)
!431 = !DILocation(line: 118, column: 44, scope: !367)
!432 = !DILocalVariable(name: "jj", scope: !433, file: !1, line: 119, type: !26)
!433 = distinct !DILexicalBlock(scope: !367, file: !1, line: 119, column: 9)
!434 = !DILocation(line: 119, column: 18, scope: !433)
!435 = !DILocation(line: 119, column: 14, scope: !433)
!436 = !DILocation(line: 119, column: 26, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !1, line: 119, column: 9)
!438 = !DILocation(line: 119, column: 31, scope: !437)
!439 = !DILocation(line: 119, column: 29, scope: !437)
!440 = !DILocation(line: 119, column: 9, scope: !433)
!441 = !DILocalVariable(name: "j", scope: !442, file: !1, line: 120, type: !26)
!442 = distinct !DILexicalBlock(scope: !437, file: !1, line: 119, column: 43)
!443 = !DILocation(line: 120, column: 15, scope: !442)
!444 = !DILocation(line: 120, column: 19, scope: !442)
!445 = !DILocation(line: 120, column: 22, scope: !442)
!446 = !DILocation(line: 120, column: 28, scope: !442)
!447 = !DILocation(line: 120, column: 33, scope: !442)
!448 = !DILocation(line: 120, column: 38, scope: !442)
!449 = !DILocation(line: 120, column: 44, scope: !442)
!450 = !DILocation(line: 120, column: 42, scope: !442)
!451 = !DILocalVariable(name: "in_x", scope: !442, file: !1, line: 121, type: !106)
!452 = !DILocation(line: 121, column: 18, scope: !442)
!453 = !DILocation(line: 121, column: 25, scope: !442)
!454 = !DILocation(line: 121, column: 32, scope: !442)
!455 = !DILocalVariable(name: "ii", scope: !456, file: !1, line: 122, type: !26)
!456 = distinct !DILexicalBlock(scope: !442, file: !1, line: 122, column: 11)
!457 = !DILocation(line: 122, column: 20, scope: !456)
!458 = !DILocation(line: 122, column: 16, scope: !456)
!459 = !DILocation(line: 122, column: 28, scope: !460)
!460 = distinct !DILexicalBlock(scope: !456, file: !1, line: 122, column: 11)
!461 = !DILocation(line: 122, column: 33, scope: !460)
!462 = !DILocation(line: 122, column: 31, scope: !460)
!463 = !DILocation(line: 122, column: 11, scope: !456)
!464 = !DILocalVariable(name: "i", scope: !465, file: !1, line: 123, type: !26)
!465 = distinct !DILexicalBlock(scope: !460, file: !1, line: 122, column: 45)
!466 = !DILocation(line: 123, column: 17, scope: !465)
!467 = !DILocation(line: 123, column: 21, scope: !465)
!468 = !DILocation(line: 123, column: 24, scope: !465)
!469 = !DILocation(line: 123, column: 30, scope: !465)
!470 = !DILocation(line: 123, column: 35, scope: !465)
!471 = !DILocation(line: 123, column: 40, scope: !465)
!472 = !DILocation(line: 123, column: 46, scope: !465)
!473 = !DILocation(line: 123, column: 44, scope: !465)
!474 = !DILocalVariable(name: "k", scope: !465, file: !1, line: 124, type: !15)
!475 = !DILocation(line: 124, column: 20, scope: !465)
!476 = !DILocation(line: 124, column: 32, scope: !465)
!477 = !DILocation(line: 124, column: 24, scope: !465)
!478 = !DILocation(line: 124, column: 36, scope: !465)
!479 = !DILocation(line: 124, column: 34, scope: !465)
!480 = !DILocation(line: 124, column: 43, scope: !465)
!481 = !DILocation(line: 124, column: 41, scope: !465)
!482 = !DILocalVariable(name: "psi", scope: !465, file: !1, line: 125, type: !106)
!483 = !DILocation(line: 125, column: 20, scope: !465)
!484 = !DILocation(line: 126, column: 18, scope: !465)
!485 = !DILocation(line: 126, column: 25, scope: !465)
!486 = !DILocation(line: 126, column: 30, scope: !465)
!487 = !DILocation(line: 126, column: 36, scope: !465)
!488 = !DILocation(line: 126, column: 28, scope: !465)
!489 = !DILocation(line: 126, column: 43, scope: !465)
!490 = !DILocation(line: 126, column: 49, scope: !465)
!491 = !DILocation(line: 126, column: 56, scope: !465)
!492 = !DILocation(line: 126, column: 41, scope: !465)
!493 = !DILocation(line: 126, column: 62, scope: !465)
!494 = !DILocation(line: 126, column: 60, scope: !465)
!495 = !DILocation(line: 127, column: 30, scope: !465)
!496 = !DILocation(line: 127, column: 23, scope: !465)
!497 = !DILocation(line: 127, column: 35, scope: !465)
!498 = !DILocation(line: 127, column: 13, scope: !465)
!499 = !DILocation(line: 127, column: 17, scope: !465)
!500 = !DILocation(line: 127, column: 20, scope: !465)
!501 = !DILocation(line: 128, column: 20, scope: !465)
!502 = !DILocation(line: 128, column: 18, scope: !465)
!503 = !DILocation(line: 129, column: 25, scope: !465)
!504 = !DILocation(line: 129, column: 13, scope: !465)
!505 = !DILocation(line: 129, column: 20, scope: !465)
!506 = !DILocation(line: 129, column: 23, scope: !465)
!507 = !DILocation(line: 130, column: 11, scope: !465)
!508 = !DILocation(line: 122, column: 41, scope: !460)
!509 = !DILocation(line: 122, column: 11, scope: !460)
!510 = distinct !{!510, !463, !511, !231}
!511 = !DILocation(line: 130, column: 11, scope: !456)
!512 = !DILocation(line: 131, column: 23, scope: !442)
!513 = !DILocation(line: 131, column: 11, scope: !442)
!514 = !DILocation(line: 131, column: 18, scope: !442)
!515 = !DILocation(line: 131, column: 21, scope: !442)
!516 = !DILocation(line: 132, column: 9, scope: !442)
!517 = !DILocation(line: 119, column: 39, scope: !437)
!518 = !DILocation(line: 119, column: 9, scope: !437)
!519 = distinct !{!519, !440, !520, !231}
!520 = !DILocation(line: 132, column: 9, scope: !433)
!521 = !DILocation(line: 134, column: 13, scope: !522)
!522 = distinct !DILexicalBlock(scope: !367, file: !1, line: 134, column: 13)
!523 = !DILocation(line: 134, column: 20, scope: !522)
!524 = !DILocation(line: 134, column: 13, scope: !367)
!525 = !DILocation(line: 135, column: 20, scope: !522)
!526 = !DILocation(line: 135, column: 28, scope: !522)
!527 = !DILocation(line: 135, column: 46, scope: !522)
!528 = !DILocation(line: 135, column: 11, scope: !522)
!529 = !DILocation(line: 136, column: 13, scope: !530)
!530 = distinct !DILexicalBlock(scope: !367, file: !1, line: 136, column: 13)
!531 = !DILocation(line: 136, column: 20, scope: !530)
!532 = !DILocation(line: 136, column: 13, scope: !367)
!533 = !DILocation(line: 137, column: 20, scope: !530)
!534 = !DILocation(line: 137, column: 28, scope: !530)
!535 = !DILocation(line: 137, column: 46, scope: !530)
!536 = !DILocation(line: 137, column: 11, scope: !530)
!537 = !DILocation(line: 138, column: 7, scope: !367)
!538 = !DILocation(line: 102, column: 36, scope: !362)
!539 = !DILocation(line: 102, column: 7, scope: !362)
!540 = distinct !{!540, !364, !541, !231}
!541 = !DILocation(line: 138, column: 7, scope: !358)
!542 = !DILocation(line: 139, column: 5, scope: !285)
!543 = !DILocation(line: 96, column: 50, scope: !281)
!544 = !DILocation(line: 96, column: 5, scope: !281)
!545 = distinct !{!545, !283, !546, !231}
!546 = !DILocation(line: 139, column: 5, scope: !277)
!547 = !DILocation(line: 140, column: 3, scope: !251)
!548 = !DILocation(line: 91, column: 44, scope: !245)
!549 = !DILocation(line: 91, column: 3, scope: !245)
!550 = distinct !{!550, !248, !551, !231}
!551 = !DILocation(line: 140, column: 3, scope: !241)
!552 = !DILocalVariable(name: "elapsed", scope: !43, file: !1, line: 141, type: !106)
!553 = !DILocation(line: 141, column: 10, scope: !43)
!554 = !DILocation(line: 141, column: 20, scope: !43)
!555 = !DILocation(line: 141, column: 34, scope: !43)
!556 = !DILocation(line: 141, column: 32, scope: !43)
!557 = !DILocalVariable(name: "local_sum", scope: !43, file: !1, line: 145, type: !31)
!558 = !DILocation(line: 145, column: 13, scope: !43)
!559 = !DILocalVariable(name: "global_sum", scope: !43, file: !1, line: 145, type: !31)
!560 = !DILocation(line: 145, column: 28, scope: !43)
!561 = !DILocalVariable(name: "local_max", scope: !43, file: !1, line: 146, type: !106)
!562 = !DILocation(line: 146, column: 10, scope: !43)
!563 = !DILocalVariable(name: "global_max", scope: !43, file: !1, line: 146, type: !106)
!564 = !DILocation(line: 146, column: 27, scope: !43)
!565 = !DILocalVariable(name: "j", scope: !566, file: !1, line: 147, type: !26)
!566 = distinct !DILexicalBlock(scope: !43, file: !1, line: 147, column: 3)
!567 = !DILocation(line: 147, column: 12, scope: !566)
!568 = !DILocation(line: 147, column: 8, scope: !566)
!569 = !DILocation(line: 147, column: 19, scope: !570)
!570 = distinct !DILexicalBlock(scope: !566, file: !1, line: 147, column: 3)
!571 = !DILocation(line: 147, column: 23, scope: !570)
!572 = !DILocation(line: 147, column: 21, scope: !570)
!573 = !DILocation(line: 147, column: 3, scope: !566)
!574 = !DILocalVariable(name: "i", scope: !575, file: !1, line: 148, type: !26)
!575 = distinct !DILexicalBlock(scope: !570, file: !1, line: 148, column: 5)
!576 = !DILocation(line: 148, column: 14, scope: !575)
!577 = !DILocation(line: 148, column: 10, scope: !575)
!578 = !DILocation(line: 148, column: 21, scope: !579)
!579 = distinct !DILexicalBlock(scope: !575, file: !1, line: 148, column: 5)
!580 = !DILocation(line: 148, column: 25, scope: !579)
!581 = !DILocation(line: 148, column: 23, scope: !579)
!582 = !DILocation(line: 148, column: 5, scope: !575)
!583 = !DILocalVariable(name: "v", scope: !584, file: !1, line: 149, type: !106)
!584 = distinct !DILexicalBlock(scope: !579, file: !1, line: 148, column: 36)
!585 = !DILocation(line: 149, column: 14, scope: !584)
!586 = !DILocation(line: 149, column: 18, scope: !584)
!587 = !DILocation(line: 149, column: 30, scope: !584)
!588 = !DILocation(line: 149, column: 22, scope: !584)
!589 = !DILocation(line: 149, column: 34, scope: !584)
!590 = !DILocation(line: 149, column: 32, scope: !584)
!591 = !DILocation(line: 149, column: 41, scope: !584)
!592 = !DILocation(line: 149, column: 39, scope: !584)
!593 = !DILocation(line: 150, column: 32, scope: !584)
!594 = !DILocation(line: 150, column: 40, scope: !584)
!595 = !DILocation(line: 150, column: 20, scope: !584)
!596 = !DILocation(line: 151, column: 33, scope: !584)
!597 = !DILocation(line: 151, column: 38, scope: !584)
!598 = !DILocation(line: 151, column: 36, scope: !584)
!599 = !DILocation(line: 151, column: 45, scope: !584)
!600 = !DILocation(line: 151, column: 43, scope: !584)
!601 = !DILocation(line: 151, column: 48, scope: !584)
!602 = !DILocation(line: 151, column: 55, scope: !584)
!603 = !DILocation(line: 151, column: 60, scope: !584)
!604 = !DILocation(line: 151, column: 58, scope: !584)
!605 = !DILocation(line: 151, column: 67, scope: !584)
!606 = !DILocation(line: 151, column: 65, scope: !584)
!607 = !DILocation(line: 151, column: 70, scope: !584)
!608 = !DILocation(line: 151, column: 52, scope: !584)
!609 = !DILocation(line: 151, column: 74, scope: !584)
!610 = !DILocation(line: 151, column: 20, scope: !584)
!611 = !DILocation(line: 150, column: 47, scope: !584)
!612 = !DILocation(line: 150, column: 17, scope: !584)
!613 = !DILocation(line: 152, column: 11, scope: !614)
!614 = distinct !DILexicalBlock(scope: !584, file: !1, line: 152, column: 11)
!615 = !DILocation(line: 152, column: 15, scope: !614)
!616 = !DILocation(line: 152, column: 13, scope: !614)
!617 = !DILocation(line: 152, column: 11, scope: !584)
!618 = !DILocation(line: 153, column: 21, scope: !614)
!619 = !DILocation(line: 153, column: 19, scope: !614)
!620 = !DILocation(line: 153, column: 9, scope: !614)
!621 = !DILocation(line: 154, column: 5, scope: !584)
!622 = !DILocation(line: 148, column: 32, scope: !579)
!623 = !DILocation(line: 148, column: 5, scope: !579)
!624 = distinct !{!624, !582, !625, !231}
!625 = !DILocation(line: 154, column: 5, scope: !575)
!626 = !DILocation(line: 147, column: 30, scope: !570)
!627 = !DILocation(line: 147, column: 3, scope: !570)
!628 = distinct !{!628, !573, !629, !231}
!629 = !DILocation(line: 154, column: 5, scope: !566)
!630 = !DILocation(line: 155, column: 14, scope: !43)
!631 = !DILocation(line: 155, column: 26, scope: !43)
!632 = !DILocation(line: 155, column: 3, scope: !43)
!633 = !DILocation(line: 157, column: 14, scope: !43)
!634 = !DILocation(line: 157, column: 26, scope: !43)
!635 = !DILocation(line: 157, column: 3, scope: !43)
!636 = !DILocation(line: 159, column: 7, scope: !637)
!637 = distinct !DILexicalBlock(scope: !43, file: !1, line: 159, column: 7)
!638 = !DILocation(line: 159, column: 12, scope: !637)
!639 = !DILocation(line: 159, column: 7, scope: !43)
!640 = !DILocation(line: 161, column: 12, scope: !641)
!641 = distinct !DILexicalBlock(scope: !637, file: !1, line: 159, column: 18)
!642 = !DILocation(line: 161, column: 16, scope: !641)
!643 = !DILocation(line: 161, column: 20, scope: !641)
!644 = !DILocation(line: 161, column: 24, scope: !641)
!645 = !DILocation(line: 161, column: 36, scope: !641)
!646 = !DILocation(line: 160, column: 5, scope: !641)
!647 = !DILocation(line: 162, column: 37, scope: !641)
!648 = !DILocation(line: 162, column: 5, scope: !641)
!649 = !DILocation(line: 163, column: 32, scope: !641)
!650 = !DILocation(line: 163, column: 5, scope: !641)
!651 = !DILocation(line: 164, column: 31, scope: !641)
!652 = !DILocation(line: 164, column: 5, scope: !641)
!653 = !DILocation(line: 165, column: 3, scope: !641)
!654 = !DILocation(line: 166, column: 8, scope: !43)
!655 = !DILocation(line: 166, column: 3, scope: !43)
!656 = !DILocation(line: 167, column: 8, scope: !43)
!657 = !DILocation(line: 167, column: 3, scope: !43)
!658 = !DILocation(line: 168, column: 8, scope: !43)
!659 = !DILocation(line: 168, column: 3, scope: !43)
!660 = !DILocation(line: 169, column: 8, scope: !43)
!661 = !DILocation(line: 169, column: 3, scope: !43)
!662 = !DILocation(line: 170, column: 8, scope: !43)
!663 = !DILocation(line: 170, column: 3, scope: !43)
!664 = !DILocation(line: 171, column: 3, scope: !43)
!665 = !DILocation(line: 172, column: 3, scope: !43)
!666 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 24, type: !667, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!667 = !DISubroutineType(types: !668)
!668 = !{!26, !26, !46, !26, !26}
!669 = !DILocalVariable(name: "argc", arg: 1, scope: !666, file: !1, line: 24, type: !26)
!670 = !DILocation(line: 24, column: 28, scope: !666)
!671 = !DILocalVariable(name: "argv", arg: 2, scope: !666, file: !1, line: 24, type: !46)
!672 = !DILocation(line: 24, column: 41, scope: !666)
!673 = !DILocalVariable(name: "index", arg: 3, scope: !666, file: !1, line: 24, type: !26)
!674 = !DILocation(line: 24, column: 51, scope: !666)
!675 = !DILocalVariable(name: "fallback", arg: 4, scope: !666, file: !1, line: 24, type: !26)
!676 = !DILocation(line: 24, column: 62, scope: !666)
!677 = !DILocation(line: 25, column: 7, scope: !678)
!678 = distinct !DILexicalBlock(scope: !666, file: !1, line: 25, column: 7)
!679 = !DILocation(line: 25, column: 16, scope: !678)
!680 = !DILocation(line: 25, column: 13, scope: !678)
!681 = !DILocation(line: 25, column: 7, scope: !666)
!682 = !DILocation(line: 26, column: 12, scope: !678)
!683 = !DILocation(line: 26, column: 5, scope: !678)
!684 = !DILocalVariable(name: "s", scope: !666, file: !1, line: 27, type: !685)
!685 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !686, size: 64)
!686 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!687 = !DILocation(line: 27, column: 15, scope: !666)
!688 = !DILocation(line: 27, column: 19, scope: !666)
!689 = !DILocation(line: 27, column: 24, scope: !666)
!690 = !DILocalVariable(name: "value", scope: !666, file: !1, line: 28, type: !26)
!691 = !DILocation(line: 28, column: 7, scope: !666)
!692 = !DILocation(line: 29, column: 8, scope: !693)
!693 = distinct !DILexicalBlock(scope: !666, file: !1, line: 29, column: 7)
!694 = !DILocation(line: 29, column: 7, scope: !693)
!695 = !DILocation(line: 29, column: 10, scope: !693)
!696 = !DILocation(line: 29, column: 7, scope: !666)
!697 = !DILocation(line: 30, column: 12, scope: !693)
!698 = !DILocation(line: 30, column: 5, scope: !693)
!699 = !DILocation(line: 31, column: 3, scope: !666)
!700 = !DILocation(line: 31, column: 11, scope: !701)
!701 = distinct !DILexicalBlock(scope: !702, file: !1, line: 31, column: 3)
!702 = distinct !DILexicalBlock(scope: !666, file: !1, line: 31, column: 3)
!703 = !DILocation(line: 31, column: 10, scope: !701)
!704 = !DILocation(line: 31, column: 3, scope: !702)
!705 = !DILocation(line: 32, column: 10, scope: !706)
!706 = distinct !DILexicalBlock(scope: !707, file: !1, line: 32, column: 9)
!707 = distinct !DILexicalBlock(scope: !701, file: !1, line: 31, column: 19)
!708 = !DILocation(line: 32, column: 9, scope: !706)
!709 = !DILocation(line: 32, column: 12, scope: !706)
!710 = !DILocation(line: 32, column: 18, scope: !706)
!711 = !DILocation(line: 32, column: 22, scope: !706)
!712 = !DILocation(line: 32, column: 21, scope: !706)
!713 = !DILocation(line: 32, column: 24, scope: !706)
!714 = !DILocation(line: 32, column: 9, scope: !707)
!715 = !DILocation(line: 33, column: 14, scope: !706)
!716 = !DILocation(line: 33, column: 7, scope: !706)
!717 = !DILocation(line: 34, column: 13, scope: !707)
!718 = !DILocation(line: 34, column: 19, scope: !707)
!719 = !DILocation(line: 34, column: 28, scope: !707)
!720 = !DILocation(line: 34, column: 27, scope: !707)
!721 = !DILocation(line: 34, column: 30, scope: !707)
!722 = !DILocation(line: 34, column: 24, scope: !707)
!723 = !DILocation(line: 34, column: 11, scope: !707)
!724 = !DILocation(line: 35, column: 3, scope: !707)
!725 = !DILocation(line: 31, column: 15, scope: !701)
!726 = !DILocation(line: 31, column: 3, scope: !701)
!727 = distinct !{!727, !704, !728, !231}
!728 = !DILocation(line: 35, column: 3, scope: !702)
!729 = !DILocation(line: 36, column: 10, scope: !666)
!730 = !DILocation(line: 36, column: 3, scope: !666)
!731 = !DILocation(line: 37, column: 1, scope: !666)
!732 = distinct !DISubprogram(name: "grid_shape", scope: !1, file: !1, line: 41, type: !733, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!733 = !DISubroutineType(types: !734)
!734 = !{null, !26, !735, !735}
!735 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!736 = !DILocalVariable(name: "size", arg: 1, scope: !732, file: !1, line: 41, type: !26)
!737 = !DILocation(line: 41, column: 28, scope: !732)
!738 = !DILocalVariable(name: "px", arg: 2, scope: !732, file: !1, line: 41, type: !735)
!739 = !DILocation(line: 41, column: 39, scope: !732)
!740 = !DILocalVariable(name: "py", arg: 3, scope: !732, file: !1, line: 41, type: !735)
!741 = !DILocation(line: 41, column: 48, scope: !732)
!742 = !DILocalVariable(name: "best", scope: !732, file: !1, line: 42, type: !26)
!743 = !DILocation(line: 42, column: 7, scope: !732)
!744 = !DILocalVariable(name: "d", scope: !745, file: !1, line: 43, type: !26)
!745 = distinct !DILexicalBlock(scope: !732, file: !1, line: 43, column: 3)
!746 = !DILocation(line: 43, column: 12, scope: !745)
!747 = !DILocation(line: 43, column: 8, scope: !745)
!748 = !DILocation(line: 43, column: 19, scope: !749)
!749 = distinct !DILexicalBlock(scope: !745, file: !1, line: 43, column: 3)
!750 = !DILocation(line: 43, column: 23, scope: !749)
!751 = !DILocation(line: 43, column: 21, scope: !749)
!752 = !DILocation(line: 43, column: 28, scope: !749)
!753 = !DILocation(line: 43, column: 25, scope: !749)
!754 = !DILocation(line: 43, column: 3, scope: !745)
!755 = !DILocation(line: 44, column: 9, scope: !756)
!756 = distinct !DILexicalBlock(scope: !749, file: !1, line: 44, column: 9)
!757 = !DILocation(line: 44, column: 16, scope: !756)
!758 = !DILocation(line: 44, column: 14, scope: !756)
!759 = !DILocation(line: 44, column: 18, scope: !756)
!760 = !DILocation(line: 44, column: 9, scope: !749)
!761 = !DILocation(line: 45, column: 14, scope: !756)
!762 = !DILocation(line: 45, column: 12, scope: !756)
!763 = !DILocation(line: 45, column: 7, scope: !756)
!764 = !DILocation(line: 44, column: 21, scope: !756)
!765 = !DILocation(line: 43, column: 35, scope: !749)
!766 = !DILocation(line: 43, column: 3, scope: !749)
!767 = distinct !{!767, !754, !768, !231}
!768 = !DILocation(line: 45, column: 14, scope: !745)
!769 = !DILocation(line: 46, column: 9, scope: !732)
!770 = !DILocation(line: 46, column: 4, scope: !732)
!771 = !DILocation(line: 46, column: 7, scope: !732)
!772 = !DILocation(line: 47, column: 9, scope: !732)
!773 = !DILocation(line: 47, column: 16, scope: !732)
!774 = !DILocation(line: 47, column: 14, scope: !732)
!775 = !DILocation(line: 47, column: 4, scope: !732)
!776 = !DILocation(line: 47, column: 7, scope: !732)
!777 = !DILocation(line: 48, column: 1, scope: !732)
