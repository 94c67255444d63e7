; ModuleID = 'masterworker.c'
source_filename = "masterworker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.summary = type { i32, i64, i64 }
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [47 x i8] c"masterworker: %d ranks (%d workers), %d tasks\0A\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c"task %2d: start %lld steps %d peak %lld checksum %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [63 x i8] c"results received: %d, total steps %lld, overall checksum %lld\0A\00", align 1
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
  %10 = alloca i64*, align 8
  %11 = alloca double, align 8
  %12 = alloca %struct.summary*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.summary, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.ompi_status_public_t, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca %struct.summary, align 8
  %25 = alloca double, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca %struct.ompi_status_public_t, align 8
  %31 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !50, metadata !DIExpression()), !dbg !51
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %6, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %7, metadata !56, metadata !DIExpression()), !dbg !57
  %32 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !58
  %33 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !59
  %34 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !60
  call void @llvm.dbg.declare(metadata i32* %8, metadata !61, metadata !DIExpression()), !dbg !62
  %35 = load i32, i32* %4, align 4, !dbg !63
  %36 = load i8**, i8*** %5, align 8, !dbg !64
  %37 = call i32 @parse_count(i32 noundef %35, i8** noundef %36, i32 noundef 1, i32 noundef 40), !dbg !65
  store i32 %37, i32* %8, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %9, metadata !66, metadata !DIExpression()), !dbg !67
  %38 = load i32, i32* %4, align 4, !dbg !68
  %39 = load i8**, i8*** %5, align 8, !dbg !69
  %40 = call i32 @parse_count(i32 noundef %38, i8** noundef %39, i32 noundef 2, i32 noundef 27), !dbg !70
  store i32 %40, i32* %9, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i64** %10, metadata !71, metadata !DIExpression()), !dbg !73
  %41 = call noalias i8* @malloc(i64 noundef 8192) #6, !dbg !74
  %42 = bitcast i8* %41 to i64*, !dbg !74
  store i64* %42, i64** %10, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata double* %11, metadata !75, metadata !DIExpression()), !dbg !77
  %43 = call double @MPI_Wtime(), !dbg !78
  store double %43, double* %11, align 8, !dbg !77
  %44 = load i32, i32* %6, align 4, !dbg !79
  %45 = icmp eq i32 %44, 0, !dbg !81
  br i1 %45, label %46, label %238, !dbg !82

46:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata %struct.summary** %12, metadata !83, metadata !DIExpression()), !dbg !91
  %47 = load i32, i32* %8, align 4, !dbg !92
  %48 = add nsw i32 %47, 1, !dbg !93
  %49 = sext i32 %48 to i64, !dbg !94
  %50 = mul i64 24, %49, !dbg !95
  %51 = call noalias i8* @malloc(i64 noundef %50) #6, !dbg !96
  %52 = bitcast i8* %51 to %struct.summary*, !dbg !96
  store %struct.summary* %52, %struct.summary** %12, align 8, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %13, metadata !97, metadata !DIExpression()), !dbg !98
  store i32 0, i32* %13, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %14, metadata !99, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %14, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %15, metadata !101, metadata !DIExpression()), !dbg !102
  store i32 0, i32* %15, align 4, !dbg !102
  %53 = load i32, i32* %7, align 4, !dbg !103
  %54 = icmp eq i32 %53, 1, !dbg !105
  br i1 %54, label %55, label %81, !dbg !106

55:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %16, metadata !107, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %16, align 4, !dbg !110
  br label %56, !dbg !111

56:                                               ; preds = %77, %55
  %57 = load i32, i32* %16, align 4, !dbg !112
  %58 = load i32, i32* %8, align 4, !dbg !114
  %59 = icmp slt i32 %57, %58, !dbg !115
  br i1 %59, label %60, label %80, !dbg !116

60:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata i32* %17, metadata !117, metadata !DIExpression()), !dbg !119
  %61 = load i32, i32* %16, align 4, !dbg !120
  %62 = load i32, i32* %16, align 4, !dbg !121
  %63 = load i32, i32* %9, align 4, !dbg !122
  %64 = call i64 @start_of(i32 noundef %62, i32 noundef %63), !dbg !123
  %65 = load i64*, i64** %10, align 8, !dbg !124
  %66 = call i32 @trajectory(i32 noundef %61, i64 noundef %64, i64* noundef %65, i32 noundef 1024), !dbg !125
  store i32 %66, i32* %17, align 4, !dbg !119
  %67 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !126
  %68 = load i32, i32* %16, align 4, !dbg !127
  %69 = sext i32 %68 to i64, !dbg !126
  %70 = getelementptr inbounds %struct.summary, %struct.summary* %67, i64 %69, !dbg !126
  %71 = load i64*, i64** %10, align 8, !dbg !128
  %72 = load i32, i32* %17, align 4, !dbg !129
  call void @summarize(%struct.summary* sret(%struct.summary) align 8 %18, i64* noundef %71, i32 noundef %72), !dbg !130
  %73 = bitcast %struct.summary* %70 to i8*, !dbg !130
  %74 = bitcast %struct.summary* %18 to i8*, !dbg !130
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %73, i8* align 8 %74, i64 24, i1 false), !dbg !130
  %75 = load i32, i32* %15, align 4, !dbg !131
  %76 = add nsw i32 %75, 1, !dbg !131
  store i32 %76, i32* %15, align 4, !dbg !131
  br label %77, !dbg !132

77:                                               ; preds = %60
  %78 = load i32, i32* %16, align 4, !dbg !133
  %79 = add nsw i32 %78, 1, !dbg !133
  store i32 %79, i32* %16, align 4, !dbg !133
  br label %56, !dbg !134, !llvm.loop !135

80:                                               ; preds = %56
  br label %164, !dbg !138

81:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %19, metadata !139, metadata !DIExpression()), !dbg !142
  store i32 1, i32* %19, align 4, !dbg !142
  br label %82, !dbg !143

82:                                               ; preds = %103, %81
  %83 = load i32, i32* %19, align 4, !dbg !144
  %84 = load i32, i32* %7, align 4, !dbg !146
  %85 = icmp slt i32 %83, %84, !dbg !147
  br i1 %85, label %86, label %106, !dbg !148

86:                                               ; preds = %82
  %87 = load i32, i32* %13, align 4, !dbg !149
  %88 = load i32, i32* %8, align 4, !dbg !152
  %89 = icmp slt i32 %87, %88, !dbg !153
  br i1 %89, label %90, label %98, !dbg !154

