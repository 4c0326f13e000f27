// Batched GEMM with bad input, typed over precision x backend: invalid
// scalar arguments return InvalidArgument and write nothing; invalid
// matrices inside a variable-size batch return InvalidMatrix naming the
// first, stay untouched, and every other matrix is computed.
#include <gmock/gmock.h>

#include <algorithm>
#include <string>

#include "gemm_test_util.hpp"

namespace myriad::testing {
namespace {

using ::testing::HasSubstr;
using validation::Layout;
using validation::MatrixKind;
using validation::TestBatch;

template <class C>
class GemmErrorTest : public QueueTest<C> {
 protected:
  using T = typename C::Scalar;
  static constexpr int kCount = 4, kM = 6, kN = 5, kK = 7;

  void SetUp() override {
    QueueTest<C>::SetUp();
    if (this->IsSkipped() || this->HasFatalFailure()) return;
    A_ = TestBatch<T>::fixed(kM, kK, kCount);
    B_ = TestBatch<T>::fixed(kK, kN, kCount);
    C_ = TestBatch<T>::fixed(kM, kN, kCount);
    A_.fill(MatrixKind::Random, 1);
    B_.fill(MatrixKind::Random, 2);
    C_.fill(MatrixKind::Random, 3);
    C0_ = C_.clone();
    upload<T>(this->queue_, {&A_, &B_, &C_});
  }

  /// Runs gemm and expects InvalidArgument with `what` in the message and C
  /// untouched.
  void expect_invalid(Op ta, Op tb, const MatrixBatch<const T>& a_in,
                      const MatrixBatch<const T>& b_in,
                      const MatrixBatch<T>& c_in, const std::string& what) {
    const Status s =
        gemm<T>(this->queue_, ta, tb, T(1), a_in, b_in, T(0), c_in);
    EXPECT_EQ(s.code(), StatusCode::InvalidArgument)
        << what << ": " << s.message();
    EXPECT_THAT(s.message(), HasSubstr(what));
    download<T>(this->queue_, C_);
    for (int b = 0; b < kCount; ++b)
      EXPECT_EQ(validation::changed_outside(C0_, C_, b), 0);
  }

  MatrixBatch<const T> a(Layout l = Layout::Strided) {
    return A_.batch(this->queue_, l);
  }
  MatrixBatch<const T> b(Layout l = Layout::Strided) {
    return B_.batch(this->queue_, l);
  }
  MatrixBatch<T> c(Layout l = Layout::Strided) {
    return C_.batch(this->queue_, l);
  }

