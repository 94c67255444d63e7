; ModuleID = '../colls.c'
source_filename = "../colls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { i64, i64, i64, i64 }
%struct.anon = type { double, i32 }
%struct.anon.0 = type { float, i32 }
%struct.anon.1 = type { i64, i32 }
%struct.anon.2 = type { i16, i32 }
%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

@rank = internal global i32 0, align 4
@size = internal global i32 0, align 4
@.str = private unnamed_addr constant [19 x i8] c"colls on %d ranks\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"SUM\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"PROD\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"MAX\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"MIN\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"LAND\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"LOR\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"LXOR\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"BAND\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"BOR\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"BXOR\00", align 1
@__const.main.names = private unnamed_addr constant [10 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.7, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.10, i32 0, i32 0)], align 16
@__const.main.ops = private unnamed_addr constant [10 x i32] [i32 1476395011, i32 1476395012, i32 1476395009, i32 1476395010, i32 1476395013, i32 1476395015, i32 1476395017, i32 1476395014, i32 1476395016, i32 1476395018], align 16
@failures = internal unnamed_addr global i32 0, align 4
@.str.11 = private unnamed_addr constant [18 x i8] c"bcast int root %d\00", align 1
@.str.12 = private unnamed_addr constant [22 x i8] c"bcast double root n-1\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"MISMATCH rank %d: %s\0A\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"%-40s %s\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1
@.str.17 = private unnamed_addr constant [22 x i8] c"reduce int %s root %d\00", align 1
@.str.18 = private unnamed_addr constant [17 x i8] c"allreduce int %s\00", align 1
@.str.19 = private unnamed_addr constant [36 x i8] c"allreduce unsigned char SUM (wraps)\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"allreduce short MAX\00", align 1
@.str.21 = private unnamed_addr constant [23 x i8] c"allreduce unsigned BOR\00", align 1
@.str.22 = private unnamed_addr constant [19 x i8] c"allreduce long SUM\00", align 1
@.str.23 = private unnamed_addr constant [34 x i8] c"allreduce unsigned long long BAND\00", align 1
@.str.24 = private unnamed_addr constant [20 x i8] c"allreduce float MIN\00", align 1
@.str.25 = private unnamed_addr constant [32 x i8] c"allreduce double SUM/PROD exact\00", align 1
@.str.26 = private unnamed_addr constant [21 x i8] c"  double PROD %.17g\0A\00", align 1
@.str.27 = private unnamed_addr constant [53 x i8] c"  double SUM rounding: allreduce %.17g reduce %.17g\0A\00", align 1
@.str.28 = private unnamed_addr constant [27 x i8] c"allreduce signed char LXOR\00", align 1
@.str.29 = private unnamed_addr constant [28 x i8] c"allreduce DOUBLE_INT MAXLOC\00", align 1
@.str.30 = private unnamed_addr constant [28 x i8] c"allreduce DOUBLE_INT MINLOC\00", align 1
@.str.31 = private unnamed_addr constant [40 x i8] c"reduce 2INT MAXLOC (ties: lowest index)\00", align 1
@.str.32 = private unnamed_addr constant [27 x i8] c"allreduce FLOAT_INT MAXLOC\00", align 1
@.str.33 = private unnamed_addr constant [26 x i8] c"allreduce LONG_INT MINLOC\00", align 1
@.str.34 = private unnamed_addr constant [27 x i8] c"allreduce SHORT_INT MAXLOC\00", align 1
@.str.35 = private unnamed_addr constant [19 x i8] c"allreduce IN_PLACE\00", align 1
@.str.36 = private unnamed_addr constant [24 x i8] c"reduce IN_PLACE at root\00", align 1
@.str.37 = private unnamed_addr constant [7 x i8] c"gather\00", align 1
@.str.38 = private unnamed_addr constant [8 x i8] c"scatter\00", align 1
@.str.39 = private unnamed_addr constant [8 x i8] c"gatherv\00", align 1
@.str.40 = private unnamed_addr constant [9 x i8] c"scatterv\00", align 1
@.str.41 = private unnamed_addr constant [11 x i8] c"allgatherv\00", align 1
@.str.42 = private unnamed_addr constant [10 x i8] c"allgather\00", align 1
@.str.43 = private unnamed_addr constant [19 x i8] c"allgather IN_PLACE\00", align 1
@.str.44 = private unnamed_addr constant [9 x i8] c"alltoall\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"alltoallv\00", align 1
@.str.46 = private unnamed_addr constant [9 x i8] c"scan SUM\00", align 1
@.str.47 = private unnamed_addr constant [10 x i8] c"scan PROD\00", align 1
@.str.48 = private unnamed_addr constant [11 x i8] c"exscan SUM\00", align 1
@.str.49 = private unnamed_addr constant [11 x i8] c"exscan MAX\00", align 1
@.str.50 = private unnamed_addr constant [15 x i8] c"reduce_scatter\00", align 1
@.str.51 = private unnamed_addr constant [21 x i8] c"reduce_scatter_block\00", align 1
@.str.52 = private unnamed_addr constant [32 x i8] c"comm_split (key reverses order)\00", align 1
@.str.53 = private unnamed_addr constant [34 x i8] c"allreduce on a split communicator\00", align 1
@.str.54 = private unnamed_addr constant [19 x i8] c"comm_dup congruent\00", align 1
@.str.55 = private unnamed_addr constant [15 x i8] c"bcast on a dup\00", align 1
@.str.56 = private unnamed_addr constant [41 x i8] c"comm_split UNDEFINED gives MPI_COMM_NULL\00", align 1
@.str.57 = private unnamed_addr constant [29 x i8] c"comm_free sets MPI_COMM_NULL\00", align 1
@.str.58 = private unnamed_addr constant [37 x i8] c"overlapping non-blocking collectives\00", align 1
@.str.59 = private unnamed_addr constant [21 x i8] c"ibarrier + test loop\00", align 1
@.str.60 = private unnamed_addr constant [33 x i8] c"user op (non-commutative) reduce\00", align 1
@.str.61 = private unnamed_addr constant [36 x i8] c"user op (non-commutative) allreduce\00", align 1
@.str.62 = private unnamed_addr constant [31 x i8] c"user op (non-commutative) scan\00", align 1
@.str.63 = private unnamed_addr constant [32 x i8] c"user op (commutative) allreduce\00", align 1
@.str.64 = private unnamed_addr constant [15 x i8] c"op_commutative\00", align 1
@.str.65 = private unnamed_addr constant [25 x i8] c"op_free sets MPI_OP_NULL\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.mat, align 8
  %19 = alloca %struct.mat, align 8
  %20 = alloca %struct.mat, align 8
  %21 = alloca %struct.mat, align 8
  %22 = alloca [3 x double], align 16
  %23 = alloca [3 x double], align 16
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [5 x i32], align 16
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca [64 x i32], align 16
  %34 = alloca i32, align 4
  %35 = alloca [64 x i32], align 16
  %36 = alloca [64 x i32], align 16
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca [3 x i32], align 4
  %64 = alloca [2 x i32], align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca [2 x i32], align 4
  %74 = alloca [2 x i32], align 4
  %75 = alloca i64, align 8
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i32, align 4
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca [3 x i32], align 4
  %95 = alloca [3 x i32], align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i32, align 4
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i8, align 1
  %129 = alloca i8, align 1
  %130 = alloca i16, align 2
  %131 = alloca i16, align 2
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i64, align 8
  %137 = alloca i64, align 8
  %138 = alloca float, align 4
  %139 = alloca float, align 4
  %140 = alloca [3 x double], align 16
  %141 = alloca [3 x double], align 16
  %142 = alloca double, align 8
  %143 = alloca double, align 8
  %144 = alloca double, align 8
  %145 = alloca i8, align 1
  %146 = alloca i8, align 1
  %147 = alloca %struct.anon, align 8
  %148 = alloca %struct.anon, align 8
  %149 = alloca [2 x i32], align 4
  %150 = alloca [2 x i32], align 4
  %151 = alloca %struct.anon.0, align 4
  %152 = alloca %struct.anon.0, align 4
  %153 = alloca %struct.anon.1, align 8
  %154 = alloca %struct.anon.1, align 8
  %155 = alloca %struct.anon.2, align 4
  %156 = alloca %struct.anon.2, align 4
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i32, align 4
  %164 = alloca [37 x i32], align 16
  %165 = alloca [64 x i8], align 16
  %166 = alloca [5 x double], align 16
  %167 = alloca i32, align 4
  %168 = alloca i8**, align 8
  store i32 %0, i32* %167, align 4, !tbaa !5
  store i8** %1, i8*** %168, align 8, !tbaa !9
  %169 = call i32 @MPI_Init(i32* noundef nonnull %167, i8*** noundef nonnull %168) #9
  %170 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #9
  %171 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #9
  %172 = load i32, i32* @rank, align 4, !tbaa !5
  %173 = icmp eq i32 %172, 0
  br i1 %173, label %174, label %177

174:                                              ; preds = %2
  %175 = load i32, i32* @size, align 4, !tbaa !5
  %176 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %175)
  br label %177

177:                                              ; preds = %174, %2
  %178 = call i32 @MPI_Barrier(i32 noundef 1140850688) #9
  %179 = load i32, i32* @size, align 4, !tbaa !5
  %180 = icmp sgt i32 %179, 0
  br i1 %180, label %181, label %186

181:                                              ; preds = %177
  %182 = bitcast [37 x i32]* %164 to i8*
  %183 = getelementptr inbounds [64 x i8], [64 x i8]* %165, i64 0, i64 0
  %184 = bitcast i32* %162 to i8*
  %185 = bitcast i32* %163 to i8*
  br label %192

186:                                              ; preds = %232, %177
  %187 = phi i32 [ %179, %177 ], [ %233, %232 ]
  %188 = bitcast [5 x double]* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %188) #9
  %189 = load i32, i32* @rank, align 4, !tbaa !5
  %190 = add nsw i32 %187, -1
  %191 = icmp eq i32 %189, %190
  br label %257

192:                                              ; preds = %232, %181
  %193 = phi i32 [ 0, %181 ], [ %237, %232 ]
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %182) #9
  %194 = load i32, i32* @rank, align 4, !tbaa !5
  %195 = icmp eq i32 %194, %193
  %196 = mul i32 %193, 3
  %197 = add i32 %196, 3
  br label %200

198:                                              ; preds = %209
  %199 = call i32 @MPI_Bcast(i8* noundef nonnull %182, i32 noundef 37, i32 noundef 1275069445, i32 noundef %193, i32 noundef 1140850688) #9
  br label %239

200:                                              ; preds = %209, %192
  %201 = phi i64 [ 0, %192 ], [ %212, %209 ]
  br i1 %195, label %202, label %209

202:                                              ; preds = %200
  %203 = trunc i64 %201 to i32
  %204 = mul i32 %203, 7
  %205 = add nsw i32 %204, %197
  %206 = mul nsw i32 %193, %203
  %207 = srem i32 %206, 5
  %208 = sub i32 %205, %207
  br label %209

209:                                              ; preds = %202, %200
  %210 = phi i32 [ %208, %202 ], [ -1, %200 ]
  %211 = getelementptr inbounds [37 x i32], [37 x i32]* %164, i64 0, i64 %201
  store i32 %210, i32* %211, align 4, !tbaa !5
  %212 = add nuw nsw i64 %201, 1
  %213 = icmp eq i64 %212, 37
  br i1 %213, label %198, label %200, !llvm.loop !11

214:                                              ; preds = %239
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %183) #9
  %215 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %183, i64 noundef 64, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %193) #9
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %184) #9
  store i32 %252, i32* %162, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %185) #9
  %216 = call i32 @MPI_Allreduce(i8* noundef nonnull %184, i8* noundef nonnull %185, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %217 = load i32, i32* %162, align 4, !tbaa !5
  %218 = icmp eq i32 %217, 0
  br i1 %218, label %219, label %224

219:                                              ; preds = %214
  %220 = load i32, i32* @rank, align 4, !tbaa !5
  %221 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %220, i8* noundef nonnull %183) #9
  %222 = load i32, i32* @failures, align 4, !tbaa !5
  %223 = add nsw i32 %222, 1
  store i32 %223, i32* @failures, align 4, !tbaa !5
  br label %224

224:                                              ; preds = %219, %214
  %225 = load i32, i32* @rank, align 4, !tbaa !5
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %227, label %232

227:                                              ; preds = %224
  %228 = load i32, i32* %163, align 4, !tbaa !5
  %229 = icmp eq i32 %228, 0
  %230 = select i1 %229, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %231 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %183, i8* noundef %230) #9
  br label %232

232:                                              ; preds = %227, %224
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %185) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %184) #9
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %183) #9
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %182) #9
  %233 = load i32, i32* @size, align 4, !tbaa !5
  %234 = icmp sgt i32 %233, 3
  %235 = sdiv i32 %233, 3
  %236 = select i1 %234, i32 %235, i32 1
  %237 = add nsw i32 %236, %193
  %238 = icmp slt i32 %237, %233
  br i1 %238, label %192, label %186, !llvm.loop !14

239:                                              ; preds = %239, %198
  %240 = phi i64 [ 0, %198 ], [ %253, %239 ]
  %241 = phi i32 [ 1, %198 ], [ %252, %239 ]
  %242 = getelementptr inbounds [37 x i32], [37 x i32]* %164, i64 0, i64 %240
  %243 = load i32, i32* %242, align 4, !tbaa !5
  %244 = trunc i64 %240 to i32
  %245 = mul i32 %244, 7
  %246 = add nsw i32 %245, %197
  %247 = mul nsw i32 %193, %244
  %248 = srem i32 %247, 5
  %249 = sub i32 %246, %248
  %250 = icmp eq i32 %243, %249
  %251 = zext i1 %250 to i32
  %252 = and i32 %241, %251
  %253 = add nuw nsw i64 %240, 1
  %254 = icmp eq i64 %253, 37
  br i1 %254, label %214, label %239, !llvm.loop !15

255:                                              ; preds = %264
  %256 = call i32 @MPI_Bcast(i8* noundef nonnull %188, i32 noundef 5, i32 noundef 1275070475, i32 noundef %190, i32 noundef 1140850688) #9
  br label %288

257:                                              ; preds = %264, %186
  %258 = phi i64 [ 0, %186 ], [ %267, %264 ]
  br i1 %191, label %259, label %264

259:                                              ; preds = %257
  %260 = trunc i64 %258 to i32
  %261 = add i32 %260, 3
  %262 = sitofp i32 %261 to double
  %263 = fdiv double 1.000000e+00, %262
  br label %264

264:                                              ; preds = %259, %257
  %265 = phi double [ %263, %259 ], [ 0.000000e+00, %257 ]
  %266 = getelementptr inbounds [5 x double], [5 x double]* %166, i64 0, i64 %258
  store double %265, double* %266, align 8, !tbaa !16
  %267 = add nuw nsw i64 %258, 1
  %268 = icmp eq i64 %267, 5
  br i1 %268, label %255, label %257, !llvm.loop !18

269:                                              ; preds = %288
  %270 = bitcast i32* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %270) #9
  store i32 %299, i32* %160, align 4, !tbaa !5
  %271 = bitcast i32* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %271) #9
  %272 = call i32 @MPI_Allreduce(i8* noundef nonnull %270, i8* noundef nonnull %271, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %273 = load i32, i32* %160, align 4, !tbaa !5
  %274 = icmp eq i32 %273, 0
  br i1 %274, label %275, label %280

275:                                              ; preds = %269
  %276 = load i32, i32* @rank, align 4, !tbaa !5
  %277 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %276, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0)) #9
  %278 = load i32, i32* @failures, align 4, !tbaa !5
  %279 = add nsw i32 %278, 1
  store i32 %279, i32* @failures, align 4, !tbaa !5
  br label %280

280:                                              ; preds = %275, %269
  %281 = load i32, i32* @rank, align 4, !tbaa !5
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %302

283:                                              ; preds = %280
  %284 = load i32, i32* %161, align 4, !tbaa !5
  %285 = icmp eq i32 %284, 0
  %286 = select i1 %285, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %287 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i8* noundef %286) #9
  br label %302

288:                                              ; preds = %288, %255
  %289 = phi i64 [ 0, %255 ], [ %300, %288 ]
  %290 = phi i32 [ 1, %255 ], [ %299, %288 ]
  %291 = getelementptr inbounds [5 x double], [5 x double]* %166, i64 0, i64 %289
  %292 = load double, double* %291, align 8, !tbaa !16
  %293 = trunc i64 %289 to i32
  %294 = add i32 %293, 3
  %295 = sitofp i32 %294 to double
  %296 = fdiv double 1.000000e+00, %295
  %297 = fcmp oeq double %292, %296
  %298 = zext i1 %297 to i32
  %299 = and i32 %290, %298
  %300 = add nuw nsw i64 %289, 1
  %301 = icmp eq i64 %300, 5
  br i1 %301, label %269, label %288, !llvm.loop !19

302:                                              ; preds = %280, %283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %271) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %270) #9
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %188) #9
  br label %2276

303:                                              ; preds = %2276
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %128) #9
  %304 = load i32, i32* @rank, align 4, !tbaa !5
  %305 = trunc i32 %304 to i8
  %306 = mul i8 %305, 37
  %307 = add i8 %306, 1
  store i8 %307, i8* %128, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %129) #9
  %308 = load i32, i32* @size, align 4, !tbaa !5
  %309 = icmp sgt i32 %308, 0
  br i1 %309, label %310, label %322

310:                                              ; preds = %303
  %311 = trunc i32 %308 to i9
  %312 = trunc i32 %308 to i8
  %313 = mul i8 %312, 38
  %314 = add i9 %311, -1
  %315 = add i9 %311, -2
  %316 = mul i9 %314, %315
  %317 = lshr i9 %316, 1
  %318 = trunc i9 %317 to i8
  %319 = mul i8 %318, 37
  %320 = add i8 %313, -37
  %321 = add i8 %320, %319
  br label %322

322:                                              ; preds = %310, %303
  %323 = phi i8 [ 0, %303 ], [ %321, %310 ]
  %324 = call i32 @MPI_Allreduce(i8* noundef nonnull %128, i8* noundef nonnull %129, i32 noundef 1, i32 noundef 1275068674, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %325 = load i8, i8* %129, align 1, !tbaa !20
  %326 = icmp eq i8 %325, %323
  %327 = zext i1 %326 to i32
  %328 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %328) #9
  store i32 %327, i32* %126, align 4, !tbaa !5
  %329 = bitcast i32* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %329) #9
  %330 = call i32 @MPI_Allreduce(i8* noundef nonnull %328, i8* noundef nonnull %329, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %331 = load i32, i32* %126, align 4, !tbaa !5
  %332 = icmp eq i32 %331, 0
  br i1 %332, label %333, label %338

333:                                              ; preds = %322
  %334 = load i32, i32* @rank, align 4, !tbaa !5
  %335 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %334, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0)) #9
  %336 = load i32, i32* @failures, align 4, !tbaa !5
  %337 = add nsw i32 %336, 1
  store i32 %337, i32* @failures, align 4, !tbaa !5
  br label %338

338:                                              ; preds = %333, %322
  %339 = load i32, i32* @rank, align 4, !tbaa !5
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %341, label %346

341:                                              ; preds = %338
  %342 = load i32, i32* %127, align 4, !tbaa !5
  %343 = icmp eq i32 %342, 0
  %344 = select i1 %343, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %345 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0), i8* noundef %344) #9
  br label %346

346:                                              ; preds = %341, %338
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %329) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %328) #9
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %129) #9
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %128) #9
  %347 = bitcast i16* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %347) #9
  %348 = load i32, i32* @rank, align 4, !tbaa !5
  %349 = trunc i32 %348 to i16
  %350 = mul i16 %349, 1000
  %351 = add i16 %350, -7
  store i16 %351, i16* %130, align 2, !tbaa !21
  %352 = bitcast i16* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %352) #9
  %353 = load i32, i32* @size, align 4, !tbaa !5
  %354 = icmp sgt i32 %353, 0
  br i1 %354, label %387, label %355

355:                                              ; preds = %387, %346
  %356 = phi i16 [ -32768, %346 ], [ %394, %387 ]
  %357 = call i32 @MPI_Allreduce(i8* noundef nonnull %347, i8* noundef nonnull %352, i32 noundef 1, i32 noundef 1275068931, i32 noundef 1476395009, i32 noundef 1140850688) #9
  %358 = load i16, i16* %131, align 2, !tbaa !21
  %359 = icmp eq i16 %358, %356
  %360 = zext i1 %359 to i32
  %361 = bitcast i32* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %361) #9
  store i32 %360, i32* %124, align 4, !tbaa !5
  %362 = bitcast i32* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %362) #9
  %363 = call i32 @MPI_Allreduce(i8* noundef nonnull %361, i8* noundef nonnull %362, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %364 = load i32, i32* %124, align 4, !tbaa !5
  %365 = icmp eq i32 %364, 0
  br i1 %365, label %366, label %371

366:                                              ; preds = %355
  %367 = load i32, i32* @rank, align 4, !tbaa !5
  %368 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %367, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0)) #9
  %369 = load i32, i32* @failures, align 4, !tbaa !5
  %370 = add nsw i32 %369, 1
  store i32 %370, i32* @failures, align 4, !tbaa !5
  br label %371

371:                                              ; preds = %366, %355
  %372 = load i32, i32* @rank, align 4, !tbaa !5
  %373 = icmp eq i32 %372, 0
  br i1 %373, label %374, label %379

374:                                              ; preds = %371
  %375 = load i32, i32* %125, align 4, !tbaa !5
  %376 = icmp eq i32 %375, 0
  %377 = select i1 %376, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %378 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i8* noundef %377) #9
  br label %379

379:                                              ; preds = %374, %371
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %362) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %361) #9
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %352) #9
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %347) #9
  %380 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %380) #9
  %381 = load i32, i32* @rank, align 4, !tbaa !5
  %382 = and i32 %381, 31
  %383 = shl i32 1, %382
  store i32 %383, i32* %132, align 4, !tbaa !5
  %384 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %384) #9
  %385 = load i32, i32* @size, align 4, !tbaa !5
  %386 = icmp sgt i32 %385, 0
  br i1 %386, label %438, label %397

387:                                              ; preds = %346, %387
  %388 = phi i32 [ %395, %387 ], [ 0, %346 ]
  %389 = phi i16 [ %394, %387 ], [ -32768, %346 ]
  %390 = trunc i32 %388 to i16
  %391 = mul i16 %390, 1000
  %392 = add i16 %391, -7
  %393 = icmp sgt i16 %392, %389
  %394 = select i1 %393, i16 %392, i16 %389
  %395 = add nuw nsw i32 %388, 1
  %396 = icmp eq i32 %395, %353
  br i1 %396, label %355, label %387, !llvm.loop !23

397:                                              ; preds = %438, %379
  %398 = phi i32 [ 0, %379 ], [ %443, %438 ]
  %399 = call i32 @MPI_Allreduce(i8* noundef nonnull %380, i8* noundef nonnull %384, i32 noundef 1, i32 noundef 1275069446, i32 noundef 1476395016, i32 noundef 1140850688) #9
  %400 = load i32, i32* %133, align 4, !tbaa !5
  %401 = icmp eq i32 %400, %398
  %402 = zext i1 %401 to i32
  %403 = bitcast i32* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %403) #9
  store i32 %402, i32* %122, align 4, !tbaa !5
  %404 = bitcast i32* %123 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %404) #9
  %405 = call i32 @MPI_Allreduce(i8* noundef nonnull %403, i8* noundef nonnull %404, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %406 = load i32, i32* %122, align 4, !tbaa !5
  %407 = icmp eq i32 %406, 0
  br i1 %407, label %408, label %413

408:                                              ; preds = %397
  %409 = load i32, i32* @rank, align 4, !tbaa !5
  %410 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %409, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0)) #9
  %411 = load i32, i32* @failures, align 4, !tbaa !5
  %412 = add nsw i32 %411, 1
  store i32 %412, i32* @failures, align 4, !tbaa !5
  br label %413

413:                                              ; preds = %408, %397
  %414 = load i32, i32* @rank, align 4, !tbaa !5
  %415 = icmp eq i32 %414, 0
  br i1 %415, label %416, label %421

416:                                              ; preds = %413
  %417 = load i32, i32* %123, align 4, !tbaa !5
  %418 = icmp eq i32 %417, 0
  %419 = select i1 %418, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %420 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0), i8* noundef %419) #9
  br label %421

421:                                              ; preds = %416, %413
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %404) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %403) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %384) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %380) #9
  %422 = bitcast i64* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %422) #9
  %423 = load i32, i32* @rank, align 4, !tbaa !5
  %424 = sext i32 %423 to i64
  %425 = mul nsw i64 %424, 4000000000
  store i64 %425, i64* %134, align 8, !tbaa !24
  %426 = bitcast i64* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %426) #9
  %427 = load i32, i32* @size, align 4, !tbaa !5
  %428 = icmp sgt i32 %427, 0
  br i1 %428, label %429, label %446

