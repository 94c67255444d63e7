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
@.str.17 = private unnamed_addr constant [13 x i8] c"mprobe/mrecv\00", align 1
@.str.18 = private unnamed_addr constant [15 x i8] c"improbe/imrecv\00", align 1
@.str.19 = private unnamed_addr constant [24 x i8] c"mprobe of MPI_PROC_NULL\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"waitany\00", align 1
@.str.21 = private unnamed_addr constant [9 x i8] c"waitsome\00", align 1
@.str.22 = private unnamed_addr constant [8 x i8] c"testall\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"test\00", align 1
@.str.24 = private unnamed_addr constant [8 x i8] c"testany\00", align 1
@.str.25 = private unnamed_addr constant [26 x i8] c"testsome on null requests\00", align 1
@.str.26 = private unnamed_addr constant [7 x i8] c"cancel\00", align 1
@.str.27 = private unnamed_addr constant [13 x i8] c"request_free\00", align 1
@.str.28 = private unnamed_addr constant [21 x i8] c"persistent send/recv\00", align 1
@.str.29 = private unnamed_addr constant [17 x i8] c"type_vector send\00", align 1
@.str.30 = private unnamed_addr constant [20 x i8] c"type_vector receive\00", align 1
@.str.31 = private unnamed_addr constant [28 x i8] c"type_vector size and extent\00", align 1
@__const.datatypes.pin = private unnamed_addr constant [6 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6], align 16
@.str.32 = private unnamed_addr constant [16 x i8] c"type_contiguous\00", align 1
@__const.datatypes.bl = private unnamed_addr constant [3 x i32] [i32 2, i32 1, i32 3], align 4
@__const.datatypes.dp = private unnamed_addr constant [3 x i32] [i32 0, i32 4, i32 7], align 4
@.str.33 = private unnamed_addr constant [13 x i8] c"type_indexed\00", align 1
@__const.datatypes.blens = private unnamed_addr constant [3 x i32] [i32 1, i32 1, i32 1], align 4
@__const.datatypes.types = private unnamed_addr constant [3 x i32] [i32 1275068673, i32 1275070475, i32 1275069445], align 4
@.str.34 = private unnamed_addr constant [29 x i8] c"type_create_struct + resized\00", align 1
@.str.35 = private unnamed_addr constant [12 x i8] c"pack/unpack\00", align 1
@.str.36 = private unnamed_addr constant [33 x i8] c"type_free sets MPI_DATATYPE_NULL\00", align 1
@.str.37 = private unnamed_addr constant [19 x i8] c"cartesian topology\00", align 1
@.str.38 = private unnamed_addr constant [9 x i8] c"cart_sub\00", align 1
@.str.39 = private unnamed_addr constant [23 x i8] c"groups and comm_create\00", align 1
@.str.40 = private unnamed_addr constant [22 x i8] c"MISMATCH rank %d: %s\0A\00", align 1
@.str.41 = private unnamed_addr constant [10 x i8] c"%-44s %s\0A\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.43 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1

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
  %120 = alloca [3 x i32], align 4
  %121 = alloca [3 x i32], align 4
  %122 = alloca i32, align 4
  %123 = alloca i32, align 4
  %124 = alloca %struct.MPI_Status, align 4
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
  %136 = alloca [17 x i32], align 16
  %137 = alloca i32, align 4
  %138 = alloca %struct.MPI_Status, align 4
  %139 = alloca i32, align 4
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca [6 x i8], align 1
  %143 = alloca i32, align 4
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca [4 x i32], align 16
  %151 = alloca i32, align 4
  %152 = alloca i32, align 4
  %153 = alloca i32, align 4
  %154 = alloca i32, align 4
  %155 = alloca i32, align 4
  %156 = alloca i32, align 4
  %157 = alloca i32, align 4
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i32, align 4
  %164 = alloca %struct.MPI_Status, align 4
  %165 = alloca i32, align 4
  %166 = alloca %struct.MPI_Status, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca [3 x i32], align 4
  %175 = alloca [3 x i32], align 4
  %176 = alloca %struct.MPI_Status, align 4
  %177 = alloca [5000 x i32], align 16
  %178 = alloca i32, align 4
  %179 = alloca i32, align 4
  %180 = alloca i32, align 4
  %181 = alloca i32, align 4
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca i32, align 4
  %186 = alloca i32, align 4
  %187 = alloca i32, align 4
  %188 = alloca i32, align 4
  %189 = alloca %struct.MPI_Status, align 4
  %190 = alloca i32, align 4
  %191 = alloca [64 x i8], align 16
  %192 = alloca i32, align 4
  %193 = alloca i32, align 4
  %194 = alloca [2 x i32], align 4
  %195 = alloca i32, align 4
  %196 = alloca i8*, align 8
  %197 = alloca i32, align 4
  %198 = alloca i8**, align 8
  %199 = alloca i32, align 4
  %200 = alloca i32*, align 8
  store i32 %0, i32* %197, align 4, !tbaa !5
  store i8** %1, i8*** %198, align 8, !tbaa !9
  %201 = call i32 @MPI_Init(i32* noundef nonnull %197, i8*** noundef nonnull %198) #10
  %202 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #10
  %203 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #10
  %204 = load i32, i32* @rank, align 4, !tbaa !5
  %205 = icmp eq i32 %204, 0
  br i1 %205, label %206, label %209

206:                                              ; preds = %2
  %207 = load i32, i32* @size, align 4, !tbaa !5
  %208 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %207)
  br label %209

209:                                              ; preds = %206, %2
  %210 = load i32, i32* @rank, align 4, !tbaa !5
  %211 = add nsw i32 %210, 1
  %212 = load i32, i32* @size, align 4, !tbaa !5
  %213 = srem i32 %211, %212
  %214 = add i32 %210, -1
  %215 = add i32 %214, %212
  %216 = srem i32 %215, %212
  %217 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %218 = bitcast i8* %217 to i32*
  %219 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %220 = bitcast i8* %219 to i32*
  %221 = bitcast i32* %188 to i8*
  %222 = bitcast %struct.MPI_Status* %189 to i8*
  %223 = bitcast i32* %190 to i8*
  %224 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %189, i64 0, i32 2
  %225 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %189, i64 0, i32 3
  %226 = mul nsw i32 %216, 100000
  %227 = getelementptr inbounds [64 x i8], [64 x i8]* %191, i64 0, i64 0
  %228 = bitcast i32* %184 to i8*
  %229 = bitcast i32* %185 to i8*
  br label %230

230:                                              ; preds = %312, %209
  %231 = phi i32 [ 1, %209 ], [ %313, %312 ]
  %232 = load i32, i32* @rank, align 4, !tbaa !5
  %233 = mul nsw i32 %232, 100000
  %234 = call i32 @llvm.umax.i32(i32 %231, i32 1) #10
  %235 = zext i32 %234 to i64
  %236 = shl nuw nsw i64 %235, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %219, i8 -1, i64 %236, i1 false) #10, !tbaa !5
  br label %279

237:                                              ; preds = %312
  %238 = bitcast i32* %192 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %238) #10
  %239 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %239, i32* %192, align 4, !tbaa !5
  %240 = bitcast i32* %193 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %240) #10
  store i32 -1, i32* %193, align 4, !tbaa !5
  %241 = bitcast [2 x i32]* %194 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %241) #10
  %242 = getelementptr inbounds [2 x i32], [2 x i32]* %194, i64 0, i64 0
  %243 = call i32 @MPI_Irecv(i8* noundef nonnull %240, i32 noundef 1, i32 noundef 1275069445, i32 noundef %216, i32 noundef 1, i32 noundef 1140850688, i32* noundef nonnull %242) #10
  %244 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %245 = call i32 @MPI_Rsend(i8* noundef nonnull %238, i32 noundef 1, i32 noundef 1275069445, i32 noundef %213, i32 noundef 1, i32 noundef 1140850688) #10
  %246 = call i32 @MPI_Wait(i32* noundef nonnull %242, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %247 = load i32, i32* %193, align 4, !tbaa !5
  %248 = icmp eq i32 %247, %216
  %249 = zext i1 %248 to i32
  %250 = bitcast i32* %186 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %250) #10
  store i32 %249, i32* %186, align 4, !tbaa !5
  %251 = bitcast i32* %187 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %251) #10
  %252 = call i32 @MPI_Allreduce(i8* noundef nonnull %250, i8* noundef nonnull %251, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %253 = load i32, i32* %186, align 4, !tbaa !5
  %254 = icmp eq i32 %253, 0
  br i1 %254, label %255, label %258

255:                                              ; preds = %237
  %256 = load i32, i32* @rank, align 4, !tbaa !5
  %257 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %256, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #10
  br label %258

258:                                              ; preds = %255, %237
  %259 = load i32, i32* @rank, align 4, !tbaa !5
  %260 = icmp eq i32 %259, 0
  br i1 %260, label %261, label %266

261:                                              ; preds = %258
  %262 = load i32, i32* %187, align 4, !tbaa !5
  %263 = icmp eq i32 %262, 0
  %264 = select i1 %263, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %265 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %264) #10
  br label %266

266:                                              ; preds = %261, %258
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %251) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %250) #10
  store i32 -1, i32* %193, align 4, !tbaa !5
  %267 = load i32, i32* @rank, align 4, !tbaa !5
  %268 = and i32 %267, 1
  %269 = icmp eq i32 %268, 0
  br i1 %269, label %327, label %330

270:                                              ; preds = %279
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %221) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %222) #10
  %271 = call i32 @MPI_Irecv(i8* noundef %219, i32 noundef %231, i32 noundef 1275069445, i32 noundef %216, i32 noundef %231, i32 noundef 1140850688, i32* noundef nonnull %188) #10
  %272 = call i32 @MPI_Send(i8* noundef %217, i32 noundef %231, i32 noundef 1275069445, i32 noundef %213, i32 noundef %231, i32 noundef 1140850688) #10
  %273 = call i32 @MPI_Wait(i32* noundef nonnull %188, %struct.MPI_Status* noundef nonnull %189) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %223) #10
  %274 = load i32, i32* %188, align 4, !tbaa !5
  %275 = icmp eq i32 %274, 738197504
  %276 = load i32, i32* %224, align 4
  %277 = icmp eq i32 %276, %216
  %278 = select i1 %275, i1 %277, i1 false
  br i1 %278, label %286, label %289

279:                                              ; preds = %279, %230
  %280 = phi i64 [ 0, %230 ], [ %284, %279 ]
  %281 = trunc i64 %280 to i32
  %282 = add nsw i32 %233, %281
  %283 = getelementptr inbounds i32, i32* %218, i64 %280
  store i32 %282, i32* %283, align 4, !tbaa !5
  %284 = add nuw nsw i64 %280, 1
  %285 = icmp eq i64 %284, %235
  br i1 %285, label %270, label %279, !llvm.loop !11

286:                                              ; preds = %270
  %287 = load i32, i32* %225, align 4, !tbaa !14
  %288 = icmp eq i32 %287, %231
  br label %289

289:                                              ; preds = %286, %270
  %290 = phi i1 [ false, %270 ], [ %288, %286 ]
  %291 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %189, i32 noundef 1275069445, i32* noundef nonnull %190) #10
  %292 = load i32, i32* %190, align 4, !tbaa !5
  %293 = icmp eq i32 %292, %231
  %294 = and i1 %290, %293
  %295 = zext i1 %294 to i32
  br label %315

296:                                              ; preds = %315
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %227) #10
  %297 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %227, i64 noundef 64, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %231) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %228) #10
  store i32 %324, i32* %184, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %229) #10
  %298 = call i32 @MPI_Allreduce(i8* noundef nonnull %228, i8* noundef nonnull %229, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %299 = load i32, i32* %184, align 4, !tbaa !5
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %301, label %304

301:                                              ; preds = %296
  %302 = load i32, i32* @rank, align 4, !tbaa !5
  %303 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %302, i8* noundef nonnull %227) #10
  br label %304

304:                                              ; preds = %301, %296
  %305 = load i32, i32* @rank, align 4, !tbaa !5
  %306 = icmp eq i32 %305, 0
  br i1 %306, label %307, label %312

307:                                              ; preds = %304
  %308 = load i32, i32* %185, align 4, !tbaa !5
  %309 = icmp eq i32 %308, 0
  %310 = select i1 %309, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %311 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef nonnull %227, i8* noundef %310) #10
  br label %312

312:                                              ; preds = %307, %304
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %229) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %228) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %227) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %223) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %222) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %221) #10
  %313 = mul nsw i32 %231, 70
  %314 = icmp ult i32 %313, 5001
  br i1 %314, label %230, label %237, !llvm.loop !16

315:                                              ; preds = %315, %289
  %316 = phi i64 [ 0, %289 ], [ %325, %315 ]
  %317 = phi i32 [ %295, %289 ], [ %324, %315 ]
  %318 = trunc i64 %316 to i32
  %319 = getelementptr inbounds i32, i32* %220, i64 %316
  %320 = load i32, i32* %319, align 4, !tbaa !5
  %321 = add nsw i32 %226, %318
  %322 = icmp eq i32 %320, %321
  %323 = zext i1 %322 to i32
  %324 = and i32 %317, %323
  %325 = add nuw nsw i64 %316, 1
  %326 = icmp eq i64 %325, %235
  br i1 %326, label %296, label %315, !llvm.loop !17

327:                                              ; preds = %266
  %328 = call i32 @MPI_Ssend(i8* noundef nonnull %238, i32 noundef 1, i32 noundef 1275069445, i32 noundef %213, i32 noundef 2, i32 noundef 1140850688) #10
  %329 = call i32 @MPI_Recv(i8* noundef nonnull %240, i32 noundef 1, i32 noundef 1275069445, i32 noundef %216, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %333

330:                                              ; preds = %266
  %331 = call i32 @MPI_Recv(i8* noundef nonnull %240, i32 noundef 1, i32 noundef 1275069445, i32 noundef %216, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %332 = call i32 @MPI_Ssend(i8* noundef nonnull %238, i32 noundef 1, i32 noundef 1275069445, i32 noundef %213, i32 noundef 2, i32 noundef 1140850688) #10
  br label %333

333:                                              ; preds = %330, %327
  %334 = load i32, i32* %193, align 4, !tbaa !5
  %335 = icmp eq i32 %334, %216
  %336 = zext i1 %335 to i32
  %337 = bitcast i32* %182 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %337) #10
  store i32 %336, i32* %182, align 4, !tbaa !5
  %338 = bitcast i32* %183 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %338) #10
  %339 = call i32 @MPI_Allreduce(i8* noundef nonnull %337, i8* noundef nonnull %338, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %340 = load i32, i32* %182, align 4, !tbaa !5
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %342, label %345

342:                                              ; preds = %333
  %343 = load i32, i32* @rank, align 4, !tbaa !5
  %344 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %343, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)) #10
  br label %345

345:                                              ; preds = %342, %333
  %346 = load i32, i32* @rank, align 4, !tbaa !5
  %347 = icmp eq i32 %346, 0
  br i1 %347, label %348, label %353

348:                                              ; preds = %345
  %349 = load i32, i32* %183, align 4, !tbaa !5
  %350 = icmp eq i32 %349, 0
  %351 = select i1 %350, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %352 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %351) #10
  br label %353

353:                                              ; preds = %348, %345
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %338) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %337) #10
  %354 = bitcast i32* %195 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %354) #10
  store i32 65536, i32* %195, align 4, !tbaa !5
  %355 = bitcast i8** %196 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %355) #10
  %356 = call noalias dereferenceable_or_null(65536) i8* @malloc(i64 noundef 65536) #10
  store i8* %356, i8** %196, align 8, !tbaa !9
  %357 = call i32 @MPI_Buffer_attach(i8* noundef %356, i32 noundef 65536) #10
  store i32 -1, i32* %193, align 4, !tbaa !5
  %358 = call i32 @MPI_Bsend(i8* noundef nonnull %238, i32 noundef 1, i32 noundef 1275069445, i32 noundef %213, i32 noundef 3, i32 noundef 1140850688) #10
  %359 = call i32 @MPI_Recv(i8* noundef nonnull %240, i32 noundef 1, i32 noundef 1275069445, i32 noundef %216, i32 noundef 3, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %360 = load i32, i32* %193, align 4, !tbaa !5
  %361 = icmp eq i32 %360, %216
  %362 = zext i1 %361 to i32
  %363 = bitcast i32* %180 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %363) #10
  store i32 %362, i32* %180, align 4, !tbaa !5
  %364 = bitcast i32* %181 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %364) #10
  %365 = call i32 @MPI_Allreduce(i8* noundef nonnull %363, i8* noundef nonnull %364, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %366 = load i32, i32* %180, align 4, !tbaa !5
  %367 = icmp eq i32 %366, 0
  br i1 %367, label %368, label %371

368:                                              ; preds = %353
  %369 = load i32, i32* @rank, align 4, !tbaa !5
  %370 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %369, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0)) #10
  br label %371

371:                                              ; preds = %368, %353
  %372 = load i32, i32* @rank, align 4, !tbaa !5
  %373 = icmp eq i32 %372, 0
  br i1 %373, label %374, label %379

