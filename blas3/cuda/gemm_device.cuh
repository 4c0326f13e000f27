// GEMM building block for CUDA kernels (internal): one thread block computes
// one BM x BN tile of C = alpha * op(A) * op(B) + beta * C.
//
// Other routines call it from their own kernels: SYRK/HERK (one triangle:
// exit tiles with tile_in_triangle(), mask diagonal tiles with a TriangleMask),
// SYMM, TRMM, and the trailing updates of LU and Cholesky.
//
// Usage (every thread of a block of Tile::kThreads threads, uniformly):
//
//   using Tile = myriad::cuda::MmaTile<64, 64, 16, 2, 2>;   // double only
//   __shared__ alignas(16) char smem[Tile::smem_bytes<double>()];
//   TileArgs<double> t{m, n, k, alpha, A, lda, Op::NoTrans,
//                      B, ldb, Op::Trans, beta, C, ldc};
//   if (!tile_in_triangle<Tile>(Uplo::Lower, tile_m, tile_n)) return;
//   gemm_tile<Tile>(t, tile_m, tile_n, smem, TriangleMask{Uplo::Lower});
//
// Tile types (kernel variants are template parameters):
//   FmaTile<BM, BN, BK, TM, TN>: any scalar (float, double, Complex<R>);
//     (BM/TM) * (BN/TN) threads, each computing a TM x TN register tile.
//   MmaTile<BM, BN, BK, WM, WN, PrefetchC, Stages, MinBlocks>: double only,
//     FP64 tensor cores (mma.sync.m16n8k4 on sm_90, its two m8n8k4 halves on
//     sm_80); WM x WN warps, each a (BM/WM) x (BN/WN) tile; PrefetchC loads C
//     into the accumulators before the main loop and scales op(A) by alpha
//     as it is read (pays when k is small and C traffic dominates: LU and
//     Cholesky trailing updates); Stages 2 stages panels through registers,
//     Stages >= 3 copies them with cp.async (no staging registers, Stages - 1
//     panels in flight); MinBlocks, when not 0, is the blocks per SM the
//     kernels ask of the register allocator (__launch_bounds__), kMinBlocks.
//
// Kernels built on a tile declare __launch_bounds__(Tile::kThreads,
// Tile::kMinBlocks): left to itself, ptxas gave the 64 x 64 tiles 159-236
// registers, 2-3 blocks (8-12 warps) per SM, too few to cover the panel
// copies' latency.
//
// Both stage op(A) and op(B) K-panels in shared memory, double-buffered
// (global -> registers for panel p+1 while panel p is computed; or cp.async,
// several panels deep, for MmaTile with Stages >= 3), stored
// canonically as (BK, BM) and (BK, BN) so that transposition and conjugation
// are resolved once, in the loads: one instantiation serves all nine op pairs.
#pragma once

#include <cstdint>
#include <type_traits>

#include "core/cuda/cp_async.cuh"
#include "core/cuda/device_scalar.cuh"
#include "myriad/types.hpp"

