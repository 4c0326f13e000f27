// Tuning table of TRSM and TRMM (internal): recursion splits and leaf-kernel
// limits, per backend, precision and routine.
//
// Origin:
//   - host rows: myriad-bench on the 2-core CI-class machine (Xeon, OpenBLAS
//     0.3.21, one OpenBLAS thread per matrix), 2025-11-22, while the machine
//     was heavily shared (load ~10), so the figures are +-30%:
//       myriad-bench --op trsm --backend host --precision d --threads 1
//                    --reps 21 --sizes 2,3,4,6,8,12,16 --batch 20000
//       (and --nrhs 1; --sizes 4...256 for the leaf)
//     Myriad's own substitution beat OpenBLAS per matrix for orders <= 4
//     (1.2-10x, most with one right-hand side) and lost at 6...16 (0.7-0.9x):
//     blas_from = 5. Recursion to our GEMM above order 128 was even with
//     OpenBLAS's own blocking at 256 (1.0-1.1x): leaf = 128, block = 64. The
//     other precisions and TRMM reuse the d values (not swept).
//     2026-11-22, the own loops rewritten (tri_own.hpp: groups of vectors
//     side by side in the lanes of a register, four rows at a time, compiled
//     per ISA; one vector at a time through a loop compiled for its order),
//     same machine, load ~4-5, 2 threads, old and new library alternated,
//     two runs each, speedup over the OpenBLAS loop at orders 2 / 4 / 6 / 8 /
//     12 / 16 / 24 / 32 / 48 / 64:
//       myriad-bench --op trsm --precision d --backend host --threads 2
//                    --reps 9 --sizes 2,4,6,8,12,16,24,32,48,64
//     square, old: 5.3-17 / 1.2-4.9 / 1.0-1.3 / 1.0 / 1.2 / 0.9-1.0 / 0.9-1.0
//     / 1.0 / 0.95-1.35 / 1.0; new (own loops up to 32): 15-16 / 5.5-8.8 /
//     1.4-6.7 / 2.0-3.5 / 2.5-2.8 / 2.2-2.3 / 1.7-2.3 / 1.9-3.4 / 0.95-1.0
//     / 0.9
//     (48 and 64 call OpenBLAS in both). --nrhs 1, old: 18-23 / 1.6-15 /
//     0.6-1.7 / 0.45-1.2 / 0.75-1.0 / 0.9-1.05 / 0.75-0.9 / 0.7-1.2 /
//     0.85-1.1 / 0.8-0.9; new: 1.0-16.5 / 11.5-15.4 / 8.5-8.7 / 6.7-6.8 /
//     3.0-3.9 / 2.4 / 1.4-1.6 / 1.1-1.4 / 1.0 / 0.75-0.95. STRSM / CTRSM /
//     ZTRSM square at 4 / 8 / 16 / 32, old / new: S 5.2 / 1.3 / 1.0 / 0.9
//     against 1.7 / 2.0 / 2.2 / 3.1; C 0.8 / 1.0 / 0.85 / 0.5 against 1.0 / 2.2
//     / 1.9 / 2.1; Z (two runs) 0.7-1.0 / 0.85-1.0 / 0.75-1.1 / 1.0-1.5 against
//     0.7-3.4 / 1.25-2.0 / 1.1-1.4 / 1.65-2.7. Rows of exactly 1.00x at
//     the smallest orders were both timings held ~6 ms by a descheduled
//     thread (the load), not the kernels -> TRSM:
//     blas_from = 33 (the own loops' largest order, kTriOwnMax), lanes_from
//     = 4. TRMM: the same loops lost to OpenBLAS's TRMM (a single-thread
//     timing loop, CPU time, LLNN, own loops forced up to 32, over
//     OpenBLAS: square 0.6-0.8 at 8...32, 1 vector 0.8-1.1, 2 vectors
//     0.6-0.9) -> blas_from = 5 kept for TRMM; myriad-bench --op trmm
//     square at orders 2 / 4 (orders <= 4 run the new loops), runs without
//     the 6 ms artifact: old 18-23 / 2.1-5.4, new 14-19.5 / 5.5-7.8.
//     2026-11-23, TRSM orders 33...128 (the leaf): OpenBLAS per matrix
//     (blas_from 33) against the recursion down to the own loops, same
//     machine, load ~1-2, alternating runs, speedup at orders 48 / 64 / 96 /
//     128 (myriad-bench --op trsm --precision d --backend host --threads 2
//     --reps 5 --sizes 48,64,96,128, and --nrhs 1, 8): OpenBLAS square
//     0.87-1.05 / 0.96-1.04 / 0.94 / 0.91-1.04, 1 vector 0.98-0.99 / 0.95-
//     0.99 / 1.03 / 0.97-0.99, 8 vectors 0.80-0.87 / 0.95-1.00 / 0.86-1.13 /
//     0.95-0.97; the batched driver with leaf = block = 32 (batch GEMMs
//     between the steps) square 1.90-2.28 / 2.11-2.36 / 1.60-1.62 /
//     1.45-1.60, but 1 vector 0.78-0.83 / 0.85-0.88 / 0.74-0.80 / 0.80-0.84;
//     the same recursion per matrix inside the leaf (tri_solve_blocked in
//     trsm_host.cpp: halves rounded to multiples of 32, GEMM through
//     OpenBLAS, the matrix's pieces stay in cache) square 2.61-3.44 /
//     2.78-3.15 / 2.46-2.85 / 2.24-2.37, 1 vector 1.02-1.18 / 1.14-1.15 /
//     1.08-1.12 / 1.17-1.21, 8 vectors 1.68-1.74 / 1.84-2.61 / 1.17-1.56 /
//     1.52-1.53 -> blas_from = 129 (the final figures below). --sizes 48,64
//     in the other precisions, OpenBLAS / per-matrix recursion (two runs):
//     S square 0.88-0.99 / 1.94-2.70, 1 vector 0.97-1.02 / 1.08-1.44; C
//     square 0.92-1.05 / 1.63-1.77, 1 vector 0.92-1.04 / 0.89-1.15; Z square
//     0.89-1.02 / 1.18-1.44, 1 vector 0.98-1.04 / 0.64-0.70 (the own loops
//     lose with one complex vector already at order 32: 0.90-0.94) -> 129
//     for all four; complex: 1 vector through the narrow leaf (OpenBLAS per
//     matrix) up to the leaf's order (narrow_vectors 1, narrow_order 128;
//     tri_narrow_fits refuses the host above the leaf: orders above 128
//     recurse in batches as before). Final, the exact command of the
//     issue (--reps 9 --sizes 32,48,64,96,128), two alternating runs each,
//     orders 32 / 48 / 64 / 96 / 128, old -> new: square 2.48-2.52 /
//     0.83-1.05 / 0.91-0.92 / 0.89-0.90 / 0.92-1.15 -> 2.71-2.80 /
//     2.45-2.68 / 2.61-2.65 / 2.27-2.34 / 2.10-2.47; --nrhs 1 1.22-1.26 /
//     0.96-1.06 / 0.91-0.95 / 0.95-1.00 / 0.93-1.03 -> 1.09-1.19 /
//     1.08-1.17 / 1.02-1.12 / 1.09-1.10 / 0.93-1.18; --nrhs 8 1.60-1.81 /
//     0.95-0.98 / 1.00-1.03 / 0.92-0.95 / 0.96 -> 1.61-1.68 / 1.76-2.34 /
//     1.45-1.62 / 1.16-1.33 / 1.33-1.51.
//     2026-11-23, TRMM: own loops that read and write B where it lies
//     (tri_own.hpp: rows of the copied triangle in the lanes against
//     broadcast elements of B, or for Right the vectors in the lanes), up to
//     order 64 (kTriMulMax), and the per-matrix recursion above (the TRSM
//     one, tri_blocked), against the old table (own loops to order 4,
//     OpenBLAS from 5), same machine (AMD EPYC, AVX-512), load ~2, old and
//     new library alternated, two runs each, speedup over the OpenBLAS
//     loop at orders 2 / 4 / 8 / 16 / 32 / 48 / 64 / 96 / 128 / 256 / 512:
//       myriad-bench --op trmm --precision d --backend host --threads 2
//                    --reps 9 --sizes 2,4,8,16,32,48,64,96,128,256,512
//     square, old: 21.6-23.1 / 12.0 / 1.65 / 0.67-1.15 / 0.94-1.17 /
//     0.92-0.99 / 1.00-1.02 / 0.90-1.00 / 0.98-1.03 / 0.86-0.96 / 0.91-0.92;
//     new: 12.6-15.8 / 9.5-9.7 / 8.4-9.1 / 3.4-3.9 / 1.27-1.28 / 1.11-1.21 /
//     1.22-1.25 / 1.00-1.03 / 1.16-1.20 / 0.99-1.07 / 0.98-1.00 (the old
//     runs' 1.00 rows at 4 and 8 were the 6-8 ms artifact, left out). --nrhs
//     1, old: 14.9-16.6 / 4.3-4.9 / 1.8-3.2 / 1.6-1.7 / 1.0-1.1 / 0.99-1.04
//     / 0.92-1.03 / 0.95-0.99 / 1.01-1.02 / 0.41-0.99 / 0.64-0.95; new with
//     the recursion at 96 and 128: 14.5-14.6 / 6.8-11.0 / 11.3-11.7 /
//     7.8-8.1 / 2.9-4.0 / 1.75 / 1.11-1.12 / 0.74-0.85 / 0.92-1.04 /
//     0.91-0.98 / 0.96-0.98. --nrhs 8, old: 9.5-10.2 / 9.2-9.5 / 1.1-1.5 /
//     1.15-1.18 / 0.98-1.08 / 0.91-0.96 / 1.04-1.13 / 0.99-1.00 / 0.99 /
//     0.92-0.94 / 0.84-0.93; new: 7.5 / 7.4 / 9.0 / 5.2 (one run: the
//     other's were the artifact) / 1.74-2.32 /
//     1.09-1.31 / 0.83-1.00 / 0.75-0.77 / 0.91-0.93 / 0.91-0.92 / 0.88-0.93
//     (with few vectors the copy of the triangle costs as much as the
//     product: the recursion loses above 64) -> TRMM: blas_from = 129, and
//     up to 8 vectors OpenBLAS per matrix above order 64 (narrow_vectors 8,
//     narrow_order 128; orders above 128 recurse in batches as before).
//     The final table, two more runs (load higher, ~3): --nrhs 1 8.6-11.5 /
//     5.9-10.0 / 10.9-15.6 / 6.8-9.8 / 3.2-3.8 / 1.37-1.77 / 1.08-1.09 /
//     1.00-1.01 / 0.98-0.99 / 0.91-0.98 / 0.83-0.97; --nrhs 8 9.2-10.2 /
//     10.1-10.3 / 6.6-8.9 / 4.3-4.5 / 1.20-2.14 / 0.89-1.33 / 1.09-1.11 /
//     0.86-1.02 / 0.96-1.01 / 0.85-0.94 / 0.87-0.93 (96 and 128 call
//     OpenBLAS in both). STRMM / CTRMM / ZTRMM at orders 4 / 16 / 64
//     (--sizes 4,16,64), two runs each, old -> new: S square 6.0-11.8 /
//     1.15-1.23 / 0.90-0.99 -> 5.7-6.4 / 5.5-5.7 / 1.26-1.46, 1 vector
//     7.2-12.0 / 1.28-1.77 / 0.76-0.98 -> 8.6-9.5 / 10.3-11.0 / 1.83-2.37;
//     C square 4.5-6.3 / 1.05 / 0.98-0.99 -> 14.0-17.3 / 2.6-3.3 /
//     1.84-2.04, 1 vector 6.3-7.1 / 1.18-1.27 / 0.89-0.95 -> 13.8-13.9 /
//     5.1-5.5 / 1.27-1.38; Z square 3.7 / 0.99-1.01 / 0.97-1.00 ->
//     14.2-15.2 / 1.31-1.41 / 1.57-1.96, 1 vector 3.7-4.3 / 1.06-1.10 /
//     0.93-1.02 -> 3.3-13.3 / 3.0-3.8 / 1.13-1.14 -> the same rows for all
//     four precisions. Orders 2 and 4 in double and 4 in single lost to the
//     old loops (one vector at a time through loops compiled for the
//     order: 0.14-0.16 against 0.25-0.27 ms for DTRMM square 2), still far
//     ahead of OpenBLAS.
//     2026-11-23, orders above 128 (the batched recursion of the drivers,
//     leaf 128) against OpenBLAS per matrix (leaf unbounded, blas_from 129)
//     and against the per-matrix recursion at every order (leaf and
//     blas_from unbounded), both forced by an experiment's switch (not
//     kept), same machine, load ~2, one run each (--reps 3 --warmup 1
//     --sizes 256,512, square / --nrhs 1 / --nrhs 8), speedup over the
//     OpenBLAS loop at 256 / 512: DTRSM batched 1.14 / 1.03, 0.60 / 1.05,
//     0.81 / 0.93; per matrix OpenBLAS 1.03 / 1.01, 1.20 / 1.00, 1.01 /
//     1.08; per-matrix recursion 1.12 / 1.08, 0.57 / 0.84, 0.65 / 0.79.
//     DTRMM batched 0.89 / 0.98, 0.98 / 1.03, 0.87 / 0.84; per matrix
//     OpenBLAS 1.04 / 1.01, 1.01 / 1.03, 1.01 / 1.00 -> host leaf
//     unbounded: above blas_from each matrix is one OpenBLAS call (the
//     batched recursion streamed the batch through memory at every step,
//     and OpenBLAS blocks a large triangle itself); the host rows' block is
//     then unused. The same day, the full host lines on this
//     machine (AMD EPYC; the figures above up to "2026-11-23, TRMM" came
//     from a Xeon), --reps 5 --sizes 2,4,8,16,32,48,64,96,128,256,512, DTRSM
//     over the OpenBLAS loop at orders 48 / 64 / 96 / 128: square 0.84 /
//     1.08 / 1.05 / 1.03, --nrhs 1 0.95 / 0.63 / 0.54 / 0.54, --nrhs 8 0.62
//     / 0.69 / 0.62 / 0.60 (the per-matrix recursion; orders <= 32 1.01-9.2,
//     2.3-16 and 1.3-9.5) -> real TRSM: up to 8 vectors OpenBLAS per matrix
//     above the own loops' order too (narrow_vectors 8, narrow_order 128).
//   - cuda rows: the leaf is the largest triangle the leaf kernels are built
//     for (32). staged_from: H100, 2026-11-22, both leaf kernels forced in
//     turn (a build flag of the experiment, not kept), DTRSM / DTRMM Left
//     Lower, batch 10000, ms register vs staged: TRSM 8 vectors 0.0203 vs
//     0.0226 (order 8), 0.0926 vs 0.191 (32); square 8: 0.0217 vs 0.0245,
//     16: 0.0634 vs 0.0645, 32: 0.323 vs 0.282, 512 (leaves of the
//     recursion): 3.53 vs 3.25 -> staged from 32 vectors. TRMM square 16:
//     574 vs 645 GFLOP/s and staged ahead at every order -> staged from 8.
//     Re-measured after the staged leaf's chunked loads (session 5, same
//     bench lines, staged_from forced to 1 / 4 / 8 / 16 / 64 by an
//     experiment's switch, not kept; speedup over cublasDtrsmBatched):
//     square 8: 0.79 / 0.81 / 0.79 / 0.94 / 0.92, square 16: 1.11 / 1.09 /
//     1.13 / 1.13 / 0.75, square 32: 1.56 / 1.61 / 1.59 / 1.59 / 0.76; 8
//     vectors at orders 8 / 16 / 32 and 1 vector: best with the register
//     kernel -> staged from 16 vectors.
//     Session 6: the staged tiles as wide as the vectors need (8, 16 or 32
//     threads; before, 32 threads per tile however few vectors), same bench
//     lines with --reps 3 --warmup 1, staged_from forced to 1 / 16 / 100 by
//     an experiment's switch (not kept), speedup over cublasDtrsmBatched at
//     orders 8 / 16 / 32: 1 vector: 0.83 / 0.59 / 0.66 (staged), 0.93-0.94
//     / 0.98-1.05 / 1.98 (register); 8 vectors: staged 1.07 / 0.90 / 0.61,
//     register 0.91-1.01 / 0.69-0.71 / 0.81-0.83; 16 vectors: staged 1.37 /
//     1.41 / 0.95, register 0.94 / 0.74 / 0.80. DTRMM with 8 vectors,
//     against our DGEMM: staged 0.96 / 0.96 / 0.67, register 0.63 / 0.77 /
//     0.82 -> both routines: staged from 8 vectors at orders <= 16
//     (staged_from_16), from 16 above.
//     Session 7: the staged leaf copies M and the vectors with cp.async (all
//     of a tile's copies in flight at once) and packs M. DTRSM Left Lower,
//     H100, myriad-bench --reps 5 --warmup 2, speedup over
//     cublasDtrsmBatched, staged_from 16 / 8 (an experiment's switch, not
//     kept): 8 vectors at order 32: 0.81 / 1.14, orders 8, 16 and 64...512
//     within 0.02; 16 vectors unchanged -> staged from 8 vectors for double
//     (the other precisions not measured: 16 kept).
//   - cuda staged_leaf / staged_leaf_from (TRSM): session 7, H100, the
//     staged leaf built up to order 64 (two warps sharing M; pairs of M per
//     shared load), against recursion to order-32 leaves (staged_leaf_from
//     forced to 33 / off by an experiment's switch, not kept), same bench
//     settings, speedup over cublasDtrsmBatched: square 64 / 128 / 256 /
//     512: 2.32 / 1.97 / 1.83 / 1.71 against 1.98 / 1.90 / 1.69 / 1.59;
//     32 vectors (64-vector tiles half idle, or one-warp tiles): 1.61 against
//     2.02 at order 64 -> from 33 vectors; DPOTRF (its TRSMs) L 128 / 256 /
//     512: 1.59 / 1.56 / 1.58 against 1.48 / 1.40 / 1.36, U 2.12 / 1.96 /
//     1.87 against 1.97 / 1.74 / 1.61; variable DTRSM uniform max 64 / 128 /
//     256 / 512 against padding: 2.14 / 2.75 / 2.96 / 2.66 against 2.38 /
//     2.55 / 2.57 / 2.36. STRSM square 64 / 128: 1.94 / 1.79 against 2.33 /
//     2.08 -> double only.
//   - cuda tile_from / tile_vectors / tile_leaf (TRMM): session 6, H100,
//     myriad-bench --op trmm --precision d --backend cuda --sizes
//     16,32,64,128,256,512 (--nrhs 8, 16, 32, 48 for the vectors; --reps 3
//     --warmup 1), against our DGEMM on the shape. Square, recursion to the
//     32-order leaves (before): 0.38 / 0.33 / 0.34 / 0.46 at 64 / 128 / 256
//     / 512; the GEMM-tile leaf up to order 64: 0.77 / 0.52 / 0.50 / 0.62;
//     128: 0.77 / 0.61 / 0.55 / 0.69; 256: 0.78 / 0.60 / 0.51 / 0.64; any
//     order (no recursion): 0.78 / 0.62 / 0.51 / 0.49; from order 17: 0.43
//     at 32 (0.58 with the small leaves). Vectors, tile leaf / recursion at
//     orders 64 / 128 / 256 / 512: 1: 0.41 / 0.49 / 0.56 / 0.69 against 1.09
//     / 1.09 / 1.16 / 0.99; 8: 0.45-0.71 against 0.51-0.75; 16: 0.51 / 0.59
//     / 0.76 / 0.82 against 0.54 / 0.62 / 0.79 / 0.60; 32: 0.60 / 0.64 /
//     0.74 / 0.76 against 0.50 / 0.54 / 0.59 / 0.59; 48: 0.71-0.73 against
//     0.33-0.51. STRMM square 64 / 128 / 256: 0.58 / 0.61 / 0.70 against
//     0.48 / 0.52 / 0.60. ZTRMM: 0.29 / 0.28 / 0.39 against 0.32 / 0.34 /
//     0.45 (its CUDA-core tile is slower than the recursion's pieces) -> no
//     tile leaf for complex (CTRMM not measured; it shares ZTRMM's tile).
//     The same square line measured 0.69-0.71 / 0.55 / 0.52 / 0.65 on two
//     later machines; with the side a template parameter of the tile kernel
//     0.76 / 0.58 / 0.54 / 0.69 there (RUTN 0.80 / 0.59 / 0.53 / 0.71, LUCN
//     0.89 / 0.68 / 0.58 / 0.75; STRMM 0.67 / 0.68 / 0.75 / 0.94).
//   - cuda narrow_vectors / narrow_order (TRSM only): H100, 2026-11-22,
//       myriad-bench --op trsm --precision d --backend cuda
//                    --sizes 8,16,32,64,128,256,512 --nrhs 1   (and 8)
//     and getrs/potrs with --nrhs 1,16. The narrow leaf against the
//     recursion (ms, batch 10000 to 511): 1 vector 0.144 vs 0.261 at order
//     64, 0.31 vs 1.47 at 512; 8 vectors 0.31 vs 0.45 at 64, 0.63 vs 0.70
//     at 512; getrs with 16 right-hand sides 1.47 vs 1.56 at 64, 1.88 vs
//     1.97 at 512. Orders <= leaf keep the leaf kernels (the narrow kernel
//     measured 0.038 vs 0.015 ms at order 8). 512 is the largest order
//     measured; complex<double> with 16 vectors fits an H100 block's shared
//     memory up to order 704 (four warps); tri_narrow_fits() checks the device.
//     Session 7, after the staged leaf's cp.async copies, narrow_vectors
//     forced to 16 / 8 / 4 (an experiment's switch, not kept), myriad-bench
//     --reps 5 --warmup 2, speedup over cuBLAS at orders 64 / 128 / 256 /
//     512: DTRSM 16 vectors 0.88 / 1.02 / 0.94 / 0.89 (narrow) against 1.52
//     / 1.40 / 1.40 / 1.08 (recursion); DGETRS 16 right-hand sides 1.53 /
//     1.69 / 0.90 / 1.28 against 2.53 / 2.29 / 1.42 / 1.57; DPOTRS 6.1-7.7x
//     against 16.5-31.7x; DTRSM 8 vectors 0.97 / 1.19 / 1.01 / 1.38 against
//     1.04 / 1.13 / 0.98 / 0.94 -> double: narrow up to 8 vectors, and for
//     5-8 vectors from order 65 (narrow_few, narrow_wide_from); 4 vectors
//     and the other precisions not measured (kept). Session 8, after the
//     staged leaf's linear copy loops, narrow_wide_from 65 / never (an
//     experiment's switch, not kept), two runs each, speedup over cuBLAS at
//     orders 64 / 128 / 256 / 512: DTRSM 8 vectors 1.21 / 1.18 / 1.00 /
//     1.37 against 1.22 / 1.22 / 1.16 / 1.22; DGETRS 8 right-hand sides 1.31
//     / 1.31 / 0.89 / 1.55 against 1.31 / 1.40 / 1.01 / 1.42 -> narrow for
//     5-8 vectors from order 257.
#pragma once

