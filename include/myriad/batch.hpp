// Myriad: the batch descriptor.
//
// One type describes every batch a routine takes:
//   - fixed size, pointer array:   all matrices rows x cols with one ld,
//                                  data[b] = ptrs[b]
//   - fixed size, strided:         data[b] = base + b * stride
//   - variable size:               rows[b], cols[b], ld[b] in arrays that
//                                  live where the queue computes (device
//                                  memory for a CUDA queue), data[b] = ptrs[b]
// plus a sub-matrix view (row0, col0, and limits on rows and cols) so that
// recursive drivers address A11, A21, ... without building new pointer arrays.
// In a variable-size batch the view is clipped per matrix: matrix b of
// A.sub(i, j, m, n) has max(0, min(rows[b] - i, m)) rows.
//
// The descriptor is a small value type, passed by value into kernels; it does
// not own memory.
#pragma once

#include <cstdint>

#include "myriad/types.hpp"

namespace myriad {

template <class T>
class MatrixBatch {
 public:
  /// An empty batch (count 0).
  MatrixBatch() = default;

  /// Fixed size, pointer array: ptrs[b] is matrix b (rows x cols, leading
  /// dimension ld, column major). ptrs lives where the queue computes.
  static MatrixBatch pointers(int rows, int cols, T* const* ptrs, int ld,
                              int count) {
    MatrixBatch d;
    d.rows_ = rows;
    d.cols_ = cols;
    d.ld_ = ld;
    d.ptrs_ = ptrs;
    d.count_ = count;
    return d;
  }

  /// Fixed size, strided: matrix b starts at base + b * stride.
  static MatrixBatch strided(int rows, int cols, T* base, int ld,
                             std::int64_t stride, int count) {
    MatrixBatch d;
    d.rows_ = rows;
    d.cols_ = cols;
    d.ld_ = ld;
    d.base_ = base;
    d.stride_ = stride;
    d.count_ = count;
    return d;
  }

  /// Variable size: rows[b] x cols[b], leading dimension ld[b], data ptrs[b].
  /// The arrays live where the queue computes. max_rows / max_cols are upper
  /// bounds known on the host (-1: unknown; a routine then computes them in a
  /// preprocessing pass that synchronizes the stream).
  static MatrixBatch variable(const int* rows, const int* cols, T* const* ptrs,
                              const int* ld, int count, int max_rows = -1,
                              int max_cols = -1) {
    MatrixBatch d;
    d.rows_arr_ = rows;
    d.cols_arr_ = cols;
    d.ld_arr_ = ld;
    d.ptrs_ = ptrs;
    d.count_ = count;
    d.rows_ = max_rows;
    d.cols_ = max_cols;
    return d;
  }

  /// View of rows [i, i + m) and columns [j, j + n) of every matrix, clipped
  /// to each matrix's own size. Offsets accumulate over nested views.
  MYRIAD_HD MatrixBatch sub(int i, int j, int m, int n) const {
    MatrixBatch d = *this;
    d.row0_ += i;
    d.col0_ += j;
    d.row_lim_ = clamp_lim(row_lim_ < 0 ? m : min_(row_lim_ - i, m));
    d.col_lim_ = clamp_lim(col_lim_ < 0 ? n : min_(col_lim_ - j, n));
    return d;
  }

  /// Same batch seen as read-only (absent when T is already const, where it
  /// would be a conversion to the same type).
  template <class U = T,
            std::enable_if_t<
                std::is_same<U, T>::value && !std::is_const<U>::value, int> = 0>
  operator MatrixBatch<const U>() const {
    return reinterpret<const T>();
  }

  /// The same descriptor over a layout-compatible element type (the CUDA
  /// backend's device complex type for std::complex, say).
  template <class U>
  MatrixBatch<U> reinterpret() const {
    static_assert(sizeof(U) == sizeof(T) && alignof(U) <= alignof(T) * 2,
                  "reinterpret needs a layout-compatible type");
    MatrixBatch<U> d;
    d.ptrs_ = reinterpret_cast<U* const*>(ptrs_);
    d.base_ = reinterpret_cast<U*>(base_);
    d.stride_ = stride_;
    d.rows_arr_ = rows_arr_;
    d.cols_arr_ = cols_arr_;
    d.ld_arr_ = ld_arr_;
    d.rows_ = rows_;
    d.cols_ = cols_;
    d.ld_ = ld_;
    d.count_ = count_;
    d.row0_ = row0_;
    d.col0_ = col0_;
    d.row_lim_ = row_lim_;
    d.col_lim_ = col_lim_;
    return d;
  }

  // ---- queries (host) -----------------------------------------------------
  MYRIAD_HD int count() const { return count_; }
  MYRIAD_HD bool is_variable() const { return rows_arr_ != nullptr; }
  MYRIAD_HD bool is_strided() const { return ptrs_ == nullptr; }
  MYRIAD_HD int row_offset() const { return row0_; }
  MYRIAD_HD int col_offset() const { return col0_; }

  /// Upper bound on rows(b) over the batch, -1 if unknown (variable size with
  /// no maximum given).
  MYRIAD_HD int max_rows() const { return bound(rows_, row0_, row_lim_); }
  MYRIAD_HD int max_cols() const { return bound(cols_, col0_, col_lim_); }

