; ModuleID = 'ring.c'
source_filename = "ring.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [42 x i8] c"ring: %d ranks, %d laps, %d payload ints\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"token hops: %d (expected %d)\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"payload checksum: %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"[time] %.6f s, %.3f us per hop\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !32 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !39, metadata !DIExpression()), !dbg !40
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %6, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %7, metadata !45, metadata !DIExpression()), !dbg !46
  %21 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !47
  %22 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !48
  %23 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !49
  call void @llvm.dbg.declare(metadata i32* %8, metadata !50, metadata !DIExpression()), !dbg !51
  %24 = load i32, i32* %4, align 4, !dbg !52
  %25 = load i8**, i8*** %5, align 8, !dbg !53
  %26 = call i32 @parse_count(i32 noundef %24, i8** noundef %25, i32 noundef 1, i32 noundef 10), !dbg !54
  store i32 %26, i32* %8, align 4, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %9, metadata !55, metadata !DIExpression()), !dbg !56
  %27 = load i32, i32* %4, align 4, !dbg !57
  %28 = load i8**, i8*** %5, align 8, !dbg !58
  %29 = call i32 @parse_count(i32 noundef %27, i8** noundef %28, i32 noundef 2, i32 noundef 256), !dbg !59
  store i32 %29, i32* %9, align 4, !dbg !56
  call void @llvm.dbg.declare(metadata i32* %10, metadata !60, metadata !DIExpression()), !dbg !61
  %30 = load i32, i32* %6, align 4, !dbg !62
  %31 = add nsw i32 %30, 1, !dbg !63
  %32 = load i32, i32* %7, align 4, !dbg !64
  %33 = srem i32 %31, %32, !dbg !65
  store i32 %33, i32* %10, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %11, metadata !66, metadata !DIExpression()), !dbg !67
  %34 = load i32, i32* %6, align 4, !dbg !68
  %35 = load i32, i32* %7, align 4, !dbg !69
  %36 = add nsw i32 %34, %35, !dbg !70
  %37 = sub nsw i32 %36, 1, !dbg !71
  %38 = load i32, i32* %7, align 4, !dbg !72
  %39 = srem i32 %37, %38, !dbg !73
  store i32 %39, i32* %11, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32** %12, metadata !74, metadata !DIExpression()), !dbg !76
  %40 = load i32, i32* %9, align 4, !dbg !77
  %41 = add nsw i32 %40, 1, !dbg !78
  %42 = sext i32 %41 to i64, !dbg !79
  %43 = mul i64 4, %42, !dbg !80
  %44 = call noalias i8* @malloc(i64 noundef %43) #4, !dbg !81
  %45 = bitcast i8* %44 to i32*, !dbg !81
  store i32* %45, i32** %12, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %13, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %13, align 4, !dbg !84
  br label %46, !dbg !85

46:                                               ; preds = %55, %2
  %47 = load i32, i32* %13, align 4, !dbg !86
  %48 = load i32, i32* %9, align 4, !dbg !88
  %49 = icmp sle i32 %47, %48, !dbg !89
  br i1 %49, label %50, label %58, !dbg !90

50:                                               ; preds = %46
  %51 = load i32*, i32** %12, align 8, !dbg !91
  %52 = load i32, i32* %13, align 4, !dbg !92
  %53 = sext i32 %52 to i64, !dbg !91
  %54 = getelementptr inbounds i32, i32* %51, i64 %53, !dbg !91
  store i32 0, i32* %54, align 4, !dbg !93
  br label %55, !dbg !91

55:                                               ; preds = %50
  %56 = load i32, i32* %13, align 4, !dbg !94
  %57 = add nsw i32 %56, 1, !dbg !94
  store i32 %57, i32* %13, align 4, !dbg !94
  br label %46, !dbg !95, !llvm.loop !96

58:                                               ; preds = %46
  %59 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !99
  call void @llvm.dbg.declare(metadata double* %14, metadata !100, metadata !DIExpression()), !dbg !102
  %60 = call double @MPI_Wtime(), !dbg !103
  store double %60, double* %14, align 8, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %15, metadata !104, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %15, align 4, !dbg !106
  br label %61, !dbg !107

61:                                               ; preds = %160, %58
  %62 = load i32, i32* %15, align 4, !dbg !108
  %63 = load i32, i32* %8, align 4, !dbg !110
  %64 = icmp slt i32 %62, %63, !dbg !111
  br i1 %64, label %65, label %163, !dbg !112

65:                                               ; preds = %61
  %66 = load i32, i32* %6, align 4, !dbg !113
  %67 = icmp eq i32 %66, 0, !dbg !116
  br i1 %67, label %68, label %115, !dbg !117

68:                                               ; preds = %65
  %69 = load i32*, i32** %12, align 8, !dbg !118
  %70 = getelementptr inbounds i32, i32* %69, i64 0, !dbg !118
  %71 = load i32, i32* %70, align 4, !dbg !120
  %72 = add nsw i32 %71, 1, !dbg !120
  store i32 %72, i32* %70, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata i32* %16, metadata !121, metadata !DIExpression()), !dbg !123
  store i32 1, i32* %16, align 4, !dbg !123
  br label %73, !dbg !124

