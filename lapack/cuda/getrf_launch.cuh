// Batched LU, CUDA backend: launchers of the kernels in getrf_kernels.cuh,
// and the choice of leaf kernel by size (GetrfTuning). Each precision's .cu
// file includes this and lists its instantiations.
#pragma once
#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdlib>
#include <iterator>

#include "core/cuda/batch_check.cuh"
#include "core/cuda/cuda_check.hpp"
#include "core/grid_stride.hpp"
#include "core/static_index.hpp"
#include "lapack/cuda/getrf_blocked_kernel.cuh"
#include "lapack/cuda/getrf_kernels.cuh"
#include "lapack/cuda/getrf_update_kernel.cuh"
#include "lapack/cuda/getrs_block_kernel.cuh"
#include "lapack/cuda/getrs_thread_kernel.cuh"
#include "lapack/cuda/getrs_warp_kernel.cuh"
#include "lapack/getrf_tuning.hpp"

namespace myriad::detail {

namespace lu_cuda {

constexpr int kThreads1d = 256;
/// Shared memory of an SM (sm_90): bounds the blocks a shared-memory kernel
/// asks of the register allocator.
constexpr std::size_t kSmemPerSm = 228 * 1024;
/// Interchange kernels (getrf_kernels.cuh): shared memory for the row map
/// and staging buffers (no opt-in needed), warps per block (one column each
/// at a time), the most interchanges a call of laswp_perm_kernel takes
/// (more go to laswp_compose_kernel) and the loads in flight a lane of the
/// latter. Session 22, H100, myriad-bench --op getrf --precision d
/// --backend cuda --reps 5, two rounds, ms with 8 / 4 / 2 warps (then one
/// register kernel for every count): n = 48 0.746 / 0.707-0.709 /
/// 0.704-0.705, 64 0.897-0.901 / 0.877 / 0.877-0.880, 128 3.800 /
/// 3.710-3.733 / 3.727-3.736, 256 5.236-5.239 / 5.230-5.241 / 5.204-5.207,
/// 512 7.216-7.224 / 7.084-7.089 / 7.084-7.103; variable max 128
/// 2.226-2.230 / 2.175-2.180 / 2.188-2.196 (a call moves at most twice its
/// pivots' rows; fewer warps leave room for more matrices per SM). Staging
/// the pivots in shared memory before the serial composition changed
/// nothing there (n = 64: 210.7 against 209.6 us a call in the
/// interchanges).
/// Session 36, H200, same bench (getrs: --nrhs 16), one call, two rounds,
/// the register kernel for every count -> the compose kernel for every
/// count (serial composition up to 64 interchanges), ms: DGETRF n = 64 /
/// 128 / 192 / 256 / 384 / 512 0.771-0.772 / 3.182-3.184 / 3.964-3.965 /
/// 4.300-4.306 / 5.367-5.380 / 5.844-5.855 -> 0.841-0.844 / 3.271-3.272 /
/// 4.015-4.016 / 4.296-4.297 / 5.354-5.361 / 5.743-5.755; DGETRS n = 128 /
/// 256 / 512 1.009 / 0.878-0.880 / 0.870-0.872 -> 0.961-0.963 /
/// 0.788-0.792 / 0.826-0.830; ZGETRF 512 8.961 -> 9.414, CGETRF 512 8.705
/// -> 8.857, SGETRF 128 2.524 -> 2.690, variable DGETRF max 512 4.406 ->
/// 4.568 (one round). Parallel composition from 33 or from 129
/// interchanges instead of 65: DGETRF within 1%. Hence the register
/// kernel up to 64. Not kept (earlier calls of the session, DGETRF n = 64
/// / 512 with the register kernel 0.771 / 5.810-5.828): several blocks a
/// matrix, the columns split between them, each composing (for small
/// batches): 512 5.801 against 5.677 with one; a cap of 32 registers (16
/// blocks an SM): spills, 512 6.970; two warps a block: 512 6.046; one
/// thread composing from the pivots staged in shared memory, the moves
/// through the staging buffer: 64 0.818, 512 5.818.
/// Session 44, H200, not kept: each column's span of touched rows copied
/// whole (coalesced) into a per-warp buffer, the moved rows written from it
/// (an experiment's switch, two rounds, ms): DGETRF n = 64 / 128 / 256 /
/// 384 / 512 0.7618-0.7652 / 3.149-3.160 / 4.297-4.310 / 5.352-5.353 /
/// 5.671-5.693 -> compose kernel only 0.7576-0.7642 / 3.147-3.159 /
/// 4.275-4.278 / 5.347-5.709 / 5.572-5.578 (unrolled by 16: 2-6% slower;
/// 8 warps: within 1%), the register kernel too 0.829-0.832 / 3.249-3.268
/// (slower). ncu at 512 (batch 512): the compose kernel 987 -> 930 us a
/// call, at about 62% of the copy bandwidth for the bytes of the spans: the
/// recursion moves the rows of each level's columns again (5.5 MB of
/// traffic a matrix of 2 MB), not a slow kernel.
constexpr std::size_t kLaswpMaxSmem = myriad::detail::kDefaultSmem;
constexpr int kLaswpWarps = 4;
constexpr int kLaswpSerialMax = 64;
template <class D>
constexpr int kLaswpUnroll = sizeof(D) > 8 ? 2 : 4;

/// Blocks for a grid-stride loop over count items.
inline unsigned grid_for(int count) {
  const int blocks = (count + kThreads1d - 1) / kThreads1d;
  return static_cast<unsigned>(std::max(1, std::min(blocks, 65536)));
}

/// Dynamic shared memory the block kernel needs for an m x n view.
inline std::size_t block_smem_bytes(int m, int n, int scalar_bytes) {
  return static_cast<std::size_t>(m) * n * scalar_bytes;
}

/// Whether an m x n view fits the shared-memory block kernel.
inline bool fits_shared(const Queue::Impl& q, int m, int n, int scalar_bytes) {
  // Room for the kernel's static reduction arrays.
  const std::size_t reserve = 1024;
  return q.smem_optin > reserve &&
         block_smem_bytes(m, n, scalar_bytes) <= q.smem_optin - reserve;
}

template <class D, int NC, int G, int RPL>
Status launch_register(Queue::Impl& q, const MatrixBatch<D>& A,
                       const MatrixBatch<int>& ipiv, int* info, int offset,
                       const LuPivoting<cuda::real_of<D>>& piv) {
  constexpr int kWarps = GetrfTuning::kRegisterWarpsPerBlock;
  constexpr int kPerBlock = kWarps * 32 / G;
  const unsigned grid = static_cast<unsigned>(
      (static_cast<long long>(A.count()) + kPerBlock - 1) / kPerBlock);
  cuda::getrf_register_kernel<D, NC, G, RPL, kWarps>
      <<<grid, 32 * kWarps, 0, q.stream>>>(A, ipiv, info, offset, piv.pivot,
                                           piv.tol, piv.replaced, piv.init);
  return launch_status("getrf: register kernel");
}

/// The thread-per-matrix kernel for nodes of at most NT x NT: a warp per
/// 32 matrices.
template <class D, int NT>
Status launch_thread(Queue::Impl& q, const MatrixBatch<D>& A,
                     const MatrixBatch<int>& ipiv, int* info, int offset,
                     const LuPivoting<cuda::real_of<D>>& piv) {
  constexpr int kWarps = GetrfTuning::kThreadWarpsPerBlock;
  constexpr long long kPerBlock = 32 * kWarps;
  const unsigned grid = static_cast<unsigned>(
      (static_cast<long long>(A.count()) + kPerBlock - 1) / kPerBlock);
  cuda::getrf_thread_kernel<D, NT, kWarps><<<grid, 32 * kWarps, 0, q.stream>>>(
      A, ipiv, info, offset, piv.pivot, piv.tol, piv.replaced, piv.init);
  return launch_status("getrf: thread-per-matrix kernel");
}

/// Lanes of a register kernel's group for rows of NC columns: the power of
/// two from NC.
template <int NC>
constexpr int register_group() {
  return NC <= 4 ? 4 : NC <= 8 ? 8 : NC <= 16 ? 16 : 32;
}

/// The register kernel for nodes of at most max_m <= 32 rows and NC
/// columns: groups of register_group<NC>() lanes when the rows fit them (or
/// half as many lanes with two rows each, GetrfTuning::
/// register_rows_per_lane), else whole warps.
template <class D, int NC>
Status launch_register_rows(Queue::Impl& q, const MatrixBatch<D>& A,
                            const MatrixBatch<int>& ipiv, int* info, int offset,
                            const LuPivoting<cuda::real_of<D>>& piv,
                            int max_m) {
  constexpr int G = register_group<NC>();
  if constexpr (G < 32) {
    if (max_m <= G) {
      if constexpr (std::is_same_v<D, double> && G >= 16)
        if (GetrfTuning::register_rows_per_lane(NC, A.count(), q.sm_count) == 2)
          return launch_register<D, NC, G / 2, 2>(q, A, ipiv, info, offset,
                                                  piv);
      return launch_register<D, NC, G, 1>(q, A, ipiv, info, offset, piv);
    }
  }
  return launch_register<D, NC, 32, 1>(q, A, ipiv, info, offset, piv);
}

/// The shared-row kernel (its first GetrfTuning::kSharedRowCols columns in
/// shared memory), one matrix a block: orders GetrfTuning::kSharedRowFrom
/// ...32, and the orders <= 32 of variable-size leaves.
template <class D>
Status launch_shared_row(Queue::Impl& q, const MatrixBatch<D>& A,
                         const MatrixBatch<int>& ipiv, int* info, int offset,
                         const LuPivoting<cuda::real_of<D>>& piv) {
  constexpr int S = GetrfTuning::kSharedRowCols;
  constexpr int kMin = GetrfTuning::shared_row_min_blocks(sizeof(D));
  const auto kernel = piv.pivot
                          ? cuda::getrf_shared_row_kernel<D, S, kMin, true>
                          : cuda::getrf_shared_row_kernel<D, S, kMin, false>;
  kernel<<<static_cast<unsigned>(A.count()), 32, 0, q.stream>>>(
      A, ipiv, info, offset, piv.tol, piv.replaced, piv.init);
  return launch_status("getrf: shared-row kernel");
}

template <class D, int kTile>
Status launch_tile(Queue::Impl& q, const MatrixBatch<D>& A,
                   const MatrixBatch<int>& ipiv, int* info, int offset,
                   const LuPivoting<cuda::real_of<D>>& piv, int lo, int hi) {
  constexpr GetrfTileShape t = GetrfTuning::kTiles[kTile];
  cuda::getrf_tile_kernel<D, t.sr, t.tr, t.sc, t.tc>
      <<<static_cast<unsigned>(A.count()), t.sr * t.sc, 0, q.stream>>>(
          A, ipiv, info, offset, piv.pivot, piv.tol, piv.replaced, lo, hi);
  return launch_status("getrf: register-tiled kernel");
}

/// The register-tiled kernel of kTiles[tile] for the matrices whose larger
/// dimension is in (lo, hi]; the shapes whose tiles are too large for D are
/// never chosen (tile_for) and not instantiated.
template <class D>
Status launch_tile_by_index(Queue::Impl& q, int tile, const MatrixBatch<D>& A,
                            const MatrixBatch<int>& ipiv, int* info, int offset,
                            const LuPivoting<cuda::real_of<D>>& piv, int lo,
                            int hi) {
  return with_static_index<GetrfTuning::kNumTiles>(tile, [&](auto i) -> Status {
    constexpr int kI = decltype(i)::value;
    if constexpr (GetrfTuning::kTiles[kI].tile() *
                      static_cast<int>(sizeof(D)) <=
                  GetrfTuning::kTileMaxBytes)
      return launch_tile<D, kI>(q, A, ipiv, info, offset, piv, lo, hi);
    else
      return {StatusCode::InternalError, "getrf: no register-tiled kernel"};
  });
}

/// The columns a row-owner leaf interchanges outside itself: the caller's
/// view where it asked for them (LuOutside), of a fixed-size batch only
/// (in a variable-size one the shared-row kernel takes the small orders,
/// and does not) and for the scalars of GetrfTuning::rows_swaps_outside,
/// marked as applied; else none (count 0).
template <class D>
MatrixBatch<D> outside_rows(const MatrixBatch<D>& A,
                            const LuOutside<D>* outside) {
  if (!GetrfTuning::rows_swaps_outside(std::is_same_v<D, cuda::real_of<D>>) ||
      !outside || A.is_variable())
    return MatrixBatch<D>();
  *outside->applied = true;
  return outside->rows;
}

/// The row-owner kernel of a shape (kMaxRows rows on kWarps warps,
/// kMinBlocks blocks per SM) on the matrices of order above lo, its rows
/// GetrfTuning::rows_cols wide; the one-warp shape's rows and blocks per SM
/// from GetrfTuning::kRowsSmallWidths where one holds the node. O (count
/// 0: none) and col0: the columns it also interchanges (getrf_rows_kernel).
template <class D, int kMaxRows, int kWarps, int kMinBlocks>
Status launch_rows(Queue::Impl& q, const MatrixBatch<D>& A,
                   const MatrixBatch<int>& ipiv, int* info, int offset,
                   const LuPivoting<cuda::real_of<D>>& piv, int lo,
                   const MatrixBatch<D>& O, int col0) {
  const auto go = [&](auto kernel) {
    kernel<<<static_cast<unsigned>(A.count()), 32 * kWarps, 0, q.stream>>>(
        A, ipiv, info, offset, piv.pivot, piv.tol, piv.replaced, lo, INT_MAX, O,
        col0);
    return launch_status("getrf: row-owner kernel");
  };
  constexpr int kNarrow = GetrfTuning::kRowsNarrowCols;
  if constexpr (kMaxRows <= GetrfTuning::kRowsSmall.max_rows) {
    if (const int i = GetrfTuning::rows_small_width(A.max_cols()); i >= 0)
      return with_static_index<GetrfTuning::kNumRowsSmallWidths>(
          i, [&](auto ic) -> Status {
            constexpr GetrfRowsWidth w =
                GetrfTuning::kRowsSmallWidths[decltype(ic)::value];
            return go(cuda::getrf_rows_kernel<D, kWarps, w.cols, w.min_blocks>);
          });
  }
  if constexpr (GetrfTuning::rows_narrow(kMaxRows))
    if (GetrfTuning::rows_cols(kMaxRows, A.max_cols()) == kNarrow)
      return go(cuda::getrf_rows_kernel<D, kWarps, kNarrow, kMinBlocks>);
  return go(
      cuda::getrf_rows_kernel<D, kWarps, GetrfTuning::kRowsCols, kMinBlocks>);
}

/// A tall-panel leaf (a shape from GetrfTuning::tall_for): the row-owner
/// kernel of kRowsShapes[shape] where a row fits a thread's registers
/// (rows_scalar), else the register-tiled kernel of kTiles[shape]. For a
/// variable-size batch the matrices of order <= 32 go to the shared-row
/// kernel first (a block of the tile kernel per 3 x 3 matrix wastes the SM:
/// the demo's power-law batch of orders 1...128 took 3.99 ms that way).
template <class D>
Status launch_tall_leaf(Queue::Impl& q, int shape, const MatrixBatch<D>& A,
                        const MatrixBatch<int>& ipiv, int* info, int offset,
                        const LuPivoting<cuda::real_of<D>>& piv,
                        const LuOutside<D>* outside) {
  int done = 0;  // orders up to this are factored
  if (A.is_variable()) {
    if (Status s = launch_shared_row<D>(q, A, ipiv, info, offset, piv); !s.ok())
      return s;
    done = 32;
  }
  if constexpr (GetrfTuning::rows_scalar(sizeof(D))) {
    return with_static_index<GetrfTuning::kNumRowsShapes>(
        shape, [&](auto i) -> Status {
          constexpr GetrfRowsShape r =
              GetrfTuning::kRowsShapes[decltype(i)::value];
          return launch_rows<D, r.max_rows, r.warps, r.blocks_for<D>()>(
              q, A, ipiv, info, offset, piv, done, outside_rows(A, outside),
              outside ? outside->col0 : 0);
        });
  } else {
    (void)outside;
    return launch_tile_by_index<D>(q, shape, A, ipiv, info, offset, piv, done,
                                   INT_MAX);
  }
}

/// The one-warp row-owner kernel for nodes of at most 32 x 32
/// (GetrfTuning::kRowsSmall).
template <class D>
Status launch_rows_small(Queue::Impl& q, const MatrixBatch<D>& A,
                         const MatrixBatch<int>& ipiv, int* info, int offset,
                         const LuPivoting<cuda::real_of<D>>& piv,
                         const LuOutside<D>* outside) {
  constexpr GetrfRowsShape r = GetrfTuning::kRowsSmall;
  return launch_rows<D, r.max_rows, r.warps, r.min_blocks>(
      q, A, ipiv, info, offset, piv, 0, outside_rows(A, outside),
      outside ? outside->col0 : 0);
}

/// The blocked shared-memory kernel (GetrfTuning::kBlocked); in a
/// variable-size node, on the matrices of order above 32, the shared-row
/// kernel on the others first.
template <class D>
Status launch_blocked(Queue::Impl& q, const MatrixBatch<D>& A,
                      const MatrixBatch<int>& ipiv, int* info, int offset,
                      const LuPivoting<cuda::real_of<D>>& piv) {
  int lo = 0;
  if (A.is_variable()) {
    if (Status s = launch_shared_row<D>(q, A, ipiv, info, offset, piv); !s.ok())
      return s;
    lo = GetrfTuning::kRegisterMaxRows;
  }
  constexpr int NB = GetrfTuning::kBlockedMax;
  constexpr GetrfBlockedShape t = GetrfTuning::kBlocked;
  constexpr std::size_t smem = cuda::blocked_smem_bytes<D, NB>();
  // Blocks an SM asked of the register allocator: as many as the shared
  // memory holds (1 KB a block reserved by the driver), at most the table's.
  constexpr int kBySmem = static_cast<int>(
      kSmemPerSm / (smem + sizeof(int) * (NB + 2 * t.panel + 1) + 1024));
  constexpr int kMinBlocks = std::min(t.min_blocks, std::max(1, kBySmem));
  auto kernel = cuda::getrf_blocked_kernel<D, NB, t.panel, t.warps, kMinBlocks>;
  if (Status s = allow_dynamic_smem(kernel, smem, q.smem_optin,
                                    "getrf: blocked kernel");
      !s.ok())
    return s;
  kernel<<<static_cast<unsigned>(A.count()), 32 * t.warps, smem, q.stream>>>(
      A, ipiv, info, offset, piv.pivot, piv.tol, piv.replaced, lo, INT_MAX);
  return launch_status("getrf: blocked kernel");
}

template <class D>
Status launch_block(Queue::Impl& q, const MatrixBatch<D>& A,
                    const MatrixBatch<int>& ipiv, int* info, int offset,
                    const LuPivoting<cuda::real_of<D>>& piv, int max_m,
                    int max_n) {
  constexpr int kThreads = GetrfTuning::kSharedThreads;
  auto kernel = cuda::getrf_block_kernel<D, kThreads>;
  const bool in_smem = fits_shared(q, max_m, max_n, sizeof(D));
  const std::size_t smem =
      in_smem ? block_smem_bytes(max_m, max_n, sizeof(D)) : 0;
  if (Status s =
          allow_dynamic_smem(kernel, smem, q.smem_optin, "getrf: block kernel");
      !s.ok())
    return s;
  kernel<<<static_cast<unsigned>(A.count()), kThreads, smem, q.stream>>>(
      A, ipiv, info, offset, piv.pivot, piv.tol, piv.replaced, in_smem);
  return launch_status("getrf: block kernel");
}

}  // namespace lu_cuda

template <class T>
Status lu_check_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                     const MatrixBatch<const int>& ipiv, bool has_ipiv,
                     const MatrixBatch<const T>& B, BatchCheck& out) {
  using D = cuda::device_t<T>;
  const cuda::LuCheckView<D> view{cuda::to_device(A), ipiv, has_ipiv,
                                  cuda::to_device(B), A.count()};
  return cuda::batch_check_pass(q, view, "lu argument check", &out);
}

