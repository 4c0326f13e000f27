#include "validation/ops.hpp"

#include <cmath>
#include <sstream>

#include "validation/residuals.hpp"

namespace myriad::validation {

const std::vector<OpInfo>& registered_ops() {
  static const std::vector<OpInfo> ops = {
      gemm_op(),
      trsm_op(),
      trmm_op(),
      syrk_op(), herk_op(), syr2k_op(), her2k_op(), symm_op(), hemm_op(),
      potrf_op(), potrs_op(), posv_op(),
      getrf_op(), getrf_nopiv_op(), getrs_op(), gesv_op(),
  };
  return ops;
}

Report::Row& Report::row(const std::string& kind) {
  for (auto& r : rows_)
    if (r.kind == kind) return r;
  rows_.push_back(Row{kind});
  return rows_.back();
}

void Report::add(const std::string& kind, const std::string& what,
                 const std::vector<double>& residuals, bool exact) {
  Row& r = row(kind);
  r.exact = r.exact || exact;
  for (std::size_t b = 0; b < residuals.size(); ++b) {
    const double v = residuals[b];
    ++r.matrices;
    if (v > r.worst || std::isnan(v)) r.worst = v;
    if (!passes(v)) {
      ++r.failed;
      if (failures_.size() < 20) {
        std::ostringstream s;
        s << kind << ", " << what << ", matrix " << b << ": "
          << (exact ? "not exact" : "residual ") ;
        if (!exact) s << v;
        failures_.push_back(s.str());
      }
    }
  }
}

void Report::add_error(const std::string& kind, const std::string& what,
                       long long matrices, const Status& s) {
  Row& r = row(kind);
  r.matrices += matrices;
  r.failed += matrices;
  if (failures_.size() < 20)
    failures_.push_back(kind + ", " + what + ": call failed: " + s.message());
}

long long Report::passed() const {
  long long n = 0;
  for (const auto& r : rows_) n += r.matrices - r.failed;
  return n;
}

long long Report::failed() const {
  long long n = 0;
  for (const auto& r : rows_) n += r.failed;
  return n;
}

}  // namespace myriad::validation