namespace myriad::cuda {

/// One matrix's GEMM as seen by a tile: C is m x n, op(A) m x k, op(B) k x n.
/// Pointers address element (0, 0) of each (sub-)matrix, column major.
/// alpha == 0 or k == 0 gives C = beta * C without reading A or B; beta == 0
/// does not read C (NaN in C does not propagate).
template <class T>
struct TileArgs {
  int m, n, k;
  T alpha;
  const T* A;
  int lda;
  Op opa;
  const T* B;
  int ldb;
  Op opb;
  T beta;
  T* C;
  int ldc;
};

/// Element mask that writes every element of the tile (plain GEMM).
struct AllElements {
  __device__ bool operator()(int, int) const { return true; }
};

/// Element mask for one triangle of C (diagonal included): SYRK/HERK.
/// i, j are row and column indices within C.
struct TriangleMask {
  Uplo uplo;
  __device__ bool operator()(int i, int j) const {
    return uplo == Uplo::Lower ? i >= j : i <= j;
  }
};

/// Operand filter that keeps every element of op(A) and op(B) (plain GEMM).
/// A filter's a(i, l) and b(l, j) say whether element (i, l) of op(A) and
/// (l, j) of op(B) (indices of the tile arguments' matrices) is read; an
/// element filtered out is taken as zero and never loaded: TRMM's triangle,
/// whose other half may hold anything.
struct FullOperands {
  __device__ bool a(int, int) const { return true; }
  __device__ bool b(int, int) const { return true; }
};

/// Where the tile routine writes element (i, j) of its result: C (plain
/// GEMM). A caller's own output takes the result elsewhere, e.g. to shared
/// memory for a product that follows (the blocked Cholesky's panel).
struct StoreC {
  template <class T>
  __device__ void operator()(const TileArgs<T>& t, int i, int j, T v) const {
    t.C[i + static_cast<std::int64_t>(j) * t.ldc] = v;
  }
};

/// Whether tile (tile_m, tile_n) of a Tile-tiled C holds any element of the
/// given triangle; blocks of the other triangle exit at once.
template <class Tile>
__device__ __forceinline__ bool tile_in_triangle(Uplo uplo, int tile_m,
                                                 int tile_n) {
  const int i_lo = tile_m * Tile::kBM, i_hi = i_lo + Tile::kBM - 1;
  const int j_lo = tile_n * Tile::kBN, j_hi = j_lo + Tile::kBN - 1;
  return uplo == Uplo::Lower ? i_hi >= j_lo : i_lo <= j_hi;
}

namespace detail {

/// Global -> register -> shared staging of op(A) and op(B) K-panels.
/// Shared layout: As (BK, BM + PAD), Bs (BK, BN + PAD), two buffers each.
template <class T, int BM, int BN, int BK, int PAD, int NT>
struct PanelStage {
  static constexpr int kLdA = BM + PAD, kLdB = BN + PAD;
  static constexpr int kLoadA = BM * BK / NT, kLoadB = BN * BK / NT;
  static_assert(BM * BK % NT == 0 && BN * BK % NT == 0,
                "the panels must divide evenly among the threads");
  static constexpr int kBufElems = BK * (kLdA + kLdB);
  static constexpr std::size_t kSmemBytes = 2 * kBufElems * sizeof(T);

  T ra[kLoadA], rb[kLoadB];

  // Element e of the A panel: (i, l) of op(A). Consecutive threads walk the
  // stored matrix's contiguous dimension so that loads coalesce.
  __device__ __forceinline__ static void a_index(Op op, int e, int& i, int& l) {
    if (op == Op::NoTrans) {
      i = e % BM;
      l = e / BM;
    } else {
      l = e % BK;
      i = e / BK;
    }
  }
  __device__ __forceinline__ static void b_index(Op op, int e, int& l, int& j) {
    if (op == Op::NoTrans) {
      l = e % BK;
      j = e / BK;
    } else {
      j = e % BN;
      l = e / BN;
    }
  }

  template <class Operands>
  __device__ __forceinline__ void load(const TileArgs<T>& t, int i0, int j0,
                                       int l0, int tid, Operands ops) {
#pragma unroll
    for (int r = 0; r < kLoadA; ++r) {
      int i, l;
      a_index(t.opa, tid + r * NT, i, l);
      const int gi = i0 + i, gl = l0 + l;
      T v = T(0);
      if (gi < t.m && gl < t.k && ops.a(gi, gl)) {
        v = t.opa == Op::NoTrans
                ? t.A[gi + static_cast<std::int64_t>(gl) * t.lda]
                : t.A[gl + static_cast<std::int64_t>(gi) * t.lda];
        if (t.opa == Op::ConjTrans) v = conj(v);
      }
      ra[r] = v;
    }
#pragma unroll
    for (int r = 0; r < kLoadB; ++r) {
      int l, j;
      b_index(t.opb, tid + r * NT, l, j);
      const int gj = j0 + j, gl = l0 + l;
      T v = T(0);
      if (gj < t.n && gl < t.k && ops.b(gl, gj)) {
        v = t.opb == Op::NoTrans
                ? t.B[gl + static_cast<std::int64_t>(gj) * t.ldb]
                : t.B[gj + static_cast<std::int64_t>(gl) * t.ldb];
        if (t.opb == Op::ConjTrans) v = conj(v);
      }
      rb[r] = v;
    }
  }

