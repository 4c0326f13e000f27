// myriad-validate --op syrk / herk / syr2k / her2k (see op_sym.hpp for the
// checks).
#include "validation/op_sym.hpp"

namespace myriad::validation {

OpInfo syrk_op() {
  return {"syrk",
          "C = alpha op(A) op(A)^T + beta C on one triangle; sizes N or NxK; "
          "--trans uplo-trans (LN,UT,...; default all); the other triangle of "
          "C NaN and checked untouched; kinds apply to A (default integer "
          "(exact), random (scaled residual))",
          sym::run_op<sym::Routine::Syrk>};
}

OpInfo herk_op() {
  return {"herk",
          "C = alpha op(A) op(A)^H + beta C (alpha, beta real); as syrk, "
          "trans N or C",
          sym::run_op<sym::Routine::Herk>};
}

OpInfo syr2k_op() {
  return {"syr2k",
          "C = alpha op(A) op(B)^T + alpha op(B) op(A)^T + beta C; as syrk",
          sym::run_op<sym::Routine::Syr2k>};
}

OpInfo her2k_op() {
  return {"her2k",
          "C = alpha op(A) op(B)^H + conj(alpha) op(B) op(A)^H + beta C (beta "
          "real); as syrk, trans N or C",
          sym::run_op<sym::Routine::Her2k>};
}

}  // namespace myriad::validation
