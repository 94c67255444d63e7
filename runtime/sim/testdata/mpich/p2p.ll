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
@.str.38 = private unnamed_addr constant [19 x i8] c"neighbor_allgather\00", align 1
@.str.39 = private unnamed_addr constant [43 x i8] c"  neighbor_alltoall on %dx%d: %d %d %d %d\0A\00", align 1
@.str.40 = private unnamed_addr constant [18 x i8] c"neighbor_alltoall\00", align 1
@__const.topology.vc = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 2, i32 2], align 16
@__const.topology.vd = private unnamed_addr constant [4 x i32] [i32 0, i32 1, i32 2, i32 4], align 16
@.str.41 = private unnamed_addr constant [19 x i8] c"neighbor_alltoallv\00", align 1
@.str.42 = private unnamed_addr constant [9 x i8] c"cart_sub\00", align 1
@.str.43 = private unnamed_addr constant [23 x i8] c"groups and comm_create\00", align 1
@.str.44 = private unnamed_addr constant [22 x i8] c"MISMATCH rank %d: %s\0A\00", align 1
@.str.45 = private unnamed_addr constant [10 x i8] c"%-44s %s\0A\00", align 1
@.str.46 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.47 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1

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
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca [2 x i32], align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca [4 x i32], align 16
  %29 = alloca [4 x i32], align 16
  %30 = alloca [4 x i32], align 16
  %31 = alloca [4 x i32], align 16
  %32 = alloca [4 x i32], align 16
  %33 = alloca [4 x i32], align 16
  %34 = alloca [6 x i32], align 16
  %35 = alloca [6 x i32], align 16
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca [64 x i32], align 16
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
  %64 = alloca [4 x [5 x double]], align 16
  %65 = alloca [4 x double], align 16
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca i64, align 8
  %73 = alloca [6 x i32], align 16
  %74 = alloca [6 x i32], align 16
  %75 = alloca [3 x i32], align 4
  %76 = alloca [3 x i32], align 4
  %77 = alloca [10 x i32], align 16
  %78 = alloca [10 x i32], align 16
  %79 = alloca [2 x %struct.rec], align 16
  %80 = alloca [2 x %struct.rec], align 16
  %81 = alloca [3 x i32], align 4
  %82 = alloca [3 x i64], align 16
  %83 = alloca i64, align 8
  %84 = alloca [3 x i32], align 4
  %85 = alloca i32, align 4
  %86 = alloca [64 x i8], align 16
  %87 = alloca i32, align 4
  %88 = alloca [3 x i32], align 4
  %89 = alloca [3 x i32], align 4
  %90 = alloca double, align 8
  %91 = alloca double, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca [2 x i32], align 4
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
  %114 = alloca [4 x i32], align 16
  %115 = alloca [4 x i32], align 16
  %116 = alloca [4 x i32], align 16
  %117 = alloca [4 x i32], align 16
  %118 = alloca i32, align 4
  %119 = alloca %struct.MPI_Status, align 4
  %120 = alloca i32, align 4
  %121 = alloca [4 x i32], align 16
  %122 = alloca [4 x %struct.MPI_Status], align 16
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca %struct.MPI_Status, align 4
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  %133 = alloca i32, align 4
  %134 = alloca i32, align 4
  %135 = alloca [3 x i32], align 4
  %136 = alloca [3 x i32], align 4
  %137 = alloca i32, align 4
  %138 = alloca i32, align 4
  %139 = alloca %struct.MPI_Status, align 4
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
  %150 = alloca i32, align 4
  %151 = alloca [17 x i32], align 16
  %152 = alloca i32, align 4
  %153 = alloca %struct.MPI_Status, align 4
  %154 = alloca i32, align 4
  %155 = alloca i32, align 4
  %156 = alloca i32, align 4
  %157 = alloca [6 x i8], align 1
  %158 = alloca i32, align 4
  %159 = alloca i32, align 4
  %160 = alloca i32, align 4
  %161 = alloca i32, align 4
  %162 = alloca i32, align 4
  %163 = alloca i32, align 4
  %164 = alloca i32, align 4
  %165 = alloca [4 x i32], align 16
  %166 = alloca i32, align 4
  %167 = alloca i32, align 4
  %168 = alloca i32, align 4
  %169 = alloca i32, align 4
  %170 = alloca i32, align 4
  %171 = alloca i32, align 4
  %172 = alloca i32, align 4
  %173 = alloca i32, align 4
  %174 = alloca i32, align 4
  %175 = alloca i32, align 4
  %176 = alloca i32, align 4
  %177 = alloca i32, align 4
  %178 = alloca i32, align 4
  %179 = alloca %struct.MPI_Status, align 4
  %180 = alloca i32, align 4
  %181 = alloca %struct.MPI_Status, align 4
  %182 = alloca i32, align 4
  %183 = alloca i32, align 4
  %184 = alloca i32, align 4
  %185 = alloca i32, align 4
  %186 = alloca i32, align 4
  %187 = alloca i32, align 4
  %188 = alloca i32, align 4
  %189 = alloca [3 x i32], align 4
  %190 = alloca [3 x i32], align 4
  %191 = alloca %struct.MPI_Status, align 4
  %192 = alloca [5000 x i32], align 16
  %193 = alloca i32, align 4
  %194 = alloca i32, align 4
  %195 = alloca i32, align 4
  %196 = alloca i32, align 4
  %197 = alloca i32, align 4
  %198 = alloca i32, align 4
  %199 = alloca i32, align 4
  %200 = alloca i32, align 4
  %201 = alloca i32, align 4
  %202 = alloca i32, align 4
  %203 = alloca i32, align 4
  %204 = alloca %struct.MPI_Status, align 4
  %205 = alloca i32, align 4
  %206 = alloca [64 x i8], align 16
  %207 = alloca i32, align 4
  %208 = alloca i32, align 4
  %209 = alloca [2 x i32], align 4
  %210 = alloca i32, align 4
  %211 = alloca i8*, align 8
  %212 = alloca i32, align 4
  %213 = alloca i8**, align 8
  %214 = alloca i32, align 4
  %215 = alloca i32*, align 8
  store i32 %0, i32* %212, align 4, !tbaa !5
  store i8** %1, i8*** %213, align 8, !tbaa !9
  %216 = call i32 @MPI_Init(i32* noundef nonnull %212, i8*** noundef nonnull %213) #10
  %217 = call i32 @MPI_Comm_rank(i32 noundef 1140850688, i32* noundef nonnull @rank) #10
  %218 = call i32 @MPI_Comm_size(i32 noundef 1140850688, i32* noundef nonnull @size) #10
  %219 = load i32, i32* @rank, align 4, !tbaa !5
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %221, label %224

221:                                              ; preds = %2
  %222 = load i32, i32* @size, align 4, !tbaa !5
  %223 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef %222)
  br label %224

224:                                              ; preds = %221, %2
  %225 = load i32, i32* @rank, align 4, !tbaa !5
  %226 = add nsw i32 %225, 1
  %227 = load i32, i32* @size, align 4, !tbaa !5
  %228 = srem i32 %226, %227
  %229 = add i32 %225, -1
  %230 = add i32 %229, %227
  %231 = srem i32 %230, %227
  %232 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %233 = bitcast i8* %232 to i32*
  %234 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %235 = bitcast i8* %234 to i32*
  %236 = bitcast i32* %203 to i8*
  %237 = bitcast %struct.MPI_Status* %204 to i8*
  %238 = bitcast i32* %205 to i8*
  %239 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %204, i64 0, i32 2
  %240 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %204, i64 0, i32 3
  %241 = mul nsw i32 %231, 100000
  %242 = getelementptr inbounds [64 x i8], [64 x i8]* %206, i64 0, i64 0
  %243 = bitcast i32* %199 to i8*
  %244 = bitcast i32* %200 to i8*
  br label %245

245:                                              ; preds = %327, %224
  %246 = phi i32 [ 1, %224 ], [ %328, %327 ]
  %247 = load i32, i32* @rank, align 4, !tbaa !5
  %248 = mul nsw i32 %247, 100000
  %249 = call i32 @llvm.umax.i32(i32 %246, i32 1) #10
  %250 = zext i32 %249 to i64
  %251 = shl nuw nsw i64 %250, 2
  call void @llvm.memset.p0i8.i64(i8* align 4 %234, i8 -1, i64 %251, i1 false) #10, !tbaa !5
  br label %294

252:                                              ; preds = %327
  %253 = bitcast i32* %207 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %253) #10
  %254 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %254, i32* %207, align 4, !tbaa !5
  %255 = bitcast i32* %208 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %255) #10
  store i32 -1, i32* %208, align 4, !tbaa !5
  %256 = bitcast [2 x i32]* %209 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %256) #10
  %257 = getelementptr inbounds [2 x i32], [2 x i32]* %209, i64 0, i64 0
  %258 = call i32 @MPI_Irecv(i8* noundef nonnull %255, i32 noundef 1, i32 noundef 1275069445, i32 noundef %231, i32 noundef 1, i32 noundef 1140850688, i32* noundef nonnull %257) #10
  %259 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %260 = call i32 @MPI_Rsend(i8* noundef nonnull %253, i32 noundef 1, i32 noundef 1275069445, i32 noundef %228, i32 noundef 1, i32 noundef 1140850688) #10
  %261 = call i32 @MPI_Wait(i32* noundef nonnull %257, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %262 = load i32, i32* %208, align 4, !tbaa !5
  %263 = icmp eq i32 %262, %231
  %264 = zext i1 %263 to i32
  %265 = bitcast i32* %201 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %265) #10
  store i32 %264, i32* %201, align 4, !tbaa !5
  %266 = bitcast i32* %202 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %266) #10
  %267 = call i32 @MPI_Allreduce(i8* noundef nonnull %265, i8* noundef nonnull %266, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %268 = load i32, i32* %201, align 4, !tbaa !5
  %269 = icmp eq i32 %268, 0
  br i1 %269, label %270, label %273

270:                                              ; preds = %252
  %271 = load i32, i32* @rank, align 4, !tbaa !5
  %272 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %271, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)) #10
  br label %273

273:                                              ; preds = %270, %252
  %274 = load i32, i32* @rank, align 4, !tbaa !5
  %275 = icmp eq i32 %274, 0
  br i1 %275, label %276, label %281

276:                                              ; preds = %273
  %277 = load i32, i32* %202, align 4, !tbaa !5
  %278 = icmp eq i32 %277, 0
  %279 = select i1 %278, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %280 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0), i8* noundef %279) #10
  br label %281

281:                                              ; preds = %276, %273
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %266) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %265) #10
  store i32 -1, i32* %208, align 4, !tbaa !5
  %282 = load i32, i32* @rank, align 4, !tbaa !5
  %283 = and i32 %282, 1
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %342, label %345

285:                                              ; preds = %294
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %236) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %237) #10
  %286 = call i32 @MPI_Irecv(i8* noundef %234, i32 noundef %246, i32 noundef 1275069445, i32 noundef %231, i32 noundef %246, i32 noundef 1140850688, i32* noundef nonnull %203) #10
  %287 = call i32 @MPI_Send(i8* noundef %232, i32 noundef %246, i32 noundef 1275069445, i32 noundef %228, i32 noundef %246, i32 noundef 1140850688) #10
  %288 = call i32 @MPI_Wait(i32* noundef nonnull %203, %struct.MPI_Status* noundef nonnull %204) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %238) #10
  %289 = load i32, i32* %203, align 4, !tbaa !5
  %290 = icmp eq i32 %289, 738197504
  %291 = load i32, i32* %239, align 4
  %292 = icmp eq i32 %291, %231
  %293 = select i1 %290, i1 %292, i1 false
  br i1 %293, label %301, label %304

294:                                              ; preds = %294, %245
  %295 = phi i64 [ 0, %245 ], [ %299, %294 ]
  %296 = trunc i64 %295 to i32
  %297 = add nsw i32 %248, %296
  %298 = getelementptr inbounds i32, i32* %233, i64 %295
  store i32 %297, i32* %298, align 4, !tbaa !5
  %299 = add nuw nsw i64 %295, 1
  %300 = icmp eq i64 %299, %250
  br i1 %300, label %285, label %294, !llvm.loop !11

301:                                              ; preds = %285
  %302 = load i32, i32* %240, align 4, !tbaa !14
  %303 = icmp eq i32 %302, %246
  br label %304

304:                                              ; preds = %301, %285
  %305 = phi i1 [ false, %285 ], [ %303, %301 ]
  %306 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %204, i32 noundef 1275069445, i32* noundef nonnull %205) #10
  %307 = load i32, i32* %205, align 4, !tbaa !5
  %308 = icmp eq i32 %307, %246
  %309 = and i1 %305, %308
  %310 = zext i1 %309 to i32
  br label %330

311:                                              ; preds = %330
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %242) #10
  %312 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull %242, i64 noundef 64, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %246) #10
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %243) #10
  store i32 %339, i32* %199, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %244) #10
  %313 = call i32 @MPI_Allreduce(i8* noundef nonnull %243, i8* noundef nonnull %244, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %314 = load i32, i32* %199, align 4, !tbaa !5
  %315 = icmp eq i32 %314, 0
  br i1 %315, label %316, label %319

316:                                              ; preds = %311
  %317 = load i32, i32* @rank, align 4, !tbaa !5
  %318 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %317, i8* noundef nonnull %242) #10
  br label %319

319:                                              ; preds = %316, %311
  %320 = load i32, i32* @rank, align 4, !tbaa !5
  %321 = icmp eq i32 %320, 0
  br i1 %321, label %322, label %327

322:                                              ; preds = %319
  %323 = load i32, i32* %200, align 4, !tbaa !5
  %324 = icmp eq i32 %323, 0
  %325 = select i1 %324, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %326 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef nonnull %242, i8* noundef %325) #10
  br label %327

327:                                              ; preds = %322, %319
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %244) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %243) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %242) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %238) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %237) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %236) #10
  %328 = mul nsw i32 %246, 70
  %329 = icmp ult i32 %328, 5001
  br i1 %329, label %245, label %252, !llvm.loop !16

330:                                              ; preds = %330, %304
  %331 = phi i64 [ 0, %304 ], [ %340, %330 ]
  %332 = phi i32 [ %310, %304 ], [ %339, %330 ]
  %333 = trunc i64 %331 to i32
  %334 = getelementptr inbounds i32, i32* %235, i64 %331
  %335 = load i32, i32* %334, align 4, !tbaa !5
  %336 = add nsw i32 %241, %333
  %337 = icmp eq i32 %335, %336
  %338 = zext i1 %337 to i32
  %339 = and i32 %332, %338
  %340 = add nuw nsw i64 %331, 1
  %341 = icmp eq i64 %340, %250
  br i1 %341, label %311, label %330, !llvm.loop !17

342:                                              ; preds = %281
  %343 = call i32 @MPI_Ssend(i8* noundef nonnull %253, i32 noundef 1, i32 noundef 1275069445, i32 noundef %228, i32 noundef 2, i32 noundef 1140850688) #10
  %344 = call i32 @MPI_Recv(i8* noundef nonnull %255, i32 noundef 1, i32 noundef 1275069445, i32 noundef %231, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %348

345:                                              ; preds = %281
  %346 = call i32 @MPI_Recv(i8* noundef nonnull %255, i32 noundef 1, i32 noundef 1275069445, i32 noundef %231, i32 noundef 2, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %347 = call i32 @MPI_Ssend(i8* noundef nonnull %253, i32 noundef 1, i32 noundef 1275069445, i32 noundef %228, i32 noundef 2, i32 noundef 1140850688) #10
  br label %348

348:                                              ; preds = %345, %342
  %349 = load i32, i32* %208, align 4, !tbaa !5
  %350 = icmp eq i32 %349, %231
  %351 = zext i1 %350 to i32
  %352 = bitcast i32* %197 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %352) #10
  store i32 %351, i32* %197, align 4, !tbaa !5
  %353 = bitcast i32* %198 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %353) #10
  %354 = call i32 @MPI_Allreduce(i8* noundef nonnull %352, i8* noundef nonnull %353, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %355 = load i32, i32* %197, align 4, !tbaa !5
  %356 = icmp eq i32 %355, 0
  br i1 %356, label %357, label %360

357:                                              ; preds = %348
  %358 = load i32, i32* @rank, align 4, !tbaa !5
  %359 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %358, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)) #10
  br label %360

360:                                              ; preds = %357, %348
  %361 = load i32, i32* @rank, align 4, !tbaa !5
  %362 = icmp eq i32 %361, 0
  br i1 %362, label %363, label %368

363:                                              ; preds = %360
  %364 = load i32, i32* %198, align 4, !tbaa !5
  %365 = icmp eq i32 %364, 0
  %366 = select i1 %365, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %367 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i8* noundef %366) #10
  br label %368

368:                                              ; preds = %363, %360
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %353) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %352) #10
  %369 = bitcast i32* %210 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %369) #10
  store i32 65536, i32* %210, align 4, !tbaa !5
  %370 = bitcast i8** %211 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %370) #10
  %371 = call noalias dereferenceable_or_null(65536) i8* @malloc(i64 noundef 65536) #10
  store i8* %371, i8** %211, align 8, !tbaa !9
  %372 = call i32 @MPI_Buffer_attach(i8* noundef %371, i32 noundef 65536) #10
  store i32 -1, i32* %208, align 4, !tbaa !5
  %373 = call i32 @MPI_Bsend(i8* noundef nonnull %253, i32 noundef 1, i32 noundef 1275069445, i32 noundef %228, i32 noundef 3, i32 noundef 1140850688) #10
  %374 = call i32 @MPI_Recv(i8* noundef nonnull %255, i32 noundef 1, i32 noundef 1275069445, i32 noundef %231, i32 noundef 3, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %375 = load i32, i32* %208, align 4, !tbaa !5
  %376 = icmp eq i32 %375, %231
  %377 = zext i1 %376 to i32
  %378 = bitcast i32* %195 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %378) #10
  store i32 %377, i32* %195, align 4, !tbaa !5
  %379 = bitcast i32* %196 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %379) #10
  %380 = call i32 @MPI_Allreduce(i8* noundef nonnull %378, i8* noundef nonnull %379, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %381 = load i32, i32* %195, align 4, !tbaa !5
  %382 = icmp eq i32 %381, 0
  br i1 %382, label %383, label %386

383:                                              ; preds = %368
  %384 = load i32, i32* @rank, align 4, !tbaa !5
  %385 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %384, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0)) #10
  br label %386

386:                                              ; preds = %383, %368
  %387 = load i32, i32* @rank, align 4, !tbaa !5
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %389, label %394

389:                                              ; preds = %386
  %390 = load i32, i32* %196, align 4, !tbaa !5
  %391 = icmp eq i32 %390, 0
  %392 = select i1 %391, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %393 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), i8* noundef %392) #10
  br label %394

394:                                              ; preds = %389, %386
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %379) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %378) #10
  %395 = call i32 @MPI_Buffer_detach(i8* noundef nonnull %370, i32* noundef nonnull %210) #10
  store i32 -1, i32* %208, align 4, !tbaa !5
  %396 = call i32 @MPI_Issend(i8* noundef nonnull %253, i32 noundef 1, i32 noundef 1275069445, i32 noundef %228, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %257) #10
  %397 = getelementptr inbounds [2 x i32], [2 x i32]* %209, i64 0, i64 1
  %398 = call i32 @MPI_Irecv(i8* noundef nonnull %255, i32 noundef 1, i32 noundef 1275069445, i32 noundef %231, i32 noundef 4, i32 noundef 1140850688, i32* noundef nonnull %397) #10
  %399 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %257, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %400 = load i32, i32* %208, align 4, !tbaa !5
  %401 = icmp eq i32 %400, %231
  %402 = load i32, i32* %257, align 4
  %403 = icmp eq i32 %402, 738197504
  %404 = select i1 %401, i1 %403, i1 false
  %405 = load i32, i32* %397, align 4
  %406 = icmp eq i32 %405, 738197504
  %407 = select i1 %404, i1 %406, i1 false
  %408 = zext i1 %407 to i32
  %409 = bitcast i32* %193 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %409) #10
  store i32 %408, i32* %193, align 4, !tbaa !5
  %410 = bitcast i32* %194 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %410) #10
  %411 = call i32 @MPI_Allreduce(i8* noundef nonnull %409, i8* noundef nonnull %410, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %412 = load i32, i32* %193, align 4, !tbaa !5
  %413 = icmp eq i32 %412, 0
  br i1 %413, label %414, label %417

414:                                              ; preds = %394
  %415 = load i32, i32* @rank, align 4, !tbaa !5
  %416 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %415, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0)) #10
  br label %417

