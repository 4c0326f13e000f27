// Batched Cholesky, host backend: an OpenMP loop over the batch; each matrix
// runs the recursive driver (lapack/potrf_driver.hpp) with our own unblocked
// loop at the leaves and the host TRSM and SYRK/HERK of one matrix above them
// (blas3/host/one_matrix.hpp: small ones through our GEMM and triangle
// loops, larger ones single-threaded OpenBLAS); fixed-size batches of small
// matrices go in groups side by side. The leaf and the groups are
// compiled per instruction set (lapack/host/chol_own.hpp).
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
#include "lapack/host/chol_own.hpp"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"
#include "lapack/potrf_driver.hpp"
#include "lapack/potrf_tuning.hpp"

namespace myriad::detail {
namespace {

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

/// The leaf and group kernels for the widest instruction set of this CPU.
template <class T>
const CholOwnFns<T>& chol_own() {
  static const CholOwnFns<T> own = pick_host_kernel(
      [](auto isa) { return chol_own_kernel<T, decltype(isa)>(); });
  return own;
}

/// Which of POTRF's TRSM and SYRK/HERK steps go through one CBLAS call each
/// on this CPU for the triangle (potrf_host_blas_steps), from the widest
/// build of the host kernels the CPU runs (found once) and the kernels
/// OpenBLAS runs on it (blas_kernels).
template <class T>
PotrfHostBlasSteps potrf_blas_steps(Uplo uplo) {
  static const bool avx512 = pick_host_kernel(
      [](auto isa) { return std::is_same_v<decltype(isa), IsaAvx512>; });
  return potrf_host_blas_steps(
      std::is_same_v<T, float>, std::is_same_v<T, double>, avx512,
      uplo == Uplo::Upper, blas_kernels() == BlasKernels::Generic);
}

/// The driver's steps over one matrix; Result is LAPACK's info.
template <class T>
struct HostOps {
  /// The steps through CBLAS (potrf_blas_steps) instead of the host's own
  /// one-matrix kernels.
  PotrfHostBlasSteps blas{false, false};
  using View = HostMatrix<T>;
  using Result = int;
  bool stop(int info) const { return info != 0; }
  int done() const { return 0; }
  /// The leaf and splits for the scalar and steps (potrf_host_tuning_for).
  PotrfTuning tuning() const {
    return potrf_host_tuning_for(std::is_same_v<T, float>,
                                 std::is_same_v<T, double>, blas);
  }
  // The per-matrix update is one BLAS SYRK/HERK call already.
  static constexpr bool kFusedUpdate = false;
  int leaf(Uplo uplo, const View& A, int offset) const {
    const int info = chol_own<T>().leaf(uplo, A.n, A.p, A.ld);
    return info ? info + offset : 0;
  }
  template <class AView>
  int trsm(Side s, Uplo u, Op t, const AView& A, const View& B) const {
    const TriOpts o{s, u, t, Diag::NonUnit};
    if (blas.trsm)
      tri_one_matrix_blas(TriKind::Solve, o, T(1), B.m, B.n, A.p, A.ld, B.p,
                          B.ld);
    else
      tri_one_matrix(TriKind::Solve, o, T(1), B.m, B.n, A.p, A.ld, B.p, B.ld);
    return 0;
  }
  int herk(Uplo u, Op t, const View& A, const View& C) const {
    const bool trans = t != Op::NoTrans;
    const int k = trans ? A.m : A.n;
    if (blas.herk && C.n > 0 && k > 0) {
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
  ops.blas = potrf_blas_steps<T>(uplo);
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
  // Fixed-size batches of small matrices go in groups of kPotrfLanes side by
  // side (CholOwn::group); a group with an invalid matrix, and the last
  // partial group, go one matrix at a time.
  const int n = count > 0 && !A.is_variable() ? A.rows(0) : 0;
  const bool grouped = n >= 1 && n <= potrf_host_group_max(is_complex_v<T>);
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
    if (grouped && invalid == 0 && b1 - b0 == kPotrfLanes) {
      const unsigned failed = chol_own<T>().group(uplo, n, A, b0);
      for (int b = b0; b < b1; ++b)
        info[b] = failed >> (b - b0) & 1u
                      ? potrf_one(uplo, A.data(b), n, A.ld(b))
                      : 0;
      continue;
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
