// The host kernels built once per instruction set (blas3/host/
// host_kernels_<isa>.cpp: the small GEMM, the own TRSM / TRMM loops, the LU
// and Cholesky leaves), each called directly. The library runs only the widest
// build the CPU has, so without this the narrower builds go untested on every
// machine (on an AVX-512 CPU the AVX2 and baseline ones, on an AVX2 CPU the
// baseline one). Each build the CPU can run is checked against CBLAS /
// LAPACKE with LAPACK's scaled residuals; a build it cannot run is skipped
// with the reason. Typed over precision x instruction set.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <string>
#include <vector>

#include "blas3/host/gemm_small.hpp"
#include "blas3/host/host_isa.hpp"
#include "blas3/host/tri_own.hpp"
#include "blas3/tri_check.hpp"
#include "lapack/host/chol_own.hpp"
#include "lapack/host/lu_own.hpp"
#include "myriad/batch.hpp"
#include "validation/matrix_kinds.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/rng.hpp"

namespace myriad::detail {
// The per-ISA accessors the library instantiates (host_kernels.hpp), only
// declared here: a definition in this file would be compiled for the
// baseline target, and the calls below must reach the library's builds.
template <class T, class Isa>
SmallGemmFn<T> small_gemm_kernel();
template <class T, class Isa>
TriOwnFn<T> tri_own_kernel();
template <class T, class Isa>
LuOwnFns<T> lu_own_kernel();
template <class T, class Isa>
CholOwnFns<T> chol_own_kernel();
}  // namespace myriad::detail

namespace {

using myriad::Diag;
using myriad::Op;
using myriad::Side;
using myriad::Uplo;
namespace d = myriad::detail;
namespace v = myriad::validation;

template <class T, class Isa>
struct Config {
  using Scalar = T;
  using IsaTag = Isa;
};

/// Why this CPU cannot run the build for Isa, or empty when it can.
template <class Isa>
std::string cannot_run() {
  if constexpr (std::is_same_v<Isa, d::IsaBase>) {
    return {};
  } else {
#ifdef MYRIAD_HOST_ISA_DISPATCH
    if (d::cpu_runs(Isa{})) return {};
    return std::is_same_v<Isa, d::IsaAvx2>
               ? "this CPU has no AVX2/FMA"
               : "this CPU has no AVX-512 (F, VL, DQ)";
#else
    return "the AVX2 / AVX-512 builds exist on x86-64 with GCC or Clang only";
#endif
  }
}

template <class T>
T random_scalar(v::Rng& rng) {
  if constexpr (myriad::is_complex_v<T>) {
    using R = myriad::real_t<T>;
    const R re = static_cast<R>(rng.uniform());
    return T(re, static_cast<R>(rng.uniform()));
  } else {
    return static_cast<T>(rng.uniform());
  }
}

template <class T>
std::vector<T> random_matrix(int rows, int cols, int ld, v::Rng& rng) {
  std::vector<T> a(static_cast<std::size_t>(ld) * std::max(cols, 1));
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i)
      a[i + static_cast<std::size_t>(j) * ld] = random_scalar<T>(rng);
  return a;
}

template <class C>
class HostIsaTest : public ::testing::Test {
 protected:
  using T = typename C::Scalar;
  using Isa = typename C::IsaTag;
  void SetUp() override {
    if (const std::string why = cannot_run<Isa>(); !why.empty())
      GTEST_SKIP() << why;
  }
};

#ifdef MYRIAD_HOST_ISA_DISPATCH
#define MYRIAD_ISA_CONFIGS(T) \
  Config<T, d::IsaBase>, Config<T, d::IsaAvx2>, Config<T, d::IsaAvx512>
#else
#define MYRIAD_ISA_CONFIGS(T) Config<T, d::IsaBase>
#endif
using Configs =
    ::testing::Types<MYRIAD_ISA_CONFIGS(float), MYRIAD_ISA_CONFIGS(double),
                     MYRIAD_ISA_CONFIGS(std::complex<float>),
                     MYRIAD_ISA_CONFIGS(std::complex<double>)>;
