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
@.str.46 = private unnamed_addr constant [10 x i8] c"alltoallw\00", align 1
@.str.47 = private unnamed_addr constant [9 x i8] c"scan SUM\00", align 1
@.str.48 = private unnamed_addr constant [10 x i8] c"scan PROD\00", align 1
@.str.49 = private unnamed_addr constant [11 x i8] c"exscan SUM\00", align 1
@.str.50 = private unnamed_addr constant [11 x i8] c"exscan MAX\00", align 1
@.str.51 = private unnamed_addr constant [15 x i8] c"reduce_scatter\00", align 1
@.str.52 = private unnamed_addr constant [21 x i8] c"reduce_scatter_block\00", align 1
@.str.53 = private unnamed_addr constant [32 x i8] c"comm_split (key reverses order)\00", align 1
@.str.54 = private unnamed_addr constant [34 x i8] c"allreduce on a split communicator\00", align 1
@.str.55 = private unnamed_addr constant [19 x i8] c"comm_dup congruent\00", align 1
@.str.56 = private unnamed_addr constant [15 x i8] c"bcast on a dup\00", align 1
@.str.57 = private unnamed_addr constant [41 x i8] c"comm_split UNDEFINED gives MPI_COMM_NULL\00", align 1
@.str.58 = private unnamed_addr constant [29 x i8] c"comm_free sets MPI_COMM_NULL\00", align 1
@.str.59 = private unnamed_addr constant [37 x i8] c"overlapping non-blocking collectives\00", align 1
@.str.60 = private unnamed_addr constant [10 x i8] c"comm_idup\00", align 1
@.str.61 = private unnamed_addr constant [21 x i8] c"ibarrier + test loop\00", align 1
@.str.62 = private unnamed_addr constant [33 x i8] c"user op (non-commutative) reduce\00", align 1
@.str.63 = private unnamed_addr constant [36 x i8] c"user op (non-commutative) allreduce\00", align 1
@.str.64 = private unnamed_addr constant [31 x i8] c"user op (non-commutative) scan\00", align 1
@.str.65 = private unnamed_addr constant [32 x i8] c"user op (commutative) allreduce\00", align 1
@.str.66 = private unnamed_addr constant [15 x i8] c"op_commutative\00", align 1
@.str.67 = private unnamed_addr constant [25 x i8] c"op_free sets MPI_OP_NULL\00", align 1

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
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca [5 x i32], align 16
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca [64 x i32], align 16
  %36 = alloca i32, align 4
  %37 = alloca [64 x i32], align 16
  %38 = alloca [64 x i32], align 16
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
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca [3 x i32], align 4
  %70 = alloca [2 x i32], align 4
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca [2 x i32], align 4
  %80 = alloca [2 x i32], align 4
  %81 = alloca i64, align 8
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
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca [3 x i32], align 4
  %103 = alloca [3 x i32], align 4
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
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca i32, align 4
  %136 = alloca i8, align 1
  %137 = alloca i8, align 1
  %138 = alloca i16, align 2
  %139 = alloca i16, align 2
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca i64, align 8
  %143 = alloca i64, align 8
  %144 = alloca i64, align 8
  %145 = alloca i64, align 8
  %146 = alloca float, align 4
  %147 = alloca float, align 4
  %148 = alloca [3 x double], align 16
  %149 = alloca [3 x double], align 16
  %150 = alloca double, align 8
  %151 = alloca double, align 8
  %152 = alloca double, align 8
  %153 = alloca i8, align 1
  %154 = alloca i8, align 1
  %155 = alloca %struct.anon, align 8
  %156 = alloca %struct.anon, align 8
  %157 = alloca [2 x i32], align 4
  %158 = alloca [2 x i32], align 4
  %159 = alloca %struct.anon.0, align 4
  %160 = alloca %struct.anon.0, align 4
  %161 = alloca %struct.anon.1, align 8
  %162 = alloca %struct.anon.1, align 8
  %163 = alloca %struct.anon.2, align 4
  %164 = alloca %struct.anon.2, align 4
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca [37 x i32], align 16
  %173 = alloca [64 x i8], align 16
  %174 = alloca [5 x double], align 16
  %175 = alloca i32, align 4
  %176 = alloca i8**, align 8
  store i32 %0, i32* %175, align 4, !tbaa !5
  store i8** %1, i8*** %176, align 8, !tbaa !9
  %177 = call i32 @MPI_Init(i32* noundef nonnull %175, i8*** noundef nonnull %176) #10
  %178 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #10
  %179 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #10
  %180 = load i32, i32* @rank, align 4, !tbaa !5
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %182, label %185

182:                                              ; preds = %2
  %183 = load i32, i32* @size, align 4, !tbaa !5
  %184 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %183)
  br label %185

185:                                              ; preds = %182, %2
  %186 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %187 = load i32, i32* @size, align 4, !tbaa !5
  %188 = icmp sgt i32 %187, 0
  br i1 %188, label %189, label %194

189:                                              ; preds = %185
  %190 = bitcast [37 x i32]* %172 to i8*
  %191 = getelementptr inbounds [64 x i8], [64 x i8]* %173, i64 0, i64 0
  %192 = bitcast i32* %170 to i8*
  %193 = bitcast i32* %171 to i8*
  br label %200

194:                                              ; preds = %240, %185
  %195 = phi i32 [ %187, %185 ], [ %241, %240 ]
  %196 = bitcast [5 x double]* %174 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %196) #10
  %197 = load i32, i32* @rank, align 4, !tbaa !5
  %198 = add nsw i32 %195, -1
  %199 = icmp eq i32 %197, %198
  br label %265

200:                                              ; preds = %240, %189
  %201 = phi i32 [ 0, %189 ], [ %245, %240 ]
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %190) #10
  %202 = load i32, i32* @rank, align 4, !tbaa !5
  %203 = icmp eq i32 %202, %201
  %204 = mul i32 %201, 3
  %205 = add i32 %204, 3
  br label %208

206:                                              ; preds = %217
  %207 = call i32 @MPI_Bcast(i8* noundef nonnull %190, i32 noundef 37, i32 noundef 1275069445, i32 noundef %201, i32 noundef 1140850688) #10
  br label %247

208:                                              ; preds = %217, %200
  %209 = phi i64 [ 0, %200 ], [ %220, %217 ]
  br i1 %203, label %210, label %217

210:                                              ; preds = %208
  %211 = trunc i64 %209 to i32
  %212 = mul i32 %211, 7
  %213 = add nsw i32 %212, %205
  %214 = mul nsw i32 %201, %211
  %215 = srem i32 %214, 5
  %216 = sub i32 %213, %215
  br label %217

217:                                              ; preds = %210, %208
  %218 = phi i32 [ %216, %210 ], [ -1, %208 ]
  %219 = getelementptr inbounds [37 x i32], [37 x i32]* %172, i64 0, i64 %209
  store i32 %218, i32* %219, align 4, !tbaa !5
  %220 = add nuw nsw i64 %209, 1
  %221 = icmp eq i64 %220, 37
  br i1 %221, label %206, label %208, !llvm.loop !11

222:                                              ; preds = %247
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %191) #10
  %223 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %191, i64 noundef 64, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %201) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %192) #10
  store i32 %260, i32* %170, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %193) #10
  %224 = call i32 @MPI_Allreduce(i8* noundef nonnull %192, i8* noundef nonnull %193, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %225 = load i32, i32* %170, align 4, !tbaa !5
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %227, label %232

227:                                              ; preds = %222
  %228 = load i32, i32* @rank, align 4, !tbaa !5
  %229 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %228, i8* noundef nonnull %191) #10
  %230 = load i32, i32* @failures, align 4, !tbaa !5
  %231 = add nsw i32 %230, 1
  store i32 %231, i32* @failures, align 4, !tbaa !5
  br label %232

232:                                              ; preds = %227, %222
  %233 = load i32, i32* @rank, align 4, !tbaa !5
  %234 = icmp eq i32 %233, 0
  br i1 %234, label %235, label %240

235:                                              ; preds = %232
  %236 = load i32, i32* %171, align 4, !tbaa !5
  %237 = icmp eq i32 %236, 0
  %238 = select i1 %237, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %191, i8* noundef %238) #10
  br label %240

240:                                              ; preds = %235, %232
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %193) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %192) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %191) #10
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %190) #10
  %241 = load i32, i32* @size, align 4, !tbaa !5
  %242 = icmp sgt i32 %241, 3
  %243 = sdiv i32 %241, 3
  %244 = select i1 %242, i32 %243, i32 1
  %245 = add nsw i32 %244, %201
  %246 = icmp slt i32 %245, %241
  br i1 %246, label %200, label %194, !llvm.loop !14

247:                                              ; preds = %247, %206
  %248 = phi i64 [ 0, %206 ], [ %261, %247 ]
  %249 = phi i32 [ 1, %206 ], [ %260, %247 ]
  %250 = getelementptr inbounds [37 x i32], [37 x i32]* %172, i64 0, i64 %248
  %251 = load i32, i32* %250, align 4, !tbaa !5
  %252 = trunc i64 %248 to i32
  %253 = mul i32 %252, 7
  %254 = add nsw i32 %253, %205
  %255 = mul nsw i32 %201, %252
  %256 = srem i32 %255, 5
  %257 = sub i32 %254, %256
  %258 = icmp eq i32 %251, %257
  %259 = zext i1 %258 to i32
  %260 = and i32 %249, %259
  %261 = add nuw nsw i64 %248, 1
  %262 = icmp eq i64 %261, 37
  br i1 %262, label %222, label %247, !llvm.loop !15

263:                                              ; preds = %272
  %264 = call i32 @MPI_Bcast(i8* noundef nonnull %196, i32 noundef 5, i32 noundef 1275070475, i32 noundef %198, i32 noundef 1140850688) #10
  br label %296

265:                                              ; preds = %272, %194
  %266 = phi i64 [ 0, %194 ], [ %275, %272 ]
  br i1 %199, label %267, label %272

267:                                              ; preds = %265
  %268 = trunc i64 %266 to i32
  %269 = add i32 %268, 3
  %270 = sitofp i32 %269 to double
  %271 = fdiv double 1.000000e+00, %270
  br label %272

272:                                              ; preds = %267, %265
  %273 = phi double [ %271, %267 ], [ 0.000000e+00, %265 ]
  %274 = getelementptr inbounds [5 x double], [5 x double]* %174, i64 0, i64 %266
  store double %273, double* %274, align 8, !tbaa !16
  %275 = add nuw nsw i64 %266, 1
  %276 = icmp eq i64 %275, 5
  br i1 %276, label %263, label %265, !llvm.loop !18

277:                                              ; preds = %296
  %278 = bitcast i32* %168 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %278) #10
  store i32 %307, i32* %168, align 4, !tbaa !5
  %279 = bitcast i32* %169 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %279) #10
  %280 = call i32 @MPI_Allreduce(i8* noundef nonnull %278, i8* noundef nonnull %279, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %281 = load i32, i32* %168, align 4, !tbaa !5
  %282 = icmp eq i32 %281, 0
  br i1 %282, label %283, label %288

283:                                              ; preds = %277
  %284 = load i32, i32* @rank, align 4, !tbaa !5
  %285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %284, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0)) #10
  %286 = load i32, i32* @failures, align 4, !tbaa !5
  %287 = add nsw i32 %286, 1
  store i32 %287, i32* @failures, align 4, !tbaa !5
  br label %288

288:                                              ; preds = %283, %277
  %289 = load i32, i32* @rank, align 4, !tbaa !5
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %291, label %310

291:                                              ; preds = %288
  %292 = load i32, i32* %169, align 4, !tbaa !5
  %293 = icmp eq i32 %292, 0
  %294 = select i1 %293, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %295 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i8* noundef %294) #10
  br label %310

296:                                              ; preds = %296, %263
  %297 = phi i64 [ 0, %263 ], [ %308, %296 ]
  %298 = phi i32 [ 1, %263 ], [ %307, %296 ]
  %299 = getelementptr inbounds [5 x double], [5 x double]* %174, i64 0, i64 %297
  %300 = load double, double* %299, align 8, !tbaa !16
  %301 = trunc i64 %297 to i32
  %302 = add i32 %301, 3
  %303 = sitofp i32 %302 to double
  %304 = fdiv double 1.000000e+00, %303
  %305 = fcmp oeq double %300, %304
  %306 = zext i1 %305 to i32
  %307 = and i32 %298, %306
  %308 = add nuw nsw i64 %297, 1
  %309 = icmp eq i64 %308, 5
  br i1 %309, label %277, label %296, !llvm.loop !19

310:                                              ; preds = %288, %291
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %279) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %278) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %196) #10
  br label %2391

311:                                              ; preds = %2391
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %136) #10
  %312 = load i32, i32* @rank, align 4, !tbaa !5
  %313 = trunc i32 %312 to i8
  %314 = mul i8 %313, 37
  %315 = add i8 %314, 1
  store i8 %315, i8* %136, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %137) #10
  %316 = load i32, i32* @size, align 4, !tbaa !5
  %317 = icmp sgt i32 %316, 0
  br i1 %317, label %318, label %330

318:                                              ; preds = %311
  %319 = trunc i32 %316 to i9
  %320 = trunc i32 %316 to i8
  %321 = mul i8 %320, 38
  %322 = add i9 %319, -1
  %323 = add i9 %319, -2
  %324 = mul i9 %322, %323
  %325 = lshr i9 %324, 1
  %326 = trunc i9 %325 to i8
  %327 = mul i8 %326, 37
  %328 = add i8 %321, -37
  %329 = add i8 %328, %327
  br label %330

330:                                              ; preds = %318, %311
  %331 = phi i8 [ 0, %311 ], [ %329, %318 ]
  %332 = call i32 @MPI_Allreduce(i8* noundef nonnull %136, i8* noundef nonnull %137, i32 noundef 1, i32 noundef 1275068674, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %333 = load i8, i8* %137, align 1, !tbaa !20
  %334 = icmp eq i8 %333, %331
  %335 = zext i1 %334 to i32
  %336 = bitcast i32* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %336) #10
  store i32 %335, i32* %134, align 4, !tbaa !5
  %337 = bitcast i32* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %337) #10
  %338 = call i32 @MPI_Allreduce(i8* noundef nonnull %336, i8* noundef nonnull %337, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %339 = load i32, i32* %134, align 4, !tbaa !5
  %340 = icmp eq i32 %339, 0
  br i1 %340, label %341, label %346

341:                                              ; preds = %330
  %342 = load i32, i32* @rank, align 4, !tbaa !5
  %343 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %342, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0)) #10
  %344 = load i32, i32* @failures, align 4, !tbaa !5
  %345 = add nsw i32 %344, 1
  store i32 %345, i32* @failures, align 4, !tbaa !5
  br label %346

346:                                              ; preds = %341, %330
  %347 = load i32, i32* @rank, align 4, !tbaa !5
  %348 = icmp eq i32 %347, 0
  br i1 %348, label %349, label %354

349:                                              ; preds = %346
  %350 = load i32, i32* %135, align 4, !tbaa !5
  %351 = icmp eq i32 %350, 0
  %352 = select i1 %351, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %353 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0), i8* noundef %352) #10
  br label %354

354:                                              ; preds = %349, %346
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %337) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %336) #10
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %137) #10
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %136) #10
  %355 = bitcast i16* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %355) #10
  %356 = load i32, i32* @rank, align 4, !tbaa !5
  %357 = trunc i32 %356 to i16
  %358 = mul i16 %357, 1000
  %359 = add i16 %358, -7
  store i16 %359, i16* %138, align 2, !tbaa !21
  %360 = bitcast i16* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %360) #10
  %361 = load i32, i32* @size, align 4, !tbaa !5
  %362 = icmp sgt i32 %361, 0
  br i1 %362, label %395, label %363

363:                                              ; preds = %395, %354
  %364 = phi i16 [ -32768, %354 ], [ %402, %395 ]
  %365 = call i32 @MPI_Allreduce(i8* noundef nonnull %355, i8* noundef nonnull %360, i32 noundef 1, i32 noundef 1275068931, i32 noundef 1476395009, i32 noundef 1140850688) #10
  %366 = load i16, i16* %139, align 2, !tbaa !21
  %367 = icmp eq i16 %366, %364
  %368 = zext i1 %367 to i32
  %369 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %369) #10
  store i32 %368, i32* %132, align 4, !tbaa !5
  %370 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %370) #10
  %371 = call i32 @MPI_Allreduce(i8* noundef nonnull %369, i8* noundef nonnull %370, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %372 = load i32, i32* %132, align 4, !tbaa !5
  %373 = icmp eq i32 %372, 0
  br i1 %373, label %374, label %379

374:                                              ; preds = %363
  %375 = load i32, i32* @rank, align 4, !tbaa !5
  %376 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %375, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0)) #10
  %377 = load i32, i32* @failures, align 4, !tbaa !5
  %378 = add nsw i32 %377, 1
  store i32 %378, i32* @failures, align 4, !tbaa !5
  br label %379

379:                                              ; preds = %374, %363
  %380 = load i32, i32* @rank, align 4, !tbaa !5
  %381 = icmp eq i32 %380, 0
  br i1 %381, label %382, label %387

382:                                              ; preds = %379
  %383 = load i32, i32* %133, align 4, !tbaa !5
  %384 = icmp eq i32 %383, 0
  %385 = select i1 %384, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i8* noundef %385) #10
  br label %387

387:                                              ; preds = %382, %379
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %370) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %369) #10
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %360) #10
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %355) #10
  %388 = bitcast i32* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %388) #10
  %389 = load i32, i32* @rank, align 4, !tbaa !5
  %390 = and i32 %389, 31
  %391 = shl i32 1, %390
  store i32 %391, i32* %140, align 4, !tbaa !5
  %392 = bitcast i32* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %392) #10
  %393 = load i32, i32* @size, align 4, !tbaa !5
  %394 = icmp sgt i32 %393, 0
  br i1 %394, label %446, label %405

395:                                              ; preds = %354, %395
  %396 = phi i32 [ %403, %395 ], [ 0, %354 ]
  %397 = phi i16 [ %402, %395 ], [ -32768, %354 ]
  %398 = trunc i32 %396 to i16
  %399 = mul i16 %398, 1000
  %400 = add i16 %399, -7
  %401 = icmp sgt i16 %400, %397
  %402 = select i1 %401, i16 %400, i16 %397
  %403 = add nuw nsw i32 %396, 1
  %404 = icmp eq i32 %403, %361
  br i1 %404, label %363, label %395, !llvm.loop !23

405:                                              ; preds = %446, %387
  %406 = phi i32 [ 0, %387 ], [ %451, %446 ]
  %407 = call i32 @MPI_Allreduce(i8* noundef nonnull %388, i8* noundef nonnull %392, i32 noundef 1, i32 noundef 1275069446, i32 noundef 1476395016, i32 noundef 1140850688) #10
  %408 = load i32, i32* %141, align 4, !tbaa !5
  %409 = icmp eq i32 %408, %406
  %410 = zext i1 %409 to i32
  %411 = bitcast i32* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %411) #10
  store i32 %410, i32* %130, align 4, !tbaa !5
  %412 = bitcast i32* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %412) #10
  %413 = call i32 @MPI_Allreduce(i8* noundef nonnull %411, i8* noundef nonnull %412, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %414 = load i32, i32* %130, align 4, !tbaa !5
  %415 = icmp eq i32 %414, 0
  br i1 %415, label %416, label %421

416:                                              ; preds = %405
  %417 = load i32, i32* @rank, align 4, !tbaa !5
  %418 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %417, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0)) #10
  %419 = load i32, i32* @failures, align 4, !tbaa !5
  %420 = add nsw i32 %419, 1
  store i32 %420, i32* @failures, align 4, !tbaa !5
  br label %421

421:                                              ; preds = %416, %405
  %422 = load i32, i32* @rank, align 4, !tbaa !5
  %423 = icmp eq i32 %422, 0
  br i1 %423, label %424, label %429

424:                                              ; preds = %421
  %425 = load i32, i32* %131, align 4, !tbaa !5
  %426 = icmp eq i32 %425, 0
  %427 = select i1 %426, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %428 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0), i8* noundef %427) #10
  br label %429

429:                                              ; preds = %424, %421
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %412) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %411) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %392) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %388) #10
  %430 = bitcast i64* %142 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %430) #10
  %431 = load i32, i32* @rank, align 4, !tbaa !5
  %432 = sext i32 %431 to i64
  %433 = mul nsw i64 %432, 4000000000
  store i64 %433, i64* %142, align 8, !tbaa !24
  %434 = bitcast i64* %143 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %434) #10
  %435 = load i32, i32* @size, align 4, !tbaa !5
  %436 = icmp sgt i32 %435, 0
  br i1 %436, label %437, label %454

437:                                              ; preds = %429
  %438 = add i32 %435, -1
  %439 = zext i32 %438 to i64
  %440 = add i32 %435, -2
  %441 = zext i32 %440 to i64
  %442 = mul nuw i64 %439, %441
  %443 = lshr i64 %442, 1
  %444 = add nuw i64 %443, %439
  %445 = mul i64 %444, 4000000000
  br label %454

446:                                              ; preds = %387, %446
  %447 = phi i32 [ %452, %446 ], [ 0, %387 ]
  %448 = phi i32 [ %451, %446 ], [ 0, %387 ]
  %449 = and i32 %447, 31
  %450 = shl i32 1, %449
  %451 = or i32 %450, %448
  %452 = add nuw nsw i32 %447, 1
  %453 = icmp eq i32 %452, %393
  br i1 %453, label %405, label %446, !llvm.loop !26

454:                                              ; preds = %437, %429
  %455 = phi i64 [ 0, %429 ], [ %445, %437 ]
  %456 = call i32 @MPI_Allreduce(i8* noundef nonnull %430, i8* noundef nonnull %434, i32 noundef 1, i32 noundef 1275070471, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %457 = load i64, i64* %143, align 8, !tbaa !24
  %458 = icmp eq i64 %457, %455
  %459 = zext i1 %458 to i32
  %460 = bitcast i32* %128 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %460) #10
  store i32 %459, i32* %128, align 4, !tbaa !5
  %461 = bitcast i32* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %461) #10
  %462 = call i32 @MPI_Allreduce(i8* noundef nonnull %460, i8* noundef nonnull %461, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %463 = load i32, i32* %128, align 4, !tbaa !5
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %465, label %470

465:                                              ; preds = %454
  %466 = load i32, i32* @rank, align 4, !tbaa !5
  %467 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %466, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0)) #10
  %468 = load i32, i32* @failures, align 4, !tbaa !5
  %469 = add nsw i32 %468, 1
  store i32 %469, i32* @failures, align 4, !tbaa !5
  br label %470

470:                                              ; preds = %465, %454
  %471 = load i32, i32* @rank, align 4, !tbaa !5
  %472 = icmp eq i32 %471, 0
  br i1 %472, label %473, label %478

473:                                              ; preds = %470
  %474 = load i32, i32* %129, align 4, !tbaa !5
  %475 = icmp eq i32 %474, 0
  %476 = select i1 %475, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %477 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i8* noundef %476) #10
  br label %478

478:                                              ; preds = %473, %470
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %461) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %460) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %434) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %430) #10
  %479 = bitcast i64* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %479) #10
  %480 = load i32, i32* @rank, align 4, !tbaa !5
  %481 = srem i32 %480, 64
  %482 = zext i32 %481 to i64
  %483 = shl i64 1, %482
  %484 = xor i64 %483, -1
  store i64 %484, i64* %144, align 8, !tbaa !27
  %485 = bitcast i64* %145 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %485) #10
  %486 = load i32, i32* @size, align 4, !tbaa !5
  %487 = icmp sgt i32 %486, 0
  br i1 %487, label %520, label %488

488:                                              ; preds = %520, %478
  %489 = phi i64 [ -1, %478 ], [ %527, %520 ]
  %490 = call i32 @MPI_Allreduce(i8* noundef nonnull %479, i8* noundef nonnull %485, i32 noundef 1, i32 noundef 1275070489, i32 noundef 1476395014, i32 noundef 1140850688) #10
  %491 = load i64, i64* %145, align 8, !tbaa !27
  %492 = icmp eq i64 %491, %489
  %493 = zext i1 %492 to i32
  %494 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %494) #10
  store i32 %493, i32* %126, align 4, !tbaa !5
  %495 = bitcast i32* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %495) #10
  %496 = call i32 @MPI_Allreduce(i8* noundef nonnull %494, i8* noundef nonnull %495, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %497 = load i32, i32* %126, align 4, !tbaa !5
  %498 = icmp eq i32 %497, 0
  br i1 %498, label %499, label %504

499:                                              ; preds = %488
  %500 = load i32, i32* @rank, align 4, !tbaa !5
  %501 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %500, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0)) #10
  %502 = load i32, i32* @failures, align 4, !tbaa !5
  %503 = add nsw i32 %502, 1
  store i32 %503, i32* @failures, align 4, !tbaa !5
  br label %504

