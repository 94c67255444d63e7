; ModuleID = 'colls.c'
source_filename = "colls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

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

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [5 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [64 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca [64 x i32], align 16
  %14 = alloca [64 x i32], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca [3 x i32], align 4
  %42 = alloca [2 x i32], align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca [2 x i32], align 4
  %52 = alloca [2 x i32], align 4
  %53 = alloca i64, align 8
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
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i32, align 4
  %72 = alloca [3 x i32], align 4
  %73 = alloca [3 x i32], align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
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
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
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
  %106 = alloca i8, align 1
  %107 = alloca i8, align 1
  %108 = alloca i16, align 2
  %109 = alloca i16, align 2
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i64, align 8
  %113 = alloca i64, align 8
  %114 = alloca i64, align 8
  %115 = alloca i64, align 8
  %116 = alloca float, align 4
  %117 = alloca float, align 4
  %118 = alloca [3 x double], align 16
  %119 = alloca [3 x double], align 16
  %120 = alloca double, align 8
  %121 = alloca double, align 8
  %122 = alloca double, align 8
  %123 = alloca i8, align 1
  %124 = alloca i8, align 1
  %125 = alloca %struct.anon, align 8
  %126 = alloca %struct.anon, align 8
  %127 = alloca [2 x i32], align 4
  %128 = alloca [2 x i32], align 4
  %129 = alloca %struct.anon.0, align 4
  %130 = alloca %struct.anon.0, align 4
  %131 = alloca %struct.anon.1, align 8
  %132 = alloca %struct.anon.1, align 8
  %133 = alloca %struct.anon.2, align 4
  %134 = alloca %struct.anon.2, align 4
  %135 = alloca i32, align 4
  %136 = alloca i32, align 4
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca [37 x i32], align 16
  %143 = alloca [64 x i8], align 16
  %144 = alloca [5 x double], align 16
  %145 = alloca i32, align 4
  %146 = alloca i8**, align 8
  store i32 %0, i32* %145, align 4, !tbaa !5
  store i8** %1, i8*** %146, align 8, !tbaa !9
  %147 = call i32 @MPI_Init(i32* noundef nonnull %145, i8*** noundef nonnull %146) #8
  %148 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #8
  %149 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #8
  %150 = load i32, i32* @rank, align 4, !tbaa !5
  %151 = icmp eq i32 %150, 0
  br i1 %151, label %152, label %155

152:                                              ; preds = %2
  %153 = load i32, i32* @size, align 4, !tbaa !5
  %154 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), i32 noundef %153)
  br label %155

155:                                              ; preds = %152, %2
  %156 = call i32 @MPI_Barrier(i32 noundef 1140850688) #8
  %157 = load i32, i32* @size, align 4, !tbaa !5
  %158 = icmp sgt i32 %157, 0
  br i1 %158, label %159, label %164

159:                                              ; preds = %155
  %160 = bitcast [37 x i32]* %142 to i8*
  %161 = getelementptr inbounds [64 x i8], [64 x i8]* %143, i64 0, i64 0
  %162 = bitcast i32* %140 to i8*
  %163 = bitcast i32* %141 to i8*
  br label %170

164:                                              ; preds = %210, %155
  %165 = phi i32 [ %157, %155 ], [ %211, %210 ]
  %166 = bitcast [5 x double]* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %166) #8
  %167 = load i32, i32* @rank, align 4, !tbaa !5
  %168 = add nsw i32 %165, -1
  %169 = icmp eq i32 %167, %168
  br label %235

170:                                              ; preds = %210, %159
  %171 = phi i32 [ 0, %159 ], [ %215, %210 ]
  call void @llvm.lifetime.start.p0i8(i64 148, i8* nonnull %160) #8
  %172 = load i32, i32* @rank, align 4, !tbaa !5
  %173 = icmp eq i32 %172, %171
  %174 = mul i32 %171, 3
  %175 = add i32 %174, 3
  br label %178

176:                                              ; preds = %187
  %177 = call i32 @MPI_Bcast(i8* noundef nonnull %160, i32 noundef 37, i32 noundef 1275069445, i32 noundef %171, i32 noundef 1140850688) #8
  br label %217

178:                                              ; preds = %187, %170
  %179 = phi i64 [ 0, %170 ], [ %190, %187 ]
  br i1 %173, label %180, label %187

180:                                              ; preds = %178
  %181 = trunc i64 %179 to i32
  %182 = mul i32 %181, 7
  %183 = add nsw i32 %182, %175
  %184 = mul nsw i32 %171, %181
  %185 = srem i32 %184, 5
  %186 = sub i32 %183, %185
  br label %187

187:                                              ; preds = %180, %178
  %188 = phi i32 [ %186, %180 ], [ -1, %178 ]
  %189 = getelementptr inbounds [37 x i32], [37 x i32]* %142, i64 0, i64 %179
  store i32 %188, i32* %189, align 4, !tbaa !5
  %190 = add nuw nsw i64 %179, 1
  %191 = icmp eq i64 %190, 37
  br i1 %191, label %176, label %178, !llvm.loop !11

192:                                              ; preds = %217
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %161) #8
  %193 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %161, i64 noundef 64, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.11, i64 0, i64 0), i32 noundef %171) #8
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %162) #8
  store i32 %230, i32* %140, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %163) #8
  %194 = call i32 @MPI_Allreduce(i8* noundef nonnull %162, i8* noundef nonnull %163, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %195 = load i32, i32* %140, align 4, !tbaa !5
  %196 = icmp eq i32 %195, 0
  br i1 %196, label %197, label %202

197:                                              ; preds = %192
  %198 = load i32, i32* @rank, align 4, !tbaa !5
  %199 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %198, i8* noundef nonnull %161) #8
  %200 = load i32, i32* @failures, align 4, !tbaa !5
  %201 = add nsw i32 %200, 1
  store i32 %201, i32* @failures, align 4, !tbaa !5
  br label %202

202:                                              ; preds = %197, %192
  %203 = load i32, i32* @rank, align 4, !tbaa !5
  %204 = icmp eq i32 %203, 0
  br i1 %204, label %205, label %210

205:                                              ; preds = %202
  %206 = load i32, i32* %141, align 4, !tbaa !5
  %207 = icmp eq i32 %206, 0
  %208 = select i1 %207, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %161, i8* noundef %208) #8
  br label %210

210:                                              ; preds = %205, %202
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %163) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %162) #8
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %161) #8
  call void @llvm.lifetime.end.p0i8(i64 148, i8* nonnull %160) #8
  %211 = load i32, i32* @size, align 4, !tbaa !5
  %212 = icmp sgt i32 %211, 3
  %213 = sdiv i32 %211, 3
  %214 = select i1 %212, i32 %213, i32 1
  %215 = add nsw i32 %214, %171
  %216 = icmp slt i32 %215, %211
  br i1 %216, label %170, label %164, !llvm.loop !14

217:                                              ; preds = %217, %176
  %218 = phi i64 [ 0, %176 ], [ %231, %217 ]
  %219 = phi i32 [ 1, %176 ], [ %230, %217 ]
  %220 = getelementptr inbounds [37 x i32], [37 x i32]* %142, i64 0, i64 %218
  %221 = load i32, i32* %220, align 4, !tbaa !5
  %222 = trunc i64 %218 to i32
  %223 = mul i32 %222, 7
  %224 = add nsw i32 %223, %175
  %225 = mul nsw i32 %171, %222
  %226 = srem i32 %225, 5
  %227 = sub i32 %224, %226
  %228 = icmp eq i32 %221, %227
  %229 = zext i1 %228 to i32
  %230 = and i32 %219, %229
  %231 = add nuw nsw i64 %218, 1
  %232 = icmp eq i64 %231, 37
  br i1 %232, label %192, label %217, !llvm.loop !15

233:                                              ; preds = %242
  %234 = call i32 @MPI_Bcast(i8* noundef nonnull %166, i32 noundef 5, i32 noundef 1275070475, i32 noundef %168, i32 noundef 1140850688) #8
  br label %266

235:                                              ; preds = %242, %164
  %236 = phi i64 [ 0, %164 ], [ %245, %242 ]
  br i1 %169, label %237, label %242

237:                                              ; preds = %235
  %238 = trunc i64 %236 to i32
  %239 = add i32 %238, 3
  %240 = sitofp i32 %239 to double
  %241 = fdiv double 1.000000e+00, %240
  br label %242

242:                                              ; preds = %237, %235
  %243 = phi double [ %241, %237 ], [ 0.000000e+00, %235 ]
  %244 = getelementptr inbounds [5 x double], [5 x double]* %144, i64 0, i64 %236
  store double %243, double* %244, align 8, !tbaa !16
  %245 = add nuw nsw i64 %236, 1
  %246 = icmp eq i64 %245, 5
  br i1 %246, label %233, label %235, !llvm.loop !18

247:                                              ; preds = %266
  %248 = bitcast i32* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %248) #8
  store i32 %277, i32* %138, align 4, !tbaa !5
  %249 = bitcast i32* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %249) #8
  %250 = call i32 @MPI_Allreduce(i8* noundef nonnull %248, i8* noundef nonnull %249, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %251 = load i32, i32* %138, align 4, !tbaa !5
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %253, label %258

253:                                              ; preds = %247
  %254 = load i32, i32* @rank, align 4, !tbaa !5
  %255 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %254, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0)) #8
  %256 = load i32, i32* @failures, align 4, !tbaa !5
  %257 = add nsw i32 %256, 1
  store i32 %257, i32* @failures, align 4, !tbaa !5
  br label %258

258:                                              ; preds = %253, %247
  %259 = load i32, i32* @rank, align 4, !tbaa !5
  %260 = icmp eq i32 %259, 0
  br i1 %260, label %261, label %280

261:                                              ; preds = %258
  %262 = load i32, i32* %139, align 4, !tbaa !5
  %263 = icmp eq i32 %262, 0
  %264 = select i1 %263, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %265 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.12, i64 0, i64 0), i8* noundef %264) #8
  br label %280

266:                                              ; preds = %266, %233
  %267 = phi i64 [ 0, %233 ], [ %278, %266 ]
  %268 = phi i32 [ 1, %233 ], [ %277, %266 ]
  %269 = getelementptr inbounds [5 x double], [5 x double]* %144, i64 0, i64 %267
  %270 = load double, double* %269, align 8, !tbaa !16
  %271 = trunc i64 %267 to i32
  %272 = add i32 %271, 3
  %273 = sitofp i32 %272 to double
  %274 = fdiv double 1.000000e+00, %273
  %275 = fcmp oeq double %270, %274
  %276 = zext i1 %275 to i32
  %277 = and i32 %268, %276
  %278 = add nuw nsw i64 %267, 1
  %279 = icmp eq i64 %278, 5
  br i1 %279, label %247, label %266, !llvm.loop !19

280:                                              ; preds = %258, %261
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %249) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %248) #8
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %166) #8
  br label %2254

281:                                              ; preds = %2254
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %106) #8
  %282 = load i32, i32* @rank, align 4, !tbaa !5
  %283 = trunc i32 %282 to i8
  %284 = mul i8 %283, 37
  %285 = add i8 %284, 1
  store i8 %285, i8* %106, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %107) #8
  %286 = load i32, i32* @size, align 4, !tbaa !5
  %287 = icmp sgt i32 %286, 0
  br i1 %287, label %288, label %300

288:                                              ; preds = %281
  %289 = trunc i32 %286 to i9
  %290 = trunc i32 %286 to i8
  %291 = mul i8 %290, 38
  %292 = add i9 %289, -1
  %293 = add i9 %289, -2
  %294 = mul i9 %292, %293
  %295 = lshr i9 %294, 1
  %296 = trunc i9 %295 to i8
  %297 = mul i8 %296, 37
  %298 = add i8 %291, -37
  %299 = add i8 %298, %297
  br label %300

300:                                              ; preds = %288, %281
  %301 = phi i8 [ 0, %281 ], [ %299, %288 ]
  %302 = call i32 @MPI_Allreduce(i8* noundef nonnull %106, i8* noundef nonnull %107, i32 noundef 1, i32 noundef 1275068674, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %303 = load i8, i8* %107, align 1, !tbaa !20
  %304 = icmp eq i8 %303, %301
  %305 = zext i1 %304 to i32
  %306 = bitcast i32* %104 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %306) #8
  store i32 %305, i32* %104, align 4, !tbaa !5
  %307 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %307) #8
  %308 = call i32 @MPI_Allreduce(i8* noundef nonnull %306, i8* noundef nonnull %307, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %309 = load i32, i32* %104, align 4, !tbaa !5
  %310 = icmp eq i32 %309, 0
  br i1 %310, label %311, label %316

311:                                              ; preds = %300
  %312 = load i32, i32* @rank, align 4, !tbaa !5
  %313 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %312, i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0)) #8
  %314 = load i32, i32* @failures, align 4, !tbaa !5
  %315 = add nsw i32 %314, 1
  store i32 %315, i32* @failures, align 4, !tbaa !5
  br label %316

316:                                              ; preds = %311, %300
  %317 = load i32, i32* @rank, align 4, !tbaa !5
  %318 = icmp eq i32 %317, 0
  br i1 %318, label %319, label %324

319:                                              ; preds = %316
  %320 = load i32, i32* %105, align 4, !tbaa !5
  %321 = icmp eq i32 %320, 0
  %322 = select i1 %321, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %323 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([36 x i8], [36 x i8]* @.str.19, i64 0, i64 0), i8* noundef %322) #8
  br label %324

324:                                              ; preds = %319, %316
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %307) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %306) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %107) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %106) #8
  %325 = bitcast i16* %108 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %325) #8
  %326 = load i32, i32* @rank, align 4, !tbaa !5
  %327 = trunc i32 %326 to i16
  %328 = mul i16 %327, 1000
  %329 = add i16 %328, -7
  store i16 %329, i16* %108, align 2, !tbaa !21
  %330 = bitcast i16* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 2, i8* nonnull %330) #8
  %331 = load i32, i32* @size, align 4, !tbaa !5
  %332 = icmp sgt i32 %331, 0
  br i1 %332, label %365, label %333

333:                                              ; preds = %365, %324
  %334 = phi i16 [ -32768, %324 ], [ %372, %365 ]
  %335 = call i32 @MPI_Allreduce(i8* noundef nonnull %325, i8* noundef nonnull %330, i32 noundef 1, i32 noundef 1275068931, i32 noundef 1476395009, i32 noundef 1140850688) #8
  %336 = load i16, i16* %109, align 2, !tbaa !21
  %337 = icmp eq i16 %336, %334
  %338 = zext i1 %337 to i32
  %339 = bitcast i32* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %339) #8
  store i32 %338, i32* %102, align 4, !tbaa !5
  %340 = bitcast i32* %103 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %340) #8
  %341 = call i32 @MPI_Allreduce(i8* noundef nonnull %339, i8* noundef nonnull %340, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %342 = load i32, i32* %102, align 4, !tbaa !5
  %343 = icmp eq i32 %342, 0
  br i1 %343, label %344, label %349

344:                                              ; preds = %333
  %345 = load i32, i32* @rank, align 4, !tbaa !5
  %346 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %345, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0)) #8
  %347 = load i32, i32* @failures, align 4, !tbaa !5
  %348 = add nsw i32 %347, 1
  store i32 %348, i32* @failures, align 4, !tbaa !5
  br label %349

349:                                              ; preds = %344, %333
  %350 = load i32, i32* @rank, align 4, !tbaa !5
  %351 = icmp eq i32 %350, 0
  br i1 %351, label %352, label %357

352:                                              ; preds = %349
  %353 = load i32, i32* %103, align 4, !tbaa !5
  %354 = icmp eq i32 %353, 0
  %355 = select i1 %354, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.20, i64 0, i64 0), i8* noundef %355) #8
  br label %357

357:                                              ; preds = %352, %349
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %340) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %339) #8
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %330) #8
  call void @llvm.lifetime.end.p0i8(i64 2, i8* nonnull %325) #8
  %358 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %358) #8
  %359 = load i32, i32* @rank, align 4, !tbaa !5
  %360 = and i32 %359, 31
  %361 = shl i32 1, %360
  store i32 %361, i32* %110, align 4, !tbaa !5
  %362 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %362) #8
  %363 = load i32, i32* @size, align 4, !tbaa !5
  %364 = icmp sgt i32 %363, 0
  br i1 %364, label %416, label %375

365:                                              ; preds = %324, %365
  %366 = phi i32 [ %373, %365 ], [ 0, %324 ]
  %367 = phi i16 [ %372, %365 ], [ -32768, %324 ]
  %368 = trunc i32 %366 to i16
  %369 = mul i16 %368, 1000
  %370 = add i16 %369, -7
  %371 = icmp sgt i16 %370, %367
  %372 = select i1 %371, i16 %370, i16 %367
  %373 = add nuw nsw i32 %366, 1
  %374 = icmp eq i32 %373, %331
  br i1 %374, label %333, label %365, !llvm.loop !23

375:                                              ; preds = %416, %357
  %376 = phi i32 [ 0, %357 ], [ %421, %416 ]
  %377 = call i32 @MPI_Allreduce(i8* noundef nonnull %358, i8* noundef nonnull %362, i32 noundef 1, i32 noundef 1275069446, i32 noundef 1476395016, i32 noundef 1140850688) #8
  %378 = load i32, i32* %111, align 4, !tbaa !5
  %379 = icmp eq i32 %378, %376
  %380 = zext i1 %379 to i32
  %381 = bitcast i32* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %381) #8
  store i32 %380, i32* %100, align 4, !tbaa !5
  %382 = bitcast i32* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %382) #8
  %383 = call i32 @MPI_Allreduce(i8* noundef nonnull %381, i8* noundef nonnull %382, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %384 = load i32, i32* %100, align 4, !tbaa !5
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %386, label %391

386:                                              ; preds = %375
  %387 = load i32, i32* @rank, align 4, !tbaa !5
  %388 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %387, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0)) #8
  %389 = load i32, i32* @failures, align 4, !tbaa !5
  %390 = add nsw i32 %389, 1
  store i32 %390, i32* @failures, align 4, !tbaa !5
  br label %391

391:                                              ; preds = %386, %375
  %392 = load i32, i32* @rank, align 4, !tbaa !5
  %393 = icmp eq i32 %392, 0
  br i1 %393, label %394, label %399

394:                                              ; preds = %391
  %395 = load i32, i32* %101, align 4, !tbaa !5
  %396 = icmp eq i32 %395, 0
  %397 = select i1 %396, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %398 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.21, i64 0, i64 0), i8* noundef %397) #8
  br label %399

399:                                              ; preds = %394, %391
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %382) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %381) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %362) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %358) #8
  %400 = bitcast i64* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %400) #8
  %401 = load i32, i32* @rank, align 4, !tbaa !5
  %402 = sext i32 %401 to i64
  %403 = mul nsw i64 %402, 4000000000
  store i64 %403, i64* %112, align 8, !tbaa !24
  %404 = bitcast i64* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %404) #8
  %405 = load i32, i32* @size, align 4, !tbaa !5
  %406 = icmp sgt i32 %405, 0
  br i1 %406, label %407, label %424

407:                                              ; preds = %399
  %408 = add i32 %405, -1
  %409 = zext i32 %408 to i64
  %410 = add i32 %405, -2
  %411 = zext i32 %410 to i64
  %412 = mul nuw i64 %409, %411
  %413 = lshr i64 %412, 1
  %414 = add nuw i64 %413, %409
  %415 = mul i64 %414, 4000000000
  br label %424

416:                                              ; preds = %357, %416
  %417 = phi i32 [ %422, %416 ], [ 0, %357 ]
  %418 = phi i32 [ %421, %416 ], [ 0, %357 ]
  %419 = and i32 %417, 31
  %420 = shl i32 1, %419
  %421 = or i32 %420, %418
  %422 = add nuw nsw i32 %417, 1
  %423 = icmp eq i32 %422, %363
  br i1 %423, label %375, label %416, !llvm.loop !26

