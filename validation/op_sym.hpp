// myriad-validate --op syrk / herk / syr2k / her2k / symm / hemm, and the
// checks the unit tests share (internal to op_syrk.cpp, op_symm.cpp and
// tests/test_syrk.cpp, tests/test_symm.cpp).
//
// Rank-k updates: the matrix kind applies to A (and B); C is random
// (Hermitian with a real diagonal for herk/her2k). The triangle of C that must
// not be touched is poisoned with NaN and must come back bit-identical. SYMM:
// the kind applies to B; the triangle of A that must not be read is NaN in
// the copy Myriad gets (for hemm also the imaginary parts of A's diagonal),
// while CBLAS gets a clean copy. Integer-valued data is checked for exact
// equality with CBLAS; other data by the scaled residual
//   ||C - Cref||_1 / ((|alpha| ||op(A)||_1 ||op(B)^T||_1 (x2 for rank-2k)
//                       + |beta| ||C0||_1) max(k, 1) eps)
// over the referenced triangle (SYMM: ||A||_1 ||B||_1, k the order of A).
// Shapes: "N" (n = k) or "NxK" (rank-k), "N" or "MxN" (SYMM); --max/--dist
// draws each dimension independently. --trans takes option strings: rank-k
// "uplo trans" ("LN", "UT", ...), SYMM "side uplo" ("LL", "RU", ...); default
// all combinations valid for the routine and precision.
#pragma once

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "myriad/symm.hpp"
#include "myriad/syrk.hpp"
#include "validation/ops.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation::sym {

enum class Routine { Syrk, Herk, Syr2k, Her2k, Symm, Hemm };

inline const char* routine_name(Routine r) {
  switch (r) {
    case Routine::Syrk:
      return "syrk";
    case Routine::Herk:
      return "herk";
    case Routine::Syr2k:
      return "syr2k";
    case Routine::Her2k:
      return "her2k";
    case Routine::Symm:
      return "symm";
    default:
      return "hemm";
  }
}
inline bool is_rankk(Routine r) {
  return r != Routine::Symm && r != Routine::Hemm;
}
inline bool is_two(Routine r) {
  return r == Routine::Syr2k || r == Routine::Her2k;
}
/// Hermitian routine on complex data (real T: the symmetric one).
template <class T>
bool is_herm(Routine r) {
  return is_complex_v<T> &&
         (r == Routine::Herk || r == Routine::Her2k || r == Routine::Hemm);
}

/// One option combination: uplo and trans (rank-k) or side and uplo (SYMM).
struct SymOptions {
  Uplo uplo = Uplo::Lower;
  Op trans = Op::NoTrans;
  Side side = Side::Left;
  std::string name(Routine r) const {
    if (is_rankk(r)) return {static_cast<char>(uplo), static_cast<char>(trans)};
    return {static_cast<char>(side), static_cast<char>(uplo)};
  }
};

/// Every combination BLAS defines for the routine and precision: trans N/T
/// for syrk/syr2k (also C for real T), N/C for herk/her2k (also T for real).
template <class T>
std::vector<SymOptions> all_options(Routine r) {
  std::vector<SymOptions> v;
  for (Uplo u : {Uplo::Lower, Uplo::Upper}) {
    if (!is_rankk(r)) {
      for (Side s : {Side::Left, Side::Right}) v.push_back({u, Op::NoTrans, s});
      continue;
    }
    for (Op t : {Op::NoTrans, Op::Trans, Op::ConjTrans}) {
      const bool herm_routine = r == Routine::Herk || r == Routine::Her2k;
      if (is_complex_v<T> && t == (herm_routine ? Op::Trans : Op::ConjTrans))
        continue;
      v.push_back({u, t, Side::Left});
    }
  }
  return v;
}

