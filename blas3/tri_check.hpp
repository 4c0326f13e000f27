// Shared pieces of the triangular routines TRSM and TRMM (internal): their
// options, the per-matrix argument check, and how a leaf kernel sees the
// triangle. Usable in host code and in CUDA kernels.
#pragma once

#include <string>

#include "myriad/batch.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// The four option arguments of TRSM / TRMM.
struct TriOpts {
  Side side;
  Uplo uplo;
  Op trans;
  Diag diag;
};

/// The size of the triangle for matrix b: rows of B (Left) or cols (Right).
template <class T>
MYRIAD_HD int tri_order(const TriOpts& o, int b, const MatrixBatch<T>& B) {
  return o.side == Side::Left ? B.rows(b) : B.cols(b);
}

/// 0 if matrix b is valid, else a code for tri_error_text():
/// 10+x / 20+x: descriptor A / B failed MatrixBatch::validate with -x;
/// 41: A is not square; 42: A's order differs from rows (Left) or cols
/// (Right) of B. A matrix with an empty B needs nothing of A's shape.
template <class T>
MYRIAD_HD int tri_validate(const TriOpts& o, int b,
                           const MatrixBatch<const T>& A,
                           const MatrixBatch<T>& B) {
  // Both entries read before either is checked (MatrixBatch::Entry).
  const auto ea = A.entry(b);
  const auto eb = B.entry(b);
  int v;
  if ((v = B.validate(eb)) != 0) return 20 - v;
  if ((v = A.validate(ea)) != 0) return 10 - v;
  const int br = B.rows(eb), bc = B.cols(eb);
  if (br == 0 || bc == 0) return 0;
  if (A.rows(ea) != A.cols(ea)) return 41;
  if (A.rows(ea) != (o.side == Side::Left ? br : bc)) return 42;
  return 0;
}

/// Readable text for a tri_validate() code.
inline std::string tri_error_text(int code) {
  static const char* what[] = {"", "rows < 0", "cols < 0", "ld < max(1, rows)",
                               "null data pointer"};
  if (code > 10 && code < 15) return std::string("A: ") + what[code - 10];
  if (code > 20 && code < 25) return std::string("B: ") + what[code - 20];
  if (code == 41) return "A is not square";
  if (code == 42)
    return "order of A differs from rows (left) or cols (right) of B";
  return "unknown error";
}

/// How a leaf kernel reads the triangle. Every option combination becomes
///     M x = y  (TRSM)  or  y = M x  (TRMM)
/// for each vector x of B (a column for Left, a row for Right), with M
/// lower triangular, of order r:
///   - M = op(A) for Left; M = op(A)^T for Right (x op(A) = y is
///     op(A)^T x^T = y^T);
///   - when that matrix is upper triangular, indices are reversed
///     (i -> r-1-i), which makes it lower.
/// Element (i, j), i >= j, of M is A(s, t) with
///     (p, q) = rev ? (r-1-i, r-1-j) : (i, j),
///     (s, t) = swap ? (q, p) : (p, q),
/// conjugated when conj; it always lies in A's referenced triangle. Element i
/// of the vector is element (rev ? r-1-i : i) of B's column or row.
struct TriLayout {
  bool rev;
  bool swap;
  bool conj;
};

/// Whether op(A) is lower triangular: the stored triangle seen through the
/// transposition.
MYRIAD_HD bool tri_lower_op(const TriOpts& o) {
  return (o.uplo == Uplo::Lower) == (o.trans == Op::NoTrans);
}

MYRIAD_HD TriLayout tri_layout(const TriOpts& o) {
  const bool left = o.side == Side::Left;
  const bool notrans = o.trans == Op::NoTrans;
  const bool lower_m = left == tri_lower_op(o);
  return {!lower_m, left != notrans, o.trans == Op::ConjTrans};
}

/// Offset of element (i, j) of M (i >= j) in A's column-major storage.
MYRIAD_HD long long tri_offset(const TriLayout& l, int r, int i, int j,
                               int lda) {
  const int p = l.rev ? r - 1 - i : i, q = l.rev ? r - 1 - j : j;
  const int s = l.swap ? q : p, t = l.swap ? p : q;
  return s + static_cast<long long>(t) * lda;
}

/// True when a leaf kernel may work on matrix b: its arguments are valid
/// and A's view is r x r with r the order required by B's view, r <= limit.
/// Guards memory even when the caller skipped the check pass.
template <class T>
MYRIAD_HD bool tri_leaf_ok(const TriOpts& o, int b,
                           const MatrixBatch<const T>& A,
                           const MatrixBatch<T>& B, int limit) {
  const auto ea = A.entry(b);
  const auto eb = B.entry(b);
  if (A.validate(ea) != 0 || B.validate(eb) != 0) return false;
  const int r = o.side == Side::Left ? B.rows(eb) : B.cols(eb);
  return A.rows(ea) == r && A.cols(ea) == r && r <= limit;
}

}  // namespace myriad::detail
