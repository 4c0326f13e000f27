#!/usr/bin/env bash
# Installs what Myriad needs on a Debian/Ubuntu machine, where it may.
# Without root (or apt-get) it prints the exact install line and stops.
set -euo pipefail

pkgs=(cmake ninja-build g++ pkg-config libopenblas-dev liblapacke-dev libgtest-dev python3)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: missing packages: ${missing[*]}"
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
elif command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -q
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "setup: cannot install packages here. Run:"
  echo "  sudo apt-get install -y ${missing[*]}"
  exit 1
fi
