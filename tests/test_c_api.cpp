// The C interface: one GEMM call per batch kind per precision on both
// backends, status codes and myriad_queue_last_error, queue handles.
#include <cstring>
#include <string>

#include "gemm_test_util.hpp"
#include "myriad.h"

namespace myriad::testing {
namespace {

using validation::Layout;
using validation::MatrixKind;
using validation::TestBatch;

// Per-precision C entry points and scalar types.
template <class T>
struct CGemm;
#define MYRIAD_TEST_C_GEMM(T, CT, p)                                  \
  template <>                                                         \
  struct CGemm<T> {                                                   \
    using Scalar = CT;                                                \
    static constexpr auto batched = myriad_##p##gemm_batched;         \
    static constexpr auto strided = myriad_##p##gemm_batched_strided; \
    static constexpr auto vbatched = myriad_##p##gemm_vbatched;       \
    static constexpr auto vbatched_max_nocheck =                      \
        myriad_##p##gemm_vbatched_max_nocheck;                        \
  };
MYRIAD_TEST_C_GEMM(float, float, s)
MYRIAD_TEST_C_GEMM(double, double, d)
MYRIAD_TEST_C_GEMM(std::complex<float>, myriad_float_complex, c)
MYRIAD_TEST_C_GEMM(std::complex<double>, myriad_double_complex, z)
#undef MYRIAD_TEST_C_GEMM

template <class T>
typename CGemm<T>::Scalar c_scalar(T x) {
  if constexpr (is_complex_v<T>)
    return {x.real(), x.imag()};
  else
    return x;
}
template <class T>
auto* c_ptr(T* p) {
  return reinterpret_cast<typename CGemm<std::remove_const_t<T>>::Scalar*>(p);
}
template <class T>
auto* c_ptrs(T* const* p) {
  return reinterpret_cast<typename CGemm<T>::Scalar* const*>(p);
}
template <class T>
auto* c_cptrs(T* const* p) {
  return reinterpret_cast<typename CGemm<T>::Scalar const* const*>(p);
}

template <class C>
class CApiTest : public QueueTest<C> {
 protected:
  using T = typename C::Scalar;
  void SetUp() override {
    QueueTest<C>::SetUp();
    if (this->IsSkipped() || this->HasFatalFailure()) return;
    const myriad_status_t s = C::backend == Backend::Host
                                  ? myriad_queue_create_host(&q_, 0)
                                  : myriad_queue_create_cuda(&q_, 0, nullptr);
    ASSERT_EQ(s, MYRIAD_SUCCESS) << myriad_status_string(s);
  }
  void TearDown() override { myriad_queue_destroy(q_); }

  // A (m x k), B (k x n), C (m x n), NN, with a C++ queue for data movement
  // (same backend and device as the handle).
  void make(int count, int m, int n, int k) {
    m_ = m, n_ = n, k_ = k;
    A_ = TestBatch<T>::fixed(m, k, count, 1);
    B_ = TestBatch<T>::fixed(k, n, count);
    C_ = TestBatch<T>::fixed(m, n, count, 2);
    A_.fill(MatrixKind::Random, 1);
    B_.fill(MatrixKind::Random, 2);
    C_.fill(MatrixKind::Random, 3);
    C0_ = C_.clone();
    upload<T>(this->queue_, {&A_, &B_, &C_});
  }
  void expect_correct(const char* what) {
    download<T>(this->queue_, C_);
    EXPECT_TRUE(
        all_pass(validation::gemm_residuals<T>(Op::NoTrans, Op::NoTrans, alpha_,
                                               A_, B_, beta_, C0_, C_),
                 what));
  }

