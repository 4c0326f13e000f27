// Batched SYRK/HERK/SYR2K/HER2K, CUDA backend: instantiation for
// std::complex<float>.
#include <complex>

#include "blas3/cuda/syrk_cuda.cuh"

namespace myriad::detail {

template <>
Status rankk_cuda<std::complex<float>>(
    Queue::Impl& q, const RankK<std::complex<float>>& p,
    const MatrixBatch<const std::complex<float>>& A,
    const MatrixBatch<const std::complex<float>>& B,
    const MatrixBatch<std::complex<float>>& C, Check check) {
  return cuda::rankk_cuda_impl<std::complex<float>>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