417:                                              ; preds = %414, %394
  %418 = load i32, i32* @rank, align 4, !tbaa !5
  %419 = icmp eq i32 %418, 0
  br i1 %419, label %420, label %425

420:                                              ; preds = %417
  %421 = load i32, i32* %194, align 4, !tbaa !5
  %422 = icmp eq i32 %421, 0
  %423 = select i1 %422, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %424 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i8* noundef %423) #10
  br label %425

425:                                              ; preds = %417, %420
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %410) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %409) #10
  %426 = load i8*, i8** %211, align 8, !tbaa !9
  call void @free(i8* noundef %426) #10
  call void @free(i8* noundef %232) #10
  call void @free(i8* noundef %234) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %370) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %369) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %256) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %255) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %253) #10
  %427 = load i32, i32* @rank, align 4, !tbaa !5
  %428 = add nsw i32 %427, 1
  %429 = load i32, i32* @size, align 4, !tbaa !5
  %430 = srem i32 %428, %429
  %431 = add i32 %427, -1
  %432 = add i32 %431, %429
  %433 = srem i32 %432, %429
  %434 = bitcast [3 x i32]* %189 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %434) #10
  %435 = getelementptr inbounds [3 x i32], [3 x i32]* %189, i64 0, i64 0
  store i32 %427, i32* %435, align 4, !tbaa !5
  %436 = getelementptr inbounds [3 x i32], [3 x i32]* %189, i64 0, i64 1
  %437 = shl nsw i32 %427, 1
  store i32 %437, i32* %436, align 4, !tbaa !5
  %438 = getelementptr inbounds [3 x i32], [3 x i32]* %189, i64 0, i64 2
  %439 = mul nsw i32 %427, 3
  store i32 %439, i32* %438, align 4, !tbaa !5
  %440 = bitcast [3 x i32]* %190 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %440) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %440, i8 -1, i64 12, i1 false) #10
  %441 = bitcast %struct.MPI_Status* %191 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %441) #10
  %442 = getelementptr inbounds [3 x i32], [3 x i32]* %190, i64 0, i64 0
  %443 = call i32 @MPI_Sendrecv(i8* noundef nonnull %434, i32 noundef 3, i32 noundef 1275069445, i32 noundef %430, i32 noundef 9, i8* noundef nonnull %440, i32 noundef 3, i32 noundef 1275069445, i32 noundef %433, i32 noundef 9, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %191) #10
  %444 = load i32, i32* %442, align 4, !tbaa !5
  %445 = icmp eq i32 %444, %433
  br i1 %445, label %446, label %456

446:                                              ; preds = %425
  %447 = getelementptr inbounds [3 x i32], [3 x i32]* %190, i64 0, i64 2
  %448 = load i32, i32* %447, align 4, !tbaa !5
  %449 = mul nsw i32 %433, 3
  %450 = icmp eq i32 %448, %449
  br i1 %450, label %451, label %456

451:                                              ; preds = %446
  %452 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %191, i64 0, i32 2
  %453 = load i32, i32* %452, align 4, !tbaa !18
  %454 = icmp eq i32 %453, %433
  %455 = zext i1 %454 to i32
  br label %456

456:                                              ; preds = %451, %446, %425
  %457 = phi i32 [ 0, %446 ], [ 0, %425 ], [ %455, %451 ]
  %458 = bitcast i32* %187 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %458) #10
  store i32 %457, i32* %187, align 4, !tbaa !5
  %459 = bitcast i32* %188 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %459) #10
  %460 = call i32 @MPI_Allreduce(i8* noundef nonnull %458, i8* noundef nonnull %459, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %461 = load i32, i32* %187, align 4, !tbaa !5
  %462 = icmp eq i32 %461, 0
  br i1 %462, label %463, label %466

463:                                              ; preds = %456
  %464 = load i32, i32* @rank, align 4, !tbaa !5
  %465 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %464, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0)) #10
  br label %466

466:                                              ; preds = %463, %456
  %467 = load i32, i32* @rank, align 4, !tbaa !5
  %468 = icmp eq i32 %467, 0
  br i1 %468, label %469, label %474

469:                                              ; preds = %466
  %470 = load i32, i32* %188, align 4, !tbaa !5
  %471 = icmp eq i32 %470, 0
  %472 = select i1 %471, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %473 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.7, i64 0, i64 0), i8* noundef %472) #10
  br label %474

474:                                              ; preds = %469, %466
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %459) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %458) #10
  %475 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %434, i32 noundef 3, i32 noundef 1275069445, i32 noundef %430, i32 noundef 10, i32 noundef %433, i32 noundef 10, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %191) #10
  %476 = load i32, i32* %435, align 4, !tbaa !5
  %477 = icmp eq i32 %476, %433
  %478 = load i32, i32* %436, align 4
  %479 = shl nsw i32 %433, 1
  %480 = icmp eq i32 %478, %479
  %481 = select i1 %477, i1 %480, i1 false
  %482 = zext i1 %481 to i32
  %483 = bitcast i32* %185 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %483) #10
  store i32 %482, i32* %185, align 4, !tbaa !5
  %484 = bitcast i32* %186 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %484) #10
  %485 = call i32 @MPI_Allreduce(i8* noundef nonnull %483, i8* noundef nonnull %484, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %486 = load i32, i32* %185, align 4, !tbaa !5
  %487 = icmp eq i32 %486, 0
  br i1 %487, label %488, label %491

488:                                              ; preds = %474
  %489 = load i32, i32* @rank, align 4, !tbaa !5
  %490 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %489, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0)) #10
  br label %491

491:                                              ; preds = %488, %474
  %492 = load i32, i32* @rank, align 4, !tbaa !5
  %493 = icmp eq i32 %492, 0
  br i1 %493, label %494, label %499

494:                                              ; preds = %491
  %495 = load i32, i32* %186, align 4, !tbaa !5
  %496 = icmp eq i32 %495, 0
  %497 = select i1 %496, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %498 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.8, i64 0, i64 0), i8* noundef %497) #10
  br label %499

499:                                              ; preds = %494, %491
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %484) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %483) #10
  %500 = bitcast [5000 x i32]* %192 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20000, i8* nonnull %500) #10
  %501 = load i32, i32* @rank, align 4, !tbaa !5
  br label %504

502:                                              ; preds = %504
  %503 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %500, i32 noundef 5000, i32 noundef 1275069445, i32 noundef %430, i32 noundef 11, i32 noundef %433, i32 noundef 11, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %191) #10
  br label %528

504:                                              ; preds = %504, %499
  %505 = phi i64 [ 0, %499 ], [ %509, %504 ]
  %506 = trunc i64 %505 to i32
  %507 = add nsw i32 %501, %506
  %508 = getelementptr inbounds [5000 x i32], [5000 x i32]* %192, i64 0, i64 %505
  store i32 %507, i32* %508, align 4, !tbaa !5
  %509 = add nuw nsw i64 %505, 1
  %510 = icmp eq i64 %509, 5000
  br i1 %510, label %502, label %504, !llvm.loop !19

511:                                              ; preds = %528
  %512 = bitcast i32* %183 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %512) #10
  store i32 %537, i32* %183, align 4, !tbaa !5
  %513 = bitcast i32* %184 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %513) #10
  %514 = call i32 @MPI_Allreduce(i8* noundef nonnull %512, i8* noundef nonnull %513, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %515 = load i32, i32* %183, align 4, !tbaa !5
  %516 = icmp eq i32 %515, 0
  br i1 %516, label %517, label %520

517:                                              ; preds = %511
  %518 = load i32, i32* @rank, align 4, !tbaa !5
  %519 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %518, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0)) #10
  br label %520

520:                                              ; preds = %517, %511
  %521 = load i32, i32* @rank, align 4, !tbaa !5
  %522 = icmp eq i32 %521, 0
  br i1 %522, label %523, label %540

523:                                              ; preds = %520
  %524 = load i32, i32* %184, align 4, !tbaa !5
  %525 = icmp eq i32 %524, 0
  %526 = select i1 %525, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %527 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.9, i64 0, i64 0), i8* noundef %526) #10
  br label %540

528:                                              ; preds = %528, %502
  %529 = phi i64 [ 0, %502 ], [ %538, %528 ]
  %530 = phi i32 [ 1, %502 ], [ %537, %528 ]
  %531 = trunc i64 %529 to i32
  %532 = getelementptr inbounds [5000 x i32], [5000 x i32]* %192, i64 0, i64 %529
  %533 = load i32, i32* %532, align 4, !tbaa !5
  %534 = add nsw i32 %433, %531
  %535 = icmp eq i32 %533, %534
  %536 = zext i1 %535 to i32
  %537 = and i32 %530, %536
  %538 = add nuw nsw i64 %529, 1
  %539 = icmp eq i64 %538, 5000
  br i1 %539, label %511, label %528, !llvm.loop !20

540:                                              ; preds = %520, %523
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %513) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %512) #10
  call void @llvm.lifetime.end.p0i8(i64 20000, i8* nonnull %500) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %441) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %440) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %434) #10
  %541 = load i32, i32* @rank, align 4, !tbaa !5
  %542 = icmp eq i32 %541, 0
  br i1 %542, label %543, label %603

543:                                              ; preds = %540
  %544 = load i32, i32* @size, align 4, !tbaa !5
  %545 = icmp sgt i32 %544, 1
  br i1 %545, label %546, label %553

546:                                              ; preds = %543
  %547 = bitcast i32* %178 to i8*
  %548 = bitcast %struct.MPI_Status* %179 to i8*
  %549 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %179, i64 0, i32 2
  %550 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %179, i64 0, i32 3
  br label %579

551:                                              ; preds = %594
  %552 = icmp ne i32 %597, 0
  br label %553

553:                                              ; preds = %551, %543
  %554 = phi i32 [ 0, %543 ], [ %599, %551 ]
  %555 = phi i1 [ true, %543 ], [ %552, %551 ]
  %556 = phi i32 [ %544, %543 ], [ %601, %551 ]
  %557 = shl i32 1, %556
  %558 = add nsw i32 %557, -2
  %559 = icmp eq i32 %554, %558
  %560 = select i1 %555, i1 %559, i1 false
  %561 = zext i1 %560 to i32
  %562 = bitcast i32* %176 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %562) #10
  store i32 %561, i32* %176, align 4, !tbaa !5
  %563 = bitcast i32* %177 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %563) #10
  %564 = call i32 @MPI_Allreduce(i8* noundef nonnull %562, i8* noundef nonnull %563, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %565 = load i32, i32* %176, align 4, !tbaa !5
  %566 = icmp eq i32 %565, 0
  br i1 %566, label %567, label %570

567:                                              ; preds = %553
  %568 = load i32, i32* @rank, align 4, !tbaa !5
  %569 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %568, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %570

570:                                              ; preds = %567, %553
  %571 = load i32, i32* @rank, align 4, !tbaa !5
  %572 = icmp eq i32 %571, 0
  br i1 %572, label %573, label %578

573:                                              ; preds = %570
  %574 = load i32, i32* %177, align 4, !tbaa !5
  %575 = icmp eq i32 %574, 0
  %576 = select i1 %575, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %577 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %576) #10
  br label %578

578:                                              ; preds = %573, %570
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %563) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %562) #10
  br label %622

579:                                              ; preds = %594, %546
  %580 = phi i32 [ 1, %546 ], [ %600, %594 ]
  %581 = phi i32 [ 1, %546 ], [ %597, %594 ]
  %582 = phi i32 [ 0, %546 ], [ %599, %594 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %547) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %548) #10
  %583 = call i32 @MPI_Recv(i8* noundef nonnull %547, i32 noundef 1, i32 noundef 1275069445, i32 noundef -2, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %179) #10
  %584 = load i32, i32* %178, align 4, !tbaa !5
  %585 = load i32, i32* %549, align 4, !tbaa !18
  %586 = icmp eq i32 %584, %585
  %587 = load i32, i32* %550, align 4
  %588 = icmp eq i32 %587, %584
  %589 = select i1 %586, i1 %588, i1 false
  br i1 %589, label %590, label %594

590:                                              ; preds = %579
  %591 = shl i32 1, %584
  %592 = and i32 %591, %582
  %593 = icmp eq i32 %592, 0
  br label %594

594:                                              ; preds = %590, %579
  %595 = phi i1 [ false, %579 ], [ %593, %590 ]
  %596 = zext i1 %595 to i32
  %597 = and i32 %581, %596
  %598 = shl i32 1, %584
  %599 = or i32 %598, %582
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %548) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %547) #10
  %600 = add nuw nsw i32 %580, 1
  %601 = load i32, i32* @size, align 4, !tbaa !5
  %602 = icmp slt i32 %600, %601
  br i1 %602, label %579, label %551, !llvm.loop !21

603:                                              ; preds = %540
  %604 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef %541, i32 noundef 1140850688) #10
  %605 = bitcast i32* %174 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %605) #10
  store i32 1, i32* %174, align 4, !tbaa !5
  %606 = bitcast i32* %175 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %606) #10
  %607 = call i32 @MPI_Allreduce(i8* noundef nonnull %605, i8* noundef nonnull %606, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %608 = load i32, i32* %174, align 4, !tbaa !5
  %609 = icmp eq i32 %608, 0
  br i1 %609, label %610, label %613

610:                                              ; preds = %603
  %611 = load i32, i32* @rank, align 4, !tbaa !5
  %612 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %611, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0)) #10
  br label %613

613:                                              ; preds = %610, %603
  %614 = load i32, i32* @rank, align 4, !tbaa !5
  %615 = icmp eq i32 %614, 0
  br i1 %615, label %616, label %621

616:                                              ; preds = %613
  %617 = load i32, i32* %175, align 4, !tbaa !5
  %618 = icmp eq i32 %617, 0
  %619 = select i1 %618, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %620 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.10, i64 0, i64 0), i8* noundef %619) #10
  br label %621

621:                                              ; preds = %616, %613
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %606) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %605) #10
  br label %622

622:                                              ; preds = %621, %578
  %623 = bitcast i32* %180 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %623) #10
  store i32 5, i32* %180, align 4, !tbaa !5
  %624 = bitcast %struct.MPI_Status* %181 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %624) #10
  %625 = call i32 @MPI_Send(i8* noundef nonnull %623, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688) #10
  %626 = call i32 @MPI_Recv(i8* noundef nonnull %623, i32 noundef 1, i32 noundef 1275069445, i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %181) #10
  %627 = bitcast i32* %182 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %627) #10
  %628 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %181, i32 noundef 1275069445, i32* noundef nonnull %182) #10
  %629 = load i32, i32* %180, align 4, !tbaa !5
  %630 = icmp eq i32 %629, 5
  %631 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %181, i64 0, i32 2
  %632 = load i32, i32* %631, align 4
  %633 = icmp eq i32 %632, -1
  %634 = select i1 %630, i1 %633, i1 false
  %635 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %181, i64 0, i32 3
  %636 = load i32, i32* %635, align 4
  %637 = icmp eq i32 %636, -1
  %638 = select i1 %634, i1 %637, i1 false
  %639 = load i32, i32* %182, align 4
  %640 = icmp eq i32 %639, 0
  %641 = select i1 %638, i1 %640, i1 false
  %642 = zext i1 %641 to i32
  %643 = bitcast i32* %172 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %643) #10
  store i32 %642, i32* %172, align 4, !tbaa !5
  %644 = bitcast i32* %173 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %644) #10
  %645 = call i32 @MPI_Allreduce(i8* noundef nonnull %643, i8* noundef nonnull %644, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %646 = load i32, i32* %172, align 4, !tbaa !5
  %647 = icmp eq i32 %646, 0
  br i1 %647, label %648, label %651

648:                                              ; preds = %622
  %649 = load i32, i32* @rank, align 4, !tbaa !5
  %650 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %649, i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0)) #10
  br label %651

651:                                              ; preds = %648, %622
  %652 = load i32, i32* @rank, align 4, !tbaa !5
  %653 = icmp eq i32 %652, 0
  br i1 %653, label %654, label %659

654:                                              ; preds = %651
  %655 = load i32, i32* %173, align 4, !tbaa !5
  %656 = icmp eq i32 %655, 0
  %657 = select i1 %656, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %658 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.11, i64 0, i64 0), i8* noundef %657) #10
  br label %659

659:                                              ; preds = %651, %654
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %644) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %643) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %627) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %624) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %623) #10
  %660 = load i32, i32* @rank, align 4, !tbaa !5
  switch i32 %660, label %743 [
    i32 1, label %661
    i32 0, label %701
  ]

661:                                              ; preds = %659
  %662 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %663 = bitcast i8* %662 to i32*
  br label %695

664:                                              ; preds = %695
  %665 = bitcast [4 x i32]* %165 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %665) #10
  %666 = getelementptr inbounds [4 x i32], [4 x i32]* %165, i64 0, i64 0
  %667 = call i32 @MPI_Isend(i8* noundef %662, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %666) #10
  %668 = bitcast i32* %166 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %668) #10
  store i32 1, i32* %166, align 4, !tbaa !5
  %669 = bitcast i32* %167 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %669) #10
  store i32 2, i32* %167, align 4, !tbaa !5
  %670 = bitcast i32* %168 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %670) #10
  store i32 3, i32* %168, align 4, !tbaa !5
  %671 = getelementptr inbounds [4 x i32], [4 x i32]* %165, i64 0, i64 1
  %672 = call i32 @MPI_Isend(i8* noundef nonnull %668, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %671) #10
  %673 = getelementptr inbounds [4 x i32], [4 x i32]* %165, i64 0, i64 2
  %674 = call i32 @MPI_Isend(i8* noundef nonnull %669, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 7, i32 noundef 1140850688, i32* noundef nonnull %673) #10
  %675 = getelementptr inbounds [4 x i32], [4 x i32]* %165, i64 0, i64 3
  %676 = call i32 @MPI_Isend(i8* noundef nonnull %670, i32 noundef 1, i32 noundef 1275069445, i32 noundef 0, i32 noundef 8, i32 noundef 1140850688, i32* noundef nonnull %675) #10
  %677 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %666, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  call void @free(i8* noundef %662) #10
  %678 = bitcast i32* %163 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %678) #10
  store i32 1, i32* %163, align 4, !tbaa !5
  %679 = bitcast i32* %164 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %679) #10
  %680 = call i32 @MPI_Allreduce(i8* noundef nonnull %678, i8* noundef nonnull %679, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %681 = load i32, i32* %163, align 4, !tbaa !5
  %682 = icmp eq i32 %681, 0
  br i1 %682, label %683, label %686

683:                                              ; preds = %664
  %684 = load i32, i32* @rank, align 4, !tbaa !5
  %685 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %684, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %686

686:                                              ; preds = %683, %664
  %687 = load i32, i32* @rank, align 4, !tbaa !5
  %688 = icmp eq i32 %687, 0
  br i1 %688, label %689, label %694

689:                                              ; preds = %686
  %690 = load i32, i32* %164, align 4, !tbaa !5
  %691 = icmp eq i32 %690, 0
  %692 = select i1 %691, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %693 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %692) #10
  br label %694

694:                                              ; preds = %689, %686
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %679) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %678) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %670) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %669) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %668) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %665) #10
  br label %761

695:                                              ; preds = %695, %661
  %696 = phi i64 [ 0, %661 ], [ %699, %695 ]
  %697 = getelementptr inbounds i32, i32* %663, i64 %696
  %698 = trunc i64 %696 to i32
  store i32 %698, i32* %697, align 4, !tbaa !5
  %699 = add nuw nsw i64 %696, 1
  %700 = icmp eq i64 %699, 5000
  br i1 %700, label %664, label %695, !llvm.loop !22

