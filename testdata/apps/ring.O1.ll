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

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !31 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !38, metadata !DIExpression()), !dbg !70
  store i32 %0, i32* %3, align 4, !tbaa !71
  call void @llvm.dbg.value(metadata i8** %1, metadata !39, metadata !DIExpression()), !dbg !70
  store i8** %1, i8*** %4, align 8, !tbaa !75
  %7 = bitcast i32* %5 to i8*, !dbg !77
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #8, !dbg !77
  %8 = bitcast i32* %6 to i8*, !dbg !77
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #8, !dbg !77
  call void @llvm.dbg.value(metadata i32* %3, metadata !38, metadata !DIExpression(DW_OP_deref)), !dbg !70
  call void @llvm.dbg.value(metadata i8*** %4, metadata !39, metadata !DIExpression(DW_OP_deref)), !dbg !70
  %9 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #8, !dbg !78
  call void @llvm.dbg.value(metadata i32* %5, metadata !40, metadata !DIExpression(DW_OP_deref)), !dbg !70
  %10 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #8, !dbg !79
  call void @llvm.dbg.value(metadata i32* %6, metadata !41, metadata !DIExpression(DW_OP_deref)), !dbg !70
  %11 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #8, !dbg !80
  %12 = load i32, i32* %3, align 4, !dbg !81, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %12, metadata !38, metadata !DIExpression()), !dbg !70
  %13 = load i8**, i8*** %4, align 8, !dbg !82, !tbaa !75
  call void @llvm.dbg.value(metadata i8** %13, metadata !39, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %12, metadata !83, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i8** %13, metadata !88, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 10, metadata !90, metadata !DIExpression()), !dbg !95
  %14 = icmp sgt i32 %12, 1, !dbg !97
  br i1 %14, label %15, label %34, !dbg !99

