// Vector loads from shared memory (internal).
#pragma once

#include <type_traits>

namespace myriad::cuda {

/// Two consecutive elements p[0], p[1] in shared memory (p aligned to two
/// elements): one vector load for double and float, two loads otherwise.
/// Spelled in PTX: at order 64 the TRSM leaf's compiler split a double2 load
/// into two.
template <class S>
__device__ __forceinline__ void shared_load_pair(const S* p, S& a, S& b) {
  const unsigned addr = static_cast<unsigned>(__cvta_generic_to_shared(p));
  if constexpr (std::is_same<S, double>::value) {
    asm volatile("ld.shared.v2.f64 {%0, %1}, [%2];\n"
                 : "=d"(a), "=d"(b)
                 : "r"(addr));
  } else if constexpr (std::is_same<S, float>::value) {
    asm volatile("ld.shared.v2.f32 {%0, %1}, [%2];\n"
                 : "=f"(a), "=f"(b)
                 : "r"(addr));
  } else {
    (void)addr;
    a = p[0];
    b = p[1];
  }
}

}  // namespace myriad::cuda