template <class T>
Status lu_init_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                    const MatrixBatch<const int>& ipiv, bool has_ipiv,
                    int* info, int* replaced) {
  using D = cuda::device_t<T>;
  cuda::lu_init_kernel<const D>
      <<<lu_cuda::grid_for(A.count()), lu_cuda::kThreads1d, 0, q.stream>>>(
          cuda::to_device(A), ipiv, has_ipiv, info, replaced);
  return launch_status("getrf: info initialization");
}

template <class T>
Status getrf_leaf_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, int* info, int offset,
                       const LuPivoting<real_t<T>>& piv, int max_m, int max_n,
                       const LuOutside<T>* outside) {
  using D = cuda::device_t<T>;
  const auto Ad = cuda::to_device(A);
  LuOutside<D> od;
  if (outside)
    od = {cuda::to_device(outside->rows), outside->col0, outside->applied};
  const LuOutside<D>* const o = outside && piv.pivot ? &od : nullptr;
  if (GetrfTuning::register_node(max_m, max_n)) {
    if (const int t = GetrfTuning::thread_order(max_m, max_n, sizeof(D),
                                                A.count(), q.sm_count);
        t >= 0)
      return with_static_index<GetrfTuning::kNumThreadOrders>(
          t, [&](auto ic) -> Status {
            constexpr int NT = GetrfTuning::kThreadOrders[decltype(ic)::value];
            if constexpr (NT * NT * sizeof(D) <= GetrfTuning::kThreadMaxBytes)
              return lu_cuda::launch_thread<D, NT>(q, Ad, ipiv, info, offset,
                                                   piv);
            return {StatusCode::InternalError,
                    "getrf: no thread-per-matrix kernel"};
          });
    static_assert(
        GetrfTuning::kSharedRowFrom <= 17 &&
            GetrfTuning::kRegisterWidths[GetrfTuning::kNumRegisterWidths - 1] ==
                16,
        "register nodes are at most 16 columns wide");
    return with_static_index<GetrfTuning::kNumRegisterWidths>(
        GetrfTuning::register_width(max_n), [&](auto ic) -> Status {
          constexpr int NC = GetrfTuning::kRegisterWidths[decltype(ic)::value];
          return lu_cuda::launch_register_rows<D, NC>(q, Ad, ipiv, info, offset,
                                                      piv, max_m);
        });
  }
  if (max_m <= GetrfTuning::kRegisterMaxRows &&
      max_n <= GetrfTuning::kRegisterMaxCols) {
    if constexpr (GetrfTuning::rows_small_scalar(
                      std::is_same_v<D, cuda::real_of<D>>)) {
      if (!Ad.is_variable())  // fixed sizes only (kRowsSmall)
        return lu_cuda::launch_rows_small<D>(q, Ad, ipiv, info, offset, piv, o);
    }
    return lu_cuda::launch_shared_row<D>(q, Ad, ipiv, info, offset, piv);
  }
  if (GetrfTuning::blocked_node(max_m, max_n, sizeof(D), Ad.is_variable(),
                                Ad.count(), q.sm_count))
    return lu_cuda::launch_blocked<D>(q, Ad, ipiv, info, offset, piv);
  // Tall panels: the row-owner kernel where a row fits its registers, else
  // (complex<double>) the register-tiled one.
  if (const int shape = GetrfTuning::tall_for(max_m, max_n, sizeof(D));
      shape >= 0)
    return lu_cuda::launch_tall_leaf<D>(q, shape, Ad, ipiv, info, offset, piv,
                                        o);
  return lu_cuda::launch_block<D>(q, Ad, ipiv, info, offset, piv, max_m, max_n);
}

