// Batched Cholesky factorization (potrf): typed over precision x backend.
// dpot01's residual ||A - L L^H|| / (n ||A|| eps) <= 30 on LAPACK's DPO kinds,
// both uplo; info exactly as LAPACKE's (indefinite, semidefinite, NaN); the
// unreferenced triangle and the padding poisoned with NaN and left
// bit-identical; sizes 0 1 2 3 5 10 50 and the kernels' tile sizes +-1;
// variable batches with empty matrices and one large among many tiny; more
// than 65 535 matrices; bad inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "myriad.h"
#include "myriad/myriad.hpp"
#include "tests/potrf_test_util.hpp"
#include "validation/reference.hpp"

namespace myriad::testing {
namespace {

using validation::Layout;
using validation::MatrixKind;
using validation::TestBatch;

template <class C>
class PotrfTest : public QueueTest<C> {};
TYPED_TEST_SUITE(PotrfTest, AllConfigs, ConfigName);

/// Factors A with Myriad and checks every matrix: info against the
/// generator's exact value where it knows one (known[b] >= 0), else against
/// LAPACKE's on the same input; the residual where info == 0; and that
/// nothing outside the uplo triangle changed. (OpenBLAS's xPOTRF, behind
/// LAPACKE, does not stop at a NaN on the diagonal, where Reference LAPACK's
/// xPOTRF2 and Myriad do: the NaN kind's info comes from the generator.)
/// capture: the call is captured into a CUDA graph and run from it
/// (run_captured; CUDA queues on a stream of their own only).
template <class T>
void check_potrf(Queue& q, Uplo uplo, TestBatch<T>& A, Layout layout,
                 const std::string& what, Check check = Check::Full,
                 const std::vector<int>& known = {}, bool capture = false) {
  poison_other_triangle(A, uplo);
  const TestBatch<T> A0 = A.clone();
  upload(q, {&A});
  DeviceInts info(q, A.count(), 12345);
  ASSERT_TRUE(
      q.reserve_workspace(potrf_workspace<T>(q, A.batch(q, layout))).ok());
  const MatrixBatch<T> batch = A.batch(q, layout);
  auto call = [&] { return potrf<T>(q, uplo, batch, info.data(), check); };
  Status s;
  if (capture) {
#ifdef MYRIAD_VALIDATION_CUDA
    s = run_captured(q, call);
#else
    FAIL() << "capture needs the CUDA backend";
#endif
  } else {
    s = call();
  }
  ASSERT_TRUE(s.ok()) << what << ": " << s.message();
  download(q, A);
  const std::vector<int> got = info.get(q);
  std::vector<double> res(A.count(), 0.0);
  int mismatched = 0;
  std::string first;
  for (int b = 0; b < A.count(); ++b) {
    const int n = A.rows(b);
    std::vector<T> ref(A0.host(b),
                       A0.host(b) + std::max<std::int64_t>(A0.slot_size(b), 1));
    const int want =
        !known.empty() && known[b] >= 0
            ? known[b]
            : (n > 0 ? validation::ref::potrf<T>(uplo, n, ref.data(), A0.ld(b))
                     : 0);
    if (got[b] != want && mismatched++ == 0)
      first = "matrix " + std::to_string(b) + " (n = " + std::to_string(n) +
              "): info " + std::to_string(got[b]) + ", LAPACKE " +
              std::to_string(want);
    if (got[b] == 0 && n > 0)
      res[b] = validation::cholesky_residual<T>(uplo, n, A0.host(b), A0.ld(b),
                                                A.host(b), A.ld(b));
    EXPECT_EQ(changed_outside_triangle(A0, A, b, uplo), 0)
        << what << ": matrix " << b << " changed outside its triangle";
  }
  EXPECT_EQ(mismatched, 0) << what << ": " << mismatched
                           << " info values differ from LAPACKE; first: "
                           << first;
  EXPECT_TRUE(all_pass(res, what));
}

TYPED_TEST(PotrfTest, FixedSizesBothUplo) {
  using T = typename TestFixture::T;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n : potrf_test_sizes())
      for (Layout layout : {Layout::Pointers, Layout::Strided}) {
        auto A = TestBatch<T>::fixed(n, n, 7, /*ld_pad=*/3, /*stride_pad=*/5);
        A.fill_value(nan_of<T>());
        A.fill(MatrixKind::SpdWellCond, 100 + n);
        check_potrf(this->queue_, uplo, A, layout,
                    "n = " + std::to_string(n) + " uplo " +
                        static_cast<char>(uplo) + " " +
                        validation::layout_name(layout));
      }
}

/// Generates matrix b of A as kind_of(b) (rng seed (seed, b)), breaking down
/// at column 1 + (b step) mod n for the kinds that break down; returns the
/// info LAPACK gives each matrix.
template <class T, class KindOf>
std::vector<int> generate_batch(TestBatch<T>& A, int n, int step,
                                std::uint64_t seed, KindOf kind_of) {
  validation::GenOptions opt;
  std::vector<int> known(A.count());
  for (int b = 0; b < A.count(); ++b) {
    opt.zero_index = 1 + (b * step) % n;
    validation::Rng rng(seed, static_cast<std::uint64_t>(b));
    known[b] =
        validation::generate<T>(kind_of(b), n, n, A.host(b), A.ld(b), rng, opt)
            .info;
  }
  return known;
}

// A fixed-size batch is factored without allocation or synchronization, so
// the call can be captured in a CUDA graph: orders on the recursive path
// (100) and on the blocked path in parts forked onto the queue's auxiliary
// streams (200: two; 350: four; 470: three; kPotrfCudaBlockedParts), with
// failures in two of the parts.
TEST(PotrfCapture, DoubleCudaGraph) {
#ifndef MYRIAD_VALIDATION_CUDA
  GTEST_SKIP() << "built without the CUDA backend";
#else
  if (!Queue::cuda_available()) GTEST_SKIP() << "no CUDA device";
  // A blocking stream: the tests' synchronous copies on the legacy stream
  // stay ordered with it.
  cudaStream_t st = nullptr;
  ASSERT_EQ(cudaStreamCreate(&st), cudaSuccess);
  {
    Queue q;
    ASSERT_TRUE(Queue::create_cuda(q, 0, st).ok());
    for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
      for (int n : {100, 200, 350, 470}) {
        auto A = TestBatch<double>::fixed(n, n, 6, 1);
        A.fill_value(nan_of<double>());
        const std::vector<int> known =
            generate_batch(A, n, n / 4 + 5, 41 + n, [](int b) {
              return b == 1 || b == 4 ? MatrixKind::SpdIndefinite
                                      : MatrixKind::SpdWellCond;
            });
        check_potrf(q, uplo, A, Layout::Strided,
                    "captured n = " + std::to_string(n) + " uplo " +
                        static_cast<char>(uplo),
                    Check::Full, known, /*capture=*/true);
      }
  }
  cudaStreamDestroy(st);
#endif
}

TYPED_TEST(PotrfTest, LapackPoKindsAndInfo) {
  using T = typename TestFixture::T;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n : {1, 5, 17, 28, 33, 65, 90, 100, 150, 200, 250, 350, 430, 470})
      for (MatrixKind kind : validation::lapack_po_kinds()) {
        // 350 and 430: the CUDA blocked path in four parts, 470 in three
        // (150, 200 and 250 in two; 150 upper: the recursive driver, its last
        // step of 86 with the update); 470's diagonal updates run on two
        // pairs of warps (kPotrfCudaBlockPairs); 250's last diagonal
        // block, 58 wide, goes to the block kernel of order 64 with its
        // update, as 509's and 512's do; upper 470's is 86 wide. Lower 350,
        // 430 and 470 start on a block of 30, 46 and 22, inverted with the
        // identity past it, and end on one of 64 (potrf_cuda_blocked_first);
        // the failures below fall in it too. The host runs these orders up
        // to 200.
        if (n > 200 && TypeParam::backend == Backend::Host) continue;
        auto A = TestBatch<T>::fixed(n, n, 6, 1);
        A.fill_value(nan_of<T>());
        // The semidefinite, indefinite and NaN kinds break down at a column
        // that differs per run: vary it over the batch (above n = 100,
        // over every block of the CUDA blocked path, split into parts and
        // whole).
        const int step = n > 100 ? n / 5 + 3 : 7;
        const std::vector<int> known =
            generate_batch(A, n, step, 7 + n, [&](int) { return kind; });
        check_potrf(this->queue_, uplo, A, Layout::Strided,
                    std::string(validation::kind_name(kind)) + " n = " +
                        std::to_string(n) + " uplo " + static_cast<char>(uplo),
                    Check::Full, known);
      }
}