inline bool parse_options(Routine r, const std::string& s, SymOptions& o) {
  if (s.size() != 2) return false;
  const auto up = [](char c) { return static_cast<char>(c & ~0x20); };
  const char a = up(s[0]), b = up(s[1]);
  if (is_rankk(r)) {
    if ((a != 'L' && a != 'U') || (b != 'N' && b != 'T' && b != 'C'))
      return false;
    o = {static_cast<Uplo>(a), static_cast<Op>(b), Side::Left};
    return true;
  }
  if ((a != 'L' && a != 'R') || (b != 'L' && b != 'U')) return false;
  o = {static_cast<Uplo>(b), Op::NoTrans, static_cast<Side>(a)};
  return true;
}

template <class T>
T quiet_nan() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return make_scalar<T>(nan, nan);
}

/// True when (i, j) lies in the uplo triangle (diagonal included).
inline bool in_triangle(Uplo uplo, int i, int j) {
  return uplo == Uplo::Lower ? i >= j : i <= j;
}

/// Sets the strict triangle opposite uplo of every (square) matrix to NaN;
/// real_diag sets the imaginary parts of the diagonal to zero.
template <class T>
void poison_other_triangle(Uplo uplo, bool real_diag, TestBatch<T>& X) {
  for (int b = 0; b < X.count(); ++b)
    for (int j = 0; j < X.cols(b); ++j)
      for (int i = 0; i < X.rows(b); ++i) {
        if (!in_triangle(uplo, i, j)) X.at(b, i, j) = quiet_nan<T>();
        if (real_diag && i == j)
          X.at(b, i, j) = make_scalar<T>(real_part(X.at(b, i, j)));
      }
}

/// Copy of matrix b's rows x cols with leading dimension rows, entries
/// outside the uplo triangle zero (for the references).
template <class T>
std::vector<T> clean_triangle(Uplo uplo, int n, const T* X, int ldx) {
  std::vector<T> R(static_cast<std::size_t>(n) * n, T(0));
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      if (in_triangle(uplo, i, j))
        R[i + static_cast<std::size_t>(j) * n] =
            X[i + static_cast<std::int64_t>(j) * ldx];
  return R;
}

/// ||.||_1 of the uplo triangle of an n x n matrix (other entries zero).
template <class T>
double triangle_norm1(Uplo uplo, int n, const T* X, int ldx) {
  const std::vector<T> R = clean_triangle(uplo, n, X, ldx);
  return ref::norm_ge(ref::Norm::One, n, n, R.data(), std::max(n, 1));
}

/// Checks one rank-k / rank-2k result: C0 is C before the call (other
/// triangle poisoned), C after. Returns +inf when the other triangle changed
/// or (exact) when the triangle differs from CBLAS, else the residual.
template <class T>
double rankk_check(Routine r, const SymOptions& o, int n, int k, T alpha,
                   T beta, const T* A, int lda, const T* B, int ldb,
                   const T* C0, int ldc0, const T* C, int ldc, bool exact) {
  const double inf = std::numeric_limits<double>::infinity();
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i)
      if (!in_triangle(o.uplo, i, j) &&
          !same_bits(C0[i + static_cast<std::int64_t>(j) * ldc0],
                     C[i + static_cast<std::int64_t>(j) * ldc]))
        return inf;
  if (n == 0) return 0;
  std::vector<T> R = clean_triangle(o.uplo, n, C0, ldc0);
  using R_t = real_t<T>;
  switch (r) {
    case Routine::Syrk:
      ref::syrk<T>(o.uplo, o.trans, n, k, alpha, A, lda, beta, R.data(), n);
      break;
    case Routine::Herk:
      ref::herk<T>(o.uplo, o.trans, n, k, static_cast<R_t>(std::real(alpha)), A,
                   lda, static_cast<R_t>(std::real(beta)), R.data(), n);
      break;
    case Routine::Syr2k:
      ref::syr2k<T>(o.uplo, o.trans, n, k, alpha, A, lda, B, ldb, beta,
                    R.data(), n);
      break;
    default:
      ref::her2k<T>(o.uplo, o.trans, n, k, alpha, A, lda, B, ldb,
                    static_cast<R_t>(std::real(beta)), R.data(), n);
      break;
  }
  bool same = true;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) {
      T& x = R[i + static_cast<std::size_t>(j) * n];
      if (!in_triangle(o.uplo, i, j)) {
        x = T(0);
        continue;
      }
      const T c = C[i + static_cast<std::int64_t>(j) * ldc];
      same = same && c == x;
      x -= c;
    }
  if (exact) return same ? 0.0 : inf;
  const double rn = ref::norm_ge(ref::Norm::One, n, n, R.data(), n);
  const bool tr = o.trans != Op::NoTrans;
  const int ar = tr ? k : n, ac = tr ? n : k;
  const int la = std::max(ar, 1);
  // ||op(A)||_1 and ||op(B)^T||_1 = ||op(B)||_inf.
  const double an = ref::norm_ge(tr ? ref::Norm::Inf : ref::Norm::One, ar, ac,
                                 A, std::max(lda, la));
  const double bn =
      ref::norm_ge(tr ? ref::Norm::One : ref::Norm::Inf, ar, ac,
                   is_two(r) ? B : A, std::max(is_two(r) ? ldb : lda, la));
  const double cn = triangle_norm1(o.uplo, n, C0, ldc0);
  const double den =
      ((is_two(r) ? 2 : 1) * abs_val(alpha) * an * bn + abs_val(beta) * cn) *
      std::max(k, 1) * eps_of<T>();
  if (den == 0) return rn == 0 ? 0.0 : 1.0 / eps_of<T>();
  return rn / den;
}

