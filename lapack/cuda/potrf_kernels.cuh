// Batched Cholesky, CUDA kernels (internal): the argument-check pass, the
// mask of the batch-level path, the fused on-chip factorizations and the
// fused small solve. Launchers are in potrf_launch.cuh.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

#include "blas3/cuda/gemm_device.cuh"
#include "core/cuda/cp_async.cuh"
#include "core/cuda/device_scalar.cuh"
#include "core/cuda/shared_load.cuh"
#include "core/cuda/warp_shuffle.cuh"
#include "core/queue_impl.hpp"
#include "lapack/cuda/potrf_inverse.cuh"
#include "lapack/cuda/tri_columns.cuh"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"

namespace myriad::cuda {

// ---- scalar helpers
// ------------------------------------------------------------
template <class R>
__device__ __forceinline__ R scale(R s, R x) {
  return s * x;
}
template <class R>
__device__ __forceinline__ Complex<R> scale(R s, Complex<R> x) {
  return {s * x.re, s * x.im};
}
/// c - a conj(b).
template <class S>
__device__ __forceinline__ S sub_mul_conj(S c, S a, S b) {
  return fma(-a, conj(b), c);
}
template <class S>
__device__ __forceinline__ S zero_of() {
  return S(0);
}

// ---- argument-check pass
// ---------------------------------------------------------
/// The per-matrix view of the argument-check pass (batch_check_pass):
/// potrf_validate, or potrs_validate with B; maxima of the full sizes of the
/// valid matrices: m over A's (and B's) rows, n over A's cols, k over B's
/// cols.
template <class T>
struct PotrfCheckView {
  MatrixBatch<const T> A, B;
  bool has_b;
  int count;
  __device__ int validate(int b) const {
    return has_b ? myriad::detail::potrs_validate(A, B, b)
                 : myriad::detail::potrf_validate(A, b);
  }
  __device__ void sizes(int b, int& m, int& n, int& k) const {
    m = A.full_rows(b);
    n = A.full_cols(b);
    k = 0;
    if (has_b) {
      m = max(m, B.full_rows(b));
      k = B.full_cols(b);
    }
  }
};

// ---- mask of the batch-level path
// -------------------------------------------------
/// One thread per matrix (grid-stride): see potrf_mask_init_cuda.
template <class T>
__global__ void potrf_mask_init_kernel(MatrixBatch<T> A, MatrixBatch<T> B,
                                       bool has_b, int* info,
                                       myriad::detail::PotrfMask mask) {
  const int count = A.count();
  const std::int64_t stride = static_cast<std::int64_t>(gridDim.x) * blockDim.x;
  for (std::int64_t i =
           static_cast<std::int64_t>(blockIdx.x) * blockDim.x + threadIdx.x;
       i < count; i += stride) {
    const int b = static_cast<int>(i);
    const int code = has_b ? myriad::detail::potrs_validate(A, B, b)
                           : myriad::detail::potrf_validate(A, b);
    info[b] = code;
    // An invalid matrix becomes an empty one (order 0, ld 1, no data).
    mask.n[b] = code ? 0 : A.rows(b);
    mask.ld[b] = code ? 1 : A.ld(b);
    mask.ptrs[b] = code ? nullptr : static_cast<void*>(A.data(b));
    if (has_b) {
      mask.nrhs[b] = code ? 0 : B.cols(b);
      mask.ldb[b] = code ? 1 : B.ld(b);
      mask.ptrs_b[b] = code ? nullptr : static_cast<void*>(B.data(b));
    }
  }
}

/// Lanes a matrix takes in potrf_warp_kernel for N steps: N rounded up to a
/// power of two where a warp holds as many matrices of that width, else N.
constexpr int potrf_warp_group(int n) {
  int g = 1;
  while (g < n) g *= 2;
  return 32 / g == 32 / n ? g : n;
}

// ---- fused factorization
// ---------------------------------------------------------
/// What a fused kernel does with matrix b before factoring it: its order n
/// (0: leave it alone) and, for a whole user batch, the info to write.
/// Orders above the kernel's N (only possible with wrong caller-supplied
/// maxima) are skipped as invalid (-2).
template <class T, int N>
__device__ __forceinline__ int potrf_fused_order(const MatrixBatch<T>& A, int b,
                                                 const int* info,
                                                 const int* mask, int* code) {
  *code = 0;
  if (mask == nullptr) {
    *code = myriad::detail::potrf_validate(A, b);
    if (*code == 0 && A.rows(b) > N) *code = -2;
    return *code ? 0 : A.rows(b);
  }
  if (info[b] != 0) return 0;  // failed in an earlier stage
  const int n = A.rows(b);
  return n <= N ? n : 0;
}

/// Register-resident Cholesky, one row per lane, G lanes per matrix (G >= N
/// lanes, 32 / G matrices per warp, the lanes past them idle), kThreads / 32
/// warps per block, N unrolled steps. G is N rounded up to a power of two
/// where that fits as many matrices in a warp (the shuffles then name a lane
/// of the group, which costs no instruction), else N itself (orders 5...6
/// and 9...10 fit five and three matrices a warp, the shuffles naming the
/// source lane in the warp).
/// Assumptions: 1 <= N <= 32; every matrix of the view has order <= N
/// (larger ones are skipped); blockDim.x == kThreads, a multiple of 32.
/// Lane r keeps row r of the lower factor in a[0..r] ((N)). The upper
/// triangle is the conjugate transpose of the lower one: lane r reads column
/// r of U, conjugated, as row r of L. Those reads are strided across the
/// lanes, but a matrix's lanes share its few cache lines, and staging them
/// through shared memory for coalesced reads measured slower (see
/// potrf_tuning.hpp).
/// Rows r >= n and the columns past n are padded with the identity, so every
/// lane runs the same unrolled loop (shuffles need the whole warp).
template <class T, int N, bool kUpper, int kThreads>
__global__ void __launch_bounds__(kThreads)
    potrf_warp_kernel(MatrixBatch<T> A, int* info, int offset, int* mask) {
  using R = decltype(real(T()));
  constexpr int G = potrf_warp_group(N);
  constexpr int kPerWarp = 32 / G;
  static_assert(kPerWarp >= 1 && kThreads % 32 == 0, "lanes per matrix");

  const int lane = threadIdx.x % 32;
  const int group = lane / G;
  const int r = lane % G;
  const int base = group * G;  // the group's first lane
  // Element of the group's lane src.
  auto from = [&](auto v, int src) {
    if constexpr ((G & (G - 1)) == 0)
      return shfl_group(kFullMask, v, src, G);
    else
      return shfl(v, base + src);
  };
  const std::int64_t gb =
      (static_cast<std::int64_t>(blockIdx.x) * (kThreads / 32) +
       threadIdx.x / 32) *
          kPerWarp +
      group;
  const int b = group < kPerWarp && gb < A.count() ? static_cast<int>(gb) : -1;
  int code = 0, n = 0;
  if (b >= 0) n = potrf_fused_order<T, N>(A, b, info, mask, &code);
  T* p = n > 0 ? A.data(b) : nullptr;
  const std::int64_t ld = n > 0 ? A.ld(b) : 0;

  T a[N];  // row r of L
#pragma unroll
  for (int j = 0; j < N; ++j) a[j] = j == r ? T(1) : zero_of<T>();
#pragma unroll
  for (int j = 0; j < N; ++j)
    if (j <= r && r < n) a[j] = kUpper ? conj(p[j + r * ld]) : p[r + j * ld];

  bool ok = true;  // uniform within a matrix's lanes
  int fail = 0;
#pragma unroll
  for (int k = 0; k < N; ++k) {
    const R dkk = from(real(a[k]), k);
    if (ok && k < n && !(dkk > R(0))) {  // also catches NaN
      ok = false;
      fail = k + 1;
    }
    if (ok) {
      const R root = sqrt(dkk);
      if (r == k) a[k] = T(root);
      if (r > k) a[k] = scale(R(1) / root, a[k]);
    }
    // Row r, columns k < j <= r: a[j] -= L(r, k) conj(L(j, k)).
#pragma unroll
    for (int j = k + 1; j < N; ++j) {
      const T ljk = from(a[k], j);
      if (ok && r >= j) a[j] = sub_mul_conj(a[j], a[k], ljk);
    }
  }

#pragma unroll
  for (int j = 0; j < N; ++j)
    if (j <= r && r < n) {
      if (kUpper) {
        p[j + r * ld] = conj(a[j]);
      } else {
        p[r + j * ld] = a[j];
      }
    }
  if (b >= 0 && r == 0) {
    if (mask == nullptr) {
      info[b] = code ? code : fail;
    } else if (fail) {
      info[b] = offset + fail;
      mask[b] = 0;  // later stages see an empty matrix
    }
  }
}

/// Elements per (column, row group) line of the update's shared copy of W:
/// at least TT, a whole number of 16-byte vectors, and an odd number of
/// them, so the S lines a warp reads at once fall in distinct banks.
template <class T, int TT>
constexpr int update_line() {
  int p = TT;
  while ((p * static_cast<int>(sizeof(T))) % 16 != 0 ||
         (p * static_cast<int>(sizeof(T)) / 16) % 2 == 0)
    ++p;
  return p;
}

/// The trailing update of the tile kernel with kUpdate: a -= V V^H on the
/// thread's lower-triangle tiles (the layout of potrf_tile_kernel), V of n
/// rows and K columns: the view W is A21 = V (n x K) for the lower case and
/// A12 = V^H (K x n) for the upper one. V goes through shared memory S
/// columns at a time, copied by cp.async one chunk ahead of the one in use
/// (the copies bypass the registers, which the tile fills). The copy keeps
/// element (r, k) at s_w[buf][k][r % S][r / S], so a thread's TT row
/// factors rg + S i, and its TT column factors cg + S t, are consecutive:
/// pairs of them come in one shared load (half the loads of the update,
/// which is bound by them and the FP64 pipe together).
template <class T, int S, int TT, bool kUpper, int L>
__device__ __forceinline__ void update_tile(const MatrixBatch<const T>& W,
                                            int b, int n, T (&a)[TT][TT],
                                            T (&s_w)[2][S][S][L]) {
  static_assert(TT % 2 == 0, "the factors are read in pairs");
  constexpr int N = S * TT;
  const int tid = threadIdx.x;
  const int rg = tid % S, cg = tid / S;
  const int K = kUpper ? W.rows(b) : W.cols(b);
  if (K <= 0) return;  // uniform: one matrix per block
  const T* w = W.data(b);
  const std::int64_t ldw = W.ld(b);
  // Chunk k0 into buffer buf, stored as it is in memory (A12 unconjugated).
  auto copy_chunk = [&](int k0, int buf) {
#pragma unroll
    for (int j = 0; j < TT; ++j) {
      // Element e of the chunk: consecutive threads read consecutive
      // addresses, down a column of A21 or along a column of A12.
      const int e = tid + S * S * j;
      const int r = kUpper ? e / S : e % N, kk = kUpper ? e % S : e / N;
      const bool in = r < n && k0 + kk < K;
      const T* src = kUpper ? w + (k0 + kk) + r * ldw : w + r + (k0 + kk) * ldw;
      cp_async<sizeof(T)>(&s_w[buf][kk][r % S][r / S], in ? src : w,
                          in ? static_cast<int>(sizeof(T)) : 0);
    }
    cp_async_commit();
  };
  copy_chunk(0, 0);
  for (int k0 = 0, buf = 0; k0 < K; k0 += S, buf ^= 1) {
    if (k0 + S < K) {
      copy_chunk(k0 + S, buf ^ 1);
      cp_async_wait<1>();
    } else {
      cp_async_wait<0>();
    }
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < S; ++kk) {
      T wr[TT], wc[TT];
#pragma unroll
      for (int i = 0; i < TT; i += 2) {
        shared_load_pair(&s_w[buf][kk][rg][i], wr[i], wr[i + 1]);
        shared_load_pair(&s_w[buf][kk][cg][i], wc[i], wc[i + 1]);
      }
#pragma unroll
      for (int t = 0; t < TT; ++t) {
        const T x = wc[t];
        const T c = kUpper ? x : conj(x);
#pragma unroll
        for (int i = t; i < TT; ++i)
          a[i][t] = fma(kUpper ? -conj(wr[i]) : -wr[i], c, a[i][t]);
      }
    }
    __syncthreads();  // buf is consumed before the next copy refills it
  }
}

