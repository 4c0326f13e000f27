// Host kernels for the compiler's baseline target: the small GEMM
// (gemm_small.hpp) and the own TRSM / TRMM loops (tri_own.hpp), the fallback
// on CPUs without the instruction sets of host_kernels_avx2.cpp / _avx512.cpp.
#include <complex>

#include "blas3/host/gemm_small.hpp"
#include "blas3/host/tri_own.hpp"

namespace myriad::detail {

template struct SmallGemm<float, IsaBase>;
template struct SmallGemm<double, IsaBase>;
template struct SmallGemm<std::complex<float>, IsaBase>;
template struct SmallGemm<std::complex<double>, IsaBase>;
template struct TriOwn<float, IsaBase>;
template struct TriOwn<double, IsaBase>;
template struct TriOwn<std::complex<float>, IsaBase>;
template struct TriOwn<std::complex<double>, IsaBase>;

template <class T>
SmallGemmFn<T> small_gemm_base() {
  return &SmallGemm<T, IsaBase>::run;
}

template <class T>
TriOwnFn<T> tri_own_base() {
  return &TriOwn<T, IsaBase>::run;
}

// Instantiations: one line per precision.
template SmallGemmFn<float> small_gemm_base<float>();
template SmallGemmFn<double> small_gemm_base<double>();
template SmallGemmFn<std::complex<float>>
small_gemm_base<std::complex<float>>();
template SmallGemmFn<std::complex<double>>
small_gemm_base<std::complex<double>>();
template TriOwnFn<float> tri_own_base<float>();
template TriOwnFn<double> tri_own_base<double>();
template TriOwnFn<std::complex<float>> tri_own_base<std::complex<float>>();
template TriOwnFn<std::complex<double>> tri_own_base<std::complex<double>>();

}  // namespace myriad::detail
