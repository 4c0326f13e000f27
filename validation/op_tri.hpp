// myriad-validate --op trsm / trmm (internal to op_trsm.cpp, op_trmm.cpp):
// one runner for both triangular routines.
//
// A is the well-conditioned triangular kind of its uplo (diagonally dominant,
// cond_1 <= 3 n: MatrixKind::Lower / Upper) or integer-valued; the triangle
// that must not be read (and the diagonal for diag = U) is poisoned with NaN
// in the copy Myriad gets, while the references get a clean copy. The matrix
// kind applies to B. TRSM is checked by trsm_residual (backward error
// ||op(A) X - alpha B|| / (||op(A)|| ||X|| n eps) <= 30); TRMM on integer
// data by exact equality with CBLAS, otherwise by
// ||B - Bref||_1 / (|alpha| ||op(A)||_1 ||B0||_1 n eps).
// Shapes: "n" (m = n) or "MxN"; --max/--dist draws m and n independently.
// --trans takes 4-letter option strings side uplo transa diag ("LLNU");
// default all 24.
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "myriad/trmm.hpp"
#include "myriad/trsm.hpp"
#include "validation/ops.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation::tri {

struct TriOptions {
  Side side;
  Uplo uplo;
  Op trans;
  Diag diag;
  std::string name() const {
    return std::string{static_cast<char>(side), static_cast<char>(uplo),
                       static_cast<char>(trans), static_cast<char>(diag)};
  }
};

inline std::vector<TriOptions> all_options() {
  std::vector<TriOptions> v;
  for (Side s : {Side::Left, Side::Right})
    for (Uplo u : {Uplo::Lower, Uplo::Upper})
      for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        for (Diag d : {Diag::NonUnit, Diag::Unit}) v.push_back({s, u, t, d});
  return v;
}

inline bool parse_options(const std::string& s, TriOptions& o) {
  if (s.size() != 4) return false;
  const auto up = [](char c) { return static_cast<char>(c & ~0x20); };
  const char a = up(s[0]), b = up(s[1]), c = up(s[2]), d = up(s[3]);
  if ((a != 'L' && a != 'R') || (b != 'L' && b != 'U') ||
      (c != 'N' && c != 'T' && c != 'C') || (d != 'N' && d != 'U'))
    return false;
  o = {static_cast<Side>(a), static_cast<Uplo>(b), static_cast<Op>(c),
       static_cast<Diag>(d)};
  return true;
}

/// True when (i, j) of an order-k triangle must not be read.
inline bool unreferenced(const TriOptions& o, int i, int j) {
  if (i == j) return o.diag == Diag::Unit;
  return (i > j) != (o.uplo == Uplo::Lower);
}

/// Fills A (clean: the other triangle zero) and its poisoned copy.
template <class T>
void fill_triangles(const TriOptions& o, bool integer, std::uint64_t seed,
                    TestBatch<T>& clean, TestBatch<T>& poisoned) {
  clean.fill(
      integer ? MatrixKind::Integer
              : (o.uplo == Uplo::Lower ? MatrixKind::Lower : MatrixKind::Upper),
      seed);
  const T nan = make_scalar<T>(std::numeric_limits<double>::quiet_NaN(),
                               std::numeric_limits<double>::quiet_NaN());
  poisoned.fill_value(nan);
  for (int b = 0; b < clean.count(); ++b)
    for (int j = 0; j < clean.cols(b); ++j)
      for (int i = 0; i < clean.rows(b); ++i) {
        const bool skip = unreferenced(o, i, j);
        if (skip && i != j) clean.at(b, i, j) = T(0);
        poisoned.at(b, i, j) = skip ? nan : clean.at(b, i, j);
      }
}

/// Residual of one TRMM result against CBLAS on the clean A.
template <class T>
double trmm_check(const TriOptions& o, int m, int n, T alpha, const T* A,
                  int lda, const T* B0, int ldb0, const T* B, int ldb,
                  bool exact) {
  if (m == 0 || n == 0) return 0;
  const int na = o.side == Side::Left ? m : n;
  std::vector<T> R(static_cast<std::size_t>(m) * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      R[i + static_cast<std::size_t>(j) * m] =
          B0[i + static_cast<std::int64_t>(j) * ldb0];
  ref::trmm<T>(o.side, o.uplo, o.trans, o.diag, m, n, alpha, A, lda, R.data(),
               m);
  bool same = true;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      T& r = R[i + static_cast<std::size_t>(j) * m];
      const T x = B[i + static_cast<std::int64_t>(j) * ldb];
      same = same && (x == r);
      r -= x;
    }
  if (exact) return same ? 0.0 : std::numeric_limits<double>::infinity();
  const double rn = ref::norm_ge(ref::Norm::One, m, n, R.data(), m);
  const double an =
      ref::norm_tr(o.trans == Op::NoTrans ? ref::Norm::One : ref::Norm::Inf,
                   o.uplo, o.diag, na, na, A, lda);
  const double bn = ref::norm_ge(ref::Norm::One, m, n, B0, ldb0);
  const double den = abs_val(alpha) * an * bn * na * eps_of<T>();
  if (den == 0) return rn == 0 ? 0.0 : 1.0 / eps_of<T>();
  return rn / den;
}

