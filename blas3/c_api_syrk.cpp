// C interface: batched SYRK, HERK, SYR2K, HER2K, forwarding to the C++ API
// (one block per precision).
#include <complex>
#include <cstring>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/blas3.hpp"

namespace myriad::detail {
namespace {

template <class S>
const void* const* c_cptrs(S const* const* p) {
  return reinterpret_cast<const void* const*>(p);
}
template <class S>
void* const* c_mptrs(S* const* p) {
  return reinterpret_cast<void* const*>(p);
}

/// Which routine a call forwards to.
enum class RankKRoutine { Syrk, Herk, Syr2k, Her2k };

/// Runs the routine on the handle's queue. alpha and beta arrive as T and
/// are narrowed to the real type for the Hermitian routines' real scalars;
/// B is ignored by the rank-k updates.
template <class T>
myriad_status_t c_rankk(myriad_queue_t q, RankKRoutine r, char uplo, char trans,
                        T alpha, const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>& B, T beta,
                        const MatrixBatch<T>& C, Check check) {
  if (!q) return c_null_queue();
  const Uplo u = c_uplo(uplo);
  const Op t = c_op(trans);
  using R = real_t<T>;
  switch (r) {
    case RankKRoutine::Syrk:
      return c_status(q, syrk<T>(q->queue, u, t, alpha, A, beta, C, check));
    case RankKRoutine::Herk:
      return c_status(q, herk<T>(q->queue, u, t, R(std::real(alpha)), A,
                                 R(std::real(beta)), C, check));
    case RankKRoutine::Syr2k:
      return c_status(q, syr2k<T>(q->queue, u, t, alpha, A, B, beta, C, check));
    case RankKRoutine::Her2k:
      return c_status(q, her2k<T>(q->queue, u, t, alpha, A, B,
                                  R(std::real(beta)), C, check));
  }
  return MYRIAD_ERROR_INTERNAL;
}

/// The stored A (and B) is n x k for trans 'N', k x n otherwise.
inline bool c_no_trans(char trans) { return c_op(trans) == Op::NoTrans; }

template <class T>
myriad_status_t batched_impl(myriad_queue_t q, RankKRoutine r, char uplo,
                             char trans, int n, int k, T alpha,
                             const void* const* A, int lda,
                             const void* const* B, int ldb, T beta,
                             void* const* C, int ldc, int batch) {
  const bool nt = c_no_trans(trans);
  const int ar = nt ? n : k, ac = nt ? k : n;
  const auto a = MatrixBatch<const T>::pointers(
      ar, ac, reinterpret_cast<const T* const*>(A), lda, batch);
  const auto b =
      B ? MatrixBatch<const T>::pointers(
              ar, ac, reinterpret_cast<const T* const*>(B), ldb, batch)
        : a;
  return c_rankk<T>(q, r, uplo, trans, alpha, a, b, beta,
                    MatrixBatch<T>::pointers(
                        n, n, reinterpret_cast<T* const*>(C), ldc, batch),
                    Check::Full);
}

template <class T>
myriad_status_t strided_impl(myriad_queue_t q, RankKRoutine r, char uplo,
                             char trans, int n, int k, T alpha, const void* A,
                             int lda, int64_t stride_a, const void* B, int ldb,
                             int64_t stride_b, T beta, void* C, int ldc,
                             int64_t stride_c, int batch) {
  const bool nt = c_no_trans(trans);
  const int ar = nt ? n : k, ac = nt ? k : n;
  const auto a = MatrixBatch<const T>::strided(ar, ac, static_cast<const T*>(A),
                                               lda, stride_a, batch);
  const auto b = B ? MatrixBatch<const T>::strided(
                         ar, ac, static_cast<const T*>(B), ldb, stride_b, batch)
                   : a;
  return c_rankk<T>(
      q, r, uplo, trans, alpha, a, b, beta,
      MatrixBatch<T>::strided(n, n, static_cast<T*>(C), ldc, stride_c, batch),
      Check::Full);
}

/// max_n, max_k < 0: unknown (the check pass computes them).
template <class T>
myriad_status_t vbatched_impl(myriad_queue_t q, RankKRoutine r, char uplo,
                              char trans, const int* n, const int* k, T alpha,
                              const void* const* A, const int* lda,
                              const void* const* B, const int* ldb, T beta,
                              void* const* C, const int* ldc, int batch,
                              int max_n, int max_k, Check check) {
  const bool nt = c_no_trans(trans);
  const int* ar = nt ? n : k;
  const int* ac = nt ? k : n;
  const int mr = nt ? max_n : max_k, mc = nt ? max_k : max_n;
  const auto a = MatrixBatch<const T>::variable(
      ar, ac, reinterpret_cast<const T* const*>(A), lda, batch, mr, mc);
  const auto b =
      B ? MatrixBatch<const T>::variable(
              ar, ac, reinterpret_cast<const T* const*>(B), ldb, batch, mr, mc)
        : a;
  return c_rankk<T>(
      q, r, uplo, trans, alpha, a, b, beta,
      MatrixBatch<T>::variable(n, n, reinterpret_cast<T* const*>(C), ldc, batch,
                               max_n, max_n),
      check);
}

}  // namespace
}  // namespace myriad::detail