424:                                              ; preds = %407, %399
  %425 = phi i64 [ 0, %399 ], [ %415, %407 ]
  %426 = call i32 @MPI_Allreduce(i8* noundef nonnull %400, i8* noundef nonnull %404, i32 noundef 1, i32 noundef 1275070471, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %427 = load i64, i64* %113, align 8, !tbaa !24
  %428 = icmp eq i64 %427, %425
  %429 = zext i1 %428 to i32
  %430 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %430) #8
  store i32 %429, i32* %98, align 4, !tbaa !5
  %431 = bitcast i32* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %431) #8
  %432 = call i32 @MPI_Allreduce(i8* noundef nonnull %430, i8* noundef nonnull %431, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %433 = load i32, i32* %98, align 4, !tbaa !5
  %434 = icmp eq i32 %433, 0
  br i1 %434, label %435, label %440

435:                                              ; preds = %424
  %436 = load i32, i32* @rank, align 4, !tbaa !5
  %437 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %436, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0)) #8
  %438 = load i32, i32* @failures, align 4, !tbaa !5
  %439 = add nsw i32 %438, 1
  store i32 %439, i32* @failures, align 4, !tbaa !5
  br label %440

440:                                              ; preds = %435, %424
  %441 = load i32, i32* @rank, align 4, !tbaa !5
  %442 = icmp eq i32 %441, 0
  br i1 %442, label %443, label %448

443:                                              ; preds = %440
  %444 = load i32, i32* %99, align 4, !tbaa !5
  %445 = icmp eq i32 %444, 0
  %446 = select i1 %445, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %447 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.22, i64 0, i64 0), i8* noundef %446) #8
  br label %448

448:                                              ; preds = %443, %440
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %431) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %430) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %404) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %400) #8
  %449 = bitcast i64* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %449) #8
  %450 = load i32, i32* @rank, align 4, !tbaa !5
  %451 = srem i32 %450, 64
  %452 = zext i32 %451 to i64
  %453 = shl i64 1, %452
  %454 = xor i64 %453, -1
  store i64 %454, i64* %114, align 8, !tbaa !27
  %455 = bitcast i64* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %455) #8
  %456 = load i32, i32* @size, align 4, !tbaa !5
  %457 = icmp sgt i32 %456, 0
  br i1 %457, label %490, label %458

458:                                              ; preds = %490, %448
  %459 = phi i64 [ -1, %448 ], [ %497, %490 ]
  %460 = call i32 @MPI_Allreduce(i8* noundef nonnull %449, i8* noundef nonnull %455, i32 noundef 1, i32 noundef 1275070489, i32 noundef 1476395014, i32 noundef 1140850688) #8
  %461 = load i64, i64* %115, align 8, !tbaa !27
  %462 = icmp eq i64 %461, %459
  %463 = zext i1 %462 to i32
  %464 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %464) #8
  store i32 %463, i32* %96, align 4, !tbaa !5
  %465 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %465) #8
  %466 = call i32 @MPI_Allreduce(i8* noundef nonnull %464, i8* noundef nonnull %465, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %467 = load i32, i32* %96, align 4, !tbaa !5
  %468 = icmp eq i32 %467, 0
  br i1 %468, label %469, label %474

469:                                              ; preds = %458
  %470 = load i32, i32* @rank, align 4, !tbaa !5
  %471 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %470, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0)) #8
  %472 = load i32, i32* @failures, align 4, !tbaa !5
  %473 = add nsw i32 %472, 1
  store i32 %473, i32* @failures, align 4, !tbaa !5
  br label %474

474:                                              ; preds = %469, %458
  %475 = load i32, i32* @rank, align 4, !tbaa !5
  %476 = icmp eq i32 %475, 0
  br i1 %476, label %477, label %482

477:                                              ; preds = %474
  %478 = load i32, i32* %97, align 4, !tbaa !5
  %479 = icmp eq i32 %478, 0
  %480 = select i1 %479, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %481 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.23, i64 0, i64 0), i8* noundef %480) #8
  br label %482

482:                                              ; preds = %477, %474
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %465) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %464) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %455) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %449) #8
  %483 = bitcast float* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %483) #8
  %484 = load i32, i32* @rank, align 4, !tbaa !5
  %485 = sitofp i32 %484 to float
  %486 = fadd float %485, -2.500000e+00
  store float %486, float* %116, align 4, !tbaa !29
  %487 = bitcast float* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %487) #8
  %488 = load i32, i32* @size, align 4, !tbaa !5
  %489 = icmp sgt i32 %488, 0
  br i1 %489, label %539, label %500

490:                                              ; preds = %448, %490
  %491 = phi i32 [ %498, %490 ], [ 0, %448 ]
  %492 = phi i64 [ %497, %490 ], [ -1, %448 ]
  %493 = and i32 %491, 63
  %494 = zext i32 %493 to i64
  %495 = shl i64 1, %494
  %496 = xor i64 %495, -1
  %497 = and i64 %492, %496
  %498 = add nuw nsw i32 %491, 1
  %499 = icmp eq i32 %498, %456
  br i1 %499, label %458, label %490, !llvm.loop !31

500:                                              ; preds = %539, %482
  %501 = phi float [ 0x46293E5940000000, %482 ], [ %545, %539 ]
  %502 = call i32 @MPI_Allreduce(i8* noundef nonnull %483, i8* noundef nonnull %487, i32 noundef 1, i32 noundef 1275069450, i32 noundef 1476395010, i32 noundef 1140850688) #8
  %503 = load float, float* %117, align 4, !tbaa !29
  %504 = fcmp oeq float %503, %501
  %505 = zext i1 %504 to i32
  %506 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %506) #8
  store i32 %505, i32* %94, align 4, !tbaa !5
  %507 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %507) #8
  %508 = call i32 @MPI_Allreduce(i8* noundef nonnull %506, i8* noundef nonnull %507, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %509 = load i32, i32* %94, align 4, !tbaa !5
  %510 = icmp eq i32 %509, 0
  br i1 %510, label %511, label %516

511:                                              ; preds = %500
  %512 = load i32, i32* @rank, align 4, !tbaa !5
  %513 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %512, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0)) #8
  %514 = load i32, i32* @failures, align 4, !tbaa !5
  %515 = add nsw i32 %514, 1
  store i32 %515, i32* @failures, align 4, !tbaa !5
  br label %516

516:                                              ; preds = %511, %500
  %517 = load i32, i32* @rank, align 4, !tbaa !5
  %518 = icmp eq i32 %517, 0
  br i1 %518, label %519, label %524

519:                                              ; preds = %516
  %520 = load i32, i32* %95, align 4, !tbaa !5
  %521 = icmp eq i32 %520, 0
  %522 = select i1 %521, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %523 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.24, i64 0, i64 0), i8* noundef %522) #8
  br label %524

524:                                              ; preds = %519, %516
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %507) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %506) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %487) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %483) #8
  %525 = bitcast [3 x double]* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %525) #8
  %526 = getelementptr inbounds [3 x double], [3 x double]* %118, i64 0, i64 0
  %527 = load i32, i32* @rank, align 4, !tbaa !5
  %528 = sitofp i32 %527 to double
  %529 = fadd double %528, 5.000000e-01
  store double %529, double* %526, align 16, !tbaa !16
  %530 = getelementptr inbounds [3 x double], [3 x double]* %118, i64 0, i64 1
  %531 = fmul double %528, 1.250000e-01
  %532 = fadd double %531, 1.000000e+00
  store double %532, double* %530, align 8, !tbaa !16
  %533 = getelementptr inbounds [3 x double], [3 x double]* %118, i64 0, i64 2
  %534 = sub nsw i32 0, %527
  %535 = sitofp i32 %534 to double
  store double %535, double* %533, align 16, !tbaa !16
  %536 = bitcast [3 x double]* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %536) #8
  %537 = load i32, i32* @size, align 4, !tbaa !5
  %538 = icmp sgt i32 %537, 0
  br i1 %538, label %588, label %548

539:                                              ; preds = %482, %539
  %540 = phi i32 [ %546, %539 ], [ 0, %482 ]
  %541 = phi float [ %545, %539 ], [ 0x46293E5940000000, %482 ]
  %542 = sitofp i32 %540 to float
  %543 = fadd float %542, -2.500000e+00
  %544 = fcmp olt float %543, %541
  %545 = select i1 %544, float %543, float %541
  %546 = add nuw nsw i32 %540, 1
  %547 = icmp eq i32 %546, %488
  br i1 %547, label %500, label %539, !llvm.loop !32

548:                                              ; preds = %588, %524
  %549 = phi double [ 0.000000e+00, %524 ], [ %597, %588 ]
  %550 = phi double [ 0.000000e+00, %524 ], [ %594, %588 ]
  %551 = getelementptr inbounds [3 x double], [3 x double]* %119, i64 0, i64 0
  %552 = call i32 @MPI_Allreduce(i8* noundef nonnull %525, i8* noundef nonnull %536, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %553 = bitcast double* %530 to i8*
  %554 = getelementptr inbounds [3 x double], [3 x double]* %119, i64 0, i64 1
  %555 = bitcast double* %554 to i8*
  %556 = call i32 @MPI_Allreduce(i8* noundef nonnull %553, i8* noundef nonnull %555, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395012, i32 noundef 1140850688) #8
  %557 = bitcast double* %533 to i8*
  %558 = getelementptr inbounds [3 x double], [3 x double]* %119, i64 0, i64 2
  %559 = bitcast double* %558 to i8*
  %560 = call i32 @MPI_Allreduce(i8* noundef nonnull %557, i8* noundef nonnull %559, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %561 = load double, double* %551, align 16, !tbaa !16
  %562 = fcmp oeq double %561, %550
  %563 = load double, double* %558, align 16
  %564 = fcmp oeq double %563, %549
  %565 = select i1 %562, i1 %564, i1 false
  %566 = zext i1 %565 to i32
  %567 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %567) #8
  store i32 %566, i32* %92, align 4, !tbaa !5
  %568 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %568) #8
  %569 = call i32 @MPI_Allreduce(i8* noundef nonnull %567, i8* noundef nonnull %568, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %570 = load i32, i32* %92, align 4, !tbaa !5
  %571 = icmp eq i32 %570, 0
  br i1 %571, label %572, label %577

572:                                              ; preds = %548
  %573 = load i32, i32* @rank, align 4, !tbaa !5
  %574 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %573, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0)) #8
  %575 = load i32, i32* @failures, align 4, !tbaa !5
  %576 = add nsw i32 %575, 1
  store i32 %576, i32* @failures, align 4, !tbaa !5
  br label %577

577:                                              ; preds = %572, %548
  %578 = load i32, i32* @rank, align 4, !tbaa !5
  %579 = icmp eq i32 %578, 0
  br i1 %579, label %580, label %585

580:                                              ; preds = %577
  %581 = load i32, i32* %93, align 4, !tbaa !5
  %582 = icmp eq i32 %581, 0
  %583 = select i1 %582, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %584 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.25, i64 0, i64 0), i8* noundef %583) #8
  br label %585

585:                                              ; preds = %580, %577
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %568) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %567) #8
  %586 = load i32, i32* @rank, align 4, !tbaa !5
  %587 = icmp eq i32 %586, 0
  br i1 %587, label %600, label %603

588:                                              ; preds = %524, %588
  %589 = phi i32 [ %598, %588 ], [ 0, %524 ]
  %590 = phi double [ %594, %588 ], [ 0.000000e+00, %524 ]
  %591 = phi double [ %597, %588 ], [ 0.000000e+00, %524 ]
  %592 = sitofp i32 %589 to double
  %593 = fadd double %592, 5.000000e-01
  %594 = fadd double %590, %593
  %595 = sub nsw i32 0, %589
  %596 = sitofp i32 %595 to double
  %597 = fadd double %591, %596
  %598 = add nuw nsw i32 %589, 1
  %599 = icmp eq i32 %598, %537
  br i1 %599, label %548, label %588, !llvm.loop !33

600:                                              ; preds = %585
  %601 = load double, double* %554, align 8, !tbaa !16
  %602 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.26, i64 0, i64 0), double noundef %601) #8
  br label %603

603:                                              ; preds = %600, %585
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %536) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %525) #8
  %604 = bitcast double* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %604) #8
  %605 = load i32, i32* @rank, align 4, !tbaa !5
  %606 = and i32 %605, 1
  %607 = icmp eq i32 %606, 0
  %608 = select i1 %607, double 1.000000e+00, double 1.000000e+16
  store double %608, double* %120, align 8, !tbaa !16
  %609 = bitcast double* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %609) #8
  %610 = call i32 @MPI_Allreduce(i8* noundef nonnull %604, i8* noundef nonnull %609, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %611 = bitcast double* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %611) #8
  %612 = call i32 @MPI_Reduce(i8* noundef nonnull %604, i8* noundef nonnull %611, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #8
  %613 = load i32, i32* @rank, align 4, !tbaa !5
  %614 = icmp eq i32 %613, 0
  br i1 %614, label %615, label %619

615:                                              ; preds = %603
  %616 = load double, double* %121, align 8, !tbaa !16
  %617 = load double, double* %122, align 8, !tbaa !16
  %618 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.27, i64 0, i64 0), double noundef %616, double noundef %617) #8
  br label %619

619:                                              ; preds = %615, %603
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %611) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %609) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %604) #8
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %123) #8
  %620 = load i32, i32* @rank, align 4, !tbaa !5
  %621 = trunc i32 %620 to i8
  %622 = and i8 %621, 1
  store i8 %622, i8* %123, align 1, !tbaa !20
  call void @llvm.lifetime.start.p0i8(i64 1, i8* nonnull %124) #8
  %623 = call i32 @MPI_Allreduce(i8* noundef nonnull %123, i8* noundef nonnull %124, i32 noundef 1, i32 noundef 1275068696, i32 noundef 1476395017, i32 noundef 1140850688) #8
  %624 = load i8, i8* %124, align 1, !tbaa !20
  %625 = sext i8 %624 to i32
  %626 = load i32, i32* @size, align 4, !tbaa !5
  %627 = sdiv i32 %626, 2
  %628 = srem i32 %627, 2
  %629 = icmp eq i32 %628, %625
  %630 = zext i1 %629 to i32
  %631 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %631) #8
  store i32 %630, i32* %90, align 4, !tbaa !5
  %632 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %632) #8
  %633 = call i32 @MPI_Allreduce(i8* noundef nonnull %631, i8* noundef nonnull %632, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %634 = load i32, i32* %90, align 4, !tbaa !5
  %635 = icmp eq i32 %634, 0
  br i1 %635, label %636, label %641

636:                                              ; preds = %619
  %637 = load i32, i32* @rank, align 4, !tbaa !5
  %638 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %637, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0)) #8
  %639 = load i32, i32* @failures, align 4, !tbaa !5
  %640 = add nsw i32 %639, 1
  store i32 %640, i32* @failures, align 4, !tbaa !5
  br label %641

641:                                              ; preds = %636, %619
  %642 = load i32, i32* @rank, align 4, !tbaa !5
  %643 = icmp eq i32 %642, 0
  br i1 %643, label %644, label %649

644:                                              ; preds = %641
  %645 = load i32, i32* %91, align 4, !tbaa !5
  %646 = icmp eq i32 %645, 0
  %647 = select i1 %646, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %648 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.28, i64 0, i64 0), i8* noundef %647) #8
  br label %649

649:                                              ; preds = %644, %641
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %632) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %631) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %124) #8
  call void @llvm.lifetime.end.p0i8(i64 1, i8* nonnull %123) #8
  %650 = bitcast %struct.anon* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %650) #8
  %651 = bitcast %struct.anon* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %651) #8
  %652 = load i32, i32* @rank, align 4, !tbaa !5
  %653 = mul nsw i32 %652, 7
  %654 = srem i32 %653, 5
  %655 = sitofp i32 %654 to double
  %656 = getelementptr inbounds %struct.anon, %struct.anon* %125, i64 0, i32 0
  store double %655, double* %656, align 8, !tbaa !34
  %657 = getelementptr inbounds %struct.anon, %struct.anon* %125, i64 0, i32 1
  store i32 %652, i32* %657, align 8, !tbaa !36
  %658 = call i32 @MPI_Allreduce(i8* noundef nonnull %650, i8* noundef nonnull %651, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395020, i32 noundef 1140850688) #8
  %659 = load i32, i32* @size, align 4, !tbaa !5
  %660 = icmp sgt i32 %659, 0
  br i1 %660, label %694, label %661

661:                                              ; preds = %694, %649
  %662 = phi double [ -1.000000e+00, %649 ], [ %702, %694 ]
  %663 = phi i32 [ -1, %649 ], [ %703, %694 ]
  %664 = getelementptr inbounds %struct.anon, %struct.anon* %126, i64 0, i32 0
  %665 = load double, double* %664, align 8, !tbaa !34
  %666 = fcmp oeq double %665, %662
  %667 = getelementptr inbounds %struct.anon, %struct.anon* %126, i64 0, i32 1
  %668 = load i32, i32* %667, align 8
  %669 = icmp eq i32 %668, %663
  %670 = select i1 %666, i1 %669, i1 false
  %671 = zext i1 %670 to i32
  %672 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %672) #8
  store i32 %671, i32* %88, align 4, !tbaa !5
  %673 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %673) #8
  %674 = call i32 @MPI_Allreduce(i8* noundef nonnull %672, i8* noundef nonnull %673, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %675 = load i32, i32* %88, align 4, !tbaa !5
  %676 = icmp eq i32 %675, 0
  br i1 %676, label %677, label %682

677:                                              ; preds = %661
  %678 = load i32, i32* @rank, align 4, !tbaa !5
  %679 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %678, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0)) #8
  %680 = load i32, i32* @failures, align 4, !tbaa !5
  %681 = add nsw i32 %680, 1
  store i32 %681, i32* @failures, align 4, !tbaa !5
  br label %682

682:                                              ; preds = %677, %661
  %683 = load i32, i32* @rank, align 4, !tbaa !5
  %684 = icmp eq i32 %683, 0
  br i1 %684, label %685, label %690

685:                                              ; preds = %682
  %686 = load i32, i32* %89, align 4, !tbaa !5
  %687 = icmp eq i32 %686, 0
  %688 = select i1 %687, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %689 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.29, i64 0, i64 0), i8* noundef %688) #8
  br label %690

690:                                              ; preds = %685, %682
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %673) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %672) #8
  %691 = call i32 @MPI_Allreduce(i8* noundef nonnull %650, i8* noundef nonnull %651, i32 noundef 1, i32 noundef -1946157055, i32 noundef 1476395019, i32 noundef 1140850688) #8
  %692 = load i32, i32* @size, align 4, !tbaa !5
  %693 = icmp sgt i32 %692, 0
  br i1 %693, label %748, label %706

694:                                              ; preds = %649, %694
  %695 = phi i32 [ %704, %694 ], [ 0, %649 ]
  %696 = phi i32 [ %703, %694 ], [ -1, %649 ]
  %697 = phi double [ %702, %694 ], [ -1.000000e+00, %649 ]
  %698 = mul nsw i32 %695, 7
  %699 = urem i32 %698, 5
  %700 = sitofp i32 %699 to double
  %701 = fcmp olt double %697, %700
  %702 = select i1 %701, double %700, double %697
  %703 = select i1 %701, i32 %695, i32 %696
  %704 = add nuw nsw i32 %695, 1
  %705 = icmp eq i32 %704, %659
  br i1 %705, label %661, label %694, !llvm.loop !37