/// Register-tiled Cholesky, one matrix per block of S x S threads, orders
/// n <= N = S * TT. Thread (rg, cg), tid = rg + S cg, holds the elements of
/// L at rows rg + S i and columns cg + S t (t <= i < TT): the
/// cyclic distribution keeps every thread busy as the trailing matrix
/// shrinks, and a step k only touches tiles i, t >= k / S, which the
/// unrolled loop knows at compile time. Step k: the owners of column k
/// publish it (unscaled) in shared memory; one barrier; the owners scale
/// their part of it by 1 / sqrt(A(k,k)), and every thread applies the
/// rank-1 update to its tile (a a^H / A(k,k), see the loop). The column buffer
/// alternates between two halves so one barrier per step suffices. Upper: L =
/// U^H, loaded and stored through the same distribution (the loads are strided,
/// but every byte fetched is used). The kernel is bound by instruction issue,
/// so larger tiles (fewer threads per matrix) amortize the per-step overhead
/// better (see potrf_tuning.hpp). kUpdate: A := chol(A - W W^H) (lower) or
/// chol(A - W^H W) (upper), the SYRK/HERK update of the recursive driver's last
/// step done on the tile registers (update_tile) so the updated block never
/// goes to memory. (Double blocks of order kPotrfPanel go to
/// potrf_block_kernel instead.) Assumptions: blockDim.x == S * S; every
/// matrix of the view has order <= N (larger ones are skipped as invalid, see
/// potrf_fused_order).
template <class T, int S, int TT, int kMinBlocks, bool kUpper, bool kUpdate>
__global__ void __launch_bounds__(S* S, kMinBlocks)
    potrf_tile_kernel(MatrixBatch<T> A, MatrixBatch<const T> W, int* info,
                      int offset, int* mask) {
  using R = decltype(real(T()));
  constexpr int N = S * TT;
  __shared__ T s_col[2][N];
  constexpr int kLine = kUpdate ? update_line<T, TT>() : 1;
  __shared__ T s_w[2][kUpdate ? S : 1][kUpdate ? S : 1][kLine];

  const int tid = threadIdx.x;
  const int rg = tid % S, cg = tid / S;
  const int b = static_cast<int>(blockIdx.x);
  int code = 0;
  const int n = potrf_fused_order<T, N>(A, b, info, mask, &code);
  if (n == 0) {  // uniform over the block: one matrix per block
    if (tid == 0 && mask == nullptr) info[b] = code;
    return;
  }
  T* p = A.data(b);
  const std::int64_t ld = A.ld(b);

  // a[i][t] = L(rg + S i, cg + S t). Tiles t > i lie wholly in the upper
  // triangle (rg + S i < S (i + 1) <= cg + S t): they are never loaded,
  // updated or stored, so the compiler drops their registers.
  T a[TT][TT];
#pragma unroll
  for (int i = 0; i < TT; ++i)
#pragma unroll
    for (int t = 0; t <= i; ++t) {
      const int r = rg + S * i, c = cg + S * t;
      a[i][t] = zero_of<T>();
      if (c <= r && r < n) {
        a[i][t] = kUpper ? conj(p[c + r * ld]) : p[r + c * ld];
      }
    }
  if constexpr (kUpdate) update_tile<T, S, TT, kUpper>(W, b, n, a, s_w);

  // Step k = S kt + kc: kt is unrolled (it indexes the tile registers), kc
  // is not (it only enters comparisons), which keeps the code size at S
  // steps' worth instead of N.
  int fail = 0;
#pragma unroll
  for (int kt = 0; kt < TT; ++kt) {
#pragma unroll 1
    for (int kc = 0; kc < S; ++kc) {
      const int k = S * kt + kc;
      if (k >= n) break;  // uniform
      T* col = s_col[k & 1];
      if (cg == kc) {
#pragma unroll
        for (int i = 0; i < TT; ++i)
          if (i >= kt && rg + S * i >= k) col[rg + S * i] = a[i][kt];
      }
      __syncthreads();
      const R dkk = real(col[k]);
      if (!(dkk > R(0))) {  // also catches NaN; uniform over the block
        fail = k + 1;
        break;
      }
      // Every thread takes 1 / sqrt(L(k,k)) itself: a broadcast from the
      // owners would put the reciprocal square root on the critical path
      // before the barrier, which measured slower.
      const R inv = rsqrt(dkk);
      if (cg == kc) {
#pragma unroll
        for (int i = 0; i < TT; ++i)
          if (i >= kt) {
            const int r = rg + S * i;
            if (r == k) a[i][kt] = T(dkk * inv);
            if (r > k) a[i][kt] = scale(inv, a[i][kt]);
          }
      }
      // A22 -= l l^H = a a^H / A(k,k) for the unscaled column a: only the
      // column factors are scaled (by 1 / A(k,k)), which saves TT products
      // per step in a kernel bound by the FP64 pipe. Columns <= k are final;
      // rows <= k of later columns are in the unreferenced triangle (never
      // stored), so only columns > k.
      const R inv2 = inv * inv;
      T lr[TT];
#pragma unroll
      for (int i = 0; i < TT; ++i)
        lr[i] = i >= kt && rg + S * i > k ? col[rg + S * i] : zero_of<T>();
#pragma unroll
      for (int t = 0; t < TT; ++t) {
        if (t < kt || (t == kt && cg <= kc)) continue;
        const T lc = conj(scale(inv2, col[cg + S * t]));
#pragma unroll
        for (int i = 0; i < TT; ++i)
          if (i >= kt && i >= t) a[i][t] = fma(-lr[i], lc, a[i][t]);
      }
    }
    if (fail || S * kt + S >= n) break;
  }

  // Opaque to the compiler from here: otherwise it keeps the loads' TT^2
  // addresses alive across the loop for the stores, which spills registers.
  asm volatile("" : "+l"(p));
#pragma unroll
  for (int i = 0; i < TT; ++i)
#pragma unroll
    for (int t = 0; t <= i; ++t) {
      const int r = rg + S * i, c = cg + S * t;
      if (c <= r && r < n) {
        if (kUpper) {
          p[c + r * ld] = conj(a[i][t]);
        } else {
          p[r + c * ld] = a[i][t];
        }
      }
    }
  if (tid == 0) {
    if (mask == nullptr) {
      info[b] = fail;
    } else if (fail) {
      info[b] = offset + fail;
      mask[b] = 0;
    }
  }
}

