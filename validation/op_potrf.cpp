// myriad-validate --op potrf | potrs | posv: batched Cholesky and its solves
// on LAPACK's DPO kinds (dchkpo), both triangles.
//   potrf: dpot01's ||A - L L^H|| / (n ||A|| eps) where info == 0; info must
//          equal the generator's exact value where it knows one (the
//          semidefinite, indefinite and NaN kinds; OpenBLAS's xPOTRF behind
//          LAPACKE does not stop at a NaN diagonal, Reference LAPACK's does),
//          else LAPACKE's; the other triangle is poisoned with NaN and must
//          stay bit-identical. A failed check counts as residual +inf.
//   potrs: dget02's solve residual on LAPACKE's factor (kinds whose
//          factorization succeeds).
//   posv:  info as for potrf, the solve residual where info == 0, B untouched
//          where info != 0.
// Shapes: "n" or "NxNRHS" (default nrhs 1 and 16 for the solves); --max and
// --dist draw n per matrix. --trans takes L and/or U (default both).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "myriad/potrf.hpp"
#include "validation/ops.hpp"
#include "validation/reference.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"

#ifdef MYRIAD_VALIDATION_CUDA
#include <cuda_runtime.h>
#endif

namespace myriad::validation {

namespace {

enum class Chol { Potrf, Potrs, Posv };

/// count ints where q computes (info).
class Ints {
 public:
  Ints(Queue& q, int count) : cuda_(q.backend() == Backend::Cuda), h_(count) {
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && count > 0 &&
        cudaMalloc(&d_, sizeof(int) * std::size_t(count)) != cudaSuccess)
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
  Status fetch(Queue& q) {
    if (Status s = q.synchronize(); !s.ok()) return s;
#ifdef MYRIAD_VALIDATION_CUDA
    if (cuda_ && !h_.empty() &&
        cudaMemcpy(h_.data(), d_, sizeof(int) * h_.size(),
                   cudaMemcpyDeviceToHost) != cudaSuccess)
      return {StatusCode::DeviceError, "info copy failed"};
#endif
    return {};
  }
  const std::vector<int>& host() const { return h_; }

