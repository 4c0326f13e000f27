// myriad-bench: shared machinery (arguments, ceilings, timing, report).
#include "bench/common.hpp"

#include <cblas.h>
#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <type_traits>
#include <utility>

#include "myriad/types.hpp"
#include "validation/rng.hpp"
#include "validation/sizes.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#endif

namespace myriad::bench {

// ---- arguments
// ----------------------------------------------------------------
Args::Args(int argc, char** argv) {
  command_ = "myriad-bench";
  for (int i = 1; i < argc; ++i) {
    std::string key = argv[i];
    if (key.rfind("--", 0) != 0)
      throw UsageError("expected --option, got '" + key + "'");
    key = key.substr(2);
    if (i + 1 >= argc) throw UsageError("--" + key + " needs a value");
    values_[key] = argv[++i];
    command_ += " --" + key + " " + values_[key];
  }
}

bool Args::has(const std::string& key) const {
  used_.insert(key);
  return values_.count(key) != 0;
}

Op parse_op(char c) {
  switch (c) {
    case 'N':
    case 'n':
      return Op::NoTrans;
    case 'T':
    case 't':
      return Op::Trans;
    case 'C':
    case 'c':
      return Op::ConjTrans;
    default:
      throw UsageError(std::string("--trans: bad op '") + c + "'");
  }
}

std::string Args::get(const std::string& key, const std::string& def) const {
  used_.insert(key);
  auto it = values_.find(key);
  return it == values_.end() ? def : it->second;
}

long long Args::get_int(const std::string& key, long long def) const {
  const std::string v = get(key, "");
  if (v.empty()) return def;
  char* end = nullptr;
  const long long r = std::strtoll(v.c_str(), &end, 10);
  if (*end) throw UsageError("--" + key + ": not an integer: " + v);
  return r;
}

double Args::get_double(const std::string& key, double def) const {
  const std::string v = get(key, "");
  if (v.empty()) return def;
  char* end = nullptr;
  const double r = std::strtod(v.c_str(), &end);
  if (*end) throw UsageError("--" + key + ": not a number: " + v);
  return r;
}

std::vector<int> Args::get_list(const std::string& key,
                                const std::vector<int>& def) const {
  const std::string v = get(key, "");
  if (v.empty()) return def;
  std::vector<int> out;
  std::size_t pos = 0;
  while (pos <= v.size()) {
    const std::size_t comma = std::min(v.find(',', pos), v.size());
    const std::string item = v.substr(pos, comma - pos);
    char* end = nullptr;
    const long x = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end || x < 0 || x > 1 << 20)
      throw UsageError("--" + key + ": bad list item '" + item + "'");
    out.push_back(static_cast<int>(x));
    pos = comma + 1;
  }
  return out;
}

std::vector<std::string> Args::unused() const {
  std::vector<std::string> out;
  for (const auto& kv : values_)
    if (!used_.count(kv.first)) out.push_back(kv.first);
  return out;
}

// ---- timing
// -------------------------------------------------------------------
namespace {
Timing summarize(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  Timing t;
  const std::size_t n = ms.size();
  t.median_ms = n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
  t.min_ms = ms.front();
  t.max_ms = ms.back();
  return t;
}
}  // namespace

