// myriad-bench --op getrf | getrs | gesv: batched LU and its solves, Myriad
// against LAPACKE per matrix in an OpenMP loop (host: LAPACKE_?getrf_work,
// ?getrs_work, ?gesv_work, which skip LAPACKE's NaN scan of the input) or
// cuBLAS (CUDA): cublas?getrfBatched for fixed sizes, padding every matrix to
// the maximum order (identity on the added diagonal) and
// cublas?getrfBatched for variable sizes, and cublas?getrsBatched for the
// solves (gesv's baseline: getrfBatched then getrsBatched).
//
// Inputs are restored before each timed repetition (outside the timed
// region; on the GPU the L2 cache is flushed after the restore), so every
// repetition factors the same matrices (uniform (-1, 1) entries; getrs solves
// op(A) X = B, op from --trans, with LAPACKE's factors of them). Roofline:
// getrf 2 n^2 elements moved and 2 n^3 / 3 flops (x4 for complex); getrs n^2 +
// 2 n nrhs elements plus the pivots and 2 n^2 nrhs flops; gesv the sum.
// Verification: the LU residual (dget01) or solve residual (dget02) of Myriad's
// result on up to 32 matrices spread over the batch, <= 30.
#include <lapacke.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

#include "bench/common.hpp"
#include "bench/ops.hpp"
#include "blas3/host/blas_calls.hpp"
#include "myriad/getrf.hpp"
#include "validation/residuals.hpp"
#include "validation/rng.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#endif

namespace myriad::bench {
namespace {

enum class Routine { Getrf, Getrs, Gesv };

const char* routine_name(Routine r) {
  return r == Routine::Getrf ? "getrf" : r == Routine::Getrs ? "getrs" : "gesv";
}

/// Packed storage, and pivots max(1, max_n) per matrix.
struct Packing : SquarePacking {
  int piv_stride;
  explicit Packing(const SquareProblem& p)
      : SquarePacking(p), piv_stride(std::max(1, p.max_n)) {}
  std::size_t piv_elems(int count) const {
    return std::max<std::size_t>(1, std::size_t(piv_stride) * count);
  }
};

/// Random A and B.
template <class T>
void generate(const SquareProblem& p, const Packing& pk, std::uint64_t seed,
              std::vector<T>& a, std::vector<T>& bm) {
  a.assign(std::max<std::int64_t>(pk.a_elems, 1), T(0));
  bm.assign(std::max<std::int64_t>(pk.b_elems, 1), T(0));
#pragma omp parallel for schedule(dynamic, 64)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b) {
    validation::Rng rng(seed, static_cast<std::uint64_t>(b));
    T* m = a.data() + pk.a_off[b];
    for (std::int64_t e = 0; e < std::int64_t(pk.lda[b]) * p.n[b]; ++e)
      m[e] = make_scalar<T>(rng.uniform(), rng.uniform());
    T* x = bm.data() + pk.b_off[b];
    for (std::int64_t e = 0; e < std::int64_t(pk.ldb[b]) * p.nrhs; ++e)
      x[e] = make_scalar<T>(rng.uniform(), rng.uniform());
  }
}

// ---- LAPACKE per matrix
// -------------------------------------------------------------
int lapacke_getrf(int n, float* a, int lda, int* ipiv) {
  return LAPACKE_sgetrf_work(LAPACK_COL_MAJOR, n, n, a, lda, ipiv);
}
int lapacke_getrf(int n, double* a, int lda, int* ipiv) {
  return LAPACKE_dgetrf_work(LAPACK_COL_MAJOR, n, n, a, lda, ipiv);
}
int lapacke_getrf(int n, std::complex<float>* a, int lda, int* ipiv) {
  return LAPACKE_cgetrf_work(LAPACK_COL_MAJOR, n, n,
                             reinterpret_cast<lapack_complex_float*>(a), lda,
                             ipiv);
}
int lapacke_getrf(int n, std::complex<double>* a, int lda, int* ipiv) {
  return LAPACKE_zgetrf_work(LAPACK_COL_MAJOR, n, n,
                             reinterpret_cast<lapack_complex_double*>(a), lda,
                             ipiv);
}
int lapacke_getrs(char trans, int n, int nrhs, const float* a, int lda,
                  const int* ipiv, float* b, int ldb) {
  return LAPACKE_sgetrs_work(LAPACK_COL_MAJOR, trans, n, nrhs, a, lda, ipiv, b,
                             ldb);
}
int lapacke_getrs(char trans, int n, int nrhs, const double* a, int lda,
                  const int* ipiv, double* b, int ldb) {
  return LAPACKE_dgetrs_work(LAPACK_COL_MAJOR, trans, n, nrhs, a, lda, ipiv, b,
                             ldb);
}
int lapacke_getrs(char trans, int n, int nrhs, const std::complex<float>* a,
                  int lda, const int* ipiv, std::complex<float>* b, int ldb) {
  return LAPACKE_cgetrs_work(LAPACK_COL_MAJOR, trans, n, nrhs,
                             reinterpret_cast<const lapack_complex_float*>(a),
                             lda, ipiv,
                             reinterpret_cast<lapack_complex_float*>(b), ldb);
}
int lapacke_getrs(char trans, int n, int nrhs, const std::complex<double>* a,
                  int lda, const int* ipiv, std::complex<double>* b, int ldb) {
  return LAPACKE_zgetrs_work(LAPACK_COL_MAJOR, trans, n, nrhs,
                             reinterpret_cast<const lapack_complex_double*>(a),
                             lda, ipiv,
                             reinterpret_cast<lapack_complex_double*>(b), ldb);
}

template <class T>
void lapacke_loop(const SquareProblem& p, const Packing& pk, Routine r,
                  int threads, T* a, int* piv, T* bm) {
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  // One OpenBLAS thread per matrix: the loop already uses every core.
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for num_threads(nt) schedule(dynamic, 16)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b) {
    const int n = p.n[b];
    if (n == 0) continue;
    T* ab = a + pk.a_off[b];
    int* pb = piv + std::int64_t(b) * pk.piv_stride;
    if (r != Routine::Getrs && lapacke_getrf(n, ab, pk.lda[b], pb) != 0)
      continue;
    if (r != Routine::Getrf)
      lapacke_getrs(static_cast<char>(p.trans), n, p.nrhs, ab, pk.lda[b], pb,
                    bm + pk.b_off[b], pk.ldb[b]);
  }
}

