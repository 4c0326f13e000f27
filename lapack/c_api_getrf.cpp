// C interface: batched LU routines (getrf, getrf_nopiv, getrs, gesv,
// laswp), forwarding to the C++ API. One template per routine and batch kind
// builds the descriptors; the extern "C" entry points below only name the
// scalar type.
#include <algorithm>
#include <climits>
#include <complex>
#include <cstdint>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/lapack.hpp"

namespace {

using myriad::Check;
using myriad::MatrixBatch;
using myriad::Queue;
using myriad::Status;
using myriad::detail::c_op;

/// Runs f(queue) on the handle's queue and converts its status.
template <class F>
myriad_status_t c_run(myriad_queue_t q, F&& f) {
  if (!q) return myriad::detail::c_null_queue();
  return myriad::detail::c_status(q, f(q->queue));
}

/// Pivot vectors given as a pointer array whose lengths the caller
/// guarantees (min(m_b, n_b) entries, as MAGMA): a fixed-size descriptor
/// "as long as needed", so the per-matrix length check always passes.
constexpr int kUnboundedPivots = INT_MAX;
template <class I>
MatrixBatch<I> c_pivots(I* const* ipiv, int batch) {
  return MatrixBatch<I>::pointers(kUnboundedPivots, 1, ipiv, kUnboundedPivots,
                                  batch);
}
template <class I>
MatrixBatch<I> c_pivots_strided(I* ipiv, int64_t stride, int batch) {
  return MatrixBatch<I>::strided(kUnboundedPivots, 1, ipiv, kUnboundedPivots,
                                 stride, batch);
}

template <class T, class C>
T* const* ptrs(C* const* a) {
  return reinterpret_cast<T* const*>(a);
}
template <class T, class C>
const T* const* ptrs(C const* const* a) {
  return reinterpret_cast<const T* const*>(a);
}
template <class T, class C>
T* ptr(C* a) {
  return reinterpret_cast<T*>(a);
}
template <class T, class C>
const T* ptr(const C* a) {
  return reinterpret_cast<const T*>(a);
}

// ---- getrf: ipiv of the fixed kinds holds min(m, n) entries per matrix.

template <class T, class C>
myriad_status_t getrf_batched(myriad_queue_t queue, int m, int n, C* const* A,
                              int lda, int* const* ipiv, int* info, int batch) {
  const int mn = std::min(m, n);
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf<T>(
        q, MatrixBatch<T>::pointers(m, n, ptrs<T>(A), lda, batch),
        MatrixBatch<int>::pointers(mn, 1, ipiv, std::max(1, mn), batch), info,
        Check::Full);
  });
}
template <class T, class C>
myriad_status_t getrf_batched_strided(myriad_queue_t queue, int m, int n, C* A,
                                      int lda, int64_t stride_a, int* ipiv,
                                      int64_t stride_ipiv, int* info,
                                      int batch) {
  const int mn = std::min(m, n);
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf<T>(
        q, MatrixBatch<T>::strided(m, n, ptr<T>(A), lda, stride_a, batch),
        MatrixBatch<int>::strided(mn, 1, ipiv, std::max(1, mn), stride_ipiv,
                                  batch),
        info, Check::Full);
  });
}
/// max_m, max_n < 0: unknown (the check pass computes them).
template <class T, class C>
myriad_status_t getrf_vbatched(myriad_queue_t queue, const int* m, const int* n,
                               C* const* A, const int* lda, int* const* ipiv,
                               int* info, int batch, int max_m = -1,
                               int max_n = -1, Check check = Check::Full) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf<T>(
        q, MatrixBatch<T>::variable(m, n, ptrs<T>(A), lda, batch, max_m, max_n),
        c_pivots(ipiv, batch), info, check);
  });
}
template <class T, class C>
myriad_status_t getrf_vbatched_max_nocheck(myriad_queue_t queue, const int* m,
                                           const int* n, C* const* A,
                                           const int* lda, int* const* ipiv,
                                           int* info, int batch, int max_m,
                                           int max_n) {
  return getrf_vbatched<T>(queue, m, n, A, lda, ipiv, info, batch, max_m, max_n,
                           Check::None);
}

// ---- getrf_nopiv (tol is real for every precision).

