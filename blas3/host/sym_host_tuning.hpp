// Tuning table of the host backend's symmetric/Hermitian routines (internal):
// up to which order a matrix goes through OpenBLAS's GEMM (which has
// small-matrix kernels) into a stack buffer, instead of one call of
// OpenBLAS's SYRK/SYMM (which run the full Level-3 driver at every size).
//
// Origin: measured on the development machine (2-core Intel Xeon with
// AVX-512, OpenBLAS 0.3.21 pthreads, GCC 12), one thread, batch 3000-4000,
// median of 15, with
//   myriad-bench --op syrk --backend host --threads 1 --reps 15
//                --precision P --sizes 4,8,...,65 --k 8,32
//   myriad-bench --op symm --backend host --threads 1 --reps 15
//                --precision P --sizes 4,8,...,64
// The machine was shared and busy (load ~15 on 2 cores: +-20% per figure).
// Ratios (ours / OpenBLAS loop): dsyrk k=8,32: n=4 1.8,1.8; n=8 1.7,3.6;
// n=16 1.1,2.1; n=24 1.5,1.3; n=32 1.1,1.4; n=48 1.0,1.1; n=64 1.0,1.1.
// zsyrk through zgemm: 0.6-0.75 (so c, z: 0). dsymm: n=4 1.4, n=8 1.2,
// n=16 1.0, n=24 1.0; zsymm through zgemm 0.7-0.9 (so c, z: 0). s and c
// follow d and z (not measured separately). Re-measure when the kernels or
// OpenBLAS change.
#pragma once

#include "myriad/types.hpp"

namespace myriad::detail::host {

struct SymHostTuning {
  char precision;   // s d c z
  int rankk_max_n;  // SYRK/HERK/SYR2K/HER2K: GEMM path when n <= this
  int symm_max_n;   // SYMM/HEMM: GEMM path when the order of A <= this
};

inline constexpr SymHostTuning kSymHostTable[] = {
    {'s', 64, 24},
    {'d', 64, 24},
    {'c', 0, 0},
    {'z', 0, 0},
};

/// The GEMM path's product (SYRK) or mirrored A (SYMM) lives in a stack
/// buffer of this many elements; larger matrices always go to OpenBLAS.
inline constexpr int kSymHostBufferElems = 64 * 64;

/// Uninitialized stack storage for kSymHostBufferElems elements (an array of
/// std::complex would be zeroed on every call).
template <class T>
struct StackBuffer {
  alignas(T) unsigned char bytes[kSymHostBufferElems * sizeof(T)];
  T* data() { return reinterpret_cast<T*>(bytes); }
};

template <class T>
constexpr SymHostTuning sym_host_tuning() {
  for (const SymHostTuning& t : kSymHostTable)
    if (t.precision == ScalarTraits<T>::letter) return t;
  return kSymHostTable[0];
}

}  // namespace myriad::detail::host