/// Checks one SYMM/HEMM result against CBLAS run on the clean A.
template <class T>
double symm_check(Routine r, const SymOptions& o, int m, int n, T alpha, T beta,
                  const T* A, int lda, const T* B, int ldb, const T* C0,
                  int ldc0, const T* C, int ldc, bool exact) {
  if (m == 0 || n == 0) return 0;
  const double inf = std::numeric_limits<double>::infinity();
  const int na = o.side == Side::Left ? m : n;
  std::vector<T> R(static_cast<std::size_t>(m) * n);
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      R[i + static_cast<std::size_t>(j) * m] =
          C0[i + static_cast<std::int64_t>(j) * ldc0];
  if (r == Routine::Hemm)
    ref::hemm<T>(o.side, o.uplo, m, n, alpha, A, lda, B, ldb, beta, R.data(),
                 m);
  else
    ref::symm<T>(o.side, o.uplo, m, n, alpha, A, lda, B, ldb, beta, R.data(),
                 m);
  bool same = true;
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i) {
      T& x = R[i + static_cast<std::size_t>(j) * m];
      const T c = C[i + static_cast<std::int64_t>(j) * ldc];
      same = same && c == x;
      x -= c;
    }
  if (exact) return same ? 0.0 : inf;
  const double rn = ref::norm_ge(ref::Norm::One, m, n, R.data(), m);
  const double an = is_herm<T>(r)
                        ? ref::norm_he(ref::Norm::One, o.uplo, na, A, lda)
                        : ref::norm_sy(ref::Norm::One, o.uplo, na, A, lda);
  const double bn = ref::norm_ge(ref::Norm::One, m, n, B, ldb);
  const double cn = ref::norm_ge(ref::Norm::One, m, n, C0, ldc0);
  const double den =
      (abs_val(alpha) * an * bn + abs_val(beta) * cn) * na * eps_of<T>();
  if (den == 0) return rn == 0 ? 0.0 : 1.0 / eps_of<T>();
  return rn / den;
}

/// alpha and beta of a check: complex for complex T, made real where the
/// routine takes real scalars (herk: both; her2k: beta).
template <class T>
void scalars(Routine r, bool integer, T& alpha, T& beta) {
  alpha = integer ? make_scalar<T>(2, -1) : make_scalar<T>(0.75, -0.5);
  beta = integer ? make_scalar<T>(-1, 1) : make_scalar<T>(-1.25, 0.5);
  if (r == Routine::Herk) alpha = make_scalar<T>(real_part(alpha));
  if (r == Routine::Herk || r == Routine::Her2k)
    beta = make_scalar<T>(real_part(beta));
}

