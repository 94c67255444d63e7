; ModuleID = 'quad.c'
source_filename = "quad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_double = external global %struct.ompi_predefined_datatype_t, align 1
@integrands = internal constant [3 x double (double)*] [double (double)* @f_poly, double (double)* @f_trig, double (double)* @f_gauss], align 16, !dbg !0
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [50 x i8] c"round %d: integral of %s over [%.1f, %.1f] = %.9f\00", align 1
@names = internal constant [3 x [24 x i8]] [[24 x i8] c"4x^3-3x^2+2x+1\00\00\00\00\00\00\00\00\00\00", [24 x i8] c"sin(3x)cos(x)+1\00\00\00\00\00\00\00\00\00", [24 x i8] c"exp(-x^2)sqrt(1+x)\00\00\00\00\00\00"], align 16, !dbg !23
@antiderivatives = internal constant [3 x double (double)*] [double (double)* @F_poly, double (double)* @F_trig, double (double)* null], align 16, !dbg !31
@.str.1 = private unnamed_addr constant [14 x i8] c", error %.1e\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"quad: %d ranks x %d points, %d rounds\0A\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"[time] %.6f s integrating on rank 0\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !48 {
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
  %13 = alloca [3 x double], align 16
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double (double)*, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !54, metadata !DIExpression()), !dbg !55
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %6, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %7, metadata !60, metadata !DIExpression()), !dbg !61
  %26 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !62
  %27 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !63
  %28 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !64
  call void @llvm.dbg.declare(metadata i32* %8, metadata !65, metadata !DIExpression()), !dbg !66
  %29 = load i32, i32* %4, align 4, !dbg !67
  %30 = load i8**, i8*** %5, align 8, !dbg !68
  %31 = call i32 @parse_count(i32 noundef %29, i8** noundef %30, i32 noundef 1, i32 noundef 4000), !dbg !69
  store i32 %31, i32* %8, align 4, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %9, metadata !70, metadata !DIExpression()), !dbg !71
  %32 = load i32, i32* %4, align 4, !dbg !72
  %33 = load i8**, i8*** %5, align 8, !dbg !73
  %34 = call i32 @parse_count(i32 noundef %32, i8** noundef %33, i32 noundef 2, i32 noundef 5), !dbg !74
  store i32 %34, i32* %9, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %10, metadata !75, metadata !DIExpression()), !dbg !76
  %35 = load i32, i32* %4, align 4, !dbg !77
  %36 = load i8**, i8*** %5, align 8, !dbg !78
  %37 = call i32 @parse_count(i32 noundef %35, i8** noundef %36, i32 noundef 3, i32 noundef -1), !dbg !79
  store i32 %37, i32* %10, align 4, !dbg !76
  %38 = load i32, i32* %8, align 4, !dbg !80
  %39 = icmp slt i32 %38, 1, !dbg !82
  br i1 %39, label %40, label %41, !dbg !83

40:                                               ; preds = %2
  store i32 1, i32* %8, align 4, !dbg !84
  br label %41, !dbg !85

41:                                               ; preds = %40, %2
  call void @llvm.dbg.declare(metadata double* %11, metadata !86, metadata !DIExpression()), !dbg !87
  store double 0.000000e+00, double* %11, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata i32* %12, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %12, align 4, !dbg !90
  br label %42, !dbg !91

42:                                               ; preds = %167, %41
  %43 = load i32, i32* %12, align 4, !dbg !92
  %44 = load i32, i32* %9, align 4, !dbg !94
  %45 = icmp slt i32 %43, %44, !dbg !95
  br i1 %45, label %46, label %170, !dbg !96

46:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata [3 x double]* %13, metadata !97, metadata !DIExpression()), !dbg !100
  %47 = bitcast [3 x double]* %13 to i8*, !dbg !100
  call void @llvm.memset.p0i8.i64(i8* align 16 %47, i8 0, i64 24, i1 false), !dbg !100
  %48 = load i32, i32* %6, align 4, !dbg !101
  %49 = icmp eq i32 %48, 0, !dbg !103
  br i1 %49, label %50, label %75, !dbg !104

50:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %14, metadata !105, metadata !DIExpression()), !dbg !107
  %51 = load i32, i32* %10, align 4, !dbg !108
  %52 = icmp sge i32 %51, 0, !dbg !109
  br i1 %52, label %53, label %58, !dbg !110

53:                                               ; preds = %50
  %54 = load i32, i32* %10, align 4, !dbg !111
  %55 = icmp slt i32 %54, 3, !dbg !112
  br i1 %55, label %56, label %58, !dbg !108

56:                                               ; preds = %53
  %57 = load i32, i32* %10, align 4, !dbg !113
  br label %61, !dbg !108

58:                                               ; preds = %53, %50
  %59 = load i32, i32* %12, align 4, !dbg !114
  %60 = srem i32 %59, 3, !dbg !115
  br label %61, !dbg !108

61:                                               ; preds = %58, %56
  %62 = phi i32 [ %57, %56 ], [ %60, %58 ], !dbg !108
  store i32 %62, i32* %14, align 4, !dbg !107
  %63 = load i32, i32* %14, align 4, !dbg !116
  %64 = sitofp i32 %63 to double, !dbg !116
  %65 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 0, !dbg !117
  store double %64, double* %65, align 16, !dbg !118
  %66 = load i32, i32* %12, align 4, !dbg !119
  %67 = sub nsw i32 0, %66, !dbg !120
  %68 = sitofp i32 %67 to double, !dbg !120
  %69 = fmul double 5.000000e-01, %68, !dbg !121
  %70 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 1, !dbg !122
  store double %69, double* %70, align 8, !dbg !123
  %71 = load i32, i32* %12, align 4, !dbg !124
  %72 = sitofp i32 %71 to double, !dbg !124
  %73 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %72, double 1.000000e+00), !dbg !125
  %74 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 2, !dbg !126
  store double %73, double* %74, align 16, !dbg !127
  br label %75, !dbg !128

