// The probes' timing: the median of a launch's times between two CUDA events
// on the default stream, after warm-up runs, with an untimed step before
// each run (restoring the input, say).
#pragma once

#include <cuda_runtime.h>

#include <algorithm>
#include <vector>

/// Median ms of launch() over reps timed runs after warmup untimed ones;
/// before() runs ahead of each, outside the events.
template <class Before, class Launch>
float median_event_ms(int warmup, int reps, Before&& before, Launch&& launch) {
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  std::vector<float> ms;
  for (int i = 0; i < warmup + reps; ++i) {
    before();
    cudaEventRecord(e0);
    launch();
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float t = 0;
    cudaEventElapsedTime(&t, e0, e1);
    if (i >= warmup) ms.push_back(t);
  }
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}
