// C interface: batched LU routines, forwarding to the C++ API. Generated
// once from one table (name, kind, parameters, call) and kept as plain code.
#include <algorithm>
#include <climits>
#include <complex>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/lapack.hpp"

using myriad::Check;
using myriad::MatrixBatch;
using myriad::detail::c_op;
using myriad::detail::c_status;

namespace {

/// Pivot vectors given as a pointer array whose lengths the caller
/// guarantees (min(m_b, n_b) entries, as MAGMA): a fixed-size descriptor
/// "as long as needed", so the per-matrix length check always passes.
constexpr int kUnboundedPivots = INT_MAX;
MatrixBatch<int> c_pivots(int* const* ipiv, int batch) {
  return MatrixBatch<int>::pointers(kUnboundedPivots, 1, ipiv, kUnboundedPivots,
                                    batch);
}
MatrixBatch<const int> c_pivots(int const* const* ipiv, int batch) {
  return MatrixBatch<const int>::pointers(kUnboundedPivots, 1, ipiv,
                                          kUnboundedPivots, batch);
}

}  // namespace

extern "C" {

myriad_status_t myriad_sgetrf_batched(myriad_queue_t queue, int m, int n,
                                      float* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<float>(
             q->queue,
             MatrixBatch<float>::pointers(
                 m, n, reinterpret_cast<float* const*>(A), lda, batch),
             MatrixBatch<int>::pointers(std::min(m, n), 1, ipiv,
                                        std::max(1, std::min(m, n)), batch),
             info, Check::Full));
}

myriad_status_t myriad_sgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, float* A, int lda,
                                              int64_t stride_a, int* ipiv,
                                              int64_t stride_ipiv, int* info,
                                              int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<float>(
             q->queue,
             MatrixBatch<float>::strided(m, n, reinterpret_cast<float*>(A), lda,
                                         stride_a, batch),
             MatrixBatch<int>::strided(std::min(m, n), 1, ipiv,
                                       std::max(1, std::min(m, n)), stride_ipiv,
                                       batch),
             info, Check::Full));
}

myriad_status_t myriad_sgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n, float* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q,
                  myriad::getrf<float>(
                      q->queue,
                      MatrixBatch<float>::variable(
                          m, n, reinterpret_cast<float* const*>(A), lda, batch),
                      c_pivots(ipiv, batch), info, Check::Full));
}

myriad_status_t myriad_sgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A,
    const int* lda, int* const* ipiv, int* info, int batch, int max_m,
    int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<float>(q->queue,
                              MatrixBatch<float>::variable(
                                  m, n, reinterpret_cast<float* const*>(A), lda,
                                  batch, max_m, max_n),
                              c_pivots(ipiv, batch), info, Check::None));
}

myriad_status_t myriad_dgetrf_batched(myriad_queue_t queue, int m, int n,
                                      double* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<double>(
             q->queue,
             MatrixBatch<double>::pointers(
                 m, n, reinterpret_cast<double* const*>(A), lda, batch),
             MatrixBatch<int>::pointers(std::min(m, n), 1, ipiv,
                                        std::max(1, std::min(m, n)), batch),
             info, Check::Full));
}

myriad_status_t myriad_dgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, double* A, int lda,
                                              int64_t stride_a, int* ipiv,
                                              int64_t stride_ipiv, int* info,
                                              int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<double>(
             q->queue,
             MatrixBatch<double>::strided(m, n, reinterpret_cast<double*>(A),
                                          lda, stride_a, batch),
             MatrixBatch<int>::strided(std::min(m, n), 1, ipiv,
                                       std::max(1, std::min(m, n)), stride_ipiv,
                                       batch),
             info, Check::Full));
}

myriad_status_t myriad_dgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n, double* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<double>(
             q->queue,
             MatrixBatch<double>::variable(
                 m, n, reinterpret_cast<double* const*>(A), lda, batch),
             c_pivots(ipiv, batch), info, Check::Full));
}

myriad_status_t myriad_dgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A,
    const int* lda, int* const* ipiv, int* info, int batch, int max_m,
    int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<double>(q->queue,
                               MatrixBatch<double>::variable(
                                   m, n, reinterpret_cast<double* const*>(A),
                                   lda, batch, max_m, max_n),
                               c_pivots(ipiv, batch), info, Check::None));
}

