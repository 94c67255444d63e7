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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !28 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca double*, align 8
  %14 = alloca double*, align 8
  %15 = alloca double*, align 8
  %16 = alloca double*, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  %21 = alloca double*, align 8
  %22 = alloca double, align 8
  %23 = alloca [2 x i64], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca [2 x i64], align 16
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !35, metadata !DIExpression()), !dbg !36
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %6, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %7, metadata !41, metadata !DIExpression()), !dbg !42
  %30 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !43
  %31 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !44
  %32 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %8, metadata !46, metadata !DIExpression()), !dbg !47
  %33 = load i32, i32* %4, align 4, !dbg !48
  %34 = load i8**, i8*** %5, align 8, !dbg !49
  %35 = call i32 @parse_count(i32 noundef %33, i8** noundef %34, i32 noundef 1, i32 noundef 100), !dbg !50
  store i32 %35, i32* %8, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i32* %9, metadata !51, metadata !DIExpression()), !dbg !52
  %36 = load i32, i32* %4, align 4, !dbg !53
  %37 = load i8**, i8*** %5, align 8, !dbg !54
  %38 = call i32 @parse_count(i32 noundef %36, i8** noundef %37, i32 noundef 2, i32 noundef 3), !dbg !55
  store i32 %38, i32* %9, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %10, metadata !56, metadata !DIExpression()), !dbg !57
  %39 = load i32, i32* %8, align 4, !dbg !58
  %40 = load i32, i32* %7, align 4, !dbg !59
  %41 = add nsw i32 %39, %40, !dbg !60
  %42 = sub nsw i32 %41, 1, !dbg !61
  %43 = load i32, i32* %7, align 4, !dbg !62
  %44 = sdiv i32 %42, %43, !dbg !63
  store i32 %44, i32* %10, align 4, !dbg !57
  %45 = load i32, i32* %10, align 4, !dbg !64
  %46 = icmp eq i32 %45, 0, !dbg !66
  br i1 %46, label %47, label %48, !dbg !67

47:                                               ; preds = %2
  store i32 1, i32* %10, align 4, !dbg !68
  br label %48, !dbg !69

48:                                               ; preds = %47, %2
  call void @llvm.dbg.declare(metadata i32* %11, metadata !70, metadata !DIExpression()), !dbg !71
  %49 = load i32, i32* %10, align 4, !dbg !72
  %50 = load i32, i32* %7, align 4, !dbg !73
  %51 = mul nsw i32 %49, %50, !dbg !74
  store i32 %51, i32* %11, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i64* %12, metadata !75, metadata !DIExpression()), !dbg !76
  %52 = load i32, i32* %10, align 4, !dbg !77
  %53 = sext i32 %52 to i64, !dbg !78
  %54 = load i32, i32* %11, align 4, !dbg !79
  %55 = sext i32 %54 to i64, !dbg !79
  %56 = mul i64 %53, %55, !dbg !80
  store i64 %56, i64* %12, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata double** %13, metadata !81, metadata !DIExpression()), !dbg !83
  %57 = load i64, i64* %12, align 8, !dbg !84
  %58 = mul i64 8, %57, !dbg !85
  %59 = call noalias i8* @malloc(i64 noundef %58) #5, !dbg !86
  %60 = bitcast i8* %59 to double*, !dbg !86
  store double* %60, double** %13, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata double** %14, metadata !87, metadata !DIExpression()), !dbg !88
  %61 = load i64, i64* %12, align 8, !dbg !89
  %62 = mul i64 8, %61, !dbg !90
  %63 = call noalias i8* @malloc(i64 noundef %62) #5, !dbg !91
  %64 = bitcast i8* %63 to double*, !dbg !91
  store double* %64, double** %14, align 8, !dbg !88
  call void @llvm.dbg.declare(metadata double** %15, metadata !92, metadata !DIExpression()), !dbg !93
  %65 = load i64, i64* %12, align 8, !dbg !94
  %66 = mul i64 8, %65, !dbg !95
  %67 = call noalias i8* @malloc(i64 noundef %66) #5, !dbg !96
  %68 = bitcast i8* %67 to double*, !dbg !96
  store double* %68, double** %15, align 8, !dbg !93
  call void @llvm.dbg.declare(metadata double** %16, metadata !97, metadata !DIExpression()), !dbg !98
  %69 = load i64, i64* %12, align 8, !dbg !99
  %70 = mul i64 8, %69, !dbg !100
  %71 = call noalias i8* @malloc(i64 noundef %70) #5, !dbg !101
  %72 = bitcast i8* %71 to double*, !dbg !101
  store double* %72, double** %16, align 8, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %17, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %17, align 4, !dbg !104
  br label %73, !dbg !105

73:                                               ; preds = %105, %48
  %74 = load i32, i32* %17, align 4, !dbg !106
  %75 = load i32, i32* %10, align 4, !dbg !108
  %76 = icmp slt i32 %74, %75, !dbg !109
  br i1 %76, label %77, label %108, !dbg !110

77:                                               ; preds = %73
  call void @llvm.dbg.declare(metadata i32* %18, metadata !111, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %18, align 4, !dbg !113
  br label %78, !dbg !114

78:                                               ; preds = %101, %77
  %79 = load i32, i32* %18, align 4, !dbg !115
  %80 = load i32, i32* %11, align 4, !dbg !117
  %81 = icmp slt i32 %79, %80, !dbg !118
  br i1 %81, label %82, label %104, !dbg !119

82:                                               ; preds = %78
  %83 = load i32, i32* %8, align 4, !dbg !120
  %84 = load i32, i32* %6, align 4, !dbg !121
  %85 = load i32, i32* %10, align 4, !dbg !122
  %86 = mul nsw i32 %84, %85, !dbg !123
  %87 = load i32, i32* %17, align 4, !dbg !124
  %88 = add nsw i32 %86, %87, !dbg !125
  %89 = load i32, i32* %18, align 4, !dbg !126
  %90 = call double @element(i32 noundef %83, i32 noundef %88, i32 noundef %89), !dbg !127
  %91 = load double*, double** %13, align 8, !dbg !128
  %92 = load i32, i32* %17, align 4, !dbg !129
  %93 = sext i32 %92 to i64, !dbg !130
  %94 = load i32, i32* %11, align 4, !dbg !131
  %95 = sext i32 %94 to i64, !dbg !131
  %96 = mul i64 %93, %95, !dbg !132
  %97 = load i32, i32* %18, align 4, !dbg !133
  %98 = sext i32 %97 to i64, !dbg !133
  %99 = add i64 %96, %98, !dbg !134
  %100 = getelementptr inbounds double, double* %91, i64 %99, !dbg !128
  store double %90, double* %100, align 8, !dbg !135
  br label %101, !dbg !128

101:                                              ; preds = %82
  %102 = load i32, i32* %18, align 4, !dbg !136
  %103 = add nsw i32 %102, 1, !dbg !136
  store i32 %103, i32* %18, align 4, !dbg !136
  br label %78, !dbg !137, !llvm.loop !138

104:                                              ; preds = %78
  br label %105, !dbg !139

105:                                              ; preds = %104
  %106 = load i32, i32* %17, align 4, !dbg !141
  %107 = add nsw i32 %106, 1, !dbg !141
  store i32 %107, i32* %17, align 4, !dbg !141
  br label %73, !dbg !142, !llvm.loop !143

108:                                              ; preds = %73
  %109 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !145
  call void @llvm.dbg.declare(metadata double* %19, metadata !146, metadata !DIExpression()), !dbg !147
  %110 = call double @MPI_Wtime(), !dbg !148
  store double %110, double* %19, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata i32* %20, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %20, align 4, !dbg !151
  br label %111, !dbg !152

111:                                              ; preds = %125, %108
  %112 = load i32, i32* %20, align 4, !dbg !153
  %113 = load i32, i32* %9, align 4, !dbg !155
  %114 = icmp slt i32 %112, %113, !dbg !156
  br i1 %114, label %115, label %128, !dbg !157

115:                                              ; preds = %111
  %116 = load i32, i32* %7, align 4, !dbg !158
  %117 = load i32, i32* %10, align 4, !dbg !160
  %118 = load double*, double** %13, align 8, !dbg !161
  %119 = load double*, double** %14, align 8, !dbg !162
  %120 = load double*, double** %15, align 8, !dbg !163
  %121 = load double*, double** %16, align 8, !dbg !164
  call void @transpose_blocks(i32 noundef %116, i32 noundef %117, double* noundef %118, double* noundef %119, double* noundef %120, double* noundef %121), !dbg !165
  call void @llvm.dbg.declare(metadata double** %21, metadata !166, metadata !DIExpression()), !dbg !167
  %122 = load double*, double** %13, align 8, !dbg !168
  store double* %122, double** %21, align 8, !dbg !167
  %123 = load double*, double** %14, align 8, !dbg !169
  store double* %123, double** %13, align 8, !dbg !170
  %124 = load double*, double** %21, align 8, !dbg !171
  store double* %124, double** %14, align 8, !dbg !172
  br label %125, !dbg !173

125:                                              ; preds = %115
  %126 = load i32, i32* %20, align 4, !dbg !174
  %127 = add nsw i32 %126, 1, !dbg !174
  store i32 %127, i32* %20, align 4, !dbg !174
  br label %111, !dbg !175, !llvm.loop !176

128:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata double* %22, metadata !178, metadata !DIExpression()), !dbg !179
  %129 = call double @MPI_Wtime(), !dbg !180
  %130 = load double, double* %19, align 8, !dbg !181
  %131 = fsub double %129, %130, !dbg !182
  store double %131, double* %22, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata [2 x i64]* %23, metadata !183, metadata !DIExpression()), !dbg !187
  %132 = bitcast [2 x i64]* %23 to i8*, !dbg !187
  call void @llvm.memset.p0i8.i64(i8* align 16 %132, i8 0, i64 16, i1 false), !dbg !187
  call void @llvm.dbg.declare(metadata i32* %24, metadata !188, metadata !DIExpression()), !dbg !190
  store i32 0, i32* %24, align 4, !dbg !190
  br label %133, !dbg !191

