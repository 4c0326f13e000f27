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

/// Where AVX2 and AVX-512 kernels are built (under target pragmas, by
/// host_kernels_avx2.cpp / _avx512.cpp) and chosen at run time; elsewhere
/// only the baseline build exists.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define MYRIAD_HOST_ISA_DISPATCH 1
#endif

/// Whether this CPU runs the kernels built for an ISA.
inline bool cpu_runs(IsaBase) { return true; }
#ifdef MYRIAD_HOST_ISA_DISPATCH
inline bool cpu_runs(IsaAvx2) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}
inline bool cpu_runs(IsaAvx512) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") &&
         __builtin_cpu_supports("avx512vl") &&
         __builtin_cpu_supports("avx512dq");
}

/// Whether the CPU is Intel's: where the fastest form of a kernel differs
/// between vendors' cores (GetrfTuning::host_gathered_swaps).
inline bool cpu_is_intel() {
  __builtin_cpu_init();
  return __builtin_cpu_is("intel");
}
#else
inline bool cpu_is_intel() { return false; }
#endif

/// The kernel for the widest instruction set this CPU runs: get(Isa{})
/// returns the kernel built for Isa (an accessor such as
/// small_gemm_kernel<T, Isa>).
template <class Get>
auto pick_host_kernel(Get get) {
#ifdef MYRIAD_HOST_ISA_DISPATCH
  if (cpu_runs(IsaAvx512{})) return get(IsaAvx512{});
  if (cpu_runs(IsaAvx2{})) return get(IsaAvx2{});
#endif
  return get(IsaBase{});
}

}  // namespace myriad::detail