Timing time_host(int warmup, int reps, const std::function<void(int)>& fn) {
  std::vector<double> ms;
  for (int r = 0; r < warmup + reps; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    fn(r);
    const auto t1 = std::chrono::steady_clock::now();
    if (r >= warmup)
      ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  return summarize(ms);
}

int rotation_copies(double bytes, std::size_t cache_bytes) {
  // Between two uses of a copy the other copies stream through the cache:
  // (copies - 1) * bytes >= 2 * cache evicts it.
  const double cache = static_cast<double>(cache_bytes);
  if (bytes <= 0 || bytes >= 2.0 * cache) return 1;
  return std::min(4096, static_cast<int>(std::ceil(2.0 * cache / bytes)) + 1);
}

int host_warmup(int warmup, int copies) { return std::max(warmup, copies); }

double roofline_ms(const Ceilings& c, double bytes, double flops) {
  const double t_mem = c.copy_gbs > 0 ? bytes / (c.copy_gbs * 1e9) : 0;
  const double t_flop = c.peak_gflops > 0 ? flops / (c.peak_gflops * 1e9) : 0;
  return 1e3 * std::max(t_mem, t_flop);
}

// ---- data
// -----------------------------------------------------------------------
void fill_uniform(double* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream) {
  validation::Rng rng(seed, stream);
  for (std::size_t i = 0; i < n; ++i) x[i] = rng.uniform();
}

void fill_uniform(float* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream) {
  validation::Rng rng(seed, stream);
  for (std::size_t i = 0; i < n; ++i) x[i] = static_cast<float>(rng.uniform());
}

// ---- problems
// -------------------------------------------------------------------
Row problem_row(const BenchContext& ctx, const std::string& op,
                const std::string& shape, const std::string& dist,
                const std::string& label, int x, long long batch) {
  Row row;
  row.op = op;
  row.precision = ctx.precision;
  row.where = ctx.where;
  row.shape = shape;
  row.dist = dist;
  row.label = label;
  row.x = x;
  row.batch = batch;
  row.args = ctx.args.command_line();
  return row;
}

Queue host_queue(int threads) {
  Queue q;
  if (Status s = Queue::create_host(q, threads); !s.ok())
    throw std::runtime_error(s.message());
  return q;
}

bool check_full_option(const Args& args) {
  const std::string check = args.get("check", "full");
  if (check != "full" && check != "none")
    throw UsageError("--check must be full or none");
  return check == "full";
}

validation::SizeDist dist_option(const Args& args) {
  validation::SizeDist dist = validation::SizeDist::Uniform1;
  const std::string name = args.get("dist", "uniform");
  if (!validation::parse_dist(name, dist))
    throw UsageError("--dist: unknown distribution " + name);
  return dist;
}

int batch_option(const Args& args, double bytes_per_matrix) {
  const long long given = args.get_int("batch", 0);
  if (given > 0) return static_cast<int>(std::min<long long>(given, INT32_MAX));
  return static_cast<int>(std::clamp(
      double(1u << 30) / std::max(bytes_per_matrix, 1.0), 1.0, 10000.0));
}

std::vector<SquareProblem> square_problems(const Args& args, std::size_t elem,
                                           bool solves) {
  // Unlike batch_option, a given --batch is capped at 1 GiB as well.
  const auto batch_for = [&](int n) {
    const double bytes = double(elem) * std::max(1, n) * std::max(1, n);
    const long long cap = static_cast<long long>((1LL << 30) / bytes);
    return static_cast<int>(
        std::max(1LL, std::min<long long>(args.get_int("batch", 10000), cap)));
  };
  const std::vector<int> rhs_list =
      solves ? args.get_list("nrhs", {1, 16}) : std::vector<int>{0};
  const long long ld_multiple = args.get_int("ld-multiple", 1);
  if (ld_multiple < 1 || ld_multiple > 4096)
    throw UsageError("--ld-multiple: expected 1...4096");
  std::vector<SquareProblem> out;
  for (int nrhs : rhs_list) {
    if (args.has("max")) {
      const validation::SizeDist dist = dist_option(args);
      for (int mx : args.get_list("max", {})) {
        SquareProblem p;
        p.fixed = false;
        p.dist = validation::dist_name(dist);
        p.x = mx;
        p.nrhs = nrhs;
        validation::Rng rng(static_cast<std::uint64_t>(args.get_int("seed", 1)),
                            77 + mx);
        p.n = validation::generate_sizes(dist, mx, batch_for(mx), rng);
        p.max_n = *std::max_element(p.n.begin(), p.n.end());
        p.label = "max=" + std::to_string(mx);
        out.push_back(p);
      }
    } else {
      for (int n :
           args.get_list("sizes", {2, 4, 8, 16, 32, 64, 128, 256, 512})) {
        SquareProblem p;
        p.dist = "fixed";
        p.x = n;
        p.nrhs = nrhs;
        p.n.assign(batch_for(n), n);
        p.max_n = n;
        p.label = "n=" + std::to_string(n);
        out.push_back(p);
      }
    }
  }
  for (SquareProblem& p : out) {
    p.ld_multiple = static_cast<int>(ld_multiple);
    if (ld_multiple > 1) p.label += " ld%" + std::to_string(ld_multiple);
    if (solves) p.label += " nrhs=" + std::to_string(p.nrhs);
  }
  return out;
}

SquarePacking::SquarePacking(const SquareProblem& p) {
  const int count = static_cast<int>(p.n.size());
  for (int b = 0; b < count; ++b) {
    const int n = p.n[b], ld = p.ld(n);
    a_off.push_back(a_elems);
    b_off.push_back(b_elems);
    a_elems += std::int64_t(ld) * n;
    b_elems += std::int64_t(ld) * p.nrhs;
    lda.push_back(ld);
    ldb.push_back(ld);
    nrhs.push_back(p.nrhs);
  }
}

// ---- host ceilings
// ----------------------------------------------------------------
namespace {

std::string cpu_name() {
  std::ifstream f("/proc/cpuinfo");
  std::string line;
  while (std::getline(f, line))
    if (line.rfind("model name", 0) == 0) {
      const std::size_t colon = line.find(':');
      if (colon != std::string::npos) return line.substr(colon + 2);
    }
  return "unknown CPU";
}

template <class T>
double host_gemm_gflops(int n, int threads) {
  // One large GEMM on every thread of OpenBLAS: the machine's flop ceiling.
  std::vector<T> a(static_cast<std::size_t>(n) * n, T(0.5));
  std::vector<T> b(a.size(), T(0.25)), c(a.size(), T(0));
  const int saved = openblas_get_num_threads();
  openblas_set_num_threads(threads);
  const T one(1), zero(0);
  auto call = [&] {
    if constexpr (std::is_same_v<T, float>)
      cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
                  a.data(), n, b.data(), n, 0.0f, c.data(), n);
    else if constexpr (std::is_same_v<T, double>)
      cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
                  a.data(), n, b.data(), n, 0.0, c.data(), n);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
      cblas_cgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one,
                  a.data(), n, b.data(), n, &zero, c.data(), n);
    else
      cblas_zgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one,
                  a.data(), n, b.data(), n, &zero, c.data(), n);
  };
  const Timing t = time_host(1, 3, [&](int) { call(); });
  openblas_set_num_threads(saved);
  const double f = (is_complex_v<T> ? 8.0 : 2.0) * n * double(n) * n;
  return f / (t.min_ms * 1e6);
}

}  // namespace