  /// The layout above: op(A)(i, l) at l kLdA + i, op(B)(l, j) after A's
  /// panel at l kLdB + j.
  struct Padded {
    __device__ static int a(int i, int l) { return l * kLdA + i; }
    __device__ static int b(int l, int j) { return BK * kLdA + l * kLdB + j; }
  };

  /// The loaded elements into buf at the offsets Off::a(i, l), Off::b(l, j).
  template <class Off = Padded>
  __device__ __forceinline__ void store(const TileArgs<T>& t, T* buf,
                                        int tid) const {
#pragma unroll
    for (int r = 0; r < kLoadA; ++r) {
      int i, l;
      a_index(t.opa, tid + r * NT, i, l);
      buf[Off::a(i, l)] = ra[r];
    }
#pragma unroll
    for (int r = 0; r < kLoadB; ++r) {
      int l, j;
      b_index(t.opb, tid + r * NT, l, j);
      buf[Off::b(l, j)] = rb[r];
    }
  }
};

/// D := A B + D for one 8 x 8 x 4 FP64 tile, lane (g, q) = (lane / 4,
/// lane % 4): a = A(g, q), b = B(q, g); c0, c1 = D(g, 2q + 0..1).
__device__ __forceinline__ void mma_f64_m8n8k4(double& c0, double& c1, double a,
                                               double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile(
      "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, "
      "{%0,%1};\n"
      : "+d"(c0), "+d"(c1)
      : "d"(a), "d"(b));
#else
  // Only reached when compiled for pre-Ampere targets, which MmaTile rejects
  // at selection time; keeps the header compilable there.
  (void)c0;
  (void)c1;
  (void)a;
  (void)b;
  __trap();
#endif
}

/// D := A B + D for one 16 x 8 x 4 FP64 tile, lane (g, q) = (lane / 4,
/// lane % 4): a0 = A(g, q), a1 = A(g + 8, q), b = B(q, g); c[0..1] = D(g, 2q
/// + 0..1), c[2..3] = D(g + 8, 2q + 0..1). sm_90 has the 16 x 8 x 4 shape
/// at twice the rate of 8 x 8 x 4 (H100, session 18, a loop of independent
/// mma.sync per warp, 132 x 8 blocks of 1-4 warps: 8 x 8 x 4 32.7-33.3
/// TFLOP/s, 16 x 8 x 4 52-66, 16 x 8 x 8 66-67, 16 x 8 x 16 67; cuBLAS
/// DGEMM 8192^3 64); sm_80 lacks it and runs the two 8 x 8 x 4 halves.
__device__ __forceinline__ void mma_f64_m16n8k4(double (&c)[4], double a0,
                                                double a1, double b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%0,%1,%2,%3}, "
      "{%4,%5}, {%6}, {%0,%1,%2,%3};\n"
      : "+d"(c[0]), "+d"(c[1]), "+d"(c[2]), "+d"(c[3])
      : "d"(a0), "d"(a1), "d"(b));
#else
  mma_f64_m8n8k4(c[0], c[1], a0, b);
  mma_f64_m8n8k4(c[2], c[3], a1, b);
#endif
}

/// C := alpha acc + beta C on a thread's TM x TN register tile: element
/// (a, b) is C(i0 + a * DX, j0 + b * DY), written where inside m x n and
/// mask(i, j); beta == 0 does not read C. Every load of C is issued before
/// the first store: interleaved, each store waits for its load (the
/// compiler cannot rule out aliasing), a chain of global round trips.
template <int TM, int TN, int DX, int DY, class T, class Mask>
__device__ __forceinline__ void fma_tile_epilogue(T (&acc)[TM][TN], T alpha,
                                                  T beta, T* C, int ldc, int m,
                                                  int n, int i0, int j0,
                                                  Mask mask) {
  const bool read_c = !is_zero(beta);
#pragma unroll
  for (int b = 0; b < TN; ++b)
#pragma unroll
    for (int a = 0; a < TM; ++a) {
      const int i = i0 + a * DX, j = j0 + b * DY;
      T v = alpha * acc[a][b];
      if (read_c && i < m && j < n)
        v = fma(beta, C[i + static_cast<std::int64_t>(j) * ldc], v);
      acc[a][b] = v;
    }
#pragma unroll
  for (int b = 0; b < TN; ++b)
#pragma unroll
    for (int a = 0; a < TM; ++a) {
      const int i = i0 + a * DX, j = j0 + b * DY;
      if (i < m && j < n && mask(i, j))
        C[i + static_cast<std::int64_t>(j) * ldc] = acc[a][b];
    }
}

}  // namespace detail

