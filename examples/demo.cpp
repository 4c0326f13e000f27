// Myriad demo: the README's main job.
//
// Builds a batch of thousands of matrices of mixed sizes (many small, a few
// large, as in one level of a multifrontal tree), runs Myriad on the GPU when
// one is present and on the CPU otherwise, checks a sample against the
// reference (CBLAS/LAPACKE) and prints what it did, how fast and how accurate.
//
//   myriad-demo [--backend auto|host|cuda] [--batch N] [--max N] [--seed S]
#include <cblas.h>

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
    if (a == "--backend") o.backend = next("--backend");
    else if (a == "--batch") o.batch = std::atoi(next("--batch"));
    else if (a == "--max") o.max = std::atoi(next("--max"));
    else if (a == "--seed") o.seed = std::strtoul(next("--seed"), nullptr, 10);
    else {
      std::printf(
          "usage: myriad-demo [--backend auto|host|cuda] [--batch N] "
          "[--max N] [--seed S]\n");
      return false;
    }
  }
  return o.batch > 0 && o.max > 0;
}

/// Host copy of a variable-size batch of square matrices and, for a CUDA
/// queue, its device mirror: what a solver code would hold.
struct Batch {
  std::vector<int> n, ld;
  std::vector<long> offset;
  std::vector<double> host;
  std::vector<double*> ptrs;  // where the queue computes
  double* device = nullptr;
  int* dev_n = nullptr;
  int* dev_ld = nullptr;
  double** dev_ptrs = nullptr;
  bool on_device = false;

  Batch(const std::vector<int>& sizes, std::mt19937_64& rng)
      : n(sizes), ld(sizes), offset(sizes.size() + 1, 0) {
    for (size_t b = 0; b < n.size(); ++b)
      offset[b + 1] = offset[b] + long(n[b]) * n[b];
    host.resize(offset.back());
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (double& x : host) x = u(rng);
  }
  double* mat(int b) { return host.data() + offset[b]; }
  long elements() const { return offset.back(); }

  bool upload(bool cuda) {
    on_device = cuda;
    ptrs.resize(n.size());
    if (!cuda) {
      for (size_t b = 0; b < n.size(); ++b) ptrs[b] = mat(int(b));
      return true;
    }
#ifdef MYRIAD_DEMO_CUDA
    size_t cnt = n.size();
    if (cudaMalloc(&device, sizeof(double) * std::max(1L, elements())) ||
        cudaMalloc(&dev_n, sizeof(int) * cnt) ||
        cudaMalloc(&dev_ld, sizeof(int) * cnt) ||
        cudaMalloc(&dev_ptrs, sizeof(double*) * cnt))
      return false;
    for (size_t b = 0; b < cnt; ++b) ptrs[b] = device + offset[b];
    return !cudaMemcpy(device, host.data(), sizeof(double) * elements(),
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_n, n.data(), sizeof(int) * cnt,
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_ld, ld.data(), sizeof(int) * cnt,
                       cudaMemcpyHostToDevice) &&
           !cudaMemcpy(dev_ptrs, ptrs.data(), sizeof(double*) * cnt,
                       cudaMemcpyHostToDevice);
#else
    return false;
#endif
  }
  void download() {
#ifdef MYRIAD_DEMO_CUDA
    if (on_device)
      cudaMemcpy(host.data(), device, sizeof(double) * elements(),
                 cudaMemcpyDeviceToHost);
#endif
  }
  ~Batch() {
#ifdef MYRIAD_DEMO_CUDA
    cudaFree(device);
    cudaFree(dev_n);
    cudaFree(dev_ld);
    cudaFree(dev_ptrs);
#endif
  }
  myriad::MatrixBatch<double> desc(int max) const {
    if (on_device)
      return myriad::MatrixBatch<double>::variable(
          dev_n, dev_n, dev_ptrs, dev_ld, int(n.size()), max, max);
    return myriad::MatrixBatch<double>::variable(
        n.data(), n.data(), ptrs.data(), ld.data(), int(n.size()), max, max);
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
              cuda || myriad::built_with_cuda() ? ""
                                                : " [built without CUDA]");
  if (!cuda && opt.backend == "auto")
    std::printf("  no GPU found: running on the CPU\n");

