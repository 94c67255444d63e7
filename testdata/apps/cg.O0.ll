; ModuleID = 'cg.c'
source_filename = "cg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.layout = type { i32, i32, i32, i32, i32, i32 }
%struct.csr = type { i32, i32*, i32*, double* }
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@.str = private unnamed_addr constant [39 x i8] c"iteration %3d: relative residual %.3e\0A\00", align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"cg: %d x %d grid (%d unknowns) on %d ranks\0A\00", align 1
@.str.2 = private unnamed_addr constant [52 x i8] c"%s after %d iterations: relative residual %s 1e-%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"converged\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"not converged\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.7 = private unnamed_addr constant [44 x i8] c"max error against the exact solution: %.2e\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !36 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.layout, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %struct.csr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca double*, align 8
  %20 = alloca double*, align 8
  %21 = alloca double*, align 8
  %22 = alloca double*, align 8
  %23 = alloca double*, align 8
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca i32, align 4
  %31 = alloca double, align 8
  %32 = alloca double, align 8
  %33 = alloca double, align 8
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca i32, align 4
  %37 = alloca double, align 8
  %38 = alloca double, align 8
  %39 = alloca i32, align 4
  %40 = alloca double, align 8
  %41 = alloca double, align 8
  %42 = alloca double, align 8
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !43, metadata !DIExpression()), !dbg !44
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !45, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %6, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata i32* %7, metadata !49, metadata !DIExpression()), !dbg !50
  %46 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !51
  %47 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !52
  %48 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %8, metadata !54, metadata !DIExpression()), !dbg !55
  %49 = load i32, i32* %4, align 4, !dbg !56
  %50 = load i8**, i8*** %5, align 8, !dbg !57
  %51 = call i32 @parse_count(i32 noundef %49, i8** noundef %50, i32 noundef 1, i32 noundef 24), !dbg !58
  store i32 %51, i32* %8, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %9, metadata !59, metadata !DIExpression()), !dbg !60
  %52 = load i32, i32* %4, align 4, !dbg !61
  %53 = load i8**, i8*** %5, align 8, !dbg !62
  %54 = call i32 @parse_count(i32 noundef %52, i8** noundef %53, i32 noundef 2, i32 noundef 200), !dbg !63
  store i32 %54, i32* %9, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %10, metadata !64, metadata !DIExpression()), !dbg !65
  %55 = load i32, i32* %4, align 4, !dbg !66
  %56 = load i8**, i8*** %5, align 8, !dbg !67
  %57 = call i32 @parse_count(i32 noundef %55, i8** noundef %56, i32 noundef 3, i32 noundef 8), !dbg !68
  store i32 %57, i32* %10, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata double* %11, metadata !69, metadata !DIExpression()), !dbg !70
  store double 1.000000e+00, double* %11, align 8, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %12, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %12, align 4, !dbg !73
  br label %58, !dbg !74

58:                                               ; preds = %65, %2
  %59 = load i32, i32* %12, align 4, !dbg !75
  %60 = load i32, i32* %10, align 4, !dbg !77
  %61 = icmp slt i32 %59, %60, !dbg !78
  br i1 %61, label %62, label %68, !dbg !79

62:                                               ; preds = %58
  %63 = load double, double* %11, align 8, !dbg !80
  %64 = fdiv double %63, 1.000000e+01, !dbg !80
  store double %64, double* %11, align 8, !dbg !80
  br label %65, !dbg !81

65:                                               ; preds = %62
  %66 = load i32, i32* %12, align 4, !dbg !82
  %67 = add nsw i32 %66, 1, !dbg !82
  store i32 %67, i32* %12, align 4, !dbg !82
  br label %58, !dbg !83, !llvm.loop !84

68:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata %struct.layout* %13, metadata !87, metadata !DIExpression()), !dbg !96
  %69 = load i32, i32* %8, align 4, !dbg !97
  %70 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 0, !dbg !98
  store i32 %69, i32* %70, align 4, !dbg !99
  %71 = load i32, i32* %8, align 4, !dbg !100
  %72 = load i32, i32* %7, align 4, !dbg !101
  %73 = load i32, i32* %6, align 4, !dbg !102
  %74 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 2, !dbg !103
  %75 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !104
  call void @block_range(i32 noundef %71, i32 noundef %72, i32 noundef %73, i32* noundef %74, i32* noundef %75), !dbg !105
  call void @llvm.dbg.declare(metadata i32* %14, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %15, metadata !108, metadata !DIExpression()), !dbg !109
  %76 = load i32, i32* %8, align 4, !dbg !110
  %77 = load i32, i32* %7, align 4, !dbg !111
  %78 = load i32, i32* %6, align 4, !dbg !112
  %79 = add nsw i32 %78, 1, !dbg !113
  call void @block_range(i32 noundef %76, i32 noundef %77, i32 noundef %79, i32* noundef %14, i32* noundef %15), !dbg !114
  %80 = load i32, i32* %6, align 4, !dbg !115
  %81 = icmp sgt i32 %80, 0, !dbg !116
  br i1 %81, label %82, label %89, !dbg !117

82:                                               ; preds = %68
  %83 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !118
  %84 = load i32, i32* %83, align 4, !dbg !118
  %85 = icmp sgt i32 %84, 0, !dbg !119
  br i1 %85, label %86, label %89, !dbg !115

86:                                               ; preds = %82
  %87 = load i32, i32* %6, align 4, !dbg !120
  %88 = sub nsw i32 %87, 1, !dbg !121
  br label %90, !dbg !115

89:                                               ; preds = %82, %68
  br label %90, !dbg !115

90:                                               ; preds = %89, %86
  %91 = phi i32 [ %88, %86 ], [ -1, %89 ], !dbg !115
  %92 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 3, !dbg !122
  store i32 %91, i32* %92, align 4, !dbg !123
  %93 = load i32, i32* %6, align 4, !dbg !124
  %94 = load i32, i32* %7, align 4, !dbg !125
  %95 = sub nsw i32 %94, 1, !dbg !126
  %96 = icmp slt i32 %93, %95, !dbg !127
  br i1 %96, label %97, label %107, !dbg !128

97:                                               ; preds = %90
  %98 = load i32, i32* %15, align 4, !dbg !129
  %99 = icmp sgt i32 %98, 0, !dbg !130
  br i1 %99, label %100, label %107, !dbg !131

100:                                              ; preds = %97
  %101 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !132
  %102 = load i32, i32* %101, align 4, !dbg !132
  %103 = icmp sgt i32 %102, 0, !dbg !133
  br i1 %103, label %104, label %107, !dbg !124

104:                                              ; preds = %100
  %105 = load i32, i32* %6, align 4, !dbg !134
  %106 = add nsw i32 %105, 1, !dbg !135
  br label %108, !dbg !124

107:                                              ; preds = %100, %97, %90
  br label %108, !dbg !124

108:                                              ; preds = %107, %104
  %109 = phi i32 [ %106, %104 ], [ -1, %107 ], !dbg !124
  %110 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 4, !dbg !136
  store i32 %109, i32* %110, align 4, !dbg !137
  %111 = load i32, i32* %6, align 4, !dbg !138
  %112 = srem i32 %111, 2, !dbg !139
  %113 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 5, !dbg !140
  store i32 %112, i32* %113, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata %struct.csr* %16, metadata !142, metadata !DIExpression()), !dbg !151
  call void @build_poisson(%struct.csr* sret(%struct.csr) align 8 %16, %struct.layout* noundef %13), !dbg !152
  call void @llvm.dbg.declare(metadata i32* %17, metadata !153, metadata !DIExpression()), !dbg !154
  %114 = getelementptr inbounds %struct.csr, %struct.csr* %16, i32 0, i32 0, !dbg !155
  %115 = load i32, i32* %114, align 8, !dbg !155
  store i32 %115, i32* %17, align 4, !dbg !154
  call void @llvm.dbg.declare(metadata i64* %18, metadata !156, metadata !DIExpression()), !dbg !157
  %116 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !158
  %117 = load i32, i32* %116, align 4, !dbg !158
  %118 = add nsw i32 %117, 2, !dbg !159
  %119 = sext i32 %118 to i64, !dbg !160
  %120 = load i32, i32* %8, align 4, !dbg !161
  %121 = sext i32 %120 to i64, !dbg !161
  %122 = mul i64 %119, %121, !dbg !162
  store i64 %122, i64* %18, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata double** %19, metadata !163, metadata !DIExpression()), !dbg !164
  %123 = load i32, i32* %17, align 4, !dbg !165
  %124 = sext i32 %123 to i64, !dbg !165
  %125 = mul i64 8, %124, !dbg !166
  %126 = add i64 %125, 8, !dbg !167
  %127 = call noalias i8* @malloc(i64 noundef %126) #4, !dbg !168
  %128 = bitcast i8* %127 to double*, !dbg !168
  store double* %128, double** %19, align 8, !dbg !164
  call void @llvm.dbg.declare(metadata double** %20, metadata !169, metadata !DIExpression()), !dbg !170
  %129 = load i32, i32* %17, align 4, !dbg !171
  %130 = sext i32 %129 to i64, !dbg !171
  %131 = mul i64 8, %130, !dbg !172
  %132 = add i64 %131, 8, !dbg !173
  %133 = call noalias i8* @malloc(i64 noundef %132) #4, !dbg !174
  %134 = bitcast i8* %133 to double*, !dbg !174
  store double* %134, double** %20, align 8, !dbg !170
  call void @llvm.dbg.declare(metadata double** %21, metadata !175, metadata !DIExpression()), !dbg !176
  %135 = load i32, i32* %17, align 4, !dbg !177
  %136 = sext i32 %135 to i64, !dbg !177
  %137 = mul i64 8, %136, !dbg !178
  %138 = add i64 %137, 8, !dbg !179
  %139 = call noalias i8* @malloc(i64 noundef %138) #4, !dbg !180
  %140 = bitcast i8* %139 to double*, !dbg !180
  store double* %140, double** %21, align 8, !dbg !176
  call void @llvm.dbg.declare(metadata double** %22, metadata !181, metadata !DIExpression()), !dbg !182
  %141 = load i32, i32* %17, align 4, !dbg !183
  %142 = sext i32 %141 to i64, !dbg !183
  %143 = mul i64 8, %142, !dbg !184
  %144 = add i64 %143, 8, !dbg !185
  %145 = call noalias i8* @malloc(i64 noundef %144) #4, !dbg !186
  %146 = bitcast i8* %145 to double*, !dbg !186
  store double* %146, double** %22, align 8, !dbg !182
  call void @llvm.dbg.declare(metadata double** %23, metadata !187, metadata !DIExpression()), !dbg !188
  %147 = load i64, i64* %18, align 8, !dbg !189
  %148 = mul i64 8, %147, !dbg !190
  %149 = call noalias i8* @malloc(i64 noundef %148) #4, !dbg !191
  %150 = bitcast i8* %149 to double*, !dbg !191
  store double* %150, double** %23, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i64* %24, metadata !192, metadata !DIExpression()), !dbg !194
  store i64 0, i64* %24, align 8, !dbg !194
  br label %151, !dbg !195

151:                                              ; preds = %159, %108
  %152 = load i64, i64* %24, align 8, !dbg !196
  %153 = load i64, i64* %18, align 8, !dbg !198
  %154 = icmp ult i64 %152, %153, !dbg !199
  br i1 %154, label %155, label %162, !dbg !200

155:                                              ; preds = %151
  %156 = load double*, double** %23, align 8, !dbg !201
  %157 = load i64, i64* %24, align 8, !dbg !202
  %158 = getelementptr inbounds double, double* %156, i64 %157, !dbg !201
  store double 0.000000e+00, double* %158, align 8, !dbg !203
  br label %159, !dbg !201

159:                                              ; preds = %155
  %160 = load i64, i64* %24, align 8, !dbg !204
  %161 = add i64 %160, 1, !dbg !204
  store i64 %161, i64* %24, align 8, !dbg !204
  br label %151, !dbg !205, !llvm.loop !206

162:                                              ; preds = %151
  call void @llvm.dbg.declare(metadata i32* %25, metadata !208, metadata !DIExpression()), !dbg !210
  store i32 0, i32* %25, align 4, !dbg !210
  br label %163, !dbg !211

163:                                              ; preds = %244, %162
  %164 = load i32, i32* %25, align 4, !dbg !212
  %165 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !214
  %166 = load i32, i32* %165, align 4, !dbg !214
  %167 = icmp slt i32 %164, %166, !dbg !215
  br i1 %167, label %168, label %247, !dbg !216

168:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata i32* %26, metadata !217, metadata !DIExpression()), !dbg !219
  %169 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 2, !dbg !220
  %170 = load i32, i32* %169, align 4, !dbg !220
  %171 = load i32, i32* %25, align 4, !dbg !221
  %172 = add nsw i32 %170, %171, !dbg !222
  store i32 %172, i32* %26, align 4, !dbg !219
  call void @llvm.dbg.declare(metadata i32* %27, metadata !223, metadata !DIExpression()), !dbg !225
  store i32 0, i32* %27, align 4, !dbg !225
  br label %173, !dbg !226

173:                                              ; preds = %240, %168
  %174 = load i32, i32* %27, align 4, !dbg !227
  %175 = load i32, i32* %8, align 4, !dbg !229
  %176 = icmp slt i32 %174, %175, !dbg !230
  br i1 %176, label %177, label %243, !dbg !231

177:                                              ; preds = %173
  call void @llvm.dbg.declare(metadata double* %28, metadata !232, metadata !DIExpression()), !dbg !234
  %178 = load i32, i32* %8, align 4, !dbg !235
  %179 = load i32, i32* %27, align 4, !dbg !236
  %180 = load i32, i32* %26, align 4, !dbg !237
  %181 = call double @exact_solution(i32 noundef %178, i32 noundef %179, i32 noundef %180), !dbg !238
  %182 = fmul double 4.000000e+00, %181, !dbg !239
  store double %182, double* %28, align 8, !dbg !234
  %183 = load i32, i32* %26, align 4, !dbg !240
  %184 = icmp sgt i32 %183, 0, !dbg !242
  br i1 %184, label %185, label %193, !dbg !243

185:                                              ; preds = %177
  %186 = load i32, i32* %8, align 4, !dbg !244
  %187 = load i32, i32* %27, align 4, !dbg !245
  %188 = load i32, i32* %26, align 4, !dbg !246
  %189 = sub nsw i32 %188, 1, !dbg !247
  %190 = call double @exact_solution(i32 noundef %186, i32 noundef %187, i32 noundef %189), !dbg !248
  %191 = load double, double* %28, align 8, !dbg !249
  %192 = fsub double %191, %190, !dbg !249
  store double %192, double* %28, align 8, !dbg !249
  br label %193, !dbg !250

193:                                              ; preds = %185, %177
  %194 = load i32, i32* %27, align 4, !dbg !251
  %195 = icmp sgt i32 %194, 0, !dbg !253
  br i1 %195, label %196, label %204, !dbg !254

196:                                              ; preds = %193
  %197 = load i32, i32* %8, align 4, !dbg !255
  %198 = load i32, i32* %27, align 4, !dbg !256
  %199 = sub nsw i32 %198, 1, !dbg !257
  %200 = load i32, i32* %26, align 4, !dbg !258
  %201 = call double @exact_solution(i32 noundef %197, i32 noundef %199, i32 noundef %200), !dbg !259
  %202 = load double, double* %28, align 8, !dbg !260
  %203 = fsub double %202, %201, !dbg !260
  store double %203, double* %28, align 8, !dbg !260
  br label %204, !dbg !261

204:                                              ; preds = %196, %193
  %205 = load i32, i32* %27, align 4, !dbg !262
  %206 = load i32, i32* %8, align 4, !dbg !264
  %207 = sub nsw i32 %206, 1, !dbg !265
  %208 = icmp slt i32 %205, %207, !dbg !266
  br i1 %208, label %209, label %217, !dbg !267

209:                                              ; preds = %204
  %210 = load i32, i32* %8, align 4, !dbg !268
  %211 = load i32, i32* %27, align 4, !dbg !269
  %212 = add nsw i32 %211, 1, !dbg !270
  %213 = load i32, i32* %26, align 4, !dbg !271
  %214 = call double @exact_solution(i32 noundef %210, i32 noundef %212, i32 noundef %213), !dbg !272
  %215 = load double, double* %28, align 8, !dbg !273
  %216 = fsub double %215, %214, !dbg !273
  store double %216, double* %28, align 8, !dbg !273
  br label %217, !dbg !274

217:                                              ; preds = %209, %204
  %218 = load i32, i32* %26, align 4, !dbg !275
  %219 = load i32, i32* %8, align 4, !dbg !277
  %220 = sub nsw i32 %219, 1, !dbg !278
  %221 = icmp slt i32 %218, %220, !dbg !279
  br i1 %221, label %222, label %230, !dbg !280

222:                                              ; preds = %217
  %223 = load i32, i32* %8, align 4, !dbg !281
  %224 = load i32, i32* %27, align 4, !dbg !282
  %225 = load i32, i32* %26, align 4, !dbg !283
  %226 = add nsw i32 %225, 1, !dbg !284
  %227 = call double @exact_solution(i32 noundef %223, i32 noundef %224, i32 noundef %226), !dbg !285
  %228 = load double, double* %28, align 8, !dbg !286
  %229 = fsub double %228, %227, !dbg !286
  store double %229, double* %28, align 8, !dbg !286
  br label %230, !dbg !287

230:                                              ; preds = %222, %217
  %231 = load double, double* %28, align 8, !dbg !288
  %232 = load double*, double** %22, align 8, !dbg !289
  %233 = load i32, i32* %25, align 4, !dbg !290
  %234 = load i32, i32* %8, align 4, !dbg !291
  %235 = mul nsw i32 %233, %234, !dbg !292
  %236 = load i32, i32* %27, align 4, !dbg !293
  %237 = add nsw i32 %235, %236, !dbg !294
  %238 = sext i32 %237 to i64, !dbg !289
  %239 = getelementptr inbounds double, double* %232, i64 %238, !dbg !289
  store double %231, double* %239, align 8, !dbg !295
  br label %240, !dbg !296

240:                                              ; preds = %230
  %241 = load i32, i32* %27, align 4, !dbg !297
  %242 = add nsw i32 %241, 1, !dbg !297
  store i32 %242, i32* %27, align 4, !dbg !297
  br label %173, !dbg !298, !llvm.loop !299

243:                                              ; preds = %173
  br label %244, !dbg !301

244:                                              ; preds = %243
  %245 = load i32, i32* %25, align 4, !dbg !302
  %246 = add nsw i32 %245, 1, !dbg !302
  store i32 %246, i32* %25, align 4, !dbg !302
  br label %163, !dbg !303, !llvm.loop !304

247:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata double* %29, metadata !306, metadata !DIExpression()), !dbg !307
  %248 = call double @MPI_Wtime(), !dbg !308
  store double %248, double* %29, align 8, !dbg !307
  call void @llvm.dbg.declare(metadata i32* %30, metadata !309, metadata !DIExpression()), !dbg !311
  store i32 0, i32* %30, align 4, !dbg !311
  br label %249, !dbg !312

