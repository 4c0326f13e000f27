// myriad-validate's operations. Each routine has one file op_<name>.cpp that
// defines `OpInfo <name>_op()`; ops.cpp lists them in registered_ops().
// Adding a routine: write op_trsm.cpp (see op_gemm.cpp), declare trsm_op()
// below and add one line to registered_ops().
#pragma once

#include <complex>
#include <cstdint>
#include <string>
#include <vector>

#include "myriad/queue.hpp"
#include "myriad/status.hpp"
#include "validation/matrix_kinds.hpp"
#include "validation/sizes.hpp"
#include "validation/test_batch.hpp"

namespace myriad::validation {

/// What the command line asked for. An op reads what applies to it.
struct ValidateOptions {
  /// --sizes: one shape per entry, each 1..3 dimensions ("50" or "64x64x8");
  /// the op says how it reads them (GEMM: m=n=k, or m x n x k).
  std::vector<std::vector<int>> shapes;
  /// --max / --dist: one variable-size batch (used when max >= 0).
  int max = -1;
  SizeDist dist = SizeDist::Uniform1;
  int batch = 100;            ///< --batch: matrices per generated batch
  std::uint64_t seed = 1;     ///< --seed
  std::vector<MatrixKind> kinds;  ///< --kinds (empty: the op's defaults)
  std::vector<std::string> trans; ///< --trans: option strings ("NT", "L"...)
  bool layout_given = false;
  Layout layout = Layout::Pointers;  ///< --layout (fixed shapes)
};

/// Results, aggregated per matrix kind; the table myriad-validate prints.
class Report {
 public:
  struct Row {
    std::string kind;
    long long matrices = 0;
    long long failed = 0;
    double worst = 0;
    bool exact = false;  ///< checked by exact equality, not a residual
  };
  /// Adds residuals of one checked batch; `what` describes the batch (shape,
  /// options) for the failure lines.
  void add(const std::string& kind, const std::string& what,
           const std::vector<double>& residuals, bool exact = false);
  /// A batch whose call failed: every matrix counts as failed.
  void add_error(const std::string& kind, const std::string& what,
                 long long matrices, const Status& s);
  const std::vector<Row>& rows() const { return rows_; }
  const std::vector<std::string>& failures() const { return failures_; }
  long long passed() const;
  long long failed() const;

 private:
  Row& row(const std::string& kind);
  std::vector<Row> rows_;
  std::vector<std::string> failures_;  // first few failure descriptions
};

using OpRunner = Status (*)(char precision, Queue& queue,
                            const ValidateOptions& opt, Report& report);

struct OpInfo {
  const char* name;     ///< LAPACK name: "gemm", "trsm", "getrf", ...
  const char* summary;  ///< one line for --help: options, kinds, checks
  OpRunner run;
};

// One declaration per op (defined in op_<name>.cpp).
OpInfo gemm_op();
OpInfo trsm_op();
OpInfo trmm_op();
OpInfo syrk_op();
OpInfo herk_op();
OpInfo syr2k_op();
OpInfo her2k_op();
OpInfo symm_op();
OpInfo hemm_op();
OpInfo potrf_op();
OpInfo potrs_op();
OpInfo posv_op();
OpInfo getrf_op();
OpInfo getrf_nopiv_op();
OpInfo getrs_op();
OpInfo gesv_op();

/// Every op, in the order --help lists them.
const std::vector<OpInfo>& registered_ops();

/// Calls f(T{}) with T the scalar of a precision letter s d c z.
template <class F>
Status for_precision(char p, F&& f) {
  switch (p) {
    case 's': return f(float{});
    case 'd': return f(double{});
    case 'c': return f(std::complex<float>{});
    case 'z': return f(std::complex<double>{});
  }
  return {StatusCode::InvalidArgument,
          std::string("unknown precision '") + p + "' (s, d, c or z)"};
}

}  // namespace myriad::validation
