// TRSM and TRMM on CUDA (internal): leaf kernel selection and launch, and the
// argument-check pass (through the generic pass of core/cuda/batch_check.cuh).
// Instantiated per precision by trsm_cuda_{s,d,c,z}.cu.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "blas3/cuda/gemm_tuning_sm90.hpp"
#include "blas3/cuda/sym_check.cuh"
#include "blas3/cuda/trmm_tile_kernel.cuh"
#include "blas3/cuda/trsm_cuda_kernels.cuh"
#include "blas3/cuda/trsm_narrow_kernels.cuh"
#include "blas3/tri_backend.hpp"
#include "core/cuda/cuda_check.hpp"
#include "core/grid_stride.hpp"

namespace myriad::cuda {

/// Blocks of a leaf launch: a grid-stride loop, at most 32 blocks per SM.
inline unsigned tri_grid(const Queue::Impl& q, std::int64_t work,
                         int per_block) {
  return myriad::detail::grid_stride_blocks(q, work, per_block, 32);
}

/// Tiles per block of the staged leaf: as many as fit 48 KiB of static
/// shared memory, at most 128 threads.
template <class S, int NB, int COLS>
constexpr int tri_staged_tiles() {
  constexpr int bytes =
      (NB * NB + COLS * (NB + 1)) * static_cast<int>(sizeof(S));
  constexpr int fit = static_cast<int>(myriad::detail::kDefaultSmem) / bytes;
  constexpr int most = 128 / COLS;
  return fit < 1 ? 1 : (fit > most ? most : fit);
}

/// The staged leaf with COLS vectors per tile.
template <class S, int NB, int COLS, TriKind K>
void tri_staged_launch(const Queue::Impl& q, const TriLeafParams<S>& p) {
  constexpr int kTiles = tri_staged_tiles<S, NB, COLS>();
  const int tpm = (p.vmax + COLS - 1) / COLS;
  const std::int64_t total = p.B.count() * tpm;
  tri_leaf_staged_kernel<S, NB, COLS, kTiles, K>
      <<<tri_grid(q, total, kTiles), COLS * kTiles, 0, q.stream>>>(p, tpm,
                                                                   total);
}

template <class S, int NB, TriKind K>
Status tri_leaf_launch(const Queue::Impl& q, const TriLeafParams<S>& p,
                       bool staged) {
  const std::int64_t count = p.B.count();
  if (staged) {
    // Tiles as wide as the vectors need, so that no thread of a tile idles
    // for want of a vector.
    if (p.vmax <= 8)
      tri_staged_launch<S, NB, 8, K>(q, p);
    else if (p.vmax <= 16)
      tri_staged_launch<S, NB, 16, K>(q, p);
    else
      tri_staged_launch<S, NB, 32, K>(q, p);
  } else if (p.vmax == 1) {
    // One vector: a tile of one keeps registers and shuffles to what it uses.
    const std::int64_t total = count * NB;
    tri_leaf_group_kernel<S, NB, 1, K>
        <<<tri_grid(q, total, 128), 128, 0, q.stream>>>(p, 1, total);
  } else {
    constexpr int kVectors = 8;
    const int tpm = (p.vmax + kVectors - 1) / kVectors;
    const std::int64_t total = count * tpm * NB;
    tri_leaf_group_kernel<S, NB, kVectors, K>
        <<<tri_grid(q, total, 128), 128, 0, q.stream>>>(p, tpm, total);
  }
  return myriad::detail::launch_status(K == TriKind::Solve ? "trsm" : "trmm");
}

template <class S, TriKind K>
Status tri_leaf_dispatch(const Queue::Impl& q, const TriLeafParams<S>& p, int r,
                         bool staged) {
  if (r <= 8) return tri_leaf_launch<S, 8, K>(q, p, staged);
  if (r <= 16) return tri_leaf_launch<S, 16, K>(q, p, staged);
  return tri_leaf_launch<S, 32, K>(q, p, staged);
}

/// TRMM through the GEMM tile: one block per (matrix, strip of B), the
/// tile of our GEMM's Tile64 variant for the precision.
template <class S>
Status trmm_tile_launch(const Queue::Impl& q, const TriLeafParams<S>& p) {
  using Tile = typename GemmVariants<S>::Tile64;
  const bool left = p.o.side == Side::Left;
  const bool lower_op = myriad::detail::tri_lower_op(p.o);
  const int width = left ? Tile::kBN : Tile::kBM;
  const int strips = (p.vmax + width - 1) / width;
  const std::int64_t total = p.B.count() * strips;
  const unsigned grid = tri_grid(q, total, 1);
  if (left)
    trmm_tile_kernel<Tile, S, Side::Left>
        <<<grid, Tile::kThreads, 0, q.stream>>>(p, lower_op, strips, total);
  else
    trmm_tile_kernel<Tile, S, Side::Right>
        <<<grid, Tile::kThreads, 0, q.stream>>>(p, lower_op, strips, total);
  return myriad::detail::launch_status("trmm");
}

/// Largest order the leaf kernels are built for.
constexpr int kTriLeafMax = 32;

/// Launches the narrow kernel with R vector slots and W warps per matrix.
template <class S, int R, int W>
Status tri_narrow_launch(const Queue::Impl& q, const TriLeafParams<S>& p,
                         int r) {
  const int ldx = myriad::detail::tri_narrow_ldx(r);
  const std::size_t smem =
      myriad::detail::tri_narrow_smem(sizeof(S), R, W, ldx);
  const auto kernel = tri_narrow_kernel<S, R, W>;
  if (smem > q.smem_optin)
    return {StatusCode::InternalError,
            "trsm: narrow kernel's shared memory above the device's limit"};
  if (smem > myriad::detail::kDefaultSmem)
    if (Status s = myriad::detail::cuda_status(
            cudaFuncSetAttribute(kernel,
                                 cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 static_cast<int>(smem)),
            "trsm");
        !s.ok())
      return s;
  // One matrix a block; up to 64 blocks per SM keep the loop at one pass
  // (no more than 16 of 128 threads are resident per SM anyway).
  const unsigned grid =
      myriad::detail::grid_stride_blocks(q, p.B.count(), 1, 64);
  kernel<<<grid, 32 * W, smem, q.stream>>>(p, ldx);
  return myriad::detail::launch_status("trsm");
}

template <class S, int R>
Status tri_narrow_with_slots(const Queue::Impl& q, const TriLeafParams<S>& p,
                             int r) {
  if (myriad::detail::tri_narrow_warps(p.vmax, r) == 8)
    return tri_narrow_launch<S, R, 8>(q, p, r);
  return tri_narrow_launch<S, R, 4>(q, p, r);
}

/// Narrow solve: the vector slots and warps of the tuning header's choice.
template <class S>
Status tri_narrow_dispatch(const Queue::Impl& q, const TriLeafParams<S>& p,
                           int r) {
  static_assert(myriad::detail::kTriNarrowMaxVectors == 16,
                "the slot counts below end at 16");
  switch (myriad::detail::tri_narrow_slots(p.vmax)) {
    case 1:
      return tri_narrow_with_slots<S, 1>(q, p, r);
    case 4:
      return tri_narrow_with_slots<S, 4>(q, p, r);
    case 8:
      return tri_narrow_with_slots<S, 8>(q, p, r);
    default:
      return tri_narrow_with_slots<S, 16>(q, p, r);
  }
}

template <class T>
Status tri_leaf_cuda_impl(Queue::Impl& q, TriKind kind, const TriOpts& o,
                          const myriad::detail::TriTuning& t, T alpha,
                          const MatrixBatch<const T>& A,
                          const MatrixBatch<T>& B) {
  using S = device_t<T>;
  const bool left = o.side == Side::Left;
  const int r = left ? B.max_rows() : B.max_cols();
  const int vmax = left ? B.max_cols() : B.max_rows();
  const char* name = kind == TriKind::Solve ? "trsm" : "trmm";
  if (r <= 0 || vmax <= 0 || B.count() == 0) return {};
  // Orders up to t.leaf keep the leaf kernels below, which measured faster
  // there whatever the number of vectors (tri_narrow_fits is false there).
  const bool narrow =
      kind == TriKind::Solve &&
      myriad::detail::tri_narrow_fits(t, sizeof(S), q.smem_optin, r, vmax);
  const bool tile = kind == TriKind::Multiply && t.tile_takes(r, vmax);
  if (!tile &&
      (narrow ? vmax > myriad::detail::kTriNarrowMaxVectors : r > kTriLeafMax))
    return {StatusCode::InternalError,
            std::string(name) + ": leaf order above the kernels' limit"};
  if (Status s = sym_set_device(q, name); !s.ok()) return s;
  TriLeafParams<S> p{o,
                     myriad::detail::tri_layout(o),
                     to_device(alpha),
                     to_device(A),
                     to_device(B),
                     vmax};
  if (narrow) return tri_narrow_dispatch<S>(q, p, r);
  if (tile) return trmm_tile_launch<S>(q, p);
  const bool staged = vmax >= (r <= 16 ? t.staged_from_16 : t.staged_from);
  return kind == TriKind::Solve
             ? tri_leaf_dispatch<S, TriKind::Solve>(q, p, r, staged)
             : tri_leaf_dispatch<S, TriKind::Multiply>(q, p, r, staged);
}

/// The per-matrix view batch_check_pass() expects.
template <class S>
struct TriCheckView {
  TriOpts o;
  MatrixBatch<const S> A;
  MatrixBatch<S> B;
  int count;
  __device__ int validate(int b) const {
    return myriad::detail::tri_validate(o, b, A, B);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    m = B.rows(b);
    n = B.cols(b);
    k = max(A.rows(b), A.cols(b));
  }
};

template <class T>
Status tri_check_cuda_impl(Queue::Impl& q, const TriOpts& o,
                           const MatrixBatch<const T>& A,
                           const MatrixBatch<T>& B, BatchCheck& out) {
  using S = device_t<T>;
  const char* name = "trsm/trmm: check";
  if (Status s = sym_set_device(q, name); !s.ok()) return s;
  const TriCheckView<S> view{o, to_device(A), to_device(B), B.count()};
  return batch_check_pass(q, view, name, &out);
}

}  // namespace myriad::cuda