73:                                               ; preds = %93, %68
  %74 = load i32, i32* %16, align 4, !dbg !125
  %75 = load i32, i32* %9, align 4, !dbg !127
  %76 = icmp sle i32 %74, %75, !dbg !128
  br i1 %76, label %77, label %96, !dbg !129

77:                                               ; preds = %73
  %78 = load i32*, i32** %12, align 8, !dbg !130
  %79 = load i32, i32* %16, align 4, !dbg !131
  %80 = sext i32 %79 to i64, !dbg !130
  %81 = getelementptr inbounds i32, i32* %78, i64 %80, !dbg !130
  %82 = load i32, i32* %81, align 4, !dbg !130
  %83 = mul nsw i32 %82, 3, !dbg !132
  %84 = load i32, i32* %16, align 4, !dbg !133
  %85 = add nsw i32 %83, %84, !dbg !134
  %86 = load i32, i32* %15, align 4, !dbg !135
  %87 = add nsw i32 %85, %86, !dbg !136
  %88 = srem i32 %87, 1000003, !dbg !137
  %89 = load i32*, i32** %12, align 8, !dbg !138
  %90 = load i32, i32* %16, align 4, !dbg !139
  %91 = sext i32 %90 to i64, !dbg !138
  %92 = getelementptr inbounds i32, i32* %89, i64 %91, !dbg !138
  store i32 %88, i32* %92, align 4, !dbg !140
  br label %93, !dbg !138

93:                                               ; preds = %77
  %94 = load i32, i32* %16, align 4, !dbg !141
  %95 = add nsw i32 %94, 1, !dbg !141
  store i32 %95, i32* %16, align 4, !dbg !141
  br label %73, !dbg !142, !llvm.loop !143

96:                                               ; preds = %73
  %97 = load i32, i32* %7, align 4, !dbg !145
  %98 = icmp sgt i32 %97, 1, !dbg !147
  br i1 %98, label %99, label %114, !dbg !148