504:                                              ; preds = %499, %488
  %505 = load i32, i32* @rank, align 4, !tbaa !5
  %506 = icmp eq i32 %505, 0
  br i1 %506, label %507, label %512

507:                                              ; preds = %504
  %508 = load i32, i32* %127, align 4, !tbaa !5
  %509 = icmp eq i32 %508, 0
  %510 = select i1 %509, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %511 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0), i8* noundef %510) #10
  br label %512

512:                                              ; preds = %507, %504
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %495) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %494) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %485) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %479) #10
  %513 = bitcast float* %146 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %513) #10
  %514 = load i32, i32* @rank, align 4, !tbaa !5
  %515 = sitofp i32 %514 to float
  %516 = fadd float %515, -2.500000e+00
  store float %516, float* %146, align 4, !tbaa !29
  %517 = bitcast float* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %517) #10
  %518 = load i32, i32* @size, align 4, !tbaa !5
  %519 = icmp sgt i32 %518, 0
  br i1 %519, label %569, label %530

520:                                              ; preds = %478, %520
  %521 = phi i32 [ %528, %520 ], [ 0, %478 ]
  %522 = phi i64 [ %527, %520 ], [ -1, %478 ]
  %523 = and i32 %521, 63
  %524 = zext i32 %523 to i64
  %525 = shl i64 1, %524
  %526 = xor i64 %525, -1
  %527 = and i64 %522, %526
  %528 = add nuw nsw i32 %521, 1
  %529 = icmp eq i32 %528, %486
  br i1 %529, label %488, label %520, !llvm.loop !31

530:                                              ; preds = %569, %512
  %531 = phi float [ 0x46293E5940000000, %512 ], [ %575, %569 ]
  %532 = call i32 @MPI_Allreduce(i8* noundef nonnull %513, i8* noundef nonnull %517, i32 noundef 1, i32 noundef 1275069450, i32 noundef 1476395010, i32 noundef 1140850688) #10
  %533 = load float, float* %147, align 4, !tbaa !29
  %534 = fcmp oeq float %533, %531
  %535 = zext i1 %534 to i32
  %536 = bitcast i32* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %536) #10
  store i32 %535, i32* %124, align 4, !tbaa !5
  %537 = bitcast i32* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %537) #10
  %538 = call i32 @MPI_Allreduce(i8* noundef nonnull %536, i8* noundef nonnull %537, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %539 = load i32, i32* %124, align 4, !tbaa !5
  %540 = icmp eq i32 %539, 0
  br i1 %540, label %541, label %546

541:                                              ; preds = %530
  %542 = load i32, i32* @rank, align 4, !tbaa !5
  %543 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %542, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0)) #10
  %544 = load i32, i32* @failures, align 4, !tbaa !5
  %545 = add nsw i32 %544, 1
  store i32 %545, i32* @failures, align 4, !tbaa !5
  br label %546

546:                                              ; preds = %541, %530
  %547 = load i32, i32* @rank, align 4, !tbaa !5
  %548 = icmp eq i32 %547, 0
  br i1 %548, label %549, label %554

549:                                              ; preds = %546
  %550 = load i32, i32* %125, align 4, !tbaa !5
  %551 = icmp eq i32 %550, 0
  %552 = select i1 %551, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %553 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0), i8* noundef %552) #10
  br label %554

554:                                              ; preds = %549, %546
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %537) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %536) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %517) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %513) #10
  %555 = bitcast [3 x double]* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %555) #10
  %556 = getelementptr inbounds [3 x double], [3 x double]* %148, i64 0, i64 0
  %557 = load i32, i32* @rank, align 4, !tbaa !5
  %558 = sitofp i32 %557 to double
  %559 = fadd double %558, 5.000000e-01
  store double %559, double* %556, align 16, !tbaa !16
  %560 = getelementptr inbounds [3 x double], [3 x double]* %148, i64 0, i64 1
  %561 = fmul double %558, 1.250000e-01
  %562 = fadd double %561, 1.000000e+00
  store double %562, double* %560, align 8, !tbaa !16
  %563 = getelementptr inbounds [3 x double], [3 x double]* %148, i64 0, i64 2
  %564 = sub nsw i32 0, %557
  %565 = sitofp i32 %564 to double
  store double %565, double* %563, align 16, !tbaa !16
  %566 = bitcast [3 x double]* %149 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %566) #10
  %567 = load i32, i32* @size, align 4, !tbaa !5
  %568 = icmp sgt i32 %567, 0
  br i1 %568, label %618, label %578

569:                                              ; preds = %512, %569
  %570 = phi i32 [ %576, %569 ], [ 0, %512 ]
  %571 = phi float [ %575, %569 ], [ 0x46293E5940000000, %512 ]
  %572 = sitofp i32 %570 to float
  %573 = fadd float %572, -2.500000e+00
  %574 = fcmp olt float %573, %571
  %575 = select i1 %574, float %573, float %571
  %576 = add nuw nsw i32 %570, 1
  %577 = icmp eq i32 %576, %518
  br i1 %577, label %530, label %569, !llvm.loop !32

578:                                              ; preds = %618, %554
  %579 = phi double [ 0.000000e+00, %554 ], [ %627, %618 ]
  %580 = phi double [ 0.000000e+00, %554 ], [ %624, %618 ]
  %581 = getelementptr inbounds [3 x double], [3 x double]* %149, i64 0, i64 0
  %582 = call i32 @MPI_Allreduce(i8* noundef nonnull %555, i8* noundef nonnull %566, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %583 = bitcast double* %560 to i8*
  %584 = getelementptr inbounds [3 x double], [3 x double]* %149, i64 0, i64 1
  %585 = bitcast double* %584 to i8*
  %586 = call i32 @MPI_Allreduce(i8* noundef nonnull %583, i8* noundef nonnull %585, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395012, i32 noundef 1140850688) #10
  %587 = bitcast double* %563 to i8*
  %588 = getelementptr inbounds [3 x double], [3 x double]* %149, i64 0, i64 2
  %589 = bitcast double* %588 to i8*
  %590 = call i32 @MPI_Allreduce(i8* noundef nonnull %587, i8* noundef nonnull %589, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %591 = load double, double* %581, align 16, !tbaa !16
  %592 = fcmp oeq double %591, %580
  %593 = load double, double* %588, align 16
  %594 = fcmp oeq double %593, %579
  %595 = select i1 %592, i1 %594, i1 false
  %596 = zext i1 %595 to i32
  %597 = bitcast i32* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %597) #10
  store i32 %596, i32* %122, align 4, !tbaa !5
  %598 = bitcast i32* %123 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %598) #10
  %599 = call i32 @MPI_Allreduce(i8* noundef nonnull %597, i8* noundef nonnull %598, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %600 = load i32, i32* %122, align 4, !tbaa !5
  %601 = icmp eq i32 %600, 0
  br i1 %601, label %602, label %607

602:                                              ; preds = %578
  %603 = load i32, i32* @rank, align 4, !tbaa !5
  %604 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %603, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0)) #10
  %605 = load i32, i32* @failures, align 4, !tbaa !5
  %606 = add nsw i32 %605, 1
  store i32 %606, i32* @failures, align 4, !tbaa !5
  br label %607

607:                                              ; preds = %602, %578
  %608 = load i32, i32* @rank, align 4, !tbaa !5
  %609 = icmp eq i32 %608, 0
  br i1 %609, label %610, label %615

610:                                              ; preds = %607
  %611 = load i32, i32* %123, align 4, !tbaa !5
  %612 = icmp eq i32 %611, 0
  %613 = select i1 %612, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %614 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0), i8* noundef %613) #10
  br label %615

615:                                              ; preds = %610, %607
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %598) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %597) #10
  %616 = load i32, i32* @rank, align 4, !tbaa !5
  %617 = icmp eq i32 %616, 0
  br i1 %617, label %630, label %633

618:                                              ; preds = %554, %618
  %619 = phi i32 [ %628, %618 ], [ 0, %554 ]
  %620 = phi double [ %624, %618 ], [ 0.000000e+00, %554 ]
  %621 = phi double [ %627, %618 ], [ 0.000000e+00, %554 ]
  %622 = sitofp i32 %619 to double
  %623 = fadd double %622, 5.000000e-01
  %624 = fadd double %620, %623
  %625 = sub nsw i32 0, %619
  %626 = sitofp i32 %625 to double
  %627 = fadd double %621, %626
  %628 = add nuw nsw i32 %619, 1
  %629 = icmp eq i32 %628, %567
  br i1 %629, label %578, label %618, !llvm.loop !33

630:                                              ; preds = %615
  %631 = load double, double* %584, align 8, !tbaa !16
  %632 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.26, i64 0, i64 0), double noundef %631) #10
  br label %633

633:                                              ; preds = %630, %615
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %566) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %555) #10
  %634 = bitcast double* %150 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %634) #10
  %635 = load i32, i32* @rank, align 4, !tbaa !5
  %636 = and i32 %635, 1
  %637 = icmp eq i32 %636, 0
  %638 = select i1 %637, double 1.000000e+00, double 1.000000e+16
  store double %638, double* %150, align 8, !tbaa !16
  %639 = bitcast double* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %639) #10
  %640 = call i32 @MPI_Allreduce(i8* noundef nonnull %634, i8* noundef nonnull %639, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %641 = bitcast double* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %641) #10
  %642 = call i32 @MPI_Reduce(i8* noundef nonnull %634, i8* noundef nonnull %641, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #10
  %643 = load i32, i32* @rank, align 4, !tbaa !5
  %644 = icmp eq i32 %643, 0
  br i1 %644, label %645, label %649

645:                                              ; preds = %633
  %646 = load double, double* %151, align 8, !tbaa !16
  %647 = load double, double* %152, align 8, !tbaa !16
  %648 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.27, i64 0, i64 0), double noundef %646, double noundef %647) #10
  br label %649

649:                                              ; preds = %645, %633
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %641) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %639) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %634) #10
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %153) #10
  %650 = load i32, i32* @rank, align 4, !tbaa !5
  %651 = trunc i32 %650 to i8
  %652 = and i8 %651, 1
  store i8 %652, i8* %153, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %154) #10
  %653 = call i32 @MPI_Allreduce(i8* noundef nonnull %153, i8* noundef nonnull %154, i32 noundef 1, i32 noundef 1275068696, i32 noundef 1476395017, i32 noundef 1140850688) #10
  %654 = load i8, i8* %154, align 1, !tbaa !20
  %655 = sext i8 %654 to i32
  %656 = load i32, i32* @size, align 4, !tbaa !5
  %657 = sdiv i32 %656, 2
  %658 = srem i32 %657, 2
  %659 = icmp eq i32 %658, %655
  %660 = zext i1 %659 to i32
  %661 = bitcast i32* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %661) #10
  store i32 %660, i32* %120, align 4, !tbaa !5
  %662 = bitcast i32* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %662) #10
  %663 = call i32 @MPI_Allreduce(i8* noundef nonnull %661, i8* noundef nonnull %662, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %664 = load i32, i32* %120, align 4, !tbaa !5
  %665 = icmp eq i32 %664, 0
  br i1 %665, label %666, label %671

666:                                              ; preds = %649
  %667 = load i32, i32* @rank, align 4, !tbaa !5
  %668 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %667, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0)) #10
  %669 = load i32, i32* @failures, align 4, !tbaa !5
  %670 = add nsw i32 %669, 1
  store i32 %670, i32* @failures, align 4, !tbaa !5
  br label %671

671:                                              ; preds = %666, %649
  %672 = load i32, i32* @rank, align 4, !tbaa !5
  %673 = icmp eq i32 %672, 0
  br i1 %673, label %674, label %679

674:                                              ; preds = %671
  %675 = load i32, i32* %121, align 4, !tbaa !5
  %676 = icmp eq i32 %675, 0
  %677 = select i1 %676, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %678 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0), i8* noundef %677) #10
  br label %679

679:                                              ; preds = %674, %671
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %662) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %661) #10
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %154) #10
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %153) #10
  %680 = bitcast %struct.anon* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %680) #10
  %681 = bitcast %struct.anon* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %681) #10
  %682 = load i32, i32* @rank, align 4, !tbaa !5
  %683 = mul nsw i32 %682, 7
  %684 = srem i32 %683, 5
  %685 = sitofp i32 %684 to double
  %686 = getelementptr inbounds %struct.anon, %struct.anon* %155, i64 0, i32 0
  store double %685, double* %686, align 8, !tbaa !34
  %687 = getelementptr inbounds %struct.anon, %struct.anon* %155, i64 0, i32 1
  store i32 %682, i32* %687, align 8, !tbaa !36
  %688 = call i32 @MPI_Allreduce(i8* noundef nonnull %680, i8* noundef nonnull %681, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395020, i32 noundef 1140850688) #10
  %689 = load i32, i32* @size, align 4, !tbaa !5
  %690 = icmp sgt i32 %689, 0
  br i1 %690, label %724, label %691

691:                                              ; preds = %724, %679
  %692 = phi double [ -1.000000e+00, %679 ], [ %732, %724 ]
  %693 = phi i32 [ -1, %679 ], [ %733, %724 ]
  %694 = getelementptr inbounds %struct.anon, %struct.anon* %156, i64 0, i32 0
  %695 = load double, double* %694, align 8, !tbaa !34
  %696 = fcmp oeq double %695, %692
  %697 = getelementptr inbounds %struct.anon, %struct.anon* %156, i64 0, i32 1
  %698 = load i32, i32* %697, align 8
  %699 = icmp eq i32 %698, %693
  %700 = select i1 %696, i1 %699, i1 false
  %701 = zext i1 %700 to i32
  %702 = bitcast i32* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %702) #10
  store i32 %701, i32* %118, align 4, !tbaa !5
  %703 = bitcast i32* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %703) #10
  %704 = call i32 @MPI_Allreduce(i8* noundef nonnull %702, i8* noundef nonnull %703, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %705 = load i32, i32* %118, align 4, !tbaa !5
  %706 = icmp eq i32 %705, 0
  br i1 %706, label %707, label %712

707:                                              ; preds = %691
  %708 = load i32, i32* @rank, align 4, !tbaa !5
  %709 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %708, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0)) #10
  %710 = load i32, i32* @failures, align 4, !tbaa !5
  %711 = add nsw i32 %710, 1
  store i32 %711, i32* @failures, align 4, !tbaa !5
  br label %712

712:                                              ; preds = %707, %691
  %713 = load i32, i32* @rank, align 4, !tbaa !5
  %714 = icmp eq i32 %713, 0
  br i1 %714, label %715, label %720

715:                                              ; preds = %712
  %716 = load i32, i32* %119, align 4, !tbaa !5
  %717 = icmp eq i32 %716, 0
  %718 = select i1 %717, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %719 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0), i8* noundef %718) #10
  br label %720

720:                                              ; preds = %715, %712
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %703) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %702) #10
  %721 = call i32 @MPI_Allreduce(i8* noundef nonnull %680, i8* noundef nonnull %681, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395019, i32 noundef 1140850688) #10
  %722 = load i32, i32* @size, align 4, !tbaa !5
  %723 = icmp sgt i32 %722, 0
  br i1 %723, label %778, label %736

724:                                              ; preds = %679, %724
  %725 = phi i32 [ %734, %724 ], [ 0, %679 ]
  %726 = phi i32 [ %733, %724 ], [ -1, %679 ]
  %727 = phi double [ %732, %724 ], [ -1.000000e+00, %679 ]
  %728 = mul nsw i32 %725, 7
  %729 = urem i32 %728, 5
  %730 = sitofp i32 %729 to double
  %731 = fcmp olt double %727, %730
  %732 = select i1 %731, double %730, double %727
  %733 = select i1 %731, i32 %725, i32 %726
  %734 = add nuw nsw i32 %725, 1
  %735 = icmp eq i32 %734, %689
  br i1 %735, label %691, label %724, !llvm.loop !37

736:                                              ; preds = %778, %720
  %737 = phi double [ 1.000000e+09, %720 ], [ %786, %778 ]
  %738 = phi i32 [ -1, %720 ], [ %787, %778 ]
  %739 = load double, double* %694, align 8, !tbaa !34
  %740 = fcmp oeq double %739, %737
  %741 = load i32, i32* %697, align 8
  %742 = icmp eq i32 %741, %738
  %743 = select i1 %740, i1 %742, i1 false
  %744 = zext i1 %743 to i32
  %745 = bitcast i32* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %745) #10
  store i32 %744, i32* %116, align 4, !tbaa !5
  %746 = bitcast i32* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %746) #10
  %747 = call i32 @MPI_Allreduce(i8* noundef nonnull %745, i8* noundef nonnull %746, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %748 = load i32, i32* %116, align 4, !tbaa !5
  %749 = icmp eq i32 %748, 0
  br i1 %749, label %750, label %755

750:                                              ; preds = %736
  %751 = load i32, i32* @rank, align 4, !tbaa !5
  %752 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %751, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0)) #10
  %753 = load i32, i32* @failures, align 4, !tbaa !5
  %754 = add nsw i32 %753, 1
  store i32 %754, i32* @failures, align 4, !tbaa !5
  br label %755

755:                                              ; preds = %750, %736
  %756 = load i32, i32* @rank, align 4, !tbaa !5
  %757 = icmp eq i32 %756, 0
  br i1 %757, label %758, label %763

758:                                              ; preds = %755
  %759 = load i32, i32* %117, align 4, !tbaa !5
  %760 = icmp eq i32 %759, 0
  %761 = select i1 %760, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %762 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0), i8* noundef %761) #10
  br label %763

763:                                              ; preds = %758, %755
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %746) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %745) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %681) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %680) #10
  %764 = bitcast [2 x i32]* %157 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %764) #10
  %765 = getelementptr inbounds [2 x i32], [2 x i32]* %157, i64 0, i64 0
  %766 = load i32, i32* @rank, align 4, !tbaa !5
  %767 = srem i32 %766, 3
  %768 = sub nsw i32 0, %767
  store i32 %768, i32* %765, align 4, !tbaa !5
  %769 = getelementptr inbounds [2 x i32], [2 x i32]* %157, i64 0, i64 1
  store i32 %766, i32* %769, align 4, !tbaa !5
  %770 = bitcast [2 x i32]* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %770) #10
  %771 = load i32, i32* @size, align 4, !tbaa !5
  %772 = add nsw i32 %771, -1
  %773 = call i32 @MPI_Reduce(i8* noundef nonnull %764, i8* noundef nonnull %770, i32 noundef 1, i32 noundef 1275070486, i32 noundef 1476395020, i32 noundef %772, i32 noundef 1140850688) #10
  %774 = load i32, i32* @rank, align 4, !tbaa !5
  %775 = load i32, i32* @size, align 4, !tbaa !5
  %776 = add nsw i32 %775, -1
  %777 = icmp eq i32 %774, %776
  br i1 %777, label %790, label %799

778:                                              ; preds = %720, %778
  %779 = phi i32 [ %788, %778 ], [ 0, %720 ]
  %780 = phi i32 [ %787, %778 ], [ -1, %720 ]
  %781 = phi double [ %786, %778 ], [ 1.000000e+09, %720 ]
  %782 = mul nsw i32 %779, 7
  %783 = urem i32 %782, 5
  %784 = sitofp i32 %783 to double
  %785 = fcmp ogt double %781, %784
  %786 = select i1 %785, double %784, double %781
  %787 = select i1 %785, i32 %779, i32 %780
  %788 = add nuw nsw i32 %779, 1
  %789 = icmp eq i32 %788, %722
  br i1 %789, label %736, label %778, !llvm.loop !38

790:                                              ; preds = %763
  %791 = getelementptr inbounds [2 x i32], [2 x i32]* %158, i64 0, i64 0
  %792 = load i32, i32* %791, align 4, !tbaa !5
  %793 = icmp eq i32 %792, 0
  %794 = getelementptr inbounds [2 x i32], [2 x i32]* %158, i64 0, i64 1
  %795 = load i32, i32* %794, align 4
  %796 = icmp eq i32 %795, 0
  %797 = select i1 %793, i1 %796, i1 false
  %798 = zext i1 %797 to i32
  br label %799

799:                                              ; preds = %790, %763
  %800 = phi i32 [ %798, %790 ], [ 1, %763 ]
  %801 = bitcast i32* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %801) #10
  store i32 %800, i32* %114, align 4, !tbaa !5
  %802 = bitcast i32* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %802) #10
  %803 = call i32 @MPI_Allreduce(i8* noundef nonnull %801, i8* noundef nonnull %802, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %804 = load i32, i32* %114, align 4, !tbaa !5
  %805 = icmp eq i32 %804, 0
  br i1 %805, label %806, label %811

806:                                              ; preds = %799
  %807 = load i32, i32* @rank, align 4, !tbaa !5
  %808 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %807, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0)) #10
  %809 = load i32, i32* @failures, align 4, !tbaa !5
  %810 = add nsw i32 %809, 1
  store i32 %810, i32* @failures, align 4, !tbaa !5
  br label %811

811:                                              ; preds = %806, %799
  %812 = load i32, i32* @rank, align 4, !tbaa !5
  %813 = icmp eq i32 %812, 0
  br i1 %813, label %814, label %819

814:                                              ; preds = %811
  %815 = load i32, i32* %115, align 4, !tbaa !5
  %816 = icmp eq i32 %815, 0
  %817 = select i1 %816, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %818 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0), i8* noundef %817) #10
  br label %819

819:                                              ; preds = %814, %811
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %802) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %801) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %770) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %764) #10
  %820 = bitcast %struct.anon.0* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %820) #10
  %821 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %159, i64 0, i32 0
  %822 = load i32, i32* @rank, align 4, !tbaa !5
  %823 = srem i32 %822, 4
  %824 = sitofp i32 %823 to float
  store float %824, float* %821, align 4, !tbaa !39
  %825 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %159, i64 0, i32 1
  store i32 %822, i32* %825, align 4, !tbaa !41
  %826 = bitcast %struct.anon.0* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %826) #10
  %827 = call i32 @MPI_Allreduce(i8* noundef nonnull %820, i8* noundef nonnull %826, i32 noundef 1, i32 noundef -1946157056, i32 noundef 1476395020, i32 noundef 1140850688) #10
  %828 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %160, i64 0, i32 0
  %829 = load float, float* %828, align 4, !tbaa !39
  %830 = load i32, i32* @size, align 4, !tbaa !5
  %831 = icmp sgt i32 %830, 3
  %832 = add nsw i32 %830, -1
  %833 = sitofp i32 %832 to float
  %834 = select i1 %831, float 3.000000e+00, float %833
  %835 = fcmp oeq float %829, %834
  %836 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %160, i64 0, i32 1
  %837 = load i32, i32* %836, align 4
  %838 = select i1 %831, i32 3, i32 %832
  %839 = icmp eq i32 %837, %838
  %840 = select i1 %835, i1 %839, i1 false
  %841 = zext i1 %840 to i32
  %842 = bitcast i32* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %842) #10
  store i32 %841, i32* %112, align 4, !tbaa !5
  %843 = bitcast i32* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %843) #10
  %844 = call i32 @MPI_Allreduce(i8* noundef nonnull %842, i8* noundef nonnull %843, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %845 = load i32, i32* %112, align 4, !tbaa !5
  %846 = icmp eq i32 %845, 0
  br i1 %846, label %847, label %852

847:                                              ; preds = %819
  %848 = load i32, i32* @rank, align 4, !tbaa !5
  %849 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %848, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0)) #10
  %850 = load i32, i32* @failures, align 4, !tbaa !5
  %851 = add nsw i32 %850, 1
  store i32 %851, i32* @failures, align 4, !tbaa !5
  br label %852

852:                                              ; preds = %847, %819
  %853 = load i32, i32* @rank, align 4, !tbaa !5
  %854 = icmp eq i32 %853, 0
  br i1 %854, label %855, label %860

