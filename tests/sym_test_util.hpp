// Shared by test_syrk.cpp and test_symm.cpp: one checked call of a rank-k /
// rank-2k update or SYMM/HEMM on a generated batch (validation/op_sym.hpp:
// the triangle of C or A that must not be touched or read poisoned with NaN,
// padding that must not change), and the size lists derived from the tiles.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "test_common.hpp"
#include "validation/op_sym.hpp"

namespace sym_test {

using myriad::Check;
using myriad::Op;
using myriad::Queue;
using myriad::Side;
using myriad::Status;
using myriad::StatusCode;
using myriad::Uplo;
using myriad::validation::Layout;
using myriad::validation::MatrixKind;
using myriad::validation::TestBatch;
using myriad::validation::sym::Problem;
using myriad::validation::sym::Routine;
using myriad::validation::sym::SymOptions;

/// LAPACK's 0 1 2 3 5 10 50 plus the CUDA tiles' sizes +-1 (tiny kernels 8
/// and 16, tiles 32 and 64; blas3/cuda/syrk_tuning_sm90.hpp) and the host
/// crossovers +-1 (blas3/host/sym_host_tuning.hpp: 16, 24).
inline std::vector<int> orders() {
  return {0,  1,  2,  3,  5,  10, 50, 7,  8,  9,  15,
          16, 17, 23, 24, 25, 31, 32, 33, 63, 64, 65};
}

/// Runs routine r with option o on a batch of matrices with sizes n[b], k[b]
/// (rank-k: C n x n, inner k; SYMM: C n x k) handed out as `layout`, and
/// checks every matrix. Returns the residuals through res; the call's
/// status is the return value.
template <class T>
Status run_case(Queue& q, Routine r, const SymOptions& o,
                const std::vector<int>& n, const std::vector<int>& k,
                MatrixKind kind, Layout layout, std::vector<double>& res,
                Check check = Check::Full, std::uint64_t seed = 7) {
  Problem<T> p =
      myriad::validation::sym::make_problem<T>(r, o, n, k, kind, seed);
  const bool integer = kind == MatrixKind::Integer;
  T alpha, beta;
  myriad::validation::sym::scalars(r, integer, alpha, beta);
  for (auto* t : {&p.A, &p.B, &p.C})
    if (Status s = t->upload(q); !s.ok()) return s;
  const Status s = myriad::validation::sym::call<T>(
      r, q, o, alpha, beta, p.A.batch(q, layout), p.B.batch(q, layout),
      p.C.batch(q, layout), check);
  if (Status d = p.C.download(q); !d.ok()) return d;
  res =
      myriad::validation::sym::check_problem<T>(r, o, p, alpha, beta, integer);
  return s;
}

inline std::string describe(Routine r, const SymOptions& o, int n, int k,
                            Layout layout) {
  return std::string(myriad::validation::sym::routine_name(r)) + " " +
         o.name(r) + " n=" + std::to_string(n) + " k=" + std::to_string(k) +
         " " + myriad::validation::layout_name(layout);
}

}  // namespace sym_test
