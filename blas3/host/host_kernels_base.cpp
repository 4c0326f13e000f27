// Host kernels for the compiler's baseline target: the small GEMM
// (gemm_small.hpp), the own TRSM / TRMM loops (tri_own.hpp) and the LU and
// Cholesky leaves (lapack/host/lu_own.hpp, chol_own.hpp), the fallback on CPUs
// without the instruction sets of host_kernels_avx2.cpp / _avx512.cpp.
#include <complex>

#include "blas3/host/host_kernels.hpp"

namespace myriad::detail {

// Instantiations: one line per precision.
template SmallGemmFn<float> small_gemm_kernel<float, IsaBase>();
template SmallGemmFn<double> small_gemm_kernel<double, IsaBase>();
template SmallGemmFn<std::complex<float>>
small_gemm_kernel<std::complex<float>, IsaBase>();
template SmallGemmFn<std::complex<double>>
small_gemm_kernel<std::complex<double>, IsaBase>();
template TriOwnFn<float> tri_own_kernel<float, IsaBase>();
template TriOwnFn<double> tri_own_kernel<double, IsaBase>();
template TriOwnFn<std::complex<float>>
tri_own_kernel<std::complex<float>, IsaBase>();
template TriOwnFn<std::complex<double>>
tri_own_kernel<std::complex<double>, IsaBase>();
template LuOwnFns<float> lu_own_kernel<float, IsaBase>();
template LuOwnFns<double> lu_own_kernel<double, IsaBase>();
template LuOwnFns<std::complex<float>>
lu_own_kernel<std::complex<float>, IsaBase>();
template LuOwnFns<std::complex<double>>
lu_own_kernel<std::complex<double>, IsaBase>();
template CholOwnFns<float> chol_own_kernel<float, IsaBase>();
template CholOwnFns<double> chol_own_kernel<double, IsaBase>();
template CholOwnFns<std::complex<float>>
chol_own_kernel<std::complex<float>, IsaBase>();
template CholOwnFns<std::complex<double>>
chol_own_kernel<std::complex<double>, IsaBase>();

}  // namespace myriad::detail