75:                                               ; preds = %61, %46
  %76 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 0, !dbg !129
  %77 = bitcast double* %76 to i8*, !dbg !129
  %78 = call i32 @MPI_Bcast(i8* noundef %77, i32 noundef 3, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %15, metadata !131, metadata !DIExpression()), !dbg !132
  %79 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 0, !dbg !133
  %80 = load double, double* %79, align 16, !dbg !133
  %81 = fptosi double %80 to i32, !dbg !134
  store i32 %81, i32* %15, align 4, !dbg !132
  call void @llvm.dbg.declare(metadata double* %16, metadata !135, metadata !DIExpression()), !dbg !136
  %82 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 1, !dbg !137
  %83 = load double, double* %82, align 8, !dbg !137
  store double %83, double* %16, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata double* %17, metadata !138, metadata !DIExpression()), !dbg !139
  %84 = getelementptr inbounds [3 x double], [3 x double]* %13, i64 0, i64 2, !dbg !140
  %85 = load double, double* %84, align 16, !dbg !140
  store double %85, double* %17, align 8, !dbg !139
  call void @llvm.dbg.declare(metadata double (double)** %18, metadata !141, metadata !DIExpression()), !dbg !142
  %86 = load i32, i32* %15, align 4, !dbg !143
  %87 = sext i32 %86 to i64, !dbg !144
  %88 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @integrands, i64 0, i64 %87, !dbg !144
  %89 = load double (double)*, double (double)** %88, align 8, !dbg !144
  store double (double)* %89, double (double)** %18, align 8, !dbg !142
  call void @llvm.dbg.declare(metadata double* %19, metadata !145, metadata !DIExpression()), !dbg !146
  %90 = load double, double* %17, align 8, !dbg !147
  %91 = load double, double* %16, align 8, !dbg !148
  %92 = fsub double %90, %91, !dbg !149
  %93 = load i32, i32* %7, align 4, !dbg !150
  %94 = sitofp i32 %93 to double, !dbg !150
  %95 = fdiv double %92, %94, !dbg !151
  store double %95, double* %19, align 8, !dbg !146
  call void @llvm.dbg.declare(metadata double* %20, metadata !152, metadata !DIExpression()), !dbg !153
  %96 = load double, double* %16, align 8, !dbg !154
  %97 = load i32, i32* %6, align 4, !dbg !155
  %98 = sitofp i32 %97 to double, !dbg !155
  %99 = load double, double* %19, align 8, !dbg !156
  %100 = call double @llvm.fmuladd.f64(double %98, double %99, double %96), !dbg !157
  store double %100, double* %20, align 8, !dbg !153
  call void @llvm.dbg.declare(metadata double* %21, metadata !158, metadata !DIExpression()), !dbg !159
  %101 = load i32, i32* %6, align 4, !dbg !160
  %102 = load i32, i32* %7, align 4, !dbg !161
  %103 = sub nsw i32 %102, 1, !dbg !162
  %104 = icmp eq i32 %101, %103, !dbg !163
  br i1 %104, label %105, label %107, !dbg !160

105:                                              ; preds = %75
  %106 = load double, double* %17, align 8, !dbg !164
  br label %111, !dbg !160

107:                                              ; preds = %75
  %108 = load double, double* %20, align 8, !dbg !165
  %109 = load double, double* %19, align 8, !dbg !166
  %110 = fadd double %108, %109, !dbg !167
  br label %111, !dbg !160

111:                                              ; preds = %107, %105
  %112 = phi double [ %106, %105 ], [ %110, %107 ], !dbg !160
  store double %112, double* %21, align 8, !dbg !159
  call void @llvm.dbg.declare(metadata double* %22, metadata !168, metadata !DIExpression()), !dbg !169
  %113 = call double @MPI_Wtime(), !dbg !170
  store double %113, double* %22, align 8, !dbg !169
  call void @llvm.dbg.declare(metadata double* %23, metadata !171, metadata !DIExpression()), !dbg !172
  %114 = load double (double)*, double (double)** %18, align 8, !dbg !173
  %115 = load double, double* %20, align 8, !dbg !174
  %116 = load double, double* %21, align 8, !dbg !175
  %117 = load i32, i32* %8, align 4, !dbg !176
  %118 = call double @integrate(double (double)* noundef %114, double noundef %115, double noundef %116, i32 noundef %117), !dbg !177
  store double %118, double* %23, align 8, !dbg !172
  %119 = call double @MPI_Wtime(), !dbg !178
  %120 = load double, double* %22, align 8, !dbg !179
  %121 = fsub double %119, %120, !dbg !180
  %122 = load double, double* %11, align 8, !dbg !181
  %123 = fadd double %122, %121, !dbg !181
  store double %123, double* %11, align 8, !dbg !181
  call void @llvm.dbg.declare(metadata double* %24, metadata !182, metadata !DIExpression()), !dbg !183
  store double 0.000000e+00, double* %24, align 8, !dbg !183
  %124 = bitcast double* %23 to i8*, !dbg !184
  %125 = bitcast double* %24 to i8*, !dbg !185
  %126 = call i32 @MPI_Reduce(i8* noundef %124, i8* noundef %125, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !186
  %127 = load i32, i32* %6, align 4, !dbg !187
  %128 = icmp eq i32 %127, 0, !dbg !189
  br i1 %128, label %129, label %166, !dbg !190

129:                                              ; preds = %111
  %130 = load i32, i32* %12, align 4, !dbg !191
  %131 = load i32, i32* %15, align 4, !dbg !193
  %132 = sext i32 %131 to i64, !dbg !194
  %133 = getelementptr inbounds [3 x [24 x i8]], [3 x [24 x i8]]* @names, i64 0, i64 %132, !dbg !194
  %134 = getelementptr inbounds [24 x i8], [24 x i8]* %133, i64 0, i64 0, !dbg !194
  %135 = load double, double* %16, align 8, !dbg !195
  %136 = load double, double* %17, align 8, !dbg !196
  %137 = load double, double* %24, align 8, !dbg !197
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i32 noundef %130, i8* noundef %134, double noundef %135, double noundef %136, double noundef %137), !dbg !198
  %139 = load i32, i32* %15, align 4, !dbg !199
  %140 = sext i32 %139 to i64, !dbg !201
  %141 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @antiderivatives, i64 0, i64 %140, !dbg !201
  %142 = load double (double)*, double (double)** %141, align 8, !dbg !201
  %143 = icmp ne double (double)* %142, null, !dbg !202
  br i1 %143, label %144, label %163, !dbg !203