249:                                              ; preds = %278, %247
  %250 = load i32, i32* %30, align 4, !dbg !313
  %251 = load i32, i32* %17, align 4, !dbg !315
  %252 = icmp slt i32 %250, %251, !dbg !316
  br i1 %252, label %253, label %281, !dbg !317

253:                                              ; preds = %249
  %254 = load double*, double** %19, align 8, !dbg !318
  %255 = load i32, i32* %30, align 4, !dbg !320
  %256 = sext i32 %255 to i64, !dbg !318
  %257 = getelementptr inbounds double, double* %254, i64 %256, !dbg !318
  store double 0.000000e+00, double* %257, align 8, !dbg !321
  %258 = load double*, double** %22, align 8, !dbg !322
  %259 = load i32, i32* %30, align 4, !dbg !323
  %260 = sext i32 %259 to i64, !dbg !322
  %261 = getelementptr inbounds double, double* %258, i64 %260, !dbg !322
  %262 = load double, double* %261, align 8, !dbg !322
  %263 = load double*, double** %20, align 8, !dbg !324
  %264 = load i32, i32* %30, align 4, !dbg !325
  %265 = sext i32 %264 to i64, !dbg !324
  %266 = getelementptr inbounds double, double* %263, i64 %265, !dbg !324
  store double %262, double* %266, align 8, !dbg !326
  %267 = load double*, double** %20, align 8, !dbg !327
  %268 = load i32, i32* %30, align 4, !dbg !328
  %269 = sext i32 %268 to i64, !dbg !327
  %270 = getelementptr inbounds double, double* %267, i64 %269, !dbg !327
  %271 = load double, double* %270, align 8, !dbg !327
  %272 = load double*, double** %23, align 8, !dbg !329
  %273 = load i32, i32* %8, align 4, !dbg !330
  %274 = load i32, i32* %30, align 4, !dbg !331
  %275 = add nsw i32 %273, %274, !dbg !332
  %276 = sext i32 %275 to i64, !dbg !329
  %277 = getelementptr inbounds double, double* %272, i64 %276, !dbg !329
  store double %271, double* %277, align 8, !dbg !333
  br label %278, !dbg !334

278:                                              ; preds = %253
  %279 = load i32, i32* %30, align 4, !dbg !335
  %280 = add nsw i32 %279, 1, !dbg !335
  store i32 %280, i32* %30, align 4, !dbg !335
  br label %249, !dbg !336, !llvm.loop !337

281:                                              ; preds = %249
  call void @llvm.dbg.declare(metadata double* %31, metadata !339, metadata !DIExpression()), !dbg !340
  %282 = load i32, i32* %17, align 4, !dbg !341
  %283 = load double*, double** %22, align 8, !dbg !342
  %284 = load double*, double** %22, align 8, !dbg !343
  %285 = call double @dot(i32 noundef %282, double* noundef %283, double* noundef %284), !dbg !344
  store double %285, double* %31, align 8, !dbg !340
  call void @llvm.dbg.declare(metadata double* %32, metadata !345, metadata !DIExpression()), !dbg !346
  %286 = load double, double* %31, align 8, !dbg !347
  store double %286, double* %32, align 8, !dbg !346
  call void @llvm.dbg.declare(metadata double* %33, metadata !348, metadata !DIExpression()), !dbg !349
  store double 1.000000e+00, double* %33, align 8, !dbg !349
  call void @llvm.dbg.declare(metadata i32* %34, metadata !350, metadata !DIExpression()), !dbg !351
  store i32 0, i32* %34, align 4, !dbg !351
  br label %287, !dbg !352

287:                                              ; preds = %399, %281
  %288 = load i32, i32* %34, align 4, !dbg !353
  %289 = load i32, i32* %9, align 4, !dbg !354
  %290 = icmp slt i32 %288, %289, !dbg !355
  br i1 %290, label %291, label %295, !dbg !356

291:                                              ; preds = %287
  %292 = load double, double* %33, align 8, !dbg !357
  %293 = load double, double* %11, align 8, !dbg !358
  %294 = fcmp ogt double %292, %293, !dbg !359
  br label %295

295:                                              ; preds = %291, %287
  %296 = phi i1 [ false, %287 ], [ %294, %291 ], !dbg !360
  br i1 %296, label %297, label %400, !dbg !352

297:                                              ; preds = %295
  %298 = load i32, i32* %34, align 4, !dbg !361
  %299 = add nsw i32 %298, 1, !dbg !361
  store i32 %299, i32* %34, align 4, !dbg !361
  %300 = load double*, double** %23, align 8, !dbg !363
  call void @exchange_halo(%struct.layout* noundef %13, double* noundef %300), !dbg !364
  %301 = load double*, double** %23, align 8, !dbg !365
  %302 = load double*, double** %21, align 8, !dbg !366
  call void @multiply(%struct.csr* noundef %16, double* noundef %301, double* noundef %302), !dbg !367
  call void @llvm.dbg.declare(metadata double* %35, metadata !368, metadata !DIExpression()), !dbg !369
  %303 = load double, double* %32, align 8, !dbg !370
  %304 = load i32, i32* %17, align 4, !dbg !371
  %305 = load double*, double** %23, align 8, !dbg !372
  %306 = load i32, i32* %8, align 4, !dbg !373
  %307 = sext i32 %306 to i64, !dbg !374
  %308 = getelementptr inbounds double, double* %305, i64 %307, !dbg !374
  %309 = load double*, double** %21, align 8, !dbg !375
  %310 = call double @dot(i32 noundef %304, double* noundef %308, double* noundef %309), !dbg !376
  %311 = fdiv double %303, %310, !dbg !377
  store double %311, double* %35, align 8, !dbg !369
  call void @llvm.dbg.declare(metadata i32* %36, metadata !378, metadata !DIExpression()), !dbg !380
  store i32 0, i32* %36, align 4, !dbg !380
  br label %312, !dbg !381

312:                                              ; preds = %344, %297
  %313 = load i32, i32* %36, align 4, !dbg !382
  %314 = load i32, i32* %17, align 4, !dbg !384
  %315 = icmp slt i32 %313, %314, !dbg !385
  br i1 %315, label %316, label %347, !dbg !386

316:                                              ; preds = %312
  %317 = load double, double* %35, align 8, !dbg !387
  %318 = load double*, double** %23, align 8, !dbg !389
  %319 = load i32, i32* %8, align 4, !dbg !390
  %320 = load i32, i32* %36, align 4, !dbg !391
  %321 = add nsw i32 %319, %320, !dbg !392
  %322 = sext i32 %321 to i64, !dbg !389
  %323 = getelementptr inbounds double, double* %318, i64 %322, !dbg !389
  %324 = load double, double* %323, align 8, !dbg !389
  %325 = load double*, double** %19, align 8, !dbg !393
  %326 = load i32, i32* %36, align 4, !dbg !394
  %327 = sext i32 %326 to i64, !dbg !393
  %328 = getelementptr inbounds double, double* %325, i64 %327, !dbg !393
  %329 = load double, double* %328, align 8, !dbg !395
  %330 = call double @llvm.fmuladd.f64(double %317, double %324, double %329), !dbg !395
  store double %330, double* %328, align 8, !dbg !395
  %331 = load double, double* %35, align 8, !dbg !396
  %332 = load double*, double** %21, align 8, !dbg !397
  %333 = load i32, i32* %36, align 4, !dbg !398
  %334 = sext i32 %333 to i64, !dbg !397
  %335 = getelementptr inbounds double, double* %332, i64 %334, !dbg !397
  %336 = load double, double* %335, align 8, !dbg !397
  %337 = load double*, double** %20, align 8, !dbg !399
  %338 = load i32, i32* %36, align 4, !dbg !400
  %339 = sext i32 %338 to i64, !dbg !399
  %340 = getelementptr inbounds double, double* %337, i64 %339, !dbg !399
  %341 = load double, double* %340, align 8, !dbg !401
  %342 = fneg double %331, !dbg !401
  %343 = call double @llvm.fmuladd.f64(double %342, double %336, double %341), !dbg !401
  store double %343, double* %340, align 8, !dbg !401
  br label %344, !dbg !402

344:                                              ; preds = %316
  %345 = load i32, i32* %36, align 4, !dbg !403
  %346 = add nsw i32 %345, 1, !dbg !403
  store i32 %346, i32* %36, align 4, !dbg !403
  br label %312, !dbg !404, !llvm.loop !405

347:                                              ; preds = %312
  call void @llvm.dbg.declare(metadata double* %37, metadata !407, metadata !DIExpression()), !dbg !408
  %348 = load i32, i32* %17, align 4, !dbg !409
  %349 = load double*, double** %20, align 8, !dbg !410
  %350 = load double*, double** %20, align 8, !dbg !411
  %351 = call double @dot(i32 noundef %348, double* noundef %349, double* noundef %350), !dbg !412
  store double %351, double* %37, align 8, !dbg !408
  %352 = load double, double* %37, align 8, !dbg !413
  %353 = load double, double* %31, align 8, !dbg !414
  %354 = fdiv double %352, %353, !dbg !415
  %355 = call double @sqrt(double noundef %354) #4, !dbg !416
  store double %355, double* %33, align 8, !dbg !417
  call void @llvm.dbg.declare(metadata double* %38, metadata !418, metadata !DIExpression()), !dbg !419
  %356 = load double, double* %37, align 8, !dbg !420
  %357 = load double, double* %32, align 8, !dbg !421
  %358 = fdiv double %356, %357, !dbg !422
  store double %358, double* %38, align 8, !dbg !419
  %359 = load double, double* %37, align 8, !dbg !423
  store double %359, double* %32, align 8, !dbg !424
  call void @llvm.dbg.declare(metadata i32* %39, metadata !425, metadata !DIExpression()), !dbg !427
  store i32 0, i32* %39, align 4, !dbg !427
  br label %360, !dbg !428

360:                                              ; preds = %385, %347
  %361 = load i32, i32* %39, align 4, !dbg !429
  %362 = load i32, i32* %17, align 4, !dbg !431
  %363 = icmp slt i32 %361, %362, !dbg !432
  br i1 %363, label %364, label %388, !dbg !433

364:                                              ; preds = %360
  %365 = load double*, double** %20, align 8, !dbg !434
  %366 = load i32, i32* %39, align 4, !dbg !435
  %367 = sext i32 %366 to i64, !dbg !434
  %368 = getelementptr inbounds double, double* %365, i64 %367, !dbg !434
  %369 = load double, double* %368, align 8, !dbg !434
  %370 = load double, double* %38, align 8, !dbg !436
  %371 = load double*, double** %23, align 8, !dbg !437
  %372 = load i32, i32* %8, align 4, !dbg !438
  %373 = load i32, i32* %39, align 4, !dbg !439
  %374 = add nsw i32 %372, %373, !dbg !440
  %375 = sext i32 %374 to i64, !dbg !437
  %376 = getelementptr inbounds double, double* %371, i64 %375, !dbg !437
  %377 = load double, double* %376, align 8, !dbg !437
  %378 = call double @llvm.fmuladd.f64(double %370, double %377, double %369), !dbg !441
  %379 = load double*, double** %23, align 8, !dbg !442
  %380 = load i32, i32* %8, align 4, !dbg !443
  %381 = load i32, i32* %39, align 4, !dbg !444
  %382 = add nsw i32 %380, %381, !dbg !445
  %383 = sext i32 %382 to i64, !dbg !442
  %384 = getelementptr inbounds double, double* %379, i64 %383, !dbg !442
  store double %378, double* %384, align 8, !dbg !446
  br label %385, !dbg !442

385:                                              ; preds = %364
  %386 = load i32, i32* %39, align 4, !dbg !447
  %387 = add nsw i32 %386, 1, !dbg !447
  store i32 %387, i32* %39, align 4, !dbg !447
  br label %360, !dbg !448, !llvm.loop !449

388:                                              ; preds = %360
  %389 = load i32, i32* %6, align 4, !dbg !451
  %390 = icmp eq i32 %389, 0, !dbg !453
  br i1 %390, label %391, label %399, !dbg !454

391:                                              ; preds = %388
  %392 = load i32, i32* %34, align 4, !dbg !455
  %393 = srem i32 %392, 10, !dbg !456
  %394 = icmp eq i32 %393, 0, !dbg !457
  br i1 %394, label %395, label %399, !dbg !458

395:                                              ; preds = %391
  %396 = load i32, i32* %34, align 4, !dbg !459
  %397 = load double, double* %33, align 8, !dbg !460
  %398 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str, i64 0, i64 0), i32 noundef %396, double noundef %397), !dbg !461
  br label %399, !dbg !461

399:                                              ; preds = %395, %391, %388
  br label %287, !dbg !352, !llvm.loop !462

400:                                              ; preds = %295
  call void @llvm.dbg.declare(metadata double* %40, metadata !464, metadata !DIExpression()), !dbg !465
  %401 = call double @MPI_Wtime(), !dbg !466
  %402 = load double, double* %29, align 8, !dbg !467
  %403 = fsub double %401, %402, !dbg !468
  store double %403, double* %40, align 8, !dbg !465
  call void @llvm.dbg.declare(metadata double* %41, metadata !469, metadata !DIExpression()), !dbg !470
  store double 0.000000e+00, double* %41, align 8, !dbg !470
  call void @llvm.dbg.declare(metadata double* %42, metadata !471, metadata !DIExpression()), !dbg !472
  store double 0.000000e+00, double* %42, align 8, !dbg !472
  call void @llvm.dbg.declare(metadata i32* %43, metadata !473, metadata !DIExpression()), !dbg !475
  store i32 0, i32* %43, align 4, !dbg !475
  br label %404, !dbg !476

404:                                              ; preds = %443, %400
  %405 = load i32, i32* %43, align 4, !dbg !477
  %406 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 1, !dbg !479
  %407 = load i32, i32* %406, align 4, !dbg !479
  %408 = icmp slt i32 %405, %407, !dbg !480
  br i1 %408, label %409, label %446, !dbg !481

409:                                              ; preds = %404
  call void @llvm.dbg.declare(metadata i32* %44, metadata !482, metadata !DIExpression()), !dbg !484
  store i32 0, i32* %44, align 4, !dbg !484
  br label %410, !dbg !485

410:                                              ; preds = %439, %409
  %411 = load i32, i32* %44, align 4, !dbg !486
  %412 = load i32, i32* %8, align 4, !dbg !488
  %413 = icmp slt i32 %411, %412, !dbg !489
  br i1 %413, label %414, label %442, !dbg !490

414:                                              ; preds = %410
  call void @llvm.dbg.declare(metadata double* %45, metadata !491, metadata !DIExpression()), !dbg !493
  %415 = load double*, double** %19, align 8, !dbg !494
  %416 = load i32, i32* %43, align 4, !dbg !495
  %417 = load i32, i32* %8, align 4, !dbg !496
  %418 = mul nsw i32 %416, %417, !dbg !497
  %419 = load i32, i32* %44, align 4, !dbg !498
  %420 = add nsw i32 %418, %419, !dbg !499
  %421 = sext i32 %420 to i64, !dbg !494
  %422 = getelementptr inbounds double, double* %415, i64 %421, !dbg !494
  %423 = load double, double* %422, align 8, !dbg !494
  %424 = load i32, i32* %8, align 4, !dbg !500
  %425 = load i32, i32* %44, align 4, !dbg !501
  %426 = getelementptr inbounds %struct.layout, %struct.layout* %13, i32 0, i32 2, !dbg !502
  %427 = load i32, i32* %426, align 4, !dbg !502
  %428 = load i32, i32* %43, align 4, !dbg !503
  %429 = add nsw i32 %427, %428, !dbg !504
  %430 = call double @exact_solution(i32 noundef %424, i32 noundef %425, i32 noundef %429), !dbg !505
  %431 = fsub double %423, %430, !dbg !506
  %432 = call double @llvm.fabs.f64(double %431), !dbg !507
  store double %432, double* %45, align 8, !dbg !493
  %433 = load double, double* %45, align 8, !dbg !508
  %434 = load double, double* %41, align 8, !dbg !510
  %435 = fcmp ogt double %433, %434, !dbg !511
  br i1 %435, label %436, label %438, !dbg !512

436:                                              ; preds = %414
  %437 = load double, double* %45, align 8, !dbg !513
  store double %437, double* %41, align 8, !dbg !514
  br label %438, !dbg !515

438:                                              ; preds = %436, %414
  br label %439, !dbg !516

439:                                              ; preds = %438
  %440 = load i32, i32* %44, align 4, !dbg !517
  %441 = add nsw i32 %440, 1, !dbg !517
  store i32 %441, i32* %44, align 4, !dbg !517
  br label %410, !dbg !518, !llvm.loop !519

442:                                              ; preds = %410
  br label %443, !dbg !520

443:                                              ; preds = %442
  %444 = load i32, i32* %43, align 4, !dbg !521
  %445 = add nsw i32 %444, 1, !dbg !521
  store i32 %445, i32* %43, align 4, !dbg !521
  br label %404, !dbg !522, !llvm.loop !523

446:                                              ; preds = %404
  %447 = bitcast double* %41 to i8*, !dbg !525
  %448 = bitcast double* %42 to i8*, !dbg !526
  %449 = call i32 @MPI_Reduce(i8* noundef %447, i8* noundef %448, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !527
  %450 = load i32, i32* %6, align 4, !dbg !528
  %451 = icmp eq i32 %450, 0, !dbg !530
  br i1 %451, label %452, label %477, !dbg !531

452:                                              ; preds = %446
  %453 = load i32, i32* %8, align 4, !dbg !532
  %454 = load i32, i32* %8, align 4, !dbg !534
  %455 = load i32, i32* %8, align 4, !dbg !535
  %456 = load i32, i32* %8, align 4, !dbg !536
  %457 = mul nsw i32 %455, %456, !dbg !537
  %458 = load i32, i32* %7, align 4, !dbg !538
  %459 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.1, i64 0, i64 0), i32 noundef %453, i32 noundef %454, i32 noundef %457, i32 noundef %458), !dbg !539
  %460 = load double, double* %33, align 8, !dbg !540
  %461 = load double, double* %11, align 8, !dbg !541
  %462 = fcmp ole double %460, %461, !dbg !542
  %463 = zext i1 %462 to i64, !dbg !540
  %464 = select i1 %462, i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), !dbg !540
  %465 = load i32, i32* %34, align 4, !dbg !543
  %466 = load double, double* %33, align 8, !dbg !544
  %467 = load double, double* %11, align 8, !dbg !545
  %468 = fcmp ole double %466, %467, !dbg !546
  %469 = zext i1 %468 to i64, !dbg !544
  %470 = select i1 %468, i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i64 0, i64 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0), !dbg !544
  %471 = load i32, i32* %10, align 4, !dbg !547
  %472 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([52 x i8], [52 x i8]* @.str.2, i64 0, i64 0), i8* noundef %464, i32 noundef %465, i8* noundef %470, i32 noundef %471), !dbg !548
  %473 = load double, double* %42, align 8, !dbg !549
  %474 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @.str.7, i64 0, i64 0), double noundef %473), !dbg !550
  %475 = load double, double* %40, align 8, !dbg !551
  %476 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.8, i64 0, i64 0), double noundef %475), !dbg !552
  br label %477, !dbg !553

