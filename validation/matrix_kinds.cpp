#include "validation/matrix_kinds.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>
#include <stdexcept>
#include <vector>

#include "validation/reference.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation {

namespace {

struct KindName {
  MatrixKind kind;
  const char* name;
};

const KindName kKindNames[] = {
    {MatrixKind::Random, "random"},
    {MatrixKind::Diagonal, "diagonal"},
    {MatrixKind::Upper, "upper"},
    {MatrixKind::Lower, "lower"},
    {MatrixKind::WellCond, "well-cond"},
    {MatrixKind::ZeroFirstCol, "zero-first-col"},
    {MatrixKind::ZeroLastCol, "zero-last-col"},
    {MatrixKind::ZeroLastHalf, "zero-last-half"},
    {MatrixKind::IllCond, "ill-cond"},
    {MatrixKind::VeryIllCond, "very-ill-cond"},
    {MatrixKind::ScaledSmall, "scaled-small"},
    {MatrixKind::ScaledLarge, "scaled-large"},
    {MatrixKind::RankDeficient, "rank-deficient"},
    {MatrixKind::Integer, "integer"},
    {MatrixKind::WithNaN, "nan"},
    {MatrixKind::WithInf, "inf"},
    {MatrixKind::SpdDiagonal, "spd-diagonal"},
    {MatrixKind::SpdWellCond, "spd-well-cond"},
    {MatrixKind::SpdIllCond, "spd-ill-cond"},
    {MatrixKind::SpdVeryIllCond, "spd-very-ill-cond"},
    {MatrixKind::SpdScaledSmall, "spd-scaled-small"},
    {MatrixKind::SpdScaledLarge, "spd-scaled-large"},
    {MatrixKind::SpdSemidefinite, "spd-semidefinite"},
    {MatrixKind::SpdIndefinite, "spd-indefinite"},
    {MatrixKind::SpdNaN, "spd-nan"},
};

template <class T>
T random_scalar(Rng& rng) {
  if constexpr (is_complex_v<T>) {
    const double re = rng.uniform();
    return make_scalar<T>(re, rng.uniform());
  } else {
    return make_scalar<T>(rng.uniform());
  }
}

template <class T>
T normal_scalar(Rng& rng) {
  if constexpr (is_complex_v<T>) {
    const double re = rng.normal();
    return make_scalar<T>(re, rng.normal());
  } else {
    return make_scalar<T>(rng.normal());
  }
}

/// Random sign (real) or random point on the unit circle (complex).
template <class T>
T random_phase(Rng& rng) {
  if constexpr (is_complex_v<T>) {
    const double t = 6.283185307179586 * rng.uniform01();
    return make_scalar<T>(std::cos(t), std::sin(t));
  } else {
    return make_scalar<T>(rng.uniform01() < 0.5 ? -1.0 : 1.0);
  }
}

/// dlatm1 mode 3: sigma_i = cond^(-i/(k-1)), i = 0..k-1, scaled to max norm.
std::vector<double> graded_values(int k, double cond, double norm) {
  std::vector<double> s(k);
  for (int i = 0; i < k; ++i)
    s[i] = k == 1 ? 1.0 : std::pow(cond, -static_cast<double>(i) / (k - 1));
  for (auto& v : s) v *= norm;
  return s;
}

/// One random Householder reflector H = I - tau v v^H acting on indices
/// [i0, len) (Stewart's method: reflectors of decreasing length give a
/// random orthogonal/unitary factor).
template <class T>
struct Reflector {
  std::vector<T> v;
  double tau = 0;
};

template <class T>
Reflector<T> random_reflector(int len, Rng& rng) {
  Reflector<T> h;
  h.v.resize(len);
  double nrm2 = 0;
  for (auto& x : h.v) {
    x = normal_scalar<T>(rng);
    nrm2 += std::norm(x);
  }
  h.tau = nrm2 > 0 ? 2.0 / nrm2 : 0.0;
  return h;
}

// The reflectors go through BLAS: written out, these O(n^3) loops were most
// of a complex test's time (std::complex's operator* is a library call, and
// the sums do not vectorize).

/// A(i0:i0+len, 0:n) := H A(i0:i0+len, 0:n) = A - tau v (v^H A)
template <class T>
void apply_left(const Reflector<T>& h, int i0, int n, T* a, int lda) {
  const int len = static_cast<int>(h.v.size());
  std::vector<T> w(n);  // A^H v, so that w^H = v^H A
  ref::gemv<T>(is_complex_v<T> ? Op::ConjTrans : Op::Trans, len, n, T(1),
               a + i0, lda, h.v.data(), T{}, w.data());
  ref::gerc<T>(len, n, T(-h.tau), h.v.data(), w.data(), a + i0, lda);
}

/// A(0:m, j0:j0+len) := A(0:m, j0:j0+len) H = A - tau (A v) v^H
template <class T>
void apply_right(const Reflector<T>& h, int j0, int m, T* a, int lda) {
  const int len = static_cast<int>(h.v.size());
  T* sub = a + static_cast<std::int64_t>(j0) * lda;
  std::vector<T> w(m);
  ref::gemv<T>(Op::NoTrans, m, len, T(1), sub, lda, h.v.data(), T{}, w.data());
  ref::gerc<T>(m, len, T(-h.tau), w.data(), h.v.data(), sub, lda);
}

template <class T>
void set_zero(int m, int n, T* a, int lda) {
  for (int j = 0; j < n; ++j)
    std::fill(a + static_cast<std::int64_t>(j) * lda,
              a + static_cast<std::int64_t>(j) * lda + m, T{});
}

/// U diag(sigma) V^H, m x n.
template <class T>
void general_with_values(int m, int n, const std::vector<double>& sigma, T* a,
                         int lda, Rng& rng) {
  set_zero(m, n, a, lda);
  for (int i = 0; i < static_cast<int>(sigma.size()); ++i)
    a[i + static_cast<std::int64_t>(i) * lda] = make_scalar<T>(sigma[i]);
  for (int i = m - 2; i >= 0; --i)
    apply_left(random_reflector<T>(m - i, rng), i, n, a, lda);
  for (int j = n - 2; j >= 0; --j)
    apply_right(random_reflector<T>(n - j, rng), j, m, a, lda);
}

/// Q diag(lambda) Q^H, n x n Hermitian, lambda > 0.
template <class T>
void hermitian_with_values(int n, const std::vector<double>& lambda, T* a,
                           int lda, Rng& rng) {
  set_zero(n, n, a, lda);
  for (int i = 0; i < n; ++i)
    a[i + static_cast<std::int64_t>(i) * lda] = make_scalar<T>(lambda[i]);
  for (int i = n - 2; i >= 0; --i) {
    const Reflector<T> h = random_reflector<T>(n - i, rng);
    apply_left(h, i, n, a, lda);
    apply_right(h, i, n, a, lda);
  }
  // Exactly Hermitian: average the triangles, real diagonal.
  for (int j = 0; j < n; ++j) {
    for (int i = j + 1; i < n; ++i) {
      T& lo = a[i + static_cast<std::int64_t>(j) * lda];
      T& up = a[j + static_cast<std::int64_t>(i) * lda];
      const T avg = (lo + conj_if(up)) * static_cast<real_t<T>>(0.5);
      lo = avg;
      up = conj_if(avg);
    }
    T& d = a[j + static_cast<std::int64_t>(j) * lda];
    d = make_scalar<T>(real_part(d));
  }
}

template <class T>
double default_cond(MatrixKind kind) {
  const double eps = eps_of<T>();
  switch (kind) {
    case MatrixKind::IllCond:
    case MatrixKind::SpdIllCond:
      return std::sqrt(0.1 / eps);
    case MatrixKind::VeryIllCond:
    case MatrixKind::SpdVeryIllCond:
      return 0.1 / eps;
    default:
      return 2.0;
  }
}

template <class T>
double default_norm(MatrixKind kind) {
  switch (kind) {
    case MatrixKind::ScaledSmall:
    case MatrixKind::SpdScaledSmall:
      return scaled_small_norm<T>();
    case MatrixKind::ScaledLarge:
    case MatrixKind::SpdScaledLarge:
      return scaled_large_norm<T>();
    default:
      return 1.0;
  }
}

template <class T>
T& at(T* a, int lda, int i, int j) {
  return a[i + static_cast<std::int64_t>(j) * lda];
}

}  // namespace

