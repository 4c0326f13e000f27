// Batched GEMM: interface. Checks scalar arguments and fixed-size descriptors
// on the host, then hands over to the queue's backend.
#include <string>

#include "blas3/gemm_backend.hpp"
#include "core/arg_check.hpp"
#include "myriad/blas3.hpp"

namespace myriad {

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
      chk.require(am == C.max_rows(), "rows of op(A) (" + std::to_string(am) +
                                          ") differ from rows of C (" +
                                          std::to_string(C.max_rows()) + ")");
      chk.require(ak == bk, "cols of op(A) (" + std::to_string(ak) +
                                ") differ from rows of op(B) (" +
                                std::to_string(bk) + ")");
      chk.require(bn == C.max_cols(), "cols of op(B) (" + std::to_string(bn) +
                                          ") differ from cols of C (" +
                                          std::to_string(C.max_cols()) + ")");
    }
  }
  if (!chk.ok()) return chk.status();
  if (C.count() == 0) return {};
#ifdef MYRIAD_HAVE_CUDA
  if (queue.backend() == Backend::Cuda)
    return detail::gemm_cuda<T>(queue.impl(), transa, transb, alpha, A, B, beta,
                                C, check);
#endif
  return detail::gemm_host<T>(queue.impl(), transa, transb, alpha, A, B, beta,
                              C, check);
}

// Instantiations: one line per precision.
template Status gemm<float>(Queue&, Op, Op, float, const MatrixBatch<const float>&,
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
