// The C API's queue handle and status conversion (internal).
#pragma once

#include <cstring>
#include <string>

#include "myriad.h"
#include "myriad/queue.hpp"
#include "myriad/status.hpp"

struct myriad_queue_s {
  myriad::Queue queue;
  std::string last_error;
};

namespace myriad::detail {

/// Records a failed status's message on the handle and returns its C code.
inline myriad_status_t c_status(myriad_queue_t q, const Status& s) {
  if (q) q->last_error = s.ok() ? std::string() : s.message();
  return static_cast<myriad_status_t>(s.code());
}

/// C scalar -> C++ scalar T: a C complex struct or a real of the same layout
/// is copied bit for bit; a real given for a complex T (the real alpha or beta
/// of the Hermitian routines) is converted.
template <class T, class C>
T c_scalar(C x) {
  if constexpr (sizeof(C) == sizeof(T)) {
    T r;
    std::memcpy(&r, &x, sizeof(r));
    return r;
  } else {
    return T(x);
  }
}

/// Status for a null queue handle.
inline myriad_status_t c_null_queue() { return MYRIAD_ERROR_INVALID_ARGUMENT; }

/// 'N' 'T' 'C' (either case) -> Op; anything else maps to an invalid Op that
/// the routine's argument check rejects.
inline Op c_op(char c) {
  switch (c) {
    case 'N':
    case 'n':
      return Op::NoTrans;
    case 'T':
    case 't':
      return Op::Trans;
    case 'C':
    case 'c':
      return Op::ConjTrans;
    default:
      return static_cast<Op>(0);
  }
}
inline Uplo c_uplo(char c) {
  switch (c) {
    case 'L':
    case 'l':
      return Uplo::Lower;
    case 'U':
    case 'u':
      return Uplo::Upper;
    default:
      return static_cast<Uplo>(0);
  }
}
inline Side c_side(char c) {
  switch (c) {
    case 'L':
    case 'l':
      return Side::Left;
    case 'R':
    case 'r':
      return Side::Right;
    default:
      return static_cast<Side>(0);
  }
}
inline Diag c_diag(char c) {
  switch (c) {
    case 'N':
    case 'n':
      return Diag::NonUnit;
    case 'U':
    case 'u':
      return Diag::Unit;
    default:
      return static_cast<Diag>(0);
  }
}

}  // namespace myriad::detail
