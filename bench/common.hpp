// myriad-bench: what every benchmarked operation shares (internal to bench/).
//
// An operation (bench_<op>.cpp) builds its problems, runs Myriad and the
// baseline through Timer, and hands one Row per problem to the Report, which
// prints the table line, writes the CSV row and computes the roofline
// figures from the Ceilings measured at startup.
#pragma once

#include <algorithm>
#include <complex>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/types.hpp"
#include "validation/sizes.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#include <cuda_runtime.h>
#endif

namespace myriad::bench {

/// A usage error: the message is printed with the usage text.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The command line: `--key value` pairs; every key must be used by someone.
class Args {
 public:
  Args(int argc, char** argv);

  bool has(const std::string& key) const;
  std::string get(const std::string& key, const std::string& def) const;
  long long get_int(const std::string& key, long long def) const;
  double get_double(const std::string& key, double def) const;
  /// Comma-separated integers ("2,4,8"), or def when the key is absent.
  std::vector<int> get_list(const std::string& key,
                            const std::vector<int>& def) const;
  /// Keys given but never read (typos).
  std::vector<std::string> unused() const;
  /// The command line, to reproduce the run.
  const std::string& command_line() const { return command_; }

 private:
  std::map<std::string, std::string> values_;
  mutable std::set<std::string> used_;
  std::string command_;
};

/// An op letter of a --trans option: N, T or C (either case).
Op parse_op(char c);

enum class Where { Host, Cuda };

/// Ceilings of the machine the run is on, measured at startup.
struct Ceilings {
  std::string machine;          // CPU or GPU name
  double copy_gbs = 0;          // large copy, bytes read + written, GB/s
  double peak_gflops = 0;       // large GEMM of the run's precision, GFLOP/s
  std::string peak_how;         // which GEMM measured peak_gflops
  std::size_t cache_bytes = 0;  // last-level cache (GPU L2, CPU L3)
};

Ceilings measure_host_ceilings(char precision, int threads);
#ifdef MYRIAD_BENCH_CUDA
Ceilings measure_cuda_ceilings(char precision, int device);
#endif

/// Median / min / max of timed repetitions, in milliseconds.
struct Timing {
  double median_ms = 0, min_ms = 0, max_ms = 0;
};

/// Times fn(rep) for warmup + reps calls; rep counts from 0 over all calls
/// (use it to rotate between input copies). Host: wall clock around each
/// call; CUDA: events on stream around each call.
Timing time_host(int warmup, int reps, const std::function<void(int)>& fn);
/// Times ours() and base() after restore() each, warmup + reps repetitions
/// of each, alternating (ours, then base); only the two calls are timed
/// (wall clock: the host backend returns when done). On a shared machine
/// whose speed drifts over seconds, both see the same drift, where timing
/// one after the other let it land on one side of the ratio.
std::pair<Timing, Timing> time_restored_host_pair(
    int warmup, int reps, const std::function<void()>& restore,
    const std::function<void()>& ours, const std::function<void()>& base);
#ifdef MYRIAD_BENCH_CUDA
Timing time_cuda(cudaStream_t stream, int warmup, int reps,
                 const std::function<void(int)>& fn);
#endif

/// How many copies of a data set of `bytes` to rotate between so that
/// repetitions do not find their inputs in a cache of `cache_bytes`.
int rotation_copies(double bytes, std::size_t cache_bytes);

/// Host warm-up calls for a rotation over `copies` data sets: at least one
/// pass over every copy, so that the first touches of a copy (page-table
/// work, which a virtual machine makes costly) land in no timed repetition,
/// and not only in those of whichever implementation is timed first.
int host_warmup(int warmup, int copies);

/// One implementation's figures for a problem.
struct Measured {
  std::string name;  // "myriad", "cublasDgemmStridedBatched", ...
  Timing time;
  bool ran = false;
};

/// One problem: its description, ours and up to two baselines.
struct Row {
  std::string op;  // LAPACK name: gemm, trsm, ...
  char precision = 'd';
  Where where = Where::Host;
  std::string shape;  // shape kind: square, update, rect, variable
  std::string dist;   // size distribution (fixed for fixed sizes)
  std::string label;  // readable size: "n=64", "max=128", "m=n=256 k=8"
  int x = 0;          // the size on the plots' x axis
  long long batch = 0;
  double bytes = 0;  // every input read once, every output written once
  double flops = 0;
  Measured ours, base, base2;
  bool verified = false;
  double error = 0;  // scaled error of ours against the baseline
  std::string args;  // the command line that reproduces the row
};

/// Prints the table and writes the CSV.
class Report {
 public:
  Report(const Ceilings& ceilings, Where where, const std::string& csv_path);
  ~Report();
  void add(const Row& row);
  int failed() const { return failed_; }

