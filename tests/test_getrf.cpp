// Batched LU (getrf, getrf_nopiv, laswp, getrs, gesv): typed over precision x
// backend. LAPACK's scaled residuals with threshold 30; info exactly as
// LAPACKE's; pivots against LAPACKE's as a diagnostic.
#include <gtest/gtest.h>
#include <lapacke.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <vector>

#include "lapack/getrf_driver.hpp"
#include "myriad.h"
#include "myriad/myriad.hpp"

#ifdef MYRIAD_TEST_CUDA
#include <cuda_runtime.h>
#endif

namespace {

using myriad::Backend;
using myriad::Check;
using myriad::MatrixBatch;
using myriad::Op;
using myriad::Queue;
using myriad::real_t;

constexpr double kThreshold = 30.0;

template <class T, Backend B>
struct Config {
  using Scalar = T;
  static constexpr Backend backend = B;
};

// ---- scalar helpers
// ------------------------------------------------------------
template <class T>
T random_scalar(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1, 1);
  if constexpr (myriad::is_complex_v<T>) {
    return T(u(g), u(g));
  } else {
    return T(u(g));
  }
}
template <class T>
double abs1(T x) {
  if constexpr (myriad::is_complex_v<T>) {
    return std::abs(x.real()) + std::abs(x.imag());
  } else {
    return std::abs(x);
  }
}
template <class T>
T conj_if(T x, bool c) {
  if constexpr (myriad::is_complex_v<T>) {
    return c ? std::conj(x) : x;
  } else {
    (void)c;
    return x;
  }
}

// ---- LAPACKE reference
// -----------------------------------------------------------
inline int ref_getrf(int m, int n, float* a, int lda, int* ipiv) {
  return LAPACKE_sgetrf(LAPACK_COL_MAJOR, m, n, a, lda, ipiv);
}
inline int ref_getrf(int m, int n, double* a, int lda, int* ipiv) {
  return LAPACKE_dgetrf(LAPACK_COL_MAJOR, m, n, a, lda, ipiv);
}
inline int ref_getrf(int m, int n, std::complex<float>* a, int lda, int* ipiv) {
  return LAPACKE_cgetrf(LAPACK_COL_MAJOR, m, n,
                        reinterpret_cast<lapack_complex_float*>(a), lda, ipiv);
}
inline int ref_getrf(int m, int n, std::complex<double>* a, int lda,
                     int* ipiv) {
  return LAPACKE_zgetrf(LAPACK_COL_MAJOR, m, n,
                        reinterpret_cast<lapack_complex_double*>(a), lda, ipiv);
}

// ---- residuals (own code: 1-norms, column major)
// -----------------------------------
template <class T>
double norm1(int m, int n, const T* a, int lda) {
  double best = 0;
  for (int j = 0; j < n; ++j) {
    double s = 0;
    for (int i = 0; i < m; ++i) s += std::abs(a[i + std::int64_t(j) * lda]);
    best = std::max(best, s);
  }
  return best;
}

/// ||P A - L U||_1 / (n ||A||_1 eps), as LAPACK's xGET01 (n := max(m, n)
/// columns scale; 0 for empty matrices).
template <class T>
double lu_residual(int m, int n, const T* A0, int lda, const T* F, int ldf,
                   const int* ipiv, bool pivoted) {
  if (m == 0 || n == 0) return 0;
  const int mn = std::min(m, n);
  std::vector<T> PA(std::size_t(m) * n), LU(std::size_t(m) * n, T(0));
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      PA[i + std::size_t(j) * m] = A0[i + std::int64_t(j) * lda];
  if (pivoted)
    for (int k = 0; k < mn; ++k) {
      const int p = ipiv[k] - 1;
      if (p < 0 || p >= m) return std::numeric_limits<double>::infinity();
      if (p != k)
        for (int j = 0; j < n; ++j)
          std::swap(PA[k + std::size_t(j) * m], PA[p + std::size_t(j) * m]);
    }
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      T s(0);
      const int kmax = std::min(std::min(i, j) + 1, mn);
      for (int k = 0; k < kmax; ++k) {
        const T l = k == i ? T(1) : F[i + std::int64_t(k) * ldf];
        const T u = F[k + std::int64_t(j) * ldf];
        s += l * u;
      }
      LU[i + std::size_t(j) * m] = PA[i + std::size_t(j) * m] - s;
    }
  const double eps = std::numeric_limits<real_t<T>>::epsilon();
  const double an = norm1(m, n, A0, lda);
  const double rn = norm1(m, n, LU.data(), m);
  if (an == 0) return rn == 0 ? 0 : 1 / eps;
  return rn / an / (std::max(m, n) * eps);
}

/// ||B - op(A) X||_1 / (n ||A||_1 ||X||_1 eps), as LAPACK's xGET02.
template <class T>
double solve_residual(Op trans, int n, int nrhs, const T* A, int lda,
                      const T* X, int ldx, const T* B, int ldb) {
  if (n == 0 || nrhs == 0) return 0;
  double worst = 0;
  const double eps = std::numeric_limits<real_t<T>>::epsilon();
  const double an = norm1(n, n, A, lda);
  for (int c = 0; c < nrhs; ++c) {
    double rn = 0, xn = 0;
    for (int i = 0; i < n; ++i) {
      T s = B[i + std::int64_t(c) * ldb];
      for (int k = 0; k < n; ++k) {
        const T a = trans == Op::NoTrans ? A[i + std::int64_t(k) * lda]
                                         : conj_if(A[k + std::int64_t(i) * lda],
                                                   trans == Op::ConjTrans);
        s -= a * X[k + std::int64_t(c) * ldx];
      }
      rn += std::abs(s);
      xn += std::abs(X[i + std::int64_t(c) * ldx]);
    }
    if (an == 0 || xn == 0) return 1 / eps;
    worst = std::max(worst, rn / an / xn / (n * eps));
  }
  return worst;
}

// ---- memory where the queue computes
// --------------------------------------------
/// A host vector mirrored where the queue computes (device memory for CUDA).
template <class T>
class Buffer {
 public:
  Buffer(Backend b, std::vector<T> host) : backend_(b), host_(std::move(host)) {
#ifdef MYRIAD_TEST_CUDA
    if (backend_ == Backend::Cuda) {
      cudaMalloc(&dev_, std::max<std::size_t>(1, host_.size()) * sizeof(T));
      upload();
    }
#endif
  }
  ~Buffer() {
#ifdef MYRIAD_TEST_CUDA
    if (dev_) cudaFree(dev_);
#endif
  }
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  T* ptr() { return dev_ ? dev_ : host_.data(); }
  std::vector<T>& host() { return host_; }
  void upload() {
#ifdef MYRIAD_TEST_CUDA
    if (dev_)
      cudaMemcpy(dev_, host_.data(), host_.size() * sizeof(T),
                 cudaMemcpyHostToDevice);
#endif
  }
  std::vector<T>& download() {
#ifdef MYRIAD_TEST_CUDA
    if (dev_)
      cudaMemcpy(host_.data(), dev_, host_.size() * sizeof(T),
                 cudaMemcpyDeviceToHost);
#endif
    return host_;
  }

 private:
  Backend backend_;
  std::vector<T> host_;
  T* dev_ = nullptr;
};

/// A batch of column-major matrices in one buffer (ld = max(1, m_b)) with
/// pointer and size arrays, as fixed-size strided or variable-size views.
template <class T>
struct Batch {
  std::vector<int> m, n, ld;
  std::vector<std::int64_t> off;
  Buffer<T> data;
  Buffer<T*> ptrs;
  Buffer<int> mb, nb, ldb;

  Batch(Backend be, const std::vector<int>& ms, const std::vector<int>& ns)
      : m(ms),
        n(ns),
        ld(ld_of(ms)),
        off(offsets(ms, ns)),
        data(be, std::vector<T>(off.back())),
        ptrs(be, std::vector<T*>(ms.size())),
        mb(be, ms),
        nb(be, ns),
        ldb(be, ld) {
    for (std::size_t b = 0; b < ms.size(); ++b)
      ptrs.host()[b] = data.ptr() + off[b];
    ptrs.upload();
  }
  int count() const { return static_cast<int>(m.size()); }
  T* host(int b) { return data.host().data() + off[b]; }
  MatrixBatch<T> variable(int max_m = -1, int max_n = -1) {
    return MatrixBatch<T>::variable(mb.ptr(), nb.ptr(), ptrs.ptr(), ldb.ptr(),
                                    count(), max_m, max_n);
  }
  /// Fixed size (all matrices m[0] x n[0]): strided.
  MatrixBatch<T> fixed() {
    const std::int64_t stride = count() > 1 ? off[1] - off[0] : 0;
    return MatrixBatch<T>::strided(m[0], n[0], data.ptr(), ld[0], stride,
                                   count());
  }
  void fill_random(std::mt19937_64& g) {
    for (auto& x : data.host()) x = random_scalar<T>(g);
    data.upload();
  }

