// Batched SYMM and HEMM: interface. Checks scalar arguments and fixed-size
// descriptors on the host, brings both routines to one normalized product
// (blas3/syrk_backend.hpp) and hands over to the queue's backend.
#include <string>

#include "blas3/syrk_backend.hpp"
#include "core/arg_check.hpp"
#include "myriad/blas3.hpp"

namespace myriad {
namespace {

using detail::ArgCheck;
using detail::Symm;

template <class T>
Status symm_dispatch(Queue& queue, Side side, const Symm<T>& p,
                     const MatrixBatch<const T>& A,
                     const MatrixBatch<const T>& B, const MatrixBatch<T>& C,
                     Check check) {
  ArgCheck chk(p.name);
  chk.side(side, "side").uplo(p.uplo, "uplo");
  chk.same_count(A, B, C);
  chk.descriptor(A, "A").descriptor(B, "B").descriptor(C, "C");
  if (!A.is_variable() && !B.is_variable() && !C.is_variable() &&
      C.count() > 0 && C.max_rows() > 0 && C.max_cols() > 0) {
    const int m = C.max_rows(), n = C.max_cols();
    const int na = p.left ? m : n;
    chk.require(A.max_rows() == na && A.max_cols() == na, [&] {
      return "A is " + std::to_string(A.max_rows()) + " x " +
             std::to_string(A.max_cols()) + ", expected " + std::to_string(na) +
             " x " + std::to_string(na);
    });
    chk.require(B.max_rows() == m && B.max_cols() == n, [&] {
      return "B is " + std::to_string(B.max_rows()) + " x " +
             std::to_string(B.max_cols()) + ", C is " + std::to_string(m) +
             " x " + std::to_string(n);
    });
  }
  if (!chk.ok()) return chk.status();
  if (C.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda)
    return detail::symm_cuda<T>(queue.impl(), p, A, B, C, check);
#endif
  return detail::symm_host<T>(queue.impl(), p, A, B, C, check);
}

}  // namespace

template <class T>
Status symm(Queue& queue, Side side, Uplo uplo, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check) {
  const Symm<T> p{side == Side::Left, uplo, false, alpha, beta, "symm"};
  return symm_dispatch<T>(queue, side, p, A, B, C, check);
}

template <class T>
Status hemm(Queue& queue, Side side, Uplo uplo, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check) {
  const Symm<T> p{
      side == Side::Left, uplo, is_complex_v<T>, alpha, beta, "hemm"};
  return symm_dispatch<T>(queue, side, p, A, B, C, check);
}

// Instantiations: one list per precision.
#define MYRIAD_INSTANTIATE_SYMM(T)                                            \
  template Status symm<T>(Queue&, Side, Uplo, T, const MatrixBatch<const T>&, \
                          const MatrixBatch<const T>&, T,                     \
                          const MatrixBatch<T>&, Check);                      \
  template Status hemm<T>(Queue&, Side, Uplo, T, const MatrixBatch<const T>&, \
                          const MatrixBatch<const T>&, T,                     \
                          const MatrixBatch<T>&, Check);
MYRIAD_INSTANTIATE_SYMM(float)
MYRIAD_INSTANTIATE_SYMM(double)
MYRIAD_INSTANTIATE_SYMM(std::complex<float>)
MYRIAD_INSTANTIATE_SYMM(std::complex<double>)
#undef MYRIAD_INSTANTIATE_SYMM

}  // namespace myriad