template <class T, class C, class R>
myriad_status_t getrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                    C* const* A, int lda, R tol, int* replaced,
                                    int* info, int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf_nopiv<T>(
        q, MatrixBatch<T>::pointers(m, n, ptrs<T>(A), lda, batch), info, tol,
        replaced, Check::Full);
  });
}
template <class T, class C, class R>
myriad_status_t getrf_nopiv_batched_strided(myriad_queue_t queue, int m, int n,
                                            C* A, int lda, int64_t stride_a,
                                            R tol, int* replaced, int* info,
                                            int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf_nopiv<T>(
        q, MatrixBatch<T>::strided(m, n, ptr<T>(A), lda, stride_a, batch), info,
        tol, replaced, Check::Full);
  });
}
template <class T, class C, class R>
myriad_status_t getrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                     const int* n, C* const* A, const int* lda,
                                     R tol, int* replaced, int* info, int batch,
                                     int max_m = -1, int max_n = -1,
                                     Check check = Check::Full) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrf_nopiv<T>(
        q, MatrixBatch<T>::variable(m, n, ptrs<T>(A), lda, batch, max_m, max_n),
        info, tol, replaced, check);
  });
}
template <class T, class C, class R>
myriad_status_t getrf_nopiv_vbatched_max_nocheck(myriad_queue_t queue,
                                                 const int* m, const int* n,
                                                 C* const* A, const int* lda,
                                                 R tol, int* replaced,
                                                 int* info, int batch,
                                                 int max_m, int max_n) {
  return getrf_nopiv_vbatched<T>(queue, m, n, A, lda, tol, replaced, info,
                                 batch, max_m, max_n, Check::None);
}

// ---- getrs: ipiv of the fixed kinds holds n entries per matrix.

template <class T, class C>
myriad_status_t getrs_batched(myriad_queue_t queue, char trans, int n, int nrhs,
                              C const* const* A, int lda,
                              int const* const* ipiv, C* const* B, int ldb,
                              int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrs<T>(
        q, c_op(trans),
        MatrixBatch<const T>::pointers(n, n, ptrs<T>(A), lda, batch),
        MatrixBatch<const int>::pointers(n, 1, ipiv, std::max(1, n), batch),
        MatrixBatch<T>::pointers(n, nrhs, ptrs<T>(B), ldb, batch), Check::Full);
  });
}
template <class T, class C>
myriad_status_t getrs_batched_strided(myriad_queue_t queue, char trans, int n,
                                      int nrhs, const C* A, int lda,
                                      int64_t stride_a, const int* ipiv,
                                      int64_t stride_ipiv, C* B, int ldb,
                                      int64_t stride_b, int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrs<T>(
        q, c_op(trans),
        MatrixBatch<const T>::strided(n, n, ptr<T>(A), lda, stride_a, batch),
        MatrixBatch<const int>::strided(n, 1, ipiv, std::max(1, n), stride_ipiv,
                                        batch),
        MatrixBatch<T>::strided(n, nrhs, ptr<T>(B), ldb, stride_b, batch),
        Check::Full);
  });
}
template <class T, class C>
myriad_status_t getrs_vbatched(myriad_queue_t queue, char trans, const int* n,
                               const int* nrhs, C const* const* A,
                               const int* lda, int const* const* ipiv,
                               C* const* B, const int* ldb, int batch,
                               int max_n = -1, int max_nrhs = -1,
                               Check check = Check::Full) {
  return c_run(queue, [&](Queue& q) {
    return myriad::getrs<T>(q, c_op(trans),
                            MatrixBatch<const T>::variable(
                                n, n, ptrs<T>(A), lda, batch, max_n, max_n),
                            c_pivots(ipiv, batch),
                            MatrixBatch<T>::variable(n, nrhs, ptrs<T>(B), ldb,
                                                     batch, max_n, max_nrhs),
                            check);
  });
}
template <class T, class C>
myriad_status_t getrs_vbatched_max_nocheck(myriad_queue_t queue, char trans,
                                           const int* n, const int* nrhs,
                                           C const* const* A, const int* lda,
                                           int const* const* ipiv, C* const* B,
                                           const int* ldb, int batch, int max_n,
                                           int max_nrhs) {
  return getrs_vbatched<T>(queue, trans, n, nrhs, A, lda, ipiv, B, ldb, batch,
                           max_n, max_nrhs, Check::None);
}

// ---- gesv: ipiv of the fixed kinds holds n entries per matrix.

template <class T, class C>
myriad_status_t gesv_batched(myriad_queue_t queue, int n, int nrhs, C* const* A,
                             int lda, int* const* ipiv, C* const* B, int ldb,
                             int* info, int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::gesv<T>(
        q, MatrixBatch<T>::pointers(n, n, ptrs<T>(A), lda, batch),
        MatrixBatch<int>::pointers(n, 1, ipiv, std::max(1, n), batch),
        MatrixBatch<T>::pointers(n, nrhs, ptrs<T>(B), ldb, batch), info,
        Check::Full);
  });
}
template <class T, class C>
myriad_status_t gesv_batched_strided(myriad_queue_t queue, int n, int nrhs,
                                     C* A, int lda, int64_t stride_a, int* ipiv,
                                     int64_t stride_ipiv, C* B, int ldb,
                                     int64_t stride_b, int* info, int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::gesv<T>(
        q, MatrixBatch<T>::strided(n, n, ptr<T>(A), lda, stride_a, batch),
        MatrixBatch<int>::strided(n, 1, ipiv, std::max(1, n), stride_ipiv,
                                  batch),
        MatrixBatch<T>::strided(n, nrhs, ptr<T>(B), ldb, stride_b, batch), info,
        Check::Full);
  });
}
template <class T, class C>
myriad_status_t gesv_vbatched(myriad_queue_t queue, const int* n,
                              const int* nrhs, C* const* A, const int* lda,
                              int* const* ipiv, C* const* B, const int* ldb,
                              int* info, int batch, int max_n = -1,
                              int max_nrhs = -1, Check check = Check::Full) {
  return c_run(queue, [&](Queue& q) {
    return myriad::gesv<T>(
        q, MatrixBatch<T>::variable(n, n, ptrs<T>(A), lda, batch, max_n, max_n),
        c_pivots(ipiv, batch),
        MatrixBatch<T>::variable(n, nrhs, ptrs<T>(B), ldb, batch, max_n,
                                 max_nrhs),
        info, check);
  });
}
template <class T, class C>
myriad_status_t gesv_vbatched_max_nocheck(myriad_queue_t queue, const int* n,
                                          const int* nrhs, C* const* A,
                                          const int* lda, int* const* ipiv,
                                          C* const* B, const int* ldb,
                                          int* info, int batch, int max_n,
                                          int max_nrhs) {
  return gesv_vbatched<T>(queue, n, nrhs, A, lda, ipiv, B, ldb, info, batch,
                          max_n, max_nrhs, Check::None);
}

