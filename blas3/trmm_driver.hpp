// Batched TRMM: the backend-neutral recursive driver (internal), in place.
//
// With op(A) of order r split at k (tri_partition), and op(A) block lower
// for Left (the other cases follow by the partition's symmetry):
//     [B1]         [ op(A11)    0     ] [B1]
//     [B2] := alpha [ op(A21)  op(A22) ] [B2]
// is computed, so that no input is overwritten before its last use, as
//     B2 := alpha op(A22) B2                          (recursion)
//     B2 := B2 + alpha op(A21) B1                     (GEMM, B1 still input)
//     B1 := alpha op(A11) B1                          (recursion)
// i.e. TRMM starts with the half that TRSM would solve last. For Right,
// B := alpha B op(A), the same steps run on column blocks. Recursion stops at
// the tuning table's leaf order for the number of vectors (leaf_for); nothing
// here synchronizes.
#pragma once

#include "blas3/tri_partition.hpp"
#include "myriad/gemm.hpp"

namespace myriad::detail {

template <class T>
Status trmm_driver(Queue& q, const TriOpts& o, const TriTuning& t, T alpha,
                   const MatrixBatch<const T>& A, const MatrixBatch<T>& B) {
  const bool left = o.side == Side::Left;
  const int r = left ? B.max_rows() : B.max_cols();
  const int vectors = left ? B.max_cols() : B.max_rows();
  if (r <= 0 || vectors <= 0) return {};
  if (r <= t.leaf_for(vectors))
    return tri_leaf<T>(q, TriKind::Multiply, o, t, alpha, A, B);

  const int k = tri_split_point(r, t.block);
  const auto p = tri_partition(o, A, B, r, k);
  // The half computed first (B2 above) and the half whose input it reads.
  const MatrixBatch<const T>& A_first = p.block1_first ? p.A22 : p.A11;
  const MatrixBatch<const T>& A_second = p.block1_first ? p.A11 : p.A22;
  const MatrixBatch<T>& B_first = p.block1_first ? p.B2 : p.B1;
  const MatrixBatch<T>& B_second = p.block1_first ? p.B1 : p.B2;

  if (Status s = trmm_driver<T>(q, o, t, alpha, A_first, B_first); !s.ok())
    return s;
  const Status update = left ? gemm<T>(q, o.trans, Op::NoTrans, alpha, p.Aoff,
                                       B_second, T(1), B_first, Check::None)
                             : gemm<T>(q, Op::NoTrans, o.trans, alpha, B_second,
                                       p.Aoff, T(1), B_first, Check::None);
  if (!update.ok()) return update;
  return trmm_driver<T>(q, o, t, alpha, A_second, B_second);
}

}  // namespace myriad::detail
