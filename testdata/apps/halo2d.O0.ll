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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !45 {
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
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca double*, align 8
  %27 = alloca double*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca double*, align 8
  %32 = alloca double*, align 8
  %33 = alloca double*, align 8
  %34 = alloca double*, align 8
  %35 = alloca double, align 8
  %36 = alloca double, align 8
  %37 = alloca double, align 8
  %38 = alloca i32, align 4
  %39 = alloca [8 x %struct.ompi_request_t*], align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca double, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca double, align 8
  %50 = alloca double, align 8
  %51 = alloca double*, align 8
  %52 = alloca double, align 8
  %53 = alloca i64, align 8
  %54 = alloca i64, align 8
  %55 = alloca double, align 8
  %56 = alloca double, align 8
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca double, align 8
  %60 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !52, metadata !DIExpression()), !dbg !53
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %6, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %7, metadata !58, metadata !DIExpression()), !dbg !59
  %61 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !60
  %62 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !61
  %63 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !62
  call void @llvm.dbg.declare(metadata i32* %8, metadata !63, metadata !DIExpression()), !dbg !64
  %64 = load i32, i32* %4, align 4, !dbg !65
  %65 = load i8**, i8*** %5, align 8, !dbg !66
  %66 = call i32 @parse_count(i32 noundef %64, i8** noundef %65, i32 noundef 1, i32 noundef 64), !dbg !67
  store i32 %66, i32* %8, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %9, metadata !68, metadata !DIExpression()), !dbg !69
  %67 = load i32, i32* %4, align 4, !dbg !70
  %68 = load i8**, i8*** %5, align 8, !dbg !71
  %69 = call i32 @parse_count(i32 noundef %67, i8** noundef %68, i32 noundef 2, i32 noundef 60), !dbg !72
  store i32 %69, i32* %9, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %10, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.declare(metadata i32* %11, metadata !75, metadata !DIExpression()), !dbg !76
  %70 = load i32, i32* %7, align 4, !dbg !77
  call void @grid_shape(i32 noundef %70, i32* noundef %10, i32* noundef %11), !dbg !78
  call void @llvm.dbg.declare(metadata i32* %12, metadata !79, metadata !DIExpression()), !dbg !80
  %71 = load i32, i32* %6, align 4, !dbg !81
  %72 = load i32, i32* %10, align 4, !dbg !82
  %73 = srem i32 %71, %72, !dbg !83
  store i32 %73, i32* %12, align 4, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %13, metadata !84, metadata !DIExpression()), !dbg !85
  %74 = load i32, i32* %6, align 4, !dbg !86
  %75 = load i32, i32* %10, align 4, !dbg !87
  %76 = sdiv i32 %74, %75, !dbg !88
  store i32 %76, i32* %13, align 4, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %14, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i32* %15, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.declare(metadata i32* %16, metadata !93, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.declare(metadata i32* %17, metadata !95, metadata !DIExpression()), !dbg !96
  %77 = load i32, i32* %8, align 4, !dbg !97
  %78 = load i32, i32* %10, align 4, !dbg !98
  %79 = load i32, i32* %12, align 4, !dbg !99
  call void @block_range(i32 noundef %77, i32 noundef %78, i32 noundef %79, i32* noundef %14, i32* noundef %15), !dbg !100
  %80 = load i32, i32* %8, align 4, !dbg !101
  %81 = load i32, i32* %11, align 4, !dbg !102
  %82 = load i32, i32* %13, align 4, !dbg !103
  call void @block_range(i32 noundef %80, i32 noundef %81, i32 noundef %82, i32* noundef %16, i32* noundef %17), !dbg !104
  call void @llvm.dbg.declare(metadata i32* %18, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.declare(metadata i32* %19, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %20, metadata !109, metadata !DIExpression()), !dbg !110
  %83 = load i32, i32* %12, align 4, !dbg !111
  %84 = icmp sgt i32 %83, 0, !dbg !112
  br i1 %84, label %85, label %88, !dbg !111

85:                                               ; preds = %2
  %86 = load i32, i32* %6, align 4, !dbg !113
  %87 = sub nsw i32 %86, 1, !dbg !114
  br label %89, !dbg !111

88:                                               ; preds = %2
  br label %89, !dbg !111

89:                                               ; preds = %88, %85
  %90 = phi i32 [ %87, %85 ], [ -1, %88 ], !dbg !111
  store i32 %90, i32* %20, align 4, !dbg !110
  %91 = load i32, i32* %8, align 4, !dbg !115
  %92 = load i32, i32* %10, align 4, !dbg !116
  %93 = load i32, i32* %12, align 4, !dbg !117
  %94 = add nsw i32 %93, 1, !dbg !118
  call void @block_range(i32 noundef %91, i32 noundef %92, i32 noundef %94, i32* noundef %18, i32* noundef %19), !dbg !119
  call void @llvm.dbg.declare(metadata i32* %21, metadata !120, metadata !DIExpression()), !dbg !121
  %95 = load i32, i32* %12, align 4, !dbg !122
  %96 = load i32, i32* %10, align 4, !dbg !123
  %97 = sub nsw i32 %96, 1, !dbg !124
  %98 = icmp slt i32 %95, %97, !dbg !125
  br i1 %98, label %99, label %105, !dbg !126

99:                                               ; preds = %89
  %100 = load i32, i32* %19, align 4, !dbg !127
  %101 = icmp sgt i32 %100, 0, !dbg !128
  br i1 %101, label %102, label %105, !dbg !122

102:                                              ; preds = %99
  %103 = load i32, i32* %6, align 4, !dbg !129
  %104 = add nsw i32 %103, 1, !dbg !130
  br label %106, !dbg !122

105:                                              ; preds = %99, %89
  br label %106, !dbg !122

106:                                              ; preds = %105, %102
  %107 = phi i32 [ %104, %102 ], [ -1, %105 ], !dbg !122
  store i32 %107, i32* %21, align 4, !dbg !121
  call void @llvm.dbg.declare(metadata i32* %22, metadata !131, metadata !DIExpression()), !dbg !132
  %108 = load i32, i32* %13, align 4, !dbg !133
  %109 = icmp sgt i32 %108, 0, !dbg !134
  br i1 %109, label %110, label %114, !dbg !133

110:                                              ; preds = %106
  %111 = load i32, i32* %6, align 4, !dbg !135
  %112 = load i32, i32* %10, align 4, !dbg !136
  %113 = sub nsw i32 %111, %112, !dbg !137
  br label %115, !dbg !133

114:                                              ; preds = %106
  br label %115, !dbg !133

115:                                              ; preds = %114, %110
  %116 = phi i32 [ %113, %110 ], [ -1, %114 ], !dbg !133
  store i32 %116, i32* %22, align 4, !dbg !132
  %117 = load i32, i32* %8, align 4, !dbg !138
  %118 = load i32, i32* %11, align 4, !dbg !139
  %119 = load i32, i32* %13, align 4, !dbg !140
  %120 = add nsw i32 %119, 1, !dbg !141
  call void @block_range(i32 noundef %117, i32 noundef %118, i32 noundef %120, i32* noundef %18, i32* noundef %19), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %23, metadata !143, metadata !DIExpression()), !dbg !144
  %121 = load i32, i32* %13, align 4, !dbg !145
  %122 = load i32, i32* %11, align 4, !dbg !146
  %123 = sub nsw i32 %122, 1, !dbg !147
  %124 = icmp slt i32 %121, %123, !dbg !148
  br i1 %124, label %125, label %132, !dbg !149

125:                                              ; preds = %115
  %126 = load i32, i32* %19, align 4, !dbg !150
  %127 = icmp sgt i32 %126, 0, !dbg !151
  br i1 %127, label %128, label %132, !dbg !145

128:                                              ; preds = %125
  %129 = load i32, i32* %6, align 4, !dbg !152
  %130 = load i32, i32* %10, align 4, !dbg !153
  %131 = add nsw i32 %129, %130, !dbg !154
  br label %133, !dbg !145

132:                                              ; preds = %125, %115
  br label %133, !dbg !145

133:                                              ; preds = %132, %128
  %134 = phi i32 [ %131, %128 ], [ -1, %132 ], !dbg !145
  store i32 %134, i32* %23, align 4, !dbg !144
  %135 = load i32, i32* %15, align 4, !dbg !155
  %136 = icmp eq i32 %135, 0, !dbg !157
  br i1 %136, label %140, label %137, !dbg !158

137:                                              ; preds = %133
  %138 = load i32, i32* %17, align 4, !dbg !159
  %139 = icmp eq i32 %138, 0, !dbg !160
  br i1 %139, label %140, label %141, !dbg !161

140:                                              ; preds = %137, %133
  store i32 -1, i32* %23, align 4, !dbg !162
  store i32 -1, i32* %22, align 4, !dbg !163
  store i32 -1, i32* %21, align 4, !dbg !164
  store i32 -1, i32* %20, align 4, !dbg !165
  br label %141, !dbg !166

141:                                              ; preds = %140, %137
  call void @llvm.dbg.declare(metadata i32* %24, metadata !167, metadata !DIExpression()), !dbg !168
  %142 = load i32, i32* %15, align 4, !dbg !169
  %143 = add nsw i32 %142, 2, !dbg !170
  store i32 %143, i32* %24, align 4, !dbg !168
  call void @llvm.dbg.declare(metadata i64* %25, metadata !171, metadata !DIExpression()), !dbg !172
  %144 = load i32, i32* %15, align 4, !dbg !173
  %145 = add nsw i32 %144, 2, !dbg !174
  %146 = sext i32 %145 to i64, !dbg !175
  %147 = load i32, i32* %17, align 4, !dbg !176
  %148 = add nsw i32 %147, 2, !dbg !177
  %149 = sext i32 %148 to i64, !dbg !178
  %150 = mul i64 %146, %149, !dbg !179
  store i64 %150, i64* %25, align 8, !dbg !172
  call void @llvm.dbg.declare(metadata double** %26, metadata !180, metadata !DIExpression()), !dbg !182
  %151 = load i64, i64* %25, align 8, !dbg !183
  %152 = mul i64 8, %151, !dbg !184
  %153 = call noalias i8* @malloc(i64 noundef %152) #5, !dbg !185
  %154 = bitcast i8* %153 to double*, !dbg !185
  store double* %154, double** %26, align 8, !dbg !182
  call void @llvm.dbg.declare(metadata double** %27, metadata !186, metadata !DIExpression()), !dbg !187
  %155 = load i64, i64* %25, align 8, !dbg !188
  %156 = mul i64 8, %155, !dbg !189
  %157 = call noalias i8* @malloc(i64 noundef %156) #5, !dbg !190
  %158 = bitcast i8* %157 to double*, !dbg !190
  store double* %158, double** %27, align 8, !dbg !187
  %159 = load double*, double** %26, align 8, !dbg !191
  %160 = bitcast double* %159 to i8*, !dbg !192
  %161 = load i64, i64* %25, align 8, !dbg !193
  %162 = mul i64 8, %161, !dbg !194
  call void @llvm.memset.p0i8.i64(i8* align 8 %160, i8 0, i64 %162, i1 false), !dbg !192
  %163 = load i32, i32* %16, align 4, !dbg !195
  %164 = load i32, i32* %17, align 4, !dbg !197
  %165 = add nsw i32 %163, %164, !dbg !198
  %166 = load i32, i32* %8, align 4, !dbg !199
  %167 = icmp eq i32 %165, %166, !dbg !200
  br i1 %167, label %168, label %188, !dbg !201

168:                                              ; preds = %141
  call void @llvm.dbg.declare(metadata i32* %28, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %28, align 4, !dbg !204
  br label %169, !dbg !205

169:                                              ; preds = %184, %168
  %170 = load i32, i32* %28, align 4, !dbg !206
  %171 = load i32, i32* %15, align 4, !dbg !208
  %172 = add nsw i32 %171, 2, !dbg !209
  %173 = icmp slt i32 %170, %172, !dbg !210
  br i1 %173, label %174, label %187, !dbg !211

174:                                              ; preds = %169
  %175 = load double*, double** %26, align 8, !dbg !212
  %176 = load i32, i32* %17, align 4, !dbg !213
  %177 = add nsw i32 %176, 1, !dbg !214
  %178 = load i32, i32* %24, align 4, !dbg !215
  %179 = mul nsw i32 %177, %178, !dbg !216
  %180 = load i32, i32* %28, align 4, !dbg !217
  %181 = add nsw i32 %179, %180, !dbg !218
  %182 = sext i32 %181 to i64, !dbg !212
  %183 = getelementptr inbounds double, double* %175, i64 %182, !dbg !212
  store double 1.000000e+00, double* %183, align 8, !dbg !219
  br label %184, !dbg !212

184:                                              ; preds = %174
  %185 = load i32, i32* %28, align 4, !dbg !220
  %186 = add nsw i32 %185, 1, !dbg !220
  store i32 %186, i32* %28, align 4, !dbg !220
  br label %169, !dbg !221, !llvm.loop !222

187:                                              ; preds = %169
  br label %188, !dbg !223

188:                                              ; preds = %187, %141
  call void @llvm.dbg.declare(metadata i64* %29, metadata !225, metadata !DIExpression()), !dbg !227
  store i64 0, i64* %29, align 8, !dbg !227
  br label %189, !dbg !228

189:                                              ; preds = %201, %188
  %190 = load i64, i64* %29, align 8, !dbg !229
  %191 = load i64, i64* %25, align 8, !dbg !231
  %192 = icmp ult i64 %190, %191, !dbg !232
  br i1 %192, label %193, label %204, !dbg !233

193:                                              ; preds = %189
  %194 = load double*, double** %26, align 8, !dbg !234
  %195 = load i64, i64* %29, align 8, !dbg !235
  %196 = getelementptr inbounds double, double* %194, i64 %195, !dbg !234
  %197 = load double, double* %196, align 8, !dbg !234
  %198 = load double*, double** %27, align 8, !dbg !236
  %199 = load i64, i64* %29, align 8, !dbg !237
  %200 = getelementptr inbounds double, double* %198, i64 %199, !dbg !236
  store double %197, double* %200, align 8, !dbg !238
  br label %201, !dbg !236

201:                                              ; preds = %193
  %202 = load i64, i64* %29, align 8, !dbg !239
  %203 = add i64 %202, 1, !dbg !239
  store i64 %203, i64* %29, align 8, !dbg !239
  br label %189, !dbg !240, !llvm.loop !241

204:                                              ; preds = %189
  call void @llvm.dbg.declare(metadata i32* %30, metadata !243, metadata !DIExpression()), !dbg !244
  %205 = load i32, i32* %17, align 4, !dbg !245
  %206 = icmp sgt i32 %205, 0, !dbg !246
  br i1 %206, label %207, label %209, !dbg !245

207:                                              ; preds = %204
  %208 = load i32, i32* %17, align 4, !dbg !247
  br label %210, !dbg !245

209:                                              ; preds = %204
  br label %210, !dbg !245

210:                                              ; preds = %209, %207
  %211 = phi i32 [ %208, %207 ], [ 1, %209 ], !dbg !245
  store i32 %211, i32* %30, align 4, !dbg !244
  call void @llvm.dbg.declare(metadata double** %31, metadata !248, metadata !DIExpression()), !dbg !249
  %212 = load i32, i32* %30, align 4, !dbg !250
  %213 = sext i32 %212 to i64, !dbg !250
  %214 = mul i64 8, %213, !dbg !251
  %215 = call noalias i8* @malloc(i64 noundef %214) #5, !dbg !252
  %216 = bitcast i8* %215 to double*, !dbg !252
  store double* %216, double** %31, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata double** %32, metadata !253, metadata !DIExpression()), !dbg !254
  %217 = load i32, i32* %30, align 4, !dbg !255
  %218 = sext i32 %217 to i64, !dbg !255
  %219 = mul i64 8, %218, !dbg !256
  %220 = call noalias i8* @malloc(i64 noundef %219) #5, !dbg !257
  %221 = bitcast i8* %220 to double*, !dbg !257
  store double* %221, double** %32, align 8, !dbg !254
  call void @llvm.dbg.declare(metadata double** %33, metadata !258, metadata !DIExpression()), !dbg !259
  %222 = load i32, i32* %30, align 4, !dbg !260
  %223 = sext i32 %222 to i64, !dbg !260
  %224 = mul i64 8, %223, !dbg !261
  %225 = call noalias i8* @malloc(i64 noundef %224) #5, !dbg !262
  %226 = bitcast i8* %225 to double*, !dbg !262
  store double* %226, double** %33, align 8, !dbg !259
  call void @llvm.dbg.declare(metadata double** %34, metadata !263, metadata !DIExpression()), !dbg !264
  %227 = load i32, i32* %30, align 4, !dbg !265
  %228 = sext i32 %227 to i64, !dbg !265
  %229 = mul i64 8, %228, !dbg !266
  %230 = call noalias i8* @malloc(i64 noundef %229) #5, !dbg !267
  %231 = bitcast i8* %230 to double*, !dbg !267
  store double* %231, double** %34, align 8, !dbg !264
  call void @llvm.dbg.declare(metadata double* %35, metadata !268, metadata !DIExpression()), !dbg !269
  %232 = load i32, i32* %8, align 4, !dbg !270
  %233 = add nsw i32 %232, 1, !dbg !271
  %234 = sitofp i32 %233 to double, !dbg !272
  %235 = load i32, i32* %8, align 4, !dbg !273
  %236 = add nsw i32 %235, 1, !dbg !274
  %237 = sitofp i32 %236 to double, !dbg !275
  %238 = fmul double %234, %237, !dbg !276
  %239 = fdiv double 1.000000e+00, %238, !dbg !277
  store double %239, double* %35, align 8, !dbg !269
  call void @llvm.dbg.declare(metadata double* %36, metadata !278, metadata !DIExpression()), !dbg !279
  store double 0.000000e+00, double* %36, align 8, !dbg !279
  %240 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !280
  call void @llvm.dbg.declare(metadata double* %37, metadata !281, metadata !DIExpression()), !dbg !282
  %241 = call double @MPI_Wtime(), !dbg !283
  store double %241, double* %37, align 8, !dbg !282
  call void @llvm.dbg.declare(metadata i32* %38, metadata !284, metadata !DIExpression()), !dbg !286
  store i32 1, i32* %38, align 4, !dbg !286
  br label %242, !dbg !287

242:                                              ; preds = %548, %210
  %243 = load i32, i32* %38, align 4, !dbg !288
  %244 = load i32, i32* %9, align 4, !dbg !290
  %245 = icmp sle i32 %243, %244, !dbg !291
  br i1 %245, label %246, label %551, !dbg !292

246:                                              ; preds = %242
  call void @llvm.dbg.declare(metadata [8 x %struct.ompi_request_t*]* %39, metadata !293, metadata !DIExpression()), !dbg !301
  call void @llvm.dbg.declare(metadata i32* %40, metadata !302, metadata !DIExpression()), !dbg !303
  store i32 0, i32* %40, align 4, !dbg !303
  %247 = load i32, i32* %23, align 4, !dbg !304
  %248 = icmp sge i32 %247, 0, !dbg !306
  br i1 %248, label %249, label %281, !dbg !307

249:                                              ; preds = %246
  %250 = load double*, double** %26, align 8, !dbg !308
  %251 = load i32, i32* %17, align 4, !dbg !310
  %252 = add nsw i32 %251, 1, !dbg !311
  %253 = load i32, i32* %24, align 4, !dbg !312
  %254 = mul nsw i32 %252, %253, !dbg !313
  %255 = add nsw i32 %254, 1, !dbg !314
  %256 = sext i32 %255 to i64, !dbg !308
  %257 = getelementptr inbounds double, double* %250, i64 %256, !dbg !308
  %258 = bitcast double* %257 to i8*, !dbg !315
  %259 = load i32, i32* %15, align 4, !dbg !316
  %260 = load i32, i32* %23, align 4, !dbg !317
  %261 = load i32, i32* %40, align 4, !dbg !318
  %262 = add nsw i32 %261, 1, !dbg !318
  store i32 %262, i32* %40, align 4, !dbg !318
  %263 = sext i32 %261 to i64, !dbg !319
  %264 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %263, !dbg !319
  %265 = call i32 @MPI_Irecv(i8* noundef %258, i32 noundef %259, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %260, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %264), !dbg !320
  %266 = load double*, double** %26, align 8, !dbg !321
  %267 = load i32, i32* %17, align 4, !dbg !322
  %268 = load i32, i32* %24, align 4, !dbg !323
  %269 = mul nsw i32 %267, %268, !dbg !324
  %270 = add nsw i32 %269, 1, !dbg !325
  %271 = sext i32 %270 to i64, !dbg !321
  %272 = getelementptr inbounds double, double* %266, i64 %271, !dbg !321
  %273 = bitcast double* %272 to i8*, !dbg !326
  %274 = load i32, i32* %15, align 4, !dbg !327
  %275 = load i32, i32* %23, align 4, !dbg !328
  %276 = load i32, i32* %40, align 4, !dbg !329
  %277 = add nsw i32 %276, 1, !dbg !329
  store i32 %277, i32* %40, align 4, !dbg !329
  %278 = sext i32 %276 to i64, !dbg !330
  %279 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %278, !dbg !330
  %280 = call i32 @MPI_Isend(i8* noundef %273, i32 noundef %274, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %275, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %279), !dbg !331
  br label %281, !dbg !332

281:                                              ; preds = %249, %246
  %282 = load i32, i32* %22, align 4, !dbg !333
  %283 = icmp sge i32 %282, 0, !dbg !335
  br i1 %283, label %284, label %308, !dbg !336

284:                                              ; preds = %281
  %285 = load double*, double** %26, align 8, !dbg !337
  %286 = getelementptr inbounds double, double* %285, i64 1, !dbg !337
  %287 = bitcast double* %286 to i8*, !dbg !339
  %288 = load i32, i32* %15, align 4, !dbg !340
  %289 = load i32, i32* %22, align 4, !dbg !341
  %290 = load i32, i32* %40, align 4, !dbg !342
  %291 = add nsw i32 %290, 1, !dbg !342
  store i32 %291, i32* %40, align 4, !dbg !342
  %292 = sext i32 %290 to i64, !dbg !343
  %293 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %292, !dbg !343
  %294 = call i32 @MPI_Irecv(i8* noundef %287, i32 noundef %288, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %289, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %293), !dbg !344
  %295 = load double*, double** %26, align 8, !dbg !345
  %296 = load i32, i32* %24, align 4, !dbg !346
  %297 = add nsw i32 %296, 1, !dbg !347
  %298 = sext i32 %297 to i64, !dbg !345
  %299 = getelementptr inbounds double, double* %295, i64 %298, !dbg !345
  %300 = bitcast double* %299 to i8*, !dbg !348
  %301 = load i32, i32* %15, align 4, !dbg !349
  %302 = load i32, i32* %22, align 4, !dbg !350
  %303 = load i32, i32* %40, align 4, !dbg !351
  %304 = add nsw i32 %303, 1, !dbg !351
  store i32 %304, i32* %40, align 4, !dbg !351
  %305 = sext i32 %303 to i64, !dbg !352
  %306 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %305, !dbg !352
  %307 = call i32 @MPI_Isend(i8* noundef %300, i32 noundef %301, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %302, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %306), !dbg !353
  br label %308, !dbg !354

308:                                              ; preds = %284, %281
  %309 = load i32, i32* %20, align 4, !dbg !355
  %310 = icmp sge i32 %309, 0, !dbg !357
  br i1 %310, label %311, label %352, !dbg !358

311:                                              ; preds = %308
  call void @llvm.dbg.declare(metadata i32* %41, metadata !359, metadata !DIExpression()), !dbg !362
  store i32 0, i32* %41, align 4, !dbg !362
  br label %312, !dbg !363

312:                                              ; preds = %330, %311
  %313 = load i32, i32* %41, align 4, !dbg !364
  %314 = load i32, i32* %17, align 4, !dbg !366
  %315 = icmp slt i32 %313, %314, !dbg !367
  br i1 %315, label %316, label %333, !dbg !368

316:                                              ; preds = %312
  %317 = load double*, double** %26, align 8, !dbg !369
  %318 = load i32, i32* %41, align 4, !dbg !370
  %319 = add nsw i32 %318, 1, !dbg !371
  %320 = load i32, i32* %24, align 4, !dbg !372
  %321 = mul nsw i32 %319, %320, !dbg !373
  %322 = add nsw i32 %321, 1, !dbg !374
  %323 = sext i32 %322 to i64, !dbg !369
  %324 = getelementptr inbounds double, double* %317, i64 %323, !dbg !369
  %325 = load double, double* %324, align 8, !dbg !369
  %326 = load double*, double** %31, align 8, !dbg !375
  %327 = load i32, i32* %41, align 4, !dbg !376
  %328 = sext i32 %327 to i64, !dbg !375
  %329 = getelementptr inbounds double, double* %326, i64 %328, !dbg !375
  store double %325, double* %329, align 8, !dbg !377
  br label %330, !dbg !375

330:                                              ; preds = %316
  %331 = load i32, i32* %41, align 4, !dbg !378
  %332 = add nsw i32 %331, 1, !dbg !378
  store i32 %332, i32* %41, align 4, !dbg !378
  br label %312, !dbg !379, !llvm.loop !380

333:                                              ; preds = %312
  %334 = load double*, double** %33, align 8, !dbg !382
  %335 = bitcast double* %334 to i8*, !dbg !382
  %336 = load i32, i32* %17, align 4, !dbg !383
  %337 = load i32, i32* %20, align 4, !dbg !384
  %338 = load i32, i32* %40, align 4, !dbg !385
  %339 = add nsw i32 %338, 1, !dbg !385
  store i32 %339, i32* %40, align 4, !dbg !385
  %340 = sext i32 %338 to i64, !dbg !386
  %341 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %340, !dbg !386
  %342 = call i32 @MPI_Irecv(i8* noundef %335, i32 noundef %336, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %337, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %341), !dbg !387
  %343 = load double*, double** %31, align 8, !dbg !388
  %344 = bitcast double* %343 to i8*, !dbg !388
  %345 = load i32, i32* %17, align 4, !dbg !389
  %346 = load i32, i32* %20, align 4, !dbg !390
  %347 = load i32, i32* %40, align 4, !dbg !391
  %348 = add nsw i32 %347, 1, !dbg !391
  store i32 %348, i32* %40, align 4, !dbg !391
  %349 = sext i32 %347 to i64, !dbg !392
  %350 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %349, !dbg !392
  %351 = call i32 @MPI_Isend(i8* noundef %344, i32 noundef %345, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %346, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %350), !dbg !393
  br label %352, !dbg !394

352:                                              ; preds = %333, %308
  %353 = load i32, i32* %21, align 4, !dbg !395
  %354 = icmp sge i32 %353, 0, !dbg !397
  br i1 %354, label %355, label %397, !dbg !398

355:                                              ; preds = %352
  call void @llvm.dbg.declare(metadata i32* %42, metadata !399, metadata !DIExpression()), !dbg !402
  store i32 0, i32* %42, align 4, !dbg !402
  br label %356, !dbg !403

356:                                              ; preds = %375, %355
  %357 = load i32, i32* %42, align 4, !dbg !404
  %358 = load i32, i32* %17, align 4, !dbg !406
  %359 = icmp slt i32 %357, %358, !dbg !407
  br i1 %359, label %360, label %378, !dbg !408

360:                                              ; preds = %356
  %361 = load double*, double** %26, align 8, !dbg !409
  %362 = load i32, i32* %42, align 4, !dbg !410
  %363 = add nsw i32 %362, 1, !dbg !411
  %364 = load i32, i32* %24, align 4, !dbg !412
  %365 = mul nsw i32 %363, %364, !dbg !413
  %366 = load i32, i32* %15, align 4, !dbg !414
  %367 = add nsw i32 %365, %366, !dbg !415
  %368 = sext i32 %367 to i64, !dbg !409
  %369 = getelementptr inbounds double, double* %361, i64 %368, !dbg !409
  %370 = load double, double* %369, align 8, !dbg !409
  %371 = load double*, double** %32, align 8, !dbg !416
  %372 = load i32, i32* %42, align 4, !dbg !417
  %373 = sext i32 %372 to i64, !dbg !416
  %374 = getelementptr inbounds double, double* %371, i64 %373, !dbg !416
  store double %370, double* %374, align 8, !dbg !418
  br label %375, !dbg !416

375:                                              ; preds = %360
  %376 = load i32, i32* %42, align 4, !dbg !419
  %377 = add nsw i32 %376, 1, !dbg !419
  store i32 %377, i32* %42, align 4, !dbg !419
  br label %356, !dbg !420, !llvm.loop !421

378:                                              ; preds = %356
  %379 = load double*, double** %34, align 8, !dbg !423
  %380 = bitcast double* %379 to i8*, !dbg !423
  %381 = load i32, i32* %17, align 4, !dbg !424
  %382 = load i32, i32* %21, align 4, !dbg !425
  %383 = load i32, i32* %40, align 4, !dbg !426
  %384 = add nsw i32 %383, 1, !dbg !426
  store i32 %384, i32* %40, align 4, !dbg !426
  %385 = sext i32 %383 to i64, !dbg !427
  %386 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %385, !dbg !427
  %387 = call i32 @MPI_Irecv(i8* noundef %380, i32 noundef %381, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %382, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %386), !dbg !428
  %388 = load double*, double** %32, align 8, !dbg !429
  %389 = bitcast double* %388 to i8*, !dbg !429
  %390 = load i32, i32* %17, align 4, !dbg !430
  %391 = load i32, i32* %21, align 4, !dbg !431
  %392 = load i32, i32* %40, align 4, !dbg !432
  %393 = add nsw i32 %392, 1, !dbg !432
  store i32 %393, i32* %40, align 4, !dbg !432
  %394 = sext i32 %392 to i64, !dbg !433
  %395 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 %394, !dbg !433
  %396 = call i32 @MPI_Isend(i8* noundef %389, i32 noundef %390, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %391, i32 noundef 4, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_request_t** noundef %395), !dbg !434
  br label %397, !dbg !435

397:                                              ; preds = %378, %352
  %398 = load i32, i32* %40, align 4, !dbg !436
  %399 = getelementptr inbounds [8 x %struct.ompi_request_t*], [8 x %struct.ompi_request_t*]* %39, i64 0, i64 0, !dbg !437
  %400 = call i32 @MPI_Waitall(i32 noundef %398, %struct.ompi_request_t** noundef %399, %struct.ompi_status_public_t* noundef null), !dbg !438
  %401 = load i32, i32* %20, align 4, !dbg !439
  %402 = icmp sge i32 %401, 0, !dbg !441
  br i1 %402, label %403, label %425, !dbg !442

403:                                              ; preds = %397
  call void @llvm.dbg.declare(metadata i32* %43, metadata !443, metadata !DIExpression()), !dbg !445
  store i32 0, i32* %43, align 4, !dbg !445
  br label %404, !dbg !446

404:                                              ; preds = %421, %403
  %405 = load i32, i32* %43, align 4, !dbg !447
  %406 = load i32, i32* %17, align 4, !dbg !449
  %407 = icmp slt i32 %405, %406, !dbg !450
  br i1 %407, label %408, label %424, !dbg !451

408:                                              ; preds = %404
  %409 = load double*, double** %33, align 8, !dbg !452
  %410 = load i32, i32* %43, align 4, !dbg !453
  %411 = sext i32 %410 to i64, !dbg !452
  %412 = getelementptr inbounds double, double* %409, i64 %411, !dbg !452
  %413 = load double, double* %412, align 8, !dbg !452
  %414 = load double*, double** %26, align 8, !dbg !454
  %415 = load i32, i32* %43, align 4, !dbg !455
  %416 = add nsw i32 %415, 1, !dbg !456
  %417 = load i32, i32* %24, align 4, !dbg !457
  %418 = mul nsw i32 %416, %417, !dbg !458
  %419 = sext i32 %418 to i64, !dbg !454
  %420 = getelementptr inbounds double, double* %414, i64 %419, !dbg !454
  store double %413, double* %420, align 8, !dbg !459
  br label %421, !dbg !454

421:                                              ; preds = %408
  %422 = load i32, i32* %43, align 4, !dbg !460
  %423 = add nsw i32 %422, 1, !dbg !460
  store i32 %423, i32* %43, align 4, !dbg !460
  br label %404, !dbg !461, !llvm.loop !462

424:                                              ; preds = %404
  br label %425, !dbg !463

425:                                              ; preds = %424, %397
  %426 = load i32, i32* %21, align 4, !dbg !464
  %427 = icmp sge i32 %426, 0, !dbg !466
  br i1 %427, label %428, label %453, !dbg !467

428:                                              ; preds = %425
  call void @llvm.dbg.declare(metadata i32* %44, metadata !468, metadata !DIExpression()), !dbg !470
  store i32 0, i32* %44, align 4, !dbg !470
  br label %429, !dbg !471

429:                                              ; preds = %449, %428
  %430 = load i32, i32* %44, align 4, !dbg !472
  %431 = load i32, i32* %17, align 4, !dbg !474
  %432 = icmp slt i32 %430, %431, !dbg !475
  br i1 %432, label %433, label %452, !dbg !476

433:                                              ; preds = %429
  %434 = load double*, double** %34, align 8, !dbg !477
  %435 = load i32, i32* %44, align 4, !dbg !478
  %436 = sext i32 %435 to i64, !dbg !477
  %437 = getelementptr inbounds double, double* %434, i64 %436, !dbg !477
  %438 = load double, double* %437, align 8, !dbg !477
  %439 = load double*, double** %26, align 8, !dbg !479
  %440 = load i32, i32* %44, align 4, !dbg !480
  %441 = add nsw i32 %440, 1, !dbg !481
  %442 = load i32, i32* %24, align 4, !dbg !482
  %443 = mul nsw i32 %441, %442, !dbg !483
  %444 = load i32, i32* %15, align 4, !dbg !484
  %445 = add nsw i32 %443, %444, !dbg !485
  %446 = add nsw i32 %445, 1, !dbg !486
  %447 = sext i32 %446 to i64, !dbg !479
  %448 = getelementptr inbounds double, double* %439, i64 %447, !dbg !479
  store double %438, double* %448, align 8, !dbg !487
  br label %449, !dbg !479

449:                                              ; preds = %433
  %450 = load i32, i32* %44, align 4, !dbg !488
  %451 = add nsw i32 %450, 1, !dbg !488
  store i32 %451, i32* %44, align 4, !dbg !488
  br label %429, !dbg !489, !llvm.loop !490

452:                                              ; preds = %429
  br label %453, !dbg !491

453:                                              ; preds = %452, %425
  call void @llvm.dbg.declare(metadata double* %45, metadata !492, metadata !DIExpression()), !dbg !493
  store double 0.000000e+00, double* %45, align 8, !dbg !493
  call void @llvm.dbg.declare(metadata i32* %46, metadata !494, metadata !DIExpression()), !dbg !496
  store i32 1, i32* %46, align 4, !dbg !496
  br label %454, !dbg !497

454:                                              ; preds = %519, %453
  %455 = load i32, i32* %46, align 4, !dbg !498
  %456 = load i32, i32* %17, align 4, !dbg !500
  %457 = icmp sle i32 %455, %456, !dbg !501
  br i1 %457, label %458, label %522, !dbg !502

458:                                              ; preds = %454
  call void @llvm.dbg.declare(metadata i32* %47, metadata !503, metadata !DIExpression()), !dbg !505
  store i32 1, i32* %47, align 4, !dbg !505
  br label %459, !dbg !506

459:                                              ; preds = %515, %458
  %460 = load i32, i32* %47, align 4, !dbg !507
  %461 = load i32, i32* %15, align 4, !dbg !509
  %462 = icmp sle i32 %460, %461, !dbg !510
  br i1 %462, label %463, label %518, !dbg !511

463:                                              ; preds = %459
  call void @llvm.dbg.declare(metadata i32* %48, metadata !512, metadata !DIExpression()), !dbg !514
  %464 = load i32, i32* %46, align 4, !dbg !515
  %465 = load i32, i32* %24, align 4, !dbg !516
  %466 = mul nsw i32 %464, %465, !dbg !517
  %467 = load i32, i32* %47, align 4, !dbg !518
  %468 = add nsw i32 %466, %467, !dbg !519
  store i32 %468, i32* %48, align 4, !dbg !514
  call void @llvm.dbg.declare(metadata double* %49, metadata !520, metadata !DIExpression()), !dbg !521
  %469 = load double*, double** %26, align 8, !dbg !522
  %470 = load i32, i32* %48, align 4, !dbg !523
  %471 = sub nsw i32 %470, 1, !dbg !524
  %472 = sext i32 %471 to i64, !dbg !522
  %473 = getelementptr inbounds double, double* %469, i64 %472, !dbg !522
  %474 = load double, double* %473, align 8, !dbg !522
  %475 = load double*, double** %26, align 8, !dbg !525
  %476 = load i32, i32* %48, align 4, !dbg !526
  %477 = add nsw i32 %476, 1, !dbg !527
  %478 = sext i32 %477 to i64, !dbg !525
  %479 = getelementptr inbounds double, double* %475, i64 %478, !dbg !525
  %480 = load double, double* %479, align 8, !dbg !525
  %481 = fadd double %474, %480, !dbg !528
  %482 = load double*, double** %26, align 8, !dbg !529
  %483 = load i32, i32* %48, align 4, !dbg !530
  %484 = load i32, i32* %24, align 4, !dbg !531
  %485 = sub nsw i32 %483, %484, !dbg !532
  %486 = sext i32 %485 to i64, !dbg !529
  %487 = getelementptr inbounds double, double* %482, i64 %486, !dbg !529
  %488 = load double, double* %487, align 8, !dbg !529
  %489 = fadd double %481, %488, !dbg !533
  %490 = load double*, double** %26, align 8, !dbg !534
  %491 = load i32, i32* %48, align 4, !dbg !535
  %492 = load i32, i32* %24, align 4, !dbg !536
  %493 = add nsw i32 %491, %492, !dbg !537
  %494 = sext i32 %493 to i64, !dbg !534
  %495 = getelementptr inbounds double, double* %490, i64 %494, !dbg !534
  %496 = load double, double* %495, align 8, !dbg !534
  %497 = fadd double %489, %496, !dbg !538
  %498 = fmul double 2.500000e-01, %497, !dbg !539
  store double %498, double* %49, align 8, !dbg !521
  call void @llvm.dbg.declare(metadata double* %50, metadata !540, metadata !DIExpression()), !dbg !541
  %499 = load double, double* %49, align 8, !dbg !542
  %500 = load double*, double** %26, align 8, !dbg !543
  %501 = load i32, i32* %48, align 4, !dbg !544
  %502 = sext i32 %501 to i64, !dbg !543
  %503 = getelementptr inbounds double, double* %500, i64 %502, !dbg !543
  %504 = load double, double* %503, align 8, !dbg !543
  %505 = fsub double %499, %504, !dbg !545
  store double %505, double* %50, align 8, !dbg !541
  %506 = load double, double* %50, align 8, !dbg !546
  %507 = load double, double* %50, align 8, !dbg !547
  %508 = load double, double* %45, align 8, !dbg !548
  %509 = call double @llvm.fmuladd.f64(double %506, double %507, double %508), !dbg !548
  store double %509, double* %45, align 8, !dbg !548
  %510 = load double, double* %49, align 8, !dbg !549
  %511 = load double*, double** %27, align 8, !dbg !550
  %512 = load i32, i32* %48, align 4, !dbg !551
  %513 = sext i32 %512 to i64, !dbg !550
  %514 = getelementptr inbounds double, double* %511, i64 %513, !dbg !550
  store double %510, double* %514, align 8, !dbg !552
  br label %515, !dbg !553

515:                                              ; preds = %463
  %516 = load i32, i32* %47, align 4, !dbg !554
  %517 = add nsw i32 %516, 1, !dbg !554
  store i32 %517, i32* %47, align 4, !dbg !554
  br label %459, !dbg !555, !llvm.loop !556

518:                                              ; preds = %459
  br label %519, !dbg !557

519:                                              ; preds = %518
  %520 = load i32, i32* %46, align 4, !dbg !558
  %521 = add nsw i32 %520, 1, !dbg !558
  store i32 %521, i32* %46, align 4, !dbg !558
  br label %454, !dbg !559, !llvm.loop !560

522:                                              ; preds = %454
  call void @llvm.dbg.declare(metadata double** %51, metadata !562, metadata !DIExpression()), !dbg !563
  %523 = load double*, double** %26, align 8, !dbg !564
  store double* %523, double** %51, align 8, !dbg !563
  %524 = load double*, double** %27, align 8, !dbg !565
  store double* %524, double** %26, align 8, !dbg !566
  %525 = load double*, double** %51, align 8, !dbg !567
  store double* %525, double** %27, align 8, !dbg !568
  %526 = bitcast double* %45 to i8*, !dbg !569
  %527 = bitcast double* %36 to i8*, !dbg !570
  %528 = call i32 @MPI_Allreduce(i8* noundef %526, i8* noundef %527, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !571
  %529 = load double, double* %36, align 8, !dbg !572
  %530 = load double, double* %35, align 8, !dbg !573
  %531 = fdiv double %529, %530, !dbg !574
  %532 = call double @sqrt(double noundef %531) #5, !dbg !575
  store double %532, double* %36, align 8, !dbg !576
  %533 = load i32, i32* %6, align 4, !dbg !577
  %534 = icmp eq i32 %533, 0, !dbg !579
  br i1 %534, label %535, label %547, !dbg !580

535:                                              ; preds = %522
  %536 = load i32, i32* %38, align 4, !dbg !581
  %537 = srem i32 %536, 20, !dbg !582
  %538 = icmp eq i32 %537, 0, !dbg !583
  br i1 %538, label %543, label %539, !dbg !584

539:                                              ; preds = %535
  %540 = load i32, i32* %38, align 4, !dbg !585
  %541 = load i32, i32* %9, align 4, !dbg !586
  %542 = icmp eq i32 %540, %541, !dbg !587
  br i1 %542, label %543, label %547, !dbg !588

543:                                              ; preds = %539, %535
  %544 = load i32, i32* %38, align 4, !dbg !589
  %545 = load double, double* %36, align 8, !dbg !590
  %546 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %544, double noundef %545), !dbg !591
  br label %547, !dbg !591

547:                                              ; preds = %543, %539, %522
  br label %548, !dbg !592

548:                                              ; preds = %547
  %549 = load i32, i32* %38, align 4, !dbg !593
  %550 = add nsw i32 %549, 1, !dbg !593
  store i32 %550, i32* %38, align 4, !dbg !593
  br label %242, !dbg !594, !llvm.loop !595

551:                                              ; preds = %242
  call void @llvm.dbg.declare(metadata double* %52, metadata !597, metadata !DIExpression()), !dbg !598
  %552 = call double @MPI_Wtime(), !dbg !599
  %553 = load double, double* %37, align 8, !dbg !600
  %554 = fsub double %552, %553, !dbg !601
  store double %554, double* %52, align 8, !dbg !598
  call void @llvm.dbg.declare(metadata i64* %53, metadata !602, metadata !DIExpression()), !dbg !603
  store i64 0, i64* %53, align 8, !dbg !603
  call void @llvm.dbg.declare(metadata i64* %54, metadata !604, metadata !DIExpression()), !dbg !605
  store i64 0, i64* %54, align 8, !dbg !605
  call void @llvm.dbg.declare(metadata double* %55, metadata !606, metadata !DIExpression()), !dbg !607
  store double 0.000000e+00, double* %55, align 8, !dbg !607
  call void @llvm.dbg.declare(metadata double* %56, metadata !608, metadata !DIExpression()), !dbg !609
  store double 0.000000e+00, double* %56, align 8, !dbg !609
  call void @llvm.dbg.declare(metadata i32* %57, metadata !610, metadata !DIExpression()), !dbg !612
  store i32 1, i32* %57, align 4, !dbg !612
  br label %555, !dbg !613

555:                                              ; preds = %604, %551
  %556 = load i32, i32* %57, align 4, !dbg !614
  %557 = load i32, i32* %17, align 4, !dbg !616
  %558 = icmp sle i32 %556, %557, !dbg !617
  br i1 %558, label %559, label %607, !dbg !618

559:                                              ; preds = %555
  call void @llvm.dbg.declare(metadata i32* %58, metadata !619, metadata !DIExpression()), !dbg !621
  store i32 1, i32* %58, align 4, !dbg !621
  br label %560, !dbg !622

560:                                              ; preds = %600, %559
  %561 = load i32, i32* %58, align 4, !dbg !623
  %562 = load i32, i32* %15, align 4, !dbg !625
  %563 = icmp sle i32 %561, %562, !dbg !626
  br i1 %563, label %564, label %603, !dbg !627

564:                                              ; preds = %560
  call void @llvm.dbg.declare(metadata double* %59, metadata !628, metadata !DIExpression()), !dbg !630
  %565 = load double*, double** %26, align 8, !dbg !631
  %566 = load i32, i32* %57, align 4, !dbg !632
  %567 = load i32, i32* %24, align 4, !dbg !633
  %568 = mul nsw i32 %566, %567, !dbg !634
  %569 = load i32, i32* %58, align 4, !dbg !635
  %570 = add nsw i32 %568, %569, !dbg !636
  %571 = sext i32 %570 to i64, !dbg !631
  %572 = getelementptr inbounds double, double* %565, i64 %571, !dbg !631
  %573 = load double, double* %572, align 8, !dbg !631
  store double %573, double* %59, align 8, !dbg !630
  call void @llvm.dbg.declare(metadata i64* %60, metadata !637, metadata !DIExpression()), !dbg !638
  %574 = load double, double* %59, align 8, !dbg !639
  %575 = call double @llvm.fmuladd.f64(double %574, double 1.000000e+09, double 5.000000e-01), !dbg !640
  %576 = fptosi double %575 to i64, !dbg !641
  store i64 %576, i64* %60, align 8, !dbg !638
  %577 = load i64, i64* %60, align 8, !dbg !642
  %578 = load i32, i32* %14, align 4, !dbg !643
  %579 = load i32, i32* %58, align 4, !dbg !644
  %580 = add nsw i32 %578, %579, !dbg !645
  %581 = srem i32 %580, 7, !dbg !646
  %582 = load i32, i32* %16, align 4, !dbg !647
  %583 = load i32, i32* %57, align 4, !dbg !648
  %584 = add nsw i32 %582, %583, !dbg !649
  %585 = srem i32 %584, 5, !dbg !650
  %586 = add nsw i32 %581, %585, !dbg !651
  %587 = add nsw i32 %586, 1, !dbg !652
  %588 = sext i32 %587 to i64, !dbg !653
  %589 = mul nsw i64 %577, %588, !dbg !654
  %590 = load i64, i64* %53, align 8, !dbg !655
  %591 = add nsw i64 %590, %589, !dbg !655
  store i64 %591, i64* %53, align 8, !dbg !655
  %592 = load double, double* %59, align 8, !dbg !656
  %593 = call double @llvm.fabs.f64(double %592), !dbg !658
  %594 = load double, double* %55, align 8, !dbg !659
  %595 = fcmp ogt double %593, %594, !dbg !660
  br i1 %595, label %596, label %599, !dbg !661

596:                                              ; preds = %564
  %597 = load double, double* %59, align 8, !dbg !662
  %598 = call double @llvm.fabs.f64(double %597), !dbg !663
  store double %598, double* %55, align 8, !dbg !664
  br label %599, !dbg !665

599:                                              ; preds = %596, %564
  br label %600, !dbg !666

600:                                              ; preds = %599
  %601 = load i32, i32* %58, align 4, !dbg !667
  %602 = add nsw i32 %601, 1, !dbg !667
  store i32 %602, i32* %58, align 4, !dbg !667
  br label %560, !dbg !668, !llvm.loop !669

603:                                              ; preds = %560
  br label %604, !dbg !670

604:                                              ; preds = %603
  %605 = load i32, i32* %57, align 4, !dbg !671
  %606 = add nsw i32 %605, 1, !dbg !671
  store i32 %606, i32* %57, align 4, !dbg !671
  br label %555, !dbg !672, !llvm.loop !673

607:                                              ; preds = %555
  %608 = bitcast i64* %53 to i8*, !dbg !675
  %609 = bitcast i64* %54 to i8*, !dbg !676
  %610 = call i32 @MPI_Reduce(i8* noundef %608, i8* noundef %609, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !677
  %611 = bitcast double* %55 to i8*, !dbg !678
  %612 = bitcast double* %56 to i8*, !dbg !679
  %613 = call i32 @MPI_Reduce(i8* noundef %611, i8* noundef %612, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !680
  %614 = load i32, i32* %6, align 4, !dbg !681
  %615 = icmp eq i32 %614, 0, !dbg !683
  br i1 %615, label %616, label %629, !dbg !684

616:                                              ; preds = %607
  %617 = load i32, i32* %8, align 4, !dbg !685
  %618 = load i32, i32* %8, align 4, !dbg !687
  %619 = load i32, i32* %10, align 4, !dbg !688
  %620 = load i32, i32* %11, align 4, !dbg !689
  %621 = load i32, i32* %9, align 4, !dbg !690
  %622 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([65 x i8], [65 x i8]* @.str.1, i64 0, i64 0), i32 noundef %617, i32 noundef %618, i32 noundef %619, i32 noundef %620, i32 noundef %621), !dbg !691
  %623 = load i64, i64* %54, align 8, !dbg !692
  %624 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %623), !dbg !693
  %625 = load double, double* %56, align 8, !dbg !694
  %626 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i64 0, i64 0), double noundef %625), !dbg !695
  %627 = load double, double* %52, align 8, !dbg !696
  %628 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.4, i64 0, i64 0), double noundef %627), !dbg !697
  br label %629, !dbg !698

