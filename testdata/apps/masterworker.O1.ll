; ModuleID = 'masterworker.c'
source_filename = "masterworker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ompi_predefined_communicator_t = type opaque
%struct.ompi_predefined_datatype_t = type opaque
%struct.ompi_status_public_t = type { i32, i32, i32, i32, i64 }
%struct.ompi_communicator_t = type opaque
%struct.summary = type { i32, i64, i64 }
%struct.ompi_datatype_t = type opaque

@ompi_mpi_comm_world = external global %struct.ompi_predefined_communicator_t, align 1
@ompi_mpi_int = external global %struct.ompi_predefined_datatype_t, align 1
@ompi_mpi_long_long_int = external global %struct.ompi_predefined_datatype_t, align 1
@.str = private unnamed_addr constant [47 x i8] c"masterworker: %d ranks (%d workers), %d tasks\0A\00", align 1
@.str.1 = private unnamed_addr constant [55 x i8] c"task %2d: start %lld steps %d peak %lld checksum %lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [63 x i8] c"results received: %d, total steps %lld, overall checksum %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"[time] %.6f s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.ompi_status_public_t, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.ompi_status_public_t, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !49, metadata !DIExpression()), !dbg !98
  store i32 %0, i32* %3, align 4, !tbaa !99
  call void @llvm.dbg.value(metadata i8** %1, metadata !50, metadata !DIExpression()), !dbg !98
  store i8** %1, i8*** %4, align 8, !tbaa !103
  %12 = bitcast i32* %5 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #8, !dbg !105
  %13 = bitcast i32* %6 to i8*, !dbg !105
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %13) #8, !dbg !105
  call void @llvm.dbg.value(metadata i32* %3, metadata !49, metadata !DIExpression(DW_OP_deref)), !dbg !98
  call void @llvm.dbg.value(metadata i8*** %4, metadata !50, metadata !DIExpression(DW_OP_deref)), !dbg !98
  %14 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #8, !dbg !106
  call void @llvm.dbg.value(metadata i32* %5, metadata !51, metadata !DIExpression(DW_OP_deref)), !dbg !98
  %15 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #8, !dbg !107
  call void @llvm.dbg.value(metadata i32* %6, metadata !52, metadata !DIExpression(DW_OP_deref)), !dbg !98
  %16 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #8, !dbg !108
  %17 = load i32, i32* %3, align 4, !dbg !109, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %17, metadata !49, metadata !DIExpression()), !dbg !98
  %18 = load i8**, i8*** %4, align 8, !dbg !110, !tbaa !103
  call void @llvm.dbg.value(metadata i8** %18, metadata !50, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %17, metadata !111, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i8** %18, metadata !116, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 1, metadata !117, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 40, metadata !118, metadata !DIExpression()), !dbg !123
  %19 = icmp sgt i32 %17, 1, !dbg !125
  br i1 %19, label %20, label %39, !dbg !127

20:                                               ; preds = %2
  %21 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !128
  %22 = load i8*, i8** %21, align 8, !dbg !128, !tbaa !103
  call void @llvm.dbg.value(metadata i8* %22, metadata !119, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !123
  %23 = load i8, i8* %22, align 1, !dbg !129, !tbaa !131
  %24 = icmp eq i8 %23, 0, !dbg !132
  br i1 %24, label %39, label %25, !dbg !133

25:                                               ; preds = %20, %31
  %26 = phi i8 [ %37, %31 ], [ %23, %20 ]
  %27 = phi i32 [ %35, %31 ], [ 0, %20 ]
  %28 = phi i8* [ %36, %31 ], [ %22, %20 ]
  call void @llvm.dbg.value(metadata i32 %27, metadata !122, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i8* %28, metadata !119, metadata !DIExpression()), !dbg !123
  %29 = add i8 %26, -58, !dbg !134
  %30 = icmp ult i8 %29, -10, !dbg !134
  br i1 %30, label %39, label %31, !dbg !134

31:                                               ; preds = %25
  %32 = sext i8 %26 to i32, !dbg !139
  %33 = mul nsw i32 %27, 10, !dbg !140
  %34 = add nsw i32 %32, -48, !dbg !141
  %35 = add i32 %34, %33, !dbg !142
  call void @llvm.dbg.value(metadata i32 %35, metadata !122, metadata !DIExpression()), !dbg !123
  %36 = getelementptr inbounds i8, i8* %28, i64 1, !dbg !143
  call void @llvm.dbg.value(metadata i8* %36, metadata !119, metadata !DIExpression()), !dbg !123
  %37 = load i8, i8* %36, align 1, !dbg !144, !tbaa !131
  %38 = icmp eq i8 %37, 0, !dbg !145
  br i1 %38, label %39, label %25, !dbg !145, !llvm.loop !146

39:                                               ; preds = %25, %31, %2, %20
  %40 = phi i32 [ 40, %2 ], [ 40, %20 ], [ 40, %25 ], [ %35, %31 ], !dbg !123
  call void @llvm.dbg.value(metadata i32 %40, metadata !53, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %17, metadata !49, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i8** %18, metadata !50, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i32 %17, metadata !111, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i8** %18, metadata !116, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 2, metadata !117, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 27, metadata !118, metadata !DIExpression()), !dbg !150
  %41 = icmp sgt i32 %17, 2, !dbg !152
  br i1 %41, label %42, label %61, !dbg !153

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8*, i8** %18, i64 2, !dbg !154
  %44 = load i8*, i8** %43, align 8, !dbg !154, !tbaa !103
  call void @llvm.dbg.value(metadata i8* %44, metadata !119, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !150
  %45 = load i8, i8* %44, align 1, !dbg !155, !tbaa !131
  %46 = icmp eq i8 %45, 0, !dbg !156
  br i1 %46, label %61, label %47, !dbg !157

47:                                               ; preds = %42, %53
  %48 = phi i8 [ %59, %53 ], [ %45, %42 ]
  %49 = phi i32 [ %57, %53 ], [ 0, %42 ]
  %50 = phi i8* [ %58, %53 ], [ %44, %42 ]
  call void @llvm.dbg.value(metadata i32 %49, metadata !122, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.value(metadata i8* %50, metadata !119, metadata !DIExpression()), !dbg !150
  %51 = add i8 %48, -58, !dbg !158
  %52 = icmp ult i8 %51, -10, !dbg !158
  br i1 %52, label %61, label %53, !dbg !158

53:                                               ; preds = %47
  %54 = sext i8 %48 to i32, !dbg !159
  %55 = mul nsw i32 %49, 10, !dbg !160
  %56 = add nsw i32 %54, -48, !dbg !161
  %57 = add i32 %56, %55, !dbg !162
  call void @llvm.dbg.value(metadata i32 %57, metadata !122, metadata !DIExpression()), !dbg !150
  %58 = getelementptr inbounds i8, i8* %50, i64 1, !dbg !163
  call void @llvm.dbg.value(metadata i8* %58, metadata !119, metadata !DIExpression()), !dbg !150
  %59 = load i8, i8* %58, align 1, !dbg !164, !tbaa !131
  %60 = icmp eq i8 %59, 0, !dbg !165
  br i1 %60, label %61, label %47, !dbg !165, !llvm.loop !166

61:                                               ; preds = %47, %53, %39, %42
  %62 = phi i32 [ 27, %39 ], [ 27, %42 ], [ 27, %47 ], [ %57, %53 ], !dbg !150
  call void @llvm.dbg.value(metadata i32 %62, metadata !54, metadata !DIExpression()), !dbg !98
  %63 = call noalias dereferenceable_or_null(8192) i8* @malloc(i64 noundef 8192) #8, !dbg !168
  %64 = bitcast i8* %63 to i64*, !dbg !168
  call void @llvm.dbg.value(metadata i64* %64, metadata !55, metadata !DIExpression()), !dbg !98
  %65 = call double @MPI_Wtime() #8, !dbg !169
  call void @llvm.dbg.value(metadata double %65, metadata !57, metadata !DIExpression()), !dbg !98
  %66 = load i32, i32* %5, align 4, !dbg !170, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %66, metadata !51, metadata !DIExpression()), !dbg !98
  %67 = icmp eq i32 %66, 0, !dbg !171
  br i1 %67, label %73, label %68, !dbg !172

68:                                               ; preds = %61
  %69 = bitcast i32* %10 to i8*
  %70 = bitcast %struct.ompi_status_public_t* %11 to i8*
  %71 = getelementptr inbounds %struct.ompi_status_public_t, %struct.ompi_status_public_t* %11, i64 0, i32 1
  %72 = sext i32 %62 to i64
  br label %278, !dbg !173

73:                                               ; preds = %61
  %74 = add nsw i32 %40, 1, !dbg !174
  %75 = sext i32 %74 to i64, !dbg !175
  %76 = mul nsw i64 %75, 24, !dbg !176
  %77 = call noalias i8* @malloc(i64 noundef %76) #8, !dbg !177
  %78 = bitcast i8* %77 to %struct.summary*, !dbg !177
  call void @llvm.dbg.value(metadata %struct.summary* %78, metadata !59, metadata !DIExpression()), !dbg !178
  %79 = bitcast i32* %7 to i8*, !dbg !179
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %79) #8, !dbg !179
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !178
  store i32 0, i32* %7, align 4, !dbg !180, !tbaa !99
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !178
  %80 = load i32, i32* %6, align 4, !dbg !181, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %80, metadata !52, metadata !DIExpression()), !dbg !98
  %81 = icmp eq i32 %80, 1, !dbg !182
  br i1 %81, label %85, label %82, !dbg !183

82:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 1, metadata !78, metadata !DIExpression()), !dbg !184
  %83 = load i32, i32* %6, align 4, !dbg !185, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %83, metadata !52, metadata !DIExpression()), !dbg !98
  %84 = icmp sgt i32 %83, 1, !dbg !187
  br i1 %84, label %158, label %151, !dbg !188

85:                                               ; preds = %73
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !200
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !202
  %86 = icmp sgt i32 %40, 0, !dbg !203
  br i1 %86, label %87, label %234, !dbg !204

87:                                               ; preds = %85
  %88 = sext i32 %62 to i64
  %89 = zext i32 %40 to i64, !dbg !203
  br label %90, !dbg !204

90:                                               ; preds = %87, %140
  %91 = phi i64 [ 0, %87 ], [ %149, %140 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !70, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !178
  call void @llvm.dbg.value(metadata i64 %91, metadata !71, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i64 %91, metadata !205, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 %62, metadata !210, metadata !DIExpression()), !dbg !211
  %92 = mul nuw nsw i64 %91, 37, !dbg !213
  %93 = add nsw i64 %92, %88, !dbg !214
  %94 = trunc i64 %91 to i32, !dbg !215
  %95 = urem i32 %94, 5, !dbg !215
  %96 = mul nuw nsw i32 %95, 1000, !dbg !216
  %97 = zext i32 %96 to i64, !dbg !217
  %98 = add nsw i64 %93, %97, !dbg !218
  call void @llvm.dbg.value(metadata i64 %91, metadata !219, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i64 %98, metadata !224, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i64* %64, metadata !225, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 1024, metadata !226, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 1, metadata !227, metadata !DIExpression()), !dbg !229
  store i64 %91, i64* %64, align 8, !dbg !231, !tbaa !232
  call void @llvm.dbg.value(metadata i64 %98, metadata !228, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 1, metadata !227, metadata !DIExpression()), !dbg !229
  br label %99, !dbg !234

99:                                               ; preds = %113, %90
  %100 = phi i64 [ 1, %90 ], [ %102, %113 ]
  %101 = phi i64 [ %98, %90 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !228, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i64 %100, metadata !227, metadata !DIExpression()), !dbg !229
  %102 = add nuw nsw i64 %100, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %102, metadata !227, metadata !DIExpression()), !dbg !229
  %103 = getelementptr inbounds i64, i64* %64, i64 %100, !dbg !237
  store i64 %101, i64* %103, align 8, !dbg !238, !tbaa !232
  %104 = icmp eq i64 %101, 1, !dbg !239
  br i1 %104, label %116, label %105, !dbg !241

105:                                              ; preds = %99
  %106 = and i64 %101, 1, !dbg !242
  %107 = icmp eq i64 %106, 0, !dbg !242
  br i1 %107, label %108, label %110, !dbg !243

108:                                              ; preds = %105
  %109 = sdiv i64 %101, 2, !dbg !244
  br label %113, !dbg !243

110:                                              ; preds = %105
  %111 = mul nsw i64 %101, 3, !dbg !245
  %112 = add nsw i64 %111, 1, !dbg !246
  br label %113, !dbg !243

113:                                              ; preds = %110, %108
  %114 = phi i64 [ %109, %108 ], [ %112, %110 ], !dbg !243
  call void @llvm.dbg.value(metadata i64 %114, metadata !228, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i64 %102, metadata !227, metadata !DIExpression()), !dbg !229
  %115 = icmp eq i64 %102, 1024, !dbg !247
  br i1 %115, label %118, label %99, !dbg !234, !llvm.loop !248

116:                                              ; preds = %99
  %117 = trunc i64 %102 to i32, !dbg !241
  br label %118, !dbg !250