429:                                              ; preds = %421
  %430 = add i32 %427, -1
  %431 = zext i32 %430 to i64
  %432 = add i32 %427, -2
  %433 = zext i32 %432 to i64
  %434 = mul nuw i64 %431, %433
  %435 = lshr i64 %434, 1
  %436 = add nuw i64 %435, %431
  %437 = mul i64 %436, 4000000000
  br label %446

438:                                              ; preds = %379, %438
  %439 = phi i32 [ %444, %438 ], [ 0, %379 ]
  %440 = phi i32 [ %443, %438 ], [ 0, %379 ]
  %441 = and i32 %439, 31
  %442 = shl i32 1, %441
  %443 = or i32 %442, %440
  %444 = add nuw nsw i32 %439, 1
  %445 = icmp eq i32 %444, %385
  br i1 %445, label %397, label %438, !llvm.loop !26

446:                                              ; preds = %429, %421
  %447 = phi i64 [ 0, %421 ], [ %437, %429 ]
  %448 = call i32 @MPI_Allreduce(i8* noundef nonnull %422, i8* noundef nonnull %426, i32 noundef 1, i32 noundef 1275070471, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %449 = load i64, i64* %135, align 8, !tbaa !24
  %450 = icmp eq i64 %449, %447
  %451 = zext i1 %450 to i32
  %452 = bitcast i32* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %452) #9
  store i32 %451, i32* %120, align 4, !tbaa !5
  %453 = bitcast i32* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %453) #9
  %454 = call i32 @MPI_Allreduce(i8* noundef nonnull %452, i8* noundef nonnull %453, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %455 = load i32, i32* %120, align 4, !tbaa !5
  %456 = icmp eq i32 %455, 0
  br i1 %456, label %457, label %462

457:                                              ; preds = %446
  %458 = load i32, i32* @rank, align 4, !tbaa !5
  %459 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %458, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0)) #9
  %460 = load i32, i32* @failures, align 4, !tbaa !5
  %461 = add nsw i32 %460, 1
  store i32 %461, i32* @failures, align 4, !tbaa !5
  br label %462

462:                                              ; preds = %457, %446
  %463 = load i32, i32* @rank, align 4, !tbaa !5
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %465, label %470

465:                                              ; preds = %462
  %466 = load i32, i32* %121, align 4, !tbaa !5
  %467 = icmp eq i32 %466, 0
  %468 = select i1 %467, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %469 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i8* noundef %468) #9
  br label %470

470:                                              ; preds = %465, %462
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %453) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %452) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %426) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %422) #9
  %471 = bitcast i64* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %471) #9
  %472 = load i32, i32* @rank, align 4, !tbaa !5
  %473 = srem i32 %472, 64
  %474 = zext i32 %473 to i64
  %475 = shl i64 1, %474
  %476 = xor i64 %475, -1
  store i64 %476, i64* %136, align 8, !tbaa !27
  %477 = bitcast i64* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %477) #9
  %478 = load i32, i32* @size, align 4, !tbaa !5
  %479 = icmp sgt i32 %478, 0
  br i1 %479, label %512, label %480

480:                                              ; preds = %512, %470
  %481 = phi i64 [ -1, %470 ], [ %519, %512 ]
  %482 = call i32 @MPI_Allreduce(i8* noundef nonnull %471, i8* noundef nonnull %477, i32 noundef 1, i32 noundef 1275070489, i32 noundef 1476395014, i32 noundef 1140850688) #9
  %483 = load i64, i64* %137, align 8, !tbaa !27
  %484 = icmp eq i64 %483, %481
  %485 = zext i1 %484 to i32
  %486 = bitcast i32* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %486) #9
  store i32 %485, i32* %118, align 4, !tbaa !5
  %487 = bitcast i32* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %487) #9
  %488 = call i32 @MPI_Allreduce(i8* noundef nonnull %486, i8* noundef nonnull %487, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %489 = load i32, i32* %118, align 4, !tbaa !5
  %490 = icmp eq i32 %489, 0
  br i1 %490, label %491, label %496

491:                                              ; preds = %480
  %492 = load i32, i32* @rank, align 4, !tbaa !5
  %493 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %492, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0)) #9
  %494 = load i32, i32* @failures, align 4, !tbaa !5
  %495 = add nsw i32 %494, 1
  store i32 %495, i32* @failures, align 4, !tbaa !5
  br label %496

496:                                              ; preds = %491, %480
  %497 = load i32, i32* @rank, align 4, !tbaa !5
  %498 = icmp eq i32 %497, 0
  br i1 %498, label %499, label %504

499:                                              ; preds = %496
  %500 = load i32, i32* %119, align 4, !tbaa !5
  %501 = icmp eq i32 %500, 0
  %502 = select i1 %501, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %503 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0), i8* noundef %502) #9
  br label %504

504:                                              ; preds = %499, %496
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %487) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %486) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %477) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %471) #9
  %505 = bitcast float* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %505) #9
  %506 = load i32, i32* @rank, align 4, !tbaa !5
  %507 = sitofp i32 %506 to float
  %508 = fadd float %507, -2.500000e+00
  store float %508, float* %138, align 4, !tbaa !29
  %509 = bitcast float* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %509) #9
  %510 = load i32, i32* @size, align 4, !tbaa !5
  %511 = icmp sgt i32 %510, 0
  br i1 %511, label %561, label %522

512:                                              ; preds = %470, %512
  %513 = phi i32 [ %520, %512 ], [ 0, %470 ]
  %514 = phi i64 [ %519, %512 ], [ -1, %470 ]
  %515 = and i32 %513, 63
  %516 = zext i32 %515 to i64
  %517 = shl i64 1, %516
  %518 = xor i64 %517, -1
  %519 = and i64 %514, %518
  %520 = add nuw nsw i32 %513, 1
  %521 = icmp eq i32 %520, %478
  br i1 %521, label %480, label %512, !llvm.loop !31

522:                                              ; preds = %561, %504
  %523 = phi float [ 0x46293E5940000000, %504 ], [ %567, %561 ]
  %524 = call i32 @MPI_Allreduce(i8* noundef nonnull %505, i8* noundef nonnull %509, i32 noundef 1, i32 noundef 1275069450, i32 noundef 1476395010, i32 noundef 1140850688) #9
  %525 = load float, float* %139, align 4, !tbaa !29
  %526 = fcmp oeq float %525, %523
  %527 = zext i1 %526 to i32
  %528 = bitcast i32* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %528) #9
  store i32 %527, i32* %116, align 4, !tbaa !5
  %529 = bitcast i32* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %529) #9
  %530 = call i32 @MPI_Allreduce(i8* noundef nonnull %528, i8* noundef nonnull %529, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %531 = load i32, i32* %116, align 4, !tbaa !5
  %532 = icmp eq i32 %531, 0
  br i1 %532, label %533, label %538

533:                                              ; preds = %522
  %534 = load i32, i32* @rank, align 4, !tbaa !5
  %535 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %534, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0)) #9
  %536 = load i32, i32* @failures, align 4, !tbaa !5
  %537 = add nsw i32 %536, 1
  store i32 %537, i32* @failures, align 4, !tbaa !5
  br label %538

538:                                              ; preds = %533, %522
  %539 = load i32, i32* @rank, align 4, !tbaa !5
  %540 = icmp eq i32 %539, 0
  br i1 %540, label %541, label %546

541:                                              ; preds = %538
  %542 = load i32, i32* %117, align 4, !tbaa !5
  %543 = icmp eq i32 %542, 0
  %544 = select i1 %543, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %545 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0), i8* noundef %544) #9
  br label %546

546:                                              ; preds = %541, %538
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %529) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %528) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %509) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %505) #9
  %547 = bitcast [3 x double]* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %547) #9
  %548 = getelementptr inbounds [3 x double], [3 x double]* %140, i64 0, i64 0
  %549 = load i32, i32* @rank, align 4, !tbaa !5
  %550 = sitofp i32 %549 to double
  %551 = fadd double %550, 5.000000e-01
  store double %551, double* %548, align 16, !tbaa !16
  %552 = getelementptr inbounds [3 x double], [3 x double]* %140, i64 0, i64 1
  %553 = fmul double %550, 1.250000e-01
  %554 = fadd double %553, 1.000000e+00
  store double %554, double* %552, align 8, !tbaa !16
  %555 = getelementptr inbounds [3 x double], [3 x double]* %140, i64 0, i64 2
  %556 = sub nsw i32 0, %549
  %557 = sitofp i32 %556 to double
  store double %557, double* %555, align 16, !tbaa !16
  %558 = bitcast [3 x double]* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %558) #9
  %559 = load i32, i32* @size, align 4, !tbaa !5
  %560 = icmp sgt i32 %559, 0
  br i1 %560, label %610, label %570

561:                                              ; preds = %504, %561
  %562 = phi i32 [ %568, %561 ], [ 0, %504 ]
  %563 = phi float [ %567, %561 ], [ 0x46293E5940000000, %504 ]
  %564 = sitofp i32 %562 to float
  %565 = fadd float %564, -2.500000e+00
  %566 = fcmp olt float %565, %563
  %567 = select i1 %566, float %565, float %563
  %568 = add nuw nsw i32 %562, 1
  %569 = icmp eq i32 %568, %510
  br i1 %569, label %522, label %561, !llvm.loop !32

570:                                              ; preds = %610, %546
  %571 = phi double [ 0.000000e+00, %546 ], [ %619, %610 ]
  %572 = phi double [ 0.000000e+00, %546 ], [ %616, %610 ]
  %573 = getelementptr inbounds [3 x double], [3 x double]* %141, i64 0, i64 0
  %574 = call i32 @MPI_Allreduce(i8* noundef nonnull %547, i8* noundef nonnull %558, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %575 = bitcast double* %552 to i8*
  %576 = getelementptr inbounds [3 x double], [3 x double]* %141, i64 0, i64 1
  %577 = bitcast double* %576 to i8*
  %578 = call i32 @MPI_Allreduce(i8* noundef nonnull %575, i8* noundef nonnull %577, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395012, i32 noundef 1140850688) #9
  %579 = bitcast double* %555 to i8*
  %580 = getelementptr inbounds [3 x double], [3 x double]* %141, i64 0, i64 2
  %581 = bitcast double* %580 to i8*
  %582 = call i32 @MPI_Allreduce(i8* noundef nonnull %579, i8* noundef nonnull %581, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %583 = load double, double* %573, align 16, !tbaa !16
  %584 = fcmp oeq double %583, %572
  %585 = load double, double* %580, align 16
  %586 = fcmp oeq double %585, %571
  %587 = select i1 %584, i1 %586, i1 false
  %588 = zext i1 %587 to i32
  %589 = bitcast i32* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %589) #9
  store i32 %588, i32* %114, align 4, !tbaa !5
  %590 = bitcast i32* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %590) #9
  %591 = call i32 @MPI_Allreduce(i8* noundef nonnull %589, i8* noundef nonnull %590, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %592 = load i32, i32* %114, align 4, !tbaa !5
  %593 = icmp eq i32 %592, 0
  br i1 %593, label %594, label %599

594:                                              ; preds = %570
  %595 = load i32, i32* @rank, align 4, !tbaa !5
  %596 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %595, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0)) #9
  %597 = load i32, i32* @failures, align 4, !tbaa !5
  %598 = add nsw i32 %597, 1
  store i32 %598, i32* @failures, align 4, !tbaa !5
  br label %599

599:                                              ; preds = %594, %570
  %600 = load i32, i32* @rank, align 4, !tbaa !5
  %601 = icmp eq i32 %600, 0
  br i1 %601, label %602, label %607

602:                                              ; preds = %599
  %603 = load i32, i32* %115, align 4, !tbaa !5
  %604 = icmp eq i32 %603, 0
  %605 = select i1 %604, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %606 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0), i8* noundef %605) #9
  br label %607

607:                                              ; preds = %602, %599
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %590) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %589) #9
  %608 = load i32, i32* @rank, align 4, !tbaa !5
  %609 = icmp eq i32 %608, 0
  br i1 %609, label %622, label %625

610:                                              ; preds = %546, %610
  %611 = phi i32 [ %620, %610 ], [ 0, %546 ]
  %612 = phi double [ %616, %610 ], [ 0.000000e+00, %546 ]
  %613 = phi double [ %619, %610 ], [ 0.000000e+00, %546 ]
  %614 = sitofp i32 %611 to double
  %615 = fadd double %614, 5.000000e-01
  %616 = fadd double %612, %615
  %617 = sub nsw i32 0, %611
  %618 = sitofp i32 %617 to double
  %619 = fadd double %613, %618
  %620 = add nuw nsw i32 %611, 1
  %621 = icmp eq i32 %620, %559
  br i1 %621, label %570, label %610, !llvm.loop !33

622:                                              ; preds = %607
  %623 = load double, double* %576, align 8, !tbaa !16
  %624 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.26, i64 0, i64 0), double noundef %623) #9
  br label %625

625:                                              ; preds = %622, %607
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %558) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %547) #9
  %626 = bitcast double* %142 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %626) #9
  %627 = load i32, i32* @rank, align 4, !tbaa !5
  %628 = and i32 %627, 1
  %629 = icmp eq i32 %628, 0
  %630 = select i1 %629, double 1.000000e+00, double 1.000000e+16
  store double %630, double* %142, align 8, !tbaa !16
  %631 = bitcast double* %143 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %631) #9
  %632 = call i32 @MPI_Allreduce(i8* noundef nonnull %626, i8* noundef nonnull %631, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %633 = bitcast double* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %633) #9
  %634 = call i32 @MPI_Reduce(i8* noundef nonnull %626, i8* noundef nonnull %633, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #9
  %635 = load i32, i32* @rank, align 4, !tbaa !5
  %636 = icmp eq i32 %635, 0
  br i1 %636, label %637, label %641

637:                                              ; preds = %625
  %638 = load double, double* %143, align 8, !tbaa !16
  %639 = load double, double* %144, align 8, !tbaa !16
  %640 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.27, i64 0, i64 0), double noundef %638, double noundef %639) #9
  br label %641

641:                                              ; preds = %637, %625
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %633) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %631) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %626) #9
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %145) #9
  %642 = load i32, i32* @rank, align 4, !tbaa !5
  %643 = trunc i32 %642 to i8
  %644 = and i8 %643, 1
  store i8 %644, i8* %145, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %146) #9
  %645 = call i32 @MPI_Allreduce(i8* noundef nonnull %145, i8* noundef nonnull %146, i32 noundef 1, i32 noundef 1275068696, i32 noundef 1476395017, i32 noundef 1140850688) #9
  %646 = load i8, i8* %146, align 1, !tbaa !20
  %647 = sext i8 %646 to i32
  %648 = load i32, i32* @size, align 4, !tbaa !5
  %649 = sdiv i32 %648, 2
  %650 = srem i32 %649, 2
  %651 = icmp eq i32 %650, %647
  %652 = zext i1 %651 to i32
  %653 = bitcast i32* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %653) #9
  store i32 %652, i32* %112, align 4, !tbaa !5
  %654 = bitcast i32* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %654) #9
  %655 = call i32 @MPI_Allreduce(i8* noundef nonnull %653, i8* noundef nonnull %654, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %656 = load i32, i32* %112, align 4, !tbaa !5
  %657 = icmp eq i32 %656, 0
  br i1 %657, label %658, label %663

658:                                              ; preds = %641
  %659 = load i32, i32* @rank, align 4, !tbaa !5
  %660 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %659, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0)) #9
  %661 = load i32, i32* @failures, align 4, !tbaa !5
  %662 = add nsw i32 %661, 1
  store i32 %662, i32* @failures, align 4, !tbaa !5
  br label %663

663:                                              ; preds = %658, %641
  %664 = load i32, i32* @rank, align 4, !tbaa !5
  %665 = icmp eq i32 %664, 0
  br i1 %665, label %666, label %671

666:                                              ; preds = %663
  %667 = load i32, i32* %113, align 4, !tbaa !5
  %668 = icmp eq i32 %667, 0
  %669 = select i1 %668, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %670 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0), i8* noundef %669) #9
  br label %671

671:                                              ; preds = %666, %663
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %654) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %653) #9
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %146) #9
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %145) #9
  %672 = bitcast %struct.anon* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %672) #9
  %673 = bitcast %struct.anon* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %673) #9
  %674 = load i32, i32* @rank, align 4, !tbaa !5
  %675 = mul nsw i32 %674, 7
  %676 = srem i32 %675, 5
  %677 = sitofp i32 %676 to double
  %678 = getelementptr inbounds %struct.anon, %struct.anon* %147, i64 0, i32 0
  store double %677, double* %678, align 8, !tbaa !34
  %679 = getelementptr inbounds %struct.anon, %struct.anon* %147, i64 0, i32 1
  store i32 %674, i32* %679, align 8, !tbaa !36
  %680 = call i32 @MPI_Allreduce(i8* noundef nonnull %672, i8* noundef nonnull %673, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395020, i32 noundef 1140850688) #9
  %681 = load i32, i32* @size, align 4, !tbaa !5
  %682 = icmp sgt i32 %681, 0
  br i1 %682, label %716, label %683

683:                                              ; preds = %716, %671
  %684 = phi double [ -1.000000e+00, %671 ], [ %724, %716 ]
  %685 = phi i32 [ -1, %671 ], [ %725, %716 ]
  %686 = getelementptr inbounds %struct.anon, %struct.anon* %148, i64 0, i32 0
  %687 = load double, double* %686, align 8, !tbaa !34
  %688 = fcmp oeq double %687, %684
  %689 = getelementptr inbounds %struct.anon, %struct.anon* %148, i64 0, i32 1
  %690 = load i32, i32* %689, align 8
  %691 = icmp eq i32 %690, %685
  %692 = select i1 %688, i1 %691, i1 false
  %693 = zext i1 %692 to i32
  %694 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %694) #9
  store i32 %693, i32* %110, align 4, !tbaa !5
  %695 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %695) #9
  %696 = call i32 @MPI_Allreduce(i8* noundef nonnull %694, i8* noundef nonnull %695, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %697 = load i32, i32* %110, align 4, !tbaa !5
  %698 = icmp eq i32 %697, 0
  br i1 %698, label %699, label %704

699:                                              ; preds = %683
  %700 = load i32, i32* @rank, align 4, !tbaa !5
  %701 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %700, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0)) #9
  %702 = load i32, i32* @failures, align 4, !tbaa !5
  %703 = add nsw i32 %702, 1
  store i32 %703, i32* @failures, align 4, !tbaa !5
  br label %704

704:                                              ; preds = %699, %683
  %705 = load i32, i32* @rank, align 4, !tbaa !5
  %706 = icmp eq i32 %705, 0
  br i1 %706, label %707, label %712

707:                                              ; preds = %704
  %708 = load i32, i32* %111, align 4, !tbaa !5
  %709 = icmp eq i32 %708, 0
  %710 = select i1 %709, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %711 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0), i8* noundef %710) #9
  br label %712

712:                                              ; preds = %707, %704
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %695) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %694) #9
  %713 = call i32 @MPI_Allreduce(i8* noundef nonnull %672, i8* noundef nonnull %673, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395019, i32 noundef 1140850688) #9
  %714 = load i32, i32* @size, align 4, !tbaa !5
  %715 = icmp sgt i32 %714, 0
  br i1 %715, label %770, label %728

716:                                              ; preds = %671, %716
  %717 = phi i32 [ %726, %716 ], [ 0, %671 ]
  %718 = phi i32 [ %725, %716 ], [ -1, %671 ]
  %719 = phi double [ %724, %716 ], [ -1.000000e+00, %671 ]
  %720 = mul nsw i32 %717, 7
  %721 = urem i32 %720, 5
  %722 = sitofp i32 %721 to double
  %723 = fcmp olt double %719, %722
  %724 = select i1 %723, double %722, double %719
  %725 = select i1 %723, i32 %717, i32 %718
  %726 = add nuw nsw i32 %717, 1
  %727 = icmp eq i32 %726, %681
  br i1 %727, label %683, label %716, !llvm.loop !37

728:                                              ; preds = %770, %712
  %729 = phi double [ 1.000000e+09, %712 ], [ %778, %770 ]
  %730 = phi i32 [ -1, %712 ], [ %779, %770 ]
  %731 = load double, double* %686, align 8, !tbaa !34
  %732 = fcmp oeq double %731, %729
  %733 = load i32, i32* %689, align 8
  %734 = icmp eq i32 %733, %730
  %735 = select i1 %732, i1 %734, i1 false
  %736 = zext i1 %735 to i32
  %737 = bitcast i32* %108 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %737) #9
  store i32 %736, i32* %108, align 4, !tbaa !5
  %738 = bitcast i32* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %738) #9
  %739 = call i32 @MPI_Allreduce(i8* noundef nonnull %737, i8* noundef nonnull %738, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %740 = load i32, i32* %108, align 4, !tbaa !5
  %741 = icmp eq i32 %740, 0
  br i1 %741, label %742, label %747

742:                                              ; preds = %728
  %743 = load i32, i32* @rank, align 4, !tbaa !5
  %744 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %743, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0)) #9
  %745 = load i32, i32* @failures, align 4, !tbaa !5
  %746 = add nsw i32 %745, 1
  store i32 %746, i32* @failures, align 4, !tbaa !5
  br label %747

747:                                              ; preds = %742, %728
  %748 = load i32, i32* @rank, align 4, !tbaa !5
  %749 = icmp eq i32 %748, 0
  br i1 %749, label %750, label %755

750:                                              ; preds = %747
  %751 = load i32, i32* %109, align 4, !tbaa !5
  %752 = icmp eq i32 %751, 0
  %753 = select i1 %752, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %754 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0), i8* noundef %753) #9
  br label %755

755:                                              ; preds = %750, %747
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %738) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %737) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %673) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %672) #9
  %756 = bitcast [2 x i32]* %149 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %756) #9
  %757 = getelementptr inbounds [2 x i32], [2 x i32]* %149, i64 0, i64 0
  %758 = load i32, i32* @rank, align 4, !tbaa !5
  %759 = srem i32 %758, 3
  %760 = sub nsw i32 0, %759
  store i32 %760, i32* %757, align 4, !tbaa !5
  %761 = getelementptr inbounds [2 x i32], [2 x i32]* %149, i64 0, i64 1
  store i32 %758, i32* %761, align 4, !tbaa !5
  %762 = bitcast [2 x i32]* %150 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %762) #9
  %763 = load i32, i32* @size, align 4, !tbaa !5
  %764 = add nsw i32 %763, -1
  %765 = call i32 @MPI_Reduce(i8* noundef nonnull %756, i8* noundef nonnull %762, i32 noundef 1, i32 noundef 1275070486, i32 noundef 1476395020, i32 noundef %764, i32 noundef 1140850688) #9
  %766 = load i32, i32* @rank, align 4, !tbaa !5
  %767 = load i32, i32* @size, align 4, !tbaa !5
  %768 = add nsw i32 %767, -1
  %769 = icmp eq i32 %766, %768
  br i1 %769, label %782, label %791

770:                                              ; preds = %712, %770
  %771 = phi i32 [ %780, %770 ], [ 0, %712 ]
  %772 = phi i32 [ %779, %770 ], [ -1, %712 ]
  %773 = phi double [ %778, %770 ], [ 1.000000e+09, %712 ]
  %774 = mul nsw i32 %771, 7
  %775 = urem i32 %774, 5
  %776 = sitofp i32 %775 to double
  %777 = fcmp ogt double %773, %776
  %778 = select i1 %777, double %776, double %773
  %779 = select i1 %777, i32 %771, i32 %772
  %780 = add nuw nsw i32 %771, 1
  %781 = icmp eq i32 %780, %714
  br i1 %781, label %728, label %770, !llvm.loop !38

782:                                              ; preds = %755
  %783 = getelementptr inbounds [2 x i32], [2 x i32]* %150, i64 0, i64 0
  %784 = load i32, i32* %783, align 4, !tbaa !5
  %785 = icmp eq i32 %784, 0
  %786 = getelementptr inbounds [2 x i32], [2 x i32]* %150, i64 0, i64 1
  %787 = load i32, i32* %786, align 4
  %788 = icmp eq i32 %787, 0
  %789 = select i1 %785, i1 %788, i1 false
  %790 = zext i1 %789 to i32
  br label %791

791:                                              ; preds = %782, %755
  %792 = phi i32 [ %790, %782 ], [ 1, %755 ]
  %793 = bitcast i32* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %793) #9
  store i32 %792, i32* %106, align 4, !tbaa !5
  %794 = bitcast i32* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %794) #9
  %795 = call i32 @MPI_Allreduce(i8* noundef nonnull %793, i8* noundef nonnull %794, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %796 = load i32, i32* %106, align 4, !tbaa !5
  %797 = icmp eq i32 %796, 0
  br i1 %797, label %798, label %803

798:                                              ; preds = %791
  %799 = load i32, i32* @rank, align 4, !tbaa !5
  %800 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %799, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0)) #9
  %801 = load i32, i32* @failures, align 4, !tbaa !5
  %802 = add nsw i32 %801, 1
  store i32 %802, i32* @failures, align 4, !tbaa !5
  br label %803

