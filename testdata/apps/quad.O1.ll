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
@integrands = internal unnamed_addr constant [3 x double (double)*] [double (double)* @f_poly, double (double)* @f_trig, double (double)* @f_gauss], align 16, !dbg !0
@ompi_mpi_op_sum = external global %struct.ompi_predefined_op_t, align 1
@.str = private unnamed_addr constant [50 x i8] c"round %d: integral of %s over [%.1f, %.1f] = %.9f\00", align 1
@names = internal constant [3 x [24 x i8]] [[24 x i8] c"4x^3-3x^2+2x+1\00\00\00\00\00\00\00\00\00\00", [24 x i8] c"sin(3x)cos(x)+1\00\00\00\00\00\00\00\00\00", [24 x i8] c"exp(-x^2)sqrt(1+x)\00\00\00\00\00\00"], align 16, !dbg !23
@antiderivatives = internal unnamed_addr constant [3 x double (double)*] [double (double)* @F_poly, double (double)* @F_trig, double (double)* null], align 16, !dbg !31
@.str.1 = private unnamed_addr constant [14 x i8] c", error %.1e\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"quad: %d ranks x %d points, %d rounds\0A\00", align 1
@.str.4 = private unnamed_addr constant [37 x i8] c"[time] %.6f s integrating on rank 0\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !47 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [3 x double], align 16
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !53, metadata !DIExpression()), !dbg !85
  store i32 %0, i32* %3, align 4, !tbaa !86
  call void @llvm.dbg.value(metadata i8** %1, metadata !54, metadata !DIExpression()), !dbg !85
  store i8** %1, i8*** %4, align 8, !tbaa !90
  %10 = bitcast i32* %5 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #11, !dbg !92
  %11 = bitcast i32* %6 to i8*, !dbg !92
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #11, !dbg !92
  call void @llvm.dbg.value(metadata i32* %3, metadata !53, metadata !DIExpression(DW_OP_deref)), !dbg !85
  call void @llvm.dbg.value(metadata i8*** %4, metadata !54, metadata !DIExpression(DW_OP_deref)), !dbg !85
  %12 = call i32 @MPI_Init(i32* noundef nonnull %3, i8*** noundef nonnull %4) #11, !dbg !93
  call void @llvm.dbg.value(metadata i32* %5, metadata !55, metadata !DIExpression(DW_OP_deref)), !dbg !85
  %13 = call i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %5) #11, !dbg !94
  call void @llvm.dbg.value(metadata i32* %6, metadata !56, metadata !DIExpression(DW_OP_deref)), !dbg !85
  %14 = call i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*), i32* noundef nonnull %6) #11, !dbg !95
  %15 = load i32, i32* %3, align 4, !dbg !96, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %15, metadata !53, metadata !DIExpression()), !dbg !85
  %16 = load i8**, i8*** %4, align 8, !dbg !97, !tbaa !90
  call void @llvm.dbg.value(metadata i8** %16, metadata !54, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %15, metadata !98, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i8** %16, metadata !103, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 4000, metadata !105, metadata !DIExpression()), !dbg !109
  %17 = icmp sgt i32 %15, 1, !dbg !111
  br i1 %17, label %18, label %37, !dbg !113

