// Turning CUDA runtime errors into Status (internal).
#pragma once

#include <cuda_runtime.h>

#include <cstddef>
#include <string>

#include "myriad/status.hpp"

namespace myriad::detail {

/// Shared memory a kernel may use per block without opting in
/// (cudaFuncAttributeMaxDynamicSharedMemorySize).
constexpr std::size_t kDefaultSmem = 48 * 1024;

inline Status cuda_status(cudaError_t err, const char* what) {
  if (err == cudaSuccess) return {};
  return {StatusCode::DeviceError, std::string(what) + ": " +
                                       cudaGetErrorName(err) + ": " +
                                       cudaGetErrorString(err)};
}

/// Lets `kernel` launch with `smem` bytes of dynamic shared memory: an
/// internal error where that exceeds the device's per-block limit
/// (smem_optin; the callers size their kernels to fit), the opt-in where it
/// exceeds kDefaultSmem. `what` names the kernel in the message.
template <class Kernel>
Status allow_dynamic_smem(Kernel kernel, std::size_t smem,
                          std::size_t smem_optin, const char* what) {
  if (smem > smem_optin)
    return {StatusCode::InternalError,
            std::string(what) +
                ": shared memory above the device's per-block limit"};
  if (smem <= kDefaultSmem) return {};
  return cuda_status(
      cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                           static_cast<int>(smem)),
      what);
}

/// Status of the last kernel launch (launch-configuration errors only; the
/// call does not synchronize).
inline Status launch_status(const char* what) {
  return cuda_status(cudaGetLastError(), what);
}

}  // namespace myriad::detail
