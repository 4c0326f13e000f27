// What the TRSM and TRMM drivers share (internal): the 2 x 2 partition of a
// triangular problem, the split point, and the dispatch to a backend leaf.
#pragma once

#include "blas3/tri_backend.hpp"
#include "myriad/batch.hpp"
#include "myriad/queue.hpp"

namespace myriad::detail {

/// A triangular problem of order r split at k: A11 (k x k), A22
/// (r-k x r-k), the stored off-diagonal block Aoff (A21 when uplo is Lower,
/// A12 when Upper), and B cut the same way (rows for Left, cols for Right).
/// `first` says which half op(A) lets one finish first: the solve of TRSM
/// starts there; TRMM starts with the other half, which still needs the
/// first half's input. The views are batches (the drivers) or one matrix
/// (the host's per-matrix recursion); they need sub(i, j, rows, cols),
/// max_rows() and max_cols().
template <class AView, class BView>
struct TriPartition {
  AView A11, A22, Aoff;
  BView B1, B2;
  bool block1_first;  ///< op(A) is block lower (Left) / block upper (Right)
};

template <class AView, class BView>
TriPartition<AView, BView> tri_partition(const TriOpts& o, const AView& A,
                                         const BView& B, int r, int k) {
  const bool left = o.side == Side::Left;
  const bool lower = o.uplo == Uplo::Lower;
  const int m = B.max_rows(), n = B.max_cols();
  TriPartition<AView, BView> p;
  p.A11 = A.sub(0, 0, k, k);
  p.A22 = A.sub(k, k, r - k, r - k);
  p.Aoff = lower ? A.sub(k, 0, r - k, k) : A.sub(0, k, k, r - k);
  p.B1 = left ? B.sub(0, 0, k, n) : B.sub(0, 0, m, k);
  p.B2 = left ? B.sub(k, 0, r - k, n) : B.sub(0, k, m, r - k);
  p.block1_first = left == tri_lower_op(o);
  return p;
}

/// Split point: half of r rounded up to a multiple of `block` (the tuning
/// block), so the leaves are whole blocks but the last. With r > leaf >=
/// block the result lies in [block, r).
inline int tri_split_point(int r, int block) {
  return (r / 2 + block - 1) / block * block;
}

/// The backend leaf kernel of the queue.
template <class T>
Status tri_leaf(Queue& q, TriKind kind, const TriOpts& o, const TriTuning& t,
                T alpha, const MatrixBatch<const T>& A,
                const MatrixBatch<T>& B) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend() == Backend::Cuda)
    return tri_leaf_cuda<T>(q.impl(), kind, o, t, alpha, A, B);
#endif
  return tri_leaf_host<T>(q.impl(), kind, o, t, alpha, A, B);
}

}  // namespace myriad::detail
