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
  int v;
  if ((v = C.validate(b)) != 0) return 30 - v;
  if ((v = A.validate(b)) != 0) return 10 - v;
  if (two && (v = B.validate(b)) != 0) return 20 - v;
  if (C.rows(b) != C.cols(b)) return 51;
  if (C.rows(b) == 0) return 0;  // empty C needs nothing of A and B
  if ((trans ? A.cols(b) : A.rows(b)) != C.rows(b)) return 52;
  if (two && (A.rows(b) != B.rows(b) || A.cols(b) != B.cols(b))) return 53;
  return 0;
}

/// 0 if matrix b of a SYMM/HEMM is valid, else a code for blas3_error_text():
/// 10+x / 20+x / 30+x as above; 54: A is not square; 55: the order of A
/// differs from rows (side L) or cols (side R) of C; 56: B's sizes differ
/// from C's.
template <class T, class U>
MYRIAD_HD int symm_validate(bool left, int b, const MatrixBatch<T>& A,
                            const MatrixBatch<T>& B, const MatrixBatch<U>& C) {
  int v;
  if ((v = C.validate(b)) != 0) return 30 - v;
  if ((v = A.validate(b)) != 0) return 10 - v;
  if ((v = B.validate(b)) != 0) return 20 - v;
  if (C.rows(b) == 0 || C.cols(b) == 0) return 0;
  if (A.rows(b) != A.cols(b)) return 54;
  if (A.rows(b) != (left ? C.rows(b) : C.cols(b))) return 55;
  if (B.rows(b) != C.rows(b) || B.cols(b) != C.cols(b)) return 56;
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
