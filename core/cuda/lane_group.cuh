// Groups of lanes that each own one small matrix (internal): the register
// kernels of TRSM/TRMM and GETRS give NB lanes (NB divides 32) to a tile of
// one matrix, lane i holding row i of a triangle and element i of a few
// vectors, and solve by group shuffles.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>

#include "core/cuda/warp_shuffle.cuh"

namespace myriad::cuda {

/// This thread's place in its group of NB lanes. The groups' shuffles name
/// the whole warp (kFullMask, width NB): a mask known only at run time made
/// the compiler wrap each shuffle in a convergence sequence (WARPSYNC, MATCH,
/// a collective loop; the register LU, session 51). So every lane of a warp
/// reaches every shuffle: the walk below and the solve run warp-uniform
/// loops, and a group with nothing to do runs them without effect. The
/// compiler must also see those loops as uniform, or it wraps the shuffles
/// all the same: the walk steps by the warp's first lane
/// (uniform_warp_index) and the solve's bounds come from __reduce_max_sync
/// (session 53: tri_leaf_group_kernel's 9168 sequences and
/// getrs_group_kernel's 4308, tools/collective_audit.sh, went to none once
/// the walk no longer started from threadIdx.x).
template <int NB>
struct LaneGroup {
  static_assert(NB > 0 && NB <= 32 && 32 % NB == 0, "NB divides the warp");
  int i;  ///< row held by this lane, in [0, NB)
  __device__ LaneGroup() : i(static_cast<int>(threadIdx.x % NB)) {}
};

/// A grid-stride walk over tiles (matrix, R consecutive vectors), NB lanes
/// a tile, tiles_per_matrix tiles a matrix, by whole warps: calls
/// body(b, v0, in) on every lane of the warp at once, with the same
/// arguments on every lane of a group; in is false for groups past the last
/// tile (b and v0 are then 0). total (tiles times NB) counts lanes.
template <int NB, int R, class Body>
__device__ __forceinline__ void for_each_group_tile(int tiles_per_matrix,
                                                    std::int64_t total,
                                                    Body body) {
  const int lane = threadIdx.x % 32;
  // The warp's first lane's index, uniform (uniform_warp_index): so is the
  // loop, and the shuffles in body need no convergence sequences.
  for (std::int64_t g0 = blockIdx.x * static_cast<std::int64_t>(blockDim.x) +
                         32 * uniform_warp_index();
       g0 < total; g0 += static_cast<std::int64_t>(gridDim.x) * blockDim.x) {
    const std::int64_t g = g0 + lane;
    const bool in = g < total;
    const std::int64_t tile = in ? g / NB : 0;
    body(static_cast<int>(tile / tiles_per_matrix),
         static_cast<int>(tile % tiles_per_matrix) * R, in);
  }
}

/// Substitution on a group, x := M^-1 x for the first nt of R vectors, M
/// lower (forward, kUpper false) or upper triangular (backward): lane i
/// holds m[j] = M(i, j) for j < i (lower) or j > i (upper), any value
/// elsewhere, and x[t] = element i of vector t; n <= NB is the order (lanes
/// >= n carry values that are never meaningful; n = 0 or nt <= 0: nothing).
/// With scale, lane j first multiplies its element by d (the reciprocal of
/// M(j, j)); without, M is unit. Every lane of the warp calls it at once.
template <bool kUpper, int NB, int R, class S>
__device__ __forceinline__ void group_tri_solve(const LaneGroup<NB>& g,
                                                const S (&m)[NB], S d,
                                                bool scale, int n, int nt,
                                                S (&x)[R]) {
  // The warp's largest order and count bound its steps.
  const int nw = __reduce_max_sync(kFullMask, n);
  const int ntw = __reduce_max_sync(kFullMask, nt);
#pragma unroll
  for (int s = 0; s < NB; ++s) {
    const int j = kUpper ? NB - 1 - s : s;
    if (j < nw) {
#pragma unroll
      for (int t = 0; t < R; ++t) {
        if (t < ntw) {
          const bool live = j < n && t < nt;
          if (live && scale && g.i == j) x[t] = d * x[t];
          const S xj = shfl_group(kFullMask, x[t], j, NB);
          if (live && (kUpper ? g.i < j : g.i > j)) x[t] = fma(-m[j], xj, x[t]);
        }
      }
    }
  }
}

}  // namespace myriad::cuda
