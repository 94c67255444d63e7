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
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca double*, align 8
  %19 = alloca double*, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca double*, align 8
  %29 = alloca double*, align 8
  %30 = alloca double*, align 8
  %31 = alloca double*, align 8
  %32 = alloca i32, align 4
  %33 = alloca double, align 8
  %34 = alloca double, align 8
  %35 = alloca double*, align 8
  %36 = alloca double, align 8
  %37 = alloca i64, align 8
  %38 = alloca i64, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca double, align 8
  %42 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !50, metadata !DIExpression()), !dbg !51
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %6, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !57
  %43 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !58
  %44 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !59
  %45 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !60
  call void @llvm.dbg.declare(metadata i32* %8, metadata !61, metadata !DIExpression()), !dbg !62
  %46 = load i32, i32* %4, align 4, !dbg !63
  %47 = load i8**, i8*** %5, align 8, !dbg !64
  %48 = call i32 @parse_count(i32 noundef %46, i8** noundef %47, i32 noundef 1, i32 noundef 64), !dbg !65
  store i32 %48, i32* %8, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %9, metadata !66, metadata !DIExpression()), !dbg !67
  %49 = load i32, i32* %4, align 4, !dbg !68
  %50 = load i8**, i8*** %5, align 8, !dbg !69
  %51 = call i32 @parse_count(i32 noundef %49, i8** noundef %50, i32 noundef 2, i32 noundef 60), !dbg !70
  store i32 %51, i32* %9, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %10, metadata !71, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.declare(metadata i32* %11, metadata !73, metadata !DIExpression()), !dbg !74
  %52 = load i32, i32* %8, align 4, !dbg !75
  %53 = load i32, i32* %7, align 4, !dbg !76
  %54 = load i32, i32* %6, align 4, !dbg !77
  call void @block_range(i32 noundef %52, i32 noundef %53, i32 noundef %54, i32* noundef %10, i32* noundef %11), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %12, metadata !79, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.declare(metadata i32* %13, metadata !81, metadata !DIExpression()), !dbg !82
  %55 = load i32, i32* %8, align 4, !dbg !83
  %56 = load i32, i32* %7, align 4, !dbg !84
  %57 = load i32, i32* %6, align 4, !dbg !85
  %58 = add nsw i32 %57, 1, !dbg !86
  call void @block_range(i32 noundef %55, i32 noundef %56, i32 noundef %58, i32* noundef %12, i32* noundef %13), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %14, metadata !88, metadata !DIExpression()), !dbg !89
  %59 = load i32, i32* %6, align 4, !dbg !90
  %60 = icmp sgt i32 %59, 0, !dbg !91
  br i1 %60, label %61, label %67, !dbg !92

61:                                               ; preds = %2
  %62 = load i32, i32* %11, align 4, !dbg !93
  %63 = icmp sgt i32 %62, 0, !dbg !94
  br i1 %63, label %64, label %67, !dbg !90

64:                                               ; preds = %61
  %65 = load i32, i32* %6, align 4, !dbg !95
  %66 = sub nsw i32 %65, 1, !dbg !96
  br label %68, !dbg !90

67:                                               ; preds = %61, %2
  br label %68, !dbg !90

68:                                               ; preds = %67, %64
  %69 = phi i32 [ %66, %64 ], [ -2, %67 ], !dbg !90
  store i32 %69, i32* %14, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %15, metadata !97, metadata !DIExpression()), !dbg !98
  %70 = load i32, i32* %6, align 4, !dbg !99
  %71 = add nsw i32 %70, 1, !dbg !100
  %72 = load i32, i32* %7, align 4, !dbg !101
  %73 = icmp slt i32 %71, %72, !dbg !102
  br i1 %73, label %74, label %83, !dbg !103

74:                                               ; preds = %68
  %75 = load i32, i32* %13, align 4, !dbg !104
  %76 = icmp sgt i32 %75, 0, !dbg !105
  br i1 %76, label %77, label %83, !dbg !106

77:                                               ; preds = %74
  %78 = load i32, i32* %11, align 4, !dbg !107
  %79 = icmp sgt i32 %78, 0, !dbg !108
  br i1 %79, label %80, label %83, !dbg !99

80:                                               ; preds = %77
  %81 = load i32, i32* %6, align 4, !dbg !109
  %82 = add nsw i32 %81, 1, !dbg !110
  br label %84, !dbg !99

83:                                               ; preds = %77, %74, %68
  br label %84, !dbg !99

84:                                               ; preds = %83, %80
  %85 = phi i32 [ %82, %80 ], [ -2, %83 ], !dbg !99
  store i32 %85, i32* %15, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %16, metadata !111, metadata !DIExpression()), !dbg !112
  %86 = load i32, i32* %8, align 4, !dbg !113
  %87 = add nsw i32 %86, 2, !dbg !114
  store i32 %87, i32* %16, align 4, !dbg !112
  call void @llvm.dbg.declare(metadata i64* %17, metadata !115, metadata !DIExpression()), !dbg !116
  %88 = load i32, i32* %11, align 4, !dbg !117
  %89 = add nsw i32 %88, 2, !dbg !118
  %90 = sext i32 %89 to i64, !dbg !119
  %91 = load i32, i32* %16, align 4, !dbg !120
  %92 = sext i32 %91 to i64, !dbg !121
  %93 = mul i64 %90, %92, !dbg !122
  store i64 %93, i64* %17, align 8, !dbg !116
  call void @llvm.dbg.declare(metadata double** %18, metadata !123, metadata !DIExpression()), !dbg !125
  %94 = load i64, i64* %17, align 8, !dbg !126
  %95 = mul i64 8, %94, !dbg !127
  %96 = call noalias i8* @malloc(i64 noundef %95) #4, !dbg !128
  %97 = bitcast i8* %96 to double*, !dbg !128
  store double* %97, double** %18, align 8, !dbg !125
  call void @llvm.dbg.declare(metadata double** %19, metadata !129, metadata !DIExpression()), !dbg !130
  %98 = load i64, i64* %17, align 8, !dbg !131
  %99 = mul i64 8, %98, !dbg !132
  %100 = call noalias i8* @malloc(i64 noundef %99) #4, !dbg !133
  %101 = bitcast i8* %100 to double*, !dbg !133
  store double* %101, double** %19, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %20, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %20, align 4, !dbg !136
  br label %102, !dbg !137

102:                                              ; preds = %145, %84
  %103 = load i32, i32* %20, align 4, !dbg !138
  %104 = load i32, i32* %11, align 4, !dbg !140
  %105 = add nsw i32 %104, 2, !dbg !141
  %106 = icmp slt i32 %103, %105, !dbg !142
  br i1 %106, label %107, label %148, !dbg !143

