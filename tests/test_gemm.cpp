// Batched GEMM, typed over precision x backend: every op combination,
// LAPACK's sizes and the CUDA kernels' tile sizes +-1, rectangular and
// trailing-update shapes, every batch layout, empty matrices, one large
// among many tiny, batch counts above 65535, special alpha/beta, exact
// integer checks, NaN/Inf propagation and sub-matrix views.
#include <algorithm>

#include "gemm_test_util.hpp"
#include "validation/sizes.hpp"

namespace myriad::testing {
namespace {

using validation::Layout;
using validation::make_scalar;
using validation::MatrixKind;

template <class C>
class GemmTest : public QueueTest<C> {};
TYPED_TEST_SUITE(GemmTest, AllConfigs, ConfigName);

/// LAPACK's test sizes and the CUDA kernels' tile sizes +-1.
const std::vector<int>& square_sizes() {
  static const std::vector<int> v = {0,  1,  2,  3,  5,   10,  50, 7,  8,
                                     9,  11, 12, 13, 15,  16,  17, 31, 32,
                                     33, 63, 64, 65, 127, 128, 129};
  return v;
}

TYPED_TEST(GemmTest, AllOpsSquareSizes) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 1;
  for (auto [ta, tb] : all_op_pairs())
    for (int n : square_sizes()) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.seed = seed++;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n, n, n > 64 ? 1 : 2))
          << "n = " << n;
    }
}

TYPED_TEST(GemmTest, Rectangular) {
  using T = typename TestFixture::T;
  const int shapes[][3] = {{5, 17, 33}, {33, 5, 17}, {17, 33, 5},  {64, 1, 9},
                           {1, 65, 2},  {2, 1, 65},  {31, 8, 129}, {129, 16, 7},
                           {7, 9, 0},   {96, 40, 3}, {12, 7, 11}};
  std::uint64_t seed = 100;
  for (auto [ta, tb] : all_op_pairs())
    for (const auto& sh : shapes) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = Layout::Pointers;
      s.ld_pad = 3;
      s.seed = seed++;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, sh[0], sh[1], sh[2], 2))
          << sh[0] << "x" << sh[1] << "x" << sh[2];
    }
}

// The factorizations' trailing updates: C -= A21 A12 with small k.
TYPED_TEST(GemmTest, TrailingUpdateShapes) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 200;
  for (int n : {64, 100, 128, 192, 256})
    for (int k : {8, 16, 32})
      for (auto [ta, tb] : {std::pair{Op::NoTrans, Op::NoTrans},
                            std::pair{Op::NoTrans, Op::Trans},
                            std::pair{Op::NoTrans, Op::ConjTrans}}) {
        GemmSpec<T> s;
        s.ta = ta;
        s.tb = tb;
        s.alpha = T(-1);
        s.beta = T(1);
        s.seed = seed++;
        EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n, k, 2))
            << "n = " << n << ", k = " << k;
      }
}

TYPED_TEST(GemmTest, FixedLayoutsWithPadding) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 300;
  for (Layout layout : {Layout::Pointers, Layout::Strided, Layout::Variable,
                        Layout::VariableMax})
    for (int n : {1, 16, 33})
      for (auto [ta, tb] : {std::pair{Op::NoTrans, Op::NoTrans},
                            std::pair{Op::Trans, Op::ConjTrans}}) {
        GemmSpec<T> s;
        s.ta = ta;
        s.tb = tb;
        s.layout = layout;
        s.ld_pad = 5;
        s.stride_pad = 7;
        s.seed = seed++;
        EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n + 2, n + 1, 5))
            << "n = " << n;
      }
}

TYPED_TEST(GemmTest, VariableSizeDistributions) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 400;
  for (auto dist : validation::all_size_dists())
    for (auto [ta, tb] : all_op_pairs()) {
      validation::Rng rng(seed, 7);
      const auto m = validation::generate_sizes(dist, 40, 60, rng);
      const auto n = validation::generate_sizes(dist, 40, 60, rng);
      const auto k = validation::generate_sizes(dist, 40, 60, rng);
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = Layout::Variable;
      s.ld_pad = 1;
      s.seed = seed++;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, m, n, k))
          << "sizes " << validation::dist_name(dist);
    }
}

