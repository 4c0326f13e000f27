// Launch floor: what one call costs the way myriad-bench times it (events
// around the call, the GPU idle before it), for an empty kernel, Myriad's
// DGETRF / DGETRS (16 right-hand sides) / DGEMM and cuBLAS's, fixed n x n,
// batch 10000 or 1 GiB of matrices (the bench's batch). It shows how much of
// a tiny problem's time no kernel can remove, and whether a recursive call's
// many launches queue faster than the GPU runs them (host below stream).
//
//   nvcc -O2 -std=c++17 -arch=sm_90 -Iinclude -IBUILD/include \
//     tools/probes/launch_floor.cu -o launch_floor -LBUILD -lmyriad -lcublas
//   LD_LIBRARY_PATH=BUILD ./launch_floor 2 4 8 16
//
// Columns, us a call: host (the CPU's time to queue one call, 200 queued
// back to back), event (median of 60 calls each between two events, as the
// bench times), stream (50 calls back to back between two events: the
// GPU's time a call when the launches queue faster than it runs).
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

#include "myriad/myriad.hpp"

namespace {

using Clock = std::chrono::steady_clock;

__global__ void empty_kernel(int* p) {
  if (p != nullptr && threadIdx.x == 0) *p = 0;
}

void probe(const char* name, cudaStream_t s, const std::function<void()>& fn) {
  for (int i = 0; i < 20; ++i) fn();
  cudaStreamSynchronize(s);
  const auto t0 = Clock::now();
  for (int i = 0; i < 200; ++i) fn();
  const auto t1 = Clock::now();
  cudaStreamSynchronize(s);
  const double host =
      std::chrono::duration<double, std::micro>(t1 - t0).count() / 200;
  cudaEvent_t e0, e1;
  cudaEventCreate(&e0);
  cudaEventCreate(&e1);
  std::vector<float> each;
  for (int i = 0; i < 60; ++i) {
    cudaEventRecord(e0, s);
    fn();
    cudaEventRecord(e1, s);
    cudaEventSynchronize(e1);
    float ms = 0;
    cudaEventElapsedTime(&ms, e0, e1);
    each.push_back(1000 * ms);
  }
  std::sort(each.begin(), each.end());
  cudaEventRecord(e0, s);
  for (int i = 0; i < 50; ++i) fn();
  cudaEventRecord(e1, s);
  cudaEventSynchronize(e1);
  float ms = 0;
  cudaEventElapsedTime(&ms, e0, e1);
  std::printf("%-26s host %6.2f  event %6.2f  stream %6.2f\n", name, host,
              each[each.size() / 2], 1000 * ms / 50);
  cudaEventDestroy(e0);
  cudaEventDestroy(e1);
}

}  // namespace

