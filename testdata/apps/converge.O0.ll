; ModuleID = 'converge.c'
source_filename = "converge.c"
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
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [50 x i8] c"converge: %d points on %d ranks, tolerance 1e-%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"converged after %d sweeps, max error %.2e\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !35 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double*, align 8
  %19 = alloca double*, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca i32, align 4
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca i32, align 4
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !42, metadata !DIExpression()), !dbg !43
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %6, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %7, metadata !48, metadata !DIExpression()), !dbg !49
  %32 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !50
  %33 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !51
  %34 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !52
  call void @llvm.dbg.declare(metadata i32* %8, metadata !53, metadata !DIExpression()), !dbg !54
  %35 = load i32, i32* %4, align 4, !dbg !55
  %36 = load i8**, i8*** %5, align 8, !dbg !56
  %37 = call i32 @parse_count(i32 noundef %35, i8** noundef %36, i32 noundef 1, i32 noundef 16), !dbg !57
  store i32 %37, i32* %8, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %9, metadata !58, metadata !DIExpression()), !dbg !59
  %38 = load i32, i32* %4, align 4, !dbg !60
  %39 = load i8**, i8*** %5, align 8, !dbg !61
  %40 = call i32 @parse_count(i32 noundef %38, i8** noundef %39, i32 noundef 2, i32 noundef 4), !dbg !62
  store i32 %40, i32* %9, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata double* %10, metadata !63, metadata !DIExpression()), !dbg !65
  store double 1.000000e+00, double* %10, align 8, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %11, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %11, align 4, !dbg !68
  br label %41, !dbg !69

41:                                               ; preds = %48, %2
  %42 = load i32, i32* %11, align 4, !dbg !70
  %43 = load i32, i32* %9, align 4, !dbg !72
  %44 = icmp slt i32 %42, %43, !dbg !73
  br i1 %44, label %45, label %51, !dbg !74

45:                                               ; preds = %41
  %46 = load double, double* %10, align 8, !dbg !75
  %47 = fdiv double %46, 1.000000e+01, !dbg !75
  store double %47, double* %10, align 8, !dbg !75
  br label %48, !dbg !76

48:                                               ; preds = %45
  %49 = load i32, i32* %11, align 4, !dbg !77
  %50 = add nsw i32 %49, 1, !dbg !77
  store i32 %50, i32* %11, align 4, !dbg !77
  br label %41, !dbg !78, !llvm.loop !79

51:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %12, metadata !82, metadata !DIExpression()), !dbg !83
  %52 = load i32, i32* %8, align 4, !dbg !84
  %53 = load i32, i32* %7, align 4, !dbg !85
  %54 = sdiv i32 %52, %53, !dbg !86
  store i32 %54, i32* %12, align 4, !dbg !83
  call void @llvm.dbg.declare(metadata i32* %13, metadata !87, metadata !DIExpression()), !dbg !88
  %55 = load i32, i32* %8, align 4, !dbg !89
  %56 = load i32, i32* %7, align 4, !dbg !90
  %57 = srem i32 %55, %56, !dbg !91
  store i32 %57, i32* %13, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %14, metadata !92, metadata !DIExpression()), !dbg !93
  %58 = load i32, i32* %12, align 4, !dbg !94
  %59 = load i32, i32* %6, align 4, !dbg !95
  %60 = load i32, i32* %13, align 4, !dbg !96
  %61 = icmp slt i32 %59, %60, !dbg !97
  %62 = zext i1 %61 to i64, !dbg !95
  %63 = select i1 %61, i32 1, i32 0, !dbg !95
  %64 = add nsw i32 %58, %63, !dbg !98
  store i32 %64, i32* %14, align 4, !dbg !93
  call void @llvm.dbg.declare(metadata i32* %15, metadata !99, metadata !DIExpression()), !dbg !100
  %65 = load i32, i32* %6, align 4, !dbg !101
  %66 = load i32, i32* %12, align 4, !dbg !102
  %67 = mul nsw i32 %65, %66, !dbg !103
  %68 = load i32, i32* %6, align 4, !dbg !104
  %69 = load i32, i32* %13, align 4, !dbg !105
  %70 = icmp slt i32 %68, %69, !dbg !106
  br i1 %70, label %71, label %73, !dbg !104

71:                                               ; preds = %51
  %72 = load i32, i32* %6, align 4, !dbg !107
  br label %75, !dbg !104

73:                                               ; preds = %51
  %74 = load i32, i32* %13, align 4, !dbg !108
  br label %75, !dbg !104

75:                                               ; preds = %73, %71
  %76 = phi i32 [ %72, %71 ], [ %74, %73 ], !dbg !104
  %77 = add nsw i32 %67, %76, !dbg !109
  store i32 %77, i32* %15, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %16, metadata !110, metadata !DIExpression()), !dbg !111
  %78 = load i32, i32* %6, align 4, !dbg !112
  %79 = icmp sgt i32 %78, 0, !dbg !113
  br i1 %79, label %80, label %86, !dbg !114

80:                                               ; preds = %75
  %81 = load i32, i32* %14, align 4, !dbg !115
  %82 = icmp sgt i32 %81, 0, !dbg !116
  br i1 %82, label %83, label %86, !dbg !112

83:                                               ; preds = %80
  %84 = load i32, i32* %6, align 4, !dbg !117
  %85 = sub nsw i32 %84, 1, !dbg !118
  br label %87, !dbg !112

86:                                               ; preds = %80, %75
  br label %87, !dbg !112

87:                                               ; preds = %86, %83
  %88 = phi i32 [ %85, %83 ], [ -2, %86 ], !dbg !112
  store i32 %88, i32* %16, align 4, !dbg !111
  call void @llvm.dbg.declare(metadata i32* %17, metadata !119, metadata !DIExpression()), !dbg !120
  %89 = load i32, i32* %6, align 4, !dbg !121
  %90 = add nsw i32 %89, 1, !dbg !122
  %91 = load i32, i32* %7, align 4, !dbg !123
  %92 = icmp slt i32 %90, %91, !dbg !124
  br i1 %92, label %93, label %104, !dbg !125

