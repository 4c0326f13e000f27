// Batched LU, CUDA kernels (internal): the argument pass, info
// initialization, the register-resident and shared-row LU (orders <= 32),
// the row-owner and register-tiled LU of the driver's tall panels, the
// shared-memory (or global) block LU for panels past those, the row
// interchanges and the fused small solve. Kernel scalars are device types
// (double, Complex<R>).
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "core/cuda/cp_async.cuh"
#include "core/cuda/device_scalar.cuh"
#include "core/cuda/lane_group.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "core/queue_impl.hpp"
#include "core/static_index.hpp"
#include "lapack/cuda/tri_columns.cuh"
#include "lapack/getrf_backend.hpp"

namespace myriad::cuda {

template <class R>
struct RealOf {
  using type = R;
};
template <class R>
struct RealOf<Complex<R>> {
  using type = R;
};
template <class D>
using real_of = typename RealOf<D>::type;

/// Pivot-search magnitude: cabs1, with NaN ranked above every number so that
/// the search always lands on a row of the matrix (a NaN pivot then spreads
/// through that matrix only).
template <class D>
__device__ __forceinline__ real_of<D> pivot_magnitude(D x) {
  using R = real_of<D>;
  const R v = abs1(x);
  return v != v ? R(INFINITY) : v;
}

/// (v, key) beats (w, key2): larger magnitude, ties to the smaller index.
template <class R>
__device__ __forceinline__ bool beats(R v, int key, R w, int key2) {
  return v > w || (v == w && key < key2);
}

/// Pivot search across a whole warp by integer reductions (redux.sync): the
/// largest key m (every lane's m an unsigned integer, 0 where the lane has no
/// candidate) and the smallest tag among the lanes that hold it; every lane
/// leaves with both (where no lane has a candidate, the smallest tag of
/// all). A 64-bit key is reduced by its high word, then its low word among
/// the lanes that share the high word. Five rounds of shuffles took three
/// shuffles and a comparison each, one after the other (session 46, H200,
/// myriad-bench --op getrf --backend cuda --reps 9, batch 10000, against
/// cublasDgetrfBatched, the shuffles -> this, two rounds: DGETRF variable
/// max = 32 0.1056-0.1059 -> 0.0985-0.0991 ms (2.03-2.05 -> 2.18-2.19x),
/// n = 17 / 24 / 32 1.47 / 1.47-1.48 / 1.48 -> 1.63-1.64 / 1.60-1.63 /
/// 1.62x, n = 64 / 128 / 256 / 512 3.21-3.22 / 2.90 / 3.93-3.94 /
/// 4.36-4.37 -> 3.38-3.40 / 3.02 / 4.00-4.01 / 4.42-4.43x; SGETRF / CGETRF /
/// ZGETRF max = 32 1.87 / 1.99 / 1.89 -> 2.03 / 2.10 / 2.00x). Not for
/// groups of fewer lanes: a reduction over part of a warp was slower than
/// its shuffles (DGETRF n = 8 / 16 0.0137-0.0139 / 0.0402 -> 0.0184-0.0185
/// / 0.0548-0.0554 ms).
template <class U>
__device__ __forceinline__ unsigned warp_argmax_key(U& m, unsigned tag) {
  if constexpr (sizeof(U) == 8) {
    const unsigned hi = static_cast<unsigned>(m >> 32);
    const unsigned lo = static_cast<unsigned>(m);
    const unsigned mhi = __reduce_max_sync(kFullMask, hi);
    const unsigned mlo = __reduce_max_sync(kFullMask, hi == mhi ? lo : 0u);
    const bool top = hi == mhi && lo == mlo;
    m = (static_cast<unsigned long long>(mhi) << 32) | mlo;
    return __reduce_min_sync(kFullMask, top ? tag : UINT_MAX);
  } else {
    const unsigned mu = __reduce_max_sync(kFullMask, m);
    const bool top = m == mu;
    m = mu;
    return __reduce_min_sync(kFullMask, top ? tag : UINT_MAX);
  }
}

/// warp_argmax_key on floating-point magnitudes: the largest v (every
/// lane's v a magnitude, or negative where the lane has no candidate) and
/// the smallest tag among the lanes that hold it. A non-negative value's
/// bits order as its value; one is added so that the lanes without a
/// candidate sit at 0 (where no lane has one, v stays negative).
template <class R>
__device__ __forceinline__ unsigned warp_argmax(R& v, unsigned tag) {
  if constexpr (sizeof(R) == 8) {
    unsigned long long m =
        v >= R(0) ? static_cast<unsigned long long>(__double_as_longlong(v)) + 1
                  : 0ull;
    const unsigned t = warp_argmax_key(m, tag);
    v = m == 0 ? R(-1) : __longlong_as_double(static_cast<long long>(m - 1));
    return t;
  } else {
    unsigned m = v >= R(0) ? __float_as_uint(v) + 1 : 0u;
    const unsigned t = warp_argmax_key(m, tag);
    v = m == 0 ? R(-1) : __uint_as_float(m - 1);
    return t;
  }
}

/// Pivot-search key of x for the row-owner kernel: the bits of
/// pivot_magnitude(x) as an unsigned integer (a non-negative value's bits
/// order as its value; NaN at the bits of infinity) plus one, so that 0 is
/// below every candidate. The search then compares integers: no conversions
/// in and out of floating point around the warp's reductions. The kernel's
/// steps are bound by their instructions as much as by their latency (every
/// reciprocal taken speculatively by each lane, ten instructions more a
/// step, made it 4-11% slower), so the conversions counted. Session 48,
/// H200, myriad-bench --op getrf --precision d --backend cuda --reps 5,
/// batch 10000 or 1 GiB, three rounds in one call, ms, before / with the
/// outside moves in one round trip (rows_swap_outside) / and these keys:
/// n = 64 0.636-0.640 / 0.641-0.643 / 0.614-0.616, 96 1.749-1.751 /
/// 1.717-1.720 / 1.675-1.681, 128 2.809-2.812 / 2.803-2.808 / 2.737-2.748,
/// 192 3.607-3.610 / 3.613-3.617 / 3.555-3.559, 256 3.969-3.978 /
/// 3.980-3.989 / 3.924-3.941, 512 5.388-5.393 / 5.377-5.393 / 5.354-5.357;
/// the 128-row kernel at n = 128 (tools/kernel_times.sh) 940 -> 891 us.
/// Not kept: the same keys in the shared-row kernel (lu_pivot_column),
/// DGETRF variable max = 32 0.0918-0.0924 -> 0.0939-0.0940 ms.
template <class D>
__device__ __forceinline__ auto search_key(D x) {
  using R = real_of<D>;
  if constexpr (sizeof(R) == 8) {
    const unsigned long long inf = 0x7ff0000000000000ull;
    unsigned long long b;
    if constexpr (std::is_same_v<D, R>)
      b = static_cast<unsigned long long>(__double_as_longlong(x)) &
          0x7fffffffffffffffull;
    else
      b = static_cast<unsigned long long>(__double_as_longlong(abs1(x)));
    return (b < inf ? b : inf) + 1;
  } else {
    const unsigned inf = 0x7f800000u;
    unsigned b;
    if constexpr (std::is_same_v<D, R>)
      b = __float_as_uint(x) & 0x7fffffffu;
    else
      b = __float_as_uint(abs1(x));
    return (b < inf ? b : inf) + 1;
  }
}

/// Pivot search across a group of G lanes (G a power of two, the groups
/// aligned to G; keys non-negative): every lane leaves with the winning (v,
/// key) of its group under beats(). Every lane of the warp calls it at once
/// (its shuffles name the whole warp: lane_group.cuh says why).
template <int G, class R>
__device__ __forceinline__ void group_argmax(R& v, int& key) {
  if constexpr (G == 32) {
    key = static_cast<int>(warp_argmax(v, static_cast<unsigned>(key)));
  } else {
#pragma unroll
    for (int s = G / 2; s > 0; s /= 2) {
      const R v2 = __shfl_xor_sync(kFullMask, v, s);
      const int k2 = __shfl_xor_sync(kFullMask, key, s);
      if (beats(v2, k2, v, key)) {
        v = v2;
        key = k2;
      }
    }
  }
}

/// Static pivot replacement of getrf_nopiv: |d| < tol -> tol * sign(d).
template <class D>
__device__ __forceinline__ D replace_pivot(D d, real_of<D> tol, int& count) {
  using R = real_of<D>;
  if (!(abs1(d) < tol)) return d;
  ++count;
  if (is_zero(d)) return D(tol);
  if constexpr (std::is_same_v<D, R>) {
    return d < R(0) ? D(-tol) : D(tol);
  } else {
    const R s = tol / hypot(d.re, d.im);
    return D(d.re * s, d.im * s);
  }
}

/// 1 / d applied as LAPACK does: multiply by the reciprocal when |d| is not
/// tiny, else divide (avoids overflow of 1/d).
template <class D>
__device__ __forceinline__ D scale_by_pivot(D x, D d, D inv, bool recip) {
  return recip ? x * inv : x / d;
}

// ---- argument pass
// -------------------------------------------------------------

/// The per-matrix view of the argument-check pass (batch_check_pass): LU
/// problems (lu_problem_validate); maxima of A's rows and cols and of B's
/// cols.
template <class D>
struct LuCheckView {
  MatrixBatch<const D> A;
  MatrixBatch<const int> ipiv;
  bool has_ipiv;
  MatrixBatch<const D> B;
  int count;
  __device__ int validate(int b) const {
    return detail::lu_problem_validate(b, A, ipiv, has_ipiv, B);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    m = A.rows(b);
    n = A.cols(b);
    k = B.count() > 0 ? B.cols(b) : 0;
  }
};

template <class D>
__global__ void lu_init_kernel(MatrixBatch<const D> A,
                               MatrixBatch<const int> ipiv, bool has_ipiv,
                               int* info, int* replaced) {
  const std::int64_t stride = std::int64_t(gridDim.x) * blockDim.x;
  for (std::int64_t i = std::int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       i < A.count(); i += stride) {
    const int b = static_cast<int>(i);
    info[b] = detail::lu_validate(b, A, ipiv, has_ipiv);
    if (replaced) replaced[b] = 0;
  }
}

// ---- row-per-lane LU steps of whole warps (the shared-row kernels)
// ------------------------------------------------------
//
// Assumptions: m_b <= 32 and n_b <= NC <= 32; a warp per matrix, lane i
// holding row i (NC values in registers). Rows are relabelled instead of
// swapped: pos is
// the row's current position in LAPACK's interchanged order, so the pivot
// search (ties to the smallest position) and ipiv are LAPACK's; each lane
// stores its row at its final position at the end. The pivot row is broadcast
// by shuffle.

/// Whether matrix b is to be factored. With init (the launch is the whole
/// factorization) it does lu_init's work: validates b, and the writer lane
/// stores info[b] and zeroes replaced[b]; otherwise it skips the matrices the
/// argument pass marked bad (info < 0). ea receives b's entry in A, read
/// with the rest before any check, for the caller's sizes and address (read
/// again after the store to info, they would be loaded again).
template <class D>
__device__ __forceinline__ bool lu_begin(int b, const MatrixBatch<D>& A,
                                         const MatrixBatch<int>& ipiv,
                                         bool pivot, bool init, bool writer,
                                         int* info, int* replaced,
                                         typename MatrixBatch<D>::Entry& ea) {
  ea = A.entry(b);
  if (!init) return info[b] >= 0;
  const auto ep = detail::lu_ipiv_entry(b, ipiv, pivot);
  const int code = detail::lu_validate(A, ea, ipiv, ep, pivot);
  if (writer) {
    info[b] = code;
    if (replaced) replaced[b] = 0;
  }
  return code == 0;
}

/// What a lane of a row-per-lane LU carries from step to step.
struct LuRowLane {
  int lane;  ///< the row held
  bool row;  ///< lane < m
  int pos;   ///< the row's position in the interchanged order
  int zero;  ///< first zero pivot (1-based within the call), or 0
  int nrep;  ///< pivots replaced (getrf_nopiv), counted by pivot lanes
};

/// Step j's pivot of a row-per-lane LU, x being the lane's element of
/// column j: pivot search over the warp and relabelling (pivot), or the
/// static replacement of getrf_nopiv (tol > 0); the first zero pivot is
/// recorded. On return x holds the multiplier on the rows below the pivot
/// (below), and the result is the lane holding the pivot row.
template <class D>
__device__ __forceinline__ int lu_pivot_column(D& x, int j, LuRowLane& s,
                                               bool pivot, real_of<D> tol,
                                               int* piv_out, int offset,
                                               bool& below) {
  using R = real_of<D>;
  const bool active = s.row && s.pos >= j;  // not yet a pivot row
  int src;
  if (pivot) {
    R v = active ? pivot_magnitude(x) : R(-1);
    // The key is position * 32 + the lane in the group, so that the search
    // also gives the pivot row's lane (positions are distinct, and some lane
    // is active: the one at position j); a ballot after the search found it
    // before. Session 46, H200, batch 10000, the ballot -> the key, one call,
    // both behind an experiment's switch read at every step: DGETRF n = 6 /
    // 8 / 12 / 16 0.0113 / 0.0136-0.0138 / 0.0287-0.0288 / 0.0418 ->
    // 0.0101-0.0102 / 0.0122-0.0123 / 0.0256-0.0260 / 0.0380-0.0381 ms,
    // variable max = 8 / 16 1.29-1.30 / 1.63-1.66 -> 1.42-1.45 / 1.71-1.73x
    // cublasDgetrfBatched; with 1 GiB of matrices n = 12 / 14 / 16 1.55 /
    // 1.39 / 1.59 -> 1.70 / 1.55 / 1.69x. For whole warps (warp_argmax),
    // two calls apart: variable max = 32 0.0985-0.0991 -> 0.0909-0.0918 ms
    // (2.18-2.19 -> 2.35-2.37x), n = 32 0.1327-0.1330 -> 0.1140-0.1153 ms.
    // Without the switch, DGETRF n = 16 0.0359-0.0369 ms (1.52-1.56x, the
    // ballot) -> 0.0321 ms (1.75x, the committed library).
    const unsigned t = warp_argmax(
        v, active ? static_cast<unsigned>(s.pos) * 32 + s.lane : UINT_MAX);
    const int key = static_cast<int>(t / 32);
    src = static_cast<int>(t % 32);
    if (s.lane == 0) piv_out[j] = offset + key + 1;
    // Relabel: the row at position j takes the pivot row's position.
    if (s.row && s.pos == j) s.pos = key;
    if (s.lane == src) s.pos = j;
  } else {
    src = j;
    if (tol > R(0) && s.lane == src) x = replace_pivot(x, tol, s.nrep);
  }
  // The pivot broadcast: real pivots taken from the search instead (their
  // sign in the key, d = +-v) measured slower (session 46, H200, DGETRF
  // variable max = 32 0.0913 -> 0.0974-0.0978 ms, n = 16 0.0321 -> 0.0338).
  const D d = shfl(x, src);
  below = s.row && s.pos > j;
  if (!is_zero(d)) {
    // After the search: every lane's reciprocal of its own (real) element
    // found during the search and the pivot lane's shuffled measured slower
    // (session 46, H200, DGETRF variable max = 32 0.0925-0.0932 ->
    // 0.0993-0.0996 ms, n = 8...128 within 3%).
    const bool recip = abs1(d) >= std::numeric_limits<R>::min();
    const D inv = recip ? D(1) / d : D(0);
    if (below) x = scale_by_pivot(x, d, inv, recip);
  } else if (s.zero == 0) {
    s.zero = j + 1;
  }
  return src;
}

/// Steps j0 ... j0 + NC - 1 (those below mn) of a row-per-lane LU whose
/// columns j0 ... j0 + NC - 1 are in registers (r), the columns left of j0
/// already factored: the pivot (lu_pivot_column) and the rank-1 update of
/// the row's later columns.
template <int NC, class D>
__device__ __forceinline__ void lu_register_steps(D (&r)[NC], int j0, int mn,
                                                  LuRowLane& s, bool pivot,
                                                  real_of<D> tol, int* piv_out,
                                                  int offset) {
#pragma unroll
  for (int c = 0; c < NC; ++c) {
    const int j = j0 + c;
    if (j >= mn) break;  // uniform over the warp
    bool below;
    const int src =
        lu_pivot_column(r[c], j, s, pivot, tol, piv_out, offset, below);
#pragma unroll
    for (int k = c + 1; k < NC; ++k) {
      const D t = shfl(r[k], src);
      if (below) r[k] = fma(-r[c], t, r[k]);
    }
  }
}

/// The end of a row-per-lane LU: info[b] from the first zero pivot, and the
/// warp's count of replaced pivots (getrf_nopiv).
__device__ __forceinline__ void lu_row_finish(LuRowLane& s, int b, int offset,
                                              bool pivot, int* info,
                                              int* replaced) {
  if (s.lane == 0 && s.zero > 0 && info[b] == 0) info[b] = offset + s.zero;
  if (!pivot && replaced) {
    // Only the pivot lanes counted; sum over the warp.
    s.nrep = warp_sum(s.nrep);
    if (s.lane == 0) replaced[b] += s.nrep;
  }
}

// ---- the register kernel: rows of small matrices in registers
// ----------------------------------------------------
//
// Lane i of a group of G holds rows i, i + G, ..., i + (RPL - 1) G of its
// matrix (NC values each), so a warp takes 32 / G matrices of up to G RPL
// rows. Rows are relabelled as in lu_register_steps. With RPL > 1 a step's
// search, reciprocal and bookkeeping serve several rows at once and a warp's
// broadcasts serve more matrices; the pivot row's elements are picked among
// the sender's rows before each shuffle.
//
// Every shuffle names the whole warp (kFullMask, with width G), never the
// group's lanes: a mask known only at run time made the compiler wrap each
// shuffle in a convergence sequence (WARPSYNC, MATCH, a collective loop;
// cuobjdump: 468 WARPSYNC and 468 ENDCOLLECTIVE for 468 shuffles at order
// 16). So every group of a warp runs all NC steps, those past its own
// min(m, n) without effect, and a group with nothing to factor runs them
// too (m = n = 0): only whole warps leave early. Both give identical
// factors, pivots and info (tools/probes/register_rows.cu's first version);
// session 51, H200, batch 10000 / 1 GiB of matrices, ms, the group's mask ->
// the whole warp's:
// DGETRF n = 16 (one row a lane) 0.0313 / 1.147 -> 0.0262 / 1.120 (1.019
// bounded to 8 blocks an SM), n = 12 0.0211 / 1.366 -> 0.0202 / 1.254, 8
// 0.0098 / 0.922 -> 0.0090 / 0.855, 6 0.0104 / 1.242 -> 0.0104 / 1.146, 4
// 0.0081 / 1.167 -> 0.0077 / 0.881. Rows per lane: GetrfTuning::
// register_rows_per_lane.

/// What a lane of the register kernel carries from step to step.
template <int RPL>
struct LuRowsLane {
  int lane;      ///< index in the group
  int pos[RPL];  ///< row lane + q G's position in the interchanged order, or
                 ///< -1 past the matrix's rows
  int zero;      ///< first zero pivot (1-based within the call), or 0
  int nrep;      ///< pivots replaced (getrf_nopiv), counted by pivot lanes
};

/// r[q][k] for a q known only at run time: a chain of selects (the rows
/// stay in registers).
template <int RPL, int NC, class D>
__device__ __forceinline__ D pick_row(const D (&r)[RPL][NC], int q, int k) {
  D x = r[0][k];
#pragma unroll
  for (int p = 1; p < RPL; ++p)
    if (q == p) x = r[p][k];
  return x;
}

/// Steps 0 ... NC - 1 of the register kernel on an m x n matrix, those from
/// min(m, n) on without effect: the pivot search over the group (pivot) or
/// getrf_nopiv's static replacement (tol > 0), the first zero pivot
/// recorded, the multipliers and the rank-1 update of the later columns.
/// Every lane of the warp calls it at once. Not kept: the steps and columns
/// bounded by the warp's largest matrix (a reduction, then a uniform break
/// in the unrolled loops): session 51, H200, tools/probes/register_rows.cu,
/// batch 10000, ms, n = 6 0.0123 -> 0.0116, 8 0.0115-0.0119 ->
/// 0.0111-0.0116, but 12 0.0210 -> 0.0237 and 16 0.0253 -> 0.0287 (two rows
/// a lane at 16 with 1 GiB 0.996 -> 1.097).
template <int NC, int G, int RPL, class D>
__device__ __forceinline__ void lu_rows_steps(D (&r)[RPL][NC], int m, int n,
                                              LuRowsLane<RPL>& s, bool pivot,
                                              real_of<D> tol, int* piv_out,
                                              int offset) {
  using R = real_of<D>;
  const int mn = m < n ? m : n;
#pragma unroll
  for (int c = 0; c < NC; ++c) {
    const bool live = c < mn;
    int src, qs;  // the pivot row's lane and slot
    if (pivot) {
      // Key: position * 32 + the row's slot q G + lane (below 32), so that
      // the search names the pivot row's lane and slot too.
      R v = R(-1);
      int k = INT_MAX;
#pragma unroll
      for (int q = 0; q < RPL; ++q) {
        if (live && s.pos[q] >= c) {
          const R vq = pivot_magnitude(r[q][c]);
          const int kq = s.pos[q] * 32 + q * G + s.lane;
          if (beats(vq, kq, v, k)) {
            v = vq;
            k = kq;
          }
        }
      }
      group_argmax<G>(v, k);
      const int key = k / 32;
      src = k % 32 % G;
      qs = k % 32 / G;
      // ipiv, and the relabel: the row at position c takes the pivot row's
      // position.
      if (live) {
        if (s.lane == 0) piv_out[c] = offset + key + 1;
#pragma unroll
        for (int q = 0; q < RPL; ++q) {
          if (s.pos[q] == c) s.pos[q] = key;
          if (s.lane == src && q == qs) s.pos[q] = c;
        }
      }
    } else {
      src = c % G;
      qs = c / G;
      if (live && tol > R(0) && s.lane == src)
#pragma unroll
        for (int q = 0; q < RPL; ++q)
          if (q == qs) r[q][c] = replace_pivot(r[q][c], tol, s.nrep);
    }
    const D d = shfl_group(kFullMask, pick_row(r, qs, c), src, G);
    bool below[RPL];
#pragma unroll
    for (int q = 0; q < RPL; ++q) below[q] = live && s.pos[q] > c;
    if (!is_zero(d)) {
      const bool recip = abs1(d) >= std::numeric_limits<R>::min();
      const D inv = recip ? D(1) / d : D(0);
#pragma unroll
      for (int q = 0; q < RPL; ++q)
        if (below[q]) r[q][c] = scale_by_pivot(r[q][c], d, inv, recip);
    } else if (live && s.zero == 0) {
      s.zero = c + 1;
    }
#pragma unroll
    for (int k = c + 1; k < NC; ++k) {
      const D t = shfl_group(kFullMask, pick_row(r, qs, k), src, G);
#pragma unroll
      for (int q = 0; q < RPL; ++q)
        if (below[q]) r[q][k] = fma(-r[q][c], t, r[q][k]);
    }
  }
}

/// Assumptions: m_b <= G RPL and n_b <= NC <= 32 for every matrix (larger
/// matrices of a variable-size batch are left to another kernel).
template <class D, int NC, int G, int RPL, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    getrf_register_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                          int offset, bool pivot, real_of<D> tol, int* replaced,
                          bool init) {
  static_assert((G == 4 || G == 8 || G == 16 || G == 32) && G * RPL <= 32,
                "groups of 4, 8, 16 or 32 lanes, at most 32 rows");
  constexpr int kPerBlock = kWarps * 32 / G;
  LuRowsLane<RPL> s;
  s.lane = threadIdx.x % G;
  const std::int64_t bl =
      std::int64_t(blockIdx.x) * kPerBlock + threadIdx.x / G;
  const int b = bl < A.count() ? static_cast<int>(bl) : 0;
  int m = 0, n = 0;  // 0 x 0: nothing to factor
  D* a = nullptr;
  std::int64_t ld = 0;
  if (bl < A.count()) {
    typename MatrixBatch<D>::Entry ea;
    if (lu_begin(b, A, ipiv, pivot, init, s.lane == 0, info, replaced, ea) &&
        A.rows(ea) <= G * RPL && A.cols(ea) <= NC) {
      m = A.rows(ea);
      n = A.cols(ea);
      a = A.data(ea);
      ld = ea.ld;
    }
  }
  if (!__any_sync(kFullMask, m > 0 && n > 0)) return;  // the whole warp
  D r[RPL][NC];  // (RPL x NC) this lane's rows
#pragma unroll
  for (int q = 0; q < RPL; ++q) {
    const int i = s.lane + q * G;
    s.pos[q] = i < m ? i : -1;
#pragma unroll
    for (int j = 0; j < NC; ++j)
      r[q][j] = i < m && j < n ? a[i + j * ld] : D(0);
  }
  s.zero = 0;
  s.nrep = 0;
  lu_rows_steps<NC, G, RPL>(r, m, n, s, pivot, tol,
                            pivot && m > 0 && n > 0 ? ipiv.data(b) : nullptr,
                            offset);
#pragma unroll
  for (int q = 0; q < RPL; ++q)
#pragma unroll
    for (int j = 0; j < NC; ++j)
      if (s.pos[q] >= 0 && j < n) a[s.pos[q] + j * ld] = r[q][j];
  if (s.lane == 0 && s.zero > 0 && info[b] == 0) info[b] = offset + s.zero;
  if (!pivot && replaced) {
    // Only the pivot lanes counted; sum over the group.
#pragma unroll
    for (int k = G / 2; k > 0; k /= 2)
      s.nrep += __shfl_xor_sync(kFullMask, s.nrep, k);
    if (s.lane == 0 && m > 0 && n > 0) replaced[b] += s.nrep;
  }
}

