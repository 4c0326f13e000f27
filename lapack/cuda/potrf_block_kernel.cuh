// Cholesky of one double block of order up to NB (48, 64, 80 or 96) per block
// of two warps, by panels of 8 columns (internal): the diagonal blocks of the
// blocked path, the recursive driver's leaves and last fused steps
// (potrf_launch.cuh picks it over potrf_tile_kernel there).
//
// Why panels: potrf_tile_kernel takes one step per column, each a barrier of
// the block, a reciprocal square root and a rank-1 update spread over both
// warps; at 10-11 warps an SM those steps issue one instruction every 8-9
// cycles a warp and are most of the diagonal kernels' time (ncu, n = 192
// lower, potrf_tuning.hpp). Here the lower half of the block stays in the
// warps' registers as the FP64 tensor cores' accumulators (the same blocks of
// 16 x 8 as its update, ProductMma), one warp factors each panel of 8
// columns with shuffles and no barrier, and the rank-8 update of the blocks
// right of it is two mma steps: NB / 4 barriers in all instead of NB.
//
// The blocks of 16 x 8 that hold the lower half: row block r (rows 16 r...)
// has 2 r + 2 of them (columns up to its diagonal); the two warps share the
// row blocks as WarpRows lists them. Two warps, not NB / 32: the kernel is
// bound by the latency of its panel steps, so the matrices an SM holds at
// once set its pace, and a matrix takes its accumulators' registers plus
// each thread's own (NB = 96 on three warps: 3 matrices an SM, spilling; on
// two: 4; potrf_tuning.hpp, kPotrfCudaBlockWide).
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "blas3/cuda/gemm_device.cuh"
#include "core/cuda/cp_async.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "core/static_index.hpp"
#include "lapack/cuda/potrf_inverse.cuh"
#include "lapack/cuda/potrf_kernels.cuh"

