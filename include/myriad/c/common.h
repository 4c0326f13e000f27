/* Myriad C interface: status codes, complex types, queues.
 *
 * Conventions of the whole C interface:
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
#ifndef MYRIAD_C_COMMON_H
#define MYRIAD_C_COMMON_H

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

#ifdef __cplusplus
}
#endif

#endif /* MYRIAD_C_COMMON_H */
