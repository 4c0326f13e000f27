// myriad-bench --op potrf | potrs | posv: batched Cholesky and its solves,
// Myriad against LAPACKE per matrix in an OpenMP loop (host) or cuSOLVER
// (CUDA): cusolverDn?potrfBatched (pointer arrays) for fixed sizes, padding
// every matrix to the maximum order (identity on the added diagonal) and
// cusolverDn?potrfBatched for variable sizes, and cusolverDn?potrsBatched,
// which takes one right-hand side, once per right-hand side.
//
// Inputs are restored before each timed repetition (outside the timed
// region; on the GPU the L2 cache is flushed after the restore), so every
// repetition factors the same Hermitian positive definite matrices (uniform
// (-1, 1) entries, diagonal n + 1). Roofline: potrf 2 n^2 elements moved and
// n^3 / 3 flops (x4 for complex); potrs n^2 + 2 n nrhs elements and
// 2 n^2 nrhs flops; posv the sum.
#include <lapacke.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <tuple>
#include <vector>

#include "bench/common.hpp"
#include "bench/ops.hpp"
#include "blas3/host/blas_calls.hpp"
#include "myriad/potrf.hpp"
#include "validation/rng.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cusolverDn.h>
#endif

namespace myriad::bench {
namespace {

enum class Routine { Potrf, Potrs, Posv };

const char* routine_name(Routine r) {
  return r == Routine::Potrf ? "potrf" : r == Routine::Potrs ? "potrs" : "posv";
}

/// Hermitian positive definite matrices (diagonally dominant) and random B.
template <class T>
void generate(const SquareProblem& p, const SquarePacking& pk,
              std::uint64_t seed, std::vector<T>& a, std::vector<T>& bm) {
  a.assign(std::max<std::int64_t>(pk.a_elems, 1), T(0));
  bm.assign(std::max<std::int64_t>(pk.b_elems, 1), T(0));
#pragma omp parallel for schedule(dynamic, 64)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b) {
    validation::Rng rng(seed, static_cast<std::uint64_t>(b));
    const int n = p.n[b], ld = pk.lda[b];
    T* m = a.data() + pk.a_off[b];
    for (int j = 0; j < n; ++j) {
      m[j + std::int64_t(j) * ld] = make_scalar<T>(n + 1.0, 0.0);
      for (int i = j + 1; i < n; ++i) {
        const T v = make_scalar<T>(rng.uniform(), rng.uniform());
        m[i + std::int64_t(j) * ld] = v;
        if constexpr (is_complex_v<T>) {
          m[j + std::int64_t(i) * ld] = std::conj(v);
        } else {
          m[j + std::int64_t(i) * ld] = v;
        }
      }
    }
    T* x = bm.data() + pk.b_off[b];
    for (std::int64_t e = 0; e < std::int64_t(pk.ldb[b]) * p.nrhs; ++e)
      x[e] = make_scalar<T>(rng.uniform(), rng.uniform());
  }
}

/// max |x - y| / (max |y| n eps) over the matrices' referenced parts (all of
/// B, or the uplo triangle of A).
template <class T>
double scaled_diff(const SquareProblem& p, const SquarePacking& pk, Routine r,
                   Uplo uplo, const std::vector<T>& x,
                   const std::vector<T>& y) {
  double diff = 0, scale = 0;
  for (std::size_t b = 0; b < p.n.size(); ++b) {
    const int n = p.n[b];
    if (r == Routine::Potrf) {
      const int ld = pk.lda[b];
      for (int j = 0; j < n; ++j)
        for (int i = uplo == Uplo::Lower ? j : 0;
             i < (uplo == Uplo::Lower ? n : j + 1); ++i) {
          const std::int64_t e = pk.a_off[b] + i + std::int64_t(j) * ld;
          diff = std::max(diff, double(std::abs(x[e] - y[e])));
          scale = std::max(scale, double(std::abs(y[e])));
        }
    } else {
      for (std::int64_t e = pk.b_off[b];
           e < pk.b_off[b] + std::int64_t(pk.ldb[b]) * p.nrhs; ++e) {
        diff = std::max(diff, double(std::abs(x[e] - y[e])));
        scale = std::max(scale, double(std::abs(y[e])));
      }
    }
  }
  if (scale == 0) return diff == 0 ? 0 : 1e300;
  return diff / (scale * std::max(1, p.max_n) * double(epsilon<T>()));
}

// ---- host: LAPACKE per matrix
// -------------------------------------------------------
int lapacke_potrf(Uplo u, int n, float* a, int lda) {
  return LAPACKE_spotrf(LAPACK_COL_MAJOR, static_cast<char>(u), n, a, lda);
}
int lapacke_potrf(Uplo u, int n, double* a, int lda) {
  return LAPACKE_dpotrf(LAPACK_COL_MAJOR, static_cast<char>(u), n, a, lda);
}
int lapacke_potrf(Uplo u, int n, std::complex<float>* a, int lda) {
  return LAPACKE_cpotrf(LAPACK_COL_MAJOR, static_cast<char>(u), n,
                        reinterpret_cast<lapack_complex_float*>(a), lda);
}
int lapacke_potrf(Uplo u, int n, std::complex<double>* a, int lda) {
  return LAPACKE_zpotrf(LAPACK_COL_MAJOR, static_cast<char>(u), n,
                        reinterpret_cast<lapack_complex_double*>(a), lda);
}
int lapacke_potrs(Uplo u, int n, int nrhs, const float* a, int lda, float* b,
                  int ldb) {
  return LAPACKE_spotrs(LAPACK_COL_MAJOR, static_cast<char>(u), n, nrhs, a, lda,
                        b, ldb);
}
int lapacke_potrs(Uplo u, int n, int nrhs, const double* a, int lda, double* b,
                  int ldb) {
  return LAPACKE_dpotrs(LAPACK_COL_MAJOR, static_cast<char>(u), n, nrhs, a, lda,
                        b, ldb);
}
int lapacke_potrs(Uplo u, int n, int nrhs, const std::complex<float>* a,
                  int lda, std::complex<float>* b, int ldb) {
  return LAPACKE_cpotrs(LAPACK_COL_MAJOR, static_cast<char>(u), n, nrhs,
                        reinterpret_cast<const lapack_complex_float*>(a), lda,
                        reinterpret_cast<lapack_complex_float*>(b), ldb);
}
int lapacke_potrs(Uplo u, int n, int nrhs, const std::complex<double>* a,
                  int lda, std::complex<double>* b, int ldb) {
  return LAPACKE_zpotrs(LAPACK_COL_MAJOR, static_cast<char>(u), n, nrhs,
                        reinterpret_cast<const lapack_complex_double*>(a), lda,
                        reinterpret_cast<lapack_complex_double*>(b), ldb);
}

template <class T>
void lapacke_loop(const SquareProblem& p, const SquarePacking& pk, Routine r,
                  Uplo u, int threads, T* a, T* bm) {
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  // One OpenBLAS thread per matrix: the loop already uses every core.
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for num_threads(nt) schedule(dynamic, 16)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b) {
    const int n = p.n[b];
    if (n == 0) continue;
    T* ab = a + pk.a_off[b];
    T* xb = bm + pk.b_off[b];
    if (r != Routine::Potrs && lapacke_potrf(u, n, ab, pk.lda[b]) != 0)
      continue;
    if (r != Routine::Potrf)
      lapacke_potrs(u, n, p.nrhs, ab, pk.lda[b], xb, pk.ldb[b]);
  }
}

