// myriad-bench --op syrk / symm: batched rank-k update and symmetric product,
// fixed sizes, strided batches.
//   Host: Myriad against OpenBLAS per matrix in an OpenMP loop (cblas ?syrk /
//     ?symm, one thread per matrix); second figure: our GEMM on the same shape.
//   CUDA: Myriad against our GEMM on the same shape (the target: SYRK
//     at >= 80% of it), second figure cublas?gemmStridedBatched on that shape
//     (the vendor baseline: cuBLAS has no batched SYRK/SYMM).
// SYRK: C (n x n) := alpha op(A) op(A)^T + beta C, --opts uplo trans ("LN");
// the GEMM of the same shape computes all of C. SYMM: C (m x n) := alpha A B
// + beta C (side L: A m x m) or alpha B A + beta C, --opts side uplo ("LL"); A
// is stored in full (symmetric), so the GEMM computes the same product.
// Roofline bytes: SYRK A read, the triangle of C read and written; SYMM the
// triangle of A, B read, C read and written. Flops (real): SYRK n (n + 1) k,
// SYMM 2 m n na; complex times 4. alpha = 1, beta = 1 by default.
#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "bench/common.hpp"
#include "bench/ops.hpp"
#include "blas3/host/blas_calls.hpp"
#include "blas3/host/sym_blas_calls.hpp"
#include "myriad/blas3.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#endif