374:                                              ; preds = %371
  %375 = load i32, i32* %181, align 4, !tbaa !5
  %376 = icmp eq i32 %375, 0
  %377 = select i1 %376, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %378 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef %377) #10
  br label %379

379:                                              ; preds = %374, %371
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %364) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %363) #10
  %380 = call i32 @MPI_Buffer_detach(i8* noundef nonnull %355, i32* noundef nonnull %195) #10
  store i32 -1, i32* %193, align 4, !tbaa !5
  %381 = call i32 @MPI_Issend(i8* noundef nonnull %238, i32 noundef 1, i32 noundef 1275069445, i32 noundef %213, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %242) #10
  %382 = getelementptr inbounds [2 x i32], [2 x i32]* %194, i64 0, i64 1
  %383 = call i32 @MPI_Irecv(i8* noundef nonnull %240, i32 noundef 1, i32 noundef 1275069445, i32 noundef %216, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %382) #10
  %384 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %242, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %385 = load i32, i32* %193, align 4, !tbaa !5
  %386 = icmp eq i32 %385, %216
  %387 = load i32, i32* %242, align 4
  %388 = icmp eq i32 %387, 738197504
  %389 = select i1 %386, i1 %388, i1 false
  %390 = load i32, i32* %382, align 4
  %391 = icmp eq i32 %390, 738197504
  %392 = select i1 %389, i1 %391, i1 false
  %393 = zext i1 %392 to i32
  %394 = bitcast i32* %178 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %394) #10
  store i32 %393, i32* %178, align 4, !tbaa !5
  %395 = bitcast i32* %179 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %395) #10
  %396 = call i32 @MPI_Allreduce(i8* noundef nonnull %394, i8* noundef nonnull %395, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %397 = load i32, i32* %178, align 4, !tbaa !5
  %398 = icmp eq i32 %397, 0
  br i1 %398, label %399, label %402

399:                                              ; preds = %379
  %400 = load i32, i32* @rank, align 4, !tbaa !5
  %401 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %400, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #10
  br label %402

402:                                              ; preds = %399, %379
  %403 = load i32, i32* @rank, align 4, !tbaa !5
  %404 = icmp eq i32 %403, 0
  br i1 %404, label %405, label %410

405:                                              ; preds = %402
  %406 = load i32, i32* %179, align 4, !tbaa !5
  %407 = icmp eq i32 %406, 0
  %408 = select i1 %407, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %409 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i8* noundef %408) #10
  br label %410

410:                                              ; preds = %402, %405
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %395) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %394) #10
  %411 = load i8*, i8** %196, align 8, !tbaa !9
  call void @free(i8* noundef %411) #10
  call void @free(i8* noundef %217) #10
  call void @free(i8* noundef %219) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %355) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %354) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %241) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %240) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %238) #10
  %412 = load i32, i32* @rank, align 4, !tbaa !5
  %413 = add nsw i32 %412, 1
  %414 = load i32, i32* @size, align 4, !tbaa !5
  %415 = srem i32 %413, %414
  %416 = add i32 %412, -1
  %417 = add i32 %416, %414
  %418 = srem i32 %417, %414
  %419 = bitcast [3 x i32]* %174 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %419) #10
  %420 = getelementptr inbounds [3 x i32], [3 x i32]* %174, i64 0, i64 0
  store i32 %412, i32* %420, align 4, !tbaa !5
  %421 = getelementptr inbounds [3 x i32], [3 x i32]* %174, i64 0, i64 1
  %422 = shl nsw i32 %412, 1
  store i32 %422, i32* %421, align 4, !tbaa !5
  %423 = getelementptr inbounds [3 x i32], [3 x i32]* %174, i64 0, i64 2
  %424 = mul nsw i32 %412, 3
  store i32 %424, i32* %423, align 4, !tbaa !5
  %425 = bitcast [3 x i32]* %175 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %425) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %425, i8 -1, i64 12, i1 false) #10
  %426 = bitcast %struct.MPI_Status* %176 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %426) #10
  %427 = getelementptr inbounds [3 x i32], [3 x i32]* %175, i64 0, i64 0
  %428 = call i32 @MPI_Sendrecv(i8* noundef nonnull %419, i32 noundef 3, i32 noundef 1275069445, i32 noundef %415, i32 noundef 9, i8* noundef nonnull %425, i32 noundef 3, i32 noundef 1275069445, i32 noundef %418, i32 noundef 9, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %176) #10
  %429 = load i32, i32* %427, align 4, !tbaa !5
  %430 = icmp eq i32 %429, %418
  br i1 %430, label %431, label %441

431:                                              ; preds = %410
  %432 = getelementptr inbounds [3 x i32], [3 x i32]* %175, i64 0, i64 2
  %433 = load i32, i32* %432, align 4, !tbaa !5
  %434 = mul nsw i32 %418, 3
  %435 = icmp eq i32 %433, %434
  br i1 %435, label %436, label %441

436:                                              ; preds = %431
  %437 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %176, i64 0, i32 2
  %438 = load i32, i32* %437, align 4, !tbaa !18
  %439 = icmp eq i32 %438, %418
  %440 = zext i1 %439 to i32
  br label %441

441:                                              ; preds = %436, %431, %410
  %442 = phi i32 [ 0, %431 ], [ 0, %410 ], [ %440, %436 ]
  %443 = bitcast i32* %172 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %443) #10
  store i32 %442, i32* %172, align 4, !tbaa !5
  %444 = bitcast i32* %173 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %444) #10
  %445 = call i32 @MPI_Allreduce(i8* noundef nonnull %443, i8* noundef nonnull %444, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %446 = load i32, i32* %172, align 4, !tbaa !5
  %447 = icmp eq i32 %446, 0
  br i1 %447, label %448, label %451

448:                                              ; preds = %441
  %449 = load i32, i32* @rank, align 4, !tbaa !5
  %450 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %449, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #10
  br label %451

451:                                              ; preds = %448, %441
  %452 = load i32, i32* @rank, align 4, !tbaa !5
  %453 = icmp eq i32 %452, 0
  br i1 %453, label %454, label %459

454:                                              ; preds = %451
  %455 = load i32, i32* %173, align 4, !tbaa !5
  %456 = icmp eq i32 %455, 0
  %457 = select i1 %456, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %458 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %457) #10
  br label %459

459:                                              ; preds = %454, %451
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %444) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %443) #10
  %460 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %419, i32 noundef 3, i32 noundef 1275069445, i32 noundef %415, i32 noundef 10, i32 noundef %418, i32 noundef 10, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %176) #10
  %461 = load i32, i32* %420, align 4, !tbaa !5
  %462 = icmp eq i32 %461, %418
  %463 = load i32, i32* %421, align 4
  %464 = shl nsw i32 %418, 1
  %465 = icmp eq i32 %463, %464
  %466 = select i1 %462, i1 %465, i1 false
  %467 = zext i1 %466 to i32
  %468 = bitcast i32* %170 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %468) #10
  store i32 %467, i32* %170, align 4, !tbaa !5
  %469 = bitcast i32* %171 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %469) #10
  %470 = call i32 @MPI_Allreduce(i8* noundef nonnull %468, i8* noundef nonnull %469, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %471 = load i32, i32* %170, align 4, !tbaa !5
  %472 = icmp eq i32 %471, 0
  br i1 %472, label %473, label %476

473:                                              ; preds = %459
  %474 = load i32, i32* @rank, align 4, !tbaa !5
  %475 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %474, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0)) #10
  br label %476

476:                                              ; preds = %473, %459
  %477 = load i32, i32* @rank, align 4, !tbaa !5
  %478 = icmp eq i32 %477, 0
  br i1 %478, label %479, label %484

479:                                              ; preds = %476
  %480 = load i32, i32* %171, align 4, !tbaa !5
  %481 = icmp eq i32 %480, 0
  %482 = select i1 %481, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %483 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef %482) #10
  br label %484

484:                                              ; preds = %479, %476
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %469) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %468) #10
  %485 = bitcast [5000 x i32]* %177 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20000, i8* nonnull %485) #10
  %486 = load i32, i32* @rank, align 4, !tbaa !5
  br label %489

487:                                              ; preds = %489
  %488 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %485, i32 noundef 5000, i32 noundef 1275069445, i32 noundef %415, i32 noundef 11, i32 noundef %418, i32 noundef 11, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %176) #10
  br label %513

489:                                              ; preds = %489, %484
  %490 = phi i64 [ 0, %484 ], [ %494, %489 ]
  %491 = trunc i64 %490 to i32
  %492 = add nsw i32 %486, %491
  %493 = getelementptr inbounds [5000 x i32], [5000 x i32]* %177, i64 0, i64 %490
  store i32 %492, i32* %493, align 4, !tbaa !5
  %494 = add nuw nsw i64 %490, 1
  %495 = icmp eq i64 %494, 5000
  br i1 %495, label %487, label %489, !llvm.loop !19

496:                                              ; preds = %513
  %497 = bitcast i32* %168 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %497) #10
  store i32 %522, i32* %168, align 4, !tbaa !5
  %498 = bitcast i32* %169 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %498) #10
  %499 = call i32 @MPI_Allreduce(i8* noundef nonnull %497, i8* noundef nonnull %498, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %500 = load i32, i32* %168, align 4, !tbaa !5
  %501 = icmp eq i32 %500, 0
  br i1 %501, label %502, label %505

502:                                              ; preds = %496
  %503 = load i32, i32* @rank, align 4, !tbaa !5
  %504 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %503, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0)) #10
  br label %505

505:                                              ; preds = %502, %496
  %506 = load i32, i32* @rank, align 4, !tbaa !5
  %507 = icmp eq i32 %506, 0
  br i1 %507, label %508, label %525

508:                                              ; preds = %505
  %509 = load i32, i32* %169, align 4, !tbaa !5
  %510 = icmp eq i32 %509, 0
  %511 = select i1 %510, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %512 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i8* noundef %511) #10
  br label %525

513:                                              ; preds = %513, %487
  %514 = phi i64 [ 0, %487 ], [ %523, %513 ]
  %515 = phi i32 [ 1, %487 ], [ %522, %513 ]
  %516 = trunc i64 %514 to i32
  %517 = getelementptr inbounds [5000 x i32], [5000 x i32]* %177, i64 0, i64 %514
  %518 = load i32, i32* %517, align 4, !tbaa !5
  %519 = add nsw i32 %418, %516
  %520 = icmp eq i32 %518, %519
  %521 = zext i1 %520 to i32
  %522 = and i32 %515, %521
  %523 = add nuw nsw i64 %514, 1
  %524 = icmp eq i64 %523, 5000
  br i1 %524, label %496, label %513, !llvm.loop !20

525:                                              ; preds = %505, %508
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %498) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %497) #10
  call void @llvm.lifetime.end.p0i8(i64 20000, i8* nonnull %485) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %426) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %425) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %419) #10
  %526 = load i32, i32* @rank, align 4, !tbaa !5
  %527 = icmp eq i32 %526, 0
  br i1 %527, label %528, label %588

528:                                              ; preds = %525
  %529 = load i32, i32* @size, align 4, !tbaa !5
  %530 = icmp sgt i32 %529, 1
  br i1 %530, label %531, label %538

531:                                              ; preds = %528
  %532 = bitcast i32* %163 to i8*
  %533 = bitcast %struct.MPI_Status* %164 to i8*
  %534 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %164, i64 0, i32 2
  %535 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %164, i64 0, i32 3
  br label %564

536:                                              ; preds = %579
  %537 = icmp ne i32 %582, 0
  br label %538

538:                                              ; preds = %536, %528
  %539 = phi i32 [ 0, %528 ], [ %584, %536 ]
  %540 = phi i1 [ true, %528 ], [ %537, %536 ]
  %541 = phi i32 [ %529, %528 ], [ %586, %536 ]
  %542 = shl i32 1, %541
  %543 = add nsw i32 %542, -2
  %544 = icmp eq i32 %539, %543
  %545 = select i1 %540, i1 %544, i1 false
  %546 = zext i1 %545 to i32
  %547 = bitcast i32* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %547) #10
  store i32 %546, i32* %161, align 4, !tbaa !5
  %548 = bitcast i32* %162 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %548) #10
  %549 = call i32 @MPI_Allreduce(i8* noundef nonnull %547, i8* noundef nonnull %548, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %550 = load i32, i32* %161, align 4, !tbaa !5
  %551 = icmp eq i32 %550, 0
  br i1 %551, label %552, label %555

552:                                              ; preds = %538
  %553 = load i32, i32* @rank, align 4, !tbaa !5
  %554 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %553, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %555

555:                                              ; preds = %552, %538
  %556 = load i32, i32* @rank, align 4, !tbaa !5
  %557 = icmp eq i32 %556, 0
  br i1 %557, label %558, label %563

558:                                              ; preds = %555
  %559 = load i32, i32* %162, align 4, !tbaa !5
  %560 = icmp eq i32 %559, 0
  %561 = select i1 %560, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %562 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %561) #10
  br label %563

563:                                              ; preds = %558, %555
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %548) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %547) #10
  br label %607

564:                                              ; preds = %579, %531
  %565 = phi i32 [ 1, %531 ], [ %585, %579 ]
  %566 = phi i32 [ 1, %531 ], [ %582, %579 ]
  %567 = phi i32 [ 0, %531 ], [ %584, %579 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %532) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %533) #10
  %568 = call i32 @MPI_Recv(i8* noundef nonnull %532, i32 noundef 1, i32 noundef 1275069445, i32 noundef -2, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %164) #10
  %569 = load i32, i32* %163, align 4, !tbaa !5
  %570 = load i32, i32* %534, align 4, !tbaa !18
  %571 = icmp eq i32 %569, %570
  %572 = load i32, i32* %535, align 4
  %573 = icmp eq i32 %572, %569
  %574 = select i1 %571, i1 %573, i1 false
  br i1 %574, label %575, label %579

575:                                              ; preds = %564
  %576 = shl i32 1, %569
  %577 = and i32 %576, %567
  %578 = icmp eq i32 %577, 0
  br label %579

579:                                              ; preds = %575, %564
  %580 = phi i1 [ false, %564 ], [ %578, %575 ]
  %581 = zext i1 %580 to i32
  %582 = and i32 %566, %581
  %583 = shl i32 1, %569
  %584 = or i32 %583, %567
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %533) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %532) #10
  %585 = add nuw nsw i32 %565, 1
  %586 = load i32, i32* @size, align 4, !tbaa !5
  %587 = icmp slt i32 %585, %586
  br i1 %587, label %564, label %536, !llvm.loop !21

588:                                              ; preds = %525
  %589 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %526, i32 noundef 1140850688) #10
  %590 = bitcast i32* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %590) #10
  store i32 1, i32* %159, align 4, !tbaa !5
  %591 = bitcast i32* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %591) #10
  %592 = call i32 @MPI_Allreduce(i8* noundef nonnull %590, i8* noundef nonnull %591, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %593 = load i32, i32* %159, align 4, !tbaa !5
  %594 = icmp eq i32 %593, 0
  br i1 %594, label %595, label %598

595:                                              ; preds = %588
  %596 = load i32, i32* @rank, align 4, !tbaa !5
  %597 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %596, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %598

598:                                              ; preds = %595, %588
  %599 = load i32, i32* @rank, align 4, !tbaa !5
  %600 = icmp eq i32 %599, 0
  br i1 %600, label %601, label %606

601:                                              ; preds = %598
  %602 = load i32, i32* %160, align 4, !tbaa !5
  %603 = icmp eq i32 %602, 0
  %604 = select i1 %603, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %605 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %604) #10
  br label %606

606:                                              ; preds = %601, %598
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %591) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %590) #10
  br label %607

607:                                              ; preds = %606, %563
  %608 = bitcast i32* %165 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %608) #10
  store i32 5, i32* %165, align 4, !tbaa !5
  %609 = bitcast %struct.MPI_Status* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %609) #10
  %610 = call i32 @MPI_Send(i8* noundef nonnull %608, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688) #10
  %611 = call i32 @MPI_Recv(i8* noundef nonnull %608, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %166) #10
  %612 = bitcast i32* %167 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %612) #10
  %613 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %166, i32 noundef 1275069445, i32* noundef nonnull %167) #10
  %614 = load i32, i32* %165, align 4, !tbaa !5
  %615 = icmp eq i32 %614, 5
  %616 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %166, i64 0, i32 2
  %617 = load i32, i32* %616, align 4
  %618 = icmp eq i32 %617, -1
  %619 = select i1 %615, i1 %618, i1 false
  %620 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %166, i64 0, i32 3
  %621 = load i32, i32* %620, align 4
  %622 = icmp eq i32 %621, -1
  %623 = select i1 %619, i1 %622, i1 false
  %624 = load i32, i32* %167, align 4
  %625 = icmp eq i32 %624, 0
  %626 = select i1 %623, i1 %625, i1 false
  %627 = zext i1 %626 to i32
  %628 = bitcast i32* %157 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %628) #10
  store i32 %627, i32* %157, align 4, !tbaa !5
  %629 = bitcast i32* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %629) #10
  %630 = call i32 @MPI_Allreduce(i8* noundef nonnull %628, i8* noundef nonnull %629, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %631 = load i32, i32* %157, align 4, !tbaa !5
  %632 = icmp eq i32 %631, 0
  br i1 %632, label %633, label %636

633:                                              ; preds = %607
  %634 = load i32, i32* @rank, align 4, !tbaa !5
  %635 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %634, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0)) #10
  br label %636