803:                                              ; preds = %798, %791
  %804 = load i32, i32* @rank, align 4, !tbaa !5
  %805 = icmp eq i32 %804, 0
  br i1 %805, label %806, label %811

806:                                              ; preds = %803
  %807 = load i32, i32* %107, align 4, !tbaa !5
  %808 = icmp eq i32 %807, 0
  %809 = select i1 %808, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %810 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0), i8* noundef %809) #9
  br label %811

811:                                              ; preds = %806, %803
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %794) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %793) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %762) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %756) #9
  %812 = bitcast %struct.anon.0* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %812) #9
  %813 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %151, i64 0, i32 0
  %814 = load i32, i32* @rank, align 4, !tbaa !5
  %815 = srem i32 %814, 4
  %816 = sitofp i32 %815 to float
  store float %816, float* %813, align 4, !tbaa !39
  %817 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %151, i64 0, i32 1
  store i32 %814, i32* %817, align 4, !tbaa !41
  %818 = bitcast %struct.anon.0* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %818) #9
  %819 = call i32 @MPI_Allreduce(i8* noundef nonnull %812, i8* noundef nonnull %818, i32 noundef 1, i32 noundef -1946157056, i32 noundef 1476395020, i32 noundef 1140850688) #9
  %820 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %152, i64 0, i32 0
  %821 = load float, float* %820, align 4, !tbaa !39
  %822 = load i32, i32* @size, align 4, !tbaa !5
  %823 = icmp sgt i32 %822, 3
  %824 = add nsw i32 %822, -1
  %825 = sitofp i32 %824 to float
  %826 = select i1 %823, float 3.000000e+00, float %825
  %827 = fcmp oeq float %821, %826
  %828 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %152, i64 0, i32 1
  %829 = load i32, i32* %828, align 4
  %830 = select i1 %823, i32 3, i32 %824
  %831 = icmp eq i32 %829, %830
  %832 = select i1 %827, i1 %831, i1 false
  %833 = zext i1 %832 to i32
  %834 = bitcast i32* %104 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %834) #9
  store i32 %833, i32* %104, align 4, !tbaa !5
  %835 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %835) #9
  %836 = call i32 @MPI_Allreduce(i8* noundef nonnull %834, i8* noundef nonnull %835, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %837 = load i32, i32* %104, align 4, !tbaa !5
  %838 = icmp eq i32 %837, 0
  br i1 %838, label %839, label %844

839:                                              ; preds = %811
  %840 = load i32, i32* @rank, align 4, !tbaa !5
  %841 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %840, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0)) #9
  %842 = load i32, i32* @failures, align 4, !tbaa !5
  %843 = add nsw i32 %842, 1
  store i32 %843, i32* @failures, align 4, !tbaa !5
  br label %844

844:                                              ; preds = %839, %811
  %845 = load i32, i32* @rank, align 4, !tbaa !5
  %846 = icmp eq i32 %845, 0
  br i1 %846, label %847, label %852

847:                                              ; preds = %844
  %848 = load i32, i32* %105, align 4, !tbaa !5
  %849 = icmp eq i32 %848, 0
  %850 = select i1 %849, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %851 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0), i8* noundef %850) #9
  br label %852

852:                                              ; preds = %847, %844
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %835) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %834) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %818) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %812) #9
  %853 = bitcast %struct.anon.1* %153 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %853) #9
  %854 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %153, i64 0, i32 0
  %855 = load i32, i32* @rank, align 4, !tbaa !5
  %856 = sext i32 %855 to i64
  %857 = mul i64 %856, -3000000000
  store i64 %857, i64* %854, align 8, !tbaa !42
  %858 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %153, i64 0, i32 1
  store i32 %855, i32* %858, align 8, !tbaa !44
  %859 = bitcast %struct.anon.1* %154 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %859) #9
  %860 = call i32 @MPI_Allreduce(i8* noundef nonnull %853, i8* noundef nonnull %859, i32 noundef 1, i32 noundef -1946157054, i32 noundef 1476395019, i32 noundef 1140850688) #9
  %861 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %154, i64 0, i32 0
  %862 = load i64, i64* %861, align 8, !tbaa !42
  %863 = load i32, i32* @size, align 4, !tbaa !5
  %864 = add nsw i32 %863, -1
  %865 = sext i32 %864 to i64
  %866 = mul i64 %865, -3000000000
  %867 = icmp eq i64 %862, %866
  %868 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %154, i64 0, i32 1
  %869 = load i32, i32* %868, align 8
  %870 = icmp eq i32 %869, %864
  %871 = select i1 %867, i1 %870, i1 false
  %872 = zext i1 %871 to i32
  %873 = bitcast i32* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %873) #9
  store i32 %872, i32* %102, align 4, !tbaa !5
  %874 = bitcast i32* %103 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %874) #9
  %875 = call i32 @MPI_Allreduce(i8* noundef nonnull %873, i8* noundef nonnull %874, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %876 = load i32, i32* %102, align 4, !tbaa !5
  %877 = icmp eq i32 %876, 0
  br i1 %877, label %878, label %883

878:                                              ; preds = %852
  %879 = load i32, i32* @rank, align 4, !tbaa !5
  %880 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %879, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0)) #9
  %881 = load i32, i32* @failures, align 4, !tbaa !5
  %882 = add nsw i32 %881, 1
  store i32 %882, i32* @failures, align 4, !tbaa !5
  br label %883

883:                                              ; preds = %878, %852
  %884 = load i32, i32* @rank, align 4, !tbaa !5
  %885 = icmp eq i32 %884, 0
  br i1 %885, label %886, label %891

886:                                              ; preds = %883
  %887 = load i32, i32* %103, align 4, !tbaa !5
  %888 = icmp eq i32 %887, 0
  %889 = select i1 %888, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %890 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0), i8* noundef %889) #9
  br label %891

891:                                              ; preds = %886, %883
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %874) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %873) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %859) #9
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %853) #9
  %892 = bitcast %struct.anon.2* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %892) #9
  %893 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %155, i64 0, i32 0
  %894 = load i32, i32* @rank, align 4, !tbaa !5
  %895 = load i32, i32* @size, align 4, !tbaa !5
  %896 = sdiv i32 %895, 2
  %897 = icmp eq i32 %894, %896
  %898 = select i1 %897, i16 99, i16 1
  store i16 %898, i16* %893, align 4, !tbaa !45
  %899 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %155, i64 0, i32 1
  store i32 %894, i32* %899, align 4, !tbaa !47
  %900 = bitcast %struct.anon.2* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %900) #9
  %901 = call i32 @MPI_Allreduce(i8* noundef nonnull %892, i8* noundef nonnull %900, i32 noundef 1, i32 noundef -1946157053, i32 noundef 1476395020, i32 noundef 1140850688) #9
  %902 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %156, i64 0, i32 0
  %903 = load i16, i16* %902, align 4, !tbaa !45
  %904 = icmp eq i16 %903, 99
  br i1 %904, label %905, label %912

905:                                              ; preds = %891
  %906 = load i32, i32* @size, align 4, !tbaa !5
  %907 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %156, i64 0, i32 1
  %908 = load i32, i32* %907, align 4, !tbaa !47
  %909 = sdiv i32 %906, 2
  %910 = icmp eq i32 %908, %909
  %911 = zext i1 %910 to i32
  br label %912

912:                                              ; preds = %905, %891
  %913 = phi i32 [ 0, %891 ], [ %911, %905 ]
  %914 = bitcast i32* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %914) #9
  store i32 %913, i32* %100, align 4, !tbaa !5
  %915 = bitcast i32* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %915) #9
  %916 = call i32 @MPI_Allreduce(i8* noundef nonnull %914, i8* noundef nonnull %915, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %917 = load i32, i32* %100, align 4, !tbaa !5
  %918 = icmp eq i32 %917, 0
  br i1 %918, label %919, label %924

919:                                              ; preds = %912
  %920 = load i32, i32* @rank, align 4, !tbaa !5
  %921 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %920, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0)) #9
  %922 = load i32, i32* @failures, align 4, !tbaa !5
  %923 = add nsw i32 %922, 1
  store i32 %923, i32* @failures, align 4, !tbaa !5
  br label %924

924:                                              ; preds = %919, %912
  %925 = load i32, i32* @rank, align 4, !tbaa !5
  %926 = icmp eq i32 %925, 0
  br i1 %926, label %927, label %932

927:                                              ; preds = %924
  %928 = load i32, i32* %101, align 4, !tbaa !5
  %929 = icmp eq i32 %928, 0
  %930 = select i1 %929, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %931 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0), i8* noundef %930) #9
  br label %932

932:                                              ; preds = %927, %924
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %915) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %914) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %900) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %892) #9
  %933 = bitcast i32* %157 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %933) #9
  %934 = load i32, i32* @rank, align 4, !tbaa !5
  %935 = add nsw i32 %934, 1
  store i32 %935, i32* %157, align 4, !tbaa !5
  %936 = call i32 @MPI_Allreduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %933, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %937 = load i32, i32* @size, align 4, !tbaa !5
  %938 = icmp sgt i32 %937, 0
  br i1 %938, label %939, label %950

939:                                              ; preds = %932
  %940 = shl i32 %937, 1
  %941 = add i32 %937, -1
  %942 = zext i32 %941 to i33
  %943 = add i32 %937, -2
  %944 = zext i32 %943 to i33
  %945 = mul i33 %942, %944
  %946 = lshr i33 %945, 1
  %947 = trunc i33 %946 to i32
  %948 = add i32 %940, -1
  %949 = add i32 %948, %947
  br label %950

950:                                              ; preds = %939, %932
  %951 = phi i32 [ 0, %932 ], [ %949, %939 ]
  %952 = load i32, i32* %157, align 4, !tbaa !5
  %953 = icmp eq i32 %952, %951
  %954 = zext i1 %953 to i32
  %955 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %955) #9
  store i32 %954, i32* %98, align 4, !tbaa !5
  %956 = bitcast i32* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %956) #9
  %957 = call i32 @MPI_Allreduce(i8* noundef nonnull %955, i8* noundef nonnull %956, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %958 = load i32, i32* %98, align 4, !tbaa !5
  %959 = icmp eq i32 %958, 0
  br i1 %959, label %960, label %965

960:                                              ; preds = %950
  %961 = load i32, i32* @rank, align 4, !tbaa !5
  %962 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %961, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0)) #9
  %963 = load i32, i32* @failures, align 4, !tbaa !5
  %964 = add nsw i32 %963, 1
  store i32 %964, i32* @failures, align 4, !tbaa !5
  br label %965

965:                                              ; preds = %960, %950
  %966 = load i32, i32* @rank, align 4, !tbaa !5
  %967 = icmp eq i32 %966, 0
  br i1 %967, label %968, label %973

968:                                              ; preds = %965
  %969 = load i32, i32* %99, align 4, !tbaa !5
  %970 = icmp eq i32 %969, 0
  %971 = select i1 %970, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %972 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0), i8* noundef %971) #9
  br label %973

973:                                              ; preds = %968, %965
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %956) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %955) #9
  %974 = bitcast i32* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %974) #9
  %975 = load i32, i32* @rank, align 4, !tbaa !5
  %976 = add nsw i32 %975, 1
  store i32 %976, i32* %158, align 4, !tbaa !5
  %977 = bitcast i32* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %977) #9
  store i32 -5, i32* %159, align 4, !tbaa !5
  %978 = icmp eq i32 %975, 0
  br i1 %978, label %979, label %981

979:                                              ; preds = %973
  %980 = call i32 @MPI_Reduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %974, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #9
  br label %983

981:                                              ; preds = %973
  %982 = call i32 @MPI_Reduce(i8* noundef nonnull %974, i8* noundef nonnull %977, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #9
  br label %983

983:                                              ; preds = %981, %979
  %984 = load i32, i32* @rank, align 4, !tbaa !5
  %985 = icmp ne i32 %984, 0
  %986 = load i32, i32* %158, align 4
  %987 = icmp eq i32 %986, %951
  %988 = select i1 %985, i1 true, i1 %987
  %989 = zext i1 %988 to i32
  %990 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %990) #9
  store i32 %989, i32* %96, align 4, !tbaa !5
  %991 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %991) #9
  %992 = call i32 @MPI_Allreduce(i8* noundef nonnull %990, i8* noundef nonnull %991, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %993 = load i32, i32* %96, align 4, !tbaa !5
  %994 = icmp eq i32 %993, 0
  br i1 %994, label %995, label %1000

995:                                              ; preds = %983
  %996 = load i32, i32* @rank, align 4, !tbaa !5
  %997 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %996, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0)) #9
  %998 = load i32, i32* @failures, align 4, !tbaa !5
  %999 = add nsw i32 %998, 1
  store i32 %999, i32* @failures, align 4, !tbaa !5
  br label %1000

1000:                                             ; preds = %995, %983
  %1001 = load i32, i32* @rank, align 4, !tbaa !5
  %1002 = icmp eq i32 %1001, 0
  br i1 %1002, label %1003, label %1008

1003:                                             ; preds = %1000
  %1004 = load i32, i32* %97, align 4, !tbaa !5
  %1005 = icmp eq i32 %1004, 0
  %1006 = select i1 %1005, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1007 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1006) #9
  br label %1008

1008:                                             ; preds = %1000, %1003
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %991) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %990) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %977) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %974) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %933) #9
  %1009 = load i32, i32* @size, align 4, !tbaa !5
  %1010 = sdiv i32 %1009, 2
  %1011 = sext i32 %1009 to i64
  %1012 = mul nsw i64 %1011, 12
  %1013 = call noalias i8* @malloc(i64 noundef %1012) #9
  %1014 = bitcast i8* %1013 to i32*
  %1015 = bitcast [3 x i32]* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1015) #9
  %1016 = getelementptr inbounds [3 x i32], [3 x i32]* %94, i64 0, i64 0
  %1017 = load i32, i32* @rank, align 4, !tbaa !5
  %1018 = mul i32 %1017, 3
  %1019 = add i32 %1018, 3
  store i32 %1019, i32* %1016, align 4, !tbaa !5
  %1020 = getelementptr inbounds [3 x i32], [3 x i32]* %94, i64 0, i64 1
  %1021 = add i32 %1018, 10
  %1022 = srem i32 %1017, 5
  %1023 = sub i32 %1021, %1022
  store i32 %1023, i32* %1020, align 4, !tbaa !5
  %1024 = getelementptr inbounds [3 x i32], [3 x i32]* %94, i64 0, i64 2
  %1025 = add i32 %1018, 17
  %1026 = shl nsw i32 %1017, 1
  %1027 = srem i32 %1026, 5
  %1028 = sub i32 %1025, %1027
  store i32 %1028, i32* %1024, align 4, !tbaa !5
  %1029 = icmp sgt i32 %1009, 0
  br i1 %1029, label %1030, label %1035

1030:                                             ; preds = %1008
  %1031 = mul i32 %1009, 3
  %1032 = call i32 @llvm.smax.i32(i32 %1031, i32 1) #9
  %1033 = zext i32 %1032 to i64
  %1034 = shl nuw nsw i64 %1033, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1013, i8 -1, i64 %1034, i1 false) #9, !tbaa !5
  br label %1035

1035:                                             ; preds = %1030, %1008
  %1036 = call i32 @MPI_Gather(i8* noundef nonnull %1015, i32 noundef 3, i32 noundef 1275069445, i8* noundef %1013, i32 noundef 3, i32 noundef 1275069445, i32 noundef %1010, i32 noundef 1140850688) #9
  %1037 = load i32, i32* @rank, align 4, !tbaa !5
  %1038 = icmp eq i32 %1037, %1010
  br i1 %1038, label %1039, label %1071

1039:                                             ; preds = %1035
  %1040 = load i32, i32* @size, align 4, !tbaa !5
  %1041 = icmp sgt i32 %1040, 0
  br i1 %1041, label %1042, label %1071

1042:                                             ; preds = %1039
  %1043 = zext i32 %1040 to i64
  br label %1044

1044:                                             ; preds = %1050, %1042
  %1045 = phi i64 [ 0, %1042 ], [ %1051, %1050 ]
  %1046 = phi i32 [ 1, %1042 ], [ %1068, %1050 ]
  %1047 = mul nuw nsw i64 %1045, 3
  %1048 = trunc i64 %1047 to i32
  %1049 = add i32 %1048, 3
  br label %1053

1050:                                             ; preds = %1053
  %1051 = add nuw nsw i64 %1045, 1
  %1052 = icmp eq i64 %1051, %1043
  br i1 %1052, label %1071, label %1044, !llvm.loop !48

1053:                                             ; preds = %1053, %1044
  %1054 = phi i64 [ 0, %1044 ], [ %1069, %1053 ]
  %1055 = phi i32 [ %1046, %1044 ], [ %1068, %1053 ]
  %1056 = add nuw nsw i64 %1054, %1047
  %1057 = getelementptr inbounds i32, i32* %1014, i64 %1056
  %1058 = load i32, i32* %1057, align 4, !tbaa !5
  %1059 = trunc i64 %1054 to i32
  %1060 = mul i32 %1059, 7
  %1061 = add nsw i32 %1049, %1060
  %1062 = mul nuw nsw i64 %1054, %1045
  %1063 = trunc i64 %1062 to i32
  %1064 = urem i32 %1063, 5
  %1065 = sub i32 %1061, %1064
  %1066 = icmp eq i32 %1058, %1065
  %1067 = zext i1 %1066 to i32
  %1068 = and i32 %1055, %1067
  %1069 = add nuw nsw i64 %1054, 1
  %1070 = icmp eq i64 %1069, 3
  br i1 %1070, label %1050, label %1053, !llvm.loop !49

1071:                                             ; preds = %1050, %1039, %1035
  %1072 = phi i32 [ 1, %1035 ], [ 1, %1039 ], [ %1068, %1050 ]
  %1073 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1073) #9
  store i32 %1072, i32* %92, align 4, !tbaa !5
  %1074 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1074) #9
  %1075 = call i32 @MPI_Allreduce(i8* noundef nonnull %1073, i8* noundef nonnull %1074, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1076 = load i32, i32* %92, align 4, !tbaa !5
  %1077 = icmp eq i32 %1076, 0
  br i1 %1077, label %1078, label %1083

1078:                                             ; preds = %1071
  %1079 = load i32, i32* @rank, align 4, !tbaa !5
  %1080 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1079, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0)) #9
  %1081 = load i32, i32* @failures, align 4, !tbaa !5
  %1082 = add nsw i32 %1081, 1
  store i32 %1082, i32* @failures, align 4, !tbaa !5
  br label %1083

1083:                                             ; preds = %1078, %1071
  %1084 = load i32, i32* @rank, align 4, !tbaa !5
  %1085 = icmp eq i32 %1084, 0
  br i1 %1085, label %1086, label %1091

1086:                                             ; preds = %1083
  %1087 = load i32, i32* %93, align 4, !tbaa !5
  %1088 = icmp eq i32 %1087, 0
  %1089 = select i1 %1088, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1090 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1089) #9
  br label %1091

1091:                                             ; preds = %1086, %1083
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1074) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1073) #9
  %1092 = bitcast [3 x i32]* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1092) #9
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1092, i8 0, i64 12, i1 false) #9
  %1093 = load i32, i32* @rank, align 4, !tbaa !5
  %1094 = icmp eq i32 %1093, %1010
  br i1 %1094, label %1095, label %1123

1095:                                             ; preds = %1091
  %1096 = load i32, i32* @size, align 4, !tbaa !5
  %1097 = icmp sgt i32 %1096, 0
  br i1 %1097, label %1098, label %1123

1098:                                             ; preds = %1095
  %1099 = zext i32 %1096 to i64
  br label %1100

1100:                                             ; preds = %1106, %1098
  %1101 = phi i64 [ 0, %1098 ], [ %1107, %1106 ]
  %1102 = trunc i64 %1101 to i32
  %1103 = mul i32 %1102, 3
  %1104 = add i32 %1103, 3
  %1105 = zext i32 %1103 to i64
  br label %1109

1106:                                             ; preds = %1109
  %1107 = add nuw nsw i64 %1101, 1
  %1108 = icmp eq i64 %1107, %1099
  br i1 %1108, label %1123, label %1100, !llvm.loop !50

1109:                                             ; preds = %1109, %1100
  %1110 = phi i64 [ 0, %1100 ], [ %1121, %1109 ]
  %1111 = trunc i64 %1110 to i32
  %1112 = mul i32 %1111, 7
  %1113 = add nsw i32 %1104, %1112
  %1114 = mul nuw nsw i64 %1110, %1101
  %1115 = trunc i64 %1114 to i32
  %1116 = urem i32 %1115, 5
  %1117 = sub i32 %1113, %1116
  %1118 = shl nsw i32 %1117, 1
  %1119 = add nuw nsw i64 %1110, %1105
  %1120 = getelementptr inbounds i32, i32* %1014, i64 %1119
  store i32 %1118, i32* %1120, align 4, !tbaa !5
  %1121 = add nuw nsw i64 %1110, 1
  %1122 = icmp eq i64 %1121, 3
  br i1 %1122, label %1106, label %1109, !llvm.loop !51

1123:                                             ; preds = %1106, %1095, %1091
  %1124 = call i32 @MPI_Scatter(i8* noundef %1013, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1092, i32 noundef 3, i32 noundef 1275069445, i32 noundef %1010, i32 noundef 1140850688) #9
  %1125 = load i32, i32* @rank, align 4, !tbaa !5
  %1126 = mul i32 %1125, 3
  %1127 = add i32 %1126, 3
  br label %1156

1128:                                             ; preds = %1156
  %1129 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1129) #9
  store i32 %1170, i32* %90, align 4, !tbaa !5
  %1130 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1130) #9
  %1131 = call i32 @MPI_Allreduce(i8* noundef nonnull %1129, i8* noundef nonnull %1130, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1132 = load i32, i32* %90, align 4, !tbaa !5
  %1133 = icmp eq i32 %1132, 0
  br i1 %1133, label %1134, label %1139

1134:                                             ; preds = %1128
  %1135 = load i32, i32* @rank, align 4, !tbaa !5
  %1136 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1135, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0)) #9
  %1137 = load i32, i32* @failures, align 4, !tbaa !5
  %1138 = add nsw i32 %1137, 1
  store i32 %1138, i32* @failures, align 4, !tbaa !5
  br label %1139

1139:                                             ; preds = %1134, %1128
  %1140 = load i32, i32* @rank, align 4, !tbaa !5
  %1141 = icmp eq i32 %1140, 0
  br i1 %1141, label %1142, label %1147

1142:                                             ; preds = %1139
  %1143 = load i32, i32* %91, align 4, !tbaa !5
  %1144 = icmp eq i32 %1143, 0
  %1145 = select i1 %1144, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1146 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1145) #9
  br label %1147

1147:                                             ; preds = %1142, %1139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1130) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1129) #9
  %1148 = load i32, i32* @size, align 4, !tbaa !5
  %1149 = sext i32 %1148 to i64
  %1150 = shl nsw i64 %1149, 2
  %1151 = call noalias i8* @malloc(i64 noundef %1150) #9
  %1152 = bitcast i8* %1151 to i32*
  %1153 = call noalias i8* @malloc(i64 noundef %1150) #9
  %1154 = bitcast i8* %1153 to i32*
  %1155 = icmp sgt i32 %1148, 0
  br i1 %1155, label %1190, label %1173

1156:                                             ; preds = %1156, %1123
  %1157 = phi i64 [ 0, %1123 ], [ %1171, %1156 ]
  %1158 = phi i32 [ 1, %1123 ], [ %1170, %1156 ]
  %1159 = getelementptr inbounds [3 x i32], [3 x i32]* %95, i64 0, i64 %1157
  %1160 = load i32, i32* %1159, align 4, !tbaa !5
  %1161 = trunc i64 %1157 to i32
  %1162 = mul nsw i32 %1125, %1161
  %1163 = srem i32 %1162, 5
  %1164 = mul i32 %1161, 7
  %1165 = add i32 %1127, %1164
  %1166 = sub i32 %1165, %1163
  %1167 = shl nsw i32 %1166, 1
  %1168 = icmp eq i32 %1160, %1167
  %1169 = zext i1 %1168 to i32
  %1170 = and i32 %1158, %1169
  %1171 = add nuw nsw i64 %1157, 1
  %1172 = icmp eq i64 %1171, 3
  br i1 %1172, label %1128, label %1156, !llvm.loop !52

1173:                                             ; preds = %1190, %1147
  %1174 = phi i32 [ 0, %1147 ], [ %1197, %1190 ]
  %1175 = sext i32 %1174 to i64
  %1176 = shl nsw i64 %1175, 2
  %1177 = call noalias i8* @malloc(i64 noundef %1176) #9
  %1178 = bitcast i8* %1177 to i32*
  %1179 = load i32, i32* @rank, align 4, !tbaa !5
  %1180 = add nsw i32 %1179, 1
  %1181 = sext i32 %1180 to i64
  %1182 = shl nsw i64 %1181, 2
  %1183 = call noalias i8* @malloc(i64 noundef %1182) #9
  %1184 = bitcast i8* %1183 to i32*
  %1185 = icmp slt i32 %1179, 0
  br i1 %1185, label %1199, label %1186

