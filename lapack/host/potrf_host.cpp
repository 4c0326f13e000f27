// Batched Cholesky, host backend: an OpenMP loop over the batch; each matrix
// runs the recursive driver (lapack/potrf_driver.hpp) with our own unblocked
// loop at the leaves and the host TRSM and SYRK/HERK of one matrix above them
// (blas3/host/one_matrix.hpp: small ones through our GEMM and triangle
// loops, larger ones single-threaded OpenBLAS).
// No LAPACK factorization is called.
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/host_isa.hpp"
#include "blas3/host/one_matrix.hpp"
#include "blas3/host/sym_blas_calls.hpp"
#include "core/static_index.hpp"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"
#include "lapack/potrf_driver.hpp"
#include "lapack/potrf_tuning.hpp"

namespace myriad::detail {
namespace {

// ---- scalars
// --------------------------------------------------------------------
template <class R>
R re(R x) {
  return x;
}
template <class R>
R re(std::complex<R> x) {
  return x.real();
}
/// c - a conj(b), written out (std::complex's operator* checks for NaN and
/// Inf through a library call, which is slow in inner loops).
template <class R>
R sub_mul_conj(R c, R a, R b) {
  return c - a * b;
}
template <class R>
std::complex<R> sub_mul_conj(std::complex<R> c, std::complex<R> a,
                             std::complex<R> b) {
  const R ar = a.real(), ai = a.imag(), br = b.real(), bi = b.imag();
  return {c.real() - (ar * br + ai * bi), c.imag() - (ai * br - ar * bi)};
}
template <class R>
R scaled(R x, R s) {
  return x * s;
}
template <class R>
std::complex<R> scaled(std::complex<R> x, R s) {
  return {x.real() * s, x.imag() * s};
}
template <class R>
R conj_of(R x) {
  return x;
}
template <class R>
std::complex<R> conj_of(std::complex<R> x) {
  return std::conj(x);
}

// ---- one matrix
// -----------------------------------------------------------------
/// A view of one column-major matrix.
template <class T>
struct HostMatrix {
  T* p;
  int ld;
  int m, n;
  HostMatrix sub(int i, int j, int rows, int cols) const {
    return {p + i + static_cast<std::int64_t>(j) * ld, ld, rows, cols};
  }
};

/// Right-looking Cholesky of the lower triangle of the n x n matrix a
/// (column major, leading dimension lda), in place, in panels of four
/// columns: each panel is factored column by column, then the columns right
/// of it take the panel's four updates in one pass (four FMAs per element
/// loaded and stored, where a rank-1 pass per column did one). Returns 0, or
/// j + 1 when the leading minor of order j + 1 is not positive definite (or
/// NaN); columns 0..j-1 then hold the factor, the rest the partially
/// updated matrix.
template <class T, class Order>
int chol_lower_unblocked(Order order, T* a, int lda) {
  using R = real_t<T>;
  const int n = order;  // a constant in the per-order instantiations
  constexpr int kPanel = 4;
  const auto col = [&](int j) {
    return a + static_cast<std::int64_t>(j) * lda;
  };
  for (int k0 = 0; k0 < n; k0 += kPanel) {
    const int k1 = std::min(k0 + kPanel, n);
    for (int k = k0; k < k1; ++k) {
      T* ak = col(k);
      const R d = re(ak[k]);
      if (!(d > R(0))) return k + 1;  // also catches NaN
      const R root = std::sqrt(d);
      ak[k] = T(root);
      const R inv = R(1) / root;
      for (int i = k + 1; i < n; ++i) ak[i] = scaled(ak[i], inv);
      // The panel's own columns: A(j:n, j) -= A(j:n, k) conj(A(j, k)).
      for (int j = k + 1; j < k1; ++j) {
        T* aj = col(j);
        const T l = ak[j];
        for (int i = j; i < n; ++i) aj[i] = sub_mul_conj(aj[i], ak[i], l);
      }
    }
    if (k1 - k0 < kPanel) continue;  // the last panel: nothing right of it
    const T *p0 = col(k0), *p1 = col(k0 + 1), *p2 = col(k0 + 2),
            *p3 = col(k0 + 3);
    for (int j = k1; j < n; ++j) {
      T* aj = col(j);
      const T l0 = p0[j], l1 = p1[j], l2 = p2[j], l3 = p3[j];
      for (int i = j; i < n; ++i)
        aj[i] = sub_mul_conj(
            sub_mul_conj(
                sub_mul_conj(sub_mul_conj(aj[i], p0[i], l0), p1[i], l1), p2[i],
                l2),
            p3[i], l3);
    }
  }
  return 0;
}

/// Leaf of the driver: n <= kPotrfHostLeaf. The upper case factors A^H (the
/// lower triangle of a conjugate-transposed copy) in a local buffer, so one
/// loop serves both triangles; the lower case works in place.
template <class T>
int chol_leaf(Uplo uplo, int n, T* a, int lda) {
  // Orders up to kPotrfHostFixedMax run a copy of the loop compiled for
  // their order (every trip count known: unrolled and vectorized).
  const auto lower = [n](T* p, int ld) {
    if (n >= 1 && n <= kPotrfHostFixedMax)
      return with_static_index<kPotrfHostFixedMax>(n - 1, [&](auto i) {
        return chol_lower_unblocked(
            std::integral_constant<int, decltype(i)::value + 1>{}, p, ld);
      });
    return chol_lower_unblocked(n, p, ld);
  };
  if (uplo == Uplo::Lower) return lower(a, lda);
  constexpr int L = kPotrfHostLeaf;
  T buf[L * L];
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= j; ++i)
      buf[j + i * L] = conj_of(a[i + static_cast<std::int64_t>(j) * lda]);
  const int info = lower(buf, L);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i <= j; ++i)
      a[i + static_cast<std::int64_t>(j) * lda] = conj_of(buf[j + i * L]);
  return info;
}

