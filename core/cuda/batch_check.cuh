// The argument-check pass of every CUDA routine over a variable-size batch
// (internal): one grid-stride kernel that validates every matrix and reduces
// the maxima of the valid ones' sizes, then the documented synchronization of
// Check::Full to read the result. Each routine supplies a per-matrix view P.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "core/cuda/cuda_check.hpp"
#include "core/queue_impl.hpp"

namespace myriad::cuda {

/// The view P: int count (the batch count); __device__ int validate(int b)
/// const (0: valid, else the routine's code for what is wrong); __device__
/// void sizes(int b, int& m, int& n, int& k) const (the sizes whose maxima
/// the routine needs, read for valid matrices only).
/// Assumptions: res was zeroed and res->first_bad set to a large positive
/// value before the launch. Grid-stride over the batch.
template <class P>
__global__ void __launch_bounds__(256)
    batch_check_kernel(P p, BatchCheck* res) {
  int mm = 0, mn = 0, mk = 0, bad = 0, first = 0x7fffffff;
  // 64-bit index: b + stride may pass INT_MAX for counts near 2^31.
  const std::int64_t stride = std::int64_t(gridDim.x) * blockDim.x;
  for (std::int64_t i = std::int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
       i < p.count; i += stride) {
    const int b = static_cast<int>(i);
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
__global__ void batch_check_finish_kernel(P p, BatchCheck* res) {
  if (res->bad_count == 0) {
    res->first_bad = -1;
    res->first_code = 0;
  } else {
    res->first_code = p.validate(res->first_bad);
  }
}

/// Runs the check pass on the queue's stream and waits for it; the result
/// lands in *out. This is the one synchronization of a Check::Full call on a
/// variable-size batch (documented at Check in include/myriad/types.hpp):
/// the host needs the maxima to choose and size the kernels. Check::None with
/// caller-supplied maxima never comes here.
template <class P>
Status batch_check_pass(Queue::Impl& q, const P& p, const char* name,
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
  const int grid = static_cast<int>(std::max<std::int64_t>(
      1, std::min<std::int64_t>(
             (static_cast<std::int64_t>(p.count) + per_block - 1) / per_block,
             static_cast<std::int64_t>(q.sm_count > 0 ? q.sm_count : 80) * 8)));
  batch_check_kernel<P><<<grid, per_block, 0, s>>>(p, r);
  batch_check_finish_kernel<P><<<1, 1, 0, s>>>(p, r);
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

}  // namespace myriad::cuda
