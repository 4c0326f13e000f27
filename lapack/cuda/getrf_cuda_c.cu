// Batched LU, CUDA backend: instantiations for std::complex<float>.
#include <complex>

#include "lapack/cuda/getrf_launch.cuh"

namespace myriad::detail {
MYRIAD_LU_CUDA_INSTANTIATE(std::complex<float>)
}  // namespace myriad::detail
