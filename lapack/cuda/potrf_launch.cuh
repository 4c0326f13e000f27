// Batched Cholesky, CUDA launchers (internal): the backend entry points of
// lapack/potrf_backend.hpp for one precision; each potrf_cuda_<p>.cu
// instantiates them once. Kernel choice by order from lapack/potrf_tuning.hpp.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <type_traits>

#include "blas3/cuda/gemm_tuning_sm90.hpp"
#include "core/cuda/batch_check.cuh"
#include "core/cuda/cuda_check.hpp"
#include "core/cuda/device_scalar.cuh"
#include "core/grid_stride.hpp"
#include "core/static_index.hpp"
#include "lapack/cuda/potrf_block_kernel.cuh"
#include "lapack/cuda/potrf_kernels.cuh"
#include "lapack/cuda/potrf_panel_kernels.cuh"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_tuning.hpp"

namespace myriad::detail {

namespace potrf_launch {

/// Threads per block of the warp kernels: 128, or 64 for 16-byte scalars so
/// that the POTRS kernel's (N, N+1) staging areas stay within the static
/// shared-memory limit (the factorization kernel stages nothing and was
/// measured with the same blocks).
template <class D>
constexpr int warp_threads() {
  return sizeof(D) == 16 ? 64 : 128;
}

template <class D, int N, bool kUpper>
void warp_factor(const Queue::Impl& q, const MatrixBatch<D>& A, int* info,
                 int offset, int* mask) {
  constexpr int kThreads = warp_threads<D>();
  constexpr int kPerBlock = kThreads / 32 * (32 / cuda::potrf_warp_group(N));
  const unsigned grid = static_cast<unsigned>(
      (static_cast<long long>(A.count()) + kPerBlock - 1) / kPerBlock);
  cuda::potrf_warp_kernel<D, N, kUpper, kThreads>
      <<<grid, kThreads, 0, q.stream>>>(A, info, offset, mask);
}

/// Whether the calls with an update W go to potrf_block_kernel at every order
/// (real double, kPotrfCudaBlockUpdates) rather than to the tile kernel.
template <class D, bool kUpper>
constexpr bool block_takes_updates() {
  return std::is_same<D, double>::value &&
         (kUpper ? kPotrfCudaBlockUpdates.upper : kPotrfCudaBlockUpdates.lower);
}

template <class D, int S, int TT, int kMinBlocks, int kUpdateMinBlocks,
          bool kUpper>
Status tile_factor(const Queue::Impl& q, const MatrixBatch<D>& A,
                   const MatrixBatch<const D>* W, int* info, int offset,
                   int* mask) {
  const unsigned grid = static_cast<unsigned>(A.count());
  if (!W) {
    cuda::potrf_tile_kernel<D, S, TT, kMinBlocks, kUpper, false>
        <<<grid, S * S, 0, q.stream>>>(A, MatrixBatch<const D>(), info, offset,
                                       mask);
    return {};
  }
  if constexpr (block_takes_updates<D, kUpper>()) {
    return {StatusCode::InternalError,
            "potrf: an update given to the tile kernel"};
  } else {
    cuda::potrf_tile_kernel<D, S, TT, kUpdateMinBlocks, kUpper, true>
        <<<grid, S * S, 0, q.stream>>>(A, *W, info, offset, mask);
    return {};
  }
}

/// Double blocks of order up to NB by panels of 8 (potrf_block_kernel): NB
/// = kPotrfCudaBlock for the orders of that tile shape and for updates of
/// any order up to it (kPotrfCudaBlockUpdates; kPotrfCudaBlockNarrow for
/// those up to its order, updates only), with the update W (the recursive
/// driver's last step, the blocked path's diagonal blocks) and the inverse
/// (inv, the blocked path's diagonal blocks) where given; NB =
/// kPotrfCudaBlockMid, then kPotrfCudaBlockWide, above kPotrfCudaBlock (no
/// inverse). pairs: kPotrfCudaBlockPairs.pairs runs the update of order
/// kPotrfCudaBlock on that many pairs of warps (its variant of the kernel);
/// anything else, on one.
template <bool kUpper, int NB>
void block_factor(const Queue::Impl& q, const MatrixBatch<double>& A,
                  const MatrixBatch<const double>* W, int* info, int offset,
                  int* mask, double* inv, int pairs) {
  constexpr int kMin = potrf_cuda_block_min_blocks(NB);
  static_assert(kMin > 0, "a block order of the tuning table");
  const MatrixBatch<const double> w = W ? *W : MatrixBatch<const double>();
  // The variant for (update, inverse); the narrow order has updates only,
  // and only kPotrfCudaBlock inverts.
  const auto launch = [&](auto update, auto invert) {
    constexpr bool kUpdate = decltype(update)::value;
    constexpr bool kInvert = decltype(invert)::value;
    if constexpr ((kUpdate || NB != kPotrfCudaBlockNarrow) &&
                  (!kInvert || NB == kPotrfCudaBlock)) {
      const unsigned grid = static_cast<unsigned>(A.count());
      constexpr int T = cuda::potrf_block::kThreads;
      if constexpr (kUpdate && NB == kPotrfCudaBlock) {
        constexpr PotrfBlockPairs kP = kPotrfCudaBlockPairs;
        if (pairs == kP.pairs) {
          cuda::potrf_block_kernel<NB, kUpper, kUpdate, kInvert,
                                   kP.min_blocks(kUpper), kP.stages, kP.pairs>
              <<<grid, kP.pairs * T, 0, q.stream>>>(A, w, info, offset, mask,
                                                    kInvert ? inv : nullptr);
          return;
        }
      }
      cuda::potrf_block_kernel<NB, kUpper, kUpdate, kInvert, kMin>
          <<<grid, T, 0, q.stream>>>(A, w, info, offset, mask,
                                     kInvert ? inv : nullptr);
    }
  };
  const auto with_update = [&](auto invert) {
    if (W)
      launch(std::true_type{}, invert);
    else
      launch(std::false_type{}, invert);
  };
  if (NB == kPotrfCudaBlock && inv)
    with_update(std::true_type{});
  else
    with_update(std::false_type{});
}

/// The panel kernel compiled for kMinBlocks blocks per SM, when that is
/// `blocks` (potrf_cuda_panel_blocks) and the table uses it for the triangle;
/// false otherwise. The GEMM tile is Tile64's shape (64 x 64, 2 x 2 warps);
/// lower keeps its depth (BK 8 in 4 stages), upper takes its own
/// (kPotrfCudaUpperPanelBK) and the K layout of the stages, as both its
/// operands run along K (kPotrfCudaUpperPanelBK's comment).
template <bool kUpper, int kMinBlocks>
bool panel(const Queue::Impl& q, const MatrixBatch<double>& A, int c0, int jb,
           int tiles, const double* inv, int blocks) {
  if constexpr (potrf_cuda_panel_blocks_used(kUpper, kMinBlocks)) {
    using Tile64 = cuda::GemmVariants<double>::Tile64;
    using Tile = std::conditional_t<
        kUpper,
        cuda::MmaTile<Tile64::kBM, Tile64::kBN, kPotrfCudaUpperPanelBK, 2, 2,
                      false, kPotrfCudaUpperPanelStages, kMinBlocks,
                      cuda::StageLayout::K>,
        cuda::MmaTile<Tile64::kBM, Tile64::kBN, Tile64::kBK, 2, 2, false,
                      Tile64::kStages, kMinBlocks>>;
    if (blocks != kMinBlocks) return false;
    const std::int64_t total = static_cast<std::int64_t>(A.count()) * tiles;
    cuda::potrf_panel_kernel<Tile, kUpper>
        <<<grid_stride_blocks(q, total, 1, kMinBlocks), Tile::kThreads, 0,
           q.stream>>>(A, c0, jb, tiles, inv, total);
    return true;
  }
  return false;
}

template <class D, bool kUpper>
Status factor(const Queue::Impl& q, const MatrixBatch<D>& A, int max_n,
              const MatrixBatch<const D>* W, int* info, int offset, int* mask,
              double* inv, int pairs) {
  if (W == nullptr && inv == nullptr && max_n <= kPotrfCudaWarpMax) {
    with_static_index<kPotrfCudaNumWarpOrders>(
        potrf_warp_for(max_n), [&](auto i) {
          warp_factor<D, kPotrfCudaWarpOrders[i], kUpper>(q, A, info, offset,
                                                          mask);
        });
    return launch_status("potrf: fused kernel");
  }
  if constexpr (std::is_same<D, double>::value) {
    // The blocked path's diagonal blocks that have blocks below: order
    // kPotrfCudaBlock, or less for a narrower first one (potrf_blocked).
    if (inv) {
      if (max_n > kPotrfCudaBlock)
        return {StatusCode::InternalError,
                "potrf: diagonal block inverse asked of a block above its "
                "order"};
      block_factor<kUpper, kPotrfCudaBlock>(q, A, W, info, offset, mask, inv,
                                            pairs);
      return launch_status("potrf: fused kernel");
    }
    if (max_n > kPotrfCudaBlock) {
      if (max_n > kPotrfCudaBlockWide)
        return {StatusCode::InternalError,
                "potrf: fused kernel called above its order limit"};
      if (max_n <= kPotrfCudaBlockMid)
        block_factor<kUpper, kPotrfCudaBlockMid>(q, A, W, info, offset, mask,
                                                 nullptr, 1);
      else
        block_factor<kUpper, kPotrfCudaBlockWide>(q, A, W, info, offset, mask,
                                                  nullptr, 1);
      return launch_status("potrf: fused kernel");
    }
    if (block_takes_updates<D, kUpper>() && W != nullptr) {
      if (max_n <= kPotrfCudaBlockNarrow)
        block_factor<kUpper, kPotrfCudaBlockNarrow>(q, A, W, info, offset, mask,
                                                    nullptr, 1);
      else
        block_factor<kUpper, kPotrfCudaBlock>(q, A, W, info, offset, mask,
                                              nullptr, pairs);
      return launch_status("potrf: fused kernel");
    }
  }
  // Only the tile and block kernels take the update W, and only the block
  // kernel inverts: the smallest shape serves any order below it.
  if (inv)
    return {StatusCode::InternalError,
            "potrf: diagonal block inverse asked of a scalar it is not built "
            "for"};
  max_n = std::max(max_n, kPotrfCudaWarpMax + 1);
  constexpr int bytes = static_cast<int>(sizeof(D));
  const int tile = potrf_tile_for(max_n, bytes);
  if (tile < 0)
    return {StatusCode::InternalError,
            "potrf: fused kernel called above its order limit"};
  // Shapes whose tiles are too large for D are never chosen and not built.
  // (The status is returned, not assigned: EDG warns on discarding the
  // result of a [[nodiscard]] type's assignment.)
  const Status status =
      with_static_index<kPotrfCudaNumTiles>(tile, [&](auto i) -> Status {
        constexpr PotrfTileShape kShape = kPotrfCudaTiles[decltype(i)::value];
        if constexpr (kShape.tile() * bytes <= kPotrfTileMaxBytes) {
          constexpr int kMin = potrf_tile_min_blocks(kShape.min_blocks, bytes);
          constexpr int kUpdateMin =
              potrf_tile_min_blocks(kShape.update_min_blocks, bytes);
          if constexpr (std::is_same<D, double>::value &&
                        kShape.max_n() == kPotrfCudaBlock &&
                        kShape.s * kShape.s == kPotrfCudaBlock) {
            block_factor<kUpper, kPotrfCudaBlock>(q, A, W, info, offset, mask,
                                                  nullptr, pairs);
          } else {
            return tile_factor<D, kShape.s, kShape.tt, kMin, kUpdateMin,
                               kUpper>(q, A, W, info, offset, mask);
          }
        }
        return {};
      });
  if (!status.ok()) return status;
  return launch_status("potrf: fused kernel");
}

template <class D, int N, bool kUpper>
void warp_solve(const Queue::Impl& q, const MatrixBatch<const D>& A,
                const MatrixBatch<D>& B, int max_nrhs) {
  constexpr int kThreads = warp_threads<D>();
  constexpr int kPerBlock = kThreads / N;
  const unsigned grid = static_cast<unsigned>(
      (static_cast<long long>(B.count()) + kPerBlock - 1) / kPerBlock);
  // One right-hand side: a chunk of one keeps the registers and the
  // shuffles to it (a chunk of kPotrsCudaRhsChunk shuffles every slot).
  if (max_nrhs == 1)
    cuda::potrs_warp_kernel<D, N, kUpper, kThreads, 1>
        <<<grid, kThreads, 0, q.stream>>>(A, B, max_nrhs);
  else
    cuda::potrs_warp_kernel<D, N, kUpper, kThreads, kPotrsCudaRhsChunk>
        <<<grid, kThreads, 0, q.stream>>>(A, B, max_nrhs);
}

template <class D, bool kUpper>
Status solve(const Queue::Impl& q, const MatrixBatch<const D>& A,
             const MatrixBatch<D>& B, int max_n, int max_nrhs) {
  static_assert(kPotrsCudaFusedMax == 32 && kPotrsCudaColumnMax == 128,
                "the size ladder below ends at 32, and 128 by columns");
  if (max_n > kPotrsCudaFusedMax) {
    constexpr int kWarps = 4;
    const unsigned grid = static_cast<unsigned>(
        (static_cast<long long>(B.count()) + kWarps - 1) / kWarps);
    if (max_n > 64)
      cuda::potrs_column_kernel<D, 4, kUpper, kWarps>
          <<<grid, 32 * kWarps, 0, q.stream>>>(A, B);
    else
      cuda::potrs_column_kernel<D, 2, kUpper, kWarps>
          <<<grid, 32 * kWarps, 0, q.stream>>>(A, B);
  } else if (max_n <= 4) {
    warp_solve<D, 4, kUpper>(q, A, B, max_nrhs);
  } else if (max_n <= 8) {
    warp_solve<D, 8, kUpper>(q, A, B, max_nrhs);
  } else if (max_n <= 16) {
    warp_solve<D, 16, kUpper>(q, A, B, max_nrhs);
  } else {
    warp_solve<D, 32, kUpper>(q, A, B, max_nrhs);
  }
  return launch_status("potrs: fused kernel");
}

}  // namespace potrf_launch

template <class T>
Status potrf_check_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>* B, BatchCheck& out) {
  using D = cuda::device_t<T>;
  const cuda::PotrfCheckView<D> view{
      cuda::to_device(A), B ? cuda::to_device(*B) : MatrixBatch<const D>(),
      B != nullptr, A.count()};
  return cuda::batch_check_pass(q, view, "potrf: argument check", &out);
}