93:                                               ; preds = %87
  %94 = load i32, i32* %14, align 4, !dbg !126
  %95 = icmp sgt i32 %94, 0, !dbg !127
  br i1 %95, label %96, label %104, !dbg !128

96:                                               ; preds = %93
  %97 = load i32, i32* %6, align 4, !dbg !129
  %98 = add nsw i32 %97, 1, !dbg !130
  %99 = load i32, i32* %8, align 4, !dbg !131
  %100 = icmp slt i32 %98, %99, !dbg !132
  br i1 %100, label %101, label %104, !dbg !121

101:                                              ; preds = %96
  %102 = load i32, i32* %6, align 4, !dbg !133
  %103 = add nsw i32 %102, 1, !dbg !134
  br label %105, !dbg !121

104:                                              ; preds = %96, %93, %87
  br label %105, !dbg !121

105:                                              ; preds = %104, %101
  %106 = phi i32 [ %103, %101 ], [ -2, %104 ], !dbg !121
  store i32 %106, i32* %17, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata double** %18, metadata !135, metadata !DIExpression()), !dbg !137
  %107 = load i32, i32* %14, align 4, !dbg !138
  %108 = add nsw i32 %107, 2, !dbg !139
  %109 = sext i32 %108 to i64, !dbg !138
  %110 = call noalias i8* @calloc(i64 noundef %109, i64 noundef 8) #4, !dbg !140
  %111 = bitcast i8* %110 to double*, !dbg !140
  store double* %111, double** %18, align 8, !dbg !137
  call void @llvm.dbg.declare(metadata double** %19, metadata !141, metadata !DIExpression()), !dbg !142
  %112 = load i32, i32* %14, align 4, !dbg !143
  %113 = add nsw i32 %112, 2, !dbg !144
  %114 = sext i32 %113 to i64, !dbg !143
  %115 = call noalias i8* @calloc(i64 noundef %114, i64 noundef 8) #4, !dbg !145
  %116 = bitcast i8* %115 to double*, !dbg !145
  store double* %116, double** %19, align 8, !dbg !142
  call void @llvm.dbg.declare(metadata double* %20, metadata !146, metadata !DIExpression()), !dbg !147
  %117 = load i32, i32* %8, align 4, !dbg !148
  %118 = add nsw i32 %117, 1, !dbg !149
  %119 = sitofp i32 %118 to double, !dbg !150
  %120 = fdiv double 1.000000e+00, %119, !dbg !151
  store double %120, double* %20, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata double* %21, metadata !152, metadata !DIExpression()), !dbg !153
  store double 1.000000e+00, double* %21, align 8, !dbg !153
  call void @llvm.dbg.declare(metadata i32* %22, metadata !154, metadata !DIExpression()), !dbg !155
  store i32 0, i32* %22, align 4, !dbg !155
  br label %121, !dbg !156

121:                                              ; preds = %214, %105
  %122 = load double, double* %21, align 8, !dbg !157
  %123 = load double, double* %10, align 8, !dbg !158
  %124 = fcmp ogt double %122, %123, !dbg !159
  br i1 %124, label %125, label %220, !dbg !156

