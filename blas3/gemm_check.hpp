// Per-matrix argument check of a batched GEMM (internal). Used by the host
// loop, the CUDA argument-check kernel and the GEMM kernels themselves (which
// skip a matrix whose check fails, so a bad matrix never disturbs another).
#pragma once

#include <string>

#include "myriad/batch.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// GEMM problem sizes of matrix b: C is m x n, op(A) is m x k.
struct GemmDims {
  int m, n, k;
};

/// The Entry of matrix b in each of A, B and C, read together (one round
/// trip to the descriptor arrays in device code).
template <class T>
struct GemmEntries {
  typename MatrixBatch<const T>::Entry a, b;
  typename MatrixBatch<T>::Entry c;
};

template <class T>
MYRIAD_HD GemmEntries<T> gemm_entries(int b, const MatrixBatch<const T>& A,
                                      const MatrixBatch<const T>& B,
                                      const MatrixBatch<T>& C) {
  return {A.entry(b), B.entry(b), C.entry(b)};
}

template <class T>
MYRIAD_HD GemmDims gemm_dims(Op transa, const MatrixBatch<const T>& A,
                             const MatrixBatch<T>& C, const GemmEntries<T>& e) {
  return {C.rows(e.c), C.cols(e.c),
          transa == Op::NoTrans ? A.cols(e.a) : A.rows(e.a)};
}

template <class T>
MYRIAD_HD GemmDims gemm_dims(Op transa, int b, const MatrixBatch<const T>& A,
                             const MatrixBatch<T>& C) {
  return {C.rows(b), C.cols(b), transa == Op::NoTrans ? A.cols(b) : A.rows(b)};
}

/// 0 if the matrices with entries e are valid, else a code for
/// gemm_error_text(): 10+x / 20+x / 30+x: descriptor A / B / C failed
/// MatrixBatch::validate with -x; 41: rows of op(A) != rows of C; 42: cols of
/// op(A) != rows of op(B); 43: cols of op(B) != cols of C.
template <class T>
MYRIAD_HD int gemm_validate(Op transa, Op transb, const MatrixBatch<const T>& A,
                            const MatrixBatch<const T>& B,
                            const MatrixBatch<T>& C, const GemmEntries<T>& e) {
  int v;
  if ((v = C.validate(e.c)) != 0) return 30 - v;
  if ((v = A.validate(e.a)) != 0) return 10 - v;
  if ((v = B.validate(e.b)) != 0) return 20 - v;
  const bool na = transa == Op::NoTrans, nb = transb == Op::NoTrans;
  const int am = na ? A.rows(e.a) : A.cols(e.a);
  const int ak = na ? A.cols(e.a) : A.rows(e.a);
  const int bk = nb ? B.rows(e.b) : B.cols(e.b);
  const int bn = nb ? B.cols(e.b) : B.rows(e.b);
  // Empty C needs nothing of A and B.
  if (C.rows(e.c) == 0 || C.cols(e.c) == 0) return 0;
  if (am != C.rows(e.c)) return 41;
  if (ak != bk) return 42;
  if (bn != C.cols(e.c)) return 43;
  return 0;
}

/// gemm_validate of matrix b of the batch.
template <class T>
MYRIAD_HD int gemm_validate(Op transa, Op transb, int b,
                            const MatrixBatch<const T>& A,
                            const MatrixBatch<const T>& B,
                            const MatrixBatch<T>& C) {
  return gemm_validate(transa, transb, A, B, C, gemm_entries(b, A, B, C));
}

/// Readable text for a gemm_validate() code.
inline std::string gemm_error_text(int code) {
  static const char* what[] = {"", "rows < 0", "cols < 0", "ld < max(1, rows)",
                               "null data pointer"};
  if (code > 10 && code < 15) return std::string("A: ") + what[code - 10];
  if (code > 20 && code < 25) return std::string("B: ") + what[code - 20];
  if (code > 30 && code < 35) return std::string("C: ") + what[code - 30];
  if (code == 41) return "rows of op(A) differ from rows of C";
  if (code == 42) return "cols of op(A) differ from rows of op(B)";
  if (code == 43) return "cols of op(B) differ from cols of C";
  return "unknown error";
}

}  // namespace myriad::detail