Ceilings measure_host_ceilings(char precision, int threads) {
  Ceilings c;
  c.machine = cpu_name();
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  long l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
  if (l3 <= 0) l3 = sysconf(_SC_LEVEL2_CACHE_SIZE);
  c.cache_bytes = l3 > 0 ? static_cast<std::size_t>(l3) : (32u << 20);
  // A core reaches only its own complex's L3 (at most 96 MB in any part
  // shipped), but virtual machines may report the whole host's (532 MB on
  // the development VM): rotating over that many bytes of copies only adds
  // page-table work to the timings.
  c.cache_bytes = std::min<std::size_t>(c.cache_bytes, std::size_t(128) << 20);
  // STREAM-like copy over arrays far larger than the cache, first touched
  // by the threads that copy them.
  const std::size_t n =
      std::max<std::size_t>(256u << 20, 4 * c.cache_bytes) / sizeof(double);
  std::unique_ptr<double[]> x(new double[n]), y(new double[n]);
#pragma omp parallel for num_threads(nt) schedule(static)
  for (std::size_t i = 0; i < n; ++i) x[i] = 1.0, y[i] = 0.0;
  const Timing t = time_host(1, 5, [&](int) {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (std::size_t i = 0; i < n; ++i) y[i] = x[i];
  });
  c.copy_gbs = 2.0 * n * sizeof(double) / (t.min_ms * 1e6);
  const int gn = 2048;
  switch (precision) {
    case 's':
      c.peak_gflops = host_gemm_gflops<float>(gn, nt);
      break;
    case 'c':
      c.peak_gflops = host_gemm_gflops<std::complex<float>>(gn, nt);
      break;
    case 'z':
      c.peak_gflops = host_gemm_gflops<std::complex<double>>(gn, nt);
      break;
    default:
      c.peak_gflops = host_gemm_gflops<double>(gn, nt);
      break;
  }
  c.peak_how = std::string("cblas_") + precision + "gemm 2048^3, " +
               std::to_string(nt) + " threads";
  return c;
}