  std::mt19937_64 rng(opt.seed);
  std::vector<int> sizes = front_sizes(opt.batch, opt.max, rng);
  Batch A(sizes, rng), B(sizes, rng), C(sizes, rng);
  double flops = 0, bytes = 0;
  for (int n : sizes) {
    flops += 2.0 * n * n * double(n);
    bytes += 4.0 * n * n * sizeof(double);
  }
  std::printf("  batch: %d square matrices, sizes 1..%d (power law: median %d)\n",
              opt.batch, opt.max,
              [&] {
                auto s = sizes;
                std::nth_element(s.begin(), s.begin() + s.size() / 2, s.end());
                return s[s.size() / 2];
              }());

  if (!A.upload(cuda) || !B.upload(cuda) || !C.upload(cuda)) {
    std::fprintf(stderr, "myriad-demo: cannot place the batch on the device\n");
    return 1;
  }
  std::vector<double> c0 = C.host;

  // C := A B + 0.5 C over the whole variable-size batch.
  auto run = [&] {
    return myriad::gemm(queue, myriad::Op::NoTrans, myriad::Op::NoTrans, 1.0,
                        A.desc(opt.max), B.desc(opt.max), 0.5, C.desc(opt.max),
                        myriad::Check::None);
  };
  // First call checks every matrix (Check::Full); timed calls skip the check.
  if (myriad::Status s = myriad::gemm(queue, myriad::Op::NoTrans,
                                      myriad::Op::NoTrans, 1.0, A.desc(-1),
                                      B.desc(-1), 0.5, C.desc(-1));
      !s.ok()) {
    std::fprintf(stderr, "myriad-demo: gemm: %s\n", s.message().c_str());
    return 1;
  }
  C.download();
  std::vector<double> result = C.host;
  std::vector<double> times;
  for (int rep = 0; rep < 6; ++rep) {
    auto t0 = std::chrono::steady_clock::now();
    if (myriad::Status s = run(); !s.ok()) {
      std::fprintf(stderr, "myriad-demo: gemm: %s\n", s.message().c_str());
      return 1;
    }
    if (myriad::Status s = queue.synchronize(); !s.ok()) return 1;
    auto t1 = std::chrono::steady_clock::now();
    if (rep > 0) times.push_back(std::chrono::duration<double>(t1 - t0).count());
  }
  double t = median(times);

  // Check a sample of matrices against CBLAS.
  int sample = std::min(opt.batch, 200);
  double worst = 0;
  const double eps = std::numeric_limits<double>::epsilon();
  for (int i = 0; i < sample; ++i) {
    int b = int((long(i) * opt.batch) / sample);
    int n = sizes[b];
    std::vector<double> ref(c0.begin() + C.offset[b], c0.begin() + C.offset[b + 1]);
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
                A.mat(b), n, B.mat(b), n, 0.5, ref.data(), n);
    for (long e = 0; e < long(n) * n; ++e) ref[e] -= result[C.offset[b] + e];
    double scale = frob(n, n, A.mat(b), n) * frob(n, n, B.mat(b), n) +
                   0.5 * frob(n, n, c0.data() + C.offset[b], n);
    double r = frob(n, n, ref.data(), n) / (std::max(scale, 1e-300) * n * eps);
    worst = std::max(worst, r);
  }
  const bool pass = worst <= 30.0;
  std::printf("  gemm  C := A B + 0.5 C (variable size): %.3f ms, %.1f GFLOP/s, %.1f GB/s\n",
              t * 1e3, flops / t * 1e-9, bytes / t * 1e-9);
  std::printf("        checked %d matrices against CBLAS: worst scaled residual "
              "%.3g (threshold 30): %s\n",
              sample, worst, pass ? "PASS" : "FAIL");
  return pass ? 0 : 1;
}
