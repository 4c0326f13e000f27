// Batched SYRK/HERK/SYR2K/HER2K, host backend: an OpenMP loop over the batch;
// a small matrix (the tuning table says how small) is computed in column
// blocks through GEMM (our small-matrix kernel or OpenBLAS, as the GEMM table
// says), larger ones in one OpenBLAS call each.
#include <omp.h>

#include <complex>
#include <string>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_plan.hpp"
#include "blas3/host/one_matrix.hpp"
#include "blas3/host/sym_blas_calls.hpp"
#include "blas3/host/sym_host_kernels.hpp"
#include "blas3/host/sym_host_tuning.hpp"
#include "blas3/syrk_backend.hpp"
#include "blas3/syrk_check.hpp"

namespace myriad::detail {
namespace {

/// The GEMMs of a blocked rank-k update: op(A) op(B)^T, and for the rank-2k
/// update the second term op(B) op(A)^T, each straight into C (off the
/// diagonal) or into a buffer (the diagonal blocks, merged afterwards).
template <class T>
struct RankKGemms {
  explicit RankKGemms(const RankK<T>& p)
      : lop(p.trans ? (p.herm ? Op::ConjTrans : Op::Trans) : Op::NoTrans),
        rop(p.trans ? Op::NoTrans : (p.herm ? Op::ConjTrans : Op::Trans)),
        first(lop, rop, p.alpha, p.beta),
        second(lop, rop, host::cj_if(p.alpha, p.herm), T(1)),
        diag_first(lop, rop, p.alpha, T(0)),
        diag_second(lop, rop, host::cj_if(p.alpha, p.herm), T(1)) {}
  Op lop, rop;
  GemmHostPlan<T> first, second, diag_first, diag_second;
};

/// The referenced triangle of one n x n C (n >= 1, k >= 1) in column blocks
/// of nb: a block's rectangle off the diagonal goes straight to C, its
/// diagonal block through a stack buffer of which only the triangle is
/// merged into C. About half the flops of the GEMM on the whole of C.
template <class T>
void rankk_blocked(const RankK<T>& p, const RankKGemms<T>& g, int nb, int n,
                   int k, const T* a, int lda, const T* bb, int ldb, T* c,
                   int ldc) {
  // Row i of op(A) (op(B)): element i of a column of A when A is n x k,
  // column i when A is stored k x n.
  const auto row = [&](const T* x, int ld, int i) {
    return x + (p.trans ? static_cast<std::int64_t>(i) * ld : i);
  };
  const bool lower = p.uplo == Uplo::Lower;
  host::StackBuffer<T> buf;
  T* w = buf.data();
  for (int j0 = 0; j0 < n; j0 += nb) {
    const int wb = n - j0 < nb ? n - j0 : nb;
    g.diag_first.run(wb, wb, k, row(a, lda, j0), lda, row(bb, ldb, j0), ldb, w,
                     wb);
    if (p.two)
      g.diag_second.run(wb, wb, k, row(bb, ldb, j0), ldb, row(a, lda, j0), lda,
                        w, wb);
    host::merge_triangle(lower, p.herm, wb, w, p.beta,
                         c + host::at(j0, j0, ldc), ldc);
    // The rectangle of this block column: rows below the diagonal block
    // (lower) or above it (upper).
    const int r0 = lower ? j0 + wb : 0;
    const int rows = lower ? n - r0 : j0;
    if (rows == 0) continue;
    T* cr = c + host::at(r0, j0, ldc);
    g.first.run(rows, wb, k, row(a, lda, r0), lda, row(bb, ldb, j0), ldb, cr,
                ldc);
    if (p.two)
      g.second.run(rows, wb, k, row(bb, ldb, r0), ldb, row(a, lda, j0), lda, cr,
                   ldc);
  }
}

/// One n x n C (its uplo triangle), op(A) n x k, whose arguments are valid.
template <class T>
void rankk_matrix(const RankK<T>& p, const RankKGemms<T>& g,
                  const host::SymHostTuning& tuning, int n, int k, const T* a,
                  int lda, const T* bb, int ldb, T* c, int ldc) {
  if (n == 0) return;
  const bool lower = p.uplo == Uplo::Lower;
  if (k == 0 || p.alpha == T(0)) {
    if (p.beta != T(1)) host::scale_triangle(lower, n, p.beta, p.herm, c, ldc);
    return;
  }
  if (n <= tuning.rankk_max_n) {
    // OpenBLAS's SYRK runs its full Level-3 driver even for tiny matrices,
    // while GEMM has small-matrix kernels (ours, or OpenBLAS's on some
    // CPUs).
    rankk_blocked(p, g, tuning.rankk_block, n, k, a, lda, bb, ldb, c, ldc);
    return;
  }
  if (p.two) {
    blas_rank2k(p.herm, p.uplo, p.trans, n, k, p.alpha, a, lda, bb, ldb, p.beta,
                c, ldc);
  } else {
    blas_rankk(p.herm, p.uplo, p.trans, n, k, p.alpha, a, lda, p.beta, c, ldc);
  }
}

}  // namespace

template <class T>
Status rankk_host(Queue::Impl& q, const RankK<T>& p,
                  const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                  const MatrixBatch<T>& C, Check check) {
  const int count = C.count();
  const int threads = q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
  int bad_count = 0;
  int first_bad = count;
  BlasSingleThread single_threaded_blas;
  const RankKGemms<T> gemms(p);
  const host::SymHostTuning tuning = host::sym_host_tuning<T>();
  // Invalid matrices are always skipped (they must not touch memory); they
  // are counted and reported only under Check::Full.
#pragma omp parallel for num_threads(threads) schedule(guided) \
    reduction(+ : bad_count) reduction(min : first_bad)
  for (int b = 0; b < count; ++b) {
    if (rankk_validate(p.trans, p.two, b, A, B, C) != 0) {
      ++bad_count;
      if (b < first_bad) first_bad = b;
      continue;
    }
    const RankKDims d = rankk_dims(p.trans, b, A, C);
    const T* a = A.data(b);
    rankk_matrix(p, gemms, tuning, d.n, d.k, a, A.ld(b), p.two ? B.data(b) : a,
                 p.two ? B.ld(b) : A.ld(b), C.data(b), C.ld(b));
  }
  if (bad_count == 0 || check == Check::None) return {};
  const int code = rankk_validate(p.trans, p.two, first_bad, A, B, C);
  return {StatusCode::InvalidMatrix,
          std::string(p.name) + ": " + std::to_string(bad_count) + " of " +
              std::to_string(count) +
              " matrices have invalid arguments and were skipped; first: "
              "matrix " +
              std::to_string(first_bad) + ": " + blas3_error_text(code)};
}

template <class T>
void rankk_one_matrix(const RankK<T>& p, int n, int k, const T* a, int lda,
                      T* c, int ldc) {
  rankk_matrix(p, RankKGemms<T>(p), host::sym_host_tuning<T>(), n, k, a, lda, a,
               lda, c, ldc);
}

template Status rankk_host<float>(Queue::Impl&, const RankK<float>&,
                                  const MatrixBatch<const float>&,
                                  const MatrixBatch<const float>&,
                                  const MatrixBatch<float>&, Check);
template void rankk_one_matrix<float>(const RankK<float>&, int, int,
                                      const float*, int, float*, int);
template Status rankk_host<double>(Queue::Impl&, const RankK<double>&,
                                   const MatrixBatch<const double>&,
                                   const MatrixBatch<const double>&,
                                   const MatrixBatch<double>&, Check);
template void rankk_one_matrix<double>(const RankK<double>&, int, int,
                                       const double*, int, double*, int);
template Status rankk_host<std::complex<float>>(
    Queue::Impl&, const RankK<std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, Check);
template void rankk_one_matrix<std::complex<float>>(
    const RankK<std::complex<float>>&, int, int, const std::complex<float>*,
    int, std::complex<float>*, int);
template Status rankk_host<std::complex<double>>(
    Queue::Impl&, const RankK<std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, Check);
template void rankk_one_matrix<std::complex<double>>(
    const RankK<std::complex<double>>&, int, int, const std::complex<double>*,
    int, std::complex<double>*, int);

}  // namespace myriad::detail