/// LAPACKE's factors and pivots: getrs's input.
template <class T>
void factor_on_host(const SquareProblem& p, const Packing& pk,
                    std::vector<T>& a, std::vector<int>& piv) {
  // One OpenBLAS thread per matrix: the loop already uses every core.
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for schedule(dynamic, 16)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b)
    if (p.n[b] > 0)
      lapacke_getrf(p.n[b], a.data() + pk.a_off[b], pk.lda[b],
                    piv.data() + std::int64_t(b) * pk.piv_stride);
}

/// What every repetition starts from: a_orig and b0 random (--seed); a0 and
/// piv0 the routine's input: a_orig with identity pivots, or for getrs
/// LAPACKE's factors of a_orig and their pivots.
template <class T>
struct Inputs {
  std::vector<T> a_orig, b0, a0;
  std::vector<int> piv0;
  Inputs(const BenchContext& ctx, const SquareProblem& p, const Packing& pk,
         Routine r) {
    generate(p, pk, static_cast<std::uint64_t>(ctx.args.get_int("seed", 1)),
             a_orig, b0);
    a0 = a_orig;
    piv0.assign(pk.piv_elems(static_cast<int>(p.n.size())), 1);
    if (r == Routine::Getrs) factor_on_host(p, pk, a0, piv0);
  }
};

/// Myriad on descriptors over (a, piv, bm).
template <class T>
Status myriad_call(Queue& q, const SquareProblem& p, const Packing& pk,
                   Routine r, T* a, int* piv, T* bm, T* const* pa, T* const* pb,
                   const int* n_arr, const int* lda, const int* nrhs,
                   const int* ldb, int* info, bool check_full) {
  const int count = static_cast<int>(p.n.size());
  const auto [A, B] =
      square_batches(p, a, bm, pa, pb, n_arr, lda, nrhs, ldb, check_full);
  const MatrixBatch<int> P = MatrixBatch<int>::strided(
      pk.piv_stride, 1, piv, pk.piv_stride, pk.piv_stride, count);
  const Check c = check_full ? Check::Full : Check::None;
  switch (r) {
    case Routine::Getrf:
      return getrf<T>(q, A, P, info, c);
    case Routine::Getrs:
      return getrs<T>(q, p.trans, MatrixBatch<const T>(A),
                      MatrixBatch<const int>(P), B, c);
    default:
      return gesv<T>(q, A, P, B, info, c);
  }
}

