// A runtime index to one of N compile-time instantiations (internal): kernel
// shapes and per-order host kernels are templates, and a tuning table or a
// matrix's order picks one at run time.
#pragma once

#include <type_traits>

#ifdef __CUDACC__
#define MYRIAD_HOST_DEVICE __host__ __device__
#else
#define MYRIAD_HOST_DEVICE
#endif

namespace myriad::detail {

/// Returns f(std::integral_constant<int, i>{}) for the runtime index i.
/// Precondition: 0 <= i < N (the caller checks its range; the last index
/// takes any i past it). Every instantiation of f returns the same type.
/// Also in device code, where a branch per index reads registers by constant
/// index (getrf_tile_kernel's pivot row); f runs where the caller does, so
/// nvcc's check of host calls from host-device code is off for it.
#ifdef __CUDACC__
#pragma nv_exec_check_disable
#endif
template <int N, int I = 0, class F>
MYRIAD_HOST_DEVICE decltype(auto) with_static_index(int i, F&& f) {
  static_assert(N > 0 && I < N, "an index in [0, N)");
  if constexpr (I + 1 == N)
    return f(std::integral_constant<int, I>{});
  else
    return i == I ? f(std::integral_constant<int, I>{})
                  : with_static_index<N, I + 1>(i, f);
}

/// f(std::integral_constant<int, I>{}) for I = B...E - 1 in turn: loops
/// whose bodies index registers by values computed from the index (an
/// unrolled loop leaves that folding to the optimizer, which may instead
/// put the registers in local memory).
#ifdef __CUDACC__
#pragma nv_exec_check_disable
#endif
template <int B, int E, class F>
MYRIAD_HOST_DEVICE void static_for(F&& f) {
  if constexpr (B < E) {
    f(std::integral_constant<int, B>{});
    static_for<B + 1, E>(f);
  }
}

}  // namespace myriad::detail