myriad_status_t myriad_cgetrf_batched(myriad_queue_t queue, int m, int n,
                                      myriad_float_complex* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::pointers(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             MatrixBatch<int>::pointers(std::min(m, n), 1, ipiv,
                                        std::max(1, std::min(m, n)), batch),
             info, Check::Full));
}

myriad_status_t myriad_cgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, myriad_float_complex* A,
                                              int lda, int64_t stride_a,
                                              int* ipiv, int64_t stride_ipiv,
                                              int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf<std::complex<float>>(
                         q->queue,
                         MatrixBatch<std::complex<float>>::strided(
                             m, n, reinterpret_cast<std::complex<float>*>(A),
                             lda, stride_a, batch),
                         MatrixBatch<int>::strided(std::min(m, n), 1, ipiv,
                                                   std::max(1, std::min(m, n)),
                                                   stride_ipiv, batch),
                         info, Check::Full));
}

myriad_status_t myriad_cgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n,
                                       myriad_float_complex* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             c_pivots(ipiv, batch), info, Check::Full));
}

myriad_status_t myriad_cgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_float_complex* const* A, const int* lda, int* const* ipiv, int* info,
    int batch, int max_m, int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch, max_m, max_n),
             c_pivots(ipiv, batch), info, Check::None));
}

myriad_status_t myriad_zgetrf_batched(myriad_queue_t queue, int m, int n,
                                      myriad_double_complex* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::pointers(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             MatrixBatch<int>::pointers(std::min(m, n), 1, ipiv,
                                        std::max(1, std::min(m, n)), batch),
             info, Check::Full));
}

myriad_status_t myriad_zgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, myriad_double_complex* A,
                                              int lda, int64_t stride_a,
                                              int* ipiv, int64_t stride_ipiv,
                                              int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf<std::complex<double>>(
                         q->queue,
                         MatrixBatch<std::complex<double>>::strided(
                             m, n, reinterpret_cast<std::complex<double>*>(A),
                             lda, stride_a, batch),
                         MatrixBatch<int>::strided(std::min(m, n), 1, ipiv,
                                                   std::max(1, std::min(m, n)),
                                                   stride_ipiv, batch),
                         info, Check::Full));
}

myriad_status_t myriad_zgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n,
                                       myriad_double_complex* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             c_pivots(ipiv, batch), info, Check::Full));
}

myriad_status_t myriad_zgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_double_complex* const* A, const int* lda, int* const* ipiv,
    int* info, int batch, int max_m, int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch, max_m, max_n),
             c_pivots(ipiv, batch), info, Check::None));
}

myriad_status_t myriad_sgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            float* const* A, int lda, float tol,
                                            int* replaced, int* info,
                                            int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q,
                  myriad::getrf_nopiv<float>(
                      q->queue,
                      MatrixBatch<float>::pointers(
                          m, n, reinterpret_cast<float* const*>(A), lda, batch),
                      info, tol, replaced, Check::Full));
}

myriad_status_t myriad_sgetrf_nopiv_batched_strided(myriad_queue_t queue, int m,
                                                    int n, float* A, int lda,
                                                    int64_t stride_a, float tol,
                                                    int* replaced, int* info,
                                                    int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<float>(
             q->queue,
             MatrixBatch<float>::strided(m, n, reinterpret_cast<float*>(A), lda,
                                         stride_a, batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_sgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n, float* const* A,
                                             const int* lda, float tol,
                                             int* replaced, int* info,
                                             int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q,
                  myriad::getrf_nopiv<float>(
                      q->queue,
                      MatrixBatch<float>::variable(
                          m, n, reinterpret_cast<float* const*>(A), lda, batch),
                      info, tol, replaced, Check::Full));
}

myriad_status_t myriad_sgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A,
    const int* lda, float tol, int* replaced, int* info, int batch, int max_m,
    int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf_nopiv<float>(
                         q->queue,
                         MatrixBatch<float>::variable(
                             m, n, reinterpret_cast<float* const*>(A), lda,
                             batch, max_m, max_n),
                         info, tol, replaced, Check::None));
}