/// Myriad on descriptors over (a, bm).
template <class T>
Status myriad_call(Queue& q, const SquareProblem& p, Routine r, Uplo u, T* a,
                   T* bm, T* const* pa, T* const* pb, const int* n_arr,
                   const int* lda, const int* nrhs, const int* ldb, int* info,
                   bool check_full) {
  const auto [A, B] =
      square_batches(p, a, bm, pa, pb, n_arr, lda, nrhs, ldb, check_full);
  const Check c = check_full ? Check::Full : Check::None;
  switch (r) {
    case Routine::Potrf:
      return potrf<T>(q, u, A, info, c);
    case Routine::Potrs:
      return potrs<T>(q, u, A, B, c);
    default:
      return posv<T>(q, u, A, B, info, c);
  }
}

/// The factor potrs needs, from LAPACKE.
template <class T>
void factor_on_host(const SquareProblem& p, const SquarePacking& pk, Uplo u,
                    std::vector<T>& a) {
  // One OpenBLAS thread per matrix: the loop already uses every core.
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for schedule(dynamic, 16)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b)
    if (p.n[b] > 0) lapacke_potrf(u, p.n[b], a.data() + pk.a_off[b], pk.lda[b]);
}

template <class T>
void run_host(BenchContext& ctx, const SquareProblem& p, Routine r, Uplo u,
              bool check_full, Row& row) {
  const SquarePacking pk(p);
  std::vector<T> a0, b0;
  generate(p, pk, static_cast<std::uint64_t>(ctx.args.get_int("seed", 1)), a0,
           b0);
  if (r == Routine::Potrs) factor_on_host(p, pk, u, a0);
  std::vector<T> a = a0, bm = b0;
  const int count = static_cast<int>(p.n.size());
  const std::vector<T*> pa = packed_pointers(a.data(), pk.a_off),
                        pb = packed_pointers(bm.data(), pk.b_off);
  std::vector<int> info(count);
  Queue q = host_queue(ctx.threads);
  auto ours = [&] {
    if (Status s =
            myriad_call<T>(q, p, r, u, a.data(), bm.data(), pa.data(),
                           pb.data(), p.n.data(), pk.lda.data(), pk.nrhs.data(),
                           pk.ldb.data(), info.data(), check_full);
        !s.ok())
      throw std::runtime_error(s.message());
  };
  auto base = [&] {
    lapacke_loop(p, pk, r, u, ctx.threads, a.data(), bm.data());
  };
  auto restore = [&] {
    std::memcpy(a.data(), a0.data(), a0.size() * sizeof(T));
    std::memcpy(bm.data(), b0.data(), b0.size() * sizeof(T));
  };
  restore();
  ours();
  const std::vector<T> mine = r == Routine::Potrf ? a : bm;
  restore();
  base();
  row.error = scaled_diff(p, pk, r, u, mine, r == Routine::Potrf ? a : bm);
  row.verified = row.error <= 30;
  row.ours.name = "myriad";
  std::tie(row.ours.time, row.base.time) =
      time_restored_host_pair(ctx.warmup, ctx.reps, restore, ours, base);
  row.ours.ran = true;
  row.base.name = std::string("lapacke-") + ScalarTraits<T>::letter +
                  routine_name(r) + "-omp-loop";
  row.base.ran = true;
}

