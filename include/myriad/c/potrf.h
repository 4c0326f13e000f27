/* Myriad C interface: batched Cholesky factorization and solves (potrf,
 * potrs, posv; Hermitian positive definite for c and z).
 * uplo is 'L' (A = L L^H) or 'U' (A = U^H U); only that triangle is read or
 * written. info is an array of batch ints where the queue computes; on exit
 * info[b] is LAPACK's (0, or i > 0: the leading minor of order i is not
 * positive definite; < 0: invalid arguments of matrix b, which was skipped).
 * posv leaves B[b] untouched when info[b] != 0. Calls that may need
 * workspace (potrf with n above the fused-kernel limit on a CUDA queue, posv
 * on a CUDA queue) take it from the queue: see myriad_?potrf_workspace and
 * myriad_?posv_workspace.
 * See myriad::potrf, potrs, posv in <myriad/potrf.hpp> for the full
 * description. */
#ifndef MYRIAD_C_POTRF_H
#define MYRIAD_C_POTRF_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- s: float ---- */
myriad_status_t myriad_spotrf_batched(
    myriad_queue_t queue, char uplo, int n, float* const* A, int lda,
    int* info, int batch);
myriad_status_t myriad_spotrf_batched_strided(
    myriad_queue_t queue, char uplo, int n, float* A, int lda,
    int64_t stride_a, int* info, int batch);
myriad_status_t myriad_spotrf_vbatched(
    myriad_queue_t queue, char uplo, const int* n, float* const* A,
    const int* lda, int* info, int batch);
myriad_status_t myriad_spotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, float* const* A,
    const int* lda, int* info, int batch, int max_n);
/* Workspace bytes potrf needs for batch matrices of order up to max_n
 * (max_n < 0: unknown). */
size_t myriad_spotrf_workspace(myriad_queue_t queue, int max_n, int batch);

myriad_status_t myriad_spotrs_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs,
    float const* const* A, int lda, float* const* B, int ldb, int batch);
myriad_status_t myriad_spotrs_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, const float* A,
    int lda, int64_t stride_a, float* B, int ldb, int64_t stride_b,
    int batch);
myriad_status_t myriad_spotrs_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float const* const* A, const int* lda, float* const* B,
    const int* ldb, int batch);
myriad_status_t myriad_spotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float const* const* A, const int* lda, float* const* B,
    const int* ldb, int batch, int max_n, int max_nrhs);

myriad_status_t myriad_sposv_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs, float* const* A,
    int lda, float* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_sposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, float* A, int lda,
    int64_t stride_a, float* B, int ldb, int64_t stride_b, int* info,
    int batch);
myriad_status_t myriad_sposv_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float* const* A, const int* lda, float* const* B, const int* ldb,
    int* info, int batch);
myriad_status_t myriad_sposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    float* const* A, const int* lda, float* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs);
/* Workspace bytes posv needs for batch matrices. */
size_t myriad_sposv_workspace(myriad_queue_t queue, int batch);

/* ---- d: double ---- */
myriad_status_t myriad_dpotrf_batched(
    myriad_queue_t queue, char uplo, int n, double* const* A, int lda,
    int* info, int batch);
myriad_status_t myriad_dpotrf_batched_strided(
    myriad_queue_t queue, char uplo, int n, double* A, int lda,
    int64_t stride_a, int* info, int batch);
myriad_status_t myriad_dpotrf_vbatched(
    myriad_queue_t queue, char uplo, const int* n, double* const* A,
    const int* lda, int* info, int batch);
myriad_status_t myriad_dpotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, double* const* A,
    const int* lda, int* info, int batch, int max_n);
/* Workspace bytes potrf needs for batch matrices of order up to max_n
 * (max_n < 0: unknown). */
size_t myriad_dpotrf_workspace(myriad_queue_t queue, int max_n, int batch);

myriad_status_t myriad_dpotrs_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs,
    double const* const* A, int lda, double* const* B, int ldb, int batch);
myriad_status_t myriad_dpotrs_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, const double* A,
    int lda, int64_t stride_a, double* B, int ldb, int64_t stride_b,
    int batch);
myriad_status_t myriad_dpotrs_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double const* const* A, const int* lda, double* const* B,
    const int* ldb, int batch);
myriad_status_t myriad_dpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double const* const* A, const int* lda, double* const* B,
    const int* ldb, int batch, int max_n, int max_nrhs);

myriad_status_t myriad_dposv_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs, double* const* A,
    int lda, double* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_dposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, double* A, int lda,
    int64_t stride_a, double* B, int ldb, int64_t stride_b, int* info,
    int batch);
myriad_status_t myriad_dposv_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double* const* A, const int* lda, double* const* B, const int* ldb,
    int* info, int batch);
