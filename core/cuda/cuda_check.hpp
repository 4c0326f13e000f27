// Turning CUDA runtime errors into Status (internal).
#pragma once

#include <cuda_runtime.h>

#include <string>

#include "myriad/status.hpp"

namespace myriad::detail {

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