// ---- CUDA: cuSOLVER
// ---------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
void cusolver_check(cusolverStatus_t s, const char* what) {
  if (s != CUSOLVER_STATUS_SUCCESS)
    throw std::runtime_error(std::string(what) + ": cuSOLVER status " +
                             std::to_string(static_cast<int>(s)));
}

cusolverStatus_t cs_potrf(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          float** a, int lda, int* info, int count) {
  return cusolverDnSpotrfBatched(h, f, n, a, lda, info, count);
}
cusolverStatus_t cs_potrf(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          double** a, int lda, int* info, int count) {
  return cusolverDnDpotrfBatched(h, f, n, a, lda, info, count);
}
cusolverStatus_t cs_potrf(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          std::complex<float>** a, int lda, int* info,
                          int count) {
  return cusolverDnCpotrfBatched(h, f, n, reinterpret_cast<cuComplex**>(a), lda,
                                 info, count);
}
cusolverStatus_t cs_potrf(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          std::complex<double>** a, int lda, int* info,
                          int count) {
  return cusolverDnZpotrfBatched(
      h, f, n, reinterpret_cast<cuDoubleComplex**>(a), lda, info, count);
}
cusolverStatus_t cs_potrs(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          float** a, int lda, float** b, int ldb, int* info,
                          int count) {
  return cusolverDnSpotrsBatched(h, f, n, 1, a, lda, b, ldb, info, count);
}
cusolverStatus_t cs_potrs(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          double** a, int lda, double** b, int ldb, int* info,
                          int count) {
  return cusolverDnDpotrsBatched(h, f, n, 1, a, lda, b, ldb, info, count);
}
cusolverStatus_t cs_potrs(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          std::complex<float>** a, int lda,
                          std::complex<float>** b, int ldb, int* info,
                          int count) {
  return cusolverDnCpotrsBatched(h, f, n, 1, reinterpret_cast<cuComplex**>(a),
                                 lda, reinterpret_cast<cuComplex**>(b), ldb,
                                 info, count);
}
cusolverStatus_t cs_potrs(cusolverDnHandle_t h, cublasFillMode_t f, int n,
                          std::complex<double>** a, int lda,
                          std::complex<double>** b, int ldb, int* info,
                          int count) {
  return cusolverDnZpotrsBatched(
      h, f, n, 1, reinterpret_cast<cuDoubleComplex**>(a), lda,
      reinterpret_cast<cuDoubleComplex**>(b), ldb, info, count);
}

