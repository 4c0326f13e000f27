// Recursive/blocked Cholesky driver (internal), backend-neutral.
//
// One algorithm, written once over an "Ops" policy that supplies the views
// and the steps; the host backend runs it per matrix (Ops over one matrix,
// CBLAS steps), the CUDA backend per batch (Ops over MatrixBatch views, the
// steps are Myriad's batched TRSM and SYRK/HERK and a fused leaf kernel).
//
// Ops provides:
//   using View;            // a matrix or batch view with sub(i, j, m, n)
//   using Result;          // what a step returns
//   bool stop(const Result&) const;  // true: return this result at once
//   Result done() const;             // the result of an empty step
//   PotrfTuning tuning() const;
//   // Factor A (order <= tuning().leaf_max) whole; a failure at column j of
//   // A is info = offset + j + 1.
//   Result leaf(Uplo, const View& A, int offset);
//   static constexpr bool kFusedUpdate;  // true: leaf_update below exists
//   // A := chol(A - W W^H) (Lower, W = A21) or chol(A - W^H W) (Upper,
//   // W = A12), A of order <= tuning().leaf_max: the last update and leaf
//   // in one step.
//   Result leaf_update(Uplo, const View& W, const View& A, int offset);
//   // B := B op(A)^-1 (Side::Right) or op(A)^-1 B (Side::Left), A triangular
//   // with a non-unit diagonal.
//   Result trsm(Side, Uplo, Op, const View& A, const View& B);
//   // C := C - op(A) op(A)^H on the uplo triangle of C.
//   Result herk(Uplo, Op, const View& A, const View& C);
// and, for potrf_blocked only:
//   // leaf (W == nullptr) or leaf_update of A; invert: A's inverse is kept
//   // for the panel step that follows.
//   Result diag(Uplo, const View* W, const View& A, int offset, bool invert);
//   // The blocks below (Lower) or beside (Upper) the factored diagonal
//   // block at (c, c) of order jb, A of order up to n: A21 := (A21 - A20
//   // A10^H) A11^-H (Lower), A12 := A11^-H (A12 - A01^H A02) (Upper).
//   Result panel(Uplo, const View& A, int c, int jb, int n);
#pragma once

#include "lapack/potrf_tuning.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// op(X) that stands for X^H: ConjTrans, or Trans for real scalars (real
/// BLAS routines need not accept 'C').
template <class T>
constexpr Op conj_trans() {
  return is_complex_v<T> ? Op::ConjTrans : Op::Trans;
}

/// Cholesky factorization of A, of order at most n, in its uplo triangle:
///   Lower, A = L L^H:           Upper, A = U^H U:
///     A11 := chol(A11)            A11 := chol(A11)
///     A21 := A21 A11^-H           A12 := A11^-H A12
///     A22 := A22 - A21 A21^H      A22 := A22 - A12^H A12
///     A22 := chol(A22)            A22 := chol(A22)
/// The upper case is the lower one applied to A^H, so only the operands of the
/// two middle steps differ. `offset` is the order of the part of the original
/// matrix already factored (info of a failure in A is offset + its column).
template <class T, class Ops>
typename Ops::Result potrf_recursive(Ops& ops, Uplo uplo,
                                     const typename Ops::View& A, int n,
                                     int offset) {
  if (n <= 0) return ops.done();
  const PotrfTuning tune = ops.tuning();
  if (n <= tune.leaf_max) return ops.leaf(uplo, A, offset);
  const int n1 = tune.split(n), n2 = n - n1;
  const auto A11 = A.sub(0, 0, n1, n1);
  const auto A22 = A.sub(n1, n1, n2, n2);
  if (auto r = potrf_recursive<T>(ops, uplo, A11, n1, offset); ops.stop(r))
    return r;
  constexpr Op H = conj_trans<T>();
  const bool lower = uplo == Uplo::Lower;
  // W: A21 (lower) or A12 (upper).
  const auto W = lower ? A.sub(n1, 0, n2, n1) : A.sub(0, n1, n1, n2);
  if (auto r = lower ? ops.trsm(Side::Right, Uplo::Lower, H, A11, W)
                     : ops.trsm(Side::Left, Uplo::Upper, H, A11, W);
      ops.stop(r))
    return r;
  if constexpr (Ops::kFusedUpdate) {
    // The updated A22 never goes through memory when it is a leaf.
    if (n2 <= tune.leaf_max) return ops.leaf_update(uplo, W, A22, offset + n1);
  }
  if (auto r = ops.herk(uplo, lower ? Op::NoTrans : H, W, A22); ops.stop(r))
    return r;
  return potrf_recursive<T>(ops, uplo, A22, n2, offset + n1);
}

/// Left-looking blocked Cholesky of A, of order at most n, in blocks of
/// order nb, the first of first_nb (<= nb) and the last of up to last_nb
/// (nb <= last_nb <= tuning().leaf_max):
/// for each diagonal block A11 at (c, c),
///   Lower:                          Upper:
///     A11 := chol(A11 - A10 A10^H)    A11 := chol(A11 - A01^H A01)
///     A21 := (A21 - A20 A10^H)        A12 := A11^-H (A12 - A01^H A02)
///            A11^-H
/// (A10: the rows of A11 left of it, A01 the columns above it; the first
/// line is ops.diag, the second ops.panel).
/// Each step reads the factored columns and writes one block column (row),
/// where the recursive driver passes over the trailing matrix at every
/// level. The first line's update stays with the diagonal step: folded into
/// the panel step instead (each block the panel writes taking its own
/// product from the diagonal block it lies on, right-looking), DPOTRF ran
/// 3-11% slower at 192...512 on the H200 (docs/performance.md, session 59).
template <class T, class Ops>
typename Ops::Result potrf_blocked(Ops& ops, Uplo uplo,
                                   const typename Ops::View& A, int n, int nb,
                                   int first_nb, int last_nb) {
  const bool lower = uplo == Uplo::Lower;
  for (int c = 0, jb = 0; c < n; c += jb) {
    jb = n - c <= last_nb ? n - c : c == 0 ? first_nb : nb;
    const auto A11 = A.sub(c, c, jb, jb);
    const auto W = lower ? A.sub(c, 0, jb, c) : A.sub(0, c, c, jb);
    const bool below = c + jb < n;
    auto r = ops.diag(uplo, c == 0 ? nullptr : &W, A11, c, below);
    if (ops.stop(r)) return r;
    if (below)
      if (r = ops.panel(uplo, A, c, jb, n); ops.stop(r)) return r;
  }
  return ops.done();
}

/// Solve A X = B with the Cholesky factor of A in its uplo triangle:
///   Lower: L Y = B, L^H X = Y.      Upper: U^H Y = B, U X = Y.
template <class T, class Ops, class AView, class BView>
typename Ops::Result potrs_solve(Ops& ops, Uplo uplo, const AView& A,
                                 const BView& B) {
  constexpr Op H = conj_trans<T>();
  const Op first = uplo == Uplo::Lower ? Op::NoTrans : H;
  const Op second = uplo == Uplo::Lower ? H : Op::NoTrans;
  if (auto r = ops.trsm(Side::Left, uplo, first, A, B); ops.stop(r)) return r;
  return ops.trsm(Side::Left, uplo, second, A, B);
}

}  // namespace myriad::detail