namespace myriad::bench {
namespace {

/// One fixed-size problem. SYRK: C n x n, A ar x ac (n x k or k x n).
/// SYMM: C m x n, A na x na, B m x n.
struct SymSetup {
  bool symm = false;
  Uplo uplo = Uplo::Lower;
  Op trans = Op::NoTrans;
  Side side = Side::Left;
  double alpha = 1, beta = 1;
  int m = 0, n = 0, k = 0;  // SYRK: n, k; SYMM: m, n (k = order of A)
  int count = 0;
  // Stored shapes (leading dimension = rows).
  int ar() const { return symm ? k : (trans == Op::NoTrans ? n : k); }
  int ac() const { return symm ? k : (trans == Op::NoTrans ? k : n); }
  int br() const { return symm ? m : 0; }
  int bc() const { return symm ? n : 0; }
  int cr() const { return symm ? m : n; }
  int cc() const { return n; }
  std::int64_t a_elems() const { return std::int64_t(ar()) * ac(); }
  std::int64_t b_elems() const { return std::int64_t(br()) * bc(); }
  std::int64_t c_elems() const { return std::int64_t(cr()) * cc(); }
};

/// Random data; SYMM's A symmetric (Hermitian parts are not used: symm).
template <class T>
void fill_data(const SymSetup& s, std::uint64_t seed, std::vector<T>& a,
               std::vector<T>& b, std::vector<T>& c) {
  using R = real_t<T>;
  const int w = is_complex_v<T> ? 2 : 1;
  a.resize(s.a_elems() * s.count);
  b.resize(s.b_elems() * s.count);
  c.resize(s.c_elems() * s.count);
  fill_uniform(reinterpret_cast<R*>(a.data()), a.size() * w, seed, 21);
  fill_uniform(reinterpret_cast<R*>(b.data()), b.size() * w, seed, 22);
  fill_uniform(reinterpret_cast<R*>(c.data()), c.size() * w, seed, 23);
  if (!s.symm) return;
  for (int i = 0; i < s.count; ++i) {
    T* A = a.data() + s.a_elems() * i;
    for (int j = 0; j < s.k; ++j)
      for (int r = j + 1; r < s.k; ++r)
        A[j + std::int64_t(r) * s.k] = A[r + std::int64_t(j) * s.k];
  }
}

template <class T>
MatrixBatch<T> strided(T* p, int rows, int cols, int count) {
  return MatrixBatch<T>::strided(rows, cols, p, std::max(rows, 1),
                                 std::int64_t(std::max(rows, 1)) * cols, count);
}

/// Myriad's SYRK or SYMM on one data set.
template <class T>
void ours_call(Queue& q, const SymSetup& s, const T* a, const T* b, T* c) {
  const T alpha = T(s.alpha), beta = T(s.beta);
  const auto A = strided(a, s.ar(), s.ac(), s.count);
  const auto C = strided(c, s.cr(), s.cc(), s.count);
  const Status st = s.symm
                        ? symm<T>(q, s.side, s.uplo, alpha, A,
                                  strided(b, s.br(), s.bc(), s.count), beta, C)
                        : syrk<T>(q, s.uplo, s.trans, alpha, A, beta, C);
  if (!st.ok()) throw std::runtime_error("myriad: " + st.message());
}

/// Our GEMM on the same shape: SYRK's C := alpha op(A) op(A)^T + beta C in
/// full; SYMM's product with the full A.
template <class T>
void gemm_call(Queue& q, const SymSetup& s, const T* a, const T* b, T* c) {
  const T alpha = T(s.alpha), beta = T(s.beta);
  const auto A = strided(a, s.ar(), s.ac(), s.count);
  const auto C = strided(c, s.cr(), s.cc(), s.count);
  Status st;
  if (s.symm) {
    const auto B = strided(b, s.br(), s.bc(), s.count);
    st = s.side == Side::Left
             ? gemm<T>(q, Op::NoTrans, Op::NoTrans, alpha, A, B, beta, C)
             : gemm<T>(q, Op::NoTrans, Op::NoTrans, alpha, B, A, beta, C);
  } else {
    const bool nt = s.trans == Op::NoTrans;
    st = gemm<T>(q, nt ? Op::NoTrans : Op::Trans, nt ? Op::Trans : Op::NoTrans,
                 alpha, A, A, beta, C);
  }
  if (!st.ok()) throw std::runtime_error("myriad gemm: " + st.message());
}

/// max |x - y| / (eps * k * (1 + max |y|)) over the referenced part (SYRK:
/// the uplo triangle).
template <class T>
double scaled_diff(const SymSetup& s, const std::vector<T>& x,
                   const std::vector<T>& y) {
  double worst = 0;
  for (int i = 0; i < s.count; ++i) {
    double d = 0, mag = 0;
    for (int j = 0; j < s.cc(); ++j)
      for (int r = 0; r < s.cr(); ++r) {
        if (!s.symm && (s.uplo == Uplo::Lower ? r < j : r > j)) continue;
        const std::int64_t at = s.c_elems() * i + r + std::int64_t(j) * s.cr();
        const double e = std::abs(x[at] - y[at]);
        d = std::isnan(e) ? INFINITY : std::max(d, e);
        mag = std::max(mag, double(std::abs(y[at])));
      }
    worst = std::max(worst,
                     d / (double(epsilon<T>()) * std::max(1, s.k) * (1 + mag)));
  }
  return worst;
}

// ---- host
// ---------------------------------------------------------------------
template <class T>
void openblas_loop(const SymSetup& s, int threads, const T* a, const T* b,
                   T* c) {
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  detail::BlasSingleThread one_thread_per_matrix;
  const T alpha = T(s.alpha), beta = T(s.beta);
#pragma omp parallel for num_threads(nt) schedule(dynamic, 16)
  for (int i = 0; i < s.count; ++i) {
    const T* A = a + s.a_elems() * i;
    T* C = c + s.c_elems() * i;
    if (s.symm)
      detail::blas_symm(false, s.side == Side::Left, s.uplo, s.m, s.n, alpha, A,
                        std::max(1, s.k), b + s.b_elems() * i, std::max(1, s.m),
                        beta, C, std::max(1, s.m));
    else
      detail::blas_rankk(false, s.uplo, s.trans != Op::NoTrans, s.n, s.k, alpha,
                         A, std::max(1, s.ar()), beta, C, std::max(1, s.n));
  }
}

template <class T>
void run_host(BenchContext& ctx, const SymSetup& s, Row& row) {
  std::vector<T> a, b, c0;
  fill_data<T>(s, 1, a, b, c0);
  const int copies =
      rotation_copies(sizeof(T) * double(a.size() + b.size() + c0.size()),
                      ctx.ceilings.cache_bytes);
  std::vector<T> as, bs, cs;
  for (int r = 0; r < copies; ++r) {
    as.insert(as.end(), a.begin(), a.end());
    bs.insert(bs.end(), b.begin(), b.end());
    cs.insert(cs.end(), c0.begin(), c0.end());
  }
  const std::size_t na = a.size(), nb = b.size(), nc = c0.size();
  Queue q = host_queue(ctx.threads);
  ours_call<T>(q, s, as.data(), bs.data(), cs.data());
  std::vector<T> x(cs.begin(), cs.begin() + nc);
  std::copy(c0.begin(), c0.end(), cs.begin());
  openblas_loop<T>(s, ctx.threads, as.data(), bs.data(), cs.data());
  std::vector<T> y(cs.begin(), cs.begin() + nc);
  row.error = scaled_diff(s, x, y);
  row.verified = row.error <= 30;
  auto set = [&](int r) { return r % copies; };
  const int warmup = host_warmup(ctx.warmup, copies);
  row.ours.name = "myriad";
  row.ours.time = time_host(warmup, ctx.reps, [&](int r) {
    ours_call<T>(q, s, as.data() + set(r) * na, bs.data() + set(r) * nb,
                 cs.data() + set(r) * nc);
  });
  row.ours.ran = true;
  row.base.name = s.symm ? "openblas-symm-omp-loop" : "openblas-syrk-omp-loop";
  row.base.time = time_host(warmup, ctx.reps, [&](int r) {
    openblas_loop<T>(s, ctx.threads, as.data() + set(r) * na,
                     bs.data() + set(r) * nb, cs.data() + set(r) * nc);
  });
  row.base.ran = true;
  row.base2.name = "myriad-gemm";
  row.base2.time = time_host(warmup, ctx.reps, [&](int r) {
    gemm_call<T>(q, s, as.data() + set(r) * na, bs.data() + set(r) * nb,
                 cs.data() + set(r) * nc);
  });
  row.base2.ran = true;
}

// ---- CUDA
// ---------------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
template <class T>
void run_cuda(BenchContext& ctx, const SymSetup& s, Row& row) {
  std::vector<T> a, b, c0;
  fill_data<T>(s, 1, a, b, c0);
  const std::size_t na = a.size(), nb = std::max<std::size_t>(b.size(), 1),
                    nc = c0.size();
  const int copies = rotation_copies(sizeof(T) * double(na + nb + nc),
                                     ctx.ceilings.cache_bytes);
  DeviceBuffer da(sizeof(T) * na * copies), db(sizeof(T) * nb * copies),
      dc(sizeof(T) * nc * copies);
  for (int r = 0; r < copies; ++r) {
    da.upload(a.data(), sizeof(T) * na, sizeof(T) * na * r);
    if (!b.empty()) db.upload(b.data(), sizeof(T) * nb, sizeof(T) * nb * r);
    dc.upload(c0.data(), sizeof(T) * nc, sizeof(T) * nc * r);
  }
  CudaQueue cq(ctx.device, cudaStreamNonBlocking);
  const cudaStream_t stream = cq.stream();
  Queue& q = cq.queue();
  const CublasHandle cublas(stream);
  const cublasHandle_t h = cublas.get();
  auto A = [&](int r) { return da.as<T>() + (r % copies) * na; };
  auto B = [&](int r) { return db.as<T>() + (r % copies) * nb; };
  auto C = [&](int r) { return dc.as<T>() + (r % copies) * nc; };

  // Verification on set 0: ours against our GEMM (on the triangle).
  ours_call<T>(q, s, A(0), B(0), C(0));
  cuda_check(cudaStreamSynchronize(stream), "myriad");
  std::vector<T> x(nc), y(nc);
  dc.download(x.data(), sizeof(T) * nc);
  dc.upload(c0.data(), sizeof(T) * nc);
  gemm_call<T>(q, s, A(0), B(0), C(0));
  cuda_check(cudaStreamSynchronize(stream), "myriad gemm");
  dc.download(y.data(), sizeof(T) * nc);
  row.error = scaled_diff(s, x, y);
  row.verified = row.error <= 30;

  row.ours.name = "myriad";
  row.ours.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) {
    ours_call<T>(q, s, A(r), B(r), C(r));
  });
  row.ours.ran = true;
  row.base.name = "myriad-gemm";
  row.base.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) {
    gemm_call<T>(q, s, A(r), B(r), C(r));
  });
  row.base.ran = true;
  const char L = "SDCZ"[std::string("sdcz").find(ScalarTraits<T>::letter)];
  row.base2.name = std::string("cublas") + L + "gemmStridedBatched";
  const T alpha = T(s.alpha), beta = T(s.beta);
  const long long sa = s.a_elems(), sb = s.b_elems(), sc = s.c_elems();
  row.base2.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) {
    if (s.symm) {
      const bool left = s.side == Side::Left;
      cublas_gemm_strided<T>(h, Op::NoTrans, Op::NoTrans, s.m, s.n, s.k, alpha,
                             left ? A(r) : B(r), left ? std::max(1, s.k) : s.m,
                             left ? sa : sb, left ? B(r) : A(r),
                             left ? s.m : std::max(1, s.k), left ? sb : sa,
                             beta, C(r), s.m, sc, s.count);
    } else {
      const bool nt = s.trans == Op::NoTrans;
      cublas_gemm_strided<T>(
          h, nt ? Op::NoTrans : Op::Trans, nt ? Op::Trans : Op::NoTrans, s.n,
          s.n, s.k, alpha, A(r), std::max(1, s.ar()), sa, A(r),
          std::max(1, s.ar()), sa, beta, C(r), s.n, sc, s.count);
    }
  });
  row.base2.ran = true;
}
#endif