/// CUDA-core tile. Assumptions: blockDim.x == kThreads; BM % TM == 0,
/// BN % TN == 0; any op pair, any m, n, k >= 0, any ld >= max(1, rows).
/// Thread (tx, ty) owns rows tx + a * (BM/TM) and columns ty + b * (BN/TN)
/// of the tile: conflict-free shared reads and coalesced C accesses.
template <int BM, int BN, int BK, int TM, int TN>
struct FmaTile {
  static constexpr int kBM = BM, kBN = BN, kBK = BK;
  static constexpr int kMinBlocks = 0;  // the compiler's choice
  static constexpr int kDX = BM / TM, kDY = BN / TN;
  static constexpr int kThreads = kDX * kDY;
  static_assert(BM % TM == 0 && BN % TN == 0, "tile must split evenly");
  template <class T>
  using Stage = detail::PanelStage<T, BM, BN, BK, 1, kThreads>;
  template <class T>
  static constexpr std::size_t smem_bytes() {
    return Stage<T>::kSmemBytes;
  }

  template <class T, class Mask, class Operands, class Out>
  __device__ __forceinline__ static void run(const TileArgs<T>& t, int tile_m,
                                             int tile_n, void* smem, Mask mask,
                                             Operands ops, Out) {
    static_assert(std::is_same<Out, StoreC>::value,
                  "FmaTile writes its result to C only");
    using S = Stage<T>;
    T* buf = static_cast<T*>(smem);
    const int tid = threadIdx.x, tx = tid % kDX, ty = tid / kDX;
    const int i0 = tile_m * BM, j0 = tile_n * BN;
    const int k = is_zero(t.alpha) ? 0 : t.k;
    T acc[TM][TN];  // (TM, TN) per thread
#pragma unroll
    for (int a = 0; a < TM; ++a)
#pragma unroll
      for (int b = 0; b < TN; ++b) acc[a][b] = T(0);

    S st;
    const int panels = (k + BK - 1) / BK;
    if (panels > 0) {
      st.load(t, i0, j0, 0, tid, ops);
      st.store(t, buf, tid);
    }
    __syncthreads();
    for (int p = 0; p < panels; ++p) {
      if (p + 1 < panels) st.load(t, i0, j0, (p + 1) * BK, tid, ops);
      const T* As = buf + (p & 1) * S::kBufElems;  // (BK, BM)
      const T* Bs = As + BK * S::kLdA;             // (BK, BN)
#pragma unroll
      for (int l = 0; l < BK; ++l) {
        T av[TM], bv[TN];
#pragma unroll
        for (int a = 0; a < TM; ++a) av[a] = As[l * S::kLdA + tx + a * kDX];
#pragma unroll
        for (int b = 0; b < TN; ++b) bv[b] = Bs[l * S::kLdB + ty + b * kDY];
#pragma unroll
        for (int a = 0; a < TM; ++a)
#pragma unroll
          for (int b = 0; b < TN; ++b) acc[a][b] = fma(av[a], bv[b], acc[a][b]);
      }
      if (p + 1 < panels) st.store(t, buf + ((p + 1) & 1) * S::kBufElems, tid);
      __syncthreads();
    }

    detail::fma_tile_epilogue<TM, TN, kDX, kDY>(
        acc, t.alpha, t.beta, t.C, t.ldc, t.m, t.n, i0 + tx, j0 + ty, mask);
  }
};