125:                                              ; preds = %121
  %126 = load double*, double** %18, align 8, !dbg !160
  %127 = load i32, i32* %14, align 4, !dbg !162
  %128 = sext i32 %127 to i64, !dbg !160
  %129 = getelementptr inbounds double, double* %126, i64 %128, !dbg !160
  %130 = bitcast double* %129 to i8*, !dbg !163
  %131 = load i32, i32* %17, align 4, !dbg !164
  %132 = load double*, double** %18, align 8, !dbg !165
  %133 = getelementptr inbounds double, double* %132, i64 0, !dbg !165
  %134 = bitcast double* %133 to i8*, !dbg !166
  %135 = load i32, i32* %16, align 4, !dbg !167
  %136 = call i32 @MPI_Sendrecv(i8* noundef %130, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %131, i32 noundef 1, i8* noundef %134, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %135, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !168
  %137 = load double*, double** %18, align 8, !dbg !169
  %138 = getelementptr inbounds double, double* %137, i64 1, !dbg !169
  %139 = bitcast double* %138 to i8*, !dbg !170
  %140 = load i32, i32* %16, align 4, !dbg !171
  %141 = load double*, double** %18, align 8, !dbg !172
  %142 = load i32, i32* %14, align 4, !dbg !173
  %143 = add nsw i32 %142, 1, !dbg !174
  %144 = sext i32 %143 to i64, !dbg !172
  %145 = getelementptr inbounds double, double* %141, i64 %144, !dbg !172
  %146 = bitcast double* %145 to i8*, !dbg !175
  %147 = load i32, i32* %17, align 4, !dbg !176
  %148 = call i32 @MPI_Sendrecv(i8* noundef %139, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %140, i32 noundef 2, i8* noundef %146, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %147, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !177
  call void @llvm.dbg.declare(metadata double* %23, metadata !178, metadata !DIExpression()), !dbg !179
  store double 0.000000e+00, double* %23, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata i32* %24, metadata !180, metadata !DIExpression()), !dbg !182
  store i32 1, i32* %24, align 4, !dbg !182
  br label %149, !dbg !183

149:                                              ; preds = %193, %125
  %150 = load i32, i32* %24, align 4, !dbg !184
  %151 = load i32, i32* %14, align 4, !dbg !186
  %152 = icmp sle i32 %150, %151, !dbg !187
  br i1 %152, label %153, label %196, !dbg !188

153:                                              ; preds = %149
  %154 = load double*, double** %18, align 8, !dbg !189
  %155 = load i32, i32* %24, align 4, !dbg !191
  %156 = sub nsw i32 %155, 1, !dbg !192
  %157 = sext i32 %156 to i64, !dbg !189
  %158 = getelementptr inbounds double, double* %154, i64 %157, !dbg !189
  %159 = load double, double* %158, align 8, !dbg !189
  %160 = load double*, double** %18, align 8, !dbg !193
  %161 = load i32, i32* %24, align 4, !dbg !194
  %162 = add nsw i32 %161, 1, !dbg !195
  %163 = sext i32 %162 to i64, !dbg !193
  %164 = getelementptr inbounds double, double* %160, i64 %163, !dbg !193
  %165 = load double, double* %164, align 8, !dbg !193
  %166 = fadd double %159, %165, !dbg !196
  %167 = load double, double* %20, align 8, !dbg !197
  %168 = load double, double* %20, align 8, !dbg !198
  %169 = call double @llvm.fmuladd.f64(double %167, double %168, double %166), !dbg !199
  %170 = fmul double 5.000000e-01, %169, !dbg !200
  %171 = load double*, double** %19, align 8, !dbg !201
  %172 = load i32, i32* %24, align 4, !dbg !202
  %173 = sext i32 %172 to i64, !dbg !201
  %174 = getelementptr inbounds double, double* %171, i64 %173, !dbg !201
  store double %170, double* %174, align 8, !dbg !203
  call void @llvm.dbg.declare(metadata double* %25, metadata !204, metadata !DIExpression()), !dbg !205
  %175 = load double*, double** %19, align 8, !dbg !206
  %176 = load i32, i32* %24, align 4, !dbg !207
  %177 = sext i32 %176 to i64, !dbg !206
  %178 = getelementptr inbounds double, double* %175, i64 %177, !dbg !206
  %179 = load double, double* %178, align 8, !dbg !206
  %180 = load double*, double** %18, align 8, !dbg !208
  %181 = load i32, i32* %24, align 4, !dbg !209
  %182 = sext i32 %181 to i64, !dbg !208
  %183 = getelementptr inbounds double, double* %180, i64 %182, !dbg !208
  %184 = load double, double* %183, align 8, !dbg !208
  %185 = fsub double %179, %184, !dbg !210
  %186 = call double @llvm.fabs.f64(double %185), !dbg !211
  store double %186, double* %25, align 8, !dbg !205
  %187 = load double, double* %25, align 8, !dbg !212
  %188 = load double, double* %23, align 8, !dbg !214
  %189 = fcmp ogt double %187, %188, !dbg !215
  br i1 %189, label %190, label %192, !dbg !216

190:                                              ; preds = %153
  %191 = load double, double* %25, align 8, !dbg !217
  store double %191, double* %23, align 8, !dbg !218
  br label %192, !dbg !219

192:                                              ; preds = %190, %153
  br label %193, !dbg !220

193:                                              ; preds = %192
  %194 = load i32, i32* %24, align 4, !dbg !221
  %195 = add nsw i32 %194, 1, !dbg !221
  store i32 %195, i32* %24, align 4, !dbg !221
  br label %149, !dbg !222, !llvm.loop !223

196:                                              ; preds = %149
  call void @llvm.dbg.declare(metadata i32* %26, metadata !225, metadata !DIExpression()), !dbg !227
  store i32 1, i32* %26, align 4, !dbg !227
  br label %197, !dbg !228

197:                                              ; preds = %211, %196
  %198 = load i32, i32* %26, align 4, !dbg !229
  %199 = load i32, i32* %14, align 4, !dbg !231
  %200 = icmp sle i32 %198, %199, !dbg !232
  br i1 %200, label %201, label %214, !dbg !233

201:                                              ; preds = %197
  %202 = load double*, double** %19, align 8, !dbg !234
  %203 = load i32, i32* %26, align 4, !dbg !235
  %204 = sext i32 %203 to i64, !dbg !234
  %205 = getelementptr inbounds double, double* %202, i64 %204, !dbg !234
  %206 = load double, double* %205, align 8, !dbg !234
  %207 = load double*, double** %18, align 8, !dbg !236
  %208 = load i32, i32* %26, align 4, !dbg !237
  %209 = sext i32 %208 to i64, !dbg !236
  %210 = getelementptr inbounds double, double* %207, i64 %209, !dbg !236
  store double %206, double* %210, align 8, !dbg !238
  br label %211, !dbg !236

211:                                              ; preds = %201
  %212 = load i32, i32* %26, align 4, !dbg !239
  %213 = add nsw i32 %212, 1, !dbg !239
  store i32 %213, i32* %26, align 4, !dbg !239
  br label %197, !dbg !240, !llvm.loop !241

214:                                              ; preds = %197
  %215 = bitcast double* %23 to i8*, !dbg !243
  %216 = bitcast double* %21 to i8*, !dbg !244
  %217 = call i32 @MPI_Allreduce(i8* noundef %215, i8* noundef %216, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !245
  %218 = load i32, i32* %22, align 4, !dbg !246
  %219 = add nsw i32 %218, 1, !dbg !246
  store i32 %219, i32* %22, align 4, !dbg !246
  br label %121, !dbg !156, !llvm.loop !247

220:                                              ; preds = %121
  call void @llvm.dbg.declare(metadata double* %27, metadata !249, metadata !DIExpression()), !dbg !250
  store double 0.000000e+00, double* %27, align 8, !dbg !250
  call void @llvm.dbg.declare(metadata double* %28, metadata !251, metadata !DIExpression()), !dbg !252
  store double 0.000000e+00, double* %28, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata i32* %29, metadata !253, metadata !DIExpression()), !dbg !255
  store i32 1, i32* %29, align 4, !dbg !255
  br label %221, !dbg !256

221:                                              ; preds = %250, %220
  %222 = load i32, i32* %29, align 4, !dbg !257
  %223 = load i32, i32* %14, align 4, !dbg !259
  %224 = icmp sle i32 %222, %223, !dbg !260
  br i1 %224, label %225, label %253, !dbg !261

225:                                              ; preds = %221
  call void @llvm.dbg.declare(metadata double* %30, metadata !262, metadata !DIExpression()), !dbg !264
  %226 = load i32, i32* %15, align 4, !dbg !265
  %227 = load i32, i32* %29, align 4, !dbg !266
  %228 = add nsw i32 %226, %227, !dbg !267
  %229 = sitofp i32 %228 to double, !dbg !268
  %230 = load double, double* %20, align 8, !dbg !269
  %231 = fmul double %229, %230, !dbg !270
  store double %231, double* %30, align 8, !dbg !264
  call void @llvm.dbg.declare(metadata double* %31, metadata !271, metadata !DIExpression()), !dbg !272
  %232 = load double*, double** %18, align 8, !dbg !273
  %233 = load i32, i32* %29, align 4, !dbg !274
  %234 = sext i32 %233 to i64, !dbg !273
  %235 = getelementptr inbounds double, double* %232, i64 %234, !dbg !273
  %236 = load double, double* %235, align 8, !dbg !273
  %237 = load double, double* %30, align 8, !dbg !275
  %238 = fmul double 5.000000e-01, %237, !dbg !276
  %239 = load double, double* %30, align 8, !dbg !277
  %240 = fsub double 1.000000e+00, %239, !dbg !278
  %241 = fneg double %238, !dbg !279
  %242 = call double @llvm.fmuladd.f64(double %241, double %240, double %236), !dbg !279
  %243 = call double @llvm.fabs.f64(double %242), !dbg !280
  store double %243, double* %31, align 8, !dbg !272
  %244 = load double, double* %31, align 8, !dbg !281
  %245 = load double, double* %27, align 8, !dbg !283
  %246 = fcmp ogt double %244, %245, !dbg !284
  br i1 %246, label %247, label %249, !dbg !285

247:                                              ; preds = %225
  %248 = load double, double* %31, align 8, !dbg !286
  store double %248, double* %27, align 8, !dbg !287
  br label %249, !dbg !288

249:                                              ; preds = %247, %225
  br label %250, !dbg !289

250:                                              ; preds = %249
  %251 = load i32, i32* %29, align 4, !dbg !290
  %252 = add nsw i32 %251, 1, !dbg !290
  store i32 %252, i32* %29, align 4, !dbg !290
  br label %221, !dbg !291, !llvm.loop !292

253:                                              ; preds = %221
  %254 = bitcast double* %27 to i8*, !dbg !294
  %255 = bitcast double* %28 to i8*, !dbg !295
  %256 = call i32 @MPI_Reduce(i8* noundef %254, i8* noundef %255, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !296
  %257 = load i32, i32* %6, align 4, !dbg !297
  %258 = icmp eq i32 %257, 0, !dbg !299
  br i1 %258, label %259, label %267, !dbg !300

259:                                              ; preds = %253
  %260 = load i32, i32* %8, align 4, !dbg !301
  %261 = load i32, i32* %7, align 4, !dbg !303
  %262 = load i32, i32* %9, align 4, !dbg !304
  %263 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i32 noundef %260, i32 noundef %261, i32 noundef %262), !dbg !305
  %264 = load i32, i32* %22, align 4, !dbg !306
  %265 = load double, double* %28, align 8, !dbg !307
  %266 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), i32 noundef %264, double noundef %265), !dbg !308
  br label %267, !dbg !309