 private:
  Ceilings ceil_;
  Where where_;
  std::FILE* csv_ = nullptr;
  bool header_done_ = false;
  int failed_ = 0;
};

/// Roofline time (ms) of a problem: max(bytes / copy, flops / peak).
double roofline_ms(const Ceilings& c, double bytes, double flops);

/// What an operation's run function gets: the parsed command line, where
/// to run, the machine's ceilings and the report to add rows to.
struct BenchContext {
  const Args& args;
  Where where;
  char precision;  // 's' 'd' 'c' 'z'
  int threads;     // host threads (0: OpenMP default)
  int device;      // CUDA device
  int warmup, reps;
  const Ceilings& ceilings;
  Report& report;
};

/// Calls f(T()) with T the scalar type of `precision` ('s' float, 'c'
/// complex<float>, 'z' complex<double>, otherwise double): how an operation
/// picks the instantiation of its run for --precision.
template <class F>
void with_scalar(char precision, F&& f) {
  switch (precision) {
    case 's':
      return f(float());
    case 'c':
      return f(std::complex<float>());
    case 'z':
      return f(std::complex<double>());
    default:
      return f(double());
  }
}

/// A row for one problem, on ctx's precision and backend, with the command
/// line that reproduces it; the operation adds bytes, flops and figures.
Row problem_row(const BenchContext& ctx, const std::string& op,
                const std::string& shape, const std::string& dist,
                const std::string& label, int x, long long batch);

/// A host queue of `threads` threads (0: OpenMP default).
Queue host_queue(int threads);

/// --check {full,none} (default full): true for Check::Full.
bool check_full_option(const Args& args);

/// --dist (default uniform): the distribution of variable sizes.
validation::SizeDist dist_option(const Args& args);

/// --batch when given (> 0; at most 2^31 - 1), otherwise as many matrices of
/// bytes_per_matrix as fill 1 GiB, clamped to [1, 10000].
int batch_option(const Args& args, double bytes_per_matrix);

/// re + i im as a T (the imaginary part is dropped for real T).
template <class T>
T make_scalar(double re, double im) {
  if constexpr (is_complex_v<T>) {
    return T(static_cast<real_t<T>>(re), static_cast<real_t<T>>(im));
  } else {
    static_cast<void>(im);
    return T(re);
  }
}

// ---- square problems: the LU and Cholesky families (getrf, potrf)

/// One problem: the order of every matrix, and the right-hand sides of the
/// solves (0 for the factorizations).
struct SquareProblem {
  std::string dist, label;
  int x = 0;
  bool fixed = true;
  std::vector<int> n;
  int max_n = 0;
  int nrhs = 0;
  Op trans = Op::NoTrans;  ///< getrs: the system solved, op(A) X = B
  int ld_multiple = 1;     ///< leading dimensions rounded up to a multiple
  /// The leading dimension of an order-n matrix (and of its right-hand
  /// sides): max(1, n) rounded up to a multiple of ld_multiple.
  int ld(int order) const {
    const int m = std::max(1, order);
    return (m + ld_multiple - 1) / ld_multiple * ld_multiple;
  }
};

/// The problems of --sizes (default 2, 4, ..., 512), or of --max with --dist
/// (orders in [1, max]); with `solves`, each once per count in --nrhs
/// (default 1,16), labelled with it. Batch: --batch (default 10000), at most
/// 1 GiB of matrices. --ld-multiple P: leading dimensions rounded up to a
/// multiple of P (default 1), labelled with it.
std::vector<SquareProblem> square_problems(const Args& args, std::size_t elem,
                                           bool solves);

/// Packed storage: matrix b at a_off[b] with lda = p.ld(n_b), its
/// right-hand sides at b_off[b] with ldb = lda (fixed sizes: strided).
struct SquarePacking {
  std::vector<std::int64_t> a_off, b_off;
  std::int64_t a_elems = 0, b_elems = 0;
  std::vector<int> lda, ldb, nrhs;
  explicit SquarePacking(const SquareProblem& p);
};

/// base + off[b] for every matrix b: the pointer array of a packed batch.
template <class T>
std::vector<T*> packed_pointers(T* base, const std::vector<std::int64_t>& off) {
  std::vector<T*> out;
  out.reserve(off.size());
  for (const std::int64_t o : off) out.push_back(base + o);
  return out;
}

/// Myriad's descriptors of A (n x n) and B (n x nrhs).
template <class T>
struct SquareBatches {
  MatrixBatch<T> a, b;
};

/// The descriptors over packed storage: strided over a and bm for fixed
/// sizes; otherwise over the pointer and size arrays (where the queue
/// computes), with the maxima given only for Check::None (Check::Full lets
/// Myriad validate and find them).
template <class T>
SquareBatches<T> square_batches(const SquareProblem& p, T* a, T* bm,
                                T* const* pa, T* const* pb, const int* n_arr,
                                const int* lda, const int* nrhs, const int* ldb,
                                bool check_full) {
  const int count = static_cast<int>(p.n.size());
  if (p.fixed) {
    const int n = p.max_n, ld = p.ld(n);
    return {MatrixBatch<T>::strided(n, n, a, ld, std::int64_t(ld) * n, count),
            MatrixBatch<T>::strided(n, p.nrhs, bm, ld,
                                    std::int64_t(ld) * p.nrhs, count)};
  }
  const int mx = check_full ? -1 : p.max_n;
  return {MatrixBatch<T>::variable(n_arr, n_arr, pa, lda, count, mx, mx),
          MatrixBatch<T>::variable(n_arr, nrhs, pb, ldb, count, mx,
                                   check_full ? -1 : p.nrhs)};
}

#ifdef MYRIAD_BENCH_CUDA
/// Device memory owned by the benchmark (freed on destruction).
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& o) noexcept;
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;

  template <class T>
  T* as() const {
    return static_cast<T*>(ptr_);
  }
  std::size_t bytes() const { return bytes_; }
  void upload(const void* host, std::size_t bytes, std::size_t offset = 0);
  void download(void* host, std::size_t bytes, std::size_t offset = 0) const;

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

