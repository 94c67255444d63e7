; ModuleID = 'isort.c'
source_filename = "isort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_predefined_op_t = type opaque
%struct.ompi_communicator_t = type opaque
%struct.ompi_datatype_t = type opaque
%struct.ompi_op_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_min = external global %struct.ompi_predefined_op_t, align 1
@ompi_mpi_op_max = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [48 x i8] c"isort: %d keys per rank in [0, %d) on %d ranks\0A\00", align 1
@.str.1 = private unnamed_addr constant [49 x i8] c"received %lld keys (expected %lld), %lld errors\0A\00", align 1
@.str.2 = private unnamed_addr constant [50 x i8] c"keys per rank after the exchange: min %d, max %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"NOT sorted\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !25 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32*, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32*, align 8
  %17 = alloca i32*, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32*, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32*, align 8
  %24 = alloca i32*, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32*, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32*, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32*, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca [2 x i64], align 16
  %39 = alloca [2 x i64], align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !32, metadata !DIExpression()), !dbg !33
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %7, metadata !38, metadata !DIExpression()), !dbg !39
  %44 = call i32 @MPI_Init(i32* noundef %4, i8*** noundef %5), !dbg !40
  %45 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %6), !dbg !41
  %46 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef %7), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !44
  %47 = load i32, i32* %4, align 4, !dbg !45
  %48 = load i8**, i8*** %5, align 8, !dbg !46
  %49 = call i32 @parse_count(i32 noundef %47, i8** noundef %48, i32 noundef 1, i32 noundef 2000), !dbg !47
  store i32 %49, i32* %8, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata i32* %9, metadata !48, metadata !DIExpression()), !dbg !49
  %50 = load i32, i32* %4, align 4, !dbg !50
  %51 = load i8**, i8*** %5, align 8, !dbg !51
  %52 = call i32 @parse_count(i32 noundef %50, i8** noundef %51, i32 noundef 2, i32 noundef 65536), !dbg !52
  store i32 %52, i32* %9, align 4, !dbg !49
  %53 = load i32, i32* %9, align 4, !dbg !53
  %54 = load i32, i32* %7, align 4, !dbg !55
  %55 = icmp slt i32 %53, %54, !dbg !56
  br i1 %55, label %56, label %58, !dbg !57

56:                                               ; preds = %2
  %57 = load i32, i32* %7, align 4, !dbg !58
  store i32 %57, i32* %9, align 4, !dbg !59
  br label %58, !dbg !60

58:                                               ; preds = %56, %2
  call void @llvm.dbg.declare(metadata i32* %10, metadata !61, metadata !DIExpression()), !dbg !62
  %59 = load i32, i32* %9, align 4, !dbg !63
  %60 = load i32, i32* %7, align 4, !dbg !64
  %61 = add nsw i32 %59, %60, !dbg !65
  %62 = sub nsw i32 %61, 1, !dbg !66
  %63 = load i32, i32* %7, align 4, !dbg !67
  %64 = sdiv i32 %62, %63, !dbg !68
  store i32 %64, i32* %10, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32** %11, metadata !69, metadata !DIExpression()), !dbg !71
  %65 = load i32, i32* %8, align 4, !dbg !72
  %66 = add nsw i32 %65, 1, !dbg !73
  %67 = sext i32 %66 to i64, !dbg !74
  %68 = mul i64 4, %67, !dbg !75
  %69 = call noalias i8* @malloc(i64 noundef %68) #5, !dbg !76
  %70 = bitcast i8* %69 to i32*, !dbg !76
  store i32* %70, i32** %11, align 8, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %12, metadata !77, metadata !DIExpression()), !dbg !78
  %71 = load i32, i32* %6, align 4, !dbg !79
  %72 = mul i32 7919, %71, !dbg !80
  %73 = add i32 12345, %72, !dbg !81
  store i32 %73, i32* %12, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %13, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %13, align 4, !dbg !84
  br label %74, !dbg !85

74:                                               ; preds = %85, %58
  %75 = load i32, i32* %13, align 4, !dbg !86
  %76 = load i32, i32* %8, align 4, !dbg !88
  %77 = icmp slt i32 %75, %76, !dbg !89
  br i1 %77, label %78, label %88, !dbg !90

78:                                               ; preds = %74
  %79 = load i32, i32* %9, align 4, !dbg !91
  %80 = call i32 @next_key(i32* noundef %12, i32 noundef %79), !dbg !92
  %81 = load i32*, i32** %11, align 8, !dbg !93
  %82 = load i32, i32* %13, align 4, !dbg !94
  %83 = sext i32 %82 to i64, !dbg !93
  %84 = getelementptr inbounds i32, i32* %81, i64 %83, !dbg !93
  store i32 %80, i32* %84, align 4, !dbg !95
  br label %85, !dbg !93

85:                                               ; preds = %78
  %86 = load i32, i32* %13, align 4, !dbg !96
  %87 = add nsw i32 %86, 1, !dbg !96
  store i32 %87, i32* %13, align 4, !dbg !96
  br label %74, !dbg !97, !llvm.loop !98

88:                                               ; preds = %74
  call void @llvm.dbg.declare(metadata i32** %14, metadata !101, metadata !DIExpression()), !dbg !102
  %89 = load i32, i32* %7, align 4, !dbg !103
  %90 = sext i32 %89 to i64, !dbg !103
  %91 = call noalias i8* @calloc(i64 noundef %90, i64 noundef 4) #5, !dbg !104
  %92 = bitcast i8* %91 to i32*, !dbg !104
  store i32* %92, i32** %14, align 8, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %15, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %15, align 4, !dbg !107
  br label %93, !dbg !108

93:                                               ; preds = %110, %88
  %94 = load i32, i32* %15, align 4, !dbg !109
  %95 = load i32, i32* %8, align 4, !dbg !111
  %96 = icmp slt i32 %94, %95, !dbg !112
  br i1 %96, label %97, label %113, !dbg !113

97:                                               ; preds = %93
  %98 = load i32*, i32** %14, align 8, !dbg !114
  %99 = load i32*, i32** %11, align 8, !dbg !115
  %100 = load i32, i32* %15, align 4, !dbg !116
  %101 = sext i32 %100 to i64, !dbg !115
  %102 = getelementptr inbounds i32, i32* %99, i64 %101, !dbg !115
  %103 = load i32, i32* %102, align 4, !dbg !115
  %104 = load i32, i32* %10, align 4, !dbg !117
  %105 = sdiv i32 %103, %104, !dbg !118
  %106 = sext i32 %105 to i64, !dbg !114
  %107 = getelementptr inbounds i32, i32* %98, i64 %106, !dbg !114
  %108 = load i32, i32* %107, align 4, !dbg !119
  %109 = add nsw i32 %108, 1, !dbg !119
  store i32 %109, i32* %107, align 4, !dbg !119
  br label %110, !dbg !114

110:                                              ; preds = %97
  %111 = load i32, i32* %15, align 4, !dbg !120
  %112 = add nsw i32 %111, 1, !dbg !120
  store i32 %112, i32* %15, align 4, !dbg !120
  br label %93, !dbg !121, !llvm.loop !122

