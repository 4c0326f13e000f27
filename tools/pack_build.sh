#!/usr/bin/env bash
# Packs a CUDA build made on this machine for the GPU machine, so that one
# device call runs it without building there (a full build costs minutes of
# device time; a build here costs none).
#
#   tools/pack_build.sh BUILD DEST
#
# Writes DEST/build.tar.xz: the library, myriad-bench, myriad-validate,
# myriad-demo and the test programs, stripped, in BUILD's layout. DEST must
# be a folder the device call carries, holding nothing else it does not need
# (for example build-pack/, which .gitignore ignores: a call carries 64 MiB).
# tools/gpu_run.sh unpacks it when MYRIAD_PACK=DEST is set.
set -euo pipefail
build=${1:?usage: tools/pack_build.sh BUILD DEST}
dest=${2:?usage: tools/pack_build.sh BUILD DEST}
# The device call carries at most 64 MiB with the working tree.
limit=$((60 * 1024 * 1024))

[ -f "$build/libmyriad.so.0" ] || { echo "pack: no $build/libmyriad.so.0: BUILD must be a build folder of the shared library"; exit 1; }
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/tests" "$stage/bench" "$stage/validation" "$stage/examples" "$dest"
cp -L "$build/libmyriad.so.0" "$stage/"
for f in bench/myriad-bench validation/myriad-validate examples/myriad-demo; do
  [ -x "$build/$f" ] && cp "$build/$f" "$stage/$f"
done
find "$build/tests" -maxdepth 1 -type f -name "test_*" -perm -u+x -exec cp {} "$stage/tests/" \;
find "$stage" -type f -exec strip --strip-unneeded {} \;
tar -C "$stage" -cf - . | xz -T0 -6 >"$dest/build.tar.xz"
size=$(stat -c %s "$dest/build.tar.xz")
echo "pack: $dest/build.tar.xz, $((size / 1024 / 1024)) MiB, from $build (git $(git -C "$(dirname "$0")" rev-parse --short HEAD) with $(git -C "$(dirname "$0")" status --short | wc -l) files changed)"
[ "$size" -le "$limit" ] || { echo "pack: over $((limit / 1024 / 1024)) MiB, too large to carry"; exit 1; }
