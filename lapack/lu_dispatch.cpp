// Batched LU: dispatch of the backend entry points to the queue's backend.
#include <complex>

#include "lapack/getrf_backend.hpp"
#include "lapack/getrf_tuning.hpp"

namespace myriad::detail {

template <class T>
Status lu_check(Queue::Impl& q, const MatrixBatch<const T>& A,
                const MatrixBatch<const int>& ipiv, bool has_ipiv,
                const MatrixBatch<const T>& B, BatchCheck& out) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return lu_check_cuda<T>(q, A, ipiv, has_ipiv, B, out);
#endif
  return lu_check_host<T>(q, A, ipiv, has_ipiv, B, out);
}

template <class T>
Status lu_init(Queue::Impl& q, const MatrixBatch<const T>& A,
               const MatrixBatch<const int>& ipiv, bool has_ipiv, int* info,
               int* replaced) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return lu_init_cuda<T>(q, A, ipiv, has_ipiv, info, replaced);
#endif
  return lu_init_host<T>(q, A, ipiv, has_ipiv, info, replaced);
}

bool getrf_leaf_fits(const Queue::Impl& q, int max_m, int max_n,
                     int scalar_bytes, bool variable, int count) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrf_leaf_fits_cuda(q, max_m, max_n, scalar_bytes, variable, count);
#endif
  // The host leaf is itself a recursive per-matrix LU: it takes any node, so
  // each matrix is factored while it stays in the core's caches.
  (void)q, (void)max_m, (void)max_n, (void)scalar_bytes, (void)variable,
      (void)count;
  return true;
}

bool getrf_leaf_inits_info(const Queue::Impl& q, int max_m, int max_n,
                           bool variable) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrf_leaf_inits_info_cuda(max_m, max_n, variable);
#endif
  (void)q, (void)max_m, (void)max_n, (void)variable;
  return false;
}

template <class T>
Status getrf_leaf(Queue::Impl& q, const MatrixBatch<T>& A,
                  const MatrixBatch<int>& ipiv, int* info, int offset,
                  const LuPivoting<real_t<T>>& piv, int max_m, int max_n,
                  const LuOutside<T>* outside) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrf_leaf_cuda<T>(q, A, ipiv, info, offset, piv, max_m, max_n,
                              outside);
#endif
  (void)max_m, (void)max_n, (void)outside;
  return getrf_leaf_host<T>(q, A, ipiv, info, offset, piv);
}

bool getrf_update_fits(const Queue::Impl& q, int rows, int child, int right,
                       bool complex, bool variable) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrf_update_fits_cuda(rows, child, right, complex, variable);
#endif
  // The host factors each matrix whole in its leaf (getrf_leaf_fits).
  (void)q, (void)rows, (void)child, (void)right, (void)complex, (void)variable;
  return false;
}

template <class T>
Status getrf_update(Queue::Impl& q, const MatrixBatch<T>& V,
                    const MatrixBatch<int>& ipiv, int jb, int offset,
                    bool pivot, const int* info) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrf_update_cuda<T>(q, V, ipiv, jb, offset, pivot, info);
#endif
  (void)q, (void)V, (void)ipiv, (void)jb, (void)offset, (void)pivot, (void)info;
  return {StatusCode::InternalError, "getrf: no fused update on this backend"};
}

template <class T>
Status laswp_rows(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                  const MatrixBatch<const int>& ipiv, int incx,
                  const MatrixBatch<const T>& S, bool square_bound,
                  const int* mask, int max_cols) {
  if (k2 < k1 || max_cols == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return laswp_rows_cuda<T>(q, A, k1, k2, ipiv, incx, S, square_bound, mask,
                              max_cols);
#endif
  return laswp_rows_host<T>(q, A, k1, k2, ipiv, incx, S, square_bound, mask);
}

template <class T>
bool getrs_fused_fits(const Queue::Impl& q, Op trans, int max_n, int max_nrhs) {
  // The host solves one matrix at a time, always (getrs_host).
  if (q.backend == Backend::Host) return true;
  return GetrfTuning::getrs_fused_for<T>(trans, max_n, max_nrhs);
}

template <class T>
Status getrs_fused(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                   const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B,
                   int max_n, int max_nrhs) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return getrs_fused_cuda<T>(q, trans, A, ipiv, B, max_n, max_nrhs);
#endif
  (void)max_n, (void)max_nrhs;
  return getrs_host<T>(q, trans, A, ipiv, B);
}

template <class T>
bool gesv_fused_fits(const Queue::Impl& q, int max_m, int max_n, int max_rhs) {
  return q.backend == Backend::Cuda &&
         GetrfTuning::gesv_fused_for<T>(max_m, max_n, max_rhs);
}

template <class T>
Status gesv_fused(Queue::Impl& q, const MatrixBatch<T>& A,
                  const MatrixBatch<int>& ipiv, const MatrixBatch<T>& B,
                  int* info, bool init, int max_m, int max_n, int max_rhs) {
#ifdef MYRIAD_HAVE_CUDA
  if (q.backend == Backend::Cuda)
    return gesv_fused_cuda<T>(q, A, ipiv, B, info, init, max_m, max_n, max_rhs);
#endif
  (void)q, (void)A, (void)ipiv, (void)B, (void)info, (void)init, (void)max_m,
      (void)max_n, (void)max_rhs;
  return {StatusCode::InternalError, "gesv: no fused solve on this backend"};
}

// Instantiations: one block per precision.
#define MYRIAD_LU_DISPATCH(T)                                                  \
  template Status lu_check<T>(Queue::Impl&, const MatrixBatch<const T>&,       \
                              const MatrixBatch<const int>&, bool,             \
                              const MatrixBatch<const T>&, BatchCheck&);       \
  template Status lu_init<T>(Queue::Impl&, const MatrixBatch<const T>&,        \
                             const MatrixBatch<const int>&, bool, int*, int*); \
  template Status getrf_leaf<T>(                                               \
      Queue::Impl&, const MatrixBatch<T>&, const MatrixBatch<int>&, int*, int, \
      const LuPivoting<real_t<T>>&, int, int, const LuOutside<T>*);            \
  template Status getrf_update<T>(Queue::Impl&, const MatrixBatch<T>&,         \
                                  const MatrixBatch<int>&, int, int, bool,     \
                                  const int*);                                 \
  template Status laswp_rows<T>(Queue::Impl&, const MatrixBatch<T>&, int, int, \
                                const MatrixBatch<const int>&, int,            \
                                const MatrixBatch<const T>&, bool, const int*, \
                                int);                                          \
  template bool getrs_fused_fits<T>(const Queue::Impl&, Op, int, int);         \
  template bool gesv_fused_fits<T>(const Queue::Impl&, int, int, int);         \
  template Status gesv_fused<T>(                                               \
      Queue::Impl&, const MatrixBatch<T>&, const MatrixBatch<int>&,            \
      const MatrixBatch<T>&, int*, bool, int, int, int);                       \
  template Status getrs_fused<T>(                                              \
      Queue::Impl&, Op, const MatrixBatch<const T>&,                           \
      const MatrixBatch<const int>&, const MatrixBatch<T>&, int, int);
MYRIAD_LU_DISPATCH(float)
MYRIAD_LU_DISPATCH(double)
MYRIAD_LU_DISPATCH(std::complex<float>)
MYRIAD_LU_DISPATCH(std::complex<double>)
#undef MYRIAD_LU_DISPATCH

}  // namespace myriad::detail