template <class T>
Status potrf_mask_init_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                            const MatrixBatch<T>* B, int* info,
                            const PotrfMask& mask) {
  using D = cuda::device_t<T>;
  constexpr int kThreads = 256;
  cuda::potrf_mask_init_kernel<D>
      <<<grid_stride_blocks(q, A.count(), kThreads, 16), kThreads, 0,
         q.stream>>>(cuda::to_device(A),
                     B ? cuda::to_device(*B) : MatrixBatch<D>(), B != nullptr,
                     info, mask);
  return launch_status("potrf: mask");
}

template <class T>
Status potrf_fused_cuda(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                        int max_n, int* info, int offset, int* mask,
                        const MatrixBatch<T>* W, double* inv,
                        int update_pairs) {
  using D = cuda::device_t<T>;
  const MatrixBatch<D> a = cuda::to_device(A);
  MatrixBatch<const D> w;
  if (W) w = cuda::to_device(W->template reinterpret<const T>());
  const MatrixBatch<const D>* wp = W ? &w : nullptr;
  if (uplo == Uplo::Lower)
    return potrf_launch::factor<D, false>(q, a, max_n, wp, info, offset, mask,
                                          inv, update_pairs);
  return potrf_launch::factor<D, true>(q, a, max_n, wp, info, offset, mask, inv,
                                       update_pairs);
}