636:                                              ; preds = %633, %607
  %637 = load i32, i32* @rank, align 4, !tbaa !5
  %638 = icmp eq i32 %637, 0
  br i1 %638, label %639, label %644

639:                                              ; preds = %636
  %640 = load i32, i32* %158, align 4, !tbaa !5
  %641 = icmp eq i32 %640, 0
  %642 = select i1 %641, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %643 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i8* noundef %642) #10
  br label %644

644:                                              ; preds = %636, %639
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %629) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %628) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %612) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %609) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %608) #10
  %645 = load i32, i32* @rank, align 4, !tbaa !5
  switch i32 %645, label %728 [
    i32 1, label %646
    i32 0, label %686
  ]

646:                                              ; preds = %644
  %647 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %648 = bitcast i8* %647 to i32*
  br label %680

649:                                              ; preds = %680
  %650 = bitcast [4 x i32]* %150 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %650) #10
  %651 = getelementptr inbounds [4 x i32], [4 x i32]* %150, i64 0, i64 0
  %652 = call i32 @MPI_Isend(i8* noundef %647, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %651) #10
  %653 = bitcast i32* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %653) #10
  store i32 1, i32* %151, align 4, !tbaa !5
  %654 = bitcast i32* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %654) #10
  store i32 2, i32* %152, align 4, !tbaa !5
  %655 = bitcast i32* %153 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %655) #10
  store i32 3, i32* %153, align 4, !tbaa !5
  %656 = getelementptr inbounds [4 x i32], [4 x i32]* %150, i64 0, i64 1
  %657 = call i32 @MPI_Isend(i8* noundef nonnull %653, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %656) #10
  %658 = getelementptr inbounds [4 x i32], [4 x i32]* %150, i64 0, i64 2
  %659 = call i32 @MPI_Isend(i8* noundef nonnull %654, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %658) #10
  %660 = getelementptr inbounds [4 x i32], [4 x i32]* %150, i64 0, i64 3
  %661 = call i32 @MPI_Isend(i8* noundef nonnull %655, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 8, i32 noundef 1140850688, i32* noundef nonnull %660) #10
  %662 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %651, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  call void @free(i8* noundef %647) #10
  %663 = bitcast i32* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %663) #10
  store i32 1, i32* %148, align 4, !tbaa !5
  %664 = bitcast i32* %149 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %664) #10
  %665 = call i32 @MPI_Allreduce(i8* noundef nonnull %663, i8* noundef nonnull %664, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %666 = load i32, i32* %148, align 4, !tbaa !5
  %667 = icmp eq i32 %666, 0
  br i1 %667, label %668, label %671

668:                                              ; preds = %649
  %669 = load i32, i32* @rank, align 4, !tbaa !5
  %670 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %669, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %671

671:                                              ; preds = %668, %649
  %672 = load i32, i32* @rank, align 4, !tbaa !5
  %673 = icmp eq i32 %672, 0
  br i1 %673, label %674, label %679

674:                                              ; preds = %671
  %675 = load i32, i32* %149, align 4, !tbaa !5
  %676 = icmp eq i32 %675, 0
  %677 = select i1 %676, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %678 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %677) #10
  br label %679

679:                                              ; preds = %674, %671
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %664) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %663) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %655) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %654) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %653) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %650) #10
  br label %746

680:                                              ; preds = %680, %646
  %681 = phi i64 [ 0, %646 ], [ %684, %680 ]
  %682 = getelementptr inbounds i32, i32* %648, i64 %681
  %683 = trunc i64 %681 to i32
  store i32 %683, i32* %682, align 4, !tbaa !5
  %684 = add nuw nsw i64 %681, 1
  %685 = icmp eq i64 %684, 5000
  br i1 %685, label %649, label %680, !llvm.loop !22

686:                                              ; preds = %644
  %687 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %688 = bitcast i32* %154 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %688) #10
  store i32 0, i32* %154, align 4, !tbaa !5
  %689 = bitcast i32* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %689) #10
  store i32 0, i32* %155, align 4, !tbaa !5
  %690 = bitcast i32* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %690) #10
  store i32 0, i32* %156, align 4, !tbaa !5
  %691 = call i32 @MPI_Recv(i8* noundef nonnull %690, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 8, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %692 = call i32 @MPI_Recv(i8* noundef %687, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %693 = call i32 @MPI_Recv(i8* noundef nonnull %688, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %694 = call i32 @MPI_Recv(i8* noundef nonnull %689, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %695 = load i32, i32* %154, align 4, !tbaa !5
  %696 = icmp eq i32 %695, 1
  %697 = load i32, i32* %155, align 4
  %698 = icmp eq i32 %697, 2
  %699 = select i1 %696, i1 %698, i1 false
  %700 = load i32, i32* %156, align 4
  %701 = icmp eq i32 %700, 3
  %702 = select i1 %699, i1 %701, i1 false
  br i1 %702, label %703, label %709

703:                                              ; preds = %686
  %704 = bitcast i8* %687 to i32*
  %705 = getelementptr inbounds i32, i32* %704, i64 4999
  %706 = load i32, i32* %705, align 4, !tbaa !5
  %707 = icmp eq i32 %706, 4999
  %708 = zext i1 %707 to i32
  br label %709

709:                                              ; preds = %703, %686
  %710 = phi i32 [ 0, %686 ], [ %708, %703 ]
  %711 = bitcast i32* %146 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %711) #10
  store i32 %710, i32* %146, align 4, !tbaa !5
  %712 = bitcast i32* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %712) #10
  %713 = call i32 @MPI_Allreduce(i8* noundef nonnull %711, i8* noundef nonnull %712, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %714 = load i32, i32* %146, align 4, !tbaa !5
  %715 = icmp eq i32 %714, 0
  br i1 %715, label %716, label %719

716:                                              ; preds = %709
  %717 = load i32, i32* @rank, align 4, !tbaa !5
  %718 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %717, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %719

719:                                              ; preds = %716, %709
  %720 = load i32, i32* @rank, align 4, !tbaa !5
  %721 = icmp eq i32 %720, 0
  br i1 %721, label %722, label %727

722:                                              ; preds = %719
  %723 = load i32, i32* %147, align 4, !tbaa !5
  %724 = icmp eq i32 %723, 0
  %725 = select i1 %724, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %726 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %725) #10
  br label %727

727:                                              ; preds = %722, %719
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %712) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %711) #10
  call void @free(i8* noundef %687) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %690) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %689) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %688) #10
  br label %746

728:                                              ; preds = %644
  %729 = bitcast i32* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %729) #10
  store i32 1, i32* %144, align 4, !tbaa !5
  %730 = bitcast i32* %145 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %730) #10
  %731 = call i32 @MPI_Allreduce(i8* noundef nonnull %729, i8* noundef nonnull %730, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %732 = load i32, i32* %144, align 4, !tbaa !5
  %733 = icmp eq i32 %732, 0
  br i1 %733, label %734, label %737

734:                                              ; preds = %728
  %735 = load i32, i32* @rank, align 4, !tbaa !5
  %736 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %735, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %737

737:                                              ; preds = %734, %728
  %738 = load i32, i32* @rank, align 4, !tbaa !5
  %739 = icmp eq i32 %738, 0
  br i1 %739, label %740, label %745

740:                                              ; preds = %737
  %741 = load i32, i32* %145, align 4, !tbaa !5
  %742 = icmp eq i32 %741, 0
  %743 = select i1 %742, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %744 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %743) #10
  br label %745

745:                                              ; preds = %740, %737
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %730) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %729) #10
  br label %746

746:                                              ; preds = %679, %727, %745
  %747 = load i32, i32* @rank, align 4, !tbaa !5
  %748 = load i32, i32* @size, align 4, !tbaa !5
  %749 = add i32 %747, -1
  %750 = bitcast [17 x i32]* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 68, i8* nonnull %750) #10
  br label %777

751:                                              ; preds = %777
  %752 = add i32 %749, %748
  %753 = add nsw i32 %747, 1
  %754 = srem i32 %753, %748
  %755 = srem i32 %752, %748
  %756 = bitcast i32* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %756) #10
  %757 = call i32 @MPI_Isend(i8* noundef nonnull %750, i32 noundef 17, i32 noundef 1275069445, i32 noundef %754, i32 noundef 21, i32 noundef 1140850688, i32* noundef nonnull %137) #10
  %758 = bitcast %struct.MPI_Status* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %758) #10
  %759 = call i32 @MPI_Probe(i32 noundef -2, i32 noundef 21, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %138) #10
  %760 = bitcast i32* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %760) #10
  %761 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %138, i32 noundef 1275069445, i32* noundef nonnull %139) #10
  %762 = load i32, i32* %139, align 4, !tbaa !5
  %763 = sext i32 %762 to i64
  %764 = shl nsw i64 %763, 2
  %765 = call noalias i8* @malloc(i64 noundef %764) #10
  %766 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %138, i64 0, i32 2
  %767 = load i32, i32* %766, align 4, !tbaa !18
  %768 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %138, i64 0, i32 3
  %769 = load i32, i32* %768, align 4, !tbaa !14
  %770 = call i32 @MPI_Recv(i8* noundef %765, i32 noundef %762, i32 noundef 1275069445, i32 noundef %767, i32 noundef %769, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %771 = call i32 @MPI_Wait(i32* noundef nonnull %137, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %772 = load i32, i32* %139, align 4, !tbaa !5
  %773 = icmp eq i32 %772, 17
  %774 = load i32, i32* %766, align 4
  %775 = icmp eq i32 %774, %755
  %776 = select i1 %773, i1 %775, i1 false
  br i1 %776, label %782, label %788

777:                                              ; preds = %777, %746
  %778 = phi i64 [ 0, %746 ], [ %780, %777 ]
  %779 = getelementptr inbounds [17 x i32], [17 x i32]* %136, i64 0, i64 %778
  store i32 %747, i32* %779, align 4, !tbaa !5
  %780 = add nuw nsw i64 %778, 1
  %781 = icmp eq i64 %780, 17
  br i1 %781, label %751, label %777, !llvm.loop !23

782:                                              ; preds = %751
  %783 = bitcast i8* %765 to i32*
  %784 = getelementptr inbounds i32, i32* %783, i64 16
  %785 = load i32, i32* %784, align 4, !tbaa !5
  %786 = icmp eq i32 %785, %755
  %787 = zext i1 %786 to i32
  br label %788

788:                                              ; preds = %782, %751
  %789 = phi i32 [ 0, %751 ], [ %787, %782 ]
  %790 = bitcast i32* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %790) #10
  store i32 %789, i32* %134, align 4, !tbaa !5
  %791 = bitcast i32* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %791) #10
  %792 = call i32 @MPI_Allreduce(i8* noundef nonnull %790, i8* noundef nonnull %791, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %793 = load i32, i32* %134, align 4, !tbaa !5
  %794 = icmp eq i32 %793, 0
  br i1 %794, label %795, label %798

795:                                              ; preds = %788
  %796 = load i32, i32* @rank, align 4, !tbaa !5
  %797 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %796, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0)) #10
  br label %798

798:                                              ; preds = %795, %788
  %799 = load i32, i32* @rank, align 4, !tbaa !5
  %800 = icmp eq i32 %799, 0
  br i1 %800, label %801, label %806

801:                                              ; preds = %798
  %802 = load i32, i32* %135, align 4, !tbaa !5
  %803 = icmp eq i32 %802, 0
  %804 = select i1 %803, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %805 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0), i8* noundef %804) #10
  br label %806

806:                                              ; preds = %801, %798
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %791) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %790) #10
  call void @free(i8* noundef %765) #10
  %807 = bitcast i32* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %807) #10
  store i32 1, i32* %140, align 4, !tbaa !5
  %808 = call i32 @MPI_Iprobe(i32 noundef -2, i32 noundef 99, i32 noundef 1140850688, i32* noundef nonnull %140, %struct.MPI_Status* noundef nonnull %138) #10
  %809 = load i32, i32* %140, align 4, !tbaa !5
  %810 = icmp eq i32 %809, 0
  %811 = zext i1 %810 to i32
  %812 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %812) #10
  store i32 %811, i32* %132, align 4, !tbaa !5
  %813 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %813) #10
  %814 = call i32 @MPI_Allreduce(i8* noundef nonnull %812, i8* noundef nonnull %813, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %815 = load i32, i32* %132, align 4, !tbaa !5
  %816 = icmp eq i32 %815, 0
  br i1 %816, label %817, label %820

817:                                              ; preds = %806
  %818 = load i32, i32* @rank, align 4, !tbaa !5
  %819 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %818, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0)) #10
  br label %820

820:                                              ; preds = %817, %806
  %821 = load i32, i32* @rank, align 4, !tbaa !5
  %822 = icmp eq i32 %821, 0
  br i1 %822, label %823, label %828

823:                                              ; preds = %820
  %824 = load i32, i32* %133, align 4, !tbaa !5
  %825 = icmp eq i32 %824, 0
  %826 = select i1 %825, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %827 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i8* noundef %826) #10
  br label %828

828:                                              ; preds = %823, %820
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %813) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %812) #10
  %829 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %830 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %754, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %137) #10
  store i32 0, i32* %140, align 4, !tbaa !5
  br label %831

831:                                              ; preds = %831, %828
  %832 = call i32 @MPI_Iprobe(i32 noundef %755, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %140, %struct.MPI_Status* noundef nonnull %138) #10
  %833 = load i32, i32* %140, align 4, !tbaa !5
  %834 = icmp eq i32 %833, 0
  br i1 %834, label %831, label %835, !llvm.loop !24

835:                                              ; preds = %831
  %836 = bitcast i32* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %836) #10
  %837 = call i32 @MPI_Recv(i8* noundef nonnull %836, i32 noundef 1, i32 noundef 1275069445, i32 noundef %755, i32 noundef 22, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %838 = call i32 @MPI_Wait(i32* noundef nonnull %137, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %839 = load i32, i32* %141, align 4, !tbaa !5
  %840 = icmp eq i32 %839, %755
  %841 = zext i1 %840 to i32
  %842 = bitcast i32* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %842) #10
  store i32 %841, i32* %130, align 4, !tbaa !5
  %843 = bitcast i32* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %843) #10
  %844 = call i32 @MPI_Allreduce(i8* noundef nonnull %842, i8* noundef nonnull %843, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %845 = load i32, i32* %130, align 4, !tbaa !5
  %846 = icmp eq i32 %845, 0
  br i1 %846, label %847, label %850

847:                                              ; preds = %835
  %848 = load i32, i32* @rank, align 4, !tbaa !5
  %849 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %848, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0)) #10
  br label %850

850:                                              ; preds = %847, %835
  %851 = load i32, i32* @rank, align 4, !tbaa !5
  %852 = icmp eq i32 %851, 0
  br i1 %852, label %853, label %858

853:                                              ; preds = %850
  %854 = load i32, i32* %131, align 4, !tbaa !5
  %855 = icmp eq i32 %854, 0
  %856 = select i1 %855, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %857 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i8* noundef %856) #10
  br label %858

858:                                              ; preds = %853, %850
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %843) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %842) #10
  %859 = getelementptr inbounds [6 x i8], [6 x i8]* %142, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %859) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %859, i8 0, i64 6, i1 false) #10
  %860 = call i32 @MPI_Sendrecv(i8* noundef nonnull %859, i32 noundef 6, i32 noundef 1275068673, i32 noundef %754, i32 noundef 23, i8* noundef nonnull %859, i32 noundef 6, i32 noundef 1275068673, i32 noundef %755, i32 noundef 23, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %138) #10
  %861 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %138, i32 noundef 1275069445, i32* noundef nonnull %139) #10
  %862 = bitcast i32* %143 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %862) #10
  %863 = call i32 @MPI_Get_elements(%struct.MPI_Status* noundef nonnull %138, i32 noundef 1275068673, i32* noundef nonnull %143) #10
  %864 = load i32, i32* %139, align 4, !tbaa !5
  %865 = icmp eq i32 %864, -32766
  %866 = load i32, i32* %143, align 4
  %867 = icmp eq i32 %866, 6
  %868 = select i1 %865, i1 %867, i1 false
  %869 = zext i1 %868 to i32
  %870 = bitcast i32* %128 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %870) #10
  store i32 %869, i32* %128, align 4, !tbaa !5
  %871 = bitcast i32* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %871) #10
  %872 = call i32 @MPI_Allreduce(i8* noundef nonnull %870, i8* noundef nonnull %871, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %873 = load i32, i32* %128, align 4, !tbaa !5
  %874 = icmp eq i32 %873, 0
  br i1 %874, label %875, label %878

875:                                              ; preds = %858
  %876 = load i32, i32* @rank, align 4, !tbaa !5
  %877 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %876, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0)) #10
  br label %878

878:                                              ; preds = %875, %858
  %879 = load i32, i32* @rank, align 4, !tbaa !5
  %880 = icmp eq i32 %879, 0
  br i1 %880, label %881, label %886

881:                                              ; preds = %878
  %882 = load i32, i32* %129, align 4, !tbaa !5
  %883 = icmp eq i32 %882, 0
  %884 = select i1 %883, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %885 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i8* noundef %884) #10
  br label %886

