// Installed-package consumer (C++): 100 strided 4 x 4 DGEMMs on the host,
// C = A * B with A = 1 and B = 2 everywhere, so every entry of C is 8.
#include <cstdio>
#include <myriad/myriad.hpp>
#include <vector>

int main() {
  const int n = 4, count = 100;
  std::vector<double> a(n * n * count, 1.0), b(n * n * count, 2.0),
      c(n * n * count, -1.0);
  myriad::Queue q;
  if (myriad::Status s = myriad::Queue::create_host(q, 1); !s.ok()) return 1;
  const auto A = myriad::MatrixBatch<const double>::strided(n, n, a.data(), n,
                                                            n * n, count);
  const auto B = myriad::MatrixBatch<const double>::strided(n, n, b.data(), n,
                                                            n * n, count);
  const auto C =
      myriad::MatrixBatch<double>::strided(n, n, c.data(), n, n * n, count);
  const myriad::Status s = myriad::gemm<double>(
      q, myriad::Op::NoTrans, myriad::Op::NoTrans, 1.0, A, B, 0.0, C);
  if (!s.ok()) {
    std::fprintf(stderr, "gemm failed: %s\n", s.message().c_str());
    return 1;
  }
  for (double x : c)
    if (x != 2.0 * n) {
      std::fprintf(stderr, "wrong result %g\n", x);
      return 1;
    }
  std::printf("consumer_cpp: myriad %s, %d GEMMs correct\n", myriad::version(),
              count);
  return 0;
}
