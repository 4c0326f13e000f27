// myriad-bench --op trsm / trmm: batched triangular solve and multiply,
// Myriad against OpenBLAS per matrix in an OpenMP loop (host) or cuBLAS
// (CUDA).
//   TRSM, CUDA: cublas?trsmBatched (pointer arrays) for fixed sizes; for
//     variable sizes both padding every matrix to the maxima (identity
//     diagonal, zero right-hand sides) + one cublas?trsmBatched, and one
//     cublas?trsmBatched per distinct (m, n).
//   TRMM, CUDA: cuBLAS has no batched TRMM; the reference figure is our own
//     GEMM on the same shape (C := op(A) B, out of place; the target
//     is a fraction of it), and cublas?gemmStridedBatched for fixed sizes.
// A is I + E / k in its triangle (E uniform in (-1, 1)), so repeated solves
// or products keep B's magnitude bounded; with a unit diagonal the stored
// diagonal is exactly 1, so TRMM equals the GEMM with the stored matrix.
// Roofline bytes: the triangle of A (k (k+1) / 2 elements), B read and
// written; flops m^2 n (Left) or m n^2 (Right), times 4 for complex.
#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "bench/common.hpp"
#include "bench/ops.hpp"
#include "blas3/host/blas_calls.hpp"
#include "myriad/blas3.hpp"
#include "validation/sizes.hpp"

#ifdef MYRIAD_BENCH_CUDA
#include <cublas_v2.h>
#endif