144:                                              ; preds = %129
  call void @llvm.dbg.declare(metadata double* %25, metadata !204, metadata !DIExpression()), !dbg !206
  %145 = load i32, i32* %15, align 4, !dbg !207
  %146 = sext i32 %145 to i64, !dbg !208
  %147 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @antiderivatives, i64 0, i64 %146, !dbg !208
  %148 = load double (double)*, double (double)** %147, align 8, !dbg !208
  %149 = load double, double* %17, align 8, !dbg !209
  %150 = call double %148(double noundef %149), !dbg !208
  %151 = load i32, i32* %15, align 4, !dbg !210
  %152 = sext i32 %151 to i64, !dbg !211
  %153 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @antiderivatives, i64 0, i64 %152, !dbg !211
  %154 = load double (double)*, double (double)** %153, align 8, !dbg !211
  %155 = load double, double* %16, align 8, !dbg !212
  %156 = call double %154(double noundef %155), !dbg !211
  %157 = fsub double %150, %156, !dbg !213
  store double %157, double* %25, align 8, !dbg !206
  %158 = load double, double* %24, align 8, !dbg !214
  %159 = load double, double* %25, align 8, !dbg !215
  %160 = fsub double %158, %159, !dbg !216
  %161 = call double @llvm.fabs.f64(double %160), !dbg !217
  %162 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), double noundef %161), !dbg !218
  br label %165, !dbg !219

163:                                              ; preds = %129
  %164 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0)), !dbg !220
  br label %165

165:                                              ; preds = %163, %144
  br label %166, !dbg !222

166:                                              ; preds = %165, %111
  br label %167, !dbg !223

167:                                              ; preds = %166
  %168 = load i32, i32* %12, align 4, !dbg !224
  %169 = add nsw i32 %168, 1, !dbg !224
  store i32 %169, i32* %12, align 4, !dbg !224
  br label %42, !dbg !225, !llvm.loop !226

170:                                              ; preds = %42
  %171 = load i32, i32* %6, align 4, !dbg !229
  %172 = icmp eq i32 %171, 0, !dbg !231
  br i1 %172, label %173, label %180, !dbg !232

173:                                              ; preds = %170
  %174 = load i32, i32* %7, align 4, !dbg !233
  %175 = load i32, i32* %8, align 4, !dbg !235
  %176 = load i32, i32* %9, align 4, !dbg !236
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.3, i64 0, i64 0), i32 noundef %174, i32 noundef %175, i32 noundef %176), !dbg !237
  %178 = load double, double* %11, align 8, !dbg !238
  %179 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), double noundef %178), !dbg !239
  br label %180, !dbg !240

180:                                              ; preds = %173, %170
  %181 = call i32 @MPI_Finalize(), !dbg !241
  ret i32 0, !dbg !242
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !243 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !246, metadata !DIExpression()), !dbg !247
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !248, metadata !DIExpression()), !dbg !249
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !252, metadata !DIExpression()), !dbg !253
  %12 = load i32, i32* %8, align 4, !dbg !254
  %13 = load i32, i32* %6, align 4, !dbg !256
  %14 = icmp sge i32 %12, %13, !dbg !257
  br i1 %14, label %15, label %17, !dbg !258

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !259
  store i32 %16, i32* %5, align 4, !dbg !260
  br label %59, !dbg !260

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !261, metadata !DIExpression()), !dbg !263
  %18 = load i8**, i8*** %7, align 8, !dbg !264
  %19 = load i32, i32* %8, align 4, !dbg !265
  %20 = sext i32 %19 to i64, !dbg !264
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !264
  %22 = load i8*, i8** %21, align 8, !dbg !264
  store i8* %22, i8** %10, align 8, !dbg !263
  call void @llvm.dbg.declare(metadata i32* %11, metadata !266, metadata !DIExpression()), !dbg !267
  store i32 0, i32* %11, align 4, !dbg !267
  %23 = load i8*, i8** %10, align 8, !dbg !268
  %24 = load i8, i8* %23, align 1, !dbg !270
  %25 = sext i8 %24 to i32, !dbg !270
  %26 = icmp eq i32 %25, 0, !dbg !271
  br i1 %26, label %27, label %29, !dbg !272

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !273
  store i32 %28, i32* %5, align 4, !dbg !274
  br label %59, !dbg !274

29:                                               ; preds = %17
  br label %30, !dbg !275

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !276
  %32 = load i8, i8* %31, align 1, !dbg !279
  %33 = icmp ne i8 %32, 0, !dbg !280
  br i1 %33, label %34, label %57, !dbg !280

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !281
  %36 = load i8, i8* %35, align 1, !dbg !284
  %37 = sext i8 %36 to i32, !dbg !284
  %38 = icmp slt i32 %37, 48, !dbg !285
  br i1 %38, label %44, label %39, !dbg !286

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !287
  %41 = load i8, i8* %40, align 1, !dbg !288
  %42 = sext i8 %41 to i32, !dbg !288
  %43 = icmp sgt i32 %42, 57, !dbg !289
  br i1 %43, label %44, label %46, !dbg !290

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !291
  store i32 %45, i32* %5, align 4, !dbg !292
  br label %59, !dbg !292

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !293
  %48 = mul nsw i32 %47, 10, !dbg !294
  %49 = load i8*, i8** %10, align 8, !dbg !295
  %50 = load i8, i8* %49, align 1, !dbg !296
  %51 = sext i8 %50 to i32, !dbg !296
  %52 = sub nsw i32 %51, 48, !dbg !297
  %53 = add nsw i32 %48, %52, !dbg !298
  store i32 %53, i32* %11, align 4, !dbg !299
  br label %54, !dbg !300

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !301
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !301
  store i8* %56, i8** %10, align 8, !dbg !301
  br label %30, !dbg !302, !llvm.loop !303

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !305
  store i32 %58, i32* %5, align 4, !dbg !306
  br label %59, !dbg !306

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !307
  ret i32 %60, !dbg !307
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @MPI_Bcast(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @integrate(double (double)* noundef %0, double noundef %1, double noundef %2, i32 noundef %3) #0 !dbg !308 {
  %5 = alloca double (double)*, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store double (double)* %0, double (double)** %5, align 8
  call void @llvm.dbg.declare(metadata double (double)** %5, metadata !311, metadata !DIExpression()), !dbg !312
  store double %1, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !313, metadata !DIExpression()), !dbg !314
  store double %2, double* %7, align 8
  call void @llvm.dbg.declare(metadata double* %7, metadata !315, metadata !DIExpression()), !dbg !316
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !317, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.declare(metadata double* %9, metadata !319, metadata !DIExpression()), !dbg !320
  %12 = load double, double* %7, align 8, !dbg !321
  %13 = load double, double* %6, align 8, !dbg !322
  %14 = fsub double %12, %13, !dbg !323
  %15 = load i32, i32* %8, align 4, !dbg !324
  %16 = sitofp i32 %15 to double, !dbg !324
  %17 = fdiv double %14, %16, !dbg !325
  store double %17, double* %9, align 8, !dbg !320
  call void @llvm.dbg.declare(metadata double* %10, metadata !326, metadata !DIExpression()), !dbg !327
  store double 0.000000e+00, double* %10, align 8, !dbg !327
  call void @llvm.dbg.declare(metadata i32* %11, metadata !328, metadata !DIExpression()), !dbg !330
  store i32 0, i32* %11, align 4, !dbg !330
  br label %18, !dbg !331

