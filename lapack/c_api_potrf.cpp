// C interface: batched Cholesky (include/myriad/c/potrf.h), forwarding to
// myriad::potrf, potrs, posv. One template per routine and batch kind; the
// per-precision functions below only name their types.
#include <complex>

#include "core/c_queue.hpp"
#include "myriad.h"
#include "myriad/potrf.hpp"

namespace myriad::detail {
namespace {

/// C scalar type -> C++ scalar type.
template <class C>
struct CppScalar {
  using type = C;
};
template <>
struct CppScalar<myriad_float_complex> {
  using type = std::complex<float>;
};
template <>
struct CppScalar<myriad_double_complex> {
  using type = std::complex<double>;
};
template <class C>
using cpp_t = typename CppScalar<C>::type;

template <class C>
cpp_t<C>* cpp(C* p) {
  return reinterpret_cast<cpp_t<C>*>(p);
}
template <class C>
const cpp_t<C>* cpp(const C* p) {
  return reinterpret_cast<const cpp_t<C>*>(p);
}
template <class C>
cpp_t<C>* const* cpp(C* const* p) {
  return reinterpret_cast<cpp_t<C>* const*>(p);
}
template <class C>
const cpp_t<C>* const* cpp(const C* const* p) {
  return reinterpret_cast<const cpp_t<C>* const*>(p);
}

template <class T>
myriad_status_t c_potrf(myriad_queue_t q, char uplo, const MatrixBatch<T>& A,
                        int* info, Check check) {
  if (!q) return c_null_queue();
  return c_status(q, potrf<T>(q->queue, c_uplo(uplo), A, info, check));
}
template <class T>
myriad_status_t c_potrs(myriad_queue_t q, char uplo,
                        const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                        Check check) {
  if (!q) return c_null_queue();
  return c_status(q, potrs<T>(q->queue, c_uplo(uplo), A, B, check));
}
template <class T>
myriad_status_t c_posv(myriad_queue_t q, char uplo, const MatrixBatch<T>& A,
                       const MatrixBatch<T>& B, int* info, Check check) {
  if (!q) return c_null_queue();
  return c_status(q, posv<T>(q->queue, c_uplo(uplo), A, B, info, check));
}

// ---- potrf
// ----------------------------------------------------------------------
template <class C>
myriad_status_t potrf_batched(myriad_queue_t q, char uplo, int n, C* const* A,
                              int lda, int* info, int batch) {
  using T = cpp_t<C>;
  return c_potrf<T>(q, uplo, MatrixBatch<T>::pointers(n, n, cpp(A), lda, batch),
                    info, Check::Full);
}
template <class C>
myriad_status_t potrf_strided(myriad_queue_t q, char uplo, int n, C* A, int lda,
                              int64_t stride_a, int* info, int batch) {
  using T = cpp_t<C>;
  return c_potrf<T>(q, uplo,
                    MatrixBatch<T>::strided(n, n, cpp(A), lda, stride_a, batch),
                    info, Check::Full);
}
/// max_n < 0: unknown (the check pass computes it).
template <class C>
myriad_status_t potrf_vbatched(myriad_queue_t q, char uplo, const int* n,
                               C* const* A, const int* lda, int* info,
                               int batch, int max_n, Check check) {
  using T = cpp_t<C>;
  return c_potrf<T>(
      q, uplo, MatrixBatch<T>::variable(n, n, cpp(A), lda, batch, max_n, max_n),
      info, check);
}
template <class C>
size_t potrf_ws(myriad_queue_t q, int max_n, int batch) {
  using T = cpp_t<C>;
  if (!q) return 0;
  static const int dummy = 0;
  return potrf_workspace<T>(
      q->queue, MatrixBatch<T>::variable(&dummy, &dummy, nullptr, &dummy, batch,
                                         max_n, max_n));
}

// ---- potrs
// ----------------------------------------------------------------------
template <class C>
myriad_status_t potrs_batched(myriad_queue_t q, char uplo, int n, int nrhs,
                              const C* const* A, int lda, C* const* B, int ldb,
                              int batch) {
  using T = cpp_t<C>;
  return c_potrs<T>(
      q, uplo, MatrixBatch<const T>::pointers(n, n, cpp(A), lda, batch),
      MatrixBatch<T>::pointers(n, nrhs, cpp(B), ldb, batch), Check::Full);
}
template <class C>
myriad_status_t potrs_strided(myriad_queue_t q, char uplo, int n, int nrhs,
                              const C* A, int lda, int64_t stride_a, C* B,
                              int ldb, int64_t stride_b, int batch) {
  using T = cpp_t<C>;
  return c_potrs<T>(
      q, uplo,
      MatrixBatch<const T>::strided(n, n, cpp(A), lda, stride_a, batch),
      MatrixBatch<T>::strided(n, nrhs, cpp(B), ldb, stride_b, batch),
      Check::Full);
}
template <class C>
myriad_status_t potrs_vbatched(myriad_queue_t q, char uplo, const int* n,
                               const int* nrhs, const C* const* A,
                               const int* lda, C* const* B, const int* ldb,
                               int batch, int max_n, int max_nrhs,
                               Check check) {
  using T = cpp_t<C>;
  return c_potrs<T>(
      q, uplo,
      MatrixBatch<const T>::variable(n, n, cpp(A), lda, batch, max_n, max_n),
      MatrixBatch<T>::variable(n, nrhs, cpp(B), ldb, batch, max_n, max_nrhs),
      check);
}

// ---- posv
// -----------------------------------------------------------------------
template <class C>
myriad_status_t posv_batched(myriad_queue_t q, char uplo, int n, int nrhs,
                             C* const* A, int lda, C* const* B, int ldb,
                             int* info, int batch) {
  using T = cpp_t<C>;
  return c_posv<T>(q, uplo, MatrixBatch<T>::pointers(n, n, cpp(A), lda, batch),
                   MatrixBatch<T>::pointers(n, nrhs, cpp(B), ldb, batch), info,
                   Check::Full);
}
template <class C>
myriad_status_t posv_strided(myriad_queue_t q, char uplo, int n, int nrhs, C* A,
                             int lda, int64_t stride_a, C* B, int ldb,
                             int64_t stride_b, int* info, int batch) {
  using T = cpp_t<C>;
  return c_posv<T>(
      q, uplo, MatrixBatch<T>::strided(n, n, cpp(A), lda, stride_a, batch),
      MatrixBatch<T>::strided(n, nrhs, cpp(B), ldb, stride_b, batch), info,
      Check::Full);
}
template <class C>
myriad_status_t posv_vbatched(myriad_queue_t q, char uplo, const int* n,
                              const int* nrhs, C* const* A, const int* lda,
                              C* const* B, const int* ldb, int* info, int batch,
                              int max_n, int max_nrhs, Check check) {
  using T = cpp_t<C>;
  return c_posv<T>(
      q, uplo, MatrixBatch<T>::variable(n, n, cpp(A), lda, batch, max_n, max_n),
      MatrixBatch<T>::variable(n, nrhs, cpp(B), ldb, batch, max_n, max_nrhs),
      info, check);
}
template <class C>
size_t posv_ws(myriad_queue_t q, int batch) {
  using T = cpp_t<C>;
  if (!q) return 0;
  static const int dummy = 0;
  const auto d =
      MatrixBatch<T>::variable(&dummy, &dummy, nullptr, &dummy, batch);
  return posv_workspace<T>(q->queue, d, d);
}

}  // namespace
}  // namespace myriad::detail