 private:
  bool cuda_;
  std::vector<int> h_;
  int* d_ = nullptr;
};

bool in_tri(Uplo u, int i, int j) { return u == Uplo::Lower ? i >= j : i <= j; }

template <class T>
T nan_scalar() {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  return make_scalar<T>(nan, nan);
}

/// Bits changed in matrix b outside its uplo triangle (everywhere: whole).
template <class T>
bool changed(const TestBatch<T>& x, const TestBatch<T>& y, int b, Uplo u,
             bool whole) {
  const int ld = x.ld(b), m = x.rows(b), n = x.cols(b);
  for (std::int64_t e = 0; e < x.slot_size(b); ++e) {
    const int i = static_cast<int>(e % ld);
    const std::int64_t j = e / ld;
    const bool inside =
        !whole && i < m && j < n && in_tri(u, i, static_cast<int>(j));
    if (!inside && !same_bits(x.host(b)[e], y.host(b)[e])) return true;
  }
  return false;
}

struct Spec {
  std::string what;
  std::vector<int> n;
  int nrhs;
  bool fixed;
};

template <class T>
Status run_chol(Chol op, Queue& q, const ValidateOptions& opt, Report& rep) {
  const char* name = op == Chol::Potrf   ? "potrf"
                     : op == Chol::Potrs ? "potrs"
                                         : "posv";
  std::vector<Uplo> uplos;
  for (const auto& t : opt.trans) {
    if (t == "L" || t == "l") {
      uplos.push_back(Uplo::Lower);
    } else if (t == "U" || t == "u") {
      uplos.push_back(Uplo::Upper);
    } else {
      return {StatusCode::InvalidArgument,
              std::string(name) + ": --trans takes L or U, not \"" + t + "\""};
    }
  }
  if (uplos.empty()) uplos = {Uplo::Lower, Uplo::Upper};
  std::vector<MatrixKind> kinds = opt.kinds;
  if (kinds.empty()) kinds = lapack_po_kinds();
  for (MatrixKind k : kinds)
    if (!is_spd_kind(k))
      return {StatusCode::InvalidArgument,
              std::string(name) + ": kind " + kind_name(k) + " does not apply"};
  const std::vector<int> rhs_default =
      op == Chol::Potrf ? std::vector<int>{0} : std::vector<int>{1, 16};
  std::vector<Spec> specs;
  for (const auto& s : opt.shapes) {
    const int n = s.empty() ? 0 : s[0];
    const std::vector<int> rhs =
        s.size() > 1 ? std::vector<int>{s[1]} : rhs_default;
    for (int nrhs : rhs)
      specs.push_back(
          {"n = " + std::to_string(n) +
               (op == Chol::Potrf ? std::string()
                                  : " nrhs = " + std::to_string(nrhs)),
           std::vector<int>(opt.batch, n), nrhs, true});
  }
  if (opt.max >= 0) {
    Rng rng(opt.seed, 0x9071);
    const std::vector<int> n =
        generate_sizes(opt.dist, opt.max, opt.batch, rng);
    for (int nrhs : rhs_default)
      specs.push_back({std::string(dist_name(opt.dist)) + " sizes up to " +
                           std::to_string(opt.max),
                       n, nrhs, false});
  }
  if (specs.empty())
    for (int n : {0, 1, 2, 3, 5, 10, 50})
      for (int nrhs : rhs_default)
        specs.push_back({"n = " + std::to_string(n),
                         std::vector<int>(opt.batch, n), nrhs, true});

  for (const Spec& spec : specs)
    for (MatrixKind kind : kinds)
      for (Uplo u : uplos) {
        const bool fails = kind == MatrixKind::SpdSemidefinite ||
                           kind == MatrixKind::SpdIndefinite ||
                           kind == MatrixKind::SpdNaN;
        if (op == Chol::Potrs && fails) continue;  // needs a factor
        const Layout layout =
            spec.fixed
                ? (opt.layout_given && (opt.layout == Layout::Pointers ||
                                        opt.layout == Layout::Strided)
                       ? opt.layout
                       : Layout::Strided)
                : (opt.layout == Layout::VariableMax ? Layout::VariableMax
                                                     : Layout::Variable);
        const std::string what = spec.what + ", uplo " + static_cast<char>(u) +
                                 ", " + layout_name(layout);
        const std::string row =
            std::string(kind_name(kind)) + " uplo " + static_cast<char>(u);
        TestBatch<T> A = TestBatch<T>::variable(spec.n, spec.n, 1);
        A.fill_value(nan_scalar<T>());
        std::vector<int> known(A.count(), -1);
        GenOptions g;
        for (int b = 0; b < A.count(); ++b) {
          if (spec.n[b] == 0) {
            known[b] = 0;
            continue;
          }
          g.zero_index = 1 + (b * 7) % spec.n[b];
          Rng rng(opt.seed + static_cast<std::uint64_t>(kind), b);
          known[b] = generate<T>(kind, spec.n[b], spec.n[b], A.host(b), A.ld(b),
                                 rng, g)
                         .info;
        }
        std::vector<int> nrhs(spec.n.size(), spec.nrhs);
        TestBatch<T> B = TestBatch<T>::variable(spec.n, nrhs, 1);
        B.fill(MatrixKind::Random, opt.seed + 17);
        const TestBatch<T> A0 = A.clone();  // the matrices (full)
        if (op == Chol::Potrs)
          for (int b = 0; b < A.count(); ++b)
            if (spec.n[b] > 0) ref::potrf<T>(u, spec.n[b], A.host(b), A.ld(b));
        for (int b = 0; b < A.count(); ++b)
          for (int j = 0; j < A.cols(b); ++j)
            for (int i = 0; i < A.rows(b); ++i)
              if (!in_tri(u, i, j)) A.at(b, i, j) = nan_scalar<T>();
        const TestBatch<T> A1 = A.clone();  // the input, poisoned
        const TestBatch<T> B0 = B.clone();
        if (Status s = A.upload(q); !s.ok()) return s;
        if (Status s = B.upload(q); !s.ok()) return s;
        Ints info(q, A.count());
        const MatrixBatch<T> a = A.batch(q, layout), bm = B.batch(q, layout);
        const std::size_t ws = op == Chol::Potrf  ? potrf_workspace<T>(q, a)
                               : op == Chol::Posv ? posv_workspace<T>(q, a, bm)
                                                  : 0;
        if (Status s = q.reserve_workspace(ws); !s.ok()) return s;
        Status run = op == Chol::Potrf   ? potrf<T>(q, u, a, info.data())
                     : op == Chol::Potrs ? potrs<T>(q, u, a, bm)
                                         : posv<T>(q, u, a, bm, info.data());
        if (!run.ok()) {
          rep.add_error(row, what, A.count(), run);
          continue;
        }
        if (Status s = info.fetch(q); !s.ok()) return s;
        if (Status s = A.download(q); !s.ok()) return s;
        if (Status s = B.download(q); !s.ok()) return s;
        const double inf = std::numeric_limits<double>::infinity();
        std::vector<double> res(A.count(), 0.0);
        for (int b = 0; b < A.count(); ++b) {
          const int n = spec.n[b];
          const int got = op == Chol::Potrs ? 0 : info.host()[b];
          if (op != Chol::Potrs) {
            int want = known[b];
            if (want < 0) {
              std::vector<T> r(A1.host(b), A1.host(b) + A1.slot_size(b));
              want = n > 0 ? ref::potrf<T>(u, n, r.data(), A1.ld(b)) : 0;
            }
            if (got != want) {
              res[b] = inf;
              continue;
            }
          }
          if (changed(A1, A, b, u, op == Chol::Potrs)) {
            res[b] = inf;
            continue;
          }
          if (got != 0) {
            if (op == Chol::Posv && changed(B0, B, b, u, true)) res[b] = inf;
            continue;
          }
          if (n == 0) continue;
          if (op == Chol::Potrf) {
            res[b] = cholesky_residual<T>(u, n, A1.host(b), A1.ld(b), A.host(b),
                                          A.ld(b));
          } else if (spec.nrhs > 0) {
            std::vector<T> full(A0.host(b), A0.host(b) + A0.slot_size(b));
            make_hermitian_full(Uplo::Lower, n, full.data(), A0.ld(b));
            res[b] = solve_residual<T>(Op::NoTrans, n, spec.nrhs, full.data(),
                                       A0.ld(b), B.host(b), B.ld(b), B0.host(b),
                                       B0.ld(b));
          }
        }
        rep.add(row, what, res);
      }
  return {};
}

template <Chol kOp>
Status run_op(char precision, Queue& q, const ValidateOptions& opt,
              Report& rep) {
  return for_precision(precision, [&](auto x) {
    return run_chol<decltype(x)>(kOp, q, opt, rep);
  });
}

}  // namespace

OpInfo potrf_op() {
  return {"potrf",
          "Cholesky, uplo via --trans L,U; DPO kinds; dpot01 residual, info "
          "exact, other triangle untouched",
          run_op<Chol::Potrf>};
}
OpInfo potrs_op() {
  return {"potrs",
          "Cholesky solve on LAPACKE's factor, shapes n or NxNRHS (default "
          "nrhs 1, 16); dget02 residual",
          run_op<Chol::Potrs>};
}
OpInfo posv_op() {
  return {"posv",
          "Cholesky factor and solve; info exact, dget02 residual, B untouched "
          "where info != 0",
          run_op<Chol::Posv>};
}

}  // namespace myriad::validation
