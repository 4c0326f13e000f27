// Shared by test_trsm.cpp and test_trmm.cpp: configurations typed over
// precision x backend, queues, option lists, and one checked call of TRSM or
// TRMM on a generated batch (A poisoned with NaN where it must not be read,
// B with padding that must not change).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <complex>
#include <limits>
#include <string>
#include <vector>

#include "blas3/tri_tuning.hpp"
#include "myriad.h"
#include "myriad/myriad.hpp"
#include "validation/op_tri.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"
#include "validation/test_batch.hpp"

namespace tri_test {

using myriad::Backend;
using myriad::Check;
using myriad::Diag;
using myriad::MatrixBatch;
using myriad::Op;
using myriad::Queue;
using myriad::Side;
using myriad::Status;
using myriad::StatusCode;
using myriad::Uplo;
using myriad::validation::Layout;
using myriad::validation::TestBatch;
using myriad::validation::tri::TriOptions;

template <class T, Backend B>
struct Config {
  using Scalar = T;
  static constexpr Backend backend = B;
};

using Configs = ::testing::Types<
    Config<float, Backend::Host>, Config<double, Backend::Host>,
    Config<std::complex<float>, Backend::Host>,
    Config<std::complex<double>, Backend::Host>, Config<float, Backend::Cuda>,
    Config<double, Backend::Cuda>, Config<std::complex<float>, Backend::Cuda>,
    Config<std::complex<double>, Backend::Cuda>>;

struct ConfigNames {
  template <class C>
  static std::string GetName(int) {
    return myriad::validation::precision_name<typename C::Scalar>() +
           (C::backend == Backend::Host ? "_host" : "_cuda");
  }
};

/// A queue of the configuration's backend; false (with the reason in *why)
/// when that backend is not available here.
inline bool make_queue(Backend b, Queue& q, std::string* why) {
  if (b == Backend::Host) return Queue::create_host(q, 0).ok();
  if (!Queue::cuda_available()) {
    *why = "no CUDA device (or Myriad built without CUDA)";
    return false;
  }
  const Status s = Queue::create_cuda(q, 0);
  if (!s.ok()) *why = s.message();
  return s.ok();
}

/// The order at which the leaf's path changes: its largest order, or for
/// the host's unbounded leaf (no recursion in batches) the first order it
/// hands to OpenBLAS per matrix, or where that is unbounded too, the first
/// order above those few vectors go to OpenBLAS.
inline int tested_leaf(const myriad::detail::TriTuning& t) {
  if (t.leaf != INT_MAX) return t.leaf;
  return t.blas_from != INT_MAX ? t.blas_from : t.narrow_order + 1;
}

/// Orders that hit the backend's leaf-kernel and recursion boundaries.
inline std::vector<int> tile_sizes(Backend b, myriad::detail::TriKind kind,
                                   char p) {
  const auto t = myriad::detail::tri_tuning(b, p, kind);
  const int leaf = tested_leaf(t);
  std::vector<int> v = {0, 1, 2, 3, 5, 10, 50};
  for (int s : {7, 8, 9, 15, 16, 17, 31, 32, 33}) v.push_back(s);
  for (int s : {leaf - 1, leaf, leaf + 1, leaf + t.block + 1, 2 * leaf + 3})
    v.push_back(s);
  // The GEMM-tile TRMM leaf (CUDA): its first order, one, two and three
  // 64-wide tiles along the triangle, whole and partial, and its largest
  // order with one more (recursion into two tile leaves).
  if (t.tile_from > 0)
    for (int s : {t.tile_from - 1, t.tile_from, 63, 64, 65, 128, 129,
                  t.tile_leaf, t.tile_leaf + 1})
      v.push_back(s);
  // The staged leaf's larger orders (CUDA TRSM): its largest order, one
  // more (recursion into two staged leaves) and a partial tile below it.
  if (t.staged_leaf > t.leaf)
    for (int s : {t.staged_leaf - 1, t.staged_leaf, t.staged_leaf + 1,
                  2 * t.staged_leaf + 3})
      v.push_back(s);
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

/// Result of one checked call.
struct Outcome {
  Status status;
  int failed = 0;            ///< matrices whose check failed
  double worst = 0;          ///< worst passing residual
  std::int64_t outside = 0;  ///< elements changed outside B's matrices
  std::string where;         ///< first failing matrix
};

/// Runs TRSM (solve) or TRMM on B = m[b] x n[b] with the given options,
/// layout and alpha, and checks every matrix: TRSM by its backward error,
/// TRMM (integer data) exactly. A's unread part is NaN; B's padding
/// (ld_pad rows) must be left as it was.
template <class T>
Outcome run_checked(bool solve, Queue& q, const TriOptions& o,
                    const std::vector<int>& m, const std::vector<int>& n,
                    Layout layout, T alpha, std::uint64_t seed,
                    Check check = Check::Full) {
  using namespace myriad::validation;
  const int count = static_cast<int>(m.size());
  std::vector<int> k(count);
  for (int b = 0; b < count; ++b) k[b] = o.side == Side::Left ? m[b] : n[b];
  auto A = TestBatch<T>::variable(k, k, 1);
  auto Ap = TestBatch<T>::variable(k, k, 1);
  auto B = TestBatch<T>::variable(m, n, 2);
  tri::fill_triangles(o, !solve, seed, A, Ap);
  B.fill_value(make_scalar<T>(-7, 3));  // padding sentinel
  B.fill(solve ? MatrixKind::Random : MatrixKind::Integer, seed + 1);
  const TestBatch<T> B0 = B.clone();
  Outcome r;
  if (Status s = Ap.upload(q); !s.ok()) return {s};
  if (Status s = B.upload(q); !s.ok()) return {s};
  const MatrixBatch<const T> a = Ap.batch(q, layout);
  r.status = solve ? myriad::trsm<T>(q, o.side, o.uplo, o.trans, o.diag, alpha,
                                     a, B.batch(q, layout), check)
                   : myriad::trmm<T>(q, o.side, o.uplo, o.trans, o.diag, alpha,
                                     a, B.batch(q, layout), check);
  if (!r.status.ok()) return r;
  if (Status s = B.download(q); !s.ok()) return {s};
  for (int b = 0; b < count; ++b) {
    const double res =
        solve ? trsm_residual<T>(o.side, o.uplo, o.trans, o.diag, m[b], n[b],
                                 alpha, A.host(b), A.ld(b), B.host(b), B.ld(b),
                                 B0.host(b), B0.ld(b))
              : tri::trmm_check<T>(o, m[b], n[b], alpha, A.host(b), A.ld(b),
                                   B0.host(b), B0.ld(b), B.host(b), B.ld(b),
                                   true);
    if (!passes(res)) {
      if (r.failed++ == 0)
        r.where = "matrix " + std::to_string(b) + " (" + std::to_string(m[b]) +
                  "x" + std::to_string(n[b]) + "): " + std::to_string(res);
    } else {
      r.worst = std::max(r.worst, res);
    }
    // Empty matrices: nothing of their slot may change.
    const bool empty = m[b] == 0 || n[b] == 0;
    r.outside +=
        changed_outside(B0, B, b, 0, 0, empty ? 0 : m[b], empty ? 0 : n[b]);
  }
  return r;
}

inline std::string describe(const TriOptions& o, Layout l,
                            const std::string& shape) {
  return o.name() + " " + myriad::validation::layout_name(l) + " " + shape;
}

}  // namespace tri_test