886:                                              ; preds = %878, %881
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %871) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %870) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %862) #10
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %859) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %836) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %807) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %760) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %758) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %756) #10
  call void @llvm.lifetime.end.p0i8(i64 68, i8* nonnull %750) #10
  %887 = load i32, i32* @rank, align 4, !tbaa !5
  %888 = add nsw i32 %887, 1
  %889 = load i32, i32* @size, align 4, !tbaa !5
  %890 = srem i32 %888, %889
  %891 = add i32 %887, -1
  %892 = add i32 %891, %889
  %893 = srem i32 %892, %889
  %894 = bitcast [3 x i32]* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %894) #10
  %895 = getelementptr inbounds [3 x i32], [3 x i32]* %120, i64 0, i64 0
  store i32 %887, i32* %895, align 4, !tbaa !5
  %896 = getelementptr inbounds [3 x i32], [3 x i32]* %120, i64 0, i64 1
  %897 = sub nsw i32 0, %887
  store i32 %897, i32* %896, align 4, !tbaa !5
  %898 = getelementptr inbounds [3 x i32], [3 x i32]* %120, i64 0, i64 2
  store i32 7, i32* %898, align 4, !tbaa !5
  %899 = bitcast [3 x i32]* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %899) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %899, i8 0, i64 12, i1 false) #10
  %900 = bitcast i32* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %900) #10
  %901 = call i32 @MPI_Isend(i8* noundef nonnull %894, i32 noundef 3, i32 noundef 1275069445, i32 noundef %890, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %122) #10
  %902 = bitcast i32* %123 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %902) #10
  %903 = bitcast %struct.MPI_Status* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %903) #10
  %904 = call i32 @MPI_Mprobe(i32 noundef -2, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull %124) #10
  %905 = bitcast i32* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %905) #10
  %906 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %124, i32 noundef 1275069445, i32* noundef nonnull %125) #10
  %907 = getelementptr inbounds [3 x i32], [3 x i32]* %121, i64 0, i64 0
  %908 = load i32, i32* %125, align 4, !tbaa !5
  %909 = call i32 @MPI_Mrecv(i8* noundef nonnull %899, i32 noundef %908, i32 noundef 1275069445, i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull %124) #10
  %910 = call i32 @MPI_Wait(i32* noundef nonnull %122, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %911 = load i32, i32* %125, align 4, !tbaa !5
  %912 = icmp eq i32 %911, 3
  %913 = load i32, i32* %907, align 4
  %914 = icmp eq i32 %913, %893
  %915 = select i1 %912, i1 %914, i1 false
  br i1 %915, label %916, label %929

916:                                              ; preds = %886
  %917 = getelementptr inbounds [3 x i32], [3 x i32]* %121, i64 0, i64 1
  %918 = load i32, i32* %917, align 4, !tbaa !5
  %919 = sub nsw i32 0, %893
  %920 = icmp eq i32 %918, %919
  %921 = load i32, i32* %123, align 4
  %922 = icmp eq i32 %921, 738197504
  %923 = select i1 %920, i1 %922, i1 false
  br i1 %923, label %924, label %929

924:                                              ; preds = %916
  %925 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %124, i64 0, i32 2
  %926 = load i32, i32* %925, align 4, !tbaa !18
  %927 = icmp eq i32 %926, %893
  %928 = zext i1 %927 to i32
  br label %929

929:                                              ; preds = %924, %916, %886
  %930 = phi i32 [ 0, %916 ], [ 0, %886 ], [ %928, %924 ]
  %931 = bitcast i32* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %931) #10
  store i32 %930, i32* %118, align 4, !tbaa !5
  %932 = bitcast i32* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %932) #10
  %933 = call i32 @MPI_Allreduce(i8* noundef nonnull %931, i8* noundef nonnull %932, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %934 = load i32, i32* %118, align 4, !tbaa !5
  %935 = icmp eq i32 %934, 0
  br i1 %935, label %936, label %939

936:                                              ; preds = %929
  %937 = load i32, i32* @rank, align 4, !tbaa !5
  %938 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %937, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0)) #10
  br label %939

939:                                              ; preds = %936, %929
  %940 = load i32, i32* @rank, align 4, !tbaa !5
  %941 = icmp eq i32 %940, 0
  br i1 %941, label %942, label %947

942:                                              ; preds = %939
  %943 = load i32, i32* %119, align 4, !tbaa !5
  %944 = icmp eq i32 %943, 0
  %945 = select i1 %944, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %946 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0), i8* noundef %945) #10
  br label %947

947:                                              ; preds = %942, %939
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %932) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %931) #10
  %948 = call i32 @MPI_Isend(i8* noundef nonnull %894, i32 noundef 2, i32 noundef 1275069445, i32 noundef %890, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %122) #10
  %949 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %949) #10
  store i32 0, i32* %126, align 4, !tbaa !5
  br label %950

950:                                              ; preds = %950, %947
  %951 = call i32 @MPI_Improbe(i32 noundef %893, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %126, i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull %124) #10
  %952 = load i32, i32* %126, align 4, !tbaa !5
  %953 = icmp eq i32 %952, 0
  br i1 %953, label %950, label %954, !llvm.loop !25

954:                                              ; preds = %950
  %955 = bitcast i32* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %955) #10
  store i32 -1, i32* %907, align 4, !tbaa !5
  %956 = call i32 @MPI_Imrecv(i8* noundef nonnull %899, i32 noundef 3, i32 noundef 1275069445, i32* noundef nonnull %123, i32* noundef nonnull %127) #10
  %957 = call i32 @MPI_Wait(i32* noundef nonnull %127, %struct.MPI_Status* noundef nonnull %124) #10
  %958 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %124, i32 noundef 1275069445, i32* noundef nonnull %125) #10
  %959 = call i32 @MPI_Wait(i32* noundef nonnull %122, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %960 = load i32, i32* %907, align 4, !tbaa !5
  %961 = icmp eq i32 %960, %893
  %962 = load i32, i32* %125, align 4
  %963 = icmp eq i32 %962, 2
  %964 = select i1 %961, i1 %963, i1 false
  %965 = zext i1 %964 to i32
  %966 = bitcast i32* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %966) #10
  store i32 %965, i32* %116, align 4, !tbaa !5
  %967 = bitcast i32* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %967) #10
  %968 = call i32 @MPI_Allreduce(i8* noundef nonnull %966, i8* noundef nonnull %967, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %969 = load i32, i32* %116, align 4, !tbaa !5
  %970 = icmp eq i32 %969, 0
  br i1 %970, label %971, label %974

971:                                              ; preds = %954
  %972 = load i32, i32* @rank, align 4, !tbaa !5
  %973 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %972, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0)) #10
  br label %974

974:                                              ; preds = %971, %954
  %975 = load i32, i32* @rank, align 4, !tbaa !5
  %976 = icmp eq i32 %975, 0
  br i1 %976, label %977, label %982

977:                                              ; preds = %974
  %978 = load i32, i32* %117, align 4, !tbaa !5
  %979 = icmp eq i32 %978, 0
  %980 = select i1 %979, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %981 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %980) #10
  br label %982

982:                                              ; preds = %977, %974
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %967) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %966) #10
  %983 = call i32 @MPI_Mprobe(i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull %124) #10
  %984 = call i32 @MPI_Mrecv(i8* noundef nonnull %899, i32 noundef 1, i32 noundef 1275069445, i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull %124) #10
  %985 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %124, i64 0, i32 2
  %986 = load i32, i32* %985, align 4, !tbaa !18
  %987 = icmp eq i32 %986, -1
  %988 = load i32, i32* %123, align 4
  %989 = icmp eq i32 %988, 738197504
  %990 = select i1 %987, i1 %989, i1 false
  %991 = zext i1 %990 to i32
  %992 = bitcast i32* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %992) #10
  store i32 %991, i32* %114, align 4, !tbaa !5
  %993 = bitcast i32* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %993) #10
  %994 = call i32 @MPI_Allreduce(i8* noundef nonnull %992, i8* noundef nonnull %993, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %995 = load i32, i32* %114, align 4, !tbaa !5
  %996 = icmp eq i32 %995, 0
  br i1 %996, label %997, label %1000

997:                                              ; preds = %982
  %998 = load i32, i32* @rank, align 4, !tbaa !5
  %999 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %998, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0)) #10
  br label %1000

1000:                                             ; preds = %997, %982
  %1001 = load i32, i32* @rank, align 4, !tbaa !5
  %1002 = icmp eq i32 %1001, 0
  br i1 %1002, label %1003, label %1008

1003:                                             ; preds = %1000
  %1004 = load i32, i32* %115, align 4, !tbaa !5
  %1005 = icmp eq i32 %1004, 0
  %1006 = select i1 %1005, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1007 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0), i8* noundef %1006) #10
  br label %1008

1008:                                             ; preds = %1000, %1003
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %993) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %992) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %955) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %949) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %905) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %903) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %902) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %900) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %899) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %894) #10
  %1009 = load i32, i32* @rank, align 4, !tbaa !5
  %1010 = load i32, i32* @size, align 4, !tbaa !5
  %1011 = add i32 %1009, -1
  %1012 = add i32 %1011, %1010
  %1013 = srem i32 %1012, %1010
  %1014 = bitcast [4 x i32]* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1014) #10
  %1015 = bitcast [4 x i32]* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1015) #10
  %1016 = bitcast [4 x i32]* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1016) #10
  %1017 = bitcast [4 x i32]* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1017) #10
  br label %1018

1018:                                             ; preds = %1018, %1008
  %1019 = phi i64 [ 0, %1008 ], [ %1030, %1018 ]
  %1020 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %1019
  store i32 -1, i32* %1020, align 4, !tbaa !5
  %1021 = load i32, i32* @rank, align 4, !tbaa !5
  %1022 = mul nsw i32 %1021, 10
  %1023 = trunc i64 %1019 to i32
  %1024 = add nsw i32 %1022, %1023
  %1025 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1019
  store i32 %1024, i32* %1025, align 4, !tbaa !5
  %1026 = bitcast i32* %1020 to i8*
  %1027 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1019
  %1028 = add i32 %1023, 30
  %1029 = call i32 @MPI_Irecv(i8* noundef nonnull %1026, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef %1028, i32 noundef 1140850688, i32* noundef nonnull %1027) #10
  %1030 = add nuw nsw i64 %1019, 1
  %1031 = icmp eq i64 %1030, 4
  br i1 %1031, label %1032, label %1018, !llvm.loop !26

1032:                                             ; preds = %1018
  %1033 = add nsw i32 %1009, 1
  %1034 = srem i32 %1033, %1010
  br label %1041

1035:                                             ; preds = %1041
  %1036 = bitcast i32* %103 to i8*
  %1037 = bitcast %struct.MPI_Status* %104 to i8*
  %1038 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 0
  %1039 = mul nsw i32 %1013, 10
  %1040 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %104, i64 0, i32 3
  br label %1079

1041:                                             ; preds = %1041, %1032
  %1042 = phi i64 [ 3, %1032 ], [ %1049, %1041 ]
  %1043 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1042
  %1044 = bitcast i32* %1043 to i8*
  %1045 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %1042
  %1046 = trunc i64 %1042 to i32
  %1047 = add i32 %1046, 30
  %1048 = call i32 @MPI_Isend(i8* noundef nonnull %1044, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1034, i32 noundef %1047, i32 noundef 1140850688, i32* noundef nonnull %1045) #10
  %1049 = add nsw i64 %1042, -1
  %1050 = icmp eq i64 %1042, 0
  br i1 %1050, label %1035, label %1041, !llvm.loop !27

1051:                                             ; preds = %1100
  %1052 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1052) #10
  %1053 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1038, i32* noundef nonnull %105, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1054 = load i32, i32* %105, align 4, !tbaa !5
  %1055 = icmp eq i32 %1054, -32766
  %1056 = icmp eq i32 %1105, 15
  %1057 = select i1 %1055, i1 %1056, i1 false
  %1058 = zext i1 %1057 to i32
  %1059 = and i32 %1103, %1058
  %1060 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1060) #10
  store i32 %1059, i32* %97, align 4, !tbaa !5
  %1061 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1061) #10
  %1062 = call i32 @MPI_Allreduce(i8* noundef nonnull %1060, i8* noundef nonnull %1061, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1063 = load i32, i32* %97, align 4, !tbaa !5
  %1064 = icmp eq i32 %1063, 0
  br i1 %1064, label %1065, label %1068

1065:                                             ; preds = %1051
  %1066 = load i32, i32* @rank, align 4, !tbaa !5
  %1067 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1066, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0)) #10
  br label %1068

1068:                                             ; preds = %1065, %1051
  %1069 = load i32, i32* @rank, align 4, !tbaa !5
  %1070 = icmp eq i32 %1069, 0
  br i1 %1070, label %1071, label %1076

1071:                                             ; preds = %1068
  %1072 = load i32, i32* %98, align 4, !tbaa !5
  %1073 = icmp eq i32 %1072, 0
  %1074 = select i1 %1073, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1075 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0), i8* noundef %1074) #10
  br label %1076

1076:                                             ; preds = %1071, %1068
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1061) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1060) #10
  %1077 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 0
  %1078 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %1077, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %1114

1079:                                             ; preds = %1100, %1035
  %1080 = phi i32 [ 0, %1035 ], [ %1106, %1100 ]
  %1081 = phi i32 [ 1, %1035 ], [ %1103, %1100 ]
  %1082 = phi i32 [ 0, %1035 ], [ %1105, %1100 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1036) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1037) #10
  %1083 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1038, i32* noundef nonnull %103, %struct.MPI_Status* noundef nonnull %104) #10
  %1084 = load i32, i32* %103, align 4, !tbaa !5
  %1085 = icmp ult i32 %1084, 4
  br i1 %1085, label %1086, label %1100

1086:                                             ; preds = %1079
  %1087 = sext i32 %1084 to i64
  %1088 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1087
  %1089 = load i32, i32* %1088, align 4, !tbaa !5
  %1090 = icmp eq i32 %1089, 738197504
  br i1 %1090, label %1091, label %1100

1091:                                             ; preds = %1086
  %1092 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %1087
  %1093 = load i32, i32* %1092, align 4, !tbaa !5
  %1094 = add nsw i32 %1084, %1039
  %1095 = icmp eq i32 %1093, %1094
  br i1 %1095, label %1096, label %1100

1096:                                             ; preds = %1091
  %1097 = load i32, i32* %1040, align 4, !tbaa !14
  %1098 = add nsw i32 %1084, 30
  %1099 = icmp eq i32 %1097, %1098
  br label %1100

1100:                                             ; preds = %1096, %1091, %1086, %1079
  %1101 = phi i1 [ false, %1091 ], [ false, %1086 ], [ false, %1079 ], [ %1099, %1096 ]
  %1102 = zext i1 %1101 to i32
  %1103 = and i32 %1081, %1102
  %1104 = shl i32 1, %1084
  %1105 = or i32 %1104, %1082
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1037) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1036) #10
  %1106 = add nuw nsw i32 %1080, 1
  %1107 = icmp eq i32 %1106, 4
  br i1 %1107, label %1051, label %1079, !llvm.loop !28

1108:                                             ; preds = %1114
  %1109 = bitcast [4 x i32]* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1109) #10
  %1110 = bitcast [4 x %struct.MPI_Status]* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %1110) #10
  %1111 = bitcast i32* %108 to i8*
  %1112 = getelementptr inbounds [4 x i32], [4 x i32]* %106, i64 0, i64 0
  %1113 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %107, i64 0, i64 0
  br label %1128

1114:                                             ; preds = %1114, %1076
  %1115 = phi i64 [ 0, %1076 ], [ %1126, %1114 ]
  %1116 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %1115
  store i32 -1, i32* %1116, align 4, !tbaa !5
  %1117 = bitcast i32* %1116 to i8*
  %1118 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1115
  %1119 = trunc i64 %1115 to i32
  %1120 = add i32 %1119, 40
  %1121 = call i32 @MPI_Irecv(i8* noundef nonnull %1117, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef %1120, i32 noundef 1140850688, i32* noundef nonnull %1118) #10
  %1122 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1115
  %1123 = bitcast i32* %1122 to i8*
  %1124 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %1115
  %1125 = call i32 @MPI_Isend(i8* noundef nonnull %1123, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1034, i32 noundef %1120, i32 noundef 1140850688, i32* noundef nonnull %1124) #10
  %1126 = add nuw nsw i64 %1115, 1
  %1127 = icmp eq i64 %1126, 4
  br i1 %1127, label %1108, label %1114, !llvm.loop !29

1128:                                             ; preds = %1136, %1108
  %1129 = phi i32 [ 0, %1108 ], [ %1138, %1136 ]
  %1130 = phi i32 [ 1, %1108 ], [ %1137, %1136 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1111) #10
  %1131 = call i32 @MPI_Waitsome(i32 noundef 4, i32* noundef nonnull %1038, i32* noundef nonnull %108, i32* noundef nonnull %1112, %struct.MPI_Status* noundef nonnull %1113) #10
  %1132 = load i32, i32* %108, align 4, !tbaa !5
  %1133 = icmp sgt i32 %1132, 0
  br i1 %1133, label %1134, label %1136

