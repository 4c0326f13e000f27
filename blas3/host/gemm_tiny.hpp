// Host GEMM for fixed-size square batches of order n <= kTinyMaxOrder<T>
// (internal). The order is a template parameter, so every loop is unrolled
// and the compiler keeps C in registers: at these sizes a call into a BLAS
// library costs more than the arithmetic, which is why a per-matrix BLAS loop
// cannot keep up with a batch.
//
// Assumptions: column-major matrices of order N; op(A) and op(B) are packed
// (with conjugation) into local arrays first, so one kernel body serves every
// op combination.
#pragma once

#include <complex>
#include <cstdint>

#include "core/static_index.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Largest order served by the tiny kernels, per precision; larger orders
/// go to SmallGemm or OpenBLAS by kGemmHostCrossover. 2-core CI-class Xeon
/// (AVX-512), 2026-11-22, `myriad-bench --op gemm --precision P --backend
/// host --sizes 2,3,4,5,6,7,8 --threads 2 --reps 7`, ours / OpenBLAS loop
/// at n = 5, 6, 7, 8 with the tiny kernels up to order 8 ("to 8"), then up
/// to order 4 ("to 4"); d and z two runs each (ranges), s and c one run:
///   d to 8: 1.04       0.75-0.89  0.60-0.72  0.25-0.29
///   d to 4: 0.98-1.15  0.94-1.39  0.90-1.00  0.60-0.99
///   z to 8: 1.80-1.90  1.27-1.33  0.67-0.76  0.90-0.91
///   z to 4: 3.0-3.2    2.8-3.1    1.2-1.4    2.7-3.2
///   s to 8: 0.85 1.00 0.65 0.37;  s to 4: 0.70 0.91 0.58 1.34
///   c to 8: 2.79 2.22 1.18 0.20;  c to 4: 0.87 0.98 1.00 1.03
/// Order 8 loses in every precision; these kernels are compiled for the
/// baseline ISA, the paths above them for the CPU's widest.
template <class T>
inline constexpr int kTinyMaxOrder = 4;
template <>
inline constexpr int kTinyMaxOrder<float> = 6;
template <>
inline constexpr int kTinyMaxOrder<std::complex<float>> = 7;

template <class T>
using TinyGemmFn = void (*)(Op transa, Op transb, T alpha, const T* A, int lda,
                            const T* B, int ldb, T beta, T* C, int ldc);

template <class T>
inline T tiny_conj(T x) {
  return x;
}
template <class R>
inline std::complex<R> tiny_conj(std::complex<R> x) {
  return std::conj(x);
}

/// a[l][i] = op(A)(i, l): column l of op(A), contiguous.
template <class T, int N>
inline void tiny_pack(Op op, const T* A, int lda, T (&a)[N][N]) {
  if (op == Op::NoTrans) {
    for (int l = 0; l < N; ++l)
      for (int i = 0; i < N; ++i) a[l][i] = A[i + std::int64_t(l) * lda];
  } else {
    const bool cj = op == Op::ConjTrans;
    for (int i = 0; i < N; ++i)
      for (int l = 0; l < N; ++l) {
        const T x = A[l + std::int64_t(i) * lda];
        a[l][i] = cj ? tiny_conj(x) : x;
      }
  }
}

template <class T, int N>
void tiny_gemm(Op transa, Op transb, T alpha, const T* A, int lda, const T* B,
               int ldb, T beta, T* C, int ldc) {
  T a[N][N], b[N][N], c[N][N];  // (column, row)
  tiny_pack<T, N>(transa, A, lda, a);
  tiny_pack<T, N>(transb, B, ldb, b);
  for (int j = 0; j < N; ++j)
    for (int i = 0; i < N; ++i) c[j][i] = T(0);
  for (int l = 0; l < N; ++l)
    for (int j = 0; j < N; ++j)
      for (int i = 0; i < N; ++i) c[j][i] += a[l][i] * b[j][l];
  for (int j = 0; j < N; ++j) {
    T* cj = C + std::int64_t(j) * ldc;
    if (beta == T(0))
      for (int i = 0; i < N; ++i) cj[i] = alpha * c[j][i];
    else
      for (int i = 0; i < N; ++i) cj[i] = alpha * c[j][i] + beta * cj[i];
  }
}

/// The kernel for order n in [1, kTinyMaxOrder<T>], or nullptr.
template <class T>
TinyGemmFn<T> tiny_gemm_for(int n) {
  if (n < 1 || n > kTinyMaxOrder<T>) return nullptr;
  return with_static_index<kTinyMaxOrder<T>>(n - 1, [](auto i) {
    return TinyGemmFn<T>(&tiny_gemm<T, decltype(i)::value + 1>);
  });
}

}  // namespace myriad::detail
