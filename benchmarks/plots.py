"""Scale curves: time vs cells on log-log axes, gridsat and CP-SAT on one plot per genre, with
the fitted slope of each (least squares on log time vs log cells, over the instances that were
decided).  A slope of 1 means time grows linearly with the number of cells.

``fit_slope`` needs nothing but the standard library; ``plot_genre`` needs matplotlib (the
``bench`` extra) and writes a PNG.
"""
from __future__ import annotations

import math
from pathlib import Path


def fit_slope(points: list[tuple[float, float]]) -> tuple[float, float] | None:
    """``(slope, intercept)`` of log10(time) = slope * log10(cells) + intercept, or None when
    fewer than two distinct cell counts have a time."""
    pts = [(math.log10(x), math.log10(y)) for x, y in points if x and y and x > 0 and y > 0]
    if len({x for x, _ in pts}) < 2:
        return None
    n = len(pts)
    mx = sum(x for x, _ in pts) / n
    my = sum(y for _, y in pts) / n
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    slope = sum((x - mx) * (y - my) for x, y in pts) / sxx
    return slope, my - slope * mx


SERIES = (("gridsat", "total_s", "status", "tab:blue", "o"),
          ("CP-SAT", "cp_total_s", "cp_status", "tab:orange", "s"))


def series(rows: list[dict], key: str) -> list[tuple[float, float]]:
    return [(r["cells"], r[key]) for r in rows if r.get(key)]


def plot_genre(genre: str, rows: list[dict], timeout: float, path: Path, title: str | None = None) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.4, 4.4), dpi=110)
    for label, key, status_key, colour, marker in SERIES:
        pts = series(rows, key)
        fit = fit_slope(pts)
        legend = label + (f" (slope {fit[0]:.2f})" if fit else "")
        if pts:
            ax.scatter([x for x, _ in pts], [y for _, y in pts], c=colour, marker=marker, s=28,
                       alpha=0.8, label=legend, zorder=3)
        lost = [r["cells"] for r in rows if not r.get(key)]
        if lost:  # timeouts: hollow markers at the limit
            ax.scatter(lost, [timeout] * len(lost), facecolors="none", edgecolors=colour, marker=marker,
                       s=40, label=f"{label}: time limit ({len(lost)})", zorder=3)
        if fit:
            xs = [min(x for x, _ in pts), max(x for x, _ in pts)]
            ax.plot(xs, [10 ** (fit[1] + fit[0] * math.log10(x)) for x in xs], color=colour, lw=1.2,
                    ls="--", zorder=2)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("cells")
    ax.set_ylabel("seconds: solution + uniqueness verdict")
    ax.set_title(title or f"{genre}: time vs size")
    ax.grid(True, which="both", alpha=0.3)
    ax.axhline(timeout, color="grey", lw=0.8, ls=":")
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path


def plot_all(doc: dict, out_dir: Path, suffix: str = "") -> list[Path]:
    """One PNG per genre of a suite result: ``<genre>-scale<suffix>.png``."""
    rows = doc["rows"]
    timeout = doc["meta"]["timeout"]
    paths = []
    for genre in dict.fromkeys(r["genre"] for r in rows):
        mine = [r for r in rows if r["genre"] == genre]
        paths.append(plot_genre(genre, mine, timeout, out_dir / f"{genre}-scale{suffix}.png",
                                f"{genre}: solution + uniqueness ({doc['meta']['suite']} suite)"))
    return paths