629:                                              ; preds = %616, %607
  %630 = load double*, double** %26, align 8, !dbg !699
  %631 = bitcast double* %630 to i8*, !dbg !699
  call void @free(i8* noundef %631) #5, !dbg !700
  %632 = load double*, double** %27, align 8, !dbg !701
  %633 = bitcast double* %632 to i8*, !dbg !701
  call void @free(i8* noundef %633) #5, !dbg !702
  %634 = load double*, double** %31, align 8, !dbg !703
  %635 = bitcast double* %634 to i8*, !dbg !703
  call void @free(i8* noundef %635) #5, !dbg !704
  %636 = load double*, double** %32, align 8, !dbg !705
  %637 = bitcast double* %636 to i8*, !dbg !705
  call void @free(i8* noundef %637) #5, !dbg !706
  %638 = load double*, double** %33, align 8, !dbg !707
  %639 = bitcast double* %638 to i8*, !dbg !707
  call void @free(i8* noundef %639) #5, !dbg !708
  %640 = load double*, double** %34, align 8, !dbg !709
  %641 = bitcast double* %640 to i8*, !dbg !709
  call void @free(i8* noundef %641) #5, !dbg !710
  %642 = call i32 @MPI_Finalize(), !dbg !711
  ret i32 0, !dbg !712
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !713 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !716, metadata !DIExpression()), !dbg !717
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !718, metadata !DIExpression()), !dbg !719
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !720, metadata !DIExpression()), !dbg !721
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !722, metadata !DIExpression()), !dbg !723
  %12 = load i32, i32* %8, align 4, !dbg !724
  %13 = load i32, i32* %6, align 4, !dbg !726
  %14 = icmp sge i32 %12, %13, !dbg !727
  br i1 %14, label %15, label %17, !dbg !728

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !729
  store i32 %16, i32* %5, align 4, !dbg !730
  br label %59, !dbg !730

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !731, metadata !DIExpression()), !dbg !734
  %18 = load i8**, i8*** %7, align 8, !dbg !735
  %19 = load i32, i32* %8, align 4, !dbg !736
  %20 = sext i32 %19 to i64, !dbg !735
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !735
  %22 = load i8*, i8** %21, align 8, !dbg !735
  store i8* %22, i8** %10, align 8, !dbg !734
  call void @llvm.dbg.declare(metadata i32* %11, metadata !737, metadata !DIExpression()), !dbg !738
  store i32 0, i32* %11, align 4, !dbg !738
  %23 = load i8*, i8** %10, align 8, !dbg !739
  %24 = load i8, i8* %23, align 1, !dbg !741
  %25 = sext i8 %24 to i32, !dbg !741
  %26 = icmp eq i32 %25, 0, !dbg !742
  br i1 %26, label %27, label %29, !dbg !743

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !744
  store i32 %28, i32* %5, align 4, !dbg !745
  br label %59, !dbg !745

