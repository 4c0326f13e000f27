// Reference implementations: thin wrappers templated over the four precisions
// over CBLAS (OpenBLAS) and LAPACKE, one matrix at a time, column major, and
// matrix norms as LAPACK's xLANGE / xLANTR / xLANSY / xLANHE define them.
// LAPACK routines go through LAPACKE's _work entry points, which do not scan
// the input for NaN, so NaN-containing matrices reach LAPACK itself and info
// comes from the factorization as it would in a solver code.
#pragma once

#include "myriad/types.hpp"

namespace myriad::validation::ref {

// ---- Level-2 BLAS
// ------------------------------------------------------------
/// y := alpha op(A) x + beta y, A m x n, unit strides.
template <class T>
void gemv(Op trans, int m, int n, T alpha, const T* A, int lda, const T* x,
          T beta, T* y);
/// A := alpha x y^H + A (x y^T for real T), A m x n, unit strides.
template <class T>
void gerc(int m, int n, T alpha, const T* x, const T* y, T* A, int lda);

// ---- Level-3 BLAS
// ------------------------------------------------------------
template <class T>
void gemm(Op transa, Op transb, int m, int n, int k, T alpha, const T* A,
          int lda, const T* B, int ldb, T beta, T* C, int ldc);
template <class T>
void trsm(Side side, Uplo uplo, Op transa, Diag diag, int m, int n, T alpha,
          const T* A, int lda, T* B, int ldb);
template <class T>
void trmm(Side side, Uplo uplo, Op transa, Diag diag, int m, int n, T alpha,
          const T* A, int lda, T* B, int ldb);
/// C := alpha op(A) op(A)^T + beta C (op = N or T).
template <class T>
void syrk(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
          T beta, T* C, int ldc);
/// C := alpha op(A) op(A)^H + beta C (op = N or C); real T: syrk.
template <class T>
void herk(Uplo uplo, Op trans, int n, int k, real_t<T> alpha, const T* A,
          int lda, real_t<T> beta, T* C, int ldc);
template <class T>
void syr2k(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
           const T* B, int ldb, T beta, T* C, int ldc);
/// Real T: syr2k.
template <class T>
void her2k(Uplo uplo, Op trans, int n, int k, T alpha, const T* A, int lda,
           const T* B, int ldb, real_t<T> beta, T* C, int ldc);
template <class T>
void symm(Side side, Uplo uplo, int m, int n, T alpha, const T* A, int lda,
          const T* B, int ldb, T beta, T* C, int ldc);
/// Real T: symm.
template <class T>
void hemm(Side side, Uplo uplo, int m, int n, T alpha, const T* A, int lda,
          const T* B, int ldb, T beta, T* C, int ldc);

// ---- LAPACK (return LAPACK's info) ------------------------------------------
/// P A = L U; ipiv is 1-based, min(m, n) entries.
template <class T>
int getrf(int m, int n, T* A, int lda, int* ipiv);
template <class T>
int getrs(Op trans, int n, int nrhs, const T* LU, int lda, const int* ipiv,
          T* B, int ldb);
template <class T>
int potrf(Uplo uplo, int n, T* A, int lda);
template <class T>
int potrs(Uplo uplo, int n, int nrhs, const T* F, int lda, T* B, int ldb);
/// Row interchanges k1..k2 (1-based) from ipiv with increment incx (LAPACK's
/// xLASWP: incx < 0 applies them in reverse order).
template <class T>
void laswp(int n, T* A, int lda, int k1, int k2, const int* ipiv, int incx);

// ---- norms ---------------------------------------------------------------
enum class Norm { One, Inf, Max, Frobenius };

/// General m x n. NaN anywhere gives NaN (as LAPACK's). Frobenius is scaled
/// (no overflow for entries near the overflow threshold).
template <class T>
double norm_ge(Norm norm, int m, int n, const T* A, int lda);
/// Trapezoidal m x n (uplo part only; Diag::Unit counts a unit diagonal).
template <class T>
double norm_tr(Norm norm, Uplo uplo, Diag diag, int m, int n, const T* A,
               int lda);
/// Symmetric n x n stored in the uplo triangle.
template <class T>
double norm_sy(Norm norm, Uplo uplo, int n, const T* A, int lda);
/// Hermitian n x n stored in the uplo triangle (the diagonal's real part).
template <class T>
double norm_he(Norm norm, Uplo uplo, int n, const T* A, int lda);

}  // namespace myriad::validation::ref
