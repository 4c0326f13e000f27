// C interface: batched SYRK, HERK, SYR2K, HER2K (include/myriad/c/syrk.h),
// forwarding to the C++ API. One template per batch kind; the per-precision
// functions below only name their routine and types.
#include <complex>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {
namespace {

/// Which routine a call forwards to.
enum class RankKRoutine { Syrk, Herk, Syr2k, Her2k };

/// Runs routine R on the handle's queue. alpha and beta arrive as T and are
/// narrowed to the real type where the Hermitian routines take real scalars;
/// the rank-k updates ignore B.
template <RankKRoutine R, class T>
myriad_status_t c_rankk(myriad_queue_t q, char uplo, char trans, T alpha,
                        const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>& B, T beta,
                        const MatrixBatch<T>& C, Check check) {
  if (!q) return c_null_queue();
  const Uplo u = c_uplo(uplo);
  const Op t = c_op(trans);
  using Real = real_t<T>;
  if constexpr (R == RankKRoutine::Syrk) {
    return c_status(q, syrk<T>(q->queue, u, t, alpha, A, beta, C, check));
  } else if constexpr (R == RankKRoutine::Herk) {
    return c_status(q, herk<T>(q->queue, u, t, Real(std::real(alpha)), A,
                               Real(std::real(beta)), C, check));
  } else if constexpr (R == RankKRoutine::Syr2k) {
    return c_status(q, syr2k<T>(q->queue, u, t, alpha, A, B, beta, C, check));
  } else {
    return c_status(q, her2k<T>(q->queue, u, t, alpha, A, B,
                                Real(std::real(beta)), C, check));
  }
}

/// The stored A (and B) is n x k for trans 'N', k x n otherwise.
inline bool c_no_trans(char trans) { return c_op(trans) == Op::NoTrans; }

// In the three templates below, B is a non-deduced parameter; the rank-k
// entry points (no B) pass A in its place, which their routines never read,
// so that a null B of SYR2K/HER2K reaches the argument checks as the error
// it is. Alpha and Beta are the C types of the scalars, real for the
// Hermitian routines where include/myriad/c/syrk.h says so.

template <RankKRoutine R, class T, class C, class Alpha, class Beta>
myriad_status_t rankk_batched(myriad_queue_t q, char uplo, char trans, int n,
                              int k, Alpha alpha, C const* const* A, int lda,
                              const identity_t<C>* const* B, int ldb, Beta beta,
                              C* const* Cm, int ldc, int batch) {
  const bool nt = c_no_trans(trans);
  const int ar = nt ? n : k, ac = nt ? k : n;
  const auto a = MatrixBatch<const T>::pointers(
      ar, ac, reinterpret_cast<const T* const*>(A), lda, batch);
  const auto b = MatrixBatch<const T>::pointers(
      ar, ac, reinterpret_cast<const T* const*>(B), ldb, batch);
  return c_rankk<R, T>(q, uplo, trans, c_scalar<T>(alpha), a, b,
                       c_scalar<T>(beta),
                       MatrixBatch<T>::pointers(
                           n, n, reinterpret_cast<T* const*>(Cm), ldc, batch),
                       Check::Full);
}

template <RankKRoutine R, class T, class C, class Alpha, class Beta>
myriad_status_t rankk_strided(myriad_queue_t q, char uplo, char trans, int n,
                              int k, Alpha alpha, const C* A, int lda,
                              int64_t stride_a, const identity_t<C>* B, int ldb,
                              int64_t stride_b, Beta beta, C* Cm, int ldc,
                              int64_t stride_c, int batch) {
  const bool nt = c_no_trans(trans);
  const int ar = nt ? n : k, ac = nt ? k : n;
  const auto a = MatrixBatch<const T>::strided(
      ar, ac, reinterpret_cast<const T*>(A), lda, stride_a, batch);
  const auto b = MatrixBatch<const T>::strided(
      ar, ac, reinterpret_cast<const T*>(B), ldb, stride_b, batch);
  return c_rankk<R, T>(q, uplo, trans, c_scalar<T>(alpha), a, b,
                       c_scalar<T>(beta),
                       MatrixBatch<T>::strided(n, n, reinterpret_cast<T*>(Cm),
                                               ldc, stride_c, batch),
                       Check::Full);
}

/// max_n, max_k < 0: unknown (the check pass computes them).
template <RankKRoutine R, class T, class C, class Alpha, class Beta>
myriad_status_t rankk_vbatched(myriad_queue_t q, char uplo, char trans,
                               const int* n, const int* k, Alpha alpha,
                               C const* const* A, const int* lda,
                               const identity_t<C>* const* B, const int* ldb,
                               Beta beta, C* const* Cm, const int* ldc,
                               int batch, int max_n, int max_k, Check check) {
  const bool nt = c_no_trans(trans);
  const int* ar = nt ? n : k;
  const int* ac = nt ? k : n;
  const int mr = nt ? max_n : max_k, mc = nt ? max_k : max_n;
  const auto a = MatrixBatch<const T>::variable(
      ar, ac, reinterpret_cast<const T* const*>(A), lda, batch, mr, mc);
  const auto b = MatrixBatch<const T>::variable(
      ar, ac, reinterpret_cast<const T* const*>(B), ldb, batch, mr, mc);
  return c_rankk<R, T>(
      q, uplo, trans, c_scalar<T>(alpha), a, b, c_scalar<T>(beta),
      MatrixBatch<T>::variable(n, n, reinterpret_cast<T* const*>(Cm), ldc,
                               batch, max_n, max_n),
      check);
}

}  // namespace
}  // namespace myriad::detail

