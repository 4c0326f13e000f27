// Batched SYRK/HERK/SYR2K/HER2K, CUDA backend: instantiation for double.
#include <complex>

#include "blas3/cuda/syrk_cuda.cuh"

namespace myriad::detail {

template <>
Status rankk_cuda<double>(Queue::Impl& q, const RankK<double>& p,
                          const MatrixBatch<const double>& A,
                          const MatrixBatch<const double>& B,
                          const MatrixBatch<double>& C, Check check) {
  return cuda::rankk_cuda_impl<double>(q, p, A, B, C, check);
}

}  // namespace myriad::detail
