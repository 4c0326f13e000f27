// Batch-level Cholesky path (internal): the recursive driver over whole
// batches, for queues whose kernels work on a batch at a time (CUDA).
//
// Order of work for POTRF / POSV:
//   1. The argument-check pass (variable-size batches under Check::Full, or
//      without maxima): validates every matrix and computes the maxima; the
//      one documented synchronization.
//   2. Orders up to the leaf limit: one fused kernel, nothing else.
//   3. Larger orders (and every POSV): a mask in workspace, a variable-size
//      view of the batch whose order array becomes 0 for a matrix once its
//      factorization fails, so that the TRSM and SYRK/HERK of later stages,
//      called with Check::None and maxima set (they never synchronize), leave
//      it alone; then the driver of lapack/potrf_driver.hpp.
#pragma once

#include <cstdint>
#include <string>
#include <type_traits>

#include "core/queue_impl.hpp"
#include "lapack/potrf_backend.hpp"
#include "lapack/potrf_check.hpp"
#include "lapack/potrf_driver.hpp"
#include "lapack/potrf_tuning.hpp"
#include "myriad/syrk.hpp"
#include "myriad/trsm.hpp"

namespace myriad::detail {

/// Tuning of the batch-level driver for scalar T on a CUDA queue.
template <class T>
constexpr PotrfTuning potrf_batch_tuning() {
  return potrf_cuda_tuning(static_cast<int>(sizeof(T)),
                           std::is_same<T, double>::value);
}

/// The driver's steps over a batch; the leaf is the fused kernel.
template <class T>
struct BatchOps {
  Queue& q;
  int* info;
  int* mask;              // the masked batch's order array (mask.n)
  double* inv = nullptr;  // the blocked path's inverted diagonal blocks
  // The queue state diag and panel launch on: a forked part's (its stream
  // one of q's auxiliary streams), or q's own when null.
  Queue::Impl* part = nullptr;
  // Pairs of warps the diagonal blocks' updates take
  // (kPotrfCudaBlockPairs.for_blocked).
  int update_pairs = 1;
  Queue::Impl& steps_queue() { return part ? *part : q.impl(); }