706:                                              ; preds = %748, %690
  %707 = phi double [ 1.000000e+09, %690 ], [ %756, %748 ]
  %708 = phi i32 [ -1, %690 ], [ %757, %748 ]
  %709 = load double, double* %664, align 8, !tbaa !34
  %710 = fcmp oeq double %709, %707
  %711 = load i32, i32* %667, align 8
  %712 = icmp eq i32 %711, %708
  %713 = select i1 %710, i1 %712, i1 false
  %714 = zext i1 %713 to i32
  %715 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %715) #8
  store i32 %714, i32* %86, align 4, !tbaa !5
  %716 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %716) #8
  %717 = call i32 @MPI_Allreduce(i8* noundef nonnull %715, i8* noundef nonnull %716, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %718 = load i32, i32* %86, align 4, !tbaa !5
  %719 = icmp eq i32 %718, 0
  br i1 %719, label %720, label %725

720:                                              ; preds = %706
  %721 = load i32, i32* @rank, align 4, !tbaa !5
  %722 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %721, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0)) #8
  %723 = load i32, i32* @failures, align 4, !tbaa !5
  %724 = add nsw i32 %723, 1
  store i32 %724, i32* @failures, align 4, !tbaa !5
  br label %725

725:                                              ; preds = %720, %706
  %726 = load i32, i32* @rank, align 4, !tbaa !5
  %727 = icmp eq i32 %726, 0
  br i1 %727, label %728, label %733

728:                                              ; preds = %725
  %729 = load i32, i32* %87, align 4, !tbaa !5
  %730 = icmp eq i32 %729, 0
  %731 = select i1 %730, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %732 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.30, i64 0, i64 0), i8* noundef %731) #8
  br label %733

733:                                              ; preds = %728, %725
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %716) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %715) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %651) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %650) #8
  %734 = bitcast [2 x i32]* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %734) #8
  %735 = getelementptr inbounds [2 x i32], [2 x i32]* %127, i64 0, i64 0
  %736 = load i32, i32* @rank, align 4, !tbaa !5
  %737 = srem i32 %736, 3
  %738 = sub nsw i32 0, %737
  store i32 %738, i32* %735, align 4, !tbaa !5
  %739 = getelementptr inbounds [2 x i32], [2 x i32]* %127, i64 0, i64 1
  store i32 %736, i32* %739, align 4, !tbaa !5
  %740 = bitcast [2 x i32]* %128 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %740) #8
  %741 = load i32, i32* @size, align 4, !tbaa !5
  %742 = add nsw i32 %741, -1
  %743 = call i32 @MPI_Reduce(i8* noundef nonnull %734, i8* noundef nonnull %740, i32 noundef 1, i32 noundef 1275070486, i32 noundef 1476395020, i32 noundef %742, i32 noundef 1140850688) #8
  %744 = load i32, i32* @rank, align 4, !tbaa !5
  %745 = load i32, i32* @size, align 4, !tbaa !5
  %746 = add nsw i32 %745, -1
  %747 = icmp eq i32 %744, %746
  br i1 %747, label %760, label %769

748:                                              ; preds = %690, %748
  %749 = phi i32 [ %758, %748 ], [ 0, %690 ]
  %750 = phi i32 [ %757, %748 ], [ -1, %690 ]
  %751 = phi double [ %756, %748 ], [ 1.000000e+09, %690 ]
  %752 = mul nsw i32 %749, 7
  %753 = urem i32 %752, 5
  %754 = sitofp i32 %753 to double
  %755 = fcmp ogt double %751, %754
  %756 = select i1 %755, double %754, double %751
  %757 = select i1 %755, i32 %749, i32 %750
  %758 = add nuw nsw i32 %749, 1
  %759 = icmp eq i32 %758, %692
  br i1 %759, label %706, label %748, !llvm.loop !38

760:                                              ; preds = %733
  %761 = getelementptr inbounds [2 x i32], [2 x i32]* %128, i64 0, i64 0
  %762 = load i32, i32* %761, align 4, !tbaa !5
  %763 = icmp eq i32 %762, 0
  %764 = getelementptr inbounds [2 x i32], [2 x i32]* %128, i64 0, i64 1
  %765 = load i32, i32* %764, align 4
  %766 = icmp eq i32 %765, 0
  %767 = select i1 %763, i1 %766, i1 false
  %768 = zext i1 %767 to i32
  br label %769

769:                                              ; preds = %760, %733
  %770 = phi i32 [ %768, %760 ], [ 1, %733 ]
  %771 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %771) #8
  store i32 %770, i32* %84, align 4, !tbaa !5
  %772 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %772) #8
  %773 = call i32 @MPI_Allreduce(i8* noundef nonnull %771, i8* noundef nonnull %772, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %774 = load i32, i32* %84, align 4, !tbaa !5
  %775 = icmp eq i32 %774, 0
  br i1 %775, label %776, label %781

776:                                              ; preds = %769
  %777 = load i32, i32* @rank, align 4, !tbaa !5
  %778 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %777, i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0)) #8
  %779 = load i32, i32* @failures, align 4, !tbaa !5
  %780 = add nsw i32 %779, 1
  store i32 %780, i32* @failures, align 4, !tbaa !5
  br label %781

781:                                              ; preds = %776, %769
  %782 = load i32, i32* @rank, align 4, !tbaa !5
  %783 = icmp eq i32 %782, 0
  br i1 %783, label %784, label %789

784:                                              ; preds = %781
  %785 = load i32, i32* %85, align 4, !tbaa !5
  %786 = icmp eq i32 %785, 0
  %787 = select i1 %786, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %788 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([40 x i8], [40 x i8]* @.str.31, i64 0, i64 0), i8* noundef %787) #8
  br label %789

789:                                              ; preds = %784, %781
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %772) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %771) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %740) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %734) #8
  %790 = bitcast %struct.anon.0* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %790) #8
  %791 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %129, i64 0, i32 0
  %792 = load i32, i32* @rank, align 4, !tbaa !5
  %793 = srem i32 %792, 4
  %794 = sitofp i32 %793 to float
  store float %794, float* %791, align 4, !tbaa !39
  %795 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %129, i64 0, i32 1
  store i32 %792, i32* %795, align 4, !tbaa !41
  %796 = bitcast %struct.anon.0* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %796) #8
  %797 = call i32 @MPI_Allreduce(i8* noundef nonnull %790, i8* noundef nonnull %796, i32 noundef 1, i32 noundef -1946157056, i32 noundef 1476395020, i32 noundef 1140850688) #8
  %798 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %130, i64 0, i32 0
  %799 = load float, float* %798, align 4, !tbaa !39
  %800 = load i32, i32* @size, align 4, !tbaa !5
  %801 = icmp sgt i32 %800, 3
  %802 = add nsw i32 %800, -1
  %803 = sitofp i32 %802 to float
  %804 = select i1 %801, float 3.000000e+00, float %803
  %805 = fcmp oeq float %799, %804
  %806 = getelementptr inbounds %struct.anon.0, %struct.anon.0* %130, i64 0, i32 1
  %807 = load i32, i32* %806, align 4
  %808 = select i1 %801, i32 3, i32 %802
  %809 = icmp eq i32 %807, %808
  %810 = select i1 %805, i1 %809, i1 false
  %811 = zext i1 %810 to i32
  %812 = bitcast i32* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %812) #8
  store i32 %811, i32* %82, align 4, !tbaa !5
  %813 = bitcast i32* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %813) #8
  %814 = call i32 @MPI_Allreduce(i8* noundef nonnull %812, i8* noundef nonnull %813, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %815 = load i32, i32* %82, align 4, !tbaa !5
  %816 = icmp eq i32 %815, 0
  br i1 %816, label %817, label %822

817:                                              ; preds = %789
  %818 = load i32, i32* @rank, align 4, !tbaa !5
  %819 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %818, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0)) #8
  %820 = load i32, i32* @failures, align 4, !tbaa !5
  %821 = add nsw i32 %820, 1
  store i32 %821, i32* @failures, align 4, !tbaa !5
  br label %822

822:                                              ; preds = %817, %789
  %823 = load i32, i32* @rank, align 4, !tbaa !5
  %824 = icmp eq i32 %823, 0
  br i1 %824, label %825, label %830

825:                                              ; preds = %822
  %826 = load i32, i32* %83, align 4, !tbaa !5
  %827 = icmp eq i32 %826, 0
  %828 = select i1 %827, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %829 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.32, i64 0, i64 0), i8* noundef %828) #8
  br label %830

830:                                              ; preds = %825, %822
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %813) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %812) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %796) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %790) #8
  %831 = bitcast %struct.anon.1* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %831) #8
  %832 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %131, i64 0, i32 0
  %833 = load i32, i32* @rank, align 4, !tbaa !5
  %834 = sext i32 %833 to i64
  %835 = mul i64 %834, -3000000000
  store i64 %835, i64* %832, align 8, !tbaa !42
  %836 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %131, i64 0, i32 1
  store i32 %833, i32* %836, align 8, !tbaa !44
  %837 = bitcast %struct.anon.1* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %837) #8
  %838 = call i32 @MPI_Allreduce(i8* noundef nonnull %831, i8* noundef nonnull %837, i32 noundef 1, i32 noundef -1946157054, i32 noundef 1476395019, i32 noundef 1140850688) #8
  %839 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %132, i64 0, i32 0
  %840 = load i64, i64* %839, align 8, !tbaa !42
  %841 = load i32, i32* @size, align 4, !tbaa !5
  %842 = add nsw i32 %841, -1
  %843 = sext i32 %842 to i64
  %844 = mul i64 %843, -3000000000
  %845 = icmp eq i64 %840, %844
  %846 = getelementptr inbounds %struct.anon.1, %struct.anon.1* %132, i64 0, i32 1
  %847 = load i32, i32* %846, align 8
  %848 = icmp eq i32 %847, %842
  %849 = select i1 %845, i1 %848, i1 false
  %850 = zext i1 %849 to i32
  %851 = bitcast i32* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %851) #8
  store i32 %850, i32* %80, align 4, !tbaa !5
  %852 = bitcast i32* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %852) #8
  %853 = call i32 @MPI_Allreduce(i8* noundef nonnull %851, i8* noundef nonnull %852, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %854 = load i32, i32* %80, align 4, !tbaa !5
  %855 = icmp eq i32 %854, 0
  br i1 %855, label %856, label %861

856:                                              ; preds = %830
  %857 = load i32, i32* @rank, align 4, !tbaa !5
  %858 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %857, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0)) #8
  %859 = load i32, i32* @failures, align 4, !tbaa !5
  %860 = add nsw i32 %859, 1
  store i32 %860, i32* @failures, align 4, !tbaa !5
  br label %861

861:                                              ; preds = %856, %830
  %862 = load i32, i32* @rank, align 4, !tbaa !5
  %863 = icmp eq i32 %862, 0
  br i1 %863, label %864, label %869

864:                                              ; preds = %861
  %865 = load i32, i32* %81, align 4, !tbaa !5
  %866 = icmp eq i32 %865, 0
  %867 = select i1 %866, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %868 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.33, i64 0, i64 0), i8* noundef %867) #8
  br label %869

869:                                              ; preds = %864, %861
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %852) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %851) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %837) #8
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %831) #8
  %870 = bitcast %struct.anon.2* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %870) #8
  %871 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %133, i64 0, i32 0
  %872 = load i32, i32* @rank, align 4, !tbaa !5
  %873 = load i32, i32* @size, align 4, !tbaa !5
  %874 = sdiv i32 %873, 2
  %875 = icmp eq i32 %872, %874
  %876 = select i1 %875, i16 99, i16 1
  store i16 %876, i16* %871, align 4, !tbaa !45
  %877 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %133, i64 0, i32 1
  store i32 %872, i32* %877, align 4, !tbaa !47
  %878 = bitcast %struct.anon.2* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %878) #8
  %879 = call i32 @MPI_Allreduce(i8* noundef nonnull %870, i8* noundef nonnull %878, i32 noundef 1, i32 noundef -1946157053, i32 noundef 1476395020, i32 noundef 1140850688) #8
  %880 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %134, i64 0, i32 0
  %881 = load i16, i16* %880, align 4, !tbaa !45
  %882 = icmp eq i16 %881, 99
  br i1 %882, label %883, label %890

883:                                              ; preds = %869
  %884 = load i32, i32* @size, align 4, !tbaa !5
  %885 = getelementptr inbounds %struct.anon.2, %struct.anon.2* %134, i64 0, i32 1
  %886 = load i32, i32* %885, align 4, !tbaa !47
  %887 = sdiv i32 %884, 2
  %888 = icmp eq i32 %886, %887
  %889 = zext i1 %888 to i32
  br label %890

890:                                              ; preds = %883, %869
  %891 = phi i32 [ 0, %869 ], [ %889, %883 ]
  %892 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %892) #8
  store i32 %891, i32* %78, align 4, !tbaa !5
  %893 = bitcast i32* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %893) #8
  %894 = call i32 @MPI_Allreduce(i8* noundef nonnull %892, i8* noundef nonnull %893, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %895 = load i32, i32* %78, align 4, !tbaa !5
  %896 = icmp eq i32 %895, 0
  br i1 %896, label %897, label %902

897:                                              ; preds = %890
  %898 = load i32, i32* @rank, align 4, !tbaa !5
  %899 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %898, i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0)) #8
  %900 = load i32, i32* @failures, align 4, !tbaa !5
  %901 = add nsw i32 %900, 1
  store i32 %901, i32* @failures, align 4, !tbaa !5
  br label %902

902:                                              ; preds = %897, %890
  %903 = load i32, i32* @rank, align 4, !tbaa !5
  %904 = icmp eq i32 %903, 0
  br i1 %904, label %905, label %910

905:                                              ; preds = %902
  %906 = load i32, i32* %79, align 4, !tbaa !5
  %907 = icmp eq i32 %906, 0
  %908 = select i1 %907, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %909 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.34, i64 0, i64 0), i8* noundef %908) #8
  br label %910

910:                                              ; preds = %905, %902
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %893) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %892) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %878) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %870) #8
  %911 = bitcast i32* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %911) #8
  %912 = load i32, i32* @rank, align 4, !tbaa !5
  %913 = add nsw i32 %912, 1
  store i32 %913, i32* %135, align 4, !tbaa !5
  %914 = call i32 @MPI_Allreduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %911, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %915 = load i32, i32* @size, align 4, !tbaa !5
  %916 = icmp sgt i32 %915, 0
  br i1 %916, label %917, label %928

917:                                              ; preds = %910
  %918 = shl i32 %915, 1
  %919 = add i32 %915, -1
  %920 = zext i32 %919 to i33
  %921 = add i32 %915, -2
  %922 = zext i32 %921 to i33
  %923 = mul i33 %920, %922
  %924 = lshr i33 %923, 1
  %925 = trunc i33 %924 to i32
  %926 = add i32 %918, -1
  %927 = add i32 %926, %925
  br label %928

928:                                              ; preds = %917, %910
  %929 = phi i32 [ 0, %910 ], [ %927, %917 ]
  %930 = load i32, i32* %135, align 4, !tbaa !5
  %931 = icmp eq i32 %930, %929
  %932 = zext i1 %931 to i32
  %933 = bitcast i32* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %933) #8
  store i32 %932, i32* %76, align 4, !tbaa !5
  %934 = bitcast i32* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %934) #8
  %935 = call i32 @MPI_Allreduce(i8* noundef nonnull %933, i8* noundef nonnull %934, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %936 = load i32, i32* %76, align 4, !tbaa !5
  %937 = icmp eq i32 %936, 0
  br i1 %937, label %938, label %943

938:                                              ; preds = %928
  %939 = load i32, i32* @rank, align 4, !tbaa !5
  %940 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %939, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0)) #8
  %941 = load i32, i32* @failures, align 4, !tbaa !5
  %942 = add nsw i32 %941, 1
  store i32 %942, i32* @failures, align 4, !tbaa !5
  br label %943

943:                                              ; preds = %938, %928
  %944 = load i32, i32* @rank, align 4, !tbaa !5
  %945 = icmp eq i32 %944, 0
  br i1 %945, label %946, label %951

946:                                              ; preds = %943
  %947 = load i32, i32* %77, align 4, !tbaa !5
  %948 = icmp eq i32 %947, 0
  %949 = select i1 %948, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %950 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.35, i64 0, i64 0), i8* noundef %949) #8
  br label %951

951:                                              ; preds = %946, %943
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %934) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %933) #8
  %952 = bitcast i32* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %952) #8
  %953 = load i32, i32* @rank, align 4, !tbaa !5
  %954 = add nsw i32 %953, 1
  store i32 %954, i32* %136, align 4, !tbaa !5
  %955 = bitcast i32* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %955) #8
  store i32 -5, i32* %137, align 4, !tbaa !5
  %956 = icmp eq i32 %953, 0
  br i1 %956, label %957, label %959

957:                                              ; preds = %951
  %958 = call i32 @MPI_Reduce(i8* noundef nonnull inttoptr (i64 -1 to i8*), i8* noundef nonnull %952, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #8
  br label %961

959:                                              ; preds = %951
  %960 = call i32 @MPI_Reduce(i8* noundef nonnull %952, i8* noundef nonnull %955, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 0, i32 noundef 1140850688) #8
  br label %961

961:                                              ; preds = %959, %957
  %962 = load i32, i32* @rank, align 4, !tbaa !5
  %963 = icmp ne i32 %962, 0
  %964 = load i32, i32* %136, align 4
  %965 = icmp eq i32 %964, %929
  %966 = select i1 %963, i1 true, i1 %965
  %967 = zext i1 %966 to i32
  %968 = bitcast i32* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %968) #8
  store i32 %967, i32* %74, align 4, !tbaa !5
  %969 = bitcast i32* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %969) #8
  %970 = call i32 @MPI_Allreduce(i8* noundef nonnull %968, i8* noundef nonnull %969, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %971 = load i32, i32* %74, align 4, !tbaa !5
  %972 = icmp eq i32 %971, 0
  br i1 %972, label %973, label %978

973:                                              ; preds = %961
  %974 = load i32, i32* @rank, align 4, !tbaa !5
  %975 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %974, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0)) #8
  %976 = load i32, i32* @failures, align 4, !tbaa !5
  %977 = add nsw i32 %976, 1
  store i32 %977, i32* @failures, align 4, !tbaa !5
  br label %978

978:                                              ; preds = %973, %961
  %979 = load i32, i32* @rank, align 4, !tbaa !5
  %980 = icmp eq i32 %979, 0
  br i1 %980, label %981, label %986

981:                                              ; preds = %978
  %982 = load i32, i32* %75, align 4, !tbaa !5
  %983 = icmp eq i32 %982, 0
  %984 = select i1 %983, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %985 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.36, i64 0, i64 0), i8* noundef %984) #8
  br label %986

986:                                              ; preds = %978, %981
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %969) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %968) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %955) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %952) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %911) #8
  %987 = load i32, i32* @size, align 4, !tbaa !5
  %988 = sdiv i32 %987, 2
  %989 = sext i32 %987 to i64
  %990 = mul nsw i64 %989, 12
  %991 = call noalias i8* @malloc(i64 noundef %990) #8
  %992 = bitcast i8* %991 to i32*
  %993 = bitcast [3 x i32]* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %993) #8
  %994 = getelementptr inbounds [3 x i32], [3 x i32]* %72, i64 0, i64 0
  %995 = load i32, i32* @rank, align 4, !tbaa !5
  %996 = mul i32 %995, 3
  %997 = add i32 %996, 3
  store i32 %997, i32* %994, align 4, !tbaa !5
  %998 = getelementptr inbounds [3 x i32], [3 x i32]* %72, i64 0, i64 1
  %999 = add i32 %996, 10
  %1000 = srem i32 %995, 5
  %1001 = sub i32 %999, %1000
  store i32 %1001, i32* %998, align 4, !tbaa !5
  %1002 = getelementptr inbounds [3 x i32], [3 x i32]* %72, i64 0, i64 2
  %1003 = add i32 %996, 17
  %1004 = shl nsw i32 %995, 1
  %1005 = srem i32 %1004, 5
  %1006 = sub i32 %1003, %1005
  store i32 %1006, i32* %1002, align 4, !tbaa !5
  %1007 = icmp sgt i32 %987, 0
  br i1 %1007, label %1008, label %1013

1008:                                             ; preds = %986
  %1009 = mul i32 %987, 3
  %1010 = call i32 @llvm.smax.i32(i32 %1009, i32 1) #8
  %1011 = zext i32 %1010 to i64
  %1012 = shl nuw nsw i64 %1011, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %991, i8 -1, i64 %1012, i1 false) #8, !tbaa !5
  br label %1013

