// Backend entry points of the batched symmetric/Hermitian Level-3 routines
// (internal): rank-k and rank-2k updates (SYRK, HERK, SYR2K, HER2K) and
// symmetric/Hermitian products (SYMM, HEMM). The interfaces (blas3/syrk.cpp,
// blas3/symm.cpp) check the scalar arguments and every fixed-size descriptor
// and bring the options to the normalized forms below; a backend checks
// variable-size descriptors per matrix (reporting them under Check::Full),
// then computes.
#pragma once

#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::detail {

/// One normalized rank-k / rank-2k update, with cj(x) = conj(x) when herm and
/// x otherwise, op(X) = X (trans false) or cj(X)^T (trans true):
///   rank-k:  C := alpha op(A) cj(op(A))^T + beta C
///   rank-2k: C := alpha op(A) cj(op(B))^T + cj(alpha) op(B) cj(op(A))^T
///                 + beta C
/// on the `uplo` triangle of C only. herm is false for real T (HERK is SYRK
/// there). With herm, beta is real and the diagonal of C comes out real;
/// for HERK alpha is real too.
template <class T>
struct RankK {
  Uplo uplo;
  bool trans;
  bool herm;
  bool two;
  T alpha;
  T beta;
  const char* name;  // "syrk", "herk", ... for messages
};

/// One normalized SYMM/HEMM: C := alpha A B + beta C (left) or alpha B A +
/// beta C (right), with A symmetric (herm false) or Hermitian (herm true)
/// stored in its `uplo` triangle.
template <class T>
struct Symm {
  bool left;
  Uplo uplo;
  bool herm;
  T alpha;
  T beta;
  const char* name;  // "symm" or "hemm"
};

template <class T>
Status rankk_host(Queue::Impl& q, const RankK<T>& p,
                  const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                  const MatrixBatch<T>& C, Check check);
template <class T>
Status rankk_cuda(Queue::Impl& q, const RankK<T>& p,
                  const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                  const MatrixBatch<T>& C, Check check);

template <class T>
Status symm_host(Queue::Impl& q, const Symm<T>& p,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 const MatrixBatch<T>& C, Check check);
template <class T>
Status symm_cuda(Queue::Impl& q, const Symm<T>& p,
                 const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                 const MatrixBatch<T>& C, Check check);

}  // namespace myriad::detail
