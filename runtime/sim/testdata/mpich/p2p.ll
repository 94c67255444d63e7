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
  %22 = alloca i32, align 4
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca [64 x i32], align 16
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
  %49 = alloca i32, align 4
  %50 = alloca [4 x [5 x double]], align 16
  %51 = alloca [4 x double], align 16
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i64, align 8
  %58 = alloca i64, align 8
  %59 = alloca [6 x i32], align 16
  %60 = alloca [6 x i32], align 16
  %61 = alloca [3 x i32], align 4
  %62 = alloca [3 x i32], align 4
  %63 = alloca [10 x i32], align 16
  %64 = alloca [10 x i32], align 16
  %65 = alloca [2 x %struct.rec], align 16
  %66 = alloca [2 x %struct.rec], align 16
  %67 = alloca [3 x i32], align 4
  %68 = alloca [3 x i64], align 16
  %69 = alloca i64, align 8
  %70 = alloca [3 x i32], align 4
  %71 = alloca i32, align 4
  %72 = alloca [64 x i8], align 16
  %73 = alloca i32, align 4
  %74 = alloca [3 x i32], align 4
  %75 = alloca [3 x i32], align 4
  %76 = alloca double, align 8
  %77 = alloca double, align 8
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca [2 x i32], align 4
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
  %100 = alloca [4 x i32], align 16
  %101 = alloca [4 x i32], align 16
  %102 = alloca [4 x i32], align 16
  %103 = alloca [4 x i32], align 16
  %104 = alloca i32, align 4
  %105 = alloca %struct.MPI_Status, align 4
  %106 = alloca i32, align 4
  %107 = alloca [4 x i32], align 16
  %108 = alloca [4 x %struct.MPI_Status], align 16
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i32, align 4
  %112 = alloca i32, align 4
  %113 = alloca %struct.MPI_Status, align 4
  %114 = alloca i32, align 4
  %115 = alloca i32, align 4
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i32, align 4
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca [3 x i32], align 4
  %122 = alloca [3 x i32], align 4
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca %struct.MPI_Status, align 4
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
  %136 = alloca i32, align 4
  %137 = alloca [17 x i32], align 16
  %138 = alloca i32, align 4
  %139 = alloca %struct.MPI_Status, align 4
  %140 = alloca i32, align 4
  %141 = alloca i32, align 4
  %142 = alloca i32, align 4
  %143 = alloca [6 x i8], align 1
  %144 = alloca i32, align 4
  %145 = alloca i32, align 4
  %146 = alloca i32, align 4
  %147 = alloca i32, align 4
  %148 = alloca i32, align 4
  %149 = alloca i32, align 4
  %150 = alloca i32, align 4
  %151 = alloca [4 x i32], align 16
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
  %164 = alloca i32, align 4
  %165 = alloca %struct.MPI_Status, align 4
  %166 = alloca i32, align 4
  %167 = alloca %struct.MPI_Status, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca i32, align 4
  %175 = alloca [3 x i32], align 4
  %176 = alloca [3 x i32], align 4
  %177 = alloca %struct.MPI_Status, align 4
  %178 = alloca [5000 x i32], align 16
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
  %189 = alloca i32, align 4
  %190 = alloca %struct.MPI_Status, align 4
  %191 = alloca i32, align 4
  %192 = alloca [64 x i8], align 16
  %193 = alloca i32, align 4
  %194 = alloca i32, align 4
  %195 = alloca [2 x i32], align 4
  %196 = alloca i32, align 4
  %197 = alloca i8*, align 8
  %198 = alloca i32, align 4
  %199 = alloca i8**, align 8
  %200 = alloca i32, align 4
  %201 = alloca i32*, align 8
  store i32 %0, i32* %198, align 4, !tbaa !5
  store i8** %1, i8*** %199, align 8, !tbaa !9
  %202 = call i32 @MPI_Init(i32* noundef nonnull %198, i8*** noundef nonnull %199) #10
  %203 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #10
  %204 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #10
  %205 = load i32, i32* @rank, align 4, !tbaa !5
  %206 = icmp eq i32 %205, 0
  br i1 %206, label %207, label %210

207:                                              ; preds = %2
  %208 = load i32, i32* @size, align 4, !tbaa !5
  %209 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %208)
  br label %210

210:                                              ; preds = %207, %2
  %211 = load i32, i32* @rank, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  %213 = load i32, i32* @size, align 4, !tbaa !5
  %214 = srem i32 %212, %213
  %215 = add i32 %211, -1
  %216 = add i32 %215, %213
  %217 = srem i32 %216, %213
  %218 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %219 = bitcast i8* %218 to i32*
  %220 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %221 = bitcast i8* %220 to i32*
  %222 = bitcast i32* %189 to i8*
  %223 = bitcast %struct.MPI_Status* %190 to i8*
  %224 = bitcast i32* %191 to i8*
  %225 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %190, i64 0, i32 2
  %226 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %190, i64 0, i32 3
  %227 = mul nsw i32 %217, 100000
  %228 = getelementptr inbounds [64 x i8], [64 x i8]* %192, i64 0, i64 0
  %229 = bitcast i32* %185 to i8*
  %230 = bitcast i32* %186 to i8*
  br label %231

231:                                              ; preds = %313, %210
  %232 = phi i32 [ 1, %210 ], [ %314, %313 ]
  %233 = load i32, i32* @rank, align 4, !tbaa !5
  %234 = mul nsw i32 %233, 100000
  %235 = call i32 @llvm.umax.i32(i32 %232, i32 1) #10
  %236 = zext i32 %235 to i64
  %237 = shl nuw nsw i64 %236, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %220, i8 -1, i64 %237, i1 false) #10, !tbaa !5
  br label %280

238:                                              ; preds = %313
  %239 = bitcast i32* %193 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %239) #10
  %240 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %240, i32* %193, align 4, !tbaa !5
  %241 = bitcast i32* %194 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %241) #10
  store i32 -1, i32* %194, align 4, !tbaa !5
  %242 = bitcast [2 x i32]* %195 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %242) #10
  %243 = getelementptr inbounds [2 x i32], [2 x i32]* %195, i64 0, i64 0
  %244 = call i32 @MPI_Irecv(i8* noundef nonnull %241, i32 noundef 1, i32 noundef 1275069445, i32 noundef %217, i32 noundef 1, i32 noundef 1140850688, i32* noundef nonnull %243) #10
  %245 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %246 = call i32 @MPI_Rsend(i8* noundef nonnull %239, i32 noundef 1, i32 noundef 1275069445, i32 noundef %214, i32 noundef 1, i32 noundef 1140850688) #10
  %247 = call i32 @MPI_Wait(i32* noundef nonnull %243, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %248 = load i32, i32* %194, align 4, !tbaa !5
  %249 = icmp eq i32 %248, %217
  %250 = zext i1 %249 to i32
  %251 = bitcast i32* %187 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %251) #10
  store i32 %250, i32* %187, align 4, !tbaa !5
  %252 = bitcast i32* %188 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %252) #10
  %253 = call i32 @MPI_Allreduce(i8* noundef nonnull %251, i8* noundef nonnull %252, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %254 = load i32, i32* %187, align 4, !tbaa !5
  %255 = icmp eq i32 %254, 0
  br i1 %255, label %256, label %259

256:                                              ; preds = %238
  %257 = load i32, i32* @rank, align 4, !tbaa !5
  %258 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %257, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #10
  br label %259

259:                                              ; preds = %256, %238
  %260 = load i32, i32* @rank, align 4, !tbaa !5
  %261 = icmp eq i32 %260, 0
  br i1 %261, label %262, label %267

262:                                              ; preds = %259
  %263 = load i32, i32* %188, align 4, !tbaa !5
  %264 = icmp eq i32 %263, 0
  %265 = select i1 %264, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %266 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %265) #10
  br label %267

267:                                              ; preds = %262, %259
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %252) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %251) #10
  store i32 -1, i32* %194, align 4, !tbaa !5
  %268 = load i32, i32* @rank, align 4, !tbaa !5
  %269 = and i32 %268, 1
  %270 = icmp eq i32 %269, 0
  br i1 %270, label %328, label %331

271:                                              ; preds = %280
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %222) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %223) #10
  %272 = call i32 @MPI_Irecv(i8* noundef %220, i32 noundef %232, i32 noundef 1275069445, i32 noundef %217, i32 noundef %232, i32 noundef 1140850688, i32* noundef nonnull %189) #10
  %273 = call i32 @MPI_Send(i8* noundef %218, i32 noundef %232, i32 noundef 1275069445, i32 noundef %214, i32 noundef %232, i32 noundef 1140850688) #10
  %274 = call i32 @MPI_Wait(i32* noundef nonnull %189, %struct.MPI_Status* noundef nonnull %190) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %224) #10
  %275 = load i32, i32* %189, align 4, !tbaa !5
  %276 = icmp eq i32 %275, 738197504
  %277 = load i32, i32* %225, align 4
  %278 = icmp eq i32 %277, %217
  %279 = select i1 %276, i1 %278, i1 false
  br i1 %279, label %287, label %290

280:                                              ; preds = %280, %231
  %281 = phi i64 [ 0, %231 ], [ %285, %280 ]
  %282 = trunc i64 %281 to i32
  %283 = add nsw i32 %234, %282
  %284 = getelementptr inbounds i32, i32* %219, i64 %281
  store i32 %283, i32* %284, align 4, !tbaa !5
  %285 = add nuw nsw i64 %281, 1
  %286 = icmp eq i64 %285, %236
  br i1 %286, label %271, label %280, !llvm.loop !11

287:                                              ; preds = %271
  %288 = load i32, i32* %226, align 4, !tbaa !14
  %289 = icmp eq i32 %288, %232
  br label %290

290:                                              ; preds = %287, %271
  %291 = phi i1 [ false, %271 ], [ %289, %287 ]
  %292 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %190, i32 noundef 1275069445, i32* noundef nonnull %191) #10
  %293 = load i32, i32* %191, align 4, !tbaa !5
  %294 = icmp eq i32 %293, %232
  %295 = and i1 %291, %294
  %296 = zext i1 %295 to i32
  br label %316

297:                                              ; preds = %316
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %228) #10
  %298 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %228, i64 noundef 64, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %232) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %229) #10
  store i32 %325, i32* %185, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %230) #10
  %299 = call i32 @MPI_Allreduce(i8* noundef nonnull %229, i8* noundef nonnull %230, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %300 = load i32, i32* %185, align 4, !tbaa !5
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %302, label %305

302:                                              ; preds = %297
  %303 = load i32, i32* @rank, align 4, !tbaa !5
  %304 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %303, i8* noundef nonnull %228) #10
  br label %305

305:                                              ; preds = %302, %297
  %306 = load i32, i32* @rank, align 4, !tbaa !5
  %307 = icmp eq i32 %306, 0
  br i1 %307, label %308, label %313

308:                                              ; preds = %305
  %309 = load i32, i32* %186, align 4, !tbaa !5
  %310 = icmp eq i32 %309, 0
  %311 = select i1 %310, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %312 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef nonnull %228, i8* noundef %311) #10
  br label %313

313:                                              ; preds = %308, %305
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %230) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %229) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %228) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %224) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %223) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %222) #10
  %314 = mul nsw i32 %232, 70
  %315 = icmp ult i32 %314, 5001
  br i1 %315, label %231, label %238, !llvm.loop !16

316:                                              ; preds = %316, %290
  %317 = phi i64 [ 0, %290 ], [ %326, %316 ]
  %318 = phi i32 [ %296, %290 ], [ %325, %316 ]
  %319 = trunc i64 %317 to i32
  %320 = getelementptr inbounds i32, i32* %221, i64 %317
  %321 = load i32, i32* %320, align 4, !tbaa !5
  %322 = add nsw i32 %227, %319
  %323 = icmp eq i32 %321, %322
  %324 = zext i1 %323 to i32
  %325 = and i32 %318, %324
  %326 = add nuw nsw i64 %317, 1
  %327 = icmp eq i64 %326, %236
  br i1 %327, label %297, label %316, !llvm.loop !17

328:                                              ; preds = %267
  %329 = call i32 @MPI_Ssend(i8* noundef nonnull %239, i32 noundef 1, i32 noundef 1275069445, i32 noundef %214, i32 noundef 2, i32 noundef 1140850688) #10
  %330 = call i32 @MPI_Recv(i8* noundef nonnull %241, i32 noundef 1, i32 noundef 1275069445, i32 noundef %217, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %334

331:                                              ; preds = %267
  %332 = call i32 @MPI_Recv(i8* noundef nonnull %241, i32 noundef 1, i32 noundef 1275069445, i32 noundef %217, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %333 = call i32 @MPI_Ssend(i8* noundef nonnull %239, i32 noundef 1, i32 noundef 1275069445, i32 noundef %214, i32 noundef 2, i32 noundef 1140850688) #10
  br label %334

334:                                              ; preds = %331, %328
  %335 = load i32, i32* %194, align 4, !tbaa !5
  %336 = icmp eq i32 %335, %217
  %337 = zext i1 %336 to i32
  %338 = bitcast i32* %183 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %338) #10
  store i32 %337, i32* %183, align 4, !tbaa !5
  %339 = bitcast i32* %184 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %339) #10
  %340 = call i32 @MPI_Allreduce(i8* noundef nonnull %338, i8* noundef nonnull %339, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %341 = load i32, i32* %183, align 4, !tbaa !5
  %342 = icmp eq i32 %341, 0
  br i1 %342, label %343, label %346

343:                                              ; preds = %334
  %344 = load i32, i32* @rank, align 4, !tbaa !5
  %345 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %344, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)) #10
  br label %346

346:                                              ; preds = %343, %334
  %347 = load i32, i32* @rank, align 4, !tbaa !5
  %348 = icmp eq i32 %347, 0
  br i1 %348, label %349, label %354

349:                                              ; preds = %346
  %350 = load i32, i32* %184, align 4, !tbaa !5
  %351 = icmp eq i32 %350, 0
  %352 = select i1 %351, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %353 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %352) #10
  br label %354

354:                                              ; preds = %349, %346
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %339) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %338) #10
  %355 = bitcast i32* %196 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %355) #10
  store i32 65536, i32* %196, align 4, !tbaa !5
  %356 = bitcast i8** %197 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %356) #10
  %357 = call noalias dereferenceable_or_null(65536) i8* @malloc(i64 noundef 65536) #10
  store i8* %357, i8** %197, align 8, !tbaa !9
  %358 = call i32 @MPI_Buffer_attach(i8* noundef %357, i32 noundef 65536) #10
  store i32 -1, i32* %194, align 4, !tbaa !5
  %359 = call i32 @MPI_Bsend(i8* noundef nonnull %239, i32 noundef 1, i32 noundef 1275069445, i32 noundef %214, i32 noundef 3, i32 noundef 1140850688) #10
  %360 = call i32 @MPI_Recv(i8* noundef nonnull %241, i32 noundef 1, i32 noundef 1275069445, i32 noundef %217, i32 noundef 3, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %361 = load i32, i32* %194, align 4, !tbaa !5
  %362 = icmp eq i32 %361, %217
  %363 = zext i1 %362 to i32
  %364 = bitcast i32* %181 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %364) #10
  store i32 %363, i32* %181, align 4, !tbaa !5
  %365 = bitcast i32* %182 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %365) #10
  %366 = call i32 @MPI_Allreduce(i8* noundef nonnull %364, i8* noundef nonnull %365, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %367 = load i32, i32* %181, align 4, !tbaa !5
  %368 = icmp eq i32 %367, 0
  br i1 %368, label %369, label %372

369:                                              ; preds = %354
  %370 = load i32, i32* @rank, align 4, !tbaa !5
  %371 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %370, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0)) #10
  br label %372

372:                                              ; preds = %369, %354
  %373 = load i32, i32* @rank, align 4, !tbaa !5
  %374 = icmp eq i32 %373, 0
  br i1 %374, label %375, label %380

375:                                              ; preds = %372
  %376 = load i32, i32* %182, align 4, !tbaa !5
  %377 = icmp eq i32 %376, 0
  %378 = select i1 %377, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %379 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef %378) #10
  br label %380

380:                                              ; preds = %375, %372
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %365) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %364) #10
  %381 = call i32 @MPI_Buffer_detach(i8* noundef nonnull %356, i32* noundef nonnull %196) #10
  store i32 -1, i32* %194, align 4, !tbaa !5
  %382 = call i32 @MPI_Issend(i8* noundef nonnull %239, i32 noundef 1, i32 noundef 1275069445, i32 noundef %214, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %243) #10
  %383 = getelementptr inbounds [2 x i32], [2 x i32]* %195, i64 0, i64 1
  %384 = call i32 @MPI_Irecv(i8* noundef nonnull %241, i32 noundef 1, i32 noundef 1275069445, i32 noundef %217, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %383) #10
  %385 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %243, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %386 = load i32, i32* %194, align 4, !tbaa !5
  %387 = icmp eq i32 %386, %217
  %388 = load i32, i32* %243, align 4
  %389 = icmp eq i32 %388, 738197504
  %390 = select i1 %387, i1 %389, i1 false
  %391 = load i32, i32* %383, align 4
  %392 = icmp eq i32 %391, 738197504
  %393 = select i1 %390, i1 %392, i1 false
  %394 = zext i1 %393 to i32
  %395 = bitcast i32* %179 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %395) #10
  store i32 %394, i32* %179, align 4, !tbaa !5
  %396 = bitcast i32* %180 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %396) #10
  %397 = call i32 @MPI_Allreduce(i8* noundef nonnull %395, i8* noundef nonnull %396, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %398 = load i32, i32* %179, align 4, !tbaa !5
  %399 = icmp eq i32 %398, 0
  br i1 %399, label %400, label %403

400:                                              ; preds = %380
  %401 = load i32, i32* @rank, align 4, !tbaa !5
  %402 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %401, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #10
  br label %403

403:                                              ; preds = %400, %380
  %404 = load i32, i32* @rank, align 4, !tbaa !5
  %405 = icmp eq i32 %404, 0
  br i1 %405, label %406, label %411

406:                                              ; preds = %403
  %407 = load i32, i32* %180, align 4, !tbaa !5
  %408 = icmp eq i32 %407, 0
  %409 = select i1 %408, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %410 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i8* noundef %409) #10
  br label %411

