// One matrix of the host SYRK/HERK and TRSM/TRMM (internal), for the host
// LAPACK code, which runs its recursion one matrix at a time
// (lapack/host/): the choices the batched host routines make per matrix
// (small matrices through GemmHostPlan and our own triangle loops, by the
// class-of-machine tables; larger ones through OpenBLAS), without their
// argument checks and threading. The caller has checked the arguments and
// holds OpenBLAS to one thread (BlasSingleThread).
#pragma once

#include "blas3/syrk_backend.hpp"
#include "blas3/tri_check.hpp"
#include "blas3/tri_tuning.hpp"

namespace myriad::detail {

/// The rank-k update of p (p.two false) on one n x n C (its p.uplo
/// triangle), op(A) n x k, as rankk_host computes it per matrix.
template <class T>
void rankk_one_matrix(const RankK<T>& p, int n, int k, const T* a, int lda,
                      T* c, int ldc);

/// TRSM (kind Solve) or TRMM (Multiply) with options o on one m x n B, the
/// triangle of order m (left) or n (right) in A, as tri_leaf_host computes it
/// per matrix under the host's tuning row (tri_tuning).
template <class T>
void tri_one_matrix(TriKind kind, const TriOpts& o, T alpha, int m, int n,
                    const T* a, int lda, T* b, int ldb);

/// The same through one CBLAS call (OpenBLAS's ?trsm / ?trmm), whatever the
/// size.
template <class T>
void tri_one_matrix_blas(TriKind kind, const TriOpts& o, T alpha, int m, int n,
                         const T* a, int lda, T* b, int ldb);

}  // namespace myriad::detail
