// SYRK, HERK, SYR2K, HER2K: every option combination on both backends and
// all precisions, fixed and variable size, exact on integer data, residuals
// on random data; the triangle of C that must not be touched is NaN and must
// come back bit-identical; bad arguments.
#include <complex>
#include <limits>
#include <vector>

#include "myriad.h"
#include "sym_test_util.hpp"

namespace {

using namespace sym_test;
using myriad::MatrixBatch;
using myriad::testing::all_pass;
using myriad::testing::AllConfigs;
using myriad::testing::ConfigName;
using myriad::testing::QueueTest;

const Routine kRoutines[] = {Routine::Syrk, Routine::Herk, Routine::Syr2k,
                             Routine::Her2k};

template <class C>
class RankKTest : public QueueTest<C> {};
TYPED_TEST_SUITE(RankKTest, AllConfigs, ConfigName);

// Every option, every order of orders() with k = 8, 16, 32, 64 (and 0, 1, 3),
// integer data: exact equality with CBLAS. Layouts alternate between pointer
// arrays and strided batches.
TYPED_TEST(RankKTest, AllOptionsExact) {
  using T = typename TestFixture::T;
  int step = 0;
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (int n : orders())
        for (int k : {0, 1, 3, 8, 16, 32, 64}) {
          const Layout layout = ++step % 2 ? Layout::Pointers : Layout::Strided;
          std::vector<double> res;
          const Status s = run_case<T>(
              this->queue_, r, o, std::vector<int>(2, n),
              std::vector<int>(2, k), MatrixKind::Integer, layout, res);
          const std::string what = describe(r, o, n, k, layout);
          ASSERT_TRUE(s.ok()) << what << ": " << s.message();
          ASSERT_TRUE(all_pass(res, what));
        }
}

// Random data: the scaled residual, on fewer shapes.
TYPED_TEST(RankKTest, AllOptionsResidual) {
  using T = typename TestFixture::T;
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (int n : {1, 9, 33, 65})
        for (int k : {8, 64}) {
          std::vector<double> res;
          const Status s =
              run_case<T>(this->queue_, r, o, std::vector<int>(3, n),
                          std::vector<int>(3, k), MatrixKind::Random,
                          Layout::Pointers, res);
          const std::string what = describe(r, o, n, k, Layout::Pointers);
          ASSERT_TRUE(s.ok()) << what << ": " << s.message();
          ASSERT_TRUE(all_pass(res, what));
        }
}

// alpha == 0 and beta == 1 leaves C bit-identical (BLAS's quick return), even
// NaN and, for herk, imaginary parts on the diagonal; beta == 0 ignores NaN
// in C.
TYPED_TEST(RankKTest, QuickReturnAndBetaZero) {
  using T = typename TestFixture::T;
  const T nan = myriad::validation::sym::quiet_nan<T>();
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r)) {
      const int n = 20, k = 6;
      const bool tr = o.trans != Op::NoTrans;
      auto A = TestBatch<T>::fixed(tr ? k : n, tr ? n : k, 2);
      auto C = TestBatch<T>::fixed(n, n, 2);
      A.fill(MatrixKind::Integer, 3);
      C.fill(MatrixKind::Integer, 4);
      C.at(0, 5, 5) = nan;
      C.at(1, 3, 4) = nan;
      C.at(1, 4, 3) = nan;
      const TestBatch<T> C0 = C.clone();
      myriad::testing::upload<T>(this->queue_, {&A, &C});
      const Status s = myriad::validation::sym::call<T>(
          r, this->queue_, o, T(0), T(1),
          A.batch(this->queue_, Layout::Strided),
          A.batch(this->queue_, Layout::Strided),
          C.batch(this->queue_, Layout::Strided));
      ASSERT_TRUE(s.ok()) << s.message();
      myriad::testing::download<T>(this->queue_, C);
      for (int b = 0; b < 2; ++b)
        EXPECT_EQ(myriad::validation::changed_outside(C0, C, b), 0)
            << describe(r, o, n, k, Layout::Strided) << " alpha 0 beta 1";

      // beta == 0 with NaN in the referenced triangle: result exact.
      auto C2 = TestBatch<T>::fixed(n, n, 2);
      C2.fill_value(nan);
      myriad::validation::sym::poison_other_triangle(o.uplo, false, C2);
      const TestBatch<T> C20 = C2.clone();
      myriad::testing::upload<T>(this->queue_, {&C2});
      const T alpha = myriad::validation::make_scalar<T>(2);
      const Status s2 = myriad::validation::sym::call<T>(
          r, this->queue_, o, alpha, T(0),
          A.batch(this->queue_, Layout::Pointers),
          A.batch(this->queue_, Layout::Pointers),
          C2.batch(this->queue_, Layout::Pointers));
      ASSERT_TRUE(s2.ok()) << s2.message();
      myriad::testing::download<T>(this->queue_, C2);
      for (int b = 0; b < 2; ++b) {
        const double v = myriad::validation::sym::rankk_check<T>(
            r, o, n, k, alpha, T(0), A.host(b), A.ld(b), A.host(b), A.ld(b),
            C20.host(b), C20.ld(b), C2.host(b), C2.ld(b), true);
        EXPECT_EQ(v, 0.0) << describe(r, o, n, k, Layout::Pointers)
                          << " beta 0, NaN in C";
      }
    }
}