1186:                                             ; preds = %1173
  %1187 = mul i32 %1179, 3
  %1188 = add i32 %1187, 3
  %1189 = zext i32 %1180 to i64
  br label %1204

1190:                                             ; preds = %1147, %1190
  %1191 = phi i64 [ %1193, %1190 ], [ %1149, %1147 ]
  %1192 = phi i32 [ %1197, %1190 ], [ 0, %1147 ]
  %1193 = add nsw i64 %1191, -1
  %1194 = getelementptr inbounds i32, i32* %1152, i64 %1193
  %1195 = trunc i64 %1191 to i32
  store i32 %1195, i32* %1194, align 4, !tbaa !5
  %1196 = getelementptr inbounds i32, i32* %1154, i64 %1193
  store i32 %1192, i32* %1196, align 4, !tbaa !5
  %1197 = add nsw i32 %1192, %1195
  %1198 = icmp sgt i64 %1191, 1
  br i1 %1198, label %1190, label %1173, !llvm.loop !53

1199:                                             ; preds = %1204, %1173
  %1200 = icmp sgt i32 %1174, 0
  br i1 %1200, label %1201, label %1215

1201:                                             ; preds = %1199
  %1202 = zext i32 %1174 to i64
  %1203 = shl nuw nsw i64 %1202, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1177, i8 -1, i64 %1203, i1 false) #9, !tbaa !5
  br label %1215

1204:                                             ; preds = %1204, %1186
  %1205 = phi i64 [ 0, %1186 ], [ %1213, %1204 ]
  %1206 = trunc i64 %1205 to i32
  %1207 = mul nsw i32 %1206, 7
  %1208 = add nsw i32 %1188, %1207
  %1209 = mul nsw i32 %1179, %1206
  %1210 = srem i32 %1209, 5
  %1211 = sub i32 %1208, %1210
  %1212 = getelementptr inbounds i32, i32* %1184, i64 %1205
  store i32 %1211, i32* %1212, align 4, !tbaa !5
  %1213 = add nuw nsw i64 %1205, 1
  %1214 = icmp eq i64 %1213, %1189
  br i1 %1214, label %1199, label %1204, !llvm.loop !54

1215:                                             ; preds = %1201, %1199
  %1216 = call i32 @MPI_Gatherv(i8* noundef %1183, i32 noundef %1180, i32 noundef 1275069445, i8* noundef %1177, i32* noundef %1152, i32* noundef %1154, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #9
  %1217 = load i32, i32* @rank, align 4, !tbaa !5
  %1218 = icmp eq i32 %1217, 0
  br i1 %1218, label %1219, label %1256

1219:                                             ; preds = %1215
  %1220 = load i32, i32* @size, align 4, !tbaa !5
  %1221 = icmp sgt i32 %1220, 0
  br i1 %1221, label %1222, label %1256

1222:                                             ; preds = %1219
  %1223 = zext i32 %1220 to i64
  br label %1224

1224:                                             ; preds = %1234, %1222
  %1225 = phi i64 [ 0, %1222 ], [ %1235, %1234 ]
  %1226 = phi i64 [ 1, %1222 ], [ %1236, %1234 ]
  %1227 = phi i32 [ 1, %1222 ], [ %1253, %1234 ]
  %1228 = getelementptr inbounds i32, i32* %1154, i64 %1225
  %1229 = load i32, i32* %1228, align 4, !tbaa !5
  %1230 = trunc i64 %1225 to i32
  %1231 = mul i32 %1230, 3
  %1232 = add i32 %1231, 3
  %1233 = sext i32 %1229 to i64
  br label %1238

1234:                                             ; preds = %1238
  %1235 = add nuw nsw i64 %1225, 1
  %1236 = add nuw nsw i64 %1226, 1
  %1237 = icmp eq i64 %1235, %1223
  br i1 %1237, label %1256, label %1224, !llvm.loop !55

1238:                                             ; preds = %1238, %1224
  %1239 = phi i64 [ 0, %1224 ], [ %1254, %1238 ]
  %1240 = phi i32 [ %1227, %1224 ], [ %1253, %1238 ]
  %1241 = trunc i64 %1239 to i32
  %1242 = add nsw i64 %1239, %1233
  %1243 = getelementptr inbounds i32, i32* %1178, i64 %1242
  %1244 = load i32, i32* %1243, align 4, !tbaa !5
  %1245 = mul nsw i32 %1241, 7
  %1246 = add nsw i32 %1232, %1245
  %1247 = mul nuw nsw i64 %1239, %1225
  %1248 = trunc i64 %1247 to i32
  %1249 = urem i32 %1248, 5
  %1250 = sub i32 %1246, %1249
  %1251 = icmp eq i32 %1244, %1250
  %1252 = zext i1 %1251 to i32
  %1253 = and i32 %1240, %1252
  %1254 = add nuw nsw i64 %1239, 1
  %1255 = icmp eq i64 %1254, %1226
  br i1 %1255, label %1234, label %1238, !llvm.loop !56

1256:                                             ; preds = %1234, %1219, %1215
  %1257 = phi i32 [ 1, %1215 ], [ 1, %1219 ], [ %1253, %1234 ]
  %1258 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1258) #9
  store i32 %1257, i32* %88, align 4, !tbaa !5
  %1259 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1259) #9
  %1260 = call i32 @MPI_Allreduce(i8* noundef nonnull %1258, i8* noundef nonnull %1259, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1261 = load i32, i32* %88, align 4, !tbaa !5
  %1262 = icmp eq i32 %1261, 0
  br i1 %1262, label %1263, label %1268

1263:                                             ; preds = %1256
  %1264 = load i32, i32* @rank, align 4, !tbaa !5
  %1265 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1264, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0)) #9
  %1266 = load i32, i32* @failures, align 4, !tbaa !5
  %1267 = add nsw i32 %1266, 1
  store i32 %1267, i32* @failures, align 4, !tbaa !5
  br label %1268

1268:                                             ; preds = %1263, %1256
  %1269 = load i32, i32* @rank, align 4, !tbaa !5
  %1270 = icmp eq i32 %1269, 0
  br i1 %1270, label %1271, label %1276

1271:                                             ; preds = %1268
  %1272 = load i32, i32* %89, align 4, !tbaa !5
  %1273 = icmp eq i32 %1272, 0
  %1274 = select i1 %1273, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1275 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i8* noundef %1274) #9
  br label %1276

1276:                                             ; preds = %1271, %1268
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1259) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1258) #9
  %1277 = load i32, i32* @rank, align 4, !tbaa !5
  %1278 = icmp slt i32 %1277, 0
  br i1 %1278, label %1283, label %1279

1279:                                             ; preds = %1276
  %1280 = zext i32 %1277 to i64
  %1281 = shl nuw nsw i64 %1280, 2
  %1282 = add nuw nsw i64 %1281, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %1183, i8 -1, i64 %1282, i1 false) #9, !tbaa !5
  br label %1283

1283:                                             ; preds = %1279, %1276
  %1284 = add nsw i32 %1277, 1
  %1285 = call i32 @MPI_Scatterv(i8* noundef %1177, i32* noundef %1152, i32* noundef %1154, i32 noundef 1275069445, i8* noundef %1183, i32 noundef %1284, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #9
  %1286 = load i32, i32* @rank, align 4, !tbaa !5
  %1287 = icmp slt i32 %1286, 0
  br i1 %1287, label %1293, label %1288

1288:                                             ; preds = %1283
  %1289 = mul i32 %1286, 3
  %1290 = add i32 %1286, 1
  %1291 = zext i32 %1290 to i64
  %1292 = add i32 %1289, 3
  br label %1317

1293:                                             ; preds = %1317, %1283
  %1294 = phi i32 [ 1, %1283 ], [ %1330, %1317 ]
  %1295 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1295) #9
  store i32 %1294, i32* %86, align 4, !tbaa !5
  %1296 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1296) #9
  %1297 = call i32 @MPI_Allreduce(i8* noundef nonnull %1295, i8* noundef nonnull %1296, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1298 = load i32, i32* %86, align 4, !tbaa !5
  %1299 = icmp eq i32 %1298, 0
  br i1 %1299, label %1300, label %1305

1300:                                             ; preds = %1293
  %1301 = load i32, i32* @rank, align 4, !tbaa !5
  %1302 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1301, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0)) #9
  %1303 = load i32, i32* @failures, align 4, !tbaa !5
  %1304 = add nsw i32 %1303, 1
  store i32 %1304, i32* @failures, align 4, !tbaa !5
  br label %1305

1305:                                             ; preds = %1300, %1293
  %1306 = load i32, i32* @rank, align 4, !tbaa !5
  %1307 = icmp eq i32 %1306, 0
  br i1 %1307, label %1308, label %1313

1308:                                             ; preds = %1305
  %1309 = load i32, i32* %87, align 4, !tbaa !5
  %1310 = icmp eq i32 %1309, 0
  %1311 = select i1 %1310, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i8* noundef %1311) #9
  br label %1313

1313:                                             ; preds = %1308, %1305
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1296) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1295) #9
  br i1 %1200, label %1314, label %1333

1314:                                             ; preds = %1313
  %1315 = zext i32 %1174 to i64
  %1316 = shl nuw nsw i64 %1315, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1177, i8 -1, i64 %1316, i1 false) #9, !tbaa !5
  br label %1333

1317:                                             ; preds = %1317, %1288
  %1318 = phi i64 [ 0, %1288 ], [ %1331, %1317 ]
  %1319 = phi i32 [ 1, %1288 ], [ %1330, %1317 ]
  %1320 = getelementptr inbounds i32, i32* %1184, i64 %1318
  %1321 = load i32, i32* %1320, align 4, !tbaa !5
  %1322 = trunc i64 %1318 to i32
  %1323 = mul nsw i32 %1322, 7
  %1324 = mul nsw i32 %1286, %1322
  %1325 = srem i32 %1324, 5
  %1326 = add i32 %1292, %1323
  %1327 = sub i32 %1326, %1325
  %1328 = icmp eq i32 %1321, %1327
  %1329 = zext i1 %1328 to i32
  %1330 = and i32 %1319, %1329
  %1331 = add nuw nsw i64 %1318, 1
  %1332 = icmp eq i64 %1331, %1291
  br i1 %1332, label %1293, label %1317, !llvm.loop !57

1333:                                             ; preds = %1314, %1313
  %1334 = load i32, i32* @rank, align 4, !tbaa !5
  %1335 = icmp slt i32 %1334, 0
  br i1 %1335, label %1341, label %1336

1336:                                             ; preds = %1333
  %1337 = mul i32 %1334, 3
  %1338 = add i32 %1334, 1
  %1339 = zext i32 %1338 to i64
  %1340 = add i32 %1337, 4
  br label %1348

1341:                                             ; preds = %1348, %1333
  %1342 = add nsw i32 %1334, 1
  %1343 = call i32 @MPI_Allgatherv(i8* noundef %1183, i32 noundef %1342, i32 noundef 1275069445, i8* noundef %1177, i32* noundef %1152, i32* noundef %1154, i32 noundef 1275069445, i32 noundef 1140850688) #9
  %1344 = load i32, i32* @size, align 4, !tbaa !5
  %1345 = icmp sgt i32 %1344, 0
  br i1 %1345, label %1346, label %1369

1346:                                             ; preds = %1341
  %1347 = zext i32 %1344 to i64
  br label %1359

1348:                                             ; preds = %1348, %1336
  %1349 = phi i64 [ 0, %1336 ], [ %1357, %1348 ]
  %1350 = trunc i64 %1349 to i32
  %1351 = mul nsw i32 %1350, 7
  %1352 = mul nsw i32 %1334, %1350
  %1353 = srem i32 %1352, 5
  %1354 = add i32 %1340, %1351
  %1355 = sub i32 %1354, %1353
  %1356 = getelementptr inbounds i32, i32* %1184, i64 %1349
  store i32 %1355, i32* %1356, align 4, !tbaa !5
  %1357 = add nuw nsw i64 %1349, 1
  %1358 = icmp eq i64 %1357, %1339
  br i1 %1358, label %1341, label %1348, !llvm.loop !58

1359:                                             ; preds = %1397, %1346
  %1360 = phi i64 [ 0, %1346 ], [ %1398, %1397 ]
  %1361 = phi i64 [ 1, %1346 ], [ %1399, %1397 ]
  %1362 = phi i32 [ 1, %1346 ], [ %1416, %1397 ]
  %1363 = getelementptr inbounds i32, i32* %1154, i64 %1360
  %1364 = load i32, i32* %1363, align 4, !tbaa !5
  %1365 = trunc i64 %1360 to i32
  %1366 = mul i32 %1365, 3
  %1367 = add i32 %1366, 4
  %1368 = sext i32 %1364 to i64
  br label %1401

1369:                                             ; preds = %1397, %1341
  %1370 = phi i32 [ 1, %1341 ], [ %1416, %1397 ]
  %1371 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1371) #9
  store i32 %1370, i32* %84, align 4, !tbaa !5
  %1372 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1372) #9
  %1373 = call i32 @MPI_Allreduce(i8* noundef nonnull %1371, i8* noundef nonnull %1372, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1374 = load i32, i32* %84, align 4, !tbaa !5
  %1375 = icmp eq i32 %1374, 0
  br i1 %1375, label %1376, label %1381

1376:                                             ; preds = %1369
  %1377 = load i32, i32* @rank, align 4, !tbaa !5
  %1378 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1377, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0)) #9
  %1379 = load i32, i32* @failures, align 4, !tbaa !5
  %1380 = add nsw i32 %1379, 1
  store i32 %1380, i32* @failures, align 4, !tbaa !5
  br label %1381

1381:                                             ; preds = %1376, %1369
  %1382 = load i32, i32* @rank, align 4, !tbaa !5
  %1383 = icmp eq i32 %1382, 0
  br i1 %1383, label %1384, label %1389

1384:                                             ; preds = %1381
  %1385 = load i32, i32* %85, align 4, !tbaa !5
  %1386 = icmp eq i32 %1385, 0
  %1387 = select i1 %1386, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1388 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef %1387) #9
  br label %1389

1389:                                             ; preds = %1384, %1381
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1372) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1371) #9
  %1390 = load i32, i32* @size, align 4, !tbaa !5
  %1391 = icmp sgt i32 %1390, 0
  br i1 %1391, label %1392, label %1419

1392:                                             ; preds = %1389
  %1393 = mul i32 %1390, 3
  %1394 = call i32 @llvm.smax.i32(i32 %1393, i32 1) #9
  %1395 = zext i32 %1394 to i64
  %1396 = shl nuw nsw i64 %1395, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1013, i8 -1, i64 %1396, i1 false) #9, !tbaa !5
  br label %1419

1397:                                             ; preds = %1401
  %1398 = add nuw nsw i64 %1360, 1
  %1399 = add nuw nsw i64 %1361, 1
  %1400 = icmp eq i64 %1398, %1347
  br i1 %1400, label %1369, label %1359, !llvm.loop !59

1401:                                             ; preds = %1401, %1359
  %1402 = phi i64 [ 0, %1359 ], [ %1417, %1401 ]
  %1403 = phi i32 [ %1362, %1359 ], [ %1416, %1401 ]
  %1404 = add nsw i64 %1402, %1368
  %1405 = getelementptr inbounds i32, i32* %1178, i64 %1404
  %1406 = load i32, i32* %1405, align 4, !tbaa !5
  %1407 = mul nuw nsw i64 %1402, %1360
  %1408 = trunc i64 %1407 to i32
  %1409 = urem i32 %1408, 5
  %1410 = trunc i64 %1402 to i32
  %1411 = mul i32 %1410, 7
  %1412 = add i32 %1367, %1411
  %1413 = sub i32 %1412, %1409
  %1414 = icmp eq i32 %1406, %1413
  %1415 = zext i1 %1414 to i32
  %1416 = and i32 %1403, %1415
  %1417 = add nuw nsw i64 %1402, 1
  %1418 = icmp eq i64 %1417, %1361
  br i1 %1418, label %1397, label %1401, !llvm.loop !60

1419:                                             ; preds = %1392, %1389
  %1420 = call i32 @MPI_Allgather(i8* noundef nonnull %1015, i32 noundef 3, i32 noundef 1275069445, i8* noundef %1013, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #9
  %1421 = load i32, i32* @size, align 4, !tbaa !5
  %1422 = icmp sgt i32 %1421, 0
  br i1 %1422, label %1423, label %1431

1423:                                             ; preds = %1419
  %1424 = zext i32 %1421 to i64
  br label %1425

1425:                                             ; preds = %1461, %1423
  %1426 = phi i64 [ 0, %1423 ], [ %1462, %1461 ]
  %1427 = phi i32 [ 1, %1423 ], [ %1479, %1461 ]
  %1428 = mul nuw nsw i64 %1426, 3
  %1429 = trunc i64 %1428 to i32
  %1430 = add i32 %1429, 3
  br label %1464

1431:                                             ; preds = %1461, %1419
  %1432 = phi i32 [ 1, %1419 ], [ %1479, %1461 ]
  %1433 = bitcast i32* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1433) #9
  store i32 %1432, i32* %82, align 4, !tbaa !5
  %1434 = bitcast i32* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1434) #9
  %1435 = call i32 @MPI_Allreduce(i8* noundef nonnull %1433, i8* noundef nonnull %1434, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1436 = load i32, i32* %82, align 4, !tbaa !5
  %1437 = icmp eq i32 %1436, 0
  br i1 %1437, label %1438, label %1443

1438:                                             ; preds = %1431
  %1439 = load i32, i32* @rank, align 4, !tbaa !5
  %1440 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1439, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0)) #9
  %1441 = load i32, i32* @failures, align 4, !tbaa !5
  %1442 = add nsw i32 %1441, 1
  store i32 %1442, i32* @failures, align 4, !tbaa !5
  br label %1443

1443:                                             ; preds = %1438, %1431
  %1444 = load i32, i32* @rank, align 4, !tbaa !5
  %1445 = icmp eq i32 %1444, 0
  br i1 %1445, label %1446, label %1451

1446:                                             ; preds = %1443
  %1447 = load i32, i32* %83, align 4, !tbaa !5
  %1448 = icmp eq i32 %1447, 0
  %1449 = select i1 %1448, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1450 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i8* noundef %1449) #9
  br label %1451

1451:                                             ; preds = %1446, %1443
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1434) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1433) #9
  %1452 = load i32, i32* @size, align 4, !tbaa !5
  %1453 = icmp sgt i32 %1452, 0
  br i1 %1453, label %1454, label %1482

1454:                                             ; preds = %1451
  %1455 = mul i32 %1452, 3
  %1456 = load i32, i32* @rank, align 4, !tbaa !5
  %1457 = mul i32 %1456, 3
  %1458 = call i32 @llvm.smax.i32(i32 %1455, i32 1) #9
  %1459 = zext i32 %1458 to i64
  %1460 = add i32 %1457, 3
  br label %1488

1461:                                             ; preds = %1464
  %1462 = add nuw nsw i64 %1426, 1
  %1463 = icmp eq i64 %1462, %1424
  br i1 %1463, label %1431, label %1425, !llvm.loop !61

1464:                                             ; preds = %1464, %1425
  %1465 = phi i64 [ 0, %1425 ], [ %1480, %1464 ]
  %1466 = phi i32 [ %1427, %1425 ], [ %1479, %1464 ]
  %1467 = add nuw nsw i64 %1465, %1428
  %1468 = getelementptr inbounds i32, i32* %1014, i64 %1467
  %1469 = load i32, i32* %1468, align 4, !tbaa !5
  %1470 = trunc i64 %1465 to i32
  %1471 = mul i32 %1470, 7
  %1472 = add nsw i32 %1430, %1471
  %1473 = mul nuw nsw i64 %1465, %1426
  %1474 = trunc i64 %1473 to i32
  %1475 = urem i32 %1474, 5
  %1476 = sub i32 %1472, %1475
  %1477 = icmp eq i32 %1469, %1476
  %1478 = zext i1 %1477 to i32
  %1479 = and i32 %1466, %1478
  %1480 = add nuw nsw i64 %1465, 1
  %1481 = icmp eq i64 %1480, 3
  br i1 %1481, label %1461, label %1464, !llvm.loop !62

1482:                                             ; preds = %1500, %1451
  %1483 = call i32 @MPI_Allgather(i8* noundef nonnull inttoptr (i64 -1 to i8*), i32 noundef 0, i32 noundef 201326592, i8* noundef %1013, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #9
  %1484 = load i32, i32* @size, align 4, !tbaa !5
  %1485 = icmp sgt i32 %1484, 0
  br i1 %1485, label %1486, label %1511

1486:                                             ; preds = %1482
  %1487 = zext i32 %1484 to i64
  br label %1505

1488:                                             ; preds = %1500, %1454
  %1489 = phi i64 [ 0, %1454 ], [ %1503, %1500 ]
  %1490 = trunc i64 %1489 to i32
  %1491 = udiv i32 %1490, 3
  %1492 = urem i32 %1490, 3
  %1493 = icmp eq i32 %1491, %1456
  br i1 %1493, label %1494, label %1500

1494:                                             ; preds = %1488
  %1495 = mul nuw nsw i32 %1492, 7
  %1496 = mul nsw i32 %1492, %1456
  %1497 = srem i32 %1496, 5
  %1498 = add i32 %1460, %1495
  %1499 = sub i32 %1498, %1497
  br label %1500

1500:                                             ; preds = %1494, %1488
  %1501 = phi i32 [ %1499, %1494 ], [ -1, %1488 ]
  %1502 = getelementptr inbounds i32, i32* %1014, i64 %1489
  store i32 %1501, i32* %1502, align 4, !tbaa !5
  %1503 = add nuw nsw i64 %1489, 1
  %1504 = icmp eq i64 %1503, %1459
  br i1 %1504, label %1482, label %1488, !llvm.loop !63

1505:                                             ; preds = %1531, %1486
  %1506 = phi i64 [ 0, %1486 ], [ %1532, %1531 ]
  %1507 = phi i32 [ 1, %1486 ], [ %1549, %1531 ]
  %1508 = mul nuw nsw i64 %1506, 3
  %1509 = trunc i64 %1508 to i32
  %1510 = add i32 %1509, 3
  br label %1534

1511:                                             ; preds = %1531, %1482
  %1512 = phi i32 [ 1, %1482 ], [ %1549, %1531 ]
  %1513 = bitcast i32* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1513) #9
  store i32 %1512, i32* %80, align 4, !tbaa !5
  %1514 = bitcast i32* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1514) #9
  %1515 = call i32 @MPI_Allreduce(i8* noundef nonnull %1513, i8* noundef nonnull %1514, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1516 = load i32, i32* %80, align 4, !tbaa !5
  %1517 = icmp eq i32 %1516, 0
  br i1 %1517, label %1518, label %1523

1518:                                             ; preds = %1511
  %1519 = load i32, i32* @rank, align 4, !tbaa !5
  %1520 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1519, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0)) #9
  %1521 = load i32, i32* @failures, align 4, !tbaa !5
  %1522 = add nsw i32 %1521, 1
  store i32 %1522, i32* @failures, align 4, !tbaa !5
  br label %1523

1523:                                             ; preds = %1518, %1511
  %1524 = load i32, i32* @rank, align 4, !tbaa !5
  %1525 = icmp eq i32 %1524, 0
  br i1 %1525, label %1526, label %1552

1526:                                             ; preds = %1523
  %1527 = load i32, i32* %81, align 4, !tbaa !5
  %1528 = icmp eq i32 %1527, 0
  %1529 = select i1 %1528, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1530 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0), i8* noundef %1529) #9
  br label %1552

1531:                                             ; preds = %1534
  %1532 = add nuw nsw i64 %1506, 1
  %1533 = icmp eq i64 %1532, %1487
  br i1 %1533, label %1511, label %1505, !llvm.loop !64

1534:                                             ; preds = %1534, %1505
  %1535 = phi i64 [ 0, %1505 ], [ %1550, %1534 ]
  %1536 = phi i32 [ %1507, %1505 ], [ %1549, %1534 ]
  %1537 = add nuw nsw i64 %1535, %1508
  %1538 = getelementptr inbounds i32, i32* %1014, i64 %1537
  %1539 = load i32, i32* %1538, align 4, !tbaa !5
  %1540 = trunc i64 %1535 to i32
  %1541 = mul i32 %1540, 7
  %1542 = add nsw i32 %1510, %1541
  %1543 = mul nuw nsw i64 %1535, %1506
  %1544 = trunc i64 %1543 to i32
  %1545 = urem i32 %1544, 5
  %1546 = sub i32 %1542, %1545
  %1547 = icmp eq i32 %1539, %1546
  %1548 = zext i1 %1547 to i32
  %1549 = and i32 %1536, %1548
  %1550 = add nuw nsw i64 %1535, 1
  %1551 = icmp eq i64 %1550, 3
  br i1 %1551, label %1531, label %1534, !llvm.loop !65

