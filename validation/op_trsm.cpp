// myriad-validate --op trsm (see op_tri.hpp for the checks).
#include "validation/op_tri.hpp"

namespace myriad::validation {

OpInfo trsm_op() {
  return {"trsm",
          "op(A) X = alpha B or X op(A) = alpha B; sizes N or MxN; --trans "
          "side-uplo-trans-diag strings (LLNU,...; default all 24); A "
          "well-conditioned triangular with the unread part NaN; kinds apply "
          "to B (default random, scaled-small); backward error <= 30",
          [](char p, Queue& q, const ValidateOptions& opt, Report& rep) {
            return for_precision(p, [&](auto x) {
              return tri::run<decltype(x)>(true, q, opt, rep);
            });
          }};
}

}  // namespace myriad::validation
