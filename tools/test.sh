#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds, runs every test.
# GPU tests skip, saying why, when there is no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/setup.sh
tools/build.sh
# One test at a time: each test already uses every core (OpenMP over the
# batch); running tests side by side oversubscribes the cores and made the
# suite 2.3x slower on 2 cores.
ctest --test-dir "${MYRIAD_BUILD_DIR:-build}" --output-on-failure "$@"