// ---- fused GESV of small matrices
// ------------------------------------------------
//
// gesv's factorization and solve in one launch for matrices of the register
// kernel's orders: each group factors its matrix as the register kernel does
// (init included) and solves A X = B with the factors still in its
// registers, where gesv's getrs launch read the factors and pivots back.
// Lane i holds row i of A, relabelled to position pos (the register
// kernel's row at the end), and row i of B: P B has row i of B at position
// pos, so B's rows need no interchange. Forward, step j: the lane at
// position j (found by a ballot, kept for the backward steps) broadcasts its
// elements of B and the lanes below subtract their multiplier times them.
// Backward, from the last step: the lane at position j divides by U(j, j),
// broadcasts, and the lanes above subtract. Each lane stores its row of X
// at position pos. As gesv's getrs, the solve runs for every matrix that is
// a valid solve problem (lu_problem_validate), a zero pivot included (Inf or
// NaN in that X). The steps are the register kernel's (lu_rows_steps, one
// row a lane), and as there every shuffle and ballot names the whole warp:
// each group runs all NC steps of the solve too, those past its order
// without effect.
// Assumptions: the register kernel's (m_b <= G, n_b <= NC); nrhs_b <= NR.
/// The fused gesv kernels' right-hand sides of matrix b, m x n, whose A and
/// ipiv passed lu_begin: false where (A, B) is not a valid solve problem
/// (the rest of lu_problem_validate), else x holds row `lane` of B's first
/// NR columns (zeros past its columns and past the rows).
template <int NR, class D>
__device__ __forceinline__ bool gesv_load_rhs(const MatrixBatch<D>& B, int b,
                                              int m, int n, int lane,
                                              D (&x)[NR]) {
  if (B.validate(b) != 0 || m != n || (B.cols(b) > 0 && B.rows(b) != n))
    return false;
  const int nrhs = B.cols(b);
  const D* xb = B.data(b);
  const std::int64_t ldb = B.ld(b);
#pragma unroll
  for (int k = 0; k < NR; ++k)
    x[k] = lane < m && k < nrhs ? xb[lane + k * ldb] : D(0);
  return true;
}