template <class T>
Status getrf_update_cuda(Queue::Impl& q, const MatrixBatch<T>& V,
                         const MatrixBatch<int>& ipiv, int jb, int offset,
                         bool pivot, const int* info) {
  using D = cuda::device_t<T>;
  if constexpr (is_complex_v<T>) {
    (void)q, (void)V, (void)ipiv, (void)jb, (void)offset, (void)pivot,
        (void)info;
    return {StatusCode::InternalError,
            "getrf: no fused update for complex scalars"};
  } else {
    constexpr int MR = GetrfTuning::kUpdateMaxRows;
    constexpr int JB = GetrfTuning::kUpdateMaxChild;
    constexpr int NR = GetrfTuning::kUpdateMaxRight;
    constexpr int kWarps = GetrfTuning::kUpdateWarps;
    auto kernel = cuda::getrf_update_kernel<D, MR, JB, NR, kWarps,
                                            GetrfTuning::kUpdateMinBlocks>;
    const std::size_t smem = cuda::update_smem_bytes<D, MR, JB>();
    if (Status s = allow_dynamic_smem(kernel, smem, q.smem_optin,
                                      "getrf: update kernel");
        !s.ok())
      return s;
    kernel<<<static_cast<unsigned>(V.count()), 32 * kWarps, smem, q.stream>>>(
        cuda::to_device(V), ipiv, jb, offset, pivot, info);
    return launch_status("getrf: update kernel");
  }
}

