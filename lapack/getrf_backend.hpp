// Backend entry points of the batched LU routines (internal). The interfaces
// (lapack/getrf.cpp, laswp.cpp, getrs.cpp) check scalar arguments and
// fixed-size descriptors; lu_check() does the per-matrix pass; the driver
// (getrf_driver.hpp) calls the leaf kernels and laswp of the queue's backend
// through the dispatchers below (lapack/lu_dispatch.cpp).
#pragma once

#include <string>

#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

/// Pivoting of the LU leaf kernels: partial pivoting (getrf), or none with
/// static pivot replacement (getrf_nopiv: |pivot| < tol replaced, counted in
/// replaced[b] when replaced is not null).
template <class R>
struct LuPivoting {
  bool pivot = true;
  R tol = 0;
  int* replaced = nullptr;
  /// The leaf initializes info[b] (lu_validate's code) and replaced[b]
  /// itself, in place of lu_init: set only when getrf_leaf_inits_info() said
  /// the whole batch is one leaf launch that can.
  bool init = false;
};

/// lu_validate() below, from the matrix's entries in A and ipiv.
template <class T, class I>
MYRIAD_HD int lu_validate(const MatrixBatch<T>& A,
                          const typename MatrixBatch<T>::Entry& ea,
                          const MatrixBatch<I>& ipiv,
                          const typename MatrixBatch<I>::Entry& ep,
                          bool has_ipiv) {
  if (int v = A.validate(ea); v != 0) return v;
  if (!has_ipiv) return 0;
  const int m = A.rows(ea), n = A.cols(ea), mn = m < n ? m : n;
  if (mn == 0) return 0;
  if (ipiv.validate(ep) != 0 || ipiv.rows(ep) < mn) return -5;
  return 0;
}

/// The entries of matrix b in ipiv (none without a pivot vector).
template <class I>
MYRIAD_HD typename MatrixBatch<I>::Entry lu_ipiv_entry(
    int b, const MatrixBatch<I>& ipiv, bool has_ipiv) {
  return has_ipiv ? ipiv.entry(b) : typename MatrixBatch<I>::Entry{};
}

/// 0 when matrix b of an LU problem is valid, else a negative code:
/// -1..-4 from A.validate(b) (rows < 0, cols < 0, ld, null data), -5 when the
/// pivot vector (has_ipiv) is invalid or shorter than min(m_b, n_b).
template <class T, class I>
MYRIAD_HD int lu_validate(int b, const MatrixBatch<T>& A,
                          const MatrixBatch<I>& ipiv, bool has_ipiv) {
  // Both entries read before either is checked (MatrixBatch::Entry).
  const auto ea = A.entry(b);
  const auto ep = lu_ipiv_entry(b, ipiv, has_ipiv);
  return lu_validate(A, ea, ipiv, ep, has_ipiv);
}

/// lu_validate(), and for a solve (B.count() > 0) also: -11..-14 when
/// B.validate(b) fails, -7 when A is not square, -6 when B's rows differ
/// from A's order (B with no columns needs nothing).
template <class T>
MYRIAD_HD int lu_problem_validate(int b, const MatrixBatch<const T>& A,
                                  const MatrixBatch<const int>& ipiv,
                                  bool has_ipiv,
                                  const MatrixBatch<const T>& B) {
  const auto ea = A.entry(b);
  const auto ep = lu_ipiv_entry(b, ipiv, has_ipiv);
  typename MatrixBatch<const T>::Entry eb;
  if (B.count() > 0) eb = B.entry(b);
  if (int v = lu_validate(A, ea, ipiv, ep, has_ipiv); v != 0) return v;
  if (B.count() == 0) return 0;
  if (int v = B.validate(eb); v != 0) return v - 10;
  if (A.rows(ea) != A.cols(ea)) return -7;
  if (B.cols(eb) > 0 && B.rows(eb) != A.rows(ea)) return -6;
  return 0;
}

/// Readable text for an lu_validate() code, naming the descriptor.
inline std::string lu_error_text(int code, const char* a_name) {
  static const char* what[] = {"", "rows < 0", "cols < 0", "ld < max(1, rows)",
                               "null data pointer"};
  if (code <= -1 && code >= -4) return std::string(a_name) + ": " + what[-code];
  if (code == -5) return "ipiv: null or shorter than min(rows, cols)";
  if (code == -6) return "B: rows differ from the order of the factors";
  if (code == -7) return std::string(a_name) + ": not square";
  if (code <= -11 && code >= -14) return std::string("B: ") + what[-code - 10];
  return "unknown error";
}