namespace myriad::cuda {

namespace potrf_block {

/// Columns of a panel.
inline constexpr int kPanel = 8;

/// Threads of the kernel: two warps at every order.
inline constexpr int kThreads = 64;

/// Row blocks of each of the two warps (per[w] of them), largest first,
/// chosen so that both hold about as many blocks at the orders the kernel
/// takes: an order of NB - 15...NB leaves the last row block's blocks to one
/// warp, so NB = 48 and 80 (orders 33...48, 65...80) have layouts of their
/// own rather than running on 64 or 96 with one warp holding twice the
/// other's blocks inside the order.
template <int NB>
struct WarpRows;
template <>
struct WarpRows<48> {
  static constexpr int per[2] = {1, 2};
  static constexpr int rows[2][2] = {{2, -1}, {1, 0}};  // 6 and 6 blocks
};
template <>
struct WarpRows<64> {
  static constexpr int per[2] = {2, 2};
  static constexpr int rows[2][2] = {{3, 0}, {2, 1}};  // 10 and 10
};
template <>
struct WarpRows<80> {
  static constexpr int per[2] = {3, 2};
  static constexpr int rows[2][3] = {{4, 1, 0}, {3, 2, -1}};  // 16 and 14
};
template <>
struct WarpRows<96> {
  static constexpr int per[2] = {3, 3};
  static constexpr int rows[2][3] = {{5, 3, 0}, {4, 2, 1}};  // 22 and 20
};

/// The blocks of warp W in the kernel of order NB: its row blocks' in turn,
/// block j at row block rb(j), column block cb(j).
template <int NB, int W>
struct Blocks {
  using Rows = WarpRows<NB>;
  static constexpr int kPer = Rows::per[W];
  static constexpr int row(int i) { return Rows::rows[W][i]; }
  /// Blocks of the warp's i-th row block, and the index of its first.
  static constexpr int count(int i) { return 2 * row(i) + 2; }
  static constexpr int first(int i) {
    int f = 0;
    for (int t = 0; t < i; ++t) f += count(t);
    return f;
  }
  static constexpr int kCount = first(kPer);
  static constexpr int rb(int j) {
    int i = 0;
    while (i + 1 < kPer && j >= first(i + 1)) ++i;
    return row(i);
  }
  static constexpr int cb(int j) {
    int i = 0;
    while (i + 1 < kPer && j >= first(i + 1)) ++i;
    return j - first(i);
  }
};

/// Accumulator blocks a thread holds in the kernel of order NB (the larger
/// of the two warps' counts).
template <int NB>
constexpr int acc_blocks() {
  return Blocks<NB, 0>::kCount > Blocks<NB, 1>::kCount ? Blocks<NB, 0>::kCount
                                                       : Blocks<NB, 1>::kCount;
}

/// f(integral_constant<int, warp>) on the calling warp (0 or 1).
template <class F>
__device__ __forceinline__ void on_warp(int warp, F& f) {
  if (warp == 0)
    f(std::integral_constant<int, 0>());
  else
    f(std::integral_constant<int, 1>());
}

/// Shared memory of the kernel of order NB: L' by columns (col(k)[i] =
/// L'(i, k)). Order kPotrfPanel keeps all of L' (PotrfInverseSmem: the
/// inverse and upper's coalesced load and store read it); larger orders
/// keep two panels, the one factored and the one dumped next (NB + 4: the
/// update's fragment reads fall in distinct banks).
template <int NB>
struct BlockSmem {
  double l[2 * kPanel][NB + 4];
  __device__ double* col(int k) { return l[k % (2 * kPanel)]; }
  __device__ const double* col(int k) const { return l[k % (2 * kPanel)]; }
};
template <>
struct BlockSmem<kPotrfPanel> : PotrfInverseSmem {
  __device__ double* col(int k) { return l[k]; }
  __device__ const double* col(int k) const { return l[k]; }
};

}  // namespace potrf_block

/// The update of potrf_block_kernel on the FP64 tensor cores: P := V V^T
/// over the lower half of P in blocks of 16 x 8 (as potrf_block::Blocks
/// deals them to the warps), V of n <= NB rows and K columns (the view W is
/// A21 = V, lower, or A12 = V^T, upper), left in the accumulators.
/// V goes through shared memory kChunk columns at a time by cp.async, kStages
/// chunks in flight, in the layout the fragment reads want: lower by columns
/// (V(r, k) at k (NB + 4) + r, as A21 lies in memory), upper by rows (V(r, k)
/// at r kLdUpper + k, as A12 lies); either padding keeps the reads of a
/// fragment in distinct banks.
namespace potrf_mma {
inline constexpr int kChunk = 16, kStages = 3;
inline constexpr int kLdUpper = kChunk + 4;
template <int NB>
constexpr int ld_lower() {
  return NB + 4;
}
template <int NB, bool kUpper>
constexpr int stage_elems() {
  return kUpper ? NB * kLdUpper : kChunk * ld_lower<NB>();
}
template <int NB, bool kUpper, int S = kStages, int kPairs = 1>
constexpr std::size_t smem_bytes() {
  return sizeof(double) * S * kPairs * stage_elems<NB, kUpper>();
}
template <int NB, bool kUpper>
__device__ __forceinline__ double v_at(const double* st, int r, int k) {
  return kUpper ? st[r * kLdUpper + k] : st[k * ld_lower<NB>() + r];
}
/// acc -= V(rows of the warp's blocks) V(rows of their column blocks)^T over
/// a chunk; blocks wholly past the order n (rows or columns) are skipped.
template <int NB, bool kUpper, int W>
__device__ __forceinline__ void mma_chunk(
    double (&acc)[potrf_block::acc_blocks<NB>()][4], const double* st, int n,
    int g, int q) {
  using B = potrf_block::Blocks<NB, W>;
  constexpr int kCols = B::count(0);  // the first row block has the most
#pragma unroll
  for (int kk = 0; kk < kChunk; kk += 4) {
    const int k = kk + q;
    double bv[kCols];
#pragma unroll
    for (int cb = 0; cb < kCols; ++cb)
      bv[cb] = v_at<NB, kUpper>(st, 8 * cb + g, k);
    myriad::detail::static_for<0, B::kPer>([&](auto ic) {
      constexpr int i = decltype(ic)::value;
      if (16 * B::row(i) >= n) return;  // uniform
      const double a0 = -v_at<NB, kUpper>(st, 16 * B::row(i) + g, k);
      const double a1 = -v_at<NB, kUpper>(st, 16 * B::row(i) + 8 + g, k);
      myriad::detail::static_for<0, B::count(i)>([&](auto cc) {
        constexpr int cb = decltype(cc)::value;
        if (8 * cb < n)
          detail::mma_f64_m16n8k4(acc[B::first(i) + cb], a0, a1, bv[cb]);
      });
    });
  }
}
}  // namespace potrf_mma

/// acc -= the warp's blocks of P = V V^T, V as above, through s_raw
/// (smem_bytes<NB, kUpper, kStages, kPairs>()), which is free again after
/// finish(). With kPairs > 1 the block has kPairs pairs of warps, which take
/// V's chunks in turn (a round of kPairs chunks a stage); pair 0's acc holds
/// A on entry to finish, the others' zero, and reduce() adds their sums into
/// pair 0's. acc holds A on entry (load): started from zero, with A - P
/// taken after the product, the order-96 kernel kept A's loads and P live at
/// once and spilled 1.7-1.9 KB (ptxas), where it spills 60-80 bytes without
/// an update. The kernel reads W's descriptor first and starts the copies
/// before loading A, so W's metadata and first chunks are on their way while
/// A's loads queue (ncu, lower 147, order-96 kernel with the update: the
/// copies' address arithmetic waited on those loads; session 30, H100, upper
/// 145 / 147 / 157 1.2-1.8% faster, lower within 0.5%).
template <int NB, bool kUpper, int kStages = potrf_mma::kStages, int kPairs = 1>
class ProductMma {
 public:
  static constexpr int kThreads = potrf_block::kThreads * kPairs;
  ProductMma() = default;
  /// W's matrix b: its descriptor read, no copy started.
  __device__ __forceinline__ ProductMma(const MatrixBatch<const double>& W,
                                        int b)
      : w_(W.data(b)), ldw_(W.ld(b)), k_(kUpper ? W.rows(b) : W.cols(b)) {}