/// Calls the routine r (rank-k forms take A, B, C; SYMM forms A, B, C).
template <class T>
Status call(Routine r, Queue& q, const SymOptions& o, T alpha, T beta,
            const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
            const MatrixBatch<T>& C, Check check = Check::Full) {
  using R_t = real_t<T>;
  switch (r) {
    case Routine::Syrk:
      return syrk<T>(q, o.uplo, o.trans, alpha, A, beta, C, check);
    case Routine::Herk:
      return herk<T>(q, o.uplo, o.trans, static_cast<R_t>(std::real(alpha)), A,
                     static_cast<R_t>(std::real(beta)), C, check);
    case Routine::Syr2k:
      return syr2k<T>(q, o.uplo, o.trans, alpha, A, B, beta, C, check);
    case Routine::Her2k:
      return her2k<T>(q, o.uplo, o.trans, alpha, A, B,
                      static_cast<R_t>(std::real(beta)), C, check);
    case Routine::Symm:
      return symm<T>(q, o.side, o.uplo, alpha, A, B, beta, C, check);
    default:
      return hemm<T>(q, o.side, o.uplo, alpha, A, B, beta, C, check);
  }
}

/// One generated problem: batches A, B, C (C0: C before the call) and the
/// clean A the SYMM reference reads. Sizes: rank-k n[b], k[b]; SYMM m[b]
/// (= n of the spec) and n[b] (= k of the spec).
template <class T>
struct Problem {
  TestBatch<T> A, Aclean, B, C, C0;
};

template <class T>
Problem<T> make_problem(Routine r, const SymOptions& o,
                        const std::vector<int>& n, const std::vector<int>& k,
                        MatrixKind kind, std::uint64_t& seed) {
  Problem<T> p;
  const int count = static_cast<int>(n.size());
  const bool integer = kind == MatrixKind::Integer;
  const MatrixKind other = integer ? MatrixKind::Integer : MatrixKind::Random;
  if (is_rankk(r)) {
    const bool tr = o.trans != Op::NoTrans;
    p.A = TestBatch<T>::variable(tr ? k : n, tr ? n : k);
    p.B = TestBatch<T>::variable(tr ? k : n, tr ? n : k);
    p.C = TestBatch<T>::variable(n, n);
    p.A.fill(kind, ++seed);
    p.B.fill(kind, ++seed);
    p.C.fill(other, ++seed);
    poison_other_triangle(o.uplo, is_herm<T>(r), p.C);
  } else {
    std::vector<int> na(count);
    for (int b = 0; b < count; ++b) na[b] = o.side == Side::Left ? n[b] : k[b];
    p.Aclean = TestBatch<T>::variable(na, na);
    p.A = TestBatch<T>::variable(na, na);
    p.B = TestBatch<T>::variable(n, k);
    p.C = TestBatch<T>::variable(n, k);
    p.Aclean.fill(other, ++seed);
    p.B.fill(kind, ++seed);
    p.C.fill(other, ++seed);
    const bool herm = is_herm<T>(r);
    p.A.fill_value(quiet_nan<T>());
    for (int b = 0; b < count; ++b)
      for (int j = 0; j < na[b]; ++j)
        for (int i = 0; i < na[b]; ++i) {
          T& c = p.Aclean.at(b, i, j);
          if (!in_triangle(o.uplo, i, j)) c = T(0);
          if (herm && i == j) c = make_scalar<T>(real_part(c));
          T v = in_triangle(o.uplo, i, j) ? c : quiet_nan<T>();
          // HEMM must not read the imaginary parts of A's diagonal.
          if (herm && i == j)
            v = make_scalar<T>(real_part(c),
                               std::numeric_limits<double>::quiet_NaN());
          p.A.at(b, i, j) = v;
        }
  }
  p.C0 = p.C.clone();
  return p;
}