1134:                                             ; preds = %1128
  %1135 = zext i32 %1132 to i64
  br label %1140

1136:                                             ; preds = %1154, %1128
  %1137 = phi i32 [ %1130, %1128 ], [ %1157, %1154 ]
  %1138 = add nsw i32 %1132, %1129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1111) #10
  %1139 = icmp slt i32 %1138, 4
  br i1 %1139, label %1128, label %1160, !llvm.loop !30

1140:                                             ; preds = %1154, %1134
  %1141 = phi i64 [ 0, %1134 ], [ %1158, %1154 ]
  %1142 = phi i32 [ %1130, %1134 ], [ %1157, %1154 ]
  %1143 = getelementptr inbounds [4 x i32], [4 x i32]* %106, i64 0, i64 %1141
  %1144 = load i32, i32* %1143, align 4, !tbaa !5
  %1145 = sext i32 %1144 to i64
  %1146 = getelementptr inbounds [4 x i32], [4 x i32]* %99, i64 0, i64 %1145
  %1147 = load i32, i32* %1146, align 4, !tbaa !5
  %1148 = add nsw i32 %1144, %1039
  %1149 = icmp eq i32 %1147, %1148
  br i1 %1149, label %1150, label %1154

1150:                                             ; preds = %1140
  %1151 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %107, i64 0, i64 %1141, i32 2
  %1152 = load i32, i32* %1151, align 4, !tbaa !18
  %1153 = icmp eq i32 %1152, %1013
  br label %1154

1154:                                             ; preds = %1150, %1140
  %1155 = phi i1 [ false, %1140 ], [ %1153, %1150 ]
  %1156 = zext i1 %1155 to i32
  %1157 = and i32 %1142, %1156
  %1158 = add nuw nsw i64 %1141, 1
  %1159 = icmp eq i64 %1158, %1135
  br i1 %1159, label %1136, label %1140, !llvm.loop !31

1160:                                             ; preds = %1136
  %1161 = icmp ne i32 %1137, 0
  %1162 = icmp eq i32 %1138, 4
  %1163 = select i1 %1161, i1 %1162, i1 false
  %1164 = zext i1 %1163 to i32
  %1165 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1165) #10
  store i32 %1164, i32* %95, align 4, !tbaa !5
  %1166 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1166) #10
  %1167 = call i32 @MPI_Allreduce(i8* noundef nonnull %1165, i8* noundef nonnull %1166, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1168 = load i32, i32* %95, align 4, !tbaa !5
  %1169 = icmp eq i32 %1168, 0
  br i1 %1169, label %1170, label %1173

1170:                                             ; preds = %1160
  %1171 = load i32, i32* @rank, align 4, !tbaa !5
  %1172 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1171, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0)) #10
  br label %1173

1173:                                             ; preds = %1170, %1160
  %1174 = load i32, i32* @rank, align 4, !tbaa !5
  %1175 = icmp eq i32 %1174, 0
  br i1 %1175, label %1176, label %1181

1176:                                             ; preds = %1173
  %1177 = load i32, i32* %96, align 4, !tbaa !5
  %1178 = icmp eq i32 %1177, 0
  %1179 = select i1 %1178, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1180 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i8* noundef %1179) #10
  br label %1181

1181:                                             ; preds = %1176, %1173
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1166) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1165) #10
  %1182 = bitcast i32* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1182) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  br label %1183

1183:                                             ; preds = %1183, %1181
  %1184 = call i32 @MPI_Testall(i32 noundef 4, i32* noundef nonnull %1077, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1185 = load i32, i32* %109, align 4, !tbaa !5
  %1186 = icmp eq i32 %1185, 0
  br i1 %1186, label %1183, label %1187, !llvm.loop !32

1187:                                             ; preds = %1183
  %1188 = load i32, i32* %1077, align 16, !tbaa !5
  %1189 = icmp eq i32 %1188, 738197504
  %1190 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 3
  %1191 = load i32, i32* %1190, align 4
  %1192 = icmp eq i32 %1191, 738197504
  %1193 = select i1 %1189, i1 %1192, i1 false
  %1194 = zext i1 %1193 to i32
  %1195 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1195) #10
  store i32 %1194, i32* %93, align 4, !tbaa !5
  %1196 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1196) #10
  %1197 = call i32 @MPI_Allreduce(i8* noundef nonnull %1195, i8* noundef nonnull %1196, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1198 = load i32, i32* %93, align 4, !tbaa !5
  %1199 = icmp eq i32 %1198, 0
  br i1 %1199, label %1200, label %1203

1200:                                             ; preds = %1187
  %1201 = load i32, i32* @rank, align 4, !tbaa !5
  %1202 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1201, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0)) #10
  br label %1203

1203:                                             ; preds = %1200, %1187
  %1204 = load i32, i32* @rank, align 4, !tbaa !5
  %1205 = icmp eq i32 %1204, 0
  br i1 %1205, label %1206, label %1211

1206:                                             ; preds = %1203
  %1207 = load i32, i32* %94, align 4, !tbaa !5
  %1208 = icmp eq i32 %1207, 0
  %1209 = select i1 %1208, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1210 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i8* noundef %1209) #10
  br label %1211

1211:                                             ; preds = %1206, %1203
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1196) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1195) #10
  %1212 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1212) #10
  store i32 -1, i32* %110, align 4, !tbaa !5
  %1213 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1213) #10
  %1214 = call i32 @MPI_Irecv(i8* noundef nonnull %1212, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef 50, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1215 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1034, i32 noundef 50, i32 noundef 1140850688) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  %1216 = bitcast %struct.MPI_Status* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1216) #10
  br label %1217

1217:                                             ; preds = %1217, %1211
  %1218 = call i32 @MPI_Test(i32* noundef nonnull %111, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull %112) #10
  %1219 = load i32, i32* %109, align 4, !tbaa !5
  %1220 = icmp eq i32 %1219, 0
  br i1 %1220, label %1217, label %1221, !llvm.loop !33

1221:                                             ; preds = %1217
  %1222 = load i32, i32* %110, align 4, !tbaa !5
  %1223 = icmp eq i32 %1222, %1013
  %1224 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %112, i64 0, i32 2
  %1225 = load i32, i32* %1224, align 4
  %1226 = icmp eq i32 %1225, %1013
  %1227 = select i1 %1223, i1 %1226, i1 false
  %1228 = load i32, i32* %111, align 4
  %1229 = icmp eq i32 %1228, 738197504
  %1230 = select i1 %1227, i1 %1229, i1 false
  %1231 = zext i1 %1230 to i32
  %1232 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1232) #10
  store i32 %1231, i32* %91, align 4, !tbaa !5
  %1233 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1233) #10
  %1234 = call i32 @MPI_Allreduce(i8* noundef nonnull %1232, i8* noundef nonnull %1233, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1235 = load i32, i32* %91, align 4, !tbaa !5
  %1236 = icmp eq i32 %1235, 0
  br i1 %1236, label %1237, label %1240

1237:                                             ; preds = %1221
  %1238 = load i32, i32* @rank, align 4, !tbaa !5
  %1239 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1238, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  br label %1240

1240:                                             ; preds = %1237, %1221
  %1241 = load i32, i32* @rank, align 4, !tbaa !5
  %1242 = icmp eq i32 %1241, 0
  br i1 %1242, label %1243, label %1248

1243:                                             ; preds = %1240
  %1244 = load i32, i32* %92, align 4, !tbaa !5
  %1245 = icmp eq i32 %1244, 0
  %1246 = select i1 %1245, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1247 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i8* noundef %1246) #10
  br label %1248

1248:                                             ; preds = %1243, %1240
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1233) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1232) #10
  %1249 = call i32 @MPI_Irecv(i8* noundef nonnull %1212, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef 51, i32 noundef 1140850688, i32* noundef nonnull %1038) #10
  %1250 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 1
  store i32 738197504, i32* %1250, align 4, !tbaa !5
  %1251 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1034, i32 noundef 51, i32 noundef 1140850688) #10
  store i32 0, i32* %109, align 4, !tbaa !5
  br label %1252

1252:                                             ; preds = %1252, %1248
  %1253 = call i32 @MPI_Testany(i32 noundef 2, i32* noundef nonnull %1038, i32* noundef nonnull %105, i32* noundef nonnull %109, %struct.MPI_Status* noundef nonnull %112) #10
  %1254 = load i32, i32* %109, align 4, !tbaa !5
  %1255 = icmp eq i32 %1254, 0
  br i1 %1255, label %1252, label %1256, !llvm.loop !34

1256:                                             ; preds = %1252
  %1257 = load i32, i32* %105, align 4, !tbaa !5
  %1258 = icmp eq i32 %1257, 0
  %1259 = load i32, i32* %110, align 4
  %1260 = icmp eq i32 %1259, %1013
  %1261 = select i1 %1258, i1 %1260, i1 false
  %1262 = zext i1 %1261 to i32
  %1263 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1263) #10
  store i32 %1262, i32* %89, align 4, !tbaa !5
  %1264 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1264) #10
  %1265 = call i32 @MPI_Allreduce(i8* noundef nonnull %1263, i8* noundef nonnull %1264, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1266 = load i32, i32* %89, align 4, !tbaa !5
  %1267 = icmp eq i32 %1266, 0
  br i1 %1267, label %1268, label %1271

1268:                                             ; preds = %1256
  %1269 = load i32, i32* @rank, align 4, !tbaa !5
  %1270 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1269, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0)) #10
  br label %1271

1271:                                             ; preds = %1268, %1256
  %1272 = load i32, i32* @rank, align 4, !tbaa !5
  %1273 = icmp eq i32 %1272, 0
  br i1 %1273, label %1274, label %1279

1274:                                             ; preds = %1271
  %1275 = load i32, i32* %90, align 4, !tbaa !5
  %1276 = icmp eq i32 %1275, 0
  %1277 = select i1 %1276, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1278 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0), i8* noundef %1277) #10
  br label %1279

1279:                                             ; preds = %1274, %1271
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1264) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1263) #10
  %1280 = bitcast i32* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1280) #10
  %1281 = call i32 @MPI_Testsome(i32 noundef 2, i32* noundef nonnull %1038, i32* noundef nonnull %113, i32* noundef nonnull %1112, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1282 = load i32, i32* %113, align 4, !tbaa !5
  %1283 = icmp eq i32 %1282, -32766
  %1284 = zext i1 %1283 to i32
  %1285 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1285) #10
  store i32 %1284, i32* %87, align 4, !tbaa !5
  %1286 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1286) #10
  %1287 = call i32 @MPI_Allreduce(i8* noundef nonnull %1285, i8* noundef nonnull %1286, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1288 = load i32, i32* %87, align 4, !tbaa !5
  %1289 = icmp eq i32 %1288, 0
  br i1 %1289, label %1290, label %1293

1290:                                             ; preds = %1279
  %1291 = load i32, i32* @rank, align 4, !tbaa !5
  %1292 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1291, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0)) #10
  br label %1293

1293:                                             ; preds = %1290, %1279
  %1294 = load i32, i32* @rank, align 4, !tbaa !5
  %1295 = icmp eq i32 %1294, 0
  br i1 %1295, label %1296, label %1301

1296:                                             ; preds = %1293
  %1297 = load i32, i32* %88, align 4, !tbaa !5
  %1298 = icmp eq i32 %1297, 0
  %1299 = select i1 %1298, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1300 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0), i8* noundef %1299) #10
  br label %1301

1301:                                             ; preds = %1296, %1293
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1286) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1285) #10
  %1302 = call i32 @MPI_Irecv(i8* noundef nonnull %1212, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef 999, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1303 = call i32 @MPI_Cancel(i32* noundef nonnull %111) #10
  %1304 = call i32 @MPI_Wait(i32* noundef nonnull %111, %struct.MPI_Status* noundef nonnull %112) #10
  %1305 = call i32 @MPI_Test_cancelled(%struct.MPI_Status* noundef nonnull %112, i32* noundef nonnull %109) #10
  %1306 = load i32, i32* %109, align 4, !tbaa !5
  %1307 = icmp eq i32 %1306, 1
  %1308 = zext i1 %1307 to i32
  %1309 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1309) #10
  store i32 %1308, i32* %85, align 4, !tbaa !5
  %1310 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1310) #10
  %1311 = call i32 @MPI_Allreduce(i8* noundef nonnull %1309, i8* noundef nonnull %1310, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1312 = load i32, i32* %85, align 4, !tbaa !5
  %1313 = icmp eq i32 %1312, 0
  br i1 %1313, label %1314, label %1317

1314:                                             ; preds = %1301
  %1315 = load i32, i32* @rank, align 4, !tbaa !5
  %1316 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1315, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0)) #10
  br label %1317

1317:                                             ; preds = %1314, %1301
  %1318 = load i32, i32* @rank, align 4, !tbaa !5
  %1319 = icmp eq i32 %1318, 0
  br i1 %1319, label %1320, label %1325

1320:                                             ; preds = %1317
  %1321 = load i32, i32* %86, align 4, !tbaa !5
  %1322 = icmp eq i32 %1321, 0
  %1323 = select i1 %1322, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1324 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef %1323) #10
  br label %1325

1325:                                             ; preds = %1320, %1317
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1310) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1309) #10
  %1326 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1034, i32 noundef 52, i32 noundef 1140850688, i32* noundef nonnull %111) #10
  %1327 = call i32 @MPI_Request_free(i32* noundef nonnull %111) #10
  %1328 = call i32 @MPI_Recv(i8* noundef nonnull %1212, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1013, i32 noundef 52, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1329 = load i32, i32* %111, align 4, !tbaa !5
  %1330 = icmp eq i32 %1329, 738197504
  %1331 = load i32, i32* %110, align 4
  %1332 = icmp eq i32 %1331, %1013
  %1333 = select i1 %1330, i1 %1332, i1 false
  %1334 = zext i1 %1333 to i32
  %1335 = bitcast i32* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1335) #10
  store i32 %1334, i32* %83, align 4, !tbaa !5
  %1336 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1336) #10
  %1337 = call i32 @MPI_Allreduce(i8* noundef nonnull %1335, i8* noundef nonnull %1336, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1338 = load i32, i32* %83, align 4, !tbaa !5
  %1339 = icmp eq i32 %1338, 0
  br i1 %1339, label %1340, label %1343

1340:                                             ; preds = %1325
  %1341 = load i32, i32* @rank, align 4, !tbaa !5
  %1342 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1341, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0)) #10
  br label %1343

1343:                                             ; preds = %1340, %1325
  %1344 = load i32, i32* @rank, align 4, !tbaa !5
  %1345 = icmp eq i32 %1344, 0
  br i1 %1345, label %1346, label %1351

1346:                                             ; preds = %1343
  %1347 = load i32, i32* %84, align 4, !tbaa !5
  %1348 = icmp eq i32 %1347, 0
  %1349 = select i1 %1348, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1350 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0), i8* noundef %1349) #10
  br label %1351

1351:                                             ; preds = %1343, %1346
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1336) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1335) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1280) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1216) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1213) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1212) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1182) #10
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %1110) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1109) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1052) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1017) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1016) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1015) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1014) #10
  %1352 = load i32, i32* @rank, align 4, !tbaa !5
  %1353 = add nsw i32 %1352, 1
  %1354 = load i32, i32* @size, align 4, !tbaa !5
  %1355 = srem i32 %1353, %1354
  %1356 = add i32 %1352, -1
  %1357 = add i32 %1356, %1354
  %1358 = srem i32 %1357, %1354
  %1359 = bitcast i32* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1359) #10
  store i32 0, i32* %80, align 4, !tbaa !5
  %1360 = bitcast i32* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1360) #10
  store i32 -1, i32* %81, align 4, !tbaa !5
  %1361 = bitcast [2 x i32]* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1361) #10
  %1362 = getelementptr inbounds [2 x i32], [2 x i32]* %82, i64 0, i64 0
  %1363 = call i32 @MPI_Send_init(i8* noundef nonnull %1359, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1355, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1362) #10
  %1364 = getelementptr inbounds [2 x i32], [2 x i32]* %82, i64 0, i64 1
  %1365 = call i32 @MPI_Recv_init(i8* noundef nonnull %1360, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1358, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1364) #10
  %1366 = mul nsw i32 %1358, 10
  br label %1386

1367:                                             ; preds = %1386
  %1368 = call i32 @MPI_Request_free(i32* noundef nonnull %1362) #10
  %1369 = call i32 @MPI_Request_free(i32* noundef nonnull %1364) #10
  %1370 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1370) #10
  store i32 %1401, i32* %78, align 4, !tbaa !5
  %1371 = bitcast i32* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1371) #10
  %1372 = call i32 @MPI_Allreduce(i8* noundef nonnull %1370, i8* noundef nonnull %1371, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1373 = load i32, i32* %78, align 4, !tbaa !5
  %1374 = icmp eq i32 %1373, 0
  br i1 %1374, label %1375, label %1378

1375:                                             ; preds = %1367
  %1376 = load i32, i32* @rank, align 4, !tbaa !5
  %1377 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1376, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0)) #10
  br label %1378

1378:                                             ; preds = %1375, %1367
  %1379 = load i32, i32* @rank, align 4, !tbaa !5
  %1380 = icmp eq i32 %1379, 0
  br i1 %1380, label %1381, label %1404