18:                                               ; preds = %2
  %19 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !114
  %20 = load i8*, i8** %19, align 8, !dbg !114, !tbaa !90
  call void @llvm.dbg.value(metadata i8* %20, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !109
  %21 = load i8, i8* %20, align 1, !dbg !115, !tbaa !117
  %22 = icmp eq i8 %21, 0, !dbg !118
  br i1 %22, label %37, label %23, !dbg !119

23:                                               ; preds = %18, %29
  %24 = phi i8 [ %35, %29 ], [ %21, %18 ]
  %25 = phi i32 [ %33, %29 ], [ 0, %18 ]
  %26 = phi i8* [ %34, %29 ], [ %20, %18 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i8* %26, metadata !106, metadata !DIExpression()), !dbg !109
  %27 = add i8 %24, -58, !dbg !120
  %28 = icmp ult i8 %27, -10, !dbg !120
  br i1 %28, label %37, label %29, !dbg !120

29:                                               ; preds = %23
  %30 = sext i8 %24 to i32, !dbg !125
  %31 = mul nsw i32 %25, 10, !dbg !126
  %32 = add nsw i32 %30, -48, !dbg !127
  %33 = add i32 %32, %31, !dbg !128
  call void @llvm.dbg.value(metadata i32 %33, metadata !108, metadata !DIExpression()), !dbg !109
  %34 = getelementptr inbounds i8, i8* %26, i64 1, !dbg !129
  call void @llvm.dbg.value(metadata i8* %34, metadata !106, metadata !DIExpression()), !dbg !109
  %35 = load i8, i8* %34, align 1, !dbg !130, !tbaa !117
  %36 = icmp eq i8 %35, 0, !dbg !131
  br i1 %36, label %37, label %23, !dbg !131, !llvm.loop !132

37:                                               ; preds = %23, %29, %2, %18
  %38 = phi i32 [ 4000, %2 ], [ 4000, %18 ], [ 4000, %23 ], [ %33, %29 ], !dbg !109
  call void @llvm.dbg.value(metadata i32 %38, metadata !57, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %15, metadata !53, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i8** %16, metadata !54, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %15, metadata !98, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i8** %16, metadata !103, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 2, metadata !104, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 5, metadata !105, metadata !DIExpression()), !dbg !136
  %39 = icmp sgt i32 %15, 2, !dbg !138
  br i1 %39, label %40, label %59, !dbg !139

40:                                               ; preds = %37
  %41 = getelementptr inbounds i8*, i8** %16, i64 2, !dbg !140
  %42 = load i8*, i8** %41, align 8, !dbg !140, !tbaa !90
  call void @llvm.dbg.value(metadata i8* %42, metadata !106, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !136
  %43 = load i8, i8* %42, align 1, !dbg !141, !tbaa !117
  %44 = icmp eq i8 %43, 0, !dbg !142
  br i1 %44, label %59, label %45, !dbg !143

45:                                               ; preds = %40, %51
  %46 = phi i8 [ %57, %51 ], [ %43, %40 ]
  %47 = phi i32 [ %55, %51 ], [ 0, %40 ]
  %48 = phi i8* [ %56, %51 ], [ %42, %40 ]
  call void @llvm.dbg.value(metadata i32 %47, metadata !108, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i8* %48, metadata !106, metadata !DIExpression()), !dbg !136
  %49 = add i8 %46, -58, !dbg !144
  %50 = icmp ult i8 %49, -10, !dbg !144
  br i1 %50, label %59, label %51, !dbg !144

51:                                               ; preds = %45
  %52 = sext i8 %46 to i32, !dbg !145
  %53 = mul nsw i32 %47, 10, !dbg !146
  %54 = add nsw i32 %52, -48, !dbg !147
  %55 = add i32 %54, %53, !dbg !148
  call void @llvm.dbg.value(metadata i32 %55, metadata !108, metadata !DIExpression()), !dbg !136
  %56 = getelementptr inbounds i8, i8* %48, i64 1, !dbg !149
  call void @llvm.dbg.value(metadata i8* %56, metadata !106, metadata !DIExpression()), !dbg !136
  %57 = load i8, i8* %56, align 1, !dbg !150, !tbaa !117
  %58 = icmp eq i8 %57, 0, !dbg !151
  br i1 %58, label %59, label %45, !dbg !151, !llvm.loop !152

59:                                               ; preds = %45, %51, %37, %40
  %60 = phi i32 [ 5, %37 ], [ 5, %40 ], [ 5, %45 ], [ %55, %51 ], !dbg !136
  call void @llvm.dbg.value(metadata i32 %60, metadata !58, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %15, metadata !53, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i8** %16, metadata !54, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %15, metadata !98, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8** %16, metadata !103, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i32 3, metadata !104, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i32 -1, metadata !105, metadata !DIExpression()), !dbg !154
  %61 = icmp sgt i32 %15, 3, !dbg !156
  br i1 %61, label %62, label %81, !dbg !157

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8*, i8** %16, i64 3, !dbg !158
  %64 = load i8*, i8** %63, align 8, !dbg !158, !tbaa !90
  call void @llvm.dbg.value(metadata i8* %64, metadata !106, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i32 0, metadata !108, metadata !DIExpression()), !dbg !154
  %65 = load i8, i8* %64, align 1, !dbg !159, !tbaa !117
  %66 = icmp eq i8 %65, 0, !dbg !160
  br i1 %66, label %81, label %67, !dbg !161

67:                                               ; preds = %62, %73
  %68 = phi i8 [ %79, %73 ], [ %65, %62 ]
  %69 = phi i32 [ %77, %73 ], [ 0, %62 ]
  %70 = phi i8* [ %78, %73 ], [ %64, %62 ]
  call void @llvm.dbg.value(metadata i32 %69, metadata !108, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i8* %70, metadata !106, metadata !DIExpression()), !dbg !154
  %71 = add i8 %68, -58, !dbg !162
  %72 = icmp ult i8 %71, -10, !dbg !162
  br i1 %72, label %81, label %73, !dbg !162

73:                                               ; preds = %67
  %74 = sext i8 %68 to i32, !dbg !163
  %75 = mul nsw i32 %69, 10, !dbg !164
  %76 = add nsw i32 %74, -48, !dbg !165
  %77 = add i32 %76, %75, !dbg !166
  call void @llvm.dbg.value(metadata i32 %77, metadata !108, metadata !DIExpression()), !dbg !154
  %78 = getelementptr inbounds i8, i8* %70, i64 1, !dbg !167
  call void @llvm.dbg.value(metadata i8* %78, metadata !106, metadata !DIExpression()), !dbg !154
  %79 = load i8, i8* %78, align 1, !dbg !168, !tbaa !117
  %80 = icmp eq i8 %79, 0, !dbg !169
  br i1 %80, label %81, label %67, !dbg !169, !llvm.loop !170

81:                                               ; preds = %67, %73, %59, %62
  %82 = phi i32 [ -1, %59 ], [ -1, %62 ], [ -1, %67 ], [ %77, %73 ], !dbg !154
  call void @llvm.dbg.value(metadata i32 %82, metadata !59, metadata !DIExpression()), !dbg !85
  %83 = icmp sgt i32 %38, 1, !dbg !172
  %84 = select i1 %83, i32 %38, i32 1, !dbg !172
  call void @llvm.dbg.value(metadata i32 %84, metadata !57, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !60, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()), !dbg !173
  %85 = icmp sgt i32 %60, 0, !dbg !174
  br i1 %85, label %86, label %98, !dbg !175

86:                                               ; preds = %81
  %87 = bitcast [3 x double]* %7 to i8*
  %88 = icmp ult i32 %82, 3
  %89 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 0
  %90 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 1
  %91 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 2
  %92 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 0
  %93 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 1
  %94 = getelementptr inbounds [3 x double], [3 x double]* %7, i64 0, i64 2
  %95 = bitcast double* %8 to i8*
  %96 = sitofp i32 %84 to double
  %97 = bitcast double* %9 to i8*
  br label %102, !dbg !175

98:                                               ; preds = %174, %81
  %99 = phi double [ 0.000000e+00, %81 ], [ %153, %174 ], !dbg !85
  %100 = load i32, i32* %5, align 4, !dbg !176, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %100, metadata !55, metadata !DIExpression()), !dbg !85
  %101 = icmp eq i32 %100, 0, !dbg !178
  br i1 %101, label %177, label %181, !dbg !179

102:                                              ; preds = %86, %174
  %103 = phi double [ 0.000000e+00, %86 ], [ %153, %174 ]
  %104 = phi i32 [ 0, %86 ], [ %175, %174 ]
  call void @llvm.dbg.value(metadata double %103, metadata !60, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %104, metadata !61, metadata !DIExpression()), !dbg !173
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %87) #11, !dbg !180
  call void @llvm.dbg.declare(metadata [3 x double]* %7, metadata !63, metadata !DIExpression()), !dbg !181
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %87, i8 0, i64 24, i1 false), !dbg !181
  %105 = load i32, i32* %5, align 4, !dbg !182, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %105, metadata !55, metadata !DIExpression()), !dbg !85
  %106 = icmp eq i32 %105, 0, !dbg !183
  br i1 %106, label %107, label %116, !dbg !184

