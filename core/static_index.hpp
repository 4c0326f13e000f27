// A runtime index to one of N compile-time instantiations (internal): kernel
// shapes and per-order host kernels are templates, and a tuning table or a
// matrix's order picks one at run time.
#pragma once

#include <type_traits>

namespace myriad::detail {

/// Returns f(std::integral_constant<int, i>{}) for the runtime index i.
/// Precondition: 0 <= i < N (the caller checks its range; the last index
/// takes any i past it). Every instantiation of f returns the same type.
template <int N, int I = 0, class F>
decltype(auto) with_static_index(int i, F&& f) {
  static_assert(N > 0 && I < N, "an index in [0, N)");
  if constexpr (I + 1 == N)
    return f(std::integral_constant<int, I>{});
  else
    return i == I ? f(std::integral_constant<int, I>{})
                  : with_static_index<N, I + 1>(i, f);
}

}  // namespace myriad::detail