118:                                              ; preds = %113, %116
  %119 = phi i32 [ %117, %116 ], [ 1024, %113 ], !dbg !235
  call void @llvm.dbg.value(metadata i32 %119, metadata !227, metadata !DIExpression()), !dbg !229
  call void @llvm.dbg.value(metadata i32 %119, metadata !75, metadata !DIExpression()), !dbg !251
  %120 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %91, !dbg !250
  call void @llvm.dbg.value(metadata i64* %64, metadata !196, metadata !DIExpression()) #8, !dbg !200
  call void @llvm.dbg.value(metadata i32 %119, metadata !197, metadata !DIExpression()) #8, !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !200
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !200
  %121 = add nsw i32 %119, -2, !dbg !252
  call void @llvm.dbg.value(metadata i32 %121, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !200
  call void @llvm.dbg.value(metadata i32 1, metadata !198, metadata !DIExpression()) #8, !dbg !253
  %122 = icmp sgt i32 %119, 1, !dbg !254
  br i1 %122, label %123, label %140, !dbg !256

123:                                              ; preds = %118
  %124 = zext i32 %119 to i64, !dbg !254
  br label %125, !dbg !256

125:                                              ; preds = %125, %123
  %126 = phi i64 [ 0, %123 ], [ %133, %125 ], !dbg !200
  %127 = phi i64 [ 1, %123 ], [ %138, %125 ]
  %128 = phi i64 [ 0, %123 ], [ %137, %125 ]
  %129 = phi i64 [ 0, %123 ], [ %134, %125 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 %127, metadata !198, metadata !DIExpression()) #8, !dbg !253
  %130 = getelementptr inbounds i64, i64* %64, i64 %127, !dbg !257
  %131 = load i64, i64* %130, align 8, !dbg !257, !tbaa !232, !noalias !260
  %132 = icmp sgt i64 %131, %129, !dbg !263
  %133 = select i1 %132, i64 %131, i64 %126, !dbg !264
  %134 = select i1 %132, i64 %131, i64 %129, !dbg !264
  call void @llvm.dbg.value(metadata i64 %133, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  %135 = mul nsw i64 %128, 131, !dbg !265
  %136 = add nsw i64 %131, %135, !dbg !266
  %137 = srem i64 %136, 1000000007, !dbg !267
  %138 = add nuw nsw i64 %127, 1, !dbg !268
  call void @llvm.dbg.value(metadata i64 %138, metadata !198, metadata !DIExpression()) #8, !dbg !253
  %139 = icmp eq i64 %138, %124, !dbg !254
  br i1 %139, label %140, label %125, !dbg !256, !llvm.loop !269

140:                                              ; preds = %125, %118
  %141 = phi i64 [ 0, %118 ], [ %133, %125 ], !dbg !200
  %142 = phi i64 [ 0, %118 ], [ %137, %125 ], !dbg !200
  call void @llvm.dbg.value(metadata i64 %142, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 %141, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  %143 = bitcast %struct.summary* %120 to i8*, !dbg !271
  %144 = getelementptr inbounds %struct.summary, %struct.summary* %120, i64 0, i32 0, !dbg !271
  store i32 %121, i32* %144, align 8, !dbg !271, !tbaa.struct !272
  %145 = getelementptr inbounds i8, i8* %143, i64 4, !dbg !271
  %146 = bitcast i8* %145 to i32*, !dbg !271
  store i32 0, i32* %146, align 4, !dbg !271, !tbaa.struct !273
  %147 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %91, i32 1, !dbg !271
  store i64 %141, i64* %147, align 8, !dbg !271, !tbaa.struct !274
  %148 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %91, i32 2, !dbg !271
  store i64 %142, i64* %148, align 8, !dbg !271, !tbaa.struct !275
  %149 = add nuw nsw i64 %91, 1, !dbg !276
  call void @llvm.dbg.value(metadata i64 %149, metadata !70, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !178
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !200
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !200
  call void @llvm.dbg.value(metadata i64 %149, metadata !71, metadata !DIExpression()), !dbg !202
  %150 = icmp eq i64 %149, %89, !dbg !203
  br i1 %150, label %234, label %90, !dbg !204, !llvm.loop !277

151:                                              ; preds = %170, %82
  %152 = phi i32 [ 0, %82 ], [ %171, %170 ], !dbg !178
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i32 %152, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !178
  %153 = icmp sgt i32 %152, 0, !dbg !283
  br i1 %153, label %154, label %234, !dbg !284

154:                                              ; preds = %151
  %155 = bitcast %struct.ompi_status_public_t* %8 to i8*
  %156 = bitcast i32* %9 to i8*
  %157 = getelementptr inbounds %struct.ompi_status_public_t, %struct.ompi_status_public_t* %8, i64 0, i32 0
  br label %175, !dbg !284

158:                                              ; preds = %82, %170
  %159 = phi i32 [ %171, %170 ], [ 0, %82 ]
  %160 = phi i32 [ %172, %170 ], [ 1, %82 ]
  call void @llvm.dbg.value(metadata i32 %159, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %160, metadata !78, metadata !DIExpression()), !dbg !184
  %161 = load i32, i32* %7, align 4, !dbg !285, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %161, metadata !68, metadata !DIExpression()), !dbg !178
  %162 = icmp slt i32 %161, %40, !dbg !288
  call void @llvm.dbg.value(metadata i32* %7, metadata !68, metadata !DIExpression(DW_OP_deref)), !dbg !178
  call void @llvm.dbg.value(metadata i32* %7, metadata !68, metadata !DIExpression(DW_OP_deref)), !dbg !178
  br i1 %162, label %163, label %168, !dbg !289

163:                                              ; preds = %158
  %164 = call i32 @MPI_Send(i8* noundef nonnull %79, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %160, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !290
  %165 = load i32, i32* %7, align 4, !dbg !292, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %165, metadata !68, metadata !DIExpression()), !dbg !178
  %166 = add nsw i32 %165, 1, !dbg !292
  call void @llvm.dbg.value(metadata i32 %166, metadata !68, metadata !DIExpression()), !dbg !178
  store i32 %166, i32* %7, align 4, !dbg !292, !tbaa !99
  %167 = add nsw i32 %159, 1, !dbg !293
  call void @llvm.dbg.value(metadata i32 %167, metadata !69, metadata !DIExpression()), !dbg !178
  br label %170, !dbg !294

168:                                              ; preds = %158
  %169 = call i32 @MPI_Send(i8* noundef nonnull %79, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %160, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !295
  br label %170

170:                                              ; preds = %163, %168
  %171 = phi i32 [ %167, %163 ], [ %159, %168 ], !dbg !178
  call void @llvm.dbg.value(metadata i32 %171, metadata !69, metadata !DIExpression()), !dbg !178
  %172 = add nuw nsw i32 %160, 1, !dbg !297
  call void @llvm.dbg.value(metadata i32 %172, metadata !78, metadata !DIExpression()), !dbg !184
  %173 = load i32, i32* %6, align 4, !dbg !185, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %173, metadata !52, metadata !DIExpression()), !dbg !98
  %174 = icmp slt i32 %172, %173, !dbg !187
  br i1 %174, label %158, label %151, !dbg !188, !llvm.loop !298

175:                                              ; preds = %154, %231
  %176 = phi i32 [ %152, %154 ], [ %232, %231 ]
  %177 = phi i32 [ 0, %154 ], [ %222, %231 ]
  call void @llvm.dbg.value(metadata i32 %176, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %177, metadata !70, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %155) #8, !dbg !300
  call void @llvm.dbg.declare(metadata %struct.ompi_status_public_t* %8, metadata !81, metadata !DIExpression()), !dbg !301
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %156) #8, !dbg !302
  %178 = call i32 @MPI_Probe(i32 noundef -1, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef nonnull %8) #8, !dbg !303
  call void @llvm.dbg.value(metadata i32* %9, metadata !83, metadata !DIExpression(DW_OP_deref)), !dbg !304
  %179 = call i32 @MPI_Get_count(%struct.ompi_status_public_t* noundef nonnull %8, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32* noundef nonnull %9) #8, !dbg !305
  %180 = load i32, i32* %157, align 8, !dbg !306, !tbaa !307
  call void @llvm.dbg.value(metadata i32 %180, metadata !84, metadata !DIExpression()), !dbg !304
  %181 = load i32, i32* %9, align 4, !dbg !310, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %181, metadata !83, metadata !DIExpression()), !dbg !304
  %182 = call i32 @MPI_Recv(i8* noundef %63, i32 noundef %181, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef %180, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #8, !dbg !311
  %183 = add nsw i32 %176, -1, !dbg !312
  call void @llvm.dbg.value(metadata i32 %183, metadata !69, metadata !DIExpression()), !dbg !178
  %184 = load i64, i64* %64, align 8, !dbg !313, !tbaa !232
  %185 = trunc i64 %184 to i32, !dbg !314
  call void @llvm.dbg.value(metadata i32 %185, metadata !85, metadata !DIExpression()), !dbg !304
  %186 = icmp sgt i32 %185, -1, !dbg !315
  br i1 %186, label %187, label %221, !dbg !316

187:                                              ; preds = %175
  %188 = icmp sgt i32 %40, %185, !dbg !317
  %189 = load i32, i32* %9, align 4
  call void @llvm.dbg.value(metadata i32 %189, metadata !83, metadata !DIExpression()), !dbg !304
  %190 = icmp sgt i32 %189, 1
  %191 = select i1 %188, i1 %190, i1 false, !dbg !318
  br i1 %191, label %192, label %221, !dbg !318

192:                                              ; preds = %187
  %193 = shl i64 %184, 32, !dbg !319
  %194 = ashr exact i64 %193, 32, !dbg !319
  %195 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %194, !dbg !319
  call void @llvm.dbg.value(metadata i32 %189, metadata !83, metadata !DIExpression()), !dbg !304
  call void @llvm.dbg.value(metadata i64* %64, metadata !196, metadata !DIExpression()) #8, !dbg !279
  call void @llvm.dbg.value(metadata i32 %189, metadata !197, metadata !DIExpression()) #8, !dbg !279
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i32 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 0, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i32 %213, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i32 1, metadata !198, metadata !DIExpression()) #8, !dbg !320
  %196 = zext i32 %189 to i64, !dbg !321
  br label %197, !dbg !322

197:                                              ; preds = %197, %192
  %198 = phi i64 [ 0, %192 ], [ %205, %197 ], !dbg !279
  %199 = phi i64 [ 1, %192 ], [ %210, %197 ]
  %200 = phi i64 [ 0, %192 ], [ %209, %197 ]
  %201 = phi i64 [ 0, %192 ], [ %206, %197 ]
  call void @llvm.dbg.value(metadata i64 %198, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 %199, metadata !198, metadata !DIExpression()) #8, !dbg !320
  %202 = getelementptr inbounds i64, i64* %64, i64 %199, !dbg !323
  %203 = load i64, i64* %202, align 8, !dbg !323, !tbaa !232, !noalias !324
  %204 = icmp sgt i64 %203, %201, !dbg !327
  %205 = select i1 %204, i64 %203, i64 %198, !dbg !328
  %206 = select i1 %204, i64 %203, i64 %201, !dbg !328
  call void @llvm.dbg.value(metadata i64 %205, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  %207 = mul nsw i64 %200, 131, !dbg !329
  %208 = add nsw i64 %203, %207, !dbg !330
  %209 = srem i64 %208, 1000000007, !dbg !331
  %210 = add nuw nsw i64 %199, 1, !dbg !332
  call void @llvm.dbg.value(metadata i64 %210, metadata !198, metadata !DIExpression()) #8, !dbg !320
  %211 = icmp eq i64 %210, %196, !dbg !321
  br i1 %211, label %212, label %197, !dbg !322, !llvm.loop !333

212:                                              ; preds = %197
  %213 = add nsw i32 %189, -2, !dbg !335
  call void @llvm.dbg.value(metadata i64 %209, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 %209, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 %205, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  %214 = bitcast %struct.summary* %195 to i8*, !dbg !336
  %215 = getelementptr inbounds %struct.summary, %struct.summary* %195, i64 0, i32 0, !dbg !336
  store i32 %213, i32* %215, align 8, !dbg !336, !tbaa.struct !272
  %216 = getelementptr inbounds i8, i8* %214, i64 4, !dbg !336
  %217 = bitcast i8* %216 to i32*, !dbg !336
  store i32 0, i32* %217, align 4, !dbg !336, !tbaa.struct !273
  %218 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %194, i32 1, !dbg !336
  store i64 %205, i64* %218, align 8, !dbg !336, !tbaa.struct !274
  %219 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %194, i32 2, !dbg !336
  store i64 %209, i64* %219, align 8, !dbg !336, !tbaa.struct !275
  %220 = add nsw i32 %177, 1, !dbg !337
  call void @llvm.dbg.value(metadata i32 %220, metadata !70, metadata !DIExpression()), !dbg !178
  br label %221, !dbg !338

221:                                              ; preds = %212, %187, %175
  %222 = phi i32 [ %220, %212 ], [ %177, %187 ], [ %177, %175 ], !dbg !178
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i32 %222, metadata !70, metadata !DIExpression()), !dbg !178
  %223 = load i32, i32* %7, align 4, !dbg !339, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %223, metadata !68, metadata !DIExpression()), !dbg !178
  %224 = icmp slt i32 %223, %40, !dbg !341
  call void @llvm.dbg.value(metadata i32* %7, metadata !68, metadata !DIExpression(DW_OP_deref)), !dbg !178
  call void @llvm.dbg.value(metadata i32* %7, metadata !68, metadata !DIExpression(DW_OP_deref)), !dbg !178
  br i1 %224, label %225, label %229, !dbg !342

225:                                              ; preds = %221
  %226 = call i32 @MPI_Send(i8* noundef nonnull %79, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %180, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !343
  %227 = load i32, i32* %7, align 4, !dbg !345, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %227, metadata !68, metadata !DIExpression()), !dbg !178
  %228 = add nsw i32 %227, 1, !dbg !345
  call void @llvm.dbg.value(metadata i32 %228, metadata !68, metadata !DIExpression()), !dbg !178
  store i32 %228, i32* %7, align 4, !dbg !345, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %176, metadata !69, metadata !DIExpression()), !dbg !178
  br label %231, !dbg !346

