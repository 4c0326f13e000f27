// Shared pieces of Myriad's GoogleTest suites: typed configurations over
// precision x backend, a fixture that owns a queue (CUDA configurations skip
// with the reason when no device is present), and assertion helpers.
//
// Test names say their configuration: GemmTest/double_Cuda.AllOps. The CTest
// labels rely on it: tests whose full name contains "Cuda" are labelled gpu,
// all others host (tests/CMakeLists.txt).
#pragma once

#include <gtest/gtest.h>
#ifdef MYRIAD_VALIDATION_CUDA
#include <cuda_runtime.h>
#endif

#include <complex>
#include <string>
#include <vector>

#include "myriad/myriad.hpp"
#include "validation/matrix_kinds.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"
#include "validation/test_batch.hpp"

namespace myriad::testing {

template <class T, Backend B>
struct Config {
  using Scalar = T;
  static constexpr Backend backend = B;
};

/// Every precision on both backends.
using AllConfigs = ::testing::Types<
    Config<float, Backend::Host>, Config<double, Backend::Host>,
    Config<std::complex<float>, Backend::Host>,
    Config<std::complex<double>, Backend::Host>, Config<float, Backend::Cuda>,
    Config<double, Backend::Cuda>, Config<std::complex<float>, Backend::Cuda>,
    Config<std::complex<double>, Backend::Cuda>>;

/// "double_Host", "complex_float_Cuda", ...
struct ConfigName {
  template <class C>
  static std::string GetName(int) {
    return validation::precision_name<typename C::Scalar>() +
           (C::backend == Backend::Host ? "_Host" : "_Cuda");
  }
};

/// Creates the configuration's queue; a CUDA configuration without a usable
/// device skips with Queue::create_cuda's message.
template <class C>
class QueueTest : public ::testing::Test {
 protected:
  using T = typename C::Scalar;
  void SetUp() override {
    if (C::backend == Backend::Host) {
      const Status s = Queue::create_host(queue_, 0);
      ASSERT_TRUE(s.ok()) << s.message();
    } else {
      const Status s = Queue::create_cuda(queue_, 0);
      if (!s.ok()) GTEST_SKIP() << "no CUDA device: " << s.message();
    }
  }
  Queue queue_;
};

/// Uploads every batch to where q computes; fails the test on error.
template <class T>
void upload(Queue& q,
            std::initializer_list<validation::TestBatch<T>*> batches) {
  for (auto* b : batches) {
    const Status s = b->upload(q);
    ASSERT_TRUE(s.ok()) << s.message();
  }
}

template <class T>
void download(Queue& q, validation::TestBatch<T>& b) {
  const Status s = b.download(q);
  ASSERT_TRUE(s.ok()) << s.message();
}

/// Passes when every residual is <= validation::kThreshold; otherwise names
/// the first failing matrices with their residual and what.
inline ::testing::AssertionResult all_pass(const std::vector<double>& r,
                                           const std::string& what) {
  int bad = 0;
  std::string msg;
  for (std::size_t b = 0; b < r.size(); ++b)
    if (!validation::passes(r[b]) && bad++ < 5)
      msg += "\n  matrix " + std::to_string(b) + ": residual " +
             std::to_string(r[b]);
  if (bad == 0) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << what << ": " << bad << " of " << r.size()
         << " matrices above threshold " << validation::kThreshold << msg;
}

inline const char* op_name(Op op) {
  switch (op) {
    case Op::NoTrans:
      return "N";
    case Op::Trans:
      return "T";
    default:
      return "C";
  }
}

/// All nine (transa, transb) pairs.
inline std::vector<std::pair<Op, Op>> all_op_pairs() {
  std::vector<std::pair<Op, Op>> v;
  for (Op a : {Op::NoTrans, Op::Trans, Op::ConjTrans})
    for (Op b : {Op::NoTrans, Op::Trans, Op::ConjTrans}) v.push_back({a, b});
  return v;
}

#ifdef MYRIAD_VALIDATION_CUDA
/// Runs f (which queues work on q and returns its status) captured into a
/// CUDA graph on q's stream in the global mode (any allocation or
/// synchronization inside fails the capture), then launches the graph once
/// and waits for it.
template <class F>
Status run_captured(Queue& q, F f) {
  cudaStream_t st = q.stream();
  EXPECT_EQ(cudaStreamBeginCapture(st, cudaStreamCaptureModeGlobal),
            cudaSuccess);
  const Status s = f();
  cudaGraph_t graph = nullptr;
  EXPECT_EQ(cudaStreamEndCapture(st, &graph), cudaSuccess);
  if (!s.ok() || graph == nullptr) return s;
  cudaGraphExec_t exec = nullptr;
  EXPECT_EQ(cudaGraphInstantiate(&exec, graph, 0), cudaSuccess);
  if (exec) {
    EXPECT_EQ(cudaGraphLaunch(exec, st), cudaSuccess);
    EXPECT_EQ(cudaStreamSynchronize(st), cudaSuccess);
    cudaGraphExecDestroy(exec);
  }
  cudaGraphDestroy(graph);
  return s;
}
#endif

}  // namespace myriad::testing
