// Batched Cholesky, CUDA backend: instantiations for std::complex<double>.
#include <complex>

#include "lapack/cuda/potrf_launch.cuh"

namespace myriad::detail {

template Status potrf_check_cuda<std::complex<double>>(
    Queue::Impl&, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>*, BatchCheck&);
template Status potrf_mask_init_cuda<std::complex<double>>(
    Queue::Impl&, const MatrixBatch<std::complex<double>>&,
    const MatrixBatch<std::complex<double>>*, int*, const PotrfMask&);
template Status potrf_fused_cuda<std::complex<double>>(
    Queue::Impl&, Uplo, const MatrixBatch<std::complex<double>>&, int, int*,
    int, int*, const MatrixBatch<std::complex<double>>*, double*, int);
template Status potrs_fused_cuda<std::complex<double>>(
    Queue::Impl&, Uplo, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, int, int);

}  // namespace myriad::detail
