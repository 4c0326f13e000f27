// Myriad: version of the headers.
#pragma once

#define MYRIAD_VERSION_MAJOR 0
#define MYRIAD_VERSION_MINOR 1
#define MYRIAD_VERSION_PATCH 0

namespace myriad {
/// Version of the built library, "major.minor.patch".
const char* version();
/// True when the library was built with its CUDA backend.
bool built_with_cuda();
}  // namespace myriad
