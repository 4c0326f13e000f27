// Batched SYMM/HEMM, CUDA backend: instantiation for float.
#include <complex>

#include "blas3/cuda/symm_cuda.cuh"

namespace myriad::detail {

template <>
Status symm_cuda<float>(Queue::Impl& q, const Symm<float>& p,
                        const MatrixBatch<const float>& A,
                        const MatrixBatch<const float>& B,
                        const MatrixBatch<float>& C, Check check) {
  return cuda::symm_cuda_impl<float>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