myriad_status_t myriad_dgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            double* const* A, int lda,
                                            double tol, int* replaced,
                                            int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<double>(
             q->queue,
             MatrixBatch<double>::pointers(
                 m, n, reinterpret_cast<double* const*>(A), lda, batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_dgetrf_nopiv_batched_strided(myriad_queue_t queue, int m,
                                                    int n, double* A, int lda,
                                                    int64_t stride_a,
                                                    double tol, int* replaced,
                                                    int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<double>(
             q->queue,
             MatrixBatch<double>::strided(m, n, reinterpret_cast<double*>(A),
                                          lda, stride_a, batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_dgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n, double* const* A,
                                             const int* lda, double tol,
                                             int* replaced, int* info,
                                             int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<double>(
             q->queue,
             MatrixBatch<double>::variable(
                 m, n, reinterpret_cast<double* const*>(A), lda, batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_dgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A,
    const int* lda, double tol, int* replaced, int* info, int batch, int max_m,
    int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf_nopiv<double>(
                         q->queue,
                         MatrixBatch<double>::variable(
                             m, n, reinterpret_cast<double* const*>(A), lda,
                             batch, max_m, max_n),
                         info, tol, replaced, Check::None));
}

myriad_status_t myriad_cgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            myriad_float_complex* const* A,
                                            int lda, float tol, int* replaced,
                                            int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::pointers(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_cgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_float_complex* A, int lda,
    int64_t stride_a, float tol, int* replaced, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf_nopiv<std::complex<float>>(
                         q->queue,
                         MatrixBatch<std::complex<float>>::strided(
                             m, n, reinterpret_cast<std::complex<float>*>(A),
                             lda, stride_a, batch),
                         info, tol, replaced, Check::Full));
}

myriad_status_t myriad_cgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n,
                                             myriad_float_complex* const* A,
                                             const int* lda, float tol,
                                             int* replaced, int* info,
                                             int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_cgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_float_complex* const* A, const int* lda, float tol, int* replaced,
    int* info, int batch, int max_m, int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 m, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch, max_m, max_n),
             info, tol, replaced, Check::None));
}

myriad_status_t myriad_zgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            myriad_double_complex* const* A,
                                            int lda, double tol, int* replaced,
                                            int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::pointers(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_zgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_double_complex* A, int lda,
    int64_t stride_a, double tol, int* replaced, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrf_nopiv<std::complex<double>>(
                         q->queue,
                         MatrixBatch<std::complex<double>>::strided(
                             m, n, reinterpret_cast<std::complex<double>*>(A),
                             lda, stride_a, batch),
                         info, tol, replaced, Check::Full));
}

myriad_status_t myriad_zgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n,
                                             myriad_double_complex* const* A,
                                             const int* lda, double tol,
                                             int* replaced, int* info,
                                             int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             info, tol, replaced, Check::Full));
}

myriad_status_t myriad_zgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_double_complex* const* A, const int* lda, double tol, int* replaced,
    int* info, int batch, int max_m, int max_n) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrf_nopiv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 m, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch, max_m, max_n),
             info, tol, replaced, Check::None));
}

myriad_status_t myriad_sgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs, float const* const* A, int lda,
                                      int const* const* ipiv, float* const* B,
                                      int ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::getrs<float>(
          q->queue, c_op(trans),
          MatrixBatch<const float>::pointers(
              n, n, reinterpret_cast<const float* const*>(A), lda, batch),
          MatrixBatch<const int>::pointers(n, 1, ipiv, std::max(1, n), batch),
          MatrixBatch<float>::pointers(
              n, nrhs, reinterpret_cast<float* const*>(B), ldb, batch),
          Check::Full));
}

myriad_status_t myriad_sgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const float* A, int lda,
    int64_t stride_a, const int* ipiv, int64_t stride_ipiv, float* B, int ldb,
    int64_t stride_b, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<float>(
             q->queue, c_op(trans),
             MatrixBatch<const float>::strided(
                 n, n, reinterpret_cast<const float*>(A), lda, stride_a, batch),
             MatrixBatch<const int>::strided(n, 1, ipiv, std::max(1, n),
                                             stride_ipiv, batch),
             MatrixBatch<float>::strided(n, nrhs, reinterpret_cast<float*>(B),
                                         ldb, stride_b, batch),
             Check::Full));
}

myriad_status_t myriad_sgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       float const* const* A, const int* lda,
                                       int const* const* ipiv, float* const* B,
                                       const int* ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<float>(
             q->queue, c_op(trans),
             MatrixBatch<const float>::variable(
                 n, n, reinterpret_cast<const float* const*>(A), lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<float>::variable(
                 n, nrhs, reinterpret_cast<float* const*>(B), ldb, batch),
             Check::Full));
}

