// Typed wrappers over OpenBLAS's CBLAS for the host backend (internal), and
// the guard that sets OpenBLAS's thread count around our OpenMP loops.
#pragma once

#include <cblas.h>

#include <cctype>
#include <complex>
#include <string>

#include "myriad/types.hpp"

namespace myriad::detail {

inline CBLAS_TRANSPOSE cblas_op(Op op) {
  switch (op) {
    case Op::Trans:
      return CblasTrans;
    case Op::ConjTrans:
      return CblasConjTrans;
    default:
      return CblasNoTrans;
  }
}

/// One column-major GEMM through CBLAS: C = alpha op(A) op(B) + beta C.
inline void blas_gemm(Op ta, Op tb, int m, int n, int k, float alpha,
                      const float* A, int lda, const float* B, int ldb,
                      float beta, float* C, int ldc) {
  cblas_sgemm(CblasColMajor, cblas_op(ta), cblas_op(tb), m, n, k, alpha, A, lda,
              B, ldb, beta, C, ldc);
}
inline void blas_gemm(Op ta, Op tb, int m, int n, int k, double alpha,
                      const double* A, int lda, const double* B, int ldb,
                      double beta, double* C, int ldc) {
  cblas_dgemm(CblasColMajor, cblas_op(ta), cblas_op(tb), m, n, k, alpha, A, lda,
              B, ldb, beta, C, ldc);
}
inline void blas_gemm(Op ta, Op tb, int m, int n, int k,
                      std::complex<float> alpha, const std::complex<float>* A,
                      int lda, const std::complex<float>* B, int ldb,
                      std::complex<float> beta, std::complex<float>* C,
                      int ldc) {
  cblas_cgemm(CblasColMajor, cblas_op(ta), cblas_op(tb), m, n, k, &alpha, A,
              lda, B, ldb, &beta, C, ldc);
}
inline void blas_gemm(Op ta, Op tb, int m, int n, int k,
                      std::complex<double> alpha, const std::complex<double>* A,
                      int lda, const std::complex<double>* B, int ldb,
                      std::complex<double> beta, std::complex<double>* C,
                      int ldc) {
  cblas_zgemm(CblasColMajor, cblas_op(ta), cblas_op(tb), m, n, k, &alpha, A,
              lda, B, ldb, &beta, C, ldc);
}

/// The kernels OpenBLAS runs on this CPU, from its core name (found once):
/// written for AVX-512, for AVX2, or its generic SSE3 ones. Debian's
/// OpenBLAS 0.3.21 falls back to the generic ones ("Prescott") on the 2-core
/// Xeon VMs with AVX-512, where SGEMM then runs at 32 GFLOP/s on both cores
/// (myriad-bench's ceiling line).
enum class BlasKernels { Generic, Avx2, Avx512 };
inline BlasKernels blas_kernels() {
  static const BlasKernels kernels = [] {
    std::string core = openblas_get_corename();
    for (char& ch : core)
      ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (core == "skylakex" || core == "cooperlake" || core == "sapphirerapids")
      return BlasKernels::Avx512;
    if (core == "haswell" || core == "zen") return BlasKernels::Avx2;
    return BlasKernels::Generic;
  }();
  return kernels;
}

/// Sets OpenBLAS's thread count for its lifetime, then restores the caller's.
/// Inside our OpenMP loop over the batch OpenBLAS must run one thread per
/// matrix: the loop already uses every core, and the pthreads build of
/// OpenBLAS (Debian's default) does not notice that it is called from an
/// OpenMP parallel region, so it would oversubscribe them. OpenBLAS 0.3.21
/// has no per-thread setting (openblas_set_num_threads_local arrived in
/// 0.3.22), so this changes the process-wide setting for the duration of one
/// call; an application calling OpenBLAS from other threads at that moment
/// sees the same count.
class BlasThreads {
 public:
  explicit BlasThreads(int threads) : saved_(openblas_get_num_threads()) {
    if (threads != saved_) openblas_set_num_threads(threads);
    set_ = threads;
  }
  ~BlasThreads() {
    if (set_ != saved_) openblas_set_num_threads(saved_);
  }
  BlasThreads(const BlasThreads&) = delete;
  BlasThreads& operator=(const BlasThreads&) = delete;

 private:
  int saved_;
  int set_;
};

/// One OpenBLAS thread, for loops that run one matrix per thread.
class BlasSingleThread : public BlasThreads {
 public:
  BlasSingleThread() : BlasThreads(1) {}
};

}  // namespace myriad::detail
