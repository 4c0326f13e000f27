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
/// Grid-stride over the batch; every block adds its warps' results to
/// st->acc, and the last block to finish (st->blocks_done) completes the
/// result into *out (mapped host memory) and puts *st back to
/// kBatchCheckIdle for the next pass on the queue's stream.
template <class P>
__global__ void __launch_bounds__(256)
    batch_check_kernel(P p, BatchCheckDevice* st, BatchCheck* out) {
  int mm = 0, mn = 0, mk = 0, bad = 0, first = kBatchCheckFirstIdle;
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
  BatchCheck& acc = st->acc;
  if (threadIdx.x % 32 == 0) {
    atomicMax(&acc.max_m, mm);
    atomicMax(&acc.max_n, mn);
    atomicMax(&acc.max_k, mk);
    if (bad > 0) {
      atomicAdd(&acc.bad_count, bad);
      atomicMin(&acc.first_bad, first);
    }
  }
  // The block's atomics are visible to whichever block finishes last.
  __threadfence();
  __syncthreads();
  if (threadIdx.x != 0 || atomicAdd(&st->blocks_done, 1u) != gridDim.x - 1)
    return;
  // Every other block has finished: read the totals through atomics (not a
  // cached copy) and reset them.
  BatchCheck r;
  r.max_m = atomicExch(&acc.max_m, 0);
  r.max_n = atomicExch(&acc.max_n, 0);
  r.max_k = atomicExch(&acc.max_k, 0);
  r.bad_count = atomicExch(&acc.bad_count, 0);
  r.first_bad = atomicExch(&acc.first_bad, kBatchCheckFirstIdle);
  r.first_code = 0;
  if (r.bad_count == 0)
    r.first_bad = -1;
  else
    r.first_code = p.validate(r.first_bad);
  st->blocks_done = 0;
  *out = r;
}

/// Runs the check pass on the queue's stream and waits for it; the result
/// lands in *out. This is the one synchronization of a Check::Full call on a
/// variable-size batch (documented at Check in include/myriad/types.hpp):
/// the host needs the maxima to choose and size the kernels. Check::None with
/// caller-supplied maxima never comes here. One launch: the kernel leaves its
/// state ready for the next pass and writes the result to pinned host
/// memory.
template <class P>
Status batch_check_pass(Queue::Impl& q, const P& p, const char* name,
                        BatchCheck* out) {
  using myriad::detail::cuda_status;
  cudaStream_t s = q.stream;
  const int per_block = 256;
  const int grid = static_cast<int>(std::max<std::int64_t>(
      1, std::min<std::int64_t>(
             (static_cast<std::int64_t>(p.count) + per_block - 1) / per_block,
             static_cast<std::int64_t>(q.sm_count > 0 ? q.sm_count : 80) * 8)));
  batch_check_kernel<P>
      <<<grid, per_block, 0, s>>>(p, q.check_device, q.check_host_mapped);
  if (Status st = myriad::detail::launch_status(name); !st.ok()) return st;
  if (Status st = cuda_status(cudaStreamSynchronize(s), name); !st.ok())
    return st;
  *out = *q.check_host;
  return {};
}

}  // namespace myriad::cuda
