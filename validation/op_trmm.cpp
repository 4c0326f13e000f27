// myriad-validate --op trmm (see op_tri.hpp for the checks).
#include "validation/op_tri.hpp"

namespace myriad::validation {

OpInfo trmm_op() {
  return {"trmm",
          "B = alpha op(A) B or alpha B op(A); sizes N or MxN; --trans "
          "side-uplo-trans-diag strings (LLNU,...; default all 24); the unread "
          "part of A NaN; kinds apply to A and B (default integer (exact), "
          "random (scaled residual))",
          [](char p, Queue& q, const ValidateOptions& opt, Report& rep) {
            return for_precision(p, [&](auto x) {
              return tri::run<decltype(x)>(false, q, opt, rep);
            });
          }};
}

}  // namespace myriad::validation
