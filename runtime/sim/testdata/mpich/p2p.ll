; ModuleID = '../p2p.c'
source_filename = "../p2p.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i8, double, i32 }
%struct.MPI_Status = type { i32, i32, i32, i32, i32 }

@rank = internal global i32 0, align 4
@size = internal global i32 0, align 4
@.str = private unnamed_addr constant [17 x i8] c"p2p on %d ranks\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"tag_ub attribute\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"send/irecv %d ints\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"rsend\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"ssend\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"bsend\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"issend/irecv waitall\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"sendrecv\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"sendrecv_replace\00", align 1
@.str.9 = private unnamed_addr constant [33 x i8] c"sendrecv_replace rendezvous size\00", align 1
@.str.10 = private unnamed_addr constant [19 x i8] c"any_source/any_tag\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"proc_null\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"non-overtaking\00", align 1
@.str.13 = private unnamed_addr constant [38 x i8] c"probe then receive of the probed size\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"iprobe with nothing pending\00", align 1
@.str.15 = private unnamed_addr constant [20 x i8] c"iprobe polling loop\00", align 1
@.str.16 = private unnamed_addr constant [34 x i8] c"get_count undefined, get_elements\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"waitany\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"waitsome\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"testall\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"test\00", align 1
@.str.21 = private unnamed_addr constant [8 x i8] c"testany\00", align 1
@.str.22 = private unnamed_addr constant [26 x i8] c"testsome on null requests\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"cancel\00", align 1
@.str.24 = private unnamed_addr constant [13 x i8] c"request_free\00", align 1
@.str.25 = private unnamed_addr constant [21 x i8] c"persistent send/recv\00", align 1
@.str.26 = private unnamed_addr constant [17 x i8] c"type_vector send\00", align 1
@.str.27 = private unnamed_addr constant [20 x i8] c"type_vector receive\00", align 1
@.str.28 = private unnamed_addr constant [28 x i8] c"type_vector size and extent\00", align 1
@__const.datatypes.pin = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 16
@.str.29 = private unnamed_addr constant [16 x i8] c"type_contiguous\00", align 1
@__const.datatypes.bl = private unnamed_addr constant [3 x i32] [i32 2, i32 1, i32 3], align 4
@__const.datatypes.dp = private unnamed_addr constant [3 x i32] [i32 0, i32 4, i32 7], align 4
@.str.30 = private unnamed_addr constant [13 x i8] c"type_indexed\00", align 1
@__const.datatypes.blens = private unnamed_addr constant [3 x i32] [i32 1, i32 1, i32 1], align 4
@__const.datatypes.types = private unnamed_addr constant [3 x i32] [i32 1275068673, i32 1275070475, i32 1275069445], align 4
@.str.31 = private unnamed_addr constant [29 x i8] c"type_create_struct + resized\00", align 1
@.str.32 = private unnamed_addr constant [12 x i8] c"pack/unpack\00", align 1
@.str.33 = private unnamed_addr constant [33 x i8] c"type_free sets MPI_DATATYPE_NULL\00", align 1
@.str.34 = private unnamed_addr constant [19 x i8] c"cartesian topology\00", align 1
@.str.35 = private unnamed_addr constant [9 x i8] c"cart_sub\00", align 1
@.str.36 = private unnamed_addr constant [23 x i8] c"groups and comm_create\00", align 1
@.str.37 = private unnamed_addr constant [22 x i8] c"MISMATCH rank %d: %s\0A\00", align 1
@.str.38 = private unnamed_addr constant [10 x i8] c"%-44s %s\0A\00", align 1
@.str.39 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.40 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1

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
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca [2 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca [64 x i32], align 16
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
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca [4 x [5 x double]], align 16
  %50 = alloca [4 x double], align 16
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca [6 x i32], align 16
  %59 = alloca [6 x i32], align 16
  %60 = alloca [3 x i32], align 4
  %61 = alloca [3 x i32], align 4
  %62 = alloca [10 x i32], align 16
  %63 = alloca [10 x i32], align 16
  %64 = alloca [2 x %struct.rec], align 16
  %65 = alloca [2 x %struct.rec], align 16
  %66 = alloca [3 x i32], align 4
  %67 = alloca [3 x i64], align 16
  %68 = alloca i64, align 8
  %69 = alloca [3 x i32], align 4
  %70 = alloca i32, align 4
  %71 = alloca [64 x i8], align 16
  %72 = alloca i32, align 4
  %73 = alloca [3 x i32], align 4
  %74 = alloca [3 x i32], align 4
  %75 = alloca double, align 8
  %76 = alloca double, align 8
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca [2 x i32], align 4
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
  %99 = alloca [4 x i32], align 16
  %100 = alloca [4 x i32], align 16
  %101 = alloca [4 x i32], align 16
  %102 = alloca [4 x i32], align 16
  %103 = alloca i32, align 4
  %104 = alloca %struct.MPI_Status, align 4
  %105 = alloca i32, align 4
  %106 = alloca [4 x i32], align 16
  %107 = alloca [4 x %struct.MPI_Status], align 16
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca %struct.MPI_Status, align 4
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca [17 x i32], align 16
  %123 = alloca i32, align 4
  %124 = alloca %struct.MPI_Status, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca [6 x i8], align 1
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca i32, align 4
  %136 = alloca [4 x i32], align 16
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca i32, align 4
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca %struct.MPI_Status, align 4
  %151 = alloca i32, align 4
  %152 = alloca %struct.MPI_Status, align 4
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca i32, align 4
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca [3 x i32], align 4
  %161 = alloca [3 x i32], align 4
  %162 = alloca %struct.MPI_Status, align 4
  %163 = alloca [5000 x i32], align 16
  %164 = alloca i32, align 4
  %165 = alloca i32, align 4
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca i32, align 4
  %175 = alloca %struct.MPI_Status, align 4
  %176 = alloca i32, align 4
  %177 = alloca [64 x i8], align 16
  %178 = alloca i32, align 4
  %179 = alloca i32, align 4
  %180 = alloca [2 x i32], align 4
  %181 = alloca i32, align 4
  %182 = alloca i8*, align 8
  %183 = alloca i32, align 4
  %184 = alloca i8**, align 8
  %185 = alloca i32, align 4
  %186 = alloca i32*, align 8
  store i32 %0, i32* %183, align 4, !tbaa !5
  store i8** %1, i8*** %184, align 8, !tbaa !9
  %187 = call i32 @MPI_Init(i32* noundef nonnull %183, i8*** noundef nonnull %184) #10
  %188 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #10
  %189 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #10
  %190 = load i32, i32* @rank, align 4, !tbaa !5
  %191 = icmp eq i32 %190, 0
  br i1 %191, label %192, label %195

192:                                              ; preds = %2
  %193 = load i32, i32* @size, align 4, !tbaa !5
  %194 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %193)
  br label %195

195:                                              ; preds = %192, %2
  %196 = load i32, i32* @rank, align 4, !tbaa !5
  %197 = add nsw i32 %196, 1
  %198 = load i32, i32* @size, align 4, !tbaa !5
  %199 = srem i32 %197, %198
  %200 = add i32 %196, -1
  %201 = add i32 %200, %198
  %202 = srem i32 %201, %198
  %203 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %204 = bitcast i8* %203 to i32*
  %205 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %206 = bitcast i8* %205 to i32*
  %207 = bitcast i32* %174 to i8*
  %208 = bitcast %struct.MPI_Status* %175 to i8*
  %209 = bitcast i32* %176 to i8*
  %210 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %175, i64 0, i32 2
  %211 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %175, i64 0, i32 3
  %212 = mul nsw i32 %202, 100000
  %213 = getelementptr inbounds [64 x i8], [64 x i8]* %177, i64 0, i64 0
  %214 = bitcast i32* %170 to i8*
  %215 = bitcast i32* %171 to i8*
  br label %216

216:                                              ; preds = %298, %195
  %217 = phi i32 [ 1, %195 ], [ %299, %298 ]
  %218 = load i32, i32* @rank, align 4, !tbaa !5
  %219 = mul nsw i32 %218, 100000
  %220 = call i32 @llvm.umax.i32(i32 %217, i32 1) #10
  %221 = zext i32 %220 to i64
  %222 = shl nuw nsw i64 %221, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %205, i8 -1, i64 %222, i1 false) #10, !tbaa !5
  br label %265

223:                                              ; preds = %298
  %224 = bitcast i32* %178 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %224) #10
  %225 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %225, i32* %178, align 4, !tbaa !5
  %226 = bitcast i32* %179 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %226) #10
  store i32 -1, i32* %179, align 4, !tbaa !5
  %227 = bitcast [2 x i32]* %180 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %227) #10
  %228 = getelementptr inbounds [2 x i32], [2 x i32]* %180, i64 0, i64 0
  %229 = call i32 @MPI_Irecv(i8* noundef nonnull %226, i32 noundef 1, i32 noundef 1275069445, i32 noundef %202, i32 noundef 1, i32 noundef 1140850688, i32* noundef nonnull %228) #10
  %230 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %231 = call i32 @MPI_Rsend(i8* noundef nonnull %224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %199, i32 noundef 1, i32 noundef 1140850688) #10
  %232 = call i32 @MPI_Wait(i32* noundef nonnull %228, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %233 = load i32, i32* %179, align 4, !tbaa !5
  %234 = icmp eq i32 %233, %202
  %235 = zext i1 %234 to i32
  %236 = bitcast i32* %172 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %236) #10
  store i32 %235, i32* %172, align 4, !tbaa !5
  %237 = bitcast i32* %173 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %237) #10
  %238 = call i32 @MPI_Allreduce(i8* noundef nonnull %236, i8* noundef nonnull %237, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %239 = load i32, i32* %172, align 4, !tbaa !5
  %240 = icmp eq i32 %239, 0
  br i1 %240, label %241, label %244

241:                                              ; preds = %223
  %242 = load i32, i32* @rank, align 4, !tbaa !5
  %243 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %242, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #10
  br label %244

244:                                              ; preds = %241, %223
  %245 = load i32, i32* @rank, align 4, !tbaa !5
  %246 = icmp eq i32 %245, 0
  br i1 %246, label %247, label %252

247:                                              ; preds = %244
  %248 = load i32, i32* %173, align 4, !tbaa !5
  %249 = icmp eq i32 %248, 0
  %250 = select i1 %249, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %251 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %250) #10
  br label %252

252:                                              ; preds = %247, %244
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %237) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %236) #10
  store i32 -1, i32* %179, align 4, !tbaa !5
  %253 = load i32, i32* @rank, align 4, !tbaa !5
  %254 = and i32 %253, 1
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %313, label %316

256:                                              ; preds = %265
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %207) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %208) #10
  %257 = call i32 @MPI_Irecv(i8* noundef %205, i32 noundef %217, i32 noundef 1275069445, i32 noundef %202, i32 noundef %217, i32 noundef 1140850688, i32* noundef nonnull %174) #10
  %258 = call i32 @MPI_Send(i8* noundef %203, i32 noundef %217, i32 noundef 1275069445, i32 noundef %199, i32 noundef %217, i32 noundef 1140850688) #10
  %259 = call i32 @MPI_Wait(i32* noundef nonnull %174, %struct.MPI_Status* noundef nonnull %175) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %209) #10
  %260 = load i32, i32* %174, align 4, !tbaa !5
  %261 = icmp eq i32 %260, 738197504
  %262 = load i32, i32* %210, align 4
  %263 = icmp eq i32 %262, %202
  %264 = select i1 %261, i1 %263, i1 false
  br i1 %264, label %272, label %275

265:                                              ; preds = %265, %216
  %266 = phi i64 [ 0, %216 ], [ %270, %265 ]
  %267 = trunc i64 %266 to i32
  %268 = add nsw i32 %219, %267
  %269 = getelementptr inbounds i32, i32* %204, i64 %266
  store i32 %268, i32* %269, align 4, !tbaa !5
  %270 = add nuw nsw i64 %266, 1
  %271 = icmp eq i64 %270, %221
  br i1 %271, label %256, label %265, !llvm.loop !11

272:                                              ; preds = %256
  %273 = load i32, i32* %211, align 4, !tbaa !14
  %274 = icmp eq i32 %273, %217
  br label %275

275:                                              ; preds = %272, %256
  %276 = phi i1 [ false, %256 ], [ %274, %272 ]
  %277 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %175, i32 noundef 1275069445, i32* noundef nonnull %176) #10
  %278 = load i32, i32* %176, align 4, !tbaa !5
  %279 = icmp eq i32 %278, %217
  %280 = and i1 %276, %279
  %281 = zext i1 %280 to i32
  br label %301

282:                                              ; preds = %301
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %213) #10
  %283 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %213, i64 noundef 64, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %217) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %214) #10
  store i32 %310, i32* %170, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %215) #10
  %284 = call i32 @MPI_Allreduce(i8* noundef nonnull %214, i8* noundef nonnull %215, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %285 = load i32, i32* %170, align 4, !tbaa !5
  %286 = icmp eq i32 %285, 0
  br i1 %286, label %287, label %290

287:                                              ; preds = %282
  %288 = load i32, i32* @rank, align 4, !tbaa !5
  %289 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %288, i8* noundef nonnull %213) #10
  br label %290

290:                                              ; preds = %287, %282
  %291 = load i32, i32* @rank, align 4, !tbaa !5
  %292 = icmp eq i32 %291, 0
  br i1 %292, label %293, label %298

293:                                              ; preds = %290
  %294 = load i32, i32* %171, align 4, !tbaa !5
  %295 = icmp eq i32 %294, 0
  %296 = select i1 %295, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %297 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef nonnull %213, i8* noundef %296) #10
  br label %298

298:                                              ; preds = %293, %290
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %215) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %214) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %213) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %209) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %208) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %207) #10
  %299 = mul nsw i32 %217, 70
  %300 = icmp ult i32 %299, 5001
  br i1 %300, label %216, label %223, !llvm.loop !16

301:                                              ; preds = %301, %275
  %302 = phi i64 [ 0, %275 ], [ %311, %301 ]
  %303 = phi i32 [ %281, %275 ], [ %310, %301 ]
  %304 = trunc i64 %302 to i32
  %305 = getelementptr inbounds i32, i32* %206, i64 %302
  %306 = load i32, i32* %305, align 4, !tbaa !5
  %307 = add nsw i32 %212, %304
  %308 = icmp eq i32 %306, %307
  %309 = zext i1 %308 to i32
  %310 = and i32 %303, %309
  %311 = add nuw nsw i64 %302, 1
  %312 = icmp eq i64 %311, %221
  br i1 %312, label %282, label %301, !llvm.loop !17

313:                                              ; preds = %252
  %314 = call i32 @MPI_Ssend(i8* noundef nonnull %224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %199, i32 noundef 2, i32 noundef 1140850688) #10
  %315 = call i32 @MPI_Recv(i8* noundef nonnull %226, i32 noundef 1, i32 noundef 1275069445, i32 noundef %202, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %319

316:                                              ; preds = %252
  %317 = call i32 @MPI_Recv(i8* noundef nonnull %226, i32 noundef 1, i32 noundef 1275069445, i32 noundef %202, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %318 = call i32 @MPI_Ssend(i8* noundef nonnull %224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %199, i32 noundef 2, i32 noundef 1140850688) #10
  br label %319

319:                                              ; preds = %316, %313
  %320 = load i32, i32* %179, align 4, !tbaa !5
  %321 = icmp eq i32 %320, %202
  %322 = zext i1 %321 to i32
  %323 = bitcast i32* %168 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %323) #10
  store i32 %322, i32* %168, align 4, !tbaa !5
  %324 = bitcast i32* %169 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %324) #10
  %325 = call i32 @MPI_Allreduce(i8* noundef nonnull %323, i8* noundef nonnull %324, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %326 = load i32, i32* %168, align 4, !tbaa !5
  %327 = icmp eq i32 %326, 0
  br i1 %327, label %328, label %331

328:                                              ; preds = %319
  %329 = load i32, i32* @rank, align 4, !tbaa !5
  %330 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %329, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)) #10
  br label %331

331:                                              ; preds = %328, %319
  %332 = load i32, i32* @rank, align 4, !tbaa !5
  %333 = icmp eq i32 %332, 0
  br i1 %333, label %334, label %339

334:                                              ; preds = %331
  %335 = load i32, i32* %169, align 4, !tbaa !5
  %336 = icmp eq i32 %335, 0
  %337 = select i1 %336, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %338 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %337) #10
  br label %339

