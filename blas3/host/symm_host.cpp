// Batched SYMM/HEMM, host backend: an OpenMP loop over the batch; a small A
// (the tuning table says how small) is mirrored into a full matrix for one
// GEMM (our small-matrix kernel or OpenBLAS, as the GEMM table says); larger
// matrices go to one OpenBLAS SYMM call each.
#include <omp.h>

#include <complex>
#include <string>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_plan.hpp"
#include "blas3/host/sym_blas_calls.hpp"
#include "blas3/host/sym_host_kernels.hpp"
#include "blas3/host/sym_host_tuning.hpp"
#include "blas3/syrk_backend.hpp"
#include "blas3/syrk_check.hpp"

namespace myriad::detail {
namespace {

/// Matrix b of the batch, whose arguments are valid.
template <class T>
void symm_one(const Symm<T>& p, const GemmHostPlan<T>& gemm, int symm_max_n,
              const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
              const MatrixBatch<T>& C, int b) {
  const int m = C.rows(b), n = C.cols(b);
  if (m == 0 || n == 0) return;
  T* c = C.data(b);
  const int ldc = C.ld(b);
  if (p.alpha == T(0)) {
    for (int j = 0; j < n; ++j)
      host::scale_range(c + host::at(0, j, ldc), 0, m, p.beta);
    return;
  }
  const int na = p.left ? m : n;
  if (na <= symm_max_n) {
    // OpenBLAS's SYMM runs its full Level-3 driver even for tiny matrices,
    // while GEMM has small-matrix kernels (ours, or OpenBLAS's on some
    // CPUs): A is mirrored into a full matrix on the stack (reading its
    // stored triangle only), then GEMM.
    host::StackBuffer<T> buf;
    T* f = buf.data();
    host::mirror_into(p.uplo == Uplo::Lower, p.herm, na, A.data(b), A.ld(b), f);
    if (p.left)
      gemm.run(m, n, m, f, m, B.data(b), B.ld(b), c, ldc);
    else
      gemm.run(m, n, n, B.data(b), B.ld(b), f, n, c, ldc);
    return;
  }
  blas_symm(p.herm, p.left, p.uplo, m, n, p.alpha, A.data(b), A.ld(b),
            B.data(b), B.ld(b), p.beta, c, ldc);
}

}  // namespace

template <class T>
Status symm_host(Queue::Impl& q, const Symm<T>& p,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 const MatrixBatch<T>& C, Check check) {
  const int count = C.count();
  const int threads = q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
  int bad_count = 0;
  int first_bad = count;
  BlasSingleThread single_threaded_blas;
  const GemmHostPlan<T> gemm(Op::NoTrans, Op::NoTrans, p.alpha, p.beta);
  const int symm_max_n = host::sym_host_tuning<T>().symm_max_n;
  // Invalid matrices are always skipped (they must not touch memory); they
  // are counted and reported only under Check::Full.
#pragma omp parallel for num_threads(threads) schedule(guided) \
    reduction(+ : bad_count) reduction(min : first_bad)
  for (int b = 0; b < count; ++b) {
    if (symm_validate(p.left, b, A, B, C) != 0) {
      ++bad_count;
      if (b < first_bad) first_bad = b;
      continue;
    }
    symm_one(p, gemm, symm_max_n, A, B, C, b);
  }
  if (bad_count == 0 || check == Check::None) return {};
  const int code = symm_validate(p.left, first_bad, A, B, C);
  return {StatusCode::InvalidMatrix,
          std::string(p.name) + ": " + std::to_string(bad_count) + " of " +
              std::to_string(count) +
              " matrices have invalid arguments and were skipped; first: "
              "matrix " +
              std::to_string(first_bad) + ": " + blas3_error_text(code)};
}

template Status symm_host<float>(Queue::Impl&, const Symm<float>&,
                                 const MatrixBatch<const float>&,
                                 const MatrixBatch<const float>&,
                                 const MatrixBatch<float>&, Check);
template Status symm_host<double>(Queue::Impl&, const Symm<double>&,
                                  const MatrixBatch<const double>&,
                                  const MatrixBatch<const double>&,
                                  const MatrixBatch<double>&, Check);
template Status symm_host<std::complex<float>>(
    Queue::Impl&, const Symm<std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, Check);
template Status symm_host<std::complex<double>>(
    Queue::Impl&, const Symm<std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad::detail
