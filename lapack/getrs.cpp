// Batched GETRS: interface and its backend-neutral driver. With A = P L U:
//   op = N:    B := P^T B (laswp forward), L Y = B, U X = Y        (trsm x 2)
//   op = T/C:  op(U) Y = B, op(L) Z = Y, X := P Z (laswp backward)
// Any number of right-hand sides; each step is one batched call over all
// matrices, run unchecked with the maxima of one per-matrix pass. The host
// takes all three steps one matrix at a time; CUDA in one kernel where its
// table has one for the orders and counts.
#include <complex>
#include <string>

#include "core/arg_check.hpp"
#include "lapack/getrf_backend.hpp"
#include "lapack/lu_prepare.hpp"
#include "myriad/lapack.hpp"
#include "myriad/trsm.hpp"

namespace myriad {

template <class T>
Status getrs(Queue& queue, Op trans, const MatrixBatch<const T>& LU,
             const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B,
             Check check) {
  detail::ArgCheck chk("getrs");
  chk.op(trans, "trans");
  chk.same_count(LU, ipiv, B);
  chk.descriptor(LU, "LU").descriptor(ipiv, "ipiv").descriptor(B, "B");
  if (!LU.is_variable() && !B.is_variable() && B.max_cols() > 0 &&
      LU.max_rows() > 0) {
    chk.square(LU, "LU");
    chk.require(B.max_rows() == LU.max_rows(), [&] {
      return "B has " + std::to_string(B.max_rows()) +
             " rows, the order of LU is " + std::to_string(LU.max_rows());
    });
    if (!ipiv.is_variable())
      chk.require(ipiv.max_rows() >= LU.max_rows(), [&] {
        return "ipiv: rows = " + std::to_string(ipiv.max_rows()) +
               " < n = " + std::to_string(LU.max_rows());
      });
  }
  if (!chk.ok()) return chk.status();
  if (B.count() == 0) return {};

  detail::LuBounds bounds;
  if (Status s = detail::lu_prepare<T>(queue, "getrs", LU, ipiv, true, B, check,
                                       bounds);
      !s.ok())
    return s;
  const int n = bounds.max_m, nrhs = bounds.max_rhs;
  if (n <= 0 || nrhs <= 0) return bounds.invalid;
  const MatrixBatch<const T> A = LU.with_maxima(n, bounds.max_n);
  const MatrixBatch<T> X = B.with_maxima(n, nrhs);
  Queue::Impl& q = queue.impl();
  if (detail::getrs_fused_fits<T>(q, trans, n, nrhs)) {
    if (Status s = detail::getrs_fused<T>(q, trans, A, ipiv, X, n, nrhs);
        !s.ok())
      return s;
    return bounds.invalid;
  }
  const Side L = Side::Left;
  if (trans == Op::NoTrans) {
    if (Status s =
            detail::laswp_rows<T>(q, X, 1, n, ipiv, 1, A, true, nullptr, nrhs);
        !s.ok())
      return s;
    if (Status s = trsm<T>(queue, L, Uplo::Lower, Op::NoTrans, Diag::Unit, T(1),
                           A, X, Check::None);
        !s.ok())
      return s;
    if (Status s = trsm<T>(queue, L, Uplo::Upper, Op::NoTrans, Diag::NonUnit,
                           T(1), A, X, Check::None);
        !s.ok())
      return s;
  } else {
    if (Status s = trsm<T>(queue, L, Uplo::Upper, trans, Diag::NonUnit, T(1), A,
                           X, Check::None);
        !s.ok())
      return s;
    if (Status s = trsm<T>(queue, L, Uplo::Lower, trans, Diag::Unit, T(1), A, X,
                           Check::None);
        !s.ok())
      return s;
    if (Status s =
            detail::laswp_rows<T>(q, X, 1, n, ipiv, -1, A, true, nullptr, nrhs);
        !s.ok())
      return s;
  }
  return bounds.invalid;
}

template Status getrs<float>(Queue&, Op, const MatrixBatch<const float>&,
                             const MatrixBatch<const int>&,
                             const MatrixBatch<float>&, Check);
template Status getrs<double>(Queue&, Op, const MatrixBatch<const double>&,
                              const MatrixBatch<const int>&,
                              const MatrixBatch<double>&, Check);
template Status getrs<std::complex<float>>(
    Queue&, Op, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const int>&, const MatrixBatch<std::complex<float>>&,
    Check);
template Status getrs<std::complex<double>>(
    Queue&, Op, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const int>&, const MatrixBatch<std::complex<double>>&,
    Check);

}  // namespace myriad