template <class T>
void run_cuda(BenchContext& ctx, const SquareProblem& p, Routine r, Uplo u,
              bool check_full, Row& row) {
  const SquarePacking pk(p);
  const int count = static_cast<int>(p.n.size());
  std::vector<T> a0, b0;
  generate(p, pk, static_cast<std::uint64_t>(ctx.args.get_int("seed", 1)), a0,
           b0);
  if (r == Routine::Potrs) factor_on_host(p, pk, u, a0);
  const PaddedSquare<T> pad(p, pk, a0, b0);
  const int mx = pad.mx;
  // Inputs (*0) and the buffers the routines overwrite, restored from them.
  const DeviceBuffer da0 = upload_vec(a0), db0 = upload_vec(b0),
                     dap0 = upload_vec(pad.a), dbp0 = upload_vec(pad.b);
  DeviceBuffer da(da0.bytes()), db(db0.bytes()), dap(dap0.bytes()),
      dbp(dbp0.bytes());
  // Pointer arrays and size arrays: ours (packed), the baseline's (padded,
  // one B pointer array per right-hand side).
  std::vector<T*> hcpa(count);
  std::vector<T*> hcpb(std::size_t(count) * std::max(1, p.nrhs));
  for (int b = 0; b < count; ++b) {
    hcpa[b] = dap.as<T>() + b * pad.a_elems;
    for (int c = 0; c < p.nrhs; ++c)
      hcpb[std::size_t(c) * count + b] =
          dbp.as<T>() + b * pad.b_elems + std::int64_t(c) * pad.ld;
  }
  const DeviceBuffer dpa = upload_vec(packed_pointers(da.as<T>(), pk.a_off)),
                     dpb = upload_vec(packed_pointers(db.as<T>(), pk.b_off)),
                     dcpa = upload_vec(hcpa), dcpb = upload_vec(hcpb);
  const DeviceBuffer dn = upload_vec(p.n), dlda = upload_vec(pk.lda),
                     dnrhs = upload_vec(pk.nrhs), dldb = upload_vec(pk.ldb);
  DeviceBuffer dinfo(count * sizeof(int)), dcinfo(count * sizeof(int));
  DeviceBuffer flush = flush_buffer(ctx.ceilings);

  CudaQueue cq(ctx.device, cudaStreamDefault);
  const cudaStream_t stream = cq.stream();
  Queue& q = cq.queue();
  // The workspace of the descriptors the timed call takes (a fixed-size
  // batch can take a path a variable one does not).
  const auto [probe_a, probe_b] =
      square_batches(p, da.as<T>(), db.as<T>(), dpa.as<T* const>(),
                     dpb.as<T* const>(), dn.as<int>(), dlda.as<int>(),
                     dnrhs.as<int>(), dldb.as<int>(), check_full);
  const std::size_t ws = r == Routine::Potrf ? potrf_workspace<T>(q, probe_a)
                         : r == Routine::Posv
                             ? posv_workspace<T>(q, probe_a, probe_b)
                             : 0;
  if (Status s = q.reserve_workspace(ws); !s.ok())
    throw std::runtime_error(s.message());
  cusolverDnHandle_t h;
  cusolver_check(cusolverDnCreate(&h), "cusolverDnCreate");
  cusolver_check(cusolverDnSetStream(h, stream), "cusolverDnSetStream");
  const cublasFillMode_t fill =
      u == Uplo::Lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;

  auto restore = [&] {
    restore_async(da, da0, stream);
    restore_async(db, db0, stream);
    restore_async(dap, dap0, stream);
    restore_async(dbp, dbp0, stream);
  };
  auto ours = [&] {
    if (Status s = myriad_call<T>(q, p, r, u, da.as<T>(), db.as<T>(),
                                  dpa.as<T* const>(), dpb.as<T* const>(),
                                  dn.as<int>(), dlda.as<int>(), dnrhs.as<int>(),
                                  dldb.as<int>(), dinfo.as<int>(), check_full);
        !s.ok())
      throw std::runtime_error(s.message());
  };
  auto base = [&] {
    if (r != Routine::Potrs)
      cusolver_check(
          cs_potrf(h, fill, mx, dcpa.as<T*>(), pad.ld, dcinfo.as<int>(), count),
          "potrfBatched");
    if (r != Routine::Potrf)
      for (int c = 0; c < p.nrhs; ++c)
        cusolver_check(cs_potrs(h, fill, mx, dcpa.as<T*>(), pad.ld,
                                dcpb.as<T*>() + std::size_t(c) * count, pad.ld,
                                dcinfo.as<int>(), count),
                       "potrsBatched");
  };
  // Verification: ours against the baseline, unpadded.
  restore();
  ours();
  base();
  cuda_check(cudaStreamSynchronize(stream), "verify");
  std::vector<T> mine(r == Routine::Potrf ? a0.size() : b0.size());
  (r == Routine::Potrf ? da : db)
      .download(mine.data(), mine.size() * sizeof(T));
  std::vector<T> padded(r == Routine::Potrf ? pad.a.size() : pad.b.size());
  (r == Routine::Potrf ? dap : dbp)
      .download(padded.data(), padded.size() * sizeof(T));
  std::vector<T> theirs(mine.size(), T(0));
  for (int b = 0; b < count; ++b) {
    const int cols = r == Routine::Potrf ? p.n[b] : p.nrhs;
    const std::int64_t off = r == Routine::Potrf ? pk.a_off[b] : pk.b_off[b];
    const std::int64_t poff =
        r == Routine::Potrf ? b * pad.a_elems : b * pad.b_elems;
    for (int j = 0; j < cols; ++j)
      for (int i = 0; i < p.n[b]; ++i)
        theirs[off + i + std::int64_t(j) * pk.lda[b]] =
            padded[poff + i + std::int64_t(j) * pad.ld];
  }
  row.error = scaled_diff(p, pk, r, u, mine, theirs);
  row.verified = row.error <= 30;

  row.ours.name = "myriad";
  row.ours.time =
      time_restored_cuda(stream, ctx.warmup, ctx.reps, flush, restore, ours);
  row.ours.ran = true;
  const char L = static_cast<char>(ScalarTraits<T>::letter - 'a' + 'A');
  row.base.name = std::string("cusolverDn") + L +
                  (r == Routine::Potrs  ? "potrsBatched"
                   : r == Routine::Posv ? "potrf+potrsBatched"
                                        : "potrfBatched") +
                  (p.fixed ? "" : "-padded");
  if (r != Routine::Potrf && p.nrhs > 1)
    row.base.name += "-x" + std::to_string(p.nrhs);
  row.base.time =
      time_restored_cuda(stream, ctx.warmup, ctx.reps, flush, restore, base);
  row.base.ran = true;
  cusolverDnDestroy(h);
}
#endif