1381:                                             ; preds = %1378
  %1382 = load i32, i32* %79, align 4, !tbaa !5
  %1383 = icmp eq i32 %1382, 0
  %1384 = select i1 %1383, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1385 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0), i8* noundef %1384) #10
  br label %1404

1386:                                             ; preds = %1386, %1351
  %1387 = phi i32 [ 0, %1351 ], [ %1402, %1386 ]
  %1388 = phi i32 [ 1, %1351 ], [ %1401, %1386 ]
  %1389 = load i32, i32* @rank, align 4, !tbaa !5
  %1390 = mul nsw i32 %1389, 10
  %1391 = add nsw i32 %1390, %1387
  store i32 %1391, i32* %80, align 4, !tbaa !5
  %1392 = call i32 @MPI_Startall(i32 noundef 2, i32* noundef nonnull %1362) #10
  %1393 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %1362, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1394 = load i32, i32* %81, align 4, !tbaa !5
  %1395 = add nsw i32 %1387, %1366
  %1396 = icmp eq i32 %1394, %1395
  %1397 = load i32, i32* %1362, align 4
  %1398 = icmp ne i32 %1397, 738197504
  %1399 = select i1 %1396, i1 %1398, i1 false
  %1400 = zext i1 %1399 to i32
  %1401 = and i32 %1388, %1400
  %1402 = add nuw nsw i32 %1387, 1
  %1403 = icmp eq i32 %1402, 3
  br i1 %1403, label %1367, label %1386, !llvm.loop !35

1404:                                             ; preds = %1378, %1381
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1371) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1370) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1361) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1360) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1359) #10
  %1405 = load i32, i32* @rank, align 4, !tbaa !5
  %1406 = load i32, i32* @size, align 4, !tbaa !5
  %1407 = add i32 %1405, -1
  %1408 = bitcast [4 x [5 x double]]* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %1408) #10
  %1409 = bitcast [4 x double]* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1409) #10
  %1410 = bitcast i32* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1410) #10
  %1411 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1411) #10
  %1412 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1412) #10
  %1413 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1413) #10
  %1414 = call i32 @MPI_Type_vector(i32 noundef 4, i32 noundef 1, i32 noundef 5, i32 noundef 1275070475, i32* noundef nonnull %51) #10
  %1415 = call i32 @MPI_Type_commit(i32* noundef nonnull %51) #10
  %1416 = load i32, i32* @rank, align 4, !tbaa !5
  %1417 = mul nsw i32 %1416, 100
  br label %1418

1418:                                             ; preds = %1432, %1404
  %1419 = phi i64 [ 0, %1404 ], [ %1433, %1432 ]
  %1420 = mul nuw nsw i64 %1419, 10
  br label %1435

1421:                                             ; preds = %1432
  %1422 = add i32 %1407, %1406
  %1423 = add nsw i32 %1405, 1
  %1424 = srem i32 %1423, %1406
  %1425 = srem i32 %1422, %1406
  %1426 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 0, i64 2
  %1427 = bitcast double* %1426 to i8*
  %1428 = load i32, i32* %51, align 4, !tbaa !5
  %1429 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1427, i32 noundef 1, i32 noundef %1428, i32 noundef %1424, i32 noundef 70, i8* noundef nonnull %1409, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1425, i32 noundef 70, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1430 = mul nsw i32 %1425, 100
  %1431 = or i32 %1430, 2
  br label %1476

1432:                                             ; preds = %1435
  %1433 = add nuw nsw i64 %1419, 1
  %1434 = icmp eq i64 %1433, 4
  br i1 %1434, label %1421, label %1418, !llvm.loop !36

1435:                                             ; preds = %1435, %1418
  %1436 = phi i64 [ 0, %1418 ], [ %1442, %1435 ]
  %1437 = add nuw nsw i64 %1436, %1420
  %1438 = trunc i64 %1437 to i32
  %1439 = add i32 %1417, %1438
  %1440 = sitofp i32 %1439 to double
  %1441 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1419, i64 %1436
  store double %1440, double* %1441, align 8, !tbaa !37
  %1442 = add nuw nsw i64 %1436, 1
  %1443 = icmp eq i64 %1442, 5
  br i1 %1443, label %1432, label %1435, !llvm.loop !39

1444:                                             ; preds = %1476
  %1445 = bitcast [10 x i32]* %63 to i8*
  %1446 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1446) #10
  store i32 %1487, i32* %47, align 4, !tbaa !5
  %1447 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1447) #10
  %1448 = call i32 @MPI_Allreduce(i8* noundef nonnull %1446, i8* noundef nonnull %1447, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1449 = load i32, i32* %47, align 4, !tbaa !5
  %1450 = icmp eq i32 %1449, 0
  br i1 %1450, label %1451, label %1454

1451:                                             ; preds = %1444
  %1452 = load i32, i32* @rank, align 4, !tbaa !5
  %1453 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1452, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0)) #10
  br label %1454

1454:                                             ; preds = %1451, %1444
  %1455 = load i32, i32* @rank, align 4, !tbaa !5
  %1456 = icmp eq i32 %1455, 0
  br i1 %1456, label %1457, label %1462

1457:                                             ; preds = %1454
  %1458 = load i32, i32* %48, align 4, !tbaa !5
  %1459 = icmp eq i32 %1458, 0
  %1460 = select i1 %1459, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1461 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0), i8* noundef %1460) #10
  br label %1462

1462:                                             ; preds = %1457, %1454
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1447) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1446) #10
  %1463 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 0, i64 4
  %1464 = bitcast double* %1463 to i8*
  %1465 = load i32, i32* %51, align 4, !tbaa !5
  %1466 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1409, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1424, i32 noundef 71, i8* noundef nonnull %1464, i32 noundef 1, i32 noundef %1465, i32 noundef %1425, i32 noundef 71, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1467 = load i32, i32* @size, align 4, !tbaa !5
  %1468 = add i32 %1425, -1
  %1469 = add i32 %1468, %1467
  %1470 = srem i32 %1469, %1467
  %1471 = mul nsw i32 %1470, 100
  %1472 = or i32 %1471, 2
  %1473 = load i32, i32* @rank, align 4
  %1474 = mul nsw i32 %1473, 100
  %1475 = or i32 %1474, 3
  br label %1581

1476:                                             ; preds = %1476, %1421
  %1477 = phi i64 [ 0, %1421 ], [ %1488, %1476 ]
  %1478 = phi i32 [ 1, %1421 ], [ %1487, %1476 ]
  %1479 = getelementptr inbounds [4 x double], [4 x double]* %50, i64 0, i64 %1477
  %1480 = load double, double* %1479, align 8, !tbaa !37
  %1481 = trunc i64 %1477 to i32
  %1482 = mul i32 %1481, 10
  %1483 = add i32 %1431, %1482
  %1484 = sitofp i32 %1483 to double
  %1485 = fcmp oeq double %1480, %1484
  %1486 = zext i1 %1485 to i32
  %1487 = and i32 %1478, %1486
  %1488 = add nuw nsw i64 %1477, 1
  %1489 = icmp eq i64 %1488, 4
  br i1 %1489, label %1444, label %1476, !llvm.loop !40

1490:                                             ; preds = %1597
  %1491 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1491) #10
  store i32 %1600, i32* %45, align 4, !tbaa !5
  %1492 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1492) #10
  %1493 = call i32 @MPI_Allreduce(i8* noundef nonnull %1491, i8* noundef nonnull %1492, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1494 = load i32, i32* %45, align 4, !tbaa !5
  %1495 = icmp eq i32 %1494, 0
  br i1 %1495, label %1496, label %1499

1496:                                             ; preds = %1490
  %1497 = load i32, i32* @rank, align 4, !tbaa !5
  %1498 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1497, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0)) #10
  br label %1499

1499:                                             ; preds = %1496, %1490
  %1500 = load i32, i32* @rank, align 4, !tbaa !5
  %1501 = icmp eq i32 %1500, 0
  br i1 %1501, label %1502, label %1507

1502:                                             ; preds = %1499
  %1503 = load i32, i32* %46, align 4, !tbaa !5
  %1504 = icmp eq i32 %1503, 0
  %1505 = select i1 %1504, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1506 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %1505) #10
  br label %1507

1507:                                             ; preds = %1502, %1499
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1492) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1491) #10
  %1508 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1508) #10
  %1509 = bitcast i64* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1509) #10
  %1510 = bitcast i64* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1510) #10
  %1511 = load i32, i32* %51, align 4, !tbaa !5
  %1512 = call i32 @MPI_Type_size(i32 noundef %1511, i32* noundef nonnull %55) #10
  %1513 = load i32, i32* %51, align 4, !tbaa !5
  %1514 = call i32 @MPI_Type_get_extent(i32 noundef %1513, i64* noundef nonnull %56, i64* noundef nonnull %57) #10
  %1515 = load i32, i32* %55, align 4, !tbaa !5
  %1516 = icmp eq i32 %1515, 32
  %1517 = load i64, i64* %56, align 8
  %1518 = icmp eq i64 %1517, 0
  %1519 = select i1 %1516, i1 %1518, i1 false
  %1520 = load i64, i64* %57, align 8
  %1521 = icmp eq i64 %1520, 128
  %1522 = select i1 %1519, i1 %1521, i1 false
  %1523 = zext i1 %1522 to i32
  %1524 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1524) #10
  store i32 %1523, i32* %43, align 4, !tbaa !5
  %1525 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1525) #10
  %1526 = call i32 @MPI_Allreduce(i8* noundef nonnull %1524, i8* noundef nonnull %1525, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1527 = load i32, i32* %43, align 4, !tbaa !5
  %1528 = icmp eq i32 %1527, 0
  br i1 %1528, label %1529, label %1532

1529:                                             ; preds = %1507
  %1530 = load i32, i32* @rank, align 4, !tbaa !5
  %1531 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1530, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0)) #10
  br label %1532

1532:                                             ; preds = %1529, %1507
  %1533 = load i32, i32* @rank, align 4, !tbaa !5
  %1534 = icmp eq i32 %1533, 0
  br i1 %1534, label %1535, label %1540

1535:                                             ; preds = %1532
  %1536 = load i32, i32* %44, align 4, !tbaa !5
  %1537 = icmp eq i32 %1536, 0
  %1538 = select i1 %1537, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1539 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0), i8* noundef %1538) #10
  br label %1540

1540:                                             ; preds = %1535, %1532
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1525) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1524) #10
  %1541 = call i32 @MPI_Type_contiguous(i32 noundef 2, i32 noundef 1275069445, i32* noundef nonnull %52) #10
  %1542 = call i32 @MPI_Type_commit(i32* noundef nonnull %52) #10
  %1543 = bitcast [6 x i32]* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1543) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1543, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.datatypes.pin to i8*), i64 24, i1 false) #10
  %1544 = bitcast [6 x i32]* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1544) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1544, i8 0, i64 24, i1 false) #10
  %1545 = load i32, i32* %52, align 4, !tbaa !5
  %1546 = getelementptr inbounds [6 x i32], [6 x i32]* %59, i64 0, i64 0
  %1547 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1543, i32 noundef 3, i32 noundef %1545, i32 noundef %1424, i32 noundef 72, i8* noundef nonnull %1544, i32 noundef 3, i32 noundef %1545, i32 noundef %1425, i32 noundef 72, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1548 = load i32, i32* %1546, align 16, !tbaa !5
  %1549 = icmp eq i32 %1548, 1
  %1550 = getelementptr inbounds [6 x i32], [6 x i32]* %59, i64 0, i64 5
  %1551 = load i32, i32* %1550, align 4
  %1552 = icmp eq i32 %1551, 6
  %1553 = select i1 %1549, i1 %1552, i1 false
  %1554 = zext i1 %1553 to i32
  %1555 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1555) #10
  store i32 %1554, i32* %41, align 4, !tbaa !5
  %1556 = bitcast i32* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1556) #10
  %1557 = call i32 @MPI_Allreduce(i8* noundef nonnull %1555, i8* noundef nonnull %1556, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1558 = load i32, i32* %41, align 4, !tbaa !5
  %1559 = icmp eq i32 %1558, 0
  br i1 %1559, label %1560, label %1563

1560:                                             ; preds = %1540
  %1561 = load i32, i32* @rank, align 4, !tbaa !5
  %1562 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1561, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0)) #10
  br label %1563

1563:                                             ; preds = %1560, %1540
  %1564 = load i32, i32* @rank, align 4, !tbaa !5
  %1565 = icmp eq i32 %1564, 0
  br i1 %1565, label %1566, label %1571

1566:                                             ; preds = %1563
  %1567 = load i32, i32* %42, align 4, !tbaa !5
  %1568 = icmp eq i32 %1567, 0
  %1569 = select i1 %1568, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1570 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0), i8* noundef %1569) #10
  br label %1571

1571:                                             ; preds = %1566, %1563
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1556) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1555) #10
  %1572 = bitcast [3 x i32]* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1572) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1572, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.bl to i8*), i64 12, i1 false) #10
  %1573 = bitcast [3 x i32]* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1573) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1573, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.dp to i8*), i64 12, i1 false) #10
  %1574 = getelementptr inbounds [3 x i32], [3 x i32]* %60, i64 0, i64 0
  %1575 = getelementptr inbounds [3 x i32], [3 x i32]* %61, i64 0, i64 0
  %1576 = call i32 @MPI_Type_indexed(i32 noundef 3, i32* noundef nonnull %1574, i32* noundef nonnull %1575, i32 noundef 1275069445, i32* noundef nonnull %53) #10
  %1577 = call i32 @MPI_Type_commit(i32* noundef nonnull %53) #10
  %1578 = bitcast [10 x i32]* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1578) #10
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1445) #10
  %1579 = load i32, i32* @rank, align 4, !tbaa !5
  %1580 = mul nsw i32 %1579, 10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %1445, i8 -1, i64 40, i1 false) #10, !tbaa !5
  br label %1610

1581:                                             ; preds = %1597, %1462
  %1582 = phi i64 [ 0, %1462 ], [ %1601, %1597 ]
  %1583 = phi i32 [ 1, %1462 ], [ %1600, %1597 ]
  %1584 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1582, i64 4
  %1585 = load double, double* %1584, align 8, !tbaa !37
  %1586 = trunc i64 %1582 to i32
  %1587 = mul i32 %1586, 10
  %1588 = add i32 %1472, %1587
  %1589 = sitofp i32 %1588 to double
  %1590 = fcmp oeq double %1585, %1589
  br i1 %1590, label %1591, label %1597

1591:                                             ; preds = %1581
  %1592 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %49, i64 0, i64 %1582, i64 3
  %1593 = load double, double* %1592, align 8, !tbaa !37
  %1594 = add i32 %1475, %1587
  %1595 = sitofp i32 %1594 to double
  %1596 = fcmp oeq double %1593, %1595
  br label %1597

1597:                                             ; preds = %1591, %1581
  %1598 = phi i1 [ false, %1581 ], [ %1596, %1591 ]
  %1599 = zext i1 %1598 to i32
  %1600 = and i32 %1583, %1599
  %1601 = add nuw nsw i64 %1582, 1
  %1602 = icmp eq i64 %1601, 4
  br i1 %1602, label %1490, label %1581, !llvm.loop !41

1603:                                             ; preds = %1610
  %1604 = load i32, i32* %53, align 4, !tbaa !5
  %1605 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 0
  %1606 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1578, i32 noundef 1, i32 noundef %1604, i32 noundef %1424, i32 noundef 73, i8* noundef nonnull %1445, i32 noundef 1, i32 noundef %1604, i32 noundef %1425, i32 noundef 73, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1607 = load i32, i32* %1605, align 16, !tbaa !5
  %1608 = mul nsw i32 %1425, 10
  %1609 = icmp eq i32 %1607, %1608
  br i1 %1609, label %1617, label %1651

1610:                                             ; preds = %1610, %1571
  %1611 = phi i64 [ 0, %1571 ], [ %1615, %1610 ]
  %1612 = trunc i64 %1611 to i32
  %1613 = add nsw i32 %1580, %1612
  %1614 = getelementptr inbounds [10 x i32], [10 x i32]* %62, i64 0, i64 %1611
  store i32 %1613, i32* %1614, align 4, !tbaa !5
  %1615 = add nuw nsw i64 %1611, 1
  %1616 = icmp eq i64 %1615, 10
  br i1 %1616, label %1603, label %1610, !llvm.loop !42

1617:                                             ; preds = %1603
  %1618 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 1
  %1619 = load i32, i32* %1618, align 4, !tbaa !5
  %1620 = or i32 %1608, 1
  %1621 = icmp eq i32 %1619, %1620
  %1622 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 2
  %1623 = load i32, i32* %1622, align 8
  %1624 = icmp eq i32 %1623, -1
  %1625 = select i1 %1621, i1 %1624, i1 false
  br i1 %1625, label %1626, label %1651

1626:                                             ; preds = %1617
  %1627 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 4
  %1628 = load i32, i32* %1627, align 16, !tbaa !5
  %1629 = add nsw i32 %1608, 4
  %1630 = icmp eq i32 %1628, %1629
  br i1 %1630, label %1631, label %1651

