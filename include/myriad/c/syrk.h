/* Myriad C interface: batched symmetric and Hermitian rank-k and rank-2k
 * updates (SYRK, HERK, SYR2K, HER2K). */
#ifndef MYRIAD_C_SYRK_H
#define MYRIAD_C_SYRK_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* SYRK:  C[b] = alpha A[b] A[b]^T + beta C[b]  (trans 'N', A n x k)
 *        C[b] = alpha A[b]^T A[b] + beta C[b]  (trans 'T', A k x n)
 * HERK:  likewise with ^H and trans 'N' or 'C'; alpha and beta real.
 * SYR2K: C[b] = alpha A B^T + alpha B A^T + beta C[b] ('N'), or with the
 *        transposes on the left ('T'); A and B have the same sizes.
 * HER2K: C[b] = alpha A B^H + conj(alpha) B A^H + beta C[b] ('N'), or with
 *        the conjugate transposes on the left ('C'); beta real.
 * uplo 'U' or 'L' names the triangle of C that is read and written; the
 * other is not touched. For real precisions trans 'C' means 'T'. In the
 * vbatched forms n[b] is the order of C[b] and k[b] the inner dimension.
 * See myriad::syrk etc. in <myriad/blas3.hpp> for the full description. */
myriad_status_t myriad_ssyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     float const* const* A, int lda, float beta,
                                     float* const* C, int ldc, int batch);
myriad_status_t myriad_ssyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             float alpha, const float* A,
                                             int lda, int64_t stride_a,
                                             float beta, float* C, int ldc,
                                             int64_t stride_c, int batch);
myriad_status_t myriad_ssyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      float alpha, float const* const* A,
                                      const int* lda, float beta,
                                      float* const* C, const int* ldc,
                                      int batch);
myriad_status_t myriad_ssyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float beta,
    float* const* C, const int* ldc, int batch, int max_n, int max_k);

myriad_status_t myriad_dsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     double const* const* A, int lda,
                                     double beta, double* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_dsyrk_batched_strided(myriad_queue_t queue, char uplo,
                                             char trans, int n, int k,
                                             double alpha, const double* A,
                                             int lda, int64_t stride_a,
                                             double beta, double* C, int ldc,
                                             int64_t stride_c, int batch);
myriad_status_t myriad_dsyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      double alpha, double const* const* A,
                                      const int* lda, double beta,
                                      double* const* C, const int* ldc,
                                      int batch);
myriad_status_t myriad_dsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda, double beta,
    double* const* C, const int* ldc, int batch, int max_n, int max_k);

myriad_status_t myriad_csyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_float_complex alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, myriad_float_complex beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_csyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, myriad_float_complex beta, myriad_float_complex* C,
    int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_csyrk_vbatched(myriad_queue_t queue, char uplo,
                                      char trans, const int* n, const int* k,
                                      myriad_float_complex alpha,
                                      myriad_float_complex const* const* A,
                                      const int* lda, myriad_float_complex beta,
                                      myriad_float_complex* const* C,
                                      const int* ldc, int batch);
myriad_status_t myriad_csyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex beta, myriad_float_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k);

myriad_status_t myriad_zsyrk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k,
                                     myriad_double_complex alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, myriad_double_complex beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_zsyrk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, myriad_double_complex beta, myriad_double_complex* C,
    int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_zsyrk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch);
myriad_status_t myriad_zsyrk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch, int max_n, int max_k);

myriad_status_t myriad_cherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, float alpha,
                                     myriad_float_complex const* const* A,
                                     int lda, float beta,
                                     myriad_float_complex* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_cherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const myriad_float_complex* A, int lda, int64_t stride_a, float beta,
    myriad_float_complex* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_cherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch);
myriad_status_t myriad_cherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, myriad_float_complex const* const* A, const int* lda,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k);

myriad_status_t myriad_zherk_batched(myriad_queue_t queue, char uplo,
                                     char trans, int n, int k, double alpha,
                                     myriad_double_complex const* const* A,
                                     int lda, double beta,
                                     myriad_double_complex* const* C, int ldc,
                                     int batch);
