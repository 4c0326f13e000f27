// TRSM and TRMM, host backend: the leaf kernels the recursive drivers end in
// (an OpenMP loop over the batch; per matrix, Myriad's own loops for small
// triangles, tri_own.hpp, the drivers' recursion down to them with the host
// GEMM between, or OpenBLAS above the table's blas_from and for the few
// vectors of its narrow leaf), and the argument-check pass over
// variable-size batches.
#include <omp.h>

#include <algorithm>
#include <complex>
#include <cstdint>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_plan.hpp"
#include "blas3/host/one_matrix.hpp"
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
/// The own loops for the widest instruction set this CPU has.
template <class T>
TriOwnFn<T> tri_own_fn() {
  static const TriOwnFn<T> own = pick_host_kernel(
      [](auto isa) { return tri_own_kernel<T, decltype(isa)>(); });
  return own;
}

/// One matrix of order r <= tri_own_max(kind) with nvec vectors: the own loops
/// read the triangle through the layout of the options (TriLayout) and run on
/// B.
template <class T>
void tri_own(TriOwnFn<T> own, TriKind kind, const TriOpts& o,
             const TriTuning& t, T alpha, const T* A, int lda, T* B, int ldb,
             int r, int nvec) {
  const TriLayout l = tri_layout(o);
  const bool left = o.side == Side::Left;
  own(kind, {A, lda, r, l.rev, l.swap, l.conj, o.diag == Diag::Unit, alpha, B,
             left ? 1 : ldb, left ? ldb : 1, nvec, t.lanes_from});
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

/// One TRSM or TRMM on B (m x n): the drivers' recursion (trsm_driver.hpp,
/// trmm_driver.hpp) run per matrix, split by tri_partition down to own-loop
/// leaves of order <= tri_own_max(kind), with the updates through the host
/// GEMM (GemmHostPlan).
/// One matrix at a time keeps its pieces in cache between the steps, where the
/// batched recursion streams the whole batch through memory once per step.
template <class T>
void tri_blocked(TriOwnFn<T> own, TriKind kind, const TriOpts& o,
                 const TriTuning& t, T alpha, const TriHostView<const T>& A,
                 const TriHostView<T>& B) {
  const bool left = o.side == Side::Left;
  const int r = left ? B.m : B.n, own_max = tri_own_max(kind);
  if (r <= own_max) {
    tri_own(own, kind, o, t, alpha, A.p, A.ld, B.p, B.ld, r, left ? B.n : B.m);
    return;
  }
  // Halves rounded up to whole leaves, so every leaf but the last is full.
  const auto p = tri_partition(o, A, B, r, tri_split_point(r, own_max));
  // TRSM solves first the half that op(A) lets finish first, then updates
  // the other with it: B2 := alpha B2 - op(A21) X1. TRMM computes first the
  // other half, while the input it adds is still there: B2 := alpha op(A22)
  // B2 + alpha op(A21) B1 (the partition's names for op(A) block lower).
  const bool solve = kind == TriKind::Solve;
  const bool first_is_1 = p.block1_first == solve;
  const auto& A_first = first_is_1 ? p.A11 : p.A22;
  const auto& A_second = first_is_1 ? p.A22 : p.A11;
  const auto& B_first = first_is_1 ? p.B1 : p.B2;
  const auto& B_second = first_is_1 ? p.B2 : p.B1;
  // The GEMM's output and the half it reads.
  const auto& C = solve ? B_second : B_first;
  const auto& S = solve ? B_first : B_second;
  const T g_alpha = solve ? T(-1) : alpha, g_beta = solve ? alpha : T(1);
  tri_blocked(own, kind, o, t, alpha, A_first, B_first);
  if (left)
    GemmHostPlan<T>(o.trans, Op::NoTrans, g_alpha, g_beta)
        .run(C.m, C.n, S.m, p.Aoff.p, p.Aoff.ld, S.p, S.ld, C.p, C.ld);
  else
    GemmHostPlan<T>(Op::NoTrans, o.trans, g_alpha, g_beta)
        .run(C.m, C.n, S.n, S.p, S.ld, p.Aoff.p, p.Aoff.ld, C.p, C.ld);
  tri_blocked(own, kind, o, t, solve ? T(1) : alpha, A_second, B_second);
}

/// One matrix, as the table's row says: the own loops up to their order, the
/// per-matrix recursion below blas_from unless its few vectors go to the
/// host's narrow leaf (OpenBLAS, see TriTuning), else OpenBLAS.
template <class T>
void tri_one(TriOwnFn<T> own, TriKind kind, const TriOpts& o,
             const TriTuning& t, T alpha, const T* A, int lda, T* B, int ldb,
             int m, int n) {
  const bool left = o.side == Side::Left;
  const int r = left ? m : n, vectors = left ? n : m;
  const bool narrow = vectors <= t.narrow_vectors && r <= t.narrow_order;
  if (r <= tri_own_max(kind) && r < t.blas_from)
    tri_own(own, kind, o, t, alpha, A, lda, B, ldb, r, vectors);
  else if (r < t.blas_from && !narrow)
    tri_blocked(own, kind, o, t, alpha, TriHostView<const T>{A, lda, r, r},
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
  const TriOwnFn<T> own = tri_own_fn<T>();
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

template <class T>
void tri_one_matrix(TriKind kind, const TriOpts& o, T alpha, int m, int n,
                    const T* a, int lda, T* b, int ldb) {
  if (m == 0 || n == 0) return;
  const TriOwnFn<T> own = tri_own_fn<T>();
  tri_one(own, kind, o,
          tri_tuning(Backend::Host, ScalarTraits<T>::letter, kind), alpha, a,
          lda, b, ldb, m, n);
}

template <class T>
void tri_one_matrix_blas(TriKind kind, const TriOpts& o, T alpha, int m, int n,
                         const T* a, int lda, T* b, int ldb) {
  if (m == 0 || n == 0) return;
  blas_tri(kind, o, m, n, alpha, a, lda, b, ldb);
}

// Instantiations: one block per precision.
template Status tri_leaf_host<float>(Queue::Impl&, TriKind, const TriOpts&,
                                     const TriTuning&, float,
                                     const MatrixBatch<const float>&,
                                     const MatrixBatch<float>&);
template Status tri_check_host<float>(Queue::Impl&, const TriOpts&,
                                      const MatrixBatch<const float>&,
                                      const MatrixBatch<float>&, BatchCheck&);
template void tri_one_matrix<float>(TriKind, const TriOpts&, float, int, int,
                                    const float*, int, float*, int);
template void tri_one_matrix_blas<float>(TriKind, const TriOpts&, float, int,
                                         int, const float*, int, float*, int);
template Status tri_leaf_host<double>(Queue::Impl&, TriKind, const TriOpts&,
                                      const TriTuning&, double,
                                      const MatrixBatch<const double>&,
                                      const MatrixBatch<double>&);
template Status tri_check_host<double>(Queue::Impl&, const TriOpts&,
                                       const MatrixBatch<const double>&,
                                       const MatrixBatch<double>&, BatchCheck&);
template void tri_one_matrix<double>(TriKind, const TriOpts&, double, int, int,
                                     const double*, int, double*, int);
template void tri_one_matrix_blas<double>(TriKind, const TriOpts&, double, int,
                                          int, const double*, int, double*,
                                          int);
template Status tri_leaf_host<std::complex<float>>(
    Queue::Impl&, TriKind, const TriOpts&, const TriTuning&,
    std::complex<float>, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&);
template Status tri_check_host<std::complex<float>>(
    Queue::Impl&, const TriOpts&, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, BatchCheck&);
template void tri_one_matrix<std::complex<float>>(TriKind, const TriOpts&,
                                                  std::complex<float>, int, int,
                                                  const std::complex<float>*,
                                                  int, std::complex<float>*,
                                                  int);
template void tri_one_matrix_blas<std::complex<float>>(
    TriKind, const TriOpts&, std::complex<float>, int, int,
    const std::complex<float>*, int, std::complex<float>*, int);
template Status tri_leaf_host<std::complex<double>>(
    Queue::Impl&, TriKind, const TriOpts&, const TriTuning&,
    std::complex<double>, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&);
template Status tri_check_host<std::complex<double>>(
    Queue::Impl&, const TriOpts&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, BatchCheck&);
template void tri_one_matrix<std::complex<double>>(
    TriKind, const TriOpts&, std::complex<double>, int, int,
    const std::complex<double>*, int, std::complex<double>*, int);
template void tri_one_matrix_blas<std::complex<double>>(
    TriKind, const TriOpts&, std::complex<double>, int, int,
    const std::complex<double>*, int, std::complex<double>*, int);

}  // namespace myriad::detail