29:                                               ; preds = %17
  br label %30, !dbg !746

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !747
  %32 = load i8, i8* %31, align 1, !dbg !750
  %33 = icmp ne i8 %32, 0, !dbg !751
  br i1 %33, label %34, label %57, !dbg !751

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !752
  %36 = load i8, i8* %35, align 1, !dbg !755
  %37 = sext i8 %36 to i32, !dbg !755
  %38 = icmp slt i32 %37, 48, !dbg !756
  br i1 %38, label %44, label %39, !dbg !757

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !758
  %41 = load i8, i8* %40, align 1, !dbg !759
  %42 = sext i8 %41 to i32, !dbg !759
  %43 = icmp sgt i32 %42, 57, !dbg !760
  br i1 %43, label %44, label %46, !dbg !761

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !762
  store i32 %45, i32* %5, align 4, !dbg !763
  br label %59, !dbg !763

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !764
  %48 = mul nsw i32 %47, 10, !dbg !765
  %49 = load i8*, i8** %10, align 8, !dbg !766
  %50 = load i8, i8* %49, align 1, !dbg !767
  %51 = sext i8 %50 to i32, !dbg !767
  %52 = sub nsw i32 %51, 48, !dbg !768
  %53 = add nsw i32 %48, %52, !dbg !769
  store i32 %53, i32* %11, align 4, !dbg !770
  br label %54, !dbg !771

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !772
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !772
  store i8* %56, i8** %10, align 8, !dbg !772
  br label %30, !dbg !773, !llvm.loop !774

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !776
  store i32 %58, i32* %5, align 4, !dbg !777
  br label %59, !dbg !777

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !778
  ret i32 %60, !dbg !778
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_shape(i32 noundef %0, i32* noundef %1, i32* noundef %2) #0 !dbg !779 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !783, metadata !DIExpression()), !dbg !784
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !785, metadata !DIExpression()), !dbg !786
  store i32* %2, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !787, metadata !DIExpression()), !dbg !788
  call void @llvm.dbg.declare(metadata i32* %7, metadata !789, metadata !DIExpression()), !dbg !790
  store i32 1, i32* %7, align 4, !dbg !790
  call void @llvm.dbg.declare(metadata i32* %8, metadata !791, metadata !DIExpression()), !dbg !793
  store i32 1, i32* %8, align 4, !dbg !793
  br label %9, !dbg !794

