#!/usr/bin/env python3
"""Turns myriad-bench CSV into SVG plots (Python standard library only).

One SVG per (op, precision, backend, shape kind): GFLOP/s (log scale) and
% of roofline against size (log2 scale), Myriad beside its baseline(s).
Rows measured again later (same op, precision, backend, shape, label) replace
earlier ones.

usage: plot.py results.csv [more.csv ...] [-o OUTDIR]
"""
import argparse
import csv
import math
import os
import re
from collections import OrderedDict

COLORS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
          "#e377c2", "#7f7f7f", "#bcbd22", "#17becf"]
DASHES = {"ours": "", "base": "6,3", "base2": "2,3"}
W, H = 460, 320             # one panel
ML, MR, MT, MB = 64, 16, 34, 46


def series_suffix(label):
    """The part of a size label that is not the x value: 'm=n=64 k=8' -> 'k=8'."""
    toks = [t for t in label.split() if not re.match(r"^(n|max|m=n|m)=\d+$", t)]
    return " ".join(toks)


def load(paths):
    rows = OrderedDict()
    for path in paths:
        with open(path, newline="") as f:
            for r in csv.DictReader(f):
                key = (r["op"], r["precision"], r["backend"], r["shape"],
                       r["dist"], r["size_label"])
                rows[key] = r
    return list(rows.values())


def num(s):
    try:
        v = float(s)
        return v if math.isfinite(v) else None
    except (TypeError, ValueError):
        return None


def collect(rows):
    """figure key -> series name -> metric -> [(x, y)]."""
    figs = OrderedDict()
    for r in rows:
        fkey = (r["op"], r["precision"], r["backend"], r["shape"])
        suffix = series_suffix(r["size_label"])
        if r["shape"] == "variable":
            suffix = (r["dist"] + " " + suffix).strip()
        fig = figs.setdefault(fkey, OrderedDict())
        for role, prefix in (("ours", ""), ("base", "base_"),
                             ("base2", "base2_")):
            name = r.get(prefix + "impl", "") if prefix else r["impl"]
            g, p = num(r.get(prefix + "gflops")), num(r.get(prefix + "roof_pct"))
            if not name or g is None:
                continue
            sname = (name + " " + suffix).strip()
            s = fig.setdefault(sname, {"role": role, "gflops": [], "roof": []})
            x = float(r["x"])
            s["gflops"].append((x, g))
            if p is not None:
                s["roof"].append((x, p))
    return figs


def esc(t):
    return (t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))


def panel(ox, title, series, metric, logy):
    pts = [pt for s in series.values() for pt in s[metric]]
    if not pts:
        return ""
    xs = [p[0] for p in pts if p[0] > 0]
    ys = [p[1] for p in pts if (p[1] > 0 or not logy)]
    x0, x1 = math.log2(min(xs)), math.log2(max(xs))
    if x1 - x0 < 1:
        x0, x1 = x0 - 0.5, x1 + 0.5
    if logy:
        y0 = math.floor(math.log10(min(ys)))
        y1 = math.ceil(math.log10(max(ys)))
        if y1 == y0:
            y1 += 1
    else:
        y0, y1 = 0.0, max(100.0, max(ys) * 1.05)
    pw, ph = W - ML - MR, H - MT - MB

    def sx(x):
        return ox + ML + (math.log2(x) - x0) / (x1 - x0) * pw

    def sy(y):
        v = math.log10(y) if logy else y
        return MT + ph - (v - y0) / (y1 - y0) * ph

    out = ['<text x="%g" y="20" font-size="13" font-weight="bold">%s</text>'
           % (ox + ML, esc(title))]
    out.append('<rect x="%g" y="%g" width="%g" height="%g" fill="none" '
               'stroke="#444"/>' % (ox + ML, MT, pw, ph))
    # x ticks at powers of two
    for e in range(int(math.floor(x0)), int(math.ceil(x1)) + 1):
        if x0 - 1e-9 <= e <= x1 + 1e-9:
            x = ox + ML + (e - x0) / (x1 - x0) * pw
            out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#ddd"/>'
                       % (x, MT, x, MT + ph))
            out.append('<text x="%g" y="%g" font-size="10" text-anchor='
                       '"middle">%d</text>' % (x, MT + ph + 14, 2 ** e))
    out.append('<text x="%g" y="%g" font-size="11" text-anchor="middle">'
               'size</text>' % (ox + ML + pw / 2, H - 8))
    # y ticks
    if logy:
        ticks = [10 ** e for e in range(int(y0), int(y1) + 1)]
    else:
        step = 20 if y1 <= 200 else 50 * math.ceil(y1 / 500)
        ticks = [v for v in range(0, int(y1) + 1, int(step))]
    for v in ticks:
        y = sy(v)
        out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#ddd"/>'
                   % (ox + ML, y, ox + ML + pw, y))
        out.append('<text x="%g" y="%g" font-size="10" text-anchor="end">%s'
                   '</text>' % (ox + ML - 4, y + 3, ("%g" % v)))
    if not logy:
        y = sy(100)
        out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#888" '
                   'stroke-dasharray="3,3"/>' % (ox + ML, y, ox + ML + pw, y))
    for i, (name, s) in enumerate(series.items()):
        data = sorted(p for p in s[metric] if p[1] > 0 or not logy)
        if not data:
            continue
        color = COLORS[i % len(COLORS)]
        path = " ".join("%s%.1f,%.1f" % ("M" if j == 0 else "L", sx(x), sy(y))
                        for j, (x, y) in enumerate(data))
        dash = DASHES[s["role"]]
        out.append('<path d="%s" fill="none" stroke="%s" stroke-width="2"%s/>'
                   % (path, color, ' stroke-dasharray="%s"' % dash if dash
                      else ""))
        for x, y in data:
            out.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>'
                       % (sx(x), sy(y), color))
    return "\n".join(out)


def legend(series, y0):
    out = []
    for i, (name, s) in enumerate(series.items()):
        y = y0 + 16 * i
        color = COLORS[i % len(COLORS)]
        dash = DASHES[s["role"]]
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" '
                   'stroke-width="2"%s/>' % (ML, y, ML + 30, y, color,
                                             ' stroke-dasharray="%s"' % dash
                                             if dash else ""))
        out.append('<text x="%d" y="%d" font-size="11">%s</text>'
                   % (ML + 36, y + 4, esc(name)))
    return "\n".join(out)


def write_svg(path, key, series):
    op, prec, backend, shape = key
    height = H + 16 * len(series) + 16
    body = [panel(0, "%s%s %s %s: GFLOP/s" % (prec, op, backend, shape),
                  series, "gflops", True),
            panel(W, "% of roofline", series, "roof", False),
            legend(series, H + 8)]
    with open(path, "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="%d" '
                'height="%d" font-family="sans-serif">\n' % (2 * W, height))
        f.write('<rect width="100%" height="100%" fill="white"/>\n')
        f.write("\n".join(b for b in body if b))
        f.write("\n</svg>\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("csv", nargs="+")
    ap.add_argument("-o", "--outdir", default=".")
    a = ap.parse_args()
    os.makedirs(a.outdir, exist_ok=True)
    for key, series in collect(load(a.csv)).items():
        name = "%s_%s_%s_%s.svg" % (key[0], key[1], key[2], key[3])
        path = os.path.join(a.outdir, name)
        write_svg(path, key, series)
        print(path)


if __name__ == "__main__":
    main()
