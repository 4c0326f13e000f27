// Backend entry points of batched GEMM (internal). The interface
// (blas3/gemm.cpp) has checked the scalar arguments and every fixed-size
// descriptor; a backend checks variable-size descriptors per matrix (when
// check == Check::Full), then computes.
#pragma once

#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::detail {

template <class T>
Status gemm_host(Queue::Impl& q, Op transa, Op transb, T alpha,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 T beta, const MatrixBatch<T>& C, Check check);

template <class T>
Status gemm_cuda(Queue::Impl& q, Op transa, Op transb, T alpha,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 T beta, const MatrixBatch<T>& C, Check check);

}  // namespace myriad::detail
