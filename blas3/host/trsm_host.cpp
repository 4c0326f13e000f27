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
#include "blas3/tri_partition.hpp"

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

/// One column-major matrix as tri_partition sees it.
template <class T>
struct TriHostView {
  T* p;
  int ld, m, n;
  int max_rows() const { return m; }
  int max_cols() const { return n; }
  TriHostView sub(int i, int j, int rows, int cols) const {
    return {p + i + static_cast<std::int64_t>(j) * ld, ld, rows, cols};
  }
};

/// One TRSM with B = X (m x n): trsm_driver.hpp's recursion run per matrix,
/// split by tri_partition down to own-loop leaves of order <= kTriOwnMax,
/// with the updates through BLAS GEMM. One matrix at a time keeps its
/// pieces in cache between the steps, where the batched recursion streams
/// the whole batch through memory once per step.
template <class T>
void tri_solve_blocked(TriOwnFn<T> own, const TriOpts& o, const TriTuning& t,
                       T alpha, const TriHostView<const T>& A,
                       const TriHostView<T>& X) {
  const bool left = o.side == Side::Left;
  const int r = left ? X.m : X.n;
  if (r <= kTriOwnMax) {
    tri_own(own, TriKind::Solve, o, t, alpha, A.p, A.ld, X.p, X.ld, r,
            left ? X.n : X.m);
    return;
  }
  // Halves rounded up to whole leaves, so every leaf but the last is full.
  const auto p = tri_partition(o, A, X, r, tri_split_point(r, kTriOwnMax));
  // The half solved first and the one it updates, as in trsm_driver.
  const auto& A_first = p.block1_first ? p.A11 : p.A22;
  const auto& A_second = p.block1_first ? p.A22 : p.A11;
  const auto& X_first = p.block1_first ? p.B1 : p.B2;
  const auto& B_second = p.block1_first ? p.B2 : p.B1;
  tri_solve_blocked(own, o, t, alpha, A_first, X_first);
  if (left)
    blas_gemm(o.trans, Op::NoTrans, B_second.m, B_second.n, X_first.m, T(-1),
              p.Aoff.p, p.Aoff.ld, X_first.p, X_first.ld, alpha, B_second.p,
              B_second.ld);
  else
    blas_gemm(Op::NoTrans, o.trans, B_second.m, B_second.n, X_first.n, T(-1),
              X_first.p, X_first.ld, p.Aoff.p, p.Aoff.ld, alpha, B_second.p,
              B_second.ld);
  tri_solve_blocked(own, o, t, T(1), A_second, B_second);
}

/// One matrix, as the table's row says: the own loops up to kTriOwnMax, a
/// solve by the per-matrix recursion below blas_from unless its few vectors
/// go to the host's narrow leaf (OpenBLAS, see TriTuning), else OpenBLAS.
template <class T>
void tri_one(TriOwnFn<T> own, TriKind kind, const TriOpts& o,
             const TriTuning& t, T alpha, const T* A, int lda, T* B, int ldb,
             int m, int n) {
  const bool left = o.side == Side::Left;
  const int r = left ? m : n, vectors = left ? n : m;
  const bool narrow = vectors <= t.narrow_vectors && r <= t.narrow_order;
  if (r <= kTriOwnMax && r < t.blas_from)
    tri_own(own, kind, o, t, alpha, A, lda, B, ldb, r, vectors);
  else if (kind == TriKind::Solve && r < t.blas_from && !narrow)
    tri_solve_blocked(own, o, t, alpha, TriHostView<const T>{A, lda, r, r},
                      TriHostView<T>{B, ldb, m, n});
  else
    blas_tri(kind, o, m, n, alpha, A, lda, B, ldb);
}

}  // namespace

template <class T>
Status tri_leaf_host(Queue::Impl& q, TriKind kind, const TriOpts& o,
                     const TriTuning& t, T alpha, const MatrixBatch<const T>& A,
                     const MatrixBatch<T>& B) {
  const int count = B.count();
  const int threads = q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
  static const TriOwnFn<T> own = select_tri_own<T>();
  BlasSingleThread single_threaded_blas;
#pragma omp parallel for num_threads(threads) schedule(guided)
  for (int b = 0; b < count; ++b) {
    if (!tri_leaf_ok(o, b, A, B, t.leaf)) continue;
    const int m = B.rows(b), n = B.cols(b);
    if (m == 0 || n == 0) continue;
    tri_one(own, kind, o, t, alpha, A.data(b), A.ld(b), B.data(b), B.ld(b), m,
            n);
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