 private:
  static std::vector<int> ld_of(const std::vector<int>& ms) {
    std::vector<int> r;
    for (int v : ms) r.push_back(std::max(1, v));
    return r;
  }
  static std::vector<std::int64_t> offsets(const std::vector<int>& ms,
                                           const std::vector<int>& ns) {
    std::vector<std::int64_t> o{0};
    for (std::size_t b = 0; b < ms.size(); ++b)
      o.push_back(o.back() + std::int64_t(std::max(1, ms[b])) * ns[b]);
    return o;
  }
};

/// Pivot vectors of min(m_b, n_b) entries (as a batch of column vectors).
struct Pivots {
  std::vector<int> mn;
  std::vector<std::int64_t> off;
  Buffer<int> data;
  Buffer<int*> ptrs;
  Buffer<int> rows, cols, ld;
  Pivots(Backend be, const std::vector<int>& ms, const std::vector<int>& ns)
      : mn(mins(ms, ns)),
        off(offsets(mn)),
        data(be, std::vector<int>(std::max<std::int64_t>(1, off.back()), -7)),
        ptrs(be, std::vector<int*>(ms.size())),
        rows(be, mn),
        cols(be, std::vector<int>(ms.size(), 1)),
        ld(be, ld_of(mn)) {
    for (std::size_t b = 0; b < ms.size(); ++b)
      ptrs.host()[b] = data.ptr() + off[b];
    ptrs.upload();
  }
  MatrixBatch<int> batch(bool variable) {
    const int count = static_cast<int>(mn.size());
    if (variable)
      return MatrixBatch<int>::variable(rows.ptr(), cols.ptr(), ptrs.ptr(),
                                        ld.ptr(), count);
    return MatrixBatch<int>::pointers(mn.empty() ? 0 : mn[0], 1, ptrs.ptr(),
                                      std::max(1, mn.empty() ? 0 : mn[0]),
                                      count);
  }
  const int* host(int b) { return data.host().data() + off[b]; }

 private:
  static std::vector<int> mins(const std::vector<int>& a,
                               const std::vector<int>& b) {
    std::vector<int> r;
    for (std::size_t i = 0; i < a.size(); ++i)
      r.push_back(std::min(a[i], b[i]));
    return r;
  }
  static std::vector<std::int64_t> offsets(const std::vector<int>& mn) {
    std::vector<std::int64_t> o{0};
    for (int v : mn) o.push_back(o.back() + v);
    return o;
  }
  static std::vector<int> ld_of(const std::vector<int>& v) {
    std::vector<int> r;
    for (int x : v) r.push_back(std::max(1, x));
    return r;
  }
};

template <class Cfg>
class GetrfTest : public ::testing::Test {
 protected:
  using T = typename Cfg::Scalar;
  using R = real_t<T>;
  void SetUp() override {
    if (Cfg::backend == Backend::Cuda) {
#ifdef MYRIAD_TEST_CUDA
      if (!Queue::cuda_available()) GTEST_SKIP() << "no CUDA device";
      ASSERT_TRUE(Queue::create_cuda(queue_).ok());
#else
      GTEST_SKIP() << "tests built without CUDA";
#endif
    } else {
      ASSERT_TRUE(Queue::create_host(queue_).ok());
    }
  }
  Backend be() const { return Cfg::backend; }

  /// getrf then getrs op on count random n x n matrices and n x nrhs
  /// right-hand sides, edited by prepare(A, B) on the host first: info 0 and
  /// the solve residual <= 30 for every matrix.
  template <class Prepare>
  void solve_and_check(Op op, int n, int nrhs, int count, std::mt19937_64& g,
                       Prepare prepare) {
    Batch<T> A(be(), std::vector<int>(count, n), std::vector<int>(count, n));
    Batch<T> B(be(), std::vector<int>(count, n), std::vector<int>(count, nrhs));
    A.fill_random(g);
    B.fill_random(g);
    prepare(A, B);
    A.data.upload();
    B.data.upload();
    const std::vector<T> A0 = A.data.host(), B0 = B.data.host();
    Pivots P(be(), A.m, A.n);
    Buffer<int> info(be(), std::vector<int>(count, -1));
    ASSERT_TRUE(
        myriad::getrf<T>(queue_, A.fixed(), P.batch(false), info.ptr()).ok());
    myriad::Status s =
        myriad::getrs<T>(queue_, op, A.fixed(), P.batch(false), B.fixed());
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(queue_.synchronize().ok());
    B.data.download();
    info.download();
    for (int b = 0; b < count; ++b) {
      EXPECT_EQ(info.host()[b], 0) << "n " << n << " matrix " << b;
      EXPECT_LE(solve_residual(op, n, nrhs, A0.data() + A.off[b], n, B.host(b),
                               n, B0.data() + B.off[b], n),
                kThreshold)
          << "n " << n << " nrhs " << nrhs << " op " << char(op);
    }
  }

  /// getrf_nopiv with static pivot replacement on diagonally dominant
  /// matrices of orders ns (stable without pivots), the first column of the
  /// matrices in `zeroed` zero: a zero first pivot, replaced by tol (the
  /// column below it is zero too, so the tiny replacement causes no growth).
  /// Checks info 0, the replacement counts and the residual of the factors
  /// against the matrix with its replaced pivot.
  void nopiv_and_check(const std::vector<int>& ns, bool variable,
                       const std::vector<int>& zeroed, std::mt19937_64& g) {
    const int count = static_cast<int>(ns.size());
    Batch<T> A(be(), ns, ns);
    A.fill_random(g);
    for (int b = 0; b < count; ++b)
      for (int i = 0; i < ns[b]; ++i)
        A.host(b)[i + std::int64_t(i) * A.ld[b]] += T(R(2 * ns[b]));
    for (int b : zeroed)
      for (int i = 0; i < ns[b]; ++i) A.host(b)[i] = T(0);
    A.data.upload();
    const std::vector<T> A0 = A.data.host();
    Buffer<int> info(be(), std::vector<int>(count, -1));
    Buffer<int> rep(be(), std::vector<int>(count, -1));
    const R tol = R(1e-3);
    ASSERT_TRUE(myriad::getrf_nopiv<T>(queue_,
                                       variable ? A.variable() : A.fixed(),
                                       info.ptr(), tol, rep.ptr())
                    .ok());
    ASSERT_TRUE(queue_.synchronize().ok());
    A.data.download();
    info.download();
    rep.download();
    for (int b = 0; b < count; ++b) {
      const int n = ns[b];
      const bool replaced =
          n > 0 && std::find(zeroed.begin(), zeroed.end(), b) != zeroed.end();
      EXPECT_EQ(info.host()[b], 0) << "order " << n << " matrix " << b;
      EXPECT_EQ(rep.host()[b], replaced ? 1 : 0)
          << "order " << n << " matrix " << b;
      std::vector<T> A1(A0.begin() + A.off[b], A0.begin() + A.off[b + 1]);
      if (replaced) A1[0] = T(tol);
      EXPECT_LE(lu_residual(n, n, A1.data(), A.ld[b], A.host(b), A.ld[b],
                            nullptr, false),
                kThreshold)
          << "order " << n << " matrix " << b;
    }
  }

