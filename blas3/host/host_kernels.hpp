// Accessors of the host kernels built once per ISA (internal). Include only
// from blas3/host/host_kernels_<isa>.cpp, after gemm_small.hpp, tri_own.hpp,
// lapack/host/lu_own.hpp and chol_own.hpp under that file's target pragma: an
// accessor instantiated there returns the kernel compiled for the target, while
// the accessor itself, defined outside the pragma, is baseline code, safe to
// call anywhere.
#pragma once

#include "blas3/host/gemm_small.hpp"
#include "blas3/host/tri_own.hpp"
#include "lapack/host/chol_own.hpp"
#include "lapack/host/lu_own.hpp"

namespace myriad::detail {

template <class T, class Isa>
SmallGemmFn<T> small_gemm_kernel() {
  return &SmallGemm<T, Isa>::run;
}

template <class T, class Isa>
TriOwnFn<T> tri_own_kernel() {
  return &TriOwn<T, Isa>::run;
}

template <class T, class Isa>
LuOwnFns<T> lu_own_kernel() {
  using Own = LuOwn<T, Isa>;
  return {&Own::run,
          &Own::group,
          Own::kGatherable ? &Own::group_gathered : nullptr,
          &Own::solve,
          &Own::solve_blocked,
          &Own::solve_rows};
}

template <class T, class Isa>
CholOwnFns<T> chol_own_kernel() {
  return {&CholOwn<T, Isa>::leaf, &CholOwn<T, Isa>::group};
}

}  // namespace myriad::detail
