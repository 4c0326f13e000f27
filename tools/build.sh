#!/usr/bin/env bash
# Configures and builds Myriad in ./build (or $MYRIAD_BUILD_DIR).
# The CUDA backend is built when nvcc is found (MYRIAD_CUDA=ON|OFF|AUTO).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${MYRIAD_BUILD_DIR:-build}
cuda=${MYRIAD_CUDA:-AUTO}
if [ "$cuda" != OFF ] && ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH=/usr/local/cuda/bin:$PATH
fi
gen=()
command -v ninja >/dev/null 2>&1 && gen=(-G Ninja)
cmake -S . -B "$build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release -DMYRIAD_ENABLE_CUDA="$cuda" \
  ${CMAKE_CUDA_ARCHITECTURES:+-DCMAKE_CUDA_ARCHITECTURES=$CMAKE_CUDA_ARCHITECTURES} ${MYRIAD_CMAKE_ARGS:-}
cmake --build "$build" -j "${MYRIAD_JOBS:-$(nproc)}"