267:                                              ; preds = %259, %253
  %268 = load double*, double** %18, align 8, !dbg !310
  %269 = bitcast double* %268 to i8*, !dbg !310
  call void @free(i8* noundef %269) #4, !dbg !311
  %270 = load double*, double** %19, align 8, !dbg !312
  %271 = bitcast double* %270 to i8*, !dbg !312
  call void @free(i8* noundef %271) #4, !dbg !313
  %272 = call i32 @MPI_Finalize(), !dbg !314
  ret i32 0, !dbg !315
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !316 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !319, metadata !DIExpression()), !dbg !320
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !321, metadata !DIExpression()), !dbg !322
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !323, metadata !DIExpression()), !dbg !324
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !325, metadata !DIExpression()), !dbg !326
  %12 = load i32, i32* %8, align 4, !dbg !327
  %13 = load i32, i32* %6, align 4, !dbg !329
  %14 = icmp sge i32 %12, %13, !dbg !330
  br i1 %14, label %15, label %17, !dbg !331

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !332
  store i32 %16, i32* %5, align 4, !dbg !333
  br label %59, !dbg !333

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !334, metadata !DIExpression()), !dbg !337
  %18 = load i8**, i8*** %7, align 8, !dbg !338
  %19 = load i32, i32* %8, align 4, !dbg !339
  %20 = sext i32 %19 to i64, !dbg !338
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !338
  %22 = load i8*, i8** %21, align 8, !dbg !338
  store i8* %22, i8** %10, align 8, !dbg !337
  call void @llvm.dbg.declare(metadata i32* %11, metadata !340, metadata !DIExpression()), !dbg !341
  store i32 0, i32* %11, align 4, !dbg !341
  %23 = load i8*, i8** %10, align 8, !dbg !342
  %24 = load i8, i8* %23, align 1, !dbg !344
  %25 = sext i8 %24 to i32, !dbg !344
  %26 = icmp eq i32 %25, 0, !dbg !345
  br i1 %26, label %27, label %29, !dbg !346

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !347
  store i32 %28, i32* %5, align 4, !dbg !348
  br label %59, !dbg !348