template <class T>
Status laswp_rows_cuda(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                       const MatrixBatch<const int>& ipiv, int incx,
                       const MatrixBatch<const T>& S, bool square_bound,
                       const int* mask, int max_cols) {
  using D = cuda::device_t<T>;
  const auto Ad = cuda::to_device(A);
  const auto Sd = cuda::to_device(S);
  // A composed permutation where its row map (and staging buffers) fit in
  // shared memory, fewer warps where they would not: laswp_perm_kernel up to
  // kLaswpSerialMax interchanges, laswp_compose_kernel above. The
  // one-thread-per-column kernel reads a column per lane (a cache line per
  // element): its interchanges took 12 of the 18 ms of an n = 128 LU on the
  // H100 (batch 8192), the permutation kernel 1.0 ms.
  const int w = k2 - k1 + 1, max_m = A.max_rows();
  const int max_warps = std::min(lu_cuda::kLaswpWarps, std::max(1, max_cols));
  const auto go = [&](auto kernel, int warps, std::size_t smem) {
    kernel<<<static_cast<unsigned>(A.count()),
             32u * static_cast<unsigned>(warps), smem, q.stream>>>(
        Ad, k1, k2, ipiv, incx, Sd, square_bound, mask);
    return launch_status("laswp");
  };
  if (w <= lu_cuda::kLaswpSerialMax) {
    const std::size_t smem = static_cast<std::size_t>(max_m + w) * sizeof(int);
    if (max_m >= 0 && smem <= lu_cuda::kLaswpMaxSmem) {
      static_assert(2 * lu_cuda::kLaswpSerialMax <= 32 * 4, "register slots");
      if (2 * w <= 64)
        return go(cuda::laswp_perm_kernel<D, 2>, max_warps, smem);
      return go(cuda::laswp_perm_kernel<D, 4>, max_warps, smem);
    }
  } else if (max_m >= 0) {
    constexpr int kUnroll = lu_cuda::kLaswpUnroll<D>;
    int warps = max_warps;
    const auto smem = [&] {
      return cuda::laswp_compose_smem<D, kUnroll>(max_m, w, warps);
    };
    while (warps > 1 && smem() > lu_cuda::kLaswpMaxSmem) --warps;
    if (smem() <= lu_cuda::kLaswpMaxSmem)
      return go(cuda::laswp_compose_kernel<D, kUnroll>, warps, smem());
  }
  const int threads = std::min(256, std::max(32, (max_cols + 31) / 32 * 32));
  cuda::laswp_kernel<D>
      <<<static_cast<unsigned>(A.count()), threads, 0, q.stream>>>(
          Ad, k1, k2, ipiv, incx, Sd, square_bound, mask);
  return launch_status("laswp");
}

