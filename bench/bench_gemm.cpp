// myriad-bench --op gemm: batched GEMM, Myriad against OpenBLAS per matrix in
// an OpenMP loop (host) or cuBLAS (CUDA): ?gemmStridedBatched for fixed
// square/rectangular sizes, ?gemmBatched for trailing-update shapes (pointer
// arrays), ?gemmGroupedBatched for variable sizes (matrices grouped by equal
// (m, n, k) as a user would; also one group per matrix).
#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
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

/// One problem: one row of the report.
struct GemmProblem {
  std::string shape, dist, label;
  int x = 0;
  bool fixed = true;      // every matrix has the same (m, n, k)
  bool pointers = false;  // fixed size through pointer arrays (update shape)
  std::vector<int> m, n, k;
  int max_m = 0, max_n = 0, max_k = 0;
};

/// The options shared by every problem of the run.
struct GemmSetup {
  Op ta = Op::NoTrans, tb = Op::NoTrans;
  double alpha = 1, beta = 1;
  bool check_full = true;
  std::uint64_t seed = 1;
};

double matrix_bytes(int m, int n, int k, std::size_t elem, bool read_c) {
  return elem *
         (double(m) * k + double(k) * n + double(m) * n * (read_c ? 2 : 1));
}

/// --batch, or min(10000, 1 GiB of data) at the largest size.
int batch_for(const Args& args, int m, int n, int k, std::size_t elem) {
  return batch_option(args, matrix_bytes(m, n, k, elem, false));
}

std::vector<GemmProblem> gemm_problems(const BenchContext& ctx,
                                       std::size_t elem) {
  const Args& args = ctx.args;
  std::vector<GemmProblem> out;
  const std::string shape = args.get("shape", "square");
  auto fixed = [&](const std::string& kind, int m, int n, int k,
                   const std::string& label, int x, bool pointers) {
    GemmProblem p;
    p.shape = kind;
    p.dist = "fixed";
    p.label = label;
    p.x = x;
    p.pointers = pointers;
    const int batch = batch_for(args, m, n, k, elem);
    p.m.assign(batch, m);
    p.n.assign(batch, n);
    p.k.assign(batch, k);
    p.max_m = m, p.max_n = n, p.max_k = k;
    out.push_back(p);
  };
  if (args.has("max")) {
    const validation::SizeDist dist = dist_option(args);
    const std::string vshape = args.get("vshape", "square");
    if (vshape != "square" && vshape != "independent")
      throw UsageError("--vshape must be square or independent");
    for (int mx : args.get_list("max", {})) {
      if (mx < 1) throw UsageError("--max must be >= 1");
      GemmProblem p;
      p.shape = "variable";
      p.dist = validation::dist_name(dist);
      p.label = "max=" + std::to_string(mx);
      p.x = mx;
      p.fixed = false;
      const int batch = batch_for(args, mx, mx, mx, elem);
      validation::Rng rng(ctx.args.get_int("seed", 1), 1000 + mx);
      p.m = validation::generate_sizes(dist, mx, batch, rng);
      if (vshape == "square") {
        p.n = p.m;
        p.k = p.m;
      } else {
        p.n = validation::generate_sizes(dist, mx, batch, rng);
        p.k = validation::generate_sizes(dist, mx, batch, rng);
      }
      p.max_m = *std::max_element(p.m.begin(), p.m.end());
      p.max_n = *std::max_element(p.n.begin(), p.n.end());
      p.max_k = *std::max_element(p.k.begin(), p.k.end());
      if (vshape != "square") p.label += " " + vshape;
      out.push_back(p);
    }
  } else if (shape == "update") {
    for (int mn : args.get_list("sizes", {64, 128, 256, 512}))
      for (int k : args.get_list("k", {8, 16, 32}))
        fixed("update", mn, mn, k,
              "m=n=" + std::to_string(mn) + " k=" + std::to_string(k), mn,
              true);
  } else if (shape == "square") {
    const int fm = static_cast<int>(args.get_int("m", -1));
    const int fn = static_cast<int>(args.get_int("n", -1));
    const int fk = static_cast<int>(args.get_int("k", -1));
    const bool rect = fm >= 0 || fn >= 0 || fk >= 0;
    for (int s : args.get_list("sizes", {2, 4, 8, 16, 32, 64, 128, 256})) {
      const int m = fm >= 0 ? fm : s, n = fn >= 0 ? fn : s,
                k = fk >= 0 ? fk : s;
      const std::string label = rect ? "m=" + std::to_string(m) +
                                           " n=" + std::to_string(n) +
                                           " k=" + std::to_string(k)
                                     : "n=" + std::to_string(s);
      fixed(rect ? "rect" : "square", m, n, k, label, s, false);
    }
  } else {
    throw UsageError("--shape must be square or update");
  }
  return out;
}

