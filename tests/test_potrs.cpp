// Batched Cholesky solves (potrs, posv): typed over precision x backend.
// dget02's solve residual ||B - A X|| / (n ||A|| ||X|| eps) <= 30 on LAPACK's
// DPO kinds, both uplo, any number of right-hand sides; posv's info exactly
// as LAPACKE's and B untouched where the factorization failed; the
// unreferenced triangle poisoned with NaN and left bit-identical; fixed and
// variable sizes; bad inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "myriad/myriad.hpp"
#include "tests/potrf_test_util.hpp"
#include "validation/reference.hpp"

namespace myriad::testing {
namespace {

using validation::Layout;
using validation::MatrixKind;
using validation::TestBatch;

template <class C>
class PotrsTest : public QueueTest<C> {};
TYPED_TEST_SUITE(PotrsTest, AllConfigs, ConfigName);

/// Solve residual of every matrix with info[b] == 0 (others 0); A0 holds the
/// uplo triangle of the original matrices.
template <class T>
std::vector<double> solve_residuals(Uplo uplo, const TestBatch<T>& A0,
                                    const TestBatch<T>& B0,
                                    const TestBatch<T>& X,
                                    const std::vector<int>& info) {
  std::vector<double> res(X.count(), 0.0);
  for (int b = 0; b < X.count(); ++b) {
    const int n = A0.rows(b), nrhs = X.cols(b);
    if (n == 0 || nrhs == 0 || (!info.empty() && info[b] != 0)) continue;
    std::vector<T> full(A0.host(b), A0.host(b) + A0.slot_size(b));
    validation::make_hermitian_full(uplo, n, full.data(), A0.ld(b));
    res[b] = validation::solve_residual<T>(Op::NoTrans, n, nrhs, full.data(),
                                           A0.ld(b), X.host(b), X.ld(b),
                                           B0.host(b), B0.ld(b));
  }
  return res;
}

/// Factors A on the host with LAPACKE (the input potrs expects).
template <class T>
void reference_factor(Uplo uplo, TestBatch<T>& A) {
  for (int b = 0; b < A.count(); ++b)
    if (A.rows(b) > 0)
      ASSERT_EQ(validation::ref::potrf<T>(uplo, A.rows(b), A.host(b), A.ld(b)),
                0);
}

template <class T>
void check_potrs(Queue& q, Uplo uplo, TestBatch<T>& A, TestBatch<T>& B,
                 Layout layout, const std::string& what) {
  const TestBatch<T> A0 = A.clone();  // the matrices, before factoring
  reference_factor(uplo, A);
  poison_other_triangle(A, uplo);
  const TestBatch<T> F = A.clone();
  const TestBatch<T> B0 = B.clone();
  upload(q, {&A, &B});
  const Status s = potrs<T>(q, uplo, A.batch(q, layout), B.batch(q, layout));
  ASSERT_TRUE(s.ok()) << what << ": " << s.message();
  download(q, B);
  download(q, A);
  for (int b = 0; b < A.count(); ++b) {
    EXPECT_EQ(changed_outside_triangle(F, A, b, uplo, true), 0)
        << what << ": the factor of matrix " << b << " changed";
    EXPECT_EQ(validation::changed_outside(B0, B, b, 0, 0, B.rows(b), B.cols(b)),
              0)
        << what << ": padding of B " << b << " changed";
  }
  EXPECT_TRUE(all_pass(solve_residuals(uplo, A0, B0, B, {}), what));
}

/// check_potrs over both uplo and both variable-size layouts: orders n,
/// right-hand sides nrhs, ld padding pad_a / pad_b, seeds seed (A) and
/// seed + 1 (B).
template <class T>
void check_potrs_variable(Queue& q, const std::vector<int>& n,
                          const std::vector<int>& nrhs, int pad_a, int pad_b,
                          std::uint64_t seed, const std::string& what) {
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
      auto A = TestBatch<T>::variable(n, n, pad_a);
      A.fill(MatrixKind::SpdWellCond, seed);
      auto B = TestBatch<T>::variable(n, nrhs, pad_b);
      B.fill(MatrixKind::Random, seed + 1);
      check_potrs(q, uplo, A, B, layout,
                  what + " " + validation::layout_name(layout) + " uplo " +
                      static_cast<char>(uplo));
    }
}

TYPED_TEST(PotrsTest, FixedSizesAndRhs) {
  using T = typename TestFixture::T;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n :
         {0, 1, 2, 3, 4, 5, 8, 9, 10, 16, 17, 31, 32, 33, 50, 64, 65, 128})
      for (int nrhs : {0, 1, 2, 8, 9, 16, 33}) {
        auto A = TestBatch<T>::fixed(n, n, 5, 2);
        A.fill_value(nan_of<T>());
        A.fill(MatrixKind::SpdWellCond, 20 + n);
        auto B = TestBatch<T>::fixed(n, nrhs, 5, 1);
        B.fill(MatrixKind::Random, 30 + nrhs);
        const Layout layout = nrhs % 2 ? Layout::Strided : Layout::Pointers;
        check_potrs(this->queue_, uplo, A, B, layout,
                    "n = " + std::to_string(n) +
                        " nrhs = " + std::to_string(nrhs) + " uplo " +
                        static_cast<char>(uplo));
      }
}