411:                                              ; preds = %403, %406
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %396) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %395) #10
  %412 = load i8*, i8** %197, align 8, !tbaa !9
  call void @free(i8* noundef %412) #10
  call void @free(i8* noundef %218) #10
  call void @free(i8* noundef %220) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %356) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %355) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %242) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %241) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %239) #10
  %413 = load i32, i32* @rank, align 4, !tbaa !5
  %414 = add nsw i32 %413, 1
  %415 = load i32, i32* @size, align 4, !tbaa !5
  %416 = srem i32 %414, %415
  %417 = add i32 %413, -1
  %418 = add i32 %417, %415
  %419 = srem i32 %418, %415
  %420 = bitcast [3 x i32]* %175 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %420) #10
  %421 = getelementptr inbounds [3 x i32], [3 x i32]* %175, i64 0, i64 0
  store i32 %413, i32* %421, align 4, !tbaa !5
  %422 = getelementptr inbounds [3 x i32], [3 x i32]* %175, i64 0, i64 1
  %423 = shl nsw i32 %413, 1
  store i32 %423, i32* %422, align 4, !tbaa !5
  %424 = getelementptr inbounds [3 x i32], [3 x i32]* %175, i64 0, i64 2
  %425 = mul nsw i32 %413, 3
  store i32 %425, i32* %424, align 4, !tbaa !5
  %426 = bitcast [3 x i32]* %176 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %426) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %426, i8 -1, i64 12, i1 false) #10
  %427 = bitcast %struct.MPI_Status* %177 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %427) #10
  %428 = getelementptr inbounds [3 x i32], [3 x i32]* %176, i64 0, i64 0
  %429 = call i32 @MPI_Sendrecv(i8* noundef nonnull %420, i32 noundef 3, i32 noundef 1275069445, i32 noundef %416, i32 noundef 9, i8* noundef nonnull %426, i32 noundef 3, i32 noundef 1275069445, i32 noundef %419, i32 noundef 9, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %177) #10
  %430 = load i32, i32* %428, align 4, !tbaa !5
  %431 = icmp eq i32 %430, %419
  br i1 %431, label %432, label %442

432:                                              ; preds = %411
  %433 = getelementptr inbounds [3 x i32], [3 x i32]* %176, i64 0, i64 2
  %434 = load i32, i32* %433, align 4, !tbaa !5
  %435 = mul nsw i32 %419, 3
  %436 = icmp eq i32 %434, %435
  br i1 %436, label %437, label %442

437:                                              ; preds = %432
  %438 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %177, i64 0, i32 2
  %439 = load i32, i32* %438, align 4, !tbaa !18
  %440 = icmp eq i32 %439, %419
  %441 = zext i1 %440 to i32
  br label %442

442:                                              ; preds = %437, %432, %411
  %443 = phi i32 [ 0, %432 ], [ 0, %411 ], [ %441, %437 ]
  %444 = bitcast i32* %173 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %444) #10
  store i32 %443, i32* %173, align 4, !tbaa !5
  %445 = bitcast i32* %174 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %445) #10
  %446 = call i32 @MPI_Allreduce(i8* noundef nonnull %444, i8* noundef nonnull %445, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %447 = load i32, i32* %173, align 4, !tbaa !5
  %448 = icmp eq i32 %447, 0
  br i1 %448, label %449, label %452

449:                                              ; preds = %442
  %450 = load i32, i32* @rank, align 4, !tbaa !5
  %451 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %450, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #10
  br label %452

452:                                              ; preds = %449, %442
  %453 = load i32, i32* @rank, align 4, !tbaa !5
  %454 = icmp eq i32 %453, 0
  br i1 %454, label %455, label %460

455:                                              ; preds = %452
  %456 = load i32, i32* %174, align 4, !tbaa !5
  %457 = icmp eq i32 %456, 0
  %458 = select i1 %457, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %459 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %458) #10
  br label %460

460:                                              ; preds = %455, %452
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %445) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %444) #10
  %461 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %420, i32 noundef 3, i32 noundef 1275069445, i32 noundef %416, i32 noundef 10, i32 noundef %419, i32 noundef 10, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %177) #10
  %462 = load i32, i32* %421, align 4, !tbaa !5
  %463 = icmp eq i32 %462, %419
  %464 = load i32, i32* %422, align 4
  %465 = shl nsw i32 %419, 1
  %466 = icmp eq i32 %464, %465
  %467 = select i1 %463, i1 %466, i1 false
  %468 = zext i1 %467 to i32
  %469 = bitcast i32* %171 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %469) #10
  store i32 %468, i32* %171, align 4, !tbaa !5
  %470 = bitcast i32* %172 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %470) #10
  %471 = call i32 @MPI_Allreduce(i8* noundef nonnull %469, i8* noundef nonnull %470, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %472 = load i32, i32* %171, align 4, !tbaa !5
  %473 = icmp eq i32 %472, 0
  br i1 %473, label %474, label %477

474:                                              ; preds = %460
  %475 = load i32, i32* @rank, align 4, !tbaa !5
  %476 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %475, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0)) #10
  br label %477

477:                                              ; preds = %474, %460
  %478 = load i32, i32* @rank, align 4, !tbaa !5
  %479 = icmp eq i32 %478, 0
  br i1 %479, label %480, label %485

480:                                              ; preds = %477
  %481 = load i32, i32* %172, align 4, !tbaa !5
  %482 = icmp eq i32 %481, 0
  %483 = select i1 %482, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %484 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef %483) #10
  br label %485

485:                                              ; preds = %480, %477
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %470) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %469) #10
  %486 = bitcast [5000 x i32]* %178 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20000, i8* nonnull %486) #10
  %487 = load i32, i32* @rank, align 4, !tbaa !5
  br label %490

488:                                              ; preds = %490
  %489 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %486, i32 noundef 5000, i32 noundef 1275069445, i32 noundef %416, i32 noundef 11, i32 noundef %419, i32 noundef 11, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %177) #10
  br label %514

490:                                              ; preds = %490, %485
  %491 = phi i64 [ 0, %485 ], [ %495, %490 ]
  %492 = trunc i64 %491 to i32
  %493 = add nsw i32 %487, %492
  %494 = getelementptr inbounds [5000 x i32], [5000 x i32]* %178, i64 0, i64 %491
  store i32 %493, i32* %494, align 4, !tbaa !5
  %495 = add nuw nsw i64 %491, 1
  %496 = icmp eq i64 %495, 5000
  br i1 %496, label %488, label %490, !llvm.loop !19

497:                                              ; preds = %514
  %498 = bitcast i32* %169 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %498) #10
  store i32 %523, i32* %169, align 4, !tbaa !5
  %499 = bitcast i32* %170 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %499) #10
  %500 = call i32 @MPI_Allreduce(i8* noundef nonnull %498, i8* noundef nonnull %499, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %501 = load i32, i32* %169, align 4, !tbaa !5
  %502 = icmp eq i32 %501, 0
  br i1 %502, label %503, label %506

503:                                              ; preds = %497
  %504 = load i32, i32* @rank, align 4, !tbaa !5
  %505 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %504, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0)) #10
  br label %506

506:                                              ; preds = %503, %497
  %507 = load i32, i32* @rank, align 4, !tbaa !5
  %508 = icmp eq i32 %507, 0
  br i1 %508, label %509, label %526

509:                                              ; preds = %506
  %510 = load i32, i32* %170, align 4, !tbaa !5
  %511 = icmp eq i32 %510, 0
  %512 = select i1 %511, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %513 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i8* noundef %512) #10
  br label %526

514:                                              ; preds = %514, %488
  %515 = phi i64 [ 0, %488 ], [ %524, %514 ]
  %516 = phi i32 [ 1, %488 ], [ %523, %514 ]
  %517 = trunc i64 %515 to i32
  %518 = getelementptr inbounds [5000 x i32], [5000 x i32]* %178, i64 0, i64 %515
  %519 = load i32, i32* %518, align 4, !tbaa !5
  %520 = add nsw i32 %419, %517
  %521 = icmp eq i32 %519, %520
  %522 = zext i1 %521 to i32
  %523 = and i32 %516, %522
  %524 = add nuw nsw i64 %515, 1
  %525 = icmp eq i64 %524, 5000
  br i1 %525, label %497, label %514, !llvm.loop !20

526:                                              ; preds = %506, %509
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %499) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %498) #10
  call void @llvm.lifetime.end.p0i8(i64 20000, i8* nonnull %486) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %427) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %426) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %420) #10
  %527 = load i32, i32* @rank, align 4, !tbaa !5
  %528 = icmp eq i32 %527, 0
  br i1 %528, label %529, label %589

529:                                              ; preds = %526
  %530 = load i32, i32* @size, align 4, !tbaa !5
  %531 = icmp sgt i32 %530, 1
  br i1 %531, label %532, label %539

532:                                              ; preds = %529
  %533 = bitcast i32* %164 to i8*
  %534 = bitcast %struct.MPI_Status* %165 to i8*
  %535 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %165, i64 0, i32 2
  %536 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %165, i64 0, i32 3
  br label %565

537:                                              ; preds = %580
  %538 = icmp ne i32 %583, 0
  br label %539

539:                                              ; preds = %537, %529
  %540 = phi i32 [ 0, %529 ], [ %585, %537 ]
  %541 = phi i1 [ true, %529 ], [ %538, %537 ]
  %542 = phi i32 [ %530, %529 ], [ %587, %537 ]
  %543 = shl i32 1, %542
  %544 = add nsw i32 %543, -2
  %545 = icmp eq i32 %540, %544
  %546 = select i1 %541, i1 %545, i1 false
  %547 = zext i1 %546 to i32
  %548 = bitcast i32* %162 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %548) #10
  store i32 %547, i32* %162, align 4, !tbaa !5
  %549 = bitcast i32* %163 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %549) #10
  %550 = call i32 @MPI_Allreduce(i8* noundef nonnull %548, i8* noundef nonnull %549, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %551 = load i32, i32* %162, align 4, !tbaa !5
  %552 = icmp eq i32 %551, 0
  br i1 %552, label %553, label %556

553:                                              ; preds = %539
  %554 = load i32, i32* @rank, align 4, !tbaa !5
  %555 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %554, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %556

556:                                              ; preds = %553, %539
  %557 = load i32, i32* @rank, align 4, !tbaa !5
  %558 = icmp eq i32 %557, 0
  br i1 %558, label %559, label %564

559:                                              ; preds = %556
  %560 = load i32, i32* %163, align 4, !tbaa !5
  %561 = icmp eq i32 %560, 0
  %562 = select i1 %561, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %563 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %562) #10
  br label %564

564:                                              ; preds = %559, %556
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %549) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %548) #10
  br label %608

565:                                              ; preds = %580, %532
  %566 = phi i32 [ 1, %532 ], [ %586, %580 ]
  %567 = phi i32 [ 1, %532 ], [ %583, %580 ]
  %568 = phi i32 [ 0, %532 ], [ %585, %580 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %533) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %534) #10
  %569 = call i32 @MPI_Recv(i8* noundef nonnull %533, i32 noundef 1, i32 noundef 1275069445, i32 noundef -2, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %165) #10
  %570 = load i32, i32* %164, align 4, !tbaa !5
  %571 = load i32, i32* %535, align 4, !tbaa !18
  %572 = icmp eq i32 %570, %571
  %573 = load i32, i32* %536, align 4
  %574 = icmp eq i32 %573, %570
  %575 = select i1 %572, i1 %574, i1 false
  br i1 %575, label %576, label %580

576:                                              ; preds = %565
  %577 = shl i32 1, %570
  %578 = and i32 %577, %568
  %579 = icmp eq i32 %578, 0
  br label %580

580:                                              ; preds = %576, %565
  %581 = phi i1 [ false, %565 ], [ %579, %576 ]
  %582 = zext i1 %581 to i32
  %583 = and i32 %567, %582
  %584 = shl i32 1, %570
  %585 = or i32 %584, %568
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %534) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %533) #10
  %586 = add nuw nsw i32 %566, 1
  %587 = load i32, i32* @size, align 4, !tbaa !5
  %588 = icmp slt i32 %586, %587
  br i1 %588, label %565, label %537, !llvm.loop !21

589:                                              ; preds = %526
  %590 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %527, i32 noundef 1140850688) #10
  %591 = bitcast i32* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %591) #10
  store i32 1, i32* %160, align 4, !tbaa !5
  %592 = bitcast i32* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %592) #10
  %593 = call i32 @MPI_Allreduce(i8* noundef nonnull %591, i8* noundef nonnull %592, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %594 = load i32, i32* %160, align 4, !tbaa !5
  %595 = icmp eq i32 %594, 0
  br i1 %595, label %596, label %599

596:                                              ; preds = %589
  %597 = load i32, i32* @rank, align 4, !tbaa !5
  %598 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %597, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %599

599:                                              ; preds = %596, %589
  %600 = load i32, i32* @rank, align 4, !tbaa !5
  %601 = icmp eq i32 %600, 0
  br i1 %601, label %602, label %607

602:                                              ; preds = %599
  %603 = load i32, i32* %161, align 4, !tbaa !5
  %604 = icmp eq i32 %603, 0
  %605 = select i1 %604, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %606 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %605) #10
  br label %607

607:                                              ; preds = %602, %599
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %592) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %591) #10
  br label %608

608:                                              ; preds = %607, %564
  %609 = bitcast i32* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %609) #10
  store i32 5, i32* %166, align 4, !tbaa !5
  %610 = bitcast %struct.MPI_Status* %167 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %610) #10
  %611 = call i32 @MPI_Send(i8* noundef nonnull %609, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688) #10
  %612 = call i32 @MPI_Recv(i8* noundef nonnull %609, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %167) #10
  %613 = bitcast i32* %168 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %613) #10
  %614 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %167, i32 noundef 1275069445, i32* noundef nonnull %168) #10
  %615 = load i32, i32* %166, align 4, !tbaa !5
  %616 = icmp eq i32 %615, 5
  %617 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %167, i64 0, i32 2
  %618 = load i32, i32* %617, align 4
  %619 = icmp eq i32 %618, -1
  %620 = select i1 %616, i1 %619, i1 false
  %621 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %167, i64 0, i32 3
  %622 = load i32, i32* %621, align 4
  %623 = icmp eq i32 %622, -1
  %624 = select i1 %620, i1 %623, i1 false
  %625 = load i32, i32* %168, align 4
  %626 = icmp eq i32 %625, 0
  %627 = select i1 %624, i1 %626, i1 false
  %628 = zext i1 %627 to i32
  %629 = bitcast i32* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %629) #10
  store i32 %628, i32* %158, align 4, !tbaa !5
  %630 = bitcast i32* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %630) #10
  %631 = call i32 @MPI_Allreduce(i8* noundef nonnull %629, i8* noundef nonnull %630, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %632 = load i32, i32* %158, align 4, !tbaa !5
  %633 = icmp eq i32 %632, 0
  br i1 %633, label %634, label %637

634:                                              ; preds = %608
  %635 = load i32, i32* @rank, align 4, !tbaa !5
  %636 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %635, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0)) #10
  br label %637

637:                                              ; preds = %634, %608
  %638 = load i32, i32* @rank, align 4, !tbaa !5
  %639 = icmp eq i32 %638, 0
  br i1 %639, label %640, label %645

640:                                              ; preds = %637
  %641 = load i32, i32* %159, align 4, !tbaa !5
  %642 = icmp eq i32 %641, 0
  %643 = select i1 %642, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %644 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i8* noundef %643) #10
  br label %645

645:                                              ; preds = %637, %640
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %630) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %629) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %613) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %610) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %609) #10
  %646 = load i32, i32* @rank, align 4, !tbaa !5
  switch i32 %646, label %729 [
    i32 1, label %647
    i32 0, label %687
  ]

647:                                              ; preds = %645
  %648 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %649 = bitcast i8* %648 to i32*
  br label %681