90:                                               ; preds = %86
  %91 = bitcast i32* %13 to i8*, !dbg !155
  %92 = load i32, i32* %19, align 4, !dbg !157
  %93 = call i32 @MPI_Send(i8* noundef %91, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %92, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !158
  %94 = load i32, i32* %13, align 4, !dbg !159
  %95 = add nsw i32 %94, 1, !dbg !159
  store i32 %95, i32* %13, align 4, !dbg !159
  %96 = load i32, i32* %14, align 4, !dbg !160
  %97 = add nsw i32 %96, 1, !dbg !160
  store i32 %97, i32* %14, align 4, !dbg !160
  br label %102, !dbg !161

98:                                               ; preds = %86
  %99 = bitcast i32* %13 to i8*, !dbg !162
  %100 = load i32, i32* %19, align 4, !dbg !164
  %101 = call i32 @MPI_Send(i8* noundef %99, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %100, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !165
  br label %102

102:                                              ; preds = %98, %90
  br label %103, !dbg !166

103:                                              ; preds = %102
  %104 = load i32, i32* %19, align 4, !dbg !167
  %105 = add nsw i32 %104, 1, !dbg !167
  store i32 %105, i32* %19, align 4, !dbg !167
  br label %82, !dbg !168, !llvm.loop !169

106:                                              ; preds = %82
  br label %107, !dbg !171

107:                                              ; preds = %162, %106
  %108 = load i32, i32* %14, align 4, !dbg !172
  %109 = icmp sgt i32 %108, 0, !dbg !173
  br i1 %109, label %110, label %163, !dbg !171

110:                                              ; preds = %107
  call void @llvm.dbg.declare(metadata %struct.ompi_status_public_t* %20, metadata !174, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.declare(metadata i32* %21, metadata !177, metadata !DIExpression()), !dbg !178
  %111 = call i32 @MPI_Probe(i32 noundef -1, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef %20), !dbg !179
  %112 = call i32 @MPI_Get_count(%struct.ompi_status_public_t* noundef %20, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32* noundef %21), !dbg !180
  call void @llvm.dbg.declare(metadata i32* %22, metadata !181, metadata !DIExpression()), !dbg !182
  %113 = getelementptr inbounds %struct.ompi_status_public_t, %struct.ompi_status_public_t* %20, i32 0, i32 0, !dbg !183
  %114 = load i32, i32* %113, align 8, !dbg !183
  store i32 %114, i32* %22, align 4, !dbg !182
  %115 = load i64*, i64** %10, align 8, !dbg !184
  %116 = bitcast i64* %115 to i8*, !dbg !184
  %117 = load i32, i32* %21, align 4, !dbg !185
  %118 = load i32, i32* %22, align 4, !dbg !186
  %119 = call i32 @MPI_Recv(i8* noundef %116, i32 noundef %117, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %118, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null), !dbg !187
  %120 = load i32, i32* %14, align 4, !dbg !188
  %121 = add nsw i32 %120, -1, !dbg !188
  store i32 %121, i32* %14, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %23, metadata !189, metadata !DIExpression()), !dbg !190
  %122 = load i64*, i64** %10, align 8, !dbg !191
  %123 = getelementptr inbounds i64, i64* %122, i64 0, !dbg !191
  %124 = load i64, i64* %123, align 8, !dbg !191
  %125 = trunc i64 %124 to i32, !dbg !192
  store i32 %125, i32* %23, align 4, !dbg !190
  %126 = load i32, i32* %23, align 4, !dbg !193
  %127 = icmp sge i32 %126, 0, !dbg !195
  br i1 %127, label %128, label %146, !dbg !196

128:                                              ; preds = %110
  %129 = load i32, i32* %23, align 4, !dbg !197
  %130 = load i32, i32* %8, align 4, !dbg !198
  %131 = icmp slt i32 %129, %130, !dbg !199
  br i1 %131, label %132, label %146, !dbg !200

132:                                              ; preds = %128
  %133 = load i32, i32* %21, align 4, !dbg !201
  %134 = icmp sge i32 %133, 2, !dbg !202
  br i1 %134, label %135, label %146, !dbg !203

135:                                              ; preds = %132
  %136 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !204
  %137 = load i32, i32* %23, align 4, !dbg !206
  %138 = sext i32 %137 to i64, !dbg !204
  %139 = getelementptr inbounds %struct.summary, %struct.summary* %136, i64 %138, !dbg !204
  %140 = load i64*, i64** %10, align 8, !dbg !207
  %141 = load i32, i32* %21, align 4, !dbg !208
  call void @summarize(%struct.summary* sret(%struct.summary) align 8 %24, i64* noundef %140, i32 noundef %141), !dbg !209
  %142 = bitcast %struct.summary* %139 to i8*, !dbg !209
  %143 = bitcast %struct.summary* %24 to i8*, !dbg !209
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %142, i8* align 8 %143, i64 24, i1 false), !dbg !209
  %144 = load i32, i32* %15, align 4, !dbg !210
  %145 = add nsw i32 %144, 1, !dbg !210
  store i32 %145, i32* %15, align 4, !dbg !210
  br label %146, !dbg !211

146:                                              ; preds = %135, %132, %128, %110
  %147 = load i32, i32* %13, align 4, !dbg !212
  %148 = load i32, i32* %8, align 4, !dbg !214
  %149 = icmp slt i32 %147, %148, !dbg !215
  br i1 %149, label %150, label %158, !dbg !216

150:                                              ; preds = %146
  %151 = bitcast i32* %13 to i8*, !dbg !217
  %152 = load i32, i32* %22, align 4, !dbg !219
  %153 = call i32 @MPI_Send(i8* noundef %151, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %152, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !220
  %154 = load i32, i32* %13, align 4, !dbg !221
  %155 = add nsw i32 %154, 1, !dbg !221
  store i32 %155, i32* %13, align 4, !dbg !221
  %156 = load i32, i32* %14, align 4, !dbg !222
  %157 = add nsw i32 %156, 1, !dbg !222
  store i32 %157, i32* %14, align 4, !dbg !222
  br label %162, !dbg !223

158:                                              ; preds = %146
  %159 = bitcast i32* %13 to i8*, !dbg !224
  %160 = load i32, i32* %22, align 4, !dbg !226
  %161 = call i32 @MPI_Send(i8* noundef %159, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %160, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !227
  br label %162

162:                                              ; preds = %158, %150
  br label %107, !dbg !171, !llvm.loop !228

163:                                              ; preds = %107
  br label %164

164:                                              ; preds = %163, %80
  call void @llvm.dbg.declare(metadata double* %25, metadata !230, metadata !DIExpression()), !dbg !231
  %165 = call double @MPI_Wtime(), !dbg !232
  %166 = load double, double* %11, align 8, !dbg !233
  %167 = fsub double %165, %166, !dbg !234
  store double %167, double* %25, align 8, !dbg !231
  %168 = load i32, i32* %7, align 4, !dbg !235
  %169 = load i32, i32* %7, align 4, !dbg !236
  %170 = icmp sgt i32 %169, 1, !dbg !237
  br i1 %170, label %171, label %174, !dbg !236

171:                                              ; preds = %164
  %172 = load i32, i32* %7, align 4, !dbg !238
  %173 = sub nsw i32 %172, 1, !dbg !239
  br label %175, !dbg !236

174:                                              ; preds = %164
  br label %175, !dbg !236

175:                                              ; preds = %174, %171
  %176 = phi i32 [ %173, %171 ], [ 0, %174 ], !dbg !236
  %177 = load i32, i32* %8, align 4, !dbg !240
  %178 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str, i64 0, i64 0), i32 noundef %168, i32 noundef %176, i32 noundef %177), !dbg !241
  call void @llvm.dbg.declare(metadata i64* %26, metadata !242, metadata !DIExpression()), !dbg !243
  store i64 0, i64* %26, align 8, !dbg !243
  call void @llvm.dbg.declare(metadata i64* %27, metadata !244, metadata !DIExpression()), !dbg !245
  store i64 0, i64* %27, align 8, !dbg !245
  call void @llvm.dbg.declare(metadata i32* %28, metadata !246, metadata !DIExpression()), !dbg !248
  store i32 0, i32* %28, align 4, !dbg !248
  br label %179, !dbg !249

179:                                              ; preds = %226, %175
  %180 = load i32, i32* %28, align 4, !dbg !250
  %181 = load i32, i32* %8, align 4, !dbg !252
  %182 = icmp slt i32 %180, %181, !dbg !253
  br i1 %182, label %183, label %229, !dbg !254

183:                                              ; preds = %179
  %184 = load i32, i32* %28, align 4, !dbg !255
  %185 = load i32, i32* %28, align 4, !dbg !257
  %186 = load i32, i32* %9, align 4, !dbg !258
  %187 = call i64 @start_of(i32 noundef %185, i32 noundef %186), !dbg !259
  %188 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !260
  %189 = load i32, i32* %28, align 4, !dbg !261
  %190 = sext i32 %189 to i64, !dbg !260
  %191 = getelementptr inbounds %struct.summary, %struct.summary* %188, i64 %190, !dbg !260
  %192 = getelementptr inbounds %struct.summary, %struct.summary* %191, i32 0, i32 0, !dbg !262
  %193 = load i32, i32* %192, align 8, !dbg !262
  %194 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !263
  %195 = load i32, i32* %28, align 4, !dbg !264
  %196 = sext i32 %195 to i64, !dbg !263
  %197 = getelementptr inbounds %struct.summary, %struct.summary* %194, i64 %196, !dbg !263
  %198 = getelementptr inbounds %struct.summary, %struct.summary* %197, i32 0, i32 1, !dbg !265
  %199 = load i64, i64* %198, align 8, !dbg !265
  %200 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !266
  %201 = load i32, i32* %28, align 4, !dbg !267
  %202 = sext i32 %201 to i64, !dbg !266
  %203 = getelementptr inbounds %struct.summary, %struct.summary* %200, i64 %202, !dbg !266
  %204 = getelementptr inbounds %struct.summary, %struct.summary* %203, i32 0, i32 2, !dbg !268
  %205 = load i64, i64* %204, align 8, !dbg !268
  %206 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([55 x i8], [55 x i8]* @.str.1, i64 0, i64 0), i32 noundef %184, i64 noundef %187, i32 noundef %193, i64 noundef %199, i64 noundef %205), !dbg !269
  %207 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !270
  %208 = load i32, i32* %28, align 4, !dbg !271
  %209 = sext i32 %208 to i64, !dbg !270
  %210 = getelementptr inbounds %struct.summary, %struct.summary* %207, i64 %209, !dbg !270
  %211 = getelementptr inbounds %struct.summary, %struct.summary* %210, i32 0, i32 0, !dbg !272
  %212 = load i32, i32* %211, align 8, !dbg !272
  %213 = sext i32 %212 to i64, !dbg !270
  %214 = load i64, i64* %26, align 8, !dbg !273
  %215 = add nsw i64 %214, %213, !dbg !273
  store i64 %215, i64* %26, align 8, !dbg !273
  %216 = load i64, i64* %27, align 8, !dbg !274
  %217 = mul nsw i64 %216, 7, !dbg !275
  %218 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !276
  %219 = load i32, i32* %28, align 4, !dbg !277
  %220 = sext i32 %219 to i64, !dbg !276
  %221 = getelementptr inbounds %struct.summary, %struct.summary* %218, i64 %220, !dbg !276
  %222 = getelementptr inbounds %struct.summary, %struct.summary* %221, i32 0, i32 2, !dbg !278
  %223 = load i64, i64* %222, align 8, !dbg !278
  %224 = add nsw i64 %217, %223, !dbg !279
  %225 = srem i64 %224, 1000000007, !dbg !280
  store i64 %225, i64* %27, align 8, !dbg !281
  br label %226, !dbg !282