133:                                              ; preds = %200, %128
  %134 = load i32, i32* %24, align 4, !dbg !192
  %135 = load i32, i32* %10, align 4, !dbg !194
  %136 = icmp slt i32 %134, %135, !dbg !195
  br i1 %136, label %137, label %203, !dbg !196

137:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata i32* %25, metadata !197, metadata !DIExpression()), !dbg !199
  %138 = load i32, i32* %6, align 4, !dbg !200
  %139 = load i32, i32* %10, align 4, !dbg !201
  %140 = mul nsw i32 %138, %139, !dbg !202
  %141 = load i32, i32* %24, align 4, !dbg !203
  %142 = add nsw i32 %140, %141, !dbg !204
  store i32 %142, i32* %25, align 4, !dbg !199
  call void @llvm.dbg.declare(metadata i32* %26, metadata !205, metadata !DIExpression()), !dbg !207
  store i32 0, i32* %26, align 4, !dbg !207
  br label %143, !dbg !208

143:                                              ; preds = %196, %137
  %144 = load i32, i32* %26, align 4, !dbg !209
  %145 = load i32, i32* %11, align 4, !dbg !211
  %146 = icmp slt i32 %144, %145, !dbg !212
  br i1 %146, label %147, label %199, !dbg !213

147:                                              ; preds = %143
  call void @llvm.dbg.declare(metadata double* %27, metadata !214, metadata !DIExpression()), !dbg !216
  %148 = load double*, double** %13, align 8, !dbg !217
  %149 = load i32, i32* %24, align 4, !dbg !218
  %150 = sext i32 %149 to i64, !dbg !219
  %151 = load i32, i32* %11, align 4, !dbg !220
  %152 = sext i32 %151 to i64, !dbg !220
  %153 = mul i64 %150, %152, !dbg !221
  %154 = load i32, i32* %26, align 4, !dbg !222
  %155 = sext i32 %154 to i64, !dbg !222
  %156 = add i64 %153, %155, !dbg !223
  %157 = getelementptr inbounds double, double* %148, i64 %156, !dbg !217
  %158 = load double, double* %157, align 8, !dbg !217
  store double %158, double* %27, align 8, !dbg !216
  call void @llvm.dbg.declare(metadata double* %28, metadata !224, metadata !DIExpression()), !dbg !225
  %159 = load i32, i32* %9, align 4, !dbg !226
  %160 = srem i32 %159, 2, !dbg !227
  %161 = icmp ne i32 %160, 0, !dbg !227
  br i1 %161, label %162, label %167, !dbg !226

162:                                              ; preds = %147
  %163 = load i32, i32* %8, align 4, !dbg !228
  %164 = load i32, i32* %26, align 4, !dbg !229
  %165 = load i32, i32* %25, align 4, !dbg !230
  %166 = call double @element(i32 noundef %163, i32 noundef %164, i32 noundef %165), !dbg !231
  br label %172, !dbg !226

167:                                              ; preds = %147
  %168 = load i32, i32* %8, align 4, !dbg !232
  %169 = load i32, i32* %25, align 4, !dbg !233
  %170 = load i32, i32* %26, align 4, !dbg !234
  %171 = call double @element(i32 noundef %168, i32 noundef %169, i32 noundef %170), !dbg !235
  br label %172, !dbg !226

172:                                              ; preds = %167, %162
  %173 = phi double [ %166, %162 ], [ %171, %167 ], !dbg !226
  store double %173, double* %28, align 8, !dbg !225
  %174 = load double, double* %27, align 8, !dbg !236
  %175 = load double, double* %28, align 8, !dbg !238
  %176 = fcmp une double %174, %175, !dbg !239
  br i1 %176, label %177, label %181, !dbg !240

177:                                              ; preds = %172
  %178 = getelementptr inbounds [2 x i64], [2 x i64]* %23, i64 0, i64 0, !dbg !241
  %179 = load i64, i64* %178, align 16, !dbg !242
  %180 = add nsw i64 %179, 1, !dbg !242
  store i64 %180, i64* %178, align 16, !dbg !242
  br label %181, !dbg !241

181:                                              ; preds = %177, %172
  %182 = load double, double* %27, align 8, !dbg !243
  %183 = fptosi double %182 to i64, !dbg !244
  %184 = load i32, i32* %25, align 4, !dbg !245
  %185 = mul nsw i32 %184, 13, !dbg !246
  %186 = load i32, i32* %26, align 4, !dbg !247
  %187 = mul nsw i32 %186, 7, !dbg !248
  %188 = add nsw i32 %185, %187, !dbg !249
  %189 = srem i32 %188, 101, !dbg !250
  %190 = add nsw i32 %189, 1, !dbg !251
  %191 = sext i32 %190 to i64, !dbg !252
  %192 = mul nsw i64 %183, %191, !dbg !253
  %193 = getelementptr inbounds [2 x i64], [2 x i64]* %23, i64 0, i64 1, !dbg !254
  %194 = load i64, i64* %193, align 8, !dbg !255
  %195 = add nsw i64 %194, %192, !dbg !255
  store i64 %195, i64* %193, align 8, !dbg !255
  br label %196, !dbg !256

196:                                              ; preds = %181
  %197 = load i32, i32* %26, align 4, !dbg !257
  %198 = add nsw i32 %197, 1, !dbg !257
  store i32 %198, i32* %26, align 4, !dbg !257
  br label %143, !dbg !258, !llvm.loop !259

199:                                              ; preds = %143
  br label %200, !dbg !261

200:                                              ; preds = %199
  %201 = load i32, i32* %24, align 4, !dbg !262
  %202 = add nsw i32 %201, 1, !dbg !262
  store i32 %202, i32* %24, align 4, !dbg !262
  br label %133, !dbg !263, !llvm.loop !264

203:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata [2 x i64]* %29, metadata !266, metadata !DIExpression()), !dbg !267
  %204 = bitcast [2 x i64]* %29 to i8*, !dbg !267
  call void @llvm.memset.p0i8.i64(i8* align 16 %204, i8 0, i64 16, i1 false), !dbg !267
  %205 = getelementptr inbounds [2 x i64], [2 x i64]* %23, i64 0, i64 0, !dbg !268
  %206 = bitcast i64* %205 to i8*, !dbg !268
  %207 = getelementptr inbounds [2 x i64], [2 x i64]* %29, i64 0, i64 0, !dbg !269
  %208 = bitcast i64* %207 to i8*, !dbg !269
  %209 = call i32 @MPI_Reduce(i8* noundef %206, i8* noundef %208, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !270
  %210 = load i32, i32* %6, align 4, !dbg !271
  %211 = icmp eq i32 %210, 0, !dbg !273
  br i1 %211, label %212, label %228, !dbg !274

212:                                              ; preds = %203
  %213 = load i32, i32* %8, align 4, !dbg !275
  %214 = load i32, i32* %8, align 4, !dbg !277
  %215 = load i32, i32* %7, align 4, !dbg !278
  %216 = load i32, i32* %10, align 4, !dbg !279
  %217 = load i32, i32* %11, align 4, !dbg !280
  %218 = load i32, i32* %9, align 4, !dbg !281
  %219 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([78 x i8], [78 x i8]* @.str, i64 0, i64 0), i32 noundef %213, i32 noundef %214, i32 noundef %215, i32 noundef %216, i32 noundef %217, i32 noundef %218), !dbg !282
  %220 = getelementptr inbounds [2 x i64], [2 x i64]* %29, i64 0, i64 0, !dbg !283
  %221 = load i64, i64* %220, align 16, !dbg !283
  %222 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.1, i64 0, i64 0), i64 noundef %221), !dbg !284
  %223 = getelementptr inbounds [2 x i64], [2 x i64]* %29, i64 0, i64 1, !dbg !285
  %224 = load i64, i64* %223, align 8, !dbg !285
  %225 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i64 noundef %224), !dbg !286
  %226 = load double, double* %22, align 8, !dbg !287
  %227 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %226), !dbg !288
  br label %228, !dbg !289