701:                                              ; preds = %659
  %702 = call noalias dereferenceable_or_null(20000) i8* @malloc(i64 noundef 20000) #10
  %703 = bitcast i32* %169 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %703) #10
  store i32 0, i32* %169, align 4, !tbaa !5
  %704 = bitcast i32* %170 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %704) #10
  store i32 0, i32* %170, align 4, !tbaa !5
  %705 = bitcast i32* %171 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %705) #10
  store i32 0, i32* %171, align 4, !tbaa !5
  %706 = call i32 @MPI_Recv(i8* noundef nonnull %705, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 8, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %707 = call i32 @MPI_Recv(i8* noundef %702, i32 noundef 5000, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %708 = call i32 @MPI_Recv(i8* noundef nonnull %703, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef 7, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %709 = call i32 @MPI_Recv(i8* noundef nonnull %704, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1, i32 noundef -1, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %710 = load i32, i32* %169, align 4, !tbaa !5
  %711 = icmp eq i32 %710, 1
  %712 = load i32, i32* %170, align 4
  %713 = icmp eq i32 %712, 2
  %714 = select i1 %711, i1 %713, i1 false
  %715 = load i32, i32* %171, align 4
  %716 = icmp eq i32 %715, 3
  %717 = select i1 %714, i1 %716, i1 false
  br i1 %717, label %718, label %724

718:                                              ; preds = %701
  %719 = bitcast i8* %702 to i32*
  %720 = getelementptr inbounds i32, i32* %719, i64 4999
  %721 = load i32, i32* %720, align 4, !tbaa !5
  %722 = icmp eq i32 %721, 4999
  %723 = zext i1 %722 to i32
  br label %724

724:                                              ; preds = %718, %701
  %725 = phi i32 [ 0, %701 ], [ %723, %718 ]
  %726 = bitcast i32* %161 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %726) #10
  store i32 %725, i32* %161, align 4, !tbaa !5
  %727 = bitcast i32* %162 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %727) #10
  %728 = call i32 @MPI_Allreduce(i8* noundef nonnull %726, i8* noundef nonnull %727, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %729 = load i32, i32* %161, align 4, !tbaa !5
  %730 = icmp eq i32 %729, 0
  br i1 %730, label %731, label %734

731:                                              ; preds = %724
  %732 = load i32, i32* @rank, align 4, !tbaa !5
  %733 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %732, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %734

734:                                              ; preds = %731, %724
  %735 = load i32, i32* @rank, align 4, !tbaa !5
  %736 = icmp eq i32 %735, 0
  br i1 %736, label %737, label %742

737:                                              ; preds = %734
  %738 = load i32, i32* %162, align 4, !tbaa !5
  %739 = icmp eq i32 %738, 0
  %740 = select i1 %739, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %741 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %740) #10
  br label %742

742:                                              ; preds = %737, %734
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %727) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %726) #10
  call void @free(i8* noundef %702) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %705) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %704) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %703) #10
  br label %761

743:                                              ; preds = %659
  %744 = bitcast i32* %159 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %744) #10
  store i32 1, i32* %159, align 4, !tbaa !5
  %745 = bitcast i32* %160 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %745) #10
  %746 = call i32 @MPI_Allreduce(i8* noundef nonnull %744, i8* noundef nonnull %745, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %747 = load i32, i32* %159, align 4, !tbaa !5
  %748 = icmp eq i32 %747, 0
  br i1 %748, label %749, label %752

749:                                              ; preds = %743
  %750 = load i32, i32* @rank, align 4, !tbaa !5
  %751 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %750, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0)) #10
  br label %752

752:                                              ; preds = %749, %743
  %753 = load i32, i32* @rank, align 4, !tbaa !5
  %754 = icmp eq i32 %753, 0
  br i1 %754, label %755, label %760

755:                                              ; preds = %752
  %756 = load i32, i32* %160, align 4, !tbaa !5
  %757 = icmp eq i32 %756, 0
  %758 = select i1 %757, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %759 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.12, i64 0, i64 0), i8* noundef %758) #10
  br label %760

760:                                              ; preds = %755, %752
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %745) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %744) #10
  br label %761

761:                                              ; preds = %694, %742, %760
  %762 = load i32, i32* @rank, align 4, !tbaa !5
  %763 = load i32, i32* @size, align 4, !tbaa !5
  %764 = add i32 %762, -1
  %765 = bitcast [17 x i32]* %151 to i8*
  call void @llvm.lifetime.start.p0i8(i64 68, i8* nonnull %765) #10
  br label %792

766:                                              ; preds = %792
  %767 = add i32 %764, %763
  %768 = add nsw i32 %762, 1
  %769 = srem i32 %768, %763
  %770 = srem i32 %767, %763
  %771 = bitcast i32* %152 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %771) #10
  %772 = call i32 @MPI_Isend(i8* noundef nonnull %765, i32 noundef 17, i32 noundef 1275069445, i32 noundef %769, i32 noundef 21, i32 noundef 1140850688, i32* noundef nonnull %152) #10
  %773 = bitcast %struct.MPI_Status* %153 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %773) #10
  %774 = call i32 @MPI_Probe(i32 noundef -2, i32 noundef 21, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %153) #10
  %775 = bitcast i32* %154 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %775) #10
  %776 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %153, i32 noundef 1275069445, i32* noundef nonnull %154) #10
  %777 = load i32, i32* %154, align 4, !tbaa !5
  %778 = sext i32 %777 to i64
  %779 = shl nsw i64 %778, 2
  %780 = call noalias i8* @malloc(i64 noundef %779) #10
  %781 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %153, i64 0, i32 2
  %782 = load i32, i32* %781, align 4, !tbaa !18
  %783 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %153, i64 0, i32 3
  %784 = load i32, i32* %783, align 4, !tbaa !14
  %785 = call i32 @MPI_Recv(i8* noundef %780, i32 noundef %777, i32 noundef 1275069445, i32 noundef %782, i32 noundef %784, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %786 = call i32 @MPI_Wait(i32* noundef nonnull %152, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %787 = load i32, i32* %154, align 4, !tbaa !5
  %788 = icmp eq i32 %787, 17
  %789 = load i32, i32* %781, align 4
  %790 = icmp eq i32 %789, %770
  %791 = select i1 %788, i1 %790, i1 false
  br i1 %791, label %797, label %803

792:                                              ; preds = %792, %761
  %793 = phi i64 [ 0, %761 ], [ %795, %792 ]
  %794 = getelementptr inbounds [17 x i32], [17 x i32]* %151, i64 0, i64 %793
  store i32 %762, i32* %794, align 4, !tbaa !5
  %795 = add nuw nsw i64 %793, 1
  %796 = icmp eq i64 %795, 17
  br i1 %796, label %766, label %792, !llvm.loop !23

797:                                              ; preds = %766
  %798 = bitcast i8* %780 to i32*
  %799 = getelementptr inbounds i32, i32* %798, i64 16
  %800 = load i32, i32* %799, align 4, !tbaa !5
  %801 = icmp eq i32 %800, %770
  %802 = zext i1 %801 to i32
  br label %803

803:                                              ; preds = %797, %766
  %804 = phi i32 [ 0, %766 ], [ %802, %797 ]
  %805 = bitcast i32* %149 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %805) #10
  store i32 %804, i32* %149, align 4, !tbaa !5
  %806 = bitcast i32* %150 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %806) #10
  %807 = call i32 @MPI_Allreduce(i8* noundef nonnull %805, i8* noundef nonnull %806, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %808 = load i32, i32* %149, align 4, !tbaa !5
  %809 = icmp eq i32 %808, 0
  br i1 %809, label %810, label %813

810:                                              ; preds = %803
  %811 = load i32, i32* @rank, align 4, !tbaa !5
  %812 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %811, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0)) #10
  br label %813

813:                                              ; preds = %810, %803
  %814 = load i32, i32* @rank, align 4, !tbaa !5
  %815 = icmp eq i32 %814, 0
  br i1 %815, label %816, label %821

816:                                              ; preds = %813
  %817 = load i32, i32* %150, align 4, !tbaa !5
  %818 = icmp eq i32 %817, 0
  %819 = select i1 %818, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %820 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.13, i64 0, i64 0), i8* noundef %819) #10
  br label %821

821:                                              ; preds = %816, %813
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %806) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %805) #10
  call void @free(i8* noundef %780) #10
  %822 = bitcast i32* %155 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %822) #10
  store i32 1, i32* %155, align 4, !tbaa !5
  %823 = call i32 @MPI_Iprobe(i32 noundef -2, i32 noundef 99, i32 noundef 1140850688, i32* noundef nonnull %155, %struct.MPI_Status* noundef nonnull %153) #10
  %824 = load i32, i32* %155, align 4, !tbaa !5
  %825 = icmp eq i32 %824, 0
  %826 = zext i1 %825 to i32
  %827 = bitcast i32* %147 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %827) #10
  store i32 %826, i32* %147, align 4, !tbaa !5
  %828 = bitcast i32* %148 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %828) #10
  %829 = call i32 @MPI_Allreduce(i8* noundef nonnull %827, i8* noundef nonnull %828, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %830 = load i32, i32* %147, align 4, !tbaa !5
  %831 = icmp eq i32 %830, 0
  br i1 %831, label %832, label %835

832:                                              ; preds = %821
  %833 = load i32, i32* @rank, align 4, !tbaa !5
  %834 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %833, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0)) #10
  br label %835

835:                                              ; preds = %832, %821
  %836 = load i32, i32* @rank, align 4, !tbaa !5
  %837 = icmp eq i32 %836, 0
  br i1 %837, label %838, label %843

838:                                              ; preds = %835
  %839 = load i32, i32* %148, align 4, !tbaa !5
  %840 = icmp eq i32 %839, 0
  %841 = select i1 %840, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %842 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.14, i64 0, i64 0), i8* noundef %841) #10
  br label %843

843:                                              ; preds = %838, %835
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %828) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %827) #10
  %844 = call i32 @MPI_Barrier(i32 noundef 1140850688) #10
  %845 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %769, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %152) #10
  store i32 0, i32* %155, align 4, !tbaa !5
  br label %846

846:                                              ; preds = %846, %843
  %847 = call i32 @MPI_Iprobe(i32 noundef %770, i32 noundef 22, i32 noundef 1140850688, i32* noundef nonnull %155, %struct.MPI_Status* noundef nonnull %153) #10
  %848 = load i32, i32* %155, align 4, !tbaa !5
  %849 = icmp eq i32 %848, 0
  br i1 %849, label %846, label %850, !llvm.loop !24

850:                                              ; preds = %846
  %851 = bitcast i32* %156 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %851) #10
  %852 = call i32 @MPI_Recv(i8* noundef nonnull %851, i32 noundef 1, i32 noundef 1275069445, i32 noundef %770, i32 noundef 22, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %853 = call i32 @MPI_Wait(i32* noundef nonnull %152, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %854 = load i32, i32* %156, align 4, !tbaa !5
  %855 = icmp eq i32 %854, %770
  %856 = zext i1 %855 to i32
  %857 = bitcast i32* %145 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %857) #10
  store i32 %856, i32* %145, align 4, !tbaa !5
  %858 = bitcast i32* %146 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %858) #10
  %859 = call i32 @MPI_Allreduce(i8* noundef nonnull %857, i8* noundef nonnull %858, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %860 = load i32, i32* %145, align 4, !tbaa !5
  %861 = icmp eq i32 %860, 0
  br i1 %861, label %862, label %865

862:                                              ; preds = %850
  %863 = load i32, i32* @rank, align 4, !tbaa !5
  %864 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %863, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0)) #10
  br label %865

865:                                              ; preds = %862, %850
  %866 = load i32, i32* @rank, align 4, !tbaa !5
  %867 = icmp eq i32 %866, 0
  br i1 %867, label %868, label %873

868:                                              ; preds = %865
  %869 = load i32, i32* %146, align 4, !tbaa !5
  %870 = icmp eq i32 %869, 0
  %871 = select i1 %870, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %872 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.15, i64 0, i64 0), i8* noundef %871) #10
  br label %873

873:                                              ; preds = %868, %865
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %858) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %857) #10
  %874 = getelementptr inbounds [6 x i8], [6 x i8]* %157, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 6, i8* nonnull %874) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 1 dereferenceable(6) %874, i8 0, i64 6, i1 false) #10
  %875 = call i32 @MPI_Sendrecv(i8* noundef nonnull %874, i32 noundef 6, i32 noundef 1275068673, i32 noundef %769, i32 noundef 23, i8* noundef nonnull %874, i32 noundef 6, i32 noundef 1275068673, i32 noundef %770, i32 noundef 23, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull %153) #10
  %876 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %153, i32 noundef 1275069445, i32* noundef nonnull %154) #10
  %877 = bitcast i32* %158 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %877) #10
  %878 = call i32 @MPI_Get_elements(%struct.MPI_Status* noundef nonnull %153, i32 noundef 1275068673, i32* noundef nonnull %158) #10
  %879 = load i32, i32* %154, align 4, !tbaa !5
  %880 = icmp eq i32 %879, -32766
  %881 = load i32, i32* %158, align 4
  %882 = icmp eq i32 %881, 6
  %883 = select i1 %880, i1 %882, i1 false
  %884 = zext i1 %883 to i32
  %885 = bitcast i32* %143 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %885) #10
  store i32 %884, i32* %143, align 4, !tbaa !5
  %886 = bitcast i32* %144 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %886) #10
  %887 = call i32 @MPI_Allreduce(i8* noundef nonnull %885, i8* noundef nonnull %886, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %888 = load i32, i32* %143, align 4, !tbaa !5
  %889 = icmp eq i32 %888, 0
  br i1 %889, label %890, label %893

890:                                              ; preds = %873
  %891 = load i32, i32* @rank, align 4, !tbaa !5
  %892 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %891, i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0)) #10
  br label %893

893:                                              ; preds = %890, %873
  %894 = load i32, i32* @rank, align 4, !tbaa !5
  %895 = icmp eq i32 %894, 0
  br i1 %895, label %896, label %901

896:                                              ; preds = %893
  %897 = load i32, i32* %144, align 4, !tbaa !5
  %898 = icmp eq i32 %897, 0
  %899 = select i1 %898, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %900 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.16, i64 0, i64 0), i8* noundef %899) #10
  br label %901

901:                                              ; preds = %893, %896
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %886) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %885) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %877) #10
  call void @llvm.lifetime.end.p0i8(i64 6, i8* nonnull %874) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %851) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %822) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %775) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %773) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %771) #10
  call void @llvm.lifetime.end.p0i8(i64 68, i8* nonnull %765) #10
  %902 = load i32, i32* @rank, align 4, !tbaa !5
  %903 = add nsw i32 %902, 1
  %904 = load i32, i32* @size, align 4, !tbaa !5
  %905 = srem i32 %903, %904
  %906 = add i32 %902, -1
  %907 = add i32 %906, %904
  %908 = srem i32 %907, %904
  %909 = bitcast [3 x i32]* %135 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %909) #10
  %910 = getelementptr inbounds [3 x i32], [3 x i32]* %135, i64 0, i64 0
  store i32 %902, i32* %910, align 4, !tbaa !5
  %911 = getelementptr inbounds [3 x i32], [3 x i32]* %135, i64 0, i64 1
  %912 = sub nsw i32 0, %902
  store i32 %912, i32* %911, align 4, !tbaa !5
  %913 = getelementptr inbounds [3 x i32], [3 x i32]* %135, i64 0, i64 2
  store i32 7, i32* %913, align 4, !tbaa !5
  %914 = bitcast [3 x i32]* %136 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %914) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %914, i8 0, i64 12, i1 false) #10
  %915 = bitcast i32* %137 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %915) #10
  %916 = call i32 @MPI_Isend(i8* noundef nonnull %909, i32 noundef 3, i32 noundef 1275069445, i32 noundef %905, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %137) #10
  %917 = bitcast i32* %138 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %917) #10
  %918 = bitcast %struct.MPI_Status* %139 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %918) #10
  %919 = call i32 @MPI_Mprobe(i32 noundef -2, i32 noundef 90, i32 noundef 1140850688, i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull %139) #10
  %920 = bitcast i32* %140 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %920) #10
  %921 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %139, i32 noundef 1275069445, i32* noundef nonnull %140) #10
  %922 = getelementptr inbounds [3 x i32], [3 x i32]* %136, i64 0, i64 0
  %923 = load i32, i32* %140, align 4, !tbaa !5
  %924 = call i32 @MPI_Mrecv(i8* noundef nonnull %914, i32 noundef %923, i32 noundef 1275069445, i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull %139) #10
  %925 = call i32 @MPI_Wait(i32* noundef nonnull %137, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %926 = load i32, i32* %140, align 4, !tbaa !5
  %927 = icmp eq i32 %926, 3
  %928 = load i32, i32* %922, align 4
  %929 = icmp eq i32 %928, %908
  %930 = select i1 %927, i1 %929, i1 false
  br i1 %930, label %931, label %944

931:                                              ; preds = %901
  %932 = getelementptr inbounds [3 x i32], [3 x i32]* %136, i64 0, i64 1
  %933 = load i32, i32* %932, align 4, !tbaa !5
  %934 = sub nsw i32 0, %908
  %935 = icmp eq i32 %933, %934
  %936 = load i32, i32* %138, align 4
  %937 = icmp eq i32 %936, 738197504
  %938 = select i1 %935, i1 %937, i1 false
  br i1 %938, label %939, label %944

939:                                              ; preds = %931
  %940 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %139, i64 0, i32 2
  %941 = load i32, i32* %940, align 4, !tbaa !18
  %942 = icmp eq i32 %941, %908
  %943 = zext i1 %942 to i32
  br label %944

944:                                              ; preds = %939, %931, %901
  %945 = phi i32 [ 0, %931 ], [ 0, %901 ], [ %943, %939 ]
  %946 = bitcast i32* %133 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %946) #10
  store i32 %945, i32* %133, align 4, !tbaa !5
  %947 = bitcast i32* %134 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %947) #10
  %948 = call i32 @MPI_Allreduce(i8* noundef nonnull %946, i8* noundef nonnull %947, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %949 = load i32, i32* %133, align 4, !tbaa !5
  %950 = icmp eq i32 %949, 0
  br i1 %950, label %951, label %954

951:                                              ; preds = %944
  %952 = load i32, i32* @rank, align 4, !tbaa !5
  %953 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %952, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0)) #10
  br label %954

954:                                              ; preds = %951, %944
  %955 = load i32, i32* @rank, align 4, !tbaa !5
  %956 = icmp eq i32 %955, 0
  br i1 %956, label %957, label %962

957:                                              ; preds = %954
  %958 = load i32, i32* %134, align 4, !tbaa !5
  %959 = icmp eq i32 %958, 0
  %960 = select i1 %959, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %961 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.17, i64 0, i64 0), i8* noundef %960) #10
  br label %962

962:                                              ; preds = %957, %954
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %947) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %946) #10
  %963 = call i32 @MPI_Isend(i8* noundef nonnull %909, i32 noundef 2, i32 noundef 1275069445, i32 noundef %905, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %137) #10
  %964 = bitcast i32* %141 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %964) #10
  store i32 0, i32* %141, align 4, !tbaa !5
  br label %965

965:                                              ; preds = %965, %962
  %966 = call i32 @MPI_Improbe(i32 noundef %908, i32 noundef 91, i32 noundef 1140850688, i32* noundef nonnull %141, i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull %139) #10
  %967 = load i32, i32* %141, align 4, !tbaa !5
  %968 = icmp eq i32 %967, 0
  br i1 %968, label %965, label %969, !llvm.loop !25

969:                                              ; preds = %965
  %970 = bitcast i32* %142 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %970) #10
  store i32 -1, i32* %922, align 4, !tbaa !5
  %971 = call i32 @MPI_Imrecv(i8* noundef nonnull %914, i32 noundef 3, i32 noundef 1275069445, i32* noundef nonnull %138, i32* noundef nonnull %142) #10
  %972 = call i32 @MPI_Wait(i32* noundef nonnull %142, %struct.MPI_Status* noundef nonnull %139) #10
  %973 = call i32 @MPI_Get_count(%struct.MPI_Status* noundef nonnull %139, i32 noundef 1275069445, i32* noundef nonnull %140) #10
  %974 = call i32 @MPI_Wait(i32* noundef nonnull %137, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %975 = load i32, i32* %922, align 4, !tbaa !5
  %976 = icmp eq i32 %975, %908
  %977 = load i32, i32* %140, align 4
  %978 = icmp eq i32 %977, 2
  %979 = select i1 %976, i1 %978, i1 false
  %980 = zext i1 %979 to i32
  %981 = bitcast i32* %131 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %981) #10
  store i32 %980, i32* %131, align 4, !tbaa !5
  %982 = bitcast i32* %132 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %982) #10
  %983 = call i32 @MPI_Allreduce(i8* noundef nonnull %981, i8* noundef nonnull %982, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %984 = load i32, i32* %131, align 4, !tbaa !5
  %985 = icmp eq i32 %984, 0
  br i1 %985, label %986, label %989

986:                                              ; preds = %969
  %987 = load i32, i32* @rank, align 4, !tbaa !5
  %988 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %987, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0)) #10
  br label %989