using namespace myriad::detail;  // NOLINT: the C functions only forward
using myriad::Check;

extern "C" {

// ---- s: float ----
myriad_status_t myriad_spotrf_batched(myriad_queue_t queue, char uplo, int n,
                                      float* const* A, int lda, int* info,
                                      int batch) {
  return potrf_batched(queue, uplo, n, A, lda, info, batch);
}
myriad_status_t myriad_spotrf_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, float* A, int lda,
                                              int64_t stride_a, int* info,
                                              int batch) {
  return potrf_strided(queue, uplo, n, A, lda, stride_a, info, batch);
}
myriad_status_t myriad_spotrf_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, float* const* A,
                                       const int* lda, int* info, int batch) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, -1, Check::Full);
}
myriad_status_t myriad_spotrf_vbatched_max_nocheck(myriad_queue_t queue,
                                                   char uplo, const int* n,
                                                   float* const* A,
                                                   const int* lda, int* info,
                                                   int batch, int max_n) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, max_n,
                        Check::None);
}
size_t myriad_spotrf_workspace(myriad_queue_t queue, int max_n, int batch) {
  return potrf_ws<float>(queue, max_n, batch);
}
myriad_status_t myriad_spotrs_batched(myriad_queue_t queue, char uplo, int n,
                                      int nrhs, float const* const* A, int lda,
                                      float* const* B, int ldb, int batch) {
  return potrs_batched(queue, uplo, n, nrhs, A, lda, B, ldb, batch);
}
myriad_status_t myriad_spotrs_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, int nrhs, const float* A,
                                              int lda, int64_t stride_a,
                                              float* B, int ldb,
                                              int64_t stride_b, int batch) {
  return potrs_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                       batch);
}
myriad_status_t myriad_spotrs_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, const int* nrhs,
                                       float const* const* A, const int* lda,
                                       float* const* B, const int* ldb,
                                       int batch) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, -1, -1,
                        Check::Full);
}
myriad_status_t myriad_spotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float const* const* A, const int* lda, float* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, max_n,
                        max_nrhs, Check::None);
}
myriad_status_t myriad_sposv_batched(myriad_queue_t queue, char uplo, int n,
                                     int nrhs, float* const* A, int lda,
                                     float* const* B, int ldb, int* info,
                                     int batch) {
  return posv_batched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch);
}
myriad_status_t myriad_sposv_batched_strided(myriad_queue_t queue, char uplo,
                                             int n, int nrhs, float* A, int lda,
                                             int64_t stride_a, float* B,
                                             int ldb, int64_t stride_b,
                                             int* info, int batch) {
  return posv_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                      info, batch);
}
myriad_status_t myriad_sposv_vbatched(myriad_queue_t queue, char uplo,
                                      const int* n, const int* nrhs,
                                      float* const* A, const int* lda,
                                      float* const* B, const int* ldb,
                                      int* info, int batch) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, -1,
                       -1, Check::Full);
}
myriad_status_t myriad_sposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float* const* A, const int* lda, float* const* B, const int* ldb, int* info,
    int batch, int max_n, int max_nrhs) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, max_n,
                       max_nrhs, Check::None);
}
size_t myriad_sposv_workspace(myriad_queue_t queue, int batch) {
  return posv_ws<float>(queue, batch);
}

