// Host kernels compiled for AVX2 + FMA: the small GEMM (gemm_small.hpp), the
// own TRSM / TRMM loops (tri_own.hpp) and the LU and Cholesky leaves
// (lapack/host/lu_own.hpp, chol_own.hpp), picked at run time by
// pick_host_kernel (host_isa.hpp) when the CPU has it. The other headers are
// included before the target pragma, so their inline functions stay baseline
// code; only the kernels are compiled for the target.
#include "blas3/host/host_isa.hpp"

#ifdef MYRIAD_HOST_ISA_DISPATCH
#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "blas3/host/sym_host_kernels.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/static_index.hpp"
#include "lapack/getrf_backend.hpp"
#include "lapack/getrf_tuning.hpp"
#include "lapack/potrf_tuning.hpp"
#include "myriad/batch.hpp"
#include "myriad/types.hpp"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma"))), \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#endif

#include "blas3/host/gemm_small.hpp"
#include "blas3/host/tri_own.hpp"
#include "lapack/host/chol_own.hpp"
#include "lapack/host/lu_own.hpp"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

#include "blas3/host/host_kernels.hpp"

namespace myriad::detail {

// Instantiations: one line per precision.
template SmallGemmFn<float> small_gemm_kernel<float, IsaAvx2>();
template SmallGemmFn<double> small_gemm_kernel<double, IsaAvx2>();
template SmallGemmFn<std::complex<float>>
small_gemm_kernel<std::complex<float>, IsaAvx2>();
template SmallGemmFn<std::complex<double>>
small_gemm_kernel<std::complex<double>, IsaAvx2>();
template TriOwnFn<float> tri_own_kernel<float, IsaAvx2>();
template TriOwnFn<double> tri_own_kernel<double, IsaAvx2>();
template TriOwnFn<std::complex<float>>
tri_own_kernel<std::complex<float>, IsaAvx2>();
template TriOwnFn<std::complex<double>>
tri_own_kernel<std::complex<double>, IsaAvx2>();
template LuOwnFns<float> lu_own_kernel<float, IsaAvx2>();
template LuOwnFns<double> lu_own_kernel<double, IsaAvx2>();
template LuOwnFns<std::complex<float>>
lu_own_kernel<std::complex<float>, IsaAvx2>();
template LuOwnFns<std::complex<double>>
lu_own_kernel<std::complex<double>, IsaAvx2>();
template CholOwnFns<float> chol_own_kernel<float, IsaAvx2>();
template CholOwnFns<double> chol_own_kernel<double, IsaAvx2>();
template CholOwnFns<std::complex<float>>
chol_own_kernel<std::complex<float>, IsaAvx2>();
template CholOwnFns<std::complex<double>>
chol_own_kernel<std::complex<double>, IsaAvx2>();

}  // namespace myriad::detail
#endif  // MYRIAD_HOST_ISA_DISPATCH