/// Where every matrix of one data set lives (element offsets), and its
/// stored sizes. A run keeps `copies` identical sets and rotates between
/// them so that repetitions do not find their data in cache.
struct Layout {
  int count = 0;
  std::vector<int> ar, ac, br, bc, cm, cn, lda, ldb, ldc;
  std::vector<std::int64_t> ao, bo, co;
  std::int64_t a_elems = 0, b_elems = 0, c_elems = 0;

  Layout(const GemmProblem& p, Op ta, Op tb) : count(int(p.m.size())) {
    const bool na = ta == Op::NoTrans, nb = tb == Op::NoTrans;
    for (int i = 0; i < count; ++i) {
      const int m = p.m[i], n = p.n[i], k = p.k[i];
      ar.push_back(na ? m : k), ac.push_back(na ? k : m);
      br.push_back(nb ? k : n), bc.push_back(nb ? n : k);
      cm.push_back(m), cn.push_back(n);
      lda.push_back(std::max(1, ar.back()));
      ldb.push_back(std::max(1, br.back()));
      ldc.push_back(std::max(1, m));
      ao.push_back(a_elems), bo.push_back(b_elems), co.push_back(c_elems);
      a_elems += std::int64_t(lda.back()) * ac.back();
      b_elems += std::int64_t(ldb.back()) * bc.back();
      c_elems += std::int64_t(ldc.back()) * cn.back();
    }
  }
};

/// Pointers of one data set, and the descriptors Myriad gets for it.
template <class T>
struct SetView {
  const T* a;
  const T* b;
  T* c;
  const T* const* pa;  // pointer arrays (where the queue computes)
  const T* const* pb;
  T* const* pc;
};

/// Size arrays where the queue computes.
struct SizeArrays {
  const int *ar, *ac, *br, *bc, *cm, *cn, *lda, *ldb, *ldc;
};