650:                                              ; preds = %681
  %651 = bitcast [4 x i32]* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %651) #10
  %652 = getelementptr inbounds [4 x i32], [4 x i32]* %151, i64 0, i64 0
  %653 = call i32 @MPI_Isend(i8* noundef %648, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %652) #10
  %654 = bitcast i32* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %654) #10
  store i32 1, i32* %152, align 4, !tbaa !5
  %655 = bitcast i32* %153 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %655) #10
  store i32 2, i32* %153, align 4, !tbaa !5
  %656 = bitcast i32* %154 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %656) #10
  store i32 3, i32* %154, align 4, !tbaa !5
  %657 = getelementptr inbounds [4 x i32], [4 x i32]* %151, i64 0, i64 1
  %658 = call i32 @MPI_Isend(i8* noundef nonnull %654, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %657) #10
  %659 = getelementptr inbounds [4 x i32], [4 x i32]* %151, i64 0, i64 2
  %660 = call i32 @MPI_Isend(i8* noundef nonnull %655, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %659) #10
  %661 = getelementptr inbounds [4 x i32], [4 x i32]* %151, i64 0, i64 3
  %662 = call i32 @MPI_Isend(i8* noundef nonnull %656, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 8, i32 noundef 1140850688, i32* noundef nonnull %661) #10
  %663 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %652, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  call void @free(i8* noundef %648) #10
  %664 = bitcast i32* %149 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %664) #10
  store i32 1, i32* %149, align 4, !tbaa !5
  %665 = bitcast i32* %150 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %665) #10
  %666 = call i32 @MPI_Allreduce(i8* noundef nonnull %664, i8* noundef nonnull %665, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %667 = load i32, i32* %149, align 4, !tbaa !5
  %668 = icmp eq i32 %667, 0
  br i1 %668, label %669, label %672

669:                                              ; preds = %650
  %670 = load i32, i32* @rank, align 4, !tbaa !5
  %671 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %670, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %672

672:                                              ; preds = %669, %650
  %673 = load i32, i32* @rank, align 4, !tbaa !5
  %674 = icmp eq i32 %673, 0
  br i1 %674, label %675, label %680

675:                                              ; preds = %672
  %676 = load i32, i32* %150, align 4, !tbaa !5
  %677 = icmp eq i32 %676, 0
  %678 = select i1 %677, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %679 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %678) #10
  br label %680

680:                                              ; preds = %675, %672
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %665) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %664) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %656) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %655) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %654) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %651) #10
  br label %747

681:                                              ; preds = %681, %647
  %682 = phi i64 [ 0, %647 ], [ %685, %681 ]
  %683 = getelementptr inbounds i32, i32* %649, i64 %682
  %684 = trunc i64 %682 to i32
  store i32 %684, i32* %683, align 4, !tbaa !5
  %685 = add nuw nsw i64 %682, 1
  %686 = icmp eq i64 %685, 5000
  br i1 %686, label %650, label %681, !llvm.loop !22

687:                                              ; preds = %645
  %688 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %689 = bitcast i32* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %689) #10
  store i32 0, i32* %155, align 4, !tbaa !5
  %690 = bitcast i32* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %690) #10
  store i32 0, i32* %156, align 4, !tbaa !5
  %691 = bitcast i32* %157 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %691) #10
  store i32 0, i32* %157, align 4, !tbaa !5
  %692 = call i32 @MPI_Recv(i8* noundef nonnull %691, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 8, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %693 = call i32 @MPI_Recv(i8* noundef %688, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %694 = call i32 @MPI_Recv(i8* noundef nonnull %689, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %695 = call i32 @MPI_Recv(i8* noundef nonnull %690, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %696 = load i32, i32* %155, align 4, !tbaa !5
  %697 = icmp eq i32 %696, 1
  %698 = load i32, i32* %156, align 4
  %699 = icmp eq i32 %698, 2
  %700 = select i1 %697, i1 %699, i1 false
  %701 = load i32, i32* %157, align 4
  %702 = icmp eq i32 %701, 3
  %703 = select i1 %700, i1 %702, i1 false
  br i1 %703, label %704, label %710

704:                                              ; preds = %687
  %705 = bitcast i8* %688 to i32*
  %706 = getelementptr inbounds i32, i32* %705, i64 4999
  %707 = load i32, i32* %706, align 4, !tbaa !5
  %708 = icmp eq i32 %707, 4999
  %709 = zext i1 %708 to i32
  br label %710

710:                                              ; preds = %704, %687
  %711 = phi i32 [ 0, %687 ], [ %709, %704 ]
  %712 = bitcast i32* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %712) #10
  store i32 %711, i32* %147, align 4, !tbaa !5
  %713 = bitcast i32* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %713) #10
  %714 = call i32 @MPI_Allreduce(i8* noundef nonnull %712, i8* noundef nonnull %713, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %715 = load i32, i32* %147, align 4, !tbaa !5
  %716 = icmp eq i32 %715, 0
  br i1 %716, label %717, label %720

717:                                              ; preds = %710
  %718 = load i32, i32* @rank, align 4, !tbaa !5
  %719 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %718, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %720

720:                                              ; preds = %717, %710
  %721 = load i32, i32* @rank, align 4, !tbaa !5
  %722 = icmp eq i32 %721, 0
  br i1 %722, label %723, label %728

723:                                              ; preds = %720
  %724 = load i32, i32* %148, align 4, !tbaa !5
  %725 = icmp eq i32 %724, 0
  %726 = select i1 %725, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %727 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %726) #10
  br label %728

728:                                              ; preds = %723, %720
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %713) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %712) #10
  call void @free(i8* noundef %688) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %691) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %690) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %689) #10
  br label %747

729:                                              ; preds = %645
  %730 = bitcast i32* %145 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %730) #10
  store i32 1, i32* %145, align 4, !tbaa !5
  %731 = bitcast i32* %146 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %731) #10
  %732 = call i32 @MPI_Allreduce(i8* noundef nonnull %730, i8* noundef nonnull %731, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %733 = load i32, i32* %145, align 4, !tbaa !5
  %734 = icmp eq i32 %733, 0
  br i1 %734, label %735, label %738

735:                                              ; preds = %729
  %736 = load i32, i32* @rank, align 4, !tbaa !5
  %737 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %736, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %738

738:                                              ; preds = %735, %729
  %739 = load i32, i32* @rank, align 4, !tbaa !5
  %740 = icmp eq i32 %739, 0
  br i1 %740, label %741, label %746

741:                                              ; preds = %738
  %742 = load i32, i32* %146, align 4, !tbaa !5
  %743 = icmp eq i32 %742, 0
  %744 = select i1 %743, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %745 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %744) #10
  br label %746

746:                                              ; preds = %741, %738
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %731) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %730) #10
  br label %747

747:                                              ; preds = %680, %728, %746
  %748 = load i32, i32* @rank, align 4, !tbaa !5
  %749 = load i32, i32* @size, align 4, !tbaa !5
  %750 = add i32 %748, -1
  %751 = bitcast [17 x i32]* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 68, i8* nonnull %751) #10
  br label %778

752:                                              ; preds = %778
  %753 = add i32 %750, %749
  %754 = add nsw i32 %748, 1
  %755 = srem i32 %754, %749
  %756 = srem i32 %753, %749
  %757 = bitcast i32* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %757) #10
  %758 = call i32 @MPI_Isend(i8* noundef nonnull %751, i32 noundef 17, i32 noundef 1275069445, i32 noundef %755, i32 noundef 21, i32 noundef 1140850688, i32* noundef nonnull %138) #10
  %759 = bitcast %struct.MPI_Status* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %759) #10
  %760 = call i32 @MPI_Probe(i32 noundef -2, i32 noundef 21, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %139) #10
  %761 = bitcast i32* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %761) #10
  %762 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %139, i32 noundef 1275069445, i32* noundef nonnull %140) #10
  %763 = load i32, i32* %140, align 4, !tbaa !5
  %764 = sext i32 %763 to i64
  %765 = shl nsw i64 %764, 2
  %766 = call noalias i8* @malloc(i64 noundef %765) #10
  %767 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %139, i64 0, i32 2
  %768 = load i32, i32* %767, align 4, !tbaa !18
  %769 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %139, i64 0, i32 3
  %770 = load i32, i32* %769, align 4, !tbaa !14
  %771 = call i32 @MPI_Recv(i8* noundef %766, i32 noundef %763, i32 noundef 1275069445, i32 noundef %768, i32 noundef %770, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %772 = call i32 @MPI_Wait(i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %773 = load i32, i32* %140, align 4, !tbaa !5
  %774 = icmp eq i32 %773, 17
  %775 = load i32, i32* %767, align 4
  %776 = icmp eq i32 %775, %756
  %777 = select i1 %774, i1 %776, i1 false
  br i1 %777, label %783, label %789

778:                                              ; preds = %778, %747
  %779 = phi i64 [ 0, %747 ], [ %781, %778 ]
  %780 = getelementptr inbounds [17 x i32], [17 x i32]* %137, i64 0, i64 %779
  store i32 %748, i32* %780, align 4, !tbaa !5
  %781 = add nuw nsw i64 %779, 1
  %782 = icmp eq i64 %781, 17
  br i1 %782, label %752, label %778, !llvm.loop !23

783:                                              ; preds = %752
  %784 = bitcast i8* %766 to i32*
  %785 = getelementptr inbounds i32, i32* %784, i64 16
  %786 = load i32, i32* %785, align 4, !tbaa !5
  %787 = icmp eq i32 %786, %756
  %788 = zext i1 %787 to i32
  br label %789

789:                                              ; preds = %783, %752
  %790 = phi i32 [ 0, %752 ], [ %788, %783 ]
  %791 = bitcast i32* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %791) #10
  store i32 %790, i32* %135, align 4, !tbaa !5
  %792 = bitcast i32* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %792) #10
  %793 = call i32 @MPI_Allreduce(i8* noundef nonnull %791, i8* noundef nonnull %792, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %794 = load i32, i32* %135, align 4, !tbaa !5
  %795 = icmp eq i32 %794, 0
  br i1 %795, label %796, label %799

796:                                              ; preds = %789
  %797 = load i32, i32* @rank, align 4, !tbaa !5
  %798 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %797, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0)) #10
  br label %799

799:                                              ; preds = %796, %789
  %800 = load i32, i32* @rank, align 4, !tbaa !5
  %801 = icmp eq i32 %800, 0
  br i1 %801, label %802, label %807

802:                                              ; preds = %799
  %803 = load i32, i32* %136, align 4, !tbaa !5
  %804 = icmp eq i32 %803, 0
  %805 = select i1 %804, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %806 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0), i8* noundef %805) #10
  br label %807

807:                                              ; preds = %802, %799
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %792) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %791) #10
  call void @free(i8* noundef %766) #10
  %808 = bitcast i32* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %808) #10
  store i32 1, i32* %141, align 4, !tbaa !5
  %809 = call i32 @MPI_Iprobe(i32 noundef -2, i32 noundef 99, i32 noundef 1140850688, i32* noundef nonnull %141, %struct.MPI_Status* noundef nonnull %139) #10
  %810 = load i32, i32* %141, align 4, !tbaa !5
  %811 = icmp eq i32 %810, 0
  %812 = zext i1 %811 to i32
  %813 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %813) #10
  store i32 %812, i32* %133, align 4, !tbaa !5
  %814 = bitcast i32* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %814) #10
  %815 = call i32 @MPI_Allreduce(i8* noundef nonnull %813, i8* noundef nonnull %814, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %816 = load i32, i32* %133, align 4, !tbaa !5
  %817 = icmp eq i32 %816, 0
  br i1 %817, label %818, label %821

818:                                              ; preds = %807
  %819 = load i32, i32* @rank, align 4, !tbaa !5
  %820 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %819, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0)) #10
  br label %821

821:                                              ; preds = %818, %807
  %822 = load i32, i32* @rank, align 4, !tbaa !5
  %823 = icmp eq i32 %822, 0
  br i1 %823, label %824, label %829

824:                                              ; preds = %821
  %825 = load i32, i32* %134, align 4, !tbaa !5
  %826 = icmp eq i32 %825, 0
  %827 = select i1 %826, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %828 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i8* noundef %827) #10
  br label %829

829:                                              ; preds = %824, %821
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %814) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %813) #10
  %830 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %831 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %755, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %138) #10
  store i32 0, i32* %141, align 4, !tbaa !5
  br label %832

832:                                              ; preds = %832, %829
  %833 = call i32 @MPI_Iprobe(i32 noundef %756, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %141, %struct.MPI_Status* noundef nonnull %139) #10
  %834 = load i32, i32* %141, align 4, !tbaa !5
  %835 = icmp eq i32 %834, 0
  br i1 %835, label %832, label %836, !llvm.loop !24

836:                                              ; preds = %832
  %837 = bitcast i32* %142 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %837) #10
  %838 = call i32 @MPI_Recv(i8* noundef nonnull %837, i32 noundef 1, i32 noundef 1275069445, i32 noundef %756, i32 noundef 22, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %839 = call i32 @MPI_Wait(i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %840 = load i32, i32* %142, align 4, !tbaa !5
  %841 = icmp eq i32 %840, %756
  %842 = zext i1 %841 to i32
  %843 = bitcast i32* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %843) #10
  store i32 %842, i32* %131, align 4, !tbaa !5
  %844 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %844) #10
  %845 = call i32 @MPI_Allreduce(i8* noundef nonnull %843, i8* noundef nonnull %844, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %846 = load i32, i32* %131, align 4, !tbaa !5
  %847 = icmp eq i32 %846, 0
  br i1 %847, label %848, label %851

848:                                              ; preds = %836
  %849 = load i32, i32* @rank, align 4, !tbaa !5
  %850 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %849, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0)) #10
  br label %851

851:                                              ; preds = %848, %836
  %852 = load i32, i32* @rank, align 4, !tbaa !5
  %853 = icmp eq i32 %852, 0
  br i1 %853, label %854, label %859

854:                                              ; preds = %851
  %855 = load i32, i32* %132, align 4, !tbaa !5
  %856 = icmp eq i32 %855, 0
  %857 = select i1 %856, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %858 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i8* noundef %857) #10
  br label %859

859:                                              ; preds = %854, %851
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %844) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %843) #10
  %860 = getelementptr inbounds [6 x i8], [6 x i8]* %143, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %860) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %860, i8 0, i64 6, i1 false) #10
  %861 = call i32 @MPI_Sendrecv(i8* noundef nonnull %860, i32 noundef 6, i32 noundef 1275068673, i32 noundef %755, i32 noundef 23, i8* noundef nonnull %860, i32 noundef 6, i32 noundef 1275068673, i32 noundef %756, i32 noundef 23, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %139) #10
  %862 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %139, i32 noundef 1275069445, i32* noundef nonnull %140) #10
  %863 = bitcast i32* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %863) #10
  %864 = call i32 @MPI_Get_elements(%struct.MPI_Status* noundef nonnull %139, i32 noundef 1275068673, i32* noundef nonnull %144) #10
  %865 = load i32, i32* %140, align 4, !tbaa !5
  %866 = icmp eq i32 %865, -32766
  %867 = load i32, i32* %144, align 4
  %868 = icmp eq i32 %867, 6
  %869 = select i1 %866, i1 %868, i1 false
  %870 = zext i1 %869 to i32
  %871 = bitcast i32* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %871) #10
  store i32 %870, i32* %129, align 4, !tbaa !5
  %872 = bitcast i32* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %872) #10
  %873 = call i32 @MPI_Allreduce(i8* noundef nonnull %871, i8* noundef nonnull %872, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %874 = load i32, i32* %129, align 4, !tbaa !5
  %875 = icmp eq i32 %874, 0
  br i1 %875, label %876, label %879

876:                                              ; preds = %859
  %877 = load i32, i32* @rank, align 4, !tbaa !5
  %878 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %877, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0)) #10
  br label %879

879:                                              ; preds = %876, %859
  %880 = load i32, i32* @rank, align 4, !tbaa !5
  %881 = icmp eq i32 %880, 0
  br i1 %881, label %882, label %887

882:                                              ; preds = %879
  %883 = load i32, i32* %130, align 4, !tbaa !5
  %884 = icmp eq i32 %883, 0
  %885 = select i1 %884, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %886 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i8* noundef %885) #10
  br label %887

