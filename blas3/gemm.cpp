// Batched GEMM: interface. Checks scalar arguments and fixed-size descriptors
// on the host, then hands over to the queue's backend.
#include <limits>
#include <string>

#include "blas3/gemm_backend.hpp"
#include "core/arg_check.hpp"
#include "myriad/blas3.hpp"

namespace myriad {
namespace {

template <class T>
Status dispatch(Queue& queue, Op transa, Op transb, T alpha,
                const MatrixBatch<const T>& A, const MatrixBatch<const T>& B,
                T beta, const MatrixBatch<T>& C, Check check) {
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda)
    return detail::gemm_cuda<T>(queue.impl(), transa, transb, alpha, A, B, beta,
                                C, check);
#endif
  return detail::gemm_host<T>(queue.impl(), transa, transb, alpha, A, B, beta,
                              C, check);
}

}  // namespace

template <class T>
Status gemm(Queue& queue, Op transa, Op transb, identity_t<T> alpha,
            const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<const identity_t<T>>& B, identity_t<T> beta,
            const MatrixBatch<T>& C, Check check) {
  using detail::ArgCheck;
  ArgCheck chk("gemm");
  chk.op(transa, "transa").op(transb, "transb");
  chk.same_count(A, B, C);
  chk.descriptor(A, "A").descriptor(B, "B").descriptor(C, "C");
  if (!A.is_variable() && !B.is_variable() && !C.is_variable()) {
    const bool na = transa == Op::NoTrans, nb = transb == Op::NoTrans;
    const int am = na ? A.max_rows() : A.max_cols();
    const int ak = na ? A.max_cols() : A.max_rows();
    const int bk = nb ? B.max_rows() : B.max_cols();
    const int bn = nb ? B.max_cols() : B.max_rows();
    if (C.max_rows() > 0 && C.max_cols() > 0) {
      const auto differ = [](const char* x, int a, const char* y, int b) {
        return [=] {
          return std::string(x) + " (" + std::to_string(a) + ") differ from " +
                 y + " (" + std::to_string(b) + ")";
        };
      };
      chk.require(am == C.max_rows(),
                  differ("rows of op(A)", am, "rows of C", C.max_rows()));
      chk.require(ak == bk, differ("cols of op(A)", ak, "rows of op(B)", bk));
      chk.require(bn == C.max_cols(),
                  differ("cols of op(B)", bn, "cols of C", C.max_cols()));
    }
  }
  if (!chk.ok()) return chk.status();
  if (C.count() == 0) return {};
  if (alpha == identity_t<T>(0)) {
    // BLAS semantics: C := beta C without reading A or B (NaN there must not
    // propagate). An empty inner dimension says exactly that to every backend.
    constexpr int all = std::numeric_limits<int>::max();
    const bool na = transa == Op::NoTrans, nb = transb == Op::NoTrans;
    return dispatch<T>(queue, transa, transb, alpha,
                       na ? A.sub(0, 0, all, 0) : A.sub(0, 0, 0, all),
                       nb ? B.sub(0, 0, 0, all) : B.sub(0, 0, all, 0), beta, C,
                       check);
  }
  return dispatch<T>(queue, transa, transb, alpha, A, B, beta, C, check);
}

// Instantiations: one line per precision.
template Status gemm<float>(Queue&, Op, Op, float,
                            const MatrixBatch<const float>&,
                            const MatrixBatch<const float>&, float,
                            const MatrixBatch<float>&, Check);
template Status gemm<double>(Queue&, Op, Op, double,
                             const MatrixBatch<const double>&,
                             const MatrixBatch<const double>&, double,
                             const MatrixBatch<double>&, Check);
template Status gemm<std::complex<float>>(
    Queue&, Op, Op, std::complex<float>,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<const std::complex<float>>&, std::complex<float>,
    const MatrixBatch<std::complex<float>>&, Check);
template Status gemm<std::complex<double>>(
    Queue&, Op, Op, std::complex<double>,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<const std::complex<double>>&, std::complex<double>,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad
