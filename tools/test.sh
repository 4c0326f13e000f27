#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, runs every test.
# GPU tests skip, saying why, when there is no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/build.sh
ctest --test-dir "${MYRIAD_BUILD_DIR:-build}" --output-on-failure -j "$(nproc)" "$@"
