// Batched Cholesky, CUDA backend: instantiations for std::complex<float>.
#include <complex>

#include "lapack/cuda/potrf_launch.cuh"

namespace myriad::detail {

template Status potrf_check_cuda<std::complex<float>>(
    Queue::Impl&, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>*, BatchCheck&);
template Status potrf_mask_init_cuda<std::complex<float>>(
    Queue::Impl&, const MatrixBatch<std::complex<float>>&,
    const MatrixBatch<std::complex<float>>*, int*, const PotrfMask&);
template Status potrf_fused_cuda<std::complex<float>>(
    Queue::Impl&, Uplo, const MatrixBatch<std::complex<float>>&, int, int*, int,
    int*, const MatrixBatch<std::complex<float>>*, double*, int);
template Status potrs_fused_cuda<std::complex<float>>(
    Queue::Impl&, Uplo, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, int, int);

}  // namespace myriad::detail