const std::vector<MatrixKind>& all_kinds() {
  static const std::vector<MatrixKind> v = [] {
    std::vector<MatrixKind> k;
    for (const auto& kn : kKindNames) k.push_back(kn.kind);
    return k;
  }();
  return v;
}

const std::vector<MatrixKind>& lapack_ge_kinds() {
  static const std::vector<MatrixKind> v = {
      MatrixKind::Diagonal,     MatrixKind::Upper,
      MatrixKind::Lower,        MatrixKind::WellCond,
      MatrixKind::ZeroFirstCol, MatrixKind::ZeroLastCol,
      MatrixKind::ZeroLastHalf, MatrixKind::IllCond,
      MatrixKind::VeryIllCond,  MatrixKind::ScaledSmall,
      MatrixKind::ScaledLarge};
  return v;
}

const std::vector<MatrixKind>& lapack_po_kinds() {
  static const std::vector<MatrixKind> v = {
      MatrixKind::SpdDiagonal,     MatrixKind::SpdWellCond,
      MatrixKind::SpdSemidefinite, MatrixKind::SpdIndefinite,
      MatrixKind::SpdIllCond,      MatrixKind::SpdVeryIllCond,
      MatrixKind::SpdScaledSmall,  MatrixKind::SpdScaledLarge,
      MatrixKind::SpdNaN};
  return v;
}