  /// Factors the batch (fixed or variable) and checks every matrix against
  /// LAPACKE: residual <= 30, info equal; returns pivot mismatches.
  /// Square matrices of orders ns with matrix 1 holding a NaN and an Inf:
  /// every other matrix factors to LAPACK's residual, and every matrix's
  /// ipiv is defined (the bad one's too).
  void nonfinite_and_check(const std::vector<int>& ns, bool variable,
                           std::mt19937_64& g) {
    const int count = static_cast<int>(ns.size());
    Batch<T> A(be(), ns, ns);
    A.fill_random(g);
    A.host(1)[0] = T(std::numeric_limits<R>::quiet_NaN());
    A.host(1)[ns[1] + 1] = T(std::numeric_limits<R>::infinity());
    A.data.upload();
    const std::vector<T> A0 = A.data.host();
    Pivots P(be(), ns, ns);
    Buffer<int> info(be(), std::vector<int>(count, -1));
    ASSERT_TRUE(myriad::getrf<T>(queue_, variable ? A.variable() : A.fixed(),
                                 P.batch(variable), info.ptr())
                    .ok());
    ASSERT_TRUE(queue_.synchronize().ok());
    A.data.download();
    P.data.download();
    for (int b = 0; b < count; ++b) {
      const int n = ns[b];
      if (b != 1)
        EXPECT_LE(lu_residual(n, n, A0.data() + A.off[b], n, A.host(b), n,
                              P.host(b), true),
                  kThreshold)
            << "n = " << n << " matrix " << b;
      for (int k = 0; k < n; ++k) {
        EXPECT_GE(P.host(b)[k], k + 1) << "matrix " << b;
        EXPECT_LE(P.host(b)[k], n) << "matrix " << b;
      }
    }
  }

  int factor_and_check(const std::vector<int>& ms, const std::vector<int>& ns,
                       bool variable, std::mt19937_64& g, int zero_col = -1,
                       int leaf = -1) {
    Batch<T> A(be(), ms, ns);
    A.fill_random(g);
    if (zero_col >= 0)
      for (int b = 0; b < A.count(); ++b)
        if (zero_col < ns[b])
          for (int i = 0; i < ms[b]; ++i)
            A.host(b)[i + std::int64_t(zero_col) * A.ld[b]] = T(0);
    A.data.upload();
    const std::vector<T> A0 = A.data.host();
    Pivots P(be(), ms, ns);
    Buffer<int> info(be(), std::vector<int>(ms.size(), -99));
    if (leaf >= 0) {
      // The recursive driver with nodes up to `leaf` wide fused: runs the
      // panel, laswp, trsm and gemm steps on this backend.
      const int mm = *std::max_element(ms.begin(), ms.end());
      const int nn = *std::max_element(ns.begin(), ns.end());
      MatrixBatch<T> Ad = variable ? A.variable(mm, nn) : A.fixed();
      MatrixBatch<int> Pd = P.batch(variable);
      EXPECT_TRUE(myriad::detail::lu_init<T>(queue_.impl(), Ad, Pd, true,
                                             info.ptr(), nullptr)
                      .ok());
      myriad::detail::GetrfDriver<T> d(queue_, Ad, Pd, info.ptr(), {}, leaf);
      myriad::Status s = d.run();
      EXPECT_TRUE(s.ok()) << s.message();
    } else {
      myriad::Status s =
          myriad::getrf<T>(queue_, variable ? A.variable() : A.fixed(),
                           P.batch(variable), info.ptr());
      EXPECT_TRUE(s.ok()) << s.message();
    }
    EXPECT_TRUE(queue_.synchronize().ok());
    A.data.download();
    P.data.download();
    info.download();
    int mismatches = 0;
    for (int b = 0; b < A.count(); ++b) {
      const int m = ms[b], n = ns[b], mn = std::min(m, n);
      std::vector<T> R(A0.begin() + A.off[b], A0.begin() + A.off[b + 1]);
      std::vector<int> rp(std::max(1, mn));
      const int rinfo =
          m && n ? ref_getrf(m, n, R.data(), A.ld[b], rp.data()) : 0;
      EXPECT_EQ(info.host()[b], rinfo)
          << "matrix " << b << " " << m << "x" << n;
      const double r = lu_residual(m, n, A0.data() + A.off[b], A.ld[b],
                                   A.host(b), A.ld[b], P.host(b), true);
      EXPECT_LE(r, kThreshold) << "matrix " << b << " " << m << "x" << n;
      for (int k = 0; k < mn; ++k) {
        const int p = P.host(b)[k];
        EXPECT_TRUE(p >= k + 1 && p <= m) << "ipiv undefined, matrix " << b;
        mismatches += p != rp[k];
      }
    }
    return mismatches;
  }

  Queue queue_;
};

using Configs = ::testing::Types<
    Config<float, Backend::Host>, Config<double, Backend::Host>,
    Config<std::complex<float>, Backend::Host>,
    Config<std::complex<double>, Backend::Host>, Config<float, Backend::Cuda>,
    Config<double, Backend::Cuda>, Config<std::complex<float>, Backend::Cuda>,
    Config<std::complex<double>, Backend::Cuda>>;

struct ConfigNames {
  template <class Cfg>
  static std::string GetName(int) {
    std::string p(1, myriad::ScalarTraits<typename Cfg::Scalar>::letter);
    return p + (Cfg::backend == Backend::Host ? "_host" : "_cuda");
  }
};
TYPED_TEST_SUITE(GetrfTest, Configs, ConfigNames);

const std::vector<int> kSizes = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14,  15,  16,
    17, 18, 19, 20, 27, 28, 29, 31, 32, 33, 50, 63, 64, 65, 127, 128, 129};

TYPED_TEST(GetrfTest, SquareFixed) {
  std::mt19937_64 g(1);
  int mism = 0;
  for (int n : kSizes) {
    const int count = n <= 32 ? 40 : 3;
    mism += this->factor_and_check(std::vector<int>(count, n),
                                   std::vector<int>(count, n), false, g);
  }
  // Diagnostic: pivots differing from LAPACKE's (rounding can break near-ties).
  if (mism) std::printf("[diagnostic] %d pivots differ from LAPACKE\n", mism);
}

TYPED_TEST(GetrfTest, RectangularFixed) {
  std::mt19937_64 g(2);
  // Thread-per-matrix kernel (m, n <= 8), register kernel, shared-row
  // kernel (m, n <= 32, n >= 17; columns past 24 in registers), tiled panels
  // and the recursion, tall and wide; on the GPU, 128 x 100 and 110 x 128
  // take the fused update after their first child of 64 columns with fewer
  // than 64 columns (and, for 110, rows) beside it.
  const int shapes[][2] = {
      {8, 7},    {7, 8},    {8, 1},    {1, 8},    {9, 8},     {8, 9},
      {2, 1},    {1, 2},    {3, 2},    {2, 3},    {6, 4},     {4, 6},
      {5, 3},    {3, 5},    {17, 16},  {16, 17},  {30, 24},   {32, 25},
      {26, 32},  {20, 24},  {33, 8},   {8, 33},   {40, 31},   {31, 40},
      {100, 20}, {20, 100}, {129, 65}, {65, 129}, {128, 100}, {110, 128}};
  for (const auto& s : shapes)
    this->factor_and_check(std::vector<int>(4, s[0]), std::vector<int>(4, s[1]),
                           false, g);
}

TYPED_TEST(GetrfTest, RecursiveDriver) {
  // Forces the nested-panel recursion (leaves of 8 columns) on every backend.
  std::mt19937_64 g(3);
  for (int n : {9, 33, 65, 129, 200})
    this->factor_and_check(std::vector<int>(3, n), std::vector<int>(3, n),
                           false, g, -1, 8);
  this->factor_and_check({70, 20, 129}, {30, 77, 129}, true, g, -1, 8);
  this->factor_and_check({150, 20, 3, 0, 40}, {150, 90, 50, 4, 17}, true, g, 10,
                         8);
}

TYPED_TEST(GetrfTest, TallPanels) {
  // The nested-panel driver with the backend's own leaves: on the GPU, panels
  // of 32 columns up to 512 rows go to the row-owner kernel (the
  // register-tiled one for complex<double>, up to 256 rows) and taller ones
  // to the shared-memory kernel; a fixed-size double batch of order 190
  // splits into children of 96 (kSquareSplitsFixedD).
  std::mt19937_64 g(10);
  const int shapes[][2] = {
      {256, 256}, {300, 300}, {520, 40}, {300, 33}, {190, 190}};
  for (const auto& s : shapes)
    this->factor_and_check(std::vector<int>(2, s[0]), std::vector<int>(2, s[1]),
                           false, g);
}