1013:                                             ; preds = %1008, %986
  %1014 = call i32 @MPI_Gather(i8* noundef nonnull %993, i32 noundef 3, i32 noundef 1275069445, i8* noundef %991, i32 noundef 3, i32 noundef 1275069445, i32 noundef %988, i32 noundef 1140850688) #8
  %1015 = load i32, i32* @rank, align 4, !tbaa !5
  %1016 = icmp eq i32 %1015, %988
  br i1 %1016, label %1017, label %1049

1017:                                             ; preds = %1013
  %1018 = load i32, i32* @size, align 4, !tbaa !5
  %1019 = icmp sgt i32 %1018, 0
  br i1 %1019, label %1020, label %1049

1020:                                             ; preds = %1017
  %1021 = zext i32 %1018 to i64
  br label %1022

1022:                                             ; preds = %1028, %1020
  %1023 = phi i64 [ 0, %1020 ], [ %1029, %1028 ]
  %1024 = phi i32 [ 1, %1020 ], [ %1046, %1028 ]
  %1025 = mul nuw nsw i64 %1023, 3
  %1026 = trunc i64 %1025 to i32
  %1027 = add i32 %1026, 3
  br label %1031

1028:                                             ; preds = %1031
  %1029 = add nuw nsw i64 %1023, 1
  %1030 = icmp eq i64 %1029, %1021
  br i1 %1030, label %1049, label %1022, !llvm.loop !48

1031:                                             ; preds = %1031, %1022
  %1032 = phi i64 [ 0, %1022 ], [ %1047, %1031 ]
  %1033 = phi i32 [ %1024, %1022 ], [ %1046, %1031 ]
  %1034 = add nuw nsw i64 %1032, %1025
  %1035 = getelementptr inbounds i32, i32* %992, i64 %1034
  %1036 = load i32, i32* %1035, align 4, !tbaa !5
  %1037 = trunc i64 %1032 to i32
  %1038 = mul i32 %1037, 7
  %1039 = add nsw i32 %1027, %1038
  %1040 = mul nuw nsw i64 %1032, %1023
  %1041 = trunc i64 %1040 to i32
  %1042 = urem i32 %1041, 5
  %1043 = sub i32 %1039, %1042
  %1044 = icmp eq i32 %1036, %1043
  %1045 = zext i1 %1044 to i32
  %1046 = and i32 %1033, %1045
  %1047 = add nuw nsw i64 %1032, 1
  %1048 = icmp eq i64 %1047, 3
  br i1 %1048, label %1028, label %1031, !llvm.loop !49

1049:                                             ; preds = %1028, %1017, %1013
  %1050 = phi i32 [ 1, %1013 ], [ 1, %1017 ], [ %1046, %1028 ]
  %1051 = bitcast i32* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1051) #8
  store i32 %1050, i32* %70, align 4, !tbaa !5
  %1052 = bitcast i32* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1052) #8
  %1053 = call i32 @MPI_Allreduce(i8* noundef nonnull %1051, i8* noundef nonnull %1052, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1054 = load i32, i32* %70, align 4, !tbaa !5
  %1055 = icmp eq i32 %1054, 0
  br i1 %1055, label %1056, label %1061

1056:                                             ; preds = %1049
  %1057 = load i32, i32* @rank, align 4, !tbaa !5
  %1058 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1057, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0)) #8
  %1059 = load i32, i32* @failures, align 4, !tbaa !5
  %1060 = add nsw i32 %1059, 1
  store i32 %1060, i32* @failures, align 4, !tbaa !5
  br label %1061

1061:                                             ; preds = %1056, %1049
  %1062 = load i32, i32* @rank, align 4, !tbaa !5
  %1063 = icmp eq i32 %1062, 0
  br i1 %1063, label %1064, label %1069

1064:                                             ; preds = %1061
  %1065 = load i32, i32* %71, align 4, !tbaa !5
  %1066 = icmp eq i32 %1065, 0
  %1067 = select i1 %1066, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1068 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1067) #8
  br label %1069

1069:                                             ; preds = %1064, %1061
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1052) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1051) #8
  %1070 = bitcast [3 x i32]* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1070) #8
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1070, i8 0, i64 12, i1 false) #8
  %1071 = load i32, i32* @rank, align 4, !tbaa !5
  %1072 = icmp eq i32 %1071, %988
  br i1 %1072, label %1073, label %1101

1073:                                             ; preds = %1069
  %1074 = load i32, i32* @size, align 4, !tbaa !5
  %1075 = icmp sgt i32 %1074, 0
  br i1 %1075, label %1076, label %1101

1076:                                             ; preds = %1073
  %1077 = zext i32 %1074 to i64
  br label %1078

1078:                                             ; preds = %1084, %1076
  %1079 = phi i64 [ 0, %1076 ], [ %1085, %1084 ]
  %1080 = trunc i64 %1079 to i32
  %1081 = mul i32 %1080, 3
  %1082 = add i32 %1081, 3
  %1083 = zext i32 %1081 to i64
  br label %1087

1084:                                             ; preds = %1087
  %1085 = add nuw nsw i64 %1079, 1
  %1086 = icmp eq i64 %1085, %1077
  br i1 %1086, label %1101, label %1078, !llvm.loop !50

1087:                                             ; preds = %1087, %1078
  %1088 = phi i64 [ 0, %1078 ], [ %1099, %1087 ]
  %1089 = trunc i64 %1088 to i32
  %1090 = mul i32 %1089, 7
  %1091 = add nsw i32 %1082, %1090
  %1092 = mul nuw nsw i64 %1088, %1079
  %1093 = trunc i64 %1092 to i32
  %1094 = urem i32 %1093, 5
  %1095 = sub i32 %1091, %1094
  %1096 = shl nsw i32 %1095, 1
  %1097 = add nuw nsw i64 %1088, %1083
  %1098 = getelementptr inbounds i32, i32* %992, i64 %1097
  store i32 %1096, i32* %1098, align 4, !tbaa !5
  %1099 = add nuw nsw i64 %1088, 1
  %1100 = icmp eq i64 %1099, 3
  br i1 %1100, label %1084, label %1087, !llvm.loop !51

1101:                                             ; preds = %1084, %1073, %1069
  %1102 = call i32 @MPI_Scatter(i8* noundef %991, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1070, i32 noundef 3, i32 noundef 1275069445, i32 noundef %988, i32 noundef 1140850688) #8
  %1103 = load i32, i32* @rank, align 4, !tbaa !5
  %1104 = mul i32 %1103, 3
  %1105 = add i32 %1104, 3
  br label %1134

1106:                                             ; preds = %1134
  %1107 = bitcast i32* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1107) #8
  store i32 %1148, i32* %68, align 4, !tbaa !5
  %1108 = bitcast i32* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1108) #8
  %1109 = call i32 @MPI_Allreduce(i8* noundef nonnull %1107, i8* noundef nonnull %1108, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1110 = load i32, i32* %68, align 4, !tbaa !5
  %1111 = icmp eq i32 %1110, 0
  br i1 %1111, label %1112, label %1117

1112:                                             ; preds = %1106
  %1113 = load i32, i32* @rank, align 4, !tbaa !5
  %1114 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1113, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0)) #8
  %1115 = load i32, i32* @failures, align 4, !tbaa !5
  %1116 = add nsw i32 %1115, 1
  store i32 %1116, i32* @failures, align 4, !tbaa !5
  br label %1117

1117:                                             ; preds = %1112, %1106
  %1118 = load i32, i32* @rank, align 4, !tbaa !5
  %1119 = icmp eq i32 %1118, 0
  br i1 %1119, label %1120, label %1125

1120:                                             ; preds = %1117
  %1121 = load i32, i32* %69, align 4, !tbaa !5
  %1122 = icmp eq i32 %1121, 0
  %1123 = select i1 %1122, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1124 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1123) #8
  br label %1125

1125:                                             ; preds = %1120, %1117
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1108) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1107) #8
  %1126 = load i32, i32* @size, align 4, !tbaa !5
  %1127 = sext i32 %1126 to i64
  %1128 = shl nsw i64 %1127, 2
  %1129 = call noalias i8* @malloc(i64 noundef %1128) #8
  %1130 = bitcast i8* %1129 to i32*
  %1131 = call noalias i8* @malloc(i64 noundef %1128) #8
  %1132 = bitcast i8* %1131 to i32*
  %1133 = icmp sgt i32 %1126, 0
  br i1 %1133, label %1168, label %1151

1134:                                             ; preds = %1134, %1101
  %1135 = phi i64 [ 0, %1101 ], [ %1149, %1134 ]
  %1136 = phi i32 [ 1, %1101 ], [ %1148, %1134 ]
  %1137 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 %1135
  %1138 = load i32, i32* %1137, align 4, !tbaa !5
  %1139 = trunc i64 %1135 to i32
  %1140 = mul nsw i32 %1103, %1139
  %1141 = srem i32 %1140, 5
  %1142 = mul i32 %1139, 7
  %1143 = add i32 %1105, %1142
  %1144 = sub i32 %1143, %1141
  %1145 = shl nsw i32 %1144, 1
  %1146 = icmp eq i32 %1138, %1145
  %1147 = zext i1 %1146 to i32
  %1148 = and i32 %1136, %1147
  %1149 = add nuw nsw i64 %1135, 1
  %1150 = icmp eq i64 %1149, 3
  br i1 %1150, label %1106, label %1134, !llvm.loop !52

1151:                                             ; preds = %1168, %1125
  %1152 = phi i32 [ 0, %1125 ], [ %1175, %1168 ]
  %1153 = sext i32 %1152 to i64
  %1154 = shl nsw i64 %1153, 2
  %1155 = call noalias i8* @malloc(i64 noundef %1154) #8
  %1156 = bitcast i8* %1155 to i32*
  %1157 = load i32, i32* @rank, align 4, !tbaa !5
  %1158 = add nsw i32 %1157, 1
  %1159 = sext i32 %1158 to i64
  %1160 = shl nsw i64 %1159, 2
  %1161 = call noalias i8* @malloc(i64 noundef %1160) #8
  %1162 = bitcast i8* %1161 to i32*
  %1163 = icmp slt i32 %1157, 0
  br i1 %1163, label %1177, label %1164

1164:                                             ; preds = %1151
  %1165 = mul i32 %1157, 3
  %1166 = add i32 %1165, 3
  %1167 = zext i32 %1158 to i64
  br label %1182

1168:                                             ; preds = %1125, %1168
  %1169 = phi i64 [ %1171, %1168 ], [ %1127, %1125 ]
  %1170 = phi i32 [ %1175, %1168 ], [ 0, %1125 ]
  %1171 = add nsw i64 %1169, -1
  %1172 = getelementptr inbounds i32, i32* %1130, i64 %1171
  %1173 = trunc i64 %1169 to i32
  store i32 %1173, i32* %1172, align 4, !tbaa !5
  %1174 = getelementptr inbounds i32, i32* %1132, i64 %1171
  store i32 %1170, i32* %1174, align 4, !tbaa !5
  %1175 = add nsw i32 %1170, %1173
  %1176 = icmp sgt i64 %1169, 1
  br i1 %1176, label %1168, label %1151, !llvm.loop !53

1177:                                             ; preds = %1182, %1151
  %1178 = icmp sgt i32 %1152, 0
  br i1 %1178, label %1179, label %1193

1179:                                             ; preds = %1177
  %1180 = zext i32 %1152 to i64
  %1181 = shl nuw nsw i64 %1180, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1155, i8 -1, i64 %1181, i1 false) #8, !tbaa !5
  br label %1193

1182:                                             ; preds = %1182, %1164
  %1183 = phi i64 [ 0, %1164 ], [ %1191, %1182 ]
  %1184 = trunc i64 %1183 to i32
  %1185 = mul nsw i32 %1184, 7
  %1186 = add nsw i32 %1166, %1185
  %1187 = mul nsw i32 %1157, %1184
  %1188 = srem i32 %1187, 5
  %1189 = sub i32 %1186, %1188
  %1190 = getelementptr inbounds i32, i32* %1162, i64 %1183
  store i32 %1189, i32* %1190, align 4, !tbaa !5
  %1191 = add nuw nsw i64 %1183, 1
  %1192 = icmp eq i64 %1191, %1167
  br i1 %1192, label %1177, label %1182, !llvm.loop !54

1193:                                             ; preds = %1179, %1177
  %1194 = call i32 @MPI_Gatherv(i8* noundef %1161, i32 noundef %1158, i32 noundef 1275069445, i8* noundef %1155, i32* noundef %1130, i32* noundef %1132, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #8
  %1195 = load i32, i32* @rank, align 4, !tbaa !5
  %1196 = icmp eq i32 %1195, 0
  br i1 %1196, label %1197, label %1234

1197:                                             ; preds = %1193
  %1198 = load i32, i32* @size, align 4, !tbaa !5
  %1199 = icmp sgt i32 %1198, 0
  br i1 %1199, label %1200, label %1234

1200:                                             ; preds = %1197
  %1201 = zext i32 %1198 to i64
  br label %1202

1202:                                             ; preds = %1212, %1200
  %1203 = phi i64 [ 0, %1200 ], [ %1213, %1212 ]
  %1204 = phi i64 [ 1, %1200 ], [ %1214, %1212 ]
  %1205 = phi i32 [ 1, %1200 ], [ %1231, %1212 ]
  %1206 = getelementptr inbounds i32, i32* %1132, i64 %1203
  %1207 = load i32, i32* %1206, align 4, !tbaa !5
  %1208 = trunc i64 %1203 to i32
  %1209 = mul i32 %1208, 3
  %1210 = add i32 %1209, 3
  %1211 = sext i32 %1207 to i64
  br label %1216

1212:                                             ; preds = %1216
  %1213 = add nuw nsw i64 %1203, 1
  %1214 = add nuw nsw i64 %1204, 1
  %1215 = icmp eq i64 %1213, %1201
  br i1 %1215, label %1234, label %1202, !llvm.loop !55

1216:                                             ; preds = %1216, %1202
  %1217 = phi i64 [ 0, %1202 ], [ %1232, %1216 ]
  %1218 = phi i32 [ %1205, %1202 ], [ %1231, %1216 ]
  %1219 = trunc i64 %1217 to i32
  %1220 = add nsw i64 %1217, %1211
  %1221 = getelementptr inbounds i32, i32* %1156, i64 %1220
  %1222 = load i32, i32* %1221, align 4, !tbaa !5
  %1223 = mul nsw i32 %1219, 7
  %1224 = add nsw i32 %1210, %1223
  %1225 = mul nuw nsw i64 %1217, %1203
  %1226 = trunc i64 %1225 to i32
  %1227 = urem i32 %1226, 5
  %1228 = sub i32 %1224, %1227
  %1229 = icmp eq i32 %1222, %1228
  %1230 = zext i1 %1229 to i32
  %1231 = and i32 %1218, %1230
  %1232 = add nuw nsw i64 %1217, 1
  %1233 = icmp eq i64 %1232, %1204
  br i1 %1233, label %1212, label %1216, !llvm.loop !56

1234:                                             ; preds = %1212, %1197, %1193
  %1235 = phi i32 [ 1, %1193 ], [ 1, %1197 ], [ %1231, %1212 ]
  %1236 = bitcast i32* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1236) #8
  store i32 %1235, i32* %66, align 4, !tbaa !5
  %1237 = bitcast i32* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1237) #8
  %1238 = call i32 @MPI_Allreduce(i8* noundef nonnull %1236, i8* noundef nonnull %1237, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1239 = load i32, i32* %66, align 4, !tbaa !5
  %1240 = icmp eq i32 %1239, 0
  br i1 %1240, label %1241, label %1246

1241:                                             ; preds = %1234
  %1242 = load i32, i32* @rank, align 4, !tbaa !5
  %1243 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1242, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0)) #8
  %1244 = load i32, i32* @failures, align 4, !tbaa !5
  %1245 = add nsw i32 %1244, 1
  store i32 %1245, i32* @failures, align 4, !tbaa !5
  br label %1246

1246:                                             ; preds = %1241, %1234
  %1247 = load i32, i32* @rank, align 4, !tbaa !5
  %1248 = icmp eq i32 %1247, 0
  br i1 %1248, label %1249, label %1254

1249:                                             ; preds = %1246
  %1250 = load i32, i32* %67, align 4, !tbaa !5
  %1251 = icmp eq i32 %1250, 0
  %1252 = select i1 %1251, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1253 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.39, i64 0, i64 0), i8* noundef %1252) #8
  br label %1254

1254:                                             ; preds = %1249, %1246
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1237) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1236) #8
  %1255 = load i32, i32* @rank, align 4, !tbaa !5
  %1256 = icmp slt i32 %1255, 0
  br i1 %1256, label %1261, label %1257

1257:                                             ; preds = %1254
  %1258 = zext i32 %1255 to i64
  %1259 = shl nuw nsw i64 %1258, 2
  %1260 = add nuw nsw i64 %1259, 4
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %1161, i8 -1, i64 %1260, i1 false) #8, !tbaa !5
  br label %1261

1261:                                             ; preds = %1257, %1254
  %1262 = add nsw i32 %1255, 1
  %1263 = call i32 @MPI_Scatterv(i8* noundef %1155, i32* noundef %1130, i32* noundef %1132, i32 noundef 1275069445, i8* noundef %1161, i32 noundef %1262, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688) #8
  %1264 = load i32, i32* @rank, align 4, !tbaa !5
  %1265 = icmp slt i32 %1264, 0
  br i1 %1265, label %1271, label %1266

1266:                                             ; preds = %1261
  %1267 = mul i32 %1264, 3
  %1268 = add i32 %1264, 1
  %1269 = zext i32 %1268 to i64
  %1270 = add i32 %1267, 3
  br label %1295

1271:                                             ; preds = %1295, %1261
  %1272 = phi i32 [ 1, %1261 ], [ %1308, %1295 ]
  %1273 = bitcast i32* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1273) #8
  store i32 %1272, i32* %64, align 4, !tbaa !5
  %1274 = bitcast i32* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1274) #8
  %1275 = call i32 @MPI_Allreduce(i8* noundef nonnull %1273, i8* noundef nonnull %1274, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1276 = load i32, i32* %64, align 4, !tbaa !5
  %1277 = icmp eq i32 %1276, 0
  br i1 %1277, label %1278, label %1283

1278:                                             ; preds = %1271
  %1279 = load i32, i32* @rank, align 4, !tbaa !5
  %1280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1279, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0)) #8
  %1281 = load i32, i32* @failures, align 4, !tbaa !5
  %1282 = add nsw i32 %1281, 1
  store i32 %1282, i32* @failures, align 4, !tbaa !5
  br label %1283

1283:                                             ; preds = %1278, %1271
  %1284 = load i32, i32* @rank, align 4, !tbaa !5
  %1285 = icmp eq i32 %1284, 0
  br i1 %1285, label %1286, label %1291

1286:                                             ; preds = %1283
  %1287 = load i32, i32* %65, align 4, !tbaa !5
  %1288 = icmp eq i32 %1287, 0
  %1289 = select i1 %1288, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1290 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.40, i64 0, i64 0), i8* noundef %1289) #8
  br label %1291

1291:                                             ; preds = %1286, %1283
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1274) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1273) #8
  br i1 %1178, label %1292, label %1311

1292:                                             ; preds = %1291
  %1293 = zext i32 %1152 to i64
  %1294 = shl nuw nsw i64 %1293, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %1155, i8 -1, i64 %1294, i1 false) #8, !tbaa !5
  br label %1311