myriad_status_t myriad_sgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    float const* const* A, const int* lda, int const* const* ipiv,
    float* const* B, const int* ldb, int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrs<float>(
                         q->queue, c_op(trans),
                         MatrixBatch<const float>::variable(
                             n, n, reinterpret_cast<const float* const*>(A),
                             lda, batch, max_n, max_n),
                         c_pivots(ipiv, batch),
                         MatrixBatch<float>::variable(
                             n, nrhs, reinterpret_cast<float* const*>(B), ldb,
                             batch, max_n, max_nrhs),
                         Check::None));
}

myriad_status_t myriad_dgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs, double const* const* A, int lda,
                                      int const* const* ipiv, double* const* B,
                                      int ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::getrs<double>(
          q->queue, c_op(trans),
          MatrixBatch<const double>::pointers(
              n, n, reinterpret_cast<const double* const*>(A), lda, batch),
          MatrixBatch<const int>::pointers(n, 1, ipiv, std::max(1, n), batch),
          MatrixBatch<double>::pointers(
              n, nrhs, reinterpret_cast<double* const*>(B), ldb, batch),
          Check::Full));
}

myriad_status_t myriad_dgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const double* A, int lda,
    int64_t stride_a, const int* ipiv, int64_t stride_ipiv, double* B, int ldb,
    int64_t stride_b, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::getrs<double>(
          q->queue, c_op(trans),
          MatrixBatch<const double>::strided(
              n, n, reinterpret_cast<const double*>(A), lda, stride_a, batch),
          MatrixBatch<const int>::strided(n, 1, ipiv, std::max(1, n),
                                          stride_ipiv, batch),
          MatrixBatch<double>::strided(n, nrhs, reinterpret_cast<double*>(B),
                                       ldb, stride_b, batch),
          Check::Full));
}

myriad_status_t myriad_dgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       double const* const* A, const int* lda,
                                       int const* const* ipiv, double* const* B,
                                       const int* ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<double>(
             q->queue, c_op(trans),
             MatrixBatch<const double>::variable(
                 n, n, reinterpret_cast<const double* const*>(A), lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<double>::variable(
                 n, nrhs, reinterpret_cast<double* const*>(B), ldb, batch),
             Check::Full));
}

myriad_status_t myriad_dgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    double const* const* A, const int* lda, int const* const* ipiv,
    double* const* B, const int* ldb, int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::getrs<double>(
                         q->queue, c_op(trans),
                         MatrixBatch<const double>::variable(
                             n, n, reinterpret_cast<const double* const*>(A),
                             lda, batch, max_n, max_n),
                         c_pivots(ipiv, batch),
                         MatrixBatch<double>::variable(
                             n, nrhs, reinterpret_cast<double* const*>(B), ldb,
                             batch, max_n, max_nrhs),
                         Check::None));
}

myriad_status_t myriad_cgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs,
                                      myriad_float_complex const* const* A,
                                      int lda, int const* const* ipiv,
                                      myriad_float_complex* const* B, int ldb,
                                      int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::getrs<std::complex<float>>(
          q->queue, c_op(trans),
          MatrixBatch<const std::complex<float>>::pointers(
              n, n, reinterpret_cast<const std::complex<float>* const*>(A), lda,
              batch),
          MatrixBatch<const int>::pointers(n, 1, ipiv, std::max(1, n), batch),
          MatrixBatch<std::complex<float>>::pointers(
              n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
              batch),
          Check::Full));
}

myriad_status_t myriad_cgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs,
    const myriad_float_complex* A, int lda, int64_t stride_a, const int* ipiv,
    int64_t stride_ipiv, myriad_float_complex* B, int ldb, int64_t stride_b,
    int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<float>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<float>>::strided(
                 n, n, reinterpret_cast<const std::complex<float>*>(A), lda,
                 stride_a, batch),
             MatrixBatch<const int>::strided(n, 1, ipiv, std::max(1, n),
                                             stride_ipiv, batch),
             MatrixBatch<std::complex<float>>::strided(
                 n, nrhs, reinterpret_cast<std::complex<float>*>(B), ldb,
                 stride_b, batch),
             Check::Full));
}