29:                                               ; preds = %17
  br label %30, !dbg !349

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !350
  %32 = load i8, i8* %31, align 1, !dbg !353
  %33 = icmp ne i8 %32, 0, !dbg !354
  br i1 %33, label %34, label %57, !dbg !354

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !355
  %36 = load i8, i8* %35, align 1, !dbg !358
  %37 = sext i8 %36 to i32, !dbg !358
  %38 = icmp slt i32 %37, 48, !dbg !359
  br i1 %38, label %44, label %39, !dbg !360

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !361
  %41 = load i8, i8* %40, align 1, !dbg !362
  %42 = sext i8 %41 to i32, !dbg !362
  %43 = icmp sgt i32 %42, 57, !dbg !363
  br i1 %43, label %44, label %46, !dbg !364

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !365
  store i32 %45, i32* %5, align 4, !dbg !366
  br label %59, !dbg !366

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !367
  %48 = mul nsw i32 %47, 10, !dbg !368
  %49 = load i8*, i8** %10, align 8, !dbg !369
  %50 = load i8, i8* %49, align 1, !dbg !370
  %51 = sext i8 %50 to i32, !dbg !370
  %52 = sub nsw i32 %51, 48, !dbg !371
  %53 = add nsw i32 %48, %52, !dbg !372
  store i32 %53, i32* %11, align 4, !dbg !373
  br label %54, !dbg !374

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !375
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !375
  store i8* %56, i8** %10, align 8, !dbg !375
  br label %30, !dbg !376, !llvm.loop !377

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !379
  store i32 %58, i32* %5, align 4, !dbg !380
  br label %59, !dbg !380

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !381
  ret i32 %60, !dbg !381
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "converge.c", directory: ".", checksumkind: CSK_MD5, checksum: "3bb1fda375749ec7e5d22962ef45cf7e")
!2 = !{!3, !7, !8, !11, !24}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 428, baseType: !13)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !4, line: 438, size: 192, elements: !14)
!14 = !{!15, !17, !18, !19, !20}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !13, file: !4, line: 441, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !13, file: !4, line: 442, baseType: !16, size: 32, offset: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !13, file: !4, line: 443, baseType: !16, size: 32, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !13, file: !4, line: 448, baseType: !16, size: 32, offset: 96)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !13, file: !4, line: 449, baseType: !21, size: 64, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !22, line: 46, baseType: !23)
!22 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 7, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 1}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 14.0.6"}
!35 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !36, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !41)
!36 = !DISubroutineType(types: !37)
!37 = !{!16, !16, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{}
!42 = !DILocalVariable(name: "argc", arg: 1, scope: !35, file: !1, line: 31, type: !16)
!43 = !DILocation(line: 31, column: 14, scope: !35)
!44 = !DILocalVariable(name: "argv", arg: 2, scope: !35, file: !1, line: 31, type: !38)
!45 = !DILocation(line: 31, column: 27, scope: !35)
!46 = !DILocalVariable(name: "rank", scope: !35, file: !1, line: 32, type: !16)
!47 = !DILocation(line: 32, column: 7, scope: !35)
!48 = !DILocalVariable(name: "size", scope: !35, file: !1, line: 32, type: !16)
!49 = !DILocation(line: 32, column: 13, scope: !35)
!50 = !DILocation(line: 33, column: 3, scope: !35)
!51 = !DILocation(line: 34, column: 3, scope: !35)
!52 = !DILocation(line: 35, column: 3, scope: !35)
!53 = !DILocalVariable(name: "n", scope: !35, file: !1, line: 37, type: !16)
!54 = !DILocation(line: 37, column: 7, scope: !35)
!55 = !DILocation(line: 37, column: 23, scope: !35)
!56 = !DILocation(line: 37, column: 29, scope: !35)
!57 = !DILocation(line: 37, column: 11, scope: !35)
!58 = !DILocalVariable(name: "tol_exponent", scope: !35, file: !1, line: 38, type: !16)
!59 = !DILocation(line: 38, column: 7, scope: !35)
!60 = !DILocation(line: 38, column: 34, scope: !35)
!61 = !DILocation(line: 38, column: 40, scope: !35)
!62 = !DILocation(line: 38, column: 22, scope: !35)
!63 = !DILocalVariable(name: "tolerance", scope: !35, file: !1, line: 39, type: !64)
!64 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!65 = !DILocation(line: 39, column: 10, scope: !35)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 40, type: !16)
!67 = distinct !DILexicalBlock(scope: !35, file: !1, line: 40, column: 3)
!68 = !DILocation(line: 40, column: 12, scope: !67)
!69 = !DILocation(line: 40, column: 8, scope: !67)
!70 = !DILocation(line: 40, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 40, column: 3)
!72 = !DILocation(line: 40, column: 23, scope: !71)
!73 = !DILocation(line: 40, column: 21, scope: !71)
!74 = !DILocation(line: 40, column: 3, scope: !67)
!75 = !DILocation(line: 41, column: 15, scope: !71)
!76 = !DILocation(line: 41, column: 5, scope: !71)
!77 = !DILocation(line: 40, column: 38, scope: !71)
!78 = !DILocation(line: 40, column: 3, scope: !71)
!79 = distinct !{!79, !74, !80, !81}
!80 = !DILocation(line: 41, column: 18, scope: !67)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocalVariable(name: "base", scope: !35, file: !1, line: 43, type: !16)
!83 = !DILocation(line: 43, column: 7, scope: !35)
!84 = !DILocation(line: 43, column: 14, scope: !35)
!85 = !DILocation(line: 43, column: 18, scope: !35)
!86 = !DILocation(line: 43, column: 16, scope: !35)
!87 = !DILocalVariable(name: "extra", scope: !35, file: !1, line: 43, type: !16)
!88 = !DILocation(line: 43, column: 24, scope: !35)
!89 = !DILocation(line: 43, column: 32, scope: !35)
!90 = !DILocation(line: 43, column: 36, scope: !35)
!91 = !DILocation(line: 43, column: 34, scope: !35)
!92 = !DILocalVariable(name: "count", scope: !35, file: !1, line: 44, type: !16)
!93 = !DILocation(line: 44, column: 7, scope: !35)
!94 = !DILocation(line: 44, column: 15, scope: !35)
!95 = !DILocation(line: 44, column: 23, scope: !35)
!96 = !DILocation(line: 44, column: 30, scope: !35)
!97 = !DILocation(line: 44, column: 28, scope: !35)
!98 = !DILocation(line: 44, column: 20, scope: !35)
!99 = !DILocalVariable(name: "first", scope: !35, file: !1, line: 45, type: !16)
!100 = !DILocation(line: 45, column: 7, scope: !35)
!101 = !DILocation(line: 45, column: 15, scope: !35)
!102 = !DILocation(line: 45, column: 22, scope: !35)
!103 = !DILocation(line: 45, column: 20, scope: !35)
!104 = !DILocation(line: 45, column: 30, scope: !35)
!105 = !DILocation(line: 45, column: 37, scope: !35)
!106 = !DILocation(line: 45, column: 35, scope: !35)
!107 = !DILocation(line: 45, column: 45, scope: !35)
!108 = !DILocation(line: 45, column: 52, scope: !35)
!109 = !DILocation(line: 45, column: 27, scope: !35)
!110 = !DILocalVariable(name: "left", scope: !35, file: !1, line: 46, type: !16)
!111 = !DILocation(line: 46, column: 7, scope: !35)
!112 = !DILocation(line: 46, column: 14, scope: !35)
!113 = !DILocation(line: 46, column: 19, scope: !35)
!114 = !DILocation(line: 46, column: 23, scope: !35)
!115 = !DILocation(line: 46, column: 26, scope: !35)
!116 = !DILocation(line: 46, column: 32, scope: !35)
!117 = !DILocation(line: 46, column: 38, scope: !35)
!118 = !DILocation(line: 46, column: 43, scope: !35)
!119 = !DILocalVariable(name: "right", scope: !35, file: !1, line: 47, type: !16)
!120 = !DILocation(line: 47, column: 7, scope: !35)
!121 = !DILocation(line: 47, column: 15, scope: !35)
!122 = !DILocation(line: 47, column: 20, scope: !35)
!123 = !DILocation(line: 47, column: 26, scope: !35)
!124 = !DILocation(line: 47, column: 24, scope: !35)
!125 = !DILocation(line: 47, column: 31, scope: !35)
!126 = !DILocation(line: 47, column: 34, scope: !35)
!127 = !DILocation(line: 47, column: 40, scope: !35)
!128 = !DILocation(line: 47, column: 44, scope: !35)
!129 = !DILocation(line: 47, column: 47, scope: !35)
!130 = !DILocation(line: 47, column: 52, scope: !35)
!131 = !DILocation(line: 47, column: 58, scope: !35)
!132 = !DILocation(line: 47, column: 56, scope: !35)
!133 = !DILocation(line: 47, column: 62, scope: !35)
!134 = !DILocation(line: 47, column: 67, scope: !35)
!135 = !DILocalVariable(name: "u", scope: !35, file: !1, line: 50, type: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!137 = !DILocation(line: 50, column: 11, scope: !35)
!138 = !DILocation(line: 50, column: 22, scope: !35)
!139 = !DILocation(line: 50, column: 28, scope: !35)
!140 = !DILocation(line: 50, column: 15, scope: !35)
!141 = !DILocalVariable(name: "next", scope: !35, file: !1, line: 51, type: !136)
!142 = !DILocation(line: 51, column: 11, scope: !35)
!143 = !DILocation(line: 51, column: 25, scope: !35)
!144 = !DILocation(line: 51, column: 31, scope: !35)
!145 = !DILocation(line: 51, column: 18, scope: !35)
!146 = !DILocalVariable(name: "h", scope: !35, file: !1, line: 52, type: !64)
!147 = !DILocation(line: 52, column: 10, scope: !35)
!148 = !DILocation(line: 52, column: 21, scope: !35)
!149 = !DILocation(line: 52, column: 23, scope: !35)
!150 = !DILocation(line: 52, column: 20, scope: !35)
!151 = !DILocation(line: 52, column: 18, scope: !35)
!152 = !DILocalVariable(name: "update", scope: !35, file: !1, line: 54, type: !64)
!153 = !DILocation(line: 54, column: 10, scope: !35)
!154 = !DILocalVariable(name: "sweeps", scope: !35, file: !1, line: 55, type: !16)
!155 = !DILocation(line: 55, column: 7, scope: !35)
!156 = !DILocation(line: 56, column: 3, scope: !35)
!157 = !DILocation(line: 56, column: 10, scope: !35)
!158 = !DILocation(line: 56, column: 19, scope: !35)
!159 = !DILocation(line: 56, column: 17, scope: !35)
!160 = !DILocation(line: 57, column: 19, scope: !161)
!161 = distinct !DILexicalBlock(scope: !35, file: !1, line: 56, column: 30)
!162 = !DILocation(line: 57, column: 21, scope: !161)
!163 = !DILocation(line: 57, column: 18, scope: !161)
!164 = !DILocation(line: 57, column: 44, scope: !161)
!165 = !DILocation(line: 57, column: 55, scope: !161)
!166 = !DILocation(line: 57, column: 54, scope: !161)
!167 = !DILocation(line: 57, column: 76, scope: !161)
!168 = !DILocation(line: 57, column: 5, scope: !161)
!169 = !DILocation(line: 59, column: 19, scope: !161)
!170 = !DILocation(line: 59, column: 18, scope: !161)
!171 = !DILocation(line: 59, column: 40, scope: !161)
!172 = !DILocation(line: 59, column: 50, scope: !161)
!173 = !DILocation(line: 59, column: 52, scope: !161)
!174 = !DILocation(line: 59, column: 58, scope: !161)
!175 = !DILocation(line: 59, column: 49, scope: !161)
!176 = !DILocation(line: 60, column: 18, scope: !161)
!177 = !DILocation(line: 59, column: 5, scope: !161)
!178 = !DILocalVariable(name: "local", scope: !161, file: !1, line: 61, type: !64)
!179 = !DILocation(line: 61, column: 12, scope: !161)
!180 = !DILocalVariable(name: "i", scope: !181, file: !1, line: 62, type: !16)
!181 = distinct !DILexicalBlock(scope: !161, file: !1, line: 62, column: 5)
!182 = !DILocation(line: 62, column: 14, scope: !181)
!183 = !DILocation(line: 62, column: 10, scope: !181)
!184 = !DILocation(line: 62, column: 21, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !1, line: 62, column: 5)
!186 = !DILocation(line: 62, column: 26, scope: !185)
!187 = !DILocation(line: 62, column: 23, scope: !185)
!188 = !DILocation(line: 62, column: 5, scope: !181)
!189 = !DILocation(line: 63, column: 24, scope: !190)
!190 = distinct !DILexicalBlock(scope: !185, file: !1, line: 62, column: 38)
!191 = !DILocation(line: 63, column: 26, scope: !190)
!192 = !DILocation(line: 63, column: 28, scope: !190)
!193 = !DILocation(line: 63, column: 35, scope: !190)
!194 = !DILocation(line: 63, column: 37, scope: !190)
!195 = !DILocation(line: 63, column: 39, scope: !190)
!196 = !DILocation(line: 63, column: 33, scope: !190)
!197 = !DILocation(line: 63, column: 46, scope: !190)
!198 = !DILocation(line: 63, column: 50, scope: !190)
!199 = !DILocation(line: 63, column: 44, scope: !190)
!200 = !DILocation(line: 63, column: 21, scope: !190)
!201 = !DILocation(line: 63, column: 7, scope: !190)
!202 = !DILocation(line: 63, column: 12, scope: !190)
!203 = !DILocation(line: 63, column: 15, scope: !190)
!204 = !DILocalVariable(name: "d", scope: !190, file: !1, line: 64, type: !64)
!205 = !DILocation(line: 64, column: 14, scope: !190)
!206 = !DILocation(line: 64, column: 23, scope: !190)
!207 = !DILocation(line: 64, column: 28, scope: !190)
!208 = !DILocation(line: 64, column: 33, scope: !190)
!209 = !DILocation(line: 64, column: 35, scope: !190)
!210 = !DILocation(line: 64, column: 31, scope: !190)
!211 = !DILocation(line: 64, column: 18, scope: !190)
!212 = !DILocation(line: 65, column: 11, scope: !213)
!213 = distinct !DILexicalBlock(scope: !190, file: !1, line: 65, column: 11)
!214 = !DILocation(line: 65, column: 15, scope: !213)
!215 = !DILocation(line: 65, column: 13, scope: !213)
!216 = !DILocation(line: 65, column: 11, scope: !190)
!217 = !DILocation(line: 66, column: 17, scope: !213)
!218 = !DILocation(line: 66, column: 15, scope: !213)
!219 = !DILocation(line: 66, column: 9, scope: !213)
!220 = !DILocation(line: 67, column: 5, scope: !190)
!221 = !DILocation(line: 62, column: 34, scope: !185)
!222 = !DILocation(line: 62, column: 5, scope: !185)
!223 = distinct !{!223, !188, !224, !81}
!224 = !DILocation(line: 67, column: 5, scope: !181)
!225 = !DILocalVariable(name: "i", scope: !226, file: !1, line: 68, type: !16)
!226 = distinct !DILexicalBlock(scope: !161, file: !1, line: 68, column: 5)
!227 = !DILocation(line: 68, column: 14, scope: !226)
!228 = !DILocation(line: 68, column: 10, scope: !226)
!229 = !DILocation(line: 68, column: 21, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !1, line: 68, column: 5)
!231 = !DILocation(line: 68, column: 26, scope: !230)
!232 = !DILocation(line: 68, column: 23, scope: !230)
!233 = !DILocation(line: 68, column: 5, scope: !226)
!234 = !DILocation(line: 69, column: 14, scope: !230)
!235 = !DILocation(line: 69, column: 19, scope: !230)
!236 = !DILocation(line: 69, column: 7, scope: !230)
!237 = !DILocation(line: 69, column: 9, scope: !230)
!238 = !DILocation(line: 69, column: 12, scope: !230)
!239 = !DILocation(line: 68, column: 34, scope: !230)
!240 = !DILocation(line: 68, column: 5, scope: !230)
!241 = distinct !{!241, !233, !242, !81}
!242 = !DILocation(line: 69, column: 20, scope: !226)
!243 = !DILocation(line: 70, column: 19, scope: !161)
!244 = !DILocation(line: 70, column: 27, scope: !161)
!245 = !DILocation(line: 70, column: 5, scope: !161)
!246 = !DILocation(line: 71, column: 11, scope: !161)
!247 = distinct !{!247, !156, !248, !81}
!248 = !DILocation(line: 72, column: 3, scope: !35)
!249 = !DILocalVariable(name: "local_error", scope: !35, file: !1, line: 75, type: !64)
!250 = !DILocation(line: 75, column: 10, scope: !35)
!251 = !DILocalVariable(name: "error", scope: !35, file: !1, line: 75, type: !64)
!252 = !DILocation(line: 75, column: 29, scope: !35)
!253 = !DILocalVariable(name: "i", scope: !254, file: !1, line: 76, type: !16)
!254 = distinct !DILexicalBlock(scope: !35, file: !1, line: 76, column: 3)
!255 = !DILocation(line: 76, column: 12, scope: !254)
!256 = !DILocation(line: 76, column: 8, scope: !254)
!257 = !DILocation(line: 76, column: 19, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !1, line: 76, column: 3)
!259 = !DILocation(line: 76, column: 24, scope: !258)
!260 = !DILocation(line: 76, column: 21, scope: !258)
!261 = !DILocation(line: 76, column: 3, scope: !254)
!262 = !DILocalVariable(name: "x", scope: !263, file: !1, line: 77, type: !64)
!263 = distinct !DILexicalBlock(scope: !258, file: !1, line: 76, column: 36)
!264 = !DILocation(line: 77, column: 12, scope: !263)
!265 = !DILocation(line: 77, column: 17, scope: !263)
!266 = !DILocation(line: 77, column: 25, scope: !263)
!267 = !DILocation(line: 77, column: 23, scope: !263)
!268 = !DILocation(line: 77, column: 16, scope: !263)
!269 = !DILocation(line: 77, column: 30, scope: !263)
!270 = !DILocation(line: 77, column: 28, scope: !263)
!271 = !DILocalVariable(name: "e", scope: !263, file: !1, line: 78, type: !64)
!272 = !DILocation(line: 78, column: 12, scope: !263)
!273 = !DILocation(line: 78, column: 21, scope: !263)
!274 = !DILocation(line: 78, column: 23, scope: !263)
!275 = !DILocation(line: 78, column: 34, scope: !263)
!276 = !DILocation(line: 78, column: 32, scope: !263)
!277 = !DILocation(line: 78, column: 45, scope: !263)
!278 = !DILocation(line: 78, column: 43, scope: !263)
!279 = !DILocation(line: 78, column: 26, scope: !263)
!280 = !DILocation(line: 78, column: 16, scope: !263)
!281 = !DILocation(line: 79, column: 9, scope: !282)
!282 = distinct !DILexicalBlock(scope: !263, file: !1, line: 79, column: 9)
!283 = !DILocation(line: 79, column: 13, scope: !282)
!284 = !DILocation(line: 79, column: 11, scope: !282)
!285 = !DILocation(line: 79, column: 9, scope: !263)
!286 = !DILocation(line: 80, column: 21, scope: !282)
!287 = !DILocation(line: 80, column: 19, scope: !282)
!288 = !DILocation(line: 80, column: 7, scope: !282)
!289 = !DILocation(line: 81, column: 3, scope: !263)
!290 = !DILocation(line: 76, column: 32, scope: !258)
!291 = !DILocation(line: 76, column: 3, scope: !258)
!292 = distinct !{!292, !261, !293, !81}
!293 = !DILocation(line: 81, column: 3, scope: !254)
!294 = !DILocation(line: 82, column: 14, scope: !35)
!295 = !DILocation(line: 82, column: 28, scope: !35)
!296 = !DILocation(line: 82, column: 3, scope: !35)
!297 = !DILocation(line: 83, column: 7, scope: !298)
!298 = distinct !DILexicalBlock(scope: !35, file: !1, line: 83, column: 7)
!299 = !DILocation(line: 83, column: 12, scope: !298)
!300 = !DILocation(line: 83, column: 7, scope: !35)
!301 = !DILocation(line: 84, column: 66, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !1, line: 83, column: 18)
!303 = !DILocation(line: 84, column: 69, scope: !302)
!304 = !DILocation(line: 84, column: 75, scope: !302)
!305 = !DILocation(line: 84, column: 5, scope: !302)
!306 = !DILocation(line: 85, column: 59, scope: !302)
!307 = !DILocation(line: 85, column: 67, scope: !302)
!308 = !DILocation(line: 85, column: 5, scope: !302)
!309 = !DILocation(line: 86, column: 3, scope: !302)
!310 = !DILocation(line: 87, column: 8, scope: !35)
!311 = !DILocation(line: 87, column: 3, scope: !35)
!312 = !DILocation(line: 88, column: 8, scope: !35)
!313 = !DILocation(line: 88, column: 3, scope: !35)
!314 = !DILocation(line: 89, column: 3, scope: !35)
!315 = !DILocation(line: 90, column: 3, scope: !35)
!316 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 16, type: !317, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !41)
!317 = !DISubroutineType(types: !318)
!318 = !{!16, !16, !38, !16, !16}
!319 = !DILocalVariable(name: "argc", arg: 1, scope: !316, file: !1, line: 16, type: !16)
!320 = !DILocation(line: 16, column: 28, scope: !316)
!321 = !DILocalVariable(name: "argv", arg: 2, scope: !316, file: !1, line: 16, type: !38)
!322 = !DILocation(line: 16, column: 41, scope: !316)
!323 = !DILocalVariable(name: "index", arg: 3, scope: !316, file: !1, line: 16, type: !16)
!324 = !DILocation(line: 16, column: 51, scope: !316)
!325 = !DILocalVariable(name: "fallback", arg: 4, scope: !316, file: !1, line: 16, type: !16)
!326 = !DILocation(line: 16, column: 62, scope: !316)
!327 = !DILocation(line: 17, column: 7, scope: !328)
!328 = distinct !DILexicalBlock(scope: !316, file: !1, line: 17, column: 7)
!329 = !DILocation(line: 17, column: 16, scope: !328)
!330 = !DILocation(line: 17, column: 13, scope: !328)
!331 = !DILocation(line: 17, column: 7, scope: !316)
!332 = !DILocation(line: 18, column: 12, scope: !328)
!333 = !DILocation(line: 18, column: 5, scope: !328)
!334 = !DILocalVariable(name: "s", scope: !316, file: !1, line: 19, type: !335)
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!337 = !DILocation(line: 19, column: 15, scope: !316)
!338 = !DILocation(line: 19, column: 19, scope: !316)
!339 = !DILocation(line: 19, column: 24, scope: !316)
!340 = !DILocalVariable(name: "value", scope: !316, file: !1, line: 20, type: !16)
!341 = !DILocation(line: 20, column: 7, scope: !316)
!342 = !DILocation(line: 21, column: 8, scope: !343)
!343 = distinct !DILexicalBlock(scope: !316, file: !1, line: 21, column: 7)
!344 = !DILocation(line: 21, column: 7, scope: !343)
!345 = !DILocation(line: 21, column: 10, scope: !343)
!346 = !DILocation(line: 21, column: 7, scope: !316)
!347 = !DILocation(line: 22, column: 12, scope: !343)
!348 = !DILocation(line: 22, column: 5, scope: !343)
!349 = !DILocation(line: 23, column: 3, scope: !316)
!350 = !DILocation(line: 23, column: 11, scope: !351)
!351 = distinct !DILexicalBlock(scope: !352, file: !1, line: 23, column: 3)
!352 = distinct !DILexicalBlock(scope: !316, file: !1, line: 23, column: 3)
!353 = !DILocation(line: 23, column: 10, scope: !351)
!354 = !DILocation(line: 23, column: 3, scope: !352)
!355 = !DILocation(line: 24, column: 10, scope: !356)
!356 = distinct !DILexicalBlock(scope: !357, file: !1, line: 24, column: 9)
!357 = distinct !DILexicalBlock(scope: !351, file: !1, line: 23, column: 19)
!358 = !DILocation(line: 24, column: 9, scope: !356)
!359 = !DILocation(line: 24, column: 12, scope: !356)
!360 = !DILocation(line: 24, column: 18, scope: !356)
!361 = !DILocation(line: 24, column: 22, scope: !356)
!362 = !DILocation(line: 24, column: 21, scope: !356)
!363 = !DILocation(line: 24, column: 24, scope: !356)
!364 = !DILocation(line: 24, column: 9, scope: !357)
!365 = !DILocation(line: 25, column: 14, scope: !356)
!366 = !DILocation(line: 25, column: 7, scope: !356)
!367 = !DILocation(line: 26, column: 13, scope: !357)
!368 = !DILocation(line: 26, column: 19, scope: !357)
!369 = !DILocation(line: 26, column: 28, scope: !357)
!370 = !DILocation(line: 26, column: 27, scope: !357)
!371 = !DILocation(line: 26, column: 30, scope: !357)
!372 = !DILocation(line: 26, column: 24, scope: !357)
!373 = !DILocation(line: 26, column: 11, scope: !357)
!374 = !DILocation(line: 27, column: 3, scope: !357)
!375 = !DILocation(line: 23, column: 15, scope: !351)
!376 = !DILocation(line: 23, column: 3, scope: !351)
!377 = distinct !{!377, !354, !378, !81}
!378 = !DILocation(line: 27, column: 3, scope: !352)
!379 = !DILocation(line: 28, column: 10, scope: !316)
!380 = !DILocation(line: 28, column: 3, scope: !316)
!381 = !DILocation(line: 29, column: 1, scope: !316)