339:                                              ; preds = %334, %331
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %324) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %323) #10
  %340 = bitcast i32* %181 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %340) #10
  store i32 65536, i32* %181, align 4, !tbaa !5
  %341 = bitcast i8** %182 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %341) #10
  %342 = call noalias dereferenceable_or_null(65536) i8* @malloc(i64 noundef 65536) #10
  store i8* %342, i8** %182, align 8, !tbaa !9
  %343 = call i32 @MPI_Buffer_attach(i8* noundef %342, i32 noundef 65536) #10
  store i32 -1, i32* %179, align 4, !tbaa !5
  %344 = call i32 @MPI_Bsend(i8* noundef nonnull %224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %199, i32 noundef 3, i32 noundef 1140850688) #10
  %345 = call i32 @MPI_Recv(i8* noundef nonnull %226, i32 noundef 1, i32 noundef 1275069445, i32 noundef %202, i32 noundef 3, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %346 = load i32, i32* %179, align 4, !tbaa !5
  %347 = icmp eq i32 %346, %202
  %348 = zext i1 %347 to i32
  %349 = bitcast i32* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %349) #10
  store i32 %348, i32* %166, align 4, !tbaa !5
  %350 = bitcast i32* %167 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %350) #10
  %351 = call i32 @MPI_Allreduce(i8* noundef nonnull %349, i8* noundef nonnull %350, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %352 = load i32, i32* %166, align 4, !tbaa !5
  %353 = icmp eq i32 %352, 0
  br i1 %353, label %354, label %357

354:                                              ; preds = %339
  %355 = load i32, i32* @rank, align 4, !tbaa !5
  %356 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %355, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0)) #10
  br label %357

357:                                              ; preds = %354, %339
  %358 = load i32, i32* @rank, align 4, !tbaa !5
  %359 = icmp eq i32 %358, 0
  br i1 %359, label %360, label %365

360:                                              ; preds = %357
  %361 = load i32, i32* %167, align 4, !tbaa !5
  %362 = icmp eq i32 %361, 0
  %363 = select i1 %362, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %364 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef %363) #10
  br label %365

365:                                              ; preds = %360, %357
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %350) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %349) #10
  %366 = call i32 @MPI_Buffer_detach(i8* noundef nonnull %341, i32* noundef nonnull %181) #10
  store i32 -1, i32* %179, align 4, !tbaa !5
  %367 = call i32 @MPI_Issend(i8* noundef nonnull %224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %199, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %228) #10
  %368 = getelementptr inbounds [2 x i32], [2 x i32]* %180, i64 0, i64 1
  %369 = call i32 @MPI_Irecv(i8* noundef nonnull %226, i32 noundef 1, i32 noundef 1275069445, i32 noundef %202, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %368) #10
  %370 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %228, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %371 = load i32, i32* %179, align 4, !tbaa !5
  %372 = icmp eq i32 %371, %202
  %373 = load i32, i32* %228, align 4
  %374 = icmp eq i32 %373, 738197504
  %375 = select i1 %372, i1 %374, i1 false
  %376 = load i32, i32* %368, align 4
  %377 = icmp eq i32 %376, 738197504
  %378 = select i1 %375, i1 %377, i1 false
  %379 = zext i1 %378 to i32
  %380 = bitcast i32* %164 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %380) #10
  store i32 %379, i32* %164, align 4, !tbaa !5
  %381 = bitcast i32* %165 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %381) #10
  %382 = call i32 @MPI_Allreduce(i8* noundef nonnull %380, i8* noundef nonnull %381, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %383 = load i32, i32* %164, align 4, !tbaa !5
  %384 = icmp eq i32 %383, 0
  br i1 %384, label %385, label %388

385:                                              ; preds = %365
  %386 = load i32, i32* @rank, align 4, !tbaa !5
  %387 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %386, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #10
  br label %388

388:                                              ; preds = %385, %365
  %389 = load i32, i32* @rank, align 4, !tbaa !5
  %390 = icmp eq i32 %389, 0
  br i1 %390, label %391, label %396

391:                                              ; preds = %388
  %392 = load i32, i32* %165, align 4, !tbaa !5
  %393 = icmp eq i32 %392, 0
  %394 = select i1 %393, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %395 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i8* noundef %394) #10
  br label %396

396:                                              ; preds = %388, %391
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %381) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %380) #10
  %397 = load i8*, i8** %182, align 8, !tbaa !9
  call void @free(i8* noundef %397) #10
  call void @free(i8* noundef %203) #10
  call void @free(i8* noundef %205) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %341) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %340) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %227) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %226) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %224) #10
  %398 = load i32, i32* @rank, align 4, !tbaa !5
  %399 = add nsw i32 %398, 1
  %400 = load i32, i32* @size, align 4, !tbaa !5
  %401 = srem i32 %399, %400
  %402 = add i32 %398, -1
  %403 = add i32 %402, %400
  %404 = srem i32 %403, %400
  %405 = bitcast [3 x i32]* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %405) #10
  %406 = getelementptr inbounds [3 x i32], [3 x i32]* %160, i64 0, i64 0
  store i32 %398, i32* %406, align 4, !tbaa !5
  %407 = getelementptr inbounds [3 x i32], [3 x i32]* %160, i64 0, i64 1
  %408 = shl nsw i32 %398, 1
  store i32 %408, i32* %407, align 4, !tbaa !5
  %409 = getelementptr inbounds [3 x i32], [3 x i32]* %160, i64 0, i64 2
  %410 = mul nsw i32 %398, 3
  store i32 %410, i32* %409, align 4, !tbaa !5
  %411 = bitcast [3 x i32]* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %411) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %411, i8 -1, i64 12, i1 false) #10
  %412 = bitcast %struct.MPI_Status* %162 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %412) #10
  %413 = getelementptr inbounds [3 x i32], [3 x i32]* %161, i64 0, i64 0
  %414 = call i32 @MPI_Sendrecv(i8* noundef nonnull %405, i32 noundef 3, i32 noundef 1275069445, i32 noundef %401, i32 noundef 9, i8* noundef nonnull %411, i32 noundef 3, i32 noundef 1275069445, i32 noundef %404, i32 noundef 9, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %162) #10
  %415 = load i32, i32* %413, align 4, !tbaa !5
  %416 = icmp eq i32 %415, %404
  br i1 %416, label %417, label %427

417:                                              ; preds = %396
  %418 = getelementptr inbounds [3 x i32], [3 x i32]* %161, i64 0, i64 2
  %419 = load i32, i32* %418, align 4, !tbaa !5
  %420 = mul nsw i32 %404, 3
  %421 = icmp eq i32 %419, %420
  br i1 %421, label %422, label %427

422:                                              ; preds = %417
  %423 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %162, i64 0, i32 2
  %424 = load i32, i32* %423, align 4, !tbaa !18
  %425 = icmp eq i32 %424, %404
  %426 = zext i1 %425 to i32
  br label %427

427:                                              ; preds = %422, %417, %396
  %428 = phi i32 [ 0, %417 ], [ 0, %396 ], [ %426, %422 ]
  %429 = bitcast i32* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %429) #10
  store i32 %428, i32* %158, align 4, !tbaa !5
  %430 = bitcast i32* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %430) #10
  %431 = call i32 @MPI_Allreduce(i8* noundef nonnull %429, i8* noundef nonnull %430, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %432 = load i32, i32* %158, align 4, !tbaa !5
  %433 = icmp eq i32 %432, 0
  br i1 %433, label %434, label %437

434:                                              ; preds = %427
  %435 = load i32, i32* @rank, align 4, !tbaa !5
  %436 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %435, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #10
  br label %437

437:                                              ; preds = %434, %427
  %438 = load i32, i32* @rank, align 4, !tbaa !5
  %439 = icmp eq i32 %438, 0
  br i1 %439, label %440, label %445

440:                                              ; preds = %437
  %441 = load i32, i32* %159, align 4, !tbaa !5
  %442 = icmp eq i32 %441, 0
  %443 = select i1 %442, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %444 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %443) #10
  br label %445

445:                                              ; preds = %440, %437
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %430) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %429) #10
  %446 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %405, i32 noundef 3, i32 noundef 1275069445, i32 noundef %401, i32 noundef 10, i32 noundef %404, i32 noundef 10, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %162) #10
  %447 = load i32, i32* %406, align 4, !tbaa !5
  %448 = icmp eq i32 %447, %404
  %449 = load i32, i32* %407, align 4
  %450 = shl nsw i32 %404, 1
  %451 = icmp eq i32 %449, %450
  %452 = select i1 %448, i1 %451, i1 false
  %453 = zext i1 %452 to i32
  %454 = bitcast i32* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %454) #10
  store i32 %453, i32* %156, align 4, !tbaa !5
  %455 = bitcast i32* %157 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %455) #10
  %456 = call i32 @MPI_Allreduce(i8* noundef nonnull %454, i8* noundef nonnull %455, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %457 = load i32, i32* %156, align 4, !tbaa !5
  %458 = icmp eq i32 %457, 0
  br i1 %458, label %459, label %462

459:                                              ; preds = %445
  %460 = load i32, i32* @rank, align 4, !tbaa !5
  %461 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %460, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0)) #10
  br label %462

462:                                              ; preds = %459, %445
  %463 = load i32, i32* @rank, align 4, !tbaa !5
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %465, label %470

465:                                              ; preds = %462
  %466 = load i32, i32* %157, align 4, !tbaa !5
  %467 = icmp eq i32 %466, 0
  %468 = select i1 %467, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %469 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef %468) #10
  br label %470

470:                                              ; preds = %465, %462
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %455) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %454) #10
  %471 = bitcast [5000 x i32]* %163 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20000, i8* nonnull %471) #10
  %472 = load i32, i32* @rank, align 4, !tbaa !5
  br label %475

473:                                              ; preds = %475
  %474 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %471, i32 noundef 5000, i32 noundef 1275069445, i32 noundef %401, i32 noundef 11, i32 noundef %404, i32 noundef 11, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %162) #10
  br label %499

475:                                              ; preds = %475, %470
  %476 = phi i64 [ 0, %470 ], [ %480, %475 ]
  %477 = trunc i64 %476 to i32
  %478 = add nsw i32 %472, %477
  %479 = getelementptr inbounds [5000 x i32], [5000 x i32]* %163, i64 0, i64 %476
  store i32 %478, i32* %479, align 4, !tbaa !5
  %480 = add nuw nsw i64 %476, 1
  %481 = icmp eq i64 %480, 5000
  br i1 %481, label %473, label %475, !llvm.loop !19

482:                                              ; preds = %499
  %483 = bitcast i32* %154 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %483) #10
  store i32 %508, i32* %154, align 4, !tbaa !5
  %484 = bitcast i32* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %484) #10
  %485 = call i32 @MPI_Allreduce(i8* noundef nonnull %483, i8* noundef nonnull %484, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %486 = load i32, i32* %154, align 4, !tbaa !5
  %487 = icmp eq i32 %486, 0
  br i1 %487, label %488, label %491

488:                                              ; preds = %482
  %489 = load i32, i32* @rank, align 4, !tbaa !5
  %490 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %489, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0)) #10
  br label %491

491:                                              ; preds = %488, %482
  %492 = load i32, i32* @rank, align 4, !tbaa !5
  %493 = icmp eq i32 %492, 0
  br i1 %493, label %494, label %511

494:                                              ; preds = %491
  %495 = load i32, i32* %155, align 4, !tbaa !5
  %496 = icmp eq i32 %495, 0
  %497 = select i1 %496, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %498 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i8* noundef %497) #10
  br label %511

499:                                              ; preds = %499, %473
  %500 = phi i64 [ 0, %473 ], [ %509, %499 ]
  %501 = phi i32 [ 1, %473 ], [ %508, %499 ]
  %502 = trunc i64 %500 to i32
  %503 = getelementptr inbounds [5000 x i32], [5000 x i32]* %163, i64 0, i64 %500
  %504 = load i32, i32* %503, align 4, !tbaa !5
  %505 = add nsw i32 %404, %502
  %506 = icmp eq i32 %504, %505
  %507 = zext i1 %506 to i32
  %508 = and i32 %501, %507
  %509 = add nuw nsw i64 %500, 1
  %510 = icmp eq i64 %509, 5000
  br i1 %510, label %482, label %499, !llvm.loop !20

511:                                              ; preds = %491, %494
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %484) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %483) #10
  call void @llvm.lifetime.end.p0i8(i64 20000, i8* nonnull %471) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %412) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %411) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %405) #10
  %512 = load i32, i32* @rank, align 4, !tbaa !5
  %513 = icmp eq i32 %512, 0
  br i1 %513, label %514, label %574

514:                                              ; preds = %511
  %515 = load i32, i32* @size, align 4, !tbaa !5
  %516 = icmp sgt i32 %515, 1
  br i1 %516, label %517, label %524

517:                                              ; preds = %514
  %518 = bitcast i32* %149 to i8*
  %519 = bitcast %struct.MPI_Status* %150 to i8*
  %520 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %150, i64 0, i32 2
  %521 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %150, i64 0, i32 3
  br label %550

522:                                              ; preds = %565
  %523 = icmp ne i32 %568, 0
  br label %524

524:                                              ; preds = %522, %514
  %525 = phi i32 [ 0, %514 ], [ %570, %522 ]
  %526 = phi i1 [ true, %514 ], [ %523, %522 ]
  %527 = phi i32 [ %515, %514 ], [ %572, %522 ]
  %528 = shl i32 1, %527
  %529 = add nsw i32 %528, -2
  %530 = icmp eq i32 %525, %529
  %531 = select i1 %526, i1 %530, i1 false
  %532 = zext i1 %531 to i32
  %533 = bitcast i32* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %533) #10
  store i32 %532, i32* %147, align 4, !tbaa !5
  %534 = bitcast i32* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %534) #10
  %535 = call i32 @MPI_Allreduce(i8* noundef nonnull %533, i8* noundef nonnull %534, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %536 = load i32, i32* %147, align 4, !tbaa !5
  %537 = icmp eq i32 %536, 0
  br i1 %537, label %538, label %541

538:                                              ; preds = %524
  %539 = load i32, i32* @rank, align 4, !tbaa !5
  %540 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %539, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %541

541:                                              ; preds = %538, %524
  %542 = load i32, i32* @rank, align 4, !tbaa !5
  %543 = icmp eq i32 %542, 0
  br i1 %543, label %544, label %549

544:                                              ; preds = %541
  %545 = load i32, i32* %148, align 4, !tbaa !5
  %546 = icmp eq i32 %545, 0
  %547 = select i1 %546, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %548 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %547) #10
  br label %549

549:                                              ; preds = %544, %541
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %534) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %533) #10
  br label %593

550:                                              ; preds = %565, %517
  %551 = phi i32 [ 1, %517 ], [ %571, %565 ]
  %552 = phi i32 [ 1, %517 ], [ %568, %565 ]
  %553 = phi i32 [ 0, %517 ], [ %570, %565 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %518) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %519) #10
  %554 = call i32 @MPI_Recv(i8* noundef nonnull %518, i32 noundef 1, i32 noundef 1275069445, i32 noundef -2, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %150) #10
  %555 = load i32, i32* %149, align 4, !tbaa !5
  %556 = load i32, i32* %520, align 4, !tbaa !18
  %557 = icmp eq i32 %555, %556
  %558 = load i32, i32* %521, align 4
  %559 = icmp eq i32 %558, %555
  %560 = select i1 %557, i1 %559, i1 false
  br i1 %560, label %561, label %565

561:                                              ; preds = %550
  %562 = shl i32 1, %555
  %563 = and i32 %562, %553
  %564 = icmp eq i32 %563, 0
  br label %565

565:                                              ; preds = %561, %550
  %566 = phi i1 [ false, %550 ], [ %564, %561 ]
  %567 = zext i1 %566 to i32
  %568 = and i32 %552, %567
  %569 = shl i32 1, %555
  %570 = or i32 %569, %553
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %519) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %518) #10
  %571 = add nuw nsw i32 %551, 1
  %572 = load i32, i32* @size, align 4, !tbaa !5
  %573 = icmp slt i32 %571, %572
  br i1 %573, label %550, label %522, !llvm.loop !21