/// Whether POTRF's TRSM and SYRK/HERK steps go through one CBLAS call each
/// on this CPU (potrf_host_blas_steps): decided once, from the widest build of
/// the host kernels the CPU runs.
template <class T>
bool potrf_blas_steps() {
  static const bool blas = pick_host_kernel([](auto isa) {
    return potrf_host_blas_steps(std::is_same_v<T, double>,
                                 std::is_same_v<decltype(isa), IsaAvx512>);
  });
  return blas;
}

/// The driver's steps over one matrix; Result is LAPACK's info.
template <class T>
struct HostOps {
  /// The steps through CBLAS (potrf_blas_steps) instead of the host's own
  /// one-matrix kernels.
  bool blas_steps = false;
  using View = HostMatrix<T>;
  using Result = int;
  bool stop(int info) const { return info != 0; }
  int done() const { return 0; }
  PotrfTuning tuning() const { return kPotrfHostTuning; }
  // The per-matrix update is one BLAS SYRK/HERK call already.
  static constexpr bool kFusedUpdate = false;
  int leaf(Uplo uplo, const View& A, int offset) const {
    const int info = chol_leaf(uplo, A.n, A.p, A.ld);
    return info ? info + offset : 0;
  }
  template <class AView>
  int trsm(Side s, Uplo u, Op t, const AView& A, const View& B) const {
    const TriOpts o{s, u, t, Diag::NonUnit};
    if (blas_steps)
      tri_one_matrix_blas(TriKind::Solve, o, T(1), B.m, B.n, A.p, A.ld, B.p,
                          B.ld);
    else
      tri_one_matrix(TriKind::Solve, o, T(1), B.m, B.n, A.p, A.ld, B.p, B.ld);
    return 0;
  }
  int herk(Uplo u, Op t, const View& A, const View& C) const {
    const bool trans = t != Op::NoTrans;
    const int k = trans ? A.m : A.n;
    if (blas_steps && C.n > 0 && k > 0) {
      blas_rankk(is_complex_v<T>, u, trans, C.n, k, T(-1), A.p, A.ld, T(1), C.p,
                 C.ld);
      return 0;
    }
    const RankK<T> p{u, trans, is_complex_v<T>, false, T(-1), T(1), "herk"};
    rankk_one_matrix(p, C.n, k, A.p, A.ld, C.p, C.ld);
    return 0;
  }
};

template <class T>
int potrf_one(Uplo uplo, T* a, int n, int lda) {
  HostOps<T> ops;
  ops.blas_steps = potrf_blas_steps<T>();
  return potrf_recursive<T>(ops, uplo, HostMatrix<T>{a, lda, n, n}, n, 0);
}

template <class T>
void potrs_one(Uplo uplo, const T* a, int n, int lda, T* b, int nrhs, int ldb) {
  if (n == 0 || nrhs == 0) return;
  HostOps<T> ops;
  const HostMatrix<const T> A{a, lda, n, n};
  static_cast<void>(
      potrs_solve<T>(ops, uplo, A, HostMatrix<T>{b, ldb, n, nrhs}));
}

