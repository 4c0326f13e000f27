// Tuning table of the batched LU (internal): nested panel widths of the
// recursive driver and the size limits of the fused CUDA kernels.
//
// Origin: the design values of issue 4 (panels of 128 factored as two of 64,
// each as two of 32, each 32 as four of 8; register-resident LU up to 32 x 32;
// shared-memory LU up to what one SM holds). Register-tiled shapes from H100
// runs of myriad-bench --op getrf --precision d --sizes 64,128,256,512 (batch
// 10000 / 8192 / 2048 / 512), ms or GFLOP/s as marked:
//   n = 64, whole matrix: 16 x 8 threads with 4 x 8 tiles 1.92 ms (16 x 16
//   threads with 4 x 4 tiles 3.3 ms, 8 x 8 threads with 8 x 8 tiles 3.15
//   ms); the recursion with 64 x 32 panels (16 x 8 threads, 4 x 4 tiles)
//   1.49 ms once its TRSM leaf was fixed (n = 48: 1.06 against 1.24 ms;
//   n = 128, the second 64 x 64 node: 5.23 against 5.49 ms).
//   n = 128: a fused 128 x 128 shape (16 x 16 threads, 8 x 8 tiles) took
//   19.2 ms against 6.0 ms for the recursion. Its 128 x 32 panels: 32 x 4
//   threads with 4 x 8 tiles 1913, 32 x 8 with 4 x 4 1637, 16 x 8 with 8 x 4
//   1597 GFLOP/s.
//   n = 256, 256 x 32 panels: 32 x 8 threads with 8 x 4 tiles 2995, 32 x 4
//   with 8 x 8 2699 GFLOP/s. n = 512: 3890-3999 with every panel shape.
//   A lookahead (the owners of column j + 1 searching it before the step's
//   barrier) was slower: 812 against 905 GFLOP/s at n = 64, 1822 against
//   1913 at n = 128.
// Register-resident LU (n <= 32): ncu shows "no instruction" stalls (7.8 of
// 14 cycles per issue at n = 32: the unrolled steps outgrow the instruction
// cache). A rolled step loop on registers (the row rotated by one per step)
// was slower still (0.0192 / 0.0584 / 0.348 ms at n = 8 / 16 / 32 against
// 0.0154 / 0.0412 / 0.315); rows in shared memory with a rolled loop (the
// shared-row kernel) win from n = 17 (kSharedRowFrom).
// Not kept (session 21; H100, myriad-bench --op getrf --precision d, ms with
// 1 GiB of matrices / batch 10000; the register kernel at the time: n = 3
// 1.73-1.83 / 0.0076, 4 1.47-1.51 / 0.0086, 6 1.56-1.61 / 0.0110, 8 1.12 /
// 0.0134, 12 2.00 / 0.029, 16 1.45 / 0.0392). ncu at n = 8: 389 warp
// instructions a matrix, issue slots 70% busy at 48% occupancy (64
// registers), so the kernel is bound by its instructions:
// - R rows a lane (rows l, l + G, ...: fewer lanes per matrix, the pivot
//   row picked by selects before the shuffle): no fewer instructions, as a
//   row's update costs select, shuffle and FMA either way. (G, R) = (2, 2)
//   at n = 4 1.34 / 0.0114; (4, 2) at 8 1.14 / 0.0165, (2, 4) 1.77, (1, 8)
//   2.74; (8, 2) at 16 1.44 / 0.0447, (4, 4) 4.71 (244 registers).
// - The pivot row broadcast through shared memory in 16-byte units (one
//   store by its lane, one barrier, a load per two columns) and the pivot
//   search by 32-bit warp reductions (__reduce_max_sync on the words of the
//   magnitude, __reduce_min_sync on the ties' positions): n = 8 1.77, 16
//   1.92 (755 instead of 904 M instructions at 16, but 38% of the issue
//   slots busy: the reductions' and barriers' latency).
// - A thread per matrix for orders <= 8 with the matrices copied through
//   shared memory (coalesced; every load issued before the first store):
//   n = 2 1.39 (0.88 for the thread kernel below, which reads its matrix
//   directly), 4 1.96, 8 3.34 / 0.0587: one thread's serial pivot steps
//   (180 registers at 8) leave the loads too little company.
// Where DGETRF's time goes (session 16, H100, tools/kernel_times.sh 2
// myriad-bench --op getrf --precision d --backend cuda --sizes N --reps 1
// --warmup 0, us per call; the bench: ours / cuBLAS ms at n = 64 / 128 /
// 256 / 512 1.30 / 2.56, 4.65 / 10.39, 6.33 / 21.88, 10.00 / 29.64):
//   n = 128 (batch 8192): panels 2237 (128 rows 1507, 64 rows 573,
//   shared-row 157), laswp 1160, TRSM leaves 480, GEMM 698 (cuBLAS 604);
//   n = 256 (2048): panels 2750 (256 rows 2115), laswp 1553, TRSM leaves
//   646, GEMM 1201 (cuBLAS 1174);
//   n = 512 (512): panels 4350 (512 rows 3569), laswp 2778, TRSM leaves
//   710, GEMM 2032 (cuBLAS 2022).
// 5x cuBLAS (issue 4) is 2.08 / 4.38 / 5.93 ms at 128 / 256 / 512: the
// tall panels and the interchanges (a quarter of the time, each node's
// pivots applied by a separate pass over the columns beside it) both have
// to shrink.
// n = 64 (session 19, same tool, batch 10000, us per call): 64 x 32 tile
// kernel 694, laswp 211 (two calls), TRSM leaf 82, GEMM 113, 32 x 32
// shared-row kernel 171 (1.29 ms in all). ncu on the tile kernel: 26.8k warp
// instructions a matrix, 5.4% of them DFMA (selects, predicates and index
// arithmetic around the relabelled rows make up most of the rest), warps
// stalled on the step barrier most of the time (the pivot search of one
// column group is the critical path of each step).
// Not kept (session 19): the whole matrix of order <= 64 in shared memory,
// factored by panels of 8 columns (one warp factors a panel by shuffles, as
// the register kernel; the rows relabelled, stored to their final places at
// the end; the matrix read and written once). With two block-wide barriers
// per panel: 5.07 ms at n = 64 (142 registers: one block per SM), 1.97 ms
// capped at 80 registers (1.30 ms for the recursion); with warp w owning
// column block w and panels handed on by named barriers (bar.arrive /
// bar.sync), 1.85-2.03 ms at n = 64, 0.74-0.86 ms at n = 33 (0.77 for the
// recursion): 55k warp instructions a matrix, barrier stalls 18 cycles per
// issued instruction. A fused LU at these orders needs the updates on the
// tensor cores and far fewer instructions per pivot step, not only one pass
// over memory.
// Not kept (session 39): the whole node up to 64 x 64 or 128 x 128 in
// registers, dealt 2-D cyclically (lane i of warp w holding rows i + 32 r
// of columns w + W c), one barrier a step, the warp holding column j + 1
// applying step j to it first and publishing step j + 1's pivot and
// multipliers (double-buffered in shared memory) while the other warps
// update, rows relabelled, the pivot row's values through a shared slot
// per warp. Tests (both shapes) and compute-sanitizer (the first)
// passed; H200, myriad-bench --op
// getrf --precision d --backend cuda --reps 5 (batch 10000; 8192 at 128,
// 2048 at 256), ms recursion / 256 threads (2 rows, 8 columns a thread,
// 102 registers) at <= 64 with 512 threads (4 x 8, 128 registers) at
// <= 128 / 128 threads (2 x 16) with 256 (4 x 16, 218 registers): n = 40
// 0.433 / 1.497 / 0.966, 64 0.762 / 2.366 / 1.946, 96 2.124 / 9.760 /
// 11.22, 128 3.144 / 11.96 / 14.05, 256 4.282 / 6.441 / 7.003; variable
// max 64 / 128 0.511 / 1.023 / 1.313, 1.936 / 5.241 / 5.840. Each step
// waits on one warp's pivot search (shuffle reductions, the reciprocal)
// and two or three matrices fit an SM, against eight or more of the
// recursion's panel kernels: latency, not instructions or memory, bounds
// it (about 1 us a step).
#pragma once

#include <climits>
#include <complex>
#include <type_traits>

#include "myriad/types.hpp"

namespace myriad::detail {

/// Shape of a register-tiled LU kernel: SR x SC threads, each holding
/// TR x TC elements; it takes views up to SR TR rows and SC TC columns.
struct GetrfTileShape {
  int sr, tr, sc, tc;
  constexpr int max_rows() const { return sr * tr; }
  constexpr int max_cols() const { return sc * tc; }
  constexpr int tile() const { return tr * tc; }
};

/// Shape of the row-owner LU kernel: views up to max_rows rows on `warps`
/// warps (a row a thread), compiled for min_blocks blocks per SM
/// (min_blocks_double for real double, the only scalar measured there).
struct GetrfRowsShape {
  int max_rows, warps, min_blocks, min_blocks_double;
  template <class D>
  constexpr int blocks_for() const {
    return std::is_same_v<D, double> ? min_blocks_double : min_blocks;
  }
};

/// Row width of the one-warp row-owner kernel and the blocks per SM asked
/// of its register allocator.
struct GetrfRowsWidth {
  int cols, min_blocks;
};

/// Shape of the blocked shared-memory kernel: panel width, warps a block,
/// blocks per SM asked of the register allocator.
struct GetrfBlockedShape {
  int panel, warps, min_blocks;
};

struct GetrfTuning {
  /// Child widths of a node of the recursive driver, widest first: a node
  /// wider than kPanelWidths[i] is split into children of width
  /// kPanelWidths[i] (the last child narrower), factored left to right.
  /// Session 58, H200, the widths of the nodes that are not square (the
  /// square ones follow node_child_width) through a switch in the driver,
  /// myriad-bench --op getrf --precision d --backend cuda --reps 5 --check
  /// none, one call, two rounds, ms, these / {128, 32, 8} / {96, 32, 8} /
  /// {64, 32, 8}: n = 160 3.047-3.050 / 3.036-3.040 / 3.033-3.048 /
  /// 3.041-3.052, 192 3.370-3.372 / 3.455-3.457 / 3.412-3.423 /
  /// 3.363-3.365, 256 3.758-3.761 / 3.764 / 3.742-3.748 / 3.746-3.757, 320
  /// 4.435-4.447 / 4.537-4.562 / 4.498-4.503 / 4.443-4.454, 384 4.796-4.809
  /// / 4.911-4.929 / 4.843-4.853 / 4.811-4.813, 512 5.249-5.262 /
  /// 5.403-5.413 / 5.405-5.411 / 5.513-5.514; variable, uniform in [1, max],
  /// max 256 / 512 2.420 / 4.091, {128, 32, 8} 2.525 / 4.237, {64, 32, 8}
  /// 2.419 / 4.150. These stay.
  /// Session 62, H200, measured and not kept: the tall nodes (not square) of
  /// at least R rows and 17...P columns split into children of 16, whose
  /// row-owner leaves ran with rows of 16 at 32 / warps blocks an SM (twice
  /// or more the blocks of rows of 32), through an experiment's switch read
  /// by the driver and launch_rows (`carry/run105.sh`, same bench, --reps 5,
  /// two rounds), ms, committed / (R, P) = (257, 64) / (129, 64) / (65, 64)
  /// / (257, 32): n = 128 2.505-2.509 / 2.507-2.508 / 2.504-2.506 /
  /// 3.165-3.166 / 2.506-2.508, 192 3.327-3.328 / 3.321-3.328 /
  /// 3.675-3.678 / 3.971-3.974 / 3.329-3.331, 256 3.743-3.749 /
  /// 3.745-3.750 / 4.165-4.170 / 4.355-4.361 / 3.748-3.753, 384 4.790-4.803
  /// / 4.974-4.988 / 5.175 / 5.248-5.263 / 4.961-4.964, 512 5.242-5.247 /
  /// 5.486-5.503 / 5.603-5.612 / 5.647-5.665 / 5.463-5.464 (residuals
  /// verified). Kernel times at 512 (tools/kernel_times.sh, us a call):
  /// the 512-row leaves 933 (12 launches, rows of 32, one block an SM) ->
  /// 707 (24, rows of 16, two blocks), but the 24 GEMMs of K = 16 after
  /// them took 544 and their TRSMs 79: each 16-column child adds a pass
  /// over the node's columns right of it, which costs more than the leaves
  /// gain. There the interchanges took 1289 (laswp_compose 980 in 12
  /// launches, laswp_perm 309 in 14), the GEMMs 1483, the TRSM leaves 630,
  /// the row-owner leaves 1511 of the 5.24 ms.
  static constexpr int kPanelWidths[] = {128, 64, 32, 8};
  static constexpr int kNumPanelWidths = 4;

  /// CUDA: a child's interchanges, U12 := L11^{-1} A12 and A22 -= L21 U12
  /// on the columns right of it in one pass (getrf_update_kernel, one
  /// thread block of kUpdateWarps warps per matrix) in place of laswp, TRSM
  /// and GEMM, for fixed-size batches of real scalars whose node has at most
  /// kUpdateMaxRows rows from the child's first, a child of kUpdateMinChild
  /// ... kUpdateMaxChild columns and at most kUpdateMaxRight columns right
  /// of it. Session 54, H200, myriad-bench --op getrf --backend cuda --reps
  /// 7 --check none (batch 10000 or 1 GiB), two rounds each, ms, without ->
  /// with it: d n = 100 2.671 -> 2.580-2.584, 127 3.121-3.126 ->
  /// 2.794-2.796, 128 2.737-2.744 -> 2.552-2.556 (3.41 -> 3.66x
  /// cublasDgetrfBatched), 256 3.904-3.906 -> 3.839 (the node of rows 128
  /// ... 255; 4.54 -> 4.62x), 96 / 160 / 192 no such node; s n = 128 / 256
  /// 2.089 / 4.892 -> 2.053 / 4.853. Kernel times at d n = 128 (ncu, batch
  /// 8192, us a call): this kernel 718 in place of laswp 284, TRSM 319 and
  /// GEMM 278. Measured and not kept (same bench, an experiment's switch):
  /// children of 32 too: d n = 64 0.613 -> 0.681, 80 1.383 -> 1.564, 96
  /// 1.684 -> 1.910, 128 -> 2.742-2.762, 40 / 48 within 0.5%; two blocks a
  /// matrix of 32 columns each (three blocks an SM): n = 128 2.714-2.718
  /// (880 us in the kernel); A22 -= L21 U12 on the FP64 tensor cores
  /// (mma.m16n8k4, the accumulator tiles gathered from memory in their
  /// fragment layout): 2.835-2.837 (986 us); the same for nodes of up to
  /// 256 rows (one block an SM): n = 160 3.233 -> 3.687-3.689, 192 3.558
  /// -> 3.774-3.777, 224 3.840 -> 3.942-3.945, 256 -> 4.016-4.018.
  static constexpr int kUpdateMaxRows = 128;
  static constexpr int kUpdateMinChild = 64;
  static constexpr int kUpdateMaxChild = 64;
  static constexpr int kUpdateMaxRight = 64;
  static constexpr int kUpdateWarps = 8;
  static constexpr int kUpdateMinBlocks = 2;
  static constexpr bool update_node(int rows, int child, int right,
                                    bool complex, bool variable) {
    return !complex && !variable && rows <= kUpdateMaxRows &&
           child >= kUpdateMinChild && child <= kUpdateMaxChild && right >= 1 &&
           right <= kUpdateMaxRight;
  }