myriad_status_t myriad_cgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       myriad_float_complex const* const* A,
                                       const int* lda, int const* const* ipiv,
                                       myriad_float_complex* const* B,
                                       const int* ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<float>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<float>>::variable(
                 n, n, reinterpret_cast<const std::complex<float>* const*>(A),
                 lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<float>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
                 batch),
             Check::Full));
}

myriad_status_t myriad_cgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    myriad_float_complex const* const* A, const int* lda,
    int const* const* ipiv, myriad_float_complex* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<float>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<float>>::variable(
                 n, n, reinterpret_cast<const std::complex<float>* const*>(A),
                 lda, batch, max_n, max_n),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<float>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
                 batch, max_n, max_nrhs),
             Check::None));
}

myriad_status_t myriad_zgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs,
                                      myriad_double_complex const* const* A,
                                      int lda, int const* const* ipiv,
                                      myriad_double_complex* const* B, int ldb,
                                      int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::getrs<std::complex<double>>(
          q->queue, c_op(trans),
          MatrixBatch<const std::complex<double>>::pointers(
              n, n, reinterpret_cast<const std::complex<double>* const*>(A),
              lda, batch),
          MatrixBatch<const int>::pointers(n, 1, ipiv, std::max(1, n), batch),
          MatrixBatch<std::complex<double>>::pointers(
              n, nrhs, reinterpret_cast<std::complex<double>* const*>(B), ldb,
              batch),
          Check::Full));
}

myriad_status_t myriad_zgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs,
    const myriad_double_complex* A, int lda, int64_t stride_a, const int* ipiv,
    int64_t stride_ipiv, myriad_double_complex* B, int ldb, int64_t stride_b,
    int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<double>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<double>>::strided(
                 n, n, reinterpret_cast<const std::complex<double>*>(A), lda,
                 stride_a, batch),
             MatrixBatch<const int>::strided(n, 1, ipiv, std::max(1, n),
                                             stride_ipiv, batch),
             MatrixBatch<std::complex<double>>::strided(
                 n, nrhs, reinterpret_cast<std::complex<double>*>(B), ldb,
                 stride_b, batch),
             Check::Full));
}

myriad_status_t myriad_zgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       myriad_double_complex const* const* A,
                                       const int* lda, int const* const* ipiv,
                                       myriad_double_complex* const* B,
                                       const int* ldb, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<double>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<double>>::variable(
                 n, n, reinterpret_cast<const std::complex<double>* const*>(A),
                 lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<double>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<double>* const*>(B),
                 ldb, batch),
             Check::Full));
}

myriad_status_t myriad_zgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    myriad_double_complex const* const* A, const int* lda,
    int const* const* ipiv, myriad_double_complex* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::getrs<std::complex<double>>(
             q->queue, c_op(trans),
             MatrixBatch<const std::complex<double>>::variable(
                 n, n, reinterpret_cast<const std::complex<double>* const*>(A),
                 lda, batch, max_n, max_n),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<double>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<double>* const*>(B),
                 ldb, batch, max_n, max_nrhs),
             Check::None));
}