989:                                              ; preds = %986, %969
  %990 = load i32, i32* @rank, align 4, !tbaa !5
  %991 = icmp eq i32 %990, 0
  br i1 %991, label %992, label %997

992:                                              ; preds = %989
  %993 = load i32, i32* %132, align 4, !tbaa !5
  %994 = icmp eq i32 %993, 0
  %995 = select i1 %994, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %996 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.18, i64 0, i64 0), i8* noundef %995) #10
  br label %997

997:                                              ; preds = %992, %989
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %982) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %981) #10
  %998 = call i32 @MPI_Mprobe(i32 noundef -1, i32 noundef 0, i32 noundef 1140850688, i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull %139) #10
  %999 = call i32 @MPI_Mrecv(i8* noundef nonnull %914, i32 noundef 1, i32 noundef 1275069445, i32* noundef nonnull %138, %struct.MPI_Status* noundef nonnull %139) #10
  %1000 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %139, i64 0, i32 2
  %1001 = load i32, i32* %1000, align 4, !tbaa !18
  %1002 = icmp eq i32 %1001, -1
  %1003 = load i32, i32* %138, align 4
  %1004 = icmp eq i32 %1003, 738197504
  %1005 = select i1 %1002, i1 %1004, i1 false
  %1006 = zext i1 %1005 to i32
  %1007 = bitcast i32* %129 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1007) #10
  store i32 %1006, i32* %129, align 4, !tbaa !5
  %1008 = bitcast i32* %130 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1008) #10
  %1009 = call i32 @MPI_Allreduce(i8* noundef nonnull %1007, i8* noundef nonnull %1008, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1010 = load i32, i32* %129, align 4, !tbaa !5
  %1011 = icmp eq i32 %1010, 0
  br i1 %1011, label %1012, label %1015

1012:                                             ; preds = %997
  %1013 = load i32, i32* @rank, align 4, !tbaa !5
  %1014 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1013, i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0)) #10
  br label %1015

1015:                                             ; preds = %1012, %997
  %1016 = load i32, i32* @rank, align 4, !tbaa !5
  %1017 = icmp eq i32 %1016, 0
  br i1 %1017, label %1018, label %1023

1018:                                             ; preds = %1015
  %1019 = load i32, i32* %130, align 4, !tbaa !5
  %1020 = icmp eq i32 %1019, 0
  %1021 = select i1 %1020, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1022 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str.19, i64 0, i64 0), i8* noundef %1021) #10
  br label %1023

1023:                                             ; preds = %1015, %1018
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1008) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1007) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %970) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %964) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %920) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %918) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %917) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %915) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %914) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %909) #10
  %1024 = load i32, i32* @rank, align 4, !tbaa !5
  %1025 = load i32, i32* @size, align 4, !tbaa !5
  %1026 = add i32 %1024, -1
  %1027 = add i32 %1026, %1025
  %1028 = srem i32 %1027, %1025
  %1029 = bitcast [4 x i32]* %114 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1029) #10
  %1030 = bitcast [4 x i32]* %115 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1030) #10
  %1031 = bitcast [4 x i32]* %116 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1031) #10
  %1032 = bitcast [4 x i32]* %117 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1032) #10
  br label %1033

1033:                                             ; preds = %1033, %1023
  %1034 = phi i64 [ 0, %1023 ], [ %1045, %1033 ]
  %1035 = getelementptr inbounds [4 x i32], [4 x i32]* %114, i64 0, i64 %1034
  store i32 -1, i32* %1035, align 4, !tbaa !5
  %1036 = load i32, i32* @rank, align 4, !tbaa !5
  %1037 = mul nsw i32 %1036, 10
  %1038 = trunc i64 %1034 to i32
  %1039 = add nsw i32 %1037, %1038
  %1040 = getelementptr inbounds [4 x i32], [4 x i32]* %115, i64 0, i64 %1034
  store i32 %1039, i32* %1040, align 4, !tbaa !5
  %1041 = bitcast i32* %1035 to i8*
  %1042 = getelementptr inbounds [4 x i32], [4 x i32]* %116, i64 0, i64 %1034
  %1043 = add i32 %1038, 30
  %1044 = call i32 @MPI_Irecv(i8* noundef nonnull %1041, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef %1043, i32 noundef 1140850688, i32* noundef nonnull %1042) #10
  %1045 = add nuw nsw i64 %1034, 1
  %1046 = icmp eq i64 %1045, 4
  br i1 %1046, label %1047, label %1033, !llvm.loop !26

1047:                                             ; preds = %1033
  %1048 = add nsw i32 %1024, 1
  %1049 = srem i32 %1048, %1025
  br label %1056

1050:                                             ; preds = %1056
  %1051 = bitcast i32* %118 to i8*
  %1052 = bitcast %struct.MPI_Status* %119 to i8*
  %1053 = getelementptr inbounds [4 x i32], [4 x i32]* %116, i64 0, i64 0
  %1054 = mul nsw i32 %1028, 10
  %1055 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %119, i64 0, i32 3
  br label %1094

1056:                                             ; preds = %1056, %1047
  %1057 = phi i64 [ 3, %1047 ], [ %1064, %1056 ]
  %1058 = getelementptr inbounds [4 x i32], [4 x i32]* %115, i64 0, i64 %1057
  %1059 = bitcast i32* %1058 to i8*
  %1060 = getelementptr inbounds [4 x i32], [4 x i32]* %117, i64 0, i64 %1057
  %1061 = trunc i64 %1057 to i32
  %1062 = add i32 %1061, 30
  %1063 = call i32 @MPI_Isend(i8* noundef nonnull %1059, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1049, i32 noundef %1062, i32 noundef 1140850688, i32* noundef nonnull %1060) #10
  %1064 = add nsw i64 %1057, -1
  %1065 = icmp eq i64 %1057, 0
  br i1 %1065, label %1050, label %1056, !llvm.loop !27

1066:                                             ; preds = %1115
  %1067 = bitcast i32* %120 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1067) #10
  %1068 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1053, i32* noundef nonnull %120, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1069 = load i32, i32* %120, align 4, !tbaa !5
  %1070 = icmp eq i32 %1069, -32766
  %1071 = icmp eq i32 %1120, 15
  %1072 = select i1 %1070, i1 %1071, i1 false
  %1073 = zext i1 %1072 to i32
  %1074 = and i32 %1118, %1073
  %1075 = bitcast i32* %112 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1075) #10
  store i32 %1074, i32* %112, align 4, !tbaa !5
  %1076 = bitcast i32* %113 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1076) #10
  %1077 = call i32 @MPI_Allreduce(i8* noundef nonnull %1075, i8* noundef nonnull %1076, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1078 = load i32, i32* %112, align 4, !tbaa !5
  %1079 = icmp eq i32 %1078, 0
  br i1 %1079, label %1080, label %1083

1080:                                             ; preds = %1066
  %1081 = load i32, i32* @rank, align 4, !tbaa !5
  %1082 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1081, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0)) #10
  br label %1083

1083:                                             ; preds = %1080, %1066
  %1084 = load i32, i32* @rank, align 4, !tbaa !5
  %1085 = icmp eq i32 %1084, 0
  br i1 %1085, label %1086, label %1091

1086:                                             ; preds = %1083
  %1087 = load i32, i32* %113, align 4, !tbaa !5
  %1088 = icmp eq i32 %1087, 0
  %1089 = select i1 %1088, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1090 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.20, i64 0, i64 0), i8* noundef %1089) #10
  br label %1091

1091:                                             ; preds = %1086, %1083
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1076) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1075) #10
  %1092 = getelementptr inbounds [4 x i32], [4 x i32]* %117, i64 0, i64 0
  %1093 = call i32 @MPI_Waitall(i32 noundef 4, i32* noundef nonnull %1092, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  br label %1129

1094:                                             ; preds = %1115, %1050
  %1095 = phi i32 [ 0, %1050 ], [ %1121, %1115 ]
  %1096 = phi i32 [ 1, %1050 ], [ %1118, %1115 ]
  %1097 = phi i32 [ 0, %1050 ], [ %1120, %1115 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1051) #10
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1052) #10
  %1098 = call i32 @MPI_Waitany(i32 noundef 4, i32* noundef nonnull %1053, i32* noundef nonnull %118, %struct.MPI_Status* noundef nonnull %119) #10
  %1099 = load i32, i32* %118, align 4, !tbaa !5
  %1100 = icmp ult i32 %1099, 4
  br i1 %1100, label %1101, label %1115

1101:                                             ; preds = %1094
  %1102 = sext i32 %1099 to i64
  %1103 = getelementptr inbounds [4 x i32], [4 x i32]* %116, i64 0, i64 %1102
  %1104 = load i32, i32* %1103, align 4, !tbaa !5
  %1105 = icmp eq i32 %1104, 738197504
  br i1 %1105, label %1106, label %1115

1106:                                             ; preds = %1101
  %1107 = getelementptr inbounds [4 x i32], [4 x i32]* %114, i64 0, i64 %1102
  %1108 = load i32, i32* %1107, align 4, !tbaa !5
  %1109 = add nsw i32 %1099, %1054
  %1110 = icmp eq i32 %1108, %1109
  br i1 %1110, label %1111, label %1115

1111:                                             ; preds = %1106
  %1112 = load i32, i32* %1055, align 4, !tbaa !14
  %1113 = add nsw i32 %1099, 30
  %1114 = icmp eq i32 %1112, %1113
  br label %1115

1115:                                             ; preds = %1111, %1106, %1101, %1094
  %1116 = phi i1 [ false, %1106 ], [ false, %1101 ], [ false, %1094 ], [ %1114, %1111 ]
  %1117 = zext i1 %1116 to i32
  %1118 = and i32 %1096, %1117
  %1119 = shl i32 1, %1099
  %1120 = or i32 %1119, %1097
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1052) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1051) #10
  %1121 = add nuw nsw i32 %1095, 1
  %1122 = icmp eq i32 %1121, 4
  br i1 %1122, label %1066, label %1094, !llvm.loop !28

1123:                                             ; preds = %1129
  %1124 = bitcast [4 x i32]* %121 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1124) #10
  %1125 = bitcast [4 x %struct.MPI_Status]* %122 to i8*
  call void @llvm.lifetime.start.p0i8(i64 80, i8* nonnull %1125) #10
  %1126 = bitcast i32* %123 to i8*
  %1127 = getelementptr inbounds [4 x i32], [4 x i32]* %121, i64 0, i64 0
  %1128 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %122, i64 0, i64 0
  br label %1143

1129:                                             ; preds = %1129, %1091
  %1130 = phi i64 [ 0, %1091 ], [ %1141, %1129 ]
  %1131 = getelementptr inbounds [4 x i32], [4 x i32]* %114, i64 0, i64 %1130
  store i32 -1, i32* %1131, align 4, !tbaa !5
  %1132 = bitcast i32* %1131 to i8*
  %1133 = getelementptr inbounds [4 x i32], [4 x i32]* %116, i64 0, i64 %1130
  %1134 = trunc i64 %1130 to i32
  %1135 = add i32 %1134, 40
  %1136 = call i32 @MPI_Irecv(i8* noundef nonnull %1132, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef %1135, i32 noundef 1140850688, i32* noundef nonnull %1133) #10
  %1137 = getelementptr inbounds [4 x i32], [4 x i32]* %115, i64 0, i64 %1130
  %1138 = bitcast i32* %1137 to i8*
  %1139 = getelementptr inbounds [4 x i32], [4 x i32]* %117, i64 0, i64 %1130
  %1140 = call i32 @MPI_Isend(i8* noundef nonnull %1138, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1049, i32 noundef %1135, i32 noundef 1140850688, i32* noundef nonnull %1139) #10
  %1141 = add nuw nsw i64 %1130, 1
  %1142 = icmp eq i64 %1141, 4
  br i1 %1142, label %1123, label %1129, !llvm.loop !29

1143:                                             ; preds = %1151, %1123
  %1144 = phi i32 [ 0, %1123 ], [ %1153, %1151 ]
  %1145 = phi i32 [ 1, %1123 ], [ %1152, %1151 ]
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1126) #10
  %1146 = call i32 @MPI_Waitsome(i32 noundef 4, i32* noundef nonnull %1053, i32* noundef nonnull %123, i32* noundef nonnull %1127, %struct.MPI_Status* noundef nonnull %1128) #10
  %1147 = load i32, i32* %123, align 4, !tbaa !5
  %1148 = icmp sgt i32 %1147, 0
  br i1 %1148, label %1149, label %1151

1149:                                             ; preds = %1143
  %1150 = zext i32 %1147 to i64
  br label %1155

1151:                                             ; preds = %1169, %1143
  %1152 = phi i32 [ %1145, %1143 ], [ %1172, %1169 ]
  %1153 = add nsw i32 %1147, %1144
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1126) #10
  %1154 = icmp slt i32 %1153, 4
  br i1 %1154, label %1143, label %1175, !llvm.loop !30

1155:                                             ; preds = %1169, %1149
  %1156 = phi i64 [ 0, %1149 ], [ %1173, %1169 ]
  %1157 = phi i32 [ %1145, %1149 ], [ %1172, %1169 ]
  %1158 = getelementptr inbounds [4 x i32], [4 x i32]* %121, i64 0, i64 %1156
  %1159 = load i32, i32* %1158, align 4, !tbaa !5
  %1160 = sext i32 %1159 to i64
  %1161 = getelementptr inbounds [4 x i32], [4 x i32]* %114, i64 0, i64 %1160
  %1162 = load i32, i32* %1161, align 4, !tbaa !5
  %1163 = add nsw i32 %1159, %1054
  %1164 = icmp eq i32 %1162, %1163
  br i1 %1164, label %1165, label %1169

1165:                                             ; preds = %1155
  %1166 = getelementptr inbounds [4 x %struct.MPI_Status], [4 x %struct.MPI_Status]* %122, i64 0, i64 %1156, i32 2
  %1167 = load i32, i32* %1166, align 4, !tbaa !18
  %1168 = icmp eq i32 %1167, %1028
  br label %1169

1169:                                             ; preds = %1165, %1155
  %1170 = phi i1 [ false, %1155 ], [ %1168, %1165 ]
  %1171 = zext i1 %1170 to i32
  %1172 = and i32 %1157, %1171
  %1173 = add nuw nsw i64 %1156, 1
  %1174 = icmp eq i64 %1173, %1150
  br i1 %1174, label %1151, label %1155, !llvm.loop !31

1175:                                             ; preds = %1151
  %1176 = icmp ne i32 %1152, 0
  %1177 = icmp eq i32 %1153, 4
  %1178 = select i1 %1176, i1 %1177, i1 false
  %1179 = zext i1 %1178 to i32
  %1180 = bitcast i32* %110 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1180) #10
  store i32 %1179, i32* %110, align 4, !tbaa !5
  %1181 = bitcast i32* %111 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1181) #10
  %1182 = call i32 @MPI_Allreduce(i8* noundef nonnull %1180, i8* noundef nonnull %1181, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1183 = load i32, i32* %110, align 4, !tbaa !5
  %1184 = icmp eq i32 %1183, 0
  br i1 %1184, label %1185, label %1188

1185:                                             ; preds = %1175
  %1186 = load i32, i32* @rank, align 4, !tbaa !5
  %1187 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1186, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0)) #10
  br label %1188

1188:                                             ; preds = %1185, %1175
  %1189 = load i32, i32* @rank, align 4, !tbaa !5
  %1190 = icmp eq i32 %1189, 0
  br i1 %1190, label %1191, label %1196

1191:                                             ; preds = %1188
  %1192 = load i32, i32* %111, align 4, !tbaa !5
  %1193 = icmp eq i32 %1192, 0
  %1194 = select i1 %1193, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1195 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.21, i64 0, i64 0), i8* noundef %1194) #10
  br label %1196

1196:                                             ; preds = %1191, %1188
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1181) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1180) #10
  %1197 = bitcast i32* %124 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1197) #10
  store i32 0, i32* %124, align 4, !tbaa !5
  br label %1198

1198:                                             ; preds = %1198, %1196
  %1199 = call i32 @MPI_Testall(i32 noundef 4, i32* noundef nonnull %1092, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1200 = load i32, i32* %124, align 4, !tbaa !5
  %1201 = icmp eq i32 %1200, 0
  br i1 %1201, label %1198, label %1202, !llvm.loop !32

1202:                                             ; preds = %1198
  %1203 = load i32, i32* %1092, align 16, !tbaa !5
  %1204 = icmp eq i32 %1203, 738197504
  %1205 = getelementptr inbounds [4 x i32], [4 x i32]* %117, i64 0, i64 3
  %1206 = load i32, i32* %1205, align 4
  %1207 = icmp eq i32 %1206, 738197504
  %1208 = select i1 %1204, i1 %1207, i1 false
  %1209 = zext i1 %1208 to i32
  %1210 = bitcast i32* %108 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1210) #10
  store i32 %1209, i32* %108, align 4, !tbaa !5
  %1211 = bitcast i32* %109 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1211) #10
  %1212 = call i32 @MPI_Allreduce(i8* noundef nonnull %1210, i8* noundef nonnull %1211, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1213 = load i32, i32* %108, align 4, !tbaa !5
  %1214 = icmp eq i32 %1213, 0
  br i1 %1214, label %1215, label %1218

1215:                                             ; preds = %1202
  %1216 = load i32, i32* @rank, align 4, !tbaa !5
  %1217 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1216, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0)) #10
  br label %1218

1218:                                             ; preds = %1215, %1202
  %1219 = load i32, i32* @rank, align 4, !tbaa !5
  %1220 = icmp eq i32 %1219, 0
  br i1 %1220, label %1221, label %1226

1221:                                             ; preds = %1218
  %1222 = load i32, i32* %109, align 4, !tbaa !5
  %1223 = icmp eq i32 %1222, 0
  %1224 = select i1 %1223, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1225 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.22, i64 0, i64 0), i8* noundef %1224) #10
  br label %1226

1226:                                             ; preds = %1221, %1218
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1211) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1210) #10
  %1227 = bitcast i32* %125 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1227) #10
  store i32 -1, i32* %125, align 4, !tbaa !5
  %1228 = bitcast i32* %126 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1228) #10
  %1229 = call i32 @MPI_Irecv(i8* noundef nonnull %1227, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef 50, i32 noundef 1140850688, i32* noundef nonnull %126) #10
  %1230 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1049, i32 noundef 50, i32 noundef 1140850688) #10
  store i32 0, i32* %124, align 4, !tbaa !5
  %1231 = bitcast %struct.MPI_Status* %127 to i8*
  call void @llvm.lifetime.start.p0i8(i64 20, i8* nonnull %1231) #10
  br label %1232

1232:                                             ; preds = %1232, %1226
  %1233 = call i32 @MPI_Test(i32* noundef nonnull %126, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %127) #10
  %1234 = load i32, i32* %124, align 4, !tbaa !5
  %1235 = icmp eq i32 %1234, 0
  br i1 %1235, label %1232, label %1236, !llvm.loop !33

1236:                                             ; preds = %1232
  %1237 = load i32, i32* %125, align 4, !tbaa !5
  %1238 = icmp eq i32 %1237, %1028
  %1239 = getelementptr inbounds %struct.MPI_Status, %struct.MPI_Status* %127, i64 0, i32 2
  %1240 = load i32, i32* %1239, align 4
  %1241 = icmp eq i32 %1240, %1028
  %1242 = select i1 %1238, i1 %1241, i1 false
  %1243 = load i32, i32* %126, align 4
  %1244 = icmp eq i32 %1243, 738197504
  %1245 = select i1 %1242, i1 %1244, i1 false
  %1246 = zext i1 %1245 to i32
  %1247 = bitcast i32* %106 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1247) #10
  store i32 %1246, i32* %106, align 4, !tbaa !5
  %1248 = bitcast i32* %107 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1248) #10
  %1249 = call i32 @MPI_Allreduce(i8* noundef nonnull %1247, i8* noundef nonnull %1248, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1250 = load i32, i32* %106, align 4, !tbaa !5
  %1251 = icmp eq i32 %1250, 0
  br i1 %1251, label %1252, label %1255

1252:                                             ; preds = %1236
  %1253 = load i32, i32* @rank, align 4, !tbaa !5
  %1254 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1253, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0)) #10
  br label %1255