  myriad_queue_t q_ = nullptr;
  int m_ = 0, n_ = 0, k_ = 0;
  T alpha_ = validation::make_scalar<T>(0.5, -1),
    beta_ = validation::make_scalar<T>(-1, 0.25);
  TestBatch<T> A_, B_, C_, C0_;
};
TYPED_TEST_SUITE(CApiTest, AllConfigs, ConfigName);

TYPED_TEST(CApiTest, Batched) {
  using T = typename TestFixture::T;
  this->make(5, 9, 7, 4);
  auto A = this->A_.batch(this->queue_, Layout::Pointers);
  auto B = this->B_.batch(this->queue_, Layout::Pointers);
  auto C = this->C_.batch(this->queue_, Layout::Pointers);
  EXPECT_EQ(CGemm<T>::batched(
                this->q_, 'N', 'N', 9, 7, 4, c_scalar(this->alpha_),
                c_cptrs(A.pointer_array()), A.fixed_ld(),
                c_cptrs(B.pointer_array()), B.fixed_ld(), c_scalar(this->beta_),
                c_ptrs(C.pointer_array()), C.fixed_ld(), 5),
            MYRIAD_SUCCESS)
      << myriad_queue_last_error(this->q_);
  EXPECT_STREQ(myriad_queue_last_error(this->q_), "");
  this->expect_correct("batched");
}

TYPED_TEST(CApiTest, BatchedStrided) {
  using T = typename TestFixture::T;
  this->make(5, 9, 7, 4);
  auto A = this->A_.batch(this->queue_, Layout::Strided);
  auto B = this->B_.batch(this->queue_, Layout::Strided);
  auto C = this->C_.batch(this->queue_, Layout::Strided);
  EXPECT_EQ(CGemm<T>::strided(this->q_, 'n', 'n', 9, 7, 4,
                              c_scalar(this->alpha_), c_ptr(A.base()),
                              A.fixed_ld(), A.stride(), c_ptr(B.base()),
                              B.fixed_ld(), B.stride(), c_scalar(this->beta_),
                              c_ptr(C.base()), C.fixed_ld(), C.stride(), 5),
            MYRIAD_SUCCESS)
      << myriad_queue_last_error(this->q_);
  this->expect_correct("batched_strided");
}

TYPED_TEST(CApiTest, VBatched) {
  using T = typename TestFixture::T;
  this->make(6, 8, 5, 3);
  auto A = this->A_.batch(this->queue_, Layout::Variable);
  auto B = this->B_.batch(this->queue_, Layout::Variable);
  auto C = this->C_.batch(this->queue_, Layout::Variable);
  // m, n, k arrays: C's rows and cols, A's cols (NN).
  EXPECT_EQ(
      CGemm<T>::vbatched(
          this->q_, 'N', 'N', C.rows_array(), C.cols_array(), A.cols_array(),
          c_scalar(this->alpha_), c_cptrs(A.pointer_array()), A.ld_array(),
          c_cptrs(B.pointer_array()), B.ld_array(), c_scalar(this->beta_),
          c_ptrs(C.pointer_array()), C.ld_array(), 6),
      MYRIAD_SUCCESS)
      << myriad_queue_last_error(this->q_);
  this->expect_correct("vbatched");
}

TYPED_TEST(CApiTest, VBatchedMaxNoCheck) {
  using T = typename TestFixture::T;
  this->make(6, 8, 5, 3);
  auto A = this->A_.batch(this->queue_, Layout::Variable);
  auto B = this->B_.batch(this->queue_, Layout::Variable);
  auto C = this->C_.batch(this->queue_, Layout::Variable);
  EXPECT_EQ(
      CGemm<T>::vbatched_max_nocheck(
          this->q_, 'N', 'N', C.rows_array(), C.cols_array(), A.cols_array(),
          c_scalar(this->alpha_), c_cptrs(A.pointer_array()), A.ld_array(),
          c_cptrs(B.pointer_array()), B.ld_array(), c_scalar(this->beta_),
          c_ptrs(C.pointer_array()), C.ld_array(), 6, 8, 5, 3),
      MYRIAD_SUCCESS)
      << myriad_queue_last_error(this->q_);
  ASSERT_EQ(myriad_queue_synchronize(this->q_), MYRIAD_SUCCESS);
  this->expect_correct("vbatched_max_nocheck");
}

TYPED_TEST(CApiTest, StatusCodesAndLastError) {
  using T = typename TestFixture::T;
  this->make(3, 4, 4, 4);
  auto A = this->A_.batch(this->queue_, Layout::Strided);
  auto B = this->B_.batch(this->queue_, Layout::Strided);
  auto C = this->C_.batch(this->queue_, Layout::Strided);
  auto call = [&](myriad_queue_t q, char ta, int m, int lda, int batch) {
    return CGemm<T>::strided(q, ta, 'N', m, 4, 4, c_scalar(this->alpha_),
                             c_ptr(A.base()), lda, A.stride(), c_ptr(B.base()),
                             B.fixed_ld(), B.stride(), c_scalar(this->beta_),
                             c_ptr(C.base()), C.fixed_ld(), C.stride(), batch);
  };
  EXPECT_EQ(call(this->q_, 'X', 4, A.fixed_ld(), 3),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(myriad_queue_last_error(this->q_)).find("transa"),
            std::string::npos)
      << myriad_queue_last_error(this->q_);
  EXPECT_EQ(call(this->q_, 'N', -1, A.fixed_ld(), 3),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(call(this->q_, 'N', 4, 0, 3), MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(call(this->q_, 'N', 4, A.fixed_ld(), -1),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(call(nullptr, 'N', 4, A.fixed_ld(), 3),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  download<T>(this->queue_, this->C_);
  for (int b = 0; b < 3; ++b)
    EXPECT_EQ(validation::changed_outside(this->C0_, this->C_, b), 0);
  // A success clears the message.
  EXPECT_EQ(call(this->q_, 'N', 4, A.fixed_ld(), 3), MYRIAD_SUCCESS);
  EXPECT_STREQ(myriad_queue_last_error(this->q_), "");
  EXPECT_STREQ(myriad_status_string(MYRIAD_ERROR_INVALID_ARGUMENT),
               "invalid argument");
}

TYPED_TEST(CApiTest, InvalidMatrixInVBatched) {
  using T = typename TestFixture::T;
  this->make(5, 6, 6, 6);
  this->C_.set_ld_arg(3, 2);
  upload<T>(this->queue_, {&this->C_});
  auto A = this->A_.batch(this->queue_, Layout::Variable);
  auto B = this->B_.batch(this->queue_, Layout::Variable);
  auto C = this->C_.batch(this->queue_, Layout::Variable);
  EXPECT_EQ(
      CGemm<T>::vbatched(
          this->q_, 'N', 'N', C.rows_array(), C.cols_array(), A.cols_array(),
          c_scalar(this->alpha_), c_cptrs(A.pointer_array()), A.ld_array(),
          c_cptrs(B.pointer_array()), B.ld_array(), c_scalar(this->beta_),
          c_ptrs(C.pointer_array()), C.ld_array(), 5),
      MYRIAD_ERROR_INVALID_MATRIX);
  EXPECT_NE(std::string(myriad_queue_last_error(this->q_)).find("matrix 3"),
            std::string::npos)
      << myriad_queue_last_error(this->q_);
}

// Queue handles (no GEMM involved).
TEST(CApiQueue, HostQueueHandles) {
  EXPECT_EQ(myriad_queue_create_host(nullptr, 1),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  myriad_queue_t q = reinterpret_cast<myriad_queue_t>(&q);
  EXPECT_EQ(myriad_queue_create_host(&q, -1), MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(q, nullptr);
  ASSERT_EQ(myriad_queue_create_host(&q, 2), MYRIAD_SUCCESS);
  EXPECT_EQ(myriad_queue_reserve_workspace(q, 1024), MYRIAD_SUCCESS);
  EXPECT_EQ(myriad_queue_synchronize(q), MYRIAD_SUCCESS);
  EXPECT_STREQ(myriad_queue_last_error(q), "");
  myriad_queue_destroy(q);
  myriad_queue_destroy(nullptr);
  EXPECT_EQ(myriad_queue_synchronize(nullptr), MYRIAD_ERROR_INVALID_ARGUMENT);
}

// SYR2K/HER2K read B: a null B is an argument error, and C is untouched.
TEST(CApiQueue, Syr2kNullB) {
  myriad_queue_t q = nullptr;
  ASSERT_EQ(myriad_queue_create_host(&q, 1), MYRIAD_SUCCESS);
  double a[4] = {1, 2, 3, 4}, c[4] = {5, 6, 7, 8};
  const double* pa[1] = {a};
  double* pc[1] = {c};
  EXPECT_EQ(myriad_dsyr2k_batched(q, 'L', 'N', 2, 2, 1.0, pa, 2, nullptr, 2,
                                  1.0, pc, 2, 1),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_STRNE(myriad_queue_last_error(q), "");
  EXPECT_EQ(myriad_dsyr2k_batched_strided(q, 'L', 'N', 2, 2, 1.0, a, 2, 4,
                                          nullptr, 2, 4, 1.0, c, 2, 4, 1),
            MYRIAD_ERROR_INVALID_ARGUMENT);
  EXPECT_EQ(c[0], 5);
  EXPECT_EQ(c[1], 6);
  EXPECT_EQ(c[3], 8);
  myriad_queue_destroy(q);
}

TEST(CApiQueue, DeviceQueueErrors) {
  myriad_queue_t q = reinterpret_cast<myriad_queue_t>(&q);
  const myriad_status_t s = myriad_queue_create_cuda(&q, 100000, nullptr);
  EXPECT_TRUE(s == MYRIAD_ERROR_BACKEND_UNAVAILABLE ||
              s == MYRIAD_ERROR_INVALID_ARGUMENT)
      << myriad_status_string(s);
  EXPECT_EQ(q, nullptr);
  if (!myriad_cuda_available()) {
    EXPECT_EQ(myriad_queue_create_cuda(&q, 0, nullptr),
              MYRIAD_ERROR_BACKEND_UNAVAILABLE);
    EXPECT_EQ(q, nullptr);
  }
}

}  // namespace
}  // namespace myriad::testing
