// The interface half shared by TRSM and TRMM (internal): argument checks,
// the check pass over variable-size batches, alpha == 0, then the driver.
#pragma once

#include <string>

#include "blas3/tri_backend.hpp"
#include "core/arg_check.hpp"
#include "myriad/gemm.hpp"
#include "myriad/queue.hpp"

namespace myriad::detail {

/// Runs driver(queue, opts, tuning, alpha, A, B) after the checks; `name` is
/// the routine's name for messages.
template <class T, class Driver>
Status tri_call(const char* name, TriKind kind, Queue& queue, const TriOpts& o,
                T alpha, const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                Check check, Driver driver) {
  ArgCheck chk(name);
  chk.side(o.side, "side").uplo(o.uplo, "uplo").op(o.trans, "transa");
  chk.diag(o.diag, "diag").same_count(A, B);
  chk.descriptor(A, "A").descriptor(B, "B");
  if (!A.is_variable() && !B.is_variable() && B.max_rows() > 0 &&
      B.max_cols() > 0) {
    const int k = o.side == Side::Left ? B.max_rows() : B.max_cols();
    chk.require(A.max_rows() == k && A.max_cols() == k, [&] {
      return "A is " + std::to_string(A.max_rows()) + " x " +
             std::to_string(A.max_cols()) + ", not " + std::to_string(k) +
             " x " + std::to_string(k) + " (the " +
             (o.side == Side::Left ? "rows" : "cols") + " of B)";
    });
  }
  if (!chk.ok()) return chk.status();
  if (B.count() == 0) return {};

  // Variable sizes: one pass validates every matrix and finds the maxima
  // (the one synchronization), unless the caller gave maxima and no check.
  MatrixBatch<const T> a = A;
  MatrixBatch<T> b = B;
  Status report;
  const bool variable = A.is_variable() || B.is_variable();
  const bool maxima_known = A.max_rows() >= 0 && A.max_cols() >= 0 &&
                            B.max_rows() >= 0 && B.max_cols() >= 0;
  if (variable && (check == Check::Full || !maxima_known)) {
    BatchCheck bc;
#ifdef MYRIAD_HAVE_CUDA
    const Status pass = queue.backend() == Backend::Cuda
                            ? tri_check_cuda<T>(queue.impl(), o, A, B, bc)
                            : tri_check_host<T>(queue.impl(), o, A, B, bc);
#else
    const Status pass = tri_check_host<T>(queue.impl(), o, A, B, bc);
#endif
    if (!pass.ok()) return pass;
    a = A.with_maxima(bc.max_k, bc.max_k);
    b = B.with_maxima(bc.max_m, bc.max_n);
    if (bc.bad_count > 0 && check == Check::Full)
      report = Status(StatusCode::InvalidMatrix,
                      std::string(name) + ": " + std::to_string(bc.bad_count) +
                          " of " + std::to_string(B.count()) +
                          " matrices have invalid arguments and were "
                          "skipped; first: matrix " +
                          std::to_string(bc.first_bad) + ": " +
                          tri_error_text(bc.first_code));
  }

  if (alpha == T(0)) {
    // B := 0 without reading A: a GEMM with k = 0 and beta = 0.
    const int m = b.max_rows(), n = b.max_cols();
    const MatrixBatch<const T> left = b.sub(0, 0, m, 0),
                               right = b.sub(0, 0, 0, n);
    if (Status s = gemm<T>(queue, Op::NoTrans, Op::NoTrans, T(0), left, right,
                           T(0), b, Check::None);
        !s.ok())
      return s;
    return report;
  }
  const TriTuning t =
      tri_tuning(queue.backend(), ScalarTraits<T>::letter, kind);
  if (Status s = driver(queue, o, t, alpha, a, b); !s.ok()) return s;
  return report;
}

}  // namespace myriad::detail
