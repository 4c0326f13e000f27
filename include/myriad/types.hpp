// Myriad: batched dense linear algebra on GPUs and CPUs.
// Basic vocabulary shared by every routine: option enums, scalar traits.
#pragma once

#include <complex>
#include <cstdint>
#include <limits>
#include <type_traits>

// Functions usable from host code and from CUDA kernels (descriptor accessors).
#if defined(__CUDACC__)
#define MYRIAD_HD __host__ __device__ __forceinline__
#else
#define MYRIAD_HD inline
#endif

namespace myriad {

/// op(X) in BLAS terms.
enum class Op : char { NoTrans = 'N', Trans = 'T', ConjTrans = 'C' };
/// Which triangle of a matrix is referenced.
enum class Uplo : char { Lower = 'L', Upper = 'U' };
/// Side of the triangular/symmetric operand.
enum class Side : char { Left = 'L', Right = 'R' };
/// Whether a triangular matrix has an implicit unit diagonal.
enum class Diag : char { NonUnit = 'N', Unit = 'U' };
/// Where a queue executes.
enum class Backend { Host, Cuda };

/// Argument checking done by a routine before it runs.
///  - Full: scalar arguments on the host, and for variable-size batches one
///    preprocessing pass over the device size arrays that validates every
///    matrix and computes the maxima. That pass ends with a stream
///    synchronization (its result is read on the host).
///  - None: scalar arguments only. For variable-size batches the caller must
///    then supply maxima in the descriptors; no synchronization happens and the
///    call can be captured in a CUDA graph. Invalid matrices are still skipped
///    by the kernels (they never touch memory of other matrices), but are not
///    reported.
enum class Check { Full, None };

/// Scalar traits: real type, complex-ness, machine epsilon, LAPACK letter.
template <class T>
struct ScalarTraits;

template <>
struct ScalarTraits<float> {
  using Real = float;
  static constexpr bool is_complex = false;
  static constexpr char letter = 's';
};
template <>
struct ScalarTraits<double> {
  using Real = double;
  static constexpr bool is_complex = false;
  static constexpr char letter = 'd';
};
template <>
struct ScalarTraits<std::complex<float>> {
  using Real = float;
  static constexpr bool is_complex = true;
  static constexpr char letter = 'c';
};
template <>
struct ScalarTraits<std::complex<double>> {
  using Real = double;
  static constexpr bool is_complex = true;
  static constexpr char letter = 'z';
};

template <class T>
using real_t = typename ScalarTraits<std::remove_const_t<T>>::Real;

template <class T>
constexpr bool is_complex_v = ScalarTraits<std::remove_const_t<T>>::is_complex;

/// LAPACK's eps: relative machine precision (unit roundoff times base).
template <class T>
constexpr real_t<T> epsilon() {
  return std::numeric_limits<real_t<T>>::epsilon();
}

/// Prevents template argument deduction through a parameter.
template <class T>
struct TypeIdentity {
  using type = T;
};
template <class T>
using identity_t = typename TypeIdentity<T>::type;

}  // namespace myriad
