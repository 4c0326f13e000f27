// Own TRSM / TRMM loops (tri_own.hpp) for the compiler's baseline target: the
// fallback on CPUs without the instruction sets of tri_own_avx2.cpp /
// _avx512.cpp.
#include <complex>

#include "blas3/host/tri_own.hpp"

namespace myriad::detail {

template struct TriOwn<float, IsaBase>;
template struct TriOwn<double, IsaBase>;
template struct TriOwn<std::complex<float>, IsaBase>;
template struct TriOwn<std::complex<double>, IsaBase>;

template <class T>
TriOwnFn<T> tri_own_base() {
  return &TriOwn<T, IsaBase>::run;
}

template TriOwnFn<float> tri_own_base<float>();
template TriOwnFn<double> tri_own_base<double>();
template TriOwnFn<std::complex<float>> tri_own_base<std::complex<float>>();
template TriOwnFn<std::complex<double>> tri_own_base<std::complex<double>>();

}  // namespace myriad::detail