/// How MmaTile keeps a K-panel of its operands in shared memory; each suits
/// the operands whose elements lie consecutively along one dimension, which
/// consecutive threads copy.
///   MN: op(A)(i, l) at l (BM + 4) + i, op(B)(l, j) at l (BN + 4) + j: for
///       op(A) = A and op(B) = B^T (contiguous along M and N).
///   K:  op(A)(i, l) at i BK + (l ^ s(i)), op(B)(l, j) at j BK + (l ^ s(j)),
///       s(x) = 4 (x % 4), BK a multiple of 16: for op(A) = A^T and op(B) = B
///       (contiguous along K). In the MN layout a half-warp's 16 stores down
///       K hit 4 bank pairs 4 times each; the swizzle spreads them over 16,
///       and keeps the fragment reads (4 rows by 4 depths a half-warp)
///       conflict-free without padding.
/// Either layout is correct for any op pair; only the bank conflicts differ.
enum class StageLayout { MN, K };

/// FP64 tensor-core tile (double only, sm_80+). Assumptions: blockDim.x ==
/// kThreads = 32 * WM * WN; (BM/WM) a multiple of 16, (BN/WN) of 8; BK multiple
/// of 4 (of 16 for StageLayout::K); any op pair, m, n, k >= 0. The stages are
/// laid out as Layout says; in both layouts the fragment reads (lane%4
/// selects the depth, lane/4 the row or column) hit distinct banks.
template <int BM, int BN, int BK, int WM, int WN, bool PrefetchC = false,
          int Stages = 2, int MinBlocks = 0,
          StageLayout Layout = StageLayout::MN>
struct MmaTile {
  static constexpr int kBM = BM, kBN = BN, kBK = BK;
  static constexpr int kStages = Stages;
  static constexpr int kMinBlocks = MinBlocks;
  static constexpr int kWTM = BM / WM, kWTN = BN / WN;   // warp tile
  static constexpr int kMT = kWTM / 16, kNT = kWTN / 8;  // mma tiles per warp
  static constexpr int kThreads = 32 * WM * WN;
  static constexpr bool kKMajor = Layout == StageLayout::K;
  static_assert(kWTM % 16 == 0 && kWTN % 8 == 0 && BK % 4 == 0,
                "warp tiles are made of 16x8x4 mma tiles");
  static_assert(!kKMajor || BK % 16 == 0,
                "the K layout's swizzle stays within rows of 16");
  static_assert(Stages >= 2, "at least double buffering");
  template <class T>
  using Stage = detail::PanelStage<T, BM, BN, BK, 4, kThreads>;
  /// Offsets of op(A)(i, l) and op(B)(l, j) within a stage of the K layout.
  struct KMajor {
    __device__ static int swizzle(int x) { return (x & 3) << 2; }
    __device__ static int a(int i, int l) { return i * BK + (l ^ swizzle(i)); }
    __device__ static int b(int l, int j) {
      return BM * BK + j * BK + (l ^ swizzle(j));
    }
  };
  using Offsets =
      std::conditional_t<kKMajor, KMajor, typename Stage<double>::Padded>;
  /// Doubles of one stage.
  static constexpr int kStageElems =
      kKMajor ? BK * (BM + BN) : Stage<double>::kBufElems;
  template <class T>
  static constexpr std::size_t smem_bytes() {
    static_assert(std::is_same<T, double>::value, "MmaTile is FP64 only");
    return sizeof(double) * kStageElems * Stages;
  }

  /// The lane's accumulators over the block's BM x BN tile: acc[a][b][h]
  /// holds element (Lane::row(a, h), Lane::col(b, h)) of the tile.
  using Acc = double[kMT][kNT][4];
  /// Lane (g, q) = (lane/4, lane%4) of warp (wm, wn) owns rows g and g + 8,
  /// columns 2q and 2q+1 of each 16x8 mma tile of the warp's tile.
  struct Lane {
    int wm, wn, g, q;
    __device__ __forceinline__ Lane()
        : wm(threadIdx.x / 32 % WM),
          wn(threadIdx.x / 32 / WM),
          g(threadIdx.x % 32 / 4),
          q(threadIdx.x % 4) {}
    __device__ __forceinline__ int row(int a, int h) const {
      return wm * kWTM + a * 16 + (h / 2) * 8 + g;
    }
    __device__ __forceinline__ int col(int b, int h) const {
      return wn * kWTN + b * 8 + 2 * q + h % 2;
    }
  };