229:                                              ; preds = %221
  %230 = call i32 @MPI_Send(i8* noundef nonnull %79, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %180, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !347
  br label %231

231:                                              ; preds = %229, %225
  %232 = phi i32 [ %176, %225 ], [ %183, %229 ], !dbg !304
  call void @llvm.dbg.value(metadata i32 %232, metadata !69, metadata !DIExpression()), !dbg !178
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %156) #8, !dbg !349
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %155) #8, !dbg !349
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i64 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !279
  call void @llvm.dbg.value(metadata i32 undef, metadata !189, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !279
  call void @llvm.dbg.value(metadata i32 %222, metadata !70, metadata !DIExpression()), !dbg !178
  %233 = icmp sgt i32 %232, 0, !dbg !283
  br i1 %233, label %175, label %234, !dbg !284, !llvm.loop !350

234:                                              ; preds = %231, %140, %151, %85
  %235 = phi i32 [ 0, %85 ], [ 0, %151 ], [ %40, %140 ], [ %222, %231 ], !dbg !351
  call void @llvm.dbg.value(metadata i32 %235, metadata !70, metadata !DIExpression()), !dbg !178
  %236 = call double @MPI_Wtime() #8, !dbg !352
  %237 = fsub double %236, %65, !dbg !353
  call void @llvm.dbg.value(metadata double %237, metadata !86, metadata !DIExpression()), !dbg !178
  %238 = load i32, i32* %6, align 4, !dbg !354, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %238, metadata !52, metadata !DIExpression()), !dbg !98
  %239 = icmp sgt i32 %238, 1, !dbg !355
  %240 = add nsw i32 %238, -1, !dbg !356
  %241 = select i1 %239, i32 %240, i32 0, !dbg !356
  %242 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([47 x i8], [47 x i8]* @.str, i64 0, i64 0), i32 noundef %238, i32 noundef %241, i32 noundef %40), !dbg !357
  call void @llvm.dbg.value(metadata i64 0, metadata !87, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 0, metadata !88, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !358
  %243 = icmp sgt i32 %40, 0, !dbg !359
  br i1 %243, label %244, label %247, !dbg !361

244:                                              ; preds = %234
  %245 = sext i32 %62 to i64
  %246 = zext i32 %40 to i64, !dbg !359
  br label %252, !dbg !361

247:                                              ; preds = %252, %234
  %248 = phi i64 [ 0, %234 ], [ %272, %252 ], !dbg !178
  %249 = phi i64 [ 0, %234 ], [ %275, %252 ], !dbg !178
  %250 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([63 x i8], [63 x i8]* @.str.2, i64 0, i64 0), i32 noundef %235, i64 noundef %248, i64 noundef %249), !dbg !362
  %251 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.3, i64 0, i64 0), double noundef %237), !dbg !363
  call void @free(i8* noundef %77) #8, !dbg !364
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %79) #8, !dbg !365
  br label %316, !dbg !366

252:                                              ; preds = %244, %252
  %253 = phi i64 [ 0, %244 ], [ %276, %252 ]
  %254 = phi i64 [ 0, %244 ], [ %275, %252 ]
  %255 = phi i64 [ 0, %244 ], [ %272, %252 ]
  call void @llvm.dbg.value(metadata i64 %253, metadata !89, metadata !DIExpression()), !dbg !358
  call void @llvm.dbg.value(metadata i64 %254, metadata !88, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %255, metadata !87, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %253, metadata !205, metadata !DIExpression()), !dbg !367
  call void @llvm.dbg.value(metadata i32 %62, metadata !210, metadata !DIExpression()), !dbg !367
  %256 = mul nuw nsw i64 %253, 37, !dbg !370
  %257 = add nsw i64 %256, %245, !dbg !371
  %258 = trunc i64 %253 to i32, !dbg !372
  %259 = urem i32 %258, 5, !dbg !372
  %260 = mul nuw nsw i32 %259, 1000, !dbg !373
  %261 = zext i32 %260 to i64, !dbg !374
  %262 = add nsw i64 %257, %261, !dbg !375
  %263 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %253, i32 0, !dbg !376
  %264 = load i32, i32* %263, align 8, !dbg !376, !tbaa !377
  %265 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %253, i32 1, !dbg !379
  %266 = load i64, i64* %265, align 8, !dbg !379, !tbaa !380
  %267 = getelementptr inbounds %struct.summary, %struct.summary* %78, i64 %253, i32 2, !dbg !381
  %268 = load i64, i64* %267, align 8, !dbg !381, !tbaa !382
  %269 = trunc i64 %253 to i32, !dbg !383
  %270 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([55 x i8], [55 x i8]* @.str.1, i64 0, i64 0), i32 noundef %269, i64 noundef %262, i32 noundef %264, i64 noundef %266, i64 noundef %268), !dbg !383
  %271 = sext i32 %264 to i64, !dbg !384
  %272 = add nsw i64 %255, %271, !dbg !385
  call void @llvm.dbg.value(metadata i64 %272, metadata !87, metadata !DIExpression()), !dbg !178
  %273 = mul nsw i64 %254, 7, !dbg !386
  %274 = add nsw i64 %268, %273, !dbg !387
  %275 = srem i64 %274, 1000000007, !dbg !388
  call void @llvm.dbg.value(metadata i64 %275, metadata !88, metadata !DIExpression()), !dbg !178
  %276 = add nuw nsw i64 %253, 1, !dbg !389
  call void @llvm.dbg.value(metadata i64 %276, metadata !89, metadata !DIExpression()), !dbg !358
  %277 = icmp eq i64 %276, %246, !dbg !359
  br i1 %277, label %247, label %252, !dbg !361, !llvm.loop !390

278:                                              ; preds = %68, %310
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %69) #8, !dbg !392
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %70) #8, !dbg !393
  call void @llvm.dbg.declare(metadata %struct.ompi_status_public_t* %11, metadata !96, metadata !DIExpression()), !dbg !394
  call void @llvm.dbg.value(metadata i32* %10, metadata !91, metadata !DIExpression(DW_OP_deref)), !dbg !395
  %279 = call i32 @MPI_Recv(i8* noundef nonnull %69, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef 0, i32 noundef -1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef nonnull %11) #8, !dbg !396
  %280 = load i32, i32* %71, align 4, !dbg !397, !tbaa !399
  %281 = icmp eq i32 %280, 2, !dbg !400
  br i1 %281, label %313, label %282, !dbg !173

282:                                              ; preds = %278
  %283 = load i32, i32* %10, align 4, !dbg !401, !tbaa !99
  call void @llvm.dbg.value(metadata i32 %283, metadata !91, metadata !DIExpression()), !dbg !395
  call void @llvm.dbg.value(metadata i32 %283, metadata !205, metadata !DIExpression()), !dbg !402
  call void @llvm.dbg.value(metadata i32 %62, metadata !210, metadata !DIExpression()), !dbg !402
  %284 = sext i32 %283 to i64, !dbg !404
  %285 = mul nsw i64 %284, 37, !dbg !405
  %286 = add nsw i64 %285, %72, !dbg !406
  %287 = srem i32 %283, 5, !dbg !407
  %288 = mul nsw i32 %287, 1000, !dbg !408
  %289 = sext i32 %288 to i64, !dbg !409
  %290 = add nsw i64 %286, %289, !dbg !410
  call void @llvm.dbg.value(metadata i32 %283, metadata !219, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i64 %290, metadata !224, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i64* %64, metadata !225, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i32 1024, metadata !226, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i32 0, metadata !227, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i32 1, metadata !227, metadata !DIExpression()), !dbg !411
  store i64 %284, i64* %64, align 8, !dbg !413, !tbaa !232
  call void @llvm.dbg.value(metadata i64 %290, metadata !228, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i32 1, metadata !227, metadata !DIExpression()), !dbg !411
  br label %291, !dbg !414

