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

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !34 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !41, metadata !DIExpression()), !dbg !80
  store i32 %0, i32* %3, align 4, !tbaa !81
  call void @llvm.dbg.value(metadata i8** %1, metadata !42, metadata !DIExpression()), !dbg !80
  store i8** %1, i8*** %4, align 8, !tbaa !85
  %11 = bitcast i32* %5 to i8*, !dbg !87
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #9, !dbg !87
  %12 = bitcast i32* %6 to i8*, !dbg !87
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #9, !dbg !87
  call void @llvm.dbg.value(metadata i32* %3, metadata !41, metadata !DIExpression(DW_OP_deref)), !dbg !80
  call void @llvm.dbg.value(metadata i8*** %4, metadata !42, metadata !DIExpression(DW_OP_deref)), !dbg !80
  %13 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #9, !dbg !88
  call void @llvm.dbg.value(metadata i32* %5, metadata !43, metadata !DIExpression(DW_OP_deref)), !dbg !80
  %14 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #9, !dbg !89
  call void @llvm.dbg.value(metadata i32* %6, metadata !44, metadata !DIExpression(DW_OP_deref)), !dbg !80
  %15 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #9, !dbg !90
  %16 = load i32, i32* %3, align 4, !dbg !91, !tbaa !81
  call void @llvm.dbg.value(metadata i32 %16, metadata !41, metadata !DIExpression()), !dbg !80
  %17 = load i8**, i8*** %4, align 8, !dbg !92, !tbaa !85
  call void @llvm.dbg.value(metadata i8** %17, metadata !42, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %16, metadata !93, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i8** %17, metadata !98, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 1, metadata !99, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 16, metadata !100, metadata !DIExpression()), !dbg !105
  %18 = icmp sgt i32 %16, 1, !dbg !107
  br i1 %18, label %19, label %38, !dbg !109

