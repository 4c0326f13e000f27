// Batched TRSM: the backend-neutral recursive driver (internal).
//
// With op(A) of order r split at k (tri_partition), and op(A) block lower
// for Left (the other cases follow by the partition's symmetry):
//     [ op(A11)    0     ] [X1]         [B1]
//     [ op(A21)  op(A22) ] [X2] = alpha [B2]
// is solved as
//     X1 := alpha op(A11)^-1 B1                      (recursion)
//     B2 := alpha B2 - op(A21) X1                    (GEMM, most of the flops)
//     X2 := op(A22)^-1 B2                            (recursion)
// For Right, X op(A) = alpha B, the same three steps run on column blocks
// and the GEMM multiplies from the right. alpha is folded into the first
// solve and into the GEMM's beta, so B is read and written once per level.
// Recursion stops at the tuning table's leaf order for the number of vectors
// (leaf_for), where a backend kernel solves the triangle on chip, or at once
// when B has few vectors and the backend has a narrow leaf for the order
// (tuning table). Every GEMM and leaf runs with Check::None on descriptors
// whose maxima are known, so nothing here synchronizes.
//
// No inversion-based variant (invert the diagonal blocks into workspace,
// then multiply by the inverses): on the H100 its leaf, TRMM by the
// inverse on the GEMM tile (trmm_tile_kernel.cuh) plus the inversion (our
// solve against the identity), lost to solving in place at every shape
// measured. Session 12, myriad-bench --precision d --backend cuda --reps 5
// --warmup 2, ms for a leaf of order k with 512 vectors (--sizes k --nrhs
// 512), batch 205 / 2048: order 64, solve 0.093 / 0.662 (0.608 since the
// pipelined leaf) against TRMM 0.076 / 0.605 plus inverting 0.026 / 0.116
// (--op trsm --sizes 64 at the same batch); order 128, solve (two leaves
// and a GEMM) 0.257 / 1.970 against TRMM 0.183 / 1.567 plus 0.072 / 0.572.
// With fewer vectors the inversion weighs more.
#pragma once

#include "blas3/tri_partition.hpp"
#include "myriad/gemm.hpp"

namespace myriad::detail {

template <class T>
Status trsm_driver(Queue& q, const TriOpts& o, const TriTuning& t, T alpha,
                   const MatrixBatch<const T>& A, const MatrixBatch<T>& B) {
  const bool left = o.side == Side::Left;
  const int r = left ? B.max_rows() : B.max_cols();
  const int vectors = left ? B.max_cols() : B.max_rows();
  if (r <= 0 || vectors <= 0) return {};
  // Few vectors: a GEMM one or a few columns wide would waste its tile, so
  // the backend's narrow leaf solves the whole triangle.
  if (r <= t.leaf_for(vectors) ||
      tri_narrow_fits(t, sizeof(T), q.impl().smem_optin, r, vectors))
    return tri_leaf<T>(q, TriKind::Solve, o, t, alpha, A, B);

  const int k = tri_split_point(r, t.block);
  const auto p = tri_partition(o, A, B, r, k);
  // The half solved first (X1 above) and the one it updates.
  const MatrixBatch<const T>& A_first = p.block1_first ? p.A11 : p.A22;
  const MatrixBatch<const T>& A_second = p.block1_first ? p.A22 : p.A11;
  const MatrixBatch<T>& X_first = p.block1_first ? p.B1 : p.B2;
  const MatrixBatch<T>& B_second = p.block1_first ? p.B2 : p.B1;

  if (Status s = trsm_driver<T>(q, o, t, alpha, A_first, X_first); !s.ok())
    return s;
  const Status update = left ? gemm<T>(q, o.trans, Op::NoTrans, T(-1), p.Aoff,
                                       X_first, alpha, B_second, Check::None)
                             : gemm<T>(q, Op::NoTrans, o.trans, T(-1), X_first,
                                       p.Aoff, alpha, B_second, Check::None);
  if (!update.ok()) return update;
  return trsm_driver<T>(q, o, t, T(1), A_second, B_second);
}

}  // namespace myriad::detail