1631:                                             ; preds = %1626
  %1632 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 7
  %1633 = load i32, i32* %1632, align 4, !tbaa !5
  %1634 = add nsw i32 %1608, 7
  %1635 = icmp eq i32 %1633, %1634
  br i1 %1635, label %1636, label %1651

1636:                                             ; preds = %1631
  %1637 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 9
  %1638 = load i32, i32* %1637, align 4, !tbaa !5
  %1639 = add nsw i32 %1608, 9
  %1640 = icmp eq i32 %1638, %1639
  br i1 %1640, label %1641, label %1651

1641:                                             ; preds = %1636
  %1642 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 8
  %1643 = load i32, i32* %1642, align 16, !tbaa !5
  %1644 = add nsw i32 %1608, 8
  %1645 = icmp eq i32 %1643, %1644
  br i1 %1645, label %1646, label %1651

1646:                                             ; preds = %1641
  %1647 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 5
  %1648 = load i32, i32* %1647, align 4, !tbaa !5
  %1649 = icmp eq i32 %1648, -1
  %1650 = zext i1 %1649 to i32
  br label %1651

1651:                                             ; preds = %1646, %1641, %1636, %1631, %1626, %1617, %1603
  %1652 = phi i32 [ 0, %1641 ], [ 0, %1636 ], [ 0, %1631 ], [ 0, %1626 ], [ 0, %1617 ], [ 0, %1603 ], [ %1650, %1646 ]
  %1653 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1653) #10
  store i32 %1652, i32* %39, align 4, !tbaa !5
  %1654 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1654) #10
  %1655 = call i32 @MPI_Allreduce(i8* noundef nonnull %1653, i8* noundef nonnull %1654, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1656 = load i32, i32* %39, align 4, !tbaa !5
  %1657 = icmp eq i32 %1656, 0
  br i1 %1657, label %1658, label %1661

1658:                                             ; preds = %1651
  %1659 = load i32, i32* @rank, align 4, !tbaa !5
  %1660 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1659, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0)) #10
  br label %1661

1661:                                             ; preds = %1658, %1651
  %1662 = load i32, i32* @rank, align 4, !tbaa !5
  %1663 = icmp eq i32 %1662, 0
  br i1 %1663, label %1664, label %1669

1664:                                             ; preds = %1661
  %1665 = load i32, i32* %40, align 4, !tbaa !5
  %1666 = icmp eq i32 %1665, 0
  %1667 = select i1 %1666, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1668 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i8* noundef %1667) #10
  br label %1669

1669:                                             ; preds = %1664, %1661
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1654) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1653) #10
  %1670 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1670) #10
  %1671 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1671) #10
  %1672 = bitcast [3 x i32]* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1672) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1672, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.blens to i8*), i64 12, i1 false) #10
  %1673 = bitcast [3 x i64]* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1673) #10
  %1674 = bitcast i64* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1674) #10
  %1675 = bitcast [3 x i32]* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1675) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1675, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.types to i8*), i64 12, i1 false) #10
  %1676 = call i32 @MPI_Get_address(i8* noundef nonnull %1670, i64* noundef nonnull %68) #10
  %1677 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 0
  %1678 = call i32 @MPI_Get_address(i8* noundef nonnull %1670, i64* noundef nonnull %1677) #10
  %1679 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 1
  %1680 = bitcast double* %1679 to i8*
  %1681 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 1
  %1682 = call i32 @MPI_Get_address(i8* noundef nonnull %1680, i64* noundef nonnull %1681) #10
  %1683 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 0, i32 2
  %1684 = bitcast i32* %1683 to i8*
  %1685 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 2
  %1686 = call i32 @MPI_Get_address(i8* noundef nonnull %1684, i64* noundef nonnull %1685) #10
  %1687 = load i64, i64* %68, align 8, !tbaa !43
  br label %1698

1688:                                             ; preds = %1698
  %1689 = getelementptr inbounds [3 x i32], [3 x i32]* %66, i64 0, i64 0
  %1690 = getelementptr inbounds [3 x i32], [3 x i32]* %69, i64 0, i64 0
  %1691 = call i32 @MPI_Type_create_struct(i32 noundef 3, i32* noundef nonnull %1689, i64* noundef nonnull %1677, i32* noundef nonnull %1690, i32* noundef nonnull %54) #10
  %1692 = bitcast i32* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1692) #10
  %1693 = load i32, i32* %54, align 4, !tbaa !5
  %1694 = call i32 @MPI_Type_create_resized(i32 noundef %1693, i64 noundef 0, i64 noundef 24, i32* noundef nonnull %70) #10
  %1695 = call i32 @MPI_Type_commit(i32* noundef nonnull %70) #10
  %1696 = load i32, i32* @rank, align 4, !tbaa !5
  %1697 = sitofp i32 %1696 to double
  br label %1713

1698:                                             ; preds = %1698, %1669
  %1699 = phi i64 [ 0, %1669 ], [ %1703, %1698 ]
  %1700 = getelementptr inbounds [3 x i64], [3 x i64]* %67, i64 0, i64 %1699
  %1701 = load i64, i64* %1700, align 8, !tbaa !43
  %1702 = sub nsw i64 %1701, %1687
  store i64 %1702, i64* %1700, align 8, !tbaa !43
  %1703 = add nuw nsw i64 %1699, 1
  %1704 = icmp eq i64 %1703, 3
  br i1 %1704, label %1688, label %1698, !llvm.loop !45

1705:                                             ; preds = %1713
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %1671, i8 0, i64 48, i1 false) #10
  %1706 = load i32, i32* %70, align 4, !tbaa !5
  %1707 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1670, i32 noundef 2, i32 noundef %1706, i32 noundef %1424, i32 noundef 74, i8* noundef nonnull %1671, i32 noundef 2, i32 noundef %1706, i32 noundef %1425, i32 noundef 74, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1708 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 0
  %1709 = load i8, i8* %1708, align 8, !tbaa !46
  %1710 = sext i8 %1709 to i32
  %1711 = add nsw i32 %1425, 98
  %1712 = icmp eq i32 %1711, %1710
  br i1 %1712, label %1727, label %1739

1713:                                             ; preds = %1713, %1688
  %1714 = phi i64 [ 0, %1688 ], [ %1725, %1713 ]
  %1715 = trunc i64 %1714 to i32
  %1716 = add i32 %1696, %1715
  %1717 = trunc i32 %1716 to i8
  %1718 = add i8 %1717, 97
  %1719 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1714, i32 0
  store i8 %1718, i8* %1719, align 8, !tbaa !46
  %1720 = sitofp i32 %1715 to double
  %1721 = call double @llvm.fmuladd.f64(double %1720, double 5.000000e-01, double %1697) #10
  %1722 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1714, i32 1
  store double %1721, double* %1722, align 8, !tbaa !48
  %1723 = sub i32 0, %1716
  %1724 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %64, i64 0, i64 %1714, i32 2
  store i32 %1723, i32* %1724, align 8, !tbaa !49
  %1725 = add nuw nsw i64 %1714, 1
  %1726 = icmp eq i64 %1714, 0
  br i1 %1726, label %1713, label %1705, !llvm.loop !50

1727:                                             ; preds = %1705
  %1728 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 1
  %1729 = load double, double* %1728, align 16, !tbaa !48
  %1730 = sitofp i32 %1425 to double
  %1731 = fadd double %1730, 5.000000e-01
  %1732 = fcmp oeq double %1729, %1731
  br i1 %1732, label %1733, label %1739

1733:                                             ; preds = %1727
  %1734 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 1, i32 2
  %1735 = load i32, i32* %1734, align 8, !tbaa !49
  %1736 = xor i32 %1425, -1
  %1737 = icmp eq i32 %1735, %1736
  %1738 = zext i1 %1737 to i32
  br label %1739

1739:                                             ; preds = %1733, %1727, %1705
  %1740 = phi i32 [ 0, %1727 ], [ 0, %1705 ], [ %1738, %1733 ]
  %1741 = bitcast i32* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1741) #10
  store i32 %1740, i32* %37, align 4, !tbaa !5
  %1742 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1742) #10
  %1743 = call i32 @MPI_Allreduce(i8* noundef nonnull %1741, i8* noundef nonnull %1742, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1744 = load i32, i32* %37, align 4, !tbaa !5
  %1745 = icmp eq i32 %1744, 0
  br i1 %1745, label %1746, label %1749

1746:                                             ; preds = %1739
  %1747 = load i32, i32* @rank, align 4, !tbaa !5
  %1748 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1747, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0)) #10
  br label %1749

1749:                                             ; preds = %1746, %1739
  %1750 = load i32, i32* @rank, align 4, !tbaa !5
  %1751 = icmp eq i32 %1750, 0
  br i1 %1751, label %1752, label %1757

1752:                                             ; preds = %1749
  %1753 = load i32, i32* %38, align 4, !tbaa !5
  %1754 = icmp eq i32 %1753, 0
  %1755 = select i1 %1754, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1756 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0), i8* noundef %1755) #10
  br label %1757

1757:                                             ; preds = %1752, %1749
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1742) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1741) #10
  %1758 = getelementptr inbounds [64 x i8], [64 x i8]* %71, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1758) #10
  %1759 = bitcast i32* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1759) #10
  store i32 0, i32* %72, align 4, !tbaa !5
  %1760 = bitcast [3 x i32]* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1760) #10
  %1761 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 0
  %1762 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %1762, i32* %1761, align 4, !tbaa !5
  %1763 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 1
  %1764 = shl nsw i32 %1762, 1
  store i32 %1764, i32* %1763, align 4, !tbaa !5
  %1765 = getelementptr inbounds [3 x i32], [3 x i32]* %73, i64 0, i64 2
  %1766 = mul nsw i32 %1762, 3
  store i32 %1766, i32* %1765, align 4, !tbaa !5
  %1767 = bitcast [3 x i32]* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1767) #10
  %1768 = bitcast double* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1768) #10
  %1769 = sitofp i32 %1762 to double
  %1770 = fmul double %1769, 1.500000e+00
  store double %1770, double* %75, align 8, !tbaa !37
  %1771 = bitcast double* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1771) #10
  %1772 = call i32 @MPI_Pack(i8* noundef nonnull %1760, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1758, i32 noundef 64, i32* noundef nonnull %72, i32 noundef 1140850688) #10
  %1773 = call i32 @MPI_Pack(i8* noundef nonnull %1768, i32 noundef 1, i32 noundef 1275070475, i8* noundef nonnull %1758, i32 noundef 64, i32* noundef nonnull %72, i32 noundef 1140850688) #10
  %1774 = load i32, i32* %72, align 4, !tbaa !5
  %1775 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %1758, i32 noundef %1774, i32 noundef 1275068687, i32 noundef %1424, i32 noundef 75, i32 noundef %1425, i32 noundef 75, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1776 = bitcast i32* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1776) #10
  store i32 0, i32* %77, align 4, !tbaa !5
  %1777 = call i32 @MPI_Unpack(i8* noundef nonnull %1758, i32 noundef 64, i32* noundef nonnull %77, i8* noundef nonnull %1767, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1778 = call i32 @MPI_Unpack(i8* noundef nonnull %1758, i32 noundef 64, i32* noundef nonnull %77, i8* noundef nonnull %1771, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1140850688) #10
  %1779 = load i32, i32* %72, align 4, !tbaa !5
  %1780 = icmp eq i32 %1779, 20
  br i1 %1780, label %1781, label %1792

1781:                                             ; preds = %1757
  %1782 = getelementptr inbounds [3 x i32], [3 x i32]* %74, i64 0, i64 2
  %1783 = load i32, i32* %1782, align 4, !tbaa !5
  %1784 = mul nsw i32 %1425, 3
  %1785 = icmp eq i32 %1783, %1784
  br i1 %1785, label %1786, label %1792

1786:                                             ; preds = %1781
  %1787 = load double, double* %76, align 8, !tbaa !37
  %1788 = sitofp i32 %1425 to double
  %1789 = fmul double %1788, 1.500000e+00
  %1790 = fcmp oeq double %1787, %1789
  %1791 = zext i1 %1790 to i32
  br label %1792

1792:                                             ; preds = %1786, %1781, %1757
  %1793 = phi i32 [ 0, %1781 ], [ 0, %1757 ], [ %1791, %1786 ]
  %1794 = bitcast i32* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1794) #10
  store i32 %1793, i32* %35, align 4, !tbaa !5
  %1795 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1795) #10
  %1796 = call i32 @MPI_Allreduce(i8* noundef nonnull %1794, i8* noundef nonnull %1795, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1797 = load i32, i32* %35, align 4, !tbaa !5
  %1798 = icmp eq i32 %1797, 0
  br i1 %1798, label %1799, label %1802

1799:                                             ; preds = %1792
  %1800 = load i32, i32* @rank, align 4, !tbaa !5
  %1801 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1800, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0)) #10
  br label %1802

1802:                                             ; preds = %1799, %1792
  %1803 = load i32, i32* @rank, align 4, !tbaa !5
  %1804 = icmp eq i32 %1803, 0
  br i1 %1804, label %1805, label %1810

1805:                                             ; preds = %1802
  %1806 = load i32, i32* %36, align 4, !tbaa !5
  %1807 = icmp eq i32 %1806, 0
  %1808 = select i1 %1807, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1809 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0), i8* noundef %1808) #10
  br label %1810

1810:                                             ; preds = %1805, %1802
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1795) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1794) #10
  %1811 = call i32 @MPI_Type_free(i32* noundef nonnull %51) #10
  %1812 = call i32 @MPI_Type_free(i32* noundef nonnull %52) #10
  %1813 = call i32 @MPI_Type_free(i32* noundef nonnull %53) #10
  %1814 = call i32 @MPI_Type_free(i32* noundef nonnull %54) #10
  %1815 = call i32 @MPI_Type_free(i32* noundef nonnull %70) #10
  %1816 = load i32, i32* %51, align 4, !tbaa !5
  %1817 = icmp eq i32 %1816, 201326592
  %1818 = load i32, i32* %70, align 4
  %1819 = icmp eq i32 %1818, 201326592
  %1820 = select i1 %1817, i1 %1819, i1 false
  %1821 = zext i1 %1820 to i32
  %1822 = bitcast i32* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1822) #10
  store i32 %1821, i32* %33, align 4, !tbaa !5
  %1823 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1823) #10
  %1824 = call i32 @MPI_Allreduce(i8* noundef nonnull %1822, i8* noundef nonnull %1823, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1825 = load i32, i32* %33, align 4, !tbaa !5
  %1826 = icmp eq i32 %1825, 0
  br i1 %1826, label %1827, label %1830

1827:                                             ; preds = %1810
  %1828 = load i32, i32* @rank, align 4, !tbaa !5
  %1829 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1828, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0)) #10
  br label %1830

1830:                                             ; preds = %1827, %1810
  %1831 = load i32, i32* @rank, align 4, !tbaa !5
  %1832 = icmp eq i32 %1831, 0
  br i1 %1832, label %1833, label %1838

1833:                                             ; preds = %1830
  %1834 = load i32, i32* %34, align 4, !tbaa !5
  %1835 = icmp eq i32 %1834, 0
  %1836 = select i1 %1835, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1837 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1836) #10
  br label %1838