// ---- groups of small matrices side by side
// -------------------------------------------------------------------
/// Matrices per group: a column of the group is kPotrfLanes scalars, one
/// per matrix, contiguous, so each step's arithmetic runs across the group
/// in SIMD lanes.
constexpr int kPotrfLanes = 8;

/// Cholesky (lower) of kPotrfLanes real matrices of order N at once; g[j][i]
/// holds element (i, j), i >= j, of every matrix. One matrix's steps form a
/// chain of square roots and divisions; side by side, the group's chains
/// overlap instead of waiting on each other. Returns the mask of matrices
/// whose factorization failed (a leading minor not positive, or NaN): their
/// lanes are garbage and the caller factors them again one at a time, so
/// info and the partial factor are exactly the one-matrix code's.
template <int N, class R>
unsigned chol_lanes(R (&g)[N][N][kPotrfLanes]) {
  unsigned bad = 0;
  for (int k = 0; k < N; ++k) {
    R inv[kPotrfLanes];
    for (int l = 0; l < kPotrfLanes; ++l) {
      const R d = g[k][k][l];
      bad |= (d > R(0) ? 0u : 1u) << l;  // also catches NaN
      const R root = std::sqrt(d);
      g[k][k][l] = root;
      inv[l] = R(1) / root;
    }
    for (int i = k + 1; i < N; ++i)
      for (int l = 0; l < kPotrfLanes; ++l) g[k][i][l] *= inv[l];
    for (int j = k + 1; j < N; ++j)
      for (int i = j; i < N; ++i)
        for (int l = 0; l < kPotrfLanes; ++l)
          g[j][i][l] -= g[k][i][l] * g[k][j][l];
  }
  return bad;
}

/// Factors matrices b0 ... b0 + kPotrfLanes - 1 of a fixed-size batch of
/// real matrices of order N (all valid) as one group, the referenced
/// triangle only (upper: U = L^T, read and written transposed); a matrix
/// whose factorization fails is factored again alone (potrf_one).
template <int N, class R>
void potrf_group(Uplo uplo, const MatrixBatch<R>& A, int b0, int* info) {
  R g[N][N][kPotrfLanes];
  const bool lower = uplo == Uplo::Lower;
  for (int l = 0; l < kPotrfLanes; ++l) {
    const R* a = A.data(b0 + l);
    const std::int64_t ld = A.ld(b0 + l);
    for (int j = 0; j < N; ++j)
      for (int i = j; i < N; ++i)
        g[j][i][l] = lower ? a[i + j * ld] : a[j + i * ld];
  }
  const unsigned bad = chol_lanes<N>(g);
  for (int l = 0; l < kPotrfLanes; ++l) {
    R* a = A.data(b0 + l);
    const std::int64_t ld = A.ld(b0 + l);
    if (bad >> l & 1u) {
      info[b0 + l] = potrf_one(uplo, a, N, A.ld(b0 + l));
      continue;
    }
    for (int j = 0; j < N; ++j)
      for (int i = j; i < N; ++i)
        (lower ? a[i + j * ld] : a[j + i * ld]) = g[j][i][l];
    info[b0 + l] = 0;
  }
}

int thread_count(const Queue::Impl& q) {
  return q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
}

Status invalid_matrices(const char* routine, int bad, int count, int first,
                        const std::string& what) {
  return {StatusCode::InvalidMatrix,
          std::string(routine) + ": " + std::to_string(bad) + " of " +
              std::to_string(count) +
              " matrices have invalid arguments and were skipped; first: "
              "matrix " +
              std::to_string(first) + ": " + what};
}

}  // namespace

