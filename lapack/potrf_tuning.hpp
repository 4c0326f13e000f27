// Tuning table of the batched Cholesky (internal): the size limits of the
// fused CUDA kernels and the split of the recursive/blocked driver, per
// backend and precision.
//
// Origin: design values of issue 5 (register kernel: one row per lane,
// n <= 32; register-tiled kernel above, shapes below; recursion by halves
// rounded to a multiple of 32 so that the SYRK/HERK updates get K = 64, 128,
// ...). H100 runs (myriad-bench --op potrf --precision d --sizes 64,128):
// the register-tiled kernel replaced a one-row-per-thread kernel for n <= 64
// that spilled registers (1.9 ms at n = 64, batch 10000); 4 x 4 tiles on
// 16 x 16 threads took 0.65 ms there, issue-bound (ncu: SM 66% busy), and
// 8 x 8 tiles on 8 x 8 threads 0.59 ms. A 128 shape (16 x 16 threads, 8 x 8
// tiles) as the leaf took 3.40 / 3.92 / 4.90 ms at n = 128 / 256 / 512
// (batch 8192 / 2048 / 512), a leaf of 64 with SYRK/TRSM 2.71 / 3.61 / 4.81
// ms once the TRSM leaf was fixed, and a leaf of 32 2.61 / 3.60 / 5.09 ms
// (0.544 against 0.593 ms at n = 64): the leaf is 64.
// The register kernel at 17 <= n <= 32 against rows in shared memory with a
// rolled step loop (as the LU's shared-row kernel), ms, batch 10000: lower
// 0.083 / 0.088 / 0.093 against 0.073 / 0.126 / 0.191 at n = 17 / 24 / 32;
// upper 0.123 / 0.140 / 0.159 against 0.074 / 0.126 / 0.191. The per-lane
// update loop is as long as the lane's row, so the last lane sets the pace:
// not kept. Since session 10 the register-tiled kernel takes 17 <= n <= 32
// (figures at kPotrfCudaTiles).
// Host values from myriad-bench --op potrf --backend host on the 2-core
// CI-class machine (n = 2...512 against LAPACKE_dpotrf per matrix). The lead's
// H100 run (myriad-bench --op potrf, n = 2...512, both uplo) replaces the
// CUDA rows, one table per (GPU, precision) when they differ.
#pragma once

#include <climits>

namespace myriad::detail {

/// One row of a split table: a matrix of order n <= max_n whose order is
/// above the leaf limit is split into A11 of order n1 and A22 of order n - n1;
/// n1 == 0 means half of n rounded up to a multiple of `align`.
struct PotrfSplitRow {
  int max_n;
  int n1;
};

struct PotrfTuning {
  /// Largest order the leaf kernel factors whole.
  int leaf_max;
  /// Multiple that halves are rounded up to.
  int align;
  const PotrfSplitRow* rows;
  int num_rows;