574:                                              ; preds = %511
  %575 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %512, i32 noundef 1140850688) #10
  %576 = bitcast i32* %145 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %576) #10
  store i32 1, i32* %145, align 4, !tbaa !5
  %577 = bitcast i32* %146 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %577) #10
  %578 = call i32 @MPI_Allreduce(i8* noundef nonnull %576, i8* noundef nonnull %577, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %579 = load i32, i32* %145, align 4, !tbaa !5
  %580 = icmp eq i32 %579, 0
  br i1 %580, label %581, label %584

581:                                              ; preds = %574
  %582 = load i32, i32* @rank, align 4, !tbaa !5
  %583 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %582, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %584

584:                                              ; preds = %581, %574
  %585 = load i32, i32* @rank, align 4, !tbaa !5
  %586 = icmp eq i32 %585, 0
  br i1 %586, label %587, label %592

587:                                              ; preds = %584
  %588 = load i32, i32* %146, align 4, !tbaa !5
  %589 = icmp eq i32 %588, 0
  %590 = select i1 %589, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %591 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %590) #10
  br label %592

592:                                              ; preds = %587, %584
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %577) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %576) #10
  br label %593

593:                                              ; preds = %592, %549
  %594 = bitcast i32* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %594) #10
  store i32 5, i32* %151, align 4, !tbaa !5
  %595 = bitcast %struct.MPI_Status* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %595) #10
  %596 = call i32 @MPI_Send(i8* noundef nonnull %594, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688) #10
  %597 = call i32 @MPI_Recv(i8* noundef nonnull %594, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %152) #10
  %598 = bitcast i32* %153 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %598) #10
  %599 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %152, i32 noundef 1275069445, i32* noundef nonnull %153) #10
  %600 = load i32, i32* %151, align 4, !tbaa !5
  %601 = icmp eq i32 %600, 5
  %602 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %152, i64 0, i32 2
  %603 = load i32, i32* %602, align 4
  %604 = icmp eq i32 %603, -1
  %605 = select i1 %601, i1 %604, i1 false
  %606 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %152, i64 0, i32 3
  %607 = load i32, i32* %606, align 4
  %608 = icmp eq i32 %607, -1
  %609 = select i1 %605, i1 %608, i1 false
  %610 = load i32, i32* %153, align 4
  %611 = icmp eq i32 %610, 0
  %612 = select i1 %609, i1 %611, i1 false
  %613 = zext i1 %612 to i32
  %614 = bitcast i32* %143 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %614) #10
  store i32 %613, i32* %143, align 4, !tbaa !5
  %615 = bitcast i32* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %615) #10
  %616 = call i32 @MPI_Allreduce(i8* noundef nonnull %614, i8* noundef nonnull %615, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %617 = load i32, i32* %143, align 4, !tbaa !5
  %618 = icmp eq i32 %617, 0
  br i1 %618, label %619, label %622

619:                                              ; preds = %593
  %620 = load i32, i32* @rank, align 4, !tbaa !5
  %621 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %620, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0)) #10
  br label %622

622:                                              ; preds = %619, %593
  %623 = load i32, i32* @rank, align 4, !tbaa !5
  %624 = icmp eq i32 %623, 0
  br i1 %624, label %625, label %630

625:                                              ; preds = %622
  %626 = load i32, i32* %144, align 4, !tbaa !5
  %627 = icmp eq i32 %626, 0
  %628 = select i1 %627, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %629 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i8* noundef %628) #10
  br label %630

630:                                              ; preds = %622, %625
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %615) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %614) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %598) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %595) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %594) #10
  %631 = load i32, i32* @rank, align 4, !tbaa !5
  switch i32 %631, label %714 [
    i32 1, label %632
    i32 0, label %672
  ]

632:                                              ; preds = %630
  %633 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %634 = bitcast i8* %633 to i32*
  br label %666

635:                                              ; preds = %666
  %636 = bitcast [4 x i32]* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %636) #10
  %637 = getelementptr inbounds [4 x i32], [4 x i32]* %136, i64 0, i64 0
  %638 = call i32 @MPI_Isend(i8* noundef %633, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %637) #10
  %639 = bitcast i32* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %639) #10
  store i32 1, i32* %137, align 4, !tbaa !5
  %640 = bitcast i32* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %640) #10
  store i32 2, i32* %138, align 4, !tbaa !5
  %641 = bitcast i32* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %641) #10
  store i32 3, i32* %139, align 4, !tbaa !5
  %642 = getelementptr inbounds [4 x i32], [4 x i32]* %136, i64 0, i64 1
  %643 = call i32 @MPI_Isend(i8* noundef nonnull %639, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %642) #10
  %644 = getelementptr inbounds [4 x i32], [4 x i32]* %136, i64 0, i64 2
  %645 = call i32 @MPI_Isend(i8* noundef nonnull %640, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %644) #10
  %646 = getelementptr inbounds [4 x i32], [4 x i32]* %136, i64 0, i64 3
  %647 = call i32 @MPI_Isend(i8* noundef nonnull %641, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 8, i32 noundef 1140850688, i32* noundef nonnull %646) #10
  %648 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %637, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  call void @free(i8* noundef %633) #10
  %649 = bitcast i32* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %649) #10
  store i32 1, i32* %134, align 4, !tbaa !5
  %650 = bitcast i32* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %650) #10
  %651 = call i32 @MPI_Allreduce(i8* noundef nonnull %649, i8* noundef nonnull %650, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %652 = load i32, i32* %134, align 4, !tbaa !5
  %653 = icmp eq i32 %652, 0
  br i1 %653, label %654, label %657

654:                                              ; preds = %635
  %655 = load i32, i32* @rank, align 4, !tbaa !5
  %656 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %655, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %657

657:                                              ; preds = %654, %635
  %658 = load i32, i32* @rank, align 4, !tbaa !5
  %659 = icmp eq i32 %658, 0
  br i1 %659, label %660, label %665

660:                                              ; preds = %657
  %661 = load i32, i32* %135, align 4, !tbaa !5
  %662 = icmp eq i32 %661, 0
  %663 = select i1 %662, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %664 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %663) #10
  br label %665

665:                                              ; preds = %660, %657
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %650) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %649) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %641) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %640) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %639) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %636) #10
  br label %732

666:                                              ; preds = %666, %632
  %667 = phi i64 [ 0, %632 ], [ %670, %666 ]
  %668 = getelementptr inbounds i32, i32* %634, i64 %667
  %669 = trunc i64 %667 to i32
  store i32 %669, i32* %668, align 4, !tbaa !5
  %670 = add nuw nsw i64 %667, 1
  %671 = icmp eq i64 %670, 5000
  br i1 %671, label %635, label %666, !llvm.loop !22

672:                                              ; preds = %630
  %673 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %674 = bitcast i32* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %674) #10
  store i32 0, i32* %140, align 4, !tbaa !5
  %675 = bitcast i32* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %675) #10
  store i32 0, i32* %141, align 4, !tbaa !5
  %676 = bitcast i32* %142 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %676) #10
  store i32 0, i32* %142, align 4, !tbaa !5
  %677 = call i32 @MPI_Recv(i8* noundef nonnull %676, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 8, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %678 = call i32 @MPI_Recv(i8* noundef %673, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %679 = call i32 @MPI_Recv(i8* noundef nonnull %674, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %680 = call i32 @MPI_Recv(i8* noundef nonnull %675, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %681 = load i32, i32* %140, align 4, !tbaa !5
  %682 = icmp eq i32 %681, 1
  %683 = load i32, i32* %141, align 4
  %684 = icmp eq i32 %683, 2
  %685 = select i1 %682, i1 %684, i1 false
  %686 = load i32, i32* %142, align 4
  %687 = icmp eq i32 %686, 3
  %688 = select i1 %685, i1 %687, i1 false
  br i1 %688, label %689, label %695

689:                                              ; preds = %672
  %690 = bitcast i8* %673 to i32*
  %691 = getelementptr inbounds i32, i32* %690, i64 4999
  %692 = load i32, i32* %691, align 4, !tbaa !5
  %693 = icmp eq i32 %692, 4999
  %694 = zext i1 %693 to i32
  br label %695

695:                                              ; preds = %689, %672
  %696 = phi i32 [ 0, %672 ], [ %694, %689 ]
  %697 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %697) #10
  store i32 %696, i32* %132, align 4, !tbaa !5
  %698 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %698) #10
  %699 = call i32 @MPI_Allreduce(i8* noundef nonnull %697, i8* noundef nonnull %698, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %700 = load i32, i32* %132, align 4, !tbaa !5
  %701 = icmp eq i32 %700, 0
  br i1 %701, label %702, label %705

702:                                              ; preds = %695
  %703 = load i32, i32* @rank, align 4, !tbaa !5
  %704 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %703, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %705

705:                                              ; preds = %702, %695
  %706 = load i32, i32* @rank, align 4, !tbaa !5
  %707 = icmp eq i32 %706, 0
  br i1 %707, label %708, label %713

708:                                              ; preds = %705
  %709 = load i32, i32* %133, align 4, !tbaa !5
  %710 = icmp eq i32 %709, 0
  %711 = select i1 %710, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %712 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %711) #10
  br label %713

713:                                              ; preds = %708, %705
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %698) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %697) #10
  call void @free(i8* noundef %673) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %676) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %675) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %674) #10
  br label %732

714:                                              ; preds = %630
  %715 = bitcast i32* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %715) #10
  store i32 1, i32* %130, align 4, !tbaa !5
  %716 = bitcast i32* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %716) #10
  %717 = call i32 @MPI_Allreduce(i8* noundef nonnull %715, i8* noundef nonnull %716, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %718 = load i32, i32* %130, align 4, !tbaa !5
  %719 = icmp eq i32 %718, 0
  br i1 %719, label %720, label %723

720:                                              ; preds = %714
  %721 = load i32, i32* @rank, align 4, !tbaa !5
  %722 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %721, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %723

723:                                              ; preds = %720, %714
  %724 = load i32, i32* @rank, align 4, !tbaa !5
  %725 = icmp eq i32 %724, 0
  br i1 %725, label %726, label %731

726:                                              ; preds = %723
  %727 = load i32, i32* %131, align 4, !tbaa !5
  %728 = icmp eq i32 %727, 0
  %729 = select i1 %728, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %730 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %729) #10
  br label %731

731:                                              ; preds = %726, %723
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %716) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %715) #10
  br label %732

732:                                              ; preds = %665, %713, %731
  %733 = load i32, i32* @rank, align 4, !tbaa !5
  %734 = load i32, i32* @size, align 4, !tbaa !5
  %735 = add i32 %733, -1
  %736 = bitcast [17 x i32]* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 68, i8* nonnull %736) #10
  br label %763

737:                                              ; preds = %763
  %738 = add i32 %735, %734
  %739 = add nsw i32 %733, 1
  %740 = srem i32 %739, %734
  %741 = srem i32 %738, %734
  %742 = bitcast i32* %123 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %742) #10
  %743 = call i32 @MPI_Isend(i8* noundef nonnull %736, i32 noundef 17, i32 noundef 1275069445, i32 noundef %740, i32 noundef 21, i32 noundef 1140850688, i32* noundef nonnull %123) #10
  %744 = bitcast %struct.MPI_Status* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %744) #10
  %745 = call i32 @MPI_Probe(i32 noundef -2, i32 noundef 21, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %124) #10
  %746 = bitcast i32* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %746) #10
  %747 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %124, i32 noundef 1275069445, i32* noundef nonnull %125) #10
  %748 = load i32, i32* %125, align 4, !tbaa !5
  %749 = sext i32 %748 to i64
  %750 = shl nsw i64 %749, 2
  %751 = call noalias i8* @malloc(i64 noundef %750) #10
  %752 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %124, i64 0, i32 2
  %753 = load i32, i32* %752, align 4, !tbaa !18
  %754 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %124, i64 0, i32 3
  %755 = load i32, i32* %754, align 4, !tbaa !14
  %756 = call i32 @MPI_Recv(i8* noundef %751, i32 noundef %748, i32 noundef 1275069445, i32 noundef %753, i32 noundef %755, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %757 = call i32 @MPI_Wait(i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %758 = load i32, i32* %125, align 4, !tbaa !5
  %759 = icmp eq i32 %758, 17
  %760 = load i32, i32* %752, align 4
  %761 = icmp eq i32 %760, %741
  %762 = select i1 %759, i1 %761, i1 false
  br i1 %762, label %768, label %774

763:                                              ; preds = %763, %732
  %764 = phi i64 [ 0, %732 ], [ %766, %763 ]
  %765 = getelementptr inbounds [17 x i32], [17 x i32]* %122, i64 0, i64 %764
  store i32 %733, i32* %765, align 4, !tbaa !5
  %766 = add nuw nsw i64 %764, 1
  %767 = icmp eq i64 %766, 17
  br i1 %767, label %737, label %763, !llvm.loop !23

768:                                              ; preds = %737
  %769 = bitcast i8* %751 to i32*
  %770 = getelementptr inbounds i32, i32* %769, i64 16
  %771 = load i32, i32* %770, align 4, !tbaa !5
  %772 = icmp eq i32 %771, %741
  %773 = zext i1 %772 to i32
  br label %774

774:                                              ; preds = %768, %737
  %775 = phi i32 [ 0, %737 ], [ %773, %768 ]
  %776 = bitcast i32* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %776) #10
  store i32 %775, i32* %120, align 4, !tbaa !5
  %777 = bitcast i32* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %777) #10
  %778 = call i32 @MPI_Allreduce(i8* noundef nonnull %776, i8* noundef nonnull %777, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %779 = load i32, i32* %120, align 4, !tbaa !5
  %780 = icmp eq i32 %779, 0
  br i1 %780, label %781, label %784

781:                                              ; preds = %774
  %782 = load i32, i32* @rank, align 4, !tbaa !5
  %783 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %782, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0)) #10
  br label %784

784:                                              ; preds = %781, %774
  %785 = load i32, i32* @rank, align 4, !tbaa !5
  %786 = icmp eq i32 %785, 0
  br i1 %786, label %787, label %792

787:                                              ; preds = %784
  %788 = load i32, i32* %121, align 4, !tbaa !5
  %789 = icmp eq i32 %788, 0
  %790 = select i1 %789, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %791 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0), i8* noundef %790) #10
  br label %792

792:                                              ; preds = %787, %784
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %777) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %776) #10
  call void @free(i8* noundef %751) #10
  %793 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %793) #10
  store i32 1, i32* %126, align 4, !tbaa !5
  %794 = call i32 @MPI_Iprobe(i32 noundef -2, i32 noundef 99, i32 noundef 1140850688, i32* noundef nonnull %126, %struct.MPI_Status* noundef nonnull %124) #10
  %795 = load i32, i32* %126, align 4, !tbaa !5
  %796 = icmp eq i32 %795, 0
  %797 = zext i1 %796 to i32
  %798 = bitcast i32* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %798) #10
  store i32 %797, i32* %118, align 4, !tbaa !5
  %799 = bitcast i32* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %799) #10
  %800 = call i32 @MPI_Allreduce(i8* noundef nonnull %798, i8* noundef nonnull %799, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %801 = load i32, i32* %118, align 4, !tbaa !5
  %802 = icmp eq i32 %801, 0
  br i1 %802, label %803, label %806

803:                                              ; preds = %792
  %804 = load i32, i32* @rank, align 4, !tbaa !5
  %805 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %804, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0)) #10
  br label %806

806:                                              ; preds = %803, %792
  %807 = load i32, i32* @rank, align 4, !tbaa !5
  %808 = icmp eq i32 %807, 0
  br i1 %808, label %809, label %814

809:                                              ; preds = %806
  %810 = load i32, i32* %119, align 4, !tbaa !5
  %811 = icmp eq i32 %810, 0
  %812 = select i1 %811, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %813 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i8* noundef %812) #10
  br label %814

814:                                              ; preds = %809, %806
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %799) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %798) #10
  %815 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %816 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %740, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %123) #10
  store i32 0, i32* %126, align 4, !tbaa !5
  br label %817

817:                                              ; preds = %817, %814
  %818 = call i32 @MPI_Iprobe(i32 noundef %741, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %126, %struct.MPI_Status* noundef nonnull %124) #10
  %819 = load i32, i32* %126, align 4, !tbaa !5
  %820 = icmp eq i32 %819, 0
  br i1 %820, label %817, label %821, !llvm.loop !24

