// Vectors across the lanes of a host group kernel (internal): LuOwn::group
// and CholOwn::group factor 8 small matrices side by side, element (i, j) of
// matrix l in lane l of a vector, and copy the matrices' columns in and out
// by 8 x 8 transposes. A template on the ISA tag, as those kernels are, so
// that each instruction set's build (blas3/host/host_kernels_<isa>.cpp) has
// its own copy; include it under the target pragma only.
#pragma once

#include <cstdint>
#include <type_traits>

namespace myriad::detail {

template <class R, class Isa>
struct LaneBlock {
  static constexpr int kLanes = 8;
  typedef R V __attribute__((vector_size(kLanes * sizeof(R))));
  using I = std::conditional_t<sizeof(R) == 8, std::int64_t, std::int32_t>;
  typedef I M __attribute__((vector_size(kLanes * sizeof(I))));

  /// x[l] := column l of the kLanes x kLanes block whose row e is x[e] (in
  /// registers, three rounds of two-vector shuffles). V by reference, never
  /// by value: a 64-byte vector in a signature changes the ABI between the
  /// ISA builds (-Wpsabi).
  static void transpose(V (&x)[kLanes]) {
    static_assert(kLanes == 8, "written for 8 x 8 blocks");
    // Round r pairs rows 2^r apart and interleaves blocks of 2^r elements.
    auto round = [&](int d, const M& lo, const M& hi) {
      for (int a = 0; a < 8; ++a)
        if ((a & d) == 0) {
          const V p = x[a], q = x[a + d];
          x[a] = __builtin_shuffle(p, q, lo);
          x[a + d] = __builtin_shuffle(p, q, hi);
        }
    };
    round(1, M{0, 8, 2, 10, 4, 12, 6, 14}, M{1, 9, 3, 11, 5, 13, 7, 15});
    round(2, M{0, 1, 8, 9, 4, 5, 12, 13}, M{2, 3, 10, 11, 6, 7, 14, 15});
    round(4, M{0, 1, 2, 3, 8, 9, 10, 11}, M{4, 5, 6, 7, 12, 13, 14, 15});
  }

  /// x[e] := scalar e of the kLanes consecutive scalars at a[l] + at +
  /// col ld[l], across l: a block of the group's matrices into its lanes.
  static void load_block(V (&x)[kLanes], R* const (&a)[kLanes],
                         const std::int64_t (&ld)[kLanes], int at, int col) {
    for (int l = 0; l < kLanes; ++l)
      __builtin_memcpy(&x[l], a[l] + at + col * ld[l], sizeof(V));
    transpose(x);
  }
  /// load_block's inverse, for the matrices l not in skip (bit l).
  static void store_block(V (&x)[kLanes], R* const (&a)[kLanes],
                          const std::int64_t (&ld)[kLanes], int at, int col,
                          unsigned skip) {
    transpose(x);
    for (int l = 0; l < kLanes; ++l)
      if (!(skip >> l & 1u))
        __builtin_memcpy(a[l] + at + col * ld[l], &x[l], sizeof(V));
  }
  /// The lines of column col's first `scalars` scalars of every matrix,
  /// fetched for writing: ahead of the copy out's stores, whose misses
  /// otherwise wait in turn (LuOwn::group_of has the figures).
  static void prefetch_column(R* const (&a)[kLanes],
                              const std::int64_t (&ld)[kLanes], int col,
                              int scalars) {
    constexpr int kLineScalars = 64 / static_cast<int>(sizeof(R));
    for (int l = 0; l < kLanes; ++l) {
      const R* c = a[l] + col * ld[l];
      for (int o = 0; o < scalars; o += kLineScalars)
        __builtin_prefetch(c + o, 1, 3);
      __builtin_prefetch(c + scalars - 1, 1, 3);
    }
  }
};

}  // namespace myriad::detail