template <class T>
void run_all(BenchContext& ctx, bool symm_op) {
  const Args& args = ctx.args;
  SymSetup s;
  s.symm = symm_op;
  const std::string o = args.get("opts", symm_op ? "LL" : "LN");
  const auto up = [](char c) { return static_cast<char>(c & ~0x20); };
  if (o.size() != 2) throw UsageError("--opts takes two letters, e.g. LN");
  if (symm_op) {
    if ((up(o[0]) != 'L' && up(o[0]) != 'R') ||
        (up(o[1]) != 'L' && up(o[1]) != 'U'))
      throw UsageError("--opts: side uplo, e.g. LL");
    s.side = static_cast<Side>(up(o[0]));
    s.uplo = static_cast<Uplo>(up(o[1]));
  } else {
    if ((up(o[0]) != 'L' && up(o[0]) != 'U') ||
        (up(o[1]) != 'N' && up(o[1]) != 'T'))
      throw UsageError("--opts: uplo trans, e.g. LN");
    s.uplo = static_cast<Uplo>(up(o[0]));
    s.trans = static_cast<Op>(up(o[1]));
  }
  s.alpha = args.get_double("alpha", 1.0);
  s.beta = args.get_double("beta", 1.0);
  const std::vector<int> sizes =
      args.get_list("sizes", {2, 4, 8, 16, 32, 64, 128, 256, 512});
  const std::vector<int> ks = args.get_list(
      symm_op ? "n" : "k",
      symm_op ? std::vector<int>{} : std::vector<int>{8, 16, 32, 64});
  for (int sz : sizes) {
    for (int kk : ks.empty() ? std::vector<int>{sz} : ks) {
      if (symm_op) {
        s.m = sz;
        s.n = kk;
        s.k = s.side == Side::Left ? s.m : s.n;
      } else {
        s.n = sz;
        s.k = kk;
      }
      s.count = batch_option(
          args, double(s.a_elems() + s.b_elems() + s.c_elems()) * sizeof(T));
      const std::string size =
          symm_op ? "m=" + std::to_string(s.m) + " n=" + std::to_string(s.n)
                  : "n=" + std::to_string(s.n) + " k=" + std::to_string(s.k);
      Row row =
          problem_row(ctx, symm_op ? "symm" : "syrk",
                      symm_op ? (s.m == s.n ? "square" : "rect") : "update",
                      "fixed", size + " " + o, sz, s.count);
      const double fl = is_complex_v<T> ? 4.0 : 1.0;
      const double tri = double(s.n) * (s.n + 1) / 2;
      if (symm_op) {
        row.flops = fl * 2.0 * s.m * s.n * s.k * s.count;
        row.bytes = sizeof(T) * s.count *
                    (double(s.k) * (s.k + 1) / 2 + 3.0 * s.m * s.n);
      } else {
        row.flops = fl * 2.0 * tri * s.k * s.count;
        row.bytes = sizeof(T) * s.count * (double(s.n) * s.k + 2.0 * tri);
      }
#ifdef MYRIAD_BENCH_CUDA
      if (ctx.where == Where::Cuda)
        run_cuda<T>(ctx, s, row);
      else
        run_host<T>(ctx, s, row);
#else
      run_host<T>(ctx, s, row);
#endif
      ctx.report.add(row);
    }
  }
}

void run_precision(BenchContext& ctx, bool symm_op) {
  with_scalar(ctx.precision,
              [&](auto zero) { run_all<decltype(zero)>(ctx, symm_op); });
}

}  // namespace

void bench_syrk(BenchContext& ctx) { run_precision(ctx, false); }
void bench_symm(BenchContext& ctx) { run_precision(ctx, true); }

}  // namespace myriad::bench