using myriad::detail::batched_impl;
using myriad::detail::c_cptrs;
using myriad::detail::c_mptrs;
using myriad::detail::c_scalar;
using myriad::detail::RankKRoutine;
using myriad::detail::strided_impl;
using myriad::detail::vbatched_impl;

extern "C" {

myriad_status_t myriad_ssyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     float const* const* A, int lda, float beta,
                                     float* const* C, int ldc, int batch) {
  return batched_impl<float>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                             c_scalar<float>(alpha), c_cptrs(A), lda, nullptr,
                             0, c_scalar<float>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_ssyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             float alpha, const float* A,
                                             int lda, int64_t stride_a,
                                             float beta, float* C, int ldc,
                                             int64_t stride_c, int batch) {
  return strided_impl<float>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                             c_scalar<float>(alpha), A, lda, stride_a, nullptr,
                             0, 0, c_scalar<float>(beta), C, ldc, stride_c,
                             batch);
}
myriad_status_t myriad_ssyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      float alpha, float const* const* A,
                                      const int* lda, float beta,
                                      float* const* C, const int* ldc,
                                      int batch) {
  return vbatched_impl<float>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                              c_scalar<float>(alpha), c_cptrs(A), lda, nullptr,
                              0, c_scalar<float>(beta), c_mptrs(C), ldc, batch,
                              -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_ssyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float beta,
    float* const* C, const int* ldc, int batch, int max_n, int max_k) {
  return vbatched_impl<float>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                              c_scalar<float>(alpha), c_cptrs(A), lda, nullptr,
                              0, c_scalar<float>(beta), c_mptrs(C), ldc, batch,
                              max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_dsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     double const* const* A, int lda,
                                     double beta, double* const* C, int ldc,
                                     int batch) {
  return batched_impl<double>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                              c_scalar<double>(alpha), c_cptrs(A), lda, nullptr,
                              0, c_scalar<double>(beta), c_mptrs(C), ldc,
                              batch);
}
myriad_status_t myriad_dsyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             double alpha, const double* A,
                                             int lda, int64_t stride_a,
                                             double beta, double* C, int ldc,
                                             int64_t stride_c, int batch) {
  return strided_impl<double>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                              c_scalar<double>(alpha), A, lda, stride_a,
                              nullptr, 0, 0, c_scalar<double>(beta), C, ldc,
                              stride_c, batch);
}
myriad_status_t myriad_dsyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      double alpha, double const* const* A,
                                      const int* lda, double beta,
                                      double* const* C, const int* ldc,
                                      int batch) {
  return vbatched_impl<double>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                               c_scalar<double>(alpha), c_cptrs(A), lda,
                               nullptr, 0, c_scalar<double>(beta), c_mptrs(C),
                               ldc, batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_dsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda, double beta,
    double* const* C, const int* ldc, int batch, int max_n, int max_k) {
  return vbatched_impl<double>(queue, RankKRoutine::Syrk, uplo, trans, n, k,
                               c_scalar<double>(alpha), c_cptrs(A), lda,
                               nullptr, 0, c_scalar<double>(beta), c_mptrs(C),
                               ldc, batch, max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_csyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_float_complex alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, myriad_float_complex beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch) {
  return batched_impl<std::complex<float>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_csyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex beta, myriad_float_complex* C,
    int ldc, int64_t stride_c, int batch) {
  return strided_impl<std::complex<float>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), A, lda, stride_a, nullptr, 0, 0,
      c_scalar<std::complex<float>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_csyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      myriad_float_complex alpha,
                                      myriad_float_complex const* const* A,
                                      const int* lda, myriad_float_complex beta,
                                      myriad_float_complex* const* C,
                                      const int* ldc, int batch) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_csyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex beta, myriad_float_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, max_n, max_k,
      myriad::Check::None);
}