887:                                              ; preds = %879, %882
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %872) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %871) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %863) #10
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %860) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %837) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %808) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %761) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %759) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %757) #10
  call void @llvm.lifetime.end.p0i8(i64 68, i8* nonnull %751) #10
  %888 = load i32, i32* @rank, align 4, !tbaa !5
  %889 = add nsw i32 %888, 1
  %890 = load i32, i32* @size, align 4, !tbaa !5
  %891 = srem i32 %889, %890
  %892 = add i32 %888, -1
  %893 = add i32 %892, %890
  %894 = srem i32 %893, %890
  %895 = bitcast [3 x i32]* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %895) #10
  %896 = getelementptr inbounds [3 x i32], [3 x i32]* %121, i64 0, i64 0
  store i32 %888, i32* %896, align 4, !tbaa !5
  %897 = getelementptr inbounds [3 x i32], [3 x i32]* %121, i64 0, i64 1
  %898 = sub nsw i32 0, %888
  store i32 %898, i32* %897, align 4, !tbaa !5
  %899 = getelementptr inbounds [3 x i32], [3 x i32]* %121, i64 0, i64 2
  store i32 7, i32* %899, align 4, !tbaa !5
  %900 = bitcast [3 x i32]* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %900) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %900, i8 0, i64 12, i1 false) #10
  %901 = bitcast i32* %123 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %901) #10
  %902 = call i32 @MPI_Isend(i8* noundef nonnull %895, i32 noundef 3, i32 noundef 1275069445, i32 noundef %891, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %123) #10
  %903 = bitcast i32* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %903) #10
  %904 = bitcast %struct.MPI_Status* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %904) #10
  %905 = call i32 @MPI_Mprobe(i32 noundef -2, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %125) #10
  %906 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %906) #10
  %907 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %125, i32 noundef 1275069445, i32* noundef nonnull %126) #10
  %908 = getelementptr inbounds [3 x i32], [3 x i32]* %122, i64 0, i64 0
  %909 = load i32, i32* %126, align 4, !tbaa !5
  %910 = call i32 @MPI_Mrecv(i8* noundef nonnull %900, i32 noundef %909, i32 noundef 1275069445, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %125) #10
  %911 = call i32 @MPI_Wait(i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %912 = load i32, i32* %126, align 4, !tbaa !5
  %913 = icmp eq i32 %912, 3
  %914 = load i32, i32* %908, align 4
  %915 = icmp eq i32 %914, %894
  %916 = select i1 %913, i1 %915, i1 false
  br i1 %916, label %917, label %930

917:                                              ; preds = %887
  %918 = getelementptr inbounds [3 x i32], [3 x i32]* %122, i64 0, i64 1
  %919 = load i32, i32* %918, align 4, !tbaa !5
  %920 = sub nsw i32 0, %894
  %921 = icmp eq i32 %919, %920
  %922 = load i32, i32* %124, align 4
  %923 = icmp eq i32 %922, 738197504
  %924 = select i1 %921, i1 %923, i1 false
  br i1 %924, label %925, label %930

925:                                              ; preds = %917
  %926 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %125, i64 0, i32 2
  %927 = load i32, i32* %926, align 4, !tbaa !18
  %928 = icmp eq i32 %927, %894
  %929 = zext i1 %928 to i32
  br label %930

930:                                              ; preds = %925, %917, %887
  %931 = phi i32 [ 0, %917 ], [ 0, %887 ], [ %929, %925 ]
  %932 = bitcast i32* %119 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %932) #10
  store i32 %931, i32* %119, align 4, !tbaa !5
  %933 = bitcast i32* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %933) #10
  %934 = call i32 @MPI_Allreduce(i8* noundef nonnull %932, i8* noundef nonnull %933, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %935 = load i32, i32* %119, align 4, !tbaa !5
  %936 = icmp eq i32 %935, 0
  br i1 %936, label %937, label %940

937:                                              ; preds = %930
  %938 = load i32, i32* @rank, align 4, !tbaa !5
  %939 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %938, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0)) #10
  br label %940

940:                                              ; preds = %937, %930
  %941 = load i32, i32* @rank, align 4, !tbaa !5
  %942 = icmp eq i32 %941, 0
  br i1 %942, label %943, label %948

943:                                              ; preds = %940
  %944 = load i32, i32* %120, align 4, !tbaa !5
  %945 = icmp eq i32 %944, 0
  %946 = select i1 %945, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %947 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0), i8* noundef %946) #10
  br label %948

948:                                              ; preds = %943, %940
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %933) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %932) #10
  %949 = call i32 @MPI_Isend(i8* noundef nonnull %895, i32 noundef 2, i32 noundef 1275069445, i32 noundef %891, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %123) #10
  %950 = bitcast i32* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %950) #10
  store i32 0, i32* %127, align 4, !tbaa !5
  br label %951

951:                                              ; preds = %951, %948
  %952 = call i32 @MPI_Improbe(i32 noundef %894, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %127, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %125) #10
  %953 = load i32, i32* %127, align 4, !tbaa !5
  %954 = icmp eq i32 %953, 0
  br i1 %954, label %951, label %955, !llvm.loop !25

955:                                              ; preds = %951
  %956 = bitcast i32* %128 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %956) #10
  store i32 -1, i32* %908, align 4, !tbaa !5
  %957 = call i32 @MPI_Imrecv(i8* noundef nonnull %900, i32 noundef 3, i32 noundef 1275069445, i32* noundef nonnull %124, i32* noundef nonnull %128) #10
  %958 = call i32 @MPI_Wait(i32* noundef nonnull %128, %struct.MPI_Status* noundef nonnull %125) #10
  %959 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %125, i32 noundef 1275069445, i32* noundef nonnull %126) #10
  %960 = call i32 @MPI_Wait(i32* noundef nonnull %123, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %961 = load i32, i32* %908, align 4, !tbaa !5
  %962 = icmp eq i32 %961, %894
  %963 = load i32, i32* %126, align 4
  %964 = icmp eq i32 %963, 2
  %965 = select i1 %962, i1 %964, i1 false
  %966 = zext i1 %965 to i32
  %967 = bitcast i32* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %967) #10
  store i32 %966, i32* %117, align 4, !tbaa !5
  %968 = bitcast i32* %118 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %968) #10
  %969 = call i32 @MPI_Allreduce(i8* noundef nonnull %967, i8* noundef nonnull %968, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %970 = load i32, i32* %117, align 4, !tbaa !5
  %971 = icmp eq i32 %970, 0
  br i1 %971, label %972, label %975

972:                                              ; preds = %955
  %973 = load i32, i32* @rank, align 4, !tbaa !5
  %974 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %973, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0)) #10
  br label %975

975:                                              ; preds = %972, %955
  %976 = load i32, i32* @rank, align 4, !tbaa !5
  %977 = icmp eq i32 %976, 0
  br i1 %977, label %978, label %983

978:                                              ; preds = %975
  %979 = load i32, i32* %118, align 4, !tbaa !5
  %980 = icmp eq i32 %979, 0
  %981 = select i1 %980, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %982 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %981) #10
  br label %983

983:                                              ; preds = %978, %975
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %968) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %967) #10
  %984 = call i32 @MPI_Mprobe(i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %125) #10
  %985 = call i32 @MPI_Mrecv(i8* noundef nonnull %900, i32 noundef 1, i32 noundef 1275069445, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %125) #10
  %986 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %125, i64 0, i32 2
  %987 = load i32, i32* %986, align 4, !tbaa !18
  %988 = icmp eq i32 %987, -1
  %989 = load i32, i32* %124, align 4
  %990 = icmp eq i32 %989, 738197504
  %991 = select i1 %988, i1 %990, i1 false
  %992 = zext i1 %991 to i32
  %993 = bitcast i32* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %993) #10
  store i32 %992, i32* %115, align 4, !tbaa !5
  %994 = bitcast i32* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %994) #10
  %995 = call i32 @MPI_Allreduce(i8* noundef nonnull %993, i8* noundef nonnull %994, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %996 = load i32, i32* %115, align 4, !tbaa !5
  %997 = icmp eq i32 %996, 0
  br i1 %997, label %998, label %1001

998:                                              ; preds = %983
  %999 = load i32, i32* @rank, align 4, !tbaa !5
  %1000 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %999, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0)) #10
  br label %1001

1001:                                             ; preds = %998, %983
  %1002 = load i32, i32* @rank, align 4, !tbaa !5
  %1003 = icmp eq i32 %1002, 0
  br i1 %1003, label %1004, label %1009

1004:                                             ; preds = %1001
  %1005 = load i32, i32* %116, align 4, !tbaa !5
  %1006 = icmp eq i32 %1005, 0
  %1007 = select i1 %1006, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1008 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0), i8* noundef %1007) #10
  br label %1009

1009:                                             ; preds = %1001, %1004
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %994) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %993) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %956) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %950) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %906) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %904) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %903) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %901) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %900) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %895) #10
  %1010 = load i32, i32* @rank, align 4, !tbaa !5
  %1011 = load i32, i32* @size, align 4, !tbaa !5
  %1012 = add i32 %1010, -1
  %1013 = add i32 %1012, %1011
  %1014 = srem i32 %1013, %1011
  %1015 = bitcast [4 x i32]* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1015) #10
  %1016 = bitcast [4 x i32]* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1016) #10
  %1017 = bitcast [4 x i32]* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1017) #10
  %1018 = bitcast [4 x i32]* %103 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1018) #10
  br label %1019

1019:                                             ; preds = %1019, %1009
  %1020 = phi i64 [ 0, %1009 ], [ %1031, %1019 ]
  %1021 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1020
  store i32 -1, i32* %1021, align 4, !tbaa !5
  %1022 = load i32, i32* @rank, align 4, !tbaa !5
  %1023 = mul nsw i32 %1022, 10
  %1024 = trunc i64 %1020 to i32
  %1025 = add nsw i32 %1023, %1024
  %1026 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1020
  store i32 %1025, i32* %1026, align 4, !tbaa !5
  %1027 = bitcast i32* %1021 to i8*
  %1028 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %1020
  %1029 = add i32 %1024, 30
  %1030 = call i32 @MPI_Irecv(i8* noundef nonnull %1027, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef %1029, i32 noundef 1140850688, i32* noundef nonnull %1028) #10
  %1031 = add nuw nsw i64 %1020, 1
  %1032 = icmp eq i64 %1031, 4
  br i1 %1032, label %1033, label %1019, !llvm.loop !26

1033:                                             ; preds = %1019
  %1034 = add nsw i32 %1010, 1
  %1035 = srem i32 %1034, %1011
  br label %1042

1036:                                             ; preds = %1042
  %1037 = bitcast i32* %104 to i8*
  %1038 = bitcast %struct.MPI_Status* %105 to i8*
  %1039 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 0
  %1040 = mul nsw i32 %1014, 10
  %1041 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %105, i64 0, i32 3
  br label %1080

1042:                                             ; preds = %1042, %1033
  %1043 = phi i64 [ 3, %1033 ], [ %1050, %1042 ]
  %1044 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1043
  %1045 = bitcast i32* %1044 to i8*
  %1046 = getelementptr inbounds [4 x i32], [4 x i32]* %103, i64 0, i64 %1043
  %1047 = trunc i64 %1043 to i32
  %1048 = add i32 %1047, 30
  %1049 = call i32 @MPI_Isend(i8* noundef nonnull %1045, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1035, i32 noundef %1048, i32 noundef 1140850688, i32* noundef nonnull %1046) #10
  %1050 = add nsw i64 %1043, -1
  %1051 = icmp eq i64 %1043, 0
  br i1 %1051, label %1036, label %1042, !llvm.loop !27

1052:                                             ; preds = %1101
  %1053 = bitcast i32* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1053) #10
  %1054 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1039, i32* noundef nonnull %106, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1055 = load i32, i32* %106, align 4, !tbaa !5
  %1056 = icmp eq i32 %1055, -32766
  %1057 = icmp eq i32 %1106, 15
  %1058 = select i1 %1056, i1 %1057, i1 false
  %1059 = zext i1 %1058 to i32
  %1060 = and i32 %1104, %1059
  %1061 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1061) #10
  store i32 %1060, i32* %98, align 4, !tbaa !5
  %1062 = bitcast i32* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1062) #10
  %1063 = call i32 @MPI_Allreduce(i8* noundef nonnull %1061, i8* noundef nonnull %1062, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1064 = load i32, i32* %98, align 4, !tbaa !5
  %1065 = icmp eq i32 %1064, 0
  br i1 %1065, label %1066, label %1069

1066:                                             ; preds = %1052
  %1067 = load i32, i32* @rank, align 4, !tbaa !5
  %1068 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1067, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0)) #10
  br label %1069

1069:                                             ; preds = %1066, %1052
  %1070 = load i32, i32* @rank, align 4, !tbaa !5
  %1071 = icmp eq i32 %1070, 0
  br i1 %1071, label %1072, label %1077

1072:                                             ; preds = %1069
  %1073 = load i32, i32* %99, align 4, !tbaa !5
  %1074 = icmp eq i32 %1073, 0
  %1075 = select i1 %1074, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1076 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0), i8* noundef %1075) #10
  br label %1077

1077:                                             ; preds = %1072, %1069
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1062) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1061) #10
  %1078 = getelementptr inbounds [4 x i32], [4 x i32]* %103, i64 0, i64 0
  %1079 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %1078, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %1115

1080:                                             ; preds = %1101, %1036
  %1081 = phi i32 [ 0, %1036 ], [ %1107, %1101 ]
  %1082 = phi i32 [ 1, %1036 ], [ %1104, %1101 ]
  %1083 = phi i32 [ 0, %1036 ], [ %1106, %1101 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1037) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1038) #10
  %1084 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1039, i32* noundef nonnull %104, %struct.MPI_Status* noundef nonnull %105) #10
  %1085 = load i32, i32* %104, align 4, !tbaa !5
  %1086 = icmp ult i32 %1085, 4
  br i1 %1086, label %1087, label %1101

1087:                                             ; preds = %1080
  %1088 = sext i32 %1085 to i64
  %1089 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %1088
  %1090 = load i32, i32* %1089, align 4, !tbaa !5
  %1091 = icmp eq i32 %1090, 738197504
  br i1 %1091, label %1092, label %1101

1092:                                             ; preds = %1087
  %1093 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1088
  %1094 = load i32, i32* %1093, align 4, !tbaa !5
  %1095 = add nsw i32 %1085, %1040
  %1096 = icmp eq i32 %1094, %1095
  br i1 %1096, label %1097, label %1101

1097:                                             ; preds = %1092
  %1098 = load i32, i32* %1041, align 4, !tbaa !14
  %1099 = add nsw i32 %1085, 30
  %1100 = icmp eq i32 %1098, %1099
  br label %1101

1101:                                             ; preds = %1097, %1092, %1087, %1080
  %1102 = phi i1 [ false, %1092 ], [ false, %1087 ], [ false, %1080 ], [ %1100, %1097 ]
  %1103 = zext i1 %1102 to i32
  %1104 = and i32 %1082, %1103
  %1105 = shl i32 1, %1085
  %1106 = or i32 %1105, %1083
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1038) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1037) #10
  %1107 = add nuw nsw i32 %1081, 1
  %1108 = icmp eq i32 %1107, 4
  br i1 %1108, label %1052, label %1080, !llvm.loop !28

1109:                                             ; preds = %1115
  %1110 = bitcast [4 x i32]* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1110) #10
  %1111 = bitcast [4 x %struct.MPI_Status]* %108 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %1111) #10
  %1112 = bitcast i32* %109 to i8*
  %1113 = getelementptr inbounds [4 x i32], [4 x i32]* %107, i64 0, i64 0
  %1114 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %108, i64 0, i64 0
  br label %1129

1115:                                             ; preds = %1115, %1077
  %1116 = phi i64 [ 0, %1077 ], [ %1127, %1115 ]
  %1117 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1116
  store i32 -1, i32* %1117, align 4, !tbaa !5
  %1118 = bitcast i32* %1117 to i8*
  %1119 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 %1116
  %1120 = trunc i64 %1116 to i32
  %1121 = add i32 %1120, 40
  %1122 = call i32 @MPI_Irecv(i8* noundef nonnull %1118, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef %1121, i32 noundef 1140850688, i32* noundef nonnull %1119) #10
  %1123 = getelementptr inbounds [4 x i32], [4 x i32]* %101, i64 0, i64 %1116
  %1124 = bitcast i32* %1123 to i8*
  %1125 = getelementptr inbounds [4 x i32], [4 x i32]* %103, i64 0, i64 %1116
  %1126 = call i32 @MPI_Isend(i8* noundef nonnull %1124, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1035, i32 noundef %1121, i32 noundef 1140850688, i32* noundef nonnull %1125) #10
  %1127 = add nuw nsw i64 %1116, 1
  %1128 = icmp eq i64 %1127, 4
  br i1 %1128, label %1109, label %1115, !llvm.loop !29

1129:                                             ; preds = %1137, %1109
  %1130 = phi i32 [ 0, %1109 ], [ %1139, %1137 ]
  %1131 = phi i32 [ 1, %1109 ], [ %1138, %1137 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1112) #10
  %1132 = call i32 @MPI_Waitsome(i32 noundef 4, i32* noundef nonnull %1039, i32* noundef nonnull %109, i32* noundef nonnull %1113, %struct.MPI_Status* noundef nonnull %1114) #10
  %1133 = load i32, i32* %109, align 4, !tbaa !5
  %1134 = icmp sgt i32 %1133, 0
  br i1 %1134, label %1135, label %1137

1135:                                             ; preds = %1129
  %1136 = zext i32 %1133 to i64
  br label %1141

1137:                                             ; preds = %1155, %1129
  %1138 = phi i32 [ %1131, %1129 ], [ %1158, %1155 ]
  %1139 = add nsw i32 %1133, %1130
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1112) #10
  %1140 = icmp slt i32 %1139, 4
  br i1 %1140, label %1129, label %1161, !llvm.loop !30

1141:                                             ; preds = %1155, %1135
  %1142 = phi i64 [ 0, %1135 ], [ %1159, %1155 ]
  %1143 = phi i32 [ %1131, %1135 ], [ %1158, %1155 ]
  %1144 = getelementptr inbounds [4 x i32], [4 x i32]* %107, i64 0, i64 %1142
  %1145 = load i32, i32* %1144, align 4, !tbaa !5
  %1146 = sext i32 %1145 to i64
  %1147 = getelementptr inbounds [4 x i32], [4 x i32]* %100, i64 0, i64 %1146
  %1148 = load i32, i32* %1147, align 4, !tbaa !5
  %1149 = add nsw i32 %1145, %1040
  %1150 = icmp eq i32 %1148, %1149
  br i1 %1150, label %1151, label %1155