/// The solution's row at position pos of B's first NR columns (a lane
/// holding a row).
template <int NR, class D>
__device__ __forceinline__ void gesv_store_x(const MatrixBatch<D>& B, int b,
                                             bool row, int pos,
                                             const D (&x)[NR]) {
  const int nrhs = B.cols(b);
  D* xb = B.data(b);
  const std::int64_t ldb = B.ld(b);
#pragma unroll
  for (int k = 0; k < NR; ++k)
    if (row && k < nrhs) xb[pos + k * ldb] = x[k];
}

template <class D, int NC, int G, int NR, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    gesv_register_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv,
                         MatrixBatch<D> B, int* info, bool init) {
  static_assert(G == 4 || G == 8 || G == 16, "groups of 4, 8 or 16 lanes");
  using R = real_of<D>;
  constexpr int kPerBlock = kWarps * 32 / G;
  LuRowsLane<1> s;
  s.lane = threadIdx.x % G;
  const int base = threadIdx.x % 32 / G * G;  // the group's first lane
  const std::int64_t bl =
      std::int64_t(blockIdx.x) * kPerBlock + threadIdx.x / G;
  const int b = bl < A.count() ? static_cast<int>(bl) : 0;
  int m = 0, n = 0;  // 0 x 0: nothing to factor or solve
  D* a = nullptr;
  std::int64_t ld = 0;
  if (bl < A.count()) {
    typename MatrixBatch<D>::Entry ea;
    if (lu_begin(b, A, ipiv, true, init, s.lane == 0, info, nullptr, ea) &&
        A.rows(ea) <= G && A.cols(ea) <= NC) {
      m = A.rows(ea);
      n = A.cols(ea);
      a = A.data(ea);
      ld = ea.ld;
    }
  }
  if (!__any_sync(kFullMask, m > 0 && n > 0)) return;  // the whole warp
  const bool row = s.lane < m;
  D r[1][NC];  // (1 x NC) this lane's row of A, then of L and U
#pragma unroll
  for (int j = 0; j < NC; ++j)
    r[0][j] = row && j < n ? a[s.lane + j * ld] : D(0);
  s.pos[0] = row ? s.lane : -1;
  s.zero = 0;
  s.nrep = 0;
  lu_rows_steps<NC, G, 1>(r, m, n, s, true, R(0),
                          m > 0 && n > 0 ? ipiv.data(b) : nullptr, 0);
  const int pos = s.pos[0];
#pragma unroll
  for (int j = 0; j < NC; ++j)
    if (row && j < n) a[pos + j * ld] = r[0][j];
  if (s.lane == 0 && s.zero > 0 && info[b] == 0) info[b] = s.zero;

  D x[NR];  // (NR) row `lane` of B, then of X
  // ns: the order solved (0 where no solve: its steps without effect).
  const int ns = m > 0 && n > 0 && gesv_load_rhs(B, b, m, n, s.lane, x) ? n : 0;
  int at[NC];  // at[j]: the group lane at position j (j < ns)
#pragma unroll
  for (int j = 0; j < NC; ++j) {
    // The other groups' bits sit above this group's after the shift.
    at[j] = __ffs(__ballot_sync(kFullMask, pos == j) >> base) - 1;
    const bool below = j < ns && pos > j;
#pragma unroll
    for (int k = 0; k < NR; ++k) {
      const D y = shfl_group(kFullMask, x[k], at[j], G);
      if (below) x[k] = fma(-r[0][j], y, x[k]);
    }
  }
#pragma unroll
  for (int jj = 0; jj < NC; ++jj) {
    const int j = NC - 1 - jj;
    const bool diag = j < ns && s.lane == at[j];
    const bool above = j < ns && row && pos < j;
#pragma unroll
    for (int k = 0; k < NR; ++k) {
      if (diag) x[k] = x[k] / r[0][j];
      const D xj = shfl_group(kFullMask, x[k], at[j], G);
      if (above) x[k] = fma(-r[0][j], xj, x[k]);
    }
  }
  if (ns > 0) gesv_store_x(B, b, row, pos, x);
}

// ---- thread-per-matrix LU
// ------------------------------------------------------
//
// The tiniest orders (m_b, n_b <= NT): a thread holds its whole matrix in
// registers, so no lane idles and no shuffle runs (the register kernel's
// groups spend most of a step in the shuffles of its pivot search and pivot
// row). A warp takes 32 consecutive matrices and moves them between global
// and shared memory together, consecutive lanes on consecutive elements of
// one matrix, so that loads and stores coalesce whatever the descriptor (a
// thread's own NT x NT elements would span NT sectors); the loads go by
// cp.async, all of a warp's in flight at once without registers to hold
// them (loads into registers, 16 a lane at a time: order 8 with 1 GiB of
// matrices at 63.7% of the copy roofline, against 71.4%); a matrix's slot in
// shared memory is NT * NT + 1 elements, an odd stride, so that the threads'
// reads of their own slots do not conflict. The pivot search scans the rows
// in order with ties to the smallest index (LAPACK's idamax; NaN counts as
// infinite, as in the register kernel), and rows are swapped by selects so
// that nothing leaves the registers. The code runs once per warp, straight
// through, so its size is its speed: the moves read each matrix's address
// and sizes from a table in shared memory, and a tiny pivot is inverted
// after scaling instead of dividing every multiplier by it (a first version
// with the descriptor's accessors per element and LAPACK's divisions, 21k
// instructions at NT = 8, ran 6x slower than the register kernel). Same
// contract as the register kernel (info, ipiv, offset, pivoting, init);
// matrices larger than NT are left to other kernels.

/// Elements of a thread-per-matrix kernel's slot for one matrix: an odd
/// count, so that the lanes' reads of their own slots, a slot apart, fall
/// on distinct banks (NT * NT + 1 is even for odd NT: two-way conflicts;
/// session 40, H200, 1 GiB: DGETRF n = 7 0.8876 -> 0.8108 ms, 9 0.9043 ->
/// 0.8564; getrf_tuning.hpp, kThreadOrders).
template <int NT>
constexpr int thread_slot() {
  return NT * NT | 1;
}

/// A matrix of a thread-per-matrix warp: its address, leading dimension and
/// size (0 x 0 for one the warp does not factor).
template <class D>
struct LuThreadMatrix {
  D* a;
  int ld, m, n;
};

/// Moves the warp's 32 matrices (table `mat`) between global memory and
/// their slots in `tile`. kLoad: into the slots by cp.async, zeros past each
/// matrix's rows and columns, every copy in flight at once and none held in
/// registers (`dummy`: a valid global address for the zero fills); the
/// caller waits for them. Else back, only the matrix's own elements.
template <int NT, bool kLoad, class D>
__device__ __forceinline__ void lu_thread_move(const LuThreadMatrix<D>* mat,
                                               D* tile, int lane,
                                               const void* dummy) {
  constexpr int kElems = NT * NT;  // a lane moves kElems elements in all
#pragma unroll 4
  for (int u = 0; u < kElems; ++u) {
    const int idx = lane + 32 * u;
    const int k = idx / kElems, e = idx - k * kElems;
    const int j = e / NT, i = e - j * NT;
    const LuThreadMatrix<D> t = mat[k];
    const bool in = i < t.m && j < t.n;
    D* const g = t.a + (i + std::int64_t(j) * t.ld);
    D* const s = tile + k * thread_slot<NT>() + e;
    if constexpr (kLoad) {
      cp_async<sizeof(D)>(s, in ? static_cast<const void*>(g) : dummy,
                          in ? int(sizeof(D)) : 0);
    } else if (in) {
      *g = *s;
    }
  }
}

