// Batched TRMM: interface. Checks the arguments (tri_call), then runs the
// recursive driver on the queue's backend.
#include <complex>

#include "blas3/tri_interface.hpp"
#include "blas3/trmm_driver.hpp"
#include "myriad/blas3.hpp"

namespace myriad {

template <class T>
Status trmm(Queue& queue, Side side, Uplo uplo, Op transa, Diag diag,
            identity_t<T> alpha, const MatrixBatch<const identity_t<T>>& A,
            const MatrixBatch<T>& B, Check check) {
  return detail::tri_call<T>("trmm", detail::TriKind::Multiply, queue,
                             {side, uplo, transa, diag}, alpha, A, B, check,
                             detail::trmm_driver<T>);
}

// Instantiations: one line per precision.
template Status trmm<float>(Queue&, Side, Uplo, Op, Diag, float,
                            const MatrixBatch<const float>&,
                            const MatrixBatch<float>&, Check);
template Status trmm<double>(Queue&, Side, Uplo, Op, Diag, double,
                             const MatrixBatch<const double>&,
                             const MatrixBatch<double>&, Check);
template Status trmm<std::complex<float>>(
    Queue&, Side, Uplo, Op, Diag, std::complex<float>,
    const MatrixBatch<const std::complex<float>>&,
    const MatrixBatch<std::complex<float>>&, Check);
template Status trmm<std::complex<double>>(
    Queue&, Side, Uplo, Op, Diag, std::complex<double>,
    const MatrixBatch<const std::complex<double>>&,
    const MatrixBatch<std::complex<double>>&, Check);

}  // namespace myriad
