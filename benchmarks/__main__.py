"""python -m benchmarks: gridsat vs CP-SAT on every genre, scale curves, a results report.

    python -m benchmarks                       # quick suite (< 5 min on 2 cores)
    python -m benchmarks --suite full          # the reference run (about 30 min)
    python -m benchmarks --genres sudoku,tents --timeout 20 --repeats 3

Writes benchmarks/results/report.md and report.json (the quick suite: report-quick.*), and one
PNG scale curve per genre (<genre>-scale.png, quick: <genre>-scale-quick.png); rewrites the part
of docs/benchmarks.md generated from that JSON file (``--from-json FILE`` does so from a stored
run).  Exit code 1
when any answer failed the checker or gridsat and CP-SAT disagreed.  Needs the ``bench``
extra (ortools, matplotlib); without matplotlib the plots are skipped.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import suite


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    ap.add_argument("--suite", choices=sorted(suite.SUITES), default="quick")
    ap.add_argument("--genres", help=f"comma list (default: all of {','.join(suite.GENRES)})")
    ap.add_argument("--timeout", type=float, help="seconds per instance and solver "
                                                  "(default: quick 10, full 30)")
    ap.add_argument("--repeats", type=int, help="runs per solver and instance (default: quick 1, full 3)")
    ap.add_argument("--workers", type=int, help="CP-SAT num_workers (default: the CPU count)")
    ap.add_argument("--no-encodings", action="store_true", help="skip the encoding comparison tables")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--out", help="output stem (default benchmarks/results/report[-quick])")
    ap.add_argument("--from-json", metavar="FILE", help="re-render the report and plots of a stored run "
                                                         "(and the part of docs/benchmarks.md made from it)")
    args = ap.parse_args(argv)
    if args.from_json:
        return rerender(Path(args.from_json), not args.no_plots)
    try:
        import ortools  # noqa: F401
    except ImportError:
        print("the benchmark needs OR-Tools: pip install -e '.[bench]' (or pip install ortools)", file=sys.stderr)
        return 2
    genres = [g.strip() for g in args.genres.split(",")] if args.genres else list(suite.GENRES)
    unknown = [g for g in genres if g not in suite.GENRES]
    if unknown:
        ap.error(f"unknown genre(s) {', '.join(unknown)}; choose from {', '.join(suite.GENRES)}")
    suffix = "" if args.suite == "full" else f"-{args.suite}"
    stem = Path(args.out) if args.out else suite.RESULTS / f"report{suffix}"
    stem.parent.mkdir(parents=True, exist_ok=True)

    doc = suite.run_suite(args.suite, genres, args.timeout, args.repeats, args.workers,
                          encodings=not args.no_encodings)
    plot_names = {}
    if not args.no_plots:
        try:
            from .plots import plot_all

            for path in plot_all(doc, stem.parent, suffix):
                plot_names[path.name.split("-scale")[0]] = path.name
        except ImportError:
            print("matplotlib is not installed: no plots (pip install matplotlib)", file=sys.stderr)
    doc["plots"] = plot_names
    text = suite.markdown(doc, plot_names)
    stem.with_suffix(".md").write_text(text)
    stem.with_suffix(".json").write_text(suite.to_json(doc))
    print(text)
    if suite.update_docs(doc, stem.with_suffix(".json")):
        print(f"updated {suite.DOCS.relative_to(suite.ROOT)}", file=sys.stderr)
    print(f"wrote {stem.with_suffix('.md')}, {stem.with_suffix('.json')}"
          + (f" and {len(plot_names)} plot(s)" if plot_names else ""), file=sys.stderr)
    return 1 if any(r.get("agree") is False for r in doc["rows"]) else 0


def rerender(path: Path, plots: bool) -> int:
    """Write the markdown (and the plots) of a stored run again, e.g. after the report changed,
    and the part of docs/benchmarks.md generated from it."""
    import json

    doc = json.loads(path.read_text())
    suffix = "" if doc["meta"]["suite"] == "full" else f"-{doc['meta']['suite']}"
    if plots:
        from .plots import plot_all

        doc["plots"] = {p.name.split("-scale")[0]: p.name for p in plot_all(doc, path.parent, suffix)}
    path.with_suffix(".md").write_text(suite.markdown(doc, doc.get("plots", {})))
    print(f"wrote {path.with_suffix('.md')}", file=sys.stderr)
    if suite.update_docs(doc, path):
        print(f"updated {suite.DOCS.relative_to(suite.ROOT)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
