// Scalar helpers for the validation library: one spelling for real and complex
// precisions (absolute value, conjugate, finiteness, building a scalar from a
// real and an imaginary part), and the precision list used by typed code.
#pragma once

#include <cmath>
#include <complex>
#include <cstring>
#include <string>

#include "myriad/types.hpp"

namespace myriad::validation {

/// Builds a T from real and imaginary parts (the imaginary part is dropped for
/// real T).
template <class T>
T make_scalar(double re, double im = 0.0) {
  if constexpr (is_complex_v<T>)
    return T(static_cast<real_t<T>>(re), static_cast<real_t<T>>(im));
  else
    return static_cast<T>(re);
}

template <class T>
T conj_if(T x) {
  if constexpr (is_complex_v<T>)
    return std::conj(x);
  else
    return x;
}

/// |x| (modulus for complex; overflow-safe as std::abs uses hypot).
template <class T>
double abs_val(T x) {
  return static_cast<double>(std::abs(x));
}

template <class T>
double real_part(T x) {
  return static_cast<double>(std::real(x));
}
template <class T>
double imag_part(T x) {
  return static_cast<double>(std::imag(x));
}

template <class T>
bool is_finite(T x) {
  if constexpr (is_complex_v<T>)
    return std::isfinite(x.real()) && std::isfinite(x.imag());
  else
    return std::isfinite(x);
}

/// Bitwise equality (NaN equals the same NaN): for "left untouched" checks.
template <class T>
bool same_bits(const T& a, const T& b);

/// LAPACK's eps for T, as a double.
template <class T>
double eps_of() {
  return static_cast<double>(epsilon<T>());
}

/// LAPACK letter of a precision: s d c z.
template <class T>
constexpr char precision_letter() {
  return ScalarTraits<T>::letter;
}

/// Readable name of a precision ("float", "double", "complex_float",
/// "complex_double"), as used in test names.
template <class T>
std::string precision_name() {
  switch (ScalarTraits<T>::letter) {
    case 's':
      return "float";
    case 'd':
      return "double";
    case 'c':
      return "complex_float";
    default:
      return "complex_double";
  }
}

template <class T>
bool same_bits(const T& a, const T& b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}

}  // namespace myriad::validation