/// Residuals of every matrix of a finished problem (C downloaded).
template <class T>
std::vector<double> check_problem(Routine r, const SymOptions& o,
                                  const Problem<T>& p, T alpha, T beta,
                                  bool exact) {
  const int count = p.C.count();
  std::vector<double> res(count);
  for (int b = 0; b < count; ++b) {
    // Padding and other matrices' storage must not change.
    if (changed_outside(p.C0, p.C, b, 0, 0, p.C.rows(b), p.C.cols(b)) != 0) {
      res[b] = std::numeric_limits<double>::infinity();
      continue;
    }
    if (is_rankk(r)) {
      const int n = p.C.rows(b);
      const int k = o.trans != Op::NoTrans ? p.A.rows(b) : p.A.cols(b);
      res[b] = rankk_check<T>(r, o, n, k, alpha, beta, p.A.host(b), p.A.ld(b),
                              p.B.host(b), p.B.ld(b), p.C0.host(b), p.C0.ld(b),
                              p.C.host(b), p.C.ld(b), exact);
    } else {
      res[b] = symm_check<T>(r, o, p.C.rows(b), p.C.cols(b), alpha, beta,
                             p.Aclean.host(b), p.Aclean.ld(b), p.B.host(b),
                             p.B.ld(b), p.C0.host(b), p.C0.ld(b), p.C.host(b),
                             p.C.ld(b), exact);
    }
  }
  return res;
}

template <class T>
Status run(Routine r, Queue& q, const ValidateOptions& opt, Report& rep) {
  const std::string name = routine_name(r);
  std::vector<SymOptions> options;
  for (const auto& s : opt.trans) {
    SymOptions o;
    if (!parse_options(r, s, o))
      return {StatusCode::InvalidArgument,
              name + ": --trans entries are " +
                  (is_rankk(r) ? "uplo trans (\"LN\")" : "side uplo (\"LU\")") +
                  ", not \"" + s + "\""};
    options.push_back(o);
  }
  if (options.empty()) options = all_options<T>(r);
  std::vector<MatrixKind> kinds = opt.kinds;
  if (kinds.empty()) kinds = {MatrixKind::Integer, MatrixKind::Random};
  for (MatrixKind kind : kinds)
    if (is_spd_kind(kind) || kind == MatrixKind::WithNaN ||
        kind == MatrixKind::WithInf)
      return {StatusCode::InvalidArgument,
              name + ": kind " + kind_name(kind) + " does not apply"};

  struct Spec {
    std::string what;
    std::vector<int> n, k;
    bool fixed;
  };
  std::vector<Spec> specs;
  for (const auto& s : opt.shapes) {
    if (s.size() != 1 && s.size() != 2)
      return {StatusCode::InvalidArgument,
              name + (is_rankk(r) ? ": a size is N or NxK"
                                  : ": a size is N or MxN")};
    const int n = s[0], k = s.size() == 2 ? s[1] : s[0];
    specs.push_back({std::to_string(n) + "x" + std::to_string(k),
                     std::vector<int>(opt.batch, n),
                     std::vector<int>(opt.batch, k), true});
  }
  if (opt.max >= 0) {
    Rng rng(opt.seed, 0x5E7);
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
      T alpha, beta;
      scalars(r, integer, alpha, beta);
      for (const SymOptions& o : options) {
        Problem<T> p = make_problem<T>(r, o, spec.n, spec.k, kind, seed);
        const std::string what =
            spec.what + ", " + o.name(r) + ", " + layout_name(layout);
        for (auto* t : {&p.A, &p.B, &p.C})
          if (Status s = t->upload(q); !s.ok()) return s;
        const Status s = call<T>(r, q, o, alpha, beta, p.A.batch(q, layout),
                                 p.B.batch(q, layout), p.C.batch(q, layout));
        if (!s.ok()) {
          rep.add_error(kind_name(kind), what, p.C.count(), s);
          continue;
        }
        if (Status d = p.C.download(q); !d.ok()) return d;
        rep.add(kind_name(kind), what,
                check_problem<T>(r, o, p, alpha, beta, integer), integer);
      }
    }
  }
  return {};
}

/// The OpInfo runner of routine r.
template <Routine R>
Status run_op(char precision, Queue& q, const ValidateOptions& opt,
              Report& rep) {
  return for_precision(
      precision, [&](auto x) { return run<decltype(x)>(R, q, opt, rep); });
}

}  // namespace myriad::validation::sym