226:                                              ; preds = %183
  %227 = load i32, i32* %28, align 4, !dbg !283
  %228 = add nsw i32 %227, 1, !dbg !283
  store i32 %228, i32* %28, align 4, !dbg !283
  br label %179, !dbg !284, !llvm.loop !285

229:                                              ; preds = %179
  %230 = load i32, i32* %15, align 4, !dbg !287
  %231 = load i64, i64* %26, align 8, !dbg !288
  %232 = load i64, i64* %27, align 8, !dbg !289
  %233 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([63 x i8], [63 x i8]* @.str.2, i64 0, i64 0), i32 noundef %230, i64 noundef %231, i64 noundef %232), !dbg !290
  %234 = load double, double* %25, align 8, !dbg !291
  %235 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %234), !dbg !292
  %236 = load %struct.summary*, %struct.summary** %12, align 8, !dbg !293
  %237 = bitcast %struct.summary* %236 to i8*, !dbg !293
  call void @free(i8* noundef %237) #6, !dbg !294
  br label %258, !dbg !295

238:                                              ; preds = %2
  br label %239, !dbg !296

239:                                              ; preds = %246, %238
  call void @llvm.dbg.declare(metadata i32* %29, metadata !298, metadata !DIExpression()), !dbg !302
  call void @llvm.dbg.declare(metadata %struct.ompi_status_public_t* %30, metadata !303, metadata !DIExpression()), !dbg !304
  %240 = bitcast i32* %29 to i8*, !dbg !305
  %241 = call i32 @MPI_Recv(i8* noundef %240, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, i32 noundef -1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef %30), !dbg !306
  %242 = getelementptr inbounds %struct.ompi_status_public_t, %struct.ompi_status_public_t* %30, i32 0, i32 1, !dbg !307
  %243 = load i32, i32* %242, align 4, !dbg !307
  %244 = icmp eq i32 %243, 2, !dbg !309
  br i1 %244, label %245, label %246, !dbg !310

245:                                              ; preds = %239
  br label %257, !dbg !311

246:                                              ; preds = %239
  call void @llvm.dbg.declare(metadata i32* %31, metadata !312, metadata !DIExpression()), !dbg !313
  %247 = load i32, i32* %29, align 4, !dbg !314
  %248 = load i32, i32* %29, align 4, !dbg !315
  %249 = load i32, i32* %9, align 4, !dbg !316
  %250 = call i64 @start_of(i32 noundef %248, i32 noundef %249), !dbg !317
  %251 = load i64*, i64** %10, align 8, !dbg !318
  %252 = call i32 @trajectory(i32 noundef %247, i64 noundef %250, i64* noundef %251, i32 noundef 1024), !dbg !319
  store i32 %252, i32* %31, align 4, !dbg !313
  %253 = load i64*, i64** %10, align 8, !dbg !320
  %254 = bitcast i64* %253 to i8*, !dbg !320
  %255 = load i32, i32* %31, align 4, !dbg !321
  %256 = call i32 @MPI_Send(i8* noundef %254, i32 noundef %255, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef 0, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !322
  br label %239, !dbg !323, !llvm.loop !324

257:                                              ; preds = %245
  br label %258

258:                                              ; preds = %257, %229
  %259 = load i64*, i64** %10, align 8, !dbg !327
  %260 = bitcast i64* %259 to i8*, !dbg !327
  call void @free(i8* noundef %260) #6, !dbg !328
  %261 = call i32 @MPI_Finalize(), !dbg !329
  ret i32 0, !dbg !330
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !331 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !334, metadata !DIExpression()), !dbg !335
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !336, metadata !DIExpression()), !dbg !337
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !338, metadata !DIExpression()), !dbg !339
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !340, metadata !DIExpression()), !dbg !341
  %12 = load i32, i32* %8, align 4, !dbg !342
  %13 = load i32, i32* %6, align 4, !dbg !344
  %14 = icmp sge i32 %12, %13, !dbg !345
  br i1 %14, label %15, label %17, !dbg !346

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !347
  store i32 %16, i32* %5, align 4, !dbg !348
  br label %59, !dbg !348

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !349, metadata !DIExpression()), !dbg !352
  %18 = load i8**, i8*** %7, align 8, !dbg !353
  %19 = load i32, i32* %8, align 4, !dbg !354
  %20 = sext i32 %19 to i64, !dbg !353
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !353
  %22 = load i8*, i8** %21, align 8, !dbg !353
  store i8* %22, i8** %10, align 8, !dbg !352
  call void @llvm.dbg.declare(metadata i32* %11, metadata !355, metadata !DIExpression()), !dbg !356
  store i32 0, i32* %11, align 4, !dbg !356
  %23 = load i8*, i8** %10, align 8, !dbg !357
  %24 = load i8, i8* %23, align 1, !dbg !359
  %25 = sext i8 %24 to i32, !dbg !359
  %26 = icmp eq i32 %25, 0, !dbg !360
  br i1 %26, label %27, label %29, !dbg !361

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !362
  store i32 %28, i32* %5, align 4, !dbg !363
  br label %59, !dbg !363

29:                                               ; preds = %17
  br label %30, !dbg !364

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !365
  %32 = load i8, i8* %31, align 1, !dbg !368
  %33 = icmp ne i8 %32, 0, !dbg !369
  br i1 %33, label %34, label %57, !dbg !369

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !370
  %36 = load i8, i8* %35, align 1, !dbg !373
  %37 = sext i8 %36 to i32, !dbg !373
  %38 = icmp slt i32 %37, 48, !dbg !374
  br i1 %38, label %44, label %39, !dbg !375

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !376
  %41 = load i8, i8* %40, align 1, !dbg !377
  %42 = sext i8 %41 to i32, !dbg !377
  %43 = icmp sgt i32 %42, 57, !dbg !378
  br i1 %43, label %44, label %46, !dbg !379

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !380
  store i32 %45, i32* %5, align 4, !dbg !381
  br label %59, !dbg !381

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !382
  %48 = mul nsw i32 %47, 10, !dbg !383
  %49 = load i8*, i8** %10, align 8, !dbg !384
  %50 = load i8, i8* %49, align 1, !dbg !385
  %51 = sext i8 %50 to i32, !dbg !385
  %52 = sub nsw i32 %51, 48, !dbg !386
  %53 = add nsw i32 %48, %52, !dbg !387
  store i32 %53, i32* %11, align 4, !dbg !388
  br label %54, !dbg !389

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !390
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !390
  store i8* %56, i8** %10, align 8, !dbg !390
  br label %30, !dbg !391, !llvm.loop !392

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !394
  store i32 %58, i32* %5, align 4, !dbg !395
  br label %59, !dbg !395

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !396
  ret i32 %60, !dbg !396
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare double @MPI_Wtime() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @trajectory(i32 noundef %0, i64 noundef %1, i64* noundef %2, i32 noundef %3) #0 !dbg !397 {
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !400, metadata !DIExpression()), !dbg !401
  store i64 %1, i64* %6, align 8
  call void @llvm.dbg.declare(metadata i64* %6, metadata !402, metadata !DIExpression()), !dbg !403
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !404, metadata !DIExpression()), !dbg !405
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !406, metadata !DIExpression()), !dbg !407
  call void @llvm.dbg.declare(metadata i32* %9, metadata !408, metadata !DIExpression()), !dbg !409
  store i32 0, i32* %9, align 4, !dbg !409
  %11 = load i32, i32* %5, align 4, !dbg !410
  %12 = sext i32 %11 to i64, !dbg !410
  %13 = load i64*, i64** %7, align 8, !dbg !411
  %14 = load i32, i32* %9, align 4, !dbg !412
  %15 = add nsw i32 %14, 1, !dbg !412
  store i32 %15, i32* %9, align 4, !dbg !412
  %16 = sext i32 %14 to i64, !dbg !411
  %17 = getelementptr inbounds i64, i64* %13, i64 %16, !dbg !411
  store i64 %12, i64* %17, align 8, !dbg !413
  call void @llvm.dbg.declare(metadata i64* %10, metadata !414, metadata !DIExpression()), !dbg !415
  %18 = load i64, i64* %6, align 8, !dbg !416
  store i64 %18, i64* %10, align 8, !dbg !415
  br label %19, !dbg !417