// Variable sizes: empty, tiny and one large matrix, k drawn independently;
// with and without host-known maxima, and Check::None with maxima.
TYPED_TEST(RankKTest, VariableSizes) {
  using T = typename TestFixture::T;
  const std::vector<int> n = {0, 1, 3, 0, 2, 70, 1, 5, 17, 33, 0, 9};
  const std::vector<int> k = {4, 0, 8, 3, 1, 33, 64, 2, 16, 0, 7, 65};
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
        for (MatrixKind kind : {MatrixKind::Integer, MatrixKind::Random}) {
          std::vector<double> res;
          const Status s =
              run_case<T>(this->queue_, r, o, n, k, kind, layout, res);
          const std::string what = describe(r, o, -1, -1, layout);
          ASSERT_TRUE(s.ok()) << what << ": " << s.message();
          ASSERT_TRUE(all_pass(res, what));
        }
        if (layout == Layout::VariableMax) {
          std::vector<double> res;
          const Status s =
              run_case<T>(this->queue_, r, o, n, k, MatrixKind::Integer, layout,
                          res, Check::None);
          ASSERT_TRUE(s.ok()) << s.message();
          ASSERT_TRUE(all_pass(res, "Check::None"));
        }
      }
}

// More matrices than a 65 535 grid dimension, tiny sizes.
TYPED_TEST(RankKTest, LargeBatchCount) {
  using T = typename TestFixture::T;
  const int count = 70000;
  for (Routine r : {Routine::Syrk, Routine::Her2k}) {
    const SymOptions o = myriad::validation::sym::all_options<T>(r).back();
    for (Layout layout : {Layout::Strided, Layout::Variable}) {
      std::vector<double> res;
      const Status s = run_case<T>(
          this->queue_, r, o, std::vector<int>(count, 3),
          std::vector<int>(count, 2), MatrixKind::Integer, layout, res);
      ASSERT_TRUE(s.ok()) << s.message();
      ASSERT_TRUE(all_pass(res, describe(r, o, 3, 2, layout)));
    }
  }
}

// Scalar arguments and fixed-size descriptors: InvalidArgument, nothing run.
TYPED_TEST(RankKTest, BadArguments) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  auto A = TestBatch<T>::fixed(4, 3, 2);
  auto A2 = TestBatch<T>::fixed(5, 3, 2);
  auto C = TestBatch<T>::fixed(4, 4, 2);
  auto Cr = TestBatch<T>::fixed(4, 5, 2);
  A.fill(MatrixKind::Integer, 1);
  A2.fill(MatrixKind::Integer, 2);
  C.fill(MatrixKind::Integer, 3);
  Cr.fill(MatrixKind::Integer, 4);
  myriad::testing::upload<T>(q, {&A, &A2, &C, &Cr});
  const auto a = MatrixBatch<const T>(A.batch(q, Layout::Strided));
  const auto a2 = MatrixBatch<const T>(A2.batch(q, Layout::Strided));
  const auto c = C.batch(q, Layout::Strided);
  const T one(1);
  auto code = [](const Status& s) { return s.code(); };
  EXPECT_EQ(code(myriad::syrk<T>(q, static_cast<Uplo>('X'), Op::NoTrans, one, a,
                                 one, c)),
            StatusCode::InvalidArgument);
  EXPECT_EQ(code(myriad::syrk<T>(q, Uplo::Lower, static_cast<Op>('X'), one, a,
                                 one, c)),
            StatusCode::InvalidArgument);
  if (myriad::is_complex_v<T>) {
    EXPECT_EQ(
        code(myriad::syrk<T>(q, Uplo::Lower, Op::ConjTrans, one, a, one, c)),
        StatusCode::InvalidArgument);
    EXPECT_EQ(code(myriad::herk<T>(q, Uplo::Lower, Op::Trans, 1, a, 1, c)),
              StatusCode::InvalidArgument);
  }
  // C not square; op(A) rows differ from C; B differs from A; counts differ.
  EXPECT_EQ(code(myriad::syrk<T>(q, Uplo::Lower, Op::NoTrans, one, a, one,
                                 Cr.batch(q, Layout::Strided))),
            StatusCode::InvalidArgument);
  EXPECT_EQ(code(myriad::syrk<T>(q, Uplo::Upper, Op::Trans, one, a, one, c)),
            StatusCode::InvalidArgument);
  EXPECT_EQ(
      code(myriad::syr2k<T>(q, Uplo::Upper, Op::NoTrans, one, a, a2, one, c)),
      StatusCode::InvalidArgument);
  const auto c1 = MatrixBatch<T>::strided(4, 4, c.base(), 4, 16, 1);
  EXPECT_EQ(code(myriad::syrk<T>(q, Uplo::Lower, Op::NoTrans, one, a, one, c1)),
            StatusCode::InvalidArgument);
  // Nothing was written.
  myriad::testing::download<T>(q, C);
  const TestBatch<T> C0 = C.clone();
  for (int b = 0; b < 2; ++b)
    EXPECT_EQ(myriad::validation::changed_outside(C0, C, b), 0);
}