template <class T>
void myriad_call(Queue& q, const GemmProblem& p, const Layout& L,
                 const GemmSetup& s, const SetView<T>& v,
                 const SizeArrays& sz) {
  const T alpha = T(s.alpha), beta = T(s.beta);
  const bool na = s.ta == Op::NoTrans, nb = s.tb == Op::NoTrans;
  Status st;
  if (p.fixed && !p.pointers) {
    const int n = L.count;
    st = gemm<T>(
        q, s.ta, s.tb, alpha,
        MatrixBatch<const T>::strided(L.ar[0], L.ac[0], v.a, L.lda[0],
                                      std::int64_t(L.lda[0]) * L.ac[0], n),
        MatrixBatch<const T>::strided(L.br[0], L.bc[0], v.b, L.ldb[0],
                                      std::int64_t(L.ldb[0]) * L.bc[0], n),
        beta,
        MatrixBatch<T>::strided(L.cm[0], L.cn[0], v.c, L.ldc[0],
                                std::int64_t(L.ldc[0]) * L.cn[0], n));
  } else if (p.fixed) {
    const int n = L.count;
    st = gemm<T>(
        q, s.ta, s.tb, alpha,
        MatrixBatch<const T>::pointers(L.ar[0], L.ac[0], v.pa, L.lda[0], n),
        MatrixBatch<const T>::pointers(L.br[0], L.bc[0], v.pb, L.ldb[0], n),
        beta, MatrixBatch<T>::pointers(L.cm[0], L.cn[0], v.pc, L.ldc[0], n));
  } else {
    // Check::None runs with the maxima the caller knows (the graph-capturable
    // path); Check::Full lets Myriad validate and find them.
    const bool give = !s.check_full;
    const int am = give ? (na ? p.max_m : p.max_k) : -1;
    const int ak = give ? (na ? p.max_k : p.max_m) : -1;
    const int bk = give ? (nb ? p.max_k : p.max_n) : -1;
    const int bn = give ? (nb ? p.max_n : p.max_k) : -1;
    st = gemm<T>(
        q, s.ta, s.tb, alpha,
        MatrixBatch<const T>::variable(sz.ar, sz.ac, v.pa, sz.lda, L.count, am,
                                       ak),
        MatrixBatch<const T>::variable(sz.br, sz.bc, v.pb, sz.ldb, L.count, bk,
                                       bn),
        beta,
        MatrixBatch<T>::variable(sz.cm, sz.cn, v.pc, sz.ldc, L.count,
                                 give ? p.max_m : -1, give ? p.max_n : -1),
        s.check_full ? Check::Full : Check::None);
  }
  if (!st.ok()) throw std::runtime_error("myriad gemm: " + st.message());
}

/// Largest scaled difference between two results, per matrix:
/// max |ours - base| / (eps * max(1, k) * (|alpha| c k + |beta|)), with
/// inputs in (-1, 1) and c = 2 for complex products. LAPACK's threshold 30.
template <class T>
double scaled_error(const GemmProblem& p, const Layout& L, const GemmSetup& s,
                    const std::vector<T>& ours, const std::vector<T>& base) {
  double worst = 0;
  const double c = is_complex_v<T> ? 2.0 : 1.0;
  for (int i = 0; i < L.count; ++i) {
    double diff = 0;
    for (int j = 0; j < L.cn[i]; ++j)
      for (int r = 0; r < L.cm[i]; ++r) {
        const std::int64_t at = L.co[i] + std::int64_t(j) * L.ldc[i] + r;
        const double d = std::abs(ours[at] - base[at]);
        diff = std::isnan(d) ? INFINITY : std::max(diff, d);
      }
    const double k = std::max(1, p.k[i]);
    const double scale = double(epsilon<T>()) * k *
                         (std::abs(s.alpha) * c * k + std::abs(s.beta));
    worst = std::max(worst, diff / scale);
  }
  return worst;
}

constexpr double kVerifyThreshold = 30;

/// Host data: `copies` sets of A, B, C, filled once.
template <class T>
struct HostData {
  int copies;
  std::vector<T> a, b, c, c0;
  std::vector<const T*> pa, pb;
  std::vector<T*> pc;

  HostData(const Layout& L, int copies_, std::uint64_t seed)
      : copies(copies_),
        a(L.a_elems * copies_),
        b(L.b_elems * copies_),
        c(L.c_elems * copies_) {
    using R = real_t<T>;
    fill_uniform(reinterpret_cast<R*>(a.data()),
                 L.a_elems * (is_complex_v<T> ? 2 : 1), seed, 1);
    fill_uniform(reinterpret_cast<R*>(b.data()),
                 L.b_elems * (is_complex_v<T> ? 2 : 1), seed, 2);
    fill_uniform(reinterpret_cast<R*>(c.data()),
                 L.c_elems * (is_complex_v<T> ? 2 : 1), seed, 3);
    for (int s = 1; s < copies; ++s) {
      std::copy(a.begin(), a.begin() + L.a_elems, a.begin() + s * L.a_elems);
      std::copy(b.begin(), b.begin() + L.b_elems, b.begin() + s * L.b_elems);
      std::copy(c.begin(), c.begin() + L.c_elems, c.begin() + s * L.c_elems);
    }
    c0.assign(c.begin(), c.begin() + L.c_elems);
    for (int s = 0; s < copies; ++s)
      for (int i = 0; i < L.count; ++i) {
        pa.push_back(a.data() + s * L.a_elems + L.ao[i]);
        pb.push_back(b.data() + s * L.b_elems + L.bo[i]);
        pc.push_back(c.data() + s * L.c_elems + L.co[i]);
      }
  }
};

