// Myriad: batched symmetric and Hermitian matrix-matrix products (SYMM, HEMM),
// C++ interface.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// SYMM: for every matrix b of the batch
///     C[b] := alpha * A[b] * B[b] + beta * C[b]   (side == Side::Left)
///     C[b] := alpha * B[b] * A[b] + beta * C[b]   (side == Side::Right)
/// with A[b] symmetric (complex symmetric for complex T), of which only the
/// `uplo` triangle is read: the other triangle may hold anything, NaN
/// included.
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in] side       Side::Left: A[b] is m_b x m_b. Side::Right: A[b] is
///                       n_b x n_b.
/// \param[in] uplo       Uplo::Upper or Uplo::Lower: the triangle of A that is
///                       referenced.
/// \param[in] alpha      Scalar, on the host.
/// \param[in] A          Batch of square A matrices.
/// \param[in] B          Batch of B matrices, m_b x n_b.
/// \param[in] beta       Scalar, on the host. When beta == 0, C need not be
///                       initialized on input (NaN in C does not propagate).
/// \param[in,out] C      Batch of C matrices, m_b x n_b; m_b and n_b are C's
///                       sizes.
/// \param[in] check      Check::Full validates every matrix (variable-size
///                       batches: one preprocessing pass, then a stream
///                       synchronization to read its result). Check::None
///                       skips that pass; with host-known maxima in every
///                       variable-size descriptor the call then neither
///                       synchronizes nor allocates and can be captured in a
///                       CUDA graph.
///
/// A, B and C must have the same count and live where the queue computes.
/// Matrices with m_b == 0 or n_b == 0 are no-ops; with alpha == 0,
/// C := beta * C (left untouched when beta == 1).
///
/// \return StatusCode::Success;
///         InvalidArgument when a scalar argument is wrong (nothing is run);
///         InvalidMatrix when some matrices of a variable-size batch have
///         invalid sizes, leading dimensions or pointers, a non-square A, or
///         sizes of A, B and C that do not agree: those matrices are left
///         untouched, all others are computed, and the message names the
///         first bad one;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status symm(Queue& queue, Side side, Uplo uplo, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check = Check::Full);

/// HEMM: as symm with A[b] Hermitian: the referenced triangle of A is mirrored
/// with conjugation, and the imaginary parts of A's diagonal are not read
/// (taken as zero), as in BLAS's zhemm. For real T, hemm is symm. Arguments,
/// batch rules and return codes are those of symm.
template <class T>
Status hemm(Queue& queue, Side side, Uplo uplo, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check = Check::Full);

}  // namespace myriad
