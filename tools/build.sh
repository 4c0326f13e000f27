#!/usr/bin/env bash
# Configures and builds Myriad in ./build (or $MYRIAD_BUILD_DIR).
#
# MYRIAD_CUDA=ON|OFF|AUTO chooses the CUDA backend. AUTO (the default) builds
# it when nvcc is found and a GPU is visible: compiling every CUDA kernel takes
# 10-20 minutes on a 2-core machine, which buys nothing where no GPU can run
# them (the GPU tests then report themselves skipped, with the reason).
# MYRIAD_CUDA=ON builds it regardless, e.g. to check that it compiles.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${MYRIAD_BUILD_DIR:-build}
cuda=${MYRIAD_CUDA:-AUTO}
if [ "$cuda" != OFF ] && ! command -v nvcc >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
  export PATH=/usr/local/cuda/bin:$PATH
fi
if [ "$cuda" = AUTO ]; then
  if command -v nvcc >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
    cuda=ON
  else
    echo "build: no GPU visible: building the host backend only (MYRIAD_CUDA=ON builds the CUDA backend too)"
    cuda=OFF
  fi
fi
gen=()
command -v ninja >/dev/null 2>&1 && gen=(-G Ninja)
cmake -S . -B "$build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release -DMYRIAD_ENABLE_CUDA="$cuda" \
  ${CMAKE_CUDA_ARCHITECTURES:+-DCMAKE_CUDA_ARCHITECTURES=$CMAKE_CUDA_ARCHITECTURES} ${MYRIAD_CMAKE_ARGS:-}
cmake --build "$build" -j "${MYRIAD_JOBS:-$(nproc)}"
