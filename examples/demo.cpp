// Myriad demo: the README's main job.
//
// Builds a batch of thousands of linear systems of mixed sizes (many small, a
// few large, as in one level of a multifrontal tree), solves them all with
// one batched LU call (gesv) on the GPU when one is present and on the CPU
// otherwise, then runs the GEMM core over the same sizes; checks a sample
// against LAPACKE/CBLAS and prints what it did, how fast and how accurate.
//
//   myriad-demo [--backend auto|host|cuda] [--batch N] [--max N] [--seed S]
#include <cblas.h>
#include <lapacke.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "myriad/myriad.hpp"

#ifdef MYRIAD_DEMO_CUDA
#include <cuda_runtime.h>
#endif

namespace {

struct Options {
  std::string backend = "auto";
  int batch = 5000;
  int max = 128;
  unsigned seed = 2026;
};

bool parse(int argc, char** argv, Options& o) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto next = [&](const char* name) -> const char* {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s needs a value\n", name);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--backend")
      o.backend = next("--backend");
    else if (a == "--batch")
      o.batch = std::atoi(next("--batch"));
    else if (a == "--max")
      o.max = std::atoi(next("--max"));
    else if (a == "--seed")
      o.seed = std::strtoul(next("--seed"), nullptr, 10);
    else {
      std::printf(
          "usage: myriad-demo [--backend auto|host|cuda] [--batch N] "
          "[--max N] [--seed S]\n");
      return false;
    }
  }
  return o.batch > 0 && o.max > 0;
}

/// Host copy of a variable-size batch (rows[b] x cols[b], column major, back
/// to back) and, for a CUDA queue, its device mirror: what a solver code holds.
template <class E>
struct Batch {
  std::vector<int> rows, cols;
  std::vector<long> offset;
  std::vector<E> host;
  std::vector<E*> ptrs;  // where the queue computes
  E* device = nullptr;
  int* dev_rows = nullptr;
  int* dev_cols = nullptr;
  E** dev_ptrs = nullptr;
  bool on_device = false;

  Batch(std::vector<int> r, std::vector<int> c)
      : rows(std::move(r)), cols(std::move(c)), offset(rows.size() + 1, 0) {
    for (size_t b = 0; b < rows.size(); ++b)
      offset[b + 1] = offset[b] + long(rows[b]) * cols[b];
    host.resize(offset.back());
  }
  void randomize(std::mt19937_64& rng) {
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (E& x : host) x = E(u(rng));
  }
  E* mat(int b) { return host.data() + offset[b]; }
  long elements() const { return offset.back(); }
  int count() const { return int(rows.size()); }

  bool upload(bool cuda) {
    on_device = cuda;
    ptrs.resize(rows.size());
    if (!cuda) {
      for (size_t b = 0; b < rows.size(); ++b) ptrs[b] = mat(int(b));
      return true;
    }
#ifdef MYRIAD_DEMO_CUDA
    size_t cnt = rows.size();
    if (!device && (cudaMalloc(&device, sizeof(E) * std::max(1L, elements())) ||
                    cudaMalloc(&dev_rows, sizeof(int) * cnt) ||
                    cudaMalloc(&dev_cols, sizeof(int) * cnt) ||
                    cudaMalloc(&dev_ptrs, sizeof(E*) * cnt)))
      return false;
    for (size_t b = 0; b < cnt; ++b) ptrs[b] = device + offset[b];
    return !cudaMemcpy(device, host.data(), sizeof(E) * elements(),
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_rows, rows.data(), sizeof(int) * cnt,
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_cols, cols.data(), sizeof(int) * cnt,
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_ptrs, ptrs.data(), sizeof(E*) * cnt,
                       cudaMemcpyHostToDevice);
#else
    return false;
#endif
  }
  void download() {
#ifdef MYRIAD_DEMO_CUDA
    if (on_device)
      cudaMemcpy(host.data(), device, sizeof(E) * elements(),
                 cudaMemcpyDeviceToHost);
#endif
  }
  ~Batch() {
#ifdef MYRIAD_DEMO_CUDA
    cudaFree(device);
    cudaFree(dev_rows);
    cudaFree(dev_cols);
    cudaFree(dev_ptrs);
#endif
  }
  /// Descriptor; the leading dimension of each matrix is its row count.
  /// max < 0: maxima unknown (the routine computes them).
  myriad::MatrixBatch<E> desc(int max_rows, int max_cols) const {
    if (on_device)
      return myriad::MatrixBatch<E>::variable(
          dev_rows, dev_cols, dev_ptrs, dev_rows, count(), max_rows, max_cols);
    return myriad::MatrixBatch<E>::variable(rows.data(), cols.data(),
                                            ptrs.data(), rows.data(), count(),
                                            max_rows, max_cols);
  }
};

/// Sizes of one level of a multifrontal tree: mostly small fronts, a tail of
/// large ones (a power law on [1, max]).
std::vector<int> front_sizes(int count, int max, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::vector<int> s(count);
  for (int& x : s) {
    double v = std::pow(u(rng), 2.5);  // density grows toward small sizes
    x = 1 + int(v * (max - 1) + 0.5);
  }
  return s;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

double frob(int m, int n, const double* a, int ld) {
  double s = 0;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) s += a[i + long(j) * ld] * a[i + long(j) * ld];
  return std::sqrt(s);
}