1255:                                             ; preds = %1252, %1236
  %1256 = load i32, i32* @rank, align 4, !tbaa !5
  %1257 = icmp eq i32 %1256, 0
  br i1 %1257, label %1258, label %1263

1258:                                             ; preds = %1255
  %1259 = load i32, i32* %107, align 4, !tbaa !5
  %1260 = icmp eq i32 %1259, 0
  %1261 = select i1 %1260, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1262 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.23, i64 0, i64 0), i8* noundef %1261) #10
  br label %1263

1263:                                             ; preds = %1258, %1255
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1248) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1247) #10
  %1264 = call i32 @MPI_Irecv(i8* noundef nonnull %1227, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef 51, i32 noundef 1140850688, i32* noundef nonnull %1053) #10
  %1265 = getelementptr inbounds [4 x i32], [4 x i32]* %116, i64 0, i64 1
  store i32 738197504, i32* %1265, align 4, !tbaa !5
  %1266 = call i32 @MPI_Send(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1049, i32 noundef 51, i32 noundef 1140850688) #10
  store i32 0, i32* %124, align 4, !tbaa !5
  br label %1267

1267:                                             ; preds = %1267, %1263
  %1268 = call i32 @MPI_Testany(i32 noundef 2, i32* noundef nonnull %1053, i32* noundef nonnull %120, i32* noundef nonnull %124, %struct.MPI_Status* noundef nonnull %127) #10
  %1269 = load i32, i32* %124, align 4, !tbaa !5
  %1270 = icmp eq i32 %1269, 0
  br i1 %1270, label %1267, label %1271, !llvm.loop !34

1271:                                             ; preds = %1267
  %1272 = load i32, i32* %120, align 4, !tbaa !5
  %1273 = icmp eq i32 %1272, 0
  %1274 = load i32, i32* %125, align 4
  %1275 = icmp eq i32 %1274, %1028
  %1276 = select i1 %1273, i1 %1275, i1 false
  %1277 = zext i1 %1276 to i32
  %1278 = bitcast i32* %104 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1278) #10
  store i32 %1277, i32* %104, align 4, !tbaa !5
  %1279 = bitcast i32* %105 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1279) #10
  %1280 = call i32 @MPI_Allreduce(i8* noundef nonnull %1278, i8* noundef nonnull %1279, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1281 = load i32, i32* %104, align 4, !tbaa !5
  %1282 = icmp eq i32 %1281, 0
  br i1 %1282, label %1283, label %1286

1283:                                             ; preds = %1271
  %1284 = load i32, i32* @rank, align 4, !tbaa !5
  %1285 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1284, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0)) #10
  br label %1286

1286:                                             ; preds = %1283, %1271
  %1287 = load i32, i32* @rank, align 4, !tbaa !5
  %1288 = icmp eq i32 %1287, 0
  br i1 %1288, label %1289, label %1294

1289:                                             ; preds = %1286
  %1290 = load i32, i32* %105, align 4, !tbaa !5
  %1291 = icmp eq i32 %1290, 0
  %1292 = select i1 %1291, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1293 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.24, i64 0, i64 0), i8* noundef %1292) #10
  br label %1294

1294:                                             ; preds = %1289, %1286
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1279) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1278) #10
  %1295 = bitcast i32* %128 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1295) #10
  %1296 = call i32 @MPI_Testsome(i32 noundef 2, i32* noundef nonnull %1053, i32* noundef nonnull %128, i32* noundef nonnull %1127, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1297 = load i32, i32* %128, align 4, !tbaa !5
  %1298 = icmp eq i32 %1297, -32766
  %1299 = zext i1 %1298 to i32
  %1300 = bitcast i32* %102 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1300) #10
  store i32 %1299, i32* %102, align 4, !tbaa !5
  %1301 = bitcast i32* %103 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1301) #10
  %1302 = call i32 @MPI_Allreduce(i8* noundef nonnull %1300, i8* noundef nonnull %1301, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1303 = load i32, i32* %102, align 4, !tbaa !5
  %1304 = icmp eq i32 %1303, 0
  br i1 %1304, label %1305, label %1308

1305:                                             ; preds = %1294
  %1306 = load i32, i32* @rank, align 4, !tbaa !5
  %1307 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1306, i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0)) #10
  br label %1308

1308:                                             ; preds = %1305, %1294
  %1309 = load i32, i32* @rank, align 4, !tbaa !5
  %1310 = icmp eq i32 %1309, 0
  br i1 %1310, label %1311, label %1316

1311:                                             ; preds = %1308
  %1312 = load i32, i32* %103, align 4, !tbaa !5
  %1313 = icmp eq i32 %1312, 0
  %1314 = select i1 %1313, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1315 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.25, i64 0, i64 0), i8* noundef %1314) #10
  br label %1316

1316:                                             ; preds = %1311, %1308
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1301) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1300) #10
  %1317 = call i32 @MPI_Irecv(i8* noundef nonnull %1227, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef 999, i32 noundef 1140850688, i32* noundef nonnull %126) #10
  %1318 = call i32 @MPI_Cancel(i32* noundef nonnull %126) #10
  %1319 = call i32 @MPI_Wait(i32* noundef nonnull %126, %struct.MPI_Status* noundef nonnull %127) #10
  %1320 = call i32 @MPI_Test_cancelled(%struct.MPI_Status* noundef nonnull %127, i32* noundef nonnull %124) #10
  %1321 = load i32, i32* %124, align 4, !tbaa !5
  %1322 = icmp eq i32 %1321, 1
  %1323 = zext i1 %1322 to i32
  %1324 = bitcast i32* %100 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1324) #10
  store i32 %1323, i32* %100, align 4, !tbaa !5
  %1325 = bitcast i32* %101 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1325) #10
  %1326 = call i32 @MPI_Allreduce(i8* noundef nonnull %1324, i8* noundef nonnull %1325, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1327 = load i32, i32* %100, align 4, !tbaa !5
  %1328 = icmp eq i32 %1327, 0
  br i1 %1328, label %1329, label %1332

1329:                                             ; preds = %1316
  %1330 = load i32, i32* @rank, align 4, !tbaa !5
  %1331 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1330, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0)) #10
  br label %1332

1332:                                             ; preds = %1329, %1316
  %1333 = load i32, i32* @rank, align 4, !tbaa !5
  %1334 = icmp eq i32 %1333, 0
  br i1 %1334, label %1335, label %1340

1335:                                             ; preds = %1332
  %1336 = load i32, i32* %101, align 4, !tbaa !5
  %1337 = icmp eq i32 %1336, 0
  %1338 = select i1 %1337, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1339 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.26, i64 0, i64 0), i8* noundef %1338) #10
  br label %1340

1340:                                             ; preds = %1335, %1332
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1325) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1324) #10
  %1341 = call i32 @MPI_Isend(i8* noundef bitcast (i32* @rank to i8*), i32 noundef 1, i32 noundef 1275069445, i32 noundef %1049, i32 noundef 52, i32 noundef 1140850688, i32* noundef nonnull %126) #10
  %1342 = call i32 @MPI_Request_free(i32* noundef nonnull %126) #10
  %1343 = call i32 @MPI_Recv(i8* noundef nonnull %1227, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1028, i32 noundef 52, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1344 = load i32, i32* %126, align 4, !tbaa !5
  %1345 = icmp eq i32 %1344, 738197504
  %1346 = load i32, i32* %125, align 4
  %1347 = icmp eq i32 %1346, %1028
  %1348 = select i1 %1345, i1 %1347, i1 false
  %1349 = zext i1 %1348 to i32
  %1350 = bitcast i32* %98 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1350) #10
  store i32 %1349, i32* %98, align 4, !tbaa !5
  %1351 = bitcast i32* %99 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1351) #10
  %1352 = call i32 @MPI_Allreduce(i8* noundef nonnull %1350, i8* noundef nonnull %1351, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1353 = load i32, i32* %98, align 4, !tbaa !5
  %1354 = icmp eq i32 %1353, 0
  br i1 %1354, label %1355, label %1358

1355:                                             ; preds = %1340
  %1356 = load i32, i32* @rank, align 4, !tbaa !5
  %1357 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1356, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0)) #10
  br label %1358

1358:                                             ; preds = %1355, %1340
  %1359 = load i32, i32* @rank, align 4, !tbaa !5
  %1360 = icmp eq i32 %1359, 0
  br i1 %1360, label %1361, label %1366

1361:                                             ; preds = %1358
  %1362 = load i32, i32* %99, align 4, !tbaa !5
  %1363 = icmp eq i32 %1362, 0
  %1364 = select i1 %1363, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1365 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.27, i64 0, i64 0), i8* noundef %1364) #10
  br label %1366

1366:                                             ; preds = %1358, %1361
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1351) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1350) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1295) #10
  call void @llvm.lifetime.end.p0i8(i64 20, i8* nonnull %1231) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1228) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1227) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1197) #10
  call void @llvm.lifetime.end.p0i8(i64 80, i8* nonnull %1125) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1124) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1067) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1032) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1031) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1030) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1029) #10
  %1367 = load i32, i32* @rank, align 4, !tbaa !5
  %1368 = add nsw i32 %1367, 1
  %1369 = load i32, i32* @size, align 4, !tbaa !5
  %1370 = srem i32 %1368, %1369
  %1371 = add i32 %1367, -1
  %1372 = add i32 %1371, %1369
  %1373 = srem i32 %1372, %1369
  %1374 = bitcast i32* %95 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1374) #10
  store i32 0, i32* %95, align 4, !tbaa !5
  %1375 = bitcast i32* %96 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1375) #10
  store i32 -1, i32* %96, align 4, !tbaa !5
  %1376 = bitcast [2 x i32]* %97 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1376) #10
  %1377 = getelementptr inbounds [2 x i32], [2 x i32]* %97, i64 0, i64 0
  %1378 = call i32 @MPI_Send_init(i8* noundef nonnull %1374, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1370, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1377) #10
  %1379 = getelementptr inbounds [2 x i32], [2 x i32]* %97, i64 0, i64 1
  %1380 = call i32 @MPI_Recv_init(i8* noundef nonnull %1375, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1373, i32 noundef 60, i32 noundef 1140850688, i32* noundef nonnull %1379) #10
  %1381 = mul nsw i32 %1373, 10
  br label %1401

1382:                                             ; preds = %1401
  %1383 = call i32 @MPI_Request_free(i32* noundef nonnull %1377) #10
  %1384 = call i32 @MPI_Request_free(i32* noundef nonnull %1379) #10
  %1385 = bitcast i32* %93 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1385) #10
  store i32 %1416, i32* %93, align 4, !tbaa !5
  %1386 = bitcast i32* %94 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1386) #10
  %1387 = call i32 @MPI_Allreduce(i8* noundef nonnull %1385, i8* noundef nonnull %1386, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1388 = load i32, i32* %93, align 4, !tbaa !5
  %1389 = icmp eq i32 %1388, 0
  br i1 %1389, label %1390, label %1393

1390:                                             ; preds = %1382
  %1391 = load i32, i32* @rank, align 4, !tbaa !5
  %1392 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1391, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0)) #10
  br label %1393

1393:                                             ; preds = %1390, %1382
  %1394 = load i32, i32* @rank, align 4, !tbaa !5
  %1395 = icmp eq i32 %1394, 0
  br i1 %1395, label %1396, label %1419

1396:                                             ; preds = %1393
  %1397 = load i32, i32* %94, align 4, !tbaa !5
  %1398 = icmp eq i32 %1397, 0
  %1399 = select i1 %1398, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1400 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.28, i64 0, i64 0), i8* noundef %1399) #10
  br label %1419

1401:                                             ; preds = %1401, %1366
  %1402 = phi i32 [ 0, %1366 ], [ %1417, %1401 ]
  %1403 = phi i32 [ 1, %1366 ], [ %1416, %1401 ]
  %1404 = load i32, i32* @rank, align 4, !tbaa !5
  %1405 = mul nsw i32 %1404, 10
  %1406 = add nsw i32 %1405, %1402
  store i32 %1406, i32* %95, align 4, !tbaa !5
  %1407 = call i32 @MPI_Startall(i32 noundef 2, i32* noundef nonnull %1377) #10
  %1408 = call i32 @MPI_Waitall(i32 noundef 2, i32* noundef nonnull %1377, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1409 = load i32, i32* %96, align 4, !tbaa !5
  %1410 = add nsw i32 %1402, %1381
  %1411 = icmp eq i32 %1409, %1410
  %1412 = load i32, i32* %1377, align 4
  %1413 = icmp ne i32 %1412, 738197504
  %1414 = select i1 %1411, i1 %1413, i1 false
  %1415 = zext i1 %1414 to i32
  %1416 = and i32 %1403, %1415
  %1417 = add nuw nsw i32 %1402, 1
  %1418 = icmp eq i32 %1417, 3
  br i1 %1418, label %1382, label %1401, !llvm.loop !35

1419:                                             ; preds = %1393, %1396
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1386) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1385) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1376) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1375) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1374) #10
  %1420 = load i32, i32* @rank, align 4, !tbaa !5
  %1421 = load i32, i32* @size, align 4, !tbaa !5
  %1422 = add i32 %1420, -1
  %1423 = bitcast [4 x [5 x double]]* %64 to i8*
  call void @llvm.lifetime.start.p0i8(i64 160, i8* nonnull %1423) #10
  %1424 = bitcast [4 x double]* %65 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %1424) #10
  %1425 = bitcast i32* %66 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1425) #10
  %1426 = bitcast i32* %67 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1426) #10
  %1427 = bitcast i32* %68 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1427) #10
  %1428 = bitcast i32* %69 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1428) #10
  %1429 = call i32 @MPI_Type_vector(i32 noundef 4, i32 noundef 1, i32 noundef 5, i32 noundef 1275070475, i32* noundef nonnull %66) #10
  %1430 = call i32 @MPI_Type_commit(i32* noundef nonnull %66) #10
  %1431 = load i32, i32* @rank, align 4, !tbaa !5
  %1432 = mul nsw i32 %1431, 100
  br label %1433

1433:                                             ; preds = %1447, %1419
  %1434 = phi i64 [ 0, %1419 ], [ %1448, %1447 ]
  %1435 = mul nuw nsw i64 %1434, 10
  br label %1450

1436:                                             ; preds = %1447
  %1437 = add i32 %1422, %1421
  %1438 = add nsw i32 %1420, 1
  %1439 = srem i32 %1438, %1421
  %1440 = srem i32 %1437, %1421
  %1441 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %64, i64 0, i64 0, i64 2
  %1442 = bitcast double* %1441 to i8*
  %1443 = load i32, i32* %66, align 4, !tbaa !5
  %1444 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1442, i32 noundef 1, i32 noundef %1443, i32 noundef %1439, i32 noundef 70, i8* noundef nonnull %1424, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1440, i32 noundef 70, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1445 = mul nsw i32 %1440, 100
  %1446 = or i32 %1445, 2
  br label %1491

1447:                                             ; preds = %1450
  %1448 = add nuw nsw i64 %1434, 1
  %1449 = icmp eq i64 %1448, 4
  br i1 %1449, label %1436, label %1433, !llvm.loop !36

1450:                                             ; preds = %1450, %1433
  %1451 = phi i64 [ 0, %1433 ], [ %1457, %1450 ]
  %1452 = add nuw nsw i64 %1451, %1435
  %1453 = trunc i64 %1452 to i32
  %1454 = add i32 %1432, %1453
  %1455 = sitofp i32 %1454 to double
  %1456 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %64, i64 0, i64 %1434, i64 %1451
  store double %1455, double* %1456, align 8, !tbaa !37
  %1457 = add nuw nsw i64 %1451, 1
  %1458 = icmp eq i64 %1457, 5
  br i1 %1458, label %1447, label %1450, !llvm.loop !39

1459:                                             ; preds = %1491
  %1460 = bitcast [10 x i32]* %78 to i8*
  %1461 = bitcast i32* %62 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1461) #10
  store i32 %1502, i32* %62, align 4, !tbaa !5
  %1462 = bitcast i32* %63 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1462) #10
  %1463 = call i32 @MPI_Allreduce(i8* noundef nonnull %1461, i8* noundef nonnull %1462, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1464 = load i32, i32* %62, align 4, !tbaa !5
  %1465 = icmp eq i32 %1464, 0
  br i1 %1465, label %1466, label %1469

1466:                                             ; preds = %1459
  %1467 = load i32, i32* @rank, align 4, !tbaa !5
  %1468 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1467, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0)) #10
  br label %1469

1469:                                             ; preds = %1466, %1459
  %1470 = load i32, i32* @rank, align 4, !tbaa !5
  %1471 = icmp eq i32 %1470, 0
  br i1 %1471, label %1472, label %1477

1472:                                             ; preds = %1469
  %1473 = load i32, i32* %63, align 4, !tbaa !5
  %1474 = icmp eq i32 %1473, 0
  %1475 = select i1 %1474, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1476 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.29, i64 0, i64 0), i8* noundef %1475) #10
  br label %1477

1477:                                             ; preds = %1472, %1469
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1462) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1461) #10
  %1478 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %64, i64 0, i64 0, i64 4
  %1479 = bitcast double* %1478 to i8*
  %1480 = load i32, i32* %66, align 4, !tbaa !5
  %1481 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1424, i32 noundef 4, i32 noundef 1275070475, i32 noundef %1439, i32 noundef 71, i8* noundef nonnull %1479, i32 noundef 1, i32 noundef %1480, i32 noundef %1440, i32 noundef 71, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1482 = load i32, i32* @size, align 4, !tbaa !5
  %1483 = add i32 %1440, -1
  %1484 = add i32 %1483, %1482
  %1485 = srem i32 %1484, %1482
  %1486 = mul nsw i32 %1485, 100
  %1487 = or i32 %1486, 2
  %1488 = load i32, i32* @rank, align 4
  %1489 = mul nsw i32 %1488, 100
  %1490 = or i32 %1489, 3
  br label %1596

1491:                                             ; preds = %1491, %1436
  %1492 = phi i64 [ 0, %1436 ], [ %1503, %1491 ]
  %1493 = phi i32 [ 1, %1436 ], [ %1502, %1491 ]
  %1494 = getelementptr inbounds [4 x double], [4 x double]* %65, i64 0, i64 %1492
  %1495 = load double, double* %1494, align 8, !tbaa !37
  %1496 = trunc i64 %1492 to i32
  %1497 = mul i32 %1496, 10
  %1498 = add i32 %1446, %1497
  %1499 = sitofp i32 %1498 to double
  %1500 = fcmp oeq double %1495, %1499
  %1501 = zext i1 %1500 to i32
  %1502 = and i32 %1493, %1501
  %1503 = add nuw nsw i64 %1492, 1
  %1504 = icmp eq i64 %1503, 4
  br i1 %1504, label %1459, label %1491, !llvm.loop !40

1505:                                             ; preds = %1612
  %1506 = bitcast i32* %60 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1506) #10
  store i32 %1615, i32* %60, align 4, !tbaa !5
  %1507 = bitcast i32* %61 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1507) #10
  %1508 = call i32 @MPI_Allreduce(i8* noundef nonnull %1506, i8* noundef nonnull %1507, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1509 = load i32, i32* %60, align 4, !tbaa !5
  %1510 = icmp eq i32 %1509, 0
  br i1 %1510, label %1511, label %1514

1511:                                             ; preds = %1505
  %1512 = load i32, i32* @rank, align 4, !tbaa !5
  %1513 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1512, i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0)) #10
  br label %1514

1514:                                             ; preds = %1511, %1505
  %1515 = load i32, i32* @rank, align 4, !tbaa !5
  %1516 = icmp eq i32 %1515, 0
  br i1 %1516, label %1517, label %1522

1517:                                             ; preds = %1514
  %1518 = load i32, i32* %61, align 4, !tbaa !5
  %1519 = icmp eq i32 %1518, 0
  %1520 = select i1 %1519, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1521 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.30, i64 0, i64 0), i8* noundef %1520) #10
  br label %1522