19:                                               ; preds = %2
  %20 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !110
  %21 = load i8*, i8** %20, align 8, !dbg !110, !tbaa !85
  call void @llvm.dbg.value(metadata i8* %21, metadata !101, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !105
  %22 = load i8, i8* %21, align 1, !dbg !111, !tbaa !113
  %23 = icmp eq i8 %22, 0, !dbg !114
  br i1 %23, label %38, label %24, !dbg !115

24:                                               ; preds = %19, %30
  %25 = phi i8 [ %36, %30 ], [ %22, %19 ]
  %26 = phi i32 [ %34, %30 ], [ 0, %19 ]
  %27 = phi i8* [ %35, %30 ], [ %21, %19 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !104, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i8* %27, metadata !101, metadata !DIExpression()), !dbg !105
  %28 = add i8 %25, -58, !dbg !116
  %29 = icmp ult i8 %28, -10, !dbg !116
  br i1 %29, label %38, label %30, !dbg !116

30:                                               ; preds = %24
  %31 = sext i8 %25 to i32, !dbg !121
  %32 = mul nsw i32 %26, 10, !dbg !122
  %33 = add nsw i32 %31, -48, !dbg !123
  %34 = add i32 %33, %32, !dbg !124
  call void @llvm.dbg.value(metadata i32 %34, metadata !104, metadata !DIExpression()), !dbg !105
  %35 = getelementptr inbounds i8, i8* %27, i64 1, !dbg !125
  call void @llvm.dbg.value(metadata i8* %35, metadata !101, metadata !DIExpression()), !dbg !105
  %36 = load i8, i8* %35, align 1, !dbg !126, !tbaa !113
  %37 = icmp eq i8 %36, 0, !dbg !127
  br i1 %37, label %38, label %24, !dbg !127, !llvm.loop !128

38:                                               ; preds = %24, %30, %2, %19
  %39 = phi i32 [ 16, %2 ], [ 16, %19 ], [ 16, %24 ], [ %34, %30 ], !dbg !105
  call void @llvm.dbg.value(metadata i32 %39, metadata !45, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %16, metadata !41, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i8** %17, metadata !42, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %16, metadata !93, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i8** %17, metadata !98, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 2, metadata !99, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 4, metadata !100, metadata !DIExpression()), !dbg !132
  %40 = icmp sgt i32 %16, 2, !dbg !134
  br i1 %40, label %41, label %60, !dbg !135

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8*, i8** %17, i64 2, !dbg !136
  %43 = load i8*, i8** %42, align 8, !dbg !136, !tbaa !85
  call void @llvm.dbg.value(metadata i8* %43, metadata !101, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !132
  %44 = load i8, i8* %43, align 1, !dbg !137, !tbaa !113
  %45 = icmp eq i8 %44, 0, !dbg !138
  br i1 %45, label %60, label %46, !dbg !139

46:                                               ; preds = %41, %52
  %47 = phi i8 [ %58, %52 ], [ %44, %41 ]
  %48 = phi i32 [ %56, %52 ], [ 0, %41 ]
  %49 = phi i8* [ %57, %52 ], [ %43, %41 ]
  call void @llvm.dbg.value(metadata i32 %48, metadata !104, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i8* %49, metadata !101, metadata !DIExpression()), !dbg !132
  %50 = add i8 %47, -58, !dbg !140
  %51 = icmp ult i8 %50, -10, !dbg !140
  br i1 %51, label %60, label %52, !dbg !140

52:                                               ; preds = %46
  %53 = sext i8 %47 to i32, !dbg !141
  %54 = mul nsw i32 %48, 10, !dbg !142
  %55 = add nsw i32 %53, -48, !dbg !143
  %56 = add i32 %55, %54, !dbg !144
  call void @llvm.dbg.value(metadata i32 %56, metadata !104, metadata !DIExpression()), !dbg !132
  %57 = getelementptr inbounds i8, i8* %49, i64 1, !dbg !145
  call void @llvm.dbg.value(metadata i8* %57, metadata !101, metadata !DIExpression()), !dbg !132
  %58 = load i8, i8* %57, align 1, !dbg !146, !tbaa !113
  %59 = icmp eq i8 %58, 0, !dbg !147
  br i1 %59, label %60, label %46, !dbg !147, !llvm.loop !148

60:                                               ; preds = %46, %52, %38, %41
  %61 = phi i32 [ 4, %38 ], [ 4, %41 ], [ 4, %46 ], [ %56, %52 ], !dbg !132
  call void @llvm.dbg.value(metadata i32 %61, metadata !46, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !150
  %62 = icmp sgt i32 %61, 0, !dbg !151
  br i1 %62, label %119, label %63, !dbg !153

63:                                               ; preds = %119, %60
  %64 = phi double [ 1.000000e+00, %60 ], [ %122, %119 ], !dbg !80
  %65 = load i32, i32* %6, align 4, !dbg !154, !tbaa !81
  call void @llvm.dbg.value(metadata i32 %65, metadata !44, metadata !DIExpression()), !dbg !80
  %66 = sdiv i32 %39, %65, !dbg !155
  call void @llvm.dbg.value(metadata i32 %66, metadata !51, metadata !DIExpression()), !dbg !80
  %67 = srem i32 %39, %65, !dbg !156
  call void @llvm.dbg.value(metadata i32 %67, metadata !52, metadata !DIExpression()), !dbg !80
  %68 = load i32, i32* %5, align 4, !dbg !157, !tbaa !81
  call void @llvm.dbg.value(metadata i32 %68, metadata !43, metadata !DIExpression()), !dbg !80
  %69 = icmp slt i32 %68, %67, !dbg !158
  %70 = zext i1 %69 to i32, !dbg !157
  %71 = add nsw i32 %66, %70, !dbg !159
  call void @llvm.dbg.value(metadata i32 %71, metadata !53, metadata !DIExpression()), !dbg !80
  %72 = mul nsw i32 %68, %66, !dbg !160
  %73 = select i1 %69, i32 %68, i32 %67, !dbg !161
  %74 = add nsw i32 %73, %72, !dbg !162
  call void @llvm.dbg.value(metadata i32 %74, metadata !54, metadata !DIExpression()), !dbg !80
  %75 = icmp sgt i32 %68, 0, !dbg !163
  %76 = icmp sgt i32 %71, 0
  %77 = select i1 %75, i1 %76, i1 false, !dbg !164
  %78 = add nsw i32 %68, -1, !dbg !164
  %79 = select i1 %77, i32 %78, i32 -2, !dbg !164
  call void @llvm.dbg.value(metadata i32 %79, metadata !55, metadata !DIExpression()), !dbg !80
  %80 = add nsw i32 %68, 1, !dbg !165
  %81 = icmp slt i32 %80, %65, !dbg !166
  %82 = select i1 %81, i1 %76, i1 false, !dbg !167
  %83 = icmp slt i32 %80, %39
  %84 = select i1 %82, i1 %83, i1 false, !dbg !167
  %85 = select i1 %84, i32 %80, i32 -2, !dbg !167
  call void @llvm.dbg.value(metadata i32 %85, metadata !56, metadata !DIExpression()), !dbg !80
  %86 = add nsw i32 %71, 2, !dbg !168
  %87 = sext i32 %86 to i64, !dbg !169
  %88 = call noalias i8* @calloc(i64 noundef %87, i64 noundef 8) #9, !dbg !170
  %89 = bitcast i8* %88 to double*, !dbg !170
  call void @llvm.dbg.value(metadata double* %89, metadata !57, metadata !DIExpression()), !dbg !80
  %90 = call noalias i8* @calloc(i64 noundef %87, i64 noundef 8) #9, !dbg !171
  %91 = bitcast i8* %90 to double*, !dbg !171
  call void @llvm.dbg.value(metadata double* %91, metadata !59, metadata !DIExpression()), !dbg !80
  %92 = add nsw i32 %39, 1, !dbg !172
  %93 = sitofp i32 %92 to double, !dbg !173
  %94 = fdiv double 1.000000e+00, %93, !dbg !174
  call void @llvm.dbg.value(metadata double %94, metadata !60, metadata !DIExpression()), !dbg !80
  %95 = bitcast double* %7 to i8*, !dbg !175
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %95) #9, !dbg !175
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !61, metadata !DIExpression()), !dbg !80
  store double 1.000000e+00, double* %7, align 8, !dbg !176, !tbaa !177
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !61, metadata !DIExpression()), !dbg !80
  %96 = fcmp olt double %64, 1.000000e+00, !dbg !179
  br i1 %96, label %97, label %158, !dbg !180