99:                                               ; preds = %96
  %100 = load i32*, i32** %12, align 8, !dbg !149
  %101 = bitcast i32* %100 to i8*, !dbg !149
  %102 = load i32, i32* %9, align 4, !dbg !151
  %103 = add nsw i32 %102, 1, !dbg !152
  %104 = load i32, i32* %10, align 4, !dbg !153
  %105 = load i32, i32* %15, align 4, !dbg !154
  %106 = call i32 @MPI_Send(i8* noundef %101, i32 noundef %103, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %104, i32 noundef %105, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !155
  %107 = load i32*, i32** %12, align 8, !dbg !156
  %108 = bitcast i32* %107 to i8*, !dbg !156
  %109 = load i32, i32* %9, align 4, !dbg !157
  %110 = add nsw i32 %109, 1, !dbg !158
  %111 = load i32, i32* %11, align 4, !dbg !159
  %112 = load i32, i32* %15, align 4, !dbg !160
  %113 = call i32 @MPI_Recv(i8* noundef %108, i32 noundef %110, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %111, i32 noundef %112, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !161
  br label %114, !dbg !162

114:                                              ; preds = %99, %96
  br label %159, !dbg !163

115:                                              ; preds = %65
  %116 = load i32*, i32** %12, align 8, !dbg !164
  %117 = bitcast i32* %116 to i8*, !dbg !164
  %118 = load i32, i32* %9, align 4, !dbg !166
  %119 = add nsw i32 %118, 1, !dbg !167
  %120 = load i32, i32* %11, align 4, !dbg !168
  %121 = load i32, i32* %15, align 4, !dbg !169
  %122 = call i32 @MPI_Recv(i8* noundef %117, i32 noundef %119, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %120, i32 noundef %121, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !170
  %123 = load i32*, i32** %12, align 8, !dbg !171
  %124 = getelementptr inbounds i32, i32* %123, i64 0, !dbg !171
  %125 = load i32, i32* %124, align 4, !dbg !172
  %126 = add nsw i32 %125, 1, !dbg !172
  store i32 %126, i32* %124, align 4, !dbg !172
  call void @llvm.dbg.declare(metadata i32* %17, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 1, i32* %17, align 4, !dbg !175
  br label %127, !dbg !176

127:                                              ; preds = %148, %115
  %128 = load i32, i32* %17, align 4, !dbg !177
  %129 = load i32, i32* %9, align 4, !dbg !179
  %130 = icmp sle i32 %128, %129, !dbg !180
  br i1 %130, label %131, label %151, !dbg !181

131:                                              ; preds = %127
  %132 = load i32*, i32** %12, align 8, !dbg !182
  %133 = load i32, i32* %17, align 4, !dbg !183
  %134 = sext i32 %133 to i64, !dbg !182
  %135 = getelementptr inbounds i32, i32* %132, i64 %134, !dbg !182
  %136 = load i32, i32* %135, align 4, !dbg !182
  %137 = mul nsw i32 %136, 3, !dbg !184
  %138 = load i32, i32* %17, align 4, !dbg !185
  %139 = load i32, i32* %6, align 4, !dbg !186
  %140 = add nsw i32 %139, 1, !dbg !187
  %141 = mul nsw i32 %138, %140, !dbg !188
  %142 = add nsw i32 %137, %141, !dbg !189
  %143 = srem i32 %142, 1000003, !dbg !190
  %144 = load i32*, i32** %12, align 8, !dbg !191
  %145 = load i32, i32* %17, align 4, !dbg !192
  %146 = sext i32 %145 to i64, !dbg !191
  %147 = getelementptr inbounds i32, i32* %144, i64 %146, !dbg !191
  store i32 %143, i32* %147, align 4, !dbg !193
  br label %148, !dbg !191

148:                                              ; preds = %131
  %149 = load i32, i32* %17, align 4, !dbg !194
  %150 = add nsw i32 %149, 1, !dbg !194
  store i32 %150, i32* %17, align 4, !dbg !194
  br label %127, !dbg !195, !llvm.loop !196

151:                                              ; preds = %127
  %152 = load i32*, i32** %12, align 8, !dbg !198
  %153 = bitcast i32* %152 to i8*, !dbg !198
  %154 = load i32, i32* %9, align 4, !dbg !199
  %155 = add nsw i32 %154, 1, !dbg !200
  %156 = load i32, i32* %10, align 4, !dbg !201
  %157 = load i32, i32* %15, align 4, !dbg !202
  %158 = call i32 @MPI_Send(i8* noundef %153, i32 noundef %155, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %156, i32 noundef %157, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !203
  br label %159

159:                                              ; preds = %151, %114
  br label %160, !dbg !204

160:                                              ; preds = %159
  %161 = load i32, i32* %15, align 4, !dbg !205
  %162 = add nsw i32 %161, 1, !dbg !205
  store i32 %162, i32* %15, align 4, !dbg !205
  br label %61, !dbg !206, !llvm.loop !207

163:                                              ; preds = %61
  call void @llvm.dbg.declare(metadata double* %18, metadata !209, metadata !DIExpression()), !dbg !210
  %164 = call double @MPI_Wtime(), !dbg !211
  %165 = load double, double* %14, align 8, !dbg !212
  %166 = fsub double %164, %165, !dbg !213
  store double %166, double* %18, align 8, !dbg !210
  %167 = load i32, i32* %6, align 4, !dbg !214
  %168 = icmp eq i32 %167, 0, !dbg !216
  br i1 %168, label %169, label %217, !dbg !217

169:                                              ; preds = %163
  call void @llvm.dbg.declare(metadata i64* %19, metadata !218, metadata !DIExpression()), !dbg !221
  store i64 0, i64* %19, align 8, !dbg !221
  call void @llvm.dbg.declare(metadata i32* %20, metadata !222, metadata !DIExpression()), !dbg !224
  store i32 1, i32* %20, align 4, !dbg !224
  br label %170, !dbg !225

170:                                              ; preds = %185, %169
  %171 = load i32, i32* %20, align 4, !dbg !226
  %172 = load i32, i32* %9, align 4, !dbg !228
  %173 = icmp sle i32 %171, %172, !dbg !229
  br i1 %173, label %174, label %188, !dbg !230

174:                                              ; preds = %170
  %175 = load i64, i64* %19, align 8, !dbg !231
  %176 = mul nsw i64 %175, 31, !dbg !232
  %177 = load i32*, i32** %12, align 8, !dbg !233
  %178 = load i32, i32* %20, align 4, !dbg !234
  %179 = sext i32 %178 to i64, !dbg !233
  %180 = getelementptr inbounds i32, i32* %177, i64 %179, !dbg !233
  %181 = load i32, i32* %180, align 4, !dbg !233
  %182 = sext i32 %181 to i64, !dbg !233
  %183 = add nsw i64 %176, %182, !dbg !235
  %184 = srem i64 %183, 1000000007, !dbg !236
  store i64 %184, i64* %19, align 8, !dbg !237
  br label %185, !dbg !238

185:                                              ; preds = %174
  %186 = load i32, i32* %20, align 4, !dbg !239
  %187 = add nsw i32 %186, 1, !dbg !239
  store i32 %187, i32* %20, align 4, !dbg !239
  br label %170, !dbg !240, !llvm.loop !241

188:                                              ; preds = %170
  %189 = load i32, i32* %7, align 4, !dbg !243
  %190 = load i32, i32* %8, align 4, !dbg !244
  %191 = load i32, i32* %9, align 4, !dbg !245
  %192 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([42 x i8], [42 x i8]* @.str, i64 0, i64 0), i32 noundef %189, i32 noundef %190, i32 noundef %191), !dbg !246
  %193 = load i32*, i32** %12, align 8, !dbg !247
  %194 = getelementptr inbounds i32, i32* %193, i64 0, !dbg !247
  %195 = load i32, i32* %194, align 4, !dbg !247
  %196 = load i32, i32* %8, align 4, !dbg !248
  %197 = load i32, i32* %7, align 4, !dbg !249
  %198 = mul nsw i32 %196, %197, !dbg !250
  %199 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %195, i32 noundef %198), !dbg !251
  %200 = load i64, i64* %19, align 8, !dbg !252
  %201 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %200), !dbg !253
  %202 = load double, double* %18, align 8, !dbg !254
  %203 = load i32, i32* %8, align 4, !dbg !255
  %204 = icmp sgt i32 %203, 0, !dbg !256
  br i1 %204, label %205, label %213, !dbg !255

205:                                              ; preds = %188
  %206 = load double, double* %18, align 8, !dbg !257
  %207 = fmul double %206, 1.000000e+06, !dbg !258
  %208 = load i32, i32* %8, align 4, !dbg !259
  %209 = load i32, i32* %7, align 4, !dbg !260
  %210 = mul nsw i32 %208, %209, !dbg !261
  %211 = sitofp i32 %210 to double, !dbg !262
  %212 = fdiv double %207, %211, !dbg !263
  br label %214, !dbg !255

213:                                              ; preds = %188
  br label %214, !dbg !255

214:                                              ; preds = %213, %205
  %215 = phi double [ %212, %205 ], [ 0.000000e+00, %213 ], !dbg !255
  %216 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3, i64 0, i64 0), double noundef %202, double noundef %215), !dbg !264
  br label %217, !dbg !265

