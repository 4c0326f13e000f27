/* Myriad C interface: batched TRSM. */
#ifndef MYRIAD_C_TRSM_H
#define MYRIAD_C_TRSM_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* TRSM: solves op(A[b]) X = alpha B[b] (side 'L') or X op(A[b]) = alpha B[b]
 * (side 'R') for X, which overwrites B[b],
 * with A[b] triangular. side in 'L' 'R', uplo in 'L' 'U' (the triangle of A
 * that is read), transa in 'N' 'T' 'C', diag in 'N' 'U' (unit: the diagonal
 * of A is not read). B[b] is m x n; A[b] is m x m (side 'L') or n x n (side
 * 'R') with leading dimension lda. alpha == 0 sets B to zero without reading
 * A. See myriad::trsm in <myriad/blas3.hpp> for the full description.
 * _vbatched validates every matrix and synchronizes the queue once;
 * _vbatched_max_nocheck takes max_m >= m[b], max_n >= n[b] and neither
 * checks nor synchronizes. */
myriad_status_t myriad_strsm_batched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, float alpha, float const* const* A, int lda, float* const* B, int ldb,
    int batch);
myriad_status_t myriad_strsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, float alpha, const float* A, int lda, int64_t stride_a, float* B,
    int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_strsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, float alpha, float const* const* A,
    const int* lda, float* const* B, const int* ldb, int batch);
myriad_status_t myriad_strsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, float alpha, float const* const* A,
    const int* lda, float* const* B, const int* ldb, int batch, int max_m,
    int max_n);

myriad_status_t myriad_dtrsm_batched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, double alpha, double const* const* A, int lda, double* const* B, int ldb,
    int batch);
myriad_status_t myriad_dtrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, double alpha, const double* A, int lda, int64_t stride_a, double* B,
    int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_dtrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, double alpha, double const* const* A,
    const int* lda, double* const* B, const int* ldb, int batch);
myriad_status_t myriad_dtrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, double alpha, double const* const* A,
    const int* lda, double* const* B, const int* ldb, int batch, int max_m,
    int max_n);

myriad_status_t myriad_ctrsm_batched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_float_complex alpha, myriad_float_complex const* const* A, int lda, myriad_float_complex* const* B, int ldb,
    int batch);
myriad_status_t myriad_ctrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_float_complex alpha, const myriad_float_complex* A, int lda, int64_t stride_a, myriad_float_complex* B,
    int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_ctrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex* const* B, const int* ldb, int batch);
myriad_status_t myriad_ctrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n);

myriad_status_t myriad_ztrsm_batched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_double_complex alpha, myriad_double_complex const* const* A, int lda, myriad_double_complex* const* B, int ldb,
    int batch);
myriad_status_t myriad_ztrsm_batched_strided(
    myriad_queue_t queue, char side, char uplo, char transa, char diag, int m,
    int n, myriad_double_complex alpha, const myriad_double_complex* A, int lda, int64_t stride_a, myriad_double_complex* B,
    int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_ztrsm_vbatched(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex* const* B, const int* ldb, int batch);
myriad_status_t myriad_ztrsm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, char transa, char diag,
    const int* m, const int* n, myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex* const* B, const int* ldb, int batch, int max_m,
    int max_n);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_TRSM_H */
