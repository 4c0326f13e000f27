// Segment lengths: the write bandwidth of passes over S-row segments of
// columns (rows [c, c + S) of every column right of c + S, c = 0, S, 2S,
// ..., as upper Cholesky's panel steps write them with S = 64) by leading
// dimension, and of one pass over whole columns. 1 GiB of n x n matrices.
//
//   nvcc -O3 -arch=sm_90 tools/probes/segment_lengths.cu -o segment_lengths
//   ./segment_lengths 509 509; ./segment_lengths 509 512
//
// Prints the median ms of the whole sequence and the bytes written per
// second, for S = 32, 64, 128, 256 and n (whole columns, one pass).
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

// A warp per column, 8 warps a block, 32 columns a block: rows [c, c + S)
// of columns j0 + 32 blockIdx.x ...
__global__ void segments(double* A, long long stride, int lda, int n, int c,
                         int S, int j0) {
  double* a = A + stride * blockIdx.y;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  for (int jj = warp; jj < 32; jj += 8) {
    const int j = j0 + 32 * blockIdx.x + jj;
    if (j >= n) break;
    double* col = a + static_cast<long long>(j) * lda;
    const int hi = min(n, c + S);
    for (int r = c + lane; r < hi; r += 32) col[r] = 1.0;
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: segment_lengths N LDA\n");
    return 1;
  }
  const int n = std::atoi(argv[1]), lda = std::atoi(argv[2]);
  const long long stride = static_cast<long long>(lda) * n;
  const long long batch = (1LL << 27) / stride;  // 1 GiB of doubles
  double* A;
  cudaMalloc(&A, 8 * stride * batch);
  cudaMemset(A, 0, 8 * stride * batch);
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  for (int S : {32, 64, 128, 256, n}) {
    std::vector<float> ms;
    double bytes = 0;
    for (int rep = 0; rep < 6; ++rep) {
      bytes = 0;
      cudaEventRecord(e0);
      if (S == n) {
        segments<<<dim3((n + 31) / 32, batch), 256>>>(A, stride, lda, n, 0, n,
                                                      0);
        bytes = 8.0 * n * n * batch;
      } else {
        for (int c = 0; c + S < n; c += S) {
          segments<<<dim3((n - c - S + 31) / 32, batch), 256>>>(A, stride, lda,
                                                                n, c, S, c + S);
          bytes += 8.0 * S * (n - c - S) * batch;
        }
      }
      cudaEventRecord(e1);
      cudaEventSynchronize(e1);
      float t = 0;
      cudaEventElapsedTime(&t, e0, e1);
      if (rep > 0) ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    const float m = ms[ms.size() / 2];
    std::printf("n %d lda %d S %3d  %.3f ms  %.0f GB/s (%s)\n", n, lda, S, m,
                bytes / m / 1e6, cudaGetErrorString(cudaGetLastError()));
  }
  cudaFree(A);
  return 0;
}