113:                                              ; preds = %93
  call void @llvm.dbg.declare(metadata i32** %16, metadata !124, metadata !DIExpression()), !dbg !125
  %114 = load i32, i32* %7, align 4, !dbg !126
  %115 = sext i32 %114 to i64, !dbg !126
  %116 = mul i64 4, %115, !dbg !127
  %117 = call noalias i8* @malloc(i64 noundef %116) #5, !dbg !128
  %118 = bitcast i8* %117 to i32*, !dbg !128
  store i32* %118, i32** %16, align 8, !dbg !125
  call void @llvm.dbg.declare(metadata i32** %17, metadata !129, metadata !DIExpression()), !dbg !130
  %119 = load i32, i32* %7, align 4, !dbg !131
  %120 = sext i32 %119 to i64, !dbg !131
  %121 = mul i64 4, %120, !dbg !132
  %122 = call noalias i8* @malloc(i64 noundef %121) #5, !dbg !133
  %123 = bitcast i8* %122 to i32*, !dbg !133
  store i32* %123, i32** %17, align 8, !dbg !130
  call void @llvm.dbg.declare(metadata i32* %18, metadata !134, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %18, align 4, !dbg !135
  call void @llvm.dbg.declare(metadata i32* %19, metadata !136, metadata !DIExpression()), !dbg !138
  store i32 0, i32* %19, align 4, !dbg !138
  br label %124, !dbg !139

124:                                              ; preds = %146, %113
  %125 = load i32, i32* %19, align 4, !dbg !140
  %126 = load i32, i32* %7, align 4, !dbg !142
  %127 = icmp slt i32 %125, %126, !dbg !143
  br i1 %127, label %128, label %149, !dbg !144

128:                                              ; preds = %124
  %129 = load i32, i32* %18, align 4, !dbg !145
  %130 = load i32*, i32** %16, align 8, !dbg !147
  %131 = load i32, i32* %19, align 4, !dbg !148
  %132 = sext i32 %131 to i64, !dbg !147
  %133 = getelementptr inbounds i32, i32* %130, i64 %132, !dbg !147
  store i32 %129, i32* %133, align 4, !dbg !149
  %134 = load i32, i32* %18, align 4, !dbg !150
  %135 = load i32*, i32** %17, align 8, !dbg !151
  %136 = load i32, i32* %19, align 4, !dbg !152
  %137 = sext i32 %136 to i64, !dbg !151
  %138 = getelementptr inbounds i32, i32* %135, i64 %137, !dbg !151
  store i32 %134, i32* %138, align 4, !dbg !153
  %139 = load i32*, i32** %14, align 8, !dbg !154
  %140 = load i32, i32* %19, align 4, !dbg !155
  %141 = sext i32 %140 to i64, !dbg !154
  %142 = getelementptr inbounds i32, i32* %139, i64 %141, !dbg !154
  %143 = load i32, i32* %142, align 4, !dbg !154
  %144 = load i32, i32* %18, align 4, !dbg !156
  %145 = add nsw i32 %144, %143, !dbg !156
  store i32 %145, i32* %18, align 4, !dbg !156
  br label %146, !dbg !157

146:                                              ; preds = %128
  %147 = load i32, i32* %19, align 4, !dbg !158
  %148 = add nsw i32 %147, 1, !dbg !158
  store i32 %148, i32* %19, align 4, !dbg !158
  br label %124, !dbg !159, !llvm.loop !160

149:                                              ; preds = %124
  call void @llvm.dbg.declare(metadata i32** %20, metadata !162, metadata !DIExpression()), !dbg !163
  %150 = load i32, i32* %8, align 4, !dbg !164
  %151 = add nsw i32 %150, 1, !dbg !165
  %152 = sext i32 %151 to i64, !dbg !166
  %153 = mul i64 4, %152, !dbg !167
  %154 = call noalias i8* @malloc(i64 noundef %153) #5, !dbg !168
  %155 = bitcast i8* %154 to i32*, !dbg !168
  store i32* %155, i32** %20, align 8, !dbg !163
  call void @llvm.dbg.declare(metadata i32* %21, metadata !169, metadata !DIExpression()), !dbg !171
  store i32 0, i32* %21, align 4, !dbg !171
  br label %156, !dbg !172

156:                                              ; preds = %182, %149
  %157 = load i32, i32* %21, align 4, !dbg !173
  %158 = load i32, i32* %8, align 4, !dbg !175
  %159 = icmp slt i32 %157, %158, !dbg !176
  br i1 %159, label %160, label %185, !dbg !177

160:                                              ; preds = %156
  call void @llvm.dbg.declare(metadata i32* %22, metadata !178, metadata !DIExpression()), !dbg !180
  %161 = load i32*, i32** %11, align 8, !dbg !181
  %162 = load i32, i32* %21, align 4, !dbg !182
  %163 = sext i32 %162 to i64, !dbg !181
  %164 = getelementptr inbounds i32, i32* %161, i64 %163, !dbg !181
  %165 = load i32, i32* %164, align 4, !dbg !181
  %166 = load i32, i32* %10, align 4, !dbg !183
  %167 = sdiv i32 %165, %166, !dbg !184
  store i32 %167, i32* %22, align 4, !dbg !180
  %168 = load i32*, i32** %11, align 8, !dbg !185
  %169 = load i32, i32* %21, align 4, !dbg !186
  %170 = sext i32 %169 to i64, !dbg !185
  %171 = getelementptr inbounds i32, i32* %168, i64 %170, !dbg !185
  %172 = load i32, i32* %171, align 4, !dbg !185
  %173 = load i32*, i32** %20, align 8, !dbg !187
  %174 = load i32*, i32** %17, align 8, !dbg !188
  %175 = load i32, i32* %22, align 4, !dbg !189
  %176 = sext i32 %175 to i64, !dbg !188
  %177 = getelementptr inbounds i32, i32* %174, i64 %176, !dbg !188
  %178 = load i32, i32* %177, align 4, !dbg !190
  %179 = add nsw i32 %178, 1, !dbg !190
  store i32 %179, i32* %177, align 4, !dbg !190
  %180 = sext i32 %178 to i64, !dbg !187
  %181 = getelementptr inbounds i32, i32* %173, i64 %180, !dbg !187
  store i32 %172, i32* %181, align 4, !dbg !191
  br label %182, !dbg !192

182:                                              ; preds = %160
  %183 = load i32, i32* %21, align 4, !dbg !193
  %184 = add nsw i32 %183, 1, !dbg !193
  store i32 %184, i32* %21, align 4, !dbg !193
  br label %156, !dbg !194, !llvm.loop !195

185:                                              ; preds = %156
  call void @llvm.dbg.declare(metadata i32** %23, metadata !197, metadata !DIExpression()), !dbg !198
  %186 = load i32, i32* %7, align 4, !dbg !199
  %187 = sext i32 %186 to i64, !dbg !199
  %188 = mul i64 4, %187, !dbg !200
  %189 = call noalias i8* @malloc(i64 noundef %188) #5, !dbg !201
  %190 = bitcast i8* %189 to i32*, !dbg !201
  store i32* %190, i32** %23, align 8, !dbg !198
  %191 = load i32*, i32** %14, align 8, !dbg !202
  %192 = bitcast i32* %191 to i8*, !dbg !202
  %193 = load i32*, i32** %23, align 8, !dbg !203
  %194 = bitcast i32* %193 to i8*, !dbg !203
  %195 = call i32 @MPI_Alltoall(i8* noundef %192, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %194, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !204
  call void @llvm.dbg.declare(metadata i32** %24, metadata !205, metadata !DIExpression()), !dbg !206
  %196 = load i32, i32* %7, align 4, !dbg !207
  %197 = sext i32 %196 to i64, !dbg !207
  %198 = mul i64 4, %197, !dbg !208
  %199 = call noalias i8* @malloc(i64 noundef %198) #5, !dbg !209
  %200 = bitcast i8* %199 to i32*, !dbg !209
  store i32* %200, i32** %24, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32* %25, metadata !210, metadata !DIExpression()), !dbg !211
  store i32 0, i32* %25, align 4, !dbg !211
  call void @llvm.dbg.declare(metadata i32* %26, metadata !212, metadata !DIExpression()), !dbg !214
  store i32 0, i32* %26, align 4, !dbg !214
  br label %201, !dbg !215

201:                                              ; preds = %218, %185
  %202 = load i32, i32* %26, align 4, !dbg !216
  %203 = load i32, i32* %7, align 4, !dbg !218
  %204 = icmp slt i32 %202, %203, !dbg !219
  br i1 %204, label %205, label %221, !dbg !220

205:                                              ; preds = %201
  %206 = load i32, i32* %25, align 4, !dbg !221
  %207 = load i32*, i32** %24, align 8, !dbg !223
  %208 = load i32, i32* %26, align 4, !dbg !224
  %209 = sext i32 %208 to i64, !dbg !223
  %210 = getelementptr inbounds i32, i32* %207, i64 %209, !dbg !223
  store i32 %206, i32* %210, align 4, !dbg !225
  %211 = load i32*, i32** %23, align 8, !dbg !226
  %212 = load i32, i32* %26, align 4, !dbg !227
  %213 = sext i32 %212 to i64, !dbg !226
  %214 = getelementptr inbounds i32, i32* %211, i64 %213, !dbg !226
  %215 = load i32, i32* %214, align 4, !dbg !226
  %216 = load i32, i32* %25, align 4, !dbg !228
  %217 = add nsw i32 %216, %215, !dbg !228
  store i32 %217, i32* %25, align 4, !dbg !228
  br label %218, !dbg !229

218:                                              ; preds = %205
  %219 = load i32, i32* %26, align 4, !dbg !230
  %220 = add nsw i32 %219, 1, !dbg !230
  store i32 %220, i32* %26, align 4, !dbg !230
  br label %201, !dbg !231, !llvm.loop !232

221:                                              ; preds = %201
  call void @llvm.dbg.declare(metadata i32** %27, metadata !234, metadata !DIExpression()), !dbg !235
  %222 = load i32, i32* %25, align 4, !dbg !236
  %223 = add nsw i32 %222, 1, !dbg !237
  %224 = sext i32 %223 to i64, !dbg !238
  %225 = mul i64 4, %224, !dbg !239
  %226 = call noalias i8* @malloc(i64 noundef %225) #5, !dbg !240
  %227 = bitcast i8* %226 to i32*, !dbg !240
  store i32* %227, i32** %27, align 8, !dbg !235
  %228 = load i32*, i32** %20, align 8, !dbg !241
  %229 = bitcast i32* %228 to i8*, !dbg !241
  %230 = load i32*, i32** %14, align 8, !dbg !242
  %231 = load i32*, i32** %16, align 8, !dbg !243
  %232 = load i32*, i32** %27, align 8, !dbg !244
  %233 = bitcast i32* %232 to i8*, !dbg !244
  %234 = load i32*, i32** %23, align 8, !dbg !245
  %235 = load i32*, i32** %24, align 8, !dbg !246
  %236 = call i32 @MPI_Alltoallv(i8* noundef %229, i32* noundef %230, i32* noundef %231, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i8* noundef %233, i32* noundef %234, i32* noundef %235, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !247
  call void @llvm.dbg.declare(metadata i32* %28, metadata !248, metadata !DIExpression()), !dbg !249
  %237 = load i32, i32* %6, align 4, !dbg !250
  %238 = load i32, i32* %10, align 4, !dbg !251
  %239 = mul nsw i32 %237, %238, !dbg !252
  store i32 %239, i32* %28, align 4, !dbg !249
  call void @llvm.dbg.declare(metadata i32** %29, metadata !253, metadata !DIExpression()), !dbg !254
  %240 = load i32, i32* %10, align 4, !dbg !255
  %241 = sext i32 %240 to i64, !dbg !255
  %242 = call noalias i8* @calloc(i64 noundef %241, i64 noundef 4) #5, !dbg !256
  %243 = bitcast i8* %242 to i32*, !dbg !256
  store i32* %243, i32** %29, align 8, !dbg !254
  call void @llvm.dbg.declare(metadata i32* %30, metadata !257, metadata !DIExpression()), !dbg !258
  store i32 0, i32* %30, align 4, !dbg !258
  call void @llvm.dbg.declare(metadata i32* %31, metadata !259, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %31, align 4, !dbg !261
  br label %244, !dbg !262

244:                                              ; preds = %273, %221
  %245 = load i32, i32* %31, align 4, !dbg !263
  %246 = load i32, i32* %25, align 4, !dbg !265
  %247 = icmp slt i32 %245, %246, !dbg !266
  br i1 %247, label %248, label %276, !dbg !267

248:                                              ; preds = %244
  call void @llvm.dbg.declare(metadata i32* %32, metadata !268, metadata !DIExpression()), !dbg !270
  %249 = load i32*, i32** %27, align 8, !dbg !271
  %250 = load i32, i32* %31, align 4, !dbg !272
  %251 = sext i32 %250 to i64, !dbg !271
  %252 = getelementptr inbounds i32, i32* %249, i64 %251, !dbg !271
  %253 = load i32, i32* %252, align 4, !dbg !271
  %254 = load i32, i32* %28, align 4, !dbg !273
  %255 = sub nsw i32 %253, %254, !dbg !274
  store i32 %255, i32* %32, align 4, !dbg !270
  %256 = load i32, i32* %32, align 4, !dbg !275
  %257 = icmp slt i32 %256, 0, !dbg !277
  br i1 %257, label %262, label %258, !dbg !278

258:                                              ; preds = %248
  %259 = load i32, i32* %32, align 4, !dbg !279
  %260 = load i32, i32* %10, align 4, !dbg !280
  %261 = icmp sge i32 %259, %260, !dbg !281
  br i1 %261, label %262, label %265, !dbg !282

262:                                              ; preds = %258, %248
  %263 = load i32, i32* %30, align 4, !dbg !283
  %264 = add nsw i32 %263, 1, !dbg !283
  store i32 %264, i32* %30, align 4, !dbg !283
  br label %272, !dbg !284

265:                                              ; preds = %258
  %266 = load i32*, i32** %29, align 8, !dbg !285
  %267 = load i32, i32* %32, align 4, !dbg !286
  %268 = sext i32 %267 to i64, !dbg !285
  %269 = getelementptr inbounds i32, i32* %266, i64 %268, !dbg !285
  %270 = load i32, i32* %269, align 4, !dbg !287
  %271 = add nsw i32 %270, 1, !dbg !287
  store i32 %271, i32* %269, align 4, !dbg !287
  br label %272

272:                                              ; preds = %265, %262
  br label %273, !dbg !288

273:                                              ; preds = %272
  %274 = load i32, i32* %31, align 4, !dbg !289
  %275 = add nsw i32 %274, 1, !dbg !289
  store i32 %275, i32* %31, align 4, !dbg !289
  br label %244, !dbg !290, !llvm.loop !291

276:                                              ; preds = %244
  call void @llvm.dbg.declare(metadata i32** %33, metadata !293, metadata !DIExpression()), !dbg !294
  %277 = load i32, i32* %25, align 4, !dbg !295
  %278 = add nsw i32 %277, 1, !dbg !296
  %279 = sext i32 %278 to i64, !dbg !297
  %280 = mul i64 4, %279, !dbg !298
  %281 = call noalias i8* @malloc(i64 noundef %280) #5, !dbg !299
  %282 = bitcast i8* %281 to i32*, !dbg !299
  store i32* %282, i32** %33, align 8, !dbg !294
  call void @llvm.dbg.declare(metadata i32* %34, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 0, i32* %34, align 4, !dbg !301
  call void @llvm.dbg.declare(metadata i32* %35, metadata !302, metadata !DIExpression()), !dbg !304
  store i32 0, i32* %35, align 4, !dbg !304
  br label %283, !dbg !305

283:                                              ; preds = %309, %276
  %284 = load i32, i32* %35, align 4, !dbg !306
  %285 = load i32, i32* %10, align 4, !dbg !308
  %286 = icmp slt i32 %284, %285, !dbg !309
  br i1 %286, label %287, label %312, !dbg !310

287:                                              ; preds = %283
  call void @llvm.dbg.declare(metadata i32* %36, metadata !311, metadata !DIExpression()), !dbg !313
  store i32 0, i32* %36, align 4, !dbg !313
  br label %288, !dbg !314

288:                                              ; preds = %305, %287
  %289 = load i32, i32* %36, align 4, !dbg !315
  %290 = load i32*, i32** %29, align 8, !dbg !317
  %291 = load i32, i32* %35, align 4, !dbg !318
  %292 = sext i32 %291 to i64, !dbg !317
  %293 = getelementptr inbounds i32, i32* %290, i64 %292, !dbg !317
  %294 = load i32, i32* %293, align 4, !dbg !317
  %295 = icmp slt i32 %289, %294, !dbg !319
  br i1 %295, label %296, label %308, !dbg !320

296:                                              ; preds = %288
  %297 = load i32, i32* %28, align 4, !dbg !321
  %298 = load i32, i32* %35, align 4, !dbg !322
  %299 = add nsw i32 %297, %298, !dbg !323
  %300 = load i32*, i32** %33, align 8, !dbg !324
  %301 = load i32, i32* %34, align 4, !dbg !325
  %302 = add nsw i32 %301, 1, !dbg !325
  store i32 %302, i32* %34, align 4, !dbg !325
  %303 = sext i32 %301 to i64, !dbg !324
  %304 = getelementptr inbounds i32, i32* %300, i64 %303, !dbg !324
  store i32 %299, i32* %304, align 4, !dbg !326
  br label %305, !dbg !324

305:                                              ; preds = %296
  %306 = load i32, i32* %36, align 4, !dbg !327
  %307 = add nsw i32 %306, 1, !dbg !327
  store i32 %307, i32* %36, align 4, !dbg !327
  br label %288, !dbg !328, !llvm.loop !329

308:                                              ; preds = %288
  br label %309, !dbg !330

309:                                              ; preds = %308
  %310 = load i32, i32* %35, align 4, !dbg !331
  %311 = add nsw i32 %310, 1, !dbg !331
  store i32 %311, i32* %35, align 4, !dbg !331
  br label %283, !dbg !332, !llvm.loop !333

312:                                              ; preds = %283
  call void @llvm.dbg.declare(metadata i32* %37, metadata !335, metadata !DIExpression()), !dbg !337
  store i32 1, i32* %37, align 4, !dbg !337
  br label %313, !dbg !338

313:                                              ; preds = %334, %312
  %314 = load i32, i32* %37, align 4, !dbg !339
  %315 = load i32, i32* %34, align 4, !dbg !341
  %316 = icmp slt i32 %314, %315, !dbg !342
  br i1 %316, label %317, label %337, !dbg !343

317:                                              ; preds = %313
  %318 = load i32*, i32** %33, align 8, !dbg !344
  %319 = load i32, i32* %37, align 4, !dbg !346
  %320 = sub nsw i32 %319, 1, !dbg !347
  %321 = sext i32 %320 to i64, !dbg !344
  %322 = getelementptr inbounds i32, i32* %318, i64 %321, !dbg !344
  %323 = load i32, i32* %322, align 4, !dbg !344
  %324 = load i32*, i32** %33, align 8, !dbg !348
  %325 = load i32, i32* %37, align 4, !dbg !349
  %326 = sext i32 %325 to i64, !dbg !348
  %327 = getelementptr inbounds i32, i32* %324, i64 %326, !dbg !348
  %328 = load i32, i32* %327, align 4, !dbg !348
  %329 = icmp sgt i32 %323, %328, !dbg !350
  br i1 %329, label %330, label %333, !dbg !351

330:                                              ; preds = %317
  %331 = load i32, i32* %30, align 4, !dbg !352
  %332 = add nsw i32 %331, 1, !dbg !352
  store i32 %332, i32* %30, align 4, !dbg !352
  br label %333, !dbg !353

333:                                              ; preds = %330, %317
  br label %334, !dbg !354

334:                                              ; preds = %333
  %335 = load i32, i32* %37, align 4, !dbg !355
  %336 = add nsw i32 %335, 1, !dbg !355
  store i32 %336, i32* %37, align 4, !dbg !355
  br label %313, !dbg !356, !llvm.loop !357

337:                                              ; preds = %313
  call void @llvm.dbg.declare(metadata [2 x i64]* %38, metadata !359, metadata !DIExpression()), !dbg !363
  %338 = getelementptr inbounds [2 x i64], [2 x i64]* %38, i64 0, i64 0, !dbg !364
  %339 = load i32, i32* %25, align 4, !dbg !365
  %340 = sext i32 %339 to i64, !dbg !365
  store i64 %340, i64* %338, align 8, !dbg !364
  %341 = getelementptr inbounds i64, i64* %338, i64 1, !dbg !364
  %342 = load i32, i32* %30, align 4, !dbg !366
  %343 = sext i32 %342 to i64, !dbg !366
  store i64 %343, i64* %341, align 8, !dbg !364
  call void @llvm.dbg.declare(metadata [2 x i64]* %39, metadata !367, metadata !DIExpression()), !dbg !368
  %344 = bitcast [2 x i64]* %39 to i8*, !dbg !368
  call void @llvm.memset.p0i8.i64(i8* align 16 %344, i8 0, i64 16, i1 false), !dbg !368
  %345 = getelementptr inbounds [2 x i64], [2 x i64]* %38, i64 0, i64 0, !dbg !369
  %346 = bitcast i64* %345 to i8*, !dbg !369
  %347 = getelementptr inbounds [2 x i64], [2 x i64]* %39, i64 0, i64 0, !dbg !370
  %348 = bitcast i64* %347 to i8*, !dbg !370
  %349 = call i32 @MPI_Reduce(i8* noundef %346, i8* noundef %348, i32 noundef 2, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !371
  call void @llvm.dbg.declare(metadata i32* %40, metadata !372, metadata !DIExpression()), !dbg !373
  %350 = load i32, i32* %25, align 4, !dbg !374
  store i32 %350, i32* %40, align 4, !dbg !373
  call void @llvm.dbg.declare(metadata i32* %41, metadata !375, metadata !DIExpression()), !dbg !376
  %351 = load i32, i32* %25, align 4, !dbg !377
  store i32 %351, i32* %41, align 4, !dbg !376
  call void @llvm.dbg.declare(metadata i32* %42, metadata !378, metadata !DIExpression()), !dbg !379
  store i32 0, i32* %42, align 4, !dbg !379
  call void @llvm.dbg.declare(metadata i32* %43, metadata !380, metadata !DIExpression()), !dbg !381
  store i32 0, i32* %43, align 4, !dbg !381
  %352 = bitcast i32* %40 to i8*, !dbg !382
  %353 = bitcast i32* %42 to i8*, !dbg !383
  %354 = call i32 @MPI_Reduce(i8* noundef %352, i8* noundef %353, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_min to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !384
  %355 = bitcast i32* %41 to i8*, !dbg !385
  %356 = bitcast i32* %43 to i8*, !dbg !386
  %357 = call i32 @MPI_Reduce(i8* noundef %355, i8* noundef %356, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)), !dbg !387
  %358 = load i32, i32* %6, align 4, !dbg !388
  %359 = icmp eq i32 %358, 0, !dbg !390
  br i1 %359, label %360, label %395, !dbg !391

360:                                              ; preds = %337
  %361 = load i32, i32* %8, align 4, !dbg !392
  %362 = load i32, i32* %9, align 4, !dbg !394
  %363 = load i32, i32* %7, align 4, !dbg !395
  %364 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([48 x i8], [48 x i8]* @.str, i64 0, i64 0), i32 noundef %361, i32 noundef %362, i32 noundef %363), !dbg !396
  %365 = getelementptr inbounds [2 x i64], [2 x i64]* %39, i64 0, i64 0, !dbg !397
  %366 = load i64, i64* %365, align 16, !dbg !397
  %367 = load i32, i32* %8, align 4, !dbg !398
  %368 = sext i32 %367 to i64, !dbg !399
  %369 = load i32, i32* %7, align 4, !dbg !400
  %370 = sext i32 %369 to i64, !dbg !400
  %371 = mul nsw i64 %368, %370, !dbg !401
  %372 = getelementptr inbounds [2 x i64], [2 x i64]* %39, i64 0, i64 1, !dbg !402
  %373 = load i64, i64* %372, align 8, !dbg !402
  %374 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([49 x i8], [49 x i8]* @.str.1, i64 0, i64 0), i64 noundef %366, i64 noundef %371, i64 noundef %373), !dbg !403
  %375 = load i32, i32* %42, align 4, !dbg !404
  %376 = load i32, i32* %43, align 4, !dbg !405
  %377 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([50 x i8], [50 x i8]* @.str.2, i64 0, i64 0), i32 noundef %375, i32 noundef %376), !dbg !406
  %378 = getelementptr inbounds [2 x i64], [2 x i64]* %39, i64 0, i64 0, !dbg !407
  %379 = load i64, i64* %378, align 16, !dbg !407
  %380 = load i32, i32* %8, align 4, !dbg !408
  %381 = sext i32 %380 to i64, !dbg !409
  %382 = load i32, i32* %7, align 4, !dbg !410
  %383 = sext i32 %382 to i64, !dbg !410
  %384 = mul nsw i64 %381, %383, !dbg !411
  %385 = icmp eq i64 %379, %384, !dbg !412
  br i1 %385, label %386, label %390, !dbg !413

386:                                              ; preds = %360
  %387 = getelementptr inbounds [2 x i64], [2 x i64]* %39, i64 0, i64 1, !dbg !414
  %388 = load i64, i64* %387, align 8, !dbg !414
  %389 = icmp eq i64 %388, 0, !dbg !415
  br label %390

390:                                              ; preds = %386, %360
  %391 = phi i1 [ false, %360 ], [ %389, %386 ], !dbg !416
  %392 = zext i1 %391 to i64, !dbg !407
  %393 = select i1 %391, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.4, i64 0, i64 0), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.5, i64 0, i64 0), !dbg !407
  %394 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i64 0, i64 0), i8* noundef %393), !dbg !417
  br label %395, !dbg !418