template <class T>
Status potrf_panel_cuda(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                        int c0, int jb, int max_n, const double* inv) {
  static_assert(std::is_same<T, double>::value,
                "the blocked path runs on the FP64 tensor-core tile");
  constexpr int NB = kPotrfCudaBlock;
  // Blocks below the diagonal one.
  const int tiles = (max_n - c0 - jb + NB - 1) / NB;
  if (tiles <= 0 || A.count() == 0) return {};
  const bool upper = uplo == Uplo::Upper;
  const int blocks = potrf_cuda_panel_blocks(upper, max_n);
  const auto go = [&](auto triangle) {
    constexpr bool kUpper = decltype(triangle)::value;
    return potrf_launch::panel<kUpper, 3>(q, A, c0, jb, tiles, inv, blocks) ||
           potrf_launch::panel<kUpper, 4>(q, A, c0, jb, tiles, inv, blocks);
  };
  static_assert(potrf_cuda_panel_blocks_within(3, 4),
                "the panel kernel is built for 3 and 4 blocks per SM");
  if (!(upper ? go(std::true_type{}) : go(std::false_type{})))
    return {StatusCode::InternalError, "potrf: no panel kernel"};
  return launch_status("potrf: panel below the diagonal block");
}

template <class T>
Status potrs_fused_cuda(Queue::Impl& q, Uplo uplo,
                        const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                        int max_n, int max_nrhs) {
  using D = cuda::device_t<T>;
  if (max_nrhs <= 0) return {};
  const MatrixBatch<const D> a = cuda::to_device(A);
  const MatrixBatch<D> b = cuda::to_device(B);
  if (uplo == Uplo::Lower)
    return potrf_launch::solve<D, false>(q, a, b, max_n, max_nrhs);
  return potrf_launch::solve<D, true>(q, a, b, max_n, max_nrhs);
}

}  // namespace myriad::detail
