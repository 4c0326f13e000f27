// TRSM and TRMM, CUDA backend: instantiation for double.
#include <complex>

#include "blas3/cuda/trsm_cuda.cuh"

namespace myriad::detail {

template <>
Status tri_leaf_cuda<double>(Queue::Impl& q, TriKind kind, const TriOpts& o,
                             const TriTuning& t, double alpha,
                             const MatrixBatch<const double>& A,
                             const MatrixBatch<double>& B) {
  return cuda::tri_leaf_cuda_impl<double>(q, kind, o, t, alpha, A, B);
}

template <>
Status tri_check_cuda<double>(Queue::Impl& q, const TriOpts& o,
                              const MatrixBatch<const double>& A,
                              const MatrixBatch<double>& B, BatchCheck& out) {
  return cuda::tri_check_cuda_impl<double>(q, o, A, B, out);
}

}  // namespace myriad::detail
