// C interface: queues and status strings.
#include <new>

#include "core/c_queue.hpp"
#include "myriad.h"

using myriad::Queue;
using myriad::detail::c_status;

extern "C" {

myriad_status_t myriad_queue_create_host(myriad_queue_t* queue,
                                         int num_threads) {
  if (!queue) return MYRIAD_ERROR_INVALID_ARGUMENT;
  *queue = nullptr;
  auto* h = new (std::nothrow) myriad_queue_s;
  if (!h) return MYRIAD_ERROR_INTERNAL;
  myriad::Status s = Queue::create_host(h->queue, num_threads);
  if (!s.ok()) {
    delete h;
    return static_cast<myriad_status_t>(s.code());
  }
  *queue = h;
  return MYRIAD_SUCCESS;
}

myriad_status_t myriad_queue_create_cuda(myriad_queue_t* queue, int device,
                                         void* stream) {
  if (!queue) return MYRIAD_ERROR_INVALID_ARGUMENT;
  *queue = nullptr;
  auto* h = new (std::nothrow) myriad_queue_s;
  if (!h) return MYRIAD_ERROR_INTERNAL;
  myriad::Status s = Queue::create_cuda(h->queue, device,
                                        static_cast<CUstream_st*>(stream));
  if (!s.ok()) {
    delete h;
    return static_cast<myriad_status_t>(s.code());
  }
  *queue = h;
  return MYRIAD_SUCCESS;
}

void myriad_queue_destroy(myriad_queue_t queue) { delete queue; }

myriad_status_t myriad_queue_synchronize(myriad_queue_t queue) {
  if (!queue) return myriad::detail::c_null_queue();
  return c_status(queue, queue->queue.synchronize());
}

myriad_status_t myriad_queue_reserve_workspace(myriad_queue_t queue,
                                               size_t bytes) {
  if (!queue) return myriad::detail::c_null_queue();
  return c_status(queue, queue->queue.reserve_workspace(bytes));
}

const char* myriad_queue_last_error(myriad_queue_t queue) {
  return queue ? queue->last_error.c_str() : "null queue";
}

const char* myriad_status_string(myriad_status_t status) {
  return myriad::to_string(static_cast<myriad::StatusCode>(status));
}

int myriad_cuda_available(void) { return Queue::cuda_available() ? 1 : 0; }

}  // extern "C"