TYPED_TEST(GemmTest, VariableEmptyMatricesAndOneLargeAmongManyTiny) {
  using T = typename TestFixture::T;
  validation::Rng rng(500);
  // Every kind of empty: m = 0, n = 0, k = 0, all zero.
  std::vector<int> m = {0, 3, 3, 0, 5, 1, 0}, n = {4, 0, 3, 0, 5, 1, 0},
                   k = {2, 2, 0, 0, 5, 0, 7};
  for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
    GemmSpec<T> s;
    s.layout = layout;
    EXPECT_TRUE(check_gemm<T>(this->queue_, s, m, n, k));
  }
  // One 129 x 129 x 129 among 400 matrices of sizes 1..4.
  const auto big =
      validation::generate_sizes(validation::SizeDist::OneLarge, 129, 400, rng);
  for (auto [ta, tb] : {std::pair{Op::NoTrans, Op::NoTrans},
                        std::pair{Op::ConjTrans, Op::Trans}})
    for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = layout;
      s.seed = 501;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, big, big, big));
    }
  // Uniform in [0, max]: many empty ones mixed in.
  const auto u =
      validation::generate_sizes(validation::SizeDist::Uniform0, 9, 300, rng);
  const auto u2 =
      validation::generate_sizes(validation::SizeDist::Uniform0, 9, 300, rng);
  ASSERT_GT(std::count(u.begin(), u.end(), 0), 0);
  GemmSpec<T> s;
  s.layout = Layout::Variable;
  EXPECT_TRUE(check_gemm<T>(this->queue_, s, u, u2, u));
}

TYPED_TEST(GemmTest, BatchCountAbove65535) {
  using T = typename TestFixture::T;
  const int count = 70000;
  GemmSpec<T> s;
  s.layout = Layout::Strided;
  EXPECT_TRUE(check_gemm<T>(this->queue_, s, 3, 2, 4, count));
  s.layout = Layout::Pointers;
  s.ta = Op::ConjTrans;
  EXPECT_TRUE(check_gemm<T>(this->queue_, s, 2, 3, 1, count));
  validation::Rng rng(600);
  const auto m =
      validation::generate_sizes(validation::SizeDist::Uniform0, 3, count, rng);
  const auto n =
      validation::generate_sizes(validation::SizeDist::Uniform0, 3, count, rng);
  const auto k =
      validation::generate_sizes(validation::SizeDist::Uniform0, 3, count, rng);
  s.layout = Layout::Variable;
  EXPECT_TRUE(check_gemm<T>(this->queue_, s, m, n, k));
}

// beta = 0: C is not read, NaN in it must not propagate (as in the BLAS).
TYPED_TEST(GemmTest, BetaZeroIgnoresNaNInC) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 700;
  for (Layout layout : {Layout::Strided, Layout::Variable})
    for (auto [ta, tb] : all_op_pairs())
      for (int n : {1, 8, 17, 33}) {
        GemmSpec<T> s;
        s.ta = ta;
        s.tb = tb;
        s.layout = layout;
        s.beta = T(0);
        s.nan_c = true;
        s.seed = seed++;
        EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n, n, 2)) << "n = " << n;
      }
}

// alpha = 0: C := beta C, A and B not read (NaN in them must not propagate).
TYPED_TEST(GemmTest, AlphaZeroScalesC) {
  using T = typename TestFixture::T;
  for (Layout layout : {Layout::Pointers, Layout::Variable})
    for (T beta : {T(1), T(0), make_scalar<T>(0.5, 0.25)})
      for (int n : {1, 9, 33}) {
        GemmSpec<T> s;
        s.layout = layout;
        s.alpha = T(0);
        s.beta = beta;
        s.akind = MatrixKind::WithNaN;
        s.bkind = MatrixKind::WithInf;
        s.seed = 800 + n;
        EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n, n, 3)) << "n = " << n;
      }
}

TYPED_TEST(GemmTest, AlphaZeroBetaOneLeavesCUnchanged) {
  using T = typename TestFixture::T;
  auto C = validation::TestBatch<T>::fixed(9, 7, 4);
  auto A = validation::TestBatch<T>::fixed(9, 5, 4),
       B = validation::TestBatch<T>::fixed(5, 7, 4);
  C.fill(MatrixKind::Random, 1);
  A.fill(MatrixKind::WithNaN, 2);
  B.fill(MatrixKind::Random, 3);
  const auto C0 = C.clone();
  upload<T>(this->queue_, {&A, &B, &C});
  ASSERT_TRUE(gemm<T>(this->queue_, Op::NoTrans, Op::NoTrans, T(0),
                      A.batch(this->queue_, Layout::Strided),
                      B.batch(this->queue_, Layout::Strided), T(1),
                      C.batch(this->queue_, Layout::Strided))
                  .ok());
  download<T>(this->queue_, C);
  for (int b = 0; b < 4; ++b)
    for (int j = 0; j < 7; ++j)
      for (int i = 0; i < 9; ++i) EXPECT_EQ(C.at(b, i, j), C0.at(b, i, j));
}

