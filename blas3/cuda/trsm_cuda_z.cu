// TRSM and TRMM, CUDA backend: instantiation for std::complex<double>.
#include <complex>

#include "blas3/cuda/trsm_cuda.cuh"

namespace myriad::detail {

template <>
Status tri_leaf_cuda<std::complex<double>>(
    Queue::Impl& q, TriKind kind, const TriOpts& o, const TriTuning& t,
    std::complex<double> alpha,
    const MatrixBatch<const std::complex<double>>& A,
    const MatrixBatch<std::complex<double>>& B) {
  return cuda::tri_leaf_cuda_impl<std::complex<double>>(q, kind, o, t, alpha, A,
                                                        B);
}

template <>
Status tri_check_cuda<std::complex<double>>(
    Queue::Impl& q, const TriOpts& o,
    const MatrixBatch<const std::complex<double>>& A,
    const MatrixBatch<std::complex<double>>& B, BatchCheck& out) {
  return cuda::tri_check_cuda_impl<std::complex<double>>(q, o, A, B, out);
}

}  // namespace myriad::detail
