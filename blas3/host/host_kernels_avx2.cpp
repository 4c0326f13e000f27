// Host kernels compiled for AVX2 + FMA: the small GEMM (gemm_small.hpp) and
// the own TRSM / TRMM loops (tri_own.hpp); gemm_host.cpp and trsm_host.cpp
// pick them at run time when the CPU has it. The other headers are included
// before the target pragma, so their inline functions stay baseline code;
// only the kernel instances are compiled for the target, and the accessors
// below are baseline code, safe to call anywhere.
#include <algorithm>
#include <complex>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "blas3/host/host_isa.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/static_index.hpp"
#include "myriad/types.hpp"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define MYRIAD_HOST_ISA 1
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,fma"))), \
                             apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#endif
#endif

#include "blas3/host/gemm_small.hpp"
#include "blas3/host/tri_own.hpp"

namespace myriad::detail {
#ifdef MYRIAD_HOST_ISA
template struct SmallGemm<float, IsaAvx2>;
template struct SmallGemm<double, IsaAvx2>;
template struct SmallGemm<std::complex<float>, IsaAvx2>;
template struct SmallGemm<std::complex<double>, IsaAvx2>;
template struct TriOwn<float, IsaAvx2>;
template struct TriOwn<double, IsaAvx2>;
template struct TriOwn<std::complex<float>, IsaAvx2>;
template struct TriOwn<std::complex<double>, IsaAvx2>;
#endif
}  // namespace myriad::detail

#ifdef MYRIAD_HOST_ISA
#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif
#endif

namespace myriad::detail {

template <class T>
SmallGemmFn<T> small_gemm_avx2() {
#ifdef MYRIAD_HOST_ISA
  return &SmallGemm<T, IsaAvx2>::run;
#else
  return nullptr;
#endif
}

template <class T>
TriOwnFn<T> tri_own_avx2() {
#ifdef MYRIAD_HOST_ISA
  return &TriOwn<T, IsaAvx2>::run;
#else
  return nullptr;
#endif
}

// Instantiations: one line per precision.
template SmallGemmFn<float> small_gemm_avx2<float>();
template SmallGemmFn<double> small_gemm_avx2<double>();
template SmallGemmFn<std::complex<float>>
small_gemm_avx2<std::complex<float>>();
template SmallGemmFn<std::complex<double>>
small_gemm_avx2<std::complex<double>>();
template TriOwnFn<float> tri_own_avx2<float>();
template TriOwnFn<double> tri_own_avx2<double>();
template TriOwnFn<std::complex<float>> tri_own_avx2<std::complex<float>>();
template TriOwnFn<std::complex<double>> tri_own_avx2<std::complex<double>>();

}  // namespace myriad::detail