855:                                              ; preds = %852
  %856 = load i32, i32* %113, align 4, !tbaa !5
  %857 = icmp eq i32 %856, 0
  %858 = select i1 %857, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %859 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0), i8* noundef %858) #10
  br label %860

860:                                              ; preds = %855, %852
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %843) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %842) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %826) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %820) #10
  %861 = bitcast %struct.anon.1* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %861) #10
  %862 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %161, i64 0, i32 0
  %863 = load i32, i32* @rank, align 4, !tbaa !5
  %864 = sext i32 %863 to i64
  %865 = mul i64 %864, -3000000000
  store i64 %865, i64* %862, align 8, !tbaa !42
  %866 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %161, i64 0, i32 1
  store i32 %863, i32* %866, align 8, !tbaa !44
  %867 = bitcast %struct.anon.1* %162 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %867) #10
  %868 = call i32 @MPI_Allreduce(i8* noundef nonnull %861, i8* noundef nonnull %867, i32 noundef 1, i32 noundef -1946157054, i32 noundef 1476395019, i32 noundef 1140850688) #10
  %869 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %162, i64 0, i32 0
  %870 = load i64, i64* %869, align 8, !tbaa !42
  %871 = load i32, i32* @size, align 4, !tbaa !5
  %872 = add nsw i32 %871, -1
  %873 = sext i32 %872 to i64
  %874 = mul i64 %873, -3000000000
  %875 = icmp eq i64 %870, %874
  %876 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %162, i64 0, i32 1
  %877 = load i32, i32* %876, align 8
  %878 = icmp eq i32 %877, %872
  %879 = select i1 %875, i1 %878, i1 false
  %880 = zext i1 %879 to i32
  %881 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %881) #10
  store i32 %880, i32* %110, align 4, !tbaa !5
  %882 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %882) #10
  %883 = call i32 @MPI_Allreduce(i8* noundef nonnull %881, i8* noundef nonnull %882, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %884 = load i32, i32* %110, align 4, !tbaa !5
  %885 = icmp eq i32 %884, 0
  br i1 %885, label %886, label %891

886:                                              ; preds = %860
  %887 = load i32, i32* @rank, align 4, !tbaa !5
  %888 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %887, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0)) #10
  %889 = load i32, i32* @failures, align 4, !tbaa !5
  %890 = add nsw i32 %889, 1
  store i32 %890, i32* @failures, align 4, !tbaa !5
  br label %891

891:                                              ; preds = %886, %860
  %892 = load i32, i32* @rank, align 4, !tbaa !5
  %893 = icmp eq i32 %892, 0
  br i1 %893, label %894, label %899

894:                                              ; preds = %891
  %895 = load i32, i32* %111, align 4, !tbaa !5
  %896 = icmp eq i32 %895, 0
  %897 = select i1 %896, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %898 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0), i8* noundef %897) #10
  br label %899

899:                                              ; preds = %894, %891
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %882) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %881) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %867) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %861) #10
  %900 = bitcast %struct.anon.2* %163 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %900) #10
  %901 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %163, i64 0, i32 0
  %902 = load i32, i32* @rank, align 4, !tbaa !5
  %903 = load i32, i32* @size, align 4, !tbaa !5
  %904 = sdiv i32 %903, 2
  %905 = icmp eq i32 %902, %904
  %906 = select i1 %905, i16 99, i16 1
  store i16 %906, i16* %901, align 4, !tbaa !45
  %907 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %163, i64 0, i32 1
  store i32 %902, i32* %907, align 4, !tbaa !47
  %908 = bitcast %struct.anon.2* %164 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %908) #10
  %909 = call i32 @MPI_Allreduce(i8* noundef nonnull %900, i8* noundef nonnull %908, i32 noundef 1, i32 noundef -1946157053, i32 noundef 1476395020, i32 noundef 1140850688) #10
  %910 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %164, i64 0, i32 0
  %911 = load i16, i16* %910, align 4, !tbaa !45
  %912 = icmp eq i16 %911, 99
  br i1 %912, label %913, label %920

913:                                              ; preds = %899
  %914 = load i32, i32* @size, align 4, !tbaa !5
  %915 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %164, i64 0, i32 1
  %916 = load i32, i32* %915, align 4, !tbaa !47
  %917 = sdiv i32 %914, 2
  %918 = icmp eq i32 %916, %917
  %919 = zext i1 %918 to i32
  br label %920

920:                                              ; preds = %913, %899
  %921 = phi i32 [ 0, %899 ], [ %919, %913 ]
  %922 = bitcast i32* %108 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %922) #10
  store i32 %921, i32* %108, align 4, !tbaa !5
  %923 = bitcast i32* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %923) #10
  %924 = call i32 @MPI_Allreduce(i8* noundef nonnull %922, i8* noundef nonnull %923, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %925 = load i32, i32* %108, align 4, !tbaa !5
  %926 = icmp eq i32 %925, 0
  br i1 %926, label %927, label %932

927:                                              ; preds = %920
  %928 = load i32, i32* @rank, align 4, !tbaa !5
  %929 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %928, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0)) #10
  %930 = load i32, i32* @failures, align 4, !tbaa !5
  %931 = add nsw i32 %930, 1
  store i32 %931, i32* @failures, align 4, !tbaa !5
  br label %932

932:                                              ; preds = %927, %920
  %933 = load i32, i32* @rank, align 4, !tbaa !5
  %934 = icmp eq i32 %933, 0
  br i1 %934, label %935, label %940

935:                                              ; preds = %932
  %936 = load i32, i32* %109, align 4, !tbaa !5
  %937 = icmp eq i32 %936, 0
  %938 = select i1 %937, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %939 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0), i8* noundef %938) #10
  br label %940

940:                                              ; preds = %935, %932
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %923) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %922) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %908) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %900) #10
  %941 = bitcast i32* %165 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %941) #10
  %942 = load i32, i32* @rank, align 4, !tbaa !5
  %943 = add nsw i32 %942, 1
  store i32 %943, i32* %165, align 4, !tbaa !5
  %944 = call i32 @MPI_Allreduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %941, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %945 = load i32, i32* @size, align 4, !tbaa !5
  %946 = icmp sgt i32 %945, 0
  br i1 %946, label %947, label %958

947:                                              ; preds = %940
  %948 = shl i32 %945, 1
  %949 = add i32 %945, -1
  %950 = zext i32 %949 to i33
  %951 = add i32 %945, -2
  %952 = zext i32 %951 to i33
  %953 = mul i33 %950, %952
  %954 = lshr i33 %953, 1
  %955 = trunc i33 %954 to i32
  %956 = add i32 %948, -1
  %957 = add i32 %956, %955
  br label %958

958:                                              ; preds = %947, %940
  %959 = phi i32 [ 0, %940 ], [ %957, %947 ]
  %960 = load i32, i32* %165, align 4, !tbaa !5
  %961 = icmp eq i32 %960, %959
  %962 = zext i1 %961 to i32
  %963 = bitcast i32* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %963) #10
  store i32 %962, i32* %106, align 4, !tbaa !5
  %964 = bitcast i32* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %964) #10
  %965 = call i32 @MPI_Allreduce(i8* noundef nonnull %963, i8* noundef nonnull %964, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %966 = load i32, i32* %106, align 4, !tbaa !5
  %967 = icmp eq i32 %966, 0
  br i1 %967, label %968, label %973

968:                                              ; preds = %958
  %969 = load i32, i32* @rank, align 4, !tbaa !5
  %970 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %969, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0)) #10
  %971 = load i32, i32* @failures, align 4, !tbaa !5
  %972 = add nsw i32 %971, 1
  store i32 %972, i32* @failures, align 4, !tbaa !5
  br label %973

973:                                              ; preds = %968, %958
  %974 = load i32, i32* @rank, align 4, !tbaa !5
  %975 = icmp eq i32 %974, 0
  br i1 %975, label %976, label %981

976:                                              ; preds = %973
  %977 = load i32, i32* %107, align 4, !tbaa !5
  %978 = icmp eq i32 %977, 0
  %979 = select i1 %978, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %980 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0), i8* noundef %979) #10
  br label %981

981:                                              ; preds = %976, %973
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %964) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %963) #10
  %982 = bitcast i32* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %982) #10
  %983 = load i32, i32* @rank, align 4, !tbaa !5
  %984 = add nsw i32 %983, 1
  store i32 %984, i32* %166, align 4, !tbaa !5
  %985 = bitcast i32* %167 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %985) #10
  store i32 -5, i32* %167, align 4, !tbaa !5
  %986 = icmp eq i32 %983, 0
  br i1 %986, label %987, label %989

987:                                              ; preds = %981
  %988 = call i32 @MPI_Reduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %982, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #10
  br label %991

989:                                              ; preds = %981
  %990 = call i32 @MPI_Reduce(i8* noundef nonnull %982, i8* noundef nonnull %985, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #10
  br label %991

991:                                              ; preds = %989, %987
  %992 = load i32, i32* @rank, align 4, !tbaa !5
  %993 = icmp ne i32 %992, 0
  %994 = load i32, i32* %166, align 4
  %995 = icmp eq i32 %994, %959
  %996 = select i1 %993, i1 true, i1 %995
  %997 = zext i1 %996 to i32
  %998 = bitcast i32* %104 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %998) #10
  store i32 %997, i32* %104, align 4, !tbaa !5
  %999 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %999) #10
  %1000 = call i32 @MPI_Allreduce(i8* noundef nonnull %998, i8* noundef nonnull %999, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1001 = load i32, i32* %104, align 4, !tbaa !5
  %1002 = icmp eq i32 %1001, 0
  br i1 %1002, label %1003, label %1008

1003:                                             ; preds = %991
  %1004 = load i32, i32* @rank, align 4, !tbaa !5
  %1005 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1004, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0)) #10
  %1006 = load i32, i32* @failures, align 4, !tbaa !5
  %1007 = add nsw i32 %1006, 1
  store i32 %1007, i32* @failures, align 4, !tbaa !5
  br label %1008

1008:                                             ; preds = %1003, %991
  %1009 = load i32, i32* @rank, align 4, !tbaa !5
  %1010 = icmp eq i32 %1009, 0
  br i1 %1010, label %1011, label %1016

1011:                                             ; preds = %1008
  %1012 = load i32, i32* %105, align 4, !tbaa !5
  %1013 = icmp eq i32 %1012, 0
  %1014 = select i1 %1013, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1015 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1014) #10
  br label %1016

1016:                                             ; preds = %1008, %1011
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %999) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %998) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %985) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %982) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %941) #10
  %1017 = load i32, i32* @size, align 4, !tbaa !5
  %1018 = sdiv i32 %1017, 2
  %1019 = sext i32 %1017 to i64
  %1020 = mul nsw i64 %1019, 12
  %1021 = call noalias i8* @malloc(i64 noundef %1020) #10
  %1022 = bitcast i8* %1021 to i32*
  %1023 = bitcast [3 x i32]* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1023) #10
  %1024 = getelementptr inbounds [3 x i32], [3 x i32]* %102, i64 0, i64 0
  %1025 = load i32, i32* @rank, align 4, !tbaa !5
  %1026 = mul i32 %1025, 3
  %1027 = add i32 %1026, 3
  store i32 %1027, i32* %1024, align 4, !tbaa !5
  %1028 = getelementptr inbounds [3 x i32], [3 x i32]* %102, i64 0, i64 1
  %1029 = add i32 %1026, 10
  %1030 = srem i32 %1025, 5
  %1031 = sub i32 %1029, %1030
  store i32 %1031, i32* %1028, align 4, !tbaa !5
  %1032 = getelementptr inbounds [3 x i32], [3 x i32]* %102, i64 0, i64 2
  %1033 = add i32 %1026, 17
  %1034 = shl nsw i32 %1025, 1
  %1035 = srem i32 %1034, 5
  %1036 = sub i32 %1033, %1035
  store i32 %1036, i32* %1032, align 4, !tbaa !5
  %1037 = icmp sgt i32 %1017, 0
  br i1 %1037, label %1038, label %1043

1038:                                             ; preds = %1016
  %1039 = mul i32 %1017, 3
  %1040 = call i32 @llvm.smax.i32(i32 %1039, i32 1) #10
  %1041 = zext i32 %1040 to i64
  %1042 = shl nuw nsw i64 %1041, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1021, i8 -1, i64 %1042, i1 false) #10, !tbaa !5
  br label %1043

1043:                                             ; preds = %1038, %1016
  %1044 = call i32 @MPI_Gather(i8* noundef nonnull %1023, i32 noundef 3, i32 noundef 1275069445, i8* noundef %1021, i32 noundef 3, i32 noundef 1275069445, i32 noundef %1018, i32 noundef 1140850688) #10
  %1045 = load i32, i32* @rank, align 4, !tbaa !5
  %1046 = icmp eq i32 %1045, %1018
  br i1 %1046, label %1047, label %1079

1047:                                             ; preds = %1043
  %1048 = load i32, i32* @size, align 4, !tbaa !5
  %1049 = icmp sgt i32 %1048, 0
  br i1 %1049, label %1050, label %1079

1050:                                             ; preds = %1047
  %1051 = zext i32 %1048 to i64
  br label %1052

1052:                                             ; preds = %1058, %1050
  %1053 = phi i64 [ 0, %1050 ], [ %1059, %1058 ]
  %1054 = phi i32 [ 1, %1050 ], [ %1076, %1058 ]
  %1055 = mul nuw nsw i64 %1053, 3
  %1056 = trunc i64 %1055 to i32
  %1057 = add i32 %1056, 3
  br label %1061

1058:                                             ; preds = %1061
  %1059 = add nuw nsw i64 %1053, 1
  %1060 = icmp eq i64 %1059, %1051
  br i1 %1060, label %1079, label %1052, !llvm.loop !48

1061:                                             ; preds = %1061, %1052
  %1062 = phi i64 [ 0, %1052 ], [ %1077, %1061 ]
  %1063 = phi i32 [ %1054, %1052 ], [ %1076, %1061 ]
  %1064 = add nuw nsw i64 %1062, %1055
  %1065 = getelementptr inbounds i32, i32* %1022, i64 %1064
  %1066 = load i32, i32* %1065, align 4, !tbaa !5
  %1067 = trunc i64 %1062 to i32
  %1068 = mul i32 %1067, 7
  %1069 = add nsw i32 %1057, %1068
  %1070 = mul nuw nsw i64 %1062, %1053
  %1071 = trunc i64 %1070 to i32
  %1072 = urem i32 %1071, 5
  %1073 = sub i32 %1069, %1072
  %1074 = icmp eq i32 %1066, %1073
  %1075 = zext i1 %1074 to i32
  %1076 = and i32 %1063, %1075
  %1077 = add nuw nsw i64 %1062, 1
  %1078 = icmp eq i64 %1077, 3
  br i1 %1078, label %1058, label %1061, !llvm.loop !49

1079:                                             ; preds = %1058, %1047, %1043
  %1080 = phi i32 [ 1, %1043 ], [ 1, %1047 ], [ %1076, %1058 ]
  %1081 = bitcast i32* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1081) #10
  store i32 %1080, i32* %100, align 4, !tbaa !5
  %1082 = bitcast i32* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1082) #10
  %1083 = call i32 @MPI_Allreduce(i8* noundef nonnull %1081, i8* noundef nonnull %1082, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1084 = load i32, i32* %100, align 4, !tbaa !5
  %1085 = icmp eq i32 %1084, 0
  br i1 %1085, label %1086, label %1091

1086:                                             ; preds = %1079
  %1087 = load i32, i32* @rank, align 4, !tbaa !5
  %1088 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1087, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0)) #10
  %1089 = load i32, i32* @failures, align 4, !tbaa !5
  %1090 = add nsw i32 %1089, 1
  store i32 %1090, i32* @failures, align 4, !tbaa !5
  br label %1091

1091:                                             ; preds = %1086, %1079
  %1092 = load i32, i32* @rank, align 4, !tbaa !5
  %1093 = icmp eq i32 %1092, 0
  br i1 %1093, label %1094, label %1099

1094:                                             ; preds = %1091
  %1095 = load i32, i32* %101, align 4, !tbaa !5
  %1096 = icmp eq i32 %1095, 0
  %1097 = select i1 %1096, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1098 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1097) #10
  br label %1099

1099:                                             ; preds = %1094, %1091
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1082) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1081) #10
  %1100 = bitcast [3 x i32]* %103 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1100) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1100, i8 0, i64 12, i1 false) #10
  %1101 = load i32, i32* @rank, align 4, !tbaa !5
  %1102 = icmp eq i32 %1101, %1018
  br i1 %1102, label %1103, label %1131

1103:                                             ; preds = %1099
  %1104 = load i32, i32* @size, align 4, !tbaa !5
  %1105 = icmp sgt i32 %1104, 0
  br i1 %1105, label %1106, label %1131

1106:                                             ; preds = %1103
  %1107 = zext i32 %1104 to i64
  br label %1108

1108:                                             ; preds = %1114, %1106
  %1109 = phi i64 [ 0, %1106 ], [ %1115, %1114 ]
  %1110 = trunc i64 %1109 to i32
  %1111 = mul i32 %1110, 3
  %1112 = add i32 %1111, 3
  %1113 = zext i32 %1111 to i64
  br label %1117

1114:                                             ; preds = %1117
  %1115 = add nuw nsw i64 %1109, 1
  %1116 = icmp eq i64 %1115, %1107
  br i1 %1116, label %1131, label %1108, !llvm.loop !50

1117:                                             ; preds = %1117, %1108
  %1118 = phi i64 [ 0, %1108 ], [ %1129, %1117 ]
  %1119 = trunc i64 %1118 to i32
  %1120 = mul i32 %1119, 7
  %1121 = add nsw i32 %1112, %1120
  %1122 = mul nuw nsw i64 %1118, %1109
  %1123 = trunc i64 %1122 to i32
  %1124 = urem i32 %1123, 5
  %1125 = sub i32 %1121, %1124
  %1126 = shl nsw i32 %1125, 1
  %1127 = add nuw nsw i64 %1118, %1113
  %1128 = getelementptr inbounds i32, i32* %1022, i64 %1127
  store i32 %1126, i32* %1128, align 4, !tbaa !5
  %1129 = add nuw nsw i64 %1118, 1
  %1130 = icmp eq i64 %1129, 3
  br i1 %1130, label %1114, label %1117, !llvm.loop !51

1131:                                             ; preds = %1114, %1103, %1099
  %1132 = call i32 @MPI_Scatter(i8* noundef %1021, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1100, i32 noundef 3, i32 noundef 1275069445, i32 noundef %1018, i32 noundef 1140850688) #10
  %1133 = load i32, i32* @rank, align 4, !tbaa !5
  %1134 = mul i32 %1133, 3
  %1135 = add i32 %1134, 3
  br label %1164

1136:                                             ; preds = %1164
  %1137 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1137) #10
  store i32 %1178, i32* %98, align 4, !tbaa !5
  %1138 = bitcast i32* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1138) #10
  %1139 = call i32 @MPI_Allreduce(i8* noundef nonnull %1137, i8* noundef nonnull %1138, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1140 = load i32, i32* %98, align 4, !tbaa !5
  %1141 = icmp eq i32 %1140, 0
  br i1 %1141, label %1142, label %1147

1142:                                             ; preds = %1136
  %1143 = load i32, i32* @rank, align 4, !tbaa !5
  %1144 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1143, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0)) #10
  %1145 = load i32, i32* @failures, align 4, !tbaa !5
  %1146 = add nsw i32 %1145, 1
  store i32 %1146, i32* @failures, align 4, !tbaa !5
  br label %1147

1147:                                             ; preds = %1142, %1136
  %1148 = load i32, i32* @rank, align 4, !tbaa !5
  %1149 = icmp eq i32 %1148, 0
  br i1 %1149, label %1150, label %1155

1150:                                             ; preds = %1147
  %1151 = load i32, i32* %99, align 4, !tbaa !5
  %1152 = icmp eq i32 %1151, 0
  %1153 = select i1 %1152, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1153) #10
  br label %1155

1155:                                             ; preds = %1150, %1147
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1138) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1137) #10
  %1156 = load i32, i32* @size, align 4, !tbaa !5
  %1157 = sext i32 %1156 to i64
  %1158 = shl nsw i64 %1157, 2
  %1159 = call noalias i8* @malloc(i64 noundef %1158) #10
  %1160 = bitcast i8* %1159 to i32*
  %1161 = call noalias i8* @malloc(i64 noundef %1158) #10
  %1162 = bitcast i8* %1161 to i32*
  %1163 = icmp sgt i32 %1156, 0
  br i1 %1163, label %1198, label %1181

1164:                                             ; preds = %1164, %1131
  %1165 = phi i64 [ 0, %1131 ], [ %1179, %1164 ]
  %1166 = phi i32 [ 1, %1131 ], [ %1178, %1164 ]
  %1167 = getelementptr inbounds [3 x i32], [3 x i32]* %103, i64 0, i64 %1165
  %1168 = load i32, i32* %1167, align 4, !tbaa !5
  %1169 = trunc i64 %1165 to i32
  %1170 = mul nsw i32 %1133, %1169
  %1171 = srem i32 %1170, 5
  %1172 = mul i32 %1169, 7
  %1173 = add i32 %1135, %1172
  %1174 = sub i32 %1173, %1171
  %1175 = shl nsw i32 %1174, 1
  %1176 = icmp eq i32 %1168, %1175
  %1177 = zext i1 %1176 to i32
  %1178 = and i32 %1166, %1177
  %1179 = add nuw nsw i64 %1165, 1
  %1180 = icmp eq i64 %1179, 3
  br i1 %1180, label %1136, label %1164, !llvm.loop !52

1181:                                             ; preds = %1198, %1155
  %1182 = phi i32 [ 0, %1155 ], [ %1205, %1198 ]
  %1183 = sext i32 %1182 to i64
  %1184 = shl nsw i64 %1183, 2
  %1185 = call noalias i8* @malloc(i64 noundef %1184) #10
  %1186 = bitcast i8* %1185 to i32*
  %1187 = load i32, i32* @rank, align 4, !tbaa !5
  %1188 = add nsw i32 %1187, 1
  %1189 = sext i32 %1188 to i64
  %1190 = shl nsw i64 %1189, 2
  %1191 = call noalias i8* @malloc(i64 noundef %1190) #10
  %1192 = bitcast i8* %1191 to i32*
  %1193 = icmp slt i32 %1187, 0
  br i1 %1193, label %1207, label %1194

1194:                                             ; preds = %1181
  %1195 = mul i32 %1187, 3
  %1196 = add i32 %1195, 3
  %1197 = zext i32 %1188 to i64
  br label %1212

1198:                                             ; preds = %1155, %1198
  %1199 = phi i64 [ %1201, %1198 ], [ %1157, %1155 ]
  %1200 = phi i32 [ %1205, %1198 ], [ 0, %1155 ]
  %1201 = add nsw i64 %1199, -1
  %1202 = getelementptr inbounds i32, i32* %1160, i64 %1201
  %1203 = trunc i64 %1199 to i32
  store i32 %1203, i32* %1202, align 4, !tbaa !5
  %1204 = getelementptr inbounds i32, i32* %1162, i64 %1201
  store i32 %1200, i32* %1204, align 4, !tbaa !5
  %1205 = add nsw i32 %1200, %1203
  %1206 = icmp sgt i64 %1199, 1
  br i1 %1206, label %1198, label %1181, !llvm.loop !53

1207:                                             ; preds = %1212, %1181
  %1208 = icmp sgt i32 %1182, 0
  br i1 %1208, label %1209, label %1223

1209:                                             ; preds = %1207
  %1210 = zext i32 %1182 to i64
  %1211 = shl nuw nsw i64 %1210, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1185, i8 -1, i64 %1211, i1 false) #10, !tbaa !5
  br label %1223

1212:                                             ; preds = %1212, %1194
  %1213 = phi i64 [ 0, %1194 ], [ %1221, %1212 ]
  %1214 = trunc i64 %1213 to i32
  %1215 = mul nsw i32 %1214, 7
  %1216 = add nsw i32 %1196, %1215
  %1217 = mul nsw i32 %1187, %1214
  %1218 = srem i32 %1217, 5
  %1219 = sub i32 %1216, %1218
  %1220 = getelementptr inbounds i32, i32* %1192, i64 %1213
  store i32 %1219, i32* %1220, align 4, !tbaa !5
  %1221 = add nuw nsw i64 %1213, 1
  %1222 = icmp eq i64 %1221, %1197
  br i1 %1222, label %1207, label %1212, !llvm.loop !54

