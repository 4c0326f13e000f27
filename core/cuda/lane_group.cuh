// Groups of lanes that each own one small matrix (internal): the register
// kernels of TRSM/TRMM and GETRS give NB lanes (NB divides 32) to a tile of
// one matrix, lane i holding row i of a triangle and element i of a few
// vectors, and solve by group shuffles.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "core/cuda/warp_shuffle.cuh"

namespace myriad::cuda {

/// This thread's place in its group of NB lanes.
template <int NB>
struct LaneGroup {
  static_assert(NB > 0 && NB <= 32 && 32 % NB == 0, "NB divides the warp");
  int i;          ///< row held by this lane, in [0, NB)
  unsigned mask;  ///< the group's lanes within the warp
  __device__ LaneGroup()
      : i(static_cast<int>(threadIdx.x % NB)),
        mask(NB == 32 ? kFullMask
                      : ((1u << NB) - 1u) << (threadIdx.x % 32 / NB * NB)) {}
};

/// A grid-stride walk over tiles (matrix, R consecutive vectors), NB lanes
/// a tile, tiles_per_matrix tiles a matrix: calls body(b, v0) for every
/// tile, with the same arguments on every lane of a group.
template <int NB, int R, class Body>
__device__ __forceinline__ void for_each_group_tile(int tiles_per_matrix,
                                                    std::int64_t total,
                                                    Body body) {
  for (std::int64_t g =
           blockIdx.x * static_cast<std::int64_t>(blockDim.x) + threadIdx.x;
       g < total; g += static_cast<std::int64_t>(gridDim.x) * blockDim.x) {
    const std::int64_t tile = g / NB;
    body(static_cast<int>(tile / tiles_per_matrix),
         static_cast<int>(tile % tiles_per_matrix) * R);
  }
}

/// Substitution on a group, x := M^-1 x for the first nt of R vectors, M
/// lower (forward, kUpper false) or upper triangular (backward): lane i
/// holds m[j] = M(i, j) for j < i (lower) or j > i (upper), any value
/// elsewhere, and x[t] = element i of vector t; n <= NB is the order (lanes
/// >= n carry values that are never meaningful). With scale, lane j first
/// multiplies its element by d (the reciprocal of M(j, j)); without, M is
/// unit.
template <bool kUpper, int NB, int R, class S>
__device__ __forceinline__ void group_tri_solve(const LaneGroup<NB>& g,
                                                const S (&m)[NB], S d,
                                                bool scale, int n, int nt,
                                                S (&x)[R]) {
#pragma unroll
  for (int s = 0; s < NB; ++s) {
    const int j = kUpper ? NB - 1 - s : s;
    if (j < n) {
#pragma unroll
      for (int t = 0; t < R; ++t) {
        if (t < nt) {
          if (scale && g.i == j) x[t] = d * x[t];
          const S xj = shfl_group(g.mask, x[t], j, NB);
          if (kUpper ? g.i < j : g.i > j) x[t] = fma(-m[j], xj, x[t]);
        }
      }
    }
  }
}

}  // namespace myriad::cuda