18:                                               ; preds = %33, %4
  %19 = load i32, i32* %11, align 4, !dbg !332
  %20 = load i32, i32* %8, align 4, !dbg !334
  %21 = icmp slt i32 %19, %20, !dbg !335
  br i1 %21, label %22, label %36, !dbg !336

22:                                               ; preds = %18
  %23 = load double (double)*, double (double)** %5, align 8, !dbg !337
  %24 = load double, double* %6, align 8, !dbg !338
  %25 = load i32, i32* %11, align 4, !dbg !339
  %26 = sitofp i32 %25 to double, !dbg !339
  %27 = fadd double %26, 5.000000e-01, !dbg !340
  %28 = load double, double* %9, align 8, !dbg !341
  %29 = call double @llvm.fmuladd.f64(double %27, double %28, double %24), !dbg !342
  %30 = call double %23(double noundef %29), !dbg !337
  %31 = load double, double* %10, align 8, !dbg !343
  %32 = fadd double %31, %30, !dbg !343
  store double %32, double* %10, align 8, !dbg !343
  br label %33, !dbg !344

33:                                               ; preds = %22
  %34 = load i32, i32* %11, align 4, !dbg !345
  %35 = add nsw i32 %34, 1, !dbg !345
  store i32 %35, i32* %11, align 4, !dbg !345
  br label %18, !dbg !346, !llvm.loop !347

36:                                               ; preds = %18
  %37 = load double, double* %10, align 8, !dbg !349
  %38 = load double, double* %9, align 8, !dbg !350
  %39 = fmul double %37, %38, !dbg !351
  ret double %39, !dbg !352
}

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare i32 @MPI_Finalize() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_poly(double noundef %0) #0 !dbg !353 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !354, metadata !DIExpression()), !dbg !355
  %3 = load double, double* %2, align 8, !dbg !356
  %4 = call double @llvm.fmuladd.f64(double 4.000000e+00, double %3, double -3.000000e+00), !dbg !357
  %5 = load double, double* %2, align 8, !dbg !358
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double 2.000000e+00), !dbg !359
  %7 = load double, double* %2, align 8, !dbg !360
  %8 = call double @llvm.fmuladd.f64(double %6, double %7, double 1.000000e+00), !dbg !361
  ret double %8, !dbg !362
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_trig(double noundef %0) #0 !dbg !363 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !364, metadata !DIExpression()), !dbg !365
  %3 = load double, double* %2, align 8, !dbg !366
  %4 = fmul double 3.000000e+00, %3, !dbg !367
  %5 = call double @sin(double noundef %4) #5, !dbg !368
  %6 = load double, double* %2, align 8, !dbg !369
  %7 = call double @cos(double noundef %6) #5, !dbg !370
  %8 = call double @llvm.fmuladd.f64(double %5, double %7, double 1.000000e+00), !dbg !371
  ret double %8, !dbg !372
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f_gauss(double noundef %0) #0 !dbg !373 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !374, metadata !DIExpression()), !dbg !375
  %3 = load double, double* %2, align 8, !dbg !376
  %4 = fneg double %3, !dbg !377
  %5 = load double, double* %2, align 8, !dbg !378
  %6 = fmul double %4, %5, !dbg !379
  %7 = call double @exp(double noundef %6) #5, !dbg !380
  %8 = load double, double* %2, align 8, !dbg !381
  %9 = fadd double 1.000000e+00, %8, !dbg !382
  %10 = call double @sqrt(double noundef %9) #5, !dbg !383
  %11 = fmul double %7, %10, !dbg !384
  ret double %11, !dbg !385
}

; Function Attrs: nounwind
declare double @sin(double noundef) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #4

