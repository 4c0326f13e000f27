// Myriad: batched triangular matrix multiply (TRMM), C++ interface.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// TRMM: for every matrix b of the batch, in place,
///     B[b] := alpha op(A[b]) B[b]   (side == Side::Left)   or
///     B[b] := alpha B[b] op(A[b])   (side == Side::Right)
/// where A[b] is triangular.
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
/// \param[in,out] B      Batch of m_b x n_b matrices, overwritten by the
///                       product.
/// \param[in] check      As for trsm(): Check::Full validates every matrix
///                       (variable-size batches: one pass and one stream
///                       synchronization); Check::None with host-known maxima
///                       neither synchronizes nor allocates.
///
/// A and B must have the same count and live where the queue computes.
/// Matrices with m_b == 0 or n_b == 0 are no-ops. No workspace is used.
///
/// \return as for trsm(): Success; InvalidArgument (nothing is run);
///         InvalidMatrix (bad matrices of a variable-size batch skipped and
///         the first one named, Check::Full only); BackendUnavailable,
///         DeviceError as the queue reports.
template <class T>
Status trmm(Queue& queue, Side side, Uplo uplo, Op transa, Diag diag,
            identity_t<T> alpha, const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<T>& B, Check check = Check::Full);

}  // namespace myriad
