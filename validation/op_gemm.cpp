// myriad-validate --op gemm: C = alpha op(A) op(B) + beta C on generated
// batches. The matrix kind applies to A; B and C are random (integer-valued
// for the integer kind, which is checked for exact equality; every other
// kind by the scaled residual of gemm_residual).
// Shapes: "n" (m = n = k = n) or "MxNxK"; --max/--dist draws m, n and k of
// every matrix independently. --trans takes pairs such as NN,TC (default:
// all nine).
#include <string>
#include <utility>
#include <vector>

#include "myriad/gemm.hpp"
#include "validation/ops.hpp"
#include "validation/residuals.hpp"
#include "validation/scalar.hpp"

namespace myriad::validation {

namespace {

struct GemmBatchSpec {
  std::string what;
  std::vector<int> m, n, k;
  bool fixed;
};

bool parse_op(char c, Op& op) {
  switch (c) {
    case 'N':
    case 'n':
      op = Op::NoTrans;
      return true;
    case 'T':
    case 't':
      op = Op::Trans;
      return true;
    case 'C':
    case 'c':
      op = Op::ConjTrans;
      return true;
  }
  return false;
}

template <class T>
Status run_gemm(Queue& q, const ValidateOptions& opt, Report& rep) {
  std::vector<std::pair<Op, Op>> trans;
  if (opt.trans.empty()) {
    for (Op a : {Op::NoTrans, Op::Trans, Op::ConjTrans})
      for (Op b : {Op::NoTrans, Op::Trans, Op::ConjTrans})
        trans.push_back({a, b});
  }
  for (const auto& t : opt.trans) {
    Op a, b;
    if (t.size() != 2 || !parse_op(t[0], a) || !parse_op(t[1], b))
      return {
          StatusCode::InvalidArgument,
          "gemm: --trans entries are two of N T C (\"NT\"), not \"" + t + "\""};
    trans.push_back({a, b});
  }
  std::vector<MatrixKind> kinds = opt.kinds;
  if (kinds.empty())
    kinds = {MatrixKind::Random,      MatrixKind::Integer,
             MatrixKind::IllCond,     MatrixKind::ScaledSmall,
             MatrixKind::ScaledLarge, MatrixKind::WithNaN,
             MatrixKind::WithInf};
  for (MatrixKind kind : kinds)
    if (is_spd_kind(kind))
      return {StatusCode::InvalidArgument,
              std::string("gemm: kind ") + kind_name(kind) + " does not apply"};

  std::vector<GemmBatchSpec> specs;
  for (const auto& s : opt.shapes) {
    GemmBatchSpec spec;
    if (s.size() != 1 && s.size() != 3)
      return {StatusCode::InvalidArgument, "gemm: a size is N or MxNxK"};
    const int m = s[0], n = s.size() == 3 ? s[1] : s[0],
              k = s.size() == 3 ? s[2] : s[0];
    spec.m.assign(opt.batch, m);
    spec.n.assign(opt.batch, n);
    spec.k.assign(opt.batch, k);
    spec.fixed = true;
    spec.what =
        std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
    specs.push_back(std::move(spec));
  }
  if (opt.max >= 0) {
    Rng rng(opt.seed, 0xD157);
    GemmBatchSpec spec;
    spec.m = generate_sizes(opt.dist, opt.max, opt.batch, rng);
    spec.n = generate_sizes(opt.dist, opt.max, opt.batch, rng);
    spec.k = generate_sizes(opt.dist, opt.max, opt.batch, rng);
    spec.fixed = false;
    spec.what = std::string(dist_name(opt.dist)) + " sizes up to " +
                std::to_string(opt.max);
    specs.push_back(std::move(spec));
  }

  std::uint64_t seed = opt.seed;
  for (const auto& spec : specs) {
    const Layout layout =
        spec.fixed ? (opt.layout_given ? opt.layout : Layout::Pointers)
                   : (opt.layout == Layout::VariableMax ? Layout::VariableMax
                                                        : Layout::Variable);
    for (MatrixKind kind : kinds) {
      const bool integer = kind == MatrixKind::Integer;
      const T alpha =
          integer ? make_scalar<T>(2, -1) : make_scalar<T>(0.75, -0.5);
      const T beta =
          integer ? make_scalar<T>(-1, 1) : make_scalar<T>(-1.25, 0.5);
      for (const auto& [ta, tb] : trans) {
        const int count = static_cast<int>(spec.m.size());
        std::vector<int> ar(count), ac(count), br(count), bc(count);
        for (int b = 0; b < count; ++b) {
          ar[b] = ta == Op::NoTrans ? spec.m[b] : spec.k[b];
          ac[b] = ta == Op::NoTrans ? spec.k[b] : spec.m[b];
          br[b] = tb == Op::NoTrans ? spec.k[b] : spec.n[b];
          bc[b] = tb == Op::NoTrans ? spec.n[b] : spec.k[b];
        }
        auto A = TestBatch<T>::variable(ar, ac);
        auto B = TestBatch<T>::variable(br, bc);
        auto C = TestBatch<T>::variable(spec.m, spec.n);
        A.fill(kind, ++seed);
        B.fill(integer ? MatrixKind::Integer : MatrixKind::Random, ++seed);
        C.fill(integer ? MatrixKind::Integer : MatrixKind::Random, ++seed);
        const TestBatch<T> C0 = C.clone();
        const std::string what = spec.what + ", op " + static_cast<char>(ta) +
                                 static_cast<char>(tb) + ", " +
                                 layout_name(layout);
        for (auto* t : {&A, &B, &C})
          if (Status s = t->upload(q); !s.ok()) return s;
        Status s = gemm<T>(q, ta, tb, alpha, A.batch(q, layout),
                           B.batch(q, layout), beta, C.batch(q, layout));
        if (s.ok()) {
          if (Status d = C.download(q); !d.ok()) return d;
          rep.add(kind_name(kind), what,
                  gemm_residuals<T>(ta, tb, alpha, A, B, beta, C0, C, integer),
                  integer);
        } else {
          rep.add_error(kind_name(kind), what, count, s);
        }
      }
    }
  }
  return {};
}

Status run(char precision, Queue& q, const ValidateOptions& opt, Report& rep) {
  return for_precision(
      precision, [&](auto x) { return run_gemm<decltype(x)>(q, opt, rep); });
}

}  // namespace

OpInfo gemm_op() {
  return {"gemm",
          "C = alpha op(A) op(B) + beta C; sizes N or MxNxK; --trans pairs "
          "(NN,TC,..., "
          "default all 9); kinds apply to A (default random, integer (exact), "
          "ill-cond, "
          "scaled-small, scaled-large, nan, inf)",
          run};
}

}  // namespace myriad::validation