395:                                              ; preds = %390, %337
  %396 = load i32*, i32** %11, align 8, !dbg !419
  %397 = bitcast i32* %396 to i8*, !dbg !419
  call void @free(i8* noundef %397) #5, !dbg !420
  %398 = load i32*, i32** %14, align 8, !dbg !421
  %399 = bitcast i32* %398 to i8*, !dbg !421
  call void @free(i8* noundef %399) #5, !dbg !422
  %400 = load i32*, i32** %16, align 8, !dbg !423
  %401 = bitcast i32* %400 to i8*, !dbg !423
  call void @free(i8* noundef %401) #5, !dbg !424
  %402 = load i32*, i32** %17, align 8, !dbg !425
  %403 = bitcast i32* %402 to i8*, !dbg !425
  call void @free(i8* noundef %403) #5, !dbg !426
  %404 = load i32*, i32** %20, align 8, !dbg !427
  %405 = bitcast i32* %404 to i8*, !dbg !427
  call void @free(i8* noundef %405) #5, !dbg !428
  %406 = load i32*, i32** %23, align 8, !dbg !429
  %407 = bitcast i32* %406 to i8*, !dbg !429
  call void @free(i8* noundef %407) #5, !dbg !430
  %408 = load i32*, i32** %24, align 8, !dbg !431
  %409 = bitcast i32* %408 to i8*, !dbg !431
  call void @free(i8* noundef %409) #5, !dbg !432
  %410 = load i32*, i32** %27, align 8, !dbg !433
  %411 = bitcast i32* %410 to i8*, !dbg !433
  call void @free(i8* noundef %411) #5, !dbg !434
  %412 = load i32*, i32** %29, align 8, !dbg !435
  %413 = bitcast i32* %412 to i8*, !dbg !435
  call void @free(i8* noundef %413) #5, !dbg !436
  %414 = load i32*, i32** %33, align 8, !dbg !437
  %415 = bitcast i32* %414 to i8*, !dbg !437
  call void @free(i8* noundef %415) #5, !dbg !438
  %416 = call i32 @MPI_Finalize(), !dbg !439
  ret i32 0, !dbg !440
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @MPI_Init(i32* noundef, i8*** noundef) #2

