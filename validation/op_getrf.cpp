// myriad-validate --op getrf | getrf_nopiv | getrs | gesv: batched LU and its
// solves on LAPACK's DGE kinds (dchkge).
//   getrf:       dget01's ||P A - L U||_1 / (n ||A||_1 eps); info must equal
//                the generator's exact value where it knows one (the
//                zero-column kinds), else LAPACKE's; every pivot in
//                [k, m]; storage outside the matrix (ld padding, poisoned
//                with NaN) bit-identical. A failed check counts as +inf.
//   getrf_nopiv: the matrix is first permuted by LAPACKE's pivots (P A needs
//                no interchanges, and its LU without pivoting is LAPACK's in
//                exact arithmetic, so the residual bound holds); then as
//                getrf with identity pivots, tol = 0 and no pivot replaced.
//   getrs:       dget02's solve residual for op(A) X = B on LAPACKE's factor
//                (kinds whose factorization succeeds); --trans N,T,C.
//   gesv:        info as for getrf, the solve residual where info == 0.
// Shapes: getrf and getrf_nopiv take "n" or "MxN"; getrs and gesv "n" or
// "NxNRHS" (default nrhs 1 and 16). --max and --dist draw n per matrix
// (square). Pivot vectors are one strided batch with room for the largest
// matrix, for every layout of A.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "myriad/getrf.hpp"
#include "validation/ops.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"

#ifdef MYRIAD_VALIDATION_CUDA
#include <cuda_runtime.h>
#endif

namespace myriad::validation {

namespace {

enum class Lu { Getrf, Nopiv, Getrs, Gesv };

/// count * per ints on the host and, for a CUDA queue, on the device
/// (info, replacement counts, pivot vectors).
class Ints {
 public:
  Ints(Queue& q, int count, int per = 1)
      : cuda_(q.backend() == Backend::Cuda),
        per_(std::max(1, per)),
        h_(std::size_t(count) * per_, 0) {
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && !h_.empty() &&
        cudaMalloc(&d_, sizeof(int) * h_.size()) != cudaSuccess)
      d_ = nullptr;
#endif
  }
  ~Ints() {
#ifdef MYRIAD_VALIDATION_CUDA
    if (d_) cudaFree(d_);
#endif
  }
  Ints(const Ints&) = delete;
  Ints& operator=(const Ints&) = delete;
  int* data() { return cuda_ ? d_ : h_.data(); }
  bool ok() const { return !cuda_ || h_.empty() || d_ != nullptr; }
  int per() const { return per_; }
  std::vector<int>& host() { return h_; }
  const int* host(int b) const { return h_.data() + std::size_t(b) * per_; }
  int* host(int b) { return h_.data() + std::size_t(b) * per_; }
  /// The vectors as a fixed-size strided batch of per x 1 matrices.
  MatrixBatch<int> batch() {
    return MatrixBatch<int>::strided(per_, 1, data(), per_, per_,
                                     static_cast<int>(h_.size() / per_));
  }
  Status upload(Queue& q) {
    (void)q;
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && !h_.empty() &&
        cudaMemcpy(d_, h_.data(), sizeof(int) * h_.size(),
                   cudaMemcpyHostToDevice) != cudaSuccess)
      return {StatusCode::DeviceError, "int array upload failed"};
#endif
    return {};
  }
  Status fetch(Queue& q) {
    if (Status s = q.synchronize(); !s.ok()) return s;
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && !h_.empty() &&
        cudaMemcpy(h_.data(), d_, sizeof(int) * h_.size(),
                   cudaMemcpyDeviceToHost) != cudaSuccess)
      return {StatusCode::DeviceError, "int array copy failed"};
#endif
    return {};
  }

 private:
  bool cuda_;
  int per_;
  std::vector<int> h_;
  int* d_ = nullptr;
};

template <class T>
T nan_scalar() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return make_scalar<T>(nan, nan);
}