#undef MYRIAD_ISA_CONFIGS

struct ConfigNames {
  template <class C>
  static std::string GetName(int) {
    using T = typename C::Scalar;
    using Isa = typename C::IsaTag;
    const std::string p = std::is_same_v<T, float>                 ? "s"
                          : std::is_same_v<T, double>              ? "d"
                          : std::is_same_v<T, std::complex<float>> ? "c"
                                                                   : "z";
    const std::string i = std::is_same_v<Isa, d::IsaBase>   ? "base"
                          : std::is_same_v<Isa, d::IsaAvx2> ? "avx2"
                                                            : "avx512";
    return p + "_" + i;
  }
};
TYPED_TEST_SUITE(HostIsaTest, Configs, ConfigNames);

// The small GEMM on every op pair it is given in the library, sizes across
// its micro-tile shapes (1 ... 33), alpha and beta general, beta = 0 over a
// NaN-filled C (must not propagate).
TYPED_TEST(HostIsaTest, SmallGemm) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  const d::SmallGemmFn<T> gemm = d::small_gemm_kernel<T, Isa>();
  v::Rng rng(7, 1);
  const Op ops[] = {Op::NoTrans, Op::Trans, Op::ConjTrans};
  const int sizes[] = {1, 2, 3, 5, 8, 13, 16, 17, 24, 31, 33};
  int cases = 0;
  for (Op ta : ops)
    for (Op tb : ops)
      for (int s = 0; s < 11; ++s) {
        const int m = sizes[s], n = sizes[(s + 3) % 11],
                  k = sizes[(s + 7) % 11];
        const int ar = ta == Op::NoTrans ? m : k,
                  ac = ta == Op::NoTrans ? k : m;
        const int br = tb == Op::NoTrans ? k : n,
                  bc = tb == Op::NoTrans ? n : k;
        const int lda = ar + 1, ldb = br + 2, ldc = m + 3;
        const auto A = random_matrix<T>(ar, ac, lda, rng);
        const auto B = random_matrix<T>(br, bc, ldb, rng);
        for (const bool zero_beta : {false, true}) {
          auto C0 = random_matrix<T>(m, n, ldc, rng);
          if (zero_beta)
            std::fill(C0.begin(), C0.end(),
                      T(std::numeric_limits<myriad::real_t<T>>::quiet_NaN()));
          const T alpha = random_scalar<T>(rng);
          const T beta = zero_beta ? T(0) : random_scalar<T>(rng);
          auto C = C0;
          gemm(ta, tb, m, n, k, alpha, A.data(), lda, B.data(), ldb, beta,
               C.data(), ldc);
          const double r =
              v::gemm_residual(ta, tb, m, n, k, alpha, A.data(), lda, B.data(),
                               ldb, beta, C0.data(), ldc, C.data(), ldc);
          EXPECT_TRUE(v::passes(r))
              << "m " << m << " n " << n << " k " << k << " ops "
              << static_cast<int>(ta) << static_cast<int>(tb) << " beta0 "
              << zero_beta << ": residual " << r;
          ++cases;
        }
      }
  EXPECT_EQ(cases, 9 * 11 * 2);
}

