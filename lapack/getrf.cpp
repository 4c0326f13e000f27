// Batched LU with and without pivoting, and GESV: interfaces. Check the
// scalar arguments and fixed-size descriptors on the host, run the
// per-matrix pass where needed (lu_prepare), then the recursive driver.
#include <cmath>
#include <complex>
#include <string>

#include "core/arg_check.hpp"
#include "lapack/getrf_driver.hpp"
#include "lapack/lu_prepare.hpp"
#include "myriad/lapack.hpp"

namespace myriad {
namespace {

/// Host-side checks common to getrf and getrf_nopiv.
template <class T>
detail::ArgCheck check_lu_args(const char* routine, const MatrixBatch<T>& A,
                               const MatrixBatch<int>* ipiv, const int* info) {
  detail::ArgCheck chk(routine);
  chk.require(A.count() >= 0, [&] {
    return "batch count " + std::to_string(A.count()) + " < 0";
  });
  chk.descriptor(A, "A");
  chk.require(A.count() == 0 || info != nullptr, "info is null");
  if (ipiv) {
    chk.same_count(A, *ipiv).descriptor(*ipiv, "ipiv");
    if (!A.is_variable() && !ipiv->is_variable()) {
      const int mn = std::min(A.max_rows(), A.max_cols());
      chk.require(mn <= 0 || ipiv->max_rows() >= mn, [&] {
        return "ipiv: rows = " + std::to_string(ipiv->max_rows()) +
               " < min(m, n) = " + std::to_string(mn);
      });
    }
  }
  return chk;
}

/// Initializes info (and replaced) with lu_init's launch, or hands that work
/// to the leaf (piv.init) when the whole factorization is one leaf launch
/// that can do it: one launch fewer for small batches of tiny matrices.
template <class T>
Status start_lu(Queue& queue, const MatrixBatch<T>& Am,
                const MatrixBatch<int>& ipiv, bool has_ipiv, int* info,
                detail::LuPivoting<real_t<T>>& piv) {
  if (detail::getrf_leaf_inits_info(queue.impl(), Am.max_rows(), Am.max_cols(),
                                    Am.is_variable())) {
    piv.init = true;
    return {};
  }
  return detail::lu_init<T>(queue.impl(), Am, ipiv, has_ipiv, info,
                            piv.replaced);
}

/// The common body: per-matrix pass, info (and replaced) initialization,
/// driver. The pass's InvalidMatrix status is returned after the run.
template <class T>
Status run_getrf(Queue& queue, const char* routine, const MatrixBatch<T>& A,
                 const MatrixBatch<int>& ipiv, bool has_ipiv, int* info,
                 detail::LuPivoting<real_t<T>> piv, Check check) {
  detail::LuBounds bounds;
  if (Status s = detail::lu_prepare<T>(queue, routine, A, ipiv, has_ipiv,
                                       MatrixBatch<const T>(), check, bounds);
      !s.ok())
    return s;
  const MatrixBatch<T> Am = A.with_maxima(bounds.max_m, bounds.max_n);
  if (Status s = start_lu<T>(queue, Am, ipiv, has_ipiv, info, piv); !s.ok())
    return s;
  detail::GetrfDriver<T> driver(queue, Am, ipiv, info, piv);
  if (Status s = driver.run(); !s.ok()) return s;
  return bounds.invalid;
}

}  // namespace

template <class T>
Status getrf(Queue& queue, const MatrixBatch<T>& A,
             const MatrixBatch<int>& ipiv, int* info, Check check) {
  const detail::ArgCheck chk = check_lu_args("getrf", A, &ipiv, info);
  if (!chk.ok()) return chk.status();
  if (A.count() == 0) return {};
  return run_getrf<T>(queue, "getrf", A, ipiv, true, info, {}, check);
}

template <class T>
Status getrf_nopiv(Queue& queue, const MatrixBatch<T>& A, int* info,
                   real_t<T> tol, int* replaced, Check check) {
  detail::ArgCheck chk = check_lu_args("getrf_nopiv", A, nullptr, info);
  chk.require(tol >= 0,
              [&] { return "tol = " + std::to_string(tol) + " is not >= 0"; });
  if (!chk.ok()) return chk.status();
  if (A.count() == 0) return {};
  detail::LuPivoting<real_t<T>> piv;
  piv.pivot = false;
  piv.tol = tol;
  piv.replaced = replaced;
  // No pivot vector: a descriptor of count 0 stands for "none".
  return run_getrf<T>(queue, "getrf_nopiv", A, MatrixBatch<int>(), false, info,
                      piv, check);
}

template <class T>
Status gesv(Queue& queue, const MatrixBatch<T>& A, const MatrixBatch<int>& ipiv,
            const MatrixBatch<T>& B, int* info, Check check) {
  detail::ArgCheck chk = check_lu_args("gesv", A, &ipiv, info);
  chk.same_count(A, B).descriptor(B, "B");
  if (!A.is_variable() && !B.is_variable() && B.max_cols() > 0) {
    chk.square(A, "A");
    chk.require(B.max_rows() == A.max_rows(), [&] {
      return "B has " + std::to_string(B.max_rows()) + " rows, A's order is " +
             std::to_string(A.max_rows());
    });
  }
  if (!chk.ok()) return chk.status();
  if (A.count() == 0) return {};
  // One pass checks A, ipiv and B together; both steps then run unchecked
  // with the maxima it found.
  detail::LuBounds bounds;
  if (Status s =
          detail::lu_prepare<T>(queue, "gesv", A, ipiv, true, B, check, bounds);
      !s.ok())
    return s;
  const MatrixBatch<T> Am = A.with_maxima(bounds.max_m, bounds.max_n);
  const MatrixBatch<T> Bm = B.with_maxima(bounds.max_m, bounds.max_rhs);
  detail::LuPivoting<real_t<T>> piv;
  if (Status s = start_lu<T>(queue, Am, ipiv, true, info, piv); !s.ok())
    return s;
  if (detail::gesv_fused_fits<T>(queue.impl(), bounds.max_m, bounds.max_n,
                                 bounds.max_rhs)) {
    if (Status s =
            detail::gesv_fused<T>(queue.impl(), Am, ipiv, Bm, info, piv.init,
                                  bounds.max_m, bounds.max_n, bounds.max_rhs);
        !s.ok())
      return s;
    return bounds.invalid;
  }
  detail::GetrfDriver<T> driver(queue, Am, ipiv, info, piv);
  if (Status s = driver.run(); !s.ok()) return s;
  if (Status s = getrs<T>(queue, Op::NoTrans, Am, ipiv, Bm, Check::None);
      !s.ok())
    return s;
  return bounds.invalid;
}

// Instantiations: one block per precision.
#define MYRIAD_GETRF_INSTANTIATE(T)                                       \
  template Status getrf<T>(Queue&, const MatrixBatch<T>&,                 \
                           const MatrixBatch<int>&, int*, Check);         \
  template Status getrf_nopiv<T>(Queue&, const MatrixBatch<T>&, int*,     \
                                 real_t<T>, int*, Check);                 \
  template Status gesv<T>(Queue&, const MatrixBatch<T>&,                  \
                          const MatrixBatch<int>&, const MatrixBatch<T>&, \
                          int*, Check);
MYRIAD_GETRF_INSTANTIATE(float)
MYRIAD_GETRF_INSTANTIATE(double)
MYRIAD_GETRF_INSTANTIATE(std::complex<float>)
MYRIAD_GETRF_INSTANTIATE(std::complex<double>)
#undef MYRIAD_GETRF_INSTANTIATE

}  // namespace myriad
