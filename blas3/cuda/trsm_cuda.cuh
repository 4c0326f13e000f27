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

/// Tiles per block of the staged leaf: as many as fit 48 KiB of shared
/// memory, at most 128 threads; at least one (then with more shared memory,
/// tri_staged_launch).
template <class S, int NB, int COLS, Side kSide>
constexpr int tri_staged_tiles() {
  constexpr std::size_t bytes = TriStagedSmem<S, NB, COLS, kSide>::bytes(1);
  constexpr int fit = static_cast<int>(myriad::detail::kDefaultSmem / bytes);
  constexpr int most = 128 / COLS;
  return fit < 1 ? 1 : (fit > most ? most : fit);
}

/// Stages of the staged leaf's pipelined solve (tri_pipe_solve,
/// tri_pipe_solve_right; 0: none). Origin: H100, session 12, myriad-bench
/// --op trsm --precision d --backend cuda --reps 5 --warmup 2, two rounds,
/// the stages forced by an experiment's switch (not kept). Side Left (LLNU),
/// ms with 0 / 2 / 4 / 8 stages (order-64 kernel): square
/// 64 (batch 10000) 0.475-0.479 / 0.423-0.424 / 0.420-0.421 / 0.458-0.462;
/// square 512 1.926-1.933 / 1.863-1.872 / 1.864-1.865 / 2.015-2.033
/// (cublasDtrsmBatched 3.77: 1.96 -> 2.02x); 64 x 512 vectors (batch 2048)
/// 0.664-0.669 / 0.608-0.611 / 0.607-0.609 / 0.676-0.680; square 64 with
/// 1 GiB 0.733-0.737 / 0.658-0.668 / 0.658-0.659 / 0.718-0.738. The order-32
/// kernel with 0 / 2 / 4 stages: square 32 (batch 10000) 0.090-0.092 /
/// 0.088-0.091 / 0.097-0.098, with 1 GiB 0.494-0.499 / 0.509-0.515 /
/// 0.534-0.536 -> order 64 only, 2 stages (170 registers, 228 with 4).
/// Side Right (tri_pipe_solve_right), the same switch and settings, 0 / 2
/// stages, two rounds: DTRSM RLTN (--opts RLTN) 64 / 256 / 512
/// 0.426-0.430 / 1.446-1.450 / 1.939-1.943 against 0.396-0.398 /
/// 1.396-1.398 / 1.897-1.901 ms; DPOTRF lower and upper 128 / 256 / 512
/// within 0.5% -> both sides.
template <int NB, TriKind K, bool kBounded>
constexpr int tri_pipe_stages() {
  return K == TriKind::Solve && !kBounded && NB >= 64 ? 2 : 0;
}

/// The staged leaf with COLS vectors per tile on side kSide, solving to each
/// matrix's order (kBounded) or to NB.
template <class S, int NB, int COLS, TriKind K, bool kBounded, Side kSide>
Status tri_staged_side(const Queue::Impl& q, const TriLeafParams<S>& p) {
  constexpr int kTiles = tri_staged_tiles<S, NB, COLS, kSide>();
  constexpr std::size_t kSmem =
      TriStagedSmem<S, NB, COLS, kSide>::bytes(kTiles);
  const auto kernel =
      tri_leaf_staged_kernel<S, NB, COLS, kTiles, K, kBounded, kSide,
                             tri_pipe_stages<NB, K, kBounded>()>;
  const char* name =
      K == TriKind::Solve ? "trsm: staged leaf" : "trmm: staged leaf";
  if (Status s =
          myriad::detail::allow_dynamic_smem(kernel, kSmem, q.smem_optin, name);
      !s.ok())
    return s;
  const int tpm = (p.vmax + COLS - 1) / COLS;
  const std::int64_t total = p.B.count() * tpm;
  kernel<<<tri_grid(q, total, kTiles), COLS * kTiles, kSmem, q.stream>>>(p, tpm,
                                                                         total);
  return myriad::detail::launch_status(name);
}

template <class S, int NB, int COLS, TriKind K, bool kBounded>
Status tri_staged_launch(const Queue::Impl& q, const TriLeafParams<S>& p) {
  if (p.o.side == Side::Left)
    return tri_staged_side<S, NB, COLS, K, kBounded, Side::Left>(q, p);
  return tri_staged_side<S, NB, COLS, K, kBounded, Side::Right>(q, p);
}

