// Host-side argument checking shared by every routine's interface (internal).
// Records the first failure, formatted as "routine: what is wrong".
#pragma once

#include <string>
#include <type_traits>

#include "myriad/batch.hpp"
#include "myriad/status.hpp"

namespace myriad::detail {

class ArgCheck {
 public:
  explicit ArgCheck(const char* routine) : routine_(routine) {}

  bool ok() const { return msg_.empty(); }
  Status status() const {
    if (ok()) return {};
    return {StatusCode::InvalidArgument, std::string(routine_) + ": " + msg_};
  }

  /// Records `what` when `cond` is false and nothing failed before: a string
  /// literal, or a callable returning the message, so that passing checks
  /// build no string (every call of every routine runs them; a std::string
  /// argument does not compile).
  ArgCheck& require(bool cond, const char* what) {
    if (!cond && ok()) msg_ = what;
    return *this;
  }
  template <class Msg,
            class = std::enable_if_t<std::is_invocable_r_v<std::string, Msg&>>>
  ArgCheck& require(bool cond, Msg&& what) {
    if (!cond && ok()) msg_ = what();
    return *this;
  }

  ArgCheck& op(Op v, const char* name) {
    return require(
        v == Op::NoTrans || v == Op::Trans || v == Op::ConjTrans,
        [name] { return std::string(name) + " is not 'N', 'T' or 'C'"; });
  }
  ArgCheck& uplo(Uplo v, const char* name) {
    return require(v == Uplo::Lower || v == Uplo::Upper,
                   [name] { return std::string(name) + " is not 'L' or 'U'"; });
  }
  ArgCheck& side(Side v, const char* name) {
    return require(v == Side::Left || v == Side::Right,
                   [name] { return std::string(name) + " is not 'L' or 'R'"; });
  }
  ArgCheck& diag(Diag v, const char* name) {
    return require(v == Diag::NonUnit || v == Diag::Unit,
                   [name] { return std::string(name) + " is not 'N' or 'U'"; });
  }

  /// The matrices of a fixed-size descriptor are square.
  template <class T>
  ArgCheck& square(const MatrixBatch<T>& d, const char* name) {
    return require(d.max_rows() == d.max_cols(), [&] {
      return std::string(name) + " is " + std::to_string(d.max_rows()) + " x " +
             std::to_string(d.max_cols()) + ", not square";
    });
  }

  /// Every descriptor has the count of the first.
  template <class D, class... Ds>
  ArgCheck& same_count(const D& first, const Ds&... rest) {
    require(first.count() >= 0, [&] {
      return "batch count " + std::to_string(first.count()) + " < 0";
    });
    (require(rest.count() == first.count(),
             [&] {
               return "batch counts differ (" + std::to_string(first.count()) +
                      " and " + std::to_string(rest.count()) + ")";
             }),
     ...);
    return *this;
  }

  /// What can be checked of a descriptor on the host: fixed sizes, leading
  /// dimension and data pointer; for variable size, that the arrays exist.
  /// Per-matrix checks of variable-size batches run on the backend.
  template <class T>
  ArgCheck& descriptor(const MatrixBatch<T>& d, const char* name) {
    if (d.count() <= 0) return *this;
    const auto named = [name](const std::string& what) {
      return name + (": " + what);
    };
    if (d.is_variable()) {
      require(d.cols_array() && d.ld_array(), [&] {
        return named("variable-size batch without cols or ld array");
      });
      return require(d.pointer_array(), [&] {
        return named("variable-size batch without pointer array");
      });
    }
    const int m = d.full_rows(0), c = d.full_cols(0), ld = d.ld(0);
    require(m >= 0,
            [&] { return named("rows = " + std::to_string(m) + " < 0"); });
    require(c >= 0,
            [&] { return named("cols = " + std::to_string(c) + " < 0"); });
    require(ld >= (m > 1 ? m : 1), [&] {
      return named("ld = " + std::to_string(ld) +
                   " < max(1, rows = " + std::to_string(m) + ")");
    });
    require(d.row_offset() >= 0 && d.col_offset() >= 0,
            [&] { return named("negative sub-matrix offset"); });
    const bool empty = d.max_rows() == 0 || d.max_cols() == 0;
    return require(empty || d.pointer_array() || d.base(), [&] {
      return named("null data (no pointer array and no base pointer)");
    });
  }

 private:
  const char* routine_;
  std::string msg_;
};

}  // namespace myriad::detail