// The own TRSM loops (Solve, orders up to kTriOwnMax) and TRMM loops
// (Multiply, up to kTriMulMax) on both sides, both triangles, every op and
// diagonal, with the vectors one at a time and in groups (lanes_from).
TYPED_TEST(HostIsaTest, TriangularLoops) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  using R = myriad::real_t<T>;
  const d::TriOwnFn<T> own = d::tri_own_kernel<T, Isa>();
  v::Rng rng(11, 2);
  const double eps = std::numeric_limits<R>::epsilon();
  int cases = 0;
  for (const d::TriKind kind : {d::TriKind::Solve, d::TriKind::Multiply})
    for (const Side side : {Side::Left, Side::Right})
      for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
        for (const Op trans : {Op::NoTrans, Op::Trans, Op::ConjTrans})
          for (const Diag diag : {Diag::NonUnit, Diag::Unit})
            for (const int r : {1, 3, 8, 17, d::tri_own_max(kind)})
              for (const int lanes_from : {1, 1 << 20}) {
                const int nvec = 1 + (r * 7 + lanes_from) % 13;
                const bool left = side == Side::Left;
                const int m = left ? r : nvec, n = left ? nvec : r;
                const int lda = r + 1, ldb = m + 2;
                auto A = random_matrix<T>(r, r, lda, rng);
                // A well-conditioned triangle: a dominant diagonal.
                for (int i = 0; i < r; ++i)
                  A[i + static_cast<std::size_t>(i) * lda] += T(R(2 * r));
                const auto B0 = random_matrix<T>(m, n, ldb, rng);
                const T alpha = random_scalar<T>(rng);
                auto X = B0;
                const d::TriOpts o{side, uplo, trans, diag};
                const d::TriLayout l = d::tri_layout(o);
                own(kind, {A.data(), lda, r, l.rev, l.swap, l.conj,
                           diag == Diag::Unit, alpha, X.data(), left ? 1 : ldb,
                           left ? ldb : 1, nvec, lanes_from});
                double res;
                if (kind == d::TriKind::Solve) {
                  res = v::trsm_residual(side, uplo, trans, diag, m, n, alpha,
                                         A.data(), lda, X.data(), ldb,
                                         B0.data(), ldb);
                } else {
                  auto ref = B0;
                  v::ref::trmm(side, uplo, trans, diag, m, n, alpha, A.data(),
                               lda, ref.data(), ldb);
                  double diff = 0, scale = 0;
                  for (int j = 0; j < n; ++j)
                    for (int i = 0; i < m; ++i) {
                      const std::size_t e =
                          i + static_cast<std::size_t>(j) * ldb;
                      diff = std::max(diff, double(std::abs(X[e] - ref[e])));
                      scale = std::max(scale, double(std::abs(ref[e])));
                    }
                  res = diff / (std::max(scale, 1.0) * r * eps);
                }
                EXPECT_TRUE(v::passes(res))
                    << (kind == d::TriKind::Solve ? "solve" : "multiply")
                    << " side " << static_cast<int>(side) << " uplo "
                    << static_cast<int>(uplo) << " trans "
                    << static_cast<int>(trans) << " diag "
                    << static_cast<int>(diag) << " r " << r << " vectors "
                    << nvec << " lanes_from " << lanes_from << ": residual "
                    << res;
                ++cases;
              }
  EXPECT_EQ(cases, 2 * 2 * 2 * 3 * 2 * 5 * 2);
}