declare i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) #2

declare i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_count(i32 noundef %0, i8** noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !441 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8**, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8*, align 8
  %11 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !444, metadata !DIExpression()), !dbg !445
  store i8** %1, i8*** %7, align 8
  call void @llvm.dbg.declare(metadata i8*** %7, metadata !446, metadata !DIExpression()), !dbg !447
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !448, metadata !DIExpression()), !dbg !449
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !450, metadata !DIExpression()), !dbg !451
  %12 = load i32, i32* %8, align 4, !dbg !452
  %13 = load i32, i32* %6, align 4, !dbg !454
  %14 = icmp sge i32 %12, %13, !dbg !455
  br i1 %14, label %15, label %17, !dbg !456

15:                                               ; preds = %4
  %16 = load i32, i32* %9, align 4, !dbg !457
  store i32 %16, i32* %5, align 4, !dbg !458
  br label %59, !dbg !458

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i8** %10, metadata !459, metadata !DIExpression()), !dbg !462
  %18 = load i8**, i8*** %7, align 8, !dbg !463
  %19 = load i32, i32* %8, align 4, !dbg !464
  %20 = sext i32 %19 to i64, !dbg !463
  %21 = getelementptr inbounds i8*, i8** %18, i64 %20, !dbg !463
  %22 = load i8*, i8** %21, align 8, !dbg !463
  store i8* %22, i8** %10, align 8, !dbg !462
  call void @llvm.dbg.declare(metadata i32* %11, metadata !465, metadata !DIExpression()), !dbg !466
  store i32 0, i32* %11, align 4, !dbg !466
  %23 = load i8*, i8** %10, align 8, !dbg !467
  %24 = load i8, i8* %23, align 1, !dbg !469
  %25 = sext i8 %24 to i32, !dbg !469
  %26 = icmp eq i32 %25, 0, !dbg !470
  br i1 %26, label %27, label %29, !dbg !471

27:                                               ; preds = %17
  %28 = load i32, i32* %9, align 4, !dbg !472
  store i32 %28, i32* %5, align 4, !dbg !473
  br label %59, !dbg !473

29:                                               ; preds = %17
  br label %30, !dbg !474

30:                                               ; preds = %54, %29
  %31 = load i8*, i8** %10, align 8, !dbg !475
  %32 = load i8, i8* %31, align 1, !dbg !478
  %33 = icmp ne i8 %32, 0, !dbg !479
  br i1 %33, label %34, label %57, !dbg !479

34:                                               ; preds = %30
  %35 = load i8*, i8** %10, align 8, !dbg !480
  %36 = load i8, i8* %35, align 1, !dbg !483
  %37 = sext i8 %36 to i32, !dbg !483
  %38 = icmp slt i32 %37, 48, !dbg !484
  br i1 %38, label %44, label %39, !dbg !485

