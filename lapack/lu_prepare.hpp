// Batched LU interfaces: the per-matrix argument pass shared by getrf,
// getrf_nopiv, getrs, gesv and laswp (internal).
#pragma once

#include <string>

#include "core/queue_impl.hpp"
#include "lapack/getrf_backend.hpp"

namespace myriad::detail {

/// Sizes the drivers run with, after the per-matrix pass.
struct LuBounds {
  int max_m = 0;    ///< rows of A
  int max_n = 0;    ///< cols of A
  int max_rhs = 0;  ///< cols of B (solves)
  Status invalid;   ///< InvalidMatrix to report after the run, or success
};

/// Runs the per-matrix pass when a descriptor is variable-size and either
/// check == Check::Full or a maximum is unknown (one sync on a CUDA queue).
/// Fixed-size descriptors give their bounds directly.
template <class T>
Status lu_prepare(Queue& queue, const char* routine,
                  const MatrixBatch<const T>& A,
                  const MatrixBatch<const int>& ipiv, bool has_ipiv,
                  const MatrixBatch<const T>& B, Check check, LuBounds& out) {
  const bool variable = A.is_variable() || (has_ipiv && ipiv.is_variable()) ||
                        (B.count() > 0 && B.is_variable());
  out.max_m = A.max_rows();
  out.max_n = A.max_cols();
  out.max_rhs = B.count() > 0 ? B.max_cols() : 0;
  const bool unknown = out.max_m < 0 || out.max_n < 0 || out.max_rhs < 0;
  if (!variable || (check == Check::None && !unknown)) return {};
  BatchCheck c;
  if (Status s = lu_check<T>(queue.impl(), A, ipiv, has_ipiv, B, c); !s.ok())
    return s;
  out.max_m = c.max_m;
  out.max_n = c.max_n;
  out.max_rhs = c.max_k;
  if (c.bad_count > 0 && check == Check::Full)
    out.invalid = {StatusCode::InvalidMatrix,
                   std::string(routine) + ": " + std::to_string(c.bad_count) +
                       " of " + std::to_string(A.count()) +
                       " matrices have invalid arguments and were skipped; "
                       "first: matrix " +
                       std::to_string(c.first_bad) + ": " +
                       lu_error_text(c.first_code, B.count() > 0 ? "LU" : "A")};
  return {};
}

}  // namespace myriad::detail