TYPED_TEST(PotrfTest, SmallOrdersInGroupsWithFailures) {
  using T = typename TestFixture::T;
  // Enough matrices of one small order for the host's groups of matrices
  // side by side (two whole groups and a partial one), with failures inside
  // the groups: info and the factor must be the one-matrix code's.
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n : {1, 2, 7, 8, 16, 23, 32})
      for (Layout layout : {Layout::Strided, Layout::Pointers}) {
        auto A = TestBatch<T>::fixed(n, n, 19, 1);
        A.fill_value(nan_of<T>());
        const std::vector<int> known =
            generate_batch(A, n, 5, 17 + n, [](int b) {
              return b % 5 == 1   ? MatrixKind::SpdNaN
                     : b % 5 == 3 ? MatrixKind::SpdIndefinite
                     : b == 12    ? MatrixKind::SpdSemidefinite
                                  : MatrixKind::SpdWellCond;
            });
        check_potrf(this->queue_, uplo, A, layout,
                    "groups n = " + std::to_string(n) + " uplo " +
                        static_cast<char>(uplo) + " " +
                        validation::layout_name(layout),
                    Check::Full, known);
      }
}

TYPED_TEST(PotrfTest, FailureStopsOnlyThatMatrix) {
  using T = typename TestFixture::T;
  // Every third matrix indefinite at a different column; large enough for
  // the recursive path on every backend.
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (int n : {20, 70, 150}) {
      auto A = TestBatch<T>::fixed(n, n, 9);
      generate_batch(A, n, 13, 3, [](int b) {
        return b % 3 == 1 ? MatrixKind::SpdIndefinite : MatrixKind::SpdWellCond;
      });
      check_potrf(this->queue_, uplo, A, Layout::Pointers,
                  "mixed n = " + std::to_string(n));
    }
}