  /// Fixed-size leading dimension (the value for every matrix).
  MYRIAD_HD int fixed_ld() const { return ld_; }
  MYRIAD_HD std::int64_t stride() const { return stride_; }
  MYRIAD_HD T* base() const { return base_; }
  MYRIAD_HD T* const* pointer_array() const { return ptrs_; }
  MYRIAD_HD const int* rows_array() const { return rows_arr_; }
  MYRIAD_HD const int* cols_array() const { return cols_arr_; }
  MYRIAD_HD const int* ld_array() const { return ld_arr_; }

  /// Same descriptor with host-known maxima of the underlying (unviewed)
  /// variable-size matrices set.
  MatrixBatch with_maxima(int max_rows, int max_cols) const {
    MatrixBatch d = *this;
    if (is_variable()) {
      d.rows_ = max_rows;
      d.cols_ = max_cols;
    }
    return d;
  }

  // ---- per-matrix access (host for host queues, device for CUDA queues) ---
  /// Full rows / cols of matrix b before the view (may be invalid, < 0).
  MYRIAD_HD int full_rows(int b) const {
    return rows_arr_ ? rows_arr_[b] : rows_;
  }
  MYRIAD_HD int full_cols(int b) const {
    return cols_arr_ ? cols_arr_[b] : cols_;
  }
  MYRIAD_HD int ld(int b) const { return ld_arr_ ? ld_arr_[b] : ld_; }

  /// Rows / cols of matrix b within the view (>= 0).
  MYRIAD_HD int rows(int b) const {
    return clip(full_rows(b) - row0_, row_lim_);
  }
  MYRIAD_HD int cols(int b) const {
    return clip(full_cols(b) - col0_, col_lim_);
  }

  /// Address of element (0, 0) of the view of matrix b.
  MYRIAD_HD T* data(int b) const {
    T* p = ptrs_ ? ptrs_[b] : base_ + static_cast<std::int64_t>(b) * stride_;
    return p + (row0_ + static_cast<std::int64_t>(col0_) * ld(b));
  }

  /// Matrix b's own arguments, read together: full rows and cols, leading
  /// dimension and the address of its element (0, 0) before the view. Code
  /// that checks and addresses a matrix from its Entry has every load of the
  /// arrays in flight at once; checking field by field, each check waits on
  /// its load before the next load issues (a chain of memory round trips
  /// before a kernel's first load of the matrix itself).
  /// (Value-initialized: an empty matrix, for a descriptor a routine does
  /// not use.)
  struct Entry {
    int rows = 0, cols = 0, ld = 1;
    T* ptr = nullptr;
  };
  MYRIAD_HD Entry entry(int b) const {
    T* p = ptrs_   ? ptrs_[b]
           : base_ ? base_ + static_cast<std::int64_t>(b) * stride_
                   : nullptr;
    return {full_rows(b), full_cols(b), ld(b), p};
  }
  /// rows(b), cols(b) and data(b) of the matrix whose Entry is e.
  MYRIAD_HD int rows(const Entry& e) const {
    return clip(e.rows - row0_, row_lim_);
  }
  MYRIAD_HD int cols(const Entry& e) const {
    return clip(e.cols - col0_, col_lim_);
  }
  MYRIAD_HD T* data(const Entry& e) const {
    return e.ptr + (row0_ + static_cast<std::int64_t>(col0_) * e.ld);
  }

  /// 0 when matrix b's own arguments are valid, else which is wrong:
  /// -1 rows < 0, -2 cols < 0, -3 ld < max(1, rows), -4 null data pointer.
  MYRIAD_HD int validate(int b) const { return validate(entry(b)); }
  /// validate(b) of the matrix whose Entry is e.
  MYRIAD_HD int validate(const Entry& e) const {
    if (e.rows < 0) return -1;
    if (e.cols < 0) return -2;
    if (e.ld < (e.rows > 1 ? e.rows : 1)) return -3;
    if (e.rows > 0 && e.cols > 0 && (ptrs_ ? e.ptr : base_) == nullptr)
      return -4;
    return 0;
  }

 private:
  template <class U>
  friend class MatrixBatch;

  MYRIAD_HD static int min_(int a, int b) { return a < b ? a : b; }
  MYRIAD_HD static int clamp_lim(int v) { return v < 0 ? 0 : v; }
  MYRIAD_HD static int clip(int v, int lim) {
    v = v < 0 ? 0 : v;
    return lim >= 0 && lim < v ? lim : v;
  }
  MYRIAD_HD static int bound(int full, int off, int lim) {
    if (full < 0) return lim;  // unknown maximum: the view limit, or -1
    return clip(full - off, lim);
  }

  T* const* ptrs_ = nullptr;
  T* base_ = nullptr;
  std::int64_t stride_ = 0;
  const int* rows_arr_ = nullptr;
  const int* cols_arr_ = nullptr;
  const int* ld_arr_ = nullptr;
  int rows_ = 0;  // fixed rows, or host-known maximum (-1 unknown)
  int cols_ = 0;
  int ld_ = 1;
  int count_ = 0;
  int row0_ = 0;
  int col0_ = 0;
  int row_lim_ = -1;  // -1: no limit
  int col_lim_ = -1;
};

}  // namespace myriad
