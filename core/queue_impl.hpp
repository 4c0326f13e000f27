// Queue state shared by the backends (internal).
#pragma once

#include <cstddef>

#include "myriad/queue.hpp"

namespace myriad {

/// Results of the argument-check pass over a variable-size batch.
struct BatchCheck {
  int max_m = 0;
  int max_n = 0;
  int max_k = 0;
  int bad_count = 0;   ///< matrices with invalid arguments
  int first_bad = -1;  ///< index of the first one, -1 if none
  int first_code = 0;  ///< routine-specific code saying what is wrong with it
};

/// Device state of the CUDA argument-check pass (core/cuda/batch_check.cuh):
/// the accumulators and the count of blocks that finished, at their initial
/// values (kBatchCheckIdle) between passes: the pass's last block resets
/// them, so a pass is one launch with no memset before it.
struct BatchCheckDevice {
  BatchCheck acc;
  unsigned blocks_done;
};
/// The idle first_bad: above any batch index (atomicMin brings it down).
inline constexpr int kBatchCheckFirstIdle = 0x7fffffff;
inline constexpr BatchCheckDevice kBatchCheckIdle = {
    {0, 0, 0, 0, kBatchCheckFirstIdle, 0}, 0u};

struct Queue::Impl {
  Backend backend = Backend::Host;
  int num_threads = 0;  // host: 0 = OpenMP default
  int device = -1;
  CUstream_st* stream = nullptr;
  int sm_count = 0;
  std::size_t smem_optin = 0;  // max dynamic shared memory per block

  void* workspace = nullptr;  // device memory (CUDA) or host memory
  std::size_t workspace_bytes = 0;

  // CUDA only, allocated once at queue creation: the argument-check pass's
  // device state and the pinned host buffer its last block writes the result
  // to (mapped: check_host_mapped is its device address).
  BatchCheckDevice* check_device = nullptr;
  BatchCheck* check_host = nullptr;
  BatchCheck* check_host_mapped = nullptr;

  // CUDA only, created once at queue creation, for deliberate vendor
  // fallbacks (shapes a tuning table marks Vendor): a cublasHandle_t (opaque
  // here so that host-only code needs no CUDA header) and the device
  // workspace it is given on each use, so that no call allocates.
  void* blas_handle = nullptr;
  void* blas_workspace = nullptr;
  std::size_t blas_workspace_bytes = 0;

  // CUDA only, created once at queue creation: streams a routine forks
  // independent parts of a batch onto (cuda_fork / cuda_join) and the events
  // that order them after, and the queue's stream after them, so that the
  // fork stays stream-ordered and can be captured in a CUDA graph.
  static constexpr int kAuxStreams = 4;
  CUstream_st* aux_stream[kAuxStreams] = {};
  void* fork_event = nullptr;  // cudaEvent_t
  void* join_event[kAuxStreams] = {};
};

namespace detail {
/// CUDA side of the queue (core/cuda/queue_cuda.cu, or a stub without CUDA).
bool cuda_available();
Status cuda_create(Queue::Impl& q, int device, CUstream_st* stream);
void cuda_destroy(Queue::Impl& q);
Status cuda_synchronize(Queue::Impl& q);
Status cuda_reserve(Queue::Impl& q, std::size_t bytes);
/// Orders aux_stream[0, parts) after the work queued so far on q's stream.
Status cuda_fork(Queue::Impl& q, int parts);
/// Orders q's stream after the work queued so far on aux_stream[0, parts).
Status cuda_join(Queue::Impl& q, int parts);
}  // namespace detail

}  // namespace myriad