1295:                                             ; preds = %1295, %1266
  %1296 = phi i64 [ 0, %1266 ], [ %1309, %1295 ]
  %1297 = phi i32 [ 1, %1266 ], [ %1308, %1295 ]
  %1298 = getelementptr inbounds i32, i32* %1162, i64 %1296
  %1299 = load i32, i32* %1298, align 4, !tbaa !5
  %1300 = trunc i64 %1296 to i32
  %1301 = mul nsw i32 %1300, 7
  %1302 = mul nsw i32 %1264, %1300
  %1303 = srem i32 %1302, 5
  %1304 = add i32 %1270, %1301
  %1305 = sub i32 %1304, %1303
  %1306 = icmp eq i32 %1299, %1305
  %1307 = zext i1 %1306 to i32
  %1308 = and i32 %1297, %1307
  %1309 = add nuw nsw i64 %1296, 1
  %1310 = icmp eq i64 %1309, %1269
  br i1 %1310, label %1271, label %1295, !llvm.loop !57

1311:                                             ; preds = %1292, %1291
  %1312 = load i32, i32* @rank, align 4, !tbaa !5
  %1313 = icmp slt i32 %1312, 0
  br i1 %1313, label %1319, label %1314

1314:                                             ; preds = %1311
  %1315 = mul i32 %1312, 3
  %1316 = add i32 %1312, 1
  %1317 = zext i32 %1316 to i64
  %1318 = add i32 %1315, 4
  br label %1326

1319:                                             ; preds = %1326, %1311
  %1320 = add nsw i32 %1312, 1
  %1321 = call i32 @MPI_Allgatherv(i8* noundef %1161, i32 noundef %1320, i32 noundef 1275069445, i8* noundef %1155, i32* noundef %1130, i32* noundef %1132, i32 noundef 1275069445, i32 noundef 1140850688) #8
  %1322 = load i32, i32* @size, align 4, !tbaa !5
  %1323 = icmp sgt i32 %1322, 0
  br i1 %1323, label %1324, label %1347

1324:                                             ; preds = %1319
  %1325 = zext i32 %1322 to i64
  br label %1337

1326:                                             ; preds = %1326, %1314
  %1327 = phi i64 [ 0, %1314 ], [ %1335, %1326 ]
  %1328 = trunc i64 %1327 to i32
  %1329 = mul nsw i32 %1328, 7
  %1330 = mul nsw i32 %1312, %1328
  %1331 = srem i32 %1330, 5
  %1332 = add i32 %1318, %1329
  %1333 = sub i32 %1332, %1331
  %1334 = getelementptr inbounds i32, i32* %1162, i64 %1327
  store i32 %1333, i32* %1334, align 4, !tbaa !5
  %1335 = add nuw nsw i64 %1327, 1
  %1336 = icmp eq i64 %1335, %1317
  br i1 %1336, label %1319, label %1326, !llvm.loop !58

1337:                                             ; preds = %1375, %1324
  %1338 = phi i64 [ 0, %1324 ], [ %1376, %1375 ]
  %1339 = phi i64 [ 1, %1324 ], [ %1377, %1375 ]
  %1340 = phi i32 [ 1, %1324 ], [ %1394, %1375 ]
  %1341 = getelementptr inbounds i32, i32* %1132, i64 %1338
  %1342 = load i32, i32* %1341, align 4, !tbaa !5
  %1343 = trunc i64 %1338 to i32
  %1344 = mul i32 %1343, 3
  %1345 = add i32 %1344, 4
  %1346 = sext i32 %1342 to i64
  br label %1379

1347:                                             ; preds = %1375, %1319
  %1348 = phi i32 [ 1, %1319 ], [ %1394, %1375 ]
  %1349 = bitcast i32* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1349) #8
  store i32 %1348, i32* %62, align 4, !tbaa !5
  %1350 = bitcast i32* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1350) #8
  %1351 = call i32 @MPI_Allreduce(i8* noundef nonnull %1349, i8* noundef nonnull %1350, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1352 = load i32, i32* %62, align 4, !tbaa !5
  %1353 = icmp eq i32 %1352, 0
  br i1 %1353, label %1354, label %1359

1354:                                             ; preds = %1347
  %1355 = load i32, i32* @rank, align 4, !tbaa !5
  %1356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1355, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0)) #8
  %1357 = load i32, i32* @failures, align 4, !tbaa !5
  %1358 = add nsw i32 %1357, 1
  store i32 %1358, i32* @failures, align 4, !tbaa !5
  br label %1359

1359:                                             ; preds = %1354, %1347
  %1360 = load i32, i32* @rank, align 4, !tbaa !5
  %1361 = icmp eq i32 %1360, 0
  br i1 %1361, label %1362, label %1367

1362:                                             ; preds = %1359
  %1363 = load i32, i32* %63, align 4, !tbaa !5
  %1364 = icmp eq i32 %1363, 0
  %1365 = select i1 %1364, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1366 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.41, i64 0, i64 0), i8* noundef %1365) #8
  br label %1367

1367:                                             ; preds = %1362, %1359
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1350) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1349) #8
  %1368 = load i32, i32* @size, align 4, !tbaa !5
  %1369 = icmp sgt i32 %1368, 0
  br i1 %1369, label %1370, label %1397

1370:                                             ; preds = %1367
  %1371 = mul i32 %1368, 3
  %1372 = call i32 @llvm.smax.i32(i32 %1371, i32 1) #8
  %1373 = zext i32 %1372 to i64
  %1374 = shl nuw nsw i64 %1373, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %991, i8 -1, i64 %1374, i1 false) #8, !tbaa !5
  br label %1397

1375:                                             ; preds = %1379
  %1376 = add nuw nsw i64 %1338, 1
  %1377 = add nuw nsw i64 %1339, 1
  %1378 = icmp eq i64 %1376, %1325
  br i1 %1378, label %1347, label %1337, !llvm.loop !59

1379:                                             ; preds = %1379, %1337
  %1380 = phi i64 [ 0, %1337 ], [ %1395, %1379 ]
  %1381 = phi i32 [ %1340, %1337 ], [ %1394, %1379 ]
  %1382 = add nsw i64 %1380, %1346
  %1383 = getelementptr inbounds i32, i32* %1156, i64 %1382
  %1384 = load i32, i32* %1383, align 4, !tbaa !5
  %1385 = mul nuw nsw i64 %1380, %1338
  %1386 = trunc i64 %1385 to i32
  %1387 = urem i32 %1386, 5
  %1388 = trunc i64 %1380 to i32
  %1389 = mul i32 %1388, 7
  %1390 = add i32 %1345, %1389
  %1391 = sub i32 %1390, %1387
  %1392 = icmp eq i32 %1384, %1391
  %1393 = zext i1 %1392 to i32
  %1394 = and i32 %1381, %1393
  %1395 = add nuw nsw i64 %1380, 1
  %1396 = icmp eq i64 %1395, %1339
  br i1 %1396, label %1375, label %1379, !llvm.loop !60

1397:                                             ; preds = %1370, %1367
  %1398 = call i32 @MPI_Allgather(i8* noundef nonnull %993, i32 noundef 3, i32 noundef 1275069445, i8* noundef %991, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #8
  %1399 = load i32, i32* @size, align 4, !tbaa !5
  %1400 = icmp sgt i32 %1399, 0
  br i1 %1400, label %1401, label %1409

1401:                                             ; preds = %1397
  %1402 = zext i32 %1399 to i64
  br label %1403

1403:                                             ; preds = %1439, %1401
  %1404 = phi i64 [ 0, %1401 ], [ %1440, %1439 ]
  %1405 = phi i32 [ 1, %1401 ], [ %1457, %1439 ]
  %1406 = mul nuw nsw i64 %1404, 3
  %1407 = trunc i64 %1406 to i32
  %1408 = add i32 %1407, 3
  br label %1442

1409:                                             ; preds = %1439, %1397
  %1410 = phi i32 [ 1, %1397 ], [ %1457, %1439 ]
  %1411 = bitcast i32* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1411) #8
  store i32 %1410, i32* %60, align 4, !tbaa !5
  %1412 = bitcast i32* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1412) #8
  %1413 = call i32 @MPI_Allreduce(i8* noundef nonnull %1411, i8* noundef nonnull %1412, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1414 = load i32, i32* %60, align 4, !tbaa !5
  %1415 = icmp eq i32 %1414, 0
  br i1 %1415, label %1416, label %1421

1416:                                             ; preds = %1409
  %1417 = load i32, i32* @rank, align 4, !tbaa !5
  %1418 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1417, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0)) #8
  %1419 = load i32, i32* @failures, align 4, !tbaa !5
  %1420 = add nsw i32 %1419, 1
  store i32 %1420, i32* @failures, align 4, !tbaa !5
  br label %1421

1421:                                             ; preds = %1416, %1409
  %1422 = load i32, i32* @rank, align 4, !tbaa !5
  %1423 = icmp eq i32 %1422, 0
  br i1 %1423, label %1424, label %1429

1424:                                             ; preds = %1421
  %1425 = load i32, i32* %61, align 4, !tbaa !5
  %1426 = icmp eq i32 %1425, 0
  %1427 = select i1 %1426, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1428 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.42, i64 0, i64 0), i8* noundef %1427) #8
  br label %1429

1429:                                             ; preds = %1424, %1421
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1412) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1411) #8
  %1430 = load i32, i32* @size, align 4, !tbaa !5
  %1431 = icmp sgt i32 %1430, 0
  br i1 %1431, label %1432, label %1460

1432:                                             ; preds = %1429
  %1433 = mul i32 %1430, 3
  %1434 = load i32, i32* @rank, align 4, !tbaa !5
  %1435 = mul i32 %1434, 3
  %1436 = call i32 @llvm.smax.i32(i32 %1433, i32 1) #8
  %1437 = zext i32 %1436 to i64
  %1438 = add i32 %1435, 3
  br label %1466

1439:                                             ; preds = %1442
  %1440 = add nuw nsw i64 %1404, 1
  %1441 = icmp eq i64 %1440, %1402
  br i1 %1441, label %1409, label %1403, !llvm.loop !61

1442:                                             ; preds = %1442, %1403
  %1443 = phi i64 [ 0, %1403 ], [ %1458, %1442 ]
  %1444 = phi i32 [ %1405, %1403 ], [ %1457, %1442 ]
  %1445 = add nuw nsw i64 %1443, %1406
  %1446 = getelementptr inbounds i32, i32* %992, i64 %1445
  %1447 = load i32, i32* %1446, align 4, !tbaa !5
  %1448 = trunc i64 %1443 to i32
  %1449 = mul i32 %1448, 7
  %1450 = add nsw i32 %1408, %1449
  %1451 = mul nuw nsw i64 %1443, %1404
  %1452 = trunc i64 %1451 to i32
  %1453 = urem i32 %1452, 5
  %1454 = sub i32 %1450, %1453
  %1455 = icmp eq i32 %1447, %1454
  %1456 = zext i1 %1455 to i32
  %1457 = and i32 %1444, %1456
  %1458 = add nuw nsw i64 %1443, 1
  %1459 = icmp eq i64 %1458, 3
  br i1 %1459, label %1439, label %1442, !llvm.loop !62

1460:                                             ; preds = %1478, %1429
  %1461 = call i32 @MPI_Allgather(i8* noundef nonnull inttoptr (i64 -1 to i8*), i32 noundef 0, i32 noundef 201326592, i8* noundef %991, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #8
  %1462 = load i32, i32* @size, align 4, !tbaa !5
  %1463 = icmp sgt i32 %1462, 0
  br i1 %1463, label %1464, label %1489

1464:                                             ; preds = %1460
  %1465 = zext i32 %1462 to i64
  br label %1483

1466:                                             ; preds = %1478, %1432
  %1467 = phi i64 [ 0, %1432 ], [ %1481, %1478 ]
  %1468 = trunc i64 %1467 to i32
  %1469 = udiv i32 %1468, 3
  %1470 = urem i32 %1468, 3
  %1471 = icmp eq i32 %1469, %1434
  br i1 %1471, label %1472, label %1478

1472:                                             ; preds = %1466
  %1473 = mul nuw nsw i32 %1470, 7
  %1474 = mul nsw i32 %1470, %1434
  %1475 = srem i32 %1474, 5
  %1476 = add i32 %1438, %1473
  %1477 = sub i32 %1476, %1475
  br label %1478

1478:                                             ; preds = %1472, %1466
  %1479 = phi i32 [ %1477, %1472 ], [ -1, %1466 ]
  %1480 = getelementptr inbounds i32, i32* %992, i64 %1467
  store i32 %1479, i32* %1480, align 4, !tbaa !5
  %1481 = add nuw nsw i64 %1467, 1
  %1482 = icmp eq i64 %1481, %1437
  br i1 %1482, label %1460, label %1466, !llvm.loop !63

1483:                                             ; preds = %1509, %1464
  %1484 = phi i64 [ 0, %1464 ], [ %1510, %1509 ]
  %1485 = phi i32 [ 1, %1464 ], [ %1527, %1509 ]
  %1486 = mul nuw nsw i64 %1484, 3
  %1487 = trunc i64 %1486 to i32
  %1488 = add i32 %1487, 3
  br label %1512

1489:                                             ; preds = %1509, %1460
  %1490 = phi i32 [ 1, %1460 ], [ %1527, %1509 ]
  %1491 = bitcast i32* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1491) #8
  store i32 %1490, i32* %58, align 4, !tbaa !5
  %1492 = bitcast i32* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1492) #8
  %1493 = call i32 @MPI_Allreduce(i8* noundef nonnull %1491, i8* noundef nonnull %1492, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1494 = load i32, i32* %58, align 4, !tbaa !5
  %1495 = icmp eq i32 %1494, 0
  br i1 %1495, label %1496, label %1501

1496:                                             ; preds = %1489
  %1497 = load i32, i32* @rank, align 4, !tbaa !5
  %1498 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1497, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0)) #8
  %1499 = load i32, i32* @failures, align 4, !tbaa !5
  %1500 = add nsw i32 %1499, 1
  store i32 %1500, i32* @failures, align 4, !tbaa !5
  br label %1501

1501:                                             ; preds = %1496, %1489
  %1502 = load i32, i32* @rank, align 4, !tbaa !5
  %1503 = icmp eq i32 %1502, 0
  br i1 %1503, label %1504, label %1530

1504:                                             ; preds = %1501
  %1505 = load i32, i32* %59, align 4, !tbaa !5
  %1506 = icmp eq i32 %1505, 0
  %1507 = select i1 %1506, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1508 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.43, i64 0, i64 0), i8* noundef %1507) #8
  br label %1530

1509:                                             ; preds = %1512
  %1510 = add nuw nsw i64 %1484, 1
  %1511 = icmp eq i64 %1510, %1465
  br i1 %1511, label %1489, label %1483, !llvm.loop !64

1512:                                             ; preds = %1512, %1483
  %1513 = phi i64 [ 0, %1483 ], [ %1528, %1512 ]
  %1514 = phi i32 [ %1485, %1483 ], [ %1527, %1512 ]
  %1515 = add nuw nsw i64 %1513, %1486
  %1516 = getelementptr inbounds i32, i32* %992, i64 %1515
  %1517 = load i32, i32* %1516, align 4, !tbaa !5
  %1518 = trunc i64 %1513 to i32
  %1519 = mul i32 %1518, 7
  %1520 = add nsw i32 %1488, %1519
  %1521 = mul nuw nsw i64 %1513, %1484
  %1522 = trunc i64 %1521 to i32
  %1523 = urem i32 %1522, 5
  %1524 = sub i32 %1520, %1523
  %1525 = icmp eq i32 %1517, %1524
  %1526 = zext i1 %1525 to i32
  %1527 = and i32 %1514, %1526
  %1528 = add nuw nsw i64 %1513, 1
  %1529 = icmp eq i64 %1528, 3
  br i1 %1529, label %1509, label %1512, !llvm.loop !65

1530:                                             ; preds = %1501, %1504
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1492) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1491) #8
  call void @free(i8* noundef %991) #8
  call void @free(i8* noundef %1129) #8
  call void @free(i8* noundef %1131) #8
  call void @free(i8* noundef %1155) #8
  call void @free(i8* noundef %1161) #8
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1070) #8
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %993) #8
  %1531 = load i32, i32* @size, align 4, !tbaa !5
  %1532 = sext i32 %1531 to i64
  %1533 = shl nsw i64 %1532, 3
  %1534 = call noalias i8* @malloc(i64 noundef %1533) #8
  %1535 = bitcast i8* %1534 to i32*
  %1536 = call noalias i8* @malloc(i64 noundef %1533) #8
  %1537 = bitcast i8* %1536 to i32*
  %1538 = icmp sgt i32 %1531, 0
  br i1 %1538, label %1539, label %1544

1539:                                             ; preds = %1530
  %1540 = load i32, i32* @rank, align 4, !tbaa !5
  %1541 = mul nsw i32 %1540, 1000
  %1542 = sub nsw i32 0, %1540
  %1543 = zext i32 %1531 to i64
  br label %1551

1544:                                             ; preds = %1551, %1530
  %1545 = call i32 @MPI_Alltoall(i8* noundef %1534, i32 noundef 2, i32 noundef 1275069445, i8* noundef %1536, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1140850688) #8
  %1546 = load i32, i32* @size, align 4, !tbaa !5
  %1547 = icmp sgt i32 %1546, 0
  br i1 %1547, label %1548, label %1561

1548:                                             ; preds = %1544
  %1549 = load i32, i32* @rank, align 4, !tbaa !5
  %1550 = zext i32 %1546 to i64
  br label %1598

1551:                                             ; preds = %1551, %1539
  %1552 = phi i64 [ 0, %1539 ], [ %1559, %1551 ]
  %1553 = trunc i64 %1552 to i32
  %1554 = add nsw i32 %1541, %1553
  %1555 = shl nuw nsw i64 %1552, 1
  %1556 = getelementptr inbounds i32, i32* %1535, i64 %1555
  store i32 %1554, i32* %1556, align 4, !tbaa !5
  %1557 = or i64 %1555, 1
  %1558 = getelementptr inbounds i32, i32* %1535, i64 %1557
  store i32 %1542, i32* %1558, align 4, !tbaa !5
  %1559 = add nuw nsw i64 %1552, 1
  %1560 = icmp eq i64 %1559, %1543
  br i1 %1560, label %1544, label %1551, !llvm.loop !66

1561:                                             ; preds = %1614, %1544
  %1562 = phi i32 [ 1, %1544 ], [ %1617, %1614 ]
  %1563 = bitcast i32* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1563) #8
  store i32 %1562, i32* %56, align 4, !tbaa !5
  %1564 = bitcast i32* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1564) #8
  %1565 = call i32 @MPI_Allreduce(i8* noundef nonnull %1563, i8* noundef nonnull %1564, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1566 = load i32, i32* %56, align 4, !tbaa !5
  %1567 = icmp eq i32 %1566, 0
  br i1 %1567, label %1568, label %1573

1568:                                             ; preds = %1561
  %1569 = load i32, i32* @rank, align 4, !tbaa !5
  %1570 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1569, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0)) #8
  %1571 = load i32, i32* @failures, align 4, !tbaa !5
  %1572 = add nsw i32 %1571, 1
  store i32 %1572, i32* @failures, align 4, !tbaa !5
  br label %1573

1573:                                             ; preds = %1568, %1561
  %1574 = load i32, i32* @rank, align 4, !tbaa !5
  %1575 = icmp eq i32 %1574, 0
  br i1 %1575, label %1576, label %1581

1576:                                             ; preds = %1573
  %1577 = load i32, i32* %57, align 4, !tbaa !5
  %1578 = icmp eq i32 %1577, 0
  %1579 = select i1 %1578, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1580 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.44, i64 0, i64 0), i8* noundef %1579) #8
  br label %1581

1581:                                             ; preds = %1576, %1573
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1564) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1563) #8
  %1582 = load i32, i32* @size, align 4, !tbaa !5
  %1583 = sext i32 %1582 to i64
  %1584 = shl nsw i64 %1583, 2
  %1585 = call noalias i8* @malloc(i64 noundef %1584) #8
  %1586 = bitcast i8* %1585 to i32*
  %1587 = call noalias i8* @malloc(i64 noundef %1584) #8
  %1588 = bitcast i8* %1587 to i32*
  %1589 = call noalias i8* @malloc(i64 noundef %1584) #8
  %1590 = bitcast i8* %1589 to i32*
  %1591 = call noalias i8* @malloc(i64 noundef %1584) #8
  %1592 = bitcast i8* %1591 to i32*
  %1593 = icmp sgt i32 %1582, 0
  br i1 %1593, label %1594, label %1625