1151:                                             ; preds = %1141
  %1152 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %108, i64 0, i64 %1142, i32 2
  %1153 = load i32, i32* %1152, align 4, !tbaa !18
  %1154 = icmp eq i32 %1153, %1014
  br label %1155

1155:                                             ; preds = %1151, %1141
  %1156 = phi i1 [ false, %1141 ], [ %1154, %1151 ]
  %1157 = zext i1 %1156 to i32
  %1158 = and i32 %1143, %1157
  %1159 = add nuw nsw i64 %1142, 1
  %1160 = icmp eq i64 %1159, %1136
  br i1 %1160, label %1137, label %1141, !llvm.loop !31

1161:                                             ; preds = %1137
  %1162 = icmp ne i32 %1138, 0
  %1163 = icmp eq i32 %1139, 4
  %1164 = select i1 %1162, i1 %1163, i1 false
  %1165 = zext i1 %1164 to i32
  %1166 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1166) #10
  store i32 %1165, i32* %96, align 4, !tbaa !5
  %1167 = bitcast i32* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1167) #10
  %1168 = call i32 @MPI_Allreduce(i8* noundef nonnull %1166, i8* noundef nonnull %1167, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1169 = load i32, i32* %96, align 4, !tbaa !5
  %1170 = icmp eq i32 %1169, 0
  br i1 %1170, label %1171, label %1174

1171:                                             ; preds = %1161
  %1172 = load i32, i32* @rank, align 4, !tbaa !5
  %1173 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1172, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0)) #10
  br label %1174

1174:                                             ; preds = %1171, %1161
  %1175 = load i32, i32* @rank, align 4, !tbaa !5
  %1176 = icmp eq i32 %1175, 0
  br i1 %1176, label %1177, label %1182

1177:                                             ; preds = %1174
  %1178 = load i32, i32* %97, align 4, !tbaa !5
  %1179 = icmp eq i32 %1178, 0
  %1180 = select i1 %1179, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1181 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i8* noundef %1180) #10
  br label %1182

1182:                                             ; preds = %1177, %1174
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1167) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1166) #10
  %1183 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1183) #10
  store i32 0, i32* %110, align 4, !tbaa !5
  br label %1184

1184:                                             ; preds = %1184, %1182
  %1185 = call i32 @MPI_Testall(i32 noundef 4, i32* noundef nonnull %1078, i32* noundef nonnull %110, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1186 = load i32, i32* %110, align 4, !tbaa !5
  %1187 = icmp eq i32 %1186, 0
  br i1 %1187, label %1184, label %1188, !llvm.loop !32

1188:                                             ; preds = %1184
  %1189 = load i32, i32* %1078, align 16, !tbaa !5
  %1190 = icmp eq i32 %1189, 738197504
  %1191 = getelementptr inbounds [4 x i32], [4 x i32]* %103, i64 0, i64 3
  %1192 = load i32, i32* %1191, align 4
  %1193 = icmp eq i32 %1192, 738197504
  %1194 = select i1 %1190, i1 %1193, i1 false
  %1195 = zext i1 %1194 to i32
  %1196 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1196) #10
  store i32 %1195, i32* %94, align 4, !tbaa !5
  %1197 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1197) #10
  %1198 = call i32 @MPI_Allreduce(i8* noundef nonnull %1196, i8* noundef nonnull %1197, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1199 = load i32, i32* %94, align 4, !tbaa !5
  %1200 = icmp eq i32 %1199, 0
  br i1 %1200, label %1201, label %1204

1201:                                             ; preds = %1188
  %1202 = load i32, i32* @rank, align 4, !tbaa !5
  %1203 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1202, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0)) #10
  br label %1204

1204:                                             ; preds = %1201, %1188
  %1205 = load i32, i32* @rank, align 4, !tbaa !5
  %1206 = icmp eq i32 %1205, 0
  br i1 %1206, label %1207, label %1212

1207:                                             ; preds = %1204
  %1208 = load i32, i32* %95, align 4, !tbaa !5
  %1209 = icmp eq i32 %1208, 0
  %1210 = select i1 %1209, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1211 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i8* noundef %1210) #10
  br label %1212

1212:                                             ; preds = %1207, %1204
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1197) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1196) #10
  %1213 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1213) #10
  store i32 -1, i32* %111, align 4, !tbaa !5
  %1214 = bitcast i32* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1214) #10
  %1215 = call i32 @MPI_Irecv(i8* noundef nonnull %1213, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef 50, i32 noundef 1140850688, i32* noundef nonnull %112) #10
  %1216 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1035, i32 noundef 50, i32 noundef 1140850688) #10
  store i32 0, i32* %110, align 4, !tbaa !5
  %1217 = bitcast %struct.MPI_Status* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1217) #10
  br label %1218

1218:                                             ; preds = %1218, %1212
  %1219 = call i32 @MPI_Test(i32* noundef nonnull %112, i32* noundef nonnull %110, %struct.MPI_Status* noundef nonnull %113) #10
  %1220 = load i32, i32* %110, align 4, !tbaa !5
  %1221 = icmp eq i32 %1220, 0
  br i1 %1221, label %1218, label %1222, !llvm.loop !33

1222:                                             ; preds = %1218
  %1223 = load i32, i32* %111, align 4, !tbaa !5
  %1224 = icmp eq i32 %1223, %1014
  %1225 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %113, i64 0, i32 2
  %1226 = load i32, i32* %1225, align 4
  %1227 = icmp eq i32 %1226, %1014
  %1228 = select i1 %1224, i1 %1227, i1 false
  %1229 = load i32, i32* %112, align 4
  %1230 = icmp eq i32 %1229, 738197504
  %1231 = select i1 %1228, i1 %1230, i1 false
  %1232 = zext i1 %1231 to i32
  %1233 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1233) #10
  store i32 %1232, i32* %92, align 4, !tbaa !5
  %1234 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1234) #10
  %1235 = call i32 @MPI_Allreduce(i8* noundef nonnull %1233, i8* noundef nonnull %1234, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1236 = load i32, i32* %92, align 4, !tbaa !5
  %1237 = icmp eq i32 %1236, 0
  br i1 %1237, label %1238, label %1241

1238:                                             ; preds = %1222
  %1239 = load i32, i32* @rank, align 4, !tbaa !5
  %1240 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1239, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  br label %1241

1241:                                             ; preds = %1238, %1222
  %1242 = load i32, i32* @rank, align 4, !tbaa !5
  %1243 = icmp eq i32 %1242, 0
  br i1 %1243, label %1244, label %1249

1244:                                             ; preds = %1241
  %1245 = load i32, i32* %93, align 4, !tbaa !5
  %1246 = icmp eq i32 %1245, 0
  %1247 = select i1 %1246, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1248 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i8* noundef %1247) #10
  br label %1249

1249:                                             ; preds = %1244, %1241
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1234) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1233) #10
  %1250 = call i32 @MPI_Irecv(i8* noundef nonnull %1213, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef 51, i32 noundef 1140850688, i32* noundef nonnull %1039) #10
  %1251 = getelementptr inbounds [4 x i32], [4 x i32]* %102, i64 0, i64 1
  store i32 738197504, i32* %1251, align 4, !tbaa !5
  %1252 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1035, i32 noundef 51, i32 noundef 1140850688) #10
  store i32 0, i32* %110, align 4, !tbaa !5
  br label %1253

1253:                                             ; preds = %1253, %1249
  %1254 = call i32 @MPI_Testany(i32 noundef 2, i32* noundef nonnull %1039, i32* noundef nonnull %106, i32* noundef nonnull %110, %struct.MPI_Status* noundef nonnull %113) #10
  %1255 = load i32, i32* %110, align 4, !tbaa !5
  %1256 = icmp eq i32 %1255, 0
  br i1 %1256, label %1253, label %1257, !llvm.loop !34

1257:                                             ; preds = %1253
  %1258 = load i32, i32* %106, align 4, !tbaa !5
  %1259 = icmp eq i32 %1258, 0
  %1260 = load i32, i32* %111, align 4
  %1261 = icmp eq i32 %1260, %1014
  %1262 = select i1 %1259, i1 %1261, i1 false
  %1263 = zext i1 %1262 to i32
  %1264 = bitcast i32* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1264) #10
  store i32 %1263, i32* %90, align 4, !tbaa !5
  %1265 = bitcast i32* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1265) #10
  %1266 = call i32 @MPI_Allreduce(i8* noundef nonnull %1264, i8* noundef nonnull %1265, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1267 = load i32, i32* %90, align 4, !tbaa !5
  %1268 = icmp eq i32 %1267, 0
  br i1 %1268, label %1269, label %1272

1269:                                             ; preds = %1257
  %1270 = load i32, i32* @rank, align 4, !tbaa !5
  %1271 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1270, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0)) #10
  br label %1272

1272:                                             ; preds = %1269, %1257
  %1273 = load i32, i32* @rank, align 4, !tbaa !5
  %1274 = icmp eq i32 %1273, 0
  br i1 %1274, label %1275, label %1280

1275:                                             ; preds = %1272
  %1276 = load i32, i32* %91, align 4, !tbaa !5
  %1277 = icmp eq i32 %1276, 0
  %1278 = select i1 %1277, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1279 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0), i8* noundef %1278) #10
  br label %1280

1280:                                             ; preds = %1275, %1272
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1265) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1264) #10
  %1281 = bitcast i32* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1281) #10
  %1282 = call i32 @MPI_Testsome(i32 noundef 2, i32* noundef nonnull %1039, i32* noundef nonnull %114, i32* noundef nonnull %1113, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1283 = load i32, i32* %114, align 4, !tbaa !5
  %1284 = icmp eq i32 %1283, -32766
  %1285 = zext i1 %1284 to i32
  %1286 = bitcast i32* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1286) #10
  store i32 %1285, i32* %88, align 4, !tbaa !5
  %1287 = bitcast i32* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1287) #10
  %1288 = call i32 @MPI_Allreduce(i8* noundef nonnull %1286, i8* noundef nonnull %1287, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1289 = load i32, i32* %88, align 4, !tbaa !5
  %1290 = icmp eq i32 %1289, 0
  br i1 %1290, label %1291, label %1294

1291:                                             ; preds = %1280
  %1292 = load i32, i32* @rank, align 4, !tbaa !5
  %1293 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1292, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0)) #10
  br label %1294

1294:                                             ; preds = %1291, %1280
  %1295 = load i32, i32* @rank, align 4, !tbaa !5
  %1296 = icmp eq i32 %1295, 0
  br i1 %1296, label %1297, label %1302

1297:                                             ; preds = %1294
  %1298 = load i32, i32* %89, align 4, !tbaa !5
  %1299 = icmp eq i32 %1298, 0
  %1300 = select i1 %1299, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1301 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0), i8* noundef %1300) #10
  br label %1302

1302:                                             ; preds = %1297, %1294
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1287) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1286) #10
  %1303 = call i32 @MPI_Irecv(i8* noundef nonnull %1213, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef 999, i32 noundef 1140850688, i32* noundef nonnull %112) #10
  %1304 = call i32 @MPI_Cancel(i32* noundef nonnull %112) #10
  %1305 = call i32 @MPI_Wait(i32* noundef nonnull %112, %struct.MPI_Status* noundef nonnull %113) #10
  %1306 = call i32 @MPI_Test_cancelled(%struct.MPI_Status* noundef nonnull %113, i32* noundef nonnull %110) #10
  %1307 = load i32, i32* %110, align 4, !tbaa !5
  %1308 = icmp eq i32 %1307, 1
  %1309 = zext i1 %1308 to i32
  %1310 = bitcast i32* %86 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1310) #10
  store i32 %1309, i32* %86, align 4, !tbaa !5
  %1311 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1311) #10
  %1312 = call i32 @MPI_Allreduce(i8* noundef nonnull %1310, i8* noundef nonnull %1311, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1313 = load i32, i32* %86, align 4, !tbaa !5
  %1314 = icmp eq i32 %1313, 0
  br i1 %1314, label %1315, label %1318

1315:                                             ; preds = %1302
  %1316 = load i32, i32* @rank, align 4, !tbaa !5
  %1317 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1316, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0)) #10
  br label %1318

1318:                                             ; preds = %1315, %1302
  %1319 = load i32, i32* @rank, align 4, !tbaa !5
  %1320 = icmp eq i32 %1319, 0
  br i1 %1320, label %1321, label %1326

1321:                                             ; preds = %1318
  %1322 = load i32, i32* %87, align 4, !tbaa !5
  %1323 = icmp eq i32 %1322, 0
  %1324 = select i1 %1323, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1325 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef %1324) #10
  br label %1326

1326:                                             ; preds = %1321, %1318
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1311) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1310) #10
  %1327 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1035, i32 noundef 52, i32 noundef 1140850688, i32* noundef nonnull %112) #10
  %1328 = call i32 @MPI_Request_free(i32* noundef nonnull %112) #10
  %1329 = call i32 @MPI_Recv(i8* noundef nonnull %1213, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1014, i32 noundef 52, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1330 = load i32, i32* %112, align 4, !tbaa !5
  %1331 = icmp eq i32 %1330, 738197504
  %1332 = load i32, i32* %111, align 4
  %1333 = icmp eq i32 %1332, %1014
  %1334 = select i1 %1331, i1 %1333, i1 false
  %1335 = zext i1 %1334 to i32
  %1336 = bitcast i32* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1336) #10
  store i32 %1335, i32* %84, align 4, !tbaa !5
  %1337 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1337) #10
  %1338 = call i32 @MPI_Allreduce(i8* noundef nonnull %1336, i8* noundef nonnull %1337, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1339 = load i32, i32* %84, align 4, !tbaa !5
  %1340 = icmp eq i32 %1339, 0
  br i1 %1340, label %1341, label %1344

1341:                                             ; preds = %1326
  %1342 = load i32, i32* @rank, align 4, !tbaa !5
  %1343 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1342, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0)) #10
  br label %1344

1344:                                             ; preds = %1341, %1326
  %1345 = load i32, i32* @rank, align 4, !tbaa !5
  %1346 = icmp eq i32 %1345, 0
  br i1 %1346, label %1347, label %1352

1347:                                             ; preds = %1344
  %1348 = load i32, i32* %85, align 4, !tbaa !5
  %1349 = icmp eq i32 %1348, 0
  %1350 = select i1 %1349, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1351 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0), i8* noundef %1350) #10
  br label %1352

1352:                                             ; preds = %1344, %1347
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1337) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1336) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1281) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1217) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1214) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1213) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1183) #10
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %1111) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1110) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1053) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1018) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1017) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1016) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1015) #10
  %1353 = load i32, i32* @rank, align 4, !tbaa !5
  %1354 = add nsw i32 %1353, 1
  %1355 = load i32, i32* @size, align 4, !tbaa !5
  %1356 = srem i32 %1354, %1355
  %1357 = add i32 %1353, -1
  %1358 = add i32 %1357, %1355
  %1359 = srem i32 %1358, %1355
  %1360 = bitcast i32* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1360) #10
  store i32 0, i32* %81, align 4, !tbaa !5
  %1361 = bitcast i32* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1361) #10
  store i32 -1, i32* %82, align 4, !tbaa !5
  %1362 = bitcast [2 x i32]* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1362) #10
  %1363 = getelementptr inbounds [2 x i32], [2 x i32]* %83, i64 0, i64 0
  %1364 = call i32 @MPI_Send_init(i8* noundef nonnull %1360, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1356, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1363) #10
  %1365 = getelementptr inbounds [2 x i32], [2 x i32]* %83, i64 0, i64 1
  %1366 = call i32 @MPI_Recv_init(i8* noundef nonnull %1361, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1359, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1365) #10
  %1367 = mul nsw i32 %1359, 10
  br label %1387

1368:                                             ; preds = %1387
  %1369 = call i32 @MPI_Request_free(i32* noundef nonnull %1363) #10
  %1370 = call i32 @MPI_Request_free(i32* noundef nonnull %1365) #10
  %1371 = bitcast i32* %79 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1371) #10
  store i32 %1402, i32* %79, align 4, !tbaa !5
  %1372 = bitcast i32* %80 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1372) #10
  %1373 = call i32 @MPI_Allreduce(i8* noundef nonnull %1371, i8* noundef nonnull %1372, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1374 = load i32, i32* %79, align 4, !tbaa !5
  %1375 = icmp eq i32 %1374, 0
  br i1 %1375, label %1376, label %1379

1376:                                             ; preds = %1368
  %1377 = load i32, i32* @rank, align 4, !tbaa !5
  %1378 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1377, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0)) #10
  br label %1379

1379:                                             ; preds = %1376, %1368
  %1380 = load i32, i32* @rank, align 4, !tbaa !5
  %1381 = icmp eq i32 %1380, 0
  br i1 %1381, label %1382, label %1405

1382:                                             ; preds = %1379
  %1383 = load i32, i32* %80, align 4, !tbaa !5
  %1384 = icmp eq i32 %1383, 0
  %1385 = select i1 %1384, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1386 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0), i8* noundef %1385) #10
  br label %1405