myriad_status_t myriad_zsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_double_complex alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, myriad_double_complex beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch) {
  return batched_impl<std::complex<double>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_zsyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex beta, myriad_double_complex* C,
    int ldc, int64_t stride_c, int batch) {
  return strided_impl<std::complex<double>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), A, lda, stride_a, nullptr, 0, 0,
      c_scalar<std::complex<double>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_zsyrk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_zsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Syrk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, max_n,
      max_k, myriad::Check::None);
}

myriad_status_t myriad_cherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, float beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch) {
  return batched_impl<std::complex<float>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_cherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const myriad_float_complex* A, int lda, int64_t stride_a, float beta,
    myriad_float_complex* C, int ldc, int64_t stride_c, int batch) {
  return strided_impl<std::complex<float>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), A, lda, stride_a, nullptr, 0, 0,
      c_scalar<std::complex<float>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_cherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_cherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, max_n, max_k,
      myriad::Check::None);
}

myriad_status_t myriad_zherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, double beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch) {
  return batched_impl<std::complex<double>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_zherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const myriad_double_complex* A, int lda, int64_t stride_a, double beta,
    myriad_double_complex* C, int ldc, int64_t stride_c, int batch) {
  return strided_impl<std::complex<double>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), A, lda, stride_a, nullptr, 0, 0,
      c_scalar<std::complex<double>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_zherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_zherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Herk, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, nullptr, 0,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, max_n,
      max_k, myriad::Check::None);
}