1594:                                             ; preds = %1581
  %1595 = load i32, i32* @rank, align 4, !tbaa !5
  %1596 = add nsw i32 %1595, 1
  %1597 = zext i32 %1582 to i64
  br label %1636

1598:                                             ; preds = %1614, %1548
  %1599 = phi i64 [ 0, %1548 ], [ %1618, %1614 ]
  %1600 = phi i32 [ 1, %1548 ], [ %1617, %1614 ]
  %1601 = shl nuw nsw i64 %1599, 1
  %1602 = getelementptr inbounds i32, i32* %1537, i64 %1601
  %1603 = load i32, i32* %1602, align 4, !tbaa !5
  %1604 = trunc i64 %1599 to i32
  %1605 = mul nsw i32 %1604, 1000
  %1606 = add nsw i32 %1605, %1549
  %1607 = icmp eq i32 %1603, %1606
  br i1 %1607, label %1608, label %1614

1608:                                             ; preds = %1598
  %1609 = or i64 %1601, 1
  %1610 = getelementptr inbounds i32, i32* %1537, i64 %1609
  %1611 = load i32, i32* %1610, align 4, !tbaa !5
  %1612 = sub i32 0, %1604
  %1613 = icmp eq i32 %1611, %1612
  br label %1614

1614:                                             ; preds = %1608, %1598
  %1615 = phi i1 [ false, %1598 ], [ %1613, %1608 ]
  %1616 = zext i1 %1615 to i32
  %1617 = and i32 %1600, %1616
  %1618 = add nuw nsw i64 %1599, 1
  %1619 = icmp eq i64 %1618, %1550
  br i1 %1619, label %1561, label %1598, !llvm.loop !67

1620:                                             ; preds = %1636
  %1621 = zext i32 %1644 to i64
  %1622 = shl nuw nsw i64 %1621, 2
  %1623 = sext i32 %1647 to i64
  %1624 = shl nsw i64 %1623, 2
  br label %1625

1625:                                             ; preds = %1620, %1581
  %1626 = phi i64 [ 0, %1581 ], [ %1622, %1620 ]
  %1627 = phi i64 [ 0, %1581 ], [ %1624, %1620 ]
  %1628 = call noalias i8* @malloc(i64 noundef %1626) #8
  %1629 = bitcast i8* %1628 to i32*
  %1630 = call noalias i8* @malloc(i64 noundef %1627) #8
  %1631 = bitcast i8* %1630 to i32*
  br i1 %1593, label %1632, label %1658

1632:                                             ; preds = %1625
  %1633 = load i32, i32* @rank, align 4, !tbaa !5
  %1634 = mul nsw i32 %1633, 100
  %1635 = zext i32 %1582 to i64
  br label %1649

1636:                                             ; preds = %1636, %1594
  %1637 = phi i64 [ 0, %1594 ], [ %1640, %1636 ]
  %1638 = phi i32 [ 0, %1594 ], [ %1647, %1636 ]
  %1639 = phi i32 [ 0, %1594 ], [ %1644, %1636 ]
  %1640 = add nuw nsw i64 %1637, 1
  %1641 = getelementptr inbounds i32, i32* %1586, i64 %1637
  %1642 = trunc i64 %1640 to i32
  store i32 %1642, i32* %1641, align 4, !tbaa !5
  %1643 = getelementptr inbounds i32, i32* %1588, i64 %1637
  store i32 %1639, i32* %1643, align 4, !tbaa !5
  %1644 = add nuw nsw i32 %1639, %1642
  %1645 = getelementptr inbounds i32, i32* %1590, i64 %1637
  store i32 %1596, i32* %1645, align 4, !tbaa !5
  %1646 = getelementptr inbounds i32, i32* %1592, i64 %1637
  store i32 %1638, i32* %1646, align 4, !tbaa !5
  %1647 = add nsw i32 %1638, %1596
  %1648 = icmp eq i64 %1640, %1597
  br i1 %1648, label %1620, label %1636, !llvm.loop !68

1649:                                             ; preds = %1669, %1632
  %1650 = phi i64 [ 0, %1632 ], [ %1670, %1669 ]
  %1651 = phi i64 [ 1, %1632 ], [ %1671, %1669 ]
  %1652 = trunc i64 %1650 to i32
  %1653 = mul nsw i32 %1652, 10
  %1654 = getelementptr inbounds i32, i32* %1588, i64 %1650
  %1655 = load i32, i32* %1654, align 4, !tbaa !5
  %1656 = sext i32 %1655 to i64
  %1657 = add i32 %1653, %1634
  br label %1673

1658:                                             ; preds = %1669, %1625
  %1659 = call i32 @MPI_Alltoallv(i8* noundef %1628, i32* noundef %1586, i32* noundef %1588, i32 noundef 1275069445, i8* noundef %1630, i32* noundef %1590, i32* noundef %1592, i32 noundef 1275069445, i32 noundef 1140850688) #8
  %1660 = load i32, i32* @size, align 4, !tbaa !5
  %1661 = icmp sgt i32 %1660, 0
  br i1 %1661, label %1662, label %1691

1662:                                             ; preds = %1658
  %1663 = load i32, i32* @rank, align 4, !tbaa !5
  %1664 = icmp slt i32 %1663, 0
  %1665 = mul nsw i32 %1663, 10
  %1666 = add i32 %1663, 1
  %1667 = zext i32 %1660 to i64
  %1668 = zext i32 %1666 to i64
  br label %1681

1669:                                             ; preds = %1673
  %1670 = add nuw nsw i64 %1650, 1
  %1671 = add nuw nsw i64 %1651, 1
  %1672 = icmp eq i64 %1670, %1635
  br i1 %1672, label %1658, label %1649, !llvm.loop !69

1673:                                             ; preds = %1673, %1649
  %1674 = phi i64 [ 0, %1649 ], [ %1679, %1673 ]
  %1675 = trunc i64 %1674 to i32
  %1676 = add i32 %1657, %1675
  %1677 = add nsw i64 %1674, %1656
  %1678 = getelementptr inbounds i32, i32* %1629, i64 %1677
  store i32 %1676, i32* %1678, align 4, !tbaa !5
  %1679 = add nuw nsw i64 %1674, 1
  %1680 = icmp eq i64 %1679, %1651
  br i1 %1680, label %1669, label %1673, !llvm.loop !70

1681:                                             ; preds = %1711, %1662
  %1682 = phi i64 [ 0, %1662 ], [ %1713, %1711 ]
  %1683 = phi i32 [ 1, %1662 ], [ %1712, %1711 ]
  br i1 %1664, label %1711, label %1684

1684:                                             ; preds = %1681
  %1685 = getelementptr inbounds i32, i32* %1592, i64 %1682
  %1686 = load i32, i32* %1685, align 4, !tbaa !5
  %1687 = trunc i64 %1682 to i32
  %1688 = mul nsw i32 %1687, 100
  %1689 = sext i32 %1686 to i64
  %1690 = add i32 %1688, %1665
  br label %1715

1691:                                             ; preds = %1711, %1658
  %1692 = phi i32 [ 1, %1658 ], [ %1712, %1711 ]
  %1693 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1693) #8
  store i32 %1692, i32* %54, align 4, !tbaa !5
  %1694 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1694) #8
  %1695 = call i32 @MPI_Allreduce(i8* noundef nonnull %1693, i8* noundef nonnull %1694, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1696 = load i32, i32* %54, align 4, !tbaa !5
  %1697 = icmp eq i32 %1696, 0
  br i1 %1697, label %1698, label %1703

1698:                                             ; preds = %1691
  %1699 = load i32, i32* @rank, align 4, !tbaa !5
  %1700 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1699, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0)) #8
  %1701 = load i32, i32* @failures, align 4, !tbaa !5
  %1702 = add nsw i32 %1701, 1
  store i32 %1702, i32* @failures, align 4, !tbaa !5
  br label %1703

1703:                                             ; preds = %1698, %1691
  %1704 = load i32, i32* @rank, align 4, !tbaa !5
  %1705 = icmp eq i32 %1704, 0
  br i1 %1705, label %1706, label %1728

1706:                                             ; preds = %1703
  %1707 = load i32, i32* %55, align 4, !tbaa !5
  %1708 = icmp eq i32 %1707, 0
  %1709 = select i1 %1708, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1710 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef %1709) #8
  br label %1728

1711:                                             ; preds = %1715, %1681
  %1712 = phi i32 [ %1683, %1681 ], [ %1725, %1715 ]
  %1713 = add nuw nsw i64 %1682, 1
  %1714 = icmp eq i64 %1713, %1667
  br i1 %1714, label %1691, label %1681, !llvm.loop !71

1715:                                             ; preds = %1715, %1684
  %1716 = phi i64 [ 0, %1684 ], [ %1726, %1715 ]
  %1717 = phi i32 [ %1683, %1684 ], [ %1725, %1715 ]
  %1718 = add nsw i64 %1716, %1689
  %1719 = getelementptr inbounds i32, i32* %1631, i64 %1718
  %1720 = load i32, i32* %1719, align 4, !tbaa !5
  %1721 = trunc i64 %1716 to i32
  %1722 = add i32 %1690, %1721
  %1723 = icmp eq i32 %1720, %1722
  %1724 = zext i1 %1723 to i32
  %1725 = and i32 %1717, %1724
  %1726 = add nuw nsw i64 %1716, 1
  %1727 = icmp eq i64 %1726, %1668
  br i1 %1727, label %1711, label %1715, !llvm.loop !72

1728:                                             ; preds = %1703, %1706
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1694) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1693) #8
  call void @free(i8* noundef %1534) #8
  call void @free(i8* noundef %1536) #8
  call void @free(i8* noundef %1585) #8
  call void @free(i8* noundef %1587) #8
  call void @free(i8* noundef %1589) #8
  call void @free(i8* noundef %1591) #8
  call void @free(i8* noundef %1628) #8
  call void @free(i8* noundef %1630) #8
  %1729 = bitcast [2 x i32]* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1729) #8
  %1730 = getelementptr inbounds [2 x i32], [2 x i32]* %51, i64 0, i64 0
  %1731 = load i32, i32* @rank, align 4, !tbaa !5
  %1732 = add nsw i32 %1731, 1
  store i32 %1732, i32* %1730, align 4, !tbaa !5
  %1733 = getelementptr inbounds [2 x i32], [2 x i32]* %51, i64 0, i64 1
  %1734 = srem i32 %1731, 3
  %1735 = add nsw i32 %1734, 1
  store i32 %1735, i32* %1733, align 4, !tbaa !5
  %1736 = bitcast [2 x i32]* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1736) #8
  %1737 = bitcast i64* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1737) #8
  store i64 -25769803783, i64* %53, align 8
  %1738 = getelementptr inbounds [2 x i32], [2 x i32]* %52, i64 0, i64 0
  %1739 = call i32 @MPI_Scan(i8* noundef nonnull %1729, i8* noundef nonnull %1736, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %1740 = load i32, i32* @rank, align 4, !tbaa !5
  %1741 = icmp slt i32 %1740, 0
  br i1 %1741, label %1752, label %1742

1742:                                             ; preds = %1728
  %1743 = shl i32 %1740, 1
  %1744 = zext i32 %1740 to i33
  %1745 = add i32 %1740, -1
  %1746 = zext i32 %1745 to i33
  %1747 = mul i33 %1746, %1744
  %1748 = lshr i33 %1747, 1
  %1749 = trunc i33 %1748 to i32
  %1750 = or i32 %1743, 1
  %1751 = add i32 %1750, %1749
  br label %1752

1752:                                             ; preds = %1742, %1728
  %1753 = phi i32 [ 0, %1728 ], [ %1751, %1742 ]
  %1754 = load i32, i32* %1738, align 4, !tbaa !5
  %1755 = icmp eq i32 %1754, %1753
  %1756 = zext i1 %1755 to i32
  %1757 = bitcast i32* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1757) #8
  store i32 %1756, i32* %49, align 4, !tbaa !5
  %1758 = bitcast i32* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1758) #8
  %1759 = call i32 @MPI_Allreduce(i8* noundef nonnull %1757, i8* noundef nonnull %1758, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1760 = load i32, i32* %49, align 4, !tbaa !5
  %1761 = icmp eq i32 %1760, 0
  br i1 %1761, label %1762, label %1767

1762:                                             ; preds = %1752
  %1763 = load i32, i32* @rank, align 4, !tbaa !5
  %1764 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1763, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0)) #8
  %1765 = load i32, i32* @failures, align 4, !tbaa !5
  %1766 = add nsw i32 %1765, 1
  store i32 %1766, i32* @failures, align 4, !tbaa !5
  br label %1767

1767:                                             ; preds = %1762, %1752
  %1768 = load i32, i32* @rank, align 4, !tbaa !5
  %1769 = icmp eq i32 %1768, 0
  br i1 %1769, label %1770, label %1775

1770:                                             ; preds = %1767
  %1771 = load i32, i32* %50, align 4, !tbaa !5
  %1772 = icmp eq i32 %1771, 0
  %1773 = select i1 %1772, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1774 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.46, i64 0, i64 0), i8* noundef %1773) #8
  br label %1775

1775:                                             ; preds = %1770, %1767
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1758) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1757) #8
  %1776 = bitcast i32* %1733 to i8*
  %1777 = getelementptr inbounds [2 x i32], [2 x i32]* %52, i64 0, i64 1
  %1778 = bitcast i32* %1777 to i8*
  %1779 = call i32 @MPI_Scan(i8* noundef nonnull %1776, i8* noundef nonnull %1778, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395012, i32 noundef 1140850688) #8
  %1780 = load i32, i32* @rank, align 4, !tbaa !5
  %1781 = icmp slt i32 %1780, 0
  br i1 %1781, label %1782, label %1810

1782:                                             ; preds = %1810, %1775
  %1783 = phi i32 [ 1, %1775 ], [ %1815, %1810 ]
  %1784 = load i32, i32* %1777, align 4, !tbaa !5
  %1785 = icmp eq i32 %1784, %1783
  %1786 = zext i1 %1785 to i32
  %1787 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1787) #8
  store i32 %1786, i32* %47, align 4, !tbaa !5
  %1788 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1788) #8
  %1789 = call i32 @MPI_Allreduce(i8* noundef nonnull %1787, i8* noundef nonnull %1788, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1790 = load i32, i32* %47, align 4, !tbaa !5
  %1791 = icmp eq i32 %1790, 0
  br i1 %1791, label %1792, label %1797

1792:                                             ; preds = %1782
  %1793 = load i32, i32* @rank, align 4, !tbaa !5
  %1794 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1793, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0)) #8
  %1795 = load i32, i32* @failures, align 4, !tbaa !5
  %1796 = add nsw i32 %1795, 1
  store i32 %1796, i32* @failures, align 4, !tbaa !5
  br label %1797

1797:                                             ; preds = %1792, %1782
  %1798 = load i32, i32* @rank, align 4, !tbaa !5
  %1799 = icmp eq i32 %1798, 0
  br i1 %1799, label %1800, label %1805

1800:                                             ; preds = %1797
  %1801 = load i32, i32* %48, align 4, !tbaa !5
  %1802 = icmp eq i32 %1801, 0
  %1803 = select i1 %1802, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1804 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.47, i64 0, i64 0), i8* noundef %1803) #8
  br label %1805

1805:                                             ; preds = %1800, %1797
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1788) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1787) #8
  %1806 = bitcast i64* %53 to i32*
  %1807 = call i32 @MPI_Exscan(i8* noundef nonnull %1729, i8* noundef nonnull %1737, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %1808 = load i32, i32* @rank, align 4, !tbaa !5
  %1809 = icmp eq i32 %1808, 0
  br i1 %1809, label %1824, label %1818

1810:                                             ; preds = %1775, %1810
  %1811 = phi i32 [ %1816, %1810 ], [ 0, %1775 ]
  %1812 = phi i32 [ %1815, %1810 ], [ 1, %1775 ]
  %1813 = urem i32 %1811, 3
  %1814 = add nuw nsw i32 %1813, 1
  %1815 = mul nsw i32 %1814, %1812
  %1816 = add nuw i32 %1811, 1
  %1817 = icmp eq i32 %1811, %1780
  br i1 %1817, label %1782, label %1810, !llvm.loop !73

1818:                                             ; preds = %1805
  %1819 = load i32, i32* %1806, align 8, !tbaa !5
  %1820 = xor i32 %1808, -1
  %1821 = add i32 %1753, %1820
  %1822 = icmp eq i32 %1819, %1821
  %1823 = zext i1 %1822 to i32
  br label %1824

1824:                                             ; preds = %1818, %1805
  %1825 = phi i32 [ 1, %1805 ], [ %1823, %1818 ]
  %1826 = bitcast i64* %53 to [2 x i32]*
  %1827 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1827) #8
  store i32 %1825, i32* %45, align 4, !tbaa !5
  %1828 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1828) #8
  %1829 = call i32 @MPI_Allreduce(i8* noundef nonnull %1827, i8* noundef nonnull %1828, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1830 = load i32, i32* %45, align 4, !tbaa !5
  %1831 = icmp eq i32 %1830, 0
  br i1 %1831, label %1832, label %1837

1832:                                             ; preds = %1824
  %1833 = load i32, i32* @rank, align 4, !tbaa !5
  %1834 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1833, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i64 0, i64 0)) #8
  %1835 = load i32, i32* @failures, align 4, !tbaa !5
  %1836 = add nsw i32 %1835, 1
  store i32 %1836, i32* @failures, align 4, !tbaa !5
  br label %1837

1837:                                             ; preds = %1832, %1824
  %1838 = load i32, i32* @rank, align 4, !tbaa !5
  %1839 = icmp eq i32 %1838, 0
  br i1 %1839, label %1840, label %1845

1840:                                             ; preds = %1837
  %1841 = load i32, i32* %46, align 4, !tbaa !5
  %1842 = icmp eq i32 %1841, 0
  %1843 = select i1 %1842, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1844 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.48, i64 0, i64 0), i8* noundef %1843) #8
  br label %1845

1845:                                             ; preds = %1840, %1837
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1828) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1827) #8
  %1846 = getelementptr inbounds i32, i32* %1806, i64 1
  %1847 = bitcast i32* %1846 to i8*
  %1848 = call i32 @MPI_Exscan(i8* noundef nonnull %1729, i8* noundef nonnull %1847, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #8
  %1849 = load i32, i32* @rank, align 4, !tbaa !5
  %1850 = icmp eq i32 %1849, 0
  %1851 = getelementptr inbounds [2 x i32], [2 x i32]* %1826, i64 0, i64 1
  %1852 = load i32, i32* %1851, align 4
  %1853 = icmp eq i32 %1852, %1849
  %1854 = select i1 %1850, i1 true, i1 %1853
  %1855 = zext i1 %1854 to i32
  %1856 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1856) #8
  store i32 %1855, i32* %43, align 4, !tbaa !5
  %1857 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1857) #8
  %1858 = call i32 @MPI_Allreduce(i8* noundef nonnull %1856, i8* noundef nonnull %1857, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1859 = load i32, i32* %43, align 4, !tbaa !5
  %1860 = icmp eq i32 %1859, 0
  br i1 %1860, label %1861, label %1866

1861:                                             ; preds = %1845
  %1862 = load i32, i32* @rank, align 4, !tbaa !5
  %1863 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1862, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0)) #8
  %1864 = load i32, i32* @failures, align 4, !tbaa !5
  %1865 = add nsw i32 %1864, 1
  store i32 %1865, i32* @failures, align 4, !tbaa !5
  br label %1866

1866:                                             ; preds = %1861, %1845
  %1867 = load i32, i32* @rank, align 4, !tbaa !5
  %1868 = icmp eq i32 %1867, 0
  br i1 %1868, label %1869, label %1874