template <class T>
Status potrf_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A, int* info,
                  Check check) {
  const int count = A.count();
  int bad_count = 0, first_bad = count;
  BlasSingleThread single_threaded_blas;
  // Fixed-size batches of small real matrices go in groups of kPotrfLanes
  // side by side (potrf_group); a group with an invalid matrix, and the last
  // partial group, go one matrix at a time.
  const int n = count > 0 && !A.is_variable() ? A.rows(0) : 0;
  const bool grouped =
      std::is_floating_point_v<T> && n >= 1 && n <= kPotrfHostGroupMax;
  const int per_item = grouped ? kPotrfLanes : 1;
  const int items = (count + per_item - 1) / per_item;
  // Small matrices are cheap and uniform; dynamic chunks balance variable
  // sizes.
#pragma omp parallel for num_threads(thread_count(q)) schedule(dynamic, 16) \
    reduction(+ : bad_count) reduction(min : first_bad)
  for (int it = 0; it < items; ++it) {
    const int b0 = it * per_item, b1 = std::min(count, b0 + per_item);
    unsigned invalid = 0;  // bit b - b0: matrix b failed validation
    for (int b = b0; b < b1; ++b) {
      if (const int code = potrf_validate(A, b); code != 0) {
        info[b] = code;
        ++bad_count;
        first_bad = std::min(first_bad, b);
        invalid |= 1u << (b - b0);
      }
    }
    if constexpr (std::is_floating_point_v<T>) {
      if (grouped && invalid == 0 && b1 - b0 == kPotrfLanes) {
        with_static_index<kPotrfHostGroupMax>(n - 1, [&](auto i) {
          potrf_group<decltype(i)::value + 1>(uplo, A, b0, info);
        });
        continue;
      }
    }
    for (int b = b0; b < b1; ++b)
      if (!(invalid >> (b - b0) & 1u))
        info[b] = potrf_one(uplo, A.data(b), A.rows(b), A.ld(b));
  }
  if (bad_count == 0 || check == Check::None) return {};
  return invalid_matrices("potrf", bad_count, count, first_bad,
                          potrf_error_text(potrf_validate(A, first_bad)));
}

template <class T>
Status potrs_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<const T>& A,
                  const MatrixBatch<T>& B, Check check) {
  const int count = B.count();
  int bad_count = 0, first_bad = count;
  BlasSingleThread single_threaded_blas;
#pragma omp parallel for num_threads(thread_count(q)) schedule(dynamic, 16) \
    reduction(+ : bad_count) reduction(min : first_bad)
  for (int b = 0; b < count; ++b) {
    if (potrs_validate(A, B, b) != 0) {
      ++bad_count;
      first_bad = std::min(first_bad, b);
      continue;
    }
    potrs_one(uplo, A.data(b), A.rows(b), A.ld(b), B.data(b), B.cols(b),
              B.ld(b));
  }
  if (bad_count == 0 || check == Check::None) return {};
  return invalid_matrices("potrs", bad_count, count, first_bad,
                          potrs_error_text(potrs_validate(A, B, first_bad)));
}

template <class T>
Status posv_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                 const MatrixBatch<T>& B, int* info, Check check) {
  const int count = A.count();
  int bad_count = 0, first_bad = count;
  BlasSingleThread single_threaded_blas;
#pragma omp parallel for num_threads(thread_count(q)) schedule(dynamic, 16) \
    reduction(+ : bad_count) reduction(min : first_bad)
  for (int b = 0; b < count; ++b) {
    if (const int code = potrs_validate(A, B, b); code != 0) {
      info[b] = code;
      ++bad_count;
      first_bad = std::min(first_bad, b);
      continue;
    }
    const int n = A.rows(b);
    info[b] = potrf_one(uplo, A.data(b), n, A.ld(b));
    if (info[b] == 0)
      potrs_one<T>(uplo, A.data(b), n, A.ld(b), B.data(b), B.cols(b), B.ld(b));
  }
  if (bad_count == 0 || check == Check::None) return {};
  return invalid_matrices("posv", bad_count, count, first_bad,
                          potrs_error_text(potrs_validate(A, B, first_bad)));
}

#define MYRIAD_POTRF_HOST_INSTANTIATE(T)                                   \
  template Status potrf_host<T>(Queue::Impl&, Uplo, const MatrixBatch<T>&, \
                                int*, Check);                              \
  template Status potrs_host<T>(Queue::Impl&, Uplo,                        \
                                const MatrixBatch<const T>&,               \
                                const MatrixBatch<T>&, Check);             \
  template Status posv_host<T>(Queue::Impl&, Uplo, const MatrixBatch<T>&,  \
                               const MatrixBatch<T>&, int*, Check);
MYRIAD_POTRF_HOST_INSTANTIATE(float)
MYRIAD_POTRF_HOST_INSTANTIATE(double)
MYRIAD_POTRF_HOST_INSTANTIATE(std::complex<float>)
MYRIAD_POTRF_HOST_INSTANTIATE(std::complex<double>)
#undef MYRIAD_POTRF_HOST_INSTANTIATE

}  // namespace myriad::detail