// ---- fused solve
// -------------------------------------------------------------------
/// POTRS for orders <= N: N lanes per matrix (N in {4, 8, 16, 32}), the factor
/// staged in shared memory as L ((N, N+1) per matrix; L = U^H for the upper
/// case, with identity padding past n), each lane holding row r of kChunk
/// right-hand-side columns at a time in registers.
/// Assumptions: blockDim.x == kThreads; orders <= N (larger are skipped);
/// max_nrhs bounds every matrix's nrhs (the chunk loop must be uniform over
/// the warp for the shuffles).
template <class T, int N, bool kUpper, int kThreads, int kChunk>
__global__ void __launch_bounds__(kThreads)
    potrs_warp_kernel(MatrixBatch<const T> A, MatrixBatch<T> B, int max_nrhs) {
  using R = decltype(real(T()));
  constexpr int kPerBlock = kThreads / N;
  constexpr int kLd = N + 1;
  __shared__ T stage[kPerBlock * N * kLd];

  const int r = threadIdx.x % N;
  const std::int64_t gb =
      static_cast<std::int64_t>(blockIdx.x) * kPerBlock + threadIdx.x / N;
  const int b = gb < B.count() ? static_cast<int>(gb) : -1;
  int n = 0, nrhs = 0;
  if (b >= 0 && myriad::detail::potrs_validate(A, B, b) == 0 &&
      A.rows(b) <= N) {
    n = A.rows(b);
    nrhs = B.cols(b);
  }
  const T* pa = n > 0 ? A.data(b) : nullptr;
  const std::int64_t lda = n > 0 ? A.ld(b) : 0;
  T* pb = n > 0 && nrhs > 0 ? B.data(b) : nullptr;
  const std::int64_t ldb = pb ? B.ld(b) : 0;
  T* s = stage + (threadIdx.x / N) * N * kLd;

  // s := L (column major, ld kLd), identity past n.
#pragma unroll
  for (int j = 0; j < N; ++j) {
    const bool in = kUpper ? (r <= j && j < n) : (j <= r && r < n);
    const T pad = r == j && j >= n ? T(1) : zero_of<T>();
    if (kUpper) {
      s[j + r * kLd] = in ? conj(pa[r + j * lda]) : pad;
    } else {
      s[r + j * kLd] = in ? pa[r + j * lda] : pad;
    }
  }
  __syncwarp();
  const R inv_diag = R(1) / real(s[r + r * kLd]);

  for (int c0 = 0; c0 < max_nrhs; c0 += kChunk) {
    T x[kChunk];
#pragma unroll
    for (int c = 0; c < kChunk; ++c)
      x[c] = r < n && c0 + c < nrhs ? pb[r + (c0 + c) * ldb] : zero_of<T>();
      // L y = b.
#pragma unroll
    for (int k = 0; k < N; ++k) {
      const T lrk = s[r + k * kLd];
#pragma unroll
      for (int c = 0; c < kChunk; ++c) {
        if (r == k) x[c] = scale(inv_diag, x[c]);
        const T yk = shfl_group(kFullMask, x[c], k, N);
        if (r > k) x[c] = fma(-lrk, yk, x[c]);
      }
    }
    // L^H x = y.
#pragma unroll
    for (int k = N - 1; k >= 0; --k) {
      const T lkr = s[k + r * kLd];
#pragma unroll
      for (int c = 0; c < kChunk; ++c) {
        if (r == k) x[c] = scale(inv_diag, x[c]);
        const T xk = shfl_group(kFullMask, x[c], k, N);
        if (r < k) x[c] = sub_mul_conj(x[c], xk, lkr);
      }
    }
#pragma unroll
    for (int c = 0; c < kChunk; ++c)
      if (r < n && c0 + c < nrhs) pb[r + (c0 + c) * ldb] = x[c];
  }
}