1387:                                             ; preds = %1387, %1352
  %1388 = phi i32 [ 0, %1352 ], [ %1403, %1387 ]
  %1389 = phi i32 [ 1, %1352 ], [ %1402, %1387 ]
  %1390 = load i32, i32* @rank, align 4, !tbaa !5
  %1391 = mul nsw i32 %1390, 10
  %1392 = add nsw i32 %1391, %1388
  store i32 %1392, i32* %81, align 4, !tbaa !5
  %1393 = call i32 @MPI_Startall(i32 noundef 2, i32* noundef nonnull %1363) #10
  %1394 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %1363, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1395 = load i32, i32* %82, align 4, !tbaa !5
  %1396 = add nsw i32 %1388, %1367
  %1397 = icmp eq i32 %1395, %1396
  %1398 = load i32, i32* %1363, align 4
  %1399 = icmp ne i32 %1398, 738197504
  %1400 = select i1 %1397, i1 %1399, i1 false
  %1401 = zext i1 %1400 to i32
  %1402 = and i32 %1389, %1401
  %1403 = add nuw nsw i32 %1388, 1
  %1404 = icmp eq i32 %1403, 3
  br i1 %1404, label %1368, label %1387, !llvm.loop !35

1405:                                             ; preds = %1379, %1382
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1372) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1371) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1362) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1361) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1360) #10
  %1406 = load i32, i32* @rank, align 4, !tbaa !5
  %1407 = load i32, i32* @size, align 4, !tbaa !5
  %1408 = add i32 %1406, -1
  %1409 = bitcast [4 x [5 x double]]* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %1409) #10
  %1410 = bitcast [4 x double]* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1410) #10
  %1411 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1411) #10
  %1412 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1412) #10
  %1413 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1413) #10
  %1414 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1414) #10
  %1415 = call i32 @MPI_Type_vector(i32 noundef 4, i32 noundef 1, i32 noundef 5, i32 noundef 1275070475, i32* noundef nonnull %52) #10
  %1416 = call i32 @MPI_Type_commit(i32* noundef nonnull %52) #10
  %1417 = load i32, i32* @rank, align 4, !tbaa !5
  %1418 = mul nsw i32 %1417, 100
  br label %1419

1419:                                             ; preds = %1433, %1405
  %1420 = phi i64 [ 0, %1405 ], [ %1434, %1433 ]
  %1421 = mul nuw nsw i64 %1420, 10
  br label %1436

1422:                                             ; preds = %1433
  %1423 = add i32 %1408, %1407
  %1424 = add nsw i32 %1406, 1
  %1425 = srem i32 %1424, %1407
  %1426 = srem i32 %1423, %1407
  %1427 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %50, i64 0, i64 0, i64 2
  %1428 = bitcast double* %1427 to i8*
  %1429 = load i32, i32* %52, align 4, !tbaa !5
  %1430 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1428, i32 noundef 1, i32 noundef %1429, i32 noundef %1425, i32 noundef 70, i8* noundef nonnull %1410, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1426, i32 noundef 70, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1431 = mul nsw i32 %1426, 100
  %1432 = or i32 %1431, 2
  br label %1477

1433:                                             ; preds = %1436
  %1434 = add nuw nsw i64 %1420, 1
  %1435 = icmp eq i64 %1434, 4
  br i1 %1435, label %1422, label %1419, !llvm.loop !36

1436:                                             ; preds = %1436, %1419
  %1437 = phi i64 [ 0, %1419 ], [ %1443, %1436 ]
  %1438 = add nuw nsw i64 %1437, %1421
  %1439 = trunc i64 %1438 to i32
  %1440 = add i32 %1418, %1439
  %1441 = sitofp i32 %1440 to double
  %1442 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %50, i64 0, i64 %1420, i64 %1437
  store double %1441, double* %1442, align 8, !tbaa !37
  %1443 = add nuw nsw i64 %1437, 1
  %1444 = icmp eq i64 %1443, 5
  br i1 %1444, label %1433, label %1436, !llvm.loop !39

1445:                                             ; preds = %1477
  %1446 = bitcast [10 x i32]* %64 to i8*
  %1447 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1447) #10
  store i32 %1488, i32* %48, align 4, !tbaa !5
  %1448 = bitcast i32* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1448) #10
  %1449 = call i32 @MPI_Allreduce(i8* noundef nonnull %1447, i8* noundef nonnull %1448, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1450 = load i32, i32* %48, align 4, !tbaa !5
  %1451 = icmp eq i32 %1450, 0
  br i1 %1451, label %1452, label %1455

1452:                                             ; preds = %1445
  %1453 = load i32, i32* @rank, align 4, !tbaa !5
  %1454 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1453, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0)) #10
  br label %1455

1455:                                             ; preds = %1452, %1445
  %1456 = load i32, i32* @rank, align 4, !tbaa !5
  %1457 = icmp eq i32 %1456, 0
  br i1 %1457, label %1458, label %1463

1458:                                             ; preds = %1455
  %1459 = load i32, i32* %49, align 4, !tbaa !5
  %1460 = icmp eq i32 %1459, 0
  %1461 = select i1 %1460, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1462 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0), i8* noundef %1461) #10
  br label %1463

1463:                                             ; preds = %1458, %1455
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1448) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1447) #10
  %1464 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %50, i64 0, i64 0, i64 4
  %1465 = bitcast double* %1464 to i8*
  %1466 = load i32, i32* %52, align 4, !tbaa !5
  %1467 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1410, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1425, i32 noundef 71, i8* noundef nonnull %1465, i32 noundef 1, i32 noundef %1466, i32 noundef %1426, i32 noundef 71, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1468 = load i32, i32* @size, align 4, !tbaa !5
  %1469 = add i32 %1426, -1
  %1470 = add i32 %1469, %1468
  %1471 = srem i32 %1470, %1468
  %1472 = mul nsw i32 %1471, 100
  %1473 = or i32 %1472, 2
  %1474 = load i32, i32* @rank, align 4
  %1475 = mul nsw i32 %1474, 100
  %1476 = or i32 %1475, 3
  br label %1582

1477:                                             ; preds = %1477, %1422
  %1478 = phi i64 [ 0, %1422 ], [ %1489, %1477 ]
  %1479 = phi i32 [ 1, %1422 ], [ %1488, %1477 ]
  %1480 = getelementptr inbounds [4 x double], [4 x double]* %51, i64 0, i64 %1478
  %1481 = load double, double* %1480, align 8, !tbaa !37
  %1482 = trunc i64 %1478 to i32
  %1483 = mul i32 %1482, 10
  %1484 = add i32 %1432, %1483
  %1485 = sitofp i32 %1484 to double
  %1486 = fcmp oeq double %1481, %1485
  %1487 = zext i1 %1486 to i32
  %1488 = and i32 %1479, %1487
  %1489 = add nuw nsw i64 %1478, 1
  %1490 = icmp eq i64 %1489, 4
  br i1 %1490, label %1445, label %1477, !llvm.loop !40

1491:                                             ; preds = %1598
  %1492 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1492) #10
  store i32 %1601, i32* %46, align 4, !tbaa !5
  %1493 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1493) #10
  %1494 = call i32 @MPI_Allreduce(i8* noundef nonnull %1492, i8* noundef nonnull %1493, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1495 = load i32, i32* %46, align 4, !tbaa !5
  %1496 = icmp eq i32 %1495, 0
  br i1 %1496, label %1497, label %1500

1497:                                             ; preds = %1491
  %1498 = load i32, i32* @rank, align 4, !tbaa !5
  %1499 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1498, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0)) #10
  br label %1500

1500:                                             ; preds = %1497, %1491
  %1501 = load i32, i32* @rank, align 4, !tbaa !5
  %1502 = icmp eq i32 %1501, 0
  br i1 %1502, label %1503, label %1508

1503:                                             ; preds = %1500
  %1504 = load i32, i32* %47, align 4, !tbaa !5
  %1505 = icmp eq i32 %1504, 0
  %1506 = select i1 %1505, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1507 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %1506) #10
  br label %1508

1508:                                             ; preds = %1503, %1500
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1493) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1492) #10
  %1509 = bitcast i32* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1509) #10
  %1510 = bitcast i64* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1510) #10
  %1511 = bitcast i64* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1511) #10
  %1512 = load i32, i32* %52, align 4, !tbaa !5
  %1513 = call i32 @MPI_Type_size(i32 noundef %1512, i32* noundef nonnull %56) #10
  %1514 = load i32, i32* %52, align 4, !tbaa !5
  %1515 = call i32 @MPI_Type_get_extent(i32 noundef %1514, i64* noundef nonnull %57, i64* noundef nonnull %58) #10
  %1516 = load i32, i32* %56, align 4, !tbaa !5
  %1517 = icmp eq i32 %1516, 32
  %1518 = load i64, i64* %57, align 8
  %1519 = icmp eq i64 %1518, 0
  %1520 = select i1 %1517, i1 %1519, i1 false
  %1521 = load i64, i64* %58, align 8
  %1522 = icmp eq i64 %1521, 128
  %1523 = select i1 %1520, i1 %1522, i1 false
  %1524 = zext i1 %1523 to i32
  %1525 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1525) #10
  store i32 %1524, i32* %44, align 4, !tbaa !5
  %1526 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1526) #10
  %1527 = call i32 @MPI_Allreduce(i8* noundef nonnull %1525, i8* noundef nonnull %1526, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1528 = load i32, i32* %44, align 4, !tbaa !5
  %1529 = icmp eq i32 %1528, 0
  br i1 %1529, label %1530, label %1533

1530:                                             ; preds = %1508
  %1531 = load i32, i32* @rank, align 4, !tbaa !5
  %1532 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1531, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0)) #10
  br label %1533

1533:                                             ; preds = %1530, %1508
  %1534 = load i32, i32* @rank, align 4, !tbaa !5
  %1535 = icmp eq i32 %1534, 0
  br i1 %1535, label %1536, label %1541

1536:                                             ; preds = %1533
  %1537 = load i32, i32* %45, align 4, !tbaa !5
  %1538 = icmp eq i32 %1537, 0
  %1539 = select i1 %1538, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1540 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0), i8* noundef %1539) #10
  br label %1541

1541:                                             ; preds = %1536, %1533
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1526) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1525) #10
  %1542 = call i32 @MPI_Type_contiguous(i32 noundef 2, i32 noundef 1275069445, i32* noundef nonnull %53) #10
  %1543 = call i32 @MPI_Type_commit(i32* noundef nonnull %53) #10
  %1544 = bitcast [6 x i32]* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1544) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1544, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.datatypes.pin to i8*), i64 24, i1 false) #10
  %1545 = bitcast [6 x i32]* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1545) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1545, i8 0, i64 24, i1 false) #10
  %1546 = load i32, i32* %53, align 4, !tbaa !5
  %1547 = getelementptr inbounds [6 x i32], [6 x i32]* %60, i64 0, i64 0
  %1548 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1544, i32 noundef 3, i32 noundef %1546, i32 noundef %1425, i32 noundef 72, i8* noundef nonnull %1545, i32 noundef 3, i32 noundef %1546, i32 noundef %1426, i32 noundef 72, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1549 = load i32, i32* %1547, align 16, !tbaa !5
  %1550 = icmp eq i32 %1549, 1
  %1551 = getelementptr inbounds [6 x i32], [6 x i32]* %60, i64 0, i64 5
  %1552 = load i32, i32* %1551, align 4
  %1553 = icmp eq i32 %1552, 6
  %1554 = select i1 %1550, i1 %1553, i1 false
  %1555 = zext i1 %1554 to i32
  %1556 = bitcast i32* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1556) #10
  store i32 %1555, i32* %42, align 4, !tbaa !5
  %1557 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1557) #10
  %1558 = call i32 @MPI_Allreduce(i8* noundef nonnull %1556, i8* noundef nonnull %1557, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1559 = load i32, i32* %42, align 4, !tbaa !5
  %1560 = icmp eq i32 %1559, 0
  br i1 %1560, label %1561, label %1564

1561:                                             ; preds = %1541
  %1562 = load i32, i32* @rank, align 4, !tbaa !5
  %1563 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1562, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0)) #10
  br label %1564

1564:                                             ; preds = %1561, %1541
  %1565 = load i32, i32* @rank, align 4, !tbaa !5
  %1566 = icmp eq i32 %1565, 0
  br i1 %1566, label %1567, label %1572

1567:                                             ; preds = %1564
  %1568 = load i32, i32* %43, align 4, !tbaa !5
  %1569 = icmp eq i32 %1568, 0
  %1570 = select i1 %1569, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1571 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0), i8* noundef %1570) #10
  br label %1572

1572:                                             ; preds = %1567, %1564
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1557) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1556) #10
  %1573 = bitcast [3 x i32]* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1573) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1573, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.bl to i8*), i64 12, i1 false) #10
  %1574 = bitcast [3 x i32]* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1574) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1574, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.dp to i8*), i64 12, i1 false) #10
  %1575 = getelementptr inbounds [3 x i32], [3 x i32]* %61, i64 0, i64 0
  %1576 = getelementptr inbounds [3 x i32], [3 x i32]* %62, i64 0, i64 0
  %1577 = call i32 @MPI_Type_indexed(i32 noundef 3, i32* noundef nonnull %1575, i32* noundef nonnull %1576, i32 noundef 1275069445, i32* noundef nonnull %54) #10
  %1578 = call i32 @MPI_Type_commit(i32* noundef nonnull %54) #10
  %1579 = bitcast [10 x i32]* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1579) #10
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1446) #10
  %1580 = load i32, i32* @rank, align 4, !tbaa !5
  %1581 = mul nsw i32 %1580, 10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %1446, i8 -1, i64 40, i1 false) #10, !tbaa !5
  br label %1611

1582:                                             ; preds = %1598, %1463
  %1583 = phi i64 [ 0, %1463 ], [ %1602, %1598 ]
  %1584 = phi i32 [ 1, %1463 ], [ %1601, %1598 ]
  %1585 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %50, i64 0, i64 %1583, i64 4
  %1586 = load double, double* %1585, align 8, !tbaa !37
  %1587 = trunc i64 %1583 to i32
  %1588 = mul i32 %1587, 10
  %1589 = add i32 %1473, %1588
  %1590 = sitofp i32 %1589 to double
  %1591 = fcmp oeq double %1586, %1590
  br i1 %1591, label %1592, label %1598

1592:                                             ; preds = %1582
  %1593 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %50, i64 0, i64 %1583, i64 3
  %1594 = load double, double* %1593, align 8, !tbaa !37
  %1595 = add i32 %1476, %1588
  %1596 = sitofp i32 %1595 to double
  %1597 = fcmp oeq double %1594, %1596
  br label %1598

1598:                                             ; preds = %1592, %1582
  %1599 = phi i1 [ false, %1582 ], [ %1597, %1592 ]
  %1600 = zext i1 %1599 to i32
  %1601 = and i32 %1584, %1600
  %1602 = add nuw nsw i64 %1583, 1
  %1603 = icmp eq i64 %1602, 4
  br i1 %1603, label %1491, label %1582, !llvm.loop !41

1604:                                             ; preds = %1611
  %1605 = load i32, i32* %54, align 4, !tbaa !5
  %1606 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 0
  %1607 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1579, i32 noundef 1, i32 noundef %1605, i32 noundef %1425, i32 noundef 73, i8* noundef nonnull %1446, i32 noundef 1, i32 noundef %1605, i32 noundef %1426, i32 noundef 73, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1608 = load i32, i32* %1606, align 16, !tbaa !5
  %1609 = mul nsw i32 %1426, 10
  %1610 = icmp eq i32 %1608, %1609
  br i1 %1610, label %1618, label %1652

1611:                                             ; preds = %1611, %1572
  %1612 = phi i64 [ 0, %1572 ], [ %1616, %1611 ]
  %1613 = trunc i64 %1612 to i32
  %1614 = add nsw i32 %1581, %1613
  %1615 = getelementptr inbounds [10 x i32], [10 x i32]* %63, i64 0, i64 %1612
  store i32 %1614, i32* %1615, align 4, !tbaa !5
  %1616 = add nuw nsw i64 %1612, 1
  %1617 = icmp eq i64 %1616, 10
  br i1 %1617, label %1604, label %1611, !llvm.loop !42

1618:                                             ; preds = %1604
  %1619 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 1
  %1620 = load i32, i32* %1619, align 4, !tbaa !5
  %1621 = or i32 %1609, 1
  %1622 = icmp eq i32 %1620, %1621
  %1623 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 2
  %1624 = load i32, i32* %1623, align 8
  %1625 = icmp eq i32 %1624, -1
  %1626 = select i1 %1622, i1 %1625, i1 false
  br i1 %1626, label %1627, label %1652

1627:                                             ; preds = %1618
  %1628 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 4
  %1629 = load i32, i32* %1628, align 16, !tbaa !5
  %1630 = add nsw i32 %1609, 4
  %1631 = icmp eq i32 %1629, %1630
  br i1 %1631, label %1632, label %1652

1632:                                             ; preds = %1627
  %1633 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 7
  %1634 = load i32, i32* %1633, align 4, !tbaa !5
  %1635 = add nsw i32 %1609, 7
  %1636 = icmp eq i32 %1634, %1635
  br i1 %1636, label %1637, label %1652

1637:                                             ; preds = %1632
  %1638 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 9
  %1639 = load i32, i32* %1638, align 4, !tbaa !5
  %1640 = add nsw i32 %1609, 9
  %1641 = icmp eq i32 %1639, %1640
  br i1 %1641, label %1642, label %1652