228:                                              ; preds = %212, %203
  %229 = load double*, double** %13, align 8, !dbg !290
  %230 = bitcast double* %229 to i8*, !dbg !290
  call void @free(i8* noundef %230) #5, !dbg !291
  %231 = load double*, double** %14, align 8, !dbg !292
  %232 = bitcast double* %231 to i8*, !dbg !292
  call void @free(i8* noundef %232) #5, !dbg !293
  %233 = load double*, double** %15, align 8, !dbg !294
  %234 = bitcast double* %233 to i8*, !dbg !294
  call void @free(i8* noundef %234) #5, !dbg !295
  %235 = load double*, double** %16, align 8, !dbg !296
  %236 = bitcast double* %235 to i8*, !dbg !296
  call void @free(i8* noundef %236) #5, !dbg !297
  %237 = call i32 @MPI_Finalize(), !dbg !298
  ret i32 0, !dbg !299
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !300 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !303, metadata !DIExpression()), !dbg !304
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !305, metadata !DIExpression()), !dbg !306
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !307, metadata !DIExpression()), !dbg !308
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !309, metadata !DIExpression()), !dbg !310
  %12 = load i32, i32* %8, align 4, !dbg !311
  %13 = load i32, i32* %6, align 4, !dbg !313
  %14 = icmp sge i32 %12, %13, !dbg !314
  br i1 %14, label %15, label %17, !dbg !315

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !316
  store i32 %16, i32* %5, align 4, !dbg !317
  br label %59, !dbg !317

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !318, metadata !DIExpression()), !dbg !321
  %18 = load i8**, i8*** %7, align 8, !dbg !322
  %19 = load i32, i32* %8, align 4, !dbg !323
  %20 = sext i32 %19 to i64, !dbg !322
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !322
  %22 = load i8*, i8** %21, align 8, !dbg !322
  store i8* %22, i8** %10, align 8, !dbg !321
  call void @llvm.dbg.declare(metadata i32* %11, metadata !324, metadata !DIExpression()), !dbg !325
  store i32 0, i32* %11, align 4, !dbg !325
  %23 = load i8*, i8** %10, align 8, !dbg !326
  %24 = load i8, i8* %23, align 1, !dbg !328
  %25 = sext i8 %24 to i32, !dbg !328
  %26 = icmp eq i32 %25, 0, !dbg !329
  br i1 %26, label %27, label %29, !dbg !330

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !331
  store i32 %28, i32* %5, align 4, !dbg !332
  br label %59, !dbg !332

29:                                               ; preds = %17
  br label %30, !dbg !333

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !334
  %32 = load i8, i8* %31, align 1, !dbg !337
  %33 = icmp ne i8 %32, 0, !dbg !338
  br i1 %33, label %34, label %57, !dbg !338

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !339
  %36 = load i8, i8* %35, align 1, !dbg !342
  %37 = sext i8 %36 to i32, !dbg !342
  %38 = icmp slt i32 %37, 48, !dbg !343
  br i1 %38, label %44, label %39, !dbg !344

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !345
  %41 = load i8, i8* %40, align 1, !dbg !346
  %42 = sext i8 %41 to i32, !dbg !346
  %43 = icmp sgt i32 %42, 57, !dbg !347
  br i1 %43, label %44, label %46, !dbg !348

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !349
  store i32 %45, i32* %5, align 4, !dbg !350
  br label %59, !dbg !350

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !351
  %48 = mul nsw i32 %47, 10, !dbg !352
  %49 = load i8*, i8** %10, align 8, !dbg !353
  %50 = load i8, i8* %49, align 1, !dbg !354
  %51 = sext i8 %50 to i32, !dbg !354
  %52 = sub nsw i32 %51, 48, !dbg !355
  %53 = add nsw i32 %48, %52, !dbg !356
  store i32 %53, i32* %11, align 4, !dbg !357
  br label %54, !dbg !358

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !359
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !359
  store i8* %56, i8** %10, align 8, !dbg !359
  br label %30, !dbg !360, !llvm.loop !361

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !363
  store i32 %58, i32* %5, align 4, !dbg !364
  br label %59, !dbg !364

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !365
  ret i32 %60, !dbg !365
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @element(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !366 {
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !369, metadata !DIExpression()), !dbg !370
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !371, metadata !DIExpression()), !dbg !372
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !373, metadata !DIExpression()), !dbg !374
  %8 = load i32, i32* %6, align 4, !dbg !375
  %9 = load i32, i32* %5, align 4, !dbg !377
  %10 = icmp sge i32 %8, %9, !dbg !378
  br i1 %10, label %15, label %11, !dbg !379

11:                                               ; preds = %3
  %12 = load i32, i32* %7, align 4, !dbg !380
  %13 = load i32, i32* %5, align 4, !dbg !381
  %14 = icmp sge i32 %12, %13, !dbg !382
  br i1 %14, label %15, label %16, !dbg !383

15:                                               ; preds = %11, %3
  store double 0.000000e+00, double* %4, align 8, !dbg !384
  br label %25, !dbg !384

16:                                               ; preds = %11
  %17 = load i32, i32* %6, align 4, !dbg !385
  %18 = sitofp i32 %17 to double, !dbg !386
  %19 = load i32, i32* %5, align 4, !dbg !387
  %20 = sitofp i32 %19 to double, !dbg !387
  %21 = load i32, i32* %7, align 4, !dbg !388
  %22 = sitofp i32 %21 to double, !dbg !388
  %23 = call double @llvm.fmuladd.f64(double %18, double %20, double %22), !dbg !389
  %24 = fadd double %23, 1.000000e+00, !dbg !390
  store double %24, double* %4, align 8, !dbg !391
  br label %25, !dbg !391

25:                                               ; preds = %16, %15
  %26 = load double, double* %4, align 8, !dbg !392
  ret double %26, !dbg !392
}

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose_blocks(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4, double* noundef %5) #0 !dbg !393 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !398, metadata !DIExpression()), !dbg !399
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !400, metadata !DIExpression()), !dbg !401
  store double* %2, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !402, metadata !DIExpression()), !dbg !403
  store double* %3, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !404, metadata !DIExpression()), !dbg !405
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !406, metadata !DIExpression()), !dbg !407
  store double* %5, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !408, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.declare(metadata i32* %13, metadata !410, metadata !DIExpression()), !dbg !411
  %21 = load i32, i32* %8, align 4, !dbg !412
  %22 = load i32, i32* %7, align 4, !dbg !413
  %23 = mul nsw i32 %21, %22, !dbg !414
  store i32 %23, i32* %13, align 4, !dbg !411
  call void @llvm.dbg.declare(metadata i64* %14, metadata !415, metadata !DIExpression()), !dbg !416
  %24 = load i32, i32* %8, align 4, !dbg !417
  %25 = sext i32 %24 to i64, !dbg !418
  %26 = load i32, i32* %8, align 4, !dbg !419
  %27 = sext i32 %26 to i64, !dbg !419
  %28 = mul i64 %25, %27, !dbg !420
  store i64 %28, i64* %14, align 8, !dbg !416
  call void @llvm.dbg.declare(metadata i32* %15, metadata !421, metadata !DIExpression()), !dbg !423
  store i32 0, i32* %15, align 4, !dbg !423
  br label %29, !dbg !424

29:                                               ; preds = %83, %6
  %30 = load i32, i32* %15, align 4, !dbg !425
  %31 = load i32, i32* %7, align 4, !dbg !427
  %32 = icmp slt i32 %30, %31, !dbg !428
  br i1 %32, label %33, label %86, !dbg !429

33:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %16, metadata !430, metadata !DIExpression()), !dbg !432
  store i32 0, i32* %16, align 4, !dbg !432
  br label %34, !dbg !433

34:                                               ; preds = %79, %33
  %35 = load i32, i32* %16, align 4, !dbg !434
  %36 = load i32, i32* %8, align 4, !dbg !436
  %37 = icmp slt i32 %35, %36, !dbg !437
  br i1 %37, label %38, label %82, !dbg !438

38:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %17, metadata !439, metadata !DIExpression()), !dbg !441
  store i32 0, i32* %17, align 4, !dbg !441
  br label %39, !dbg !442

39:                                               ; preds = %75, %38
  %40 = load i32, i32* %17, align 4, !dbg !443
  %41 = load i32, i32* %8, align 4, !dbg !445
  %42 = icmp slt i32 %40, %41, !dbg !446
  br i1 %42, label %43, label %78, !dbg !447