myriad_status_t myriad_sgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     float* const* A, int lda, int* const* ipiv,
                                     float* const* B, int ldb, int* info,
                                     int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<float>(
             q->queue,
             MatrixBatch<float>::pointers(
                 n, n, reinterpret_cast<float* const*>(A), lda, batch),
             MatrixBatch<int>::pointers(n, 1, ipiv, std::max(1, n), batch),
             MatrixBatch<float>::pointers(
                 n, nrhs, reinterpret_cast<float* const*>(B), ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_sgesv_batched_strided(myriad_queue_t queue, int n,
                                             int nrhs, float* A, int lda,
                                             int64_t stride_a, int* ipiv,
                                             int64_t stride_ipiv, float* B,
                                             int ldb, int64_t stride_b,
                                             int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<float>(
             q->queue,
             MatrixBatch<float>::strided(n, n, reinterpret_cast<float*>(A), lda,
                                         stride_a, batch),
             MatrixBatch<int>::strided(n, 1, ipiv, std::max(1, n), stride_ipiv,
                                       batch),
             MatrixBatch<float>::strided(n, nrhs, reinterpret_cast<float*>(B),
                                         ldb, stride_b, batch),
             info, Check::Full));
}

myriad_status_t myriad_sgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs, float* const* A,
                                      const int* lda, int* const* ipiv,
                                      float* const* B, const int* ldb,
                                      int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<float>(
             q->queue,
             MatrixBatch<float>::variable(
                 n, n, reinterpret_cast<float* const*>(A), lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<float>::variable(
                 n, nrhs, reinterpret_cast<float* const*>(B), ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_sgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, float* const* A,
    const int* lda, int* const* ipiv, float* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<float>(q->queue,
                             MatrixBatch<float>::variable(
                                 n, n, reinterpret_cast<float* const*>(A), lda,
                                 batch, max_n, max_n),
                             c_pivots(ipiv, batch),
                             MatrixBatch<float>::variable(
                                 n, nrhs, reinterpret_cast<float* const*>(B),
                                 ldb, batch, max_n, max_nrhs),
                             info, Check::None));
}

myriad_status_t myriad_dgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     double* const* A, int lda,
                                     int* const* ipiv, double* const* B,
                                     int ldb, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<double>(
             q->queue,
             MatrixBatch<double>::pointers(
                 n, n, reinterpret_cast<double* const*>(A), lda, batch),
             MatrixBatch<int>::pointers(n, 1, ipiv, std::max(1, n), batch),
             MatrixBatch<double>::pointers(
                 n, nrhs, reinterpret_cast<double* const*>(B), ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_dgesv_batched_strided(myriad_queue_t queue, int n,
                                             int nrhs, double* A, int lda,
                                             int64_t stride_a, int* ipiv,
                                             int64_t stride_ipiv, double* B,
                                             int ldb, int64_t stride_b,
                                             int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<double>(
             q->queue,
             MatrixBatch<double>::strided(n, n, reinterpret_cast<double*>(A),
                                          lda, stride_a, batch),
             MatrixBatch<int>::strided(n, 1, ipiv, std::max(1, n), stride_ipiv,
                                       batch),
             MatrixBatch<double>::strided(n, nrhs, reinterpret_cast<double*>(B),
                                          ldb, stride_b, batch),
             info, Check::Full));
}

myriad_status_t myriad_dgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs, double* const* A,
                                      const int* lda, int* const* ipiv,
                                      double* const* B, const int* ldb,
                                      int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<double>(
             q->queue,
             MatrixBatch<double>::variable(
                 n, n, reinterpret_cast<double* const*>(A), lda, batch),
             c_pivots(ipiv, batch),
             MatrixBatch<double>::variable(
                 n, nrhs, reinterpret_cast<double* const*>(B), ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_dgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, double* const* A,
    const int* lda, int* const* ipiv, double* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<double>(q->queue,
                              MatrixBatch<double>::variable(
                                  n, n, reinterpret_cast<double* const*>(A),
                                  lda, batch, max_n, max_n),
                              c_pivots(ipiv, batch),
                              MatrixBatch<double>::variable(
                                  n, nrhs, reinterpret_cast<double* const*>(B),
                                  ldb, batch, max_n, max_nrhs),
                              info, Check::None));
}

myriad_status_t myriad_cgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     myriad_float_complex* const* A, int lda,
                                     int* const* ipiv,
                                     myriad_float_complex* const* B, int ldb,
                                     int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::pointers(
                 n, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             MatrixBatch<int>::pointers(n, 1, ipiv, std::max(1, n), batch),
             MatrixBatch<std::complex<float>>::pointers(
                 n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
                 batch),
             info, Check::Full));
}

myriad_status_t myriad_cgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_float_complex* A, int lda,
    int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_float_complex* B,
    int ldb, int64_t stride_b, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::gesv<std::complex<float>>(
                         q->queue,
                         MatrixBatch<std::complex<float>>::strided(
                             n, n, reinterpret_cast<std::complex<float>*>(A),
                             lda, stride_a, batch),
                         MatrixBatch<int>::strided(n, 1, ipiv, std::max(1, n),
                                                   stride_ipiv, batch),
                         MatrixBatch<std::complex<float>>::strided(
                             n, nrhs, reinterpret_cast<std::complex<float>*>(B),
                             ldb, stride_b, batch),
                         info, Check::Full));
}

myriad_status_t myriad_cgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs,
                                      myriad_float_complex* const* A,
                                      const int* lda, int* const* ipiv,
                                      myriad_float_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 n, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<float>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
                 batch),
             info, Check::Full));
}

