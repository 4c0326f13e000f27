// Batched LU, CUDA backend: instantiations for std::complex<double>.
#include <complex>

#include "lapack/cuda/getrf_launch.cuh"

namespace myriad::detail {
MYRIAD_LU_CUDA_INSTANTIATE(std::complex<double>)
}  // namespace myriad::detail