107:                                              ; preds = %102
  %108 = urem i32 %104, 3, !dbg !185
  %109 = select i1 %88, i32 %82, i32 %108, !dbg !185
  call void @llvm.dbg.value(metadata i32 %109, metadata !67, metadata !DIExpression()), !dbg !186
  %110 = sitofp i32 %109 to double, !dbg !187
  store double %110, double* %89, align 16, !dbg !188, !tbaa !189
  %111 = sub nsw i32 0, %104, !dbg !191
  %112 = sitofp i32 %111 to double, !dbg !191
  %113 = fmul double %112, 5.000000e-01, !dbg !192
  store double %113, double* %90, align 8, !dbg !193, !tbaa !189
  %114 = sitofp i32 %104 to double, !dbg !194
  %115 = call double @llvm.fmuladd.f64(double %114, double 5.000000e-01, double 1.000000e+00), !dbg !195
  store double %115, double* %91, align 16, !dbg !196, !tbaa !189
  br label %116, !dbg !197

116:                                              ; preds = %107, %102
  %117 = call i32 @MPI_Bcast(i8* noundef nonnull %87, i32 noundef 3, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !198
  %118 = load double, double* %92, align 16, !dbg !199, !tbaa !189
  %119 = fptosi double %118 to i32, !dbg !200
  call void @llvm.dbg.value(metadata i32 %119, metadata !70, metadata !DIExpression()), !dbg !201
  %120 = load double, double* %93, align 8, !dbg !202, !tbaa !189
  call void @llvm.dbg.value(metadata double %120, metadata !71, metadata !DIExpression()), !dbg !201
  %121 = load double, double* %94, align 16, !dbg !203, !tbaa !189
  call void @llvm.dbg.value(metadata double %121, metadata !72, metadata !DIExpression()), !dbg !201
  %122 = sext i32 %119 to i64, !dbg !204
  %123 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @integrands, i64 0, i64 %122, !dbg !204
  %124 = load double (double)*, double (double)** %123, align 8, !dbg !204, !tbaa !90
  call void @llvm.dbg.value(metadata double (double)* %124, metadata !73, metadata !DIExpression()), !dbg !201
  %125 = fsub double %121, %120, !dbg !205
  %126 = load i32, i32* %6, align 4, !dbg !206, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %126, metadata !56, metadata !DIExpression()), !dbg !85
  %127 = sitofp i32 %126 to double, !dbg !206
  %128 = fdiv double %125, %127, !dbg !207
  call void @llvm.dbg.value(metadata double %128, metadata !74, metadata !DIExpression()), !dbg !201
  %129 = load i32, i32* %5, align 4, !dbg !208, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %129, metadata !55, metadata !DIExpression()), !dbg !85
  %130 = sitofp i32 %129 to double, !dbg !208
  %131 = call double @llvm.fmuladd.f64(double %130, double %128, double %120), !dbg !209
  call void @llvm.dbg.value(metadata double %131, metadata !75, metadata !DIExpression()), !dbg !201
  %132 = add nsw i32 %126, -1, !dbg !210
  %133 = icmp eq i32 %129, %132, !dbg !211
  %134 = fadd double %128, %131, !dbg !212
  %135 = select i1 %133, double %121, double %134, !dbg !212
  call void @llvm.dbg.value(metadata double %135, metadata !76, metadata !DIExpression()), !dbg !201
  %136 = call double @MPI_Wtime() #11, !dbg !213
  call void @llvm.dbg.value(metadata double %136, metadata !77, metadata !DIExpression()), !dbg !201
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %95) #11, !dbg !214
  call void @llvm.dbg.value(metadata double (double)* %124, metadata !215, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata double %131, metadata !220, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata double %135, metadata !221, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata i32 %84, metadata !222, metadata !DIExpression()) #11, !dbg !227
  %137 = fsub double %135, %131, !dbg !229
  %138 = fdiv double %137, %96, !dbg !230
  call void @llvm.dbg.value(metadata double %138, metadata !223, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !224, metadata !DIExpression()) #11, !dbg !227
  call void @llvm.dbg.value(metadata i32 0, metadata !225, metadata !DIExpression()) #11, !dbg !231
  br label %139

139:                                              ; preds = %139, %116
  %140 = phi i32 [ %147, %139 ], [ 0, %116 ]
  %141 = phi double [ %146, %139 ], [ 0.000000e+00, %116 ]
  call void @llvm.dbg.value(metadata i32 %140, metadata !225, metadata !DIExpression()) #11, !dbg !231
  call void @llvm.dbg.value(metadata double %141, metadata !224, metadata !DIExpression()) #11, !dbg !227
  %142 = sitofp i32 %140 to double, !dbg !232
  %143 = fadd double %142, 5.000000e-01, !dbg !234
  %144 = call double @llvm.fmuladd.f64(double %143, double %138, double %131) #11, !dbg !235
  %145 = call double %124(double noundef %144) #11, !dbg !236
  %146 = fadd double %141, %145, !dbg !237
  call void @llvm.dbg.value(metadata double %146, metadata !224, metadata !DIExpression()) #11, !dbg !227
  %147 = add nuw nsw i32 %140, 1, !dbg !238
  call void @llvm.dbg.value(metadata i32 %147, metadata !225, metadata !DIExpression()) #11, !dbg !231
  %148 = icmp eq i32 %147, %84, !dbg !239
  br i1 %148, label %149, label %139, !dbg !240, !llvm.loop !241