const char* kind_name(MatrixKind kind) {
  for (const auto& kn : kKindNames)
    if (kn.kind == kind) return kn.name;
  return "unknown";
}

bool parse_kind(const std::string& name, MatrixKind& kind) {
  for (const auto& kn : kKindNames)
    if (name == kn.name) {
      kind = kn.kind;
      return true;
    }
  return false;
}

bool is_spd_kind(MatrixKind kind) {
  return static_cast<int>(kind) >= static_cast<int>(MatrixKind::SpdDiagonal);
}

template <class T>
double scaled_small_norm() {
  const double safmin = std::numeric_limits<real_t<T>>::min();
  return 0.25 * safmin / eps_of<T>();
}

template <class T>
double scaled_large_norm() {
  return 1.0 / scaled_small_norm<T>();
}

template <class T>
MatrixInfo generate(MatrixKind kind, int m, int n, T* a, int lda, Rng& rng,
                    const GenOptions& opt) {
  if (m < 0 || n < 0 || lda < std::max(1, m) || (m > 0 && n > 0 && !a))
    throw std::invalid_argument("generate: bad matrix arguments");
  if (is_spd_kind(kind) && m != n)
    throw std::invalid_argument(std::string("generate: kind ") +
                                kind_name(kind) + " needs a square matrix");
  MatrixInfo info;
  const int k = std::min(m, n);
  if (k == 0) return info;
  const double cond = opt.cond > 0 ? opt.cond : default_cond<T>(kind);
  const double norm = opt.norm > 0 ? opt.norm : default_norm<T>(kind);

  switch (kind) {
    case MatrixKind::Random:
    case MatrixKind::WithNaN:
    case MatrixKind::WithInf: {
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) at(a, lda, i, j) = random_scalar<T>(rng);
      info.info = -1;
      if (kind != MatrixKind::Random) {
        const int i = rng.integer(0, m - 1), j = rng.integer(0, n - 1);
        const double inf = std::numeric_limits<double>::infinity();
        at(a, lda, i, j) =
            kind == MatrixKind::WithNaN
                ? make_scalar<T>(std::numeric_limits<double>::quiet_NaN())
                : make_scalar<T>(rng.uniform01() < 0.5 ? -inf : inf);
      }
      return info;
    }
    case MatrixKind::Integer: {
      const int r = std::max(1, opt.int_max);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          const int re = rng.integer(-r, r);
          at(a, lda, i, j) =
              make_scalar<T>(re, is_complex_v<T> ? rng.integer(-r, r) : 0);
        }
      info.info = -1;  // small integers can make a matrix exactly singular
      return info;
    }
    case MatrixKind::Diagonal: {
      set_zero(m, n, a, lda);
      const auto s = graded_values(k, cond, norm);
      for (int i = 0; i < k; ++i)
        at(a, lda, i, i) = random_phase<T>(rng) * static_cast<real_t<T>>(s[i]);
      info.cond = cond;
      return info;
    }
    case MatrixKind::Upper:
    case MatrixKind::Lower: {
      // Diagonal magnitudes in [1, 2], off-diagonal entries in (-1, 1) /
      // max(m,n): strictly diagonally dominant by rows and columns, so cond_1
      // <= 3 max(m,n).
      const double off = 1.0 / std::max(m, n);
      const bool upper = kind == MatrixKind::Upper;
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          T v{};
          if (i == j)
            v = random_phase<T>(rng) *
                static_cast<real_t<T>>(1.0 + rng.uniform01());
          else if ((i < j) == upper)
            v = random_scalar<T>(rng) * static_cast<real_t<T>>(off * norm);
          at(a, lda, i, j) = v;
        }
      return info;
    }
    case MatrixKind::RankDeficient: {
      const int r = opt.rank >= 0 ? std::min(opt.rank, k) : k / 2;
      std::vector<T> x(static_cast<std::size_t>(m) * r),
          y(static_cast<std::size_t>(r) * n);
      for (auto& v : x) v = random_scalar<T>(rng);
      for (auto& v : y) v = random_scalar<T>(rng);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < m; ++i) {
          T s{};
          for (int p = 0; p < r; ++p)
            s += x[i + static_cast<std::size_t>(p) * m] *
                 y[p + static_cast<std::size_t>(j) * r];
          at(a, lda, i, j) = s;
        }
      info.info = -1;
      return info;
    }
    case MatrixKind::WellCond:
    case MatrixKind::ZeroFirstCol:
    case MatrixKind::ZeroLastCol:
    case MatrixKind::ZeroLastHalf:
    case MatrixKind::IllCond:
    case MatrixKind::VeryIllCond:
    case MatrixKind::ScaledSmall:
    case MatrixKind::ScaledLarge: {
      general_with_values(m, n, graded_values(k, cond, norm), a, lda, rng);
      info.cond = cond;
      // A zero column j stays exactly zero through elimination, so LU's first
      // zero pivot is exactly the first zero column within the first k.
      int first = 0, last = 0;  // 1-based range of zeroed columns
      if (kind == MatrixKind::ZeroFirstCol) first = last = 1;
      if (kind == MatrixKind::ZeroLastCol) first = last = n;
      if (kind == MatrixKind::ZeroLastHalf) {
        first = opt.zero_index > 0 ? std::min(opt.zero_index, n) : k / 2 + 1;
        last = n;
      }
      if (first > 0) {
        for (int j = first - 1; j < last; ++j)
          set_zero(m, 1, a + static_cast<std::int64_t>(j) * lda, lda);
        info.info = first <= k ? first : 0;
      }
      return info;
    }
    case MatrixKind::SpdDiagonal: {
      set_zero(n, n, a, lda);
      const auto s = graded_values(n, cond, norm);
      for (int i = 0; i < n; ++i) at(a, lda, i, i) = make_scalar<T>(s[i]);
      info.cond = cond;
      return info;
    }
    case MatrixKind::SpdWellCond:
    case MatrixKind::SpdIllCond:
    case MatrixKind::SpdVeryIllCond:
    case MatrixKind::SpdScaledSmall:
    case MatrixKind::SpdScaledLarge:
    case MatrixKind::SpdSemidefinite:
    case MatrixKind::SpdIndefinite:
    case MatrixKind::SpdNaN: {
      hermitian_with_values(n, graded_values(n, cond, norm), a, lda, rng);
      info.cond = cond;
      if (kind == MatrixKind::SpdSemidefinite ||
          kind == MatrixKind::SpdIndefinite || kind == MatrixKind::SpdNaN) {
        const int j =
            (opt.zero_index > 0 ? std::min(opt.zero_index, n) : n / 2 + 1) - 1;
        const T d = at(a, lda, j, j);
        if (kind == MatrixKind::SpdNaN) {
          at(a, lda, j, j) =
              make_scalar<T>(std::numeric_limits<double>::quiet_NaN());
        } else {
          // Leading minors 1..j stay positive definite; in minor j+1 the
          // Schur complement is exactly A(j,j) (zero or negative).
          for (int i = 0; i < n; ++i) at(a, lda, i, j) = at(a, lda, j, i) = T{};
          if (kind == MatrixKind::SpdIndefinite) at(a, lda, j, j) = -d;
        }
        info.info = j + 1;
      }
      return info;
    }
  }
  throw std::invalid_argument("generate: unknown matrix kind");
}

#define MYRIAD_VALIDATION_INSTANTIATE(T)                               \
  template MatrixInfo generate<T>(MatrixKind, int, int, T*, int, Rng&, \
                                  const GenOptions&);                  \
  template double scaled_small_norm<T>();                              \
  template double scaled_large_norm<T>();
MYRIAD_VALIDATION_INSTANTIATE(float)
MYRIAD_VALIDATION_INSTANTIATE(double)
MYRIAD_VALIDATION_INSTANTIATE(std::complex<float>)
MYRIAD_VALIDATION_INSTANTIATE(std::complex<double>)
#undef MYRIAD_VALIDATION_INSTANTIATE

}  // namespace myriad::validation
