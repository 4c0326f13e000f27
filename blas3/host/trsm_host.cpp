// TRSM and TRMM, host backend: the leaf kernels the recursive drivers end in
// (an OpenMP loop over the batch; Myriad's own loops for small triangles,
// tri_own.hpp, OpenBLAS per matrix above the table's blas_from), and the
// argument-check pass over variable-size batches.
#include <omp.h>

#include <algorithm>
#include <complex>
#include <cstdint>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/tri_own.hpp"
#include "blas3/tri_backend.hpp"

namespace myriad::detail {
namespace {

// ---- OpenBLAS per matrix --------------------------------------------------
CBLAS_SIDE cblas_side(Side s) {
  return s == Side::Left ? CblasLeft : CblasRight;
}
CBLAS_UPLO cblas_uplo(Uplo u) {
  return u == Uplo::Lower ? CblasLower : CblasUpper;
}
CBLAS_DIAG cblas_diag(Diag d) {
  return d == Diag::Unit ? CblasUnit : CblasNonUnit;
}

// One matrix through CBLAS (real scalars by value, complex by address).
void blas_tri(TriKind kind, const TriOpts& o, int m, int n, float alpha,
              const float* A, int lda, float* B, int ldb) {
  if (kind == TriKind::Solve)
    cblas_strsm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, alpha, A, lda, B,
                ldb);
  else
    cblas_strmm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, alpha, A, lda, B,
                ldb);
}
void blas_tri(TriKind kind, const TriOpts& o, int m, int n, double alpha,
              const double* A, int lda, double* B, int ldb) {
  if (kind == TriKind::Solve)
    cblas_dtrsm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, alpha, A, lda, B,
                ldb);
  else
    cblas_dtrmm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, alpha, A, lda, B,
                ldb);
}
void blas_tri(TriKind kind, const TriOpts& o, int m, int n,
              std::complex<float> alpha, const std::complex<float>* A, int lda,
              std::complex<float>* B, int ldb) {
  if (kind == TriKind::Solve)
    cblas_ctrsm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, &alpha, A, lda, B,
                ldb);
  else
    cblas_ctrmm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, &alpha, A, lda, B,
                ldb);
}
void blas_tri(TriKind kind, const TriOpts& o, int m, int n,
              std::complex<double> alpha, const std::complex<double>* A,
              int lda, std::complex<double>* B, int ldb) {
  if (kind == TriKind::Solve)
    cblas_ztrsm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, &alpha, A, lda, B,
                ldb);
  else
    cblas_ztrmm(CblasColMajor, cblas_side(o.side), cblas_uplo(o.uplo),
                cblas_op(o.trans), cblas_diag(o.diag), m, n, &alpha, A, lda, B,
                ldb);
}

// ---- Myriad's own loops for small triangles (tri_own.hpp) ----------------
template <class R>
R conj_if(R x, bool) {
  return x;
}
template <class R>
std::complex<R> conj_if(std::complex<R> x, bool c) {
  return c ? std::conj(x) : x;
}

/// The own loops for the widest instruction set this CPU has.
template <class T>
TriOwnFn<T> select_tri_own() {
  return pick_host_kernel(
      [](auto isa) { return tri_own_kernel<T, decltype(isa)>(); });
}

/// One matrix of order r <= kTriOwnMax with nvec vectors (see TriLayout):
/// the triangle is copied once into M (lower, padded with the identity to a
/// multiple of kTriOwnRows, reciprocal diagonal for Solve), then the own
/// loops run on B.
template <class T>
void tri_own(TriOwnFn<T> own, TriKind kind, const TriOpts& o,
             const TriTuning& t, T alpha, const T* A, int lda, T* B, int ldb,
             int r, int nvec) {
  const TriLayout l = tri_layout(o);
  const bool unit = o.diag == Diag::Unit;
  const int rp = (r + kTriOwnRows - 1) / kTriOwnRows * kTriOwnRows;
  // tri_offset is linear in i and j: element (i, j) of M is A[at + i * di +
  // j * dj], so the copy below is a strided loop with no index arithmetic.
  const std::int64_t at = tri_offset(l, r, 0, 0, lda),
                     di = tri_offset(l, r, 1, 0, lda) - at,
                     dj = tri_offset(l, r, 1, 1, lda) - at - di;
  T M[kTriOwnMax * kTriOwnMax];  // (rp, rp), lower triangle used
  for (int j = 0; j < r; ++j) {
    const T* a = A + at + j * dj;
    T* m = M + j * rp;
    const T d = unit ? T(1) : conj_if(a[j * di], l.conj);
    m[j] = kind == TriKind::Solve ? T(1) / d : d;
    if (l.conj)
      for (int i = j + 1; i < r; ++i) m[i] = conj_if(a[i * di], true);
    else
      for (int i = j + 1; i < r; ++i) m[i] = a[i * di];
    for (int i = r; i < rp; ++i) m[i] = T(0);
  }
  for (int j = r; j < rp; ++j)
    for (int i = j; i < rp; ++i) M[i + j * rp] = T(i == j);
  const bool left = o.side == Side::Left;
  own(kind, {M, r, rp, alpha, B, left ? 1 : ldb, left ? ldb : 1, l.rev, nvec,
             t.lanes_from});
}

}  // namespace