TYPED_TEST(PotrfTest, VariableEmptyAndOneLarge) {
  using T = typename TestFixture::T;
  std::vector<int> sizes;
  for (int b = 0; b < 300; ++b) sizes.push_back(b % 7 == 0 ? 0 : 1 + b % 5);
  sizes[137] = 150;  // one large among many tiny
  sizes[200] = 33;
  sizes[250] = 176;  // CUDA: a last step of 80 with its update (double)
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper})
    for (Layout layout : {Layout::Variable, Layout::VariableMax})
      for (Check check : {Check::Full, Check::None}) {
        if (layout == Layout::Variable && check == Check::None) continue;
        auto A = TestBatch<T>::variable(sizes, sizes, 2);
        A.fill_value(nan_of<T>());
        A.fill(MatrixKind::SpdWellCond, 11);
        check_potrf(this->queue_, uplo, A, layout,
                    std::string("variable ") + validation::layout_name(layout),
                    check);
      }
}

TYPED_TEST(PotrfTest, VariableFailures) {
  using T = typename TestFixture::T;
  std::vector<int> sizes;
  for (int b = 0; b < 60; ++b) sizes.push_back(1 + (b * 37) % 180);
  // CUDA: a blocked batch of order 470, whose diagonal blocks' updates are
  // split over two pairs of warps (kPotrfCudaBlockPairs), with breakdowns in
  // the deeper blocks (57: NaN at column 286; 58: semidefinite at 291).
  sizes[57] = 333;
  sizes[58] = 400;
  sizes[59] = 470;
  for (Uplo uplo : {Uplo::Lower, Uplo::Upper}) {
    auto A = TestBatch<T>::variable(sizes, sizes);
    validation::GenOptions opt;
    std::vector<int> known(A.count());
    for (int b = 0; b < A.count(); ++b) {
      opt.zero_index = 1 + (b * 5) % sizes[b];
      validation::Rng rng(5, static_cast<std::uint64_t>(b));
      const MatrixKind kind = b % 4 == 1   ? MatrixKind::SpdNaN
                              : b % 4 == 2 ? MatrixKind::SpdSemidefinite
                                           : MatrixKind::SpdWellCond;
      known[b] = validation::generate<T>(kind, sizes[b], sizes[b], A.host(b),
                                         A.ld(b), rng, opt)
                     .info;
    }
    check_potrf(this->queue_, uplo, A, Layout::VariableMax,
                "variable with failures", Check::Full, known);
  }
}

