// Small-GEMM kernels for the compiler's baseline target: the fallback on
// CPUs without the instruction sets of gemm_small_avx2.cpp / _avx512.cpp.
#include <complex>

#include "blas3/host/gemm_small.hpp"

namespace myriad::detail {

template struct SmallGemm<float, IsaBase>;
template struct SmallGemm<double, IsaBase>;
template struct SmallGemm<std::complex<float>, IsaBase>;
template struct SmallGemm<std::complex<double>, IsaBase>;

template <class T>
SmallGemmFn<T> small_gemm_base() {
  return &SmallGemm<T, IsaBase>::run;
}

template SmallGemmFn<float> small_gemm_base<float>();
template SmallGemmFn<double> small_gemm_base<double>();
template SmallGemmFn<std::complex<float>>
small_gemm_base<std::complex<float>>();
template SmallGemmFn<std::complex<double>>
small_gemm_base<std::complex<double>>();

}  // namespace myriad::detail
