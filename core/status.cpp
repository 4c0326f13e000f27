#include "myriad/status.hpp"

#include "myriad/version.hpp"

namespace myriad {

const char* to_string(StatusCode code) {
  switch (code) {
    case StatusCode::Success: return "success";
    case StatusCode::InvalidArgument: return "invalid argument";
    case StatusCode::InvalidMatrix: return "invalid matrix in batch";
    case StatusCode::BackendUnavailable: return "backend unavailable";
    case StatusCode::InsufficientWorkspace: return "insufficient workspace";
    case StatusCode::DeviceError: return "device error";
    case StatusCode::NotSupported: return "not supported";
    case StatusCode::InternalError: return "internal error";
  }
  return "unknown status";
}

const char* version() { return "0.1.0"; }

}  // namespace myriad
