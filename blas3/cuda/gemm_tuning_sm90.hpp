// Batched GEMM kernel selection for the CUDA backend: tile shapes of each
// variant and the rules that pick a variant by shape.
//
// GPU: NVIDIA H100 80GB HBM3 (sm_90, 132 SMs), CUDA 13.0, cuBLAS 13.1,
// driver 580.159. Date: 2026-11-22 (run3 of the probe).
// Sweep: scratch probe (not in the repo) built with
//   nvcc -arch=sm_90 -O3 -std=c++17 --expt-relaxed-constexpr probe.cu
//   <library queue, gemm.cpp and gemm_cuda_*.cu sources> -lcublas
// timing each variant launched directly and the public myriad::gemm path on
// NN, alpha 1, beta 1, batch 10000 (strided, lda = n), median of 7 after 2
// warm-ups, copy ceiling 3.0 TB/s: fixed square n = 2..256; trailing updates
// M = N = 64..512, K = 8..64 (NN and NT, batch min(10000, 1 GiB of C));
// variable sizes uniform in [1, max]. cuBLAS = <t>gemmStridedBatched.
// Figures that set the rules (double, GFLOP/s, variant launched directly;
// cuBLAS alongside):
//   n=4: Tiny4 131 (cuBLAS 18); n=8: Tiny8 758 (220); n=16: Tiny16 (register
//   blocked 2 x 4 per thread) 2017 (1460); n=20: Small32 1943 (2240); n=24:
//   Small32 3124 (3446); n=32: Small32 5678 (5514); n=40: Update64 3820
//   (6803); n=48: 5759 (8557); n=64: 10632 (11311); n=96: Small32 12360
//   (17416); n=128..256: best of ours 13.3-18.5 TF/s (cuBLAS 23.6-39.7):
//   Vendor from n = 17 except n = 25..32, where Small32 wins.
//   Trailing updates, % of the memory roofline: Update64 93-95% at K = 8
//   (cuBLAS 88-91%), 84-95% at K = 16 (88-93%), K = 32: 96% at M = 64
//   (96%) but 69-87% at M >= 128 (cuBLAS 86-94%) -> Vendor; K = 64: 51-89%
//   (cuBLAS 74-96%) -> Vendor.
//   float: Tiny8 576 vs 214 at n = 8, Tiny16 2568 vs 1809 at n = 16; from
//   n = 24 ours is 0.36-0.58x cuBLAS -> Vendor. complex<double>: n = 8 1957
//   vs 1347; n = 16 4294 vs 5015 and 0.18-0.67x above -> Vendor from n = 9.
//   complex<float>: not timed; follows complex<double>.
//   Variable (never Vendor), classes below, ours vs cublasDgemmGroupedBatched
//   with one group per size: max 16: 644 (144); 32: 1932 (814); 64: 4282
//   (4452); 128: 7405 (9800); 256: 12817 (16135).
//
// Session 5 (2026-11-22), after the tile epilogue issued every load of C
// before its first store (before, each store waited for its load: 32 serial
// round trips per thread of a 64 x 64 tile). myriad-bench with the fixed
// rules forced to one variant (a temporary switch, not in the repo), H100,
// double, median of 3 after 1 warm-up, GFLOP/s:
//   own kernels, square n = 48 / 64 / 96 / 128 / 160 / 256:
//     Tile64 7067 / 11014 / 10474 / 17972 / 14142 / 21013 (before the
//     epilogue change, n = 128: 12930, n = 256: 17703);
//     Small32 5702 / 10337 / 11984 / 12797 / 13474 / 14502;
//     Update64 6132 / 11207 / 7794 / 13178 / 10116 / 14099.
//   pointer-array updates M = N = 64..512, K = 8..64, % of the memory
//   roofline: Tile64 66-88% (cuBLAS 78-97%), Update64 52-87%, Small32
//   50-80%: Tile64 takes every own-kernel shape above 32 except 65..96
//   (Small32's 32-wide tiles fit there).
//   Variable sizes, Tile64 vs cublasDgemmGroupedBatched grouped by size:
//   max 128: 8524 (9736), max 256: 14598 (15214). The (32, 64] class,
//   uniform max 48 / 64 / 128, Check::None: Tile64 2508 / 4475 / 8813,
//   Update64 2067 / 3714 / 8489, Small32 1777 / 3280 / 8279 -> Tile64.
//   Rejected there: 128 x 64 and 128 x 128 tiles (8 warps per SM, 0.5-0.8x
//   Tile64), BK = 16 and 32 (more registers, fewer blocks), and the sm_90
//   FP64 shapes m16n8k4/k8/k16 in place of m8n8k4 (0.9-1.05x Tile64).
//
// Session 11 (2026-11-23), blocks per SM asked of the register allocator
// (MmaTile's MinBlocks; unset, ptxas gave the 64 x 64 tiles 128 registers in
// the GEMM kernel, 159 in SYRK's, 236 in TRMM's and 222-226 with PrefetchC).
// H100, myriad-bench --precision d --backend cuda, both in one run (the old
// types kept behind an experiment's switch, not kept):
//   Tile64 at 4 (128 registers, no spill): SYRK --sizes 128,256,512 --k 64,
//   % of the memory roofline 52.1 / 51.5 / 51.3 -> 59.7 / 62.2 / 61.3 (1.06
//   / 1.20 / 1.34 -> 1.29 / 1.44 / 1.57x our DGEMM); DPOTRF (its SYRKs)
//   lower 256 / 512 2.13 / 1.76 -> 2.20 / 1.83x cuSOLVER, upper 2.51 / 2.12
//   -> 2.58 / 2.20x; the GEMM kernel unchanged (already 128). TRMM: see
//   trmm_min_blocks (trmm_tile_kernel.cuh).
//   Update64 at 3 (168 registers, 56 bytes spilled in GEMM, 152 in SYRK):
//   --shape update K = 8 at M = 64 / 512 72.5 / 86.7 -> 79.2 / 82.6% of the
//   roofline, SYRK k = 16 at n = 256 / 512 73.1 / 77.0 -> 61.7 / 63.4% ->
//   left unset.
//
// Session 15 (2026-11-23), Tile64's pipeline depth and panel width, each
// variant in place of Tile64 in GEMM and SYRK (a temporary switch, not kept;
// H100, myriad-bench --precision d --backend cuda; two rounds of Tile64
// and the 5 stages, one of the others): Tile64
// (BK 8, 4 stages, 128 registers) against BK 8 with 5 stages (128, no
// spill), BK 12 with 3 stages (no spill) and BK 16 register-staged (96
// bytes spilled). DPOTRF lower 256 / 512 1.605-1.612 / 2.535-2.545 ms
// against 1.614-1.617 / 2.558-2.561, 1.624-1.626 / 2.576-2.584 and
// 1.756 / 2.870; SYRK k = 64 n = 256 / 512 1.50-1.57 / 1.58-1.59x our
// DGEMM against 1.43-1.51 / 1.56-1.58, 1.35 / 1.51 and 1.11 / 1.24x;
// variable DGEMM max 128 / 256 9058-9112 / 14701-14731 GFLOP/s against
// 8960-8992 / 14483-14496, 9101 / 14781 and 7309 / 11731. Tile64 stays.
// DPOTRF's other large part, ncu at n = 512 lower (batch 512): its TRSM
// leaf is latency-bound (164 registers, 12 warps per SM at most, 0.26
// eligible warps per scheduler, stalls: fixed-latency dependencies 2.29,
// global loads 1.41, shared loads 1.30 cycles per issue).
//
// Session 16 (2026-11-23), myriad-bench --op gemm --precision d --backend
// cuda --shape update --sizes 64,128,256,512 --k 8,16,32,64 (the bench's
// update shape passes pointer arrays, so our kernels take it: Vendor needs
// strided descriptors), % of the memory roofline, ours / cublasDgemmBatched:
// M = 64 k = 8 / 16 / 32 / 64 74.5 / 76.5 / 83.3 / 87.1 against 83.1 / 90.1 /
// 93.7 / 97.7; M = 128 76.0 / 74.1 / 80.9 / 77.4 against 87.6 / 89.5 / 89.0
// / 89.4; M = 256 82.6 / 78.2 / 78.6 / 72.1 against 88.1 / 88.5 / 86.8 /
// 83.1; M = 512 87.0 / 82.5 / 76.6 / 66.5 against 88.3 / 87.4 / 84.8 / 79.1
// (0.83-0.99x). cuBLAS cannot skip a null entry of a pointer array; taking
// it would need the arrays rewritten on the device first (a null entry
// pointed at scratch), which needs GEMM workspace. Square, strided, batch
// 10000: 7.22 / 7.33 / 2.71 / 1.41 / 1.02 / 0.99 / 0.99 / 1.03x cuBLAS at
// n = 2 / 4 / 8 / 16 / 32 / 64 / 128 / 256. Variable, --check none, against
// one group per size: 3.85 / 1.80 / 1.02 / 0.94 / 0.95x at max = 16 / 32 /
// 64 / 128 / 256.
//
// Session 18 (2026-11-23), the MmaTile mma from m8n8k4 to m16n8k4, which
// sm_90 runs at twice the rate (gemm_device.cuh): myriad-bench --precision
// d --backend cuda, both libraries in one call, ms: variable max 128 / 256
// 1.179 / 5.849 -> 1.131 / 5.479 (--check none); update shapes (pointer
// arrays) M = 64 / 256 / 512, k = 8: 0.323 / 0.838 / 0.814 -> 0.303 / 0.818
// / 0.792, k = 16: 0.359 / 0.869 / 0.850 -> 0.352 / 0.832 / 0.805, k = 32:
// 0.393 / 0.824 / 0.887 -> 0.392 / 0.850 / 0.903, k = 64: 0.504 / 0.831 /
// 0.985 -> 0.514 / 0.845 / 0.963 (% of the roofline 76.4-87.1 -> 67.3-89.6,
// the shapes below 80%: 7 -> 5 of 12); DTRMM n = 128 / 256 / 512 0.803 /
// 1.153 / 1.631 -> 0.716 / 1.062 / 1.562; DTRSM n = 64...512 within 1%
// but 64 (0.425 -> 0.445). The tiles' register counts are unchanged. Then
// MmaTile::Lane (the lane's place taken once per kernel) and mma_slice:
// variable max 128 / 256 1.131-1.140 / 5.486-5.506 -> 1.078-1.084 /
// 5.077-5.112 ms (two rounds each); DSYRK within 2% (DTRMM not re-timed).
//
// Session 43 (2026-11-29), the tiny kernels' operands copied by cp.async
// and C loaded into the accumulators (gemm_kernels.cuh; the registers that
// staged A, B and C made Tiny16 a 96-register kernel, 2 blocks an SM): 64
// registers, 4 blocks. H200, myriad-bench --op gemm --backend cuda --reps
// 9, batch 10000, old / new kernel through an experiment's switch in one
// call, two rounds, ms: d n = 4 0.0104-0.0115 / 0.0085-0.0099, 8
// 0.0162-0.0173 / 0.0119-0.0144, 12 0.0238-0.0253 / 0.0213-0.0222, 13
// 0.0357-0.0364 / 0.0246-0.0252 (1.64-1.69 -> 2.37-2.41x cuBLAS), 14 / 15
// 0.0370-0.0381 / 0.0384-0.0410 -> 0.0263-0.0265 / 0.0278-0.0280 (2.06-2.20x),
// 16 0.0403-0.0408 / 0.0289-0.0292 (1.44-1.48 -> 1.86-1.93x); batch 100000
// at 16 0.2877-0.2881 / 0.1951-0.1954 (99.5% of the copy roofline, 2.25x);
// variable max 16 / 32 (--check none) 0.0443-0.0463 / 0.1121-0.1132 ->
// 0.0287-0.0289 / 0.0959-0.0972; s n = 16 0.0307-0.0320 / 0.0262-0.0273; z
// n = 8 0.0221-0.0235 / 0.0195-0.0203, variable max 16 0.0722 / 0.0463.
// The next call: more blocks an SM asked of the register allocator (the
// copies unrolled by 2 to fit: Tiny16 40 registers at 6 blocks, Tiny8 at
// 6) lost (d n = 16 0.0330-0.0333, batch 100000 0.2176-0.2190; n = 8
// 0.0155-0.0156), as did unrolling by 2 without a bound (n = 16
// 0.0304-0.0309, 0.1981-0.1995): the copies' ILP counts more than the
// blocks. Tiny32 for variable sizes: below, at GemmVariants<double>.
//
// Session 44 (2026-11-29), measured and not kept: the tiny kernels' copies
// without a division or a 64-bit product per element (each thread's row and
// column advanced by TPM % rows and TPM / rows a step, the inverses from a
// table) and alpha = +-1 folded into the FMA (Tiny16 58 registers instead
// of 64; 48 at 5 blocks an SM). H200, --sizes 4,8,12,13,14,15,16 --batch
// 10000 --reps 9, two rounds, ms, new / old: n = 16 0.0297 / 0.0299-0.0308,
// 13 0.0254-0.0263 / 0.0249-0.0269, 8 0.0137-0.0151 / 0.0136-0.0148, batch
// 100000 at 16 0.2019-0.2036 / 0.1957-0.2008; variable max 32 0.0885-0.0892
// / 0.0868-0.0875; at 5 blocks an SM n = 16 0.0295-0.0298, max 32
// 0.0856-0.0860. ncu (fixed n = 16, batch 10000): 1449 warp instructions a
// matrix, issue 60% busy, 85% of the copy roofline inside the kernel
// (23.2 us; the bench's 29.7 us are event to event after its cache
// flush): fewer instructions did not shorten it. What did (session 44): reading
// each matrix's descriptor entries at once (MatrixBatch::Entry; the checks had
// waited on each load before the next, a dozen round trips before the first
// load of a variable batch's matrix): variable max 16 / 32 0.0292-0.0311 /
// 0.0868-0.0892 -> 0.0230-0.0249 / 0.0703-0.0725 ms.
//
// Each fixed list has two parts: the measured choice for every shape (ending
// in a catch-all), then our own kernels for descriptors that have no cuBLAS
// form (pointer arrays with a view offset, mixed kinds), which skip Vendor.
// The same tables serve sm_80 (A100): every variant runs there (FP64 mma.sync
// and cp.async are sm_80+); the rules are latency/memory choices that carry
// over, not measured there.
#pragma once