/// The per-matrix pass over a batch: maxima of rows and cols, and the
/// invalid matrices (lu_validate, and for getrs the agreement of LU and B
/// when B.count() > 0). On a CUDA queue it ends with a stream
/// synchronization (the one documented sync of Check::Full).
template <class T>
Status lu_check(Queue::Impl& q, const MatrixBatch<const T>& A,
                const MatrixBatch<const int>& ipiv, bool has_ipiv,
                const MatrixBatch<const T>& B, BatchCheck& out);

/// info[b] := lu_validate(b) (0 or negative: the kernels skip a matrix with
/// info[b] < 0); replaced[b] := 0 when replaced is not null.
template <class T>
Status lu_init(Queue::Impl& q, const MatrixBatch<const T>& A,
               const MatrixBatch<const int>& ipiv, bool has_ipiv, int* info,
               int* replaced);

/// True when the backend's leaf kernels factor a whole m x n node at once
/// (max_m, max_n: bounds over the batch; variable: a variable-size batch;
/// count: its matrices).
bool getrf_leaf_fits(const Queue::Impl& q, int max_m, int max_n,
                     int scalar_bytes, bool variable, int count);

/// True when the whole factorization of a batch with these maxima is one
/// leaf launch that can also do lu_init's work (LuPivoting::init): one
/// launch fewer, which is most of the time of small batches of tiny
/// matrices.
bool getrf_leaf_inits_info(const Queue::Impl& q, int max_m, int max_n,
                           bool variable);

/// The columns outside a leaf that its row interchanges also go to
/// (GetrfDriver): rows views the leaf's rows over the columns of its window
/// (its parent node's), col0 is the leaf's first column there. A backend
/// whose leaf kernel applies them sets *applied; else the caller does
/// (laswp).
template <class T>
struct LuOutside {
  MatrixBatch<T> rows;
  int col0 = 0;
  bool* applied = nullptr;
};

/// LU of every m_b x n_b view of A (any shape the leaf accepts): pivot rows
/// within the view, row interchanges within the view's columns (and, where
/// the backend's leaf kernel does it, in outside's columns); pivots written
/// as offset + local row + 1 to ipiv.data(b)[0..min(m_b, n_b)), and info[b]
/// = offset + j + 1 for the first exactly-zero pivot j if info[b] is 0.
/// Matrices with info[b] < 0 are skipped. max_m, max_n bound the view.
template <class T>
Status getrf_leaf(Queue::Impl& q, const MatrixBatch<T>& A,
                  const MatrixBatch<int>& ipiv, int* info, int offset,
                  const LuPivoting<real_t<T>>& piv, int max_m, int max_n,
                  const LuOutside<T>* outside = nullptr);

/// True when the backend takes a node's work right of a child of `child`
/// columns in one pass, getrf_update(): the child's row interchanges, U12 :=
/// L11^{-1} A12 and A22 := A22 - L21 U12 on the `right` columns beside it,
/// `rows` rows from the child's first (maxima over the batch).
bool getrf_update_fits(const Queue::Impl& q, int rows, int child, int right,
                       bool complex, bool variable);

/// The pass of getrf_update_fits() on every matrix: V holds rows [j, M) of
/// the child's jb columns and the columns right of it, ipiv the child's
/// pivots (whole-matrix rows + 1; offset = j). Without pivot (getrf_nopiv)
/// no rows move. Matrices with info[b] < 0 are skipped.
template <class T>
Status getrf_update(Queue::Impl& q, const MatrixBatch<T>& V,
                    const MatrixBatch<int>& ipiv, int jb, int offset,
                    bool pivot, const int* info);

/// Row interchanges k = k1..k2 (incx 1) or k2..k1 (incx -1) of every view of
/// A, as LAPACK's xLASWP. For matrix b the pivot indices are limited to
/// k <= min(S.rows(b), S.cols(b)) (square_bound) or k <= A.rows(b): the
/// driver passes the whole matrix as S, so pivots a matrix does not have are
/// never read. Entries outside [1, A.rows(b)] are skipped. Matrices with
/// mask[b] < 0 (mask not null) or an invalid A or ipiv are skipped.
template <class T>
Status laswp_rows(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                  const MatrixBatch<const int>& ipiv, int incx,
                  const MatrixBatch<const T>& S, bool square_bound,
                  const int* mask, int max_cols);