149:                                              ; preds = %139
  %150 = fmul double %138, %146, !dbg !243
  call void @llvm.dbg.value(metadata double %150, metadata !78, metadata !DIExpression()), !dbg !201
  store double %150, double* %8, align 8, !dbg !244, !tbaa !189
  %151 = call double @MPI_Wtime() #11, !dbg !245
  %152 = fsub double %151, %136, !dbg !246
  %153 = fadd double %103, %152, !dbg !247
  call void @llvm.dbg.value(metadata double %153, metadata !60, metadata !DIExpression()), !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %97) #11, !dbg !248
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !79, metadata !DIExpression()), !dbg !201
  store double 0.000000e+00, double* %9, align 8, !dbg !249, !tbaa !189
  call void @llvm.dbg.value(metadata double* %8, metadata !78, metadata !DIExpression(DW_OP_deref)), !dbg !201
  call void @llvm.dbg.value(metadata double* %9, metadata !79, metadata !DIExpression(DW_OP_deref)), !dbg !201
  %154 = call i32 @MPI_Reduce(i8* noundef nonnull %95, i8* noundef nonnull %97, i32 noundef 1, %struct.ompi_datatype_t* noundef bitcast (%struct.ompi_predefined_datatype_t* @ompi_mpi_double to %struct.ompi_datatype_t*), %struct.ompi_op_t* noundef bitcast (%struct.ompi_predefined_op_t* @ompi_mpi_op_sum to %struct.ompi_op_t*), i32 noundef 0, %struct.ompi_communicator_t* noundef bitcast (%struct.ompi_predefined_communicator_t* @ompi_mpi_comm_world to %struct.ompi_communicator_t*)) #11, !dbg !250
  %155 = load i32, i32* %5, align 4, !dbg !251, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %155, metadata !55, metadata !DIExpression()), !dbg !85
  %156 = icmp eq i32 %155, 0, !dbg !252
  br i1 %156, label %157, label %174, !dbg !253

157:                                              ; preds = %149
  %158 = getelementptr inbounds [3 x [24 x i8]], [3 x [24 x i8]]* @names, i64 0, i64 %122, i64 0, !dbg !254
  %159 = load double, double* %9, align 8, !dbg !255, !tbaa !189
  call void @llvm.dbg.value(metadata double %159, metadata !79, metadata !DIExpression()), !dbg !201
  %160 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([50 x i8], [50 x i8]* @.str, i64 0, i64 0), i32 noundef %104, i8* noundef nonnull %158, double noundef %120, double noundef %121, double noundef %159), !dbg !256
  %161 = icmp eq i32 %119, 2, !dbg !257
  br i1 %161, label %172, label %162, !dbg !258

162:                                              ; preds = %157
  %163 = getelementptr inbounds [3 x double (double)*], [3 x double (double)*]* @antiderivatives, i64 0, i64 %122, !dbg !259
  %164 = load double (double)*, double (double)** %163, align 8, !dbg !259, !tbaa !90
  %165 = call double %164(double noundef %121) #11, !dbg !260
  %166 = call double %164(double noundef %120) #11, !dbg !261
  %167 = fsub double %165, %166, !dbg !262
  call void @llvm.dbg.value(metadata double %167, metadata !80, metadata !DIExpression()), !dbg !263
  %168 = load double, double* %9, align 8, !dbg !264, !tbaa !189
  call void @llvm.dbg.value(metadata double %168, metadata !79, metadata !DIExpression()), !dbg !201
  %169 = fsub double %168, %167, !dbg !265
  %170 = call double @llvm.fabs.f64(double %169), !dbg !266
  %171 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.1, i64 0, i64 0), double noundef %170), !dbg !267
  br label %174, !dbg !268

172:                                              ; preds = %157
  %173 = call i32 @putchar(i32 10), !dbg !269
  br label %174

174:                                              ; preds = %162, %172, %149
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %97) #11, !dbg !271
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %95) #11, !dbg !271
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %87) #11, !dbg !271
  %175 = add nuw nsw i32 %104, 1, !dbg !272
  call void @llvm.dbg.value(metadata double %153, metadata !60, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 %175, metadata !61, metadata !DIExpression()), !dbg !173
  %176 = icmp eq i32 %175, %60, !dbg !174
  br i1 %176, label %98, label %102, !dbg !175, !llvm.loop !273

177:                                              ; preds = %98
  %178 = load i32, i32* %6, align 4, !dbg !275, !tbaa !86
  call void @llvm.dbg.value(metadata i32 %178, metadata !56, metadata !DIExpression()), !dbg !85
  %179 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.3, i64 0, i64 0), i32 noundef %178, i32 noundef %84, i32 noundef %60), !dbg !277
  %180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.4, i64 0, i64 0), double noundef %99), !dbg !278
  br label %181, !dbg !279

181:                                              ; preds = %177, %98
  %182 = call i32 @MPI_Finalize() #11, !dbg !280
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #11, !dbg !281
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #11, !dbg !281
  ret i32 0, !dbg !282
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !283 i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #3

