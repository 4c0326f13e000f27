/* Myriad C interface: batched GEMM. */
#ifndef MYRIAD_C_GEMM_H
#define MYRIAD_C_GEMM_H

#include "myriad/c/common.h"

#ifdef __cplusplus
extern "C" {
#endif

/* GEMM: C[b] = alpha op(A[b]) op(B[b]) + beta C[b], trans in 'N' 'T' 'C'.
 * See myriad::gemm in <myriad/blas3.hpp> for the full description. */
myriad_status_t myriad_sgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    float alpha, float const* const* A, int lda, float const* const* B, int ldb,
    float beta, float* const* C, int ldc, int batch);
myriad_status_t myriad_sgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    float alpha, const float* A, int lda, int64_t stride_a, const float* B, int ldb,
    int64_t stride_b, float beta, float* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_sgemm_vbatched(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, float alpha, float const* const* A, const int* lda,
    float const* const* B, const int* ldb, float beta, float* const* C,
    const int* ldc, int batch);
myriad_status_t myriad_sgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, float alpha, float const* const* A, const int* lda,
    float const* const* B, const int* ldb, float beta, float* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k);

myriad_status_t myriad_dgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    double alpha, double const* const* A, int lda, double const* const* B, int ldb,
    double beta, double* const* C, int ldc, int batch);
myriad_status_t myriad_dgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    double alpha, const double* A, int lda, int64_t stride_a, const double* B, int ldb,
    int64_t stride_b, double beta, double* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_dgemm_vbatched(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch);
myriad_status_t myriad_dgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, double alpha, double const* const* A, const int* lda,
    double const* const* B, const int* ldb, double beta, double* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k);

myriad_status_t myriad_cgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_float_complex alpha, myriad_float_complex const* const* A, int lda, myriad_float_complex const* const* B, int ldb,
    myriad_float_complex beta, myriad_float_complex* const* C, int ldc, int batch);
myriad_status_t myriad_cgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_float_complex alpha, const myriad_float_complex* A, int lda, int64_t stride_a, const myriad_float_complex* B, int ldb,
    int64_t stride_b, myriad_float_complex beta, myriad_float_complex* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_cgemm_vbatched(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_float_complex alpha, myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex const* const* B, const int* ldb, myriad_float_complex beta, myriad_float_complex* const* C,
    const int* ldc, int batch);
myriad_status_t myriad_cgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_float_complex alpha, myriad_float_complex const* const* A, const int* lda,
    myriad_float_complex const* const* B, const int* ldb, myriad_float_complex beta, myriad_float_complex* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k);

myriad_status_t myriad_zgemm_batched(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_double_complex alpha, myriad_double_complex const* const* A, int lda, myriad_double_complex const* const* B, int ldb,
    myriad_double_complex beta, myriad_double_complex* const* C, int ldc, int batch);
myriad_status_t myriad_zgemm_batched_strided(
    myriad_queue_t queue, char transa, char transb, int m, int n, int k,
    myriad_double_complex alpha, const myriad_double_complex* A, int lda, int64_t stride_a, const myriad_double_complex* B, int ldb,
    int64_t stride_b, myriad_double_complex beta, myriad_double_complex* C, int ldc, int64_t stride_c, int batch);
myriad_status_t myriad_zgemm_vbatched(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_double_complex alpha, myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex const* const* B, const int* ldb, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch);
myriad_status_t myriad_zgemm_vbatched_max_nocheck(
    myriad_queue_t queue, char transa, char transb, const int* m, const int* n,
    const int* k, myriad_double_complex alpha, myriad_double_complex const* const* A, const int* lda,
    myriad_double_complex const* const* B, const int* ldb, myriad_double_complex beta, myriad_double_complex* const* C,
    const int* ldc, int batch, int max_m, int max_n, int max_k);

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_GEMM_H */