/// Times `call` (which must leave its inputs as it found them, or be given
/// fresh inputs by `reset`) after one warm-up: median of 5, host clock after
/// a queue synchronization.
template <class Reset, class Call>
double time_call(myriad::Queue& q, Reset reset, Call call) {
  std::vector<double> times;
  for (int rep = 0; rep < 6; ++rep) {
    reset();
    auto t0 = std::chrono::steady_clock::now();
    if (myriad::Status s = call(); !s.ok()) {
      std::fprintf(stderr, "myriad-demo: %s\n", s.message().c_str());
      std::exit(1);
    }
    if (myriad::Status s = q.synchronize(); !s.ok()) std::exit(1);
    auto t1 = std::chrono::steady_clock::now();
    if (rep > 0)
      times.push_back(std::chrono::duration<double>(t1 - t0).count());
  }
  return median(times);
}

double norm1(int m, int n, const double* a, int ld) {
  double best = 0;
  for (int j = 0; j < n; ++j) {
    double s = 0;
    for (int i = 0; i < m; ++i) s += std::fabs(a[i + long(j) * ld]);
    best = std::max(best, s);
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  if (!parse(argc, argv, opt)) return 2;

  bool cuda = opt.backend == "cuda" ||
              (opt.backend == "auto" && myriad::Queue::cuda_available());
  myriad::Queue queue;
  if (cuda) {
    if (myriad::Status s = myriad::Queue::create_cuda(queue); !s.ok()) {
      std::fprintf(stderr, "myriad-demo: %s\n", s.message().c_str());
      return 1;
    }
  }
  std::printf("Myriad %s demo: backend %s%s\n", myriad::version(),
              cuda ? "CUDA (GPU)" : "host (CPU, OpenMP)",
              cuda || myriad::built_with_cuda() ? "" : " [built without CUDA]");
  if (!cuda && opt.backend == "auto")
    std::printf("  no GPU found: running on the CPU\n");

  std::mt19937_64 rng(opt.seed);
  const std::vector<int> n = front_sizes(opt.batch, opt.max, rng);
  const std::vector<int> ones(n.size(), 1);
  auto sorted = n;
  std::sort(sorted.begin(), sorted.end());
  std::printf(
      "  batch: %d systems A x = b, orders 1..%d (power law: median %d, "
      "90th percentile %d)\n",
      opt.batch, opt.max, sorted[sorted.size() / 2],
      sorted[sorted.size() * 9 / 10]);
  const double eps = std::numeric_limits<double>::epsilon();
  const int sample = std::min(opt.batch, 200);
  auto sampled = [&](int i) { return int((long(i) * opt.batch) / sample); };
  bool pass = true;

  // ---- 1. Batched LU solve: A x = b for every system (gesv) ---------------
  {
    Batch<double> A(n, n), B(n, ones);
    Batch<int> ipiv(n, ones);
    A.randomize(rng);
    B.randomize(rng);
    const std::vector<double> a0 = A.host, b0 = B.host;
    if (!A.upload(cuda) || !B.upload(cuda) || !ipiv.upload(cuda)) {
      std::fprintf(stderr,
                   "myriad-demo: cannot place the batch on the device\n");
      return 1;
    }
    std::vector<int> info(n.size(), -1);
    int* dinfo = info.data();
#ifdef MYRIAD_DEMO_CUDA
    if (cuda && cudaMalloc(&dinfo, sizeof(int) * n.size())) return 1;
#endif
    double flops = 0, bytes = 0;
    for (int k : n) {
      flops += 2.0 / 3.0 * k * double(k) * k + 2.0 * k * k;
      bytes += (2.0 * k * k + 2.0 * k) * sizeof(double);
    }
    // The first call checks every matrix (Check::Full, one synchronization);
    // the timed calls pass the maxima and skip the check.
    auto reset = [&] {
      A.host = a0;
      B.host = b0;
      A.upload(cuda);
      B.upload(cuda);
    };
    reset();
    if (myriad::Status s = myriad::gesv(
            queue, A.desc(-1, -1), ipiv.desc(-1, -1), B.desc(-1, -1), dinfo);
        !s.ok()) {
      std::fprintf(stderr, "myriad-demo: gesv: %s\n", s.message().c_str());
      return 1;
    }
    const double t = time_call(queue, reset, [&] {
      return myriad::gesv(queue, A.desc(opt.max, opt.max),
                          ipiv.desc(opt.max, 1), B.desc(opt.max, 1), dinfo,
                          myriad::Check::None);
    });
    A.download();
    B.download();
#ifdef MYRIAD_DEMO_CUDA
    if (cuda) {
      cudaMemcpy(info.data(), dinfo, sizeof(int) * n.size(),
                 cudaMemcpyDeviceToHost);
      cudaFree(dinfo);
    }
#endif
    // Check a sample: LAPACK's solve residual ||b - A x|| / (n ||A|| ||x|| eps)
    // and the distance to LAPACKE_dgesv's solution.
    double worst = 0, worst_diff = 0;
    int singular = 0;
    for (int i = 0; i < sample; ++i) {
      const int b = sampled(i), k = n[b];
      if (info[b] != 0) {
        ++singular;
        continue;
      }
      const double* a = a0.data() + A.offset[b];
      const double* x = B.mat(b);
      std::vector<double> r(b0.begin() + B.offset[b],
                            b0.begin() + B.offset[b + 1]);
      cblas_dgemv(CblasColMajor, CblasNoTrans, k, k, -1.0, a, k, x, 1, 1.0,
                  r.data(), 1);
      const double res = norm1(k, 1, r.data(), k) /
                         (k * norm1(k, k, a, k) * norm1(k, 1, x, k) * eps);
      std::vector<double> lu(a, a + long(k) * k);
      std::vector<double> xr(b0.begin() + B.offset[b],
                             b0.begin() + B.offset[b + 1]);
      std::vector<lapack_int> piv(k);
      LAPACKE_dgesv(LAPACK_COL_MAJOR, k, 1, lu.data(), k, piv.data(), xr.data(),
                    k);
      double diff = 0, xn = 0;
      for (int e = 0; e < k; ++e) {
        diff = std::max(diff, std::fabs(xr[e] - x[e]));
        xn = std::max(xn, std::fabs(xr[e]));
      }
      worst = std::max(worst, res);
      worst_diff = std::max(worst_diff, diff / std::max(xn, 1e-300));
    }
    const bool ok = worst <= 30.0 && singular == 0;
    pass = pass && ok;
    std::printf(
        "  gesv  LU with partial pivoting + solve, variable size: %.3f ms, "
        "%.1f GFLOP/s, %.1f GB/s\n",
        t * 1e3, flops / t * 1e-9, bytes / t * 1e-9);
    std::printf(
        "        checked %d systems against LAPACKE: worst residual "
        "||b - Ax||/(n ||A|| ||x|| eps) = %.3g (threshold 30), largest "
        "relative difference from LAPACKE_dgesv's x = %.2g: %s\n",
        sample, worst, worst_diff, ok ? "PASS" : "FAIL");
  }

  // ---- 2. The GEMM core: C := A B + 0.5 C over the same sizes -------------
  {
    Batch<double> A(n, n), B(n, n), C(n, n);
    A.randomize(rng);
    B.randomize(rng);
    C.randomize(rng);
    if (!A.upload(cuda) || !B.upload(cuda) || !C.upload(cuda)) return 1;
    const std::vector<double> c0 = C.host;
    double flops = 0, bytes = 0;
    for (int k : n) {
      flops += 2.0 * k * k * double(k);
      bytes += 4.0 * k * k * sizeof(double);
    }
    if (myriad::Status s =
            myriad::gemm(queue, myriad::Op::NoTrans, myriad::Op::NoTrans, 1.0,
                         A.desc(-1, -1), B.desc(-1, -1), 0.5, C.desc(-1, -1));
        !s.ok()) {
      std::fprintf(stderr, "myriad-demo: gemm: %s\n", s.message().c_str());
      return 1;
    }
    C.download();
    const std::vector<double> result = C.host;
    const double t = time_call(
        queue, [] {},
        [&] {
          return myriad::gemm(queue, myriad::Op::NoTrans, myriad::Op::NoTrans,
                              1.0, A.desc(opt.max, opt.max),
                              B.desc(opt.max, opt.max), 0.5,
                              C.desc(opt.max, opt.max), myriad::Check::None);
        });
    double worst = 0;
    for (int i = 0; i < sample; ++i) {
      const int b = sampled(i), k = n[b];
      std::vector<double> ref(c0.begin() + C.offset[b],
                              c0.begin() + C.offset[b + 1]);
      cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, k, k, k, 1.0,
                  A.mat(b), k, B.mat(b), k, 0.5, ref.data(), k);
      for (long e = 0; e < long(k) * k; ++e) ref[e] -= result[C.offset[b] + e];
      const double scale = frob(k, k, A.mat(b), k) * frob(k, k, B.mat(b), k) +
                           0.5 * frob(k, k, c0.data() + C.offset[b], k);
      worst = std::max(worst, frob(k, k, ref.data(), k) /
                                  (std::max(scale, 1e-300) * k * eps));
    }
    const bool ok = worst <= 30.0;
    pass = pass && ok;
    std::printf(
        "  gemm  C := A B + 0.5 C, variable size: %.3f ms, %.1f GFLOP/s, %.1f "
        "GB/s\n",
        t * 1e3, flops / t * 1e-9, bytes / t * 1e-9);
    std::printf(
        "        checked %d products against CBLAS: worst scaled "
        "residual %.3g (threshold 30): %s\n",
        sample, worst, ok ? "PASS" : "FAIL");
  }
  std::printf("%s\n", pass ? "demo: all checks passed" : "demo: CHECKS FAILED");
  return pass ? 0 : 1;
}