477:                                              ; preds = %452, %446
  %478 = load double*, double** %19, align 8, !dbg !554
  %479 = bitcast double* %478 to i8*, !dbg !554
  call void @free(i8* noundef %479) #4, !dbg !555
  %480 = load double*, double** %20, align 8, !dbg !556
  %481 = bitcast double* %480 to i8*, !dbg !556
  call void @free(i8* noundef %481) #4, !dbg !557
  %482 = load double*, double** %21, align 8, !dbg !558
  %483 = bitcast double* %482 to i8*, !dbg !558
  call void @free(i8* noundef %483) #4, !dbg !559
  %484 = load double*, double** %22, align 8, !dbg !560
  %485 = bitcast double* %484 to i8*, !dbg !560
  call void @free(i8* noundef %485) #4, !dbg !561
  %486 = load double*, double** %23, align 8, !dbg !562
  %487 = bitcast double* %486 to i8*, !dbg !562
  call void @free(i8* noundef %487) #4, !dbg !563
  %488 = getelementptr inbounds %struct.csr, %struct.csr* %16, i32 0, i32 1, !dbg !564
  %489 = load i32*, i32** %488, align 8, !dbg !564
  %490 = bitcast i32* %489 to i8*, !dbg !565
  call void @free(i8* noundef %490) #4, !dbg !566
  %491 = getelementptr inbounds %struct.csr, %struct.csr* %16, i32 0, i32 2, !dbg !567
  %492 = load i32*, i32** %491, align 8, !dbg !567
  %493 = bitcast i32* %492 to i8*, !dbg !568
  call void @free(i8* noundef %493) #4, !dbg !569
  %494 = getelementptr inbounds %struct.csr, %struct.csr* %16, i32 0, i32 3, !dbg !570
  %495 = load double*, double** %494, align 8, !dbg !570
  %496 = bitcast double* %495 to i8*, !dbg !571
  call void @free(i8* noundef %496) #4, !dbg !572
  %497 = call i32 @MPI_Finalize(), !dbg !573
  ret i32 0, !dbg !574
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !575 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !578, metadata !DIExpression()), !dbg !579
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !580, metadata !DIExpression()), !dbg !581
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !582, metadata !DIExpression()), !dbg !583
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !584, metadata !DIExpression()), !dbg !585
  %12 = load i32, i32* %8, align 4, !dbg !586
  %13 = load i32, i32* %6, align 4, !dbg !588
  %14 = icmp sge i32 %12, %13, !dbg !589
  br i1 %14, label %15, label %17, !dbg !590

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !591
  store i32 %16, i32* %5, align 4, !dbg !592
  br label %59, !dbg !592

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !593, metadata !DIExpression()), !dbg !596
  %18 = load i8**, i8*** %7, align 8, !dbg !597
  %19 = load i32, i32* %8, align 4, !dbg !598
  %20 = sext i32 %19 to i64, !dbg !597
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !597
  %22 = load i8*, i8** %21, align 8, !dbg !597
  store i8* %22, i8** %10, align 8, !dbg !596
  call void @llvm.dbg.declare(metadata i32* %11, metadata !599, metadata !DIExpression()), !dbg !600
  store i32 0, i32* %11, align 4, !dbg !600
  %23 = load i8*, i8** %10, align 8, !dbg !601
  %24 = load i8, i8* %23, align 1, !dbg !603
  %25 = sext i8 %24 to i32, !dbg !603
  %26 = icmp eq i32 %25, 0, !dbg !604
  br i1 %26, label %27, label %29, !dbg !605

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !606
  store i32 %28, i32* %5, align 4, !dbg !607
  br label %59, !dbg !607

29:                                               ; preds = %17
  br label %30, !dbg !608

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !609
  %32 = load i8, i8* %31, align 1, !dbg !612
  %33 = icmp ne i8 %32, 0, !dbg !613
  br i1 %33, label %34, label %57, !dbg !613

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !614
  %36 = load i8, i8* %35, align 1, !dbg !617
  %37 = sext i8 %36 to i32, !dbg !617
  %38 = icmp slt i32 %37, 48, !dbg !618
  br i1 %38, label %44, label %39, !dbg !619

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !620
  %41 = load i8, i8* %40, align 1, !dbg !621
  %42 = sext i8 %41 to i32, !dbg !621
  %43 = icmp sgt i32 %42, 57, !dbg !622
  br i1 %43, label %44, label %46, !dbg !623

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !624
  store i32 %45, i32* %5, align 4, !dbg !625
  br label %59, !dbg !625

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !626
  %48 = mul nsw i32 %47, 10, !dbg !627
  %49 = load i8*, i8** %10, align 8, !dbg !628
  %50 = load i8, i8* %49, align 1, !dbg !629
  %51 = sext i8 %50 to i32, !dbg !629
  %52 = sub nsw i32 %51, 48, !dbg !630
  %53 = add nsw i32 %48, %52, !dbg !631
  store i32 %53, i32* %11, align 4, !dbg !632
  br label %54, !dbg !633

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !634
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !634
  store i8* %56, i8** %10, align 8, !dbg !634
  br label %30, !dbg !635, !llvm.loop !636

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !638
  store i32 %58, i32* %5, align 4, !dbg !639
  br label %59, !dbg !639

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !640
  ret i32 %60, !dbg !640
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block_range(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32* noundef %3, i32* noundef %4) #0 !dbg !641 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !644, metadata !DIExpression()), !dbg !645
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !646, metadata !DIExpression()), !dbg !647
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !648, metadata !DIExpression()), !dbg !649
  store i32* %3, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !650, metadata !DIExpression()), !dbg !651
  store i32* %4, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !652, metadata !DIExpression()), !dbg !653
  call void @llvm.dbg.declare(metadata i32* %11, metadata !654, metadata !DIExpression()), !dbg !655
  %13 = load i32, i32* %6, align 4, !dbg !656
  %14 = load i32, i32* %7, align 4, !dbg !657
  %15 = sdiv i32 %13, %14, !dbg !658
  store i32 %15, i32* %11, align 4, !dbg !655
  call void @llvm.dbg.declare(metadata i32* %12, metadata !659, metadata !DIExpression()), !dbg !660
  %16 = load i32, i32* %6, align 4, !dbg !661
  %17 = load i32, i32* %7, align 4, !dbg !662
  %18 = srem i32 %16, %17, !dbg !663
  store i32 %18, i32* %12, align 4, !dbg !660
  %19 = load i32, i32* %11, align 4, !dbg !664
  %20 = load i32, i32* %8, align 4, !dbg !665
  %21 = load i32, i32* %12, align 4, !dbg !666
  %22 = icmp slt i32 %20, %21, !dbg !667
  %23 = zext i1 %22 to i64, !dbg !665
  %24 = select i1 %22, i32 1, i32 0, !dbg !665
  %25 = add nsw i32 %19, %24, !dbg !668
  %26 = load i32*, i32** %10, align 8, !dbg !669
  store i32 %25, i32* %26, align 4, !dbg !670
  %27 = load i32, i32* %8, align 4, !dbg !671
  %28 = load i32, i32* %11, align 4, !dbg !672
  %29 = mul nsw i32 %27, %28, !dbg !673
  %30 = load i32, i32* %8, align 4, !dbg !674
  %31 = load i32, i32* %12, align 4, !dbg !675
  %32 = icmp slt i32 %30, %31, !dbg !676
  br i1 %32, label %33, label %35, !dbg !674

33:                                               ; preds = %5
  %34 = load i32, i32* %8, align 4, !dbg !677
  br label %37, !dbg !674

35:                                               ; preds = %5
  %36 = load i32, i32* %12, align 4, !dbg !678
  br label %37, !dbg !674

37:                                               ; preds = %35, %33
  %38 = phi i32 [ %34, %33 ], [ %36, %35 ], !dbg !674
  %39 = add nsw i32 %29, %38, !dbg !679
  %40 = load i32*, i32** %9, align 8, !dbg !680
  store i32 %39, i32* %40, align 4, !dbg !681
  ret void, !dbg !682
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build_poisson(%struct.csr* noalias sret(%struct.csr) align 8 %0, %struct.layout* noundef %1) #0 !dbg !683 {
  %3 = alloca %struct.layout*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.layout* %1, %struct.layout** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.layout** %3, metadata !688, metadata !DIExpression()), !dbg !689
  call void @llvm.dbg.declare(metadata i32* %4, metadata !690, metadata !DIExpression()), !dbg !691
  %11 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !692
  %12 = getelementptr inbounds %struct.layout, %struct.layout* %11, i32 0, i32 0, !dbg !693
  %13 = load i32, i32* %12, align 4, !dbg !693
  store i32 %13, i32* %4, align 4, !dbg !691
  call void @llvm.dbg.declare(metadata i32* %5, metadata !694, metadata !DIExpression()), !dbg !695
  %14 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !696
  %15 = getelementptr inbounds %struct.layout, %struct.layout* %14, i32 0, i32 1, !dbg !697
  %16 = load i32, i32* %15, align 4, !dbg !697
  %17 = load i32, i32* %4, align 4, !dbg !698
  %18 = mul nsw i32 %16, %17, !dbg !699
  store i32 %18, i32* %5, align 4, !dbg !695
  call void @llvm.dbg.declare(metadata %struct.csr* %0, metadata !700, metadata !DIExpression()), !dbg !701
  %19 = load i32, i32* %5, align 4, !dbg !702
  %20 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 0, !dbg !703
  store i32 %19, i32* %20, align 8, !dbg !704
  %21 = load i32, i32* %5, align 4, !dbg !705
  %22 = add nsw i32 %21, 1, !dbg !706
  %23 = sext i32 %22 to i64, !dbg !707
  %24 = mul i64 4, %23, !dbg !708
  %25 = call noalias i8* @malloc(i64 noundef %24) #4, !dbg !709
  %26 = bitcast i8* %25 to i32*, !dbg !709
  %27 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !710
  store i32* %26, i32** %27, align 8, !dbg !711
  %28 = load i32, i32* %5, align 4, !dbg !712
  %29 = mul nsw i32 5, %28, !dbg !713
  %30 = add nsw i32 %29, 1, !dbg !714
  %31 = sext i32 %30 to i64, !dbg !715
  %32 = mul i64 4, %31, !dbg !716
  %33 = call noalias i8* @malloc(i64 noundef %32) #4, !dbg !717
  %34 = bitcast i8* %33 to i32*, !dbg !717
  %35 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !718
  store i32* %34, i32** %35, align 8, !dbg !719
  %36 = load i32, i32* %5, align 4, !dbg !720
  %37 = mul nsw i32 5, %36, !dbg !721
  %38 = add nsw i32 %37, 1, !dbg !722
  %39 = sext i32 %38 to i64, !dbg !723
  %40 = mul i64 8, %39, !dbg !724
  %41 = call noalias i8* @malloc(i64 noundef %40) #4, !dbg !725
  %42 = bitcast i8* %41 to double*, !dbg !725
  %43 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !726
  store double* %42, double** %43, align 8, !dbg !727
  call void @llvm.dbg.declare(metadata i32* %6, metadata !728, metadata !DIExpression()), !dbg !729
  store i32 0, i32* %6, align 4, !dbg !729
  call void @llvm.dbg.declare(metadata i32* %7, metadata !730, metadata !DIExpression()), !dbg !732
  store i32 0, i32* %7, align 4, !dbg !732
  br label %44, !dbg !733

44:                                               ; preds = %167, %2
  %45 = load i32, i32* %7, align 4, !dbg !734
  %46 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !736
  %47 = getelementptr inbounds %struct.layout, %struct.layout* %46, i32 0, i32 1, !dbg !737
  %48 = load i32, i32* %47, align 4, !dbg !737
  %49 = icmp slt i32 %45, %48, !dbg !738
  br i1 %49, label %50, label %170, !dbg !739

50:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata i32* %8, metadata !740, metadata !DIExpression()), !dbg !742
  %51 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !743
  %52 = getelementptr inbounds %struct.layout, %struct.layout* %51, i32 0, i32 2, !dbg !744
  %53 = load i32, i32* %52, align 4, !dbg !744
  %54 = load i32, i32* %7, align 4, !dbg !745
  %55 = add nsw i32 %53, %54, !dbg !746
  store i32 %55, i32* %8, align 4, !dbg !742
  call void @llvm.dbg.declare(metadata i32* %9, metadata !747, metadata !DIExpression()), !dbg !749
  store i32 0, i32* %9, align 4, !dbg !749
  br label %56, !dbg !750

56:                                               ; preds = %163, %50
  %57 = load i32, i32* %9, align 4, !dbg !751
  %58 = load i32, i32* %4, align 4, !dbg !753
  %59 = icmp slt i32 %57, %58, !dbg !754
  br i1 %59, label %60, label %166, !dbg !755

60:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata i32* %10, metadata !756, metadata !DIExpression()), !dbg !758
  %61 = load i32, i32* %7, align 4, !dbg !759
  %62 = add nsw i32 %61, 1, !dbg !760
  %63 = load i32, i32* %4, align 4, !dbg !761
  %64 = mul nsw i32 %62, %63, !dbg !762
  %65 = load i32, i32* %9, align 4, !dbg !763
  %66 = add nsw i32 %64, %65, !dbg !764
  store i32 %66, i32* %10, align 4, !dbg !758
  %67 = load i32, i32* %6, align 4, !dbg !765
  %68 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !766
  %69 = load i32*, i32** %68, align 8, !dbg !766
  %70 = load i32, i32* %7, align 4, !dbg !767
  %71 = load i32, i32* %4, align 4, !dbg !768
  %72 = mul nsw i32 %70, %71, !dbg !769
  %73 = load i32, i32* %9, align 4, !dbg !770
  %74 = add nsw i32 %72, %73, !dbg !771
  %75 = sext i32 %74 to i64, !dbg !772
  %76 = getelementptr inbounds i32, i32* %69, i64 %75, !dbg !772
  store i32 %67, i32* %76, align 4, !dbg !773
  %77 = load i32, i32* %8, align 4, !dbg !774
  %78 = icmp sgt i32 %77, 0, !dbg !776
  br i1 %78, label %79, label %94, !dbg !777

79:                                               ; preds = %60
  %80 = load i32, i32* %10, align 4, !dbg !778
  %81 = load i32, i32* %4, align 4, !dbg !780
  %82 = sub nsw i32 %80, %81, !dbg !781
  %83 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !782
  %84 = load i32*, i32** %83, align 8, !dbg !782
  %85 = load i32, i32* %6, align 4, !dbg !783
  %86 = sext i32 %85 to i64, !dbg !784
  %87 = getelementptr inbounds i32, i32* %84, i64 %86, !dbg !784
  store i32 %82, i32* %87, align 4, !dbg !785
  %88 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !786
  %89 = load double*, double** %88, align 8, !dbg !786
  %90 = load i32, i32* %6, align 4, !dbg !787
  %91 = add nsw i32 %90, 1, !dbg !787
  store i32 %91, i32* %6, align 4, !dbg !787
  %92 = sext i32 %90 to i64, !dbg !788
  %93 = getelementptr inbounds double, double* %89, i64 %92, !dbg !788
  store double -1.000000e+00, double* %93, align 8, !dbg !789
  br label %94, !dbg !790

94:                                               ; preds = %79, %60
  %95 = load i32, i32* %9, align 4, !dbg !791
  %96 = icmp sgt i32 %95, 0, !dbg !793
  br i1 %96, label %97, label %111, !dbg !794

97:                                               ; preds = %94
  %98 = load i32, i32* %10, align 4, !dbg !795
  %99 = sub nsw i32 %98, 1, !dbg !797
  %100 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !798
  %101 = load i32*, i32** %100, align 8, !dbg !798
  %102 = load i32, i32* %6, align 4, !dbg !799
  %103 = sext i32 %102 to i64, !dbg !800
  %104 = getelementptr inbounds i32, i32* %101, i64 %103, !dbg !800
  store i32 %99, i32* %104, align 4, !dbg !801
  %105 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !802
  %106 = load double*, double** %105, align 8, !dbg !802
  %107 = load i32, i32* %6, align 4, !dbg !803
  %108 = add nsw i32 %107, 1, !dbg !803
  store i32 %108, i32* %6, align 4, !dbg !803
  %109 = sext i32 %107 to i64, !dbg !804
  %110 = getelementptr inbounds double, double* %106, i64 %109, !dbg !804
  store double -1.000000e+00, double* %110, align 8, !dbg !805
  br label %111, !dbg !806

111:                                              ; preds = %97, %94
  %112 = load i32, i32* %10, align 4, !dbg !807
  %113 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !808
  %114 = load i32*, i32** %113, align 8, !dbg !808
  %115 = load i32, i32* %6, align 4, !dbg !809
  %116 = sext i32 %115 to i64, !dbg !810
  %117 = getelementptr inbounds i32, i32* %114, i64 %116, !dbg !810
  store i32 %112, i32* %117, align 4, !dbg !811
  %118 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !812
  %119 = load double*, double** %118, align 8, !dbg !812
  %120 = load i32, i32* %6, align 4, !dbg !813
  %121 = add nsw i32 %120, 1, !dbg !813
  store i32 %121, i32* %6, align 4, !dbg !813
  %122 = sext i32 %120 to i64, !dbg !814
  %123 = getelementptr inbounds double, double* %119, i64 %122, !dbg !814
  store double 4.000000e+00, double* %123, align 8, !dbg !815
  %124 = load i32, i32* %9, align 4, !dbg !816
  %125 = load i32, i32* %4, align 4, !dbg !818
  %126 = sub nsw i32 %125, 1, !dbg !819
  %127 = icmp slt i32 %124, %126, !dbg !820
  br i1 %127, label %128, label %142, !dbg !821

128:                                              ; preds = %111
  %129 = load i32, i32* %10, align 4, !dbg !822
  %130 = add nsw i32 %129, 1, !dbg !824
  %131 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !825
  %132 = load i32*, i32** %131, align 8, !dbg !825
  %133 = load i32, i32* %6, align 4, !dbg !826
  %134 = sext i32 %133 to i64, !dbg !827
  %135 = getelementptr inbounds i32, i32* %132, i64 %134, !dbg !827
  store i32 %130, i32* %135, align 4, !dbg !828
  %136 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !829
  %137 = load double*, double** %136, align 8, !dbg !829
  %138 = load i32, i32* %6, align 4, !dbg !830
  %139 = add nsw i32 %138, 1, !dbg !830
  store i32 %139, i32* %6, align 4, !dbg !830
  %140 = sext i32 %138 to i64, !dbg !831
  %141 = getelementptr inbounds double, double* %137, i64 %140, !dbg !831
  store double -1.000000e+00, double* %141, align 8, !dbg !832
  br label %142, !dbg !833

142:                                              ; preds = %128, %111
  %143 = load i32, i32* %8, align 4, !dbg !834
  %144 = load i32, i32* %4, align 4, !dbg !836
  %145 = sub nsw i32 %144, 1, !dbg !837
  %146 = icmp slt i32 %143, %145, !dbg !838
  br i1 %146, label %147, label %162, !dbg !839

