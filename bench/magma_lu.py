#!/usr/bin/env python3
"""MAGMA's batched LU through PyTorch: the figures myriad-bench's getrf rows
are compared with (issue 4).

torch.linalg.lu_factor on a (batch, n, n) float64 CUDA tensor, under
torch.backends.cuda.preferred_linalg_library('magma') (PyTorch's batched LU
path then calls MAGMA's magma_dgetrf_batched). Each timed repetition restores
the input first (outside the timed region), then times lu_factor with CUDA
events; median of 5 after 2 warm-ups. lu_factor is out of place: PyTorch's
copy of the input into column-major storage and its output allocation are
inside the timed region, as a user of it pays them.

Roofline as myriad-bench's: 16 n^2 bytes per matrix against the copy
bandwidth measured here (a large device-to-device torch copy, bytes read plus
written), 2/3 n^3 flops per matrix (memory-bound on an H100 up to n ~ 480, so
the flop term is not used).

usage: magma_lu.py [--sizes 8,16,...] [--batch-cap 10000] [--csv FILE]
"""
import argparse
import csv
import statistics
import sys

import torch


def time_ms(fn, restore, warmup=2, reps=5):
    start = torch.cuda.Event(enable_timing=True)
    stop = torch.cuda.Event(enable_timing=True)
    times = []
    for i in range(warmup + reps):
        restore()
        start.record()
        fn()
        stop.record()
        stop.synchronize()
        if i >= warmup:
            times.append(start.elapsed_time(stop))
    return statistics.median(times)


def copy_bandwidth_gbs():
    """Device-to-device copy of 1 GiB: bytes read plus written per second."""
    n = (1 << 30) // 8
    src = torch.rand(n, dtype=torch.float64, device="cuda")
    dst = torch.empty_like(src)
    ms = time_ms(lambda: dst.copy_(src), lambda: None)
    return 2 * n * 8 / (ms * 1e-3) / 1e9


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="8,16,32,64,128,256,512")
    ap.add_argument("--batch-cap", type=int, default=10000)
    ap.add_argument("--csv", default="")
    args = ap.parse_args()
    if not torch.cuda.is_available():
        sys.exit("magma_lu.py: no CUDA device")
    torch.backends.cuda.preferred_linalg_library("magma")
    bw = copy_bandwidth_gbs()
    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}, "
          f"copy {bw:.0f} GB/s (read + write)")
    print(f"{'n':>5} {'batch':>7} {'ms':>10} {'GFLOP/s':>9} {'%roof':>7}")
    rows = []
    gen = torch.Generator(device="cuda").manual_seed(1)
    for n in [int(s) for s in args.sizes.split(",")]:
        batch = min(args.batch_cap, (1 << 30) // (8 * n * n))
        a0 = torch.rand((batch, n, n), dtype=torch.float64, device="cuda",
                        generator=gen) * 2 - 1
        a = torch.empty_like(a0)
        ms = time_ms(lambda: torch.linalg.lu_factor(a),
                     lambda: a.copy_(a0))
        gflops = batch * 2.0 / 3.0 * n ** 3 / (ms * 1e-3) / 1e9
        roof_ms = batch * 16.0 * n * n / (bw * 1e9) * 1e3
        pct = 100.0 * roof_ms / ms
        print(f"{n:>5} {batch:>7} {ms:>10.4f} {gflops:>9.1f} {pct:>6.1f}%")
        rows.append([n, batch, f"{ms:.5f}", f"{gflops:.2f}", f"{pct:.2f}"])
        del a0, a
        torch.cuda.empty_cache()
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["n", "batch", "ms", "gflops", "pct_roofline"])
            w.writerows(rows)


if __name__ == "__main__":
    main()
