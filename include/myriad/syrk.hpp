// Myriad: batched symmetric and Hermitian rank-k and rank-2k updates
// (SYRK, HERK, SYR2K, HER2K), C++ interface.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// SYRK: for every matrix b of the batch
///     C[b] := alpha * A[b] * A[b]^T + beta * C[b]   (trans == Op::NoTrans)
///     C[b] := alpha * A[b]^T * A[b] + beta * C[b]   (trans == Op::Trans)
/// with C[b] symmetric, n_b x n_b, of which only the `uplo` triangle is read
/// and written. For complex T this is the complex *symmetric* update (no
/// conjugation), as in BLAS's csyrk/zsyrk.
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in] uplo       Uplo::Upper or Uplo::Lower: the triangle of C that is
///                       referenced. The other triangle is neither read nor
///                       written (it may hold anything, NaN included).
/// \param[in] trans      Op::NoTrans: A[b] is n_b x k_b. Op::Trans: A[b] is
///                       k_b x n_b. For real T, Op::ConjTrans means Op::Trans
///                       (as in BLAS); for complex T it is invalid.
/// \param[in] alpha      Scalar, on the host.
/// \param[in] A          Batch of A matrices.
/// \param[in] beta       Scalar, on the host. When beta == 0, C need not be
///                       initialized on input (NaN in C does not propagate).
/// \param[in,out] C      Batch of square C matrices, n_b x n_b.
/// \param[in] check      Check::Full validates every matrix (variable-size
///                       batches: one preprocessing pass, then a stream
///                       synchronization to read its result). Check::None
///                       skips that pass; with host-known maxima in every
///                       variable-size descriptor the call then neither
///                       synchronizes nor allocates and can be captured in a
///                       CUDA graph.
///
/// A and C must have the same count and live where the queue computes.
/// Matrices with n_b == 0 are no-ops; when k_b == 0 or alpha == 0,
/// C := beta * C on the referenced triangle (left untouched when beta == 1).
///
/// \return StatusCode::Success;
///         InvalidArgument when a scalar argument is wrong (nothing is run);
///         InvalidMatrix when some matrices of a variable-size batch have
///         invalid sizes, leading dimensions or pointers, a non-square C, or
///         sizes of A and C that do not agree: those matrices are left
///         untouched, all others are computed, and the message names the
///         first bad one;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status syrk(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check = Check::Full);

/// HERK: for every matrix b of the batch
///     C[b] := alpha * A[b] * A[b]^H + beta * C[b]   (trans == Op::NoTrans)
///     C[b] := alpha * A[b]^H * A[b] + beta * C[b]   (trans == Op::ConjTrans)
/// with C[b] Hermitian, n_b x n_b, alpha and beta real. Only the `uplo`
/// triangle of C is read and written; the imaginary parts of its diagonal are
/// assumed zero on input and set to zero on output (as in BLAS's zherk),
/// except when the call is a no-op (alpha == 0 or k_b == 0, and beta == 1).
///
/// \param[in] trans  Op::NoTrans (A[b] is n_b x k_b) or Op::ConjTrans (A[b]
///                   is k_b x n_b). For real T, herk is syrk and Op::Trans is
///                   accepted as well, so that precision-generic drivers can
///                   call herk throughout.
/// Other arguments, the batch rules and the return codes are those of syrk.
template <class T>
Status herk(Queue& queue, Uplo uplo, Op trans, real_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A, real_t<T> beta,
            const MatrixBatch<T>& C, Check check = Check::Full);

/// SYR2K: for every matrix b of the batch
///     C[b] := alpha * A[b] * B[b]^T + alpha * B[b] * A[b]^T + beta * C[b]
///                                                     (trans == Op::NoTrans)
///     C[b] := alpha * A[b]^T * B[b] + alpha * B[b]^T * A[b] + beta * C[b]
///                                                     (trans == Op::Trans)
/// with C[b] symmetric, n_b x n_b; A[b] and B[b] are n_b x k_b (NoTrans) or
/// k_b x n_b (Trans) and must have the same sizes. Complex T gives the complex
/// symmetric update (no conjugation); for real T, Op::ConjTrans means
/// Op::Trans. Other arguments, the batch rules and the return codes are those
/// of syrk.
template <class T>
Status syr2k(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
             const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
             const MatrixBatch<T>& C, Check check = Check::Full);

/// HER2K: for every matrix b of the batch
///     C[b] := alpha * A[b] * B[b]^H + conj(alpha) * B[b] * A[b]^H
///             + beta * C[b]                           (trans == Op::NoTrans)
///     C[b] := alpha * A[b]^H * B[b] + conj(alpha) * B[b]^H * A[b]
///             + beta * C[b]                           (trans == Op::ConjTrans)
/// with C[b] Hermitian, n_b x n_b, alpha complex and beta real. The diagonal of
/// C is handled as in herk. For real T, her2k is syr2k and Op::Trans is
/// accepted as well. Other arguments, the batch rules and the return codes are
/// those of syr2k.
template <class T>
Status her2k(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
             const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<const identity_t<T>>& B, real_t<T> beta,
             const MatrixBatch<T>& C, Check check = Check::Full);

}  // namespace myriad
