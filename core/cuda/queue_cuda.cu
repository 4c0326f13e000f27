// The CUDA side of the queue.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <string>

#include "core/cuda/cuda_check.hpp"
#include "core/queue_impl.hpp"
#include "myriad/version.hpp"

namespace myriad {

bool built_with_cuda() { return true; }

namespace detail {

bool cuda_available() {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess) {
    cudaGetLastError();  // clear the sticky "no device" error
    return false;
  }
  return n > 0;
}

Status cuda_create(Queue::Impl& q, int device, CUstream_st* stream) {
  int n = 0;
  if (cudaGetDeviceCount(&n) != cudaSuccess || n == 0) {
    cudaGetLastError();
    return {StatusCode::BackendUnavailable,
            "Queue::create_cuda: no CUDA device is present"};
  }
  if (device < 0 || device >= n)
    return {StatusCode::InvalidArgument,
            "Queue::create_cuda: device " + std::to_string(device) +
                " is not in [0, " + std::to_string(n) + ")"};
  if (Status s = cuda_status(cudaSetDevice(device), "Queue::create_cuda");
      !s.ok())
    return s;
  cudaDeviceProp prop;
  if (Status s = cuda_status(cudaGetDeviceProperties(&prop, device),
                             "Queue::create_cuda");
      !s.ok())
    return s;
  // The fixed scratch area for argument-check results is allocated here, once,
  // so that no routine allocates.
  if (Status s =
          cuda_status(cudaMalloc(&q.check_device, sizeof(BatchCheckDevice)),
                      "Queue::create_cuda: scratch");
      !s.ok())
    return s;
  if (Status s = cuda_status(
          cudaMemcpy(q.check_device, &kBatchCheckIdle, sizeof(BatchCheckDevice),
                     cudaMemcpyHostToDevice),
          "Queue::create_cuda: scratch");
      !s.ok()) {
    cuda_destroy(q);
    return s;
  }
  if (Status s = cuda_status(
          cudaHostAlloc(&q.check_host, sizeof(BatchCheck), cudaHostAllocMapped),
          "Queue::create_cuda: pinned scratch");
      !s.ok()) {
    cuda_destroy(q);
    return s;
  }
  if (Status s = cuda_status(
          cudaHostGetDevicePointer(&q.check_host_mapped, q.check_host, 0),
          "Queue::create_cuda: pinned scratch");
      !s.ok()) {
    cuda_destroy(q);
    return s;
  }
  // cuBLAS, for the deliberate fallbacks of the tuning tables: one handle per
  // queue, pointer mode host, and a workspace of its own (the size cuBLAS
  // recommends for Hopper) so that calls never allocate and can be captured
  // in a CUDA graph. Bound to the queue's stream on each use.
  constexpr std::size_t kBlasWorkspace = std::size_t(32) << 20;
  cublasHandle_t h = nullptr;
  bool blas_ok = cublasCreate(&h) == CUBLAS_STATUS_SUCCESS;
  blas_ok = blas_ok && cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST) ==
                           CUBLAS_STATUS_SUCCESS;
  q.blas_handle = h;
  if (!blas_ok) {
    cuda_destroy(q);
    return {StatusCode::BackendUnavailable,
            "Queue::create_cuda: cuBLAS handle could not be created"};
  }
  if (Status s = cuda_status(cudaMalloc(&q.blas_workspace, kBlasWorkspace),
                             "Queue::create_cuda: cuBLAS workspace");
      !s.ok()) {
    cuda_destroy(q);
    return s;
  }
  q.blas_workspace_bytes = kBlasWorkspace;
  // Streams for forked parts of a batch (non-blocking: they never wait on
  // the legacy default stream except through the fork's event) and events.
  const auto event = [](void*& out) {
    cudaEvent_t ev = nullptr;
    const Status s =
        cuda_status(cudaEventCreateWithFlags(&ev, cudaEventDisableTiming),
                    "Queue::create_cuda: event");
    out = ev;
    return s;
  };
  const auto create_aux = [&]() -> Status {
    if (Status s = event(q.fork_event); !s.ok()) return s;
    for (int i = 0; i < Queue::Impl::kAuxStreams; ++i) {
      cudaStream_t st = nullptr;
      const Status s =
          cuda_status(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking),
                      "Queue::create_cuda: auxiliary stream");
      q.aux_stream[i] = st;
      if (!s.ok()) return s;
      if (Status e = event(q.join_event[i]); !e.ok()) return e;
    }
    return {};
  };
  if (Status s = create_aux(); !s.ok()) {
    cuda_destroy(q);
    return s;
  }
  q.backend = Backend::Cuda;
  q.device = device;
  q.stream = stream;
  q.sm_count = prop.multiProcessorCount;
  q.smem_optin = prop.sharedMemPerBlockOptin;
  return {};
}