template <class T>
Status gesv_fused_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, const MatrixBatch<T>& B,
                       int* info, bool init, int max_m, int max_n,
                       int max_rhs) {
  using D = cuda::device_t<T>;
  constexpr int kWarps = GetrfTuning::kRegisterWarpsPerBlock;
  static_assert(GetrfTuning::gesv_fused_max<T>() <= 16 &&
                    GetrfTuning::kGesvFusedMaxRhs == 1,
                "the groups below end at 16 lanes; one column of B");
  (void)max_rhs;
  const auto Ad = cuda::to_device(A);
  const auto Bd = cuda::to_device(B);
  // Rows of NC columns in groups of register_group<NC>() lanes, as the
  // register kernel's (launch_register_rows).
  const auto go = [&](auto nc_c) {
    constexpr int NC = decltype(nc_c)::value;
    constexpr int G = lu_cuda::register_group<NC>();
    constexpr int kPerBlock = kWarps * 32 / G;
    const unsigned grid = static_cast<unsigned>(
        (static_cast<long long>(A.count()) + kPerBlock - 1) / kPerBlock);
    cuda::gesv_register_kernel<D, NC, G, 1, kWarps>
        <<<grid, 32 * kWarps, 0, q.stream>>>(Ad, ipiv, Bd, info, init);
    return launch_status("gesv: fused kernel");
  };
  const int order = std::max(max_m, max_n);
  if (order > GetrfTuning::gesv_fused_max<T>()) {
    // gesv_fused_for: the shared-row kernel's orders, on the kernel getrf
    // would take (getrf_leaf_cuda): the one-warp row-owner kernel for
    // fixed sizes of real scalars, which leaves info to lu_init (init is
    // false there: getrf_leaf_inits_info), else the shared-row kernel.
    if constexpr (GetrfTuning::rows_small_scalar(
                      std::is_same_v<D, cuda::real_of<D>>)) {
      constexpr GetrfRowsShape r = GetrfTuning::kRowsSmall;
      static_assert(r.warps == 1 && r.max_rows == 32,
                    "gesv_rows_kernel runs on one warp");
      if (!A.is_variable() && !init) {
        const auto rows = [&](auto kernel) {
          kernel<<<static_cast<unsigned>(A.count()), 32, 0, q.stream>>>(
              Ad, ipiv, Bd, info);
          return launch_status("gesv: fused kernel");
        };
        if (const int i = GetrfTuning::rows_small_width(order); i >= 0)
          return with_static_index<GetrfTuning::kNumRowsSmallWidths>(
              i, [&](auto ic) -> Status {
                constexpr GetrfRowsWidth w =
                    GetrfTuning::kRowsSmallWidths[decltype(ic)::value];
                return rows(cuda::gesv_rows_kernel<D, w.cols, w.min_blocks>);
              });
        return rows(
            cuda::gesv_rows_kernel<D, GetrfTuning::kRowsCols, r.min_blocks>);
      }
    }
    cuda::gesv_shared_row_kernel<D, GetrfTuning::kSharedRowCols, 1>
        <<<static_cast<unsigned>(A.count()), 32, 0, q.stream>>>(Ad, ipiv, Bd,
                                                                info, init);
    return launch_status("gesv: fused kernel");
  }
  // The register kernel's row widths (GetrfTuning::kRegisterWidths); the
  // orders here are at most the scalar's gesv_fused_max().
  return with_static_index<GetrfTuning::kNumRegisterWidths>(
      GetrfTuning::register_width(order), [&](auto ic) -> Status {
        constexpr int NC = GetrfTuning::kRegisterWidths[decltype(ic)::value];
        if constexpr (NC <= GetrfTuning::gesv_fused_max<T>())
          return go(std::integral_constant<int, NC>{});
        else
          return {StatusCode::InternalError, "gesv: no fused kernel"};
      });
}

