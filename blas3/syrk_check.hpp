// Per-matrix argument checks of the batched rank-k / rank-2k updates (SYRK,
// HERK, SYR2K, HER2K) and of SYMM/HEMM (internal). Used by the host loop, the
// CUDA argument-check kernel and the CUDA kernels themselves (which skip a
// matrix whose check fails, so a bad matrix never disturbs another).
#pragma once

#include <string>

#include "myriad/batch.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Sizes of matrix b of a rank-k update: C is n x n, op(A) is n x k.
struct RankKDims {
  int n, k;
};

template <class T, class U>
MYRIAD_HD RankKDims rankk_dims(bool trans, int b, const MatrixBatch<T>& A,
                               const MatrixBatch<U>& C) {
  return {C.rows(b), trans ? A.rows(b) : A.cols(b)};
}

/// 0 if matrix b of a rank-k (two == false, B unused) or rank-2k update is
/// valid, else a code for blas3_error_text(): 10+x / 20+x / 30+x: descriptor
/// A / B / C failed MatrixBatch::validate with -x; 51: C is not square;
/// 52: rows of op(A) differ from the order of C; 53: B's sizes differ from
/// A's.
template <class T, class U>
MYRIAD_HD int rankk_validate(bool trans, bool two, int b,
                             const MatrixBatch<T>& A, const MatrixBatch<T>& B,
                             const MatrixBatch<U>& C) {
  // Every entry read before any is checked (MatrixBatch::Entry).
  const auto ec = C.entry(b);
  const auto ea = A.entry(b);
  typename MatrixBatch<T>::Entry eb;
  if (two) eb = B.entry(b);
  int v;
  if ((v = C.validate(ec)) != 0) return 30 - v;
  if ((v = A.validate(ea)) != 0) return 10 - v;
  if (two && (v = B.validate(eb)) != 0) return 20 - v;
  const int n = C.rows(ec);
  if (n != C.cols(ec)) return 51;
  if (n == 0) return 0;  // empty C needs nothing of A and B
  if ((trans ? A.cols(ea) : A.rows(ea)) != n) return 52;
  if (two && (A.rows(ea) != B.rows(eb) || A.cols(ea) != B.cols(eb))) return 53;
  return 0;
}

/// 0 if matrix b of a SYMM/HEMM is valid, else a code for blas3_error_text():
/// 10+x / 20+x / 30+x as above; 54: A is not square; 55: the order of A
/// differs from rows (side L) or cols (side R) of C; 56: B's sizes differ
/// from C's.
template <class T, class U>
MYRIAD_HD int symm_validate(bool left, int b, const MatrixBatch<T>& A,
                            const MatrixBatch<T>& B, const MatrixBatch<U>& C) {
  const auto ec = C.entry(b);
  const auto ea = A.entry(b);
  const auto eb = B.entry(b);
  int v;
  if ((v = C.validate(ec)) != 0) return 30 - v;
  if ((v = A.validate(ea)) != 0) return 10 - v;
  if ((v = B.validate(eb)) != 0) return 20 - v;
  const int m = C.rows(ec), n = C.cols(ec);
  if (m == 0 || n == 0) return 0;
  if (A.rows(ea) != A.cols(ea)) return 54;
  if (A.rows(ea) != (left ? m : n)) return 55;
  if (B.rows(eb) != m || B.cols(eb) != n) return 56;
  return 0;
}

/// Readable text for a rankk_validate() or symm_validate() code.
inline std::string blas3_error_text(int code) {
  static const char* what[] = {"", "rows < 0", "cols < 0", "ld < max(1, rows)",
                               "null data pointer"};
  if (code > 10 && code < 15) return std::string("A: ") + what[code - 10];
  if (code > 20 && code < 25) return std::string("B: ") + what[code - 20];
  if (code > 30 && code < 35) return std::string("C: ") + what[code - 30];
  switch (code) {
    case 51:
      return "C is not square";
    case 52:
      return "rows of op(A) differ from the order of C";
    case 53:
      return "sizes of B differ from sizes of A";
    case 54:
      return "A is not square";
    case 55:
      return "order of A differs from the matching dimension of C";
    case 56:
      return "sizes of B differ from sizes of C";
    default:
      return "unknown error";
  }
}

}  // namespace myriad::detail
