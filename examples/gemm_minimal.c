/* Minimal C use of Myriad: 1000 fixed-size 8 x 8 GEMMs on the host. */
#include <stdio.h>
#include <stdlib.h>

#include "myriad.h"

int main(void) {
  const int n = 8, batch = 1000;
  const int64_t stride = n * n;
  double* a = malloc(sizeof(double) * stride * batch);
  double* b = malloc(sizeof(double) * stride * batch);
  double* c = malloc(sizeof(double) * stride * batch);
  for (int64_t i = 0; i < stride * batch; ++i) {
    a[i] = 1.0;
    b[i] = 2.0;
    c[i] = 0.0;
  }
  myriad_queue_t queue;
  if (myriad_queue_create_host(&queue, 0) != MYRIAD_SUCCESS) return 1;
  myriad_status_t s = myriad_dgemm_batched_strided(
      queue, 'N', 'N', n, n, n, 1.0, a, n, stride, b, n, stride, 0.0, c, n,
      stride, batch);
  if (s != MYRIAD_SUCCESS)
    fprintf(stderr, "gemm failed: %s\n", myriad_queue_last_error(queue));
  else
    printf("C[0](0,0) = %g (expected %g)\n", c[0], 2.0 * n);
  int ok = s == MYRIAD_SUCCESS && c[0] == 2.0 * n;
  myriad_queue_destroy(queue);
  free(a);
  free(b);
  free(c);
  return ok ? 0 : 1;
}
