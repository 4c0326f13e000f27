// myriad-bench: measures a Myriad routine against the vendor/OpenBLAS
// baseline on the machine it runs on; prints a table and appends CSV rows.
#include <omp.h>

#include <cstdio>
#include <exception>
#include <sstream>
#include <string>

#include "bench/common.hpp"
#include "bench/ops.hpp"

namespace {

void usage() {
  std::printf(
      "usage: myriad-bench --op OP --precision {s,d,c,z} --backend "
      "{host,cuda}\n"
      "                    [op options] [--reps 5] [--warmup 2] [--threads T]\n"
      "                    [--device D] [--seed S] [--csv FILE]\n"
      "Times are medians of --reps after --warmup calls; the CSV is appended\n"
      "to (one header per file). Operations:\n");
  for (const auto& op : myriad::bench::bench_ops())
    std::printf(" --op %s\n%s", op.name, op.usage);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace myriad::bench;
  try {
    if (argc < 2) {
      usage();
      return 2;
    }
    Args args(argc, argv);
    const std::string op_name = args.get("op", "");
    const BenchOp* op = nullptr;
    for (const auto& o : bench_ops())
      if (op_name == o.name) op = &o;
    if (!op) throw UsageError("unknown --op '" + op_name + "'");
    const std::string p = args.get("precision", "d");
    if (p.size() != 1 || std::string("sdcz").find(p[0]) == std::string::npos)
      throw UsageError("--precision must be s, d, c or z");
    const std::string backend = args.get("backend", "host");
    if (backend != "host" && backend != "cuda")
      throw UsageError("--backend must be host or cuda");
    const Where where = backend == "cuda" ? Where::Cuda : Where::Host;
#ifndef MYRIAD_BENCH_CUDA
    if (where == Where::Cuda)
      throw std::runtime_error("myriad-bench was built without CUDA");
#endif
    const int threads = static_cast<int>(args.get_int("threads", 0));
    const int device = static_cast<int>(args.get_int("device", 0));
    const int reps = static_cast<int>(args.get_int("reps", 5));
    const int warmup = static_cast<int>(args.get_int("warmup", 2));
    if (reps < 1 || warmup < 0) throw UsageError("--reps >= 1, --warmup >= 0");
    args.get_int("seed", 1);
    const std::string csv = args.get("csv", "");
    // Typos in options are errors before anything long runs.
    std::istringstream keys(op->keys);
    for (std::string k; std::getline(keys, k, ',');) args.has(k);
    for (const std::string& k : args.unused())
      throw UsageError("unknown option --" + k + " for --op " + op_name);

    Ceilings ceil;
#ifdef MYRIAD_BENCH_CUDA
    if (where == Where::Cuda) ceil = measure_cuda_ceilings(p[0], device);
#endif
    if (where == Where::Host) ceil = measure_host_ceilings(p[0], threads);
    Report report(ceil, where, csv);
    BenchContext ctx{args,   where, p[0], threads, device,
                     warmup, reps,  ceil, report};
    op->run(ctx);
    if (report.failed()) {
      std::printf("%d rows NOT verified\n", report.failed());
      return 1;
    }
    return 0;
  } catch (const UsageError& e) {
    std::fprintf(stderr, "myriad-bench: %s\n\n", e.what());
    usage();
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "myriad-bench: %s\n", e.what());
    return 1;
  }
}