1552:                                             ; preds = %1523, %1526
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1514) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1513) #9
  call void @free(i8* noundef %1013) #9
  call void @free(i8* noundef %1151) #9
  call void @free(i8* noundef %1153) #9
  call void @free(i8* noundef %1177) #9
  call void @free(i8* noundef %1183) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1092) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1015) #9
  %1553 = load i32, i32* @size, align 4, !tbaa !5
  %1554 = sext i32 %1553 to i64
  %1555 = shl nsw i64 %1554, 3
  %1556 = call noalias i8* @malloc(i64 noundef %1555) #9
  %1557 = bitcast i8* %1556 to i32*
  %1558 = call noalias i8* @malloc(i64 noundef %1555) #9
  %1559 = bitcast i8* %1558 to i32*
  %1560 = icmp sgt i32 %1553, 0
  br i1 %1560, label %1561, label %1566

1561:                                             ; preds = %1552
  %1562 = load i32, i32* @rank, align 4, !tbaa !5
  %1563 = mul nsw i32 %1562, 1000
  %1564 = sub nsw i32 0, %1562
  %1565 = zext i32 %1553 to i64
  br label %1573

1566:                                             ; preds = %1573, %1552
  %1567 = call i32 @MPI_Alltoall(i8* noundef %1556, i32 noundef 2, i32 noundef 1275069445, i8* noundef %1558, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1140850688) #9
  %1568 = load i32, i32* @size, align 4, !tbaa !5
  %1569 = icmp sgt i32 %1568, 0
  br i1 %1569, label %1570, label %1583

1570:                                             ; preds = %1566
  %1571 = load i32, i32* @rank, align 4, !tbaa !5
  %1572 = zext i32 %1568 to i64
  br label %1620

1573:                                             ; preds = %1573, %1561
  %1574 = phi i64 [ 0, %1561 ], [ %1581, %1573 ]
  %1575 = trunc i64 %1574 to i32
  %1576 = add nsw i32 %1563, %1575
  %1577 = shl nuw nsw i64 %1574, 1
  %1578 = getelementptr inbounds i32, i32* %1557, i64 %1577
  store i32 %1576, i32* %1578, align 4, !tbaa !5
  %1579 = or i64 %1577, 1
  %1580 = getelementptr inbounds i32, i32* %1557, i64 %1579
  store i32 %1564, i32* %1580, align 4, !tbaa !5
  %1581 = add nuw nsw i64 %1574, 1
  %1582 = icmp eq i64 %1581, %1565
  br i1 %1582, label %1566, label %1573, !llvm.loop !66

1583:                                             ; preds = %1636, %1566
  %1584 = phi i32 [ 1, %1566 ], [ %1639, %1636 ]
  %1585 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1585) #9
  store i32 %1584, i32* %78, align 4, !tbaa !5
  %1586 = bitcast i32* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1586) #9
  %1587 = call i32 @MPI_Allreduce(i8* noundef nonnull %1585, i8* noundef nonnull %1586, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1588 = load i32, i32* %78, align 4, !tbaa !5
  %1589 = icmp eq i32 %1588, 0
  br i1 %1589, label %1590, label %1595

1590:                                             ; preds = %1583
  %1591 = load i32, i32* @rank, align 4, !tbaa !5
  %1592 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1591, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0)) #9
  %1593 = load i32, i32* @failures, align 4, !tbaa !5
  %1594 = add nsw i32 %1593, 1
  store i32 %1594, i32* @failures, align 4, !tbaa !5
  br label %1595

1595:                                             ; preds = %1590, %1583
  %1596 = load i32, i32* @rank, align 4, !tbaa !5
  %1597 = icmp eq i32 %1596, 0
  br i1 %1597, label %1598, label %1603

1598:                                             ; preds = %1595
  %1599 = load i32, i32* %79, align 4, !tbaa !5
  %1600 = icmp eq i32 %1599, 0
  %1601 = select i1 %1600, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1602 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i8* noundef %1601) #9
  br label %1603

1603:                                             ; preds = %1598, %1595
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1586) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1585) #9
  %1604 = load i32, i32* @size, align 4, !tbaa !5
  %1605 = sext i32 %1604 to i64
  %1606 = shl nsw i64 %1605, 2
  %1607 = call noalias i8* @malloc(i64 noundef %1606) #9
  %1608 = bitcast i8* %1607 to i32*
  %1609 = call noalias i8* @malloc(i64 noundef %1606) #9
  %1610 = bitcast i8* %1609 to i32*
  %1611 = call noalias i8* @malloc(i64 noundef %1606) #9
  %1612 = bitcast i8* %1611 to i32*
  %1613 = call noalias i8* @malloc(i64 noundef %1606) #9
  %1614 = bitcast i8* %1613 to i32*
  %1615 = icmp sgt i32 %1604, 0
  br i1 %1615, label %1616, label %1647

1616:                                             ; preds = %1603
  %1617 = load i32, i32* @rank, align 4, !tbaa !5
  %1618 = add nsw i32 %1617, 1
  %1619 = zext i32 %1604 to i64
  br label %1658

1620:                                             ; preds = %1636, %1570
  %1621 = phi i64 [ 0, %1570 ], [ %1640, %1636 ]
  %1622 = phi i32 [ 1, %1570 ], [ %1639, %1636 ]
  %1623 = shl nuw nsw i64 %1621, 1
  %1624 = getelementptr inbounds i32, i32* %1559, i64 %1623
  %1625 = load i32, i32* %1624, align 4, !tbaa !5
  %1626 = trunc i64 %1621 to i32
  %1627 = mul nsw i32 %1626, 1000
  %1628 = add nsw i32 %1627, %1571
  %1629 = icmp eq i32 %1625, %1628
  br i1 %1629, label %1630, label %1636

1630:                                             ; preds = %1620
  %1631 = or i64 %1623, 1
  %1632 = getelementptr inbounds i32, i32* %1559, i64 %1631
  %1633 = load i32, i32* %1632, align 4, !tbaa !5
  %1634 = sub i32 0, %1626
  %1635 = icmp eq i32 %1633, %1634
  br label %1636

1636:                                             ; preds = %1630, %1620
  %1637 = phi i1 [ false, %1620 ], [ %1635, %1630 ]
  %1638 = zext i1 %1637 to i32
  %1639 = and i32 %1622, %1638
  %1640 = add nuw nsw i64 %1621, 1
  %1641 = icmp eq i64 %1640, %1572
  br i1 %1641, label %1583, label %1620, !llvm.loop !67

1642:                                             ; preds = %1658
  %1643 = zext i32 %1666 to i64
  %1644 = shl nuw nsw i64 %1643, 2
  %1645 = sext i32 %1669 to i64
  %1646 = shl nsw i64 %1645, 2
  br label %1647

1647:                                             ; preds = %1642, %1603
  %1648 = phi i64 [ 0, %1603 ], [ %1644, %1642 ]
  %1649 = phi i64 [ 0, %1603 ], [ %1646, %1642 ]
  %1650 = call noalias i8* @malloc(i64 noundef %1648) #9
  %1651 = bitcast i8* %1650 to i32*
  %1652 = call noalias i8* @malloc(i64 noundef %1649) #9
  %1653 = bitcast i8* %1652 to i32*
  br i1 %1615, label %1654, label %1680

1654:                                             ; preds = %1647
  %1655 = load i32, i32* @rank, align 4, !tbaa !5
  %1656 = mul nsw i32 %1655, 100
  %1657 = zext i32 %1604 to i64
  br label %1671

1658:                                             ; preds = %1658, %1616
  %1659 = phi i64 [ 0, %1616 ], [ %1662, %1658 ]
  %1660 = phi i32 [ 0, %1616 ], [ %1669, %1658 ]
  %1661 = phi i32 [ 0, %1616 ], [ %1666, %1658 ]
  %1662 = add nuw nsw i64 %1659, 1
  %1663 = getelementptr inbounds i32, i32* %1608, i64 %1659
  %1664 = trunc i64 %1662 to i32
  store i32 %1664, i32* %1663, align 4, !tbaa !5
  %1665 = getelementptr inbounds i32, i32* %1610, i64 %1659
  store i32 %1661, i32* %1665, align 4, !tbaa !5
  %1666 = add nuw nsw i32 %1661, %1664
  %1667 = getelementptr inbounds i32, i32* %1612, i64 %1659
  store i32 %1618, i32* %1667, align 4, !tbaa !5
  %1668 = getelementptr inbounds i32, i32* %1614, i64 %1659
  store i32 %1660, i32* %1668, align 4, !tbaa !5
  %1669 = add nsw i32 %1660, %1618
  %1670 = icmp eq i64 %1662, %1619
  br i1 %1670, label %1642, label %1658, !llvm.loop !68

1671:                                             ; preds = %1691, %1654
  %1672 = phi i64 [ 0, %1654 ], [ %1692, %1691 ]
  %1673 = phi i64 [ 1, %1654 ], [ %1693, %1691 ]
  %1674 = trunc i64 %1672 to i32
  %1675 = mul nsw i32 %1674, 10
  %1676 = getelementptr inbounds i32, i32* %1610, i64 %1672
  %1677 = load i32, i32* %1676, align 4, !tbaa !5
  %1678 = sext i32 %1677 to i64
  %1679 = add i32 %1675, %1656
  br label %1695

1680:                                             ; preds = %1691, %1647
  %1681 = call i32 @MPI_Alltoallv(i8* noundef %1650, i32* noundef %1608, i32* noundef %1610, i32 noundef 1275069445, i8* noundef %1652, i32* noundef %1612, i32* noundef %1614, i32 noundef 1275069445, i32 noundef 1140850688) #9
  %1682 = load i32, i32* @size, align 4, !tbaa !5
  %1683 = icmp sgt i32 %1682, 0
  br i1 %1683, label %1684, label %1713

1684:                                             ; preds = %1680
  %1685 = load i32, i32* @rank, align 4, !tbaa !5
  %1686 = icmp slt i32 %1685, 0
  %1687 = mul nsw i32 %1685, 10
  %1688 = add i32 %1685, 1
  %1689 = zext i32 %1682 to i64
  %1690 = zext i32 %1688 to i64
  br label %1703

1691:                                             ; preds = %1695
  %1692 = add nuw nsw i64 %1672, 1
  %1693 = add nuw nsw i64 %1673, 1
  %1694 = icmp eq i64 %1692, %1657
  br i1 %1694, label %1680, label %1671, !llvm.loop !69

1695:                                             ; preds = %1695, %1671
  %1696 = phi i64 [ 0, %1671 ], [ %1701, %1695 ]
  %1697 = trunc i64 %1696 to i32
  %1698 = add i32 %1679, %1697
  %1699 = add nsw i64 %1696, %1678
  %1700 = getelementptr inbounds i32, i32* %1651, i64 %1699
  store i32 %1698, i32* %1700, align 4, !tbaa !5
  %1701 = add nuw nsw i64 %1696, 1
  %1702 = icmp eq i64 %1701, %1673
  br i1 %1702, label %1691, label %1695, !llvm.loop !70

1703:                                             ; preds = %1733, %1684
  %1704 = phi i64 [ 0, %1684 ], [ %1735, %1733 ]
  %1705 = phi i32 [ 1, %1684 ], [ %1734, %1733 ]
  br i1 %1686, label %1733, label %1706

1706:                                             ; preds = %1703
  %1707 = getelementptr inbounds i32, i32* %1614, i64 %1704
  %1708 = load i32, i32* %1707, align 4, !tbaa !5
  %1709 = trunc i64 %1704 to i32
  %1710 = mul nsw i32 %1709, 100
  %1711 = sext i32 %1708 to i64
  %1712 = add i32 %1710, %1687
  br label %1737

1713:                                             ; preds = %1733, %1680
  %1714 = phi i32 [ 1, %1680 ], [ %1734, %1733 ]
  %1715 = bitcast i32* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1715) #9
  store i32 %1714, i32* %76, align 4, !tbaa !5
  %1716 = bitcast i32* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1716) #9
  %1717 = call i32 @MPI_Allreduce(i8* noundef nonnull %1715, i8* noundef nonnull %1716, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1718 = load i32, i32* %76, align 4, !tbaa !5
  %1719 = icmp eq i32 %1718, 0
  br i1 %1719, label %1720, label %1725

1720:                                             ; preds = %1713
  %1721 = load i32, i32* @rank, align 4, !tbaa !5
  %1722 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1721, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0)) #9
  %1723 = load i32, i32* @failures, align 4, !tbaa !5
  %1724 = add nsw i32 %1723, 1
  store i32 %1724, i32* @failures, align 4, !tbaa !5
  br label %1725

1725:                                             ; preds = %1720, %1713
  %1726 = load i32, i32* @rank, align 4, !tbaa !5
  %1727 = icmp eq i32 %1726, 0
  br i1 %1727, label %1728, label %1750

1728:                                             ; preds = %1725
  %1729 = load i32, i32* %77, align 4, !tbaa !5
  %1730 = icmp eq i32 %1729, 0
  %1731 = select i1 %1730, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1732 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef %1731) #9
  br label %1750

1733:                                             ; preds = %1737, %1703
  %1734 = phi i32 [ %1705, %1703 ], [ %1747, %1737 ]
  %1735 = add nuw nsw i64 %1704, 1
  %1736 = icmp eq i64 %1735, %1689
  br i1 %1736, label %1713, label %1703, !llvm.loop !71

1737:                                             ; preds = %1737, %1706
  %1738 = phi i64 [ 0, %1706 ], [ %1748, %1737 ]
  %1739 = phi i32 [ %1705, %1706 ], [ %1747, %1737 ]
  %1740 = add nsw i64 %1738, %1711
  %1741 = getelementptr inbounds i32, i32* %1653, i64 %1740
  %1742 = load i32, i32* %1741, align 4, !tbaa !5
  %1743 = trunc i64 %1738 to i32
  %1744 = add i32 %1712, %1743
  %1745 = icmp eq i32 %1742, %1744
  %1746 = zext i1 %1745 to i32
  %1747 = and i32 %1739, %1746
  %1748 = add nuw nsw i64 %1738, 1
  %1749 = icmp eq i64 %1748, %1690
  br i1 %1749, label %1733, label %1737, !llvm.loop !72

1750:                                             ; preds = %1725, %1728
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1716) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1715) #9
  call void @free(i8* noundef %1556) #9
  call void @free(i8* noundef %1558) #9
  call void @free(i8* noundef %1607) #9
  call void @free(i8* noundef %1609) #9
  call void @free(i8* noundef %1611) #9
  call void @free(i8* noundef %1613) #9
  call void @free(i8* noundef %1650) #9
  call void @free(i8* noundef %1652) #9
  %1751 = bitcast [2 x i32]* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1751) #9
  %1752 = getelementptr inbounds [2 x i32], [2 x i32]* %73, i64 0, i64 0
  %1753 = load i32, i32* @rank, align 4, !tbaa !5
  %1754 = add nsw i32 %1753, 1
  store i32 %1754, i32* %1752, align 4, !tbaa !5
  %1755 = getelementptr inbounds [2 x i32], [2 x i32]* %73, i64 0, i64 1
  %1756 = srem i32 %1753, 3
  %1757 = add nsw i32 %1756, 1
  store i32 %1757, i32* %1755, align 4, !tbaa !5
  %1758 = bitcast [2 x i32]* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1758) #9
  %1759 = bitcast i64* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1759) #9
  store i64 -25769803783, i64* %75, align 8
  %1760 = getelementptr inbounds [2 x i32], [2 x i32]* %74, i64 0, i64 0
  %1761 = call i32 @MPI_Scan(i8* noundef nonnull %1751, i8* noundef nonnull %1758, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %1762 = load i32, i32* @rank, align 4, !tbaa !5
  %1763 = icmp slt i32 %1762, 0
  br i1 %1763, label %1774, label %1764

1764:                                             ; preds = %1750
  %1765 = shl i32 %1762, 1
  %1766 = zext i32 %1762 to i33
  %1767 = add i32 %1762, -1
  %1768 = zext i32 %1767 to i33
  %1769 = mul i33 %1768, %1766
  %1770 = lshr i33 %1769, 1
  %1771 = trunc i33 %1770 to i32
  %1772 = or i32 %1765, 1
  %1773 = add i32 %1772, %1771
  br label %1774

1774:                                             ; preds = %1764, %1750
  %1775 = phi i32 [ 0, %1750 ], [ %1773, %1764 ]
  %1776 = load i32, i32* %1760, align 4, !tbaa !5
  %1777 = icmp eq i32 %1776, %1775
  %1778 = zext i1 %1777 to i32
  %1779 = bitcast i32* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1779) #9
  store i32 %1778, i32* %71, align 4, !tbaa !5
  %1780 = bitcast i32* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1780) #9
  %1781 = call i32 @MPI_Allreduce(i8* noundef nonnull %1779, i8* noundef nonnull %1780, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1782 = load i32, i32* %71, align 4, !tbaa !5
  %1783 = icmp eq i32 %1782, 0
  br i1 %1783, label %1784, label %1789

1784:                                             ; preds = %1774
  %1785 = load i32, i32* @rank, align 4, !tbaa !5
  %1786 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1785, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0)) #9
  %1787 = load i32, i32* @failures, align 4, !tbaa !5
  %1788 = add nsw i32 %1787, 1
  store i32 %1788, i32* @failures, align 4, !tbaa !5
  br label %1789

1789:                                             ; preds = %1784, %1774
  %1790 = load i32, i32* @rank, align 4, !tbaa !5
  %1791 = icmp eq i32 %1790, 0
  br i1 %1791, label %1792, label %1797

1792:                                             ; preds = %1789
  %1793 = load i32, i32* %72, align 4, !tbaa !5
  %1794 = icmp eq i32 %1793, 0
  %1795 = select i1 %1794, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1796 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i8* noundef %1795) #9
  br label %1797

1797:                                             ; preds = %1792, %1789
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1780) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1779) #9
  %1798 = bitcast i32* %1755 to i8*
  %1799 = getelementptr inbounds [2 x i32], [2 x i32]* %74, i64 0, i64 1
  %1800 = bitcast i32* %1799 to i8*
  %1801 = call i32 @MPI_Scan(i8* noundef nonnull %1798, i8* noundef nonnull %1800, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395012, i32 noundef 1140850688) #9
  %1802 = load i32, i32* @rank, align 4, !tbaa !5
  %1803 = icmp slt i32 %1802, 0
  br i1 %1803, label %1804, label %1832

1804:                                             ; preds = %1832, %1797
  %1805 = phi i32 [ 1, %1797 ], [ %1837, %1832 ]
  %1806 = load i32, i32* %1799, align 4, !tbaa !5
  %1807 = icmp eq i32 %1806, %1805
  %1808 = zext i1 %1807 to i32
  %1809 = bitcast i32* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1809) #9
  store i32 %1808, i32* %69, align 4, !tbaa !5
  %1810 = bitcast i32* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1810) #9
  %1811 = call i32 @MPI_Allreduce(i8* noundef nonnull %1809, i8* noundef nonnull %1810, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1812 = load i32, i32* %69, align 4, !tbaa !5
  %1813 = icmp eq i32 %1812, 0
  br i1 %1813, label %1814, label %1819

1814:                                             ; preds = %1804
  %1815 = load i32, i32* @rank, align 4, !tbaa !5
  %1816 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1815, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0)) #9
  %1817 = load i32, i32* @failures, align 4, !tbaa !5
  %1818 = add nsw i32 %1817, 1
  store i32 %1818, i32* @failures, align 4, !tbaa !5
  br label %1819

1819:                                             ; preds = %1814, %1804
  %1820 = load i32, i32* @rank, align 4, !tbaa !5
  %1821 = icmp eq i32 %1820, 0
  br i1 %1821, label %1822, label %1827

1822:                                             ; preds = %1819
  %1823 = load i32, i32* %70, align 4, !tbaa !5
  %1824 = icmp eq i32 %1823, 0
  %1825 = select i1 %1824, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1826 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i8* noundef %1825) #9
  br label %1827

1827:                                             ; preds = %1822, %1819
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1810) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1809) #9
  %1828 = bitcast i64* %75 to i32*
  %1829 = call i32 @MPI_Exscan(i8* noundef nonnull %1751, i8* noundef nonnull %1759, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %1830 = load i32, i32* @rank, align 4, !tbaa !5
  %1831 = icmp eq i32 %1830, 0
  br i1 %1831, label %1846, label %1840

1832:                                             ; preds = %1797, %1832
  %1833 = phi i32 [ %1838, %1832 ], [ 0, %1797 ]
  %1834 = phi i32 [ %1837, %1832 ], [ 1, %1797 ]
  %1835 = urem i32 %1833, 3
  %1836 = add nuw nsw i32 %1835, 1
  %1837 = mul nsw i32 %1836, %1834
  %1838 = add nuw i32 %1833, 1
  %1839 = icmp eq i32 %1833, %1802
  br i1 %1839, label %1804, label %1832, !llvm.loop !73

1840:                                             ; preds = %1827
  %1841 = load i32, i32* %1828, align 8, !tbaa !5
  %1842 = xor i32 %1830, -1
  %1843 = add i32 %1775, %1842
  %1844 = icmp eq i32 %1841, %1843
  %1845 = zext i1 %1844 to i32
  br label %1846

1846:                                             ; preds = %1840, %1827
  %1847 = phi i32 [ 1, %1827 ], [ %1845, %1840 ]
  %1848 = bitcast i64* %75 to [2 x i32]*
  %1849 = bitcast i32* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1849) #9
  store i32 %1847, i32* %67, align 4, !tbaa !5
  %1850 = bitcast i32* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1850) #9
  %1851 = call i32 @MPI_Allreduce(i8* noundef nonnull %1849, i8* noundef nonnull %1850, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1852 = load i32, i32* %67, align 4, !tbaa !5
  %1853 = icmp eq i32 %1852, 0
  br i1 %1853, label %1854, label %1859

1854:                                             ; preds = %1846
  %1855 = load i32, i32* @rank, align 4, !tbaa !5
  %1856 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1855, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i64 0, i64 0)) #9
  %1857 = load i32, i32* @failures, align 4, !tbaa !5
  %1858 = add nsw i32 %1857, 1
  store i32 %1858, i32* @failures, align 4, !tbaa !5
  br label %1859

1859:                                             ; preds = %1854, %1846
  %1860 = load i32, i32* @rank, align 4, !tbaa !5
  %1861 = icmp eq i32 %1860, 0
  br i1 %1861, label %1862, label %1867

1862:                                             ; preds = %1859
  %1863 = load i32, i32* %68, align 4, !tbaa !5
  %1864 = icmp eq i32 %1863, 0
  %1865 = select i1 %1864, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1866 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i64 0, i64 0), i8* noundef %1865) #9
  br label %1867

1867:                                             ; preds = %1862, %1859
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1850) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1849) #9
  %1868 = getelementptr inbounds i32, i32* %1828, i64 1
  %1869 = bitcast i32* %1868 to i8*
  %1870 = call i32 @MPI_Exscan(i8* noundef nonnull %1751, i8* noundef nonnull %1869, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #9
  %1871 = load i32, i32* @rank, align 4, !tbaa !5
  %1872 = icmp eq i32 %1871, 0
  %1873 = getelementptr inbounds [2 x i32], [2 x i32]* %1848, i64 0, i64 1
  %1874 = load i32, i32* %1873, align 4
  %1875 = icmp eq i32 %1874, %1871
  %1876 = select i1 %1872, i1 true, i1 %1875
  %1877 = zext i1 %1876 to i32
  %1878 = bitcast i32* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1878) #9
  store i32 %1877, i32* %65, align 4, !tbaa !5
  %1879 = bitcast i32* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1879) #9
  %1880 = call i32 @MPI_Allreduce(i8* noundef nonnull %1878, i8* noundef nonnull %1879, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1881 = load i32, i32* %65, align 4, !tbaa !5
  %1882 = icmp eq i32 %1881, 0
  br i1 %1882, label %1883, label %1888

1883:                                             ; preds = %1867
  %1884 = load i32, i32* @rank, align 4, !tbaa !5
  %1885 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1884, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0)) #9
  %1886 = load i32, i32* @failures, align 4, !tbaa !5
  %1887 = add nsw i32 %1886, 1
  store i32 %1887, i32* @failures, align 4, !tbaa !5
  br label %1888

1888:                                             ; preds = %1883, %1867
  %1889 = load i32, i32* @rank, align 4, !tbaa !5
  %1890 = icmp eq i32 %1889, 0
  br i1 %1890, label %1891, label %1896

1891:                                             ; preds = %1888
  %1892 = load i32, i32* %66, align 4, !tbaa !5
  %1893 = icmp eq i32 %1892, 0
  %1894 = select i1 %1893, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1895 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0), i8* noundef %1894) #9
  br label %1896

1896:                                             ; preds = %1888, %1891
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1879) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1878) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1759) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1758) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1751) #9
  %1897 = load i32, i32* @size, align 4, !tbaa !5
  %1898 = sext i32 %1897 to i64
  %1899 = shl nsw i64 %1898, 2
  %1900 = call noalias i8* @malloc(i64 noundef %1899) #9
  %1901 = bitcast i8* %1900 to i32*
  %1902 = icmp sgt i32 %1897, 0
  br i1 %1902, label %1903, label %1905

1903:                                             ; preds = %1896
  %1904 = zext i32 %1897 to i64
  br label %1915

