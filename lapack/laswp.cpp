// Batched LASWP: interface.
#include <complex>
#include <string>

#include "core/arg_check.hpp"
#include "lapack/getrf_backend.hpp"
#include "lapack/lu_prepare.hpp"
#include "myriad/lapack.hpp"

namespace myriad {

template <class T>
Status laswp(Queue& queue, const MatrixBatch<T>& A, int k1, int k2,
             const MatrixBatch<const int>& ipiv, int incx, Check check) {
  detail::ArgCheck chk("laswp");
  chk.same_count(A, ipiv).descriptor(A, "A").descriptor(ipiv, "ipiv");
  chk.require(k1 >= 1, [&] { return "k1 = " + std::to_string(k1) + " < 1"; });
  chk.require(k2 >= k1 - 1,
              [&] { return "k2 = " + std::to_string(k2) + " < k1 - 1"; });
  chk.require(incx == 1 || incx == -1, [&] {
    return "incx = " + std::to_string(incx) + " is not 1 or -1";
  });
  if (!chk.ok()) return chk.status();
  if (A.count() == 0 || k2 < k1) return {};
  // The per-matrix pass checks A and that ipiv's pointers exist (lengths are
  // bounded per matrix by the kernels: no pivot beyond m_b is read).
  detail::LuBounds bounds;
  if (Status s =
          detail::lu_prepare<T>(queue, "laswp", A, MatrixBatch<const int>(),
                                false, MatrixBatch<const T>(), check, bounds);
      !s.ok())
    return s;
  const MatrixBatch<T> Am = A.with_maxima(bounds.max_m, bounds.max_n);
  if (Status s = detail::laswp_rows<T>(queue.impl(), Am, k1, k2, ipiv, incx, Am,
                                       false, nullptr, bounds.max_n);
      !s.ok())
    return s;
  return bounds.invalid;
}

#define MYRIAD_LASWP_INSTANTIATE(T)                                 \
  template Status laswp<T>(Queue&, const MatrixBatch<T>&, int, int, \
                           const MatrixBatch<const int>&, int, Check);
MYRIAD_LASWP_INSTANTIATE(float)
MYRIAD_LASWP_INSTANTIATE(double)
MYRIAD_LASWP_INSTANTIATE(std::complex<float>)
MYRIAD_LASWP_INSTANTIATE(std::complex<double>)
#undef MYRIAD_LASWP_INSTANTIATE

}  // namespace myriad