821:                                              ; preds = %817
  %822 = bitcast i32* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %822) #10
  %823 = call i32 @MPI_Recv(i8* noundef nonnull %822, i32 noundef 1, i32 noundef 1275069445, i32 noundef %741, i32 noundef 22, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %824 = call i32 @MPI_Wait(i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %825 = load i32, i32* %127, align 4, !tbaa !5
  %826 = icmp eq i32 %825, %741
  %827 = zext i1 %826 to i32
  %828 = bitcast i32* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %828) #10
  store i32 %827, i32* %116, align 4, !tbaa !5
  %829 = bitcast i32* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %829) #10
  %830 = call i32 @MPI_Allreduce(i8* noundef nonnull %828, i8* noundef nonnull %829, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %831 = load i32, i32* %116, align 4, !tbaa !5
  %832 = icmp eq i32 %831, 0
  br i1 %832, label %833, label %836

833:                                              ; preds = %821
  %834 = load i32, i32* @rank, align 4, !tbaa !5
  %835 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %834, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0)) #10
  br label %836

836:                                              ; preds = %833, %821
  %837 = load i32, i32* @rank, align 4, !tbaa !5
  %838 = icmp eq i32 %837, 0
  br i1 %838, label %839, label %844

839:                                              ; preds = %836
  %840 = load i32, i32* %117, align 4, !tbaa !5
  %841 = icmp eq i32 %840, 0
  %842 = select i1 %841, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %843 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i8* noundef %842) #10
  br label %844

844:                                              ; preds = %839, %836
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %829) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %828) #10
  %845 = getelementptr inbounds [6 x i8], [6 x i8]* %128, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %845) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %845, i8 0, i64 6, i1 false) #10
  %846 = call i32 @MPI_Sendrecv(i8* noundef nonnull %845, i32 noundef 6, i32 noundef 1275068673, i32 noundef %740, i32 noundef 23, i8* noundef nonnull %845, i32 noundef 6, i32 noundef 1275068673, i32 noundef %741, i32 noundef 23, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %124) #10
  %847 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %124, i32 noundef 1275069445, i32* noundef nonnull %125) #10
  %848 = bitcast i32* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %848) #10
  %849 = call i32 @MPI_Get_elements(%struct.MPI_Status* noundef nonnull %124, i32 noundef 1275068673, i32* noundef nonnull %129) #10
  %850 = load i32, i32* %125, align 4, !tbaa !5
  %851 = icmp eq i32 %850, -32766
  %852 = load i32, i32* %129, align 4
  %853 = icmp eq i32 %852, 6
  %854 = select i1 %851, i1 %853, i1 false
  %855 = zext i1 %854 to i32
  %856 = bitcast i32* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %856) #10
  store i32 %855, i32* %114, align 4, !tbaa !5
  %857 = bitcast i32* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %857) #10
  %858 = call i32 @MPI_Allreduce(i8* noundef nonnull %856, i8* noundef nonnull %857, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %859 = load i32, i32* %114, align 4, !tbaa !5
  %860 = icmp eq i32 %859, 0
  br i1 %860, label %861, label %864

861:                                              ; preds = %844
  %862 = load i32, i32* @rank, align 4, !tbaa !5
  %863 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %862, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0)) #10
  br label %864

864:                                              ; preds = %861, %844
  %865 = load i32, i32* @rank, align 4, !tbaa !5
  %866 = icmp eq i32 %865, 0
  br i1 %866, label %867, label %872

867:                                              ; preds = %864
  %868 = load i32, i32* %115, align 4, !tbaa !5
  %869 = icmp eq i32 %868, 0
  %870 = select i1 %869, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %871 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i8* noundef %870) #10
  br label %872

872:                                              ; preds = %864, %867
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %857) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %856) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %848) #10
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %845) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %822) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %793) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %746) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %744) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %742) #10
  call void @llvm.lifetime.end.p0i8(i64 68, i8* nonnull %736) #10
  %873 = load i32, i32* @rank, align 4, !tbaa !5
  %874 = load i32, i32* @size, align 4, !tbaa !5
  %875 = add i32 %873, -1
  %876 = add i32 %875, %874
  %877 = srem i32 %876, %874
  %878 = bitcast [4 x i32]* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %878) #10
  %879 = bitcast [4 x i32]* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %879) #10
  %880 = bitcast [4 x i32]* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %880) #10
  %881 = bitcast [4 x i32]* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %881) #10
  br label %882

882:                                              ; preds = %882, %872
  %883 = phi i64 [ 0, %872 ], [ %894, %882 ]
  %884 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %883
  store i32 -1, i32* %884, align 4, !tbaa !5
  %885 = load i32, i32* @rank, align 4, !tbaa !5
  %886 = mul nsw i32 %885, 10
  %887 = trunc i64 %883 to i32
  %888 = add nsw i32 %886, %887
  %889 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %883
  store i32 %888, i32* %889, align 4, !tbaa !5
  %890 = bitcast i32* %884 to i8*
  %891 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %883
  %892 = add i32 %887, 30
  %893 = call i32 @MPI_Irecv(i8* noundef nonnull %890, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef %892, i32 noundef 1140850688, i32* noundef nonnull %891) #10
  %894 = add nuw nsw i64 %883, 1
  %895 = icmp eq i64 %894, 4
  br i1 %895, label %896, label %882, !llvm.loop !25

896:                                              ; preds = %882
  %897 = add nsw i32 %873, 1
  %898 = srem i32 %897, %874
  br label %905

899:                                              ; preds = %905
  %900 = bitcast i32* %103 to i8*
  %901 = bitcast %struct.MPI_Status* %104 to i8*
  %902 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 0
  %903 = mul nsw i32 %877, 10
  %904 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %104, i64 0, i32 3
  br label %943

905:                                              ; preds = %905, %896
  %906 = phi i64 [ 3, %896 ], [ %913, %905 ]
  %907 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %906
  %908 = bitcast i32* %907 to i8*
  %909 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %906
  %910 = trunc i64 %906 to i32
  %911 = add i32 %910, 30
  %912 = call i32 @MPI_Isend(i8* noundef nonnull %908, i32 noundef 1, i32 noundef 1275069445, i32 noundef %898, i32 noundef %911, i32 noundef 1140850688, i32* noundef nonnull %909) #10
  %913 = add nsw i64 %906, -1
  %914 = icmp eq i64 %906, 0
  br i1 %914, label %899, label %905, !llvm.loop !26

915:                                              ; preds = %964
  %916 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %916) #10
  %917 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %902, i32* noundef nonnull %105, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %918 = load i32, i32* %105, align 4, !tbaa !5
  %919 = icmp eq i32 %918, -32766
  %920 = icmp eq i32 %969, 15
  %921 = select i1 %919, i1 %920, i1 false
  %922 = zext i1 %921 to i32
  %923 = and i32 %967, %922
  %924 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %924) #10
  store i32 %923, i32* %97, align 4, !tbaa !5
  %925 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %925) #10
  %926 = call i32 @MPI_Allreduce(i8* noundef nonnull %924, i8* noundef nonnull %925, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %927 = load i32, i32* %97, align 4, !tbaa !5
  %928 = icmp eq i32 %927, 0
  br i1 %928, label %929, label %932

929:                                              ; preds = %915
  %930 = load i32, i32* @rank, align 4, !tbaa !5
  %931 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %930, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0)) #10
  br label %932

932:                                              ; preds = %929, %915
  %933 = load i32, i32* @rank, align 4, !tbaa !5
  %934 = icmp eq i32 %933, 0
  br i1 %934, label %935, label %940

935:                                              ; preds = %932
  %936 = load i32, i32* %98, align 4, !tbaa !5
  %937 = icmp eq i32 %936, 0
  %938 = select i1 %937, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %939 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.17, i64 0, i64 0), i8* noundef %938) #10
  br label %940

940:                                              ; preds = %935, %932
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %925) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %924) #10
  %941 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 0
  %942 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %941, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %978

943:                                              ; preds = %964, %899
  %944 = phi i32 [ 0, %899 ], [ %970, %964 ]
  %945 = phi i32 [ 1, %899 ], [ %967, %964 ]
  %946 = phi i32 [ 0, %899 ], [ %969, %964 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %900) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %901) #10
  %947 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %902, i32* noundef nonnull %103, %struct.MPI_Status* noundef nonnull %104) #10
  %948 = load i32, i32* %103, align 4, !tbaa !5
  %949 = icmp ult i32 %948, 4
  br i1 %949, label %950, label %964

950:                                              ; preds = %943
  %951 = sext i32 %948 to i64
  %952 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %951
  %953 = load i32, i32* %952, align 4, !tbaa !5
  %954 = icmp eq i32 %953, 738197504
  br i1 %954, label %955, label %964

955:                                              ; preds = %950
  %956 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %951
  %957 = load i32, i32* %956, align 4, !tbaa !5
  %958 = add nsw i32 %948, %903
  %959 = icmp eq i32 %957, %958
  br i1 %959, label %960, label %964

960:                                              ; preds = %955
  %961 = load i32, i32* %904, align 4, !tbaa !14
  %962 = add nsw i32 %948, 30
  %963 = icmp eq i32 %961, %962
  br label %964

964:                                              ; preds = %960, %955, %950, %943
  %965 = phi i1 [ false, %955 ], [ false, %950 ], [ false, %943 ], [ %963, %960 ]
  %966 = zext i1 %965 to i32
  %967 = and i32 %945, %966
  %968 = shl i32 1, %948
  %969 = or i32 %968, %946
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %901) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %900) #10
  %970 = add nuw nsw i32 %944, 1
  %971 = icmp eq i32 %970, 4
  br i1 %971, label %915, label %943, !llvm.loop !27

972:                                              ; preds = %978
  %973 = bitcast [4 x i32]* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %973) #10
  %974 = bitcast [4 x %struct.MPI_Status]* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %974) #10
  %975 = bitcast i32* %108 to i8*
  %976 = getelementptr inbounds [4 x i32], [4 x i32]* %106, i64 0, i64 0
  %977 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %107, i64 0, i64 0
  br label %992

978:                                              ; preds = %978, %940
  %979 = phi i64 [ 0, %940 ], [ %990, %978 ]
  %980 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %979
  store i32 -1, i32* %980, align 4, !tbaa !5
  %981 = bitcast i32* %980 to i8*
  %982 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %979
  %983 = trunc i64 %979 to i32
  %984 = add i32 %983, 40
  %985 = call i32 @MPI_Irecv(i8* noundef nonnull %981, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef %984, i32 noundef 1140850688, i32* noundef nonnull %982) #10
  %986 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %979
  %987 = bitcast i32* %986 to i8*
  %988 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %979
  %989 = call i32 @MPI_Isend(i8* noundef nonnull %987, i32 noundef 1, i32 noundef 1275069445, i32 noundef %898, i32 noundef %984, i32 noundef 1140850688, i32* noundef nonnull %988) #10
  %990 = add nuw nsw i64 %979, 1
  %991 = icmp eq i64 %990, 4
  br i1 %991, label %972, label %978, !llvm.loop !28

992:                                              ; preds = %1000, %972
  %993 = phi i32 [ 0, %972 ], [ %1002, %1000 ]
  %994 = phi i32 [ 1, %972 ], [ %1001, %1000 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %975) #10
  %995 = call i32 @MPI_Waitsome(i32 noundef 4, i32* noundef nonnull %902, i32* noundef nonnull %108, i32* noundef nonnull %976, %struct.MPI_Status* noundef nonnull %977) #10
  %996 = load i32, i32* %108, align 4, !tbaa !5
  %997 = icmp sgt i32 %996, 0
  br i1 %997, label %998, label %1000

998:                                              ; preds = %992
  %999 = zext i32 %996 to i64
  br label %1004

1000:                                             ; preds = %1018, %992
  %1001 = phi i32 [ %994, %992 ], [ %1021, %1018 ]
  %1002 = add nsw i32 %996, %993
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %975) #10
  %1003 = icmp slt i32 %1002, 4
  br i1 %1003, label %992, label %1024, !llvm.loop !29

1004:                                             ; preds = %1018, %998
  %1005 = phi i64 [ 0, %998 ], [ %1022, %1018 ]
  %1006 = phi i32 [ %994, %998 ], [ %1021, %1018 ]
  %1007 = getelementptr inbounds [4 x i32], [4 x i32]* %106, i64 0, i64 %1005
  %1008 = load i32, i32* %1007, align 4, !tbaa !5
  %1009 = sext i32 %1008 to i64
  %1010 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %1009
  %1011 = load i32, i32* %1010, align 4, !tbaa !5
  %1012 = add nsw i32 %1008, %903
  %1013 = icmp eq i32 %1011, %1012
  br i1 %1013, label %1014, label %1018

1014:                                             ; preds = %1004
  %1015 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %107, i64 0, i64 %1005, i32 2
  %1016 = load i32, i32* %1015, align 4, !tbaa !18
  %1017 = icmp eq i32 %1016, %877
  br label %1018

1018:                                             ; preds = %1014, %1004
  %1019 = phi i1 [ false, %1004 ], [ %1017, %1014 ]
  %1020 = zext i1 %1019 to i32
  %1021 = and i32 %1006, %1020
  %1022 = add nuw nsw i64 %1005, 1
  %1023 = icmp eq i64 %1022, %999
  br i1 %1023, label %1000, label %1004, !llvm.loop !30

1024:                                             ; preds = %1000
  %1025 = icmp ne i32 %1001, 0
  %1026 = icmp eq i32 %1002, 4
  %1027 = select i1 %1025, i1 %1026, i1 false
  %1028 = zext i1 %1027 to i32
  %1029 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1029) #10
  store i32 %1028, i32* %95, align 4, !tbaa !5
  %1030 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1030) #10
  %1031 = call i32 @MPI_Allreduce(i8* noundef nonnull %1029, i8* noundef nonnull %1030, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1032 = load i32, i32* %95, align 4, !tbaa !5
  %1033 = icmp eq i32 %1032, 0
  br i1 %1033, label %1034, label %1037

1034:                                             ; preds = %1024
  %1035 = load i32, i32* @rank, align 4, !tbaa !5
  %1036 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1035, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0)) #10
  br label %1037

1037:                                             ; preds = %1034, %1024
  %1038 = load i32, i32* @rank, align 4, !tbaa !5
  %1039 = icmp eq i32 %1038, 0
  br i1 %1039, label %1040, label %1045

1040:                                             ; preds = %1037
  %1041 = load i32, i32* %96, align 4, !tbaa !5
  %1042 = icmp eq i32 %1041, 0
  %1043 = select i1 %1042, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1044 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.18, i64 0, i64 0), i8* noundef %1043) #10
  br label %1045

1045:                                             ; preds = %1040, %1037
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1030) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1029) #10
  %1046 = bitcast i32* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1046) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  br label %1047

1047:                                             ; preds = %1047, %1045
  %1048 = call i32 @MPI_Testall(i32 noundef 4, i32* noundef nonnull %941, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1049 = load i32, i32* %109, align 4, !tbaa !5
  %1050 = icmp eq i32 %1049, 0
  br i1 %1050, label %1047, label %1051, !llvm.loop !31

1051:                                             ; preds = %1047
  %1052 = load i32, i32* %941, align 16, !tbaa !5
  %1053 = icmp eq i32 %1052, 738197504
  %1054 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 3
  %1055 = load i32, i32* %1054, align 4
  %1056 = icmp eq i32 %1055, 738197504
  %1057 = select i1 %1053, i1 %1056, i1 false
  %1058 = zext i1 %1057 to i32
  %1059 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1059) #10
  store i32 %1058, i32* %93, align 4, !tbaa !5
  %1060 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1060) #10
  %1061 = call i32 @MPI_Allreduce(i8* noundef nonnull %1059, i8* noundef nonnull %1060, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1062 = load i32, i32* %93, align 4, !tbaa !5
  %1063 = icmp eq i32 %1062, 0
  br i1 %1063, label %1064, label %1067

1064:                                             ; preds = %1051
  %1065 = load i32, i32* @rank, align 4, !tbaa !5
  %1066 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1065, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.19, i64 0, i64 0)) #10
  br label %1067

1067:                                             ; preds = %1064, %1051
  %1068 = load i32, i32* @rank, align 4, !tbaa !5
  %1069 = icmp eq i32 %1068, 0
  br i1 %1069, label %1070, label %1075

1070:                                             ; preds = %1067
  %1071 = load i32, i32* %94, align 4, !tbaa !5
  %1072 = icmp eq i32 %1071, 0
  %1073 = select i1 %1072, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1074 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.19, i64 0, i64 0), i8* noundef %1073) #10
  br label %1075

1075:                                             ; preds = %1070, %1067
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1060) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1059) #10
  %1076 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1076) #10
  store i32 -1, i32* %110, align 4, !tbaa !5
  %1077 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1077) #10
  %1078 = call i32 @MPI_Irecv(i8* noundef nonnull %1076, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef 50, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1079 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %898, i32 noundef 50, i32 noundef 1140850688) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  %1080 = bitcast %struct.MPI_Status* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1080) #10
  br label %1081