// ---- laswp: the interchanges act on all lda rows of each n-column matrix.

template <class T, class C>
myriad_status_t laswp_batched(myriad_queue_t queue, int n, C* const* A, int lda,
                              int k1, int k2, int const* const* ipiv, int incx,
                              int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::laswp<T>(
        q, MatrixBatch<T>::pointers(lda, n, ptrs<T>(A), lda, batch), k1, k2,
        c_pivots(ipiv, batch), incx, Check::Full);
  });
}
template <class T, class C>
myriad_status_t laswp_batched_strided(myriad_queue_t queue, int n, C* A,
                                      int lda, int64_t stride_a, int k1, int k2,
                                      const int* ipiv, int64_t stride_ipiv,
                                      int incx, int batch) {
  return c_run(queue, [&](Queue& q) {
    return myriad::laswp<T>(
        q, MatrixBatch<T>::strided(lda, n, ptr<T>(A), lda, stride_a, batch), k1,
        k2, c_pivots_strided(ipiv, stride_ipiv, batch), incx, Check::Full);
  });
}
/// max_lda, max_n < 0: unknown (the check pass computes them).
template <class T, class C>
myriad_status_t laswp_vbatched(myriad_queue_t queue, const int* n, C* const* A,
                               const int* lda, int k1, int k2,
                               int const* const* ipiv, int incx, int batch,
                               int max_n = -1, int max_lda = -1,
                               Check check = Check::Full) {
  return c_run(queue, [&](Queue& q) {
    return myriad::laswp<T>(q,
                            MatrixBatch<T>::variable(lda, n, ptrs<T>(A), lda,
                                                     batch, max_lda, max_n),
                            k1, k2, c_pivots(ipiv, batch), incx, check);
  });
}
template <class T, class C>
myriad_status_t laswp_vbatched_max_nocheck(myriad_queue_t queue, const int* n,
                                           C* const* A, const int* lda, int k1,
                                           int k2, int const* const* ipiv,
                                           int incx, int batch, int max_n,
                                           int max_lda) {
  return laswp_vbatched<T>(queue, n, A, lda, k1, k2, ipiv, incx, batch, max_n,
                           max_lda, Check::None);
}

}  // namespace