1223:                                             ; preds = %1209, %1207
  %1224 = call i32 @MPI_Gatherv(i8* noundef %1191, i32 noundef %1188, i32 noundef 1275069445, i8* noundef %1185, i32* noundef %1160, i32* noundef %1162, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #10
  %1225 = load i32, i32* @rank, align 4, !tbaa !5
  %1226 = icmp eq i32 %1225, 0
  br i1 %1226, label %1227, label %1264

1227:                                             ; preds = %1223
  %1228 = load i32, i32* @size, align 4, !tbaa !5
  %1229 = icmp sgt i32 %1228, 0
  br i1 %1229, label %1230, label %1264

1230:                                             ; preds = %1227
  %1231 = zext i32 %1228 to i64
  br label %1232

1232:                                             ; preds = %1242, %1230
  %1233 = phi i64 [ 0, %1230 ], [ %1243, %1242 ]
  %1234 = phi i64 [ 1, %1230 ], [ %1244, %1242 ]
  %1235 = phi i32 [ 1, %1230 ], [ %1261, %1242 ]
  %1236 = getelementptr inbounds i32, i32* %1162, i64 %1233
  %1237 = load i32, i32* %1236, align 4, !tbaa !5
  %1238 = trunc i64 %1233 to i32
  %1239 = mul i32 %1238, 3
  %1240 = add i32 %1239, 3
  %1241 = sext i32 %1237 to i64
  br label %1246

1242:                                             ; preds = %1246
  %1243 = add nuw nsw i64 %1233, 1
  %1244 = add nuw nsw i64 %1234, 1
  %1245 = icmp eq i64 %1243, %1231
  br i1 %1245, label %1264, label %1232, !llvm.loop !55

1246:                                             ; preds = %1246, %1232
  %1247 = phi i64 [ 0, %1232 ], [ %1262, %1246 ]
  %1248 = phi i32 [ %1235, %1232 ], [ %1261, %1246 ]
  %1249 = trunc i64 %1247 to i32
  %1250 = add nsw i64 %1247, %1241
  %1251 = getelementptr inbounds i32, i32* %1186, i64 %1250
  %1252 = load i32, i32* %1251, align 4, !tbaa !5
  %1253 = mul nsw i32 %1249, 7
  %1254 = add nsw i32 %1240, %1253
  %1255 = mul nuw nsw i64 %1247, %1233
  %1256 = trunc i64 %1255 to i32
  %1257 = urem i32 %1256, 5
  %1258 = sub i32 %1254, %1257
  %1259 = icmp eq i32 %1252, %1258
  %1260 = zext i1 %1259 to i32
  %1261 = and i32 %1248, %1260
  %1262 = add nuw nsw i64 %1247, 1
  %1263 = icmp eq i64 %1262, %1234
  br i1 %1263, label %1242, label %1246, !llvm.loop !56

1264:                                             ; preds = %1242, %1227, %1223
  %1265 = phi i32 [ 1, %1223 ], [ 1, %1227 ], [ %1261, %1242 ]
  %1266 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1266) #10
  store i32 %1265, i32* %96, align 4, !tbaa !5
  %1267 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1267) #10
  %1268 = call i32 @MPI_Allreduce(i8* noundef nonnull %1266, i8* noundef nonnull %1267, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1269 = load i32, i32* %96, align 4, !tbaa !5
  %1270 = icmp eq i32 %1269, 0
  br i1 %1270, label %1271, label %1276

1271:                                             ; preds = %1264
  %1272 = load i32, i32* @rank, align 4, !tbaa !5
  %1273 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1272, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0)) #10
  %1274 = load i32, i32* @failures, align 4, !tbaa !5
  %1275 = add nsw i32 %1274, 1
  store i32 %1275, i32* @failures, align 4, !tbaa !5
  br label %1276

1276:                                             ; preds = %1271, %1264
  %1277 = load i32, i32* @rank, align 4, !tbaa !5
  %1278 = icmp eq i32 %1277, 0
  br i1 %1278, label %1279, label %1284

1279:                                             ; preds = %1276
  %1280 = load i32, i32* %97, align 4, !tbaa !5
  %1281 = icmp eq i32 %1280, 0
  %1282 = select i1 %1281, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1283 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i8* noundef %1282) #10
  br label %1284

1284:                                             ; preds = %1279, %1276
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1267) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1266) #10
  %1285 = load i32, i32* @rank, align 4, !tbaa !5
  %1286 = icmp slt i32 %1285, 0
  br i1 %1286, label %1291, label %1287

1287:                                             ; preds = %1284
  %1288 = zext i32 %1285 to i64
  %1289 = shl nuw nsw i64 %1288, 2
  %1290 = add nuw nsw i64 %1289, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %1191, i8 -1, i64 %1290, i1 false) #10, !tbaa !5
  br label %1291

1291:                                             ; preds = %1287, %1284
  %1292 = add nsw i32 %1285, 1
  %1293 = call i32 @MPI_Scatterv(i8* noundef %1185, i32* noundef %1160, i32* noundef %1162, i32 noundef 1275069445, i8* noundef %1191, i32 noundef %1292, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #10
  %1294 = load i32, i32* @rank, align 4, !tbaa !5
  %1295 = icmp slt i32 %1294, 0
  br i1 %1295, label %1301, label %1296

1296:                                             ; preds = %1291
  %1297 = mul i32 %1294, 3
  %1298 = add i32 %1294, 1
  %1299 = zext i32 %1298 to i64
  %1300 = add i32 %1297, 3
  br label %1325

1301:                                             ; preds = %1325, %1291
  %1302 = phi i32 [ 1, %1291 ], [ %1338, %1325 ]
  %1303 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1303) #10
  store i32 %1302, i32* %94, align 4, !tbaa !5
  %1304 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1304) #10
  %1305 = call i32 @MPI_Allreduce(i8* noundef nonnull %1303, i8* noundef nonnull %1304, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1306 = load i32, i32* %94, align 4, !tbaa !5
  %1307 = icmp eq i32 %1306, 0
  br i1 %1307, label %1308, label %1313

1308:                                             ; preds = %1301
  %1309 = load i32, i32* @rank, align 4, !tbaa !5
  %1310 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1309, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0)) #10
  %1311 = load i32, i32* @failures, align 4, !tbaa !5
  %1312 = add nsw i32 %1311, 1
  store i32 %1312, i32* @failures, align 4, !tbaa !5
  br label %1313

1313:                                             ; preds = %1308, %1301
  %1314 = load i32, i32* @rank, align 4, !tbaa !5
  %1315 = icmp eq i32 %1314, 0
  br i1 %1315, label %1316, label %1321

1316:                                             ; preds = %1313
  %1317 = load i32, i32* %95, align 4, !tbaa !5
  %1318 = icmp eq i32 %1317, 0
  %1319 = select i1 %1318, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1320 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i8* noundef %1319) #10
  br label %1321

1321:                                             ; preds = %1316, %1313
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1304) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1303) #10
  br i1 %1208, label %1322, label %1341

1322:                                             ; preds = %1321
  %1323 = zext i32 %1182 to i64
  %1324 = shl nuw nsw i64 %1323, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1185, i8 -1, i64 %1324, i1 false) #10, !tbaa !5
  br label %1341

1325:                                             ; preds = %1325, %1296
  %1326 = phi i64 [ 0, %1296 ], [ %1339, %1325 ]
  %1327 = phi i32 [ 1, %1296 ], [ %1338, %1325 ]
  %1328 = getelementptr inbounds i32, i32* %1192, i64 %1326
  %1329 = load i32, i32* %1328, align 4, !tbaa !5
  %1330 = trunc i64 %1326 to i32
  %1331 = mul nsw i32 %1330, 7
  %1332 = mul nsw i32 %1294, %1330
  %1333 = srem i32 %1332, 5
  %1334 = add i32 %1300, %1331
  %1335 = sub i32 %1334, %1333
  %1336 = icmp eq i32 %1329, %1335
  %1337 = zext i1 %1336 to i32
  %1338 = and i32 %1327, %1337
  %1339 = add nuw nsw i64 %1326, 1
  %1340 = icmp eq i64 %1339, %1299
  br i1 %1340, label %1301, label %1325, !llvm.loop !57

1341:                                             ; preds = %1322, %1321
  %1342 = load i32, i32* @rank, align 4, !tbaa !5
  %1343 = icmp slt i32 %1342, 0
  br i1 %1343, label %1349, label %1344

1344:                                             ; preds = %1341
  %1345 = mul i32 %1342, 3
  %1346 = add i32 %1342, 1
  %1347 = zext i32 %1346 to i64
  %1348 = add i32 %1345, 4
  br label %1356

1349:                                             ; preds = %1356, %1341
  %1350 = add nsw i32 %1342, 1
  %1351 = call i32 @MPI_Allgatherv(i8* noundef %1191, i32 noundef %1350, i32 noundef 1275069445, i8* noundef %1185, i32* noundef %1160, i32* noundef %1162, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1352 = load i32, i32* @size, align 4, !tbaa !5
  %1353 = icmp sgt i32 %1352, 0
  br i1 %1353, label %1354, label %1377

1354:                                             ; preds = %1349
  %1355 = zext i32 %1352 to i64
  br label %1367

1356:                                             ; preds = %1356, %1344
  %1357 = phi i64 [ 0, %1344 ], [ %1365, %1356 ]
  %1358 = trunc i64 %1357 to i32
  %1359 = mul nsw i32 %1358, 7
  %1360 = mul nsw i32 %1342, %1358
  %1361 = srem i32 %1360, 5
  %1362 = add i32 %1348, %1359
  %1363 = sub i32 %1362, %1361
  %1364 = getelementptr inbounds i32, i32* %1192, i64 %1357
  store i32 %1363, i32* %1364, align 4, !tbaa !5
  %1365 = add nuw nsw i64 %1357, 1
  %1366 = icmp eq i64 %1365, %1347
  br i1 %1366, label %1349, label %1356, !llvm.loop !58

1367:                                             ; preds = %1405, %1354
  %1368 = phi i64 [ 0, %1354 ], [ %1406, %1405 ]
  %1369 = phi i64 [ 1, %1354 ], [ %1407, %1405 ]
  %1370 = phi i32 [ 1, %1354 ], [ %1424, %1405 ]
  %1371 = getelementptr inbounds i32, i32* %1162, i64 %1368
  %1372 = load i32, i32* %1371, align 4, !tbaa !5
  %1373 = trunc i64 %1368 to i32
  %1374 = mul i32 %1373, 3
  %1375 = add i32 %1374, 4
  %1376 = sext i32 %1372 to i64
  br label %1409

1377:                                             ; preds = %1405, %1349
  %1378 = phi i32 [ 1, %1349 ], [ %1424, %1405 ]
  %1379 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1379) #10
  store i32 %1378, i32* %92, align 4, !tbaa !5
  %1380 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1380) #10
  %1381 = call i32 @MPI_Allreduce(i8* noundef nonnull %1379, i8* noundef nonnull %1380, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1382 = load i32, i32* %92, align 4, !tbaa !5
  %1383 = icmp eq i32 %1382, 0
  br i1 %1383, label %1384, label %1389

1384:                                             ; preds = %1377
  %1385 = load i32, i32* @rank, align 4, !tbaa !5
  %1386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1385, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0)) #10
  %1387 = load i32, i32* @failures, align 4, !tbaa !5
  %1388 = add nsw i32 %1387, 1
  store i32 %1388, i32* @failures, align 4, !tbaa !5
  br label %1389

1389:                                             ; preds = %1384, %1377
  %1390 = load i32, i32* @rank, align 4, !tbaa !5
  %1391 = icmp eq i32 %1390, 0
  br i1 %1391, label %1392, label %1397

1392:                                             ; preds = %1389
  %1393 = load i32, i32* %93, align 4, !tbaa !5
  %1394 = icmp eq i32 %1393, 0
  %1395 = select i1 %1394, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1396 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef %1395) #10
  br label %1397

1397:                                             ; preds = %1392, %1389
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1380) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1379) #10
  %1398 = load i32, i32* @size, align 4, !tbaa !5
  %1399 = icmp sgt i32 %1398, 0
  br i1 %1399, label %1400, label %1427

1400:                                             ; preds = %1397
  %1401 = mul i32 %1398, 3
  %1402 = call i32 @llvm.smax.i32(i32 %1401, i32 1) #10
  %1403 = zext i32 %1402 to i64
  %1404 = shl nuw nsw i64 %1403, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1021, i8 -1, i64 %1404, i1 false) #10, !tbaa !5
  br label %1427

1405:                                             ; preds = %1409
  %1406 = add nuw nsw i64 %1368, 1
  %1407 = add nuw nsw i64 %1369, 1
  %1408 = icmp eq i64 %1406, %1355
  br i1 %1408, label %1377, label %1367, !llvm.loop !59

1409:                                             ; preds = %1409, %1367
  %1410 = phi i64 [ 0, %1367 ], [ %1425, %1409 ]
  %1411 = phi i32 [ %1370, %1367 ], [ %1424, %1409 ]
  %1412 = add nsw i64 %1410, %1376
  %1413 = getelementptr inbounds i32, i32* %1186, i64 %1412
  %1414 = load i32, i32* %1413, align 4, !tbaa !5
  %1415 = mul nuw nsw i64 %1410, %1368
  %1416 = trunc i64 %1415 to i32
  %1417 = urem i32 %1416, 5
  %1418 = trunc i64 %1410 to i32
  %1419 = mul i32 %1418, 7
  %1420 = add i32 %1375, %1419
  %1421 = sub i32 %1420, %1417
  %1422 = icmp eq i32 %1414, %1421
  %1423 = zext i1 %1422 to i32
  %1424 = and i32 %1411, %1423
  %1425 = add nuw nsw i64 %1410, 1
  %1426 = icmp eq i64 %1425, %1369
  br i1 %1426, label %1405, label %1409, !llvm.loop !60

1427:                                             ; preds = %1400, %1397
  %1428 = call i32 @MPI_Allgather(i8* noundef nonnull %1023, i32 noundef 3, i32 noundef 1275069445, i8* noundef %1021, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1429 = load i32, i32* @size, align 4, !tbaa !5
  %1430 = icmp sgt i32 %1429, 0
  br i1 %1430, label %1431, label %1439

1431:                                             ; preds = %1427
  %1432 = zext i32 %1429 to i64
  br label %1433

1433:                                             ; preds = %1469, %1431
  %1434 = phi i64 [ 0, %1431 ], [ %1470, %1469 ]
  %1435 = phi i32 [ 1, %1431 ], [ %1487, %1469 ]
  %1436 = mul nuw nsw i64 %1434, 3
  %1437 = trunc i64 %1436 to i32
  %1438 = add i32 %1437, 3
  br label %1472

1439:                                             ; preds = %1469, %1427
  %1440 = phi i32 [ 1, %1427 ], [ %1487, %1469 ]
  %1441 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1441) #10
  store i32 %1440, i32* %90, align 4, !tbaa !5
  %1442 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1442) #10
  %1443 = call i32 @MPI_Allreduce(i8* noundef nonnull %1441, i8* noundef nonnull %1442, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1444 = load i32, i32* %90, align 4, !tbaa !5
  %1445 = icmp eq i32 %1444, 0
  br i1 %1445, label %1446, label %1451

1446:                                             ; preds = %1439
  %1447 = load i32, i32* @rank, align 4, !tbaa !5
  %1448 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1447, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0)) #10
  %1449 = load i32, i32* @failures, align 4, !tbaa !5
  %1450 = add nsw i32 %1449, 1
  store i32 %1450, i32* @failures, align 4, !tbaa !5
  br label %1451

1451:                                             ; preds = %1446, %1439
  %1452 = load i32, i32* @rank, align 4, !tbaa !5
  %1453 = icmp eq i32 %1452, 0
  br i1 %1453, label %1454, label %1459

1454:                                             ; preds = %1451
  %1455 = load i32, i32* %91, align 4, !tbaa !5
  %1456 = icmp eq i32 %1455, 0
  %1457 = select i1 %1456, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1458 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i8* noundef %1457) #10
  br label %1459

1459:                                             ; preds = %1454, %1451
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1442) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1441) #10
  %1460 = load i32, i32* @size, align 4, !tbaa !5
  %1461 = icmp sgt i32 %1460, 0
  br i1 %1461, label %1462, label %1490

1462:                                             ; preds = %1459
  %1463 = mul i32 %1460, 3
  %1464 = load i32, i32* @rank, align 4, !tbaa !5
  %1465 = mul i32 %1464, 3
  %1466 = call i32 @llvm.smax.i32(i32 %1463, i32 1) #10
  %1467 = zext i32 %1466 to i64
  %1468 = add i32 %1465, 3
  br label %1496

1469:                                             ; preds = %1472
  %1470 = add nuw nsw i64 %1434, 1
  %1471 = icmp eq i64 %1470, %1432
  br i1 %1471, label %1439, label %1433, !llvm.loop !61

1472:                                             ; preds = %1472, %1433
  %1473 = phi i64 [ 0, %1433 ], [ %1488, %1472 ]
  %1474 = phi i32 [ %1435, %1433 ], [ %1487, %1472 ]
  %1475 = add nuw nsw i64 %1473, %1436
  %1476 = getelementptr inbounds i32, i32* %1022, i64 %1475
  %1477 = load i32, i32* %1476, align 4, !tbaa !5
  %1478 = trunc i64 %1473 to i32
  %1479 = mul i32 %1478, 7
  %1480 = add nsw i32 %1438, %1479
  %1481 = mul nuw nsw i64 %1473, %1434
  %1482 = trunc i64 %1481 to i32
  %1483 = urem i32 %1482, 5
  %1484 = sub i32 %1480, %1483
  %1485 = icmp eq i32 %1477, %1484
  %1486 = zext i1 %1485 to i32
  %1487 = and i32 %1474, %1486
  %1488 = add nuw nsw i64 %1473, 1
  %1489 = icmp eq i64 %1488, 3
  br i1 %1489, label %1469, label %1472, !llvm.loop !62

1490:                                             ; preds = %1508, %1459
  %1491 = call i32 @MPI_Allgather(i8* noundef nonnull inttoptr (i64 -1 to i8*), i32 noundef 0, i32 noundef 201326592, i8* noundef %1021, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1492 = load i32, i32* @size, align 4, !tbaa !5
  %1493 = icmp sgt i32 %1492, 0
  br i1 %1493, label %1494, label %1519

1494:                                             ; preds = %1490
  %1495 = zext i32 %1492 to i64
  br label %1513

1496:                                             ; preds = %1508, %1462
  %1497 = phi i64 [ 0, %1462 ], [ %1511, %1508 ]
  %1498 = trunc i64 %1497 to i32
  %1499 = udiv i32 %1498, 3
  %1500 = urem i32 %1498, 3
  %1501 = icmp eq i32 %1499, %1464
  br i1 %1501, label %1502, label %1508

1502:                                             ; preds = %1496
  %1503 = mul nuw nsw i32 %1500, 7
  %1504 = mul nsw i32 %1500, %1464
  %1505 = srem i32 %1504, 5
  %1506 = add i32 %1468, %1503
  %1507 = sub i32 %1506, %1505
  br label %1508

1508:                                             ; preds = %1502, %1496
  %1509 = phi i32 [ %1507, %1502 ], [ -1, %1496 ]
  %1510 = getelementptr inbounds i32, i32* %1022, i64 %1497
  store i32 %1509, i32* %1510, align 4, !tbaa !5
  %1511 = add nuw nsw i64 %1497, 1
  %1512 = icmp eq i64 %1511, %1467
  br i1 %1512, label %1490, label %1496, !llvm.loop !63

1513:                                             ; preds = %1539, %1494
  %1514 = phi i64 [ 0, %1494 ], [ %1540, %1539 ]
  %1515 = phi i32 [ 1, %1494 ], [ %1557, %1539 ]
  %1516 = mul nuw nsw i64 %1514, 3
  %1517 = trunc i64 %1516 to i32
  %1518 = add i32 %1517, 3
  br label %1542

1519:                                             ; preds = %1539, %1490
  %1520 = phi i32 [ 1, %1490 ], [ %1557, %1539 ]
  %1521 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1521) #10
  store i32 %1520, i32* %88, align 4, !tbaa !5
  %1522 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1522) #10
  %1523 = call i32 @MPI_Allreduce(i8* noundef nonnull %1521, i8* noundef nonnull %1522, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1524 = load i32, i32* %88, align 4, !tbaa !5
  %1525 = icmp eq i32 %1524, 0
  br i1 %1525, label %1526, label %1531

1526:                                             ; preds = %1519
  %1527 = load i32, i32* @rank, align 4, !tbaa !5
  %1528 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1527, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0)) #10
  %1529 = load i32, i32* @failures, align 4, !tbaa !5
  %1530 = add nsw i32 %1529, 1
  store i32 %1530, i32* @failures, align 4, !tbaa !5
  br label %1531

1531:                                             ; preds = %1526, %1519
  %1532 = load i32, i32* @rank, align 4, !tbaa !5
  %1533 = icmp eq i32 %1532, 0
  br i1 %1533, label %1534, label %1560

1534:                                             ; preds = %1531
  %1535 = load i32, i32* %89, align 4, !tbaa !5
  %1536 = icmp eq i32 %1535, 0
  %1537 = select i1 %1536, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1538 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0), i8* noundef %1537) #10
  br label %1560

1539:                                             ; preds = %1542
  %1540 = add nuw nsw i64 %1514, 1
  %1541 = icmp eq i64 %1540, %1495
  br i1 %1541, label %1519, label %1513, !llvm.loop !64

1542:                                             ; preds = %1542, %1513
  %1543 = phi i64 [ 0, %1513 ], [ %1558, %1542 ]
  %1544 = phi i32 [ %1515, %1513 ], [ %1557, %1542 ]
  %1545 = add nuw nsw i64 %1543, %1516
  %1546 = getelementptr inbounds i32, i32* %1022, i64 %1545
  %1547 = load i32, i32* %1546, align 4, !tbaa !5
  %1548 = trunc i64 %1543 to i32
  %1549 = mul i32 %1548, 7
  %1550 = add nsw i32 %1518, %1549
  %1551 = mul nuw nsw i64 %1543, %1514
  %1552 = trunc i64 %1551 to i32
  %1553 = urem i32 %1552, 5
  %1554 = sub i32 %1550, %1553
  %1555 = icmp eq i32 %1547, %1554
  %1556 = zext i1 %1555 to i32
  %1557 = and i32 %1544, %1556
  %1558 = add nuw nsw i64 %1543, 1
  %1559 = icmp eq i64 %1558, 3
  br i1 %1559, label %1539, label %1542, !llvm.loop !65

1560:                                             ; preds = %1531, %1534
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1522) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1521) #10
  call void @free(i8* noundef %1021) #10
  call void @free(i8* noundef %1159) #10
  call void @free(i8* noundef %1161) #10
  call void @free(i8* noundef %1185) #10
  call void @free(i8* noundef %1191) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1100) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1023) #10
  %1561 = load i32, i32* @size, align 4, !tbaa !5
  %1562 = sext i32 %1561 to i64
  %1563 = shl nsw i64 %1562, 3
  %1564 = call noalias i8* @malloc(i64 noundef %1563) #10
  %1565 = bitcast i8* %1564 to i32*
  %1566 = call noalias i8* @malloc(i64 noundef %1563) #10
  %1567 = bitcast i8* %1566 to i32*
  %1568 = icmp sgt i32 %1561, 0
  br i1 %1568, label %1569, label %1574

1569:                                             ; preds = %1560
  %1570 = load i32, i32* @rank, align 4, !tbaa !5
  %1571 = mul nsw i32 %1570, 1000
  %1572 = sub nsw i32 0, %1570
  %1573 = zext i32 %1561 to i64
  br label %1581

