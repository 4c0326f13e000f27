// Batched GEMM, CUDA backend: instantiation for double.
#include <complex>

#include "blas3/cuda/gemm_launch.cuh"

namespace myriad::detail {

template <>
Status gemm_cuda<double>(Queue::Impl& q, Op transa, Op transb, double alpha,
                         const MatrixBatch<const double>& A,
                         const MatrixBatch<const double>& B, double beta,
                         const MatrixBatch<double>& C, Check check) {
  return cuda::gemm_cuda_impl<double>(q, transa, transb, alpha, A, B, beta, C,
                                      check);
}

}  // namespace myriad::detail
