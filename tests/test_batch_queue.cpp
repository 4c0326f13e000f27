// Unit tests of the batch descriptor (views, clipping, validate), of queue
// creation and of the host-side argument checks.
#include <gtest/gtest.h>

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/arg_check.hpp"
#include "core/grid_stride.hpp"
#include "myriad/myriad.hpp"

namespace myriad {
namespace {

TEST(MatrixBatch, FixedPointerArray) {
  std::vector<double> a(3 * 40), b(3 * 40);
  std::vector<double*> ptrs = {a.data(), b.data(), a.data() + 40};
  const auto d = MatrixBatch<double>::pointers(5, 7, ptrs.data(), 6, 3);
  EXPECT_EQ(d.count(), 3);
  EXPECT_FALSE(d.is_variable());
  EXPECT_FALSE(d.is_strided());
  EXPECT_EQ(d.rows(1), 5);
  EXPECT_EQ(d.cols(1), 7);
  EXPECT_EQ(d.ld(2), 6);
  EXPECT_EQ(d.data(1), b.data());
  EXPECT_EQ(d.data(2), a.data() + 40);
  EXPECT_EQ(d.max_rows(), 5);
  EXPECT_EQ(d.max_cols(), 7);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(d.validate(i), 0);
}

TEST(MatrixBatch, Strided) {
  std::vector<float> a(1000);
  const auto d = MatrixBatch<float>::strided(4, 3, a.data(), 5, 100, 10);
  EXPECT_TRUE(d.is_strided());
  EXPECT_EQ(d.data(7), a.data() + 700);
  EXPECT_EQ(d.stride(), 100);
}

TEST(MatrixBatch, SubViewOfFixed) {
  std::vector<double> a(10 * 12);
  const auto d = MatrixBatch<double>::strided(10, 11, a.data(), 12, 0, 1);
  const auto v = d.sub(2, 3, 4, 5);
  EXPECT_EQ(v.rows(0), 4);
  EXPECT_EQ(v.cols(0), 5);
  EXPECT_EQ(v.data(0), a.data() + 2 + 3 * 12);
  EXPECT_EQ(v.row_offset(), 2);
  EXPECT_EQ(v.col_offset(), 3);
  EXPECT_EQ(v.max_rows(), 4);
  // Nested: offsets accumulate, limits clip to the outer view.
  const auto w = v.sub(1, 1, 10, 10);
  EXPECT_EQ(w.rows(0), 3);
  EXPECT_EQ(w.cols(0), 4);
  EXPECT_EQ(w.data(0), a.data() + 3 + 4 * 12);
  // Beyond the matrix: clipped to zero.
  const auto e = d.sub(12, 0, 5, 5);
  EXPECT_EQ(e.rows(0), 0);
  EXPECT_EQ(e.max_rows(), 0);
  // Past the end of the matrix itself: rows = 10 - 8 = 2 < 5.
  EXPECT_EQ(d.sub(8, 9, 5, 5).rows(0), 2);
  EXPECT_EQ(d.sub(8, 9, 5, 5).cols(0), 2);
}

TEST(MatrixBatch, SubViewOfVariableClipsPerMatrix) {
  std::vector<int> rows = {5, 2, 0, 9}, cols = {4, 6, 3, 9}, ld = {5, 2, 1, 10};
  std::vector<double> data(200);
  std::vector<double*> ptrs = {data.data(), data.data() + 20, data.data() + 40,
                               data.data() + 60};
  const auto d = MatrixBatch<double>::variable(rows.data(), cols.data(),
                                               ptrs.data(), ld.data(), 4);
  EXPECT_TRUE(d.is_variable());
  EXPECT_EQ(d.max_rows(), -1);  // unknown without host maxima
  const auto v = d.sub(3, 1, 4, 4);
  const int er[] = {2, 0, 0, 4}, ec[] = {3, 4, 2, 4};
  for (int b = 0; b < 4; ++b) {
    EXPECT_EQ(v.rows(b), er[b]) << b;
    EXPECT_EQ(v.cols(b), ec[b]) << b;
    EXPECT_EQ(v.data(b), ptrs[b] + 3 + 1 * ld[b]) << b;
  }
  EXPECT_EQ(v.max_rows(), 4);  // the view's limit when maxima are unknown
  const auto m = d.with_maxima(9, 9).sub(3, 1, 4, 4);
  EXPECT_EQ(m.max_rows(), 4);
  EXPECT_EQ(m.max_cols(), 4);
  EXPECT_EQ(d.with_maxima(9, 9).sub(7, 8, 4, 4).max_rows(), 2);
  EXPECT_EQ(d.with_maxima(9, 9).sub(7, 8, 4, 4).max_cols(), 1);
}

// Kernels check and address a matrix from its Entry (every array read at
// once); the Entry-based accessors must agree with the per-index ones on
// every kind of descriptor and view.
TEST(MatrixBatch, EntryAgreesWithPerIndexAccess) {
  std::vector<int> rows = {5, 2, 0, 9, -1}, cols = {4, 6, 3, 9, 2},
                   ld = {5, 2, 1, 10, 1};
  std::vector<double> data(300);
  std::vector<double*> ptrs = {data.data(), data.data() + 20, nullptr,
                               data.data() + 60, data.data() + 200};
  const auto var = MatrixBatch<double>::variable(rows.data(), cols.data(),
                                                 ptrs.data(), ld.data(), 5);
  const auto fixed = MatrixBatch<double>::pointers(6, 5, ptrs.data(), 7, 5);
  const auto strided =
      MatrixBatch<double>::strided(6, 5, data.data(), 7, 40, 5);
  const auto no_base = MatrixBatch<double>::strided(6, 5, nullptr, 7, 40, 5);
  for (const auto& d : {var, fixed, strided, no_base}) {
    for (const auto& v : {d, d.sub(3, 1, 4, 4), d.sub(1, 2, 9, 1)}) {
      for (int b = 0; b < 5; ++b) {
        const auto e = v.entry(b);
        EXPECT_EQ(v.rows(e), v.rows(b)) << b;
        EXPECT_EQ(v.cols(e), v.cols(b)) << b;
        EXPECT_EQ(e.ld, v.ld(b)) << b;
        EXPECT_EQ(v.validate(e), v.validate(b)) << b;
        if (v.validate(b) == 0 && v.rows(b) > 0 && v.cols(b) > 0)
          EXPECT_EQ(v.data(e), v.data(b)) << b;
      }
    }
  }
  EXPECT_EQ(var.validate(var.entry(4)), -1);
  EXPECT_EQ(fixed.validate(fixed.entry(2)), -4);
  EXPECT_EQ(no_base.validate(no_base.entry(3)), -4);
  EXPECT_EQ(strided.data(strided.entry(3)), data.data() + 120);
}

TEST(MatrixBatch, Validate) {
  std::vector<int> rows = {3, -1, 3, 3, 0, 3, 3}, cols = {3, 3, -2, 3, 3, 0, 3},
                   ld = {3, 1, 3, 2, 1, 3, 0};
  std::vector<double> data(100);
  std::vector<double*> ptrs = {data.data(), data.data(), data.data(),
                               data.data(), nullptr,     nullptr,
                               data.data()};
  const auto d = MatrixBatch<double>::variable(rows.data(), cols.data(),
                                               ptrs.data(), ld.data(), 7);
  EXPECT_EQ(d.validate(0), 0);
  EXPECT_EQ(d.validate(1), -1);
  EXPECT_EQ(d.validate(2), -2);
  EXPECT_EQ(d.validate(3), -3);
  EXPECT_EQ(d.validate(4), 0);  // empty: a null pointer is fine
  EXPECT_EQ(d.validate(5), 0);
  EXPECT_EQ(d.validate(6), -3);
  ptrs[0] = nullptr;
  EXPECT_EQ(d.validate(0), -4);
  // ld >= max(1, rows): rows = 0 needs ld >= 1.
  std::vector<int> r0 = {0}, c0 = {2}, l0 = {0};
  const auto z = MatrixBatch<double>::variable(r0.data(), c0.data(),
                                               ptrs.data(), l0.data(), 1);
  EXPECT_EQ(z.validate(0), -3);
}

TEST(MatrixBatch, ConstConversionAndReinterpret) {
  std::vector<std::complex<double>> a(16);
  const auto d =
      MatrixBatch<std::complex<double>>::strided(2, 2, a.data(), 2, 4, 4);
  const MatrixBatch<const std::complex<double>> c = d;
  EXPECT_EQ(c.data(3), a.data() + 12);
  struct Pair {
    double re, im;
  };
  const auto r = d.reinterpret<Pair>();
  EXPECT_EQ(static_cast<void*>(r.data(1)), static_cast<void*>(a.data() + 4));
  EXPECT_EQ(MatrixBatch<double>().count(), 0);
}

TEST(QueueTest, HostQueue) {
  Queue q;
  EXPECT_EQ(q.backend(), Backend::Host);
  ASSERT_TRUE(Queue::create_host(q, 3).ok());
  EXPECT_EQ(q.num_threads(), 3);
  EXPECT_EQ(q.device(), -1);
  EXPECT_EQ(q.stream(), nullptr);
  EXPECT_TRUE(q.synchronize().ok());
  EXPECT_TRUE(q.reserve_workspace(4096).ok());
  EXPECT_GE(q.workspace_size(), 4096u);
  Queue moved = std::move(q);
  EXPECT_EQ(moved.num_threads(), 3);
}

TEST(QueueTest, CreationErrors) {
  Queue q;
  const Status h = Queue::create_host(q, -1);
  EXPECT_EQ(h.code(), StatusCode::InvalidArgument);
  EXPECT_NE(h.message().find("num_threads"), std::string::npos) << h.message();
  // A device that cannot exist: no CUDA backend, no device, or out of range.
  const Status c = Queue::create_cuda(q, 100000);
  EXPECT_FALSE(c.ok());
  EXPECT_TRUE(c.code() == StatusCode::BackendUnavailable ||
              c.code() == StatusCode::InvalidArgument)
      << c.message();
  EXPECT_FALSE(c.message().empty());
  EXPECT_EQ(q.backend(),
            Backend::Host);  // a failed create leaves the queue as it was
  if (!Queue::cuda_available()) {
    const Status u = Queue::create_cuda(q, 0);
    EXPECT_EQ(u.code(), StatusCode::BackendUnavailable) << u.message();
  }
  EXPECT_EQ(Queue::create_cuda(q, -1).ok(), false);
  EXPECT_STREQ(to_string(StatusCode::InvalidMatrix), "invalid matrix in batch");
}

// Grid size of the grid-stride kernels: one block per per_block items until
// the per-SM cap, never zero, and 64-bit work counts (batches past 2^31
// items) without overflow.
TEST(GridStride, BlocksCoverWorkUpToTheCap) {
  Queue::Impl q;
  q.sm_count = 132;
  EXPECT_EQ(detail::grid_stride_blocks(q, 0, 128, 32), 1u);
  EXPECT_EQ(detail::grid_stride_blocks(q, 1, 128, 32), 1u);
  EXPECT_EQ(detail::grid_stride_blocks(q, 129, 128, 32), 2u);
  EXPECT_EQ(detail::grid_stride_blocks(q, 1000, 1, 64), 1000u);
  EXPECT_EQ(detail::grid_stride_blocks(q, 100000, 1, 64), 132u * 64);
  EXPECT_EQ(detail::grid_stride_blocks(q, std::int64_t(1) << 40, 128, 16),
            132u * 16);
  q.sm_count = 0;  // unknown: counts as 80
  EXPECT_EQ(detail::grid_stride_blocks(q, 100000, 1, 32), 80u * 32);
}

// Whether ArgCheck::require takes a message of type Msg.
template <class Msg, class = void>
struct TakesMessage : std::false_type {};
template <class Msg>
struct TakesMessage<
    Msg, std::void_t<decltype(std::declval<detail::ArgCheck&>().require(
             true, std::declval<Msg>()))>> : std::true_type {};

// Every call of every routine runs its checks: a passing check builds no
// message, a failing one builds its own and no later one's, and a message
// built before the check (a std::string) is refused at compile time.
TEST(ArgCheck, MessagesBuiltOnlyByTheFirstFailure) {
  static_assert(TakesMessage<const char*>::value);
  static_assert(!TakesMessage<std::string>::value);
  static_assert(!TakesMessage<const std::string&>::value);
  int built = 0;
  const auto message = [&built](const char* text) {
    return [&built, text] {
      ++built;
      return std::string(text);
    };
  };
  detail::ArgCheck chk("routine");
  chk.require(true, message("passes"));
  chk.op(Op::Trans, "transa").uplo(Uplo::Upper, "uplo");
  chk.side(Side::Right, "side").diag(Diag::Unit, "diag");
  EXPECT_TRUE(chk.ok());
  EXPECT_EQ(built, 0);
  chk.require(false, message("first"));
  chk.require(false, message("second"));
  chk.op(static_cast<Op>(99), "transa");
  EXPECT_EQ(built, 1);
  EXPECT_FALSE(chk.ok());
  EXPECT_EQ(chk.status().message(), "routine: first");

  detail::ArgCheck named("gemm");
  named.op(static_cast<Op>(99), "transb");
  EXPECT_EQ(named.status().code(), StatusCode::InvalidArgument);
  EXPECT_EQ(named.status().message(), "gemm: transb is not 'N', 'T' or 'C'");
}

}  // namespace
}  // namespace myriad
