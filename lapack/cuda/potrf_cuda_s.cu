// Batched Cholesky, CUDA backend: instantiations for float.
#include <complex>

#include "lapack/cuda/potrf_launch.cuh"

namespace myriad::detail {

template Status potrf_check_cuda<float>(Queue::Impl&,
                                        const MatrixBatch<const float>&,
                                        const MatrixBatch<const float>*,
                                        BatchCheck&);
template Status potrf_mask_init_cuda<float>(Queue::Impl&,
                                            const MatrixBatch<float>&,
                                            const MatrixBatch<float>*, int*,
                                            const PotrfMask&);
template Status potrf_fused_cuda<float>(Queue::Impl&, Uplo,
                                        const MatrixBatch<float>&, int, int*,
                                        int, int*, const MatrixBatch<float>*,
                                        double*, int);
template Status potrs_fused_cuda<float>(Queue::Impl&, Uplo,
                                        const MatrixBatch<const float>&,
                                        const MatrixBatch<float>&, int, int);

}  // namespace myriad::detail
