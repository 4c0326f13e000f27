// Instruction-set tags of the host kernels compiled once per ISA (internal):
// gemm_small.hpp and tri_own.hpp are templates on one of these, instantiated
// by a .cpp per ISA under a target pragma, and picked at run time
// (pick_host_kernel).
#pragma once

namespace myriad::detail {

/// ISA tags: the vector register width the kernels are shaped for. IsaBase
/// is the compiler's baseline target (SSE2 on x86-64, NEON on AArch64).
struct IsaBase {
  static constexpr int vector_bytes = 16;
  static constexpr int vector_registers = 16;
};
struct IsaAvx2 {
  static constexpr int vector_bytes = 32;
  static constexpr int vector_registers = 16;
};
struct IsaAvx512 {
  static constexpr int vector_bytes = 64;
  static constexpr int vector_registers = 32;
};

/// Of the kernels built per ISA (a build the compiler could not target is
/// nullptr), the one for the widest instruction set this CPU runs.
template <class Fn>
Fn pick_host_kernel(Fn base, Fn avx2, Fn avx512) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  __builtin_cpu_init();
  if (avx512 && __builtin_cpu_supports("avx512f") &&
      __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq"))
    return avx512;
  if (avx2 && __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
    return avx2;
#else
  (void)avx2;
  (void)avx512;
#endif
  return base;
}

}  // namespace myriad::detail