template <class T>
Status tri_leaf_host(Queue::Impl& q, TriKind kind, const TriOpts& o,
                     const TriTuning& t, T alpha, const MatrixBatch<const T>& A,
                     const MatrixBatch<T>& B) {
  const int count = B.count();
  const int threads = q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
  const int own_below = std::min(t.blas_from, kTriOwnMax + 1);
  static const TriOwnFn<T> own = select_tri_own<T>();
  BlasSingleThread single_threaded_blas;
#pragma omp parallel for num_threads(threads) schedule(guided)
  for (int b = 0; b < count; ++b) {
    if (!tri_leaf_ok(o, b, A, B, t.leaf)) continue;
    const int m = B.rows(b), n = B.cols(b);
    if (m == 0 || n == 0) continue;
    const int r = o.side == Side::Left ? m : n;
    if (r < own_below)
      tri_own(own, kind, o, t, alpha, A.data(b), A.ld(b), B.data(b), B.ld(b), r,
              o.side == Side::Left ? n : m);
    else
      blas_tri(kind, o, m, n, alpha, A.data(b), A.ld(b), B.data(b), B.ld(b));
  }
  return {};
}

template <class T>
Status tri_check_host(Queue::Impl&, const TriOpts& o,
                      const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                      BatchCheck& out) {
  out = BatchCheck{};
  for (int b = 0; b < B.count(); ++b) {
    if (const int code = tri_validate(o, b, A, B); code != 0) {
      if (out.bad_count++ == 0) {
        out.first_bad = b;
        out.first_code = code;
      }
      continue;
    }
    out.max_m = std::max(out.max_m, B.rows(b));
    out.max_n = std::max(out.max_n, B.cols(b));
    out.max_k = std::max({out.max_k, A.rows(b), A.cols(b)});
  }
  return {};
}

// Instantiations: one block per precision.
template Status tri_leaf_host<float>(Queue::Impl&, TriKind, const TriOpts&,
                                     const TriTuning&, float,
                                     const MatrixBatch<const float>&,
                                     const MatrixBatch<float>&);
template Status tri_check_host<float>(Queue::Impl&, const TriOpts&,
                                      const MatrixBatch<const float>&,
                                      const MatrixBatch<float>&, BatchCheck&);
template Status tri_leaf_host<double>(Queue::Impl&, TriKind, const TriOpts&,
                                      const TriTuning&, double,
                                      const MatrixBatch<const double>&,
                                      const MatrixBatch<double>&);
template Status tri_check_host<double>(Queue::Impl&, const TriOpts&,
                                       const MatrixBatch<const double>&,
                                       const MatrixBatch<double>&, BatchCheck&);
template Status tri_leaf_host<std::complex<float>>(
    Queue::Impl&, TriKind, const TriOpts&, const TriTuning&,
    std::complex<float>, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&);
template Status tri_check_host<std::complex<float>>(
    Queue::Impl&, const TriOpts&, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, BatchCheck&);
template Status tri_leaf_host<std::complex<double>>(
    Queue::Impl&, TriKind, const TriOpts&, const TriTuning&,
    std::complex<double>, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&);
template Status tri_check_host<std::complex<double>>(
    Queue::Impl&, const TriOpts&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, BatchCheck&);

}  // namespace myriad::detail