/// A device copy of v (at least one byte, so that empty arrays get a valid
/// pointer).
template <class T>
DeviceBuffer upload_vec(const std::vector<T>& v) {
  DeviceBuffer d(std::max<std::size_t>(1, v.size() * sizeof(T)));
  if (!v.empty()) d.upload(v.data(), v.size() * sizeof(T));
  return d;
}

/// Throws std::runtime_error with the call's text on a CUDA error.
void cuda_check(cudaError_t e, const char* what);
/// Throws std::runtime_error with the call's text on a cuBLAS error.
void cublas_check(cublasStatus_t s, const char* what);

/// op as cuBLAS spells it.
cublasOperation_t cublas_op(Op op);

/// cublas?gemmStridedBatched, C := alpha op(A) op(B) + beta C; throws on an
/// error.
template <class T>
void cublas_gemm_strided(cublasHandle_t h, Op ta, Op tb, int m, int n, int k,
                         T alpha, const T* A, int lda, long long sa, const T* B,
                         int ldb, long long sb, T beta, T* C, int ldc,
                         long long sc, int count) {
  const cublasOperation_t oa = cublas_op(ta), ob = cublas_op(tb);
  cublasStatus_t st;
  if constexpr (std::is_same_v<T, float>)
    st = cublasSgemmStridedBatched(h, oa, ob, m, n, k, &alpha, A, lda, sa, B,
                                   ldb, sb, &beta, C, ldc, sc, count);
  else if constexpr (std::is_same_v<T, double>)
    st = cublasDgemmStridedBatched(h, oa, ob, m, n, k, &alpha, A, lda, sa, B,
                                   ldb, sb, &beta, C, ldc, sc, count);
  else if constexpr (std::is_same_v<T, std::complex<float>>)
    st = cublasCgemmStridedBatched(
        h, oa, ob, m, n, k, reinterpret_cast<const cuComplex*>(&alpha),
        reinterpret_cast<const cuComplex*>(A), lda, sa,
        reinterpret_cast<const cuComplex*>(B), ldb, sb,
        reinterpret_cast<const cuComplex*>(&beta),
        reinterpret_cast<cuComplex*>(C), ldc, sc, count);
  else
    st = cublasZgemmStridedBatched(
        h, oa, ob, m, n, k, reinterpret_cast<const cuDoubleComplex*>(&alpha),
        reinterpret_cast<const cuDoubleComplex*>(A), lda, sa,
        reinterpret_cast<const cuDoubleComplex*>(B), ldb, sb,
        reinterpret_cast<const cuDoubleComplex*>(&beta),
        reinterpret_cast<cuDoubleComplex*>(C), ldc, sc, count);
  cublas_check(st, "cublas?gemmStridedBatched");
}