// The LU leaf: the fixed-order kernels (orders up to kHostFixedMax) and the
// unblocked loop, square and rectangular; residual, info and pivots against
// LAPACKE (random data: no near ties), and a matrix with a zero column.
TYPED_TEST(HostIsaTest, LuLeaf) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  using R = myriad::real_t<T>;
  const d::LuOwnFn<T> lu = d::lu_own_kernel<T, Isa>().leaf;
  v::Rng rng(13, 3);
  const int shapes[][2] = {{1, 1},  {2, 2},   {3, 3},   {5, 5},   {8, 8},
                           {9, 9},  {13, 13}, {16, 16}, {20, 20}, {33, 33},
                           {24, 8}, {8, 24},  {40, 16}, {5, 1},   {1, 5}};
  for (const auto& s : shapes)
    for (const int zero_col : {-1, 0, 1}) {
      const int m = s[0], n = s[1], mn = std::min(m, n), lda = m + 1;
      if (zero_col >= n) continue;
      auto A0 = random_matrix<T>(m, n, lda, rng);
      const int zc = zero_col < 0 ? -1 : (zero_col == 0 ? 0 : n / 2);
      if (zc >= 0)
        for (int i = 0; i < m; ++i)
          A0[i + static_cast<std::size_t>(zc) * lda] = T(0);
      auto A = A0, Aref = A0;
      std::vector<int> ipiv(mn, -1), iref(mn, -1);
      int replaced = 0;
      const int info = lu(d::LuView<T>{m, n, A.data(), lda}, ipiv.data(), 0,
                          d::LuPivoting<R>{}, replaced);
      const int info_ref = v::ref::getrf(m, n, Aref.data(), lda, iref.data());
      EXPECT_EQ(info, info_ref) << m << " x " << n << " zero column " << zc;
      EXPECT_EQ(replaced, 0);
      if (zc < 0) EXPECT_EQ(ipiv, iref) << m << " x " << n;
      const double res =
          v::lu_residual(m, n, A0.data(), lda, A.data(), lda, ipiv.data());
      EXPECT_TRUE(v::passes(res))
          << m << " x " << n << " zero column " << zc << ": residual " << res;
    }
}

// The GETRS solve of LuOwn (op = N, both triangles down the factors'
// columns, passes of up to 4 right-hand sides): LAPACKE's factors of random
// matrices, row-interchanged B, the solve residual against the original A
// and B; counts 1...9 cover whole and partial passes.
// Both solves, the blocked one (LuSolveBlockedFn) with either vector width
// from its smallest order on: orders around the blocks' rows (4, 8 or 16)
// so that the rows left over (solved inside the edge block) take every
// count, right-hand sides around its passes of kHostGetrsPass; the rows of B
// past n (ldb > n) must keep their values. The rows solve (LuSolveRowsFn)
// takes B before the interchanges (it applies ipiv itself): orders around its
// steps of 4 rows and up to kHostGetrsRowsMax, right-hand sides around its
// passes (2 to 16 a pass, by precision and ISA).
TYPED_TEST(HostIsaTest, LuSolve) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  const d::LuOwnFns<T> lu = d::lu_own_kernel<T, Isa>();
  ASSERT_NE(lu.solve, nullptr);
  ASSERT_NE(lu.solve_blocked, nullptr);
  ASSERT_NE(lu.solve_rows, nullptr);
  v::Rng rng(17, 5);
  const T guard(-7);
  for (int path = 0; path < 4; ++path) {
    const bool blocked = path == 1 || path == 2, narrow = path == 2;
    const bool rows = path == 3;
    for (const int n : {1, 2, 4, 5, 7, 8, 9, 15, 16, 17, 23, 33, 70, 130,
                        d::GetrfTuning::kHostGetrsRowsMax}) {
      if (n > 70 && !rows) continue;
      if (blocked && n < d::lu_blocked_rows<T>(narrow)) continue;
      for (const int nrhs : {1, 2, 3, 4, 5, 8, 9, 16, 17, 33}) {
        const int lda = n + 2, ldb = n + 1;
        const auto A0 = random_matrix<T>(n, n, lda, rng);
        auto B0 = random_matrix<T>(n, nrhs, ldb, rng);
        for (int j = 0; j < nrhs; ++j)
          B0[n + static_cast<std::size_t>(j) * ldb] = guard;
        auto LU = A0, X = B0;
        std::vector<int> ipiv(n, -1);
        ASSERT_EQ(v::ref::getrf(n, n, LU.data(), lda, ipiv.data()), 0);
        if (rows) {
          lu.solve_rows(n, nrhs, LU.data(), lda, ipiv.data(), X.data(), ldb);
        } else {
          for (int j = 0; j < nrhs; ++j)
            for (int k = 0; k < n; ++k)
              std::swap(X[k + static_cast<std::size_t>(j) * ldb],
                        X[ipiv[k] - 1 + static_cast<std::size_t>(j) * ldb]);
          if (blocked)
            lu.solve_blocked(n, nrhs, LU.data(), lda, X.data(), ldb, narrow);
          else
            lu.solve(n, nrhs, LU.data(), lda, X.data(), ldb);
        }
        const double res =
            v::solve_residual(Op::NoTrans, n, nrhs, A0.data(), lda, X.data(),
                              ldb, B0.data(), ldb);
        EXPECT_TRUE(v::passes(res)) << "path " << path << " n " << n << " nrhs "
                                    << nrhs << ": residual " << res;
        for (int j = 0; j < nrhs; ++j)
          EXPECT_EQ(X[n + static_cast<std::size_t>(j) * ldb], guard)
              << "path " << path << " n " << n << " column " << j;
      }
    }
  }
}

