// Batched LU, CUDA backend: instantiations for double.
#include <complex>

#include "lapack/cuda/getrf_launch.cuh"

namespace myriad::detail {
MYRIAD_LU_CUDA_INSTANTIATE(double)
}  // namespace myriad::detail
