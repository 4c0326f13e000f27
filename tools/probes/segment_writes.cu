// Segment writes: what an odd leading dimension costs a pass that reads or
// writes 64-row segments of columns, as upper Cholesky's panel steps do
// (rows [c, c + 64) of every column right of the block, c = 0, 64, ...),
// and whether writing whole sectors or lines (the segment's ends widened,
// the neighbouring elements rewritten unchanged) takes the cost away.
// 1 GiB of n x n matrices with leading dimension lda.
//
//   nvcc -O3 -arch=sm_90 tools/probes/segment_writes.cu -o segment_writes
//   ./segment_writes 509 509; ./segment_writes 509 512
//   ./segment_writes 509 509 lengths
//
// Prints the median ms of the whole sequence of passes for: kind 0 reads
// the segments, 1 reads and writes them, 2 writes them, 3 writes them
// widened without reading the neighbours (overwritten: a bound, not a
// pass that keeps the data); g: the segment's ends widened to multiples of
// g elements (1: exact; 4: 32-byte sectors; 8: 64 bytes; 16: 128-byte
// lines). With `lengths`: write-only passes over S-row segments (rows
// [c, c + S) of every column right of c + S, c = 0, S, 2S, ...) for S =
// 32, 64, 128, 256, and one pass over whole columns (S = n), ms and the
// bytes written per second.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "event_timer.cuh"

namespace {

// A warp per column, 8 warps a block, 32 columns a block.
template <int Kind, int G>
__global__ void segments(double* A, long long stride, int lda, int n, int c,
                         double* sink) {
  double* a = A + stride * blockIdx.y;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  double s = 0;
#pragma unroll 1
  for (int jj = warp; jj < 32; jj += 8) {
    const int j = c + 64 + 32 * blockIdx.x + jj;
    if (j >= n) break;
    const long long base = static_cast<long long>(j) * lda;
    // Alignment of the element's address: the matrix's own offset counts
    // (stride is odd when lda and n are).
    const long long at = stride * blockIdx.y + base;
    const int lo = max(0, c - static_cast<int>((at + c) & (G - 1)));
    const int hi =
        min(n, c + 64 +
                   static_cast<int>((G - ((at + c + 64) & (G - 1))) & (G - 1)));
    double* col = a + base;
#pragma unroll
    for (int q = 0; q < (G == 1 ? 2 : 3); ++q) {
      const int r = lo + lane + 32 * q;
      if (r >= hi) break;
      const bool inside = r >= c && r < c + 64;
      if (Kind == 0) {
        if (inside) s += col[r];
      } else if (Kind == 1) {
        const double v = col[r];
        col[r] = inside ? v + 1.0 : v;
      } else if (Kind == 2) {
        col[r] = inside ? 1.0 : col[r];
      } else {
        col[r] = 1.0;
      }
    }
  }
  if (s == 12345.0) *sink = s;  // keeps the reads
}

/// Median ms of launch() (a whole sequence of passes) over five timed
/// repetitions after one warm-up.
template <class Launch>
float median_ms(Launch&& launch) {
  return median_event_ms(
      1, 5, [] {}, launch);
}

template <int Kind, int G>
void run(double* A, long long stride, int lda, int n, long long batch,
         double* sink) {
  const float ms = median_ms([&] {
    for (int c = 0; c + 64 < n; c += 64) {
      const dim3 grid((n - c - 64 + 31) / 32, static_cast<unsigned>(batch));
      segments<Kind, G><<<grid, 256>>>(A, stride, lda, n, c, sink);
    }
  });
  std::printf("n %d lda %d kind %d g %2d  %.3f ms (%s)\n", n, lda, Kind, G, ms,
              cudaGetErrorString(cudaGetLastError()));
}

/// run() for one kind at each widening G.
template <int Kind, int... G>
void run_kind(double* A, long long stride, int lda, int n, long long batch,
              double* sink) {
  (run<Kind, G>(A, stride, lda, n, batch, sink), ...);
}

// Write only, rows [c, c + S) of columns j0 + 32 blockIdx.x ... (a warp per
// column, 8 warps a block, 32 columns a block).
__global__ void lengths(double* A, long long stride, int lda, int n, int c,
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

void run_lengths(double* A, long long stride, int lda, int n, long long batch) {
  for (int S : {32, 64, 128, 256, n}) {
    double bytes = 0;
    const float ms = median_ms([&] {
      bytes = 0;
      if (S == n) {
        lengths<<<dim3((n + 31) / 32, static_cast<unsigned>(batch)), 256>>>(
            A, stride, lda, n, 0, n, 0);
        bytes = 8.0 * n * n * batch;
        return;
      }
      for (int c = 0; c + S < n; c += S) {
        const dim3 grid((n - c - S + 31) / 32, static_cast<unsigned>(batch));
        lengths<<<grid, 256>>>(A, stride, lda, n, c, S, c + S);
        bytes += 8.0 * S * (n - c - S) * batch;
      }
    });
    std::printf("n %d lda %d S %3d  %.3f ms  %.0f GB/s (%s)\n", n, lda, S, ms,
                bytes / ms / 1e6, cudaGetErrorString(cudaGetLastError()));
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::printf("usage: segment_writes N LDA [lengths]\n");
    return 1;
  }
  const int n = std::atoi(argv[1]), lda = std::atoi(argv[2]);
  const long long stride = static_cast<long long>(lda) * n;
  const long long batch = (1LL << 27) / stride;  // 1 GiB of doubles
  double *A, *sink;
  cudaMalloc(&A, 8 * stride * batch);
  cudaMemset(A, 0, 8 * stride * batch);
  cudaMalloc(&sink, 8);
  if (argc > 3 && std::string(argv[3]) == "lengths") {
    run_lengths(A, stride, lda, n, batch);
  } else {
    run_kind<0, 1>(A, stride, lda, n, batch, sink);
    run_kind<1, 1, 4, 8, 16>(A, stride, lda, n, batch, sink);
    run_kind<2, 1, 4, 8, 16>(A, stride, lda, n, batch, sink);
    run_kind<3, 4, 8, 16>(A, stride, lda, n, batch, sink);
  }
  cudaFree(A);
  cudaFree(sink);
  return 0;
}