namespace myriad::bench {
namespace {

struct TriSetup {
  bool solve = true;
  Side side = Side::Left;
  Uplo uplo = Uplo::Lower;
  Op trans = Op::NoTrans;
  Diag diag = Diag::Unit;
  double alpha = 1;
  bool check_full = true;
  std::uint64_t seed = 1;
};

struct TriProblem {
  std::string shape, dist, label;
  int x = 0;
  bool fixed = true;
  std::vector<int> m, n;
  int max_m = 0, max_n = 0;
};

/// Storage of one data set: matrix i's A (k x k) and B (m x n), packed.
struct Store {
  int count = 0;
  std::vector<int> m, n, k, lda, ldb;
  std::vector<std::int64_t> ao, bo;
  std::int64_t a_elems = 0, b_elems = 0;
  Store(const TriProblem& p, Side side) : count(int(p.m.size())) {
    for (int i = 0; i < count; ++i) {
      m.push_back(p.m[i]), n.push_back(p.n[i]);
      k.push_back(side == Side::Left ? p.m[i] : p.n[i]);
      lda.push_back(std::max(1, k.back())),
          ldb.push_back(std::max(1, m.back()));
      ao.push_back(a_elems), bo.push_back(b_elems);
      a_elems += std::int64_t(lda.back()) * k.back();
      b_elems += std::int64_t(ldb.back()) * n.back();
    }
  }
};

/// --batch, or min(10000, 1 GiB of A (k x k) and B (m x n)).
int batch_for(const Args& args, int m, int n, int k, std::size_t elem) {
  return batch_option(args, elem * (double(k) * k + double(m) * n));
}

std::vector<TriProblem> problems(const BenchContext& ctx, const TriSetup& s,
                                 std::size_t elem) {
  const Args& a = ctx.args;
  const int nrhs = static_cast<int>(a.get_int("nrhs", -1));
  const bool left = s.side == Side::Left;
  std::vector<TriProblem> out;
  if (a.has("max")) {
    const validation::SizeDist dist = dist_option(a);
    for (int mx : a.get_list("max", {})) {
      if (mx < 1) throw UsageError("--max must be >= 1");
      TriProblem p;
      p.shape = "variable";
      p.dist = validation::dist_name(dist);
      p.label = "max=" + std::to_string(mx) +
                (nrhs > 0 ? " nrhs=" + std::to_string(nrhs) : "");
      p.x = mx;
      p.fixed = false;
      const int batch = batch_for(a, mx, nrhs > 0 ? nrhs : mx, mx, elem);
      validation::Rng rng(a.get_int("seed", 1), 2000 + mx);
      const std::vector<int> k =
          validation::generate_sizes(dist, mx, batch, rng);
      const std::vector<int> v = nrhs > 0 ? std::vector<int>(batch, nrhs) : k;
      p.m = left ? k : v;
      p.n = left ? v : k;
      p.max_m = *std::max_element(p.m.begin(), p.m.end());
      p.max_n = *std::max_element(p.n.begin(), p.n.end());
      out.push_back(p);
    }
    return out;
  }
  for (int k : a.get_list("sizes", {2, 4, 8, 16, 32, 64, 128, 256, 512})) {
    TriProblem p;
    const int v = nrhs > 0 ? nrhs : k;
    p.shape = nrhs > 0 ? "rect" : "square";
    p.dist = "fixed";
    p.label = "n=" + std::to_string(k) +
              (nrhs > 0 ? " nrhs=" + std::to_string(nrhs) : "");
    p.x = k;
    const int batch = batch_for(a, k, v, k, elem);
    p.m.assign(batch, left ? k : v);
    p.n.assign(batch, left ? v : k);
    p.max_m = p.m[0], p.max_n = p.n[0];
    out.push_back(p);
  }
  return out;
}

/// A := I + E / k in the uplo triangle, zero elsewhere (unit diagonal: 1).
template <class T>
void fill_data(const Store& S, const TriSetup& s, std::vector<T>& a,
               std::vector<T>& b) {
  using R = real_t<T>;
  const int w = is_complex_v<T> ? 2 : 1;
  a.assign(S.a_elems, T(0));
  b.assign(S.b_elems, T(0));
  std::vector<R> e(S.a_elems * w);
  fill_uniform(e.data(), e.size(), s.seed, 11);
  fill_uniform(reinterpret_cast<R*>(b.data()), S.b_elems * w, s.seed, 12);
  for (int i = 0; i < S.count; ++i) {
    const int k = S.k[i];
    for (int c = 0; c < k; ++c)
      for (int r = 0; r < k; ++r) {
        const std::int64_t at = S.ao[i] + r + std::int64_t(c) * S.lda[i];
        T v;
        if constexpr (is_complex_v<T>)
          v = T(e[at * 2], e[at * 2 + 1]);
        else
          v = e[at];
        v *= R(1.0 / k);
        if (r == c)
          a[at] = s.diag == Diag::Unit ? T(1) : T(1) + v;
        else if ((r > c) == (s.uplo == Uplo::Lower))
          a[at] = v;
      }
  }
}

template <class T>
void myriad_call(Queue& q, const TriProblem& p, const Store& S,
                 const TriSetup& s, const T* a, T* b, const T* const* pa,
                 T* const* pb, const int* dk, const int* dm, const int* dn,
                 const int* dlda, const int* dldb) {
  const T alpha = T(s.alpha);
  MatrixBatch<const T> A;
  MatrixBatch<T> B;
  Check check = Check::Full;
  if (p.fixed) {
    A = MatrixBatch<const T>::strided(S.k[0], S.k[0], a, S.lda[0],
                                      std::int64_t(S.lda[0]) * S.k[0], S.count);
    B = MatrixBatch<T>::strided(S.m[0], S.n[0], b, S.ldb[0],
                                std::int64_t(S.ldb[0]) * S.n[0], S.count);
  } else {
    const bool give = !s.check_full;
    const int mk = s.side == Side::Left ? p.max_m : p.max_n;
    A = MatrixBatch<const T>::variable(dk, dk, pa, dlda, S.count,
                                       give ? mk : -1, give ? mk : -1);
    B = MatrixBatch<T>::variable(dm, dn, pb, dldb, S.count, give ? p.max_m : -1,
                                 give ? p.max_n : -1);
    check = s.check_full ? Check::Full : Check::None;
  }
  const Status st =
      s.solve ? trsm<T>(q, s.side, s.uplo, s.trans, s.diag, alpha, A, B, check)
              : trmm<T>(q, s.side, s.uplo, s.trans, s.diag, alpha, A, B, check);
  if (!st.ok()) throw std::runtime_error(st.message());
}

/// max |x - y| / (eps * k * (1 + max |y|)) over the batch.
template <class T>
double scaled_diff(const Store& S, const std::vector<T>& x,
                   const std::vector<T>& y) {
  double worst = 0;
  for (int i = 0; i < S.count; ++i) {
    double d = 0, mag = 0;
    for (int c = 0; c < S.n[i]; ++c)
      for (int r = 0; r < S.m[i]; ++r) {
        const std::int64_t at = S.bo[i] + r + std::int64_t(c) * S.ldb[i];
        const double e = std::abs(x[at] - y[at]);
        d = std::isnan(e) ? INFINITY : std::max(d, e);
        mag = std::max(mag, double(std::abs(y[at])));
      }
    worst = std::max(
        worst, d / (double(epsilon<T>()) * std::max(1, S.k[i]) * (1 + mag)));
  }
  return worst;
}

// ---- host
// ---------------------------------------------------------------------
CBLAS_SIDE cside(Side s) { return s == Side::Left ? CblasLeft : CblasRight; }
CBLAS_UPLO cuplo(Uplo u) { return u == Uplo::Lower ? CblasLower : CblasUpper; }
CBLAS_DIAG cdiag(Diag d) { return d == Diag::Unit ? CblasUnit : CblasNonUnit; }

template <class T>
void cblas_tri(const TriSetup& s, int m, int n, T alpha, const T* A, int lda,
               T* B, int ldb) {
  if constexpr (std::is_same_v<T, float>) {
    (s.solve ? cblas_strsm : cblas_strmm)(
        CblasColMajor, cside(s.side), cuplo(s.uplo), detail::cblas_op(s.trans),
        cdiag(s.diag), m, n, alpha, A, lda, B, ldb);
  } else if constexpr (std::is_same_v<T, double>) {
    (s.solve ? cblas_dtrsm : cblas_dtrmm)(
        CblasColMajor, cside(s.side), cuplo(s.uplo), detail::cblas_op(s.trans),
        cdiag(s.diag), m, n, alpha, A, lda, B, ldb);
  } else if constexpr (std::is_same_v<T, std::complex<float>>) {
    (s.solve ? cblas_ctrsm : cblas_ctrmm)(
        CblasColMajor, cside(s.side), cuplo(s.uplo), detail::cblas_op(s.trans),
        cdiag(s.diag), m, n, &alpha, A, lda, B, ldb);
  } else {
    (s.solve ? cblas_ztrsm : cblas_ztrmm)(
        CblasColMajor, cside(s.side), cuplo(s.uplo), detail::cblas_op(s.trans),
        cdiag(s.diag), m, n, &alpha, A, lda, B, ldb);
  }
}

template <class T>
void openblas_loop(const Store& S, const TriSetup& s, int threads, const T* a,
                   T* b) {
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  detail::BlasSingleThread one_thread_per_matrix;
#pragma omp parallel for num_threads(nt) schedule(dynamic, 16)
  for (int i = 0; i < S.count; ++i)
    if (S.m[i] > 0 && S.n[i] > 0)
      cblas_tri<T>(s, S.m[i], S.n[i], T(s.alpha), a + S.ao[i], S.lda[i],
                   b + S.bo[i], S.ldb[i]);
}

template <class T>
void run_host(BenchContext& ctx, const TriProblem& p, const TriSetup& s,
              Row& row) {
  const Store S(p, s.side);
  std::vector<T> a, b0;
  fill_data<T>(S, s, a, b0);
  const int copies = rotation_copies(sizeof(T) * double(S.a_elems + S.b_elems),
                                     ctx.ceilings.cache_bytes);
  std::vector<T> as(S.a_elems * std::size_t(copies)),
      bs(S.b_elems * std::size_t(copies));
  for (int c = 0; c < copies; ++c) {
    std::copy(a.begin(), a.end(), as.begin() + c * S.a_elems);
    std::copy(b0.begin(), b0.end(), bs.begin() + c * S.b_elems);
  }
  std::vector<const T*> pa;
  std::vector<T*> pb;
  for (int c = 0; c < copies; ++c)
    for (int i = 0; i < S.count; ++i) {
      pa.push_back(as.data() + c * S.a_elems + S.ao[i]);
      pb.push_back(bs.data() + c * S.b_elems + S.bo[i]);
    }
  Queue q = host_queue(ctx.threads);
  auto ours = [&](int set) {
    myriad_call<T>(q, p, S, s, as.data() + set * S.a_elems,
                   bs.data() + set * S.b_elems, pa.data() + set * S.count,
                   pb.data() + set * S.count, S.k.data(), S.m.data(),
                   S.n.data(), S.lda.data(), S.ldb.data());
  };
  ours(0);
  std::vector<T> x(bs.begin(), bs.begin() + S.b_elems);
  std::copy(b0.begin(), b0.end(), bs.begin());
  openblas_loop<T>(S, s, ctx.threads, as.data(), bs.data());
  std::vector<T> y(bs.begin(), bs.begin() + S.b_elems);
  row.error = scaled_diff(S, x, y);
  row.verified = row.error <= 30;
  const int warmup = host_warmup(ctx.warmup, copies);
  row.ours.name = "myriad";
  row.ours.time = time_host(warmup, ctx.reps, [&](int r) { ours(r % copies); });
  row.ours.ran = true;
  row.base.name = s.solve ? "openblas-trsm-omp-loop" : "openblas-trmm-omp-loop";
  row.base.time = time_host(warmup, ctx.reps, [&](int r) {
    const int set = r % copies;
    openblas_loop<T>(S, s, ctx.threads, as.data() + set * S.a_elems,
                     bs.data() + set * S.b_elems);
  });
  row.base.ran = true;
}

// ---- CUDA
// ---------------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
/// cublas?trsmBatched on pointer arrays (device).
template <class T>
void cublas_trsm(cublasHandle_t h, const TriSetup& s, int m, int n, T alpha,
                 const T* const* A, int lda, T* const* B, int ldb, int count) {
  const cublasSideMode_t sd =
      s.side == Side::Left ? CUBLAS_SIDE_LEFT : CUBLAS_SIDE_RIGHT;
  const cublasFillMode_t up =
      s.uplo == Uplo::Lower ? CUBLAS_FILL_MODE_LOWER : CUBLAS_FILL_MODE_UPPER;
  const cublasOperation_t op = cublas_op(s.trans);
  const cublasDiagType_t dg =
      s.diag == Diag::Unit ? CUBLAS_DIAG_UNIT : CUBLAS_DIAG_NON_UNIT;
  cublasStatus_t st;
  if constexpr (std::is_same_v<T, float>)
    st = cublasStrsmBatched(h, sd, up, op, dg, m, n, &alpha, A, lda, B, ldb,
                            count);
  else if constexpr (std::is_same_v<T, double>)
    st = cublasDtrsmBatched(h, sd, up, op, dg, m, n, &alpha, A, lda, B, ldb,
                            count);
  else if constexpr (std::is_same_v<T, std::complex<float>>)
    st = cublasCtrsmBatched(h, sd, up, op, dg, m, n,
                            reinterpret_cast<const cuComplex*>(&alpha),
                            reinterpret_cast<const cuComplex* const*>(A), lda,
                            reinterpret_cast<cuComplex* const*>(B), ldb, count);
  else
    st = cublasZtrsmBatched(h, sd, up, op, dg, m, n,
                            reinterpret_cast<const cuDoubleComplex*>(&alpha),
                            reinterpret_cast<const cuDoubleComplex* const*>(A),
                            lda, reinterpret_cast<cuDoubleComplex* const*>(B),
                            ldb, count);
  cublas_check(st, "cublas?trsmBatched");
}

template <class T>
void run_cuda(BenchContext& ctx, const TriProblem& p, const TriSetup& s,
              Row& row) {
  const Store S(p, s.side);
  std::vector<T> a, b0;
  fill_data<T>(S, s, a, b0);
  const int copies = rotation_copies(sizeof(T) * double(S.a_elems + S.b_elems),
                                     ctx.ceilings.cache_bytes);
  DeviceBuffer da(sizeof(T) * S.a_elems * copies),
      db(sizeof(T) * S.b_elems * copies), dc(sizeof(T) * S.b_elems * copies);
  for (int c = 0; c < copies; ++c) {
    da.upload(a.data(), sizeof(T) * S.a_elems, sizeof(T) * S.a_elems * c);
    db.upload(b0.data(), sizeof(T) * S.b_elems, sizeof(T) * S.b_elems * c);
  }
  std::vector<const T*> hpa;
  std::vector<T*> hpb, hpc;
  for (int c = 0; c < copies; ++c)
    for (int i = 0; i < S.count; ++i) {
      hpa.push_back(da.as<T>() + c * S.a_elems + S.ao[i]);
      hpb.push_back(db.as<T>() + c * S.b_elems + S.bo[i]);
      hpc.push_back(dc.as<T>() + c * S.b_elems + S.bo[i]);
    }
  const DeviceBuffer dpa = upload_vec(hpa), dpb = upload_vec(hpb),
                     dpc = upload_vec(hpc);
  const DeviceBuffer dk = upload_vec(S.k), dm = upload_vec(S.m),
                     dn = upload_vec(S.n), dlda = upload_vec(S.lda),
                     dldb = upload_vec(S.ldb);
  CudaQueue cq(ctx.device, cudaStreamNonBlocking);
  const cudaStream_t stream = cq.stream();
  Queue& q = cq.queue();
  const CublasHandle cublas(stream);
  const cublasHandle_t h = cublas.get();
  const T alpha = T(s.alpha);
  auto ptrA = [&](int set) {
    return dpa.as<const T*>() + std::size_t(set) * S.count;
  };
  auto ptrB = [&](int set) {
    return dpb.as<T*>() + std::size_t(set) * S.count;
  };
  auto ptrC = [&](int set) {
    return dpc.as<T*>() + std::size_t(set) * S.count;
  };
  auto ours = [&](int set) {
    myriad_call<T>(q, p, S, s, da.as<T>() + set * S.a_elems,
                   db.as<T>() + set * S.b_elems, ptrA(set), ptrB(set),
                   dk.as<int>(), dm.as<int>(), dn.as<int>(), dlda.as<int>(),
                   dldb.as<int>());
  };
  // Baselines. TRSM variable sizes: groups of equal (m, n), and padding.
  std::map<std::pair<int, int>, std::vector<int>> groups;
  for (int i = 0; i < S.count; ++i) groups[{S.m[i], S.n[i]}].push_back(i);
  std::vector<std::pair<std::pair<int, int>, std::size_t>> gstart;
  std::vector<const T*> gpa;
  std::vector<T*> gpb;
  for (int c = 0; c < copies; ++c)
    for (const auto& [mn, idx] : groups) {
      if (c == 0) gstart.push_back({mn, gpa.size()});
      for (int i : idx) {
        gpa.push_back(hpa[std::size_t(c) * S.count + i]);
        gpb.push_back(hpb[std::size_t(c) * S.count + i]);
      }
    }
  const DeviceBuffer dgpa = upload_vec(gpa), dgpb = upload_vec(gpb);
  auto per_size = [&](int set) {
    for (std::size_t g = 0; g < gstart.size(); ++g) {
      const auto [mn, at] = gstart[g];
      const std::size_t cnt = (g + 1 < gstart.size() ? gstart[g + 1].second
                                                     : std::size_t(S.count)) -
                              at;
      if (mn.first == 0 || mn.second == 0) continue;
      const int k = s.side == Side::Left ? mn.first : mn.second;
      cublas_trsm<T>(h, s, mn.first, mn.second, alpha,
                     dgpa.as<const T*>() + std::size_t(set) * S.count + at, k,
                     dgpb.as<T*>() + std::size_t(set) * S.count + at, mn.first,
                     int(cnt));
    }
  };
  // Padding: every matrix stored at the maxima (A: identity beyond k).
  const int pm = p.max_m, pn = p.max_n, pk = s.side == Side::Left ? pm : pn;
  std::unique_ptr<DeviceBuffer> pad_a, pad_b, pad_pa, pad_pb;
  if (s.solve && !p.fixed) {
    std::vector<T> ha(std::size_t(pk) * pk * S.count, T(0)),
        hb(std::size_t(pm) * pn * S.count, T(0));
    for (int i = 0; i < S.count; ++i) {
      T* A = ha.data() + std::size_t(i) * pk * pk;
      for (int d = 0; d < pk; ++d) A[d + std::size_t(d) * pk] = T(1);
      for (int c = 0; c < S.k[i]; ++c)
        for (int r = 0; r < S.k[i]; ++r)
          A[r + std::size_t(c) * pk] =
              a[S.ao[i] + r + std::int64_t(c) * S.lda[i]];
      T* B = hb.data() + std::size_t(i) * pm * pn;
      for (int c = 0; c < S.n[i]; ++c)
        for (int r = 0; r < S.m[i]; ++r)
          B[r + std::size_t(c) * pm] =
              b0[S.bo[i] + r + std::int64_t(c) * S.ldb[i]];
    }
    pad_a = std::make_unique<DeviceBuffer>(upload_vec(ha));
    pad_b = std::make_unique<DeviceBuffer>(upload_vec(hb));
    std::vector<const T*> qa;
    std::vector<T*> qb;
    for (int i = 0; i < S.count; ++i) {
      qa.push_back(pad_a->as<T>() + std::size_t(i) * pk * pk);
      qb.push_back(pad_b->as<T>() + std::size_t(i) * pm * pn);
    }
    pad_pa = std::make_unique<DeviceBuffer>(upload_vec(qa));
    pad_pb = std::make_unique<DeviceBuffer>(upload_vec(qb));
  }
  // TRMM reference: our GEMM, C := alpha op(A) B (Left) or alpha B op(A).
  auto our_gemm = [&](int set) {
    const bool left = s.side == Side::Left;
    Status st;
    if (p.fixed) {
      const int k = S.k[0];
      const auto A = MatrixBatch<const T>::strided(
          k, k, da.as<T>() + set * S.a_elems, S.lda[0],
          std::int64_t(S.lda[0]) * k, S.count);
      const auto B = MatrixBatch<const T>::strided(
          S.m[0], S.n[0], db.as<T>() + set * S.b_elems, S.ldb[0],
          std::int64_t(S.ldb[0]) * S.n[0], S.count);
      const auto C = MatrixBatch<T>::strided(
          S.m[0], S.n[0], dc.as<T>() + set * S.b_elems, S.ldb[0],
          std::int64_t(S.ldb[0]) * S.n[0], S.count);
      st = left ? gemm<T>(q, s.trans, Op::NoTrans, alpha, A, B, T(0), C)
                : gemm<T>(q, Op::NoTrans, s.trans, alpha, B, A, T(0), C);
    } else {
      const int mk = left ? p.max_m : p.max_n;
      const auto A =
          MatrixBatch<const T>::variable(dk.as<int>(), dk.as<int>(), ptrA(set),
                                         dlda.as<int>(), S.count, mk, mk);
      const auto B = MatrixBatch<const T>::variable(dm.as<int>(), dn.as<int>(),
                                                    ptrB(set), dldb.as<int>(),
                                                    S.count, p.max_m, p.max_n);
      const auto C =
          MatrixBatch<T>::variable(dm.as<int>(), dn.as<int>(), ptrC(set),
                                   dldb.as<int>(), S.count, p.max_m, p.max_n);
      st = left ? gemm<T>(q, s.trans, Op::NoTrans, alpha, A, B, T(0), C,
                          Check::None)
                : gemm<T>(q, Op::NoTrans, s.trans, alpha, B, A, T(0), C,
                          Check::None);
    }
    if (!st.ok()) throw std::runtime_error("myriad gemm: " + st.message());
  };
  auto baseline = [&](int set) {
    if (!s.solve) return our_gemm(set);
    if (p.fixed)
      return cublas_trsm<T>(h, s, S.m[0], S.n[0], alpha, ptrA(set), S.lda[0],
                            ptrB(set), S.ldb[0], S.count);
    per_size(set);
  };

  // Verification on set 0 against the first baseline.
  ours(0);
  cuda_check(cudaStreamSynchronize(stream), "myriad");
  std::vector<T> x(S.b_elems), y(S.b_elems);
  db.download(x.data(), sizeof(T) * S.b_elems);
  db.upload(b0.data(), sizeof(T) * S.b_elems);
  baseline(0);
  cuda_check(cudaStreamSynchronize(stream), "baseline");
  (s.solve ? db : dc).download(y.data(), sizeof(T) * S.b_elems);
  row.error = scaled_diff(S, x, y);
  row.verified = row.error <= 30;

  row.ours.name = "myriad";
  row.ours.time =
      time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) { ours(r % copies); });
  row.ours.ran = true;
  const char L = "SDCZ"[std::string("sdcz").find(ScalarTraits<T>::letter)];
  row.base.name = !s.solve ? "myriad-gemm"
                  : p.fixed
                      ? std::string("cublas") + L + "trsmBatched"
                      : std::string("cublas") + L + "trsmBatched-per-size";
  row.base.time = time_cuda(stream, ctx.warmup, ctx.reps,
                            [&](int r) { baseline(r % copies); });
  row.base.ran = true;
  if (s.solve && !p.fixed) {
    row.base2.name = std::string("cublas") + L + "trsmBatched-padded";
    row.base2.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int) {
      cublas_trsm<T>(h, s, pm, pn, alpha, pad_pa->as<const T*>(), pk,
                     pad_pb->as<T*>(), pm, S.count);
    });
    row.base2.ran = true;
  }
}
#endif

