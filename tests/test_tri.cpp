// Batched TRSM and TRMM (this file is compiled twice, MYRIAD_TRI_SOLVE 1 for
// test_trsm, 0 for test_trmm): typed over precision x backend. Every option
// combination,
// the sizes of the leaf kernels and recursion boundaries, every layout,
// variable batches with empty, tiny and one large matrix, a batch above
// 65535, alpha = 0, bad inputs, and the C API. Checks: TRSM backward error
// <= 30, TRMM exact on integer-valued data; A's unread part is NaN; B's padding
// and empty matrices must not change.
#include <cmath>
#include <limits>

#include "tests/tri_test_util.hpp"

namespace {

using namespace tri_test;
namespace v = myriad::validation;

#if MYRIAD_TRI_SOLVE
#define TRI_TEST TrsmTest
#define TRI_C_API_TEST TrsmCApi
constexpr bool kSolve = true;
constexpr myriad::detail::TriKind kKind = myriad::detail::TriKind::Solve;
constexpr auto c_dbatched = myriad_dtrsm_batched;
constexpr auto c_dbatched_strided = myriad_dtrsm_batched_strided;
constexpr auto c_dvbatched = myriad_dtrsm_vbatched;
constexpr auto c_zvbatched_max_nocheck = myriad_ztrsm_vbatched_max_nocheck;
constexpr auto c_zbatched = myriad_ztrsm_batched;
#else
#define TRI_TEST TrmmTest
#define TRI_C_API_TEST TrmmCApi
constexpr bool kSolve = false;
constexpr myriad::detail::TriKind kKind = myriad::detail::TriKind::Multiply;
constexpr auto c_dbatched = myriad_dtrmm_batched;
constexpr auto c_dbatched_strided = myriad_dtrmm_batched_strided;
constexpr auto c_dvbatched = myriad_dtrmm_vbatched;
constexpr auto c_zvbatched_max_nocheck = myriad_ztrmm_vbatched_max_nocheck;
constexpr auto c_zbatched = myriad_ztrmm_batched;
#endif

template <class C>
class TRI_TEST : public ::testing::Test {
 protected:
  using T = typename C::Scalar;
  void SetUp() override {
    std::string why;
    if (!make_queue(C::backend, q_, &why)) GTEST_SKIP() << why;
  }
  T alpha() const {
    return kSolve ? v::make_scalar<T>(0.75, -0.5) : v::make_scalar<T>(2, -1);
  }
  Queue q_;
};
TYPED_TEST_SUITE(TRI_TEST, Configs, ConfigNames);

TYPED_TEST(TRI_TEST, AllOptionsLeafAndRecursionSizes) {
  using T = typename TypeParam::Scalar;
  const std::vector<Layout> layouts = v::all_layouts();
  const auto sizes =
      tile_sizes(TypeParam::backend, kKind, myriad::ScalarTraits<T>::letter);
  std::uint64_t seed = 1;
  int call = 0;
  for (const TriOptions& o : v::tri::all_options()) {
    for (int s : sizes) {
      // Square, and few vectors (3 columns for Left, 3 rows for Right).
      const int few_m = o.side == Side::Left ? s : 3;
      const int few_n = o.side == Side::Left ? 3 : s;
      for (auto [m, n] : {std::pair<int, int>{s, s}, {few_m, few_n}}) {
        const Layout l = layouts[call++ % layouts.size()];
        const Outcome r = run_checked<T>(kSolve, this->q_, o, {m, m, m},
                                         {n, n, n}, l, this->alpha(), ++seed);
        const std::string what =
            describe(o, l, std::to_string(m) + "x" + std::to_string(n));
        ASSERT_TRUE(r.status.ok()) << what << ": " << r.status.message();
        EXPECT_EQ(r.failed, 0) << what << ": " << r.where;
        EXPECT_EQ(r.outside, 0) << what << ": padding changed";
      }
    }
  }
}

// Few vectors around the narrow leaf's limits: its largest order (one block
// per matrix, several row blocks) and one more (recursion down to narrow
// leaves), with 1, the most and one more vector than it takes.
TYPED_TEST(TRI_TEST, NarrowLeafLimits) {
  using T = typename TypeParam::Scalar;
  const auto t = myriad::detail::tri_tuning(
      TypeParam::backend, myriad::ScalarTraits<T>::letter, kKind);
  if (t.narrow_vectors == 0)
    GTEST_SKIP() << "no narrow leaf for this backend and routine";
  const std::vector<Layout> layouts = v::all_layouts();
  std::uint64_t seed = 500;
  int call = 0;
  for (const TriOptions& o : v::tri::all_options()) {
    // With more than narrow_few vectors, the first order it takes and the
    // one below (recursion to the staged leaf).
    std::vector<int> orders = {t.narrow_order, t.narrow_order + 1};
    if (t.narrow_wide_from > tested_leaf(t) + 1) {
      orders.push_back(t.narrow_wide_from - 1);
      orders.push_back(t.narrow_wide_from);
    }
    for (int r : orders) {
      for (int nv : {1, t.narrow_vectors, t.narrow_vectors + 1}) {
        const int m = o.side == Side::Left ? r : nv;
        const int n = o.side == Side::Left ? nv : r;
        const Layout l = layouts[call++ % layouts.size()];
        const Outcome res = run_checked<T>(kSolve, this->q_, o, {m, m}, {n, n},
                                           l, this->alpha(), ++seed);
        const std::string what =
            describe(o, l, std::to_string(m) + "x" + std::to_string(n));
        ASSERT_TRUE(res.status.ok()) << what << ": " << res.status.message();
        EXPECT_EQ(res.failed, 0) << what << ": " << res.where;
        EXPECT_EQ(res.outside, 0) << what << ": padding changed";
      }
    }
  }
}

TYPED_TEST(TRI_TEST, VariableEmptyTinyAndOneLarge) {
  using T = typename TypeParam::Scalar;
  const auto t = myriad::detail::tri_tuning(
      TypeParam::backend, myriad::ScalarTraits<T>::letter, kKind);
  const int big =
      2 * std::max({tested_leaf(t), t.tile_leaf, t.staged_leaf}) + 3;
  const std::vector<int> m = {0, 1, 2, 0, 3, big, 1, 5, 4, 2, 1, 0};
  const std::vector<int> n = {3, 1, 0, 0, 2, big - 7, 5, 1, 4, 2, 33, 1};
  std::uint64_t seed = 100;
  for (const TriOptions& o : v::tri::all_options()) {
    for (auto [l, check] :
         {std::pair<Layout, Check>{Layout::Variable, Check::Full},
          {Layout::VariableMax, Check::None},
          {Layout::VariableMax, Check::Full}}) {
      const Outcome r = run_checked<T>(kSolve, this->q_, o, m, n, l,
                                       this->alpha(), ++seed, check);
      const std::string what = describe(o, l, "variable");
      ASSERT_TRUE(r.status.ok()) << what << ": " << r.status.message();
      EXPECT_EQ(r.failed, 0) << what << ": " << r.where;
      EXPECT_EQ(r.outside, 0) << what << ": padding or empty matrix changed";
    }
  }
}

// Orders within the leaf side by side (host: the own loops up to order 32
// and the per-matrix recursion above), each matrix with its own count of
// vectors, so that whole and partial tiles of every loop shape, and the
// recursion's splits, meet in one variable batch.
TYPED_TEST(TRI_TEST, VariableWithinTheLeaf) {
  using T = typename TypeParam::Scalar;
  const auto t = myriad::detail::tri_tuning(
      TypeParam::backend, myriad::ScalarTraits<T>::letter, kKind);
  const int top = tested_leaf(t);
  const std::vector<int> k = {0, 33, 1, top, 47,      32, 96,
                              5, 64, 2, 17,  top - 1, 16, 65};
  const std::vector<int> v = {3, 1, 9, 17, 2, 40, 8, 0, 33, 16, 1, 5, 4, 31};
  std::uint64_t seed = 300;
  for (const TriOptions& o : v::tri::all_options()) {
    const bool left = o.side == Side::Left;
    for (auto [l, check] :
         {std::pair<Layout, Check>{Layout::Variable, Check::Full},
          {Layout::VariableMax, Check::None}}) {
      const Outcome r =
          run_checked<T>(kSolve, this->q_, o, left ? k : v, left ? v : k, l,
                         this->alpha(), ++seed, check);
      const std::string what = describe(o, l, "variable within the leaf");
      ASSERT_TRUE(r.status.ok()) << what << ": " << r.status.message();
      EXPECT_EQ(r.failed, 0) << what << ": " << r.where;
      EXPECT_EQ(r.outside, 0) << what << ": padding or empty matrix changed";
    }
  }
}

TYPED_TEST(TRI_TEST, BatchAbove65535) {
  using T = typename TypeParam::Scalar;
  const int count = 70000;
  std::vector<int> fm(count, 2), fn(count, 3), vm(count), vn(count);
  for (int b = 0; b < count; ++b) {
    vm[b] = b % 4;
    vn[b] = (b / 4) % 3 + (b % 7 == 0 ? 0 : 1);
  }
  for (const TriOptions& o :
       {TriOptions{Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit},
        TriOptions{Side::Right, Uplo::Upper, Op::ConjTrans, Diag::Unit}}) {
    for (auto [l, m, n] :
         {std::tuple<Layout, const std::vector<int>*, const std::vector<int>*>{
              Layout::Strided, &fm, &fn},
          {Layout::Variable, &vm, &vn}}) {
      const Outcome r =
          run_checked<T>(kSolve, this->q_, o, *m, *n, l, this->alpha(), 7);
      const std::string what = describe(o, l, "70000 tiny");
      ASSERT_TRUE(r.status.ok()) << what << ": " << r.status.message();
      EXPECT_EQ(r.failed, 0) << what << ": " << r.where;
      EXPECT_EQ(r.outside, 0) << what;
    }
  }
}

TYPED_TEST(TRI_TEST, AlphaZeroSetsZeroWithoutReadingA) {
  using T = typename TypeParam::Scalar;
  const T nan = v::make_scalar<T>(std::numeric_limits<double>::quiet_NaN());
  for (Layout l : v::all_layouts()) {
    auto A = TestBatch<T>::fixed(6, 6, 4);
    auto B = TestBatch<T>::fixed(6, 5, 4, 1);
    A.fill_value(nan);
    B.fill_value(nan);
    ASSERT_TRUE(A.upload(this->q_).ok());
    ASSERT_TRUE(B.upload(this->q_).ok());
    const Status s =
        kSolve ? myriad::trsm<T>(this->q_, Side::Left, Uplo::Upper, Op::Trans,
                                 Diag::NonUnit, T(0), A.batch(this->q_, l),
                                 B.batch(this->q_, l))
               : myriad::trmm<T>(this->q_, Side::Left, Uplo::Upper, Op::Trans,
                                 Diag::NonUnit, T(0), A.batch(this->q_, l),
                                 B.batch(this->q_, l));
    ASSERT_TRUE(s.ok()) << s.message();
    ASSERT_TRUE(B.download(this->q_).ok());
    for (int b = 0; b < 4; ++b)
      for (int j = 0; j < 5; ++j)
        for (int i = 0; i < 6; ++i)
          EXPECT_TRUE(B.at(b, i, j) == T(0)) << v::layout_name(l);
  }
}

TYPED_TEST(TRI_TEST, BadScalarArguments) {
  using T = typename TypeParam::Scalar;
  auto A = TestBatch<T>::fixed(4, 4, 2);
  auto B = TestBatch<T>::fixed(4, 3, 2);
  A.fill(v::MatrixKind::Lower, 1);
  B.fill(v::MatrixKind::Random, 2);
  ASSERT_TRUE(A.upload(this->q_).ok());
  ASSERT_TRUE(B.upload(this->q_).ok());
  const auto a = A.batch(this->q_, Layout::Pointers);
  const auto b = B.batch(this->q_, Layout::Pointers);
  auto call = [&](Side s, Uplo u, Op t, Diag d, const MatrixBatch<const T>& aa,
                  const MatrixBatch<T>& bb) {
    return kSolve ? myriad::trsm<T>(this->q_, s, u, t, d, T(1), aa, bb)
                  : myriad::trmm<T>(this->q_, s, u, t, d, T(1), aa, bb);
  };
  const Side L = Side::Left;
  const Uplo Lo = Uplo::Lower;
  const Op N = Op::NoTrans;
  const Diag D = Diag::NonUnit;
  EXPECT_EQ(call(static_cast<Side>('X'), Lo, N, D, a, b).code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(call(L, static_cast<Uplo>('X'), N, D, a, b).code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(call(L, Lo, static_cast<Op>('X'), D, a, b).code(),
            StatusCode::InvalidArgument);
  EXPECT_EQ(call(L, Lo, N, static_cast<Diag>('X'), a, b).code(),
            StatusCode::InvalidArgument);
  // A must be 4 x 4 for Left and 3 x 3 for Right.
  EXPECT_EQ(call(Side::Right, Lo, N, D, a, b).code(),
            StatusCode::InvalidArgument);
  // Counts differ.
  const auto b1 = MatrixBatch<T>::pointers(4, 3, b.pointer_array(), 4, 1);
  EXPECT_EQ(call(L, Lo, N, D, a, b1).code(), StatusCode::InvalidArgument);
  // ld < rows.
  const auto bad_ld = MatrixBatch<T>::pointers(4, 3, b.pointer_array(), 3, 2);
  EXPECT_EQ(call(L, Lo, N, D, a, bad_ld).code(), StatusCode::InvalidArgument);
  // Nothing was run: B unchanged.
  const TestBatch<T> B0 = B.clone();
  ASSERT_TRUE(B.download(this->q_).ok());
  for (int m = 0; m < 2; ++m) EXPECT_EQ(v::changed_outside(B0, B, m), 0);
}

TYPED_TEST(TRI_TEST, InvalidMatricesAreSkippedAndReported) {
  using T = typename TypeParam::Scalar;
  const TriOptions o{Side::Left, Uplo::Lower, Op::NoTrans, Diag::NonUnit};
  const std::vector<int> k = {3, 4, 5, 2, 6};
  const std::vector<int> n = {2, 3, 1, 4, 2};
  auto A = TestBatch<T>::variable(k, k, 1);
  auto Ap = TestBatch<T>::variable(k, k, 1);
  auto B = TestBatch<T>::variable(k, n, 1);
  v::tri::fill_triangles(o, !kSolve, 3, A, Ap);
  B.fill(kSolve ? v::MatrixKind::Random : v::MatrixKind::Integer, 4);
  // Matrix 2: ld of B below its rows; matrix 4: negative cols of B.
  B.set_ld_arg(2, 4);
  B.set_cols_arg(4, -1);
  const TestBatch<T> B0 = B.clone();
  ASSERT_TRUE(Ap.upload(this->q_).ok());
  ASSERT_TRUE(B.upload(this->q_).ok());
  const auto a = Ap.batch(this->q_, Layout::Variable);
  const auto b = B.batch(this->q_, Layout::Variable);
  const Status s = kSolve ? myriad::trsm<T>(this->q_, o.side, o.uplo, o.trans,
                                            o.diag, this->alpha(), a, b)
                          : myriad::trmm<T>(this->q_, o.side, o.uplo, o.trans,
                                            o.diag, this->alpha(), a, b);
  EXPECT_EQ(s.code(), StatusCode::InvalidMatrix);
  EXPECT_NE(s.message().find("2 of 5"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find("matrix 2"), std::string::npos) << s.message();
  ASSERT_TRUE(B.download(this->q_).ok());
  for (int m : {2, 4}) EXPECT_EQ(v::changed_outside(B0, B, m), 0);
  for (int m : {0, 1, 3}) {
    const double res =
        kSolve ? v::trsm_residual<T>(o.side, o.uplo, o.trans, o.diag, k[m],
                                     n[m], this->alpha(), A.host(m), A.ld(m),
                                     B.host(m), B.ld(m), B0.host(m), B0.ld(m))
               : v::tri::trmm_check<T>(o, k[m], n[m], this->alpha(), A.host(m),
                                       A.ld(m), B0.host(m), B0.ld(m), B.host(m),
                                       B.ld(m), true);
    EXPECT_TRUE(v::passes(res)) << "matrix " << m << ": " << res;
  }
}

// The C API on a host queue: each batch kind of one real and one complex
// precision, against the C++ results' checks.
#if MYRIAD_TRI_SOLVE
// The narrow leaf's guard (pure arithmetic, checked without a GPU): the
// driver must recurse where the kernel's shared memory exceeds the device's
// per-block limit, so that a smaller GPU never gets an internal error.
TEST(TrsmNarrowFits, FollowsTableAndSharedMemoryLimit) {
  using myriad::detail::tri_narrow_fits;
  const auto t = myriad::detail::tri_tuning(Backend::Cuda, 'z',
                                            myriad::detail::TriKind::Solve);
  ASSERT_GT(t.narrow_vectors, 0) << "the CUDA TRSM rows enable the leaf";
  const std::size_t h100 = 227 * 1024, a100 = 163 * 1024, z = 16;
  EXPECT_TRUE(tri_narrow_fits(t, z, h100, t.narrow_order, t.narrow_vectors));
  EXPECT_FALSE(tri_narrow_fits(t, z, a100, t.narrow_order, t.narrow_vectors));
  EXPECT_TRUE(tri_narrow_fits(t, z, a100, t.narrow_order, 1));
  EXPECT_FALSE(tri_narrow_fits(t, z, h100, t.leaf, 1)) << "leaf kernels";
  EXPECT_FALSE(tri_narrow_fits(t, z, h100, t.narrow_order + 1, 1));
  EXPECT_FALSE(tri_narrow_fits(t, z, h100, t.leaf + 1, t.narrow_vectors + 1));
  // Double: more than narrow_few vectors only from narrow_wide_from on.
  const auto d = myriad::detail::tri_tuning(Backend::Cuda, 'd',
                                            myriad::detail::TriKind::Solve);
  ASSERT_GT(d.narrow_wide_from, d.leaf + 1) << "the double row limits it";
  EXPECT_FALSE(
      tri_narrow_fits(d, 8, h100, d.narrow_wide_from - 1, d.narrow_vectors));
  EXPECT_TRUE(
      tri_narrow_fits(d, 8, h100, d.narrow_wide_from, d.narrow_vectors));
  EXPECT_TRUE(
      tri_narrow_fits(d, 8, h100, d.narrow_wide_from - 1, d.narrow_few));
  const auto host = myriad::detail::tri_tuning(Backend::Host, 'z',
                                               myriad::detail::TriKind::Solve);
  EXPECT_FALSE(tri_narrow_fits(host, z, h100, 64, 1)) << "no host leaf";
}
#endif

TEST(TRI_C_API_TEST, HostBatchKinds) {
  myriad_queue_t q = nullptr;
  ASSERT_EQ(myriad_queue_create_host(&q, 0), MYRIAD_SUCCESS);
  const int m = 5, n = 4, count = 3;
  const TriOptions o{Side::Right, Uplo::Upper, Op::Trans, Diag::NonUnit};
  auto A = TestBatch<double>::fixed(n, n, count);
  auto Ap = TestBatch<double>::fixed(n, n, count);
  v::tri::fill_triangles(o, !kSolve, 5, A, Ap);
  const std::vector<int> ms(count, m), ns(count, n), lda(count, n),
      ldb(count, m);
  for (int kind = 0; kind < 3; ++kind) {
    auto B = TestBatch<double>::fixed(m, n, count);
    B.fill(kSolve ? v::MatrixKind::Random : v::MatrixKind::Integer, 6 + kind);
    const TestBatch<double> B0 = B.clone();
    std::vector<const double*> ap(count);
    std::vector<double*> bp(count);
    for (int b = 0; b < count; ++b) {
      ap[b] = Ap.host(b);
      bp[b] = B.host(b);
    }
    const double alpha = 2;
    myriad_status_t st;
    if (kind == 0)
      st = c_dbatched(q, 'R', 'U', 'T', 'N', m, n, alpha, ap.data(), n,
                      bp.data(), m, count);
    else if (kind == 1)
      st = c_dbatched_strided(q, 'r', 'u', 't', 'n', m, n, alpha, Ap.host(0), n,
                              Ap.slot_size(0), B.host(0), m, B.slot_size(0),
                              count);
    else
      st = c_dvbatched(q, 'R', 'U', 'T', 'N', ms.data(), ns.data(), alpha,
                       ap.data(), lda.data(), bp.data(), ldb.data(), count);
    ASSERT_EQ(st, MYRIAD_SUCCESS) << myriad_queue_last_error(q);
    for (int b = 0; b < count; ++b) {
      const double res =
          kSolve ? v::trsm_residual<double>(
                       o.side, o.uplo, o.trans, o.diag, m, n, alpha, A.host(b),
                       A.ld(b), B.host(b), B.ld(b), B0.host(b), B0.ld(b))
                 : v::tri::trmm_check<double>(o, m, n, alpha, A.host(b),
                                              A.ld(b), B0.host(b), B0.ld(b),
                                              B.host(b), B.ld(b), true);
      EXPECT_TRUE(v::passes(res)) << "kind " << kind << " matrix " << b;
    }
  }
  // Complex: the max_nocheck entry point, and a bad side character.
  auto Z = TestBatch<std::complex<double>>::fixed(2, 2, 1);
  auto ZA = TestBatch<std::complex<double>>::fixed(2, 2, 1);
  Z.fill(v::MatrixKind::Integer, 1);
  ZA.fill(v::MatrixKind::Lower, 2);
  std::vector<const myriad_double_complex*> zap = {
      reinterpret_cast<const myriad_double_complex*>(ZA.host(0))};
  std::vector<myriad_double_complex*> zbp = {
      reinterpret_cast<myriad_double_complex*>(Z.host(0))};
  const int two[1] = {2};
  const myriad_double_complex one = {1, 0};
  EXPECT_EQ(c_zvbatched_max_nocheck(q, 'L', 'L', 'C', 'U', two, two, one,
                                    zap.data(), two, zbp.data(), two, 1, 2, 2),
            MYRIAD_SUCCESS);
  EXPECT_EQ(c_zbatched(q, 'Q', 'L', 'N', 'N', 2, 2, one, zap.data(), 2,
                       zbp.data(), 2, 1),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(myriad_queue_last_error(q)).find("side"),
            std::string::npos);
  myriad_queue_destroy(q);
}

}  // namespace