#include <climits>
#include <cstddef>

#include "blas3/host/gemm_host_table.hpp"
#include "myriad/types.hpp"

namespace myriad::detail {

enum class TriKind { Solve, Multiply };  // TRSM, TRMM

struct TriTuning {
  int leaf;            ///< largest order a leaf kernel takes (no recursion;
                       ///< INT_MAX: every order, as on the host)
  int block;           ///< recursion splits at a multiple of this
  int blas_from;       ///< host: order from which a leaf calls BLAS per matrix
                       ///< instead of Myriad's own loops (up to
                       ///< tri_own_max: 32 for TRSM, 64 for TRMM) or,
                       ///< above, the per-matrix recursion to them
  int lanes_from;      ///< host TRSM: vectors per matrix from which the own
                       ///< loops take them in groups, side by side in the
                       ///< lanes of a register (below, one vector at a
                       ///< time; TRMM's loops have no such switch)
  int staged_from;     ///< cuda: vectors per matrix (cols of B for Left, rows
                       ///< for Right) from which the leaf is the staged kernel
                       ///< (a thread per vector, A in shared memory); below,
                       ///< the register kernel (a lane per row of A), for
                       ///< orders above 16
  int staged_from_16;  ///< the same for orders <= 16
  int staged_leaf;     ///< cuda TRSM: the staged leaf takes orders up to
  int staged_leaf_from;  ///< staged_leaf whole (no recursion) for matrices
                         ///< with at least staged_leaf_from vectors; 0: never
  int narrow_vectors;    ///< TRSM with at most this many vectors per matrix
                         ///< and order <= narrow_order is solved whole by the
                         ///< narrow leaf (no recursion); 0: never. Host (TRSM
                         ///< and TRMM): the narrow leaf is BLAS per matrix,
                         ///< taken above tri_own_max instead of the
                         ///< per-matrix recursion
  int narrow_order;
  int narrow_few;        ///< up to this many vectors the narrow leaf takes
  int narrow_wide_from;  ///< every order above the leaf; with more, orders
                         ///< from narrow_wide_from on (the recursion to the
                         ///< staged leaf wins below)
  int tile_from;         ///< cuda TRMM: the GEMM-tile leaf (trmm_tile_kernel
  int tile_vectors;      ///< .cuh) takes orders tile_from...tile_leaf with at
  int tile_leaf;         ///< least tile_vectors vectors; tile_from 0: never