// ---- CUDA: ceilings, timing, buffers
// --------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
void cuda_check(cudaError_t e, const char* what) {
  if (e != cudaSuccess)
    throw std::runtime_error(std::string(what) + ": " + cudaGetErrorString(e));
}

void cublas_check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS)
    throw std::runtime_error(std::string(what) + ": cuBLAS status " +
                             std::to_string(static_cast<int>(s)));
}

cublasOperation_t cublas_op(Op op) {
  return op == Op::NoTrans ? CUBLAS_OP_N
         : op == Op::Trans ? CUBLAS_OP_T
                           : CUBLAS_OP_C;
}

CudaQueue::CudaQueue(int device, unsigned flags) {
  cuda_check(cudaStreamCreateWithFlags(&stream_, flags), "cudaStreamCreate");
  if (Status s = Queue::create_cuda(queue_, device, stream_); !s.ok()) {
    cudaStreamDestroy(stream_);
    throw std::runtime_error(s.message());
  }
}
CudaQueue::~CudaQueue() {
  queue_ = Queue();
  cudaStreamDestroy(stream_);
}

CublasHandle::CublasHandle(cudaStream_t stream) {
  cublas_check(cublasCreate(&handle_), "cublasCreate");
  cublas_check(cublasSetStream(handle_, stream), "cublasSetStream");
}
CublasHandle::~CublasHandle() { cublasDestroy(handle_); }

Timing time_cuda(cudaStream_t stream, int warmup, int reps,
                 const std::function<void(int)>& fn) {
  cudaEvent_t start, stop;
  cuda_check(cudaEventCreate(&start), "cudaEventCreate");
  cuda_check(cudaEventCreate(&stop), "cudaEventCreate");
  std::vector<double> ms;
  for (int r = 0; r < warmup + reps; ++r) {
    cuda_check(cudaEventRecord(start, stream), "cudaEventRecord");
    fn(r);
    cuda_check(cudaEventRecord(stop, stream), "cudaEventRecord");
    cuda_check(cudaEventSynchronize(stop), "cudaEventSynchronize");
    float t = 0;
    cuda_check(cudaEventElapsedTime(&t, start, stop), "cudaEventElapsedTime");
    if (r >= warmup) ms.push_back(t);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  return summarize(ms);
}

DeviceBuffer::DeviceBuffer(std::size_t bytes) : bytes_(bytes) {
  if (bytes) cuda_check(cudaMalloc(&ptr_, bytes), "cudaMalloc");
}
DeviceBuffer::~DeviceBuffer() {
  if (ptr_) cudaFree(ptr_);
}
DeviceBuffer::DeviceBuffer(DeviceBuffer&& o) noexcept
    : ptr_(o.ptr_), bytes_(o.bytes_) {
  o.ptr_ = nullptr;
  o.bytes_ = 0;
}
DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& o) noexcept {
  std::swap(ptr_, o.ptr_);
  std::swap(bytes_, o.bytes_);
  return *this;
}
void DeviceBuffer::upload(const void* host, std::size_t bytes,
                          std::size_t offset) {
  cuda_check(cudaMemcpy(static_cast<char*>(ptr_) + offset, host, bytes,
                        cudaMemcpyHostToDevice),
             "cudaMemcpy H2D");
}
void DeviceBuffer::download(void* host, std::size_t bytes,
                            std::size_t offset) const {
  cuda_check(cudaMemcpy(host, static_cast<const char*>(ptr_) + offset, bytes,
                        cudaMemcpyDeviceToHost),
             "cudaMemcpy D2H");
}

