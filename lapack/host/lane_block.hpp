// Vectors across the lanes of a host group kernel (internal): LuOwn::group
// and CholOwn::group factor 8 small matrices side by side, element (i, j) of
// matrix l in lane l of a vector, and copy the matrices' columns in and out
// by 8 x 8 transposes. A template on the ISA tag, as those kernels are, so
// that each instruction set's build (blas3/host/host_kernels_<isa>.cpp) has
// its own copy; include it under the target pragma only.
#pragma once

#include <cstdint>
#include <type_traits>
#include <utility>

namespace myriad::detail {

template <class R, class Isa>
struct LaneBlock {
  static constexpr int kLanes = 8;
  typedef R V __attribute__((vector_size(kLanes * sizeof(R))));
  using I = std::conditional_t<sizeof(R) == 8, std::int64_t, std::int32_t>;
  typedef I M __attribute__((vector_size(kLanes * sizeof(I))));

  /// Scalars of one of Isa's vector registers, at most kLanes: a row of a
  /// block (kLanes scalars) is kSplit such vectors. The block is moved and
  /// transposed in these, never in V: where V is wider than the registers
  /// (AVX2: 8 doubles in two), GCC moved V by 16-byte pieces through the
  /// stack and read them back whole (store-forwarding stalls) and lowered
  /// its shuffles to scalar moves. Session 72, 2-core AMD EPYC (AVX2), one
  /// thread, 1000 matrices, us a matrix, V -> native vectors: the figures
  /// are at CholOwn::group_of.
  static constexpr int kWidth =
      Isa::vector_bytes / static_cast<int>(sizeof(R)) < kLanes
          ? Isa::vector_bytes / static_cast<int>(sizeof(R))
          : kLanes;
  static constexpr int kSplit = kLanes / kWidth;
  typedef R H __attribute__((vector_size(kWidth * sizeof(R))));
  /// H at any scalar-aligned address (loads and stores of matrix columns).
  typedef R Hu
      __attribute__((vector_size(kWidth * sizeof(R)), aligned(alignof(R))));
  typedef I MH __attribute__((vector_size(kWidth * sizeof(I))));
  /// A kLanes x kLanes block: row e is x[e][0 ... kSplit - 1].
  using Block = H[kLanes][kSplit];

  /// A block's row (kLanes scalars) from / to the consecutive scalars at p.
  static void get_row(H (&row)[kSplit], const R* p) {
    for (int s = 0; s < kSplit; ++s)
      row[s] = *reinterpret_cast<const Hu*>(p + s * kWidth);
  }
  static void put_row(R* p, const H (&row)[kSplit]) {
    for (int s = 0; s < kSplit; ++s)
      *reinterpret_cast<Hu*>(p + s * kWidth) = row[s];
  }

  /// The masks of round d of an in-register transpose: pairing rows p and
  /// q = p + d, element i of lo is p's i, or q's i - d where bit d of i is
  /// set; hi takes p's i + d, or q's i (indices into p then q). Vectors by
  /// reference, never by value: a vector in a signature changes the ABI
  /// between the ISA builds (-Wpsabi).
  template <int d, int... i>
  static void round_masks(MH& lo, MH& hi, std::integer_sequence<int, i...>) {
    lo = MH{((i & d) ? kWidth + i - d : i)...};
    hi = MH{((i & d) ? kWidth + i : i + d)...};
  }

  /// x := its transpose. Each kWidth x kWidth sub-block is transposed in
  /// registers (log2(kWidth) rounds of two-vector shuffles: unpacks, then
  /// lane permutes), then the sub-blocks off the diagonal trade places.
  static void transpose(Block& x) {
    static_assert(kWidth <= 8, "the rounds below pair rows 1, 2, 4 apart");
    const auto round = [&](auto d) {
      constexpr int D = decltype(d)::value;
      if constexpr (D < kWidth) {
        MH lo, hi;
        round_masks<D>(lo, hi, std::make_integer_sequence<int, kWidth>{});
        for (int s = 0; s < kSplit; ++s)
          for (int a = 0; a < kLanes; ++a)
            if ((a & D) == 0) {
              const H p = x[a][s], q = x[a + D][s];
              x[a][s] = __builtin_shuffle(p, q, lo);
              x[a + D][s] = __builtin_shuffle(p, q, hi);
            }
      }
    };
    round(std::integral_constant<int, 1>{});
    round(std::integral_constant<int, 2>{});
    round(std::integral_constant<int, 4>{});
    for (int bi = 0; bi < kSplit; ++bi)
      for (int bj = bi + 1; bj < kSplit; ++bj)
        for (int r = 0; r < kWidth; ++r)
          std::swap(x[bi * kWidth + r][bj], x[bj * kWidth + r][bi]);
  }

  /// Row e of x := scalar e of the kLanes consecutive scalars at a[l] + at +
  /// col ld[l], across l: a block of the group's matrices into its lanes.
  static void load_block(Block& x, R* const (&a)[kLanes],
                         const std::int64_t (&ld)[kLanes], int at, int col) {
    for (int l = 0; l < kLanes; ++l) get_row(x[l], a[l] + at + col * ld[l]);
    transpose(x);
  }
  /// load_block's inverse, for the matrices l not in skip (bit l).
  static void store_block(Block& x, R* const (&a)[kLanes],
                          const std::int64_t (&ld)[kLanes], int at, int col,
                          unsigned skip) {
    transpose(x);
    for (int l = 0; l < kLanes; ++l)
      if (!(skip >> l & 1u)) put_row(a[l] + at + col * ld[l], x[l]);
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
