// Tuning table of the host backend's symmetric/Hermitian routines (internal):
// up to which order a matrix goes through GEMM (GemmHostPlan: our
// small-matrix kernel or OpenBLAS's GEMM, which on SkylakeX-class CPUs has
// small-matrix kernels of its own) instead of one call of OpenBLAS's
// SYRK/SYMM (which run the full Level-3 driver at every size). SYRK's GEMM
// path works in column blocks of rankk_block (rankk_blocked); SYMM's
// mirrors A into a stack buffer, so its order is at most 64. Rows per class
// of machine (HostGemmClass, gemm_host_table.hpp).
//
// Default: measured on the development machine of 2026-11-22 (2-core Intel
// Xeon with AVX-512, OpenBLAS 0.3.21 pthreads with its SkylakeX kernels,
// GCC 12), one thread, batch 3000-4000, median of 15, with
//   myriad-bench --op syrk --backend host --threads 1 --reps 15
//                --precision P --sizes 4,8,...,65 --k 8,32
//   myriad-bench --op symm --backend host --threads 1 --reps 15
//                --precision P --sizes 4,8,...,64
// The machine was shared and busy (load ~15 on 2 cores: +-20% per figure).
// Ratios (ours / OpenBLAS loop; one block holds the whole matrix):
// dsyrk k=8,32: n=4 1.8,1.8; n=8 1.7,3.6; n=16 1.1,2.1; n=24 1.5,1.3;
// n=32 1.1,1.4; n=48 1.0,1.1; n=64 1.0,1.1. zsyrk through zgemm: 0.6-0.75 (so
// c, z: 0). dsymm: n=4 1.4, n=8 1.2, n=16 1.0, n=24 1.0; zsymm through zgemm
// 0.7-0.9 (so c, z: 0). s and c follow d and z (not measured separately).
//
// Avx512BlasBlocked: measured 2026-11-23 (2-core AMD EPYC VM with AVX-512,
// OpenBLAS 0.3.21 running its Haswell kernels, GCC 13), two threads, batch
// 2000-3000, median of 9-11, e.g.
//   myriad-bench --op syrk --backend host --threads 2 --reps 9 --batch 2000
//                --precision d --sizes 8,16,...,256 --k 8,16,32,64 --opts LN
// Ratios OpenBLAS loop / ours, dsyrk LN k = 8 | 32, blocks of 8, 16, 32:
//   n=16: 7.0 10.2 10.7 | 3.7 5.1 2.8    n=32: 2.3 3.2 2.4 | 2.0 2.2 2.1
//   n=64: 1.0 1.6 1.4 | 1.1 1.3 1.4     n=128: 1.0 1.2 1.2 | 1.1 1.4 1.5
// blocks of 16, k = 16 | 64: n=192 1.09 | 1.51, n=256 0.94 | 1.14; with A
// transposed (LT, k = 32) the path wins less: n=96 1.15, n=128 1.04,
// n=192 0.95, so 128 is the bound. ssyrk LN blocks of 16 (k = 8 | 64):
// 9.1 | 5.3 at n=16, 1.4 | 1.4 at n=128. dsymm LL with the bound at 24 |
// 64: m=16 3.5 | 2.4 (noise), m=32 1.00 | 1.88, m=48 1.02 | 2.16,
// m=64 1.05 | 1.77; ssymm m=32 1.9, m=64 1.7. c and z: their GEMM goes to
// OpenBLAS on this class (gemm_host_table.hpp), so the rows of the Default
// class apply.
//
// Re-measure when the kernels or OpenBLAS change.
#pragma once

#include "blas3/host/gemm_host_plan.hpp"
#include "myriad/types.hpp"

namespace myriad::detail::host {

struct SymHostTuning {
  HostGemmClass machine;  // as in kGemmHostCrossover
  char precision;         // s d c z
  int rankk_max_n;        // SYRK/HERK/SYR2K/HER2K: GEMM path when n <= this
  int rankk_block;        // its column blocks
  int symm_max_n;         // SYMM/HEMM: GEMM path when the order of A <= this
};

inline constexpr SymHostTuning kSymHostTable[] = {
    {HostGemmClass::Default, 's', 64, 64, 24},
    {HostGemmClass::Default, 'd', 64, 64, 24},
    {HostGemmClass::Default, 'c', 0, 64, 0},
    {HostGemmClass::Default, 'z', 0, 64, 0},
    {HostGemmClass::Avx512BlasBlocked, 's', 128, 16, 64},
    {HostGemmClass::Avx512BlasBlocked, 'd', 128, 16, 64},
    {HostGemmClass::Avx512BlasBlocked, 'c', 0, 64, 0},
    {HostGemmClass::Avx512BlasBlocked, 'z', 0, 64, 0},
};

/// The GEMM path's diagonal blocks (SYRK) or mirrored A (SYMM) live in a
/// stack buffer of this many elements (the table is checked against it).
inline constexpr int kSymHostBufferElems = 64 * 64;

constexpr bool sym_host_table_fits() {
  for (const SymHostTuning& t : kSymHostTable)
    if (t.rankk_block < 1 ||
        t.rankk_block * t.rankk_block > kSymHostBufferElems ||
        t.symm_max_n * t.symm_max_n > kSymHostBufferElems)
      return false;
  return true;
}
static_assert(sym_host_table_fits(),
              "SYRK blocks and SYMM's mirrored A live in the stack buffer");

/// Uninitialized stack storage for kSymHostBufferElems elements (an array of
/// std::complex would be zeroed on every call).
template <class T>
struct StackBuffer {
  alignas(T) unsigned char bytes[kSymHostBufferElems * sizeof(T)];
  T* data() { return reinterpret_cast<T*>(bytes); }
};

template <class T>
SymHostTuning sym_host_tuning() {
  const HostGemmClass cls = host_gemm_class();
  for (SymHostTuning t : kSymHostTable)
    if (t.machine == cls && t.precision == ScalarTraits<T>::letter) return t;
  return kSymHostTable[0];
}

}  // namespace myriad::detail::host
