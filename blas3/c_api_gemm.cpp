// C interface: batched GEMM (include/myriad/c/gemm.h), forwarding to
// myriad::gemm. One template per batch kind; the per-precision functions
// below only name their types.
#include <complex>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {
namespace {

/// Runs gemm on the handle's queue with descriptors built by the caller.
template <class T>
myriad_status_t c_gemm(myriad_queue_t q, char transa, char transb, T alpha,
                       const MatrixBatch<const T>& A,
                       const MatrixBatch<const T>& B, T beta,
                       const MatrixBatch<T>& C, Check check) {
  if (!q) return c_null_queue();
  return c_status(q, gemm<T>(q->queue, c_op(transa), c_op(transb), alpha, A, B,
                             beta, C, check));
}

/// True for op = N: A (op(A) is m x k) is stored m x k, else k x m; B alike.
inline bool c_no_trans(char trans) { return c_op(trans) == Op::NoTrans; }

template <class T, class C>
myriad_status_t gemm_batched(myriad_queue_t q, char transa, char transb, int m,
                             int n, int k, C alpha, C const* const* A, int lda,
                             C const* const* B, int ldb, C beta, C* const* Cm,
                             int ldc, int batch) {
  const bool na = c_no_trans(transa), nb = c_no_trans(transb);
  return c_gemm<T>(q, transa, transb, c_scalar<T>(alpha),
                   MatrixBatch<const T>::pointers(
                       na ? m : k, na ? k : m,
                       reinterpret_cast<const T* const*>(A), lda, batch),
                   MatrixBatch<const T>::pointers(
                       nb ? k : n, nb ? n : k,
                       reinterpret_cast<const T* const*>(B), ldb, batch),
                   c_scalar<T>(beta),
                   MatrixBatch<T>::pointers(
                       m, n, reinterpret_cast<T* const*>(Cm), ldc, batch),
                   Check::Full);
}

template <class T, class C>
myriad_status_t gemm_strided(myriad_queue_t q, char transa, char transb, int m,
                             int n, int k, C alpha, const C* A, int lda,
                             int64_t stride_a, const C* B, int ldb,
                             int64_t stride_b, C beta, C* Cm, int ldc,
                             int64_t stride_c, int batch) {
  const bool na = c_no_trans(transa), nb = c_no_trans(transb);
  return c_gemm<T>(q, transa, transb, c_scalar<T>(alpha),
                   MatrixBatch<const T>::strided(na ? m : k, na ? k : m,
                                                 reinterpret_cast<const T*>(A),
                                                 lda, stride_a, batch),
                   MatrixBatch<const T>::strided(nb ? k : n, nb ? n : k,
                                                 reinterpret_cast<const T*>(B),
                                                 ldb, stride_b, batch),
                   c_scalar<T>(beta),
                   MatrixBatch<T>::strided(m, n, reinterpret_cast<T*>(Cm), ldc,
                                           stride_c, batch),
                   Check::Full);
}

/// max_m, max_n, max_k < 0: unknown (the check pass computes them).
template <class T, class C>
myriad_status_t gemm_vbatched(myriad_queue_t q, char transa, char transb,
                              const int* m, const int* n, const int* k, C alpha,
                              C const* const* A, const int* lda,
                              C const* const* B, const int* ldb, C beta,
                              C* const* Cm, const int* ldc, int batch,
                              int max_m, int max_n, int max_k, Check check) {
  const bool na = c_no_trans(transa), nb = c_no_trans(transb);
  return c_gemm<T>(
      q, transa, transb, c_scalar<T>(alpha),
      MatrixBatch<const T>::variable(
          na ? m : k, na ? k : m, reinterpret_cast<const T* const*>(A), lda,
          batch, na ? max_m : max_k, na ? max_k : max_m),
      MatrixBatch<const T>::variable(
          nb ? k : n, nb ? n : k, reinterpret_cast<const T* const*>(B), ldb,
          batch, nb ? max_k : max_n, nb ? max_n : max_k),
      c_scalar<T>(beta),
      MatrixBatch<T>::variable(m, n, reinterpret_cast<T* const*>(Cm), ldc,
                               batch, max_m, max_n),
      check);
}

}  // namespace
}  // namespace myriad::detail

using myriad::detail::gemm_batched;
using myriad::detail::gemm_strided;
using myriad::detail::gemm_vbatched;