void cuda_destroy(Queue::Impl& q) {
  if (q.workspace) cudaFree(q.workspace);
  if (q.check_device) cudaFree(q.check_device);
  if (q.check_host) cudaFreeHost(q.check_host);
  if (q.blas_handle) cublasDestroy(static_cast<cublasHandle_t>(q.blas_handle));
  if (q.blas_workspace) cudaFree(q.blas_workspace);
  for (int i = 0; i < Queue::Impl::kAuxStreams; ++i) {
    if (q.aux_stream[i]) cudaStreamDestroy(q.aux_stream[i]);
    if (q.join_event[i])
      cudaEventDestroy(static_cast<cudaEvent_t>(q.join_event[i]));
    q.aux_stream[i] = nullptr;
    q.join_event[i] = nullptr;
  }
  if (q.fork_event) cudaEventDestroy(static_cast<cudaEvent_t>(q.fork_event));
  q.fork_event = nullptr;
  q.blas_handle = nullptr;
  q.blas_workspace = nullptr;
  q.blas_workspace_bytes = 0;
  q.workspace = nullptr;
  q.check_device = nullptr;
  q.check_host = nullptr;
  q.check_host_mapped = nullptr;
}

Status cuda_synchronize(Queue::Impl& q) {
  return cuda_status(cudaStreamSynchronize(q.stream), "Queue::synchronize");
}

Status cuda_reserve(Queue::Impl& q, std::size_t bytes) {
  // The old workspace may still be in use by queued work.
  if (Status s = cuda_synchronize(q); !s.ok()) return s;
  void* p = nullptr;
  if (Status s = cuda_status(cudaMalloc(&p, bytes), "Queue::reserve_workspace");
      !s.ok())
    return {StatusCode::InsufficientWorkspace, s.message()};
  if (q.workspace) cudaFree(q.workspace);
  q.workspace = p;
  q.workspace_bytes = bytes;
  return {};
}

Status cuda_fork(Queue::Impl& q, int parts) {
  const auto fork = static_cast<cudaEvent_t>(q.fork_event);
  if (Status s = cuda_status(cudaEventRecord(fork, q.stream), "fork"); !s.ok())
    return s;
  for (int i = 0; i < parts; ++i)
    if (Status s =
            cuda_status(cudaStreamWaitEvent(q.aux_stream[i], fork, 0), "fork");
        !s.ok())
      return s;
  return {};
}

Status cuda_join(Queue::Impl& q, int parts) {
  for (int i = 0; i < parts; ++i) {
    const auto ev = static_cast<cudaEvent_t>(q.join_event[i]);
    if (Status s = cuda_status(cudaEventRecord(ev, q.aux_stream[i]), "join");
        !s.ok())
      return s;
    if (Status s = cuda_status(cudaStreamWaitEvent(q.stream, ev, 0), "join");
        !s.ok())
      return s;
  }
  return {};
}

}  // namespace detail
}  // namespace myriad