template <class T>
void run_all(BenchContext& ctx, bool solve) {
  const Args& a = ctx.args;
  TriSetup s;
  s.solve = solve;
  const std::string o = a.get("opts", "LLNU");
  if (o.size() != 4)
    throw UsageError("--opts takes side uplo trans diag, e.g. LLNU");
  const auto up = [](char c) { return static_cast<char>(c & ~0x20); };
  if ((up(o[0]) != 'L' && up(o[0]) != 'R') ||
      (up(o[1]) != 'L' && up(o[1]) != 'U') ||
      (up(o[2]) != 'N' && up(o[2]) != 'T' && up(o[2]) != 'C') ||
      (up(o[3]) != 'N' && up(o[3]) != 'U'))
    throw UsageError("--opts: bad option string " + o);
  s.side = static_cast<Side>(up(o[0]));
  s.uplo = static_cast<Uplo>(up(o[1]));
  s.trans = static_cast<Op>(up(o[2]));
  s.diag = static_cast<Diag>(up(o[3]));
  s.alpha = a.get_double("alpha", 1.0);
  s.check_full = check_full_option(a);
  s.seed = static_cast<std::uint64_t>(a.get_int("seed", 1));
  for (const TriProblem& p : problems(ctx, s, sizeof(T))) {
    Row row = problem_row(ctx, solve ? "trsm" : "trmm", p.shape, p.dist,
                          p.label, p.x, p.m.size());
    const double fl = is_complex_v<T> ? 4.0 : 1.0;
    for (std::size_t i = 0; i < p.m.size(); ++i) {
      const double k = s.side == Side::Left ? p.m[i] : p.n[i];
      row.flops += fl * k * p.m[i] * p.n[i];
      row.bytes += sizeof(T) * (k * (k + 1) / 2 + 2.0 * p.m[i] * p.n[i]);
    }
#ifdef MYRIAD_BENCH_CUDA
    if (ctx.where == Where::Cuda)
      run_cuda<T>(ctx, p, s, row);
    else
      run_host<T>(ctx, p, s, row);
#else
    run_host<T>(ctx, p, s, row);
#endif
    ctx.report.add(row);
  }
}

void run_precision(BenchContext& ctx, bool solve) {
  with_scalar(ctx.precision,
              [&](auto zero) { run_all<decltype(zero)>(ctx, solve); });
}

}  // namespace

void bench_trsm(BenchContext& ctx) { run_precision(ctx, true); }
void bench_trmm(BenchContext& ctx) { run_precision(ctx, false); }

}  // namespace myriad::bench
