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
// with LAPACKE's factors of them). Roofline: getrf 2 n^2 elements moved and
// 2 n^3 / 3 flops (x4 for complex); getrs n^2 + 2 n nrhs elements plus the
// pivots and 2 n^2 nrhs flops; gesv the sum. Verification: the LU residual
// (dget01) or solve residual (dget02) of Myriad's result on up to 32
// matrices spread over the batch, <= 30.
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
#include <vector>

#include "bench/common.hpp"
#include "bench/ops.hpp"
#include "blas3/host/blas_calls.hpp"
#include "myriad/getrf.hpp"
#include "validation/residuals.hpp"
#include "validation/rng.hpp"
#include "validation/sizes.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#endif

namespace myriad::bench {
namespace {

enum class Routine { Getrf, Getrs, Gesv };

const char* routine_name(Routine r) {
  return r == Routine::Getrf ? "getrf" : r == Routine::Getrs ? "getrs" : "gesv";
}

/// One problem: orders (and right-hand sides) of every matrix.
struct LuProblem {
  std::string dist, label;
  int x = 0;
  bool fixed = true;
  std::vector<int> n;
  int max_n = 0;
  int nrhs = 0;
};

/// Packed storage: matrix b at a_off[b] with lda = n_b, B at b_off[b] with
/// ldb = n_b (fixed sizes: strided); pivots max(1, max_n) per matrix.
struct Packing {
  std::vector<std::int64_t> a_off, b_off;
  std::int64_t a_elems = 0, b_elems = 0;
  std::vector<int> lda, ldb, nrhs;
  int piv_stride = 1;
  explicit Packing(const LuProblem& p) : piv_stride(std::max(1, p.max_n)) {
    const int count = static_cast<int>(p.n.size());
    for (int b = 0; b < count; ++b) {
      const int n = p.n[b], ld = std::max(1, n);
      a_off.push_back(a_elems);
      b_off.push_back(b_elems);
      a_elems += std::int64_t(ld) * n;
      b_elems += std::int64_t(ld) * p.nrhs;
      lda.push_back(ld);
      ldb.push_back(ld);
      nrhs.push_back(p.nrhs);
    }
  }
  std::size_t piv_elems(int count) const {
    return std::max<std::size_t>(1, std::size_t(piv_stride) * count);
  }
};

template <class T>
T make(double re, double im) {
  if constexpr (is_complex_v<T>) {
    return T(static_cast<real_t<T>>(re), static_cast<real_t<T>>(im));
  } else {
    static_cast<void>(im);
    return T(re);
  }
}

/// Random A and B.
template <class T>
void generate(const LuProblem& p, const Packing& pk, std::uint64_t seed,
              std::vector<T>& a, std::vector<T>& bm) {
  a.assign(std::max<std::int64_t>(pk.a_elems, 1), T(0));
  bm.assign(std::max<std::int64_t>(pk.b_elems, 1), T(0));
#pragma omp parallel for schedule(dynamic, 64)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b) {
    validation::Rng rng(seed, static_cast<std::uint64_t>(b));
    T* m = a.data() + pk.a_off[b];
    for (std::int64_t e = 0; e < std::int64_t(pk.lda[b]) * p.n[b]; ++e)
      m[e] = make<T>(rng.uniform(), rng.uniform());
    T* x = bm.data() + pk.b_off[b];
    for (std::int64_t e = 0; e < std::int64_t(pk.ldb[b]) * p.nrhs; ++e)
      x[e] = make<T>(rng.uniform(), rng.uniform());
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
int lapacke_getrs(int n, int nrhs, const float* a, int lda, const int* ipiv,
                  float* b, int ldb) {
  return LAPACKE_sgetrs_work(LAPACK_COL_MAJOR, 'N', n, nrhs, a, lda, ipiv, b,
                             ldb);
}
int lapacke_getrs(int n, int nrhs, const double* a, int lda, const int* ipiv,
                  double* b, int ldb) {
  return LAPACKE_dgetrs_work(LAPACK_COL_MAJOR, 'N', n, nrhs, a, lda, ipiv, b,
                             ldb);
}
int lapacke_getrs(int n, int nrhs, const std::complex<float>* a, int lda,
                  const int* ipiv, std::complex<float>* b, int ldb) {
  return LAPACKE_cgetrs_work(LAPACK_COL_MAJOR, 'N', n, nrhs,
                             reinterpret_cast<const lapack_complex_float*>(a),
                             lda, ipiv,
                             reinterpret_cast<lapack_complex_float*>(b), ldb);
}
int lapacke_getrs(int n, int nrhs, const std::complex<double>* a, int lda,
                  const int* ipiv, std::complex<double>* b, int ldb) {
  return LAPACKE_zgetrs_work(LAPACK_COL_MAJOR, 'N', n, nrhs,
                             reinterpret_cast<const lapack_complex_double*>(a),
                             lda, ipiv,
                             reinterpret_cast<lapack_complex_double*>(b), ldb);
}

template <class T>
void lapacke_loop(const LuProblem& p, const Packing& pk, Routine r, int threads,
                  T* a, int* piv, T* bm) {
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
      lapacke_getrs(n, p.nrhs, ab, pk.lda[b], pb, bm + pk.b_off[b], pk.ldb[b]);
  }
}

/// LAPACKE's factors and pivots: getrs's input.
template <class T>
void factor_on_host(const LuProblem& p, const Packing& pk, std::vector<T>& a,
                    std::vector<int>& piv) {
  // One OpenBLAS thread per matrix: the loop already uses every core.
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for schedule(dynamic, 16)
  for (int b = 0; b < static_cast<int>(p.n.size()); ++b)
    if (p.n[b] > 0)
      lapacke_getrf(p.n[b], a.data() + pk.a_off[b], pk.lda[b],
                    piv.data() + std::int64_t(b) * pk.piv_stride);
}

/// Myriad on descriptors over (a, piv, bm).
template <class T>
Status myriad_call(Queue& q, const LuProblem& p, const Packing& pk, Routine r,
                   T* a, int* piv, T* bm, T* const* pa, T* const* pb,
                   const int* n_arr, const int* lda, const int* nrhs,
                   const int* ldb, int* info, bool check_full) {
  const int count = static_cast<int>(p.n.size());
  MatrixBatch<T> A, B;
  if (p.fixed) {
    const int n = p.max_n, ld = std::max(1, n);
    A = MatrixBatch<T>::strided(n, n, a, ld, std::int64_t(ld) * n, count);
    B = MatrixBatch<T>::strided(n, p.nrhs, bm, ld, std::int64_t(ld) * p.nrhs,
                                count);
  } else {
    const int mx = check_full ? -1 : p.max_n;
    A = MatrixBatch<T>::variable(n_arr, n_arr, pa, lda, count, mx, mx);
    B = MatrixBatch<T>::variable(n_arr, nrhs, pb, ldb, count, mx,
                                 check_full ? -1 : p.nrhs);
  }
  const MatrixBatch<int> P = MatrixBatch<int>::strided(
      pk.piv_stride, 1, piv, pk.piv_stride, pk.piv_stride, count);
  const Check c = check_full ? Check::Full : Check::None;
  switch (r) {
    case Routine::Getrf:
      return getrf<T>(q, A, P, info, c);
    case Routine::Getrs:
      return getrs<T>(q, Op::NoTrans, MatrixBatch<const T>(A),
                      MatrixBatch<const int>(P), B, c);
    default:
      return gesv<T>(q, A, P, B, info, c);
  }
}

/// Worst residual of Myriad's result (factors a and piv, or solution bm)
/// over up to 32 matrices spread over the batch: dget01 for getrf, dget02
/// for the solves (a_orig: the matrices, b_orig: the right-hand sides).
template <class T>
double sampled_residual(const LuProblem& p, const Packing& pk, Routine r,
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
                  Op::NoTrans, n, p.nrhs, a_orig.data() + pk.a_off[b],
                  pk.lda[b], bm.data() + pk.b_off[b], pk.ldb[b],
                  b_orig.data() + pk.b_off[b], pk.ldb[b]);
    if (!(res <= worst)) worst = res;  // NaN sticks
  }
  return worst;
}

