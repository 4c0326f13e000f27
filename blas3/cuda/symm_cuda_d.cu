// Batched SYMM/HEMM, CUDA backend: instantiation for double.
#include <complex>

#include "blas3/cuda/symm_cuda.cuh"

namespace myriad::detail {

template <>
Status symm_cuda<double>(Queue::Impl& q, const Symm<double>& p,
                         const MatrixBatch<const double>& A,
                         const MatrixBatch<const double>& B,
                         const MatrixBatch<double>& C, Check check) {
  return cuda::symm_cuda_impl<double>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