// ---- host
// ---------------------------------------------------------------------
template <class T>
void openblas_loop(const GemmProblem& p, const Layout& L, const GemmSetup& s,
                   int threads, const T* const* pa, const T* const* pb,
                   T* const* pc) {
  const T alpha = T(s.alpha), beta = T(s.beta);
  const int nt = threads > 0 ? threads : omp_get_max_threads();
  detail::BlasThreads one_thread_per_matrix(1);
  if (p.fixed) {
#pragma omp parallel for num_threads(nt) schedule(static)
    for (int i = 0; i < L.count; ++i)
      detail::blas_gemm(s.ta, s.tb, L.cm[i], L.cn[i], p.k[i], alpha, pa[i],
                        L.lda[i], pb[i], L.ldb[i], beta, pc[i], L.ldc[i]);
  } else {
#pragma omp parallel for num_threads(nt) schedule(dynamic, 16)
    for (int i = 0; i < L.count; ++i)
      detail::blas_gemm(s.ta, s.tb, L.cm[i], L.cn[i], p.k[i], alpha, pa[i],
                        L.lda[i], pb[i], L.ldb[i], beta, pc[i], L.ldc[i]);
  }
}

template <class T>
void run_host(BenchContext& ctx, const GemmProblem& p, const GemmSetup& s,
              Row& row) {
  const Layout L(p, s.ta, s.tb);
  const double set_bytes =
      sizeof(T) * double(L.a_elems + L.b_elems + L.c_elems);
  HostData<T> d(L, rotation_copies(set_bytes, ctx.ceilings.cache_bytes),
                s.seed);
  Queue q = host_queue(ctx.threads);
  const SizeArrays sz{L.ar.data(),  L.ac.data(),  L.br.data(),
                      L.bc.data(),  L.cm.data(),  L.cn.data(),
                      L.lda.data(), L.ldb.data(), L.ldc.data()};
  auto view = [&](int set) {
    const std::size_t o = std::size_t(set) * L.count;
    return SetView<T>{d.a.data() + set * L.a_elems,
                      d.b.data() + set * L.b_elems,
                      d.c.data() + set * L.c_elems,
                      d.pa.data() + o,
                      d.pb.data() + o,
                      d.pc.data() + o};
  };
  // Verification on set 0: both start from the same C.
  myriad_call<T>(q, p, L, s, view(0), sz);
  std::vector<T> ours(d.c.begin(), d.c.begin() + L.c_elems);
  std::copy(d.c0.begin(), d.c0.end(), d.c.begin());
  openblas_loop<T>(p, L, s, ctx.threads, view(0).pa, view(0).pb, view(0).pc);
  std::vector<T> base(d.c.begin(), d.c.begin() + L.c_elems);
  row.error = scaled_error(p, L, s, ours, base);
  row.verified = row.error <= kVerifyThreshold;

  const int warmup = host_warmup(ctx.warmup, d.copies);
  row.ours.name = "myriad";
  row.ours.time = time_host(warmup, ctx.reps, [&](int r) {
    myriad_call<T>(q, p, L, s, view(r % d.copies), sz);
  });
  row.ours.ran = true;
  row.base.name = "openblas-omp-loop";
  row.base.time = time_host(warmup, ctx.reps, [&](int r) {
    const SetView<T> v = view(r % d.copies);
    openblas_loop<T>(p, L, s, ctx.threads, v.pa, v.pb, v.pc);
  });
  row.base.ran = true;
}

