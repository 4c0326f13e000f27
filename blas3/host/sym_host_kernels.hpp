// Small-matrix pieces of the host backend's symmetric/Hermitian routines
// (internal): scaling and merging into one triangle, and mirroring a stored
// triangle into a full matrix. Complex products are written out so that no
// libgcc NaN-recovery call (__muldc3) sits in the inner loops.
//
// Assumptions: column-major storage; sizes small enough that the operands fit
// in L1/L2 (the tuning table bounds them, blas3/host/sym_host_tuning.hpp).
#pragma once

#include <complex>
#include <cstdint>

#include "myriad/types.hpp"

namespace myriad::detail::host {

template <class R>
inline R mul(R a, R b) {
  return a * b;
}
template <class R>
inline std::complex<R> mul(std::complex<R> a, std::complex<R> b) {
  return {a.real() * b.real() - a.imag() * b.imag(),
          a.real() * b.imag() + a.imag() * b.real()};
}
template <class R>
inline R cj_if(R x, bool) {
  return x;
}
template <class R>
inline std::complex<R> cj_if(std::complex<R> x, bool c) {
  return c ? std::conj(x) : x;
}
template <class R>
inline R real_part(R x) {
  return x;
}
template <class R>
inline std::complex<R> real_part(std::complex<R> x) {
  return {x.real(), R(0)};
}

inline std::int64_t at(int i, int j, int ld) {
  return i + static_cast<std::int64_t>(j) * ld;
}

/// c[i0, i1) := beta c[i0, i1); beta == 0 writes zeros without reading.
template <class T>
inline void scale_range(T* c, int i0, int i1, T beta) {
  if (beta == T(1)) return;
  if (beta == T(0)) {
    for (int i = i0; i < i1; ++i) c[i] = T(0);
  } else {
    for (int i = i0; i < i1; ++i) c[i] = mul(beta, c[i]);
  }
}

/// C := beta C on the `lower` (else upper) triangle of the n x n matrix C;
/// real_diag makes the diagonal real (HERK's convention).
template <class T>
void scale_triangle(bool lower, int n, T beta, bool real_diag, T* C, int ldc) {
  for (int j = 0; j < n; ++j) {
    T* c = C + at(0, j, ldc);
    scale_range(c, lower ? j : 0, lower ? n : j + 1, beta);
    if (real_diag) c[j] = real_part(c[j]);
  }
}

/// C := W + beta C on the `lower` (else upper) triangle of the n x n C, W
/// n x n with leading dimension n; beta == 0 does not read C; real_diag makes
/// the diagonal real (HERK's convention).
template <class T>
void merge_triangle(bool lower, bool real_diag, int n, const T* W, T beta, T* C,
                    int ldc) {
  for (int j = 0; j < n; ++j) {
    T* c = C + at(0, j, ldc);
    const T* w = W + at(0, j, n);
    const int i0 = lower ? j : 0, i1 = lower ? n : j + 1;
    if (beta == T(0)) {
      for (int i = i0; i < i1; ++i) c[i] = w[i];
    } else if (beta == T(1)) {
      for (int i = i0; i < i1; ++i) c[i] += w[i];
    } else {
      for (int i = i0; i < i1; ++i) c[i] = w[i] + mul(beta, c[i]);
    }
    if (real_diag) c[j] = real_part(c[j]);
  }
}

/// F := the full m x m symmetric (Hermitian when herm) matrix whose `lower`
/// (else upper) triangle is stored in A; only that triangle of A is read.
/// With herm the diagonal's imaginary parts are not read.
template <class T>
void mirror_into(bool lower, bool herm, int m, const T* A, int lda, T* F) {
  for (int j = 0; j < m; ++j) {
    for (int i = 0; i < m; ++i) {
      const bool stored = lower ? i >= j : i <= j;
      F[at(i, j, m)] =
          stored ? A[at(i, j, lda)] : cj_if(A[at(j, i, lda)], herm);
    }
    if (herm) F[at(j, j, m)] = real_part(A[at(j, j, lda)]);
  }
}

}  // namespace myriad::detail::host