// ---- d: double ----
myriad_status_t myriad_dpotrf_batched(myriad_queue_t queue, char uplo, int n,
                                      double* const* A, int lda, int* info,
                                      int batch) {
  return potrf_batched(queue, uplo, n, A, lda, info, batch);
}
myriad_status_t myriad_dpotrf_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, double* A, int lda,
                                              int64_t stride_a, int* info,
                                              int batch) {
  return potrf_strided(queue, uplo, n, A, lda, stride_a, info, batch);
}
myriad_status_t myriad_dpotrf_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, double* const* A,
                                       const int* lda, int* info, int batch) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, -1, Check::Full);
}
myriad_status_t myriad_dpotrf_vbatched_max_nocheck(myriad_queue_t queue,
                                                   char uplo, const int* n,
                                                   double* const* A,
                                                   const int* lda, int* info,
                                                   int batch, int max_n) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, max_n,
                        Check::None);
}
size_t myriad_dpotrf_workspace(myriad_queue_t queue, int max_n, int batch) {
  return potrf_ws<double>(queue, max_n, batch);
}
myriad_status_t myriad_dpotrs_batched(myriad_queue_t queue, char uplo, int n,
                                      int nrhs, double const* const* A, int lda,
                                      double* const* B, int ldb, int batch) {
  return potrs_batched(queue, uplo, n, nrhs, A, lda, B, ldb, batch);
}
myriad_status_t myriad_dpotrs_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, int nrhs, const double* A,
                                              int lda, int64_t stride_a,
                                              double* B, int ldb,
                                              int64_t stride_b, int batch) {
  return potrs_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                       batch);
}
myriad_status_t myriad_dpotrs_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, const int* nrhs,
                                       double const* const* A, const int* lda,
                                       double* const* B, const int* ldb,
                                       int batch) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, -1, -1,
                        Check::Full);
}
myriad_status_t myriad_dpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double const* const* A, const int* lda, double* const* B, const int* ldb,
    int batch, int max_n, int max_nrhs) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, max_n,
                        max_nrhs, Check::None);
}
myriad_status_t myriad_dposv_batched(myriad_queue_t queue, char uplo, int n,
                                     int nrhs, double* const* A, int lda,
                                     double* const* B, int ldb, int* info,
                                     int batch) {
  return posv_batched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch);
}
myriad_status_t myriad_dposv_batched_strided(myriad_queue_t queue, char uplo,
                                             int n, int nrhs, double* A,
                                             int lda, int64_t stride_a,
                                             double* B, int ldb,
                                             int64_t stride_b, int* info,
                                             int batch) {
  return posv_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                      info, batch);
}
myriad_status_t myriad_dposv_vbatched(myriad_queue_t queue, char uplo,
                                      const int* n, const int* nrhs,
                                      double* const* A, const int* lda,
                                      double* const* B, const int* ldb,
                                      int* info, int batch) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, -1,
                       -1, Check::Full);
}
myriad_status_t myriad_dposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double* const* A, const int* lda, double* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, max_n,
                       max_nrhs, Check::None);
}
size_t myriad_dposv_workspace(myriad_queue_t queue, int batch) {
  return posv_ws<double>(queue, batch);
}