15:                                               ; preds = %2
  %16 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !100
  %17 = load i8*, i8** %16, align 8, !dbg !100, !tbaa !75
  call void @llvm.dbg.value(metadata i8* %17, metadata !91, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !95
  %18 = load i8, i8* %17, align 1, !dbg !101, !tbaa !103
  %19 = icmp eq i8 %18, 0, !dbg !104
  br i1 %19, label %34, label %20, !dbg !105

20:                                               ; preds = %15, %26
  %21 = phi i8 [ %32, %26 ], [ %18, %15 ]
  %22 = phi i32 [ %30, %26 ], [ 0, %15 ]
  %23 = phi i8* [ %31, %26 ], [ %17, %15 ]
  call void @llvm.dbg.value(metadata i32 %22, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i8* %23, metadata !91, metadata !DIExpression()), !dbg !95
  %24 = add i8 %21, -58, !dbg !106
  %25 = icmp ult i8 %24, -10, !dbg !106
  br i1 %25, label %34, label %26, !dbg !106

26:                                               ; preds = %20
  %27 = sext i8 %21 to i32, !dbg !111
  %28 = mul nsw i32 %22, 10, !dbg !112
  %29 = add nsw i32 %27, -48, !dbg !113
  %30 = add i32 %29, %28, !dbg !114
  call void @llvm.dbg.value(metadata i32 %30, metadata !94, metadata !DIExpression()), !dbg !95
  %31 = getelementptr inbounds i8, i8* %23, i64 1, !dbg !115
  call void @llvm.dbg.value(metadata i8* %31, metadata !91, metadata !DIExpression()), !dbg !95
  %32 = load i8, i8* %31, align 1, !dbg !116, !tbaa !103
  %33 = icmp eq i8 %32, 0, !dbg !117
  br i1 %33, label %34, label %20, !dbg !117, !llvm.loop !118

34:                                               ; preds = %20, %26, %2, %15
  %35 = phi i32 [ 10, %2 ], [ 10, %15 ], [ 10, %20 ], [ %30, %26 ], !dbg !95
  call void @llvm.dbg.value(metadata i32 %35, metadata !42, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %12, metadata !38, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8** %13, metadata !39, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %12, metadata !83, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i8** %13, metadata !88, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 2, metadata !89, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 256, metadata !90, metadata !DIExpression()), !dbg !122
  %36 = icmp sgt i32 %12, 2, !dbg !124
  br i1 %36, label %37, label %56, !dbg !125

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8*, i8** %13, i64 2, !dbg !126
  %39 = load i8*, i8** %38, align 8, !dbg !126, !tbaa !75
  call void @llvm.dbg.value(metadata i8* %39, metadata !91, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !122
  %40 = load i8, i8* %39, align 1, !dbg !127, !tbaa !103
  %41 = icmp eq i8 %40, 0, !dbg !128
  br i1 %41, label %56, label %42, !dbg !129

42:                                               ; preds = %37, %48
  %43 = phi i8 [ %54, %48 ], [ %40, %37 ]
  %44 = phi i32 [ %52, %48 ], [ 0, %37 ]
  %45 = phi i8* [ %53, %48 ], [ %39, %37 ]
  call void @llvm.dbg.value(metadata i32 %44, metadata !94, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i8* %45, metadata !91, metadata !DIExpression()), !dbg !122
  %46 = add i8 %43, -58, !dbg !130
  %47 = icmp ult i8 %46, -10, !dbg !130
  br i1 %47, label %56, label %48, !dbg !130

48:                                               ; preds = %42
  %49 = sext i8 %43 to i32, !dbg !131
  %50 = mul nsw i32 %44, 10, !dbg !132
  %51 = add nsw i32 %49, -48, !dbg !133
  %52 = add i32 %51, %50, !dbg !134
  call void @llvm.dbg.value(metadata i32 %52, metadata !94, metadata !DIExpression()), !dbg !122
  %53 = getelementptr inbounds i8, i8* %45, i64 1, !dbg !135
  call void @llvm.dbg.value(metadata i8* %53, metadata !91, metadata !DIExpression()), !dbg !122
  %54 = load i8, i8* %53, align 1, !dbg !136, !tbaa !103
  %55 = icmp eq i8 %54, 0, !dbg !137
  br i1 %55, label %56, label %42, !dbg !137, !llvm.loop !138

56:                                               ; preds = %42, %48, %34, %37
  %57 = phi i32 [ 256, %34 ], [ 256, %37 ], [ 256, %42 ], [ %52, %48 ], !dbg !122
  call void @llvm.dbg.value(metadata i32 %57, metadata !43, metadata !DIExpression()), !dbg !70
  %58 = load i32, i32* %5, align 4, !dbg !140, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %58, metadata !40, metadata !DIExpression()), !dbg !70
  %59 = add nsw i32 %58, 1, !dbg !141
  %60 = load i32, i32* %6, align 4, !dbg !142, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %60, metadata !41, metadata !DIExpression()), !dbg !70
  %61 = srem i32 %59, %60, !dbg !143
  call void @llvm.dbg.value(metadata i32 %61, metadata !44, metadata !DIExpression()), !dbg !70
  %62 = add i32 %58, -1, !dbg !144
  %63 = add i32 %62, %60, !dbg !145
  %64 = srem i32 %63, %60, !dbg !146
  call void @llvm.dbg.value(metadata i32 %64, metadata !45, metadata !DIExpression()), !dbg !70
  %65 = add nsw i32 %57, 1, !dbg !147
  %66 = sext i32 %65 to i64, !dbg !148
  %67 = shl nsw i64 %66, 2, !dbg !149
  %68 = call noalias i8* @malloc(i64 noundef %67) #8, !dbg !150
  %69 = bitcast i8* %68 to i32*, !dbg !150
  call void @llvm.dbg.value(metadata i32* %69, metadata !46, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !48, metadata !DIExpression()), !dbg !151
  %70 = icmp slt i32 %57, 0, !dbg !152
  br i1 %70, label %75, label %71, !dbg !154

71:                                               ; preds = %56
  %72 = zext i32 %57 to i64, !dbg !154
  %73 = shl nuw nsw i64 %72, 2, !dbg !154
  %74 = add nuw nsw i64 %73, 4, !dbg !154
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %68, i8 0, i64 %74, i1 false), !dbg !155, !tbaa !71
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 undef, metadata !48, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !151
  br label %75, !dbg !156