9:                                                ; preds = %23, %3
  %10 = load i32, i32* %8, align 4, !dbg !795
  %11 = load i32, i32* %8, align 4, !dbg !797
  %12 = mul nsw i32 %10, %11, !dbg !798
  %13 = load i32, i32* %4, align 4, !dbg !799
  %14 = icmp sle i32 %12, %13, !dbg !800
  br i1 %14, label %15, label %26, !dbg !801

15:                                               ; preds = %9
  %16 = load i32, i32* %4, align 4, !dbg !802
  %17 = load i32, i32* %8, align 4, !dbg !804
  %18 = srem i32 %16, %17, !dbg !805
  %19 = icmp eq i32 %18, 0, !dbg !806
  br i1 %19, label %20, label %22, !dbg !807

20:                                               ; preds = %15
  %21 = load i32, i32* %8, align 4, !dbg !808
  store i32 %21, i32* %7, align 4, !dbg !809
  br label %22, !dbg !810

22:                                               ; preds = %20, %15
  br label %23, !dbg !811

23:                                               ; preds = %22
  %24 = load i32, i32* %8, align 4, !dbg !812
  %25 = add nsw i32 %24, 1, !dbg !812
  store i32 %25, i32* %8, align 4, !dbg !812
  br label %9, !dbg !813, !llvm.loop !814

26:                                               ; preds = %9
  %27 = load i32, i32* %7, align 4, !dbg !816
  %28 = load i32*, i32** %5, align 8, !dbg !817
  store i32 %27, i32* %28, align 4, !dbg !818
  %29 = load i32, i32* %4, align 4, !dbg !819
  %30 = load i32, i32* %7, align 4, !dbg !820
  %31 = sdiv i32 %29, %30, !dbg !821
  %32 = load i32*, i32** %6, align 8, !dbg !822
  store i32 %31, i32* %32, align 4, !dbg !823
  ret void, !dbg !824
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_range(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !825 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !828, metadata !DIExpression()), !dbg !829
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !830, metadata !DIExpression()), !dbg !831
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !832, metadata !DIExpression()), !dbg !833
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !834, metadata !DIExpression()), !dbg !835
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !836, metadata !DIExpression()), !dbg !837
  call void @llvm.dbg.declare(metadata i32* %11, metadata !838, metadata !DIExpression()), !dbg !839
  %13 = load i32, i32* %6, align 4, !dbg !840
  %14 = load i32, i32* %7, align 4, !dbg !841
  %15 = sdiv i32 %13, %14, !dbg !842
  store i32 %15, i32* %11, align 4, !dbg !839
  call void @llvm.dbg.declare(metadata i32* %12, metadata !843, metadata !DIExpression()), !dbg !844
  %16 = load i32, i32* %6, align 4, !dbg !845
  %17 = load i32, i32* %7, align 4, !dbg !846
  %18 = srem i32 %16, %17, !dbg !847
  store i32 %18, i32* %12, align 4, !dbg !844
  %19 = load i32, i32* %11, align 4, !dbg !848
  %20 = load i32, i32* %8, align 4, !dbg !849
  %21 = load i32, i32* %12, align 4, !dbg !850
  %22 = icmp slt i32 %20, %21, !dbg !851
  %23 = zext i1 %22 to i64, !dbg !849
  %24 = select i1 %22, i32 1, i32 0, !dbg !849
  %25 = add nsw i32 %19, %24, !dbg !852
  %26 = load i32*, i32** %10, align 8, !dbg !853
  store i32 %25, i32* %26, align 4, !dbg !854
  %27 = load i32, i32* %8, align 4, !dbg !855
  %28 = load i32, i32* %11, align 4, !dbg !856
  %29 = mul nsw i32 %27, %28, !dbg !857
  %30 = load i32, i32* %8, align 4, !dbg !858
  %31 = load i32, i32* %12, align 4, !dbg !859
  %32 = icmp slt i32 %30, %31, !dbg !860
  br i1 %32, label %33, label %35, !dbg !858

