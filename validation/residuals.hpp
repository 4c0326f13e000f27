// LAPACK-style scaled residuals (Reference-LAPACK TESTING/LIN dget01, dpot01,
// dget02; BLAS testing for GEMM and TRSM). A result passes when its residual
// is <= kThreshold (LAPACK's dtest.in threshold). A zero denominator with a
// nonzero numerator gives 1 / eps (a failure), as in LAPACK. Residuals are
// computed in double for every precision, with eps of the precision tested.
#pragma once

#include <cstdint>
#include <vector>

#include "myriad/types.hpp"
#include "validation/test_batch.hpp"

namespace myriad::validation {

/// LAPACK's pass threshold for scaled residuals (TESTING/dtest.in).
constexpr double kThreshold = 30.0;

/// True when r passes (NaN fails).
inline bool passes(double r) { return r <= kThreshold; }

/// GEMM, C = alpha op(A) op(B) + beta C0 (C is m x n, op(A) m x k):
///   ||C - Cref||_1 / ((|alpha| ||op(A)||_1 ||op(B)||_1 + |beta| ||C0||_1)
///                     * max(k, 1) * eps)
/// with Cref from CBLAS (beta == 0: C0 is not read, NaN in it must not
/// propagate; alpha == 0 or k == 0: Cref = beta C0, A and B not read, as
/// the BLAS define it). Entries that are not finite in Cref (NaN/Inf inputs)
/// must be exactly those not finite in C, else the residual is +inf; the norms
/// then run over the finite entries. exact: 0 if C equals Cref entry for entry
/// (integer-valued data), else +inf.
template <class T>
double gemm_residual(Op transa, Op transb, int m, int n, int k, T alpha,
                     const T* A, int lda, const T* B, int ldb, T beta,
                     const T* C0, int ldc0, const T* C, int ldc,
                     bool exact = false);

/// gemm_residual for every matrix of a batch: C is m_b x n_b, k_b is op(A)'s
/// column count; C0 is C before the call (same shapes as C).
template <class T>
std::vector<double> gemm_residuals(Op transa, Op transb, T alpha,
                                   const TestBatch<T>& A, const TestBatch<T>& B,
                                   T beta, const TestBatch<T>& C0,
                                   const TestBatch<T>& C, bool exact = false);

/// LU (dget01): ||P A - L U||_1 / (n ||A||_1 eps) for an m x n A0 and its
/// factors LU with 1-based pivots ipiv (min(m, n) of them). Pivots out of
/// range give +inf.
template <class T>
double lu_residual(int m, int n, const T* A0, int lda0, const T* LU, int ldlu,
                   const int* ipiv);

/// Cholesky (dpot01): ||A - L L^H||_1 / (n ||A||_1 eps) (uplo Lower) or
/// ||A - U^H U||_1 / (n ||A||_1 eps) (Upper), over the uplo triangle of A0
/// (Hermitian norms); only the uplo triangle of F is read. A diagonal entry
/// of F with a nonzero imaginary part gives 1 / eps, as in dpot01.
template <class T>
double cholesky_residual(Uplo uplo, int n, const T* A0, int lda0, const T* F,
                         int ldf);

/// Solve (dget02): max_j ||b_j - op(A) x_j||_1 / (n ||op(A)||_1 ||x_j||_1 eps)
/// for n x n A (stored in full: see make_hermitian_full for potrs).
template <class T>
double solve_residual(Op trans, int n, int nrhs, const T* A, int lda,
                      const T* X, int ldx, const T* B, int ldb);

/// TRSM: ||op(A) X - alpha B0||_1 / (||op(A)||_1 ||X||_1 na eps) (side
/// Left; X op(A) for Right), na the order of A (m for Left, n for Right).
/// Only the uplo triangle of A is read (unit diagonal for Diag::Unit).
template <class T>
double trsm_residual(Side side, Uplo uplo, Op transa, Diag diag, int m, int n,
                     T alpha, const T* A, int lda, const T* X, int ldx,
                     const T* B0, int ldb0);

/// Fills the triangle opposite uplo of the n x n matrix A from the uplo
/// triangle (conjugated for complex; real diagonal), making it a full
/// Hermitian matrix.
template <class T>
void make_hermitian_full(Uplo uplo, int n, T* A, int lda);

/// Largest value of v (NaN if any is NaN; 0 if empty).
double worst(const std::vector<double>& v);

}  // namespace myriad::validation
