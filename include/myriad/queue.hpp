// Myriad: the queue, which binds a backend and owns reusable workspace.
#pragma once

#include <cstddef>
#include <memory>

#include "myriad/status.hpp"
#include "myriad/types.hpp"

// cudaStream_t is CUstream_st*; declaring the struct keeps this header free
// of CUDA headers so host-only users need no CUDA toolkit.
struct CUstream_st;

namespace myriad {

/// A queue binds the backend a routine runs on:
///   - Host: an OpenMP thread team of num_threads (0: OpenMP's default).
///   - Cuda: a device and a stream (nullptr: the legacy default stream).
/// Every routine is asynchronous with respect to the host on a CUDA queue
/// (stream-ordered), except where its documentation names a synchronization.
///
/// Workspace: a routine that needs scratch memory takes it from the queue's
/// workspace, which only reserve_workspace() allocates. Each routine has a
/// *_workspace() size query; a routine whose workspace is too small returns
/// StatusCode::InsufficientWorkspace and does nothing. Creating a CUDA queue
/// allocates a small fixed scratch area (for argument-check results) once.
///
/// A queue is movable, not copyable; one queue must not be used from several
/// host threads at once.
class Queue {
 public:
  /// A host queue with OpenMP's default thread count.
  Queue();
  ~Queue();
  Queue(Queue&&) noexcept;
  Queue& operator=(Queue&&) noexcept;
  Queue(const Queue&) = delete;
  Queue& operator=(const Queue&) = delete;

  /// Makes `out` a host queue of num_threads threads (0: OpenMP default).
  static Status create_host(Queue& out, int num_threads = 0);
  /// Makes `out` a CUDA queue on `device`, ordered on `stream` (not owned).
  /// Fails with BackendUnavailable when Myriad was built without CUDA or no
  /// device is present.
  static Status create_cuda(Queue& out, int device = 0,
                            CUstream_st* stream = nullptr);

  /// True when a CUDA backend is built in and at least one device is present.
  static bool cuda_available();

  Backend backend() const;
  int device() const;            ///< CUDA device, -1 for a host queue
  CUstream_st* stream() const;   ///< CUDA stream, nullptr for a host queue
  int num_threads() const;       ///< host threads, 0 for a CUDA queue

  /// Blocks until all work queued so far has finished.
  Status synchronize();

  /// Grows the workspace to at least `bytes` (device memory for a CUDA queue).
  /// This is the only call that allocates workspace; it synchronizes.
  Status reserve_workspace(std::size_t bytes);
  std::size_t workspace_size() const;

  struct Impl;
  /// Backend state, for Myriad's own backends.
  Impl& impl() const { return *impl_; }

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace myriad
