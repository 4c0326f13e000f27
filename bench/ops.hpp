// myriad-bench: the operations it can measure. Adding an operation: write
// bench_<op>.cpp with a run function taking a BenchContext, declare it here
// and add one line to the list in ops.cpp.
#pragma once

#include <vector>

#include "bench/common.hpp"

namespace myriad::bench {

struct BenchOp {
  const char* name;  // LAPACK name, as given to --op
  const char* keys;  // its own options, comma separated (checked for typos)
  const char* usage;
  void (*run)(BenchContext& ctx);
};

/// Every registered operation.
const std::vector<BenchOp>& bench_ops();

void bench_gemm(BenchContext& ctx);
void bench_trsm(BenchContext& ctx);
void bench_trmm(BenchContext& ctx);
void bench_syrk(BenchContext& ctx);
void bench_symm(BenchContext& ctx);
void bench_potrf(BenchContext& ctx);
void bench_potrs(BenchContext& ctx);
void bench_posv(BenchContext& ctx);
void bench_getrf(BenchContext& ctx);
void bench_getrs(BenchContext& ctx);
void bench_gesv(BenchContext& ctx);

}  // namespace myriad::bench
