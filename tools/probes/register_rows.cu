// The register kernel (getrf_register_kernel) in two configurations, A and
// B (rows a lane and lanes a group, warps a block): the same steps in the
// same order, so factors, pivots and info must agree bit for bit; then the
// time of each, median of 15 after warm-up, at batch sizes from 10000 to
// 1 GiB, DGETRF n x n, % of the copy roofline (16 n^2 bytes a matrix at the
// given GB/s). Its first version (session 51) compared the kernel of that
// time, whose shuffles named the group's lanes, with whole-warp shuffles.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 --expt-relaxed-constexpr \
//     -DMYRIAD_HAVE_CUDA=1 -I. -Iinclude -IBUILD/include \
//     tools/probes/register_rows.cu -o register_rows
//   ./register_rows GBPS
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

#include "event_timer.cuh"
#include "lapack/cuda/getrf_kernels.cuh"

namespace {

using myriad::MatrixBatch;
namespace mc = myriad::cuda;

struct Buffers {
  double* a0;
  double* a;
  int* ipiv;
  int* info;
  int n, count;
};

/// Median ms of launch() on x's matrices, restored before each run: 15
/// timed runs after 3 untimed ones.
template <class Launch>
float time_ms(const Buffers& x, Launch launch) {
  const std::size_t bytes = std::size_t(x.n) * x.n * x.count * sizeof(double);
  return median_event_ms(
      3, 15, [&] { cudaMemcpy(x.a, x.a0, bytes, cudaMemcpyDeviceToDevice); },
      launch);
}

/// A kernel configuration: G lanes a group, RPL rows a lane, kWarps warps a
/// block, rows of kCols columns (0: the order's NC).
template <int G, int RPL, int kWarps, int kCols = 0>
struct Config {
  template <int NC>
  static void launch(const MatrixBatch<double>& A, const MatrixBatch<int>& P,
                     int* info) {
    constexpr int kPer = kWarps * 32 / G;
    const unsigned grid = static_cast<unsigned>((A.count() + kPer - 1) / kPer);
    mc::getrf_register_kernel<double, kCols ? kCols : NC, G, RPL, kWarps>
        <<<grid, 32 * kWarps>>>(A, P, info, 0, true, 0.0, nullptr, true);
  }
  static void print() { std::printf("G%d R%d W%d C%d", G, RPL, kWarps, kCols); }
};

/// Matrices of n x n with NC-wide rows, configuration CA against CB.
template <int NC, class CA, class CB>
void run_case(const Buffers& x, double gbps) {
  const auto A = MatrixBatch<double>::strided(x.n, x.n, x.a, x.n,
                                              std::int64_t(x.n) * x.n, x.count);
  const auto P = MatrixBatch<int>::strided(x.n, 1, x.ipiv, x.n, x.n, x.count);
  const std::size_t bytes = std::size_t(x.n) * x.n * x.count * sizeof(double);
  const std::size_t pbytes = std::size_t(x.n) * x.count * sizeof(int);
  auto one = [&] { CA::template launch<NC>(A, P, x.info); };
  auto two = [&] { CB::template launch<NC>(A, P, x.info); };
  std::vector<double> a1(bytes / 8), a2(bytes / 8);
  std::vector<int> p1(pbytes / 4), p2(pbytes / 4), i1(x.count), i2(x.count);
  cudaMemcpy(x.a, x.a0, bytes, cudaMemcpyDeviceToDevice);
  one();
  cudaMemcpy(a1.data(), x.a, bytes, cudaMemcpyDeviceToHost);
  cudaMemcpy(p1.data(), x.ipiv, pbytes, cudaMemcpyDeviceToHost);
  cudaMemcpy(i1.data(), x.info, x.count * 4, cudaMemcpyDeviceToHost);
  cudaMemset(x.ipiv, 0xff, pbytes);
  cudaMemcpy(x.a, x.a0, bytes, cudaMemcpyDeviceToDevice);
  two();
  cudaMemcpy(a2.data(), x.a, bytes, cudaMemcpyDeviceToHost);
  cudaMemcpy(p2.data(), x.ipiv, pbytes, cudaMemcpyDeviceToHost);
  cudaMemcpy(i2.data(), x.info, x.count * 4, cudaMemcpyDeviceToHost);
  const bool same =
      std::memcmp(a1.data(), a2.data(), bytes) == 0 && p1 == p2 && i1 == i2;
  const float t1 = time_ms(x, one), t2 = time_ms(x, two);
  const double floor_ms = 16.0 * x.n * x.n * x.count / (gbps * 1e6);
  std::printf("n=%d batch=%d ", x.n, x.count);
  CA::print();
  std::printf(" %.4f ms (%.1f%%), ", t1, 100 * floor_ms / t1);
  CB::print();
  std::printf(" %.4f ms (%.1f%%) %s %s\n", t2, 100 * floor_ms / t2,
              same ? "identical" : "DIFFERENT",
              cudaGetErrorString(cudaGetLastError()));
}

/// Order n (rows of NC) at each batch size of counts (0: 1 GiB).
template <int NC, class CA, class CB>
void run_order(int n, double gbps, std::vector<long long> counts) {
  for (long long count : counts) {
    if (count == 0) count = (1LL << 30) / (8LL * n * n);
    Buffers x;
    x.n = n;
    x.count = static_cast<int>(count);
    const std::size_t bytes = std::size_t(n) * n * count * sizeof(double);
    std::vector<double> h(bytes / 8);
    std::mt19937_64 g(n);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto& v : h) v = u(g);
    // A few singular matrices: info must agree too.
    for (int b = 0; b < 5 && b < count; ++b)
      for (int i = 0; i < n; ++i) h[std::size_t(b) * n * n + i] = 0;
    cudaMalloc(&x.a0, bytes);
    cudaMalloc(&x.a, bytes);
    cudaMalloc(&x.ipiv, std::size_t(n) * count * sizeof(int));
    cudaMalloc(&x.info, count * sizeof(int));
    cudaMemcpy(x.a0, h.data(), bytes, cudaMemcpyHostToDevice);
    run_case<NC, CA, CB>(x, gbps);
    cudaFree(x.a0);
    cudaFree(x.a);
    cudaFree(x.ipiv);
    cudaFree(x.info);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const double gbps = argc > 1 ? std::atof(argv[1]) : 3000;
  const std::vector<long long> small = {10000}, all = {10000, 0};
  run_order<8, Config<8, 1, 4>, Config<8, 1, 4, 5>>(5, gbps, all);
  run_order<8, Config<8, 1, 4>, Config<8, 1, 4, 6>>(5, gbps, small);
  run_order<8, Config<8, 1, 4>, Config<8, 1, 4, 6>>(6, gbps, all);
  run_order<8, Config<8, 1, 4>, Config<8, 1, 4, 7>>(7, gbps, all);
  run_order<16, Config<16, 1, 4>, Config<16, 1, 4, 13>>(13, gbps, small);
  run_order<16, Config<16, 1, 4>, Config<16, 1, 4, 11>>(11, gbps, small);
  return 0;
}