1574:                                             ; preds = %1581, %1560
  %1575 = call i32 @MPI_Alltoall(i8* noundef %1564, i32 noundef 2, i32 noundef 1275069445, i8* noundef %1566, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1576 = load i32, i32* @size, align 4, !tbaa !5
  %1577 = icmp sgt i32 %1576, 0
  br i1 %1577, label %1578, label %1591

1578:                                             ; preds = %1574
  %1579 = load i32, i32* @rank, align 4, !tbaa !5
  %1580 = zext i32 %1576 to i64
  br label %1628

1581:                                             ; preds = %1581, %1569
  %1582 = phi i64 [ 0, %1569 ], [ %1589, %1581 ]
  %1583 = trunc i64 %1582 to i32
  %1584 = add nsw i32 %1571, %1583
  %1585 = shl nuw nsw i64 %1582, 1
  %1586 = getelementptr inbounds i32, i32* %1565, i64 %1585
  store i32 %1584, i32* %1586, align 4, !tbaa !5
  %1587 = or i64 %1585, 1
  %1588 = getelementptr inbounds i32, i32* %1565, i64 %1587
  store i32 %1572, i32* %1588, align 4, !tbaa !5
  %1589 = add nuw nsw i64 %1582, 1
  %1590 = icmp eq i64 %1589, %1573
  br i1 %1590, label %1574, label %1581, !llvm.loop !66

1591:                                             ; preds = %1644, %1574
  %1592 = phi i32 [ 1, %1574 ], [ %1647, %1644 ]
  %1593 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1593) #10
  store i32 %1592, i32* %86, align 4, !tbaa !5
  %1594 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1594) #10
  %1595 = call i32 @MPI_Allreduce(i8* noundef nonnull %1593, i8* noundef nonnull %1594, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1596 = load i32, i32* %86, align 4, !tbaa !5
  %1597 = icmp eq i32 %1596, 0
  br i1 %1597, label %1598, label %1603

1598:                                             ; preds = %1591
  %1599 = load i32, i32* @rank, align 4, !tbaa !5
  %1600 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1599, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0)) #10
  %1601 = load i32, i32* @failures, align 4, !tbaa !5
  %1602 = add nsw i32 %1601, 1
  store i32 %1602, i32* @failures, align 4, !tbaa !5
  br label %1603

1603:                                             ; preds = %1598, %1591
  %1604 = load i32, i32* @rank, align 4, !tbaa !5
  %1605 = icmp eq i32 %1604, 0
  br i1 %1605, label %1606, label %1611

1606:                                             ; preds = %1603
  %1607 = load i32, i32* %87, align 4, !tbaa !5
  %1608 = icmp eq i32 %1607, 0
  %1609 = select i1 %1608, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1610 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i8* noundef %1609) #10
  br label %1611

1611:                                             ; preds = %1606, %1603
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1594) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1593) #10
  %1612 = load i32, i32* @size, align 4, !tbaa !5
  %1613 = sext i32 %1612 to i64
  %1614 = shl nsw i64 %1613, 2
  %1615 = call noalias i8* @malloc(i64 noundef %1614) #10
  %1616 = bitcast i8* %1615 to i32*
  %1617 = call noalias i8* @malloc(i64 noundef %1614) #10
  %1618 = bitcast i8* %1617 to i32*
  %1619 = call noalias i8* @malloc(i64 noundef %1614) #10
  %1620 = bitcast i8* %1619 to i32*
  %1621 = call noalias i8* @malloc(i64 noundef %1614) #10
  %1622 = bitcast i8* %1621 to i32*
  %1623 = icmp sgt i32 %1612, 0
  br i1 %1623, label %1624, label %1655

1624:                                             ; preds = %1611
  %1625 = load i32, i32* @rank, align 4, !tbaa !5
  %1626 = add nsw i32 %1625, 1
  %1627 = zext i32 %1612 to i64
  br label %1666

1628:                                             ; preds = %1644, %1578
  %1629 = phi i64 [ 0, %1578 ], [ %1648, %1644 ]
  %1630 = phi i32 [ 1, %1578 ], [ %1647, %1644 ]
  %1631 = shl nuw nsw i64 %1629, 1
  %1632 = getelementptr inbounds i32, i32* %1567, i64 %1631
  %1633 = load i32, i32* %1632, align 4, !tbaa !5
  %1634 = trunc i64 %1629 to i32
  %1635 = mul nsw i32 %1634, 1000
  %1636 = add nsw i32 %1635, %1579
  %1637 = icmp eq i32 %1633, %1636
  br i1 %1637, label %1638, label %1644

1638:                                             ; preds = %1628
  %1639 = or i64 %1631, 1
  %1640 = getelementptr inbounds i32, i32* %1567, i64 %1639
  %1641 = load i32, i32* %1640, align 4, !tbaa !5
  %1642 = sub i32 0, %1634
  %1643 = icmp eq i32 %1641, %1642
  br label %1644

1644:                                             ; preds = %1638, %1628
  %1645 = phi i1 [ false, %1628 ], [ %1643, %1638 ]
  %1646 = zext i1 %1645 to i32
  %1647 = and i32 %1630, %1646
  %1648 = add nuw nsw i64 %1629, 1
  %1649 = icmp eq i64 %1648, %1580
  br i1 %1649, label %1591, label %1628, !llvm.loop !67

1650:                                             ; preds = %1666
  %1651 = zext i32 %1674 to i64
  %1652 = shl nuw nsw i64 %1651, 2
  %1653 = sext i32 %1677 to i64
  %1654 = shl nsw i64 %1653, 2
  br label %1655

1655:                                             ; preds = %1650, %1611
  %1656 = phi i64 [ 0, %1611 ], [ %1654, %1650 ]
  %1657 = phi i64 [ 0, %1611 ], [ %1652, %1650 ]
  %1658 = call noalias i8* @malloc(i64 noundef %1657) #10
  %1659 = bitcast i8* %1658 to i32*
  %1660 = call noalias i8* @malloc(i64 noundef %1656) #10
  %1661 = bitcast i8* %1660 to i32*
  br i1 %1623, label %1662, label %1688

1662:                                             ; preds = %1655
  %1663 = load i32, i32* @rank, align 4, !tbaa !5
  %1664 = mul nsw i32 %1663, 100
  %1665 = zext i32 %1612 to i64
  br label %1679

1666:                                             ; preds = %1666, %1624
  %1667 = phi i64 [ 0, %1624 ], [ %1670, %1666 ]
  %1668 = phi i32 [ 0, %1624 ], [ %1674, %1666 ]
  %1669 = phi i32 [ 0, %1624 ], [ %1677, %1666 ]
  %1670 = add nuw nsw i64 %1667, 1
  %1671 = getelementptr inbounds i32, i32* %1616, i64 %1667
  %1672 = trunc i64 %1670 to i32
  store i32 %1672, i32* %1671, align 4, !tbaa !5
  %1673 = getelementptr inbounds i32, i32* %1618, i64 %1667
  store i32 %1668, i32* %1673, align 4, !tbaa !5
  %1674 = add nuw nsw i32 %1668, %1672
  %1675 = getelementptr inbounds i32, i32* %1620, i64 %1667
  store i32 %1626, i32* %1675, align 4, !tbaa !5
  %1676 = getelementptr inbounds i32, i32* %1622, i64 %1667
  store i32 %1669, i32* %1676, align 4, !tbaa !5
  %1677 = add nsw i32 %1669, %1626
  %1678 = icmp eq i64 %1670, %1627
  br i1 %1678, label %1650, label %1666, !llvm.loop !68

1679:                                             ; preds = %1699, %1662
  %1680 = phi i64 [ 0, %1662 ], [ %1700, %1699 ]
  %1681 = phi i64 [ 1, %1662 ], [ %1701, %1699 ]
  %1682 = trunc i64 %1680 to i32
  %1683 = mul nsw i32 %1682, 10
  %1684 = getelementptr inbounds i32, i32* %1618, i64 %1680
  %1685 = load i32, i32* %1684, align 4, !tbaa !5
  %1686 = sext i32 %1685 to i64
  %1687 = add i32 %1683, %1664
  br label %1703

1688:                                             ; preds = %1699, %1655
  %1689 = call i32 @MPI_Alltoallv(i8* noundef %1658, i32* noundef %1616, i32* noundef %1618, i32 noundef 1275069445, i8* noundef %1660, i32* noundef %1620, i32* noundef %1622, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1690 = load i32, i32* @size, align 4, !tbaa !5
  %1691 = icmp sgt i32 %1690, 0
  br i1 %1691, label %1692, label %1721

1692:                                             ; preds = %1688
  %1693 = load i32, i32* @rank, align 4, !tbaa !5
  %1694 = icmp slt i32 %1693, 0
  %1695 = mul nsw i32 %1693, 10
  %1696 = add i32 %1693, 1
  %1697 = zext i32 %1690 to i64
  %1698 = zext i32 %1696 to i64
  br label %1711

1699:                                             ; preds = %1703
  %1700 = add nuw nsw i64 %1680, 1
  %1701 = add nuw nsw i64 %1681, 1
  %1702 = icmp eq i64 %1700, %1665
  br i1 %1702, label %1688, label %1679, !llvm.loop !69

1703:                                             ; preds = %1703, %1679
  %1704 = phi i64 [ 0, %1679 ], [ %1709, %1703 ]
  %1705 = trunc i64 %1704 to i32
  %1706 = add i32 %1687, %1705
  %1707 = add nsw i64 %1704, %1686
  %1708 = getelementptr inbounds i32, i32* %1659, i64 %1707
  store i32 %1706, i32* %1708, align 4, !tbaa !5
  %1709 = add nuw nsw i64 %1704, 1
  %1710 = icmp eq i64 %1709, %1681
  br i1 %1710, label %1699, label %1703, !llvm.loop !70

1711:                                             ; preds = %1771, %1692
  %1712 = phi i64 [ 0, %1692 ], [ %1773, %1771 ]
  %1713 = phi i32 [ 1, %1692 ], [ %1772, %1771 ]
  br i1 %1694, label %1771, label %1714

1714:                                             ; preds = %1711
  %1715 = getelementptr inbounds i32, i32* %1622, i64 %1712
  %1716 = load i32, i32* %1715, align 4, !tbaa !5
  %1717 = trunc i64 %1712 to i32
  %1718 = mul nsw i32 %1717, 100
  %1719 = sext i32 %1716 to i64
  %1720 = add i32 %1718, %1695
  br label %1775

1721:                                             ; preds = %1771, %1688
  %1722 = phi i32 [ 1, %1688 ], [ %1772, %1771 ]
  %1723 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1723) #10
  store i32 %1722, i32* %84, align 4, !tbaa !5
  %1724 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1724) #10
  %1725 = call i32 @MPI_Allreduce(i8* noundef nonnull %1723, i8* noundef nonnull %1724, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1726 = load i32, i32* %84, align 4, !tbaa !5
  %1727 = icmp eq i32 %1726, 0
  br i1 %1727, label %1728, label %1733

1728:                                             ; preds = %1721
  %1729 = load i32, i32* @rank, align 4, !tbaa !5
  %1730 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1729, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0)) #10
  %1731 = load i32, i32* @failures, align 4, !tbaa !5
  %1732 = add nsw i32 %1731, 1
  store i32 %1732, i32* @failures, align 4, !tbaa !5
  br label %1733

1733:                                             ; preds = %1728, %1721
  %1734 = load i32, i32* @rank, align 4, !tbaa !5
  %1735 = icmp eq i32 %1734, 0
  br i1 %1735, label %1736, label %1741

1736:                                             ; preds = %1733
  %1737 = load i32, i32* %85, align 4, !tbaa !5
  %1738 = icmp eq i32 %1737, 0
  %1739 = select i1 %1738, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1740 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef %1739) #10
  br label %1741

1741:                                             ; preds = %1736, %1733
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1724) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1723) #10
  %1742 = load i32, i32* @size, align 4, !tbaa !5
  %1743 = sext i32 %1742 to i64
  %1744 = shl nsw i64 %1743, 2
  %1745 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1746 = bitcast i8* %1745 to i32*
  %1747 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1748 = bitcast i8* %1747 to i32*
  %1749 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1750 = bitcast i8* %1749 to i32*
  %1751 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1752 = bitcast i8* %1751 to i32*
  %1753 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1754 = bitcast i8* %1753 to i32*
  %1755 = call noalias i8* @malloc(i64 noundef %1744) #10
  %1756 = bitcast i8* %1755 to i32*
  %1757 = shl nsw i64 %1743, 4
  %1758 = call noalias i8* @malloc(i64 noundef %1757) #10
  %1759 = bitcast i8* %1758 to double*
  %1760 = call noalias i8* @malloc(i64 noundef %1757) #10
  %1761 = bitcast i8* %1760 to double*
  %1762 = icmp sgt i32 %1742, 0
  br i1 %1762, label %1763, label %1788

1763:                                             ; preds = %1741
  %1764 = load i32, i32* @rank, align 4, !tbaa !5
  %1765 = srem i32 %1764, 2
  %1766 = add nsw i32 %1765, 1
  %1767 = sitofp i32 %1764 to double
  %1768 = sub nsw i32 0, %1764
  %1769 = sitofp i32 %1768 to double
  %1770 = zext i32 %1742 to i64
  br label %1798

1771:                                             ; preds = %1775, %1711
  %1772 = phi i32 [ %1713, %1711 ], [ %1785, %1775 ]
  %1773 = add nuw nsw i64 %1712, 1
  %1774 = icmp eq i64 %1773, %1697
  br i1 %1774, label %1721, label %1711, !llvm.loop !71

1775:                                             ; preds = %1775, %1714
  %1776 = phi i64 [ 0, %1714 ], [ %1786, %1775 ]
  %1777 = phi i32 [ %1713, %1714 ], [ %1785, %1775 ]
  %1778 = add nsw i64 %1776, %1719
  %1779 = getelementptr inbounds i32, i32* %1661, i64 %1778
  %1780 = load i32, i32* %1779, align 4, !tbaa !5
  %1781 = trunc i64 %1776 to i32
  %1782 = add i32 %1720, %1781
  %1783 = icmp eq i32 %1780, %1782
  %1784 = zext i1 %1783 to i32
  %1785 = and i32 %1777, %1784
  %1786 = add nuw nsw i64 %1776, 1
  %1787 = icmp eq i64 %1786, %1698
  br i1 %1787, label %1771, label %1775, !llvm.loop !72

1788:                                             ; preds = %1798, %1741
  %1789 = call i32 @MPI_Alltoallw(i8* noundef %1758, i32* noundef %1746, i32* noundef %1748, i32* noundef %1754, i8* noundef %1760, i32* noundef %1750, i32* noundef %1752, i32* noundef %1756, i32 noundef 1140850688) #10
  %1790 = load i32, i32* @size, align 4, !tbaa !5
  %1791 = icmp sgt i32 %1790, 0
  br i1 %1791, label %1792, label %1821

1792:                                             ; preds = %1788
  %1793 = load i32, i32* @rank, align 4, !tbaa !5
  %1794 = sitofp i32 %1793 to double
  %1795 = and i32 %1793, 1
  %1796 = icmp eq i32 %1795, 0
  %1797 = zext i32 %1790 to i64
  br label %1841

1798:                                             ; preds = %1798, %1763
  %1799 = phi i64 [ 0, %1763 ], [ %1819, %1798 ]
  %1800 = trunc i64 %1799 to i32
  %1801 = and i32 %1800, 1
  %1802 = add nuw nsw i32 %1801, 1
  %1803 = getelementptr inbounds i32, i32* %1746, i64 %1799
  store i32 %1802, i32* %1803, align 4, !tbaa !5
  %1804 = shl nsw i32 %1800, 4
  %1805 = getelementptr inbounds i32, i32* %1748, i64 %1799
  store i32 %1804, i32* %1805, align 4, !tbaa !5
  %1806 = getelementptr inbounds i32, i32* %1754, i64 %1799
  store i32 1275070475, i32* %1806, align 4, !tbaa !5
  %1807 = getelementptr inbounds i32, i32* %1750, i64 %1799
  store i32 %1766, i32* %1807, align 4, !tbaa !5
  %1808 = getelementptr inbounds i32, i32* %1752, i64 %1799
  store i32 %1804, i32* %1808, align 4, !tbaa !5
  %1809 = getelementptr inbounds i32, i32* %1756, i64 %1799
  store i32 1275070475, i32* %1809, align 4, !tbaa !5
  %1810 = sitofp i32 %1800 to double
  %1811 = call double @llvm.fmuladd.f64(double %1810, double 2.500000e-01, double %1767) #10
  %1812 = shl nuw nsw i64 %1799, 1
  %1813 = getelementptr inbounds double, double* %1759, i64 %1812
  store double %1811, double* %1813, align 8, !tbaa !16
  %1814 = call double @llvm.fmuladd.f64(double %1810, double -2.500000e-01, double %1769) #10
  %1815 = or i64 %1812, 1
  %1816 = getelementptr inbounds double, double* %1759, i64 %1815
  store double %1814, double* %1816, align 8, !tbaa !16
  %1817 = getelementptr inbounds double, double* %1761, i64 %1815
  store double 9.900000e+01, double* %1817, align 8, !tbaa !16
  %1818 = getelementptr inbounds double, double* %1761, i64 %1812
  store double 9.900000e+01, double* %1818, align 8, !tbaa !16
  %1819 = add nuw nsw i64 %1799, 1
  %1820 = icmp eq i64 %1819, %1770
  br i1 %1820, label %1788, label %1798, !llvm.loop !73

1821:                                             ; preds = %1841, %1788
  %1822 = phi i32 [ 1, %1788 ], [ %1862, %1841 ]
  %1823 = bitcast i32* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1823) #10
  store i32 %1822, i32* %82, align 4, !tbaa !5
  %1824 = bitcast i32* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1824) #10
  %1825 = call i32 @MPI_Allreduce(i8* noundef nonnull %1823, i8* noundef nonnull %1824, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1826 = load i32, i32* %82, align 4, !tbaa !5
  %1827 = icmp eq i32 %1826, 0
  br i1 %1827, label %1828, label %1833

1828:                                             ; preds = %1821
  %1829 = load i32, i32* @rank, align 4, !tbaa !5
  %1830 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1829, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.46, i64 0, i64 0)) #10
  %1831 = load i32, i32* @failures, align 4, !tbaa !5
  %1832 = add nsw i32 %1831, 1
  store i32 %1832, i32* @failures, align 4, !tbaa !5
  br label %1833

1833:                                             ; preds = %1828, %1821
  %1834 = load i32, i32* @rank, align 4, !tbaa !5
  %1835 = icmp eq i32 %1834, 0
  br i1 %1835, label %1836, label %1865

1836:                                             ; preds = %1833
  %1837 = load i32, i32* %83, align 4, !tbaa !5
  %1838 = icmp eq i32 %1837, 0
  %1839 = select i1 %1838, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1840 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.46, i64 0, i64 0), i8* noundef %1839) #10
  br label %1865

1841:                                             ; preds = %1841, %1792
  %1842 = phi i64 [ 0, %1792 ], [ %1863, %1841 ]
  %1843 = phi i32 [ 1, %1792 ], [ %1862, %1841 ]
  %1844 = shl nuw nsw i64 %1842, 1
  %1845 = getelementptr inbounds double, double* %1761, i64 %1844
  %1846 = load double, double* %1845, align 8, !tbaa !16
  %1847 = trunc i64 %1842 to i32
  %1848 = sitofp i32 %1847 to double
  %1849 = call double @llvm.fmuladd.f64(double %1794, double 2.500000e-01, double %1848) #10
  %1850 = fcmp oeq double %1846, %1849
  %1851 = zext i1 %1850 to i32
  %1852 = and i32 %1843, %1851
  %1853 = or i64 %1844, 1
  %1854 = getelementptr inbounds double, double* %1761, i64 %1853
  %1855 = load double, double* %1854, align 8, !tbaa !16
  %1856 = sub i32 0, %1847
  %1857 = sitofp i32 %1856 to double
  %1858 = call double @llvm.fmuladd.f64(double %1794, double -2.500000e-01, double %1857) #10
  %1859 = select i1 %1796, double 9.900000e+01, double %1858
  %1860 = fcmp oeq double %1855, %1859
  %1861 = zext i1 %1860 to i32
  %1862 = and i32 %1852, %1861
  %1863 = add nuw nsw i64 %1842, 1
  %1864 = icmp eq i64 %1863, %1797
  br i1 %1864, label %1821, label %1841, !llvm.loop !74

1865:                                             ; preds = %1833, %1836
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1824) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1823) #10
  call void @free(i8* noundef %1745) #10
  call void @free(i8* noundef %1747) #10
  call void @free(i8* noundef %1749) #10
  call void @free(i8* noundef %1751) #10
  call void @free(i8* noundef %1753) #10
  call void @free(i8* noundef %1755) #10
  call void @free(i8* noundef %1758) #10
  call void @free(i8* noundef %1760) #10
  call void @free(i8* noundef %1564) #10
  call void @free(i8* noundef %1566) #10
  call void @free(i8* noundef %1615) #10
  call void @free(i8* noundef %1617) #10
  call void @free(i8* noundef %1619) #10
  call void @free(i8* noundef %1621) #10
  call void @free(i8* noundef %1658) #10
  call void @free(i8* noundef %1660) #10
  %1866 = bitcast [2 x i32]* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1866) #10
  %1867 = getelementptr inbounds [2 x i32], [2 x i32]* %79, i64 0, i64 0
  %1868 = load i32, i32* @rank, align 4, !tbaa !5
  %1869 = add nsw i32 %1868, 1
  store i32 %1869, i32* %1867, align 4, !tbaa !5
  %1870 = getelementptr inbounds [2 x i32], [2 x i32]* %79, i64 0, i64 1
  %1871 = srem i32 %1868, 3
  %1872 = add nsw i32 %1871, 1
  store i32 %1872, i32* %1870, align 4, !tbaa !5
  %1873 = bitcast [2 x i32]* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1873) #10
  %1874 = bitcast i64* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1874) #10
  store i64 -25769803783, i64* %81, align 8
  %1875 = getelementptr inbounds [2 x i32], [2 x i32]* %80, i64 0, i64 0
  %1876 = call i32 @MPI_Scan(i8* noundef nonnull %1866, i8* noundef nonnull %1873, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %1877 = load i32, i32* @rank, align 4, !tbaa !5
  %1878 = icmp slt i32 %1877, 0
  br i1 %1878, label %1889, label %1879

1879:                                             ; preds = %1865
  %1880 = shl i32 %1877, 1
  %1881 = zext i32 %1877 to i33
  %1882 = add i32 %1877, -1
  %1883 = zext i32 %1882 to i33
  %1884 = mul i33 %1883, %1881
  %1885 = lshr i33 %1884, 1
  %1886 = trunc i33 %1885 to i32
  %1887 = or i32 %1880, 1
  %1888 = add i32 %1887, %1886
  br label %1889

1889:                                             ; preds = %1879, %1865
  %1890 = phi i32 [ 0, %1865 ], [ %1888, %1879 ]
  %1891 = load i32, i32* %1875, align 4, !tbaa !5
  %1892 = icmp eq i32 %1891, %1890
  %1893 = zext i1 %1892 to i32
  %1894 = bitcast i32* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1894) #10
  store i32 %1893, i32* %77, align 4, !tbaa !5
  %1895 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1895) #10
  %1896 = call i32 @MPI_Allreduce(i8* noundef nonnull %1894, i8* noundef nonnull %1895, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1897 = load i32, i32* %77, align 4, !tbaa !5
  %1898 = icmp eq i32 %1897, 0
  br i1 %1898, label %1899, label %1904

1899:                                             ; preds = %1889
  %1900 = load i32, i32* @rank, align 4, !tbaa !5
  %1901 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1900, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0)) #10
  %1902 = load i32, i32* @failures, align 4, !tbaa !5
  %1903 = add nsw i32 %1902, 1
  store i32 %1903, i32* @failures, align 4, !tbaa !5
  br label %1904

1904:                                             ; preds = %1899, %1889
  %1905 = load i32, i32* @rank, align 4, !tbaa !5
  %1906 = icmp eq i32 %1905, 0
  br i1 %1906, label %1907, label %1912

1907:                                             ; preds = %1904
  %1908 = load i32, i32* %78, align 4, !tbaa !5
  %1909 = icmp eq i32 %1908, 0
  %1910 = select i1 %1909, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1911 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.47, i64 0, i64 0), i8* noundef %1910) #10
  br label %1912

1912:                                             ; preds = %1907, %1904
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1895) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1894) #10
  %1913 = bitcast i32* %1870 to i8*
  %1914 = getelementptr inbounds [2 x i32], [2 x i32]* %80, i64 0, i64 1
  %1915 = bitcast i32* %1914 to i8*
  %1916 = call i32 @MPI_Scan(i8* noundef nonnull %1913, i8* noundef nonnull %1915, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395012, i32 noundef 1140850688) #10
  %1917 = load i32, i32* @rank, align 4, !tbaa !5
  %1918 = icmp slt i32 %1917, 0
  br i1 %1918, label %1919, label %1947