const char* op_name(Lu op) {
  switch (op) {
    case Lu::Getrf:
      return "getrf";
    case Lu::Nopiv:
      return "getrf_nopiv";
    case Lu::Getrs:
      return "getrs";
    case Lu::Gesv:
      return "gesv";
  }
  return "";
}

struct Spec {
  std::string what;
  std::vector<int> m, n;
  int nrhs;
  bool fixed;
};

/// The batches one op runs on, from --sizes / --max (defaults otherwise).
std::vector<Spec> make_specs(Lu op, const ValidateOptions& opt) {
  const bool solve = op == Lu::Getrs || op == Lu::Gesv;
  const std::vector<int> rhs_default =
      solve ? std::vector<int>{1, 16} : std::vector<int>{0};
  std::vector<Spec> specs;
  for (const auto& s : opt.shapes) {
    const int d0 = s.empty() ? 0 : s[0];
    if (!solve) {
      const int n = s.size() > 1 ? s[1] : d0;
      specs.push_back(
          {"m = " + std::to_string(d0) + " n = " + std::to_string(n),
           std::vector<int>(opt.batch, d0), std::vector<int>(opt.batch, n), 0,
           true});
      continue;
    }
    const std::vector<int> rhs =
        s.size() > 1 ? std::vector<int>{s[1]} : rhs_default;
    for (int nrhs : rhs)
      specs.push_back(
          {"n = " + std::to_string(d0) + " nrhs = " + std::to_string(nrhs),
           std::vector<int>(opt.batch, d0), std::vector<int>(opt.batch, d0),
           nrhs, true});
  }
  if (opt.max >= 0) {
    Rng rng(opt.seed, 0x6e7f);
    const std::vector<int> n =
        generate_sizes(opt.dist, opt.max, opt.batch, rng);
    for (int nrhs : rhs_default)
      specs.push_back(
          {std::string(dist_name(opt.dist)) + " sizes up to " +
               std::to_string(opt.max) +
               (solve ? " nrhs = " + std::to_string(nrhs) : std::string()),
           n, n, nrhs, false});
  }
  if (specs.empty()) {
    for (int n : {0, 1, 2, 3, 5, 10, 33, 64})
      for (int nrhs : rhs_default)
        specs.push_back(
            {"n = " + std::to_string(n) +
                 (solve ? " nrhs = " + std::to_string(nrhs) : std::string()),
             std::vector<int>(opt.batch, n), std::vector<int>(opt.batch, n),
             nrhs, true});
    if (!solve)
      for (const auto& mn : {std::vector<int>{40, 17}, {17, 40}})
        specs.push_back(
            {"m = " + std::to_string(mn[0]) + " n = " + std::to_string(mn[1]),
             std::vector<int>(opt.batch, mn[0]),
             std::vector<int>(opt.batch, mn[1]), 0, true});
  }
  return specs;
}

