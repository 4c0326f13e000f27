// Batched SYRK/HERK/SYR2K/HER2K, host backend: an OpenMP loop over the batch;
// each matrix goes to our own loops when it is small (the tuning table says
// how small) and to one OpenBLAS call otherwise.
#include <omp.h>

#include <complex>
#include <string>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/sym_blas_calls.hpp"
#include "blas3/host/sym_host_kernels.hpp"
#include "blas3/host/sym_host_tuning.hpp"
#include "blas3/syrk_backend.hpp"
#include "blas3/syrk_check.hpp"

namespace myriad::detail {
namespace {

/// Matrix b of the batch, whose arguments are valid.
template <class T>
void rankk_one(const RankK<T>& p, const MatrixBatch<const T>& A,
               const MatrixBatch<const T>& B, const MatrixBatch<T>& C, int b) {
  const RankKDims d = rankk_dims(p.trans, b, A, C);
  if (d.n == 0) return;
  const bool lower = p.uplo == Uplo::Lower;
  T* c = C.data(b);
  const int ldc = C.ld(b);
  if (d.k == 0 || p.alpha == T(0)) {
    if (p.beta != T(1))
      host::scale_triangle(lower, d.n, p.beta, p.herm, c, ldc);
    return;
  }
  const T* a = A.data(b);
  const T* bb = p.two ? B.data(b) : a;
  const int lda = A.ld(b), ldb = p.two ? B.ld(b) : lda;
  if (d.n <= host::sym_host_tuning<T>().rankk_max_n &&
      static_cast<std::int64_t>(d.n) * d.n <= host::kSymHostBufferElems) {
    // OpenBLAS's SYRK runs its full Level-3 driver even for tiny matrices,
    // while its GEMM has small-matrix kernels: the product goes to a stack
    // buffer through GEMM, and the triangle is merged into C.
    const Op lop = p.trans ? (p.herm ? Op::ConjTrans : Op::Trans) : Op::NoTrans;
    const Op rop = p.trans ? Op::NoTrans : (p.herm ? Op::ConjTrans : Op::Trans);
    host::StackBuffer<T> buf;
    T* w = buf.data();
    blas_gemm(lop, rop, d.n, d.n, d.k, p.alpha, a, lda, bb, ldb, T(0), w, d.n);
    if (p.two)
      blas_gemm(lop, rop, d.n, d.n, d.k, host::cj_if(p.alpha, p.herm), bb, ldb,
                a, lda, T(1), w, d.n);
    host::merge_triangle(lower, p.herm, d.n, w, p.beta, c, ldc);
    return;
  }
  if (p.two) {
    blas_rank2k(p.herm, p.uplo, p.trans, d.n, d.k, p.alpha, a, lda, bb, ldb,
                p.beta, c, ldc);
  } else {
    blas_rankk(p.herm, p.uplo, p.trans, d.n, d.k, p.alpha, a, lda, p.beta, c,
               ldc);
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
    rankk_one(p, A, B, C, b);
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

template Status rankk_host<float>(Queue::Impl&, const RankK<float>&,
                                  const MatrixBatch<const float>&,
                                  const MatrixBatch<const float>&,
                                  const MatrixBatch<float>&, Check);
template Status rankk_host<double>(Queue::Impl&, const RankK<double>&,
                                   const MatrixBatch<const double>&,
                                   const MatrixBatch<const double>&,
                                   const MatrixBatch<double>&, Check);
template Status rankk_host<std::complex<float>>(
    Queue::Impl&, const RankK<std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, Check);
template Status rankk_host<std::complex<double>>(
    Queue::Impl&, const RankK<std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad::detail