// Variable-size batch with bad matrices: InvalidMatrix, the bad ones left
// untouched, every other one computed.
TYPED_TEST(RankKTest, BadMatricesSkipped) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  const std::vector<int> n = {5, 6, 7, 8, 9};
  const std::vector<int> k = {3, 3, 3, 3, 3};
  for (Routine r : kRoutines) {
    const SymOptions o = myriad::validation::sym::all_options<T>(r).front();
    std::uint64_t seed = 11;
    Problem<T> p = myriad::validation::sym::make_problem<T>(
        r, o, n, k, MatrixKind::Integer, seed);
    p.C.set_ld_arg(1, 2);    // ld < rows
    p.C.set_cols_arg(3, 7);  // C not square
    p.A.set_null(4);         // null A
    T alpha, beta;
    myriad::validation::sym::scalars(r, true, alpha, beta);
    myriad::testing::upload<T>(q, {&p.A, &p.B, &p.C});
    const Status s = myriad::validation::sym::call<T>(
        r, q, o, alpha, beta, p.A.batch(q, Layout::Variable),
        p.B.batch(q, Layout::Variable), p.C.batch(q, Layout::Variable));
    EXPECT_EQ(s.code(), StatusCode::InvalidMatrix) << s.message();
    EXPECT_NE(s.message().find("3 of 5"), std::string::npos) << s.message();
    EXPECT_NE(s.message().find("matrix 1"), std::string::npos) << s.message();
    myriad::testing::download<T>(q, p.C);
    const auto res =
        myriad::validation::sym::check_problem<T>(r, o, p, alpha, beta, true);
    for (int b : {0, 2}) EXPECT_EQ(res[b], 0.0) << "matrix " << b;
    for (int b : {1, 3, 4})
      EXPECT_EQ(myriad::validation::changed_outside(p.C0, p.C, b), 0)
          << "bad matrix " << b << " was written";
  }
}

// The C interface forwards to the same routines.
TYPED_TEST(RankKTest, CInterface) {
  using T = typename TestFixture::T;
  if (TypeParam::backend != myriad::Backend::Host)
    GTEST_SKIP() << "the C interface is exercised on the host queue";
  myriad_queue_t h = nullptr;
  ASSERT_EQ(myriad_queue_create_host(&h, 0), MYRIAD_SUCCESS);
  const int n = 6, k = 4, count = 3;
  auto A = TestBatch<T>::fixed(n, k, count);
  auto C = TestBatch<T>::fixed(n, n, count);
  A.fill(MatrixKind::Integer, 5);
  C.fill(MatrixKind::Integer, 6);
  myriad::validation::sym::poison_other_triangle(Uplo::Upper, true, C);
  const TestBatch<T> C0 = C.clone();
  const auto a = A.batch(this->queue_, Layout::Strided);
  const auto c = C.batch(this->queue_, Layout::Strided);
  myriad_status_t st;
  SymOptions o{Uplo::Upper, Op::NoTrans, Side::Left};
  Routine r;
  if constexpr (std::is_same_v<T, double>) {
    r = Routine::Syrk;
    st = myriad_dsyrk_batched_strided(h, 'U', 'N', n, k, 2.0, a.base(), n,
                                      a.stride(), -1.0, c.base(), n, c.stride(),
                                      count);
  } else if constexpr (std::is_same_v<T, float>) {
    r = Routine::Syrk;
    st = myriad_ssyrk_batched_strided(h, 'U', 'N', n, k, 2.0f, a.base(), n,
                                      a.stride(), -1.0f, c.base(), n,
                                      c.stride(), count);
  } else if constexpr (std::is_same_v<T, std::complex<float>>) {
    r = Routine::Herk;
    st = myriad_cherk_batched_strided(
        h, 'U', 'N', n, k, 2.0f,
        reinterpret_cast<const myriad_float_complex*>(a.base()), n, a.stride(),
        -1.0f, reinterpret_cast<myriad_float_complex*>(c.base()), n, c.stride(),
        count);
  } else {
    r = Routine::Herk;
    st = myriad_zherk_batched_strided(
        h, 'U', 'N', n, k, 2.0,
        reinterpret_cast<const myriad_double_complex*>(a.base()), n, a.stride(),
        -1.0, reinterpret_cast<myriad_double_complex*>(c.base()), n, c.stride(),
        count);
  }
  ASSERT_EQ(st, MYRIAD_SUCCESS) << myriad_queue_last_error(h);
  for (int b = 0; b < count; ++b)
    EXPECT_EQ(myriad::validation::sym::rankk_check<T>(
                  r, o, n, k, T(2), T(-1), A.host(b), n, A.host(b), n,
                  C0.host(b), n, C.host(b), n, true),
              0.0);
  EXPECT_EQ(myriad_dsyrk_batched(h, 'X', 'N', 1, 1, 1.0, nullptr, 1, 1.0,
                                 nullptr, 1, 0),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  myriad_queue_destroy(h);
}

}  // namespace