Ceilings measure_cuda_ceilings(char precision, int device) {
  Ceilings c;
  cuda_check(cudaSetDevice(device), "cudaSetDevice");
  cudaDeviceProp prop{};
  cuda_check(cudaGetDeviceProperties(&prop, device), "cudaGetDeviceProperties");
  c.machine = prop.name;
  c.cache_bytes = static_cast<std::size_t>(prop.l2CacheSize);
  // Device-to-device copy of 1 GiB, counting bytes read plus written.
  const std::size_t copy_bytes = std::size_t(1) << 30;
  DeviceBuffer x(copy_bytes), y(copy_bytes);
  cuda_check(cudaMemset(x.as<void>(), 0, copy_bytes), "cudaMemset");
  const Timing tc = time_cuda(nullptr, 2, 5, [&](int) {
    cuda_check(cudaMemcpyAsync(y.as<void>(), x.as<void>(), copy_bytes,
                               cudaMemcpyDeviceToDevice, nullptr),
               "cudaMemcpyAsync");
  });
  c.copy_gbs = 2.0 * copy_bytes / (tc.median_ms * 1e6);
  // Large GEMM of the run's precision (cuBLAS default math mode: no TF32).
  const int n = 8192;
  const bool cplx = precision == 'c' || precision == 'z';
  const std::size_t elem = (precision == 's'                       ? 4
                            : precision == 'd' || precision == 'c' ? 8
                                                                   : 16);
  const std::size_t mat = static_cast<std::size_t>(n) * n * elem;
  DeviceBuffer a(mat), b(mat), cm(mat);
  cuda_check(cudaMemset(a.as<void>(), 0, mat), "cudaMemset");
  cuda_check(cudaMemset(b.as<void>(), 0, mat), "cudaMemset");
  cublasHandle_t h;
  cublas_check(cublasCreate(&h), "cublasCreate");
  const float s1 = 1, s0 = 0;
  const double d1 = 1, d0 = 0;
  const cuComplex c1 = {1, 0}, c0 = {0, 0};
  const cuDoubleComplex z1 = {1, 0}, z0 = {0, 0};
  const Timing tg = time_cuda(nullptr, 1, 3, [&](int) {
    switch (precision) {
      case 's':
        cublas_check(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &s1,
                                 a.as<float>(), n, b.as<float>(), n, &s0,
                                 cm.as<float>(), n),
                     "cublasSgemm");
        break;
      case 'c':
        cublas_check(cublasCgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &c1,
                                 a.as<cuComplex>(), n, b.as<cuComplex>(), n,
                                 &c0, cm.as<cuComplex>(), n),
                     "cublasCgemm");
        break;
      case 'z':
        cublas_check(
            cublasZgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &z1,
                        a.as<cuDoubleComplex>(), n, b.as<cuDoubleComplex>(), n,
                        &z0, cm.as<cuDoubleComplex>(), n),
            "cublasZgemm");
        break;
      default:
        cublas_check(cublasDgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &d1,
                                 a.as<double>(), n, b.as<double>(), n, &d0,
                                 cm.as<double>(), n),
                     "cublasDgemm");
    }
  });
  cublasDestroy(h);
  c.peak_gflops = (cplx ? 8.0 : 2.0) * n * double(n) * n / (tg.median_ms * 1e6);
  c.peak_how =
      std::string("cublas") + static_cast<char>(precision - 32) + "gemm 8192^3";
  return c;
}
Timing time_restored_cuda(cudaStream_t stream, int warmup, int reps,
                          DeviceBuffer& flush,
                          const std::function<void()>& restore,
                          const std::function<void()>& run) {
  cudaEvent_t e0, e1;
  cuda_check(cudaEventCreate(&e0), "cudaEventCreate");
  cuda_check(cudaEventCreate(&e1), "cudaEventCreate");
  std::vector<double> ms;
  for (int i = 0; i < warmup + reps; ++i) {
    restore();
    cuda_check(
        cudaMemsetAsync(flush.as<char>(), i & 0xff, flush.bytes(), stream),
        "flush");
    cuda_check(cudaEventRecord(e0, stream), "cudaEventRecord");
    run();
    cuda_check(cudaEventRecord(e1, stream), "cudaEventRecord");
    cuda_check(cudaEventSynchronize(e1), "cudaEventSynchronize");
    float t = 0;
    cuda_check(cudaEventElapsedTime(&t, e0, e1), "cudaEventElapsedTime");
    if (i >= warmup) ms.push_back(t);
  }
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  return summarize(std::move(ms));
}

