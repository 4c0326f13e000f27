/* Myriad: batched dense linear algebra on GPUs and CPUs. C interface.
 *
 * Names follow LAPACK/MAGMA: myriad_<p><routine>_<batch kind>, p in s d c z.
 *   _batched          fixed size, arrays of pointers to the matrices
 *   _batched_strided  fixed size, matrix b at base + b * stride
 *   _vbatched         variable size: per-matrix size and ld arrays
 *   _vbatched_max_nocheck  variable size, caller-supplied maxima and no
 *                     per-matrix check: no synchronization, graph-capturable
 * All arrays (pointer arrays, size arrays, matrices) live where the queue
 * computes: device memory for a CUDA queue, host memory for a host queue.
 * Matrices are column major. Every call is asynchronous on its queue unless
 * its documentation says otherwise. Each returns a myriad_status_t; the
 * message of the last failed call on a queue is myriad_queue_last_error(). */
#ifndef MYRIAD_H
#define MYRIAD_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  MYRIAD_SUCCESS = 0,
  MYRIAD_ERROR_INVALID_ARGUMENT = 1,
  MYRIAD_ERROR_INVALID_MATRIX = 2,
  MYRIAD_ERROR_BACKEND_UNAVAILABLE = 3,
  MYRIAD_ERROR_INSUFFICIENT_WORKSPACE = 4,
  MYRIAD_ERROR_DEVICE = 5,
  MYRIAD_ERROR_NOT_SUPPORTED = 6,
  MYRIAD_ERROR_INTERNAL = 7
} myriad_status_t;

/* Layout-compatible with C99 _Complex, std::complex, cuComplex. */
typedef struct { float re, im; } myriad_float_complex;
typedef struct { double re, im; } myriad_double_complex;

typedef struct myriad_queue_s* myriad_queue_t;

/* Queues -------------------------------------------------------------------- */
/* A host queue running on num_threads OpenMP threads (0: OpenMP default). */
myriad_status_t myriad_queue_create_host(myriad_queue_t* queue, int num_threads);
/* A CUDA queue on device, ordered on stream (a cudaStream_t; NULL: default). */
myriad_status_t myriad_queue_create_cuda(myriad_queue_t* queue, int device,
                                         void* stream);
void myriad_queue_destroy(myriad_queue_t queue);
myriad_status_t myriad_queue_synchronize(myriad_queue_t queue);
/* Grows the queue's workspace; the only call that allocates it. */
myriad_status_t myriad_queue_reserve_workspace(myriad_queue_t queue,
                                               size_t bytes);
/* Message of the last failed call on queue ("" if none). */
const char* myriad_queue_last_error(myriad_queue_t queue);
const char* myriad_status_string(myriad_status_t status);
/* 1 when the CUDA backend is built and a device is present. */
int myriad_cuda_available(void);

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

#endif /* MYRIAD_H */
