#!/usr/bin/env bash
# The main job: installs what is missing, builds, and runs the demo (a batch
# of thousands of mixed-size problems on the GPU if there is one, else on the
# CPU, checked against LAPACKE).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
MYRIAD_CMAKE_ARGS="${MYRIAD_CMAKE_ARGS:-} -DMYRIAD_BUILD_TESTS=OFF -DMYRIAD_BUILD_BENCH=OFF" tools/build.sh
"${MYRIAD_BUILD_DIR:-build}/examples/myriad-demo" "$@"