1869:                                             ; preds = %1866
  %1870 = load i32, i32* %44, align 4, !tbaa !5
  %1871 = icmp eq i32 %1870, 0
  %1872 = select i1 %1871, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1873 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.49, i64 0, i64 0), i8* noundef %1872) #8
  br label %1874

1874:                                             ; preds = %1866, %1869
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1857) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1856) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1737) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1736) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1729) #8
  %1875 = load i32, i32* @size, align 4, !tbaa !5
  %1876 = sext i32 %1875 to i64
  %1877 = shl nsw i64 %1876, 2
  %1878 = call noalias i8* @malloc(i64 noundef %1877) #8
  %1879 = bitcast i8* %1878 to i32*
  %1880 = icmp sgt i32 %1875, 0
  br i1 %1880, label %1881, label %1883

1881:                                             ; preds = %1874
  %1882 = zext i32 %1875 to i64
  br label %1893

1883:                                             ; preds = %1893, %1874
  %1884 = phi i32 [ 0, %1874 ], [ %1900, %1893 ]
  %1885 = zext i32 %1884 to i64
  %1886 = shl nuw nsw i64 %1885, 2
  %1887 = call noalias i8* @malloc(i64 noundef %1886) #8
  %1888 = bitcast i8* %1887 to i32*
  %1889 = bitcast [3 x i32]* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1889) #8
  %1890 = icmp eq i32 %1884, 0
  br i1 %1890, label %1903, label %1891

1891:                                             ; preds = %1883
  %1892 = load i32, i32* @rank, align 4, !tbaa !5
  br label %1909

1893:                                             ; preds = %1893, %1881
  %1894 = phi i64 [ 0, %1881 ], [ %1901, %1893 ]
  %1895 = phi i32 [ 0, %1881 ], [ %1900, %1893 ]
  %1896 = trunc i64 %1894 to i32
  %1897 = urem i32 %1896, 3
  %1898 = add nuw nsw i32 %1897, 1
  %1899 = getelementptr inbounds i32, i32* %1879, i64 %1894
  store i32 %1898, i32* %1899, align 4, !tbaa !5
  %1900 = add nuw nsw i32 %1898, %1895
  %1901 = add nuw nsw i64 %1894, 1
  %1902 = icmp eq i64 %1901, %1882
  br i1 %1902, label %1883, label %1893, !llvm.loop !74

1903:                                             ; preds = %1909, %1883
  %1904 = call i32 @MPI_Reduce_scatter(i8* noundef %1887, i8* noundef nonnull %1889, i32* noundef %1879, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688) #8
  %1905 = load i32, i32* @rank, align 4, !tbaa !5
  %1906 = icmp sgt i32 %1905, 0
  br i1 %1906, label %1907, label %1917

1907:                                             ; preds = %1903
  %1908 = zext i32 %1905 to i64
  br label %1941

1909:                                             ; preds = %1909, %1891
  %1910 = phi i64 [ 0, %1891 ], [ %1915, %1909 ]
  %1911 = trunc i64 %1910 to i32
  %1912 = mul nsw i32 %1892, %1911
  %1913 = add nsw i32 %1912, 1
  %1914 = getelementptr inbounds i32, i32* %1888, i64 %1910
  store i32 %1913, i32* %1914, align 4, !tbaa !5
  %1915 = add nuw nsw i64 %1910, 1
  %1916 = icmp eq i64 %1915, %1885
  br i1 %1916, label %1903, label %1909, !llvm.loop !75

1917:                                             ; preds = %1941, %1903
  %1918 = phi i32 [ 0, %1903 ], [ %1946, %1941 ]
  %1919 = sext i32 %1905 to i64
  %1920 = getelementptr inbounds i32, i32* %1879, i64 %1919
  %1921 = load i32, i32* %1920, align 4, !tbaa !5
  %1922 = icmp sgt i32 %1921, 0
  br i1 %1922, label %1923, label %1962

1923:                                             ; preds = %1917
  %1924 = load i32, i32* @size, align 4, !tbaa !5
  %1925 = icmp sgt i32 %1924, 0
  %1926 = add i32 %1924, -1
  %1927 = add i32 %1918, 1
  %1928 = mul i32 %1926, %1927
  %1929 = zext i32 %1926 to i33
  %1930 = add i32 %1924, -2
  %1931 = zext i32 %1930 to i33
  %1932 = mul i33 %1929, %1931
  %1933 = lshr i33 %1932, 1
  %1934 = trunc i33 %1933 to i32
  %1935 = mul i32 %1918, %1934
  %1936 = add i32 %1928, 1
  %1937 = add i32 %1936, %1935
  %1938 = zext i32 %1921 to i64
  %1939 = add i32 %1924, -1
  %1940 = add i32 %1939, %1934
  br label %1949

1941:                                             ; preds = %1941, %1907
  %1942 = phi i64 [ 0, %1907 ], [ %1947, %1941 ]
  %1943 = phi i32 [ 0, %1907 ], [ %1946, %1941 ]
  %1944 = getelementptr inbounds i32, i32* %1879, i64 %1942
  %1945 = load i32, i32* %1944, align 4, !tbaa !5
  %1946 = add nsw i32 %1945, %1943
  %1947 = add nuw nsw i64 %1942, 1
  %1948 = icmp eq i64 %1947, %1908
  br i1 %1948, label %1917, label %1941, !llvm.loop !76

1949:                                             ; preds = %1949, %1923
  %1950 = phi i64 [ 0, %1923 ], [ %1959, %1949 ]
  %1951 = phi i32 [ %1937, %1923 ], [ %1960, %1949 ]
  %1952 = phi i32 [ 1, %1923 ], [ %1958, %1949 ]
  %1953 = select i1 %1925, i32 %1951, i32 0
  %1954 = getelementptr inbounds [3 x i32], [3 x i32]* %41, i64 0, i64 %1950
  %1955 = load i32, i32* %1954, align 4, !tbaa !5
  %1956 = icmp eq i32 %1955, %1953
  %1957 = zext i1 %1956 to i32
  %1958 = and i32 %1952, %1957
  %1959 = add nuw nsw i64 %1950, 1
  %1960 = add i32 %1940, %1951
  %1961 = icmp eq i64 %1959, %1938
  br i1 %1961, label %1962, label %1949, !llvm.loop !77

1962:                                             ; preds = %1949, %1917
  %1963 = phi i32 [ 1, %1917 ], [ %1958, %1949 ]
  %1964 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1964) #8
  store i32 %1963, i32* %39, align 4, !tbaa !5
  %1965 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1965) #8
  %1966 = call i32 @MPI_Allreduce(i8* noundef nonnull %1964, i8* noundef nonnull %1965, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %1967 = load i32, i32* %39, align 4, !tbaa !5
  %1968 = icmp eq i32 %1967, 0
  br i1 %1968, label %1969, label %1974

1969:                                             ; preds = %1962
  %1970 = load i32, i32* @rank, align 4, !tbaa !5
  %1971 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %1970, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.50, i64 0, i64 0)) #8
  %1972 = load i32, i32* @failures, align 4, !tbaa !5
  %1973 = add nsw i32 %1972, 1
  store i32 %1973, i32* @failures, align 4, !tbaa !5
  br label %1974

1974:                                             ; preds = %1969, %1962
  %1975 = load i32, i32* @rank, align 4, !tbaa !5
  %1976 = icmp eq i32 %1975, 0
  br i1 %1976, label %1977, label %1982

1977:                                             ; preds = %1974
  %1978 = load i32, i32* %40, align 4, !tbaa !5
  %1979 = icmp eq i32 %1978, 0
  %1980 = select i1 %1979, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %1981 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.50, i64 0, i64 0), i8* noundef %1980) #8
  br label %1982

1982:                                             ; preds = %1977, %1974
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1965) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1964) #8
  %1983 = load i32, i32* @size, align 4, !tbaa !5
  %1984 = sext i32 %1983 to i64
  %1985 = shl nsw i64 %1984, 3
  %1986 = call noalias i8* @malloc(i64 noundef %1985) #8
  %1987 = bitcast i8* %1986 to i32*
  %1988 = bitcast [2 x i32]* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1988) #8
  %1989 = icmp sgt i32 %1983, 0
  br i1 %1989, label %1990, label %1997

1990:                                             ; preds = %1982
  %1991 = shl i32 %1983, 1
  %1992 = load i32, i32* @rank, align 4, !tbaa !5
  %1993 = shl nsw i32 %1992, 1
  %1994 = zext i32 %1993 to i64
  %1995 = call i32 @llvm.smax.i32(i32 %1991, i32 1) #8
  %1996 = zext i32 %1995 to i64
  br label %2029

1997:                                             ; preds = %2029, %1982
  %1998 = getelementptr inbounds [2 x i32], [2 x i32]* %42, i64 0, i64 0
  %1999 = call i32 @MPI_Reduce_scatter_block(i8* noundef %1986, i8* noundef nonnull %1988, i32 noundef 2, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef 1140850688) #8
  %2000 = load i32, i32* @size, align 4, !tbaa !5
  %2001 = add nsw i32 %2000, -1
  %2002 = load i32, i32* %1998, align 4, !tbaa !5
  %2003 = icmp sgt i32 %2000, 101
  %2004 = select i1 %2003, i32 %2001, i32 100
  %2005 = icmp eq i32 %2002, %2004
  %2006 = getelementptr inbounds [2 x i32], [2 x i32]* %42, i64 0, i64 1
  %2007 = load i32, i32* %2006, align 4
  %2008 = icmp eq i32 %2007, %2001
  %2009 = select i1 %2005, i1 %2008, i1 false
  %2010 = zext i1 %2009 to i32
  %2011 = bitcast i32* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2011) #8
  store i32 %2010, i32* %37, align 4, !tbaa !5
  %2012 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2012) #8
  %2013 = call i32 @MPI_Allreduce(i8* noundef nonnull %2011, i8* noundef nonnull %2012, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2014 = load i32, i32* %37, align 4, !tbaa !5
  %2015 = icmp eq i32 %2014, 0
  br i1 %2015, label %2016, label %2021

2016:                                             ; preds = %1997
  %2017 = load i32, i32* @rank, align 4, !tbaa !5
  %2018 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2017, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0)) #8
  %2019 = load i32, i32* @failures, align 4, !tbaa !5
  %2020 = add nsw i32 %2019, 1
  store i32 %2020, i32* @failures, align 4, !tbaa !5
  br label %2021

2021:                                             ; preds = %2016, %1997
  %2022 = load i32, i32* @rank, align 4, !tbaa !5
  %2023 = icmp eq i32 %2022, 0
  br i1 %2023, label %2024, label %2036

2024:                                             ; preds = %2021
  %2025 = load i32, i32* %38, align 4, !tbaa !5
  %2026 = icmp eq i32 %2025, 0
  %2027 = select i1 %2026, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2028 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.51, i64 0, i64 0), i8* noundef %2027) #8
  br label %2036

2029:                                             ; preds = %2029, %1990
  %2030 = phi i64 [ 0, %1990 ], [ %2034, %2029 ]
  %2031 = icmp eq i64 %2030, %1994
  %2032 = select i1 %2031, i32 100, i32 %1992
  %2033 = getelementptr inbounds i32, i32* %1987, i64 %2030
  store i32 %2032, i32* %2033, align 4, !tbaa !5
  %2034 = add nuw nsw i64 %2030, 1
  %2035 = icmp eq i64 %2034, %1996
  br i1 %2035, label %1997, label %2029, !llvm.loop !78

2036:                                             ; preds = %2021, %2024
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2012) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2011) #8
  call void @free(i8* noundef %1878) #8
  call void @free(i8* noundef %1887) #8
  call void @free(i8* noundef %1986) #8
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1988) #8
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1889) #8
  %2037 = bitcast i32* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2037) #8
  %2038 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2038) #8
  %2039 = load i32, i32* @rank, align 4, !tbaa !5
  %2040 = srem i32 %2039, 2
  %2041 = sub nsw i32 0, %2039
  %2042 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2040, i32 noundef %2041, i32* noundef nonnull %29) #8
  %2043 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2043) #8
  %2044 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2044) #8
  %2045 = load i32, i32* %29, align 4, !tbaa !5
  %2046 = call i32 @MPI_Comm_rank(i32 noundef %2045, i32* noundef nonnull %31) #8
  %2047 = load i32, i32* %29, align 4, !tbaa !5
  %2048 = call i32 @MPI_Comm_size(i32 noundef %2047, i32* noundef nonnull %32) #8
  %2049 = load i32, i32* @size, align 4, !tbaa !5
  %2050 = add nsw i32 %2049, 1
  %2051 = load i32, i32* @rank, align 4, !tbaa !5
  %2052 = srem i32 %2051, 2
  %2053 = sub i32 %2050, %2052
  %2054 = sdiv i32 %2053, 2
  %2055 = load i32, i32* %32, align 4, !tbaa !5
  %2056 = icmp eq i32 %2055, %2054
  br i1 %2056, label %2057, label %2064

2057:                                             ; preds = %2036
  %2058 = load i32, i32* %31, align 4, !tbaa !5
  %2059 = sdiv i32 %2051, -2
  %2060 = add nsw i32 %2059, -1
  %2061 = add i32 %2060, %2054
  %2062 = icmp eq i32 %2058, %2061
  %2063 = zext i1 %2062 to i32
  br label %2064

2064:                                             ; preds = %2057, %2036
  %2065 = phi i32 [ 0, %2036 ], [ %2063, %2057 ]
  %2066 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2066) #8
  store i32 %2065, i32* %27, align 4, !tbaa !5
  %2067 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2067) #8
  %2068 = call i32 @MPI_Allreduce(i8* noundef nonnull %2066, i8* noundef nonnull %2067, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2069 = load i32, i32* %27, align 4, !tbaa !5
  %2070 = icmp eq i32 %2069, 0
  br i1 %2070, label %2071, label %2076

2071:                                             ; preds = %2064
  %2072 = load i32, i32* @rank, align 4, !tbaa !5
  %2073 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2072, i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.52, i64 0, i64 0)) #8
  %2074 = load i32, i32* @failures, align 4, !tbaa !5
  %2075 = add nsw i32 %2074, 1
  store i32 %2075, i32* @failures, align 4, !tbaa !5
  br label %2076

2076:                                             ; preds = %2071, %2064
  %2077 = load i32, i32* @rank, align 4, !tbaa !5
  %2078 = icmp eq i32 %2077, 0
  br i1 %2078, label %2079, label %2084

2079:                                             ; preds = %2076
  %2080 = load i32, i32* %28, align 4, !tbaa !5
  %2081 = icmp eq i32 %2080, 0
  %2082 = select i1 %2081, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2083 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([32 x i8], [32 x i8]* @.str.52, i64 0, i64 0), i8* noundef %2082) #8
  br label %2084

2084:                                             ; preds = %2079, %2076
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2067) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2066) #8
  %2085 = bitcast i32* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2085) #8
  %2086 = load i32, i32* %29, align 4, !tbaa !5
  %2087 = call i32 @MPI_Allreduce(i8* noundef bitcast (i32* @rank to i8*), i8* noundef nonnull %2085, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef %2086) #8
  %2088 = load i32, i32* @rank, align 4, !tbaa !5
  %2089 = srem i32 %2088, 2
  %2090 = load i32, i32* @size, align 4, !tbaa !5
  %2091 = icmp slt i32 %2089, %2090
  br i1 %2091, label %2092, label %2103

2092:                                             ; preds = %2084
  %2093 = xor i32 %2089, -1
  %2094 = add i32 %2090, %2093
  %2095 = lshr i32 %2094, 1
  %2096 = add nsw i32 %2095, -1
  %2097 = mul i32 %2096, %2095
  %2098 = and i32 %2097, -2
  %2099 = add nsw i32 %2089, 2
  %2100 = mul i32 %2095, %2099
  %2101 = add i32 %2100, %2089
  %2102 = add i32 %2101, %2098
  br label %2103

2103:                                             ; preds = %2092, %2084
  %2104 = phi i32 [ 0, %2084 ], [ %2102, %2092 ]
  %2105 = load i32, i32* %33, align 4, !tbaa !5
  %2106 = icmp eq i32 %2105, %2104
  %2107 = zext i1 %2106 to i32
  %2108 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2108) #8
  store i32 %2107, i32* %25, align 4, !tbaa !5
  %2109 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2109) #8
  %2110 = call i32 @MPI_Allreduce(i8* noundef nonnull %2108, i8* noundef nonnull %2109, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2111 = load i32, i32* %25, align 4, !tbaa !5
  %2112 = icmp eq i32 %2111, 0
  br i1 %2112, label %2113, label %2118

2113:                                             ; preds = %2103
  %2114 = load i32, i32* @rank, align 4, !tbaa !5
  %2115 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2114, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.53, i64 0, i64 0)) #8
  %2116 = load i32, i32* @failures, align 4, !tbaa !5
  %2117 = add nsw i32 %2116, 1
  store i32 %2117, i32* @failures, align 4, !tbaa !5
  br label %2118

2118:                                             ; preds = %2113, %2103
  %2119 = load i32, i32* @rank, align 4, !tbaa !5
  %2120 = icmp eq i32 %2119, 0
  br i1 %2120, label %2121, label %2126

2121:                                             ; preds = %2118
  %2122 = load i32, i32* %26, align 4, !tbaa !5
  %2123 = icmp eq i32 %2122, 0
  %2124 = select i1 %2123, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.53, i64 0, i64 0), i8* noundef %2124) #8
  br label %2126

2126:                                             ; preds = %2121, %2118
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2109) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2108) #8
  %2127 = load i32, i32* %29, align 4, !tbaa !5
  %2128 = call i32 @MPI_Comm_dup(i32 noundef %2127, i32* noundef nonnull %30) #8
  %2129 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2129) #8
  %2130 = load i32, i32* %29, align 4, !tbaa !5
  %2131 = load i32, i32* %30, align 4, !tbaa !5
  %2132 = call i32 @MPI_Comm_compare(i32 noundef %2130, i32 noundef %2131, i32* noundef nonnull %34) #8
  %2133 = load i32, i32* %34, align 4, !tbaa !5
  %2134 = icmp eq i32 %2133, 1
  %2135 = zext i1 %2134 to i32
  %2136 = bitcast i32* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2136) #8
  store i32 %2135, i32* %23, align 4, !tbaa !5
  %2137 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2137) #8
  %2138 = call i32 @MPI_Allreduce(i8* noundef nonnull %2136, i8* noundef nonnull %2137, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2139 = load i32, i32* %23, align 4, !tbaa !5
  %2140 = icmp eq i32 %2139, 0
  br i1 %2140, label %2141, label %2146

2141:                                             ; preds = %2126
  %2142 = load i32, i32* @rank, align 4, !tbaa !5
  %2143 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2142, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0)) #8
  %2144 = load i32, i32* @failures, align 4, !tbaa !5
  %2145 = add nsw i32 %2144, 1
  store i32 %2145, i32* @failures, align 4, !tbaa !5
  br label %2146

2146:                                             ; preds = %2141, %2126
  %2147 = load i32, i32* @rank, align 4, !tbaa !5
  %2148 = icmp eq i32 %2147, 0
  br i1 %2148, label %2149, label %2154

2149:                                             ; preds = %2146
  %2150 = load i32, i32* %24, align 4, !tbaa !5
  %2151 = icmp eq i32 %2150, 0
  %2152 = select i1 %2151, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2153 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.54, i64 0, i64 0), i8* noundef %2152) #8
  br label %2154