DeviceBuffer flush_buffer(const Ceilings& c) {
  return DeviceBuffer(
      2 * std::max<std::size_t>(c.cache_bytes, std::size_t(64) << 20));
}

void restore_async(DeviceBuffer& to, const DeviceBuffer& from,
                   cudaStream_t stream) {
  cuda_check(cudaMemcpyAsync(to.as<char>(), from.as<char>(), to.bytes(),
                             cudaMemcpyDeviceToDevice, stream),
             "restore");
}
#endif

// ---- report
// ---------------------------------------------------------------------
namespace {

const char* where_name(Where w) { return w == Where::Cuda ? "cuda" : "host"; }

std::string csv_quote(const std::string& s) {
  std::string out = "\"";
  for (char ch : s) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
  return out + "\"";
}

struct Figures {
  double ms = 0, gflops = 0, gbs = 0, roof_pct = 0;
};

Figures figures(const Ceilings& c, const Row& r, const Measured& m) {
  Figures f;
  if (!m.ran) return f;
  f.ms = m.time.median_ms;
  f.gflops = r.flops / (f.ms * 1e6);
  f.gbs = r.bytes / (f.ms * 1e6);
  f.roof_pct = 100.0 * roofline_ms(c, r.bytes, r.flops) / f.ms;
  return f;
}

}  // namespace

Report::Report(const Ceilings& ceilings, Where where,
               const std::string& csv_path)
    : ceil_(ceilings), where_(where) {
  std::printf("# machine: %s (%s backend)\n", ceil_.machine.c_str(),
              where_name(where));
  std::printf(
      "# ceilings: copy %.1f GB/s (read + write), %s %.1f GFLOP/s, "
      "last-level cache %.1f MB\n",
      ceil_.copy_gbs, ceil_.peak_how.c_str(), ceil_.peak_gflops,
      ceil_.cache_bytes / 1e6);
  std::printf("%-8s %-5s %-9s %-16s %6s %9s %9s %6s %9s %9s %6s %7s %s\n", "op",
              "prec", "shape", "size", "batch", "ms", "GFLOP/s", "%roof",
              "base ms", "GFLOP/s", "%roof", "speedup", "verified");
  if (!csv_path.empty()) {
    csv_ = std::fopen(csv_path.c_str(), "a");
    if (!csv_) throw std::runtime_error("cannot open " + csv_path);
  }
}

Report::~Report() {
  if (csv_) std::fclose(csv_);
}