myriad_status_t myriad_dposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    double* const* A, const int* lda, double* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs);
/* Workspace bytes posv needs for batch matrices. */
size_t myriad_dposv_workspace(myriad_queue_t queue, int batch);

/* ---- c: myriad_float_complex ---- */
myriad_status_t myriad_cpotrf_batched(
    myriad_queue_t queue, char uplo, int n, myriad_float_complex* const* A, int lda,
    int* info, int batch);
myriad_status_t myriad_cpotrf_batched_strided(
    myriad_queue_t queue, char uplo, int n, myriad_float_complex* A, int lda,
    int64_t stride_a, int* info, int batch);
myriad_status_t myriad_cpotrf_vbatched(
    myriad_queue_t queue, char uplo, const int* n, myriad_float_complex* const* A,
    const int* lda, int* info, int batch);
myriad_status_t myriad_cpotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, myriad_float_complex* const* A,
    const int* lda, int* info, int batch, int max_n);
/* Workspace bytes potrf needs for batch matrices of order up to max_n
 * (max_n < 0: unknown). */
size_t myriad_cpotrf_workspace(myriad_queue_t queue, int max_n, int batch);

myriad_status_t myriad_cpotrs_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs,
    myriad_float_complex const* const* A, int lda, myriad_float_complex* const* B, int ldb, int batch);
myriad_status_t myriad_cpotrs_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, const myriad_float_complex* A,
    int lda, int64_t stride_a, myriad_float_complex* B, int ldb, int64_t stride_b,
    int batch);
myriad_status_t myriad_cpotrs_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex const* const* A, const int* lda, myriad_float_complex* const* B,
    const int* ldb, int batch);
myriad_status_t myriad_cpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex const* const* A, const int* lda, myriad_float_complex* const* B,
    const int* ldb, int batch, int max_n, int max_nrhs);

myriad_status_t myriad_cposv_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_float_complex* const* A,
    int lda, myriad_float_complex* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_cposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex* B, int ldb, int64_t stride_b, int* info,
    int batch);
myriad_status_t myriad_cposv_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex* const* A, const int* lda, myriad_float_complex* const* B, const int* ldb,
    int* info, int batch);
myriad_status_t myriad_cposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_float_complex* const* A, const int* lda, myriad_float_complex* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs);
/* Workspace bytes posv needs for batch matrices. */
size_t myriad_cposv_workspace(myriad_queue_t queue, int batch);

/* ---- z: myriad_double_complex ---- */
myriad_status_t myriad_zpotrf_batched(
    myriad_queue_t queue, char uplo, int n, myriad_double_complex* const* A, int lda,
    int* info, int batch);
myriad_status_t myriad_zpotrf_batched_strided(
    myriad_queue_t queue, char uplo, int n, myriad_double_complex* A, int lda,
    int64_t stride_a, int* info, int batch);
myriad_status_t myriad_zpotrf_vbatched(
    myriad_queue_t queue, char uplo, const int* n, myriad_double_complex* const* A,
    const int* lda, int* info, int batch);
myriad_status_t myriad_zpotrf_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, myriad_double_complex* const* A,
    const int* lda, int* info, int batch, int max_n);
/* Workspace bytes potrf needs for batch matrices of order up to max_n
 * (max_n < 0: unknown). */
size_t myriad_zpotrf_workspace(myriad_queue_t queue, int max_n, int batch);

myriad_status_t myriad_zpotrs_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs,
    myriad_double_complex const* const* A, int lda, myriad_double_complex* const* B, int ldb, int batch);
myriad_status_t myriad_zpotrs_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, const myriad_double_complex* A,
    int lda, int64_t stride_a, myriad_double_complex* B, int ldb, int64_t stride_b,
    int batch);
myriad_status_t myriad_zpotrs_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex const* const* A, const int* lda, myriad_double_complex* const* B,
    const int* ldb, int batch);
myriad_status_t myriad_zpotrs_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex const* const* A, const int* lda, myriad_double_complex* const* B,
    const int* ldb, int batch, int max_n, int max_nrhs);

myriad_status_t myriad_zposv_batched(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_double_complex* const* A,
    int lda, myriad_double_complex* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_zposv_batched_strided(
    myriad_queue_t queue, char uplo, int n, int nrhs, myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex* B, int ldb, int64_t stride_b, int* info,
    int batch);
myriad_status_t myriad_zposv_vbatched(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex* const* A, const int* lda, myriad_double_complex* const* B, const int* ldb,
    int* info, int batch);
myriad_status_t myriad_zposv_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, const int* n, const int* nrhs,
    myriad_double_complex* const* A, const int* lda, myriad_double_complex* const* B, const int* ldb,
    int* info, int batch, int max_n, int max_nrhs);
/* Workspace bytes posv needs for batch matrices. */
size_t myriad_zposv_workspace(myriad_queue_t queue, int batch);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_POTRF_H */