  /// acc += op(A) op(B) over a slice of depth D held in shared memory, with
  /// element (i, l) of op(A) at As[l * LDA + i] and (l, j) of op(B) at
  /// Bs[l * LDB + j] (i, j within the tile): the tile's main loop, and a
  /// caller's product with an operand kept in shared memory.
  /// With ScaleA, op(A)'s elements are multiplied by scale as they are read.
  template <int D, int LDA, int LDB, bool ScaleA = false>
  __device__ __forceinline__ static void mma_slice(Acc& acc, const double* As,
                                                   const double* Bs,
                                                   double scale = 1.0) {
    static_assert(D % 4 == 0, "slices of whole mma depths");
    const Lane ln;
    const int q = ln.q;
    As += ln.wm * kWTM + ln.g;
    Bs += ln.wn * kWTN + ln.g;
#pragma unroll
    for (int kk = 0; kk < D; kk += 4) {
      double av[kMT][2], bv[kNT];
#pragma unroll
      for (int a = 0; a < kMT; ++a)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          av[a][h] = As[(kk + q) * LDA + a * 16 + h * 8];
          if constexpr (ScaleA) av[a][h] *= scale;
        }
#pragma unroll
      for (int b = 0; b < kNT; ++b) bv[b] = Bs[(kk + q) * LDB + b * 8];
#pragma unroll
      for (int a = 0; a < kMT; ++a)
#pragma unroll
        for (int b = 0; b < kNT; ++b)
          detail::mma_f64_m16n8k4(acc[a][b], av[a][0], av[a][1], bv[b]);
    }
  }

  /// acc += op(A) op(B) over one stage of the K layout (op(A) scaled as in
  /// mma_slice).
  template <bool ScaleA = false>
  __device__ __forceinline__ static void mma_stage_k(Acc& acc,
                                                     const double* stage,
                                                     double scale = 1.0) {
    const Lane ln;
    // Rows (columns) a lane reads are g modulo 8, so all share its swizzle;
    // (kk + q) ^ s = (kk ^ s) + q, as s has no bit below 4.
    const int s = KMajor::swizzle(ln.g);
    const double* As = stage + (ln.wm * kWTM + ln.g) * BK + ln.q;
    const double* Bs = stage + BM * BK + (ln.wn * kWTN + ln.g) * BK + ln.q;
#pragma unroll
    for (int kk = 0; kk < BK; kk += 4) {
      const int x = kk ^ s;
      double av[kMT][2], bv[kNT];
#pragma unroll
      for (int a = 0; a < kMT; ++a)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          av[a][h] = As[(a * 16 + h * 8) * BK + x];
          if constexpr (ScaleA) av[a][h] *= scale;
        }
#pragma unroll
      for (int b = 0; b < kNT; ++b) bv[b] = Bs[b * 8 * BK + x];
#pragma unroll
      for (int a = 0; a < kMT; ++a)
#pragma unroll
        for (int b = 0; b < kNT; ++b)
          detail::mma_f64_m16n8k4(acc[a][b], av[a][0], av[a][1], bv[b]);
    }
  }

  // Stages >= 3: panel p is copied by cp.async into stage p % Stages while
  // the Stages - 1 panels before it are in flight or being computed.
  template <class Operands>
  __device__ __forceinline__ static void issue_panel(const TileArgs<double>& t,
                                                     double* dst, int i0,
                                                     int j0, int l0, int tid,
                                                     Operands ops) {
    using S = Stage<double>;
#pragma unroll
    for (int r = 0; r < S::kLoadA; ++r) {
      int i, l;
      S::a_index(t.opa, tid + r * kThreads, i, l);
      const int gi = i0 + i, gl = l0 + l;
      const bool in = gi < t.m && gl < t.k && ops.a(gi, gl);
      const double* src =
          in ? (t.opa == Op::NoTrans
                    ? t.A + gi + static_cast<std::int64_t>(gl) * t.lda
                    : t.A + gl + static_cast<std::int64_t>(gi) * t.lda)
             : t.A;
      cp_async<8>(dst + Offsets::a(i, l), src, in ? 8 : 0);
    }
#pragma unroll
    for (int r = 0; r < S::kLoadB; ++r) {
      int l, j;
      S::b_index(t.opb, tid + r * kThreads, l, j);
      const int gj = j0 + j, gl = l0 + l;
      const bool in = gj < t.n && gl < t.k && ops.b(gl, gj);
      const double* src =
          in ? (t.opb == Op::NoTrans
                    ? t.B + gl + static_cast<std::int64_t>(gj) * t.ldb
                    : t.B + gj + static_cast<std::int64_t>(gl) * t.ldb)
             : t.B;
      cp_async<8>(dst + Offsets::b(l, j), src, in ? 8 : 0);
    }
  }

  template <class T, class Mask, class Operands, class Out>
  __device__ __forceinline__ static void run(const TileArgs<T>& t, int tile_m,
                                             int tile_n, void* smem, Mask mask,
                                             Operands ops, Out out) {
    static_assert(std::is_same<T, double>::value, "MmaTile is FP64 only");
    using S = Stage<T>;
    double* buf = static_cast<double*>(smem);
    const int tid = threadIdx.x;
    const int k = t.alpha == 0.0 ? 0 : t.k;
    const bool read_c = t.beta != 0.0;

    // PrefetchC: the accumulators start as beta C, loaded before the panels
    // (their latency overlaps the panels' copies), and op(A) is scaled by
    // alpha as it is read (exact for alpha = +-1, the trailing updates'), so
    // that C needs no registers of its own beside the accumulators: with a
    // separate copy of C the 64 x 64 tile took 224 registers, 2 blocks an
    // SM. Otherwise acc := op(A) op(B), then alpha acc + beta C.
    Acc acc;
    const Lane ln;
    const int i0 = tile_m * BM, j0 = tile_n * BN;
    // The lane's first row and column of C; element (a, b, h) lies at
    // (row0 + a 16 + (h / 2) 8, col0 + b 8 + h % 2).
    const int row0 = i0 + ln.row(0, 0), col0 = j0 + ln.col(0, 0);
    auto c_at = [&](int a, int b, int h) -> double* {
      return t.C + (row0 + a * 16 + (h / 2) * 8) +
             static_cast<std::int64_t>(col0 + b * 8 + h % 2) * t.ldc;
    };
    auto c_in = [&](int a, int b, int h) {
      return row0 + a * 16 + (h / 2) * 8 < t.m && col0 + b * 8 + h % 2 < t.n;
    };
#pragma unroll
    for (int a = 0; a < kMT; ++a)
#pragma unroll
      for (int b = 0; b < kNT; ++b)
#pragma unroll
        for (int h = 0; h < 4; ++h)
          acc[a][b][h] =
              PrefetchC && read_c && c_in(a, b, h) ? *c_at(a, b, h) : 0.0;
    // acc := beta acc once the panels' copies are issued: a product right
    // after each load would hold the next load behind it (in-order issue), a
    // chain of round trips (the 64 x 64 tile at half the bandwidth).
    auto scale_c = [&] {
      if constexpr (PrefetchC) {
#pragma unroll
        for (int a = 0; a < kMT; ++a)
#pragma unroll
          for (int b = 0; b < kNT; ++b)
#pragma unroll
            for (int h = 0; h < 4; ++h) acc[a][b][h] *= t.beta;
      }
    };
    // One BK panel of the tile from a shared stage.
    auto compute = [&](const double* stage) {
      if constexpr (kKMajor)
        mma_stage_k<PrefetchC>(acc, stage, t.alpha);
      else
        mma_slice<BK, S::kLdA, S::kLdB, PrefetchC>(
            acc, stage, stage + BK * S::kLdA, t.alpha);
    };
    const int panels = (k + BK - 1) / BK;
    if constexpr (Stages == 2) {
      S st;
      if (panels > 0) {
        st.load(t, i0, j0, 0, tid, ops);
        st.template store<Offsets>(t, buf, tid);
      }
      scale_c();
      __syncthreads();
      for (int p = 0; p < panels; ++p) {
        if (p + 1 < panels) st.load(t, i0, j0, (p + 1) * BK, tid, ops);
        compute(buf + (p & 1) * kStageElems);
        if (p + 1 < panels)
          st.template store<Offsets>(t, buf + ((p + 1) & 1) * kStageElems, tid);
        __syncthreads();
      }
    } else {
#pragma unroll
      for (int s = 0; s < Stages - 1; ++s) {
        if (s < panels)
          issue_panel(t, buf + s * kStageElems, i0, j0, s * BK, tid, ops);
        cp_async_commit();
      }
      scale_c();
      for (int p = 0; p < panels; ++p) {
        cp_async_wait<Stages - 2>();
        __syncthreads();  // panel p visible; stage (p - 1) % Stages is free
        const int nxt = p + Stages - 1;
        if (nxt < panels)
          issue_panel(t, buf + (nxt % Stages) * kStageElems, i0, j0, nxt * BK,
                      tid, ops);
        cp_async_commit();
        compute(buf + (p % Stages) * kStageElems);
      }
      cp_async_wait<0>();
      __syncthreads();
    }

    if constexpr (!PrefetchC) {
      // acc := alpha acc + beta C, every load of C before the first store:
      // interleaved, each store would wait for its load (the compiler cannot
      // rule out aliasing), a serial chain of global round trips per tile.
#pragma unroll
      for (int a = 0; a < kMT; ++a)
#pragma unroll
        for (int b = 0; b < kNT; ++b)
#pragma unroll
          for (int h = 0; h < 4; ++h) {
            double v = t.alpha * acc[a][b][h];
            if (read_c && c_in(a, b, h)) v = ::fma(t.beta, *c_at(a, b, h), v);
            acc[a][b][h] = v;
          }
    }
#pragma unroll
    for (int a = 0; a < kMT; ++a)
#pragma unroll
      for (int b = 0; b < kNT; ++b)
#pragma unroll
        for (int h = 0; h < 4; ++h) {
          const int i = row0 + a * 16 + (h / 2) * 8, j = col0 + b * 8 + h % 2;
          if (i < t.m && j < t.n && mask(i, j)) out(t, i, j, acc[a][b][h]);
        }
  }
};