declare !dbg !289 i32 @MPI_Comm_rank(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

declare !dbg !292 i32 @MPI_Comm_size(%struct.ompi_communicator_t* noundef, i32* noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

declare !dbg !293 i32 @MPI_Bcast(i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

declare !dbg !296 double @MPI_Wtime() local_unnamed_addr #3

declare !dbg !299 i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, %struct.ompi_datatype_t* noundef, %struct.ompi_op_t* noundef, i32 noundef, %struct.ompi_communicator_t* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

declare !dbg !304 i32 @MPI_Finalize() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define internal double @f_poly(double noundef %0) #6 !dbg !307 {
  call void @llvm.dbg.value(metadata double %0, metadata !309, metadata !DIExpression()), !dbg !310
  %2 = call double @llvm.fmuladd.f64(double %0, double 4.000000e+00, double -3.000000e+00), !dbg !311
  %3 = call double @llvm.fmuladd.f64(double %2, double %0, double 2.000000e+00), !dbg !312
  %4 = call double @llvm.fmuladd.f64(double %3, double %0, double 1.000000e+00), !dbg !313
  ret double %4, !dbg !314
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define internal double @f_trig(double noundef %0) #7 !dbg !315 {
  call void @llvm.dbg.value(metadata double %0, metadata !317, metadata !DIExpression()), !dbg !318
  %2 = fmul double %0, 3.000000e+00, !dbg !319
  %3 = call double @sin(double noundef %2) #11, !dbg !320
  %4 = call double @cos(double noundef %0) #11, !dbg !321
  %5 = call double @llvm.fmuladd.f64(double %3, double %4, double 1.000000e+00), !dbg !322
  ret double %5, !dbg !323
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define internal double @f_gauss(double noundef %0) #7 !dbg !324 {
  call void @llvm.dbg.value(metadata double %0, metadata !326, metadata !DIExpression()), !dbg !327
  %2 = fneg double %0, !dbg !328
  %3 = fmul double %2, %0, !dbg !329
  %4 = call double @exp(double noundef %3) #11, !dbg !330
  %5 = fadd double %0, 1.000000e+00, !dbg !331
  %6 = call double @sqrt(double noundef %5) #11, !dbg !332
  %7 = fmul double %4, %6, !dbg !333
  ret double %7, !dbg !334
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nosync nounwind readnone uwtable willreturn
define internal double @F_poly(double noundef %0) #6 !dbg !335 {
  call void @llvm.dbg.value(metadata double %0, metadata !337, metadata !DIExpression()), !dbg !338
  %2 = fadd double %0, -1.000000e+00, !dbg !339
  %3 = call double @llvm.fmuladd.f64(double %2, double %0, double 1.000000e+00), !dbg !340
  %4 = call double @llvm.fmuladd.f64(double %3, double %0, double 1.000000e+00), !dbg !341
  %5 = fmul double %4, %0, !dbg !342
  ret double %5, !dbg !343
}

; Function Attrs: mustprogress nofree nounwind uwtable willreturn writeonly
define internal double @F_trig(double noundef %0) #7 !dbg !344 {
  call void @llvm.dbg.value(metadata double %0, metadata !346, metadata !DIExpression()), !dbg !347
  %2 = fmul double %0, 4.000000e+00, !dbg !348
  %3 = call double @cos(double noundef %2) #11, !dbg !349
  %4 = fmul double %0, 2.000000e+00, !dbg !350
  %5 = call double @cos(double noundef %4) #11, !dbg !351
  %6 = fmul double %5, -2.500000e-01, !dbg !352
  %7 = call double @llvm.fmuladd.f64(double %3, double -1.250000e-01, double %6), !dbg !352
  %8 = fadd double %7, %0, !dbg !353
  ret double %8, !dbg !354
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #10

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind uwtable willreturn writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nofree nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "integrands", scope: !2, file: !3, line: 48, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !9, globals: !22, splitDebugInlining: false, nameTableKind: None)
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
!46 = !{!"Debian clang version 14.0.6"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !48, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!48 = !DISubroutineType(types: !49)
!49 = !{!18, !18, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!52 = !{!53, !54, !55, !56, !57, !58, !59, !60, !61, !63, !67, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80}
!53 = !DILocalVariable(name: "argc", arg: 1, scope: !47, file: !3, line: 66, type: !18)
!54 = !DILocalVariable(name: "argv", arg: 2, scope: !47, file: !3, line: 66, type: !50)
!55 = !DILocalVariable(name: "rank", scope: !47, file: !3, line: 67, type: !18)
!56 = !DILocalVariable(name: "size", scope: !47, file: !3, line: 67, type: !18)
!57 = !DILocalVariable(name: "points", scope: !47, file: !3, line: 72, type: !18)
!58 = !DILocalVariable(name: "rounds", scope: !47, file: !3, line: 73, type: !18)
!59 = !DILocalVariable(name: "fixed", scope: !47, file: !3, line: 74, type: !18)
!60 = !DILocalVariable(name: "total_time", scope: !47, file: !3, line: 78, type: !38)
!61 = !DILocalVariable(name: "round", scope: !62, file: !3, line: 79, type: !18)
!62 = distinct !DILexicalBlock(scope: !47, file: !3, line: 79, column: 3)
!63 = !DILocalVariable(name: "setup", scope: !64, file: !3, line: 81, type: !66)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 79, column: 48)
!65 = distinct !DILexicalBlock(scope: !62, file: !3, line: 79, column: 3)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 192, elements: !39)
!67 = !DILocalVariable(name: "which", scope: !68, file: !3, line: 83, type: !18)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 82, column: 20)
!69 = distinct !DILexicalBlock(scope: !64, file: !3, line: 82, column: 9)
!70 = !DILocalVariable(name: "which", scope: !64, file: !3, line: 89, type: !18)
!71 = !DILocalVariable(name: "a", scope: !64, file: !3, line: 90, type: !38)
!72 = !DILocalVariable(name: "b", scope: !64, file: !3, line: 90, type: !38)
!73 = !DILocalVariable(name: "f", scope: !64, file: !3, line: 91, type: !35)
!74 = !DILocalVariable(name: "width", scope: !64, file: !3, line: 93, type: !38)
!75 = !DILocalVariable(name: "lo", scope: !64, file: !3, line: 94, type: !38)
!76 = !DILocalVariable(name: "hi", scope: !64, file: !3, line: 94, type: !38)
!77 = !DILocalVariable(name: "start", scope: !64, file: !3, line: 95, type: !38)
!78 = !DILocalVariable(name: "part", scope: !64, file: !3, line: 96, type: !38)
!79 = !DILocalVariable(name: "sum", scope: !64, file: !3, line: 98, type: !38)
!80 = !DILocalVariable(name: "exact", scope: !81, file: !3, line: 104, type: !38)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 103, column: 43)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 103, column: 11)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 100, column: 20)
!84 = distinct !DILexicalBlock(scope: !64, file: !3, line: 100, column: 9)
!85 = !DILocation(line: 0, scope: !47)
!86 = !{!87, !87, i64 0}
!87 = !{!"int", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !{!91, !91, i64 0}
!91 = !{!"any pointer", !88, i64 0}
!92 = !DILocation(line: 67, column: 3, scope: !47)
!93 = !DILocation(line: 68, column: 3, scope: !47)
!94 = !DILocation(line: 69, column: 3, scope: !47)
!95 = !DILocation(line: 70, column: 3, scope: !47)
!96 = !DILocation(line: 72, column: 28, scope: !47)
!97 = !DILocation(line: 72, column: 34, scope: !47)
!98 = !DILocalVariable(name: "argc", arg: 1, scope: !99, file: !3, line: 20, type: !18)
!99 = distinct !DISubprogram(name: "parse_count", scope: !3, file: !3, line: 20, type: !100, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!18, !18, !50, !18, !18}
!102 = !{!98, !103, !104, !105, !106, !108}
!103 = !DILocalVariable(name: "argv", arg: 2, scope: !99, file: !3, line: 20, type: !50)
!104 = !DILocalVariable(name: "index", arg: 3, scope: !99, file: !3, line: 20, type: !18)
!105 = !DILocalVariable(name: "fallback", arg: 4, scope: !99, file: !3, line: 20, type: !18)
!106 = !DILocalVariable(name: "s", scope: !99, file: !3, line: 23, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!108 = !DILocalVariable(name: "value", scope: !99, file: !3, line: 24, type: !18)
!109 = !DILocation(line: 0, scope: !99, inlinedAt: !110)
!110 = distinct !DILocation(line: 72, column: 16, scope: !47)
!111 = !DILocation(line: 21, column: 13, scope: !112, inlinedAt: !110)
!112 = distinct !DILexicalBlock(scope: !99, file: !3, line: 21, column: 7)
!113 = !DILocation(line: 21, column: 7, scope: !99, inlinedAt: !110)
!114 = !DILocation(line: 23, column: 19, scope: !99, inlinedAt: !110)
!115 = !DILocation(line: 25, column: 7, scope: !116, inlinedAt: !110)
!116 = distinct !DILexicalBlock(scope: !99, file: !3, line: 25, column: 7)
!117 = !{!88, !88, i64 0}
!118 = !DILocation(line: 25, column: 10, scope: !116, inlinedAt: !110)
!119 = !DILocation(line: 25, column: 7, scope: !99, inlinedAt: !110)
!120 = !DILocation(line: 28, column: 18, scope: !121, inlinedAt: !110)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 28, column: 9)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 27, column: 19)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 27, column: 3)
!124 = distinct !DILexicalBlock(scope: !99, file: !3, line: 27, column: 3)
!125 = !DILocation(line: 28, column: 9, scope: !121, inlinedAt: !110)
!126 = !DILocation(line: 30, column: 19, scope: !122, inlinedAt: !110)
!127 = !DILocation(line: 30, column: 30, scope: !122, inlinedAt: !110)
!128 = !DILocation(line: 30, column: 24, scope: !122, inlinedAt: !110)
!129 = !DILocation(line: 27, column: 15, scope: !123, inlinedAt: !110)
!130 = !DILocation(line: 27, column: 10, scope: !123, inlinedAt: !110)
!131 = !DILocation(line: 27, column: 3, scope: !124, inlinedAt: !110)
!132 = distinct !{!132, !131, !133, !134, !135}
!133 = !DILocation(line: 31, column: 3, scope: !124, inlinedAt: !110)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !{!"llvm.loop.unroll.disable"}
!136 = !DILocation(line: 0, scope: !99, inlinedAt: !137)
!137 = distinct !DILocation(line: 73, column: 16, scope: !47)
!138 = !DILocation(line: 21, column: 13, scope: !112, inlinedAt: !137)
!139 = !DILocation(line: 21, column: 7, scope: !99, inlinedAt: !137)
!140 = !DILocation(line: 23, column: 19, scope: !99, inlinedAt: !137)
!141 = !DILocation(line: 25, column: 7, scope: !116, inlinedAt: !137)
!142 = !DILocation(line: 25, column: 10, scope: !116, inlinedAt: !137)
!143 = !DILocation(line: 25, column: 7, scope: !99, inlinedAt: !137)
!144 = !DILocation(line: 28, column: 18, scope: !121, inlinedAt: !137)
!145 = !DILocation(line: 28, column: 9, scope: !121, inlinedAt: !137)
!146 = !DILocation(line: 30, column: 19, scope: !122, inlinedAt: !137)
!147 = !DILocation(line: 30, column: 30, scope: !122, inlinedAt: !137)
!148 = !DILocation(line: 30, column: 24, scope: !122, inlinedAt: !137)
!149 = !DILocation(line: 27, column: 15, scope: !123, inlinedAt: !137)
!150 = !DILocation(line: 27, column: 10, scope: !123, inlinedAt: !137)
!151 = !DILocation(line: 27, column: 3, scope: !124, inlinedAt: !137)
!152 = distinct !{!152, !151, !153, !134, !135}
!153 = !DILocation(line: 31, column: 3, scope: !124, inlinedAt: !137)
!154 = !DILocation(line: 0, scope: !99, inlinedAt: !155)
!155 = distinct !DILocation(line: 74, column: 15, scope: !47)
!156 = !DILocation(line: 21, column: 13, scope: !112, inlinedAt: !155)
!157 = !DILocation(line: 21, column: 7, scope: !99, inlinedAt: !155)
!158 = !DILocation(line: 23, column: 19, scope: !99, inlinedAt: !155)
!159 = !DILocation(line: 25, column: 7, scope: !116, inlinedAt: !155)
!160 = !DILocation(line: 25, column: 10, scope: !116, inlinedAt: !155)
!161 = !DILocation(line: 25, column: 7, scope: !99, inlinedAt: !155)
!162 = !DILocation(line: 28, column: 18, scope: !121, inlinedAt: !155)
!163 = !DILocation(line: 28, column: 9, scope: !121, inlinedAt: !155)
!164 = !DILocation(line: 30, column: 19, scope: !122, inlinedAt: !155)
!165 = !DILocation(line: 30, column: 30, scope: !122, inlinedAt: !155)
!166 = !DILocation(line: 30, column: 24, scope: !122, inlinedAt: !155)
!167 = !DILocation(line: 27, column: 15, scope: !123, inlinedAt: !155)
!168 = !DILocation(line: 27, column: 10, scope: !123, inlinedAt: !155)
!169 = !DILocation(line: 27, column: 3, scope: !124, inlinedAt: !155)
!170 = distinct !{!170, !169, !171, !134, !135}
!171 = !DILocation(line: 31, column: 3, scope: !124, inlinedAt: !155)
!172 = !DILocation(line: 75, column: 7, scope: !47)
!173 = !DILocation(line: 0, scope: !62)
!174 = !DILocation(line: 79, column: 29, scope: !65)
!175 = !DILocation(line: 79, column: 3, scope: !62)
!176 = !DILocation(line: 111, column: 7, scope: !177)
!177 = distinct !DILexicalBlock(scope: !47, file: !3, line: 111, column: 7)
!178 = !DILocation(line: 111, column: 12, scope: !177)
!179 = !DILocation(line: 111, column: 7, scope: !47)
!180 = !DILocation(line: 81, column: 5, scope: !64)
!181 = !DILocation(line: 81, column: 12, scope: !64)
!182 = !DILocation(line: 82, column: 9, scope: !69)
!183 = !DILocation(line: 82, column: 14, scope: !69)
!184 = !DILocation(line: 82, column: 9, scope: !64)
!185 = !DILocation(line: 83, column: 30, scope: !68)
!186 = !DILocation(line: 0, scope: !68)
!187 = !DILocation(line: 84, column: 18, scope: !68)
!188 = !DILocation(line: 84, column: 16, scope: !68)
!189 = !{!190, !190, i64 0}
!190 = !{!"double", !88, i64 0}
!191 = !DILocation(line: 85, column: 24, scope: !68)
!192 = !DILocation(line: 85, column: 22, scope: !68)
!193 = !DILocation(line: 85, column: 16, scope: !68)
!194 = !DILocation(line: 86, column: 30, scope: !68)
!195 = !DILocation(line: 86, column: 22, scope: !68)
!196 = !DILocation(line: 86, column: 16, scope: !68)
!197 = !DILocation(line: 87, column: 5, scope: !68)
!198 = !DILocation(line: 88, column: 5, scope: !64)
!199 = !DILocation(line: 89, column: 22, scope: !64)
!200 = !DILocation(line: 89, column: 17, scope: !64)
!201 = !DILocation(line: 0, scope: !64)
!202 = !DILocation(line: 90, column: 16, scope: !64)
!203 = !DILocation(line: 90, column: 30, scope: !64)
!204 = !DILocation(line: 91, column: 27, scope: !64)
!205 = !DILocation(line: 93, column: 23, scope: !64)
!206 = !DILocation(line: 93, column: 30, scope: !64)
!207 = !DILocation(line: 93, column: 28, scope: !64)
!208 = !DILocation(line: 94, column: 21, scope: !64)
!209 = !DILocation(line: 94, column: 19, scope: !64)
!210 = !DILocation(line: 94, column: 53, scope: !64)
!211 = !DILocation(line: 94, column: 45, scope: !64)
!212 = !DILocation(line: 94, column: 40, scope: !64)
!213 = !DILocation(line: 95, column: 20, scope: !64)
!214 = !DILocation(line: 96, column: 5, scope: !64)
!215 = !DILocalVariable(name: "f", arg: 1, scope: !216, file: !3, line: 58, type: !35)
!216 = distinct !DISubprogram(name: "integrate", scope: !3, file: !3, line: 58, type: !217, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!38, !35, !38, !38, !18}
!219 = !{!215, !220, !221, !222, !223, !224, !225}
!220 = !DILocalVariable(name: "lo", arg: 2, scope: !216, file: !3, line: 58, type: !38)
!221 = !DILocalVariable(name: "hi", arg: 3, scope: !216, file: !3, line: 58, type: !38)
!222 = !DILocalVariable(name: "points", arg: 4, scope: !216, file: !3, line: 59, type: !18)
!223 = !DILocalVariable(name: "h", scope: !216, file: !3, line: 60, type: !38)
!224 = !DILocalVariable(name: "sum", scope: !216, file: !3, line: 60, type: !38)
!225 = !DILocalVariable(name: "i", scope: !226, file: !3, line: 61, type: !18)
!226 = distinct !DILexicalBlock(scope: !216, file: !3, line: 61, column: 3)
!227 = !DILocation(line: 0, scope: !216, inlinedAt: !228)
!228 = distinct !DILocation(line: 96, column: 19, scope: !64)
!229 = !DILocation(line: 60, column: 18, scope: !216, inlinedAt: !228)
!230 = !DILocation(line: 60, column: 24, scope: !216, inlinedAt: !228)
!231 = !DILocation(line: 0, scope: !226, inlinedAt: !228)
!232 = !DILocation(line: 62, column: 20, scope: !233, inlinedAt: !228)
!233 = distinct !DILexicalBlock(scope: !226, file: !3, line: 61, column: 3)
!234 = !DILocation(line: 62, column: 22, scope: !233, inlinedAt: !228)
!235 = !DILocation(line: 62, column: 17, scope: !233, inlinedAt: !228)
!236 = !DILocation(line: 62, column: 12, scope: !233, inlinedAt: !228)
!237 = !DILocation(line: 62, column: 9, scope: !233, inlinedAt: !228)
!238 = !DILocation(line: 61, column: 32, scope: !233, inlinedAt: !228)
!239 = !DILocation(line: 61, column: 21, scope: !233, inlinedAt: !228)
!240 = !DILocation(line: 61, column: 3, scope: !226, inlinedAt: !228)
!241 = distinct !{!241, !240, !242, !134, !135}
!242 = !DILocation(line: 62, column: 32, scope: !226, inlinedAt: !228)
!243 = !DILocation(line: 63, column: 14, scope: !216, inlinedAt: !228)
!244 = !DILocation(line: 96, column: 12, scope: !64)
!245 = !DILocation(line: 97, column: 19, scope: !64)
!246 = !DILocation(line: 97, column: 31, scope: !64)
!247 = !DILocation(line: 97, column: 16, scope: !64)
!248 = !DILocation(line: 98, column: 5, scope: !64)
!249 = !DILocation(line: 98, column: 12, scope: !64)
!250 = !DILocation(line: 99, column: 5, scope: !64)
!251 = !DILocation(line: 100, column: 9, scope: !84)
!252 = !DILocation(line: 100, column: 14, scope: !84)
!253 = !DILocation(line: 100, column: 9, scope: !64)
!254 = !DILocation(line: 102, column: 14, scope: !83)
!255 = !DILocation(line: 102, column: 34, scope: !83)
!256 = !DILocation(line: 101, column: 7, scope: !83)
!257 = !DILocation(line: 103, column: 34, scope: !82)
!258 = !DILocation(line: 103, column: 11, scope: !83)
!259 = !DILocation(line: 103, column: 11, scope: !82)
!260 = !DILocation(line: 104, column: 24, scope: !81)
!261 = !DILocation(line: 104, column: 52, scope: !81)
!262 = !DILocation(line: 104, column: 50, scope: !81)
!263 = !DILocation(line: 0, scope: !81)
!264 = !DILocation(line: 105, column: 39, scope: !81)
!265 = !DILocation(line: 105, column: 43, scope: !81)
!266 = !DILocation(line: 105, column: 34, scope: !81)
!267 = !DILocation(line: 105, column: 9, scope: !81)
!268 = !DILocation(line: 106, column: 7, scope: !81)
!269 = !DILocation(line: 107, column: 9, scope: !270)
!270 = distinct !DILexicalBlock(scope: !82, file: !3, line: 106, column: 14)
!271 = !DILocation(line: 110, column: 3, scope: !65)
!272 = !DILocation(line: 79, column: 44, scope: !65)
!273 = distinct !{!273, !175, !274, !134, !135}
!274 = !DILocation(line: 110, column: 3, scope: !62)
!275 = !DILocation(line: 112, column: 55, scope: !276)
!276 = distinct !DILexicalBlock(scope: !177, file: !3, line: 111, column: 18)
!277 = !DILocation(line: 112, column: 5, scope: !276)
!278 = !DILocation(line: 113, column: 5, scope: !276)
!279 = !DILocation(line: 114, column: 3, scope: !276)
!280 = !DILocation(line: 115, column: 3, scope: !47)
!281 = !DILocation(line: 117, column: 1, scope: !47)
!282 = !DILocation(line: 116, column: 3, scope: !47)
!283 = !DISubprogram(name: "MPI_Init", scope: !11, file: !11, line: 1637, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!284 = !DISubroutineType(types: !285)
!285 = !{!18, !286, !287}
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!288 = !{}
!289 = !DISubprogram(name: "MPI_Comm_rank", scope: !11, file: !11, line: 1421, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!290 = !DISubroutineType(types: !291)
!291 = !{!18, !10, !286}
!292 = !DISubprogram(name: "MPI_Comm_size", scope: !11, file: !11, line: 1428, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!293 = !DISubprogram(name: "MPI_Bcast", scope: !11, file: !11, line: 1345, type: !294, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!294 = !DISubroutineType(types: !295)
!295 = !{!18, !14, !18, !15, !18, !10}
!296 = !DISubprogram(name: "MPI_Wtime", scope: !11, file: !11, line: 1954, type: !297, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!297 = !DISubroutineType(types: !298)
!298 = !{!38}
!299 = !DISubprogram(name: "MPI_Reduce", scope: !11, file: !11, line: 1725, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!300 = !DISubroutineType(types: !301)
!301 = !{!18, !302, !14, !18, !15, !19, !18, !10}
!302 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !303, size: 64)
!303 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!304 = !DISubprogram(name: "MPI_Finalize", scope: !11, file: !11, line: 1550, type: !305, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !288)
!305 = !DISubroutineType(types: !306)
!306 = !{!18}
!307 = distinct !DISubprogram(name: "f_poly", scope: !3, file: !3, line: 35, type: !36, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !308)
!308 = !{!309}
!309 = !DILocalVariable(name: "x", arg: 1, scope: !307, file: !3, line: 35, type: !38)
!310 = !DILocation(line: 0, scope: !307)
!311 = !DILocation(line: 35, column: 51, scope: !307)
!312 = !DILocation(line: 35, column: 62, scope: !307)
!313 = !DILocation(line: 35, column: 73, scope: !307)
!314 = !DILocation(line: 35, column: 34, scope: !307)
!315 = distinct !DISubprogram(name: "f_trig", scope: !3, file: !3, line: 36, type: !36, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !316)
!316 = !{!317}
!317 = !DILocalVariable(name: "x", arg: 1, scope: !315, file: !3, line: 36, type: !38)
!318 = !DILocation(line: 0, scope: !315)
!319 = !DILocation(line: 36, column: 49, scope: !315)
!320 = !DILocation(line: 36, column: 41, scope: !315)
!321 = !DILocation(line: 36, column: 56, scope: !315)
!322 = !DILocation(line: 36, column: 63, scope: !315)
!323 = !DILocation(line: 36, column: 34, scope: !315)
!324 = distinct !DISubprogram(name: "f_gauss", scope: !3, file: !3, line: 37, type: !36, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !325)
!325 = !{!326}
!326 = !DILocalVariable(name: "x", arg: 1, scope: !324, file: !3, line: 37, type: !38)
!327 = !DILocation(line: 0, scope: !324)
!328 = !DILocation(line: 37, column: 46, scope: !324)
!329 = !DILocation(line: 37, column: 49, scope: !324)
!330 = !DILocation(line: 37, column: 42, scope: !324)
!331 = !DILocation(line: 37, column: 65, scope: !324)
!332 = !DILocation(line: 37, column: 56, scope: !324)
!333 = !DILocation(line: 37, column: 54, scope: !324)
!334 = !DILocation(line: 37, column: 35, scope: !324)
!335 = distinct !DISubprogram(name: "F_poly", scope: !3, file: !3, line: 40, type: !36, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !336)
!336 = !{!337}
!337 = !DILocalVariable(name: "x", arg: 1, scope: !335, file: !3, line: 40, type: !38)
!338 = !DILocation(line: 0, scope: !335)
!339 = !DILocation(line: 41, column: 15, scope: !335)
!340 = !DILocation(line: 41, column: 26, scope: !335)
!341 = !DILocation(line: 41, column: 37, scope: !335)
!342 = !DILocation(line: 41, column: 44, scope: !335)
!343 = !DILocation(line: 41, column: 3, scope: !335)
!344 = distinct !DISubprogram(name: "F_trig", scope: !3, file: !3, line: 43, type: !36, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !345)
!345 = !{!346}
!346 = !DILocalVariable(name: "x", arg: 1, scope: !344, file: !3, line: 43, type: !38)
!347 = !DILocation(line: 0, scope: !344)
!348 = !DILocation(line: 44, column: 27, scope: !344)
!349 = !DILocation(line: 44, column: 19, scope: !344)
!350 = !DILocation(line: 44, column: 49, scope: !344)
!351 = !DILocation(line: 44, column: 41, scope: !344)
!352 = !DILocation(line: 44, column: 32, scope: !344)
!353 = !DILocation(line: 44, column: 54, scope: !344)
!354 = !DILocation(line: 44, column: 3, scope: !344)