// ---- one right-hand side by columns
// ------------------------------------------------------------
/// POTRS with one right-hand side for orders <= 32 R: a warp per matrix
/// (tri_columns.cuh), so the factor is read by coalesced columns and no
/// shared memory is needed (the warp kernel above stages (N, N+1) per
/// matrix, 33 KB at order 64). A = L L^H: L y = b by columns, L^H x = y by
/// dot products; A = U^H U: U^H y = b by dot products, U x = y by columns.
/// Assumptions: blockDim.x == 32 kWarps; every matrix has at most one
/// right-hand side; orders above 32 R are skipped.
template <class T, int R, bool kUpper, int kWarps>
__global__ void __launch_bounds__(32 * kWarps)
    potrs_column_kernel(MatrixBatch<const T> A, MatrixBatch<T> B) {
  const int lane = threadIdx.x % 32;
  const std::int64_t gb =
      static_cast<std::int64_t>(blockIdx.x) * kWarps + uniform_warp_index();
  if (gb >= B.count()) return;  // the whole warp
  const int b = static_cast<int>(gb);
  if (myriad::detail::potrs_validate(A, B, b) != 0) return;
  const int n = A.rows(b);
  if (n == 0 || n > 32 * R || B.cols(b) == 0) return;
  const T* a = A.data(b);
  const std::int64_t lda = A.ld(b);
  T* y = B.data(b);
  T x[R];  // (R): rows lane + 32 t of the right-hand side
#pragma unroll
  for (int t = 0; t < R; ++t)
    x[t] = lane + 32 * t < n ? y[lane + 32 * t] : zero_of<T>();
  if (kUpper) {
    warp_tri_dots<R>(x, a, lda, n, false, false, true, lane);  // U^H y = b
    warp_tri_columns<R>(x, a, lda, n, false, false, lane);     // U x = y
  } else {
    warp_tri_columns<R>(x, a, lda, n, true, false, lane);     // L y = b
    warp_tri_dots<R>(x, a, lda, n, true, false, true, lane);  // L^H x = y
  }
#pragma unroll
  for (int t = 0; t < R; ++t)
    if (lane + 32 * t < n) y[lane + 32 * t] = x[t];
}

}  // namespace myriad::cuda
