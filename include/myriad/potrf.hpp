// Myriad: batched Cholesky factorization and solves, C++ interface:
// potrf, potrs, posv (Hermitian positive definite for complex scalars).
#pragma once

#include <cstddef>

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// POTRF: for every matrix b of the batch, computes the Cholesky factorization
///     A[b] = L L^H   (uplo == Uplo::Lower)   or
///     A[b] = U^H U   (uplo == Uplo::Upper)
/// of a Hermitian (symmetric for real scalars) positive definite matrix.
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in] uplo       Uplo::Lower or Uplo::Upper: the triangle of A[b] that
///                       holds the matrix on entry and the factor on exit.
///                       Only that triangle is read or written; the other
///                       triangle is never accessed. For complex scalars the
///                       imaginary parts of the diagonal are not read, and are
///                       zero on exit.
/// \param[in,out] A      Batch of n_b x n_b matrices (rows_b must equal
///                       cols_b). On exit with info[b] == 0, the factor L or U.
///                       With info[b] = i > 0, the leading (i-1) x (i-1) part
///                       holds the factor of the leading minor of order i-1
///                       and the rest of the triangle is unspecified
///                       (partially updated); as in LAPACK, the factorization
///                       of that matrix stopped there and no later stage
///                       touches it again.
/// \param[out] info      Array of count ints, where the queue computes (device
///                       memory for a CUDA queue). On exit, as LAPACK:
///                       info[b] = 0: success;
///                       info[b] = i > 0: the leading minor of order i is not
///                       positive definite (or holds NaN), the factorization
///                       of matrix b could not be completed;
///                       info[b] < 0: matrix b had invalid arguments and was
///                       skipped (-2: n_b < 0 or rows_b != cols_b; -3: null
///                       data; -4: ld_b < max(1, n_b)).
/// \param[in] check      Check::Full validates every matrix; for a
///                       variable-size batch that is one preprocessing pass
///                       followed by a stream synchronization (the only one).
///                       Check::None skips it; with host-known maxima in a
///                       variable-size descriptor the call then neither
///                       synchronizes nor allocates and can be captured in a
///                       CUDA graph. Invalid matrices are skipped either way
///                       (info[b] < 0) but reported only under Check::Full.
///
/// Matrices with n_b == 0 are no-ops (info[b] = 0). A matrix whose
/// factorization fails never disturbs other matrices.
///
/// Workspace: potrf_workspace() bytes of the queue's workspace (zero on a host
/// queue and, on a CUDA queue, for orders up to 96 in double and 64 in the
/// other precisions; on a CUDA queue, fixed sizes of
/// order 129 and above in double also hold one inverted diagonal block of
/// order 64, 32 KiB, per matrix).
///
/// \return StatusCode::Success (also when some info[b] > 0: read info);
///         InvalidArgument when a scalar argument or a fixed-size descriptor
///         is wrong, or info is null (nothing is run);
///         InsufficientWorkspace when the queue's workspace is smaller than
///         potrf_workspace() (nothing is run);
///         InvalidMatrix (Check::Full) when some matrices of a variable-size
///         batch have invalid arguments: they are skipped, every other matrix
///         is factored, and the message names the first bad one;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status potrf(Queue& queue, Uplo uplo, const MatrixBatch<T>& A, int* info,
             Check check = Check::Full);

/// Workspace in bytes that potrf() needs on `queue` for batch A (an upper
/// bound when A is a variable-size batch without maxima).
template <class T>
std::size_t potrf_workspace(const Queue& queue, const MatrixBatch<T>& A);

/// POTRS: for every matrix b of the batch, solves A[b] X = B[b] with the
/// Cholesky factor of A[b] computed by potrf(); X overwrites B[b].
///
/// \param[in,out] queue  Host or CUDA queue; asynchronous on it (see `check`).
/// \param[in] uplo       The triangle holding the factor: Uplo::Lower
///                       (A = L L^H) or Uplo::Upper (A = U^H U). The other
///                       triangle is not read.
/// \param[in] A          Batch of n_b x n_b factors from potrf().
/// \param[in,out] B      Batch of n_b x nrhs_b right-hand sides (any nrhs_b,
///                       fixed or per matrix); on exit the solutions X.
/// \param[in] check      As for potrf(): Check::Full validates every matrix of
///                       a variable-size batch (one synchronization);
///                       Check::None with maxima set neither synchronizes nor
///                       allocates.
///
/// Matrices with n_b == 0 or nrhs_b == 0 are no-ops. No workspace is used.
///
/// \return StatusCode::Success; InvalidArgument when a scalar argument or a
///         fixed-size descriptor is wrong (nothing is run); InvalidMatrix
///         (Check::Full) when some matrices have invalid arguments or a B
///         whose row count differs from n_b: they are skipped, all others are
///         solved, the message names the first bad one; BackendUnavailable,
///         DeviceError as the queue reports.
template <class T>
Status potrs(Queue& queue, Uplo uplo, const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<T>& B, Check check = Check::Full);

/// POSV: for every matrix b, factors A[b] as potrf() does and, when that
/// succeeds (info[b] == 0), solves A[b] X = B[b] as potrs() does; X
/// overwrites B[b]. A matrix with info[b] != 0 leaves its B[b] untouched.
///
/// \param[in,out] queue  Host or CUDA queue; asynchronous on it (see `check`).
/// \param[in] uplo       As for potrf().
/// \param[in,out] A      Batch of n_b x n_b matrices; on exit their factors.
/// \param[in,out] B      Batch of n_b x nrhs_b right-hand sides; on exit the
///                       solutions.
/// \param[out] info      As for potrf() (count ints where the queue computes),
///                       except that the codes of invalid arguments are
///                       xPOSV's: -2: n_b < 0, A not square or B's rows
///                       differ from n_b; -3: nrhs_b < 0; -4 / -6: null A / B
///                       data; -5 / -7: lda / ldb < max(1, n_b).
/// \param[in] check      As for potrf().
///
/// Workspace: posv_workspace() bytes of the queue's workspace.
///
/// \return As for potrf().
template <class T>
Status posv(Queue& queue, Uplo uplo, const MatrixBatch<T>& A,
            const MatrixBatch<identity_t<T>>& B, int* info,
            Check check = Check::Full);

/// Workspace in bytes that posv() needs on `queue` for batches A and B.
template <class T>
std::size_t posv_workspace(const Queue& queue, const MatrixBatch<T>& A,
                           const MatrixBatch<identity_t<T>>& B);

}  // namespace myriad