43:                                               ; preds = %39
  %44 = load double*, double** %9, align 8, !dbg !448
  %45 = load i32, i32* %16, align 4, !dbg !449
  %46 = sext i32 %45 to i64, !dbg !450
  %47 = load i32, i32* %13, align 4, !dbg !451
  %48 = sext i32 %47 to i64, !dbg !451
  %49 = mul i64 %46, %48, !dbg !452
  %50 = load i32, i32* %15, align 4, !dbg !453
  %51 = load i32, i32* %8, align 4, !dbg !454
  %52 = mul nsw i32 %50, %51, !dbg !455
  %53 = sext i32 %52 to i64, !dbg !453
  %54 = add i64 %49, %53, !dbg !456
  %55 = load i32, i32* %17, align 4, !dbg !457
  %56 = sext i32 %55 to i64, !dbg !457
  %57 = add i64 %54, %56, !dbg !458
  %58 = getelementptr inbounds double, double* %44, i64 %57, !dbg !448
  %59 = load double, double* %58, align 8, !dbg !448
  %60 = load double*, double** %11, align 8, !dbg !459
  %61 = load i32, i32* %15, align 4, !dbg !460
  %62 = sext i32 %61 to i64, !dbg !460
  %63 = load i64, i64* %14, align 8, !dbg !461
  %64 = mul i64 %62, %63, !dbg !462
  %65 = load i32, i32* %16, align 4, !dbg !463
  %66 = sext i32 %65 to i64, !dbg !464
  %67 = load i32, i32* %8, align 4, !dbg !465
  %68 = sext i32 %67 to i64, !dbg !465
  %69 = mul i64 %66, %68, !dbg !466
  %70 = add i64 %64, %69, !dbg !467
  %71 = load i32, i32* %17, align 4, !dbg !468
  %72 = sext i32 %71 to i64, !dbg !468
  %73 = add i64 %70, %72, !dbg !469
  %74 = getelementptr inbounds double, double* %60, i64 %73, !dbg !459
  store double %59, double* %74, align 8, !dbg !470
  br label %75, !dbg !459

75:                                               ; preds = %43
  %76 = load i32, i32* %17, align 4, !dbg !471
  %77 = add nsw i32 %76, 1, !dbg !471
  store i32 %77, i32* %17, align 4, !dbg !471
  br label %39, !dbg !472, !llvm.loop !473

78:                                               ; preds = %39
  br label %79, !dbg !474

79:                                               ; preds = %78
  %80 = load i32, i32* %16, align 4, !dbg !475
  %81 = add nsw i32 %80, 1, !dbg !475
  store i32 %81, i32* %16, align 4, !dbg !475
  br label %34, !dbg !476, !llvm.loop !477

82:                                               ; preds = %34
  br label %83, !dbg !478

83:                                               ; preds = %82
  %84 = load i32, i32* %15, align 4, !dbg !479
  %85 = add nsw i32 %84, 1, !dbg !479
  store i32 %85, i32* %15, align 4, !dbg !479
  br label %29, !dbg !480, !llvm.loop !481

86:                                               ; preds = %29
  %87 = load double*, double** %11, align 8, !dbg !483
  %88 = bitcast double* %87 to i8*, !dbg !483
  %89 = load i64, i64* %14, align 8, !dbg !484
  %90 = trunc i64 %89 to i32, !dbg !485
  %91 = load double*, double** %12, align 8, !dbg !486
  %92 = bitcast double* %91 to i8*, !dbg !486
  %93 = load i64, i64* %14, align 8, !dbg !487
  %94 = trunc i64 %93 to i32, !dbg !488
  %95 = call i32 @MPI_Alltoall(i8* noundef %88, i32 noundef %90, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i8* noundef %92, i32 noundef %94, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !489
  call void @llvm.dbg.declare(metadata i32* %18, metadata !490, metadata !DIExpression()), !dbg !492
  store i32 0, i32* %18, align 4, !dbg !492
  br label %96, !dbg !493

96:                                               ; preds = %150, %86
  %97 = load i32, i32* %18, align 4, !dbg !494
  %98 = load i32, i32* %7, align 4, !dbg !496
  %99 = icmp slt i32 %97, %98, !dbg !497
  br i1 %99, label %100, label %153, !dbg !498

100:                                              ; preds = %96
  call void @llvm.dbg.declare(metadata i32* %19, metadata !499, metadata !DIExpression()), !dbg !501
  store i32 0, i32* %19, align 4, !dbg !501
  br label %101, !dbg !502

101:                                              ; preds = %146, %100
  %102 = load i32, i32* %19, align 4, !dbg !503
  %103 = load i32, i32* %8, align 4, !dbg !505
  %104 = icmp slt i32 %102, %103, !dbg !506
  br i1 %104, label %105, label %149, !dbg !507

105:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata i32* %20, metadata !508, metadata !DIExpression()), !dbg !510
  store i32 0, i32* %20, align 4, !dbg !510
  br label %106, !dbg !511

106:                                              ; preds = %142, %105
  %107 = load i32, i32* %20, align 4, !dbg !512
  %108 = load i32, i32* %8, align 4, !dbg !514
  %109 = icmp slt i32 %107, %108, !dbg !515
  br i1 %109, label %110, label %145, !dbg !516

110:                                              ; preds = %106
  %111 = load double*, double** %12, align 8, !dbg !517
  %112 = load i32, i32* %18, align 4, !dbg !518
  %113 = sext i32 %112 to i64, !dbg !518
  %114 = load i64, i64* %14, align 8, !dbg !519
  %115 = mul i64 %113, %114, !dbg !520
  %116 = load i32, i32* %19, align 4, !dbg !521
  %117 = sext i32 %116 to i64, !dbg !522
  %118 = load i32, i32* %8, align 4, !dbg !523
  %119 = sext i32 %118 to i64, !dbg !523
  %120 = mul i64 %117, %119, !dbg !524
  %121 = add i64 %115, %120, !dbg !525
  %122 = load i32, i32* %20, align 4, !dbg !526
  %123 = sext i32 %122 to i64, !dbg !526
  %124 = add i64 %121, %123, !dbg !527
  %125 = getelementptr inbounds double, double* %111, i64 %124, !dbg !517
  %126 = load double, double* %125, align 8, !dbg !517
  %127 = load double*, double** %10, align 8, !dbg !528
  %128 = load i32, i32* %20, align 4, !dbg !529
  %129 = sext i32 %128 to i64, !dbg !530
  %130 = load i32, i32* %13, align 4, !dbg !531
  %131 = sext i32 %130 to i64, !dbg !531
  %132 = mul i64 %129, %131, !dbg !532
  %133 = load i32, i32* %18, align 4, !dbg !533
  %134 = load i32, i32* %8, align 4, !dbg !534
  %135 = mul nsw i32 %133, %134, !dbg !535
  %136 = sext i32 %135 to i64, !dbg !533
  %137 = add i64 %132, %136, !dbg !536
  %138 = load i32, i32* %19, align 4, !dbg !537
  %139 = sext i32 %138 to i64, !dbg !537
  %140 = add i64 %137, %139, !dbg !538
  %141 = getelementptr inbounds double, double* %127, i64 %140, !dbg !528
  store double %126, double* %141, align 8, !dbg !539
  br label %142, !dbg !528

142:                                              ; preds = %110
  %143 = load i32, i32* %20, align 4, !dbg !540
  %144 = add nsw i32 %143, 1, !dbg !540
  store i32 %144, i32* %20, align 4, !dbg !540
  br label %106, !dbg !541, !llvm.loop !542

145:                                              ; preds = %106
  br label %146, !dbg !543

146:                                              ; preds = %145
  %147 = load i32, i32* %19, align 4, !dbg !544
  %148 = add nsw i32 %147, 1, !dbg !544
  store i32 %148, i32* %19, align 4, !dbg !544
  br label %101, !dbg !545, !llvm.loop !546

149:                                              ; preds = %101
  br label %150, !dbg !547

150:                                              ; preds = %149
  %151 = load i32, i32* %18, align 4, !dbg !548
  %152 = add nsw i32 %151, 1, !dbg !548
  store i32 %152, i32* %18, align 4, !dbg !548
  br label %96, !dbg !549, !llvm.loop !550