template <class T>
Status run(bool solve, Queue& q, const ValidateOptions& opt, Report& rep) {
  const char* name = solve ? "trsm" : "trmm";
  std::vector<TriOptions> options;
  for (const auto& s : opt.trans) {
    TriOptions o;
    if (!parse_options(s, o))
      return {StatusCode::InvalidArgument,
              std::string(name) +
                  ": --trans entries are side uplo trans diag (\"LLNU\"), "
                  "not \"" +
                  s + "\""};
    options.push_back(o);
  }
  if (options.empty()) options = all_options();
  std::vector<MatrixKind> kinds = opt.kinds;
  if (kinds.empty())
    kinds = solve ? std::vector<MatrixKind>{MatrixKind::Random,
                                            MatrixKind::ScaledSmall}
                  : std::vector<MatrixKind>{MatrixKind::Integer,
                                            MatrixKind::Random};
  for (MatrixKind kind : kinds)
    if (is_spd_kind(kind))
      return {
          StatusCode::InvalidArgument,
          std::string(name) + ": kind " + kind_name(kind) + " does not apply"};

  struct Spec {
    std::string what;
    std::vector<int> m, n;
    bool fixed;
  };
  std::vector<Spec> specs;
  for (const auto& s : opt.shapes) {
    if (s.size() != 1 && s.size() != 2)
      return {StatusCode::InvalidArgument,
              std::string(name) + ": a size is N or MxN"};
    const int m = s[0], n = s.size() == 2 ? s[1] : s[0];
    specs.push_back({std::to_string(m) + "x" + std::to_string(n),
                     std::vector<int>(opt.batch, m),
                     std::vector<int>(opt.batch, n), true});
  }
  if (opt.max >= 0) {
    Rng rng(opt.seed, 0x7215);
    Spec spec{std::string(dist_name(opt.dist)) + " sizes up to " +
                  std::to_string(opt.max),
              generate_sizes(opt.dist, opt.max, opt.batch, rng),
              generate_sizes(opt.dist, opt.max, opt.batch, rng), false};
    specs.push_back(std::move(spec));
  }

  std::uint64_t seed = opt.seed;
  for (const Spec& spec : specs) {
    const Layout layout =
        spec.fixed ? (opt.layout_given ? opt.layout : Layout::Pointers)
                   : (opt.layout == Layout::VariableMax ? Layout::VariableMax
                                                        : Layout::Variable);
    for (MatrixKind kind : kinds) {
      const bool integer = kind == MatrixKind::Integer;
      const T alpha =
          integer ? make_scalar<T>(2, -1) : make_scalar<T>(0.75, -0.5);
      for (const TriOptions& o : options) {
        const int count = static_cast<int>(spec.m.size());
        std::vector<int> k(count);
        for (int b = 0; b < count; ++b)
          k[b] = o.side == Side::Left ? spec.m[b] : spec.n[b];
        auto A = TestBatch<T>::variable(k, k);
        auto Ap = TestBatch<T>::variable(k, k);
        auto B = TestBatch<T>::variable(spec.m, spec.n);
        fill_triangles(o, !solve && integer, ++seed, A, Ap);
        B.fill(kind, ++seed);
        const TestBatch<T> B0 = B.clone();
        const std::string what =
            spec.what + ", " + o.name() + ", " + layout_name(layout);
        for (auto* t : {&Ap, &B})
          if (Status s = t->upload(q); !s.ok()) return s;
        const MatrixBatch<const T> a = Ap.batch(q, layout);
        const Status s = solve ? trsm<T>(q, o.side, o.uplo, o.trans, o.diag,
                                         alpha, a, B.batch(q, layout))
                               : trmm<T>(q, o.side, o.uplo, o.trans, o.diag,
                                         alpha, a, B.batch(q, layout));
        if (!s.ok()) {
          rep.add_error(kind_name(kind), what, count, s);
          continue;
        }
        if (Status d = B.download(q); !d.ok()) return d;
        std::vector<double> res(count);
        for (int b = 0; b < count; ++b)
          res[b] = solve ? trsm_residual<T>(o.side, o.uplo, o.trans, o.diag,
                                            B.rows(b), B.cols(b), alpha,
                                            A.host(b), A.ld(b), B.host(b),
                                            B.ld(b), B0.host(b), B0.ld(b))
                         : trmm_check<T>(o, B.rows(b), B.cols(b), alpha,
                                         A.host(b), A.ld(b), B0.host(b),
                                         B0.ld(b), B.host(b), B.ld(b), integer);
        rep.add(kind_name(kind), what, res, !solve && integer);
      }
    }
  }
  return {};
}

}  // namespace myriad::validation::tri
