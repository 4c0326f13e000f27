// A batch of matrices owned by the test: host storage, and for a CUDA queue a
// device copy, handing out MatrixBatch<T> descriptors of every kind for a
// given queue (host memory for host queues, device memory for CUDA queues).
// Tests and myriad-validate are written once and run on both backends:
//
//   TestBatch<T> C = TestBatch<T>::fixed(m, n, count);
//   C.fill(MatrixKind::Random, seed);
//   C.upload(queue);                          // no-op on a host queue
//   gemm<T>(queue, ..., C.batch(queue, Layout::Strided));
//   C.download(queue);                        // results now in C.host(b)
#pragma once

#include <cstdint>
#include <vector>

#include "myriad/batch.hpp"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "validation/matrix_kinds.hpp"

namespace myriad::validation {

/// Which descriptor a batch is handed out as.
enum class Layout {
  Pointers,     ///< fixed size, pointer array
  Strided,      ///< fixed size, base + stride
  Variable,     ///< variable size, no maxima (the routine computes them)
  VariableMax,  ///< variable size with host-known maxima
};
const char* layout_name(Layout l);
const std::vector<Layout>& all_layouts();

template <class T>
class TestBatch {
 public:
  TestBatch() = default;
  ~TestBatch();
  TestBatch(TestBatch&&) noexcept;
  TestBatch& operator=(TestBatch&&) noexcept;
  TestBatch(const TestBatch&) = delete;
  TestBatch& operator=(const TestBatch&) = delete;

  /// count matrices of rows x cols with ld = max(1, rows + ld_pad), stored
  /// one after another with stride ld * cols + stride_pad. Usable as every
  /// layout (Pointers, Strided, Variable*).
  static TestBatch fixed(int rows, int cols, int count, int ld_pad = 0,
                         int stride_pad = 0);
  /// Matrix b is rows[b] x cols[b] with ld = max(1, rows[b] + ld_pad);
  /// usable as Variable and VariableMax (and as fixed layouts if all sizes
  /// agree).
  static TestBatch variable(const std::vector<int>& rows,
                            const std::vector<int>& cols, int ld_pad = 0);

  /// Host-side copy of the data and sizes (not of the device copy nor of the
  /// argument overrides).
  TestBatch clone() const;

  int count() const { return static_cast<int>(rows_.size()); }
  int rows(int b) const { return rows_[b]; }
  int cols(int b) const { return cols_[b]; }
  int ld(int b) const { return ld_[b]; }
  int max_rows() const;
  int max_cols() const;
  /// True when every matrix has the same rows, cols and ld (fixed layouts).
  bool uniform() const;

  T* host(int b) { return host_.data() + offset_[b]; }
  const T* host(int b) const { return host_.data() + offset_[b]; }
  T& at(int b, int i, int j) {
    return host(b)[i + static_cast<std::int64_t>(j) * ld_[b]];
  }
  const T& at(int b, int i, int j) const {
    return host(b)[i + static_cast<std::int64_t>(j) * ld_[b]];
  }
  /// Storage slot of matrix b (its columns and any padding after it).
  std::int64_t slot_size(int b) const;

  /// Every stored element (padding included) := v, for poisoning with NaN.
  void fill_value(T v);
  /// Matrix b := generate(kind) with Rng(seed, b); padding untouched.
  /// Returns each matrix's MatrixInfo.
  std::vector<MatrixInfo> fill(MatrixKind kind, std::uint64_t seed,
                               const GenOptions& opt = {});

  // ---- argument overrides, for bad-input tests --------------------------
  // What the descriptors claim about matrix b, without changing storage.
  // Fixed layouts take matrix 0's values. Call upload() afterwards on a CUDA
  // queue.
  void set_rows_arg(int b, int v) { rows_arg_[b] = v; }
  void set_cols_arg(int b, int v) { cols_arg_[b] = v; }
  void set_ld_arg(int b, int v) { ld_arg_[b] = v; }
  void set_null(int b) { null_[b] = 1; }

  // ---- where the queue computes ------------------------------------------
  /// Copies data, size arrays and pointer arrays to where the queue computes
  /// (device memory for a CUDA queue, allocated on first use; nothing for a
  /// host queue). Synchronizes.
  Status upload(const Queue& q);
  /// Copies the data back to the host (nothing for a host queue).
  /// Synchronizes the queue's stream.
  Status download(const Queue& q);

  /// A descriptor for routines on q. Fixed layouts need uniform(). For a
  /// CUDA queue, upload(q) must have been called.
  MatrixBatch<T> batch(const Queue& q, Layout layout);

 private:
  void init_storage();
  void rebuild_host_arrays();
  void free_device();

  std::vector<int> rows_, cols_, ld_;
  std::vector<std::int64_t> offset_;
  std::int64_t stride_ = 0;  // fixed batches
  std::vector<T> host_;
  std::vector<int> rows_arg_, cols_arg_, ld_arg_;
  std::vector<char> null_;
  std::vector<T*> host_ptrs_;

  // Device copy (CUDA queues); one allocation for sizes, one for pointers.
  T* dev_data_ = nullptr;
  std::size_t dev_elems_ = 0;
  int* dev_ints_ = nullptr;  // rows | cols | ld
  T** dev_ptrs_ = nullptr;
  std::size_t dev_count_ = 0;
};

/// Number of stored elements of matrix b's slot (padding included) outside
/// rows [i0, i0+m) x columns [j0, j0+n) whose bits differ between before and
/// after (same shapes). m = n = 0 compares the whole slot.
template <class T>
std::int64_t changed_outside(const TestBatch<T>& before,
                             const TestBatch<T>& after, int b, int i0 = 0,
                             int j0 = 0, int m = 0, int n = 0);

}  // namespace myriad::validation
