/* Installed-package consumer (C): 100 4 x 4 SGEMMs through pointer arrays on
 * the host, C = A * B with A = 1 and B = 2, so every entry of C is 8. */
#include <myriad.h>
#include <stdio.h>

#define N 4
#define COUNT 100

int main(void) {
  static float a[COUNT][N * N], b[COUNT][N * N], c[COUNT][N * N];
  const float* pa[COUNT];
  const float* pb[COUNT];
  float* pc[COUNT];
  for (int i = 0; i < COUNT; ++i) {
    for (int e = 0; e < N * N; ++e) {
      a[i][e] = 1.0f;
      b[i][e] = 2.0f;
      c[i][e] = -1.0f;
    }
    pa[i] = a[i];
    pb[i] = b[i];
    pc[i] = c[i];
  }
  myriad_queue_t q;
  if (myriad_queue_create_host(&q, 1) != MYRIAD_SUCCESS) return 1;
  myriad_status_t s = myriad_sgemm_batched(q, 'N', 'N', N, N, N, 1.0f, pa, N,
                                           pb, N, 0.0f, pc, N, COUNT);
  if (s != MYRIAD_SUCCESS) {
    fprintf(stderr, "sgemm failed: %s\n", myriad_queue_last_error(q));
    myriad_queue_destroy(q);
    return 1;
  }
  myriad_queue_destroy(q);
  for (int i = 0; i < COUNT; ++i)
    for (int e = 0; e < N * N; ++e)
      if (c[i][e] != 2.0f * N) {
        fprintf(stderr, "wrong result %g\n", c[i][e]);
        return 1;
      }
  printf("consumer_c: %d GEMMs correct\n", COUNT);
  return 0;
}
