#include "myriad/queue.hpp"

#include <cstdlib>
#include <string>

#include "core/queue_impl.hpp"

namespace myriad {

Queue::Queue() : impl_(std::make_unique<Impl>()) {}

Queue::~Queue() {
  if (!impl_) return;
  if (impl_->backend == Backend::Cuda) {
    detail::cuda_destroy(*impl_);
  } else {
    std::free(impl_->workspace);
  }
}

Queue::Queue(Queue&&) noexcept = default;
Queue& Queue::operator=(Queue&& other) noexcept {
  if (this != &other) {
    Queue dying(std::move(*this));  // releases our resources on scope exit
    impl_ = std::move(other.impl_);
    other.impl_ = std::make_unique<Impl>();
  }
  return *this;
}

Status Queue::create_host(Queue& out, int num_threads) {
  if (num_threads < 0)
    return {StatusCode::InvalidArgument,
            "Queue::create_host: num_threads = " + std::to_string(num_threads) +
                " < 0"};
  Queue q;
  q.impl_->num_threads = num_threads;
  out = std::move(q);
  return {};
}

Status Queue::create_cuda(Queue& out, int device, CUstream_st* stream) {
  Queue q;
  Status s = detail::cuda_create(*q.impl_, device, stream);
  if (!s.ok()) return s;
  out = std::move(q);
  return {};
}

bool Queue::cuda_available() { return detail::cuda_available(); }

Backend Queue::backend() const { return impl_->backend; }
int Queue::device() const { return impl_->device; }
CUstream_st* Queue::stream() const { return impl_->stream; }
int Queue::num_threads() const { return impl_->num_threads; }
std::size_t Queue::workspace_size() const { return impl_->workspace_bytes; }

Status Queue::synchronize() {
  if (impl_->backend == Backend::Cuda) return detail::cuda_synchronize(*impl_);
  return {};  // host routines return when their work is done
}

Status Queue::reserve_workspace(std::size_t bytes) {
  if (bytes <= impl_->workspace_bytes) return {};
  if (impl_->backend == Backend::Cuda) return detail::cuda_reserve(*impl_, bytes);
  void* p = std::malloc(bytes);
  if (!p)
    return {StatusCode::InsufficientWorkspace,
            "Queue::reserve_workspace: cannot allocate " +
                std::to_string(bytes) + " bytes of host memory"};
  std::free(impl_->workspace);
  impl_->workspace = p;
  impl_->workspace_bytes = bytes;
  return {};
}

}  // namespace myriad