1522:                                             ; preds = %1517, %1514
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1507) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1506) #10
  %1523 = bitcast i32* %70 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1523) #10
  %1524 = bitcast i64* %71 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1524) #10
  %1525 = bitcast i64* %72 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1525) #10
  %1526 = load i32, i32* %66, align 4, !tbaa !5
  %1527 = call i32 @MPI_Type_size(i32 noundef %1526, i32* noundef nonnull %70) #10
  %1528 = load i32, i32* %66, align 4, !tbaa !5
  %1529 = call i32 @MPI_Type_get_extent(i32 noundef %1528, i64* noundef nonnull %71, i64* noundef nonnull %72) #10
  %1530 = load i32, i32* %70, align 4, !tbaa !5
  %1531 = icmp eq i32 %1530, 32
  %1532 = load i64, i64* %71, align 8
  %1533 = icmp eq i64 %1532, 0
  %1534 = select i1 %1531, i1 %1533, i1 false
  %1535 = load i64, i64* %72, align 8
  %1536 = icmp eq i64 %1535, 128
  %1537 = select i1 %1534, i1 %1536, i1 false
  %1538 = zext i1 %1537 to i32
  %1539 = bitcast i32* %58 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1539) #10
  store i32 %1538, i32* %58, align 4, !tbaa !5
  %1540 = bitcast i32* %59 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1540) #10
  %1541 = call i32 @MPI_Allreduce(i8* noundef nonnull %1539, i8* noundef nonnull %1540, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1542 = load i32, i32* %58, align 4, !tbaa !5
  %1543 = icmp eq i32 %1542, 0
  br i1 %1543, label %1544, label %1547

1544:                                             ; preds = %1522
  %1545 = load i32, i32* @rank, align 4, !tbaa !5
  %1546 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1545, i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0)) #10
  br label %1547

1547:                                             ; preds = %1544, %1522
  %1548 = load i32, i32* @rank, align 4, !tbaa !5
  %1549 = icmp eq i32 %1548, 0
  br i1 %1549, label %1550, label %1555

1550:                                             ; preds = %1547
  %1551 = load i32, i32* %59, align 4, !tbaa !5
  %1552 = icmp eq i32 %1551, 0
  %1553 = select i1 %1552, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1554 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([28 x i8], [28 x i8]* @.str.31, i64 0, i64 0), i8* noundef %1553) #10
  br label %1555

1555:                                             ; preds = %1550, %1547
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1540) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1539) #10
  %1556 = call i32 @MPI_Type_contiguous(i32 noundef 2, i32 noundef 1275069445, i32* noundef nonnull %67) #10
  %1557 = call i32 @MPI_Type_commit(i32* noundef nonnull %67) #10
  %1558 = bitcast [6 x i32]* %73 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1558) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1558, i8* noundef nonnull align 16 dereferenceable(24) bitcast ([6 x i32]* @__const.datatypes.pin to i8*), i64 24, i1 false) #10
  %1559 = bitcast [6 x i32]* %74 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1559) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %1559, i8 0, i64 24, i1 false) #10
  %1560 = load i32, i32* %67, align 4, !tbaa !5
  %1561 = getelementptr inbounds [6 x i32], [6 x i32]* %74, i64 0, i64 0
  %1562 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1558, i32 noundef 3, i32 noundef %1560, i32 noundef %1439, i32 noundef 72, i8* noundef nonnull %1559, i32 noundef 3, i32 noundef %1560, i32 noundef %1440, i32 noundef 72, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1563 = load i32, i32* %1561, align 16, !tbaa !5
  %1564 = icmp eq i32 %1563, 1
  %1565 = getelementptr inbounds [6 x i32], [6 x i32]* %74, i64 0, i64 5
  %1566 = load i32, i32* %1565, align 4
  %1567 = icmp eq i32 %1566, 6
  %1568 = select i1 %1564, i1 %1567, i1 false
  %1569 = zext i1 %1568 to i32
  %1570 = bitcast i32* %56 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1570) #10
  store i32 %1569, i32* %56, align 4, !tbaa !5
  %1571 = bitcast i32* %57 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1571) #10
  %1572 = call i32 @MPI_Allreduce(i8* noundef nonnull %1570, i8* noundef nonnull %1571, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1573 = load i32, i32* %56, align 4, !tbaa !5
  %1574 = icmp eq i32 %1573, 0
  br i1 %1574, label %1575, label %1578

1575:                                             ; preds = %1555
  %1576 = load i32, i32* @rank, align 4, !tbaa !5
  %1577 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1576, i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0)) #10
  br label %1578

1578:                                             ; preds = %1575, %1555
  %1579 = load i32, i32* @rank, align 4, !tbaa !5
  %1580 = icmp eq i32 %1579, 0
  br i1 %1580, label %1581, label %1586

1581:                                             ; preds = %1578
  %1582 = load i32, i32* %57, align 4, !tbaa !5
  %1583 = icmp eq i32 %1582, 0
  %1584 = select i1 %1583, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1585 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.32, i64 0, i64 0), i8* noundef %1584) #10
  br label %1586

1586:                                             ; preds = %1581, %1578
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1571) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1570) #10
  %1587 = bitcast [3 x i32]* %75 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1587) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1587, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.bl to i8*), i64 12, i1 false) #10
  %1588 = bitcast [3 x i32]* %76 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1588) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1588, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.dp to i8*), i64 12, i1 false) #10
  %1589 = getelementptr inbounds [3 x i32], [3 x i32]* %75, i64 0, i64 0
  %1590 = getelementptr inbounds [3 x i32], [3 x i32]* %76, i64 0, i64 0
  %1591 = call i32 @MPI_Type_indexed(i32 noundef 3, i32* noundef nonnull %1589, i32* noundef nonnull %1590, i32 noundef 1275069445, i32* noundef nonnull %68) #10
  %1592 = call i32 @MPI_Type_commit(i32* noundef nonnull %68) #10
  %1593 = bitcast [10 x i32]* %77 to i8*
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1593) #10
  call void @llvm.lifetime.start.p0i8(i64 40, i8* nonnull %1460) #10
  %1594 = load i32, i32* @rank, align 4, !tbaa !5
  %1595 = mul nsw i32 %1594, 10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(40) %1460, i8 -1, i64 40, i1 false) #10, !tbaa !5
  br label %1625

1596:                                             ; preds = %1612, %1477
  %1597 = phi i64 [ 0, %1477 ], [ %1616, %1612 ]
  %1598 = phi i32 [ 1, %1477 ], [ %1615, %1612 ]
  %1599 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %64, i64 0, i64 %1597, i64 4
  %1600 = load double, double* %1599, align 8, !tbaa !37
  %1601 = trunc i64 %1597 to i32
  %1602 = mul i32 %1601, 10
  %1603 = add i32 %1487, %1602
  %1604 = sitofp i32 %1603 to double
  %1605 = fcmp oeq double %1600, %1604
  br i1 %1605, label %1606, label %1612

1606:                                             ; preds = %1596
  %1607 = getelementptr inbounds [4 x [5 x double]], [4 x [5 x double]]* %64, i64 0, i64 %1597, i64 3
  %1608 = load double, double* %1607, align 8, !tbaa !37
  %1609 = add i32 %1490, %1602
  %1610 = sitofp i32 %1609 to double
  %1611 = fcmp oeq double %1608, %1610
  br label %1612

1612:                                             ; preds = %1606, %1596
  %1613 = phi i1 [ false, %1596 ], [ %1611, %1606 ]
  %1614 = zext i1 %1613 to i32
  %1615 = and i32 %1598, %1614
  %1616 = add nuw nsw i64 %1597, 1
  %1617 = icmp eq i64 %1616, 4
  br i1 %1617, label %1505, label %1596, !llvm.loop !41

1618:                                             ; preds = %1625
  %1619 = load i32, i32* %68, align 4, !tbaa !5
  %1620 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 0
  %1621 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1593, i32 noundef 1, i32 noundef %1619, i32 noundef %1439, i32 noundef 73, i8* noundef nonnull %1460, i32 noundef 1, i32 noundef %1619, i32 noundef %1440, i32 noundef 73, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1622 = load i32, i32* %1620, align 16, !tbaa !5
  %1623 = mul nsw i32 %1440, 10
  %1624 = icmp eq i32 %1622, %1623
  br i1 %1624, label %1632, label %1666

1625:                                             ; preds = %1625, %1586
  %1626 = phi i64 [ 0, %1586 ], [ %1630, %1625 ]
  %1627 = trunc i64 %1626 to i32
  %1628 = add nsw i32 %1595, %1627
  %1629 = getelementptr inbounds [10 x i32], [10 x i32]* %77, i64 0, i64 %1626
  store i32 %1628, i32* %1629, align 4, !tbaa !5
  %1630 = add nuw nsw i64 %1626, 1
  %1631 = icmp eq i64 %1630, 10
  br i1 %1631, label %1618, label %1625, !llvm.loop !42

1632:                                             ; preds = %1618
  %1633 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 1
  %1634 = load i32, i32* %1633, align 4, !tbaa !5
  %1635 = or i32 %1623, 1
  %1636 = icmp eq i32 %1634, %1635
  %1637 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 2
  %1638 = load i32, i32* %1637, align 8
  %1639 = icmp eq i32 %1638, -1
  %1640 = select i1 %1636, i1 %1639, i1 false
  br i1 %1640, label %1641, label %1666

1641:                                             ; preds = %1632
  %1642 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 4
  %1643 = load i32, i32* %1642, align 16, !tbaa !5
  %1644 = add nsw i32 %1623, 4
  %1645 = icmp eq i32 %1643, %1644
  br i1 %1645, label %1646, label %1666

1646:                                             ; preds = %1641
  %1647 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 7
  %1648 = load i32, i32* %1647, align 4, !tbaa !5
  %1649 = add nsw i32 %1623, 7
  %1650 = icmp eq i32 %1648, %1649
  br i1 %1650, label %1651, label %1666

1651:                                             ; preds = %1646
  %1652 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 9
  %1653 = load i32, i32* %1652, align 4, !tbaa !5
  %1654 = add nsw i32 %1623, 9
  %1655 = icmp eq i32 %1653, %1654
  br i1 %1655, label %1656, label %1666

1656:                                             ; preds = %1651
  %1657 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 8
  %1658 = load i32, i32* %1657, align 16, !tbaa !5
  %1659 = add nsw i32 %1623, 8
  %1660 = icmp eq i32 %1658, %1659
  br i1 %1660, label %1661, label %1666

1661:                                             ; preds = %1656
  %1662 = getelementptr inbounds [10 x i32], [10 x i32]* %78, i64 0, i64 5
  %1663 = load i32, i32* %1662, align 4, !tbaa !5
  %1664 = icmp eq i32 %1663, -1
  %1665 = zext i1 %1664 to i32
  br label %1666

1666:                                             ; preds = %1661, %1656, %1651, %1646, %1641, %1632, %1618
  %1667 = phi i32 [ 0, %1656 ], [ 0, %1651 ], [ 0, %1646 ], [ 0, %1641 ], [ 0, %1632 ], [ 0, %1618 ], [ %1665, %1661 ]
  %1668 = bitcast i32* %54 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1668) #10
  store i32 %1667, i32* %54, align 4, !tbaa !5
  %1669 = bitcast i32* %55 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1669) #10
  %1670 = call i32 @MPI_Allreduce(i8* noundef nonnull %1668, i8* noundef nonnull %1669, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1671 = load i32, i32* %54, align 4, !tbaa !5
  %1672 = icmp eq i32 %1671, 0
  br i1 %1672, label %1673, label %1676

1673:                                             ; preds = %1666
  %1674 = load i32, i32* @rank, align 4, !tbaa !5
  %1675 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1674, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0)) #10
  br label %1676

1676:                                             ; preds = %1673, %1666
  %1677 = load i32, i32* @rank, align 4, !tbaa !5
  %1678 = icmp eq i32 %1677, 0
  br i1 %1678, label %1679, label %1684

1679:                                             ; preds = %1676
  %1680 = load i32, i32* %55, align 4, !tbaa !5
  %1681 = icmp eq i32 %1680, 0
  %1682 = select i1 %1681, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1683 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.33, i64 0, i64 0), i8* noundef %1682) #10
  br label %1684

1684:                                             ; preds = %1679, %1676
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1669) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1668) #10
  %1685 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1685) #10
  %1686 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %80, i64 0, i64 0, i32 0
  call void @llvm.lifetime.start.p0i8(i64 48, i8* nonnull %1686) #10
  %1687 = bitcast [3 x i32]* %81 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1687) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1687, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.blens to i8*), i64 12, i1 false) #10
  %1688 = bitcast [3 x i64]* %82 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %1688) #10
  %1689 = bitcast i64* %83 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1689) #10
  %1690 = bitcast [3 x i32]* %84 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1690) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(12) %1690, i8* noundef nonnull align 4 dereferenceable(12) bitcast ([3 x i32]* @__const.datatypes.types to i8*), i64 12, i1 false) #10
  %1691 = call i32 @MPI_Get_address(i8* noundef nonnull %1685, i64* noundef nonnull %83) #10
  %1692 = getelementptr inbounds [3 x i64], [3 x i64]* %82, i64 0, i64 0
  %1693 = call i32 @MPI_Get_address(i8* noundef nonnull %1685, i64* noundef nonnull %1692) #10
  %1694 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 0, i32 1
  %1695 = bitcast double* %1694 to i8*
  %1696 = getelementptr inbounds [3 x i64], [3 x i64]* %82, i64 0, i64 1
  %1697 = call i32 @MPI_Get_address(i8* noundef nonnull %1695, i64* noundef nonnull %1696) #10
  %1698 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 0, i32 2
  %1699 = bitcast i32* %1698 to i8*
  %1700 = getelementptr inbounds [3 x i64], [3 x i64]* %82, i64 0, i64 2
  %1701 = call i32 @MPI_Get_address(i8* noundef nonnull %1699, i64* noundef nonnull %1700) #10
  %1702 = load i64, i64* %83, align 8, !tbaa !43
  br label %1713

1703:                                             ; preds = %1713
  %1704 = getelementptr inbounds [3 x i32], [3 x i32]* %81, i64 0, i64 0
  %1705 = getelementptr inbounds [3 x i32], [3 x i32]* %84, i64 0, i64 0
  %1706 = call i32 @MPI_Type_create_struct(i32 noundef 3, i32* noundef nonnull %1704, i64* noundef nonnull %1692, i32* noundef nonnull %1705, i32* noundef nonnull %69) #10
  %1707 = bitcast i32* %85 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1707) #10
  %1708 = load i32, i32* %69, align 4, !tbaa !5
  %1709 = call i32 @MPI_Type_create_resized(i32 noundef %1708, i64 noundef 0, i64 noundef 24, i32* noundef nonnull %85) #10
  %1710 = call i32 @MPI_Type_commit(i32* noundef nonnull %85) #10
  %1711 = load i32, i32* @rank, align 4, !tbaa !5
  %1712 = sitofp i32 %1711 to double
  br label %1728

1713:                                             ; preds = %1713, %1684
  %1714 = phi i64 [ 0, %1684 ], [ %1718, %1713 ]
  %1715 = getelementptr inbounds [3 x i64], [3 x i64]* %82, i64 0, i64 %1714
  %1716 = load i64, i64* %1715, align 8, !tbaa !43
  %1717 = sub nsw i64 %1716, %1702
  store i64 %1717, i64* %1715, align 8, !tbaa !43
  %1718 = add nuw nsw i64 %1714, 1
  %1719 = icmp eq i64 %1718, 3
  br i1 %1719, label %1703, label %1713, !llvm.loop !45

1720:                                             ; preds = %1728
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(48) %1686, i8 0, i64 48, i1 false) #10
  %1721 = load i32, i32* %85, align 4, !tbaa !5
  %1722 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1685, i32 noundef 2, i32 noundef %1721, i32 noundef %1439, i32 noundef 74, i8* noundef nonnull %1686, i32 noundef 2, i32 noundef %1721, i32 noundef %1440, i32 noundef 74, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1723 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %80, i64 0, i64 1, i32 0
  %1724 = load i8, i8* %1723, align 8, !tbaa !46
  %1725 = sext i8 %1724 to i32
  %1726 = add nsw i32 %1440, 98
  %1727 = icmp eq i32 %1726, %1725
  br i1 %1727, label %1742, label %1754

1728:                                             ; preds = %1728, %1703
  %1729 = phi i64 [ 0, %1703 ], [ %1740, %1728 ]
  %1730 = trunc i64 %1729 to i32
  %1731 = add i32 %1711, %1730
  %1732 = trunc i32 %1731 to i8
  %1733 = add i8 %1732, 97
  %1734 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 %1729, i32 0
  store i8 %1733, i8* %1734, align 8, !tbaa !46
  %1735 = sitofp i32 %1730 to double
  %1736 = call double @llvm.fmuladd.f64(double %1735, double 5.000000e-01, double %1712) #10
  %1737 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 %1729, i32 1
  store double %1736, double* %1737, align 8, !tbaa !48
  %1738 = sub i32 0, %1731
  %1739 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %79, i64 0, i64 %1729, i32 2
  store i32 %1738, i32* %1739, align 8, !tbaa !49
  %1740 = add nuw nsw i64 %1729, 1
  %1741 = icmp eq i64 %1729, 0
  br i1 %1741, label %1728, label %1720, !llvm.loop !50

1742:                                             ; preds = %1720
  %1743 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %80, i64 0, i64 1, i32 1
  %1744 = load double, double* %1743, align 16, !tbaa !48
  %1745 = sitofp i32 %1440 to double
  %1746 = fadd double %1745, 5.000000e-01
  %1747 = fcmp oeq double %1744, %1746
  br i1 %1747, label %1748, label %1754

1748:                                             ; preds = %1742
  %1749 = getelementptr inbounds [2 x %struct.rec], [2 x %struct.rec]* %80, i64 0, i64 1, i32 2
  %1750 = load i32, i32* %1749, align 8, !tbaa !49
  %1751 = xor i32 %1440, -1
  %1752 = icmp eq i32 %1750, %1751
  %1753 = zext i1 %1752 to i32
  br label %1754

1754:                                             ; preds = %1748, %1742, %1720
  %1755 = phi i32 [ 0, %1742 ], [ 0, %1720 ], [ %1753, %1748 ]
  %1756 = bitcast i32* %52 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1756) #10
  store i32 %1755, i32* %52, align 4, !tbaa !5
  %1757 = bitcast i32* %53 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1757) #10
  %1758 = call i32 @MPI_Allreduce(i8* noundef nonnull %1756, i8* noundef nonnull %1757, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1759 = load i32, i32* %52, align 4, !tbaa !5
  %1760 = icmp eq i32 %1759, 0
  br i1 %1760, label %1761, label %1764

1761:                                             ; preds = %1754
  %1762 = load i32, i32* @rank, align 4, !tbaa !5
  %1763 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1762, i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0)) #10
  br label %1764

1764:                                             ; preds = %1761, %1754
  %1765 = load i32, i32* @rank, align 4, !tbaa !5
  %1766 = icmp eq i32 %1765, 0
  br i1 %1766, label %1767, label %1772

1767:                                             ; preds = %1764
  %1768 = load i32, i32* %53, align 4, !tbaa !5
  %1769 = icmp eq i32 %1768, 0
  %1770 = select i1 %1769, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1771 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str.34, i64 0, i64 0), i8* noundef %1770) #10
  br label %1772