template <class T>
Status getrs_fused_cuda(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                        const MatrixBatch<const int>& ipiv,
                        const MatrixBatch<T>& B, int max_n, int max_nrhs) {
  using D = cuda::device_t<T>;
  const auto a = cuda::to_device(A);
  const auto b = cuda::to_device(B);
  const MatrixBatch<const D> bc = b;
  const auto launch = [&](auto kernel, int nb, int r) {
    const int tpm = (max_nrhs + r - 1) / r;
    const std::int64_t total = A.count() * static_cast<std::int64_t>(tpm) * nb;
    kernel<<<grid_stride_blocks(q, total, 128, 32), 128, 0, q.stream>>>(
        a, ipiv, b, bc, trans, tpm, total);
    return launch_status("getrs: fused kernel");
  };
  // Op = N at the smallest orders with several right-hand sides: a thread
  // per right-hand side.
  if (GetrfTuning::getrs_thread_for<T>(trans, max_n, max_nrhs)) {
    const std::int64_t total = A.count() * static_cast<std::int64_t>(max_nrhs);
    return with_static_index<GetrfTuning::kNumGetrsThread>(
        GetrfTuning::getrs_thread_row(max_n), [&](auto ic) -> Status {
          constexpr int NB =
              GetrfTuning::kGetrsThread[decltype(ic)::value].max_n;
          cuda::getrs_thread_kernel<D, NB>
              <<<grid_stride_blocks(q, total, 128, 16), 128, 0, q.stream>>>(
                  a, ipiv, b, bc, max_nrhs, total);
          return launch_status("getrs: thread kernel");
        });
  }
  // Op = N at orders up to 32 with many right-hand sides: a warp per
  // (matrix, tile of right-hand sides).
  if (GetrfTuning::getrs_warp_for<T>(trans, max_n, max_nrhs)) {
    const int tile = GetrfTuning::getrs_warp_tile(max_nrhs);
    return with_static_index<GetrfTuning::kNumGetrsWarpWidths>(
        GetrfTuning::getrs_warp_width(max_n), [&](auto nb_c) -> Status {
          constexpr int NB = GetrfTuning::kGetrsWarpWidths[nb_c.value];
          const auto go = [&](auto tw_c) -> Status {
            constexpr int TW = decltype(tw_c)::value;
            // Warps a block: static shared memory under 40 KB.
            constexpr int kBytes =
                static_cast<int>(sizeof(cuda::GetrsWarpSmem<D, NB, TW>));
            constexpr int kWarps = std::max(1, std::min(4, 40000 / kBytes));
            const int tiles = (max_nrhs + TW - 1) / TW;
            const std::int64_t total =
                A.count() * static_cast<std::int64_t>(tiles);
            cuda::getrs_warp_kernel<D, NB, TW, kWarps>
                <<<grid_stride_blocks(q, total, kWarps, 2048 / (32 * kWarps)),
                   32 * kWarps, 0, q.stream>>>(a, ipiv, b, bc, tiles, total);
            return launch_status("getrs: warp kernel");
          };
          static_assert(GetrfTuning::getrs_warp_tile(1) == 16 &&
                            GetrfTuning::getrs_warp_tile(INT_MAX) == 32,
                        "the tiles below are of 16 and 32 right-hand sides");
          if (tile == 16) return go(std::integral_constant<int, 16>{});
          return go(std::integral_constant<int, 32>{});
        });
  }
  // Op = N above the groups' orders: a thread block per matrix and tile.
  if (GetrfTuning::getrs_block_for<T>(trans, max_n, max_nrhs)) {
    const int tile = GetrfTuning::getrs_block_tile(max_nrhs);
    const int tpm = (max_nrhs + tile - 1) / tile;
    const std::int64_t total = A.count() * static_cast<std::int64_t>(tpm);
    const int threads = GetrfTuning::getrs_block_threads(max_n);
    constexpr int kPanel = sizeof(D) <= 8 ? 32 : 16;
    const auto go = [&](auto threads_c, auto tile_c) {
      constexpr int kThreads = decltype(threads_c)::value;
      cuda::getrs_block_kernel<D, kThreads, decltype(tile_c)::value, kPanel>
          <<<grid_stride_blocks(q, total, 1, 2048 / kThreads), kThreads, 0,
             q.stream>>>(a, ipiv, b, bc, tpm, total);
      return launch_status("getrs: block kernel");
    };
    const auto with_threads = [&](auto tile_c) {
      static_assert(std::size(GetrfTuning::kGetrsBlockThreads) == 5,
                    "an instantiation per thread count");
      int i = 0;
      while (GetrfTuning::kGetrsBlockThreads[i] != threads) ++i;
      return with_static_index<5>(i, [&](auto i_c) {
        return go(std::integral_constant<
                      int, GetrfTuning::kGetrsBlockThreads[i_c.value]>{},
                  tile_c);
      });
    };
    static_assert(GetrfTuning::getrs_block_tile(1) == 1 &&
                      GetrfTuning::getrs_block_tile(INT_MAX) == 4,
                  "the tiles below are of 1 and 4 right-hand sides");
    if (tile == 1) return with_threads(std::integral_constant<int, 1>{});
    return with_threads(std::integral_constant<int, 4>{});
  }
  static_assert(
      GetrfTuning::kGetrsFusedLimit == 16 && GetrfTuning::kGetrsColumnMax == 64,
      "the group sizes below end at 16; by columns at 64");
  // One right-hand side: a tile of one keeps registers and shuffles to it;
  // above order 32, a warp per matrix by columns, two rows a lane.
  if (max_nrhs == 1) {
    if (max_n >= GetrfTuning::kGetrsColumnFrom) {
      constexpr int kWarps = 4;
      const unsigned grid = static_cast<unsigned>(
          (static_cast<long long>(A.count()) + kWarps - 1) / kWarps);
      cuda::getrs_column_kernel<D, 2, kWarps>
          <<<grid, 32 * kWarps, 0, q.stream>>>(a, ipiv, b, bc, trans);
      return launch_status("getrs: column kernel");
    }
    if (max_n <= 8) return launch(cuda::getrs_group_kernel<D, 8, 1>, 8, 1);
    return launch(cuda::getrs_group_kernel<D, 16, 1>, 16, 1);
  }
  static_assert(
      GetrfTuning::getrs_tile(2) == 2 && GetrfTuning::getrs_tile(INT_MAX) == 4,
      "the tiles below are of 2 and 4 right-hand sides");
  if (GetrfTuning::getrs_tile(max_nrhs) == 2) {
    if (max_n <= 8) return launch(cuda::getrs_group_kernel<D, 8, 2>, 8, 2);
    return launch(cuda::getrs_group_kernel<D, 16, 2>, 16, 2);
  }
  if (max_n <= 8) return launch(cuda::getrs_group_kernel<D, 8, 4>, 8, 4);
  return launch(cuda::getrs_group_kernel<D, 16, 4>, 16, 4);
}

}  // namespace myriad::detail

