// Batched SYMM/HEMM, CUDA backend: instantiation for std::complex<double>.
#include <complex>

#include "blas3/cuda/symm_cuda.cuh"

namespace myriad::detail {

template <>
Status symm_cuda<std::complex<double>>(
    Queue::Impl& q, const Symm<std::complex<double>>& p,
    const MatrixBatch<const std::complex<double>>& A,
    const MatrixBatch<const std::complex<double>>& B,
    const MatrixBatch<std::complex<double>>& C, Check check) {
  return cuda::symm_cuda_impl<std::complex<double>>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
