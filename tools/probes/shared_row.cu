// The shared-row LU kernel (getrf_shared_row_kernel, one matrix a block as
// in variable-size leaves) against variants of its load, its step loop and
// its launch bounds, on DGETRF batches of orders uniform in [lo, hi]: the
// same steps in the same order, so factors, pivots and info must agree bit
// for bit; then the median time of 15 runs after warm-up of each. The first
// variant ("loads") is the kernel before session 52.
//
//   nvcc -O3 -std=c++17 -arch=sm_90 --expt-relaxed-constexpr \
//     -DMYRIAD_HAVE_CUDA=1 -I. -Iinclude -IBUILD/include \
//     tools/probes/shared_row.cu -o shared_row
//   ./shared_row
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include "core/cuda/cp_async.cuh"
#include "event_timer.cuh"
#include "lapack/cuda/getrf_kernels.cuh"

namespace mc = myriad::cuda;
using myriad::MatrixBatch;

namespace {

constexpr int S = 24, NC = 32 - S, kLd = S + 1;

/// The kernel's work on matrix b (getrf, pivoting, init), with the shared
/// part loaded by cp.async (kAsync) or by loads and stores, and column j + 1
/// of step j updated first and carried to the next step in a register
/// (kNext) or in the update loop with the others.
template <bool kAsync, bool kNext>
__device__ __forceinline__ void factor(const MatrixBatch<double>& A,
                                       const MatrixBatch<int>& ipiv, int* info,
                                       int b, double* rows, mc::LuRowLane& s) {
  double r[NC];
  typename MatrixBatch<double>::Entry ea;
  if (!mc::lu_begin(b, A, ipiv, true, true, s.lane == 0, info, nullptr, ea))
    return;
  const int m = A.rows(ea), n = A.cols(ea);
  if (m == 0 || n == 0 || m > 32 || n > 32) return;
  double* a = A.data(ea);
  const std::int64_t ld = ea.ld;
  s.row = s.lane < m;
  const int ns = n < S ? n : S;
  double* my = rows + s.lane * kLd;
#pragma unroll
  for (int c = 0; c < NC; ++c)
    r[c] = s.row && S + c < n ? a[s.lane + (S + c) * ld] : 0.0;
  if constexpr (kAsync) {
    const double* g = a + (s.row ? s.lane : 0);
    const int bytes = s.row ? 8 : 0;
#pragma unroll 4
    for (int j = 0; j < ns; ++j) mc::cp_async<8>(my + j, g + j * ld, bytes);
    mc::cp_async_commit();
    mc::cp_async_wait<0>();
  } else {
    for (int j = 0; j < ns; ++j) my[j] = s.row ? a[s.lane + j * ld] : 0.0;
  }
  __syncwarp();
  int* piv_out = ipiv.data(b);
  const int mn = m < n ? m : n;
  s.pos = s.lane;
  s.zero = 0;
  s.nrep = 0;
  const int steps = mn < S ? mn : S;
  double xn = my[0];
#pragma unroll 1
  for (int j = 0; j < steps; ++j) {
    double x = kNext ? xn : my[j];
    bool below;
    const int src = mc::lu_pivot_column(x, j, s, true, 0.0, piv_out, 0, below);
    my[j] = x;
    const double* u = rows + src * kLd;
    int k1 = j + 1;
    if constexpr (kNext) {
      if (k1 < ns) {
        xn = my[k1];
        if (below) {
          xn = fma(-x, u[k1], xn);
          my[k1] = xn;
        }
      }
      ++k1;
    }
    if (below) {
#pragma unroll 4
      for (int k = k1; k < ns; ++k) my[k] = fma(-x, u[k], my[k]);
    }
#pragma unroll
    for (int c = 0; c < NC; ++c) {
      if (S + c >= n) break;
      const double t = mc::shfl(r[c], src);
      if (below) r[c] = fma(-x, t, r[c]);
    }
    __syncwarp();
  }
  mc::lu_register_steps<NC>(r, S, mn, s, true, 0.0, piv_out, 0);
  if (s.row) {
    for (int j = 0; j < ns; ++j) a[s.pos + j * ld] = my[j];
#pragma unroll
    for (int c = 0; c < NC; ++c)
      if (S + c < n) a[s.pos + (S + c) * ld] = r[c];
  }
  mc::lu_row_finish(s, b, 0, true, info, nullptr);
}

template <bool kAsync, bool kNext, int kMinBlocks>
__global__ void __launch_bounds__(32, kMinBlocks)
    variant_kernel(MatrixBatch<double> A, MatrixBatch<int> ipiv, int* info) {
  __shared__ double s_rows[32 * kLd];
  mc::LuRowLane s = mc::warp_row_lane();
  if (blockIdx.x >= A.count()) return;
  factor<kAsync, kNext>(A, ipiv, info, blockIdx.x, s_rows, s);
}

struct Batch {
  std::vector<int> m;  // orders
  std::vector<std::size_t> off;
  std::size_t total = 0, pivots = 0;
  double *a0, *a;
  int* ipiv;
  int *info, *dm, *dld, *pm;
  double** ptr;
  int** pptr;
  MatrixBatch<double> A;
  MatrixBatch<int> P;
};

Batch make(int count, int lo, int hi, unsigned seed) {
  Batch x;
  std::mt19937 g(seed);
  std::uniform_int_distribution<int> u(lo, hi);
  std::size_t pt = 0;
  std::vector<std::size_t> poff;
  for (int b = 0; b < count; ++b) {
    const int n = u(g);
    x.m.push_back(n);
    x.off.push_back(x.total);
    poff.push_back(pt);
    x.total += std::size_t(n) * n;
    pt += n;
  }
  std::vector<double> h(x.total);
  std::uniform_real_distribution<double> v(-1, 1);
  for (auto& e : h) e = v(g);
  // Two singular matrices (a zero first column): info must agree too.
  for (int b = 0; b < 2 && b < count; ++b)
    for (int i = 0; i < x.m[b]; ++i) h[x.off[b] + i] = 0;
  cudaMalloc(&x.a0, x.total * 8);
  cudaMalloc(&x.a, x.total * 8);
  cudaMalloc(&x.ipiv, pt * 4);
  cudaMalloc(&x.info, count * 4);
  cudaMalloc(&x.dm, count * 4);
  cudaMalloc(&x.ptr, count * 8);
  cudaMalloc(&x.pptr, count * 8);
  cudaMalloc(&x.pm, count * 4);
  x.pivots = pt;
  cudaMemcpy(x.a0, h.data(), x.total * 8, cudaMemcpyHostToDevice);
  std::vector<double*> hp(count);
  std::vector<int*> hpp(count);
  std::vector<int> ones(count, 1);
  for (int b = 0; b < count; ++b) {
    hp[b] = x.a + x.off[b];
    hpp[b] = x.ipiv + poff[b];
  }
  cudaMemcpy(x.dm, x.m.data(), count * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(x.pm, ones.data(), count * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(x.ptr, hp.data(), count * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(x.pptr, hpp.data(), count * 8, cudaMemcpyHostToDevice);
  x.A = MatrixBatch<double>::variable(x.dm, x.dm, x.ptr, x.dm, count, hi, hi);
  x.P = MatrixBatch<int>::variable(x.dm, x.pm, x.pptr, x.dm, count, hi, 1);
  return x;
}

void release(const Batch& x) {
  for (void* p : {static_cast<void*>(x.a0), static_cast<void*>(x.a),
                  static_cast<void*>(x.ipiv), static_cast<void*>(x.info),
                  static_cast<void*>(x.dm), static_cast<void*>(x.pm),
                  static_cast<void*>(x.ptr), static_cast<void*>(x.pptr)})
    cudaFree(p);
}

struct Result {
  std::vector<double> a;
  std::vector<int> p, info;
};

template <class Launch>
Result run_once(const Batch& x, Launch launch) {
  cudaMemcpy(x.a, x.a0, x.total * 8, cudaMemcpyDeviceToDevice);
  cudaMemset(x.ipiv, 0xff, x.pivots * 4);
  launch();
  Result r;
  r.a.resize(x.total);
  r.p.resize(x.pivots);
  r.info.resize(x.m.size());
  cudaMemcpy(r.a.data(), x.a, x.total * 8, cudaMemcpyDeviceToHost);
  cudaMemcpy(r.p.data(), x.ipiv, x.pivots * 4, cudaMemcpyDeviceToHost);
  cudaMemcpy(r.info.data(), x.info, x.m.size() * 4, cudaMemcpyDeviceToHost);
  return r;
}

template <class Launch>
void report(const char* name, const Batch& x, const Result& ref,
            Launch launch) {
  const Result r = run_once(x, launch);
  const bool same = std::memcmp(r.a.data(), ref.a.data(), x.total * 8) == 0 &&
                    r.p == ref.p && r.info == ref.info;
  const float t = median_event_ms(
      3, 15,
      [&] { cudaMemcpy(x.a, x.a0, x.total * 8, cudaMemcpyDeviceToDevice); },
      launch);
  std::printf("  %-28s %.4f ms %s %s\n", name, t,
              same ? "identical" : "DIFFERENT",
              cudaGetErrorString(cudaGetLastError()));
}

template <bool kAsync, bool kNext, int kMinBlocks>
void variant(const char* name, const Batch& x, const Result& ref) {
  const unsigned grid = static_cast<unsigned>(x.m.size());
  report(name, x, ref, [&] {
    variant_kernel<kAsync, kNext, kMinBlocks><<<grid, 32>>>(x.A, x.P, x.info);
  });
}

void run(int count, int lo, int hi) {
  const Batch x = make(count, lo, hi, 7u + lo + hi);
  std::printf("orders %d...%d, batch %d\n", lo, hi, count);
  const unsigned grid = static_cast<unsigned>(count);
  auto lib = [&] {
    mc::getrf_shared_row_kernel<double, S, 32, true>
        <<<grid, 32>>>(x.A, x.P, x.info, 0, 0.0, nullptr, true);
  };
  const Result ref = run_once(x, lib);
  report("library", x, ref, lib);
  variant<false, false, 1>("loads", x, ref);
  variant<true, false, 1>("cp.async", x, ref);
  variant<true, false, 32>("cp.async, 64 registers", x, ref);
  variant<true, true, 32>("cp.async, 64 registers, next", x, ref);
  release(x);
}

}  // namespace

int main() {
  run(10000, 1, 32);
  run(100000, 1, 32);
  run(10000, 1, 24);
  run(10000, 24, 24);
  run(10000, 32, 32);
  run(1, 32, 32);  // one warp's latency
  return 0;
}
