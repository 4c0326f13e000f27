// Batched SYRK/HERK/SYR2K/HER2K, CUDA backend: instantiation for
// std::complex<double>.
#include <complex>

#include "blas3/cuda/syrk_cuda.cuh"

namespace myriad::detail {

template <>
Status rankk_cuda<std::complex<double>>(
    Queue::Impl& q, const RankK<std::complex<double>>& p,
    const MatrixBatch<const std::complex<double>>& A,
    const MatrixBatch<const std::complex<double>>& B,
    const MatrixBatch<std::complex<double>>& C, Check check) {
  return cuda::rankk_cuda_impl<std::complex<double>>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