  /// Puts the first kStages - 1 rounds of V's n rows in flight into s_raw.
  __device__ __forceinline__ void start(int n, unsigned char* s_raw) {
    n_ = n;
    st_ = reinterpret_cast<double*>(s_raw);
#pragma unroll
    for (int c = 0; c < kStages - 1; ++c) copy_round(c);
  }

  __device__ __forceinline__ void finish(
      double (&acc)[potrf_block::acc_blocks<NB>()][4]) {
    using namespace potrf_mma;
    const int lane = threadIdx.x % 32, warp = uniform_warp_index();
    // With one pair, warp is 0 or 1: constants for the compiler (the
    // general forms cost the one-pair kernels 40-112 bytes of spills).
    const int g = lane / 4, q = lane % 4, pair = kPairs == 1 ? 0 : warp / 2;
    const int chunks = k_ > 0 ? (k_ + kChunk - 1) / kChunk : 0;
    const int rounds = (chunks + kPairs - 1) / kPairs;
    for (int c = 0; c < rounds; ++c) {
      cp_async_wait<kStages - 2>();
      __syncthreads();  // round c visible; round c - 1's stage is free
      copy_round(c + kStages - 1);
      if (kPairs == 1 || c * kPairs + pair < chunks) {  // uniform
        const double* cur =
            st_ + ((c % kStages) * kPairs + pair) * stage_elems<NB, kUpper>();
        auto f = [&](auto wc) {
          mma_chunk<NB, kUpper, decltype(wc)::value>(acc, cur, n_, g, q);
        };
        potrf_block::on_warp(kPairs == 1 ? warp : warp % 2, f);
      }
    }
    cp_async_wait<0>();
    __syncthreads();  // every stage read: the area is free
  }