// k = 0: C := beta C.
TYPED_TEST(GemmTest, KZero) {
  using T = typename TestFixture::T;
  for (Layout layout : {Layout::Strided, Layout::Pointers, Layout::Variable})
    for (auto [ta, tb] : all_op_pairs()) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = layout;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, 6, 5, 0, 3));
    }
}

TYPED_TEST(GemmTest, IntegerDataExact) {
  using T = typename TestFixture::T;
  std::uint64_t seed = 900;
  for (auto [ta, tb] : all_op_pairs())
    for (int n : {1, 8, 17, 33, 64, 65, 129}) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = n % 2 ? Layout::Pointers : Layout::Variable;
      s.akind = s.bkind = s.ckind = MatrixKind::Integer;
      s.alpha = make_scalar<T>(2, -1);
      s.beta = make_scalar<T>(-1, 1);
      s.exact = true;
      s.seed = seed++;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, n, n + 1, n > 64 ? 40 : n, 2))
          << "n = " << n;
    }
}

// NaN / Inf in A reach exactly the entries of C they reach in CBLAS's result;
// the other entries and matrices are correct.
TYPED_TEST(GemmTest, NaNAndInfPropagateLikeReference) {
  using T = typename TestFixture::T;
  for (MatrixKind kind : {MatrixKind::WithNaN, MatrixKind::WithInf})
    for (auto [ta, tb] : all_op_pairs()) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.akind = kind;
      s.layout = Layout::Variable;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, 17, 9, 33, 4));
    }
}

TYPED_TEST(GemmTest, ScaledNearUnderflowAndOverflow) {
  using T = typename TestFixture::T;
  for (MatrixKind kind : {MatrixKind::ScaledSmall, MatrixKind::ScaledLarge})
    for (auto [ta, tb] : all_op_pairs()) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.akind = kind;
      EXPECT_TRUE(check_gemm<T>(this->queue_, s, 20, 33, 17, 2));
    }
}

// Sub-matrix views of a fixed batch (nested for C): results inside the view,
// nothing outside written, NaN outside the views of A and B never read.
TYPED_TEST(GemmTest, SubViewsOfFixedBatch) {
  using T = typename TestFixture::T;
  const int full = 40, count = 3, m = 17, n = 20, k = 11;
  const int ci = 3, cj = 5, ai = 1, aj = 2, bi = 4, bj = 0;
  for (auto [ta, tb] : all_op_pairs()) {
    const int arows = ta == Op::NoTrans ? m : k,
              acols = ta == Op::NoTrans ? k : m;
    const int brows = tb == Op::NoTrans ? k : n,
              bcols = tb == Op::NoTrans ? n : k;
    auto A = validation::TestBatch<T>::fixed(full, full, count, 2);
    auto B = validation::TestBatch<T>::fixed(full, full, count, 2);
    auto C = validation::TestBatch<T>::fixed(full, full, count, 2);
    A.fill(MatrixKind::Random, 1);
    B.fill(MatrixKind::Random, 2);
    C.fill(MatrixKind::Random, 3);
    for (int b = 0; b < count; ++b) {
      poison_outside(A, b, ai, aj, arows, acols);
      poison_outside(B, b, bi, bj, brows, bcols);
      poison_outside(C, b, ci, cj, m, n);
    }
    const auto C0 = C.clone();
    upload<T>(this->queue_, {&A, &B, &C});
    const T alpha = make_scalar<T>(0.5, 1), beta = make_scalar<T>(2, -0.5);
    for (Layout layout : {Layout::Pointers, Layout::Strided}) {
      if (layout == Layout::Strided)
        upload<T>(this->queue_, {&C});  // restart from C0
      const auto Cv = C.batch(this->queue_, layout)
                          .sub(ci - 1, cj - 2, m + 5, n + 5)
                          .sub(1, 2, m, n);
      const Status st = gemm<T>(
          this->queue_, ta, tb, alpha,
          A.batch(this->queue_, layout).sub(ai, aj, arows, acols),
          B.batch(this->queue_, layout).sub(bi, bj, brows, bcols), beta, Cv);
      ASSERT_TRUE(st.ok()) << st.message();
      download<T>(this->queue_, C);
      for (int b = 0; b < count; ++b) {
        EXPECT_EQ(validation::changed_outside(C0, C, b, ci, cj, m, n), 0)
            << "op " << op_name(ta) << op_name(tb) << " matrix " << b;
        const int lda = A.ld(b), ldb = B.ld(b), ldc = C.ld(b);
        const double r = validation::gemm_residual<T>(
            ta, tb, m, n, k, alpha, A.host(b) + ai + aj * lda, lda,
            B.host(b) + bi + bj * ldb, ldb, beta, C0.host(b) + ci + cj * ldc,
            ldc, C.host(b) + ci + cj * ldc, ldc);
        EXPECT_TRUE(validation::passes(r))
            << "op " << op_name(ta) << op_name(tb) << " "
            << validation::layout_name(layout) << " matrix " << b
            << ": residual " << r;
      }
      // Reset C on the host copy for the next layout.
      for (int b = 0; b < count; ++b)
        std::copy(C0.host(b), C0.host(b) + C0.slot_size(b), C.host(b));
    }
  }
}

