// Argument-check pass of the CUDA backend's symmetric routines (internal):
// one kernel over a variable-size batch that validates every matrix and
// computes the maxima, then the documented synchronization to read them.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "core/cuda/cuda_check.hpp"
#include "core/queue_impl.hpp"

namespace myriad::cuda {

/// Assumptions: P has __device__ int validate(int b) const (0: valid) and
/// __device__ void sizes(int b, int& m, int& n, int& k) const; p.count is the
/// batch count; res was zeroed and res->first_bad set to a large positive
/// value before the launch. Grid-stride over the batch.
template <class P>
__global__ void __launch_bounds__(256) sym_check_kernel(P p, BatchCheck* res) {
  int mm = 0, mn = 0, mk = 0, bad = 0, first = 0x7fffffff;
  const int stride = gridDim.x * blockDim.x;
  for (int b = blockIdx.x * blockDim.x + threadIdx.x; b < p.count;
       b += stride) {
    if (p.validate(b) != 0) {
      ++bad;
      first = first < b ? first : b;
      continue;
    }
    int m, n, k;
    p.sizes(b, m, n, k);
    mm = max(mm, m);
    mn = max(mn, n);
    mk = max(mk, k);
  }
  for (int o = 16; o > 0; o /= 2) {
    mm = max(mm, __shfl_xor_sync(0xffffffffu, mm, o));
    mn = max(mn, __shfl_xor_sync(0xffffffffu, mn, o));
    mk = max(mk, __shfl_xor_sync(0xffffffffu, mk, o));
    bad += __shfl_xor_sync(0xffffffffu, bad, o);
    first = min(first, __shfl_xor_sync(0xffffffffu, first, o));
  }
  if (threadIdx.x % 32 == 0) {
    atomicMax(&res->max_m, mm);
    atomicMax(&res->max_n, mn);
    atomicMax(&res->max_k, mk);
    if (bad > 0) {
      atomicAdd(&res->bad_count, bad);
      atomicMin(&res->first_bad, first);
    }
  }
}

template <class P>
__global__ void sym_check_finish_kernel(P p, BatchCheck* res) {
  if (res->bad_count == 0) {
    res->first_bad = -1;
    res->first_code = 0;
  } else {
    res->first_code = p.validate(res->first_bad);
  }
}

/// Runs the check pass on the queue's stream and waits for it (the one
/// documented synchronization); the result lands in *out.
template <class P>
Status sym_check_pass(Queue::Impl& q, const P& p, const char* name,
                      BatchCheck* out) {
  using myriad::detail::cuda_status;
  cudaStream_t s = q.stream;
  BatchCheck* r = q.check_device;
  if (Status st =
          cuda_status(cudaMemsetAsync(r, 0, sizeof(BatchCheck), s), name);
      !st.ok())
    return st;
  // first_bad starts at 0x7f7f7f7f, larger than any batch index.
  if (Status st = cuda_status(
          cudaMemsetAsync(&r->first_bad, 0x7f, sizeof(int), s), name);
      !st.ok())
    return st;
  const int per_block = 256;
  const int grid = static_cast<int>(std::min<std::int64_t>(
      (static_cast<std::int64_t>(p.count) + per_block - 1) / per_block,
      static_cast<std::int64_t>(q.sm_count > 0 ? q.sm_count : 80) * 8));
  sym_check_kernel<P><<<grid, per_block, 0, s>>>(p, r);
  sym_check_finish_kernel<P><<<1, 1, 0, s>>>(p, r);
  if (Status st = myriad::detail::launch_status(name); !st.ok()) return st;
  if (Status st =
          cuda_status(cudaMemcpyAsync(q.check_host, r, sizeof(BatchCheck),
                                      cudaMemcpyDeviceToHost, s),
                      name);
      !st.ok())
    return st;
  if (Status st = cuda_status(cudaStreamSynchronize(s), name); !st.ok())
    return st;
  *out = *q.check_host;
  return {};
}

/// Makes the queue's device current for the launches that follow.
inline Status sym_set_device(const Queue::Impl& q, const char* name) {
  int cur = -1;
  if (Status s = myriad::detail::cuda_status(cudaGetDevice(&cur), name);
      !s.ok())
    return s;
  if (cur == q.device) return {};
  return myriad::detail::cuda_status(cudaSetDevice(q.device), name);
}

/// Grid for `total` blocks linearized as blockIdx.x + blockIdx.y * gridDim.x
/// (only grid.x reaches 2^31 - 1); false when even that is too small.
inline bool sym_grid(std::int64_t total, dim3& grid) {
  const std::int64_t gx = std::min<std::int64_t>(total, 0x7fffffff);
  const std::int64_t gy = (total + gx - 1) / gx;
  if (gy > 65535) return false;
  grid = dim3(static_cast<unsigned>(gx), static_cast<unsigned>(gy));
  return true;
}

}  // namespace myriad::cuda