  /// kPairs > 1, after finish(): pair 0's acc += the other pairs' acc,
  /// through s_raw (acc_blocks * 4 * 64 doubles a pair, lane by lane:
  /// conflict-free). Ends with the block synchronized.
  __device__ __forceinline__ void reduce(
      double (&acc)[potrf_block::acc_blocks<NB>()][4]) {
    constexpr int kAcc = potrf_block::acc_blocks<NB>() * 4;
    const int t = threadIdx.x % potrf_block::kThreads;
    const int pair = static_cast<int>(threadIdx.x) / potrf_block::kThreads;
    for (int p = 1; p < kPairs; ++p) {
      if (pair == p)
#pragma unroll
        for (int j = 0; j < kAcc; ++j)
          st_[j * potrf_block::kThreads + t] = acc[j / 4][j % 4];
      __syncthreads();
      if (pair == 0)
#pragma unroll
        for (int j = 0; j < kAcc; ++j)
          acc[j / 4][j % 4] += st_[j * potrf_block::kThreads + t];
      __syncthreads();
    }
  }

 private:
  /// Chunks round * kPairs ... of V (those inside K) into the round's stage.
  __device__ __forceinline__ void copy_round(int round) {
    using namespace potrf_mma;
    constexpr int kElems = NB * kChunk;  // of a chunk
    const int tid = threadIdx.x;
    if (round * kPairs * kChunk < k_) {
      double* dst =
          st_ + (round % kStages) * kPairs * stage_elems<NB, kUpper>();
#pragma unroll
      for (int j = 0; j < kElems * kPairs / kThreads; ++j) {
        // Consecutive threads read consecutive addresses: down a column of
        // A21, along a column of A12.
        const int e = tid + kThreads * j;
        const int p = kPairs == 1 ? 0 : e / kElems;
        const int x = kPairs == 1 ? e : e % kElems;
        const int k0 = (round * kPairs + p) * kChunk;
        const int r = kUpper ? x / kChunk : x % NB;
        const int kk = kUpper ? x % kChunk : x / NB;
        const bool in = r < n_ && k0 + kk < k_;
        const double* src =
            kUpper ? w_ + (k0 + kk) + r * ldw_ : w_ + r + (k0 + kk) * ldw_;
        cp_async<8>(dst + p * stage_elems<NB, kUpper>() +
                        (kUpper ? r * kLdUpper + kk : kk * ld_lower<NB>() + r),
                    in ? src : w_, in ? 8 : 0);
      }
    }
    cp_async_commit();
  }