97:                                               ; preds = %63
  %98 = sext i32 %71 to i64
  %99 = getelementptr inbounds double, double* %89, i64 %98
  %100 = bitcast double* %99 to i8*
  %101 = getelementptr inbounds double, double* %89, i64 1
  %102 = bitcast double* %101 to i8*
  %103 = add nsw i32 %71, 1
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds double, double* %89, i64 %104
  %106 = bitcast double* %105 to i8*
  %107 = bitcast double* %8 to i8*
  %108 = icmp slt i32 %71, 1
  %109 = icmp slt i32 %71, 1
  %110 = add i32 %66, %70, !dbg !180
  %111 = add i32 %110, 1, !dbg !180
  %112 = getelementptr i8, i8* %88, i64 8, !dbg !180
  %113 = getelementptr i8, i8* %90, i64 8, !dbg !180
  %114 = add i32 %110, -1, !dbg !180
  %115 = zext i32 %114 to i64, !dbg !180
  %116 = shl nuw nsw i64 %115, 3, !dbg !180
  %117 = add nuw nsw i64 %116, 8, !dbg !180
  %118 = zext i32 %111 to i64
  br label %125, !dbg !180

119:                                              ; preds = %60, %119
  %120 = phi double [ %122, %119 ], [ 1.000000e+00, %60 ]
  %121 = phi i32 [ %123, %119 ], [ 0, %60 ]
  call void @llvm.dbg.value(metadata double %120, metadata !47, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i32 %121, metadata !49, metadata !DIExpression()), !dbg !150
  %122 = fdiv double %120, 1.000000e+01, !dbg !181
  call void @llvm.dbg.value(metadata double %122, metadata !47, metadata !DIExpression()), !dbg !80
  %123 = add nuw nsw i32 %121, 1, !dbg !182
  call void @llvm.dbg.value(metadata i32 %123, metadata !49, metadata !DIExpression()), !dbg !150
  %124 = icmp eq i32 %123, %61, !dbg !151
  br i1 %124, label %63, label %119, !dbg !153, !llvm.loop !183

125:                                              ; preds = %97, %153
  %126 = phi i32 [ 0, %97 ], [ %155, %153 ]
  call void @llvm.dbg.value(metadata i32 %126, metadata !62, metadata !DIExpression()), !dbg !80
  %127 = call i32 @MPI_Sendrecv(i8* noundef %100, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %85, i32 noundef 1, i8* noundef %88, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %79, i32 noundef 1, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9, !dbg !185
  %128 = call i32 @MPI_Sendrecv(i8* noundef nonnull %102, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %79, i32 noundef 2, i8* noundef %106, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef %85, i32 noundef 2, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), %struct.ompi_status_public_t* noundef null) #9, !dbg !186
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %107) #9, !dbg !187
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !63, metadata !DIExpression()), !dbg !188
  store double 0.000000e+00, double* %8, align 8, !dbg !189, !tbaa !177
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()), !dbg !190
  call void @llvm.dbg.value(metadata i32 1, metadata !65, metadata !DIExpression()), !dbg !190
  br i1 %108, label %129, label %131, !dbg !191

129:                                              ; preds = %150, %125
  call void @llvm.dbg.value(metadata i32 1, metadata !70, metadata !DIExpression()), !dbg !192
  br i1 %109, label %153, label %130, !dbg !193