/// Worst residual of Myriad's result (factors a and piv, or solution bm)
/// over up to 32 matrices spread over the batch: dget01 for getrf, dget02
/// for the solves (a_orig: the matrices, b_orig: the right-hand sides).
template <class T>
double sampled_residual(const SquareProblem& p, const Packing& pk, Routine r,
                        const std::vector<T>& a_orig,
                        const std::vector<T>& b_orig, const std::vector<T>& a,
                        const std::vector<int>& piv, const std::vector<T>& bm) {
  const int count = static_cast<int>(p.n.size());
  const int step = std::max(1, count / 32);
  double worst = 0;
  for (int b = 0; b < count; b += step) {
    const int n = p.n[b];
    if (n == 0) continue;
    const double res =
        r == Routine::Getrf
            ? validation::lu_residual<T>(
                  n, n, a_orig.data() + pk.a_off[b], pk.lda[b],
                  a.data() + pk.a_off[b], pk.lda[b],
                  piv.data() + std::int64_t(b) * pk.piv_stride)
            : validation::solve_residual<T>(
                  p.trans, n, p.nrhs, a_orig.data() + pk.a_off[b], pk.lda[b],
                  bm.data() + pk.b_off[b], pk.ldb[b],
                  b_orig.data() + pk.b_off[b], pk.ldb[b]);
    if (!(res <= worst)) worst = res;  // NaN sticks
  }
  return worst;
}

template <class T>
void run_host(BenchContext& ctx, const SquareProblem& p, Routine r,
              bool check_full, Row& row) {
  const Packing pk(p);
  const int count = static_cast<int>(p.n.size());
  const Inputs<T> in(ctx, p, pk, r);
  std::vector<T> a = in.a0, bm = in.b0;
  std::vector<int> piv = in.piv0;
  const std::vector<T*> pa = packed_pointers(a.data(), pk.a_off),
                        pb = packed_pointers(bm.data(), pk.b_off);
  std::vector<int> info(count);
  Queue q = host_queue(ctx.threads);
  auto ours = [&] {
    if (Status s = myriad_call<T>(q, p, pk, r, a.data(), piv.data(), bm.data(),
                                  pa.data(), pb.data(), p.n.data(),
                                  pk.lda.data(), pk.nrhs.data(), pk.ldb.data(),
                                  info.data(), check_full);
        !s.ok())
      throw std::runtime_error(s.message());
  };
  auto base = [&] {
    lapacke_loop(p, pk, r, ctx.threads, a.data(), piv.data(), bm.data());
  };
  auto restore = [&] {
    std::memcpy(a.data(), in.a0.data(), in.a0.size() * sizeof(T));
    std::memcpy(bm.data(), in.b0.data(), in.b0.size() * sizeof(T));
    std::memcpy(piv.data(), in.piv0.data(), in.piv0.size() * sizeof(int));
  };
  restore();
  ours();
  row.error = sampled_residual(p, pk, r, in.a_orig, in.b0, a, piv, bm);
  row.verified = row.error <= 30;
  row.ours.name = "myriad";
  std::tie(row.ours.time, row.base.time) =
      time_restored_host_pair(ctx.warmup, ctx.reps, restore, ours, base);
  row.ours.ran = true;
  row.base.name = std::string("lapacke-") + ScalarTraits<T>::letter +
                  routine_name(r) + "-omp-loop";
  row.base.ran = true;
}

