// Batched GEMM on CUDA (internal): argument-check pass, kernel selection from
// gemm_tuning_sm90.hpp, launches (or the cuBLAS fallback, gemm_vendor.cuh).
// Instantiated per precision by gemm_cuda_{s,d,c,z}.cu.
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <iterator>
#include <string>
#include <type_traits>

#include "blas3/cuda/gemm_kernels.cuh"
#include "blas3/cuda/gemm_tuning_sm90.hpp"
#include "blas3/cuda/gemm_vendor.cuh"
#include "blas3/gemm_backend.hpp"
#include "core/cuda/batch_check.cuh"
#include "core/cuda/cuda_check.hpp"

namespace myriad::cuda {

template <class T>
struct IsTinyCfg : std::false_type {};
template <int N, int P, int H, int B, int U>
struct IsTinyCfg<TinyCfg<N, P, H, B, U>> : std::true_type {};

/// Launches configuration Cfg over the batch for matrices of size class
/// (lo, hi]; max_m, max_n bound the C sizes served (tile counts).
template <class Cfg, class T>
Status gemm_launch_cfg(const GemmParams<T>& p, int max_m, int max_n, int lo,
                       int hi, cudaStream_t stream) {
  if constexpr (IsTinyCfg<Cfg>::value) {
    constexpr int mpb = Cfg::kThreads / Cfg::kTpm;
    const unsigned grid = static_cast<unsigned>(
        (static_cast<std::int64_t>(p.count) + mpb - 1) / mpb);
    gemm_tiny_kernel<Cfg::kMaxN, Cfg::kTpm, Cfg::kThreads, Cfg::kMinBlocks,
                     Cfg::kCopyUnroll, T>
        <<<grid, Cfg::kThreads, 0, stream>>>(p, lo, hi);
  } else {
    const int tiles_m = (max_m + Cfg::kBM - 1) / Cfg::kBM;
    const int tiles_n = (max_n + Cfg::kBN - 1) / Cfg::kBN;
    const std::int64_t total =
        static_cast<std::int64_t>(p.count) * tiles_m * tiles_n;
    if (total == 0) return {};
    const std::int64_t gx = std::min<std::int64_t>(total, INT_MAX);
    const std::int64_t gy = (total + gx - 1) / gx;
    if (gy > 65535)
      return {StatusCode::NotSupported,
              "gemm: batch count times tiles per matrix exceeds the grid"};
    gemm_tile_kernel<Cfg, T>
        <<<dim3(static_cast<unsigned>(gx), static_cast<unsigned>(gy)),
           Cfg::kThreads, 0, stream>>>(p, tiles_m, tiles_n, total, lo, hi);
  }
  return myriad::detail::launch_status("gemm");
}

/// Launches variant v (as configured for T); NotSupported if not built.
template <class T>
Status gemm_launch_variant(GemmVariant v, const GemmParams<T>& p, int max_m,
                           int max_n, int lo, int hi, cudaStream_t stream) {
  using V = GemmVariants<std::remove_const_t<T>>;
  auto go = [&](auto tag) -> Status {
    using Cfg = typename decltype(tag)::type;
    if constexpr (std::is_void<Cfg>::value)
      return {StatusCode::InternalError, "gemm: variant not built"};
    else
      return gemm_launch_cfg<Cfg>(p, max_m, max_n, lo, hi, stream);
  };
  switch (v) {
    case GemmVariant::Tiny4:
      return go(TypeIdentity<typename V::Tiny4>{});
    case GemmVariant::Tiny8:
      return go(TypeIdentity<typename V::Tiny8>{});
    case GemmVariant::Tiny12:
      return go(TypeIdentity<typename V::Tiny12>{});
    case GemmVariant::Tiny16:
      return go(TypeIdentity<typename V::Tiny16>{});
    case GemmVariant::Tiny32:
      return go(TypeIdentity<typename V::Tiny32>{});
    case GemmVariant::Small32:
      return go(TypeIdentity<typename V::Small32>{});
    case GemmVariant::Tile64:
      return go(TypeIdentity<typename V::Tile64>{});
    case GemmVariant::Update64:
      return go(TypeIdentity<typename V::Update64>{});
    case GemmVariant::Vendor:
      break;  // not a kernel of ours: gemm_cuda_impl calls cuBLAS
  }
  return {StatusCode::InternalError, "gemm: unknown variant"};
}

/// The variant the fixed-size rules pick for m x n x k; with vendor_ok false
/// (descriptors with no cuBLAS form) Vendor rules are passed over, so the
/// first of our own kernels that matches is taken.
template <class T>
GemmVariant gemm_select_fixed(int m, int n, int k, bool vendor_ok) {
  for (const GemmRule& r : GemmTuning<std::remove_const_t<T>>::fixed)
    if (m <= r.max_m && n <= r.max_n && k <= r.max_k &&
        (vendor_ok || r.variant != GemmVariant::Vendor))
      return r.variant;
  return GemmVariant::Tile64;  // unreachable: each list ends with a catch-all
}

/// Batched GEMM for a CUDA queue. T is the API scalar (std::complex<R> for
/// complex); the kernels see device_t<T>.
template <class T>
Status gemm_cuda_impl(Queue::Impl& q, Op transa, Op transb, T alpha,
                      const MatrixBatch<const T>& A,
                      const MatrixBatch<const T>& B, T beta,
                      const MatrixBatch<T>& C, Check check) {
  using D = device_t<T>;
  int cur = -1;
  if (Status s = myriad::detail::cuda_status(cudaGetDevice(&cur), "gemm");
      !s.ok())
    return s;
  if (cur != q.device) {
    if (Status s = myriad::detail::cuda_status(cudaSetDevice(q.device), "gemm");
        !s.ok())
      return s;
  }
  const GemmParams<D> p{transa,          transb,       to_device(alpha),
                        to_device(beta), to_device(A), to_device(B),
                        to_device(C),    C.count()};
  const bool variable = A.is_variable() || B.is_variable() || C.is_variable();
  int max_m = C.max_rows(), max_n = C.max_cols();
  int max_k = transa == Op::NoTrans ? A.max_cols() : A.max_rows();
  if (max_k < 0) max_k = transb == Op::NoTrans ? B.max_rows() : B.max_cols();

  BatchCheck res;
  if (variable &&
      (check == Check::Full || max_m < 0 || max_n < 0 || max_k < 0)) {
    if (Status s = batch_check_pass(q, p, "gemm: check", &res); !s.ok())
      return s;
    max_m = res.max_m;
    max_n = res.max_n;
    max_k = res.max_k;
  }

  if (max_m > 0 && max_n > 0) {
    cudaStream_t s = q.stream;
    if (!variable) {
      const GemmVariant v = gemm_select_fixed<D>(
          max_m, max_n, max_k, gemm_vendor_usable<T>(q, A, B, C));
      if (v == GemmVariant::Vendor)
        return gemm_vendor<T>(q, transa, transb, max_m, max_n, max_k, alpha, A,
                              B, beta, C);
      if (Status st = gemm_launch_variant(v, p, max_m, max_n, -1, INT_MAX, s);
          !st.ok())
        return st;
    } else {
      // One launch per size class present; each skips the others' matrices.
      // Up to GemmTuning::kForkUpTo the classes' launches but the last run
      // on the queue's auxiliary streams, beside each other (measured in
      // gemm_tuning_sm90.hpp at GemmTuning<double>::variable).
      const int max_s = std::max({max_m, max_n, max_k});
      constexpr auto& classes = GemmTuning<D>::variable;
      constexpr int nc = static_cast<int>(std::size(classes));
      int last = 0;
      while (last + 1 < nc && classes[last].max_size < max_s) ++last;
      const int forked =
          max_s <= GemmTuning<D>::kForkUpTo && last <= Queue::Impl::kAuxStreams
              ? last
              : 0;
      if (forked > 0)
        if (Status st = myriad::detail::cuda_fork(q, forked); !st.ok())
          return st;
      Status first;
      for (int i = 0; i <= last; ++i) {
        const int lo = i == 0 ? -1 : classes[i - 1].max_size;
        const int hi = classes[i].max_size;
        const Status st = gemm_launch_variant(
            classes[i].variant, p, std::min(max_m, hi), std::min(max_n, hi), lo,
            hi, i < forked ? q.aux_stream[i] : s);
        if (first.ok() && !st.ok()) first = st;
      }
      // The join follows every fork, whatever a launch returned.
      if (forked > 0)
        if (Status st = myriad::detail::cuda_join(q, forked);
            first.ok() && !st.ok())
          first = st;
      if (!first.ok()) return first;
    }
  }

  if (res.bad_count > 0)
    return {StatusCode::InvalidMatrix,
            "gemm: " + std::to_string(res.bad_count) + " of " +
                std::to_string(C.count()) +
                " matrices have invalid arguments and were skipped; first: "
                "matrix " +
                std::to_string(res.first_bad) + ": " +
                myriad::detail::gemm_error_text(res.first_code)};
  return {};
}

}  // namespace myriad::cuda