130:                                              ; preds = %129
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(1) %112, i8* noundef nonnull align 8 dereferenceable(1) %113, i64 %117, i1 false), !dbg !194, !tbaa !177
  call void @llvm.dbg.value(metadata i32 undef, metadata !70, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.value(metadata i32 undef, metadata !70, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !192
  br label %153, !dbg !196

131:                                              ; preds = %125, %150
  %132 = phi i64 [ %137, %150 ], [ 1, %125 ]
  %133 = phi double [ %151, %150 ], [ 0.000000e+00, %125 ]
  call void @llvm.dbg.value(metadata i64 %132, metadata !65, metadata !DIExpression()), !dbg !190
  %134 = add nsw i64 %132, -1, !dbg !197
  %135 = getelementptr inbounds double, double* %89, i64 %134, !dbg !198
  %136 = load double, double* %135, align 8, !dbg !198, !tbaa !177
  %137 = add nuw nsw i64 %132, 1, !dbg !199
  %138 = getelementptr inbounds double, double* %89, i64 %137, !dbg !200
  %139 = load double, double* %138, align 8, !dbg !200, !tbaa !177
  %140 = fadd double %136, %139, !dbg !201
  %141 = call double @llvm.fmuladd.f64(double %94, double %94, double %140), !dbg !202
  %142 = fmul double %141, 5.000000e-01, !dbg !203
  %143 = getelementptr inbounds double, double* %91, i64 %132, !dbg !204
  store double %142, double* %143, align 8, !dbg !205, !tbaa !177
  %144 = getelementptr inbounds double, double* %89, i64 %132, !dbg !206
  %145 = load double, double* %144, align 8, !dbg !206, !tbaa !177
  %146 = fsub double %142, %145, !dbg !207
  %147 = call double @llvm.fabs.f64(double %146), !dbg !208
  call void @llvm.dbg.value(metadata double %147, metadata !67, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.value(metadata double %133, metadata !63, metadata !DIExpression()), !dbg !188
  %148 = fcmp ogt double %147, %133, !dbg !210
  br i1 %148, label %149, label %150, !dbg !212

149:                                              ; preds = %131
  call void @llvm.dbg.value(metadata double %147, metadata !63, metadata !DIExpression()), !dbg !188
  store double %147, double* %8, align 8, !dbg !213, !tbaa !177
  br label %150, !dbg !214

150:                                              ; preds = %149, %131
  %151 = phi double [ %147, %149 ], [ %133, %131 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !65, metadata !DIExpression()), !dbg !190
  %152 = icmp eq i64 %137, %118, !dbg !215
  br i1 %152, label %129, label %131, !dbg !191, !llvm.loop !216

153:                                              ; preds = %130, %129
  call void @llvm.dbg.value(metadata double* %7, metadata !61, metadata !DIExpression(DW_OP_deref)), !dbg !80
  call void @llvm.dbg.value(metadata double* %8, metadata !63, metadata !DIExpression(DW_OP_deref)), !dbg !188
  %154 = call i32 @MPI_Allreduce(i8* noundef nonnull %107, i8* noundef nonnull %95, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !196
  %155 = add nuw nsw i32 %126, 1, !dbg !218
  call void @llvm.dbg.value(metadata i32 %155, metadata !62, metadata !DIExpression()), !dbg !80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %107) #9, !dbg !219
  %156 = load double, double* %7, align 8, !dbg !220, !tbaa !177
  call void @llvm.dbg.value(metadata double %156, metadata !61, metadata !DIExpression()), !dbg !80
  %157 = fcmp ogt double %156, %64, !dbg !179
  br i1 %157, label %125, label %158, !dbg !180, !llvm.loop !221

158:                                              ; preds = %153, %63
  %159 = phi i32 [ 0, %63 ], [ %155, %153 ], !dbg !80
  %160 = bitcast double* %9 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %160) #9, !dbg !222
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !72, metadata !DIExpression()), !dbg !80
  store double 0.000000e+00, double* %9, align 8, !dbg !223, !tbaa !177
  %161 = bitcast double* %10 to i8*, !dbg !222
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %161) #9, !dbg !222
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !73, metadata !DIExpression()), !dbg !80
  store double 0.000000e+00, double* %10, align 8, !dbg !224, !tbaa !177
  call void @llvm.dbg.value(metadata i32 1, metadata !74, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 1, metadata !74, metadata !DIExpression()), !dbg !225
  %162 = icmp slt i32 %71, 1, !dbg !226
  br i1 %162, label %167, label %163, !dbg !227

163:                                              ; preds = %158
  %164 = add i32 %66, %70, !dbg !227
  %165 = add i32 %164, 1, !dbg !227
  %166 = zext i32 %165 to i64, !dbg !226
  br label %172, !dbg !227

167:                                              ; preds = %172, %158
  %168 = phi double [ 0.000000e+00, %158 ], [ %186, %172 ]
  store double %168, double* %9, align 8, !dbg !228, !tbaa !177
  call void @llvm.dbg.value(metadata double* %9, metadata !72, metadata !DIExpression(DW_OP_deref)), !dbg !80
  call void @llvm.dbg.value(metadata double* %10, metadata !73, metadata !DIExpression(DW_OP_deref)), !dbg !80
  %169 = call i32 @MPI_Reduce(i8* noundef nonnull %160, i8* noundef nonnull %161, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_max to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #9, !dbg !230
  %170 = load i32, i32* %5, align 4, !dbg !231, !tbaa !81
  call void @llvm.dbg.value(metadata i32 %170, metadata !43, metadata !DIExpression()), !dbg !80
  %171 = icmp eq i32 %170, 0, !dbg !233
  br i1 %171, label %189, label %194, !dbg !234

172:                                              ; preds = %163, %172
  %173 = phi i64 [ 1, %163 ], [ %187, %172 ]
  %174 = phi double [ 0.000000e+00, %163 ], [ %186, %172 ]
  call void @llvm.dbg.value(metadata i64 %173, metadata !74, metadata !DIExpression()), !dbg !225
  %175 = trunc i64 %173 to i32, !dbg !235
  %176 = add nsw i32 %74, %175, !dbg !235
  %177 = sitofp i32 %176 to double, !dbg !236
  %178 = fmul double %94, %177, !dbg !237
  call void @llvm.dbg.value(metadata double %178, metadata !76, metadata !DIExpression()), !dbg !238
  %179 = getelementptr inbounds double, double* %89, i64 %173, !dbg !239
  %180 = load double, double* %179, align 8, !dbg !239, !tbaa !177
  %181 = fsub double 1.000000e+00, %178, !dbg !240
  %182 = fmul double %178, -5.000000e-01, !dbg !241
  %183 = call double @llvm.fmuladd.f64(double %182, double %181, double %180), !dbg !241
  %184 = call double @llvm.fabs.f64(double %183), !dbg !242
  call void @llvm.dbg.value(metadata double %184, metadata !79, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata double %174, metadata !72, metadata !DIExpression()), !dbg !80
  %185 = fcmp ogt double %184, %174, !dbg !243
  %186 = select i1 %185, double %184, double %174, !dbg !244
  %187 = add nuw nsw i64 %173, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %187, metadata !74, metadata !DIExpression()), !dbg !225
  %188 = icmp eq i64 %187, %166, !dbg !226
  br i1 %188, label %167, label %172, !dbg !227, !llvm.loop !246

