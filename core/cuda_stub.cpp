// The CUDA side of the queue when Myriad is built without CUDA.
#include "core/queue_impl.hpp"
#include "myriad/version.hpp"

namespace myriad {

bool built_with_cuda() { return false; }

namespace detail {

bool cuda_available() { return false; }

Status cuda_create(Queue::Impl&, int, CUstream_st*) {
  return {StatusCode::BackendUnavailable,
          "Queue::create_cuda: Myriad was built without its CUDA backend "
          "(configure with -DMYRIAD_ENABLE_CUDA=ON on a machine with a CUDA "
          "toolkit)"};
}
void cuda_destroy(Queue::Impl&) {}
Status cuda_synchronize(Queue::Impl&) {
  return {StatusCode::BackendUnavailable, "built without CUDA"};
}
Status cuda_reserve(Queue::Impl&, std::size_t) {
  return {StatusCode::BackendUnavailable, "built without CUDA"};
}
Status cuda_fork(Queue::Impl&, int) {
  return {StatusCode::BackendUnavailable, "built without CUDA"};
}
Status cuda_join(Queue::Impl&, int) {
  return {StatusCode::BackendUnavailable, "built without CUDA"};
}

}  // namespace detail
}  // namespace myriad