1905:                                             ; preds = %1915, %1896
  %1906 = phi i32 [ 0, %1896 ], [ %1922, %1915 ]
  %1907 = zext i32 %1906 to i64
  %1908 = shl nuw nsw i64 %1907, 2
  %1909 = call noalias i8* @malloc(i64 noundef %1908) #9
  %1910 = bitcast i8* %1909 to i32*
  %1911 = bitcast [3 x i32]* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1911) #9
  %1912 = icmp eq i32 %1906, 0
  br i1 %1912, label %1925, label %1913

1913:                                             ; preds = %1905
  %1914 = load i32, i32* @rank, align 4, !tbaa !5
  br label %1931

1915:                                             ; preds = %1915, %1903
  %1916 = phi i64 [ 0, %1903 ], [ %1923, %1915 ]
  %1917 = phi i32 [ 0, %1903 ], [ %1922, %1915 ]
  %1918 = trunc i64 %1916 to i32
  %1919 = urem i32 %1918, 3
  %1920 = add nuw nsw i32 %1919, 1
  %1921 = getelementptr inbounds i32, i32* %1901, i64 %1916
  store i32 %1920, i32* %1921, align 4, !tbaa !5
  %1922 = add nuw nsw i32 %1920, %1917
  %1923 = add nuw nsw i64 %1916, 1
  %1924 = icmp eq i64 %1923, %1904
  br i1 %1924, label %1905, label %1915, !llvm.loop !74

1925:                                             ; preds = %1931, %1905
  %1926 = call i32 @MPI_Reduce_scatter(i8* noundef %1909, i8* noundef nonnull %1911, i32* noundef %1901, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #9
  %1927 = load i32, i32* @rank, align 4, !tbaa !5
  %1928 = icmp sgt i32 %1927, 0
  br i1 %1928, label %1929, label %1939

1929:                                             ; preds = %1925
  %1930 = zext i32 %1927 to i64
  br label %1963

1931:                                             ; preds = %1931, %1913
  %1932 = phi i64 [ 0, %1913 ], [ %1937, %1931 ]
  %1933 = trunc i64 %1932 to i32
  %1934 = mul nsw i32 %1914, %1933
  %1935 = add nsw i32 %1934, 1
  %1936 = getelementptr inbounds i32, i32* %1910, i64 %1932
  store i32 %1935, i32* %1936, align 4, !tbaa !5
  %1937 = add nuw nsw i64 %1932, 1
  %1938 = icmp eq i64 %1937, %1907
  br i1 %1938, label %1925, label %1931, !llvm.loop !75

1939:                                             ; preds = %1963, %1925
  %1940 = phi i32 [ 0, %1925 ], [ %1968, %1963 ]
  %1941 = sext i32 %1927 to i64
  %1942 = getelementptr inbounds i32, i32* %1901, i64 %1941
  %1943 = load i32, i32* %1942, align 4, !tbaa !5
  %1944 = icmp sgt i32 %1943, 0
  br i1 %1944, label %1945, label %1984

1945:                                             ; preds = %1939
  %1946 = load i32, i32* @size, align 4, !tbaa !5
  %1947 = icmp sgt i32 %1946, 0
  %1948 = add i32 %1946, -1
  %1949 = add i32 %1940, 1
  %1950 = mul i32 %1948, %1949
  %1951 = zext i32 %1948 to i33
  %1952 = add i32 %1946, -2
  %1953 = zext i32 %1952 to i33
  %1954 = mul i33 %1951, %1953
  %1955 = lshr i33 %1954, 1
  %1956 = trunc i33 %1955 to i32
  %1957 = mul i32 %1940, %1956
  %1958 = add i32 %1950, 1
  %1959 = add i32 %1958, %1957
  %1960 = zext i32 %1943 to i64
  %1961 = add i32 %1946, -1
  %1962 = add i32 %1961, %1956
  br label %1971

1963:                                             ; preds = %1963, %1929
  %1964 = phi i64 [ 0, %1929 ], [ %1969, %1963 ]
  %1965 = phi i32 [ 0, %1929 ], [ %1968, %1963 ]
  %1966 = getelementptr inbounds i32, i32* %1901, i64 %1964
  %1967 = load i32, i32* %1966, align 4, !tbaa !5
  %1968 = add nsw i32 %1967, %1965
  %1969 = add nuw nsw i64 %1964, 1
  %1970 = icmp eq i64 %1969, %1930
  br i1 %1970, label %1939, label %1963, !llvm.loop !76

1971:                                             ; preds = %1971, %1945
  %1972 = phi i64 [ 0, %1945 ], [ %1981, %1971 ]
  %1973 = phi i32 [ %1959, %1945 ], [ %1982, %1971 ]
  %1974 = phi i32 [ 1, %1945 ], [ %1980, %1971 ]
  %1975 = select i1 %1947, i32 %1973, i32 0
  %1976 = getelementptr inbounds [3 x i32], [3 x i32]* %63, i64 0, i64 %1972
  %1977 = load i32, i32* %1976, align 4, !tbaa !5
  %1978 = icmp eq i32 %1977, %1975
  %1979 = zext i1 %1978 to i32
  %1980 = and i32 %1974, %1979
  %1981 = add nuw nsw i64 %1972, 1
  %1982 = add i32 %1962, %1973
  %1983 = icmp eq i64 %1981, %1960
  br i1 %1983, label %1984, label %1971, !llvm.loop !77

1984:                                             ; preds = %1971, %1939
  %1985 = phi i32 [ 1, %1939 ], [ %1980, %1971 ]
  %1986 = bitcast i32* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1986) #9
  store i32 %1985, i32* %61, align 4, !tbaa !5
  %1987 = bitcast i32* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1987) #9
  %1988 = call i32 @MPI_Allreduce(i8* noundef nonnull %1986, i8* noundef nonnull %1987, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %1989 = load i32, i32* %61, align 4, !tbaa !5
  %1990 = icmp eq i32 %1989, 0
  br i1 %1990, label %1991, label %1996

1991:                                             ; preds = %1984
  %1992 = load i32, i32* @rank, align 4, !tbaa !5
  %1993 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1992, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.50, i64 0, i64 0)) #9
  %1994 = load i32, i32* @failures, align 4, !tbaa !5
  %1995 = add nsw i32 %1994, 1
  store i32 %1995, i32* @failures, align 4, !tbaa !5
  br label %1996

1996:                                             ; preds = %1991, %1984
  %1997 = load i32, i32* @rank, align 4, !tbaa !5
  %1998 = icmp eq i32 %1997, 0
  br i1 %1998, label %1999, label %2004

1999:                                             ; preds = %1996
  %2000 = load i32, i32* %62, align 4, !tbaa !5
  %2001 = icmp eq i32 %2000, 0
  %2002 = select i1 %2001, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2003 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.50, i64 0, i64 0), i8* noundef %2002) #9
  br label %2004

2004:                                             ; preds = %1999, %1996
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1987) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1986) #9
  %2005 = load i32, i32* @size, align 4, !tbaa !5
  %2006 = sext i32 %2005 to i64
  %2007 = shl nsw i64 %2006, 3
  %2008 = call noalias i8* @malloc(i64 noundef %2007) #9
  %2009 = bitcast i8* %2008 to i32*
  %2010 = bitcast [2 x i32]* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2010) #9
  %2011 = icmp sgt i32 %2005, 0
  br i1 %2011, label %2012, label %2019

2012:                                             ; preds = %2004
  %2013 = shl i32 %2005, 1
  %2014 = load i32, i32* @rank, align 4, !tbaa !5
  %2015 = shl nsw i32 %2014, 1
  %2016 = zext i32 %2015 to i64
  %2017 = call i32 @llvm.smax.i32(i32 %2013, i32 1) #9
  %2018 = zext i32 %2017 to i64
  br label %2051

2019:                                             ; preds = %2051, %2004
  %2020 = getelementptr inbounds [2 x i32], [2 x i32]* %64, i64 0, i64 0
  %2021 = call i32 @MPI_Reduce_scatter_block(i8* noundef %2008, i8* noundef nonnull %2010, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #9
  %2022 = load i32, i32* @size, align 4, !tbaa !5
  %2023 = add nsw i32 %2022, -1
  %2024 = load i32, i32* %2020, align 4, !tbaa !5
  %2025 = icmp sgt i32 %2022, 101
  %2026 = select i1 %2025, i32 %2023, i32 100
  %2027 = icmp eq i32 %2024, %2026
  %2028 = getelementptr inbounds [2 x i32], [2 x i32]* %64, i64 0, i64 1
  %2029 = load i32, i32* %2028, align 4
  %2030 = icmp eq i32 %2029, %2023
  %2031 = select i1 %2027, i1 %2030, i1 false
  %2032 = zext i1 %2031 to i32
  %2033 = bitcast i32* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2033) #9
  store i32 %2032, i32* %59, align 4, !tbaa !5
  %2034 = bitcast i32* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2034) #9
  %2035 = call i32 @MPI_Allreduce(i8* noundef nonnull %2033, i8* noundef nonnull %2034, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2036 = load i32, i32* %59, align 4, !tbaa !5
  %2037 = icmp eq i32 %2036, 0
  br i1 %2037, label %2038, label %2043

2038:                                             ; preds = %2019
  %2039 = load i32, i32* @rank, align 4, !tbaa !5
  %2040 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2039, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0)) #9
  %2041 = load i32, i32* @failures, align 4, !tbaa !5
  %2042 = add nsw i32 %2041, 1
  store i32 %2042, i32* @failures, align 4, !tbaa !5
  br label %2043

2043:                                             ; preds = %2038, %2019
  %2044 = load i32, i32* @rank, align 4, !tbaa !5
  %2045 = icmp eq i32 %2044, 0
  br i1 %2045, label %2046, label %2058

2046:                                             ; preds = %2043
  %2047 = load i32, i32* %60, align 4, !tbaa !5
  %2048 = icmp eq i32 %2047, 0
  %2049 = select i1 %2048, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2050 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0), i8* noundef %2049) #9
  br label %2058

2051:                                             ; preds = %2051, %2012
  %2052 = phi i64 [ 0, %2012 ], [ %2056, %2051 ]
  %2053 = icmp eq i64 %2052, %2016
  %2054 = select i1 %2053, i32 100, i32 %2014
  %2055 = getelementptr inbounds i32, i32* %2009, i64 %2052
  store i32 %2054, i32* %2055, align 4, !tbaa !5
  %2056 = add nuw nsw i64 %2052, 1
  %2057 = icmp eq i64 %2056, %2018
  br i1 %2057, label %2019, label %2051, !llvm.loop !78

2058:                                             ; preds = %2043, %2046
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2034) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2033) #9
  call void @free(i8* noundef %1900) #9
  call void @free(i8* noundef %1909) #9
  call void @free(i8* noundef %2008) #9
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2010) #9
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1911) #9
  %2059 = bitcast i32* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2059) #9
  %2060 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2060) #9
  %2061 = load i32, i32* @rank, align 4, !tbaa !5
  %2062 = srem i32 %2061, 2
  %2063 = sub nsw i32 0, %2061
  %2064 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2062, i32 noundef %2063, i32* noundef nonnull %51) #9
  %2065 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2065) #9
  %2066 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2066) #9
  %2067 = load i32, i32* %51, align 4, !tbaa !5
  %2068 = call i32 @MPI_Comm_rank(i32 noundef %2067, i32* noundef nonnull %53) #9
  %2069 = load i32, i32* %51, align 4, !tbaa !5
  %2070 = call i32 @MPI_Comm_size(i32 noundef %2069, i32* noundef nonnull %54) #9
  %2071 = load i32, i32* @size, align 4, !tbaa !5
  %2072 = add nsw i32 %2071, 1
  %2073 = load i32, i32* @rank, align 4, !tbaa !5
  %2074 = srem i32 %2073, 2
  %2075 = sub i32 %2072, %2074
  %2076 = sdiv i32 %2075, 2
  %2077 = load i32, i32* %54, align 4, !tbaa !5
  %2078 = icmp eq i32 %2077, %2076
  br i1 %2078, label %2079, label %2086

2079:                                             ; preds = %2058
  %2080 = load i32, i32* %53, align 4, !tbaa !5
  %2081 = sdiv i32 %2073, -2
  %2082 = add nsw i32 %2081, -1
  %2083 = add i32 %2082, %2076
  %2084 = icmp eq i32 %2080, %2083
  %2085 = zext i1 %2084 to i32
  br label %2086

2086:                                             ; preds = %2079, %2058
  %2087 = phi i32 [ 0, %2058 ], [ %2085, %2079 ]
  %2088 = bitcast i32* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2088) #9
  store i32 %2087, i32* %49, align 4, !tbaa !5
  %2089 = bitcast i32* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2089) #9
  %2090 = call i32 @MPI_Allreduce(i8* noundef nonnull %2088, i8* noundef nonnull %2089, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2091 = load i32, i32* %49, align 4, !tbaa !5
  %2092 = icmp eq i32 %2091, 0
  br i1 %2092, label %2093, label %2098

2093:                                             ; preds = %2086
  %2094 = load i32, i32* @rank, align 4, !tbaa !5
  %2095 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2094, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.52, i64 0, i64 0)) #9
  %2096 = load i32, i32* @failures, align 4, !tbaa !5
  %2097 = add nsw i32 %2096, 1
  store i32 %2097, i32* @failures, align 4, !tbaa !5
  br label %2098

2098:                                             ; preds = %2093, %2086
  %2099 = load i32, i32* @rank, align 4, !tbaa !5
  %2100 = icmp eq i32 %2099, 0
  br i1 %2100, label %2101, label %2106

2101:                                             ; preds = %2098
  %2102 = load i32, i32* %50, align 4, !tbaa !5
  %2103 = icmp eq i32 %2102, 0
  %2104 = select i1 %2103, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2105 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.52, i64 0, i64 0), i8* noundef %2104) #9
  br label %2106

2106:                                             ; preds = %2101, %2098
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2089) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2088) #9
  %2107 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2107) #9
  %2108 = load i32, i32* %51, align 4, !tbaa !5
  %2109 = call i32 @MPI_Allreduce(i8* noundef bitcast (i32* @rank to i8*), i8* noundef nonnull %2107, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef %2108) #9
  %2110 = load i32, i32* @rank, align 4, !tbaa !5
  %2111 = srem i32 %2110, 2
  %2112 = load i32, i32* @size, align 4, !tbaa !5
  %2113 = icmp slt i32 %2111, %2112
  br i1 %2113, label %2114, label %2125

2114:                                             ; preds = %2106
  %2115 = xor i32 %2111, -1
  %2116 = add i32 %2112, %2115
  %2117 = lshr i32 %2116, 1
  %2118 = add nsw i32 %2117, -1
  %2119 = mul i32 %2118, %2117
  %2120 = and i32 %2119, -2
  %2121 = add nsw i32 %2111, 2
  %2122 = mul i32 %2117, %2121
  %2123 = add i32 %2122, %2111
  %2124 = add i32 %2123, %2120
  br label %2125

2125:                                             ; preds = %2114, %2106
  %2126 = phi i32 [ 0, %2106 ], [ %2124, %2114 ]
  %2127 = load i32, i32* %55, align 4, !tbaa !5
  %2128 = icmp eq i32 %2127, %2126
  %2129 = zext i1 %2128 to i32
  %2130 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2130) #9
  store i32 %2129, i32* %47, align 4, !tbaa !5
  %2131 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2131) #9
  %2132 = call i32 @MPI_Allreduce(i8* noundef nonnull %2130, i8* noundef nonnull %2131, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2133 = load i32, i32* %47, align 4, !tbaa !5
  %2134 = icmp eq i32 %2133, 0
  br i1 %2134, label %2135, label %2140

2135:                                             ; preds = %2125
  %2136 = load i32, i32* @rank, align 4, !tbaa !5
  %2137 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2136, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.53, i64 0, i64 0)) #9
  %2138 = load i32, i32* @failures, align 4, !tbaa !5
  %2139 = add nsw i32 %2138, 1
  store i32 %2139, i32* @failures, align 4, !tbaa !5
  br label %2140

2140:                                             ; preds = %2135, %2125
  %2141 = load i32, i32* @rank, align 4, !tbaa !5
  %2142 = icmp eq i32 %2141, 0
  br i1 %2142, label %2143, label %2148

2143:                                             ; preds = %2140
  %2144 = load i32, i32* %48, align 4, !tbaa !5
  %2145 = icmp eq i32 %2144, 0
  %2146 = select i1 %2145, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2147 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.53, i64 0, i64 0), i8* noundef %2146) #9
  br label %2148

2148:                                             ; preds = %2143, %2140
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2131) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2130) #9
  %2149 = load i32, i32* %51, align 4, !tbaa !5
  %2150 = call i32 @MPI_Comm_dup(i32 noundef %2149, i32* noundef nonnull %52) #9
  %2151 = bitcast i32* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2151) #9
  %2152 = load i32, i32* %51, align 4, !tbaa !5
  %2153 = load i32, i32* %52, align 4, !tbaa !5
  %2154 = call i32 @MPI_Comm_compare(i32 noundef %2152, i32 noundef %2153, i32* noundef nonnull %56) #9
  %2155 = load i32, i32* %56, align 4, !tbaa !5
  %2156 = icmp eq i32 %2155, 1
  %2157 = zext i1 %2156 to i32
  %2158 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2158) #9
  store i32 %2157, i32* %45, align 4, !tbaa !5
  %2159 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2159) #9
  %2160 = call i32 @MPI_Allreduce(i8* noundef nonnull %2158, i8* noundef nonnull %2159, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2161 = load i32, i32* %45, align 4, !tbaa !5
  %2162 = icmp eq i32 %2161, 0
  br i1 %2162, label %2163, label %2168

2163:                                             ; preds = %2148
  %2164 = load i32, i32* @rank, align 4, !tbaa !5
  %2165 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2164, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0)) #9
  %2166 = load i32, i32* @failures, align 4, !tbaa !5
  %2167 = add nsw i32 %2166, 1
  store i32 %2167, i32* @failures, align 4, !tbaa !5
  br label %2168

2168:                                             ; preds = %2163, %2148
  %2169 = load i32, i32* @rank, align 4, !tbaa !5
  %2170 = icmp eq i32 %2169, 0
  br i1 %2170, label %2171, label %2176

2171:                                             ; preds = %2168
  %2172 = load i32, i32* %46, align 4, !tbaa !5
  %2173 = icmp eq i32 %2172, 0
  %2174 = select i1 %2173, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2175 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0), i8* noundef %2174) #9
  br label %2176

2176:                                             ; preds = %2171, %2168
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2159) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2158) #9
  %2177 = bitcast i32* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2177) #9
  %2178 = load i32, i32* %53, align 4, !tbaa !5
  %2179 = icmp eq i32 %2178, 0
  %2180 = load i32, i32* @rank, align 4
  %2181 = select i1 %2179, i32 %2180, i32 -1
  store i32 %2181, i32* %57, align 4, !tbaa !5
  %2182 = load i32, i32* %52, align 4, !tbaa !5
  %2183 = call i32 @MPI_Bcast(i8* noundef nonnull %2177, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %2182) #9
  %2184 = load i32, i32* %57, align 4, !tbaa !5
  %2185 = load i32, i32* @rank, align 4, !tbaa !5
  %2186 = srem i32 %2185, 2
  %2187 = shl nsw i32 %2076, 1
  %2188 = add i32 %2187, -2
  %2189 = add nsw i32 %2188, %2186
  %2190 = icmp eq i32 %2184, %2189
  %2191 = zext i1 %2190 to i32
  %2192 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2192) #9
  store i32 %2191, i32* %43, align 4, !tbaa !5
  %2193 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2193) #9
  %2194 = call i32 @MPI_Allreduce(i8* noundef nonnull %2192, i8* noundef nonnull %2193, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2195 = load i32, i32* %43, align 4, !tbaa !5
  %2196 = icmp eq i32 %2195, 0
  br i1 %2196, label %2197, label %2202

2197:                                             ; preds = %2176
  %2198 = load i32, i32* @rank, align 4, !tbaa !5
  %2199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2198, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.55, i64 0, i64 0)) #9
  %2200 = load i32, i32* @failures, align 4, !tbaa !5
  %2201 = add nsw i32 %2200, 1
  store i32 %2201, i32* @failures, align 4, !tbaa !5
  br label %2202

2202:                                             ; preds = %2197, %2176
  %2203 = load i32, i32* @rank, align 4, !tbaa !5
  %2204 = icmp eq i32 %2203, 0
  br i1 %2204, label %2205, label %2210

2205:                                             ; preds = %2202
  %2206 = load i32, i32* %44, align 4, !tbaa !5
  %2207 = icmp eq i32 %2206, 0
  %2208 = select i1 %2207, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.55, i64 0, i64 0), i8* noundef %2208) #9
  br label %2210

2210:                                             ; preds = %2205, %2202
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2193) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2192) #9
  %2211 = bitcast i32* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2211) #9
  %2212 = load i32, i32* @rank, align 4, !tbaa !5
  %2213 = icmp eq i32 %2212, 0
  %2214 = select i1 %2213, i32 -32766, i32 1
  %2215 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2214, i32 noundef 0, i32* noundef nonnull %58) #9
  %2216 = load i32, i32* @rank, align 4, !tbaa !5
  %2217 = icmp ne i32 %2216, 0
  %2218 = load i32, i32* %58, align 4, !tbaa !5
  %2219 = icmp eq i32 %2218, 67108864
  %2220 = xor i1 %2217, %2219
  %2221 = zext i1 %2220 to i32
  %2222 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2222) #9
  store i32 %2221, i32* %41, align 4, !tbaa !5
  %2223 = bitcast i32* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2223) #9
  %2224 = call i32 @MPI_Allreduce(i8* noundef nonnull %2222, i8* noundef nonnull %2223, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2225 = load i32, i32* %41, align 4, !tbaa !5
  %2226 = icmp eq i32 %2225, 0
  br i1 %2226, label %2227, label %2232

2227:                                             ; preds = %2210
  %2228 = load i32, i32* @rank, align 4, !tbaa !5
  %2229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2228, i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.56, i64 0, i64 0)) #9
  %2230 = load i32, i32* @failures, align 4, !tbaa !5
  %2231 = add nsw i32 %2230, 1
  store i32 %2231, i32* @failures, align 4, !tbaa !5
  br label %2232

2232:                                             ; preds = %2227, %2210
  %2233 = load i32, i32* @rank, align 4, !tbaa !5
  %2234 = icmp eq i32 %2233, 0
  br i1 %2234, label %2235, label %2240

2235:                                             ; preds = %2232
  %2236 = load i32, i32* %42, align 4, !tbaa !5
  %2237 = icmp eq i32 %2236, 0
  %2238 = select i1 %2237, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.56, i64 0, i64 0), i8* noundef %2238) #9
  br label %2240

2240:                                             ; preds = %2235, %2232
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2223) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2222) #9
  %2241 = load i32, i32* %58, align 4, !tbaa !5
  %2242 = icmp eq i32 %2241, 67108864
  br i1 %2242, label %2245, label %2243

2243:                                             ; preds = %2240
  %2244 = call i32 @MPI_Comm_free(i32* noundef nonnull %58) #9
  br label %2245

2245:                                             ; preds = %2243, %2240
  %2246 = call i32 @MPI_Comm_free(i32* noundef nonnull %52) #9
  %2247 = call i32 @MPI_Comm_free(i32* noundef nonnull %51) #9
  %2248 = load i32, i32* %51, align 4, !tbaa !5
  %2249 = icmp eq i32 %2248, 67108864
  %2250 = load i32, i32* %52, align 4
  %2251 = icmp eq i32 %2250, 67108864
  %2252 = select i1 %2249, i1 %2251, i1 false
  %2253 = zext i1 %2252 to i32
  %2254 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2254) #9
  store i32 %2253, i32* %39, align 4, !tbaa !5
  %2255 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2255) #9
  %2256 = call i32 @MPI_Allreduce(i8* noundef nonnull %2254, i8* noundef nonnull %2255, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2257 = load i32, i32* %39, align 4, !tbaa !5
  %2258 = icmp eq i32 %2257, 0
  br i1 %2258, label %2259, label %2264

2259:                                             ; preds = %2245
  %2260 = load i32, i32* @rank, align 4, !tbaa !5
  %2261 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2260, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0)) #9
  %2262 = load i32, i32* @failures, align 4, !tbaa !5
  %2263 = add nsw i32 %2262, 1
  store i32 %2263, i32* @failures, align 4, !tbaa !5
  br label %2264

2264:                                             ; preds = %2259, %2245
  %2265 = load i32, i32* @rank, align 4, !tbaa !5
  %2266 = icmp eq i32 %2265, 0
  br i1 %2266, label %2267, label %2272

2267:                                             ; preds = %2264
  %2268 = load i32, i32* %40, align 4, !tbaa !5
  %2269 = icmp eq i32 %2268, 0
  %2270 = select i1 %2269, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2271 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0), i8* noundef %2270) #9
  br label %2272

