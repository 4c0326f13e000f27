// myriad-validate: runs one Myriad routine on generated batches of every
// applicable matrix kind, checks every matrix against the LAPACKE/CBLAS
// reference, prints the worst residual per kind and ends with
// "N passed, M failed", N and M counting checked matrices (each matrix of
// each generated batch, for every option combination, counts once).
// Exit status: 0 when nothing failed, 1 when something failed, 2 for a usage
// error, 77 when the backend is unavailable (CTest's skip code).
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "myriad/queue.hpp"
#include "myriad/version.hpp"
#include "validation/ops.hpp"
#include "validation/residuals.hpp"

using namespace myriad;
using namespace myriad::validation;

namespace {

void usage(FILE* f) {
  std::fprintf(
      f,
      "usage: myriad-validate --op OP --precision {s,d,c,z} --backend "
      "{host,cuda}\n"
      "         [--sizes LIST | --max N --dist NAME] [--batch N] [--seed S]\n"
      "         [--kinds LIST] [--trans LIST] [--layout NAME] [--threads N]\n"
      "  --sizes   comma-separated shapes, each N or MxNxK (default "
      "0,1,2,3,5,10,50)\n"
      "  --max/--dist  one variable-size batch with sizes from a "
      "distribution:\n"
      "            fixed uniform uniform0 gaussian powerlaw one-large\n"
      "  --batch   matrices per batch (default 100)\n"
      "  --kinds   comma-separated matrix kinds (default: the op's)\n"
      "  --trans   comma-separated option strings, per op (gemm: NN,NT,...)\n"
      "  --layout  pointers strided variable variable-max (fixed sizes: "
      "default\n"
      "            pointers; --dist batches: variable)\n"
      "Each matrix of each batch and option combination is checked; the last\n"
      "line is \"N passed, M failed\" counting those matrices. Threshold %g.\n"
      "Exit status: 0 all passed, 1 some failed, 2 usage error, 77 backend\n"
      "unavailable.\n"
      "ops:\n",
      kThreshold);
  for (const auto& op : registered_ops())
    std::fprintf(f, "  %-8s %s\n", op.name, op.summary);
  std::fprintf(f, "kinds:");
  for (MatrixKind k : all_kinds()) std::fprintf(f, " %s", kind_name(k));
  std::fprintf(f, "\n");
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, sep))
    if (!item.empty()) out.push_back(item);
  return out;
}

bool parse_int(const std::string& s, long long& v) {
  char* end = nullptr;
  v = std::strtoll(s.c_str(), &end, 10);
  return !s.empty() && end && *end == '\0';
}

int fail_usage(const std::string& msg) {
  std::fprintf(stderr, "myriad-validate: %s\n(run with --help for usage)\n",
               msg.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string op_name, precision, backend = "host";
  std::string sizes = "0,1,2,3,5,10,50";
  bool sizes_given = false;
  int threads = 0;
  ValidateOptions opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--help" || a == "-h") {
      usage(stdout);
      return 0;
    }
    if (i + 1 >= argc) return fail_usage("missing value after " + a);
    const std::string v = argv[++i];
    long long n = 0;
    if (a == "--op") {
      op_name = v;
    } else if (a == "--precision") {
      precision = v;
    } else if (a == "--backend") {
      backend = v;
    } else if (a == "--sizes") {
      sizes = v;
      sizes_given = true;
    } else if (a == "--max") {
      if (!parse_int(v, n) || n < 0)
        return fail_usage("--max takes an integer >= 0");
      opt.max = static_cast<int>(n);
    } else if (a == "--dist") {
      if (!parse_dist(v, opt.dist))
        return fail_usage("unknown distribution " + v);
    } else if (a == "--batch") {
      if (!parse_int(v, n) || n < 0 || n > 2147483647)
        return fail_usage("--batch takes an integer >= 0");
      opt.batch = static_cast<int>(n);
    } else if (a == "--seed") {
      if (!parse_int(v, n)) return fail_usage("--seed takes an integer");
      opt.seed = static_cast<std::uint64_t>(n);
    } else if (a == "--kinds") {
      for (const auto& k : split(v, ',')) {
        MatrixKind kind;
        if (!parse_kind(k, kind)) return fail_usage("unknown matrix kind " + k);
        opt.kinds.push_back(kind);
      }
    } else if (a == "--trans") {
      opt.trans = split(v, ',');
    } else if (a == "--layout") {
      bool found = false;
      for (Layout l : all_layouts())
        if (v == layout_name(l)) {
          opt.layout = l;
          found = true;
        }
      if (!found) return fail_usage("unknown layout " + v);
      opt.layout_given = true;
    } else if (a == "--threads") {
      if (!parse_int(v, n) || n < 0)
        return fail_usage("--threads takes an integer >= 0");
      threads = static_cast<int>(n);
    } else {
      return fail_usage("unknown option " + a);
    }
  }
  const OpInfo* op = nullptr;
  for (const auto& o : registered_ops())
    if (op_name == o.name) op = &o;
  if (!op)
    return fail_usage(op_name.empty() ? "--op is required"
                                      : "unknown op " + op_name);
  if (precision.size() != 1 ||
      std::string("sdcz").find(precision[0]) == std::string::npos)
    return fail_usage("--precision is one of s d c z");
  if (opt.max < 0 || sizes_given) {
    for (const auto& s : split(sizes, ',')) {
      std::vector<int> dims;
      long long n = 0;
      for (const auto& d : split(s, 'x')) {
        if (!parse_int(d, n) || n < 0 || n > 1000000)
          return fail_usage("bad size " + s);
        dims.push_back(static_cast<int>(n));
      }
      opt.shapes.push_back(dims);
    }
  }

  Queue queue;
  Status qs;
  if (backend == "host") {
    qs = Queue::create_host(queue, threads);
  } else if (backend == "cuda") {
    qs = Queue::create_cuda(queue, 0);
  } else {
    return fail_usage("--backend is host or cuda");
  }
  if (!qs.ok()) {
    std::fprintf(stderr, "myriad-validate: backend %s unavailable: %s\n",
                 backend.c_str(), qs.message().c_str());
    return 77;
  }

  std::printf(
      "myriad-validate %s: op %s, precision %s, backend %s, batch %d, seed "
      "%llu\n",
      version(), op->name, precision.c_str(), backend.c_str(), opt.batch,
      static_cast<unsigned long long>(opt.seed));
  Report report;
  if (Status s = op->run(precision[0], queue, opt, report); !s.ok()) {
    std::fprintf(stderr, "myriad-validate: %s\n", s.message().c_str());
    return 2;
  }
  std::printf("%-18s %10s %14s %8s\n", "kind", "matrices", "worst", "result");
  for (const auto& r : report.rows()) {
    char worst[32];
    if (r.exact)
      std::snprintf(worst, sizeof worst, "%s",
                    r.failed ? "not exact" : "exact");
    else
      std::snprintf(worst, sizeof worst, "%.3g", r.worst);
    std::printf("%-18s %10lld %14s %8s\n", r.kind.c_str(), r.matrices, worst,
                r.failed ? "FAIL" : "pass");
  }
  for (const auto& f : report.failures())
    std::printf("failed: %s\n", f.c_str());
  std::printf("%lld passed, %lld failed\n", report.passed(), report.failed());
  return report.failed() == 0 ? 0 : 1;
}