TYPED_TEST(GetrfTest, FixedSizeView) {
  // getrf on a view of larger matrices (a front's leading block, say): the
  // view factors to LAPACK's residual and nothing outside it changes. On
  // the GPU the row-owner leaves interchange their rows in the columns
  // outside themselves too: only within the view's columns.
  using T = typename TestFixture::T;
  std::mt19937_64 g(21);
  const int count = 3, M = 200, N = 190, i0 = 7, j0 = 11;
  for (const auto& v : {std::pair<int, int>{160, 140}, {100, 170}}) {
    const int m = v.first, n = v.second, mn = std::min(m, n);
    SCOPED_TRACE(testing::Message() << m << " x " << n << " view");
    Batch<T> A(this->be(), std::vector<int>(count, M),
               std::vector<int>(count, N));
    A.fill_random(g);
    const std::vector<T> A0 = A.data.host();
    Pivots P(this->be(), std::vector<int>(count, m),
             std::vector<int>(count, n));
    Buffer<int> info(this->be(), std::vector<int>(count, -1));
    myriad::Status s = myriad::getrf<T>(
        this->queue_, A.fixed().sub(i0, j0, m, n), P.batch(false), info.ptr());
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(this->queue_.synchronize().ok());
    A.data.download();
    P.data.download();
    info.download();
    for (int b = 0; b < count; ++b) {
      const T* a0 = A0.data() + A.off[b];
      const T* a = A.host(b);
      int changed = 0;
      for (int j = 0; j < N; ++j)
        for (int i = 0; i < M; ++i) {
          const bool inside = i >= i0 && i < i0 + m && j >= j0 && j < j0 + n;
          changed += !inside && !(a[i + j * M] == a0[i + j * M]);
        }
      EXPECT_EQ(changed, 0) << "elements outside the view, matrix " << b;
      EXPECT_EQ(info.host()[b], 0) << "matrix " << b;
      const std::int64_t at = i0 + std::int64_t(j0) * M;
      EXPECT_LE(lu_residual(m, n, a0 + at, M, a + at, M, P.host(b), true),
                kThreshold)
          << "matrix " << b;
      for (int k = 0; k < mn; ++k)
        EXPECT_TRUE(P.host(b)[k] >= k + 1 && P.host(b)[k] <= m)
            << "ipiv, matrix " << b;
    }
  }
}

TYPED_TEST(GetrfTest, ExactTiesPickFirstRow) {
  // Exact ties in the first pivot search: column 0 of each matrix holds its
  // largest magnitude (complex: |re| + |im|, split differently between the
  // parts) at three random rows, of either sign; LAPACK's rule takes the
  // first of them. On the GPU: orders 40 (3000 matrices: the recursion's
  // row-owner leaves, as in MediumOrdersLargeBatch), 100, 200 and 300 (the
  // leaves of 128, 256 and 512 rows, their warps' keys compared as
  // integers).
  using T = typename TestFixture::T;
  using R = typename TestFixture::R;
  T ties[3] = {T(R(-8)), T(R(8)), T(R(-8))};
  if constexpr (myriad::is_complex_v<T>) {
    ties[1] = T(R(-3), R(5));
    ties[2] = T(R(0), R(-8));
  }
  std::mt19937_64 g(48);
  for (int n : {40, 100, 200, 300}) {
    SCOPED_TRACE(testing::Message() << "order " << n);
    const int count = n == 40 ? 3000 : 32;
    Batch<T> A(this->be(), std::vector<int>(count, n),
               std::vector<int>(count, n));
    A.fill_random(g);
    std::vector<int> first(count);
    std::uniform_int_distribution<int> row(0, n - 1);
    for (int b = 0; b < count; ++b) {
      int r[3] = {row(g), 0, 0};
      do r[1] = row(g);
      while (r[1] == r[0]);
      do r[2] = row(g);
      while (r[2] == r[0] || r[2] == r[1]);
      for (int k = 0; k < 3; ++k) A.host(b)[r[k]] = ties[k];
      first[b] = std::min({r[0], r[1], r[2]});
    }
    A.data.upload();
    const std::vector<T> A0 = A.data.host();
    Pivots P(this->be(), std::vector<int>(count, n),
             std::vector<int>(count, n));
    Buffer<int> info(this->be(), std::vector<int>(count, -1));
    myriad::Status s =
        myriad::getrf<T>(this->queue_, A.fixed(), P.batch(false), info.ptr());
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(this->queue_.synchronize().ok());
    A.data.download();
    P.data.download();
    for (int b = 0; b < count; ++b) {
      EXPECT_EQ(P.host(b)[0], first[b] + 1) << "matrix " << b;
      EXPECT_LE(lu_residual(n, n, A0.data() + A.off[b], n, A.host(b), n,
                            P.host(b), true),
                kThreshold)
          << "matrix " << b;
    }
  }
}

TYPED_TEST(GetrfTest, VariableSizes) {
  std::mt19937_64 g(4);
  std::uniform_int_distribution<int> u(0, 12);
  std::vector<int> ms, ns;
  for (int b = 0; b < 300; ++b) {
    ms.push_back(u(g));
    ns.push_back(u(g));
  }
  ms[17] = 130;  // one large among many tiny
  ns[17] = 129;
  ms[18] = 0;
  ns[18] = 5;
  this->factor_and_check(ms, ns, true, g);
}

// Variable batches whose orders are all at most 32: the root is one leaf
// launch (on the GPU the thread-per-matrix kernel up to 8, the register
// kernel up to 16, the shared-row kernel above, one matrix a block), which
// also initializes info. Rectangular and empty matrices, the orders where
// the kernels hand over, and a zero column.
TYPED_TEST(GetrfTest, VariableSmallOrders) {
  std::mt19937_64 g(14);
  for (int max : {4, 8, 12, 16, 17, 32}) {
    std::uniform_int_distribution<int> u(0, max);
    std::vector<int> ms, ns;
    for (int b = 0; b < 700; ++b) {
      ms.push_back(u(g));
      ns.push_back(u(g));
    }
    for (int edge : {1, 8, 9, 16, 17, 32}) {
      if (edge > max) continue;
      ms.push_back(edge);
      ns.push_back(edge);
      ms.push_back(edge);
      ns.push_back(1);
      ms.push_back(1);
      ns.push_back(edge);
    }
    this->factor_and_check(ms, ns, true, g);
    this->factor_and_check(ms, ns, true, g, 3);
  }
}

// Variable batches whose orders reach 33...64: on the GPU the root is one
// leaf, the blocked shared-memory kernel for the matrices of order above 32
// (panels of GetrfTuning::kBlocked.panel columns) and the shared-row kernel
// for the others. Rectangular, empty and one-row or one-column matrices, the
// orders where the kernels hand over, whole and partial last panels, a zero
// column (info), getrf_nopiv with replaced pivots, and a NaN that stays in
// its matrix.
TYPED_TEST(GetrfTest, VariableMediumOrders) {
  using T = typename TestFixture::T;
  std::mt19937_64 g(17);
  std::uniform_int_distribution<int> u(0, 64);
  std::vector<int> ms, ns;
  for (int b = 0; b < 400; ++b) {
    ms.push_back(u(g));
    ns.push_back(u(g));
  }
  const int edges[][2] = {{33, 33}, {64, 64}, {63, 63}, {34, 34}, {64, 33},
                          {33, 64}, {64, 1},  {1, 64},  {40, 64}, {64, 40},
                          {32, 64}, {64, 32}, {37, 5},  {5, 37},  {0, 64}};
  for (const auto& e : edges) {
    ms.push_back(e[0]);
    ns.push_back(e[1]);
  }
  this->factor_and_check(ms, ns, true, g);
  this->factor_and_check(ms, ns, true, g, 35);
  this->factor_and_check(ms, ns, true, g, 2);
  this->nopiv_and_check({64, 40, 12, 33, 57, 0, 64}, true, {0, 1, 4}, g);

  this->nonfinite_and_check({40, 64, 50, 20, 64, 33}, true, g);
}

// Fixed-size batches of orders 33...64: on the GPU the small batches of the
// other tests go to the blocked shared-memory kernel
// (GetrfTuning::kBlockedFixedPerSm matrices per SM at most), these to the
// recursion (3000 matrices: more than 4 per SM up to 749 SMs), except for
// complex<double>, which takes the kernel at every count.
TYPED_TEST(GetrfTest, MediumOrdersLargeBatch) {
  std::mt19937_64 g(18);
  constexpr int kCount = 3000;
  const int shapes[][2] = {{40, 40}, {64, 64}, {50, 37}, {37, 50}};
  for (const auto& s : shapes)
    this->factor_and_check(std::vector<int>(kCount, s[0]),
                           std::vector<int>(kCount, s[1]), false, g);
  this->factor_and_check(std::vector<int>(kCount, 48),
                         std::vector<int>(kCount, 48), false, g, 40);
}

