// Batched LU, backend-neutral recursive driver (internal).
//
// A node is the column block [j0, j0 + n) of the rows [j0, M) of every
// matrix. A node the backend's leaf kernel holds at once (a fused kernel) is
// factored by it. A wider node is split into children of the width the tuning
// table gives (nested panels: 128 -> 64 -> 32 -> 8; square nodes of some
// orders split narrower, GetrfTuning::node_child_width), factored left to
// right:
//
//     [ A11 A12 ]   child:  P [A11; A21] = [L11; L21] U11       (recursion)
//     [ A21 A22 ]   U12  := L11^{-1} A12                         (trsm)
//                   A22  := A22 - L21 U12                        (small-K gemm)
//
// Each node's row interchanges go to the columns of its window: the root's
// is the whole matrix, a child's its parent's columns. Where the backend
// fuses the three steps after a child (getrf_update_fits), the child's
// window ends at its last column and the fused pass interchanges the rows
// of the columns right of it. A leaf applies its
// own to the rest of its window where the backend's leaf kernel does so
// (getrf_leaf's LuOutside; the kernel has the permutation at hand), else
// by laswp; a wider node applies all of its own to the rest of its window
// once its children are done, composed into one pass (laswp). Pivots are
// stored relative to the whole matrix (the leaf adds j0), so one ipiv
// vector serves all levels. Every call below runs with Check::None and with
// maxima set: the recursion never synchronizes.
//
// Variable-size batches: the views clip per matrix, so one node serves
// matrices of every size; a matrix narrower or shorter than the node simply
// sees empty views. Two details keep the triangle of trsm square for every
// matrix: the diagonal blocks come from Asq, the batch whose column count is
// its row count (for a wide matrix, L11 is rows x rows), and laswp bounds the
// pivot indices by min(m_b, n_b) of the whole matrix.
#pragma once

#include <algorithm>

#include "lapack/getrf_backend.hpp"
#include "lapack/getrf_tuning.hpp"
#include "myriad/gemm.hpp"
#include "myriad/trsm.hpp"

namespace myriad::detail {

template <class T>
class GetrfDriver {
 public:
  using R = real_t<T>;

  /// A: the whole batch with maxima set; info: per-matrix mask and result
  /// (lu_init has run). max_leaf_cols >= 0 replaces the backend's choice of
  /// fused nodes by "nodes at most this wide" (tests run the recursion on
  /// the host backend with it).
  GetrfDriver(Queue& queue, const MatrixBatch<T>& A,
              const MatrixBatch<int>& ipiv, int* info, LuPivoting<R> piv,
              int max_leaf_cols = -1)
      : queue_(queue),
        A_(A),
        Asq_(square_rows(A)),
        ipiv_(ipiv),
        info_(info),
        piv_(piv),
        M_(A.max_rows()),
        N_(A.max_cols()),
        max_leaf_cols_(max_leaf_cols) {}

  Status run() {
    const int mn = std::min(M_, N_);
    if (mn <= 0) return {};
    if (Status s = factor(0, mn, 0, N_); !s.ok()) return s;
    if (N_ <= mn) return {};
    // Wide matrices: the columns right of the square part (in the root's
    // window, so interchanged) get U12 := L11^{-1} A12 (there is no A22).
    return trsm<T>(queue_, Side::Left, Uplo::Lower, Op::NoTrans, Diag::Unit,
                   T(1), Asq_.sub(0, 0, mn, mn), A_.sub(0, mn, mn, N_ - mn),
                   Check::None);
  }

