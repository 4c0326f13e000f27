// C interface: batched SYMM and HEMM, forwarding to the C++ API (one block
// per precision).
#include <complex>
#include <cstring>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {
namespace {

/// Runs symm (herm false) or hemm on the handle's queue.
template <class T>
myriad_status_t c_symm(myriad_queue_t q, bool herm, char side, char uplo,
                       T alpha, const MatrixBatch<const T>& A,
                       const MatrixBatch<const T>& B, T beta,
                       const MatrixBatch<T>& C, Check check) {
  if (!q) return c_null_queue();
  if (herm)
    return c_status(q, hemm<T>(q->queue, c_side(side), c_uplo(uplo), alpha, A,
                               B, beta, C, check));
  return c_status(q, symm<T>(q->queue, c_side(side), c_uplo(uplo), alpha, A, B,
                             beta, C, check));
}

template <class T, class C>
myriad_status_t symm_batched(myriad_queue_t q, bool herm, char side, char uplo,
                             int m, int n, C alpha, C const* const* A, int lda,
                             C const* const* B, int ldb, C beta, C* const* Cp,
                             int ldc, int batch) {
  const int na = c_side(side) == Side::Right ? n : m;
  return c_symm<T>(
      q, herm, side, uplo, c_scalar<T>(alpha),
      MatrixBatch<const T>::pointers(
          na, na, reinterpret_cast<const T* const*>(A), lda, batch),
      MatrixBatch<const T>::pointers(m, n, reinterpret_cast<const T* const*>(B),
                                     ldb, batch),
      c_scalar<T>(beta),
      MatrixBatch<T>::pointers(m, n, reinterpret_cast<T* const*>(Cp), ldc,
                               batch),
      Check::Full);
}

template <class T, class C>
myriad_status_t symm_strided(myriad_queue_t q, bool herm, char side, char uplo,
                             int m, int n, C alpha, const C* A, int lda,
                             int64_t stride_a, const C* B, int ldb,
                             int64_t stride_b, C beta, C* Cp, int ldc,
                             int64_t stride_c, int batch) {
  const int na = c_side(side) == Side::Right ? n : m;
  return c_symm<T>(
      q, herm, side, uplo, c_scalar<T>(alpha),
      MatrixBatch<const T>::strided(na, na, reinterpret_cast<const T*>(A), lda,
                                    stride_a, batch),
      MatrixBatch<const T>::strided(m, n, reinterpret_cast<const T*>(B), ldb,
                                    stride_b, batch),
      c_scalar<T>(beta),
      MatrixBatch<T>::strided(m, n, reinterpret_cast<T*>(Cp), ldc, stride_c,
                              batch),
      Check::Full);
}

/// max_m, max_n < 0: unknown (the check pass computes them).
template <class T, class C>
myriad_status_t symm_vbatched(myriad_queue_t q, bool herm, char side, char uplo,
                              const int* m, const int* n, C alpha,
                              C const* const* A, const int* lda,
                              C const* const* B, const int* ldb, C beta,
                              C* const* Cp, const int* ldc, int batch,
                              int max_m, int max_n, Check check) {
  const bool right = c_side(side) == Side::Right;
  const int* na = right ? n : m;
  const int max_a = right ? max_n : max_m;
  return c_symm<T>(
      q, herm, side, uplo, c_scalar<T>(alpha),
      MatrixBatch<const T>::variable(na, na,
                                     reinterpret_cast<const T* const*>(A), lda,
                                     batch, max_a, max_a),
      MatrixBatch<const T>::variable(m, n, reinterpret_cast<const T* const*>(B),
                                     ldb, batch, max_m, max_n),
      c_scalar<T>(beta),
      MatrixBatch<T>::variable(m, n, reinterpret_cast<T* const*>(Cp), ldc,
                               batch, max_m, max_n),
      check);
}

}  // namespace
}  // namespace myriad::detail

using myriad::detail::symm_batched;
using myriad::detail::symm_strided;
using myriad::detail::symm_vbatched;