  /// CUDA fused GETRS (a row of the factors per lane, pivots and both
  /// solves in one kernel): taken for order <= max_n when the batch has at
  /// most max_nrhs right-hand sides (first row that matches). H100,
  /// 2026-11-22, myriad-bench --op getrs --precision d --sizes 8,16,32
  /// --nrhs 1,16, batch 10000, ms fused vs laswp + two TRSM: 1 right-hand
  /// side 0.0135 vs 0.0255 (n = 8), 0.0361 vs 0.0410 (16), 0.120 vs 0.0975
  /// (32: the 32-lane row costs occupancy); 16 right-hand sides faster at
  /// every order (1.27-1.59x cuBLAS against 1.05-1.13x). Session 7, after
  /// the TRSM staged leaf's cp.async copies, the fused kernel's largest
  /// order for more than one right-hand side forced to 32 / 16 / 8 / 0 (an
  /// experiment's switch, not kept), speedup over cublasDgetrsBatched:
  /// 16 right-hand sides at n = 8 / 12 / 16 / 24 / 32: fused 1.39 / 1.09 /
  /// 1.23 / 0.82 / 1.10, laswp + TRSM 1.09 / 1.48 / 2.08 / 1.49 / 2.49 (32
  /// right-hand sides alike); 2 and 4 at n = 12 / 16 / 24: fused 1.23 / 1.41
  /// / 0.77 and 1.19 / 1.26 / 0.81, laswp + TRSM 0.80 / 1.38 / 1.18 and 1.08
  /// / 1.20 / 1.12 -> fused up to 16 for at most 4 right-hand sides, up to 8
  /// for more (5-15 not measured).
  struct FusedSolveRule {
    int max_nrhs, max_n;
  };
  static constexpr FusedSolveRule kGetrsFused[] = {{4, 16}, {INT_MAX, 8}};
  static constexpr int kGetrsFusedLimit = 16;  ///< largest max_n above
  /// Right-hand sides per tile of the fused kernel (one group of lanes per
  /// matrix and tile; each tile loads the factors and pivots again) for
  /// batches of more than one: the first row with max_nrhs <= its max_nrhs.
  /// One right-hand side takes tiles of one.
  /// Session 32, H100, myriad-bench --op getrs --precision d|z --backend
  /// cuda --sizes 8,12,16 --nrhs 2,4,16 --reps 7, two rounds, tiles of 8 / 4
  /// / 2 / 1 through an experiment's switch, speedup over
  /// cublas?getrsBatched: DGETRS nrhs 2 at n = 8 / 12 / 16 2.21-2.34 / 1.21
  /// / 1.97-1.99, 2.49-2.53 / 1.85-1.86 / 2.99-3.01, 2.63-2.64 / 2.01-2.02
  /// / 3.24-3.26, 2.70 / 1.91 / 3.22; nrhs 4 2.44 / 1.55-1.56 / 1.63-1.64,
  /// 2.47-2.49 / 2.30 / 2.34-2.35, 2.28-2.32 / 2.03 / 2.17, 2.49-2.53 /
  /// 1.87 / 2.24; nrhs 16 at n = 8 1.61, 1.67-1.68, 1.47-1.49, 1.51-1.53.
  /// ZGETRS nrhs 2 2.03-2.04 / 1.24 / 0.86-0.87, 3.11-3.12 / 1.70-1.72 /
  /// 1.51-1.68, 3.14-3.15 / 2.22-2.23 / 2.15-2.16, 2.96 / 2.13-2.14 /
  /// 2.19-2.20; nrhs 4 1.75-1.76 / 1.18 / 0.86-0.87, 2.52 / 1.44-1.45 /
  /// 1.38-1.39, 2.28-2.29 / 1.70 / 1.68-1.69, 2.07-2.08 / 1.42 / 1.56-1.57;
  /// nrhs 16 at n = 8 1.73-1.76, 1.89-1.90, 1.82-1.83, 1.44-1.46 (tiles of 8
  /// before this table).
  struct GetrsTileRow {
    int max_nrhs, tile;
  };
  static constexpr GetrsTileRow kGetrsTiles[] = {{2, 2}, {INT_MAX, 4}};
  static constexpr int getrs_tile(int max_nrhs) {
    for (const GetrsTileRow& r : kGetrsTiles)
      if (max_nrhs <= r.max_nrhs) return r.tile;
    return 0;
  }
  /// One right-hand side and orders kGetrsColumnFrom...kGetrsColumnMax: a
  /// warp per matrix reading the factors by columns (getrs_column_kernel).
  /// Session 9, H100, myriad-bench --op getrs --precision d --nrhs 1, ours
  /// / cublasDgetrsBatched, laswp + two TRSMs -> column kernel: n = 32 2.57
  /// -> 2.15 (not taken), 64 1.81 -> 2.24, 128 2.04 -> 1.94-2.10 (not
  /// taken; 4 rows a lane); at n = 8 / 16 the group kernel above measured
  /// 2.09 / 1.40 against the column kernel's 1.11 / 1.01.
  static constexpr int kGetrsColumnFrom = 33;
  static constexpr int kGetrsColumnMax = 64;
  /// Op = N with at most kGetrsBlockMaxRhs right-hand sides, orders in the
  /// scalar's GetrsBlockRow (from_one...max_n for one right-hand side,
  /// from_more...max_n for more): a thread block per matrix and tile of
  /// right-hand sides, a row of the tile per thread (getrs_block_kernel),
  /// tiles of getrs_block_tile(max_nrhs) columns, the fewest threads of
  /// kGetrsBlockThreads that cover the order, panels of 32 columns (16 for
  /// 16-byte scalars, whose 32 would not fit the registers).
  /// Session 33, H100, myriad-bench --op getrs --backend cuda --reps 5,
  /// speedup over cublas?getrsBatched, laswp + two TRSM (the column kernel
  /// for one right-hand side at 33...64) in one call / the block kernel in a
  /// later one (cuBLAS's times in the two calls within 3%):
  /// --precision d --sizes 24,32,48,64,96,128,192,256,300,384,448,512,
  ///   nrhs 1: 2.08 / 1.98, 2.44 / 2.99, 2.12 / 2.56, 2.23 / 3.12, 1.97 /
  ///   2.51, 2.05 / 2.43, 2.09 / 2.18, 2.08 / 2.27, 1.76 / 2.05, 2.63 /
  ///   2.98, 2.58 / 2.54, 2.48 / 3.30;
  ///   nrhs 2: 1.00 / 1.08, 1.16 / 1.94, 1.24 / 1.59, 1.49 / 2.54, 1.65 /
  ///   1.90, 1.63 / 2.05, 1.51 / 1.72, 1.38 / 1.98, 1.21 / 1.47, 1.79 /
  ///   2.16, 1.67 / 2.29, 1.44 / 2.96;
  ///   nrhs 4: 0.93 / 1.13, 1.09 / 2.07, 1.18 / 1.74, 1.42 / 2.75, 1.63 /
  ///   2.07, 1.61 / 2.17, 1.37 / 1.75, 1.25 / 1.96, 1.10 / 1.42, 1.68 /
  ///   2.13, 1.58 / 2.25, 1.38 / 2.93;
  /// --precision z|s|c --sizes 24,64,128,256,512, nrhs 1 / 4:
  ///   z 0.55 / 1.20, 1.63 / 2.18, 1.45 / 1.99, 1.98 / 2.26, 2.26 / 3.53;
  ///     0.41 / 0.76, 1.05 / 1.58, 1.19 / 1.54, 1.44 / 1.85, 1.95 / 2.94;
  ///   s 0.91 / 0.88, 1.81 / 3.50, 1.40 / 2.65, 1.59 / 2.10, 2.72 / 2.10;
  ///     0.83 / 1.13, 1.18 / 3.50, 1.46 / 2.71, 1.53 / 2.00, 2.34 / 2.01;
  ///   c 1.25 / 1.20, 1.92 / 2.52, 1.65 / 2.04, 1.94 / 2.02, 3.32 / 2.92;
  ///     0.67 / 0.44, 1.27 / 2.12, 1.56 / 1.66, 1.54 / 1.93, 1.58 / 2.78
  /// -> the rows below (orders between two measured ones go with the
  /// smaller: single precision stops at 256, its 512 slower).
  /// Before the rows: 384 threads for 257...384 instead of 512, same
  /// command, d nrhs 1 / 4 at 300 1.31 / 1.06 -> 1.89 / 1.10, 384 1.99 /
  /// 1.56 -> 2.74 / 1.61; the backward steps dividing at each step instead
  /// of a row and its U scaled first: d nrhs 1 at 24...512 1.79-2.92x, nrhs
  /// 4 1.06-2.34x. 16 right-hand sides in one tile of 16 (panels of 16 or
  /// 32) or four of 4: 0.44-2.79x against laswp + TRSM's 1.70-3.49x (the
  /// diagonal block's solve, one warp's chain of shuffles per column,
  /// leaves the block's other warps waiting); 8 alike -> at most 4.
  struct GetrsBlockRow {
    int real_bytes;
    bool complex;
    int from_one, from_more, max_n;
  };
  static constexpr GetrsBlockRow kGetrsBlockRows[] = {
      {4, false, 32, 32, 256},
      {8, false, 32, 17, 512},
      {4, true, 32, 32, 256},
      {8, true, 17, 17, 512},
  };
  static constexpr int kGetrsBlockMaxRhs = 4;
  static constexpr int kGetrsBlockThreads[] = {64, 128, 256, 384, 512};
  static constexpr GetrsTileRow kGetrsBlockTiles[] = {{1, 1}, {INT_MAX, 4}};
  static constexpr int getrs_block_tile(int max_nrhs) {
    for (const GetrsTileRow& r : kGetrsBlockTiles)
      if (max_nrhs <= r.max_nrhs) return r.tile;
    return 0;
  }
  static constexpr int getrs_block_threads(int max_n) {
    for (int t : kGetrsBlockThreads)
      if (max_n <= t) return t;
    return 0;
  }
  /// Whether op(A) X = B of API scalar T, orders up to n, at most nrhs
  /// right-hand sides, takes getrs_block_kernel.
  template <class T>
  static constexpr bool getrs_block_for(Op trans, int n, int nrhs) {
    if (trans != Op::NoTrans || nrhs > kGetrsBlockMaxRhs) return false;
    constexpr bool kComplex = is_complex_v<T>;
    constexpr int kReal = static_cast<int>(sizeof(T)) / (kComplex ? 2 : 1);
    for (const GetrsBlockRow& r : kGetrsBlockRows)
      if (r.real_bytes == kReal && r.complex == kComplex)
        return n >= (nrhs <= 1 ? r.from_one : r.from_more) && n <= r.max_n;
    return false;
  }
  /// Op = N at the smallest orders with several right-hand sides: a thread
  /// per (matrix, right-hand side) (getrs_thread_kernel), in place of the
  /// group kernel's tiles or laswp + two TRSM, for orders up to max_n (first
  /// row that holds) and from_real ... to_real (from_complex ...
  /// to_complex) right-hand sides. Session 35, H100, myriad-bench --op
  /// getrs --backend cuda --reps 7, batch 10000, group / thread kernel
  /// through an experiment's switch in one call, two rounds within 4%, ms
  /// (speedup over cublas?getrsBatched):
  ///   d n = 4, nrhs 2 / 4 / 8 / 16: 0.0094 / 0.0082, 0.0116 / 0.0082,
  ///     0.0190 / 0.0098, 0.0282 / 0.0110 (1.58 -> 4.10x);
  ///   d n = 8: 0.0133 / 0.0153, 0.0182 / 0.0155, 0.0305 / 0.0187, 0.0456 /
  ///     0.0278 (1.67 -> 2.74x); variable max 8, nrhs 16 0.0507 / 0.0380;
  ///   z n = 8, nrhs 4 / 16: 0.0234 / 0.0272, 0.0657 / 0.0540;
  ///   s n = 8: 0.0149 / 0.0116, 0.0364 / 0.0144;
  ///   DGESV (getrf then getrs) n = 4 / 8, nrhs 4: 0.0185 / 0.0152, 0.0278
  ///     / 0.0253; nrhs 16: 0.0351 / 0.0177, 0.0559 / 0.0362 (1.61 ->
  ///     2.48x).
  /// c not measured: it takes z's row.
  /// Session 38, H200, the same bench and switch (laswp + two TRSM / the
  /// thread kernel with 12 / 16 / 24 values a thread), two rounds within 2%:
  ///   d n = 9, nrhs 5 / 8 / 16 / 32: 0.0668 / 0.0203, 0.0453 / 0.0221,
  ///     0.0632 / 0.0319, 0.1049 / 0.0502 (16: 1.67 -> 3.30x);
  ///   d n = 12: 0.0763 / 0.0258, 0.0460 / 0.0290, 0.0628 / 0.0438 (2.11 ->
  ///     3.05x), 0.1104 / 0.0691; DGESV n = 12 nrhs 16 0.0857 / 0.0607
  ///     (1.99 -> 2.83x); s / c / z n = 12 nrhs 16 0.0588 / 0.0257, 0.0649 /
  ///     0.0479, 0.1037 / 0.0999, z nrhs 8 0.0744 / 0.0601;
  ///   d n = 16: 0.0886 / 0.0447, 0.0527 / 0.0648, 0.0678 / 0.0915, 0.1176 /
  ///     0.1517; s nrhs 8 / 16 0.0448 / 0.0310, 0.0587 / 0.0485; z 0.0938 /
  ///     0.0852, 0.1146 / 0.1400;
  ///   d n = 20: 0.1622 / 0.0672, 0.0834 / 0.0965, 0.1157 / 0.1611; n = 24:
  ///     0.1805 / 0.0839, 0.1024 / 0.1173, 0.1404 / 0.1976, 0.2021 / 0.3332;
  ///     s nrhs 8 / 16 0.1543 / 0.0750, 0.0857 / 0.1005; z 0.5833 / 0.3209,
  ///     0.2339 / 0.5140;
  ///   d nrhs 6 / 7 at n = 16 and 24, laswp + TRSM / this kernel (two
  ///   calls): 0.0952 / 0.0486, 0.1009 / 0.0637; 0.1905 / 0.1164, 0.2027 /
  ///   0.1176 (laswp + TRSM is as slow at 6 and 7 as at 5; 8 fills its
  ///   tiles);
  /// -> every count from 5 up to order 12; up to 24, 5...7 (real) and 5...8
  /// (complex).
  struct GetrsThreadRow {
    int max_n, from_real, from_complex, to_real, to_complex;
  };
  static constexpr GetrsThreadRow kGetrsThread[] = {
      {4, 2, 5, INT_MAX, INT_MAX},
      {8, 4, 5, INT_MAX, INT_MAX},
      {12, 5, 5, INT_MAX, INT_MAX},
      {16, 5, 5, 7, 8},
      {24, 5, 5, 7, 8}};
  static constexpr int kNumGetrsThread =
      static_cast<int>(sizeof(kGetrsThread) / sizeof(kGetrsThread[0]));
  /// Index into kGetrsThread of the row for order n.
  static constexpr int getrs_thread_row(int n) {
    for (int i = 0; i < kNumGetrsThread; ++i)
      if (n <= kGetrsThread[i].max_n) return i;
    return kNumGetrsThread - 1;
  }
  template <class T>
  static constexpr bool getrs_thread_for(Op trans, int n, int nrhs) {
    if (trans != Op::NoTrans) return false;
    for (const GetrsThreadRow& r : kGetrsThread)
      if (n <= r.max_n)
        return is_complex_v<T> ? nrhs >= r.from_complex && nrhs <= r.to_complex
                               : nrhs >= r.from_real && nrhs <= r.to_real;
    return false;
  }
  /// Op = N at orders up to 32 with many right-hand sides, where the thread
  /// kernel above does not take them: a warp per (matrix, tile of
  /// getrs_warp_tile(nrhs) right-hand sides) (getrs_warp_kernel), factors
  /// of order up to kGetrsWarpWidths[i] (first that holds), for orders up to
  /// max_n (first row of the scalar that holds) from `from` right-hand
  /// sides. Session 39, H200, myriad-bench --op getrs --backend cuda --reps
  /// 5, batch 10000, one call (an experiment's switch forcing the kernel
  /// with tiles of 16 or 32), ms, the path before / tiles of 16 / of 32:
  ///   d n = 12, nrhs 8 / 16 / 32: 0.0284 / 0.0469 / 0.0462, 0.0427 /
  ///     0.0516 / 0.0511, 0.0676 / 0.1010 / 0.0521 (3.98 -> 5.14x);
  ///   d n = 16: 0.0518 / 0.0569 / 0.0570, 0.0672 / 0.0628 / 0.0627, 0.1163
  ///     / 0.1222 / 0.0605 (3.43 -> 6.51x); nrhs 4 0.0391 / 0.0543;
  ///   d n = 20, nrhs 2 / 4 / 8 / 16 / 32: 0.1275 / 0.0836, 0.1274 /
  ///     0.0823, 0.0835 / 0.0865, 0.1137 / 0.0928 (2.36 -> 2.89x), 0.1738 /
  ///     0.0972 (32: tiles of 32);
  ///   d n = 24: 0.1420 / 0.0986, 0.1420 / 0.0966, 0.1022 / 0.1001, 0.1381
  ///     / 0.1075 (2.24 -> 2.86x; DGESV nrhs 16 0.2172 / 0.1852 ms, 2.02 ->
  ///     2.38x), 0.1987 / 0.1089 (3.97 -> 7.26x);
  ///   d n = 28: 0.1542 / 0.1493, 0.1545 / 0.1472, 0.1184 / 0.1513, 0.1580
  ///     / 0.1609, 0.2172 / 0.1477; n = 32: 0.1079 / 0.1639, 0.1095 /
  ///     0.1625, 0.1229 / 0.1672, 0.1418 / 0.1771, 0.2059 / 0.1613;
  ///   s n = 12, nrhs 4 / 8 / 16 / 32: 0.0255 / 0.0306, 0.0172 / 0.0320,
  ///     0.0249 / 0.0351, 0.0355 / 0.0367; n = 16: 0.0319 / 0.0358, 0.0445 /
  ///     0.0373, 0.0580 / 0.0406, 0.0905 / 0.0406; n = 24: 0.1262 / 0.0629,
  ///     0.1541 / 0.0652, 0.0849 / 0.0700, 0.1375 / 0.0678; n = 32: 0.0642 /
  ///     0.0789, 0.1836 / 0.0801, 0.1026 / 0.0837, 0.1337 / 0.0925;
  ///   z n = 12 / 16 / 24 / 32, nrhs 32: 0.1589 / 0.1124, 0.1834 / 0.1398,
  ///     0.3761 / 0.2484, 0.4194 / 0.8688; fewer right-hand sides mostly
  ///     slower (nrhs 16: 0.0981 / 0.1235, 0.1132 / 0.1585, 0.2333 / 0.2470,
  ///     0.2555 / 0.5922); c n = 16 / 32, nrhs 32: 0.1168 / 0.0726, 0.2328 /
  ///     0.2711.
  /// -> orders up to 12 stay with the thread kernel (it takes 5 and more
  /// right-hand sides there; at 32 of them the warp kernel measured 0.0521
  /// against its 0.0676 ms, a lead not taken); d 13...16 from 16, 17...24
  /// from 2 (the thread kernel keeps 5...7), 25...32 from 24; s 13...16 and
  /// 25...32 from 8, 17...24 from 2; complex up to 24 from 32 (a complex
  /// solve is four times the real one's arithmetic on the same lanes: past
  /// order 24 or below 32 right-hand sides it loses to laswp + TRSM).
  /// Not kept (the next call): every load of the factors and of the tile
  /// unrolled to the widths (all in flight at once): d n = 24, nrhs 2 / 16
  /// / 32 (forced) 0.0986 / 0.1075 / 0.1089 -> 0.1277 / 0.1334 / 0.1553 ms.
  struct GetrsWarpRow {
    int real_bytes;
    bool complex;
    int max_n, from;
  };
  static constexpr GetrsWarpRow kGetrsWarp[] = {
      {8, false, 12, INT_MAX}, {8, false, 16, 16},      {8, false, 24, 2},
      {8, false, 32, 24},      {4, false, 12, INT_MAX}, {4, false, 16, 8},
      {4, false, 24, 2},       {4, false, 32, 8},       {8, true, 24, 32},
      {4, true, 24, 32}};
  static constexpr int kGetrsWarpWidths[] = {16, 24, 32};
  static constexpr int kNumGetrsWarpWidths =
      static_cast<int>(sizeof(kGetrsWarpWidths) / sizeof(kGetrsWarpWidths[0]));
  /// Index into kGetrsWarpWidths for orders up to n (n <= 32).
  static constexpr int getrs_warp_width(int n) {
    for (int i = 0; i < kNumGetrsWarpWidths; ++i)
      if (n <= kGetrsWarpWidths[i]) return i;
    return kNumGetrsWarpWidths - 1;
  }
  /// Right-hand sides a warp takes: tiles of 16 up to 16 (a tile of 32
  /// leaves half the lanes idle), 32 above.
  static constexpr int getrs_warp_tile(int nrhs) {
    return nrhs <= 16 ? 16 : 32;
  }
  template <class T>
  static constexpr bool getrs_warp_for(Op trans, int n, int nrhs) {
    if (trans != Op::NoTrans) return false;
    constexpr bool kComplex = is_complex_v<T>;
    constexpr int kReal = static_cast<int>(sizeof(T)) / (kComplex ? 2 : 1);
    for (const GetrsWarpRow& r : kGetrsWarp)
      if (r.real_bytes == kReal && r.complex == kComplex && n <= r.max_n)
        return nrhs >= r.from;
    return false;
  }
  template <class T>
  static constexpr bool getrs_fused_for(Op trans, int n, int nrhs) {
    if (getrs_thread_for<T>(trans, n, nrhs)) return true;
    if (getrs_warp_for<T>(trans, n, nrhs)) return true;
    if (getrs_block_for<T>(trans, n, nrhs)) return true;
    if (nrhs <= 1 && n >= kGetrsColumnFrom && n <= kGetrsColumnMax) return true;
    for (const FusedSolveRule& r : kGetrsFused)
      if (nrhs <= r.max_nrhs) return n <= r.max_n;
    return false;
  }