1838:                                             ; preds = %1830, %1833
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1823) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1822) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1776) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1771) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1768) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1767) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1760) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1759) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1758) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1692) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1675) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1674) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1673) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1672) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1671) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1670) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1445) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1578) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1573) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1572) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1544) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1543) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1510) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1509) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1508) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1413) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1412) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1411) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1410) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1409) #10
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %1408) #10
  %1839 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1839)
  %1840 = bitcast i64* %11 to [2 x i32]*
  %1841 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1841) #10
  store i64 0, i64* %11, align 8
  %1842 = bitcast i64* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1842) #10
  store i64 1, i64* %12, align 8
  %1843 = load i32, i32* @size, align 4, !tbaa !5
  %1844 = bitcast i64* %11 to i32*
  %1845 = call i32 @MPI_Dims_create(i32 noundef %1843, i32 noundef 2, i32* noundef nonnull %1844) #10
  %1846 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1846) #10
  %1847 = bitcast i64* %12 to i32*
  %1848 = call i32 @MPI_Cart_create(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1844, i32* noundef nonnull %1847, i32 noundef 0, i32* noundef nonnull %13) #10
  %1849 = bitcast [2 x i32]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1849) #10
  %1850 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1850) #10
  %1851 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1851) #10
  %1852 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1852) #10
  %1853 = load i32, i32* %13, align 4, !tbaa !5
  %1854 = call i32 @MPI_Comm_rank(i32 noundef %1853, i32* noundef nonnull %15) #10
  %1855 = load i32, i32* %13, align 4, !tbaa !5
  %1856 = load i32, i32* %15, align 4, !tbaa !5
  %1857 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 0
  %1858 = call i32 @MPI_Cart_coords(i32 noundef %1855, i32 noundef %1856, i32 noundef 2, i32* noundef nonnull %1857) #10
  %1859 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1859) #10
  %1860 = load i32, i32* %13, align 4, !tbaa !5
  %1861 = call i32 @MPI_Cart_rank(i32 noundef %1860, i32* noundef nonnull %1857, i32* noundef nonnull %18) #10
  %1862 = load i32, i32* %13, align 4, !tbaa !5
  %1863 = call i32 @MPI_Cart_shift(i32 noundef %1862, i32 noundef 0, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1864 = load i32, i32* %1857, align 4, !tbaa !5
  %1865 = load i32, i32* %1844, align 8, !tbaa !5
  %1866 = add i32 %1864, -1
  %1867 = add i32 %1866, %1865
  %1868 = srem i32 %1867, %1865
  %1869 = getelementptr inbounds [2 x i32], [2 x i32]* %1840, i64 0, i64 1
  %1870 = load i32, i32* %1869, align 4, !tbaa !5
  %1871 = mul nsw i32 %1870, %1868
  %1872 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 1
  %1873 = load i32, i32* %1872, align 4, !tbaa !5
  %1874 = add nsw i32 %1871, %1873
  %1875 = mul nsw i32 %1870, %1865
  %1876 = load i32, i32* @size, align 4, !tbaa !5
  %1877 = icmp ne i32 %1875, %1876
  %1878 = icmp slt i32 %1865, %1870
  %1879 = or i1 %1878, %1877
  br i1 %1879, label %1888, label %1880

1880:                                             ; preds = %1838
  %1881 = load i32, i32* %18, align 4, !tbaa !5
  %1882 = load i32, i32* %15, align 4, !tbaa !5
  %1883 = icmp eq i32 %1881, %1882
  br i1 %1883, label %1884, label %1888

1884:                                             ; preds = %1880
  %1885 = load i32, i32* %16, align 4, !tbaa !5
  %1886 = icmp eq i32 %1885, %1874
  %1887 = zext i1 %1886 to i32
  br label %1888

1888:                                             ; preds = %1884, %1880, %1838
  %1889 = phi i32 [ 0, %1880 ], [ 0, %1838 ], [ %1887, %1884 ]
  %1890 = load i32, i32* %13, align 4, !tbaa !5
  %1891 = call i32 @MPI_Cart_shift(i32 noundef %1890, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1892 = load i32, i32* %1872, align 4, !tbaa !5
  %1893 = icmp eq i32 %1892, 0
  %1894 = load i32, i32* %16, align 4, !tbaa !5
  %1895 = load i32, i32* %15, align 4
  %1896 = add nsw i32 %1895, -1
  %1897 = select i1 %1893, i32 -1, i32 %1896
  %1898 = icmp eq i32 %1894, %1897
  %1899 = zext i1 %1898 to i32
  %1900 = and i32 %1889, %1899
  %1901 = load i32, i32* %1869, align 4, !tbaa !5
  %1902 = add nsw i32 %1901, -1
  %1903 = icmp eq i32 %1892, %1902
  %1904 = load i32, i32* %17, align 4, !tbaa !5
  %1905 = load i32, i32* %15, align 4
  %1906 = add nsw i32 %1905, 1
  %1907 = select i1 %1903, i32 -1, i32 %1906
  %1908 = icmp eq i32 %1904, %1907
  %1909 = zext i1 %1908 to i32
  %1910 = and i32 %1900, %1909
  %1911 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1911) #10
  %1912 = load i32, i32* %15, align 4, !tbaa !5
  store i32 %1912, i32* %19, align 4, !tbaa !5
  %1913 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1913) #10
  store i32 -1, i32* %20, align 4, !tbaa !5
  %1914 = load i32, i32* %17, align 4, !tbaa !5
  %1915 = load i32, i32* %16, align 4, !tbaa !5
  %1916 = load i32, i32* %13, align 4, !tbaa !5
  %1917 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1911, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1914, i32 noundef 80, i8* noundef nonnull %1913, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1915, i32 noundef 80, i32 noundef %1916, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1918 = load i32, i32* %1872, align 4, !tbaa !5
  %1919 = icmp eq i32 %1918, 0
  %1920 = load i32, i32* %20, align 4, !tbaa !5
  %1921 = load i32, i32* %15, align 4
  %1922 = add nsw i32 %1921, -1
  %1923 = select i1 %1919, i32 -1, i32 %1922
  %1924 = icmp eq i32 %1920, %1923
  %1925 = zext i1 %1924 to i32
  %1926 = and i32 %1910, %1925
  %1927 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1927) #10
  store i32 %1926, i32* %9, align 4, !tbaa !5
  %1928 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1928) #10
  %1929 = call i32 @MPI_Allreduce(i8* noundef nonnull %1927, i8* noundef nonnull %1928, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1930 = load i32, i32* %9, align 4, !tbaa !5
  %1931 = icmp eq i32 %1930, 0
  br i1 %1931, label %1932, label %1935

1932:                                             ; preds = %1888
  %1933 = load i32, i32* @rank, align 4, !tbaa !5
  %1934 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1933, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0)) #10
  br label %1935

1935:                                             ; preds = %1932, %1888
  %1936 = load i32, i32* @rank, align 4, !tbaa !5
  %1937 = icmp eq i32 %1936, 0
  br i1 %1937, label %1938, label %1943

1938:                                             ; preds = %1935
  %1939 = load i32, i32* %10, align 4, !tbaa !5
  %1940 = icmp eq i32 %1939, 0
  %1941 = select i1 %1940, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1942 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1941) #10
  br label %1943

1943:                                             ; preds = %1938, %1935
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1928) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1927) #10
  %1944 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1944) #10
  %1945 = bitcast i64* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1945) #10
  store i64 4294967296, i64* %22, align 8
  %1946 = load i32, i32* %13, align 4, !tbaa !5
  %1947 = bitcast i64* %22 to i32*
  %1948 = call i32 @MPI_Cart_sub(i32 noundef %1946, i32* noundef nonnull %1947, i32* noundef nonnull %21) #10
  %1949 = bitcast i32* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1949) #10
  %1950 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1950) #10
  %1951 = load i32, i32* %21, align 4, !tbaa !5
  %1952 = call i32 @MPI_Comm_size(i32 noundef %1951, i32* noundef nonnull %23) #10
  %1953 = load i32, i32* %21, align 4, !tbaa !5
  %1954 = call i32 @MPI_Comm_rank(i32 noundef %1953, i32* noundef nonnull %24) #10
  %1955 = load i32, i32* %23, align 4, !tbaa !5
  %1956 = load i32, i32* %1869, align 4, !tbaa !5
  %1957 = icmp eq i32 %1955, %1956
  %1958 = load i32, i32* %24, align 4
  %1959 = load i32, i32* %1872, align 4
  %1960 = icmp eq i32 %1958, %1959
  %1961 = select i1 %1957, i1 %1960, i1 false
  %1962 = zext i1 %1961 to i32
  %1963 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1963) #10
  store i32 %1962, i32* %7, align 4, !tbaa !5
  %1964 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1964) #10
  %1965 = call i32 @MPI_Allreduce(i8* noundef nonnull %1963, i8* noundef nonnull %1964, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1966 = load i32, i32* %7, align 4, !tbaa !5
  %1967 = icmp eq i32 %1966, 0
  br i1 %1967, label %1968, label %1971

1968:                                             ; preds = %1943
  %1969 = load i32, i32* @rank, align 4, !tbaa !5
  %1970 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1969, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0)) #10
  br label %1971

1971:                                             ; preds = %1968, %1943
  %1972 = load i32, i32* @rank, align 4, !tbaa !5
  %1973 = icmp eq i32 %1972, 0
  br i1 %1973, label %1974, label %1979

1974:                                             ; preds = %1971
  %1975 = load i32, i32* %8, align 4, !tbaa !5
  %1976 = icmp eq i32 %1975, 0
  %1977 = select i1 %1976, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1978 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1977) #10
  br label %1979

1979:                                             ; preds = %1974, %1971
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1964) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1963) #10
  %1980 = call i32 @MPI_Comm_free(i32* noundef nonnull %21) #10
  %1981 = call i32 @MPI_Comm_free(i32* noundef nonnull %13) #10
  %1982 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1982) #10
  %1983 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1983) #10
  %1984 = call i32 @MPI_Comm_group(i32 noundef 1140850688, i32* noundef nonnull %25) #10
  %1985 = bitcast [64 x i32]* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %1985) #10
  %1986 = load i32, i32* @size, align 4, !tbaa !5
  %1987 = icmp sgt i32 %1986, 0
  br i1 %1987, label %1988, label %1995

1988:                                             ; preds = %1979
  %1989 = add i32 %1986, -1
  %1990 = lshr i32 %1989, 1
  %1991 = add nuw i32 %1990, 1
  %1992 = zext i32 %1991 to i64
  br label %2020

1993:                                             ; preds = %2020
  %1994 = trunc i64 %2023 to i32
  br label %1995

1995:                                             ; preds = %1993, %1979
  %1996 = phi i32 [ 0, %1979 ], [ %1994, %1993 ]
  %1997 = load i32, i32* %25, align 4, !tbaa !5
  %1998 = getelementptr inbounds [64 x i32], [64 x i32]* %27, i64 0, i64 0
  %1999 = call i32 @MPI_Group_incl(i32 noundef %1997, i32 noundef %1996, i32* noundef nonnull %1998, i32* noundef nonnull %26) #10
  %2000 = bitcast i32* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2000) #10
  %2001 = load i32, i32* %26, align 4, !tbaa !5
  %2002 = call i32 @MPI_Comm_create(i32 noundef 1140850688, i32 noundef %2001, i32* noundef nonnull %28) #10
  %2003 = bitcast i32* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2003) #10
  %2004 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2004) #10
  %2005 = load i32, i32* %26, align 4, !tbaa !5
  %2006 = call i32 @MPI_Group_rank(i32 noundef %2005, i32* noundef nonnull %29) #10
  %2007 = load i32, i32* %26, align 4, !tbaa !5
  store i32 0, i32* %31, align 4, !tbaa !5
  %2008 = load i32, i32* %25, align 4, !tbaa !5
  %2009 = call i32 @MPI_Group_translate_ranks(i32 noundef %2007, i32 noundef 1, i32* noundef nonnull %31, i32 noundef %2008, i32* noundef nonnull %30) #10
  %2010 = load i32, i32* @rank, align 4, !tbaa !5
  %2011 = srem i32 %2010, 2
  %2012 = sdiv i32 %2010, 2
  %2013 = icmp ne i32 %2011, 0
  %2014 = load i32, i32* %28, align 4, !tbaa !5
  %2015 = icmp ne i32 %2014, 67108864
  %2016 = xor i1 %2013, %2015
  %2017 = load i32, i32* %30, align 4
  %2018 = icmp eq i32 %2017, 0
  %2019 = select i1 %2016, i1 %2018, i1 false
  br i1 %2019, label %2027, label %2033

2020:                                             ; preds = %2020, %1988
  %2021 = phi i64 [ 0, %1988 ], [ %2023, %2020 ]
  %2022 = phi i32 [ 0, %1988 ], [ %2025, %2020 ]
  %2023 = add nuw nsw i64 %2021, 1
  %2024 = getelementptr inbounds [64 x i32], [64 x i32]* %27, i64 0, i64 %2021
  store i32 %2022, i32* %2024, align 4, !tbaa !5
  %2025 = add nuw nsw i32 %2022, 2
  %2026 = icmp eq i64 %2023, %1992
  br i1 %2026, label %1993, label %2020, !llvm.loop !51

2027:                                             ; preds = %1995
  %2028 = icmp eq i32 %2011, 0
  %2029 = load i32, i32* %29, align 4, !tbaa !5
  %2030 = select i1 %2028, i32 %2012, i32 -32766
  %2031 = icmp eq i32 %2029, %2030
  %2032 = zext i1 %2031 to i32
  br label %2033

2033:                                             ; preds = %2027, %1995
  %2034 = phi i32 [ 0, %1995 ], [ %2032, %2027 ]
  %2035 = icmp eq i32 %2014, 67108864
  br i1 %2035, label %2044, label %2036

2036:                                             ; preds = %2033
  %2037 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2037) #10
  %2038 = call i32 @MPI_Comm_size(i32 noundef %2014, i32* noundef nonnull %32) #10
  %2039 = load i32, i32* %32, align 4, !tbaa !5
  %2040 = icmp eq i32 %2039, %1996
  %2041 = zext i1 %2040 to i32
  %2042 = and i32 %2034, %2041
  %2043 = call i32 @MPI_Comm_free(i32* noundef nonnull %28) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2037) #10
  br label %2044

2044:                                             ; preds = %2036, %2033
  %2045 = phi i32 [ %2042, %2036 ], [ %2034, %2033 ]
  %2046 = call i32 @MPI_Group_free(i32* noundef nonnull %26) #10
  %2047 = call i32 @MPI_Group_free(i32* noundef nonnull %25) #10
  %2048 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2048) #10
  store i32 %2045, i32* %5, align 4, !tbaa !5
  %2049 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2049) #10
  %2050 = call i32 @MPI_Allreduce(i8* noundef nonnull %2048, i8* noundef nonnull %2049, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2051 = load i32, i32* %5, align 4, !tbaa !5
  %2052 = icmp eq i32 %2051, 0
  br i1 %2052, label %2053, label %2056

2053:                                             ; preds = %2044
  %2054 = load i32, i32* @rank, align 4, !tbaa !5
  %2055 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %2054, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.39, i64 0, i64 0)) #10
  br label %2056

2056:                                             ; preds = %2053, %2044
  %2057 = load i32, i32* @rank, align 4, !tbaa !5
  %2058 = icmp eq i32 %2057, 0
  br i1 %2058, label %2059, label %2064

2059:                                             ; preds = %2056
  %2060 = load i32, i32* %6, align 4, !tbaa !5
  %2061 = icmp eq i32 %2060, 0
  %2062 = select i1 %2061, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %2063 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.39, i64 0, i64 0), i8* noundef %2062) #10
  br label %2064

2064:                                             ; preds = %2056, %2059
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2049) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2048) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2004) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2003) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2000) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %1985) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1983) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1982) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1950) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1949) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1945) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1944) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1913) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1911) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1859) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1852) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1851) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1850) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1849) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1846) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1842) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1841) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1839)
  %2065 = bitcast i32* %199 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2065) #10
  %2066 = bitcast i32** %200 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2066) #10
  %2067 = call i32 @MPI_Comm_get_attr(i32 noundef 1140850688, i32 noundef 1681915905, i8* noundef nonnull %2066, i32* noundef nonnull %199) #10
  %2068 = load i32, i32* %199, align 4, !tbaa !5
  %2069 = icmp eq i32 %2068, 0
  br i1 %2069, label %2074, label %2070

2070:                                             ; preds = %2064
  %2071 = load i32*, i32** %200, align 8, !tbaa !9
  %2072 = load i32, i32* %2071, align 4, !tbaa !5
  %2073 = icmp sgt i32 %2072, 32766
  br label %2074

2074:                                             ; preds = %2064, %2070
  %2075 = phi i1 [ %2073, %2070 ], [ false, %2064 ]
  %2076 = icmp ne i32 %2068, 0
  %2077 = select i1 %2076, i1 %2075, i1 false
  %2078 = zext i1 %2077 to i32
  %2079 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2079)
  store i32 %2078, i32* %3, align 4, !tbaa !5
  %2080 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2080) #10
  %2081 = call i32 @MPI_Allreduce(i8* noundef nonnull %2079, i8* noundef nonnull %2080, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2082 = load i32, i32* %3, align 4, !tbaa !5
  %2083 = icmp eq i32 %2082, 0
  br i1 %2083, label %2084, label %2087

2084:                                             ; preds = %2074
  %2085 = load i32, i32* @rank, align 4, !tbaa !5
  %2086 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %2085, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0)) #10
  br label %2087

2087:                                             ; preds = %2084, %2074
  %2088 = load i32, i32* @rank, align 4, !tbaa !5
  %2089 = icmp eq i32 %2088, 0
  br i1 %2089, label %2090, label %2095

2090:                                             ; preds = %2087
  %2091 = load i32, i32* %4, align 4, !tbaa !5
  %2092 = icmp eq i32 %2091, 0
  %2093 = select i1 %2092, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %2094 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i8* noundef %2093) #10
  br label %2095

2095:                                             ; preds = %2087, %2090
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2080) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2079)
  %2096 = call i32 @MPI_Finalize() #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2066) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2065) #10
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

declare i32 @MPI_Mprobe(i32 noundef, i32 noundef, i32 noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Mrecv(i8* noundef, i32 noundef, i32 noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Improbe(i32 noundef, i32 noundef, i32 noundef, i32* noundef, i32* noundef, %struct.MPI_Status* noundef) local_unnamed_addr #1

declare i32 @MPI_Imrecv(i8* noundef, i32 noundef, i32 noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

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
!36 = distinct !{!36, !12, !13}
!37 = !{!38, !38, i64 0}
!38 = !{!"double", !7, i64 0}
!39 = distinct !{!39, !12, !13}
!40 = distinct !{!40, !12, !13}
!41 = distinct !{!41, !12, !13}
!42 = distinct !{!42, !12, !13}
!43 = !{!44, !44, i64 0}
!44 = !{!"long", !7, i64 0}
!45 = distinct !{!45, !12, !13}
!46 = !{!47, !7, i64 0}
!47 = !{!"rec", !7, i64 0, !38, i64 8, !6, i64 16}
!48 = !{!47, !38, i64 8}
!49 = !{!47, !6, i64 16}
!50 = distinct !{!50, !12, !13}
!51 = distinct !{!51, !12, !13}