int main(int argc, char** argv) {
  cudaStream_t s;
  cudaStreamCreate(&s);
  myriad::Queue q;
  if (!myriad::Queue::create_cuda(q, 0, s).ok()) {
    std::printf("no CUDA device\n");
    return 1;
  }
  cublasHandle_t h;
  cublasCreate(&h);
  cublasSetStream(h, s);
  probe("empty kernel", s, [&] { empty_kernel<<<79, 128, 0, s>>>(nullptr); });
  for (int a = 1; a < argc; ++a) {
    const int n = std::atoi(argv[a]);
    const long long nn = static_cast<long long>(n) * n;
    const int batch =
        static_cast<int>(std::min(10000LL, (1LL << 30) / (8 * nn)));
    const int nrhs = 16;
    std::vector<double> host(nn * batch);
    std::srand(1);
    for (double& x : host) x = std::rand() / double(RAND_MAX) - 0.5;
    double *A, *B, *C, **ptrs;
    int *ipiv, *info;
    cudaMalloc(&A, 8 * nn * batch);
    cudaMalloc(&B, 8 * nn * batch);
    cudaMalloc(&C, 8 * nn * batch);
    cudaMalloc(&ptrs, sizeof(double*) * batch);
    cudaMalloc(&ipiv, 4LL * n * batch);
    cudaMalloc(&info, 4 * batch);
    cudaMemcpy(A, host.data(), 8 * nn * batch, cudaMemcpyHostToDevice);
    cudaMemcpy(B, host.data(), 8 * nn * batch, cudaMemcpyHostToDevice);
    cudaMemcpy(C, host.data(), 8 * nn * batch, cudaMemcpyHostToDevice);
    std::vector<double*> p(batch);
    for (int b = 0; b < batch; ++b) p[b] = A + nn * b;
    cudaMemcpy(ptrs, p.data(), sizeof(double*) * batch, cudaMemcpyHostToDevice);
    using myriad::MatrixBatch;
    const auto Ab = MatrixBatch<double>::strided(n, n, A, n, nn, batch);
    const auto Bb = MatrixBatch<const double>::strided(n, n, B, n, nn, batch);
    const auto Cb = MatrixBatch<double>::strided(n, n, C, n, nn, batch);
    const auto Pb = MatrixBatch<int>::strided(n, 1, ipiv, n, n, batch);
    // A is factored again and again (the same work each time after the
    // first: the timing needs no fresh copy).
    char name[64];
    std::snprintf(name, sizeof name, "myriad dgetrf n=%d", n);
    probe(name, s, [&] { (void)myriad::getrf<double>(q, Ab, Pb, info); });
    std::snprintf(name, sizeof name, "cublasDgetrfBatched n=%d", n);
    probe(name, s,
          [&] { cublasDgetrfBatched(h, n, ptrs, n, ipiv, info, batch); });
    // The right-hand sides, n x 16 a matrix in a buffer of their own (B's
    // matrices hold fewer than 16 columns' worth below n = 16), solved again
    // and again with A's factors (from the calls above).
    const long long xn = static_cast<long long>(n) * nrhs;
    std::vector<double> xhost(xn * batch);
    for (double& x : xhost) x = std::rand() / double(RAND_MAX) - 0.5;
    double *X, **xptrs;
    cudaMalloc(&X, 8 * xn * batch);
    cudaMalloc(&xptrs, sizeof(double*) * batch);
    cudaMemcpy(X, xhost.data(), 8 * xn * batch, cudaMemcpyHostToDevice);
    std::vector<double*> px(batch);
    for (int b = 0; b < batch; ++b) px[b] = X + xn * b;
    cudaMemcpy(xptrs, px.data(), sizeof(double*) * batch,
               cudaMemcpyHostToDevice);
    const auto Xb = MatrixBatch<double>::strided(n, nrhs, X, n, xn, batch);
    std::snprintf(name, sizeof name, "myriad dgetrs n=%d", n);
    probe(name, s, [&] {
      (void)myriad::getrs<double>(q, myriad::Op::NoTrans,
                                  MatrixBatch<const double>(Ab),
                                  MatrixBatch<const int>(Pb), Xb);
    });
    int getrs_info = 0;
    std::snprintf(name, sizeof name, "cublasDgetrsBatched n=%d", n);
    probe(name, s, [&] {
      cublasDgetrsBatched(h, CUBLAS_OP_N, n, nrhs, ptrs, n, ipiv, xptrs, n,
                          &getrs_info, batch);
    });
    cudaFree(X);
    cudaFree(xptrs);
    std::snprintf(name, sizeof name, "myriad dgemm n=%d", n);
    probe(name, s, [&] {
      (void)myriad::gemm<double>(q, myriad::Op::NoTrans, myriad::Op::NoTrans,
                                 1.0, Bb, Bb, 1.0, Cb);
    });
    const double one = 1.0;
    std::snprintf(name, sizeof name, "cublasDgemmStrided n=%d", n);
    probe(name, s, [&] {
      cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, B,
                                n, nn, B, n, nn, &one, C, n, nn, batch);
    });
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    cudaFree(ptrs);
    cudaFree(ipiv);
    cudaFree(info);
  }
  cublasDestroy(h);
  return 0;
}