33:                                               ; preds = %5
  %34 = load i32, i32* %8, align 4, !dbg !861
  br label %37, !dbg !858

35:                                               ; preds = %5
  %36 = load i32, i32* %12, align 4, !dbg !862
  br label %37, !dbg !858

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !858
  %39 = add nsw i32 %29, %38, !dbg !863
  %40 = load i32*, i32** %9, align 8, !dbg !864
  store i32 %39, i32* %40, align 4, !dbg !865
  ret void, !dbg !866
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

declare i32 @MPI_Irecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) #2

declare i32 @MPI_Isend(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_request_t** noundef) #2

declare i32 @MPI_Waitall(i32 noundef, %struct.ompi_request_t** noundef, %struct.ompi_status_public_t* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !10, splitDebugInlining: false, nameTableKind: None)
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
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !46, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !51)
!46 = !DISubroutineType(types: !47)
!47 = !{!28, !28, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!51 = !{}
!52 = !DILocalVariable(name: "argc", arg: 1, scope: !45, file: !1, line: 52, type: !28)
!53 = !DILocation(line: 52, column: 14, scope: !45)
!54 = !DILocalVariable(name: "argv", arg: 2, scope: !45, file: !1, line: 52, type: !48)
!55 = !DILocation(line: 52, column: 27, scope: !45)
!56 = !DILocalVariable(name: "rank", scope: !45, file: !1, line: 53, type: !28)
!57 = !DILocation(line: 53, column: 7, scope: !45)
!58 = !DILocalVariable(name: "size", scope: !45, file: !1, line: 53, type: !28)
!59 = !DILocation(line: 53, column: 13, scope: !45)
!60 = !DILocation(line: 54, column: 3, scope: !45)
!61 = !DILocation(line: 55, column: 3, scope: !45)
!62 = !DILocation(line: 56, column: 3, scope: !45)
!63 = !DILocalVariable(name: "n", scope: !45, file: !1, line: 58, type: !28)
!64 = !DILocation(line: 58, column: 7, scope: !45)
!65 = !DILocation(line: 58, column: 23, scope: !45)
!66 = !DILocation(line: 58, column: 29, scope: !45)
!67 = !DILocation(line: 58, column: 11, scope: !45)
!68 = !DILocalVariable(name: "iterations", scope: !45, file: !1, line: 59, type: !28)
!69 = !DILocation(line: 59, column: 7, scope: !45)
!70 = !DILocation(line: 59, column: 32, scope: !45)
!71 = !DILocation(line: 59, column: 38, scope: !45)
!72 = !DILocation(line: 59, column: 20, scope: !45)
!73 = !DILocalVariable(name: "px", scope: !45, file: !1, line: 61, type: !28)
!74 = !DILocation(line: 61, column: 7, scope: !45)
!75 = !DILocalVariable(name: "py", scope: !45, file: !1, line: 61, type: !28)
!76 = !DILocation(line: 61, column: 11, scope: !45)
!77 = !DILocation(line: 62, column: 14, scope: !45)
!78 = !DILocation(line: 62, column: 3, scope: !45)
!79 = !DILocalVariable(name: "cx", scope: !45, file: !1, line: 63, type: !28)
!80 = !DILocation(line: 63, column: 7, scope: !45)
!81 = !DILocation(line: 63, column: 12, scope: !45)
!82 = !DILocation(line: 63, column: 19, scope: !45)
!83 = !DILocation(line: 63, column: 17, scope: !45)
!84 = !DILocalVariable(name: "cy", scope: !45, file: !1, line: 63, type: !28)
!85 = !DILocation(line: 63, column: 23, scope: !45)
!86 = !DILocation(line: 63, column: 28, scope: !45)
!87 = !DILocation(line: 63, column: 35, scope: !45)
!88 = !DILocation(line: 63, column: 33, scope: !45)
!89 = !DILocalVariable(name: "x0", scope: !45, file: !1, line: 64, type: !28)
!90 = !DILocation(line: 64, column: 7, scope: !45)
!91 = !DILocalVariable(name: "nx", scope: !45, file: !1, line: 64, type: !28)
!92 = !DILocation(line: 64, column: 11, scope: !45)
!93 = !DILocalVariable(name: "y0", scope: !45, file: !1, line: 64, type: !28)
!94 = !DILocation(line: 64, column: 15, scope: !45)
!95 = !DILocalVariable(name: "ny", scope: !45, file: !1, line: 64, type: !28)
!96 = !DILocation(line: 64, column: 19, scope: !45)
!97 = !DILocation(line: 65, column: 15, scope: !45)
!98 = !DILocation(line: 65, column: 18, scope: !45)
!99 = !DILocation(line: 65, column: 22, scope: !45)
!100 = !DILocation(line: 65, column: 3, scope: !45)
!101 = !DILocation(line: 66, column: 15, scope: !45)
!102 = !DILocation(line: 66, column: 18, scope: !45)
!103 = !DILocation(line: 66, column: 22, scope: !45)
!104 = !DILocation(line: 66, column: 3, scope: !45)
!105 = !DILocalVariable(name: "next_first", scope: !45, file: !1, line: 70, type: !28)
!106 = !DILocation(line: 70, column: 7, scope: !45)
!107 = !DILocalVariable(name: "next_count", scope: !45, file: !1, line: 70, type: !28)
!108 = !DILocation(line: 70, column: 19, scope: !45)
!109 = !DILocalVariable(name: "west", scope: !45, file: !1, line: 71, type: !28)
!110 = !DILocation(line: 71, column: 7, scope: !45)
!111 = !DILocation(line: 71, column: 14, scope: !45)
!112 = !DILocation(line: 71, column: 17, scope: !45)
!113 = !DILocation(line: 71, column: 23, scope: !45)
!114 = !DILocation(line: 71, column: 28, scope: !45)
!115 = !DILocation(line: 72, column: 15, scope: !45)
!116 = !DILocation(line: 72, column: 18, scope: !45)
!117 = !DILocation(line: 72, column: 22, scope: !45)
!118 = !DILocation(line: 72, column: 25, scope: !45)
!119 = !DILocation(line: 72, column: 3, scope: !45)
!120 = !DILocalVariable(name: "east", scope: !45, file: !1, line: 73, type: !28)
!121 = !DILocation(line: 73, column: 7, scope: !45)
!122 = !DILocation(line: 73, column: 14, scope: !45)
!123 = !DILocation(line: 73, column: 19, scope: !45)
!124 = !DILocation(line: 73, column: 22, scope: !45)
!125 = !DILocation(line: 73, column: 17, scope: !45)
!126 = !DILocation(line: 73, column: 26, scope: !45)
!127 = !DILocation(line: 73, column: 29, scope: !45)
!128 = !DILocation(line: 73, column: 40, scope: !45)
!129 = !DILocation(line: 73, column: 46, scope: !45)
!130 = !DILocation(line: 73, column: 51, scope: !45)
!131 = !DILocalVariable(name: "south", scope: !45, file: !1, line: 74, type: !28)
!132 = !DILocation(line: 74, column: 7, scope: !45)
!133 = !DILocation(line: 74, column: 15, scope: !45)
!134 = !DILocation(line: 74, column: 18, scope: !45)
!135 = !DILocation(line: 74, column: 24, scope: !45)
!136 = !DILocation(line: 74, column: 31, scope: !45)
!137 = !DILocation(line: 74, column: 29, scope: !45)
!138 = !DILocation(line: 75, column: 15, scope: !45)
!139 = !DILocation(line: 75, column: 18, scope: !45)
!140 = !DILocation(line: 75, column: 22, scope: !45)
!141 = !DILocation(line: 75, column: 25, scope: !45)
!142 = !DILocation(line: 75, column: 3, scope: !45)
!143 = !DILocalVariable(name: "north", scope: !45, file: !1, line: 76, type: !28)
!144 = !DILocation(line: 76, column: 7, scope: !45)
!145 = !DILocation(line: 76, column: 15, scope: !45)
!146 = !DILocation(line: 76, column: 20, scope: !45)
!147 = !DILocation(line: 76, column: 23, scope: !45)
!148 = !DILocation(line: 76, column: 18, scope: !45)
!149 = !DILocation(line: 76, column: 27, scope: !45)
!150 = !DILocation(line: 76, column: 30, scope: !45)
!151 = !DILocation(line: 76, column: 41, scope: !45)
!152 = !DILocation(line: 76, column: 47, scope: !45)
!153 = !DILocation(line: 76, column: 54, scope: !45)
!154 = !DILocation(line: 76, column: 52, scope: !45)
!155 = !DILocation(line: 77, column: 7, scope: !156)
!156 = distinct !DILexicalBlock(scope: !45, file: !1, line: 77, column: 7)
!157 = !DILocation(line: 77, column: 10, scope: !156)
!158 = !DILocation(line: 77, column: 15, scope: !156)
!159 = !DILocation(line: 77, column: 18, scope: !156)
!160 = !DILocation(line: 77, column: 21, scope: !156)
!161 = !DILocation(line: 77, column: 7, scope: !45)
!162 = !DILocation(line: 78, column: 33, scope: !156)
!163 = !DILocation(line: 78, column: 25, scope: !156)
!164 = !DILocation(line: 78, column: 17, scope: !156)
!165 = !DILocation(line: 78, column: 10, scope: !156)
!166 = !DILocation(line: 78, column: 5, scope: !156)
!167 = !DILocalVariable(name: "stride", scope: !45, file: !1, line: 81, type: !28)
!168 = !DILocation(line: 81, column: 7, scope: !45)
!169 = !DILocation(line: 81, column: 16, scope: !45)
!170 = !DILocation(line: 81, column: 19, scope: !45)
!171 = !DILocalVariable(name: "points", scope: !45, file: !1, line: 82, type: !16)
!172 = !DILocation(line: 82, column: 10, scope: !45)
!173 = !DILocation(line: 82, column: 28, scope: !45)
!174 = !DILocation(line: 82, column: 31, scope: !45)
!175 = !DILocation(line: 82, column: 19, scope: !45)
!176 = !DILocation(line: 82, column: 47, scope: !45)
!177 = !DILocation(line: 82, column: 50, scope: !45)
!178 = !DILocation(line: 82, column: 38, scope: !45)
!179 = !DILocation(line: 82, column: 36, scope: !45)
!180 = !DILocalVariable(name: "u", scope: !45, file: !1, line: 83, type: !181)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!182 = !DILocation(line: 83, column: 11, scope: !45)
!183 = !DILocation(line: 83, column: 39, scope: !45)
!184 = !DILocation(line: 83, column: 37, scope: !45)
!185 = !DILocation(line: 83, column: 15, scope: !45)
!186 = !DILocalVariable(name: "unew", scope: !45, file: !1, line: 84, type: !181)
!187 = !DILocation(line: 84, column: 11, scope: !45)
!188 = !DILocation(line: 84, column: 42, scope: !45)
!189 = !DILocation(line: 84, column: 40, scope: !45)
!190 = !DILocation(line: 84, column: 18, scope: !45)
!191 = !DILocation(line: 85, column: 10, scope: !45)
!192 = !DILocation(line: 85, column: 3, scope: !45)
!193 = !DILocation(line: 85, column: 33, scope: !45)
!194 = !DILocation(line: 85, column: 31, scope: !45)
!195 = !DILocation(line: 86, column: 7, scope: !196)
!196 = distinct !DILexicalBlock(scope: !45, file: !1, line: 86, column: 7)
!197 = !DILocation(line: 86, column: 12, scope: !196)
!198 = !DILocation(line: 86, column: 10, scope: !196)
!199 = !DILocation(line: 86, column: 18, scope: !196)
!200 = !DILocation(line: 86, column: 15, scope: !196)
!201 = !DILocation(line: 86, column: 7, scope: !45)
!202 = !DILocalVariable(name: "i", scope: !203, file: !1, line: 87, type: !28)
!203 = distinct !DILexicalBlock(scope: !196, file: !1, line: 87, column: 5)
!204 = !DILocation(line: 87, column: 14, scope: !203)
!205 = !DILocation(line: 87, column: 10, scope: !203)
!206 = !DILocation(line: 87, column: 21, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !1, line: 87, column: 5)
!208 = !DILocation(line: 87, column: 25, scope: !207)
!209 = !DILocation(line: 87, column: 28, scope: !207)
!210 = !DILocation(line: 87, column: 23, scope: !207)
!211 = !DILocation(line: 87, column: 5, scope: !203)
!212 = !DILocation(line: 88, column: 7, scope: !207)
!213 = !DILocation(line: 88, column: 10, scope: !207)
!214 = !DILocation(line: 88, column: 13, scope: !207)
!215 = !DILocation(line: 88, column: 20, scope: !207)
!216 = !DILocation(line: 88, column: 18, scope: !207)
!217 = !DILocation(line: 88, column: 29, scope: !207)
!218 = !DILocation(line: 88, column: 27, scope: !207)
!219 = !DILocation(line: 88, column: 32, scope: !207)
!220 = !DILocation(line: 87, column: 34, scope: !207)
!221 = !DILocation(line: 87, column: 5, scope: !207)
!222 = distinct !{!222, !211, !223, !224}
!223 = !DILocation(line: 88, column: 34, scope: !203)
!224 = !{!"llvm.loop.mustprogress"}
!225 = !DILocalVariable(name: "k", scope: !226, file: !1, line: 89, type: !16)
!226 = distinct !DILexicalBlock(scope: !45, file: !1, line: 89, column: 3)
!227 = !DILocation(line: 89, column: 15, scope: !226)
!228 = !DILocation(line: 89, column: 8, scope: !226)
!229 = !DILocation(line: 89, column: 22, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !1, line: 89, column: 3)
!231 = !DILocation(line: 89, column: 26, scope: !230)
!232 = !DILocation(line: 89, column: 24, scope: !230)
!233 = !DILocation(line: 89, column: 3, scope: !226)
!234 = !DILocation(line: 90, column: 15, scope: !230)
!235 = !DILocation(line: 90, column: 17, scope: !230)
!236 = !DILocation(line: 90, column: 5, scope: !230)
!237 = !DILocation(line: 90, column: 10, scope: !230)
!238 = !DILocation(line: 90, column: 13, scope: !230)
!239 = !DILocation(line: 89, column: 35, scope: !230)
!240 = !DILocation(line: 89, column: 3, scope: !230)
!241 = distinct !{!241, !233, !242, !224}
!242 = !DILocation(line: 90, column: 18, scope: !226)
!243 = !DILocalVariable(name: "column_len", scope: !45, file: !1, line: 92, type: !28)
!244 = !DILocation(line: 92, column: 7, scope: !45)
!245 = !DILocation(line: 92, column: 20, scope: !45)
!246 = !DILocation(line: 92, column: 23, scope: !45)
!247 = !DILocation(line: 92, column: 29, scope: !45)
!248 = !DILocalVariable(name: "send_west", scope: !45, file: !1, line: 93, type: !181)
!249 = !DILocation(line: 93, column: 11, scope: !45)
!250 = !DILocation(line: 93, column: 47, scope: !45)
!251 = !DILocation(line: 93, column: 45, scope: !45)
!252 = !DILocation(line: 93, column: 23, scope: !45)
!253 = !DILocalVariable(name: "send_east", scope: !45, file: !1, line: 94, type: !181)
!254 = !DILocation(line: 94, column: 11, scope: !45)
!255 = !DILocation(line: 94, column: 47, scope: !45)
!256 = !DILocation(line: 94, column: 45, scope: !45)
!257 = !DILocation(line: 94, column: 23, scope: !45)
!258 = !DILocalVariable(name: "recv_west", scope: !45, file: !1, line: 95, type: !181)
!259 = !DILocation(line: 95, column: 11, scope: !45)
!260 = !DILocation(line: 95, column: 47, scope: !45)
!261 = !DILocation(line: 95, column: 45, scope: !45)
!262 = !DILocation(line: 95, column: 23, scope: !45)
!263 = !DILocalVariable(name: "recv_east", scope: !45, file: !1, line: 96, type: !181)
!264 = !DILocation(line: 96, column: 11, scope: !45)
!265 = !DILocation(line: 96, column: 47, scope: !45)
!266 = !DILocation(line: 96, column: 45, scope: !45)
!267 = !DILocation(line: 96, column: 23, scope: !45)
!268 = !DILocalVariable(name: "h2", scope: !45, file: !1, line: 98, type: !19)
!269 = !DILocation(line: 98, column: 10, scope: !45)
!270 = !DILocation(line: 98, column: 31, scope: !45)
!271 = !DILocation(line: 98, column: 33, scope: !45)
!272 = !DILocation(line: 98, column: 22, scope: !45)
!273 = !DILocation(line: 98, column: 49, scope: !45)
!274 = !DILocation(line: 98, column: 51, scope: !45)
!275 = !DILocation(line: 98, column: 40, scope: !45)
!276 = !DILocation(line: 98, column: 38, scope: !45)
!277 = !DILocation(line: 98, column: 19, scope: !45)
!278 = !DILocalVariable(name: "residual", scope: !45, file: !1, line: 99, type: !19)
!279 = !DILocation(line: 99, column: 10, scope: !45)
!280 = !DILocation(line: 100, column: 3, scope: !45)
!281 = !DILocalVariable(name: "start", scope: !45, file: !1, line: 101, type: !19)
!282 = !DILocation(line: 101, column: 10, scope: !45)
!283 = !DILocation(line: 101, column: 18, scope: !45)
!284 = !DILocalVariable(name: "it", scope: !285, file: !1, line: 102, type: !28)
!285 = distinct !DILexicalBlock(scope: !45, file: !1, line: 102, column: 3)
!286 = !DILocation(line: 102, column: 12, scope: !285)
!287 = !DILocation(line: 102, column: 8, scope: !285)
!288 = !DILocation(line: 102, column: 20, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !1, line: 102, column: 3)
!290 = !DILocation(line: 102, column: 26, scope: !289)
!291 = !DILocation(line: 102, column: 23, scope: !289)
!292 = !DILocation(line: 102, column: 3, scope: !285)
!293 = !DILocalVariable(name: "requests", scope: !294, file: !1, line: 103, type: !295)
!294 = distinct !DILexicalBlock(scope: !289, file: !1, line: 102, column: 44)
!295 = !DICompositeType(tag: DW_TAG_array_type, baseType: !296, size: 512, elements: !299)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Request", file: !12, line: 426, baseType: !297)
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!298 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_request_t", file: !12, line: 426, flags: DIFlagFwdDecl)
!299 = !{!300}
!300 = !DISubrange(count: 8)
!301 = !DILocation(line: 103, column: 17, scope: !294)
!302 = !DILocalVariable(name: "pending", scope: !294, file: !1, line: 104, type: !28)
!303 = !DILocation(line: 104, column: 9, scope: !294)
!304 = !DILocation(line: 105, column: 9, scope: !305)
!305 = distinct !DILexicalBlock(scope: !294, file: !1, line: 105, column: 9)
!306 = !DILocation(line: 105, column: 15, scope: !305)
!307 = !DILocation(line: 105, column: 9, scope: !294)
!308 = !DILocation(line: 106, column: 18, scope: !309)
!309 = distinct !DILexicalBlock(scope: !305, file: !1, line: 105, column: 21)
!310 = !DILocation(line: 106, column: 21, scope: !309)
!311 = !DILocation(line: 106, column: 24, scope: !309)
!312 = !DILocation(line: 106, column: 31, scope: !309)
!313 = !DILocation(line: 106, column: 29, scope: !309)
!314 = !DILocation(line: 106, column: 38, scope: !309)
!315 = !DILocation(line: 106, column: 17, scope: !309)
!316 = !DILocation(line: 106, column: 44, scope: !309)
!317 = !DILocation(line: 106, column: 60, scope: !309)
!318 = !DILocation(line: 107, column: 50, scope: !309)
!319 = !DILocation(line: 107, column: 34, scope: !309)
!320 = !DILocation(line: 106, column: 7, scope: !309)
!321 = !DILocation(line: 108, column: 18, scope: !309)
!322 = !DILocation(line: 108, column: 20, scope: !309)
!323 = !DILocation(line: 108, column: 25, scope: !309)
!324 = !DILocation(line: 108, column: 23, scope: !309)
!325 = !DILocation(line: 108, column: 32, scope: !309)
!326 = !DILocation(line: 108, column: 17, scope: !309)
!327 = !DILocation(line: 108, column: 38, scope: !309)
!328 = !DILocation(line: 108, column: 54, scope: !309)
!329 = !DILocation(line: 109, column: 50, scope: !309)
!330 = !DILocation(line: 109, column: 34, scope: !309)
!331 = !DILocation(line: 108, column: 7, scope: !309)
!332 = !DILocation(line: 110, column: 5, scope: !309)
!333 = !DILocation(line: 111, column: 9, scope: !334)
!334 = distinct !DILexicalBlock(scope: !294, file: !1, line: 111, column: 9)
!335 = !DILocation(line: 111, column: 15, scope: !334)
!336 = !DILocation(line: 111, column: 9, scope: !294)
!337 = !DILocation(line: 112, column: 18, scope: !338)
!338 = distinct !DILexicalBlock(scope: !334, file: !1, line: 111, column: 21)
!339 = !DILocation(line: 112, column: 17, scope: !338)
!340 = !DILocation(line: 112, column: 24, scope: !338)
!341 = !DILocation(line: 112, column: 40, scope: !338)
!342 = !DILocation(line: 113, column: 34, scope: !338)
!343 = !DILocation(line: 113, column: 18, scope: !338)
!344 = !DILocation(line: 112, column: 7, scope: !338)
!345 = !DILocation(line: 114, column: 18, scope: !338)
!346 = !DILocation(line: 114, column: 20, scope: !338)
!347 = !DILocation(line: 114, column: 27, scope: !338)
!348 = !DILocation(line: 114, column: 17, scope: !338)
!349 = !DILocation(line: 114, column: 33, scope: !338)
!350 = !DILocation(line: 114, column: 49, scope: !338)
!351 = !DILocation(line: 115, column: 50, scope: !338)
!352 = !DILocation(line: 115, column: 34, scope: !338)
!353 = !DILocation(line: 114, column: 7, scope: !338)
!354 = !DILocation(line: 116, column: 5, scope: !338)
!355 = !DILocation(line: 117, column: 9, scope: !356)
!356 = distinct !DILexicalBlock(scope: !294, file: !1, line: 117, column: 9)
!357 = !DILocation(line: 117, column: 14, scope: !356)
!358 = !DILocation(line: 117, column: 9, scope: !294)
!359 = !DILocalVariable(name: "j", scope: !360, file: !1, line: 118, type: !28)
!360 = distinct !DILexicalBlock(scope: !361, file: !1, line: 118, column: 7)
!361 = distinct !DILexicalBlock(scope: !356, file: !1, line: 117, column: 20)
!362 = !DILocation(line: 118, column: 16, scope: !360)
!363 = !DILocation(line: 118, column: 12, scope: !360)
!364 = !DILocation(line: 118, column: 23, scope: !365)
!365 = distinct !DILexicalBlock(scope: !360, file: !1, line: 118, column: 7)
!366 = !DILocation(line: 118, column: 27, scope: !365)
!367 = !DILocation(line: 118, column: 25, scope: !365)
!368 = !DILocation(line: 118, column: 7, scope: !360)
!369 = !DILocation(line: 119, column: 24, scope: !365)
!370 = !DILocation(line: 119, column: 27, scope: !365)
!371 = !DILocation(line: 119, column: 29, scope: !365)
!372 = !DILocation(line: 119, column: 36, scope: !365)
!373 = !DILocation(line: 119, column: 34, scope: !365)
!374 = !DILocation(line: 119, column: 43, scope: !365)
!375 = !DILocation(line: 119, column: 9, scope: !365)
!376 = !DILocation(line: 119, column: 19, scope: !365)
!377 = !DILocation(line: 119, column: 22, scope: !365)
!378 = !DILocation(line: 118, column: 32, scope: !365)
!379 = !DILocation(line: 118, column: 7, scope: !365)
!380 = distinct !{!380, !368, !381, !224}
!381 = !DILocation(line: 119, column: 46, scope: !360)
!382 = !DILocation(line: 120, column: 17, scope: !361)
!383 = !DILocation(line: 120, column: 28, scope: !361)
!384 = !DILocation(line: 120, column: 44, scope: !361)
!385 = !DILocation(line: 121, column: 34, scope: !361)
!386 = !DILocation(line: 121, column: 18, scope: !361)
!387 = !DILocation(line: 120, column: 7, scope: !361)
!388 = !DILocation(line: 122, column: 17, scope: !361)
!389 = !DILocation(line: 122, column: 28, scope: !361)
!390 = !DILocation(line: 122, column: 44, scope: !361)
!391 = !DILocation(line: 123, column: 34, scope: !361)
!392 = !DILocation(line: 123, column: 18, scope: !361)
!393 = !DILocation(line: 122, column: 7, scope: !361)
!394 = !DILocation(line: 124, column: 5, scope: !361)
!395 = !DILocation(line: 125, column: 9, scope: !396)
!396 = distinct !DILexicalBlock(scope: !294, file: !1, line: 125, column: 9)
!397 = !DILocation(line: 125, column: 14, scope: !396)
!398 = !DILocation(line: 125, column: 9, scope: !294)
!399 = !DILocalVariable(name: "j", scope: !400, file: !1, line: 126, type: !28)
!400 = distinct !DILexicalBlock(scope: !401, file: !1, line: 126, column: 7)
!401 = distinct !DILexicalBlock(scope: !396, file: !1, line: 125, column: 20)
!402 = !DILocation(line: 126, column: 16, scope: !400)
!403 = !DILocation(line: 126, column: 12, scope: !400)
!404 = !DILocation(line: 126, column: 23, scope: !405)
!405 = distinct !DILexicalBlock(scope: !400, file: !1, line: 126, column: 7)
!406 = !DILocation(line: 126, column: 27, scope: !405)
!407 = !DILocation(line: 126, column: 25, scope: !405)
!408 = !DILocation(line: 126, column: 7, scope: !400)
!409 = !DILocation(line: 127, column: 24, scope: !405)
!410 = !DILocation(line: 127, column: 27, scope: !405)
!411 = !DILocation(line: 127, column: 29, scope: !405)
!412 = !DILocation(line: 127, column: 36, scope: !405)
!413 = !DILocation(line: 127, column: 34, scope: !405)
!414 = !DILocation(line: 127, column: 45, scope: !405)
!415 = !DILocation(line: 127, column: 43, scope: !405)
!416 = !DILocation(line: 127, column: 9, scope: !405)
!417 = !DILocation(line: 127, column: 19, scope: !405)
!418 = !DILocation(line: 127, column: 22, scope: !405)
!419 = !DILocation(line: 126, column: 32, scope: !405)
!420 = !DILocation(line: 126, column: 7, scope: !405)
!421 = distinct !{!421, !408, !422, !224}
!422 = !DILocation(line: 127, column: 47, scope: !400)
!423 = !DILocation(line: 128, column: 17, scope: !401)
!424 = !DILocation(line: 128, column: 28, scope: !401)
!425 = !DILocation(line: 128, column: 44, scope: !401)
!426 = !DILocation(line: 129, column: 34, scope: !401)
!427 = !DILocation(line: 129, column: 18, scope: !401)
!428 = !DILocation(line: 128, column: 7, scope: !401)
!429 = !DILocation(line: 130, column: 17, scope: !401)
!430 = !DILocation(line: 130, column: 28, scope: !401)
!431 = !DILocation(line: 130, column: 44, scope: !401)
!432 = !DILocation(line: 131, column: 34, scope: !401)
!433 = !DILocation(line: 131, column: 18, scope: !401)
!434 = !DILocation(line: 130, column: 7, scope: !401)
!435 = !DILocation(line: 132, column: 5, scope: !401)
!436 = !DILocation(line: 133, column: 17, scope: !294)
!437 = !DILocation(line: 133, column: 26, scope: !294)
!438 = !DILocation(line: 133, column: 5, scope: !294)
!439 = !DILocation(line: 134, column: 9, scope: !440)
!440 = distinct !DILexicalBlock(scope: !294, file: !1, line: 134, column: 9)
!441 = !DILocation(line: 134, column: 14, scope: !440)
!442 = !DILocation(line: 134, column: 9, scope: !294)
!443 = !DILocalVariable(name: "j", scope: !444, file: !1, line: 135, type: !28)
!444 = distinct !DILexicalBlock(scope: !440, file: !1, line: 135, column: 7)
!445 = !DILocation(line: 135, column: 16, scope: !444)
!446 = !DILocation(line: 135, column: 12, scope: !444)
!447 = !DILocation(line: 135, column: 23, scope: !448)
!448 = distinct !DILexicalBlock(scope: !444, file: !1, line: 135, column: 7)
!449 = !DILocation(line: 135, column: 27, scope: !448)
!450 = !DILocation(line: 135, column: 25, scope: !448)
!451 = !DILocation(line: 135, column: 7, scope: !444)
!452 = !DILocation(line: 136, column: 31, scope: !448)
!453 = !DILocation(line: 136, column: 41, scope: !448)
!454 = !DILocation(line: 136, column: 9, scope: !448)
!455 = !DILocation(line: 136, column: 12, scope: !448)
!456 = !DILocation(line: 136, column: 14, scope: !448)
!457 = !DILocation(line: 136, column: 21, scope: !448)
!458 = !DILocation(line: 136, column: 19, scope: !448)
!459 = !DILocation(line: 136, column: 29, scope: !448)
!460 = !DILocation(line: 135, column: 32, scope: !448)
!461 = !DILocation(line: 135, column: 7, scope: !448)
!462 = distinct !{!462, !451, !463, !224}
!463 = !DILocation(line: 136, column: 42, scope: !444)
!464 = !DILocation(line: 137, column: 9, scope: !465)
!465 = distinct !DILexicalBlock(scope: !294, file: !1, line: 137, column: 9)
!466 = !DILocation(line: 137, column: 14, scope: !465)
!467 = !DILocation(line: 137, column: 9, scope: !294)
!468 = !DILocalVariable(name: "j", scope: !469, file: !1, line: 138, type: !28)
!469 = distinct !DILexicalBlock(scope: !465, file: !1, line: 138, column: 7)
!470 = !DILocation(line: 138, column: 16, scope: !469)
!471 = !DILocation(line: 138, column: 12, scope: !469)
!472 = !DILocation(line: 138, column: 23, scope: !473)
!473 = distinct !DILexicalBlock(scope: !469, file: !1, line: 138, column: 7)
!474 = !DILocation(line: 138, column: 27, scope: !473)
!475 = !DILocation(line: 138, column: 25, scope: !473)
!476 = !DILocation(line: 138, column: 7, scope: !469)
!477 = !DILocation(line: 139, column: 40, scope: !473)
!478 = !DILocation(line: 139, column: 50, scope: !473)
!479 = !DILocation(line: 139, column: 9, scope: !473)
!480 = !DILocation(line: 139, column: 12, scope: !473)
!481 = !DILocation(line: 139, column: 14, scope: !473)
!482 = !DILocation(line: 139, column: 21, scope: !473)
!483 = !DILocation(line: 139, column: 19, scope: !473)
!484 = !DILocation(line: 139, column: 30, scope: !473)
!485 = !DILocation(line: 139, column: 28, scope: !473)
!486 = !DILocation(line: 139, column: 33, scope: !473)
!487 = !DILocation(line: 139, column: 38, scope: !473)
!488 = !DILocation(line: 138, column: 32, scope: !473)
!489 = !DILocation(line: 138, column: 7, scope: !473)
!490 = distinct !{!490, !476, !491, !224}
!491 = !DILocation(line: 139, column: 51, scope: !469)
!492 = !DILocalVariable(name: "local", scope: !294, file: !1, line: 141, type: !19)
!493 = !DILocation(line: 141, column: 12, scope: !294)
!494 = !DILocalVariable(name: "j", scope: !495, file: !1, line: 142, type: !28)
!495 = distinct !DILexicalBlock(scope: !294, file: !1, line: 142, column: 5)
!496 = !DILocation(line: 142, column: 14, scope: !495)
!497 = !DILocation(line: 142, column: 10, scope: !495)
!498 = !DILocation(line: 142, column: 21, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !1, line: 142, column: 5)
!500 = !DILocation(line: 142, column: 26, scope: !499)
!501 = !DILocation(line: 142, column: 23, scope: !499)
!502 = !DILocation(line: 142, column: 5, scope: !495)
!503 = !DILocalVariable(name: "i", scope: !504, file: !1, line: 143, type: !28)
!504 = distinct !DILexicalBlock(scope: !499, file: !1, line: 143, column: 7)
!505 = !DILocation(line: 143, column: 16, scope: !504)
!506 = !DILocation(line: 143, column: 12, scope: !504)
!507 = !DILocation(line: 143, column: 23, scope: !508)
!508 = distinct !DILexicalBlock(scope: !504, file: !1, line: 143, column: 7)
!509 = !DILocation(line: 143, column: 28, scope: !508)
!510 = !DILocation(line: 143, column: 25, scope: !508)
!511 = !DILocation(line: 143, column: 7, scope: !504)
!512 = !DILocalVariable(name: "k", scope: !513, file: !1, line: 144, type: !28)
!513 = distinct !DILexicalBlock(scope: !508, file: !1, line: 143, column: 37)
!514 = !DILocation(line: 144, column: 13, scope: !513)
!515 = !DILocation(line: 144, column: 17, scope: !513)
!516 = !DILocation(line: 144, column: 21, scope: !513)
!517 = !DILocation(line: 144, column: 19, scope: !513)
!518 = !DILocation(line: 144, column: 30, scope: !513)
!519 = !DILocation(line: 144, column: 28, scope: !513)
!520 = !DILocalVariable(name: "v", scope: !513, file: !1, line: 145, type: !19)
!521 = !DILocation(line: 145, column: 16, scope: !513)
!522 = !DILocation(line: 145, column: 28, scope: !513)
!523 = !DILocation(line: 145, column: 30, scope: !513)
!524 = !DILocation(line: 145, column: 32, scope: !513)
!525 = !DILocation(line: 145, column: 39, scope: !513)
!526 = !DILocation(line: 145, column: 41, scope: !513)
!527 = !DILocation(line: 145, column: 43, scope: !513)
!528 = !DILocation(line: 145, column: 37, scope: !513)
!529 = !DILocation(line: 145, column: 50, scope: !513)
!530 = !DILocation(line: 145, column: 52, scope: !513)
!531 = !DILocation(line: 145, column: 56, scope: !513)
!532 = !DILocation(line: 145, column: 54, scope: !513)
!533 = !DILocation(line: 145, column: 48, scope: !513)
!534 = !DILocation(line: 145, column: 66, scope: !513)
!535 = !DILocation(line: 145, column: 68, scope: !513)
!536 = !DILocation(line: 145, column: 72, scope: !513)
!537 = !DILocation(line: 145, column: 70, scope: !513)
!538 = !DILocation(line: 145, column: 64, scope: !513)
!539 = !DILocation(line: 145, column: 25, scope: !513)
!540 = !DILocalVariable(name: "d", scope: !513, file: !1, line: 146, type: !19)
!541 = !DILocation(line: 146, column: 16, scope: !513)
!542 = !DILocation(line: 146, column: 20, scope: !513)
!543 = !DILocation(line: 146, column: 24, scope: !513)
!544 = !DILocation(line: 146, column: 26, scope: !513)
!545 = !DILocation(line: 146, column: 22, scope: !513)
!546 = !DILocation(line: 147, column: 18, scope: !513)
!547 = !DILocation(line: 147, column: 22, scope: !513)
!548 = !DILocation(line: 147, column: 15, scope: !513)
!549 = !DILocation(line: 148, column: 19, scope: !513)
!550 = !DILocation(line: 148, column: 9, scope: !513)
!551 = !DILocation(line: 148, column: 14, scope: !513)
!552 = !DILocation(line: 148, column: 17, scope: !513)
!553 = !DILocation(line: 149, column: 7, scope: !513)
!554 = !DILocation(line: 143, column: 33, scope: !508)
!555 = !DILocation(line: 143, column: 7, scope: !508)
!556 = distinct !{!556, !511, !557, !224}
!557 = !DILocation(line: 149, column: 7, scope: !504)
!558 = !DILocation(line: 142, column: 31, scope: !499)
!559 = !DILocation(line: 142, column: 5, scope: !499)
!560 = distinct !{!560, !502, !561, !224}
!561 = !DILocation(line: 149, column: 7, scope: !495)
!562 = !DILocalVariable(name: "swap", scope: !294, file: !1, line: 150, type: !181)
!563 = !DILocation(line: 150, column: 13, scope: !294)
!564 = !DILocation(line: 150, column: 20, scope: !294)
!565 = !DILocation(line: 151, column: 9, scope: !294)
!566 = !DILocation(line: 151, column: 7, scope: !294)
!567 = !DILocation(line: 152, column: 12, scope: !294)
!568 = !DILocation(line: 152, column: 10, scope: !294)
!569 = !DILocation(line: 153, column: 19, scope: !294)
!570 = !DILocation(line: 153, column: 27, scope: !294)
!571 = !DILocation(line: 153, column: 5, scope: !294)
!572 = !DILocation(line: 154, column: 21, scope: !294)
!573 = !DILocation(line: 154, column: 32, scope: !294)
!574 = !DILocation(line: 154, column: 30, scope: !294)
!575 = !DILocation(line: 154, column: 16, scope: !294)
!576 = !DILocation(line: 154, column: 14, scope: !294)
!577 = !DILocation(line: 155, column: 9, scope: !578)
!578 = distinct !DILexicalBlock(scope: !294, file: !1, line: 155, column: 9)
!579 = !DILocation(line: 155, column: 14, scope: !578)
!580 = !DILocation(line: 155, column: 19, scope: !578)
!581 = !DILocation(line: 155, column: 23, scope: !578)
!582 = !DILocation(line: 155, column: 26, scope: !578)
!583 = !DILocation(line: 155, column: 31, scope: !578)
!584 = !DILocation(line: 155, column: 36, scope: !578)
!585 = !DILocation(line: 155, column: 39, scope: !578)
!586 = !DILocation(line: 155, column: 45, scope: !578)
!587 = !DILocation(line: 155, column: 42, scope: !578)
!588 = !DILocation(line: 155, column: 9, scope: !294)
!589 = !DILocation(line: 156, column: 47, scope: !578)
!590 = !DILocation(line: 156, column: 51, scope: !578)
!591 = !DILocation(line: 156, column: 7, scope: !578)
!592 = !DILocation(line: 157, column: 3, scope: !294)
!593 = !DILocation(line: 102, column: 40, scope: !289)
!594 = !DILocation(line: 102, column: 3, scope: !289)
!595 = distinct !{!595, !292, !596, !224}
!596 = !DILocation(line: 157, column: 3, scope: !285)
!597 = !DILocalVariable(name: "elapsed", scope: !45, file: !1, line: 158, type: !19)
!598 = !DILocation(line: 158, column: 10, scope: !45)
!599 = !DILocation(line: 158, column: 20, scope: !45)
!600 = !DILocation(line: 158, column: 34, scope: !45)
!601 = !DILocation(line: 158, column: 32, scope: !45)
!602 = !DILocalVariable(name: "local_sum", scope: !45, file: !1, line: 163, type: !36)
!603 = !DILocation(line: 163, column: 13, scope: !45)
!604 = !DILocalVariable(name: "global_sum", scope: !45, file: !1, line: 163, type: !36)
!605 = !DILocation(line: 163, column: 28, scope: !45)
!606 = !DILocalVariable(name: "local_max", scope: !45, file: !1, line: 164, type: !19)
!607 = !DILocation(line: 164, column: 10, scope: !45)
!608 = !DILocalVariable(name: "global_max", scope: !45, file: !1, line: 164, type: !19)
!609 = !DILocation(line: 164, column: 27, scope: !45)
!610 = !DILocalVariable(name: "j", scope: !611, file: !1, line: 165, type: !28)
!611 = distinct !DILexicalBlock(scope: !45, file: !1, line: 165, column: 3)
!612 = !DILocation(line: 165, column: 12, scope: !611)
!613 = !DILocation(line: 165, column: 8, scope: !611)
!614 = !DILocation(line: 165, column: 19, scope: !615)
!615 = distinct !DILexicalBlock(scope: !611, file: !1, line: 165, column: 3)
!616 = !DILocation(line: 165, column: 24, scope: !615)
!617 = !DILocation(line: 165, column: 21, scope: !615)
!618 = !DILocation(line: 165, column: 3, scope: !611)
!619 = !DILocalVariable(name: "i", scope: !620, file: !1, line: 166, type: !28)
!620 = distinct !DILexicalBlock(scope: !615, file: !1, line: 166, column: 5)
!621 = !DILocation(line: 166, column: 14, scope: !620)
!622 = !DILocation(line: 166, column: 10, scope: !620)
!623 = !DILocation(line: 166, column: 21, scope: !624)
!624 = distinct !DILexicalBlock(scope: !620, file: !1, line: 166, column: 5)
!625 = !DILocation(line: 166, column: 26, scope: !624)
!626 = !DILocation(line: 166, column: 23, scope: !624)
!627 = !DILocation(line: 166, column: 5, scope: !620)
!628 = !DILocalVariable(name: "v", scope: !629, file: !1, line: 167, type: !19)
!629 = distinct !DILexicalBlock(scope: !624, file: !1, line: 166, column: 35)
!630 = !DILocation(line: 167, column: 14, scope: !629)
!631 = !DILocation(line: 167, column: 18, scope: !629)
!632 = !DILocation(line: 167, column: 20, scope: !629)
!633 = !DILocation(line: 167, column: 24, scope: !629)
!634 = !DILocation(line: 167, column: 22, scope: !629)
!635 = !DILocation(line: 167, column: 33, scope: !629)
!636 = !DILocation(line: 167, column: 31, scope: !629)
!637 = !DILocalVariable(name: "fixed", scope: !629, file: !1, line: 168, type: !36)
!638 = !DILocation(line: 168, column: 17, scope: !629)
!639 = !DILocation(line: 168, column: 37, scope: !629)
!640 = !DILocation(line: 168, column: 45, scope: !629)
!641 = !DILocation(line: 168, column: 25, scope: !629)
!642 = !DILocation(line: 169, column: 20, scope: !629)
!643 = !DILocation(line: 169, column: 41, scope: !629)
!644 = !DILocation(line: 169, column: 46, scope: !629)
!645 = !DILocation(line: 169, column: 44, scope: !629)
!646 = !DILocation(line: 169, column: 49, scope: !629)
!647 = !DILocation(line: 169, column: 56, scope: !629)
!648 = !DILocation(line: 169, column: 61, scope: !629)
!649 = !DILocation(line: 169, column: 59, scope: !629)
!650 = !DILocation(line: 169, column: 64, scope: !629)
!651 = !DILocation(line: 169, column: 53, scope: !629)
!652 = !DILocation(line: 169, column: 68, scope: !629)
!653 = !DILocation(line: 169, column: 28, scope: !629)
!654 = !DILocation(line: 169, column: 26, scope: !629)
!655 = !DILocation(line: 169, column: 17, scope: !629)
!656 = !DILocation(line: 170, column: 16, scope: !657)
!657 = distinct !DILexicalBlock(scope: !629, file: !1, line: 170, column: 11)
!658 = !DILocation(line: 170, column: 11, scope: !657)
!659 = !DILocation(line: 170, column: 21, scope: !657)
!660 = !DILocation(line: 170, column: 19, scope: !657)
!661 = !DILocation(line: 170, column: 11, scope: !629)
!662 = !DILocation(line: 171, column: 26, scope: !657)
!663 = !DILocation(line: 171, column: 21, scope: !657)
!664 = !DILocation(line: 171, column: 19, scope: !657)
!665 = !DILocation(line: 171, column: 9, scope: !657)
!666 = !DILocation(line: 172, column: 5, scope: !629)
!667 = !DILocation(line: 166, column: 31, scope: !624)
!668 = !DILocation(line: 166, column: 5, scope: !624)
!669 = distinct !{!669, !627, !670, !224}
!670 = !DILocation(line: 172, column: 5, scope: !620)
!671 = !DILocation(line: 165, column: 29, scope: !615)
!672 = !DILocation(line: 165, column: 3, scope: !615)
!673 = distinct !{!673, !618, !674, !224}
!674 = !DILocation(line: 172, column: 5, scope: !611)
!675 = !DILocation(line: 173, column: 14, scope: !45)
!676 = !DILocation(line: 173, column: 26, scope: !45)
!677 = !DILocation(line: 173, column: 3, scope: !45)
!678 = !DILocation(line: 175, column: 14, scope: !45)
!679 = !DILocation(line: 175, column: 26, scope: !45)
!680 = !DILocation(line: 175, column: 3, scope: !45)
!681 = !DILocation(line: 177, column: 7, scope: !682)
!682 = distinct !DILexicalBlock(scope: !45, file: !1, line: 177, column: 7)
!683 = !DILocation(line: 177, column: 12, scope: !682)
!684 = !DILocation(line: 177, column: 7, scope: !45)
!685 = !DILocation(line: 179, column: 12, scope: !686)
!686 = distinct !DILexicalBlock(scope: !682, file: !1, line: 177, column: 18)
!687 = !DILocation(line: 179, column: 15, scope: !686)
!688 = !DILocation(line: 179, column: 18, scope: !686)
!689 = !DILocation(line: 179, column: 22, scope: !686)
!690 = !DILocation(line: 179, column: 26, scope: !686)
!691 = !DILocation(line: 178, column: 5, scope: !686)
!692 = !DILocation(line: 180, column: 32, scope: !686)
!693 = !DILocation(line: 180, column: 5, scope: !686)
!694 = !DILocation(line: 181, column: 32, scope: !686)
!695 = !DILocation(line: 181, column: 5, scope: !686)
!696 = !DILocation(line: 182, column: 31, scope: !686)
!697 = !DILocation(line: 182, column: 5, scope: !686)
!698 = !DILocation(line: 183, column: 3, scope: !686)
!699 = !DILocation(line: 184, column: 8, scope: !45)
!700 = !DILocation(line: 184, column: 3, scope: !45)
!701 = !DILocation(line: 185, column: 8, scope: !45)
!702 = !DILocation(line: 185, column: 3, scope: !45)
!703 = !DILocation(line: 186, column: 8, scope: !45)
!704 = !DILocation(line: 186, column: 3, scope: !45)
!705 = !DILocation(line: 187, column: 8, scope: !45)
!706 = !DILocation(line: 187, column: 3, scope: !45)
!707 = !DILocation(line: 188, column: 8, scope: !45)
!708 = !DILocation(line: 188, column: 3, scope: !45)
!709 = !DILocation(line: 189, column: 8, scope: !45)
!710 = !DILocation(line: 189, column: 3, scope: !45)
!711 = !DILocation(line: 190, column: 3, scope: !45)
!712 = !DILocation(line: 191, column: 3, scope: !45)
!713 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 18, type: !714, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !51)
!714 = !DISubroutineType(types: !715)
!715 = !{!28, !28, !48, !28, !28}
!716 = !DILocalVariable(name: "argc", arg: 1, scope: !713, file: !1, line: 18, type: !28)
!717 = !DILocation(line: 18, column: 28, scope: !713)
!718 = !DILocalVariable(name: "argv", arg: 2, scope: !713, file: !1, line: 18, type: !48)
!719 = !DILocation(line: 18, column: 41, scope: !713)
!720 = !DILocalVariable(name: "index", arg: 3, scope: !713, file: !1, line: 18, type: !28)
!721 = !DILocation(line: 18, column: 51, scope: !713)
!722 = !DILocalVariable(name: "fallback", arg: 4, scope: !713, file: !1, line: 18, type: !28)
!723 = !DILocation(line: 18, column: 62, scope: !713)
!724 = !DILocation(line: 19, column: 7, scope: !725)
!725 = distinct !DILexicalBlock(scope: !713, file: !1, line: 19, column: 7)
!726 = !DILocation(line: 19, column: 16, scope: !725)
!727 = !DILocation(line: 19, column: 13, scope: !725)
!728 = !DILocation(line: 19, column: 7, scope: !713)
!729 = !DILocation(line: 20, column: 12, scope: !725)
!730 = !DILocation(line: 20, column: 5, scope: !725)
!731 = !DILocalVariable(name: "s", scope: !713, file: !1, line: 21, type: !732)
!732 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !733, size: 64)
!733 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!734 = !DILocation(line: 21, column: 15, scope: !713)
!735 = !DILocation(line: 21, column: 19, scope: !713)
!736 = !DILocation(line: 21, column: 24, scope: !713)
!737 = !DILocalVariable(name: "value", scope: !713, file: !1, line: 22, type: !28)
!738 = !DILocation(line: 22, column: 7, scope: !713)
!739 = !DILocation(line: 23, column: 8, scope: !740)
!740 = distinct !DILexicalBlock(scope: !713, file: !1, line: 23, column: 7)
!741 = !DILocation(line: 23, column: 7, scope: !740)
!742 = !DILocation(line: 23, column: 10, scope: !740)
!743 = !DILocation(line: 23, column: 7, scope: !713)
!744 = !DILocation(line: 24, column: 12, scope: !740)
!745 = !DILocation(line: 24, column: 5, scope: !740)
!746 = !DILocation(line: 25, column: 3, scope: !713)
!747 = !DILocation(line: 25, column: 11, scope: !748)
!748 = distinct !DILexicalBlock(scope: !749, file: !1, line: 25, column: 3)
!749 = distinct !DILexicalBlock(scope: !713, file: !1, line: 25, column: 3)
!750 = !DILocation(line: 25, column: 10, scope: !748)
!751 = !DILocation(line: 25, column: 3, scope: !749)
!752 = !DILocation(line: 26, column: 10, scope: !753)
!753 = distinct !DILexicalBlock(scope: !754, file: !1, line: 26, column: 9)
!754 = distinct !DILexicalBlock(scope: !748, file: !1, line: 25, column: 19)
!755 = !DILocation(line: 26, column: 9, scope: !753)
!756 = !DILocation(line: 26, column: 12, scope: !753)
!757 = !DILocation(line: 26, column: 18, scope: !753)
!758 = !DILocation(line: 26, column: 22, scope: !753)
!759 = !DILocation(line: 26, column: 21, scope: !753)
!760 = !DILocation(line: 26, column: 24, scope: !753)
!761 = !DILocation(line: 26, column: 9, scope: !754)
!762 = !DILocation(line: 27, column: 14, scope: !753)
!763 = !DILocation(line: 27, column: 7, scope: !753)
!764 = !DILocation(line: 28, column: 13, scope: !754)
!765 = !DILocation(line: 28, column: 19, scope: !754)
!766 = !DILocation(line: 28, column: 28, scope: !754)
!767 = !DILocation(line: 28, column: 27, scope: !754)
!768 = !DILocation(line: 28, column: 30, scope: !754)
!769 = !DILocation(line: 28, column: 24, scope: !754)
!770 = !DILocation(line: 28, column: 11, scope: !754)
!771 = !DILocation(line: 29, column: 3, scope: !754)
!772 = !DILocation(line: 25, column: 15, scope: !748)
!773 = !DILocation(line: 25, column: 3, scope: !748)
!774 = distinct !{!774, !751, !775, !224}
!775 = !DILocation(line: 29, column: 3, scope: !749)
!776 = !DILocation(line: 30, column: 10, scope: !713)
!777 = !DILocation(line: 30, column: 3, scope: !713)
!778 = !DILocation(line: 31, column: 1, scope: !713)
!779 = distinct !DISubprogram(name: "grid_shape", scope: !1, file: !1, line: 35, type: !780, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !51)
!780 = !DISubroutineType(types: !781)
!781 = !{null, !28, !782, !782}
!782 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!783 = !DILocalVariable(name: "size", arg: 1, scope: !779, file: !1, line: 35, type: !28)
!784 = !DILocation(line: 35, column: 28, scope: !779)
!785 = !DILocalVariable(name: "px", arg: 2, scope: !779, file: !1, line: 35, type: !782)
!786 = !DILocation(line: 35, column: 39, scope: !779)
!787 = !DILocalVariable(name: "py", arg: 3, scope: !779, file: !1, line: 35, type: !782)
!788 = !DILocation(line: 35, column: 48, scope: !779)
!789 = !DILocalVariable(name: "best", scope: !779, file: !1, line: 36, type: !28)
!790 = !DILocation(line: 36, column: 7, scope: !779)
!791 = !DILocalVariable(name: "d", scope: !792, file: !1, line: 37, type: !28)
!792 = distinct !DILexicalBlock(scope: !779, file: !1, line: 37, column: 3)
!793 = !DILocation(line: 37, column: 12, scope: !792)
!794 = !DILocation(line: 37, column: 8, scope: !792)
!795 = !DILocation(line: 37, column: 19, scope: !796)
!796 = distinct !DILexicalBlock(scope: !792, file: !1, line: 37, column: 3)
!797 = !DILocation(line: 37, column: 23, scope: !796)
!798 = !DILocation(line: 37, column: 21, scope: !796)
!799 = !DILocation(line: 37, column: 28, scope: !796)
!800 = !DILocation(line: 37, column: 25, scope: !796)
!801 = !DILocation(line: 37, column: 3, scope: !792)
!802 = !DILocation(line: 38, column: 9, scope: !803)
!803 = distinct !DILexicalBlock(scope: !796, file: !1, line: 38, column: 9)
!804 = !DILocation(line: 38, column: 16, scope: !803)
!805 = !DILocation(line: 38, column: 14, scope: !803)
!806 = !DILocation(line: 38, column: 18, scope: !803)
!807 = !DILocation(line: 38, column: 9, scope: !796)
!808 = !DILocation(line: 39, column: 14, scope: !803)
!809 = !DILocation(line: 39, column: 12, scope: !803)
!810 = !DILocation(line: 39, column: 7, scope: !803)
!811 = !DILocation(line: 38, column: 21, scope: !803)
!812 = !DILocation(line: 37, column: 35, scope: !796)
!813 = !DILocation(line: 37, column: 3, scope: !796)
!814 = distinct !{!814, !801, !815, !224}
!815 = !DILocation(line: 39, column: 14, scope: !792)
!816 = !DILocation(line: 40, column: 9, scope: !779)
!817 = !DILocation(line: 40, column: 4, scope: !779)
!818 = !DILocation(line: 40, column: 7, scope: !779)
!819 = !DILocation(line: 41, column: 9, scope: !779)
!820 = !DILocation(line: 41, column: 16, scope: !779)
!821 = !DILocation(line: 41, column: 14, scope: !779)
!822 = !DILocation(line: 41, column: 4, scope: !779)
!823 = !DILocation(line: 41, column: 7, scope: !779)
!824 = !DILocation(line: 42, column: 1, scope: !779)
!825 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 46, type: !826, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !51)
!826 = !DISubroutineType(types: !827)
!827 = !{null, !28, !28, !28, !782, !782}
!828 = !DILocalVariable(name: "n", arg: 1, scope: !825, file: !1, line: 46, type: !28)
!829 = !DILocation(line: 46, column: 29, scope: !825)
!830 = !DILocalVariable(name: "parts", arg: 2, scope: !825, file: !1, line: 46, type: !28)
!831 = !DILocation(line: 46, column: 36, scope: !825)
!832 = !DILocalVariable(name: "part", arg: 3, scope: !825, file: !1, line: 46, type: !28)
!833 = !DILocation(line: 46, column: 47, scope: !825)
!834 = !DILocalVariable(name: "first", arg: 4, scope: !825, file: !1, line: 46, type: !782)
!835 = !DILocation(line: 46, column: 58, scope: !825)
!836 = !DILocalVariable(name: "count", arg: 5, scope: !825, file: !1, line: 46, type: !782)
!837 = !DILocation(line: 46, column: 70, scope: !825)
!838 = !DILocalVariable(name: "base", scope: !825, file: !1, line: 47, type: !28)
!839 = !DILocation(line: 47, column: 7, scope: !825)
!840 = !DILocation(line: 47, column: 14, scope: !825)
!841 = !DILocation(line: 47, column: 18, scope: !825)
!842 = !DILocation(line: 47, column: 16, scope: !825)
!843 = !DILocalVariable(name: "extra", scope: !825, file: !1, line: 47, type: !28)
!844 = !DILocation(line: 47, column: 25, scope: !825)
!845 = !DILocation(line: 47, column: 33, scope: !825)
!846 = !DILocation(line: 47, column: 37, scope: !825)
!847 = !DILocation(line: 47, column: 35, scope: !825)
!848 = !DILocation(line: 48, column: 12, scope: !825)
!849 = !DILocation(line: 48, column: 20, scope: !825)
!850 = !DILocation(line: 48, column: 27, scope: !825)
!851 = !DILocation(line: 48, column: 25, scope: !825)
!852 = !DILocation(line: 48, column: 17, scope: !825)
!853 = !DILocation(line: 48, column: 4, scope: !825)
!854 = !DILocation(line: 48, column: 10, scope: !825)
!855 = !DILocation(line: 49, column: 12, scope: !825)
!856 = !DILocation(line: 49, column: 19, scope: !825)
!857 = !DILocation(line: 49, column: 17, scope: !825)
!858 = !DILocation(line: 49, column: 27, scope: !825)
!859 = !DILocation(line: 49, column: 34, scope: !825)
!860 = !DILocation(line: 49, column: 32, scope: !825)
!861 = !DILocation(line: 49, column: 42, scope: !825)
!862 = !DILocation(line: 49, column: 49, scope: !825)
!863 = !DILocation(line: 49, column: 24, scope: !825)
!864 = !DILocation(line: 49, column: 4, scope: !825)
!865 = !DILocation(line: 49, column: 10, scope: !825)
!866 = !DILocation(line: 50, column: 1, scope: !825)