1772:                                             ; preds = %1767, %1764
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1757) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1756) #10
  %1773 = getelementptr inbounds [64 x i8], [64 x i8]* %86, i64 0, i64 0
  call void @llvm.lifetime.start.p0i8(i64 64, i8* nonnull %1773) #10
  %1774 = bitcast i32* %87 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1774) #10
  store i32 0, i32* %87, align 4, !tbaa !5
  %1775 = bitcast [3 x i32]* %88 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1775) #10
  %1776 = getelementptr inbounds [3 x i32], [3 x i32]* %88, i64 0, i64 0
  %1777 = load i32, i32* @rank, align 4, !tbaa !5
  store i32 %1777, i32* %1776, align 4, !tbaa !5
  %1778 = getelementptr inbounds [3 x i32], [3 x i32]* %88, i64 0, i64 1
  %1779 = shl nsw i32 %1777, 1
  store i32 %1779, i32* %1778, align 4, !tbaa !5
  %1780 = getelementptr inbounds [3 x i32], [3 x i32]* %88, i64 0, i64 2
  %1781 = mul nsw i32 %1777, 3
  store i32 %1781, i32* %1780, align 4, !tbaa !5
  %1782 = bitcast [3 x i32]* %89 to i8*
  call void @llvm.lifetime.start.p0i8(i64 12, i8* nonnull %1782) #10
  %1783 = bitcast double* %90 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1783) #10
  %1784 = sitofp i32 %1777 to double
  %1785 = fmul double %1784, 1.500000e+00
  store double %1785, double* %90, align 8, !tbaa !37
  %1786 = bitcast double* %91 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1786) #10
  %1787 = call i32 @MPI_Pack(i8* noundef nonnull %1775, i32 noundef 3, i32 noundef 1275069445, i8* noundef nonnull %1773, i32 noundef 64, i32* noundef nonnull %87, i32 noundef 1140850688) #10
  %1788 = call i32 @MPI_Pack(i8* noundef nonnull %1783, i32 noundef 1, i32 noundef 1275070475, i8* noundef nonnull %1773, i32 noundef 64, i32* noundef nonnull %87, i32 noundef 1140850688) #10
  %1789 = load i32, i32* %87, align 4, !tbaa !5
  %1790 = call i32 @MPI_Sendrecv_replace(i8* noundef nonnull %1773, i32 noundef %1789, i32 noundef 1275068687, i32 noundef %1439, i32 noundef 75, i32 noundef %1440, i32 noundef 75, i32 noundef 1140850688, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1791 = bitcast i32* %92 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1791) #10
  store i32 0, i32* %92, align 4, !tbaa !5
  %1792 = call i32 @MPI_Unpack(i8* noundef nonnull %1773, i32 noundef 64, i32* noundef nonnull %92, i8* noundef nonnull %1782, i32 noundef 3, i32 noundef 1275069445, i32 noundef 1140850688) #10
  %1793 = call i32 @MPI_Unpack(i8* noundef nonnull %1773, i32 noundef 64, i32* noundef nonnull %92, i8* noundef nonnull %1786, i32 noundef 1, i32 noundef 1275070475, i32 noundef 1140850688) #10
  %1794 = load i32, i32* %87, align 4, !tbaa !5
  %1795 = icmp eq i32 %1794, 20
  br i1 %1795, label %1796, label %1807

1796:                                             ; preds = %1772
  %1797 = getelementptr inbounds [3 x i32], [3 x i32]* %89, i64 0, i64 2
  %1798 = load i32, i32* %1797, align 4, !tbaa !5
  %1799 = mul nsw i32 %1440, 3
  %1800 = icmp eq i32 %1798, %1799
  br i1 %1800, label %1801, label %1807

1801:                                             ; preds = %1796
  %1802 = load double, double* %91, align 8, !tbaa !37
  %1803 = sitofp i32 %1440 to double
  %1804 = fmul double %1803, 1.500000e+00
  %1805 = fcmp oeq double %1802, %1804
  %1806 = zext i1 %1805 to i32
  br label %1807

1807:                                             ; preds = %1801, %1796, %1772
  %1808 = phi i32 [ 0, %1796 ], [ 0, %1772 ], [ %1806, %1801 ]
  %1809 = bitcast i32* %50 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1809) #10
  store i32 %1808, i32* %50, align 4, !tbaa !5
  %1810 = bitcast i32* %51 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1810) #10
  %1811 = call i32 @MPI_Allreduce(i8* noundef nonnull %1809, i8* noundef nonnull %1810, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1812 = load i32, i32* %50, align 4, !tbaa !5
  %1813 = icmp eq i32 %1812, 0
  br i1 %1813, label %1814, label %1817

1814:                                             ; preds = %1807
  %1815 = load i32, i32* @rank, align 4, !tbaa !5
  %1816 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1815, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0)) #10
  br label %1817

1817:                                             ; preds = %1814, %1807
  %1818 = load i32, i32* @rank, align 4, !tbaa !5
  %1819 = icmp eq i32 %1818, 0
  br i1 %1819, label %1820, label %1825

1820:                                             ; preds = %1817
  %1821 = load i32, i32* %51, align 4, !tbaa !5
  %1822 = icmp eq i32 %1821, 0
  %1823 = select i1 %1822, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1824 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.35, i64 0, i64 0), i8* noundef %1823) #10
  br label %1825

1825:                                             ; preds = %1820, %1817
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1810) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1809) #10
  %1826 = call i32 @MPI_Type_free(i32* noundef nonnull %66) #10
  %1827 = call i32 @MPI_Type_free(i32* noundef nonnull %67) #10
  %1828 = call i32 @MPI_Type_free(i32* noundef nonnull %68) #10
  %1829 = call i32 @MPI_Type_free(i32* noundef nonnull %69) #10
  %1830 = call i32 @MPI_Type_free(i32* noundef nonnull %85) #10
  %1831 = load i32, i32* %66, align 4, !tbaa !5
  %1832 = icmp eq i32 %1831, 201326592
  %1833 = load i32, i32* %85, align 4
  %1834 = icmp eq i32 %1833, 201326592
  %1835 = select i1 %1832, i1 %1834, i1 false
  %1836 = zext i1 %1835 to i32
  %1837 = bitcast i32* %48 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1837) #10
  store i32 %1836, i32* %48, align 4, !tbaa !5
  %1838 = bitcast i32* %49 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1838) #10
  %1839 = call i32 @MPI_Allreduce(i8* noundef nonnull %1837, i8* noundef nonnull %1838, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1840 = load i32, i32* %48, align 4, !tbaa !5
  %1841 = icmp eq i32 %1840, 0
  br i1 %1841, label %1842, label %1845

1842:                                             ; preds = %1825
  %1843 = load i32, i32* @rank, align 4, !tbaa !5
  %1844 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1843, i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0)) #10
  br label %1845

1845:                                             ; preds = %1842, %1825
  %1846 = load i32, i32* @rank, align 4, !tbaa !5
  %1847 = icmp eq i32 %1846, 0
  br i1 %1847, label %1848, label %1853

1848:                                             ; preds = %1845
  %1849 = load i32, i32* %49, align 4, !tbaa !5
  %1850 = icmp eq i32 %1849, 0
  %1851 = select i1 %1850, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1852 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.36, i64 0, i64 0), i8* noundef %1851) #10
  br label %1853

1853:                                             ; preds = %1845, %1848
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1838) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1837) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1791) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1786) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1783) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1782) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1775) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1774) #10
  call void @llvm.lifetime.end.p0i8(i64 64, i8* nonnull %1773) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1707) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1690) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1689) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1688) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1687) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1686) #10
  call void @llvm.lifetime.end.p0i8(i64 48, i8* nonnull %1685) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1460) #10
  call void @llvm.lifetime.end.p0i8(i64 40, i8* nonnull %1593) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1588) #10
  call void @llvm.lifetime.end.p0i8(i64 12, i8* nonnull %1587) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1559) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %1558) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1525) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1524) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1523) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1428) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1427) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1426) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1425) #10
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %1424) #10
  call void @llvm.lifetime.end.p0i8(i64 160, i8* nonnull %1423) #10
  %1854 = bitcast i32* %46 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1854)
  %1855 = bitcast i64* %17 to [2 x i32]*
  %1856 = bitcast i64* %17 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1856) #10
  store i64 0, i64* %17, align 8
  %1857 = bitcast i64* %18 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1857) #10
  store i64 1, i64* %18, align 8
  %1858 = load i32, i32* @size, align 4, !tbaa !5
  %1859 = bitcast i64* %17 to i32*
  %1860 = call i32 @MPI_Dims_create(i32 noundef %1858, i32 noundef 2, i32* noundef nonnull %1859) #10
  %1861 = bitcast i32* %19 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1861) #10
  %1862 = bitcast i64* %18 to i32*
  %1863 = call i32 @MPI_Cart_create(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1859, i32* noundef nonnull %1862, i32 noundef 0, i32* noundef nonnull %19) #10
  %1864 = bitcast [2 x i32]* %20 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %1864) #10
  %1865 = bitcast i32* %21 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1865) #10
  %1866 = bitcast i32* %22 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1866) #10
  %1867 = bitcast i32* %23 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1867) #10
  %1868 = load i32, i32* %19, align 4, !tbaa !5
  %1869 = call i32 @MPI_Comm_rank(i32 noundef %1868, i32* noundef nonnull %21) #10
  %1870 = load i32, i32* %19, align 4, !tbaa !5
  %1871 = load i32, i32* %21, align 4, !tbaa !5
  %1872 = getelementptr inbounds [2 x i32], [2 x i32]* %20, i64 0, i64 0
  %1873 = call i32 @MPI_Cart_coords(i32 noundef %1870, i32 noundef %1871, i32 noundef 2, i32* noundef nonnull %1872) #10
  %1874 = bitcast i32* %24 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1874) #10
  %1875 = load i32, i32* %19, align 4, !tbaa !5
  %1876 = call i32 @MPI_Cart_rank(i32 noundef %1875, i32* noundef nonnull %1872, i32* noundef nonnull %24) #10
  %1877 = load i32, i32* %19, align 4, !tbaa !5
  %1878 = call i32 @MPI_Cart_shift(i32 noundef %1877, i32 noundef 0, i32 noundef 1, i32* noundef nonnull %22, i32* noundef nonnull %23) #10
  %1879 = load i32, i32* %1872, align 4, !tbaa !5
  %1880 = load i32, i32* %1859, align 8, !tbaa !5
  %1881 = add i32 %1879, -1
  %1882 = add i32 %1881, %1880
  %1883 = srem i32 %1882, %1880
  %1884 = getelementptr inbounds [2 x i32], [2 x i32]* %1855, i64 0, i64 1
  %1885 = load i32, i32* %1884, align 4, !tbaa !5
  %1886 = mul nsw i32 %1885, %1883
  %1887 = getelementptr inbounds [2 x i32], [2 x i32]* %20, i64 0, i64 1
  %1888 = load i32, i32* %1887, align 4, !tbaa !5
  %1889 = add nsw i32 %1886, %1888
  %1890 = mul nsw i32 %1885, %1880
  %1891 = load i32, i32* @size, align 4, !tbaa !5
  %1892 = icmp ne i32 %1890, %1891
  %1893 = icmp slt i32 %1880, %1885
  %1894 = or i1 %1893, %1892
  br i1 %1894, label %1902, label %1895

1895:                                             ; preds = %1853
  %1896 = load i32, i32* %24, align 4, !tbaa !5
  %1897 = load i32, i32* %21, align 4, !tbaa !5
  %1898 = icmp eq i32 %1896, %1897
  br i1 %1898, label %1899, label %1902

1899:                                             ; preds = %1895
  %1900 = load i32, i32* %22, align 4, !tbaa !5
  %1901 = icmp eq i32 %1900, %1889
  br label %1902

1902:                                             ; preds = %1899, %1895, %1853
  %1903 = phi i1 [ false, %1895 ], [ false, %1853 ], [ %1901, %1899 ]
  %1904 = load i32, i32* %19, align 4, !tbaa !5
  %1905 = call i32 @MPI_Cart_shift(i32 noundef %1904, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %22, i32* noundef nonnull %23) #10
  %1906 = load i32, i32* %1887, align 4, !tbaa !5
  %1907 = icmp eq i32 %1906, 0
  %1908 = load i32, i32* %22, align 4, !tbaa !5
  %1909 = load i32, i32* %21, align 4
  %1910 = add nsw i32 %1909, -1
  %1911 = select i1 %1907, i32 -1, i32 %1910
  %1912 = icmp eq i32 %1908, %1911
  %1913 = and i1 %1903, %1912
  %1914 = load i32, i32* %1884, align 4, !tbaa !5
  %1915 = add nsw i32 %1914, -1
  %1916 = icmp eq i32 %1906, %1915
  %1917 = load i32, i32* %23, align 4, !tbaa !5
  %1918 = load i32, i32* %21, align 4
  %1919 = add nsw i32 %1918, 1
  %1920 = select i1 %1916, i32 -1, i32 %1919
  %1921 = icmp eq i32 %1917, %1920
  %1922 = and i1 %1913, %1921
  %1923 = bitcast i32* %25 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1923) #10
  %1924 = load i32, i32* %21, align 4, !tbaa !5
  store i32 %1924, i32* %25, align 4, !tbaa !5
  %1925 = bitcast i32* %26 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1925) #10
  store i32 -1, i32* %26, align 4, !tbaa !5
  %1926 = load i32, i32* %23, align 4, !tbaa !5
  %1927 = load i32, i32* %22, align 4, !tbaa !5
  %1928 = load i32, i32* %19, align 4, !tbaa !5
  %1929 = call i32 @MPI_Sendrecv(i8* noundef nonnull %1923, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1926, i32 noundef 80, i8* noundef nonnull %1925, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1927, i32 noundef 80, i32 noundef %1928, %struct.MPI_Status* noundef nonnull inttoptr (i64 1 to %struct.MPI_Status*)) #10
  %1930 = load i32, i32* %1887, align 4, !tbaa !5
  %1931 = icmp eq i32 %1930, 0
  %1932 = load i32, i32* %26, align 4, !tbaa !5
  %1933 = load i32, i32* %21, align 4
  %1934 = add nsw i32 %1933, -1
  %1935 = select i1 %1931, i32 -1, i32 %1934
  %1936 = icmp eq i32 %1932, %1935
  %1937 = and i1 %1922, %1936
  %1938 = bitcast i32* %27 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1938) #10
  %1939 = call i32 @MPI_Cart_map(i32 noundef 1140850688, i32 noundef 2, i32* noundef nonnull %1859, i32* noundef nonnull %1862, i32* noundef nonnull %27) #10
  %1940 = load i32, i32* %27, align 4, !tbaa !5
  %1941 = load i32, i32* @rank, align 4, !tbaa !5
  %1942 = icmp eq i32 %1940, %1941
  %1943 = and i1 %1937, %1942
  %1944 = zext i1 %1943 to i32
  %1945 = bitcast i32* %15 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1945) #10
  store i32 %1944, i32* %15, align 4, !tbaa !5
  %1946 = bitcast i32* %16 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1946) #10
  %1947 = call i32 @MPI_Allreduce(i8* noundef nonnull %1945, i8* noundef nonnull %1946, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1948 = load i32, i32* %15, align 4, !tbaa !5
  %1949 = icmp eq i32 %1948, 0
  br i1 %1949, label %1950, label %1953

1950:                                             ; preds = %1902
  %1951 = load i32, i32* @rank, align 4, !tbaa !5
  %1952 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1951, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0)) #10
  br label %1953

1953:                                             ; preds = %1950, %1902
  %1954 = load i32, i32* @rank, align 4, !tbaa !5
  %1955 = icmp eq i32 %1954, 0
  br i1 %1955, label %1956, label %1961

1956:                                             ; preds = %1953
  %1957 = load i32, i32* %16, align 4, !tbaa !5
  %1958 = icmp eq i32 %1957, 0
  %1959 = select i1 %1958, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1960 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.37, i64 0, i64 0), i8* noundef %1959) #10
  br label %1961

1961:                                             ; preds = %1956, %1953
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1946) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1945) #10
  %1962 = bitcast [4 x i32]* %28 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1962) #10
  %1963 = load i32, i32* %19, align 4, !tbaa !5
  %1964 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 0
  %1965 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 1
  %1966 = call i32 @MPI_Cart_shift(i32 noundef %1963, i32 noundef 0, i32 noundef 1, i32* noundef nonnull %1964, i32* noundef nonnull %1965) #10
  %1967 = load i32, i32* %19, align 4, !tbaa !5
  %1968 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 2
  %1969 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 3
  %1970 = call i32 @MPI_Cart_shift(i32 noundef %1967, i32 noundef 1, i32 noundef 1, i32* noundef nonnull %1968, i32* noundef nonnull %1969) #10
  %1971 = bitcast [4 x i32]* %29 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1971) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %1971, i8 -1, i64 16, i1 false) #10
  %1972 = bitcast [4 x i32]* %30 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1972) #10
  %1973 = bitcast [4 x i32]* %31 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %1973) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %1973, i8 -1, i64 16, i1 false) #10
  %1974 = load i32, i32* %19, align 4, !tbaa !5
  %1975 = call i32 @MPI_Neighbor_allgather(i8* noundef nonnull %1865, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %1971, i32 noundef 1, i32 noundef 1275069445, i32 noundef %1974) #10
  br label %1996

1976:                                             ; preds = %1996
  %1977 = bitcast i32* %13 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1977) #10
  store i32 %2005, i32* %13, align 4, !tbaa !5
  %1978 = bitcast i32* %14 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1978) #10
  %1979 = call i32 @MPI_Allreduce(i8* noundef nonnull %1977, i8* noundef nonnull %1978, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %1980 = load i32, i32* %13, align 4, !tbaa !5
  %1981 = icmp eq i32 %1980, 0
  br i1 %1981, label %1982, label %1985

1982:                                             ; preds = %1976
  %1983 = load i32, i32* @rank, align 4, !tbaa !5
  %1984 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %1983, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.38, i64 0, i64 0)) #10
  br label %1985

1985:                                             ; preds = %1982, %1976
  %1986 = load i32, i32* @rank, align 4, !tbaa !5
  %1987 = icmp eq i32 %1986, 0
  br i1 %1987, label %1988, label %1993

1988:                                             ; preds = %1985
  %1989 = load i32, i32* %14, align 4, !tbaa !5
  %1990 = icmp eq i32 %1989, 0
  %1991 = select i1 %1990, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %1992 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.38, i64 0, i64 0), i8* noundef %1991) #10
  br label %1993

1993:                                             ; preds = %1988, %1985
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1978) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1977) #10
  %1994 = load i32, i32* %21, align 4, !tbaa !5
  %1995 = mul nsw i32 %1994, 10
  br label %2014

1996:                                             ; preds = %1996, %1961
  %1997 = phi i64 [ 0, %1961 ], [ %2006, %1996 ]
  %1998 = phi i32 [ 1, %1961 ], [ %2005, %1996 ]
  %1999 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 %1997
  %2000 = load i32, i32* %1999, align 4, !tbaa !5
  %2001 = getelementptr inbounds [4 x i32], [4 x i32]* %29, i64 0, i64 %1997
  %2002 = load i32, i32* %2001, align 4, !tbaa !5
  %2003 = icmp eq i32 %2002, %2000
  %2004 = zext i1 %2003 to i32
  %2005 = and i32 %1998, %2004
  %2006 = add nuw nsw i64 %1997, 1
  %2007 = icmp eq i64 %2006, 4
  br i1 %2007, label %1976, label %1996, !llvm.loop !51

2008:                                             ; preds = %2014
  %2009 = load i32, i32* %19, align 4, !tbaa !5
  %2010 = call i32 @MPI_Neighbor_alltoall(i8* noundef nonnull %1972, i32 noundef 1, i32 noundef 1275069445, i8* noundef nonnull %1973, i32 noundef 1, i32 noundef 1275069445, i32 noundef %2009) #10
  %2011 = load i32, i32* @rank, align 4, !tbaa !5
  %2012 = icmp eq i32 %2011, 0
  br i1 %2012, label %2021, label %2013

2013:                                             ; preds = %2021, %2008
  br label %2057

2014:                                             ; preds = %2014, %1993
  %2015 = phi i64 [ 0, %1993 ], [ %2019, %2014 ]
  %2016 = trunc i64 %2015 to i32
  %2017 = add nsw i32 %1995, %2016
  %2018 = getelementptr inbounds [4 x i32], [4 x i32]* %30, i64 0, i64 %2015
  store i32 %2017, i32* %2018, align 4, !tbaa !5
  %2019 = add nuw nsw i64 %2015, 1
  %2020 = icmp eq i64 %2019, 4
  br i1 %2020, label %2008, label %2014, !llvm.loop !52

