// Batched SYRK/HERK/SYR2K/HER2K, CUDA backend: instantiation for float.
#include <complex>

#include "blas3/cuda/syrk_cuda.cuh"

namespace myriad::detail {

template <>
Status rankk_cuda<float>(Queue::Impl& q, const RankK<float>& p,
                         const MatrixBatch<const float>& A,
                         const MatrixBatch<const float>& B,
                         const MatrixBatch<float>& C, Check check) {
  return cuda::rankk_cuda_impl<float>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
