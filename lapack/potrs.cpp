// Batched Cholesky solve: interface. Checks scalar arguments and fixed-size
// descriptors on the host, then runs the host backend (per matrix) or the
// batch-level path (lapack/potrf_batch.hpp) on a CUDA queue.
#include <complex>

#include "core/arg_check.hpp"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"
#include "myriad/potrf.hpp"
#ifdef MYRIAD_HAVE_CUDA
#include "lapack/potrf_batch.hpp"
#endif

namespace myriad {

template <class T>
Status potrs(Queue& queue, Uplo uplo, const MatrixBatch<const identity_t<T>>& A,
             const MatrixBatch<T>& B, Check check) {
  detail::ArgCheck chk("potrs");
  chk.uplo(uplo, "uplo");
  chk.descriptor(A, "A");
  if (!A.is_variable()) chk.square(A, "A");
  detail::potrs_arg_check(chk, A, B);
  if (!chk.ok()) return chk.status();
  if (B.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda) {
    MatrixBatch<const T> a = A;
    MatrixBatch<T> b = B;
    BatchCheck bad;
    if (Status s = detail::potrf_sizes(queue, a, &b, check, bad); !s.ok())
      return s;
    if (Status s = detail::potrs_batch<T>(queue, uplo, a, b, a.max_rows(),
                                          b.max_cols());
        !s.ok())
      return s;
    if (bad.bad_count > 0 && check == Check::Full)
      return detail::potrf_bad_status("potrs", bad, B.count(), true);
    return {};
  }
#endif
  return detail::potrs_host<T>(queue.impl(), uplo, A, B, check);
}

// Instantiations: one line per precision.
template Status potrs<float>(Queue&, Uplo, const MatrixBatch<const float>&,
                             const MatrixBatch<float>&, Check);
template Status potrs<double>(Queue&, Uplo, const MatrixBatch<const double>&,
                              const MatrixBatch<double>&, Check);
template Status potrs<std::complex<float>>(
    Queue&, Uplo, const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, Check);
template Status potrs<std::complex<double>>(
    Queue&, Uplo, const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad
