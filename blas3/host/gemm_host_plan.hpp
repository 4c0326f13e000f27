// One matrix's GEMM on the host (internal): our small-matrix kernel or one
// OpenBLAS call, by the crossover table of gemm_host_table.hpp for the class
// of machine this is. Shared by the batched GEMM and by the routines whose
// small matrices reduce to GEMM (SYRK's triangle blocks, SYMM's mirrored A).
#pragma once

#include <cstdint>

#include "blas3/host/blas_calls.hpp"
#include "blas3/host/gemm_host_table.hpp"
#include "blas3/host/gemm_small.hpp"
#include "blas3/host/host_isa.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// The small-matrix kernel for the widest instruction set this CPU has.
template <class T>
SmallGemmFn<T> select_small_gemm() {
  return pick_host_kernel(
      [](auto isa) { return small_gemm_kernel<T, decltype(isa)>(); });
}

/// How one matrix of op(A) op(B) with fixed ops and scalars is computed.
template <class T>
class GemmHostPlan {
 public:
  GemmHostPlan(Op transa, Op transb, T alpha, T beta)
      : ta_(transa), tb_(transb), alpha_(alpha), beta_(beta) {
    static const SmallGemmFn<T> small = select_small_gemm<T>();
    small_ = small;
    const HostGemmClass cls = host_gemm_class();
    for (const GemmHostCrossover& e : kGemmHostCrossover)
      if (e.machine == cls && e.precision == ScalarTraits<T>::letter &&
          e.trans_a == (transa != Op::NoTrans) &&
          e.trans_b == (transb != Op::NoTrans))
        small_max_ = e.max_dim;
  }

  /// C := alpha op(A) op(B) + beta C for one m x n C (k inner); beta == 0
  /// does not read C.
  void run(int m, int n, int k, const T* A, int lda, const T* B, int ldb, T* C,
           int ldc) const {
    if (m == 0 || n == 0) return;
    if (k == 0 || alpha_ == T(0)) {
      scale(m, n, C, ldc);
    } else if (m <= small_max_ && n <= small_max_ && k <= small_max_) {
      small_(ta_, tb_, m, n, k, alpha_, A, lda, B, ldb, beta_, C, ldc);
    } else {
      blas_gemm(ta_, tb_, m, n, k, alpha_, A, lda, B, ldb, beta_, C, ldc);
    }
  }

 private:
  /// C := beta C; beta == 0 writes zeros without reading C.
  void scale(int m, int n, T* C, int ldc) const {
    if (beta_ == T(1)) return;
    for (int j = 0; j < n; ++j) {
      T* c = C + static_cast<std::int64_t>(j) * ldc;
      for (int i = 0; i < m; ++i) c[i] = beta_ == T(0) ? T(0) : beta_ * c[i];
    }
  }

  Op ta_, tb_;
  T alpha_, beta_;
  SmallGemmFn<T> small_ = nullptr;
  int small_max_ = 0;
};

}  // namespace myriad::detail