template <class D, int NT, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    getrf_thread_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                        int offset, bool pivot, real_of<D> tol, int* replaced,
                        bool init) {
  using R = real_of<D>;
  constexpr int kSlot = thread_slot<NT>();
  // Raw storage: D may have constructors, which __shared__ arrays may not.
  __shared__ alignas(16) unsigned char smem[kWarps * 32 * kSlot * sizeof(D)];
  __shared__ LuThreadMatrix<D> table[kWarps][32];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  D* const tile = reinterpret_cast<D*>(smem) + warp * 32 * kSlot;
  LuThreadMatrix<D>* const mat = table[warp];
  const std::int64_t w0 = (std::int64_t(blockIdx.x) * kWarps + warp) * 32;
  if (w0 >= A.count()) return;  // the whole warp
  const int b = static_cast<int>(w0) + lane;
  typename MatrixBatch<D>::Entry ea;
  bool mine = b < A.count() &&
              lu_begin(b, A, ipiv, pivot, init, true, info, replaced, ea);
  const int m = mine ? A.rows(ea) : 0, n = mine ? A.cols(ea) : 0;
  mine = mine && m > 0 && n > 0 && m <= NT && n <= NT;
  mat[lane] = mine ? LuThreadMatrix<D>{A.data(ea), ea.ld, m, n}
                   : LuThreadMatrix<D>{nullptr, 0, 0, 0};
  if (!__any_sync(kFullMask, mine)) return;
  __syncwarp();
  lu_thread_move<NT, true>(mat, tile, lane, info);
  cp_async_commit();
  cp_async_wait<0>();
  __syncwarp();
  D r[NT][NT];  // (NT, NT) element (i, j) of the matrix
  D* const slot = tile + lane * kSlot;
#pragma unroll
  for (int j = 0; j < NT; ++j)
#pragma unroll
    for (int i = 0; i < NT; ++i) r[i][j] = slot[i + j * NT];
  const R sfmin = std::numeric_limits<R>::min();
  // 1 / (d * kUp) is finite for every nonzero d below sfmin.
  const R kUp = R(1) / std::numeric_limits<R>::epsilon() * R(4);
  int* const piv_out = mine && pivot ? ipiv.data(b) : nullptr;
  const int mn = m < n ? m : n;
  int zero = 0, nrep = 0;
#pragma unroll
  for (int j = 0; j < NT; ++j) {
    if (j >= mn) break;
    if (pivot) {
      int p = j;
      R best = pivot_magnitude(r[j][j]);
#pragma unroll
      for (int i = j + 1; i < NT; ++i) {
        const R v = pivot_magnitude(r[i][j]);
        const bool win = i < m && v > best;
        best = win ? v : best;
        p = win ? i : p;
      }
      piv_out[j] = offset + p + 1;
#pragma unroll
      for (int k = 0; k < NT; ++k) {
        const D old = r[j][k];
        D np = old;
#pragma unroll
        for (int i = j + 1; i < NT; ++i) {
          const bool s = p == i;
          np = s ? r[i][k] : np;
          r[i][k] = s ? old : r[i][k];
        }
        r[j][k] = np;
      }
    } else if (tol > R(0)) {
      r[j][j] = replace_pivot(r[j][j], tol, nrep);
    }
    // Multipliers x / d as x * (1 / d) (LAPACK's recip), or, for a tiny d,
    // as (x * (1 / (d kUp))) kUp, where LAPACK divides: the same two
    // roundings, and no division per multiplier. A zero pivot leaves its
    // column unscaled, as in the register kernel (getrf_nopiv without
    // replacement can meet one above nonzero elements).
    const D d = r[j][j];
    if (!is_zero(d)) {
      const bool tiny = abs1(d) < sfmin;
      const D inv = D(1) / (tiny ? kUp * d : d);
#pragma unroll
      for (int i = j + 1; i < NT; ++i) {
        r[i][j] = r[i][j] * inv;
        if (tiny) r[i][j] = kUp * r[i][j];
      }
    } else if (zero == 0) {
      zero = j + 1;
    }
#pragma unroll
    for (int i = j + 1; i < NT; ++i)
#pragma unroll
      for (int k = j + 1; k < NT; ++k)
        r[i][k] = fma(-r[i][j], r[j][k], r[i][k]);
  }
#pragma unroll
  for (int j = 0; j < NT; ++j)
#pragma unroll
    for (int i = 0; i < NT; ++i) slot[i + j * NT] = r[i][j];
  __syncwarp();
  lu_thread_move<NT, false>(mat, tile, lane, info);
  if (mine) {
    if (zero > 0 && info[b] == 0) info[b] = offset + zero;
    if (replaced && nrep) replaced[b] += nrep;
  }
}

// ---- shared-row LU
// ------------------------------------------------------------
//
// The register kernel's role for 16 < n <= 32 with a small program: its
// unrolled steps outgrow the instruction cache there (ncu, H100: at n = 32,
// 7.8 of the 14 cycles between a warp's instructions were "no instruction"
// stalls). One warp per matrix (m_b, n_b <= 32), a block per matrix (with
// init, it does lu_init's work as the register kernel does): the matrix's
// index is then blockIdx.x, and the compiler sees it, the matrix's sizes and
// so every step's bounds as uniform over the warp, and compiles the
// shuffles and reductions without the sequences that gather diverged lanes
// (141 in the variable kernel with the index from threadIdx.x / 32; session
// 52, H200, tools/probes/shared_row.cu, ms, one matrix a block with the
// warp's index from threadIdx.x / 32 / from blockIdx.x alone: orders
// uniform in [1, 32], batch 10000 / 100000 0.0699 / 0.5004 -> 0.0664 /
// 0.4821, one matrix of order 32 0.0292 -> 0.0274; four matrices a block,
// as fixed sizes had, / one: n = 17 0.0516 / 0.0500, 24 0.0941 / 0.0918,
// 32 0.1322 / 0.1288, 32 with batch 100000 1.0412 / 0.9821). A block of one
// warp keeps its shared memory only as long as its own matrix needs it;
// 31 such blocks fit an SM's shared memory (GetrfTuning::
// shared_row_min_blocks);
// lane i keeps row i split: columns 0 ... S - 1 in shared memory (row major,
// padded to S + 1: a lane's elements and the broadcast pivot row are
// conflict-free), columns S ... 31 in registers. Steps 0 ... S - 1 run as a
// rolled loop with runtime column bounds: the pivot row's shared part is
// read from shared memory, its register part broadcast by shuffle. Steps S
// ... 31 are the register kernel's (lu_register_steps) on the register
// part, so the unrolled program stays small. Rows are relabelled as in the
// register kernel (pos), with the same pivot search.
/// The lane's LuRowLane where a whole warp takes a matrix (the shared-row
/// kernels).
__device__ __forceinline__ LuRowLane warp_row_lane() {
  LuRowLane s;
  s.lane = threadIdx.x % 32;
  return s;
}

/// The shared-row kernel's work on matrix b, by the calling warp: lu_begin,
/// the factorization, the factors stored and lu_row_finish. `rows` is the
/// warp's 32 (S + 1) elements of shared memory; on a true return, the
/// lane's row of L and U is still at rows + lane (S + 1) (columns 0 ... S -
/// 1) and in r (columns S ... 31), and s.pos is its position: the fused gesv
/// solves with them. False: nothing more to do with b (lu_begin's verdict,
/// or an order left to another kernel).
template <class D, int S>
__device__ __forceinline__ bool shared_row_factor(
    const MatrixBatch<D>& A, const MatrixBatch<int>& ipiv, int* info,
    int offset, bool pivot, real_of<D> tol, int* replaced, bool init, int b,
    D* rows, LuRowLane& s, D (&r)[32 - S]) {
  static_assert(S > 0 && S < 32, "both parts nonempty");
  constexpr int kLd = S + 1;
  constexpr int NC = 32 - S;
  typename MatrixBatch<D>::Entry ea;
  if (!lu_begin(b, A, ipiv, pivot, init, s.lane == 0, info, replaced, ea))
    return false;
  const int m = A.rows(ea), n = A.cols(ea);
  // Larger matrices of a variable-size batch go to another kernel.
  if (m == 0 || n == 0 || m > 32 || n > 32) return false;
  D* a = A.data(ea);
  const std::int64_t ld = ea.ld;
  s.row = s.lane < m;
  const int ns = n < S ? n : S;  // columns in shared memory
  D* my = rows + s.lane * kLd;
#pragma unroll
  for (int c = 0; c < NC; ++c)
    r[c] = s.row && S + c < n ? a[s.lane + (S + c) * ld] : D(0);
  // The shared part by cp.async, every column's copy in flight at once (a
  // load into a register and a store a column kept a few in flight, each
  // waiting on memory; zeros on the lanes past m). Session 52, H200,
  // tools/probes/shared_row.cu, ms, loads / cp.async: orders uniform in [1,
  // 32], batch 10000 0.0849 / 0.0728, 100000 0.7291 / 0.5531; n = 24 0.1313
  // / 0.1009, 32 0.1729 / 0.1394.
  {
    const D* g = a + (s.row ? s.lane : 0);
    const int bytes = s.row ? int(sizeof(D)) : 0;
#pragma unroll 4
    for (int j = 0; j < ns; ++j) cp_async<sizeof(D)>(my + j, g + j * ld, bytes);
    cp_async_commit();
    cp_async_wait<0>();
  }
  __syncwarp();

  int* piv_out = pivot ? ipiv.data(b) : nullptr;
  const int mn = m < n ? m : n;
  s.pos = s.lane;
  s.zero = 0;
  s.nrep = 0;
  const int steps = mn < S ? mn : S;
  D xn = my[0];  // the lane's element of the next step's column
#pragma unroll 1
  for (int j = 0; j < steps; ++j) {
    D x = xn;
    bool below;
    const int src =
        lu_pivot_column(x, j, s, pivot, tol, piv_out, offset, below);
    my[j] = x;
    const D* u = rows + src * kLd;
    // Column j + 1 first, kept in a register: the next pivot search waits
    // on it alone (session 52, H200, tools/probes/shared_row.cu, ms, column
    // j + 1 in the loop / first: orders uniform in [1, 32], batch 10000
    // 0.0678 / 0.0664, 100000 0.4982 / 0.4851; n = 24 0.0952 / 0.0921).
    // Stored only where it changed: the pivot row's element is read by the
    // other lanes meanwhile.
    if (j + 1 < ns) {
      xn = my[j + 1];
      if (below) {
        xn = fma(-x, u[j + 1], xn);
        my[j + 1] = xn;
      }
    }
    if (below) {
#pragma unroll 4
      for (int k = j + 2; k < ns; ++k) my[k] = fma(-x, u[k], my[k]);
    }
#pragma unroll
    for (int c = 0; c < NC; ++c) {
      if (S + c >= n) break;  // uniform
      const D t = shfl(r[c], src);
      if (below) r[c] = fma(-x, t, r[c]);
    }
    __syncwarp();  // the next pivot row is read by every lane
  }
  lu_register_steps<NC>(r, S, mn, s, pivot, tol, piv_out, offset);
  if (s.row) {
    for (int j = 0; j < ns; ++j) a[s.pos + j * ld] = my[j];
#pragma unroll
    for (int c = 0; c < NC; ++c)
      if (S + c < n) a[s.pos + (S + c) * ld] = r[c];
  }
  lu_row_finish(s, b, offset, pivot, info, replaced);
  return true;
}

/// kPivot: getrf (pivot, no replacement); else getrf_nopiv, tol and
/// replaced as given. The choice is compiled in: the steps' branch between
/// the two, taken at run time, cost the variable kernel 9% (session 52,
/// H200, tools/probes/shared_row.cu, orders uniform in [1, 32], batch
/// 10000 / 100000, ms: 0.0731 / 0.5257 -> 0.0670 / 0.4829).
template <class D, int S, int kMinBlocks, bool kPivot>
__global__ void __launch_bounds__(32, kMinBlocks)
    getrf_shared_row_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                            int offset, real_of<D> tol, int* replaced,
                            bool init) {
  __shared__ D s_rows[32 * (S + 1)];
  LuRowLane s = warp_row_lane();
  D r[32 - S];
  shared_row_factor<D, S>(A, ipiv, info, offset, kPivot,
                          kPivot ? real_of<D>(0) : tol,
                          kPivot ? nullptr : replaced, init,
                          static_cast<int>(blockIdx.x), s_rows, s, r);
}

/// gesv in one launch for orders up to 32 (m_b, n_b <= 32, nrhs_b <= NR): the
/// shared-row kernel's factorization (init included), then both solves with
/// the factors where it left them, as gesv_register_kernel does with its
/// registers (same contract: P B has row i of B at the position of row i,
/// so B's rows need no interchange; the solve runs for every valid solve
/// problem, a zero pivot included). The lane at position j is looked up in
/// a table of the warp's positions instead of by a ballot per step.
template <class D, int S, int NR>
__global__ void __launch_bounds__(32)
    gesv_shared_row_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv,
                           MatrixBatch<D> B, int* info, bool init) {
  using R = real_of<D>;
  constexpr int kLd = S + 1;
  constexpr int NC = 32 - S;
  __shared__ D s_rows[32 * kLd];
  __shared__ int at[32];  // at[j]: the lane at position j
  LuRowLane s = warp_row_lane();
  const int b = static_cast<int>(blockIdx.x);
  D r[NC];
  if (!shared_row_factor<D, S>(A, ipiv, info, 0, true, R(0), nullptr, init, b,
                               s_rows, s, r))
    return;
  const int n = A.cols(b);
  D x[NR];  // (NR) row `lane` of B, then of X
  if (!gesv_load_rhs(B, b, A.rows(b), n, s.lane, x)) return;  // uniform
  if (s.row) at[s.pos] = s.lane;
  __syncwarp();
  const D* my = s_rows + s.lane * kLd;
  const int ns = n < S ? n : S;
  // L's column j: the lanes below position j subtract their multiplier
  // times the solution's element at j.
  const auto forward = [&](int j, D l) {
    const int src = at[j];
    const bool below = s.row && s.pos > j;
#pragma unroll
    for (int k = 0; k < NR; ++k) {
      const D y = shfl(x[k], src);
      if (below) x[k] = fma(-l, y, x[k]);
    }
  };
  // U's column j: the lane at position j divides by the diagonal, the lanes
  // above subtract.
  const auto backward = [&](int j, D u) {
    const int src = at[j];
    const bool diag = s.lane == src, above = s.row && s.pos < j;
#pragma unroll
    for (int k = 0; k < NR; ++k) {
      if (diag) x[k] = x[k] / u;
      const D xj = shfl(x[k], src);
      if (above) x[k] = fma(-u, xj, x[k]);
    }
  };
#pragma unroll 1
  for (int j = 0; j < ns; ++j) forward(j, my[j]);
#pragma unroll
  for (int c = 0; c < NC; ++c) {
    if (S + c >= n) break;  // uniform
    forward(S + c, r[c]);
  }
#pragma unroll
  for (int c = NC - 1; c >= 0; --c)
    if (S + c < n) backward(S + c, r[c]);  // uniform
#pragma unroll 1
  for (int j = ns - 1; j >= 0; --j) backward(j, my[j]);
  gesv_store_x(B, b, s.row, s.pos, x);
}