19:                                               ; preds = %44, %4
  %20 = load i32, i32* %9, align 4, !dbg !418
  %21 = load i32, i32* %8, align 4, !dbg !419
  %22 = icmp slt i32 %20, %21, !dbg !420
  br i1 %22, label %23, label %46, !dbg !417

23:                                               ; preds = %19
  %24 = load i64, i64* %10, align 8, !dbg !421
  %25 = load i64*, i64** %7, align 8, !dbg !423
  %26 = load i32, i32* %9, align 4, !dbg !424
  %27 = add nsw i32 %26, 1, !dbg !424
  store i32 %27, i32* %9, align 4, !dbg !424
  %28 = sext i32 %26 to i64, !dbg !423
  %29 = getelementptr inbounds i64, i64* %25, i64 %28, !dbg !423
  store i64 %24, i64* %29, align 8, !dbg !425
  %30 = load i64, i64* %10, align 8, !dbg !426
  %31 = icmp eq i64 %30, 1, !dbg !428
  br i1 %31, label %32, label %33, !dbg !429

32:                                               ; preds = %23
  br label %46, !dbg !430

33:                                               ; preds = %23
  %34 = load i64, i64* %10, align 8, !dbg !431
  %35 = srem i64 %34, 2, !dbg !432
  %36 = icmp eq i64 %35, 0, !dbg !433
  br i1 %36, label %37, label %40, !dbg !434

37:                                               ; preds = %33
  %38 = load i64, i64* %10, align 8, !dbg !435
  %39 = sdiv i64 %38, 2, !dbg !436
  br label %44, !dbg !434

40:                                               ; preds = %33
  %41 = load i64, i64* %10, align 8, !dbg !437
  %42 = mul nsw i64 3, %41, !dbg !438
  %43 = add nsw i64 %42, 1, !dbg !439
  br label %44, !dbg !434

44:                                               ; preds = %40, %37
  %45 = phi i64 [ %39, %37 ], [ %43, %40 ], !dbg !434
  store i64 %45, i64* %10, align 8, !dbg !440
  br label %19, !dbg !417, !llvm.loop !441

46:                                               ; preds = %32, %19
  %47 = load i32, i32* %9, align 4, !dbg !443
  ret i32 %47, !dbg !444
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @start_of(i32 noundef %0, i32 noundef %1) #0 !dbg !445 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !448, metadata !DIExpression()), !dbg !449
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !450, metadata !DIExpression()), !dbg !451
  %5 = load i32, i32* %4, align 4, !dbg !452
  %6 = sext i32 %5 to i64, !dbg !453
  %7 = load i32, i32* %3, align 4, !dbg !454
  %8 = sext i32 %7 to i64, !dbg !455
  %9 = mul nsw i64 %8, 37, !dbg !456
  %10 = add nsw i64 %6, %9, !dbg !457
  %11 = load i32, i32* %3, align 4, !dbg !458
  %12 = srem i32 %11, 5, !dbg !459
  %13 = mul nsw i32 %12, 1000, !dbg !460
  %14 = sext i32 %13 to i64, !dbg !461
  %15 = add nsw i64 %10, %14, !dbg !462
  ret i64 %15, !dbg !463
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @summarize(%struct.summary* noalias sret(%struct.summary) align 8 %0, i64* noundef %1, i32 noundef %2) #0 !dbg !464 {
  %4 = alloca i64*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64* %1, i64** %4, align 8
  call void @llvm.dbg.declare(metadata i64** %4, metadata !469, metadata !DIExpression()), !dbg !470
  store i32 %2, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !471, metadata !DIExpression()), !dbg !472
  call void @llvm.dbg.declare(metadata %struct.summary* %0, metadata !473, metadata !DIExpression()), !dbg !474
  %7 = bitcast %struct.summary* %0 to i8*, !dbg !474
  call void @llvm.memset.p0i8.i64(i8* align 8 %7, i8 0, i64 24, i1 false), !dbg !474
  %8 = getelementptr inbounds %struct.summary, %struct.summary* %0, i32 0, i32 0, !dbg !475
  %9 = load i32, i32* %5, align 4, !dbg !476
  %10 = sub nsw i32 %9, 2, !dbg !477
  store i32 %10, i32* %8, align 8, !dbg !475
  call void @llvm.dbg.declare(metadata i32* %6, metadata !478, metadata !DIExpression()), !dbg !480
  store i32 1, i32* %6, align 4, !dbg !480
  br label %11, !dbg !481

11:                                               ; preds = %43, %3
  %12 = load i32, i32* %6, align 4, !dbg !482
  %13 = load i32, i32* %5, align 4, !dbg !484
  %14 = icmp slt i32 %12, %13, !dbg !485
  br i1 %14, label %15, label %46, !dbg !486

15:                                               ; preds = %11
  %16 = load i64*, i64** %4, align 8, !dbg !487
  %17 = load i32, i32* %6, align 4, !dbg !490
  %18 = sext i32 %17 to i64, !dbg !487
  %19 = getelementptr inbounds i64, i64* %16, i64 %18, !dbg !487
  %20 = load i64, i64* %19, align 8, !dbg !487
  %21 = getelementptr inbounds %struct.summary, %struct.summary* %0, i32 0, i32 1, !dbg !491
  %22 = load i64, i64* %21, align 8, !dbg !491
  %23 = icmp sgt i64 %20, %22, !dbg !492
  br i1 %23, label %24, label %31, !dbg !493

24:                                               ; preds = %15
  %25 = load i64*, i64** %4, align 8, !dbg !494
  %26 = load i32, i32* %6, align 4, !dbg !495
  %27 = sext i32 %26 to i64, !dbg !494
  %28 = getelementptr inbounds i64, i64* %25, i64 %27, !dbg !494
  %29 = load i64, i64* %28, align 8, !dbg !494
  %30 = getelementptr inbounds %struct.summary, %struct.summary* %0, i32 0, i32 1, !dbg !496
  store i64 %29, i64* %30, align 8, !dbg !497
  br label %31, !dbg !498

31:                                               ; preds = %24, %15
  %32 = getelementptr inbounds %struct.summary, %struct.summary* %0, i32 0, i32 2, !dbg !499
  %33 = load i64, i64* %32, align 8, !dbg !499
  %34 = mul nsw i64 %33, 131, !dbg !500
  %35 = load i64*, i64** %4, align 8, !dbg !501
  %36 = load i32, i32* %6, align 4, !dbg !502
  %37 = sext i32 %36 to i64, !dbg !501
  %38 = getelementptr inbounds i64, i64* %35, i64 %37, !dbg !501
  %39 = load i64, i64* %38, align 8, !dbg !501
  %40 = add nsw i64 %34, %39, !dbg !503
  %41 = srem i64 %40, 1000000007, !dbg !504
  %42 = getelementptr inbounds %struct.summary, %struct.summary* %0, i32 0, i32 2, !dbg !505
  store i64 %41, i64* %42, align 8, !dbg !506
  br label %43, !dbg !507

43:                                               ; preds = %31
  %44 = load i32, i32* %6, align 4, !dbg !508
  %45 = add nsw i32 %44, 1, !dbg !508
  store i32 %45, i32* %6, align 4, !dbg !508
  br label %11, !dbg !509, !llvm.loop !510