// ---- CUDA
// ---------------------------------------------------------------------
#ifdef MYRIAD_BENCH_CUDA
template <class T>
struct CuType {
  using type = T;
};
template <>
struct CuType<std::complex<float>> {
  using type = cuComplex;
};
template <>
struct CuType<std::complex<double>> {
  using type = cuDoubleComplex;
};
template <class T>
using cu_t = typename CuType<T>::type;

template <class T>
cu_t<T>* cu(T* p) {
  return reinterpret_cast<cu_t<T>*>(p);
}
template <class T>
const cu_t<T>* cu(const T* p) {
  return reinterpret_cast<const cu_t<T>*>(p);
}

template <class T>
const cu_t<T>* const* cu(const T* const* p) {
  return reinterpret_cast<const cu_t<T>* const*>(p);
}
template <class T>
cu_t<T>* const* cu(T* const* p) {
  return reinterpret_cast<cu_t<T>* const*>(p);
}

// Typed cuBLAS calls: pointer-array, grouped (real only); the strided one is
// cublas_gemm_strided (common.hpp).
cublasStatus_t cublas_batched(cublasHandle_t h, Op ta, Op tb, int m, int n,
                              int k, const float* al, const float* const* A,
                              int lda, const float* const* B, int ldb,
                              const float* be, float* const* C, int ldc,
                              int count) {
  return cublasSgemmBatched(h, cublas_op(ta), cublas_op(tb), m, n, k, al, A,
                            lda, B, ldb, be, C, ldc, count);
}
cublasStatus_t cublas_batched(cublasHandle_t h, Op ta, Op tb, int m, int n,
                              int k, const double* al, const double* const* A,
                              int lda, const double* const* B, int ldb,
                              const double* be, double* const* C, int ldc,
                              int count) {
  return cublasDgemmBatched(h, cublas_op(ta), cublas_op(tb), m, n, k, al, A,
                            lda, B, ldb, be, C, ldc, count);
}
cublasStatus_t cublas_batched(cublasHandle_t h, Op ta, Op tb, int m, int n,
                              int k, const cuComplex* al,
                              const cuComplex* const* A, int lda,
                              const cuComplex* const* B, int ldb,
                              const cuComplex* be, cuComplex* const* C, int ldc,
                              int count) {
  return cublasCgemmBatched(h, cublas_op(ta), cublas_op(tb), m, n, k, al, A,
                            lda, B, ldb, be, C, ldc, count);
}
cublasStatus_t cublas_batched(cublasHandle_t h, Op ta, Op tb, int m, int n,
                              int k, const cuDoubleComplex* al,
                              const cuDoubleComplex* const* A, int lda,
                              const cuDoubleComplex* const* B, int ldb,
                              const cuDoubleComplex* be,
                              cuDoubleComplex* const* C, int ldc, int count) {
  return cublasZgemmBatched(h, cublas_op(ta), cublas_op(tb), m, n, k, al, A,
                            lda, B, ldb, be, C, ldc, count);
}

/// Variable sizes as cuBLAS users have them: groups of equal (m, n, k).
struct Groups {
  std::vector<int> order;  // matrix indices, group by group
  std::vector<int> m, n, k, lda, ldb, ldc, size;
  std::vector<cublasOperation_t> ta, tb;
  Op op_a = Op::NoTrans, op_b = Op::NoTrans;
};

Groups make_groups(const Layout& L, const GemmProblem& p, Op ta, Op tb,
                   bool one_per_matrix) {
  Groups g;
  g.op_a = ta;
  g.op_b = tb;
  std::map<std::tuple<int, int, int>, std::vector<int>> by_shape;
  if (one_per_matrix) {
    for (int i = 0; i < L.count; ++i) g.order.push_back(i);
  } else {
    for (int i = 0; i < L.count; ++i)
      by_shape[{p.m[i], p.n[i], p.k[i]}].push_back(i);
  }
  auto add = [&](int first, int size) {
    g.m.push_back(L.cm[first]), g.n.push_back(L.cn[first]);
    g.k.push_back(p.k[first]);
    g.lda.push_back(L.lda[first]), g.ldb.push_back(L.ldb[first]);
    g.ldc.push_back(L.ldc[first]), g.size.push_back(size);
    g.ta.push_back(cublas_op(ta)), g.tb.push_back(cublas_op(tb));
  };
  if (one_per_matrix) {
    for (int i = 0; i < L.count; ++i) add(i, 1);
  } else {
    for (const auto& kv : by_shape) {
      add(kv.second.front(), int(kv.second.size()));
      g.order.insert(g.order.end(), kv.second.begin(), kv.second.end());
    }
  }
  return g;
}