TYPED_TEST(GetrfTest, SingularInfo) {
  std::mt19937_64 g(5);
  // Nine small matrices: a host group of eight hands them all back.
  for (int n : {1, 5, 12, 32, 33, 64, 100})
    for (int zc : {0, n / 2, n - 1}) {
      const int count = n <= 32 ? 9 : 3;
      this->factor_and_check(std::vector<int>(count, n),
                             std::vector<int>(count, n), false, g, zc);
    }
  this->factor_and_check({10, 40, 7}, {6, 40, 12}, true, g, 3);
}

TYPED_TEST(GetrfTest, LargeBatchTiny) {
  std::mt19937_64 g(6);
  this->factor_and_check(std::vector<int>(70000, 3), std::vector<int>(70000, 3),
                         false, g);
}

// Batches large enough that, on the GPU, orders 5...11 or 12 go to the
// thread-per-matrix kernel too (GetrfTuning::kThreadMinPerSm matrices per SM;
// 40000 covers up to 312 SMs), each order on its own instantiation (odd and
// even, square and rectangular; float up to 12, complex<double> up to 7),
// and double's orders 13...16 to the register kernel's two rows a lane
// (GetrfTuning::kRegisterPairsMinPerSm): fixed square and rectangular,
// variable with empty matrices, a zero column, and getrf_nopiv with replaced
// pivots.
TYPED_TEST(GetrfTest, LargeBatchSmallOrders) {
  std::mt19937_64 g(16);
  constexpr int kCount = 40000;
  const int shapes[][2] = {{5, 5},   {8, 8},   {8, 6},   {6, 8},   {9, 9},
                           {10, 7},  {7, 11},  {11, 11}, {12, 10}, {13, 13},
                           {16, 16}, {16, 14}, {14, 16}, {15, 15}};
  for (const auto& s : shapes)
    this->factor_and_check(std::vector<int>(kCount, s[0]),
                           std::vector<int>(kCount, s[1]), false, g);
  this->factor_and_check(std::vector<int>(kCount, 7),
                         std::vector<int>(kCount, 7), false, g, 2);
  std::uniform_int_distribution<int> u(0, 8);
  std::vector<int> ms, ns;
  for (int b = 0; b < kCount; ++b) {
    ms.push_back(u(g));
    ns.push_back(u(g));
  }
  this->factor_and_check(ms, ns, true, g);
  this->nopiv_and_check(std::vector<int>(kCount, 7), false, {3, kCount - 1}, g);
  this->nopiv_and_check(std::vector<int>(kCount, 15), false, {5, kCount - 2},
                        g);
  std::uniform_int_distribution<int> u16(0, 16);
  ms.clear();
  ns.clear();
  for (int b = 0; b < kCount; ++b) {
    ms.push_back(u16(g));
    ns.push_back(u16(g));
  }
  this->factor_and_check(ms, ns, true, g);
}

TYPED_TEST(GetrfTest, NonFiniteDoesNotLeak) {
  std::mt19937_64 g(7);
  // Nine matrices: on the host, the first eight go as a group side by side
  // (orders up to GetrfTuning::host_group_max), which hands matrix 1 back.
  for (int n : {4, 20, 40})
    this->nonfinite_and_check(std::vector<int>(9, n), false, g);
}

TYPED_TEST(GetrfTest, NopivWithReplacement) {
  std::mt19937_64 g(8);
  for (int n : {1, 3, 7, 32, 33, 70, 128, 130})
    this->nopiv_and_check(std::vector<int>(5, n), false, {3}, g);
}

// getrf_nopiv on a variable batch of orders up to 32 (on the GPU, one leaf
// launch that also initializes info and the replacement counts).
TYPED_TEST(GetrfTest, NopivVariableSmallOrders) {
  std::mt19937_64 g(15);
  this->nopiv_and_check({5, 12, 20, 32, 9, 1, 16, 17, 8, 0, 25}, true,
                        {1, 3, 8}, g);
}

TYPED_TEST(GetrfTest, LaswpRoundTrip) {
  using T = typename TestFixture::T;
  std::mt19937_64 g(9);
  struct Case {
    int n, nc, k1, k2;
    bool forward_pivots;  // LAPACK's ipiv (row k swaps with a row >= k)
  };
  // The CUDA register kernel (at most 64 interchanges), the compose kernel
  // (its parallel composition on LAPACK's forward pivots, its serial one on
  // others and backward; 600 interchanges with fewer warps where its
  // staging buffers would not fit) and, past the compose kernel's shared
  // memory, the general kernel (2900); pivots pointing anywhere, inside and
  // outside [k1, k2], and several times to one row.
  for (const Case c : {Case{20, 7, 3, 15, true}, Case{20, 9, 1, 20, false},
                       Case{300, 5, 1, 100, false}, Case{300, 3, 50, 250, true},
                       Case{700, 2, 1, 600, false}, Case{700, 3, 1, 600, true},
                       Case{3000, 2, 1, 2900, false}}) {
    SCOPED_TRACE(testing::Message()
                 << "n " << c.n << " k1 " << c.k1 << " k2 " << c.k2);
    const int count = 3;
    Batch<T> A(this->be(), std::vector<int>(count, c.n),
               std::vector<int>(count, c.nc));
    A.fill_random(g);
    const std::vector<T> A0 = A.data.host();
    Pivots P(this->be(), std::vector<int>(count, c.n),
             std::vector<int>(count, c.n));
    std::uniform_int_distribution<int> u(0, 1 << 20);
    for (int b = 0; b < count; ++b)
      for (int k = 0; k < c.n; ++k)
        P.data.host()[P.off[b] + k] =
            c.forward_pivots ? k + 1 + u(g) % (c.n - k) : 1 + u(g) % c.n;
    P.data.upload();
    ASSERT_TRUE(
        myriad::laswp<T>(this->queue_, A.fixed(), c.k1, c.k2, P.batch(false), 1)
            .ok());
    ASSERT_TRUE(this->queue_.synchronize().ok());
    A.data.download();
    for (int b = 0; b < count; ++b) {  // against the same swaps done here
      std::vector<T> R(A0.begin() + A.off[b], A0.begin() + A.off[b + 1]);
      for (int k = c.k1; k <= c.k2; ++k)
        for (int j = 0; j < c.nc; ++j)
          std::swap(R[k - 1 + j * c.n], R[P.host(b)[k - 1] - 1 + j * c.n]);
      for (int i = 0; i < c.n * c.nc; ++i) ASSERT_EQ(A.host(b)[i], R[i]);
    }
    ASSERT_TRUE(myriad::laswp<T>(this->queue_, A.fixed(), c.k1, c.k2,
                                 P.batch(false), -1)
                    .ok());
    ASSERT_TRUE(this->queue_.synchronize().ok());
    A.data.download();
    EXPECT_TRUE(A.data.host() == A0);
  }
}