namespace {
constexpr auto kSyrk = myriad::detail::RankKRoutine::Syrk;
constexpr auto kHerk = myriad::detail::RankKRoutine::Herk;
constexpr auto kSyr2k = myriad::detail::RankKRoutine::Syr2k;
constexpr auto kHer2k = myriad::detail::RankKRoutine::Her2k;
}  // namespace

using myriad::detail::rankk_batched;
using myriad::detail::rankk_strided;
using myriad::detail::rankk_vbatched;

extern "C" {

myriad_status_t myriad_ssyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     float const* const* A, int lda, float beta,
                                     float* const* C, int ldc, int batch) {
  return rankk_batched<kSyrk, float>(queue, uplo, trans, n, k, alpha, A, lda, A,
                                     lda, beta, C, ldc, batch);
}
myriad_status_t myriad_ssyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             float alpha, const float* A,
                                             int lda, int64_t stride_a,
                                             float beta, float* C, int ldc,
                                             int64_t stride_c, int batch) {
  return rankk_strided<kSyrk, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                     stride_a, A, lda, stride_a, beta, C, ldc,
                                     stride_c, batch);
}
myriad_status_t myriad_ssyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      float alpha, float const* const* A,
                                      const int* lda, float beta,
                                      float* const* C, const int* ldc,
                                      int batch) {
  return rankk_vbatched<kSyrk, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                      A, lda, beta, C, ldc, batch, -1, -1,
                                      myriad::Check::Full);
}
myriad_status_t myriad_ssyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float beta,
    float* const* C, const int* ldc, int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyrk, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                      A, lda, beta, C, ldc, batch, max_n, max_k,
                                      myriad::Check::None);
}

myriad_status_t myriad_dsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     double const* const* A, int lda,
                                     double beta, double* const* C, int ldc,
                                     int batch) {
  return rankk_batched<kSyrk, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                      A, lda, beta, C, ldc, batch);
}
myriad_status_t myriad_dsyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             double alpha, const double* A,
                                             int lda, int64_t stride_a,
                                             double beta, double* C, int ldc,
                                             int64_t stride_c, int batch) {
  return rankk_strided<kSyrk, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                      stride_a, A, lda, stride_a, beta, C, ldc,
                                      stride_c, batch);
}
myriad_status_t myriad_dsyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      double alpha, double const* const* A,
                                      const int* lda, double beta,
                                      double* const* C, const int* ldc,
                                      int batch) {
  return rankk_vbatched<kSyrk, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                       A, lda, beta, C, ldc, batch, -1, -1,
                                       myriad::Check::Full);
}
myriad_status_t myriad_dsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda, double beta,
    double* const* C, const int* ldc, int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyrk, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                       A, lda, beta, C, ldc, batch, max_n,
                                       max_k, myriad::Check::None);
}