46:                                               ; preds = %11
  ret void, !dbg !512
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Probe(i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

declare i32 @MPI_Get_count(%struct.ompi_status_public_t* noundef, %struct.ompi_datatype_t* noundef, i32* noundef) #2

declare i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @MPI_Finalize() #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !12, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "masterworker.c", directory: ".", checksumkind: CSK_MD5, checksum: "ef2faa14c2dcdf539988a9e0b0eeb020")
!2 = !{!3, !7}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 69, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{!6}
!6 = !DIEnumerator(name: "CAPACITY", value: 1024)
!7 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !1, line: 15, baseType: !4, size: 32, elements: !8)
!8 = !{!9, !10, !11}
!9 = !DIEnumerator(name: "TAG_TASK", value: 1)
!10 = !DIEnumerator(name: "TAG_STOP", value: 2)
!11 = !DIEnumerator(name: "TAG_RESULT", value: 3)
!12 = !{!13, !17, !18, !21, !26, !34}
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !14, line: 419, baseType: !15)
!14 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !14, line: 419, flags: DIFlagFwdDecl)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !14, line: 420, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !14, line: 420, flags: DIFlagFwdDecl)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Status", file: !14, line: 428, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_status_public_t", file: !14, line: 438, size: 192, elements: !24)
!24 = !{!25, !27, !28, !29, !30}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_SOURCE", scope: !23, file: !14, line: 441, baseType: !26, size: 32)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_TAG", scope: !23, file: !14, line: 442, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "MPI_ERROR", scope: !23, file: !14, line: 443, baseType: !26, size: 32, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "_cancelled", scope: !23, file: !14, line: 448, baseType: !26, size: 32, offset: 96)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_ucount", scope: !23, file: !14, line: 449, baseType: !31, size: 64, offset: 128)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !32, line: 46, baseType: !33)
!32 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 14.0.6"}
!43 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 71, type: !44, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !49)
!44 = !DISubroutineType(types: !45)
!45 = !{!26, !26, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!49 = !{}
!50 = !DILocalVariable(name: "argc", arg: 1, scope: !43, file: !1, line: 71, type: !26)
!51 = !DILocation(line: 71, column: 14, scope: !43)
!52 = !DILocalVariable(name: "argv", arg: 2, scope: !43, file: !1, line: 71, type: !46)
!53 = !DILocation(line: 71, column: 27, scope: !43)
!54 = !DILocalVariable(name: "rank", scope: !43, file: !1, line: 72, type: !26)
!55 = !DILocation(line: 72, column: 7, scope: !43)
!56 = !DILocalVariable(name: "size", scope: !43, file: !1, line: 72, type: !26)
!57 = !DILocation(line: 72, column: 13, scope: !43)
!58 = !DILocation(line: 73, column: 3, scope: !43)
!59 = !DILocation(line: 74, column: 3, scope: !43)
!60 = !DILocation(line: 75, column: 3, scope: !43)
!61 = !DILocalVariable(name: "tasks", scope: !43, file: !1, line: 77, type: !26)
!62 = !DILocation(line: 77, column: 7, scope: !43)
!63 = !DILocation(line: 77, column: 27, scope: !43)
!64 = !DILocation(line: 77, column: 33, scope: !43)
!65 = !DILocation(line: 77, column: 15, scope: !43)
!66 = !DILocalVariable(name: "first", scope: !43, file: !1, line: 78, type: !26)
!67 = !DILocation(line: 78, column: 7, scope: !43)
!68 = !DILocation(line: 78, column: 27, scope: !43)
!69 = !DILocation(line: 78, column: 33, scope: !43)
!70 = !DILocation(line: 78, column: 15, scope: !43)
!71 = !DILocalVariable(name: "buffer", scope: !43, file: !1, line: 79, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!73 = !DILocation(line: 79, column: 14, scope: !43)
!74 = !DILocation(line: 79, column: 23, scope: !43)
!75 = !DILocalVariable(name: "start", scope: !43, file: !1, line: 80, type: !76)
!76 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!77 = !DILocation(line: 80, column: 10, scope: !43)
!78 = !DILocation(line: 80, column: 18, scope: !43)
!79 = !DILocation(line: 82, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !43, file: !1, line: 82, column: 7)
!81 = !DILocation(line: 82, column: 12, scope: !80)
!82 = !DILocation(line: 82, column: 7, scope: !43)
!83 = !DILocalVariable(name: "results", scope: !84, file: !1, line: 83, type: !85)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 82, column: 18)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "summary", file: !1, line: 53, size: 192, elements: !87)
!87 = !{!88, !89, !90}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !86, file: !1, line: 54, baseType: !26, size: 32)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "peak", scope: !86, file: !1, line: 55, baseType: !34, size: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !86, file: !1, line: 56, baseType: !34, size: 64, offset: 128)
!91 = !DILocation(line: 83, column: 21, scope: !84)
!92 = !DILocation(line: 83, column: 64, scope: !84)
!93 = !DILocation(line: 83, column: 70, scope: !84)
!94 = !DILocation(line: 83, column: 63, scope: !84)
!95 = !DILocation(line: 83, column: 61, scope: !84)
!96 = !DILocation(line: 83, column: 31, scope: !84)
!97 = !DILocalVariable(name: "next_task", scope: !84, file: !1, line: 84, type: !26)
!98 = !DILocation(line: 84, column: 9, scope: !84)
!99 = !DILocalVariable(name: "outstanding", scope: !84, file: !1, line: 84, type: !26)
!100 = !DILocation(line: 84, column: 24, scope: !84)
!101 = !DILocalVariable(name: "received", scope: !84, file: !1, line: 84, type: !26)
!102 = !DILocation(line: 84, column: 41, scope: !84)
!103 = !DILocation(line: 85, column: 9, scope: !104)
!104 = distinct !DILexicalBlock(scope: !84, file: !1, line: 85, column: 9)
!105 = !DILocation(line: 85, column: 14, scope: !104)
!106 = !DILocation(line: 85, column: 9, scope: !84)
!107 = !DILocalVariable(name: "t", scope: !108, file: !1, line: 86, type: !26)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 86, column: 7)
!109 = distinct !DILexicalBlock(scope: !104, file: !1, line: 85, column: 20)
!110 = !DILocation(line: 86, column: 16, scope: !108)
!111 = !DILocation(line: 86, column: 12, scope: !108)
!112 = !DILocation(line: 86, column: 23, scope: !113)
!113 = distinct !DILexicalBlock(scope: !108, file: !1, line: 86, column: 7)
!114 = !DILocation(line: 86, column: 27, scope: !113)
!115 = !DILocation(line: 86, column: 25, scope: !113)
!116 = !DILocation(line: 86, column: 7, scope: !108)
!117 = !DILocalVariable(name: "len", scope: !118, file: !1, line: 87, type: !26)
!118 = distinct !DILexicalBlock(scope: !113, file: !1, line: 86, column: 39)
!119 = !DILocation(line: 87, column: 13, scope: !118)
!120 = !DILocation(line: 87, column: 30, scope: !118)
!121 = !DILocation(line: 87, column: 42, scope: !118)
!122 = !DILocation(line: 87, column: 45, scope: !118)
!123 = !DILocation(line: 87, column: 33, scope: !118)
!124 = !DILocation(line: 87, column: 53, scope: !118)
!125 = !DILocation(line: 87, column: 19, scope: !118)
!126 = !DILocation(line: 88, column: 9, scope: !118)
!127 = !DILocation(line: 88, column: 17, scope: !118)
!128 = !DILocation(line: 88, column: 32, scope: !118)
!129 = !DILocation(line: 88, column: 40, scope: !118)
!130 = !DILocation(line: 88, column: 22, scope: !118)
!131 = !DILocation(line: 89, column: 17, scope: !118)
!132 = !DILocation(line: 90, column: 7, scope: !118)
!133 = !DILocation(line: 86, column: 35, scope: !113)
!134 = !DILocation(line: 86, column: 7, scope: !113)
!135 = distinct !{!135, !116, !136, !137}
!136 = !DILocation(line: 90, column: 7, scope: !108)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 91, column: 5, scope: !109)
!139 = !DILocalVariable(name: "w", scope: !140, file: !1, line: 93, type: !26)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 93, column: 7)
!141 = distinct !DILexicalBlock(scope: !104, file: !1, line: 91, column: 12)
!142 = !DILocation(line: 93, column: 16, scope: !140)
!143 = !DILocation(line: 93, column: 12, scope: !140)
!144 = !DILocation(line: 93, column: 23, scope: !145)
!145 = distinct !DILexicalBlock(scope: !140, file: !1, line: 93, column: 7)
!146 = !DILocation(line: 93, column: 27, scope: !145)
!147 = !DILocation(line: 93, column: 25, scope: !145)
!148 = !DILocation(line: 93, column: 7, scope: !140)
!149 = !DILocation(line: 94, column: 13, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 94, column: 13)
!151 = distinct !DILexicalBlock(scope: !145, file: !1, line: 93, column: 38)
!152 = !DILocation(line: 94, column: 25, scope: !150)
!153 = !DILocation(line: 94, column: 23, scope: !150)
!154 = !DILocation(line: 94, column: 13, scope: !151)
!155 = !DILocation(line: 95, column: 20, scope: !156)
!156 = distinct !DILexicalBlock(scope: !150, file: !1, line: 94, column: 32)
!157 = !DILocation(line: 95, column: 44, scope: !156)
!158 = !DILocation(line: 95, column: 11, scope: !156)
!159 = !DILocation(line: 96, column: 20, scope: !156)
!160 = !DILocation(line: 97, column: 22, scope: !156)
!161 = !DILocation(line: 98, column: 9, scope: !156)
!162 = !DILocation(line: 99, column: 20, scope: !163)
!163 = distinct !DILexicalBlock(scope: !150, file: !1, line: 98, column: 16)
!164 = !DILocation(line: 99, column: 44, scope: !163)
!165 = !DILocation(line: 99, column: 11, scope: !163)
!166 = !DILocation(line: 101, column: 7, scope: !151)
!167 = !DILocation(line: 93, column: 34, scope: !145)
!168 = !DILocation(line: 93, column: 7, scope: !145)
!169 = distinct !{!169, !148, !170, !137}
!170 = !DILocation(line: 101, column: 7, scope: !140)
!171 = !DILocation(line: 102, column: 7, scope: !141)
!172 = !DILocation(line: 102, column: 14, scope: !141)
!173 = !DILocation(line: 102, column: 26, scope: !141)
!174 = !DILocalVariable(name: "status", scope: !175, file: !1, line: 103, type: !22)
!175 = distinct !DILexicalBlock(scope: !141, file: !1, line: 102, column: 31)
!176 = !DILocation(line: 103, column: 20, scope: !175)
!177 = !DILocalVariable(name: "count", scope: !175, file: !1, line: 104, type: !26)
!178 = !DILocation(line: 104, column: 13, scope: !175)
!179 = !DILocation(line: 105, column: 9, scope: !175)
!180 = !DILocation(line: 106, column: 9, scope: !175)
!181 = !DILocalVariable(name: "worker", scope: !175, file: !1, line: 107, type: !26)
!182 = !DILocation(line: 107, column: 13, scope: !175)
!183 = !DILocation(line: 107, column: 29, scope: !175)
!184 = !DILocation(line: 108, column: 18, scope: !175)
!185 = !DILocation(line: 108, column: 26, scope: !175)
!186 = !DILocation(line: 108, column: 48, scope: !175)
!187 = !DILocation(line: 108, column: 9, scope: !175)
!188 = !DILocation(line: 110, column: 20, scope: !175)
!189 = !DILocalVariable(name: "task", scope: !175, file: !1, line: 111, type: !26)
!190 = !DILocation(line: 111, column: 13, scope: !175)
!191 = !DILocation(line: 111, column: 25, scope: !175)
!192 = !DILocation(line: 111, column: 20, scope: !175)
!193 = !DILocation(line: 112, column: 13, scope: !194)
!194 = distinct !DILexicalBlock(scope: !175, file: !1, line: 112, column: 13)
!195 = !DILocation(line: 112, column: 18, scope: !194)
!196 = !DILocation(line: 112, column: 23, scope: !194)
!197 = !DILocation(line: 112, column: 26, scope: !194)
!198 = !DILocation(line: 112, column: 33, scope: !194)
!199 = !DILocation(line: 112, column: 31, scope: !194)
!200 = !DILocation(line: 112, column: 39, scope: !194)
!201 = !DILocation(line: 112, column: 42, scope: !194)
!202 = !DILocation(line: 112, column: 48, scope: !194)
!203 = !DILocation(line: 112, column: 13, scope: !175)
!204 = !DILocation(line: 113, column: 11, scope: !205)
!205 = distinct !DILexicalBlock(scope: !194, file: !1, line: 112, column: 54)
!206 = !DILocation(line: 113, column: 19, scope: !205)
!207 = !DILocation(line: 113, column: 37, scope: !205)
!208 = !DILocation(line: 113, column: 45, scope: !205)
!209 = !DILocation(line: 113, column: 27, scope: !205)
!210 = !DILocation(line: 114, column: 19, scope: !205)
!211 = !DILocation(line: 115, column: 9, scope: !205)
!212 = !DILocation(line: 116, column: 13, scope: !213)
!213 = distinct !DILexicalBlock(scope: !175, file: !1, line: 116, column: 13)
!214 = !DILocation(line: 116, column: 25, scope: !213)
!215 = !DILocation(line: 116, column: 23, scope: !213)
!216 = !DILocation(line: 116, column: 13, scope: !175)
!217 = !DILocation(line: 117, column: 20, scope: !218)
!218 = distinct !DILexicalBlock(scope: !213, file: !1, line: 116, column: 32)
!219 = !DILocation(line: 117, column: 44, scope: !218)
!220 = !DILocation(line: 117, column: 11, scope: !218)
!221 = !DILocation(line: 118, column: 20, scope: !218)
!222 = !DILocation(line: 119, column: 22, scope: !218)
!223 = !DILocation(line: 120, column: 9, scope: !218)
!224 = !DILocation(line: 121, column: 20, scope: !225)
!225 = distinct !DILexicalBlock(scope: !213, file: !1, line: 120, column: 16)
!226 = !DILocation(line: 121, column: 44, scope: !225)
!227 = !DILocation(line: 121, column: 11, scope: !225)
!228 = distinct !{!228, !171, !229, !137}
!229 = !DILocation(line: 123, column: 7, scope: !141)
!230 = !DILocalVariable(name: "elapsed", scope: !84, file: !1, line: 125, type: !76)
!231 = !DILocation(line: 125, column: 12, scope: !84)
!232 = !DILocation(line: 125, column: 22, scope: !84)
!233 = !DILocation(line: 125, column: 36, scope: !84)
!234 = !DILocation(line: 125, column: 34, scope: !84)
!235 = !DILocation(line: 127, column: 63, scope: !84)
!236 = !DILocation(line: 128, column: 12, scope: !84)
!237 = !DILocation(line: 128, column: 17, scope: !84)
!238 = !DILocation(line: 128, column: 23, scope: !84)
!239 = !DILocation(line: 128, column: 28, scope: !84)
!240 = !DILocation(line: 128, column: 37, scope: !84)
!241 = !DILocation(line: 127, column: 5, scope: !84)
!242 = !DILocalVariable(name: "total_steps", scope: !84, file: !1, line: 129, type: !34)
!243 = !DILocation(line: 129, column: 15, scope: !84)
!244 = !DILocalVariable(name: "overall", scope: !84, file: !1, line: 129, type: !34)
!245 = !DILocation(line: 129, column: 32, scope: !84)
!246 = !DILocalVariable(name: "t", scope: !247, file: !1, line: 130, type: !26)
!247 = distinct !DILexicalBlock(scope: !84, file: !1, line: 130, column: 5)
!248 = !DILocation(line: 130, column: 14, scope: !247)
!249 = !DILocation(line: 130, column: 10, scope: !247)
!250 = !DILocation(line: 130, column: 21, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !1, line: 130, column: 5)
!252 = !DILocation(line: 130, column: 25, scope: !251)
!253 = !DILocation(line: 130, column: 23, scope: !251)
!254 = !DILocation(line: 130, column: 5, scope: !247)
!255 = !DILocation(line: 131, column: 73, scope: !256)
!256 = distinct !DILexicalBlock(scope: !251, file: !1, line: 130, column: 37)
!257 = !DILocation(line: 132, column: 23, scope: !256)
!258 = !DILocation(line: 132, column: 26, scope: !256)
!259 = !DILocation(line: 132, column: 14, scope: !256)
!260 = !DILocation(line: 132, column: 34, scope: !256)
!261 = !DILocation(line: 132, column: 42, scope: !256)
!262 = !DILocation(line: 132, column: 45, scope: !256)
!263 = !DILocation(line: 132, column: 52, scope: !256)
!264 = !DILocation(line: 132, column: 60, scope: !256)
!265 = !DILocation(line: 132, column: 63, scope: !256)
!266 = !DILocation(line: 133, column: 14, scope: !256)
!267 = !DILocation(line: 133, column: 22, scope: !256)
!268 = !DILocation(line: 133, column: 25, scope: !256)
!269 = !DILocation(line: 131, column: 7, scope: !256)
!270 = !DILocation(line: 134, column: 22, scope: !256)
!271 = !DILocation(line: 134, column: 30, scope: !256)
!272 = !DILocation(line: 134, column: 33, scope: !256)
!273 = !DILocation(line: 134, column: 19, scope: !256)
!274 = !DILocation(line: 135, column: 18, scope: !256)
!275 = !DILocation(line: 135, column: 26, scope: !256)
!276 = !DILocation(line: 135, column: 32, scope: !256)
!277 = !DILocation(line: 135, column: 40, scope: !256)
!278 = !DILocation(line: 135, column: 43, scope: !256)
!279 = !DILocation(line: 135, column: 30, scope: !256)
!280 = !DILocation(line: 135, column: 53, scope: !256)
!281 = !DILocation(line: 135, column: 15, scope: !256)
!282 = !DILocation(line: 136, column: 5, scope: !256)
!283 = !DILocation(line: 130, column: 33, scope: !251)
!284 = !DILocation(line: 130, column: 5, scope: !251)
!285 = distinct !{!285, !254, !286, !137}
!286 = !DILocation(line: 136, column: 5, scope: !247)
!287 = !DILocation(line: 138, column: 12, scope: !84)
!288 = !DILocation(line: 138, column: 22, scope: !84)
!289 = !DILocation(line: 138, column: 35, scope: !84)
!290 = !DILocation(line: 137, column: 5, scope: !84)
!291 = !DILocation(line: 139, column: 31, scope: !84)
!292 = !DILocation(line: 139, column: 5, scope: !84)
!293 = !DILocation(line: 140, column: 10, scope: !84)
!294 = !DILocation(line: 140, column: 5, scope: !84)
!295 = !DILocation(line: 141, column: 3, scope: !84)
!296 = !DILocation(line: 142, column: 5, scope: !297)
!297 = distinct !DILexicalBlock(scope: !80, file: !1, line: 141, column: 10)
!298 = !DILocalVariable(name: "task", scope: !299, file: !1, line: 143, type: !26)
!299 = distinct !DILexicalBlock(scope: !300, file: !1, line: 142, column: 14)
!300 = distinct !DILexicalBlock(scope: !301, file: !1, line: 142, column: 5)
!301 = distinct !DILexicalBlock(scope: !297, file: !1, line: 142, column: 5)
!302 = !DILocation(line: 143, column: 11, scope: !299)
!303 = !DILocalVariable(name: "status", scope: !299, file: !1, line: 144, type: !22)
!304 = !DILocation(line: 144, column: 18, scope: !299)
!305 = !DILocation(line: 145, column: 16, scope: !299)
!306 = !DILocation(line: 145, column: 7, scope: !299)
!307 = !DILocation(line: 146, column: 18, scope: !308)
!308 = distinct !DILexicalBlock(scope: !299, file: !1, line: 146, column: 11)
!309 = !DILocation(line: 146, column: 26, scope: !308)
!310 = !DILocation(line: 146, column: 11, scope: !299)
!311 = !DILocation(line: 147, column: 9, scope: !308)
!312 = !DILocalVariable(name: "len", scope: !299, file: !1, line: 148, type: !26)
!313 = !DILocation(line: 148, column: 11, scope: !299)
!314 = !DILocation(line: 148, column: 28, scope: !299)
!315 = !DILocation(line: 148, column: 43, scope: !299)
!316 = !DILocation(line: 148, column: 49, scope: !299)
!317 = !DILocation(line: 148, column: 34, scope: !299)
!318 = !DILocation(line: 148, column: 57, scope: !299)
!319 = !DILocation(line: 148, column: 17, scope: !299)
!320 = !DILocation(line: 149, column: 16, scope: !299)
!321 = !DILocation(line: 149, column: 24, scope: !299)
!322 = !DILocation(line: 149, column: 7, scope: !299)
!323 = !DILocation(line: 142, column: 5, scope: !300)
!324 = distinct !{!324, !325, !326}
!325 = !DILocation(line: 142, column: 5, scope: !301)
!326 = !DILocation(line: 150, column: 5, scope: !301)
!327 = !DILocation(line: 152, column: 8, scope: !43)
!328 = !DILocation(line: 152, column: 3, scope: !43)
!329 = !DILocation(line: 153, column: 3, scope: !43)
!330 = !DILocation(line: 154, column: 3, scope: !43)
!331 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 17, type: !332, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!332 = !DISubroutineType(types: !333)
!333 = !{!26, !26, !46, !26, !26}
!334 = !DILocalVariable(name: "argc", arg: 1, scope: !331, file: !1, line: 17, type: !26)
!335 = !DILocation(line: 17, column: 28, scope: !331)
!336 = !DILocalVariable(name: "argv", arg: 2, scope: !331, file: !1, line: 17, type: !46)
!337 = !DILocation(line: 17, column: 41, scope: !331)
!338 = !DILocalVariable(name: "index", arg: 3, scope: !331, file: !1, line: 17, type: !26)
!339 = !DILocation(line: 17, column: 51, scope: !331)
!340 = !DILocalVariable(name: "fallback", arg: 4, scope: !331, file: !1, line: 17, type: !26)
!341 = !DILocation(line: 17, column: 62, scope: !331)
!342 = !DILocation(line: 18, column: 7, scope: !343)
!343 = distinct !DILexicalBlock(scope: !331, file: !1, line: 18, column: 7)
!344 = !DILocation(line: 18, column: 16, scope: !343)
!345 = !DILocation(line: 18, column: 13, scope: !343)
!346 = !DILocation(line: 18, column: 7, scope: !331)
!347 = !DILocation(line: 19, column: 12, scope: !343)
!348 = !DILocation(line: 19, column: 5, scope: !343)
!349 = !DILocalVariable(name: "s", scope: !331, file: !1, line: 20, type: !350)
!350 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !351, size: 64)
!351 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!352 = !DILocation(line: 20, column: 15, scope: !331)
!353 = !DILocation(line: 20, column: 19, scope: !331)
!354 = !DILocation(line: 20, column: 24, scope: !331)
!355 = !DILocalVariable(name: "value", scope: !331, file: !1, line: 21, type: !26)
!356 = !DILocation(line: 21, column: 7, scope: !331)
!357 = !DILocation(line: 22, column: 8, scope: !358)
!358 = distinct !DILexicalBlock(scope: !331, file: !1, line: 22, column: 7)
!359 = !DILocation(line: 22, column: 7, scope: !358)
!360 = !DILocation(line: 22, column: 10, scope: !358)
!361 = !DILocation(line: 22, column: 7, scope: !331)
!362 = !DILocation(line: 23, column: 12, scope: !358)
!363 = !DILocation(line: 23, column: 5, scope: !358)
!364 = !DILocation(line: 24, column: 3, scope: !331)
!365 = !DILocation(line: 24, column: 11, scope: !366)
!366 = distinct !DILexicalBlock(scope: !367, file: !1, line: 24, column: 3)
!367 = distinct !DILexicalBlock(scope: !331, file: !1, line: 24, column: 3)
!368 = !DILocation(line: 24, column: 10, scope: !366)
!369 = !DILocation(line: 24, column: 3, scope: !367)
!370 = !DILocation(line: 25, column: 10, scope: !371)
!371 = distinct !DILexicalBlock(scope: !372, file: !1, line: 25, column: 9)
!372 = distinct !DILexicalBlock(scope: !366, file: !1, line: 24, column: 19)
!373 = !DILocation(line: 25, column: 9, scope: !371)
!374 = !DILocation(line: 25, column: 12, scope: !371)
!375 = !DILocation(line: 25, column: 18, scope: !371)
!376 = !DILocation(line: 25, column: 22, scope: !371)
!377 = !DILocation(line: 25, column: 21, scope: !371)
!378 = !DILocation(line: 25, column: 24, scope: !371)
!379 = !DILocation(line: 25, column: 9, scope: !372)
!380 = !DILocation(line: 26, column: 14, scope: !371)
!381 = !DILocation(line: 26, column: 7, scope: !371)
!382 = !DILocation(line: 27, column: 13, scope: !372)
!383 = !DILocation(line: 27, column: 19, scope: !372)
!384 = !DILocation(line: 27, column: 28, scope: !372)
!385 = !DILocation(line: 27, column: 27, scope: !372)
!386 = !DILocation(line: 27, column: 30, scope: !372)
!387 = !DILocation(line: 27, column: 24, scope: !372)
!388 = !DILocation(line: 27, column: 11, scope: !372)
!389 = !DILocation(line: 28, column: 3, scope: !372)
!390 = !DILocation(line: 24, column: 15, scope: !366)
!391 = !DILocation(line: 24, column: 3, scope: !366)
!392 = distinct !{!392, !369, !393, !137}
!393 = !DILocation(line: 28, column: 3, scope: !367)
!394 = !DILocation(line: 29, column: 10, scope: !331)
!395 = !DILocation(line: 29, column: 3, scope: !331)
!396 = !DILocation(line: 30, column: 1, scope: !331)
!397 = distinct !DISubprogram(name: "trajectory", scope: !1, file: !1, line: 40, type: !398, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!398 = !DISubroutineType(types: !399)
!399 = !{!26, !26, !34, !72, !26}
!400 = !DILocalVariable(name: "task", arg: 1, scope: !397, file: !1, line: 40, type: !26)
!401 = !DILocation(line: 40, column: 27, scope: !397)
!402 = !DILocalVariable(name: "start", arg: 2, scope: !397, file: !1, line: 40, type: !34)
!403 = !DILocation(line: 40, column: 43, scope: !397)
!404 = !DILocalVariable(name: "out", arg: 3, scope: !397, file: !1, line: 40, type: !72)
!405 = !DILocation(line: 40, column: 61, scope: !397)
!406 = !DILocalVariable(name: "capacity", arg: 4, scope: !397, file: !1, line: 40, type: !26)
!407 = !DILocation(line: 40, column: 70, scope: !397)
!408 = !DILocalVariable(name: "len", scope: !397, file: !1, line: 41, type: !26)
!409 = !DILocation(line: 41, column: 7, scope: !397)
!410 = !DILocation(line: 42, column: 16, scope: !397)
!411 = !DILocation(line: 42, column: 3, scope: !397)
!412 = !DILocation(line: 42, column: 10, scope: !397)
!413 = !DILocation(line: 42, column: 14, scope: !397)
!414 = !DILocalVariable(name: "v", scope: !397, file: !1, line: 43, type: !34)
!415 = !DILocation(line: 43, column: 13, scope: !397)
!416 = !DILocation(line: 43, column: 17, scope: !397)
!417 = !DILocation(line: 44, column: 3, scope: !397)
!418 = !DILocation(line: 44, column: 10, scope: !397)
!419 = !DILocation(line: 44, column: 16, scope: !397)
!420 = !DILocation(line: 44, column: 14, scope: !397)
!421 = !DILocation(line: 45, column: 18, scope: !422)
!422 = distinct !DILexicalBlock(scope: !397, file: !1, line: 44, column: 26)
!423 = !DILocation(line: 45, column: 5, scope: !422)
!424 = !DILocation(line: 45, column: 12, scope: !422)
!425 = !DILocation(line: 45, column: 16, scope: !422)
!426 = !DILocation(line: 46, column: 9, scope: !427)
!427 = distinct !DILexicalBlock(scope: !422, file: !1, line: 46, column: 9)
!428 = !DILocation(line: 46, column: 11, scope: !427)
!429 = !DILocation(line: 46, column: 9, scope: !422)
!430 = !DILocation(line: 47, column: 7, scope: !427)
!431 = !DILocation(line: 48, column: 10, scope: !422)
!432 = !DILocation(line: 48, column: 12, scope: !422)
!433 = !DILocation(line: 48, column: 16, scope: !422)
!434 = !DILocation(line: 48, column: 9, scope: !422)
!435 = !DILocation(line: 48, column: 24, scope: !422)
!436 = !DILocation(line: 48, column: 26, scope: !422)
!437 = !DILocation(line: 48, column: 36, scope: !422)
!438 = !DILocation(line: 48, column: 34, scope: !422)
!439 = !DILocation(line: 48, column: 38, scope: !422)
!440 = !DILocation(line: 48, column: 7, scope: !422)
!441 = distinct !{!441, !417, !442, !137}
!442 = !DILocation(line: 49, column: 3, scope: !397)
!443 = !DILocation(line: 50, column: 10, scope: !397)
!444 = !DILocation(line: 50, column: 3, scope: !397)
!445 = distinct !DISubprogram(name: "start_of", scope: !1, file: !1, line: 33, type: !446, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!446 = !DISubroutineType(types: !447)
!447 = !{!34, !26, !26}
!448 = !DILocalVariable(name: "task", arg: 1, scope: !445, file: !1, line: 33, type: !26)
!449 = !DILocation(line: 33, column: 31, scope: !445)
!450 = !DILocalVariable(name: "first", arg: 2, scope: !445, file: !1, line: 33, type: !26)
!451 = !DILocation(line: 33, column: 41, scope: !445)
!452 = !DILocation(line: 34, column: 21, scope: !445)
!453 = !DILocation(line: 34, column: 10, scope: !445)
!454 = !DILocation(line: 34, column: 40, scope: !445)
!455 = !DILocation(line: 34, column: 29, scope: !445)
!456 = !DILocation(line: 34, column: 45, scope: !445)
!457 = !DILocation(line: 34, column: 27, scope: !445)
!458 = !DILocation(line: 34, column: 53, scope: !445)
!459 = !DILocation(line: 34, column: 58, scope: !445)
!460 = !DILocation(line: 34, column: 63, scope: !445)
!461 = !DILocation(line: 34, column: 52, scope: !445)
!462 = !DILocation(line: 34, column: 50, scope: !445)
!463 = !DILocation(line: 34, column: 3, scope: !445)
!464 = distinct !DISubprogram(name: "summarize", scope: !1, file: !1, line: 59, type: !465, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !49)
!465 = !DISubroutineType(types: !466)
!466 = !{!86, !467, !26}
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!469 = !DILocalVariable(name: "result", arg: 1, scope: !464, file: !1, line: 59, type: !467)
!470 = !DILocation(line: 59, column: 50, scope: !464)
!471 = !DILocalVariable(name: "len", arg: 2, scope: !464, file: !1, line: 59, type: !26)
!472 = !DILocation(line: 59, column: 62, scope: !464)
!473 = !DILocalVariable(name: "s", scope: !464, file: !1, line: 60, type: !86)
!474 = !DILocation(line: 60, column: 18, scope: !464)
!475 = !DILocation(line: 60, column: 22, scope: !464)
!476 = !DILocation(line: 60, column: 23, scope: !464)
!477 = !DILocation(line: 60, column: 27, scope: !464)
!478 = !DILocalVariable(name: "i", scope: !479, file: !1, line: 61, type: !26)
!479 = distinct !DILexicalBlock(scope: !464, file: !1, line: 61, column: 3)
!480 = !DILocation(line: 61, column: 12, scope: !479)
!481 = !DILocation(line: 61, column: 8, scope: !479)
!482 = !DILocation(line: 61, column: 19, scope: !483)
!483 = distinct !DILexicalBlock(scope: !479, file: !1, line: 61, column: 3)
!484 = !DILocation(line: 61, column: 23, scope: !483)
!485 = !DILocation(line: 61, column: 21, scope: !483)
!486 = !DILocation(line: 61, column: 3, scope: !479)
!487 = !DILocation(line: 62, column: 9, scope: !488)
!488 = distinct !DILexicalBlock(scope: !489, file: !1, line: 62, column: 9)
!489 = distinct !DILexicalBlock(scope: !483, file: !1, line: 61, column: 33)
!490 = !DILocation(line: 62, column: 16, scope: !488)
!491 = !DILocation(line: 62, column: 23, scope: !488)
!492 = !DILocation(line: 62, column: 19, scope: !488)
!493 = !DILocation(line: 62, column: 9, scope: !489)
!494 = !DILocation(line: 63, column: 16, scope: !488)
!495 = !DILocation(line: 63, column: 23, scope: !488)
!496 = !DILocation(line: 63, column: 9, scope: !488)
!497 = !DILocation(line: 63, column: 14, scope: !488)
!498 = !DILocation(line: 63, column: 7, scope: !488)
!499 = !DILocation(line: 64, column: 21, scope: !489)
!500 = !DILocation(line: 64, column: 30, scope: !489)
!501 = !DILocation(line: 64, column: 38, scope: !489)
!502 = !DILocation(line: 64, column: 45, scope: !489)
!503 = !DILocation(line: 64, column: 36, scope: !489)
!504 = !DILocation(line: 64, column: 49, scope: !489)
!505 = !DILocation(line: 64, column: 7, scope: !489)
!506 = !DILocation(line: 64, column: 16, scope: !489)
!507 = !DILocation(line: 65, column: 3, scope: !489)
!508 = !DILocation(line: 61, column: 29, scope: !483)
!509 = !DILocation(line: 61, column: 3, scope: !483)
!510 = distinct !{!510, !486, !511, !137}
!511 = !DILocation(line: 65, column: 3, scope: !479)
!512 = !DILocation(line: 66, column: 3, scope: !464)