2272:                                             ; preds = %2264, %2267
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2255) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2254) #9
  %2273 = call i32 @MPI_Barrier(i32 noundef 1140850688) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2211) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2177) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2151) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2107) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2066) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2065) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2060) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2059) #9
  %2274 = load i32, i32* @size, align 4, !tbaa !5
  %2275 = icmp slt i32 %2274, 65
  br i1 %2275, label %2287, label %2419

2276:                                             ; preds = %302, %2276
  %2277 = phi i64 [ 0, %302 ], [ %2285, %2276 ]
  %2278 = getelementptr inbounds [10 x i32], [10 x i32]* @__const.main.ops, i64 0, i64 %2277
  %2279 = load i32, i32* %2278, align 4, !tbaa !5
  %2280 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.names, i64 0, i64 %2277
  %2281 = load i8*, i8** %2280, align 8, !tbaa !9
  call fastcc void @test_reduce_int(i32 noundef %2279, i8* noundef %2281, i32 noundef -1)
  %2282 = load i32, i32* @size, align 4, !tbaa !5
  %2283 = trunc i64 %2277 to i32
  %2284 = srem i32 %2283, %2282
  call fastcc void @test_reduce_int(i32 noundef %2279, i8* noundef %2281, i32 noundef %2284)
  %2285 = add nuw nsw i64 %2277, 1
  %2286 = icmp eq i64 %2285, 10
  br i1 %2286, label %303, label %2276, !llvm.loop !79

2287:                                             ; preds = %2272
  %2288 = bitcast [5 x i32]* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %2288) #9
  %2289 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2289) #9
  %2290 = load i32, i32* @rank, align 4, !tbaa !5
  %2291 = add nsw i32 %2290, 1
  store i32 %2291, i32* %30, align 4, !tbaa !5
  %2292 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2292) #9
  store i32 -1, i32* %31, align 4, !tbaa !5
  %2293 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2293) #9
  %2294 = icmp eq i32 %2290, 0
  %2295 = select i1 %2294, i32 77, i32 0
  store i32 %2295, i32* %32, align 4, !tbaa !5
  %2296 = bitcast [64 x i32]* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2296) #9
  %2297 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2297) #9
  store i32 -1, i32* %34, align 4, !tbaa !5
  %2298 = bitcast [64 x i32]* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2298) #9
  %2299 = bitcast [64 x i32]* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2299) #9
  %2300 = icmp sgt i32 %2274, 0
  br i1 %2300, label %2301, label %2304

2301:                                             ; preds = %2287
  %2302 = mul nsw i32 %2290, 100
  %2303 = zext i32 %2274 to i64
  br label %2327

2304:                                             ; preds = %2327, %2287
  %2305 = getelementptr inbounds [5 x i32], [5 x i32]* %29, i64 0, i64 0
  %2306 = call i32 @MPI_Iallreduce(i8* noundef nonnull %2289, i8* noundef nonnull %2292, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688, i32* noundef nonnull %2305) #9
  %2307 = getelementptr inbounds [5 x i32], [5 x i32]* %29, i64 0, i64 1
  %2308 = call i32 @MPI_Ibcast(i8* noundef nonnull %2293, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %2307) #9
  %2309 = getelementptr inbounds [5 x i32], [5 x i32]* %29, i64 0, i64 2
  %2310 = call i32 @MPI_Iallgather(i8* noundef nonnull %2289, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2296, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2309) #9
  %2311 = getelementptr inbounds [5 x i32], [5 x i32]* %29, i64 0, i64 3
  %2312 = call i32 @MPI_Ialltoall(i8* noundef nonnull %2298, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2299, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2311) #9
  %2313 = load i32, i32* @size, align 4, !tbaa !5
  %2314 = add nsw i32 %2313, -1
  %2315 = getelementptr inbounds [5 x i32], [5 x i32]* %29, i64 0, i64 4
  %2316 = call i32 @MPI_Ireduce(i8* noundef nonnull %2289, i8* noundef nonnull %2297, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef %2314, i32 noundef 1140850688, i32* noundef nonnull %2315) #9
  %2317 = call i32 @MPI_Waitall(i32 noundef 5, i32* noundef nonnull %2305, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #9
  %2318 = load i32, i32* %31, align 4, !tbaa !5
  %2319 = load i32, i32* @size, align 4, !tbaa !5
  %2320 = add nsw i32 %2319, 1
  %2321 = mul nsw i32 %2320, %2319
  %2322 = sdiv i32 %2321, 2
  %2323 = icmp eq i32 %2318, %2322
  %2324 = load i32, i32* %32, align 4
  %2325 = icmp eq i32 %2324, 77
  %2326 = select i1 %2323, i1 %2325, i1 false
  br i1 %2326, label %2334, label %2342

2327:                                             ; preds = %2327, %2301
  %2328 = phi i64 [ 0, %2301 ], [ %2332, %2327 ]
  %2329 = trunc i64 %2328 to i32
  %2330 = add nsw i32 %2302, %2329
  %2331 = getelementptr inbounds [64 x i32], [64 x i32]* %35, i64 0, i64 %2328
  store i32 %2330, i32* %2331, align 4, !tbaa !5
  %2332 = add nuw nsw i64 %2328, 1
  %2333 = icmp eq i64 %2332, %2303
  br i1 %2333, label %2304, label %2327, !llvm.loop !80

2334:                                             ; preds = %2304
  %2335 = load i32, i32* @rank, align 4, !tbaa !5
  %2336 = add nsw i32 %2319, -1
  %2337 = icmp ne i32 %2335, %2336
  %2338 = load i32, i32* %34, align 4
  %2339 = icmp eq i32 %2338, %2319
  %2340 = select i1 %2337, i1 true, i1 %2339
  %2341 = zext i1 %2340 to i32
  br label %2342

2342:                                             ; preds = %2334, %2304
  %2343 = phi i32 [ 0, %2304 ], [ %2341, %2334 ]
  %2344 = icmp sgt i32 %2319, 0
  br i1 %2344, label %2345, label %2348

2345:                                             ; preds = %2342
  %2346 = load i32, i32* @rank, align 4
  %2347 = zext i32 %2319 to i64
  br label %2372

2348:                                             ; preds = %2387, %2342
  %2349 = phi i32 [ %2343, %2342 ], [ %2390, %2387 ]
  %2350 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2350) #9
  store i32 %2349, i32* %27, align 4, !tbaa !5
  %2351 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2351) #9
  %2352 = call i32 @MPI_Allreduce(i8* noundef nonnull %2350, i8* noundef nonnull %2351, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2353 = load i32, i32* %27, align 4, !tbaa !5
  %2354 = icmp eq i32 %2353, 0
  br i1 %2354, label %2355, label %2360

2355:                                             ; preds = %2348
  %2356 = load i32, i32* @rank, align 4, !tbaa !5
  %2357 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2356, i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.58, i64 0, i64 0)) #9
  %2358 = load i32, i32* @failures, align 4, !tbaa !5
  %2359 = add nsw i32 %2358, 1
  store i32 %2359, i32* @failures, align 4, !tbaa !5
  br label %2360

2360:                                             ; preds = %2355, %2348
  %2361 = load i32, i32* @rank, align 4, !tbaa !5
  %2362 = icmp eq i32 %2361, 0
  br i1 %2362, label %2363, label %2368

2363:                                             ; preds = %2360
  %2364 = load i32, i32* %28, align 4, !tbaa !5
  %2365 = icmp eq i32 %2364, 0
  %2366 = select i1 %2365, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2367 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.58, i64 0, i64 0), i8* noundef %2366) #9
  br label %2368

2368:                                             ; preds = %2363, %2360
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2351) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2350) #9
  %2369 = bitcast i32* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2369) #9
  %2370 = call i32 @MPI_Ibarrier(i32 noundef 1140850688, i32* noundef nonnull %37) #9
  %2371 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2371) #9
  store i32 0, i32* %38, align 4, !tbaa !5
  br label %2392

2372:                                             ; preds = %2387, %2345
  %2373 = phi i64 [ 0, %2345 ], [ %2377, %2387 ]
  %2374 = phi i32 [ %2343, %2345 ], [ %2390, %2387 ]
  %2375 = getelementptr inbounds [64 x i32], [64 x i32]* %33, i64 0, i64 %2373
  %2376 = load i32, i32* %2375, align 4, !tbaa !5
  %2377 = add nuw nsw i64 %2373, 1
  %2378 = zext i32 %2376 to i64
  %2379 = icmp eq i64 %2377, %2378
  br i1 %2379, label %2380, label %2387

2380:                                             ; preds = %2372
  %2381 = getelementptr inbounds [64 x i32], [64 x i32]* %36, i64 0, i64 %2373
  %2382 = load i32, i32* %2381, align 4, !tbaa !5
  %2383 = trunc i64 %2373 to i32
  %2384 = mul nsw i32 %2383, 100
  %2385 = add nsw i32 %2384, %2346
  %2386 = icmp eq i32 %2382, %2385
  br label %2387

2387:                                             ; preds = %2380, %2372
  %2388 = phi i1 [ false, %2372 ], [ %2386, %2380 ]
  %2389 = zext i1 %2388 to i32
  %2390 = and i32 %2374, %2389
  %2391 = icmp eq i64 %2377, %2347
  br i1 %2391, label %2348, label %2372, !llvm.loop !81

2392:                                             ; preds = %2392, %2368
  %2393 = call i32 @MPI_Test(i32* noundef nonnull %37, i32* noundef nonnull %38, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #9
  %2394 = load i32, i32* %38, align 4, !tbaa !5
  %2395 = icmp eq i32 %2394, 0
  br i1 %2395, label %2392, label %2396, !llvm.loop !82

2396:                                             ; preds = %2392
  %2397 = load i32, i32* %37, align 4, !tbaa !5
  %2398 = icmp eq i32 %2397, 738197504
  %2399 = zext i1 %2398 to i32
  %2400 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2400) #9
  store i32 %2399, i32* %25, align 4, !tbaa !5
  %2401 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2401) #9
  %2402 = call i32 @MPI_Allreduce(i8* noundef nonnull %2400, i8* noundef nonnull %2401, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2403 = load i32, i32* %25, align 4, !tbaa !5
  %2404 = icmp eq i32 %2403, 0
  br i1 %2404, label %2405, label %2410

2405:                                             ; preds = %2396
  %2406 = load i32, i32* @rank, align 4, !tbaa !5
  %2407 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2406, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.59, i64 0, i64 0)) #9
  %2408 = load i32, i32* @failures, align 4, !tbaa !5
  %2409 = add nsw i32 %2408, 1
  store i32 %2409, i32* @failures, align 4, !tbaa !5
  br label %2410

2410:                                             ; preds = %2405, %2396
  %2411 = load i32, i32* @rank, align 4, !tbaa !5
  %2412 = icmp eq i32 %2411, 0
  br i1 %2412, label %2413, label %2418

2413:                                             ; preds = %2410
  %2414 = load i32, i32* %26, align 4, !tbaa !5
  %2415 = icmp eq i32 %2414, 0
  %2416 = select i1 %2415, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2417 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.59, i64 0, i64 0), i8* noundef %2416) #9
  br label %2418

2418:                                             ; preds = %2410, %2413
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2401) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2400) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2371) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2369) #9
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2299) #9
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2298) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2297) #9
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2296) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2293) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2292) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2289) #9
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %2288) #9
  br label %2419

2419:                                             ; preds = %2418, %2272
  %2420 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2420) #9
  %2421 = call i32 @MPI_Type_contiguous(i32 noundef 4, i32 noundef 1275070471, i32* noundef nonnull %15) #9
  %2422 = call i32 @MPI_Type_commit(i32* noundef nonnull %15) #9
  %2423 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2423) #9
  %2424 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2424) #9
  %2425 = call i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef nonnull @matmul, i32 noundef 0, i32* noundef nonnull %16) #9
  %2426 = call i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef nonnull @absmax, i32 noundef 1, i32* noundef nonnull %17) #9
  %2427 = bitcast %struct.mat* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2427) #9
  %2428 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 0
  store i64 1, i64* %2428, align 8, !tbaa !83
  %2429 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 1
  %2430 = load i32, i32* @rank, align 4, !tbaa !5
  %2431 = add nsw i32 %2430, 1
  %2432 = sext i32 %2431 to i64
  store i64 %2432, i64* %2429, align 8, !tbaa !85
  %2433 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 2
  store i64 0, i64* %2433, align 8, !tbaa !86
  %2434 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 3
  store i64 1, i64* %2434, align 8, !tbaa !87
  %2435 = bitcast %struct.mat* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2435) #9
  %2436 = bitcast %struct.mat* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2436) #9
  %2437 = bitcast %struct.mat* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2437) #9
  %2438 = srem i32 %2430, 3
  %2439 = icmp eq i32 %2438, 1
  br i1 %2439, label %2440, label %2442

2440:                                             ; preds = %2419
  store i64 0, i64* %2428, align 8, !tbaa !83
  store i64 1, i64* %2429, align 8, !tbaa !85
  store i64 1, i64* %2433, align 8, !tbaa !86
  %2441 = sext i32 %2430 to i64
  store i64 %2441, i64* %2434, align 8, !tbaa !87
  br label %2442

2442:                                             ; preds = %2440, %2419
  %2443 = load i32, i32* @size, align 4, !tbaa !5
  %2444 = icmp sgt i32 %2443, 0
  br i1 %2444, label %2445, label %2448

2445:                                             ; preds = %2442
  %2446 = zext i32 %2430 to i64
  %2447 = zext i32 %2443 to i64
  br label %2462

2448:                                             ; preds = %2496, %2442
  %2449 = phi i64 [ 1, %2442 ], [ %2497, %2496 ]
  %2450 = phi i64 [ 0, %2442 ], [ %2498, %2496 ]
  %2451 = phi i64 [ 0, %2442 ], [ %2499, %2496 ]
  %2452 = phi i64 [ 1, %2442 ], [ %2500, %2496 ]
  %2453 = phi i64 [ 1, %2442 ], [ %2484, %2496 ]
  %2454 = phi i64 [ 0, %2442 ], [ %2487, %2496 ]
  %2455 = phi i64 [ 0, %2442 ], [ %2490, %2496 ]
  %2456 = phi i64 [ 1, %2442 ], [ %2493, %2496 ]
  %2457 = load i32, i32* %15, align 4, !tbaa !5
  %2458 = load i32, i32* %16, align 4, !tbaa !5
  %2459 = call i32 @MPI_Reduce(i8* noundef nonnull %2427, i8* noundef nonnull %2435, i32 noundef 1, i32 noundef %2457, i32 noundef %2458, i32 noundef 0, i32 noundef 1140850688) #9
  %2460 = load i32, i32* @rank, align 4, !tbaa !5
  %2461 = icmp eq i32 %2460, 0
  br i1 %2461, label %2502, label %2519

2462:                                             ; preds = %2496, %2445
  %2463 = phi i64 [ 0, %2445 ], [ %2472, %2496 ]
  %2464 = phi i64 [ 1, %2445 ], [ %2493, %2496 ]
  %2465 = phi i64 [ 0, %2445 ], [ %2490, %2496 ]
  %2466 = phi i64 [ 0, %2445 ], [ %2487, %2496 ]
  %2467 = phi i64 [ 1, %2445 ], [ %2484, %2496 ]
  %2468 = phi i64 [ 1, %2445 ], [ %2500, %2496 ]
  %2469 = phi i64 [ 0, %2445 ], [ %2499, %2496 ]
  %2470 = phi i64 [ 0, %2445 ], [ %2498, %2496 ]
  %2471 = phi i64 [ 1, %2445 ], [ %2497, %2496 ]
  %2472 = add nuw nsw i64 %2463, 1
  %2473 = trunc i64 %2463 to i32
  %2474 = urem i32 %2473, 3
  %2475 = icmp eq i32 %2474, 1
  br i1 %2475, label %2476, label %2477

2476:                                             ; preds = %2462
  br label %2477

2477:                                             ; preds = %2476, %2462
  %2478 = phi i64 [ %2463, %2476 ], [ 1, %2462 ]
  %2479 = phi i64 [ 1, %2476 ], [ 0, %2462 ]
  %2480 = phi i64 [ 1, %2476 ], [ %2472, %2462 ]
  %2481 = phi i64 [ 0, %2476 ], [ 1, %2462 ]
  %2482 = mul nuw nsw i64 %2481, %2467
  %2483 = mul nuw nsw i64 %2479, %2466
  %2484 = add nsw i64 %2482, %2483
  %2485 = mul nsw i64 %2480, %2467
  %2486 = mul nsw i64 %2478, %2466
  %2487 = add nsw i64 %2485, %2486
  %2488 = mul nuw nsw i64 %2481, %2465
  %2489 = mul nuw nsw i64 %2479, %2464
  %2490 = add nsw i64 %2488, %2489
  %2491 = mul nsw i64 %2480, %2465
  %2492 = mul nsw i64 %2478, %2464
  %2493 = add nsw i64 %2491, %2492
  %2494 = icmp eq i64 %2463, %2446
  br i1 %2494, label %2495, label %2496

2495:                                             ; preds = %2477
  br label %2496

2496:                                             ; preds = %2495, %2477
  %2497 = phi i64 [ %2493, %2495 ], [ %2471, %2477 ]
  %2498 = phi i64 [ %2490, %2495 ], [ %2470, %2477 ]
  %2499 = phi i64 [ %2487, %2495 ], [ %2469, %2477 ]
  %2500 = phi i64 [ %2484, %2495 ], [ %2468, %2477 ]
  %2501 = icmp eq i64 %2472, %2447
  br i1 %2501, label %2448, label %2462, !llvm.loop !88

2502:                                             ; preds = %2448
  %2503 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 0
  %2504 = load i64, i64* %2503, align 8, !tbaa !83
  %2505 = icmp eq i64 %2504, %2453
  %2506 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 1
  %2507 = load i64, i64* %2506, align 8
  %2508 = icmp eq i64 %2507, %2454
  %2509 = select i1 %2505, i1 %2508, i1 false
  %2510 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 2
  %2511 = load i64, i64* %2510, align 8
  %2512 = icmp eq i64 %2511, %2455
  %2513 = select i1 %2509, i1 %2512, i1 false
  br i1 %2513, label %2514, label %2519

2514:                                             ; preds = %2502
  %2515 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 3
  %2516 = load i64, i64* %2515, align 8, !tbaa !87
  %2517 = icmp eq i64 %2516, %2456
  %2518 = zext i1 %2517 to i32
  br label %2519

2519:                                             ; preds = %2514, %2502, %2448
  %2520 = phi i32 [ 1, %2448 ], [ 0, %2502 ], [ %2518, %2514 ]
  %2521 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2521) #9
  store i32 %2520, i32* %13, align 4, !tbaa !5
  %2522 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2522) #9
  %2523 = call i32 @MPI_Allreduce(i8* noundef nonnull %2521, i8* noundef nonnull %2522, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2524 = load i32, i32* %13, align 4, !tbaa !5
  %2525 = icmp eq i32 %2524, 0
  br i1 %2525, label %2526, label %2531

2526:                                             ; preds = %2519
  %2527 = load i32, i32* @rank, align 4, !tbaa !5
  %2528 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2527, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.60, i64 0, i64 0)) #9
  %2529 = load i32, i32* @failures, align 4, !tbaa !5
  %2530 = add nsw i32 %2529, 1
  store i32 %2530, i32* @failures, align 4, !tbaa !5
  br label %2531

2531:                                             ; preds = %2526, %2519
  %2532 = load i32, i32* @rank, align 4, !tbaa !5
  %2533 = icmp eq i32 %2532, 0
  br i1 %2533, label %2534, label %2539

2534:                                             ; preds = %2531
  %2535 = load i32, i32* %14, align 4, !tbaa !5
  %2536 = icmp eq i32 %2535, 0
  %2537 = select i1 %2536, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2538 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.60, i64 0, i64 0), i8* noundef %2537) #9
  br label %2539

2539:                                             ; preds = %2534, %2531
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2522) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2521) #9
  %2540 = load i32, i32* %15, align 4, !tbaa !5
  %2541 = load i32, i32* %16, align 4, !tbaa !5
  %2542 = call i32 @MPI_Allreduce(i8* noundef nonnull %2427, i8* noundef nonnull %2436, i32 noundef 1, i32 noundef %2540, i32 noundef %2541, i32 noundef 1140850688) #9
  %2543 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 0
  %2544 = load i64, i64* %2543, align 8, !tbaa !83
  %2545 = icmp eq i64 %2544, %2453
  %2546 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 1
  %2547 = load i64, i64* %2546, align 8
  %2548 = icmp eq i64 %2547, %2454
  %2549 = select i1 %2545, i1 %2548, i1 false
  %2550 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 2
  %2551 = load i64, i64* %2550, align 8
  %2552 = icmp eq i64 %2551, %2455
  %2553 = select i1 %2549, i1 %2552, i1 false
  %2554 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 3
  %2555 = load i64, i64* %2554, align 8
  %2556 = icmp eq i64 %2555, %2456
  %2557 = select i1 %2553, i1 %2556, i1 false
  %2558 = zext i1 %2557 to i32
  %2559 = bitcast i32* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2559) #9
  store i32 %2558, i32* %11, align 4, !tbaa !5
  %2560 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2560) #9
  %2561 = call i32 @MPI_Allreduce(i8* noundef nonnull %2559, i8* noundef nonnull %2560, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2562 = load i32, i32* %11, align 4, !tbaa !5
  %2563 = icmp eq i32 %2562, 0
  br i1 %2563, label %2564, label %2569

2564:                                             ; preds = %2539
  %2565 = load i32, i32* @rank, align 4, !tbaa !5
  %2566 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2565, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.61, i64 0, i64 0)) #9
  %2567 = load i32, i32* @failures, align 4, !tbaa !5
  %2568 = add nsw i32 %2567, 1
  store i32 %2568, i32* @failures, align 4, !tbaa !5
  br label %2569

2569:                                             ; preds = %2564, %2539
  %2570 = load i32, i32* @rank, align 4, !tbaa !5
  %2571 = icmp eq i32 %2570, 0
  br i1 %2571, label %2572, label %2577

2572:                                             ; preds = %2569
  %2573 = load i32, i32* %12, align 4, !tbaa !5
  %2574 = icmp eq i32 %2573, 0
  %2575 = select i1 %2574, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2576 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.61, i64 0, i64 0), i8* noundef %2575) #9
  br label %2577

2577:                                             ; preds = %2572, %2569
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2560) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2559) #9
  %2578 = load i32, i32* %15, align 4, !tbaa !5
  %2579 = load i32, i32* %16, align 4, !tbaa !5
  %2580 = call i32 @MPI_Scan(i8* noundef nonnull %2427, i8* noundef nonnull %2437, i32 noundef 1, i32 noundef %2578, i32 noundef %2579, i32 noundef 1140850688) #9
  %2581 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 0
  %2582 = load i64, i64* %2581, align 8, !tbaa !83
  %2583 = icmp eq i64 %2582, %2452
  %2584 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 1
  %2585 = load i64, i64* %2584, align 8
  %2586 = icmp eq i64 %2585, %2451
  %2587 = select i1 %2583, i1 %2586, i1 false
  %2588 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 2
  %2589 = load i64, i64* %2588, align 8
  %2590 = icmp eq i64 %2589, %2450
  %2591 = select i1 %2587, i1 %2590, i1 false
  %2592 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 3
  %2593 = load i64, i64* %2592, align 8
  %2594 = icmp eq i64 %2593, %2449
  %2595 = select i1 %2591, i1 %2594, i1 false
  %2596 = zext i1 %2595 to i32
  %2597 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2597) #9
  store i32 %2596, i32* %9, align 4, !tbaa !5
  %2598 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2598) #9
  %2599 = call i32 @MPI_Allreduce(i8* noundef nonnull %2597, i8* noundef nonnull %2598, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2600 = load i32, i32* %9, align 4, !tbaa !5
  %2601 = icmp eq i32 %2600, 0
  br i1 %2601, label %2602, label %2607

2602:                                             ; preds = %2577
  %2603 = load i32, i32* @rank, align 4, !tbaa !5
  %2604 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2603, i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.62, i64 0, i64 0)) #9
  %2605 = load i32, i32* @failures, align 4, !tbaa !5
  %2606 = add nsw i32 %2605, 1
  store i32 %2606, i32* @failures, align 4, !tbaa !5
  br label %2607

2607:                                             ; preds = %2602, %2577
  %2608 = load i32, i32* @rank, align 4, !tbaa !5
  %2609 = icmp eq i32 %2608, 0
  br i1 %2609, label %2610, label %2615

2610:                                             ; preds = %2607
  %2611 = load i32, i32* %10, align 4, !tbaa !5
  %2612 = icmp eq i32 %2611, 0
  %2613 = select i1 %2612, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2614 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.62, i64 0, i64 0), i8* noundef %2613) #9
  br label %2615