// ---- c: myriad_float_complex ----
myriad_status_t myriad_cpotrf_batched(myriad_queue_t queue, char uplo, int n,
                                      myriad_float_complex* const* A, int lda,
                                      int* info, int batch) {
  return potrf_batched(queue, uplo, n, A, lda, info, batch);
}
myriad_status_t myriad_cpotrf_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, myriad_float_complex* A,
                                              int lda, int64_t stride_a,
                                              int* info, int batch) {
  return potrf_strided(queue, uplo, n, A, lda, stride_a, info, batch);
}
myriad_status_t myriad_cpotrf_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n,
                                       myriad_float_complex* const* A,
                                       const int* lda, int* info, int batch) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, -1, Check::Full);
}
myriad_status_t myriad_cpotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n,
    myriad_float_complex* const* A, const int* lda, int* info, int batch,
    int max_n) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, max_n,
                        Check::None);
}
size_t myriad_cpotrf_workspace(myriad_queue_t queue, int max_n, int batch) {
  return potrf_ws<myriad_float_complex>(queue, max_n, batch);
}
myriad_status_t myriad_cpotrs_batched(myriad_queue_t queue, char uplo, int n,
                                      int nrhs,
                                      myriad_float_complex const* const* A,
                                      int lda, myriad_float_complex* const* B,
                                      int ldb, int batch) {
  return potrs_batched(queue, uplo, n, nrhs, A, lda, B, ldb, batch);
}
myriad_status_t myriad_cpotrs_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, int nrhs,
                                              const myriad_float_complex* A,
                                              int lda, int64_t stride_a,
                                              myriad_float_complex* B, int ldb,
                                              int64_t stride_b, int batch) {
  return potrs_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                       batch);
}
myriad_status_t myriad_cpotrs_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, const int* nrhs,
                                       myriad_float_complex const* const* A,
                                       const int* lda,
                                       myriad_float_complex* const* B,
                                       const int* ldb, int batch) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, -1, -1,
                        Check::Full);
}
myriad_status_t myriad_cpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int batch, int max_n,
    int max_nrhs) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, max_n,
                        max_nrhs, Check::None);
}
myriad_status_t myriad_cposv_batched(myriad_queue_t queue, char uplo, int n,
                                     int nrhs, myriad_float_complex* const* A,
                                     int lda, myriad_float_complex* const* B,
                                     int ldb, int* info, int batch) {
  return posv_batched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch);
}
myriad_status_t myriad_cposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_float_complex* A,
    int lda, int64_t stride_a, myriad_float_complex* B, int ldb,
    int64_t stride_b, int* info, int batch) {
  return posv_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                      info, batch);
}
myriad_status_t myriad_cposv_vbatched(myriad_queue_t queue, char uplo,
                                      const int* n, const int* nrhs,
                                      myriad_float_complex* const* A,
                                      const int* lda,
                                      myriad_float_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, -1,
                       -1, Check::Full);
}
myriad_status_t myriad_cposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex* const* A, const int* lda,
    myriad_float_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, max_n,
                       max_nrhs, Check::None);
}
size_t myriad_cposv_workspace(myriad_queue_t queue, int batch) {
  return posv_ws<myriad_float_complex>(queue, batch);
}