2154:                                             ; preds = %2149, %2146
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2137) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2136) #8
  %2155 = bitcast i32* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2155) #8
  %2156 = load i32, i32* %31, align 4, !tbaa !5
  %2157 = icmp eq i32 %2156, 0
  %2158 = load i32, i32* @rank, align 4
  %2159 = select i1 %2157, i32 %2158, i32 -1
  store i32 %2159, i32* %35, align 4, !tbaa !5
  %2160 = load i32, i32* %30, align 4, !tbaa !5
  %2161 = call i32 @MPI_Bcast(i8* noundef nonnull %2155, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %2160) #8
  %2162 = load i32, i32* %35, align 4, !tbaa !5
  %2163 = load i32, i32* @rank, align 4, !tbaa !5
  %2164 = srem i32 %2163, 2
  %2165 = shl nsw i32 %2054, 1
  %2166 = add i32 %2165, -2
  %2167 = add nsw i32 %2166, %2164
  %2168 = icmp eq i32 %2162, %2167
  %2169 = zext i1 %2168 to i32
  %2170 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2170) #8
  store i32 %2169, i32* %21, align 4, !tbaa !5
  %2171 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2171) #8
  %2172 = call i32 @MPI_Allreduce(i8* noundef nonnull %2170, i8* noundef nonnull %2171, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2173 = load i32, i32* %21, align 4, !tbaa !5
  %2174 = icmp eq i32 %2173, 0
  br i1 %2174, label %2175, label %2180

2175:                                             ; preds = %2154
  %2176 = load i32, i32* @rank, align 4, !tbaa !5
  %2177 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2176, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.55, i64 0, i64 0)) #8
  %2178 = load i32, i32* @failures, align 4, !tbaa !5
  %2179 = add nsw i32 %2178, 1
  store i32 %2179, i32* @failures, align 4, !tbaa !5
  br label %2180

2180:                                             ; preds = %2175, %2154
  %2181 = load i32, i32* @rank, align 4, !tbaa !5
  %2182 = icmp eq i32 %2181, 0
  br i1 %2182, label %2183, label %2188

2183:                                             ; preds = %2180
  %2184 = load i32, i32* %22, align 4, !tbaa !5
  %2185 = icmp eq i32 %2184, 0
  %2186 = select i1 %2185, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.55, i64 0, i64 0), i8* noundef %2186) #8
  br label %2188

2188:                                             ; preds = %2183, %2180
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2171) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2170) #8
  %2189 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2189) #8
  %2190 = load i32, i32* @rank, align 4, !tbaa !5
  %2191 = icmp eq i32 %2190, 0
  %2192 = select i1 %2191, i32 -32766, i32 1
  %2193 = call i32 @MPI_Comm_split(i32 noundef 1140850688, i32 noundef %2192, i32 noundef 0, i32* noundef nonnull %36) #8
  %2194 = load i32, i32* @rank, align 4, !tbaa !5
  %2195 = icmp ne i32 %2194, 0
  %2196 = load i32, i32* %36, align 4, !tbaa !5
  %2197 = icmp eq i32 %2196, 67108864
  %2198 = xor i1 %2195, %2197
  %2199 = zext i1 %2198 to i32
  %2200 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2200) #8
  store i32 %2199, i32* %19, align 4, !tbaa !5
  %2201 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2201) #8
  %2202 = call i32 @MPI_Allreduce(i8* noundef nonnull %2200, i8* noundef nonnull %2201, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2203 = load i32, i32* %19, align 4, !tbaa !5
  %2204 = icmp eq i32 %2203, 0
  br i1 %2204, label %2205, label %2210

2205:                                             ; preds = %2188
  %2206 = load i32, i32* @rank, align 4, !tbaa !5
  %2207 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2206, i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.56, i64 0, i64 0)) #8
  %2208 = load i32, i32* @failures, align 4, !tbaa !5
  %2209 = add nsw i32 %2208, 1
  store i32 %2209, i32* @failures, align 4, !tbaa !5
  br label %2210

2210:                                             ; preds = %2205, %2188
  %2211 = load i32, i32* @rank, align 4, !tbaa !5
  %2212 = icmp eq i32 %2211, 0
  br i1 %2212, label %2213, label %2218

2213:                                             ; preds = %2210
  %2214 = load i32, i32* %20, align 4, !tbaa !5
  %2215 = icmp eq i32 %2214, 0
  %2216 = select i1 %2215, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str.56, i64 0, i64 0), i8* noundef %2216) #8
  br label %2218

2218:                                             ; preds = %2213, %2210
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2201) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2200) #8
  %2219 = load i32, i32* %36, align 4, !tbaa !5
  %2220 = icmp eq i32 %2219, 67108864
  br i1 %2220, label %2223, label %2221

2221:                                             ; preds = %2218
  %2222 = call i32 @MPI_Comm_free(i32* noundef nonnull %36) #8
  br label %2223

2223:                                             ; preds = %2221, %2218
  %2224 = call i32 @MPI_Comm_free(i32* noundef nonnull %30) #8
  %2225 = call i32 @MPI_Comm_free(i32* noundef nonnull %29) #8
  %2226 = load i32, i32* %29, align 4, !tbaa !5
  %2227 = icmp eq i32 %2226, 67108864
  %2228 = load i32, i32* %30, align 4
  %2229 = icmp eq i32 %2228, 67108864
  %2230 = select i1 %2227, i1 %2229, i1 false
  %2231 = zext i1 %2230 to i32
  %2232 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2232) #8
  store i32 %2231, i32* %17, align 4, !tbaa !5
  %2233 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2233) #8
  %2234 = call i32 @MPI_Allreduce(i8* noundef nonnull %2232, i8* noundef nonnull %2233, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2235 = load i32, i32* %17, align 4, !tbaa !5
  %2236 = icmp eq i32 %2235, 0
  br i1 %2236, label %2237, label %2242

2237:                                             ; preds = %2223
  %2238 = load i32, i32* @rank, align 4, !tbaa !5
  %2239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2238, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0)) #8
  %2240 = load i32, i32* @failures, align 4, !tbaa !5
  %2241 = add nsw i32 %2240, 1
  store i32 %2241, i32* @failures, align 4, !tbaa !5
  br label %2242

2242:                                             ; preds = %2237, %2223
  %2243 = load i32, i32* @rank, align 4, !tbaa !5
  %2244 = icmp eq i32 %2243, 0
  br i1 %2244, label %2245, label %2250

2245:                                             ; preds = %2242
  %2246 = load i32, i32* %18, align 4, !tbaa !5
  %2247 = icmp eq i32 %2246, 0
  %2248 = select i1 %2247, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2249 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.57, i64 0, i64 0), i8* noundef %2248) #8
  br label %2250

2250:                                             ; preds = %2242, %2245
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2233) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2232) #8
  %2251 = call i32 @MPI_Barrier(i32 noundef 1140850688) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2189) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2155) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2129) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2085) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2044) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2043) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2038) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2037) #8
  %2252 = load i32, i32* @size, align 4, !tbaa !5
  %2253 = icmp slt i32 %2252, 65
  br i1 %2253, label %2265, label %2397

2254:                                             ; preds = %280, %2254
  %2255 = phi i64 [ 0, %280 ], [ %2263, %2254 ]
  %2256 = getelementptr inbounds [10 x i32], [10 x i32]* @__const.main.ops, i64 0, i64 %2255
  %2257 = load i32, i32* %2256, align 4, !tbaa !5
  %2258 = getelementptr inbounds [10 x i8*], [10 x i8*]* @__const.main.names, i64 0, i64 %2255
  %2259 = load i8*, i8** %2258, align 8, !tbaa !9
  call fastcc void @test_reduce_int(i32 noundef %2257, i8* noundef %2259, i32 noundef -1)
  %2260 = load i32, i32* @size, align 4, !tbaa !5
  %2261 = trunc i64 %2255 to i32
  %2262 = srem i32 %2261, %2260
  call fastcc void @test_reduce_int(i32 noundef %2257, i8* noundef %2259, i32 noundef %2262)
  %2263 = add nuw nsw i64 %2255, 1
  %2264 = icmp eq i64 %2263, 10
  br i1 %2264, label %281, label %2254, !llvm.loop !79

2265:                                             ; preds = %2250
  %2266 = bitcast [5 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %2266) #8
  %2267 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2267) #8
  %2268 = load i32, i32* @rank, align 4, !tbaa !5
  %2269 = add nsw i32 %2268, 1
  store i32 %2269, i32* %8, align 4, !tbaa !5
  %2270 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2270) #8
  store i32 -1, i32* %9, align 4, !tbaa !5
  %2271 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2271) #8
  %2272 = icmp eq i32 %2268, 0
  %2273 = select i1 %2272, i32 77, i32 0
  store i32 %2273, i32* %10, align 4, !tbaa !5
  %2274 = bitcast [64 x i32]* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2274) #8
  %2275 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2275) #8
  store i32 -1, i32* %12, align 4, !tbaa !5
  %2276 = bitcast [64 x i32]* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2276) #8
  %2277 = bitcast [64 x i32]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2277) #8
  %2278 = icmp sgt i32 %2252, 0
  br i1 %2278, label %2279, label %2282

2279:                                             ; preds = %2265
  %2280 = mul nsw i32 %2268, 100
  %2281 = zext i32 %2252 to i64
  br label %2305

2282:                                             ; preds = %2305, %2265
  %2283 = getelementptr inbounds [5 x i32], [5 x i32]* %7, i64 0, i64 0
  %2284 = call i32 @MPI_Iallreduce(i8* noundef nonnull %2267, i8* noundef nonnull %2270, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395011, i32 noundef 1140850688, i32* noundef nonnull %2283) #8
  %2285 = getelementptr inbounds [5 x i32], [5 x i32]* %7, i64 0, i64 1
  %2286 = call i32 @MPI_Ibcast(i8* noundef nonnull %2271, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %2285) #8
  %2287 = getelementptr inbounds [5 x i32], [5 x i32]* %7, i64 0, i64 2
  %2288 = call i32 @MPI_Iallgather(i8* noundef nonnull %2267, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2274, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2287) #8
  %2289 = getelementptr inbounds [5 x i32], [5 x i32]* %7, i64 0, i64 3
  %2290 = call i32 @MPI_Ialltoall(i8* noundef nonnull %2276, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %2277, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1140850688, i32* noundef nonnull %2289) #8
  %2291 = load i32, i32* @size, align 4, !tbaa !5
  %2292 = add nsw i32 %2291, -1
  %2293 = getelementptr inbounds [5 x i32], [5 x i32]* %7, i64 0, i64 4
  %2294 = call i32 @MPI_Ireduce(i8* noundef nonnull %2267, i8* noundef nonnull %2275, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395009, i32 noundef %2292, i32 noundef 1140850688, i32* noundef nonnull %2293) #8
  %2295 = call i32 @MPI_Waitall(i32 noundef 5, i32* noundef nonnull %2283, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #8
  %2296 = load i32, i32* %9, align 4, !tbaa !5
  %2297 = load i32, i32* @size, align 4, !tbaa !5
  %2298 = add nsw i32 %2297, 1
  %2299 = mul nsw i32 %2298, %2297
  %2300 = sdiv i32 %2299, 2
  %2301 = icmp eq i32 %2296, %2300
  %2302 = load i32, i32* %10, align 4
  %2303 = icmp eq i32 %2302, 77
  %2304 = select i1 %2301, i1 %2303, i1 false
  br i1 %2304, label %2312, label %2320

2305:                                             ; preds = %2305, %2279
  %2306 = phi i64 [ 0, %2279 ], [ %2310, %2305 ]
  %2307 = trunc i64 %2306 to i32
  %2308 = add nsw i32 %2280, %2307
  %2309 = getelementptr inbounds [64 x i32], [64 x i32]* %13, i64 0, i64 %2306
  store i32 %2308, i32* %2309, align 4, !tbaa !5
  %2310 = add nuw nsw i64 %2306, 1
  %2311 = icmp eq i64 %2310, %2281
  br i1 %2311, label %2282, label %2305, !llvm.loop !80

2312:                                             ; preds = %2282
  %2313 = load i32, i32* @rank, align 4, !tbaa !5
  %2314 = add nsw i32 %2297, -1
  %2315 = icmp ne i32 %2313, %2314
  %2316 = load i32, i32* %12, align 4
  %2317 = icmp eq i32 %2316, %2297
  %2318 = select i1 %2315, i1 true, i1 %2317
  %2319 = zext i1 %2318 to i32
  br label %2320

2320:                                             ; preds = %2312, %2282
  %2321 = phi i32 [ 0, %2282 ], [ %2319, %2312 ]
  %2322 = icmp sgt i32 %2297, 0
  br i1 %2322, label %2323, label %2326

2323:                                             ; preds = %2320
  %2324 = load i32, i32* @rank, align 4
  %2325 = zext i32 %2297 to i64
  br label %2350

2326:                                             ; preds = %2365, %2320
  %2327 = phi i32 [ %2321, %2320 ], [ %2368, %2365 ]
  %2328 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2328) #8
  store i32 %2327, i32* %5, align 4, !tbaa !5
  %2329 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2329) #8
  %2330 = call i32 @MPI_Allreduce(i8* noundef nonnull %2328, i8* noundef nonnull %2329, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2331 = load i32, i32* %5, align 4, !tbaa !5
  %2332 = icmp eq i32 %2331, 0
  br i1 %2332, label %2333, label %2338

2333:                                             ; preds = %2326
  %2334 = load i32, i32* @rank, align 4, !tbaa !5
  %2335 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2334, i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.58, i64 0, i64 0)) #8
  %2336 = load i32, i32* @failures, align 4, !tbaa !5
  %2337 = add nsw i32 %2336, 1
  store i32 %2337, i32* @failures, align 4, !tbaa !5
  br label %2338

2338:                                             ; preds = %2333, %2326
  %2339 = load i32, i32* @rank, align 4, !tbaa !5
  %2340 = icmp eq i32 %2339, 0
  br i1 %2340, label %2341, label %2346

2341:                                             ; preds = %2338
  %2342 = load i32, i32* %6, align 4, !tbaa !5
  %2343 = icmp eq i32 %2342, 0
  %2344 = select i1 %2343, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2345 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str.58, i64 0, i64 0), i8* noundef %2344) #8
  br label %2346

2346:                                             ; preds = %2341, %2338
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2329) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2328) #8
  %2347 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2347) #8
  %2348 = call i32 @MPI_Ibarrier(i32 noundef 1140850688, i32* noundef nonnull %15) #8
  %2349 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2349) #8
  store i32 0, i32* %16, align 4, !tbaa !5
  br label %2370

2350:                                             ; preds = %2365, %2323
  %2351 = phi i64 [ 0, %2323 ], [ %2355, %2365 ]
  %2352 = phi i32 [ %2321, %2323 ], [ %2368, %2365 ]
  %2353 = getelementptr inbounds [64 x i32], [64 x i32]* %11, i64 0, i64 %2351
  %2354 = load i32, i32* %2353, align 4, !tbaa !5
  %2355 = add nuw nsw i64 %2351, 1
  %2356 = zext i32 %2354 to i64
  %2357 = icmp eq i64 %2355, %2356
  br i1 %2357, label %2358, label %2365

2358:                                             ; preds = %2350
  %2359 = getelementptr inbounds [64 x i32], [64 x i32]* %14, i64 0, i64 %2351
  %2360 = load i32, i32* %2359, align 4, !tbaa !5
  %2361 = trunc i64 %2351 to i32
  %2362 = mul nsw i32 %2361, 100
  %2363 = add nsw i32 %2362, %2324
  %2364 = icmp eq i32 %2360, %2363
  br label %2365

2365:                                             ; preds = %2358, %2350
  %2366 = phi i1 [ false, %2350 ], [ %2364, %2358 ]
  %2367 = zext i1 %2366 to i32
  %2368 = and i32 %2352, %2367
  %2369 = icmp eq i64 %2355, %2325
  br i1 %2369, label %2326, label %2350, !llvm.loop !81

2370:                                             ; preds = %2370, %2346
  %2371 = call i32 @MPI_Test(i32* noundef nonnull %15, i32* noundef nonnull %16, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #8
  %2372 = load i32, i32* %16, align 4, !tbaa !5
  %2373 = icmp eq i32 %2372, 0
  br i1 %2373, label %2370, label %2374, !llvm.loop !82

2374:                                             ; preds = %2370
  %2375 = load i32, i32* %15, align 4, !tbaa !5
  %2376 = icmp eq i32 %2375, 738197504
  %2377 = zext i1 %2376 to i32
  %2378 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2378) #8
  store i32 %2377, i32* %3, align 4, !tbaa !5
  %2379 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2379) #8
  %2380 = call i32 @MPI_Allreduce(i8* noundef nonnull %2378, i8* noundef nonnull %2379, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %2381 = load i32, i32* %3, align 4, !tbaa !5
  %2382 = icmp eq i32 %2381, 0
  br i1 %2382, label %2383, label %2388

2383:                                             ; preds = %2374
  %2384 = load i32, i32* @rank, align 4, !tbaa !5
  %2385 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %2384, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.59, i64 0, i64 0)) #8
  %2386 = load i32, i32* @failures, align 4, !tbaa !5
  %2387 = add nsw i32 %2386, 1
  store i32 %2387, i32* @failures, align 4, !tbaa !5
  br label %2388

2388:                                             ; preds = %2383, %2374
  %2389 = load i32, i32* @rank, align 4, !tbaa !5
  %2390 = icmp eq i32 %2389, 0
  br i1 %2390, label %2391, label %2396

2391:                                             ; preds = %2388
  %2392 = load i32, i32* %4, align 4, !tbaa !5
  %2393 = icmp eq i32 %2392, 0
  %2394 = select i1 %2393, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.16, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.15, i64 0, i64 0)
  %2395 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.59, i64 0, i64 0), i8* noundef %2394) #8
  br label %2396

2396:                                             ; preds = %2388, %2391
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2379) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2378) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2349) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2347) #8
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2277) #8
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2276) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2275) #8
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2274) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2271) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2270) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2267) #8
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %2266) #8
  br label %2397

2397:                                             ; preds = %2396, %2250
  %2398 = call i32 @MPI_Finalize() #8
  %2399 = load i32, i32* @failures, align 4, !tbaa !5
  %2400 = icmp ne i32 %2399, 0
  %2401 = zext i1 %2400 to i32
  ret i32 %2401
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
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %10) #8
  %11 = bitcast [6 x i32]* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %11) #8
  %12 = bitcast [6 x i32]* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %12) #8
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
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %21) #8
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
  br i1 %51, label %20, label %23, !llvm.loop !83

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
  br i1 %117, label %49, label %52, !llvm.loop !84

118:                                              ; preds = %20
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %119 = call i32 @MPI_Reduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef %2, i32 noundef 1140850688) #8
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
  br i1 %133, label %134, label %122, !llvm.loop !85

134:                                              ; preds = %122, %118
  %135 = phi i32 [ 1, %118 ], [ %131, %122 ]
  %136 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.17, i64 0, i64 0), i8* noundef %1, i32 noundef %2) #8
  br label %153

137:                                              ; preds = %20
  %138 = call i32 @MPI_Allreduce(i8* noundef nonnull %10, i8* noundef nonnull %11, i32 noundef 6, i32 noundef 1275069445, i32 noundef %0, i32 noundef 1140850688) #8
  br label %141

139:                                              ; preds = %141
  %140 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %21, i64 noundef 64, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.18, i64 0, i64 0), i8* noundef %1) #8
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
  br i1 %152, label %139, label %141, !llvm.loop !86

153:                                              ; preds = %139, %134
  %154 = phi i32 [ %135, %134 ], [ %150, %139 ]
  %155 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %155)
  store i32 %154, i32* %4, align 4, !tbaa !5
  %156 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %156) #8
  %157 = call i32 @MPI_Allreduce(i8* noundef nonnull %155, i8* noundef nonnull %156, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #8
  %158 = load i32, i32* %4, align 4, !tbaa !5
  %159 = icmp eq i32 %158, 0
  br i1 %159, label %160, label %165

160:                                              ; preds = %153
  %161 = load i32, i32* @rank, align 4, !tbaa !5
  %162 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.13, i64 0, i64 0), i32 noundef %161, i8* noundef nonnull %21) #8
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
  %172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.14, i64 0, i64 0), i8* noundef nonnull %21, i8* noundef %171) #8
  br label %173

173:                                              ; preds = %165, %168
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %156) #8
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %155)
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %21) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %12) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %11) #8
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %10) #8
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

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
!85 = distinct !{!85, !12, !13}
!86 = distinct !{!86, !12, !13}