/// Explicit instantiations of the CUDA LU backend for one API scalar.
#define MYRIAD_LU_CUDA_INSTANTIATE(T)                                          \
  template Status lu_check_cuda<T>(Queue::Impl&, const MatrixBatch<const T>&,  \
                                   const MatrixBatch<const int>&, bool,        \
                                   const MatrixBatch<const T>&, BatchCheck&);  \
  template Status lu_init_cuda<T>(Queue::Impl&, const MatrixBatch<const T>&,   \
                                  const MatrixBatch<const int>&, bool, int*,   \
                                  int*);                                       \
  template Status getrf_leaf_cuda<T>(                                          \
      Queue::Impl&, const MatrixBatch<T>&, const MatrixBatch<int>&, int*, int, \
      const LuPivoting<real_t<T>>&, int, int, const LuOutside<T>*);            \
  template Status getrf_update_cuda<T>(Queue::Impl&, const MatrixBatch<T>&,    \
                                       const MatrixBatch<int>&, int, int,      \
                                       bool, const int*);                      \
  template Status laswp_rows_cuda<T>(Queue::Impl&, const MatrixBatch<T>&, int, \
                                     int, const MatrixBatch<const int>&, int,  \
                                     const MatrixBatch<const T>&, bool,        \
                                     const int*, int);                         \
  template Status gesv_fused_cuda<T>(                                          \
      Queue::Impl&, const MatrixBatch<T>&, const MatrixBatch<int>&,            \
      const MatrixBatch<T>&, int*, bool, int, int, int);                       \
  template Status getrs_fused_cuda<T>(                                         \
      Queue::Impl&, Op, const MatrixBatch<const T>&,                           \
      const MatrixBatch<const int>&, const MatrixBatch<T>&, int, int);
