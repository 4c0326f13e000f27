// Batched SYMM/HEMM, CUDA backend: instantiation for std::complex<float>.
#include <complex>

#include "blas3/cuda/symm_cuda.cuh"

namespace myriad::detail {

template <>
Status symm_cuda<std::complex<float>>(
    Queue::Impl& q, const Symm<std::complex<float>>& p,
    const MatrixBatch<const std::complex<float>>& A,
    const MatrixBatch<const std::complex<float>>& B,
    const MatrixBatch<std::complex<float>>& C, Check check) {
  return cuda::symm_cuda_impl<std::complex<float>>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