// Sub-matrix views of a variable batch, clipped per matrix: matrix b of
// X.sub(i, i, s, s) is max(0, min(n_b - i, s)) square.
TYPED_TEST(GemmTest, SubViewsOfVariableBatch) {
  using T = typename TestFixture::T;
  validation::Rng rng(1000);
  const int count = 50, off = 4, s = 12;
  const auto nb = validation::generate_sizes(validation::SizeDist::Uniform0, 30,
                                             count, rng);
  for (auto [ta, tb] : all_op_pairs())
    for (Layout layout : {Layout::Variable, Layout::VariableMax}) {
      auto A = validation::TestBatch<T>::variable(nb, nb, 1);
      auto B = validation::TestBatch<T>::variable(nb, nb, 1);
      auto C = validation::TestBatch<T>::variable(nb, nb, 1);
      A.fill(MatrixKind::Random, 1);
      B.fill(MatrixKind::Random, 2);
      C.fill(MatrixKind::Random, 3);
      std::vector<int> sb(count);
      for (int b = 0; b < count; ++b) {
        sb[b] = std::max(0, std::min(nb[b] - off, s));
        poison_outside(A, b, off, off, sb[b], sb[b]);
        poison_outside(B, b, off, off, sb[b], sb[b]);
        poison_outside(C, b, off, off, sb[b], sb[b]);
      }
      const auto C0 = C.clone();
      upload<T>(this->queue_, {&A, &B, &C});
      const T alpha = make_scalar<T>(-0.5, 1), beta = make_scalar<T>(1.5, 0.5);
      const auto Av = A.batch(this->queue_, layout).sub(off, off, s, s);
      const auto Bv = B.batch(this->queue_, layout).sub(off, off, s, s);
      const auto Cv = C.batch(this->queue_, layout).sub(off, off, s, s);
      if (layout == Layout::VariableMax) {
        EXPECT_EQ(Cv.max_rows(),
                  std::min(*std::max_element(nb.begin(), nb.end()) - off, s));
      }
      const Status st = gemm<T>(this->queue_, ta, tb, alpha, Av, Bv, beta, Cv);
      ASSERT_TRUE(st.ok()) << st.message();
      download<T>(this->queue_, C);
      for (int b = 0; b < count; ++b) {
        EXPECT_EQ(validation::changed_outside(C0, C, b, off, off, sb[b], sb[b]),
                  0)
            << "matrix " << b;
        const int ld = C.ld(b);
        const std::int64_t o = off + static_cast<std::int64_t>(off) * ld;
        const double r = validation::gemm_residual<T>(
            ta, tb, sb[b], sb[b], sb[b], alpha, A.host(b) + o, ld,
            B.host(b) + o, ld, beta, C0.host(b) + o, ld, C.host(b) + o, ld);
        EXPECT_TRUE(validation::passes(r))
            << "matrix " << b << " (n = " << nb[b] << "): residual " << r;
      }
    }
}