template <class T>
void run_host(BenchContext& ctx, const LuProblem& p, Routine r, bool check_full,
              Row& row) {
  const Packing pk(p);
  const int count = static_cast<int>(p.n.size());
  std::vector<T> a_orig, b0;
  generate(p, pk, static_cast<std::uint64_t>(ctx.args.get_int("seed", 1)),
           a_orig, b0);
  std::vector<T> a0 = a_orig;
  std::vector<int> piv0(pk.piv_elems(count), 1);
  if (r == Routine::Getrs) factor_on_host(p, pk, a0, piv0);
  std::vector<T> a = a0, bm = b0;
  std::vector<int> piv = piv0;
  std::vector<T*> pa(count), pb(count);
  for (int b = 0; b < count; ++b) {
    pa[b] = a.data() + pk.a_off[b];
    pb[b] = bm.data() + pk.b_off[b];
  }
  std::vector<int> info(count);
  Queue q;
  if (Status s = Queue::create_host(q, ctx.threads); !s.ok())
    throw std::runtime_error(s.message());
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
    std::memcpy(a.data(), a0.data(), a0.size() * sizeof(T));
    std::memcpy(bm.data(), b0.data(), b0.size() * sizeof(T));
    std::memcpy(piv.data(), piv0.data(), piv0.size() * sizeof(int));
  };
  restore();
  ours();
  row.error = sampled_residual(p, pk, r, a_orig, b0, a, piv, bm);
  row.verified = row.error <= 30;
  row.ours.name = "myriad";
  row.ours.time = time_restored_host(ctx.warmup, ctx.reps, restore, ours);
  row.ours.ran = true;
  row.base.name = std::string("lapacke-") + ScalarTraits<T>::letter +
                  routine_name(r) + "-omp-loop";
  row.base.time = time_restored_host(ctx.warmup, ctx.reps, restore, base);
  row.base.ran = true;
}