2615:                                             ; preds = %2610, %2607
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2598) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2597) #9
  %2616 = bitcast [3 x double]* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2616) #9
  %2617 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 0
  %2618 = load i32, i32* @rank, align 4, !tbaa !5
  %2619 = and i32 %2618, 1
  %2620 = icmp eq i32 %2619, 0
  %2621 = sub nsw i32 0, %2618
  %2622 = select i1 %2620, i32 %2618, i32 %2621
  %2623 = sitofp i32 %2622 to double
  store double %2623, double* %2617, align 16, !tbaa !16
  %2624 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 1
  store double 5.000000e-01, double* %2624, align 8, !tbaa !16
  %2625 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 2
  %2626 = sitofp i32 %2618 to double
  %2627 = fmul double %2626, -2.000000e+00
  store double %2627, double* %2625, align 16, !tbaa !16
  %2628 = bitcast [3 x double]* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2628) #9
  %2629 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 0
  %2630 = load i32, i32* %17, align 4, !tbaa !5
  %2631 = call i32 @MPI_Allreduce(i8* noundef nonnull %2616, i8* noundef nonnull %2628, i32 noundef 3, i32 noundef 1275070475, i32 noundef %2630, i32 noundef 1140850688) #9
  %2632 = load double, double* %2629, align 16, !tbaa !16
  %2633 = load i32, i32* @size, align 4, !tbaa !5
  %2634 = add nsw i32 %2633, -1
  %2635 = sitofp i32 %2634 to double
  %2636 = fcmp oeq double %2632, %2635
  %2637 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 1
  %2638 = load double, double* %2637, align 8
  %2639 = fcmp oeq double %2638, 5.000000e-01
  %2640 = select i1 %2636, i1 %2639, i1 false
  %2641 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 2
  %2642 = load double, double* %2641, align 16
  %2643 = fmul double %2635, 2.000000e+00
  %2644 = fcmp oeq double %2642, %2643
  %2645 = select i1 %2640, i1 %2644, i1 false
  %2646 = zext i1 %2645 to i32
  %2647 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2647) #9
  store i32 %2646, i32* %7, align 4, !tbaa !5
  %2648 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2648) #9
  %2649 = call i32 @MPI_Allreduce(i8* noundef nonnull %2647, i8* noundef nonnull %2648, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2650 = load i32, i32* %7, align 4, !tbaa !5
  %2651 = icmp eq i32 %2650, 0
  br i1 %2651, label %2652, label %2657

2652:                                             ; preds = %2615
  %2653 = load i32, i32* @rank, align 4, !tbaa !5
  %2654 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2653, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.63, i64 0, i64 0)) #9
  %2655 = load i32, i32* @failures, align 4, !tbaa !5
  %2656 = add nsw i32 %2655, 1
  store i32 %2656, i32* @failures, align 4, !tbaa !5
  br label %2657

2657:                                             ; preds = %2652, %2615
  %2658 = load i32, i32* @rank, align 4, !tbaa !5
  %2659 = icmp eq i32 %2658, 0
  br i1 %2659, label %2660, label %2665

2660:                                             ; preds = %2657
  %2661 = load i32, i32* %8, align 4, !tbaa !5
  %2662 = icmp eq i32 %2661, 0
  %2663 = select i1 %2662, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2664 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.63, i64 0, i64 0), i8* noundef %2663) #9
  br label %2665

2665:                                             ; preds = %2660, %2657
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2648) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2647) #9
  %2666 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2666) #9
  %2667 = load i32, i32* %16, align 4, !tbaa !5
  %2668 = call i32 @MPI_Op_commutative(i32 noundef %2667, i32* noundef nonnull %24) #9
  %2669 = load i32, i32* %24, align 4, !tbaa !5
  %2670 = icmp eq i32 %2669, 0
  %2671 = zext i1 %2670 to i32
  %2672 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2672) #9
  store i32 %2671, i32* %5, align 4, !tbaa !5
  %2673 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2673) #9
  %2674 = call i32 @MPI_Allreduce(i8* noundef nonnull %2672, i8* noundef nonnull %2673, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2675 = load i32, i32* %5, align 4, !tbaa !5
  %2676 = icmp eq i32 %2675, 0
  br i1 %2676, label %2677, label %2682

2677:                                             ; preds = %2665
  %2678 = load i32, i32* @rank, align 4, !tbaa !5
  %2679 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2678, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.64, i64 0, i64 0)) #9
  %2680 = load i32, i32* @failures, align 4, !tbaa !5
  %2681 = add nsw i32 %2680, 1
  store i32 %2681, i32* @failures, align 4, !tbaa !5
  br label %2682

2682:                                             ; preds = %2677, %2665
  %2683 = load i32, i32* @rank, align 4, !tbaa !5
  %2684 = icmp eq i32 %2683, 0
  br i1 %2684, label %2685, label %2690

2685:                                             ; preds = %2682
  %2686 = load i32, i32* %6, align 4, !tbaa !5
  %2687 = icmp eq i32 %2686, 0
  %2688 = select i1 %2687, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2689 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.64, i64 0, i64 0), i8* noundef %2688) #9
  br label %2690

2690:                                             ; preds = %2685, %2682
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2673) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2672) #9
  %2691 = call i32 @MPI_Op_free(i32* noundef nonnull %16) #9
  %2692 = call i32 @MPI_Op_free(i32* noundef nonnull %17) #9
  %2693 = call i32 @MPI_Type_free(i32* noundef nonnull %15) #9
  %2694 = load i32, i32* %16, align 4, !tbaa !5
  %2695 = icmp eq i32 %2694, 402653184
  %2696 = zext i1 %2695 to i32
  %2697 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2697) #9
  store i32 %2696, i32* %3, align 4, !tbaa !5
  %2698 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2698) #9
  %2699 = call i32 @MPI_Allreduce(i8* noundef nonnull %2697, i8* noundef nonnull %2698, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %2700 = load i32, i32* %3, align 4, !tbaa !5
  %2701 = icmp eq i32 %2700, 0
  br i1 %2701, label %2702, label %2707

2702:                                             ; preds = %2690
  %2703 = load i32, i32* @rank, align 4, !tbaa !5
  %2704 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2703, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.65, i64 0, i64 0)) #9
  %2705 = load i32, i32* @failures, align 4, !tbaa !5
  %2706 = add nsw i32 %2705, 1
  store i32 %2706, i32* @failures, align 4, !tbaa !5
  br label %2707

2707:                                             ; preds = %2702, %2690
  %2708 = load i32, i32* @rank, align 4, !tbaa !5
  %2709 = icmp eq i32 %2708, 0
  br i1 %2709, label %2710, label %2715

2710:                                             ; preds = %2707
  %2711 = load i32, i32* %4, align 4, !tbaa !5
  %2712 = icmp eq i32 %2711, 0
  %2713 = select i1 %2712, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2714 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.65, i64 0, i64 0), i8* noundef %2713) #9
  br label %2715

2715:                                             ; preds = %2707, %2710
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2698) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2697) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2666) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2628) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2616) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2437) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2436) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2435) #9
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2427) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2424) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2423) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2420) #9
  %2716 = call i32 @MPI_Finalize() #9
  %2717 = load i32, i32* @failures, align 4, !tbaa !5
  %2718 = icmp ne i32 %2717, 0
  %2719 = zext i1 %2718 to i32
  ret i32 %2719
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_rank(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_size(i32 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @MPI_Barrier(i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: nounwind uwtable
define internal fastcc void @test_reduce_int(i32 noundef %0, i8* noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [6 x i32], align 16
  %7 = alloca [6 x i32], align 16
  %8 = alloca [6 x i32], align 16
  %9 = alloca [64 x i8], align 16
  %10 = bitcast [6 x i32]* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #9
  %11 = bitcast [6 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #9
  %12 = bitcast [6 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #9
  %13 = load i32, i32* @rank, align 4, !tbaa !5
  %14 = mul i32 %13, 3
  %15 = icmp eq i32 %0, 1476395012
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* @size, align 4, !tbaa !5
  %18 = icmp sgt i32 %17, 0
  %19 = icmp eq i32 %0, 1476395011
  br label %23

20:                                               ; preds = %49
  %21 = getelementptr inbounds [64 x i8], [64 x i8]* %9, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %21) #9
  %22 = icmp sgt i32 %2, -1
  br i1 %22, label %118, label %137

23:                                               ; preds = %3, %49
  %24 = phi i64 [ 0, %3 ], [ %50, %49 ]
  %25 = mul nuw nsw i64 %24, 7
  %26 = trunc i64 %24 to i32
  %27 = mul nsw i32 %13, %26
  %28 = srem i32 %27, 5
  %29 = trunc i64 %25 to i32
  %30 = add i32 %29, 3
  %31 = add i32 %30, %14
  %32 = sub i32 %31, %28
  %33 = srem i32 %32, 13
  %34 = add nsw i32 %33, %16
  %35 = getelementptr inbounds [6 x i32], [6 x i32]* %6, i64 0, i64 %24
  store i32 %34, i32* %35, align 4, !tbaa !5
  switch i32 %0, label %42 [
    i32 1476395017, label %36
    i32 1476395015, label %36
    i32 1476395013, label %36
  ]

36:                                               ; preds = %23, %23, %23
  %37 = trunc i64 %24 to i32
  %38 = add nsw i32 %13, %37
  %39 = srem i32 %38, 3
  %40 = icmp eq i32 %39, 0
  %41 = zext i1 %40 to i32
  store i32 %41, i32* %35, align 4, !tbaa !5
  br label %42

42:                                               ; preds = %23, %36
  %43 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i64 0, i64 %24
  store i32 0, i32* %43, align 4, !tbaa !5
  br i1 %18, label %44, label %49

44:                                               ; preds = %42
  %45 = trunc i64 %24 to i32
  %46 = trunc i64 %25 to i32
  %47 = add i32 %46, 3
  %48 = trunc i64 %24 to i32
  br label %52

49:                                               ; preds = %115, %42
  %50 = add nuw nsw i64 %24, 1
  %51 = icmp eq i64 %50, 6
  br i1 %51, label %20, label %23, !llvm.loop !89

52:                                               ; preds = %44, %115
  %53 = phi i32 [ %116, %115 ], [ 0, %44 ]
  %54 = mul i32 %53, 3
  %55 = mul nsw i32 %53, %45
  %56 = urem i32 %55, 5
  %57 = add i32 %47, %54
  %58 = sub i32 %57, %56
  %59 = srem i32 %58, 13
  %60 = add nsw i32 %59, %16
  switch i32 %0, label %66 [
    i32 1476395017, label %61
    i32 1476395015, label %61
    i32 1476395013, label %61
  ]

61:                                               ; preds = %52, %52, %52
  %62 = add nuw nsw i32 %53, %48
  %63 = urem i32 %62, 3
  %64 = icmp eq i32 %63, 0
  %65 = zext i1 %64 to i32
  br label %66

66:                                               ; preds = %52, %61
  %67 = phi i32 [ %65, %61 ], [ %60, %52 ]
  %68 = icmp eq i32 %53, 0
  br i1 %68, label %113, label %69

69:                                               ; preds = %66
  br i1 %19, label %70, label %73

70:                                               ; preds = %69
  %71 = load i32, i32* %43, align 4, !tbaa !5
  %72 = add nsw i32 %71, %67
  br label %113

73:                                               ; preds = %69
  br i1 %15, label %74, label %77

74:                                               ; preds = %73
  %75 = load i32, i32* %43, align 4, !tbaa !5
  %76 = mul nsw i32 %75, %67
  br label %113

77:                                               ; preds = %73
  switch i32 %0, label %115 [
    i32 1476395009, label %78
    i32 1476395010, label %82
    i32 1476395013, label %86
    i32 1476395015, label %92
    i32 1476395017, label %98
    i32 1476395014, label %104
    i32 1476395016, label %107
    i32 1476395018, label %110
  ]

78:                                               ; preds = %77
  %79 = load i32, i32* %43, align 4, !tbaa !5
  %80 = icmp sgt i32 %67, %79
  %81 = select i1 %80, i32 %67, i32 %79
  br label %113

82:                                               ; preds = %77
  %83 = load i32, i32* %43, align 4, !tbaa !5
  %84 = icmp slt i32 %67, %83
  %85 = select i1 %84, i32 %67, i32 %83
  br label %113

86:                                               ; preds = %77
  %87 = load i32, i32* %43, align 4, !tbaa !5
  %88 = icmp ne i32 %87, 0
  %89 = icmp ne i32 %67, 0
  %90 = select i1 %88, i1 %89, i1 false
  %91 = zext i1 %90 to i32
  br label %113

92:                                               ; preds = %77
  %93 = load i32, i32* %43, align 4, !tbaa !5
  %94 = icmp ne i32 %93, 0
  %95 = icmp ne i32 %67, 0
  %96 = select i1 %94, i1 true, i1 %95
  %97 = zext i1 %96 to i32
  br label %113

98:                                               ; preds = %77
  %99 = load i32, i32* %43, align 4, !tbaa !5
  %100 = icmp eq i32 %99, 0
  %101 = icmp eq i32 %67, 0
  %102 = xor i1 %101, %100
  %103 = zext i1 %102 to i32
  br label %113

104:                                              ; preds = %77
  %105 = load i32, i32* %43, align 4, !tbaa !5
  %106 = and i32 %105, %67
  br label %113

107:                                              ; preds = %77
  %108 = load i32, i32* %43, align 4, !tbaa !5
  %109 = or i32 %108, %67
  br label %113

110:                                              ; preds = %77
  %111 = load i32, i32* %43, align 4, !tbaa !5
  %112 = xor i32 %111, %67
  br label %113

113:                                              ; preds = %66, %74, %82, %92, %104, %110, %107, %98, %86, %78, %70
  %114 = phi i32 [ %72, %70 ], [ %81, %78 ], [ %91, %86 ], [ %103, %98 ], [ %109, %107 ], [ %112, %110 ], [ %106, %104 ], [ %97, %92 ], [ %85, %82 ], [ %76, %74 ], [ %67, %66 ]
  store i32 %114, i32* %43, align 4, !tbaa !5
  br label %115

115:                                              ; preds = %113, %77
  %116 = add nuw nsw i32 %53, 1
  %117 = icmp eq i32 %116, %17
  br i1 %117, label %49, label %52, !llvm.loop !90

118:                                              ; preds = %20
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %119 = call i32 @MPI_Reduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef %2, i32 noundef 1140850688) #9
  %120 = load i32, i32* @rank, align 4, !tbaa !5
  %121 = icmp eq i32 %120, %2
  br i1 %121, label %122, label %134

122:                                              ; preds = %118, %122
  %123 = phi i64 [ %132, %122 ], [ 0, %118 ]
  %124 = phi i32 [ %131, %122 ], [ 1, %118 ]
  %125 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i64 0, i64 %123
  %126 = load i32, i32* %125, align 4, !tbaa !5
  %127 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i64 0, i64 %123
  %128 = load i32, i32* %127, align 4, !tbaa !5
  %129 = icmp eq i32 %126, %128
  %130 = zext i1 %129 to i32
  %131 = and i32 %124, %130
  %132 = add nuw nsw i64 %123, 1
  %133 = icmp eq i64 %132, 6
  br i1 %133, label %134, label %122, !llvm.loop !91

134:                                              ; preds = %122, %118
  %135 = phi i32 [ 1, %118 ], [ %131, %122 ]
  %136 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.17, i64 0, i64 0), i8* noundef %1, i32 noundef %2) #9
  br label %153

137:                                              ; preds = %20
  %138 = call i32 @MPI_Allreduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef 1140850688) #9
  br label %141

139:                                              ; preds = %141
  %140 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.18, i64 0, i64 0), i8* noundef %1) #9
  br label %153

141:                                              ; preds = %137, %141
  %142 = phi i64 [ 0, %137 ], [ %151, %141 ]
  %143 = phi i32 [ 1, %137 ], [ %150, %141 ]
  %144 = getelementptr inbounds [6 x i32], [6 x i32]* %7, i64 0, i64 %142
  %145 = load i32, i32* %144, align 4, !tbaa !5
  %146 = getelementptr inbounds [6 x i32], [6 x i32]* %8, i64 0, i64 %142
  %147 = load i32, i32* %146, align 4, !tbaa !5
  %148 = icmp eq i32 %145, %147
  %149 = zext i1 %148 to i32
  %150 = and i32 %143, %149
  %151 = add nuw nsw i64 %142, 1
  %152 = icmp eq i64 %151, 6
  br i1 %152, label %139, label %141, !llvm.loop !92

153:                                              ; preds = %139, %134
  %154 = phi i32 [ %135, %134 ], [ %150, %139 ]
  %155 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %155)
  store i32 %154, i32* %4, align 4, !tbaa !5
  %156 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %156) #9
  %157 = call i32 @MPI_Allreduce(i8* noundef nonnull %155, i8* noundef nonnull %156, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #9
  %158 = load i32, i32* %4, align 4, !tbaa !5
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %165

160:                                              ; preds = %153
  %161 = load i32, i32* @rank, align 4, !tbaa !5
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %161, i8* noundef nonnull %21) #9
  %163 = load i32, i32* @failures, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, i32* @failures, align 4, !tbaa !5
  br label %165

165:                                              ; preds = %160, %153
  %166 = load i32, i32* @rank, align 4, !tbaa !5
  %167 = icmp eq i32 %166, 0
  br i1 %167, label %168, label %173

168:                                              ; preds = %165
  %169 = load i32, i32* %5, align 4, !tbaa !5
  %170 = icmp eq i32 %169, 0
  %171 = select i1 %170, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %21, i8* noundef %171) #9
  br label %173

173:                                              ; preds = %165, %168
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %156) #9
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %155)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %21) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #9
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #9
  ret void
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

declare i32 @MPI_Finalize() local_unnamed_addr #1

declare i32 @MPI_Bcast(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @MPI_Reduce(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

declare i32 @MPI_Gather(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Scatter(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Gatherv(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32* noundef, i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Scatterv(i8* noundef, i32* noundef, i32* noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Allgatherv(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32* noundef, i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Allgather(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

declare i32 @MPI_Alltoall(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Alltoallv(i8* noundef, i32* noundef, i32* noundef, i32 noundef, i8* noundef, i32* noundef, i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Scan(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Exscan(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Reduce_scatter(i8* noundef, i8* noundef, i32* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Reduce_scatter_block(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_split(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_dup(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_compare(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Iallreduce(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Ibcast(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Iallgather(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Ialltoall(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Ireduce(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Waitall(i32 noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Ibarrier(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Test(i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_contiguous(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_commit(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal void @matmul(i8* nocapture noundef readonly %0, i8* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef readnone %3) #7 {
  %5 = bitcast i8* %0 to %struct.mat*
  %6 = bitcast i8* %1 to %struct.mat*
  %7 = load i32, i32* %2, align 4, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %10, %4
  ret void

10:                                               ; preds = %4, %10
  %11 = phi i64 [ %40, %10 ], [ 0, %4 ]
  %12 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 0
  %13 = load i64, i64* %12, align 8, !tbaa !83
  %14 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 0
  %15 = load i64, i64* %14, align 8, !tbaa !83
  %16 = mul nsw i64 %15, %13
  %17 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !85
  %19 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 2
  %20 = load i64, i64* %19, align 8, !tbaa !86
  %21 = mul nsw i64 %20, %18
  %22 = add nsw i64 %21, %16
  %23 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 1
  %24 = load i64, i64* %23, align 8, !tbaa !85
  %25 = mul nsw i64 %24, %13
  %26 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 3
  %27 = load i64, i64* %26, align 8, !tbaa !87
  %28 = mul nsw i64 %27, %18
  %29 = add nsw i64 %28, %25
  %30 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 2
  %31 = load i64, i64* %30, align 8, !tbaa !86
  %32 = mul nsw i64 %31, %15
  %33 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 3
  %34 = load i64, i64* %33, align 8, !tbaa !87
  %35 = mul nsw i64 %34, %20
  %36 = add nsw i64 %35, %32
  %37 = mul nsw i64 %31, %24
  %38 = mul nsw i64 %34, %27
  %39 = add nsw i64 %38, %37
  store i64 %22, i64* %14, align 8, !tbaa.struct !93
  store i64 %29, i64* %23, align 8, !tbaa.struct !94
  store i64 %36, i64* %19, align 8, !tbaa.struct !95
  store i64 %39, i64* %26, align 8, !tbaa.struct !96
  %40 = add nuw nsw i64 %11, 1
  %41 = load i32, i32* %2, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = icmp slt i64 %40, %42
  br i1 %43, label %10, label %9, !llvm.loop !97
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal void @absmax(i8* nocapture noundef readonly %0, i8* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef readnone %3) #7 {
  %5 = bitcast i8* %0 to double*
  %6 = bitcast i8* %1 to double*
  %7 = load i32, i32* %2, align 4, !tbaa !5
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %11

9:                                                ; preds = %4
  %10 = zext i32 %7 to i64
  br label %12

11:                                               ; preds = %12, %4
  ret void

12:                                               ; preds = %9, %12
  %13 = phi i64 [ 0, %9 ], [ %26, %12 ]
  %14 = getelementptr inbounds double, double* %5, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !16
  %16 = fcmp olt double %15, 0.000000e+00
  %17 = fneg double %15
  %18 = select i1 %16, double %17, double %15
  %19 = getelementptr inbounds double, double* %6, i64 %13
  %20 = load double, double* %19, align 8, !tbaa !16
  %21 = fcmp olt double %20, 0.000000e+00
  %22 = fneg double %20
  %23 = select i1 %21, double %22, double %20
  %24 = fcmp ogt double %18, %23
  %25 = select i1 %24, double %18, double %23
  store double %25, double* %19, align 8, !tbaa !16
  %26 = add nuw nsw i64 %13, 1
  %27 = icmp eq i64 %26, %10
  br i1 %27, label %11, label %12, !llvm.loop !98
}

declare i32 @MPI_Op_commutative(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Op_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_free(i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !7, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = !{!7, !7, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !7, i64 0}
!23 = distinct !{!23, !12, !13}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !7, i64 0}
!26 = distinct !{!26, !12, !13}
!27 = !{!28, !28, i64 0}
!28 = !{!"long long", !7, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !7, i64 0}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = !{!35, !17, i64 0}
!35 = !{!"", !17, i64 0, !6, i64 8}
!36 = !{!35, !6, i64 8}
!37 = distinct !{!37, !12, !13}
!38 = distinct !{!38, !12, !13}
!39 = !{!40, !30, i64 0}
!40 = !{!"", !30, i64 0, !6, i64 4}
!41 = !{!40, !6, i64 4}
!42 = !{!43, !25, i64 0}
!43 = !{!"", !25, i64 0, !6, i64 8}
!44 = !{!43, !6, i64 8}
!45 = !{!46, !22, i64 0}
!46 = !{!"", !22, i64 0, !6, i64 4}
!47 = !{!46, !6, i64 4}
!48 = distinct !{!48, !12, !13}
!49 = distinct !{!49, !12, !13}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13}
!52 = distinct !{!52, !12, !13}
!53 = distinct !{!53, !12, !13}
!54 = distinct !{!54, !12, !13}
!55 = distinct !{!55, !12, !13}
!56 = distinct !{!56, !12, !13}
!57 = distinct !{!57, !12, !13}
!58 = distinct !{!58, !12, !13}
!59 = distinct !{!59, !12, !13}
!60 = distinct !{!60, !12, !13}
!61 = distinct !{!61, !12, !13}
!62 = distinct !{!62, !12, !13}
!63 = distinct !{!63, !12, !13}
!64 = distinct !{!64, !12, !13}
!65 = distinct !{!65, !12, !13}
!66 = distinct !{!66, !12, !13}
!67 = distinct !{!67, !12, !13}
!68 = distinct !{!68, !12, !13}
!69 = distinct !{!69, !12, !13}
!70 = distinct !{!70, !12, !13}
!71 = distinct !{!71, !12, !13}
!72 = distinct !{!72, !12, !13}
!73 = distinct !{!73, !12, !13}
!74 = distinct !{!74, !12, !13}
!75 = distinct !{!75, !12, !13}
!76 = distinct !{!76, !12, !13}
!77 = distinct !{!77, !12, !13}
!78 = distinct !{!78, !12, !13}
!79 = distinct !{!79, !12, !13}
!80 = distinct !{!80, !12, !13}
!81 = distinct !{!81, !12, !13}
!82 = distinct !{!82, !12, !13}
!83 = !{!84, !25, i64 0}
!84 = !{!"", !25, i64 0, !25, i64 8, !25, i64 16, !25, i64 24}
!85 = !{!84, !25, i64 8}
!86 = !{!84, !25, i64 16}
!87 = !{!84, !25, i64 24}
!88 = distinct !{!88, !12, !13}
!89 = distinct !{!89, !12, !13}
!90 = distinct !{!90, !12, !13}
!91 = distinct !{!91, !12, !13}
!92 = distinct !{!92, !12, !13}
!93 = !{i64 0, i64 8, !24, i64 8, i64 8, !24, i64 16, i64 8, !24, i64 24, i64 8, !24}
!94 = !{i64 0, i64 8, !24, i64 8, i64 8, !24, i64 16, i64 8, !24}
!95 = !{i64 0, i64 8, !24, i64 8, i64 8, !24}
!96 = !{i64 0, i64 8, !24}
!97 = distinct !{!97, !12, !13}
!98 = distinct !{!98, !12, !13}