// ---- register-tiled LU
// ---------------------------------------------------------
//
// One thread block of SR x SC threads per matrix, for views up to
// M = SR TR rows and N = SC TC columns. Thread (rg, cg), tid = rg + SR cg,
// holds the TR x TC elements at rows rg + SR i and columns cg + SC t: the
// cyclic distribution keeps every thread busy as the trailing matrix shrinks,
// and a step j only touches column tiles t >= j / SC, which the unrolled loop
// knows at compile time. Rows are relabelled instead of swapped, as in the
// register kernel (pos: the row's position in LAPACK's interchanged order).
// Step j, one barrier:
//   A. the owners of column j (the SR lanes of one warp with cg = j mod SC)
//      find the pivot by shuffles, scale their multipliers and publish them
//      and the pivot row's index in shared memory;       barrier
//   B. every thread relabels its rows, takes the pivot row's entries in its
//      columns by shuffle from the lane of its group that holds them (the
//      pivot row's holders share the column group), and updates its rows
//      below the pivot (rank 1).
// The multiplier buffer and the pivot index alternate between two halves,
// so phase A of step j + 1 never overwrites what phase B of step j reads.
// Assumptions: blockDim.x == SR * SC; SR divides 32 (a column group's lanes
// share a warp); m_b <= M and n_b <= N for every matrix of the view whose
// larger dimension is in (lo, hi] (the others are skipped).

template <class D, int SR, int TR, int SC, int TC>
__global__ void __launch_bounds__(SR* SC)
    getrf_tile_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                      int offset, bool pivot, real_of<D> tol, int* replaced,
                      int lo, int hi) {
  static_assert(32 % SR == 0, "a column group's lanes must share a warp");
  using R = real_of<D>;
  constexpr int M = SR * TR;
  constexpr int kNone = INT_MAX;  // position of a padding row
  __shared__ D s_mult[2][M];      // multipliers of column j, by physical row
  __shared__ int s_piv[2][2];     // physical row and position of the pivot
  __shared__ int s_zero, s_rep;

  const int b = blockIdx.x;
  if (info[b] < 0) return;
  const int m = A.rows(b), n = A.cols(b);
  const int order = m > n ? m : n;
  // Uniform: one matrix per block. Matrices whose larger dimension is
  // outside (lo, hi] belong to another kernel of a variable-size leaf.
  if (m == 0 || n == 0 || order <= lo || order > hi) return;
  const int tid = threadIdx.x;
  const int rg = tid % SR, cg = tid / SR;
  const int group_lane0 = (tid % 32) / SR * SR;  // first lane of my group
  D* g = A.data(b);
  const std::int64_t ld = A.ld(b);
  if (tid == 0) {
    s_zero = INT_MAX;
    s_rep = 0;
  }
  __syncthreads();

  D a[TR][TC];
  int pos[TR];
#pragma unroll
  for (int i = 0; i < TR; ++i) {
    const int r = rg + SR * i;
    pos[i] = r < m ? r : kNone;
#pragma unroll
    for (int t = 0; t < TC; ++t) {
      const int c = cg + SC * t;
      a[i][t] = r < m && c < n ? g[r + c * ld] : D(0);
    }
  }

  const R sfmin = std::numeric_limits<R>::min();
  int* piv_out = pivot ? ipiv.data(b) : nullptr;
  const int mn = m < n ? m : n;
#pragma unroll
  for (int jt = 0; jt < TC; ++jt) {
#pragma unroll 1
    for (int jc = 0; jc < SC; ++jc) {
      const int j = SC * jt + jc;
      if (j >= mn) break;  // uniform
      const int h = j & 1;
      // A. Pivot search among the rows not yet pivoted (position >= j); the
      // whole warp shuffles, the lanes of other column groups with empty
      // candidates.
      if (cg == jc) {
        R v = R(-1);
        int key = kNone, phys = -1;
        D d = D(0);
#pragma unroll
        for (int i = 0; i < TR; ++i) {
          const bool cand =
              pivot ? pos[i] >= j && pos[i] != kNone : pos[i] == j;
          const R x = pivot ? pivot_magnitude(a[i][jt]) : R(1);
          if (cand && beats(x, pos[i], v, key)) {
            v = x;
            key = pos[i];
            phys = rg + SR * i;
            d = a[i][jt];
          }
        }
        // Butterfly within the group (xor offsets below SR stay in it).
#pragma unroll
        for (int s = SR / 2; s > 0; s /= 2) {
          const unsigned gm =
              SR == 32 ? kFullMask : ((1u << (SR % 32)) - 1u) << group_lane0;
          const R v2 = __shfl_xor_sync(gm, v, s);
          const int k2 = __shfl_xor_sync(gm, key, s);
          const int p2 = __shfl_xor_sync(gm, phys, s);
          const D d2 = shfl_masked(gm, d, (tid % 32) ^ s);
          if (beats(v2, k2, v, key)) {
            v = v2;
            key = k2;
            phys = p2;
            d = d2;
          }
        }
        if (!pivot && tol > R(0)) {
          int count = 0;
          d = replace_pivot(d, tol, count);
          if (rg == 0 && count) s_rep += count;
        }
        const bool nonzero = !is_zero(d);
        if (!nonzero && rg == 0 && s_zero == INT_MAX) s_zero = j + 1;
        const bool recip = abs1(d) >= sfmin;
        const D inv = recip && nonzero ? D(1) / d : D(0);
#pragma unroll
        for (int i = 0; i < TR; ++i) {
          const int r = rg + SR * i;
          if (r == phys) {
            a[i][jt] = d;
          } else if (pos[i] >= j && pos[i] != kNone) {
            if (nonzero) a[i][jt] = scale_by_pivot(a[i][jt], d, inv, recip);
            s_mult[h][r] = a[i][jt];
          }
        }
        if (rg == 0) {
          s_piv[h][0] = phys;
          s_piv[h][1] = key;
          if (pivot) piv_out[j] = offset + key + 1;
        }
      }
      __syncthreads();
      // B. Relabel: the row at position j takes the pivot row's position.
      const int p = s_piv[h][0], pk = s_piv[h][1];
#pragma unroll
      for (int i = 0; i < TR; ++i) {
        if (pos[i] == j) pos[i] = pk;
        if (rg + SR * i == p) pos[i] = j;
      }
      // The pivot row's entries in my columns: lane p mod SR of my group
      // holds them in its register slot p / SR, read by a warp-uniform branch
      // per slot (a select over the slots costs TR x TC selects a step; an
      // index computed from p / SR moves the tile to local memory).
      D u[TC];
      const int src_lane = group_lane0 + p % SR;
      detail::with_static_index<TR>(p / SR, [&](auto slot) {
        constexpr int kI = decltype(slot)::value;
#pragma unroll
        for (int t = jt; t < TC; ++t) u[t] = shfl(a[kI][t], src_lane);
      });
#pragma unroll
      for (int i = 0; i < TR; ++i) {
        if (!(pos[i] > j && pos[i] != kNone)) continue;
        const D l = s_mult[h][rg + SR * i];
#pragma unroll
        for (int t = jt; t < TC; ++t)
          if (t > jt || cg > jc) a[i][t] = fma(-l, u[t], a[i][t]);
      }
    }
  }

  // Opaque to the compiler from here: otherwise it keeps the loads' TR x TC
  // addresses alive across the loop for the stores, which spills registers.
  asm volatile("" : "+l"(g));
#pragma unroll
  for (int i = 0; i < TR; ++i) {
    if (pos[i] == kNone) continue;
#pragma unroll
    for (int t = 0; t < TC; ++t) {
      const int c = cg + SC * t;
      if (c < n) g[pos[i] + c * ld] = a[i][t];
    }
  }
  __syncthreads();  // s_zero and s_rep are final
  if (tid == 0) {
    if (s_zero != INT_MAX && info[b] == 0) info[b] = offset + s_zero;
    if (!pivot && replaced) replaced[b] += s_rep;
  }
}

// ---- row-owner LU of tall panels
// -----------------------------------------------
//
// One thread block of 32 W threads per matrix, for views up to 32 W rows
// and NC columns: thread t holds row t whole in registers, so a step's
// update needs no operand but the pivot row. Step j, one barrier:
//   A. every warp finds its best candidate (rows not yet pivoted) by a
//      butterfly; the winning lane publishes its magnitude, its position
//      and its row's columns j ... NC - 1 in its warp's slot of shared
//      memory;                                                  barrier
//   B. every warp reduces the W slots by a butterfly over groups of W lanes
//      (the same winner in every thread, ties to the smaller position as
//      LAPACK's idamax), and every thread relabels its row, scales its
//      multiplier and updates its row, if below the pivot, from the
//      winner's published row.
// The register-tiled kernel, by contrast, searches a column with one warp
// while the others wait at the barrier, and each of its updates reads the
// multipliers back from shared memory. The slots alternate between two
// halves, so phase A of step j + 1 never overwrites what phase B of step j
// reads. Rows are relabelled, as in the register kernel (pos: the row's
// position in LAPACK's interchanged order), and stored at their final
// positions at the end. Same contract as the register-tiled kernel (info,
// ipiv, offset, pivoting, lo / hi). MB: blocks per SM asked of the register
// allocator.

/// x / d out of line: the pivots below the safe minimum that take it are
/// rare, and the unrolled steps of the row-owner kernel outgrow the
/// instruction cache already.
template <class D>
__device__ __noinline__ D divide_rare(D x, D d) {
  return x / d;
}

/// Two consecutive scalars of the published pivot row, read at once.
template <class D>
struct alignas(2 * sizeof(D)) ScalarPair {
  D x[2];
};

/// The row-owner kernel's shared memory: each warp's candidate row, its
/// search key and its position times 32 plus the warp, in two halves.
template <class D, int W, int NC>
struct RowsSmem {
  __align__(16) D row[2][W][NC];
  decltype(search_key(D())) u[2][W];
  int k[2][W];
  int rep;
};

/// Lanes of the group that reduces the row-owner kernel's w warp slots: the
/// least power of two that holds them (shapes of 3, 5 or 6 warps fill an
/// SM's registers where the next power of two idles some of its warps).
constexpr int rows_slot_group(int w) {
  return w <= 1 ? 1 : 2 * rows_slot_group((w + 1) / 2);
}

/// Position of a padding row of the row-owner kernel.
inline constexpr int kRowsNone = INT_MAX;

