// myriad-validate --op symm / hemm (see op_sym.hpp for the checks).
#include "validation/op_sym.hpp"

namespace myriad::validation {

OpInfo symm_op() {
  return {"symm",
          "C = alpha A B + beta C or alpha B A + beta C, A symmetric; sizes N "
          "or MxN; --trans side-uplo (LL,RU,...; default all 4); the other "
          "triangle of A NaN; kinds apply to B (default integer (exact), "
          "random (scaled residual))",
          sym::run_op<sym::Routine::Symm>};
}

OpInfo hemm_op() {
  return {"hemm",
          "as symm with A Hermitian (the imaginary parts of its diagonal NaN "
          "too)",
          sym::run_op<sym::Routine::Hemm>};
}

}  // namespace myriad::validation