107:                                              ; preds = %102
  call void @llvm.dbg.declare(metadata i32* %21, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 0, i32* %21, align 4, !dbg !146
  br label %108, !dbg !147

108:                                              ; preds = %141, %107
  %109 = load i32, i32* %21, align 4, !dbg !148
  %110 = load i32, i32* %16, align 4, !dbg !150
  %111 = icmp slt i32 %109, %110, !dbg !151
  br i1 %111, label %112, label %144, !dbg !152

112:                                              ; preds = %108
  call void @llvm.dbg.declare(metadata double* %22, metadata !153, metadata !DIExpression()), !dbg !155
  %113 = load i32, i32* %21, align 4, !dbg !156
  %114 = load i32, i32* %10, align 4, !dbg !157
  %115 = load i32, i32* %20, align 4, !dbg !158
  %116 = add nsw i32 %114, %115, !dbg !159
  %117 = load i32, i32* %8, align 4, !dbg !160
  %118 = call double @boundary_value(i32 noundef %113, i32 noundef %116, i32 noundef %117), !dbg !161
  store double %118, double* %22, align 8, !dbg !155
  %119 = load double, double* %22, align 8, !dbg !162
  %120 = load double*, double** %18, align 8, !dbg !163
  %121 = load i32, i32* %20, align 4, !dbg !164
  %122 = sext i32 %121 to i64, !dbg !165
  %123 = load i32, i32* %16, align 4, !dbg !166
  %124 = sext i32 %123 to i64, !dbg !166
  %125 = mul i64 %122, %124, !dbg !167
  %126 = load i32, i32* %21, align 4, !dbg !168
  %127 = sext i32 %126 to i64, !dbg !168
  %128 = add i64 %125, %127, !dbg !169
  %129 = getelementptr inbounds double, double* %120, i64 %128, !dbg !163
  store double %119, double* %129, align 8, !dbg !170
  %130 = load double, double* %22, align 8, !dbg !171
  %131 = load double*, double** %19, align 8, !dbg !172
  %132 = load i32, i32* %20, align 4, !dbg !173
  %133 = sext i32 %132 to i64, !dbg !174
  %134 = load i32, i32* %16, align 4, !dbg !175
  %135 = sext i32 %134 to i64, !dbg !175
  %136 = mul i64 %133, %135, !dbg !176
  %137 = load i32, i32* %21, align 4, !dbg !177
  %138 = sext i32 %137 to i64, !dbg !177
  %139 = add i64 %136, %138, !dbg !178
  %140 = getelementptr inbounds double, double* %131, i64 %139, !dbg !172
  store double %130, double* %140, align 8, !dbg !179
  br label %141, !dbg !180

141:                                              ; preds = %112
  %142 = load i32, i32* %21, align 4, !dbg !181
  %143 = add nsw i32 %142, 1, !dbg !181
  store i32 %143, i32* %21, align 4, !dbg !181
  br label %108, !dbg !182, !llvm.loop !183

144:                                              ; preds = %108
  br label %145, !dbg !184

145:                                              ; preds = %144
  %146 = load i32, i32* %20, align 4, !dbg !186
  %147 = add nsw i32 %146, 1, !dbg !186
  store i32 %147, i32* %20, align 4, !dbg !186
  br label %102, !dbg !187, !llvm.loop !188

148:                                              ; preds = %102
  call void @llvm.dbg.declare(metadata double* %23, metadata !190, metadata !DIExpression()), !dbg !191
  store double 0.000000e+00, double* %23, align 8, !dbg !191
  %149 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !192
  call void @llvm.dbg.declare(metadata double* %24, metadata !193, metadata !DIExpression()), !dbg !194
  %150 = call double @MPI_Wtime(), !dbg !195
  store double %150, double* %24, align 8, !dbg !194
  call void @llvm.dbg.declare(metadata i32* %25, metadata !196, metadata !DIExpression()), !dbg !198
  store i32 1, i32* %25, align 4, !dbg !198
  br label %151, !dbg !199

151:                                              ; preds = %305, %148
  %152 = load i32, i32* %25, align 4, !dbg !200
  %153 = load i32, i32* %9, align 4, !dbg !202
  %154 = icmp sle i32 %152, %153, !dbg !203
  br i1 %154, label %155, label %308, !dbg !204

155:                                              ; preds = %151
  %156 = load double*, double** %18, align 8, !dbg !205
  %157 = load i32, i32* %11, align 4, !dbg !207
  %158 = sext i32 %157 to i64, !dbg !208
  %159 = load i32, i32* %16, align 4, !dbg !209
  %160 = sext i32 %159 to i64, !dbg !209
  %161 = mul i64 %158, %160, !dbg !210
  %162 = add i64 %161, 1, !dbg !211
  %163 = getelementptr inbounds double, double* %156, i64 %162, !dbg !205
  %164 = bitcast double* %163 to i8*, !dbg !212
  %165 = load i32, i32* %8, align 4, !dbg !213
  %166 = load i32, i32* %15, align 4, !dbg !214
  %167 = load double*, double** %18, align 8, !dbg !215
  %168 = getelementptr inbounds double, double* %167, i64 1, !dbg !215
  %169 = bitcast double* %168 to i8*, !dbg !216
  %170 = load i32, i32* %8, align 4, !dbg !217
  %171 = load i32, i32* %14, align 4, !dbg !218
  %172 = call i32 @MPI_Sendrecv(i8* noundef %164, i32 noundef %165, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %166, i32 noundef 1, i8* noundef %169, i32 noundef %170, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %171, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !219
  %173 = load double*, double** %18, align 8, !dbg !220
  %174 = load i32, i32* %16, align 4, !dbg !221
  %175 = add nsw i32 %174, 1, !dbg !222
  %176 = sext i32 %175 to i64, !dbg !220
  %177 = getelementptr inbounds double, double* %173, i64 %176, !dbg !220
  %178 = bitcast double* %177 to i8*, !dbg !223
  %179 = load i32, i32* %8, align 4, !dbg !224
  %180 = load i32, i32* %14, align 4, !dbg !225
  %181 = load double*, double** %18, align 8, !dbg !226
  %182 = load i32, i32* %11, align 4, !dbg !227
  %183 = add nsw i32 %182, 1, !dbg !228
  %184 = sext i32 %183 to i64, !dbg !229
  %185 = load i32, i32* %16, align 4, !dbg !230
  %186 = sext i32 %185 to i64, !dbg !230
  %187 = mul i64 %184, %186, !dbg !231
  %188 = add i64 %187, 1, !dbg !232
  %189 = getelementptr inbounds double, double* %181, i64 %188, !dbg !226
  %190 = bitcast double* %189 to i8*, !dbg !233
  %191 = load i32, i32* %8, align 4, !dbg !234
  %192 = load i32, i32* %15, align 4, !dbg !235
  %193 = call i32 @MPI_Sendrecv(i8* noundef %178, i32 noundef %179, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %180, i32 noundef 2, i8* noundef %190, i32 noundef %191, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %192, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !236
  call void @llvm.dbg.declare(metadata double* %26, metadata !237, metadata !DIExpression()), !dbg !238
  store double 0.000000e+00, double* %26, align 8, !dbg !238
  call void @llvm.dbg.declare(metadata i32* %27, metadata !239, metadata !DIExpression()), !dbg !241
  store i32 1, i32* %27, align 4, !dbg !241
  br label %194, !dbg !242

194:                                              ; preds = %280, %155
  %195 = load i32, i32* %27, align 4, !dbg !243
  %196 = load i32, i32* %11, align 4, !dbg !245
  %197 = icmp sle i32 %195, %196, !dbg !246
  br i1 %197, label %198, label %283, !dbg !247

198:                                              ; preds = %194
  call void @llvm.dbg.declare(metadata double** %28, metadata !248, metadata !DIExpression()), !dbg !252
  %199 = load double*, double** %18, align 8, !dbg !253
  %200 = load i32, i32* %27, align 4, !dbg !254
  %201 = add nsw i32 %200, 1, !dbg !255
  %202 = sext i32 %201 to i64, !dbg !256
  %203 = load i32, i32* %16, align 4, !dbg !257
  %204 = sext i32 %203 to i64, !dbg !257
  %205 = mul i64 %202, %204, !dbg !258
  %206 = getelementptr inbounds double, double* %199, i64 %205, !dbg !253
  store double* %206, double** %28, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata double** %29, metadata !259, metadata !DIExpression()), !dbg !260
  %207 = load double*, double** %18, align 8, !dbg !261
  %208 = load i32, i32* %27, align 4, !dbg !262
  %209 = sext i32 %208 to i64, !dbg !263
  %210 = load i32, i32* %16, align 4, !dbg !264
  %211 = sext i32 %210 to i64, !dbg !264
  %212 = mul i64 %209, %211, !dbg !265
  %213 = getelementptr inbounds double, double* %207, i64 %212, !dbg !261
  store double* %213, double** %29, align 8, !dbg !260
  call void @llvm.dbg.declare(metadata double** %30, metadata !266, metadata !DIExpression()), !dbg !267
  %214 = load double*, double** %18, align 8, !dbg !268
  %215 = load i32, i32* %27, align 4, !dbg !269
  %216 = sub nsw i32 %215, 1, !dbg !270
  %217 = sext i32 %216 to i64, !dbg !271
  %218 = load i32, i32* %16, align 4, !dbg !272
  %219 = sext i32 %218 to i64, !dbg !272
  %220 = mul i64 %217, %219, !dbg !273
  %221 = getelementptr inbounds double, double* %214, i64 %220, !dbg !268
  store double* %221, double** %30, align 8, !dbg !267
  call void @llvm.dbg.declare(metadata double** %31, metadata !274, metadata !DIExpression()), !dbg !275
  %222 = load double*, double** %19, align 8, !dbg !276
  %223 = load i32, i32* %27, align 4, !dbg !277
  %224 = sext i32 %223 to i64, !dbg !278
  %225 = load i32, i32* %16, align 4, !dbg !279
  %226 = sext i32 %225 to i64, !dbg !279
  %227 = mul i64 %224, %226, !dbg !280
  %228 = getelementptr inbounds double, double* %222, i64 %227, !dbg !276
  store double* %228, double** %31, align 8, !dbg !275
  call void @llvm.dbg.declare(metadata i32* %32, metadata !281, metadata !DIExpression()), !dbg !283
  store i32 1, i32* %32, align 4, !dbg !283
  br label %229, !dbg !284

229:                                              ; preds = %276, %198
  %230 = load i32, i32* %32, align 4, !dbg !285
  %231 = load i32, i32* %8, align 4, !dbg !287
  %232 = icmp sle i32 %230, %231, !dbg !288
  br i1 %232, label %233, label %279, !dbg !289

233:                                              ; preds = %229
  call void @llvm.dbg.declare(metadata double* %33, metadata !290, metadata !DIExpression()), !dbg !292
  %234 = load double*, double** %29, align 8, !dbg !293
  %235 = load i32, i32* %32, align 4, !dbg !294
  %236 = sub nsw i32 %235, 1, !dbg !295
  %237 = sext i32 %236 to i64, !dbg !293
  %238 = getelementptr inbounds double, double* %234, i64 %237, !dbg !293
  %239 = load double, double* %238, align 8, !dbg !293
  %240 = load double*, double** %29, align 8, !dbg !296
  %241 = load i32, i32* %32, align 4, !dbg !297
  %242 = add nsw i32 %241, 1, !dbg !298
  %243 = sext i32 %242 to i64, !dbg !296
  %244 = getelementptr inbounds double, double* %240, i64 %243, !dbg !296
  %245 = load double, double* %244, align 8, !dbg !296
  %246 = fadd double %239, %245, !dbg !299
  %247 = load double*, double** %28, align 8, !dbg !300
  %248 = load i32, i32* %32, align 4, !dbg !301
  %249 = sext i32 %248 to i64, !dbg !300
  %250 = getelementptr inbounds double, double* %247, i64 %249, !dbg !300
  %251 = load double, double* %250, align 8, !dbg !300
  %252 = fadd double %246, %251, !dbg !302
  %253 = load double*, double** %30, align 8, !dbg !303
  %254 = load i32, i32* %32, align 4, !dbg !304
  %255 = sext i32 %254 to i64, !dbg !303
  %256 = getelementptr inbounds double, double* %253, i64 %255, !dbg !303
  %257 = load double, double* %256, align 8, !dbg !303
  %258 = fadd double %252, %257, !dbg !305
  %259 = fmul double 2.500000e-01, %258, !dbg !306
  store double %259, double* %33, align 8, !dbg !292
  call void @llvm.dbg.declare(metadata double* %34, metadata !307, metadata !DIExpression()), !dbg !308
  %260 = load double, double* %33, align 8, !dbg !309
  %261 = load double*, double** %29, align 8, !dbg !310
  %262 = load i32, i32* %32, align 4, !dbg !311
  %263 = sext i32 %262 to i64, !dbg !310
  %264 = getelementptr inbounds double, double* %261, i64 %263, !dbg !310
  %265 = load double, double* %264, align 8, !dbg !310
  %266 = fsub double %260, %265, !dbg !312
  store double %266, double* %34, align 8, !dbg !308
  %267 = load double, double* %34, align 8, !dbg !313
  %268 = load double, double* %34, align 8, !dbg !314
  %269 = load double, double* %26, align 8, !dbg !315
  %270 = call double @llvm.fmuladd.f64(double %267, double %268, double %269), !dbg !315
  store double %270, double* %26, align 8, !dbg !315
  %271 = load double, double* %33, align 8, !dbg !316
  %272 = load double*, double** %31, align 8, !dbg !317
  %273 = load i32, i32* %32, align 4, !dbg !318
  %274 = sext i32 %273 to i64, !dbg !317
  %275 = getelementptr inbounds double, double* %272, i64 %274, !dbg !317
  store double %271, double* %275, align 8, !dbg !319
  br label %276, !dbg !320

276:                                              ; preds = %233
  %277 = load i32, i32* %32, align 4, !dbg !321
  %278 = add nsw i32 %277, 1, !dbg !321
  store i32 %278, i32* %32, align 4, !dbg !321
  br label %229, !dbg !322, !llvm.loop !323

279:                                              ; preds = %229
  br label %280, !dbg !325

280:                                              ; preds = %279
  %281 = load i32, i32* %27, align 4, !dbg !326
  %282 = add nsw i32 %281, 1, !dbg !326
  store i32 %282, i32* %27, align 4, !dbg !326
  br label %194, !dbg !327, !llvm.loop !328

283:                                              ; preds = %194
  call void @llvm.dbg.declare(metadata double** %35, metadata !330, metadata !DIExpression()), !dbg !331
  %284 = load double*, double** %18, align 8, !dbg !332
  store double* %284, double** %35, align 8, !dbg !331
  %285 = load double*, double** %19, align 8, !dbg !333
  store double* %285, double** %18, align 8, !dbg !334
  %286 = load double*, double** %35, align 8, !dbg !335
  store double* %286, double** %19, align 8, !dbg !336
  %287 = bitcast double* %26 to i8*, !dbg !337
  %288 = bitcast double* %23 to i8*, !dbg !338
  %289 = call i32 @MPI_Allreduce(i8* noundef %287, i8* noundef %288, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !339
  %290 = load i32, i32* %6, align 4, !dbg !340
  %291 = icmp eq i32 %290, 0, !dbg !342
  br i1 %291, label %292, label %304, !dbg !343

292:                                              ; preds = %283
  %293 = load i32, i32* %25, align 4, !dbg !344
  %294 = srem i32 %293, 20, !dbg !345
  %295 = icmp eq i32 %294, 0, !dbg !346
  br i1 %295, label %300, label %296, !dbg !347

296:                                              ; preds = %292
  %297 = load i32, i32* %25, align 4, !dbg !348
  %298 = load i32, i32* %9, align 4, !dbg !349
  %299 = icmp eq i32 %297, %298, !dbg !350
  br i1 %299, label %300, label %304, !dbg !351

300:                                              ; preds = %296, %292
  %301 = load i32, i32* %25, align 4, !dbg !352
  %302 = load double, double* %23, align 8, !dbg !353
  %303 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str, i64 0, i64 0), i32 noundef %301, double noundef %302), !dbg !354
  br label %304, !dbg !354

304:                                              ; preds = %300, %296, %283
  br label %305, !dbg !355

305:                                              ; preds = %304
  %306 = load i32, i32* %25, align 4, !dbg !356
  %307 = add nsw i32 %306, 1, !dbg !356
  store i32 %307, i32* %25, align 4, !dbg !356
  br label %151, !dbg !357, !llvm.loop !358

308:                                              ; preds = %151
  call void @llvm.dbg.declare(metadata double* %36, metadata !360, metadata !DIExpression()), !dbg !361
  %309 = call double @MPI_Wtime(), !dbg !362
  %310 = load double, double* %24, align 8, !dbg !363
  %311 = fsub double %309, %310, !dbg !364
  store double %311, double* %36, align 8, !dbg !361
  call void @llvm.dbg.declare(metadata i64* %37, metadata !365, metadata !DIExpression()), !dbg !366
  store i64 0, i64* %37, align 8, !dbg !366
  call void @llvm.dbg.declare(metadata i64* %38, metadata !367, metadata !DIExpression()), !dbg !368
  store i64 0, i64* %38, align 8, !dbg !368
  call void @llvm.dbg.declare(metadata i32* %39, metadata !369, metadata !DIExpression()), !dbg !371
  store i32 1, i32* %39, align 4, !dbg !371
  br label %312, !dbg !372

312:                                              ; preds = %353, %308
  %313 = load i32, i32* %39, align 4, !dbg !373
  %314 = load i32, i32* %11, align 4, !dbg !375
  %315 = icmp sle i32 %313, %314, !dbg !376
  br i1 %315, label %316, label %356, !dbg !377

316:                                              ; preds = %312
  call void @llvm.dbg.declare(metadata i32* %40, metadata !378, metadata !DIExpression()), !dbg !380
  store i32 1, i32* %40, align 4, !dbg !380
  br label %317, !dbg !381

317:                                              ; preds = %349, %316
  %318 = load i32, i32* %40, align 4, !dbg !382
  %319 = load i32, i32* %8, align 4, !dbg !384
  %320 = icmp sle i32 %318, %319, !dbg !385
  br i1 %320, label %321, label %352, !dbg !386

321:                                              ; preds = %317
  call void @llvm.dbg.declare(metadata double* %41, metadata !387, metadata !DIExpression()), !dbg !389
  %322 = load double*, double** %18, align 8, !dbg !390
  %323 = load i32, i32* %39, align 4, !dbg !391
  %324 = sext i32 %323 to i64, !dbg !392
  %325 = load i32, i32* %16, align 4, !dbg !393
  %326 = sext i32 %325 to i64, !dbg !393
  %327 = mul i64 %324, %326, !dbg !394
  %328 = load i32, i32* %40, align 4, !dbg !395
  %329 = sext i32 %328 to i64, !dbg !395
  %330 = add i64 %327, %329, !dbg !396
  %331 = getelementptr inbounds double, double* %322, i64 %330, !dbg !390
  %332 = load double, double* %331, align 8, !dbg !390
  store double %332, double* %41, align 8, !dbg !389
  call void @llvm.dbg.declare(metadata i64* %42, metadata !397, metadata !DIExpression()), !dbg !398
  %333 = load double, double* %41, align 8, !dbg !399
  %334 = call double @llvm.fmuladd.f64(double %333, double 1.000000e+09, double 5.000000e-01), !dbg !400
  %335 = fptosi double %334 to i64, !dbg !401
  store i64 %335, i64* %42, align 8, !dbg !398
  %336 = load i64, i64* %42, align 8, !dbg !402
  %337 = load i32, i32* %40, align 4, !dbg !403
  %338 = srem i32 %337, 5, !dbg !404
  %339 = load i32, i32* %10, align 4, !dbg !405
  %340 = load i32, i32* %39, align 4, !dbg !406
  %341 = add nsw i32 %339, %340, !dbg !407
  %342 = srem i32 %341, 3, !dbg !408
  %343 = add nsw i32 %338, %342, !dbg !409
  %344 = add nsw i32 %343, 1, !dbg !410
  %345 = sext i32 %344 to i64, !dbg !411
  %346 = mul nsw i64 %336, %345, !dbg !412
  %347 = load i64, i64* %37, align 8, !dbg !413
  %348 = add nsw i64 %347, %346, !dbg !413
  store i64 %348, i64* %37, align 8, !dbg !413
  br label %349, !dbg !414

349:                                              ; preds = %321
  %350 = load i32, i32* %40, align 4, !dbg !415
  %351 = add nsw i32 %350, 1, !dbg !415
  store i32 %351, i32* %40, align 4, !dbg !415
  br label %317, !dbg !416, !llvm.loop !417

352:                                              ; preds = %317
  br label %353, !dbg !418

353:                                              ; preds = %352
  %354 = load i32, i32* %39, align 4, !dbg !419
  %355 = add nsw i32 %354, 1, !dbg !419
  store i32 %355, i32* %39, align 4, !dbg !419
  br label %312, !dbg !420, !llvm.loop !421

356:                                              ; preds = %312
  %357 = bitcast i64* %37 to i8*, !dbg !423
  %358 = bitcast i64* %38 to i8*, !dbg !424
  %359 = call i32 @MPI_Reduce(i8* noundef %357, i8* noundef %358, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !425
  %360 = load i32, i32* %6, align 4, !dbg !426
  %361 = icmp eq i32 %360, 0, !dbg !428
  br i1 %361, label %362, label %371, !dbg !429

362:                                              ; preds = %356
  %363 = load i32, i32* %8, align 4, !dbg !430
  %364 = load i32, i32* %8, align 4, !dbg !432
  %365 = load i32, i32* %9, align 4, !dbg !433
  %366 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([53 x i8], [53 x i8]* @.str.1, i64 0, i64 0), i32 noundef %363, i32 noundef %364, i32 noundef %365), !dbg !434
  %367 = load i64, i64* %38, align 8, !dbg !435
  %368 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %367), !dbg !436
  %369 = load double, double* %36, align 8, !dbg !437
  %370 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %369), !dbg !438
  br label %371, !dbg !439

