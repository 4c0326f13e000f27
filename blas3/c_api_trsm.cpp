// C interface: batched TRSM, forwarding to myriad::trsm (one block per
// precision).
#include <complex>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {
namespace {

/// Runs trsm on the handle's queue with descriptors built by the caller.
template <class T>
myriad_status_t c_trsm(myriad_queue_t q, char side, char uplo, char transa,
                       char diag, T alpha, const MatrixBatch<const T>& A,
                       const MatrixBatch<T>& B, Check check) {
  if (!q) return c_null_queue();
  return c_status(q, trsm<T>(q->queue, c_side(side), c_uplo(uplo), c_op(transa),
                             c_diag(diag), alpha, A, B, check));
}

template <class T, class C>
myriad_status_t batched(myriad_queue_t q, char side, char uplo, char transa,
                        char diag, int m, int n, C alpha, C const* const* A,
                        int lda, C* const* B, int ldb, int batch) {
  const int k = c_side(side) == Side::Right ? n : m;
  return c_trsm<T>(q, side, uplo, transa, diag, c_scalar<T>(alpha),
                   MatrixBatch<const T>::pointers(
                       k, k, reinterpret_cast<const T* const*>(A), lda, batch),
                   MatrixBatch<T>::pointers(
                       m, n, reinterpret_cast<T* const*>(B), ldb, batch),
                   Check::Full);
}

template <class T, class C>
myriad_status_t strided(myriad_queue_t q, char side, char uplo, char transa,
                        char diag, int m, int n, C alpha, const C* A, int lda,
                        int64_t stride_a, C* B, int ldb, int64_t stride_b,
                        int batch) {
  const int k = c_side(side) == Side::Right ? n : m;
  return c_trsm<T>(
      q, side, uplo, transa, diag, c_scalar<T>(alpha),
      MatrixBatch<const T>::strided(k, k, reinterpret_cast<const T*>(A), lda,
                                    stride_a, batch),
      MatrixBatch<T>::strided(m, n, reinterpret_cast<T*>(B), ldb, stride_b,
                              batch),
      Check::Full);
}

/// max_m, max_n < 0: unknown (the check pass computes them).
template <class T, class C>
myriad_status_t vbatched(myriad_queue_t q, char side, char uplo, char transa,
                         char diag, const int* m, const int* n, C alpha,
                         C const* const* A, const int* lda, C* const* B,
                         const int* ldb, int batch, int max_m, int max_n,
                         Check check) {
  const bool right = c_side(side) == Side::Right;
  const int* k = right ? n : m;
  const int max_k = right ? max_n : max_m;
  return c_trsm<T>(
      q, side, uplo, transa, diag, c_scalar<T>(alpha),
      MatrixBatch<const T>::variable(k, k, reinterpret_cast<const T* const*>(A),
                                     lda, batch, max_k, max_k),
      MatrixBatch<T>::variable(m, n, reinterpret_cast<T* const*>(B), ldb, batch,
                               max_m, max_n),
      check);
}

}  // namespace
}  // namespace myriad::detail

using myriad::detail::batched;
using myriad::detail::strided;
using myriad::detail::vbatched;

extern "C" {

myriad_status_t myriad_strsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     float alpha, float const* const* A,
                                     int lda, float* const* B, int ldb,
                                     int batch) {
  return batched<float>(queue, side, uplo, transa, diag, m, n, alpha, A, lda, B,
                        ldb, batch);
}
myriad_status_t myriad_strsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, float alpha, const float* A, int lda, int64_t stride_a, float* B,
    int ldb, int64_t stride_b, int batch) {
  return strided<float>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                        stride_a, B, ldb, stride_b, batch);
}
myriad_status_t myriad_strsm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, char transa, char diag,
                                      const int* m, const int* n, float alpha,
                                      float const* const* A, const int* lda,
                                      float* const* B, const int* ldb,
                                      int batch) {
  return vbatched<float>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                         B, ldb, batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_strsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, float alpha, float const* const* A,
    const int* lda, float* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<float>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                         B, ldb, batch, max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_dtrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     double alpha, double const* const* A,
                                     int lda, double* const* B, int ldb,
                                     int batch) {
  return batched<double>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                         B, ldb, batch);
}
myriad_status_t myriad_dtrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, double alpha, const double* A, int lda, int64_t stride_a, double* B,
    int ldb, int64_t stride_b, int batch) {
  return strided<double>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                         stride_a, B, ldb, stride_b, batch);
}
myriad_status_t myriad_dtrsm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, char transa, char diag,
                                      const int* m, const int* n, double alpha,
                                      double const* const* A, const int* lda,
                                      double* const* B, const int* ldb,
                                      int batch) {
  return vbatched<double>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                          B, ldb, batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_dtrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, double alpha, double const* const* A,
    const int* lda, double* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<double>(queue, side, uplo, transa, diag, m, n, alpha, A, lda,
                          B, ldb, batch, max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_ctrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     myriad_float_complex alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, myriad_float_complex* const* B,
                                     int ldb, int batch) {
  return batched<std::complex<float>>(queue, side, uplo, transa, diag, m, n,
                                      alpha, A, lda, B, ldb, batch);
}
myriad_status_t myriad_ctrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return strided<std::complex<float>>(queue, side, uplo, transa, diag, m, n,
                                      alpha, A, lda, stride_a, B, ldb, stride_b,
                                      batch);
}
myriad_status_t myriad_ctrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int batch) {
  return vbatched<std::complex<float>>(queue, side, uplo, transa, diag, m, n,
                                       alpha, A, lda, B, ldb, batch, -1, -1,
                                       myriad::Check::Full);
}
myriad_status_t myriad_ctrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<std::complex<float>>(queue, side, uplo, transa, diag, m, n,
                                       alpha, A, lda, B, ldb, batch, max_m,
                                       max_n, myriad::Check::None);
}

myriad_status_t myriad_ztrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     myriad_double_complex alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, myriad_double_complex* const* B,
                                     int ldb, int batch) {
  return batched<std::complex<double>>(queue, side, uplo, transa, diag, m, n,
                                       alpha, A, lda, B, ldb, batch);
}
myriad_status_t myriad_ztrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return strided<std::complex<double>>(queue, side, uplo, transa, diag, m, n,
                                       alpha, A, lda, stride_a, B, ldb,
                                       stride_b, batch);
}
myriad_status_t myriad_ztrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int batch) {
  return vbatched<std::complex<double>>(queue, side, uplo, transa, diag, m, n,
                                        alpha, A, lda, B, ldb, batch, -1, -1,
                                        myriad::Check::Full);
}
myriad_status_t myriad_ztrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<std::complex<double>>(queue, side, uplo, transa, diag, m, n,
                                        alpha, A, lda, B, ldb, batch, max_m,
                                        max_n, myriad::Check::None);
}

}  // extern "C"
