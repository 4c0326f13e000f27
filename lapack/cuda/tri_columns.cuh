// Triangular solves with one right-hand side spread over a warp (internal):
// lane l holds rows l + 32 t (t < R) of x, and the factor F is read from
// global memory a column at a time, so every read is coalesced and no
// shared memory is needed. F^-1 runs by columns (axpy form), F^-T and F^-H
// by dot products with F's columns, so no row of F is read across lanes.
// The fused one-right-hand-side solves (POTRS, GETRS) are two of these.
#pragma once

#include <cuda_runtime.h>

#include <cstdint>
#include <limits>

#include "core/cuda/device_scalar.cuh"
#include "core/cuda/warp_shuffle.cuh"

namespace myriad::cuda {

/// x / d as LAPACK's solvers do: by the reciprocal unless |d| is so small
/// that 1 / d would overflow. The reciprocal depends on d alone, so the
/// owner lane can compute it while the step's x is still on its way; only
/// the owner computes it (every lane computing it cost DPOTRS n = 64 2.18x
/// cuSOLVER -> 1.92x, H100, session 9).
template <class T>
struct TriDivisor {
  T d, inv;
  bool recip;
  __device__ __forceinline__ explicit TriDivisor(T diag) : d(diag) {
    using R = decltype(abs1(diag));
    recip = abs1(diag) >= std::numeric_limits<R>::min();
    inv = recip ? T(1) / diag : T(0);
  }
  __device__ __forceinline__ T apply(T x) const {
    return recip ? x * inv : x / d;
  }
};

/// x := F^-1 x by columns, F of order n <= 32 R: lower F from the first
/// column (x(k+1:n) -= F(k+1:n, k) x_k), upper F from the last (x(0:k) -=
/// F(0:k, k) x_k), each x_k divided by F_kk first unless unit. Every lane
/// of the warp calls it.
template <int R, class T>
__device__ __forceinline__ void warp_tri_columns(T (&x)[R], const T* f,
                                                 std::int64_t ld, int n,
                                                 bool lower, bool unit,
                                                 int lane) {
#pragma unroll 4
  for (int c = 0; c < n; ++c) {
    const int k = lower ? c : n - 1 - c;
    const T* col = f + k * ld;
    const int owner = k % 32, slot = k / 32;
    T xk = T(0);
#pragma unroll
    for (int t = 0; t < R; ++t) {
      if (t == slot) {  // uniform over the warp
        if (!unit && lane == owner) x[t] = TriDivisor<T>(col[k]).apply(x[t]);
        xk = shfl(x[t], owner);
      }
    }
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const int i = lane + 32 * t;
      if (lower ? (i > k && i < n) : i < k) x[t] = fma(-col[i], xk, x[t]);
    }
  }
}

/// x := F^-T x (F^-H with conj_f) by dot products with F's columns, F of
/// order n <= 32 R: lower F from the last row (x_i = (x_i - F(i+1:n, i)^T
/// x(i+1:n)) / F_ii), upper F from the first (over rows 0:i); unit: F_ii
/// taken as one. Every lane of the warp calls it.
template <int R, class T>
__device__ __forceinline__ void warp_tri_dots(T (&x)[R], const T* f,
                                              std::int64_t ld, int n,
                                              bool lower, bool unit,
                                              bool conj_f, int lane) {
#pragma unroll 4
  for (int c = 0; c < n; ++c) {
    const int i = lower ? n - 1 - c : c;
    const T* col = f + i * ld;
    T part = T(0);
#pragma unroll
    for (int t = 0; t < R; ++t) {
      const int j = lane + 32 * t;
      if (lower ? (j > i && j < n) : j < i) {
        const T v = col[j];
        part = fma(conj_f ? conj(v) : v, x[t], part);
      }
    }
#pragma unroll
    for (int s = 16; s > 0; s /= 2) part = part + shfl_xor(part, s);
    const int owner = i % 32, slot = i / 32;
#pragma unroll
    for (int t = 0; t < R; ++t) {
      if (t == slot && lane == owner) {
        x[t] = x[t] - part;
        if (!unit)
          x[t] = TriDivisor<T>(conj_f ? conj(col[i]) : col[i]).apply(x[t]);
      }
    }
  }
}

}  // namespace myriad::cuda