 private:
  /// Factors the node of columns [j0, j0 + n), rows [j0, M), and applies
  /// its interchanges to the columns [c0, c1) of its window too.
  Status factor(int j0, int n, int c0, int c1) {
    const int rows = M_ - j0;
    const bool fused = max_leaf_cols_ >= 0
                           ? n <= max_leaf_cols_
                           : getrf_leaf_fits(queue_.impl(), rows, n, sizeof(T),
                                             A_.is_variable(), A_.count());
    if (n <= GetrfTuning::kPanelLeafCols || fused) return leaf(j0, n, c0, c1);
    const int w = GetrfTuning::node_child_width<T>(n, rows, A_.is_variable());
    for (int j = j0; j < j0 + n; j += w) {
      const int jb = std::min(w, j0 + n - j);
      const int right = j0 + n - j - jb;  // node columns right of the child
      // Fused: the child leaves its interchanges right of it to the update.
      const bool fused_update =
          right > 0 && getrf_update_fits(queue_.impl(), M_ - j, jb, right,
                                         is_complex_v<T>, A_.is_variable());
      if (Status s = factor(j, jb, j0, fused_update ? j + jb : j0 + n); !s.ok())
        return s;
      if (right == 0) continue;
      if (fused_update) {
        if (Status s = getrf_update<T>(
                queue_.impl(), A_.sub(j, j, M_ - j, jb + right),
                ipiv_.sub(j, 0, jb, 1), jb, j, piv_.pivot, info_);
            !s.ok())
          return s;
        continue;
      }
      const auto L11 = Asq_.sub(j, j, jb, jb);
      const auto A12 = A_.sub(j, j + jb, jb, right);
      if (Status s = trsm<T>(queue_, Side::Left, Uplo::Lower, Op::NoTrans,
                             Diag::Unit, T(1), L11, A12, Check::None);
          !s.ok())
        return s;
      if (M_ - j - jb <= 0) continue;
      const auto A21 = A_.sub(j + jb, j, M_ - j - jb, jb);
      const auto A22 = A_.sub(j + jb, j + jb, M_ - j - jb, right);
      if (Status s = gemm<T>(queue_, Op::NoTrans, Op::NoTrans, T(-1), A21, A12,
                             T(1), A22, Check::None);
          !s.ok())
        return s;
    }
    return swap_around(j0, n, c0, c1);
  }

  /// The leaf of columns [j0, j0 + n), its interchanges applied to the
  /// columns [c0, c1) of its window: by the leaf kernel where it does so.
  Status leaf(int j0, int n, int c0, int c1) {
    const int rows = M_ - j0;
    bool applied = false;
    const LuOutside<T> outside{A_.sub(j0, c0, rows, c1 - c0), j0 - c0,
                               &applied};
    const bool beside = c0 < j0 || c1 > j0 + n;
    if (Status s = getrf_leaf<T>(queue_.impl(), A_.sub(j0, j0, rows, n),
                                 ipiv_.sub(j0, 0, n, 1), info_, j0, piv_, rows,
                                 n, piv_.pivot && beside ? &outside : nullptr);
        !s.ok())
      return s;
    if (applied) return {};
    return swap_around(j0, n, c0, c1);
  }

  /// The interchanges of the node [j0, j0 + n) on the columns [c0, j0) and
  /// [j0 + n, c1).
  Status swap_around(int j0, int n, int c0, int c1) {
    if (j0 > c0) {
      if (Status s = swap(A_.sub(0, c0, M_, j0 - c0), j0 + 1, j0 + n); !s.ok())
        return s;
    }
    if (c1 <= j0 + n) return {};
    return swap(A_.sub(0, j0 + n, M_, c1 - j0 - n), j0 + 1, j0 + n);
  }

  /// Interchanges k1..k2 (1-based, whole-matrix rows) on the columns of V.
  Status swap(const MatrixBatch<T>& V, int k1, int k2) {
    if (!piv_.pivot) return {};
    return laswp_rows<T>(queue_.impl(), V, k1, k2, ipiv_, 1, A_, true, info_,
                         V.max_cols());
  }

  /// A seen with cols(b) = rows(b): square diagonal blocks for every matrix
  /// of a variable-size batch. Views of a variable-size batch handed in by
  /// the caller keep their own clipping (their diagonal blocks are used).
  static MatrixBatch<T> square_rows(const MatrixBatch<T>& A) {
    if (!A.is_variable() || A.row_offset() != 0 || A.col_offset() != 0)
      return A;
    return MatrixBatch<T>::variable(A.rows_array(), A.rows_array(),
                                    A.pointer_array(), A.ld_array(), A.count(),
                                    A.max_rows(), A.max_rows());
  }

  Queue& queue_;
  MatrixBatch<T> A_, Asq_;
  MatrixBatch<int> ipiv_;
  int* info_;
  LuPivoting<R> piv_;
  int M_, N_;
  int max_leaf_cols_;
};

}  // namespace myriad::detail
