// Self-tests of the validation library: generators give the matrices they
// promise (condition numbers, exact info, scaling, reproducibility), and the
// residuals pass correct results and fail perturbed ones (no check that
// cannot fail).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <vector>

#include "validation/matrix_kinds.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"
#include "validation/sizes.hpp"
#include "validation/test_batch.hpp"

namespace myriad::validation {
namespace {

template <class T>
class ValidationTest : public ::testing::Test {};
struct PrecisionName {
  template <class T>
  static std::string GetName(int) {
    return precision_name<T>();
  }
};
using Precisions =
    ::testing::Types<float, double, std::complex<float>, std::complex<double>>;
TYPED_TEST_SUITE(ValidationTest, Precisions, PrecisionName);

/// 1-norm condition number through LU (LAPACK's getrf + an explicit
/// inverse by getrs with the identity).
template <class T>
double cond1(int n, const std::vector<T>& a) {
  std::vector<T> lu = a, inv(static_cast<std::size_t>(n) * n, T{});
  std::vector<int> ipiv(n);
  if (ref::getrf<T>(n, n, lu.data(), n, ipiv.data()) != 0) return INFINITY;
  for (int i = 0; i < n; ++i) inv[i + static_cast<std::size_t>(i) * n] = T(1);
  ref::getrs<T>(Op::NoTrans, n, n, lu.data(), n, ipiv.data(), inv.data(), n);
  return ref::norm_ge(ref::Norm::One, n, n, a.data(), n) *
         ref::norm_ge(ref::Norm::One, n, n, inv.data(), n);
}

TYPED_TEST(ValidationTest, PrescribedConditionNumbers) {
  using T = TypeParam;
  const int n = 20;
  for (MatrixKind kind :
       {MatrixKind::WellCond, MatrixKind::IllCond, MatrixKind::Upper,
        MatrixKind::SpdWellCond, MatrixKind::SpdIllCond}) {
    std::vector<T> a(n * n);
    Rng rng(5);
    const MatrixInfo info = generate<T>(kind, n, n, a.data(), n, rng);
    const double c = cond1<T>(n, a);
    // The 2-norm condition number is built in; cond_1 is within a factor n.
    if (kind == MatrixKind::Upper) {
      EXPECT_LE(c, 3.0 * n) << kind_name(kind);
    } else {
      EXPECT_GE(c, info.cond / n) << kind_name(kind);
      EXPECT_LE(c, info.cond * n * 1.01) << kind_name(kind);
    }
  }
  std::vector<T> a(n * n);
  Rng rng(6);
  EXPECT_NEAR(generate<T>(MatrixKind::VeryIllCond, n, n, a.data(), n, rng).cond,
              0.1 / eps_of<T>(), 1e-6 / eps_of<T>());
}

TYPED_TEST(ValidationTest, ZeroColumnKindsGiveExactLuInfo) {
  using T = TypeParam;
  for (int n : {1, 2, 5, 10, 33})
    for (MatrixKind kind : {MatrixKind::ZeroFirstCol, MatrixKind::ZeroLastCol,
                            MatrixKind::ZeroLastHalf}) {
      std::vector<T> a(n * n);
      std::vector<int> ipiv(n);
      Rng rng(n);
      const MatrixInfo info = generate<T>(kind, n, n, a.data(), n, rng);
      ASSERT_GT(info.info, 0);
      EXPECT_EQ(ref::getrf<T>(n, n, a.data(), n, ipiv.data()), info.info)
          << kind_name(kind) << " n " << n;
    }
  std::vector<T> a(40);
  std::vector<int> ipiv(5);
  Rng rng(1);
  // m > n: last column zero is still the n-th pivot; m < n: not a pivot column.
  EXPECT_EQ(generate<T>(MatrixKind::ZeroLastCol, 8, 5, a.data(), 8, rng).info,
            5);
  EXPECT_EQ(generate<T>(MatrixKind::ZeroLastCol, 5, 8, a.data(), 5, rng).info,
            0);
}

TYPED_TEST(ValidationTest, SpdKindsGiveExactCholeskyInfo) {
  using T = TypeParam;
  for (int n : {1, 2, 7, 16, 33})
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (MatrixKind kind : lapack_po_kinds()) {
        std::vector<T> a(n * n), a0;
        Rng rng(n * 10 + 1);
        GenOptions opt;
        opt.zero_index = n == 7 ? 3 : 0;
        const MatrixInfo info = generate<T>(kind, n, n, a.data(), n, rng, opt);
        if (n == 7 &&
            (kind == MatrixKind::SpdSemidefinite || kind == MatrixKind::SpdNaN))
          EXPECT_EQ(info.info, 3);
        a0 = a;
        if (kind == MatrixKind::SpdNaN) {
          // OpenBLAS's potrf does not test for NaN (LAPACK's does): check
          // the generator's promise directly.
          EXPECT_TRUE(std::isnan(real_part(a[(info.info - 1) * (n + 1)])));
          continue;
        }
        EXPECT_EQ(ref::potrf<T>(uplo, n, a.data(), n), info.info)
            << kind_name(kind) << " n " << n;
        if (info.info == 0) {
          const double r =
              cholesky_residual<T>(uplo, n, a0.data(), n, a.data(), n);
          EXPECT_TRUE(passes(r)) << kind_name(kind) << " n " << n << ": " << r;
        }
      }
}

TYPED_TEST(ValidationTest, ScaledKindsAreNearUnderflowAndOverflow) {
  using T = TypeParam;
  const int m = 12, n = 9;
  std::vector<T> a(m * n);
  Rng rng(3);
  generate<T>(MatrixKind::ScaledSmall, m, n, a.data(), m, rng);
  double mx = ref::norm_ge(ref::Norm::Max, m, n, a.data(), m);
  EXPECT_LE(mx, scaled_small_norm<T>());
  EXPECT_GE(mx, scaled_small_norm<T>() / 100);
  generate<T>(MatrixKind::ScaledLarge, m, n, a.data(), m, rng);
  mx = ref::norm_ge(ref::Norm::Max, m, n, a.data(), m);
  EXPECT_LE(mx, scaled_large_norm<T>());
  EXPECT_GE(mx, scaled_large_norm<T>() / 100);
  EXPECT_TRUE(
      std::isfinite(ref::norm_ge(ref::Norm::Frobenius, m, n, a.data(), m)));
}

TYPED_TEST(ValidationTest, SpecialKinds) {
  using T = TypeParam;
  const int m = 7, n = 6;
  std::vector<T> a(m * n);
  Rng rng(4);
  auto count = [&](auto pred) {
    return std::count_if(a.begin(), a.end(), pred);
  };
  generate<T>(MatrixKind::WithNaN, m, n, a.data(), m, rng);
  EXPECT_EQ(count([](T x) { return std::isnan(real_part(x)); }), 1);
  generate<T>(MatrixKind::WithInf, m, n, a.data(), m, rng);
  EXPECT_EQ(count([](T x) { return std::isinf(real_part(x)); }), 1);
  generate<T>(MatrixKind::Integer, m, n, a.data(), m, rng);
  EXPECT_EQ(count([](T x) {
              return real_part(x) != std::round(real_part(x)) ||
                     imag_part(x) != std::round(imag_part(x)) ||
                     abs_val(x) > 4 * 1.5;
            }),
            0);
  generate<T>(MatrixKind::Lower, m, n, a.data(), m, rng);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < j; ++i) EXPECT_EQ(a[i + j * m], T{});
  generate<T>(MatrixKind::Diagonal, m, n, a.data(), m, rng);
  EXPECT_EQ(count([](T x) { return x != T{}; }), n);
  // Rank deficient: rank min(m,n)/2 = 3 -> LU's U has 3 tiny trailing pivots.
  std::vector<T> sq(n * n);
  generate<T>(MatrixKind::RankDeficient, n, n, sq.data(), n, rng);
  std::vector<int> ipiv(n);
  ref::getrf<T>(n, n, sq.data(), n, ipiv.data());
  EXPECT_LT(abs_val(sq[(n - 1) + (n - 1) * n]), 1e3 * eps_of<T>());
}

TYPED_TEST(ValidationTest, Reproducible) {
  using T = TypeParam;
  auto a = TestBatch<T>::variable({3, 0, 9}, {4, 2, 9}, 2),
       b = TestBatch<T>::variable({3, 0, 9}, {4, 2, 9}, 2);
  a.fill(MatrixKind::WellCond, 42);
  b.fill(MatrixKind::WellCond, 42);
  for (int k = 0; k < 3; ++k) EXPECT_EQ(changed_outside(a, b, k), 0);
  b.fill(MatrixKind::WellCond, 43);
  EXPECT_GT(changed_outside(a, b, 2), 0);
}

TYPED_TEST(ValidationTest, GemmResidualDetectsErrors) {
  using T = TypeParam;
  const int m = 9, n = 8, k = 7;
  std::vector<T> A(m * k), B(k * n), C0(m * n), C;
  Rng rng(8);
  generate<T>(MatrixKind::Random, m, k, A.data(), m, rng);
  generate<T>(MatrixKind::Random, k, n, B.data(), k, rng);
  generate<T>(MatrixKind::Random, m, n, C0.data(), m, rng);
  const T alpha = make_scalar<T>(0.5, 1), beta = make_scalar<T>(-1, 0.5);
  C = C0;
  ref::gemm<T>(Op::NoTrans, Op::NoTrans, m, n, k, alpha, A.data(), m, B.data(),
               k, beta, C.data(), m);
  auto res = [&](bool exact = false) {
    return gemm_residual<T>(Op::NoTrans, Op::NoTrans, m, n, k, alpha, A.data(),
                            m, B.data(), k, beta, C0.data(), m, C.data(), m,
                            exact);
  };
  EXPECT_EQ(res(), 0);
  EXPECT_EQ(res(true), 0);
  C[5] +=
      make_scalar<T>(1e5 * eps_of<T>());  // ~ 1e4 k eps relative to the norms
  EXPECT_FALSE(passes(res()));
  EXPECT_FALSE(passes(res(true)));
  C[5] = make_scalar<T>(NAN);
  EXPECT_FALSE(passes(res()));
  // beta = 0: C0 is not read (NaN in it) and its norm not used.
  std::fill(C0.begin(), C0.end(), make_scalar<T>(NAN));
  ref::gemm<T>(Op::NoTrans, Op::NoTrans, m, n, k, alpha, A.data(), m, B.data(),
               k, T(0), C.data(), m);
  EXPECT_TRUE(passes(gemm_residual<T>(Op::NoTrans, Op::NoTrans, m, n, k, alpha,
                                      A.data(), m, B.data(), k, T(0), C0.data(),
                                      m, C.data(), m)));
}

TYPED_TEST(ValidationTest, FactorizationResidualsDetectErrors) {
  using T = TypeParam;
  const int n = 15, nrhs = 3;
  std::vector<T> A(n * n), LU, B(n * nrhs), X;
  std::vector<int> ipiv(n);
  Rng rng(9);
  generate<T>(MatrixKind::WellCond, n, n, A.data(), n, rng);
  generate<T>(MatrixKind::Random, n, nrhs, B.data(), n, rng);
  LU = A;
  ASSERT_EQ(ref::getrf<T>(n, n, LU.data(), n, ipiv.data()), 0);
  EXPECT_TRUE(
      passes(lu_residual<T>(n, n, A.data(), n, LU.data(), n, ipiv.data())));
  X = B;
  ref::getrs<T>(Op::NoTrans, n, nrhs, LU.data(), n, ipiv.data(), X.data(), n);
  EXPECT_TRUE(passes(solve_residual<T>(Op::NoTrans, n, nrhs, A.data(), n,
                                       X.data(), n, B.data(), n)));
  X[n + 2] *= real_t<T>(1 + 1e4 * eps_of<T>() * n);
  EXPECT_FALSE(passes(solve_residual<T>(Op::NoTrans, n, nrhs, A.data(), n,
                                        X.data(), n, B.data(), n)));
  ipiv[2] = 0;  // out of range
  EXPECT_FALSE(
      passes(lu_residual<T>(n, n, A.data(), n, LU.data(), n, ipiv.data())));
  LU = A;
  std::vector<int> piv2(n);
  ref::getrf<T>(n, n, LU.data(), n, piv2.data());
  LU[3 + 5 * n] += make_scalar<T>(1e-2);
  EXPECT_FALSE(
      passes(lu_residual<T>(n, n, A.data(), n, LU.data(), n, piv2.data())));
  // Cholesky: only the uplo triangle is read; a wrong entry there fails.
  std::vector<T> S(n * n), F;
  generate<T>(MatrixKind::SpdWellCond, n, n, S.data(), n, rng);
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    F = S;
    ASSERT_EQ(ref::potrf<T>(uplo, n, F.data(), n), 0);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i)
        if (uplo == Uplo::Lower ? i < j : i > j)
          F[i + j * n] = make_scalar<T>(NAN);
    EXPECT_TRUE(
        passes(cholesky_residual<T>(uplo, n, S.data(), n, F.data(), n)));
    F[(uplo == Uplo::Lower ? 6 + 2 * n : 2 + 6 * n)] +=
        make_scalar<T>(1e4 * n * eps_of<T>());
    EXPECT_FALSE(
        passes(cholesky_residual<T>(uplo, n, S.data(), n, F.data(), n)));
  }
}