  /// Whether the GEMM-tile leaf takes a leaf of order r with `vectors`
  /// vectors (r <= tile_leaf is the driver's business: leaf_for).
  constexpr bool tile_takes(int r, int vectors) const {
    return tile_from > 0 && r >= tile_from && vectors >= tile_vectors;
  }
  /// Largest order the leaf takes whole for matrices with up to `vectors`
  /// vectors (the GEMM-tile leaf goes further than the small kernels).
  constexpr int leaf_for(int vectors) const {
    if (tile_takes(tile_leaf, vectors)) return tile_leaf;
    return staged_leaf_from > 0 && vectors >= staged_leaf_from &&
                   staged_leaf > leaf
               ? staged_leaf
               : leaf;
  }
};

struct TriTuningRow {
  Backend backend;
  char precision;  ///< 's' 'd' 'c' 'z'
  TriKind kind;
  TriTuning tuning;
};

// clang-format off
inline constexpr TriTuningRow kTriTuningTable[] = {
  // backend        p    kind               leaf  block  blas lanes staged  sf_16 s_leaf sl_from narrow: vec order  few wide_from tile: from vec leaf
  {Backend::Host, 's', TriKind::Solve,    {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'd', TriKind::Solve,    {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'c', TriKind::Solve,    {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      1,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'z', TriKind::Solve,    {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      1,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 's', TriKind::Multiply, {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'd', TriKind::Multiply, {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'c', TriKind::Multiply, {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Host, 'z', TriKind::Multiply, {INT_MAX,  64,   129,     4,      0,      0,      0,      0,      8,   128,     0,     0,     0,     0,     0}},
  {Backend::Cuda, 's', TriKind::Solve,    {   32,   32,     0,     0,     16,      8,      0,      0,     16,   512,    16,     0,     0,     0,     0}},
  {Backend::Cuda, 'd', TriKind::Solve,    {   32,   32,     0,     0,      8,      8,     64,     33,      8,   512,     4,   257,     0,     0,     0}},
  {Backend::Cuda, 'c', TriKind::Solve,    {   32,   32,     0,     0,     16,      8,      0,      0,     16,   512,    16,     0,     0,     0,     0}},
  {Backend::Cuda, 'z', TriKind::Solve,    {   32,   32,     0,     0,     16,      8,      0,      0,     16,   512,    16,     0,     0,     0,     0}},
  {Backend::Cuda, 's', TriKind::Multiply, {   32,   32,     0,     0,     16,      8,      0,      0,      0,     0,     0,     0,    33,    32,   128}},
  {Backend::Cuda, 'd', TriKind::Multiply, {   32,   32,     0,     0,     16,      8,      0,      0,      0,     0,     0,     0,    33,    32,   128}},
  {Backend::Cuda, 'c', TriKind::Multiply, {   32,   32,     0,     0,     16,      8,      0,      0,      0,     0,     0,     0,     0,     0,     0}},
  {Backend::Cuda, 'z', TriKind::Multiply, {   32,   32,     0,     0,     16,      8,      0,      0,      0,     0,     0,     0,     0,     0,     0}},
};
// clang-format on

/// Narrow TRSM leaf (CUDA, blas3/cuda/trsm_narrow_kernels.cuh): rows of M
/// per step, the vector slots a launch gets (kernels are built for 1, 4, 8
/// and 16 vectors) and its warps per matrix.
inline constexpr int kTriNarrowRows = 32;
inline constexpr int kTriNarrowMaxVectors = 16;
inline constexpr int tri_narrow_slots(int vectors) {
  return vectors <= 1 ? 1 : vectors <= 4 ? 4 : vectors <= 8 ? 8 : 16;
}

/// Warps per matrix of the narrow kernel: the first row with vectors <=
/// max_vectors and order <= max_order. H100, 2026-11-22, DTRSM Left Lower
/// (--nrhs 1 and 8), DPOTRS and DGETRS (--nrhs 1,16), orders 64...512, each
/// count of warps forced in turn (an experiment's switch, not kept); ms
/// with 2 / 4 / 8 warps: 1 vector, order 128: 0.305 / 0.249 / 0.292; order
/// 512: 0.944 / 0.430 / 0.314; 8 vectors, order 64: 0.247 / 0.230 / 0.301,
/// order 512: 0.741 / 0.422 / 0.639; DPOTRS 16 vectors, order 128: 4.13 /
/// 2.72 / 2.77. Fewer warps keep more matrices per SM in flight; one vector
/// of order 512 needs the eight warps' loads.
struct TriNarrowWarps {
  int max_vectors, max_order, warps;
};
inline constexpr TriNarrowWarps kTriNarrowWarps[] = {
    {1, 256, 4},
    {1, INT_MAX, 8},
    {INT_MAX, INT_MAX, 4},
};
inline constexpr int tri_narrow_warps(int vectors, int order) {
  for (const TriNarrowWarps& row : kTriNarrowWarps)
    if (vectors <= row.max_vectors && order <= row.max_order) return row.warps;
  return 4;
}

/// Leading dimension of the narrow kernel's shared vectors for orders up to
/// `order`, and its shared memory: the vectors (ldx, slots), the diagonal
/// block (32, 33) and the partial sums (32, slots, warps).
inline constexpr int tri_narrow_ldx(int order) {
  return (order + kTriNarrowRows - 1) / kTriNarrowRows * kTriNarrowRows;
}
inline constexpr std::size_t tri_narrow_smem(std::size_t scalar_bytes,
                                             int slots, int warps, int ldx) {
  return scalar_bytes *
         (static_cast<std::size_t>(slots) * ldx +
          kTriNarrowRows * (kTriNarrowRows + 1) +
          static_cast<std::size_t>(kTriNarrowRows) * slots * warps);
}

/// Whether the narrow leaf takes a batch of orders <= order with at most
/// `vectors` vectors: the tuning table allows it and its shared memory fits
/// the device's per-block limit (smem_optin; an A100 holds less than an
/// H100, so a complex<double> batch with 16 vectors may recurse there).
inline bool tri_narrow_fits(const TriTuning& t, std::size_t scalar_bytes,
                            std::size_t smem_optin, int order, int vectors) {
  if (vectors > t.narrow_vectors || order > t.narrow_order || order <= t.leaf)
    return false;
  if (vectors > t.narrow_few && order < t.narrow_wide_from) return false;
  const int slots = tri_narrow_slots(vectors);
  return tri_narrow_smem(scalar_bytes, slots, tri_narrow_warps(vectors, order),
                         tri_narrow_ldx(order)) <= smem_optin;
}

/// Host rows that replace kTriTuningTable's on one class of machine
/// (HostGemmClass, blas3/host/gemm_host_table.hpp): where our GEMM beats
/// OpenBLAS's at every size, the per-matrix recursion through it beats
/// OpenBLAS's TRSM/TRMM at every order, and few vectors go to OpenBLAS up to
/// order 192. Origin: 2026-11-23, 2-core AMD EPYC VM (AVX-512, OpenBLAS
/// 0.3.21 on its Haswell kernels), two threads, batch 2000, median of 9:
///   myriad-bench --op trsm --backend host --precision d --threads 2
///                --reps 9 --batch 2000 --sizes 32,...,256 [--nrhs 1 | 8]
/// speedup over the OpenBLAS loop at 32 / 48 / 64 / 96 / 128 / 192 / 256,
/// blas_from 129 (the default rows) -> recursion at every order:
///   TRSM square 1.37 0.97 1.12 1.10 1.15 0.95 0.98 -> 1.20 1.20 1.32 1.47
///     1.57 1.68 1.52; 1 vector (recursion) 1.68 1.00 0.56 0.60 0.70 0.82
///     1.10, 8 vectors 2.08 1.21 0.89 0.80 0.96 0.97 1.18 (so OpenBLAS for
///     up to 8 vectors up to order 192)
///   TRMM square 1.72 1.11 1.24 1.04 1.21 0.91 1.00 -> 1.56 1.20 1.09 1.08
///     1.22 1.58 1.61; 1 vector 3.77 1.77 1.12 0.88 1.00 1.03 1.20, 8
///     vectors 2.38 1.41 1.13 0.85 1.04 1.02 1.22
/// (32 and 48 are the own loops in both; +-15% is noise on that machine.)
/// c and z: their GEMM stays with OpenBLAS on that class, so the default
/// rows apply.
struct TriClassRow {
  HostGemmClass machine;
  char precision;
  TriKind kind;
  TriTuning tuning;
};

// clang-format off
inline constexpr TriClassRow kTriHostClassTable[] = {
  // class                              p    kind               leaf  block  blas     lanes staged  sf_16 s_leaf sl_from narrow: vec order  few wide_from tile: from vec leaf
  {HostGemmClass::Avx512BlasBlocked, 's', TriKind::Solve,    {INT_MAX,  64,  INT_MAX,   4,      0,      0,      0,      0,      8,   192,     0,     0,     0,     0,     0}},
  {HostGemmClass::Avx512BlasBlocked, 'd', TriKind::Solve,    {INT_MAX,  64,  INT_MAX,   4,      0,      0,      0,      0,      8,   192,     0,     0,     0,     0,     0}},
  {HostGemmClass::Avx512BlasBlocked, 's', TriKind::Multiply, {INT_MAX,  64,  INT_MAX,   4,      0,      0,      0,      0,      8,   192,     0,     0,     0,     0,     0}},
  {HostGemmClass::Avx512BlasBlocked, 'd', TriKind::Multiply, {INT_MAX,  64,  INT_MAX,   4,      0,      0,      0,      0,      8,   192,     0,     0,     0,     0,     0}},
};
// clang-format on

/// The table's row for (backend, precision letter, kind) on this machine:
/// the host's class of machine (host_gemm_class) may replace a host row
/// (kTriHostClassTable).
inline TriTuning tri_tuning(Backend backend, char precision, TriKind kind) {
  if (backend == Backend::Host)
    for (const TriClassRow& row : kTriHostClassTable)
      if (row.machine == host_gemm_class() && row.precision == precision &&
          row.kind == kind)
        return row.tuning;
  for (const TriTuningRow& row : kTriTuningTable)
    if (row.backend == backend && row.precision == precision &&
        row.kind == kind)
      return row.tuning;
  return kTriTuningTable[0].tuning;  // unreachable: every row is listed
}

}  // namespace myriad::detail
