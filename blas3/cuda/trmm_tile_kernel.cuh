// TRMM leaf on CUDA through the GEMM tile (internal): B := alpha op(A) B or
// alpha B op(A), in place, for triangles of any order.
//
// A block owns a strip of B across the triangle (Left: Tile::kBN columns and
// every row; Right: Tile::kBM rows and every column) and computes the strip's
// tiles one after another with gemm_tile, op(A) as an operand whose other
// triangle is filtered out (never read). Each output tile reads only the
// rows (Left) or columns (Right) of B that op(A)'s triangle couples it to,
// so taking the tiles in the order TRMM's dependencies allow (Left, lower
// op(A): bottom tile first, as row i needs rows <= i; upper: top first; Right
// the mirror image) leaves every input tile unwritten until its last reader
// is done: in place without workspace. Inside a tile, gemm_tile reads all of
// its panels before its epilogue writes C (= B). The k range of a tile stops
// at the triangle's edge, so the zero triangle costs at most its diagonal
// tiles.
//
// A unit diagonal is left out of the filter and added back as beta = alpha
// with C = B: C := alpha (strict op(A)) B + alpha B.
#pragma once

#include <cuda_runtime.h>

#include <climits>
#include <cstdint>

#include "blas3/cuda/gemm_device.cuh"
#include "blas3/cuda/trsm_cuda_kernels.cuh"

namespace myriad::cuda {

/// Operand filter of the TRMM tile: the triangle of op(A) (lower or upper,
/// diagonal kept unless strict), which is the tile's op(A) operand (Left) or
/// op(B) operand (Right), its k index shifted by koff.
template <bool kLeft>
struct TriangleOperand {
  bool lower, strict;
  int koff;
  __device__ bool keep(int row, int col) const {
    return lower ? (col < row || (!strict && col == row))
                 : (col > row || (!strict && col == row));
  }
  __device__ bool a(int i, int l) const { return !kLeft || keep(i, l + koff); }
  __device__ bool b(int l, int j) const { return kLeft || keep(l + koff, j); }
};

/// Blocks per SM the TRMM tile kernel asks of the register allocator. Side
/// Right takes the tile's own (Tile64: 4, 128 registers, no spill); side
/// Left, whose triangle is op(A), spilled 96 bytes at 4, so one block fewer
/// (168 registers). H100, myriad-bench --op trmm --precision d (square LLNU
/// and --opts RLTN), against our DGEMM at n = 64 / 128 / 256 / 512, each
/// side's blocks forced to 2 / 3 / 4 / unset (an experiment's switch, not
/// kept): Left 0.77 / 0.57 / 0.53 / 0.68, 0.86 / 0.70 / 0.62 / 0.74, 0.60 /
/// 0.58 / 0.56 / 0.71, 0.77 / 0.59 / 0.55 / 0.70 (unset: 236 registers, 2
/// blocks); Right at 128 / 256: 0.62 / 0.55, 0.78 / 0.64, 0.83 / 0.68, 0.62
/// / 0.56. Kept (3 Left, 4 Right), a later run: Left 0.87 / 0.69 / 0.61 /
/// 0.74, Right 1.05 / 0.82 / 0.68 / 0.86.
template <class Tile>
constexpr int trmm_min_blocks(Side side) {
  return side == Side::Left && Tile::kMinBlocks > 1 ? Tile::kMinBlocks - 1
                                                    : Tile::kMinBlocks;
}

/// Work items (matrix, strip), strips per matrix = `strips`, visited
/// grid-stride (64-bit, any batch count). lower_op: op(A) is lower
/// triangular. The side is a template parameter, so that each instantiation
/// knows which operand is the triangle. Assumptions: blockDim.x ==
/// Tile::kThreads; p.o.side == kSide; p.vmax >= vectors of every matrix;
/// invalid matrices are skipped; any order, ld, uplo, trans, diag.
template <class Tile, class S, Side kSide>
__global__ void __launch_bounds__(Tile::kThreads, trmm_min_blocks<Tile>(kSide))
    trmm_tile_kernel(TriLeafParams<S> p, bool lower_op, int strips,
                     std::int64_t total) {
  __shared__ alignas(16) char smem[Tile::template smem_bytes<S>()];
  constexpr bool left = kSide == Side::Left;
  const bool unit = p.o.diag == Diag::Unit;
  const int step = left ? Tile::kBM : Tile::kBN;   // tile extent along r
  const int width = left ? Tile::kBN : Tile::kBM;  // strip width
  // Left lower and Right upper: tile t reads the triangle's k in [0, end of
  // t); the others read [start of t, r).
  const bool from_zero = left == lower_op;
  // Offset of op(A)'s k index koff in A's storage: a column of op(A) (Left)
  // or a row (Right), a column of A when that is not transposed.
  const bool k_is_col = left == (p.o.trans == Op::NoTrans);
  const S beta = unit ? p.alpha : S(0);
  for (std::int64_t w = blockIdx.x; w < total; w += gridDim.x) {
    const int b = static_cast<int>(w / strips);
    const int s = static_cast<int>(w % strips);
    if (!myriad::detail::tri_leaf_ok(p.o, b, p.A, p.B, INT_MAX)) continue;
    const int m = p.B.rows(b), n = p.B.cols(b);
    const int r = left ? m : n, nv = left ? n : m;
    if (r == 0 || s * width >= nv) continue;
    const S* a = p.A.data(b);
    const int lda = p.A.ld(b), ldb = p.B.ld(b);
    S* y = p.B.data(b);
    const int tiles = (r + step - 1) / step;
    for (int q = 0; q < tiles; ++q) {
      // from_zero: tile t reads B's tiles 0..t, so the last goes first.
      const int t = from_zero ? tiles - 1 - q : q;
      const int koff = from_zero ? 0 : t * step;
      const int kend = from_zero ? min(r, (t + 1) * step) : r;
      const int k = kend - koff;
      // op(A) and B from k index koff on: B's rows (Left) or columns (Right).
      const S* tri = a + (k_is_col ? static_cast<std::int64_t>(koff) * lda
                                   : static_cast<std::int64_t>(koff));
      const S* vec = y + (left ? static_cast<std::int64_t>(koff)
                               : static_cast<std::int64_t>(koff) * ldb);
      const TileArgs<S> args =
          left
              ? TileArgs<S>{r,   nv,  k,           p.alpha, tri, lda, p.o.trans,
                            vec, ldb, Op::NoTrans, beta,    y,   ldb}
              : TileArgs<S>{nv,  r,   k,         p.alpha, vec, ldb, Op::NoTrans,
                            tri, lda, p.o.trans, beta,    y,   ldb};
      // gemm_tile ends its reads of shared memory with a barrier, so the
      // next tile may refill it at once.
      gemm_tile<Tile>(args, left ? t : s, left ? s : t, smem, AllElements{},
                      TriangleOperand<left>{lower_op, unit, koff});
    }
  }
}

}  // namespace myriad::cuda