TYPED_TEST(PotrfTest, MoreThan65535Matrices) {
  using T = typename TestFixture::T;
  auto A = TestBatch<T>::fixed(3, 3, 70000);
  A.fill(MatrixKind::SpdWellCond, 9);
  check_potrf(this->queue_, Uplo::Lower, A, Layout::Strided, "70000 x 3");
  std::vector<int> sizes(70000);
  for (int b = 0; b < 70000; ++b) sizes[b] = b % 5;
  auto V = TestBatch<T>::variable(sizes, sizes);
  V.fill(MatrixKind::SpdWellCond, 10);
  check_potrf(this->queue_, Uplo::Upper, V, Layout::Variable,
              "70000 variable 0..4");
}

TYPED_TEST(PotrfTest, BadArguments) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  auto A = TestBatch<T>::fixed(4, 4, 3);
  A.fill(MatrixKind::SpdWellCond, 1);
  upload(q, {&A});
  DeviceInts info(q, 3, 0);
  const auto d = A.batch(q, Layout::Strided);
  EXPECT_EQ(potrf<T>(q, static_cast<Uplo>('X'), d, info.data()).code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(potrf<T>(q, Uplo::Lower, d, nullptr).code(),
            StatusCode::InvalidArgument);
  auto R = TestBatch<T>::fixed(4, 3, 3);
  upload(q, {&R});
  EXPECT_EQ(
      potrf<T>(q, Uplo::Lower, R.batch(q, Layout::Strided), info.data()).code(),
      StatusCode::InvalidArgument);
  EXPECT_EQ(
      potrf<T>(q, Uplo::Lower,
               MatrixBatch<T>::strided(4, 4, A.host(0), 2, 16, 3), info.data())
          .code(),
      StatusCode::InvalidArgument);
  // Count 0 is a no-op, even with a null info.
  EXPECT_TRUE(potrf<T>(q, Uplo::Lower,
                       MatrixBatch<T>::strided(4, 4, nullptr, 4, 16, 0),
                       nullptr)
                  .ok());
}

