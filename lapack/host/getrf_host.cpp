// Batched LU, host backend: an OpenMP loop over the batch; each matrix is
// factored by our own per-matrix code while it stays in the core's caches:
// an unblocked right-looking LU for panels up to GetrfTuning::host_leaf_cols
// wide, recursive halving above (as LAPACK's xGETRF2) with the triangular
// solve and the update through the host TRSM and GEMM of one matrix
// (one_matrix.hpp, GemmHostPlan; one thread per matrix). Small
// matrices of a fixed-size batch go eight at a time side by side, each
// step's arithmetic across them in SIMD lanes. No LAPACK factorization is
// called. The leaf and the groups are compiled per instruction set
// (lu_own.hpp). Also the row interchanges (laswp), GETRS one matrix at a
// time and the per-matrix argument pass.
#include <omp.h>

#include <algorithm>
#include <climits>
#include <complex>
#include <cstdint>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_plan.hpp"
#include "blas3/host/host_isa.hpp"
#include "blas3/host/one_matrix.hpp"
#include "lapack/getrf_backend.hpp"
#include "lapack/getrf_tuning.hpp"
#include "lapack/host/lu_own.hpp"

namespace myriad::detail {
namespace {

int thread_count(const Queue::Impl& q) {
  return q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
}

template <class T>
using View = LuView<T>;

/// The LU leaf and group kernels for the widest instruction set of this
/// CPU.
template <class T>
const LuOwnFns<T>& lu_own() {
  static const LuOwnFns<T> own = pick_host_kernel(
      [](auto isa) { return lu_own_kernel<T, decltype(isa)>(); });
  return own;
}

/// Interchanges rows k and ipiv[k] - base - 1 for k in [k1, k2) on all
/// columns of v (LAPACK's xLASWP, forward), column by column, each pivot
/// row of the next column prefetched: the left columns' interchanges come
/// after the right half is factored, when those columns have left the
/// caches, and the stores waited on the pivot rows' loads (perf, ZGETRF
/// 512). Session 31, 2-core AMD EPYC, myriad-bench --op getrf --backend
/// host --sizes 256,512 --threads 2 --reps 5, three rounds, ms, without /
/// with the prefetches: ZGETRF 469-504 / 882-891 -> 465-483 / 840-868 (0.92-
/// 0.98x -> 1.00-1.02x LAPACKE at 512), DGETRF 238-246 / 446-455 -> 236-238
/// / 439-445.
template <class T>
void swap_rows(const View<T>& v, const int* ipiv, int k1, int k2, int base) {
  for (int j = 0; j < v.n; ++j) {
    T* col = &v(0, j);
    const T* next = j + 1 < v.n ? &v(0, j + 1) : col;
    for (int k = k1; k < k2; ++k) {
      const int p = ipiv[k] - base - 1;
      __builtin_prefetch(next + p, 1);
      if (p != k) std::swap(col[k], col[p]);
    }
  }
}

/// Recursive LU of the m x n view (LAPACK's xGETRF2 order): [A11; A21] of
/// n1 columns, then A12 := L11^{-1} P A12, A22 -= A21 A12, the rest, and
/// its interchanges on the left columns. Returns the first zero pivot.
template <class T>
int lu_recursive(const View<T>& v, int* ipiv, int base,
                 const LuPivoting<real_t<T>>& piv, int& replaced) {
  const int mn = std::min(v.m, v.n);
  const int leaf = GetrfTuning::host_leaf_cols<is_complex_v<T>>(v.m);
  static_assert(GetrfTuning::kHostFixedMax <= GetrfTuning::kHostLeafCols,
                "the fixed-order kernels are leaves");
  if (mn <= leaf) return lu_own<T>().leaf(v, ipiv, base, piv, replaced);
  // n1: half of min(m, n), rounded up to the leaf width so that leaves are
  // full.
  const int n1 = std::min(mn - 1, (mn / 2 + leaf - 1) / leaf * leaf);
  const int n2 = v.n - n1;
  int info = lu_recursive(v.block(0, 0, v.m, n1), ipiv, base, piv, replaced);
  const View<T> A12 = v.block(0, n1, n1, n2);
  const View<T> A21 = v.block(n1, 0, v.m - n1, n1);
  const View<T> A22 = v.block(n1, n1, v.m - n1, n2);
  if (piv.pivot) swap_rows(v.block(0, n1, v.m, n2), ipiv, 0, n1, base);
  tri_one_matrix(TriKind::Solve,
                 TriOpts{Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit},
                 T(1), n1, n2, v.a, v.ld, A12.a, A12.ld);
  if (v.m > n1)
    GemmHostPlan<T>(Op::NoTrans, Op::NoTrans, T(-1), T(1))
        .run(A22.m, n2, n1, A21.a, A21.ld, A12.a, A12.ld, A22.a, A22.ld);
  const int info2 = lu_recursive(A22, ipiv + n1, base + n1, piv, replaced);
  if (info == 0 && info2 > 0) info = info2 + n1;
  if (piv.pivot) swap_rows(v.block(0, 0, v.m, n1), ipiv, n1, mn, base);
  return info;
}

/// LAPACK's xLASWP on one matrix: rows k and ipiv[k - 1] (both 1-based)
/// of every column of v interchanged for k = k1...k2, first to last
/// (forward) or last to first; pivots outside [1, v.m] are skipped.
template <class T>
void interchange_rows(const View<T>& v, const int* ipiv, int k1, int k2,
                      bool forward) {
  for (int j = 0; j < v.n; ++j) {
    T* col = &v(0, j);
    for (int t = 0; t <= k2 - k1; ++t) {
      const int k = forward ? k1 + t : k2 - t;
      const int r = ipiv[k - 1];
      if (r >= 1 && r <= v.m && r != k) std::swap(col[k - 1], col[r - 1]);
    }
  }
}

}  // namespace

template <class T>
Status lu_check_host(Queue::Impl& q, const MatrixBatch<const T>& A,
                     const MatrixBatch<const int>& ipiv, bool has_ipiv,
                     const MatrixBatch<const T>& B, BatchCheck& out) {
  const int count = A.count();
  int max_m = 0, max_n = 0, max_k = 0, bad = 0, first = count;
#pragma omp parallel for num_threads(thread_count(q)) schedule(static) \
    reduction(max : max_m, max_n, max_k) reduction(+ : bad) reduction(min : first)
  for (int b = 0; b < count; ++b) {
    if (lu_problem_validate(b, A, ipiv, has_ipiv, B) != 0) {
      ++bad;
      first = std::min(first, b);
      continue;
    }
    max_m = std::max(max_m, A.rows(b));
    max_n = std::max(max_n, A.cols(b));
    if (B.count() > 0) max_k = std::max(max_k, B.cols(b));
  }
  out.max_m = max_m;
  out.max_n = max_n;
  out.max_k = max_k;
  out.bad_count = bad;
  out.first_bad = bad > 0 ? first : -1;
  out.first_code =
      bad > 0 ? lu_problem_validate(first, A, ipiv, has_ipiv, B) : 0;
  return {};
}

template <class T>
Status lu_init_host(Queue::Impl& q, const MatrixBatch<const T>& A,
                    const MatrixBatch<const int>& ipiv, bool has_ipiv,
                    int* info, int* replaced) {
  const int count = A.count();
#pragma omp parallel for num_threads(thread_count(q)) schedule(static)
  for (int b = 0; b < count; ++b) {
    info[b] = lu_validate(b, A, ipiv, has_ipiv);
    if (replaced) replaced[b] = 0;
  }
  return {};
}

template <class T>
Status getrf_leaf_host(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, int* info, int offset,
                       const LuPivoting<real_t<T>>& piv) {
  const int count = A.count();
  BlasSingleThread single_threaded_blas;
  // Fixed-size batches of small square matrices go in groups of
  // kLuLanes side by side (LuOwn::group); a group with an invalid matrix,
  // the last partial group, and the matrices a group hands back go one
  // matrix at a time.
  const int n = count > 0 && !A.is_variable() ? A.cols(0) : 0;
  const bool grouped = piv.pivot && n >= 1 &&
                       n <= GetrfTuning::host_group_max<T>() && A.rows(0) == n;
  const int per_item = grouped ? kLuLanes : 1;
  const int items = (count + per_item - 1) / per_item;
#pragma omp parallel for num_threads(thread_count(q)) schedule(dynamic, 16)
  for (int it = 0; it < items; ++it) {
    const int b0 = it * per_item, b1 = std::min(count, b0 + per_item);
    unsigned todo = 0;  // bit b - b0: matrix b is factored one at a time
    for (int b = b0; b < b1; ++b)
      if (info[b] >= 0) todo |= 1u << (b - b0);
    if (grouped && b1 - b0 == kLuLanes && todo == (1u << kLuLanes) - 1u)
      todo = lu_own<T>().group(n, A, ipiv, b0, offset);
    for (int b = b0; b < b1; ++b) {
      if (!(todo >> (b - b0) & 1u)) continue;
      const View<T> v{A.rows(b), A.cols(b), A.data(b), A.ld(b)};
      if (v.m == 0 || v.n == 0) continue;
      int replaced = 0;
      const int zero = lu_recursive(v, piv.pivot ? ipiv.data(b) : nullptr,
                                    offset, piv, replaced);
      if (zero > 0 && info[b] == 0) info[b] = offset + zero;
      if (piv.replaced) piv.replaced[b] += replaced;
    }
  }
  return {};
}

template <class T>
Status laswp_rows_host(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                       const MatrixBatch<const int>& ipiv, int incx,
                       const MatrixBatch<const T>& S, bool square_bound,
                       const int* mask) {
  const int count = A.count();
#pragma omp parallel for num_threads(thread_count(q)) schedule(static)
  for (int b = 0; b < count; ++b) {
    if (mask && mask[b] < 0) continue;
    const int m = A.rows(b), n = A.cols(b);
    int kmax =
        std::min(k2, square_bound ? std::min(S.rows(b), S.cols(b)) : A.rows(b));
    if (m == 0 || n == 0 || kmax < k1) continue;
    if (A.validate(b) != 0 || ipiv.validate(b) != 0 || ipiv.rows(b) < kmax)
      continue;
    interchange_rows(View<T>{m, n, A.data(b), A.ld(b)}, ipiv.data(b), k1, kmax,
                     incx > 0);
  }
  return {};
}

template <class T>
Status getrs_host(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                  const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B) {
  const int count = B.count();
  BlasSingleThread single_threaded_blas;
  const TriOpts lower{Side::Left, Uplo::Lower, trans, Diag::Unit};
  const TriOpts upper{Side::Left, Uplo::Upper, trans, Diag::NonUnit};
  // Whether the blocked solve of this CPU's kernels runs on 64-byte vectors
  // (AVX-512); with narrower ones, GetrfTuning::HostGetrsRow hands the
  // orders from its rows_from to the rows solve, and those past
  // kHostGetrsRowsMax to LuOwn::solve or the TRSM.
  const bool wide = pick_host_kernel(
      [](auto isa) { return LuOwn<T, decltype(isa)>::kSolveBytes >= 64; });
#pragma omp parallel for num_threads(thread_count(q)) schedule(dynamic, 16)
  for (int b = 0; b < count; ++b) {
    if (lu_problem_validate(b, A, ipiv, true, MatrixBatch<const T>(B)) != 0)
      continue;
    const int n = A.rows(b), nrhs = B.cols(b);
    if (n == 0 || nrhs == 0) continue;
    const T* a = A.data(b);
    const int lda = static_cast<int>(A.ld(b)), ldb = static_cast<int>(B.ld(b));
    const View<T> x{n, nrhs, B.data(b), ldb};
    if (trans == Op::NoTrans) {
      const GetrfTuning::HostGetrsRow row = GetrfTuning::host_getrs<T>();
      const bool few = nrhs <= GetrfTuning::kHostGetrsColumns;
      const int rows_from = nrhs == 1 ? INT_MAX
                            : few     ? row.few_rows_from
                                      : row.more_rows_from;
      if (!wide && n >= rows_from && n <= GetrfTuning::kHostGetrsRowsMax) {
        lu_own<T>().solve_rows(n, nrhs, a, lda, ipiv.data(b), x.a, ldb);
        continue;
      }
      interchange_rows(x, ipiv.data(b), 1, n, true);
      const int from = nrhs == 1 ? row.one : few ? row.few : row.more;
      const bool narrow = n < row.narrow_below;
      if (n >= from && n >= lu_blocked_rows<T>(narrow) &&
          (wide || n < rows_from)) {
        lu_own<T>().solve_blocked(n, nrhs, a, lda, x.a, ldb, narrow);
        continue;
      }
      if (few) {
        lu_own<T>().solve(n, nrhs, a, lda, x.a, ldb);
        continue;
      }
      tri_one_matrix(TriKind::Solve, lower, T(1), n, nrhs, a, lda, x.a, ldb);
      tri_one_matrix(TriKind::Solve, upper, T(1), n, nrhs, a, lda, x.a, ldb);
    } else {
      tri_one_matrix(TriKind::Solve, upper, T(1), n, nrhs, a, lda, x.a, ldb);
      tri_one_matrix(TriKind::Solve, lower, T(1), n, nrhs, a, lda, x.a, ldb);
      interchange_rows(x, ipiv.data(b), 1, n, false);
    }
  }
  return {};
}

#define MYRIAD_LU_HOST_INSTANTIATE(T)                                          \
  template Status lu_check_host<T>(Queue::Impl&, const MatrixBatch<const T>&,  \
                                   const MatrixBatch<const int>&, bool,        \
                                   const MatrixBatch<const T>&, BatchCheck&);  \
  template Status lu_init_host<T>(Queue::Impl&, const MatrixBatch<const T>&,   \
                                  const MatrixBatch<const int>&, bool, int*,   \
                                  int*);                                       \
  template Status getrf_leaf_host<T>(Queue::Impl&, const MatrixBatch<T>&,      \
                                     const MatrixBatch<int>&, int*, int,       \
                                     const LuPivoting<real_t<T>>&);            \
  template Status laswp_rows_host<T>(Queue::Impl&, const MatrixBatch<T>&, int, \
                                     int, const MatrixBatch<const int>&, int,  \
                                     const MatrixBatch<const T>&, bool,        \
                                     const int*);                              \
  template Status getrs_host<T>(Queue::Impl&, Op, const MatrixBatch<const T>&, \
                                const MatrixBatch<const int>&,                 \
                                const MatrixBatch<T>&);
MYRIAD_LU_HOST_INSTANTIATE(float)
MYRIAD_LU_HOST_INSTANTIATE(double)
MYRIAD_LU_HOST_INSTANTIATE(std::complex<float>)
MYRIAD_LU_HOST_INSTANTIATE(std::complex<double>)
#undef MYRIAD_LU_HOST_INSTANTIATE

}  // namespace myriad::detail
