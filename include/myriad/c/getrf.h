/* Myriad C interface: batched LU and its solves (getrf, getrf_nopiv,
 * getrs, gesv, laswp). Pivot vectors are int** pointer arrays (each vector
 * holding min(m_b, n_b) entries, as MAGMA), or int* plus stride for the
 * strided kind; info is an array of batch ints. All live where the queue
 * computes. */
#ifndef MYRIAD_C_GETRF_H
#define MYRIAD_C_GETRF_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* GETRF: P A = L U with partial pivoting; ipiv 1-based (min(m_b, n_b)
 * entries per matrix), info[b] as LAPACK (count ints where the queue computes).
 * See myriad::getrf in <myriad/lapack.hpp>. */
myriad_status_t myriad_sgetrf_batched(
    myriad_queue_t queue, int m, int n, float* const* A, int lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_sgetrf_batched_strided(
    myriad_queue_t queue, int m, int n, float* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, int* info, int batch);
myriad_status_t myriad_sgetrf_vbatched(
    myriad_queue_t queue, const int* m, const int* n, float* const* A, const int* lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_sgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A, const int* lda, int* const* ipiv, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_dgetrf_batched(
    myriad_queue_t queue, int m, int n, double* const* A, int lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_dgetrf_batched_strided(
    myriad_queue_t queue, int m, int n, double* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, int* info, int batch);
myriad_status_t myriad_dgetrf_vbatched(
    myriad_queue_t queue, const int* m, const int* n, double* const* A, const int* lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_dgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A, const int* lda, int* const* ipiv, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_cgetrf_batched(
    myriad_queue_t queue, int m, int n, myriad_float_complex* const* A, int lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_cgetrf_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_float_complex* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, int* info, int batch);
myriad_status_t myriad_cgetrf_vbatched(
    myriad_queue_t queue, const int* m, const int* n, myriad_float_complex* const* A, const int* lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_cgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, myriad_float_complex* const* A, const int* lda, int* const* ipiv, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_zgetrf_batched(
    myriad_queue_t queue, int m, int n, myriad_double_complex* const* A, int lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_zgetrf_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_double_complex* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, int* info, int batch);
myriad_status_t myriad_zgetrf_vbatched(
    myriad_queue_t queue, const int* m, const int* n, myriad_double_complex* const* A, const int* lda, int* const* ipiv, int* info, int batch);
myriad_status_t myriad_zgetrf_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, myriad_double_complex* const* A, const int* lda, int* const* ipiv, int* info, int batch, int max_m, int max_n);

/* GETRF_NOPIV: A = L U without pivoting; |pivot| < tol replaced by
 * +-tol and counted in replaced[b] (replaced may be NULL). See myriad::getrf_nopiv. */
myriad_status_t myriad_sgetrf_nopiv_batched(
    myriad_queue_t queue, int m, int n, float* const* A, int lda, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_sgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, float* A, int lda, int64_t stride_a, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_sgetrf_nopiv_vbatched(
    myriad_queue_t queue, const int* m, const int* n, float* const* A, const int* lda, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_sgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, float* const* A, const int* lda, float tol, int* replaced, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_dgetrf_nopiv_batched(
    myriad_queue_t queue, int m, int n, double* const* A, int lda, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_dgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, double* A, int lda, int64_t stride_a, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_dgetrf_nopiv_vbatched(
    myriad_queue_t queue, const int* m, const int* n, double* const* A, const int* lda, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_dgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, double* const* A, const int* lda, double tol, int* replaced, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_cgetrf_nopiv_batched(
    myriad_queue_t queue, int m, int n, myriad_float_complex* const* A, int lda, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_cgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_float_complex* A, int lda, int64_t stride_a, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_cgetrf_nopiv_vbatched(
    myriad_queue_t queue, const int* m, const int* n, myriad_float_complex* const* A, const int* lda, float tol, int* replaced, int* info, int batch);
myriad_status_t myriad_cgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, myriad_float_complex* const* A, const int* lda, float tol, int* replaced, int* info, int batch, int max_m, int max_n);
myriad_status_t myriad_zgetrf_nopiv_batched(
    myriad_queue_t queue, int m, int n, myriad_double_complex* const* A, int lda, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_zgetrf_nopiv_batched_strided(
    myriad_queue_t queue, int m, int n, myriad_double_complex* A, int lda, int64_t stride_a, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_zgetrf_nopiv_vbatched(
    myriad_queue_t queue, const int* m, const int* n, myriad_double_complex* const* A, const int* lda, double tol, int* replaced, int* info, int batch);
myriad_status_t myriad_zgetrf_nopiv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* m, const int* n, myriad_double_complex* const* A, const int* lda, double tol, int* replaced, int* info, int batch, int max_m, int max_n);

/* GETRS: solves op(A) X = B with getrf's factors, trans in 'N' 'T' 'C'.
 * See myriad::getrs. */
myriad_status_t myriad_sgetrs_batched(
    myriad_queue_t queue, char trans, int n, int nrhs, float const* const* A, int lda, int const* const* ipiv, float* const* B, int ldb, int batch);
myriad_status_t myriad_sgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const float* A, int lda, int64_t stride_a, const int* ipiv, int64_t stride_ipiv, float* B, int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_sgetrs_vbatched(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, float const* const* A, const int* lda, int const* const* ipiv, float* const* B, const int* ldb, int batch);
myriad_status_t myriad_sgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, float const* const* A, const int* lda, int const* const* ipiv, float* const* B, const int* ldb, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_dgetrs_batched(
    myriad_queue_t queue, char trans, int n, int nrhs, double const* const* A, int lda, int const* const* ipiv, double* const* B, int ldb, int batch);
myriad_status_t myriad_dgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const double* A, int lda, int64_t stride_a, const int* ipiv, int64_t stride_ipiv, double* B, int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_dgetrs_vbatched(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, double const* const* A, const int* lda, int const* const* ipiv, double* const* B, const int* ldb, int batch);
myriad_status_t myriad_dgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, double const* const* A, const int* lda, int const* const* ipiv, double* const* B, const int* ldb, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_cgetrs_batched(
    myriad_queue_t queue, char trans, int n, int nrhs, myriad_float_complex const* const* A, int lda, int const* const* ipiv, myriad_float_complex* const* B, int ldb, int batch);
myriad_status_t myriad_cgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const myriad_float_complex* A, int lda, int64_t stride_a, const int* ipiv, int64_t stride_ipiv, myriad_float_complex* B, int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_cgetrs_vbatched(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, myriad_float_complex const* const* A, const int* lda, int const* const* ipiv, myriad_float_complex* const* B, const int* ldb, int batch);
myriad_status_t myriad_cgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, myriad_float_complex const* const* A, const int* lda, int const* const* ipiv, myriad_float_complex* const* B, const int* ldb, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_zgetrs_batched(
    myriad_queue_t queue, char trans, int n, int nrhs, myriad_double_complex const* const* A, int lda, int const* const* ipiv, myriad_double_complex* const* B, int ldb, int batch);
myriad_status_t myriad_zgetrs_batched_strided(
    myriad_queue_t queue, char trans, int n, int nrhs, const myriad_double_complex* A, int lda, int64_t stride_a, const int* ipiv, int64_t stride_ipiv, myriad_double_complex* B, int ldb, int64_t stride_b, int batch);
myriad_status_t myriad_zgetrs_vbatched(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, myriad_double_complex const* const* A, const int* lda, int const* const* ipiv, myriad_double_complex* const* B, const int* ldb, int batch);
myriad_status_t myriad_zgetrs_vbatched_max_nocheck(
    myriad_queue_t queue, char trans, const int* n, const int* nrhs, myriad_double_complex const* const* A, const int* lda, int const* const* ipiv, myriad_double_complex* const* B, const int* ldb, int batch, int max_n, int max_nrhs);

/* GESV: A X = B through getrf and getrs. See myriad::gesv. */
myriad_status_t myriad_sgesv_batched(
    myriad_queue_t queue, int n, int nrhs, float* const* A, int lda, int* const* ipiv, float* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_sgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, float* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, float* B, int ldb, int64_t stride_b, int* info, int batch);
myriad_status_t myriad_sgesv_vbatched(
    myriad_queue_t queue, const int* n, const int* nrhs, float* const* A, const int* lda, int* const* ipiv, float* const* B, const int* ldb, int* info, int batch);
myriad_status_t myriad_sgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, float* const* A, const int* lda, int* const* ipiv, float* const* B, const int* ldb, int* info, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_dgesv_batched(
    myriad_queue_t queue, int n, int nrhs, double* const* A, int lda, int* const* ipiv, double* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_dgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, double* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, double* B, int ldb, int64_t stride_b, int* info, int batch);
myriad_status_t myriad_dgesv_vbatched(
    myriad_queue_t queue, const int* n, const int* nrhs, double* const* A, const int* lda, int* const* ipiv, double* const* B, const int* ldb, int* info, int batch);
myriad_status_t myriad_dgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, double* const* A, const int* lda, int* const* ipiv, double* const* B, const int* ldb, int* info, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_cgesv_batched(
    myriad_queue_t queue, int n, int nrhs, myriad_float_complex* const* A, int lda, int* const* ipiv, myriad_float_complex* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_cgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_float_complex* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_float_complex* B, int ldb, int64_t stride_b, int* info, int batch);
myriad_status_t myriad_cgesv_vbatched(
    myriad_queue_t queue, const int* n, const int* nrhs, myriad_float_complex* const* A, const int* lda, int* const* ipiv, myriad_float_complex* const* B, const int* ldb, int* info, int batch);
myriad_status_t myriad_cgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, myriad_float_complex* const* A, const int* lda, int* const* ipiv, myriad_float_complex* const* B, const int* ldb, int* info, int batch, int max_n, int max_nrhs);
myriad_status_t myriad_zgesv_batched(
    myriad_queue_t queue, int n, int nrhs, myriad_double_complex* const* A, int lda, int* const* ipiv, myriad_double_complex* const* B, int ldb, int* info, int batch);
myriad_status_t myriad_zgesv_batched_strided(
    myriad_queue_t queue, int n, int nrhs, myriad_double_complex* A, int lda, int64_t stride_a, int* ipiv, int64_t stride_ipiv, myriad_double_complex* B, int ldb, int64_t stride_b, int* info, int batch);
myriad_status_t myriad_zgesv_vbatched(
    myriad_queue_t queue, const int* n, const int* nrhs, myriad_double_complex* const* A, const int* lda, int* const* ipiv, myriad_double_complex* const* B, const int* ldb, int* info, int batch);
myriad_status_t myriad_zgesv_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, const int* nrhs, myriad_double_complex* const* A, const int* lda, int* const* ipiv, myriad_double_complex* const* B, const int* ldb, int* info, int batch, int max_n, int max_nrhs);

/* LASWP: row interchanges k = k1..k2 (incx 1) or k2..k1 (incx -1) of the
 * n columns of each A; A has lda rows. See myriad::laswp. */
myriad_status_t myriad_slaswp_batched(
    myriad_queue_t queue, int n, float* const* A, int lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_slaswp_batched_strided(
    myriad_queue_t queue, int n, float* A, int lda, int64_t stride_a, int k1, int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch);
myriad_status_t myriad_slaswp_vbatched(
    myriad_queue_t queue, const int* n, float* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_slaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, float* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n, int max_lda);
myriad_status_t myriad_dlaswp_batched(
    myriad_queue_t queue, int n, double* const* A, int lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_dlaswp_batched_strided(
    myriad_queue_t queue, int n, double* A, int lda, int64_t stride_a, int k1, int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch);
myriad_status_t myriad_dlaswp_vbatched(
    myriad_queue_t queue, const int* n, double* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_dlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, double* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n, int max_lda);
myriad_status_t myriad_claswp_batched(
    myriad_queue_t queue, int n, myriad_float_complex* const* A, int lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_claswp_batched_strided(
    myriad_queue_t queue, int n, myriad_float_complex* A, int lda, int64_t stride_a, int k1, int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch);
myriad_status_t myriad_claswp_vbatched(
    myriad_queue_t queue, const int* n, myriad_float_complex* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_claswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_float_complex* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n, int max_lda);
myriad_status_t myriad_zlaswp_batched(
    myriad_queue_t queue, int n, myriad_double_complex* const* A, int lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_zlaswp_batched_strided(
    myriad_queue_t queue, int n, myriad_double_complex* A, int lda, int64_t stride_a, int k1, int k2, const int* ipiv, int64_t stride_ipiv, int incx, int batch);
myriad_status_t myriad_zlaswp_vbatched(
    myriad_queue_t queue, const int* n, myriad_double_complex* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch);
myriad_status_t myriad_zlaswp_vbatched_max_nocheck(
    myriad_queue_t queue, const int* n, myriad_double_complex* const* A, const int* lda, int k1, int k2, int const* const* ipiv, int incx, int batch, int max_n, int max_lda);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_GETRF_H */