291:                                              ; preds = %305, %282
  %292 = phi i64 [ 1, %282 ], [ %294, %305 ]
  %293 = phi i64 [ %290, %282 ], [ %306, %305 ]
  call void @llvm.dbg.value(metadata i64 %293, metadata !228, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i64 %292, metadata !227, metadata !DIExpression()), !dbg !411
  %294 = add nuw nsw i64 %292, 1, !dbg !415
  call void @llvm.dbg.value(metadata i64 %294, metadata !227, metadata !DIExpression()), !dbg !411
  %295 = getelementptr inbounds i64, i64* %64, i64 %292, !dbg !416
  store i64 %293, i64* %295, align 8, !dbg !417, !tbaa !232
  %296 = icmp eq i64 %293, 1, !dbg !418
  br i1 %296, label %308, label %297, !dbg !419

297:                                              ; preds = %291
  %298 = and i64 %293, 1, !dbg !420
  %299 = icmp eq i64 %298, 0, !dbg !420
  br i1 %299, label %300, label %302, !dbg !421

300:                                              ; preds = %297
  %301 = sdiv i64 %293, 2, !dbg !422
  br label %305, !dbg !421

302:                                              ; preds = %297
  %303 = mul nsw i64 %293, 3, !dbg !423
  %304 = add nsw i64 %303, 1, !dbg !424
  br label %305, !dbg !421

305:                                              ; preds = %302, %300
  %306 = phi i64 [ %301, %300 ], [ %304, %302 ], !dbg !421
  call void @llvm.dbg.value(metadata i64 %306, metadata !228, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i64 %294, metadata !227, metadata !DIExpression()), !dbg !411
  %307 = icmp eq i64 %294, 1024, !dbg !425
  br i1 %307, label %310, label %291, !dbg !414, !llvm.loop !426

308:                                              ; preds = %291
  %309 = trunc i64 %294 to i32, !dbg !419
  br label %310, !dbg !428

310:                                              ; preds = %305, %308
  %311 = phi i32 [ %309, %308 ], [ 1024, %305 ], !dbg !415
  call void @llvm.dbg.value(metadata i32 %311, metadata !227, metadata !DIExpression()), !dbg !411
  call void @llvm.dbg.value(metadata i32 %311, metadata !97, metadata !DIExpression()), !dbg !395
  %312 = call i32 @MPI_Send(i8* noundef %63, i32 noundef %311, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_long_long_int to %struct.ompi_datatype_t*), i32 noundef 0, i32 noundef 3, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !428
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %70) #8, !dbg !429
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %69) #8, !dbg !429
  br i1 %281, label %316, label %278

313:                                              ; preds = %278
  %314 = bitcast i32* %10 to i8*, !dbg !392
  %315 = bitcast %struct.ompi_status_public_t* %11 to i8*, !dbg !393
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %315) #8, !dbg !429
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %314) #8, !dbg !429
  br label %316