  /// CUDA gesv in one launch (gesv_register_kernel: the register kernel's
  /// factorization, then both solves with the factors in its registers) for
  /// at most kGesvFusedMaxRhs right-hand sides and orders up to the
  /// scalar's gesv_fused_max(), in place of getrf then getrs (two launches,
  /// the factors and pivots read back). Session 34, H100, myriad-bench --op
  /// gesv --backend cuda --reps 7, batch 10000, the kernel taking up to 16
  /// right-hand sides (1, 4 or 16 columns of B in registers) and orders up
  /// to 16 in every precision, speedup over cublas?getrfBatched +
  /// cublas?getrsBatched:
  ///   d nrhs 1, n = 2 / 4 / 8 / 12 / 16: 2.52 / 2.30 / 2.35 / 1.90 / 2.06
  ///   (session 33, getrf then getrs: 1.89 at 8, 1.72 at 16; the same call's
  ///   getrf and getrs apart: 0.0132 + 0.0110 ms at 8, 0.0390 + 0.0247 at 16,
  ///   against 0.0171 / 0.0479 fused); variable max 16 2.16;
  ///   d nrhs 4 at 8 / 12 / 16: 2.63 / 1.94 / 1.75, 0.0221 / 0.0572 /
  ///   0.0881 ms (getrf then getrs in the next call: 0.0277 / 0.0611 /
  ///   0.0784 ms, 2.13 / 1.83 / 1.96x: a lead up to 12, not taken without a
  ///   same-call comparison);
  ///   d nrhs 16 at 8 / 12 / 16: 1.05 / 0.78 / 0.88, variable max 16 0.42
  ///   (session 33: 1.61 / - / 2.32: sixteen columns on one group's chain of
  ///   shuffles, where getrs spreads them over four groups);
  ///   nrhs 1 at 4 / 8 / 16: s 2.24 / 2.29 / 1.91, c 2.04 / 2.08 / 1.65, z
  ///   1.89 / 1.96 / 0.99 (z 16: 0.2025 ms fused, getrf then getrs 0.1807
  ///   in the next call; c 16 0.0772 against 0.0765)
  /// -> one right-hand side; orders up to 16 for real scalars, 8 complex.
  static constexpr int kGesvFusedMaxRhs = 1;
  static constexpr int kGesvFusedMaxReal = 16;
  static constexpr int kGesvFusedMaxComplex = 8;
  template <class T>
  static constexpr int gesv_fused_max() {
    return is_complex_v<T> ? kGesvFusedMaxComplex : kGesvFusedMaxReal;
  }
  /// Whether gesv of the shared-row kernel's orders (kSharedRowFrom...32)
  /// also runs in one launch, for at most kGesvFusedMaxRhs right-hand sides,
  /// real and complex scalars: the factorization on the kernel getrf takes
  /// there, then both solves with the factors where it left them
  /// (gesv_rows_kernel, the one-warp row-owner kernel, for fixed-size
  /// batches of real scalars; gesv_shared_row_kernel otherwise).
  /// Session 35, H200 (the device's card that call), batch 10000, the
  /// shared-row / row-owner kernel through an experiment's switch in one
  /// call, two rounds, ms: d n = 17 0.0938-0.0940 / 0.0847-0.0852, 20
  /// 0.1155-0.1156 / 0.0951-0.0953, 24 0.1464-0.1469 / 0.1088-0.1089 (1.87
  /// -> 2.51x), 28 0.1690-0.1695 / 0.1370-0.1380, 32 0.1890-0.1892 /
  /// 0.1523-0.1550 (2.22-2.24 -> 2.73-2.78x); s n = 17 / 24 / 32 0.0650 /
  /// 0.0562, 0.0945 / 0.0719, 0.1239 / 0.0999.
  /// Before, session 35, H100, myriad-bench --op gesv --backend cuda --nrhs 1
  /// --reps 7, batch 10000, getrf then getrs / one launch through an
  /// experiment's switch in one call, ms (speedup over cublas?getrfBatched +
  /// cublas?getrsBatched): d n = 17 0.1247 / 0.0956 (1.04 -> 1.36x), 20
  /// 0.1398 / 0.1180, 24 0.1640 / 0.1508 (1.71 -> 1.86x), 28 0.2115 /
  /// 0.1748, 32 0.2213 / 0.1967 (1.95 -> 2.19x), the same again within 1%;
  /// d variable max 24 / 32 0.1600 / 0.1173, 0.1968 / 0.1489 (2.15 ->
  /// 2.84x); n = 17 / 24 / 32: z 0.2806 / 0.1948, 0.3968 / 0.2980, 0.5338 /
  /// 0.4430; s 0.0965 / 0.0655, 0.1160 / 0.0972, 0.1554 / 0.1284; c 0.1406
  /// / 0.0923, 0.2150 / 0.1377, 0.2681 / 0.2022.
  static constexpr bool kGesvSharedRowReal = true;
  static constexpr bool kGesvSharedRowComplex = true;
  template <class T>
  static constexpr bool gesv_shared_row_for(int order) {
    return (is_complex_v<T> ? kGesvSharedRowComplex : kGesvSharedRowReal) &&
           order >= kSharedRowFrom && order <= kRegisterMaxCols;
  }
  template <class T>
  static constexpr bool gesv_fused_for(int max_m, int max_n, int max_rhs) {
    const int order = max_m > max_n ? max_m : max_n;
    return max_m >= 1 && max_n >= 1 && max_rhs <= kGesvFusedMaxRhs &&
           (order <= gesv_fused_max<T>() || gesv_shared_row_for<T>(order));
  }