147:                                              ; preds = %142
  %148 = load i32, i32* %10, align 4, !dbg !840
  %149 = load i32, i32* %4, align 4, !dbg !842
  %150 = add nsw i32 %148, %149, !dbg !843
  %151 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 2, !dbg !844
  %152 = load i32*, i32** %151, align 8, !dbg !844
  %153 = load i32, i32* %6, align 4, !dbg !845
  %154 = sext i32 %153 to i64, !dbg !846
  %155 = getelementptr inbounds i32, i32* %152, i64 %154, !dbg !846
  store i32 %150, i32* %155, align 4, !dbg !847
  %156 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 3, !dbg !848
  %157 = load double*, double** %156, align 8, !dbg !848
  %158 = load i32, i32* %6, align 4, !dbg !849
  %159 = add nsw i32 %158, 1, !dbg !849
  store i32 %159, i32* %6, align 4, !dbg !849
  %160 = sext i32 %158 to i64, !dbg !850
  %161 = getelementptr inbounds double, double* %157, i64 %160, !dbg !850
  store double -1.000000e+00, double* %161, align 8, !dbg !851
  br label %162, !dbg !852

162:                                              ; preds = %147, %142
  br label %163, !dbg !853

163:                                              ; preds = %162
  %164 = load i32, i32* %9, align 4, !dbg !854
  %165 = add nsw i32 %164, 1, !dbg !854
  store i32 %165, i32* %9, align 4, !dbg !854
  br label %56, !dbg !855, !llvm.loop !856

166:                                              ; preds = %56
  br label %167, !dbg !858

167:                                              ; preds = %166
  %168 = load i32, i32* %7, align 4, !dbg !859
  %169 = add nsw i32 %168, 1, !dbg !859
  store i32 %169, i32* %7, align 4, !dbg !859
  br label %44, !dbg !860, !llvm.loop !861

170:                                              ; preds = %44
  %171 = load i32, i32* %6, align 4, !dbg !863
  %172 = getelementptr inbounds %struct.csr, %struct.csr* %0, i32 0, i32 1, !dbg !864
  %173 = load i32*, i32** %172, align 8, !dbg !864
  %174 = load i32, i32* %5, align 4, !dbg !865
  %175 = sext i32 %174 to i64, !dbg !866
  %176 = getelementptr inbounds i32, i32* %173, i64 %175, !dbg !866
  store i32 %171, i32* %176, align 4, !dbg !867
  ret void, !dbg !868
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @exact_solution(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !869 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !872, metadata !DIExpression()), !dbg !873
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !874, metadata !DIExpression()), !dbg !875
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !876, metadata !DIExpression()), !dbg !877
  call void @llvm.dbg.declare(metadata double* %7, metadata !878, metadata !DIExpression()), !dbg !879
  %9 = load i32, i32* %5, align 4, !dbg !880
  %10 = add nsw i32 %9, 1, !dbg !881
  %11 = sitofp i32 %10 to double, !dbg !882
  %12 = load i32, i32* %4, align 4, !dbg !883
  %13 = add nsw i32 %12, 1, !dbg !884
  %14 = sitofp i32 %13 to double, !dbg !885
  %15 = fdiv double %11, %14, !dbg !886
  store double %15, double* %7, align 8, !dbg !879
  call void @llvm.dbg.declare(metadata double* %8, metadata !887, metadata !DIExpression()), !dbg !888
  %16 = load i32, i32* %6, align 4, !dbg !889
  %17 = add nsw i32 %16, 1, !dbg !890
  %18 = sitofp i32 %17 to double, !dbg !891
  %19 = load i32, i32* %4, align 4, !dbg !892
  %20 = add nsw i32 %19, 1, !dbg !893
  %21 = sitofp i32 %20 to double, !dbg !894
  %22 = fdiv double %18, %21, !dbg !895
  store double %22, double* %8, align 8, !dbg !888
  %23 = load double, double* %7, align 8, !dbg !896
  %24 = fmul double 1.600000e+01, %23, !dbg !897
  %25 = load double, double* %7, align 8, !dbg !898
  %26 = fsub double 1.000000e+00, %25, !dbg !899
  %27 = fmul double %24, %26, !dbg !900
  %28 = load double, double* %8, align 8, !dbg !901
  %29 = fmul double %27, %28, !dbg !902
  %30 = load double, double* %8, align 8, !dbg !903
  %31 = fsub double 1.000000e+00, %30, !dbg !904
  %32 = load double, double* %7, align 8, !dbg !905
  %33 = fmul double 5.000000e-01, %32, !dbg !906
  %34 = load double, double* %8, align 8, !dbg !907
  %35 = fmul double %33, %34, !dbg !908
  %36 = load double, double* %7, align 8, !dbg !909
  %37 = fsub double 1.000000e+00, %36, !dbg !910
  %38 = fmul double %35, %37, !dbg !911
  %39 = call double @llvm.fmuladd.f64(double %29, double %31, double %38), !dbg !912
  ret double %39, !dbg !913
}

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dot(i32 noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !914 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !919, metadata !DIExpression()), !dbg !920
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !921, metadata !DIExpression()), !dbg !922
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !923, metadata !DIExpression()), !dbg !924
  call void @llvm.dbg.declare(metadata double* %7, metadata !925, metadata !DIExpression()), !dbg !926
  store double 0.000000e+00, double* %7, align 8, !dbg !926
  call void @llvm.dbg.declare(metadata double* %8, metadata !927, metadata !DIExpression()), !dbg !928
  store double 0.000000e+00, double* %8, align 8, !dbg !928
  call void @llvm.dbg.declare(metadata i32* %9, metadata !929, metadata !DIExpression()), !dbg !931
  store i32 0, i32* %9, align 4, !dbg !931
  br label %10, !dbg !932

10:                                               ; preds = %27, %3
  %11 = load i32, i32* %9, align 4, !dbg !933
  %12 = load i32, i32* %4, align 4, !dbg !935
  %13 = icmp slt i32 %11, %12, !dbg !936
  br i1 %13, label %14, label %30, !dbg !937

14:                                               ; preds = %10
  %15 = load double*, double** %5, align 8, !dbg !938
  %16 = load i32, i32* %9, align 4, !dbg !939
  %17 = sext i32 %16 to i64, !dbg !938
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !938
  %19 = load double, double* %18, align 8, !dbg !938
  %20 = load double*, double** %6, align 8, !dbg !940
  %21 = load i32, i32* %9, align 4, !dbg !941
  %22 = sext i32 %21 to i64, !dbg !940
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !940
  %24 = load double, double* %23, align 8, !dbg !940
  %25 = load double, double* %7, align 8, !dbg !942
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25), !dbg !942
  store double %26, double* %7, align 8, !dbg !942
  br label %27, !dbg !943

27:                                               ; preds = %14
  %28 = load i32, i32* %9, align 4, !dbg !944
  %29 = add nsw i32 %28, 1, !dbg !944
  store i32 %29, i32* %9, align 4, !dbg !944
  br label %10, !dbg !945, !llvm.loop !946

30:                                               ; preds = %10
  %31 = bitcast double* %7 to i8*, !dbg !948
  %32 = bitcast double* %8 to i8*, !dbg !949
  %33 = call i32 @MPI_Allreduce(i8* noundef %31, i8* noundef %32, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !950
  %34 = load double, double* %8, align 8, !dbg !951
  ret double %34, !dbg !952
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @exchange_halo(%struct.layout* noundef %0, double* noundef %1) #0 !dbg !953 {
  %3 = alloca %struct.layout*, align 8
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store %struct.layout* %0, %struct.layout** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.layout** %3, metadata !956, metadata !DIExpression()), !dbg !957
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !958, metadata !DIExpression()), !dbg !959
  call void @llvm.dbg.declare(metadata i32* %5, metadata !960, metadata !DIExpression()), !dbg !961
  %12 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !962
  %13 = getelementptr inbounds %struct.layout, %struct.layout* %12, i32 0, i32 0, !dbg !963
  %14 = load i32, i32* %13, align 4, !dbg !963
  store i32 %14, i32* %5, align 4, !dbg !961
  call void @llvm.dbg.declare(metadata double** %6, metadata !964, metadata !DIExpression()), !dbg !965
  %15 = load double*, double** %4, align 8, !dbg !966
  %16 = load i32, i32* %5, align 4, !dbg !967
  %17 = sext i32 %16 to i64, !dbg !968
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !968
  store double* %18, double** %6, align 8, !dbg !965
  call void @llvm.dbg.declare(metadata double** %7, metadata !969, metadata !DIExpression()), !dbg !970
  %19 = load double*, double** %4, align 8, !dbg !971
  %20 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !972
  %21 = getelementptr inbounds %struct.layout, %struct.layout* %20, i32 0, i32 1, !dbg !973
  %22 = load i32, i32* %21, align 4, !dbg !973
  %23 = sext i32 %22 to i64, !dbg !974
  %24 = load i32, i32* %5, align 4, !dbg !975
  %25 = sext i32 %24 to i64, !dbg !975
  %26 = mul i64 %23, %25, !dbg !976
  %27 = getelementptr inbounds double, double* %19, i64 %26, !dbg !977
  store double* %27, double** %7, align 8, !dbg !970
  call void @llvm.dbg.declare(metadata double** %8, metadata !978, metadata !DIExpression()), !dbg !979
  %28 = load double*, double** %4, align 8, !dbg !980
  store double* %28, double** %8, align 8, !dbg !979
  call void @llvm.dbg.declare(metadata double** %9, metadata !981, metadata !DIExpression()), !dbg !982
  %29 = load double*, double** %4, align 8, !dbg !983
  %30 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !984
  %31 = getelementptr inbounds %struct.layout, %struct.layout* %30, i32 0, i32 1, !dbg !985
  %32 = load i32, i32* %31, align 4, !dbg !985
  %33 = add nsw i32 %32, 1, !dbg !986
  %34 = sext i32 %33 to i64, !dbg !987
  %35 = load i32, i32* %5, align 4, !dbg !988
  %36 = sext i32 %35 to i64, !dbg !988
  %37 = mul i64 %34, %36, !dbg !989
  %38 = getelementptr inbounds double, double* %29, i64 %37, !dbg !990
  store double* %38, double** %9, align 8, !dbg !982
  call void @llvm.dbg.declare(metadata i32* %10, metadata !991, metadata !DIExpression()), !dbg !993
  store i32 0, i32* %10, align 4, !dbg !993
  br label %39, !dbg !994

39:                                               ; preds = %93, %2
  %40 = load i32, i32* %10, align 4, !dbg !995
  %41 = icmp slt i32 %40, 2, !dbg !997
  br i1 %41, label %42, label %96, !dbg !998

42:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata i32* %11, metadata !999, metadata !DIExpression()), !dbg !1001
  %43 = load i32, i32* %10, align 4, !dbg !1002
  %44 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1003
  %45 = getelementptr inbounds %struct.layout, %struct.layout* %44, i32 0, i32 5, !dbg !1004
  %46 = load i32, i32* %45, align 4, !dbg !1004
  %47 = icmp eq i32 %43, %46, !dbg !1005
  %48 = zext i1 %47 to i32, !dbg !1005
  store i32 %48, i32* %11, align 4, !dbg !1001
  %49 = load i32, i32* %11, align 4, !dbg !1006
  %50 = icmp ne i32 %49, 0, !dbg !1006
  br i1 %50, label %51, label %70, !dbg !1008

51:                                               ; preds = %42
  %52 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1009
  %53 = getelementptr inbounds %struct.layout, %struct.layout* %52, i32 0, i32 4, !dbg !1010
  %54 = load i32, i32* %53, align 4, !dbg !1010
  %55 = icmp sge i32 %54, 0, !dbg !1011
  br i1 %55, label %56, label %70, !dbg !1012

56:                                               ; preds = %51
  %57 = load double*, double** %7, align 8, !dbg !1013
  %58 = bitcast double* %57 to i8*, !dbg !1013
  %59 = load i32, i32* %5, align 4, !dbg !1014
  %60 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1015
  %61 = getelementptr inbounds %struct.layout, %struct.layout* %60, i32 0, i32 4, !dbg !1016
  %62 = load i32, i32* %61, align 4, !dbg !1016
  %63 = load double*, double** %9, align 8, !dbg !1017
  %64 = bitcast double* %63 to i8*, !dbg !1017
  %65 = load i32, i32* %5, align 4, !dbg !1018
  %66 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1019
  %67 = getelementptr inbounds %struct.layout, %struct.layout* %66, i32 0, i32 4, !dbg !1020
  %68 = load i32, i32* %67, align 4, !dbg !1020
  %69 = call i32 @MPI_Sendrecv(i8* noundef %58, i32 noundef %59, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %62, i32 noundef 0, i8* noundef %64, i32 noundef %65, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %68, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !1021
  br label %70, !dbg !1021

70:                                               ; preds = %56, %51, %42
  %71 = load i32, i32* %11, align 4, !dbg !1022
  %72 = icmp ne i32 %71, 0, !dbg !1022
  br i1 %72, label %92, label %73, !dbg !1024

73:                                               ; preds = %70
  %74 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1025
  %75 = getelementptr inbounds %struct.layout, %struct.layout* %74, i32 0, i32 3, !dbg !1026
  %76 = load i32, i32* %75, align 4, !dbg !1026
  %77 = icmp sge i32 %76, 0, !dbg !1027
  br i1 %77, label %78, label %92, !dbg !1028

78:                                               ; preds = %73
  %79 = load double*, double** %6, align 8, !dbg !1029
  %80 = bitcast double* %79 to i8*, !dbg !1029
  %81 = load i32, i32* %5, align 4, !dbg !1030
  %82 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1031
  %83 = getelementptr inbounds %struct.layout, %struct.layout* %82, i32 0, i32 3, !dbg !1032
  %84 = load i32, i32* %83, align 4, !dbg !1032
  %85 = load double*, double** %8, align 8, !dbg !1033
  %86 = bitcast double* %85 to i8*, !dbg !1033
  %87 = load i32, i32* %5, align 4, !dbg !1034
  %88 = load %struct.layout*, %struct.layout** %3, align 8, !dbg !1035
  %89 = getelementptr inbounds %struct.layout, %struct.layout* %88, i32 0, i32 3, !dbg !1036
  %90 = load i32, i32* %89, align 4, !dbg !1036
  %91 = call i32 @MPI_Sendrecv(i8* noundef %80, i32 noundef %81, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %84, i32 noundef 0, i8* noundef %86, i32 noundef %87, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %90, i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !1037
  br label %92, !dbg !1037

92:                                               ; preds = %78, %73, %70
  br label %93, !dbg !1038

93:                                               ; preds = %92
  %94 = load i32, i32* %10, align 4, !dbg !1039
  %95 = add nsw i32 %94, 1, !dbg !1039
  store i32 %95, i32* %10, align 4, !dbg !1039
  br label %39, !dbg !1040, !llvm.loop !1041

96:                                               ; preds = %39
  ret void, !dbg !1043
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @multiply(%struct.csr* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !1044 {
  %4 = alloca %struct.csr*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr** %4, metadata !1049, metadata !DIExpression()), !dbg !1050
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !1051, metadata !DIExpression()), !dbg !1052
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !1053, metadata !DIExpression()), !dbg !1054
  call void @llvm.dbg.declare(metadata i32* %7, metadata !1055, metadata !DIExpression()), !dbg !1057
  store i32 0, i32* %7, align 4, !dbg !1057
  br label %10, !dbg !1058

10:                                               ; preds = %65, %3
  %11 = load i32, i32* %7, align 4, !dbg !1059
  %12 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1061
  %13 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 0, !dbg !1062
  %14 = load i32, i32* %13, align 8, !dbg !1062
  %15 = icmp slt i32 %11, %14, !dbg !1063
  br i1 %15, label %16, label %68, !dbg !1064

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %8, metadata !1065, metadata !DIExpression()), !dbg !1067
  store double 0.000000e+00, double* %8, align 8, !dbg !1067
  call void @llvm.dbg.declare(metadata i32* %9, metadata !1068, metadata !DIExpression()), !dbg !1070
  %17 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1071
  %18 = getelementptr inbounds %struct.csr, %struct.csr* %17, i32 0, i32 1, !dbg !1072
  %19 = load i32*, i32** %18, align 8, !dbg !1072
  %20 = load i32, i32* %7, align 4, !dbg !1073
  %21 = sext i32 %20 to i64, !dbg !1071
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !1071
  %23 = load i32, i32* %22, align 4, !dbg !1071
  store i32 %23, i32* %9, align 4, !dbg !1070
  br label %24, !dbg !1074

24:                                               ; preds = %56, %16
  %25 = load i32, i32* %9, align 4, !dbg !1075
  %26 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1077
  %27 = getelementptr inbounds %struct.csr, %struct.csr* %26, i32 0, i32 1, !dbg !1078
  %28 = load i32*, i32** %27, align 8, !dbg !1078
  %29 = load i32, i32* %7, align 4, !dbg !1079
  %30 = add nsw i32 %29, 1, !dbg !1080
  %31 = sext i32 %30 to i64, !dbg !1077
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !1077
  %33 = load i32, i32* %32, align 4, !dbg !1077
  %34 = icmp slt i32 %25, %33, !dbg !1081
  br i1 %34, label %35, label %59, !dbg !1082

35:                                               ; preds = %24
  %36 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1083
  %37 = getelementptr inbounds %struct.csr, %struct.csr* %36, i32 0, i32 3, !dbg !1084
  %38 = load double*, double** %37, align 8, !dbg !1084
  %39 = load i32, i32* %9, align 4, !dbg !1085
  %40 = sext i32 %39 to i64, !dbg !1083
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !1083
  %42 = load double, double* %41, align 8, !dbg !1083
  %43 = load double*, double** %5, align 8, !dbg !1086
  %44 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !1087
  %45 = getelementptr inbounds %struct.csr, %struct.csr* %44, i32 0, i32 2, !dbg !1088
  %46 = load i32*, i32** %45, align 8, !dbg !1088
  %47 = load i32, i32* %9, align 4, !dbg !1089
  %48 = sext i32 %47 to i64, !dbg !1087
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !1087
  %50 = load i32, i32* %49, align 4, !dbg !1087
  %51 = sext i32 %50 to i64, !dbg !1086
  %52 = getelementptr inbounds double, double* %43, i64 %51, !dbg !1086
  %53 = load double, double* %52, align 8, !dbg !1086
  %54 = load double, double* %8, align 8, !dbg !1090
  %55 = call double @llvm.fmuladd.f64(double %42, double %53, double %54), !dbg !1090
  store double %55, double* %8, align 8, !dbg !1090
  br label %56, !dbg !1091

56:                                               ; preds = %35
  %57 = load i32, i32* %9, align 4, !dbg !1092
  %58 = add nsw i32 %57, 1, !dbg !1092
  store i32 %58, i32* %9, align 4, !dbg !1092
  br label %24, !dbg !1093, !llvm.loop !1094

