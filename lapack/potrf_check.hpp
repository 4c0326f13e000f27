// Per-matrix argument checks of the batched Cholesky routines (internal).
// Used by the host loops, the CUDA check pass and the CUDA kernels themselves
// (which skip a matrix whose check fails, so a bad matrix never disturbs
// another). The codes are LAPACK's: minus the position of the first invalid
// argument in xPOTRF (uplo, n, A, lda) or xPOTRS / xPOSV (uplo, n, nrhs, A,
// lda, B, ldb).
#pragma once

#include <string>

#include "core/arg_check.hpp"
#include "myriad/batch.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// 0 if matrix b of a POTRF batch is valid; -2: n < 0 or rows != cols;
/// -3: null data; -4: ld < max(1, n).
template <class T>
MYRIAD_HD int potrf_validate(const MatrixBatch<T>& A, int b) {
  const auto ea = A.entry(b);
  switch (A.validate(ea)) {
    case -1:
    case -2:
      return -2;
    case -3:
      return -4;
    case -4:
      return -3;
    default:
      break;
  }
  return A.rows(ea) == A.cols(ea) ? 0 : -2;
}

/// 0 if matrix b of a POTRS / POSV batch is valid; -2: n < 0 or A not
/// square or B's rows differ from n; -3: nrhs < 0; -4 / -6: null A / B;
/// -5 / -7: lda / ldb < max(1, n).
template <class TA, class TB>
MYRIAD_HD int potrs_validate(const MatrixBatch<TA>& A, const MatrixBatch<TB>& B,
                             int b) {
  // Both entries read before either is checked (MatrixBatch::Entry).
  const auto ea = A.entry(b);
  const auto eb = B.entry(b);
  switch (A.validate(ea)) {
    case -1:
    case -2:
      return -2;
    case -3:
      return -5;
    case -4:
      return -4;
    default:
      break;
  }
  if (A.rows(ea) != A.cols(ea)) return -2;
  switch (B.validate(eb)) {
    case -1:
      return -2;
    case -2:
      return -3;
    case -3:
      return -7;
    case -4:
      return -6;
    default:
      break;
  }
  return B.rows(eb) == A.rows(ea) ? 0 : -2;
}

/// Readable text of a potrf_validate() code.
inline std::string potrf_error_text(int code) {
  switch (code) {
    case -2:
      return "n < 0 or A not square";
    case -3:
      return "null data pointer";
    case -4:
      return "ld < max(1, n)";
    default:
      return "unknown error";
  }
}

/// Readable text of a potrs_validate() code.
inline std::string potrs_error_text(int code) {
  switch (code) {
    case -2:
      return "n < 0, A not square, or rows of B differ from n";
    case -3:
      return "nrhs < 0";
    case -4:
      return "A: null data pointer";
    case -5:
      return "lda < max(1, n)";
    case -6:
      return "B: null data pointer";
    case -7:
      return "ldb < max(1, n)";
    default:
      return "unknown error";
  }
}

/// Host checks shared by potrf and posv: uplo, the descriptor, square fixed
/// size, info.
template <class T>
void potrf_arg_check(ArgCheck& chk, Uplo uplo, const MatrixBatch<T>& A,
                     const int* info) {
  chk.uplo(uplo, "uplo");
  chk.same_count(A);
  chk.descriptor(A, "A");
  if (!A.is_variable()) chk.square(A, "A");
  chk.require(info != nullptr || A.count() == 0, "info is null");
}

/// Host checks of potrs and posv's B against A (fixed sizes only).
template <class TA, class TB>
void potrs_arg_check(ArgCheck& chk, const MatrixBatch<TA>& A,
                     const MatrixBatch<TB>& B) {
  chk.same_count(A, B);
  chk.descriptor(B, "B");
  if (!A.is_variable() && !B.is_variable() && B.max_cols() > 0)
    chk.require(B.max_rows() == A.max_rows(), [&] {
      return "B has " + std::to_string(B.max_rows()) + " rows, A's order is " +
             std::to_string(A.max_rows());
    });
}

}  // namespace myriad::detail
