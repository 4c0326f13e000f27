// Scalars in CUDA kernels (internal): a device complex type layout-compatible
// with std::complex, and the mapping from API scalars to kernel scalars.
#pragma once

#include <cuda_runtime.h>

#include <complex>

#include "myriad/batch.hpp"

namespace myriad::cuda {

template <class R>
struct alignas(2 * sizeof(R)) Complex {
  R re, im;
  Complex() = default;
  __host__ __device__ constexpr Complex(R r, R i = R(0)) : re(r), im(i) {}
  __host__ __device__ Complex& operator+=(Complex b) {
    re += b.re;
    im += b.im;
    return *this;
  }
  __host__ __device__ Complex& operator-=(Complex b) {
    re -= b.re;
    im -= b.im;
    return *this;
  }
};

template <class R>
__host__ __device__ __forceinline__ Complex<R> operator+(Complex<R> a,
                                                          Complex<R> b) {
  return {a.re + b.re, a.im + b.im};
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> operator-(Complex<R> a,
                                                          Complex<R> b) {
  return {a.re - b.re, a.im - b.im};
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> operator-(Complex<R> a) {
  return {-a.re, -a.im};
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> operator*(Complex<R> a,
                                                          Complex<R> b) {
  return {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> operator*(R a, Complex<R> b) {
  return {a * b.re, a * b.im};
}
/// Complex division by Smith's method (no overflow for representable results).
template <class R>
__host__ __device__ __forceinline__ Complex<R> operator/(Complex<R> a,
                                                          Complex<R> b) {
  if (fabs(b.re) >= fabs(b.im)) {
    R r = b.im / b.re, d = b.re + r * b.im;
    return {(a.re + a.im * r) / d, (a.im - a.re * r) / d};
  }
  R r = b.re / b.im, d = b.im + r * b.re;
  return {(a.re * r + a.im) / d, (a.im * r - a.re) / d};
}
template <class R>
__host__ __device__ __forceinline__ bool operator==(Complex<R> a, Complex<R> b) {
  return a.re == b.re && a.im == b.im;
}

// Uniform helpers over real and complex kernel scalars.
template <class R>
__host__ __device__ __forceinline__ R conj(R x) {
  return x;
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> conj(Complex<R> x) {
  return {x.re, -x.im};
}
template <class R>
__host__ __device__ __forceinline__ R real(R x) {
  return x;
}
template <class R>
__host__ __device__ __forceinline__ R real(Complex<R> x) {
  return x.re;
}
/// |re| + |im|: LAPACK's cabs1, used for pivot search.
template <class R>
__host__ __device__ __forceinline__ R abs1(R x) {
  return fabs(x);
}
template <class R>
__host__ __device__ __forceinline__ R abs1(Complex<R> x) {
  return fabs(x.re) + fabs(x.im);
}
/// c + a * b with fused multiply-adds.
__host__ __device__ __forceinline__ float fma(float a, float b, float c) {
  return fmaf(a, b, c);
}
__host__ __device__ __forceinline__ double fma(double a, double b, double c) {
  return ::fma(a, b, c);
}
template <class R>
__host__ __device__ __forceinline__ Complex<R> fma(Complex<R> a, Complex<R> b,
                                                    Complex<R> c) {
  c.re = fma(a.re, b.re, c.re);
  c.re = fma(-a.im, b.im, c.re);
  c.im = fma(a.re, b.im, c.im);
  c.im = fma(a.im, b.re, c.im);
  return c;
}
template <class S>
__host__ __device__ __forceinline__ bool is_zero(S x) {
  return x == S(0);
}

/// API scalar -> kernel scalar.
template <class T>
struct DeviceScalarOf {
  using type = T;
};
template <class R>
struct DeviceScalarOf<std::complex<R>> {
  using type = Complex<R>;
};
template <class T>
struct DeviceScalarOf<const T> {
  using type = const typename DeviceScalarOf<T>::type;
};
template <class T>
using device_t = typename DeviceScalarOf<T>::type;

/// A host scalar converted for a kernel argument.
template <class T>
device_t<T> to_device(T x) {
  device_t<T> r;
  static_assert(sizeof(r) == sizeof(x), "layout-compatible");
  memcpy(&r, &x, sizeof(x));
  return r;
}

/// A descriptor seen with kernel scalars.
template <class T>
MatrixBatch<device_t<T>> to_device(const MatrixBatch<T>& d) {
  return d.template reinterpret<device_t<T>>();
}

}  // namespace myriad::cuda