/// Whether the backend solves op(A) X = B of scalar T for a batch of orders
/// <= max_n with at most max_nrhs right-hand sides in one pass (pivots and
/// both triangular solves) faster than laswp + two TRSM: the host always
/// (one matrix at a time, getrs_host), CUDA by its tuning table.
template <class T>
bool getrs_fused_fits(const Queue::Impl& q, Op trans, int max_n, int max_nrhs);

/// GETRS op(A) X = B for every matrix in one pass (the same results as
/// laswp + two trsm), when getrs_fused_fits(). max_n, max_nrhs bound the
/// batch; matrices failing lu_problem_validate() are skipped.
template <class T>
Status getrs_fused(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                   const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B,
                   int max_n, int max_nrhs);

/// Whether the backend runs gesv (factorization and solve) of a batch with
/// these maxima in one launch, gesv_fused(): CUDA, by its tuning table
/// (GetrfTuning::gesv_fused_for).
template <class T>
bool gesv_fused_fits(const Queue::Impl& q, int max_m, int max_n, int max_rhs);

/// GESV A X = B in one launch, when gesv_fused_fits(): getrf's results in A,
/// ipiv and info (init: the launch also does lu_init's work, as
/// LuPivoting::init), and X in B for the matrices that are a valid solve
/// problem (lu_problem_validate()), as getrf then getrs would leave them.
template <class T>
Status gesv_fused(Queue::Impl& q, const MatrixBatch<T>& A,
                  const MatrixBatch<int>& ipiv, const MatrixBatch<T>& B,
                  int* info, bool init, int max_m, int max_n, int max_rhs);

// Backends (lapack/host/getrf_host.cpp, lapack/cuda/getrf_cuda*.cu).
template <class T>
Status lu_check_host(Queue::Impl& q, const MatrixBatch<const T>& A,
                     const MatrixBatch<const int>& ipiv, bool has_ipiv,
                     const MatrixBatch<const T>& B, BatchCheck& out);
template <class T>
Status lu_init_host(Queue::Impl& q, const MatrixBatch<const T>& A,
                    const MatrixBatch<const int>& ipiv, bool has_ipiv,
                    int* info, int* replaced);
template <class T>
Status getrf_leaf_host(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, int* info, int offset,
                       const LuPivoting<real_t<T>>& piv);
template <class T>
Status laswp_rows_host(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                       const MatrixBatch<const int>& ipiv, int incx,
                       const MatrixBatch<const T>& S, bool square_bound,
                       const int* mask);

/// GETRS op(A) X = B one matrix at a time (interchanges and both
/// triangular solves while the matrix is in the core's caches), the host's
/// getrs_fused; matrices failing lu_problem_validate() are skipped.
template <class T>
Status getrs_host(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                  const MatrixBatch<const int>& ipiv, const MatrixBatch<T>& B);

template <class T>
Status lu_check_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                     const MatrixBatch<const int>& ipiv, bool has_ipiv,
                     const MatrixBatch<const T>& B, BatchCheck& out);
template <class T>
Status lu_init_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                    const MatrixBatch<const int>& ipiv, bool has_ipiv,
                    int* info, int* replaced);
bool getrf_leaf_fits_cuda(const Queue::Impl& q, int max_m, int max_n,
                          int scalar_bytes, bool variable, int count);
bool getrf_leaf_inits_info_cuda(int max_m, int max_n, bool variable);
template <class T>
Status getrf_leaf_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, int* info, int offset,
                       const LuPivoting<real_t<T>>& piv, int max_m, int max_n,
                       const LuOutside<T>* outside);
bool getrf_update_fits_cuda(int rows, int child, int right, bool complex,
                            bool variable);
template <class T>
Status getrf_update_cuda(Queue::Impl& q, const MatrixBatch<T>& V,
                         const MatrixBatch<int>& ipiv, int jb, int offset,
                         bool pivot, const int* info);
template <class T>
Status laswp_rows_cuda(Queue::Impl& q, const MatrixBatch<T>& A, int k1, int k2,
                       const MatrixBatch<const int>& ipiv, int incx,
                       const MatrixBatch<const T>& S, bool square_bound,
                       const int* mask, int max_cols);
template <class T>
Status gesv_fused_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                       const MatrixBatch<int>& ipiv, const MatrixBatch<T>& B,
                       int* info, bool init, int max_m, int max_n, int max_rhs);
template <class T>
Status getrs_fused_cuda(Queue::Impl& q, Op trans, const MatrixBatch<const T>& A,
                        const MatrixBatch<const int>& ipiv,
                        const MatrixBatch<T>& B, int max_n, int max_nrhs);

}  // namespace myriad::detail
