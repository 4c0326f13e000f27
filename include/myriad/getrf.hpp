// Myriad: batched LU factorization and solves, C++ interface:
// getrf, getrf_nopiv, laswp, getrs, gesv.
#pragma once

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad {

/// GETRF: LU factorization with partial pivoting (row interchanges) of every
/// matrix of the batch,
///     A[b] = P[b] * L[b] * U[b],
/// L unit lower triangular (lower trapezoidal if m_b > n_b), U upper
/// triangular (upper trapezoidal if m_b < n_b), as LAPACK's xGETRF. The pivot
/// of column j is the entry of largest magnitude on or below the diagonal
/// (|re| + |im| for complex data, as LAPACK's IxAMAX), ties going to the
/// smallest row index: in exact arithmetic the pivots are LAPACK's.
///
/// \param[in,out] queue  Host or CUDA queue; the call is asynchronous on it
///                       (see `check` for the one exception).
/// \param[in,out] A      Batch of m_b x n_b matrices. On exit, the factors L
///                       and U; the unit diagonal of L is not stored.
/// \param[out] ipiv      Batch of integer vectors (rows >= min(m_b, n_b),
///                       one column; MatrixBatch<int>, so views of it work as
///                       for matrices). Entry i of vector b (1-based, as
///                       LAPACK's): row i of matrix b was interchanged with
///                       row ipiv[b][i]. Every entry 1..min(m_b, n_b) is
///                       written, also when the factorization meets a zero or
///                       non-finite pivot.
/// \param[out] info      Array of count ints where the queue computes (device
///                       memory for a CUDA queue). info[b] = 0: success;
///                       info[b] = i > 0: U(i,i) of matrix b is exactly zero
///                       (the first such i). As LAPACK's, the factorization
///                       is completed; U is singular and must not be used to
///                       solve. NaN or Inf in one matrix affects only that
///                       matrix's factors (info stays 0 unless a pivot is
///                       exactly zero).
/// \param[in] check      Check::Full validates every matrix; for
///                       variable-size batches this is one preprocessing
///                       kernel, then a stream synchronization to read its
///                       result (also done with Check::None when a
///                       variable-size descriptor lacks host-known maxima).
///                       With Check::None and maxima set, the call neither
///                       synchronizes nor allocates and can be captured in a
///                       CUDA graph.
///
/// A and ipiv must have the same count and live where the queue computes.
/// Workspace: none. Matrices with m_b == 0 or n_b == 0 are no-ops (info 0).
///
/// \return StatusCode::Success (per-matrix singularity is reported in info,
///         not in the status);
///         InvalidArgument when a scalar or fixed-size argument is wrong
///         (nothing is run);
///         InvalidMatrix when some matrices of a variable-size batch have
///         invalid sizes, leading dimensions or pointers, or an ipiv vector
///         shorter than min(m_b, n_b): those are skipped (their info is set
///         to 0 and their data untouched), all others are factored, and the
///         message names the first bad one;
///         BackendUnavailable, DeviceError as the queue reports.
template <class T>
Status getrf(Queue& queue, const MatrixBatch<T>& A,
             const MatrixBatch<int>& ipiv, int* info,
             Check check = Check::Full);

/// GETRF_NOPIV: LU factorization without pivoting, A[b] = L[b] * U[b], with
/// optional static pivot replacement as sparse direct solvers use it.
///
/// \param[in,out] A      Batch of m_b x n_b matrices; on exit L and U as for
///                       getrf (P = I).
/// \param[out] info      Array of count ints where the queue computes:
///                       info[b] = i > 0 when U(i,i) is exactly zero after
///                       replacement (first such i), else 0.
/// \param[in] tol        Static pivot threshold (>= 0). A pivot with
///                       |pivot| < tol (|re| + |im| for complex) is replaced
///                       by tol * sign(pivot) (tol when the pivot is zero;
///                       tol * pivot / |pivot| for complex) before it is
///                       used. tol = 0 disables replacement.
/// \param[out] replaced  nullptr, or an array of count ints where the queue
///                       computes: the number of pivots replaced in matrix b.
/// \param[in] check      As for getrf.
///
/// \return As for getrf; InvalidArgument also when tol < 0 or tol is NaN.
template <class T>
Status getrf_nopiv(Queue& queue, const MatrixBatch<T>& A, int* info,
                   real_t<T> tol = 0, int* replaced = nullptr,
                   Check check = Check::Full);

/// LASWP: row interchanges of every matrix of the batch, as LAPACK's xLASWP:
/// for k = k1, ..., k2 (incx = 1) or k = k2, ..., k1 (incx = -1), row k of
/// A[b] is interchanged with row ipiv[b][k] (both 1-based, all columns of
/// A[b]'s view).
///
/// \param[in,out] A   Batch of m_b x n_b matrices.
/// \param[in] k1      First pivot index used (1-based, >= 1).
/// \param[in] k2      Last pivot index used (>= k1 - 1; k2 < k1 is a no-op).
///                    For matrix b, indices beyond m_b are ignored, so one
///                    call serves a variable-size batch.
/// \param[in] ipiv    Batch of integer vectors with at least min(k2, m_b)
///                    entries each (the getrf output). An entry outside
///                    [1, m_b] is skipped (it never touches memory outside
///                    the matrix).
/// \param[in] incx    1: forward (apply P^T, as after getrf); -1: backward
///                    (apply P). Any other value is an InvalidArgument.
/// \param[in] check   As for getrf.
template <class T>
Status laswp(Queue& queue, const MatrixBatch<T>& A, int k1, int k2,
             const MatrixBatch<const int>& ipiv, int incx,
             Check check = Check::Full);

/// GETRS: solves op(A[b]) X[b] = B[b] with the LU factorization from getrf
/// (A[b] = P L U square n_b x n_b), op = NoTrans, Trans or ConjTrans, as
/// LAPACK's xGETRS. B[b] (n_b x nrhs_b, any number of right-hand sides) is
/// overwritten by X[b].
///
/// \param[in] trans  Op::NoTrans: A X = B; Op::Trans: A^T X = B;
///                   Op::ConjTrans: A^H X = B.
/// \param[in] LU     Batch of the factors from getrf (n_b x n_b).
/// \param[in] ipiv   Batch of the pivot vectors from getrf.
/// \param[in,out] B  Batch of n_b x nrhs_b right-hand sides; on exit X.
/// \param[in] check  As for getrf.
///
/// Workspace: none. A zero U(i,i) (getrf's info > 0) yields Inf/NaN in that
/// matrix's X only; check info before solving.
///
/// \return As for getrf; InvalidMatrix also when LU[b] is not square or B[b]
///         has a different number of rows.
template <class T>
Status getrs(Queue& queue, Op trans, const MatrixBatch<const T>& LU,
             const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B,
             Check check = Check::Full);

/// GESV: solves A[b] X[b] = B[b] through A = P L U (getrf, then getrs), as
/// LAPACK's xGESV.
///
/// \param[in,out] A   Batch of n_b x n_b matrices; on exit their LU factors.
/// \param[out] ipiv   Batch of pivot vectors (>= n_b entries each).
/// \param[in,out] B   Batch of n_b x nrhs_b right-hand sides; on exit X[b]
///                    for the matrices with info[b] == 0. Where info[b] > 0
///                    the solve is still run (the queue does not read info),
///                    so X[b] holds Inf/NaN.
/// \param[out] info   Array of count ints where the queue computes, as for
///                    getrf.
/// \param[in] check   As for getrf.
template <class T>
Status gesv(Queue& queue, const MatrixBatch<T>& A, const MatrixBatch<int>& ipiv,
            const MatrixBatch<T>& B, int* info, Check check = Check::Full);

}  // namespace myriad
