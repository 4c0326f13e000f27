// TRSM and TRMM, CUDA backend: instantiation for std::complex<float>.
#include <complex>

#include "blas3/cuda/trsm_cuda.cuh"

namespace myriad::detail {

template <>
Status tri_leaf_cuda<std::complex<float>>(
    Queue::Impl& q, TriKind kind, const TriOpts& o, const TriTuning& t,
    std::complex<float> alpha, const MatrixBatch<const std::complex<float>>& A,
    const MatrixBatch<std::complex<float>>& B) {
  return cuda::tri_leaf_cuda_impl<std::complex<float>>(q, kind, o, t, alpha, A,
                                                       B);
}

template <>
Status tri_check_cuda<std::complex<float>>(
    Queue::Impl& q, const TriOpts& o,
    const MatrixBatch<const std::complex<float>>& A,
    const MatrixBatch<std::complex<float>>& B, BatchCheck& out) {
  return cuda::tri_check_cuda_impl<std::complex<float>>(q, o, A, B, out);
}

}  // namespace myriad::detail