TYPED_TEST(PotrfTest, InvalidMatricesSkipped) {
  using T = typename TestFixture::T;
  Queue& q = this->queue_;
  std::vector<int> sizes(40, 6);
  sizes[5] = 70;
  auto A = TestBatch<T>::variable(sizes, sizes);
  A.fill(MatrixKind::SpdWellCond, 4);
  A.set_rows_arg(3, -1);
  A.set_cols_arg(3, -1);
  A.set_ld_arg(7, 2);
  A.set_null(9);
  A.set_cols_arg(11, 5);  // not square
  const TestBatch<T> A0 = A.clone();
  upload(q, {&A});
  DeviceInts info(q, A.count(), 99);
  ASSERT_TRUE(
      q.reserve_workspace(potrf_workspace<T>(q, A.batch(q, Layout::Variable)))
          .ok());
  const Status s =
      potrf<T>(q, Uplo::Lower, A.batch(q, Layout::Variable), info.data());
  EXPECT_EQ(s.code(), StatusCode::InvalidMatrix) << s.message();
  EXPECT_NE(s.message().find("matrix 3"), std::string::npos) << s.message();
  download(q, A);
  const std::vector<int> got = info.get(q);
  EXPECT_EQ(got[3], -2);
  EXPECT_EQ(got[7], -4);
  EXPECT_EQ(got[9], -3);
  EXPECT_EQ(got[11], -2);
  for (int b : {3, 7, 9, 11})
    EXPECT_EQ(changed_outside_triangle(A0, A, b, Uplo::Lower, true), 0)
        << "invalid matrix " << b << " was touched";
  for (int b = 0; b < A.count(); ++b) {
    if (b == 3 || b == 7 || b == 9 || b == 11) continue;
    EXPECT_EQ(got[b], 0) << "matrix " << b;
    EXPECT_LE(
        validation::cholesky_residual<T>(Uplo::Lower, A.rows(b), A0.host(b),
                                         A0.ld(b), A.host(b), A.ld(b)),
        validation::kThreshold)
        << "matrix " << b;
  }
  // Check::None with maxima: still skipped, not reported.
  auto B = A0.clone();  // sizes and data; the overrides again:
  B.set_rows_arg(3, -1);
  B.set_cols_arg(3, -1);
  B.set_ld_arg(7, 2);
  B.set_null(9);
  B.set_cols_arg(11, 5);
  upload(q, {&B});
  ASSERT_TRUE(q.reserve_workspace(
                   potrf_workspace<T>(q, B.batch(q, Layout::VariableMax)))
                  .ok());
  const Status s2 = potrf<T>(q, Uplo::Upper, B.batch(q, Layout::VariableMax),
                             info.data(), Check::None);
  EXPECT_TRUE(s2.ok()) << s2.message();
  EXPECT_EQ(info.get(q)[7], -4);
}

// ---- C interface
// ---------------------------------------------------------------------
// Each C entry point must build the descriptors the C++ call would: run on
// two copies of one problem, the results must agree bit for bit (the C++
// routines' correctness is checked above and in test_potrs).

template <class T>
struct CChol;
#define MYRIAD_TEST_C_CHOL(T, CT, p)                                           \
  template <>                                                                  \
  struct CChol<T> {                                                            \
    using Scalar = CT;                                                         \
    static constexpr auto potrf = myriad_##p##potrf_batched;                   \
    static constexpr auto potrf_strided = myriad_##p##potrf_batched_strided;   \
    static constexpr auto potrf_v = myriad_##p##potrf_vbatched;                \
    static constexpr auto potrf_vmax = myriad_##p##potrf_vbatched_max_nocheck; \
    static constexpr auto potrf_ws = myriad_##p##potrf_workspace;              \
    static constexpr auto potrs = myriad_##p##potrs_batched;                   \
    static constexpr auto potrs_strided = myriad_##p##potrs_batched_strided;   \
    static constexpr auto potrs_v = myriad_##p##potrs_vbatched;                \
    static constexpr auto potrs_vmax = myriad_##p##potrs_vbatched_max_nocheck; \
    static constexpr auto posv = myriad_##p##posv_batched;                     \
    static constexpr auto posv_strided = myriad_##p##posv_batched_strided;     \
    static constexpr auto posv_v = myriad_##p##posv_vbatched;                  \
    static constexpr auto posv_vmax = myriad_##p##posv_vbatched_max_nocheck;   \
    static constexpr auto posv_ws = myriad_##p##posv_workspace;                \
  };
MYRIAD_TEST_C_CHOL(float, float, s)
MYRIAD_TEST_C_CHOL(double, double, d)
MYRIAD_TEST_C_CHOL(std::complex<float>, myriad_float_complex, c)
MYRIAD_TEST_C_CHOL(std::complex<double>, myriad_double_complex, z)
#undef MYRIAD_TEST_C_CHOL