/// cuBLAS on groups: ?gemmGroupedBatched (s, d); c and z have no grouped
/// API, so one ?gemmBatched per group.
template <class T>
void cublas_groups(cublasHandle_t h, const Groups& g, T alpha, T beta,
                   const T* const* pa, const T* const* pb, T* const* pc) {
  const int groups = int(g.size.size());
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) {
    const std::vector<T> al(groups, alpha), be(groups, beta);
    cublasStatus_t st;
    if constexpr (std::is_same_v<T, float>)
      st = cublasSgemmGroupedBatched(h, g.ta.data(), g.tb.data(), g.m.data(),
                                     g.n.data(), g.k.data(), al.data(), pa,
                                     g.lda.data(), pb, g.ldb.data(), be.data(),
                                     pc, g.ldc.data(), groups, g.size.data());
    else
      st = cublasDgemmGroupedBatched(h, g.ta.data(), g.tb.data(), g.m.data(),
                                     g.n.data(), g.k.data(), al.data(), pa,
                                     g.lda.data(), pb, g.ldb.data(), be.data(),
                                     pc, g.ldc.data(), groups, g.size.data());
    cublas_check(st, "cublas?gemmGroupedBatched");
  } else {
    std::size_t at = 0;
    for (int i = 0; i < groups; ++i) {
      cublas_check(
          cublas_batched(h, g.op_a, g.op_b, g.m[i], g.n[i], g.k[i], cu(&alpha),
                         cu(pa + at), g.lda[i], cu(pb + at), g.ldb[i],
                         cu(&beta), cu(pc + at), g.ldc[i], g.size[i]),
          "cublas?gemmBatched");
      at += g.size[i];
    }
  }
}

/// Pointer arrays of every set on the device, in a given matrix order.
template <class T>
struct DevicePointers {
  DeviceBuffer a, b, c;
  DevicePointers(const Layout& L, int copies, const std::vector<int>& order,
                 const T* a0, const T* b0, T* c0) {
    std::vector<const T*> ha, hb;
    std::vector<T*> hc;
    for (int s = 0; s < copies; ++s)
      for (int i : order) {
        ha.push_back(a0 + s * L.a_elems + L.ao[i]);
        hb.push_back(b0 + s * L.b_elems + L.bo[i]);
        hc.push_back(c0 + s * L.c_elems + L.co[i]);
      }
    a = DeviceBuffer(ha.size() * sizeof(void*));
    b = DeviceBuffer(hb.size() * sizeof(void*));
    c = DeviceBuffer(hc.size() * sizeof(void*));
    a.upload(ha.data(), a.bytes());
    b.upload(hb.data(), b.bytes());
    c.upload(hc.data(), c.bytes());
  }
  const T* const* pa(int set, int count) const {
    return a.as<const T*>() + std::size_t(set) * count;
  }
  const T* const* pb(int set, int count) const {
    return b.as<const T*>() + std::size_t(set) * count;
  }
  T* const* pc(int set, int count) const {
    return c.as<T*>() + std::size_t(set) * count;
  }
};