/// The row-owner kernel's work on matrix b = blockIdx.x by the block: the
/// factorization, the factors stored, info and replaced. On a true return
/// thread tid's row of L and U is still in a and pos is its position
/// (kRowsNone past the rows): the fused gesv solves with them. False:
/// nothing to do with b (invalid, or an order outside (lo, hi]).
template <class D, int W, int NC>
__device__ __forceinline__ bool rows_factor(
    const MatrixBatch<D>& A, const MatrixBatch<int>& ipiv, int* info,
    int offset, bool pivot, real_of<D> tol, int* replaced, int lo, int hi,
    RowsSmem<D, W, NC>& sm, D (&a)[NC], int& pos) {
  static_assert(W >= 1 && W <= 32, "at most 32 warps");
  // The warps' slots are reduced in groups of a power of two of lanes; the
  // slots past W are padding that never wins (no candidate, key kNone).
  constexpr int G = rows_slot_group(W);
  static_assert(NC % 2 == 0, "the pivot row is read in pairs");
  using R = real_of<D>;
  constexpr int kNone = kRowsNone;
  const int b = blockIdx.x;
  if (info[b] < 0) return false;
  const int m = A.rows(b), n = A.cols(b);
  const int order = m > n ? m : n;
  // Uniform: one matrix per block (see the register-tiled kernel).
  if (m == 0 || n == 0 || order <= lo || order > hi) return false;
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  D* g = A.data(b);
  const std::int64_t ld = A.ld(b);
  if (tid == 0) sm.rep = 0;

  pos = tid < m ? tid : kNone;
  {
    // One pointer stepped by ld: each column's address by an addition.
    const D* p = g + tid;
#pragma unroll
    for (int c = 0; c < NC; ++c, p += ld) a[c] = tid < m && c < n ? *p : D(0);
  }

  const R sfmin = std::numeric_limits<R>::min();
  int* piv_out = pivot ? ipiv.data(b) : nullptr;
  const int mn = m < n ? m : n;
  int zero = 0, nrep = 0;
#pragma unroll
  for (int j = 0; j < NC; ++j) {
    if (j >= mn) break;  // uniform
    const int h = j & 1;
    // A. This warp's candidate, published by its holder.
    bool publish;
    if (pivot) {
      const bool cand = pos >= j && pos != kNone;
      auto u = cand ? search_key(a[j]) : decltype(search_key(a[j]))(0);
      const int key = static_cast<int>(
          warp_argmax_key(u, cand ? static_cast<unsigned>(pos) : kNone));
      if (lane == 0) {
        sm.u[h][warp] = u;
        sm.k[h][warp] = key == kNone ? kNone : key * 32 + warp;
      }
      publish = cand && pos == key;
    } else {
      // getrf_nopiv: the row at position j, its pivot replaced if tiny.
      publish = pos == j;
      if (publish && tol > R(0)) a[j] = replace_pivot(a[j], tol, nrep);
    }
    if (publish) {
      // The row from column j on (from j - 1 for odd j: in pairs).
      D* row = sm.row[h][pivot ? warp : 0];
#pragma unroll
      for (int c = j / 2 * 2; c < NC; c += 2)
        *reinterpret_cast<ScalarPair<D>*>(row + c) = {{a[c], a[c + 1]}};
    }
    if constexpr (W > 1)
      __syncthreads();
    else
      __syncwarp();
    // B. The winner over the warps' slots: lane l reads slot l mod G.
    int ww = 0, kw = j;
    if (pivot) {
      const int slot = lane % G;
      auto u = slot < W ? sm.u[h][slot] : decltype(search_key(D()))(0);
      int key = slot < W ? sm.k[h][slot] : kNone;
      group_argmax<G>(u, key);
      // Keys are non-negative: unsigned division is a shift and a mask.
      ww = static_cast<int>(static_cast<unsigned>(key) % 32u);
      kw = static_cast<int>(static_cast<unsigned>(key) / 32u);
      if (tid == 0) piv_out[j] = offset + kw + 1;
    }
    const D* u = sm.row[h][ww];
    const D d = u[j];
    const bool nonzero = !is_zero(d);
    if (!nonzero && zero == 0) zero = j + 1;
    // Relabel: the row at position j takes the pivot row's position.
    if (pos == j)
      pos = kw;
    else if (pos == kw)
      pos = j;
    if (pos > j && pos != kNone) {
      if (nonzero)
        a[j] = abs1(d) >= sfmin ? a[j] * (D(1) / d) : divide_rare(a[j], d);
      const D l = a[j];
      if ((j + 1) % 2 == 1) a[j + 1] = fma(-l, u[j + 1], a[j + 1]);
#pragma unroll
      for (int c = (j + 2) / 2 * 2; c < NC; c += 2) {
        const ScalarPair<D> p = *reinterpret_cast<const ScalarPair<D>*>(u + c);
        a[c] = fma(-l, p.x[0], a[c]);
        a[c + 1] = fma(-l, p.x[1], a[c + 1]);
      }
    }
  }

  // Opaque to the compiler from here, as in the register-tiled kernel.
  asm volatile("" : "+l"(g));
  if (pos != kNone) {
    D* p = g + pos;
#pragma unroll
    for (int c = 0; c < NC; ++c, p += ld)
      if (c < n) *p = a[c];
  }
  if (nrep) atomicAdd(&sm.rep, nrep);
  __syncthreads();  // sm.rep is final
  if (tid == 0) {
    if (zero != 0 && info[b] == 0) info[b] = offset + zero;
    if (!pivot && replaced) replaced[b] += sm.rep;
  }
  return true;
}

/// A row-owner leaf's interchanges applied to the columns of its rows
/// outside it, by the block after rows_factor (pos: thread tid's final
/// position): O views the leaf's rows over the columns of its window (its
/// parent node's, GetrfDriver), the leaf's are [col0, col0 + leaf_cols). A row
/// that moves either ends among the pivot positions (below 32: its lane of
/// `from` is that position) or comes from them (a row first moves when a step
/// swaps it out of that step's position; its lane of `to` is where it came
/// from), so lane l moves the row from[l] to row l and row l to row
/// to[l]: one side of each move is consecutive rows of the column. Each
/// warp moves whole columns, every read of a column before its writes (in
/// place, as laswp_perm_kernel). Why: the recursion applied each leaf's
/// pivots to its parent's other columns by a pass of their own, which
/// composed the permutation again and waited for its own launch and tail;
/// the leaf has it at hand.
struct RowsMoves {
  int from[32], to[32];  // -1: no move
};

template <class D, int W>
__device__ __forceinline__ void rows_swap_outside(const MatrixBatch<D>& O,
                                                  int col0, int leaf_cols,
                                                  int pos, RowsMoves& mv) {
  // Columns a warp has in flight: 32 across the block (a leaf of a node of
  // 64 columns moves 32 outside it: all loads of a warp's columns in one
  // round trip), 16 for the one-warp leaf (it moves the rows of up to 480
  // columns alone; more would spill).
  constexpr int kUnroll = W >= 16 ? 2 : W == 1 ? 16 : 32 / W;
  const int tid = threadIdx.x, lane = tid % 32;
  if (pos != kRowsNone && pos != tid) {
    if (pos < 32)
      mv.from[pos] = tid;
    else if (tid < 32)  // always: it came from a pivot position
      mv.to[tid] = pos;
  }
  __syncthreads();
  const int b = blockIdx.x;
  const int ncols = O.cols(b);
  const int right = ncols - col0 - leaf_cols;
  const int nout = col0 + (right > 0 ? right : 0);
  const int f = mv.from[lane], t = mv.to[lane];
  if (nout == 0 || !__any_sync(kFullMask, f >= 0 || t >= 0)) return;
  D* g = O.data(b);
  const std::int64_t ld = O.ld(b);
  const int warps = blockDim.x / 32;
  for (int k = tid / 32 * kUnroll; k < nout; k += warps * kUnroll) {
    D in[kUnroll], out[kUnroll];  // row from[lane] and row lane
#pragma unroll
    for (int u = 0; u < kUnroll; ++u) {
      const int ci = k + u;
      if (ci >= nout) break;
      const D* col = g + (ci < col0 ? ci : ci + leaf_cols) * ld;
      if (f >= 0) in[u] = col[f];
      if (t >= 0) out[u] = col[lane];
    }
    __syncwarp();
#pragma unroll
    for (int u = 0; u < kUnroll; ++u) {
      const int ci = k + u;
      if (ci >= nout) break;
      D* col = g + (ci < col0 ? ci : ci + leaf_cols) * ld;
      if (f >= 0) col[lane] = in[u];
      if (t >= 0) col[t] = out[u];
    }
  }
}

/// O (count 0: none) and col0: where O has matrices, the leaf applies its
/// interchanges to O's columns outside [col0, col0 + leaf columns) too.
template <class D, int W, int NC, int MB>
__global__ void __launch_bounds__(32 * W, MB)
    getrf_rows_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                      int offset, bool pivot, real_of<D> tol, int* replaced,
                      int lo, int hi, MatrixBatch<D> O, int col0) {
  __shared__ RowsSmem<D, W, NC> sm;
  __shared__ RowsMoves mv;
  D a[NC];  // (NC) row threadIdx.x
  int pos;
  // Published by rows_factor's barriers.
  if (threadIdx.x < 32) mv.from[threadIdx.x] = mv.to[threadIdx.x] = -1;
  if (rows_factor<D, W, NC>(A, ipiv, info, offset, pivot, tol, replaced, lo, hi,
                            sm, a, pos) &&
      pivot && O.count() > 0)
    rows_swap_outside<D, W>(O, col0, A.cols(blockIdx.x), pos, mv);
}

/// gesv in one launch on the one-warp row-owner kernel (fixed-size batches
/// of order <= NC <= 32, nrhs <= 1, info already initialized by lu_init, as
/// the kernel needs): its factorization, then both solves with the factors
/// in its registers, as gesv_register_kernel does (P B has row i of B at
/// the position of row i: no interchange; the solve runs for every valid
/// solve problem, a zero pivot included). The lane at position j comes from
/// a table of the warp's positions.
template <class D, int NC, int MB>
__global__ void __launch_bounds__(32, MB)
    gesv_rows_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, MatrixBatch<D> B,
                     int* info) {
  using R = real_of<D>;
  __shared__ RowsSmem<D, 1, NC> sm;
  __shared__ int s_at[32];  // s_at[j]: the lane at position j
  D a[NC];                  // (NC) row `lane` of L and U
  int pos;
  if (!rows_factor<D, 1, NC>(A, ipiv, info, 0, true, R(0), nullptr, 0, INT_MAX,
                             sm, a, pos))
    return;
  const int b = blockIdx.x, lane = threadIdx.x;
  // The solve's part of lu_problem_validate (A and ipiv passed lu_init).
  const int n = A.cols(b);
  if (B.validate(b) != 0 || A.rows(b) != n || n > NC ||
      (B.cols(b) > 0 && B.rows(b) != n) || B.cols(b) > 1)
    return;  // uniform over the warp
  const bool rhs = B.cols(b) == 1;
  D* xb = B.data(b);
  D x = rhs && lane < n ? xb[lane] : D(0);  // row `lane` of B, then of X
  if (pos != kRowsNone) s_at[pos] = lane;
  __syncwarp();
#pragma unroll
  for (int j = 0; j < NC; ++j) {
    if (j >= n) break;  // uniform
    const D y = shfl(x, s_at[j]);
    if (pos > j && pos != kRowsNone) x = fma(-a[j], y, x);
  }
#pragma unroll
  for (int jj = 0; jj < NC; ++jj) {
    const int j = NC - 1 - jj;
    if (j >= n) continue;  // uniform
    const int src = s_at[j];
    if (lane == src) x = x / a[j];
    const D xj = shfl(x, src);
    if (pos < j) x = fma(-a[j], xj, x);
  }
  if (rhs && pos != kRowsNone) xb[pos] = x;
}

// ---- block LU (shared or global memory)
// -------------------------------------------
//
// Assumptions: one thread block of kThreads threads (a multiple of 32, at
// most 1024) per matrix; any m_b x n_b view. With in_smem the view is staged
// in dynamic shared memory (m_b * n_b scalars, column major, ld = m_b) and
// written back at the end; otherwise it is worked on in place in global
// memory. Unblocked right-looking: pivot search (block reduction), row
// interchange within the view, scaling, rank-1 update.

template <class D, int kThreads>
__global__ void __launch_bounds__(kThreads)
    getrf_block_kernel(MatrixBatch<D> A, MatrixBatch<int> ipiv, int* info,
                       int offset, bool pivot, real_of<D> tol, int* replaced,
                       bool in_smem) {
  using R = real_of<D>;
  extern __shared__ __align__(16) unsigned char lu_smem[];
  __shared__ R red_v[kThreads / 32];
  __shared__ int red_k[kThreads / 32];
  __shared__ int s_piv;
  const int b = blockIdx.x;
  if (info[b] < 0) return;
  const int m = A.rows(b), n = A.cols(b);
  if (m == 0 || n == 0) return;
  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  D* g = A.data(b);
  const std::int64_t ldg = A.ld(b);
  D* a = g;
  std::int64_t lda = ldg;
  if (in_smem) {
    a = reinterpret_cast<D*>(lu_smem);
    lda = m;
    for (std::int64_t t = tid; t < std::int64_t(m) * n; t += kThreads)
      a[t] = g[t % m + (t / m) * ldg];
    __syncthreads();
  }
  const R sfmin = std::numeric_limits<R>::min();
  int* piv_out = pivot ? ipiv.data(b) : nullptr;
  const int mn = m < n ? m : n;
  int zero = 0, nrep = 0;
  for (int j = 0; j < mn; ++j) {
    D* cj = a + j * lda;
    if (pivot) {
      R v = R(-1);
      int key = INT_MAX;
      for (int i = j + tid; i < m; i += kThreads) {
        const R x = pivot_magnitude(cj[i]);
        if (beats(x, i, v, key)) {
          v = x;
          key = i;
        }
      }
      group_argmax<32>(v, key);
      if (lane == 0) {
        red_v[warp] = v;
        red_k[warp] = key;
      }
      __syncthreads();
      if (tid == 0) {
        for (int w = 1; w < kThreads / 32; ++w)
          if (beats(red_v[w], red_k[w], v, key)) {
            v = red_v[w];
            key = red_k[w];
          }
        s_piv = key;
        piv_out[j] = offset + key + 1;
      }
    } else if (tid == 0) {
      s_piv = j;
      if (tol > R(0)) cj[j] = replace_pivot(cj[j], tol, nrep);
    }
    __syncthreads();
    const int p = s_piv;
    const D d = cj[p];
    // Column j's entry that the interchange moves to row p: the scaling
    // below takes it from here, so the interchange (other columns) and the
    // scaling (column j) touch disjoint entries and need no barrier between
    // them. (Swapping column j too raced with the scaling of row p by another
    // warp: wrong factors whenever the pivot row was 33 or more below j.)
    const D e = cj[j];
    __syncthreads();  // every thread has read d and e before the interchange
    if (!is_zero(d)) {
      if (p != j)
        for (int k = tid; k < n; k += kThreads) {
          if (k == j) {
            cj[j] = d;
            continue;
          }
          const D t = a[j + k * lda];
          a[j + k * lda] = a[p + k * lda];
          a[p + k * lda] = t;
        }
      const bool recip = abs1(d) >= sfmin;
      const D inv = recip ? D(1) / d : D(0);
      for (int i = j + 1 + tid; i < m; i += kThreads)
        cj[i] = scale_by_pivot(i == p ? e : cj[i], d, inv, recip);
    } else if (zero == 0) {
      zero = j + 1;
    }
    __syncthreads();
    const int rows = m - j - 1, cols = n - j - 1;
    for (std::int64_t t = tid; t < std::int64_t(rows) * cols; t += kThreads) {
      const int i = j + 1 + static_cast<int>(t % rows);
      const int k = j + 1 + static_cast<int>(t / rows);
      a[i + k * lda] = fma(-cj[i], a[j + k * lda], a[i + k * lda]);
    }
    __syncthreads();
  }
  if (in_smem)
    for (std::int64_t t = tid; t < std::int64_t(m) * n; t += kThreads)
      g[t % m + (t / m) * ldg] = a[t];
  if (tid == 0) {
    if (zero > 0 && info[b] == 0) info[b] = offset + zero;
    if (!pivot && replaced) replaced[b] += nrep;
  }
}