1081:                                             ; preds = %1081, %1075
  %1082 = call i32 @MPI_Test(i32* noundef nonnull %111, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull %112) #10
  %1083 = load i32, i32* %109, align 4, !tbaa !5
  %1084 = icmp eq i32 %1083, 0
  br i1 %1084, label %1081, label %1085, !llvm.loop !32

1085:                                             ; preds = %1081
  %1086 = load i32, i32* %110, align 4, !tbaa !5
  %1087 = icmp eq i32 %1086, %877
  %1088 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %112, i64 0, i32 2
  %1089 = load i32, i32* %1088, align 4
  %1090 = icmp eq i32 %1089, %877
  %1091 = select i1 %1087, i1 %1090, i1 false
  %1092 = load i32, i32* %111, align 4
  %1093 = icmp eq i32 %1092, 738197504
  %1094 = select i1 %1091, i1 %1093, i1 false
  %1095 = zext i1 %1094 to i32
  %1096 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1096) #10
  store i32 %1095, i32* %91, align 4, !tbaa !5
  %1097 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1097) #10
  %1098 = call i32 @MPI_Allreduce(i8* noundef nonnull %1096, i8* noundef nonnull %1097, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1099 = load i32, i32* %91, align 4, !tbaa !5
  %1100 = icmp eq i32 %1099, 0
  br i1 %1100, label %1101, label %1104

1101:                                             ; preds = %1085
  %1102 = load i32, i32* @rank, align 4, !tbaa !5
  %1103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1102, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0)) #10
  br label %1104

1104:                                             ; preds = %1101, %1085
  %1105 = load i32, i32* @rank, align 4, !tbaa !5
  %1106 = icmp eq i32 %1105, 0
  br i1 %1106, label %1107, label %1112

1107:                                             ; preds = %1104
  %1108 = load i32, i32* %92, align 4, !tbaa !5
  %1109 = icmp eq i32 %1108, 0
  %1110 = select i1 %1109, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1111 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.20, i64 0, i64 0), i8* noundef %1110) #10
  br label %1112

1112:                                             ; preds = %1107, %1104
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1097) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1096) #10
  %1113 = call i32 @MPI_Irecv(i8* noundef nonnull %1076, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef 51, i32 noundef 1140850688, i32* noundef nonnull %902) #10
  %1114 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 1
  store i32 738197504, i32* %1114, align 4, !tbaa !5
  %1115 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %898, i32 noundef 51, i32 noundef 1140850688) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  br label %1116

1116:                                             ; preds = %1116, %1112
  %1117 = call i32 @MPI_Testany(i32 noundef 2, i32* noundef nonnull %902, i32* noundef nonnull %105, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull %112) #10
  %1118 = load i32, i32* %109, align 4, !tbaa !5
  %1119 = icmp eq i32 %1118, 0
  br i1 %1119, label %1116, label %1120, !llvm.loop !33

1120:                                             ; preds = %1116
  %1121 = load i32, i32* %105, align 4, !tbaa !5
  %1122 = icmp eq i32 %1121, 0
  %1123 = load i32, i32* %110, align 4
  %1124 = icmp eq i32 %1123, %877
  %1125 = select i1 %1122, i1 %1124, i1 false
  %1126 = zext i1 %1125 to i32
  %1127 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1127) #10
  store i32 %1126, i32* %89, align 4, !tbaa !5
  %1128 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1128) #10
  %1129 = call i32 @MPI_Allreduce(i8* noundef nonnull %1127, i8* noundef nonnull %1128, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1130 = load i32, i32* %89, align 4, !tbaa !5
  %1131 = icmp eq i32 %1130, 0
  br i1 %1131, label %1132, label %1135

1132:                                             ; preds = %1120
  %1133 = load i32, i32* @rank, align 4, !tbaa !5
  %1134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1133, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0)) #10
  br label %1135

1135:                                             ; preds = %1132, %1120
  %1136 = load i32, i32* @rank, align 4, !tbaa !5
  %1137 = icmp eq i32 %1136, 0
  br i1 %1137, label %1138, label %1143

1138:                                             ; preds = %1135
  %1139 = load i32, i32* %90, align 4, !tbaa !5
  %1140 = icmp eq i32 %1139, 0
  %1141 = select i1 %1140, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1142 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.21, i64 0, i64 0), i8* noundef %1141) #10
  br label %1143

1143:                                             ; preds = %1138, %1135
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1128) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1127) #10
  %1144 = bitcast i32* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1144) #10
  %1145 = call i32 @MPI_Testsome(i32 noundef 2, i32* noundef nonnull %902, i32* noundef nonnull %113, i32* noundef nonnull %976, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1146 = load i32, i32* %113, align 4, !tbaa !5
  %1147 = icmp eq i32 %1146, -32766
  %1148 = zext i1 %1147 to i32
  %1149 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1149) #10
  store i32 %1148, i32* %87, align 4, !tbaa !5
  %1150 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1150) #10
  %1151 = call i32 @MPI_Allreduce(i8* noundef nonnull %1149, i8* noundef nonnull %1150, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1152 = load i32, i32* %87, align 4, !tbaa !5
  %1153 = icmp eq i32 %1152, 0
  br i1 %1153, label %1154, label %1157

1154:                                             ; preds = %1143
  %1155 = load i32, i32* @rank, align 4, !tbaa !5
  %1156 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1155, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.22, i64 0, i64 0)) #10
  br label %1157

1157:                                             ; preds = %1154, %1143
  %1158 = load i32, i32* @rank, align 4, !tbaa !5
  %1159 = icmp eq i32 %1158, 0
  br i1 %1159, label %1160, label %1165

1160:                                             ; preds = %1157
  %1161 = load i32, i32* %88, align 4, !tbaa !5
  %1162 = icmp eq i32 %1161, 0
  %1163 = select i1 %1162, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1164 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.22, i64 0, i64 0), i8* noundef %1163) #10
  br label %1165

1165:                                             ; preds = %1160, %1157
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1150) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1149) #10
  %1166 = call i32 @MPI_Irecv(i8* noundef nonnull %1076, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef 999, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1167 = call i32 @MPI_Cancel(i32* noundef nonnull %111) #10
  %1168 = call i32 @MPI_Wait(i32* noundef nonnull %111, %struct.MPI_Status* noundef nonnull %112) #10
  %1169 = call i32 @MPI_Test_cancelled(%struct.MPI_Status* noundef nonnull %112, i32* noundef nonnull %109) #10
  %1170 = load i32, i32* %109, align 4, !tbaa !5
  %1171 = icmp eq i32 %1170, 1
  %1172 = zext i1 %1171 to i32
  %1173 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1173) #10
  store i32 %1172, i32* %85, align 4, !tbaa !5
  %1174 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1174) #10
  %1175 = call i32 @MPI_Allreduce(i8* noundef nonnull %1173, i8* noundef nonnull %1174, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1176 = load i32, i32* %85, align 4, !tbaa !5
  %1177 = icmp eq i32 %1176, 0
  br i1 %1177, label %1178, label %1181

1178:                                             ; preds = %1165
  %1179 = load i32, i32* @rank, align 4, !tbaa !5
  %1180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1179, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0)) #10
  br label %1181

1181:                                             ; preds = %1178, %1165
  %1182 = load i32, i32* @rank, align 4, !tbaa !5
  %1183 = icmp eq i32 %1182, 0
  br i1 %1183, label %1184, label %1189

1184:                                             ; preds = %1181
  %1185 = load i32, i32* %86, align 4, !tbaa !5
  %1186 = icmp eq i32 %1185, 0
  %1187 = select i1 %1186, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1188 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.23, i64 0, i64 0), i8* noundef %1187) #10
  br label %1189

1189:                                             ; preds = %1184, %1181
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1174) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1173) #10
  %1190 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %898, i32 noundef 52, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1191 = call i32 @MPI_Request_free(i32* noundef nonnull %111) #10
  %1192 = call i32 @MPI_Recv(i8* noundef nonnull %1076, i32 noundef 1, i32 noundef 1275069445, i32 noundef %877, i32 noundef 52, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1193 = load i32, i32* %111, align 4, !tbaa !5
  %1194 = icmp eq i32 %1193, 738197504
  %1195 = load i32, i32* %110, align 4
  %1196 = icmp eq i32 %1195, %877
  %1197 = select i1 %1194, i1 %1196, i1 false
  %1198 = zext i1 %1197 to i32
  %1199 = bitcast i32* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1199) #10
  store i32 %1198, i32* %83, align 4, !tbaa !5
  %1200 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1200) #10
  %1201 = call i32 @MPI_Allreduce(i8* noundef nonnull %1199, i8* noundef nonnull %1200, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1202 = load i32, i32* %83, align 4, !tbaa !5
  %1203 = icmp eq i32 %1202, 0
  br i1 %1203, label %1204, label %1207

1204:                                             ; preds = %1189
  %1205 = load i32, i32* @rank, align 4, !tbaa !5
  %1206 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1205, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.24, i64 0, i64 0)) #10
  br label %1207

1207:                                             ; preds = %1204, %1189
  %1208 = load i32, i32* @rank, align 4, !tbaa !5
  %1209 = icmp eq i32 %1208, 0
  br i1 %1209, label %1210, label %1215

1210:                                             ; preds = %1207
  %1211 = load i32, i32* %84, align 4, !tbaa !5
  %1212 = icmp eq i32 %1211, 0
  %1213 = select i1 %1212, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1214 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.24, i64 0, i64 0), i8* noundef %1213) #10
  br label %1215

1215:                                             ; preds = %1207, %1210
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1200) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1199) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1144) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1080) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1077) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1076) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1046) #10
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %974) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %973) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %916) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %881) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %880) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %879) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %878) #10
  %1216 = load i32, i32* @rank, align 4, !tbaa !5
  %1217 = add nsw i32 %1216, 1
  %1218 = load i32, i32* @size, align 4, !tbaa !5
  %1219 = srem i32 %1217, %1218
  %1220 = add i32 %1216, -1
  %1221 = add i32 %1220, %1218
  %1222 = srem i32 %1221, %1218
  %1223 = bitcast i32* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1223) #10
  store i32 0, i32* %80, align 4, !tbaa !5
  %1224 = bitcast i32* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1224) #10
  store i32 -1, i32* %81, align 4, !tbaa !5
  %1225 = bitcast [2 x i32]* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1225) #10
  %1226 = getelementptr inbounds [2 x i32], [2 x i32]* %82, i64 0, i64 0
  %1227 = call i32 @MPI_Send_init(i8* noundef nonnull %1223, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1219, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1226) #10
  %1228 = getelementptr inbounds [2 x i32], [2 x i32]* %82, i64 0, i64 1
  %1229 = call i32 @MPI_Recv_init(i8* noundef nonnull %1224, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1222, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1228) #10
  %1230 = mul nsw i32 %1222, 10
  br label %1250

1231:                                             ; preds = %1250
  %1232 = call i32 @MPI_Request_free(i32* noundef nonnull %1226) #10
  %1233 = call i32 @MPI_Request_free(i32* noundef nonnull %1228) #10
  %1234 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1234) #10
  store i32 %1265, i32* %78, align 4, !tbaa !5
  %1235 = bitcast i32* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1235) #10
  %1236 = call i32 @MPI_Allreduce(i8* noundef nonnull %1234, i8* noundef nonnull %1235, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1237 = load i32, i32* %78, align 4, !tbaa !5
  %1238 = icmp eq i32 %1237, 0
  br i1 %1238, label %1239, label %1242

1239:                                             ; preds = %1231
  %1240 = load i32, i32* @rank, align 4, !tbaa !5
  %1241 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1240, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.25, i64 0, i64 0)) #10
  br label %1242

1242:                                             ; preds = %1239, %1231
  %1243 = load i32, i32* @rank, align 4, !tbaa !5
  %1244 = icmp eq i32 %1243, 0
  br i1 %1244, label %1245, label %1268

1245:                                             ; preds = %1242
  %1246 = load i32, i32* %79, align 4, !tbaa !5
  %1247 = icmp eq i32 %1246, 0
  %1248 = select i1 %1247, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1249 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.25, i64 0, i64 0), i8* noundef %1248) #10
  br label %1268

1250:                                             ; preds = %1250, %1215
  %1251 = phi i32 [ 0, %1215 ], [ %1266, %1250 ]
  %1252 = phi i32 [ 1, %1215 ], [ %1265, %1250 ]
  %1253 = load i32, i32* @rank, align 4, !tbaa !5
  %1254 = mul nsw i32 %1253, 10
  %1255 = add nsw i32 %1254, %1251
  store i32 %1255, i32* %80, align 4, !tbaa !5
  %1256 = call i32 @MPI_Startall(i32 noundef 2, i32* noundef nonnull %1226) #10
  %1257 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %1226, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1258 = load i32, i32* %81, align 4, !tbaa !5
  %1259 = add nsw i32 %1251, %1230
  %1260 = icmp eq i32 %1258, %1259
  %1261 = load i32, i32* %1226, align 4
  %1262 = icmp ne i32 %1261, 738197504
  %1263 = select i1 %1260, i1 %1262, i1 false
  %1264 = zext i1 %1263 to i32
  %1265 = and i32 %1252, %1264
  %1266 = add nuw nsw i32 %1251, 1
  %1267 = icmp eq i32 %1266, 3
  br i1 %1267, label %1231, label %1250, !llvm.loop !34

1268:                                             ; preds = %1242, %1245
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1235) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1234) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1225) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1224) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1223) #10
  %1269 = load i32, i32* @rank, align 4, !tbaa !5
  %1270 = load i32, i32* @size, align 4, !tbaa !5
  %1271 = add i32 %1269, -1
  %1272 = bitcast [4 x [5 x double]]* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %1272) #10
  %1273 = bitcast [4 x double]* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1273) #10
  %1274 = bitcast i32* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1274) #10
  %1275 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1275) #10
  %1276 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1276) #10
  %1277 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1277) #10
  %1278 = call i32 @MPI_Type_vector(i32 noundef 4, i32 noundef 1, i32 noundef 5, i32 noundef 1275070475, i32* noundef nonnull %51) #10
  %1279 = call i32 @MPI_Type_commit(i32* noundef nonnull %51) #10
  %1280 = load i32, i32* @rank, align 4, !tbaa !5
  %1281 = mul nsw i32 %1280, 100
  br label %1282

1282:                                             ; preds = %1296, %1268
  %1283 = phi i64 [ 0, %1268 ], [ %1297, %1296 ]
  %1284 = mul nuw nsw i64 %1283, 10
  br label %1299

1285:                                             ; preds = %1296
  %1286 = add i32 %1271, %1270
  %1287 = add nsw i32 %1269, 1
  %1288 = srem i32 %1287, %1270
  %1289 = srem i32 %1286, %1270
  %1290 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 0, i64 2
  %1291 = bitcast double* %1290 to i8*
  %1292 = load i32, i32* %51, align 4, !tbaa !5
  %1293 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1291, i32 noundef 1, i32 noundef %1292, i32 noundef %1288, i32 noundef 70, i8* noundef nonnull %1273, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1289, i32 noundef 70, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1294 = mul nsw i32 %1289, 100
  %1295 = or i32 %1294, 2
  br label %1340

1296:                                             ; preds = %1299
  %1297 = add nuw nsw i64 %1283, 1
  %1298 = icmp eq i64 %1297, 4
  br i1 %1298, label %1285, label %1282, !llvm.loop !35

1299:                                             ; preds = %1299, %1282
  %1300 = phi i64 [ 0, %1282 ], [ %1306, %1299 ]
  %1301 = add nuw nsw i64 %1300, %1284
  %1302 = trunc i64 %1301 to i32
  %1303 = add i32 %1281, %1302
  %1304 = sitofp i32 %1303 to double
  %1305 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1283, i64 %1300
  store double %1304, double* %1305, align 8, !tbaa !36
  %1306 = add nuw nsw i64 %1300, 1
  %1307 = icmp eq i64 %1306, 5
  br i1 %1307, label %1296, label %1299, !llvm.loop !38