2021:                                             ; preds = %2008
  %2022 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i64 0, i64 0
  %2023 = load i32, i32* %1859, align 8, !tbaa !5
  %2024 = load i32, i32* %1884, align 4, !tbaa !5
  %2025 = load i32, i32* %2022, align 16, !tbaa !5
  %2026 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i64 0, i64 1
  %2027 = load i32, i32* %2026, align 4, !tbaa !5
  %2028 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i64 0, i64 2
  %2029 = load i32, i32* %2028, align 8, !tbaa !5
  %2030 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i64 0, i64 3
  %2031 = load i32, i32* %2030, align 4, !tbaa !5
  %2032 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([43 x i8], [43 x i8]* @.str.39, i64 0, i64 0), i32 noundef %2023, i32 noundef %2024, i32 noundef %2025, i32 noundef %2027, i32 noundef %2029, i32 noundef %2031) #10
  br label %2013

2033:                                             ; preds = %2057
  %2034 = bitcast i32* %11 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2034) #10
  store i32 %2072, i32* %11, align 4, !tbaa !5
  %2035 = bitcast i32* %12 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2035) #10
  %2036 = call i32 @MPI_Allreduce(i8* noundef nonnull %2034, i8* noundef nonnull %2035, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2037 = load i32, i32* %11, align 4, !tbaa !5
  %2038 = icmp eq i32 %2037, 0
  br i1 %2038, label %2039, label %2042

2039:                                             ; preds = %2033
  %2040 = load i32, i32* @rank, align 4, !tbaa !5
  %2041 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %2040, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.40, i64 0, i64 0)) #10
  br label %2042

2042:                                             ; preds = %2039, %2033
  %2043 = load i32, i32* @rank, align 4, !tbaa !5
  %2044 = icmp eq i32 %2043, 0
  br i1 %2044, label %2045, label %2050

2045:                                             ; preds = %2042
  %2046 = load i32, i32* %12, align 4, !tbaa !5
  %2047 = icmp eq i32 %2046, 0
  %2048 = select i1 %2047, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %2049 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.40, i64 0, i64 0), i8* noundef %2048) #10
  br label %2050

2050:                                             ; preds = %2045, %2042
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2035) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2034) #10
  %2051 = bitcast [4 x i32]* %32 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2051) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %2051, i8* noundef nonnull align 16 dereferenceable(16) bitcast ([4 x i32]* @__const.topology.vc to i8*), i64 16, i1 false) #10
  %2052 = bitcast [4 x i32]* %33 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %2052) #10
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(16) %2052, i8* noundef nonnull align 16 dereferenceable(16) bitcast ([4 x i32]* @__const.topology.vd to i8*), i64 16, i1 false) #10
  %2053 = bitcast [6 x i32]* %34 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2053) #10
  %2054 = bitcast [6 x i32]* %35 to i8*
  call void @llvm.lifetime.start.p0i8(i64 24, i8* nonnull %2054) #10
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(24) %2054, i8 -1, i64 24, i1 false) #10
  %2055 = load i32, i32* %21, align 4, !tbaa !5
  %2056 = mul nsw i32 %2055, 100
  br label %2080

2057:                                             ; preds = %2013, %2057
  %2058 = phi i64 [ %2073, %2057 ], [ 0, %2013 ]
  %2059 = phi i32 [ %2072, %2057 ], [ 1, %2013 ]
  %2060 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 %2058
  %2061 = load i32, i32* %2060, align 4, !tbaa !5
  %2062 = icmp eq i32 %2061, -1
  %2063 = getelementptr inbounds [4 x i32], [4 x i32]* %31, i64 0, i64 %2058
  %2064 = load i32, i32* %2063, align 4, !tbaa !5
  %2065 = mul nsw i32 %2061, 10
  %2066 = trunc i64 %2058 to i32
  %2067 = xor i32 %2066, 1
  %2068 = add nsw i32 %2065, %2067
  %2069 = select i1 %2062, i32 -1, i32 %2068
  %2070 = icmp eq i32 %2064, %2069
  %2071 = zext i1 %2070 to i32
  %2072 = and i32 %2059, %2071
  %2073 = add nuw nsw i64 %2058, 1
  %2074 = icmp eq i64 %2073, 4
  br i1 %2074, label %2033, label %2057, !llvm.loop !53

2075:                                             ; preds = %2080
  %2076 = getelementptr inbounds [4 x i32], [4 x i32]* %32, i64 0, i64 0
  %2077 = getelementptr inbounds [4 x i32], [4 x i32]* %33, i64 0, i64 0
  %2078 = load i32, i32* %19, align 4, !tbaa !5
  %2079 = call i32 @MPI_Neighbor_alltoallv(i8* noundef nonnull %2053, i32* noundef nonnull %2076, i32* noundef nonnull %2077, i32 noundef 1275069445, i8* noundef nonnull %2054, i32* noundef nonnull %2076, i32* noundef nonnull %2077, i32 noundef 1275069445, i32 noundef %2078) #10
  br label %2154

2080:                                             ; preds = %2080, %2050
  %2081 = phi i64 [ 0, %2050 ], [ %2085, %2080 ]
  %2082 = trunc i64 %2081 to i32
  %2083 = add nsw i32 %2056, %2082
  %2084 = getelementptr inbounds [6 x i32], [6 x i32]* %34, i64 0, i64 %2081
  store i32 %2083, i32* %2084, align 4, !tbaa !5
  %2085 = add nuw nsw i64 %2081, 1
  %2086 = icmp eq i64 %2085, 6
  br i1 %2086, label %2075, label %2080, !llvm.loop !54

2087:                                             ; preds = %2170
  %2088 = bitcast i32* %9 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2088) #10
  store i32 %2171, i32* %9, align 4, !tbaa !5
  %2089 = bitcast i32* %10 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2089) #10
  %2090 = call i32 @MPI_Allreduce(i8* noundef nonnull %2088, i8* noundef nonnull %2089, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2091 = load i32, i32* %9, align 4, !tbaa !5
  %2092 = icmp eq i32 %2091, 0
  br i1 %2092, label %2093, label %2096

2093:                                             ; preds = %2087
  %2094 = load i32, i32* @rank, align 4, !tbaa !5
  %2095 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %2094, i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.41, i64 0, i64 0)) #10
  br label %2096

2096:                                             ; preds = %2093, %2087
  %2097 = load i32, i32* @rank, align 4, !tbaa !5
  %2098 = icmp eq i32 %2097, 0
  br i1 %2098, label %2099, label %2104

2099:                                             ; preds = %2096
  %2100 = load i32, i32* %10, align 4, !tbaa !5
  %2101 = icmp eq i32 %2100, 0
  %2102 = select i1 %2101, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %2103 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.41, i64 0, i64 0), i8* noundef %2102) #10
  br label %2104

2104:                                             ; preds = %2099, %2096
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2089) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2088) #10
  %2105 = bitcast i32* %36 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2105) #10
  %2106 = bitcast i64* %37 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2106) #10
  store i64 4294967296, i64* %37, align 8
  %2107 = load i32, i32* %19, align 4, !tbaa !5
  %2108 = bitcast i64* %37 to i32*
  %2109 = call i32 @MPI_Cart_sub(i32 noundef %2107, i32* noundef nonnull %2108, i32* noundef nonnull %36) #10
  %2110 = bitcast i32* %38 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2110) #10
  %2111 = bitcast i32* %39 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2111) #10
  %2112 = load i32, i32* %36, align 4, !tbaa !5
  %2113 = call i32 @MPI_Comm_size(i32 noundef %2112, i32* noundef nonnull %38) #10
  %2114 = load i32, i32* %36, align 4, !tbaa !5
  %2115 = call i32 @MPI_Comm_rank(i32 noundef %2114, i32* noundef nonnull %39) #10
  %2116 = load i32, i32* %38, align 4, !tbaa !5
  %2117 = load i32, i32* %1884, align 4, !tbaa !5
  %2118 = icmp eq i32 %2116, %2117
  %2119 = load i32, i32* %39, align 4
  %2120 = load i32, i32* %1887, align 4
  %2121 = icmp eq i32 %2119, %2120
  %2122 = select i1 %2118, i1 %2121, i1 false
  %2123 = zext i1 %2122 to i32
  %2124 = bitcast i32* %7 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2124) #10
  store i32 %2123, i32* %7, align 4, !tbaa !5
  %2125 = bitcast i32* %8 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2125) #10
  %2126 = call i32 @MPI_Allreduce(i8* noundef nonnull %2124, i8* noundef nonnull %2125, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2127 = load i32, i32* %7, align 4, !tbaa !5
  %2128 = icmp eq i32 %2127, 0
  br i1 %2128, label %2129, label %2132

2129:                                             ; preds = %2104
  %2130 = load i32, i32* @rank, align 4, !tbaa !5
  %2131 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %2130, i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.42, i64 0, i64 0)) #10
  br label %2132

2132:                                             ; preds = %2129, %2104
  %2133 = load i32, i32* @rank, align 4, !tbaa !5
  %2134 = icmp eq i32 %2133, 0
  br i1 %2134, label %2135, label %2140

2135:                                             ; preds = %2132
  %2136 = load i32, i32* %8, align 4, !tbaa !5
  %2137 = icmp eq i32 %2136, 0
  %2138 = select i1 %2137, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %2139 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.42, i64 0, i64 0), i8* noundef %2138) #10
  br label %2140

2140:                                             ; preds = %2135, %2132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2125) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2124) #10
  %2141 = call i32 @MPI_Comm_free(i32* noundef nonnull %36) #10
  %2142 = call i32 @MPI_Comm_free(i32* noundef nonnull %19) #10
  %2143 = bitcast i32* %40 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2143) #10
  %2144 = bitcast i32* %41 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2144) #10
  %2145 = call i32 @MPI_Comm_group(i32 noundef 1140850688, i32* noundef nonnull %40) #10
  %2146 = bitcast [64 x i32]* %42 to i8*
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %2146) #10
  %2147 = load i32, i32* @size, align 4, !tbaa !5
  %2148 = icmp sgt i32 %2147, 0
  br i1 %2148, label %2149, label %2176

2149:                                             ; preds = %2140
  %2150 = add i32 %2147, -1
  %2151 = lshr i32 %2150, 1
  %2152 = add nuw i32 %2151, 1
  %2153 = zext i32 %2152 to i64
  br label %2201

2154:                                             ; preds = %2170, %2075
  %2155 = phi i64 [ 0, %2075 ], [ %2172, %2170 ]
  %2156 = phi i32 [ 1, %2075 ], [ %2171, %2170 ]
  %2157 = getelementptr inbounds [4 x i32], [4 x i32]* %28, i64 0, i64 %2155
  %2158 = load i32, i32* %2157, align 4, !tbaa !5
  %2159 = icmp eq i32 %2158, -1
  br i1 %2159, label %2170, label %2160

2160:                                             ; preds = %2154
  %2161 = getelementptr inbounds [4 x i32], [4 x i32]* %33, i64 0, i64 %2155
  %2162 = load i32, i32* %2161, align 4, !tbaa !5
  %2163 = sext i32 %2162 to i64
  %2164 = getelementptr inbounds [6 x i32], [6 x i32]* %35, i64 0, i64 %2163
  %2165 = load i32, i32* %2164, align 4, !tbaa !5
  %2166 = sdiv i32 %2165, 100
  %2167 = icmp eq i32 %2166, %2158
  %2168 = zext i1 %2167 to i32
  %2169 = and i32 %2156, %2168
  br label %2170

2170:                                             ; preds = %2160, %2154
  %2171 = phi i32 [ %2169, %2160 ], [ %2156, %2154 ]
  %2172 = add nuw nsw i64 %2155, 1
  %2173 = icmp eq i64 %2172, 4
  br i1 %2173, label %2087, label %2154, !llvm.loop !55

2174:                                             ; preds = %2201
  %2175 = trunc i64 %2204 to i32
  br label %2176

2176:                                             ; preds = %2174, %2140
  %2177 = phi i32 [ 0, %2140 ], [ %2175, %2174 ]
  %2178 = load i32, i32* %40, align 4, !tbaa !5
  %2179 = getelementptr inbounds [64 x i32], [64 x i32]* %42, i64 0, i64 0
  %2180 = call i32 @MPI_Group_incl(i32 noundef %2178, i32 noundef %2177, i32* noundef nonnull %2179, i32* noundef nonnull %41) #10
  %2181 = bitcast i32* %43 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2181) #10
  %2182 = load i32, i32* %41, align 4, !tbaa !5
  %2183 = call i32 @MPI_Comm_create(i32 noundef 1140850688, i32 noundef %2182, i32* noundef nonnull %43) #10
  %2184 = bitcast i32* %44 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2184) #10
  %2185 = bitcast i32* %45 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2185) #10
  %2186 = load i32, i32* %41, align 4, !tbaa !5
  %2187 = call i32 @MPI_Group_rank(i32 noundef %2186, i32* noundef nonnull %44) #10
  %2188 = load i32, i32* %41, align 4, !tbaa !5
  store i32 0, i32* %46, align 4, !tbaa !5
  %2189 = load i32, i32* %40, align 4, !tbaa !5
  %2190 = call i32 @MPI_Group_translate_ranks(i32 noundef %2188, i32 noundef 1, i32* noundef nonnull %46, i32 noundef %2189, i32* noundef nonnull %45) #10
  %2191 = load i32, i32* @rank, align 4, !tbaa !5
  %2192 = srem i32 %2191, 2
  %2193 = sdiv i32 %2191, 2
  %2194 = icmp ne i32 %2192, 0
  %2195 = load i32, i32* %43, align 4, !tbaa !5
  %2196 = icmp ne i32 %2195, 67108864
  %2197 = xor i1 %2194, %2196
  %2198 = load i32, i32* %45, align 4
  %2199 = icmp eq i32 %2198, 0
  %2200 = select i1 %2197, i1 %2199, i1 false
  br i1 %2200, label %2208, label %2214

2201:                                             ; preds = %2201, %2149
  %2202 = phi i64 [ 0, %2149 ], [ %2204, %2201 ]
  %2203 = phi i32 [ 0, %2149 ], [ %2206, %2201 ]
  %2204 = add nuw nsw i64 %2202, 1
  %2205 = getelementptr inbounds [64 x i32], [64 x i32]* %42, i64 0, i64 %2202
  store i32 %2203, i32* %2205, align 4, !tbaa !5
  %2206 = add nuw nsw i32 %2203, 2
  %2207 = icmp eq i64 %2204, %2153
  br i1 %2207, label %2174, label %2201, !llvm.loop !56

2208:                                             ; preds = %2176
  %2209 = icmp eq i32 %2192, 0
  %2210 = load i32, i32* %44, align 4, !tbaa !5
  %2211 = select i1 %2209, i32 %2193, i32 -32766
  %2212 = icmp eq i32 %2210, %2211
  %2213 = zext i1 %2212 to i32
  br label %2214

2214:                                             ; preds = %2208, %2176
  %2215 = phi i32 [ 0, %2176 ], [ %2213, %2208 ]
  %2216 = icmp eq i32 %2195, 67108864
  br i1 %2216, label %2225, label %2217

2217:                                             ; preds = %2214
  %2218 = bitcast i32* %47 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2218) #10
  %2219 = call i32 @MPI_Comm_size(i32 noundef %2195, i32* noundef nonnull %47) #10
  %2220 = load i32, i32* %47, align 4, !tbaa !5
  %2221 = icmp eq i32 %2220, %2177
  %2222 = zext i1 %2221 to i32
  %2223 = and i32 %2215, %2222
  %2224 = call i32 @MPI_Comm_free(i32* noundef nonnull %43) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2218) #10
  br label %2225

2225:                                             ; preds = %2217, %2214
  %2226 = phi i32 [ %2223, %2217 ], [ %2215, %2214 ]
  %2227 = call i32 @MPI_Group_free(i32* noundef nonnull %41) #10
  %2228 = call i32 @MPI_Group_free(i32* noundef nonnull %40) #10
  %2229 = bitcast i32* %5 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2229) #10
  store i32 %2226, i32* %5, align 4, !tbaa !5
  %2230 = bitcast i32* %6 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2230) #10
  %2231 = call i32 @MPI_Allreduce(i8* noundef nonnull %2229, i8* noundef nonnull %2230, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2232 = load i32, i32* %5, align 4, !tbaa !5
  %2233 = icmp eq i32 %2232, 0
  br i1 %2233, label %2234, label %2237

2234:                                             ; preds = %2225
  %2235 = load i32, i32* @rank, align 4, !tbaa !5
  %2236 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %2235, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.43, i64 0, i64 0)) #10
  br label %2237

2237:                                             ; preds = %2234, %2225
  %2238 = load i32, i32* @rank, align 4, !tbaa !5
  %2239 = icmp eq i32 %2238, 0
  br i1 %2239, label %2240, label %2245

2240:                                             ; preds = %2237
  %2241 = load i32, i32* %6, align 4, !tbaa !5
  %2242 = icmp eq i32 %2241, 0
  %2243 = select i1 %2242, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %2244 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.43, i64 0, i64 0), i8* noundef %2243) #10
  br label %2245

2245:                                             ; preds = %2237, %2240
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2230) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2229) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2185) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2184) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2181) #10
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %2146) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2144) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2143) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2111) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2110) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2106) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2105) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2054) #10
  call void @llvm.lifetime.end.p0i8(i64 24, i8* nonnull %2053) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2052) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %2051) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1973) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1972) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1971) #10
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %1962) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1938) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1925) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1923) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1874) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1867) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1866) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1865) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1864) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1861) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1857) #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %1856) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1854)
  %2246 = bitcast i32* %214 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2246) #10
  %2247 = bitcast i32** %215 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2247) #10
  %2248 = call i32 @MPI_Comm_get_attr(i32 noundef 1140850688, i32 noundef 1681915905, i8* noundef nonnull %2247, i32* noundef nonnull %214) #10
  %2249 = load i32, i32* %214, align 4, !tbaa !5
  %2250 = icmp eq i32 %2249, 0
  br i1 %2250, label %2255, label %2251

2251:                                             ; preds = %2245
  %2252 = load i32*, i32** %215, align 8, !tbaa !9
  %2253 = load i32, i32* %2252, align 4, !tbaa !5
  %2254 = icmp sgt i32 %2253, 32766
  br label %2255

2255:                                             ; preds = %2245, %2251
  %2256 = phi i1 [ %2254, %2251 ], [ false, %2245 ]
  %2257 = icmp ne i32 %2249, 0
  %2258 = select i1 %2257, i1 %2256, i1 false
  %2259 = zext i1 %2258 to i32
  %2260 = bitcast i32* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2260)
  store i32 %2259, i32* %3, align 4, !tbaa !5
  %2261 = bitcast i32* %4 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2261) #10
  %2262 = call i32 @MPI_Allreduce(i8* noundef nonnull %2260, i8* noundef nonnull %2261, i32 noundef 1, i32 noundef 1275069445, i32 noundef 1476395013, i32 noundef 1140850688) #10
  %2263 = load i32, i32* %3, align 4, !tbaa !5
  %2264 = icmp eq i32 %2263, 0
  br i1 %2264, label %2265, label %2268

2265:                                             ; preds = %2255
  %2266 = load i32, i32* @rank, align 4, !tbaa !5
  %2267 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.44, i64 0, i64 0), i32 noundef %2266, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0)) #10
  br label %2268

2268:                                             ; preds = %2265, %2255
  %2269 = load i32, i32* @rank, align 4, !tbaa !5
  %2270 = icmp eq i32 %2269, 0
  br i1 %2270, label %2271, label %2276

2271:                                             ; preds = %2268
  %2272 = load i32, i32* %4, align 4, !tbaa !5
  %2273 = icmp eq i32 %2272, 0
  %2274 = select i1 %2273, i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.47, i64 0, i64 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.46, i64 0, i64 0)
  %2275 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.45, i64 0, i64 0), i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i8* noundef %2274) #10
  br label %2276

2276:                                             ; preds = %2268, %2271
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2261) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2260)
  %2277 = call i32 @MPI_Finalize() #10
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2247) #10
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2246) #10
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

declare i32 @MPI_Neighbor_allgather(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Neighbor_alltoall(i8* noundef, i32 noundef, i32 noundef, i8* noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare i32 @MPI_Neighbor_alltoallv(i8* noundef, i32* noundef, i32* noundef, i32 noundef, i8* noundef, i32* noundef, i32* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

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
!52 = distinct !{!52, !12, !13}
!53 = distinct !{!53, !12, !13}
!54 = distinct !{!54, !12, !13}
!55 = distinct !{!55, !12, !13}
!56 = distinct !{!56, !12, !13}
