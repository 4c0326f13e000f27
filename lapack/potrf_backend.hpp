// Backend entry points of the batched Cholesky routines (internal). The
// interfaces (lapack/potrf.cpp, potrs.cpp, posv.cpp) have checked the scalar
// arguments and every fixed-size descriptor.
//
// Host: whole routines, one matrix per OpenMP iteration (the driver runs per
// matrix). CUDA: the pieces that the batch-level driver
// (lapack/potrf_batch.hpp) puts together: the check pass, the masks that take
// failed matrices out of later stages, and the fused kernels.
#pragma once

#include <cstddef>

#include "core/queue_impl.hpp"
#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::detail {

// ---- host
// ----------------------------------------------------------------------
template <class T>
Status potrf_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A, int* info,
                  Check check);
template <class T>
Status potrs_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<const T>& A,
                  const MatrixBatch<T>& B, Check check);
template <class T>
Status posv_host(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                 const MatrixBatch<T>& B, int* info, Check check);

// ---- CUDA
// ----------------------------------------------------------------------
/// The argument-check pass over a variable-size batch: validates every matrix
/// (potrs_validate when B is given, else potrf_validate) and computes the
/// maximum order n (max_n) and nrhs (max_k); ends with the one stream
/// synchronization to read the result.
template <class T>
Status potrf_check_cuda(Queue::Impl& q, const MatrixBatch<const T>& A,
                        const MatrixBatch<const T>* B, BatchCheck& out);

/// Device arrays of a masked variable-size view of a batch, in workspace.
struct PotrfMask {
  int* n = nullptr;  ///< order of each matrix, 0 once it failed
  int* ld = nullptr;
  void** ptrs = nullptr;  ///< data(b) of the original view
  int* nrhs = nullptr;    ///< B's columns (posv only)
  int* ldb = nullptr;
  void** ptrs_b = nullptr;
  /// The blocked path's inverted diagonal blocks (with_inv): one block of
  /// order kPotrfCudaBlock, in double, per matrix.
  double* inv = nullptr;
};

/// Bytes of workspace a PotrfMask over `count` matrices takes (with_b: the
/// B arrays too; with_inv: the inverted diagonal blocks too).
std::size_t potrf_mask_bytes(int count, bool with_b, bool with_inv = false);

/// Carves a PotrfMask out of the queue's workspace (InsufficientWorkspace if
/// it is too small). Defined in lapack/potrf.cpp.
Status potrf_mask_alloc(Queue::Impl& q, int count, bool with_b,
                        const char* routine, PotrfMask& mask,
                        bool with_inv = false);

/// Fills the mask from A (and B for POSV): n[b] = order of matrix b when it
/// is valid, else 0 and info[b] = its validation code (potrf_validate, or
/// potrs_validate with B); info[b] = 0 for valid matrices.
template <class T>
Status potrf_mask_init_cuda(Queue::Impl& q, const MatrixBatch<T>& A,
                            const MatrixBatch<T>* B, int* info,
                            const PotrfMask& mask);

/// Fused factorization of every matrix of A (order <= max_n <= the leaf
/// limit of potrf_cuda_tuning()) on chip.
///   mask == nullptr: A is a whole user batch: each matrix is validated,
///     info[b] is always written (0, the failing column, or the
///     potrf_validate() code).
///   mask != nullptr: A is a diagonal block at `offset` of the masked batch:
///     a matrix with info[b] != 0 is left alone; on failure info[b] = offset
///     + column and mask[b] = 0, so later stages see an empty matrix.
///   W != nullptr (with a mask): A := chol(A - W W^H) for the lower case
///     (W = A21) or chol(A - W^H W) for the upper one (W = A12), the update
///     done on chip.
///   inv != nullptr (double, with a mask; A a diagonal block of order up
///     to kPotrfCudaBlock of the blocked path): inv + b kPotrfCudaBlock^2 :=
///     the inverse of L (lower) or U^H (upper), padded to order
///     kPotrfCudaBlock with the identity, column major, for every matrix b
///     whose block factors to its full order, only from each column's row
///     kPotrfZCols floor(c / kPotrfZCols) down (what potrf_panel_cuda reads;
///     the rows above are zero).
///   update_pairs (double, W given, order kPotrfCudaBlock): pairs of warps
///     that share the update (kPotrfCudaBlockPairs.pairs or 1).
template <class T>
Status potrf_fused_cuda(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                        int max_n, int* info, int offset, int* mask,
                        const MatrixBatch<T>* W = nullptr,
                        double* inv = nullptr, int update_pairs = 1);

/// The blocked path's step below the diagonal block at (c0, c0), of order
/// jb (kPotrfCudaBlock, or up to it for the first block, c0 = 0), of the
/// masked batch A (orders up to max_n; order 0 for a failed matrix): every
/// block below it (lower) or beside it (upper) := its update from the
/// columns (rows) before c0, solved with the block's inverse inv
/// (potrf_fused_cuda's; potrf_blocked in potrf_driver.hpp). Double only.
template <class T>
Status potrf_panel_cuda(Queue::Impl& q, Uplo uplo, const MatrixBatch<T>& A,
                        int c0, int jb, int max_n, const double* inv);

/// Fused solve (potrs_cuda_fused_fits): B := A^-1 B with A's Cholesky
/// factor; invalid matrices are skipped.
template <class T>
Status potrs_fused_cuda(Queue::Impl& q, Uplo uplo,
                        const MatrixBatch<const T>& A, const MatrixBatch<T>& B,
                        int max_n, int max_nrhs);

}  // namespace myriad::detail