myriad_status_t myriad_cgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs,
    myriad_float_complex* const* A, const int* lda, int* const* ipiv,
    myriad_float_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 n, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch, max_n, max_n),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<float>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<float>* const*>(B), ldb,
                 batch, max_n, max_nrhs),
             info, Check::None));
}

myriad_status_t myriad_zgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     myriad_double_complex* const* A, int lda,
                                     int* const* ipiv,
                                     myriad_double_complex* const* B, int ldb,
                                     int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::pointers(
                 n, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             MatrixBatch<int>::pointers(n, 1, ipiv, std::max(1, n), batch),
             MatrixBatch<std::complex<double>>::pointers(
                 n, nrhs, reinterpret_cast<std::complex<double>* const*>(B),
                 ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_zgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_double_complex* A, int lda,
    int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_double_complex* B,
    int ldb, int64_t stride_b, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::strided(
                 n, n, reinterpret_cast<std::complex<double>*>(A), lda,
                 stride_a, batch),
             MatrixBatch<int>::strided(n, 1, ipiv, std::max(1, n), stride_ipiv,
                                       batch),
             MatrixBatch<std::complex<double>>::strided(
                 n, nrhs, reinterpret_cast<std::complex<double>*>(B), ldb,
                 stride_b, batch),
             info, Check::Full));
}

myriad_status_t myriad_zgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs,
                                      myriad_double_complex* const* A,
                                      const int* lda, int* const* ipiv,
                                      myriad_double_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 n, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<double>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<double>* const*>(B),
                 ldb, batch),
             info, Check::Full));
}

myriad_status_t myriad_zgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs,
    myriad_double_complex* const* A, const int* lda, int* const* ipiv,
    myriad_double_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::gesv<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 n, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch, max_n, max_n),
             c_pivots(ipiv, batch),
             MatrixBatch<std::complex<double>>::variable(
                 n, nrhs, reinterpret_cast<std::complex<double>* const*>(B),
                 ldb, batch, max_n, max_nrhs),
             info, Check::None));
}

