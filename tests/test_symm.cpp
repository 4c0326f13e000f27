// SYMM, HEMM: both sides and triangles on both backends and all precisions,
// fixed and variable size, exact on integer data, residuals on random data;
// the triangle of A that must not be read (and, for HEMM, the imaginary parts
// of its diagonal) is NaN; bad arguments.
#include <complex>
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

const Routine kRoutines[] = {Routine::Symm, Routine::Hemm};

template <class C>
class SymmTest : public QueueTest<C> {};
TYPED_TEST_SUITE(SymmTest, AllConfigs, ConfigName);

// Every side and triangle; C is m x n with m from orders() and n in
// {1, 8, 16, 32, 64} and the transposed shapes; integer data: exact.
TYPED_TEST(SymmTest, AllOptionsExact) {
  using T = typename TestFixture::T;
  int step = 0;
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (int m : orders())
        for (int n : {1, 8, 16, 32, 64}) {
          for (const auto& [mm, nn] : {std::pair<int, int>{m, n}, {n, m}}) {
            const Layout layout =
                ++step % 2 ? Layout::Pointers : Layout::Strided;
            std::vector<double> res;
            const Status s = run_case<T>(
                this->queue_, r, o, std::vector<int>(2, mm),
                std::vector<int>(2, nn), MatrixKind::Integer, layout, res);
            const std::string what = describe(r, o, mm, nn, layout);
            ASSERT_TRUE(s.ok()) << what << ": " << s.message();
            ASSERT_TRUE(all_pass(res, what));
          }
        }
}

TYPED_TEST(SymmTest, AllOptionsResidual) {
  using T = typename TestFixture::T;
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (int m : {1, 9, 33, 65})
        for (int n : {7, 64}) {
          std::vector<double> res;
          const Status s =
              run_case<T>(this->queue_, r, o, std::vector<int>(3, m),
                          std::vector<int>(3, n), MatrixKind::Random,
                          Layout::Pointers, res);
          const std::string what = describe(r, o, m, n, Layout::Pointers);
          ASSERT_TRUE(s.ok()) << what << ": " << s.message();
          ASSERT_TRUE(all_pass(res, what));
        }
}

TYPED_TEST(SymmTest, VariableSizes) {
  using T = typename TestFixture::T;
  const std::vector<int> m = {0, 1, 3, 4, 2, 70, 1, 5, 17, 33, 0, 9};
  const std::vector<int> n = {4, 0, 8, 3, 1, 33, 64, 2, 16, 0, 7, 65};
  for (Routine r : kRoutines)
    for (const SymOptions& o : myriad::validation::sym::all_options<T>(r))
      for (Layout layout : {Layout::Variable, Layout::VariableMax})
        for (MatrixKind kind : {MatrixKind::Integer, MatrixKind::Random}) {
          std::vector<double> res;
          const Status s = run_case<T>(
              this->queue_, r, o, m, n, kind, layout, res,
              layout == Layout::VariableMax ? Check::None : Check::Full);
          const std::string what = describe(r, o, -1, -1, layout);
          ASSERT_TRUE(s.ok()) << what << ": " << s.message();
          ASSERT_TRUE(all_pass(res, what));
        }
}

TYPED_TEST(SymmTest, LargeBatchCount) {
  using T = typename TestFixture::T;
  const int count = 70000;
  const SymOptions o{Uplo::Upper, Op::NoTrans, Side::Right};
  for (Layout layout : {Layout::Strided, Layout::Variable}) {
    std::vector<double> res;
    const Status s = run_case<T>(
        this->queue_, Routine::Hemm, o, std::vector<int>(count, 2),
        std::vector<int>(count, 3), MatrixKind::Integer, layout, res);
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(all_pass(res, describe(Routine::Hemm, o, 2, 3, layout)));
  }
}