  /// CUDA register-resident LU (one row per lane): m <= 32 and n <= 32.
  static constexpr int kRegisterMaxRows = 32;
  static constexpr int kRegisterMaxCols = 32;
  /// From this many columns the shared-row kernel (rows split between shared
  /// memory and registers, rolled steps) takes the register kernel's nodes,
  /// and it takes the orders <= 32 of variable-size leaves. H100,
  /// myriad-bench --op getrf, batch 10000, ms register / shared-row. Session
  /// 5, rows all in shared memory (precision d): n = 17 0.092 / 0.097, 20
  /// 0.104 / 0.120, 24 0.135 / 0.156, 32 0.312 / 0.240 -> from 25. Session
  /// 8, rows split (kSharedRowCols), n = 17 / 20 / 24: d 0.0924 / 0.0836,
  /// 0.102 / 0.105, 0.133 / 0.136; d with 1 GiB of matrices 4.05 / 3.00,
  /// 3.27 / 2.74, 2.65 / 2.43; z 0.411 / 0.159, 0.468 / 0.196, 0.553 /
  /// 0.255 -> from 17. Below 17 the register kernel stays ahead in every
  /// precision (session 8, shared-row forced from 5, ms register / shared-row
  /// at n = 8 / 16: d 0.0134 / 0.0387, 0.0392 / 0.0767; s 0.0111 / 0.0286,
  /// 0.0243 / 0.0526; c 0.0148 / 0.0356, 0.0508 / 0.0686; z 0.0207 /
  /// 0.0684, 0.148 / 0.144).
  static constexpr int kSharedRowFrom = 17;
  // Not kept (session 19): in variable-size leaves, the views up to 16 x 16
  // to the register kernel (groups of 16 lanes) and only the rest of the
  // orders <= 32 to the shared-row kernel: uniform orders, batch 10000 (1 GiB
  // above 128), ms, DGETRF max = 32 / 64 / 128 / 256 / 512 0.141 / 0.764 /
  // 2.643 / 3.667 / 6.265 -> 0.161 / 0.784 / 2.665 / 3.794 / 6.436; ZGETRF
  // max = 32 0.241 -> 0.308. Session 21, again with three classes (orders
  // up to 8 in groups of 8 lanes, 9...16 in groups of 16, the rest by the
  // shared-row kernel): max = 32 / 64 / 128 / 256 0.141 / 0.768 / 2.662 /
  // 3.688 -> 0.170 / 0.797 / 2.698 / 3.825 ms (16 and up only: 0.164 /
  // 0.784 / 2.660 / 3.794); ZGETRF max 32 0.252 -> 0.310, SGETRF 0.101 ->
  // 0.118. Not because the groups of a warp, holding matrices of different
  // orders, diverge: running every group to the warp's largest order (past
  // its own steps without effect) gave max 32 0.174 with the classes, and
  // fixed n = 8 / 16 with 1 GiB 4-5% slower. Not understood. Nor did other
  // child widths of the root node of variable batches pay (GFLOP/s, default
  // first): max = 64 children of 32 / 16 / 24 / 40 / 48: 585 / 425 / 459 /
  // 438 / 466; max = 128 children of 64 / 32 / 48 / 96: 1105 / 1102 / 931 /
  // 1014; max = 256 children of 128 / 64 / 96: 1570 / 1557 / 1527.
  /// Columns of the shared-row kernel's rows kept in shared memory (the
  /// rest in registers: their updates need no shared loads and stores, and
  /// the rows' shared part shrinks, so more warps fit per SM). H100,
  /// 2026-11-22 (session 8), myriad-bench --op getrf --precision d --sizes
  /// 25,28,32 (batch 10000), ms with 8 / 16 / 20 / 24 / 28 / 31 columns in
  /// shared memory: n = 32 0.199 / 0.199 / 0.203 / 0.178 / 0.197 / 1.12
  /// (31: the rows' stride of 32 makes every lane hit one bank), n = 25
  /// 0.154 / 0.152 / 0.156 / 0.143 / 0.148; uniform orders, max 32: 0.210
  /// / 0.164 / 0.159 / 0.148 / 0.154; zgetrf n = 32 0.98 / 0.58 / 0.38 /
  /// 0.38 / 0.42. All in shared memory (before): 0.240 at n = 32. (At 31
  /// and n = 25: 0.63.)
  static constexpr int kSharedRowCols = 24;
  /// The shared-row kernels take one matrix a block (getrf_kernels.cuh
  /// says why). Before, in variable-size leaves (a block holds its shared
  /// memory, and so its place on the SM, until its slowest warp ends, and
  /// the warps of a variable batch end at different times; four a block took
  /// the whole batch about as long as order 32 alone): session 34, H100,
  /// myriad-bench --op getrf --backend cuda --max 16,32,64,128 --dist
  /// uniform --check none --reps 7, ms, four a block / one: d max = 32
  /// 0.1235 / 0.1050 (1.81 / 2.12x padding + cuBLAS), 64 0.5809 / 0.5370,
  /// 128 2.128 / 2.072 (max 16 is the register kernel's). Measured and not
  /// kept, the same call: the orders up to 8 and 9...16 as size classes on
  /// the register kernel's groups of 8 and 16 lanes
  /// (getrf_register_class_kernel: each warp took 16 or 8 consecutive
  /// matrices and packed those of its class into its groups by a ballot, so
  /// that no group idles beside another class's matrix), orders 17...32 on
  /// this kernel (one or four a block) or the row-owner one: max = 16 / 32
  /// 0.0683-0.0695 / 0.1435-0.1689 ms (ncu per call at max 32: 17.6 us for
  /// the orders up to 8, 36.3 us for 9...16, 87.9 us for this kernel; with
  /// a quarter of the batch in a class the packed warps are too few to hide
  /// the register kernel's step latency); the packed chunks halved (2
  /// passes): max 16 / 32 0.0533 / 0.1351. z / s / c max = 32 with the
  /// classes 0.2821 / 0.1131 / 0.1616 against 0.2258 / 0.0831 / 0.1196.
  /// Session 52 (H200, tools/probes/shared_row.cu, ms): a variable batch's
  /// orders in two to four passes of one launch, the largest first (block i
  /// taking matrix i mod count when its order is in pass i / count's range),
  /// so that the last blocks dispatched hold small matrices: orders uniform
  /// in [1, 32], batch 10000 0.0663 -> 0.0647 / 0.0648 / 0.0659, but 20000
  /// 0.1146 -> 0.1190 / 0.1224 / 0.1268 and 100000 0.4826 -> 0.5354 /
  /// 0.5634 / 0.5964.
  ///
  /// Blocks (one warp each) an SM is asked to hold of getrf's shared-row
  /// kernel (its launch bounds: at most 64 registers a thread; the rows'
  /// shared parts of 31 of them fit an SM) for scalars of up to 8 bytes;
  /// wider ones keep their registers (complex<double>'s register part alone
  /// takes 32), and so does the fused gesv (it spills at 64; not measured).
  /// The bound holds for getrf_nopiv's kernel too, which spills under it
  /// (ptxas: 32 bytes in double, 16 in complex<float>); its speed there was
  /// not measured.
  /// Session 52, H200, tools/probes/shared_row.cu (the variable kernel, its
  /// shared part loaded by cp.async; factors, pivots and info bit for bit
  /// the library's), ms, 70 registers (28 blocks an SM) / 64: orders uniform
  /// in [1, 32], batch 10000 0.0728 / 0.0682, 100000 0.5531 / 0.4979; [1,
  /// 24] 0.0509 / 0.0478; n = 24 0.1009 / 0.0953, 32 0.1394 / 0.1316.
  static constexpr int kSharedRowMinBlocks = 32;
  static constexpr int shared_row_min_blocks(int bytes) {
    return bytes <= 8 ? kSharedRowMinBlocks : 1;
  }
  /// Row widths of the register kernel and of the fused gesv on it (a row of
  /// the node per lane, groups of the power of two from the width): first
  /// that holds the node. A row's columns past the node's are updated at
  /// every step, as the shuffles that bring the pivot row's.
  /// Session 37, H200, myriad-bench --op getrf --backend cuda --reps 7,
  /// batch 10000, two calls, two rounds each within 1%, ms rows of 16 (as
  /// before) -> 12 -> these widths (speedup over cublas?getrfBatched): d n
  /// = 9 0.0228 (1.29x) -> 0.0209 (1.43x) -> 0.0202 (1.46-1.48x), 10 0.0244
  /// (1.34x) -> 0.0226 (1.47x) -> 0.0218 (1.51-1.53x), 11 0.0260 (1.40x) ->
  /// 0.0244 (1.50x), 12 0.0278 (1.44x) -> 0.0255 (1.57x), 13 0.0296 (1.49x)
  /// -> 0.0280 (1.58x), 14 0.0313 (1.54x) -> 0.0296 (1.62x), 15 unchanged
  /// (1.53x); s n = 10 / 12 0.0179 / 0.0196 -> 0.0163 / 0.0175; c 0.0285 /
  /// 0.0329 -> 0.0254 / 0.0289; z n = 10 0.0619 (0.81x) -> 0.0450 -> 0.0423
  /// (1.18x), 12 0.0851 (0.72x) -> 0.0547 (1.12x), 14 unchanged (0.70x);
  /// DGESV nrhs 1 (gesv_register_kernel) n = 10 1.93x -> 2.04x -> 2.16x, 12
  /// 1.92x -> 2.02x, 14 2.06x -> 2.12-2.16x. Not kept: rows of 6 for orders
  /// 5 and 6 (same bench, --reps 9, rows of 8 / 6, ms): d n = 5 0.0091-0.0093
  /// / 0.0092, 6 0.0104 / 0.0104, s 0.0080-0.0082 / 0.0081-0.0082, z n = 6
  /// 0.0148-0.0149 / 0.0148-0.0149: the step latency, not the row, sets the
  /// pace there.
  /// Session 39, H200, the same bench (--reps 7 / 9; 1 GiB --reps 3), one
  /// call per side, rows of 10 -> 9 at n = 9: d batch 10000 0.0203 (1.45x)
  /// -> 0.0196 (1.51x), 1 GiB of matrices 2.0075 (1.48x) -> 1.8830 ms
  /// (1.57x); n = 10 unchanged (0.0215 / 0.0214, 1.751 / 1.746); DGESV nrhs
  /// 1 at 9 2.10x; s / c / z n = 9 1.45 / 1.25 / 1.17x (10: 1.45 / 1.24 /
  /// 1.19x, the same call). Rows of 16 -> 15 at n = 15 (the next call, d,
  /// no register bound / 8 blocks an SM): batch 10000 0.0353 (1.48x) ->
  /// 0.0326 (1.61x) / 0.0348 (1.51x); 1 GiB 1.4212 (1.53x) -> 1.5080 (1.45x)
  /// / 1.3783 ms (1.58x); n = 14 / 16 unchanged; DGESV nrhs 1 at 15 2.18 /
  /// 2.19x; s / c / z n = 15 1.48 / 1.16 / 0.88x (16: 1.70 / 1.13 / 0.68x).
  /// Session 51: since the kernel's shuffles name the whole warp, every group
  /// runs all of its width's steps (getrf_register_kernel), so every order
  /// from 4 has its own width. tools/probes/register_rows.cu, H200, d, batch
  /// 10000 / 1 GiB of matrices, ms, rows of 8 -> of the order: n = 5 0.0114 /
  /// 1.877 -> 0.0107 / 1.419 (6: 0.0109), 6 0.0130 / 1.355 -> 0.0114 /
  /// 1.145, 7 0.0120 / 1.036 -> 0.0125 / 0.973; rows of 16 -> 13 at n = 13
  /// 0.0267 -> 0.0234, 16 -> 11 at 11 0.0269 -> 0.0216.
  static constexpr int kRegisterWidths[] = {4,  5,  6,  7,  8,  9, 10,
                                            11, 12, 13, 14, 15, 16};
  static constexpr int kNumRegisterWidths =
      static_cast<int>(sizeof(kRegisterWidths) / sizeof(kRegisterWidths[0]));
  /// Rows a lane of the register kernel holds (getrf_register_kernel's RPL)
  /// for double nodes of max_n columns in a batch of count matrices on
  /// sm_count SMs: two (groups of half the lanes, the same rows) for widths
  /// 9 ... kRegisterPairsAlwaysMax, and past it in batches of at least
  /// kRegisterPairsMinPerSm matrices per SM; one row otherwise. The other
  /// scalars keep one row (launch_register_rows asks for double only; not
  /// measured, complex<double> would spill).
  /// Session 51, H200, tools/probes/register_rows.cu (both with whole-warp
  /// shuffles; no bound on blocks an SM), DGETRF batch 10000 / 1 GiB of
  /// matrices, ms, one row -> two: n = 16 0.0262 / 1.120 -> 0.0321 / 0.970
  /// (one row bounded to 8 blocks an SM, as before: 0.0273 / 1.019); 12
  /// 0.0202 / 1.254 -> 0.0196 / 1.049; 10 0.0176 / 1.441 -> 0.0158 / 1.150;
  /// 8 (groups of 4) 0.0090 / 0.855 -> 0.0128 / 0.866. The one-row kernel
  /// with the group's mask (before), then two rows: 15 0.0296 / 1.231 ->
  /// 0.0314 / 1.103, 14 0.0266 / 1.253 -> 0.0292 / 1.121, 13 0.0234 / 1.309
  /// -> 0.0233 / 1.055. By batch (one call, both with whole-warp shuffles,
  /// ms at 10000 / 20000 / 40000 / 80000 matrices, one row -> two): n = 16
  /// 0.0263 / 0.0505 / 0.0957 / 0.1804 -> 0.0324 / 0.0518 / 0.0901 /
  /// 0.1634, 15 0.0248 / 0.0478 / 0.0890 / 0.1692 -> 0.0317 / 0.0509 /
  /// 0.0882 / 0.1624, 14 0.0232 / 0.0420 / 0.0762 / 0.1429 -> 0.0292 /
  /// 0.0462 / 0.0784 / 0.1434, 13 0.0226 / 0.0404 / 0.0738 / 0.1384 ->
  /// 0.0276 / 0.0429 / 0.0722 / 0.1343; 12 0.0208 / 0.0345 / 0.0641 /
  /// 0.1206 -> 0.0198 / 0.0322 / 0.0567 / 0.1032, 10 0.0174 / 0.0267 /
  /// 0.0500 / 0.0937 -> 0.0159 / 0.0251 / 0.0435 / 0.0784: past 12 they
  /// cross between 20000 and 40000 matrices on 132 SMs.
  static constexpr int kRegisterPairsAlwaysMax = 12;
  static constexpr int kRegisterPairsMinPerSm = 256;
  static constexpr int register_rows_per_lane(int max_n, int count,
                                              int sm_count) {
    if (max_n <= 8) return 1;
    const bool many = static_cast<long long>(count) >=
                      static_cast<long long>(kRegisterPairsMinPerSm) * sm_count;
    return max_n <= kRegisterPairsAlwaysMax || many ? 2 : 1;
  }
  /// Index into kRegisterWidths for nodes of max_n columns.
  static constexpr int register_width(int max_n) {
    for (int i = 0; i < kNumRegisterWidths; ++i)
      if (max_n <= kRegisterWidths[i]) return i;
    return kNumRegisterWidths - 1;
  }
  /// Orders of the thread-per-matrix kernel (getrf_thread_kernel: a thread
  /// holds its whole matrix, a warp stages its 32 through shared memory),
  /// first that holds the node, for nodes whose NT x NT elements take at
  /// most kThreadMaxBytes (past that, its spills cost more than it gains;
  /// figures below): up to order kThreadAlwaysMax always, above it for
  /// batches of at least kThreadMinPerSm matrices per SM. A warp runs its
  /// matrices' steps one thread each, in a longer chain than a register
  /// kernel's group (8 lanes a matrix at order 8), so with few warps an SM
  /// the register kernel ends first; with enough of them the thread
  /// kernel's coalesced moves and its lack of shuffles win.
  /// Session 38, H200, myriad-bench --op getrf --backend cuda --reps 9 (two
  /// rounds within 2%), ms the register kernel (as before) -> this kernel,
  /// ours / cublas?getrfBatched: batch 10000, d n = 2 0.0064 -> 0.0049
  /// (0.77 -> 0.97x), 3 0.0075 -> 0.0068 (1.06x), 4 0.0083 -> 0.0069 (0.96
  /// -> 1.14x), 5 0.0092 -> 0.0129, 6 0.0103 -> 0.0127, 7 0.0114 -> 0.0142,
  /// 8 0.0124 -> 0.0139; s n = 2 / 4 0.0061 / 0.0077 -> 0.0049 / 0.0067,
  /// 6 / 8 0.0090 / 0.0106 -> 0.0095 / 0.0124; c n = 4 0.0089 -> 0.0075, 8
  /// 0.0140 -> 0.0162; z n = 2 / 3 / 4 0.0073 / 0.0090 / 0.0107 -> 0.0058 /
  /// 0.0089 / 0.0093; 1 GiB of matrices, d n = 2 3.408 -> 0.693 ms (the
  /// kernel's loads did not coalesce before: 0.20 -> 0.99x, 73% of the copy
  /// roofline), 4 1.480 -> 0.613 (0.77 -> 1.86x, 83%), 8 1.104 -> 0.799
  /// (1.40 -> 1.94x, 46 -> 64%). Orders 5...8 by batch (d n = 5 / 6 / 8,
  /// ms register -> thread): 15000 0.0106 -> 0.0134, 0.0117 -> 0.0130,
  /// 0.0142 -> 0.0143; 20000 0.0147 -> 0.0141, 0.0165 -> 0.0140, 0.0200 ->
  /// 0.0164; 40000 0.0214 -> 0.0156, 0.0244 -> 0.0158, 0.0302 -> 0.0276;
  /// 100000 0.0424 -> 0.0275, 0.0483 -> 0.0281, 0.0602 -> 0.0435 (s and c
  /// n = 6 / 8 and variable orders up to 8 cross over between 15000 and
  /// 20000 as well): from 128 matrices per SM (16896 on 132 SMs).
  /// Session 40, H200, the same bench with 1 GiB of matrices (--batch
  /// 100000000 --reps 3), ms (% of the copy roofline), one call per step:
  /// - Every order its own instantiation (was 2, 4, 6, 8: an odd order
  ///   factored a padded matrix and moved its zeros): d n = 3 / 5 / 7
  ///   0.7921 (64%) / 0.9694 (53%) / 0.9462 (54%) -> 0.6454 (79%) / 0.6108
  ///   (83%) / 0.8876 (57%); s 3 / 5 / 7 41 / 39 / 48% -> 49 / 56 / 53%;
  ///   c 60 / 59 / 59% -> 79 / 81 / 73%; z 3 / 5 70 / 54% -> 89 / 67%.
  /// - Orders past 8, which the register kernel took before (this kernel
  ///   there: 255 registers and spills, 200 bytes at d 9, 1064 at 10, 708
  ///   at 11, 4848 at 12), the next call (thread_slot's odd slots in both
  ///   columns), register kernel -> this kernel: d n = 9 1.8814 (27%) -> 0.8564
  ///   (59%), 10 1.7453 (29%) -> 1.0503 (48%), 11 1.7007 (30%) -> 1.1816 (43%),
  ///   12 1.5011 (34%) -> 1.9425 (26%); c 10 / 11 / 12 2.1345 / 2.2106 / 1.9516
  ///   -> 0.9414 / 1.3068 / 3.4081; z 7 / 8 1.4277 / 1.2232 -> 0.6972 / 1.7024
  ///   (5036 bytes spilled); d batch 20000 / 40000 / 100000 at 10 0.0328 /
  ///   0.0589 / 0.1364 -> 0.0291 / 0.0590 / 0.0965, at 11 0.0381 / 0.0681 /
  ///   0.1611 -> 0.0334 / 0.0557 / 0.1212 (the same crossover). Hence up to 968
  ///   bytes: d and c to 11, z to 7, s to 12 (s 9 / 10 / 11 / 12 at 1.0765
  ///   / 1.1531 / 1.3831 / 1.4407 ms, 47 / 44 / 37 / 35%, no spills; the
  ///   register kernel 2.9408 ms at 9 and 2.1655 at 12; at the crossover batch,
  ///   16000 on the register kernel / 17000 on this one, 0.0201 / 0.0169,
  ///   0.0216 / 0.0223, 0.0236 / 0.0246 ms at 9 / 10 / 11). Not kept, float 13
  ///   / 14 / 15 (204 / 44 / 476 bytes spilled), register kernel -> this
  ///   kernel: 1 GiB 2.0994 / 1.9002 / 1.7906 -> 1.3485 / 1.5453 / 1.9038 ms,
  ///   but batch 16000 on the register kernel / 17000 / 40000 on this one
  ///   0.0271 / 0.0321 / 0.0546, 0.0284 / 0.0417 / 0.0737, 0.0304 / 0.0446 /
  ///   0.0914 ms: past 12 it would need a crossover of its own, later than
  ///   kThreadMinPerSm.
  static constexpr int kThreadOrders[] = {2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
  static constexpr int kNumThreadOrders =
      static_cast<int>(sizeof(kThreadOrders) / sizeof(kThreadOrders[0]));
  static constexpr int kThreadMaxBytes = 968;
  static constexpr int kThreadAlwaysMax = 4;
  static constexpr int kThreadMinPerSm = 128;
  static constexpr int kThreadWarpsPerBlock = 1;
  /// Index into kThreadOrders for m x n nodes of scalars of scalar_bytes in
  /// a batch of count matrices on sm_count SMs, or -1 where the
  /// thread-per-matrix kernel does not take them.
  static constexpr int thread_order(int m, int n, int scalar_bytes, int count,
                                    int sm_count) {
    for (int i = 0; i < kNumThreadOrders; ++i) {
      const int nt = kThreadOrders[i];
      if (m > nt || n > nt) continue;
      if (nt * nt * scalar_bytes > kThreadMaxBytes) return -1;
      const bool many = static_cast<long long>(count) >=
                        static_cast<long long>(kThreadMinPerSm) * sm_count;
      return nt <= kThreadAlwaysMax || many ? i : -1;
    }
    return -1;
  }
  /// Whether an m x n node goes to the register kernel (or, for the tiniest
  /// orders, the thread-per-matrix kernel); both can take lu_init's work
  /// (LuPivoting::init).
  static constexpr bool register_node(int m, int n) {
    return m <= kRegisterMaxRows && n <= kRegisterMaxCols && n < kSharedRowFrom;
  }
  /// CUDA register-tiled LU (one thread block per matrix), first shape in
  /// this order that holds the node and keeps at most kTileMaxBytes of
  /// elements per thread (more spills registers): complex<double>'s tall
  /// panels up to 64, 128 and 256 x 32 for the nested-panel driver, each
  /// sized to its rows (a 256-row shape for a 64-row panel idles three
  /// quarters of its threads); the row-owner kernel takes the other
  /// scalars' (and with it their 512 x 32 shape, {32, 16, 8, 4}). Orders
  /// above 32 are factored by the recursion: a fused 64 x 64 or 128 x 128
  /// node was slower (origin above).
  static constexpr GetrfTileShape kTiles[] = {
      {16, 4, 8, 4}, {32, 4, 4, 8}, {32, 8, 8, 4}};
  static constexpr int kNumTiles =
      static_cast<int>(sizeof(kTiles) / sizeof(kTiles[0]));
  static constexpr int kTileMaxBytes = 512;
  /// Index into kTiles of the shape for an m x n node, or -1 when none fits.
  static constexpr int tile_for(int m, int n, int scalar_bytes) {
    for (int i = 0; i < kNumTiles; ++i)
      if (m <= kTiles[i].max_rows() && n <= kTiles[i].max_cols() &&
          kTiles[i].tile() * scalar_bytes <= kTileMaxBytes)
        return i;
    return -1;
  }

  /// CUDA row-owner LU (getrf_rows_kernel: a thread block per matrix, a
  /// row per thread in registers, the pivot row published in shared
  /// memory): nodes of more than 32 rows and at most kRowsCols columns, for
  /// scalars whose row of kRowsCols fits kRowsMaxBytes (64 registers), first
  /// shape that holds the rows; min_blocks caps the registers at 128 (no
  /// spill), or at 96 with a spill of 36-44 bytes where more blocks an SM
  /// measured faster (sessions 56 and 57 below): the 6- and 10-warp shapes
  /// and, for real double, the 3-, 4- and 5-warp ones (min_blocks_double). It
  /// takes the tall panels of the nested-panel driver from the register-tiled
  /// kernel, which keeps complex<double>'s. Session 22, H100, myriad-bench --op
  /// getrf --backend cuda --reps 5, batch 10000 or 1 GiB, two rounds within 1%,
  /// ms register-tiled -> row-owner: d n = 40 0.767 -> 0.524, 48 0.905 ->
  /// 0.749, 64 1.294 -> 0.914, 96 3.149 -> 2.504, 128 4.594 -> 3.849, 192 5.888
  /// -> 4.838, 256 6.282 -> 5.266, 384 8.937 -> 6.687, 512 9.456 -> 7.166 (ours
  /// / cuBLAS 1.58 / 1.72 / 1.98 / 1.87 / 2.26 / 2.72 / 3.42 / 3.76 / 3.11x
  /// -> 2.31 / 2.07 / 2.81 / 2.36 / 2.70 / 3.31 / 4.08 / 5.03 / 4.13x);
  /// variable orders uniform in [1, max], max = 64 / 128 / 256 / 512: 0.771
  /// / 2.634 / 3.678 / 6.278 -> 0.627 / 2.231 / 2.979 / 4.588; s n = 64 /
  /// 128 / 256 / 512: 0.827 / 3.383 / 7.420 / 10.556 -> 0.605 / 2.898 /
  /// 6.127 / 8.616; c n = 48 / 64 / 128 / 256 / 512: 0.981 / 1.370 / 5.664
  /// / 7.300 / 12.315 -> 0.881 / 1.377 / 5.664 / 7.062 / 9.992.
  /// Measured and not kept (same runs, d): caps of 96 registers (10 and 5
  /// blocks per SM for the 2- and 4-warp shapes, spilling) 0.5-1.6% slower
  /// at 40...512; two rows a thread (half the warps, 176-231 registers),
  /// with the warps' slots reduced one after the other by every thread:
  /// n = 64 1.355, 128 5.246, 512 7.960 ms, against 0.947 / 4.149 / 8.000
  /// for a row a thread with that reduction (150 registers, uncapped), and
  /// 0.918 / 4.161 / 7.747 with the cap of 96. A 64 x 64 shape (2 warps,
  /// 64 columns a row, 168 registers with a small spill, or 255 uncapped)
  /// taking the square nodes of orders 33...64 whole, where the recursion
  /// splits them: d n = 33 / 48 / 64 0.466 / 0.748 / 0.911 -> 0.528 /
  /// 1.092 / 1.693 ms (uncapped 0.666 / 1.071 / 2.125), 128 3.846 -> 4.482,
  /// variable max 64 0.631 -> 0.973; c n = 64 1.379 -> 2.637: not kept.
  /// ncu (session 22, before the next change) on the first panel, n = 512
  /// (batch 512, 16 warps): 113k warp instructions a matrix (220 a step a
  /// warp, 16 of them multiply-adds), 14.6 cycles between a warp's issues,
  /// stalled on instruction fetch 3.6 of them (the unrolled kernel is 150
  /// KB of code), fixed-latency dependencies 2.9, global loads 1.8, shared
  /// loads and shuffles 1.6; n = 128 (4 warps) 26k a matrix, 9.9 cycles.
  /// Then the pivot's reciprocal taken by the publishing lane and published
  /// beside its row (every thread took it), with the division for pivots
  /// below the safe minimum out of line (divide_rare), same command, two
  /// rounds, ms: d n = 192 4.80 -> 4.66, 256 5.25 -> 5.04, 384 6.57 ->
  /// 6.38, 512 7.07 -> 6.88, 24 0.0966-0.0971 -> 0.0987-0.0993; s n = 32 /
  /// 512 0.0969 / 8.441 -> 0.1007 / 8.518; c n = 64 / 128 / 512 1.368 /
  /// 5.575 / 9.839 -> 1.289 / 5.299 / 9.582. The division out of line alone
  /// (each thread takes the reciprocal, as before), against both: d n = 20
  /// 0.0798-0.0806 / 0.0841-0.0842, 24 0.0932 / 0.0995-0.1003, 32
  /// 0.1398-0.1402 / 0.1534-0.1536, 64 0.848-0.854 / 0.869-0.873, 128
  /// 3.636-3.637 / 3.699-3.700, 256 4.989-5.000 / 5.029-5.031, 512
  /// 6.750-6.753 / 6.856-6.860; s n = 24 / 64 / 512 0.0638-0.0646 /
  /// 0.554-0.555 / 8.386-8.403 against 0.0713-0.0719 / 0.568-0.572 /
  /// 8.481; c n = 64 / 512 1.273 / 9.445-9.454 against 1.293-1.297 /
  /// 9.612-9.617: the division out of line, the reciprocal not published.
  /// Session 56, H200: shapes of 96, 160 and 192 rows on 3, 5 and 6 warps
  /// (rows_factor reduces the warps' slots in groups of the next power of
  /// two), where the next power-of-two shape idled a quarter to three
  /// eighths of its warps, each still searching and waiting at every
  /// step's barrier. myriad-bench --op getrf --backend cuda --reps 7
  /// --check none (batch 10000, or 1 GiB), one call, two rounds, ms
  /// power-of-two shapes -> these: d n = 96 1.688-1.691 -> 1.655 (3.32 ->
  /// 3.39x cublasDgetrfBatched), 128 2.553-2.559 -> 2.529-2.532, 160
  /// 3.236-3.239 -> 3.100-3.102 (3.52 -> 3.67x), 192 3.565-3.566 ->
  /// 3.408-3.409 (3.86 -> 4.04x), 256 3.850-3.856 -> 3.782-3.783 (4.63 ->
  /// 4.72x), 64 / 384 / 512 within 0.4%; s n = 96 / 128 / 192 / 256 1.077 /
  /// 2.056 / 4.394 / 4.875 -> 1.061 / 2.044 / 4.073 / 4.696; d variable,
  /// uniform in [1, max], max = 128 / 256 1.702 / 2.456 -> 1.691 / 2.427.
  /// The 6-warp shape at 3 blocks an SM (96 registers, 36 bytes spilled)
  /// against 2 (no cap that binds), a later call: d n = 192 3.392-3.399
  /// against 3.460-3.467, 224 3.716-3.726 / 3.762-3.765, 256 3.771-3.775 /
  /// 3.804-3.809, 512 5.335-5.342 / 5.325-5.337. Not kept: 384 rows on 12
  /// warps (one block an SM either way) in place of the 512-row shape, d n
  /// = 320 / 384 / 448 / 512 4.674-4.675 / 4.952-4.955 / 5.380-5.384 /
  /// 5.354-5.356 -> 4.661 / 4.927-4.938 / 5.363-5.371 / 5.343-5.359 (0.3%
  /// at most, one more kernel per scalar); 224 rows on 7 warps would have
  /// the 8-warp shape's 14 working warps an SM.
  /// Session 57, H200, real double: the 3-, 4- and 5-warp shapes at one
  /// block an SM more than a cap of 128 registers allows (ptxas: 96
  /// registers, 36-44 bytes spilled; 21 / 20 / 20 warps an SM where there
  /// were 15 / 16 / 15), as the 6-warp shape already was. Same bench
  /// (--sizes 64,96,128,160,192,224,256,320), one call, two rounds, each
  /// shape alone through an experiment's switch, ms, 128 registers -> 96:
  /// the 96-row shape at 6 blocks n = 96 1.652 -> 1.641-1.643, 128
  /// 2.516-2.520 -> 2.508-2.513, 160 3.091-3.092 -> 3.080-3.085; the
  /// 160-row shape at 4 n = 160 3.091-3.092 -> 3.063-3.064, 192
  /// 3.394-3.398 -> 3.373-3.379, 224 3.716-3.722 -> 3.699-3.701; the
  /// 128-row shape at 5 within 0.3% (2.514-2.516 at 128); all five shapes
  /// of up to 160 rows at once: 160 3.041-3.042, 192 3.362-3.366, 320
  /// 4.656-4.663 -> 4.625-4.627, variable (uniform in [1, max]) max 128
  /// 1.680-1.681 -> 1.654-1.655. Not kept there: the 2-warp shape at 9
  /// blocks (n = 64 0.6138 -> 0.6185-0.6198) and the one-warp shape at 18
  /// (n = 64 0.6100-0.6107, 320 4.677-4.682 against 4.656-4.663). Other
  /// scalars not measured: they keep min_blocks.
  /// Session 57, H200: a shape of 320 rows on 10 warps at 2 blocks an SM
  /// (96 registers) for the leaves of 257...320 rows, which the 512-row
  /// shape took at one block an SM (10 or fewer of its 16 warps working):
  /// 20 working warps an SM in place of 9-10. Same bench, one call, two
  /// rounds, through an experiment's switch (the leaves on the 512-row shape
  /// / on this one), ms: d n = 288 4.380-4.382 -> 4.256-4.262 (4.81-4.82 ->
  /// 4.96x cublasDgetrfBatched), 320 4.628-4.631 -> 4.431-4.435, 352
  /// 4.965-4.980 -> 4.796-4.804 (4.93-4.94 -> 5.11-5.12x), 384 4.926-4.929
  /// -> 4.797-4.800, 448 5.349 -> 5.242-5.252, 512 5.324 -> 5.247 (4.85 ->
  /// 4.92x); s n = 320 / 384 / 512 5.703 / 6.448 / 7.163 -> 5.367 / 6.223
  /// / 7.016.
  /// Session 58, H200, measured and not kept (same bench, one call, two
  /// rounds, an experiment's switch each): the leaves of 193...224 rows on 7
  /// warps at 3 blocks an SM (in place of the 256-row shape's 8 warps at 2)
  /// and those of 257...288 rows on 9 warps at 2 (in place of the 320-row
  /// shape), alone and together: d n = 200 / 224 / 256 / 288 / 320 / 512
  /// 4.165 / 3.711-3.714 / 3.763 / 4.278 / 4.455-4.460 / 5.270-5.284 ms
  /// without, every other reading within 0.5% (512 0.8% slower with the
  /// 224-row shape); variable max 256 / 512 2.426 / 4.093 -> 2.420 / 4.113.
  /// And half of each row (columns 16...31) kept in shared memory, a
  /// thread's own slots, until the first 16 steps are done, then in
  /// registers with the factored half moved to those slots, so that a thread
  /// holds 16 scalars instead of 32 and an SM more warps (32 / warps blocks
  /// an SM at 64 registers, ptxas 464-608 bytes spilled; or 2048 / 72 /
  /// warps at 72-80, 164-304 bytes): d n = 64 / 96 / 128 / 160 / 192 / 256 /
  /// 320 / 512 0.614-0.616 / 1.641-1.643 / 2.516-2.517 / 3.056-3.060 /
  /// 3.375-3.384 / 3.766-3.767 / 4.478-4.479 / 5.260-5.277 -> 0.765-0.766 /
  /// 1.984-1.989 / 2.884-2.892 / 3.431-3.435 / 3.721-3.726 / 4.074-4.075 /
  /// 4.785-4.790 / 5.401-5.412 at 64 registers, 3-5% slower again at 72 (the
  /// results verified against LAPACKE, the CUDA tests passed): the shared
  /// memory's loads and stores of the first 16 steps and the spills cost
  /// more than the warps gain.
  static constexpr int kRowsCols = 32;
  static constexpr int kRowsMaxBytes = 256;
  static constexpr GetrfRowsShape kRowsShapes[] = {
      {64, 2, 8, 8},  {96, 3, 5, 6},  {128, 4, 4, 5},  {160, 5, 3, 4},
      {192, 6, 3, 3}, {256, 8, 2, 2}, {320, 10, 2, 2}, {512, 16, 1, 1}};
  static constexpr int kNumRowsShapes =
      static_cast<int>(sizeof(kRowsShapes) / sizeof(kRowsShapes[0]));
  /// The row-owner kernel on one warp for fixed-size nodes of real scalars
  /// of at most 32 x 32 (from kSharedRowFrom columns: below, the register
  /// kernel), in place of the shared-row kernel. Session 22, H100,
  /// myriad-bench --op getrf --backend cuda --reps 5, batch 10000, ms
  /// shared-row -> row-owner: d n = 17 0.0835 -> 0.0843, 20 0.1049 ->
  /// 0.0958, 24 0.1354 -> 0.1116, 28 0.1595 -> 0.1294, 32 0.1769 -> 0.1502,
  /// 64 (its last 32 x 32 node) 0.9159 -> 0.8972; s n = 20 / 24 / 32 0.0715
  /// / 0.0901 / 0.1172 -> 0.0656 / 0.0751 / 0.0966. Not taken: c n = 20 /
  /// 24 / 32 0.0926 / 0.1199 / 0.1748 -> 0.1763 / 0.2175 / 0.4056 (a row of
  /// 32 complex values in registers); variable-size leaves, d max = 32
  /// 0.1423 -> 0.1971 (warps of one block at different orders). Again
  /// (session 37, H200, --max 32 --dist uniform --reps 7, batch 10000, the
  /// shared-row kernel's 0.1176 ms in the same session): this shape for
  /// every order 0.1643-0.1700 ms; the register kernel (groups of 16) up to
  /// order 16 and this shape above 0.1370-0.1376; and rows of 24 for 17...24
  /// 0.1359-0.1364 (s max 32: 0.0964-0.1010 against 0.0831 in session 22):
  /// not taken.
  static constexpr GetrfRowsShape kRowsSmall = {32, 1, 16, 16};
  static constexpr bool rows_small_scalar(bool real) { return real; }
  /// Whether the row-owner leaves of fixed-size batches apply their row
  /// interchanges to the other columns of their parent node (GetrfDriver,
  /// getrf_rows_kernel's rows_swap_outside), in place of a laswp pass each.
  /// Session 47, H200, myriad-bench --op getrf --backend cuda --reps 5
  /// (batch 10000, or 1 GiB), one call, two rounds within 1%, ms laswp
  /// (the committed library before) -> in the leaf: d n = 48 / 64 / 96 /
  /// 128 / 192 / 256 / 384 / 512 0.560 / 0.700 / 1.950 / 2.998 / 3.796 /
  /// 4.167 / 5.190 / 5.552 -> 0.538 / 0.641 / 1.760 / 2.825 / 3.630 / 4.002
  /// / 5.074 / 5.437; s n = 128 / 256 / 512 2.296 / 5.212 / 7.508 -> 2.162
  /// / 5.003 / 7.376. Not kept, same call: the parent's window handed down
  /// to the leaves of nodes up to 64 / 128 / 256 / all columns, so that no
  /// laswp pass is left below them: d n = 128 2.870 / 2.873 / 2.864 / 2.864,
  /// 256 3.932 / 4.379 / 4.381 / 4.380, 512 5.473 / 5.835 / 6.974 / 6.977
  /// (a leaf's moves are one latency-bound phase per leaf, where a
  /// parent's pass composes many leaves' pivots; 64 gained 2% at 192 and
  /// 256 only). Earlier calls: the moves with their rows in either order
  /// (no coalesced side) 1-2% slower; complex<float> (c n = 64 / 128 /
  /// 256 / 512 against laswp after each leaf 1.072 / 4.587 / 6.775 / 10.48
  /// -> 1.138 / 4.905 / 6.837 / 10.53 ms) keeps laswp.
  static constexpr bool rows_swaps_outside(bool real) { return real; }
  /// Rows of kRowsNarrowCols for nodes at most that wide on the shapes of
  /// at most kRowsNarrowMaxRows rows (the padding columns' updates saved),
  /// kRowsCols otherwise; the one-warp shape has kRowsSmallWidths below.
  /// Session 22, H100, myriad-bench --op getrf
  /// --backend cuda --reps 5, batch 10000, two rounds within 1%, ms rows of
  /// 32 -> 24: d n = 17 0.0844 -> 0.0716, 20 0.0957 -> 0.0825, 24 0.1122 ->
  /// 0.0970 (1.20 -> 1.39x cuBLAS), 33 0.4391 -> 0.4067, 36 0.4589 ->
  /// 0.4257, 40 0.5034 -> 0.4684, 44 0.6066 -> 0.5569 (their first child
  /// is 24 wide, kSquareSplitsD), 64 / 128 unchanged; s n = 20 / 24 / 40
  /// 0.0651 / 0.0755 / 0.3505 -> 0.0571 / 0.0660 / 0.3195.
  static constexpr int kRowsNarrowCols = 24;
  static constexpr int kRowsNarrowMaxRows = 64;
  /// Row widths of the one-warp shape (kRowsSmall) for fixed-size nodes of
  /// at most 28 columns, first that holds the node, and the blocks per SM
  /// asked of the register allocator for each; wider nodes take kRowsCols
  /// at kRowsSmall.min_blocks. The padding columns of a row are updated at
  /// every step, and the narrower rows need fewer registers (ptxas, double,
  /// at 16 blocks an SM: 92 / 100 / 108 / 116 / 124 / 128 registers at 18 /
  /// 20 / 22 / 24 / 26 / 28 columns; at the blocks below 80 / 80 / 80 / 96 /
  /// 96 with 0 / 12 / 0 / 8 / 0 bytes of spills): more warps an SM.
  /// Session 37, H200, myriad-bench --op getrf --backend cuda --reps 7,
  /// batch 10000, one call, two rounds within 1%, ms rows of 24 / 32 at 16
  /// blocks an SM (as before) -> these widths at 16 blocks an SM -> these
  /// widths at the blocks below (speedup over cublasDgetrfBatched): d n = 17
  /// 0.0675 (1.25x) -> 0.0537 -> 0.0533 (1.58x), 18 0.0704 -> 0.0561 ->
  /// 0.0551 (1.60x), 19 0.0733 (1.41x) -> 0.0678 -> 0.0636 (1.63x), 20
  /// 0.0754 (1.33x) -> 0.0703 -> 0.0654 (1.54x), 21 0.0786 (1.41x) ->
  /// 0.0763 -> 0.0719 (1.55x), 22 0.0818 (1.41x) -> 0.0787 -> 0.0735
  /// (1.57x), 24 0.0875 (1.49x) -> 0.0869 -> 0.0814 (1.60x), 25 0.1061
  /// (1.43x) -> 0.0943 -> 0.0882 (1.72x), 26 0.1093 (1.42x) -> 0.0963 ->
  /// 0.0910 (1.71x), 28 0.1170 (1.44x) -> 0.1077 -> 0.1072 (1.57x); 30 / 32
  /// unchanged (1.76 / 1.65x); s n = 17 / 18 / 20 / 26 / 28 0.0469 / 0.0495
  /// / 0.0531 / 0.0749 / 0.0795 -> 0.0430 / 0.0444 / 0.0495 / 0.0696 /
  /// 0.0756 ms, 22 / 24 unchanged. DGESV nrhs 1 (gesv_rows_kernel, the same
  /// rows): n = 17 / 20 / 22 / 24 / 26 / 28 1.50 / 2.32 / 2.44 / 2.53 / 2.53
  /// / 2.59x -> 1.90 / 2.82 / 2.75 / 2.80 / 3.06 / 2.77x.
  static constexpr GetrfRowsWidth kRowsSmallWidths[] = {
      {18, 24}, {20, 24}, {22, 24}, {24, 20}, {26, 20}, {28, 16}};
  static constexpr int kNumRowsSmallWidths =
      static_cast<int>(sizeof(kRowsSmallWidths) / sizeof(kRowsSmallWidths[0]));
  /// Index into kRowsSmallWidths for nodes of max_n columns on the one-warp
  /// shape, -1 past them (rows of kRowsCols).
  static constexpr int rows_small_width(int max_n) {
    for (int i = 0; i < kNumRowsSmallWidths; ++i)
      if (max_n <= kRowsSmallWidths[i].cols) return i;
    return -1;
  }
  /// Whether a shape of max_rows rows has the narrow rows.
  static constexpr bool rows_narrow(int max_rows) {
    return max_rows <= kRowsNarrowMaxRows;
  }
  /// Row width of the row-owner kernel of a shape of max_rows rows for
  /// nodes of max_n columns.
  static constexpr int rows_cols(int max_rows, int max_n) {
    return rows_narrow(max_rows) && max_n <= kRowsNarrowCols ? kRowsNarrowCols
                                                             : kRowsCols;
  }
  /// Whether the row-owner kernel is built for scalars of this size.
  static constexpr bool rows_scalar(int scalar_bytes) {
    return kRowsCols * scalar_bytes <= kRowsMaxBytes;
  }
  /// Index into kRowsShapes for an m x n node, or -1 when it is not taken.
  static constexpr int rows_for(int m, int n, int scalar_bytes) {
    if (m <= kRegisterMaxRows || n > kRowsCols || !rows_scalar(scalar_bytes))
      return -1;
    for (int i = 0; i < kNumRowsShapes; ++i)
      if (m <= kRowsShapes[i].max_rows) return i;
    return -1;
  }
  /// Shape of the tall-panel leaf for an m x n node: an index into
  /// kRowsShapes where the row-owner kernel is built for the scalar, else
  /// into kTiles; -1 when none takes the node.
  static constexpr int tall_for(int m, int n, int scalar_bytes) {
    return rows_scalar(scalar_bytes) ? rows_for(m, n, scalar_bytes)
                                     : tile_for(m, n, scalar_bytes);
  }

  /// CUDA, variable-size batches, fixed-size ones of at most
  /// kBlockedFixedPerSm matrices an SM, and every fixed-size batch of
  /// complex<double> (kBlockedAnyCountBytes): nodes of 33...kBlockedMax columns
  /// and at most kBlockedMax rows are one leaf, the blocked shared-memory LU
  /// (getrf_blocked_kernel.cuh: the matrix staged once, panels of
  /// kBlocked.panel columns factored by one warp in registers, the update by
  /// the block) for their matrices of order above 32, the shared-row kernel
  /// for the others. The recursion took one pass over the batch per panel,
  /// interchange, TRSM and GEMM, each sized for the largest matrix.
  /// Session 41, H200, myriad-bench --op getrf --backend cuda --reps 5
  /// (batch 10000, or 1 GiB), two rounds, ms, recursion / blocked (panel,
  /// warps, blocks an SM):
  /// - d, variable, uniform in [1, 64] (--max 64 --dist uniform --check
  ///   none): 0.5117-0.5127 / (8, 2, 6) 0.5239-0.5276, (4, 2, 6)
  ///   0.4720-0.4722, (4, 4, 6) 0.4384-0.4398.
  /// - (4, 4, 6), --max 40,48,64,96,128 (the kernel then also took the
  ///   64 x 32 panels of max 96: 2-3% slower in d and s, hence the columns
  ///   above 32): d 0.2785-0.2806 / 0.4205-0.4218 / 0.5112-0.5121 /
  ///   1.2546-1.2625 / 1.9350-1.9421 -> 0.2109-0.2110 / 0.2921-0.2925 /
  ///   0.4389-0.4399 / 1.2853-1.2907 / 1.8726-1.8830 (3.78 / 3.14 / 4.20 /
  ///   3.59 / 3.82x -> 5.02 / 4.52 / 4.87 / 3.51 / 3.92x padding +
  ///   cublasDgetrfBatched); s 0.2393-0.2402 / 0.2883-0.2901 /
  ///   0.4039-0.4041 / 1.0187-1.0200 / 1.9986-2.0047 -> 0.1630-0.1647 /
  ///   0.2271-0.2277 / 0.3445-0.3450 / 1.0540-1.0556 / 1.9404-1.9459; c
  ///   0.3371-0.3379 / 0.4272-0.4311 / 0.6204-0.6231 / 1.6738-1.6756 /
  ///   2.9143-2.9181 -> 0.2186-0.2203 / 0.3014-0.3022 / 0.4611-0.4616 /
  ///   1.6513-1.6519 / 2.8079-2.8134; z (shared memory for three matrices
  ///   an SM) 0.7217-0.7226 / 0.9500-0.9534 / 1.4596-1.4696 / 3.4829-3.4861
  ///   / 3.5334-3.5429 -> 0.4396-0.4420 / 0.6267-0.6288 / 0.9645-0.9652 /
  ///   3.3734-3.3772 / 3.4281-3.4302.
  /// - fixed sizes, n = 33 / 40 / 48 / 56 / 64: 0.378 / 0.433 / 0.616 /
  ///   0.689 / 0.765 / (8, 2, 6) 0.416 / 0.479 / 0.601 / 0.733 / 0.870,
  ///   (4, 2, 6) 0.422 / 0.510 / 0.641 / 0.789 / 0.941, (4, 4, 6) 0.415 /
  ///   0.500 / 0.628 / 0.766 / 0.913: large fixed-size batches keep the
  ///   recursion. Each matrix's factorization is one chain of 64 pivot
  ///   steps, and shared memory holds six matrices an SM: ncu on (8, 2, 6)
  ///   at n = 64 put 35% of the stall samples on the other warp waiting at
  ///   the barrier behind the panel, 0.42 instructions issued a cycle per
  ///   scheduler. Earlier versions, same bench: panels of 16 on 4 warps (4
  ///   blocks an SM) 1.125 ms at 64; panels of 8 on 4 warps at 80 registers
  ///   with the update a column at a time (no spill) 0.845, with groups of
  ///   four columns (spilled) 1.101; the pivot search by (magnitude,
  ///   position) pairs instead of a max and an integer reduction, (8, 2, 6)
  ///   0.851.
  /// - Fixed sizes on it (4, 4, 6) / the recursion, DGETRF n = 33 / 40 /
  ///   48 / 56 / 64, --reps 7, two rounds, ms: batch 132 (one an SM) 0.0314
  ///   / 0.0365 / 0.0439 / 0.0516 / 0.0592 against 0.0553-0.0644 /
  ///   0.0664-0.0668 / 0.0942-0.0959 / 0.0802-0.0815 / 0.0954-0.0963; 264
  ///   0.0328 / 0.0385 / 0.0466 / 0.0548 / 0.0631 against 0.0553 / 0.0679 /
  ///   0.0962 / 0.0836 / 0.0978; 528 0.0359 / 0.0417 / 0.0511 / 0.0610 /
  ///   0.0714 against 0.0589 / 0.0721 / 0.1027 / 0.0926 / 0.1070; 1056
  ///   0.0657 / 0.0782 / 0.0969 / 0.1191 / 0.1403 against 0.0687 / 0.0818
  ///   / 0.1182 / 0.1115 / 0.1269; 2112 0.0988 / 0.1183 / 0.1477 / 0.1797 /
  ///   0.2144 against 0.1010 / 0.1161 / 0.1648 / 0.1799 / 0.2023; 4224 and
  ///   8448 the recursion 0-18% faster (but 48 at 4224: equal). Batch 1056,
  ///   n = 33 / 48 / 64: SGETRF 0.0536 / 0.0767 / 0.1075 against 0.0791 /
  ///   0.0826 / 0.0972, CGETRF 0.0681 / 0.1001 / 0.1448 against 0.1084 /
  ///   0.1116 / 0.1557, ZGETRF 0.1245 / 0.1883 / 0.2713 against 0.1942 /
  ///   0.2533 / 0.3287. Up to 4 an SM every order measured gains 1.5-2.2x.
  /// - Every fixed-size batch on it / this table's choice before (4 an SM),
  ///   n = 33 / 40 / 48 / 56 / 64, --reps 5, two rounds, ms (the ratio
  ///   before / blocked): ZGETRF batch 1056 1.57 / 1.49 / 1.34 / 1.25 /
  ///   1.20, 2112 1.40 / 1.24 / 1.20 / 1.22 / 1.15, 4224 1.32 / 1.18 / 1.15
  ///   / 1.23 / 1.16, 10000 0.9838 / 1.1922 / 1.4895 / 1.8180 / 2.1415
  ///   against 1.2665 / 1.3788 / 1.6649 / 2.2220 / 2.4650 (1.29 / 1.16 /
  ///   1.12 / 1.22 / 1.15): complex<double> takes it at every count.
  ///   CGETRF 1056 1.57 / 1.32 / 1.11 / 1.13 / 1.07, 2112 1.42 / 1.20 /
  ///   1.05 / 1.23 / 1.16, 4224 1.21 / 0.99 / 0.98 / 1.23 / 1.16, 10000 1.13
  ///   / 0.96 / 0.92 / 1.21 / 1.15; SGETRF 1056 1.49 / 1.11 / 1.09 / 0.92 /
  ///   0.90, 10000 1.01 / 0.75 / 0.77 / 0.76 / 0.70. The rule goes by the
  ///   scalar's size, which complex<float> shares with double: both keep 4
  ///   an SM.
  static constexpr int kBlockedMax = 64;
  static constexpr GetrfBlockedShape kBlocked = {4, 4, 6};
  static constexpr int kBlockedFixedPerSm = 4;
  static constexpr int kBlockedAnyCountBytes = 16;
  static constexpr bool blocked_node(int m, int n, int scalar_bytes,
                                     bool variable, int count, int sm_count) {
    const bool batch =
        variable || scalar_bytes >= kBlockedAnyCountBytes ||
        count <= static_cast<long long>(kBlockedFixedPerSm) * sm_count;
    return batch && n > kRegisterMaxCols && n <= kBlockedMax &&
           m <= kBlockedMax;
  }

  /// CUDA shared-memory LU of a whole node (one thread block per matrix):
  /// used when the node is at most this wide and its m x n panel fits in one
  /// SM's shared memory. Narrow panels (width <= kPanelLeafCols) always go
  /// to this kernel (in global memory when they do not fit on chip).
  static constexpr int kSharedMaxCols = 32;
  static constexpr int kPanelLeafCols = 8;
  static constexpr int kSharedThreads = 256;
  /// Matrices per thread block of the register kernel (one warp each).
  static constexpr int kRegisterWarpsPerBlock = 4;

  /// Host: matrices up to this width are factored by the unblocked loop;
  /// wider ones recursively (halves rounded to kHostLeafCols) per matrix.
  static constexpr int kHostLeafCols = 16;
  /// Host, complex scalars: panels of at most kHostShortRows rows go to the
  /// unblocked loop up to kHostLeafColsComplex columns. Session 15, 2-core
  /// AMD EPYC (AVX-512), myriad-bench --op getrf --precision z --backend
  /// host --threads 2 --batch 2000 --reps 9, two runs, ours / LAPACKE, leaf
  /// 16 -> 32 on panels of at most 64 rows: n = 24 / 32 / 64 / 96 / 128 /
  /// 256 1.06-1.08 / 1.09-1.10 / 1.04-1.09 / 1.03 / 1.04-1.05 / 0.99 ->
  /// 1.38 / 1.15-1.16 / 1.09-1.14 / 1.02 / 1.01-1.03 / 0.94-0.98x; at most
  /// 128 rows: 1.32-1.38 / 1.15-1.36 / 1.10-1.17 / 1.08-1.10 / 1.01-1.06 /
  /// 0.95-0.97x (ZGEMM-bound 256 at 64-65 against 72 GFLOP/s); every panel:
  /// 1.37-1.71 / 1.16-1.19 / 1.10-1.11 / 1.05-1.08 / 0.99-1.02 / 0.94x.
  /// Real scalars keep 16: DGETRF with 32 on every panel gained nothing
  /// within the noise (n = 24...128: 1.43-2.02 against 1.51-2.15x).
  /// Session 21, 2-core AMD EPYC without AVX-512 (AVX2 build, OpenBLAS's Zen
  /// kernels), ZGETRF n = 64 / 128 / 256 (--reps 5): 0.96 / 0.90 / 0.92x
  /// LAPACKE with these widths, 0.93-0.98 / 0.90-0.92 / 0.91-0.94x with 8,
  /// 16 or 32 for panels of at most 64 rows and 8 or 16 above (six pairs):
  /// the leaf is not what keeps ZGETRF below LAPACKE there (perf: ZGEMM's
  /// kernel takes the largest share of both libraries' time). Nor is the
  /// TRSM (session 22, same machine and command, --sizes 32,64,128,256,
  /// three rounds alternating): our one-matrix ZTRSM 45.0-45.4 / 221.5-222.8
  /// / 508.6-516.9 / 792.3-797.9 ms against OpenBLAS's ztrsm 44.6-45.6 /
  /// 218.2-220.7 / 506.2-510.0 / 793.5-799.0 (OpenBLAS's own zgetrf, which
  /// LAPACKE calls, packs its panels once for the TRSM and the GEMM). Nor
  /// is the split (session 23, same machine, --sizes 128,256 --reps 5, one
  /// round each, ours / LAPACKE GFLOP/s): halves 41.8 / 48.4, 55.0 / 61.5;
  /// A11 of 32 / 64 / 128 columns at each level instead (right-looking
  /// blocks with a recursive panel) 40.3 / 49.3, 57.5 / 63.2; 42.7 / 49.3,
  /// 54.8 / 60.8; 41.7 / 48.0, 56.0 / 62.0 (perf at 256: OpenBLAS's ZGEMM
  /// kernel 65% of both libraries' time together).
  static constexpr int kHostLeafColsComplex = 32;
  static constexpr int kHostShortRows = 64;
  /// Unblocked-loop width of the host recursion for an m-row panel.
  template <bool kComplex>
  static constexpr int host_leaf_cols(int m) {
    return kComplex && m <= kHostShortRows ? kHostLeafColsComplex
                                           : kHostLeafCols;
  }
  /// Host: square matrices (and square nodes) up to this order are factored
  /// by a kernel compiled for their order (LuOwn::fixed in
  /// lapack/host/lu_own.hpp).
  /// 2-core CI-class Xeon, 2026-11-22, quiet machine, `myriad-bench --op
  /// getrf --precision d --backend host --sizes 4,8,12,16 --threads 2
  /// --reps 11`, GFLOP/s without / with it: n = 4: 0.35 / 0.44, 8: 1.24 /
  /// 1.52, 12: 2.40 / 2.22, 16: 3.24 / 3.15 (the loops were then compiled
  /// for the baseline ISA; at 12 and 16 the runtime-sized loop is as fast).
  /// Session 15, per ISA: 16 instead of 8 still no faster (lu_own.hpp).
  static constexpr int kHostFixedMax = 8;
  /// Host GETRS (getrs_host, one matrix at a time): op = N with at most this
  /// many right-hand sides takes LuOwn::solve (axpy-form solves down the
  /// factors' columns, up to 4 columns of B a pass), more take the host
  /// TRSM of one matrix twice. Session 33, 2-core AMD EPYC (AVX-512),
  /// myriad-bench --op getrs --backend host --threads 2 --reps 5 --sizes
  /// 8,16,32,64,128,256, ms, the batched laswp + TRSM before / one matrix at
  /// a time through the TRSM / through LuOwn::solve: d nrhs 1 0.79 / 0.87 /
  /// 0.52, 2.02 / 1.88 / 1.39, 7.42 / 5.66 / 3.85, 24.1 / 21.5 / 11.8, 65.4 /
  /// 51.1 / 36.0, 53.2 / 53.3 / 32.9 (LAPACKE 2.39-2.43 / 2.37-2.45 /
  /// 4.53-4.80 / 11.7-12.0 / 47.2-49.1 / 37.9-39.3); d nrhs 4, one matrix
  /// at a time through the TRSM / LuOwn::solve in passes of 4 / of 2
  /// columns: 1.03 / 1.02 / 1.32, 2.47 / 2.15 / 2.81, 8.10 / 6.32 / 8.02,
  /// 31.6 / 19.5 / 22.0, 69.0 / 66.3 / 67.3, 62.9 / 67.4 / 64.5; d nrhs 16
  /// through the TRSM 2.03 / 4.51 / 13.2 / 43.7 / 102 / 83.1,
  /// through LuOwn::solve 3.31 / 7.09 / 19.2 / 54.3 / 155 / 139; z nrhs 1
  /// through the TRSM 2.77 / 5.25 / 14.8 / 32.0 / 50.3 / 49.1, LuOwn::solve
  /// 0.84 / 2.64 / 10.1 / 31.8 / 43.5 / 42.1; z nrhs 4 3.13 / 6.50 / 19.2 /
  /// 70.5 / 88.3 / 61.0, 2.03 / 5.98 / 19.7 / 51.5 / 84.0 / 82.6; z nrhs 16
  /// 5.32 / 10.7 / 31.3 / 111 / 146 / 127, 6.84 / 16.8 / 47.1 / 133 / 196
  /// / 211 (z nrhs 4 at 256 is the one count up to 4 where the TRSM won).
  static constexpr int kHostGetrsColumns = 4;
  /// Host GETRS, op = N: from which order LuOwn's blocked solve
  /// (LuSolveBlockedFn: left-looking by blocks of rows, sums in registers,
  /// kHostGetrsPass columns of B a pass over the factors) takes one
  /// right-hand side (one), 2 ... kHostGetrsColumns (few) or more (more);
  /// below narrow_below its vectors are 32 bytes instead of 64 (real float
  /// only, LuOwn::solve_blocked). Below the row's order: LuOwn::solve for
  /// few, the host TRSM for more.
  /// Session 34, 2-core AMD EPYC (AVX-512), myriad-bench --op getrs
  /// --backend host --threads 2 --reps 5 --nrhs 1|4|16 --sizes
  /// 8,16,24,32,48,64,128,256, through an experiment's switch, two rounds
  /// each, ms, this table's other path / the blocked solve (LAPACKE in the
  /// same runs):
  /// - z nrhs 4, 16 / 32 / 64 / 128 / 256: 4.6-5.1 / 19.1-20.6 / 52.9-54.4
  ///   / 82.2-83.3 / 86.2-87.4 -> 4.1-4.2 / 12.2 / 34.8-35.0 / 51.0-51.5 /
  ///   53.9-54.7 (LAPACKE 6.1 / 15.5-15.9 / 43.0-43.1 / 66.3-67.9 /
  ///   63.1-63.4); nrhs 16, the TRSM -> passes of 8: 5.6-5.9 / 11.2-11.5 /
  ///   21.2 / 33.3-33.7 / 73.7-76.7 / 116-117 / 148-150 / 130-134 -> 4.1-4.2
  ///   / 10.7-11.3 / 18.9-20.7 / 28.5-31.5 / 48.3-50.3 / 77.7-78.3 /
  ///   98.3-98.8 / 96.5-98.8 (1.34-1.71x LAPACKE); nrhs 1: the blocked solve
  ///   1.38-1.64x LAPACKE at 32...128 but 0.94-0.95x at 256 (one column:
  ///   one chain of sums), LuOwn::solve 1.10-3.67x everywhere.
  /// - c nrhs 1, 48 / 64 / 128 / 256: 11.4-11.9 / 23.3-23.6 / 51.4-53.7 /
  ///   46.1-49.2 -> 8.9-9.2 / 13.4-13.6 / 40.0-41.2 / 43.8-44.3, 24 / 32
  ///   within 10% either way; nrhs 4, 48 / 64 / 128 / 256: 16.7-17.1 /
  ///   23.9-24.4 / 80.9-81.9 / 84.0-86.3 -> 14.9-15.0 / 20.2-20.3 / 55.1-55.7
  ///   / 52.5-54.9 (8 / 16 faster too, 24 / 32 7-20% slower); nrhs 16, passes
  ///   of 4 / of 8: 3.8 / 9.5-9.7 / 15.1 / 20.5-20.6 / 35.1-36.1 / 50.4-51.7 /
  ///   123-128 / 105-111 -> 3.3-3.7 / 8.2-8.4 / 14.3-14.4 / 19.4-19.5 /
  ///   32.7-34.7 / 45.6-46.6 / 110-114 / 90.6-95.4 (1.84-2.75x LAPACKE).
  /// - d nrhs 4, 128 / 256: 58.8-59.0 / 63.8-66.4 -> 42.5-42.7 / 44.6-44.7
  ///   (0.99-1.02x LAPACKE before), 16...64 within 3% or slower (24 / 32
  ///   3.1-3.2 / 5.3 -> 3.8-4.0 / 5.7-5.8); nrhs 16, 24 / 32 / 48 / 64 / 128
  ///   / 256: 8.2-8.3 / 14.0-14.2 / 27.9-28.0 / 43.5-44.0 / 98.3-98.8 /
  ///   83.1-83.2 -> 8.1-8.4 / 11.8-11.9 / 21.1-21.4 / 30.1-30.8 / 74.6-76.4 /
  ///   70.1-70.2 (1.39-1.85x LAPACKE; the TRSM 1.06-1.20x at 64...256);
  ///   nrhs 1: within the noise, LuOwn::solve kept.
  /// - s nrhs 4, vectors of 32 bytes at 8 / 16 / 24 / 32: 0.77 / 2.0 / 3.4-3.5
  ///   / 4.8-5.0 -> 0.64-0.65 / 1.3-1.4 / 2.9-3.0 / 4.6-4.7; of 64 at 128 /
  ///   256: 41.1-43.0 / 60.7-67.7 -> 30.5-31.0 / 44.7-44.9 (0.90-0.98 ->
  ///   1.27-1.36x LAPACKE); nrhs 16, the TRSM -> passes of 8: 16 / 24 / 32 /
  ///   48 / 64 / 128 / 256 4.2-4.4 / 7.4-7.6 / 10.5-10.7 / 18.6-18.8 /
  ///   28.3-28.7 / 89.0-93.0 / 99.8-102 -> 3.3-3.7 (32 bytes) / 6.4 (32) /
  ///   8.2-8.5 (64) / 14.9-15.1 / 21.8-22.7 / 58.8-59.8 / 72.9-73.4 (0.65-0.91
  ///   -> 0.84-1.25x LAPACKE); nrhs 1: LuOwn::solve faster or within 5%.
  /// Checked again at the session's end, the library without this table
  /// (one matrix at a time through LuOwn::solve and the TRSM) against it,
  /// same command, two rounds each in turn, ms (the VM about twice as slow
  /// as above then): z nrhs 4, 32 / 64 / 128 / 256: 26.2-32.7 / 101-128 /
  /// 142-155 / 132-138 -> 18.9-19.0 / 61.6-71.2 / 115-126 / 126-132; d nrhs
  /// 16: 24.0-24.9 / 56.7-69.8 / 162-169 / 288-310 -> 15.5-20.2 / 50.1-57.2
  /// / 143-149 / 144-163.
  /// few_rows_from, more_rows_from: where the blocked solve's vectors are 32
  /// bytes (CPUs without AVX-512, LuOwn::kSolveBytes), orders from these up
  /// to kHostGetrsRowsMax take LuOwn's rows solve (2 ... kHostGetrsColumns
  /// right-hand sides / more); the blocked solve only orders below them, and
  /// orders past kHostGetrsRowsMax LuOwn::solve (few) or the host TRSM. With
  /// AVX-512 the table's other fields alone apply (the rows solve was not
  /// measured there).
  /// Session 75, 2-core AMD EPYC (Zen 3, AVX2), `--threads 2 --sizes
  /// 64,128,256 --nrhs 4,16 --reps 5`, one round, x LAPACKE at 64 / 128 /
  /// 256, the blocked solve / LuOwn::solve or the TRSM: d nrhs 4 1.44 /
  /// 1.06 / 1.04, 1.44 / 1.04 / 0.98, nrhs 16 1.26 / 0.92 / 0.64, 1.00 /
  /// 0.97 / 0.98; z nrhs 4 1.06 / 0.74 / 0.75, 1.07 / 0.98 / 1.02, nrhs 16
  /// 0.99 / 0.81 / 0.66, 0.93 / 0.92 / 1.05; s nrhs 4 1.08 / 0.92 / 0.86,
  /// 1.27 / 1.02 / 0.79, nrhs 16 0.59 / 0.70 / 0.62, 0.89 / 0.66 / 0.97; c
  /// every one 1.06x or more with the blocked solve.
  /// Session 76, same machine, `myriad-bench --op getrs --backend host
  /// --threads 2 --reps 5 --sizes 16,32,64,128,256,512 --nrhs 2|4|8|16`, x
  /// LAPACKE at 16 / 32 / 64 / 128 / 256 / 512, session 75's table / the
  /// rows solve at every order (an experiment's switch, not kept; passes of
  /// two vectors a part, real ones of one vector for the last 4 double or 8
  /// float right-hand sides in a second round, marked *):
  /// - d nrhs 2 1.98 / 1.67 / 1.68 / 1.29 / 1.05 / 0.82, 1.63 / 1.31 / 1.14
  ///   / 1.26 / 1.65 / 2.14*; 4 1.32 / 1.66 / 1.34 / 0.90 / 0.90 / 0.79,
  ///   1.36 / 1.46 / 1.33 / 1.45 / 1.78 / 2.27*; 8 1.55 / 1.67 / 1.14 / 0.98
  ///   / 1.04 / 0.99, 1.60 / 1.79 / 1.16 / 1.23 / 1.63 / 2.00*; 16 1.32 /
  ///   1.21 / 1.21 / 0.83 / 1.00 / 1.00, 1.37 / 1.33 / 1.46 / 1.16 / 1.30 /
  ///   1.55.
  /// - s nrhs 2 2.24 / 1.59 / 1.61 / 1.21 / 1.23 / 0.96, 1.71 / 0.82 / 1.00 /
  ///   0.76 / 1.05 / 1.12*; 4 1.43 / 1.05 / 1.02 / 0.89 / 0.85 / 0.75, 0.94 /
  ///   0.66 / 0.91 / 0.79 / 0.92 / 1.13*; 8 1.32 / 1.11 / 0.93 / 0.93 / 1.00
  ///   / 1.04, 1.10 / 0.95 / 1.35 / 1.03 / 1.25 / 1.50*; 16 1.05 / 0.81 /
  ///   0.70 / 0.61 / 1.01 / 0.99, 1.13 / 1.03 / 1.26 / 0.96 / 1.22 / 1.27
  ///   (a float row of 8 lanes holds 2 or 4 right-hand sides in a quarter
  ///   or half of them: few go to the rows solve only at 512).
  /// - z nrhs 2 1.33 / 1.24 / 1.12 / 1.09 / 1.10 / 1.20, 1.39 / 1.32 / 1.33
  ///   / 1.17 / 1.62 / 1.87; 4 1.40 / 1.26 / 1.13 / 0.92 / 0.98 / 0.96, 1.85
  ///   / 1.20 / 1.16 / 1.89 / 1.91 / 1.57; 8 1.48 / 1.16 / 1.14 / 0.90 /
  ///   0.96 / 0.95, 1.39 / 1.12 / 1.11 / 1.31 / 1.54 / 1.48; 16 1.31 / 1.09
  ///   / 1.01 / 0.89 / 1.00 / 0.98, 1.32 / 1.54 / 1.23 / 1.28 / 1.38 / 1.19.
  /// - c nrhs 2 2.06 / 1.88 / 1.83 / 1.62 / 1.98 / 1.16, 1.35 / 1.31 / 1.09
  ///   / 1.29 / 1.97 / 1.94; 4 1.75 / 1.74 / 1.85 / 1.66 / 1.38 / 0.72, 1.86
  ///   / 1.58 / 1.26 / 1.51 / 2.07 / 2.08; 8 2.05 / 2.08 / 1.63 / 1.35 /
  ///   1.45 / 1.00, 2.21 / 0.80 / 2.08 / 1.99 / 2.92 / 2.53; 16 1.80 / 1.84
  ///   / 1.45 / 1.38 / 1.12 / 0.77, 2.17 / 2.00 / 1.77 / 1.72 / 2.02 / 1.83.
  /// Each row's rows_from: the first order from which the rows solve was
  /// faster, or within this VM's noise (about 15%), at every larger order
  /// (float, 8 right-hand sides at 32: 0.95-0.97 against 1.11; 16 there
  /// 1.03 against 0.81).
  struct HostGetrsRow {
    int one, few, more, narrow_below, few_rows_from, more_rows_from;
  };
  static constexpr HostGetrsRow kHostGetrsFloat = {INT_MAX, 8, 8, 32, 512, 16};
  static constexpr HostGetrsRow kHostGetrsDouble = {INT_MAX, 128, 16,
                                                    0,       128, 16};
  static constexpr HostGetrsRow kHostGetrsComplexFloat = {48, 48,  8,
                                                          0,  256, 64};
  static constexpr HostGetrsRow kHostGetrsComplexDouble = {INT_MAX, 16, 8,
                                                           0,       16, 32};
  static constexpr int kHostGetrsPass = 8;
  /// Largest order LuOwn's rows solve takes (its scratch, on the stack, is
  /// this many rows of two vectors).
  static constexpr int kHostGetrsRowsMax = 512;
  template <class T>
  static constexpr HostGetrsRow host_getrs() {
    if constexpr (std::is_same_v<T, float>)
      return kHostGetrsFloat;
    else if constexpr (std::is_same_v<T, double>)
      return kHostGetrsDouble;
    else if constexpr (std::is_same_v<T, std::complex<float>>)
      return kHostGetrsComplexFloat;
    else
      return kHostGetrsComplexDouble;
  }
  /// Host: fixed-size batches of real square matrices up to this order are
  /// factored kLuLanes at a time side by side (LuOwn::group in
  /// lapack/host/lu_own.hpp). Session 21, 2-core AMD EPYC without AVX-512
  /// (the AVX2 build), DGETRF: us per matrix on one thread, a loop of 10000
  /// (the group's copies in and out included), leaf / group: n = 4 0.080 /
  /// 0.043, 8 0.245 / 0.125, 12 0.478 / 0.324, 16 0.885 / 0.615 (with the
  /// interchanges left out, to see their share: 0.449 at 16); myriad-bench
  /// --op getrf --precision d --backend host --threads 2 --reps 9, ms, one
  /// matrix at a time / groups: n = 16 4.69 / 2.89-2.94, 18 8.70 / 4.22, 20
  /// 9.36-9.44 / 5.98-6.01, 22 10.85-10.95 / 7.29-7.33, 24 12.3-12.5 / 10.3.
  /// At 32 a group ran 14.6 against the leaf's 9.1 us (its 64 KB of
  /// columns spill out of the L1 cache): not taken. Session 31, the copies
  /// in and out by 8 x 8 transposes (same command, --reps 9, ms): DGETRF n
  /// = 8 / 16 / 20 / 24 0.38 / 1.73 / 3.04 / 5.19 -> 0.34 / 1.51 / 2.70 /
  /// 4.19, SGETRF 16 / 24 1.69 / 3.74 -> 1.40 / 3.25.
  static constexpr int kHostGroupMax = 24;
  /// The same for complex matrices, their real and imaginary parts in
  /// arrays of their own (the products written out across the group).
  /// Session 30, 2-core AMD EPYC (AVX-512), myriad-bench --op getrf
  /// --backend host --threads 2 --reps 9-11, ms, one matrix at a time /
  /// groups, each pair in one run: ZGETRF n = 4 0.84 / 0.61, 8 2.30 / 1.47,
  /// 12 4.93 / 3.20, 16 7.93 / 5.60, 18 9.86 / 8.46, 20 11.91 / 11.27, 22
  /// 13.89 / 14.02, 24 16.29 / 17.33; CGETRF 12 4.25 / 3.22, 16 6.59 / 5.43,
  /// 20 9.77 / 7.91, 22 11.11 / 9.80, 24 13.05 / 22.47. Session 31 (same
  /// machine and command, --reps 15, three rounds), the pivot's reciprocal
  /// across the group instead of by std::complex's division per matrix, then
  /// the copies in and out by 8 x 8 transposes in registers: ZGETRF n = 4 /
  /// 8 / 12 / 16 0.63 / 1.53 / 3.01 / 5.28 -> 0.23-0.25 / 0.77-0.81 /
  /// 1.93-1.98 / 3.93-4.09 -> 0.21-0.23 / 0.68-0.71 / 1.72-1.77 / 3.46-3.58,
  /// CGETRF 0.68 / 1.60 / 3.06 / 5.23 -> 0.19-0.22 / 0.62-0.63 / 1.39-1.46 /
  /// 2.96-3.10 ms. Not kept: the next group's columns prefetched towards
  /// the L2 cache while a group is factored (within 3%). With both, the
  /// groups up to 24 (--sizes 20,22,24 --reps 9, three rounds, ms, one
  /// matrix at a time / groups): ZGETRF 22 13.7-14.6 / 7.9-8.3, 24
  /// 16.2-17.3 / 9.9-10.1; CGETRF 22 10.5-12.5 / 6.5-6.9, 24 12.6-13.8 /
  /// 18.5-19.2 (as in session 30, the float groups of 24 are slower).
  static constexpr int kHostGroupMaxComplexDouble = 24;
  static constexpr int kHostGroupMaxComplexFloat = 22;

  /// The host group LU's pivot search and interchanges (LuOwn::lanes): by
  /// vectors across the group, each column's row j gathered from the pivot
  /// rows and its old values scattered to them (AVX-512), where the CPU is
  /// Intel's; one matrix at a time elsewhere. Session 45, 2-core Intel Xeon
  /// (Sapphire Rapids flags), groups over 256 matrices in one thread, us a
  /// matrix (median of 31), two rounds, one matrix at a time -> gathered:
  /// ZGETRF 12 / 16 / 24 0.46 / 1.01-1.04 / 3.19 -> 0.43-0.46 / 0.98-1.00 /
  /// 2.89-3.10, CGETRF 16 0.75-1.05 -> 0.62; DGETRF 8 / 16 / 24 0.10-0.12 /
  /// 0.43-0.50 / 1.23-1.62 -> 0.07-0.08 / 0.30-0.31 / 0.96-1.04, SGETRF 16
  /// / 24 0.36-0.47 / 0.93-1.31 -> 0.28-0.34 / 0.66-0.68 (the same
  /// factors). On a 2-core AMD EPYC (session 43) the same gathers and
  /// scatters were slower: myriad-bench ZGETRF 16, batch 10000, 7.87-9.10
  /// against 7.19-8.23 ms.
  static constexpr bool host_gathered_swaps(bool avx512, bool intel) {
    return avx512 && intel;
  }
  /// The largest order of the groups for scalar T.
  template <class T>
  static constexpr int host_group_max() {
    if constexpr (std::is_same_v<T, std::complex<double>>)
      return kHostGroupMaxComplexDouble;
    else if constexpr (std::is_same_v<T, std::complex<float>>)
      return kHostGroupMaxComplexFloat;
    else
      return kHostGroupMax;
  }

  /// Width of the children of a node of width n (n > the leaf width).
  static constexpr int child_width(int n) {
    for (int i = 0; i < kNumPanelWidths; ++i)
      if (n > kPanelWidths[i]) return kPanelWidths[i];
    return kPanelWidths[kNumPanelWidths - 1];
  }

  /// Square nodes (as many rows as columns: a whole square matrix, or the
  /// last child of its parent) of these orders take children of another
  /// width than child_width: first row with n <= max_n, child 0 meaning
  /// child_width. Narrower children hand more of the node to the fast small
  /// kernels (register kernel up to 16 columns, shared-row kernel up to 32
  /// rows), fewer steps to the register-tiled one. H100, session 19,
  /// myriad-bench --op getrf --backend cuda (batch 10000), ms with children
  /// of 32 (child_width) / 24 / 16, two runs within 1%:
  ///   d: n = 33 0.752 / 0.688 / 0.684, 36 0.862 / 0.718 / 0.746, 40 0.866
  ///   / 0.761 / 0.789, 44 0.918 / 0.869 / 0.889, 48 0.941 / 0.921 / 0.899,
  ///   52 1.121 / 1.267 / 1.592, 56 1.185 / 1.307 / 1.669; children of 32
  ///   instead of 64: n = 65 2.262 -> 2.229, 72 2.554 -> 2.414, 80 2.691 ->
  ///   2.561, 88 3.112 -> 2.994, 96 3.259 -> 3.149, 104 4.576 -> 4.748, 128
  ///   4.600 -> 4.942;
  ///   s: n = 36 0.555 / 0.576 / 0.543, 40 0.639 / 0.507 / 0.570, 44 0.713
  ///   / 0.592 / 0.636, 48 0.616 / 0.626 / 0.650; 32 instead of 64 at 72 /
  ///   80 / 96: 1.658 / 1.791 / 1.952 -> 1.578 / 1.603 / 1.932;
  ///   c: n = 36 0.975 / 0.972 / 0.849, 40 1.051 / 0.857 / 0.884, 44 1.214
  ///   / 0.933 / 0.984, 48 1.041 / 0.979 / 0.996; 72 / 80 / 96: 2.961 /
  ///   3.286 / 3.680 -> 2.947 / 3.016 / 3.662;
  ///   z: n = 36 1.781 / 1.849 / 1.496, 40 1.922 / 1.572 / 1.518, 44 2.358
  ///   / 1.782 / 1.771, 48 1.941 / 1.882 / 1.881; 72 / 80 / 96: 5.838 /
  ///   6.702 / 5.702 -> 5.830 / 6.168 / 5.741.
  /// Children of 256 instead of 128 above 384 (fewer interchange passes
  /// over the top level's columns), same tool, ms: d n = 320 7.98 -> 8.14
  /// (not taken), 384 8.889 -> 8.889, 448 10.24 -> 10.01, 512 9.93 -> 9.42;
  /// s 384 / 512 9.54 / 11.00 -> 9.51 / 10.51; c 10.97 / 12.67 -> 10.89 /
  /// 12.26; z 10.00 / 10.03 -> 9.81 / 9.57. Orders above 512 keep
  /// child_width (not measured). d, children of 128 (child_width) / 96 /
  /// 64 / 32: n = 144 6.248 / 6.058 / 6.134 / 6.534, 160 5.647 / 5.496 /
  /// 5.542 / 6.076, 192 5.889 / 5.882 / 5.925 / 6.887 (not taken), 224
  /// 6.286 / 6.404 / 6.569 / 7.705, 256 6.284 / 6.487 / 6.704 / 8.151.
  /// Session 58, H200, the d rows again on today's kernels (myriad-bench
  /// --op getrf --precision d --backend cuda --reps 7 --check none, batch
  /// 10000 or 1 GiB, one call, two rounds, the child width through a switch
  /// in the driver), ms, the table -> another width: children of 64 at n =
  /// 72 / 96 1.226 / 1.636-1.638 -> 1.577-1.578 / 1.833-1.838; of 32 / 96 at
  /// 112 2.787-2.792 -> 2.796-2.806 / 2.941-2.944, at 128 2.500-2.506 ->
  /// 2.778-2.782 / 2.811; of 128 / 64 at 144 3.296-3.299 -> 3.366-3.367 /
  /// 3.537-3.541, at 160 3.048 -> 3.153-3.159 / 3.195; of 96 / 64 at 224
  /// 3.692-3.694 -> 3.692-3.696 / 3.960-3.965, at 256 3.752-3.754 ->
  /// 3.907-3.912 / 4.202-4.215. Children of 96 at 161...200, the next call:
  /// 161 4.115-4.118 -> 4.172, 168 3.764-3.767 -> 3.826-3.830, 176
  /// 3.567-3.572 -> 3.548-3.553, 184 3.717-3.720 -> 3.625-3.627, 190
  /// 3.845-3.847 -> 3.803-3.814, 192 3.363-3.364 -> 3.324-3.328, 200
  /// 4.145-4.148 -> 4.063-4.068, but variable orders uniform in [1, 192]
  /// 2.079 -> 2.179: so for fixed-size batches only (kSquareSplitsFixedD).
  /// Past 200 (a later call, the same switch): children of 96 at 204 / 208 /
  /// 212 / 216 / 220 / 232 / 240 4.143-4.150 / 3.850-3.854 / 4.048-4.062 /
  /// 3.958-3.963 / 3.993-3.996 / 4.203-4.206 / 4.033-4.035 -> 4.097-4.107 /
  /// 3.816-3.817 / 4.039-4.043 / 3.925-3.937 / 4.004-4.005 / 4.396-4.398 /
  /// 4.190-4.193 (0.3-1.1% at 204...216: not taken), of 112 slower.
  struct SquareSplit {
    int max_n, child;
  };
  static constexpr SquareSplit kSquareSplitsS[] = {
      {36, 16}, {44, 24}, {64, 0}, {96, 32}, {384, 0}, {512, 256}};
  static constexpr SquareSplit kSquareSplitsD[] = {
      {44, 24}, {48, 16},  {64, 0},  {96, 32},
      {128, 0}, {160, 96}, {384, 0}, {512, 256}};
  /// Real double, fixed-size batches: rows taken before kSquareSplitsD's
  /// (child 0: that table's), from the session 58 figures above.
  static constexpr SquareSplit kSquareSplitsFixedD[] = {{175, 0}, {200, 96}};
  static constexpr SquareSplit kSquareSplitsC[] = {
      {36, 16}, {48, 24}, {64, 0}, {96, 32}, {384, 0}, {512, 256}};
  static constexpr SquareSplit kSquareSplitsZ[] = {
      {48, 16}, {64, 0}, {88, 32}, {384, 0}, {512, 256}};

  /// Width of the children of a node of width n and `rows` rows, for
  /// scalars T, in a variable-size batch or a fixed-size one.
  template <class T>
  static constexpr int node_child_width(int n, int rows, bool variable) {
    if (rows == n) {
      if constexpr (std::is_same_v<T, float>) {
        return square_child(kSquareSplitsS, n);
      } else if constexpr (std::is_same_v<T, double>) {
        const int w = square_child(kSquareSplitsD, n);
        return variable ? w : square_child(kSquareSplitsFixedD, n, w);
      } else if constexpr (std::is_same_v<T, std::complex<float>>) {
        return square_child(kSquareSplitsC, n);
      } else {
        return square_child(kSquareSplitsZ, n);
      }
    }
    return child_width(n);
  }

 private:
  /// The child width of the first row of `table` that holds order n; `other`
  /// where that row's child is 0 or none holds n.
  template <int K>
  static constexpr int square_child(const SquareSplit (&table)[K], int n,
                                    int other) {
    for (const SquareSplit& r : table)
      if (n <= r.max_n) return r.child > 0 && r.child < n ? r.child : other;
    return other;
  }
  template <int K>
  static constexpr int square_child(const SquareSplit (&table)[K], int n) {
    return square_child(table, n, child_width(n));
  }
};

}  // namespace myriad::detail