39:                                               ; preds = %34
  %40 = load i8*, i8** %10, align 8, !dbg !486
  %41 = load i8, i8* %40, align 1, !dbg !487
  %42 = sext i8 %41 to i32, !dbg !487
  %43 = icmp sgt i32 %42, 57, !dbg !488
  br i1 %43, label %44, label %46, !dbg !489

44:                                               ; preds = %39, %34
  %45 = load i32, i32* %9, align 4, !dbg !490
  store i32 %45, i32* %5, align 4, !dbg !491
  br label %59, !dbg !491

46:                                               ; preds = %39
  %47 = load i32, i32* %11, align 4, !dbg !492
  %48 = mul nsw i32 %47, 10, !dbg !493
  %49 = load i8*, i8** %10, align 8, !dbg !494
  %50 = load i8, i8* %49, align 1, !dbg !495
  %51 = sext i8 %50 to i32, !dbg !495
  %52 = sub nsw i32 %51, 48, !dbg !496
  %53 = add nsw i32 %48, %52, !dbg !497
  store i32 %53, i32* %11, align 4, !dbg !498
  br label %54, !dbg !499

54:                                               ; preds = %46
  %55 = load i8*, i8** %10, align 8, !dbg !500
  %56 = getelementptr inbounds i8, i8* %55, i32 1, !dbg !500
  store i8* %56, i8** %10, align 8, !dbg !500
  br label %30, !dbg !501, !llvm.loop !502

57:                                               ; preds = %30
  %58 = load i32, i32* %11, align 4, !dbg !504
  store i32 %58, i32* %5, align 4, !dbg !505
  br label %59, !dbg !505