myriad_status_t myriad_csyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_float_complex alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, myriad_float_complex beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch) {
  return rankk_batched<kSyrk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch);
}
myriad_status_t myriad_csyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex beta, myriad_float_complex* C,
    int ldc, int64_t stride_c, int batch) {
  return rankk_strided<kSyrk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, A, lda, stride_a, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_csyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      myriad_float_complex alpha,
                                      myriad_float_complex const* const* A,
                                      const int* lda, myriad_float_complex beta,
                                      myriad_float_complex* const* C,
                                      const int* ldc, int batch) {
  return rankk_vbatched<kSyrk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_csyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex beta, myriad_float_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyrk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_zsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_double_complex alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, myriad_double_complex beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch) {
  return rankk_batched<kSyrk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch);
}
myriad_status_t myriad_zsyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex beta, myriad_double_complex* C,
    int ldc, int64_t stride_c, int batch) {
  return rankk_strided<kSyrk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, A, lda, stride_a, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_zsyrk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch) {
  return rankk_vbatched<kSyrk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_zsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyrk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_cherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, float beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch) {
  return rankk_batched<kHerk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch);
}
myriad_status_t myriad_cherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const myriad_float_complex* A, int lda, int64_t stride_a, float beta,
    myriad_float_complex* C, int ldc, int64_t stride_c, int batch) {
  return rankk_strided<kHerk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, A, lda, stride_a, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_cherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch) {
  return rankk_vbatched<kHerk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_cherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return rankk_vbatched<kHerk, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_zherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, double beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch) {
  return rankk_batched<kHerk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch);
}
myriad_status_t myriad_zherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const myriad_double_complex* A, int lda, int64_t stride_a, double beta,
    myriad_double_complex* C, int ldc, int64_t stride_c, int batch) {
  return rankk_strided<kHerk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, A, lda, stride_a, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_zherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch) {
  return rankk_vbatched<kHerk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_zherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return rankk_vbatched<kHerk, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, A, lda, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_ssyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, float alpha,
                                      float const* const* A, int lda,
                                      float const* const* B, int ldb,
                                      float beta, float* const* C, int ldc,
                                      int batch) {
  return rankk_batched<kSyr2k, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                      B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_ssyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch) {
  return rankk_strided<kSyr2k, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                      stride_a, B, ldb, stride_b, beta, C, ldc,
                                      stride_c, batch);
}
myriad_status_t myriad_ssyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch) {
  return rankk_vbatched<kSyr2k, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                       B, ldb, beta, C, ldc, batch, -1, -1,
                                       myriad::Check::Full);
}
myriad_status_t myriad_ssyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return rankk_vbatched<kSyr2k, float>(queue, uplo, trans, n, k, alpha, A, lda,
                                       B, ldb, beta, C, ldc, batch, max_n,
                                       max_k, myriad::Check::None);
}

myriad_status_t myriad_dsyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, double alpha,
                                      double const* const* A, int lda,
                                      double const* const* B, int ldb,
                                      double beta, double* const* C, int ldc,
                                      int batch) {
  return rankk_batched<kSyr2k, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                       B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_dsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c,
    int batch) {
  return rankk_strided<kSyr2k, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                       stride_a, B, ldb, stride_b, beta, C, ldc,
                                       stride_c, batch);
}
myriad_status_t myriad_dsyr2k_vbatched(myriad_queue_t queue, char uplo,
                                       char trans, const int* n, const int* k,
                                       double alpha, double const* const* A,
                                       const int* lda, double const* const* B,
                                       const int* ldb, double beta,
                                       double* const* C, const int* ldc,
                                       int batch) {
  return rankk_vbatched<kSyr2k, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                        B, ldb, beta, C, ldc, batch, -1, -1,
                                        myriad::Check::Full);
}
myriad_status_t myriad_dsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyr2k, double>(queue, uplo, trans, n, k, alpha, A, lda,
                                        B, ldb, beta, C, ldc, batch, max_n,
                                        max_k, myriad::Check::None);
}

myriad_status_t myriad_csyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return rankk_batched<kSyr2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_csyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return rankk_strided<kSyr2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_csyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch) {
  return rankk_vbatched<kSyr2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_csyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyr2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_zsyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return rankk_batched<kSyr2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_zsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return rankk_strided<kSyr2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_zsyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch) {
  return rankk_vbatched<kSyr2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_zsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k) {
  return rankk_vbatched<kSyr2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_cher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, float beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return rankk_batched<kHer2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_cher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    float beta, myriad_float_complex* C, int ldc, int64_t stride_c, int batch) {
  return rankk_strided<kHer2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_cher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch) {
  return rankk_vbatched<kHer2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_cher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return rankk_vbatched<kHer2k, std::complex<float>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_zher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, double beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return rankk_batched<kHer2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch);
}
myriad_status_t myriad_zher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    double beta, myriad_double_complex* C, int ldc, int64_t stride_c,
    int batch) {
  return rankk_strided<kHer2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, stride_a, B, ldb, stride_b, beta,
      C, ldc, stride_c, batch);
}
myriad_status_t myriad_zher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch) {
  return rankk_vbatched<kHer2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch, -1,
      -1, myriad::Check::Full);
}
myriad_status_t myriad_zher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return rankk_vbatched<kHer2k, std::complex<double>>(
      queue, uplo, trans, n, k, alpha, A, lda, B, ldb, beta, C, ldc, batch,
      max_n, max_k, myriad::Check::None);
}

}  // extern "C"
