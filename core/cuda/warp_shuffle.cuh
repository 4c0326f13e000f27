// Warp shuffles of kernel scalars (internal): float, double and Complex<R>
// (a complex value moves as its two parts), over the whole warp, a group of
// lanes, or an explicit lane mask.
#pragma once

#include <cuda_runtime.h>

#include "core/cuda/device_scalar.cuh"

namespace myriad::cuda {

constexpr unsigned kFullMask = 0xffffffffu;

// Real scalars (float, double) map to the hardware shuffles' overloads;
// Complex<R> moves as its two parts.
template <class R>
__device__ __forceinline__ R shfl(R v, int src) {
  return __shfl_sync(kFullMask, v, src);
}
template <class R>
__device__ __forceinline__ Complex<R> shfl(Complex<R> v, int src) {
  return {shfl(v.re, src), shfl(v.im, src)};
}
template <class R>
__device__ __forceinline__ R shfl_xor(R v, int mask) {
  return __shfl_xor_sync(kFullMask, v, mask);
}
template <class R>
__device__ __forceinline__ Complex<R> shfl_xor(Complex<R> v, int mask) {
  return {shfl_xor(v.re, mask), shfl_xor(v.im, mask)};
}
/// v of lane `src` of this lane's group of `width` lanes (`mask`: the group).
template <class R>
__device__ __forceinline__ R shfl_group(unsigned mask, R v, int src,
                                        int width) {
  return __shfl_sync(mask, v, src, width);
}
template <class R>
__device__ __forceinline__ Complex<R> shfl_group(unsigned mask, Complex<R> v,
                                                 int src, int width) {
  return {shfl_group(mask, v.re, src, width),
          shfl_group(mask, v.im, src, width)};
}
/// shfl among the lanes of `mask` only.
template <class R>
__device__ __forceinline__ R shfl_masked(unsigned mask, R v, int src) {
  return __shfl_sync(mask, v, src);
}
template <class R>
__device__ __forceinline__ Complex<R> shfl_masked(unsigned mask, Complex<R> v,
                                                  int src) {
  return {__shfl_sync(mask, v.re, src), __shfl_sync(mask, v.im, src)};
}

/// The calling warp's index in its block (blockDim.x a multiple of 32,
/// blockDim.y == 1; every lane of the warp calls it). Passed through a
/// shuffle from lane 0 so that ptxas can tell it is the same on every lane:
/// a branch on threadIdx.x / 32 itself looks divergent to it, and every
/// shuffle, vote or reduction under such a branch then runs inside a
/// convergence sequence (WARPSYNC, a collective loop, ENDCOLLECTIVE) on the
/// step's chain. Session 53, tools/probes/warp_uniform.cu: 74 sequences in
/// a two-warp step with threadIdx.x / 32 or threadIdx.y, none with this or
/// __reduce_max_sync.
__device__ __forceinline__ int uniform_warp_index() {
  return __shfl_sync(kFullMask, static_cast<int>(threadIdx.x / 32), 0);
}

/// Sum of v over the 32 lanes of the warp, returned to every lane.
template <class S>
__device__ __forceinline__ S warp_sum(S v) {
#pragma unroll
  for (int o = 16; o > 0; o /= 2) v = v + shfl_xor(v, o);
  return v;
}

}  // namespace myriad::cuda