  using View = MatrixBatch<T>;
  using Result = Status;
  bool stop(const Status& s) const { return !s.ok(); }
  Status done() const { return {}; }
  PotrfTuning tuning() const { return potrf_batch_tuning<T>(); }
  Status diag(Uplo uplo, const View* W, const View& A, int offset,
              bool invert) {
    return potrf_fused_cuda<T>(steps_queue(), uplo, A, A.max_rows(), info,
                               offset, mask, W, invert ? inv : nullptr,
                               update_pairs);
  }
  Status leaf(Uplo uplo, const View& A, int offset) {
    return diag(uplo, nullptr, A, offset, false);
  }
  static constexpr bool kFusedUpdate = true;
  Status leaf_update(Uplo uplo, const View& W, const View& A, int offset) {
    return diag(uplo, &W, A, offset, false);
  }
  // Instantiated for double only (potrf_batch).
  Status panel(Uplo uplo, const View& A, int c, int jb, int n) {
    return potrf_panel_cuda<T>(steps_queue(), uplo, A, c, jb, n, inv);
  }
  template <class AView>
  Status trsm(Side s, Uplo u, Op t, const AView& A, const View& B) {
    return myriad::trsm<T>(q, s, u, t, Diag::NonUnit, T(1), A, B, Check::None);
  }
  Status herk(Uplo u, Op t, const View& A, const View& C) {
    if constexpr (is_complex_v<T>) {
      return myriad::herk<T>(q, u, t, real_t<T>(-1), A, real_t<T>(1), C,
                             Check::None);
    } else {
      return myriad::syrk<T>(q, u, t, T(-1), A, T(1), C, Check::None);
    }
  }
};

/// Step 1. Runs the check pass when a variable-size descriptor needs it
/// (Check::Full, or maxima unknown) and sets the maxima it found in A and B;
/// out.bad_count etc. say what was wrong. Otherwise nothing happens.
template <class TA, class TB>
Status potrf_sizes(Queue& q, MatrixBatch<TA>& A, MatrixBatch<TB>* B,
                   Check check, BatchCheck& out) {
  const bool need_a = A.is_variable() && (check == Check::Full ||
                                          A.max_rows() < 0 || A.max_cols() < 0);
  const bool need_b =
      B && B->is_variable() &&
      (check == Check::Full || B->max_rows() < 0 || B->max_cols() < 0);
  if (!need_a && !need_b) return {};
  using T = std::remove_const_t<TA>;
  const MatrixBatch<const T>* b_const = nullptr;
  MatrixBatch<const T> b_view;
  if (B) {
    b_view = B->template reinterpret<const T>();
    b_const = &b_view;
  }
  if (Status s = potrf_check_cuda<T>(
          q.impl(), A.template reinterpret<const T>(), b_const, out);
      !s.ok())
    return s;
  // The pass computes maxima of the full (unviewed) sizes, which is what
  // with_maxima() takes.
  A = A.with_maxima(out.max_m, out.max_n);
  if (B) *B = B->with_maxima(out.max_m, out.max_k);
  return {};
}

/// The InvalidMatrix status of a check pass that found bad matrices.
inline Status potrf_bad_status(const char* routine, const BatchCheck& c,
                               int count, bool solve) {
  return {StatusCode::InvalidMatrix,
          std::string(routine) + ": " + std::to_string(c.bad_count) + " of " +
              std::to_string(count) +
              " matrices have invalid arguments and were skipped; first: "
              "matrix " +
              std::to_string(c.first_bad) + ": " +
              (solve ? potrs_error_text(c.first_code)
                     : potrf_error_text(c.first_code))};
}

/// The masked view of A (and of B) over a PotrfMask; masked_a of matrices
/// first ... first + count - 1.
template <class T>
MatrixBatch<T> masked_a(const PotrfMask& m, int count, int max_n,
                        int first = 0) {
  return MatrixBatch<T>::variable(m.n + first, m.n + first,
                                  reinterpret_cast<T* const*>(m.ptrs) + first,
                                  m.ld + first, count, max_n, max_n);
}
template <class T>
MatrixBatch<T> masked_b(const PotrfMask& m, int count, int max_n,
                        int max_nrhs) {
  return MatrixBatch<T>::variable(m.n, m.nrhs,
                                  reinterpret_cast<T* const*>(m.ptrs_b), m.ldb,
                                  count, max_n, max_nrhs);
}

constexpr bool potrf_blocked_fits_fused() {
  constexpr int fused = potrf_cuda_fused_max(sizeof(double), true);
  for (const PotrfBlockedFirstRow& r : kPotrfCudaBlockedFirstLower)
    if (r.rem_min < 1 || r.rem_max >= kPotrfCudaBlock) return false;
  return kPotrfCudaBlock <= fused && kPotrfCudaBlockedLast <= fused;
}
static_assert(potrf_blocked_fits_fused(),
              "the blocked path factors its diagonal blocks with the fused "
              "kernel, a first one narrower than the others");

constexpr bool potrf_parts_fit_streams() {
  for (const PotrfPartsRow& r : kPotrfCudaBlockedParts)
    if (r.lower > Queue::Impl::kAuxStreams ||
        r.upper > Queue::Impl::kAuxStreams)
      return false;
  return true;
}
static_assert(potrf_parts_fit_streams(),
              "each part of the blocked path needs an auxiliary stream");

/// The blocked path over parts of the masked batch (potrf_tuning.hpp,
/// kPotrfCudaBlockedParts): part p, matrices [b0, b1), runs on the queue's
/// auxiliary stream p, forked from the queue's stream and joined back to
/// it, so the call stays stream-ordered; every array it indexes by matrix
/// (orders, pointers, info, the inverted blocks) is offset by b0. A status
/// from the launches of one part does not stop the others (the join must
/// follow every fork); the first is returned.
template <class T>
Status potrf_blocked_parts(Queue& q, Uplo uplo, const PotrfMask& mask,
                           int count, int max_n, int* info) {
  const bool upper = uplo == Uplo::Upper;
  const int parts = potrf_cuda_blocked_parts(upper, max_n, count);
  const bool fork = parts > 1;  // one part runs on the queue's own stream
  const int pairs =
      kPotrfCudaBlockPairs.for_blocked(max_n, count, q.impl().sm_count);
  if (fork)
    if (Status s = cuda_fork(q.impl(), parts); !s.ok()) return s;
  Status first;
  for (int p = 0; p < parts; ++p) {
    const int b0 = static_cast<int>(std::int64_t(count) * p / parts);
    const int b1 = static_cast<int>(std::int64_t(count) * (p + 1) / parts);
    Queue::Impl part = q.impl();
    if (fork) part.stream = q.impl().aux_stream[p];
    BatchOps<T> ops{
        q,
        info + b0,
        mask.n + b0,
        mask.inv + std::int64_t(b0) * kPotrfCudaBlock * kPotrfCudaBlock,
        &part,
        pairs};
    const Status s = potrf_blocked<T>(
        ops, uplo, masked_a<T>(mask, b1 - b0, max_n, b0), max_n,
        kPotrfCudaBlock, potrf_cuda_blocked_first(upper, max_n),
        kPotrfCudaBlockedLast);
    if (first.ok() && !s.ok()) first = s;
  }
  if (!fork) return first;
  const Status joined = cuda_join(q.impl(), parts);
  return first.ok() ? joined : first;
}

/// POTRF steps 2-3 on a batch whose maxima are known (max_n: the largest
/// order within the view).
template <class T>
Status potrf_batch(Queue& q, Uplo uplo, const MatrixBatch<T>& A, int max_n,
                   int* info) {
  if (max_n <= potrf_batch_tuning<T>().leaf_max)
    return potrf_fused_cuda<T>(q.impl(), uplo, A, max_n, info, 0, nullptr);
  constexpr bool kDouble = std::is_same<T, double>::value;
  const bool blocked =
      potrf_cuda_blocked(kDouble, A.is_variable(), max_n, uplo == Uplo::Upper);
  PotrfMask mask;
  if (Status s =
          potrf_mask_alloc(q.impl(), A.count(), false, "potrf", mask, blocked);
      !s.ok())
    return s;
  if (Status s = potrf_mask_init_cuda<T>(q.impl(), A, nullptr, info, mask);
      !s.ok())
    return s;
  if constexpr (kDouble)
    if (blocked)
      return potrf_blocked_parts<T>(q, uplo, mask, A.count(), max_n, info);
  BatchOps<T> ops{q, info, mask.n, mask.inv};
  return potrf_recursive<T>(ops, uplo, masked_a<T>(mask, A.count(), max_n),
                            max_n, 0);
}

/// POTRS after step 1: the fused kernel for small orders, else two TRSMs.
template <class T>
Status potrs_batch(Queue& q, Uplo uplo, const MatrixBatch<const T>& A,
                   const MatrixBatch<T>& B, int max_n, int max_nrhs) {
  if (potrs_cuda_fused_fits(max_n, max_nrhs))
    return potrs_fused_cuda<T>(q.impl(), uplo, A, B, max_n, max_nrhs);
  BatchOps<T> ops{q, nullptr, nullptr};
  return potrs_solve<T>(ops, uplo, A, B);
}

}  // namespace myriad::detail