/// Computes tile (tile_m, tile_n) (rows tile_m*BM.., columns tile_n*BN..) of
/// C = alpha * op(A) * op(B) + beta * C for one matrix described by t.
///  [in]     t       sizes, scalars, pointers, leading dimensions and ops.
///  [in]     tile_m, tile_n  tile indices; the tile may be partial or lie
///                   wholly outside C (then nothing is written, but the call
///                   still synchronizes the block: prefer exiting early).
///  [in,out] smem    Tile::smem_bytes<T>() bytes of shared memory, 16-byte
///                   aligned, not used by the caller during the call.
///  [in]     mask    mask(i, j) -> bool: write element (i, j) of C or not
///                   (AllElements, TriangleMask, or the caller's own).
///  [in]     ops     which elements of op(A) and op(B) are read, the others
///                   being zero (FullOperands, or the caller's own).
///  [in]     out     out(t, i, j, v) writes element (i, j) of the result (in
///                   m x n, mask(i, j)): StoreC, or the caller's own; the
///                   block's threads have read every operand when it is
///                   called (beta C aside: C is read just before).
/// Must be called by all Tile::kThreads threads of the block (blockDim.x ==
/// Tile::kThreads), with identical arguments; contains __syncthreads().
/// On return the shared memory may be reused after a __syncthreads().
template <class Tile, class T, class Mask = AllElements,
          class Operands = FullOperands, class Out = StoreC>
__device__ __forceinline__ void gemm_tile(const TileArgs<T>& t, int tile_m,
                                          int tile_n, void* smem,
                                          Mask mask = {}, Operands ops = {},
                                          Out out = {}) {
  Tile::template run<T>(t, tile_m, tile_n, smem, mask, ops, out);
}

}  // namespace myriad::cuda
