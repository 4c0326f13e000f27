#!/bin/bash
# Kernels of a CUDA library or binary whose SASS holds convergence sequences:
# ENDCOLLECTIVE marks a shuffle, vote or reduction that ptxas could not prove
# converged and wrapped in a collective loop (WARPSYNC, MATCH, the loop) -- a
# run-time lane mask does it, and so does a whole-warp mask in control flow
# the compiler cannot prove warp-uniform. Session 51 found the register LU's
# shuffles wrapped that way (docs/performance.md, LU).
#
#   tools/collective_audit.sh build/libmyriad.so [N]
#
# Prints the N (default all) kernels with the most: ENDCOLLECTIVE count,
# WARPSYNC count, SASS instructions, demangled name. Needs cuobjdump and
# c++filt (the GPU machine has both).
set -eu
lib=$1
n=${2:-0}
cuobjdump -sass "$lib" | awk '
  /Function : / { if (f != "") print c, w, k, f; f = $3; c = 0; w = 0; k = 0; next }
  /ENDCOLLECTIVE/ { c++ }
  /WARPSYNC/ { w++ }
  /^[ \t]+\/\*[0-9a-f]+\*\/[ \t]/ { k++ }
  END { if (f != "") print c, w, k, f }' |
  awk '$1 > 0' | sort -k1,1nr | { if [ "$n" -gt 0 ]; then head -n "$n"; else cat; fi; } |
  while read -r c w k f; do echo "$c $w $k $(echo "$f" | c++filt)"; done
