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
  return {StatusCode::DeviceError,
          std::string(what) + ": " + cudaGetErrorName(err) + ": " +
              cudaGetErrorString(err)};
}

/// Status of the last kernel launch (launch-configuration errors only; the
/// call does not synchronize).
inline Status launch_status(const char* what) {
  return cuda_status(cudaGetLastError(), what);
}

}  // namespace myriad::detail