template <class T>
Status run_lu(Lu op, Queue& q, const ValidateOptions& opt, Report& rep) {
  const char* name = op_name(op);
  std::vector<Op> ops;
  for (const auto& t : opt.trans) {
    if (op != Lu::Getrs)
      return {StatusCode::InvalidArgument,
              std::string(name) + ": --trans does not apply"};
    if (t == "N" || t == "n") {
      ops.push_back(Op::NoTrans);
    } else if (t == "T" || t == "t") {
      ops.push_back(Op::Trans);
    } else if (t == "C" || t == "c") {
      ops.push_back(Op::ConjTrans);
    } else {
      return {
          StatusCode::InvalidArgument,
          std::string(name) + ": --trans takes N, T or C, not \"" + t + "\""};
    }
  }
  if (ops.empty())
    ops = op == Lu::Getrs
              ? std::vector<Op>{Op::NoTrans, Op::Trans, Op::ConjTrans}
              : std::vector<Op>{Op::NoTrans};
  std::vector<MatrixKind> kinds = opt.kinds;
  if (kinds.empty()) kinds = lapack_ge_kinds();
  for (MatrixKind k : kinds)
    if (is_spd_kind(k) || k == MatrixKind::WithNaN || k == MatrixKind::WithInf)
      return {StatusCode::InvalidArgument,
              std::string(name) + ": kind " + kind_name(k) + " does not apply"};

  const double inf = std::numeric_limits<double>::infinity();
  for (const Spec& spec : make_specs(op, opt))
    for (MatrixKind kind : kinds)
      for (Op trans : ops) {
        const bool singular = kind == MatrixKind::ZeroFirstCol ||
                              kind == MatrixKind::ZeroLastCol ||
                              kind == MatrixKind::ZeroLastHalf;
        if (op == Lu::Getrs && singular) continue;  // needs a usable factor
        const Layout layout =
            spec.fixed
                ? (opt.layout_given && (opt.layout == Layout::Pointers ||
                                        opt.layout == Layout::Strided)
                       ? opt.layout
                       : Layout::Strided)
                : (opt.layout == Layout::VariableMax ? Layout::VariableMax
                                                     : Layout::Variable);
        std::string what = spec.what + ", " + layout_name(layout);
        std::string row = kind_name(kind);
        if (op == Lu::Getrs) {
          what += std::string(", op ") + static_cast<char>(trans);
          row += std::string(" op ") + static_cast<char>(trans);
        }
        const int count = static_cast<int>(spec.m.size());
        // ld = rows + 1, the padding poisoned: it must stay untouched.
        TestBatch<T> A = TestBatch<T>::variable(spec.m, spec.n, 1);
        A.fill_value(nan_scalar<T>());
        std::vector<int> known(count, -1);
        GenOptions g;
        for (int b = 0; b < count; ++b) {
          if (spec.m[b] == 0 || spec.n[b] == 0) {
            known[b] = 0;
            continue;
          }
          Rng rng(opt.seed + static_cast<std::uint64_t>(kind), b);
          known[b] = generate<T>(kind, spec.m[b], spec.n[b], A.host(b), A.ld(b),
                                 rng, g)
                         .info;
        }
        std::vector<int> nrhs(count, spec.nrhs);
        TestBatch<T> B = TestBatch<T>::variable(spec.n, nrhs, 1);
        B.fill(MatrixKind::Random, opt.seed + 17);
        const TestBatch<T> A0 = A.clone();  // the matrices
        const TestBatch<T> B0 = B.clone();
        int maxmn = 1;
        for (int b = 0; b < count; ++b)
          maxmn = std::max(maxmn, std::min(spec.m[b], spec.n[b]));
        Ints piv(q, count, maxmn), info(q, count), replaced(q, count);
        if (!piv.ok() || !info.ok() || !replaced.ok())
          return {StatusCode::DeviceError, "int array allocation failed"};
        // LAPACKE's factorization: the info reference, getrs's input and
        // getrf_nopiv's row order.
        std::vector<int> ref_info(count, 0);
        std::vector<std::vector<int>> ref_piv(count);
        for (int b = 0; b < count; ++b) {
          const int m = spec.m[b], n = spec.n[b], mn = std::min(m, n);
          ref_piv[b].assign(std::max(1, mn), 0);
          if (mn == 0) continue;
          std::vector<T> f(A0.host(b), A0.host(b) + A0.slot_size(b));
          ref_info[b] =
              ref::getrf<T>(m, n, f.data(), A0.ld(b), ref_piv[b].data());
          if (op == Lu::Getrs) {
            std::copy(f.begin(), f.end(), A.host(b));
            std::copy(ref_piv[b].begin(), ref_piv[b].begin() + mn, piv.host(b));
          } else if (op == Lu::Nopiv) {
            ref::laswp<T>(n, A.host(b), A.ld(b), 1, mn, ref_piv[b].data(), 1);
          }
        }
        const TestBatch<T> A1 = A.clone();  // the input
        if (Status s = A.upload(q); !s.ok()) return s;
        if (Status s = B.upload(q); !s.ok()) return s;
        if (Status s = piv.upload(q); !s.ok()) return s;
        const MatrixBatch<T> a = A.batch(q, layout), bm = B.batch(q, layout);
        const Status run = [&]() -> Status {
          switch (op) {
            case Lu::Getrf:
              return getrf<T>(q, a, piv.batch(), info.data());
            case Lu::Nopiv:
              return getrf_nopiv<T>(q, a, info.data(), real_t<T>(0),
                                    replaced.data());
            case Lu::Getrs:
              return getrs<T>(q, trans, MatrixBatch<const T>(a),
                              MatrixBatch<const int>(piv.batch()), bm);
            case Lu::Gesv:
              return gesv<T>(q, a, piv.batch(), bm, info.data());
          }
          return {StatusCode::InternalError, "unknown op"};
        }();
        if (!run.ok()) {
          rep.add_error(row, what, count, run);
          continue;
        }
        if (Status s = info.fetch(q); !s.ok()) return s;
        if (Status s = piv.fetch(q); !s.ok()) return s;
        if (Status s = replaced.fetch(q); !s.ok()) return s;
        if (Status s = A.download(q); !s.ok()) return s;
        if (Status s = B.download(q); !s.ok()) return s;
        std::vector<double> res(count, 0.0);
        for (int b = 0; b < count; ++b) {
          const int m = spec.m[b], n = spec.n[b], mn = std::min(m, n);
          if (op != Lu::Getrs) {
            const int want = known[b] >= 0 ? known[b] : ref_info[b];
            if (info.host()[b] != want ||
                (op == Lu::Nopiv && replaced.host()[b] != 0)) {
              res[b] = inf;
              continue;
            }
          }
          // getrs reads the factors only; B changes inside its matrix only.
          if (changed_outside(A1, A, b, 0, 0, op == Lu::Getrs ? 0 : m,
                              op == Lu::Getrs ? 0 : n) != 0 ||
              changed_outside(B0, B, b, 0, 0, n, nrhs[b]) != 0) {
            res[b] = inf;
            continue;
          }
          if (mn == 0 || (op == Lu::Getrs && ref_info[b] != 0)) continue;
          if (op == Lu::Getrf || op == Lu::Nopiv) {
            std::vector<int> ident(mn);
            for (int k = 0; k < mn; ++k) ident[k] = k + 1;
            res[b] =
                lu_residual<T>(m, n, A1.host(b), A1.ld(b), A.host(b), A.ld(b),
                               op == Lu::Nopiv ? ident.data() : piv.host(b));
          } else if (spec.nrhs > 0 &&
                     (op == Lu::Getrs || info.host()[b] == 0)) {
            res[b] =
                solve_residual<T>(trans, n, spec.nrhs, A0.host(b), A0.ld(b),
                                  B.host(b), B.ld(b), B0.host(b), B0.ld(b));
          }
        }
        rep.add(row, what, res);
      }
  return {};
}

template <Lu kOp>
Status run_op(char precision, Queue& q, const ValidateOptions& opt,
              Report& rep) {
  return for_precision(
      precision, [&](auto x) { return run_lu<decltype(x)>(kOp, q, opt, rep); });
}

}  // namespace

OpInfo getrf_op() {
  return {"getrf",
          "LU with partial pivoting, shapes n or MxN; DGE kinds; dget01 "
          "residual, info exact, pivots in range, padding untouched",
          run_op<Lu::Getrf>};
}
OpInfo getrf_nopiv_op() {
  return {"getrf_nopiv",
          "LU without pivoting of P A (LAPACKE's P), shapes n or MxN; dget01 "
          "residual, info exact, no pivot replaced at tol 0",
          run_op<Lu::Nopiv>};
}
OpInfo getrs_op() {
  return {"getrs",
          "LU solve on LAPACKE's factor, --trans N,T,C, shapes n or NxNRHS "
          "(default nrhs 1, 16); dget02 residual",
          run_op<Lu::Getrs>};
}
OpInfo gesv_op() {
  return {"gesv",
          "LU factor and solve; info exact, dget02 residual where info == 0",
          run_op<Lu::Gesv>};
}

}  // namespace myriad::validation
