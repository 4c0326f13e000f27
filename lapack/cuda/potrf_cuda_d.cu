// Batched Cholesky, CUDA backend: instantiations for double.
#include <complex>

#include "lapack/cuda/potrf_launch.cuh"

namespace myriad::detail {

template Status potrf_check_cuda<double>(Queue::Impl&,
                                         const MatrixBatch<const double>&,
                                         const MatrixBatch<const double>*,
                                         BatchCheck&);
template Status potrf_mask_init_cuda<double>(Queue::Impl&,
                                             const MatrixBatch<double>&,
                                             const MatrixBatch<double>*, int*,
                                             const PotrfMask&);
template Status potrf_fused_cuda<double>(Queue::Impl&, Uplo,
                                         const MatrixBatch<double>&, int, int*,
                                         int, int*, const MatrixBatch<double>*,
                                         double*, int);
template Status potrf_panel_cuda<double>(Queue::Impl&, Uplo,
                                         const MatrixBatch<double>&, int, int,
                                         int, const double*);
template Status potrs_fused_cuda<double>(Queue::Impl&, Uplo,
                                         const MatrixBatch<const double>&,
                                         const MatrixBatch<double>&, int, int);

}  // namespace myriad::detail