1308:                                             ; preds = %1340
  %1309 = bitcast [10 x i32]* %63 to i8*
  %1310 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1310) #10
  store i32 %1351, i32* %47, align 4, !tbaa !5
  %1311 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1311) #10
  %1312 = call i32 @MPI_Allreduce(i8* noundef nonnull %1310, i8* noundef nonnull %1311, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1313 = load i32, i32* %47, align 4, !tbaa !5
  %1314 = icmp eq i32 %1313, 0
  br i1 %1314, label %1315, label %1318

1315:                                             ; preds = %1308
  %1316 = load i32, i32* @rank, align 4, !tbaa !5
  %1317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1316, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0)) #10
  br label %1318

1318:                                             ; preds = %1315, %1308
  %1319 = load i32, i32* @rank, align 4, !tbaa !5
  %1320 = icmp eq i32 %1319, 0
  br i1 %1320, label %1321, label %1326

1321:                                             ; preds = %1318
  %1322 = load i32, i32* %48, align 4, !tbaa !5
  %1323 = icmp eq i32 %1322, 0
  %1324 = select i1 %1323, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1325 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.26, i64 0, i64 0), i8* noundef %1324) #10
  br label %1326

1326:                                             ; preds = %1321, %1318
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1311) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1310) #10
  %1327 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 0, i64 4
  %1328 = bitcast double* %1327 to i8*
  %1329 = load i32, i32* %51, align 4, !tbaa !5
  %1330 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1273, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1288, i32 noundef 71, i8* noundef nonnull %1328, i32 noundef 1, i32 noundef %1329, i32 noundef %1289, i32 noundef 71, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1331 = load i32, i32* @size, align 4, !tbaa !5
  %1332 = add i32 %1289, -1
  %1333 = add i32 %1332, %1331
  %1334 = srem i32 %1333, %1331
  %1335 = mul nsw i32 %1334, 100
  %1336 = or i32 %1335, 2
  %1337 = load i32, i32* @rank, align 4
  %1338 = mul nsw i32 %1337, 100
  %1339 = or i32 %1338, 3
  br label %1445

1340:                                             ; preds = %1340, %1285
  %1341 = phi i64 [ 0, %1285 ], [ %1352, %1340 ]
  %1342 = phi i32 [ 1, %1285 ], [ %1351, %1340 ]
  %1343 = getelementptr inbounds [4 x double], [4 x double]* %50, i64 0, i64 %1341
  %1344 = load double, double* %1343, align 8, !tbaa !36
  %1345 = trunc i64 %1341 to i32
  %1346 = mul i32 %1345, 10
  %1347 = add i32 %1295, %1346
  %1348 = sitofp i32 %1347 to double
  %1349 = fcmp oeq double %1344, %1348
  %1350 = zext i1 %1349 to i32
  %1351 = and i32 %1342, %1350
  %1352 = add nuw nsw i64 %1341, 1
  %1353 = icmp eq i64 %1352, 4
  br i1 %1353, label %1308, label %1340, !llvm.loop !39

1354:                                             ; preds = %1461
  %1355 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1355) #10
  store i32 %1464, i32* %45, align 4, !tbaa !5
  %1356 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1356) #10
  %1357 = call i32 @MPI_Allreduce(i8* noundef nonnull %1355, i8* noundef nonnull %1356, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1358 = load i32, i32* %45, align 4, !tbaa !5
  %1359 = icmp eq i32 %1358, 0
  br i1 %1359, label %1360, label %1363

1360:                                             ; preds = %1354
  %1361 = load i32, i32* @rank, align 4, !tbaa !5
  %1362 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1361, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.27, i64 0, i64 0)) #10
  br label %1363

1363:                                             ; preds = %1360, %1354
  %1364 = load i32, i32* @rank, align 4, !tbaa !5
  %1365 = icmp eq i32 %1364, 0
  br i1 %1365, label %1366, label %1371

1366:                                             ; preds = %1363
  %1367 = load i32, i32* %46, align 4, !tbaa !5
  %1368 = icmp eq i32 %1367, 0
  %1369 = select i1 %1368, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1370 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.27, i64 0, i64 0), i8* noundef %1369) #10
  br label %1371

1371:                                             ; preds = %1366, %1363
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1356) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1355) #10
  %1372 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1372) #10
  %1373 = bitcast i64* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1373) #10
  %1374 = bitcast i64* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1374) #10
  %1375 = load i32, i32* %51, align 4, !tbaa !5
  %1376 = call i32 @MPI_Type_size(i32 noundef %1375, i32* noundef nonnull %55) #10
  %1377 = load i32, i32* %51, align 4, !tbaa !5
  %1378 = call i32 @MPI_Type_get_extent(i32 noundef %1377, i64* noundef nonnull %56, i64* noundef nonnull %57) #10
  %1379 = load i32, i32* %55, align 4, !tbaa !5
  %1380 = icmp eq i32 %1379, 32
  %1381 = load i64, i64* %56, align 8
  %1382 = icmp eq i64 %1381, 0
  %1383 = select i1 %1380, i1 %1382, i1 false
  %1384 = load i64, i64* %57, align 8
  %1385 = icmp eq i64 %1384, 128
  %1386 = select i1 %1383, i1 %1385, i1 false
  %1387 = zext i1 %1386 to i32
  %1388 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1388) #10
  store i32 %1387, i32* %43, align 4, !tbaa !5
  %1389 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1389) #10
  %1390 = call i32 @MPI_Allreduce(i8* noundef nonnull %1388, i8* noundef nonnull %1389, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1391 = load i32, i32* %43, align 4, !tbaa !5
  %1392 = icmp eq i32 %1391, 0
  br i1 %1392, label %1393, label %1396

1393:                                             ; preds = %1371
  %1394 = load i32, i32* @rank, align 4, !tbaa !5
  %1395 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1394, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.28, i64 0, i64 0)) #10
  br label %1396

1396:                                             ; preds = %1393, %1371
  %1397 = load i32, i32* @rank, align 4, !tbaa !5
  %1398 = icmp eq i32 %1397, 0
  br i1 %1398, label %1399, label %1404

1399:                                             ; preds = %1396
  %1400 = load i32, i32* %44, align 4, !tbaa !5
  %1401 = icmp eq i32 %1400, 0
  %1402 = select i1 %1401, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1403 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.28, i64 0, i64 0), i8* noundef %1402) #10
  br label %1404

1404:                                             ; preds = %1399, %1396
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1389) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1388) #10
  %1405 = call i32 @MPI_Type_contiguous(i32 noundef 2, i32 noundef 1275069445, i32* noundef nonnull %52) #10
  %1406 = call i32 @MPI_Type_commit(i32* noundef nonnull %52) #10
  %1407 = bitcast [6 x i32]* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1407) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1407, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.datatypes.pin to i8*), i64 24, i1 false) #10
  %1408 = bitcast [6 x i32]* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1408) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1408, i8 0, i64 24, i1 false) #10
  %1409 = load i32, i32* %52, align 4, !tbaa !5
  %1410 = getelementptr inbounds [6 x i32], [6 x i32]* %59, i64 0, i64 0
  %1411 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1407, i32 noundef 3, i32 noundef %1409, i32 noundef %1288, i32 noundef 72, i8* noundef nonnull %1408, i32 noundef 3, i32 noundef %1409, i32 noundef %1289, i32 noundef 72, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1412 = load i32, i32* %1410, align 16, !tbaa !5
  %1413 = icmp eq i32 %1412, 1
  %1414 = getelementptr inbounds [6 x i32], [6 x i32]* %59, i64 0, i64 5
  %1415 = load i32, i32* %1414, align 4
  %1416 = icmp eq i32 %1415, 6
  %1417 = select i1 %1413, i1 %1416, i1 false
  %1418 = zext i1 %1417 to i32
  %1419 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1419) #10
  store i32 %1418, i32* %41, align 4, !tbaa !5
  %1420 = bitcast i32* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1420) #10
  %1421 = call i32 @MPI_Allreduce(i8* noundef nonnull %1419, i8* noundef nonnull %1420, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1422 = load i32, i32* %41, align 4, !tbaa !5
  %1423 = icmp eq i32 %1422, 0
  br i1 %1423, label %1424, label %1427

1424:                                             ; preds = %1404
  %1425 = load i32, i32* @rank, align 4, !tbaa !5
  %1426 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1425, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.29, i64 0, i64 0)) #10
  br label %1427

1427:                                             ; preds = %1424, %1404
  %1428 = load i32, i32* @rank, align 4, !tbaa !5
  %1429 = icmp eq i32 %1428, 0
  br i1 %1429, label %1430, label %1435

1430:                                             ; preds = %1427
  %1431 = load i32, i32* %42, align 4, !tbaa !5
  %1432 = icmp eq i32 %1431, 0
  %1433 = select i1 %1432, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1434 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.29, i64 0, i64 0), i8* noundef %1433) #10
  br label %1435

1435:                                             ; preds = %1430, %1427
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1420) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1419) #10
  %1436 = bitcast [3 x i32]* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1436) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1436, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.bl to i8*), i64 12, i1 false) #10
  %1437 = bitcast [3 x i32]* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1437) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1437, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.dp to i8*), i64 12, i1 false) #10
  %1438 = getelementptr inbounds [3 x i32], [3 x i32]* %60, i64 0, i64 0
  %1439 = getelementptr inbounds [3 x i32], [3 x i32]* %61, i64 0, i64 0
  %1440 = call i32 @MPI_Type_indexed(i32 noundef 3, i32* noundef nonnull %1438, i32* noundef nonnull %1439, i32 noundef 1275069445, i32* noundef nonnull %53) #10
  %1441 = call i32 @MPI_Type_commit(i32* noundef nonnull %53) #10
  %1442 = bitcast [10 x i32]* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1442) #10
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1309) #10
  %1443 = load i32, i32* @rank, align 4, !tbaa !5
  %1444 = mul nsw i32 %1443, 10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %1309, i8 -1, i64 40, i1 false) #10, !tbaa !5
  br label %1474

1445:                                             ; preds = %1461, %1326
  %1446 = phi i64 [ 0, %1326 ], [ %1465, %1461 ]
  %1447 = phi i32 [ 1, %1326 ], [ %1464, %1461 ]
  %1448 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1446, i64 4
  %1449 = load double, double* %1448, align 8, !tbaa !36
  %1450 = trunc i64 %1446 to i32
  %1451 = mul i32 %1450, 10
  %1452 = add i32 %1336, %1451
  %1453 = sitofp i32 %1452 to double
  %1454 = fcmp oeq double %1449, %1453
  br i1 %1454, label %1455, label %1461

1455:                                             ; preds = %1445
  %1456 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1446, i64 3
  %1457 = load double, double* %1456, align 8, !tbaa !36
  %1458 = add i32 %1339, %1451
  %1459 = sitofp i32 %1458 to double
  %1460 = fcmp oeq double %1457, %1459
  br label %1461

1461:                                             ; preds = %1455, %1445
  %1462 = phi i1 [ false, %1445 ], [ %1460, %1455 ]
  %1463 = zext i1 %1462 to i32
  %1464 = and i32 %1447, %1463
  %1465 = add nuw nsw i64 %1446, 1
  %1466 = icmp eq i64 %1465, 4
  br i1 %1466, label %1354, label %1445, !llvm.loop !40

1467:                                             ; preds = %1474
  %1468 = load i32, i32* %53, align 4, !tbaa !5
  %1469 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 0
  %1470 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1442, i32 noundef 1, i32 noundef %1468, i32 noundef %1288, i32 noundef 73, i8* noundef nonnull %1309, i32 noundef 1, i32 noundef %1468, i32 noundef %1289, i32 noundef 73, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1471 = load i32, i32* %1469, align 16, !tbaa !5
  %1472 = mul nsw i32 %1289, 10
  %1473 = icmp eq i32 %1471, %1472
  br i1 %1473, label %1481, label %1515

1474:                                             ; preds = %1474, %1435
  %1475 = phi i64 [ 0, %1435 ], [ %1479, %1474 ]
  %1476 = trunc i64 %1475 to i32
  %1477 = add nsw i32 %1444, %1476
  %1478 = getelementptr inbounds [10 x i32], [10 x i32]* %62, i64 0, i64 %1475
  store i32 %1477, i32* %1478, align 4, !tbaa !5
  %1479 = add nuw nsw i64 %1475, 1
  %1480 = icmp eq i64 %1479, 10
  br i1 %1480, label %1467, label %1474, !llvm.loop !41

1481:                                             ; preds = %1467
  %1482 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 1
  %1483 = load i32, i32* %1482, align 4, !tbaa !5
  %1484 = or i32 %1472, 1
  %1485 = icmp eq i32 %1483, %1484
  %1486 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 2
  %1487 = load i32, i32* %1486, align 8
  %1488 = icmp eq i32 %1487, -1
  %1489 = select i1 %1485, i1 %1488, i1 false
  br i1 %1489, label %1490, label %1515

1490:                                             ; preds = %1481
  %1491 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 4
  %1492 = load i32, i32* %1491, align 16, !tbaa !5
  %1493 = add nsw i32 %1472, 4
  %1494 = icmp eq i32 %1492, %1493
  br i1 %1494, label %1495, label %1515

1495:                                             ; preds = %1490
  %1496 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 7
  %1497 = load i32, i32* %1496, align 4, !tbaa !5
  %1498 = add nsw i32 %1472, 7
  %1499 = icmp eq i32 %1497, %1498
  br i1 %1499, label %1500, label %1515

1500:                                             ; preds = %1495
  %1501 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 9
  %1502 = load i32, i32* %1501, align 4, !tbaa !5
  %1503 = add nsw i32 %1472, 9
  %1504 = icmp eq i32 %1502, %1503
  br i1 %1504, label %1505, label %1515

1505:                                             ; preds = %1500
  %1506 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 8
  %1507 = load i32, i32* %1506, align 16, !tbaa !5
  %1508 = add nsw i32 %1472, 8
  %1509 = icmp eq i32 %1507, %1508
  br i1 %1509, label %1510, label %1515

1510:                                             ; preds = %1505
  %1511 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 5
  %1512 = load i32, i32* %1511, align 4, !tbaa !5
  %1513 = icmp eq i32 %1512, -1
  %1514 = zext i1 %1513 to i32
  br label %1515

1515:                                             ; preds = %1510, %1505, %1500, %1495, %1490, %1481, %1467
  %1516 = phi i32 [ 0, %1505 ], [ 0, %1500 ], [ 0, %1495 ], [ 0, %1490 ], [ 0, %1481 ], [ 0, %1467 ], [ %1514, %1510 ]
  %1517 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1517) #10
  store i32 %1516, i32* %39, align 4, !tbaa !5
  %1518 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1518) #10
  %1519 = call i32 @MPI_Allreduce(i8* noundef nonnull %1517, i8* noundef nonnull %1518, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1520 = load i32, i32* %39, align 4, !tbaa !5
  %1521 = icmp eq i32 %1520, 0
  br i1 %1521, label %1522, label %1525

1522:                                             ; preds = %1515
  %1523 = load i32, i32* @rank, align 4, !tbaa !5
  %1524 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1523, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.30, i64 0, i64 0)) #10
  br label %1525

1525:                                             ; preds = %1522, %1515
  %1526 = load i32, i32* @rank, align 4, !tbaa !5
  %1527 = icmp eq i32 %1526, 0
  br i1 %1527, label %1528, label %1533

1528:                                             ; preds = %1525
  %1529 = load i32, i32* %40, align 4, !tbaa !5
  %1530 = icmp eq i32 %1529, 0
  %1531 = select i1 %1530, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1532 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.30, i64 0, i64 0), i8* noundef %1531) #10
  br label %1533

1533:                                             ; preds = %1528, %1525
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1518) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1517) #10
  %1534 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1534) #10
  %1535 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1535) #10
  %1536 = bitcast [3 x i32]* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1536) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1536, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.blens to i8*), i64 12, i1 false) #10
  %1537 = bitcast [3 x i64]* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1537) #10
  %1538 = bitcast i64* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1538) #10
  %1539 = bitcast [3 x i32]* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1539) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1539, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.types to i8*), i64 12, i1 false) #10
  %1540 = call i32 @MPI_Get_address(i8* noundef nonnull %1534, i64* noundef nonnull %68) #10
  %1541 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 0
  %1542 = call i32 @MPI_Get_address(i8* noundef nonnull %1534, i64* noundef nonnull %1541) #10
  %1543 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 1
  %1544 = bitcast double* %1543 to i8*
  %1545 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 1
  %1546 = call i32 @MPI_Get_address(i8* noundef nonnull %1544, i64* noundef nonnull %1545) #10
  %1547 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 2
  %1548 = bitcast i32* %1547 to i8*
  %1549 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 2
  %1550 = call i32 @MPI_Get_address(i8* noundef nonnull %1548, i64* noundef nonnull %1549) #10
  %1551 = load i64, i64* %68, align 8, !tbaa !42
  br label %1562