myriad_status_t myriad_zherk_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const myriad_double_complex* A, int lda, int64_t stride_a, double beta,
    myriad_double_complex* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_zherk_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch);
myriad_status_t myriad_zherk_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, myriad_double_complex const* const* A, const int* lda,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k);

myriad_status_t myriad_ssyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, float alpha,
                                      float const* const* A, int lda,
                                      float const* const* B, int ldb,
                                      float beta, float* const* C, int ldc,
                                      int batch);
myriad_status_t myriad_ssyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, float alpha,
    const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c,
    int batch);
myriad_status_t myriad_ssyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch);
myriad_status_t myriad_ssyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    float alpha, float const* const* A, const int* lda, float const* const* B,
    const int* ldb, float beta, float* const* C, const int* ldc, int batch,
    int max_n, int max_k);

myriad_status_t myriad_dsyr2k_batched(myriad_queue_t queue, char uplo,
                                      char trans, int n, int k, double alpha,
                                      double const* const* A, int lda,
                                      double const* const* B, int ldb,
                                      double beta, double* const* C, int ldc,
                                      int batch);
myriad_status_t myriad_dsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k, double alpha,
    const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c,
    int batch);
myriad_status_t myriad_dsyr2k_vbatched(myriad_queue_t queue, char uplo,
                                       char trans, const int* n, const int* k,
                                       double alpha, double const* const* A,
                                       const int* lda, double const* const* B,
                                       const int* ldb, double beta,
                                       double* const* C, const int* ldc,
                                       int batch);
myriad_status_t myriad_dsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_n, int max_k);

myriad_status_t myriad_csyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, myriad_float_complex beta,
    myriad_float_complex* const* C, int ldc, int batch);
myriad_status_t myriad_csyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    myriad_float_complex beta, myriad_float_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_csyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_csyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k);

myriad_status_t myriad_zsyr2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, myriad_double_complex beta,
    myriad_double_complex* const* C, int ldc, int batch);
myriad_status_t myriad_zsyr2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    myriad_double_complex beta, myriad_double_complex* C, int ldc,
    int64_t stride_c, int batch);
myriad_status_t myriad_zsyr2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch);
myriad_status_t myriad_zsyr2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, const int* ldc,
    int batch, int max_n, int max_k);

myriad_status_t myriad_cher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda,
    myriad_float_complex const* const* B, int ldb, float beta,
    myriad_float_complex* const* C, int ldc, int batch);
myriad_status_t myriad_cher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda,
    int64_t stride_a, const myriad_float_complex* B, int ldb, int64_t stride_b,
    float beta, myriad_float_complex* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_cher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch);
myriad_status_t myriad_cher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_float_complex alpha, myriad_float_complex const* const* A,
    const int* lda, myriad_float_complex const* const* B, const int* ldb,
    float beta, myriad_float_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k);

myriad_status_t myriad_zher2k_batched(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda,
    myriad_double_complex const* const* B, int ldb, double beta,
    myriad_double_complex* const* C, int ldc, int batch);
myriad_status_t myriad_zher2k_batched_strided(
    myriad_queue_t queue, char uplo, char trans, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda,
    int64_t stride_a, const myriad_double_complex* B, int ldb, int64_t stride_b,
    double beta, myriad_double_complex* C, int ldc, int64_t stride_c,
    int batch);
myriad_status_t myriad_zher2k_vbatched(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch);
myriad_status_t myriad_zher2k_vbatched_max_nocheck(
    myriad_queue_t queue, char uplo, char trans, const int* n, const int* k,
    myriad_double_complex alpha, myriad_double_complex const* const* A,
    const int* lda, myriad_double_complex const* const* B, const int* ldb,
    double beta, myriad_double_complex* const* C, const int* ldc, int batch,
    int max_n, int max_k);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_SYRK_H */