/// The staged leaf. Orders up to 32: tiles as wide as the vectors need (8,
/// 16 or 32), so that no thread of a tile idles for want of a vector. Orders
/// above 32: tiles of 64 vectors, two warps sharing M (one-warp tiles of 32
/// vectors measured 0.8x the recursion to order-32 leaves, H100, session 7;
/// the table sends fewer vectors there).
template <class S, int NB, TriKind K, bool kBounded>
Status tri_staged_cols(const Queue::Impl& q, const TriLeafParams<S>& p) {
  if constexpr (NB > 32) {
    return tri_staged_launch<S, NB, 64, K, kBounded>(q, p);
  } else {
    if (p.vmax <= 8) return tri_staged_launch<S, NB, 8, K, kBounded>(q, p);
    if (p.vmax <= 16) return tri_staged_launch<S, NB, 16, K, kBounded>(q, p);
    return tri_staged_launch<S, NB, 32, K, kBounded>(q, p);
  }
}

/// A batch of matrices all of order NB (fixed size, r == NB) solves whole
/// vectors; otherwise the solve stops at each matrix's order
/// (tri_vector_packed).
template <class S, int NB, TriKind K>
Status tri_staged_dispatch(const Queue::Impl& q, const TriLeafParams<S>& p,
                           int r) {
  if (p.B.is_variable() || r < NB) return tri_staged_cols<S, NB, K, true>(q, p);
  return tri_staged_cols<S, NB, K, false>(q, p);
}

/// The register leaf: a group of NB lanes per tile of 1 or 8 vectors.
template <class S, int NB, TriKind K>
Status tri_register_launch(const Queue::Impl& q, const TriLeafParams<S>& p) {
  const std::int64_t count = p.B.count();
  if (p.vmax == 1) {
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

/// Largest order of the register leaf, and of the staged leaf: 64 for TRSM
/// with scalars of up to 8 bytes (its vector of 64 fills a thread's
/// registers; 16-byte scalars would spill).
constexpr int kTriLeafMax = 32;
template <class S>
constexpr int tri_staged_max(TriKind kind) {
  return kind == TriKind::Solve && sizeof(S) <= 8 ? 64 : 32;
}

/// The leaf for orders up to r: staged (r up to tri_staged_max) or register
/// (r up to kTriLeafMax), for matrices of order up to 8, 16, 32 or 64.
template <class S, TriKind K>
Status tri_leaf_dispatch(const Queue::Impl& q, const TriLeafParams<S>& p, int r,
                         bool staged) {
  if (!staged) {
    if (r <= 8) return tri_register_launch<S, 8, K>(q, p);
    if (r <= 16) return tri_register_launch<S, 16, K>(q, p);
    return tri_register_launch<S, 32, K>(q, p);
  }
  if (r <= 8) return tri_staged_dispatch<S, 8, K>(q, p, r);
  if (r <= 16) return tri_staged_dispatch<S, 16, K>(q, p, r);
  if constexpr (tri_staged_max<S>(K) >= 64)
    if (r > 32) return tri_staged_dispatch<S, 64, K>(q, p, r);
  return tri_staged_dispatch<S, 32, K>(q, p, r);
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

/// Launches the narrow kernel with R vector slots and W warps per matrix.
template <class S, int R, int W>
Status tri_narrow_launch(const Queue::Impl& q, const TriLeafParams<S>& p,
                         int r) {
  const int ldx = myriad::detail::tri_narrow_ldx(r);
  const std::size_t smem =
      myriad::detail::tri_narrow_smem(sizeof(S), R, W, ldx);
  const auto kernel = tri_narrow_kernel<S, R, W>;
  if (Status s = myriad::detail::allow_dynamic_smem(kernel, smem, q.smem_optin,
                                                    "trsm: narrow leaf");
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
  const bool staged = vmax >= (r <= 16 ? t.staged_from_16 : t.staged_from);
  const int most = staged ? tri_staged_max<S>(kind) : kTriLeafMax;
  if (!tile &&
      (narrow ? vmax > myriad::detail::kTriNarrowMaxVectors : r > most))
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
