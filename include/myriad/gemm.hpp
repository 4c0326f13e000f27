// Myriad: batched GEMM, C++ interface.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// GEMM: for every matrix b of the batch
///     C[b] := alpha * op(A[b]) * op(B[b]) + beta * C[b]
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in] transa     op(A): Op::NoTrans, Op::Trans or Op::ConjTrans.
/// \param[in] transb     op(B): likewise.
/// \param[in] alpha      Scalar, on the host.
/// \param[in] A          Batch of A matrices; op(A[b]) is m_b x k_b.
/// \param[in] B          Batch of B matrices; op(B[b]) is k_b x n_b.
/// \param[in] beta       Scalar, on the host. When beta == 0, C need not be
///                       initialized on input (NaN in C does not propagate).
/// \param[in,out] C      Batch of C matrices, m_b x n_b; m_b and n_b are C's
///                       sizes and k_b is op(A[b])'s column count.
/// \param[in] check      Check::Full validates every matrix (variable-size
///                       batches: one preprocessing kernel, then a stream
///                       synchronization to read its result). Check::None
///                       skips that pass; with host-known maxima in every
///                       variable-size descriptor the call then neither
///                       synchronizes nor allocates and can be captured in a
///                       CUDA graph.
///
/// A, B and C must have the same count and live where the queue computes
/// (device memory for a CUDA queue: pointer arrays, size arrays and data).
/// Fixed-size and variable-size descriptors may be mixed. Matrices with
/// m_b == 0 or n_b == 0 are no-ops; with k_b == 0 or alpha == 0, C := beta*C.
///
/// \return StatusCode::Success;
///         InvalidArgument when a scalar argument is wrong (nothing is run);
///         InvalidMatrix when some matrices of a variable-size batch have
///         invalid sizes, leading dimensions or pointers, or sizes of A, B and
///         C that do not agree: those matrices are left untouched, all others
///         are computed, and the message names the first bad one;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status gemm(Queue& queue, Op transa, Op transb, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check = Check::Full);

}  // namespace myriad