// The LU groups of kLuLanes matrices side by side (orders up to
// GetrfTuning::host_group_max, real and complex, pivot base 3): in each group
// one matrix with a zero column (a zero pivot) and one with a NaN must come
// back in the mask, unchanged; the others' pivots (random data: no near ties)
// equal LAPACKE's plus the base, and their residuals pass. Both forms of the
// interchanges where the ISA has the gathered one (AVX-512).
TYPED_TEST(HostIsaTest, LuGroups) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  using R = myriad::real_t<T>;
  const d::LuOwnFns<T> lu = d::lu_own_kernel<T, Isa>();
  ASSERT_NE(lu.group, nullptr);
  EXPECT_EQ(lu.group_gathered != nullptr, (std::is_same_v<Isa, d::IsaAvx512>));
  constexpr int kLanes = d::kLuLanes, kBase = 3;
  constexpr int kMax = d::GetrfTuning::host_group_max<T>();
  for (const auto group : {lu.group, lu.group_gathered}) {
    if (!group) continue;
    for (int n = 1; n <= kMax; ++n) {
      const int lda = n + 1;
      const std::int64_t stride = static_cast<std::int64_t>(lda) * n + 3;
      v::Rng rng(37, static_cast<std::uint64_t>(n));
      const int len = static_cast<int>(stride) * kLanes;
      auto A0 = random_matrix<T>(len, 1, len, rng);
      const int zero = n % kLanes, nan = (n + 3) % kLanes;
      for (int i = 0; i < n; ++i)
        A0[zero * stride + i + static_cast<std::int64_t>(n / 2) * lda] = T(0);
      A0[nan * stride + (n - 1) * lda] = T(std::numeric_limits<R>::quiet_NaN());
      auto A = A0;
      std::vector<int> ipiv(static_cast<std::size_t>(n) * kLanes, -1);
      const auto batch =
          myriad::MatrixBatch<T>::strided(n, n, A.data(), lda, stride, kLanes);
      const auto pivots =
          myriad::MatrixBatch<int>::strided(n, 1, ipiv.data(), n, n, kLanes);
      const unsigned back = group(n, batch, pivots, 0, kBase);
      for (int l = 0; l < kLanes; ++l) {
        const T* a0 = A0.data() + l * stride;
        const T* a = A.data() + l * stride;
        const bool handed_back = back >> l & 1u;
        EXPECT_EQ(handed_back, l == zero || l == nan)
            << "n = " << n << " matrix " << l;
        if (handed_back) {
          EXPECT_TRUE(
              std::equal(a0, a0 + stride - 3, a,
                         [](T x, T y) { return x == y || (x != x && y != y); }))
              << "n = " << n << ": matrix " << l << " was changed";
          continue;
        }
        std::vector<T> Aref(a0, a0 + stride - 3);
        std::vector<int> iref(n), piv(n);
        EXPECT_EQ(v::ref::getrf(n, n, Aref.data(), lda, iref.data()), 0);
        for (int j = 0; j < n; ++j) piv[j] = ipiv[l * n + j] - kBase;
        EXPECT_EQ(piv, iref) << "n = " << n << " matrix " << l;
        const double res = v::lu_residual(n, n, a0, lda, a, lda, piv.data());
        EXPECT_TRUE(v::passes(res))
            << "n = " << n << " matrix " << l << ": residual " << res;
      }
    }
  }
}

