// GEMM test driver shared by the GEMM test files: builds A, B and C of
// given sizes with padding poisoned by NaN, runs myriad::gemm on the queue,
// checks every matrix (scaled residual or exact equality) and that nothing
// outside each C was written.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "test_common.hpp"

namespace myriad::testing {

template <class T>
T nan_value() {
  return validation::make_scalar<T>(std::numeric_limits<double>::quiet_NaN(),
                                    std::numeric_limits<double>::quiet_NaN());
}

/// Every stored element of matrix b's slot outside rows [i0, i0+m) x
/// columns [j0, j0+n) := NaN.
template <class T>
void poison_outside(validation::TestBatch<T>& t, int b, int i0, int j0, int m,
                    int n) {
  const std::int64_t slot = t.slot_size(b);
  const int ld = t.ld(b);
  T* x = t.host(b);
  for (std::int64_t e = 0; e < slot; ++e) {
    const std::int64_t i = e % ld, j = e / ld;
    if (!(i >= i0 && i < i0 + m && j >= j0 && j < j0 + n))
      x[e] = nan_value<T>();
  }
}

template <class T>
struct GemmSpec {
  Op ta = Op::NoTrans, tb = Op::NoTrans;
  T alpha = validation::make_scalar<T>(0.75, -0.5);
  T beta = validation::make_scalar<T>(-1.25, 0.5);
  validation::Layout layout = validation::Layout::Strided;
  validation::MatrixKind akind = validation::MatrixKind::Random;
  validation::MatrixKind bkind = validation::MatrixKind::Random;
  validation::MatrixKind ckind = validation::MatrixKind::Random;
  bool exact = false;  ///< integer data: exact equality with CBLAS
  bool nan_c = false;  ///< C := NaN everywhere before the call
  Check check = Check::Full;
  int ld_pad = 0;      ///< ld = rows + ld_pad
  int stride_pad = 0;  ///< fixed layouts: gap between matrices
  std::uint64_t seed = 1;
  bool capture = false;  ///< the call captured into a CUDA graph, run from it

  std::string describe() const {
    return std::string("op ") + op_name(ta) + op_name(tb) + ", layout " +
           validation::layout_name(layout) + ", A kind " +
           validation::kind_name(akind) + ", seed " + std::to_string(seed);
  }
};

/// Runs the GEMMs C_b (m_b x n_b) = alpha op(A_b) op(B_b) + beta C_b with
/// op(A_b) m_b x k_b and checks them. Fixed layouts need equal sizes.
template <class T>
::testing::AssertionResult check_gemm(Queue& q, const GemmSpec<T>& s,
                                      const std::vector<int>& m,
                                      const std::vector<int>& n,
                                      const std::vector<int>& k) {
  using namespace validation;
  const int count = static_cast<int>(m.size());
  std::vector<int> ar(count), ac(count), br(count), bc(count);
  for (int b = 0; b < count; ++b) {
    ar[b] = s.ta == Op::NoTrans ? m[b] : k[b];
    ac[b] = s.ta == Op::NoTrans ? k[b] : m[b];
    br[b] = s.tb == Op::NoTrans ? k[b] : n[b];
    bc[b] = s.tb == Op::NoTrans ? n[b] : k[b];
  }
  const bool fixed =
      s.layout == Layout::Pointers || s.layout == Layout::Strided;
  auto make = [&](const std::vector<int>& r, const std::vector<int>& c) {
    return fixed ? TestBatch<T>::fixed(count ? r[0] : 0, count ? c[0] : 0,
                                       count, s.ld_pad, s.stride_pad)
                 : TestBatch<T>::variable(r, c, s.ld_pad);
  };
  TestBatch<T> A = make(ar, ac), B = make(br, bc), C = make(m, n);
  for (auto* t : {&A, &B, &C}) t->fill_value(nan_value<T>());
  A.fill(s.akind, s.seed * 3 + 0);
  B.fill(s.bkind, s.seed * 3 + 1);
  if (!s.nan_c) C.fill(s.ckind, s.seed * 3 + 2);
  const TestBatch<T> C0 = C.clone();
  for (auto* t : {&A, &B, &C})
    if (Status st = t->upload(q); !st.ok())
      return ::testing::AssertionFailure() << "upload: " << st.message();
  auto call = [&] {
    return gemm<T>(q, s.ta, s.tb, s.alpha, A.batch(q, s.layout),
                   B.batch(q, s.layout), s.beta, C.batch(q, s.layout), s.check);
  };
  Status st;
  if (s.capture) {
#ifdef MYRIAD_VALIDATION_CUDA
    st = run_captured(q, call);
#else
    return ::testing::AssertionFailure() << "capture needs the CUDA backend";
#endif
  } else {
    st = call();
  }
  if (!st.ok())
    return ::testing::AssertionFailure()
           << s.describe() << ": gemm failed: " << st.message();
  if (Status d = C.download(q); !d.ok())
    return ::testing::AssertionFailure() << "download: " << d.message();
  for (int b = 0; b < count; ++b)
    if (const auto c = changed_outside(C0, C, b, 0, 0, m[b], n[b]); c != 0)
      return ::testing::AssertionFailure()
             << s.describe() << ": matrix " << b << " (" << m[b] << "x" << n[b]
             << "x" << k[b] << "): " << c << " elements outside C written";
  const auto r =
      gemm_residuals<T>(s.ta, s.tb, s.alpha, A, B, s.beta, C0, C, s.exact);
  for (int b = 0; b < count; ++b)
    if (!passes(r[b]))
      return ::testing::AssertionFailure()
             << s.describe() << ": matrix " << b << " of " << count
             << " (m=" << m[b] << " n=" << n[b] << " k=" << k[b] << "): "
             << (s.exact ? std::string("not exactly equal to CBLAS")
                         : "residual " + std::to_string(r[b]) + " > threshold");
  return ::testing::AssertionSuccess();
}

/// Same sizes for every matrix.
template <class T>
::testing::AssertionResult check_gemm(Queue& q, const GemmSpec<T>& s, int m,
                                      int n, int k, int count) {
  return check_gemm<T>(q, s, std::vector<int>(count, m),
                       std::vector<int>(count, n), std::vector<int>(count, k));
}

}  // namespace myriad::testing
