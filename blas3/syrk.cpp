// Batched SYRK, HERK, SYR2K, HER2K: interface. Checks scalar arguments and
// fixed-size descriptors on the host, brings the four routines to one
// normalized rank-k / rank-2k update (blas3/syrk_backend.hpp) and hands over
// to the queue's backend.
#include <string>

#include "blas3/syrk_backend.hpp"
#include "core/arg_check.hpp"
#include "myriad/blas3.hpp"

namespace myriad {
namespace {

using detail::ArgCheck;
using detail::RankK;

/// Checks what the host can see and dispatches. B is A for rank-k updates.
template <class T>
Status rankk(Queue& queue, ArgCheck& chk, const RankK<T>& p,
             const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
             const MatrixBatch<T>& C, Check check) {
  chk.uplo(p.uplo, "uplo");
  if (p.two) {
    chk.same_count(A, B, C);
  } else {
    chk.same_count(A, C);
  }
  chk.descriptor(A, "A").descriptor(C, "C");
  if (p.two) chk.descriptor(B, "B");
  const bool fixed =
      !A.is_variable() && !C.is_variable() && !(p.two && B.is_variable());
  if (fixed && A.count() > 0) {
    const int n = C.max_rows();
    chk.require(n == C.max_cols(), [&] {
      return "C is not square (" + std::to_string(n) + " x " +
             std::to_string(C.max_cols()) + ")";
    });
    const int an = p.trans ? A.max_cols() : A.max_rows();
    if (n > 0) {
      chk.require(an == n, [&] {
        return "rows of op(A) (" + std::to_string(an) +
               ") differ from the order of C (" + std::to_string(n) + ")";
      });
      chk.require(!p.two || (A.max_rows() == B.max_rows() &&
                             A.max_cols() == B.max_cols()),
                  "sizes of B differ from sizes of A");
    }
  }
  if (!chk.ok()) return chk.status();
  if (C.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda)
    return detail::rankk_cuda<T>(queue.impl(), p, A, B, C, check);
#endif
  return detail::rankk_host<T>(queue.impl(), p, A, B, C, check);
}

/// trans of the symmetric updates: N or T; for real T, C means T.
template <class T>
void check_sym_trans(ArgCheck& chk, Op trans) {
  if (is_complex_v<T>) {
    chk.require(trans == Op::NoTrans || trans == Op::Trans,
                "trans is not 'N' or 'T'");
  } else {
    chk.op(trans, "trans");
  }
}

/// trans of the Hermitian updates: N or C; for real T, T is accepted too.
template <class T>
void check_herm_trans(ArgCheck& chk, Op trans) {
  if (is_complex_v<T>) {
    chk.require(trans == Op::NoTrans || trans == Op::ConjTrans,
                "trans is not 'N' or 'C'");
  } else {
    chk.op(trans, "trans");
  }
}

}  // namespace

template <class T>
Status syrk(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check) {
  ArgCheck chk("syrk");
  check_sym_trans<T>(chk, trans);
  const RankK<T> p{uplo,  trans != Op::NoTrans, false, false, alpha, beta,
                   "syrk"};
  return rankk<T>(queue, chk, p, A, A, C, check);
}

template <class T>
Status herk(Queue& queue, Uplo uplo, Op trans, real_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A, real_t<T> beta,
            const MatrixBatch<T>& C, Check check) {
  ArgCheck chk("herk");
  check_herm_trans<T>(chk, trans);
  const RankK<T> p{
      uplo,  trans != Op::NoTrans, is_complex_v<T>, false, T(alpha), T(beta),
      "herk"};
  return rankk<T>(queue, chk, p, A, A, C, check);
}

template <class T>
Status syr2k(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
             const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
             const MatrixBatch<T>& C, Check check) {
  ArgCheck chk("syr2k");
  check_sym_trans<T>(chk, trans);
  const RankK<T> p{uplo,   trans != Op::NoTrans, false, true, alpha, beta,
                   "syr2k"};
  return rankk<T>(queue, chk, p, A, B, C, check);
}

template <class T>
Status her2k(Queue& queue, Uplo uplo, Op trans, identity_t<T> alpha,
             const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<const identity_t<T>>& B, real_t<T> beta,
             const MatrixBatch<T>& C, Check check) {
  ArgCheck chk("her2k");
  check_herm_trans<T>(chk, trans);
  const RankK<T> p{
      uplo,   trans != Op::NoTrans, is_complex_v<T>, true, alpha, T(beta),
      "her2k"};
  return rankk<T>(queue, chk, p, A, B, C, check);
}

// Instantiations: one list per precision.
#define MYRIAD_INSTANTIATE_RANKK(T)                                            \
  template Status syrk<T>(Queue&, Uplo, Op, T, const MatrixBatch<const T>&, T, \
                          const MatrixBatch<T>&, Check);                       \
  template Status herk<T>(Queue&, Uplo, Op, real_t<T>,                         \
                          const MatrixBatch<const T>&, real_t<T>,              \
                          const MatrixBatch<T>&, Check);                       \
  template Status syr2k<T>(Queue&, Uplo, Op, T, const MatrixBatch<const T>&,   \
                           const MatrixBatch<const T>&, T,                     \
                           const MatrixBatch<T>&, Check);                      \
  template Status her2k<T>(Queue&, Uplo, Op, T, const MatrixBatch<const T>&,   \
                           const MatrixBatch<const T>&, real_t<T>,             \
                           const MatrixBatch<T>&, Check);
MYRIAD_INSTANTIATE_RANKK(float)
MYRIAD_INSTANTIATE_RANKK(double)
MYRIAD_INSTANTIATE_RANKK(std::complex<float>)
MYRIAD_INSTANTIATE_RANKK(std::complex<double>)
#undef MYRIAD_INSTANTIATE_RANKK

}  // namespace myriad