75:                                               ; preds = %71, %56
  %76 = call i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !156
  %77 = call double @MPI_Wtime() #8, !dbg !157
  call void @llvm.dbg.value(metadata double %77, metadata !50, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !158
  %78 = icmp sgt i32 %35, 0, !dbg !159
  br i1 %78, label %79, label %87, !dbg !160

79:                                               ; preds = %75
  %80 = icmp slt i32 %57, 1
  %81 = icmp slt i32 %57, 1
  %82 = add nuw i32 %57, 1, !dbg !160
  %83 = add nuw i32 %57, 1, !dbg !160
  %84 = zext i32 %35 to i64, !dbg !159
  %85 = zext i32 %82 to i64
  %86 = zext i32 %83 to i64
  br label %97, !dbg !160

87:                                               ; preds = %145, %75
  %88 = call double @MPI_Wtime() #8, !dbg !161
  %89 = fsub double %88, %77, !dbg !162
  call void @llvm.dbg.value(metadata double %89, metadata !63, metadata !DIExpression()), !dbg !70
  %90 = load i32, i32* %5, align 4, !dbg !163, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %90, metadata !40, metadata !DIExpression()), !dbg !70
  %91 = icmp eq i32 %90, 0, !dbg !164
  br i1 %91, label %92, label %178, !dbg !165

92:                                               ; preds = %87
  call void @llvm.dbg.value(metadata i32 1, metadata !68, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 0, metadata !64, metadata !DIExpression()), !dbg !167
  %93 = icmp slt i32 %57, 1, !dbg !168
  br i1 %93, label %148, label %94, !dbg !170

94:                                               ; preds = %92
  %95 = add nuw i32 %57, 1, !dbg !170
  %96 = zext i32 %95 to i64, !dbg !168
  br label %158, !dbg !170

97:                                               ; preds = %79, %145
  %98 = phi i64 [ 0, %79 ], [ %146, %145 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !52, metadata !DIExpression()), !dbg !158
  %99 = load i32, i32* %5, align 4, !dbg !171, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %99, metadata !40, metadata !DIExpression()), !dbg !70
  %100 = icmp eq i32 %99, 0, !dbg !172
  br i1 %100, label %101, label %123, !dbg !173

101:                                              ; preds = %97
  %102 = load i32, i32* %69, align 4, !dbg !174, !tbaa !71
  %103 = add nsw i32 %102, 1, !dbg !174
  store i32 %103, i32* %69, align 4, !dbg !174, !tbaa !71
  call void @llvm.dbg.value(metadata i32 1, metadata !54, metadata !DIExpression()), !dbg !175
  br i1 %81, label %104, label %107, !dbg !176

104:                                              ; preds = %107, %101
  %105 = load i32, i32* %6, align 4, !dbg !177, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %105, metadata !41, metadata !DIExpression()), !dbg !70
  %106 = icmp sgt i32 %105, 1, !dbg !179
  br i1 %106, label %118, label %145, !dbg !180

107:                                              ; preds = %101, %107
  %108 = phi i64 [ %116, %107 ], [ 1, %101 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !54, metadata !DIExpression()), !dbg !175
  %109 = getelementptr inbounds i32, i32* %69, i64 %108, !dbg !181
  %110 = load i32, i32* %109, align 4, !dbg !181, !tbaa !71
  %111 = mul nsw i32 %110, 3, !dbg !183
  %112 = add nuw nsw i64 %108, %98, !dbg !184
  %113 = trunc i64 %112 to i32, !dbg !185
  %114 = add i32 %111, %113, !dbg !185
  %115 = srem i32 %114, 1000003, !dbg !186
  store i32 %115, i32* %109, align 4, !dbg !187, !tbaa !71
  %116 = add nuw nsw i64 %108, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %116, metadata !54, metadata !DIExpression()), !dbg !175
  %117 = icmp eq i64 %116, %86, !dbg !189
  br i1 %117, label %104, label %107, !dbg !176, !llvm.loop !190

