// Launch helpers of the CUDA backend's triangular and symmetric routines
// (internal): the queue's device, and grids past 65 535 blocks. Their
// argument-check pass is core/cuda/batch_check.cuh.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

#include "core/cuda/batch_check.cuh"
#include "core/cuda/cuda_check.hpp"
#include "core/queue_impl.hpp"

namespace myriad::cuda {

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