// ---- CUDA: cuBLAS
// -----------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
void cublas_check(cublasStatus_t s, const char* what) {
  if (s != CUBLAS_STATUS_SUCCESS)
    throw std::runtime_error(std::string(what) + ": cuBLAS status " +
                             std::to_string(static_cast<int>(s)));
}

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
cublasStatus_t cb_getrs(cublasHandle_t h, int n, int nrhs, float** a, int lda,
                        const int* piv, float** b, int ldb, int* info,
                        int count) {
  return cublasSgetrsBatched(h, CUBLAS_OP_N, n, nrhs, a, lda, piv, b, ldb, info,
                             count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, int n, int nrhs, double** a, int lda,
                        const int* piv, double** b, int ldb, int* info,
                        int count) {
  return cublasDgetrsBatched(h, CUBLAS_OP_N, n, nrhs, a, lda, piv, b, ldb, info,
                             count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, int n, int nrhs,
                        std::complex<float>** a, int lda, const int* piv,
                        std::complex<float>** b, int ldb, int* info,
                        int count) {
  return cublasCgetrsBatched(
      h, CUBLAS_OP_N, n, nrhs, reinterpret_cast<cuComplex**>(a), lda, piv,
      reinterpret_cast<cuComplex**>(b), ldb, info, count);
}
cublasStatus_t cb_getrs(cublasHandle_t h, int n, int nrhs,
                        std::complex<double>** a, int lda, const int* piv,
                        std::complex<double>** b, int ldb, int* info,
                        int count) {
  return cublasZgetrsBatched(
      h, CUBLAS_OP_N, n, nrhs, reinterpret_cast<cuDoubleComplex**>(a), lda, piv,
      reinterpret_cast<cuDoubleComplex**>(b), ldb, info, count);
}

template <class T>
void run_cuda(BenchContext& ctx, const LuProblem& p, Routine r, bool check_full,
              Row& row) {
  const Packing pk(p);
  const int count = static_cast<int>(p.n.size());
  std::vector<T> a_orig, b0;
  generate(p, pk, static_cast<std::uint64_t>(ctx.args.get_int("seed", 1)),
           a_orig, b0);
  std::vector<T> a0 = a_orig;
  std::vector<int> piv0(pk.piv_elems(count), 1);
  if (r == Routine::Getrs) factor_on_host(p, pk, a0, piv0);
  // Baseline storage: every matrix padded to max_n x max_n (identity on the
  // added diagonal, and identity pivots there), B padded with zero rows; for
  // fixed sizes the same layout as ours.
  const int mx = std::max(1, p.max_n);
  const std::int64_t pa_elems = std::int64_t(mx) * mx,
                     pb_elems = std::int64_t(mx) * p.nrhs;
  std::vector<T> ap0(pa_elems * count, T(0)),
      bp0(std::max<std::int64_t>(pb_elems * count, 1), T(0));
  std::vector<int> pp0(std::size_t(mx) * count);
  for (int b = 0; b < count; ++b) {
    const int n = p.n[b];
    for (int j = 0; j < mx; ++j) {
      for (int i = 0; i < mx; ++i)
        ap0[b * pa_elems + i + std::int64_t(j) * mx] =
            i < n && j < n ? a0[pk.a_off[b] + i + std::int64_t(j) * pk.lda[b]]
                           : (i == j ? T(1) : T(0));
      pp0[std::size_t(b) * mx + j] =
          j < n ? piv0[std::size_t(b) * pk.piv_stride + j] : j + 1;
    }
    for (int c = 0; c < p.nrhs; ++c)
      for (int i = 0; i < n; ++i)
        bp0[b * pb_elems + i + std::int64_t(c) * mx] =
            b0[pk.b_off[b] + i + std::int64_t(c) * pk.ldb[b]];
  }
  cudaStream_t stream;
  cuda_check(cudaStreamCreate(&stream), "cudaStreamCreate");
  DeviceBuffer da0(a0.size() * sizeof(T)), db0(b0.size() * sizeof(T));
  DeviceBuffer da(a0.size() * sizeof(T)), db(b0.size() * sizeof(T));
  DeviceBuffer dpiv0(piv0.size() * sizeof(int)),
      dpiv(piv0.size() * sizeof(int));
  DeviceBuffer dap0(ap0.size() * sizeof(T)), dbp0(bp0.size() * sizeof(T));
  DeviceBuffer dap(ap0.size() * sizeof(T)), dbp(bp0.size() * sizeof(T));
  DeviceBuffer dpp0(pp0.size() * sizeof(int)), dpp(pp0.size() * sizeof(int));
  da0.upload(a0.data(), da0.bytes());
  db0.upload(b0.data(), db0.bytes());
  dpiv0.upload(piv0.data(), dpiv0.bytes());
  dap0.upload(ap0.data(), dap0.bytes());
  dbp0.upload(bp0.data(), dbp0.bytes());
  dpp0.upload(pp0.data(), dpp0.bytes());
  std::vector<T*> hpa(count), hpb(count), hcpa(count), hcpb(count);
  for (int b = 0; b < count; ++b) {
    hpa[b] = da.as<T>() + pk.a_off[b];
    hpb[b] = db.as<T>() + pk.b_off[b];
    hcpa[b] = dap.as<T>() + b * pa_elems;
    hcpb[b] = dbp.as<T>() + b * pb_elems;
  }
  DeviceBuffer dpa(count * sizeof(T*)), dpb(count * sizeof(T*)),
      dcpa(count * sizeof(T*)), dcpb(count * sizeof(T*));
  dpa.upload(hpa.data(), dpa.bytes());
  dpb.upload(hpb.data(), dpb.bytes());
  dcpa.upload(hcpa.data(), dcpa.bytes());
  dcpb.upload(hcpb.data(), dcpb.bytes());
  DeviceBuffer dn(count * sizeof(int)), dlda(count * sizeof(int)),
      dnrhs(count * sizeof(int)), dldb(count * sizeof(int)),
      dinfo(count * sizeof(int)), dcinfo(count * sizeof(int));
  dn.upload(p.n.data(), dn.bytes());
  dlda.upload(pk.lda.data(), dlda.bytes());
  dnrhs.upload(pk.nrhs.data(), dnrhs.bytes());
  dldb.upload(pk.ldb.data(), dldb.bytes());
  DeviceBuffer flush(2 * std::max<std::size_t>(ctx.ceilings.cache_bytes,
                                               std::size_t(64) << 20));

  Queue q;
  if (Status s = Queue::create_cuda(q, ctx.device, stream); !s.ok())
    throw std::runtime_error(s.message());
  cublasHandle_t h;
  cublas_check(cublasCreate(&h), "cublasCreate");
  cublas_check(cublasSetStream(h, stream), "cublasSetStream");

  auto copy = [&](DeviceBuffer& to, const DeviceBuffer& from) {
    cuda_check(cudaMemcpyAsync(to.as<char>(), from.as<char>(), to.bytes(),
                               cudaMemcpyDeviceToDevice, stream),
               "restore");
  };
  auto restore = [&] {
    copy(da, da0);
    copy(db, db0);
    copy(dpiv, dpiv0);
    copy(dap, dap0);
    copy(dbp, dbp0);
    copy(dpp, dpp0);
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
      cublas_check(cb_getrf(h, mx, dcpa.as<T*>(), mx, dpp.as<int>(),
                            dcinfo.as<int>(), count),
                   "getrfBatched");
    if (r != Routine::Getrf) {
      int host_info = 0;
      cublas_check(cb_getrs(h, mx, p.nrhs, dcpa.as<T*>(), mx, dpp.as<int>(),
                            dcpb.as<T*>(), mx, &host_info, count),
                   "getrsBatched");
    }
  };
  // Verification: residuals of ours on a sample of the batch.
  restore();
  ours();
  cuda_check(cudaStreamSynchronize(stream), "verify");
  std::vector<T> a(a0.size()), bm(b0.size());
  std::vector<int> piv(piv0.size());
  da.download(a.data(), da.bytes());
  db.download(bm.data(), db.bytes());
  dpiv.download(piv.data(), dpiv.bytes());
  row.error = sampled_residual(p, pk, r, a_orig, b0, a, piv, bm);
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
  cublasDestroy(h);
  q = Queue();
  cudaStreamDestroy(stream);
}
#endif

template <class T>
void run_all(BenchContext& ctx, Routine r) {
  const Args& a = ctx.args;
  const std::string check = a.get("check", "full");
  if (check != "full" && check != "none")
    throw UsageError("--check must be full or none");
  const bool check_full = check == "full";
  const std::vector<int> rhs_list =
      r == Routine::Getrf ? std::vector<int>{0} : a.get_list("nrhs", {1, 16});
  std::vector<LuProblem> problems;
  const auto batch_for = [&](int n) {
    const double bytes = double(sizeof(T)) * std::max(1, n) * std::max(1, n);
    const long long cap = static_cast<long long>((1LL << 30) / bytes);
    return static_cast<int>(
        std::max(1LL, std::min<long long>(a.get_int("batch", 10000), cap)));
  };
  for (int nrhs : rhs_list) {
    if (a.has("max")) {
      validation::SizeDist dist = validation::SizeDist::Uniform1;
      if (!validation::parse_dist(a.get("dist", "uniform"), dist))
        throw UsageError("--dist: unknown distribution");
      for (int mx : a.get_list("max", {})) {
        LuProblem p;
        p.fixed = false;
        p.dist = validation::dist_name(dist);
        p.x = mx;
        p.nrhs = nrhs;
        validation::Rng rng(static_cast<std::uint64_t>(a.get_int("seed", 1)),
                            77 + mx);
        p.n = validation::generate_sizes(dist, mx, batch_for(mx), rng);
        p.max_n = *std::max_element(p.n.begin(), p.n.end());
        p.label = "max=" + std::to_string(mx);
        problems.push_back(p);
      }
    } else {
      for (int n : a.get_list("sizes", {2, 4, 8, 16, 32, 64, 128, 256, 512})) {
        LuProblem p;
        p.dist = "fixed";
        p.x = n;
        p.nrhs = nrhs;
        p.n.assign(batch_for(n), n);
        p.max_n = n;
        p.label = "n=" + std::to_string(n);
        problems.push_back(p);
      }
    }
  }
  const double cf = is_complex_v<T> ? 4.0 : 1.0;
  for (LuProblem& p : problems) {
    if (r != Routine::Getrf) p.label += " nrhs=" + std::to_string(p.nrhs);
    Row row;
    row.op = routine_name(r);
    row.precision = ScalarTraits<T>::letter;
    row.where = ctx.where;
    row.shape = p.fixed ? "square" : "variable";
    row.dist = p.dist;
    row.label = p.label;
    row.x = p.x;
    row.batch = static_cast<long long>(p.n.size());
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
    row.args = a.command_line();
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
  switch (ctx.precision) {
    case 's':
      return run_all<float>(ctx, r);
    case 'c':
      return run_all<std::complex<float>>(ctx, r);
    case 'z':
      return run_all<std::complex<double>>(ctx, r);
    default:
      return run_all<double>(ctx, r);
  }
}

}  // namespace

void bench_getrf(BenchContext& ctx) { run_routine(ctx, Routine::Getrf); }
void bench_getrs(BenchContext& ctx) { run_routine(ctx, Routine::Getrs); }
void bench_gesv(BenchContext& ctx) { run_routine(ctx, Routine::Gesv); }

}  // namespace myriad::bench