118:                                              ; preds = %104
  %119 = trunc i64 %98 to i32, !dbg !192
  %120 = call i32 @MPI_Send(i8* noundef %68, i32 noundef %65, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %61, i32 noundef %119, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !192
  %121 = trunc i64 %98 to i32, !dbg !194
  %122 = call i32 @MPI_Recv(i8* noundef %68, i32 noundef %65, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %64, i32 noundef %121, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #8, !dbg !194
  br label %145, !dbg !195

123:                                              ; preds = %97
  %124 = trunc i64 %98 to i32, !dbg !196
  %125 = call i32 @MPI_Recv(i8* noundef %68, i32 noundef %65, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %64, i32 noundef %124, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #8, !dbg !196
  %126 = load i32, i32* %69, align 4, !dbg !197, !tbaa !71
  %127 = add nsw i32 %126, 1, !dbg !197
  store i32 %127, i32* %69, align 4, !dbg !197, !tbaa !71
  call void @llvm.dbg.value(metadata i32 1, metadata !60, metadata !DIExpression()), !dbg !198
  br i1 %80, label %131, label %128, !dbg !199

128:                                              ; preds = %123
  %129 = load i32, i32* %5, align 4, !tbaa !71
  %130 = add nsw i32 %129, 1
  br label %134, !dbg !199

131:                                              ; preds = %134, %123
  %132 = trunc i64 %98 to i32, !dbg !200
  %133 = call i32 @MPI_Send(i8* noundef %68, i32 noundef %65, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_int to %struct.ompi_datatype_t*), i32 noundef %61, i32 noundef %132, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #8, !dbg !200
  br label %145

134:                                              ; preds = %128, %134
  %135 = phi i64 [ 1, %128 ], [ %143, %134 ]
  call void @llvm.dbg.value(metadata i64 %135, metadata !60, metadata !DIExpression()), !dbg !198
  %136 = getelementptr inbounds i32, i32* %69, i64 %135, !dbg !201
  %137 = load i32, i32* %136, align 4, !dbg !201, !tbaa !71
  %138 = mul nsw i32 %137, 3, !dbg !203
  call void @llvm.dbg.value(metadata i32 %129, metadata !40, metadata !DIExpression()), !dbg !70
  %139 = trunc i64 %135 to i32, !dbg !204
  %140 = mul nsw i32 %130, %139, !dbg !204
  %141 = add nsw i32 %140, %138, !dbg !205
  %142 = srem i32 %141, 1000003, !dbg !206
  store i32 %142, i32* %136, align 4, !dbg !207, !tbaa !71
  %143 = add nuw nsw i64 %135, 1, !dbg !208
  call void @llvm.dbg.value(metadata i64 %143, metadata !60, metadata !DIExpression()), !dbg !198
  %144 = icmp eq i64 %143, %85, !dbg !209
  br i1 %144, label %131, label %134, !dbg !199, !llvm.loop !210

145:                                              ; preds = %131, %118, %104
  %146 = add nuw nsw i64 %98, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %146, metadata !52, metadata !DIExpression()), !dbg !158
  %147 = icmp eq i64 %146, %84, !dbg !159
  br i1 %147, label %87, label %97, !dbg !160, !llvm.loop !213

148:                                              ; preds = %158, %92
  %149 = phi i64 [ 0, %92 ], [ %166, %158 ], !dbg !167
  %150 = load i32, i32* %6, align 4, !dbg !215, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %150, metadata !41, metadata !DIExpression()), !dbg !70
  %151 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @.str, i64 0, i64 0), i32 noundef %150, i32 noundef %35, i32 noundef %57), !dbg !216
  %152 = load i32, i32* %69, align 4, !dbg !217, !tbaa !71
  %153 = load i32, i32* %6, align 4, !dbg !218, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %153, metadata !41, metadata !DIExpression()), !dbg !70
  %154 = mul nsw i32 %153, %35, !dbg !219
  %155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %152, i32 noundef %154), !dbg !220
  %156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.2, i64 0, i64 0), i64 noundef %149), !dbg !221
  %157 = icmp sgt i32 %35, 0, !dbg !222
  br i1 %157, label %169, label %175, !dbg !223

158:                                              ; preds = %94, %158
  %159 = phi i64 [ 1, %94 ], [ %167, %158 ]
  %160 = phi i64 [ 0, %94 ], [ %166, %158 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !68, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %160, metadata !64, metadata !DIExpression()), !dbg !167
  %161 = mul nsw i64 %160, 31, !dbg !224
  %162 = getelementptr inbounds i32, i32* %69, i64 %159, !dbg !225
  %163 = load i32, i32* %162, align 4, !dbg !225, !tbaa !71
  %164 = sext i32 %163 to i64, !dbg !225
  %165 = add nsw i64 %161, %164, !dbg !226
  %166 = srem i64 %165, 1000000007, !dbg !227
  call void @llvm.dbg.value(metadata i64 %166, metadata !64, metadata !DIExpression()), !dbg !167
  %167 = add nuw nsw i64 %159, 1, !dbg !228
  call void @llvm.dbg.value(metadata i64 %167, metadata !68, metadata !DIExpression()), !dbg !166
  %168 = icmp eq i64 %167, %96, !dbg !168
  br i1 %168, label %148, label %158, !dbg !170, !llvm.loop !229