1552:                                             ; preds = %1562
  %1553 = getelementptr inbounds [3 x i32], [3 x i32]* %66, i64 0, i64 0
  %1554 = getelementptr inbounds [3 x i32], [3 x i32]* %69, i64 0, i64 0
  %1555 = call i32 @MPI_Type_create_struct(i32 noundef 3, i32* noundef nonnull %1553, i64* noundef nonnull %1541, i32* noundef nonnull %1554, i32* noundef nonnull %54) #10
  %1556 = bitcast i32* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1556) #10
  %1557 = load i32, i32* %54, align 4, !tbaa !5
  %1558 = call i32 @MPI_Type_create_resized(i32 noundef %1557, i64 noundef 0, i64 noundef 24, i32* noundef nonnull %70) #10
  %1559 = call i32 @MPI_Type_commit(i32* noundef nonnull %70) #10
  %1560 = load i32, i32* @rank, align 4, !tbaa !5
  %1561 = sitofp i32 %1560 to double
  br label %1577

1562:                                             ; preds = %1562, %1533
  %1563 = phi i64 [ 0, %1533 ], [ %1567, %1562 ]
  %1564 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 %1563
  %1565 = load i64, i64* %1564, align 8, !tbaa !42
  %1566 = sub nsw i64 %1565, %1551
  store i64 %1566, i64* %1564, align 8, !tbaa !42
  %1567 = add nuw nsw i64 %1563, 1
  %1568 = icmp eq i64 %1567, 3
  br i1 %1568, label %1552, label %1562, !llvm.loop !44

1569:                                             ; preds = %1577
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %1535, i8 0, i64 48, i1 false) #10
  %1570 = load i32, i32* %70, align 4, !tbaa !5
  %1571 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1534, i32 noundef 2, i32 noundef %1570, i32 noundef %1288, i32 noundef 74, i8* noundef nonnull %1535, i32 noundef 2, i32 noundef %1570, i32 noundef %1289, i32 noundef 74, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1572 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 0
  %1573 = load i8, i8* %1572, align 8, !tbaa !45
  %1574 = sext i8 %1573 to i32
  %1575 = add nsw i32 %1289, 98
  %1576 = icmp eq i32 %1575, %1574
  br i1 %1576, label %1591, label %1603

1577:                                             ; preds = %1577, %1552
  %1578 = phi i64 [ 0, %1552 ], [ %1589, %1577 ]
  %1579 = trunc i64 %1578 to i32
  %1580 = add i32 %1560, %1579
  %1581 = trunc i32 %1580 to i8
  %1582 = add i8 %1581, 97
  %1583 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1578, i32 0
  store i8 %1582, i8* %1583, align 8, !tbaa !45
  %1584 = sitofp i32 %1579 to double
  %1585 = call double @llvm.fmuladd.f64(double %1584, double 5.000000e-01, double %1561) #10
  %1586 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1578, i32 1
  store double %1585, double* %1586, align 8, !tbaa !47
  %1587 = sub i32 0, %1580
  %1588 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1578, i32 2
  store i32 %1587, i32* %1588, align 8, !tbaa !48
  %1589 = add nuw nsw i64 %1578, 1
  %1590 = icmp eq i64 %1578, 0
  br i1 %1590, label %1577, label %1569, !llvm.loop !49

1591:                                             ; preds = %1569
  %1592 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 1
  %1593 = load double, double* %1592, align 16, !tbaa !47
  %1594 = sitofp i32 %1289 to double
  %1595 = fadd double %1594, 5.000000e-01
  %1596 = fcmp oeq double %1593, %1595
  br i1 %1596, label %1597, label %1603

1597:                                             ; preds = %1591
  %1598 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 2
  %1599 = load i32, i32* %1598, align 8, !tbaa !48
  %1600 = xor i32 %1289, -1
  %1601 = icmp eq i32 %1599, %1600
  %1602 = zext i1 %1601 to i32
  br label %1603

1603:                                             ; preds = %1597, %1591, %1569
  %1604 = phi i32 [ 0, %1591 ], [ 0, %1569 ], [ %1602, %1597 ]
  %1605 = bitcast i32* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1605) #10
  store i32 %1604, i32* %37, align 4, !tbaa !5
  %1606 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1606) #10
  %1607 = call i32 @MPI_Allreduce(i8* noundef nonnull %1605, i8* noundef nonnull %1606, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1608 = load i32, i32* %37, align 4, !tbaa !5
  %1609 = icmp eq i32 %1608, 0
  br i1 %1609, label %1610, label %1613

1610:                                             ; preds = %1603
  %1611 = load i32, i32* @rank, align 4, !tbaa !5
  %1612 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1611, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.31, i64 0, i64 0)) #10
  br label %1613

1613:                                             ; preds = %1610, %1603
  %1614 = load i32, i32* @rank, align 4, !tbaa !5
  %1615 = icmp eq i32 %1614, 0
  br i1 %1615, label %1616, label %1621

1616:                                             ; preds = %1613
  %1617 = load i32, i32* %38, align 4, !tbaa !5
  %1618 = icmp eq i32 %1617, 0
  %1619 = select i1 %1618, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1620 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.31, i64 0, i64 0), i8* noundef %1619) #10
  br label %1621

1621:                                             ; preds = %1616, %1613
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1606) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1605) #10
  %1622 = getelementptr inbounds [64 x i8], [64 x i8]* %71, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1622) #10
  %1623 = bitcast i32* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1623) #10
  store i32 0, i32* %72, align 4, !tbaa !5
  %1624 = bitcast [3 x i32]* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1624) #10
  %1625 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 0
  %1626 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %1626, i32* %1625, align 4, !tbaa !5
  %1627 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 1
  %1628 = shl nsw i32 %1626, 1
  store i32 %1628, i32* %1627, align 4, !tbaa !5
  %1629 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 2
  %1630 = mul nsw i32 %1626, 3
  store i32 %1630, i32* %1629, align 4, !tbaa !5
  %1631 = bitcast [3 x i32]* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1631) #10
  %1632 = bitcast double* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1632) #10
  %1633 = sitofp i32 %1626 to double
  %1634 = fmul double %1633, 1.500000e+00
  store double %1634, double* %75, align 8, !tbaa !36
  %1635 = bitcast double* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1635) #10
  %1636 = call i32 @MPI_Pack(i8* noundef nonnull %1624, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1622, i32 noundef 64, i32* noundef nonnull %72, i32 noundef 1140850688) #10
  %1637 = call i32 @MPI_Pack(i8* noundef nonnull %1632, i32 noundef 1, i32 noundef 1275070475, i8* noundef nonnull %1622, i32 noundef 64, i32* noundef nonnull %72, i32 noundef 1140850688) #10
  %1638 = load i32, i32* %72, align 4, !tbaa !5
  %1639 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %1622, i32 noundef %1638, i32 noundef 1275068687, i32 noundef %1288, i32 noundef 75, i32 noundef %1289, i32 noundef 75, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1640 = bitcast i32* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1640) #10
  store i32 0, i32* %77, align 4, !tbaa !5
  %1641 = call i32 @MPI_Unpack(i8* noundef nonnull %1622, i32 noundef 64, i32* noundef nonnull %77, i8* noundef nonnull %1631, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1642 = call i32 @MPI_Unpack(i8* noundef nonnull %1622, i32 noundef 64, i32* noundef nonnull %77, i8* noundef nonnull %1635, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1140850688) #10
  %1643 = load i32, i32* %72, align 4, !tbaa !5
  %1644 = icmp eq i32 %1643, 20
  br i1 %1644, label %1645, label %1656

1645:                                             ; preds = %1621
  %1646 = getelementptr inbounds [3 x i32], [3 x i32]* %74, i64 0, i64 2
  %1647 = load i32, i32* %1646, align 4, !tbaa !5
  %1648 = mul nsw i32 %1289, 3
  %1649 = icmp eq i32 %1647, %1648
  br i1 %1649, label %1650, label %1656

1650:                                             ; preds = %1645
  %1651 = load double, double* %76, align 8, !tbaa !36
  %1652 = sitofp i32 %1289 to double
  %1653 = fmul double %1652, 1.500000e+00
  %1654 = fcmp oeq double %1651, %1653
  %1655 = zext i1 %1654 to i32
  br label %1656

1656:                                             ; preds = %1650, %1645, %1621
  %1657 = phi i32 [ 0, %1645 ], [ 0, %1621 ], [ %1655, %1650 ]
  %1658 = bitcast i32* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1658) #10
  store i32 %1657, i32* %35, align 4, !tbaa !5
  %1659 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1659) #10
  %1660 = call i32 @MPI_Allreduce(i8* noundef nonnull %1658, i8* noundef nonnull %1659, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1661 = load i32, i32* %35, align 4, !tbaa !5
  %1662 = icmp eq i32 %1661, 0
  br i1 %1662, label %1663, label %1666

1663:                                             ; preds = %1656
  %1664 = load i32, i32* @rank, align 4, !tbaa !5
  %1665 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1664, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0)) #10
  br label %1666

1666:                                             ; preds = %1663, %1656
  %1667 = load i32, i32* @rank, align 4, !tbaa !5
  %1668 = icmp eq i32 %1667, 0
  br i1 %1668, label %1669, label %1674

1669:                                             ; preds = %1666
  %1670 = load i32, i32* %36, align 4, !tbaa !5
  %1671 = icmp eq i32 %1670, 0
  %1672 = select i1 %1671, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1673 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.32, i64 0, i64 0), i8* noundef %1672) #10
  br label %1674

1674:                                             ; preds = %1669, %1666
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1659) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1658) #10
  %1675 = call i32 @MPI_Type_free(i32* noundef nonnull %51) #10
  %1676 = call i32 @MPI_Type_free(i32* noundef nonnull %52) #10
  %1677 = call i32 @MPI_Type_free(i32* noundef nonnull %53) #10
  %1678 = call i32 @MPI_Type_free(i32* noundef nonnull %54) #10
  %1679 = call i32 @MPI_Type_free(i32* noundef nonnull %70) #10
  %1680 = load i32, i32* %51, align 4, !tbaa !5
  %1681 = icmp eq i32 %1680, 201326592
  %1682 = load i32, i32* %70, align 4
  %1683 = icmp eq i32 %1682, 201326592
  %1684 = select i1 %1681, i1 %1683, i1 false
  %1685 = zext i1 %1684 to i32
  %1686 = bitcast i32* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1686) #10
  store i32 %1685, i32* %33, align 4, !tbaa !5
  %1687 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1687) #10
  %1688 = call i32 @MPI_Allreduce(i8* noundef nonnull %1686, i8* noundef nonnull %1687, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1689 = load i32, i32* %33, align 4, !tbaa !5
  %1690 = icmp eq i32 %1689, 0
  br i1 %1690, label %1691, label %1694

1691:                                             ; preds = %1674
  %1692 = load i32, i32* @rank, align 4, !tbaa !5
  %1693 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1692, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.33, i64 0, i64 0)) #10
  br label %1694

1694:                                             ; preds = %1691, %1674
  %1695 = load i32, i32* @rank, align 4, !tbaa !5
  %1696 = icmp eq i32 %1695, 0
  br i1 %1696, label %1697, label %1702

1697:                                             ; preds = %1694
  %1698 = load i32, i32* %34, align 4, !tbaa !5
  %1699 = icmp eq i32 %1698, 0
  %1700 = select i1 %1699, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1701 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.33, i64 0, i64 0), i8* noundef %1700) #10
  br label %1702

1702:                                             ; preds = %1694, %1697
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1687) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1686) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1640) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1635) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1632) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1631) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1624) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1623) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1622) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1556) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1539) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1538) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1537) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1536) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1535) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1534) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1309) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1442) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1437) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1436) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1408) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1407) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1374) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1373) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1372) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1277) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1276) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1275) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1274) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1273) #10
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %1272) #10
  %1703 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1703)
  %1704 = bitcast i64* %11 to [2 x i32]*
  %1705 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1705) #10
  store i64 0, i64* %11, align 8
  %1706 = bitcast i64* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1706) #10
  store i64 1, i64* %12, align 8
  %1707 = load i32, i32* @size, align 4, !tbaa !5
  %1708 = bitcast i64* %11 to i32*
  %1709 = call i32 @MPI_Dims_create(i32 noundef %1707, i32 noundef 2, i32* noundef nonnull %1708) #10
  %1710 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1710) #10
  %1711 = bitcast i64* %12 to i32*
  %1712 = call i32 @MPI_Cart_create(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1708, i32* noundef nonnull %1711, i32 noundef 0, i32* noundef nonnull %13) #10
  %1713 = bitcast [2 x i32]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1713) #10
  %1714 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1714) #10
  %1715 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1715) #10
  %1716 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1716) #10
  %1717 = load i32, i32* %13, align 4, !tbaa !5
  %1718 = call i32 @MPI_Comm_rank(i32 noundef %1717, i32* noundef nonnull %15) #10
  %1719 = load i32, i32* %13, align 4, !tbaa !5
  %1720 = load i32, i32* %15, align 4, !tbaa !5
  %1721 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 0
  %1722 = call i32 @MPI_Cart_coords(i32 noundef %1719, i32 noundef %1720, i32 noundef 2, i32* noundef nonnull %1721) #10
  %1723 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1723) #10
  %1724 = load i32, i32* %13, align 4, !tbaa !5
  %1725 = call i32 @MPI_Cart_rank(i32 noundef %1724, i32* noundef nonnull %1721, i32* noundef nonnull %18) #10
  %1726 = load i32, i32* %13, align 4, !tbaa !5
  %1727 = call i32 @MPI_Cart_shift(i32 noundef %1726, i32 noundef 0, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1728 = load i32, i32* %1721, align 4, !tbaa !5
  %1729 = load i32, i32* %1708, align 8, !tbaa !5
  %1730 = add i32 %1728, -1
  %1731 = add i32 %1730, %1729
  %1732 = srem i32 %1731, %1729
  %1733 = getelementptr inbounds [2 x i32], [2 x i32]* %1704, i64 0, i64 1
  %1734 = load i32, i32* %1733, align 4, !tbaa !5
  %1735 = mul nsw i32 %1734, %1732
  %1736 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 1
  %1737 = load i32, i32* %1736, align 4, !tbaa !5
  %1738 = add nsw i32 %1735, %1737
  %1739 = mul nsw i32 %1734, %1729
  %1740 = load i32, i32* @size, align 4, !tbaa !5
  %1741 = icmp ne i32 %1739, %1740
  %1742 = icmp slt i32 %1729, %1734
  %1743 = or i1 %1742, %1741
  br i1 %1743, label %1752, label %1744

1744:                                             ; preds = %1702
  %1745 = load i32, i32* %18, align 4, !tbaa !5
  %1746 = load i32, i32* %15, align 4, !tbaa !5
  %1747 = icmp eq i32 %1745, %1746
  br i1 %1747, label %1748, label %1752

1748:                                             ; preds = %1744
  %1749 = load i32, i32* %16, align 4, !tbaa !5
  %1750 = icmp eq i32 %1749, %1738
  %1751 = zext i1 %1750 to i32
  br label %1752

1752:                                             ; preds = %1748, %1744, %1702
  %1753 = phi i32 [ 0, %1744 ], [ 0, %1702 ], [ %1751, %1748 ]
  %1754 = load i32, i32* %13, align 4, !tbaa !5
  %1755 = call i32 @MPI_Cart_shift(i32 noundef %1754, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1756 = load i32, i32* %1736, align 4, !tbaa !5
  %1757 = icmp eq i32 %1756, 0
  %1758 = load i32, i32* %16, align 4, !tbaa !5
  %1759 = load i32, i32* %15, align 4
  %1760 = add nsw i32 %1759, -1
  %1761 = select i1 %1757, i32 -1, i32 %1760
  %1762 = icmp eq i32 %1758, %1761
  %1763 = zext i1 %1762 to i32
  %1764 = and i32 %1753, %1763
  %1765 = load i32, i32* %1733, align 4, !tbaa !5
  %1766 = add nsw i32 %1765, -1
  %1767 = icmp eq i32 %1756, %1766
  %1768 = load i32, i32* %17, align 4, !tbaa !5
  %1769 = load i32, i32* %15, align 4
  %1770 = add nsw i32 %1769, 1
  %1771 = select i1 %1767, i32 -1, i32 %1770
  %1772 = icmp eq i32 %1768, %1771
  %1773 = zext i1 %1772 to i32
  %1774 = and i32 %1764, %1773
  %1775 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1775) #10
  %1776 = load i32, i32* %15, align 4, !tbaa !5
  store i32 %1776, i32* %19, align 4, !tbaa !5
  %1777 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1777) #10
  store i32 -1, i32* %20, align 4, !tbaa !5
  %1778 = load i32, i32* %17, align 4, !tbaa !5
  %1779 = load i32, i32* %16, align 4, !tbaa !5
  %1780 = load i32, i32* %13, align 4, !tbaa !5
  %1781 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1775, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1778, i32 noundef 80, i8* noundef nonnull %1777, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1779, i32 noundef 80, i32 noundef %1780, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1782 = load i32, i32* %1736, align 4, !tbaa !5
  %1783 = icmp eq i32 %1782, 0
  %1784 = load i32, i32* %20, align 4, !tbaa !5
  %1785 = load i32, i32* %15, align 4
  %1786 = add nsw i32 %1785, -1
  %1787 = select i1 %1783, i32 -1, i32 %1786
  %1788 = icmp eq i32 %1784, %1787
  %1789 = zext i1 %1788 to i32
  %1790 = and i32 %1774, %1789
  %1791 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1791) #10
  store i32 %1790, i32* %9, align 4, !tbaa !5
  %1792 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1792) #10
  %1793 = call i32 @MPI_Allreduce(i8* noundef nonnull %1791, i8* noundef nonnull %1792, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1794 = load i32, i32* %9, align 4, !tbaa !5
  %1795 = icmp eq i32 %1794, 0
  br i1 %1795, label %1796, label %1799

1796:                                             ; preds = %1752
  %1797 = load i32, i32* @rank, align 4, !tbaa !5
  %1798 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1797, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.34, i64 0, i64 0)) #10
  br label %1799