template <class T>
void run_all(BenchContext& ctx, Routine r) {
  const Args& a = ctx.args;
  const std::string up = a.get("uplo", "L");
  if (up != "L" && up != "U") throw UsageError("--uplo must be L or U");
  const Uplo u = up == "L" ? Uplo::Lower : Uplo::Upper;
  const bool check_full = check_full_option(a);
  const double cf = is_complex_v<T> ? 4.0 : 1.0;
  for (const SquareProblem& p :
       square_problems(a, sizeof(T), r != Routine::Potrf)) {
    Row row = problem_row(ctx, routine_name(r), p.fixed ? "square" : "variable",
                          p.dist, p.label + " uplo=" + static_cast<char>(u),
                          p.x, p.n.size());
    for (int n : p.n) {
      const double dn = n;
      if (r != Routine::Potrs) {
        row.flops += cf * dn * dn * dn / 3;
        row.bytes += 2.0 * sizeof(T) * dn * dn;
      }
      if (r != Routine::Potrf) {
        row.flops += cf * 2 * dn * dn * p.nrhs;
        row.bytes += sizeof(T) * (dn * dn * (r == Routine::Potrs ? 1 : 0) +
                                  2 * dn * p.nrhs);
      }
    }
#ifdef MYRIAD_BENCH_CUDA
    if (ctx.where == Where::Cuda) {
      run_cuda<T>(ctx, p, r, u, check_full, row);
    } else {
      run_host<T>(ctx, p, r, u, check_full, row);
    }
#else
    run_host<T>(ctx, p, r, u, check_full, row);
#endif
    ctx.report.add(row);
  }
}

void run_routine(BenchContext& ctx, Routine r) {
  with_scalar(ctx.precision,
              [&](auto zero) { run_all<decltype(zero)>(ctx, r); });
}

}  // namespace

void bench_potrf(BenchContext& ctx) { run_routine(ctx, Routine::Potrf); }
void bench_potrs(BenchContext& ctx) { run_routine(ctx, Routine::Potrs); }
void bench_posv(BenchContext& ctx) { run_routine(ctx, Routine::Posv); }

}  // namespace myriad::bench