/// m, n, k of 80 matrices up to 70 (every size class of the CUDA kernels,
/// empty matrices among them) for the calls with maxima from the host.
struct HostMaximaSizes {
  std::vector<int> m, n, k;
  HostMaximaSizes() {
    validation::Rng rng(1100);
    m = validation::generate_sizes(validation::SizeDist::Uniform1, 70, 80, rng);
    n = validation::generate_sizes(validation::SizeDist::Uniform0, 70, 80, rng);
    k = validation::generate_sizes(validation::SizeDist::PowerLaw, 70, 80, rng);
  }
};

// Check::None with host-known maxima: no argument-check pass, same results.
TYPED_TEST(GemmTest, CheckNoneWithHostMaxima) {
  using T = typename TestFixture::T;
  const HostMaximaSizes z;
  for (auto [ta, tb] : all_op_pairs()) {
    GemmSpec<T> s;
    s.ta = ta;
    s.tb = tb;
    s.layout = Layout::VariableMax;
    s.check = Check::None;
    EXPECT_TRUE(check_gemm<T>(this->queue_, s, z.m, z.n, z.k));
  }
  GemmSpec<T> s;
  s.layout = Layout::Strided;
  s.check = Check::None;
  EXPECT_TRUE(check_gemm<T>(this->queue_, s, 33, 31, 17, 4));
}

// A variable batch over every size class of the CUDA kernels (a launch
// each), with maxima from the host and no check pass, captured into a CUDA
// graph: the call must neither allocate nor synchronize, and the graph must
// give the same results. A second batch of orders up to 32 takes the path
// whose class launches run on the queue's auxiliary streams (double).
TYPED_TEST(GemmTest, VariableCapturedInGraph) {
  using T = typename TestFixture::T;
#ifndef MYRIAD_VALIDATION_CUDA
  GTEST_SKIP() << "built without the CUDA backend";
#else
  if (TypeParam::backend != Backend::Cuda)
    GTEST_SKIP() << "graph capture is a CUDA backend property";
  const HostMaximaSizes z;
  // A stream of the queue's own (the legacy stream cannot be captured), and
  // blocking, so that the tests' synchronous copies stay ordered with it.
  cudaStream_t st = nullptr;
  ASSERT_EQ(cudaStreamCreate(&st), cudaSuccess);
  {
    Queue q;
    ASSERT_TRUE(Queue::create_cuda(q, 0, st).ok());
    for (auto [ta, tb] : {std::pair{Op::NoTrans, Op::NoTrans},
                          std::pair{Op::ConjTrans, Op::Trans}}) {
      GemmSpec<T> s;
      s.ta = ta;
      s.tb = tb;
      s.layout = Layout::VariableMax;
      s.check = Check::None;
      s.capture = true;
      EXPECT_TRUE(check_gemm<T>(q, s, z.m, z.n, z.k));
    }
    validation::Rng rng(1101);
    const auto small = validation::generate_sizes(
        validation::SizeDist::Uniform1, 32, 300, rng);
    GemmSpec<T> s;
    s.layout = Layout::VariableMax;
    s.check = Check::None;
    s.capture = true;
    EXPECT_TRUE(check_gemm<T>(q, s, small, small, small));
  }
  cudaStreamDestroy(st);
#endif
}

// Fixed and variable descriptors in one call.
TYPED_TEST(GemmTest, MixedFixedAndVariableDescriptors) {
  using T = typename TestFixture::T;
  const int count = 6, m = 13, n = 9, k = 21;
  auto A = validation::TestBatch<T>::fixed(m, k, count, 1);
  auto B = validation::TestBatch<T>::fixed(k, n, count);
  auto C = validation::TestBatch<T>::fixed(m, n, count, 2);
  A.fill(MatrixKind::Random, 1);
  B.fill(MatrixKind::Random, 2);
  C.fill(MatrixKind::Random, 3);
  const auto C0 = C.clone();
  upload<T>(this->queue_, {&A, &B, &C});
  const T alpha = make_scalar<T>(1.5, -1), beta = make_scalar<T>(0.5, 0.5);
  const Status st = gemm<T>(this->queue_, Op::NoTrans, Op::NoTrans, alpha,
                            A.batch(this->queue_, Layout::Strided),
                            B.batch(this->queue_, Layout::Pointers), beta,
                            C.batch(this->queue_, Layout::Variable));
  ASSERT_TRUE(st.ok()) << st.message();
  download<T>(this->queue_, C);
  EXPECT_TRUE(all_pass(validation::gemm_residuals<T>(Op::NoTrans, Op::NoTrans,
                                                     alpha, A, B, beta, C0, C),
                       "mixed descriptors"));
}

}  // namespace
}  // namespace myriad::testing
