// Batched GEMM, CUDA backend: instantiation for std::complex<float>.
#include <complex>

#include "blas3/cuda/gemm_launch.cuh"

namespace myriad::detail {

template <>
Status gemm_cuda<std::complex<float>>(
    Queue::Impl& q, Op transa, Op transb, std::complex<float> alpha,
    const MatrixBatch<const std::complex<float>>& A,
    const MatrixBatch<const std::complex<float>>& B, std::complex<float> beta,
    const MatrixBatch<std::complex<float>>& C, Check check) {
  return cuda::gemm_cuda_impl<std::complex<float>>(q, transa, transb, alpha, A,
                                                   B, beta, C, check);
}

}  // namespace myriad::detail