myriad_status_t myriad_slaswp_batched(myriad_queue_t queue, int n,
                                      float* const* A, int lda, int k1, int k2,
                                      int const* const* ipiv, int incx,
                                      int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<float>(
             q->queue,
             MatrixBatch<float>::pointers(
                 lda, n, reinterpret_cast<float* const*>(A), lda, batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_slaswp_batched_strided(
    myriad_queue_t queue, int n, float* A, int lda, int64_t stride_a, int k1,
    int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::laswp<float>(
          q->queue,
          MatrixBatch<float>::strided(lda, n, reinterpret_cast<float*>(A), lda,
                                      stride_a, batch),
          k1, k2,
          MatrixBatch<const int>::strided(kUnboundedPivots, 1, ipiv,
                                          kUnboundedPivots, stride_ipiv, batch),
          incx, Check::Full));
}

myriad_status_t myriad_slaswp_vbatched(myriad_queue_t queue, const int* n,
                                       float* const* A, const int* lda, int k1,
                                       int k2, int const* const* ipiv, int incx,
                                       int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<float>(
             q->queue,
             MatrixBatch<float>::variable(
                 lda, n, reinterpret_cast<float* const*>(A), lda, batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_slaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, float* const* A, const int* lda, int k1,
    int k2, int const* const* ipiv, int incx, int batch, int max_n,
    int max_lda) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::laswp<float>(
                         q->queue,
                         MatrixBatch<float>::variable(
                             lda, n, reinterpret_cast<float* const*>(A), lda,
                             batch, max_lda, max_n),
                         k1, k2, c_pivots(ipiv, batch), incx, Check::None));
}

myriad_status_t myriad_dlaswp_batched(myriad_queue_t queue, int n,
                                      double* const* A, int lda, int k1, int k2,
                                      int const* const* ipiv, int incx,
                                      int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<double>(
             q->queue,
             MatrixBatch<double>::pointers(
                 lda, n, reinterpret_cast<double* const*>(A), lda, batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_dlaswp_batched_strided(
    myriad_queue_t queue, int n, double* A, int lda, int64_t stride_a, int k1,
    int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q,
      myriad::laswp<double>(
          q->queue,
          MatrixBatch<double>::strided(lda, n, reinterpret_cast<double*>(A),
                                       lda, stride_a, batch),
          k1, k2,
          MatrixBatch<const int>::strided(kUnboundedPivots, 1, ipiv,
                                          kUnboundedPivots, stride_ipiv, batch),
          incx, Check::Full));
}

myriad_status_t myriad_dlaswp_vbatched(myriad_queue_t queue, const int* n,
                                       double* const* A, const int* lda, int k1,
                                       int k2, int const* const* ipiv, int incx,
                                       int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<double>(
             q->queue,
             MatrixBatch<double>::variable(
                 lda, n, reinterpret_cast<double* const*>(A), lda, batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_dlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, double* const* A, const int* lda,
    int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n,
    int max_lda) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::laswp<double>(
                         q->queue,
                         MatrixBatch<double>::variable(
                             lda, n, reinterpret_cast<double* const*>(A), lda,
                             batch, max_lda, max_n),
                         k1, k2, c_pivots(ipiv, batch), incx, Check::None));
}

myriad_status_t myriad_claswp_batched(myriad_queue_t queue, int n,
                                      myriad_float_complex* const* A, int lda,
                                      int k1, int k2, int const* const* ipiv,
                                      int incx, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::pointers(
                 lda, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_claswp_batched_strided(myriad_queue_t queue, int n,
                                              myriad_float_complex* A, int lda,
                                              int64_t stride_a, int k1, int k2,
                                              const int* ipiv,
                                              int64_t stride_ipiv, int incx,
                                              int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::laswp<std::complex<float>>(
                         q->queue,
                         MatrixBatch<std::complex<float>>::strided(
                             lda, n, reinterpret_cast<std::complex<float>*>(A),
                             lda, stride_a, batch),
                         k1, k2,
                         MatrixBatch<const int>::strided(kUnboundedPivots, 1,
                                                         ipiv, kUnboundedPivots,
                                                         stride_ipiv, batch),
                         incx, Check::Full));
}

myriad_status_t myriad_claswp_vbatched(myriad_queue_t queue, const int* n,
                                       myriad_float_complex* const* A,
                                       const int* lda, int k1, int k2,
                                       int const* const* ipiv, int incx,
                                       int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 lda, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_claswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_float_complex* const* A,
    const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch,
    int max_n, int max_lda) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<float>>(
             q->queue,
             MatrixBatch<std::complex<float>>::variable(
                 lda, n, reinterpret_cast<std::complex<float>* const*>(A), lda,
                 batch, max_lda, max_n),
             k1, k2, c_pivots(ipiv, batch), incx, Check::None));
}

myriad_status_t myriad_zlaswp_batched(myriad_queue_t queue, int n,
                                      myriad_double_complex* const* A, int lda,
                                      int k1, int k2, int const* const* ipiv,
                                      int incx, int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::pointers(
                 lda, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_zlaswp_batched_strided(myriad_queue_t queue, int n,
                                              myriad_double_complex* A, int lda,
                                              int64_t stride_a, int k1, int k2,
                                              const int* ipiv,
                                              int64_t stride_ipiv, int incx,
                                              int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(q, myriad::laswp<std::complex<double>>(
                         q->queue,
                         MatrixBatch<std::complex<double>>::strided(
                             lda, n, reinterpret_cast<std::complex<double>*>(A),
                             lda, stride_a, batch),
                         k1, k2,
                         MatrixBatch<const int>::strided(kUnboundedPivots, 1,
                                                         ipiv, kUnboundedPivots,
                                                         stride_ipiv, batch),
                         incx, Check::Full));
}

myriad_status_t myriad_zlaswp_vbatched(myriad_queue_t queue, const int* n,
                                       myriad_double_complex* const* A,
                                       const int* lda, int k1, int k2,
                                       int const* const* ipiv, int incx,
                                       int batch) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 lda, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch),
             k1, k2, c_pivots(ipiv, batch), incx, Check::Full));
}

myriad_status_t myriad_zlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_double_complex* const* A,
    const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch,
    int max_n, int max_lda) {
  if (!queue) return myriad::detail::c_null_queue();
  myriad_queue_s* q = queue;
  return c_status(
      q, myriad::laswp<std::complex<double>>(
             q->queue,
             MatrixBatch<std::complex<double>>::variable(
                 lda, n, reinterpret_cast<std::complex<double>* const*>(A), lda,
                 batch, max_lda, max_n),
             k1, k2, c_pivots(ipiv, batch), incx, Check::None));
}

}  // extern "C"