// The Cholesky leaf (both triangles, orders across its fixed-order copies
// and past them) and, for real scalars, the groups of kPotrfLanes matrices
// side by side (orders up to kPotrfHostGroupMax), with one matrix of each
// group indefinite: its bit set in the mask and the matrix left unchanged,
// the others' residuals and info as LAPACKE's.
TYPED_TEST(HostIsaTest, CholeskyLeafAndGroups) {
  using T = typename TestFixture::T;
  using Isa = typename TestFixture::Isa;
  const d::CholOwnFns<T> chol = d::chol_own_kernel<T, Isa>();
  for (const Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (const int n : {1, 2, 5, 8, 13, 16, 17, 24, 32}) {
      for (const auto kind :
           {v::MatrixKind::SpdWellCond, v::MatrixKind::SpdIndefinite}) {
        const int lda = n + 2;
        std::vector<T> A0(static_cast<std::size_t>(lda) * n);
        v::Rng rng(29, static_cast<std::uint64_t>(n));
        v::generate<T>(kind, n, n, A0.data(), lda, rng, {});
        auto A = A0, Aref = A0;
        const int info = chol.leaf(uplo, n, A.data(), lda);
        const int info_ref = v::ref::potrf<T>(uplo, n, Aref.data(), lda);
        EXPECT_EQ(info, info_ref) << "leaf n = " << n;
        if (info == 0)
          EXPECT_TRUE(v::passes(
              v::cholesky_residual<T>(uplo, n, A0.data(), lda, A.data(), lda)))
              << "leaf n = " << n;
      }
      if constexpr (!myriad::is_complex_v<T>) {
        if (n > d::kPotrfHostGroupMax) continue;
        ASSERT_NE(chol.group, nullptr);
        constexpr int kLanes = d::kPotrfLanes;
        const int lda = n + 1;
        const std::int64_t stride = static_cast<std::int64_t>(lda) * n + 3;
        std::vector<T> A0(static_cast<std::size_t>(stride) * kLanes);
        const int sick = n % kLanes;  // the indefinite matrix of the group
        for (int l = 0; l < kLanes; ++l) {
          v::Rng rng(31, static_cast<std::uint64_t>(n * kLanes + l));
          v::generate<T>(l == sick && n > 1 ? v::MatrixKind::SpdIndefinite
                                            : v::MatrixKind::SpdWellCond,
                         n, n, A0.data() + l * stride, lda, rng, {});
        }
        auto A = A0;
        const auto batch = myriad::MatrixBatch<T>::strided(n, n, A.data(), lda,
                                                           stride, kLanes);
        const unsigned bad = chol.group(uplo, n, batch, 0);
        for (int l = 0; l < kLanes; ++l) {
          auto ref = std::vector<T>(A0.begin() + l * stride,
                                    A0.begin() + (l + 1) * stride);
          const int info_ref = v::ref::potrf<T>(uplo, n, ref.data(), lda);
          EXPECT_EQ((bad >> l & 1u) != 0, info_ref != 0)
              << "group n = " << n << " matrix " << l;
          if (info_ref != 0) {
            EXPECT_TRUE(std::equal(A.begin() + l * stride,
                                   A.begin() + (l + 1) * stride,
                                   A0.begin() + l * stride))
                << "group n = " << n << ": failed matrix " << l
                << " was changed";
          } else {
            EXPECT_TRUE(v::passes(
                v::cholesky_residual<T>(uplo, n, A0.data() + l * stride, lda,
                                        A.data() + l * stride, lda)))
                << "group n = " << n << " matrix " << l;
          }
        }
      }
    }
}

}  // namespace