#include <climits>

#include "blas3/cuda/gemm_device.cuh"

namespace myriad::cuda {

/// Kernel variants of batched GEMM. Which tile shape each one is for a
/// precision is given by GemmVariantOf below.
enum class GemmVariant {
  Tiny4,     ///< several tiny matrices per block, max(m, n, k) <= 4
  Tiny8,     ///< max(m, n, k) <= 8
  Tiny12,    ///< max(m, n, k) <= 12
  Tiny16,    ///< max(m, n, k) <= 16
  Tiny32,    ///< max(m, n, k) <= 32
  Small32,   ///< tile 32 x 32
  Tile64,    ///< tile 64 x 64
  Update64,  ///< tile 64 x 64, C prefetched (small k: trailing updates)
  Vendor,    ///< cuBLAS (gemm_vendor.cuh), where it measured faster; fixed
             ///< sizes only, and only descriptors with a cuBLAS form: the
             ///< selection otherwise takes the next rule of our own
};

/// Tiny-matrix kernel shape: MAXN bound on m, n, k; TPM threads per matrix;
/// THREADS per block (THREADS / TPM matrices per block); MINBLOCKS blocks an
/// SM asked of the register allocator (0: no bound); the operand copies'
/// loop unrolled by COPY_UNROLL (0: fully, every copy issued at once).
template <int MAXN, int TPM, int THREADS, int MINBLOCKS = 0,
          int COPY_UNROLL = 0>
struct TinyCfg {
  static constexpr int kMaxN = MAXN, kTpm = TPM, kThreads = THREADS,
                       kMinBlocks = MINBLOCKS, kCopyUnroll = COPY_UNROLL;
};

/// Variant -> configuration per precision (void: not built for it).
template <class T>
struct GemmVariants;

// double: FP64 tensor cores from 17 on.
template <>
struct GemmVariants<double> {
  using Tiny4 = TinyCfg<4, 8, 256>;
  using Tiny8 = TinyCfg<8, 16, 256>;
  // Session 23, H100, myriad-bench --op gemm --precision d --backend cuda
  // --sizes 9,10,11,12,13,16 --batch 10000 --reps 15, ours / cuBLAS, the
  // rule for max(m, n, k) <= 12 through an experiment's switch: Tiny16 1.73
  // / 1.64 / 1.73 / 1.56x at n = 9 / 10 / 11 / 12 (0.0353 ms at 12, 43.5%
  // of the roofline); Tiny12 as 2 x 3 blocks on 24 threads 2.50 / 2.61 /
  // 2.54 / 2.36x (0.0278 ms, 56.0%); as 2 x 4 blocks on 18 threads (288 a
  // block) 2.17 / 2.03 / 2.05 / 1.90x. n = 13 / 16 (Tiny16) 1.60-1.66 /
  // 1.38-1.42x in all three.
  using Tiny12 = TinyCfg<12, 24, 192>;
  using Tiny16 = TinyCfg<16, 32, 256>;
  // Session 43, H200, myriad-bench --op gemm --precision d --backend cuda
  // --reps 9, batch 10000, two rounds, ms, this kernel / the tile kernels:
  // variable sizes uniform in [1, 32] (--max 32 --check none; the (16, 32]
  // class, Small32 before) 0.0864-0.0869 / 0.0946-0.0950 (2.42-2.45 /
  // 2.23x cublasDgemmGroupedBatched), --vshape independent 0.0911-0.0922 /
  // 0.1078-0.1149; fixed n = 17 / 20 / 24 / 28 / 32 0.0741-0.0756 /
  // 0.0776-0.0791 / 0.0866-0.0877 / 0.0964-0.0980 / 0.1078-0.1082 against
  // cuBLAS and Small32's 0.0722-0.0734 / 0.0748-0.0754 / 0.0768-0.0769 /
  // 0.0911-0.0921 / 0.0974-0.0976: variable sizes only. At 6 blocks an SM,
  // 40 registers, the copies unrolled by 2 (fully unrolled, as the other
  // tiny kernels, 58 registers and 4 blocks: max 32 0.0979-0.0993 ms in the
  // next call; 0.0935-0.0937 against 0.0850-0.0852 in the A/B below).
  using Tiny32 = TinyCfg<32, 128, 256, 6, 2>;
  using Small32 = MmaTile<32, 32, 16, 2, 2, true, 3>;
  using Tile64 = MmaTile<64, 64, 8, 2, 2, false, 4, 4>;  // 4 blocks per SM
  // Session 42, H200, myriad-bench --op gemm --precision d --backend cuda
  // --shape update --sizes 64,256,512 --k 8,16,32 --reps 5 --check none, C
  // loaded into the accumulators (gemm_device.cuh), % of the roofline at
  // m = n = 64 / 256 / 512 for k = 8 / 16 / 32, each shape through an
  // experiment's switch (cublasDgemmBatched 73.7-85.3%):
  //   2 x 2 warps (154 registers, 3 blocks an SM): 77.5 / 74.8 / 85.1, 82.0
  //   / 73.9 / 58.2 (k = 32: Tile64 then), 83.4 / 79.3 / 55.3;
  //   4 x 2 at 3 blocks (80, no spill): 81.3 / 78.7 / 87.1, 83.7 / 78.6 /
  //   74.6, 85.9 / 83.2 / 72.7; the same in 3 stages: 81.0 / 80.9 / 84.3,
  //   84.3 / 80.2 / 73.3, 85.8 / 83.4 / 72.1; at 4 blocks (64, 32 bytes
  //   spilled): 81.3 / 83.2 / 88.1, 80.1 / 78.8 / 75.7, 79.0 / 77.8 / 73.8;
  //   at the compiler's 115 (2 blocks): 58.3-70.8;
  //   2 x 4 at 4 blocks (64, 16 bytes spilled): 83.9 / 86.1 / 91.4, 82.7 /
  //   81.0 / 77.5, 83.1 / 80.2 / 74.9 (taken: k <= 32, the rules below);
  //   BK 16 through registers (2 stages, 4 x 2 at 4 blocks): 51.1-65.4;
  //   32 x 64 tiles (2 x 2 warps, 6 blocks): 66.9-82.9; 128 x 64 (4 x 2, 3
  //   stages, 2 blocks): 61.4-63.4 at 64, 75.2-86.6 at 256 / 512.
  // The library with this tile (the rules below), --sizes 64,128,256,512:
  // 82.4 / 85.7 / 91.1, 82.7 / 82.1 / 82.5, 82.4 / 81.1 / 77.4, 82.9 / 79.6 /
  // 74.0% (cuBLAS 71.5-84.3%, 1.03-1.12x); session 40, before: 61.3-75.8%.
  // Session 49, H200, --sizes 64,256,512 --k 8,16,32, two rounds in one
  // call, this tile against others through an experiment's switch, % of the
  // roofline at m = n = 512, k = 8 / 16 / 32: 87.3-87.4 / 85.7-85.8 /
  // 78.3-78.4 (256, k = 32: 81.5-81.8); 3 stages 89.0-89.2 / 86.2-88.0 /
  // 76.9-77.7 (256, k = 32: 80.0-80.4); 5 stages 89.9-90.2 / 86.9-87.2 /
  // 75.7-75.9; BK 16 in 3 stages of the K layout (48 KB) 83.4-83.8 /
  // 82.2-83.3 / 74.1-74.9; BK 16 in 2 stages through registers 56.5-69.0
  // everywhere. No other tile reaches 80% at 512, k = 32 (BK 16 in 3 stages
  // of the MN layout takes 51 KB: past the 48 KB of static shared memory).
  using Update64 = MmaTile<64, 64, 8, 2, 4, true, 4, 4>;
};

template <>
struct GemmVariants<float> {
  using Tiny4 = void;
  using Tiny8 = TinyCfg<8, 16, 256>;
  using Tiny12 = void;
  using Tiny16 = TinyCfg<16, 32, 256>;
  using Tiny32 = void;
  using Small32 = FmaTile<32, 32, 16, 2, 2>;
  using Tile64 = FmaTile<64, 64, 16, 4, 4>;
  using Update64 = void;
};

// Complex: 128 threads per tiny block keep complex<double> shared memory
// under 48 KB.
template <class R>
struct GemmVariants<Complex<R>> {
  using Tiny4 = void;
  using Tiny8 = TinyCfg<8, 16, 128>;
  using Tiny12 = void;
  using Tiny16 = TinyCfg<16, 32, 128>;
  using Tiny32 = void;
  using Small32 = FmaTile<32, 32, 8, 2, 2>;
  using Tile64 = FmaTile<64, 64, 8, 4, 4>;
  using Update64 = void;
};

/// Fixed-size rule: the first rule with m <= max_m, n <= max_n, k <= max_k
/// wins (the last rule of each list matches everything).
struct GemmRule {
  int max_m, max_n, max_k;
  GemmVariant variant;
};
/// Variable-size class: matrices with max(m, n, k) in (previous max_size,
/// max_size] go to this variant, one launch per class present.
struct GemmClass {
  int max_size;
  GemmVariant variant;
};

template <class T>
struct GemmTuning;

template <>
struct GemmTuning<double> {
  static constexpr GemmRule fixed[] = {
      {4, 4, 4, GemmVariant::Tiny4},
      {8, 8, 8, GemmVariant::Tiny8},
      {12, 12, 12, GemmVariant::Tiny12},
      {16, 16, 16, GemmVariant::Tiny16},
      {24, 24, 24, GemmVariant::Vendor},
      {32, 32, 32, GemmVariant::Small32},
      {INT_MAX, INT_MAX, 16, GemmVariant::Update64},
      {64, 64, 32, GemmVariant::Update64},
      // Descriptors with a cuBLAS form keep it up to k = 32 (session 5:
      // cublasDgemmStridedBatched 86-94% of the roofline at M >= 128; the
      // Update64 of session 42 is measured against cublasDgemmBatched only);
      // the others take the rules below.
      {INT_MAX, INT_MAX, 32, GemmVariant::Vendor},
      // k = 32 beside the shapes measured: 32-wide tiles where an order is
      // at most 32 or both at most 96 (as our own kernels' list below), not
      // a 64 x 64 tile half empty: the LU's 96 x 32 update (getrf n = 128).
      {96, 96, 32, GemmVariant::Small32},
      {INT_MAX, 32, 32, GemmVariant::Small32},
      {32, INT_MAX, 32, GemmVariant::Small32},
      {INT_MAX, INT_MAX, 32, GemmVariant::Update64},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Vendor},
      // Our own kernels where cuBLAS cannot take the descriptors.
      {32, 32, INT_MAX, GemmVariant::Small32},
      {64, 64, INT_MAX, GemmVariant::Tile64},
      {96, 96, INT_MAX, GemmVariant::Small32},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Tile64},
  };
  // Up to kForkUpTo (the tiny kernels' classes only) all but the last
  // class's launch run on the queue's auxiliary streams (cuda_fork /
  // cuda_join), so that one class's blocks fill the SMs beside another's
  // tail; above, the classes run one launch after another. Session 44, H200,
  // --max 16,32,64,128 --dist uniform --batch 10000 --check none --reps 9,
  // two rounds in one call, forked / serial (an experiment's switch), ms:
  // max 32 0.0693-0.0706 / 0.0723-0.0730 (3.03-3.04x / 2.98x
  // cublasDgemmGroupedBatched); max 16 (one class) and 64 / 128 (serial
  // either way) within 2%.
  // Session 43, H200, --max 32,128,256 --dist uniform --check none --reps
  // 7, two rounds in one call, ms: every size forked 0.0850-0.0852 /
  // 1.1430-1.1441 / 5.7347-5.7614 against 0.0869-0.0870 / 1.0629-1.0687 /
  // 5.2856-5.2879 serial: Tiny32's six blocks an SM (200 KB of shared
  // memory) beside Tile64 slowed the large classes by 8%; with Tiny32 at 4
  // blocks, forked, 0.0935-0.0937 / 1.0602-1.0644 / 5.2779-5.2782 (the
  // call before: max 32 / 64 0.0939-0.0941 / 0.2579-0.2648 forked,
  // 0.0979-0.0993 / 0.2659-0.2661 serial).
  static constexpr GemmClass variable[] = {
      {16, GemmVariant::Tiny16},
      {32, GemmVariant::Tiny32},
      {INT_MAX, GemmVariant::Tile64},
  };
  static constexpr int kForkUpTo = 32;
};