217:                                              ; preds = %214, %163
  %218 = load i32*, i32** %12, align 8, !dbg !266
  %219 = bitcast i32* %218 to i8*, !dbg !266
  call void @free(i8* noundef %219) #4, !dbg !267
  %220 = call i32 @MPI_Finalize(), !dbg !268
  ret i32 0, !dbg !269
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !270 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !273, metadata !DIExpression()), !dbg !274
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !275, metadata !DIExpression()), !dbg !276
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !277, metadata !DIExpression()), !dbg !278
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !279, metadata !DIExpression()), !dbg !280
  %12 = load i32, i32* %8, align 4, !dbg !281
  %13 = load i32, i32* %6, align 4, !dbg !283
  %14 = icmp sge i32 %12, %13, !dbg !284
  br i1 %14, label %15, label %17, !dbg !285

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !286
  store i32 %16, i32* %5, align 4, !dbg !287
  br label %59, !dbg !287

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !288, metadata !DIExpression()), !dbg !291
  %18 = load i8**, i8*** %7, align 8, !dbg !292
  %19 = load i32, i32* %8, align 4, !dbg !293
  %20 = sext i32 %19 to i64, !dbg !292
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !292
  %22 = load i8*, i8** %21, align 8, !dbg !292
  store i8* %22, i8** %10, align 8, !dbg !291
  call void @llvm.dbg.declare(metadata i32* %11, metadata !294, metadata !DIExpression()), !dbg !295
  store i32 0, i32* %11, align 4, !dbg !295
  %23 = load i8*, i8** %10, align 8, !dbg !296
  %24 = load i8, i8* %23, align 1, !dbg !298
  %25 = sext i8 %24 to i32, !dbg !298
  %26 = icmp eq i32 %25, 0, !dbg !299
  br i1 %26, label %27, label %29, !dbg !300

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !301
  store i32 %28, i32* %5, align 4, !dbg !302
  br label %59, !dbg !302

29:                                               ; preds = %17
  br label %30, !dbg !303

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !304
  %32 = load i8, i8* %31, align 1, !dbg !307
  %33 = icmp ne i8 %32, 0, !dbg !308
  br i1 %33, label %34, label %57, !dbg !308

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !309
  %36 = load i8, i8* %35, align 1, !dbg !312
  %37 = sext i8 %36 to i32, !dbg !312
  %38 = icmp slt i32 %37, 48, !dbg !313
  br i1 %38, label %44, label %39, !dbg !314

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !315
  %41 = load i8, i8* %40, align 1, !dbg !316
  %42 = sext i8 %41 to i32, !dbg !316
  %43 = icmp sgt i32 %42, 57, !dbg !317
  br i1 %43, label %44, label %46, !dbg !318

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !319
  store i32 %45, i32* %5, align 4, !dbg !320
  br label %59, !dbg !320

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !321
  %48 = mul nsw i32 %47, 10, !dbg !322
  %49 = load i8*, i8** %10, align 8, !dbg !323
  %50 = load i8, i8* %49, align 1, !dbg !324
  %51 = sext i8 %50 to i32, !dbg !324
  %52 = sub nsw i32 %51, 48, !dbg !325
  %53 = add nsw i32 %48, %52, !dbg !326
  store i32 %53, i32* %11, align 4, !dbg !327
  br label %54, !dbg !328

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !329
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !329
  store i8* %56, i8** %10, align 8, !dbg !329
  br label %30, !dbg !330, !llvm.loop !331

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !333
  store i32 %58, i32* %5, align 4, !dbg !334
  br label %59, !dbg !334

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !335
  ret i32 %60, !dbg !335
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) #2

declare double @MPI_Wtime() #2