1799:                                             ; preds = %1796, %1752
  %1800 = load i32, i32* @rank, align 4, !tbaa !5
  %1801 = icmp eq i32 %1800, 0
  br i1 %1801, label %1802, label %1807

1802:                                             ; preds = %1799
  %1803 = load i32, i32* %10, align 4, !tbaa !5
  %1804 = icmp eq i32 %1803, 0
  %1805 = select i1 %1804, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1806 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.34, i64 0, i64 0), i8* noundef %1805) #10
  br label %1807

1807:                                             ; preds = %1802, %1799
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1792) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1791) #10
  %1808 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1808) #10
  %1809 = bitcast i64* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1809) #10
  store i64 4294967296, i64* %22, align 8
  %1810 = load i32, i32* %13, align 4, !tbaa !5
  %1811 = bitcast i64* %22 to i32*
  %1812 = call i32 @MPI_Cart_sub(i32 noundef %1810, i32* noundef nonnull %1811, i32* noundef nonnull %21) #10
  %1813 = bitcast i32* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1813) #10
  %1814 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1814) #10
  %1815 = load i32, i32* %21, align 4, !tbaa !5
  %1816 = call i32 @MPI_Comm_size(i32 noundef %1815, i32* noundef nonnull %23) #10
  %1817 = load i32, i32* %21, align 4, !tbaa !5
  %1818 = call i32 @MPI_Comm_rank(i32 noundef %1817, i32* noundef nonnull %24) #10
  %1819 = load i32, i32* %23, align 4, !tbaa !5
  %1820 = load i32, i32* %1733, align 4, !tbaa !5
  %1821 = icmp eq i32 %1819, %1820
  %1822 = load i32, i32* %24, align 4
  %1823 = load i32, i32* %1736, align 4
  %1824 = icmp eq i32 %1822, %1823
  %1825 = select i1 %1821, i1 %1824, i1 false
  %1826 = zext i1 %1825 to i32
  %1827 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1827) #10
  store i32 %1826, i32* %7, align 4, !tbaa !5
  %1828 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1828) #10
  %1829 = call i32 @MPI_Allreduce(i8* noundef nonnull %1827, i8* noundef nonnull %1828, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1830 = load i32, i32* %7, align 4, !tbaa !5
  %1831 = icmp eq i32 %1830, 0
  br i1 %1831, label %1832, label %1835

1832:                                             ; preds = %1807
  %1833 = load i32, i32* @rank, align 4, !tbaa !5
  %1834 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1833, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.35, i64 0, i64 0)) #10
  br label %1835

1835:                                             ; preds = %1832, %1807
  %1836 = load i32, i32* @rank, align 4, !tbaa !5
  %1837 = icmp eq i32 %1836, 0
  br i1 %1837, label %1838, label %1843

1838:                                             ; preds = %1835
  %1839 = load i32, i32* %8, align 4, !tbaa !5
  %1840 = icmp eq i32 %1839, 0
  %1841 = select i1 %1840, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1842 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.35, i64 0, i64 0), i8* noundef %1841) #10
  br label %1843

1843:                                             ; preds = %1838, %1835
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1828) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1827) #10
  %1844 = call i32 @MPI_Comm_free(i32* noundef nonnull %21) #10
  %1845 = call i32 @MPI_Comm_free(i32* noundef nonnull %13) #10
  %1846 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1846) #10
  %1847 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1847) #10
  %1848 = call i32 @MPI_Comm_group(i32 noundef 1140850688, i32* noundef nonnull %25) #10
  %1849 = bitcast [64 x i32]* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %1849) #10
  %1850 = load i32, i32* @size, align 4, !tbaa !5
  %1851 = icmp sgt i32 %1850, 0
  br i1 %1851, label %1852, label %1859

1852:                                             ; preds = %1843
  %1853 = add i32 %1850, -1
  %1854 = lshr i32 %1853, 1
  %1855 = add nuw i32 %1854, 1
  %1856 = zext i32 %1855 to i64
  br label %1884

1857:                                             ; preds = %1884
  %1858 = trunc i64 %1887 to i32
  br label %1859

1859:                                             ; preds = %1857, %1843
  %1860 = phi i32 [ 0, %1843 ], [ %1858, %1857 ]
  %1861 = load i32, i32* %25, align 4, !tbaa !5
  %1862 = getelementptr inbounds [64 x i32], [64 x i32]* %27, i64 0, i64 0
  %1863 = call i32 @MPI_Group_incl(i32 noundef %1861, i32 noundef %1860, i32* noundef nonnull %1862, i32* noundef nonnull %26) #10
  %1864 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1864) #10
  %1865 = load i32, i32* %26, align 4, !tbaa !5
  %1866 = call i32 @MPI_Comm_create(i32 noundef 1140850688, i32 noundef %1865, i32* noundef nonnull %28) #10
  %1867 = bitcast i32* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1867) #10
  %1868 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1868) #10
  %1869 = load i32, i32* %26, align 4, !tbaa !5
  %1870 = call i32 @MPI_Group_rank(i32 noundef %1869, i32* noundef nonnull %29) #10
  %1871 = load i32, i32* %26, align 4, !tbaa !5
  store i32 0, i32* %31, align 4, !tbaa !5
  %1872 = load i32, i32* %25, align 4, !tbaa !5
  %1873 = call i32 @MPI_Group_translate_ranks(i32 noundef %1871, i32 noundef 1, i32* noundef nonnull %31, i32 noundef %1872, i32* noundef nonnull %30) #10
  %1874 = load i32, i32* @rank, align 4, !tbaa !5
  %1875 = srem i32 %1874, 2
  %1876 = sdiv i32 %1874, 2
  %1877 = icmp ne i32 %1875, 0
  %1878 = load i32, i32* %28, align 4, !tbaa !5
  %1879 = icmp ne i32 %1878, 67108864
  %1880 = xor i1 %1877, %1879
  %1881 = load i32, i32* %30, align 4
  %1882 = icmp eq i32 %1881, 0
  %1883 = select i1 %1880, i1 %1882, i1 false
  br i1 %1883, label %1891, label %1897

1884:                                             ; preds = %1884, %1852
  %1885 = phi i64 [ 0, %1852 ], [ %1887, %1884 ]
  %1886 = phi i32 [ 0, %1852 ], [ %1889, %1884 ]
  %1887 = add nuw nsw i64 %1885, 1
  %1888 = getelementptr inbounds [64 x i32], [64 x i32]* %27, i64 0, i64 %1885
  store i32 %1886, i32* %1888, align 4, !tbaa !5
  %1889 = add nuw nsw i32 %1886, 2
  %1890 = icmp eq i64 %1887, %1856
  br i1 %1890, label %1857, label %1884, !llvm.loop !50

1891:                                             ; preds = %1859
  %1892 = icmp eq i32 %1875, 0
  %1893 = load i32, i32* %29, align 4, !tbaa !5
  %1894 = select i1 %1892, i32 %1876, i32 -32766
  %1895 = icmp eq i32 %1893, %1894
  %1896 = zext i1 %1895 to i32
  br label %1897

1897:                                             ; preds = %1891, %1859
  %1898 = phi i32 [ 0, %1859 ], [ %1896, %1891 ]
  %1899 = icmp eq i32 %1878, 67108864
  br i1 %1899, label %1908, label %1900

1900:                                             ; preds = %1897
  %1901 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1901) #10
  %1902 = call i32 @MPI_Comm_size(i32 noundef %1878, i32* noundef nonnull %32) #10
  %1903 = load i32, i32* %32, align 4, !tbaa !5
  %1904 = icmp eq i32 %1903, %1860
  %1905 = zext i1 %1904 to i32
  %1906 = and i32 %1898, %1905
  %1907 = call i32 @MPI_Comm_free(i32* noundef nonnull %28) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1901) #10
  br label %1908

1908:                                             ; preds = %1900, %1897
  %1909 = phi i32 [ %1906, %1900 ], [ %1898, %1897 ]
  %1910 = call i32 @MPI_Group_free(i32* noundef nonnull %26) #10
  %1911 = call i32 @MPI_Group_free(i32* noundef nonnull %25) #10
  %1912 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1912) #10
  store i32 %1909, i32* %5, align 4, !tbaa !5
  %1913 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1913) #10
  %1914 = call i32 @MPI_Allreduce(i8* noundef nonnull %1912, i8* noundef nonnull %1913, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1915 = load i32, i32* %5, align 4, !tbaa !5
  %1916 = icmp eq i32 %1915, 0
  br i1 %1916, label %1917, label %1920

1917:                                             ; preds = %1908
  %1918 = load i32, i32* @rank, align 4, !tbaa !5
  %1919 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1918, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.36, i64 0, i64 0)) #10
  br label %1920

1920:                                             ; preds = %1917, %1908
  %1921 = load i32, i32* @rank, align 4, !tbaa !5
  %1922 = icmp eq i32 %1921, 0
  br i1 %1922, label %1923, label %1928

1923:                                             ; preds = %1920
  %1924 = load i32, i32* %6, align 4, !tbaa !5
  %1925 = icmp eq i32 %1924, 0
  %1926 = select i1 %1925, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1927 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1926) #10
  br label %1928

1928:                                             ; preds = %1920, %1923
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1913) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1912) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1868) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1867) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1864) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %1849) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1847) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1846) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1814) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1813) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1809) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1808) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1777) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1775) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1723) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1716) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1715) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1714) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1713) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1710) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1706) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1705) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1703)
  %1929 = bitcast i32* %185 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1929) #10
  %1930 = bitcast i32** %186 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1930) #10
  %1931 = call i32 @MPI_Comm_get_attr(i32 noundef 1140850688, i32 noundef 1681915905, i8* noundef nonnull %1930, i32* noundef nonnull %185) #10
  %1932 = load i32, i32* %185, align 4, !tbaa !5
  %1933 = icmp eq i32 %1932, 0
  br i1 %1933, label %1938, label %1934

1934:                                             ; preds = %1928
  %1935 = load i32*, i32** %186, align 8, !tbaa !9
  %1936 = load i32, i32* %1935, align 4, !tbaa !5
  %1937 = icmp sgt i32 %1936, 32766
  br label %1938

1938:                                             ; preds = %1928, %1934
  %1939 = phi i1 [ %1937, %1934 ], [ false, %1928 ]
  %1940 = icmp ne i32 %1932, 0
  %1941 = select i1 %1940, i1 %1939, i1 false
  %1942 = zext i1 %1941 to i32
  %1943 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1943)
  store i32 %1942, i32* %3, align 4, !tbaa !5
  %1944 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1944) #10
  %1945 = call i32 @MPI_Allreduce(i8* noundef nonnull %1943, i8* noundef nonnull %1944, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1946 = load i32, i32* %3, align 4, !tbaa !5
  %1947 = icmp eq i32 %1946, 0
  br i1 %1947, label %1948, label %1951

1948:                                             ; preds = %1938
  %1949 = load i32, i32* @rank, align 4, !tbaa !5
  %1950 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.37, i64 0, i64 0), i32 noundef %1949, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0)) #10
  br label %1951

1951:                                             ; preds = %1948, %1938
  %1952 = load i32, i32* @rank, align 4, !tbaa !5
  %1953 = icmp eq i32 %1952, 0
  br i1 %1953, label %1954, label %1959

1954:                                             ; preds = %1951
  %1955 = load i32, i32* %4, align 4, !tbaa !5
  %1956 = icmp eq i32 %1955, 0
  %1957 = select i1 %1956, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.40, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.39, i64 0, i64 0)
  %1958 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.38, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i8* noundef %1957) #10
  br label %1959

1959:                                             ; preds = %1951, %1954
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1944) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1943)
  %1960 = call i32 @MPI_Finalize() #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1930) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1929) #10
  ret i32 0
}

declare i32 @MPI_Init(i32* noundef, i8*** noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_rank(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_size(i32 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #3

declare i32 @MPI_Comm_get_attr(i32 noundef, i32 noundef, i8* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Finalize() local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

declare i32 @MPI_Irecv(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Send(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Wait(i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Get_count(%struct.MPI_Status* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @MPI_Barrier(i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Rsend(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Ssend(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Recv(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Buffer_attach(i8* noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Bsend(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Buffer_detach(i8* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Issend(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Waitall(i32 noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

declare i32 @MPI_Sendrecv(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Sendrecv_replace(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Isend(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Probe(i32 noundef, i32 noundef, i32 noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Iprobe(i32 noundef, i32 noundef, i32 noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

declare i32 @MPI_Get_elements(%struct.MPI_Status* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Waitany(i32 noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Waitsome(i32 noundef, i32* noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Testall(i32 noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Test(i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Testany(i32 noundef, i32* noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Testsome(i32 noundef, i32* noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Cancel(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Test_cancelled(%struct.MPI_Status* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Request_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Send_init(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Recv_init(i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Startall(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_vector(i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_commit(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_size(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_get_extent(i32 noundef, i64* noundef, i64* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_contiguous(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_indexed(i32 noundef, i32* noundef, i32* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Get_address(i8* noundef, i64* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_create_struct(i32 noundef, i32* noundef, i64* noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Type_create_resized(i32 noundef, i64 noundef, i64 noundef, i32* noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #8

declare i32 @MPI_Pack(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32* noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Unpack(i8* noundef, i32 noundef, i32* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Type_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Dims_create(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Cart_create(i32 noundef, i32 noundef, i32* noundef, i32* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Cart_coords(i32 noundef, i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Cart_rank(i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Cart_shift(i32 noundef, i32 noundef, i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Cart_sub(i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_group(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Group_incl(i32 noundef, i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Comm_create(i32 noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Group_rank(i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Group_translate_ranks(i32 noundef, i32 noundef, i32* noundef, i32 noundef, i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Group_free(i32* noundef) local_unnamed_addr #1

declare i32 @MPI_Allreduce(i8* noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #7 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #8 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!14 = !{!15, !6, i64 12}
!15 = !{!"MPI_Status", !6, i64 0, !6, i64 4, !6, i64 8, !6, i64 12, !6, i64 16}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = !{!15, !6, i64 8}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = distinct !{!32, !12, !13}
!33 = distinct !{!33, !12, !13}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !7, i64 0}
!38 = distinct !{!38, !12, !13}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = !{!43, !43, i64 0}
!43 = !{!"long", !7, i64 0}
!44 = distinct !{!44, !12, !13}
!45 = !{!46, !7, i64 0}
!46 = !{!"rec", !7, i64 0, !37, i64 8, !6, i64 16}
!47 = !{!46, !37, i64 8}
!48 = !{!46, !6, i64 16}
!49 = distinct !{!49, !12, !13}
!50 = distinct !{!50, !12, !13}
