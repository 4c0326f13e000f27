// LAPACK's test matrix kinds, generated reproducibly for every precision.
//
// The general kinds follow LAPACK's dchkge (TESTING/LIN, dtest.in lists 11
// types for DGE) and the SPD/HPD kinds dchkpo (9 types for DPO); matrices with
// a prescribed condition number are built as in LAPACK's dlatms: a graded
// diagonal (mode 3: sigma_i = cond^(-(i-1)/(k-1))) multiplied by random
// orthogonal/unitary factors (products of random Householder reflectors,
// Stewart's method). Kinds that LAPACK's drivers do not use (rank-deficient,
// integer-valued, NaN and Inf containing) serve exact checks and
// propagation checks.
#pragma once

#include <string>
#include <vector>

#include "validation/rng.hpp"

namespace myriad::validation {

enum class MatrixKind {
  // ---- general m x n (dchkge kinds 1-11, then extras) ----
  Random,         ///< uniform (-1, 1) entries
  Diagonal,       ///< dchkge 1: diagonal, cond 2
  Upper,          ///< dchkge 2: upper triangular (trapezoidal), well
                  ///< conditioned (diagonally dominant), zeros below
  Lower,          ///< dchkge 3: lower triangular, likewise
  WellCond,       ///< dchkge 4: U diag V^H, cond 2
  ZeroFirstCol,   ///< dchkge 5: cond-2 matrix, first column zero
  ZeroLastCol,    ///< dchkge 6: last column zero
  ZeroLastHalf,   ///< dchkge 7: columns min(m,n)/2+1 .. n zero
  IllCond,        ///< dchkge 8: cond = sqrt(0.1 / eps)
  VeryIllCond,    ///< dchkge 9: cond = 0.1 / eps
  ScaledSmall,    ///< dchkge 10: cond 2, norm 0.25 * safmin / eps
  ScaledLarge,    ///< dchkge 11: cond 2, norm 1 / (0.25 * safmin / eps)
  RankDeficient,  ///< X Y^T with rank min(m,n)/2 (not exactly singular
                  ///< in floating point: residual checks only)
  Integer,        ///< integers in [-int_max, int_max] (both parts for
                  ///< complex): products and sums are exact
  WithNaN,        ///< Random with one NaN at a random position
  WithInf,        ///< Random with one +-Inf at a random position
  // ---- square Hermitian positive definite (dchkpo) ----
  SpdDiagonal,      ///< dchkpo 1: diagonal, cond 2
  SpdWellCond,      ///< dchkpo 2: Q diag Q^H, cond 2
  SpdIllCond,       ///< dchkpo 6: cond = sqrt(0.1 / eps)
  SpdVeryIllCond,   ///< dchkpo 7: cond = 0.1 / eps
  SpdScaledSmall,   ///< dchkpo 8: cond 2, norm near underflow
  SpdScaledLarge,   ///< dchkpo 9: cond 2, norm near overflow
  SpdSemidefinite,  ///< dchkpo 3-5: row and column j zero (j chosen, 1-based):
                    ///< leading minor j is singular, Cholesky info = j
  SpdIndefinite,    ///< row and column j zero except A(j,j) < 0: info = j
  SpdNaN,           ///< SPD with A(j,j) = NaN: info = j as LAPACK's
                    ///< reference xPOTRF defines it (it tests for NaN);
                    ///< OpenBLAS's potrf (0.3.21) returns 0 here, so
                    ///< compare with MatrixInfo::info, not with LAPACKE
};

/// Every kind, in enum order.
const std::vector<MatrixKind>& all_kinds();
/// dchkge's 11 kinds (Diagonal .. ScaledLarge; Random is not one of them).
const std::vector<MatrixKind>& lapack_ge_kinds();
/// dchkpo's kinds (all Spd* kinds).
const std::vector<MatrixKind>& lapack_po_kinds();

/// Name used by the CLI and in test messages ("random", "ill-cond", ...).
const char* kind_name(MatrixKind kind);
/// Inverse of kind_name; false if unknown.
bool parse_kind(const std::string& name, MatrixKind& kind);

/// True for the Spd* kinds (square, Hermitian; generated in full, both
/// triangles).
bool is_spd_kind(MatrixKind kind);

/// Options of generate(); zero or negative fields select the kind's default.
struct GenOptions {
  double cond = 0;     ///< condition number (kinds built from singular values)
  double norm = 0;     ///< largest singular value / eigenvalue
  int zero_index = 0;  ///< 1-based column / minor for ZeroLastHalf-like and
                       ///< Spd{Semidefinite,Indefinite,NaN} kinds
  int rank = -1;       ///< RankDeficient rank
  int int_max = 4;     ///< Integer kind range
};

/// What is known exactly about a generated matrix.
struct MatrixInfo {
  /// 1-based index at which LU (zero-column kinds) or Cholesky (Spd kinds)
  /// must break down exactly, as LAPACK's info: 0 when the factorization
  /// succeeds, -1 when it is not known exactly (compare with LAPACKE then).
  int info = 0;
  double cond = 1;  ///< condition number built in (1 if not prescribed)
};

/// Fills the m x n matrix a (column major, leading dimension lda >= max(1,m))
/// with a matrix of the given kind; rows m..lda-1 are not touched. Spd kinds
/// need m == n. Throws std::invalid_argument for bad arguments.
template <class T>
MatrixInfo generate(MatrixKind kind, int m, int n, T* a, int lda, Rng& rng,
                    const GenOptions& opt = {});

/// LAPACK's scaling constants (dlatb4): small = 0.25 * safmin / eps and
/// large = 1 / small.
template <class T>
double scaled_small_norm();
template <class T>
double scaled_large_norm();

}  // namespace myriad::validation