  TestBatch<T> A_, B_, C_, C0_;
};
TYPED_TEST_SUITE(GemmErrorTest, AllConfigs, ConfigName);

TYPED_TEST(GemmErrorTest, InvalidOps) {
  this->expect_invalid(static_cast<Op>('X'), Op::NoTrans, this->a(), this->b(),
                       this->c(), "transa");
  this->expect_invalid(Op::NoTrans, static_cast<Op>(0), this->a(), this->b(),
                       this->c(), "transb");
}

TYPED_TEST(GemmErrorTest, NegativeSizes) {
  using T = typename TestFixture::T;
  const auto c = this->c();
  this->expect_invalid(
      Op::NoTrans, Op::NoTrans, this->a(), this->b(),
      MatrixBatch<T>::strided(-1, TestFixture::kN, c.base(), TestFixture::kM,
                              c.stride(), TestFixture::kCount),
      "rows");
  const auto a = this->a();
  this->expect_invalid(Op::NoTrans, Op::NoTrans,
                       MatrixBatch<const T>::strided(
                           TestFixture::kM, -3, a.base(), TestFixture::kM,
                           a.stride(), TestFixture::kCount),
                       this->b(), c, "cols");
}

TYPED_TEST(GemmErrorTest, BadLeadingDimension) {
  using T = typename TestFixture::T;
  const auto c = this->c();
  this->expect_invalid(Op::NoTrans, Op::NoTrans, this->a(), this->b(),
                       MatrixBatch<T>::strided(TestFixture::kM, TestFixture::kN,
                                               c.base(), TestFixture::kM - 1,
                                               c.stride(), TestFixture::kCount),
                       "ld");
  const auto b = this->b(Layout::Pointers);
  this->expect_invalid(
      Op::NoTrans, Op::NoTrans, this->a(),
      MatrixBatch<const T>::pointers(TestFixture::kK, TestFixture::kN,
                                     b.pointer_array(), 0, TestFixture::kCount),
      c, "ld");
}

TYPED_TEST(GemmErrorTest, NullPointers) {
  using T = typename TestFixture::T;
  this->expect_invalid(
      Op::NoTrans, Op::NoTrans, this->a(), this->b(),
      MatrixBatch<T>::strided(
          TestFixture::kM, TestFixture::kN, nullptr, TestFixture::kM,
          TestFixture::kM * TestFixture::kN, TestFixture::kCount),
      "null");
  this->expect_invalid(
      Op::NoTrans, Op::NoTrans,
      MatrixBatch<const T>::pointers(TestFixture::kM, TestFixture::kK, nullptr,
                                     TestFixture::kM, TestFixture::kCount),
      this->b(), this->c(), "null");
}

TYPED_TEST(GemmErrorTest, BatchCountMismatch) {
  using T = typename TestFixture::T;
  const auto c = this->c();
  this->expect_invalid(
      Op::NoTrans, Op::NoTrans, this->a(), this->b(),
      MatrixBatch<T>::strided(TestFixture::kM, TestFixture::kN, c.base(),
                              TestFixture::kM, c.stride(),
                              TestFixture::kCount - 1),
      "count");
  const auto a = this->a();
  const auto neg =
      MatrixBatch<const T>::strided(TestFixture::kM, TestFixture::kK, a.base(),
                                    TestFixture::kM, a.stride(), -1);
  const Status s = gemm<T>(
      this->queue_, Op::NoTrans, Op::NoTrans, T(1), neg, neg, T(0),
      MatrixBatch<T>::strided(TestFixture::kM, TestFixture::kN, c.base(),
                              TestFixture::kM, c.stride(), -1));
  EXPECT_EQ(s.code(), StatusCode::InvalidArgument) << s.message();
}

TYPED_TEST(GemmErrorTest, FixedDimensionMismatch) {
  // op(A) is 6 x 7 but C is declared 5 x 5 (and op(B) 5 x 7 against k = 7).
  this->expect_invalid(Op::Trans, Op::NoTrans, this->a(), this->b(), this->c(),
                       "rows of op(A)");
  this->expect_invalid(Op::NoTrans, Op::Trans, this->a(), this->b(), this->c(),
                       "op(B)");
}

// Bad matrices inside a variable batch: InvalidMatrix naming the first; they
// are untouched, all others are computed.
TYPED_TEST(GemmErrorTest, InvalidMatricesInVariableBatch) {
  using T = typename TestFixture::T;
  const int count = 12, m = 6, n = 5, k = 7;
  for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
    auto A = TestBatch<T>::fixed(m, k, count),
         B = TestBatch<T>::fixed(k, n, count),
         C = TestBatch<T>::fixed(m, n, count);
    A.fill(MatrixKind::Random, 11);
    B.fill(MatrixKind::Random, 12);
    C.fill(MatrixKind::Random, 13);
    const auto C0 = C.clone();
    C.set_rows_arg(2, -1);   // C rows < 0
    A.set_ld_arg(4, 3);      // A ld < rows
    B.set_null(6);           // B null data
    A.set_cols_arg(8, 5);    // k of A differs from rows of B
    C.set_cols_arg(10, -4);  // C cols < 0
    const std::vector<int> bad = {2, 4, 6, 8, 10};
    upload<T>(this->queue_, {&A, &B, &C});
    const T alpha = validation::make_scalar<T>(0.5, 1),
            beta = validation::make_scalar<T>(1, -1);
    const Status s =
        gemm<T>(this->queue_, Op::NoTrans, Op::NoTrans, alpha,
                A.batch(this->queue_, layout), B.batch(this->queue_, layout),
                beta, C.batch(this->queue_, layout));
    EXPECT_EQ(s.code(), StatusCode::InvalidMatrix) << s.message();
    EXPECT_THAT(s.message(), HasSubstr("matrix 2"));
    download<T>(this->queue_, C);
    const auto r = validation::gemm_residuals<T>(Op::NoTrans, Op::NoTrans,
                                                 alpha, A, B, beta, C0, C);
    for (int b = 0; b < count; ++b) {
      if (std::find(bad.begin(), bad.end(), b) != bad.end()) {
        EXPECT_EQ(validation::changed_outside(C0, C, b), 0)
            << "bad matrix " << b << " was written";
      } else {
        EXPECT_TRUE(validation::passes(r[b]))
            << "matrix " << b << ": residual " << r[b];
        EXPECT_EQ(validation::changed_outside(C0, C, b, 0, 0, m, n), 0);
      }
    }
  }
}

// Same with Check::None and host maxima: bad matrices are skipped (not
// reported) and never disturb the others.
TYPED_TEST(GemmErrorTest, InvalidMatricesSkippedWithCheckNone) {
  using T = typename TestFixture::T;
  const int count = 8, m = 6, n = 5, k = 7;
  auto A = TestBatch<T>::fixed(m, k, count),
       B = TestBatch<T>::fixed(k, n, count),
       C = TestBatch<T>::fixed(m, n, count);
  A.fill(MatrixKind::Random, 21);
  B.fill(MatrixKind::Random, 22);
  C.fill(MatrixKind::Random, 23);
  const auto C0 = C.clone();
  A.set_ld_arg(1, 2);
  B.set_null(3);
  C.set_rows_arg(5, -1);
  upload<T>(this->queue_, {&A, &B, &C});
  const Status s =
      gemm<T>(this->queue_, Op::NoTrans, Op::NoTrans, T(1),
              A.batch(this->queue_, Layout::VariableMax),
              B.batch(this->queue_, Layout::VariableMax), T(1),
              C.batch(this->queue_, Layout::VariableMax), Check::None);
  EXPECT_TRUE(s.code() == StatusCode::Success ||
              s.code() == StatusCode::InvalidMatrix)
      << s.message();
  download<T>(this->queue_, C);
  const auto r = validation::gemm_residuals<T>(Op::NoTrans, Op::NoTrans, T(1),
                                               A, B, T(1), C0, C);
  for (int b = 0; b < count; ++b) {
    if (b == 1 || b == 3 || b == 5)
      EXPECT_EQ(validation::changed_outside(C0, C, b), 0)
          << "bad matrix " << b << " was written";
    else
      EXPECT_TRUE(validation::passes(r[b]))
          << "matrix " << b << ": residual " << r[b];
  }
}

}  // namespace
}  // namespace myriad::testing
