// myriad-bench: what every benchmarked operation shares (internal to bench/).
//
// An operation (bench_<op>.cpp) builds its problems, runs Myriad and the
// baseline through Timer, and hands one Row per problem to the Report, which
// prints the table line, writes the CSV row and computes the roofline
// figures from the Ceilings measured at startup.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#ifdef MYRIAD_BENCH_CUDA
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
/// Times run() after restore() for warmup + reps repetitions; only run() is
/// timed (wall clock: the host backend returns when done).
Timing time_restored_host(int warmup, int reps,
                          const std::function<void()>& restore,
                          const std::function<void()>& run);
#ifdef MYRIAD_BENCH_CUDA
Timing time_cuda(cudaStream_t stream, int warmup, int reps,
                 const std::function<void(int)>& fn);
#endif

/// How many copies of a data set of `bytes` to rotate between so that
/// repetitions do not find their inputs in a cache of `cache_bytes`.
int rotation_copies(double bytes, std::size_t cache_bytes);

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

/// Throws std::runtime_error with the call's text on a CUDA error.
void cuda_check(cudaError_t e, const char* what);

/// Times run() after restore() on `stream` (CUDA events around run() only;
/// the L2 cache is flushed between restore and run): for routines that
/// overwrite their input (factorizations, solves).
Timing time_restored_cuda(cudaStream_t stream, int warmup, int reps,
                          DeviceBuffer& flush,
                          const std::function<void()>& restore,
                          const std::function<void()>& run);
#endif

/// Fills x with uniform (-1, 1) numbers, reproducibly from (seed, stream).
void fill_uniform(double* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream);
void fill_uniform(float* x, std::size_t n, std::uint64_t seed,
                  std::uint64_t stream);

}  // namespace myriad::bench
