// Myriad: status returned by every routine.
#pragma once

#include <string>
#include <utility>

namespace myriad {

/// What went wrong. The numeric values are the C API's myriad_status_t.
enum class StatusCode : int {
  Success = 0,
  InvalidArgument = 1,        ///< a scalar argument is invalid; nothing was run
  InvalidMatrix = 2,          ///< some matrices of a batch had invalid sizes,
                              ///< leading dimensions or pointers; they were
                              ///< skipped, every other matrix was computed
  BackendUnavailable = 3,     ///< the queue's backend is not built or found
  InsufficientWorkspace = 4,  ///< the queue's reserved workspace is too small
  DeviceError = 5,            ///< the CUDA runtime reported an error
  NotSupported = 6,           ///< this combination is not implemented
  InternalError = 7,
};

/// Result of a call: a code and a readable message (empty on success).
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(StatusCode code, std::string message)
      : code_(code), message_(std::move(message)) {}

  bool ok() const { return code_ == StatusCode::Success; }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }

 private:
  StatusCode code_ = StatusCode::Success;
  std::string message_;
};

/// Readable name of a status code ("invalid argument", ...).
const char* to_string(StatusCode code);

}  // namespace myriad
