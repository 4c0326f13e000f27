#!/usr/bin/env python3
"""Rows a leaf's interchanges move, for the recursion's leaves of one order.

LU with partial pivoting (LAPACK's choice: largest magnitude, first index)
on matrices uniform in [-1, 1], split into leaves of `width` columns as the
recursive driver splits a square node into equal children. For each leaf, the
rows of its part of the matrix (rows j0...n-1) that end in another place once
its `width` interchanges are composed: the rows a leaf's interchanges read and
write in every column outside it. Prints the mean over the trials of their
count and of the 32-byte sectors of one column they fall in (8-byte scalars,
the column's start sector-aligned): scattered rows move whole sectors
through memory.

    python3 tools/probes/lu_row_moves.py [n] [width] [trials]   (96 32 20)

Pure Python (no NumPy on the CI machine): n = 96 takes about a second.
"""
import random
import sys


def leaf_moves(n, width, trials, seed=1):
    rng = random.Random(seed)
    leaves = (n + width - 1) // width
    moved = [0.0] * leaves
    sectors = [0.0] * leaves
    for _ in range(trials):
        a = [[rng.uniform(-1.0, 1.0) for _ in range(n)] for _ in range(n)]
        perm = list(range(n))
        for leaf in range(leaves):
            j0 = leaf * width
            before = perm[j0:]
            for j in range(j0, min(j0 + width, n)):
                p = max(range(j, n), key=lambda i: abs(a[i][j]))
                a[j], a[p] = a[p], a[j]
                perm[j], perm[p] = perm[p], perm[j]
                d = a[j][j]
                for i in range(j + 1, n):
                    l = a[i][j] / d
                    a[i][j] = l
                    row, piv = a[i], a[j]
                    for k in range(j + 1, n):
                        row[k] -= l * piv[k]
            rows = [j0 + r for r, (x, y) in enumerate(zip(before, perm[j0:]))
                    if x != y]
            moved[leaf] += len(rows)
            sectors[leaf] += len({r // 4 for r in rows})  # 4 scalars a sector
    return [m / trials for m in moved], [s / trials for s in sectors]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 96
    width = int(sys.argv[2]) if len(sys.argv) > 2 else 32
    trials = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    moved, sectors = leaf_moves(n, width, trials)
    print("leaf  rows  moved  sectors-of-a-column (of)")
    for leaf, (m, s) in enumerate(zip(moved, sectors)):
        rows = n - leaf * width
        print(f"{leaf:4d} {rows:5d} {m:6.1f} {s:8.1f} ({(rows + 3) // 4})")


if __name__ == "__main__":
    main()