template <class T>
void run_cuda(BenchContext& ctx, const GemmProblem& p, const GemmSetup& s,
              Row& row) {
  const Layout L(p, s.ta, s.tb);
  const double set_bytes =
      sizeof(T) * double(L.a_elems + L.b_elems + L.c_elems);
  const int copies = rotation_copies(set_bytes, ctx.ceilings.cache_bytes);
  HostData<T> h(L, 1, s.seed);  // one set on the host; copies on the device
  DeviceBuffer da(sizeof(T) * L.a_elems * copies),
      db(sizeof(T) * L.b_elems * copies), dc(sizeof(T) * L.c_elems * copies);
  for (int c = 0; c < copies; ++c) {
    da.upload(h.a.data(), sizeof(T) * L.a_elems, sizeof(T) * L.a_elems * c);
    db.upload(h.b.data(), sizeof(T) * L.b_elems, sizeof(T) * L.b_elems * c);
    dc.upload(h.c.data(), sizeof(T) * L.c_elems, sizeof(T) * L.c_elems * c);
  }
  std::vector<int> identity(L.count);
  for (int i = 0; i < L.count; ++i) identity[i] = i;
  const DevicePointers<T> ptrs(L, copies, identity, da.as<T>(), db.as<T>(),
                               dc.as<T>());
  // Size arrays on the device: ar ac br bc cm cn lda ldb ldc.
  const std::vector<const std::vector<int>*> host_arrays = {
      &L.ar, &L.ac, &L.br, &L.bc, &L.cm, &L.cn, &L.lda, &L.ldb, &L.ldc};
  DeviceBuffer dsz(sizeof(int) * std::size_t(L.count) * host_arrays.size());
  for (std::size_t i = 0; i < host_arrays.size(); ++i)
    dsz.upload(host_arrays[i]->data(), sizeof(int) * L.count,
               sizeof(int) * L.count * i);
  auto arr = [&](int i) { return dsz.as<int>() + std::size_t(L.count) * i; };
  const SizeArrays sz{arr(0), arr(1), arr(2), arr(3), arr(4),
                      arr(5), arr(6), arr(7), arr(8)};

  CudaQueue cq(ctx.device, cudaStreamNonBlocking);
  const cudaStream_t stream = cq.stream();
  Queue& q = cq.queue();
  const CublasHandle cublas(stream);
  const cublasHandle_t handle = cublas.get();

  auto view = [&](int set) {
    return SetView<T>{
        da.as<T>() + set * L.a_elems, db.as<T>() + set * L.b_elems,
        dc.as<T>() + set * L.c_elems, ptrs.pa(set, L.count),
        ptrs.pb(set, L.count),        ptrs.pc(set, L.count)};
  };
  const T alpha = T(s.alpha), beta = T(s.beta);
  // Variable sizes: pointer arrays ordered by group, and one group per matrix.
  Groups grouped, singles;
  std::unique_ptr<DevicePointers<T>> gptrs;
  if (!p.fixed) {
    grouped = make_groups(L, p, s.ta, s.tb, false);
    singles = make_groups(L, p, s.ta, s.tb, true);
    gptrs = std::make_unique<DevicePointers<T>>(
        L, copies, grouped.order, da.as<T>(), db.as<T>(), dc.as<T>());
  }
  auto baseline = [&](int set) {
    const SetView<T> v = view(set);
    if (p.fixed && !p.pointers) {
      cublas_gemm_strided<T>(handle, s.ta, s.tb, L.cm[0], L.cn[0], p.k[0],
                             alpha, v.a, L.lda[0],
                             (long long)L.lda[0] * L.ac[0], v.b, L.ldb[0],
                             (long long)L.ldb[0] * L.bc[0], beta, v.c, L.ldc[0],
                             (long long)L.ldc[0] * L.cn[0], L.count);
    } else if (p.fixed) {
      cublas_check(
          cublas_batched(handle, s.ta, s.tb, L.cm[0], L.cn[0], p.k[0],
                         cu(&alpha), cu(v.pa), L.lda[0], cu(v.pb), L.ldb[0],
                         cu(&beta), cu(v.pc), L.ldc[0], L.count),
          "cublas?gemmBatched");
    } else {
      cublas_groups<T>(handle, grouped, alpha, beta, gptrs->pa(set, L.count),
                       gptrs->pb(set, L.count), gptrs->pc(set, L.count));
    }
  };

  // Verification on set 0: both start from the same C.
  myriad_call<T>(q, p, L, s, view(0), sz);
  cuda_check(cudaStreamSynchronize(stream), "myriad gemm");
  std::vector<T> ours(L.c_elems), base(L.c_elems);
  dc.download(ours.data(), sizeof(T) * L.c_elems);
  dc.upload(h.c0.data(), sizeof(T) * L.c_elems);
  baseline(0);
  cuda_check(cudaStreamSynchronize(stream), "baseline");
  dc.download(base.data(), sizeof(T) * L.c_elems);
  row.error = scaled_error(p, L, s, ours, base);
  row.verified = row.error <= kVerifyThreshold;

  row.ours.name = "myriad";
  row.ours.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) {
    myriad_call<T>(q, p, L, s, view(r % copies), sz);
  });
  row.ours.ran = true;
  const char* names[] = {"cublas?gemmStridedBatched", "cublas?gemmBatched",
                         is_complex_v<T> ? "cublas?gemmBatched-per-group"
                                         : "cublas?gemmGroupedBatched"};
  row.base.name = names[p.fixed ? (p.pointers ? 1 : 0) : 2];
  row.base.name[6] = ScalarTraits<T>::letter == 's'   ? 'S'
                     : ScalarTraits<T>::letter == 'd' ? 'D'
                     : ScalarTraits<T>::letter == 'c' ? 'C'
                                                      : 'Z';
  row.base.time = time_cuda(stream, ctx.warmup, ctx.reps,
                            [&](int r) { baseline(r % copies); });
  row.base.ran = true;
  // One group per matrix, where the grouped API exists (s, d).
  if (!p.fixed && !is_complex_v<T>) {
    std::unique_ptr<DevicePointers<T>> sptrs =
        std::make_unique<DevicePointers<T>>(L, copies, singles.order,
                                            da.as<T>(), db.as<T>(), dc.as<T>());
    row.base2.name = row.base.name + "-1-per-group";
    row.base2.time = time_cuda(stream, ctx.warmup, ctx.reps, [&](int r) {
      const int set = r % copies;
      cublas_groups<T>(handle, singles, alpha, beta, sptrs->pa(set, L.count),
                       sptrs->pb(set, L.count), sptrs->pc(set, L.count));
    });
    row.base2.ran = true;
  }
}
#endif

