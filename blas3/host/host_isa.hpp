// Instruction-set tags of the host kernels compiled once per ISA (internal):
// gemm_small.hpp and tri_own.hpp are templates on one of these, instantiated
// by a .cpp per ISA under a target pragma, and picked at run time.
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

}  // namespace myriad::detail
