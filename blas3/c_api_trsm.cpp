// C interface: batched TRSM, forwarding to myriad::trsm (one block per
// precision).
#include <complex>

#include "blas3/c_api_tri.hpp"

namespace {
constexpr auto kKind = myriad::detail::TriKind::Solve;
}  // namespace

using myriad::detail::batched;
using myriad::detail::strided;
using myriad::detail::vbatched;

extern "C" {

myriad_status_t myriad_strsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     float alpha, float const* const* A,
                                     int lda, float* const* B, int ldb,
                                     int batch) {
  return batched<kKind, float>(queue, side, uplo, transa, diag, m, n, alpha, A,
                               lda, B, ldb, batch);
}
myriad_status_t myriad_strsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, float alpha, const float* A, int lda, int64_t stride_a, float* B,
    int ldb, int64_t stride_b, int batch) {
  return strided<kKind, float>(queue, side, uplo, transa, diag, m, n, alpha, A,
                               lda, stride_a, B, ldb, stride_b, batch);
}
myriad_status_t myriad_strsm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, char transa, char diag,
                                      const int* m, const int* n, float alpha,
                                      float const* const* A, const int* lda,
                                      float* const* B, const int* ldb,
                                      int batch) {
  return vbatched<kKind, float>(queue, side, uplo, transa, diag, m, n, alpha, A,
                                lda, B, ldb, batch, -1, -1,
                                myriad::Check::Full);
}
myriad_status_t myriad_strsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, float alpha, float const* const* A,
    const int* lda, float* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<kKind, float>(queue, side, uplo, transa, diag, m, n, alpha, A,
                                lda, B, ldb, batch, max_m, max_n,
                                myriad::Check::None);
}

myriad_status_t myriad_dtrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     double alpha, double const* const* A,
                                     int lda, double* const* B, int ldb,
                                     int batch) {
  return batched<kKind, double>(queue, side, uplo, transa, diag, m, n, alpha, A,
                                lda, B, ldb, batch);
}
myriad_status_t myriad_dtrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, double alpha, const double* A, int lda, int64_t stride_a, double* B,
    int ldb, int64_t stride_b, int batch) {
  return strided<kKind, double>(queue, side, uplo, transa, diag, m, n, alpha, A,
                                lda, stride_a, B, ldb, stride_b, batch);
}
myriad_status_t myriad_dtrsm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, char transa, char diag,
                                      const int* m, const int* n, double alpha,
                                      double const* const* A, const int* lda,
                                      double* const* B, const int* ldb,
                                      int batch) {
  return vbatched<kKind, double>(queue, side, uplo, transa, diag, m, n, alpha,
                                 A, lda, B, ldb, batch, -1, -1,
                                 myriad::Check::Full);
}
myriad_status_t myriad_dtrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, double alpha, double const* const* A,
    const int* lda, double* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<kKind, double>(queue, side, uplo, transa, diag, m, n, alpha,
                                 A, lda, B, ldb, batch, max_m, max_n,
                                 myriad::Check::None);
}

myriad_status_t myriad_ctrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     myriad_float_complex alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, myriad_float_complex* const* B,
                                     int ldb, int batch) {
  return batched<kKind, std::complex<float>>(queue, side, uplo, transa, diag, m,
                                             n, alpha, A, lda, B, ldb, batch);
}
myriad_status_t myriad_ctrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return strided<kKind, std::complex<float>>(queue, side, uplo, transa, diag, m,
                                             n, alpha, A, lda, stride_a, B, ldb,
                                             stride_b, batch);
}
myriad_status_t myriad_ctrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int batch) {
  return vbatched<kKind, std::complex<float>>(
      queue, side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_ctrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<kKind, std::complex<float>>(
      queue, side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb, batch,
      max_m, max_n, myriad::Check::None);
}

myriad_status_t myriad_ztrsm_batched(myriad_queue_t queue, char side, char uplo,
                                     char transa, char diag, int m, int n,
                                     myriad_double_complex alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, myriad_double_complex* const* B,
                                     int ldb, int batch) {
  return batched<kKind, std::complex<double>>(
      queue, side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb, batch);
}
myriad_status_t myriad_ztrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return strided<kKind, std::complex<double>>(queue, side, uplo, transa, diag,
                                              m, n, alpha, A, lda, stride_a, B,
                                              ldb, stride_b, batch);
}
myriad_status_t myriad_ztrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int batch) {
  return vbatched<kKind, std::complex<double>>(
      queue, side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_ztrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n) {
  return vbatched<kKind, std::complex<double>>(
      queue, side, uplo, transa, diag, m, n, alpha, A, lda, B, ldb, batch,
      max_m, max_n, myriad::Check::None);
}

}  // extern "C"