template <>
struct GemmTuning<float> {
  static constexpr GemmRule fixed[] = {
      {8, 8, 8, GemmVariant::Tiny8},
      {16, 16, 16, GemmVariant::Tiny16},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Vendor},
      // Our own kernels where cuBLAS cannot take the descriptors.
      {32, 32, INT_MAX, GemmVariant::Small32},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Tile64},
  };
  static constexpr GemmClass variable[] = {
      {16, GemmVariant::Tiny16},
      {32, GemmVariant::Small32},
      {INT_MAX, GemmVariant::Tile64},
  };
  static constexpr int kForkUpTo = 0;  // not measured: the classes in turn
};

// Complex, both precisions.
struct GemmTuningComplex {
  static constexpr GemmRule fixed[] = {
      {8, 8, 8, GemmVariant::Tiny8},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Vendor},
      // Our own kernels where cuBLAS cannot take the descriptors.
      {16, 16, 16, GemmVariant::Tiny16},
      {32, 32, INT_MAX, GemmVariant::Small32},
      {INT_MAX, INT_MAX, INT_MAX, GemmVariant::Tile64},
  };
  static constexpr GemmClass variable[] = {
      {16, GemmVariant::Tiny16},
      {32, GemmVariant::Small32},
      {INT_MAX, GemmVariant::Tile64},
  };
  static constexpr int kForkUpTo = 0;  // not measured: the classes in turn
};

template <class R>
struct GemmTuning<Complex<R>> : GemmTuningComplex {};

}  // namespace myriad::cuda
