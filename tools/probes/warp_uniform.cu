// Which ways of naming a block's warp let ptxas see a branch on it as
// uniform over the warp, so that the shuffles inside compile without
// convergence sequences (ENDCOLLECTIVE; tools/collective_audit.sh). The
// kernels mimic potrf_block_kernel's step: two warps a block, one matrix a
// block (its order read from memory at blockIdx.x), warp 0 factors an
// 8-column panel by shuffles (a pivot test that may break out), the block
// meets at barriers, and warp 1 does other work (a shuffle of its own) in
// the meantime. Variants of the warp's index:
//   0  threadIdx.x / 32 (the library's kernels before session 53)
//   1  threadIdx.y of a (32, 2) block
//   2  __shfl_sync(full, threadIdx.x / 32, 0)
//   3  __reduce_max_sync(full, threadIdx.x / 32)
// Every variant computes the same result (checked against variant 0); then
// the median time of 15 runs. Session 53, H200: 74 ENDCOLLECTIVE in
// variants 0 and 1, none in 2 and 3; 0.0664-0.0668 ms each (this step's
// chain is short and 32 blocks an SM hide it; the library's kernels gained
// up to 7%, docs/performance.md, LU, session 53).
//
//   nvcc -O3 -std=c++17 -arch=sm_90 tools/probes/warp_uniform.cu -o wu
//   ./wu && cuobjdump -sass wu | awk '/Function/{f=$3} /ENDCOLLECTIVE/{c[f]++}
//     END{for (k in c) print c[k], k}'
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "event_timer.cuh"

namespace {

constexpr int kP = 8;

template <int V>
__device__ __forceinline__ int warp_index() {
  if constexpr (V == 1) return threadIdx.y;
  if constexpr (V == 2)
    return __shfl_sync(0xffffffffu, static_cast<int>(threadIdx.x / 32), 0);
  if constexpr (V == 3)
    return static_cast<int>(__reduce_max_sync(
        0xffffffffu, static_cast<unsigned>(threadIdx.x / 32)));
  return static_cast<int>(threadIdx.x / 32);
}

template <int V>
__global__ void __launch_bounds__(64)
    chain_kernel(const double* in, double* out, const int* order) {
  const int b = blockIdx.x;
  const int n = order[b];  // uniform: one matrix a block
  const int warp = warp_index<V>();
  const int lane = V == 1 ? threadIdx.x : threadIdx.x % 32;
  const int tid = lane + 32 * warp;
  __shared__ double s[kP][32];
  __shared__ int s_fail;
  double acc = in[b * 64 + tid];
  int fail = 0;
  for (int pc = 0; pc < n; ++pc) {
    s[pc % kP][lane] = acc;  // warp 1's lanes too: a panel of its own
    __syncthreads();
    if (warp == 0) {
      double x[kP];
#pragma unroll
      for (int c = 0; c < kP; ++c) x[c] = s[c][lane];
      int f = 0;
#pragma unroll
      for (int k = 0; k < kP; ++k) {
        const double d = __shfl_sync(0xffffffffu, x[k], k);
        if (!(d > 0.0)) {
          f = pc * kP + k + 1;
          break;
        }
        const double inv = rsqrt(d);
        x[k] = lane == k ? d * inv : x[k] * inv;
#pragma unroll
        for (int j = k + 1; j < kP; ++j)
          x[j] = fma(-x[k], __shfl_sync(0xffffffffu, x[k], j), x[j]);
      }
#pragma unroll
      for (int c = 0; c < kP; ++c) s[c][lane] = x[c];
      if (lane == 0) s_fail = f;
    } else {
      acc += __shfl_xor_sync(0xffffffffu, acc, 1) * 1e-3;
    }
    __syncthreads();
    fail = s_fail;
    if (fail) break;  // uniform
    acc = fma(s[lane % kP][lane], 0.5, acc);
    __syncthreads();
  }
  out[b * 64 + tid] = acc + fail;
}

template <int V>
float run(const double* in, double* out, const int* order, int count) {
  const dim3 block = V == 1 ? dim3(32, 2) : dim3(64);
  return median_event_ms(
      3, 15, [] {}, [&] { chain_kernel<V><<<count, block>>>(in, out, order); });
}

}  // namespace

int main() {
  const int count = 100000;
  std::mt19937 g(53);
  std::uniform_real_distribution<double> u(1.0, 2.0);
  std::vector<double> h(count * 64);
  for (auto& x : h) x = u(g);
  std::vector<int> ho(count);
  for (auto& o : ho) o = 1 + static_cast<int>(g() % 16);
  double *in, *out;
  int* order;
  cudaMalloc(&in, h.size() * 8);
  cudaMalloc(&out, h.size() * 8);
  cudaMalloc(&order, count * 4);
  cudaMemcpy(in, h.data(), h.size() * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(order, ho.data(), count * 4, cudaMemcpyHostToDevice);
  std::vector<double> ref(h.size()), got(h.size());
  float ms[4];
  ms[0] = run<0>(in, out, order, count);
  cudaMemcpy(ref.data(), out, h.size() * 8, cudaMemcpyDeviceToHost);
  auto check = [&] {
    cudaMemcpy(got.data(), out, h.size() * 8, cudaMemcpyDeviceToHost);
    return std::memcmp(ref.data(), got.data(), h.size() * 8) == 0;
  };
  ms[1] = run<1>(in, out, order, count);
  const bool ok1 = check();
  ms[2] = run<2>(in, out, order, count);
  const bool ok2 = check();
  ms[3] = run<3>(in, out, order, count);
  const bool ok3 = check();
  std::printf("variant ms same\n0 %.4f ref\n1 %.4f %d\n2 %.4f %d\n3 %.4f %d\n",
              ms[0], ms[1], ok1, ms[2], ok2, ms[3], ok3);
  std::printf("%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