316:                                              ; preds = %310, %313, %247
  call void @free(i8* noundef %63) #8, !dbg !430
  %317 = call i32 @MPI_Finalize() #8, !dbg !431
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %13) #8, !dbg !432
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #8, !dbg !432
  ret i32 0, !dbg !432
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !433 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !439 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !442 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !443 double @MPI_Wtime() local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !446 i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !451 i32 @MPI_Probe(i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

declare !dbg !454 i32 @MPI_Get_count(%struct.ompi_status_public_t* noundef, %struct.ompi_datatype_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !459 i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare !dbg !462 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !12, splitDebugInlining: false, nameTableKind: None)
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
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 71, type: !43, scopeLine: 71, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{!26, !26, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49, !50, !51, !52, !53, !54, !55, !57, !59, !68, !69, !70, !71, !75, !78, !81, !83, !84, !85, !86, !87, !88, !89, !91, !96, !97}
!49 = !DILocalVariable(name: "argc", arg: 1, scope: !42, file: !1, line: 71, type: !26)
!50 = !DILocalVariable(name: "argv", arg: 2, scope: !42, file: !1, line: 71, type: !45)
!51 = !DILocalVariable(name: "rank", scope: !42, file: !1, line: 72, type: !26)
!52 = !DILocalVariable(name: "size", scope: !42, file: !1, line: 72, type: !26)
!53 = !DILocalVariable(name: "tasks", scope: !42, file: !1, line: 77, type: !26)
!54 = !DILocalVariable(name: "first", scope: !42, file: !1, line: 78, type: !26)
!55 = !DILocalVariable(name: "buffer", scope: !42, file: !1, line: 79, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!57 = !DILocalVariable(name: "start", scope: !42, file: !1, line: 80, type: !58)
!58 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!59 = !DILocalVariable(name: "results", scope: !60, file: !1, line: 83, type: !62)
!60 = distinct !DILexicalBlock(scope: !61, file: !1, line: 82, column: 18)
!61 = distinct !DILexicalBlock(scope: !42, file: !1, line: 82, column: 7)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "summary", file: !1, line: 53, size: 192, elements: !64)
!64 = !{!65, !66, !67}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !63, file: !1, line: 54, baseType: !26, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "peak", scope: !63, file: !1, line: 55, baseType: !34, size: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !63, file: !1, line: 56, baseType: !34, size: 64, offset: 128)
!68 = !DILocalVariable(name: "next_task", scope: !60, file: !1, line: 84, type: !26)
!69 = !DILocalVariable(name: "outstanding", scope: !60, file: !1, line: 84, type: !26)
!70 = !DILocalVariable(name: "received", scope: !60, file: !1, line: 84, type: !26)
!71 = !DILocalVariable(name: "t", scope: !72, file: !1, line: 86, type: !26)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 86, column: 7)
!73 = distinct !DILexicalBlock(scope: !74, file: !1, line: 85, column: 20)
!74 = distinct !DILexicalBlock(scope: !60, file: !1, line: 85, column: 9)
!75 = !DILocalVariable(name: "len", scope: !76, file: !1, line: 87, type: !26)
!76 = distinct !DILexicalBlock(scope: !77, file: !1, line: 86, column: 39)
!77 = distinct !DILexicalBlock(scope: !72, file: !1, line: 86, column: 7)
!78 = !DILocalVariable(name: "w", scope: !79, file: !1, line: 93, type: !26)
!79 = distinct !DILexicalBlock(scope: !80, file: !1, line: 93, column: 7)
!80 = distinct !DILexicalBlock(scope: !74, file: !1, line: 91, column: 12)
!81 = !DILocalVariable(name: "status", scope: !82, file: !1, line: 103, type: !22)
!82 = distinct !DILexicalBlock(scope: !80, file: !1, line: 102, column: 31)
!83 = !DILocalVariable(name: "count", scope: !82, file: !1, line: 104, type: !26)
!84 = !DILocalVariable(name: "worker", scope: !82, file: !1, line: 107, type: !26)
!85 = !DILocalVariable(name: "task", scope: !82, file: !1, line: 111, type: !26)
!86 = !DILocalVariable(name: "elapsed", scope: !60, file: !1, line: 125, type: !58)
!87 = !DILocalVariable(name: "total_steps", scope: !60, file: !1, line: 129, type: !34)
!88 = !DILocalVariable(name: "overall", scope: !60, file: !1, line: 129, type: !34)
!89 = !DILocalVariable(name: "t", scope: !90, file: !1, line: 130, type: !26)
!90 = distinct !DILexicalBlock(scope: !60, file: !1, line: 130, column: 5)
!91 = !DILocalVariable(name: "task", scope: !92, file: !1, line: 143, type: !26)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 142, column: 14)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 142, column: 5)
!94 = distinct !DILexicalBlock(scope: !95, file: !1, line: 142, column: 5)
!95 = distinct !DILexicalBlock(scope: !61, file: !1, line: 141, column: 10)
!96 = !DILocalVariable(name: "status", scope: !92, file: !1, line: 144, type: !22)
!97 = !DILocalVariable(name: "len", scope: !92, file: !1, line: 148, type: !26)
!98 = !DILocation(line: 0, scope: !42)
!99 = !{!100, !100, i64 0}
!100 = !{!"int", !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !{!104, !104, i64 0}
!104 = !{!"any pointer", !101, i64 0}
!105 = !DILocation(line: 72, column: 3, scope: !42)
!106 = !DILocation(line: 73, column: 3, scope: !42)
!107 = !DILocation(line: 74, column: 3, scope: !42)
!108 = !DILocation(line: 75, column: 3, scope: !42)
!109 = !DILocation(line: 77, column: 27, scope: !42)
!110 = !DILocation(line: 77, column: 33, scope: !42)
!111 = !DILocalVariable(name: "argc", arg: 1, scope: !112, file: !1, line: 17, type: !26)
!112 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 17, type: !113, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !115)
!113 = !DISubroutineType(types: !114)
!114 = !{!26, !26, !45, !26, !26}
!115 = !{!111, !116, !117, !118, !119, !122}
!116 = !DILocalVariable(name: "argv", arg: 2, scope: !112, file: !1, line: 17, type: !45)
!117 = !DILocalVariable(name: "index", arg: 3, scope: !112, file: !1, line: 17, type: !26)
!118 = !DILocalVariable(name: "fallback", arg: 4, scope: !112, file: !1, line: 17, type: !26)
!119 = !DILocalVariable(name: "s", scope: !112, file: !1, line: 20, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!122 = !DILocalVariable(name: "value", scope: !112, file: !1, line: 21, type: !26)
!123 = !DILocation(line: 0, scope: !112, inlinedAt: !124)
!124 = distinct !DILocation(line: 77, column: 15, scope: !42)
!125 = !DILocation(line: 18, column: 13, scope: !126, inlinedAt: !124)
!126 = distinct !DILexicalBlock(scope: !112, file: !1, line: 18, column: 7)
!127 = !DILocation(line: 18, column: 7, scope: !112, inlinedAt: !124)
!128 = !DILocation(line: 20, column: 19, scope: !112, inlinedAt: !124)
!129 = !DILocation(line: 22, column: 7, scope: !130, inlinedAt: !124)
!130 = distinct !DILexicalBlock(scope: !112, file: !1, line: 22, column: 7)
!131 = !{!101, !101, i64 0}
!132 = !DILocation(line: 22, column: 10, scope: !130, inlinedAt: !124)
!133 = !DILocation(line: 22, column: 7, scope: !112, inlinedAt: !124)
!134 = !DILocation(line: 25, column: 18, scope: !135, inlinedAt: !124)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 25, column: 9)
!136 = distinct !DILexicalBlock(scope: !137, file: !1, line: 24, column: 19)
!137 = distinct !DILexicalBlock(scope: !138, file: !1, line: 24, column: 3)
!138 = distinct !DILexicalBlock(scope: !112, file: !1, line: 24, column: 3)
!139 = !DILocation(line: 25, column: 9, scope: !135, inlinedAt: !124)
!140 = !DILocation(line: 27, column: 19, scope: !136, inlinedAt: !124)
!141 = !DILocation(line: 27, column: 30, scope: !136, inlinedAt: !124)
!142 = !DILocation(line: 27, column: 24, scope: !136, inlinedAt: !124)
!143 = !DILocation(line: 24, column: 15, scope: !137, inlinedAt: !124)
!144 = !DILocation(line: 24, column: 10, scope: !137, inlinedAt: !124)
!145 = !DILocation(line: 24, column: 3, scope: !138, inlinedAt: !124)
!146 = distinct !{!146, !145, !147, !148, !149}
!147 = !DILocation(line: 28, column: 3, scope: !138, inlinedAt: !124)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !{!"llvm.loop.unroll.disable"}
!150 = !DILocation(line: 0, scope: !112, inlinedAt: !151)
!151 = distinct !DILocation(line: 78, column: 15, scope: !42)
!152 = !DILocation(line: 18, column: 13, scope: !126, inlinedAt: !151)
!153 = !DILocation(line: 18, column: 7, scope: !112, inlinedAt: !151)
!154 = !DILocation(line: 20, column: 19, scope: !112, inlinedAt: !151)
!155 = !DILocation(line: 22, column: 7, scope: !130, inlinedAt: !151)
!156 = !DILocation(line: 22, column: 10, scope: !130, inlinedAt: !151)
!157 = !DILocation(line: 22, column: 7, scope: !112, inlinedAt: !151)
!158 = !DILocation(line: 25, column: 18, scope: !135, inlinedAt: !151)
!159 = !DILocation(line: 25, column: 9, scope: !135, inlinedAt: !151)
!160 = !DILocation(line: 27, column: 19, scope: !136, inlinedAt: !151)
!161 = !DILocation(line: 27, column: 30, scope: !136, inlinedAt: !151)
!162 = !DILocation(line: 27, column: 24, scope: !136, inlinedAt: !151)
!163 = !DILocation(line: 24, column: 15, scope: !137, inlinedAt: !151)
!164 = !DILocation(line: 24, column: 10, scope: !137, inlinedAt: !151)
!165 = !DILocation(line: 24, column: 3, scope: !138, inlinedAt: !151)
!166 = distinct !{!166, !165, !167, !148, !149}
!167 = !DILocation(line: 28, column: 3, scope: !138, inlinedAt: !151)
!168 = !DILocation(line: 79, column: 23, scope: !42)
!169 = !DILocation(line: 80, column: 18, scope: !42)
!170 = !DILocation(line: 82, column: 7, scope: !61)
!171 = !DILocation(line: 82, column: 12, scope: !61)
!172 = !DILocation(line: 82, column: 7, scope: !42)
!173 = !DILocation(line: 146, column: 11, scope: !92)
!174 = !DILocation(line: 83, column: 70, scope: !60)
!175 = !DILocation(line: 83, column: 63, scope: !60)
!176 = !DILocation(line: 83, column: 61, scope: !60)
!177 = !DILocation(line: 83, column: 31, scope: !60)
!178 = !DILocation(line: 0, scope: !60)
!179 = !DILocation(line: 84, column: 5, scope: !60)
!180 = !DILocation(line: 84, column: 9, scope: !60)
!181 = !DILocation(line: 85, column: 9, scope: !74)
!182 = !DILocation(line: 85, column: 14, scope: !74)
!183 = !DILocation(line: 85, column: 9, scope: !60)
!184 = !DILocation(line: 0, scope: !79)
!185 = !DILocation(line: 93, column: 27, scope: !186)
!186 = distinct !DILexicalBlock(scope: !79, file: !1, line: 93, column: 7)
!187 = !DILocation(line: 93, column: 25, scope: !186)
!188 = !DILocation(line: 93, column: 7, scope: !79)
!189 = !DILocalVariable(name: "s", scope: !190, file: !1, line: 60, type: !63)
!190 = distinct !DISubprogram(name: "summarize", scope: !1, file: !1, line: 59, type: !191, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !195)
!191 = !DISubroutineType(types: !192)
!192 = !{!63, !193, !26}
!193 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!194 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!195 = !{!196, !197, !189, !198}
!196 = !DILocalVariable(name: "result", arg: 1, scope: !190, file: !1, line: 59, type: !193)
!197 = !DILocalVariable(name: "len", arg: 2, scope: !190, file: !1, line: 59, type: !26)
!198 = !DILocalVariable(name: "i", scope: !199, file: !1, line: 61, type: !26)
!199 = distinct !DILexicalBlock(scope: !190, file: !1, line: 61, column: 3)
!200 = !DILocation(line: 0, scope: !190, inlinedAt: !201)
!201 = distinct !DILocation(line: 88, column: 22, scope: !76)
!202 = !DILocation(line: 0, scope: !72)
!203 = !DILocation(line: 86, column: 25, scope: !77)
!204 = !DILocation(line: 86, column: 7, scope: !72)
!205 = !DILocalVariable(name: "task", arg: 1, scope: !206, file: !1, line: 33, type: !26)
!206 = distinct !DISubprogram(name: "start_of", scope: !1, file: !1, line: 33, type: !207, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !209)
!207 = !DISubroutineType(types: !208)
!208 = !{!34, !26, !26}
!209 = !{!205, !210}
!210 = !DILocalVariable(name: "first", arg: 2, scope: !206, file: !1, line: 33, type: !26)
!211 = !DILocation(line: 0, scope: !206, inlinedAt: !212)
!212 = distinct !DILocation(line: 87, column: 33, scope: !76)
!213 = !DILocation(line: 34, column: 45, scope: !206, inlinedAt: !212)
!214 = !DILocation(line: 34, column: 27, scope: !206, inlinedAt: !212)
!215 = !DILocation(line: 34, column: 58, scope: !206, inlinedAt: !212)
!216 = !DILocation(line: 34, column: 63, scope: !206, inlinedAt: !212)
!217 = !DILocation(line: 34, column: 52, scope: !206, inlinedAt: !212)
!218 = !DILocation(line: 34, column: 50, scope: !206, inlinedAt: !212)
!219 = !DILocalVariable(name: "task", arg: 1, scope: !220, file: !1, line: 40, type: !26)
!220 = distinct !DISubprogram(name: "trajectory", scope: !1, file: !1, line: 40, type: !221, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!26, !26, !34, !56, !26}
!223 = !{!219, !224, !225, !226, !227, !228}
!224 = !DILocalVariable(name: "start", arg: 2, scope: !220, file: !1, line: 40, type: !34)
!225 = !DILocalVariable(name: "out", arg: 3, scope: !220, file: !1, line: 40, type: !56)
!226 = !DILocalVariable(name: "capacity", arg: 4, scope: !220, file: !1, line: 40, type: !26)
!227 = !DILocalVariable(name: "len", scope: !220, file: !1, line: 41, type: !26)
!228 = !DILocalVariable(name: "v", scope: !220, file: !1, line: 43, type: !34)
!229 = !DILocation(line: 0, scope: !220, inlinedAt: !230)
!230 = distinct !DILocation(line: 87, column: 19, scope: !76)
!231 = !DILocation(line: 42, column: 14, scope: !220, inlinedAt: !230)
!232 = !{!233, !233, i64 0}
!233 = !{!"long long", !101, i64 0}
!234 = !DILocation(line: 44, column: 3, scope: !220, inlinedAt: !230)
!235 = !DILocation(line: 45, column: 12, scope: !236, inlinedAt: !230)
!236 = distinct !DILexicalBlock(scope: !220, file: !1, line: 44, column: 26)
!237 = !DILocation(line: 45, column: 5, scope: !236, inlinedAt: !230)
!238 = !DILocation(line: 45, column: 16, scope: !236, inlinedAt: !230)
!239 = !DILocation(line: 46, column: 11, scope: !240, inlinedAt: !230)
!240 = distinct !DILexicalBlock(scope: !236, file: !1, line: 46, column: 9)
!241 = !DILocation(line: 46, column: 9, scope: !236, inlinedAt: !230)
!242 = !DILocation(line: 48, column: 16, scope: !236, inlinedAt: !230)
!243 = !DILocation(line: 48, column: 9, scope: !236, inlinedAt: !230)
!244 = !DILocation(line: 48, column: 26, scope: !236, inlinedAt: !230)
!245 = !DILocation(line: 48, column: 34, scope: !236, inlinedAt: !230)
!246 = !DILocation(line: 48, column: 38, scope: !236, inlinedAt: !230)
!247 = !DILocation(line: 44, column: 14, scope: !220, inlinedAt: !230)
!248 = distinct !{!248, !234, !249, !148, !149}
!249 = !DILocation(line: 49, column: 3, scope: !220, inlinedAt: !230)
!250 = !DILocation(line: 88, column: 9, scope: !76)
!251 = !DILocation(line: 0, scope: !76)
!252 = !DILocation(line: 60, column: 27, scope: !190, inlinedAt: !201)
!253 = !DILocation(line: 0, scope: !199, inlinedAt: !201)
!254 = !DILocation(line: 61, column: 21, scope: !255, inlinedAt: !201)
!255 = distinct !DILexicalBlock(scope: !199, file: !1, line: 61, column: 3)
!256 = !DILocation(line: 61, column: 3, scope: !199, inlinedAt: !201)
!257 = !DILocation(line: 62, column: 9, scope: !258, inlinedAt: !201)
!258 = distinct !DILexicalBlock(scope: !259, file: !1, line: 62, column: 9)
!259 = distinct !DILexicalBlock(scope: !255, file: !1, line: 61, column: 33)
!260 = !{!261}
!261 = distinct !{!261, !262, !"summarize: argument 0"}
!262 = distinct !{!262, !"summarize"}
!263 = !DILocation(line: 62, column: 19, scope: !258, inlinedAt: !201)
!264 = !DILocation(line: 62, column: 9, scope: !259, inlinedAt: !201)
!265 = !DILocation(line: 64, column: 30, scope: !259, inlinedAt: !201)
!266 = !DILocation(line: 64, column: 36, scope: !259, inlinedAt: !201)
!267 = !DILocation(line: 64, column: 49, scope: !259, inlinedAt: !201)
!268 = !DILocation(line: 61, column: 29, scope: !255, inlinedAt: !201)
!269 = distinct !{!269, !256, !270, !148, !149}
!270 = !DILocation(line: 65, column: 3, scope: !199, inlinedAt: !201)
!271 = !DILocation(line: 88, column: 22, scope: !76)
!272 = !{i64 0, i64 4, !99, i64 8, i64 8, !232, i64 16, i64 8, !232}
!273 = !{i64 4, i64 8, !232, i64 12, i64 8, !232}
!274 = !{i64 0, i64 8, !232, i64 8, i64 8, !232}
!275 = !{i64 0, i64 8, !232}
!276 = !DILocation(line: 86, column: 35, scope: !77)
!277 = distinct !{!277, !204, !278, !148, !149}
!278 = !DILocation(line: 90, column: 7, scope: !72)
!279 = !DILocation(line: 0, scope: !190, inlinedAt: !280)
!280 = distinct !DILocation(line: 113, column: 27, scope: !281)
!281 = distinct !DILexicalBlock(scope: !282, file: !1, line: 112, column: 54)
!282 = distinct !DILexicalBlock(scope: !82, file: !1, line: 112, column: 13)
!283 = !DILocation(line: 102, column: 26, scope: !80)
!284 = !DILocation(line: 102, column: 7, scope: !80)
!285 = !DILocation(line: 94, column: 13, scope: !286)
!286 = distinct !DILexicalBlock(scope: !287, file: !1, line: 94, column: 13)
!287 = distinct !DILexicalBlock(scope: !186, file: !1, line: 93, column: 38)
!288 = !DILocation(line: 94, column: 23, scope: !286)
!289 = !DILocation(line: 94, column: 13, scope: !287)
!290 = !DILocation(line: 95, column: 11, scope: !291)
!291 = distinct !DILexicalBlock(scope: !286, file: !1, line: 94, column: 32)
!292 = !DILocation(line: 96, column: 20, scope: !291)
!293 = !DILocation(line: 97, column: 22, scope: !291)
!294 = !DILocation(line: 98, column: 9, scope: !291)
!295 = !DILocation(line: 99, column: 11, scope: !296)
!296 = distinct !DILexicalBlock(scope: !286, file: !1, line: 98, column: 16)
!297 = !DILocation(line: 93, column: 34, scope: !186)
!298 = distinct !{!298, !188, !299, !148, !149}
!299 = !DILocation(line: 101, column: 7, scope: !79)
!300 = !DILocation(line: 103, column: 9, scope: !82)
!301 = !DILocation(line: 103, column: 20, scope: !82)
!302 = !DILocation(line: 104, column: 9, scope: !82)
!303 = !DILocation(line: 105, column: 9, scope: !82)
!304 = !DILocation(line: 0, scope: !82)
!305 = !DILocation(line: 106, column: 9, scope: !82)
!306 = !DILocation(line: 107, column: 29, scope: !82)
!307 = !{!308, !100, i64 0}
!308 = !{!"ompi_status_public_t", !100, i64 0, !100, i64 4, !100, i64 8, !100, i64 12, !309, i64 16}
!309 = !{!"long", !101, i64 0}
!310 = !DILocation(line: 108, column: 26, scope: !82)
!311 = !DILocation(line: 108, column: 9, scope: !82)
!312 = !DILocation(line: 110, column: 20, scope: !82)
!313 = !DILocation(line: 111, column: 25, scope: !82)
!314 = !DILocation(line: 111, column: 20, scope: !82)
!315 = !DILocation(line: 112, column: 18, scope: !282)
!316 = !DILocation(line: 112, column: 23, scope: !282)
!317 = !DILocation(line: 112, column: 31, scope: !282)
!318 = !DILocation(line: 112, column: 39, scope: !282)
!319 = !DILocation(line: 113, column: 11, scope: !281)
!320 = !DILocation(line: 0, scope: !199, inlinedAt: !280)
!321 = !DILocation(line: 61, column: 21, scope: !255, inlinedAt: !280)
!322 = !DILocation(line: 61, column: 3, scope: !199, inlinedAt: !280)
!323 = !DILocation(line: 62, column: 9, scope: !258, inlinedAt: !280)
!324 = !{!325}
!325 = distinct !{!325, !326, !"summarize: argument 0"}
!326 = distinct !{!326, !"summarize"}
!327 = !DILocation(line: 62, column: 19, scope: !258, inlinedAt: !280)
!328 = !DILocation(line: 62, column: 9, scope: !259, inlinedAt: !280)
!329 = !DILocation(line: 64, column: 30, scope: !259, inlinedAt: !280)
!330 = !DILocation(line: 64, column: 36, scope: !259, inlinedAt: !280)
!331 = !DILocation(line: 64, column: 49, scope: !259, inlinedAt: !280)
!332 = !DILocation(line: 61, column: 29, scope: !255, inlinedAt: !280)
!333 = distinct !{!333, !322, !334, !148, !149}
!334 = !DILocation(line: 65, column: 3, scope: !199, inlinedAt: !280)
!335 = !DILocation(line: 60, column: 27, scope: !190, inlinedAt: !280)
!336 = !DILocation(line: 113, column: 27, scope: !281)
!337 = !DILocation(line: 114, column: 19, scope: !281)
!338 = !DILocation(line: 115, column: 9, scope: !281)
!339 = !DILocation(line: 116, column: 13, scope: !340)
!340 = distinct !DILexicalBlock(scope: !82, file: !1, line: 116, column: 13)
!341 = !DILocation(line: 116, column: 23, scope: !340)
!342 = !DILocation(line: 116, column: 13, scope: !82)
!343 = !DILocation(line: 117, column: 11, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !1, line: 116, column: 32)
!345 = !DILocation(line: 118, column: 20, scope: !344)
!346 = !DILocation(line: 120, column: 9, scope: !344)
!347 = !DILocation(line: 121, column: 11, scope: !348)
!348 = distinct !DILexicalBlock(scope: !340, file: !1, line: 120, column: 16)
!349 = !DILocation(line: 123, column: 7, scope: !80)
!350 = distinct !{!350, !284, !349, !148, !149}
!351 = !DILocation(line: 84, column: 41, scope: !60)
!352 = !DILocation(line: 125, column: 22, scope: !60)
!353 = !DILocation(line: 125, column: 34, scope: !60)
!354 = !DILocation(line: 127, column: 63, scope: !60)
!355 = !DILocation(line: 128, column: 17, scope: !60)
!356 = !DILocation(line: 128, column: 12, scope: !60)
!357 = !DILocation(line: 127, column: 5, scope: !60)
!358 = !DILocation(line: 0, scope: !90)
!359 = !DILocation(line: 130, column: 23, scope: !360)
!360 = distinct !DILexicalBlock(scope: !90, file: !1, line: 130, column: 5)
!361 = !DILocation(line: 130, column: 5, scope: !90)
!362 = !DILocation(line: 137, column: 5, scope: !60)
!363 = !DILocation(line: 139, column: 5, scope: !60)
!364 = !DILocation(line: 140, column: 5, scope: !60)
!365 = !DILocation(line: 141, column: 3, scope: !61)
!366 = !DILocation(line: 141, column: 3, scope: !60)
!367 = !DILocation(line: 0, scope: !206, inlinedAt: !368)
!368 = distinct !DILocation(line: 132, column: 14, scope: !369)
!369 = distinct !DILexicalBlock(scope: !360, file: !1, line: 130, column: 37)
!370 = !DILocation(line: 34, column: 45, scope: !206, inlinedAt: !368)
!371 = !DILocation(line: 34, column: 27, scope: !206, inlinedAt: !368)
!372 = !DILocation(line: 34, column: 58, scope: !206, inlinedAt: !368)
!373 = !DILocation(line: 34, column: 63, scope: !206, inlinedAt: !368)
!374 = !DILocation(line: 34, column: 52, scope: !206, inlinedAt: !368)
!375 = !DILocation(line: 34, column: 50, scope: !206, inlinedAt: !368)
!376 = !DILocation(line: 132, column: 45, scope: !369)
!377 = !{!378, !100, i64 0}
!378 = !{!"summary", !100, i64 0, !233, i64 8, !233, i64 16}
!379 = !DILocation(line: 132, column: 63, scope: !369)
!380 = !{!378, !233, i64 8}
!381 = !DILocation(line: 133, column: 25, scope: !369)
!382 = !{!378, !233, i64 16}
!383 = !DILocation(line: 131, column: 7, scope: !369)
!384 = !DILocation(line: 134, column: 22, scope: !369)
!385 = !DILocation(line: 134, column: 19, scope: !369)
!386 = !DILocation(line: 135, column: 26, scope: !369)
!387 = !DILocation(line: 135, column: 30, scope: !369)
!388 = !DILocation(line: 135, column: 53, scope: !369)
!389 = !DILocation(line: 130, column: 33, scope: !360)
!390 = distinct !{!390, !361, !391, !148, !149}
!391 = !DILocation(line: 136, column: 5, scope: !90)
!392 = !DILocation(line: 143, column: 7, scope: !92)
!393 = !DILocation(line: 144, column: 7, scope: !92)
!394 = !DILocation(line: 144, column: 18, scope: !92)
!395 = !DILocation(line: 0, scope: !92)
!396 = !DILocation(line: 145, column: 7, scope: !92)
!397 = !DILocation(line: 146, column: 18, scope: !398)
!398 = distinct !DILexicalBlock(scope: !92, file: !1, line: 146, column: 11)
!399 = !{!308, !100, i64 4}
!400 = !DILocation(line: 146, column: 26, scope: !398)
!401 = !DILocation(line: 148, column: 28, scope: !92)
!402 = !DILocation(line: 0, scope: !206, inlinedAt: !403)
!403 = distinct !DILocation(line: 148, column: 34, scope: !92)
!404 = !DILocation(line: 34, column: 29, scope: !206, inlinedAt: !403)
!405 = !DILocation(line: 34, column: 45, scope: !206, inlinedAt: !403)
!406 = !DILocation(line: 34, column: 27, scope: !206, inlinedAt: !403)
!407 = !DILocation(line: 34, column: 58, scope: !206, inlinedAt: !403)
!408 = !DILocation(line: 34, column: 63, scope: !206, inlinedAt: !403)
!409 = !DILocation(line: 34, column: 52, scope: !206, inlinedAt: !403)
!410 = !DILocation(line: 34, column: 50, scope: !206, inlinedAt: !403)
!411 = !DILocation(line: 0, scope: !220, inlinedAt: !412)
!412 = distinct !DILocation(line: 148, column: 17, scope: !92)
!413 = !DILocation(line: 42, column: 14, scope: !220, inlinedAt: !412)
!414 = !DILocation(line: 44, column: 3, scope: !220, inlinedAt: !412)
!415 = !DILocation(line: 45, column: 12, scope: !236, inlinedAt: !412)
!416 = !DILocation(line: 45, column: 5, scope: !236, inlinedAt: !412)
!417 = !DILocation(line: 45, column: 16, scope: !236, inlinedAt: !412)
!418 = !DILocation(line: 46, column: 11, scope: !240, inlinedAt: !412)
!419 = !DILocation(line: 46, column: 9, scope: !236, inlinedAt: !412)
!420 = !DILocation(line: 48, column: 16, scope: !236, inlinedAt: !412)
!421 = !DILocation(line: 48, column: 9, scope: !236, inlinedAt: !412)
!422 = !DILocation(line: 48, column: 26, scope: !236, inlinedAt: !412)
!423 = !DILocation(line: 48, column: 34, scope: !236, inlinedAt: !412)
!424 = !DILocation(line: 48, column: 38, scope: !236, inlinedAt: !412)
!425 = !DILocation(line: 44, column: 14, scope: !220, inlinedAt: !412)
!426 = distinct !{!426, !414, !427, !148, !149}
!427 = !DILocation(line: 49, column: 3, scope: !220, inlinedAt: !412)
!428 = !DILocation(line: 149, column: 7, scope: !92)
!429 = !DILocation(line: 150, column: 5, scope: !93)
!430 = !DILocation(line: 152, column: 3, scope: !42)
!431 = !DILocation(line: 153, column: 3, scope: !42)
!432 = !DILocation(line: 155, column: 1, scope: !42)
!433 = !DISubprogram(name: "MPI_Init", scope: !14, file: !14, line: 1637, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!434 = !DISubroutineType(types: !435)
!435 = !{!26, !436, !437}
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!437 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!438 = !{}
!439 = !DISubprogram(name: "MPI_Comm_rank", scope: !14, file: !14, line: 1421, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!440 = !DISubroutineType(types: !441)
!441 = !{!26, !13, !436}
!442 = !DISubprogram(name: "MPI_Comm_size", scope: !14, file: !14, line: 1428, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!443 = !DISubprogram(name: "MPI_Wtime", scope: !14, file: !14, line: 1954, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!444 = !DISubroutineType(types: !445)
!445 = !{!58}
!446 = !DISubprogram(name: "MPI_Send", scope: !14, file: !14, line: 1784, type: !447, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!447 = !DISubroutineType(types: !448)
!448 = !{!26, !449, !26, !18, !26, !26, !13}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !450, size: 64)
!450 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!451 = !DISubprogram(name: "MPI_Probe", scope: !14, file: !14, line: 1711, type: !452, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!452 = !DISubroutineType(types: !453)
!453 = !{!26, !26, !26, !13, !21}
!454 = !DISubprogram(name: "MPI_Get_count", scope: !14, file: !14, line: 1566, type: !455, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!455 = !DISubroutineType(types: !456)
!456 = !{!26, !457, !18, !436}
!457 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !458, size: 64)
!458 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!459 = !DISubprogram(name: "MPI_Recv", scope: !14, file: !14, line: 1723, type: !460, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!460 = !DISubroutineType(types: !461)
!461 = !{!26, !17, !26, !18, !26, !26, !13, !21}
!462 = !DISubprogram(name: "MPI_Finalize", scope: !14, file: !14, line: 1550, type: !463, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !438)
!463 = !DISubroutineType(types: !464)
!464 = !{!26}