TYPED_TEST(ValidationTest, TrsmResidualDetectsErrors) {
  using T = TypeParam;
  const int m = 11, n = 6;
  std::vector<T> A(m * m), B(m * n), X;
  Rng rng(10);
  generate<T>(MatrixKind::Upper, m, m, A.data(), m, rng);
  generate<T>(MatrixKind::Random, m, n, B.data(), m, rng);
  const T alpha = make_scalar<T>(2, -1);
  for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
    X = B;
    ref::trsm<T>(Side::Left, Uplo::Upper, t, Diag::NonUnit, m, n, alpha,
                 A.data(), m, X.data(), m);
    EXPECT_TRUE(
        passes(trsm_residual<T>(Side::Left, Uplo::Upper, t, Diag::NonUnit, m, n,
                                alpha, A.data(), m, X.data(), m, B.data(), m)));
    X[4] += make_scalar<T>(1e4 * m * eps_of<T>());
    EXPECT_FALSE(
        passes(trsm_residual<T>(Side::Left, Uplo::Upper, t, Diag::NonUnit, m, n,
                                alpha, A.data(), m, X.data(), m, B.data(), m)));
  }
}

TYPED_TEST(ValidationTest, NormsMatchDefinitions) {
  using T = TypeParam;
  const int n = 4;
  std::vector<T> a(n * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      a[i + j * n] = make_scalar<T>(i - 2 * j, i == j ? 0 : 1);
  double one = 0, inf = 0, fro = 0, mx = 0;
  for (int j = 0; j < n; ++j) {
    double c = 0;
    for (int i = 0; i < n; ++i) c += abs_val(a[i + j * n]);
    one = std::max(one, c);
  }
  for (int i = 0; i < n; ++i) {
    double r = 0;
    for (int j = 0; j < n; ++j) r += abs_val(a[i + j * n]);
    inf = std::max(inf, r);
  }
  for (const T& x : a) {
    fro += std::norm(std::complex<double>(real_part(x), imag_part(x)));
    mx = std::max(mx, abs_val(x));
  }
  const double tol = 1e-5;
  EXPECT_NEAR(ref::norm_ge(ref::Norm::One, n, n, a.data(), n), one, tol);
  EXPECT_NEAR(ref::norm_ge(ref::Norm::Inf, n, n, a.data(), n), inf, tol);
  EXPECT_NEAR(ref::norm_ge(ref::Norm::Frobenius, n, n, a.data(), n),
              std::sqrt(fro), tol);
  EXPECT_NEAR(ref::norm_ge(ref::Norm::Max, n, n, a.data(), n), mx, tol);
  // Symmetric / Hermitian from one triangle equal the general norm of the full
  // matrix.
  std::vector<T> h = a;
  make_hermitian_full<T>(Uplo::Lower, n, h.data(), n);
  for (auto norm :
       {ref::Norm::One, ref::Norm::Inf, ref::Norm::Frobenius, ref::Norm::Max})
    EXPECT_NEAR(ref::norm_he(norm, Uplo::Lower, n, a.data(), n),
                ref::norm_ge(norm, n, n, h.data(), n), tol);
  EXPECT_NEAR(
      ref::norm_tr(ref::Norm::One, Uplo::Upper, Diag::Unit, 1, 1, a.data(), n),
      1.0, tol);
  a[5] = make_scalar<T>(NAN);
  EXPECT_TRUE(std::isnan(ref::norm_ge(ref::Norm::One, n, n, a.data(), n)));
}

TEST(SizeDistributions, Ranges) {
  Rng rng(11);
  for (SizeDist d : all_size_dists()) {
    const auto s = generate_sizes(d, 64, 2000, rng);
    ASSERT_EQ(s.size(), 2000u);
    const int lo = d == SizeDist::Uniform0 ? 0 : 1;
    for (int v : s) {
      EXPECT_GE(v, lo) << dist_name(d);
      EXPECT_LE(v, 64) << dist_name(d);
    }
    SizeDist back;
    EXPECT_TRUE(parse_dist(dist_name(d), back));
    EXPECT_EQ(back, d);
  }
  auto zeros = generate_sizes(SizeDist::Uniform0, 5, 600, rng);
  EXPECT_GT(std::count(zeros.begin(), zeros.end(), 0), 0);
  auto one = generate_sizes(SizeDist::OneLarge, 300, 1000, rng);
  EXPECT_EQ(std::count(one.begin(), one.end(), 300), 1);
  EXPECT_EQ(std::count_if(one.begin(), one.end(),
                          [](int v) { return v > 4 && v != 300; }),
            0);
  auto pl = generate_sizes(SizeDist::PowerLaw, 256, 4000, rng);
  EXPECT_GT(std::count_if(pl.begin(), pl.end(), [](int v) { return v <= 4; }),
            2000);
  EXPECT_GT(std::count_if(pl.begin(), pl.end(), [](int v) { return v >= 64; }),
            0);
}

TEST(MatrixKinds, NamesRoundTrip) {
  for (MatrixKind k : all_kinds()) {
    MatrixKind back;
    ASSERT_TRUE(parse_kind(kind_name(k), back)) << kind_name(k);
    EXPECT_EQ(back, k);
  }
  EXPECT_EQ(lapack_ge_kinds().size(), 11u);
  EXPECT_EQ(lapack_po_kinds().size(), 9u);
}

}  // namespace
}  // namespace myriad::validation