1642:                                             ; preds = %1637
  %1643 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 8
  %1644 = load i32, i32* %1643, align 16, !tbaa !5
  %1645 = add nsw i32 %1609, 8
  %1646 = icmp eq i32 %1644, %1645
  br i1 %1646, label %1647, label %1652

1647:                                             ; preds = %1642
  %1648 = getelementptr inbounds [10 x i32], [10 x i32]* %64, i64 0, i64 5
  %1649 = load i32, i32* %1648, align 4, !tbaa !5
  %1650 = icmp eq i32 %1649, -1
  %1651 = zext i1 %1650 to i32
  br label %1652

1652:                                             ; preds = %1647, %1642, %1637, %1632, %1627, %1618, %1604
  %1653 = phi i32 [ 0, %1642 ], [ 0, %1637 ], [ 0, %1632 ], [ 0, %1627 ], [ 0, %1618 ], [ 0, %1604 ], [ %1651, %1647 ]
  %1654 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1654) #10
  store i32 %1653, i32* %40, align 4, !tbaa !5
  %1655 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1655) #10
  %1656 = call i32 @MPI_Allreduce(i8* noundef nonnull %1654, i8* noundef nonnull %1655, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1657 = load i32, i32* %40, align 4, !tbaa !5
  %1658 = icmp eq i32 %1657, 0
  br i1 %1658, label %1659, label %1662

1659:                                             ; preds = %1652
  %1660 = load i32, i32* @rank, align 4, !tbaa !5
  %1661 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1660, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0)) #10
  br label %1662

1662:                                             ; preds = %1659, %1652
  %1663 = load i32, i32* @rank, align 4, !tbaa !5
  %1664 = icmp eq i32 %1663, 0
  br i1 %1664, label %1665, label %1670

1665:                                             ; preds = %1662
  %1666 = load i32, i32* %41, align 4, !tbaa !5
  %1667 = icmp eq i32 %1666, 0
  %1668 = select i1 %1667, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1669 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i8* noundef %1668) #10
  br label %1670

1670:                                             ; preds = %1665, %1662
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1655) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1654) #10
  %1671 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1671) #10
  %1672 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %66, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1672) #10
  %1673 = bitcast [3 x i32]* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1673) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1673, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.blens to i8*), i64 12, i1 false) #10
  %1674 = bitcast [3 x i64]* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1674) #10
  %1675 = bitcast i64* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1675) #10
  %1676 = bitcast [3 x i32]* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1676) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1676, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.types to i8*), i64 12, i1 false) #10
  %1677 = call i32 @MPI_Get_address(i8* noundef nonnull %1671, i64* noundef nonnull %69) #10
  %1678 = getelementptr inbounds [3 x i64], [3 x i64]* %68, i64 0, i64 0
  %1679 = call i32 @MPI_Get_address(i8* noundef nonnull %1671, i64* noundef nonnull %1678) #10
  %1680 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 0, i32 1
  %1681 = bitcast double* %1680 to i8*
  %1682 = getelementptr inbounds [3 x i64], [3 x i64]* %68, i64 0, i64 1
  %1683 = call i32 @MPI_Get_address(i8* noundef nonnull %1681, i64* noundef nonnull %1682) #10
  %1684 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 0, i32 2
  %1685 = bitcast i32* %1684 to i8*
  %1686 = getelementptr inbounds [3 x i64], [3 x i64]* %68, i64 0, i64 2
  %1687 = call i32 @MPI_Get_address(i8* noundef nonnull %1685, i64* noundef nonnull %1686) #10
  %1688 = load i64, i64* %69, align 8, !tbaa !43
  br label %1699

1689:                                             ; preds = %1699
  %1690 = getelementptr inbounds [3 x i32], [3 x i32]* %67, i64 0, i64 0
  %1691 = getelementptr inbounds [3 x i32], [3 x i32]* %70, i64 0, i64 0
  %1692 = call i32 @MPI_Type_create_struct(i32 noundef 3, i32* noundef nonnull %1690, i64* noundef nonnull %1678, i32* noundef nonnull %1691, i32* noundef nonnull %55) #10
  %1693 = bitcast i32* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1693) #10
  %1694 = load i32, i32* %55, align 4, !tbaa !5
  %1695 = call i32 @MPI_Type_create_resized(i32 noundef %1694, i64 noundef 0, i64 noundef 24, i32* noundef nonnull %71) #10
  %1696 = call i32 @MPI_Type_commit(i32* noundef nonnull %71) #10
  %1697 = load i32, i32* @rank, align 4, !tbaa !5
  %1698 = sitofp i32 %1697 to double
  br label %1714

1699:                                             ; preds = %1699, %1670
  %1700 = phi i64 [ 0, %1670 ], [ %1704, %1699 ]
  %1701 = getelementptr inbounds [3 x i64], [3 x i64]* %68, i64 0, i64 %1700
  %1702 = load i64, i64* %1701, align 8, !tbaa !43
  %1703 = sub nsw i64 %1702, %1688
  store i64 %1703, i64* %1701, align 8, !tbaa !43
  %1704 = add nuw nsw i64 %1700, 1
  %1705 = icmp eq i64 %1704, 3
  br i1 %1705, label %1689, label %1699, !llvm.loop !45

1706:                                             ; preds = %1714
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %1672, i8 0, i64 48, i1 false) #10
  %1707 = load i32, i32* %71, align 4, !tbaa !5
  %1708 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1671, i32 noundef 2, i32 noundef %1707, i32 noundef %1425, i32 noundef 74, i8* noundef nonnull %1672, i32 noundef 2, i32 noundef %1707, i32 noundef %1426, i32 noundef 74, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1709 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %66, i64 0, i64 1, i32 0
  %1710 = load i8, i8* %1709, align 8, !tbaa !46
  %1711 = sext i8 %1710 to i32
  %1712 = add nsw i32 %1426, 98
  %1713 = icmp eq i32 %1712, %1711
  br i1 %1713, label %1728, label %1740

1714:                                             ; preds = %1714, %1689
  %1715 = phi i64 [ 0, %1689 ], [ %1726, %1714 ]
  %1716 = trunc i64 %1715 to i32
  %1717 = add i32 %1697, %1716
  %1718 = trunc i32 %1717 to i8
  %1719 = add i8 %1718, 97
  %1720 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 %1715, i32 0
  store i8 %1719, i8* %1720, align 8, !tbaa !46
  %1721 = sitofp i32 %1716 to double
  %1722 = call double @llvm.fmuladd.f64(double %1721, double 5.000000e-01, double %1698) #10
  %1723 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 %1715, i32 1
  store double %1722, double* %1723, align 8, !tbaa !48
  %1724 = sub i32 0, %1717
  %1725 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %65, i64 0, i64 %1715, i32 2
  store i32 %1724, i32* %1725, align 8, !tbaa !49
  %1726 = add nuw nsw i64 %1715, 1
  %1727 = icmp eq i64 %1715, 0
  br i1 %1727, label %1714, label %1706, !llvm.loop !50

1728:                                             ; preds = %1706
  %1729 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %66, i64 0, i64 1, i32 1
  %1730 = load double, double* %1729, align 16, !tbaa !48
  %1731 = sitofp i32 %1426 to double
  %1732 = fadd double %1731, 5.000000e-01
  %1733 = fcmp oeq double %1730, %1732
  br i1 %1733, label %1734, label %1740

1734:                                             ; preds = %1728
  %1735 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %66, i64 0, i64 1, i32 2
  %1736 = load i32, i32* %1735, align 8, !tbaa !49
  %1737 = xor i32 %1426, -1
  %1738 = icmp eq i32 %1736, %1737
  %1739 = zext i1 %1738 to i32
  br label %1740

1740:                                             ; preds = %1734, %1728, %1706
  %1741 = phi i32 [ 0, %1728 ], [ 0, %1706 ], [ %1739, %1734 ]
  %1742 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1742) #10
  store i32 %1741, i32* %38, align 4, !tbaa !5
  %1743 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1743) #10
  %1744 = call i32 @MPI_Allreduce(i8* noundef nonnull %1742, i8* noundef nonnull %1743, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1745 = load i32, i32* %38, align 4, !tbaa !5
  %1746 = icmp eq i32 %1745, 0
  br i1 %1746, label %1747, label %1750

1747:                                             ; preds = %1740
  %1748 = load i32, i32* @rank, align 4, !tbaa !5
  %1749 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1748, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0)) #10
  br label %1750

1750:                                             ; preds = %1747, %1740
  %1751 = load i32, i32* @rank, align 4, !tbaa !5
  %1752 = icmp eq i32 %1751, 0
  br i1 %1752, label %1753, label %1758

1753:                                             ; preds = %1750
  %1754 = load i32, i32* %39, align 4, !tbaa !5
  %1755 = icmp eq i32 %1754, 0
  %1756 = select i1 %1755, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1757 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0), i8* noundef %1756) #10
  br label %1758

1758:                                             ; preds = %1753, %1750
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1743) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1742) #10
  %1759 = getelementptr inbounds [64 x i8], [64 x i8]* %72, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1759) #10
  %1760 = bitcast i32* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1760) #10
  store i32 0, i32* %73, align 4, !tbaa !5
  %1761 = bitcast [3 x i32]* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1761) #10
  %1762 = getelementptr inbounds [3 x i32], [3 x i32]* %74, i64 0, i64 0
  %1763 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %1763, i32* %1762, align 4, !tbaa !5
  %1764 = getelementptr inbounds [3 x i32], [3 x i32]* %74, i64 0, i64 1
  %1765 = shl nsw i32 %1763, 1
  store i32 %1765, i32* %1764, align 4, !tbaa !5
  %1766 = getelementptr inbounds [3 x i32], [3 x i32]* %74, i64 0, i64 2
  %1767 = mul nsw i32 %1763, 3
  store i32 %1767, i32* %1766, align 4, !tbaa !5
  %1768 = bitcast [3 x i32]* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1768) #10
  %1769 = bitcast double* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1769) #10
  %1770 = sitofp i32 %1763 to double
  %1771 = fmul double %1770, 1.500000e+00
  store double %1771, double* %76, align 8, !tbaa !37
  %1772 = bitcast double* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1772) #10
  %1773 = call i32 @MPI_Pack(i8* noundef nonnull %1761, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1759, i32 noundef 64, i32* noundef nonnull %73, i32 noundef 1140850688) #10
  %1774 = call i32 @MPI_Pack(i8* noundef nonnull %1769, i32 noundef 1, i32 noundef 1275070475, i8* noundef nonnull %1759, i32 noundef 64, i32* noundef nonnull %73, i32 noundef 1140850688) #10
  %1775 = load i32, i32* %73, align 4, !tbaa !5
  %1776 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %1759, i32 noundef %1775, i32 noundef 1275068687, i32 noundef %1425, i32 noundef 75, i32 noundef %1426, i32 noundef 75, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1777 = bitcast i32* %78 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1777) #10
  store i32 0, i32* %78, align 4, !tbaa !5
  %1778 = call i32 @MPI_Unpack(i8* noundef nonnull %1759, i32 noundef 64, i32* noundef nonnull %78, i8* noundef nonnull %1768, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1779 = call i32 @MPI_Unpack(i8* noundef nonnull %1759, i32 noundef 64, i32* noundef nonnull %78, i8* noundef nonnull %1772, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1140850688) #10
  %1780 = load i32, i32* %73, align 4, !tbaa !5
  %1781 = icmp eq i32 %1780, 20
  br i1 %1781, label %1782, label %1793

1782:                                             ; preds = %1758
  %1783 = getelementptr inbounds [3 x i32], [3 x i32]* %75, i64 0, i64 2
  %1784 = load i32, i32* %1783, align 4, !tbaa !5
  %1785 = mul nsw i32 %1426, 3
  %1786 = icmp eq i32 %1784, %1785
  br i1 %1786, label %1787, label %1793

1787:                                             ; preds = %1782
  %1788 = load double, double* %77, align 8, !tbaa !37
  %1789 = sitofp i32 %1426 to double
  %1790 = fmul double %1789, 1.500000e+00
  %1791 = fcmp oeq double %1788, %1790
  %1792 = zext i1 %1791 to i32
  br label %1793

1793:                                             ; preds = %1787, %1782, %1758
  %1794 = phi i32 [ 0, %1782 ], [ 0, %1758 ], [ %1792, %1787 ]
  %1795 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1795) #10
  store i32 %1794, i32* %36, align 4, !tbaa !5
  %1796 = bitcast i32* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1796) #10
  %1797 = call i32 @MPI_Allreduce(i8* noundef nonnull %1795, i8* noundef nonnull %1796, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1798 = load i32, i32* %36, align 4, !tbaa !5
  %1799 = icmp eq i32 %1798, 0
  br i1 %1799, label %1800, label %1803

1800:                                             ; preds = %1793
  %1801 = load i32, i32* @rank, align 4, !tbaa !5
  %1802 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1801, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0)) #10
  br label %1803

1803:                                             ; preds = %1800, %1793
  %1804 = load i32, i32* @rank, align 4, !tbaa !5
  %1805 = icmp eq i32 %1804, 0
  br i1 %1805, label %1806, label %1811

1806:                                             ; preds = %1803
  %1807 = load i32, i32* %37, align 4, !tbaa !5
  %1808 = icmp eq i32 %1807, 0
  %1809 = select i1 %1808, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1810 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0), i8* noundef %1809) #10
  br label %1811

1811:                                             ; preds = %1806, %1803
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1796) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1795) #10
  %1812 = call i32 @MPI_Type_free(i32* noundef nonnull %52) #10
  %1813 = call i32 @MPI_Type_free(i32* noundef nonnull %53) #10
  %1814 = call i32 @MPI_Type_free(i32* noundef nonnull %54) #10
  %1815 = call i32 @MPI_Type_free(i32* noundef nonnull %55) #10
  %1816 = call i32 @MPI_Type_free(i32* noundef nonnull %71) #10
  %1817 = load i32, i32* %52, align 4, !tbaa !5
  %1818 = icmp eq i32 %1817, 201326592
  %1819 = load i32, i32* %71, align 4
  %1820 = icmp eq i32 %1819, 201326592
  %1821 = select i1 %1818, i1 %1820, i1 false
  %1822 = zext i1 %1821 to i32
  %1823 = bitcast i32* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1823) #10
  store i32 %1822, i32* %34, align 4, !tbaa !5
  %1824 = bitcast i32* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1824) #10
  %1825 = call i32 @MPI_Allreduce(i8* noundef nonnull %1823, i8* noundef nonnull %1824, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1826 = load i32, i32* %34, align 4, !tbaa !5
  %1827 = icmp eq i32 %1826, 0
  br i1 %1827, label %1828, label %1831

1828:                                             ; preds = %1811
  %1829 = load i32, i32* @rank, align 4, !tbaa !5
  %1830 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1829, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0)) #10
  br label %1831

1831:                                             ; preds = %1828, %1811
  %1832 = load i32, i32* @rank, align 4, !tbaa !5
  %1833 = icmp eq i32 %1832, 0
  br i1 %1833, label %1834, label %1839

1834:                                             ; preds = %1831
  %1835 = load i32, i32* %35, align 4, !tbaa !5
  %1836 = icmp eq i32 %1835, 0
  %1837 = select i1 %1836, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1838 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1837) #10
  br label %1839

