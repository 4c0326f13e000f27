// Myriad: batched triangular solve (TRSM), C++ interface.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// TRSM: for every matrix b of the batch, solves
///     op(A[b]) X = alpha B[b]   (side == Side::Left)   or
///     X op(A[b]) = alpha B[b]   (side == Side::Right)
/// for X, which overwrites B[b]; A[b] is triangular.
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in] side       Side::Left or Side::Right: where op(A) stands.
/// \param[in] uplo       Uplo::Lower or Uplo::Upper: the triangle of A that
///                       is read. The other triangle is never read.
/// \param[in] transa     op(A): Op::NoTrans, Op::Trans or Op::ConjTrans.
/// \param[in] diag       Diag::Unit: A has an implicit unit diagonal (its
///                       diagonal is not read); Diag::NonUnit otherwise.
/// \param[in] alpha      Scalar, on the host. When alpha == 0, B := 0 and A
///                       is not read (NaN in B does not propagate).
/// \param[in] A          Batch of triangular matrices, k_b x k_b with
///                       k_b = m_b (Left) or n_b (Right).
/// \param[in,out] B      Batch of m_b x n_b right-hand sides; on exit the
///                       solutions X.
/// \param[in] check      Check::Full validates every matrix; for a
///                       variable-size batch that is one preprocessing pass
///                       followed by a stream synchronization (the only one).
///                       Check::None skips it; with host-known maxima in
///                       every variable-size descriptor the call then
///                       neither synchronizes nor allocates and can be
///                       captured in a CUDA graph (the maxima pass also runs
///                       under Check::None when maxima are unknown).
///
/// A and B must have the same count and live where the queue computes.
/// Matrices with m_b == 0 or n_b == 0 are no-ops. No check for singularity
/// is done: a zero on the diagonal of a non-unit A gives Inf/NaN in that
/// matrix's X only. No workspace is used.
///
/// \return StatusCode::Success;
///         InvalidArgument when a scalar argument or a fixed-size descriptor
///         is wrong (nothing is run);
///         InvalidMatrix when some matrices of a variable-size batch have
///         invalid sizes, leading dimensions or pointers, or an A that is not
///         k_b x k_b (Check::Full only): those with invalid sizes, leading
///         dimensions or pointers are left untouched; one whose A and B sizes
///         disagree is never accessed outside their declared sizes but its B
///         is unspecified on exit; all others are computed, and the message
///         names the first bad matrix;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status trsm(Queue& queue, Side side, Uplo uplo, Op transa, Diag diag,
            identity_t<T> alpha, const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<T>& B, Check check = Check::Full);

}  // namespace myriad