1919:                                             ; preds = %1947, %1912
  %1920 = phi i32 [ 1, %1912 ], [ %1952, %1947 ]
  %1921 = load i32, i32* %1914, align 4, !tbaa !5
  %1922 = icmp eq i32 %1921, %1920
  %1923 = zext i1 %1922 to i32
  %1924 = bitcast i32* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1924) #10
  store i32 %1923, i32* %75, align 4, !tbaa !5
  %1925 = bitcast i32* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1925) #10
  %1926 = call i32 @MPI_Allreduce(i8* noundef nonnull %1924, i8* noundef nonnull %1925, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1927 = load i32, i32* %75, align 4, !tbaa !5
  %1928 = icmp eq i32 %1927, 0
  br i1 %1928, label %1929, label %1934

1929:                                             ; preds = %1919
  %1930 = load i32, i32* @rank, align 4, !tbaa !5
  %1931 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1930, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0)) #10
  %1932 = load i32, i32* @failures, align 4, !tbaa !5
  %1933 = add nsw i32 %1932, 1
  store i32 %1933, i32* @failures, align 4, !tbaa !5
  br label %1934

1934:                                             ; preds = %1929, %1919
  %1935 = load i32, i32* @rank, align 4, !tbaa !5
  %1936 = icmp eq i32 %1935, 0
  br i1 %1936, label %1937, label %1942

1937:                                             ; preds = %1934
  %1938 = load i32, i32* %76, align 4, !tbaa !5
  %1939 = icmp eq i32 %1938, 0
  %1940 = select i1 %1939, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1941 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.48, i64 0, i64 0), i8* noundef %1940) #10
  br label %1942

1942:                                             ; preds = %1937, %1934
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1925) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1924) #10
  %1943 = bitcast i64* %81 to i32*
  %1944 = call i32 @MPI_Exscan(i8* noundef nonnull %1866, i8* noundef nonnull %1874, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %1945 = load i32, i32* @rank, align 4, !tbaa !5
  %1946 = icmp eq i32 %1945, 0
  br i1 %1946, label %1961, label %1955

1947:                                             ; preds = %1912, %1947
  %1948 = phi i32 [ %1953, %1947 ], [ 0, %1912 ]
  %1949 = phi i32 [ %1952, %1947 ], [ 1, %1912 ]
  %1950 = urem i32 %1948, 3
  %1951 = add nuw nsw i32 %1950, 1
  %1952 = mul nsw i32 %1951, %1949
  %1953 = add nuw i32 %1948, 1
  %1954 = icmp eq i32 %1948, %1917
  br i1 %1954, label %1919, label %1947, !llvm.loop !75

1955:                                             ; preds = %1942
  %1956 = load i32, i32* %1943, align 8, !tbaa !5
  %1957 = xor i32 %1945, -1
  %1958 = add i32 %1890, %1957
  %1959 = icmp eq i32 %1956, %1958
  %1960 = zext i1 %1959 to i32
  br label %1961

1961:                                             ; preds = %1955, %1942
  %1962 = phi i32 [ 1, %1942 ], [ %1960, %1955 ]
  %1963 = bitcast i64* %81 to [2 x i32]*
  %1964 = bitcast i32* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1964) #10
  store i32 %1962, i32* %73, align 4, !tbaa !5
  %1965 = bitcast i32* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1965) #10
  %1966 = call i32 @MPI_Allreduce(i8* noundef nonnull %1964, i8* noundef nonnull %1965, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1967 = load i32, i32* %73, align 4, !tbaa !5
  %1968 = icmp eq i32 %1967, 0
  br i1 %1968, label %1969, label %1974

1969:                                             ; preds = %1961
  %1970 = load i32, i32* @rank, align 4, !tbaa !5
  %1971 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1970, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0)) #10
  %1972 = load i32, i32* @failures, align 4, !tbaa !5
  %1973 = add nsw i32 %1972, 1
  store i32 %1973, i32* @failures, align 4, !tbaa !5
  br label %1974

1974:                                             ; preds = %1969, %1961
  %1975 = load i32, i32* @rank, align 4, !tbaa !5
  %1976 = icmp eq i32 %1975, 0
  br i1 %1976, label %1977, label %1982

1977:                                             ; preds = %1974
  %1978 = load i32, i32* %74, align 4, !tbaa !5
  %1979 = icmp eq i32 %1978, 0
  %1980 = select i1 %1979, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1981 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0), i8* noundef %1980) #10
  br label %1982

1982:                                             ; preds = %1977, %1974
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1965) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1964) #10
  %1983 = getelementptr inbounds i32, i32* %1943, i64 1
  %1984 = bitcast i32* %1983 to i8*
  %1985 = call i32 @MPI_Exscan(i8* noundef nonnull %1866, i8* noundef nonnull %1984, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #10
  %1986 = load i32, i32* @rank, align 4, !tbaa !5
  %1987 = icmp eq i32 %1986, 0
  %1988 = getelementptr inbounds [2 x i32], [2 x i32]* %1963, i64 0, i64 1
  %1989 = load i32, i32* %1988, align 4
  %1990 = icmp eq i32 %1989, %1986
  %1991 = select i1 %1987, i1 true, i1 %1990
  %1992 = zext i1 %1991 to i32
  %1993 = bitcast i32* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1993) #10
  store i32 %1992, i32* %71, align 4, !tbaa !5
  %1994 = bitcast i32* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1994) #10
  %1995 = call i32 @MPI_Allreduce(i8* noundef nonnull %1993, i8* noundef nonnull %1994, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1996 = load i32, i32* %71, align 4, !tbaa !5
  %1997 = icmp eq i32 %1996, 0
  br i1 %1997, label %1998, label %2003

1998:                                             ; preds = %1982
  %1999 = load i32, i32* @rank, align 4, !tbaa !5
  %2000 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1999, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.50, i64 0, i64 0)) #10
  %2001 = load i32, i32* @failures, align 4, !tbaa !5
  %2002 = add nsw i32 %2001, 1
  store i32 %2002, i32* @failures, align 4, !tbaa !5
  br label %2003

2003:                                             ; preds = %1998, %1982
  %2004 = load i32, i32* @rank, align 4, !tbaa !5
  %2005 = icmp eq i32 %2004, 0
  br i1 %2005, label %2006, label %2011

2006:                                             ; preds = %2003
  %2007 = load i32, i32* %72, align 4, !tbaa !5
  %2008 = icmp eq i32 %2007, 0
  %2009 = select i1 %2008, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2010 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.50, i64 0, i64 0), i8* noundef %2009) #10
  br label %2011

2011:                                             ; preds = %2003, %2006
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1994) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1993) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1874) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1873) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1866) #10
  %2012 = load i32, i32* @size, align 4, !tbaa !5
  %2013 = sext i32 %2012 to i64
  %2014 = shl nsw i64 %2013, 2
  %2015 = call noalias i8* @malloc(i64 noundef %2014) #10
  %2016 = bitcast i8* %2015 to i32*
  %2017 = icmp sgt i32 %2012, 0
  br i1 %2017, label %2018, label %2020

2018:                                             ; preds = %2011
  %2019 = zext i32 %2012 to i64
  br label %2030

2020:                                             ; preds = %2030, %2011
  %2021 = phi i32 [ 0, %2011 ], [ %2037, %2030 ]
  %2022 = zext i32 %2021 to i64
  %2023 = shl nuw nsw i64 %2022, 2
  %2024 = call noalias i8* @malloc(i64 noundef %2023) #10
  %2025 = bitcast i8* %2024 to i32*
  %2026 = bitcast [3 x i32]* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %2026) #10
  %2027 = icmp eq i32 %2021, 0
  br i1 %2027, label %2040, label %2028

2028:                                             ; preds = %2020
  %2029 = load i32, i32* @rank, align 4, !tbaa !5
  br label %2046

2030:                                             ; preds = %2030, %2018
  %2031 = phi i64 [ 0, %2018 ], [ %2038, %2030 ]
  %2032 = phi i32 [ 0, %2018 ], [ %2037, %2030 ]
  %2033 = trunc i64 %2031 to i32
  %2034 = urem i32 %2033, 3
  %2035 = add nuw nsw i32 %2034, 1
  %2036 = getelementptr inbounds i32, i32* %2016, i64 %2031
  store i32 %2035, i32* %2036, align 4, !tbaa !5
  %2037 = add nuw nsw i32 %2035, %2032
  %2038 = add nuw nsw i64 %2031, 1
  %2039 = icmp eq i64 %2038, %2019
  br i1 %2039, label %2020, label %2030, !llvm.loop !76

2040:                                             ; preds = %2046, %2020
  %2041 = call i32 @MPI_Reduce_scatter(i8* noundef %2024, i8* noundef nonnull %2026, i32* noundef %2016, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #10
  %2042 = load i32, i32* @rank, align 4, !tbaa !5
  %2043 = icmp sgt i32 %2042, 0
  br i1 %2043, label %2044, label %2054

2044:                                             ; preds = %2040
  %2045 = zext i32 %2042 to i64
  br label %2078

2046:                                             ; preds = %2046, %2028
  %2047 = phi i64 [ 0, %2028 ], [ %2052, %2046 ]
  %2048 = trunc i64 %2047 to i32
  %2049 = mul nsw i32 %2029, %2048
  %2050 = add nsw i32 %2049, 1
  %2051 = getelementptr inbounds i32, i32* %2025, i64 %2047
  store i32 %2050, i32* %2051, align 4, !tbaa !5
  %2052 = add nuw nsw i64 %2047, 1
  %2053 = icmp eq i64 %2052, %2022
  br i1 %2053, label %2040, label %2046, !llvm.loop !77

2054:                                             ; preds = %2078, %2040
  %2055 = phi i32 [ 0, %2040 ], [ %2083, %2078 ]
  %2056 = sext i32 %2042 to i64
  %2057 = getelementptr inbounds i32, i32* %2016, i64 %2056
  %2058 = load i32, i32* %2057, align 4, !tbaa !5
  %2059 = icmp sgt i32 %2058, 0
  br i1 %2059, label %2060, label %2099

2060:                                             ; preds = %2054
  %2061 = load i32, i32* @size, align 4, !tbaa !5
  %2062 = icmp sgt i32 %2061, 0
  %2063 = add i32 %2061, -1
  %2064 = add i32 %2055, 1
  %2065 = mul i32 %2063, %2064
  %2066 = zext i32 %2063 to i33
  %2067 = add i32 %2061, -2
  %2068 = zext i32 %2067 to i33
  %2069 = mul i33 %2066, %2068
  %2070 = lshr i33 %2069, 1
  %2071 = trunc i33 %2070 to i32
  %2072 = mul i32 %2055, %2071
  %2073 = add i32 %2065, 1
  %2074 = add i32 %2073, %2072
  %2075 = zext i32 %2058 to i64
  %2076 = add i32 %2061, -1
  %2077 = add i32 %2076, %2071
  br label %2086

2078:                                             ; preds = %2078, %2044
  %2079 = phi i64 [ 0, %2044 ], [ %2084, %2078 ]
  %2080 = phi i32 [ 0, %2044 ], [ %2083, %2078 ]
  %2081 = getelementptr inbounds i32, i32* %2016, i64 %2079
  %2082 = load i32, i32* %2081, align 4, !tbaa !5
  %2083 = add nsw i32 %2082, %2080
  %2084 = add nuw nsw i64 %2079, 1
  %2085 = icmp eq i64 %2084, %2045
  br i1 %2085, label %2054, label %2078, !llvm.loop !78

2086:                                             ; preds = %2086, %2060
  %2087 = phi i64 [ 0, %2060 ], [ %2096, %2086 ]
  %2088 = phi i32 [ %2074, %2060 ], [ %2097, %2086 ]
  %2089 = phi i32 [ 1, %2060 ], [ %2095, %2086 ]
  %2090 = select i1 %2062, i32 %2088, i32 0
  %2091 = getelementptr inbounds [3 x i32], [3 x i32]* %69, i64 0, i64 %2087
  %2092 = load i32, i32* %2091, align 4, !tbaa !5
  %2093 = icmp eq i32 %2092, %2090
  %2094 = zext i1 %2093 to i32
  %2095 = and i32 %2089, %2094
  %2096 = add nuw nsw i64 %2087, 1
  %2097 = add i32 %2077, %2088
  %2098 = icmp eq i64 %2096, %2075
  br i1 %2098, label %2099, label %2086, !llvm.loop !79

2099:                                             ; preds = %2086, %2054
  %2100 = phi i32 [ 1, %2054 ], [ %2095, %2086 ]
  %2101 = bitcast i32* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2101) #10
  store i32 %2100, i32* %67, align 4, !tbaa !5
  %2102 = bitcast i32* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2102) #10
  %2103 = call i32 @MPI_Allreduce(i8* noundef nonnull %2101, i8* noundef nonnull %2102, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2104 = load i32, i32* %67, align 4, !tbaa !5
  %2105 = icmp eq i32 %2104, 0
  br i1 %2105, label %2106, label %2111

2106:                                             ; preds = %2099
  %2107 = load i32, i32* @rank, align 4, !tbaa !5
  %2108 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2107, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.51, i64 0, i64 0)) #10
  %2109 = load i32, i32* @failures, align 4, !tbaa !5
  %2110 = add nsw i32 %2109, 1
  store i32 %2110, i32* @failures, align 4, !tbaa !5
  br label %2111

2111:                                             ; preds = %2106, %2099
  %2112 = load i32, i32* @rank, align 4, !tbaa !5
  %2113 = icmp eq i32 %2112, 0
  br i1 %2113, label %2114, label %2119

2114:                                             ; preds = %2111
  %2115 = load i32, i32* %68, align 4, !tbaa !5
  %2116 = icmp eq i32 %2115, 0
  %2117 = select i1 %2116, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.51, i64 0, i64 0), i8* noundef %2117) #10
  br label %2119

2119:                                             ; preds = %2114, %2111
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2102) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2101) #10
  %2120 = load i32, i32* @size, align 4, !tbaa !5
  %2121 = sext i32 %2120 to i64
  %2122 = shl nsw i64 %2121, 3
  %2123 = call noalias i8* @malloc(i64 noundef %2122) #10
  %2124 = bitcast i8* %2123 to i32*
  %2125 = bitcast [2 x i32]* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2125) #10
  %2126 = icmp sgt i32 %2120, 0
  br i1 %2126, label %2127, label %2134

2127:                                             ; preds = %2119
  %2128 = shl i32 %2120, 1
  %2129 = load i32, i32* @rank, align 4, !tbaa !5
  %2130 = shl nsw i32 %2129, 1
  %2131 = zext i32 %2130 to i64
  %2132 = call i32 @llvm.smax.i32(i32 %2128, i32 1) #10
  %2133 = zext i32 %2132 to i64
  br label %2166

2134:                                             ; preds = %2166, %2119
  %2135 = getelementptr inbounds [2 x i32], [2 x i32]* %70, i64 0, i64 0
  %2136 = call i32 @MPI_Reduce_scatter_block(i8* noundef %2123, i8* noundef nonnull %2125, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #10
  %2137 = load i32, i32* @size, align 4, !tbaa !5
  %2138 = add nsw i32 %2137, -1
  %2139 = load i32, i32* %2135, align 4, !tbaa !5
  %2140 = icmp sgt i32 %2137, 101
  %2141 = select i1 %2140, i32 %2138, i32 100
  %2142 = icmp eq i32 %2139, %2141
  %2143 = getelementptr inbounds [2 x i32], [2 x i32]* %70, i64 0, i64 1
  %2144 = load i32, i32* %2143, align 4
  %2145 = icmp eq i32 %2144, %2138
  %2146 = select i1 %2142, i1 %2145, i1 false
  %2147 = zext i1 %2146 to i32
  %2148 = bitcast i32* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2148) #10
  store i32 %2147, i32* %65, align 4, !tbaa !5
  %2149 = bitcast i32* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2149) #10
  %2150 = call i32 @MPI_Allreduce(i8* noundef nonnull %2148, i8* noundef nonnull %2149, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2151 = load i32, i32* %65, align 4, !tbaa !5
  %2152 = icmp eq i32 %2151, 0
  br i1 %2152, label %2153, label %2158

2153:                                             ; preds = %2134
  %2154 = load i32, i32* @rank, align 4, !tbaa !5
  %2155 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2154, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.52, i64 0, i64 0)) #10
  %2156 = load i32, i32* @failures, align 4, !tbaa !5
  %2157 = add nsw i32 %2156, 1
  store i32 %2157, i32* @failures, align 4, !tbaa !5
  br label %2158

2158:                                             ; preds = %2153, %2134
  %2159 = load i32, i32* @rank, align 4, !tbaa !5
  %2160 = icmp eq i32 %2159, 0
  br i1 %2160, label %2161, label %2173

2161:                                             ; preds = %2158
  %2162 = load i32, i32* %66, align 4, !tbaa !5
  %2163 = icmp eq i32 %2162, 0
  %2164 = select i1 %2163, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2165 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.52, i64 0, i64 0), i8* noundef %2164) #10
  br label %2173

2166:                                             ; preds = %2166, %2127
  %2167 = phi i64 [ 0, %2127 ], [ %2171, %2166 ]
  %2168 = icmp eq i64 %2167, %2131
  %2169 = select i1 %2168, i32 100, i32 %2129
  %2170 = getelementptr inbounds i32, i32* %2124, i64 %2167
  store i32 %2169, i32* %2170, align 4, !tbaa !5
  %2171 = add nuw nsw i64 %2167, 1
  %2172 = icmp eq i64 %2171, %2133
  br i1 %2172, label %2134, label %2166, !llvm.loop !80

2173:                                             ; preds = %2158, %2161
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2149) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2148) #10
  call void @free(i8* noundef %2015) #10
  call void @free(i8* noundef %2024) #10
  call void @free(i8* noundef %2123) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2125) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %2026) #10
  %2174 = bitcast i32* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2174) #10
  %2175 = bitcast i32* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2175) #10
  %2176 = load i32, i32* @rank, align 4, !tbaa !5
  %2177 = srem i32 %2176, 2
  %2178 = sub nsw i32 0, %2176
  %2179 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2177, i32 noundef %2178, i32* noundef nonnull %57) #10
  %2180 = bitcast i32* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2180) #10
  %2181 = bitcast i32* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2181) #10
  %2182 = load i32, i32* %57, align 4, !tbaa !5
  %2183 = call i32 @MPI_Comm_rank(i32 noundef %2182, i32* noundef nonnull %59) #10
  %2184 = load i32, i32* %57, align 4, !tbaa !5
  %2185 = call i32 @MPI_Comm_size(i32 noundef %2184, i32* noundef nonnull %60) #10
  %2186 = load i32, i32* @size, align 4, !tbaa !5
  %2187 = add nsw i32 %2186, 1
  %2188 = load i32, i32* @rank, align 4, !tbaa !5
  %2189 = srem i32 %2188, 2
  %2190 = sub i32 %2187, %2189
  %2191 = sdiv i32 %2190, 2
  %2192 = load i32, i32* %60, align 4, !tbaa !5
  %2193 = icmp eq i32 %2192, %2191
  br i1 %2193, label %2194, label %2201

2194:                                             ; preds = %2173
  %2195 = load i32, i32* %59, align 4, !tbaa !5
  %2196 = sdiv i32 %2188, -2
  %2197 = add nsw i32 %2196, -1
  %2198 = add i32 %2197, %2191
  %2199 = icmp eq i32 %2195, %2198
  %2200 = zext i1 %2199 to i32
  br label %2201

2201:                                             ; preds = %2194, %2173
  %2202 = phi i32 [ 0, %2173 ], [ %2200, %2194 ]
  %2203 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2203) #10
  store i32 %2202, i32* %55, align 4, !tbaa !5
  %2204 = bitcast i32* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2204) #10
  %2205 = call i32 @MPI_Allreduce(i8* noundef nonnull %2203, i8* noundef nonnull %2204, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2206 = load i32, i32* %55, align 4, !tbaa !5
  %2207 = icmp eq i32 %2206, 0
  br i1 %2207, label %2208, label %2213

2208:                                             ; preds = %2201
  %2209 = load i32, i32* @rank, align 4, !tbaa !5
  %2210 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2209, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.53, i64 0, i64 0)) #10
  %2211 = load i32, i32* @failures, align 4, !tbaa !5
  %2212 = add nsw i32 %2211, 1
  store i32 %2212, i32* @failures, align 4, !tbaa !5
  br label %2213

2213:                                             ; preds = %2208, %2201
  %2214 = load i32, i32* @rank, align 4, !tbaa !5
  %2215 = icmp eq i32 %2214, 0
  br i1 %2215, label %2216, label %2221

2216:                                             ; preds = %2213
  %2217 = load i32, i32* %56, align 4, !tbaa !5
  %2218 = icmp eq i32 %2217, 0
  %2219 = select i1 %2218, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2220 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.53, i64 0, i64 0), i8* noundef %2219) #10
  br label %2221

2221:                                             ; preds = %2216, %2213
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2204) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2203) #10
  %2222 = bitcast i32* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2222) #10
  %2223 = load i32, i32* %57, align 4, !tbaa !5
  %2224 = call i32 @MPI_Allreduce(i8* noundef bitcast (i32* @rank to i8*), i8* noundef nonnull %2222, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef %2223) #10
  %2225 = load i32, i32* @rank, align 4, !tbaa !5
  %2226 = srem i32 %2225, 2
  %2227 = load i32, i32* @size, align 4, !tbaa !5
  %2228 = icmp slt i32 %2226, %2227
  br i1 %2228, label %2229, label %2240

2229:                                             ; preds = %2221
  %2230 = xor i32 %2226, -1
  %2231 = add i32 %2227, %2230
  %2232 = lshr i32 %2231, 1
  %2233 = add nsw i32 %2232, -1
  %2234 = mul i32 %2233, %2232
  %2235 = and i32 %2234, -2
  %2236 = add nsw i32 %2226, 2
  %2237 = mul i32 %2232, %2236
  %2238 = add i32 %2237, %2226
  %2239 = add i32 %2238, %2235
  br label %2240

2240:                                             ; preds = %2229, %2221
  %2241 = phi i32 [ 0, %2221 ], [ %2239, %2229 ]
  %2242 = load i32, i32* %61, align 4, !tbaa !5
  %2243 = icmp eq i32 %2242, %2241
  %2244 = zext i1 %2243 to i32
  %2245 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2245) #10
  store i32 %2244, i32* %53, align 4, !tbaa !5
  %2246 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2246) #10
  %2247 = call i32 @MPI_Allreduce(i8* noundef nonnull %2245, i8* noundef nonnull %2246, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2248 = load i32, i32* %53, align 4, !tbaa !5
  %2249 = icmp eq i32 %2248, 0
  br i1 %2249, label %2250, label %2255

2250:                                             ; preds = %2240
  %2251 = load i32, i32* @rank, align 4, !tbaa !5
  %2252 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2251, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.54, i64 0, i64 0)) #10
  %2253 = load i32, i32* @failures, align 4, !tbaa !5
  %2254 = add nsw i32 %2253, 1
  store i32 %2254, i32* @failures, align 4, !tbaa !5
  br label %2255

2255:                                             ; preds = %2250, %2240
  %2256 = load i32, i32* @rank, align 4, !tbaa !5
  %2257 = icmp eq i32 %2256, 0
  br i1 %2257, label %2258, label %2263

2258:                                             ; preds = %2255
  %2259 = load i32, i32* %54, align 4, !tbaa !5
  %2260 = icmp eq i32 %2259, 0
  %2261 = select i1 %2260, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.54, i64 0, i64 0), i8* noundef %2261) #10
  br label %2263

