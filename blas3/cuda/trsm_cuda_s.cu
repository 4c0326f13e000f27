// TRSM and TRMM, CUDA backend: instantiation for float.
#include <complex>

#include "blas3/cuda/trsm_cuda.cuh"

namespace myriad::detail {

template <>
Status tri_leaf_cuda<float>(Queue::Impl& q, TriKind kind, const TriOpts& o,
                            const TriTuning& t, float alpha,
                            const MatrixBatch<const float>& A,
                            const MatrixBatch<float>& B) {
  return cuda::tri_leaf_cuda_impl<float>(q, kind, o, t, alpha, A, B);
}

template <>
Status tri_check_cuda<float>(Queue::Impl& q, const TriOpts& o,
                             const MatrixBatch<const float>& A,
                             const MatrixBatch<float>& B, BatchCheck& out) {
  return cuda::tri_check_cuda_impl<float>(q, o, A, B, out);
}

}  // namespace myriad::detail