153:                                              ; preds = %96
  ret void, !dbg !552
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Alltoall(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 59, type: !29, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !34)
!29 = !DISubroutineType(types: !30)
!30 = !{!19, !19, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!34 = !{}
!35 = !DILocalVariable(name: "argc", arg: 1, scope: !28, file: !1, line: 59, type: !19)
!36 = !DILocation(line: 59, column: 14, scope: !28)
!37 = !DILocalVariable(name: "argv", arg: 2, scope: !28, file: !1, line: 59, type: !31)
!38 = !DILocation(line: 59, column: 27, scope: !28)
!39 = !DILocalVariable(name: "rank", scope: !28, file: !1, line: 60, type: !19)
!40 = !DILocation(line: 60, column: 7, scope: !28)
!41 = !DILocalVariable(name: "size", scope: !28, file: !1, line: 60, type: !19)
!42 = !DILocation(line: 60, column: 13, scope: !28)
!43 = !DILocation(line: 61, column: 3, scope: !28)
!44 = !DILocation(line: 62, column: 3, scope: !28)
!45 = !DILocation(line: 63, column: 3, scope: !28)
!46 = !DILocalVariable(name: "n", scope: !28, file: !1, line: 65, type: !19)
!47 = !DILocation(line: 65, column: 7, scope: !28)
!48 = !DILocation(line: 65, column: 23, scope: !28)
!49 = !DILocation(line: 65, column: 29, scope: !28)
!50 = !DILocation(line: 65, column: 11, scope: !28)
!51 = !DILocalVariable(name: "repetitions", scope: !28, file: !1, line: 66, type: !19)
!52 = !DILocation(line: 66, column: 7, scope: !28)
!53 = !DILocation(line: 66, column: 33, scope: !28)
!54 = !DILocation(line: 66, column: 39, scope: !28)
!55 = !DILocation(line: 66, column: 21, scope: !28)
!56 = !DILocalVariable(name: "block", scope: !28, file: !1, line: 67, type: !19)
!57 = !DILocation(line: 67, column: 7, scope: !28)
!58 = !DILocation(line: 67, column: 16, scope: !28)
!59 = !DILocation(line: 67, column: 20, scope: !28)
!60 = !DILocation(line: 67, column: 18, scope: !28)
!61 = !DILocation(line: 67, column: 25, scope: !28)
!62 = !DILocation(line: 67, column: 32, scope: !28)
!63 = !DILocation(line: 67, column: 30, scope: !28)
!64 = !DILocation(line: 68, column: 7, scope: !65)
!65 = distinct !DILexicalBlock(scope: !28, file: !1, line: 68, column: 7)
!66 = !DILocation(line: 68, column: 13, scope: !65)
!67 = !DILocation(line: 68, column: 7, scope: !28)
!68 = !DILocation(line: 69, column: 11, scope: !65)
!69 = !DILocation(line: 69, column: 5, scope: !65)
!70 = !DILocalVariable(name: "padded", scope: !28, file: !1, line: 70, type: !19)
!71 = !DILocation(line: 70, column: 7, scope: !28)
!72 = !DILocation(line: 70, column: 16, scope: !28)
!73 = !DILocation(line: 70, column: 24, scope: !28)
!74 = !DILocation(line: 70, column: 22, scope: !28)
!75 = !DILocalVariable(name: "local", scope: !28, file: !1, line: 71, type: !8)
!76 = !DILocation(line: 71, column: 10, scope: !28)
!77 = !DILocation(line: 71, column: 26, scope: !28)
!78 = !DILocation(line: 71, column: 18, scope: !28)
!79 = !DILocation(line: 71, column: 34, scope: !28)
!80 = !DILocation(line: 71, column: 32, scope: !28)
!81 = !DILocalVariable(name: "matrix", scope: !28, file: !1, line: 73, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!83 = !DILocation(line: 73, column: 11, scope: !28)
!84 = !DILocation(line: 73, column: 44, scope: !28)
!85 = !DILocation(line: 73, column: 42, scope: !28)
!86 = !DILocation(line: 73, column: 20, scope: !28)
!87 = !DILocalVariable(name: "result", scope: !28, file: !1, line: 74, type: !82)
!88 = !DILocation(line: 74, column: 11, scope: !28)
!89 = !DILocation(line: 74, column: 44, scope: !28)
!90 = !DILocation(line: 74, column: 42, scope: !28)
!91 = !DILocation(line: 74, column: 20, scope: !28)
!92 = !DILocalVariable(name: "send", scope: !28, file: !1, line: 75, type: !82)
!93 = !DILocation(line: 75, column: 11, scope: !28)
!94 = !DILocation(line: 75, column: 42, scope: !28)
!95 = !DILocation(line: 75, column: 40, scope: !28)
!96 = !DILocation(line: 75, column: 18, scope: !28)
!97 = !DILocalVariable(name: "recv", scope: !28, file: !1, line: 76, type: !82)
!98 = !DILocation(line: 76, column: 11, scope: !28)
!99 = !DILocation(line: 76, column: 42, scope: !28)
!100 = !DILocation(line: 76, column: 40, scope: !28)
!101 = !DILocation(line: 76, column: 18, scope: !28)
!102 = !DILocalVariable(name: "r", scope: !103, file: !1, line: 77, type: !19)
!103 = distinct !DILexicalBlock(scope: !28, file: !1, line: 77, column: 3)
!104 = !DILocation(line: 77, column: 12, scope: !103)
!105 = !DILocation(line: 77, column: 8, scope: !103)
!106 = !DILocation(line: 77, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 77, column: 3)
!108 = !DILocation(line: 77, column: 23, scope: !107)
!109 = !DILocation(line: 77, column: 21, scope: !107)
!110 = !DILocation(line: 77, column: 3, scope: !103)
!111 = !DILocalVariable(name: "j", scope: !112, file: !1, line: 78, type: !19)
!112 = distinct !DILexicalBlock(scope: !107, file: !1, line: 78, column: 5)
!113 = !DILocation(line: 78, column: 14, scope: !112)
!114 = !DILocation(line: 78, column: 10, scope: !112)
!115 = !DILocation(line: 78, column: 21, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 78, column: 5)
!117 = !DILocation(line: 78, column: 25, scope: !116)
!118 = !DILocation(line: 78, column: 23, scope: !116)
!119 = !DILocation(line: 78, column: 5, scope: !112)
!120 = !DILocation(line: 79, column: 48, scope: !116)
!121 = !DILocation(line: 79, column: 51, scope: !116)
!122 = !DILocation(line: 79, column: 58, scope: !116)
!123 = !DILocation(line: 79, column: 56, scope: !116)
!124 = !DILocation(line: 79, column: 66, scope: !116)
!125 = !DILocation(line: 79, column: 64, scope: !116)
!126 = !DILocation(line: 79, column: 69, scope: !116)
!127 = !DILocation(line: 79, column: 40, scope: !116)
!128 = !DILocation(line: 79, column: 7, scope: !116)
!129 = !DILocation(line: 79, column: 22, scope: !116)
!130 = !DILocation(line: 79, column: 14, scope: !116)
!131 = !DILocation(line: 79, column: 26, scope: !116)
!132 = !DILocation(line: 79, column: 24, scope: !116)
!133 = !DILocation(line: 79, column: 35, scope: !116)
!134 = !DILocation(line: 79, column: 33, scope: !116)
!135 = !DILocation(line: 79, column: 38, scope: !116)
!136 = !DILocation(line: 78, column: 34, scope: !116)
!137 = !DILocation(line: 78, column: 5, scope: !116)
!138 = distinct !{!138, !119, !139, !140}
!139 = !DILocation(line: 79, column: 70, scope: !112)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 77, column: 31, scope: !107)
!142 = !DILocation(line: 77, column: 3, scope: !107)
!143 = distinct !{!143, !110, !144, !140}
!144 = !DILocation(line: 79, column: 70, scope: !103)
!145 = !DILocation(line: 81, column: 3, scope: !28)
!146 = !DILocalVariable(name: "start", scope: !28, file: !1, line: 82, type: !18)
!147 = !DILocation(line: 82, column: 10, scope: !28)
!148 = !DILocation(line: 82, column: 18, scope: !28)
!149 = !DILocalVariable(name: "rep", scope: !150, file: !1, line: 83, type: !19)
!150 = distinct !DILexicalBlock(scope: !28, file: !1, line: 83, column: 3)
!151 = !DILocation(line: 83, column: 12, scope: !150)
!152 = !DILocation(line: 83, column: 8, scope: !150)
!153 = !DILocation(line: 83, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 83, column: 3)
!155 = !DILocation(line: 83, column: 27, scope: !154)
!156 = !DILocation(line: 83, column: 25, scope: !154)
!157 = !DILocation(line: 83, column: 3, scope: !150)
!158 = !DILocation(line: 84, column: 22, scope: !159)
!159 = distinct !DILexicalBlock(scope: !154, file: !1, line: 83, column: 47)
!160 = !DILocation(line: 84, column: 28, scope: !159)
!161 = !DILocation(line: 84, column: 35, scope: !159)
!162 = !DILocation(line: 84, column: 43, scope: !159)
!163 = !DILocation(line: 84, column: 51, scope: !159)
!164 = !DILocation(line: 84, column: 57, scope: !159)
!165 = !DILocation(line: 84, column: 5, scope: !159)
!166 = !DILocalVariable(name: "swap", scope: !159, file: !1, line: 85, type: !82)
!167 = !DILocation(line: 85, column: 13, scope: !159)
!168 = !DILocation(line: 85, column: 20, scope: !159)
!169 = !DILocation(line: 86, column: 14, scope: !159)
!170 = !DILocation(line: 86, column: 12, scope: !159)
!171 = !DILocation(line: 87, column: 14, scope: !159)
!172 = !DILocation(line: 87, column: 12, scope: !159)
!173 = !DILocation(line: 88, column: 3, scope: !159)
!174 = !DILocation(line: 83, column: 43, scope: !154)
!175 = !DILocation(line: 83, column: 3, scope: !154)
!176 = distinct !{!176, !157, !177, !140}
!177 = !DILocation(line: 88, column: 3, scope: !150)
!178 = !DILocalVariable(name: "elapsed", scope: !28, file: !1, line: 89, type: !18)
!179 = !DILocation(line: 89, column: 10, scope: !28)
!180 = !DILocation(line: 89, column: 20, scope: !28)
!181 = !DILocation(line: 89, column: 34, scope: !28)
!182 = !DILocation(line: 89, column: 32, scope: !28)
!183 = !DILocalVariable(name: "counts", scope: !28, file: !1, line: 92, type: !184)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 128, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 2)
!187 = !DILocation(line: 92, column: 13, scope: !28)
!188 = !DILocalVariable(name: "r", scope: !189, file: !1, line: 93, type: !19)
!189 = distinct !DILexicalBlock(scope: !28, file: !1, line: 93, column: 3)
!190 = !DILocation(line: 93, column: 12, scope: !189)
!191 = !DILocation(line: 93, column: 8, scope: !189)
!192 = !DILocation(line: 93, column: 19, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !1, line: 93, column: 3)
!194 = !DILocation(line: 93, column: 23, scope: !193)
!195 = !DILocation(line: 93, column: 21, scope: !193)
!196 = !DILocation(line: 93, column: 3, scope: !189)
!197 = !DILocalVariable(name: "i", scope: !198, file: !1, line: 94, type: !19)
!198 = distinct !DILexicalBlock(scope: !193, file: !1, line: 93, column: 35)
!199 = !DILocation(line: 94, column: 9, scope: !198)
!200 = !DILocation(line: 94, column: 13, scope: !198)
!201 = !DILocation(line: 94, column: 20, scope: !198)
!202 = !DILocation(line: 94, column: 18, scope: !198)
!203 = !DILocation(line: 94, column: 28, scope: !198)
!204 = !DILocation(line: 94, column: 26, scope: !198)
!205 = !DILocalVariable(name: "j", scope: !206, file: !1, line: 95, type: !19)
!206 = distinct !DILexicalBlock(scope: !198, file: !1, line: 95, column: 5)
!207 = !DILocation(line: 95, column: 14, scope: !206)
!208 = !DILocation(line: 95, column: 10, scope: !206)
!209 = !DILocation(line: 95, column: 21, scope: !210)
!210 = distinct !DILexicalBlock(scope: !206, file: !1, line: 95, column: 5)
!211 = !DILocation(line: 95, column: 25, scope: !210)
!212 = !DILocation(line: 95, column: 23, scope: !210)
!213 = !DILocation(line: 95, column: 5, scope: !206)
!214 = !DILocalVariable(name: "got", scope: !215, file: !1, line: 96, type: !18)
!215 = distinct !DILexicalBlock(scope: !210, file: !1, line: 95, column: 38)
!216 = !DILocation(line: 96, column: 14, scope: !215)
!217 = !DILocation(line: 96, column: 20, scope: !215)
!218 = !DILocation(line: 96, column: 35, scope: !215)
!219 = !DILocation(line: 96, column: 27, scope: !215)
!220 = !DILocation(line: 96, column: 39, scope: !215)
!221 = !DILocation(line: 96, column: 37, scope: !215)
!222 = !DILocation(line: 96, column: 48, scope: !215)
!223 = !DILocation(line: 96, column: 46, scope: !215)
!224 = !DILocalVariable(name: "want", scope: !215, file: !1, line: 97, type: !18)
!225 = !DILocation(line: 97, column: 14, scope: !215)
!226 = !DILocation(line: 97, column: 21, scope: !215)
!227 = !DILocation(line: 97, column: 33, scope: !215)
!228 = !DILocation(line: 97, column: 47, scope: !215)
!229 = !DILocation(line: 97, column: 50, scope: !215)
!230 = !DILocation(line: 97, column: 53, scope: !215)
!231 = !DILocation(line: 97, column: 39, scope: !215)
!232 = !DILocation(line: 97, column: 66, scope: !215)
!233 = !DILocation(line: 97, column: 69, scope: !215)
!234 = !DILocation(line: 97, column: 72, scope: !215)
!235 = !DILocation(line: 97, column: 58, scope: !215)
!236 = !DILocation(line: 98, column: 11, scope: !237)
!237 = distinct !DILexicalBlock(scope: !215, file: !1, line: 98, column: 11)
!238 = !DILocation(line: 98, column: 18, scope: !237)
!239 = !DILocation(line: 98, column: 15, scope: !237)
!240 = !DILocation(line: 98, column: 11, scope: !215)
!241 = !DILocation(line: 99, column: 9, scope: !237)
!242 = !DILocation(line: 99, column: 18, scope: !237)
!243 = !DILocation(line: 100, column: 31, scope: !215)
!244 = !DILocation(line: 100, column: 20, scope: !215)
!245 = !DILocation(line: 100, column: 39, scope: !215)
!246 = !DILocation(line: 100, column: 41, scope: !215)
!247 = !DILocation(line: 100, column: 48, scope: !215)
!248 = !DILocation(line: 100, column: 50, scope: !215)
!249 = !DILocation(line: 100, column: 46, scope: !215)
!250 = !DILocation(line: 100, column: 55, scope: !215)
!251 = !DILocation(line: 100, column: 61, scope: !215)
!252 = !DILocation(line: 100, column: 37, scope: !215)
!253 = !DILocation(line: 100, column: 35, scope: !215)
!254 = !DILocation(line: 100, column: 7, scope: !215)
!255 = !DILocation(line: 100, column: 17, scope: !215)
!256 = !DILocation(line: 101, column: 5, scope: !215)
!257 = !DILocation(line: 95, column: 34, scope: !210)
!258 = !DILocation(line: 95, column: 5, scope: !210)
!259 = distinct !{!259, !213, !260, !140}
!260 = !DILocation(line: 101, column: 5, scope: !206)
!261 = !DILocation(line: 102, column: 3, scope: !198)
!262 = !DILocation(line: 93, column: 31, scope: !193)
!263 = !DILocation(line: 93, column: 3, scope: !193)
!264 = distinct !{!264, !196, !265, !140}
!265 = !DILocation(line: 102, column: 3, scope: !189)
!266 = !DILocalVariable(name: "totals", scope: !28, file: !1, line: 103, type: !184)
!267 = !DILocation(line: 103, column: 13, scope: !28)
!268 = !DILocation(line: 104, column: 14, scope: !28)
!269 = !DILocation(line: 104, column: 22, scope: !28)
!270 = !DILocation(line: 104, column: 3, scope: !28)
!271 = !DILocation(line: 105, column: 7, scope: !272)
!272 = distinct !DILexicalBlock(scope: !28, file: !1, line: 105, column: 7)
!273 = !DILocation(line: 105, column: 12, scope: !272)
!274 = !DILocation(line: 105, column: 7, scope: !28)
!275 = !DILocation(line: 108, column: 12, scope: !276)
!276 = distinct !DILexicalBlock(scope: !272, file: !1, line: 105, column: 18)
!277 = !DILocation(line: 108, column: 15, scope: !276)
!278 = !DILocation(line: 108, column: 18, scope: !276)
!279 = !DILocation(line: 108, column: 24, scope: !276)
!280 = !DILocation(line: 108, column: 31, scope: !276)
!281 = !DILocation(line: 108, column: 39, scope: !276)
!282 = !DILocation(line: 106, column: 5, scope: !276)
!283 = !DILocation(line: 109, column: 43, scope: !276)
!284 = !DILocation(line: 109, column: 5, scope: !276)
!285 = !DILocation(line: 110, column: 32, scope: !276)
!286 = !DILocation(line: 110, column: 5, scope: !276)
!287 = !DILocation(line: 111, column: 31, scope: !276)
!288 = !DILocation(line: 111, column: 5, scope: !276)
!289 = !DILocation(line: 112, column: 3, scope: !276)
!290 = !DILocation(line: 113, column: 8, scope: !28)
!291 = !DILocation(line: 113, column: 3, scope: !28)
!292 = !DILocation(line: 114, column: 8, scope: !28)
!293 = !DILocation(line: 114, column: 3, scope: !28)
!294 = !DILocation(line: 115, column: 8, scope: !28)
!295 = !DILocation(line: 115, column: 3, scope: !28)
!296 = !DILocation(line: 116, column: 8, scope: !28)
!297 = !DILocation(line: 116, column: 3, scope: !28)
!298 = !DILocation(line: 117, column: 3, scope: !28)
!299 = !DILocation(line: 118, column: 3, scope: !28)
!300 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 15, type: !301, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !34)
!301 = !DISubroutineType(types: !302)
!302 = !{!19, !19, !31, !19, !19}
!303 = !DILocalVariable(name: "argc", arg: 1, scope: !300, file: !1, line: 15, type: !19)
!304 = !DILocation(line: 15, column: 28, scope: !300)
!305 = !DILocalVariable(name: "argv", arg: 2, scope: !300, file: !1, line: 15, type: !31)
!306 = !DILocation(line: 15, column: 41, scope: !300)
!307 = !DILocalVariable(name: "index", arg: 3, scope: !300, file: !1, line: 15, type: !19)
!308 = !DILocation(line: 15, column: 51, scope: !300)
!309 = !DILocalVariable(name: "fallback", arg: 4, scope: !300, file: !1, line: 15, type: !19)
!310 = !DILocation(line: 15, column: 62, scope: !300)
!311 = !DILocation(line: 16, column: 7, scope: !312)
!312 = distinct !DILexicalBlock(scope: !300, file: !1, line: 16, column: 7)
!313 = !DILocation(line: 16, column: 16, scope: !312)
!314 = !DILocation(line: 16, column: 13, scope: !312)
!315 = !DILocation(line: 16, column: 7, scope: !300)
!316 = !DILocation(line: 17, column: 12, scope: !312)
!317 = !DILocation(line: 17, column: 5, scope: !312)
!318 = !DILocalVariable(name: "s", scope: !300, file: !1, line: 18, type: !319)
!319 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !320, size: 64)
!320 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!321 = !DILocation(line: 18, column: 15, scope: !300)
!322 = !DILocation(line: 18, column: 19, scope: !300)
!323 = !DILocation(line: 18, column: 24, scope: !300)
!324 = !DILocalVariable(name: "value", scope: !300, file: !1, line: 19, type: !19)
!325 = !DILocation(line: 19, column: 7, scope: !300)
!326 = !DILocation(line: 20, column: 8, scope: !327)
!327 = distinct !DILexicalBlock(scope: !300, file: !1, line: 20, column: 7)
!328 = !DILocation(line: 20, column: 7, scope: !327)
!329 = !DILocation(line: 20, column: 10, scope: !327)
!330 = !DILocation(line: 20, column: 7, scope: !300)
!331 = !DILocation(line: 21, column: 12, scope: !327)
!332 = !DILocation(line: 21, column: 5, scope: !327)
!333 = !DILocation(line: 22, column: 3, scope: !300)
!334 = !DILocation(line: 22, column: 11, scope: !335)
!335 = distinct !DILexicalBlock(scope: !336, file: !1, line: 22, column: 3)
!336 = distinct !DILexicalBlock(scope: !300, file: !1, line: 22, column: 3)
!337 = !DILocation(line: 22, column: 10, scope: !335)
!338 = !DILocation(line: 22, column: 3, scope: !336)
!339 = !DILocation(line: 23, column: 10, scope: !340)
!340 = distinct !DILexicalBlock(scope: !341, file: !1, line: 23, column: 9)
!341 = distinct !DILexicalBlock(scope: !335, file: !1, line: 22, column: 19)
!342 = !DILocation(line: 23, column: 9, scope: !340)
!343 = !DILocation(line: 23, column: 12, scope: !340)
!344 = !DILocation(line: 23, column: 18, scope: !340)
!345 = !DILocation(line: 23, column: 22, scope: !340)
!346 = !DILocation(line: 23, column: 21, scope: !340)
!347 = !DILocation(line: 23, column: 24, scope: !340)
!348 = !DILocation(line: 23, column: 9, scope: !341)
!349 = !DILocation(line: 24, column: 14, scope: !340)
!350 = !DILocation(line: 24, column: 7, scope: !340)
!351 = !DILocation(line: 25, column: 13, scope: !341)
!352 = !DILocation(line: 25, column: 19, scope: !341)
!353 = !DILocation(line: 25, column: 28, scope: !341)
!354 = !DILocation(line: 25, column: 27, scope: !341)
!355 = !DILocation(line: 25, column: 30, scope: !341)
!356 = !DILocation(line: 25, column: 24, scope: !341)
!357 = !DILocation(line: 25, column: 11, scope: !341)
!358 = !DILocation(line: 26, column: 3, scope: !341)
!359 = !DILocation(line: 22, column: 15, scope: !335)
!360 = !DILocation(line: 22, column: 3, scope: !335)
!361 = distinct !{!361, !338, !362, !140}
!362 = !DILocation(line: 26, column: 3, scope: !336)
!363 = !DILocation(line: 27, column: 10, scope: !300)
!364 = !DILocation(line: 27, column: 3, scope: !300)
!365 = !DILocation(line: 28, column: 1, scope: !300)
!366 = distinct !DISubprogram(name: "element", scope: !1, file: !1, line: 31, type: !367, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !34)
!367 = !DISubroutineType(types: !368)
!368 = !{!18, !19, !19, !19}
!369 = !DILocalVariable(name: "n", arg: 1, scope: !366, file: !1, line: 31, type: !19)
!370 = !DILocation(line: 31, column: 27, scope: !366)
!371 = !DILocalVariable(name: "i", arg: 2, scope: !366, file: !1, line: 31, type: !19)
!372 = !DILocation(line: 31, column: 34, scope: !366)
!373 = !DILocalVariable(name: "j", arg: 3, scope: !366, file: !1, line: 31, type: !19)
!374 = !DILocation(line: 31, column: 41, scope: !366)
!375 = !DILocation(line: 32, column: 7, scope: !376)
!376 = distinct !DILexicalBlock(scope: !366, file: !1, line: 32, column: 7)
!377 = !DILocation(line: 32, column: 12, scope: !376)
!378 = !DILocation(line: 32, column: 9, scope: !376)
!379 = !DILocation(line: 32, column: 14, scope: !376)
!380 = !DILocation(line: 32, column: 17, scope: !376)
!381 = !DILocation(line: 32, column: 22, scope: !376)
!382 = !DILocation(line: 32, column: 19, scope: !376)
!383 = !DILocation(line: 32, column: 7, scope: !366)
!384 = !DILocation(line: 33, column: 5, scope: !376)
!385 = !DILocation(line: 34, column: 18, scope: !366)
!386 = !DILocation(line: 34, column: 10, scope: !366)
!387 = !DILocation(line: 34, column: 22, scope: !366)
!388 = !DILocation(line: 34, column: 26, scope: !366)
!389 = !DILocation(line: 34, column: 24, scope: !366)
!390 = !DILocation(line: 34, column: 28, scope: !366)
!391 = !DILocation(line: 34, column: 3, scope: !366)
!392 = !DILocation(line: 35, column: 1, scope: !366)
!393 = distinct !DISubprogram(name: "transpose_blocks", scope: !1, file: !1, line: 39, type: !394, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !34)
!394 = !DISubroutineType(types: !395)
!395 = !{null, !19, !19, !396, !82, !82, !82}
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !397, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!398 = !DILocalVariable(name: "size", arg: 1, scope: !393, file: !1, line: 39, type: !19)
!399 = !DILocation(line: 39, column: 34, scope: !393)
!400 = !DILocalVariable(name: "block", arg: 2, scope: !393, file: !1, line: 39, type: !19)
!401 = !DILocation(line: 39, column: 44, scope: !393)
!402 = !DILocalVariable(name: "rows", arg: 3, scope: !393, file: !1, line: 39, type: !396)
!403 = !DILocation(line: 39, column: 65, scope: !393)
!404 = !DILocalVariable(name: "out", arg: 4, scope: !393, file: !1, line: 40, type: !82)
!405 = !DILocation(line: 40, column: 38, scope: !393)
!406 = !DILocalVariable(name: "send", arg: 5, scope: !393, file: !1, line: 40, type: !82)
!407 = !DILocation(line: 40, column: 51, scope: !393)
!408 = !DILocalVariable(name: "recv", arg: 6, scope: !393, file: !1, line: 40, type: !82)
!409 = !DILocation(line: 40, column: 65, scope: !393)
!410 = !DILocalVariable(name: "padded", scope: !393, file: !1, line: 41, type: !19)
!411 = !DILocation(line: 41, column: 7, scope: !393)
!412 = !DILocation(line: 41, column: 16, scope: !393)
!413 = !DILocation(line: 41, column: 24, scope: !393)
!414 = !DILocation(line: 41, column: 22, scope: !393)
!415 = !DILocalVariable(name: "tile", scope: !393, file: !1, line: 42, type: !8)
!416 = !DILocation(line: 42, column: 10, scope: !393)
!417 = !DILocation(line: 42, column: 25, scope: !393)
!418 = !DILocation(line: 42, column: 17, scope: !393)
!419 = !DILocation(line: 42, column: 33, scope: !393)
!420 = !DILocation(line: 42, column: 31, scope: !393)
!421 = !DILocalVariable(name: "dest", scope: !422, file: !1, line: 43, type: !19)
!422 = distinct !DILexicalBlock(scope: !393, file: !1, line: 43, column: 3)
!423 = !DILocation(line: 43, column: 12, scope: !422)
!424 = !DILocation(line: 43, column: 8, scope: !422)
!425 = !DILocation(line: 43, column: 22, scope: !426)
!426 = distinct !DILexicalBlock(scope: !422, file: !1, line: 43, column: 3)
!427 = !DILocation(line: 43, column: 29, scope: !426)
!428 = !DILocation(line: 43, column: 27, scope: !426)
!429 = !DILocation(line: 43, column: 3, scope: !422)
!430 = !DILocalVariable(name: "r", scope: !431, file: !1, line: 44, type: !19)
!431 = distinct !DILexicalBlock(scope: !426, file: !1, line: 44, column: 5)
!432 = !DILocation(line: 44, column: 14, scope: !431)
!433 = !DILocation(line: 44, column: 10, scope: !431)
!434 = !DILocation(line: 44, column: 21, scope: !435)
!435 = distinct !DILexicalBlock(scope: !431, file: !1, line: 44, column: 5)
!436 = !DILocation(line: 44, column: 25, scope: !435)
!437 = !DILocation(line: 44, column: 23, scope: !435)
!438 = !DILocation(line: 44, column: 5, scope: !431)
!439 = !DILocalVariable(name: "c", scope: !440, file: !1, line: 45, type: !19)
!440 = distinct !DILexicalBlock(scope: !435, file: !1, line: 45, column: 7)
!441 = !DILocation(line: 45, column: 16, scope: !440)
!442 = !DILocation(line: 45, column: 12, scope: !440)
!443 = !DILocation(line: 45, column: 23, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !1, line: 45, column: 7)
!445 = !DILocation(line: 45, column: 27, scope: !444)
!446 = !DILocation(line: 45, column: 25, scope: !444)
!447 = !DILocation(line: 45, column: 7, scope: !440)
!448 = !DILocation(line: 47, column: 13, scope: !444)
!449 = !DILocation(line: 47, column: 26, scope: !444)
!450 = !DILocation(line: 47, column: 18, scope: !444)
!451 = !DILocation(line: 47, column: 30, scope: !444)
!452 = !DILocation(line: 47, column: 28, scope: !444)
!453 = !DILocation(line: 47, column: 39, scope: !444)
!454 = !DILocation(line: 47, column: 46, scope: !444)
!455 = !DILocation(line: 47, column: 44, scope: !444)
!456 = !DILocation(line: 47, column: 37, scope: !444)
!457 = !DILocation(line: 47, column: 54, scope: !444)
!458 = !DILocation(line: 47, column: 52, scope: !444)
!459 = !DILocation(line: 46, column: 9, scope: !444)
!460 = !DILocation(line: 46, column: 14, scope: !444)
!461 = !DILocation(line: 46, column: 21, scope: !444)
!462 = !DILocation(line: 46, column: 19, scope: !444)
!463 = !DILocation(line: 46, column: 36, scope: !444)
!464 = !DILocation(line: 46, column: 28, scope: !444)
!465 = !DILocation(line: 46, column: 40, scope: !444)
!466 = !DILocation(line: 46, column: 38, scope: !444)
!467 = !DILocation(line: 46, column: 26, scope: !444)
!468 = !DILocation(line: 46, column: 48, scope: !444)
!469 = !DILocation(line: 46, column: 46, scope: !444)
!470 = !DILocation(line: 46, column: 51, scope: !444)
!471 = !DILocation(line: 45, column: 35, scope: !444)
!472 = !DILocation(line: 45, column: 7, scope: !444)
!473 = distinct !{!473, !447, !474, !140}
!474 = !DILocation(line: 47, column: 55, scope: !440)
!475 = !DILocation(line: 44, column: 33, scope: !435)
!476 = !DILocation(line: 44, column: 5, scope: !435)
!477 = distinct !{!477, !438, !478, !140}
!478 = !DILocation(line: 47, column: 55, scope: !431)
!479 = !DILocation(line: 43, column: 39, scope: !426)
!480 = !DILocation(line: 43, column: 3, scope: !426)
!481 = distinct !{!481, !429, !482, !140}
!482 = !DILocation(line: 47, column: 55, scope: !422)
!483 = !DILocation(line: 48, column: 16, scope: !393)
!484 = !DILocation(line: 48, column: 27, scope: !393)
!485 = !DILocation(line: 48, column: 22, scope: !393)
!486 = !DILocation(line: 48, column: 45, scope: !393)
!487 = !DILocation(line: 48, column: 56, scope: !393)
!488 = !DILocation(line: 48, column: 51, scope: !393)
!489 = !DILocation(line: 48, column: 3, scope: !393)
!490 = !DILocalVariable(name: "src", scope: !491, file: !1, line: 52, type: !19)
!491 = distinct !DILexicalBlock(scope: !393, file: !1, line: 52, column: 3)
!492 = !DILocation(line: 52, column: 12, scope: !491)
!493 = !DILocation(line: 52, column: 8, scope: !491)
!494 = !DILocation(line: 52, column: 21, scope: !495)
!495 = distinct !DILexicalBlock(scope: !491, file: !1, line: 52, column: 3)
!496 = !DILocation(line: 52, column: 27, scope: !495)
!497 = !DILocation(line: 52, column: 25, scope: !495)
!498 = !DILocation(line: 52, column: 3, scope: !491)
!499 = !DILocalVariable(name: "r", scope: !500, file: !1, line: 53, type: !19)
!500 = distinct !DILexicalBlock(scope: !495, file: !1, line: 53, column: 5)
!501 = !DILocation(line: 53, column: 14, scope: !500)
!502 = !DILocation(line: 53, column: 10, scope: !500)
!503 = !DILocation(line: 53, column: 21, scope: !504)
!504 = distinct !DILexicalBlock(scope: !500, file: !1, line: 53, column: 5)
!505 = !DILocation(line: 53, column: 25, scope: !504)
!506 = !DILocation(line: 53, column: 23, scope: !504)
!507 = !DILocation(line: 53, column: 5, scope: !500)
!508 = !DILocalVariable(name: "c", scope: !509, file: !1, line: 54, type: !19)
!509 = distinct !DILexicalBlock(scope: !504, file: !1, line: 54, column: 7)
!510 = !DILocation(line: 54, column: 16, scope: !509)
!511 = !DILocation(line: 54, column: 12, scope: !509)
!512 = !DILocation(line: 54, column: 23, scope: !513)
!513 = distinct !DILexicalBlock(scope: !509, file: !1, line: 54, column: 7)
!514 = !DILocation(line: 54, column: 27, scope: !513)
!515 = !DILocation(line: 54, column: 25, scope: !513)
!516 = !DILocation(line: 54, column: 7, scope: !509)
!517 = !DILocation(line: 56, column: 13, scope: !513)
!518 = !DILocation(line: 56, column: 18, scope: !513)
!519 = !DILocation(line: 56, column: 24, scope: !513)
!520 = !DILocation(line: 56, column: 22, scope: !513)
!521 = !DILocation(line: 56, column: 39, scope: !513)
!522 = !DILocation(line: 56, column: 31, scope: !513)
!523 = !DILocation(line: 56, column: 43, scope: !513)
!524 = !DILocation(line: 56, column: 41, scope: !513)
!525 = !DILocation(line: 56, column: 29, scope: !513)
!526 = !DILocation(line: 56, column: 51, scope: !513)
!527 = !DILocation(line: 56, column: 49, scope: !513)
!528 = !DILocation(line: 55, column: 9, scope: !513)
!529 = !DILocation(line: 55, column: 21, scope: !513)
!530 = !DILocation(line: 55, column: 13, scope: !513)
!531 = !DILocation(line: 55, column: 25, scope: !513)
!532 = !DILocation(line: 55, column: 23, scope: !513)
!533 = !DILocation(line: 55, column: 34, scope: !513)
!534 = !DILocation(line: 55, column: 40, scope: !513)
!535 = !DILocation(line: 55, column: 38, scope: !513)
!536 = !DILocation(line: 55, column: 32, scope: !513)
!537 = !DILocation(line: 55, column: 48, scope: !513)
!538 = !DILocation(line: 55, column: 46, scope: !513)
!539 = !DILocation(line: 55, column: 51, scope: !513)
!540 = !DILocation(line: 54, column: 35, scope: !513)
!541 = !DILocation(line: 54, column: 7, scope: !513)
!542 = distinct !{!542, !516, !543, !140}
!543 = !DILocation(line: 56, column: 52, scope: !509)
!544 = !DILocation(line: 53, column: 33, scope: !504)
!545 = !DILocation(line: 53, column: 5, scope: !504)
!546 = distinct !{!546, !507, !547, !140}
!547 = !DILocation(line: 56, column: 52, scope: !500)
!548 = !DILocation(line: 52, column: 36, scope: !495)
!549 = !DILocation(line: 52, column: 3, scope: !495)
!550 = distinct !{!550, !498, !551, !140}
!551 = !DILocation(line: 56, column: 52, scope: !491)
!552 = !DILocation(line: 57, column: 1, scope: !393)