extern "C" {

myriad_status_t myriad_sgemm_batched(myriad_queue_t queue, char transa,
                                     char transb, int m, int n, int k,
                                     float alpha, float const* const* A,
                                     int lda, float const* const* B, int ldb,
                                     float beta, float* const* C, int ldc,
                                     int batch) {
  return gemm_batched<float>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                             ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_sgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    float alpha, const float* A, int lda, int64_t stride_a, const float* B,
    int ldb, int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch) {
  return gemm_strided<float>(queue, transa, transb, m, n, k, alpha, A, lda,
                             stride_a, B, ldb, stride_b, beta, C, ldc, stride_c,
                             batch);
}
myriad_status_t myriad_sgemm_vbatched(myriad_queue_t queue, char transa,
                                      char transb, const int* m, const int* n,
                                      const int* k, float alpha,
                                      float const* const* A, const int* lda,
                                      float const* const* B, const int* ldb,
                                      float beta, float* const* C,
                                      const int* ldc, int batch) {
  return gemm_vbatched<float>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch, -1, -1, -1,
                              myriad::Check::Full);
}
myriad_status_t myriad_sgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, float alpha, float const* const* A, const int* lda,
    float const* const* B, const int* ldb, float beta, float* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k) {
  return gemm_vbatched<float>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch, max_m, max_n, max_k,
                              myriad::Check::None);
}

myriad_status_t myriad_dgemm_batched(myriad_queue_t queue, char transa,
                                     char transb, int m, int n, int k,
                                     double alpha, double const* const* A,
                                     int lda, double const* const* B, int ldb,
                                     double beta, double* const* C, int ldc,
                                     int batch) {
  return gemm_batched<double>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                              ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_dgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    double alpha, const double* A, int lda, int64_t stride_a, const double* B,
    int ldb, int64_t stride_b, double beta, double* C, int ldc,
    int64_t stride_c, int batch) {
  return gemm_strided<double>(queue, transa, transb, m, n, k, alpha, A, lda,
                              stride_a, B, ldb, stride_b, beta, C, ldc,
                              stride_c, batch);
}
myriad_status_t myriad_dgemm_vbatched(myriad_queue_t queue, char transa,
                                      char transb, const int* m, const int* n,
                                      const int* k, double alpha,
                                      double const* const* A, const int* lda,
                                      double const* const* B, const int* ldb,
                                      double beta, double* const* C,
                                      const int* ldc, int batch) {
  return gemm_vbatched<double>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                               ldb, beta, C, ldc, batch, -1, -1, -1,
                               myriad::Check::Full);
}
myriad_status_t myriad_dgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k) {
  return gemm_vbatched<double>(queue, transa, transb, m, n, k, alpha, A, lda, B,
                               ldb, beta, C, ldc, batch, max_m, max_n, max_k,
                               myriad::Check::None);
}

myriad_status_t myriad_cgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return gemm_batched<std::complex<float>>(queue, transa, transb, m, n, k,
                                           alpha, A, lda, B, ldb, beta, C, ldc,
                                           batch);
}
myriad_status_t myriad_cgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return gemm_strided<std::complex<float>>(
      queue, transa, transb, m, n, k, alpha, A, lda, stride_a, B, ldb, stride_b,
      beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_cgemm_vbatched(myriad_queue_t queue, char transa,
                                      char transb, const int* m, const int* n,
                                      const int* k, myriad_float_complex alpha,
                                      myriad_float_complex const* const* A,
                                      const int* lda,
                                      myriad_float_complex const* const* B,
                                      const int* ldb, myriad_float_complex beta,
                                      myriad_float_complex* const* C,
                                      const int* ldc, int batch) {
  return gemm_vbatched<std::complex<float>>(
      queue, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, -1, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_cgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_float_complex alpha,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n, int max_k) {
  return gemm_vbatched<std::complex<float>>(
      queue, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, max_m, max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_zgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return gemm_batched<std::complex<double>>(queue, transa, transb, m, n, k,
                                            alpha, A, lda, B, ldb, beta, C, ldc,
                                            batch);
}
myriad_status_t myriad_zgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return gemm_strided<std::complex<double>>(
      queue, transa, transb, m, n, k, alpha, A, lda, stride_a, B, ldb, stride_b,
      beta, C, ldc, stride_c, batch);
}
myriad_status_t myriad_zgemm_vbatched(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch) {
  return gemm_vbatched<std::complex<double>>(
      queue, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, -1, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_zgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n, int max_k) {
  return gemm_vbatched<std::complex<double>>(
      queue, transa, transb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc,
      batch, max_m, max_n, max_k, myriad::Check::None);
}

}  // extern "C"