59:                                               ; preds = %57, %44, %27, %15
  %60 = load i32, i32* %5, align 4, !dbg !506
  ret i32 %60, !dbg !506
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_key(i32* noundef %0, i32 noundef %1) #0 !dbg !507 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !511, metadata !DIExpression()), !dbg !512
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !513, metadata !DIExpression()), !dbg !514
  %5 = load i32*, i32** %3, align 8, !dbg !515
  %6 = load i32, i32* %5, align 4, !dbg !516
  %7 = mul i32 %6, 1103515245, !dbg !517
  %8 = add i32 %7, 12345, !dbg !518
  %9 = load i32*, i32** %3, align 8, !dbg !519
  store i32 %8, i32* %9, align 4, !dbg !520
  %10 = load i32*, i32** %3, align 8, !dbg !521
  %11 = load i32, i32* %10, align 4, !dbg !522
  %12 = lshr i32 %11, 8, !dbg !523
  %13 = load i32, i32* %4, align 4, !dbg !524
  %14 = urem i32 %12, %13, !dbg !525
  ret i32 %14, !dbg !526
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare i32 @MPI_Alltoall(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @MPI_Alltoallv(i8* noundef, i32* noundef, i32* noundef, %struct.ompi_datatype_t* noundef, i8* noundef, i32* noundef, i32* noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_communicator_t* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) #2

declare i32 @printf(i8* noundef, ...) #2

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
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "isort.c", directory: ".", checksumkind: CSK_MD5, checksum: "de6ab51c8bf9f8344fba4b0e6a8ccc8c")
!2 = !{!3, !7, !8, !9, !12, !15, !16}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Comm", file: !4, line: 419, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/x86_64-linux-gnu/openmpi/include/mpi.h", directory: "", checksumkind: CSK_MD5, checksum: "c3ca5be6f2c6a6e16d01846df47c0b49")
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_communicator_t", file: !4, line: 419, flags: DIFlagFwdDecl)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Datatype", file: !4, line: 420, baseType: !10)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_datatype_t", file: !4, line: 420, flags: DIFlagFwdDecl)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "MPI_Op", file: !4, line: 425, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DICompositeType(tag: DW_TAG_structure_type, name: "ompi_op_t", file: !4, line: 425, flags: DIFlagFwdDecl)
!15 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 35, type: !26, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !31)
!26 = !DISubroutineType(types: !27)
!27 = !{!16, !16, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!31 = !{}
!32 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !1, line: 35, type: !16)
!33 = !DILocation(line: 35, column: 14, scope: !25)
!34 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !1, line: 35, type: !28)
!35 = !DILocation(line: 35, column: 27, scope: !25)
!36 = !DILocalVariable(name: "rank", scope: !25, file: !1, line: 36, type: !16)
!37 = !DILocation(line: 36, column: 7, scope: !25)
!38 = !DILocalVariable(name: "size", scope: !25, file: !1, line: 36, type: !16)
!39 = !DILocation(line: 36, column: 13, scope: !25)
!40 = !DILocation(line: 37, column: 3, scope: !25)
!41 = !DILocation(line: 38, column: 3, scope: !25)
!42 = !DILocation(line: 39, column: 3, scope: !25)
!43 = !DILocalVariable(name: "nkeys", scope: !25, file: !1, line: 41, type: !16)
!44 = !DILocation(line: 41, column: 7, scope: !25)
!45 = !DILocation(line: 41, column: 27, scope: !25)
!46 = !DILocation(line: 41, column: 33, scope: !25)
!47 = !DILocation(line: 41, column: 15, scope: !25)
!48 = !DILocalVariable(name: "range", scope: !25, file: !1, line: 42, type: !16)
!49 = !DILocation(line: 42, column: 7, scope: !25)
!50 = !DILocation(line: 42, column: 27, scope: !25)
!51 = !DILocation(line: 42, column: 33, scope: !25)
!52 = !DILocation(line: 42, column: 15, scope: !25)
!53 = !DILocation(line: 43, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !25, file: !1, line: 43, column: 7)
!55 = !DILocation(line: 43, column: 15, scope: !54)
!56 = !DILocation(line: 43, column: 13, scope: !54)
!57 = !DILocation(line: 43, column: 7, scope: !25)
!58 = !DILocation(line: 44, column: 13, scope: !54)
!59 = !DILocation(line: 44, column: 11, scope: !54)
!60 = !DILocation(line: 44, column: 5, scope: !54)
!61 = !DILocalVariable(name: "width", scope: !25, file: !1, line: 45, type: !16)
!62 = !DILocation(line: 45, column: 7, scope: !25)
!63 = !DILocation(line: 45, column: 16, scope: !25)
!64 = !DILocation(line: 45, column: 24, scope: !25)
!65 = !DILocation(line: 45, column: 22, scope: !25)
!66 = !DILocation(line: 45, column: 29, scope: !25)
!67 = !DILocation(line: 45, column: 36, scope: !25)
!68 = !DILocation(line: 45, column: 34, scope: !25)
!69 = !DILocalVariable(name: "keys", scope: !25, file: !1, line: 47, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!71 = !DILocation(line: 47, column: 8, scope: !25)
!72 = !DILocation(line: 47, column: 37, scope: !25)
!73 = !DILocation(line: 47, column: 43, scope: !25)
!74 = !DILocation(line: 47, column: 36, scope: !25)
!75 = !DILocation(line: 47, column: 34, scope: !25)
!76 = !DILocation(line: 47, column: 15, scope: !25)
!77 = !DILocalVariable(name: "state", scope: !25, file: !1, line: 48, type: !8)
!78 = !DILocation(line: 48, column: 12, scope: !25)
!79 = !DILocation(line: 48, column: 47, scope: !25)
!80 = !DILocation(line: 48, column: 35, scope: !25)
!81 = !DILocation(line: 48, column: 27, scope: !25)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 49, type: !16)
!83 = distinct !DILexicalBlock(scope: !25, file: !1, line: 49, column: 3)
!84 = !DILocation(line: 49, column: 12, scope: !83)
!85 = !DILocation(line: 49, column: 8, scope: !83)
!86 = !DILocation(line: 49, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 49, column: 3)
!88 = !DILocation(line: 49, column: 23, scope: !87)
!89 = !DILocation(line: 49, column: 21, scope: !87)
!90 = !DILocation(line: 49, column: 3, scope: !83)
!91 = !DILocation(line: 50, column: 32, scope: !87)
!92 = !DILocation(line: 50, column: 15, scope: !87)
!93 = !DILocation(line: 50, column: 5, scope: !87)
!94 = !DILocation(line: 50, column: 10, scope: !87)
!95 = !DILocation(line: 50, column: 13, scope: !87)
!96 = !DILocation(line: 49, column: 31, scope: !87)
!97 = !DILocation(line: 49, column: 3, scope: !87)
!98 = distinct !{!98, !90, !99, !100}
!99 = !DILocation(line: 50, column: 37, scope: !83)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocalVariable(name: "send_counts", scope: !25, file: !1, line: 53, type: !70)
!102 = !DILocation(line: 53, column: 8, scope: !25)
!103 = !DILocation(line: 53, column: 29, scope: !25)
!104 = !DILocation(line: 53, column: 22, scope: !25)
!105 = !DILocalVariable(name: "i", scope: !106, file: !1, line: 54, type: !16)
!106 = distinct !DILexicalBlock(scope: !25, file: !1, line: 54, column: 3)
!107 = !DILocation(line: 54, column: 12, scope: !106)
!108 = !DILocation(line: 54, column: 8, scope: !106)
!109 = !DILocation(line: 54, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 54, column: 3)
!111 = !DILocation(line: 54, column: 23, scope: !110)
!112 = !DILocation(line: 54, column: 21, scope: !110)
!113 = !DILocation(line: 54, column: 3, scope: !106)
!114 = !DILocation(line: 55, column: 5, scope: !110)
!115 = !DILocation(line: 55, column: 17, scope: !110)
!116 = !DILocation(line: 55, column: 22, scope: !110)
!117 = !DILocation(line: 55, column: 27, scope: !110)
!118 = !DILocation(line: 55, column: 25, scope: !110)
!119 = !DILocation(line: 55, column: 33, scope: !110)
!120 = !DILocation(line: 54, column: 31, scope: !110)
!121 = !DILocation(line: 54, column: 3, scope: !110)
!122 = distinct !{!122, !113, !123, !100}
!123 = !DILocation(line: 55, column: 33, scope: !106)
!124 = !DILocalVariable(name: "send_displs", scope: !25, file: !1, line: 56, type: !70)
!125 = !DILocation(line: 56, column: 8, scope: !25)
!126 = !DILocation(line: 56, column: 43, scope: !25)
!127 = !DILocation(line: 56, column: 41, scope: !25)
!128 = !DILocation(line: 56, column: 22, scope: !25)
!129 = !DILocalVariable(name: "fill", scope: !25, file: !1, line: 57, type: !70)
!130 = !DILocation(line: 57, column: 8, scope: !25)
!131 = !DILocation(line: 57, column: 36, scope: !25)
!132 = !DILocation(line: 57, column: 34, scope: !25)
!133 = !DILocation(line: 57, column: 15, scope: !25)
!134 = !DILocalVariable(name: "offset", scope: !25, file: !1, line: 58, type: !16)
!135 = !DILocation(line: 58, column: 7, scope: !25)
!136 = !DILocalVariable(name: "b", scope: !137, file: !1, line: 59, type: !16)
!137 = distinct !DILexicalBlock(scope: !25, file: !1, line: 59, column: 3)
!138 = !DILocation(line: 59, column: 12, scope: !137)
!139 = !DILocation(line: 59, column: 8, scope: !137)
!140 = !DILocation(line: 59, column: 19, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 59, column: 3)
!142 = !DILocation(line: 59, column: 23, scope: !141)
!143 = !DILocation(line: 59, column: 21, scope: !141)
!144 = !DILocation(line: 59, column: 3, scope: !137)
!145 = !DILocation(line: 60, column: 22, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !1, line: 59, column: 34)
!147 = !DILocation(line: 60, column: 5, scope: !146)
!148 = !DILocation(line: 60, column: 17, scope: !146)
!149 = !DILocation(line: 60, column: 20, scope: !146)
!150 = !DILocation(line: 61, column: 15, scope: !146)
!151 = !DILocation(line: 61, column: 5, scope: !146)
!152 = !DILocation(line: 61, column: 10, scope: !146)
!153 = !DILocation(line: 61, column: 13, scope: !146)
!154 = !DILocation(line: 62, column: 15, scope: !146)
!155 = !DILocation(line: 62, column: 27, scope: !146)
!156 = !DILocation(line: 62, column: 12, scope: !146)
!157 = !DILocation(line: 63, column: 3, scope: !146)
!158 = !DILocation(line: 59, column: 30, scope: !141)
!159 = !DILocation(line: 59, column: 3, scope: !141)
!160 = distinct !{!160, !144, !161, !100}
!161 = !DILocation(line: 63, column: 3, scope: !137)
!162 = !DILocalVariable(name: "send_keys", scope: !25, file: !1, line: 64, type: !70)
!163 = !DILocation(line: 64, column: 8, scope: !25)
!164 = !DILocation(line: 64, column: 42, scope: !25)
!165 = !DILocation(line: 64, column: 48, scope: !25)
!166 = !DILocation(line: 64, column: 41, scope: !25)
!167 = !DILocation(line: 64, column: 39, scope: !25)
!168 = !DILocation(line: 64, column: 20, scope: !25)
!169 = !DILocalVariable(name: "i", scope: !170, file: !1, line: 65, type: !16)
!170 = distinct !DILexicalBlock(scope: !25, file: !1, line: 65, column: 3)
!171 = !DILocation(line: 65, column: 12, scope: !170)
!172 = !DILocation(line: 65, column: 8, scope: !170)
!173 = !DILocation(line: 65, column: 19, scope: !174)
!174 = distinct !DILexicalBlock(scope: !170, file: !1, line: 65, column: 3)
!175 = !DILocation(line: 65, column: 23, scope: !174)
!176 = !DILocation(line: 65, column: 21, scope: !174)
!177 = !DILocation(line: 65, column: 3, scope: !170)
!178 = !DILocalVariable(name: "b", scope: !179, file: !1, line: 66, type: !16)
!179 = distinct !DILexicalBlock(scope: !174, file: !1, line: 65, column: 35)
!180 = !DILocation(line: 66, column: 9, scope: !179)
!181 = !DILocation(line: 66, column: 13, scope: !179)
!182 = !DILocation(line: 66, column: 18, scope: !179)
!183 = !DILocation(line: 66, column: 23, scope: !179)
!184 = !DILocation(line: 66, column: 21, scope: !179)
!185 = !DILocation(line: 67, column: 28, scope: !179)
!186 = !DILocation(line: 67, column: 33, scope: !179)
!187 = !DILocation(line: 67, column: 5, scope: !179)
!188 = !DILocation(line: 67, column: 15, scope: !179)
!189 = !DILocation(line: 67, column: 20, scope: !179)
!190 = !DILocation(line: 67, column: 22, scope: !179)
!191 = !DILocation(line: 67, column: 26, scope: !179)
!192 = !DILocation(line: 68, column: 3, scope: !179)
!193 = !DILocation(line: 65, column: 31, scope: !174)
!194 = !DILocation(line: 65, column: 3, scope: !174)
!195 = distinct !{!195, !177, !196, !100}
!196 = !DILocation(line: 68, column: 3, scope: !170)
!197 = !DILocalVariable(name: "recv_counts", scope: !25, file: !1, line: 70, type: !70)
!198 = !DILocation(line: 70, column: 8, scope: !25)
!199 = !DILocation(line: 70, column: 43, scope: !25)
!200 = !DILocation(line: 70, column: 41, scope: !25)
!201 = !DILocation(line: 70, column: 22, scope: !25)
!202 = !DILocation(line: 71, column: 16, scope: !25)
!203 = !DILocation(line: 71, column: 41, scope: !25)
!204 = !DILocation(line: 71, column: 3, scope: !25)
!205 = !DILocalVariable(name: "recv_displs", scope: !25, file: !1, line: 72, type: !70)
!206 = !DILocation(line: 72, column: 8, scope: !25)
!207 = !DILocation(line: 72, column: 43, scope: !25)
!208 = !DILocation(line: 72, column: 41, scope: !25)
!209 = !DILocation(line: 72, column: 22, scope: !25)
!210 = !DILocalVariable(name: "total", scope: !25, file: !1, line: 73, type: !16)
!211 = !DILocation(line: 73, column: 7, scope: !25)
!212 = !DILocalVariable(name: "b", scope: !213, file: !1, line: 74, type: !16)
!213 = distinct !DILexicalBlock(scope: !25, file: !1, line: 74, column: 3)
!214 = !DILocation(line: 74, column: 12, scope: !213)
!215 = !DILocation(line: 74, column: 8, scope: !213)
!216 = !DILocation(line: 74, column: 19, scope: !217)
!217 = distinct !DILexicalBlock(scope: !213, file: !1, line: 74, column: 3)
!218 = !DILocation(line: 74, column: 23, scope: !217)
!219 = !DILocation(line: 74, column: 21, scope: !217)
!220 = !DILocation(line: 74, column: 3, scope: !213)
!221 = !DILocation(line: 75, column: 22, scope: !222)
!222 = distinct !DILexicalBlock(scope: !217, file: !1, line: 74, column: 34)
!223 = !DILocation(line: 75, column: 5, scope: !222)
!224 = !DILocation(line: 75, column: 17, scope: !222)
!225 = !DILocation(line: 75, column: 20, scope: !222)
!226 = !DILocation(line: 76, column: 14, scope: !222)
!227 = !DILocation(line: 76, column: 26, scope: !222)
!228 = !DILocation(line: 76, column: 11, scope: !222)
!229 = !DILocation(line: 77, column: 3, scope: !222)
!230 = !DILocation(line: 74, column: 30, scope: !217)
!231 = !DILocation(line: 74, column: 3, scope: !217)
!232 = distinct !{!232, !220, !233, !100}
!233 = !DILocation(line: 77, column: 3, scope: !213)
!234 = !DILocalVariable(name: "recv_keys", scope: !25, file: !1, line: 78, type: !70)
!235 = !DILocation(line: 78, column: 8, scope: !25)
!236 = !DILocation(line: 78, column: 42, scope: !25)
!237 = !DILocation(line: 78, column: 48, scope: !25)
!238 = !DILocation(line: 78, column: 41, scope: !25)
!239 = !DILocation(line: 78, column: 39, scope: !25)
!240 = !DILocation(line: 78, column: 20, scope: !25)
!241 = !DILocation(line: 79, column: 17, scope: !25)
!242 = !DILocation(line: 79, column: 28, scope: !25)
!243 = !DILocation(line: 79, column: 41, scope: !25)
!244 = !DILocation(line: 79, column: 63, scope: !25)
!245 = !DILocation(line: 80, column: 17, scope: !25)
!246 = !DILocation(line: 80, column: 30, scope: !25)
!247 = !DILocation(line: 79, column: 3, scope: !25)
!248 = !DILocalVariable(name: "low", scope: !25, file: !1, line: 83, type: !16)
!249 = !DILocation(line: 83, column: 7, scope: !25)
!250 = !DILocation(line: 83, column: 13, scope: !25)
!251 = !DILocation(line: 83, column: 20, scope: !25)
!252 = !DILocation(line: 83, column: 18, scope: !25)
!253 = !DILocalVariable(name: "histogram", scope: !25, file: !1, line: 84, type: !70)
!254 = !DILocation(line: 84, column: 8, scope: !25)
!255 = !DILocation(line: 84, column: 27, scope: !25)
!256 = !DILocation(line: 84, column: 20, scope: !25)
!257 = !DILocalVariable(name: "errors", scope: !25, file: !1, line: 85, type: !16)
!258 = !DILocation(line: 85, column: 7, scope: !25)
!259 = !DILocalVariable(name: "i", scope: !260, file: !1, line: 86, type: !16)
!260 = distinct !DILexicalBlock(scope: !25, file: !1, line: 86, column: 3)
!261 = !DILocation(line: 86, column: 12, scope: !260)
!262 = !DILocation(line: 86, column: 8, scope: !260)
!263 = !DILocation(line: 86, column: 19, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !1, line: 86, column: 3)
!265 = !DILocation(line: 86, column: 23, scope: !264)
!266 = !DILocation(line: 86, column: 21, scope: !264)
!267 = !DILocation(line: 86, column: 3, scope: !260)
!268 = !DILocalVariable(name: "k", scope: !269, file: !1, line: 87, type: !16)
!269 = distinct !DILexicalBlock(scope: !264, file: !1, line: 86, column: 35)
!270 = !DILocation(line: 87, column: 9, scope: !269)
!271 = !DILocation(line: 87, column: 13, scope: !269)
!272 = !DILocation(line: 87, column: 23, scope: !269)
!273 = !DILocation(line: 87, column: 28, scope: !269)
!274 = !DILocation(line: 87, column: 26, scope: !269)
!275 = !DILocation(line: 88, column: 9, scope: !276)
!276 = distinct !DILexicalBlock(scope: !269, file: !1, line: 88, column: 9)
!277 = !DILocation(line: 88, column: 11, scope: !276)
!278 = !DILocation(line: 88, column: 15, scope: !276)
!279 = !DILocation(line: 88, column: 18, scope: !276)
!280 = !DILocation(line: 88, column: 23, scope: !276)
!281 = !DILocation(line: 88, column: 20, scope: !276)
!282 = !DILocation(line: 88, column: 9, scope: !269)
!283 = !DILocation(line: 89, column: 13, scope: !276)
!284 = !DILocation(line: 89, column: 7, scope: !276)
!285 = !DILocation(line: 91, column: 7, scope: !276)
!286 = !DILocation(line: 91, column: 17, scope: !276)
!287 = !DILocation(line: 91, column: 19, scope: !276)
!288 = !DILocation(line: 92, column: 3, scope: !269)
!289 = !DILocation(line: 86, column: 31, scope: !264)
!290 = !DILocation(line: 86, column: 3, scope: !264)
!291 = distinct !{!291, !267, !292, !100}
!292 = !DILocation(line: 92, column: 3, scope: !260)
!293 = !DILocalVariable(name: "sorted", scope: !25, file: !1, line: 93, type: !70)
!294 = !DILocation(line: 93, column: 8, scope: !25)
!295 = !DILocation(line: 93, column: 39, scope: !25)
!296 = !DILocation(line: 93, column: 45, scope: !25)
!297 = !DILocation(line: 93, column: 38, scope: !25)
!298 = !DILocation(line: 93, column: 36, scope: !25)
!299 = !DILocation(line: 93, column: 17, scope: !25)
!300 = !DILocalVariable(name: "n", scope: !25, file: !1, line: 94, type: !16)
!301 = !DILocation(line: 94, column: 7, scope: !25)
!302 = !DILocalVariable(name: "k", scope: !303, file: !1, line: 95, type: !16)
!303 = distinct !DILexicalBlock(scope: !25, file: !1, line: 95, column: 3)
!304 = !DILocation(line: 95, column: 12, scope: !303)
!305 = !DILocation(line: 95, column: 8, scope: !303)
!306 = !DILocation(line: 95, column: 19, scope: !307)
!307 = distinct !DILexicalBlock(scope: !303, file: !1, line: 95, column: 3)
!308 = !DILocation(line: 95, column: 23, scope: !307)
!309 = !DILocation(line: 95, column: 21, scope: !307)
!310 = !DILocation(line: 95, column: 3, scope: !303)
!311 = !DILocalVariable(name: "c", scope: !312, file: !1, line: 96, type: !16)
!312 = distinct !DILexicalBlock(scope: !307, file: !1, line: 96, column: 5)
!313 = !DILocation(line: 96, column: 14, scope: !312)
!314 = !DILocation(line: 96, column: 10, scope: !312)
!315 = !DILocation(line: 96, column: 21, scope: !316)
!316 = distinct !DILexicalBlock(scope: !312, file: !1, line: 96, column: 5)
!317 = !DILocation(line: 96, column: 25, scope: !316)
!318 = !DILocation(line: 96, column: 35, scope: !316)
!319 = !DILocation(line: 96, column: 23, scope: !316)
!320 = !DILocation(line: 96, column: 5, scope: !312)
!321 = !DILocation(line: 97, column: 21, scope: !316)
!322 = !DILocation(line: 97, column: 27, scope: !316)
!323 = !DILocation(line: 97, column: 25, scope: !316)
!324 = !DILocation(line: 97, column: 7, scope: !316)
!325 = !DILocation(line: 97, column: 15, scope: !316)
!326 = !DILocation(line: 97, column: 19, scope: !316)
!327 = !DILocation(line: 96, column: 40, scope: !316)
!328 = !DILocation(line: 96, column: 5, scope: !316)
!329 = distinct !{!329, !320, !330, !100}
!330 = !DILocation(line: 97, column: 27, scope: !312)
!331 = !DILocation(line: 95, column: 31, scope: !307)
!332 = !DILocation(line: 95, column: 3, scope: !307)
!333 = distinct !{!333, !310, !334, !100}
!334 = !DILocation(line: 97, column: 27, scope: !303)
!335 = !DILocalVariable(name: "i", scope: !336, file: !1, line: 98, type: !16)
!336 = distinct !DILexicalBlock(scope: !25, file: !1, line: 98, column: 3)
!337 = !DILocation(line: 98, column: 12, scope: !336)
!338 = !DILocation(line: 98, column: 8, scope: !336)
!339 = !DILocation(line: 98, column: 19, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !1, line: 98, column: 3)
!341 = !DILocation(line: 98, column: 23, scope: !340)
!342 = !DILocation(line: 98, column: 21, scope: !340)
!343 = !DILocation(line: 98, column: 3, scope: !336)
!344 = !DILocation(line: 99, column: 9, scope: !345)
!345 = distinct !DILexicalBlock(scope: !340, file: !1, line: 99, column: 9)
!346 = !DILocation(line: 99, column: 16, scope: !345)
!347 = !DILocation(line: 99, column: 18, scope: !345)
!348 = !DILocation(line: 99, column: 25, scope: !345)
!349 = !DILocation(line: 99, column: 32, scope: !345)
!350 = !DILocation(line: 99, column: 23, scope: !345)
!351 = !DILocation(line: 99, column: 9, scope: !340)
!352 = !DILocation(line: 100, column: 13, scope: !345)
!353 = !DILocation(line: 100, column: 7, scope: !345)
!354 = !DILocation(line: 99, column: 33, scope: !345)
!355 = !DILocation(line: 98, column: 27, scope: !340)
!356 = !DILocation(line: 98, column: 3, scope: !340)
!357 = distinct !{!357, !343, !358, !100}
!358 = !DILocation(line: 100, column: 13, scope: !336)
!359 = !DILocalVariable(name: "local", scope: !25, file: !1, line: 103, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 128, elements: !361)
!361 = !{!362}
!362 = !DISubrange(count: 2)
!363 = !DILocation(line: 103, column: 13, scope: !25)
!364 = !DILocation(line: 103, column: 24, scope: !25)
!365 = !DILocation(line: 103, column: 25, scope: !25)
!366 = !DILocation(line: 103, column: 32, scope: !25)
!367 = !DILocalVariable(name: "global", scope: !25, file: !1, line: 103, type: !360)
!368 = !DILocation(line: 103, column: 41, scope: !25)
!369 = !DILocation(line: 104, column: 14, scope: !25)
!370 = !DILocation(line: 104, column: 21, scope: !25)
!371 = !DILocation(line: 104, column: 3, scope: !25)
!372 = !DILocalVariable(name: "local_min", scope: !25, file: !1, line: 105, type: !16)
!373 = !DILocation(line: 105, column: 7, scope: !25)
!374 = !DILocation(line: 105, column: 19, scope: !25)
!375 = !DILocalVariable(name: "local_max", scope: !25, file: !1, line: 105, type: !16)
!376 = !DILocation(line: 105, column: 26, scope: !25)
!377 = !DILocation(line: 105, column: 38, scope: !25)
!378 = !DILocalVariable(name: "min_keys", scope: !25, file: !1, line: 105, type: !16)
!379 = !DILocation(line: 105, column: 45, scope: !25)
!380 = !DILocalVariable(name: "max_keys", scope: !25, file: !1, line: 105, type: !16)
!381 = !DILocation(line: 105, column: 59, scope: !25)
!382 = !DILocation(line: 106, column: 14, scope: !25)
!383 = !DILocation(line: 106, column: 26, scope: !25)
!384 = !DILocation(line: 106, column: 3, scope: !25)
!385 = !DILocation(line: 107, column: 14, scope: !25)
!386 = !DILocation(line: 107, column: 26, scope: !25)
!387 = !DILocation(line: 107, column: 3, scope: !25)
!388 = !DILocation(line: 108, column: 7, scope: !389)
!389 = distinct !DILexicalBlock(scope: !25, file: !1, line: 108, column: 7)
!390 = !DILocation(line: 108, column: 12, scope: !389)
!391 = !DILocation(line: 108, column: 7, scope: !25)
!392 = !DILocation(line: 109, column: 64, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !1, line: 108, column: 18)
!394 = !DILocation(line: 109, column: 71, scope: !393)
!395 = !DILocation(line: 109, column: 78, scope: !393)
!396 = !DILocation(line: 109, column: 5, scope: !393)
!397 = !DILocation(line: 110, column: 65, scope: !393)
!398 = !DILocation(line: 111, column: 23, scope: !393)
!399 = !DILocation(line: 111, column: 12, scope: !393)
!400 = !DILocation(line: 111, column: 31, scope: !393)
!401 = !DILocation(line: 111, column: 29, scope: !393)
!402 = !DILocation(line: 111, column: 37, scope: !393)
!403 = !DILocation(line: 110, column: 5, scope: !393)
!404 = !DILocation(line: 112, column: 66, scope: !393)
!405 = !DILocation(line: 112, column: 76, scope: !393)
!406 = !DILocation(line: 112, column: 5, scope: !393)
!407 = !DILocation(line: 113, column: 20, scope: !393)
!408 = !DILocation(line: 113, column: 44, scope: !393)
!409 = !DILocation(line: 113, column: 33, scope: !393)
!410 = !DILocation(line: 113, column: 52, scope: !393)
!411 = !DILocation(line: 113, column: 50, scope: !393)
!412 = !DILocation(line: 113, column: 30, scope: !393)
!413 = !DILocation(line: 113, column: 57, scope: !393)
!414 = !DILocation(line: 113, column: 60, scope: !393)
!415 = !DILocation(line: 113, column: 70, scope: !393)
!416 = !DILocation(line: 0, scope: !393)
!417 = !DILocation(line: 113, column: 5, scope: !393)
!418 = !DILocation(line: 114, column: 3, scope: !393)
!419 = !DILocation(line: 115, column: 8, scope: !25)
!420 = !DILocation(line: 115, column: 3, scope: !25)
!421 = !DILocation(line: 116, column: 8, scope: !25)
!422 = !DILocation(line: 116, column: 3, scope: !25)
!423 = !DILocation(line: 117, column: 8, scope: !25)
!424 = !DILocation(line: 117, column: 3, scope: !25)
!425 = !DILocation(line: 118, column: 8, scope: !25)
!426 = !DILocation(line: 118, column: 3, scope: !25)
!427 = !DILocation(line: 119, column: 8, scope: !25)
!428 = !DILocation(line: 119, column: 3, scope: !25)
!429 = !DILocation(line: 120, column: 8, scope: !25)
!430 = !DILocation(line: 120, column: 3, scope: !25)
!431 = !DILocation(line: 121, column: 8, scope: !25)
!432 = !DILocation(line: 121, column: 3, scope: !25)
!433 = !DILocation(line: 122, column: 8, scope: !25)
!434 = !DILocation(line: 122, column: 3, scope: !25)
!435 = !DILocation(line: 123, column: 8, scope: !25)
!436 = !DILocation(line: 123, column: 3, scope: !25)
!437 = !DILocation(line: 124, column: 8, scope: !25)
!438 = !DILocation(line: 124, column: 3, scope: !25)
!439 = !DILocation(line: 125, column: 3, scope: !25)
!440 = !DILocation(line: 126, column: 3, scope: !25)
!441 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 14, type: !442, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!442 = !DISubroutineType(types: !443)
!443 = !{!16, !16, !28, !16, !16}
!444 = !DILocalVariable(name: "argc", arg: 1, scope: !441, file: !1, line: 14, type: !16)
!445 = !DILocation(line: 14, column: 28, scope: !441)
!446 = !DILocalVariable(name: "argv", arg: 2, scope: !441, file: !1, line: 14, type: !28)
!447 = !DILocation(line: 14, column: 41, scope: !441)
!448 = !DILocalVariable(name: "index", arg: 3, scope: !441, file: !1, line: 14, type: !16)
!449 = !DILocation(line: 14, column: 51, scope: !441)
!450 = !DILocalVariable(name: "fallback", arg: 4, scope: !441, file: !1, line: 14, type: !16)
!451 = !DILocation(line: 14, column: 62, scope: !441)
!452 = !DILocation(line: 15, column: 7, scope: !453)
!453 = distinct !DILexicalBlock(scope: !441, file: !1, line: 15, column: 7)
!454 = !DILocation(line: 15, column: 16, scope: !453)
!455 = !DILocation(line: 15, column: 13, scope: !453)
!456 = !DILocation(line: 15, column: 7, scope: !441)
!457 = !DILocation(line: 16, column: 12, scope: !453)
!458 = !DILocation(line: 16, column: 5, scope: !453)
!459 = !DILocalVariable(name: "s", scope: !441, file: !1, line: 17, type: !460)
!460 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !461, size: 64)
!461 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!462 = !DILocation(line: 17, column: 15, scope: !441)
!463 = !DILocation(line: 17, column: 19, scope: !441)
!464 = !DILocation(line: 17, column: 24, scope: !441)
!465 = !DILocalVariable(name: "value", scope: !441, file: !1, line: 18, type: !16)
!466 = !DILocation(line: 18, column: 7, scope: !441)
!467 = !DILocation(line: 19, column: 8, scope: !468)
!468 = distinct !DILexicalBlock(scope: !441, file: !1, line: 19, column: 7)
!469 = !DILocation(line: 19, column: 7, scope: !468)
!470 = !DILocation(line: 19, column: 10, scope: !468)
!471 = !DILocation(line: 19, column: 7, scope: !441)
!472 = !DILocation(line: 20, column: 12, scope: !468)
!473 = !DILocation(line: 20, column: 5, scope: !468)
!474 = !DILocation(line: 21, column: 3, scope: !441)
!475 = !DILocation(line: 21, column: 11, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !1, line: 21, column: 3)
!477 = distinct !DILexicalBlock(scope: !441, file: !1, line: 21, column: 3)
!478 = !DILocation(line: 21, column: 10, scope: !476)
!479 = !DILocation(line: 21, column: 3, scope: !477)
!480 = !DILocation(line: 22, column: 10, scope: !481)
!481 = distinct !DILexicalBlock(scope: !482, file: !1, line: 22, column: 9)
!482 = distinct !DILexicalBlock(scope: !476, file: !1, line: 21, column: 19)
!483 = !DILocation(line: 22, column: 9, scope: !481)
!484 = !DILocation(line: 22, column: 12, scope: !481)
!485 = !DILocation(line: 22, column: 18, scope: !481)
!486 = !DILocation(line: 22, column: 22, scope: !481)
!487 = !DILocation(line: 22, column: 21, scope: !481)
!488 = !DILocation(line: 22, column: 24, scope: !481)
!489 = !DILocation(line: 22, column: 9, scope: !482)
!490 = !DILocation(line: 23, column: 14, scope: !481)
!491 = !DILocation(line: 23, column: 7, scope: !481)
!492 = !DILocation(line: 24, column: 13, scope: !482)
!493 = !DILocation(line: 24, column: 19, scope: !482)
!494 = !DILocation(line: 24, column: 28, scope: !482)
!495 = !DILocation(line: 24, column: 27, scope: !482)
!496 = !DILocation(line: 24, column: 30, scope: !482)
!497 = !DILocation(line: 24, column: 24, scope: !482)
!498 = !DILocation(line: 24, column: 11, scope: !482)
!499 = !DILocation(line: 25, column: 3, scope: !482)
!500 = !DILocation(line: 21, column: 15, scope: !476)
!501 = !DILocation(line: 21, column: 3, scope: !476)
!502 = distinct !{!502, !479, !503, !100}
!503 = !DILocation(line: 25, column: 3, scope: !477)
!504 = !DILocation(line: 26, column: 10, scope: !441)
!505 = !DILocation(line: 26, column: 3, scope: !441)
!506 = !DILocation(line: 27, column: 1, scope: !441)
!507 = distinct !DISubprogram(name: "next_key", scope: !1, file: !1, line: 30, type: !508, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !31)
!508 = !DISubroutineType(types: !509)
!509 = !{!16, !510, !16}
!510 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!511 = !DILocalVariable(name: "state", arg: 1, scope: !507, file: !1, line: 30, type: !510)
!512 = !DILocation(line: 30, column: 31, scope: !507)
!513 = !DILocalVariable(name: "range", arg: 2, scope: !507, file: !1, line: 30, type: !16)
!514 = !DILocation(line: 30, column: 42, scope: !507)
!515 = !DILocation(line: 31, column: 13, scope: !507)
!516 = !DILocation(line: 31, column: 12, scope: !507)
!517 = !DILocation(line: 31, column: 19, scope: !507)
!518 = !DILocation(line: 31, column: 33, scope: !507)
!519 = !DILocation(line: 31, column: 4, scope: !507)
!520 = !DILocation(line: 31, column: 10, scope: !507)
!521 = !DILocation(line: 32, column: 18, scope: !507)
!522 = !DILocation(line: 32, column: 17, scope: !507)
!523 = !DILocation(line: 32, column: 24, scope: !507)
!524 = !DILocation(line: 32, column: 42, scope: !507)
!525 = !DILocation(line: 32, column: 30, scope: !507)
!526 = !DILocation(line: 32, column: 3, scope: !507)