189:                                              ; preds = %167
  %190 = load i32, i32* %6, align 4, !dbg !248, !tbaa !81
  call void @llvm.dbg.value(metadata i32 %190, metadata !44, metadata !DIExpression()), !dbg !80
  %191 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i32 noundef %39, i32 noundef %190, i32 noundef %61), !dbg !250
  %192 = load double, double* %10, align 8, !dbg !251, !tbaa !177
  call void @llvm.dbg.value(metadata double %192, metadata !73, metadata !DIExpression()), !dbg !80
  %193 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.1, i64 0, i64 0), i32 noundef %159, double noundef %192), !dbg !252
  br label %194, !dbg !253

194:                                              ; preds = %189, %167
  call void @free(i8* noundef %88) #9, !dbg !254
  call void @free(i8* noundef %90) #9, !dbg !255
  %195 = call i32 @MPI_Finalize() #9, !dbg !256
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %161) #9, !dbg !257
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %160) #9, !dbg !257
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %95) #9, !dbg !257
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #9, !dbg !257
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #9, !dbg !257
  ret i32 0, !dbg !258
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare !dbg !259 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #2

declare !dbg !265 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

declare !dbg !268 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

declare !dbg !269 i32 @MPI_Sendrecv(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, i32 noundef, %struct.ompi_communicator_t* noundef, %struct.ompi_status_public_t* noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #4

declare !dbg !274 i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

declare !dbg !277 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare !dbg !280 i32 @MPI_Finalize() local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
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
!33 = !{!"Debian clang version 14.0.6"}
!34 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !35, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!35 = !DISubroutineType(types: !36)
!36 = !{!16, !16, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41, !42, !43, !44, !45, !46, !47, !49, !51, !52, !53, !54, !55, !56, !57, !59, !60, !61, !62, !63, !65, !67, !70, !72, !73, !74, !76, !79}
!41 = !DILocalVariable(name: "argc", arg: 1, scope: !34, file: !1, line: 31, type: !16)
!42 = !DILocalVariable(name: "argv", arg: 2, scope: !34, file: !1, line: 31, type: !37)
!43 = !DILocalVariable(name: "rank", scope: !34, file: !1, line: 32, type: !16)
!44 = !DILocalVariable(name: "size", scope: !34, file: !1, line: 32, type: !16)
!45 = !DILocalVariable(name: "n", scope: !34, file: !1, line: 37, type: !16)
!46 = !DILocalVariable(name: "tol_exponent", scope: !34, file: !1, line: 38, type: !16)
!47 = !DILocalVariable(name: "tolerance", scope: !34, file: !1, line: 39, type: !48)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocalVariable(name: "i", scope: !50, file: !1, line: 40, type: !16)
!50 = distinct !DILexicalBlock(scope: !34, file: !1, line: 40, column: 3)
!51 = !DILocalVariable(name: "base", scope: !34, file: !1, line: 43, type: !16)
!52 = !DILocalVariable(name: "extra", scope: !34, file: !1, line: 43, type: !16)
!53 = !DILocalVariable(name: "count", scope: !34, file: !1, line: 44, type: !16)
!54 = !DILocalVariable(name: "first", scope: !34, file: !1, line: 45, type: !16)
!55 = !DILocalVariable(name: "left", scope: !34, file: !1, line: 46, type: !16)
!56 = !DILocalVariable(name: "right", scope: !34, file: !1, line: 47, type: !16)
!57 = !DILocalVariable(name: "u", scope: !34, file: !1, line: 50, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!59 = !DILocalVariable(name: "next", scope: !34, file: !1, line: 51, type: !58)
!60 = !DILocalVariable(name: "h", scope: !34, file: !1, line: 52, type: !48)
!61 = !DILocalVariable(name: "update", scope: !34, file: !1, line: 54, type: !48)
!62 = !DILocalVariable(name: "sweeps", scope: !34, file: !1, line: 55, type: !16)
!63 = !DILocalVariable(name: "local", scope: !64, file: !1, line: 61, type: !48)
!64 = distinct !DILexicalBlock(scope: !34, file: !1, line: 56, column: 30)
!65 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 62, type: !16)
!66 = distinct !DILexicalBlock(scope: !64, file: !1, line: 62, column: 5)
!67 = !DILocalVariable(name: "d", scope: !68, file: !1, line: 64, type: !48)
!68 = distinct !DILexicalBlock(scope: !69, file: !1, line: 62, column: 38)
!69 = distinct !DILexicalBlock(scope: !66, file: !1, line: 62, column: 5)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 68, type: !16)
!71 = distinct !DILexicalBlock(scope: !64, file: !1, line: 68, column: 5)
!72 = !DILocalVariable(name: "local_error", scope: !34, file: !1, line: 75, type: !48)
!73 = !DILocalVariable(name: "error", scope: !34, file: !1, line: 75, type: !48)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 76, type: !16)
!75 = distinct !DILexicalBlock(scope: !34, file: !1, line: 76, column: 3)
!76 = !DILocalVariable(name: "x", scope: !77, file: !1, line: 77, type: !48)
!77 = distinct !DILexicalBlock(scope: !78, file: !1, line: 76, column: 36)
!78 = distinct !DILexicalBlock(scope: !75, file: !1, line: 76, column: 3)
!79 = !DILocalVariable(name: "e", scope: !77, file: !1, line: 78, type: !48)
!80 = !DILocation(line: 0, scope: !34)
!81 = !{!82, !82, i64 0}
!82 = !{!"int", !83, i64 0}
!83 = !{!"omnipotent char", !84, i64 0}
!84 = !{!"Simple C/C++ TBAA"}
!85 = !{!86, !86, i64 0}
!86 = !{!"any pointer", !83, i64 0}
!87 = !DILocation(line: 32, column: 3, scope: !34)
!88 = !DILocation(line: 33, column: 3, scope: !34)
!89 = !DILocation(line: 34, column: 3, scope: !34)
!90 = !DILocation(line: 35, column: 3, scope: !34)
!91 = !DILocation(line: 37, column: 23, scope: !34)
!92 = !DILocation(line: 37, column: 29, scope: !34)
!93 = !DILocalVariable(name: "argc", arg: 1, scope: !94, file: !1, line: 16, type: !16)
!94 = distinct !DISubprogram(name: "parse_count", scope: !1, file: !1, line: 16, type: !95, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{!16, !16, !37, !16, !16}
!97 = !{!93, !98, !99, !100, !101, !104}
!98 = !DILocalVariable(name: "argv", arg: 2, scope: !94, file: !1, line: 16, type: !37)
!99 = !DILocalVariable(name: "index", arg: 3, scope: !94, file: !1, line: 16, type: !16)
!100 = !DILocalVariable(name: "fallback", arg: 4, scope: !94, file: !1, line: 16, type: !16)
!101 = !DILocalVariable(name: "s", scope: !94, file: !1, line: 19, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!104 = !DILocalVariable(name: "value", scope: !94, file: !1, line: 20, type: !16)
!105 = !DILocation(line: 0, scope: !94, inlinedAt: !106)
!106 = distinct !DILocation(line: 37, column: 11, scope: !34)
!107 = !DILocation(line: 17, column: 13, scope: !108, inlinedAt: !106)
!108 = distinct !DILexicalBlock(scope: !94, file: !1, line: 17, column: 7)
!109 = !DILocation(line: 17, column: 7, scope: !94, inlinedAt: !106)
!110 = !DILocation(line: 19, column: 19, scope: !94, inlinedAt: !106)
!111 = !DILocation(line: 21, column: 7, scope: !112, inlinedAt: !106)
!112 = distinct !DILexicalBlock(scope: !94, file: !1, line: 21, column: 7)
!113 = !{!83, !83, i64 0}
!114 = !DILocation(line: 21, column: 10, scope: !112, inlinedAt: !106)
!115 = !DILocation(line: 21, column: 7, scope: !94, inlinedAt: !106)
!116 = !DILocation(line: 24, column: 18, scope: !117, inlinedAt: !106)
!117 = distinct !DILexicalBlock(scope: !118, file: !1, line: 24, column: 9)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 23, column: 19)
!119 = distinct !DILexicalBlock(scope: !120, file: !1, line: 23, column: 3)
!120 = distinct !DILexicalBlock(scope: !94, file: !1, line: 23, column: 3)
!121 = !DILocation(line: 24, column: 9, scope: !117, inlinedAt: !106)
!122 = !DILocation(line: 26, column: 19, scope: !118, inlinedAt: !106)
!123 = !DILocation(line: 26, column: 30, scope: !118, inlinedAt: !106)
!124 = !DILocation(line: 26, column: 24, scope: !118, inlinedAt: !106)
!125 = !DILocation(line: 23, column: 15, scope: !119, inlinedAt: !106)
!126 = !DILocation(line: 23, column: 10, scope: !119, inlinedAt: !106)
!127 = !DILocation(line: 23, column: 3, scope: !120, inlinedAt: !106)
!128 = distinct !{!128, !127, !129, !130, !131}
!129 = !DILocation(line: 27, column: 3, scope: !120, inlinedAt: !106)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !{!"llvm.loop.unroll.disable"}
!132 = !DILocation(line: 0, scope: !94, inlinedAt: !133)
!133 = distinct !DILocation(line: 38, column: 22, scope: !34)
!134 = !DILocation(line: 17, column: 13, scope: !108, inlinedAt: !133)
!135 = !DILocation(line: 17, column: 7, scope: !94, inlinedAt: !133)
!136 = !DILocation(line: 19, column: 19, scope: !94, inlinedAt: !133)
!137 = !DILocation(line: 21, column: 7, scope: !112, inlinedAt: !133)
!138 = !DILocation(line: 21, column: 10, scope: !112, inlinedAt: !133)
!139 = !DILocation(line: 21, column: 7, scope: !94, inlinedAt: !133)
!140 = !DILocation(line: 24, column: 18, scope: !117, inlinedAt: !133)
!141 = !DILocation(line: 24, column: 9, scope: !117, inlinedAt: !133)
!142 = !DILocation(line: 26, column: 19, scope: !118, inlinedAt: !133)
!143 = !DILocation(line: 26, column: 30, scope: !118, inlinedAt: !133)
!144 = !DILocation(line: 26, column: 24, scope: !118, inlinedAt: !133)
!145 = !DILocation(line: 23, column: 15, scope: !119, inlinedAt: !133)
!146 = !DILocation(line: 23, column: 10, scope: !119, inlinedAt: !133)
!147 = !DILocation(line: 23, column: 3, scope: !120, inlinedAt: !133)
!148 = distinct !{!148, !147, !149, !130, !131}
!149 = !DILocation(line: 27, column: 3, scope: !120, inlinedAt: !133)
!150 = !DILocation(line: 0, scope: !50)
!151 = !DILocation(line: 40, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !50, file: !1, line: 40, column: 3)
!153 = !DILocation(line: 40, column: 3, scope: !50)
!154 = !DILocation(line: 43, column: 18, scope: !34)
!155 = !DILocation(line: 43, column: 16, scope: !34)
!156 = !DILocation(line: 43, column: 34, scope: !34)
!157 = !DILocation(line: 44, column: 23, scope: !34)
!158 = !DILocation(line: 44, column: 28, scope: !34)
!159 = !DILocation(line: 44, column: 20, scope: !34)
!160 = !DILocation(line: 45, column: 20, scope: !34)
!161 = !DILocation(line: 45, column: 30, scope: !34)
!162 = !DILocation(line: 45, column: 27, scope: !34)
!163 = !DILocation(line: 46, column: 19, scope: !34)
!164 = !DILocation(line: 46, column: 23, scope: !34)
!165 = !DILocation(line: 47, column: 20, scope: !34)
!166 = !DILocation(line: 47, column: 24, scope: !34)
!167 = !DILocation(line: 47, column: 31, scope: !34)
!168 = !DILocation(line: 50, column: 28, scope: !34)
!169 = !DILocation(line: 50, column: 22, scope: !34)
!170 = !DILocation(line: 50, column: 15, scope: !34)
!171 = !DILocation(line: 51, column: 18, scope: !34)
!172 = !DILocation(line: 52, column: 23, scope: !34)
!173 = !DILocation(line: 52, column: 20, scope: !34)
!174 = !DILocation(line: 52, column: 18, scope: !34)
!175 = !DILocation(line: 54, column: 3, scope: !34)
!176 = !DILocation(line: 54, column: 10, scope: !34)
!177 = !{!178, !178, i64 0}
!178 = !{!"double", !83, i64 0}
!179 = !DILocation(line: 56, column: 17, scope: !34)
!180 = !DILocation(line: 56, column: 3, scope: !34)
!181 = !DILocation(line: 41, column: 15, scope: !152)
!182 = !DILocation(line: 40, column: 38, scope: !152)
!183 = distinct !{!183, !153, !184, !130, !131}
!184 = !DILocation(line: 41, column: 18, scope: !50)
!185 = !DILocation(line: 57, column: 5, scope: !64)
!186 = !DILocation(line: 59, column: 5, scope: !64)
!187 = !DILocation(line: 61, column: 5, scope: !64)
!188 = !DILocation(line: 0, scope: !64)
!189 = !DILocation(line: 61, column: 12, scope: !64)
!190 = !DILocation(line: 0, scope: !66)
!191 = !DILocation(line: 62, column: 5, scope: !66)
!192 = !DILocation(line: 0, scope: !71)
!193 = !DILocation(line: 68, column: 5, scope: !71)
!194 = !DILocation(line: 69, column: 12, scope: !195)
!195 = distinct !DILexicalBlock(scope: !71, file: !1, line: 68, column: 5)
!196 = !DILocation(line: 70, column: 5, scope: !64)
!197 = !DILocation(line: 63, column: 28, scope: !68)
!198 = !DILocation(line: 63, column: 24, scope: !68)
!199 = !DILocation(line: 63, column: 39, scope: !68)
!200 = !DILocation(line: 63, column: 35, scope: !68)
!201 = !DILocation(line: 63, column: 33, scope: !68)
!202 = !DILocation(line: 63, column: 44, scope: !68)
!203 = !DILocation(line: 63, column: 21, scope: !68)
!204 = !DILocation(line: 63, column: 7, scope: !68)
!205 = !DILocation(line: 63, column: 15, scope: !68)
!206 = !DILocation(line: 64, column: 33, scope: !68)
!207 = !DILocation(line: 64, column: 31, scope: !68)
!208 = !DILocation(line: 64, column: 18, scope: !68)
!209 = !DILocation(line: 0, scope: !68)
!210 = !DILocation(line: 65, column: 13, scope: !211)
!211 = distinct !DILexicalBlock(scope: !68, file: !1, line: 65, column: 11)
!212 = !DILocation(line: 65, column: 11, scope: !68)
!213 = !DILocation(line: 66, column: 15, scope: !211)
!214 = !DILocation(line: 66, column: 9, scope: !211)
!215 = !DILocation(line: 62, column: 23, scope: !69)
!216 = distinct !{!216, !191, !217, !130, !131}
!217 = !DILocation(line: 67, column: 5, scope: !66)
!218 = !DILocation(line: 71, column: 11, scope: !64)
!219 = !DILocation(line: 72, column: 3, scope: !34)
!220 = !DILocation(line: 56, column: 10, scope: !34)
!221 = distinct !{!221, !180, !219, !130, !131}
!222 = !DILocation(line: 75, column: 3, scope: !34)
!223 = !DILocation(line: 75, column: 10, scope: !34)
!224 = !DILocation(line: 75, column: 29, scope: !34)
!225 = !DILocation(line: 0, scope: !75)
!226 = !DILocation(line: 76, column: 21, scope: !78)
!227 = !DILocation(line: 76, column: 3, scope: !75)
!228 = !DILocation(line: 0, scope: !229)
!229 = distinct !DILexicalBlock(scope: !77, file: !1, line: 79, column: 9)
!230 = !DILocation(line: 82, column: 3, scope: !34)
!231 = !DILocation(line: 83, column: 7, scope: !232)
!232 = distinct !DILexicalBlock(scope: !34, file: !1, line: 83, column: 7)
!233 = !DILocation(line: 83, column: 12, scope: !232)
!234 = !DILocation(line: 83, column: 7, scope: !34)
!235 = !DILocation(line: 77, column: 23, scope: !77)
!236 = !DILocation(line: 77, column: 16, scope: !77)
!237 = !DILocation(line: 77, column: 28, scope: !77)
!238 = !DILocation(line: 0, scope: !77)
!239 = !DILocation(line: 78, column: 21, scope: !77)
!240 = !DILocation(line: 78, column: 43, scope: !77)
!241 = !DILocation(line: 78, column: 26, scope: !77)
!242 = !DILocation(line: 78, column: 16, scope: !77)
!243 = !DILocation(line: 79, column: 11, scope: !229)
!244 = !DILocation(line: 79, column: 9, scope: !77)
!245 = !DILocation(line: 76, column: 32, scope: !78)
!246 = distinct !{!246, !227, !247, !130, !131}
!247 = !DILocation(line: 81, column: 3, scope: !75)
!248 = !DILocation(line: 84, column: 69, scope: !249)
!249 = distinct !DILexicalBlock(scope: !232, file: !1, line: 83, column: 18)
!250 = !DILocation(line: 84, column: 5, scope: !249)
!251 = !DILocation(line: 85, column: 67, scope: !249)
!252 = !DILocation(line: 85, column: 5, scope: !249)
!253 = !DILocation(line: 86, column: 3, scope: !249)
!254 = !DILocation(line: 87, column: 3, scope: !34)
!255 = !DILocation(line: 88, column: 3, scope: !34)
!256 = !DILocation(line: 89, column: 3, scope: !34)
!257 = !DILocation(line: 91, column: 1, scope: !34)
!258 = !DILocation(line: 90, column: 3, scope: !34)
!259 = !DISubprogram(name: "MPI_Init", scope: !4, file: !4, line: 1637, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!260 = !DISubroutineType(types: !261)
!261 = !{!16, !262, !263}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!264 = !{}
!265 = !DISubprogram(name: "MPI_Comm_rank", scope: !4, file: !4, line: 1421, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!266 = !DISubroutineType(types: !267)
!267 = !{!16, !3, !262}
!268 = !DISubprogram(name: "MPI_Comm_size", scope: !4, file: !4, line: 1428, type: !266, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!269 = !DISubprogram(name: "MPI_Sendrecv", scope: !4, file: !4, line: 1786, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!270 = !DISubroutineType(types: !271)
!271 = !{!16, !272, !16, !8, !16, !16, !7, !16, !8, !16, !16, !3, !11}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!274 = !DISubprogram(name: "MPI_Allreduce", scope: !4, file: !4, line: 1321, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!275 = !DISubroutineType(types: !276)
!276 = !{!16, !272, !7, !16, !8, !24, !3}
!277 = !DISubprogram(name: "MPI_Reduce", scope: !4, file: !4, line: 1725, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!278 = !DISubroutineType(types: !279)
!279 = !{!16, !272, !7, !16, !8, !24, !16, !3}
!280 = !DISubprogram(name: "MPI_Finalize", scope: !4, file: !4, line: 1550, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !264)
!281 = !DISubroutineType(types: !282)
!282 = !{!16}
