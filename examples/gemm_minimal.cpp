// Minimal C++ use of Myriad: 1000 fixed-size 8 x 8 GEMMs on the host, stored
// back to back (strided batch). On a GPU, create the queue with
// Queue::create_cuda and pass device pointers instead.
#include <cstdio>
#include <vector>

#include "myriad/myriad.hpp"

int main() {
  const int n = 8, batch = 1000;
  const long stride = n * n;
  std::vector<double> a(stride * batch, 1.0), b(stride * batch, 2.0),
      c(stride * batch, 0.0);

  myriad::Queue queue;  // host queue, OpenMP's default thread count
  auto A = myriad::MatrixBatch<double>::strided(n, n, a.data(), n, stride, batch);
  auto B = myriad::MatrixBatch<double>::strided(n, n, b.data(), n, stride, batch);
  auto C = myriad::MatrixBatch<double>::strided(n, n, c.data(), n, stride, batch);
  myriad::Status s = myriad::gemm(queue, myriad::Op::NoTrans,
                                  myriad::Op::NoTrans, 1.0, A, B, 0.0, C);
  if (!s.ok()) {
    std::fprintf(stderr, "gemm failed: %s\n", s.message().c_str());
    return 1;
  }
  std::printf("C[0](0,0) = %g (expected %g)\n", c[0], 2.0 * n);
  return c[0] == 2.0 * n ? 0 : 1;
}
