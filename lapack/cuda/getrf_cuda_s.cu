// Batched LU, CUDA backend: instantiations for float.
#include <complex>

#include "lapack/cuda/getrf_launch.cuh"

namespace myriad::detail {
MYRIAD_LU_CUDA_INSTANTIATE(float)
}  // namespace myriad::detail