// ---- z: myriad_double_complex ----
myriad_status_t myriad_zpotrf_batched(myriad_queue_t queue, char uplo, int n,
                                      myriad_double_complex* const* A, int lda,
                                      int* info, int batch) {
  return potrf_batched(queue, uplo, n, A, lda, info, batch);
}
myriad_status_t myriad_zpotrf_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, myriad_double_complex* A,
                                              int lda, int64_t stride_a,
                                              int* info, int batch) {
  return potrf_strided(queue, uplo, n, A, lda, stride_a, info, batch);
}
myriad_status_t myriad_zpotrf_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n,
                                       myriad_double_complex* const* A,
                                       const int* lda, int* info, int batch) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, -1, Check::Full);
}
myriad_status_t myriad_zpotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n,
    myriad_double_complex* const* A, const int* lda, int* info, int batch,
    int max_n) {
  return potrf_vbatched(queue, uplo, n, A, lda, info, batch, max_n,
                        Check::None);
}
size_t myriad_zpotrf_workspace(myriad_queue_t queue, int max_n, int batch) {
  return potrf_ws<myriad_double_complex>(queue, max_n, batch);
}
myriad_status_t myriad_zpotrs_batched(myriad_queue_t queue, char uplo, int n,
                                      int nrhs,
                                      myriad_double_complex const* const* A,
                                      int lda, myriad_double_complex* const* B,
                                      int ldb, int batch) {
  return potrs_batched(queue, uplo, n, nrhs, A, lda, B, ldb, batch);
}
myriad_status_t myriad_zpotrs_batched_strided(myriad_queue_t queue, char uplo,
                                              int n, int nrhs,
                                              const myriad_double_complex* A,
                                              int lda, int64_t stride_a,
                                              myriad_double_complex* B, int ldb,
                                              int64_t stride_b, int batch) {
  return potrs_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                       batch);
}
myriad_status_t myriad_zpotrs_vbatched(myriad_queue_t queue, char uplo,
                                       const int* n, const int* nrhs,
                                       myriad_double_complex const* const* A,
                                       const int* lda,
                                       myriad_double_complex* const* B,
                                       const int* ldb, int batch) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, -1, -1,
                        Check::Full);
}
myriad_status_t myriad_zpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int batch, int max_n,
    int max_nrhs) {
  return potrs_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, batch, max_n,
                        max_nrhs, Check::None);
}
myriad_status_t myriad_zposv_batched(myriad_queue_t queue, char uplo, int n,
                                     int nrhs, myriad_double_complex* const* A,
                                     int lda, myriad_double_complex* const* B,
                                     int ldb, int* info, int batch) {
  return posv_batched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch);
}
myriad_status_t myriad_zposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_double_complex* A,
    int lda, int64_t stride_a, myriad_double_complex* B, int ldb,
    int64_t stride_b, int* info, int batch) {
  return posv_strided(queue, uplo, n, nrhs, A, lda, stride_a, B, ldb, stride_b,
                      info, batch);
}
myriad_status_t myriad_zposv_vbatched(myriad_queue_t queue, char uplo,
                                      const int* n, const int* nrhs,
                                      myriad_double_complex* const* A,
                                      const int* lda,
                                      myriad_double_complex* const* B,
                                      const int* ldb, int* info, int batch) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, -1,
                       -1, Check::Full);
}
myriad_status_t myriad_zposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex* const* A, const int* lda,
    myriad_double_complex* const* B, const int* ldb, int* info, int batch,
    int max_n, int max_nrhs) {
  return posv_vbatched(queue, uplo, n, nrhs, A, lda, B, ldb, info, batch, max_n,
                       max_nrhs, Check::None);
}
size_t myriad_zposv_workspace(myriad_queue_t queue, int batch) {
  return posv_ws<myriad_double_complex>(queue, batch);
}

}  // extern "C"