TYPED_TEST(PotrsTest, PoKinds) {
  using T = typename TestFixture::T;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (MatrixKind kind : {MatrixKind::SpdDiagonal, MatrixKind::SpdWellCond,
                            MatrixKind::SpdIllCond, MatrixKind::SpdScaledSmall,
                            MatrixKind::SpdScaledLarge})
      for (int n : {7, 40}) {
        auto A = TestBatch<T>::fixed(n, n, 4);
        A.fill(kind, 40 + n);
        auto B = TestBatch<T>::fixed(n, 3, 4);
        B.fill(MatrixKind::Random, 41);
        check_potrs(this->queue_, uplo, A, B, Layout::Strided,
                    std::string(validation::kind_name(kind)));
      }
}

TYPED_TEST(PotrsTest, VariableSizes) {
  using T = typename TestFixture::T;
  std::vector<int> n, nrhs;
  for (int b = 0; b < 200; ++b) {
    n.push_back(b % 9 == 0 ? 0 : 1 + (b * 3) % 6);
    nrhs.push_back(b % 11 == 0 ? 0 : 1 + b % 4);
  }
  n[77] = 90;  // one large among many tiny
  nrhs[77] = 17;
  check_potrs_variable<T>(this->queue_, n, nrhs, 1, 2, 50, "variable");
}

// One right-hand side and orders up to 128: the CUDA column kernel's batch
// (matrices up to 32 take it too), with empty matrices and empty B.
TYPED_TEST(PotrsTest, VariableOneRhs) {
  using T = typename TestFixture::T;
  std::vector<int> n, nrhs;
  for (int b = 0; b < 150; ++b) {
    n.push_back(b % 17 == 0 ? 0 : 1 + (b * 7) % 128);
    nrhs.push_back(b % 13 == 0 ? 0 : 1);
  }
  check_potrs_variable<T>(this->queue_, n, nrhs, 3, 1, 52, "one rhs");
}

/// posv: info as the generator's where known (known[b] >= 0; see
/// check_potrf in test_potrf.cpp for why), else as LAPACKE's potrf on the
/// same input; solve residual where it succeeded; B bit-identical where it
/// failed.
template <class T>
void check_posv(Queue& q, Uplo uplo, TestBatch<T>& A, TestBatch<T>& B,
                Layout layout, const std::string& what,
                const std::vector<int>& known = {}) {
  poison_other_triangle(A, uplo);
  const TestBatch<T> A0 = A.clone();
  const TestBatch<T> B0 = B.clone();
  upload(q, {&A, &B});
  DeviceInts info(q, A.count(), 777);
  if (q.backend() == Backend::Cuda) {
    const std::size_t ws =
        posv_workspace<T>(q, A.batch(q, layout), B.batch(q, layout));
    ASSERT_TRUE(q.reserve_workspace(ws).ok());
  }
  const Status s =
      posv<T>(q, uplo, A.batch(q, layout), B.batch(q, layout), info.data());
  ASSERT_TRUE(s.ok()) << what << ": " << s.message();
  download(q, A);
  download(q, B);
  const std::vector<int> got = info.get(q);
  for (int b = 0; b < A.count(); ++b) {
    const int n = A.rows(b);
    std::vector<T> ref(A0.host(b),
                       A0.host(b) + std::max<std::int64_t>(A0.slot_size(b), 1));
    const int want =
        !known.empty() && known[b] >= 0
            ? known[b]
            : (n > 0 ? validation::ref::potrf<T>(uplo, n, ref.data(), A0.ld(b))
                     : 0);
    EXPECT_EQ(got[b], want) << what << ": matrix " << b;
    EXPECT_EQ(changed_outside_triangle(A0, A, b, uplo), 0)
        << what << ": matrix " << b << " changed outside its triangle";
    if (got[b] != 0)
      EXPECT_EQ(changed_outside_triangle(B0, B, b, uplo, true), 0)
          << what << ": B of failed matrix " << b << " was touched";
  }
  EXPECT_TRUE(all_pass(solve_residuals(uplo, A0, B0, B, got), what));
}