// ---- CUDA: cuBLAS
// -----------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
cublasStatus_t cb_getrf(cublasHandle_t h, int n, float** a, int lda, int* piv,
                        int* info, int count) {
  return cublasSgetrfBatched(h, n, a, lda, piv, info, count);
}
cublasStatus_t cb_getrf(cublasHandle_t h, int n, double** a, int lda, int* piv,
                        int* info, int count) {
  return cublasDgetrfBatched(h, n, a, lda, piv, info, count);
}
cublasStatus_t cb_getrf(cublasHandle_t h, int n, std::complex<float>** a,
                        int lda, int* piv, int* info, int count) {
  return cublasCgetrfBatched(h, n, reinterpret_cast<cuComplex**>(a), lda, piv,
                             info, count);
}
cublasStatus_t cb_getrf(cublasHandle_t h, int n, std::complex<double>** a,
                        int lda, int* piv, int* info, int count) {
  return cublasZgetrfBatched(h, n, reinterpret_cast<cuDoubleComplex**>(a), lda,
                             piv, info, count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                        float** a, int lda, const int* piv, float** b, int ldb,
                        int* info, int count) {
  return cublasSgetrsBatched(h, op, n, nrhs, a, lda, piv, b, ldb, info, count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                        double** a, int lda, const int* piv, double** b,
                        int ldb, int* info, int count) {
  return cublasDgetrsBatched(h, op, n, nrhs, a, lda, piv, b, ldb, info, count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                        std::complex<float>** a, int lda, const int* piv,
                        std::complex<float>** b, int ldb, int* info,
                        int count) {
  return cublasCgetrsBatched(h, op, n, nrhs, reinterpret_cast<cuComplex**>(a),
                             lda, piv, reinterpret_cast<cuComplex**>(b), ldb,
                             info, count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, cublasOperation_t op, int n, int nrhs,
                        std::complex<double>** a, int lda, const int* piv,
                        std::complex<double>** b, int ldb, int* info,
                        int count) {
  return cublasZgetrsBatched(
      h, op, n, nrhs, reinterpret_cast<cuDoubleComplex**>(a), lda, piv,
      reinterpret_cast<cuDoubleComplex**>(b), ldb, info, count);
}

template <class T>
void run_cuda(BenchContext& ctx, const SquareProblem& p, Routine r,
              bool check_full, Row& row) {
  const Packing pk(p);
  const int count = static_cast<int>(p.n.size());
  const Inputs<T> in(ctx, p, pk, r);
  const PaddedSquare<T> pad(p, pk, in.a0, in.b0);
  const int mx = pad.mx;
  // The padded matrices' pivots: identity on the added diagonal.
  std::vector<int> pp0(std::size_t(mx) * count);
  for (int b = 0; b < count; ++b)
    for (int j = 0; j < mx; ++j)
      pp0[std::size_t(b) * mx + j] =
          j < p.n[b] ? in.piv0[std::size_t(b) * pk.piv_stride + j] : j + 1;
  // Inputs (*0) and the buffers the routines overwrite, restored from them.
  const DeviceBuffer da0 = upload_vec(in.a0), db0 = upload_vec(in.b0),
                     dpiv0 = upload_vec(in.piv0), dap0 = upload_vec(pad.a),
                     dbp0 = upload_vec(pad.b), dpp0 = upload_vec(pp0);
  DeviceBuffer da(da0.bytes()), db(db0.bytes()), dpiv(dpiv0.bytes()),
      dap(dap0.bytes()), dbp(dbp0.bytes()), dpp(dpp0.bytes());
  // Pointer and size arrays: ours (packed), the baseline's (padded).
  std::vector<T*> hcpa(count), hcpb(count);
  for (int b = 0; b < count; ++b) {
    hcpa[b] = dap.as<T>() + b * pad.a_elems;
    hcpb[b] = dbp.as<T>() + b * pad.b_elems;
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
  const CublasHandle cublas(stream);
  const cublasHandle_t h = cublas.get();

  auto restore = [&] {
    restore_async(da, da0, stream);
    restore_async(db, db0, stream);
    restore_async(dpiv, dpiv0, stream);
    restore_async(dap, dap0, stream);
    restore_async(dbp, dbp0, stream);
    restore_async(dpp, dpp0, stream);
  };
  auto ours = [&] {
    if (Status s =
            myriad_call<T>(q, p, pk, r, da.as<T>(), dpiv.as<int>(), db.as<T>(),
                           dpa.as<T* const>(), dpb.as<T* const>(), dn.as<int>(),
                           dlda.as<int>(), dnrhs.as<int>(), dldb.as<int>(),
                           dinfo.as<int>(), check_full);
        !s.ok())
      throw std::runtime_error(s.message());
  };
  auto base = [&] {
    if (r != Routine::Getrs)
      cublas_check(cb_getrf(h, mx, dcpa.as<T*>(), pad.ld, dpp.as<int>(),
                            dcinfo.as<int>(), count),
                   "getrfBatched");
    if (r != Routine::Getrf) {
      int host_info = 0;
      cublas_check(
          cb_getrs(h, cublas_op(p.trans), mx, p.nrhs, dcpa.as<T*>(), pad.ld,
                   dpp.as<int>(), dcpb.as<T*>(), pad.ld, &host_info, count),
          "getrsBatched");
    }
  };
  // Verification: residuals of ours on a sample of the batch.
  restore();
  ours();
  cuda_check(cudaStreamSynchronize(stream), "verify");
  std::vector<T> a(in.a0.size()), bm(in.b0.size());
  std::vector<int> piv(in.piv0.size());
  da.download(a.data(), da.bytes());
  db.download(bm.data(), db.bytes());
  dpiv.download(piv.data(), dpiv.bytes());
  row.error = sampled_residual(p, pk, r, in.a_orig, in.b0, a, piv, bm);
  row.verified = row.error <= 30;

  row.ours.name = "myriad";
  row.ours.time =
      time_restored_cuda(stream, ctx.warmup, ctx.reps, flush, restore, ours);
  row.ours.ran = true;
  const char L = static_cast<char>(ScalarTraits<T>::letter - 'a' + 'A');
  row.base.name = std::string("cublas") + L +
                  (r == Routine::Getrs  ? "getrsBatched"
                   : r == Routine::Gesv ? "getrf+getrsBatched"
                                        : "getrfBatched") +
                  (p.fixed ? "" : "-padded");
  row.base.time =
      time_restored_cuda(stream, ctx.warmup, ctx.reps, flush, restore, base);
  row.base.ran = true;
}
#endif

/// getrs's --trans N|T|C (default N; gesv solves with N).
Op trans_option(const Args& args) {
  const std::string t = args.get("trans", "N");
  if (t.size() != 1) throw UsageError("--trans takes one letter: N, T or C");
  return parse_op(t[0]);
}

template <class T>
void run_all(BenchContext& ctx, Routine r) {
  const bool check_full = check_full_option(ctx.args);
  const double cf = is_complex_v<T> ? 4.0 : 1.0;
  const Op trans = r == Routine::Getrs ? trans_option(ctx.args) : Op::NoTrans;
  for (SquareProblem p :
       square_problems(ctx.args, sizeof(T), r != Routine::Getrf)) {
    p.trans = trans;
    const std::string name =
        std::string(routine_name(r)) + (trans == Op::NoTrans ? ""
                                        : trans == Op::Trans ? "_t"
                                                             : "_c");
    Row row = problem_row(ctx, name, p.fixed ? "square" : "variable", p.dist,
                          p.label, p.x, p.n.size());
    for (int n : p.n) {
      const double dn = n;
      if (r != Routine::Getrs) {
        row.flops += cf * 2.0 * dn * dn * dn / 3;
        row.bytes += 2.0 * sizeof(T) * dn * dn;
      }
      if (r != Routine::Getrf) {
        row.flops += cf * 2 * dn * dn * p.nrhs;
        row.bytes += sizeof(T) * (dn * dn * (r == Routine::Getrs ? 1 : 0) +
                                  2 * dn * p.nrhs) +
                     sizeof(int) * dn;
      }
    }
#ifdef MYRIAD_BENCH_CUDA
    if (ctx.where == Where::Cuda) {
      run_cuda<T>(ctx, p, r, check_full, row);
    } else {
      run_host<T>(ctx, p, r, check_full, row);
    }
#else
    run_host<T>(ctx, p, r, check_full, row);
#endif
    ctx.report.add(row);
  }
}

void run_routine(BenchContext& ctx, Routine r) {
  with_scalar(ctx.precision,
              [&](auto zero) { run_all<decltype(zero)>(ctx, r); });
}

}  // namespace

void bench_getrf(BenchContext& ctx) { run_routine(ctx, Routine::Getrf); }
void bench_getrs(BenchContext& ctx) { run_routine(ctx, Routine::Getrs); }
void bench_gesv(BenchContext& ctx) { run_routine(ctx, Routine::Gesv); }

}  // namespace myriad::bench
