/* Myriad C interface: batched symmetric and Hermitian matrix products
 * (SYMM, HEMM). */
#ifndef MYRIAD_C_SYMM_H
#define MYRIAD_C_SYMM_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* SYMM: C[b] = alpha A[b] B[b] + beta C[b]  (side 'L', A m x m)
 *       C[b] = alpha B[b] A[b] + beta C[b]  (side 'R', A n x n)
 * with A symmetric, of which only the uplo ('U' or 'L') triangle is read.
 * HEMM: likewise with A Hermitian (the imaginary parts of its diagonal are
 * not read). B and C are m x n. In the vbatched forms m[b] and n[b] are the
 * sizes of C[b].
 * See myriad::symm in <myriad/blas3.hpp> for the full description. */
myriad_status_t myriad_ssymm_batched(myriad_queue_t queue, char side, char uplo,
                                     int m, int n, float alpha,
                                     float const* const* A, int lda,
                                     float const* const* B, int ldb, float beta,
                                     float* const* C, int ldc, int batch);
myriad_status_t myriad_ssymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n, float alpha,
    const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch);
myriad_status_t myriad_ssymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch);
myriad_status_t myriad_ssymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch,
    int max_m, int max_n);

myriad_status_t myriad_dsymm_batched(myriad_queue_t queue, char side, char uplo,
                                     int m, int n, double alpha,
                                     double const* const* A, int lda,
                                     double const* const* B, int ldb,
                                     double beta, double* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_dsymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n, double alpha,
    const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c,
    int batch);
myriad_status_t myriad_dsymm_vbatched(myriad_queue_t queue, char side,
                                      char uplo, const int* m, const int* n,
                                      double alpha, double const* const* A,
                                      const int* lda, double const* const* B,
                                      const int* ldb, double beta,
                                      double* const* C, const int* ldc,
                                      int batch);
myriad_status_t myriad_dsymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_m, int max_n);

myriad_status_t myriad_csymm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch);
myriad_status_t myriad_csymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_csymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_csymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n);

myriad_status_t myriad_zsymm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch);
myriad_status_t myriad_zsymm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_zsymm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_zsymm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n);

myriad_status_t myriad_chemm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch);
myriad_status_t myriad_chemm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_chemm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_chemm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n);

myriad_status_t myriad_zhemm_batched(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch);
myriad_status_t myriad_zhemm_batched_strided(
    myriad_queue_t queue, char side, char uplo, int m, int n,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_zhemm_vbatched(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_zhemm_vbatched_max_nocheck(
    myriad_queue_t queue, char side, char uplo, const int* m, const int* n,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_m, int max_n);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_SYMM_H */