1839:                                             ; preds = %1831, %1834
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1824) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1823) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1777) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1772) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1769) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1768) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1761) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1760) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1759) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1693) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1676) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1675) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1674) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1673) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1672) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1671) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1446) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1579) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1574) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1573) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1545) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1544) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1511) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1510) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1509) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1414) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1413) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1412) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1411) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1410) #10
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %1409) #10
  %1840 = bitcast i32* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1840)
  %1841 = bitcast i64* %11 to [2 x i32]*
  %1842 = bitcast i64* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1842) #10
  store i64 0, i64* %11, align 8
  %1843 = bitcast i64* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1843) #10
  store i64 1, i64* %12, align 8
  %1844 = load i32, i32* @size, align 4, !tbaa !5
  %1845 = bitcast i64* %11 to i32*
  %1846 = call i32 @MPI_Dims_create(i32 noundef %1844, i32 noundef 2, i32* noundef nonnull %1845) #10
  %1847 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1847) #10
  %1848 = bitcast i64* %12 to i32*
  %1849 = call i32 @MPI_Cart_create(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1845, i32* noundef nonnull %1848, i32 noundef 0, i32* noundef nonnull %13) #10
  %1850 = bitcast [2 x i32]* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1850) #10
  %1851 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1851) #10
  %1852 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1852) #10
  %1853 = bitcast i32* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1853) #10
  %1854 = load i32, i32* %13, align 4, !tbaa !5
  %1855 = call i32 @MPI_Comm_rank(i32 noundef %1854, i32* noundef nonnull %15) #10
  %1856 = load i32, i32* %13, align 4, !tbaa !5
  %1857 = load i32, i32* %15, align 4, !tbaa !5
  %1858 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 0
  %1859 = call i32 @MPI_Cart_coords(i32 noundef %1856, i32 noundef %1857, i32 noundef 2, i32* noundef nonnull %1858) #10
  %1860 = bitcast i32* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1860) #10
  %1861 = load i32, i32* %13, align 4, !tbaa !5
  %1862 = call i32 @MPI_Cart_rank(i32 noundef %1861, i32* noundef nonnull %1858, i32* noundef nonnull %18) #10
  %1863 = load i32, i32* %13, align 4, !tbaa !5
  %1864 = call i32 @MPI_Cart_shift(i32 noundef %1863, i32 noundef 0, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1865 = load i32, i32* %1858, align 4, !tbaa !5
  %1866 = load i32, i32* %1845, align 8, !tbaa !5
  %1867 = add i32 %1865, -1
  %1868 = add i32 %1867, %1866
  %1869 = srem i32 %1868, %1866
  %1870 = getelementptr inbounds [2 x i32], [2 x i32]* %1841, i64 0, i64 1
  %1871 = load i32, i32* %1870, align 4, !tbaa !5
  %1872 = mul nsw i32 %1871, %1869
  %1873 = getelementptr inbounds [2 x i32], [2 x i32]* %14, i64 0, i64 1
  %1874 = load i32, i32* %1873, align 4, !tbaa !5
  %1875 = add nsw i32 %1872, %1874
  %1876 = mul nsw i32 %1871, %1866
  %1877 = load i32, i32* @size, align 4, !tbaa !5
  %1878 = icmp ne i32 %1876, %1877
  %1879 = icmp slt i32 %1866, %1871
  %1880 = or i1 %1879, %1878
  br i1 %1880, label %1889, label %1881

1881:                                             ; preds = %1839
  %1882 = load i32, i32* %18, align 4, !tbaa !5
  %1883 = load i32, i32* %15, align 4, !tbaa !5
  %1884 = icmp eq i32 %1882, %1883
  br i1 %1884, label %1885, label %1889

1885:                                             ; preds = %1881
  %1886 = load i32, i32* %16, align 4, !tbaa !5
  %1887 = icmp eq i32 %1886, %1875
  %1888 = zext i1 %1887 to i32
  br label %1889

1889:                                             ; preds = %1885, %1881, %1839
  %1890 = phi i32 [ 0, %1881 ], [ 0, %1839 ], [ %1888, %1885 ]
  %1891 = load i32, i32* %13, align 4, !tbaa !5
  %1892 = call i32 @MPI_Cart_shift(i32 noundef %1891, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %16, i32* noundef nonnull %17) #10
  %1893 = load i32, i32* %1873, align 4, !tbaa !5
  %1894 = icmp eq i32 %1893, 0
  %1895 = load i32, i32* %16, align 4, !tbaa !5
  %1896 = load i32, i32* %15, align 4
  %1897 = add nsw i32 %1896, -1
  %1898 = select i1 %1894, i32 -1, i32 %1897
  %1899 = icmp eq i32 %1895, %1898
  %1900 = zext i1 %1899 to i32
  %1901 = and i32 %1890, %1900
  %1902 = load i32, i32* %1870, align 4, !tbaa !5
  %1903 = add nsw i32 %1902, -1
  %1904 = icmp eq i32 %1893, %1903
  %1905 = load i32, i32* %17, align 4, !tbaa !5
  %1906 = load i32, i32* %15, align 4
  %1907 = add nsw i32 %1906, 1
  %1908 = select i1 %1904, i32 -1, i32 %1907
  %1909 = icmp eq i32 %1905, %1908
  %1910 = zext i1 %1909 to i32
  %1911 = and i32 %1901, %1910
  %1912 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1912) #10
  %1913 = load i32, i32* %15, align 4, !tbaa !5
  store i32 %1913, i32* %19, align 4, !tbaa !5
  %1914 = bitcast i32* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1914) #10
  store i32 -1, i32* %20, align 4, !tbaa !5
  %1915 = load i32, i32* %17, align 4, !tbaa !5
  %1916 = load i32, i32* %16, align 4, !tbaa !5
  %1917 = load i32, i32* %13, align 4, !tbaa !5
  %1918 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1912, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1915, i32 noundef 80, i8* noundef nonnull %1914, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1916, i32 noundef 80, i32 noundef %1917, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1919 = load i32, i32* %1873, align 4, !tbaa !5
  %1920 = icmp eq i32 %1919, 0
  %1921 = load i32, i32* %20, align 4, !tbaa !5
  %1922 = load i32, i32* %15, align 4
  %1923 = add nsw i32 %1922, -1
  %1924 = select i1 %1920, i32 -1, i32 %1923
  %1925 = icmp eq i32 %1921, %1924
  %1926 = zext i1 %1925 to i32
  %1927 = and i32 %1911, %1926
  %1928 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1928) #10
  %1929 = call i32 @MPI_Cart_map(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1845, i32* noundef nonnull %1848, i32* noundef nonnull %21) #10
  %1930 = load i32, i32* %21, align 4, !tbaa !5
  %1931 = load i32, i32* @rank, align 4, !tbaa !5
  %1932 = icmp eq i32 %1930, %1931
  %1933 = zext i1 %1932 to i32
  %1934 = and i32 %1927, %1933
  %1935 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1935) #10
  store i32 %1934, i32* %9, align 4, !tbaa !5
  %1936 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1936) #10
  %1937 = call i32 @MPI_Allreduce(i8* noundef nonnull %1935, i8* noundef nonnull %1936, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1938 = load i32, i32* %9, align 4, !tbaa !5
  %1939 = icmp eq i32 %1938, 0
  br i1 %1939, label %1940, label %1943

1940:                                             ; preds = %1889
  %1941 = load i32, i32* @rank, align 4, !tbaa !5
  %1942 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1941, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0)) #10
  br label %1943

1943:                                             ; preds = %1940, %1889
  %1944 = load i32, i32* @rank, align 4, !tbaa !5
  %1945 = icmp eq i32 %1944, 0
  br i1 %1945, label %1946, label %1951

1946:                                             ; preds = %1943
  %1947 = load i32, i32* %10, align 4, !tbaa !5
  %1948 = icmp eq i32 %1947, 0
  %1949 = select i1 %1948, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1950 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1949) #10
  br label %1951

1951:                                             ; preds = %1946, %1943
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1936) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1935) #10
  %1952 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1952) #10
  %1953 = bitcast i64* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1953) #10
  store i64 4294967296, i64* %23, align 8
  %1954 = load i32, i32* %13, align 4, !tbaa !5
  %1955 = bitcast i64* %23 to i32*
  %1956 = call i32 @MPI_Cart_sub(i32 noundef %1954, i32* noundef nonnull %1955, i32* noundef nonnull %22) #10
  %1957 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1957) #10
  %1958 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1958) #10
  %1959 = load i32, i32* %22, align 4, !tbaa !5
  %1960 = call i32 @MPI_Comm_size(i32 noundef %1959, i32* noundef nonnull %24) #10
  %1961 = load i32, i32* %22, align 4, !tbaa !5
  %1962 = call i32 @MPI_Comm_rank(i32 noundef %1961, i32* noundef nonnull %25) #10
  %1963 = load i32, i32* %24, align 4, !tbaa !5
  %1964 = load i32, i32* %1870, align 4, !tbaa !5
  %1965 = icmp eq i32 %1963, %1964
  %1966 = load i32, i32* %25, align 4
  %1967 = load i32, i32* %1873, align 4
  %1968 = icmp eq i32 %1966, %1967
  %1969 = select i1 %1965, i1 %1968, i1 false
  %1970 = zext i1 %1969 to i32
  %1971 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1971) #10
  store i32 %1970, i32* %7, align 4, !tbaa !5
  %1972 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1972) #10
  %1973 = call i32 @MPI_Allreduce(i8* noundef nonnull %1971, i8* noundef nonnull %1972, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1974 = load i32, i32* %7, align 4, !tbaa !5
  %1975 = icmp eq i32 %1974, 0
  br i1 %1975, label %1976, label %1979

1976:                                             ; preds = %1951
  %1977 = load i32, i32* @rank, align 4, !tbaa !5
  %1978 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %1977, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0)) #10
  br label %1979

1979:                                             ; preds = %1976, %1951
  %1980 = load i32, i32* @rank, align 4, !tbaa !5
  %1981 = icmp eq i32 %1980, 0
  br i1 %1981, label %1982, label %1987

1982:                                             ; preds = %1979
  %1983 = load i32, i32* %8, align 4, !tbaa !5
  %1984 = icmp eq i32 %1983, 0
  %1985 = select i1 %1984, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %1986 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1985) #10
  br label %1987

1987:                                             ; preds = %1982, %1979
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1972) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1971) #10
  %1988 = call i32 @MPI_Comm_free(i32* noundef nonnull %22) #10
  %1989 = call i32 @MPI_Comm_free(i32* noundef nonnull %13) #10
  %1990 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1990) #10
  %1991 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1991) #10
  %1992 = call i32 @MPI_Comm_group(i32 noundef 1140850688, i32* noundef nonnull %26) #10
  %1993 = bitcast [64 x i32]* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %1993) #10
  %1994 = load i32, i32* @size, align 4, !tbaa !5
  %1995 = icmp sgt i32 %1994, 0
  br i1 %1995, label %1996, label %2003

1996:                                             ; preds = %1987
  %1997 = add i32 %1994, -1
  %1998 = lshr i32 %1997, 1
  %1999 = add nuw i32 %1998, 1
  %2000 = zext i32 %1999 to i64
  br label %2028

2001:                                             ; preds = %2028
  %2002 = trunc i64 %2031 to i32
  br label %2003

2003:                                             ; preds = %2001, %1987
  %2004 = phi i32 [ 0, %1987 ], [ %2002, %2001 ]
  %2005 = load i32, i32* %26, align 4, !tbaa !5
  %2006 = getelementptr inbounds [64 x i32], [64 x i32]* %28, i64 0, i64 0
  %2007 = call i32 @MPI_Group_incl(i32 noundef %2005, i32 noundef %2004, i32* noundef nonnull %2006, i32* noundef nonnull %27) #10
  %2008 = bitcast i32* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2008) #10
  %2009 = load i32, i32* %27, align 4, !tbaa !5
  %2010 = call i32 @MPI_Comm_create(i32 noundef 1140850688, i32 noundef %2009, i32* noundef nonnull %29) #10
  %2011 = bitcast i32* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2011) #10
  %2012 = bitcast i32* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2012) #10
  %2013 = load i32, i32* %27, align 4, !tbaa !5
  %2014 = call i32 @MPI_Group_rank(i32 noundef %2013, i32* noundef nonnull %30) #10
  %2015 = load i32, i32* %27, align 4, !tbaa !5
  store i32 0, i32* %32, align 4, !tbaa !5
  %2016 = load i32, i32* %26, align 4, !tbaa !5
  %2017 = call i32 @MPI_Group_translate_ranks(i32 noundef %2015, i32 noundef 1, i32* noundef nonnull %32, i32 noundef %2016, i32* noundef nonnull %31) #10
  %2018 = load i32, i32* @rank, align 4, !tbaa !5
  %2019 = srem i32 %2018, 2
  %2020 = sdiv i32 %2018, 2
  %2021 = icmp ne i32 %2019, 0
  %2022 = load i32, i32* %29, align 4, !tbaa !5
  %2023 = icmp ne i32 %2022, 67108864
  %2024 = xor i1 %2021, %2023
  %2025 = load i32, i32* %31, align 4
  %2026 = icmp eq i32 %2025, 0
  %2027 = select i1 %2024, i1 %2026, i1 false
  br i1 %2027, label %2035, label %2041

2028:                                             ; preds = %2028, %1996
  %2029 = phi i64 [ 0, %1996 ], [ %2031, %2028 ]
  %2030 = phi i32 [ 0, %1996 ], [ %2033, %2028 ]
  %2031 = add nuw nsw i64 %2029, 1
  %2032 = getelementptr inbounds [64 x i32], [64 x i32]* %28, i64 0, i64 %2029
  store i32 %2030, i32* %2032, align 4, !tbaa !5
  %2033 = add nuw nsw i32 %2030, 2
  %2034 = icmp eq i64 %2031, %2000
  br i1 %2034, label %2001, label %2028, !llvm.loop !51

2035:                                             ; preds = %2003
  %2036 = icmp eq i32 %2019, 0
  %2037 = load i32, i32* %30, align 4, !tbaa !5
  %2038 = select i1 %2036, i32 %2020, i32 -32766
  %2039 = icmp eq i32 %2037, %2038
  %2040 = zext i1 %2039 to i32
  br label %2041

2041:                                             ; preds = %2035, %2003
  %2042 = phi i32 [ 0, %2003 ], [ %2040, %2035 ]
  %2043 = icmp eq i32 %2022, 67108864
  br i1 %2043, label %2052, label %2044

2044:                                             ; preds = %2041
  %2045 = bitcast i32* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2045) #10
  %2046 = call i32 @MPI_Comm_size(i32 noundef %2022, i32* noundef nonnull %33) #10
  %2047 = load i32, i32* %33, align 4, !tbaa !5
  %2048 = icmp eq i32 %2047, %2004
  %2049 = zext i1 %2048 to i32
  %2050 = and i32 %2042, %2049
  %2051 = call i32 @MPI_Comm_free(i32* noundef nonnull %29) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2045) #10
  br label %2052

2052:                                             ; preds = %2044, %2041
  %2053 = phi i32 [ %2050, %2044 ], [ %2042, %2041 ]
  %2054 = call i32 @MPI_Group_free(i32* noundef nonnull %27) #10
  %2055 = call i32 @MPI_Group_free(i32* noundef nonnull %26) #10
  %2056 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2056) #10
  store i32 %2053, i32* %5, align 4, !tbaa !5
  %2057 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2057) #10
  %2058 = call i32 @MPI_Allreduce(i8* noundef nonnull %2056, i8* noundef nonnull %2057, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2059 = load i32, i32* %5, align 4, !tbaa !5
  %2060 = icmp eq i32 %2059, 0
  br i1 %2060, label %2061, label %2064

2061:                                             ; preds = %2052
  %2062 = load i32, i32* @rank, align 4, !tbaa !5
  %2063 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %2062, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.39, i64 0, i64 0)) #10
  br label %2064

2064:                                             ; preds = %2061, %2052
  %2065 = load i32, i32* @rank, align 4, !tbaa !5
  %2066 = icmp eq i32 %2065, 0
  br i1 %2066, label %2067, label %2072

2067:                                             ; preds = %2064
  %2068 = load i32, i32* %6, align 4, !tbaa !5
  %2069 = icmp eq i32 %2068, 0
  %2070 = select i1 %2069, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %2071 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.39, i64 0, i64 0), i8* noundef %2070) #10
  br label %2072

2072:                                             ; preds = %2064, %2067
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2057) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2056) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2012) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2011) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2008) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %1993) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1991) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1990) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1958) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1957) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1953) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1952) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1928) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1914) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1912) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1860) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1853) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1852) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1851) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1850) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1847) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1843) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1842) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1840)
  %2073 = bitcast i32* %200 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2073) #10
  %2074 = bitcast i32** %201 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2074) #10
  %2075 = call i32 @MPI_Comm_get_attr(i32 noundef 1140850688, i32 noundef 1681915905, i8* noundef nonnull %2074, i32* noundef nonnull %200) #10
  %2076 = load i32, i32* %200, align 4, !tbaa !5
  %2077 = icmp eq i32 %2076, 0
  br i1 %2077, label %2082, label %2078

2078:                                             ; preds = %2072
  %2079 = load i32*, i32** %201, align 8, !tbaa !9
  %2080 = load i32, i32* %2079, align 4, !tbaa !5
  %2081 = icmp sgt i32 %2080, 32766
  br label %2082

2082:                                             ; preds = %2072, %2078
  %2083 = phi i1 [ %2081, %2078 ], [ false, %2072 ]
  %2084 = icmp ne i32 %2076, 0
  %2085 = select i1 %2084, i1 %2083, i1 false
  %2086 = zext i1 %2085 to i32
  %2087 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2087)
  store i32 %2086, i32* %3, align 4, !tbaa !5
  %2088 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2088) #10
  %2089 = call i32 @MPI_Allreduce(i8* noundef nonnull %2087, i8* noundef nonnull %2088, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2090 = load i32, i32* %3, align 4, !tbaa !5
  %2091 = icmp eq i32 %2090, 0
  br i1 %2091, label %2092, label %2095

2092:                                             ; preds = %2082
  %2093 = load i32, i32* @rank, align 4, !tbaa !5
  %2094 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.40, i64 0, i64 0), i32 noundef %2093, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0)) #10
  br label %2095

2095:                                             ; preds = %2092, %2082
  %2096 = load i32, i32* @rank, align 4, !tbaa !5
  %2097 = icmp eq i32 %2096, 0
  br i1 %2097, label %2098, label %2103

2098:                                             ; preds = %2095
  %2099 = load i32, i32* %4, align 4, !tbaa !5
  %2100 = icmp eq i32 %2099, 0
  %2101 = select i1 %2100, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.43, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.42, i64 0, i64 0)
  %2102 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.41, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i8* noundef %2101) #10
  br label %2103

2103:                                             ; preds = %2095, %2098
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2088) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2087)
  %2104 = call i32 @MPI_Finalize() #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2074) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2073) #10
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

declare i32 @MPI_Cart_map(i32 noundef, i32 noundef, i32* noundef, i32* noundef, i32* noundef) local_unnamed_addr #1

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