TYPED_TEST(PotrsTest, PosvWithFailures) {
  using T = typename TestFixture::T;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n : {1, 3, 16, 30, 64, 100}) {
      auto A = TestBatch<T>::fixed(n, n, 8, 1);
      validation::GenOptions opt;
      for (int b = 0; b < A.count(); ++b) {
        opt.zero_index = 1 + (b * 3) % n;
        validation::Rng rng(60 + n, static_cast<std::uint64_t>(b));
        validation::generate<T>(
            b % 3 == 2 ? MatrixKind::SpdIndefinite : MatrixKind::SpdWellCond, n,
            n, A.host(b), A.ld(b), rng, opt);
      }
      for (int nrhs : {1, 16}) {
        auto A1 = A.clone();
        auto B = TestBatch<T>::fixed(n, nrhs, 8);
        B.fill(MatrixKind::Random, 61);
        check_posv(this->queue_, uplo, A1, B, Layout::Pointers,
                   "posv n = " + std::to_string(n) +
                       " nrhs = " + std::to_string(nrhs));
      }
    }
}

TYPED_TEST(PotrsTest, PosvVariable) {
  using T = typename TestFixture::T;
  std::vector<int> n, nrhs;
  for (int b = 0; b < 120; ++b) {
    n.push_back(b % 13 == 0 ? 0 : 1 + (b * 7) % 40);
    nrhs.push_back(b % 10 == 0 ? 0 : 1 + b % 3);
  }
  n[50] = 120;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    auto A = TestBatch<T>::variable(n, n);
    validation::GenOptions opt;
    std::vector<int> known(A.count(), 0);
    for (int b = 0; b < A.count(); ++b) {
      if (n[b] == 0) continue;
      opt.zero_index = 1 + b % n[b];
      validation::Rng rng(70, static_cast<std::uint64_t>(b));
      known[b] = validation::generate<T>(
                     b % 5 == 3 ? MatrixKind::SpdNaN : MatrixKind::SpdWellCond,
                     n[b], n[b], A.host(b), A.ld(b), rng, opt)
                     .info;
    }
    auto B = TestBatch<T>::variable(n, nrhs);
    B.fill(MatrixKind::Random, 71);
    check_posv(this->queue_, uplo, A, B, Layout::Variable, "posv variable",
               known);
  }
}

TYPED_TEST(PotrsTest, BadArguments) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  auto A = TestBatch<T>::fixed(4, 4, 3);
  A.fill(MatrixKind::SpdWellCond, 1);
  auto B = TestBatch<T>::fixed(5, 2, 3);  // rows differ from n
  upload(q, {&A, &B});
  DeviceInts info(q, 3, 0);
  EXPECT_EQ(potrs<T>(q, Uplo::Lower, A.batch(q, Layout::Strided),
                     B.batch(q, Layout::Strided))
                .code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(posv<T>(q, Uplo::Lower, A.batch(q, Layout::Strided),
                    B.batch(q, Layout::Strided), info.data())
                .code(),
            StatusCode::InvalidArgument);
  auto B2 = TestBatch<T>::fixed(4, 2, 2);  // count differs
  upload(q, {&B2});
  EXPECT_EQ(potrs<T>(q, Uplo::Upper, A.batch(q, Layout::Strided),
                     B2.batch(q, Layout::Strided))
                .code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(potrs<T>(q, static_cast<Uplo>(0), A.batch(q, Layout::Strided),
                     B.batch(q, Layout::Strided))
                .code(),
            StatusCode::InvalidArgument);
  // A variable batch with one bad B: reported, the others solved.
  std::vector<int> n(10, 5), nrhs(10, 2);
  auto VA = TestBatch<T>::variable(n, n);
  VA.fill(MatrixKind::SpdWellCond, 2);
  auto VB = TestBatch<T>::variable(n, nrhs);
  VB.fill(MatrixKind::Random, 3);
  VB.set_ld_arg(4, 1);
  const TestBatch<T> VB0 = VB.clone();
  upload(q, {&VA, &VB});
  DeviceInts vinfo(q, 10, 0);
  if (q.backend() == Backend::Cuda)
    ASSERT_TRUE(
        q.reserve_workspace(posv_workspace<T>(q, VA.batch(q, Layout::Variable),
                                              VB.batch(q, Layout::Variable)))
            .ok());
  const Status s = posv<T>(q, Uplo::Lower, VA.batch(q, Layout::Variable),
                           VB.batch(q, Layout::Variable), vinfo.data());
  EXPECT_EQ(s.code(), StatusCode::InvalidMatrix) << s.message();
  download(q, VB);
  const std::vector<int> got = vinfo.get(q);
  EXPECT_EQ(got[4], -7);
  EXPECT_EQ(changed_outside_triangle(VB0, VB, 4, Uplo::Lower, true), 0);
  EXPECT_EQ(got[3], 0);
}

}  // namespace
}  // namespace myriad::testing