void Report::add(const Row& r) {
  const Figures o = figures(ceil_, r, r.ours), b = figures(ceil_, r, r.base),
                b2 = figures(ceil_, r, r.base2);
  const double speedup = o.ms > 0 && b.ms > 0 ? b.ms / o.ms : 0;
  if (!r.verified) ++failed_;
  std::printf(
      "%-8s %-5c %-9s %-16s %6lld %9.4f %9.2f %5.1f%% %9.4f %9.2f "
      "%5.1f%% %6.2fx %s\n",
      r.op.c_str(), r.precision, r.shape.c_str(), r.label.c_str(), r.batch,
      o.ms, o.gflops, o.roof_pct, b.ms, b.gflops, b.roof_pct, speedup,
      r.verified ? "yes" : "NO");
  if (r.base2.ran)
    std::printf(
        "%-8s %-5s %-9s %-16s %6s %9s %9s %6s %9.4f %9.2f %5.1f%% "
        "%6.2fx (%s)\n",
        "", "", "", "", "", "", "", "", b2.ms, b2.gflops, b2.roof_pct,
        b2.ms > 0 ? b2.ms / o.ms : 0, r.base2.name.c_str());
  std::fflush(stdout);
  if (!csv_) return;
  if (!header_done_) {
    std::fseek(csv_, 0, SEEK_END);
    if (std::ftell(csv_) == 0)
      std::fprintf(
          csv_,
          "args,op,precision,backend,shape,dist,size_label,x,batch,bytes,"
          "flops,machine,copy_gbs,peak_gflops,peak_how,"
          "impl,ms,gflops,gbs,roof_pct,"
          "base_impl,base_ms,base_gflops,base_gbs,base_roof_pct,"
          "base2_impl,base2_ms,base2_gflops,base2_gbs,base2_roof_pct,"
          "speedup,verified,error\n");
    header_done_ = true;
  }
  auto num = [](const Measured& m, double v) {
    return m.ran ? std::to_string(v) : std::string();
  };
  std::fprintf(
      csv_,
      "%s,%s,%c,%s,%s,%s,%s,%d,%lld,%.0f,%.0f,%s,%.2f,%.2f,%s,"
      "%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%.4f,%d,%.3g\n",
      csv_quote(r.args).c_str(), r.op.c_str(), r.precision, where_name(r.where),
      r.shape.c_str(), r.dist.c_str(), csv_quote(r.label).c_str(), r.x, r.batch,
      r.bytes, r.flops, csv_quote(ceil_.machine).c_str(), ceil_.copy_gbs,
      ceil_.peak_gflops, csv_quote(ceil_.peak_how).c_str(), r.ours.name.c_str(),
      num(r.ours, o.ms).c_str(), num(r.ours, o.gflops).c_str(),
      num(r.ours, o.gbs).c_str(), num(r.ours, o.roof_pct).c_str(),
      r.base.name.c_str(), num(r.base, b.ms).c_str(),
      num(r.base, b.gflops).c_str(), num(r.base, b.gbs).c_str(),
      num(r.base, b.roof_pct).c_str(), r.base2.name.c_str(),
      num(r.base2, b2.ms).c_str(), num(r.base2, b2.gflops).c_str(),
      num(r.base2, b2.gbs).c_str(), num(r.base2, b2.roof_pct).c_str(), speedup,
      r.verified ? 1 : 0, r.error);
  std::fflush(csv_);
}

std::pair<Timing, Timing> time_restored_host_pair(
    int warmup, int reps, const std::function<void()>& restore,
    const std::function<void()>& ours, const std::function<void()>& base) {
  std::vector<double> ms[2];
  const std::function<void()>* run[2] = {&ours, &base};
  for (int i = 0; i < warmup + reps; ++i)
    for (int k = 0; k < 2; ++k) {
      restore();
      const auto t0 = std::chrono::steady_clock::now();
      (*run[k])();
      const auto t1 = std::chrono::steady_clock::now();
      if (i >= warmup)
        ms[k].push_back(
            std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
  return {summarize(std::move(ms[0])), summarize(std::move(ms[1]))};
}

}  // namespace myriad::bench