template <class T>
void run_all(BenchContext& ctx) {
  const Args& a = ctx.args;
  GemmSetup s;
  const std::string trans = a.get("trans", "NN");
  if (trans.size() != 2) throw UsageError("--trans takes two letters, e.g. NT");
  s.ta = parse_op(trans[0]);
  s.tb = parse_op(trans[1]);
  s.alpha = a.get_double("alpha", 1.0);
  s.beta = a.get_double("beta", 1.0);
  s.check_full = check_full_option(a);
  s.seed = static_cast<std::uint64_t>(a.get_int("seed", 1));
  for (const GemmProblem& p : gemm_problems(ctx, sizeof(T))) {
    Row row =
        problem_row(ctx, "gemm", p.shape, p.dist, p.label, p.x, p.m.size());
    const double fl = is_complex_v<T> ? 8.0 : 2.0;
    for (std::size_t i = 0; i < p.m.size(); ++i) {
      row.flops += fl * double(p.m[i]) * p.n[i] * p.k[i];
      row.bytes +=
          matrix_bytes(p.m[i], p.n[i], p.k[i], sizeof(T), s.beta != 0.0);
    }
#ifdef MYRIAD_BENCH_CUDA
    if (ctx.where == Where::Cuda) {
      run_cuda<T>(ctx, p, s, row);
    } else {
      run_host<T>(ctx, p, s, row);
    }
#else
    run_host<T>(ctx, p, s, row);
#endif
    ctx.report.add(row);
  }
}

}  // namespace

void bench_gemm(BenchContext& ctx) {
  with_scalar(ctx.precision, [&](auto zero) { run_all<decltype(zero)>(ctx); });
}

}  // namespace myriad::bench
