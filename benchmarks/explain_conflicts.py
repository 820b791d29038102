"""How fast does ``gridsat explain`` name a minimal conflict on a board of real size?

Every bundled example of a genre with connectivity rules, and whose JSON form lists its clues
as numbers in ``cells`` or ``grid``, gets one clue raised by 1 (up to six tries, at random with
a fixed seed) until two boards without an answer are found.  Each is explained twice in one
process, one after the other: as gridsat does by default (with ``--connect`` left to auto, turns
over ranks and unary distances: :func:`gridsat.running.explain_conflict`) and over ranks alone
(``--connect rank``, what explanations did before), each with a time limit.

    python -m benchmarks.explain_conflicts [--timeout 30] [--seed 7]

Results: ``benchmarks/results/explain-conflicts.md`` (a table a board, then the medians, how
many sets are minimal, how many runs ran out of time).
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import time
from pathlib import Path

import gridsat
from gridsat import running
from gridsat.genre import EncodeOptions

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "benchmarks" / "results" / "explain-conflicts.md"


def broken_boards(rng: random.Random, per_example: int = 2):
    """``(example name, loaded board)``: examples with one number clue raised by 1, no answer."""
    for f in sorted((ROOT / "examples").glob("*.txt")):
        try:
            loaded = gridsat.load(str(f))
        except gridsat.InputError:
            continue
        g = loaded.genre
        if "connect" not in g.uses:
            continue
        doc = g.to_json(loaded.puzzle)
        key = next((k for k in ("cells", "grid") if isinstance(doc.get(k), list)), None)
        if key is None:
            continue
        numbers = [(r, c) for r, row in enumerate(doc[key]) for c, v in enumerate(row)
                   if isinstance(v, int) and not isinstance(v, bool)]
        found = 0
        for r, c in rng.sample(numbers, min(6, len(numbers))):
            d = copy.deepcopy(doc)
            d[key][r][c] += 1
            try:
                board = gridsat.loads(json.dumps(d), f.stem)
                if gridsat.solve(board).status != "unsat":
                    continue
            except gridsat.InputError:
                continue
            yield f.stem, board
            found += 1
            if found == per_example:
                break


def timed(board, options, timeout: float):
    t0 = time.perf_counter()
    ex = running.explain_conflict(board, options, timeout=timeout)
    return time.perf_counter() - t0, len(ex.clues), ex.status == "unsat" and ex.minimal


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    rows = []
    for name, board in broken_boards(random.Random(args.seed)):
        now = timed(board, None, args.timeout)
        ranks = timed(board, EncodeOptions(connect="rank"), args.timeout)
        rows.append((name, now, ranks))
        print(name, f"{now[0]:.2f} s, {now[1]} clues" + " (minimal)" * now[2],
              f"| ranks {ranks[0]:.2f} s, {ranks[1]} clues" + " (minimal)" * ranks[2], flush=True)
    lines = [f"# Explaining conflicts on real boards ({time.strftime('%Y-%m-%d')})", "",
             f"`python -m benchmarks.explain_conflicts --timeout {args.timeout:g} --seed {args.seed}`: "
             f"{len(rows)} boards (examples of {len({r[0] for r in rows})} genres with connectivity, one "
             "number clue raised by 1, no answer), each explained by default (turns over ranks and "
             "distances) and over ranks alone, one after the other.", "",
             "| board | default s | clues | minimal | ranks alone s | clues | minimal |", "|---|---:|---:|---|---:|---:|---|"]
    for name, a, b in rows:
        lines.append(f"| {name} | {a[0]:.2f} | {a[1]} | {'yes' if a[2] else 'no'} | {b[0]:.2f} | {b[1]} | "
                     f"{'yes' if b[2] else 'no'} |")
    out_of_time = [sum(r[k][0] >= args.timeout - 0.05 for r in rows) for k in (1, 2)]
    lines += ["", f"- median: default {statistics.median(r[1][0] for r in rows):.2f} s, ranks alone "
              f"{statistics.median(r[2][0] for r in rows):.2f} s",
              f"- minimal sets: default {sum(r[1][2] for r in rows)}, ranks alone {sum(r[2][2] for r in rows)} "
              f"of {len(rows)}",
              f"- out of time ({args.timeout:g} s): default {out_of_time[0]}, ranks alone {out_of_time[1]}", ""]
    OUT.write_text("\n".join(lines))
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
