// Batched Cholesky factorization: interface. Checks scalar arguments and
// fixed-size descriptors on the host, then runs the host backend (per matrix)
// or the batch-level path (lapack/potrf_batch.hpp) on a CUDA queue.
#include "myriad/potrf.hpp"

#include <complex>
#include <cstdint>
#include <string>
#include <type_traits>

#include "core/arg_check.hpp"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"
#include "lapack/potrf_tuning.hpp"
#ifdef MYRIAD_HAVE_CUDA
#include "lapack/potrf_batch.hpp"
#endif

namespace myriad {

namespace detail {

std::size_t potrf_mask_bytes(int count, bool with_b, bool with_inv) {
  // Per matrix: order and ld (ints), a pointer; B adds nrhs, ldb, a pointer.
  // Each array is rounded to 256 bytes so that every one stays aligned; the
  // inverted blocks come last.
  const auto round = [](std::size_t bytes) {
    return (bytes + 255) / 256 * 256;
  };
  const std::size_t c = count > 0 ? static_cast<std::size_t>(count) : 0;
  const std::size_t a = 2 * round(c * sizeof(int)) + round(c * sizeof(void*));
  const std::size_t inv =
      with_inv ? c * kPotrfCudaBlock * kPotrfCudaBlock * sizeof(double) : 0;
  return (with_b ? 2 * a : a) + inv;
}

Status potrf_mask_alloc(Queue::Impl& q, int count, bool with_b,
                        const char* routine, PotrfMask& mask, bool with_inv) {
  const std::size_t need = potrf_mask_bytes(count, with_b, with_inv);
  if (q.workspace_bytes < need || (need > 0 && !q.workspace))
    return {StatusCode::InsufficientWorkspace,
            std::string(routine) + ": needs " + std::to_string(need) +
                " bytes of workspace (the queue has " +
                std::to_string(q.workspace_bytes) + "); see " + routine +
                "_workspace()"};
  const std::size_t ints =
      (static_cast<std::size_t>(count) * sizeof(int) + 255) / 256 * 256;
  char* p = static_cast<char*>(q.workspace);
  mask.n = reinterpret_cast<int*>(p);
  mask.ld = reinterpret_cast<int*>(p + ints);
  mask.ptrs = reinterpret_cast<void**>(p + 2 * ints);
  if (with_b) {
    char* pb = p + potrf_mask_bytes(count, false);
    mask.nrhs = reinterpret_cast<int*>(pb);
    mask.ldb = reinterpret_cast<int*>(pb + ints);
    mask.ptrs_b = reinterpret_cast<void**>(pb + 2 * ints);
  }
  if (with_inv)
    mask.inv = reinterpret_cast<double*>(p + potrf_mask_bytes(count, with_b));
  return {};
}

}  // namespace detail

template <class T>
Status potrf(Queue& queue, Uplo uplo, const MatrixBatch<T>& A, int* info,
             Check check) {
  detail::ArgCheck chk("potrf");
  detail::potrf_arg_check(chk, uplo, A, info);
  if (!chk.ok()) return chk.status();
  if (A.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda) {
    MatrixBatch<T> a = A;
    BatchCheck bad;
    if (Status s = detail::potrf_sizes<T, T>(queue, a, nullptr, check, bad);
        !s.ok())
      return s;
    if (Status s = detail::potrf_batch<T>(queue, uplo, a, a.max_rows(), info);
        !s.ok())
      return s;
    if (bad.bad_count > 0 && check == Check::Full)
      return detail::potrf_bad_status("potrf", bad, A.count(), false);
    return {};
  }
#endif
  return detail::potrf_host<T>(queue.impl(), uplo, A, info, check);
}

template <class T>
std::size_t potrf_workspace(const Queue& queue, const MatrixBatch<T>& A) {
  if (queue.backend() != Backend::Cuda || A.count() <= 0) return 0;
  const int leaf = detail::potrf_cuda_tuning(static_cast<int>(sizeof(T)),
                                             std::is_same<T, double>::value)
                       .leaf_max;
  const int max_n = A.max_rows();
  if (max_n >= 0 && max_n <= leaf) return 0;
  // The query names no triangle: the larger need of the two (the blocked
  // path's inverses).
  constexpr bool kDouble = std::is_same<T, double>::value;
  const bool blocked =
      detail::potrf_cuda_blocked(kDouble, A.is_variable(), max_n, false) ||
      detail::potrf_cuda_blocked(kDouble, A.is_variable(), max_n, true);
  return detail::potrf_mask_bytes(A.count(), false, blocked);
}

// Instantiations: one line per precision.
template Status potrf<float>(Queue&, Uplo, const MatrixBatch<float>&, int*,
                             Check);
template Status potrf<double>(Queue&, Uplo, const MatrixBatch<double>&, int*,
                              Check);
template Status potrf<std::complex<float>>(
    Queue&, Uplo, const MatrixBatch<std::complex<float>>&, int*, Check);
template Status potrf<std::complex<double>>(
    Queue&, Uplo, const MatrixBatch<std::complex<double>>&, int*, Check);

template std::size_t potrf_workspace<float>(const Queue&,
                                            const MatrixBatch<float>&);
template std::size_t potrf_workspace<double>(const Queue&,
                                             const MatrixBatch<double>&);
template std::size_t potrf_workspace<std::complex<float>>(
    const Queue&, const MatrixBatch<std::complex<float>>&);
template std::size_t potrf_workspace<std::complex<double>>(
    const Queue&, const MatrixBatch<std::complex<double>>&);

}  // namespace myriad