371:                                              ; preds = %362, %356
  %372 = load double*, double** %18, align 8, !dbg !440
  %373 = bitcast double* %372 to i8*, !dbg !440
  call void @free(i8* noundef %373) #4, !dbg !441
  %374 = load double*, double** %19, align 8, !dbg !442
  %375 = bitcast double* %374 to i8*, !dbg !442
  call void @free(i8* noundef %375) #4, !dbg !443
  %376 = call i32 @MPI_Finalize(), !dbg !444
  ret i32 0, !dbg !445
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !446 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !449, metadata !DIExpression()), !dbg !450
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !451, metadata !DIExpression()), !dbg !452
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !453, metadata !DIExpression()), !dbg !454
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !455, metadata !DIExpression()), !dbg !456
  %12 = load i32, i32* %8, align 4, !dbg !457
  %13 = load i32, i32* %6, align 4, !dbg !459
  %14 = icmp sge i32 %12, %13, !dbg !460
  br i1 %14, label %15, label %17, !dbg !461

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !462
  store i32 %16, i32* %5, align 4, !dbg !463
  br label %59, !dbg !463

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !464, metadata !DIExpression()), !dbg !467
  %18 = load i8**, i8*** %7, align 8, !dbg !468
  %19 = load i32, i32* %8, align 4, !dbg !469
  %20 = sext i32 %19 to i64, !dbg !468
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !468
  %22 = load i8*, i8** %21, align 8, !dbg !468
  store i8* %22, i8** %10, align 8, !dbg !467
  call void @llvm.dbg.declare(metadata i32* %11, metadata !470, metadata !DIExpression()), !dbg !471
  store i32 0, i32* %11, align 4, !dbg !471
  %23 = load i8*, i8** %10, align 8, !dbg !472
  %24 = load i8, i8* %23, align 1, !dbg !474
  %25 = sext i8 %24 to i32, !dbg !474
  %26 = icmp eq i32 %25, 0, !dbg !475
  br i1 %26, label %27, label %29, !dbg !476

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !477
  store i32 %28, i32* %5, align 4, !dbg !478
  br label %59, !dbg !478

29:                                               ; preds = %17
  br label %30, !dbg !479

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !480
  %32 = load i8, i8* %31, align 1, !dbg !483
  %33 = icmp ne i8 %32, 0, !dbg !484
  br i1 %33, label %34, label %57, !dbg !484

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !485
  %36 = load i8, i8* %35, align 1, !dbg !488
  %37 = sext i8 %36 to i32, !dbg !488
  %38 = icmp slt i32 %37, 48, !dbg !489
  br i1 %38, label %44, label %39, !dbg !490

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !491
  %41 = load i8, i8* %40, align 1, !dbg !492
  %42 = sext i8 %41 to i32, !dbg !492
  %43 = icmp sgt i32 %42, 57, !dbg !493
  br i1 %43, label %44, label %46, !dbg !494

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !495
  store i32 %45, i32* %5, align 4, !dbg !496
  br label %59, !dbg !496

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !497
  %48 = mul nsw i32 %47, 10, !dbg !498
  %49 = load i8*, i8** %10, align 8, !dbg !499
  %50 = load i8, i8* %49, align 1, !dbg !500
  %51 = sext i8 %50 to i32, !dbg !500
  %52 = sub nsw i32 %51, 48, !dbg !501
  %53 = add nsw i32 %48, %52, !dbg !502
  store i32 %53, i32* %11, align 4, !dbg !503
  br label %54, !dbg !504

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !505
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !505
  store i8* %56, i8** %10, align 8, !dbg !505
  br label %30, !dbg !506, !llvm.loop !507

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !509
  store i32 %58, i32* %5, align 4, !dbg !510
  br label %59, !dbg !510

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !511
  ret i32 %60, !dbg !511
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_range(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !512 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !516, metadata !DIExpression()), !dbg !517
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !518, metadata !DIExpression()), !dbg !519
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !520, metadata !DIExpression()), !dbg !521
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !522, metadata !DIExpression()), !dbg !523
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !524, metadata !DIExpression()), !dbg !525
  call void @llvm.dbg.declare(metadata i32* %11, metadata !526, metadata !DIExpression()), !dbg !527
  %13 = load i32, i32* %6, align 4, !dbg !528
  %14 = load i32, i32* %7, align 4, !dbg !529
  %15 = sdiv i32 %13, %14, !dbg !530
  store i32 %15, i32* %11, align 4, !dbg !527
  call void @llvm.dbg.declare(metadata i32* %12, metadata !531, metadata !DIExpression()), !dbg !532
  %16 = load i32, i32* %6, align 4, !dbg !533
  %17 = load i32, i32* %7, align 4, !dbg !534
  %18 = srem i32 %16, %17, !dbg !535
  store i32 %18, i32* %12, align 4, !dbg !532
  %19 = load i32, i32* %11, align 4, !dbg !536
  %20 = load i32, i32* %8, align 4, !dbg !537
  %21 = load i32, i32* %12, align 4, !dbg !538
  %22 = icmp slt i32 %20, %21, !dbg !539
  %23 = zext i1 %22 to i64, !dbg !537
  %24 = select i1 %22, i32 1, i32 0, !dbg !537
  %25 = add nsw i32 %19, %24, !dbg !540
  %26 = load i32*, i32** %10, align 8, !dbg !541
  store i32 %25, i32* %26, align 4, !dbg !542
  %27 = load i32, i32* %8, align 4, !dbg !543
  %28 = load i32, i32* %11, align 4, !dbg !544
  %29 = mul nsw i32 %27, %28, !dbg !545
  %30 = load i32, i32* %8, align 4, !dbg !546
  %31 = load i32, i32* %12, align 4, !dbg !547
  %32 = icmp slt i32 %30, %31, !dbg !548
  br i1 %32, label %33, label %35, !dbg !546

33:                                               ; preds = %5
  %34 = load i32, i32* %8, align 4, !dbg !549
  br label %37, !dbg !546

35:                                               ; preds = %5
  %36 = load i32, i32* %12, align 4, !dbg !550
  br label %37, !dbg !546

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !546
  %39 = add nsw i32 %29, %38, !dbg !551
  %40 = load i32*, i32** %9, align 8, !dbg !552
  store i32 %39, i32* %40, align 4, !dbg !553
  ret void, !dbg !554
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @boundary_value(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !555 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !558, metadata !DIExpression()), !dbg !559
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !560, metadata !DIExpression()), !dbg !561
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !562, metadata !DIExpression()), !dbg !563
  %8 = load i32, i32* %6, align 4, !dbg !564
  %9 = load i32, i32* %7, align 4, !dbg !566
  %10 = add nsw i32 %9, 1, !dbg !567
  %11 = icmp eq i32 %8, %10, !dbg !568
  br i1 %11, label %12, label %13, !dbg !569

12:                                               ; preds = %3
  store double 1.000000e+00, double* %4, align 8, !dbg !570
  br label %33, !dbg !570

13:                                               ; preds = %3
  %14 = load i32, i32* %6, align 4, !dbg !571
  %15 = icmp eq i32 %14, 0, !dbg !573
  br i1 %15, label %16, label %17, !dbg !574

16:                                               ; preds = %13
  store double 0.000000e+00, double* %4, align 8, !dbg !575
  br label %33, !dbg !575

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !576
  %19 = icmp eq i32 %18, 0, !dbg !578
  br i1 %19, label %25, label %20, !dbg !579

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4, !dbg !580
  %22 = load i32, i32* %7, align 4, !dbg !581
  %23 = add nsw i32 %22, 1, !dbg !582
  %24 = icmp eq i32 %21, %23, !dbg !583
  br i1 %24, label %25, label %32, !dbg !584

25:                                               ; preds = %20, %17
  %26 = load i32, i32* %6, align 4, !dbg !585
  %27 = sitofp i32 %26 to double, !dbg !586
  %28 = load i32, i32* %7, align 4, !dbg !587
  %29 = add nsw i32 %28, 1, !dbg !588
  %30 = sitofp i32 %29 to double, !dbg !589
  %31 = fdiv double %27, %30, !dbg !590
  store double %31, double* %4, align 8, !dbg !591
  br label %33, !dbg !591

32:                                               ; preds = %20
  store double 0.000000e+00, double* %4, align 8, !dbg !592
  br label %33, !dbg !592