// ---- row interchanges
// ------------------------------------------------------------
//
// The pivot count of matrix b is bounded by min(S.rows, S.cols)
// (square_bound) or A.rows; entries outside [1, m_b] are skipped.
//
// Both permutation kernels take one block per matrix: they compose the
// interchanges into a permutation of the rows they touch (s_src[r]: the
// original row that ends at row r; s_extra: the touched rows past [k1, k2]),
// then each warp moves whole columns: its lanes read the touched rows' new
// values (consecutive rows of one column: coalesced), then write them. Rows
// the interchanges leave in place are not moved. A column's reads all
// precede its writes within the warp that owns it, so the move is in place.
//
// laswp_perm_kernel (at most kLaswpSerialMax interchanges): one thread
// composes, the touched rows move through kSlots registers a lane.
// laswp_compose_kernel (more): forward and with LAPACK's pivots (step k
// swaps rows k and q_k >= k, as getrf and getrs have them), the composition
// runs in parallel: row k is final after step k and, with f(t) the
// original row that row t holds just before step t,
//   f(t) = f(last step t' < t with q_t' = t), or t if none;
//   s_src[k] = f(previous step t' < k with q_t' = q_k), or q_k if none
//              (f(k) when step k leaves row k in place);
//   s_src[r] = f(last step into r) for the rows r past the range;
// the chains of f are followed by pointer jumping (a barrier a round).
// Other pivots, or incx < 0: the serial composition. Its lanes keep their
// first kUnroll touched rows in registers and the rest in the warp's
// staging buffer in shared memory (a lane reads back only what it wrote).
// Why two kernels: one thread's composition of 128 or more interchanges
// held the other warps at the barrier half their cycles, and a lane's 32
// register slots (147 registers) held three blocks an SM (ncu, H200, DGETRS
// n = 256 with 16 right-hand sides); below, the register kernel measured
// faster (figures in getrf_launch.cuh).

/// Matrix b's part in an interchange kernel: false where it has nothing to
/// do (masked, empty, invalid); else its rows m, columns n and the count w
/// of interchanges that apply (from row k1 on).
template <class D>
__device__ __forceinline__ bool laswp_matrix(const MatrixBatch<D>& A, int k1,
                                             int k2,
                                             const MatrixBatch<const int>& ipiv,
                                             const MatrixBatch<const D>& S,
                                             bool square_bound, const int* mask,
                                             int b, int& m, int& n, int& w) {
  // Every entry read before any is checked (MatrixBatch::Entry).
  const bool masked = mask && mask[b] < 0;
  const auto ea = A.entry(b);
  const auto ep = ipiv.entry(b);
  typename MatrixBatch<const D>::Entry es;
  if (square_bound) es = S.entry(b);
  if (masked) return false;
  m = A.rows(ea);
  n = A.cols(ea);
  int kmax = m;
  if (square_bound) kmax = S.rows(es) < S.cols(es) ? S.rows(es) : S.cols(es);
  kmax = kmax < k2 ? kmax : k2;
  kmax = kmax < m ? kmax : m;
  if (m == 0 || n == 0 || kmax < k1) return false;
  if (A.validate(ea) != 0 || ipiv.validate(ep) != 0 || ipiv.rows(ep) < kmax)
    return false;
  w = kmax - k1 + 1;
  return true;
}

/// The serial composition, by the whole block (it holds barriers): the
/// interchanges of steps r0 ... r0 + w - 1 (row piv(t) for step r0 + t,
/// 0-based; outside [0, m) skipped) in the order of incx into s_src (m) and
/// s_extra (w); returns their count of touched rows past the range.
template <class Piv>
__device__ int laswp_compose_serial(int* s_src, int* s_extra, int* s_count,
                                    Piv piv, int r0, int w, int m, int incx) {
  const int tid = threadIdx.x;
  // Touched rows start as themselves; rows outside the range as ~row until
  // the composition meets them (so it lists each once).
  for (int t = tid; t < w; t += blockDim.x) {
    s_src[r0 + t] = r0 + t;
    const int r = piv(t);
    if (r >= 0 && r < m && (r < r0 || r >= r0 + w)) s_src[r] = ~r;
  }
  __syncthreads();
  if (tid == 0) {
    int extras = 0;
    for (int i = 0; i < w; ++i) {
      const int t = incx > 0 ? i : w - 1 - i;
      const int k = r0 + t, r = piv(t);
      if (r < 0 || r >= m || r == k) continue;
      int x = s_src[r];
      if (x < 0) {
        x = ~x;
        s_extra[extras++] = r;
      }
      s_src[r] = s_src[k];
      s_src[k] = x;
    }
    *s_count = extras;
  }
  __syncthreads();
  return *s_count;
}

// laswp_perm_kernel assumptions: dynamic shared memory of (A.max_rows() +
// k2 - k1 + 1) ints; k2 - k1 + 1 + (rows outside [k1, k2] touched) <= 32
// kSlots, which holds when 2 (k2 - k1 + 1) <= 32 kSlots.
template <class D, int kSlots>
__global__ void laswp_perm_kernel(MatrixBatch<D> A, int k1, int k2,
                                  MatrixBatch<const int> ipiv, int incx,
                                  MatrixBatch<const D> S, bool square_bound,
                                  const int* mask) {
  extern __shared__ int s_lswp[];
  __shared__ int s_extra_count;
  const int b = blockIdx.x;
  int m, n, w;
  if (!laswp_matrix(A, k1, k2, ipiv, S, square_bound, mask, b, m, n, w)) return;
  const int r0 = k1 - 1;      // rows [r0, r0 + w) in range
  int* s_src = s_lswp;        // (m)
  int* s_extra = s_lswp + m;  // (w): touched rows past range
  const int* p = ipiv.data(b);
  const int slots =
      w + laswp_compose_serial(
              s_src, s_extra, &s_extra_count,
              [&](int t) { return p[r0 + t] - 1; }, r0, w, m, incx);
  D* a = A.data(b);
  const std::int64_t ld = A.ld(b);
  const int tid = threadIdx.x, lane = tid % 32, warps = blockDim.x / 32;
  for (int c = tid / 32; c < n; c += warps) {
    D* col = a + c * ld;
    D v[kSlots];
#pragma unroll
    for (int s = 0; s < kSlots; ++s) {
      const int t = lane + 32 * s;
      if (t >= slots) break;
      const int r = t < w ? r0 + t : s_extra[t - w];
      if (s_src[r] != r) v[s] = col[s_src[r]];
    }
    __syncwarp();
#pragma unroll
    for (int s = 0; s < kSlots; ++s) {
      const int t = lane + 32 * s;
      if (t >= slots) break;
      const int r = t < w ? r0 + t : s_extra[t - w];
      if (s_src[r] != r) col[r] = v[s];
    }
  }
}

/// Staging-buffer entries a warp of laswp_compose_kernel needs for w
/// interchanges (its first 32 kUnroll touched rows stay in registers).
__host__ __device__ constexpr int laswp_compose_buffer(int k_unroll, int w) {
  return 2 * w > 32 * k_unroll ? 2 * w - 32 * k_unroll : 0;
}

/// Dynamic shared memory of laswp_compose_kernel: W staging buffers, then
/// the row map and the last step into each row (m ints each), the staged
/// pivots, the roots of f and the touched rows past the range (w ints each)
/// and their count.
template <class D, int kUnroll>
__host__ __device__ constexpr std::size_t laswp_compose_smem(int max_m, int w,
                                                             int warps) {
  return static_cast<std::size_t>(warps) * laswp_compose_buffer(kUnroll, w) *
             sizeof(D) +
         (2 * static_cast<std::size_t>(max_m) +
          3 * static_cast<std::size_t>(w) + 1) *
             sizeof(int);
}

// laswp_compose_kernel assumptions: dynamic shared memory of
// laswp_compose_smem<D, kUnroll>(A.max_rows(), k2 - k1 + 1, W) bytes (W =
// blockDim.x / 32).
template <class D, int kUnroll>
__global__ void laswp_compose_kernel(MatrixBatch<D> A, int k1, int k2,
                                     MatrixBatch<const int> ipiv, int incx,
                                     MatrixBatch<const D> S, bool square_bound,
                                     const int* mask) {
  extern __shared__ __align__(16) unsigned char s_lswpc[];
  constexpr int kInRegisters = 32 * kUnroll;
  const int b = blockIdx.x;
  int m, n, w;
  if (!laswp_matrix(A, k1, k2, ipiv, S, square_bound, mask, b, m, n, w)) return;
  const int warps = blockDim.x / 32, tid = threadIdx.x;
  const int lane = tid % 32, warp = tid / 32;
  const int r0 = k1 - 1;  // rows [r0, r0 + w) in range
  const int nbuf = laswp_compose_buffer(kUnroll, k2 - k1 + 1);  // launch's w
  D* buf =
      reinterpret_cast<D*>(s_lswpc) + static_cast<std::size_t>(warp) * nbuf;
  int* s_src = reinterpret_cast<int*>(reinterpret_cast<D*>(s_lswpc) +
                                      static_cast<std::size_t>(warps) * nbuf);
  int* s_last = s_src + m;    // (m): last step into row r, -1 if none
  int* s_piv = s_last + m;    // (w): q of step r0 + t, 0-based
  int* s_root = s_piv + w;    // (w): f(t) - r0
  int* s_extra = s_root + w;  // (w): touched rows past the range
  int* s_count = s_extra + w;
  const int* p = ipiv.data(b);
  if (tid == 0) *s_count = 0;
  bool forward = incx > 0;
  for (int t = tid; t < w; t += blockDim.x) {
    const int r = p[r0 + t] - 1;
    s_piv[t] = r;
    if (r >= 0 && r < m && r < r0 + t) forward = false;
  }
  for (int r = r0 + tid; r < m; r += blockDim.x) s_last[r] = -1;
  int slots;
  if (__syncthreads_and(forward)) {
    for (int t = tid; t < w; t += blockDim.x) {
      const int r = s_piv[t];
      if (r >= 0 && r < m && r != r0 + t) atomicMax(&s_last[r], t);
    }
    __syncthreads();
    for (int t = tid; t < w; t += blockDim.x) {
      const int l = s_last[r0 + t];
      s_root[t] = l >= 0 ? l : t;
    }
    // Pointer jumping, root := root o root until nothing changes, between
    // two buffers (s_extra is free until the roots are found): a round
    // reads one and writes the other, a barrier between rounds. The last
    // round changes nothing, so both end with the roots. (In place, every
    // value read was an ancestor and the result the same, but a thread read
    // what another wrote in the same round: racecheck's hazard.)
    int* cur = s_root;
    int* nxt = s_extra;
    bool more = true;
    while (__syncthreads_or(more)) {
      more = false;
      for (int t = tid; t < w; t += blockDim.x) {
        const int a = cur[t], c = cur[a];
        nxt[t] = c;
        more = more || a != c;
      }
      int* const last = cur;
      cur = nxt;
      nxt = last;
    }
    for (int t = tid; t < w; t += blockDim.x) {
      const int k = r0 + t, r = s_piv[t];
      int src;
      if (r < 0 || r >= m || r == k) {
        src = r0 + s_root[t];
      } else {
        // The previous step into r: four pivots read at a time.
        src = r;
        for (int u = t - 1; u >= 0; u -= 4) {
          int q[4];
#pragma unroll
          for (int i = 0; i < 4; ++i) q[i] = u - i >= 0 ? s_piv[u - i] : -1;
          int hit = -1;
#pragma unroll
          for (int i = 3; i >= 0; --i)
            if (q[i] == r) hit = u - i;
          if (hit >= 0) {
            src = r0 + s_root[hit];
            break;
          }
        }
        if (r >= r0 + w && s_last[r] == t) {
          s_src[r] = r0 + s_root[t];
          s_extra[atomicAdd(s_count, 1)] = r;
        }
      }
      s_src[k] = src;
    }
    __syncthreads();
    slots = w + *s_count;
  } else {
    slots = w + laswp_compose_serial(
                    s_src, s_extra, s_count, [&](int t) { return s_piv[t]; },
                    r0, w, m, incx);
  }
  D* a = A.data(b);
  const std::int64_t ld = A.ld(b);
  const auto row_of = [&](int t) { return t < w ? r0 + t : s_extra[t - w]; };
  for (int c = warp; c < n; c += warps) {
    D* col = a + c * ld;
    D keep[kUnroll];  // slots lane + 32 u
    for (int t0 = lane; t0 < slots; t0 += kInRegisters) {
      D v[kUnroll];
#pragma unroll
      for (int u = 0; u < kUnroll; ++u) {
        const int t = t0 + 32 * u;
        if (t < slots) {
          const int r = row_of(t), s = s_src[r];
          v[u] = s != r ? col[s] : D(0);
        }
      }
#pragma unroll
      for (int u = 0; u < kUnroll; ++u) {
        const int t = t0 + 32 * u;
        if (t0 == lane)
          keep[u] = v[u];
        else if (t < slots)
          buf[t - kInRegisters] = v[u];
      }
    }
    __syncwarp();
#pragma unroll
    for (int u = 0; u < kUnroll; ++u) {
      const int t = lane + 32 * u;
      if (t < slots) {
        const int r = row_of(t);
        if (s_src[r] != r) col[r] = keep[u];
      }
    }
    for (int t = lane + kInRegisters; t < slots; t += 32) {
      const int r = row_of(t);
      if (s_src[r] != r) col[r] = buf[t - kInRegisters];
    }
  }
}