2263:                                             ; preds = %2258, %2255
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2246) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2245) #10
  %2264 = load i32, i32* %57, align 4, !tbaa !5
  %2265 = call i32 @MPI_Comm_dup(i32 noundef %2264, i32* noundef nonnull %58) #10
  %2266 = bitcast i32* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2266) #10
  %2267 = load i32, i32* %57, align 4, !tbaa !5
  %2268 = load i32, i32* %58, align 4, !tbaa !5
  %2269 = call i32 @MPI_Comm_compare(i32 noundef %2267, i32 noundef %2268, i32* noundef nonnull %62) #10
  %2270 = load i32, i32* %62, align 4, !tbaa !5
  %2271 = icmp eq i32 %2270, 1
  %2272 = zext i1 %2271 to i32
  %2273 = bitcast i32* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2273) #10
  store i32 %2272, i32* %51, align 4, !tbaa !5
  %2274 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2274) #10
  %2275 = call i32 @MPI_Allreduce(i8* noundef nonnull %2273, i8* noundef nonnull %2274, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2276 = load i32, i32* %51, align 4, !tbaa !5
  %2277 = icmp eq i32 %2276, 0
  br i1 %2277, label %2278, label %2283

2278:                                             ; preds = %2263
  %2279 = load i32, i32* @rank, align 4, !tbaa !5
  %2280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2279, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.55, i64 0, i64 0)) #10
  %2281 = load i32, i32* @failures, align 4, !tbaa !5
  %2282 = add nsw i32 %2281, 1
  store i32 %2282, i32* @failures, align 4, !tbaa !5
  br label %2283

2283:                                             ; preds = %2278, %2263
  %2284 = load i32, i32* @rank, align 4, !tbaa !5
  %2285 = icmp eq i32 %2284, 0
  br i1 %2285, label %2286, label %2291

2286:                                             ; preds = %2283
  %2287 = load i32, i32* %52, align 4, !tbaa !5
  %2288 = icmp eq i32 %2287, 0
  %2289 = select i1 %2288, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2290 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.55, i64 0, i64 0), i8* noundef %2289) #10
  br label %2291

2291:                                             ; preds = %2286, %2283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2274) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2273) #10
  %2292 = bitcast i32* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2292) #10
  %2293 = load i32, i32* %59, align 4, !tbaa !5
  %2294 = icmp eq i32 %2293, 0
  %2295 = load i32, i32* @rank, align 4
  %2296 = select i1 %2294, i32 %2295, i32 -1
  store i32 %2296, i32* %63, align 4, !tbaa !5
  %2297 = load i32, i32* %58, align 4, !tbaa !5
  %2298 = call i32 @MPI_Bcast(i8* noundef nonnull %2292, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %2297) #10
  %2299 = load i32, i32* %63, align 4, !tbaa !5
  %2300 = load i32, i32* @rank, align 4, !tbaa !5
  %2301 = srem i32 %2300, 2
  %2302 = shl nsw i32 %2191, 1
  %2303 = add i32 %2302, -2
  %2304 = add nsw i32 %2303, %2301
  %2305 = icmp eq i32 %2299, %2304
  %2306 = zext i1 %2305 to i32
  %2307 = bitcast i32* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2307) #10
  store i32 %2306, i32* %49, align 4, !tbaa !5
  %2308 = bitcast i32* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2308) #10
  %2309 = call i32 @MPI_Allreduce(i8* noundef nonnull %2307, i8* noundef nonnull %2308, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2310 = load i32, i32* %49, align 4, !tbaa !5
  %2311 = icmp eq i32 %2310, 0
  br i1 %2311, label %2312, label %2317

2312:                                             ; preds = %2291
  %2313 = load i32, i32* @rank, align 4, !tbaa !5
  %2314 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2313, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.56, i64 0, i64 0)) #10
  %2315 = load i32, i32* @failures, align 4, !tbaa !5
  %2316 = add nsw i32 %2315, 1
  store i32 %2316, i32* @failures, align 4, !tbaa !5
  br label %2317

2317:                                             ; preds = %2312, %2291
  %2318 = load i32, i32* @rank, align 4, !tbaa !5
  %2319 = icmp eq i32 %2318, 0
  br i1 %2319, label %2320, label %2325

2320:                                             ; preds = %2317
  %2321 = load i32, i32* %50, align 4, !tbaa !5
  %2322 = icmp eq i32 %2321, 0
  %2323 = select i1 %2322, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2324 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.56, i64 0, i64 0), i8* noundef %2323) #10
  br label %2325

2325:                                             ; preds = %2320, %2317
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2308) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2307) #10
  %2326 = bitcast i32* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2326) #10
  %2327 = load i32, i32* @rank, align 4, !tbaa !5
  %2328 = icmp eq i32 %2327, 0
  %2329 = select i1 %2328, i32 -32766, i32 1
  %2330 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2329, i32 noundef 0, i32* noundef nonnull %64) #10
  %2331 = load i32, i32* @rank, align 4, !tbaa !5
  %2332 = icmp ne i32 %2331, 0
  %2333 = load i32, i32* %64, align 4, !tbaa !5
  %2334 = icmp eq i32 %2333, 67108864
  %2335 = xor i1 %2332, %2334
  %2336 = zext i1 %2335 to i32
  %2337 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2337) #10
  store i32 %2336, i32* %47, align 4, !tbaa !5
  %2338 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2338) #10
  %2339 = call i32 @MPI_Allreduce(i8* noundef nonnull %2337, i8* noundef nonnull %2338, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2340 = load i32, i32* %47, align 4, !tbaa !5
  %2341 = icmp eq i32 %2340, 0
  br i1 %2341, label %2342, label %2347

2342:                                             ; preds = %2325
  %2343 = load i32, i32* @rank, align 4, !tbaa !5
  %2344 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2343, i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.57, i64 0, i64 0)) #10
  %2345 = load i32, i32* @failures, align 4, !tbaa !5
  %2346 = add nsw i32 %2345, 1
  store i32 %2346, i32* @failures, align 4, !tbaa !5
  br label %2347

2347:                                             ; preds = %2342, %2325
  %2348 = load i32, i32* @rank, align 4, !tbaa !5
  %2349 = icmp eq i32 %2348, 0
  br i1 %2349, label %2350, label %2355

2350:                                             ; preds = %2347
  %2351 = load i32, i32* %48, align 4, !tbaa !5
  %2352 = icmp eq i32 %2351, 0
  %2353 = select i1 %2352, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2354 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.57, i64 0, i64 0), i8* noundef %2353) #10
  br label %2355

2355:                                             ; preds = %2350, %2347
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2338) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2337) #10
  %2356 = load i32, i32* %64, align 4, !tbaa !5
  %2357 = icmp eq i32 %2356, 67108864
  br i1 %2357, label %2360, label %2358

2358:                                             ; preds = %2355
  %2359 = call i32 @MPI_Comm_free(i32* noundef nonnull %64) #10
  br label %2360

2360:                                             ; preds = %2358, %2355
  %2361 = call i32 @MPI_Comm_free(i32* noundef nonnull %58) #10
  %2362 = call i32 @MPI_Comm_free(i32* noundef nonnull %57) #10
  %2363 = load i32, i32* %57, align 4, !tbaa !5
  %2364 = icmp eq i32 %2363, 67108864
  %2365 = load i32, i32* %58, align 4
  %2366 = icmp eq i32 %2365, 67108864
  %2367 = select i1 %2364, i1 %2366, i1 false
  %2368 = zext i1 %2367 to i32
  %2369 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2369) #10
  store i32 %2368, i32* %45, align 4, !tbaa !5
  %2370 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2370) #10
  %2371 = call i32 @MPI_Allreduce(i8* noundef nonnull %2369, i8* noundef nonnull %2370, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2372 = load i32, i32* %45, align 4, !tbaa !5
  %2373 = icmp eq i32 %2372, 0
  br i1 %2373, label %2374, label %2379

2374:                                             ; preds = %2360
  %2375 = load i32, i32* @rank, align 4, !tbaa !5
  %2376 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2375, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.58, i64 0, i64 0)) #10
  %2377 = load i32, i32* @failures, align 4, !tbaa !5
  %2378 = add nsw i32 %2377, 1
  store i32 %2378, i32* @failures, align 4, !tbaa !5
  br label %2379

2379:                                             ; preds = %2374, %2360
  %2380 = load i32, i32* @rank, align 4, !tbaa !5
  %2381 = icmp eq i32 %2380, 0
  br i1 %2381, label %2382, label %2387

2382:                                             ; preds = %2379
  %2383 = load i32, i32* %46, align 4, !tbaa !5
  %2384 = icmp eq i32 %2383, 0
  %2385 = select i1 %2384, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.58, i64 0, i64 0), i8* noundef %2385) #10
  br label %2387

2387:                                             ; preds = %2379, %2382
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2370) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2369) #10
  %2388 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2326) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2292) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2266) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2222) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2181) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2180) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2175) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2174) #10
  %2389 = load i32, i32* @size, align 4, !tbaa !5
  %2390 = icmp slt i32 %2389, 65
  br i1 %2390, label %2402, label %2572

2391:                                             ; preds = %310, %2391
  %2392 = phi i64 [ 0, %310 ], [ %2400, %2391 ]
  %2393 = getelementptr inbounds [10 x i32], [10 x i32]* @__const.main.ops, i64 0, i64 %2392
  %2394 = load i32, i32* %2393, align 4, !tbaa !5
  %2395 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.names, i64 0, i64 %2392
  %2396 = load i8*, i8** %2395, align 8, !tbaa !9
  call fastcc void @test_reduce_int(i32 noundef %2394, i8* noundef %2396, i32 noundef -1)
  %2397 = load i32, i32* @size, align 4, !tbaa !5
  %2398 = trunc i64 %2392 to i32
  %2399 = srem i32 %2398, %2397
  call fastcc void @test_reduce_int(i32 noundef %2394, i8* noundef %2396, i32 noundef %2399)
  %2400 = add nuw nsw i64 %2392, 1
  %2401 = icmp eq i64 %2400, 10
  br i1 %2401, label %311, label %2391, !llvm.loop !81

2402:                                             ; preds = %2387
  %2403 = bitcast [5 x i32]* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %2403) #10
  %2404 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2404) #10
  %2405 = load i32, i32* @rank, align 4, !tbaa !5
  %2406 = add nsw i32 %2405, 1
  store i32 %2406, i32* %32, align 4, !tbaa !5
  %2407 = bitcast i32* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2407) #10
  store i32 -1, i32* %33, align 4, !tbaa !5
  %2408 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2408) #10
  %2409 = icmp eq i32 %2405, 0
  %2410 = select i1 %2409, i32 77, i32 0
  store i32 %2410, i32* %34, align 4, !tbaa !5
  %2411 = bitcast [64 x i32]* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2411) #10
  %2412 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2412) #10
  store i32 -1, i32* %36, align 4, !tbaa !5
  %2413 = bitcast [64 x i32]* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2413) #10
  %2414 = bitcast [64 x i32]* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2414) #10
  %2415 = icmp sgt i32 %2389, 0
  br i1 %2415, label %2416, label %2419

2416:                                             ; preds = %2402
  %2417 = mul nsw i32 %2405, 100
  %2418 = zext i32 %2389 to i64
  br label %2442

2419:                                             ; preds = %2442, %2402
  %2420 = getelementptr inbounds [5 x i32], [5 x i32]* %31, i64 0, i64 0
  %2421 = call i32 @MPI_Iallreduce(i8* noundef nonnull %2404, i8* noundef nonnull %2407, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688, i32* noundef nonnull %2420) #10
  %2422 = getelementptr inbounds [5 x i32], [5 x i32]* %31, i64 0, i64 1
  %2423 = call i32 @MPI_Ibcast(i8* noundef nonnull %2408, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %2422) #10
  %2424 = getelementptr inbounds [5 x i32], [5 x i32]* %31, i64 0, i64 2
  %2425 = call i32 @MPI_Iallgather(i8* noundef nonnull %2404, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2411, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2424) #10
  %2426 = getelementptr inbounds [5 x i32], [5 x i32]* %31, i64 0, i64 3
  %2427 = call i32 @MPI_Ialltoall(i8* noundef nonnull %2413, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2414, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2426) #10
  %2428 = load i32, i32* @size, align 4, !tbaa !5
  %2429 = add nsw i32 %2428, -1
  %2430 = getelementptr inbounds [5 x i32], [5 x i32]* %31, i64 0, i64 4
  %2431 = call i32 @MPI_Ireduce(i8* noundef nonnull %2404, i8* noundef nonnull %2412, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef %2429, i32 noundef 1140850688, i32* noundef nonnull %2430) #10
  %2432 = call i32 @MPI_Waitall(i32 noundef 5, i32* noundef nonnull %2420, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %2433 = load i32, i32* %33, align 4, !tbaa !5
  %2434 = load i32, i32* @size, align 4, !tbaa !5
  %2435 = add nsw i32 %2434, 1
  %2436 = mul nsw i32 %2435, %2434
  %2437 = sdiv i32 %2436, 2
  %2438 = icmp eq i32 %2433, %2437
  %2439 = load i32, i32* %34, align 4
  %2440 = icmp eq i32 %2439, 77
  %2441 = select i1 %2438, i1 %2440, i1 false
  br i1 %2441, label %2449, label %2457

2442:                                             ; preds = %2442, %2416
  %2443 = phi i64 [ 0, %2416 ], [ %2447, %2442 ]
  %2444 = trunc i64 %2443 to i32
  %2445 = add nsw i32 %2417, %2444
  %2446 = getelementptr inbounds [64 x i32], [64 x i32]* %37, i64 0, i64 %2443
  store i32 %2445, i32* %2446, align 4, !tbaa !5
  %2447 = add nuw nsw i64 %2443, 1
  %2448 = icmp eq i64 %2447, %2418
  br i1 %2448, label %2419, label %2442, !llvm.loop !82

2449:                                             ; preds = %2419
  %2450 = load i32, i32* @rank, align 4, !tbaa !5
  %2451 = add nsw i32 %2434, -1
  %2452 = icmp ne i32 %2450, %2451
  %2453 = load i32, i32* %36, align 4
  %2454 = icmp eq i32 %2453, %2434
  %2455 = select i1 %2452, i1 true, i1 %2454
  %2456 = zext i1 %2455 to i32
  br label %2457

2457:                                             ; preds = %2449, %2419
  %2458 = phi i32 [ 0, %2419 ], [ %2456, %2449 ]
  %2459 = icmp sgt i32 %2434, 0
  br i1 %2459, label %2460, label %2463

2460:                                             ; preds = %2457
  %2461 = load i32, i32* @rank, align 4
  %2462 = zext i32 %2434 to i64
  br label %2525

2463:                                             ; preds = %2540, %2457
  %2464 = phi i32 [ %2458, %2457 ], [ %2543, %2540 ]
  %2465 = bitcast i32* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2465) #10
  store i32 %2464, i32* %29, align 4, !tbaa !5
  %2466 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2466) #10
  %2467 = call i32 @MPI_Allreduce(i8* noundef nonnull %2465, i8* noundef nonnull %2466, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2468 = load i32, i32* %29, align 4, !tbaa !5
  %2469 = icmp eq i32 %2468, 0
  br i1 %2469, label %2470, label %2475

2470:                                             ; preds = %2463
  %2471 = load i32, i32* @rank, align 4, !tbaa !5
  %2472 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2471, i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.59, i64 0, i64 0)) #10
  %2473 = load i32, i32* @failures, align 4, !tbaa !5
  %2474 = add nsw i32 %2473, 1
  store i32 %2474, i32* @failures, align 4, !tbaa !5
  br label %2475

2475:                                             ; preds = %2470, %2463
  %2476 = load i32, i32* @rank, align 4, !tbaa !5
  %2477 = icmp eq i32 %2476, 0
  br i1 %2477, label %2478, label %2483

2478:                                             ; preds = %2475
  %2479 = load i32, i32* %30, align 4, !tbaa !5
  %2480 = icmp eq i32 %2479, 0
  %2481 = select i1 %2480, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2482 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.59, i64 0, i64 0), i8* noundef %2481) #10
  br label %2483

2483:                                             ; preds = %2478, %2475
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2466) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2465) #10
  %2484 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2484) #10
  %2485 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2485) #10
  %2486 = call i32 @MPI_Comm_idup(i32 noundef 1140850688, i32* noundef nonnull %39, i32* noundef nonnull %40) #10
  %2487 = call i32 @MPI_Wait(i32* noundef nonnull %40, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %2488 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2488) #10
  %2489 = bitcast i32* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2489) #10
  %2490 = load i32, i32* %39, align 4, !tbaa !5
  %2491 = call i32 @MPI_Comm_rank(i32 noundef %2490, i32* noundef nonnull %41) #10
  %2492 = load i32, i32* %39, align 4, !tbaa !5
  %2493 = call i32 @MPI_Comm_size(i32 noundef %2492, i32* noundef nonnull %42) #10
  %2494 = load i32, i32* %41, align 4, !tbaa !5
  %2495 = load i32, i32* @rank, align 4, !tbaa !5
  %2496 = icmp eq i32 %2494, %2495
  %2497 = load i32, i32* %42, align 4
  %2498 = load i32, i32* @size, align 4
  %2499 = icmp eq i32 %2497, %2498
  %2500 = select i1 %2496, i1 %2499, i1 false
  %2501 = zext i1 %2500 to i32
  %2502 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2502) #10
  store i32 %2501, i32* %27, align 4, !tbaa !5
  %2503 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2503) #10
  %2504 = call i32 @MPI_Allreduce(i8* noundef nonnull %2502, i8* noundef nonnull %2503, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2505 = load i32, i32* %27, align 4, !tbaa !5
  %2506 = icmp eq i32 %2505, 0
  br i1 %2506, label %2507, label %2512

2507:                                             ; preds = %2483
  %2508 = load i32, i32* @rank, align 4, !tbaa !5
  %2509 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2508, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.60, i64 0, i64 0)) #10
  %2510 = load i32, i32* @failures, align 4, !tbaa !5
  %2511 = add nsw i32 %2510, 1
  store i32 %2511, i32* @failures, align 4, !tbaa !5
  br label %2512

2512:                                             ; preds = %2507, %2483
  %2513 = load i32, i32* @rank, align 4, !tbaa !5
  %2514 = icmp eq i32 %2513, 0
  br i1 %2514, label %2515, label %2520

2515:                                             ; preds = %2512
  %2516 = load i32, i32* %28, align 4, !tbaa !5
  %2517 = icmp eq i32 %2516, 0
  %2518 = select i1 %2517, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2519 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.60, i64 0, i64 0), i8* noundef %2518) #10
  br label %2520

2520:                                             ; preds = %2515, %2512
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2503) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2502) #10
  %2521 = call i32 @MPI_Comm_free(i32* noundef nonnull %39) #10
  %2522 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2522) #10
  %2523 = call i32 @MPI_Ibarrier(i32 noundef 1140850688, i32* noundef nonnull %43) #10
  %2524 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2524) #10
  store i32 0, i32* %44, align 4, !tbaa !5
  br label %2545

2525:                                             ; preds = %2540, %2460
  %2526 = phi i64 [ 0, %2460 ], [ %2530, %2540 ]
  %2527 = phi i32 [ %2458, %2460 ], [ %2543, %2540 ]
  %2528 = getelementptr inbounds [64 x i32], [64 x i32]* %35, i64 0, i64 %2526
  %2529 = load i32, i32* %2528, align 4, !tbaa !5
  %2530 = add nuw nsw i64 %2526, 1
  %2531 = zext i32 %2529 to i64
  %2532 = icmp eq i64 %2530, %2531
  br i1 %2532, label %2533, label %2540

2533:                                             ; preds = %2525
  %2534 = getelementptr inbounds [64 x i32], [64 x i32]* %38, i64 0, i64 %2526
  %2535 = load i32, i32* %2534, align 4, !tbaa !5
  %2536 = trunc i64 %2526 to i32
  %2537 = mul nsw i32 %2536, 100
  %2538 = add nsw i32 %2537, %2461
  %2539 = icmp eq i32 %2535, %2538
  br label %2540

2540:                                             ; preds = %2533, %2525
  %2541 = phi i1 [ false, %2525 ], [ %2539, %2533 ]
  %2542 = zext i1 %2541 to i32
  %2543 = and i32 %2527, %2542
  %2544 = icmp eq i64 %2530, %2462
  br i1 %2544, label %2463, label %2525, !llvm.loop !83

2545:                                             ; preds = %2545, %2520
  %2546 = call i32 @MPI_Test(i32* noundef nonnull %43, i32* noundef nonnull %44, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %2547 = load i32, i32* %44, align 4, !tbaa !5
  %2548 = icmp eq i32 %2547, 0
  br i1 %2548, label %2545, label %2549, !llvm.loop !84

2549:                                             ; preds = %2545
  %2550 = load i32, i32* %43, align 4, !tbaa !5
  %2551 = icmp eq i32 %2550, 738197504
  %2552 = zext i1 %2551 to i32
  %2553 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2553) #10
  store i32 %2552, i32* %25, align 4, !tbaa !5
  %2554 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2554) #10
  %2555 = call i32 @MPI_Allreduce(i8* noundef nonnull %2553, i8* noundef nonnull %2554, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2556 = load i32, i32* %25, align 4, !tbaa !5
  %2557 = icmp eq i32 %2556, 0
  br i1 %2557, label %2558, label %2563

2558:                                             ; preds = %2549
  %2559 = load i32, i32* @rank, align 4, !tbaa !5
  %2560 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2559, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.61, i64 0, i64 0)) #10
  %2561 = load i32, i32* @failures, align 4, !tbaa !5
  %2562 = add nsw i32 %2561, 1
  store i32 %2562, i32* @failures, align 4, !tbaa !5
  br label %2563

2563:                                             ; preds = %2558, %2549
  %2564 = load i32, i32* @rank, align 4, !tbaa !5
  %2565 = icmp eq i32 %2564, 0
  br i1 %2565, label %2566, label %2571

2566:                                             ; preds = %2563
  %2567 = load i32, i32* %26, align 4, !tbaa !5
  %2568 = icmp eq i32 %2567, 0
  %2569 = select i1 %2568, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2570 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.61, i64 0, i64 0), i8* noundef %2569) #10
  br label %2571

2571:                                             ; preds = %2563, %2566
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2554) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2553) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2524) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2522) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2489) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2488) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2485) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2484) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2414) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2413) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2412) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2411) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2408) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2407) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2404) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %2403) #10
  br label %2572

2572:                                             ; preds = %2571, %2387
  %2573 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2573) #10
  %2574 = call i32 @MPI_Type_contiguous(i32 noundef 4, i32 noundef 1275070471, i32* noundef nonnull %15) #10
  %2575 = call i32 @MPI_Type_commit(i32* noundef nonnull %15) #10
  %2576 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2576) #10
  %2577 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2577) #10
  %2578 = call i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef nonnull @matmul, i32 noundef 0, i32* noundef nonnull %16) #10
  %2579 = call i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef nonnull @absmax, i32 noundef 1, i32* noundef nonnull %17) #10
  %2580 = bitcast %struct.mat* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2580) #10
  %2581 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 0
  store i64 1, i64* %2581, align 8, !tbaa !85
  %2582 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 1
  %2583 = load i32, i32* @rank, align 4, !tbaa !5
  %2584 = add nsw i32 %2583, 1
  %2585 = sext i32 %2584 to i64
  store i64 %2585, i64* %2582, align 8, !tbaa !87
  %2586 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 2
  store i64 0, i64* %2586, align 8, !tbaa !88
  %2587 = getelementptr inbounds %struct.mat, %struct.mat* %18, i64 0, i32 3
  store i64 1, i64* %2587, align 8, !tbaa !89
  %2588 = bitcast %struct.mat* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2588) #10
  %2589 = bitcast %struct.mat* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2589) #10
  %2590 = bitcast %struct.mat* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %2590) #10
  %2591 = srem i32 %2583, 3
  %2592 = icmp eq i32 %2591, 1
  br i1 %2592, label %2593, label %2595

2593:                                             ; preds = %2572
  store i64 0, i64* %2581, align 8, !tbaa !85
  store i64 1, i64* %2582, align 8, !tbaa !87
  store i64 1, i64* %2586, align 8, !tbaa !88
  %2594 = sext i32 %2583 to i64
  store i64 %2594, i64* %2587, align 8, !tbaa !89
  br label %2595

2595:                                             ; preds = %2593, %2572
  %2596 = load i32, i32* @size, align 4, !tbaa !5
  %2597 = icmp sgt i32 %2596, 0
  br i1 %2597, label %2598, label %2601

2598:                                             ; preds = %2595
  %2599 = zext i32 %2583 to i64
  %2600 = zext i32 %2596 to i64
  br label %2615