; Function Attrs: nounwind
declare double @exp(double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @F_poly(double noundef %0) #0 !dbg !386 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !387, metadata !DIExpression()), !dbg !388
  %3 = load double, double* %2, align 8, !dbg !389
  %4 = fsub double %3, 1.000000e+00, !dbg !390
  %5 = load double, double* %2, align 8, !dbg !391
  %6 = call double @llvm.fmuladd.f64(double %4, double %5, double 1.000000e+00), !dbg !392
  %7 = load double, double* %2, align 8, !dbg !393
  %8 = call double @llvm.fmuladd.f64(double %6, double %7, double 1.000000e+00), !dbg !394
  %9 = load double, double* %2, align 8, !dbg !395
  %10 = fmul double %8, %9, !dbg !396
  ret double %10, !dbg !397
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @F_trig(double noundef %0) #0 !dbg !398 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !399, metadata !DIExpression()), !dbg !400
  %3 = load double, double* %2, align 8, !dbg !401
  %4 = fmul double 4.000000e+00, %3, !dbg !402
  %5 = call double @cos(double noundef %4) #5, !dbg !403
  %6 = load double, double* %2, align 8, !dbg !404
  %7 = fmul double 2.000000e+00, %6, !dbg !405
  %8 = call double @cos(double noundef %7) #5, !dbg !406
  %9 = fmul double 2.500000e-01, %8, !dbg !407
  %10 = fneg double %9, !dbg !408
  %11 = call double @llvm.fmuladd.f64(double -1.250000e-01, double %5, double %10), !dbg !408
  %12 = load double, double* %2, align 8, !dbg !409
  %13 = fadd double %11, %12, !dbg !410
  ret double %13, !dbg !411
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "integrands", scope: !2, file: !3, line: 48, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !9, globals: !22, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "quad.c", directory: ".", checksumkind: CSK_MD5, checksum: "0b4d8229fd16e80b853e92c4bc993021")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 47, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8}
!8 = !DIEnumerator(name: "INTEGRANDS", value: 3)
!9 = !{!10, !14, !15, !18, !19}
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !11, line: 419, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !11, line: 419, flags: DIFlagFwdDecl)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !11, line: 420, baseType: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !11, line: 420, flags: DIFlagFwdDecl)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !11, line: 425, baseType: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !11, line: 425, flags: DIFlagFwdDecl)
!22 = !{!0, !23, !31}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 52, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 576, elements: !28)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{!29, !30}
!29 = !DISubrange(count: 3)
!30 = !DISubrange(count: 24)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "antiderivatives", scope: !2, file: !3, line: 50, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 192, elements: !39)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!39 = !{!29}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !49, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!49 = !DISubroutineType(types: !50)
!50 = !{!18, !18, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!53 = !{}
!54 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !3, line: 66, type: !18)
!55 = !DILocation(line: 66, column: 14, scope: !48)
!56 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !3, line: 66, type: !51)
!57 = !DILocation(line: 66, column: 27, scope: !48)
!58 = !DILocalVariable(name: "rank", scope: !48, file: !3, line: 67, type: !18)
!59 = !DILocation(line: 67, column: 7, scope: !48)
!60 = !DILocalVariable(name: "size", scope: !48, file: !3, line: 67, type: !18)
!61 = !DILocation(line: 67, column: 13, scope: !48)
!62 = !DILocation(line: 68, column: 3, scope: !48)
!63 = !DILocation(line: 69, column: 3, scope: !48)
!64 = !DILocation(line: 70, column: 3, scope: !48)
!65 = !DILocalVariable(name: "points", scope: !48, file: !3, line: 72, type: !18)
!66 = !DILocation(line: 72, column: 7, scope: !48)
!67 = !DILocation(line: 72, column: 28, scope: !48)
!68 = !DILocation(line: 72, column: 34, scope: !48)
!69 = !DILocation(line: 72, column: 16, scope: !48)
!70 = !DILocalVariable(name: "rounds", scope: !48, file: !3, line: 73, type: !18)
!71 = !DILocation(line: 73, column: 7, scope: !48)
!72 = !DILocation(line: 73, column: 28, scope: !48)
!73 = !DILocation(line: 73, column: 34, scope: !48)
!74 = !DILocation(line: 73, column: 16, scope: !48)
!75 = !DILocalVariable(name: "fixed", scope: !48, file: !3, line: 74, type: !18)
!76 = !DILocation(line: 74, column: 7, scope: !48)
!77 = !DILocation(line: 74, column: 27, scope: !48)
!78 = !DILocation(line: 74, column: 33, scope: !48)
!79 = !DILocation(line: 74, column: 15, scope: !48)
!80 = !DILocation(line: 75, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !48, file: !3, line: 75, column: 7)
!82 = !DILocation(line: 75, column: 14, scope: !81)
!83 = !DILocation(line: 75, column: 7, scope: !48)
!84 = !DILocation(line: 76, column: 12, scope: !81)
!85 = !DILocation(line: 76, column: 5, scope: !81)
!86 = !DILocalVariable(name: "total_time", scope: !48, file: !3, line: 78, type: !38)
!87 = !DILocation(line: 78, column: 10, scope: !48)
!88 = !DILocalVariable(name: "round", scope: !89, file: !3, line: 79, type: !18)
!89 = distinct !DILexicalBlock(scope: !48, file: !3, line: 79, column: 3)
!90 = !DILocation(line: 79, column: 12, scope: !89)
!91 = !DILocation(line: 79, column: 8, scope: !89)
!92 = !DILocation(line: 79, column: 23, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 79, column: 3)
!94 = !DILocation(line: 79, column: 31, scope: !93)
!95 = !DILocation(line: 79, column: 29, scope: !93)
!96 = !DILocation(line: 79, column: 3, scope: !89)
!97 = !DILocalVariable(name: "setup", scope: !98, file: !3, line: 81, type: !99)
!98 = distinct !DILexicalBlock(scope: !93, file: !3, line: 79, column: 48)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 192, elements: !39)
!100 = !DILocation(line: 81, column: 12, scope: !98)
!101 = !DILocation(line: 82, column: 9, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !3, line: 82, column: 9)
!103 = !DILocation(line: 82, column: 14, scope: !102)
!104 = !DILocation(line: 82, column: 9, scope: !98)
!105 = !DILocalVariable(name: "which", scope: !106, file: !3, line: 83, type: !18)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 82, column: 20)
!107 = !DILocation(line: 83, column: 11, scope: !106)
!108 = !DILocation(line: 83, column: 19, scope: !106)
!109 = !DILocation(line: 83, column: 25, scope: !106)
!110 = !DILocation(line: 83, column: 30, scope: !106)
!111 = !DILocation(line: 83, column: 33, scope: !106)
!112 = !DILocation(line: 83, column: 39, scope: !106)
!113 = !DILocation(line: 83, column: 54, scope: !106)
!114 = !DILocation(line: 83, column: 62, scope: !106)
!115 = !DILocation(line: 83, column: 68, scope: !106)
!116 = !DILocation(line: 84, column: 18, scope: !106)
!117 = !DILocation(line: 84, column: 7, scope: !106)
!118 = !DILocation(line: 84, column: 16, scope: !106)
!119 = !DILocation(line: 85, column: 25, scope: !106)
!120 = !DILocation(line: 85, column: 24, scope: !106)
!121 = !DILocation(line: 85, column: 22, scope: !106)
!122 = !DILocation(line: 85, column: 7, scope: !106)
!123 = !DILocation(line: 85, column: 16, scope: !106)
!124 = !DILocation(line: 86, column: 30, scope: !106)
!125 = !DILocation(line: 86, column: 22, scope: !106)
!126 = !DILocation(line: 86, column: 7, scope: !106)
!127 = !DILocation(line: 86, column: 16, scope: !106)
!128 = !DILocation(line: 87, column: 5, scope: !106)
!129 = !DILocation(line: 88, column: 15, scope: !98)
!130 = !DILocation(line: 88, column: 5, scope: !98)
!131 = !DILocalVariable(name: "which", scope: !98, file: !3, line: 89, type: !18)
!132 = !DILocation(line: 89, column: 9, scope: !98)
!133 = !DILocation(line: 89, column: 22, scope: !98)
!134 = !DILocation(line: 89, column: 17, scope: !98)
!135 = !DILocalVariable(name: "a", scope: !98, file: !3, line: 90, type: !38)
!136 = !DILocation(line: 90, column: 12, scope: !98)
!137 = !DILocation(line: 90, column: 16, scope: !98)
!138 = !DILocalVariable(name: "b", scope: !98, file: !3, line: 90, type: !38)
!139 = !DILocation(line: 90, column: 26, scope: !98)
!140 = !DILocation(line: 90, column: 30, scope: !98)
!141 = !DILocalVariable(name: "f", scope: !98, file: !3, line: 91, type: !35)
!142 = !DILocation(line: 91, column: 14, scope: !98)
!143 = !DILocation(line: 91, column: 38, scope: !98)
!144 = !DILocation(line: 91, column: 27, scope: !98)
!145 = !DILocalVariable(name: "width", scope: !98, file: !3, line: 93, type: !38)
!146 = !DILocation(line: 93, column: 12, scope: !98)
!147 = !DILocation(line: 93, column: 21, scope: !98)
!148 = !DILocation(line: 93, column: 25, scope: !98)
!149 = !DILocation(line: 93, column: 23, scope: !98)
!150 = !DILocation(line: 93, column: 30, scope: !98)
!151 = !DILocation(line: 93, column: 28, scope: !98)
!152 = !DILocalVariable(name: "lo", scope: !98, file: !3, line: 94, type: !38)
!153 = !DILocation(line: 94, column: 12, scope: !98)
!154 = !DILocation(line: 94, column: 17, scope: !98)
!155 = !DILocation(line: 94, column: 21, scope: !98)
!156 = !DILocation(line: 94, column: 28, scope: !98)
!157 = !DILocation(line: 94, column: 19, scope: !98)
!158 = !DILocalVariable(name: "hi", scope: !98, file: !3, line: 94, type: !38)
!159 = !DILocation(line: 94, column: 35, scope: !98)
!160 = !DILocation(line: 94, column: 40, scope: !98)
!161 = !DILocation(line: 94, column: 48, scope: !98)
!162 = !DILocation(line: 94, column: 53, scope: !98)
!163 = !DILocation(line: 94, column: 45, scope: !98)
!164 = !DILocation(line: 94, column: 59, scope: !98)
!165 = !DILocation(line: 94, column: 63, scope: !98)
!166 = !DILocation(line: 94, column: 68, scope: !98)
!167 = !DILocation(line: 94, column: 66, scope: !98)
!168 = !DILocalVariable(name: "start", scope: !98, file: !3, line: 95, type: !38)
!169 = !DILocation(line: 95, column: 12, scope: !98)
!170 = !DILocation(line: 95, column: 20, scope: !98)
!171 = !DILocalVariable(name: "part", scope: !98, file: !3, line: 96, type: !38)
!172 = !DILocation(line: 96, column: 12, scope: !98)
!173 = !DILocation(line: 96, column: 29, scope: !98)
!174 = !DILocation(line: 96, column: 32, scope: !98)
!175 = !DILocation(line: 96, column: 36, scope: !98)
!176 = !DILocation(line: 96, column: 40, scope: !98)
!177 = !DILocation(line: 96, column: 19, scope: !98)
!178 = !DILocation(line: 97, column: 19, scope: !98)
!179 = !DILocation(line: 97, column: 33, scope: !98)
!180 = !DILocation(line: 97, column: 31, scope: !98)
!181 = !DILocation(line: 97, column: 16, scope: !98)
!182 = !DILocalVariable(name: "sum", scope: !98, file: !3, line: 98, type: !38)
!183 = !DILocation(line: 98, column: 12, scope: !98)
!184 = !DILocation(line: 99, column: 16, scope: !98)
!185 = !DILocation(line: 99, column: 23, scope: !98)
!186 = !DILocation(line: 99, column: 5, scope: !98)
!187 = !DILocation(line: 100, column: 9, scope: !188)
!188 = distinct !DILexicalBlock(scope: !98, file: !3, line: 100, column: 9)
!189 = !DILocation(line: 100, column: 14, scope: !188)
!190 = !DILocation(line: 100, column: 9, scope: !98)
!191 = !DILocation(line: 101, column: 67, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 100, column: 20)
!193 = !DILocation(line: 102, column: 20, scope: !192)
!194 = !DILocation(line: 102, column: 14, scope: !192)
!195 = !DILocation(line: 102, column: 28, scope: !192)
!196 = !DILocation(line: 102, column: 31, scope: !192)
!197 = !DILocation(line: 102, column: 34, scope: !192)
!198 = !DILocation(line: 101, column: 7, scope: !192)
!199 = !DILocation(line: 103, column: 27, scope: !200)
!200 = distinct !DILexicalBlock(scope: !192, file: !3, line: 103, column: 11)
!201 = !DILocation(line: 103, column: 11, scope: !200)
!202 = !DILocation(line: 103, column: 34, scope: !200)
!203 = !DILocation(line: 103, column: 11, scope: !192)
!204 = !DILocalVariable(name: "exact", scope: !205, file: !3, line: 104, type: !38)
!205 = distinct !DILexicalBlock(scope: !200, file: !3, line: 103, column: 43)
!206 = !DILocation(line: 104, column: 16, scope: !205)
!207 = !DILocation(line: 104, column: 40, scope: !205)
!208 = !DILocation(line: 104, column: 24, scope: !205)
!209 = !DILocation(line: 104, column: 47, scope: !205)
!210 = !DILocation(line: 104, column: 68, scope: !205)
!211 = !DILocation(line: 104, column: 52, scope: !205)
!212 = !DILocation(line: 104, column: 75, scope: !205)
!213 = !DILocation(line: 104, column: 50, scope: !205)
!214 = !DILocation(line: 105, column: 39, scope: !205)
!215 = !DILocation(line: 105, column: 45, scope: !205)
!216 = !DILocation(line: 105, column: 43, scope: !205)
!217 = !DILocation(line: 105, column: 34, scope: !205)
!218 = !DILocation(line: 105, column: 9, scope: !205)
!219 = !DILocation(line: 106, column: 7, scope: !205)
!220 = !DILocation(line: 107, column: 9, scope: !221)
!221 = distinct !DILexicalBlock(scope: !200, file: !3, line: 106, column: 14)
!222 = !DILocation(line: 109, column: 5, scope: !192)
!223 = !DILocation(line: 110, column: 3, scope: !98)
!224 = !DILocation(line: 79, column: 44, scope: !93)
!225 = !DILocation(line: 79, column: 3, scope: !93)
!226 = distinct !{!226, !96, !227, !228}
!227 = !DILocation(line: 110, column: 3, scope: !89)
!228 = !{!"llvm.loop.mustprogress"}
!229 = !DILocation(line: 111, column: 7, scope: !230)
!230 = distinct !DILexicalBlock(scope: !48, file: !3, line: 111, column: 7)
!231 = !DILocation(line: 111, column: 12, scope: !230)
!232 = !DILocation(line: 111, column: 7, scope: !48)
!233 = !DILocation(line: 112, column: 55, scope: !234)
!234 = distinct !DILexicalBlock(scope: !230, file: !3, line: 111, column: 18)
!235 = !DILocation(line: 112, column: 61, scope: !234)
!236 = !DILocation(line: 112, column: 69, scope: !234)
!237 = !DILocation(line: 112, column: 5, scope: !234)
!238 = !DILocation(line: 113, column: 53, scope: !234)
!239 = !DILocation(line: 113, column: 5, scope: !234)
!240 = !DILocation(line: 114, column: 3, scope: !234)
!241 = !DILocation(line: 115, column: 3, scope: !48)
!242 = !DILocation(line: 116, column: 3, scope: !48)
!243 = distinct !DISubprogram(name: "parse_count", scope: !3, file: !3, line: 20, type: !244, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!244 = !DISubroutineType(types: !245)
!245 = !{!18, !18, !51, !18, !18}
!246 = !DILocalVariable(name: "argc", arg: 1, scope: !243, file: !3, line: 20, type: !18)
!247 = !DILocation(line: 20, column: 28, scope: !243)
!248 = !DILocalVariable(name: "argv", arg: 2, scope: !243, file: !3, line: 20, type: !51)
!249 = !DILocation(line: 20, column: 41, scope: !243)
!250 = !DILocalVariable(name: "index", arg: 3, scope: !243, file: !3, line: 20, type: !18)
!251 = !DILocation(line: 20, column: 51, scope: !243)
!252 = !DILocalVariable(name: "fallback", arg: 4, scope: !243, file: !3, line: 20, type: !18)
!253 = !DILocation(line: 20, column: 62, scope: !243)
!254 = !DILocation(line: 21, column: 7, scope: !255)
!255 = distinct !DILexicalBlock(scope: !243, file: !3, line: 21, column: 7)
!256 = !DILocation(line: 21, column: 16, scope: !255)
!257 = !DILocation(line: 21, column: 13, scope: !255)
!258 = !DILocation(line: 21, column: 7, scope: !243)
!259 = !DILocation(line: 22, column: 12, scope: !255)
!260 = !DILocation(line: 22, column: 5, scope: !255)
!261 = !DILocalVariable(name: "s", scope: !243, file: !3, line: 23, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!263 = !DILocation(line: 23, column: 15, scope: !243)
!264 = !DILocation(line: 23, column: 19, scope: !243)
!265 = !DILocation(line: 23, column: 24, scope: !243)
!266 = !DILocalVariable(name: "value", scope: !243, file: !3, line: 24, type: !18)
!267 = !DILocation(line: 24, column: 7, scope: !243)
!268 = !DILocation(line: 25, column: 8, scope: !269)
!269 = distinct !DILexicalBlock(scope: !243, file: !3, line: 25, column: 7)
!270 = !DILocation(line: 25, column: 7, scope: !269)
!271 = !DILocation(line: 25, column: 10, scope: !269)
!272 = !DILocation(line: 25, column: 7, scope: !243)
!273 = !DILocation(line: 26, column: 12, scope: !269)
!274 = !DILocation(line: 26, column: 5, scope: !269)
!275 = !DILocation(line: 27, column: 3, scope: !243)
!276 = !DILocation(line: 27, column: 11, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 27, column: 3)
!278 = distinct !DILexicalBlock(scope: !243, file: !3, line: 27, column: 3)
!279 = !DILocation(line: 27, column: 10, scope: !277)
!280 = !DILocation(line: 27, column: 3, scope: !278)
!281 = !DILocation(line: 28, column: 10, scope: !282)
!282 = distinct !DILexicalBlock(scope: !283, file: !3, line: 28, column: 9)
!283 = distinct !DILexicalBlock(scope: !277, file: !3, line: 27, column: 19)
!284 = !DILocation(line: 28, column: 9, scope: !282)
!285 = !DILocation(line: 28, column: 12, scope: !282)
!286 = !DILocation(line: 28, column: 18, scope: !282)
!287 = !DILocation(line: 28, column: 22, scope: !282)
!288 = !DILocation(line: 28, column: 21, scope: !282)
!289 = !DILocation(line: 28, column: 24, scope: !282)
!290 = !DILocation(line: 28, column: 9, scope: !283)
!291 = !DILocation(line: 29, column: 14, scope: !282)
!292 = !DILocation(line: 29, column: 7, scope: !282)
!293 = !DILocation(line: 30, column: 13, scope: !283)
!294 = !DILocation(line: 30, column: 19, scope: !283)
!295 = !DILocation(line: 30, column: 28, scope: !283)
!296 = !DILocation(line: 30, column: 27, scope: !283)
!297 = !DILocation(line: 30, column: 30, scope: !283)
!298 = !DILocation(line: 30, column: 24, scope: !283)
!299 = !DILocation(line: 30, column: 11, scope: !283)
!300 = !DILocation(line: 31, column: 3, scope: !283)
!301 = !DILocation(line: 27, column: 15, scope: !277)
!302 = !DILocation(line: 27, column: 3, scope: !277)
!303 = distinct !{!303, !280, !304, !228}
!304 = !DILocation(line: 31, column: 3, scope: !278)
!305 = !DILocation(line: 32, column: 10, scope: !243)
!306 = !DILocation(line: 32, column: 3, scope: !243)
!307 = !DILocation(line: 33, column: 1, scope: !243)
!308 = distinct !DISubprogram(name: "integrate", scope: !3, file: !3, line: 58, type: !309, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!309 = !DISubroutineType(types: !310)
!310 = !{!38, !35, !38, !38, !18}
!311 = !DILocalVariable(name: "f", arg: 1, scope: !308, file: !3, line: 58, type: !35)
!312 = !DILocation(line: 58, column: 34, scope: !308)
!313 = !DILocalVariable(name: "lo", arg: 2, scope: !308, file: !3, line: 58, type: !38)
!314 = !DILocation(line: 58, column: 53, scope: !308)
!315 = !DILocalVariable(name: "hi", arg: 3, scope: !308, file: !3, line: 58, type: !38)
!316 = !DILocation(line: 58, column: 64, scope: !308)
!317 = !DILocalVariable(name: "points", arg: 4, scope: !308, file: !3, line: 59, type: !18)
!318 = !DILocation(line: 59, column: 29, scope: !308)
!319 = !DILocalVariable(name: "h", scope: !308, file: !3, line: 60, type: !38)
!320 = !DILocation(line: 60, column: 10, scope: !308)
!321 = !DILocation(line: 60, column: 15, scope: !308)
!322 = !DILocation(line: 60, column: 20, scope: !308)
!323 = !DILocation(line: 60, column: 18, scope: !308)
!324 = !DILocation(line: 60, column: 26, scope: !308)
!325 = !DILocation(line: 60, column: 24, scope: !308)
!326 = !DILocalVariable(name: "sum", scope: !308, file: !3, line: 60, type: !38)
!327 = !DILocation(line: 60, column: 34, scope: !308)
!328 = !DILocalVariable(name: "i", scope: !329, file: !3, line: 61, type: !18)
!329 = distinct !DILexicalBlock(scope: !308, file: !3, line: 61, column: 3)
!330 = !DILocation(line: 61, column: 12, scope: !329)
!331 = !DILocation(line: 61, column: 8, scope: !329)
!332 = !DILocation(line: 61, column: 19, scope: !333)
!333 = distinct !DILexicalBlock(scope: !329, file: !3, line: 61, column: 3)
!334 = !DILocation(line: 61, column: 23, scope: !333)
!335 = !DILocation(line: 61, column: 21, scope: !333)
!336 = !DILocation(line: 61, column: 3, scope: !329)
!337 = !DILocation(line: 62, column: 12, scope: !333)
!338 = !DILocation(line: 62, column: 14, scope: !333)
!339 = !DILocation(line: 62, column: 20, scope: !333)
!340 = !DILocation(line: 62, column: 22, scope: !333)
!341 = !DILocation(line: 62, column: 31, scope: !333)
!342 = !DILocation(line: 62, column: 17, scope: !333)
!343 = !DILocation(line: 62, column: 9, scope: !333)
!344 = !DILocation(line: 62, column: 5, scope: !333)
!345 = !DILocation(line: 61, column: 32, scope: !333)
!346 = !DILocation(line: 61, column: 3, scope: !333)
!347 = distinct !{!347, !336, !348, !228}
!348 = !DILocation(line: 62, column: 32, scope: !329)
!349 = !DILocation(line: 63, column: 10, scope: !308)
!350 = !DILocation(line: 63, column: 16, scope: !308)
!351 = !DILocation(line: 63, column: 14, scope: !308)
!352 = !DILocation(line: 63, column: 3, scope: !308)
!353 = distinct !DISubprogram(name: "f_poly", scope: !3, file: !3, line: 35, type: !36, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!354 = !DILocalVariable(name: "x", arg: 1, scope: !353, file: !3, line: 35, type: !38)
!355 = !DILocation(line: 35, column: 29, scope: !353)
!356 = !DILocation(line: 35, column: 49, scope: !353)
!357 = !DILocation(line: 35, column: 51, scope: !353)
!358 = !DILocation(line: 35, column: 60, scope: !353)
!359 = !DILocation(line: 35, column: 62, scope: !353)
!360 = !DILocation(line: 35, column: 71, scope: !353)
!361 = !DILocation(line: 35, column: 73, scope: !353)
!362 = !DILocation(line: 35, column: 34, scope: !353)
!363 = distinct !DISubprogram(name: "f_trig", scope: !3, file: !3, line: 36, type: !36, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!364 = !DILocalVariable(name: "x", arg: 1, scope: !363, file: !3, line: 36, type: !38)
!365 = !DILocation(line: 36, column: 29, scope: !363)
!366 = !DILocation(line: 36, column: 51, scope: !363)
!367 = !DILocation(line: 36, column: 49, scope: !363)
!368 = !DILocation(line: 36, column: 41, scope: !363)
!369 = !DILocation(line: 36, column: 60, scope: !363)
!370 = !DILocation(line: 36, column: 56, scope: !363)
!371 = !DILocation(line: 36, column: 63, scope: !363)
!372 = !DILocation(line: 36, column: 34, scope: !363)
!373 = distinct !DISubprogram(name: "f_gauss", scope: !3, file: !3, line: 37, type: !36, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!374 = !DILocalVariable(name: "x", arg: 1, scope: !373, file: !3, line: 37, type: !38)
!375 = !DILocation(line: 37, column: 30, scope: !373)
!376 = !DILocation(line: 37, column: 47, scope: !373)
!377 = !DILocation(line: 37, column: 46, scope: !373)
!378 = !DILocation(line: 37, column: 51, scope: !373)
!379 = !DILocation(line: 37, column: 49, scope: !373)
!380 = !DILocation(line: 37, column: 42, scope: !373)
!381 = !DILocation(line: 37, column: 67, scope: !373)
!382 = !DILocation(line: 37, column: 65, scope: !373)
!383 = !DILocation(line: 37, column: 56, scope: !373)
!384 = !DILocation(line: 37, column: 54, scope: !373)
!385 = !DILocation(line: 37, column: 35, scope: !373)
!386 = distinct !DISubprogram(name: "F_poly", scope: !3, file: !3, line: 40, type: !36, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!387 = !DILocalVariable(name: "x", arg: 1, scope: !386, file: !3, line: 40, type: !38)
!388 = !DILocation(line: 40, column: 29, scope: !386)
!389 = !DILocation(line: 41, column: 13, scope: !386)
!390 = !DILocation(line: 41, column: 15, scope: !386)
!391 = !DILocation(line: 41, column: 24, scope: !386)
!392 = !DILocation(line: 41, column: 26, scope: !386)
!393 = !DILocation(line: 41, column: 35, scope: !386)
!394 = !DILocation(line: 41, column: 37, scope: !386)
!395 = !DILocation(line: 41, column: 46, scope: !386)
!396 = !DILocation(line: 41, column: 44, scope: !386)
!397 = !DILocation(line: 41, column: 3, scope: !386)
!398 = distinct !DISubprogram(name: "F_trig", scope: !3, file: !3, line: 43, type: !36, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !53)
!399 = !DILocalVariable(name: "x", arg: 1, scope: !398, file: !3, line: 43, type: !38)
!400 = !DILocation(line: 43, column: 29, scope: !398)
!401 = !DILocation(line: 44, column: 29, scope: !398)
!402 = !DILocation(line: 44, column: 27, scope: !398)
!403 = !DILocation(line: 44, column: 19, scope: !398)
!404 = !DILocation(line: 44, column: 51, scope: !398)
!405 = !DILocation(line: 44, column: 49, scope: !398)
!406 = !DILocation(line: 44, column: 41, scope: !398)
!407 = !DILocation(line: 44, column: 39, scope: !398)
!408 = !DILocation(line: 44, column: 32, scope: !398)
!409 = !DILocation(line: 44, column: 56, scope: !398)
!410 = !DILocation(line: 44, column: 54, scope: !398)
!411 = !DILocation(line: 44, column: 3, scope: !398)
