// Batched GEMM, CUDA backend: instantiation for float.
#include <complex>

#include "blas3/cuda/gemm_launch.cuh"

namespace myriad::detail {

template <>
Status gemm_cuda<float>(Queue::Impl& q, Op transa, Op transb, float alpha,
                        const MatrixBatch<const float>& A,
                        const MatrixBatch<const float>& B, float beta,
                        const MatrixBatch<float>& C, Check check) {
  return cuda::gemm_cuda_impl<float>(q, transa, transb, alpha, A, B, beta, C,
                                     check);
}

}  // namespace myriad::detail
