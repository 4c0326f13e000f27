// Batched GEMM through cuBLAS (internal): the deliberate fallback for the
// fixed-size shapes that gemm_tuning_sm90.hpp marks GemmVariant::Vendor
// because cuBLAS measured faster there.
//
// Served descriptors: all three strided (sub-views too: the view's corner is
// base + row0 + col0 * ld, the stride is unchanged) ->
// cublas<t>gemmStridedBatched. Pointer arrays stay on our kernels: a null
// entry must skip its matrix (a bad matrix never disturbs the others), which
// cublas<t>gemmBatched would not do. Mixed kinds and variable sizes have no
// cuBLAS form.
#pragma once

#include <cublas_v2.h>

#include <algorithm>
#include <complex>
#include <cstdint>
#include <string>

#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::cuda {

namespace vendor {

inline cublasOperation_t op(Op o) {
  return o == Op::NoTrans ? CUBLAS_OP_N
         : o == Op::Trans ? CUBLAS_OP_T
                          : CUBLAS_OP_C;
}

// One overload per precision. std::complex and cuComplex are layout-compatible
// (by the standard and cuBLAS's documentation), hence the casts.
using Stride = std::int64_t;

inline cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta,
                              cublasOperation_t tb, int m, int n, int k,
                              const float* alpha, const float* A, int lda,
                              Stride sa, const float* B, int ldb, Stride sb,
                              const float* beta, float* C, int ldc, Stride sc,
                              int count) {
  return cublasSgemmStridedBatched(h, ta, tb, m, n, k, alpha, A, lda, sa, B,
                                   ldb, sb, beta, C, ldc, sc, count);
}
inline cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta,
                              cublasOperation_t tb, int m, int n, int k,
                              const double* alpha, const double* A, int lda,
                              Stride sa, const double* B, int ldb, Stride sb,
                              const double* beta, double* C, int ldc,
                              Stride sc, int count) {
  return cublasDgemmStridedBatched(h, ta, tb, m, n, k, alpha, A, lda, sa, B,
                                   ldb, sb, beta, C, ldc, sc, count);
}
inline cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta,
                              cublasOperation_t tb, int m, int n, int k,
                              const std::complex<float>* alpha,
                              const std::complex<float>* A, int lda, Stride sa,
                              const std::complex<float>* B, int ldb, Stride sb,
                              const std::complex<float>* beta,
                              std::complex<float>* C, int ldc, Stride sc,
                              int count) {
  using CT = cuComplex;
  return cublasCgemmStridedBatched(
      h, ta, tb, m, n, k, reinterpret_cast<const CT*>(alpha),
      reinterpret_cast<const CT*>(A), lda, sa, reinterpret_cast<const CT*>(B),
      ldb, sb, reinterpret_cast<const CT*>(beta), reinterpret_cast<CT*>(C), ldc,
      sc, count);
}
inline cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta,
                              cublasOperation_t tb, int m, int n, int k,
                              const std::complex<double>* alpha,
                              const std::complex<double>* A, int lda, Stride sa,
                              const std::complex<double>* B, int ldb, Stride sb,
                              const std::complex<double>* beta,
                              std::complex<double>* C, int ldc, Stride sc,
                              int count) {
  using CT = cuDoubleComplex;
  return cublasZgemmStridedBatched(
      h, ta, tb, m, n, k, reinterpret_cast<const CT*>(alpha),
      reinterpret_cast<const CT*>(A), lda, sa, reinterpret_cast<const CT*>(B),
      ldb, sb, reinterpret_cast<const CT*>(beta), reinterpret_cast<CT*>(C), ldc,
      sc, count);
}

}  // namespace vendor

/// Whether the fixed-size descriptors have a cuBLAS form on queue q.
template <class T>
bool gemm_vendor_usable(const Queue::Impl& q, const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>& B,
                        const MatrixBatch<T>& C) {
  return q.blas_handle != nullptr && A.is_strided() && B.is_strided() &&
         C.is_strided();
}

/// C = alpha op(A) op(B) + beta C through cuBLAS on q's stream, for a
/// fixed-size batch with C m x n, inner dimension k (m, n > 0).
/// Assumptions: gemm_vendor_usable(q, A, B, C); the descriptors passed the
/// interface's checks (ld >= max(1, rows)). Batches are issued in chunks of
/// at most 65535 matrices, a count every cuBLAS batched kernel accepts.
template <class T>
Status gemm_vendor(Queue::Impl& q, Op transa, Op transb, int m, int n, int k,
                   T alpha, const MatrixBatch<const T>& A,
                   const MatrixBatch<const T>& B, T beta,
                   const MatrixBatch<T>& C) {
  auto h = static_cast<cublasHandle_t>(q.blas_handle);
  // cublasSetStream resets the workspace to cuBLAS's own pool: set ours after.
  if (cublasSetStream(h, q.stream) != CUBLAS_STATUS_SUCCESS ||
      cublasSetWorkspace(h, q.blas_workspace, q.blas_workspace_bytes) !=
          CUBLAS_STATUS_SUCCESS)
    return {StatusCode::DeviceError, "gemm: cuBLAS stream/workspace binding"};
  const cublasOperation_t ta = vendor::op(transa), tb = vendor::op(transb);
  const int lda = A.fixed_ld(), ldb = B.fixed_ld(), ldc = C.fixed_ld();
  // k == 0 leaves lda at its stored value; cuBLAS checks lda >= max(1, rows).
  constexpr int kChunk = 65535;
  cublasStatus_t st = CUBLAS_STATUS_SUCCESS;
  for (int b0 = 0; b0 < C.count() && st == CUBLAS_STATUS_SUCCESS;
       b0 += kChunk) {
    const int cnt = std::min(kChunk, C.count() - b0);
    st = vendor::strided(h, ta, tb, m, n, k, &alpha, A.data(b0), lda,
                         A.stride(), B.data(b0), ldb, B.stride(), &beta,
                         C.data(b0), ldc, C.stride(), cnt);
  }
  if (st != CUBLAS_STATUS_SUCCESS)
    return {StatusCode::DeviceError,
            std::string("gemm: cuBLAS fallback failed: ") +
                cublasGetStatusString(st)};
  return {};
}

}  // namespace myriad::cuda