extern "C" {

myriad_status_t myriad_sgetrf_batched(myriad_queue_t queue, int m, int n,
                                      float* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  return getrf_batched<float>(queue, m, n, A, lda, ipiv, info, batch);
}
myriad_status_t myriad_sgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, float* A, int lda,
                                              int64_t stride_a, int* ipiv,
                                              int64_t stride_ipiv, int* info,
                                              int batch) {
  return getrf_batched_strided<float>(queue, m, n, A, lda, stride_a, ipiv,
                                      stride_ipiv, info, batch);
}
myriad_status_t myriad_sgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n, float* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  return getrf_vbatched<float>(queue, m, n, A, lda, ipiv, info, batch);
}
myriad_status_t myriad_sgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A,
    const int* lda, int* const* ipiv, int* info, int batch, int max_m,
    int max_n) {
  return getrf_vbatched_max_nocheck<float>(queue, m, n, A, lda, ipiv, info,
                                           batch, max_m, max_n);
}
myriad_status_t myriad_dgetrf_batched(myriad_queue_t queue, int m, int n,
                                      double* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  return getrf_batched<double>(queue, m, n, A, lda, ipiv, info, batch);
}
myriad_status_t myriad_dgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, double* A, int lda,
                                              int64_t stride_a, int* ipiv,
                                              int64_t stride_ipiv, int* info,
                                              int batch) {
  return getrf_batched_strided<double>(queue, m, n, A, lda, stride_a, ipiv,
                                       stride_ipiv, info, batch);
}
myriad_status_t myriad_dgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n, double* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  return getrf_vbatched<double>(queue, m, n, A, lda, ipiv, info, batch);
}
myriad_status_t myriad_dgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A,
    const int* lda, int* const* ipiv, int* info, int batch, int max_m,
    int max_n) {
  return getrf_vbatched_max_nocheck<double>(queue, m, n, A, lda, ipiv, info,
                                            batch, max_m, max_n);
}
myriad_status_t myriad_cgetrf_batched(myriad_queue_t queue, int m, int n,
                                      myriad_float_complex* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  return getrf_batched<std::complex<float>>(queue, m, n, A, lda, ipiv, info,
                                            batch);
}
myriad_status_t myriad_cgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, myriad_float_complex* A,
                                              int lda, int64_t stride_a,
                                              int* ipiv, int64_t stride_ipiv,
                                              int* info, int batch) {
  return getrf_batched_strided<std::complex<float>>(
      queue, m, n, A, lda, stride_a, ipiv, stride_ipiv, info, batch);
}
myriad_status_t myriad_cgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n,
                                       myriad_float_complex* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  return getrf_vbatched<std::complex<float>>(queue, m, n, A, lda, ipiv, info,
                                             batch);
}
myriad_status_t myriad_cgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_float_complex* const* A, const int* lda, int* const* ipiv, int* info,
    int batch, int max_m, int max_n) {
  return getrf_vbatched_max_nocheck<std::complex<float>>(
      queue, m, n, A, lda, ipiv, info, batch, max_m, max_n);
}
myriad_status_t myriad_zgetrf_batched(myriad_queue_t queue, int m, int n,
                                      myriad_double_complex* const* A, int lda,
                                      int* const* ipiv, int* info, int batch) {
  return getrf_batched<std::complex<double>>(queue, m, n, A, lda, ipiv, info,
                                             batch);
}
myriad_status_t myriad_zgetrf_batched_strided(myriad_queue_t queue, int m,
                                              int n, myriad_double_complex* A,
                                              int lda, int64_t stride_a,
                                              int* ipiv, int64_t stride_ipiv,
                                              int* info, int batch) {
  return getrf_batched_strided<std::complex<double>>(
      queue, m, n, A, lda, stride_a, ipiv, stride_ipiv, info, batch);
}
myriad_status_t myriad_zgetrf_vbatched(myriad_queue_t queue, const int* m,
                                       const int* n,
                                       myriad_double_complex* const* A,
                                       const int* lda, int* const* ipiv,
                                       int* info, int batch) {
  return getrf_vbatched<std::complex<double>>(queue, m, n, A, lda, ipiv, info,
                                              batch);
}
myriad_status_t myriad_zgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_double_complex* const* A, const int* lda, int* const* ipiv,
    int* info, int batch, int max_m, int max_n) {
  return getrf_vbatched_max_nocheck<std::complex<double>>(
      queue, m, n, A, lda, ipiv, info, batch, max_m, max_n);
}
myriad_status_t myriad_sgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            float* const* A, int lda, float tol,
                                            int* replaced, int* info,
                                            int batch) {
  return getrf_nopiv_batched<float>(queue, m, n, A, lda, tol, replaced, info,
                                    batch);
}
myriad_status_t myriad_sgetrf_nopiv_batched_strided(myriad_queue_t queue, int m,
                                                    int n, float* A, int lda,
                                                    int64_t stride_a, float tol,
                                                    int* replaced, int* info,
                                                    int batch) {
  return getrf_nopiv_batched_strided<float>(queue, m, n, A, lda, stride_a, tol,
                                            replaced, info, batch);
}
myriad_status_t myriad_sgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n, float* const* A,
                                             const int* lda, float tol,
                                             int* replaced, int* info,
                                             int batch) {
  return getrf_nopiv_vbatched<float>(queue, m, n, A, lda, tol, replaced, info,
                                     batch);
}
myriad_status_t myriad_sgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A,
    const int* lda, float tol, int* replaced, int* info, int batch, int max_m,
    int max_n) {
  return getrf_nopiv_vbatched_max_nocheck<float>(
      queue, m, n, A, lda, tol, replaced, info, batch, max_m, max_n);
}
myriad_status_t myriad_dgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            double* const* A, int lda,
                                            double tol, int* replaced,
                                            int* info, int batch) {
  return getrf_nopiv_batched<double>(queue, m, n, A, lda, tol, replaced, info,
                                     batch);
}
myriad_status_t myriad_dgetrf_nopiv_batched_strided(myriad_queue_t queue, int m,
                                                    int n, double* A, int lda,
                                                    int64_t stride_a,
                                                    double tol, int* replaced,
                                                    int* info, int batch) {
  return getrf_nopiv_batched_strided<double>(queue, m, n, A, lda, stride_a, tol,
                                             replaced, info, batch);
}
myriad_status_t myriad_dgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n, double* const* A,
                                             const int* lda, double tol,
                                             int* replaced, int* info,
                                             int batch) {
  return getrf_nopiv_vbatched<double>(queue, m, n, A, lda, tol, replaced, info,
                                      batch);
}
myriad_status_t myriad_dgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A,
    const int* lda, double tol, int* replaced, int* info, int batch, int max_m,
    int max_n) {
  return getrf_nopiv_vbatched_max_nocheck<double>(
      queue, m, n, A, lda, tol, replaced, info, batch, max_m, max_n);
}
myriad_status_t myriad_cgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            myriad_float_complex* const* A,
                                            int lda, float tol, int* replaced,
                                            int* info, int batch) {
  return getrf_nopiv_batched<std::complex<float>>(queue, m, n, A, lda, tol,
                                                  replaced, info, batch);
}
myriad_status_t myriad_cgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_float_complex* A, int lda,
    int64_t stride_a, float tol, int* replaced, int* info, int batch) {
  return getrf_nopiv_batched_strided<std::complex<float>>(
      queue, m, n, A, lda, stride_a, tol, replaced, info, batch);
}
myriad_status_t myriad_cgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n,
                                             myriad_float_complex* const* A,
                                             const int* lda, float tol,
                                             int* replaced, int* info,
                                             int batch) {
  return getrf_nopiv_vbatched<std::complex<float>>(queue, m, n, A, lda, tol,
                                                   replaced, info, batch);
}
myriad_status_t myriad_cgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_float_complex* const* A, const int* lda, float tol, int* replaced,
    int* info, int batch, int max_m, int max_n) {
  return getrf_nopiv_vbatched_max_nocheck<std::complex<float>>(
      queue, m, n, A, lda, tol, replaced, info, batch, max_m, max_n);
}
myriad_status_t myriad_zgetrf_nopiv_batched(myriad_queue_t queue, int m, int n,
                                            myriad_double_complex* const* A,
                                            int lda, double tol, int* replaced,
                                            int* info, int batch) {
  return getrf_nopiv_batched<std::complex<double>>(queue, m, n, A, lda, tol,
                                                   replaced, info, batch);
}
myriad_status_t myriad_zgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_double_complex* A, int lda,
    int64_t stride_a, double tol, int* replaced, int* info, int batch) {
  return getrf_nopiv_batched_strided<std::complex<double>>(
      queue, m, n, A, lda, stride_a, tol, replaced, info, batch);
}
myriad_status_t myriad_zgetrf_nopiv_vbatched(myriad_queue_t queue, const int* m,
                                             const int* n,
                                             myriad_double_complex* const* A,
                                             const int* lda, double tol,
                                             int* replaced, int* info,
                                             int batch) {
  return getrf_nopiv_vbatched<std::complex<double>>(queue, m, n, A, lda, tol,
                                                    replaced, info, batch);
}
myriad_status_t myriad_zgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n,
    myriad_double_complex* const* A, const int* lda, double tol, int* replaced,
    int* info, int batch, int max_m, int max_n) {
  return getrf_nopiv_vbatched_max_nocheck<std::complex<double>>(
      queue, m, n, A, lda, tol, replaced, info, batch, max_m, max_n);
}
myriad_status_t myriad_sgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs, float const* const* A, int lda,
                                      int const* const* ipiv, float* const* B,
                                      int ldb, int batch) {
  return getrs_batched<float>(queue, trans, n, nrhs, A, lda, ipiv, B, ldb,
                              batch);
}
myriad_status_t myriad_sgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const float* A, int lda,
    int64_t stride_a, const int* ipiv, int64_t stride_ipiv, float* B, int ldb,
    int64_t stride_b, int batch) {
  return getrs_batched_strided<float>(queue, trans, n, nrhs, A, lda, stride_a,
                                      ipiv, stride_ipiv, B, ldb, stride_b,
                                      batch);
}
myriad_status_t myriad_sgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       float const* const* A, const int* lda,
                                       int const* const* ipiv, float* const* B,
                                       const int* ldb, int batch) {
  return getrs_vbatched<float>(queue, trans, n, nrhs, A, lda, ipiv, B, ldb,
                               batch);
}
myriad_status_t myriad_sgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    float const* const* A, const int* lda, int const* const* ipiv,
    float* const* B, const int* ldb, int batch, int max_n, int max_nrhs) {
  return getrs_vbatched_max_nocheck<float>(queue, trans, n, nrhs, A, lda, ipiv,
                                           B, ldb, batch, max_n, max_nrhs);
}
myriad_status_t myriad_dgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs, double const* const* A, int lda,
                                      int const* const* ipiv, double* const* B,
                                      int ldb, int batch) {
  return getrs_batched<double>(queue, trans, n, nrhs, A, lda, ipiv, B, ldb,
                               batch);
}
myriad_status_t myriad_dgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const double* A, int lda,
    int64_t stride_a, const int* ipiv, int64_t stride_ipiv, double* B, int ldb,
    int64_t stride_b, int batch) {
  return getrs_batched_strided<double>(queue, trans, n, nrhs, A, lda, stride_a,
                                       ipiv, stride_ipiv, B, ldb, stride_b,
                                       batch);
}
myriad_status_t myriad_dgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       double const* const* A, const int* lda,
                                       int const* const* ipiv, double* const* B,
                                       const int* ldb, int batch) {
  return getrs_vbatched<double>(queue, trans, n, nrhs, A, lda, ipiv, B, ldb,
                                batch);
}
myriad_status_t myriad_dgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    double const* const* A, const int* lda, int const* const* ipiv,
    double* const* B, const int* ldb, int batch, int max_n, int max_nrhs) {
  return getrs_vbatched_max_nocheck<double>(queue, trans, n, nrhs, A, lda, ipiv,
                                            B, ldb, batch, max_n, max_nrhs);
}
myriad_status_t myriad_cgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs,
                                      myriad_float_complex const* const* A,
                                      int lda, int const* const* ipiv,
                                      myriad_float_complex* const* B, int ldb,
                                      int batch) {
  return getrs_batched<std::complex<float>>(queue, trans, n, nrhs, A, lda, ipiv,
                                            B, ldb, batch);
}
myriad_status_t myriad_cgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs,
    const myriad_float_complex* A, int lda, int64_t stride_a, const int* ipiv,
    int64_t stride_ipiv, myriad_float_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return getrs_batched_strided<std::complex<float>>(
      queue, trans, n, nrhs, A, lda, stride_a, ipiv, stride_ipiv, B, ldb,
      stride_b, batch);
}
myriad_status_t myriad_cgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       myriad_float_complex const* const* A,
                                       const int* lda, int const* const* ipiv,
                                       myriad_float_complex* const* B,
                                       const int* ldb, int batch) {
  return getrs_vbatched<std::complex<float>>(queue, trans, n, nrhs, A, lda,
                                             ipiv, B, ldb, batch);
}
myriad_status_t myriad_cgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    myriad_float_complex const* const* A, const int* lda,
    int const* const* ipiv, myriad_float_complex* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  return getrs_vbatched_max_nocheck<std::complex<float>>(
      queue, trans, n, nrhs, A, lda, ipiv, B, ldb, batch, max_n, max_nrhs);
}
myriad_status_t myriad_zgetrs_batched(myriad_queue_t queue, char trans, int n,
                                      int nrhs,
                                      myriad_double_complex const* const* A,
                                      int lda, int const* const* ipiv,
                                      myriad_double_complex* const* B, int ldb,
                                      int batch) {
  return getrs_batched<std::complex<double>>(queue, trans, n, nrhs, A, lda,
                                             ipiv, B, ldb, batch);
}
myriad_status_t myriad_zgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs,
    const myriad_double_complex* A, int lda, int64_t stride_a, const int* ipiv,
    int64_t stride_ipiv, myriad_double_complex* B, int ldb, int64_t stride_b,
    int batch) {
  return getrs_batched_strided<std::complex<double>>(
      queue, trans, n, nrhs, A, lda, stride_a, ipiv, stride_ipiv, B, ldb,
      stride_b, batch);
}
myriad_status_t myriad_zgetrs_vbatched(myriad_queue_t queue, char trans,
                                       const int* n, const int* nrhs,
                                       myriad_double_complex const* const* A,
                                       const int* lda, int const* const* ipiv,
                                       myriad_double_complex* const* B,
                                       const int* ldb, int batch) {
  return getrs_vbatched<std::complex<double>>(queue, trans, n, nrhs, A, lda,
                                              ipiv, B, ldb, batch);
}
myriad_status_t myriad_zgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs,
    myriad_double_complex const* const* A, const int* lda,
    int const* const* ipiv, myriad_double_complex* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  return getrs_vbatched_max_nocheck<std::complex<double>>(
      queue, trans, n, nrhs, A, lda, ipiv, B, ldb, batch, max_n, max_nrhs);
}
myriad_status_t myriad_sgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     float* const* A, int lda, int* const* ipiv,
                                     float* const* B, int ldb, int* info,
                                     int batch) {
  return gesv_batched<float>(queue, n, nrhs, A, lda, ipiv, B, ldb, info, batch);
}
myriad_status_t myriad_sgesv_batched_strided(myriad_queue_t queue, int n,
                                             int nrhs, float* A, int lda,
                                             int64_t stride_a, int* ipiv,
                                             int64_t stride_ipiv, float* B,
                                             int ldb, int64_t stride_b,
                                             int* info, int batch) {
  return gesv_batched_strided<float>(queue, n, nrhs, A, lda, stride_a, ipiv,
                                     stride_ipiv, B, ldb, stride_b, info,
                                     batch);
}
myriad_status_t myriad_sgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs, float* const* A,
                                      const int* lda, int* const* ipiv,
                                      float* const* B, const int* ldb,
                                      int* info, int batch) {
  return gesv_vbatched<float>(queue, n, nrhs, A, lda, ipiv, B, ldb, info,
                              batch);
}
myriad_status_t myriad_sgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, float* const* A,
    const int* lda, int* const* ipiv, float* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs) {
  return gesv_vbatched_max_nocheck<float>(queue, n, nrhs, A, lda, ipiv, B, ldb,
                                          info, batch, max_n, max_nrhs);
}
myriad_status_t myriad_dgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     double* const* A, int lda,
                                     int* const* ipiv, double* const* B,
                                     int ldb, int* info, int batch) {
  return gesv_batched<double>(queue, n, nrhs, A, lda, ipiv, B, ldb, info,
                              batch);
}
myriad_status_t myriad_dgesv_batched_strided(myriad_queue_t queue, int n,
                                             int nrhs, double* A, int lda,
                                             int64_t stride_a, int* ipiv,
                                             int64_t stride_ipiv, double* B,
                                             int ldb, int64_t stride_b,
                                             int* info, int batch) {
  return gesv_batched_strided<double>(queue, n, nrhs, A, lda, stride_a, ipiv,
                                      stride_ipiv, B, ldb, stride_b, info,
                                      batch);
}
myriad_status_t myriad_dgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs, double* const* A,
                                      const int* lda, int* const* ipiv,
                                      double* const* B, const int* ldb,
                                      int* info, int batch) {
  return gesv_vbatched<double>(queue, n, nrhs, A, lda, ipiv, B, ldb, info,
                               batch);
}
myriad_status_t myriad_dgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, double* const* A,
    const int* lda, int* const* ipiv, double* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs) {
  return gesv_vbatched_max_nocheck<double>(queue, n, nrhs, A, lda, ipiv, B, ldb,
                                           info, batch, max_n, max_nrhs);
}
myriad_status_t myriad_cgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     myriad_float_complex* const* A, int lda,
                                     int* const* ipiv,
                                     myriad_float_complex* const* B, int ldb,
                                     int* info, int batch) {
  return gesv_batched<std::complex<float>>(queue, n, nrhs, A, lda, ipiv, B, ldb,
                                           info, batch);
}
myriad_status_t myriad_cgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_float_complex* A, int lda,
    int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_float_complex* B,
    int ldb, int64_t stride_b, int* info, int batch) {
  return gesv_batched_strided<std::complex<float>>(
      queue, n, nrhs, A, lda, stride_a, ipiv, stride_ipiv, B, ldb, stride_b,
      info, batch);
}
myriad_status_t myriad_cgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs,
                                      myriad_float_complex* const* A,
                                      const int* lda, int* const* ipiv,
                                      myriad_float_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  return gesv_vbatched<std::complex<float>>(queue, n, nrhs, A, lda, ipiv, B,
                                            ldb, info, batch);
}
myriad_status_t myriad_cgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs,
    myriad_float_complex* const* A, const int* lda, int* const* ipiv,
    myriad_float_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  return gesv_vbatched_max_nocheck<std::complex<float>>(
      queue, n, nrhs, A, lda, ipiv, B, ldb, info, batch, max_n, max_nrhs);
}
myriad_status_t myriad_zgesv_batched(myriad_queue_t queue, int n, int nrhs,
                                     myriad_double_complex* const* A, int lda,
                                     int* const* ipiv,
                                     myriad_double_complex* const* B, int ldb,
                                     int* info, int batch) {
  return gesv_batched<std::complex<double>>(queue, n, nrhs, A, lda, ipiv, B,
                                            ldb, info, batch);
}
myriad_status_t myriad_zgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_double_complex* A, int lda,
    int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_double_complex* B,
    int ldb, int64_t stride_b, int* info, int batch) {
  return gesv_batched_strided<std::complex<double>>(
      queue, n, nrhs, A, lda, stride_a, ipiv, stride_ipiv, B, ldb, stride_b,
      info, batch);
}
myriad_status_t myriad_zgesv_vbatched(myriad_queue_t queue, const int* n,
                                      const int* nrhs,
                                      myriad_double_complex* const* A,
                                      const int* lda, int* const* ipiv,
                                      myriad_double_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  return gesv_vbatched<std::complex<double>>(queue, n, nrhs, A, lda, ipiv, B,
                                             ldb, info, batch);
}
myriad_status_t myriad_zgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs,
    myriad_double_complex* const* A, const int* lda, int* const* ipiv,
    myriad_double_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  return gesv_vbatched_max_nocheck<std::complex<double>>(
      queue, n, nrhs, A, lda, ipiv, B, ldb, info, batch, max_n, max_nrhs);
}
myriad_status_t myriad_slaswp_batched(myriad_queue_t queue, int n,
                                      float* const* A, int lda, int k1, int k2,
                                      int const* const* ipiv, int incx,
                                      int batch) {
  return laswp_batched<float>(queue, n, A, lda, k1, k2, ipiv, incx, batch);
}
myriad_status_t myriad_slaswp_batched_strided(
    myriad_queue_t queue, int n, float* A, int lda, int64_t stride_a, int k1,
    int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch) {
  return laswp_batched_strided<float>(queue, n, A, lda, stride_a, k1, k2, ipiv,
                                      stride_ipiv, incx, batch);
}
myriad_status_t myriad_slaswp_vbatched(myriad_queue_t queue, const int* n,
                                       float* const* A, const int* lda, int k1,
                                       int k2, int const* const* ipiv, int incx,
                                       int batch) {
  return laswp_vbatched<float>(queue, n, A, lda, k1, k2, ipiv, incx, batch);
}
myriad_status_t myriad_slaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, float* const* A, const int* lda, int k1,
    int k2, int const* const* ipiv, int incx, int batch, int max_n,
    int max_lda) {
  return laswp_vbatched_max_nocheck<float>(queue, n, A, lda, k1, k2, ipiv, incx,
                                           batch, max_n, max_lda);
}
myriad_status_t myriad_dlaswp_batched(myriad_queue_t queue, int n,
                                      double* const* A, int lda, int k1, int k2,
                                      int const* const* ipiv, int incx,
                                      int batch) {
  return laswp_batched<double>(queue, n, A, lda, k1, k2, ipiv, incx, batch);
}
myriad_status_t myriad_dlaswp_batched_strided(
    myriad_queue_t queue, int n, double* A, int lda, int64_t stride_a, int k1,
    int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch) {
  return laswp_batched_strided<double>(queue, n, A, lda, stride_a, k1, k2, ipiv,
                                       stride_ipiv, incx, batch);
}
myriad_status_t myriad_dlaswp_vbatched(myriad_queue_t queue, const int* n,
                                       double* const* A, const int* lda, int k1,
                                       int k2, int const* const* ipiv, int incx,
                                       int batch) {
  return laswp_vbatched<double>(queue, n, A, lda, k1, k2, ipiv, incx, batch);
}
myriad_status_t myriad_dlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, double* const* A, const int* lda,
    int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n,
    int max_lda) {
  return laswp_vbatched_max_nocheck<double>(queue, n, A, lda, k1, k2, ipiv,
                                            incx, batch, max_n, max_lda);
}
myriad_status_t myriad_claswp_batched(myriad_queue_t queue, int n,
                                      myriad_float_complex* const* A, int lda,
                                      int k1, int k2, int const* const* ipiv,
                                      int incx, int batch) {
  return laswp_batched<std::complex<float>>(queue, n, A, lda, k1, k2, ipiv,
                                            incx, batch);
}
myriad_status_t myriad_claswp_batched_strided(myriad_queue_t queue, int n,
                                              myriad_float_complex* A, int lda,
                                              int64_t stride_a, int k1, int k2,
                                              const int* ipiv,
                                              int64_t stride_ipiv, int incx,
                                              int batch) {
  return laswp_batched_strided<std::complex<float>>(
      queue, n, A, lda, stride_a, k1, k2, ipiv, stride_ipiv, incx, batch);
}
myriad_status_t myriad_claswp_vbatched(myriad_queue_t queue, const int* n,
                                       myriad_float_complex* const* A,
                                       const int* lda, int k1, int k2,
                                       int const* const* ipiv, int incx,
                                       int batch) {
  return laswp_vbatched<std::complex<float>>(queue, n, A, lda, k1, k2, ipiv,
                                             incx, batch);
}
myriad_status_t myriad_claswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_float_complex* const* A,
    const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch,
    int max_n, int max_lda) {
  return laswp_vbatched_max_nocheck<std::complex<float>>(
      queue, n, A, lda, k1, k2, ipiv, incx, batch, max_n, max_lda);
}
myriad_status_t myriad_zlaswp_batched(myriad_queue_t queue, int n,
                                      myriad_double_complex* const* A, int lda,
                                      int k1, int k2, int const* const* ipiv,
                                      int incx, int batch) {
  return laswp_batched<std::complex<double>>(queue, n, A, lda, k1, k2, ipiv,
                                             incx, batch);
}
myriad_status_t myriad_zlaswp_batched_strided(myriad_queue_t queue, int n,
                                              myriad_double_complex* A, int lda,
                                              int64_t stride_a, int k1, int k2,
                                              const int* ipiv,
                                              int64_t stride_ipiv, int incx,
                                              int batch) {
  return laswp_batched_strided<std::complex<double>>(
      queue, n, A, lda, stride_a, k1, k2, ipiv, stride_ipiv, incx, batch);
}
myriad_status_t myriad_zlaswp_vbatched(myriad_queue_t queue, const int* n,
                                       myriad_double_complex* const* A,
                                       const int* lda, int k1, int k2,
                                       int const* const* ipiv, int incx,
                                       int batch) {
  return laswp_vbatched<std::complex<double>>(queue, n, A, lda, k1, k2, ipiv,
                                              incx, batch);
}
myriad_status_t myriad_zlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_double_complex* const* A,
    const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch,
    int max_n, int max_lda) {
  return laswp_vbatched_max_nocheck<std::complex<double>>(
      queue, n, A, lda, k1, k2, ipiv, incx, batch, max_n, max_lda);
}

}  // extern "C"