169:                                              ; preds = %148
  %170 = fmul double %89, 1.000000e+06, !dbg !231
  %171 = load i32, i32* %6, align 4, !dbg !232, !tbaa !71
  call void @llvm.dbg.value(metadata i32 %171, metadata !41, metadata !DIExpression()), !dbg !70
  %172 = mul nsw i32 %171, %35, !dbg !233
  %173 = sitofp i32 %172 to double, !dbg !234
  %174 = fdiv double %170, %173, !dbg !235
  br label %175, !dbg !223

175:                                              ; preds = %148, %169
  %176 = phi double [ %174, %169 ], [ 0.000000e+00, %148 ], !dbg !223
  %177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.3, i64 0, i64 0), double noundef %89, double noundef %176), !dbg !236
  br label %178, !dbg !237

178:                                              ; preds = %175, %87
  call void @free(i8* noundef %68) #8, !dbg !238
  %179 = call i32 @MPI_Finalize() #8, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #8, !dbg !240
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #8, !dbg !240
  ret i32 0, !dbg !240
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !241 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare !dbg !246 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare !dbg !249 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !250 i32 @MPI_Barrier(%struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare !dbg !253 double @MPI_Wtime() local_unnamed_addr #2

declare !dbg !256 i32 @MPI_Send(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare !dbg !261 i32 @MPI_Recv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

declare !dbg !264 i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !32, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !37)
!32 = !DISubroutineType(types: !33)
!33 = !{!19, !19, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!37 = !{!38, !39, !40, !41, !42, !43, !44, !45, !46, !48, !50, !52, !54, !60, !63, !64, !68}
!38 = !DILocalVariable(name: "argc", arg: 1, scope: !31, file: !1, line: 28, type: !19)
!39 = !DILocalVariable(name: "argv", arg: 2, scope: !31, file: !1, line: 28, type: !34)
!40 = !DILocalVariable(name: "rank", scope: !31, file: !1, line: 29, type: !19)
!41 = !DILocalVariable(name: "size", scope: !31, file: !1, line: 29, type: !19)
!42 = !DILocalVariable(name: "laps", scope: !31, file: !1, line: 34, type: !19)
!43 = !DILocalVariable(name: "payload_len", scope: !31, file: !1, line: 35, type: !19)
!44 = !DILocalVariable(name: "next", scope: !31, file: !1, line: 36, type: !19)
!45 = !DILocalVariable(name: "prev", scope: !31, file: !1, line: 37, type: !19)
!46 = !DILocalVariable(name: "message", scope: !31, file: !1, line: 40, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 41, type: !19)
!49 = distinct !DILexicalBlock(scope: !31, file: !1, line: 41, column: 3)
!50 = !DILocalVariable(name: "start", scope: !31, file: !1, line: 45, type: !51)
!51 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!52 = !DILocalVariable(name: "lap", scope: !53, file: !1, line: 46, type: !19)
!53 = distinct !DILexicalBlock(scope: !31, file: !1, line: 46, column: 3)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 49, type: !19)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 49, column: 7)
!56 = distinct !DILexicalBlock(scope: !57, file: !1, line: 47, column: 20)
!57 = distinct !DILexicalBlock(scope: !58, file: !1, line: 47, column: 9)
!58 = distinct !DILexicalBlock(scope: !59, file: !1, line: 46, column: 40)
!59 = distinct !DILexicalBlock(scope: !53, file: !1, line: 46, column: 3)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 60, type: !19)
!61 = distinct !DILexicalBlock(scope: !62, file: !1, line: 60, column: 7)
!62 = distinct !DILexicalBlock(scope: !57, file: !1, line: 56, column: 12)
!63 = !DILocalVariable(name: "elapsed", scope: !31, file: !1, line: 65, type: !51)
!64 = !DILocalVariable(name: "checksum", scope: !65, file: !1, line: 68, type: !67)
!65 = distinct !DILexicalBlock(scope: !66, file: !1, line: 67, column: 18)
!66 = distinct !DILexicalBlock(scope: !31, file: !1, line: 67, column: 7)
!67 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 69, type: !19)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 69, column: 5)
!70 = !DILocation(line: 0, scope: !31)
!71 = !{!72, !72, i64 0}
!72 = !{!"int", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !{!76, !76, i64 0}
!76 = !{!"any pointer", !73, i64 0}
!77 = !DILocation(line: 29, column: 3, scope: !31)
!78 = !DILocation(line: 30, column: 3, scope: !31)
!79 = !DILocation(line: 31, column: 3, scope: !31)
!80 = !DILocation(line: 32, column: 3, scope: !31)
!81 = !DILocation(line: 34, column: 26, scope: !31)
!82 = !DILocation(line: 34, column: 32, scope: !31)
!83 = !DILocalVariable(name: "argc", arg: 1, scope: !84, file: !1, line: 13, type: !19)
!84 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 13, type: !85, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!19, !19, !34, !19, !19}
!87 = !{!83, !88, !89, !90, !91, !94}
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !84, file: !1, line: 13, type: !34)
!89 = !DILocalVariable(name: "index", arg: 3, scope: !84, file: !1, line: 13, type: !19)
!90 = !DILocalVariable(name: "fallback", arg: 4, scope: !84, file: !1, line: 13, type: !19)
!91 = !DILocalVariable(name: "s", scope: !84, file: !1, line: 16, type: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!94 = !DILocalVariable(name: "value", scope: !84, file: !1, line: 17, type: !19)
!95 = !DILocation(line: 0, scope: !84, inlinedAt: !96)
!96 = distinct !DILocation(line: 34, column: 14, scope: !31)
!97 = !DILocation(line: 14, column: 13, scope: !98, inlinedAt: !96)
!98 = distinct !DILexicalBlock(scope: !84, file: !1, line: 14, column: 7)
!99 = !DILocation(line: 14, column: 7, scope: !84, inlinedAt: !96)
!100 = !DILocation(line: 16, column: 19, scope: !84, inlinedAt: !96)
!101 = !DILocation(line: 18, column: 7, scope: !102, inlinedAt: !96)
!102 = distinct !DILexicalBlock(scope: !84, file: !1, line: 18, column: 7)
!103 = !{!73, !73, i64 0}
!104 = !DILocation(line: 18, column: 10, scope: !102, inlinedAt: !96)
!105 = !DILocation(line: 18, column: 7, scope: !84, inlinedAt: !96)
!106 = !DILocation(line: 21, column: 18, scope: !107, inlinedAt: !96)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 21, column: 9)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 20, column: 19)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 20, column: 3)
!110 = distinct !DILexicalBlock(scope: !84, file: !1, line: 20, column: 3)
!111 = !DILocation(line: 21, column: 9, scope: !107, inlinedAt: !96)
!112 = !DILocation(line: 23, column: 19, scope: !108, inlinedAt: !96)
!113 = !DILocation(line: 23, column: 30, scope: !108, inlinedAt: !96)
!114 = !DILocation(line: 23, column: 24, scope: !108, inlinedAt: !96)
!115 = !DILocation(line: 20, column: 15, scope: !109, inlinedAt: !96)
!116 = !DILocation(line: 20, column: 10, scope: !109, inlinedAt: !96)
!117 = !DILocation(line: 20, column: 3, scope: !110, inlinedAt: !96)
!118 = distinct !{!118, !117, !119, !120, !121}
!119 = !DILocation(line: 24, column: 3, scope: !110, inlinedAt: !96)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !{!"llvm.loop.unroll.disable"}
!122 = !DILocation(line: 0, scope: !84, inlinedAt: !123)
!123 = distinct !DILocation(line: 35, column: 21, scope: !31)
!124 = !DILocation(line: 14, column: 13, scope: !98, inlinedAt: !123)
!125 = !DILocation(line: 14, column: 7, scope: !84, inlinedAt: !123)
!126 = !DILocation(line: 16, column: 19, scope: !84, inlinedAt: !123)
!127 = !DILocation(line: 18, column: 7, scope: !102, inlinedAt: !123)
!128 = !DILocation(line: 18, column: 10, scope: !102, inlinedAt: !123)
!129 = !DILocation(line: 18, column: 7, scope: !84, inlinedAt: !123)
!130 = !DILocation(line: 21, column: 18, scope: !107, inlinedAt: !123)
!131 = !DILocation(line: 21, column: 9, scope: !107, inlinedAt: !123)
!132 = !DILocation(line: 23, column: 19, scope: !108, inlinedAt: !123)
!133 = !DILocation(line: 23, column: 30, scope: !108, inlinedAt: !123)
!134 = !DILocation(line: 23, column: 24, scope: !108, inlinedAt: !123)
!135 = !DILocation(line: 20, column: 15, scope: !109, inlinedAt: !123)
!136 = !DILocation(line: 20, column: 10, scope: !109, inlinedAt: !123)
!137 = !DILocation(line: 20, column: 3, scope: !110, inlinedAt: !123)
!138 = distinct !{!138, !137, !139, !120, !121}
!139 = !DILocation(line: 24, column: 3, scope: !110, inlinedAt: !123)
!140 = !DILocation(line: 36, column: 15, scope: !31)
!141 = !DILocation(line: 36, column: 20, scope: !31)
!142 = !DILocation(line: 36, column: 27, scope: !31)
!143 = !DILocation(line: 36, column: 25, scope: !31)
!144 = !DILocation(line: 37, column: 20, scope: !31)
!145 = !DILocation(line: 37, column: 27, scope: !31)
!146 = !DILocation(line: 37, column: 32, scope: !31)
!147 = !DILocation(line: 40, column: 60, scope: !31)
!148 = !DILocation(line: 40, column: 39, scope: !31)
!149 = !DILocation(line: 40, column: 37, scope: !31)
!150 = !DILocation(line: 40, column: 18, scope: !31)
!151 = !DILocation(line: 0, scope: !49)
!152 = !DILocation(line: 41, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !49, file: !1, line: 41, column: 3)
!154 = !DILocation(line: 41, column: 3, scope: !49)
!155 = !DILocation(line: 42, column: 16, scope: !153)
!156 = !DILocation(line: 44, column: 3, scope: !31)
!157 = !DILocation(line: 45, column: 18, scope: !31)
!158 = !DILocation(line: 0, scope: !53)
!159 = !DILocation(line: 46, column: 25, scope: !59)
!160 = !DILocation(line: 46, column: 3, scope: !53)
!161 = !DILocation(line: 65, column: 20, scope: !31)
!162 = !DILocation(line: 65, column: 32, scope: !31)
!163 = !DILocation(line: 67, column: 7, scope: !66)
!164 = !DILocation(line: 67, column: 12, scope: !66)
!165 = !DILocation(line: 67, column: 7, scope: !31)
!166 = !DILocation(line: 0, scope: !69)
!167 = !DILocation(line: 0, scope: !65)
!168 = !DILocation(line: 69, column: 23, scope: !169)
!169 = distinct !DILexicalBlock(scope: !69, file: !1, line: 69, column: 5)
!170 = !DILocation(line: 69, column: 5, scope: !69)
!171 = !DILocation(line: 47, column: 9, scope: !57)
!172 = !DILocation(line: 47, column: 14, scope: !57)
!173 = !DILocation(line: 47, column: 9, scope: !58)
!174 = !DILocation(line: 48, column: 18, scope: !56)
!175 = !DILocation(line: 0, scope: !55)
!176 = !DILocation(line: 49, column: 7, scope: !55)
!177 = !DILocation(line: 51, column: 11, scope: !178)
!178 = distinct !DILexicalBlock(scope: !56, file: !1, line: 51, column: 11)
!179 = !DILocation(line: 51, column: 16, scope: !178)
!180 = !DILocation(line: 51, column: 11, scope: !56)
!181 = !DILocation(line: 50, column: 23, scope: !182)
!182 = distinct !DILexicalBlock(scope: !55, file: !1, line: 49, column: 7)
!183 = !DILocation(line: 50, column: 34, scope: !182)
!184 = !DILocation(line: 50, column: 38, scope: !182)
!185 = !DILocation(line: 50, column: 42, scope: !182)
!186 = !DILocation(line: 50, column: 49, scope: !182)
!187 = !DILocation(line: 50, column: 20, scope: !182)
!188 = !DILocation(line: 49, column: 42, scope: !182)
!189 = !DILocation(line: 49, column: 25, scope: !182)
!190 = distinct !{!190, !176, !191, !120, !121}
!191 = !DILocation(line: 50, column: 51, scope: !55)
!192 = !DILocation(line: 52, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !178, file: !1, line: 51, column: 21)
!194 = !DILocation(line: 53, column: 9, scope: !193)
!195 = !DILocation(line: 55, column: 7, scope: !193)
!196 = !DILocation(line: 57, column: 7, scope: !62)
!197 = !DILocation(line: 59, column: 18, scope: !62)
!198 = !DILocation(line: 0, scope: !61)
!199 = !DILocation(line: 60, column: 7, scope: !61)
!200 = !DILocation(line: 62, column: 7, scope: !62)
!201 = !DILocation(line: 61, column: 23, scope: !202)
!202 = distinct !DILexicalBlock(scope: !61, file: !1, line: 60, column: 7)
!203 = !DILocation(line: 61, column: 34, scope: !202)
!204 = !DILocation(line: 61, column: 42, scope: !202)
!205 = !DILocation(line: 61, column: 38, scope: !202)
!206 = !DILocation(line: 61, column: 56, scope: !202)
!207 = !DILocation(line: 61, column: 20, scope: !202)
!208 = !DILocation(line: 60, column: 42, scope: !202)
!209 = !DILocation(line: 60, column: 25, scope: !202)
!210 = distinct !{!210, !199, !211, !120, !121}
!211 = !DILocation(line: 61, column: 58, scope: !61)
!212 = !DILocation(line: 46, column: 36, scope: !59)
!213 = distinct !{!213, !160, !214, !120, !121}
!214 = !DILocation(line: 64, column: 3, scope: !53)
!215 = !DILocation(line: 71, column: 58, scope: !65)
!216 = !DILocation(line: 71, column: 5, scope: !65)
!217 = !DILocation(line: 73, column: 46, scope: !65)
!218 = !DILocation(line: 73, column: 65, scope: !65)
!219 = !DILocation(line: 73, column: 63, scope: !65)
!220 = !DILocation(line: 73, column: 5, scope: !65)
!221 = !DILocation(line: 74, column: 5, scope: !65)
!222 = !DILocation(line: 76, column: 17, scope: !65)
!223 = !DILocation(line: 76, column: 12, scope: !65)
!224 = !DILocation(line: 70, column: 28, scope: !169)
!225 = !DILocation(line: 70, column: 35, scope: !169)
!226 = !DILocation(line: 70, column: 33, scope: !169)
!227 = !DILocation(line: 70, column: 47, scope: !169)
!228 = !DILocation(line: 69, column: 40, scope: !169)
!229 = distinct !{!229, !170, !230, !120, !121}
!230 = !DILocation(line: 70, column: 49, scope: !69)
!231 = !DILocation(line: 76, column: 31, scope: !65)
!232 = !DILocation(line: 76, column: 47, scope: !65)
!233 = !DILocation(line: 76, column: 45, scope: !65)
!234 = !DILocation(line: 76, column: 39, scope: !65)
!235 = !DILocation(line: 76, column: 37, scope: !65)
!236 = !DILocation(line: 75, column: 5, scope: !65)
!237 = !DILocation(line: 77, column: 3, scope: !65)
!238 = !DILocation(line: 78, column: 3, scope: !31)
!239 = !DILocation(line: 79, column: 3, scope: !31)
!240 = !DILocation(line: 81, column: 1, scope: !31)
!241 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!242 = !DISubroutineType(types: !243)
!243 = !{!19, !47, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!245 = !{}
!246 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!247 = !DISubroutineType(types: !248)
!248 = !{!19, !3, !47}
!249 = !DISubprogram(name: "MPI_Comm_size", scope: !4, file: !4, line: 1428, type: !247, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!250 = !DISubprogram(name: "MPI_Barrier", scope: !4, file: !4, line: 1343, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!251 = !DISubroutineType(types: !252)
!252 = !{!19, !3}
!253 = !DISubprogram(name: "MPI_Wtime", scope: !4, file: !4, line: 1954, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!254 = !DISubroutineType(types: !255)
!255 = !{!51}
!256 = !DISubprogram(name: "MPI_Send", scope: !4, file: !4, line: 1784, type: !257, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!257 = !DISubroutineType(types: !258)
!258 = !{!19, !259, !19, !11, !19, !19, !3}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!261 = !DISubprogram(name: "MPI_Recv", scope: !4, file: !4, line: 1723, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!262 = !DISubroutineType(types: !263)
!263 = !{!19, !7, !19, !11, !19, !19, !3, !14}
!264 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !265, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !245)
!265 = !DISubroutineType(types: !266)
!266 = !{!19}