59:                                               ; preds = %24
  %60 = load double, double* %8, align 8, !dbg !1096
  %61 = load double*, double** %6, align 8, !dbg !1097
  %62 = load i32, i32* %7, align 4, !dbg !1098
  %63 = sext i32 %62 to i64, !dbg !1097
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !1097
  store double %60, double* %64, align 8, !dbg !1099
  br label %65, !dbg !1100

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4, !dbg !1101
  %67 = add nsw i32 %66, 1, !dbg !1101
  store i32 %67, i32* %7, align 4, !dbg !1101
  br label %10, !dbg !1102, !llvm.loop !1103

68:                                               ; preds = %10
  ret void, !dbg !1105
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "cg.c", directory: ".", checksumkind: CSK_MD5, checksum: "f00f4dc4cd468e519fe9ab1c96fc0557")
!2 = !{!3, !7, !8, !11, !14, !17, !18}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !12)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!17 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 428, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !4, line: 438, size: 192, elements: !21)
!21 = !{!22, !24, !25, !26, !27}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !20, file: !4, line: 441, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !20, file: !4, line: 442, baseType: !23, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !20, file: !4, line: 443, baseType: !23, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !20, file: !4, line: 448, baseType: !23, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !20, file: !4, line: 449, baseType: !8, size: 64, offset: 128)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 7, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 1}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 14.0.6"}
!36 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 130, type: !37, scopeLine: 130, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !42)
!37 = !DISubroutineType(types: !38)
!38 = !{!23, !23, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{}
!43 = !DILocalVariable(name: "argc", arg: 1, scope: !36, file: !1, line: 130, type: !23)
!44 = !DILocation(line: 130, column: 14, scope: !36)
!45 = !DILocalVariable(name: "argv", arg: 2, scope: !36, file: !1, line: 130, type: !39)
!46 = !DILocation(line: 130, column: 27, scope: !36)
!47 = !DILocalVariable(name: "rank", scope: !36, file: !1, line: 131, type: !23)
!48 = !DILocation(line: 131, column: 7, scope: !36)
!49 = !DILocalVariable(name: "size", scope: !36, file: !1, line: 131, type: !23)
!50 = !DILocation(line: 131, column: 13, scope: !36)
!51 = !DILocation(line: 132, column: 3, scope: !36)
!52 = !DILocation(line: 133, column: 3, scope: !36)
!53 = !DILocation(line: 134, column: 3, scope: !36)
!54 = !DILocalVariable(name: "n", scope: !36, file: !1, line: 136, type: !23)
!55 = !DILocation(line: 136, column: 7, scope: !36)
!56 = !DILocation(line: 136, column: 23, scope: !36)
!57 = !DILocation(line: 136, column: 29, scope: !36)
!58 = !DILocation(line: 136, column: 11, scope: !36)
!59 = !DILocalVariable(name: "max_iterations", scope: !36, file: !1, line: 137, type: !23)
!60 = !DILocation(line: 137, column: 7, scope: !36)
!61 = !DILocation(line: 137, column: 36, scope: !36)
!62 = !DILocation(line: 137, column: 42, scope: !36)
!63 = !DILocation(line: 137, column: 24, scope: !36)
!64 = !DILocalVariable(name: "tol_exponent", scope: !36, file: !1, line: 138, type: !23)
!65 = !DILocation(line: 138, column: 7, scope: !36)
!66 = !DILocation(line: 138, column: 34, scope: !36)
!67 = !DILocation(line: 138, column: 40, scope: !36)
!68 = !DILocation(line: 138, column: 22, scope: !36)
!69 = !DILocalVariable(name: "tolerance", scope: !36, file: !1, line: 139, type: !17)
!70 = !DILocation(line: 139, column: 10, scope: !36)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 140, type: !23)
!72 = distinct !DILexicalBlock(scope: !36, file: !1, line: 140, column: 3)
!73 = !DILocation(line: 140, column: 12, scope: !72)
!74 = !DILocation(line: 140, column: 8, scope: !72)
!75 = !DILocation(line: 140, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 140, column: 3)
!77 = !DILocation(line: 140, column: 23, scope: !76)
!78 = !DILocation(line: 140, column: 21, scope: !76)
!79 = !DILocation(line: 140, column: 3, scope: !72)
!80 = !DILocation(line: 141, column: 15, scope: !76)
!81 = !DILocation(line: 141, column: 5, scope: !76)
!82 = !DILocation(line: 140, column: 38, scope: !76)
!83 = !DILocation(line: 140, column: 3, scope: !76)
!84 = distinct !{!84, !79, !85, !86}
!85 = !DILocation(line: 141, column: 18, scope: !72)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocalVariable(name: "l", scope: !36, file: !1, line: 143, type: !88)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "layout", file: !1, line: 47, size: 192, elements: !89)
!89 = !{!90, !91, !92, !93, !94, !95}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !88, file: !1, line: 48, baseType: !23, size: 32)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !88, file: !1, line: 48, baseType: !23, size: 32, offset: 32)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "first_row", scope: !88, file: !1, line: 48, baseType: !23, size: 32, offset: 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "below", scope: !88, file: !1, line: 49, baseType: !23, size: 32, offset: 96)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "above", scope: !88, file: !1, line: 49, baseType: !23, size: 32, offset: 128)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "parity", scope: !88, file: !1, line: 50, baseType: !23, size: 32, offset: 160)
!96 = !DILocation(line: 143, column: 17, scope: !36)
!97 = !DILocation(line: 144, column: 9, scope: !36)
!98 = !DILocation(line: 144, column: 5, scope: !36)
!99 = !DILocation(line: 144, column: 7, scope: !36)
!100 = !DILocation(line: 145, column: 15, scope: !36)
!101 = !DILocation(line: 145, column: 18, scope: !36)
!102 = !DILocation(line: 145, column: 24, scope: !36)
!103 = !DILocation(line: 145, column: 33, scope: !36)
!104 = !DILocation(line: 145, column: 47, scope: !36)
!105 = !DILocation(line: 145, column: 3, scope: !36)
!106 = !DILocalVariable(name: "next_first", scope: !36, file: !1, line: 146, type: !23)
!107 = !DILocation(line: 146, column: 7, scope: !36)
!108 = !DILocalVariable(name: "next_rows", scope: !36, file: !1, line: 146, type: !23)
!109 = !DILocation(line: 146, column: 19, scope: !36)
!110 = !DILocation(line: 147, column: 15, scope: !36)
!111 = !DILocation(line: 147, column: 18, scope: !36)
!112 = !DILocation(line: 147, column: 24, scope: !36)
!113 = !DILocation(line: 147, column: 29, scope: !36)
!114 = !DILocation(line: 147, column: 3, scope: !36)
!115 = !DILocation(line: 148, column: 13, scope: !36)
!116 = !DILocation(line: 148, column: 18, scope: !36)
!117 = !DILocation(line: 148, column: 22, scope: !36)
!118 = !DILocation(line: 148, column: 27, scope: !36)
!119 = !DILocation(line: 148, column: 32, scope: !36)
!120 = !DILocation(line: 148, column: 38, scope: !36)
!121 = !DILocation(line: 148, column: 43, scope: !36)
!122 = !DILocation(line: 148, column: 5, scope: !36)
!123 = !DILocation(line: 148, column: 11, scope: !36)
!124 = !DILocation(line: 149, column: 13, scope: !36)
!125 = !DILocation(line: 149, column: 20, scope: !36)
!126 = !DILocation(line: 149, column: 25, scope: !36)
!127 = !DILocation(line: 149, column: 18, scope: !36)
!128 = !DILocation(line: 149, column: 29, scope: !36)
!129 = !DILocation(line: 149, column: 32, scope: !36)
!130 = !DILocation(line: 149, column: 42, scope: !36)
!131 = !DILocation(line: 149, column: 46, scope: !36)
!132 = !DILocation(line: 149, column: 51, scope: !36)
!133 = !DILocation(line: 149, column: 56, scope: !36)
!134 = !DILocation(line: 149, column: 62, scope: !36)
!135 = !DILocation(line: 149, column: 67, scope: !36)
!136 = !DILocation(line: 149, column: 5, scope: !36)
!137 = !DILocation(line: 149, column: 11, scope: !36)
!138 = !DILocation(line: 150, column: 14, scope: !36)
!139 = !DILocation(line: 150, column: 19, scope: !36)
!140 = !DILocation(line: 150, column: 5, scope: !36)
!141 = !DILocation(line: 150, column: 12, scope: !36)
!142 = !DILocalVariable(name: "a", scope: !36, file: !1, line: 152, type: !143)
!143 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "csr", file: !1, line: 68, size: 256, elements: !144)
!144 = !{!145, !146, !148, !149}
!145 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !143, file: !1, line: 69, baseType: !23, size: 32)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "row_start", scope: !143, file: !1, line: 70, baseType: !147, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "column", scope: !143, file: !1, line: 71, baseType: !147, size: 64, offset: 128)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !143, file: !1, line: 72, baseType: !150, size: 64, offset: 192)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!151 = !DILocation(line: 152, column: 14, scope: !36)
!152 = !DILocation(line: 152, column: 18, scope: !36)
!153 = !DILocalVariable(name: "len", scope: !36, file: !1, line: 153, type: !23)
!154 = !DILocation(line: 153, column: 7, scope: !36)
!155 = !DILocation(line: 153, column: 15, scope: !36)
!156 = !DILocalVariable(name: "extended", scope: !36, file: !1, line: 154, type: !8)
!157 = !DILocation(line: 154, column: 10, scope: !36)
!158 = !DILocation(line: 154, column: 32, scope: !36)
!159 = !DILocation(line: 154, column: 37, scope: !36)
!160 = !DILocation(line: 154, column: 21, scope: !36)
!161 = !DILocation(line: 154, column: 44, scope: !36)
!162 = !DILocation(line: 154, column: 42, scope: !36)
!163 = !DILocalVariable(name: "x", scope: !36, file: !1, line: 155, type: !150)
!164 = !DILocation(line: 155, column: 11, scope: !36)
!165 = !DILocation(line: 155, column: 39, scope: !36)
!166 = !DILocation(line: 155, column: 37, scope: !36)
!167 = !DILocation(line: 155, column: 43, scope: !36)
!168 = !DILocation(line: 155, column: 15, scope: !36)
!169 = !DILocalVariable(name: "r", scope: !36, file: !1, line: 156, type: !150)
!170 = !DILocation(line: 156, column: 11, scope: !36)
!171 = !DILocation(line: 156, column: 39, scope: !36)
!172 = !DILocation(line: 156, column: 37, scope: !36)
!173 = !DILocation(line: 156, column: 43, scope: !36)
!174 = !DILocation(line: 156, column: 15, scope: !36)
!175 = !DILocalVariable(name: "q", scope: !36, file: !1, line: 157, type: !150)
!176 = !DILocation(line: 157, column: 11, scope: !36)
!177 = !DILocation(line: 157, column: 39, scope: !36)
!178 = !DILocation(line: 157, column: 37, scope: !36)
!179 = !DILocation(line: 157, column: 43, scope: !36)
!180 = !DILocation(line: 157, column: 15, scope: !36)
!181 = !DILocalVariable(name: "b", scope: !36, file: !1, line: 158, type: !150)
!182 = !DILocation(line: 158, column: 11, scope: !36)
!183 = !DILocation(line: 158, column: 39, scope: !36)
!184 = !DILocation(line: 158, column: 37, scope: !36)
!185 = !DILocation(line: 158, column: 43, scope: !36)
!186 = !DILocation(line: 158, column: 15, scope: !36)
!187 = !DILocalVariable(name: "p", scope: !36, file: !1, line: 159, type: !150)
!188 = !DILocation(line: 159, column: 11, scope: !36)
!189 = !DILocation(line: 159, column: 39, scope: !36)
!190 = !DILocation(line: 159, column: 37, scope: !36)
!191 = !DILocation(line: 159, column: 15, scope: !36)
!192 = !DILocalVariable(name: "i", scope: !193, file: !1, line: 160, type: !8)
!193 = distinct !DILexicalBlock(scope: !36, file: !1, line: 160, column: 3)
!194 = !DILocation(line: 160, column: 15, scope: !193)
!195 = !DILocation(line: 160, column: 8, scope: !193)
!196 = !DILocation(line: 160, column: 22, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !1, line: 160, column: 3)
!198 = !DILocation(line: 160, column: 26, scope: !197)
!199 = !DILocation(line: 160, column: 24, scope: !197)
!200 = !DILocation(line: 160, column: 3, scope: !193)
!201 = !DILocation(line: 161, column: 5, scope: !197)
!202 = !DILocation(line: 161, column: 7, scope: !197)
!203 = !DILocation(line: 161, column: 10, scope: !197)
!204 = !DILocation(line: 160, column: 37, scope: !197)
!205 = !DILocation(line: 160, column: 3, scope: !197)
!206 = distinct !{!206, !200, !207, !86}
!207 = !DILocation(line: 161, column: 12, scope: !193)
!208 = !DILocalVariable(name: "row", scope: !209, file: !1, line: 164, type: !23)
!209 = distinct !DILexicalBlock(scope: !36, file: !1, line: 164, column: 3)
!210 = !DILocation(line: 164, column: 12, scope: !209)
!211 = !DILocation(line: 164, column: 8, scope: !209)
!212 = !DILocation(line: 164, column: 21, scope: !213)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 164, column: 3)
!214 = !DILocation(line: 164, column: 29, scope: !213)
!215 = !DILocation(line: 164, column: 25, scope: !213)
!216 = !DILocation(line: 164, column: 3, scope: !209)
!217 = !DILocalVariable(name: "gy", scope: !218, file: !1, line: 165, type: !23)
!218 = distinct !DILexicalBlock(scope: !213, file: !1, line: 164, column: 42)
!219 = !DILocation(line: 165, column: 9, scope: !218)
!220 = !DILocation(line: 165, column: 16, scope: !218)
!221 = !DILocation(line: 165, column: 28, scope: !218)
!222 = !DILocation(line: 165, column: 26, scope: !218)
!223 = !DILocalVariable(name: "gx", scope: !224, file: !1, line: 166, type: !23)
!224 = distinct !DILexicalBlock(scope: !218, file: !1, line: 166, column: 5)
!225 = !DILocation(line: 166, column: 14, scope: !224)
!226 = !DILocation(line: 166, column: 10, scope: !224)
!227 = !DILocation(line: 166, column: 22, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !1, line: 166, column: 5)
!229 = !DILocation(line: 166, column: 27, scope: !228)
!230 = !DILocation(line: 166, column: 25, scope: !228)
!231 = !DILocation(line: 166, column: 5, scope: !224)
!232 = !DILocalVariable(name: "v", scope: !233, file: !1, line: 167, type: !17)
!233 = distinct !DILexicalBlock(scope: !228, file: !1, line: 166, column: 36)
!234 = !DILocation(line: 167, column: 14, scope: !233)
!235 = !DILocation(line: 167, column: 39, scope: !233)
!236 = !DILocation(line: 167, column: 42, scope: !233)
!237 = !DILocation(line: 167, column: 46, scope: !233)
!238 = !DILocation(line: 167, column: 24, scope: !233)
!239 = !DILocation(line: 167, column: 22, scope: !233)
!240 = !DILocation(line: 168, column: 11, scope: !241)
!241 = distinct !DILexicalBlock(scope: !233, file: !1, line: 168, column: 11)
!242 = !DILocation(line: 168, column: 14, scope: !241)
!243 = !DILocation(line: 168, column: 11, scope: !233)
!244 = !DILocation(line: 169, column: 29, scope: !241)
!245 = !DILocation(line: 169, column: 32, scope: !241)
!246 = !DILocation(line: 169, column: 36, scope: !241)
!247 = !DILocation(line: 169, column: 39, scope: !241)
!248 = !DILocation(line: 169, column: 14, scope: !241)
!249 = !DILocation(line: 169, column: 11, scope: !241)
!250 = !DILocation(line: 169, column: 9, scope: !241)
!251 = !DILocation(line: 170, column: 11, scope: !252)
!252 = distinct !DILexicalBlock(scope: !233, file: !1, line: 170, column: 11)
!253 = !DILocation(line: 170, column: 14, scope: !252)
!254 = !DILocation(line: 170, column: 11, scope: !233)
!255 = !DILocation(line: 171, column: 29, scope: !252)
!256 = !DILocation(line: 171, column: 32, scope: !252)
!257 = !DILocation(line: 171, column: 35, scope: !252)
!258 = !DILocation(line: 171, column: 40, scope: !252)
!259 = !DILocation(line: 171, column: 14, scope: !252)
!260 = !DILocation(line: 171, column: 11, scope: !252)
!261 = !DILocation(line: 171, column: 9, scope: !252)
!262 = !DILocation(line: 172, column: 11, scope: !263)
!263 = distinct !DILexicalBlock(scope: !233, file: !1, line: 172, column: 11)
!264 = !DILocation(line: 172, column: 16, scope: !263)
!265 = !DILocation(line: 172, column: 18, scope: !263)
!266 = !DILocation(line: 172, column: 14, scope: !263)
!267 = !DILocation(line: 172, column: 11, scope: !233)
!268 = !DILocation(line: 173, column: 29, scope: !263)
!269 = !DILocation(line: 173, column: 32, scope: !263)
!270 = !DILocation(line: 173, column: 35, scope: !263)
!271 = !DILocation(line: 173, column: 40, scope: !263)
!272 = !DILocation(line: 173, column: 14, scope: !263)
!273 = !DILocation(line: 173, column: 11, scope: !263)
!274 = !DILocation(line: 173, column: 9, scope: !263)
!275 = !DILocation(line: 174, column: 11, scope: !276)
!276 = distinct !DILexicalBlock(scope: !233, file: !1, line: 174, column: 11)
!277 = !DILocation(line: 174, column: 16, scope: !276)
!278 = !DILocation(line: 174, column: 18, scope: !276)
!279 = !DILocation(line: 174, column: 14, scope: !276)
!280 = !DILocation(line: 174, column: 11, scope: !233)
!281 = !DILocation(line: 175, column: 29, scope: !276)
!282 = !DILocation(line: 175, column: 32, scope: !276)
!283 = !DILocation(line: 175, column: 36, scope: !276)
!284 = !DILocation(line: 175, column: 39, scope: !276)
!285 = !DILocation(line: 175, column: 14, scope: !276)
!286 = !DILocation(line: 175, column: 11, scope: !276)
!287 = !DILocation(line: 175, column: 9, scope: !276)
!288 = !DILocation(line: 176, column: 25, scope: !233)
!289 = !DILocation(line: 176, column: 7, scope: !233)
!290 = !DILocation(line: 176, column: 9, scope: !233)
!291 = !DILocation(line: 176, column: 15, scope: !233)
!292 = !DILocation(line: 176, column: 13, scope: !233)
!293 = !DILocation(line: 176, column: 19, scope: !233)
!294 = !DILocation(line: 176, column: 17, scope: !233)
!295 = !DILocation(line: 176, column: 23, scope: !233)
!296 = !DILocation(line: 177, column: 5, scope: !233)
!297 = !DILocation(line: 166, column: 32, scope: !228)
!298 = !DILocation(line: 166, column: 5, scope: !228)
!299 = distinct !{!299, !231, !300, !86}
!300 = !DILocation(line: 177, column: 5, scope: !224)
!301 = !DILocation(line: 178, column: 3, scope: !218)
!302 = !DILocation(line: 164, column: 38, scope: !213)
!303 = !DILocation(line: 164, column: 3, scope: !213)
!304 = distinct !{!304, !216, !305, !86}
!305 = !DILocation(line: 178, column: 3, scope: !209)
!306 = !DILocalVariable(name: "start", scope: !36, file: !1, line: 180, type: !17)
!307 = !DILocation(line: 180, column: 10, scope: !36)
!308 = !DILocation(line: 180, column: 18, scope: !36)
!309 = !DILocalVariable(name: "i", scope: !310, file: !1, line: 181, type: !23)
!310 = distinct !DILexicalBlock(scope: !36, file: !1, line: 181, column: 3)
!311 = !DILocation(line: 181, column: 12, scope: !310)
!312 = !DILocation(line: 181, column: 8, scope: !310)
!313 = !DILocation(line: 181, column: 19, scope: !314)
!314 = distinct !DILexicalBlock(scope: !310, file: !1, line: 181, column: 3)
!315 = !DILocation(line: 181, column: 23, scope: !314)
!316 = !DILocation(line: 181, column: 21, scope: !314)
!317 = !DILocation(line: 181, column: 3, scope: !310)
!318 = !DILocation(line: 182, column: 5, scope: !319)
!319 = distinct !DILexicalBlock(scope: !314, file: !1, line: 181, column: 33)
!320 = !DILocation(line: 182, column: 7, scope: !319)
!321 = !DILocation(line: 182, column: 10, scope: !319)
!322 = !DILocation(line: 183, column: 12, scope: !319)
!323 = !DILocation(line: 183, column: 14, scope: !319)
!324 = !DILocation(line: 183, column: 5, scope: !319)
!325 = !DILocation(line: 183, column: 7, scope: !319)
!326 = !DILocation(line: 183, column: 10, scope: !319)
!327 = !DILocation(line: 184, column: 16, scope: !319)
!328 = !DILocation(line: 184, column: 18, scope: !319)
!329 = !DILocation(line: 184, column: 5, scope: !319)
!330 = !DILocation(line: 184, column: 7, scope: !319)
!331 = !DILocation(line: 184, column: 11, scope: !319)
!332 = !DILocation(line: 184, column: 9, scope: !319)
!333 = !DILocation(line: 184, column: 14, scope: !319)
!334 = !DILocation(line: 185, column: 3, scope: !319)
!335 = !DILocation(line: 181, column: 29, scope: !314)
!336 = !DILocation(line: 181, column: 3, scope: !314)
!337 = distinct !{!337, !317, !338, !86}
!338 = !DILocation(line: 185, column: 3, scope: !310)
!339 = !DILocalVariable(name: "bb", scope: !36, file: !1, line: 186, type: !17)
!340 = !DILocation(line: 186, column: 10, scope: !36)
!341 = !DILocation(line: 186, column: 19, scope: !36)
!342 = !DILocation(line: 186, column: 24, scope: !36)
!343 = !DILocation(line: 186, column: 27, scope: !36)
!344 = !DILocation(line: 186, column: 15, scope: !36)
!345 = !DILocalVariable(name: "rr", scope: !36, file: !1, line: 187, type: !17)
!346 = !DILocation(line: 187, column: 10, scope: !36)
!347 = !DILocation(line: 187, column: 15, scope: !36)
!348 = !DILocalVariable(name: "relative", scope: !36, file: !1, line: 188, type: !17)
!349 = !DILocation(line: 188, column: 10, scope: !36)
!350 = !DILocalVariable(name: "iteration", scope: !36, file: !1, line: 189, type: !23)
!351 = !DILocation(line: 189, column: 7, scope: !36)
!352 = !DILocation(line: 190, column: 3, scope: !36)
!353 = !DILocation(line: 190, column: 10, scope: !36)
!354 = !DILocation(line: 190, column: 22, scope: !36)
!355 = !DILocation(line: 190, column: 20, scope: !36)
!356 = !DILocation(line: 190, column: 37, scope: !36)
!357 = !DILocation(line: 190, column: 40, scope: !36)
!358 = !DILocation(line: 190, column: 51, scope: !36)
!359 = !DILocation(line: 190, column: 49, scope: !36)
!360 = !DILocation(line: 0, scope: !36)
!361 = !DILocation(line: 191, column: 14, scope: !362)
!362 = distinct !DILexicalBlock(scope: !36, file: !1, line: 190, column: 62)
!363 = !DILocation(line: 192, column: 23, scope: !362)
!364 = !DILocation(line: 192, column: 5, scope: !362)
!365 = !DILocation(line: 193, column: 18, scope: !362)
!366 = !DILocation(line: 193, column: 21, scope: !362)
!367 = !DILocation(line: 193, column: 5, scope: !362)
!368 = !DILocalVariable(name: "alpha", scope: !362, file: !1, line: 194, type: !17)
!369 = !DILocation(line: 194, column: 12, scope: !362)
!370 = !DILocation(line: 194, column: 20, scope: !362)
!371 = !DILocation(line: 194, column: 29, scope: !362)
!372 = !DILocation(line: 194, column: 34, scope: !362)
!373 = !DILocation(line: 194, column: 38, scope: !362)
!374 = !DILocation(line: 194, column: 36, scope: !362)
!375 = !DILocation(line: 194, column: 41, scope: !362)
!376 = !DILocation(line: 194, column: 25, scope: !362)
!377 = !DILocation(line: 194, column: 23, scope: !362)
!378 = !DILocalVariable(name: "i", scope: !379, file: !1, line: 195, type: !23)
!379 = distinct !DILexicalBlock(scope: !362, file: !1, line: 195, column: 5)
!380 = !DILocation(line: 195, column: 14, scope: !379)
!381 = !DILocation(line: 195, column: 10, scope: !379)
!382 = !DILocation(line: 195, column: 21, scope: !383)
!383 = distinct !DILexicalBlock(scope: !379, file: !1, line: 195, column: 5)
!384 = !DILocation(line: 195, column: 25, scope: !383)
!385 = !DILocation(line: 195, column: 23, scope: !383)
!386 = !DILocation(line: 195, column: 5, scope: !379)
!387 = !DILocation(line: 196, column: 15, scope: !388)
!388 = distinct !DILexicalBlock(scope: !383, file: !1, line: 195, column: 35)
!389 = !DILocation(line: 196, column: 23, scope: !388)
!390 = !DILocation(line: 196, column: 25, scope: !388)
!391 = !DILocation(line: 196, column: 29, scope: !388)
!392 = !DILocation(line: 196, column: 27, scope: !388)
!393 = !DILocation(line: 196, column: 7, scope: !388)
!394 = !DILocation(line: 196, column: 9, scope: !388)
!395 = !DILocation(line: 196, column: 12, scope: !388)
!396 = !DILocation(line: 197, column: 15, scope: !388)
!397 = !DILocation(line: 197, column: 23, scope: !388)
!398 = !DILocation(line: 197, column: 25, scope: !388)
!399 = !DILocation(line: 197, column: 7, scope: !388)
!400 = !DILocation(line: 197, column: 9, scope: !388)
!401 = !DILocation(line: 197, column: 12, scope: !388)
!402 = !DILocation(line: 198, column: 5, scope: !388)
!403 = !DILocation(line: 195, column: 31, scope: !383)
!404 = !DILocation(line: 195, column: 5, scope: !383)
!405 = distinct !{!405, !386, !406, !86}
!406 = !DILocation(line: 198, column: 5, scope: !379)
!407 = !DILocalVariable(name: "rr_next", scope: !362, file: !1, line: 199, type: !17)
!408 = !DILocation(line: 199, column: 12, scope: !362)
!409 = !DILocation(line: 199, column: 26, scope: !362)
!410 = !DILocation(line: 199, column: 31, scope: !362)
!411 = !DILocation(line: 199, column: 34, scope: !362)
!412 = !DILocation(line: 199, column: 22, scope: !362)
!413 = !DILocation(line: 200, column: 21, scope: !362)
!414 = !DILocation(line: 200, column: 31, scope: !362)
!415 = !DILocation(line: 200, column: 29, scope: !362)
!416 = !DILocation(line: 200, column: 16, scope: !362)
!417 = !DILocation(line: 200, column: 14, scope: !362)
!418 = !DILocalVariable(name: "beta", scope: !362, file: !1, line: 201, type: !17)
!419 = !DILocation(line: 201, column: 12, scope: !362)
!420 = !DILocation(line: 201, column: 19, scope: !362)
!421 = !DILocation(line: 201, column: 29, scope: !362)
!422 = !DILocation(line: 201, column: 27, scope: !362)
!423 = !DILocation(line: 202, column: 10, scope: !362)
!424 = !DILocation(line: 202, column: 8, scope: !362)
!425 = !DILocalVariable(name: "i", scope: !426, file: !1, line: 203, type: !23)
!426 = distinct !DILexicalBlock(scope: !362, file: !1, line: 203, column: 5)
!427 = !DILocation(line: 203, column: 14, scope: !426)
!428 = !DILocation(line: 203, column: 10, scope: !426)
!429 = !DILocation(line: 203, column: 21, scope: !430)
!430 = distinct !DILexicalBlock(scope: !426, file: !1, line: 203, column: 5)
!431 = !DILocation(line: 203, column: 25, scope: !430)
!432 = !DILocation(line: 203, column: 23, scope: !430)
!433 = !DILocation(line: 203, column: 5, scope: !426)
!434 = !DILocation(line: 204, column: 18, scope: !430)
!435 = !DILocation(line: 204, column: 20, scope: !430)
!436 = !DILocation(line: 204, column: 25, scope: !430)
!437 = !DILocation(line: 204, column: 32, scope: !430)
!438 = !DILocation(line: 204, column: 34, scope: !430)
!439 = !DILocation(line: 204, column: 38, scope: !430)
!440 = !DILocation(line: 204, column: 36, scope: !430)
!441 = !DILocation(line: 204, column: 23, scope: !430)
!442 = !DILocation(line: 204, column: 7, scope: !430)
!443 = !DILocation(line: 204, column: 9, scope: !430)
!444 = !DILocation(line: 204, column: 13, scope: !430)
!445 = !DILocation(line: 204, column: 11, scope: !430)
!446 = !DILocation(line: 204, column: 16, scope: !430)
!447 = !DILocation(line: 203, column: 31, scope: !430)
!448 = !DILocation(line: 203, column: 5, scope: !430)
!449 = distinct !{!449, !433, !450, !86}
!450 = !DILocation(line: 204, column: 39, scope: !426)
!451 = !DILocation(line: 205, column: 9, scope: !452)
!452 = distinct !DILexicalBlock(scope: !362, file: !1, line: 205, column: 9)
!453 = !DILocation(line: 205, column: 14, scope: !452)
!454 = !DILocation(line: 205, column: 19, scope: !452)
!455 = !DILocation(line: 205, column: 22, scope: !452)
!456 = !DILocation(line: 205, column: 32, scope: !452)
!457 = !DILocation(line: 205, column: 37, scope: !452)
!458 = !DILocation(line: 205, column: 9, scope: !362)
!459 = !DILocation(line: 206, column: 57, scope: !452)
!460 = !DILocation(line: 206, column: 68, scope: !452)
!461 = !DILocation(line: 206, column: 7, scope: !452)
!462 = distinct !{!462, !352, !463, !86}
!463 = !DILocation(line: 207, column: 3, scope: !36)
!464 = !DILocalVariable(name: "elapsed", scope: !36, file: !1, line: 208, type: !17)
!465 = !DILocation(line: 208, column: 10, scope: !36)
!466 = !DILocation(line: 208, column: 20, scope: !36)
!467 = !DILocation(line: 208, column: 34, scope: !36)
!468 = !DILocation(line: 208, column: 32, scope: !36)
!469 = !DILocalVariable(name: "local_error", scope: !36, file: !1, line: 210, type: !17)
!470 = !DILocation(line: 210, column: 10, scope: !36)
!471 = !DILocalVariable(name: "max_error", scope: !36, file: !1, line: 210, type: !17)
!472 = !DILocation(line: 210, column: 29, scope: !36)
!473 = !DILocalVariable(name: "row", scope: !474, file: !1, line: 211, type: !23)
!474 = distinct !DILexicalBlock(scope: !36, file: !1, line: 211, column: 3)
!475 = !DILocation(line: 211, column: 12, scope: !474)
!476 = !DILocation(line: 211, column: 8, scope: !474)
!477 = !DILocation(line: 211, column: 21, scope: !478)
!478 = distinct !DILexicalBlock(scope: !474, file: !1, line: 211, column: 3)
!479 = !DILocation(line: 211, column: 29, scope: !478)
!480 = !DILocation(line: 211, column: 25, scope: !478)
!481 = !DILocation(line: 211, column: 3, scope: !474)
!482 = !DILocalVariable(name: "gx", scope: !483, file: !1, line: 212, type: !23)
!483 = distinct !DILexicalBlock(scope: !478, file: !1, line: 212, column: 5)
!484 = !DILocation(line: 212, column: 14, scope: !483)
!485 = !DILocation(line: 212, column: 10, scope: !483)
!486 = !DILocation(line: 212, column: 22, scope: !487)
!487 = distinct !DILexicalBlock(scope: !483, file: !1, line: 212, column: 5)
!488 = !DILocation(line: 212, column: 27, scope: !487)
!489 = !DILocation(line: 212, column: 25, scope: !487)
!490 = !DILocation(line: 212, column: 5, scope: !483)
!491 = !DILocalVariable(name: "e", scope: !492, file: !1, line: 213, type: !17)
!492 = distinct !DILexicalBlock(scope: !487, file: !1, line: 212, column: 36)
!493 = !DILocation(line: 213, column: 14, scope: !492)
!494 = !DILocation(line: 213, column: 23, scope: !492)
!495 = !DILocation(line: 213, column: 25, scope: !492)
!496 = !DILocation(line: 213, column: 31, scope: !492)
!497 = !DILocation(line: 213, column: 29, scope: !492)
!498 = !DILocation(line: 213, column: 35, scope: !492)
!499 = !DILocation(line: 213, column: 33, scope: !492)
!500 = !DILocation(line: 214, column: 38, scope: !492)
!501 = !DILocation(line: 214, column: 41, scope: !492)
!502 = !DILocation(line: 214, column: 47, scope: !492)
!503 = !DILocation(line: 214, column: 59, scope: !492)
!504 = !DILocation(line: 214, column: 57, scope: !492)
!505 = !DILocation(line: 214, column: 23, scope: !492)
!506 = !DILocation(line: 213, column: 39, scope: !492)
!507 = !DILocation(line: 213, column: 18, scope: !492)
!508 = !DILocation(line: 215, column: 11, scope: !509)
!509 = distinct !DILexicalBlock(scope: !492, file: !1, line: 215, column: 11)
!510 = !DILocation(line: 215, column: 15, scope: !509)
!511 = !DILocation(line: 215, column: 13, scope: !509)
!512 = !DILocation(line: 215, column: 11, scope: !492)
!513 = !DILocation(line: 216, column: 23, scope: !509)
!514 = !DILocation(line: 216, column: 21, scope: !509)
!515 = !DILocation(line: 216, column: 9, scope: !509)
!516 = !DILocation(line: 217, column: 5, scope: !492)
!517 = !DILocation(line: 212, column: 32, scope: !487)
!518 = !DILocation(line: 212, column: 5, scope: !487)
!519 = distinct !{!519, !490, !520, !86}
!520 = !DILocation(line: 217, column: 5, scope: !483)
!521 = !DILocation(line: 211, column: 38, scope: !478)
!522 = !DILocation(line: 211, column: 3, scope: !478)
!523 = distinct !{!523, !481, !524, !86}
!524 = !DILocation(line: 217, column: 5, scope: !474)
!525 = !DILocation(line: 218, column: 14, scope: !36)
!526 = !DILocation(line: 218, column: 28, scope: !36)
!527 = !DILocation(line: 218, column: 3, scope: !36)
!528 = !DILocation(line: 220, column: 7, scope: !529)
!529 = distinct !DILexicalBlock(scope: !36, file: !1, line: 220, column: 7)
!530 = !DILocation(line: 220, column: 12, scope: !529)
!531 = !DILocation(line: 220, column: 7, scope: !36)
!532 = !DILocation(line: 221, column: 60, scope: !533)
!533 = distinct !DILexicalBlock(scope: !529, file: !1, line: 220, column: 18)
!534 = !DILocation(line: 221, column: 63, scope: !533)
!535 = !DILocation(line: 221, column: 66, scope: !533)
!536 = !DILocation(line: 221, column: 70, scope: !533)
!537 = !DILocation(line: 221, column: 68, scope: !533)
!538 = !DILocation(line: 221, column: 73, scope: !533)
!539 = !DILocation(line: 221, column: 5, scope: !533)
!540 = !DILocation(line: 223, column: 12, scope: !533)
!541 = !DILocation(line: 223, column: 24, scope: !533)
!542 = !DILocation(line: 223, column: 21, scope: !533)
!543 = !DILocation(line: 223, column: 67, scope: !533)
!544 = !DILocation(line: 224, column: 12, scope: !533)
!545 = !DILocation(line: 224, column: 24, scope: !533)
!546 = !DILocation(line: 224, column: 21, scope: !533)
!547 = !DILocation(line: 224, column: 48, scope: !533)
!548 = !DILocation(line: 222, column: 5, scope: !533)
!549 = !DILocation(line: 225, column: 60, scope: !533)
!550 = !DILocation(line: 225, column: 5, scope: !533)
!551 = !DILocation(line: 226, column: 31, scope: !533)
!552 = !DILocation(line: 226, column: 5, scope: !533)
!553 = !DILocation(line: 227, column: 3, scope: !533)
!554 = !DILocation(line: 228, column: 8, scope: !36)
!555 = !DILocation(line: 228, column: 3, scope: !36)
!556 = !DILocation(line: 229, column: 8, scope: !36)
!557 = !DILocation(line: 229, column: 3, scope: !36)
!558 = !DILocation(line: 230, column: 8, scope: !36)
!559 = !DILocation(line: 230, column: 3, scope: !36)
!560 = !DILocation(line: 231, column: 8, scope: !36)
!561 = !DILocation(line: 231, column: 3, scope: !36)
!562 = !DILocation(line: 232, column: 8, scope: !36)
!563 = !DILocation(line: 232, column: 3, scope: !36)
!564 = !DILocation(line: 233, column: 10, scope: !36)
!565 = !DILocation(line: 233, column: 8, scope: !36)
!566 = !DILocation(line: 233, column: 3, scope: !36)
!567 = !DILocation(line: 234, column: 10, scope: !36)
!568 = !DILocation(line: 234, column: 8, scope: !36)
!569 = !DILocation(line: 234, column: 3, scope: !36)
!570 = !DILocation(line: 235, column: 10, scope: !36)
!571 = !DILocation(line: 235, column: 8, scope: !36)
!572 = !DILocation(line: 235, column: 3, scope: !36)
!573 = !DILocation(line: 236, column: 3, scope: !36)
!574 = !DILocation(line: 237, column: 3, scope: !36)
!575 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 17, type: !576, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!576 = !DISubroutineType(types: !577)
!577 = !{!23, !23, !39, !23, !23}
!578 = !DILocalVariable(name: "argc", arg: 1, scope: !575, file: !1, line: 17, type: !23)
!579 = !DILocation(line: 17, column: 28, scope: !575)
!580 = !DILocalVariable(name: "argv", arg: 2, scope: !575, file: !1, line: 17, type: !39)
!581 = !DILocation(line: 17, column: 41, scope: !575)
!582 = !DILocalVariable(name: "index", arg: 3, scope: !575, file: !1, line: 17, type: !23)
!583 = !DILocation(line: 17, column: 51, scope: !575)
!584 = !DILocalVariable(name: "fallback", arg: 4, scope: !575, file: !1, line: 17, type: !23)
!585 = !DILocation(line: 17, column: 62, scope: !575)
!586 = !DILocation(line: 18, column: 7, scope: !587)
!587 = distinct !DILexicalBlock(scope: !575, file: !1, line: 18, column: 7)
!588 = !DILocation(line: 18, column: 16, scope: !587)
!589 = !DILocation(line: 18, column: 13, scope: !587)
!590 = !DILocation(line: 18, column: 7, scope: !575)
!591 = !DILocation(line: 19, column: 12, scope: !587)
!592 = !DILocation(line: 19, column: 5, scope: !587)
!593 = !DILocalVariable(name: "s", scope: !575, file: !1, line: 20, type: !594)
!594 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !595, size: 64)
!595 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!596 = !DILocation(line: 20, column: 15, scope: !575)
!597 = !DILocation(line: 20, column: 19, scope: !575)
!598 = !DILocation(line: 20, column: 24, scope: !575)
!599 = !DILocalVariable(name: "value", scope: !575, file: !1, line: 21, type: !23)
!600 = !DILocation(line: 21, column: 7, scope: !575)
!601 = !DILocation(line: 22, column: 8, scope: !602)
!602 = distinct !DILexicalBlock(scope: !575, file: !1, line: 22, column: 7)
!603 = !DILocation(line: 22, column: 7, scope: !602)
!604 = !DILocation(line: 22, column: 10, scope: !602)
!605 = !DILocation(line: 22, column: 7, scope: !575)
!606 = !DILocation(line: 23, column: 12, scope: !602)
!607 = !DILocation(line: 23, column: 5, scope: !602)
!608 = !DILocation(line: 24, column: 3, scope: !575)
!609 = !DILocation(line: 24, column: 11, scope: !610)
!610 = distinct !DILexicalBlock(scope: !611, file: !1, line: 24, column: 3)
!611 = distinct !DILexicalBlock(scope: !575, file: !1, line: 24, column: 3)
!612 = !DILocation(line: 24, column: 10, scope: !610)
!613 = !DILocation(line: 24, column: 3, scope: !611)
!614 = !DILocation(line: 25, column: 10, scope: !615)
!615 = distinct !DILexicalBlock(scope: !616, file: !1, line: 25, column: 9)
!616 = distinct !DILexicalBlock(scope: !610, file: !1, line: 24, column: 19)
!617 = !DILocation(line: 25, column: 9, scope: !615)
!618 = !DILocation(line: 25, column: 12, scope: !615)
!619 = !DILocation(line: 25, column: 18, scope: !615)
!620 = !DILocation(line: 25, column: 22, scope: !615)
!621 = !DILocation(line: 25, column: 21, scope: !615)
!622 = !DILocation(line: 25, column: 24, scope: !615)
!623 = !DILocation(line: 25, column: 9, scope: !616)
!624 = !DILocation(line: 26, column: 14, scope: !615)
!625 = !DILocation(line: 26, column: 7, scope: !615)
!626 = !DILocation(line: 27, column: 13, scope: !616)
!627 = !DILocation(line: 27, column: 19, scope: !616)
!628 = !DILocation(line: 27, column: 28, scope: !616)
!629 = !DILocation(line: 27, column: 27, scope: !616)
!630 = !DILocation(line: 27, column: 30, scope: !616)
!631 = !DILocation(line: 27, column: 24, scope: !616)
!632 = !DILocation(line: 27, column: 11, scope: !616)
!633 = !DILocation(line: 28, column: 3, scope: !616)
!634 = !DILocation(line: 24, column: 15, scope: !610)
!635 = !DILocation(line: 24, column: 3, scope: !610)
!636 = distinct !{!636, !613, !637, !86}
!637 = !DILocation(line: 28, column: 3, scope: !611)
!638 = !DILocation(line: 29, column: 10, scope: !575)
!639 = !DILocation(line: 29, column: 3, scope: !575)
!640 = !DILocation(line: 30, column: 1, scope: !575)
!641 = distinct !DISubprogram(name: "block_range", scope: !1, file: !1, line: 32, type: !642, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!642 = !DISubroutineType(types: !643)
!643 = !{null, !23, !23, !23, !147, !147}
!644 = !DILocalVariable(name: "n", arg: 1, scope: !641, file: !1, line: 32, type: !23)
!645 = !DILocation(line: 32, column: 29, scope: !641)
!646 = !DILocalVariable(name: "parts", arg: 2, scope: !641, file: !1, line: 32, type: !23)
!647 = !DILocation(line: 32, column: 36, scope: !641)
!648 = !DILocalVariable(name: "part", arg: 3, scope: !641, file: !1, line: 32, type: !23)
!649 = !DILocation(line: 32, column: 47, scope: !641)
!650 = !DILocalVariable(name: "first", arg: 4, scope: !641, file: !1, line: 32, type: !147)
!651 = !DILocation(line: 32, column: 58, scope: !641)
!652 = !DILocalVariable(name: "count", arg: 5, scope: !641, file: !1, line: 32, type: !147)
!653 = !DILocation(line: 32, column: 70, scope: !641)
!654 = !DILocalVariable(name: "base", scope: !641, file: !1, line: 33, type: !23)
!655 = !DILocation(line: 33, column: 7, scope: !641)
!656 = !DILocation(line: 33, column: 14, scope: !641)
!657 = !DILocation(line: 33, column: 18, scope: !641)
!658 = !DILocation(line: 33, column: 16, scope: !641)
!659 = !DILocalVariable(name: "extra", scope: !641, file: !1, line: 33, type: !23)
!660 = !DILocation(line: 33, column: 25, scope: !641)
!661 = !DILocation(line: 33, column: 33, scope: !641)
!662 = !DILocation(line: 33, column: 37, scope: !641)
!663 = !DILocation(line: 33, column: 35, scope: !641)
!664 = !DILocation(line: 34, column: 12, scope: !641)
!665 = !DILocation(line: 34, column: 20, scope: !641)
!666 = !DILocation(line: 34, column: 27, scope: !641)
!667 = !DILocation(line: 34, column: 25, scope: !641)
!668 = !DILocation(line: 34, column: 17, scope: !641)
!669 = !DILocation(line: 34, column: 4, scope: !641)
!670 = !DILocation(line: 34, column: 10, scope: !641)
!671 = !DILocation(line: 35, column: 12, scope: !641)
!672 = !DILocation(line: 35, column: 19, scope: !641)
!673 = !DILocation(line: 35, column: 17, scope: !641)
!674 = !DILocation(line: 35, column: 27, scope: !641)
!675 = !DILocation(line: 35, column: 34, scope: !641)
!676 = !DILocation(line: 35, column: 32, scope: !641)
!677 = !DILocation(line: 35, column: 42, scope: !641)
!678 = !DILocation(line: 35, column: 49, scope: !641)
!679 = !DILocation(line: 35, column: 24, scope: !641)
!680 = !DILocation(line: 35, column: 4, scope: !641)
!681 = !DILocation(line: 35, column: 10, scope: !641)
!682 = !DILocation(line: 36, column: 1, scope: !641)
!683 = distinct !DISubprogram(name: "build_poisson", scope: !1, file: !1, line: 75, type: !684, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!684 = !DISubroutineType(types: !685)
!685 = !{!143, !686}
!686 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !687, size: 64)
!687 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !88)
!688 = !DILocalVariable(name: "l", arg: 1, scope: !683, file: !1, line: 75, type: !686)
!689 = !DILocation(line: 75, column: 54, scope: !683)
!690 = !DILocalVariable(name: "n", scope: !683, file: !1, line: 76, type: !23)
!691 = !DILocation(line: 76, column: 7, scope: !683)
!692 = !DILocation(line: 76, column: 11, scope: !683)
!693 = !DILocation(line: 76, column: 14, scope: !683)
!694 = !DILocalVariable(name: "rows", scope: !683, file: !1, line: 76, type: !23)
!695 = !DILocation(line: 76, column: 17, scope: !683)
!696 = !DILocation(line: 76, column: 24, scope: !683)
!697 = !DILocation(line: 76, column: 27, scope: !683)
!698 = !DILocation(line: 76, column: 34, scope: !683)
!699 = !DILocation(line: 76, column: 32, scope: !683)
!700 = !DILocalVariable(name: "a", scope: !683, file: !1, line: 77, type: !143)
!701 = !DILocation(line: 77, column: 14, scope: !683)
!702 = !DILocation(line: 78, column: 12, scope: !683)
!703 = !DILocation(line: 78, column: 5, scope: !683)
!704 = !DILocation(line: 78, column: 10, scope: !683)
!705 = !DILocation(line: 79, column: 39, scope: !683)
!706 = !DILocation(line: 79, column: 44, scope: !683)
!707 = !DILocation(line: 79, column: 38, scope: !683)
!708 = !DILocation(line: 79, column: 36, scope: !683)
!709 = !DILocation(line: 79, column: 17, scope: !683)
!710 = !DILocation(line: 79, column: 5, scope: !683)
!711 = !DILocation(line: 79, column: 15, scope: !683)
!712 = !DILocation(line: 80, column: 40, scope: !683)
!713 = !DILocation(line: 80, column: 38, scope: !683)
!714 = !DILocation(line: 80, column: 45, scope: !683)
!715 = !DILocation(line: 80, column: 35, scope: !683)
!716 = !DILocation(line: 80, column: 33, scope: !683)
!717 = !DILocation(line: 80, column: 14, scope: !683)
!718 = !DILocation(line: 80, column: 5, scope: !683)
!719 = !DILocation(line: 80, column: 12, scope: !683)
!720 = !DILocation(line: 81, column: 42, scope: !683)
!721 = !DILocation(line: 81, column: 40, scope: !683)
!722 = !DILocation(line: 81, column: 47, scope: !683)
!723 = !DILocation(line: 81, column: 37, scope: !683)
!724 = !DILocation(line: 81, column: 35, scope: !683)
!725 = !DILocation(line: 81, column: 13, scope: !683)
!726 = !DILocation(line: 81, column: 5, scope: !683)
!727 = !DILocation(line: 81, column: 11, scope: !683)
!728 = !DILocalVariable(name: "nnz", scope: !683, file: !1, line: 82, type: !23)
!729 = !DILocation(line: 82, column: 7, scope: !683)
!730 = !DILocalVariable(name: "r", scope: !731, file: !1, line: 83, type: !23)
!731 = distinct !DILexicalBlock(scope: !683, file: !1, line: 83, column: 3)
!732 = !DILocation(line: 83, column: 12, scope: !731)
!733 = !DILocation(line: 83, column: 8, scope: !731)
!734 = !DILocation(line: 83, column: 19, scope: !735)
!735 = distinct !DILexicalBlock(scope: !731, file: !1, line: 83, column: 3)
!736 = !DILocation(line: 83, column: 23, scope: !735)
!737 = !DILocation(line: 83, column: 26, scope: !735)
!738 = !DILocation(line: 83, column: 21, scope: !735)
!739 = !DILocation(line: 83, column: 3, scope: !731)
!740 = !DILocalVariable(name: "gy", scope: !741, file: !1, line: 84, type: !23)
!741 = distinct !DILexicalBlock(scope: !735, file: !1, line: 83, column: 37)
!742 = !DILocation(line: 84, column: 9, scope: !741)
!743 = !DILocation(line: 84, column: 14, scope: !741)
!744 = !DILocation(line: 84, column: 17, scope: !741)
!745 = !DILocation(line: 84, column: 29, scope: !741)
!746 = !DILocation(line: 84, column: 27, scope: !741)
!747 = !DILocalVariable(name: "gx", scope: !748, file: !1, line: 85, type: !23)
!748 = distinct !DILexicalBlock(scope: !741, file: !1, line: 85, column: 5)
!749 = !DILocation(line: 85, column: 14, scope: !748)
!750 = !DILocation(line: 85, column: 10, scope: !748)
!751 = !DILocation(line: 85, column: 22, scope: !752)
!752 = distinct !DILexicalBlock(scope: !748, file: !1, line: 85, column: 5)
!753 = !DILocation(line: 85, column: 27, scope: !752)
!754 = !DILocation(line: 85, column: 25, scope: !752)
!755 = !DILocation(line: 85, column: 5, scope: !748)
!756 = !DILocalVariable(name: "self", scope: !757, file: !1, line: 86, type: !23)
!757 = distinct !DILexicalBlock(scope: !752, file: !1, line: 85, column: 36)
!758 = !DILocation(line: 86, column: 11, scope: !757)
!759 = !DILocation(line: 86, column: 19, scope: !757)
!760 = !DILocation(line: 86, column: 21, scope: !757)
!761 = !DILocation(line: 86, column: 28, scope: !757)
!762 = !DILocation(line: 86, column: 26, scope: !757)
!763 = !DILocation(line: 86, column: 32, scope: !757)
!764 = !DILocation(line: 86, column: 30, scope: !757)
!765 = !DILocation(line: 87, column: 33, scope: !757)
!766 = !DILocation(line: 87, column: 9, scope: !757)
!767 = !DILocation(line: 87, column: 19, scope: !757)
!768 = !DILocation(line: 87, column: 23, scope: !757)
!769 = !DILocation(line: 87, column: 21, scope: !757)
!770 = !DILocation(line: 87, column: 27, scope: !757)
!771 = !DILocation(line: 87, column: 25, scope: !757)
!772 = !DILocation(line: 87, column: 7, scope: !757)
!773 = !DILocation(line: 87, column: 31, scope: !757)
!774 = !DILocation(line: 88, column: 11, scope: !775)
!775 = distinct !DILexicalBlock(scope: !757, file: !1, line: 88, column: 11)
!776 = !DILocation(line: 88, column: 14, scope: !775)
!777 = !DILocation(line: 88, column: 11, scope: !757)
!778 = !DILocation(line: 89, column: 25, scope: !779)
!779 = distinct !DILexicalBlock(scope: !775, file: !1, line: 88, column: 19)
!780 = !DILocation(line: 89, column: 32, scope: !779)
!781 = !DILocation(line: 89, column: 30, scope: !779)
!782 = !DILocation(line: 89, column: 11, scope: !779)
!783 = !DILocation(line: 89, column: 18, scope: !779)
!784 = !DILocation(line: 89, column: 9, scope: !779)
!785 = !DILocation(line: 89, column: 23, scope: !779)
!786 = !DILocation(line: 90, column: 11, scope: !779)
!787 = !DILocation(line: 90, column: 20, scope: !779)
!788 = !DILocation(line: 90, column: 9, scope: !779)
!789 = !DILocation(line: 90, column: 24, scope: !779)
!790 = !DILocation(line: 91, column: 7, scope: !779)
!791 = !DILocation(line: 92, column: 11, scope: !792)
!792 = distinct !DILexicalBlock(scope: !757, file: !1, line: 92, column: 11)
!793 = !DILocation(line: 92, column: 14, scope: !792)
!794 = !DILocation(line: 92, column: 11, scope: !757)
!795 = !DILocation(line: 93, column: 25, scope: !796)
!796 = distinct !DILexicalBlock(scope: !792, file: !1, line: 92, column: 19)
!797 = !DILocation(line: 93, column: 30, scope: !796)
!798 = !DILocation(line: 93, column: 11, scope: !796)
!799 = !DILocation(line: 93, column: 18, scope: !796)
!800 = !DILocation(line: 93, column: 9, scope: !796)
!801 = !DILocation(line: 93, column: 23, scope: !796)
!802 = !DILocation(line: 94, column: 11, scope: !796)
!803 = !DILocation(line: 94, column: 20, scope: !796)
!804 = !DILocation(line: 94, column: 9, scope: !796)
!805 = !DILocation(line: 94, column: 24, scope: !796)
!806 = !DILocation(line: 95, column: 7, scope: !796)
!807 = !DILocation(line: 96, column: 23, scope: !757)
!808 = !DILocation(line: 96, column: 9, scope: !757)
!809 = !DILocation(line: 96, column: 16, scope: !757)
!810 = !DILocation(line: 96, column: 7, scope: !757)
!811 = !DILocation(line: 96, column: 21, scope: !757)
!812 = !DILocation(line: 97, column: 9, scope: !757)
!813 = !DILocation(line: 97, column: 18, scope: !757)
!814 = !DILocation(line: 97, column: 7, scope: !757)
!815 = !DILocation(line: 97, column: 22, scope: !757)
!816 = !DILocation(line: 98, column: 11, scope: !817)
!817 = distinct !DILexicalBlock(scope: !757, file: !1, line: 98, column: 11)
!818 = !DILocation(line: 98, column: 16, scope: !817)
!819 = !DILocation(line: 98, column: 18, scope: !817)
!820 = !DILocation(line: 98, column: 14, scope: !817)
!821 = !DILocation(line: 98, column: 11, scope: !757)
!822 = !DILocation(line: 99, column: 25, scope: !823)
!823 = distinct !DILexicalBlock(scope: !817, file: !1, line: 98, column: 23)
!824 = !DILocation(line: 99, column: 30, scope: !823)
!825 = !DILocation(line: 99, column: 11, scope: !823)
!826 = !DILocation(line: 99, column: 18, scope: !823)
!827 = !DILocation(line: 99, column: 9, scope: !823)
!828 = !DILocation(line: 99, column: 23, scope: !823)
!829 = !DILocation(line: 100, column: 11, scope: !823)
!830 = !DILocation(line: 100, column: 20, scope: !823)
!831 = !DILocation(line: 100, column: 9, scope: !823)
!832 = !DILocation(line: 100, column: 24, scope: !823)
!833 = !DILocation(line: 101, column: 7, scope: !823)
!834 = !DILocation(line: 102, column: 11, scope: !835)
!835 = distinct !DILexicalBlock(scope: !757, file: !1, line: 102, column: 11)
!836 = !DILocation(line: 102, column: 16, scope: !835)
!837 = !DILocation(line: 102, column: 18, scope: !835)
!838 = !DILocation(line: 102, column: 14, scope: !835)
!839 = !DILocation(line: 102, column: 11, scope: !757)
!840 = !DILocation(line: 103, column: 25, scope: !841)
!841 = distinct !DILexicalBlock(scope: !835, file: !1, line: 102, column: 23)
!842 = !DILocation(line: 103, column: 32, scope: !841)
!843 = !DILocation(line: 103, column: 30, scope: !841)
!844 = !DILocation(line: 103, column: 11, scope: !841)
!845 = !DILocation(line: 103, column: 18, scope: !841)
!846 = !DILocation(line: 103, column: 9, scope: !841)
!847 = !DILocation(line: 103, column: 23, scope: !841)
!848 = !DILocation(line: 104, column: 11, scope: !841)
!849 = !DILocation(line: 104, column: 20, scope: !841)
!850 = !DILocation(line: 104, column: 9, scope: !841)
!851 = !DILocation(line: 104, column: 24, scope: !841)
!852 = !DILocation(line: 105, column: 7, scope: !841)
!853 = !DILocation(line: 106, column: 5, scope: !757)
!854 = !DILocation(line: 85, column: 32, scope: !752)
!855 = !DILocation(line: 85, column: 5, scope: !752)
!856 = distinct !{!856, !755, !857, !86}
!857 = !DILocation(line: 106, column: 5, scope: !748)
!858 = !DILocation(line: 107, column: 3, scope: !741)
!859 = !DILocation(line: 83, column: 33, scope: !735)
!860 = !DILocation(line: 83, column: 3, scope: !735)
!861 = distinct !{!861, !739, !862, !86}
!862 = !DILocation(line: 107, column: 3, scope: !731)
!863 = !DILocation(line: 108, column: 23, scope: !683)
!864 = !DILocation(line: 108, column: 5, scope: !683)
!865 = !DILocation(line: 108, column: 15, scope: !683)
!866 = !DILocation(line: 108, column: 3, scope: !683)
!867 = !DILocation(line: 108, column: 21, scope: !683)
!868 = !DILocation(line: 109, column: 3, scope: !683)
!869 = distinct !DISubprogram(name: "exact_solution", scope: !1, file: !1, line: 40, type: !870, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!870 = !DISubroutineType(types: !871)
!871 = !{!17, !23, !23, !23}
!872 = !DILocalVariable(name: "n", arg: 1, scope: !869, file: !1, line: 40, type: !23)
!873 = !DILocation(line: 40, column: 34, scope: !869)
!874 = !DILocalVariable(name: "gx", arg: 2, scope: !869, file: !1, line: 40, type: !23)
!875 = !DILocation(line: 40, column: 41, scope: !869)
!876 = !DILocalVariable(name: "gy", arg: 3, scope: !869, file: !1, line: 40, type: !23)
!877 = !DILocation(line: 40, column: 49, scope: !869)
!878 = !DILocalVariable(name: "x", scope: !869, file: !1, line: 41, type: !17)
!879 = !DILocation(line: 41, column: 10, scope: !869)
!880 = !DILocation(line: 41, column: 23, scope: !869)
!881 = !DILocation(line: 41, column: 26, scope: !869)
!882 = !DILocation(line: 41, column: 14, scope: !869)
!883 = !DILocation(line: 41, column: 34, scope: !869)
!884 = !DILocation(line: 41, column: 36, scope: !869)
!885 = !DILocation(line: 41, column: 33, scope: !869)
!886 = !DILocation(line: 41, column: 31, scope: !869)
!887 = !DILocalVariable(name: "y", scope: !869, file: !1, line: 41, type: !17)
!888 = !DILocation(line: 41, column: 42, scope: !869)
!889 = !DILocation(line: 41, column: 55, scope: !869)
!890 = !DILocation(line: 41, column: 58, scope: !869)
!891 = !DILocation(line: 41, column: 46, scope: !869)
!892 = !DILocation(line: 41, column: 66, scope: !869)
!893 = !DILocation(line: 41, column: 68, scope: !869)
!894 = !DILocation(line: 41, column: 65, scope: !869)
!895 = !DILocation(line: 41, column: 63, scope: !869)
!896 = !DILocation(line: 42, column: 17, scope: !869)
!897 = !DILocation(line: 42, column: 15, scope: !869)
!898 = !DILocation(line: 42, column: 28, scope: !869)
!899 = !DILocation(line: 42, column: 26, scope: !869)
!900 = !DILocation(line: 42, column: 19, scope: !869)
!901 = !DILocation(line: 42, column: 33, scope: !869)
!902 = !DILocation(line: 42, column: 31, scope: !869)
!903 = !DILocation(line: 42, column: 44, scope: !869)
!904 = !DILocation(line: 42, column: 42, scope: !869)
!905 = !DILocation(line: 42, column: 55, scope: !869)
!906 = !DILocation(line: 42, column: 53, scope: !869)
!907 = !DILocation(line: 42, column: 59, scope: !869)
!908 = !DILocation(line: 42, column: 57, scope: !869)
!909 = !DILocation(line: 42, column: 70, scope: !869)
!910 = !DILocation(line: 42, column: 68, scope: !869)
!911 = !DILocation(line: 42, column: 61, scope: !869)
!912 = !DILocation(line: 42, column: 47, scope: !869)
!913 = !DILocation(line: 42, column: 3, scope: !869)
!914 = distinct !DISubprogram(name: "dot", scope: !1, file: !1, line: 122, type: !915, scopeLine: 122, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!915 = !DISubroutineType(types: !916)
!916 = !{!17, !23, !917, !917}
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !918, size: 64)
!918 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!919 = !DILocalVariable(name: "len", arg: 1, scope: !914, file: !1, line: 122, type: !23)
!920 = !DILocation(line: 122, column: 23, scope: !914)
!921 = !DILocalVariable(name: "x", arg: 2, scope: !914, file: !1, line: 122, type: !917)
!922 = !DILocation(line: 122, column: 42, scope: !914)
!923 = !DILocalVariable(name: "y", arg: 3, scope: !914, file: !1, line: 122, type: !917)
!924 = !DILocation(line: 122, column: 59, scope: !914)
!925 = !DILocalVariable(name: "local", scope: !914, file: !1, line: 123, type: !17)
!926 = !DILocation(line: 123, column: 10, scope: !914)
!927 = !DILocalVariable(name: "global", scope: !914, file: !1, line: 123, type: !17)
!928 = !DILocation(line: 123, column: 23, scope: !914)
!929 = !DILocalVariable(name: "i", scope: !930, file: !1, line: 124, type: !23)
!930 = distinct !DILexicalBlock(scope: !914, file: !1, line: 124, column: 3)
!931 = !DILocation(line: 124, column: 12, scope: !930)
!932 = !DILocation(line: 124, column: 8, scope: !930)
!933 = !DILocation(line: 124, column: 19, scope: !934)
!934 = distinct !DILexicalBlock(scope: !930, file: !1, line: 124, column: 3)
!935 = !DILocation(line: 124, column: 23, scope: !934)
!936 = !DILocation(line: 124, column: 21, scope: !934)
!937 = !DILocation(line: 124, column: 3, scope: !930)
!938 = !DILocation(line: 125, column: 14, scope: !934)
!939 = !DILocation(line: 125, column: 16, scope: !934)
!940 = !DILocation(line: 125, column: 21, scope: !934)
!941 = !DILocation(line: 125, column: 23, scope: !934)
!942 = !DILocation(line: 125, column: 11, scope: !934)
!943 = !DILocation(line: 125, column: 5, scope: !934)
!944 = !DILocation(line: 124, column: 29, scope: !934)
!945 = !DILocation(line: 124, column: 3, scope: !934)
!946 = distinct !{!946, !937, !947, !86}
!947 = !DILocation(line: 125, column: 24, scope: !930)
!948 = !DILocation(line: 126, column: 17, scope: !914)
!949 = !DILocation(line: 126, column: 25, scope: !914)
!950 = !DILocation(line: 126, column: 3, scope: !914)
!951 = !DILocation(line: 127, column: 10, scope: !914)
!952 = !DILocation(line: 127, column: 3, scope: !914)
!953 = distinct !DISubprogram(name: "exchange_halo", scope: !1, file: !1, line: 53, type: !954, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!954 = !DISubroutineType(types: !955)
!955 = !{null, !686, !150}
!956 = !DILocalVariable(name: "l", arg: 1, scope: !953, file: !1, line: 53, type: !686)
!957 = !DILocation(line: 53, column: 48, scope: !953)
!958 = !DILocalVariable(name: "v", arg: 2, scope: !953, file: !1, line: 53, type: !150)
!959 = !DILocation(line: 53, column: 59, scope: !953)
!960 = !DILocalVariable(name: "n", scope: !953, file: !1, line: 54, type: !23)
!961 = !DILocation(line: 54, column: 7, scope: !953)
!962 = !DILocation(line: 54, column: 11, scope: !953)
!963 = !DILocation(line: 54, column: 14, scope: !953)
!964 = !DILocalVariable(name: "own_bottom", scope: !953, file: !1, line: 55, type: !150)
!965 = !DILocation(line: 55, column: 11, scope: !953)
!966 = !DILocation(line: 55, column: 24, scope: !953)
!967 = !DILocation(line: 55, column: 28, scope: !953)
!968 = !DILocation(line: 55, column: 26, scope: !953)
!969 = !DILocalVariable(name: "own_top", scope: !953, file: !1, line: 55, type: !150)
!970 = !DILocation(line: 55, column: 32, scope: !953)
!971 = !DILocation(line: 55, column: 42, scope: !953)
!972 = !DILocation(line: 55, column: 54, scope: !953)
!973 = !DILocation(line: 55, column: 57, scope: !953)
!974 = !DILocation(line: 55, column: 46, scope: !953)
!975 = !DILocation(line: 55, column: 64, scope: !953)
!976 = !DILocation(line: 55, column: 62, scope: !953)
!977 = !DILocation(line: 55, column: 44, scope: !953)
!978 = !DILocalVariable(name: "halo_below", scope: !953, file: !1, line: 56, type: !150)
!979 = !DILocation(line: 56, column: 11, scope: !953)
!980 = !DILocation(line: 56, column: 24, scope: !953)
!981 = !DILocalVariable(name: "halo_above", scope: !953, file: !1, line: 56, type: !150)
!982 = !DILocation(line: 56, column: 28, scope: !953)
!983 = !DILocation(line: 56, column: 41, scope: !953)
!984 = !DILocation(line: 56, column: 54, scope: !953)
!985 = !DILocation(line: 56, column: 57, scope: !953)
!986 = !DILocation(line: 56, column: 62, scope: !953)
!987 = !DILocation(line: 56, column: 45, scope: !953)
!988 = !DILocation(line: 56, column: 69, scope: !953)
!989 = !DILocation(line: 56, column: 67, scope: !953)
!990 = !DILocation(line: 56, column: 43, scope: !953)
!991 = !DILocalVariable(name: "phase", scope: !992, file: !1, line: 57, type: !23)
!992 = distinct !DILexicalBlock(scope: !953, file: !1, line: 57, column: 3)
!993 = !DILocation(line: 57, column: 12, scope: !992)
!994 = !DILocation(line: 57, column: 8, scope: !992)
!995 = !DILocation(line: 57, column: 23, scope: !996)
!996 = distinct !DILexicalBlock(scope: !992, file: !1, line: 57, column: 3)
!997 = !DILocation(line: 57, column: 29, scope: !996)
!998 = !DILocation(line: 57, column: 3, scope: !992)
!999 = !DILocalVariable(name: "up", scope: !1000, file: !1, line: 58, type: !23)
!1000 = distinct !DILexicalBlock(scope: !996, file: !1, line: 57, column: 43)
!1001 = !DILocation(line: 58, column: 9, scope: !1000)
!1002 = !DILocation(line: 58, column: 15, scope: !1000)
!1003 = !DILocation(line: 58, column: 24, scope: !1000)
!1004 = !DILocation(line: 58, column: 27, scope: !1000)
!1005 = !DILocation(line: 58, column: 21, scope: !1000)
!1006 = !DILocation(line: 59, column: 9, scope: !1007)
!1007 = distinct !DILexicalBlock(scope: !1000, file: !1, line: 59, column: 9)
!1008 = !DILocation(line: 59, column: 12, scope: !1007)
!1009 = !DILocation(line: 59, column: 15, scope: !1007)
!1010 = !DILocation(line: 59, column: 18, scope: !1007)
!1011 = !DILocation(line: 59, column: 24, scope: !1007)
!1012 = !DILocation(line: 59, column: 9, scope: !1000)
!1013 = !DILocation(line: 60, column: 20, scope: !1007)
!1014 = !DILocation(line: 60, column: 29, scope: !1007)
!1015 = !DILocation(line: 60, column: 44, scope: !1007)
!1016 = !DILocation(line: 60, column: 47, scope: !1007)
!1017 = !DILocation(line: 60, column: 57, scope: !1007)
!1018 = !DILocation(line: 60, column: 69, scope: !1007)
!1019 = !DILocation(line: 61, column: 32, scope: !1007)
!1020 = !DILocation(line: 61, column: 35, scope: !1007)
!1021 = !DILocation(line: 60, column: 7, scope: !1007)
!1022 = !DILocation(line: 62, column: 10, scope: !1023)
!1023 = distinct !DILexicalBlock(scope: !1000, file: !1, line: 62, column: 9)
!1024 = !DILocation(line: 62, column: 13, scope: !1023)
!1025 = !DILocation(line: 62, column: 16, scope: !1023)
!1026 = !DILocation(line: 62, column: 19, scope: !1023)
!1027 = !DILocation(line: 62, column: 25, scope: !1023)
!1028 = !DILocation(line: 62, column: 9, scope: !1000)
!1029 = !DILocation(line: 63, column: 20, scope: !1023)
!1030 = !DILocation(line: 63, column: 32, scope: !1023)
!1031 = !DILocation(line: 63, column: 47, scope: !1023)
!1032 = !DILocation(line: 63, column: 50, scope: !1023)
!1033 = !DILocation(line: 63, column: 60, scope: !1023)
!1034 = !DILocation(line: 63, column: 72, scope: !1023)
!1035 = !DILocation(line: 64, column: 32, scope: !1023)
!1036 = !DILocation(line: 64, column: 35, scope: !1023)
!1037 = !DILocation(line: 63, column: 7, scope: !1023)
!1038 = !DILocation(line: 65, column: 3, scope: !1000)
!1039 = !DILocation(line: 57, column: 39, scope: !996)
!1040 = !DILocation(line: 57, column: 3, scope: !996)
!1041 = distinct !{!1041, !998, !1042, !86}
!1042 = !DILocation(line: 65, column: 3, scope: !992)
!1043 = !DILocation(line: 66, column: 1, scope: !953)
!1044 = distinct !DISubprogram(name: "multiply", scope: !1, file: !1, line: 113, type: !1045, scopeLine: 113, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !42)
!1045 = !DISubroutineType(types: !1046)
!1046 = !{null, !1047, !917, !150}
!1047 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1048, size: 64)
!1048 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !143)
!1049 = !DILocalVariable(name: "a", arg: 1, scope: !1044, file: !1, line: 113, type: !1047)
!1050 = !DILocation(line: 113, column: 40, scope: !1044)
!1051 = !DILocalVariable(name: "x", arg: 2, scope: !1044, file: !1, line: 113, type: !917)
!1052 = !DILocation(line: 113, column: 57, scope: !1044)
!1053 = !DILocalVariable(name: "y", arg: 3, scope: !1044, file: !1, line: 113, type: !150)
!1054 = !DILocation(line: 113, column: 68, scope: !1044)
!1055 = !DILocalVariable(name: "i", scope: !1056, file: !1, line: 114, type: !23)
!1056 = distinct !DILexicalBlock(scope: !1044, file: !1, line: 114, column: 3)
!1057 = !DILocation(line: 114, column: 12, scope: !1056)
!1058 = !DILocation(line: 114, column: 8, scope: !1056)
!1059 = !DILocation(line: 114, column: 19, scope: !1060)
!1060 = distinct !DILexicalBlock(scope: !1056, file: !1, line: 114, column: 3)
!1061 = !DILocation(line: 114, column: 23, scope: !1060)
!1062 = !DILocation(line: 114, column: 26, scope: !1060)
!1063 = !DILocation(line: 114, column: 21, scope: !1060)
!1064 = !DILocation(line: 114, column: 3, scope: !1056)
!1065 = !DILocalVariable(name: "sum", scope: !1066, file: !1, line: 115, type: !17)
!1066 = distinct !DILexicalBlock(scope: !1060, file: !1, line: 114, column: 37)
!1067 = !DILocation(line: 115, column: 12, scope: !1066)
!1068 = !DILocalVariable(name: "k", scope: !1069, file: !1, line: 116, type: !23)
!1069 = distinct !DILexicalBlock(scope: !1066, file: !1, line: 116, column: 5)
!1070 = !DILocation(line: 116, column: 14, scope: !1069)
!1071 = !DILocation(line: 116, column: 18, scope: !1069)
!1072 = !DILocation(line: 116, column: 21, scope: !1069)
!1073 = !DILocation(line: 116, column: 31, scope: !1069)
!1074 = !DILocation(line: 116, column: 10, scope: !1069)
!1075 = !DILocation(line: 116, column: 35, scope: !1076)
!1076 = distinct !DILexicalBlock(scope: !1069, file: !1, line: 116, column: 5)
!1077 = !DILocation(line: 116, column: 39, scope: !1076)
!1078 = !DILocation(line: 116, column: 42, scope: !1076)
!1079 = !DILocation(line: 116, column: 52, scope: !1076)
!1080 = !DILocation(line: 116, column: 54, scope: !1076)
!1081 = !DILocation(line: 116, column: 37, scope: !1076)
!1082 = !DILocation(line: 116, column: 5, scope: !1069)
!1083 = !DILocation(line: 117, column: 14, scope: !1076)
!1084 = !DILocation(line: 117, column: 17, scope: !1076)
!1085 = !DILocation(line: 117, column: 23, scope: !1076)
!1086 = !DILocation(line: 117, column: 28, scope: !1076)
!1087 = !DILocation(line: 117, column: 30, scope: !1076)
!1088 = !DILocation(line: 117, column: 33, scope: !1076)
!1089 = !DILocation(line: 117, column: 40, scope: !1076)
!1090 = !DILocation(line: 117, column: 11, scope: !1076)
!1091 = !DILocation(line: 117, column: 7, scope: !1076)
!1092 = !DILocation(line: 116, column: 61, scope: !1076)
!1093 = !DILocation(line: 116, column: 5, scope: !1076)
!1094 = distinct !{!1094, !1082, !1095, !86}
!1095 = !DILocation(line: 117, column: 42, scope: !1069)
!1096 = !DILocation(line: 118, column: 12, scope: !1066)
!1097 = !DILocation(line: 118, column: 5, scope: !1066)
!1098 = !DILocation(line: 118, column: 7, scope: !1066)
!1099 = !DILocation(line: 118, column: 10, scope: !1066)
!1100 = !DILocation(line: 119, column: 3, scope: !1066)
!1101 = !DILocation(line: 114, column: 33, scope: !1060)
!1102 = !DILocation(line: 114, column: 3, scope: !1060)
!1103 = distinct !{!1103, !1064, !1104, !86}
!1104 = !DILocation(line: 119, column: 3, scope: !1056)
!1105 = !DILocation(line: 120, column: 1, scope: !1044)