declare i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

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
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "ring.c", directory: ".", checksumkind: CSK_MD5, checksum: "b28d93c062b780b412a89c4ae9236b03")
!2 = !{!3, !7, !8, !11, !14}
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
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !4, line: 428, baseType: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !4, line: 438, size: 192, elements: !17)
!17 = !{!18, !20, !21, !22, !23}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !16, file: !4, line: 441, baseType: !19, size: 32)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !16, file: !4, line: 442, baseType: !19, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !16, file: !4, line: 443, baseType: !19, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !16, file: !4, line: 448, baseType: !19, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !16, file: !4, line: 449, baseType: !8, size: 64, offset: 128)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 7, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 1}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !33, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{!19, !19, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{}
!39 = !DILocalVariable(name: "argc", arg: 1, scope: !32, file: !1, line: 28, type: !19)
!40 = !DILocation(line: 28, column: 14, scope: !32)
!41 = !DILocalVariable(name: "argv", arg: 2, scope: !32, file: !1, line: 28, type: !35)
!42 = !DILocation(line: 28, column: 27, scope: !32)
!43 = !DILocalVariable(name: "rank", scope: !32, file: !1, line: 29, type: !19)
!44 = !DILocation(line: 29, column: 7, scope: !32)
!45 = !DILocalVariable(name: "size", scope: !32, file: !1, line: 29, type: !19)
!46 = !DILocation(line: 29, column: 13, scope: !32)
!47 = !DILocation(line: 30, column: 3, scope: !32)
!48 = !DILocation(line: 31, column: 3, scope: !32)
!49 = !DILocation(line: 32, column: 3, scope: !32)
!50 = !DILocalVariable(name: "laps", scope: !32, file: !1, line: 34, type: !19)
!51 = !DILocation(line: 34, column: 7, scope: !32)
!52 = !DILocation(line: 34, column: 26, scope: !32)
!53 = !DILocation(line: 34, column: 32, scope: !32)
!54 = !DILocation(line: 34, column: 14, scope: !32)
!55 = !DILocalVariable(name: "payload_len", scope: !32, file: !1, line: 35, type: !19)
!56 = !DILocation(line: 35, column: 7, scope: !32)
!57 = !DILocation(line: 35, column: 33, scope: !32)
!58 = !DILocation(line: 35, column: 39, scope: !32)
!59 = !DILocation(line: 35, column: 21, scope: !32)
!60 = !DILocalVariable(name: "next", scope: !32, file: !1, line: 36, type: !19)
!61 = !DILocation(line: 36, column: 7, scope: !32)
!62 = !DILocation(line: 36, column: 15, scope: !32)
!63 = !DILocation(line: 36, column: 20, scope: !32)
!64 = !DILocation(line: 36, column: 27, scope: !32)
!65 = !DILocation(line: 36, column: 25, scope: !32)
!66 = !DILocalVariable(name: "prev", scope: !32, file: !1, line: 37, type: !19)
!67 = !DILocation(line: 37, column: 7, scope: !32)
!68 = !DILocation(line: 37, column: 15, scope: !32)
!69 = !DILocation(line: 37, column: 22, scope: !32)
!70 = !DILocation(line: 37, column: 20, scope: !32)
!71 = !DILocation(line: 37, column: 27, scope: !32)
!72 = !DILocation(line: 37, column: 34, scope: !32)
!73 = !DILocation(line: 37, column: 32, scope: !32)
!74 = !DILocalVariable(name: "message", scope: !32, file: !1, line: 40, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!76 = !DILocation(line: 40, column: 8, scope: !32)
!77 = !DILocation(line: 40, column: 48, scope: !32)
!78 = !DILocation(line: 40, column: 60, scope: !32)
!79 = !DILocation(line: 40, column: 39, scope: !32)
!80 = !DILocation(line: 40, column: 37, scope: !32)
!81 = !DILocation(line: 40, column: 18, scope: !32)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 41, type: !19)
!83 = distinct !DILexicalBlock(scope: !32, file: !1, line: 41, column: 3)
!84 = !DILocation(line: 41, column: 12, scope: !83)
!85 = !DILocation(line: 41, column: 8, scope: !83)
!86 = !DILocation(line: 41, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 41, column: 3)
!88 = !DILocation(line: 41, column: 24, scope: !87)
!89 = !DILocation(line: 41, column: 21, scope: !87)
!90 = !DILocation(line: 41, column: 3, scope: !83)
!91 = !DILocation(line: 42, column: 5, scope: !87)
!92 = !DILocation(line: 42, column: 13, scope: !87)
!93 = !DILocation(line: 42, column: 16, scope: !87)
!94 = !DILocation(line: 41, column: 38, scope: !87)
!95 = !DILocation(line: 41, column: 3, scope: !87)
!96 = distinct !{!96, !90, !97, !98}
!97 = !DILocation(line: 42, column: 18, scope: !83)
!98 = !{!"llvm.loop.mustprogress"}
!99 = !DILocation(line: 44, column: 3, scope: !32)
!100 = !DILocalVariable(name: "start", scope: !32, file: !1, line: 45, type: !101)
!101 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!102 = !DILocation(line: 45, column: 10, scope: !32)
!103 = !DILocation(line: 45, column: 18, scope: !32)
!104 = !DILocalVariable(name: "lap", scope: !105, file: !1, line: 46, type: !19)
!105 = distinct !DILexicalBlock(scope: !32, file: !1, line: 46, column: 3)
!106 = !DILocation(line: 46, column: 12, scope: !105)
!107 = !DILocation(line: 46, column: 8, scope: !105)
!108 = !DILocation(line: 46, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 46, column: 3)
!110 = !DILocation(line: 46, column: 27, scope: !109)
!111 = !DILocation(line: 46, column: 25, scope: !109)
!112 = !DILocation(line: 46, column: 3, scope: !105)
!113 = !DILocation(line: 47, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !1, line: 47, column: 9)
!115 = distinct !DILexicalBlock(scope: !109, file: !1, line: 46, column: 40)
!116 = !DILocation(line: 47, column: 14, scope: !114)
!117 = !DILocation(line: 47, column: 9, scope: !115)
!118 = !DILocation(line: 48, column: 7, scope: !119)
!119 = distinct !DILexicalBlock(scope: !114, file: !1, line: 47, column: 20)
!120 = !DILocation(line: 48, column: 18, scope: !119)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 49, type: !19)
!122 = distinct !DILexicalBlock(scope: !119, file: !1, line: 49, column: 7)
!123 = !DILocation(line: 49, column: 16, scope: !122)
!124 = !DILocation(line: 49, column: 12, scope: !122)
!125 = !DILocation(line: 49, column: 23, scope: !126)
!126 = distinct !DILexicalBlock(scope: !122, file: !1, line: 49, column: 7)
!127 = !DILocation(line: 49, column: 28, scope: !126)
!128 = !DILocation(line: 49, column: 25, scope: !126)
!129 = !DILocation(line: 49, column: 7, scope: !122)
!130 = !DILocation(line: 50, column: 23, scope: !126)
!131 = !DILocation(line: 50, column: 31, scope: !126)
!132 = !DILocation(line: 50, column: 34, scope: !126)
!133 = !DILocation(line: 50, column: 40, scope: !126)
!134 = !DILocation(line: 50, column: 38, scope: !126)
!135 = !DILocation(line: 50, column: 44, scope: !126)
!136 = !DILocation(line: 50, column: 42, scope: !126)
!137 = !DILocation(line: 50, column: 49, scope: !126)
!138 = !DILocation(line: 50, column: 9, scope: !126)
!139 = !DILocation(line: 50, column: 17, scope: !126)
!140 = !DILocation(line: 50, column: 20, scope: !126)
!141 = !DILocation(line: 49, column: 42, scope: !126)
!142 = !DILocation(line: 49, column: 7, scope: !126)
!143 = distinct !{!143, !129, !144, !98}
!144 = !DILocation(line: 50, column: 51, scope: !122)
!145 = !DILocation(line: 51, column: 11, scope: !146)
!146 = distinct !DILexicalBlock(scope: !119, file: !1, line: 51, column: 11)
!147 = !DILocation(line: 51, column: 16, scope: !146)
!148 = !DILocation(line: 51, column: 11, scope: !119)
!149 = !DILocation(line: 52, column: 18, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 51, column: 21)
!151 = !DILocation(line: 52, column: 27, scope: !150)
!152 = !DILocation(line: 52, column: 39, scope: !150)
!153 = !DILocation(line: 52, column: 53, scope: !150)
!154 = !DILocation(line: 52, column: 59, scope: !150)
!155 = !DILocation(line: 52, column: 9, scope: !150)
!156 = !DILocation(line: 53, column: 18, scope: !150)
!157 = !DILocation(line: 53, column: 27, scope: !150)
!158 = !DILocation(line: 53, column: 39, scope: !150)
!159 = !DILocation(line: 53, column: 53, scope: !150)
!160 = !DILocation(line: 53, column: 59, scope: !150)
!161 = !DILocation(line: 53, column: 9, scope: !150)
!162 = !DILocation(line: 55, column: 7, scope: !150)
!163 = !DILocation(line: 56, column: 5, scope: !119)
!164 = !DILocation(line: 57, column: 16, scope: !165)
!165 = distinct !DILexicalBlock(scope: !114, file: !1, line: 56, column: 12)
!166 = !DILocation(line: 57, column: 25, scope: !165)
!167 = !DILocation(line: 57, column: 37, scope: !165)
!168 = !DILocation(line: 57, column: 51, scope: !165)
!169 = !DILocation(line: 57, column: 57, scope: !165)
!170 = !DILocation(line: 57, column: 7, scope: !165)
!171 = !DILocation(line: 59, column: 7, scope: !165)
!172 = !DILocation(line: 59, column: 18, scope: !165)
!173 = !DILocalVariable(name: "i", scope: !174, file: !1, line: 60, type: !19)
!174 = distinct !DILexicalBlock(scope: !165, file: !1, line: 60, column: 7)
!175 = !DILocation(line: 60, column: 16, scope: !174)
!176 = !DILocation(line: 60, column: 12, scope: !174)
!177 = !DILocation(line: 60, column: 23, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 60, column: 7)
!179 = !DILocation(line: 60, column: 28, scope: !178)
!180 = !DILocation(line: 60, column: 25, scope: !178)
!181 = !DILocation(line: 60, column: 7, scope: !174)
!182 = !DILocation(line: 61, column: 23, scope: !178)
!183 = !DILocation(line: 61, column: 31, scope: !178)
!184 = !DILocation(line: 61, column: 34, scope: !178)
!185 = !DILocation(line: 61, column: 40, scope: !178)
!186 = !DILocation(line: 61, column: 45, scope: !178)
!187 = !DILocation(line: 61, column: 50, scope: !178)
!188 = !DILocation(line: 61, column: 42, scope: !178)
!189 = !DILocation(line: 61, column: 38, scope: !178)
!190 = !DILocation(line: 61, column: 56, scope: !178)
!191 = !DILocation(line: 61, column: 9, scope: !178)
!192 = !DILocation(line: 61, column: 17, scope: !178)
!193 = !DILocation(line: 61, column: 20, scope: !178)
!194 = !DILocation(line: 60, column: 42, scope: !178)
!195 = !DILocation(line: 60, column: 7, scope: !178)
!196 = distinct !{!196, !181, !197, !98}
!197 = !DILocation(line: 61, column: 58, scope: !174)
!198 = !DILocation(line: 62, column: 16, scope: !165)
!199 = !DILocation(line: 62, column: 25, scope: !165)
!200 = !DILocation(line: 62, column: 37, scope: !165)
!201 = !DILocation(line: 62, column: 51, scope: !165)
!202 = !DILocation(line: 62, column: 57, scope: !165)
!203 = !DILocation(line: 62, column: 7, scope: !165)
!204 = !DILocation(line: 64, column: 3, scope: !115)
!205 = !DILocation(line: 46, column: 36, scope: !109)
!206 = !DILocation(line: 46, column: 3, scope: !109)
!207 = distinct !{!207, !112, !208, !98}
!208 = !DILocation(line: 64, column: 3, scope: !105)
!209 = !DILocalVariable(name: "elapsed", scope: !32, file: !1, line: 65, type: !101)
!210 = !DILocation(line: 65, column: 10, scope: !32)
!211 = !DILocation(line: 65, column: 20, scope: !32)
!212 = !DILocation(line: 65, column: 34, scope: !32)
!213 = !DILocation(line: 65, column: 32, scope: !32)
!214 = !DILocation(line: 67, column: 7, scope: !215)
!215 = distinct !DILexicalBlock(scope: !32, file: !1, line: 67, column: 7)
!216 = !DILocation(line: 67, column: 12, scope: !215)
!217 = !DILocation(line: 67, column: 7, scope: !32)
!218 = !DILocalVariable(name: "checksum", scope: !219, file: !1, line: 68, type: !220)
!219 = distinct !DILexicalBlock(scope: !215, file: !1, line: 67, column: 18)
!220 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!221 = !DILocation(line: 68, column: 15, scope: !219)
!222 = !DILocalVariable(name: "i", scope: !223, file: !1, line: 69, type: !19)
!223 = distinct !DILexicalBlock(scope: !219, file: !1, line: 69, column: 5)
!224 = !DILocation(line: 69, column: 14, scope: !223)
!225 = !DILocation(line: 69, column: 10, scope: !223)
!226 = !DILocation(line: 69, column: 21, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !1, line: 69, column: 5)
!228 = !DILocation(line: 69, column: 26, scope: !227)
!229 = !DILocation(line: 69, column: 23, scope: !227)
!230 = !DILocation(line: 69, column: 5, scope: !223)
!231 = !DILocation(line: 70, column: 19, scope: !227)
!232 = !DILocation(line: 70, column: 28, scope: !227)
!233 = !DILocation(line: 70, column: 35, scope: !227)
!234 = !DILocation(line: 70, column: 43, scope: !227)
!235 = !DILocation(line: 70, column: 33, scope: !227)
!236 = !DILocation(line: 70, column: 47, scope: !227)
!237 = !DILocation(line: 70, column: 16, scope: !227)
!238 = !DILocation(line: 70, column: 7, scope: !227)
!239 = !DILocation(line: 69, column: 40, scope: !227)
!240 = !DILocation(line: 69, column: 5, scope: !227)
!241 = distinct !{!241, !230, !242, !98}
!242 = !DILocation(line: 70, column: 49, scope: !223)
!243 = !DILocation(line: 71, column: 58, scope: !219)
!244 = !DILocation(line: 71, column: 64, scope: !219)
!245 = !DILocation(line: 72, column: 12, scope: !219)
!246 = !DILocation(line: 71, column: 5, scope: !219)
!247 = !DILocation(line: 73, column: 46, scope: !219)
!248 = !DILocation(line: 73, column: 58, scope: !219)
!249 = !DILocation(line: 73, column: 65, scope: !219)
!250 = !DILocation(line: 73, column: 63, scope: !219)
!251 = !DILocation(line: 73, column: 5, scope: !219)
!252 = !DILocation(line: 74, column: 40, scope: !219)
!253 = !DILocation(line: 74, column: 5, scope: !219)
!254 = !DILocation(line: 75, column: 48, scope: !219)
!255 = !DILocation(line: 76, column: 12, scope: !219)
!256 = !DILocation(line: 76, column: 17, scope: !219)
!257 = !DILocation(line: 76, column: 23, scope: !219)
!258 = !DILocation(line: 76, column: 31, scope: !219)
!259 = !DILocation(line: 76, column: 40, scope: !219)
!260 = !DILocation(line: 76, column: 47, scope: !219)
!261 = !DILocation(line: 76, column: 45, scope: !219)
!262 = !DILocation(line: 76, column: 39, scope: !219)
!263 = !DILocation(line: 76, column: 37, scope: !219)
!264 = !DILocation(line: 75, column: 5, scope: !219)
!265 = !DILocation(line: 77, column: 3, scope: !219)
!266 = !DILocation(line: 78, column: 8, scope: !32)
!267 = !DILocation(line: 78, column: 3, scope: !32)
!268 = !DILocation(line: 79, column: 3, scope: !32)
!269 = !DILocation(line: 80, column: 3, scope: !32)
!270 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 13, type: !271, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !38)
!271 = !DISubroutineType(types: !272)
!272 = !{!19, !19, !35, !19, !19}
!273 = !DILocalVariable(name: "argc", arg: 1, scope: !270, file: !1, line: 13, type: !19)
!274 = !DILocation(line: 13, column: 28, scope: !270)
!275 = !DILocalVariable(name: "argv", arg: 2, scope: !270, file: !1, line: 13, type: !35)
!276 = !DILocation(line: 13, column: 41, scope: !270)
!277 = !DILocalVariable(name: "index", arg: 3, scope: !270, file: !1, line: 13, type: !19)
!278 = !DILocation(line: 13, column: 51, scope: !270)
!279 = !DILocalVariable(name: "fallback", arg: 4, scope: !270, file: !1, line: 13, type: !19)
!280 = !DILocation(line: 13, column: 62, scope: !270)
!281 = !DILocation(line: 14, column: 7, scope: !282)
!282 = distinct !DILexicalBlock(scope: !270, file: !1, line: 14, column: 7)
!283 = !DILocation(line: 14, column: 16, scope: !282)
!284 = !DILocation(line: 14, column: 13, scope: !282)
!285 = !DILocation(line: 14, column: 7, scope: !270)
!286 = !DILocation(line: 15, column: 12, scope: !282)
!287 = !DILocation(line: 15, column: 5, scope: !282)
!288 = !DILocalVariable(name: "s", scope: !270, file: !1, line: 16, type: !289)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!291 = !DILocation(line: 16, column: 15, scope: !270)
!292 = !DILocation(line: 16, column: 19, scope: !270)
!293 = !DILocation(line: 16, column: 24, scope: !270)
!294 = !DILocalVariable(name: "value", scope: !270, file: !1, line: 17, type: !19)
!295 = !DILocation(line: 17, column: 7, scope: !270)
!296 = !DILocation(line: 18, column: 8, scope: !297)
!297 = distinct !DILexicalBlock(scope: !270, file: !1, line: 18, column: 7)
!298 = !DILocation(line: 18, column: 7, scope: !297)
!299 = !DILocation(line: 18, column: 10, scope: !297)
!300 = !DILocation(line: 18, column: 7, scope: !270)
!301 = !DILocation(line: 19, column: 12, scope: !297)
!302 = !DILocation(line: 19, column: 5, scope: !297)
!303 = !DILocation(line: 20, column: 3, scope: !270)
!304 = !DILocation(line: 20, column: 11, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !1, line: 20, column: 3)
!306 = distinct !DILexicalBlock(scope: !270, file: !1, line: 20, column: 3)
!307 = !DILocation(line: 20, column: 10, scope: !305)
!308 = !DILocation(line: 20, column: 3, scope: !306)
!309 = !DILocation(line: 21, column: 10, scope: !310)
!310 = distinct !DILexicalBlock(scope: !311, file: !1, line: 21, column: 9)
!311 = distinct !DILexicalBlock(scope: !305, file: !1, line: 20, column: 19)
!312 = !DILocation(line: 21, column: 9, scope: !310)
!313 = !DILocation(line: 21, column: 12, scope: !310)
!314 = !DILocation(line: 21, column: 18, scope: !310)
!315 = !DILocation(line: 21, column: 22, scope: !310)
!316 = !DILocation(line: 21, column: 21, scope: !310)
!317 = !DILocation(line: 21, column: 24, scope: !310)
!318 = !DILocation(line: 21, column: 9, scope: !311)
!319 = !DILocation(line: 22, column: 14, scope: !310)
!320 = !DILocation(line: 22, column: 7, scope: !310)
!321 = !DILocation(line: 23, column: 13, scope: !311)
!322 = !DILocation(line: 23, column: 19, scope: !311)
!323 = !DILocation(line: 23, column: 28, scope: !311)
!324 = !DILocation(line: 23, column: 27, scope: !311)
!325 = !DILocation(line: 23, column: 30, scope: !311)
!326 = !DILocation(line: 23, column: 24, scope: !311)
!327 = !DILocation(line: 23, column: 11, scope: !311)
!328 = !DILocation(line: 24, column: 3, scope: !311)
!329 = !DILocation(line: 20, column: 15, scope: !305)
!330 = !DILocation(line: 20, column: 3, scope: !305)
!331 = distinct !{!331, !308, !332, !98}
!332 = !DILocation(line: 24, column: 3, scope: !306)
!333 = !DILocation(line: 25, column: 10, scope: !270)
!334 = !DILocation(line: 25, column: 3, scope: !270)
!335 = !DILocation(line: 26, column: 1, scope: !270)
