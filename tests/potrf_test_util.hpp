// Helpers of the Cholesky tests (test_potrf.cpp, test_potrs.cpp): an int
// array where the queue computes (info), NaN poisoning of the unreferenced
// triangle and the check that it stayed bit-identical, and the sizes that hit
// every kernel's tile edges.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "tests/test_common.hpp"
#include "validation/scalar.hpp"

#ifdef MYRIAD_VALIDATION_CUDA
#include <cuda_runtime.h>
#endif

namespace myriad::testing {

/// count ints where q computes, set to `init`; get() copies them back.
class DeviceInts {
 public:
  DeviceInts(Queue& q, int count, int init)
      : cuda_(q.backend() == Backend::Cuda), host_(count, init) {
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && count > 0) {
      EXPECT_EQ(cudaMalloc(&dev_, sizeof(int) * count), cudaSuccess);
      EXPECT_EQ(cudaMemcpy(dev_, host_.data(), sizeof(int) * count,
                           cudaMemcpyHostToDevice),
                cudaSuccess);
    }
#endif
  }
  ~DeviceInts() {
#ifdef MYRIAD_VALIDATION_CUDA
    if (dev_) cudaFree(dev_);
#endif
  }
  DeviceInts(const DeviceInts&) = delete;
  DeviceInts& operator=(const DeviceInts&) = delete;

  int* data() { return cuda_ ? dev_ : host_.data(); }
  std::vector<int> get(Queue& q) {
    EXPECT_TRUE(q.synchronize().ok());
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && !host_.empty())
      EXPECT_EQ(cudaMemcpy(host_.data(), dev_, sizeof(int) * host_.size(),
                           cudaMemcpyDeviceToHost),
                cudaSuccess);
#endif
    return host_;
  }

 private:
  bool cuda_;
  std::vector<int> host_;
  int* dev_ = nullptr;
};

template <class T>
T nan_of() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return validation::make_scalar<T>(nan, nan);
}

/// True when (i, j) lies in the uplo triangle (diagonal included).
inline bool in_triangle(Uplo uplo, int i, int j) {
  return uplo == Uplo::Lower ? i >= j : i <= j;
}

/// Every element of every matrix outside its uplo triangle := NaN.
template <class T>
void poison_other_triangle(validation::TestBatch<T>& A, Uplo uplo) {
  for (int b = 0; b < A.count(); ++b)
    for (int j = 0; j < A.cols(b); ++j)
      for (int i = 0; i < A.rows(b); ++i)
        if (!in_triangle(uplo, i, j)) A.at(b, i, j) = nan_of<T>();
}

/// Number of stored elements of matrix b's slot (padding included) outside
/// its uplo triangle (everywhere when `whole`) whose bits differ.
template <class T>
std::int64_t changed_outside_triangle(const validation::TestBatch<T>& before,
                                      const validation::TestBatch<T>& after,
                                      int b, Uplo uplo, bool whole = false) {
  std::int64_t changed = 0;
  const std::int64_t slot = before.slot_size(b);
  const int ld = before.ld(b), m = before.rows(b), n = before.cols(b);
  for (std::int64_t e = 0; e < slot; ++e) {
    const int i = static_cast<int>(e % ld);
    const std::int64_t j = e / ld;
    const bool inside =
        !whole && i < m && j < n && in_triangle(uplo, i, static_cast<int>(j));
    if (!inside && !validation::same_bits(before.host(b)[e], after.host(b)[e]))
      ++changed;
  }
  return changed;
}

/// LAPACK's 0 1 2 3 5 10 50, the fused kernels' orders (4, 8, 16, 32, 64)
/// +-1, the register kernel's other lane counts (6, 12, 14: 11, 13), the
/// block kernel's layouts of 48 and 80 (97 and 109's last steps, 72, 81), and
/// orders of the recursive path around its splits.
inline std::vector<int> potrf_test_sizes() {
  return {0,  1,  2,  3,  4,   5,   6,   7,   8,   9,   10, 11,
          13, 15, 16, 17, 31,  32,  33,  45,  50,  63,  64, 65,
          72, 81, 96, 97, 109, 127, 128, 129, 200, 330, 385};
}

}  // namespace myriad::testing