TYPED_TEST(GetrfTest, GetrsAndGesv) {
  using T = typename TestFixture::T;
  std::mt19937_64 g(10);
  // Orders around the fused solve's group sizes (8, 16) and limits (16 for
  // up to 4 right-hand sides, 8 above; 33-64 for one, by columns) and the
  // driver's blocks; right-hand sides one, a whole tile of 2 and of 4
  // (GetrfTuning::kGetrsTiles), a part of one (3, 9), and several tiles.
  // Orders above 16 for op = N take the block solve (a thread a row, panels
  // of 16 or 32 columns): partial panels, each thread count (64, 128, 256,
  // 384, 512) and its ends; a part of a tile of 4 right-hand sides, and 5
  // (past the kernel's 4: laswp + TRSM). A thread per right-hand side
  // (GetrfTuning::kGetrsThread) at orders up to 12 from 5 of them, up to 24
  // for 5...7 (5...8 complex): orders 9...24 with 5, 7, 9 and 16. A warp
  // per matrix and tile of 16 or 32 right-hand sides
  // (GetrfTuning::kGetrsWarp): orders around its widths 16, 24 and 32 with
  // a part of a tile, whole tiles and several.
  std::vector<std::pair<int, int>> cases;
  for (int n :
       {1, 5, 8, 9, 12, 13, 16, 17, 20, 24, 25, 32, 33, 64, 65, 128, 129})
    for (int nrhs : {1, 2, 3, 4, 5, 7, 9, 16}) cases.push_back({n, nrhs});
  for (int n : {11, 16, 18, 24, 31, 32})
    for (int nrhs : {8, 17, 32, 45}) cases.push_back({n, nrhs});
  // The largest orders with 16 and 33 too: on the host the rows solve up to
  // its largest order without AVX-512 and the blocked solve with it
  // (GetrfTuning::HostGetrsRow), and on the GPU laswp + TRSM.
  for (int n : {200, 256, 257, 511, 512})
    for (int nrhs : {1, 3, 5, 16, 33}) cases.push_back({n, nrhs});
  for (const auto& [n, nrhs] : cases)
    for (Op op : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      this->solve_and_check(op, n, nrhs, 3, g, [](Batch<T>&, Batch<T>&) {});
  // gesv on variable batches (square A, nrhs_b right-hand sides): within the
  // fused solve's limits (orders up to 8; up to 16 with at most 4
  // right-hand sides; 33-64 with one; the block solve's 17-512 with at most
  // 4), and beyond them; up to 32 with at most one, gesv in one launch.
  for (const auto& [ns, rh] :
       {std::pair<std::vector<int>, std::vector<int>>{
            {0, 1, 4, 7, 8, 3, 5, 2}, {2, 1, 16, 0, 5, 9, 1, 8}},
        {{0, 1, 4, 9, 16, 12, 24, 3}, {2, 1, 16, 0, 5, 9, 1, 8}},
        {{0, 1, 4, 9, 16, 12, 3}, {2, 1, 4, 0, 3, 4, 1}},
        {{0, 1, 4, 9, 16, 12, 3}, {2, 1, 2, 0, 1, 2, 1}},
        {{0, 1, 4, 9, 17, 32, 3, 12}, {2, 1, 16, 0, 5, 9, 1, 8}},
        {{0, 1, 4, 9, 17, 32, 3, 12, 25}, {1, 1, 0, 1, 1, 1, 1, 0, 1}},
        {{0, 1, 4, 9, 33, 70, 3}, {2, 1, 16, 0, 5, 16, 1}},
        {{0, 1, 4, 17, 40, 100, 128, 3}, {1, 1, 0, 1, 1, 1, 1, 1}},
        {{0, 1, 300, 17, 64, 512, 33}, {1, 0, 20, 3, 16, 5, 2}},
        {{0, 300, 17, 512, 33, 1, 100}, {1, 4, 3, 2, 0, 1, 4}}}) {
    Batch<T> A(this->be(), ns, ns), B(this->be(), ns, rh);
    A.fill_random(g);
    B.fill_random(g);
    const std::vector<T> A0 = A.data.host(), B0 = B.data.host();
    Pivots P(this->be(), ns, ns);
    Buffer<int> info(this->be(), std::vector<int>(ns.size(), -1));
    myriad::Status s = myriad::gesv<T>(this->queue_, A.variable(),
                                       P.batch(true), B.variable(), info.ptr());
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(this->queue_.synchronize().ok());
    B.data.download();
    info.download();
    for (std::size_t b = 0; b < ns.size(); ++b) {
      EXPECT_EQ(info.host()[b], 0);
      EXPECT_LE(solve_residual(Op::NoTrans, ns[b], rh[b], A0.data() + A.off[b],
                               A.ld[b], B.host(b), B.ld[b],
                               B0.data() + B.off[b], B.ld[b]),
                kThreshold)
          << "variable batch, matrix " << b;
    }
  }
}

// A pivot below the safe minimum (subnormal, nonzero): the solves divide by
// it instead of multiplying by its reciprocal, which would overflow (LAPACK's
// TRSM divides); the block solve then leaves its scaled fast path for the
// panel of that row. Row 0 and column 0 are (tiny, 0, ...), so the pivot
// stays at (0, 0), and row 0 of B is scaled by tiny: x_0 = b_0 / tiny stays
// of order one for every op.
// gesv of fixed-size batches of small orders (on the GPU one launch with
// one right-hand side up to order GetrfTuning::gesv_fused_max, every row
// width, and at the shared-row kernel's orders 17...32; getrf then getrs
// past them, and for none or more right-hand sides):
// the factors and pivots as getrf's, info as LAPACKE's where a column is
// zero, the solution's residual elsewhere.
TYPED_TEST(GetrfTest, GesvSmallOrders) {
  using T = typename TestFixture::T;
  std::mt19937_64 g(16);
  constexpr int kCount = 6;
  constexpr int kSingular = 2;  // a zero column in this matrix
  for (int n : {1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13,
                14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 31, 32, 33})
    for (int nrhs : {0, 1, 2, 4, 5, 16, 17}) {
      Batch<T> A(this->be(), std::vector<int>(kCount, n),
                 std::vector<int>(kCount, n));
      Batch<T> B(this->be(), std::vector<int>(kCount, n),
                 std::vector<int>(kCount, nrhs));
      A.fill_random(g);
      B.fill_random(g);
      for (int i = 0; i < n; ++i)
        A.host(kSingular)[i + std::int64_t(n / 2) * n] = T(0);
      A.data.upload();
      const std::vector<T> A0 = A.data.host(), B0 = B.data.host();
      Pivots P(this->be(), A.m, A.n);
      Buffer<int> info(this->be(), std::vector<int>(kCount, -1));
      myriad::Status st = myriad::gesv<T>(
          this->queue_, A.fixed(), P.batch(false), B.fixed(), info.ptr());
      ASSERT_TRUE(st.ok()) << st.message();
      ASSERT_TRUE(this->queue_.synchronize().ok());
      A.data.download();
      B.data.download();
      P.data.download();
      info.download();
      for (int b = 0; b < kCount; ++b) {
        std::vector<T> R(A0.begin() + A.off[b], A0.begin() + A.off[b + 1]);
        std::vector<int> rp(n);
        EXPECT_EQ(info.host()[b], ref_getrf(n, n, R.data(), n, rp.data()))
            << "n " << n << " nrhs " << nrhs << " matrix " << b;
        EXPECT_LE(lu_residual(n, n, A0.data() + A.off[b], n, A.host(b), n,
                              P.host(b), true),
                  kThreshold)
            << "n " << n << " nrhs " << nrhs << " matrix " << b;
        if (b == kSingular) continue;  // X holds Inf or NaN there
        EXPECT_LE(solve_residual(Op::NoTrans, n, nrhs, A0.data() + A.off[b], n,
                                 B.host(b), n, B0.data() + B.off[b], n),
                  kThreshold)
            << "n " << n << " nrhs " << nrhs << " matrix " << b;
      }
    }
}

TYPED_TEST(GetrfTest, GetrsTinyPivot) {
  using T = typename TestFixture::T;
  using R = myriad::real_t<T>;
  const R tiny = std::numeric_limits<R>::min() / 4;
  std::mt19937_64 g(12);
  for (int n : {5, 20, 40, 300})
    for (int nrhs : {1, 3, 9})
      for (Op op : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        this->solve_and_check(op, n, nrhs, 2, g, [&](Batch<T>& A, Batch<T>& B) {
          for (int b = 0; b < A.count(); ++b) {
            T* a = A.host(b);
            for (int i = 0; i < n; ++i) a[i] = a[i * std::int64_t(n)] = T(0);
            a[0] = T(tiny);
            T* x = B.host(b);
            for (int j = 0; j < nrhs; ++j) x[j * n] *= tiny;
          }
        });
}

TYPED_TEST(GetrfTest, InvalidMatrixReported) {
  using T = typename TestFixture::T;
  std::mt19937_64 g(11);
  Batch<T> A(this->be(), {4, 4, 4}, {4, 4, 4});
  A.fill_random(g);
  A.ldb.host()[1] = 2;  // ld < rows
  A.ldb.upload();
  Pivots P(this->be(), A.m, A.n);
  Buffer<int> info(this->be(), std::vector<int>(3, 7));
  myriad::Status s =
      myriad::getrf<T>(this->queue_, A.variable(), P.batch(true), info.ptr());
  EXPECT_EQ(s.code(), myriad::StatusCode::InvalidMatrix);
  EXPECT_NE(s.message().find("matrix 1"), std::string::npos) << s.message();
  ASSERT_TRUE(this->queue_.synchronize().ok());
  info.download();
  EXPECT_EQ(info.host()[0], 0);
  EXPECT_LT(info.host()[1], 0);
  EXPECT_EQ(info.host()[2], 0);
}

// ---- C interface
// ---------------------------------------------------------------------
// Each C entry point must build the descriptors the C++ call would: run on
// two copies of one problem, the results must agree bit for bit (the C++
// routines' correctness is checked above).

template <class T>
struct CLu;
#define MYRIAD_TEST_C_LU(T, CT, p)                                             \
  template <>                                                                  \
  struct CLu<T> {                                                              \
    using Scalar = CT;                                                         \
    static constexpr auto getrf = myriad_##p##getrf_batched;                   \
    static constexpr auto getrf_strided = myriad_##p##getrf_batched_strided;   \
    static constexpr auto getrf_v = myriad_##p##getrf_vbatched;                \
    static constexpr auto getrf_vmax = myriad_##p##getrf_vbatched_max_nocheck; \
    static constexpr auto nopiv = myriad_##p##getrf_nopiv_batched;             \
    static constexpr auto nopiv_strided =                                      \
        myriad_##p##getrf_nopiv_batched_strided;                               \
    static constexpr auto nopiv_v = myriad_##p##getrf_nopiv_vbatched;          \
    static constexpr auto nopiv_vmax =                                         \
        myriad_##p##getrf_nopiv_vbatched_max_nocheck;                          \
    static constexpr auto getrs = myriad_##p##getrs_batched;                   \
    static constexpr auto getrs_strided = myriad_##p##getrs_batched_strided;   \
    static constexpr auto getrs_v = myriad_##p##getrs_vbatched;                \
    static constexpr auto getrs_vmax = myriad_##p##getrs_vbatched_max_nocheck; \
    static constexpr auto gesv = myriad_##p##gesv_batched;                     \
    static constexpr auto gesv_strided = myriad_##p##gesv_batched_strided;     \
    static constexpr auto gesv_v = myriad_##p##gesv_vbatched;                  \
    static constexpr auto gesv_vmax = myriad_##p##gesv_vbatched_max_nocheck;   \
    static constexpr auto laswp = myriad_##p##laswp_batched;                   \
    static constexpr auto laswp_strided = myriad_##p##laswp_batched_strided;   \
    static constexpr auto laswp_v = myriad_##p##laswp_vbatched;                \
    static constexpr auto laswp_vmax = myriad_##p##laswp_vbatched_max_nocheck; \
  };
MYRIAD_TEST_C_LU(float, float, s)
MYRIAD_TEST_C_LU(double, double, d)
MYRIAD_TEST_C_LU(std::complex<float>, myriad_float_complex, c)
MYRIAD_TEST_C_LU(std::complex<double>, myriad_double_complex, z)
#undef MYRIAD_TEST_C_LU

/// One LU problem: A, B (2 right-hand sides), valid pivots, info, replaced.
template <class T>
struct LuProblem {
  static constexpr int kRhs = 2;
  Batch<T> A, B;
  Pivots P;
  Buffer<int> info, replaced;
  LuProblem(Backend be, const std::vector<int>& ns, std::uint64_t seed)
      : A(be, ns, ns),
        B(be, ns, std::vector<int>(ns.size(), kRhs)),
        P(be, ns, ns),
        info(be, std::vector<int>(ns.size(), -9)),
        replaced(be, std::vector<int>(ns.size(), -9)) {
    std::mt19937_64 g(seed);
    A.fill_random(g);
    B.fill_random(g);
    for (std::size_t b = 0; b < ns.size(); ++b)
      for (int k = 0; k < ns[b]; ++k)
        P.data.host()[P.off[b] + k] =
            k + 1 + static_cast<int>(g() % (ns[b] - k));
    P.data.upload();
  }
};

TYPED_TEST(GetrfTest, CInterfaceMatchesCpp) {
  using T = typename TestFixture::T;
  using C = CLu<T>;
  using CT = typename C::Scalar;
  using R = real_t<T>;
  myriad_queue_t cq = nullptr;
  ASSERT_EQ(this->be() == Backend::Host
                ? myriad_queue_create_host(&cq, 0)
                : myriad_queue_create_cuda(&cq, 0, nullptr),
            MYRIAD_SUCCESS);
  Queue& q = this->queue_;
  const auto cp = [](T* const* p) { return reinterpret_cast<CT* const*>(p); };
  const auto ccp = [](T* const* p) {
    return reinterpret_cast<CT const* const*>(p);
  };
  const auto cb = [](T* p) { return reinterpret_cast<CT*>(p); };
  const int nf = 6, count = 3;
  const std::vector<int> fixed(count, nf), var = {6, 0, 5};
  const R tol = R(1e-3);
  constexpr int kRhs = LuProblem<T>::kRhs;

  // Runs c_call on one copy and cpp_call on another; compares A, B, pivots,
  // info and replaced.
  auto same = [&](const char* what, bool variable, auto c_call, auto cpp_call) {
    const std::vector<int>& ns = variable ? var : fixed;
    LuProblem<T> x(this->be(), ns, 11), y(this->be(), ns, 11);
    ASSERT_EQ(c_call(x), MYRIAD_SUCCESS)
        << what << ": " << myriad_queue_last_error(cq);
    ASSERT_EQ(myriad_queue_synchronize(cq), MYRIAD_SUCCESS);
    ASSERT_TRUE(cpp_call(y).ok()) << what;
    ASSERT_TRUE(q.synchronize().ok());
    EXPECT_EQ(x.A.data.download(), y.A.data.download()) << what;
    EXPECT_EQ(x.B.data.download(), y.B.data.download()) << what;
    EXPECT_EQ(x.P.data.download(), y.P.data.download()) << what;
    EXPECT_EQ(x.info.download(), y.info.download()) << what;
    EXPECT_EQ(x.replaced.download(), y.replaced.download()) << what;
  };
  // Fixed-size descriptors as the C interface documents them (ipiv of
  // min(m, n) = n entries, pointer or strided).
  auto ipiv_ptrs = [&](LuProblem<T>& p) {
    return MatrixBatch<int>::pointers(nf, 1, p.P.ptrs.ptr(), nf, count);
  };
  auto ipiv_strided = [&](LuProblem<T>& p) {
    return MatrixBatch<int>::strided(nf, 1, p.P.data.ptr(), nf, nf, count);
  };
  auto a_ptrs = [&](LuProblem<T>& p) {
    return MatrixBatch<T>::pointers(nf, nf, p.A.ptrs.ptr(), nf, count);
  };
  auto b_ptrs = [&](LuProblem<T>& p) {
    return MatrixBatch<T>::pointers(nf, kRhs, p.B.ptrs.ptr(), nf, count);
  };

  // getrf
  same(
      "getrf_batched", false,
      [&](LuProblem<T>& p) {
        return C::getrf(cq, nf, nf, cp(p.A.ptrs.ptr()), nf, p.P.ptrs.ptr(),
                        p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf<T>(q, a_ptrs(p), ipiv_ptrs(p), p.info.ptr());
      });
  same(
      "getrf_batched_strided", false,
      [&](LuProblem<T>& p) {
        return C::getrf_strided(cq, nf, nf, cb(p.A.data.ptr()), nf, nf * nf,
                                p.P.data.ptr(), nf, p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf<T>(q, p.A.fixed(), ipiv_strided(p), p.info.ptr());
      });
  same(
      "getrf_vbatched", true,
      [&](LuProblem<T>& p) {
        return C::getrf_v(cq, p.A.mb.ptr(), p.A.nb.ptr(), cp(p.A.ptrs.ptr()),
                          p.A.ldb.ptr(), p.P.ptrs.ptr(), p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf<T>(q, p.A.variable(), p.P.batch(true),
                                p.info.ptr());
      });
  same(
      "getrf_vbatched_max_nocheck", true,
      [&](LuProblem<T>& p) {
        return C::getrf_vmax(cq, p.A.mb.ptr(), p.A.nb.ptr(), cp(p.A.ptrs.ptr()),
                             p.A.ldb.ptr(), p.P.ptrs.ptr(), p.info.ptr(), count,
                             6, 6);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf<T>(q, p.A.variable(6, 6), p.P.batch(true),
                                p.info.ptr(), Check::None);
      });

  // getrf_nopiv
  same(
      "getrf_nopiv_batched", false,
      [&](LuProblem<T>& p) {
        return C::nopiv(cq, nf, nf, cp(p.A.ptrs.ptr()), nf, tol,
                        p.replaced.ptr(), p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf_nopiv<T>(q, a_ptrs(p), p.info.ptr(), tol,
                                      p.replaced.ptr());
      });
  same(
      "getrf_nopiv_batched_strided", false,
      [&](LuProblem<T>& p) {
        return C::nopiv_strided(cq, nf, nf, cb(p.A.data.ptr()), nf, nf * nf,
                                tol, p.replaced.ptr(), p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf_nopiv<T>(q, p.A.fixed(), p.info.ptr(), tol,
                                      p.replaced.ptr());
      });
  same(
      "getrf_nopiv_vbatched", true,
      [&](LuProblem<T>& p) {
        return C::nopiv_v(cq, p.A.mb.ptr(), p.A.nb.ptr(), cp(p.A.ptrs.ptr()),
                          p.A.ldb.ptr(), tol, p.replaced.ptr(), p.info.ptr(),
                          count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf_nopiv<T>(q, p.A.variable(), p.info.ptr(), tol,
                                      p.replaced.ptr());
      });
  same(
      "getrf_nopiv_vbatched_max_nocheck", true,
      [&](LuProblem<T>& p) {
        return C::nopiv_vmax(cq, p.A.mb.ptr(), p.A.nb.ptr(), cp(p.A.ptrs.ptr()),
                             p.A.ldb.ptr(), tol, p.replaced.ptr(), p.info.ptr(),
                             count, 6, 6);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrf_nopiv<T>(q, p.A.variable(6, 6), p.info.ptr(), tol,
                                      p.replaced.ptr(), Check::None);
      });

  // getrs (trans C: the conjugate transpose for complex scalars)
  const auto ro = [](MatrixBatch<T> m) { return MatrixBatch<const T>(m); };
  const auto ri = [](MatrixBatch<int> m) { return MatrixBatch<const int>(m); };
  same(
      "getrs_batched", false,
      [&](LuProblem<T>& p) {
        return C::getrs(cq, 'C', nf, kRhs, ccp(p.A.ptrs.ptr()), nf,
                        p.P.ptrs.ptr(), cp(p.B.ptrs.ptr()), nf, count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrs<T>(q, Op::ConjTrans, ro(a_ptrs(p)),
                                ri(ipiv_ptrs(p)), b_ptrs(p));
      });
  same(
      "getrs_batched_strided", false,
      [&](LuProblem<T>& p) {
        return C::getrs_strided(cq, 'N', nf, kRhs, cb(p.A.data.ptr()), nf,
                                nf * nf, p.P.data.ptr(), nf, cb(p.B.data.ptr()),
                                nf, nf * kRhs, count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrs<T>(q, Op::NoTrans, ro(p.A.fixed()),
                                ri(ipiv_strided(p)), p.B.fixed());
      });
  same(
      "getrs_vbatched", true,
      [&](LuProblem<T>& p) {
        return C::getrs_v(cq, 'T', p.A.mb.ptr(), p.B.nb.ptr(),
                          ccp(p.A.ptrs.ptr()), p.A.ldb.ptr(), p.P.ptrs.ptr(),
                          cp(p.B.ptrs.ptr()), p.B.ldb.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrs<T>(q, Op::Trans, ro(p.A.variable()),
                                ri(p.P.batch(true)), p.B.variable());
      });
  same(
      "getrs_vbatched_max_nocheck", true,
      [&](LuProblem<T>& p) {
        return C::getrs_vmax(cq, 'N', p.A.mb.ptr(), p.B.nb.ptr(),
                             ccp(p.A.ptrs.ptr()), p.A.ldb.ptr(), p.P.ptrs.ptr(),
                             cp(p.B.ptrs.ptr()), p.B.ldb.ptr(), count, 6, kRhs);
      },
      [&](LuProblem<T>& p) {
        return myriad::getrs<T>(q, Op::NoTrans, ro(p.A.variable(6, 6)),
                                ri(p.P.batch(true)), p.B.variable(6, kRhs),
                                Check::None);
      });

  // gesv
  same(
      "gesv_batched", false,
      [&](LuProblem<T>& p) {
        return C::gesv(cq, nf, kRhs, cp(p.A.ptrs.ptr()), nf, p.P.ptrs.ptr(),
                       cp(p.B.ptrs.ptr()), nf, p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::gesv<T>(q, a_ptrs(p), ipiv_ptrs(p), b_ptrs(p),
                               p.info.ptr());
      });
  same(
      "gesv_batched_strided", false,
      [&](LuProblem<T>& p) {
        return C::gesv_strided(cq, nf, kRhs, cb(p.A.data.ptr()), nf, nf * nf,
                               p.P.data.ptr(), nf, cb(p.B.data.ptr()), nf,
                               nf * kRhs, p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::gesv<T>(q, p.A.fixed(), ipiv_strided(p), p.B.fixed(),
                               p.info.ptr());
      });
  same(
      "gesv_vbatched", true,
      [&](LuProblem<T>& p) {
        return C::gesv_v(cq, p.A.mb.ptr(), p.B.nb.ptr(), cp(p.A.ptrs.ptr()),
                         p.A.ldb.ptr(), p.P.ptrs.ptr(), cp(p.B.ptrs.ptr()),
                         p.B.ldb.ptr(), p.info.ptr(), count);
      },
      [&](LuProblem<T>& p) {
        return myriad::gesv<T>(q, p.A.variable(), p.P.batch(true),
                               p.B.variable(), p.info.ptr());
      });
  same(
      "gesv_vbatched_max_nocheck", true,
      [&](LuProblem<T>& p) {
        return C::gesv_vmax(cq, p.A.mb.ptr(), p.B.nb.ptr(), cp(p.A.ptrs.ptr()),
                            p.A.ldb.ptr(), p.P.ptrs.ptr(), cp(p.B.ptrs.ptr()),
                            p.B.ldb.ptr(), p.info.ptr(), count, 6, kRhs);
      },
      [&](LuProblem<T>& p) {
        return myriad::gesv<T>(q, p.A.variable(6, 6), p.P.batch(true),
                               p.B.variable(6, kRhs), p.info.ptr(),
                               Check::None);
      });

  // laswp (rows 2..5 forward or backward, on all lda rows of each matrix)
  same(
      "laswp_batched", false,
      [&](LuProblem<T>& p) {
        return C::laswp(cq, nf, cp(p.A.ptrs.ptr()), nf, 2, 5, p.P.ptrs.ptr(), 1,
                        count);
      },
      [&](LuProblem<T>& p) {
        return myriad::laswp<T>(q, a_ptrs(p), 2, 5, ri(ipiv_ptrs(p)), 1);
      });
  same(
      "laswp_batched_strided", false,
      [&](LuProblem<T>& p) {
        return C::laswp_strided(cq, nf, cb(p.A.data.ptr()), nf, nf * nf, 2, 5,
                                p.P.data.ptr(), nf, -1, count);
      },
      [&](LuProblem<T>& p) {
        return myriad::laswp<T>(q, p.A.fixed(), 2, 5, ri(ipiv_strided(p)), -1);
      });
  same(
      "laswp_vbatched", true,
      [&](LuProblem<T>& p) {
        return C::laswp_v(cq, p.A.nb.ptr(), cp(p.A.ptrs.ptr()), p.A.ldb.ptr(),
                          2, 5, p.P.ptrs.ptr(), 1, count);
      },
      [&](LuProblem<T>& p) {
        return myriad::laswp<T>(q, p.A.variable(), 2, 5, ri(p.P.batch(true)),
                                1);
      });
  same(
      "laswp_vbatched_max_nocheck", true,
      [&](LuProblem<T>& p) {
        return C::laswp_vmax(cq, p.A.nb.ptr(), cp(p.A.ptrs.ptr()),
                             p.A.ldb.ptr(), 2, 5, p.P.ptrs.ptr(), 1, count, 6,
                             6);
      },
      [&](LuProblem<T>& p) {
        return myriad::laswp<T>(q, p.A.variable(6, 6), 2, 5,
                                ri(p.P.batch(true)), 1, Check::None);
      });
  myriad_queue_destroy(cq);
}

}  // namespace