// laswp_kernel: the general case (any number of interchanges, any rows), in
// global memory: one thread per column applies the interchanges in order.
template <class D>
__global__ void laswp_kernel(MatrixBatch<D> A, int k1, int k2,
                             MatrixBatch<const int> ipiv, int incx,
                             MatrixBatch<const D> S, bool square_bound,
                             const int* mask) {
  const int b = blockIdx.x;
  if (mask && mask[b] < 0) return;
  const int m = A.rows(b), n = A.cols(b);
  int kmax = square_bound ? (S.rows(b) < S.cols(b) ? S.rows(b) : S.cols(b)) : m;
  kmax = kmax < k2 ? kmax : k2;
  if (m == 0 || n == 0 || kmax < k1) return;
  if (A.validate(b) != 0 || ipiv.validate(b) != 0 || ipiv.rows(b) < kmax)
    return;
  D* a = A.data(b);
  const std::int64_t ld = A.ld(b);
  const int* p = ipiv.data(b);
  for (int c = threadIdx.x; c < n; c += blockDim.x) {
    D* col = a + c * ld;
    for (int t = 0; t <= kmax - k1; ++t) {
      const int k = incx > 0 ? k1 + t : kmax - t;
      const int r = p[k - 1];
      if (r >= 1 && r <= m && r != k) {
        const D x = col[k - 1];
        col[k - 1] = col[r - 1];
        col[r - 1] = x;
      }
    }
  }
}

// ---- fused solve ----------------------------------------------------------
/// GETRS for orders <= NB (8, 16, 32): a group of NB lanes per tile of
/// (matrix, R consecutive right-hand sides), 32 / NB tiles per warp. Lane i
/// holds in registers row i of the factors (trans N: L below the diagonal,
/// U from it) or column i, conjugated for C (trans T/C: op(U) is then lower
/// and op(L) upper), and element i of the tile's vectors. The row
/// interchanges become a permutation each lane traces through ipiv: for N
/// it picks the row of B it loads, for T/C the lane whose result it stores.
/// Both triangular solves run on the registers with group shuffles: one
/// kernel, A and B each read once, no shared memory.
/// Assumptions: blockDim.x a multiple of 32; matrices failing
/// lu_problem_validate or of order > NB are skipped; pivots outside [1, n]
/// are skipped, as laswp does. Warps visit tiles grid-stride (64-bit,
/// for_each_group_tile), every lane of a warp at every shuffle: a group
/// without a tile, or whose matrix is skipped, runs the steps without effect.
template <class S, int NB, int R>
__global__ void __launch_bounds__(128)
    getrs_group_kernel(MatrixBatch<const S> A, MatrixBatch<const int> ipiv,
                       MatrixBatch<S> B, MatrixBatch<const S> Bc, Op trans,
                       int tiles_per_matrix, std::int64_t total) {
  const LaneGroup<NB> grp;
  const int i = grp.i;
  const bool notrans = trans == Op::NoTrans;
  const auto tile = [&](int b, int v0, bool in) {
    // n = 0: nothing to do (no tile, a skipped matrix, no vectors left).
    int n = 0, nrhs = 0;
    if (in && myriad::detail::lu_problem_validate(b, A, ipiv, true, Bc) == 0) {
      n = A.rows(b);
      nrhs = B.cols(b);
      if (n > NB || v0 >= nrhs) n = nrhs = 0;
    }
    const S* a = n > 0 ? A.data(b) : nullptr;
    const std::int64_t lda = n > 0 ? A.ld(b) : 0, ldb = n > 0 ? B.ld(b) : 0;
    const int* piv = n > 0 ? ipiv.data(b) : nullptr;
    S* y = n > 0 ? B.data(b) : nullptr;
    S f[NB];  // (NB): row (N) or column (T/C) i of the factors
    S diag = S(1);
#pragma unroll
    for (int j = 0; j < NB; ++j) {
      S v = S(0);
      if (i < n && j < n) {
        v = notrans ? a[i + j * lda] : a[j + i * lda];
        if (trans == Op::ConjTrans) v = conj(v);
      }
      f[j] = v;
      if (j == i) diag = v;
    }
    // The reciprocal once every load of the row is in flight: taken inside
    // the loop, the division's branches kept each load behind the previous
    // element's reciprocal (ncu, DGETRS n = 16: 16 memory latencies in a
    // row, 45% of the stall samples on those reciprocals' waits).
    const S d = i < n ? S(1) / diag : S(1);
    // The pivots and B are loaded with the factors, all in flight at once:
    // the traced permutation then moves B's elements by one shuffle (a load
    // that waited for the trace, itself a chain of loads, cost two memory
    // latencies; DGETRS n = 16 with one right-hand side ran at 1.3x
    // cuBLAS).
    int pv[NB];  // (NB): the group's pivots, 0-based
#pragma unroll
    for (int k = 0; k < NB; ++k) pv[k] = k < n ? piv[k] - 1 : -1;
    S x[R];  // (R): element i of right-hand sides v0 ...
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const int v = v0 + t;
      x[t] = i < n && v < nrhs ? y[i + v * ldb] : S(0);
    }
    // Source position of this lane's element under the interchanges: N
    // applies them first to last, so the trace runs last to first.
    int pos = i;
    const auto trace = [&](int k) {
      const int p = pv[k];
      if (k < n && p >= 0 && p < n) pos = pos == k ? p : (pos == p ? k : pos);
    };
    if (notrans) {
#pragma unroll
      for (int k = NB - 1; k >= 0; --k) trace(k);
#pragma unroll
      for (int t = 0; t < R; ++t) x[t] = shfl_group(kFullMask, x[t], pos, NB);
    } else {
#pragma unroll
      for (int k = 0; k < NB; ++k) trace(k);
    }
    // Lower solve (L unit for N, op(U) for T/C), then upper (U for N,
    // op(L) unit for T/C).
    group_tri_solve<false, NB, R>(grp, f, d, !notrans, n, nrhs - v0, x);
    group_tri_solve<true, NB, R>(grp, f, d, notrans, n, nrhs - v0, x);
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const int v = v0 + t;
      const S r = notrans ? x[t] : shfl_group(kFullMask, x[t], pos, NB);
      if (v < nrhs && i < n) y[i + v * ldb] = r;
    }
  };
  for_each_group_tile<NB, R>(tiles_per_matrix, total, tile);
}

/// GETRS with one right-hand side for orders <= 32 R: a warp per matrix,
/// the factors read by coalesced columns (tri_columns.cuh): for N, L y = P b
/// and U x = y by columns; for T/C, op(U) y = b and op(L) w = y by dot
/// products, x = P w. The interchanges are traced per row as in
/// getrs_group_kernel: for N each lane loads its rows of b from their
/// source positions; for T/C the solved rows are gathered from theirs
/// through shared memory. Assumptions: blockDim.x == 32 kWarps; every
/// matrix has at most one right-hand side; matrices failing
/// lu_problem_validate or of order > 32 R are skipped; pivots outside [1, n]
/// are skipped, as laswp does.
template <class S, int R, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    getrs_column_kernel(MatrixBatch<const S> A, MatrixBatch<const int> ipiv,
                        MatrixBatch<S> B, MatrixBatch<const S> Bc, Op trans) {
  __shared__ S s_x[kWarps][32 * R];
  const int w = uniform_warp_index(), lane = threadIdx.x % 32;
  const std::int64_t gb = static_cast<std::int64_t>(blockIdx.x) * kWarps + w;
  if (gb >= A.count()) return;  // the whole warp
  const int b = static_cast<int>(gb);
  if (myriad::detail::lu_problem_validate(b, A, ipiv, true, Bc) != 0) return;
  const int n = A.rows(b);
  if (n == 0 || n > 32 * R || B.cols(b) == 0) return;
  const S* a = A.data(b);
  const std::int64_t lda = A.ld(b);
  const int* piv = ipiv.data(b);
  S* y = B.data(b);
  const bool notrans = trans == Op::NoTrans;
  // Source position of each of the lane's rows under the interchanges: N
  // applies them first to last, so the trace runs last to first.
  int pos[R];
#pragma unroll
  for (int t = 0; t < R; ++t) pos[t] = lane + 32 * t;
#pragma unroll 4
  for (int c = 0; c < n; ++c) {
    const int k = notrans ? n - 1 - c : c;
    const int p = piv[k] - 1;
    if (p >= 0 && p < n) {
#pragma unroll
      for (int t = 0; t < R; ++t)
        pos[t] = pos[t] == k ? p : (pos[t] == p ? k : pos[t]);
    }
  }
  S x[R];  // (R): rows lane + 32 t
#pragma unroll
  for (int t = 0; t < R; ++t) {
    const int i = lane + 32 * t;
    x[t] = i < n ? y[notrans ? pos[t] : i] : S(0);
  }
  if (notrans) {
    warp_tri_columns<R>(x, a, lda, n, true, true, lane);    // L y = P b
    warp_tri_columns<R>(x, a, lda, n, false, false, lane);  // U x = y
    __syncwarp();  // every lane's loads of b are done
#pragma unroll
    for (int t = 0; t < R; ++t)
      if (lane + 32 * t < n) y[lane + 32 * t] = x[t];
  } else {
    const bool c = trans == Op::ConjTrans;
    warp_tri_dots<R>(x, a, lda, n, false, false, c, lane);  // op(U) y = b
    warp_tri_dots<R>(x, a, lda, n, true, true, c, lane);    // op(L) w = y
#pragma unroll
    for (int t = 0; t < R; ++t)
      if (lane + 32 * t < n) s_x[w][lane + 32 * t] = x[t];
    __syncwarp();
#pragma unroll
    for (int t = 0; t < R; ++t)
      if (lane + 32 * t < n) y[lane + 32 * t] = s_x[w][pos[t]];
  }
}

}  // namespace myriad::cuda
