// Asynchronous global -> shared copies (cp.async, sm_80+), internal.
//
// A copy bypasses registers, so a thread can have every load of a tile in
// flight at once without holding it: the GEMM tiles' panels and the TRSM
// staged leaf's triangle and vectors.
#pragma once

namespace myriad::cuda {

/// Copies Bytes (4, 8 or 16) from global src to shared dst; src_bytes 0
/// writes zeros instead (src is then not read but must still be a valid
/// address expression).
template <int Bytes>
__device__ __forceinline__ void cp_async(void* dst, const void* src,
                                         int src_bytes) {
  static_assert(Bytes == 4 || Bytes == 8 || Bytes == 16,
                "cp.async copies 4, 8 or 16 bytes");
  const unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  asm volatile("cp.async.ca.shared.global [%0], [%1], %2, %3;\n" ::"r"(d),
               "l"(src), "n"(Bytes), "r"(src_bytes));
}

/// Closes the group of copies issued since the previous commit.
__device__ __forceinline__ void cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::);
}

/// Waits until at most N committed groups are still in flight; the copies
/// of the others are visible to this thread (to the block after a barrier).
template <int N>
__device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

}  // namespace myriad::cuda