33:                                               ; preds = %32, %25, %16, %12
  %34 = load double, double* %4, align 8, !dbg !593
  ret double %34, !dbg !593
}

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !8, splitDebugInlining: false, nameTableKind: None)
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
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 58, type: !44, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !49)
!44 = !DISubroutineType(types: !45)
!45 = !{!25, !25, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{}
!50 = !DILocalVariable(name: "argc", arg: 1, scope: !43, file: !1, line: 58, type: !25)
!51 = !DILocation(line: 58, column: 14, scope: !43)
!52 = !DILocalVariable(name: "argv", arg: 2, scope: !43, file: !1, line: 58, type: !46)
!53 = !DILocation(line: 58, column: 27, scope: !43)
!54 = !DILocalVariable(name: "rank", scope: !43, file: !1, line: 59, type: !25)
!55 = !DILocation(line: 59, column: 7, scope: !43)
!56 = !DILocalVariable(name: "size", scope: !43, file: !1, line: 59, type: !25)
!57 = !DILocation(line: 59, column: 13, scope: !43)
!58 = !DILocation(line: 60, column: 3, scope: !43)
!59 = !DILocation(line: 61, column: 3, scope: !43)
!60 = !DILocation(line: 62, column: 3, scope: !43)
!61 = !DILocalVariable(name: "n", scope: !43, file: !1, line: 64, type: !25)
!62 = !DILocation(line: 64, column: 7, scope: !43)
!63 = !DILocation(line: 64, column: 23, scope: !43)
!64 = !DILocation(line: 64, column: 29, scope: !43)
!65 = !DILocation(line: 64, column: 11, scope: !43)
!66 = !DILocalVariable(name: "iterations", scope: !43, file: !1, line: 65, type: !25)
!67 = !DILocation(line: 65, column: 7, scope: !43)
!68 = !DILocation(line: 65, column: 32, scope: !43)
!69 = !DILocation(line: 65, column: 38, scope: !43)
!70 = !DILocation(line: 65, column: 20, scope: !43)
!71 = !DILocalVariable(name: "first", scope: !43, file: !1, line: 67, type: !25)
!72 = !DILocation(line: 67, column: 7, scope: !43)
!73 = !DILocalVariable(name: "rows", scope: !43, file: !1, line: 67, type: !25)
!74 = !DILocation(line: 67, column: 14, scope: !43)
!75 = !DILocation(line: 68, column: 15, scope: !43)
!76 = !DILocation(line: 68, column: 18, scope: !43)
!77 = !DILocation(line: 68, column: 24, scope: !43)
!78 = !DILocation(line: 68, column: 3, scope: !43)
!79 = !DILocalVariable(name: "next_first", scope: !43, file: !1, line: 69, type: !25)
!80 = !DILocation(line: 69, column: 7, scope: !43)
!81 = !DILocalVariable(name: "next_rows", scope: !43, file: !1, line: 69, type: !25)
!82 = !DILocation(line: 69, column: 19, scope: !43)
!83 = !DILocation(line: 70, column: 15, scope: !43)
!84 = !DILocation(line: 70, column: 18, scope: !43)
!85 = !DILocation(line: 70, column: 24, scope: !43)
!86 = !DILocation(line: 70, column: 29, scope: !43)
!87 = !DILocation(line: 70, column: 3, scope: !43)
!88 = !DILocalVariable(name: "south", scope: !43, file: !1, line: 71, type: !25)
!89 = !DILocation(line: 71, column: 7, scope: !43)
!90 = !DILocation(line: 71, column: 15, scope: !43)
!91 = !DILocation(line: 71, column: 20, scope: !43)
!92 = !DILocation(line: 71, column: 24, scope: !43)
!93 = !DILocation(line: 71, column: 27, scope: !43)
!94 = !DILocation(line: 71, column: 32, scope: !43)
!95 = !DILocation(line: 71, column: 38, scope: !43)
!96 = !DILocation(line: 71, column: 43, scope: !43)
!97 = !DILocalVariable(name: "north", scope: !43, file: !1, line: 72, type: !25)
!98 = !DILocation(line: 72, column: 7, scope: !43)
!99 = !DILocation(line: 73, column: 7, scope: !43)
!100 = !DILocation(line: 73, column: 12, scope: !43)
!101 = !DILocation(line: 73, column: 18, scope: !43)
!102 = !DILocation(line: 73, column: 16, scope: !43)
!103 = !DILocation(line: 73, column: 23, scope: !43)
!104 = !DILocation(line: 73, column: 26, scope: !43)
!105 = !DILocation(line: 73, column: 36, scope: !43)
!106 = !DILocation(line: 73, column: 40, scope: !43)
!107 = !DILocation(line: 73, column: 43, scope: !43)
!108 = !DILocation(line: 73, column: 48, scope: !43)
!109 = !DILocation(line: 73, column: 54, scope: !43)
!110 = !DILocation(line: 73, column: 59, scope: !43)
!111 = !DILocalVariable(name: "stride", scope: !43, file: !1, line: 77, type: !25)
!112 = !DILocation(line: 77, column: 7, scope: !43)
!113 = !DILocation(line: 77, column: 16, scope: !43)
!114 = !DILocation(line: 77, column: 18, scope: !43)
!115 = !DILocalVariable(name: "points", scope: !43, file: !1, line: 78, type: !14)
!116 = !DILocation(line: 78, column: 10, scope: !43)
!117 = !DILocation(line: 78, column: 28, scope: !43)
!118 = !DILocation(line: 78, column: 33, scope: !43)
!119 = !DILocation(line: 78, column: 19, scope: !43)
!120 = !DILocation(line: 78, column: 48, scope: !43)
!121 = !DILocation(line: 78, column: 40, scope: !43)
!122 = !DILocation(line: 78, column: 38, scope: !43)
!123 = !DILocalVariable(name: "u", scope: !43, file: !1, line: 79, type: !124)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!125 = !DILocation(line: 79, column: 11, scope: !43)
!126 = !DILocation(line: 79, column: 39, scope: !43)
!127 = !DILocation(line: 79, column: 37, scope: !43)
!128 = !DILocation(line: 79, column: 15, scope: !43)
!129 = !DILocalVariable(name: "v", scope: !43, file: !1, line: 80, type: !124)
!130 = !DILocation(line: 80, column: 11, scope: !43)
!131 = !DILocation(line: 80, column: 39, scope: !43)
!132 = !DILocation(line: 80, column: 37, scope: !43)
!133 = !DILocation(line: 80, column: 15, scope: !43)
!134 = !DILocalVariable(name: "r", scope: !135, file: !1, line: 81, type: !25)
!135 = distinct !DILexicalBlock(scope: !43, file: !1, line: 81, column: 3)
!136 = !DILocation(line: 81, column: 12, scope: !135)
!137 = !DILocation(line: 81, column: 8, scope: !135)
!138 = !DILocation(line: 81, column: 19, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 81, column: 3)
!140 = !DILocation(line: 81, column: 23, scope: !139)
!141 = !DILocation(line: 81, column: 28, scope: !139)
!142 = !DILocation(line: 81, column: 21, scope: !139)
!143 = !DILocation(line: 81, column: 3, scope: !135)
!144 = !DILocalVariable(name: "i", scope: !145, file: !1, line: 82, type: !25)
!145 = distinct !DILexicalBlock(scope: !139, file: !1, line: 82, column: 5)
!146 = !DILocation(line: 82, column: 14, scope: !145)
!147 = !DILocation(line: 82, column: 10, scope: !145)
!148 = !DILocation(line: 82, column: 21, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !1, line: 82, column: 5)
!150 = !DILocation(line: 82, column: 25, scope: !149)
!151 = !DILocation(line: 82, column: 23, scope: !149)
!152 = !DILocation(line: 82, column: 5, scope: !145)
!153 = !DILocalVariable(name: "b", scope: !154, file: !1, line: 83, type: !34)
!154 = distinct !DILexicalBlock(scope: !149, file: !1, line: 82, column: 38)
!155 = !DILocation(line: 83, column: 14, scope: !154)
!156 = !DILocation(line: 83, column: 33, scope: !154)
!157 = !DILocation(line: 83, column: 36, scope: !154)
!158 = !DILocation(line: 83, column: 44, scope: !154)
!159 = !DILocation(line: 83, column: 42, scope: !154)
!160 = !DILocation(line: 83, column: 47, scope: !154)
!161 = !DILocation(line: 83, column: 18, scope: !154)
!162 = !DILocation(line: 84, column: 35, scope: !154)
!163 = !DILocation(line: 84, column: 7, scope: !154)
!164 = !DILocation(line: 84, column: 17, scope: !154)
!165 = !DILocation(line: 84, column: 9, scope: !154)
!166 = !DILocation(line: 84, column: 21, scope: !154)
!167 = !DILocation(line: 84, column: 19, scope: !154)
!168 = !DILocation(line: 84, column: 30, scope: !154)
!169 = !DILocation(line: 84, column: 28, scope: !154)
!170 = !DILocation(line: 84, column: 33, scope: !154)
!171 = !DILocation(line: 85, column: 35, scope: !154)
!172 = !DILocation(line: 85, column: 7, scope: !154)
!173 = !DILocation(line: 85, column: 17, scope: !154)
!174 = !DILocation(line: 85, column: 9, scope: !154)
!175 = !DILocation(line: 85, column: 21, scope: !154)
!176 = !DILocation(line: 85, column: 19, scope: !154)
!177 = !DILocation(line: 85, column: 30, scope: !154)
!178 = !DILocation(line: 85, column: 28, scope: !154)
!179 = !DILocation(line: 85, column: 33, scope: !154)
!180 = !DILocation(line: 86, column: 5, scope: !154)
!181 = !DILocation(line: 82, column: 34, scope: !149)
!182 = !DILocation(line: 82, column: 5, scope: !149)
!183 = distinct !{!183, !152, !184, !185}
!184 = !DILocation(line: 86, column: 5, scope: !145)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 81, column: 34, scope: !139)
!187 = !DILocation(line: 81, column: 3, scope: !139)
!188 = distinct !{!188, !143, !189, !185}
!189 = !DILocation(line: 86, column: 5, scope: !135)
!190 = !DILocalVariable(name: "residual", scope: !43, file: !1, line: 88, type: !34)
!191 = !DILocation(line: 88, column: 10, scope: !43)
!192 = !DILocation(line: 89, column: 3, scope: !43)
!193 = !DILocalVariable(name: "start", scope: !43, file: !1, line: 90, type: !34)
!194 = !DILocation(line: 90, column: 10, scope: !43)
!195 = !DILocation(line: 90, column: 18, scope: !43)
!196 = !DILocalVariable(name: "it", scope: !197, file: !1, line: 91, type: !25)
!197 = distinct !DILexicalBlock(scope: !43, file: !1, line: 91, column: 3)
!198 = !DILocation(line: 91, column: 12, scope: !197)
!199 = !DILocation(line: 91, column: 8, scope: !197)
!200 = !DILocation(line: 91, column: 20, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !1, line: 91, column: 3)
!202 = !DILocation(line: 91, column: 26, scope: !201)
!203 = !DILocation(line: 91, column: 23, scope: !201)
!204 = !DILocation(line: 91, column: 3, scope: !197)
!205 = !DILocation(line: 94, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !201, file: !1, line: 91, column: 44)
!207 = !DILocation(line: 94, column: 29, scope: !206)
!208 = !DILocation(line: 94, column: 21, scope: !206)
!209 = !DILocation(line: 94, column: 36, scope: !206)
!210 = !DILocation(line: 94, column: 34, scope: !206)
!211 = !DILocation(line: 94, column: 43, scope: !206)
!212 = !DILocation(line: 94, column: 18, scope: !206)
!213 = !DILocation(line: 94, column: 49, scope: !206)
!214 = !DILocation(line: 94, column: 64, scope: !206)
!215 = !DILocation(line: 95, column: 19, scope: !206)
!216 = !DILocation(line: 95, column: 18, scope: !206)
!217 = !DILocation(line: 95, column: 25, scope: !206)
!218 = !DILocation(line: 95, column: 40, scope: !206)
!219 = !DILocation(line: 94, column: 5, scope: !206)
!220 = !DILocation(line: 97, column: 19, scope: !206)
!221 = !DILocation(line: 97, column: 21, scope: !206)
!222 = !DILocation(line: 97, column: 28, scope: !206)
!223 = !DILocation(line: 97, column: 18, scope: !206)
!224 = !DILocation(line: 97, column: 34, scope: !206)
!225 = !DILocation(line: 97, column: 49, scope: !206)
!226 = !DILocation(line: 98, column: 19, scope: !206)
!227 = !DILocation(line: 98, column: 30, scope: !206)
!228 = !DILocation(line: 98, column: 35, scope: !206)
!229 = !DILocation(line: 98, column: 21, scope: !206)
!230 = !DILocation(line: 98, column: 42, scope: !206)
!231 = !DILocation(line: 98, column: 40, scope: !206)
!232 = !DILocation(line: 98, column: 49, scope: !206)
!233 = !DILocation(line: 98, column: 18, scope: !206)
!234 = !DILocation(line: 98, column: 55, scope: !206)
!235 = !DILocation(line: 98, column: 70, scope: !206)
!236 = !DILocation(line: 97, column: 5, scope: !206)
!237 = !DILocalVariable(name: "local", scope: !206, file: !1, line: 101, type: !34)
!238 = !DILocation(line: 101, column: 12, scope: !206)
!239 = !DILocalVariable(name: "r", scope: !240, file: !1, line: 102, type: !25)
!240 = distinct !DILexicalBlock(scope: !206, file: !1, line: 102, column: 5)
!241 = !DILocation(line: 102, column: 14, scope: !240)
!242 = !DILocation(line: 102, column: 10, scope: !240)
!243 = !DILocation(line: 102, column: 21, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !1, line: 102, column: 5)
!245 = !DILocation(line: 102, column: 26, scope: !244)
!246 = !DILocation(line: 102, column: 23, scope: !244)
!247 = !DILocation(line: 102, column: 5, scope: !240)
!248 = !DILocalVariable(name: "up", scope: !249, file: !1, line: 103, type: !250)
!249 = distinct !DILexicalBlock(scope: !244, file: !1, line: 102, column: 37)
!250 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !251, size: 64)
!251 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!252 = !DILocation(line: 103, column: 21, scope: !249)
!253 = !DILocation(line: 103, column: 27, scope: !249)
!254 = !DILocation(line: 103, column: 38, scope: !249)
!255 = !DILocation(line: 103, column: 40, scope: !249)
!256 = !DILocation(line: 103, column: 29, scope: !249)
!257 = !DILocation(line: 103, column: 47, scope: !249)
!258 = !DILocation(line: 103, column: 45, scope: !249)
!259 = !DILocalVariable(name: "mid", scope: !249, file: !1, line: 104, type: !250)
!260 = !DILocation(line: 104, column: 21, scope: !249)
!261 = !DILocation(line: 104, column: 28, scope: !249)
!262 = !DILocation(line: 104, column: 38, scope: !249)
!263 = !DILocation(line: 104, column: 30, scope: !249)
!264 = !DILocation(line: 104, column: 42, scope: !249)
!265 = !DILocation(line: 104, column: 40, scope: !249)
!266 = !DILocalVariable(name: "down", scope: !249, file: !1, line: 105, type: !250)
!267 = !DILocation(line: 105, column: 21, scope: !249)
!268 = !DILocation(line: 105, column: 29, scope: !249)
!269 = !DILocation(line: 105, column: 40, scope: !249)
!270 = !DILocation(line: 105, column: 42, scope: !249)
!271 = !DILocation(line: 105, column: 31, scope: !249)
!272 = !DILocation(line: 105, column: 49, scope: !249)
!273 = !DILocation(line: 105, column: 47, scope: !249)
!274 = !DILocalVariable(name: "out", scope: !249, file: !1, line: 106, type: !124)
!275 = !DILocation(line: 106, column: 15, scope: !249)
!276 = !DILocation(line: 106, column: 22, scope: !249)
!277 = !DILocation(line: 106, column: 32, scope: !249)
!278 = !DILocation(line: 106, column: 24, scope: !249)
!279 = !DILocation(line: 106, column: 36, scope: !249)
!280 = !DILocation(line: 106, column: 34, scope: !249)
!281 = !DILocalVariable(name: "i", scope: !282, file: !1, line: 107, type: !25)
!282 = distinct !DILexicalBlock(scope: !249, file: !1, line: 107, column: 7)
!283 = !DILocation(line: 107, column: 16, scope: !282)
!284 = !DILocation(line: 107, column: 12, scope: !282)
!285 = !DILocation(line: 107, column: 23, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !1, line: 107, column: 7)
!287 = !DILocation(line: 107, column: 28, scope: !286)
!288 = !DILocation(line: 107, column: 25, scope: !286)
!289 = !DILocation(line: 107, column: 7, scope: !282)
!290 = !DILocalVariable(name: "next", scope: !291, file: !1, line: 108, type: !34)
!291 = distinct !DILexicalBlock(scope: !286, file: !1, line: 107, column: 36)
!292 = !DILocation(line: 108, column: 16, scope: !291)
!293 = !DILocation(line: 108, column: 31, scope: !291)
!294 = !DILocation(line: 108, column: 35, scope: !291)
!295 = !DILocation(line: 108, column: 37, scope: !291)
!296 = !DILocation(line: 108, column: 44, scope: !291)
!297 = !DILocation(line: 108, column: 48, scope: !291)
!298 = !DILocation(line: 108, column: 50, scope: !291)
!299 = !DILocation(line: 108, column: 42, scope: !291)
!300 = !DILocation(line: 108, column: 57, scope: !291)
!301 = !DILocation(line: 108, column: 60, scope: !291)
!302 = !DILocation(line: 108, column: 55, scope: !291)
!303 = !DILocation(line: 108, column: 65, scope: !291)
!304 = !DILocation(line: 108, column: 70, scope: !291)
!305 = !DILocation(line: 108, column: 63, scope: !291)
!306 = !DILocation(line: 108, column: 28, scope: !291)
!307 = !DILocalVariable(name: "d", scope: !291, file: !1, line: 109, type: !34)
!308 = !DILocation(line: 109, column: 16, scope: !291)
!309 = !DILocation(line: 109, column: 20, scope: !291)
!310 = !DILocation(line: 109, column: 27, scope: !291)
!311 = !DILocation(line: 109, column: 31, scope: !291)
!312 = !DILocation(line: 109, column: 25, scope: !291)
!313 = !DILocation(line: 110, column: 18, scope: !291)
!314 = !DILocation(line: 110, column: 22, scope: !291)
!315 = !DILocation(line: 110, column: 15, scope: !291)
!316 = !DILocation(line: 111, column: 18, scope: !291)
!317 = !DILocation(line: 111, column: 9, scope: !291)
!318 = !DILocation(line: 111, column: 13, scope: !291)
!319 = !DILocation(line: 111, column: 16, scope: !291)
!320 = !DILocation(line: 112, column: 7, scope: !291)
!321 = !DILocation(line: 107, column: 32, scope: !286)
!322 = !DILocation(line: 107, column: 7, scope: !286)
!323 = distinct !{!323, !289, !324, !185}
!324 = !DILocation(line: 112, column: 7, scope: !282)
!325 = !DILocation(line: 113, column: 5, scope: !249)
!326 = !DILocation(line: 102, column: 33, scope: !244)
!327 = !DILocation(line: 102, column: 5, scope: !244)
!328 = distinct !{!328, !247, !329, !185}
!329 = !DILocation(line: 113, column: 5, scope: !240)
!330 = !DILocalVariable(name: "t", scope: !206, file: !1, line: 114, type: !124)
!331 = !DILocation(line: 114, column: 13, scope: !206)
!332 = !DILocation(line: 114, column: 17, scope: !206)
!333 = !DILocation(line: 115, column: 9, scope: !206)
!334 = !DILocation(line: 115, column: 7, scope: !206)
!335 = !DILocation(line: 116, column: 9, scope: !206)
!336 = !DILocation(line: 116, column: 7, scope: !206)
!337 = !DILocation(line: 118, column: 19, scope: !206)
!338 = !DILocation(line: 118, column: 27, scope: !206)
!339 = !DILocation(line: 118, column: 5, scope: !206)
!340 = !DILocation(line: 119, column: 9, scope: !341)
!341 = distinct !DILexicalBlock(scope: !206, file: !1, line: 119, column: 9)
!342 = !DILocation(line: 119, column: 14, scope: !341)
!343 = !DILocation(line: 119, column: 19, scope: !341)
!344 = !DILocation(line: 119, column: 23, scope: !341)
!345 = !DILocation(line: 119, column: 26, scope: !341)
!346 = !DILocation(line: 119, column: 31, scope: !341)
!347 = !DILocation(line: 119, column: 36, scope: !341)
!348 = !DILocation(line: 119, column: 39, scope: !341)
!349 = !DILocation(line: 119, column: 45, scope: !341)
!350 = !DILocation(line: 119, column: 42, scope: !341)
!351 = !DILocation(line: 119, column: 9, scope: !206)
!352 = !DILocation(line: 120, column: 54, scope: !341)
!353 = !DILocation(line: 120, column: 58, scope: !341)
!354 = !DILocation(line: 120, column: 7, scope: !341)
!355 = !DILocation(line: 121, column: 3, scope: !206)
!356 = !DILocation(line: 91, column: 40, scope: !201)
!357 = !DILocation(line: 91, column: 3, scope: !201)
!358 = distinct !{!358, !204, !359, !185}
!359 = !DILocation(line: 121, column: 3, scope: !197)
!360 = !DILocalVariable(name: "elapsed", scope: !43, file: !1, line: 122, type: !34)
!361 = !DILocation(line: 122, column: 10, scope: !43)
!362 = !DILocation(line: 122, column: 20, scope: !43)
!363 = !DILocation(line: 122, column: 34, scope: !43)
!364 = !DILocation(line: 122, column: 32, scope: !43)
!365 = !DILocalVariable(name: "local_sum", scope: !43, file: !1, line: 127, type: !33)
!366 = !DILocation(line: 127, column: 13, scope: !43)
!367 = !DILocalVariable(name: "global_sum", scope: !43, file: !1, line: 127, type: !33)
!368 = !DILocation(line: 127, column: 28, scope: !43)
!369 = !DILocalVariable(name: "r", scope: !370, file: !1, line: 128, type: !25)
!370 = distinct !DILexicalBlock(scope: !43, file: !1, line: 128, column: 3)
!371 = !DILocation(line: 128, column: 12, scope: !370)
!372 = !DILocation(line: 128, column: 8, scope: !370)
!373 = !DILocation(line: 128, column: 19, scope: !374)
!374 = distinct !DILexicalBlock(scope: !370, file: !1, line: 128, column: 3)
!375 = !DILocation(line: 128, column: 24, scope: !374)
!376 = !DILocation(line: 128, column: 21, scope: !374)
!377 = !DILocation(line: 128, column: 3, scope: !370)
!378 = !DILocalVariable(name: "i", scope: !379, file: !1, line: 129, type: !25)
!379 = distinct !DILexicalBlock(scope: !374, file: !1, line: 129, column: 5)
!380 = !DILocation(line: 129, column: 14, scope: !379)
!381 = !DILocation(line: 129, column: 10, scope: !379)
!382 = !DILocation(line: 129, column: 21, scope: !383)
!383 = distinct !DILexicalBlock(scope: !379, file: !1, line: 129, column: 5)
!384 = !DILocation(line: 129, column: 26, scope: !383)
!385 = !DILocation(line: 129, column: 23, scope: !383)
!386 = !DILocation(line: 129, column: 5, scope: !379)
!387 = !DILocalVariable(name: "x", scope: !388, file: !1, line: 130, type: !34)
!388 = distinct !DILexicalBlock(scope: !383, file: !1, line: 129, column: 34)
!389 = !DILocation(line: 130, column: 14, scope: !388)
!390 = !DILocation(line: 130, column: 18, scope: !388)
!391 = !DILocation(line: 130, column: 28, scope: !388)
!392 = !DILocation(line: 130, column: 20, scope: !388)
!393 = !DILocation(line: 130, column: 32, scope: !388)
!394 = !DILocation(line: 130, column: 30, scope: !388)
!395 = !DILocation(line: 130, column: 41, scope: !388)
!396 = !DILocation(line: 130, column: 39, scope: !388)
!397 = !DILocalVariable(name: "fixed", scope: !388, file: !1, line: 131, type: !33)
!398 = !DILocation(line: 131, column: 17, scope: !388)
!399 = !DILocation(line: 131, column: 37, scope: !388)
!400 = !DILocation(line: 131, column: 45, scope: !388)
!401 = !DILocation(line: 131, column: 25, scope: !388)
!402 = !DILocation(line: 132, column: 20, scope: !388)
!403 = !DILocation(line: 132, column: 40, scope: !388)
!404 = !DILocation(line: 132, column: 42, scope: !388)
!405 = !DILocation(line: 132, column: 49, scope: !388)
!406 = !DILocation(line: 132, column: 57, scope: !388)
!407 = !DILocation(line: 132, column: 55, scope: !388)
!408 = !DILocation(line: 132, column: 60, scope: !388)
!409 = !DILocation(line: 132, column: 46, scope: !388)
!410 = !DILocation(line: 132, column: 64, scope: !388)
!411 = !DILocation(line: 132, column: 28, scope: !388)
!412 = !DILocation(line: 132, column: 26, scope: !388)
!413 = !DILocation(line: 132, column: 17, scope: !388)
!414 = !DILocation(line: 133, column: 5, scope: !388)
!415 = !DILocation(line: 129, column: 30, scope: !383)
!416 = !DILocation(line: 129, column: 5, scope: !383)
!417 = distinct !{!417, !386, !418, !185}
!418 = !DILocation(line: 133, column: 5, scope: !379)
!419 = !DILocation(line: 128, column: 31, scope: !374)
!420 = !DILocation(line: 128, column: 3, scope: !374)
!421 = distinct !{!421, !377, !422, !185}
!422 = !DILocation(line: 133, column: 5, scope: !370)
!423 = !DILocation(line: 134, column: 14, scope: !43)
!424 = !DILocation(line: 134, column: 26, scope: !43)
!425 = !DILocation(line: 134, column: 3, scope: !43)
!426 = !DILocation(line: 136, column: 7, scope: !427)
!427 = distinct !DILexicalBlock(scope: !43, file: !1, line: 136, column: 7)
!428 = !DILocation(line: 136, column: 12, scope: !427)
!429 = !DILocation(line: 136, column: 7, scope: !43)
!430 = !DILocation(line: 137, column: 69, scope: !431)
!431 = distinct !DILexicalBlock(scope: !427, file: !1, line: 136, column: 18)
!432 = !DILocation(line: 137, column: 72, scope: !431)
!433 = !DILocation(line: 138, column: 12, scope: !431)
!434 = !DILocation(line: 137, column: 5, scope: !431)
!435 = !DILocation(line: 139, column: 32, scope: !431)
!436 = !DILocation(line: 139, column: 5, scope: !431)
!437 = !DILocation(line: 140, column: 31, scope: !431)
!438 = !DILocation(line: 140, column: 5, scope: !431)
!439 = !DILocation(line: 141, column: 3, scope: !431)
!440 = !DILocation(line: 142, column: 8, scope: !43)
!441 = !DILocation(line: 142, column: 3, scope: !43)
!442 = !DILocation(line: 143, column: 8, scope: !43)
!443 = !DILocation(line: 143, column: 3, scope: !43)
!444 = !DILocation(line: 144, column: 3, scope: !43)
!445 = !DILocation(line: 145, column: 3, scope: !43)
!446 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 22, type: !447, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!447 = !DISubroutineType(types: !448)
!448 = !{!25, !25, !46, !25, !25}
!449 = !DILocalVariable(name: "argc", arg: 1, scope: !446, file: !1, line: 22, type: !25)
!450 = !DILocation(line: 22, column: 28, scope: !446)
!451 = !DILocalVariable(name: "argv", arg: 2, scope: !446, file: !1, line: 22, type: !46)
!452 = !DILocation(line: 22, column: 41, scope: !446)
!453 = !DILocalVariable(name: "index", arg: 3, scope: !446, file: !1, line: 22, type: !25)
!454 = !DILocation(line: 22, column: 51, scope: !446)
!455 = !DILocalVariable(name: "fallback", arg: 4, scope: !446, file: !1, line: 22, type: !25)
!456 = !DILocation(line: 22, column: 62, scope: !446)
!457 = !DILocation(line: 23, column: 7, scope: !458)
!458 = distinct !DILexicalBlock(scope: !446, file: !1, line: 23, column: 7)
!459 = !DILocation(line: 23, column: 16, scope: !458)
!460 = !DILocation(line: 23, column: 13, scope: !458)
!461 = !DILocation(line: 23, column: 7, scope: !446)
!462 = !DILocation(line: 24, column: 12, scope: !458)
!463 = !DILocation(line: 24, column: 5, scope: !458)
!464 = !DILocalVariable(name: "s", scope: !446, file: !1, line: 25, type: !465)
!465 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !466, size: 64)
!466 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!467 = !DILocation(line: 25, column: 15, scope: !446)
!468 = !DILocation(line: 25, column: 19, scope: !446)
!469 = !DILocation(line: 25, column: 24, scope: !446)
!470 = !DILocalVariable(name: "value", scope: !446, file: !1, line: 26, type: !25)
!471 = !DILocation(line: 26, column: 7, scope: !446)
!472 = !DILocation(line: 27, column: 8, scope: !473)
!473 = distinct !DILexicalBlock(scope: !446, file: !1, line: 27, column: 7)
!474 = !DILocation(line: 27, column: 7, scope: !473)
!475 = !DILocation(line: 27, column: 10, scope: !473)
!476 = !DILocation(line: 27, column: 7, scope: !446)
!477 = !DILocation(line: 28, column: 12, scope: !473)
!478 = !DILocation(line: 28, column: 5, scope: !473)
!479 = !DILocation(line: 29, column: 3, scope: !446)
!480 = !DILocation(line: 29, column: 11, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !1, line: 29, column: 3)
!482 = distinct !DILexicalBlock(scope: !446, file: !1, line: 29, column: 3)
!483 = !DILocation(line: 29, column: 10, scope: !481)
!484 = !DILocation(line: 29, column: 3, scope: !482)
!485 = !DILocation(line: 30, column: 10, scope: !486)
!486 = distinct !DILexicalBlock(scope: !487, file: !1, line: 30, column: 9)
!487 = distinct !DILexicalBlock(scope: !481, file: !1, line: 29, column: 19)
!488 = !DILocation(line: 30, column: 9, scope: !486)
!489 = !DILocation(line: 30, column: 12, scope: !486)
!490 = !DILocation(line: 30, column: 18, scope: !486)
!491 = !DILocation(line: 30, column: 22, scope: !486)
!492 = !DILocation(line: 30, column: 21, scope: !486)
!493 = !DILocation(line: 30, column: 24, scope: !486)
!494 = !DILocation(line: 30, column: 9, scope: !487)
!495 = !DILocation(line: 31, column: 14, scope: !486)
!496 = !DILocation(line: 31, column: 7, scope: !486)
!497 = !DILocation(line: 32, column: 13, scope: !487)
!498 = !DILocation(line: 32, column: 19, scope: !487)
!499 = !DILocation(line: 32, column: 28, scope: !487)
!500 = !DILocation(line: 32, column: 27, scope: !487)
!501 = !DILocation(line: 32, column: 30, scope: !487)
!502 = !DILocation(line: 32, column: 24, scope: !487)
!503 = !DILocation(line: 32, column: 11, scope: !487)
!504 = !DILocation(line: 33, column: 3, scope: !487)
!505 = !DILocation(line: 29, column: 15, scope: !481)
!506 = !DILocation(line: 29, column: 3, scope: !481)
!507 = distinct !{!507, !484, !508, !185}
!508 = !DILocation(line: 33, column: 3, scope: !482)
!509 = !DILocation(line: 34, column: 10, scope: !446)
!510 = !DILocation(line: 34, column: 3, scope: !446)
!511 = !DILocation(line: 35, column: 1, scope: !446)
!512 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 39, type: !513, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!513 = !DISubroutineType(types: !514)
!514 = !{null, !25, !25, !25, !515, !515}
!515 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!516 = !DILocalVariable(name: "n", arg: 1, scope: !512, file: !1, line: 39, type: !25)
!517 = !DILocation(line: 39, column: 29, scope: !512)
!518 = !DILocalVariable(name: "parts", arg: 2, scope: !512, file: !1, line: 39, type: !25)
!519 = !DILocation(line: 39, column: 36, scope: !512)
!520 = !DILocalVariable(name: "part", arg: 3, scope: !512, file: !1, line: 39, type: !25)
!521 = !DILocation(line: 39, column: 47, scope: !512)
!522 = !DILocalVariable(name: "first", arg: 4, scope: !512, file: !1, line: 39, type: !515)
!523 = !DILocation(line: 39, column: 58, scope: !512)
!524 = !DILocalVariable(name: "count", arg: 5, scope: !512, file: !1, line: 39, type: !515)
!525 = !DILocation(line: 39, column: 70, scope: !512)
!526 = !DILocalVariable(name: "base", scope: !512, file: !1, line: 40, type: !25)
!527 = !DILocation(line: 40, column: 7, scope: !512)
!528 = !DILocation(line: 40, column: 14, scope: !512)
!529 = !DILocation(line: 40, column: 18, scope: !512)
!530 = !DILocation(line: 40, column: 16, scope: !512)
!531 = !DILocalVariable(name: "extra", scope: !512, file: !1, line: 40, type: !25)
!532 = !DILocation(line: 40, column: 25, scope: !512)
!533 = !DILocation(line: 40, column: 33, scope: !512)
!534 = !DILocation(line: 40, column: 37, scope: !512)
!535 = !DILocation(line: 40, column: 35, scope: !512)
!536 = !DILocation(line: 41, column: 12, scope: !512)
!537 = !DILocation(line: 41, column: 20, scope: !512)
!538 = !DILocation(line: 41, column: 27, scope: !512)
!539 = !DILocation(line: 41, column: 25, scope: !512)
!540 = !DILocation(line: 41, column: 17, scope: !512)
!541 = !DILocation(line: 41, column: 4, scope: !512)
!542 = !DILocation(line: 41, column: 10, scope: !512)
!543 = !DILocation(line: 42, column: 12, scope: !512)
!544 = !DILocation(line: 42, column: 19, scope: !512)
!545 = !DILocation(line: 42, column: 17, scope: !512)
!546 = !DILocation(line: 42, column: 27, scope: !512)
!547 = !DILocation(line: 42, column: 34, scope: !512)
!548 = !DILocation(line: 42, column: 32, scope: !512)
!549 = !DILocation(line: 42, column: 42, scope: !512)
!550 = !DILocation(line: 42, column: 49, scope: !512)
!551 = !DILocation(line: 42, column: 24, scope: !512)
!552 = !DILocation(line: 42, column: 4, scope: !512)
!553 = !DILocation(line: 42, column: 10, scope: !512)
!554 = !DILocation(line: 43, column: 1, scope: !512)
!555 = distinct !DISubprogram(name: "boundary_value", scope: !1, file: !1, line: 48, type: !556, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!556 = !DISubroutineType(types: !557)
!557 = !{!34, !25, !25, !25}
!558 = !DILocalVariable(name: "i", arg: 1, scope: !555, file: !1, line: 48, type: !25)
!559 = !DILocation(line: 48, column: 34, scope: !555)
!560 = !DILocalVariable(name: "j", arg: 2, scope: !555, file: !1, line: 48, type: !25)
!561 = !DILocation(line: 48, column: 41, scope: !555)
!562 = !DILocalVariable(name: "n", arg: 3, scope: !555, file: !1, line: 48, type: !25)
!563 = !DILocation(line: 48, column: 48, scope: !555)
!564 = !DILocation(line: 49, column: 7, scope: !565)
!565 = distinct !DILexicalBlock(scope: !555, file: !1, line: 49, column: 7)
!566 = !DILocation(line: 49, column: 12, scope: !565)
!567 = !DILocation(line: 49, column: 14, scope: !565)
!568 = !DILocation(line: 49, column: 9, scope: !565)
!569 = !DILocation(line: 49, column: 7, scope: !555)
!570 = !DILocation(line: 50, column: 5, scope: !565)
!571 = !DILocation(line: 51, column: 7, scope: !572)
!572 = distinct !DILexicalBlock(scope: !555, file: !1, line: 51, column: 7)
!573 = !DILocation(line: 51, column: 9, scope: !572)
!574 = !DILocation(line: 51, column: 7, scope: !555)
!575 = !DILocation(line: 52, column: 5, scope: !572)
!576 = !DILocation(line: 53, column: 7, scope: !577)
!577 = distinct !DILexicalBlock(scope: !555, file: !1, line: 53, column: 7)
!578 = !DILocation(line: 53, column: 9, scope: !577)
!579 = !DILocation(line: 53, column: 14, scope: !577)
!580 = !DILocation(line: 53, column: 17, scope: !577)
!581 = !DILocation(line: 53, column: 22, scope: !577)
!582 = !DILocation(line: 53, column: 24, scope: !577)
!583 = !DILocation(line: 53, column: 19, scope: !577)
!584 = !DILocation(line: 53, column: 7, scope: !555)
!585 = !DILocation(line: 54, column: 20, scope: !577)
!586 = !DILocation(line: 54, column: 12, scope: !577)
!587 = !DILocation(line: 54, column: 33, scope: !577)
!588 = !DILocation(line: 54, column: 35, scope: !577)
!589 = !DILocation(line: 54, column: 24, scope: !577)
!590 = !DILocation(line: 54, column: 22, scope: !577)
!591 = !DILocation(line: 54, column: 5, scope: !577)
!592 = !DILocation(line: 55, column: 3, scope: !555)
!593 = !DILocation(line: 56, column: 1, scope: !555)