extern "C" {

myriad_status_t myriad_ssymm_batched(myriad_queue_t queue, char side, char uplo,
                                     int m, int n, float alpha,
                                     float const* const* A, int lda,
                                     float const* const* B, int ldb, float beta,
                                     float* const* C, int ldc, int batch) {
  return symm_batched<float>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                             ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_ssymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n, float alpha,
    const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch) {
  return symm_strided<float>(queue, false, side, uplo, m, n, alpha, A, lda,
                             stride_a, B, ldb, stride_b, beta, C, ldc, stride_c,
                             batch);
}
myriad_status_t myriad_ssymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch) {
  return symm_vbatched<float>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch, -1, -1,
                              myriad::Check::Full);
}
myriad_status_t myriad_ssymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch,
    int max_m, int max_n) {
  return symm_vbatched<float>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch, max_m, max_n,
                              myriad::Check::None);
}

myriad_status_t myriad_dsymm_batched(myriad_queue_t queue, char side, char uplo,
                                     int m, int n, double alpha,
                                     double const* const* A, int lda,
                                     double const* const* B, int ldb,
                                     double beta, double* const* C, int ldc,
                                     int batch) {
  return symm_batched<double>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_dsymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n, double alpha,
    const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c,
    int batch) {
  return symm_strided<double>(queue, false, side, uplo, m, n, alpha, A, lda,
                              stride_a, B, ldb, stride_b, beta, C, ldc,
                              stride_c, batch);
}
myriad_status_t myriad_dsymm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, const int* m, const int* n,
                                      double alpha, double const* const* A,
                                      const int* lda, double const* const* B,
                                      const int* ldb, double beta,
                                      double* const* C, const int* ldc,
                                      int batch) {
  return symm_vbatched<double>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                               ldb, beta, C, ldc, batch, -1, -1,
                               myriad::Check::Full);
}
myriad_status_t myriad_dsymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_m, int max_n) {
  return symm_vbatched<double>(queue, false, side, uplo, m, n, alpha, A, lda, B,
                               ldb, beta, C, ldc, batch, max_m, max_n,
                               myriad::Check::None);
}

myriad_status_t myriad_csymm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return symm_batched<std::complex<float>>(queue, false, side, uplo, m, n,
                                           alpha, A, lda, B, ldb, beta, C, ldc,
                                           batch);
}
myriad_status_t myriad_csymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return symm_strided<std::complex<float>>(
      queue, false, side, uplo, m, n, alpha, A, lda, stride_a, B, ldb, stride_b,
      beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_csymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch) {
  return symm_vbatched<std::complex<float>>(queue, false, side, uplo, m, n,
                                            alpha, A, lda, B, ldb, beta, C, ldc,
                                            batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_csymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n) {
  return symm_vbatched<std::complex<float>>(
      queue, false, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_zsymm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return symm_batched<std::complex<double>>(queue, false, side, uplo, m, n,
                                            alpha, A, lda, B, ldb, beta, C, ldc,
                                            batch);
}
myriad_status_t myriad_zsymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return symm_strided<std::complex<double>>(
      queue, false, side, uplo, m, n, alpha, A, lda, stride_a, B, ldb, stride_b,
      beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_zsymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch) {
  return symm_vbatched<std::complex<double>>(
      queue, false, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_zsymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n) {
  return symm_vbatched<std::complex<double>>(
      queue, false, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_chemm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return symm_batched<std::complex<float>>(queue, true, side, uplo, m, n, alpha,
                                           A, lda, B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_chemm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return symm_strided<std::complex<float>>(queue, true, side, uplo, m, n, alpha,
                                           A, lda, stride_a, B, ldb, stride_b,
                                           beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_chemm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch) {
  return symm_vbatched<std::complex<float>>(queue, true, side, uplo, m, n,
                                            alpha, A, lda, B, ldb, beta, C, ldc,
                                            batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_chemm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n) {
  return symm_vbatched<std::complex<float>>(
      queue, true, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_zhemm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return symm_batched<std::complex<double>>(queue, true, side, uplo, m, n,
                                            alpha, A, lda, B, ldb, beta, C, ldc,
                                            batch);
}
myriad_status_t myriad_zhemm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return symm_strided<std::complex<double>>(
      queue, true, side, uplo, m, n, alpha, A, lda, stride_a, B, ldb, stride_b,
      beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_zhemm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch) {
  return symm_vbatched<std::complex<double>>(
      queue, true, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_zhemm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n) {
  return symm_vbatched<std::complex<double>>(
      queue, true, side, uplo, m, n, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_m, max_n, myriad::Check::None);
}

}  // extern "C"