  /// Order of A11 when a matrix of order n > leaf_max is split.
  constexpr int split(int n) const {
    for (int i = 0; i < num_rows; ++i) {
      if (n <= rows[i].max_n) {
        if (rows[i].n1 > 0 && rows[i].n1 < n) return rows[i].n1;
        break;
      }
    }
    const int half = (n / 2 + align - 1) / align * align;
    return half > 0 && half < n ? half : n / 2;
  }
};

/// The tuning of leaf limit `leaf` over the split rows `rows`, halves
/// rounded up to multiples of `align`.
template <int N>
constexpr PotrfTuning potrf_tuning_of(int leaf, int align,
                                      const PotrfSplitRow (&rows)[N]) {
  return {leaf, align, rows, N};
}

// ---- CUDA
// --------------------------------------------------------------------
/// Register kernel (one row per lane, several matrices per warp).
/// Session 10, upper case, H100, myriad-bench --op potrf --precision d
/// --backend cuda --uplo U, ours / cuSOLVER (% of the roofline), U staged
/// through shared memory -> read by columns straight from memory: 1 GiB
/// n = 8 / 16 20.99 (57.3%) / 6.06 (51.6%) -> 36.94 (101.4%) / 7.89x
/// (67.8%); batch 10000 10.93 / 4.87 -> 12.78 / 4.50x; ZPOTRF 10.26 / 3.57
/// -> 8.83 / 4.21x.
/// Steps of the kernel (its unrolled loop; the lanes a matrix takes,
/// potrf_warp_group): the first entry at or above the batch's largest order.
/// Session 28, H100, myriad-bench --op potrf --precision d --backend cuda
/// --reps 5, ms (ours / cuSOLVER), {4, 8, 16} (groups of 4, 8, 16 lanes) ->
/// this table: lower n = 9 0.0186 (2.56x) -> 0.0132-0.0134 (3.61x), 11
/// 0.0191 (2.86x) -> 0.0148-0.0156 (3.52-3.74x), 13 0.0203 (3.03x) ->
/// 0.0183-0.0200 (3.08-3.36x), 15 0.0214 (3.20x) -> 0.0219-0.0222 (3.08-
/// 3.17x); upper 9 0.0171 -> 0.0123-0.0124, 11 0.0182 -> 0.0150-0.0162, 13
/// 0.0228 -> 0.0218. Every even order with a group of N lanes (the shuffles
/// naming a lane of the warp, one integer add each): upper 13 / 15 / 16
/// 0.0244 / 0.0301 / 0.0355, lower 15 / 16 0.0222 / 0.0223, so groups of 12
/// and 14 run on 16 lanes (potrf_warp_group). The loop bounded by the
/// batch's order at run time on the kernel of 16 (a uniform branch a step):
/// lower 9 / 13 / 16 0.0155 / 0.0207 / 0.0241, upper 16 0.0378: not kept.
inline constexpr int kPotrfCudaWarpOrders[] = {2, 4, 6, 8, 10, 12, 14, 16};
inline constexpr int kPotrfCudaNumWarpOrders =
    static_cast<int>(sizeof(kPotrfCudaWarpOrders) / sizeof(int));
inline constexpr int kPotrfCudaWarpMax =
    kPotrfCudaWarpOrders[kPotrfCudaNumWarpOrders - 1];
/// Index into kPotrfCudaWarpOrders for orders up to max_n <= kPotrfCudaWarpMax.
constexpr int potrf_warp_for(int max_n) {
  int i = 0;
  while (i + 1 < kPotrfCudaNumWarpOrders && kPotrfCudaWarpOrders[i] < max_n)
    ++i;
  return i;
}
/// Register-tiled kernel: one matrix per block of S x S threads, each
/// holding the lower triangle of a TT x TT tile (orders up to S TT). The
/// first shape in this order that holds the order and keeps at most
/// kPotrfTileMaxBytes of elements per thread (more spills registers) is
/// used; the largest order any shape holds for a scalar is the leaf of the
/// recursive driver. The kernel is bound by instruction issue, so 8 x 8
/// tiles (64 threads for n <= 64) beat 4 x 4 ones (256 threads) where the
/// registers allow.
/// Session 10, H100, myriad-bench --op potrf --precision d --backend cuda,
/// batch 10000, ours / cusolverDnDpotrfBatched (% of the memory roofline):
/// - full TT x TT tiles (214 registers, 4 blocks per SM) -> the lower
///   triangle only (128 registers, 8 blocks): n = 64 lower 1.82 -> 3.82x
///   (77.9%), upper 2.49 -> 4.74x;
/// - {8, 4} above the register kernel, which went to 32 (n = 20 / 24 /
///   32): lower 2.32 / 2.56 / 2.87 -> 3.53 / 3.62 / 3.60x, upper 2.18 /
///   2.39 / 2.53 -> 4.80 / 5.03 / 4.61x; 1 GiB at 32 lower 70.9 -> 83.8%,
///   upper 36.6 -> 72.0%; variable max 32 2.44 -> 3.66x; ZPOTRF n = 24 / 32
///   2.79 / 3.02 -> 4.25 / 3.96x; SPOTRF 3.49 / 3.78 -> 3.76 / 3.74x;
/// - the rank-1 update with the row factors left unscaled (the column
///   factors scaled by 1 / A(k,k)): n = 64 lower 3.82 -> 3.92x (79.5%);
/// - a {16, 8} shape as the leaf (orders to 128, 2 blocks per SM) against
///   the leaf of 64 with SYRK/TRSM: n = 128 / 256 / 512 lower 2.07 / 1.86 /
///   1.75 against 2.32 / 1.86 / 1.70x, upper 2.17 / 2.08 / 1.96 against
///   2.95 / 2.28 / 1.98x, variable max 128 3.12 against 3.90x: not kept.
/// - {8, 6} for 33 <= n <= 48, which {8, 8} took: n = 40 / 48 lower
///   3.73 / 3.64x (2.62x at 48 before), upper 5.31 / 4.72x (3.73x);
/// - a panel kernel (the leaf and the TRSM below it in one step: rows
///   rg + 16 i, columns cg + 8 t on 16 x 8 threads, panels up to 128 x 64,
///   160-168 registers, 3 blocks per SM) against the leaf then the TRSM:
///   n = 80 / 96 / 128 / 256 lower 1.91 / 2.35 / 2.94 / 2.06x against
///   2.42 / 2.80 / 2.85 / 2.02x, upper 2.17 / 2.48 / 3.00 / 2.35x against
///   2.99 / 3.34 / 3.45 / 2.45x (631 us against 235 + 428 us at n = 128
///   lower): not kept;
/// - the driver's last SYRK/HERK and leaf fused (update_tile), n = 80 / 96
///   / 128 / 256 / 512: lower 2.42 / 2.80 / 2.77 / 2.01 / 1.78x (SYRK then
///   leaf at 128 / 256 / 512: 2.34 / 1.87 / 1.70x), upper 2.99 / 3.34 /
///   3.41 / 2.44 / 2.07x (2.97 / 2.28 / 1.98x); W staged through registers
///   instead of cp.async: 2.29 / 2.63 / 2.43 / 1.94 / 1.74x lower. Kernel
///   times at n = 128 lower (tools/kernel_times.sh): leaf 235 us, update
///   and leaf 425 us, against 378 us for the SYRK alone; with 6 instead of
///   8 blocks per SM (no spills: 166 registers) 406 us, 2.85x; with W
///   laid out so that a thread's factors come in pairs (one shared load
///   for two) 391 us, 2.87x (ZPOTRF n = 96 / 128 2.16 / 1.60 -> 2.24 /
///   1.68x).
/// Since session 25 every double call that selects the {8, 8} shape (orders
/// 49...64: such matrices alone, the recursive driver's last step when A22
/// has 49...64 rows, and the blocked path's diagonal blocks) goes to
/// potrf_block_kernel instead (figures at kPotrfCudaBlock below); the other
/// precisions and shapes keep this kernel.
struct PotrfTileShape {
  int s, tt;
  /// Blocks per SM the kernel is compiled for (__launch_bounds__), which
  /// caps its registers at 64K / (min_blocks s^2), for scalars of up to 8
  /// bytes; half as many for 16-byte scalars (see potrf_tile_min_blocks).
  int min_blocks;
  /// The same for the kernel with the trailing update (update_tile).
  int update_min_blocks;
  constexpr int max_n() const { return s * tt; }
  constexpr int tile() const { return tt * (tt + 1) / 2; }
};
inline constexpr PotrfTileShape kPotrfCudaTiles[] = {
    {8, 4, 16, 12}, {8, 6, 10, 8}, {8, 8, 8, 6}, {16, 4, 4, 4}};
inline constexpr int kPotrfCudaNumTiles =
    static_cast<int>(sizeof(kPotrfCudaTiles) / sizeof(kPotrfCudaTiles[0]));
inline constexpr int kPotrfTileMaxBytes = 512;

/// Blocks per SM a tile kernel is compiled for, from a shape's min_blocks
/// or update_min_blocks.
constexpr int potrf_tile_min_blocks(int min_blocks, int scalar_bytes) {
  return scalar_bytes > 8 && min_blocks > 1 ? min_blocks / 2 : min_blocks;
}

/// Index into kPotrfCudaTiles for order n, or -1 when none holds it.
constexpr int potrf_tile_for(int n, int scalar_bytes) {
  for (int i = 0; i < kPotrfCudaNumTiles; ++i)
    if (n <= kPotrfCudaTiles[i].max_n() &&
        kPotrfCudaTiles[i].tile() * scalar_bytes <= kPotrfTileMaxBytes)
      return i;
  return -1;
}

/// Largest order of the wider potrf_block_kernel (real double, no inverse):
/// the recursive driver's leaf and last step for orders 65...96 (65...80 on
/// the layout of kPotrfCudaBlockMid since session 28), one launch where the
/// block of 64 took three (it, the TRSM, the last step).
/// Session 26, H100, myriad-bench --op potrf --precision d --backend cuda
/// --reps 5 --sizes 65,...,96, the leaf at 96 / 64 through an experiment's
/// switch in one call, ms (ours / cuSOLVER): lower 65 0.488 / 0.417, 66
/// 0.489 (3.14x) / 0.570 (2.69x), 68 0.495 / 0.575, 72 0.495 (3.18x) /
/// 0.612, 76 0.548 (3.00x) / 0.653 (2.52x), 80 0.545 (3.01x) / 0.622
/// (2.63x), 84 0.641 / 0.719, 88 0.639 (3.26x) / 0.723, 92 0.699 / 0.778, 96
/// 0.693 (3.10x) / 0.741 (2.90x); upper 65 0.493 / 0.443, 66 0.498 (4.08x)
/// / 0.635 (3.20x), 72 0.518 / 0.687, 76 0.558 / 0.762 (2.93x), 80 0.580
/// (3.85x) / 0.752 (2.98x), 88 0.675 / 0.843, 96 0.762 (3.78x) / 0.885. Two
/// calls before, measured and not kept: three warps (96 threads, warp w row
/// blocks 5 - w and w; 168 registers at 3 blocks an SM and 260-570 bytes of
/// spills: an SM sub-partition's 16K registers go to ceil(warps / 4) warps),
/// lower 65 / 72 / 80 / 88 / 96 0.556 / 0.565 / 0.627 / 0.697 / 0.758, upper
/// 0.560 / 0.566 / 0.635 / 0.705 / 0.778; two warps doing every block's
/// update whatever the order (the kept kernel skips blocks past it), lower
/// 0.516 / 0.525 / 0.576 / 0.629 / 0.680, upper 0.512 / 0.540 / 0.600 /
/// 0.667 / 0.752.
/// Session 32: the panel steps over only the groups of 32 rows inside the
/// order (the step instantiated for 1, 2 and 3 groups, one chosen per
/// panel), lower 64 / 96 / 153 0.2445 / 0.6998 / 1.198 -> 0.2678 / 0.7608 /
/// 1.269 ms: not kept (the block kernels are 70-114 KB of code each).
inline constexpr int kPotrfCudaBlockWide = 96;
/// Blocks per SM it is compiled for: 4 (8 warps, two a sub-partition) leave
/// it 255 registers; 5 or 6 would leave 168, and it spilled 3-9 KB there.
/// With 255, the variants with an update spilled 1.7-1.9 KB (ptxas) until
/// session 27, when the update started from A instead of from zero
/// (ProductMma in potrf_block_kernel.cuh): 96-180 bytes since, 60-80
/// without an update; the order-64 kernels went from 8-40 bytes to none.
inline constexpr int kPotrfCudaBlockWideMinBlocks = 4;
/// Layouts of potrf_block_kernel for orders just above a multiple of 32
/// (potrf_block::WarpRows): on 64 or 96, an order of 33...48 or 65...80
/// leaves one warp twice the other's blocks. Calls with an update of order
/// up to kPotrfCudaBlockNarrow and calls of orders kPotrfCudaBlock + 1...
/// kPotrfCudaBlockMid take them (figures below). Blocks per SM (ptxas): 80
/// at 5 has 168 registers and spills 1.3-1.4 KB with an update, at 4 none
/// (238-254 registers); 48 at 8 (and 7) takes 127-128 registers, 8 bytes of
/// spills with an upper update.
/// Session 28, H100, myriad-bench --op potrf --precision d --backend cuda
/// --reps 3, ms, 64 / 96 -> these layouts (through an experiment's switch in
/// one call, two rounds of the new): lower 65 0.487 -> 0.409, 73 0.545 ->
/// 0.461-0.463, 80 0.542 -> 0.461-0.463, 97 0.937 -> 0.886-0.887, 109 0.999
/// -> 0.945-0.950, 129 1.417 -> 1.249-1.255, 137 1.330 -> 1.182-1.186, 161
/// 1.322 -> 1.312, 193 1.395 -> 1.280, 201 1.353 -> 1.242-1.244, 257 1.433 ->
/// 1.326-1.332, 265 1.407 -> 1.317-1.330; upper 65 0.494 -> 0.415, 80 0.584
/// -> 0.482-0.483, 97 1.109 -> 1.064-1.067, 105 1.196 -> 1.128-1.129, 193
/// 1.678 -> 1.603-1.628, 257 1.840 -> 1.796-1.796, 265 1.857 -> 1.806-1.811;
/// 145 (a last block of 81) and 161...177 within 1%.
inline constexpr int kPotrfCudaBlockNarrow = 48;
inline constexpr int kPotrfCudaBlockNarrowMinBlocks = 8;
inline constexpr int kPotrfCudaBlockMid = 80;
inline constexpr int kPotrfCudaBlockMidMinBlocks = 4;

/// Largest order the fused CUDA kernels factor for a scalar of this size
/// (real_double: the scalar is double, where potrf_block_kernel goes
/// further).
constexpr int potrf_cuda_fused_max(int scalar_bytes, bool real_double) {
  if (real_double) return kPotrfCudaBlockWide;
  int best = kPotrfCudaWarpMax;
  for (int i = 0; i < kPotrfCudaNumTiles; ++i)
    if (kPotrfCudaTiles[i].tile() * scalar_bytes <= kPotrfTileMaxBytes &&
        kPotrfCudaTiles[i].max_n() > best)
      best = kPotrfCudaTiles[i].max_n();
  return best;
}

/// Small fused POTRS (factor read once into registers, right-hand sides in
/// chunks): up to this order; larger orders use two TRSMs.
inline constexpr int kPotrsCudaFusedMax = 32;
/// Right-hand sides per thread block of the fused POTRS.
inline constexpr int kPotrsCudaRhsChunk = 8;
/// One right-hand side: fused up to this order by columns of the factor
/// (potrs_column_kernel), above kPotrsCudaFusedMax. Larger orders and more
/// right-hand sides use two TRSMs. H100, session 9, myriad-bench --op potrs
/// --precision d --backend cuda --nrhs 1, ours / cusolverDnDpotrsBatched,
/// two TRSMs (narrow leaf) -> column kernel: n = 48 1.9x (session 8 run) ->
/// 2.25 / 2.35x (L / U), 96 1.86 -> 2.26 (a first version dividing on the
/// solve's chain); with the owner lane's reciprocal (tri_columns.cuh), 64
/// 1.76 -> 2.17, 128 2.15 -> 2.22 (posv 1.82 -> 1.84); 256 not measured
/// (kept on the TRSMs).
inline constexpr int kPotrsCudaColumnMax = 128;
/// Whether the fused CUDA POTRS takes orders up to max_n with up to
/// max_nrhs right-hand sides.
constexpr bool potrs_cuda_fused_fits(int max_n, int max_nrhs) {
  return max_n <= kPotrsCudaFusedMax ||
         (max_n <= kPotrsCudaColumnMax && max_nrhs <= 1);
}

/// Session 14, H100, myriad-bench --op potrf --precision d --backend cuda
/// --sizes 128,256,512 (both uplo), ours / cuSOLVER with the split rows set
/// through a temporary switch: halves (this table) L 3.13 / 2.21 / 1.83x,
/// U 3.56 / 2.58 / 2.20x; blocks of 64 (n1 = 64 to 512) L 3.14 / 2.13 /
/// 1.70x, U 3.56 / 2.52 / 2.01x; blocks of 128 L 3.14 / 2.21 / 1.88x, U
/// 3.56 / 2.58 / 2.23x; n1 = 192 L 1.78x at 256; 64 below 256 under halves
/// at 512 L 2.13 / 1.82x. Every split solves the same rows against the same
/// diagonal blocks of 64 in the TRSM leaf kernel, which took 893 of 2541 us
/// per call at 512 lower (tools/kernel_times.sh; SYRK 720, the TRSM's GEMM
/// updates 597, the leaves 268): a faster leaf solve, not the split, is what
/// would move n >= 256.
/// Session 27 (H100, same command, --reps 5, ms, the table and the blocked
/// path from kPotrfCudaBlockedFrom / the rows {128, 0}, {160, 64}, {224,
/// 128}, {288, 192} with lower blocked from 289 only, through an
/// experiment's switch): lower 136 1.453 / 1.482, 144 1.323 / 1.451, 152
/// 1.275 / 1.417, 160 1.131 / 1.323, 168 1.190 / 1.445, 176 1.098 / 1.386,
/// 200 1.398 / 1.703, 208 1.281 / 1.598, 216 1.270 / 1.646, 224 1.174 /
/// 1.555, 264 1.403 / 2.104, 272 1.293 / 2.061, 288 1.233 / 2.000; upper
/// with {160, 64} (A22 of 72...96 on the wider block kernel with its update)
/// 136 1.549 / 1.609, 144 1.444 / 1.515, 152 1.459 / 1.455, 160 1.360 /
/// 1.361. That kernel's update variant spilled (kPotrfCudaBlockWide), and it
/// took these last steps: not kept then. Once it no longer spilled (same
/// session, the same switch): upper 136 / 144 / 152 / 160 1.558 (3.11x) /
/// 1.451 (3.08x) / 1.475 (3.11x) / 1.369 (3.07x) -> 1.495 (3.24x) / 1.383
/// (3.24x) / 1.351 (3.39x) / 1.254 (3.35x); lower, recursive with it
/// instead of blocked with a last block of up to 96 (kPotrfCudaBlockedLast),
/// 1.307 / 1.225 / 1.212 / 1.121 against 1.243 / 1.139 / 1.155 / 1.054.
/// Real double only (the other scalars have no fused kernel of 65...96).
inline constexpr PotrfSplitRow kPotrfCudaSplit[] = {
    {INT_MAX, 0},  // halves, multiples of 32
};
inline constexpr PotrfSplitRow kPotrfCudaSplitDouble[] = {
    {128, 0},   // halves, multiples of 32
    {160, 64},  // A22 of 65...96: the wider kernel's last step
    {INT_MAX, 0},
};

/// Blocked path (potrf_blocked in lapack/potrf_driver.hpp), double only
/// (the GEMM tile it runs on is FP64 tensor-core): diagonal blocks of this
/// order factored by the fused kernel with their update from the columns
/// left of them and its inverse (lapack/cuda/potrf_inverse.cuh), every
/// block below solved against that inverse
/// (lapack/cuda/potrf_panel_kernels.cuh). Taken for fixed-size
/// batches from kPotrfCudaBlockedFrom on; the recursive driver elsewhere.
/// Origin: session 17, H100, myriad-bench --op potrf --precision d --backend
/// cuda (batch 10000 or 1 GiB), the two paths through an experiment's switch
/// (not kept), ms, blocked / recursive, lower: n = 80 1.08 / 0.64, 96 1.14 /
/// 0.76, 128 1.32 / 0.98, 144 1.90 / 1.39, 160 1.64 / 1.30, 176 1.50 /
/// 1.99, 192 1.42 / 1.79, 224 1.71 / 1.80, 256 1.52 / 1.61, 320 1.62 /
/// 2.15, 384 1.85 / 2.48, 448 1.84 / 2.74, 512 1.94 / 2.55; upper: 144 2.06
/// / 1.61, 160 1.79 / 1.54, 176 1.65 / 2.17, 192 1.55 / 1.95, 256 1.65 /
/// 1.74, 384 2.14 / 2.63, 512 2.18 / 2.53 (the recursive driver keeps a
/// fused last step up to 160: A22 of order <= 64 after a split at 96).
/// Variable sizes uniform in [1, max], lower: max = 128 / 256 / 512 0.80 /
/// 1.01 / 1.48 blocked against 0.64 / 0.86 / 1.35 recursive (the blocked
/// steps are launched over every matrix, however few columns it has left):
/// fixed sizes only. Kernel times at n = 512 lower (tools/kernel_times.sh):
/// panel 1249 us, diagonal blocks with their update 464 + 28, inverses 174
/// (166 with the 2 x 2 inverse kept); at 256: 688, 458 + 70, 262 (231).
/// Measured slower and not kept: the next diagonal block's update done by the
/// first panel block (on the tensor cores, K up to n - 64) instead of in the
/// fused kernel: 512 lower 1.91 -> 2.45 ms (that block's three products
/// serialize each step); the next diagonal block's update from the columns
/// before the current block column as one more (independent) panel item on
/// the tensor cores, the fused kernel adding the last 64 columns only: panel
/// 1250 -> 1562 us, fused kernel 464 -> 268 us at 512 lower, DPOTRF lower
/// 192 / 256 / 384 / 512 1.39 / 1.49 / 1.83 / 1.93 -> 1.57 / 1.69 / 1.95 /
/// 2.01 ms, upper 1.55 / 1.65 / 2.15 / 2.20 -> 1.77 / 1.91 / 2.23 / 2.27 ms
/// (its full 64 x 64 products on the tensor cores cost more than the
/// triangle on the FP64 pipe). The {16, 4} shape (256 threads, a quarter of
/// the multiply-adds per thread) for every fused kernel with an update, in
/// place of {8, 8}: 464 -> 645 us at 512 lower, DPOTRF lower 128 / 256 / 512
/// 0.98 / 1.49 / 1.92 -> 1.11 / 1.64 / 2.09 ms, upper 1.14 / 1.63 / 2.18 ->
/// 1.44 / 1.97 / 2.51 ms, variable max 512 lower 1.35 -> 1.36 ms.
/// Session 18 (H100, the two libraries in one call): the inverse taken by
/// the fused kernel from its registers, where a kernel of its own read the
/// factored block back (ncu at 512 lower: 23 us a call, 7.6 warps per SM,
/// 18% of the issue slots busy), together with the GEMM tile's 16 x 8 x 4
/// mma: see the figures in docs/performance.md. Copies of the update's
/// factors 3 chunks ahead instead of 1 (update_tile): DPOTRF lower 192 /
/// 256 / 512 within 1%, n = 96 0.758 -> 0.778 ms: not kept. Kernel times
/// after session 18 (tools/kernel_times.sh, us per DPOTRF call), lower /
/// upper: n = 512 (batch 512) panel 1092 / 1341, diagonal blocks with
/// update and inverse 440 / 559 (6 calls), the last one (no inverse) 94 /
/// 120, the first (no update) 42 / 40; n = 256 (batch 2048) panel 665 /
/// 746, with update and inverse 415 / 506 (2 calls), last 183 / 226, first
/// 147 / 137: at 256 the diagonal steps, latency-bound on 64 threads per
/// matrix, take longer than the panels.
/// Session 20, measured and not kept: wide steps, the diagonal blocks in
/// pairs (the first, the one block below it, the second), then every block
/// of 64 rows below the pair updated over 64 x 128 (the GEMM tile with 8
/// warps, 2 blocks per SM, C in 83 KB of dynamic shared memory) and solved
/// there by three 64 x 64 products on the tensor cores (X0 = C0 Z0^T, C1 -=
/// X0 L10^T, X1 = C1 Z1^T, the inverses of both blocks kept), so that the
/// factored columns left of a pair are read once instead of twice (a third
/// of the panel's traffic at 512). Correct (test_potrf, memcheck clean), but
/// slower at every order, H100, myriad-bench --op potrf --precision d
/// --backend cuda, two rounds, ms, pairs from 161 / from 320 / none: lower
/// 192 1.348-1.350 / - / 1.269-1.270, 256 1.357-1.360 / - / 1.292-1.293,
/// 320 1.445-1.450 / 1.447 / 1.376-1.378, 384 1.550-1.585 / 1.575 / 1.477-
/// 1.479, 448 1.777-1.778 / 1.779 / 1.699-1.705, 512 1.740-1.745 / 1.746 /
/// 1.698-1.703; upper 192 1.518-1.520 / - / 1.461-1.462, 256 1.666-1.672 /
/// - / 1.522-1.527, 320 1.836-1.838 / 1.840 / 1.720-1.721, 384 2.016-2.020
/// / 2.038 / 1.892-1.896, 448 2.276-2.282 / 2.281 / 2.120-2.124, 512 2.190-
/// 2.197 / 2.194 / 2.079-2.084. The extra launch per pair and the solve's
/// three dependent products (8 barriers each, 2 x 2 mma tiles a warp) cost
/// more than the traffic saved.
/// Session 23, measured and not kept: the steps launched as programmatic
/// dependents of the step before (cudaLaunchKernelEx with programmatic stream
/// serialization, griddepcontrol.wait / launch_dependents): each panel
/// kernel ran its first item's update (it reads only columns final since the
/// step before) while the diagonal block's kernel finished, and waited for it
/// before the solve; each diagonal kernel ran its update over all but the
/// last 64 columns while the panel before it finished. Correct on the bench's
/// check; H100, myriad-bench --op potrf --precision d --backend cuda --sizes
/// 192,256,384,448,512 --reps 9, the variants through an experiment's switch
/// in one call, ms, ordinary launches / dependent: lower 1.305 / 1.305,
/// 1.332 / 1.331, 1.526 / 1.506, 1.681 / 1.604, 1.752 / 1.729; upper 1.455
/// / 1.454, 1.506 / 1.503, 1.859 / 1.872, 2.087 / 2.061, 2.045 / 2.142 (a
/// call before: 2.052 / 2.259 with the diagonal kernels waiting from their
/// start). The panel kernel's 4 blocks of 128 threads at 128 registers fill
/// an SM's register file, so a step's blocks find room only as the other
/// step's leave: little overlaps. Kernel times in that call
/// (tools/kernel_times.sh, ordinary launches, us per DPOTRF call), lower:
/// n = 512 (batch 512) panels 1108, diagonal blocks with update and inverse
/// 445 (6 calls), the last 95, the first 43; n = 256 (batch 2048, two
/// parts) panels 703, with update and inverse 551, last 214, first 192: a
/// diagonal block's 64 serial steps on 64 threads (a barrier, the
/// reciprocal square root, the column loads and the predicated updates each
/// step) cost more issue slots than its multiply-adds.
/// Session 24 (H100, myriad-bench --op potrf --precision d --backend cuda
/// --sizes 192,256,384,512 --reps 9, both uplo; two libraries and an
/// experiment's switch in one call, ms). ncu at 512 lower had shown the
/// panels at 55-76% of DRAM bandwidth and the diagonal kernels issue-bound
/// at 2 warps a scheduler (their update, 45 instructions a column of W a
/// thread on the FP64 pipe, took 9.4 us per 64 columns of K). Before: lower
/// 1.267 / 1.275 / 1.429 / 1.647, upper 1.457 / 1.528 / 1.868 / 2.107.
/// - The first panel step (no update) copying C into shared memory by
///   cp.async instead of the tile routine's epilogue loads: lower 1.211 /
///   1.223 / 1.377 / 1.618 (upper reads C through the tile's stages
///   already).
/// - prefetch.global.L2 of each panel item's C, and of the next item's, at
///   the item's start: lower 1.320 / 1.342 / 1.480 / 1.809, upper 1.542 /
///   1.626 / 1.950 / 2.251: not kept.
/// - The diagonal kernel's update on the tensor cores (update_tile_mma,
///   potrf_kernels.cuh, since session 25 ProductMma in
///   potrf_block_kernel.cuh: 20 blocks of 16 x 8 over the lower half, chunks
///   of 16 columns, 3 stages): lower 1.252 / 1.248 / 1.380 / 1.609, upper
///   1.319 / 1.382 / 1.659 / 1.925.
/// - The two kept, with the inverse's two products on the
///   tensor cores too (potrf_invert_block), the parts table before: lower
///   1.143 / 1.142 / 1.277 / 1.511, upper 1.302 / 1.347 / 1.643 / 1.867 (the
///   parts table was swept again then: kPotrfCudaBlockedParts). Kernel times
///   at 512 lower (tools/kernel_times.sh, us per call): panels 1059 -> 933,
///   diagonal blocks with update and inverse 444 -> 388, the last 95 -> 74,
///   the first 43 -> 40.
/// Then, measured and not kept: the tile kernel taking its steps in pairs
/// (columns k and k + 1 published together, one barrier, every thread
/// applying step k to column k + 1 where it needs it, a rank-2 update):
/// ptxas spilled 72-104 bytes in the 128-register {8, 8} kernels (8-24
/// before), the pivot of k + 1 overflowed on LAPACK's scaled-near-overflow
/// kind (ZPOTRF n = 470 upper: info 2 where LAPACKE has 0), and it was
/// slower at every order, H100, same command with --sizes
/// 48,64,128,192,256,384,448,512, ms, one step / pairs: lower 0.163 /
/// 0.194, 0.276 / 0.366, 1.001 / 1.155, 1.145 / 1.263, 1.143 / 1.245,
/// 1.279 / 1.370, 1.393 / 1.441, 1.496 / 1.552; upper 0.186 / 0.191, 0.298
/// / 0.369, 1.114 / 1.236, 1.306 / 1.369, 1.344 / 1.393, 1.637 / 1.662,
/// 1.795 / 1.790, 1.855 / 1.882.
/// Then, measured and not kept: the inverse's shared memory cut to the three
/// blocks of order 32 of the lower triangle (26 KB instead of 34, so that
/// the first diagonal kernel, which has no update, fits 8 blocks per SM
/// instead of 6; two more barriers in the inverse, T and Z21 written over
/// L21), same command, ms, before / after: lower 64 0.276 / 0.276, 128 1.001
/// / 1.023, 192 1.145 / 1.169, 256 1.143 / 1.205, 384 1.279 / 1.291, 512
/// 1.496 / 1.539; upper 64 0.298 / 0.298, 128 1.114 / 1.122, 192 1.306 /
/// 1.317, 256 1.344 / 1.370, 384 1.637 / 1.504, 512 1.855 / 1.812 (ptxas:
/// 68 / 84 bytes of spills in the lower kernel with update and inverse,
/// 16 / 56 before). With it, the kernels with an update at 8 blocks per SM
/// (128 registers: 176-388 bytes of spills) instead of 6: lower 1.047 /
/// 1.207 / 1.273 / 1.396 / 1.771 at 128 / 192 / 256 / 384 / 512, upper
/// 1.159 / 1.404 / 1.477 / 1.704 / 2.072. Why the 26 KB layout lost (ncu,
/// n = 192 lower, batch 3640 in two parts, us per launch, 34 KB / 26 KB):
/// the first diagonal kernel 132 / 114 (14.1 warps per SM instead of 10.4,
/// 35% of the issue slots busy instead of 27%), the one with update and
/// inverse 165 / 186 (its spills and two more barriers), the last 142 /
/// 143; at 512 (tools/kernel_times.sh, one launch at a time) the kernels
/// with update and inverse took 633 / 746 us lower and 1049 / 1298 upper,
/// so upper's gain in the timed runs came from the parts' kernels sharing
/// the SMs better, not from faster kernels. A 26 KB layout whose kernel
/// with update and inverse does not spill would keep the first kernel's
/// gain. A second try kept the inverse's barriers as before (T over the
/// rows of L21 each warp alone reads, Z21 from the registers to memory);
/// ptxas still spilled 68 / 84 bytes in the lower kernel with update and
/// inverse, and the same command (--sizes 8...512, both libraries in one
/// call), ms, 34 KB / 26 KB: lower 128 1.002 / 1.020, 192 1.144 / 1.171,
/// 256 1.146 / 1.190, 320 1.214 / 1.229, 384 1.298 / 1.285, 448 1.392 /
/// 1.420, 512 1.499 / 1.543; upper 128 1.116 / 1.124, 192 1.303 / 1.320,
/// 256 1.345 / 1.375, 320 1.519 / 1.526, 384 1.638 / 1.509, 448 1.762 /
/// 1.705, 512 1.855 / 1.827: not kept.
/// Where n = 192 lower stands after session 24 (ncu --set detailed, batch
/// 3640 in two parts of 1820, us per launch): diagonal blocks 132 (first),
/// 165 (update and inverse), 142 (last), each at 10.4-10.8 warps per SM of
/// the 12 that shared memory (35 KB a block) and registers (168 with an
/// update) allow, 26-29% of the issue slots busy, 8.1-8.7 cycles between a
/// warp's instructions; panels 109 / 121 at 71-77% of the DRAM bandwidth.
/// The diagonal steps, latency-bound, are two thirds of the kernel time.
/// Session 25: the diagonal blocks factored by panels of 8 (potrf_block_kernel,
/// lapack/cuda/potrf_block_kernel.cuh: the block's lower half in the two
/// warps' mma accumulators, one warp factoring each panel by shuffles, the
/// rank-8 updates on the tensor cores, 16 barriers instead of 64), for the
/// blocked path's diagonal blocks and the recursive driver's last fused step,
/// against potrf_tile_kernel through an experiment's switch, H100,
/// myriad-bench --op potrf --precision d --backend cuda --sizes
/// 64,96,128,160,192,256,320,384,448,512 --reps 9, ms, before / after: lower
/// 128 1.001 / 0.920, 160 1.328 / 1.264, 192 1.143 / 1.016, 256 1.145 /
/// 1.054, 320 1.212 / 1.138, 384 1.280 / 1.208, 448 1.388 / 1.317, 512 1.498
/// / 1.413; upper 128 1.111 / 1.070, 160 1.485 / 1.464, 192 1.302 / 1.272,
/// 256 1.342 / 1.300, 320 1.514 / 1.469, 384 1.636 / 1.582, 448 1.763 /
/// 1.735, 512 1.855 / 1.801 (64 and 96, which it did not reach, within
/// 0.5%). Then every double block of the {8, 8} shape (n = 49...64 without
/// an update too), same command with --sizes 48,56,64,96,128,...: lower 56
/// 0.252 -> 0.220, 64 0.276 -> 0.249; upper, A read in the accumulators'
/// layout, 56 0.248 -> 0.292, 64 0.298 -> 0.368, and with U staged through
/// shared memory by cp.async (stage_upper) 0.246 / 0.281, 512 1.762. Measured
/// and not kept: lower staged the same way (64 / 128 / 192 0.248 / 0.898 /
/// 1.014 -> 0.252 / 0.914 / 1.027); the block kernel for the update of any
/// order (A22 of 16...48 in the recursive driver, and n = 33...48), --sizes
/// 40,48,80,96,112,144,160,176, ms, tile / block kernel: lower 80 0.628 /
/// 0.685, 96 0.750 / 0.832, 112 0.955 / 0.991, 144 1.380 / 1.450, 160 1.261
/// / 1.292, upper 80 0.776 / 0.769, 96 0.894 / 0.890, 112 1.185 / 1.136,
/// 144 1.632 / 1.578, 176 1.378 / 1.297; n = 40 / 48 without an update,
/// lower 0.146 / 0.163 -> 0.156 / 0.182, upper 0.152 / 0.186 -> 0.170 /
/// 0.207: kept for the upper updates only (kPotrfCudaBlockUpdates).
inline constexpr int kPotrfCudaBlock = 64;
/// Which double calls with an update (the recursive driver's last step, the
/// blocked path's last diagonal block) go to potrf_block_kernel at every
/// order, not only at those of the {8, 8} shape (figures above): upper since
/// session 25, lower since session 28, once the block kernel's update started
/// from A (session 27, kPotrfCudaBlockWide). Session 28, H100, myriad-bench
/// --op potrf --precision d --backend cuda --uplo L --reps 5, two rounds each
/// in one call through an experiment's switch, ms, tile / block kernel (A22 or
/// the last block of 33...48): 101 0.959-0.960 / 0.943-0.947, 109 1.015-1.023
/// / 1.003, 161 1.336-1.340 / 1.321-1.323, 169 1.293-1.296 / 1.278-1.280, 173
/// 1.271-1.274 / 1.254, 176 1.090-1.097 / 1.068-1.069, 225 1.349-1.351 /
/// 1.335-1.337, 240 1.147 / 1.126-1.130; 97 0.937-0.939 / 0.937-0.939.
struct PotrfBlockUpdates {
  bool lower, upper;
};
inline constexpr PotrfBlockUpdates kPotrfCudaBlockUpdates = {true, true};
/// Blocks per SM potrf_block_kernel (lapack/cuda/potrf_block_kernel.cuh) of
/// order kPotrfCudaBlock is compiled for: its 34-35 KB of shared memory fit
/// 6, and 6 leave it 168 registers a thread.
inline constexpr int kPotrfCudaBlockMinBlocks = 6;
/// The update of potrf_block_kernel of order kPotrfCudaBlock split over two
/// pairs of warps (ProductMma's kPairs; the second pair leaves once its sum
/// is added), at every diagonal block of a blocked batch of orders from
/// `from` up and at most kPotrfCudaBlockMinBlocks matrices an SM (one wave
/// of the one-pair kernel: past it the SMs are full of one-pair blocks).
/// Two stages a pair, min_blocks(upper) blocks an SM (ptxas: lower at 3,
/// 168 registers a thread and 48-56 bytes of spills; upper at 2, 239-241
/// registers and none).
/// Session 60, H200 (132 SMs), one call each, ms at the default batch (1
/// GiB), one pair -> two at every update, upper / lower: 256 0.992 / 0.883
/// -> 1.166 / 0.994, 384 1.196 / 1.017 -> 1.307 / 1.084, 416 1.318 / 1.184
/// -> 1.319 / 1.195, 449 1.672 / 1.410 -> 1.535 / 1.363, 453 1.661 / 1.405
/// -> 1.539 / 1.357, 480 1.456 / 1.314 -> 1.443 / 1.296, 496 1.489 / 1.280
/// -> 1.458 / 1.258, 505 1.656 / 1.348 -> 1.563 / 1.289, 509 1.660 / 1.346
/// -> 1.577 / 1.278, 512 1.429 / 1.234 -> 1.443 / 1.214; at 509 with --batch
/// 264 / 396 1.001 / 0.851 -> 0.924 / 0.770 and 1.333 / 1.099 -> 1.251 /
/// 1.015. Two pairs only for updates of 256 columns and more (the deeper
/// blocks, where the split has the most to share): 453 1.70 / 1.403, 509
/// 1.69 / 1.335, 384 1.276 / 1.058, slower than either; from 128: 453 1.643
/// / 1.375, 509 1.659 / 1.285. Why the shallow updates decide it was not
/// resolved (the odd orders, whose panels are the slowest, gain 4-8%, the
/// even 1-2%), so the rule is by the order of the batch, as measured; at
/// these orders the 1 GiB cap stops the sweep at 5 matrices an SM. At 256
/// by batch, every update: 264 0.206 / 0.185 -> 0.212 / 0.188, 528 0.335 /
/// 0.291 -> 0.332 / 0.287, 792 0.441 / 0.379 -> 0.470 / 0.395, 1584 0.776 /
/// 0.689 -> 0.908 / 0.773.
/// Session 63, H200, with 3 parts from 449 (kPotrfCudaBlockedParts), the
/// pairs through an experiment's switch, two rounds in one call
/// (carry/run111.sh), ms, the table / one pair from 449 and two at 416 /
/// 448, upper / lower: 449 1.542 / 1.331-1.333 -> 1.673-1.681 /
/// 1.386-1.389, 453 1.537-1.540 / 1.313-1.318 -> 1.629-1.638 / 1.377-1.386,
/// 480 1.445-1.446 / 1.303-1.304 -> 1.433-1.434 / 1.324-1.338, 509
/// 1.565-1.579 / 1.261-1.262 -> 1.632-1.656 / 1.343-1.351, 512 1.430-1.431
/// / 1.203-1.206 -> 1.414-1.437 / 1.242-1.248; 416 1.289-1.295 / 1.188-1.190
/// -> 1.324 / 1.197-1.199, 448 1.323-1.326 / 1.141-1.142 -> 1.344-1.351 /
/// 1.157-1.189: the table stays.
struct PotrfBlockPairs {
  int pairs, stages, min_blocks_lower, min_blocks_upper, from;
  /// Blocks an SM the kernel of that triangle is compiled for.
  constexpr int min_blocks(bool upper) const {
    return upper ? min_blocks_upper : min_blocks_lower;
  }
  /// Pairs of warps for the diagonal updates of a blocked batch of count
  /// matrices of order up to max_n on sm_count SMs.
  constexpr int for_blocked(int max_n, int count, int sm_count) const {
    const bool few =
        static_cast<long long>(count) <=
        static_cast<long long>(kPotrfCudaBlockMinBlocks) * sm_count;
    return max_n >= from && few ? pairs : 1;
  }
};
/// Session 65, H200, measured and not kept (carry/run115.sh, same command
/// with --sizes 449,453,480,509,512, two rounds, ms, the table / three
/// stages a pair (61 KB of dynamic shared memory upper, 52 KB lower) /
/// upper's staging of U (stage_upper) issued with the product's first
/// copies instead of before them, the product's stages beside s.l (75 KB) /
/// both (96 KB)): upper 449 1.530-1.531 / 1.546-1.547 / 1.822-1.825 /
/// 1.646-1.650, 453 1.528 / 1.538-1.541 / 1.791-1.792 / 1.640-1.641, 480
/// 1.434 / 1.444-1.446 / 1.487-1.492 / 1.520-1.521, 509 1.564-1.570 /
/// 1.558-1.560 / 1.752-1.761 / 1.677-1.681, 512 1.418-1.424 / 1.450-1.451
/// / 1.489-1.493 / 1.534-1.536; lower 449 1.318-1.321 / 1.327-1.328, 453
/// 1.313-1.326 / 1.319-1.331, 480 1.299-1.306 / 1.303-1.306, 509
/// 1.257-1.262 / 1.260-1.262, 512 1.200-1.203 / 1.202-1.203. Why was not
/// resolved; the loss grows with the block's shared memory, which leaves
/// less room for the other parts' panel kernels beside it.
/// Session 67, H200: upper's kernel compiled for 2 blocks an SM instead of
/// 3, which lifts its cap of 168 registers (ptxas at 3: 100-112 bytes of
/// spill stores and loads, with and without the inverse, lower's 48-56; at
/// 2: 239-241 registers, no spill). ncu on one diagonal launch at upper 509
/// before (K = 384, batch 518, carry/run125.sh, run126.sh): 56.8 us against
/// lower's 43.2 with the same instructions, the difference in waits on
/// memory (long scoreboard 1.37 against 0.64 cycles an issue; spilled
/// registers are reloaded from memory). The 2 blocks an SM through an
/// experiment's switch, carry/run129.sh, myriad-bench --op potrf --precision
/// d --backend cuda --reps 5 --check none (1 GiB), two alternating rounds in
/// one call, ms, 3 -> 2 blocks an SM: upper 449 1.4369-1.4383 ->
/// 1.4414-1.4450, 509 1.4426-1.4428 -> 1.3718-1.3724 (35.1-35.3 ->
/// 36.9-37.2% of the roofline, 3.83 -> 4.02x cusolverDnDpotrfBatched), 512
/// 1.3319-1.3331 -> 1.2909-1.2944 (38.0-38.2 -> 39.1-39.6%); lower 449
/// 1.2967-1.2990 -> 1.3107-1.3136, 509 1.2602-1.2668 -> 1.2590-1.2591, 512
/// 1.2099-1.2103 -> 1.2111-1.2136, so lower keeps 3. test_potrf's
/// double_Cuda tests passed with the switch (both triangles), and
/// compute-sanitizer memcheck over LapackPoKindsAndInfo reported 0 errors.
/// The orders between 449 and 509 were not measured (the session's device
/// time ran out): upper takes 2 at all of them, by the two of three orders
/// that gain 3-5% against the one that loses 0.3-0.5%. Nor were batches
/// past 665 matrices (1 GiB at 449), which the pairs take up to 6 an SM
/// (792 here): at 2 blocks an SM the SMs hold 264 of these blocks at once
/// instead of 396.
inline constexpr PotrfBlockPairs kPotrfCudaBlockPairs = {2, 2, 3, 2, 449};
/// Blocks per SM potrf_block_kernel of order NB is compiled for (NB one of
/// the orders above: kPotrfCudaBlockNarrow, kPotrfCudaBlock,
/// kPotrfCudaBlockMid, kPotrfCudaBlockWide).
constexpr int potrf_cuda_block_min_blocks(int nb) {
  struct Row {
    int nb, min_blocks;
  };
  constexpr Row kRows[] = {
      {kPotrfCudaBlockNarrow, kPotrfCudaBlockNarrowMinBlocks},
      {kPotrfCudaBlock, kPotrfCudaBlockMinBlocks},
      {kPotrfCudaBlockMid, kPotrfCudaBlockMidMinBlocks},
      {kPotrfCudaBlockWide, kPotrfCudaBlockWideMinBlocks}};
  for (const Row& r : kRows)
    if (r.nb == nb) return r.min_blocks;
  return 0;
}
/// Session 25 (potrf_block_kernel in both paths; upper before stage_upper),
/// the threshold at 161 / 97 / 65 through an experiment's switch in one
/// call, --sizes 48,56,64,80,96,112,128,144,160,176 --reps 5, ms, recursive
/// / blocked: lower 96 0.744 / 0.812, 112 0.954 / 1.011-1.012, 128 0.899 /
/// 0.946, 144 1.384 / 1.334-1.343, 160 1.258 / 1.148-1.150; upper 96 0.960
/// / 1.022, 112 1.244 / 1.262-1.266, 128 1.129 / 1.121, 144 1.669 / 1.597-
/// 1.604, 160 1.509 / 1.450-1.451 -> from 129 (161 before).
/// Session 26, with the recursive driver's leaves of 65...96 on the wider
/// block kernel (kPotrfCudaBlockWide), the threshold at 129 / 161 / 193
/// through an experiment's switch, same command with --sizes
/// 136,...,184 --reps 5, ms, ours / cuSOLVER: lower 136 1.449 (2.53x) /
/// 1.422 (2.58x) / 1.458, 144 1.317 (2.55x) / 1.328 / 1.359, 152 1.279 /
/// 1.293 / 1.308, 160 1.135 (2.82x) / 1.197 / 1.213, 168 1.188 / - / 1.684,
/// 176 1.095 / - / 1.614; upper 136 1.710 (2.83x) / 1.553 (3.12x) / 1.588,
/// 144 1.535 (2.92x) / 1.452 (3.08x) / 1.488, 152 1.546 / 1.452 / 1.479,
/// 160 1.373 / 1.353 / 1.371, 168 1.432 / - / 1.791, 176 1.294 / - / 1.718
/// -> lower from 129, upper from 161 (upper's recursive steps: a leaf of 96,
/// the TRSM, the last step on the block kernel with its update).
struct PotrfBlockedFrom {
  int lower, upper;
};
/// Where the blocked path stands after session 27 (H100, same command,
/// every eighth order of upper from 168 to 512, --reps 5, ours / cuSOLVER):
/// 3.01-3.45x but at 424 / 440 / 456 / 472 / 488 / 504, 2.94 / 2.96 / 2.89
/// / 2.91 / 2.89 / 2.82x. Orders that are an odd multiple of 8 (ld = n puts
/// every other column 64 bytes off a 128-byte line) run slower per matrix
/// than their neighbours in both triangles: upper 424 2.674 us a matrix
/// against 2.366 at 432, 488 3.888 against 3.077 at 480, lower 264 0.729
/// against 0.716 at 272. Kernel times (tools/kernel_times.sh, us per call,
/// 424 / 432 upper, batch 746 / 719): panels 1646 / 1384, diagonal blocks
/// with update and inverse 754 / 705, so the panel (the GEMM tile reading
/// K-contiguous halves of lines, 64 bytes a column a stage) carries it. ncu
/// of the seventh panel launch: 37.8 / 35.7 us, the same per matrix; of the
/// eleventh: 65.2 / 56.5 us, DRAM 39 / 45% busy, 10.6 / 9.1 cycles between
/// a warp's instructions: the loss sits in some steps only (its cause not
/// found). The GEMM tile's
/// copies 16 bytes at a time where op(A) = A or op(B) = B^T (aligned pairs,
/// the lower panel's and the GEMM's common case) did not help: lower 136 /
/// 200 / 264 / 272 1.460 / 1.390 / 1.402 / 1.292 -> 1.474 / 1.417 / 1.414
/// / 1.352 ms, upper 424 / 432 / 504 / 512 1.994 / 1.694 / 2.158 / 1.783 ->
/// 1.940 / 1.734 / 2.097 / 1.827, DGEMM update shapes (--shape update
/// --k 8,16,32) 76.1-88.6% -> 75.8-83.7% of the roofline: not kept.
inline constexpr PotrfBlockedFrom kPotrfCudaBlockedFrom = {129, 161};
/// Largest order of the blocked path's last diagonal block (both
/// triangles, since session 27; upper alone before): up to it, the order left
/// after the blocks of kPotrfCudaBlock is factored as one block (the wider
/// block kernel, kPotrfCudaBlockWide, with its update) instead of a block of 64
/// and a smaller one with a panel step between them. Session 26, H100,
/// myriad-bench --op potrf --precision d --backend cuda
/// --reps 5 --sizes 130,...,320, the largest last block 96 / 64 through an
/// experiment's switch in one call, ms: upper 200 1.528 (3.24x) / 1.709
/// (2.90x), 216 1.438 / 1.572, 224 1.352 / 1.446, 288 1.446 / 1.541, the
/// multiples of 64 and 161...192 within 0.3%; lower 130 1.575 / 1.639, 136
/// 1.482 / 1.455, 144 1.398 / 1.324, 152 1.373 / 1.274, 160 1.266 / 1.132,
/// 200 1.354 / 1.394, 216 1.307 / 1.274, 224 1.229 / 1.170, 288 1.262 /
/// 1.242 (the wider kernel with an update spills 1.7-1.9 KB, ptxas) -> 96
/// upper, 64 lower.
/// Session 27, same command with --sizes 136,...,272 (lower), ms, a last
/// block of 64 / up to 96 on the wider kernel with its update / up to 96,
/// its update done first by the SYRK (rankk_cuda on the part's stream) and
/// the wider kernel without one (no spills): 136 1.453 / 1.483 / 1.648,
/// 144 1.321 / 1.408 / 1.530, 152 1.271 / 1.365 / 1.534, 160 1.136 /
/// 1.268 / 1.443, 200 1.394 / 1.353 / 1.512, 208 1.279 / 1.276 / 1.415, 216
/// 1.272 / 1.307 / 1.431, 264 1.403 / 1.361 / 1.480, 272 1.298 / 1.294 /
/// 1.389; upper (last up to 96 either way), the update in the kernel / by
/// the SYRK: 200 1.530 / 1.732, 216 1.434 / 1.628, 264 1.684 / 1.839, 272
/// 1.471 / 1.633. And the columns past the last multiple of 64 (8...63 of
/// them) as a tail of their own: the blocked path (or the recursive driver
/// for 128) over the leading multiple of 64, then one TRSM and the fused
/// last step, ms, blocked / tail: lower 136 1.454 / 1.560, 160 1.135 /
/// 1.367, 200 1.399 / 1.775, 264 1.405 / 1.722, 328 1.434 / 1.705; upper
/// 424 2.000 / 2.428, 488 2.195 / 2.716 (the TRSM reads the whole leading
/// triangle and recurses for more than 8 right-hand sides). None kept.
/// Then, with the wider kernel's update no longer spilling (same command,
/// the switch again), lower, last block 64 / up to 96, ms: 136 1.430
/// (2.56x) / 1.243 (2.95x), 144 1.295 / 1.139, 152 1.254 / 1.155, 160 1.118
/// (2.87x) / 1.054 (3.04x), 200 1.376 (2.77x) / 1.263 (3.02x), 208 1.248 /
/// 1.167, 216 1.248 / 1.204, 224 1.153 / 1.130, 264 1.390 (2.91x) / 1.313
/// (3.09x), 272 1.268 / 1.221, 288 1.230 / 1.206 -> 96 for both.
inline constexpr int kPotrfCudaBlockedLast = 96;
/// Lower batches of order from `from` whose remainder r = n mod
/// kPotrfCudaBlock lies in [rem_min, rem_max] start on a diagonal block of
/// order r, then blocks of kPotrfCudaBlock to the end: the narrow block's
/// step has no update (K = 0) where, as a last block, it took the update
/// of every column before it (or widened the last block to 64 + r on the
/// wider kernel, kPotrfCudaBlockedLast).
/// Origin: session 66, H200 (the only card lent), myriad-bench --op potrf
/// --precision d --backend cuda --uplo L|U --reps 5 --check none, the
/// session 65 blocks (last block up to 96; 64 from 385 at remainders
/// 17...32) / every remainder first, through an experiment's switch, two
/// alternating rounds in one call (carry/run118.sh, run119.sh), ms, lower:
/// 145 (r = 17) 1.116-1.119 / 1.176, 160 (32) 0.928-0.929 / 0.963-0.967,
/// 200 (8) 1.006-1.009 / 1.128-1.129, 217 (25) 1.113-1.114 / 1.098-1.100,
/// 224 (32) 1.003-1.008 / 0.979-0.982, 281 (25) 1.181-1.182 / 1.132-1.133,
/// 288 (32) 1.065-1.068 / 1.015-1.019, 337 (17) 1.261-1.263 / 1.201-1.203,
/// 352 (32) 1.123-1.126 / 1.044-1.045, 385 (1) 1.248-1.250 / 1.268-1.273,
/// 400 (16) 1.134-1.135 / 1.155, 401 (17) 1.286-1.296 / 1.248-1.253, 408
/// (24) 1.224-1.226 / 1.182-1.188, 416 (32) 1.171-1.176 / 1.122-1.133, 425
/// (41) 1.263-1.266 / 1.241-1.246, 449 (1) 1.307-1.310 / 1.326-1.327, 453
/// (5) 1.295-1.298 / 1.309-1.313, 457 (9) 1.285-1.287 / 1.309, 461 (13)
/// 1.275 / 1.288-1.289, 465 (17) 1.368-1.371 / 1.288-1.289, 470 (22)
/// 1.346-1.349 / 1.274-1.276, 475 (27) 1.338-1.341 / 1.277-1.278, 480 (32)
/// 1.277-1.279 / 1.217-1.218, 490 (42) 1.283-1.290 / 1.274-1.275, 500 (52)
/// 1.251-1.256 / 1.238-1.247, 509 (61) 1.246-1.248 / 1.245-1.251. Upper
/// loses at every order measured (200 1.097 / 1.284-1.285, 224 1.033 /
/// 1.079, 385 1.486-1.503 / 1.558-1.565, 449 1.533-1.535 / 1.626-1.630,
/// 465 1.550 / 1.611-1.615, 480 1.432-1.435 / 1.443-1.454, 509 1.560-1.578
/// / 1.577; 288 / 416 within 0.6%). The rows keep the measured ranges:
/// remainders of 17...32 from 217 (up to 7% faster, 352), of 33...52 from
/// 425 (0.7-1.7%). These replace session 65's last block of 64 at
/// remainders 17...32 from 385 (1-2% over the last block up to 96 there).
/// Then the panel step's solve ran only to the first block's order (the
/// depth in potrf_panel_kernel, where it ran all 64 columns of Z), and with
/// it remainders of 1...16 gain as well, lower, same command, two rounds
/// (carry/run121.sh), ms, their last block up to 96 / first: 385 (r = 1)
/// 1.270-1.271 / 1.239-1.242, 400 (16) 1.143-1.146 / 1.125-1.126, 449 (1)
/// 1.329-1.332 / 1.295-1.297, 453 (5) 1.323-1.342 / 1.290-1.295, 457 (9)
/// 1.302-1.307 / 1.282-1.292, 461 (13) 1.282-1.290 / 1.270-1.272; upper
/// still loses (449 1.442 / 1.500).
struct PotrfBlockedFirstRow {
  int from, rem_min, rem_max;
};
inline constexpr PotrfBlockedFirstRow kPotrfCudaBlockedFirstLower[] = {
    {385, 1, 16},
    {217, 17, 32},
    {425, 33, 52},
};
/// The order of the first diagonal block of a blocked batch of order n
/// (potrf_blocked's first_nb).
constexpr int potrf_cuda_blocked_first(bool upper, int n) {
  const int rem = n % kPotrfCudaBlock;
  if (!upper)
    for (const PotrfBlockedFirstRow& r : kPotrfCudaBlockedFirstLower)
      if (n >= r.from && rem >= r.rem_min && rem <= r.rem_max) return rem;
  return kPotrfCudaBlock;
}

/// Whether the blocked path takes a batch of real double (real_double),
/// fixed-size or not (variable), whose largest order is max_n, for the
/// upper triangle or the lower one.
constexpr bool potrf_cuda_blocked(bool real_double, bool variable, int max_n,
                                  bool upper) {
  return real_double && !variable &&
         max_n >= (upper ? kPotrfCudaBlockedFrom.upper
                         : kPotrfCudaBlockedFrom.lower);
}

/// Blocked path: the batch is cut into this many parts of consecutive
/// matrices, each factored on a stream of its own (forked from the queue's
/// and joined back to it, core/queue_impl.hpp), so that one part's diagonal
/// steps, latency-bound on 64 threads a matrix, overlap another part's
/// panel steps, bound by memory. One row {max_n, parts}: the first row with
/// n <= max_n holds.
/// Origin: session 20, H100, myriad-bench --op potrf --precision d --backend
/// cuda --uplo L|U --sizes 192,256,384,512 --reps 7 (batch 3640 / 2048 /
/// 910 / 512), the parts set through an experiment's switch, ms, 1 part
/// (three rounds) / 2 parts (four) / 3 / 4 (one): lower 192 1.368-1.371 /
/// 1.267-1.273 / 1.278 / 1.288, 256 1.415-1.422 / 1.291-1.294 / 1.301 /
/// 1.295, 384 1.705-1.721 / 1.474-1.480 / 1.463 / 1.458, 512 1.701-1.704 /
/// 1.737-1.743 / 1.749 / 1.732; upper 192 1.500-1.506 / 1.461-1.463 / 1.484
/// / 1.511, 256 1.617-1.624 / 1.522-1.526 / 1.542 / 1.548, 384 2.122-2.133 /
/// 1.893-1.895 / 1.830 / 1.847, 512 2.075-2.078 / 2.114-2.143 / 2.117 /
/// 2.107. The panel kernel's grid at 3 or 2 blocks per SM instead of 4
/// (room for the other part's diagonal kernel beside it), 2 parts: 0-3% and
/// 2-8% slower. A later call (the same command with 448 added), 1 / 2
/// parts: lower 448 1.695-1.704 / 1.629, 512 1.692-1.695 / 1.743; upper 448
/// 2.115-2.126 / 2.066, 512 2.074-2.075 / 2.135. With 2 parts, the grid at
/// one work item per block (no grid-stride) instead of 4 blocks per SM:
/// 1.6-3.8% slower at 192 / 256, within 1% at 384...512; at 8 blocks per
/// SM: within 1.5%.
/// Session 23, same command with --sizes 192,256,320,384,448,512 --reps 9,
/// 1 / 2 / 3 / 4 parts in one call, two rounds, ms: lower 192 1.367-1.371 /
/// 1.269 / 1.279 / 1.290, 256 1.417-1.418 / 1.292-1.293 / 1.300 / 1.293-
/// 1.295, 320 1.498-1.501 / 1.377-1.378 / 1.386-1.388 / 1.382-1.383, 384
/// 1.706-1.708 / 1.475-1.479 / 1.462-1.465 / 1.453-1.456, 448 1.698-1.699 /
/// 1.627-1.628 / 1.616 / 1.623-1.626, 512 1.696-1.701 / 1.734-1.742 /
/// 1.744-1.748 / 1.739-1.742; upper 192 1.502-1.503 / 1.461-1.464 / 1.484 /
/// 1.513, 256 1.617-1.620 / 1.525-1.529 / 1.541 / 1.546-1.548, 320 1.820-
/// 1.821 / 1.721-1.723 / 1.742 / 1.742-1.744, 384 2.128 / 1.890-1.892 /
/// 1.836-1.866 / 1.854, 448 2.122-2.123 / 2.059-2.067 / 2.052-2.059 /
/// 2.072-2.075, 512 2.075-2.078 / 2.133-2.143 / 2.122-2.124 / 2.108-2.110:
/// 4 parts at 384 (3 at 448 within 1%: not taken).
/// Session 24, after the diagonal blocks' update and inverse products moved
/// to the tensor cores (the figures below), same command, one call, the
/// parts through an experiment's switch, ms, the table before / 1 / 2 / 3 / 4
/// parts:
/// lower 192 1.143 / 1.234 / 1.141 / 1.147 / 1.166, 256 1.142 / 1.278 /
/// 1.142 / 1.165 / 1.148, 320 1.213 / 1.339 / 1.216 / 1.227 / 1.228, 384
/// 1.277 / 1.546 / 1.311 / 1.291 / 1.279, 448 1.391 / 1.437 / 1.394 / 1.388
/// / 1.389, 512 1.511 / 1.508 / 1.497 / 1.510 / 1.509; upper 192 1.302 /
/// 1.341 / 1.304 / 1.317 / 1.329, 256 1.347 / 1.426 / 1.348 / 1.363 / 1.360,
/// 320 1.516 / 1.579 / 1.516 / 1.510 / 1.523, 384 1.643 / 1.810 / 1.671 /
/// 1.632 / 1.635, 448 1.863 / 1.805 / 1.885 / 1.786 / 1.764, 512 1.867 /
/// 1.868 / 1.875 / 1.855 / 1.853: 4 parts at 448 (both triangles) and at
/// 512 upper, 2 at 512 lower.
/// Session 25, after the diagonal blocks went to potrf_block_kernel, same
/// command with --reps 5, the table / 1 / 2 / 3 / 4 parts, ms: lower 192
/// 1.026 / 1.105 / 1.026 / 1.038 / 1.048, 256 1.056 / 1.172 / 1.056 / 1.074
/// / 1.066, 320 1.144 / 1.252 / 1.144 / 1.161 / 1.154, 384 1.216 / 1.425 /
/// 1.225 / 1.211 / 1.215, 448 1.328 / 1.373 / 1.330 / 1.328 / 1.330, 512
/// 1.419 / 1.438 / 1.422 / 1.429 / 1.432; upper 192 1.237 / 1.267 / 1.237 /
/// 1.248 / 1.257, 256 1.271 / 1.349 / 1.275 / 1.298 / 1.292, 320 1.451 /
/// 1.504 / 1.448 / 1.440 / 1.444, 384 1.537 / 1.719 / 1.607 / 1.569 / 1.536,
/// 448 1.699 / 1.740 / 1.759 / 1.694 / 1.700, 512 1.769 / 1.786 / 1.802 /
/// 1.769 / 1.773: the table stays (every other choice within 1%, or slower).
/// Session 26 (the last blocks of kPotrfCudaBlockedLast), orders a few
/// columns past a multiple of 64, --reps 5, 1 / 2 parts, ms: lower 136
/// 1.521 / 1.459, 144 1.365 / 1.322, 152 1.334 / 1.260, 160 1.192 / 1.132,
/// 168 1.229 / 1.190, 176 1.170 / 1.097, 200 1.527 / 1.398, 208 1.346 /
/// 1.280, 216 1.347 / 1.271, 264 1.539 / 1.406, 272 1.425 / 1.292; upper 168
/// 1.542 / 1.422, 176 1.349 / 1.284, 200 1.733 / 1.533, 208 1.415 / 1.360,
/// 216 1.605 / 1.439, 264 1.919 / 1.683, 272 1.595 / 1.470 (3 and 4 parts
/// not measured: the call's time ran out).
/// Session 27, same orders, 2 / 3 / 4 parts, ms: lower 136 1.453 / 1.444 /
/// 1.451, 144 1.321 / 1.304 / 1.309, 152 1.271 / 1.274 / 1.283, 160 1.136 /
/// 1.151 / 1.140, 168 1.188 / 1.192 / 1.205, 176 1.096 / 1.121 / 1.105, 200
/// 1.394 / 1.393 / 1.400, 208 1.279 / 1.281 / 1.291, 216 1.272 / 1.282 /
/// 1.277, 264 1.403 / 1.402 / 1.409, 272 1.298 / 1.308 / 1.311; and upper at
/// the orders an odd multiple of 8 above 416 (below 3x, see
/// kPotrfCudaBlockedFrom), 2 / 3 / 4 parts: 424 2.009 / 2.006 / 2.000, 440
/// 2.032 / 1.977 / 1.969, 456 2.155 / 2.108 / 2.112, 472 2.125 / 2.104 /
/// 2.099, 488 2.206 / 2.191 / 2.195, 504 2.156 / 2.140 / 2.141: the table
/// stays.
/// Session 32, H100, lower 153 / 159 with 2 / 3 / 4 parts: 1.199-1.207 /
/// 1.216 / 1.216 and 1.146-1.148 / 1.129 / 1.158 ms; the parts staggered
/// (each part's stream waiting on an event recorded after the part before
/// it had launched its first 1 / 2 / 3 steps, so that diagonal kernels and
/// panels of different parts would run at once): lower 147 / 153 / 159 /
/// 256 / 384 1.216 / 1.207 / 1.148 / 1.024 / 1.164 -> 1.270 / 1.246 /
/// 1.210 / 1.084 / 1.204 ms at one step, slower at two and three; upper 365
/// / 453 / 509 1.594 / 1.857 / 1.878 -> 1.671 / 1.916 / 1.938. Not kept.
/// Session 63, H200 (the card lent), after the two-pair diagonal updates
/// (kPotrfCudaBlockPairs) and the coalesced upper staging: myriad-bench --op
/// potrf --precision d --backend cuda --uplo L|U --reps 5 --check none, the
/// parts through an experiment's switch, two rounds in one call
/// (carry/run109.sh), ms, 2 / 3 / 4 parts (1 upper: 1.64-1.88, every order
/// slower): lower 449 1.361-1.365 / 1.323-1.324 / 1.326-1.330, 453
/// 1.357-1.362 / 1.309-1.318 / 1.357-1.382, 509 1.269-1.278 / 1.257-1.263 /
/// 1.254-1.297, 512 1.209-1.214 / 1.197-1.199 / 1.214-1.219; upper 449
/// 1.570-1.595 / 1.531 / 1.532-1.534, 453 1.552-1.585 / 1.529-1.530 /
/// 1.527-1.608, 480 1.448-1.470 / 1.432-1.435 / 1.449-1.452, 509 1.565-1.567
/// / 1.572-1.576 / 1.573-1.585, 512 1.434-1.437 / 1.416-1.419 / 1.429-1.430:
/// 3 parts from 449 in both triangles (lower was 2, upper 4). The next call
/// (carry/run110.sh), --sizes 192,256,320,365,384,416,448, 2 / 3 / 4 parts:
/// lower 192 0.831 / 0.827-0.830 / 0.849, 256 0.879-0.881 / 0.885-0.886 /
/// 0.884-0.885, 320 0.947-0.949 / 0.960 / 0.960-0.961, 365 1.175-1.180 /
/// 1.159-1.161 / 1.160-1.161, 384 1.016 / 1.014-1.017 / 1.014, 416 1.172-
/// 1.173 / 1.173-1.175 / 1.185-1.186, 448 1.128-1.134 / 1.135-1.137 /
/// 1.139-1.142; upper 192 0.897 / 0.899-0.901 / 0.908-0.915, 256 0.955-0.958
/// / 0.964-0.966 / 0.966, 320 1.048 / 1.062-1.066 / 1.061-1.063, 365
/// 1.422-1.424 / 1.386-1.387 / 1.382, 384 1.162-1.163 / 1.154-1.160 /
/// 1.156, 416 1.279-1.285 / 1.277-1.284 / 1.285-1.292, 448 1.300-1.303 /
/// 1.325-1.326 / 1.291-1.304: the rows up to 448 stay (no choice 1% better
/// at both triangles of an order).
struct PotrfPartsRow {
  int max_n;
  int lower, upper;  ///< parts for each triangle
};
inline constexpr PotrfPartsRow kPotrfCudaBlockedParts[] = {
    {320, 2, 2},
    {448, 4, 4},
    {INT_MAX, 3, 3},
};
/// Parts of a blocked batch of `count` matrices of order up to max_n.
constexpr int potrf_cuda_blocked_parts(bool upper, int max_n, int count) {
  int parts = 1;
  for (const PotrfPartsRow& r : kPotrfCudaBlockedParts)
    if (max_n <= r.max_n) {
      parts = upper ? r.upper : r.lower;
      break;
    }
  return parts < count ? parts : (count > 0 ? count : 1);
}

/// The upper panel kernel's GEMM tile (64 x 64, 4 warps, 3 blocks per SM):
/// columns of K per stage and stages in flight. Upper reads both of its
/// operands along K (U's columns), BK x 8 bytes of a column a stage; the
/// lower panel keeps Tile64 (BK 8, 4 stages). Since session 31 the kernel
/// keeps C and 3 stages of copies of the inverse in shared memory beside
/// the tile's stages, within the 48 KiB of a static allocation (BK 12 in 3
/// stages fits only with 2 stages of the copies: so measured below).
/// Session 31, H100, myriad-bench --op potrf --precision d --backend cuda
/// --uplo U --sizes 192,256,365,368,424,509,512 --reps 3, one call through
/// an experiment's switch, ms, BK 12 in 3 stages / 8 in 4 / 12 in 2 / 16 in
/// 2 / 8 in 3: 192 1.151 / 1.119 / 1.130 / 1.103 / 1.119, 256 1.205 / 1.172
/// / 1.197 / 1.127 / 1.183, 365 1.641 / 1.665 / 1.674 / 1.598 / 1.676, 368
/// 1.501 / 1.485 / 1.515 / 1.381 / 1.501, 424 1.732 / 1.717 / 1.748 / 1.662
/// / 1.742, 509 1.923 / 1.960 / 1.975 / 1.870 / 1.968, 512 1.718 / 1.726 /
/// 1.759 / 1.620 / 1.738 (ptxas: 4 / 0 / 12 / 20 / 0 bytes of spill
/// stores). Session 28's kernel (C through memory, the tile without the
/// copies beside it): BK 8 in 4 / 12 in 3 / 16 in 2 (then register-staged,
/// 416 bytes of spills), 365 2.016 / 2.009 / 2.256, 512 1.790 / 1.759 /
/// 2.190 ms.
/// Since session 35 upper's stages are in the K layout (StageLayout::K,
/// gemm_device.cuh): in the MN layout each stage's stores down K, 16 a
/// half-warp, fell on 4 bank pairs. Session 35, H100, same bench with
/// --sizes 192,256,365,424,453,480,509,512 --reps 5, MN / K layout through an
/// experiment's switch in one call, ms: 192 1.103 / 1.076, 256 1.126 /
/// 1.118, 365 1.596 / 1.599, 424 1.656 / 1.667, 453 1.854 / 1.823; the next
/// call, 453 1.863 / 1.822, 509 1.876 / 1.864.
inline constexpr int kPotrfCudaUpperPanelBK = 16;
inline constexpr int kPotrfCudaUpperPanelStages = 2;

/// Blocks per SM the panel kernel is compiled for and launched with, per
/// triangle: the first row with max_n <= its max_n holds. At 4 (128
/// registers) the upper tile spills 28 bytes and the lower one 8; at 3 (168)
/// neither does, and the L1 keeps more of upper's operands, which it reads
/// along K (BK x 8 bytes of each column a stage).
/// Origin: session 29, H100, myriad-bench --op potrf --precision d --backend
/// cuda --reps 3, 4 / 3 blocks per SM through an experiment's switch in one
/// call, ms: upper 200 1.442 / 1.420, 264 1.623 / 1.620, 300 1.755 / 1.682,
/// 330 1.849 / 1.769, 365 2.008 / 1.861 (2.95 -> 3.19x), 376 1.870 / 1.741,
/// 400 1.560 / 1.541, 415 2.036 / 1.926, 424 2.053 / 1.941 (2.85 -> 3.02x),
/// 440 2.019 / 1.920, 448 1.688 / 1.643, 472 2.115 / 2.010, 488 2.226 /
/// 2.112 (2.85 -> 3.01x), 505 2.285 / 2.154, 511 2.282 / 2.146, 512 1.752 /
/// 1.695; lower 145 1.307 / 1.276, 147 1.273 / 1.256, 151 1.237 / 1.221, 157
/// 1.202 / 1.191, 169 1.270 / 1.256, 181 1.247 / 1.232, 187 1.223 / 1.190,
/// 213 1.300 / 1.291, 219 1.282 / 1.268, 239 1.290 / 1.266, 301 1.349 /
/// 1.336, 433 1.483 / 1.510, 512 1.397 / 1.450. An earlier call of the same
/// session: upper 424 / 432 / 433 / 505 / 512 2.030 / 1.660 / 2.138 / 2.294
/// / 1.737 -> 1.948 / 1.605 / 2.028 / 2.167 / 1.850; with 3 blocks, upper
/// BK 16 in 2 stages 2.032 / 1.670 / 2.142 / 2.235 / 1.751, BK 8 in 4
/// stages 2.087 / 1.660 / 2.214 / 2.385 / 1.749, BK 8 in 5 stages 2.054 /
/// 1.682 / 2.207 / 2.357 / 1.776. Before (session 17, on a version of the
/// kernel that also updated the next diagonal block, since dropped), 3 and 2
/// blocks per SM had measured 0-5% and 3-15% slower at n = 80...512.
struct PotrfPanelBlocksRow {
  int max_n;
  int lower, upper;  ///< blocks per SM for each triangle
};
inline constexpr PotrfPanelBlocksRow kPotrfCudaPanelBlocks[] = {
    {320, 3, 3},
    {INT_MAX, 4, 3},
};
/// Blocks per SM of the panel kernel for a batch of order up to max_n.
constexpr int potrf_cuda_panel_blocks(bool upper, int max_n) {
  for (const PotrfPanelBlocksRow& r : kPotrfCudaPanelBlocks)
    if (max_n <= r.max_n) return upper ? r.upper : r.lower;
  return 0;
}
/// Whether some order takes kMinBlocks blocks per SM for this triangle.
constexpr bool potrf_cuda_panel_blocks_used(bool upper, int min_blocks) {
  for (const PotrfPanelBlocksRow& r : kPotrfCudaPanelBlocks)
    if ((upper ? r.upper : r.lower) == min_blocks) return true;
  return false;
}
/// Whether every entry of the table lies in [lo, hi].
constexpr bool potrf_cuda_panel_blocks_within(int lo, int hi) {
  for (const PotrfPanelBlocksRow& r : kPotrfCudaPanelBlocks)
    if (r.lower < lo || r.lower > hi || r.upper < lo || r.upper > hi)
      return false;
  return true;
}

/// Tuning of the batch-level driver on a CUDA queue for a scalar of this
/// size (complex<double> has the smaller leaf).
constexpr PotrfTuning potrf_cuda_tuning(int scalar_bytes, bool real_double) {
  const int leaf = potrf_cuda_fused_max(scalar_bytes, real_double);
  return real_double ? potrf_tuning_of(leaf, 32, kPotrfCudaSplitDouble)
                     : potrf_tuning_of(leaf, 32, kPotrfCudaSplit);
}

// ---- host
// --------------------------------------------------------------------
/// Host per-matrix code: the unblocked loop (panels of four columns) up to
/// kPotrfHostLeaf, the driver above it through the host TRSM and SYRK/HERK
/// of one matrix (blas3/host/one_matrix.hpp; CBLAS calls until session 14).
/// Session 14, 2-core AMD EPYC (AVX-512, OpenBLAS's Haswell kernels),
/// myriad-bench --op potrf --precision d --backend host --threads 2, ours /
/// LAPACKE, CBLAS -> one_matrix: lower n = 64 / 128 / 256 / 512 0.81 / 1.03
/// / 1.11 / 1.11 -> 1.10 / 1.32 / 1.18 / 1.13x, upper 1.11 / 1.07 / 1.10 /
/// 1.17 -> 1.43 / 1.46 / 1.23 / 1.17x (once the own TRSM loops gathered
/// rows of B contiguously: 0.83 / 0.64x at 256 / 512 lower before, ldb
/// 256 / 512 putting a vector's elements in one cache set).
/// Session 7, 2-core CI-class machine, shared (figures +-20%), myriad-bench
/// --op potrf --precision d --backend host --threads 2 --reps 9, ours /
/// LAPACKE_dpotrf per matrix at n = 16 / 24 / 32 / 48 / 64 / 128 (lower)
/// with the leaf at 16 / 32 / 64: 2.84 / 0.71 / 0.79 / 0.95 / 0.79 / 1.10,
/// 2.74 / 1.64 / 1.35 / 1.10 / 1.01 / 1.24, 2.36 / 1.58 / 1.44 / 1.50 /
/// 0.87 / 0.82 -> 32 (upper with 32: 2.63 / 1.68 / 1.27 / 1.00 / 1.31 /
/// 0.79). Before the four-column panels, rank-1 passes with the leaf at 16:
/// 2.42 / - / 0.72 / - / 1.28 / 1.15, and a leaf of 32 no faster.
inline constexpr int kPotrfHostLeaf = 32;
/// Host: orders up to this run the leaf loop compiled for their order
/// (chol_leaf: every trip count known, so the loops unroll and vectorize).
/// Session 8, same machine and command with --sizes 4,8,12,16 --reps 11,
/// two alternating runs of the library before / after, ms: n = 8 1.64 /
/// 1.67 -> 1.42 / 1.39, 12 3.10 / 3.07 -> 2.54 / 2.61, 16 5.60 / 5.32 ->
/// 4.15 / 4.12 (ours / LAPACKE at 16: 2.21 / 2.42 -> 2.71 / 3.32). Up to
/// 32 (--sizes 16,20,24,32, two runs): no gain above 16 within the noise.
inline constexpr int kPotrfHostFixedMax = 16;
/// Host: fixed-size batches of real matrices up to this order are factored
/// in groups of matrices side by side (CholOwn::group,
/// lapack/host/chol_own.hpp).
/// Session 11, same machine and command with --sizes 2,4,8,12,16 --reps 9,
/// two alternating runs of the library before / after, ms for 10000
/// matrices, lower: n = 2 0.30-0.42 -> 0.12-0.13, 4 0.77-0.78 -> 0.25-0.27,
/// 8 1.20-1.30 -> 1.23-1.25, 12 2.26-2.41 -> 3.38-3.54, 16 3.47-3.83 ->
/// 7.97; upper: 2 0.46 -> 0.12-0.13, 4 0.91-0.97 -> 0.23-0.28, 8 1.52-1.62
/// -> 1.11-1.19, 12 3.03 -> 3.21-3.52, 16 4.85-5.17 -> 6.96-7.43 (one
/// multiply-add per element loaded, where the one-matrix loop's panels of
/// four do four) -> up to 8. Two more rounds with 8: lower 2 / 4 / 8 0.31-0.33
/// / 0.72-0.74 / 1.19-1.26 -> 0.12-0.14 / 0.27-0.28 / 1.26-1.29, upper
/// 0.32 / 0.85-1.01 / 1.49-1.62 -> 0.10-0.13 / 0.28-0.31 / 1.11-1.31.
/// Session 20: the groups' loop left-looking by chunks of 4 rows
/// (CholOwn::lanes) and compiled per instruction set with the leaf
/// (lapack/host/chol_own.hpp), 2-core AMD EPYC without AVX-512, same
/// command, two rounds each, ms. Before (groups to 8, baseline code) ->
/// groups to 16: lower n = 8 0.72-0.74 -> 0.45-0.46, 12 1.57-1.59 ->
/// 0.80-0.81, 16 2.39 -> 1.63-1.65. Groups to 16 -> to 32 (a later pair
/// of rounds, the machine at its faster speed): 16 1.25-1.27 -> 1.27-1.28,
/// 20 3.72-3.73 -> 2.18-2.20, 24 5.39-5.44 -> 3.66-3.69, 28 7.26-7.32 ->
/// 4.56-4.62, 32 9.92-9.96 -> 7.78-7.83. Before -> groups to 32, upper
/// n = 8 / 12 / 16 / 24 / 32: 0.65 / 1.80 / 2.91 / 6.04 / 11.29 -> 0.39 /
/// 0.67 / 1.38 / 4.16 / 10.10; SPOTRF lower 0.54 / 1.28 / 1.91 / 4.27 /
/// 7.51 -> 0.34 / 0.78 / 1.19 / 2.60 / 4.93. Up to 32, the order of the
/// leaf.
inline constexpr int kPotrfHostGroupMax = 32;
static_assert(kPotrfHostGroupMax <= kPotrfHostLeaf,
              "a group's matrices are leaves of the one-matrix code");
/// Host: the same for complex scalars (real and imaginary parts split across
/// the group; before session 53 complex matrices went one at a time).
/// Session 53, 2-core Intel Xeon (AVX-512), myriad-bench --op potrf
/// --precision c|z --backend host --threads 2 --uplo L|U --sizes
/// 2,4,8,12,16 --reps 9, two rounds each, ms (x LAPACKE), one matrix at a
/// time -> groups: CPOTRF lower 12 2.30-3.02 (3.3-3.5x) -> 1.43-1.83
/// (5.5-6.3x), 16 3.88-3.93 (3.2-3.5x) -> 2.76-3.54 (4.5-4.7x); upper 12
/// 3.88-4.09 (2.5-2.6x) -> 1.35-1.49 (6.2-7.2x), 16 5.65-7.99 (1.9-2.4x)
/// -> 2.63-3.14 (4.3-6.0x); ZPOTRF lower 12 3.23-3.38 (2.8x) -> 1.69-2.94
/// (3.0-4.8x), 16 5.51-5.81 (2.3-2.4x) -> 3.44-4.23 (2.8-2.9x); upper 12
/// 5.55-5.68 (1.7-1.8x) -> 2.22-2.51 (3.6-4.1x), 16 8.20-11.09 (1.2-1.7x)
/// -> 4.32-5.51 (2.7-3.4x). Orders above 16 not measured (the group's
/// two parts take 32 KB at 16 in double, 128 KB at 32).
inline constexpr int kPotrfHostGroupMaxComplex = 16;
/// Largest order of the host's groups for the scalar.
constexpr int potrf_host_group_max(bool complex) {
  return complex ? kPotrfHostGroupMaxComplex : kPotrfHostGroupMax;
}
/// Host split: up to 512, A11 is one leaf (n1 = kPotrfHostLeaf), so the
/// driver runs as a right-looking blocked loop of width 32: TRSM against a
/// 32 x 32 triangle and SYRK/HERK with k = 32 over the trailing matrix, both
/// cheap in OpenBLAS, where halving gave it TRSMs against triangles of order
/// up to n / 2, which it runs far below its GEMM rate. Above 512, halves.
/// Origin: session 11, same machine (2 shared cores, +-10-30%). Single
/// thread, one process alternating the variants, best of 7, 256 MiB of
/// matrices, us per matrix against LAPACKE_dpotrf: lower n = 64 / 128 /
/// 256 / 512 halves 0.99 / 1.19 / 0.99 / 0.90x, blocks of 16 / 32 / 48 / 64
/// at 256: 1.14 / 1.19-1.21 / 1.21-1.24 / 1.12x (48 and 64 need a larger
/// leaf), 32 at 128 / 512 1.18 / 1.25-1.31x; upper 128 / 256 / 512 halves
/// 0.94 / 0.98 / 0.94x, blocks of 32 1.04 / 1.15 / 1.14x. The trailing
/// SYRK split into SYRK on diagonal blocks of 32 / 64 and GEMM below them,
/// with halves, lost (0.97x at 256). myriad-bench --op potrf --precision d
/// --backend host --threads 2 --reps 9 --sizes 64,128,256,512, two
/// alternating runs of the library before / after, ours / LAPACKE: lower
/// 1.12 / 0.86, 0.98 / 0.88, 1.00 / 1.19, 0.99 / 0.89 -> 0.93 / 1.17, 1.10
/// / 0.94, 1.23 / 1.08, 1.29 / 1.11x; upper 1.30 / 1.19, 0.91 / 1.09, 1.14
/// / 0.85, 0.91 / 0.94 -> 1.24 / 1.34, 1.06 / 1.08, 1.10 / 0.96, 1.15 /
/// 1.00x (n = 64 runs the same steps before and after).
/// Host: the driver's TRSM and SYRK steps through one CBLAS call each
/// (OpenBLAS's dtrsm / dsyrk) instead of the own one-matrix kernels
/// (one_matrix.hpp), for real float everywhere and real double on CPUs whose
/// widest host build is not AVX-512. For double, the own kernels were
/// measured faster on the AVX-512 machine
/// (session 14, above); session 16 ran on a 2-core AMD EPYC without AVX-512
/// (the AVX2 builds; OpenBLAS's Zen kernels), myriad-bench --op potrf
/// --precision d --backend host --threads 2 --reps 7 --sizes
/// 32,48,64,96,128,256,512, three rounds alternating the two through an
/// experiment's switch (not kept), ours / LAPACKE at 64 / 96 / 128 / 256 /
/// 512: own 0.81-0.93 / 0.67-0.76 / 0.84-1.25 / 0.87-1.28 / 0.72-1.17x,
/// CBLAS 0.90-1.14 / 0.95-1.02 / 0.87-1.08 / 0.96-1.47 / 0.93-1.12x (single
/// thread, two rounds: own 0.83-0.92 / - / 0.84-0.88 / 1.05-1.15 / 0.84-1.03,
/// CBLAS 1.09-1.29 / - / 1.03-1.10 / 1.12-1.39 / 1.01-1.07x). The other
/// precisions were not measured there and keep the own kernels. With the
/// rule, the same command (three runs): lower 1.07-1.18 / 0.95-1.06 /
/// 1.00-1.19 / 1.04-1.18 / 0.80-0.97x, upper (two runs) 1.64 / 1.06-1.64 /
/// 1.03-1.18 / 1.00-1.14 / 1.17-1.20x; lower 512, where OpenBLAS's own GEMM
/// sets both paces, stays at or below LAPACKE there.
/// Session 27, 2-core AMD EPYC (AVX-512), myriad-bench --op potrf
/// --precision s --backend host --threads 2 --reps 5 --uplo L|U --sizes
/// 48,64,96,128,192,256,384,512, two rounds alternating own kernels / CBLAS
/// through an experiment's switch (not kept), ours / LAPACKE: lower 0.95-0.96
/// / 0.96-1.00 / 0.84-0.88 / 0.78-0.80 / 0.75 / 0.84-0.85 / 0.89-0.91 /
/// 0.96-0.99x -> 0.94-1.14 / 0.98-1.10 / 0.75-0.86 / 0.78-0.82 / 0.90-0.91 /
/// 1.06-1.08 / 1.06-1.07 / 1.10-1.12x; upper 1.08-1.19 / 1.18-1.32 /
/// 1.09-1.13 / 0.99-1.01 / 0.93-0.94 / 1.07-1.11 / 1.10-1.21 / 1.22-1.26x ->
/// 1.16-1.20 / 1.50-1.69 / 1.26-1.30 / 1.40 / 1.17-1.18 / 1.24-1.27 /
/// 1.26-1.33 / 1.31-1.32x: real float takes CBLAS on every CPU (OpenBLAS's
/// SGEMM runs twice its DGEMM's rate, which the own float kernels do not
/// reach). Then the steps apart, CBLAS for both / CBLAS TRSM and the own
/// SYRK (same command, two rounds): lower 1.19 / 1.12-1.14 / 0.89-0.90 /
/// 0.83 / 0.92-0.93 / 1.04-1.07 / 1.04-1.07 / 1.09-1.11x -> 1.20-1.23 /
/// 1.22-1.26 / 1.03-1.04 / 0.94-1.01 / 0.98-1.01 / 1.05-1.10 / 1.06-1.09 /
/// 1.07-1.13x; upper 1.19-1.37 / 1.19-1.32 / 1.21-1.22 / 1.18-1.34 /
/// 1.14-1.20 / 1.24-1.29 / 1.28-1.30 / 1.33-1.34x -> 1.09-1.12 / 1.12-1.17
/// / 0.98-1.00 / 1.03-1.04 / 0.94-0.97 / 1.11-1.16 / 1.19-1.24 /
/// 1.26-1.31x; the own TRSM and CBLAS SYRK, lower 0.84-0.96 / 0.73-0.76 /
/// 0.69-0.70 / 0.72-0.75 / 0.83-0.85x at 64...256: float lower keeps the
/// own SYRK.
/// Session 55, a 2-core Intel Xeon with AVX-512 where OpenBLAS runs its
/// generic Prescott kernels (blas_generic: BlasKernels::Generic),
/// myriad-bench --op potrf --precision s --backend host --threads 2 --reps
/// 3, two rounds alternating CBLAS TRSM and the own SYRK (the rule above) /
/// both steps own, through an experiment's switch (not kept), ms: lower 96
/// 110.8-153.6 / 99.6-128.5, 128 187.5-257.7 / 153.8-187.7, 192
/// 396.3-457.7 / 366.8-385.9, 256 513.4-583.0 / 470.0-482.0, 384
/// 933.6-1136.5 / 607.2-736.9, 512 1285.4-1320.2 / 1043.0-1079.7 (at 384
/// 0.98-1.18x -> 1.56-1.69x LAPACKE; 64 is one leaf either way); upper,
/// CBLAS for both / both own / own TRSM and CBLAS SYRK / CBLAS TRSM and the
/// own SYRK: 128 252.1-373.8 / 374.4-448.6 / 293.0-349.1 / 368.2-460.0,
/// 256 760.3-921.8 / 1250.0-1286.0 / 694.7-751.7 / 957.2-998.2, 512
/// 1125.1-1685.6 / 1285.9-1685.8 / 1264.6-1924.3 / 1286.6-1587.0 (within
/// this VM's noise or slower): lower takes both steps own there (on CPUs
/// with AVX-512, the only kind measured), upper keeps CBLAS.
struct PotrfHostBlasSteps {
  bool trsm, herk;
};
constexpr PotrfHostBlasSteps potrf_host_blas_steps(bool real_float,
                                                   bool real_double,
                                                   bool avx512, bool upper,
                                                   bool blas_generic) {
  if (real_float) {
    if (blas_generic && avx512 && !upper) return {false, false};
    return {true, upper};
  }
  const bool blas = real_double && !avx512;
  return {blas, blas};
}

inline constexpr PotrfSplitRow kPotrfHostSplit[] = {
    {512, kPotrfHostLeaf},  // right-looking blocked: A11 one leaf
    {INT_MAX, 0},           // halves, multiples of 16
};
inline constexpr PotrfTuning kPotrfHostTuning =
    potrf_tuning_of(kPotrfHostLeaf, 16, kPotrfHostSplit);
/// Host, real scalars: the leaf loop takes orders up to kPotrfHostLeafReal
/// (lower_padded's buffer, both triangles since session 29; before, upper
/// copied its triangle through a buffer of order kPotrfHostLeaf and kept
/// it). Real double, on the own one-matrix kernels (the CPUs where
/// potrf_host_blas_steps leaves them to double): the blocked loop in steps
/// of that width up to 192, halves above. Real float: kPotrfHostSplitFloat.
/// Session 28, 2-core AMD EPYC (AVX-512), myriad-bench --op potrf --precision
/// d --backend host --threads 2 --reps 7 --uplo L --sizes
/// 40,48,56,64,80,96,128, two rounds of leaves of 32 / 48 / 64 through an
/// experiment's switch (not kept), ms: 40 13.20-13.03 / 10.18-10.30 /
/// 10.67-10.50, 48 15.71-18.46 / 14.04-14.01 / 14.29-14.04, 56 22.59-27.76 /
/// 23.83-22.35 / 19.98-19.32, 64 30.18-35.78 / 30.93-30.77 / 30.59-29.76, 80
/// 48.26-48.67 / 47.17-48.46 / 47.26-46.31, 96 69.81-70.53 / 70.39-70.70 /
/// 67.38-63.96, 128 103.30-104.28 / 104.58-99.12 / 99.49-98.82 (ours /
/// LAPACKE at 64: 0.91-1.02 / 0.93-0.94 / 0.98x). The CBLAS steps in place of
/// the own ones (same command, leaf 32, two rounds) were slower at every
/// order: 64 29.97-30.11 -> 31.86-33.09 ms (TRSM), 32.55-34.76 (SYRK),
/// 32.11-32.57 (both).
/// Session 29, after the padded leaf (CholOwn::lower_padded), same machine,
/// --reps 7 --sizes 80,96,128,160,192,256,384,512, two rounds of blocks of
/// 64 up to 512 / halves through an experiment's switch, ms: 80 38.5-40.7 /
/// 42.4-43.5, 96 56.2-56.8 / 62.1-62.5, 128 84.8-85.0 / 83.5-85.3, 160
/// 92.6-93.2 / 97.2-97.3, 192 97.8-99.0 / 100.2-100.4, 256 126.6-129.9 /
/// 117.1-117.6, 384 177.9-184.8 / 168.4-172.0, 512 247.2-249.6 / 229.7-232.7
/// (ours / LAPACKE at 512 1.18-1.19 -> 1.26-1.29x) -> halves above 192.
/// Upper, once its leaf took the padded copy (CholOwn::lower_padded<true>),
/// --uplo U, two rounds, ms, the leaf of 32 and blocks of 32 -> this tuning:
/// 40 15.3-15.6 -> 13.3-14.0, 64 32.6-32.6 -> 29.9-31.2, 96 75.8-77.7 ->
/// 67.3-68.3, 128 112.0-116.0 -> 107.2-108.9, 192 122.8-126.1 ->
/// 116.5-123.7, 256 145.2-148.9 -> 144.6-153.9, 512 256.4-264.9 ->
/// 234.8-236.8 (1.21-1.24 -> 1.38-1.40x); 24 and 32 within the noise.
inline constexpr int kPotrfHostLeafReal = 64;
inline constexpr PotrfSplitRow kPotrfHostSplitDouble[] = {
    {192, kPotrfHostLeafReal},  // blocks of the leaf's width, then halves
    {INT_MAX, 0},
};
inline constexpr PotrfTuning kPotrfHostTuningDouble =
    potrf_tuning_of(kPotrfHostLeafReal, 16, kPotrfHostSplitDouble);
/// Host, real float: halves above 96 (multiples of 16), where its TRSM and
/// SYRK/HERK steps go through CBLAS (potrf_host_blas_steps), whose SGEMM runs
/// faster on the larger blocks than on the blocked loop's k = 32. Session 28,
/// 2-core AMD EPYC (AVX-512), myriad-bench --op potrf --precision s --backend
/// host --threads 2 --reps 5 --uplo L|U --sizes
/// 48,80,96,112,128,144,192,256,384,512, two rounds each of blocks of 32 /
/// halves through an experiment's switch (not kept), ours / LAPACKE: lower 192
/// 0.98 / 0.98x -> 1.12 / 1.18x, 256 1.09 / 1.02 -> 1.28 / 1.28, 384 1.10 /
/// 1.04 -> 1.22 / 1.21, 512 1.13 / 1.09 -> 1.18 / 1.17, 48...144 (but 80)
/// 0.95-1.18 -> 0.97-1.16 (80 0.66-1.23x either way: the shared machine); upper
/// 192 1.19 / 1.23 -> 1.24 / 1.31, 256 1.24 / 1.24 -> 1.31 / 1.30, 384 1.29 /
/// 1.29 -> 1.36 / 1.33, 512 1.32 / 1.34 -> 1.37 / 1.38, 48...144 1.16-1.39 ->
/// 1.02-1.36. Lower again, --reps 7 --sizes 64,96,128,144,160,192, two rounds:
/// 0.98-0.99 / 0.96-1.03 / 0.99-1.04 / 0.93-1.00x -> 0.98-1.05 / 1.08-1.09 /
/// 1.02-1.12 / 1.17-1.22x at 128 / 144 / 160 / 192, 64 and 96 1.20-1.22 /
/// 1.02-1.03 -> 1.19-1.22 / 0.88-1.05x. Then halves from 112 on, as kept
/// (--reps 5, two rounds): 64 / 96 / 112 / 128 / 192 / 256 1.23-1.25 /
/// 1.00-1.02 / 1.03 / 1.00-1.04 / 1.14-1.19 / 1.28-1.32x. Measured and not
/// kept: lower on a leaf of 64 (as kPotrfHostLeafReal; 64 | 32 at 96, halves
/// above), --reps 7, two rounds, ms: 40 8.66-8.95 -> 8.17-8.34, 56 14.05-14.17
/// -> 16.64-16.84, 64 17.22-17.29 -> 21.72-21.85, 80 29.32-29.59 ->
/// 35.48-35.68, 96 42.88-43.52 -> 45.24-48.27, 128 80.21-86.21 -> 87.44-87.50.
/// Session 29: real float takes the leaf of kPotrfHostLeafReal in both
/// triangles, blocks of its width up to 96, halves above. Lower, after the
/// padded leaf
/// (CholOwn::lower_padded; the leaf of 64 measured slower before it, above),
/// myriad-bench --op potrf --precision s --backend host --threads 2 --reps 7
/// --uplo L, two rounds each through an experiment's switch, ms, the leaf of
/// 32 (blocks of 32 to 96, halves above) / 64 with blocks of 64 to 512 / halves
/// everywhere / blocks to 96, halves above (kept; up to 64, one leaf as the
/// second): 40 8.36-8.59 / 7.22-7.32, 64 17.17-17.35 / 15.38-15.53,
/// 80 30.2-30.9 / 26.4-26.5 / 29.3-30.3 / 26.6-29.6, 96 43.7-43.9 / 40.5-41.2
/// / 40.8-41.7 / 40.8-43.6, 112 59.8-60.1 / 55.9-57.1 / 57.1-57.9 / 55.7-58.0,
/// 128 77.6-78.6 / 73.6-77.4 / 74.6-74.8 / 73.8-74.0, 160 122.0-123.0 /
/// 118.5-121.8 / 117.6-125.1 / 117.2-123.7, 192 131.5-132.7 / 129.7-133.0 /
/// 122.2-128.5 / 125.2-131.9, 256 141.1-142.0 / 153.7-160.4 / 138.0-139.5 /
/// 136.2-139.1, 384 190.9-191.0 / 197.5-198.9 / 186.9-189.0 / 187.4-193.6 (ours
/// / LAPACKE at 96 0.97-0.98 -> 1.01-1.06x). Upper, once its leaf took the
/// padded copy too (CholOwn::lower_padded<true>), same command with --uplo U,
/// two rounds, ms, the leaf of 32 -> this tuning: 40 16.7-17.0 -> 9.7-9.8
/// (0.95-0.97 -> 1.33-1.71x), 48 19.6-19.8 -> 12.0-12.3, 64 27.6-27.8 ->
/// 20.6-21.3, 80 48.0-49.4 -> 36.1-39.9 (0.97-0.98 -> 1.16-1.24x), 96
/// 60.4-60.8 -> 49.5-50.6, 128 100.6-101.1 -> 89.2-89.5, 192 164.6-169.2 ->
/// 149.2-161.2; 24 and 32 within the noise.
inline constexpr PotrfSplitRow kPotrfHostSplitFloat[] = {
    {96, kPotrfHostLeafReal},  // blocks of the leaf's width, then halves
    {INT_MAX, 0},
};
inline constexpr PotrfTuning kPotrfHostTuningFloat =
    potrf_tuning_of(kPotrfHostLeafReal, 16, kPotrfHostSplitFloat);

/// Host, real double with both steps through CBLAS (potrf_host_blas_steps:
/// CPUs without AVX-512): A11 of 128 for orders 129...512, halves at 128
/// and below and above 512. Blocks of 32 gave OpenBLAS's dtrsm and dsyrk
/// k = 32 at every step; 128 gives them fewer, larger calls. Session 73,
/// 2-core AMD EPYC (Zen 3, AVX2), myriad-bench --op potrf --precision d
/// --backend host --threads 2 --reps 7 --uplo L|U --sizes 128,256,512
/// (ours and LAPACKE's repetitions alternating), two rounds each through
/// an experiment's switch (not kept), ours / LAPACKE with blocks of 32
/// (kPotrfHostTuning) / this table / A11 of 64 up to 512:
/// - lower 128 1.05-1.09 / 1.13-1.14 / 1.05-1.09, 256 1.11-1.12 /
///   1.04-1.06 / 1.06-1.10, 512 1.01-1.07 / 1.14-1.15 / 1.04-1.08;
/// - upper 128 1.13-1.15 / 1.12-1.15 / 1.04-1.12, 256 1.01-1.18 /
///   1.08-1.10 / 1.01-1.12, 512 1.03-1.08 / 1.10-1.16 / 1.09.
/// Complex double on the own steps, A11 of 32 / 64 / 128 at 512, three
/// rounds: lower 1.03-1.07 / 1.05-1.08 / 1.00-1.07, upper 0.98-1.08 /
/// 0.99-1.06 / 1.07-1.14 (within the noise: kept at 32).
inline constexpr PotrfSplitRow kPotrfHostSplitDoubleBlas[] = {
    {512, 128},  // A11 of 128; 128 itself halves
    {INT_MAX, 0},
};
inline constexpr PotrfTuning kPotrfHostTuningDoubleBlas =
    potrf_tuning_of(kPotrfHostLeaf, 16, kPotrfHostSplitDoubleBlas);

/// Tuning of one host matrix's driver: real float's, real double's on the
/// own kernels or on CBLAS steps (steps from potrf_host_blas_steps), else
/// the default.
constexpr PotrfTuning potrf_host_tuning_for(bool real_float, bool real_double,
                                            PotrfHostBlasSteps steps) {
  if (real_float) return kPotrfHostTuningFloat;
  if (real_double && !steps.trsm && !steps.herk) return kPotrfHostTuningDouble;
  if (real_double && steps.trsm && steps.herk)
    return kPotrfHostTuningDoubleBlas;
  return kPotrfHostTuning;
}

}  // namespace myriad::detail