2601:                                             ; preds = %2649, %2595
  %2602 = phi i64 [ 1, %2595 ], [ %2650, %2649 ]
  %2603 = phi i64 [ 0, %2595 ], [ %2651, %2649 ]
  %2604 = phi i64 [ 0, %2595 ], [ %2652, %2649 ]
  %2605 = phi i64 [ 1, %2595 ], [ %2653, %2649 ]
  %2606 = phi i64 [ 1, %2595 ], [ %2637, %2649 ]
  %2607 = phi i64 [ 0, %2595 ], [ %2640, %2649 ]
  %2608 = phi i64 [ 0, %2595 ], [ %2643, %2649 ]
  %2609 = phi i64 [ 1, %2595 ], [ %2646, %2649 ]
  %2610 = load i32, i32* %15, align 4, !tbaa !5
  %2611 = load i32, i32* %16, align 4, !tbaa !5
  %2612 = call i32 @MPI_Reduce(i8* noundef nonnull %2580, i8* noundef nonnull %2588, i32 noundef 1, i32 noundef %2610, i32 noundef %2611, i32 noundef 0, i32 noundef 1140850688) #10
  %2613 = load i32, i32* @rank, align 4, !tbaa !5
  %2614 = icmp eq i32 %2613, 0
  br i1 %2614, label %2655, label %2672

2615:                                             ; preds = %2649, %2598
  %2616 = phi i64 [ 0, %2598 ], [ %2625, %2649 ]
  %2617 = phi i64 [ 1, %2598 ], [ %2646, %2649 ]
  %2618 = phi i64 [ 0, %2598 ], [ %2643, %2649 ]
  %2619 = phi i64 [ 0, %2598 ], [ %2640, %2649 ]
  %2620 = phi i64 [ 1, %2598 ], [ %2637, %2649 ]
  %2621 = phi i64 [ 1, %2598 ], [ %2653, %2649 ]
  %2622 = phi i64 [ 0, %2598 ], [ %2652, %2649 ]
  %2623 = phi i64 [ 0, %2598 ], [ %2651, %2649 ]
  %2624 = phi i64 [ 1, %2598 ], [ %2650, %2649 ]
  %2625 = add nuw nsw i64 %2616, 1
  %2626 = trunc i64 %2616 to i32
  %2627 = urem i32 %2626, 3
  %2628 = icmp eq i32 %2627, 1
  br i1 %2628, label %2629, label %2630

2629:                                             ; preds = %2615
  br label %2630

2630:                                             ; preds = %2629, %2615
  %2631 = phi i64 [ %2616, %2629 ], [ 1, %2615 ]
  %2632 = phi i64 [ 1, %2629 ], [ 0, %2615 ]
  %2633 = phi i64 [ 1, %2629 ], [ %2625, %2615 ]
  %2634 = phi i64 [ 0, %2629 ], [ 1, %2615 ]
  %2635 = mul nuw nsw i64 %2634, %2620
  %2636 = mul nuw nsw i64 %2632, %2619
  %2637 = add nsw i64 %2635, %2636
  %2638 = mul nsw i64 %2633, %2620
  %2639 = mul nsw i64 %2631, %2619
  %2640 = add nsw i64 %2638, %2639
  %2641 = mul nuw nsw i64 %2634, %2618
  %2642 = mul nuw nsw i64 %2632, %2617
  %2643 = add nsw i64 %2641, %2642
  %2644 = mul nsw i64 %2633, %2618
  %2645 = mul nsw i64 %2631, %2617
  %2646 = add nsw i64 %2644, %2645
  %2647 = icmp eq i64 %2616, %2599
  br i1 %2647, label %2648, label %2649

2648:                                             ; preds = %2630
  br label %2649

2649:                                             ; preds = %2648, %2630
  %2650 = phi i64 [ %2646, %2648 ], [ %2624, %2630 ]
  %2651 = phi i64 [ %2643, %2648 ], [ %2623, %2630 ]
  %2652 = phi i64 [ %2640, %2648 ], [ %2622, %2630 ]
  %2653 = phi i64 [ %2637, %2648 ], [ %2621, %2630 ]
  %2654 = icmp eq i64 %2625, %2600
  br i1 %2654, label %2601, label %2615, !llvm.loop !90

2655:                                             ; preds = %2601
  %2656 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 0
  %2657 = load i64, i64* %2656, align 8, !tbaa !85
  %2658 = icmp eq i64 %2657, %2606
  %2659 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 1
  %2660 = load i64, i64* %2659, align 8
  %2661 = icmp eq i64 %2660, %2607
  %2662 = select i1 %2658, i1 %2661, i1 false
  %2663 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 2
  %2664 = load i64, i64* %2663, align 8
  %2665 = icmp eq i64 %2664, %2608
  %2666 = select i1 %2662, i1 %2665, i1 false
  br i1 %2666, label %2667, label %2672

2667:                                             ; preds = %2655
  %2668 = getelementptr inbounds %struct.mat, %struct.mat* %19, i64 0, i32 3
  %2669 = load i64, i64* %2668, align 8, !tbaa !89
  %2670 = icmp eq i64 %2669, %2609
  %2671 = zext i1 %2670 to i32
  br label %2672

2672:                                             ; preds = %2667, %2655, %2601
  %2673 = phi i32 [ 1, %2601 ], [ 0, %2655 ], [ %2671, %2667 ]
  %2674 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2674) #10
  store i32 %2673, i32* %13, align 4, !tbaa !5
  %2675 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2675) #10
  %2676 = call i32 @MPI_Allreduce(i8* noundef nonnull %2674, i8* noundef nonnull %2675, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2677 = load i32, i32* %13, align 4, !tbaa !5
  %2678 = icmp eq i32 %2677, 0
  br i1 %2678, label %2679, label %2684

2679:                                             ; preds = %2672
  %2680 = load i32, i32* @rank, align 4, !tbaa !5
  %2681 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2680, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.62, i64 0, i64 0)) #10
  %2682 = load i32, i32* @failures, align 4, !tbaa !5
  %2683 = add nsw i32 %2682, 1
  store i32 %2683, i32* @failures, align 4, !tbaa !5
  br label %2684

2684:                                             ; preds = %2679, %2672
  %2685 = load i32, i32* @rank, align 4, !tbaa !5
  %2686 = icmp eq i32 %2685, 0
  br i1 %2686, label %2687, label %2692

2687:                                             ; preds = %2684
  %2688 = load i32, i32* %14, align 4, !tbaa !5
  %2689 = icmp eq i32 %2688, 0
  %2690 = select i1 %2689, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2691 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.62, i64 0, i64 0), i8* noundef %2690) #10
  br label %2692

2692:                                             ; preds = %2687, %2684
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2675) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2674) #10
  %2693 = load i32, i32* %15, align 4, !tbaa !5
  %2694 = load i32, i32* %16, align 4, !tbaa !5
  %2695 = call i32 @MPI_Allreduce(i8* noundef nonnull %2580, i8* noundef nonnull %2589, i32 noundef 1, i32 noundef %2693, i32 noundef %2694, i32 noundef 1140850688) #10
  %2696 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 0
  %2697 = load i64, i64* %2696, align 8, !tbaa !85
  %2698 = icmp eq i64 %2697, %2606
  %2699 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 1
  %2700 = load i64, i64* %2699, align 8
  %2701 = icmp eq i64 %2700, %2607
  %2702 = select i1 %2698, i1 %2701, i1 false
  %2703 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 2
  %2704 = load i64, i64* %2703, align 8
  %2705 = icmp eq i64 %2704, %2608
  %2706 = select i1 %2702, i1 %2705, i1 false
  %2707 = getelementptr inbounds %struct.mat, %struct.mat* %20, i64 0, i32 3
  %2708 = load i64, i64* %2707, align 8
  %2709 = icmp eq i64 %2708, %2609
  %2710 = select i1 %2706, i1 %2709, i1 false
  %2711 = zext i1 %2710 to i32
  %2712 = bitcast i32* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2712) #10
  store i32 %2711, i32* %11, align 4, !tbaa !5
  %2713 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2713) #10
  %2714 = call i32 @MPI_Allreduce(i8* noundef nonnull %2712, i8* noundef nonnull %2713, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2715 = load i32, i32* %11, align 4, !tbaa !5
  %2716 = icmp eq i32 %2715, 0
  br i1 %2716, label %2717, label %2722

2717:                                             ; preds = %2692
  %2718 = load i32, i32* @rank, align 4, !tbaa !5
  %2719 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2718, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.63, i64 0, i64 0)) #10
  %2720 = load i32, i32* @failures, align 4, !tbaa !5
  %2721 = add nsw i32 %2720, 1
  store i32 %2721, i32* @failures, align 4, !tbaa !5
  br label %2722

2722:                                             ; preds = %2717, %2692
  %2723 = load i32, i32* @rank, align 4, !tbaa !5
  %2724 = icmp eq i32 %2723, 0
  br i1 %2724, label %2725, label %2730

2725:                                             ; preds = %2722
  %2726 = load i32, i32* %12, align 4, !tbaa !5
  %2727 = icmp eq i32 %2726, 0
  %2728 = select i1 %2727, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2729 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.63, i64 0, i64 0), i8* noundef %2728) #10
  br label %2730

2730:                                             ; preds = %2725, %2722
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2713) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2712) #10
  %2731 = load i32, i32* %15, align 4, !tbaa !5
  %2732 = load i32, i32* %16, align 4, !tbaa !5
  %2733 = call i32 @MPI_Scan(i8* noundef nonnull %2580, i8* noundef nonnull %2590, i32 noundef 1, i32 noundef %2731, i32 noundef %2732, i32 noundef 1140850688) #10
  %2734 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 0
  %2735 = load i64, i64* %2734, align 8, !tbaa !85
  %2736 = icmp eq i64 %2735, %2605
  %2737 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 1
  %2738 = load i64, i64* %2737, align 8
  %2739 = icmp eq i64 %2738, %2604
  %2740 = select i1 %2736, i1 %2739, i1 false
  %2741 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 2
  %2742 = load i64, i64* %2741, align 8
  %2743 = icmp eq i64 %2742, %2603
  %2744 = select i1 %2740, i1 %2743, i1 false
  %2745 = getelementptr inbounds %struct.mat, %struct.mat* %21, i64 0, i32 3
  %2746 = load i64, i64* %2745, align 8
  %2747 = icmp eq i64 %2746, %2602
  %2748 = select i1 %2744, i1 %2747, i1 false
  %2749 = zext i1 %2748 to i32
  %2750 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2750) #10
  store i32 %2749, i32* %9, align 4, !tbaa !5
  %2751 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2751) #10
  %2752 = call i32 @MPI_Allreduce(i8* noundef nonnull %2750, i8* noundef nonnull %2751, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2753 = load i32, i32* %9, align 4, !tbaa !5
  %2754 = icmp eq i32 %2753, 0
  br i1 %2754, label %2755, label %2760

2755:                                             ; preds = %2730
  %2756 = load i32, i32* @rank, align 4, !tbaa !5
  %2757 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2756, i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.64, i64 0, i64 0)) #10
  %2758 = load i32, i32* @failures, align 4, !tbaa !5
  %2759 = add nsw i32 %2758, 1
  store i32 %2759, i32* @failures, align 4, !tbaa !5
  br label %2760

2760:                                             ; preds = %2755, %2730
  %2761 = load i32, i32* @rank, align 4, !tbaa !5
  %2762 = icmp eq i32 %2761, 0
  br i1 %2762, label %2763, label %2768

2763:                                             ; preds = %2760
  %2764 = load i32, i32* %10, align 4, !tbaa !5
  %2765 = icmp eq i32 %2764, 0
  %2766 = select i1 %2765, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2767 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.64, i64 0, i64 0), i8* noundef %2766) #10
  br label %2768

2768:                                             ; preds = %2763, %2760
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2751) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2750) #10
  %2769 = bitcast [3 x double]* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2769) #10
  %2770 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 0
  %2771 = load i32, i32* @rank, align 4, !tbaa !5
  %2772 = and i32 %2771, 1
  %2773 = icmp eq i32 %2772, 0
  %2774 = sub nsw i32 0, %2771
  %2775 = select i1 %2773, i32 %2771, i32 %2774
  %2776 = sitofp i32 %2775 to double
  store double %2776, double* %2770, align 16, !tbaa !16
  %2777 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 1
  store double 5.000000e-01, double* %2777, align 8, !tbaa !16
  %2778 = getelementptr inbounds [3 x double], [3 x double]* %22, i64 0, i64 2
  %2779 = sitofp i32 %2771 to double
  %2780 = fmul double %2779, -2.000000e+00
  store double %2780, double* %2778, align 16, !tbaa !16
  %2781 = bitcast [3 x double]* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2781) #10
  %2782 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 0
  %2783 = load i32, i32* %17, align 4, !tbaa !5
  %2784 = call i32 @MPI_Allreduce(i8* noundef nonnull %2769, i8* noundef nonnull %2781, i32 noundef 3, i32 noundef 1275070475, i32 noundef %2783, i32 noundef 1140850688) #10
  %2785 = load double, double* %2782, align 16, !tbaa !16
  %2786 = load i32, i32* @size, align 4, !tbaa !5
  %2787 = add nsw i32 %2786, -1
  %2788 = sitofp i32 %2787 to double
  %2789 = fcmp oeq double %2785, %2788
  %2790 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 1
  %2791 = load double, double* %2790, align 8
  %2792 = fcmp oeq double %2791, 5.000000e-01
  %2793 = select i1 %2789, i1 %2792, i1 false
  %2794 = getelementptr inbounds [3 x double], [3 x double]* %23, i64 0, i64 2
  %2795 = load double, double* %2794, align 16
  %2796 = fmul double %2788, 2.000000e+00
  %2797 = fcmp oeq double %2795, %2796
  %2798 = select i1 %2793, i1 %2797, i1 false
  %2799 = zext i1 %2798 to i32
  %2800 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2800) #10
  store i32 %2799, i32* %7, align 4, !tbaa !5
  %2801 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2801) #10
  %2802 = call i32 @MPI_Allreduce(i8* noundef nonnull %2800, i8* noundef nonnull %2801, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2803 = load i32, i32* %7, align 4, !tbaa !5
  %2804 = icmp eq i32 %2803, 0
  br i1 %2804, label %2805, label %2810

2805:                                             ; preds = %2768
  %2806 = load i32, i32* @rank, align 4, !tbaa !5
  %2807 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2806, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.65, i64 0, i64 0)) #10
  %2808 = load i32, i32* @failures, align 4, !tbaa !5
  %2809 = add nsw i32 %2808, 1
  store i32 %2809, i32* @failures, align 4, !tbaa !5
  br label %2810

2810:                                             ; preds = %2805, %2768
  %2811 = load i32, i32* @rank, align 4, !tbaa !5
  %2812 = icmp eq i32 %2811, 0
  br i1 %2812, label %2813, label %2818

2813:                                             ; preds = %2810
  %2814 = load i32, i32* %8, align 4, !tbaa !5
  %2815 = icmp eq i32 %2814, 0
  %2816 = select i1 %2815, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2817 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.65, i64 0, i64 0), i8* noundef %2816) #10
  br label %2818

2818:                                             ; preds = %2813, %2810
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2801) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2800) #10
  %2819 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2819) #10
  %2820 = load i32, i32* %16, align 4, !tbaa !5
  %2821 = call i32 @MPI_Op_commutative(i32 noundef %2820, i32* noundef nonnull %24) #10
  %2822 = load i32, i32* %24, align 4, !tbaa !5
  %2823 = icmp eq i32 %2822, 0
  %2824 = zext i1 %2823 to i32
  %2825 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2825) #10
  store i32 %2824, i32* %5, align 4, !tbaa !5
  %2826 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2826) #10
  %2827 = call i32 @MPI_Allreduce(i8* noundef nonnull %2825, i8* noundef nonnull %2826, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2828 = load i32, i32* %5, align 4, !tbaa !5
  %2829 = icmp eq i32 %2828, 0
  br i1 %2829, label %2830, label %2835

2830:                                             ; preds = %2818
  %2831 = load i32, i32* @rank, align 4, !tbaa !5
  %2832 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2831, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.66, i64 0, i64 0)) #10
  %2833 = load i32, i32* @failures, align 4, !tbaa !5
  %2834 = add nsw i32 %2833, 1
  store i32 %2834, i32* @failures, align 4, !tbaa !5
  br label %2835

2835:                                             ; preds = %2830, %2818
  %2836 = load i32, i32* @rank, align 4, !tbaa !5
  %2837 = icmp eq i32 %2836, 0
  br i1 %2837, label %2838, label %2843

2838:                                             ; preds = %2835
  %2839 = load i32, i32* %6, align 4, !tbaa !5
  %2840 = icmp eq i32 %2839, 0
  %2841 = select i1 %2840, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2842 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.66, i64 0, i64 0), i8* noundef %2841) #10
  br label %2843

2843:                                             ; preds = %2838, %2835
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2826) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2825) #10
  %2844 = call i32 @MPI_Op_free(i32* noundef nonnull %16) #10
  %2845 = call i32 @MPI_Op_free(i32* noundef nonnull %17) #10
  %2846 = call i32 @MPI_Type_free(i32* noundef nonnull %15) #10
  %2847 = load i32, i32* %16, align 4, !tbaa !5
  %2848 = icmp eq i32 %2847, 402653184
  %2849 = zext i1 %2848 to i32
  %2850 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2850) #10
  store i32 %2849, i32* %3, align 4, !tbaa !5
  %2851 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2851) #10
  %2852 = call i32 @MPI_Allreduce(i8* noundef nonnull %2850, i8* noundef nonnull %2851, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2853 = load i32, i32* %3, align 4, !tbaa !5
  %2854 = icmp eq i32 %2853, 0
  br i1 %2854, label %2855, label %2860

2855:                                             ; preds = %2843
  %2856 = load i32, i32* @rank, align 4, !tbaa !5
  %2857 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2856, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.67, i64 0, i64 0)) #10
  %2858 = load i32, i32* @failures, align 4, !tbaa !5
  %2859 = add nsw i32 %2858, 1
  store i32 %2859, i32* @failures, align 4, !tbaa !5
  br label %2860

2860:                                             ; preds = %2855, %2843
  %2861 = load i32, i32* @rank, align 4, !tbaa !5
  %2862 = icmp eq i32 %2861, 0
  br i1 %2862, label %2863, label %2868

2863:                                             ; preds = %2860
  %2864 = load i32, i32* %4, align 4, !tbaa !5
  %2865 = icmp eq i32 %2864, 0
  %2866 = select i1 %2865, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2867 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.67, i64 0, i64 0), i8* noundef %2866) #10
  br label %2868

2868:                                             ; preds = %2860, %2863
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2851) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2850) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2819) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2781) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2769) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2590) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2589) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2588) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %2580) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2577) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2576) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2573) #10
  %2869 = call i32 @MPI_Finalize() #10
  %2870 = load i32, i32* @failures, align 4, !tbaa !5
  %2871 = icmp ne i32 %2870, 0
  %2872 = zext i1 %2871 to i32
  ret i32 %2872
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
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #10
  %11 = bitcast [6 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #10
  %12 = bitcast [6 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #10
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
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %21) #10
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
  br i1 %51, label %20, label %23, !llvm.loop !91

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
  br i1 %117, label %49, label %52, !llvm.loop !92

118:                                              ; preds = %20
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %119 = call i32 @MPI_Reduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef %2, i32 noundef 1140850688) #10
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
  br i1 %133, label %134, label %122, !llvm.loop !93

134:                                              ; preds = %122, %118
  %135 = phi i32 [ 1, %118 ], [ %131, %122 ]
  %136 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.17, i64 0, i64 0), i8* noundef %1, i32 noundef %2) #10
  br label %153

137:                                              ; preds = %20
  %138 = call i32 @MPI_Allreduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef 1140850688) #10
  br label %141

139:                                              ; preds = %141
  %140 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.18, i64 0, i64 0), i8* noundef %1) #10
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
  br i1 %152, label %139, label %141, !llvm.loop !94

153:                                              ; preds = %139, %134
  %154 = phi i32 [ %135, %134 ], [ %150, %139 ]
  %155 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %155)
  store i32 %154, i32* %4, align 4, !tbaa !5
  %156 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %156) #10
  %157 = call i32 @MPI_Allreduce(i8* noundef nonnull %155, i8* noundef nonnull %156, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %158 = load i32, i32* %4, align 4, !tbaa !5
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %165

160:                                              ; preds = %153
  %161 = load i32, i32* @rank, align 4, !tbaa !5
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %161, i8* noundef nonnull %21) #10
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
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %21, i8* noundef %171) #10
  br label %173

173:                                              ; preds = %165, %168
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %156) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %155)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %21) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #10
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

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #7

declare i32 @MPI_Alltoallw(i8* noundef, i32* noundef, i32* noundef, i32* noundef, i8* noundef, i32* noundef, i32* noundef, i32* noundef, i32 noundef) local_unnamed_addr #1

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

declare i32 @MPI_Comm_idup(i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Wait(i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Ibarrier(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Test(i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_contiguous(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_commit(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Op_create(void (i8*, i8*, i32*, i32*)* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal void @matmul(i8* nocapture noundef readonly %0, i8* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef readnone %3) #8 {
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
  %13 = load i64, i64* %12, align 8, !tbaa !85
  %14 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 0
  %15 = load i64, i64* %14, align 8, !tbaa !85
  %16 = mul nsw i64 %15, %13
  %17 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 1
  %18 = load i64, i64* %17, align 8, !tbaa !87
  %19 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 2
  %20 = load i64, i64* %19, align 8, !tbaa !88
  %21 = mul nsw i64 %20, %18
  %22 = add nsw i64 %21, %16
  %23 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 1
  %24 = load i64, i64* %23, align 8, !tbaa !87
  %25 = mul nsw i64 %24, %13
  %26 = getelementptr inbounds %struct.mat, %struct.mat* %6, i64 %11, i32 3
  %27 = load i64, i64* %26, align 8, !tbaa !89
  %28 = mul nsw i64 %27, %18
  %29 = add nsw i64 %28, %25
  %30 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 2
  %31 = load i64, i64* %30, align 8, !tbaa !88
  %32 = mul nsw i64 %31, %15
  %33 = getelementptr inbounds %struct.mat, %struct.mat* %5, i64 %11, i32 3
  %34 = load i64, i64* %33, align 8, !tbaa !89
  %35 = mul nsw i64 %34, %20
  %36 = add nsw i64 %35, %32
  %37 = mul nsw i64 %31, %24
  %38 = mul nsw i64 %34, %27
  %39 = add nsw i64 %38, %37
  store i64 %22, i64* %14, align 8, !tbaa.struct !95
  store i64 %29, i64* %23, align 8, !tbaa.struct !96
  store i64 %36, i64* %19, align 8, !tbaa.struct !97
  store i64 %39, i64* %26, align 8, !tbaa.struct !98
  %40 = add nuw nsw i64 %11, 1
  %41 = load i32, i32* %2, align 4, !tbaa !5
  %42 = sext i32 %41 to i64
  %43 = icmp slt i64 %40, %42
  br i1 %43, label %10, label %9, !llvm.loop !99
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal void @absmax(i8* nocapture noundef readonly %0, i8* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef readnone %3) #8 {
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
  br i1 %27, label %11, label %12, !llvm.loop !100
}

declare i32 @MPI_Op_commutative(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Op_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_free(i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

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
!83 = distinct !{!83, !12, !13}
!84 = distinct !{!84, !12, !13}
!85 = !{!86, !25, i64 0}
!86 = !{!"", !25, i64 0, !25, i64 8, !25, i64 16, !25, i64 24}
!87 = !{!86, !25, i64 8}
!88 = !{!86, !25, i64 16}
!89 = !{!86, !25, i64 24}
!90 = distinct !{!90, !12, !13}
!91 = distinct !{!91, !12, !13}
!92 = distinct !{!92, !12, !13}
!93 = distinct !{!93, !12, !13}
!94 = distinct !{!94, !12, !13}
!95 = !{i64 0, i64 8, !24, i64 8, i64 8, !24, i64 16, i64 8, !24, i64 24, i64 8, !24}
!96 = !{i64 0, i64 8, !24, i64 8, i64 8, !24, i64 16, i64 8, !24}
!97 = !{i64 0, i64 8, !24, i64 8, i64 8, !24}
!98 = !{i64 0, i64 8, !24}
!99 = distinct !{!99, !12, !13}
!100 = distinct !{!100, !12, !13}
