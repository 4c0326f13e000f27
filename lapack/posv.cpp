// Batched Cholesky factor-and-solve: interface. Checks scalar arguments and
// fixed-size descriptors on the host, then runs the host backend (per matrix)
// or, on a CUDA queue, the batch-level factorization over a mask (so that
// the solve skips every matrix whose factorization failed) and the solve.
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
Status posv(Queue& queue, Uplo uplo, const MatrixBatch<T>& A,
            const MatrixBatch<identity_t<T>>& B, int* info, Check check) {
  detail::ArgCheck chk("posv");
  detail::potrf_arg_check(chk, uplo, A, info);
  detail::potrs_arg_check(chk, A, B);
  if (!chk.ok()) return chk.status();
  if (A.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda) {
    MatrixBatch<T> a = A, b = B;
    BatchCheck bad;
    if (Status s = detail::potrf_sizes(queue, a, &b, check, bad); !s.ok())
      return s;
    const int count = A.count(), max_n = a.max_rows(), max_nrhs = b.max_cols();
    detail::PotrfMask mask;
    if (Status s =
            detail::potrf_mask_alloc(queue.impl(), count, true, "posv", mask);
        !s.ok())
      return s;
    if (Status s =
            detail::potrf_mask_init_cuda<T>(queue.impl(), a, &b, info, mask);
        !s.ok())
      return s;
    const MatrixBatch<T> ma = detail::masked_a<T>(mask, count, max_n);
    detail::BatchOps<T> ops{queue, info, mask.n};
    if (Status s = detail::potrf_recursive<T>(ops, uplo, ma, max_n, 0); !s.ok())
      return s;
    // Failed matrices now have order 0 in the mask: the solve skips them.
    if (Status s = detail::potrs_batch<T>(
            queue, uplo, ma, detail::masked_b<T>(mask, count, max_n, max_nrhs),
            max_n, max_nrhs);
        !s.ok())
      return s;
    if (bad.bad_count > 0 && check == Check::Full)
      return detail::potrf_bad_status("posv", bad, count, true);
    return {};
  }
#endif
  return detail::posv_host<T>(queue.impl(), uplo, A, B, info, check);
}

template <class T>
std::size_t posv_workspace(const Queue& queue, const MatrixBatch<T>& A,
                           const MatrixBatch<identity_t<T>>& B) {
  static_cast<void>(B);
  if (queue.backend() != Backend::Cuda || A.count() <= 0) return 0;
  return detail::potrf_mask_bytes(A.count(), true);
}

// Instantiations: one line per precision.
template Status posv<float>(Queue&, Uplo, const MatrixBatch<float>&,
                            const MatrixBatch<float>&, int*, Check);
template Status posv<double>(Queue&, Uplo, const MatrixBatch<double>&,
                             const MatrixBatch<double>&, int*, Check);
template Status posv<std::complex<float>>(
    Queue&, Uplo, const MatrixBatch<std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, int*, Check);
template Status posv<std::complex<double>>(
    Queue&, Uplo, const MatrixBatch<std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, int*, Check);

template std::size_t posv_workspace<float>(const Queue&,
                                           const MatrixBatch<float>&,
                                           const MatrixBatch<float>&);
template std::size_t posv_workspace<double>(const Queue&,
                                            const MatrixBatch<double>&,
                                            const MatrixBatch<double>&);
template std::size_t posv_workspace<std::complex<float>>(
    const Queue&, const MatrixBatch<std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&);
template std::size_t posv_workspace<std::complex<double>>(
    const Queue&, const MatrixBatch<std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&);

}  // namespace myriad