myriad_status_t myriad_ssyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, float alpha,
                                      float const* const* A, int lda,
                                      float const* const* B, int ldb,
                                      float beta, float* const* C, int ldc,
                                      int batch) {
  return batched_impl<float>(queue, RankKRoutine::Syr2k, uplo, trans, n, k,
                             c_scalar<float>(alpha), c_cptrs(A), lda,
                             c_cptrs(B), ldb, c_scalar<float>(beta), c_mptrs(C),
                             ldc, batch);
}
myriad_status_t myriad_ssyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch) {
  return strided_impl<float>(queue, RankKRoutine::Syr2k, uplo, trans, n, k,
                             c_scalar<float>(alpha), A, lda, stride_a, B, ldb,
                             stride_b, c_scalar<float>(beta), C, ldc, stride_c,
                             batch);
}
myriad_status_t myriad_ssyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch) {
  return vbatched_impl<float>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k, c_scalar<float>(alpha),
      c_cptrs(A), lda, c_cptrs(B), ldb, c_scalar<float>(beta), c_mptrs(C), ldc,
      batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_ssyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return vbatched_impl<float>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k, c_scalar<float>(alpha),
      c_cptrs(A), lda, c_cptrs(B), ldb, c_scalar<float>(beta), c_mptrs(C), ldc,
      batch, max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_dsyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, double alpha,
                                      double const* const* A, int lda,
                                      double const* const* B, int ldb,
                                      double beta, double* const* C, int ldc,
                                      int batch) {
  return batched_impl<double>(queue, RankKRoutine::Syr2k, uplo, trans, n, k,
                              c_scalar<double>(alpha), c_cptrs(A), lda,
                              c_cptrs(B), ldb, c_scalar<double>(beta),
                              c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_dsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c,
    int batch) {
  return strided_impl<double>(queue, RankKRoutine::Syr2k, uplo, trans, n, k,
                              c_scalar<double>(alpha), A, lda, stride_a, B, ldb,
                              stride_b, c_scalar<double>(beta), C, ldc,
                              stride_c, batch);
}
myriad_status_t myriad_dsyr2k_vbatched(myriad_queue_t queue, char uplo,
                                       char trans, const int* n, const int* k,
                                       double alpha, double const* const* A,
                                       const int* lda, double const* const* B,
                                       const int* ldb, double beta,
                                       double* const* C, const int* ldc,
                                       int batch) {
  return vbatched_impl<double>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k, c_scalar<double>(alpha),
      c_cptrs(A), lda, c_cptrs(B), ldb, c_scalar<double>(beta), c_mptrs(C), ldc,
      batch, -1, -1, myriad::Check::Full);
}
myriad_status_t myriad_dsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_n, int max_k) {
  return vbatched_impl<double>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k, c_scalar<double>(alpha),
      c_cptrs(A), lda, c_cptrs(B), ldb, c_scalar<double>(beta), c_mptrs(C), ldc,
      batch, max_n, max_k, myriad::Check::None);
}

myriad_status_t myriad_csyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return batched_impl<std::complex<float>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_csyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return strided_impl<std::complex<float>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), A, lda, stride_a, B, ldb, stride_b,
      c_scalar<std::complex<float>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_csyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_csyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, max_n, max_k,
      myriad::Check::None);
}

myriad_status_t myriad_zsyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return batched_impl<std::complex<double>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_zsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch) {
  return strided_impl<std::complex<double>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), A, lda, stride_a, B, ldb, stride_b,
      c_scalar<std::complex<double>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_zsyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_zsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Syr2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, max_n,
      max_k, myriad::Check::None);
}

myriad_status_t myriad_cher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, float beta,
    myriad_float_complex* const* C, int ldc, int batch) {
  return batched_impl<std::complex<float>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_cher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    float beta, myriad_float_complex* C, int ldc, int64_t stride_c, int batch) {
  return strided_impl<std::complex<float>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), A, lda, stride_a, B, ldb, stride_b,
      c_scalar<std::complex<float>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_cher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_cher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return vbatched_impl<std::complex<float>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<float>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<float>>(beta), c_mptrs(C), ldc, batch, max_n, max_k,
      myriad::Check::None);
}

myriad_status_t myriad_zher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, double beta,
    myriad_double_complex* const* C, int ldc, int batch) {
  return batched_impl<std::complex<double>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch);
}
myriad_status_t myriad_zher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    double beta, myriad_double_complex* C, int ldc, int64_t stride_c,
    int batch) {
  return strided_impl<std::complex<double>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), A, lda, stride_a, B, ldb, stride_b,
      c_scalar<std::complex<double>>(beta), C, ldc, stride_c, batch);
}
myriad_status_t myriad_zher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, -1, -1,
      myriad::Check::Full);
}
myriad_status_t myriad_zher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k) {
  return vbatched_impl<std::complex<double>>(
      queue, RankKRoutine::Her2k, uplo, trans, n, k,
      c_scalar<std::complex<double>>(alpha), c_cptrs(A), lda, c_cptrs(B), ldb,
      c_scalar<std::complex<double>>(beta), c_mptrs(C), ldc, batch, max_n,
      max_k, myriad::Check::None);
}

}  // extern "C"