/// A CUDA stream (made with cudaStreamCreateWithFlags(flags)) and a Myriad
/// queue on `device` ordered on it; released queue first, then stream.
class CudaQueue {
 public:
  CudaQueue(int device, unsigned flags);
  ~CudaQueue();
  CudaQueue(const CudaQueue&) = delete;
  CudaQueue& operator=(const CudaQueue&) = delete;

  cudaStream_t stream() const { return stream_; }
  Queue& queue() { return queue_; }

 private:
  cudaStream_t stream_ = nullptr;
  Queue queue_;
};

/// A cuBLAS handle working on `stream` (the baselines).
class CublasHandle {
 public:
  explicit CublasHandle(cudaStream_t stream);
  ~CublasHandle();
  CublasHandle(const CublasHandle&) = delete;
  CublasHandle& operator=(const CublasHandle&) = delete;

  cublasHandle_t get() const { return handle_; }

 private:
  cublasHandle_t handle_ = nullptr;
};

/// Times run() after restore() on `stream` (CUDA events around run() only;
/// the L2 cache is flushed between restore and run): for routines that
/// overwrite their input (factorizations, solves).
Timing time_restored_cuda(cudaStream_t stream, int warmup, int reps,
                          DeviceBuffer& flush,
                          const std::function<void()>& restore,
                          const std::function<void()>& run);
/// The buffer time_restored_cuda writes to flush the L2 cache: twice the
/// cache, at least 128 MiB.
DeviceBuffer flush_buffer(const Ceilings& c);
/// Copies `from` over `to` (to.bytes() bytes) on `stream`: a restore step of
/// time_restored_cuda.
void restore_async(DeviceBuffer& to, const DeviceBuffer& from,
                   cudaStream_t stream);

/// The CUDA baselines' storage of a square problem: every matrix padded to
/// order mx = max(1, max_n), with the identity on the added diagonal, and its
/// right-hand sides to mx rows with zeros; for fixed sizes the packed layout.
template <class T>
struct PaddedSquare {
  int mx, ld;                     // order and leading dimension (p.ld(mx))
  std::int64_t a_elems, b_elems;  // per matrix
  std::vector<T> a, b;
  PaddedSquare(const SquareProblem& p, const SquarePacking& pk,
               const std::vector<T>& a0, const std::vector<T>& b0)
      : mx(std::max(1, p.max_n)),
        ld(p.ld(mx)),
        a_elems(std::int64_t(ld) * mx),
        b_elems(std::int64_t(ld) * p.nrhs) {
    const int count = static_cast<int>(p.n.size());
    a.assign(a_elems * count, T(0));
    b.assign(std::max<std::int64_t>(b_elems * count, 1), T(0));
    for (int m = 0; m < count; ++m) {
      const int n = p.n[m];
      for (int j = 0; j < mx; ++j)
        for (int i = 0; i < mx; ++i)
          a[m * a_elems + i + std::int64_t(j) * ld] =
              i < n && j < n ? a0[pk.a_off[m] + i + std::int64_t(j) * pk.lda[m]]
                             : (i == j ? T(1) : T(0));
      for (int c = 0; c < p.nrhs; ++c)
        for (int i = 0; i < n; ++i)
          b[m * b_elems + i + std::int64_t(c) * ld] =
              b0[pk.b_off[m] + i + std::int64_t(c) * pk.ldb[m]];
    }
  }
};
#endif

/// Fills x with uniform (-1, 1) numbers, reproducibly from (seed, stream).
void fill_uniform(double* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream);
void fill_uniform(float* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream);

}  // namespace myriad::bench
