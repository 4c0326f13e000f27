// Backend entry points of TRSM and TRMM (internal): the leaf kernels the
// recursive drivers end in, and the argument-check pass over a variable-size
// batch.
#pragma once

#include "blas3/tri_check.hpp"
#include "blas3/tri_tuning.hpp"
#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::detail {

/// Leaf: for every matrix whose triangle has order r <= t.leaf, B := alpha
/// op(A)^-1 B (Solve) or alpha op(A) B (Multiply), or the Right-side forms.
/// Matrices for which tri_leaf_ok() fails are skipped. Never synchronizes.
template <class T>
Status tri_leaf_host(Queue::Impl& q, TriKind kind, const TriOpts& o,
                     const TriTuning& t, T alpha, const MatrixBatch<const T>& A,
                     const MatrixBatch<T>& B);
template <class T>
Status tri_leaf_cuda(Queue::Impl& q, TriKind kind, const TriOpts& o,
                     const TriTuning& t, T alpha, const MatrixBatch<const T>& A,
                     const MatrixBatch<T>& B);

/// The check pass: validates every matrix with tri_validate() and computes
/// max_m, max_n (of B) and max_k (order of A) over the valid ones. The CUDA
/// version ends with a stream synchronization (its result is read here).
template <class T>
Status tri_check_host(Queue::Impl& q, const TriOpts& o,
                      const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                      BatchCheck& out);
template <class T>
Status tri_check_cuda(Queue::Impl& q, const TriOpts& o,
                      const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                      BatchCheck& out);

}  // namespace myriad::detail