TYPED_TEST(PotrfTest, CInterfaceMatchesCpp) {
  using T = typename TestFixture::T;
  using C = CChol<T>;
  using CT = typename C::Scalar;
  Queue& q = this->queue_;
  myriad_queue_t cq = nullptr;
  ASSERT_EQ(q.backend() == Backend::Host
                ? myriad_queue_create_host(&cq, 0)
                : myriad_queue_create_cuda(&cq, 0, nullptr),
            MYRIAD_SUCCESS);
  const auto cp = [](T* const* p) { return reinterpret_cast<CT* const*>(p); };
  const auto cb = [](T* p) { return reinterpret_cast<CT*>(p); };
  const int count = 3, nrhs = 2;
  // n = 40 is above the register kernels (the tiled or recursive path, with
  // workspace on some backends).
  const std::vector<int> var_n = {40, 0, 7};

  enum class Routine { Potrf, Potrs, Posv };
  for (Routine r : {Routine::Potrf, Routine::Potrs, Routine::Posv})
    for (Layout L : {Layout::Pointers, Layout::Strided, Layout::Variable,
                     Layout::VariableMax}) {
      const bool var = L == Layout::Variable || L == Layout::VariableMax;
      const std::string what = std::string(r == Routine::Potrf   ? "potrf "
                                           : r == Routine::Potrs ? "potrs "
                                                                 : "posv ") +
                               validation::layout_name(L);
      const Uplo uplo = r == Routine::Potrs ? Uplo::Upper : Uplo::Lower;
      const char u = static_cast<char>(uplo);
      auto A = var ? TestBatch<T>::variable(var_n, var_n, 1)
                   : TestBatch<T>::fixed(40, 40, count, 1, 3);
      auto B =
          var ? TestBatch<T>::variable(var_n, std::vector<int>(count, nrhs))
              : TestBatch<T>::fixed(40, nrhs, count);
      A.fill(MatrixKind::SpdWellCond, 5);
      B.fill(MatrixKind::Random, 6);
      auto Ax = A.clone(), Bx = B.clone();
      upload(q, {&A, &B, &Ax, &Bx});
      DeviceInts info(q, count, -9), info_x(q, count, -9);
      const auto a = A.batch(q, L), b = B.batch(q, L);
      const auto ax = Ax.batch(q, L), bx = Bx.batch(q, L);
      const int max_n = A.max_rows();
      const Check check = L == Layout::VariableMax ? Check::None : Check::Full;

      // The C workspace queries cover the C++ ones given the same knowledge:
      // potrf's C query knows max_n (the C++ one without maxima must assume
      // the worst), posv's knows only the batch count.
      const std::size_t ws = r == Routine::Potrf  ? potrf_workspace<T>(q, a)
                             : r == Routine::Posv ? posv_workspace<T>(q, a, b)
                                                  : 0;
      const std::size_t ws_same =
          r == Routine::Potrf
              ? potrf_workspace<T>(q, var ? A.batch(q, Layout::VariableMax) : a)
              : ws;
      const std::size_t ws_c = r == Routine::Potrf
                                   ? C::potrf_ws(cq, max_n, count)
                               : r == Routine::Posv ? C::posv_ws(cq, count)
                                                    : 0;
      EXPECT_GE(ws_c, ws_same) << what;
      ASSERT_TRUE(q.reserve_workspace(ws).ok());
      ASSERT_EQ(myriad_queue_reserve_workspace(cq, ws_c), MYRIAD_SUCCESS);

      myriad_status_t cs = MYRIAD_SUCCESS;
      Status s;
      if (r == Routine::Potrf) {
        cs = L == Layout::Pointers
                 ? C::potrf(cq, u, 40, cp(ax.pointer_array()), ax.fixed_ld(),
                            info_x.data(), count)
             : L == Layout::Strided
                 ? C::potrf_strided(cq, u, 40, cb(ax.base()), ax.fixed_ld(),
                                    ax.stride(), info_x.data(), count)
             : L == Layout::Variable
                 ? C::potrf_v(cq, u, ax.rows_array(), cp(ax.pointer_array()),
                              ax.ld_array(), info_x.data(), count)
                 : C::potrf_vmax(cq, u, ax.rows_array(), cp(ax.pointer_array()),
                                 ax.ld_array(), info_x.data(), count, max_n);
        s = potrf<T>(q, uplo, a, info.data(), check);
      } else if (r == Routine::Potrs) {
        // The SPD matrix itself serves as the factor: both sides solve with
        // the same triangle, which is all this comparison needs.
        const auto cc = [](T* const* p) {
          return reinterpret_cast<CT const* const*>(p);
        };
        cs = L == Layout::Pointers
                 ? C::potrs(cq, u, 40, nrhs, cc(ax.pointer_array()),
                            ax.fixed_ld(), cp(bx.pointer_array()),
                            bx.fixed_ld(), count)
             : L == Layout::Strided
                 ? C::potrs_strided(cq, u, 40, nrhs, cb(ax.base()),
                                    ax.fixed_ld(), ax.stride(), cb(bx.base()),
                                    bx.fixed_ld(), bx.stride(), count)
             : L == Layout::Variable
                 ? C::potrs_v(cq, u, ax.rows_array(), bx.cols_array(),
                              cc(ax.pointer_array()), ax.ld_array(),
                              cp(bx.pointer_array()), bx.ld_array(), count)
                 : C::potrs_vmax(cq, u, ax.rows_array(), bx.cols_array(),
                                 cc(ax.pointer_array()), ax.ld_array(),
                                 cp(bx.pointer_array()), bx.ld_array(), count,
                                 max_n, nrhs);
        s = potrs<T>(q, uplo, MatrixBatch<const T>(a), b, check);
      } else {
        cs =
            L == Layout::Pointers
                ? C::posv(cq, u, 40, nrhs, cp(ax.pointer_array()),
                          ax.fixed_ld(), cp(bx.pointer_array()), bx.fixed_ld(),
                          info_x.data(), count)
            : L == Layout::Strided
                ? C::posv_strided(cq, u, 40, nrhs, cb(ax.base()), ax.fixed_ld(),
                                  ax.stride(), cb(bx.base()), bx.fixed_ld(),
                                  bx.stride(), info_x.data(), count)
            : L == Layout::Variable
                ? C::posv_v(cq, u, ax.rows_array(), bx.cols_array(),
                            cp(ax.pointer_array()), ax.ld_array(),
                            cp(bx.pointer_array()), bx.ld_array(),
                            info_x.data(), count)
                : C::posv_vmax(cq, u, ax.rows_array(), bx.cols_array(),
                               cp(ax.pointer_array()), ax.ld_array(),
                               cp(bx.pointer_array()), bx.ld_array(),
                               info_x.data(), count, max_n, nrhs);
        s = posv<T>(q, uplo, a, b, info.data(), check);
      }
      ASSERT_EQ(cs, MYRIAD_SUCCESS)
          << what << ": " << myriad_queue_last_error(cq);
      ASSERT_EQ(myriad_queue_synchronize(cq), MYRIAD_SUCCESS);
      ASSERT_TRUE(s.ok()) << what << ": " << s.message();
      download(q, A);
      download(q, B);
      download(q, Ax);
      download(q, Bx);
      if (r != Routine::Potrs) EXPECT_EQ(info.get(q), info_x.get(q)) << what;
      for (int m = 0; m < count; ++m) {
        for (std::int64_t e = 0; e < A.slot_size(m); ++e)
          ASSERT_TRUE(validation::same_bits(A.host(m)[e], Ax.host(m)[e]))
              << what << ": A of matrix " << m << ", element " << e;
        for (std::int64_t e = 0; e < B.slot_size(m); ++e)
          ASSERT_TRUE(validation::same_bits(B.host(m)[e], Bx.host(m)[e]))
              << what << ": B of matrix " << m << ", element " << e;
      }
    }
  myriad_queue_destroy(cq);
}

}  // namespace
}  // namespace myriad::testing