  const double* w_ = nullptr;
  std::int64_t ldw_ = 0;
  int k_ = 0, n_ = 0;
  double* st_ = nullptr;
};

namespace potrf_block {

/// Upper, order kPotrfPanel: U's triangle of order n into s.l (s.l[c][r] =
/// U(c, r) = L'(r, c)) by cp.async, warp w (of the first two) the columns r
/// = w, w + 2, ... of U, lane l its elements l and l + 32: each load of a
/// warp reads consecutive elements of one column (coalesced), where one
/// load in the accumulators' layout takes 8 bytes from each of 32 places.
/// (Lower, whose loads in that layout take 64 bytes from each of 4 columns,
/// staged the same way: DPOTRF n = 64 / 128 / 192 1-2% slower, session 25.)
/// Session 62, H200, against thread c reading element c of columns c, c +
/// 1, ... (each load of a warp then 32 columns; myriad-bench --op potrf
/// --precision d --backend cuda --uplo U --reps 5 --check none, batch 10000
/// or 1 GiB, two alternating rounds in one call, carry/run106.sh), ms: n =
/// 64 0.2696-0.2703 -> 0.2542-0.2547 (57.3-57.5 -> 61.0-61.2% of the
/// roofline, 4.96-4.97 -> 5.27-5.28x cusolverDnDpotrfBatched), with 1 GiB
/// 0.7782-0.7789 -> 0.7569-0.7583 (65.3-65.6 -> 67.2%), 153 1.2873-1.2921
/// -> 1.2685-1.2713, 256 0.9925-0.9943 -> 0.9574-0.9596 (51.0-51.2 ->
/// 53.1-53.2%), 509 1.5710-1.5724 -> 1.5588-1.5610, 453 / 512 within the
/// rounds' spread (1.525-1.541 / 1.425-1.434 either way).
/// Session 65, H200, measured and not kept: with an update, A loaded from
/// memory in the accumulators' layout while the product's first copies are
/// in flight (as lower does) instead of staged before them (carry/run117.sh,
/// --uplo U --sizes 128,192,256,384,449,453,480,509,512, two rounds, ms,
/// staged / loaded): 128 0.935-0.939 / 0.945, 192 0.895-0.897 / 0.906, 256
/// 0.955-0.958 / 0.966-0.967, 384 1.156-1.161 / 1.169-1.172, 449
/// 1.528-1.531 / 1.526-1.528, 453 1.525-1.529 / 1.523-1.524, 480 1.433-1.436
/// / 1.433-1.436, 509 1.574-1.580 / 1.564-1.576, 512 1.422-1.424 /
/// 1.426-1.427.
__device__ __forceinline__ void stage_upper(PotrfInverseSmem& s,
                                            const double* p, std::int64_t ld,
                                            int n) {
  static_assert(kPotrfPanel == 64, "two warps, two rows of a column a lane");
  const int c = threadIdx.x;
  if (c < kPotrfPanel) {
    const int w = c / 32, l = c % 32;
    for (int r = w; r < n; r += 2) {
      if (l <= r) cp_async<8>(&s.l[l][r], p + l + r * ld, 8);
      if (l + 32 <= r) cp_async<8>(&s.l[l + 32][r], p + l + 32 + r * ld, 8);
    }
  }
  cp_async_commit();
  cp_async_wait<0>();
  __syncthreads();
}

/// acc := A on warp W's blocks, lower half of L' (L from memory; upper U^T,
/// from s.l after stage_upper where kStaged, else from memory); past the
/// order n, the identity. Entries above the diagonal are left arbitrary
/// (never read as L' entries).
template <int NB, bool kUpper, bool kStaged, int W>
__device__ __forceinline__ void load(double (&acc)[acc_blocks<NB>()][4],
                                     const double* p, std::int64_t ld, int n,
                                     const BlockSmem<NB>& s, int g, int q) {
  using B = Blocks<NB, W>;
  myriad::detail::static_for<0, B::kCount>([&](auto jc) {
    constexpr int j = decltype(jc)::value;
#pragma unroll
    for (int h = 0; h < 4; ++h) {
      const int r = 16 * B::rb(j) + 8 * (h / 2) + g;
      const int c = 8 * B::cb(j) + 2 * q + h % 2;
      double v = r == c ? 1.0 : 0.0;
      if (c <= r && r < n) {
        if constexpr (kUpper && kStaged)
          v = s.col(c)[r];
        else
          v = kUpper ? p[c + r * ld] : p[r + c * ld];
      }
      acc[j][h] = v;
    }
  });
}

/// Warp W's blocks in column block pc into s (col(c)[r] = L'(r, c)).
template <int NB, int W>
__device__ __forceinline__ void dump(const double (&acc)[acc_blocks<NB>()][4],
                                     BlockSmem<NB>& s, int pc, int g, int q) {
  using B = Blocks<NB, W>;
  myriad::detail::static_for<0, B::kCount>([&](auto jc) {
    constexpr int j = decltype(jc)::value;
    if (B::cb(j) == pc) {
#pragma unroll
      for (int h = 0; h < 4; ++h)
        s.col(8 * B::cb(j) + 2 * q + h % 2)[16 * B::rb(j) + 8 * (h / 2) + g] =
            acc[j][h];
    }
  });
}

/// Warp W's blocks right of panel pc -= L'(:, panel) L'(:, panel)^T, the
/// panel factored in s: two 16 x 8 x 4 mma steps a block. Blocks wholly past
/// the order n are skipped: past it L' is the identity, whose rows need no
/// update and whose columns no panel factors.
template <int NB, int W>
__device__ __forceinline__ void update(double (&acc)[acc_blocks<NB>()][4],
                                       const BlockSmem<NB>& s, int pc, int n,
                                       int g, int q) {
  using B = Blocks<NB, W>;
#pragma unroll
  for (int kk = 0; kk < kPanel; kk += 4) {
    const double* lk = s.col(kPanel * pc + kk + q);
    myriad::detail::static_for<0, B::kPer>([&](auto ic) {
      constexpr int i = decltype(ic)::value;
      // No block right of the panel, or none inside the order (uniform).
      if (B::count(i) - 1 <= pc || 16 * B::row(i) >= n) return;
      const double a0 = -lk[16 * B::row(i) + g];
      const double a1 = -lk[16 * B::row(i) + 8 + g];
      myriad::detail::static_for<0, B::count(i)>([&](auto cc) {
        constexpr int cb = decltype(cc)::value;
        if (cb > pc && 8 * cb < n)
          detail::mma_f64_m16n8k4(acc[B::first(i) + cb], a0, a1,
                                  lk[8 * cb + g]);
      });
    });
  }
}

/// One warp factors panel pc (columns c0 = 8 pc..., rows c0...NB - 1 of s,
/// lane l holding rows c0 + l + 32 i) by right-looking steps of one column,
/// the pivot and the panel's rows broadcast by shuffles; writes the panel
/// back to s (zeros above the diagonal) and its part of the factor inside
/// the order n to memory: lower, rows by lanes (the stores coalesce); upper
/// from s, 8 columns of U a row (64 bytes), where s holds only two panels
/// (order kPotrfPanel: store_upper writes U at the end). Returns 0, or c + 1
/// for the first column c whose pivot is not positive (or NaN), uniform over
/// the warp (the columns from c on are then left as they were at that step).
template <int NB, bool kUpper>
__device__ __forceinline__ int factor_panel(BlockSmem<NB>& s, int pc, int lane,
                                            double* p, std::int64_t ld, int n) {
  constexpr int P = kPanel, kRows = (NB + 31) / 32;
  constexpr bool kFull = NB == kPotrfPanel;
  const int c0 = P * pc;
  double x[kRows][P];
#pragma unroll
  for (int i = 0; i < kRows; ++i) {
    const int r = c0 + lane + 32 * i;
#pragma unroll
    for (int c = 0; c < P; ++c) x[i][c] = r < NB ? s.col(c0 + c)[r] : 0.0;
  }
  int fail = 0;
  // Lane k's pivot L'(c0 + k, c0 + k) as step k finds it. Lane k + 1 takes
  // its own row's update of it as soon as step k has scaled L'(c0 + k + 1,
  // c0 + k), the operation the broadcasts below repeat with the same operands
  // (so the same value): the steps' chain is one shuffle, the reciprocal
  // square root and two operations, where the pivot waited for a second
  // shuffle (the broadcast of that lane's own element back to it).
  double pivot = x[0][0];
#pragma unroll
  for (int k = 0; k < P; ++k) {
    const double d = shfl(pivot, k);
    if (!(d > 0.0)) {  // also NaN; uniform over the warp
      fail = c0 + k + 1;
      break;
    }
    const double inv = rsqrt(d);
    x[0][k] = lane == k ? d * inv : x[0][k] * inv;
    if (k + 1 < P) pivot = fma(-x[0][k], x[0][k], x[0][k + 1]);
#pragma unroll
    for (int i = 1; i < kRows; ++i) x[i][k] *= inv;
#pragma unroll
    for (int j = k + 1; j < P; ++j) {
      const double ljk = shfl(x[0][k], j);  // L'(c0 + j, c0 + k)
#pragma unroll
      for (int i = 0; i < kRows; ++i) x[i][j] = fma(-x[i][k], ljk, x[i][j]);
    }
  }
#pragma unroll
  for (int c = 0; c < P; ++c) {
    const int col = c0 + c;
    if (c0 + lane < col) x[0][c] = 0.0;  // above the diagonal
#pragma unroll
    for (int i = 0; i < kRows; ++i) {
      const int r = c0 + lane + 32 * i;
      if (r < NB) s.col(col)[r] = x[i][c];
      if (!kUpper && col < n && r >= col && r < n) p[r + col * ld] = x[i][c];
    }
  }
  if constexpr (kUpper && !kFull) {
    __syncwarp();  // the panel in s
    // Lanes 8 t + c: U(c0 + c, r) for rows r = c0 + t, c0 + t + 4, ...
    const int c = lane % P, col = c0 + c;
    for (int r = c0 + lane / P; r < n; r += 32 / P)
      if (col <= r) p[col + r * ld] = s.col(col)[r];
  }
  return fail;
}

/// Upper, order kPotrfPanel: U(c, r) := s.l[c][r] for c < c_end, c <= r < n
/// (the factored panels), warp w columns w, w + 2, ... of U, lane c element
/// c: the stores coalesce.
__device__ __forceinline__ void store_upper(const PotrfInverseSmem& s,
                                            double* p, std::int64_t ld, int n,
                                            int c_end) {
  const int warp = uniform_warp_index(), lane = threadIdx.x % 32;
  for (int r = warp; r < n; r += 2)
    for (int c = lane; c <= r && c < c_end; c += 32) p[c + r * ld] = s.l[c][r];
}

}  // namespace potrf_block

/// The barrier of the two warps that factor: the whole block's, or with
/// kPairs > 1, where the other pairs leave after the update, barrier 1 of
/// those 64 threads.
template <int kPairs>
__device__ __forceinline__ void factor_sync() {
  if constexpr (kPairs == 1)
    __syncthreads();
  else
    asm volatile("bar.sync 1, 64;" ::: "memory");
}

/// Cholesky of one matrix of order n <= NB per block of 64 kPairs threads,
/// double: A := chol(A) (lower) or its upper counterpart, only the uplo
/// triangle read and written. kUpdate: A := chol(A - W W^T) (lower, W = A21
/// of n rows) or chol(A - W^T W) (upper, W = A12 of n columns), W W^T on the
/// tensor cores (ProductMma), split over kPairs pairs of warps (the
/// factorization runs on the first pair alone). kInverse (NB = kPotrfPanel
/// only): a matrix factored to its full order n also gets Z[b] := L'^-1
/// (potrf_invert_block), L' = L or U^T padded to order NB with the identity.
/// info and mask as potrf_tile_kernel
/// (potrf_fused_order). A matrix that fails at column c (info c + 1) has its
/// columns before c's panel and that panel written (the panel as it stood at
/// step c); the columns after the panel keep their input.
template <int NB, bool kUpper, bool kUpdate, bool kInverse, int kMinBlocks,
          int kStages = potrf_mma::kStages, int kPairs = 1>
__global__ void __launch_bounds__(potrf_block::kThreads* kPairs, kMinBlocks)
    potrf_block_kernel(MatrixBatch<double> A, MatrixBatch<const double> W,
                       int* info, int offset, int* mask, double* Z) {
  using namespace potrf_block;
  static_assert(NB % 16 == 0, "whole row blocks of 16");
  static_assert(kPairs == 1 || kUpdate, "more pairs only for the update");
  constexpr bool kFull = NB == kPotrfPanel;
  static_assert(kFull || !kInverse, "the inverse is of blocks of kPotrfPanel");
  using Smem = BlockSmem<NB>;
  using Product = ProductMma<NB, kUpper, kStages, kPairs>;
  constexpr std::size_t kMmaBytes =
      kUpdate ? potrf_mma::smem_bytes<NB, kUpper, kStages, kPairs>() : 0;
  constexpr std::size_t kBytes =
      kMmaBytes > sizeof(Smem) ? kMmaBytes : sizeof(Smem);
  static_assert(
      kPairs == 1 ||
          acc_blocks<NB>() * 4 * kThreads * sizeof(double) <= kMmaBytes,
      "the reduction fits in the product's stages");
  __shared__ __align__(16) unsigned char s_raw[kBytes];
  __shared__ int s_fail;
  const int tid = threadIdx.x, warp = uniform_warp_index(), lane = tid % 32;
  const int g = lane / 4, q = lane % 4;
  const int b = static_cast<int>(blockIdx.x);
  // W's descriptor read before A's, both on their way at once.
  Product product = kUpdate ? Product(W, b) : Product();
  int code = 0;
  const int n = potrf_fused_order<double, NB>(A, b, info, mask, &code);
  if (n == 0) {  // uniform over the block: one matrix per block
    if (tid == 0 && mask == nullptr) info[b] = code;
    return;
  }
  double* p = A.data(b);
  const std::int64_t ld = A.ld(b);

  double acc[acc_blocks<NB>()][4];
  auto& s = *reinterpret_cast<Smem*>(s_raw);
  // Pair 0 starts from A, the others (kPairs > 1) from zero.
  auto load_w = [&](auto w) {
    if (kPairs == 1 || warp < 2)
      load<NB, kUpper, kFull, decltype(w)::value>(acc, p, ld, n, s, g, q);
    else
#pragma unroll
      for (int j = 0; j < acc_blocks<NB>(); ++j)
#pragma unroll
        for (int h = 0; h < 4; ++h) acc[j][h] = 0.0;
  };
  if constexpr (kUpdate && !(kUpper && kFull)) {
    product.start(n, s_raw);
    on_warp(kPairs == 1 ? warp : warp % 2, load_w);
    product.finish(acc);
  } else {
    if constexpr (kUpper && kFull) stage_upper(s, p, ld, n);
    on_warp(kPairs == 1 ? warp : warp % 2, load_w);
    // s.l read before the product's stages or the panels overwrite it.
    if constexpr (kUpper && kFull) __syncthreads();
    if constexpr (kUpdate) {
      product.start(n, s_raw);
      product.finish(acc);
    }
  }
  if constexpr (kPairs > 1) {
    product.reduce(acc);
    if (warp >= 2) return;  // uniform over the warp; barrier 1 from here
  }

  int fail = 0, pc = 0;
  const int panels = (n + kPanel - 1) / kPanel;
  // Panel pc of the accumulators to s (pc read when called).
  auto dump_w = [&](auto w) { dump<NB, decltype(w)::value>(acc, s, pc, g, q); };
  for (; pc < panels; ++pc) {
    on_warp(warp, dump_w);
    factor_sync<kPairs>();  // panel pc complete in s
    if (warp == 0) {
      const int f = factor_panel<NB, kUpper>(s, pc, lane, p, ld, n);
      if (lane == 0) s_fail = f;
    }
    // Panel pc factored; below kFull, every warp also done with panel
    // pc - 1, whose columns the next dump overwrites.
    factor_sync<kPairs>();
    fail = s_fail;
    if (fail) break;  // uniform
    auto update_w = [&](auto w) {
      update<NB, decltype(w)::value>(acc, s, pc, n, g, q);
    };
    on_warp(warp, update_w);
  }
  if constexpr (kUpper && kFull)
    store_upper(s, p, ld, n, fail ? kPanel * (pc + 1) : n);
  if (tid == 0) {
    if (mask == nullptr) {
      info[b] = fail;
    } else if (fail) {
      info[b] = offset + fail;
      mask[b] = 0;
    }
  }
  if constexpr (kInverse) {
    if (fail) return;  // uniform; the panel step skips such a matrix
    // Below the full order (a narrower first block) the panels past the
    // order, never factored, still hold the identity in acc: s.l gets them
    // too, so that Z is the inverse padded with the identity.
    for (; pc < NB / kPanel; ++pc) on_warp(warp, dump_w);
    if (kUpper || n < NB) factor_sync<kPairs>();  // s.l complete
    potrf_invert_block(s, Z + static_cast<std::int64_t>(b) * NB * NB,
                       [] { factor_sync<kPairs>(); });
  }
}

}  // namespace myriad::cuda
