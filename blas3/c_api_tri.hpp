// C interface of TRSM and TRMM (internal): the descriptors each batch kind
// builds, shared by c_api_trsm.cpp and c_api_trmm.cpp, which hold only the
// per-precision entry points.
#pragma once

#include <cstdint>

#include "blas3/tri_tuning.hpp"
#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {

/// Runs trsm (Solve) or trmm (Multiply) on the handle's queue with
/// descriptors built by the caller.
template <TriKind K, class T>
myriad_status_t c_tri(myriad_queue_t q, char side, char uplo, char transa,
                      char diag, T alpha, const MatrixBatch<const T>& A,
                      const MatrixBatch<T>& B, Check check) {
  if (!q) return c_null_queue();
  const Side s = c_side(side);
  const Uplo u = c_uplo(uplo);
  const Op t = c_op(transa);
  const Diag d = c_diag(diag);
  return c_status(q, K == TriKind::Solve
                         ? trsm<T>(q->queue, s, u, t, d, alpha, A, B, check)
                         : trmm<T>(q->queue, s, u, t, d, alpha, A, B, check));
}

template <TriKind K, class T, class C>
myriad_status_t batched(myriad_queue_t q, char side, char uplo, char transa,
                        char diag, int m, int n, C alpha, C const* const* A,
                        int lda, C* const* B, int ldb, int batch) {
  const int k = c_side(side) == Side::Right ? n : m;
  return c_tri<K, T>(
      q, side, uplo, transa, diag, c_scalar<T>(alpha),
      MatrixBatch<const T>::pointers(k, k, reinterpret_cast<const T* const*>(A),
                                     lda, batch),
      MatrixBatch<T>::pointers(m, n, reinterpret_cast<T* const*>(B), ldb,
                               batch),
      Check::Full);
}

template <TriKind K, class T, class C>
myriad_status_t strided(myriad_queue_t q, char side, char uplo, char transa,
                        char diag, int m, int n, C alpha, const C* A, int lda,
                        int64_t stride_a, C* B, int ldb, int64_t stride_b,
                        int batch) {
  const int k = c_side(side) == Side::Right ? n : m;
  return c_tri<K, T>(
      q, side, uplo, transa, diag, c_scalar<T>(alpha),
      MatrixBatch<const T>::strided(k, k, reinterpret_cast<const T*>(A), lda,
                                    stride_a, batch),
      MatrixBatch<T>::strided(m, n, reinterpret_cast<T*>(B), ldb, stride_b,
                              batch),
      Check::Full);
}

/// max_m, max_n < 0: unknown (the check pass computes them).
template <TriKind K, class T, class C>
myriad_status_t vbatched(myriad_queue_t q, char side, char uplo, char transa,
                         char diag, const int* m, const int* n, C alpha,
                         C const* const* A, const int* lda, C* const* B,
                         const int* ldb, int batch, int max_m, int max_n,
                         Check check) {
  const bool right = c_side(side) == Side::Right;
  const int* k = right ? n : m;
  const int max_k = right ? max_n : max_m;
  return c_tri<K, T>(
      q, side, uplo, transa, diag, c_scalar<T>(alpha),
      MatrixBatch<const T>::variable(k, k, reinterpret_cast<const T* const*>(A),
                                     lda, batch, max_k, max_k),
      MatrixBatch<T>::variable(m, n, reinterpret_cast<T* const*>(B), ldb, batch,
                               max_m, max_n),
      check);
}

}  // namespace myriad::detail
