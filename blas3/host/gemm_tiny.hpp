// Host GEMM for fixed-size square batches of order n <= kTinyMaxOrder
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

#include "myriad/types.hpp"

namespace myriad::detail {

inline constexpr int kTinyMaxOrder = 8;

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

/// The kernel for order n in [1, kTinyMaxOrder], or nullptr.
template <class T>
TinyGemmFn<T> tiny_gemm_for(int n) {
  switch (n) {
    case 1: return tiny_gemm<T, 1>;
    case 2: return tiny_gemm<T, 2>;
    case 3: return tiny_gemm<T, 3>;
    case 4: return tiny_gemm<T, 4>;
    case 5: return tiny_gemm<T, 5>;
    case 6: return tiny_gemm<T, 6>;
    case 7: return tiny_gemm<T, 7>;
    case 8: return tiny_gemm<T, 8>;
    default: return nullptr;
  }
}

}  // namespace myriad::detail
