// Batched GEMM, host backend: an OpenMP loop over the batch. Fixed-size
// square batches of order <= kTinyMaxOrder<T> run a kernel compiled for their
// order (gemm_tiny.hpp); otherwise each matrix goes to our small-matrix
// kernel (gemm_small.hpp, compiled for the widest instruction set the CPU
// has) or, above the crossover of gemm_host_table.hpp, to OpenBLAS running
// one thread per matrix.
#include <cblas.h>
#include <omp.h>

#include <complex>
#include <cstdint>
#include <type_traits>

#include "blas3/gemm_backend.hpp"
#include "blas3/gemm_check.hpp"
#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_plan.hpp"
#include "blas3/host/gemm_tiny.hpp"

namespace myriad::detail {
namespace {

/// Addresses of a fixed-size batch, with the view offset and the choice
/// between pointer array and stride made once rather than per matrix.
template <class T>
class FixedAddress {
 public:
  explicit FixedAddress(const MatrixBatch<T>& d)
      : ptrs_(d.pointer_array()),
        base_(d.base()),
        stride_(d.stride()),
        offset_(d.row_offset() +
                static_cast<std::int64_t>(d.col_offset()) * d.fixed_ld()) {}
  /// A null entry of a pointer array (the one per-matrix fault possible).
  bool null(int b) const { return ptrs_ && ptrs_[b] == nullptr; }
  T* at(int b) const {
    return ptrs_ ? ptrs_[b] + offset_
                 : base_ + (offset_ + static_cast<std::int64_t>(b) * stride_);
  }

 private:
  T* const* ptrs_;
  T* base_;
  std::int64_t stride_, offset_;
};

}  // namespace

HostGemmClass host_gemm_class() {
  static const HostGemmClass cls = [] {
    const bool avx512 = pick_host_kernel(
        [](auto isa) { return std::is_same_v<decltype(isa), IsaAvx512>; });
    const bool blas_small = blas_kernels() == BlasKernels::Avx512;
    return avx512 && !blas_small ? HostGemmClass::Avx512BlasBlocked
                                 : HostGemmClass::Default;
  }();
  return cls;
}

template <class T>
Status gemm_host(Queue::Impl& q, Op transa, Op transb, T alpha,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 T beta, const MatrixBatch<T>& C, Check check) {
  const int count = C.count();
  const int threads = q.num_threads > 0 ? q.num_threads : omp_get_max_threads();
  const GemmHostPlan<T> plan(transa, transb, alpha, beta);
  int bad_count = 0;
  int first_bad = count;
  // One thread per matrix; with fewer matrices than threads, one matrix at a
  // time with OpenBLAS threaded inside it (a single large GEMM, say).
  const bool by_matrix = count >= threads;
  const int loop_threads = by_matrix ? threads : 1;
  BlasThreads blas_threads(by_matrix ? 1 : threads);
  // Invalid matrices are always skipped (they must not touch memory); they
  // are counted, and reported only under Check::Full.
  if (!A.is_variable() && !B.is_variable() && !C.is_variable()) {
    // Fixed size: the interface has checked sizes and leading dimensions;
    // only a null entry of a pointer array can make one matrix invalid.
    const GemmDims d = gemm_dims(transa, 0, A, C);
    const FixedAddress<const T> a(A), b(B);
    const FixedAddress<T> c(C);
    const int lda = A.fixed_ld(), ldb = B.fixed_ld(), ldc = C.fixed_ld();
    // Tiny square orders: a kernel compiled for the order (gemm_tiny.hpp).
    const TinyGemmFn<T> tiny = d.m == d.n && d.n == d.k && alpha != T(0)
                                   ? tiny_gemm_for<T>(d.n)
                                   : nullptr;
#pragma omp parallel for num_threads(loop_threads) schedule(static) \
    reduction(+ : bad_count) reduction(min : first_bad)
    for (int i = 0; i < count; ++i) {
      if ((a.null(i) || b.null(i) || c.null(i)) &&
          gemm_validate(transa, transb, i, A, B, C) != 0) {
        ++bad_count;
        first_bad = i < first_bad ? i : first_bad;
        continue;
      }
      if (tiny)
        tiny(transa, transb, alpha, a.at(i), lda, b.at(i), ldb, beta, c.at(i),
             ldc);
      else
        plan.run(d.m, d.n, d.k, a.at(i), lda, b.at(i), ldb, c.at(i), ldc);
    }
  } else {
#pragma omp parallel for num_threads(loop_threads) schedule(dynamic, 16) \
    reduction(+ : bad_count) reduction(min : first_bad)
    for (int b = 0; b < count; ++b) {
      if (gemm_validate(transa, transb, b, A, B, C) != 0) {
        ++bad_count;
        first_bad = b < first_bad ? b : first_bad;
        continue;
      }
      const GemmDims d = gemm_dims(transa, b, A, C);
      plan.run(d.m, d.n, d.k, A.data(b), A.ld(b), B.data(b), B.ld(b), C.data(b),
               C.ld(b));
    }
  }
  if (bad_count == 0 || check == Check::None) return {};
  const int code = gemm_validate(transa, transb, first_bad, A, B, C);
  return {StatusCode::InvalidMatrix,
          "gemm: " + std::to_string(bad_count) + " of " +
              std::to_string(count) +
              " matrices have invalid arguments and were skipped; first: "
              "matrix " +
              std::to_string(first_bad) + ": " + gemm_error_text(code)};
}

template Status gemm_host<float>(Queue::Impl&, Op, Op, float,
                                 const MatrixBatch<const float>&,
                                 const MatrixBatch<const float>&, float,
                                 const MatrixBatch<float>&, Check);
template Status gemm_host<double>(Queue::Impl&, Op, Op, double,
                                  const MatrixBatch<const double>&,
                                  const MatrixBatch<const double>&, double,
                                  const MatrixBatch<double>&, Check);
template Status gemm_host<std::complex<float>>(
    Queue::Impl&, Op, Op, std::complex<float>,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&, std::complex<float>,
    const MatrixBatch<std::complex<float>>&, Check);
template Status gemm_host<std::complex<double>>(
    Queue::Impl&, Op, Op, std::complex<double>,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&, std::complex<double>,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad::detail
