// Batched LU, CUDA backend: which nodes the fused kernels take (GetrfTuning).
#include "lapack/cuda/getrf_launch.cuh"

namespace myriad::detail {

bool getrf_leaf_fits_cuda(const Queue::Impl& q, int max_m, int max_n,
                          int scalar_bytes, bool variable, int count) {
  if (max_m <= GetrfTuning::kRegisterMaxRows &&
      max_n <= GetrfTuning::kRegisterMaxCols)
    return true;
  if (GetrfTuning::blocked_node(max_m, max_n, scalar_bytes, variable, count,
                                q.sm_count))
    return true;
  if (GetrfTuning::tall_for(max_m, max_n, scalar_bytes) >= 0) return true;
  return max_n <= GetrfTuning::kSharedMaxCols &&
         lu_cuda::fits_shared(q, max_m, max_n, scalar_bytes);
}

bool getrf_update_fits_cuda(int rows, int child, int right, bool complex,
                            bool variable) {
  return GetrfTuning::update_node(rows, child, right, complex, variable);
}

bool getrf_leaf_inits_info_cuda(int max_m, int max_n, bool variable) {
  // The driver's root node: min(m, n) columns of every row.
  const int mn = max_m < max_n ? max_m : max_n;
  if (mn < 1) return false;
  // The register kernel, or for variable sizes the shared-row kernel above
  // its orders (fixed sizes take the row-owner kernel there).
  return GetrfTuning::register_node(max_m, mn) ||
         (variable && max_m <= GetrfTuning::kRegisterMaxRows &&
          mn <= GetrfTuning::kRegisterMaxCols);
}

}  // namespace myriad::detail
