// Batched GEMM, CUDA backend: instantiation for std::complex<double>.
#include <complex>

#include "blas3/cuda/gemm_launch.cuh"

namespace myriad::detail {

template <>
Status gemm_cuda<std::complex<double>>(
    Queue::Impl& q, Op transa, Op transb, std::complex<double> alpha,
    const MatrixBatch<const std::complex<double>>& A,
    const MatrixBatch<const std::complex<double>>& B, std::complex<double> beta,
    const MatrixBatch<std::complex<double>>& C, Check check) {
  return cuda::gemm_cuda_impl<std::complex<double>>(q, transa, transb, alpha, A,
                                                    B, beta, C, check);
}

}  // namespace myriad::detail