TYPED_TEST(SymmTest, BadArguments) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  auto A = TestBatch<T>::fixed(4, 4, 2);
  auto B = TestBatch<T>::fixed(4, 3, 2);
  auto C = TestBatch<T>::fixed(4, 3, 2);
  A.fill(MatrixKind::Integer, 1);
  B.fill(MatrixKind::Integer, 2);
  C.fill(MatrixKind::Integer, 3);
  myriad::testing::upload<T>(q, {&A, &B, &C});
  const TestBatch<T> C0 = C.clone();
  const auto a = MatrixBatch<const T>(A.batch(q, Layout::Strided));
  const auto b = MatrixBatch<const T>(B.batch(q, Layout::Strided));
  const auto c = C.batch(q, Layout::Strided);
  const T one(1);
  EXPECT_EQ(
      myriad::symm<T>(q, static_cast<Side>('X'), Uplo::Lower, one, a, b, one, c)
          .code(),
      StatusCode::InvalidArgument);
  EXPECT_EQ(
      myriad::hemm<T>(q, Side::Left, static_cast<Uplo>('X'), one, a, b, one, c)
          .code(),
      StatusCode::InvalidArgument);
  // Side R needs A 3 x 3.
  EXPECT_EQ(
      myriad::symm<T>(q, Side::Right, Uplo::Lower, one, a, b, one, c).code(),
      StatusCode::InvalidArgument);
  // B not the size of C.
  EXPECT_EQ(
      myriad::symm<T>(q, Side::Left, Uplo::Lower, one, a, a, one, c).code(),
      StatusCode::InvalidArgument);
  myriad::testing::download<T>(q, C);
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(myriad::validation::changed_outside(C0, C, i), 0);
}

TYPED_TEST(SymmTest, BadMatricesSkipped) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  const std::vector<int> m = {5, 6, 7, 8, 9};
  const std::vector<int> n = {3, 3, 3, 3, 3};
  for (Routine r : kRoutines) {
    const SymOptions o{Uplo::Lower, Op::NoTrans, Side::Left};
    std::uint64_t seed = 13;
    Problem<T> p = myriad::validation::sym::make_problem<T>(
        r, o, m, n, MatrixKind::Integer, seed);
    p.A.set_cols_arg(1, 5);  // A not square
    p.B.set_ld_arg(3, 2);    // ld < rows
    T alpha, beta;
    myriad::validation::sym::scalars(r, true, alpha, beta);
    myriad::testing::upload<T>(q, {&p.A, &p.B, &p.C});
    const Status s = myriad::validation::sym::call<T>(
        r, q, o, alpha, beta, p.A.batch(q, Layout::Variable),
        p.B.batch(q, Layout::Variable), p.C.batch(q, Layout::Variable));
    EXPECT_EQ(s.code(), StatusCode::InvalidMatrix) << s.message();
    EXPECT_NE(s.message().find("2 of 5"), std::string::npos) << s.message();
    myriad::testing::download<T>(q, p.C);
    const auto res =
        myriad::validation::sym::check_problem<T>(r, o, p, alpha, beta, true);
    for (int b : {0, 2, 4}) EXPECT_EQ(res[b], 0.0) << "matrix " << b;
    for (int b : {1, 3})
      EXPECT_EQ(myriad::validation::changed_outside(p.C0, p.C, b), 0)
          << "bad matrix " << b << " was written";
  }
}

TYPED_TEST(SymmTest, CInterface) {
  using T = typename TestFixture::T;
  if (TypeParam::backend != myriad::Backend::Host)
    GTEST_SKIP() << "the C interface is exercised on the host queue";
  if constexpr (std::is_same_v<T, double>) {
    myriad_queue_t h = nullptr;
    ASSERT_EQ(myriad_queue_create_host(&h, 0), MYRIAD_SUCCESS);
    const std::vector<int> m = {3, 0, 5}, n = {4, 2, 1};
    const SymOptions o{Uplo::Upper, Op::NoTrans, Side::Right};
    std::uint64_t seed = 17;
    Problem<T> p = myriad::validation::sym::make_problem<T>(
        Routine::Symm, o, m, n, MatrixKind::Integer, seed);
    const auto a = p.A.batch(this->queue_, Layout::Variable);
    const auto bb = p.B.batch(this->queue_, Layout::Variable);
    const auto c = p.C.batch(this->queue_, Layout::Variable);
    const myriad_status_t st = myriad_dsymm_vbatched(
        h, 'R', 'U', m.data(), n.data(), 2.0, a.pointer_array(), a.ld_array(),
        bb.pointer_array(), bb.ld_array(), -1.0, c.pointer_array(),
        c.ld_array(), 3);
    ASSERT_EQ(st, MYRIAD_SUCCESS) << myriad_queue_last_error(h);
    const auto res = myriad::validation::sym::check_problem<T>(
        Routine::Symm, o, p, 2.0, -1.0, true);
    EXPECT_TRUE(all_pass(res, "myriad_dsymm_vbatched"));
    myriad_queue_destroy(h);
  }
}

}  // namespace
