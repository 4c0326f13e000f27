// Batched GEMM through cuBLAS (internal): the deliberate fallback for the
// fixed-size shapes that gemm_tuning_sm90.hpp marks GemmVariant::Vendor
// because cuBLAS measured faster there.
//
// Served descriptors: all three strided (sub-views too: the view's corner is
// base + row0 + col0 * ld, the stride is unchanged) ->
// cublas<t>gemmStridedBatched; all three pointer arrays without a view offset
// -> cublas<t>gemmBatched. Anything else (mixed kinds, pointer arrays with a
// view offset, variable sizes) has no cuBLAS form and stays on our kernels.
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
                          : o == Op::Trans ? CUBLAS_OP_T : CUBLAS_OP_C;
}

// One overload set per cuBLAS entry point; the std::complex <-> cuComplex
// casts are layout-compatible by the standard and cuBLAS's documentation.
#define MYRIAD_VENDOR_GEMM(T, CT, PREFIX)                                      \
  inline cublasStatus_t strided(cublasHandle_t h, cublasOperation_t ta,       \
                                cublasOperation_t tb, int m, int n, int k,    \
                                const T* alpha, const T* A, int lda,          \
                                std::int64_t sa, const T* B, int ldb,         \
                                std::int64_t sb, const T* beta, T* C, int ldc, \
                                std::int64_t sc, int count) {                 \
    return cublas##PREFIX##gemmStridedBatched(                               \
        h, ta, tb, m, n, k, reinterpret_cast<const CT*>(alpha),               \
        reinterpret_cast<const CT*>(A), lda, sa,                              \
        reinterpret_cast<const CT*>(B), ldb, sb,                              \
        reinterpret_cast<const CT*>(beta), reinterpret_cast<CT*>(C), ldc, sc, \
        count);                                                               \
  }                                                                           \
  inline cublasStatus_t pointers(                                             \
      cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,    \
      int n, int k, const T* alpha, const T* const* A, int lda,               \
      const T* const* B, int ldb, const T* beta, T* const* C, int ldc,        \
      int count) {                                                            \
    return cublas##PREFIX##gemmBatched(                                      \
        h, ta, tb, m, n, k, reinterpret_cast<const CT*>(alpha),               \
        reinterpret_cast<const CT* const*>(A), lda,                           \
        reinterpret_cast<const CT* const*>(B), ldb,                           \
        reinterpret_cast<const CT*>(beta), reinterpret_cast<CT* const*>(C),   \
        ldc, count);                                                          \
  }

MYRIAD_VENDOR_GEMM(float, float, S)
MYRIAD_VENDOR_GEMM(double, double, D)
MYRIAD_VENDOR_GEMM(std::complex<float>, cuComplex, C)
MYRIAD_VENDOR_GEMM(std::complex<double>, cuDoubleComplex, Z)
#undef MYRIAD_VENDOR_GEMM

}  // namespace vendor

/// Whether the fixed-size descriptors have a cuBLAS form on queue q.
template <class T>
bool gemm_vendor_usable(const Queue::Impl& q, const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>& B,
                        const MatrixBatch<T>& C) {
  if (q.blas_handle == nullptr) return false;
  if (A.is_strided() && B.is_strided() && C.is_strided()) return true;
  auto plain = [](const auto& X) {
    return !X.is_strided() && X.row_offset() == 0 && X.col_offset() == 0;
  };
  return plain(A) && plain(B) && plain(C);
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
    if (C.is_strided()) {
      st = vendor::strided(h, ta, tb, m, n, k, &alpha, A.data(b0), lda,
                           A.stride(), B.data(b0), ldb, B.stride(), &beta,
                           C.data(b0), ldc, C.stride(), cnt);
    } else {
      st = vendor::pointers(h, ta, tb, m, n, k, &alpha,
                            A.pointer_array() + b0, lda,
                            B.pointer_array() + b0, ldb, &beta,
                            C.pointer_array() + b0, ldc, cnt);
    }
  }
  if (st != CUBLAS_STATUS_SUCCESS)
    return {StatusCode::DeviceError,
            std::string("gemm: cuBLAS fallback failed: ") +
                cublasGetStatusString(st)};
  return {};
}

}  // namespace myriad::cuda
