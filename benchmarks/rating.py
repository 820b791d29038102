"""Does ``gridsat rate`` order puzzles as their makers do?  Simon Tatham's generators make
puzzles at named difficulty levels; this rates N puzzles a level per game and gives the
Spearman rank correlation of the rating with the level (ties: average ranks).

    python -m benchmarks.rating [--per-level 20] [--timeout 120] [--games solo,towers,...] [--seed report]
    python -m benchmarks.rating --report-only     # the report again from the saved figures

The puzzles come from ``sgt-GAME --generate N PARAMSdL#SEED`` (Tatham's seeded generator: the
same seed gives the same puzzles).  The rating is tuned on other puzzles than it is reported
on: ``benchmarks/results/rating-tune*.json`` hold the tuning sets (unseeded puzzles of an
earlier run, and a run at the seed ``report``, their steps found again by the current code;
``--data rating-tune.json --report-only`` scores one again); the reported run uses a seed never
used for tuning (``session4b``; ``rating-session4.json``: seed ``session4``; ``rating-session4c.json``
and ``rating-session5.json``: fresh seeds for towers and loopy alone, see rating.md).

The puzzles (their game IDs), each rating's figures and the time it took go to
``benchmarks/results/rating.json`` (written after every puzzle: an interrupted run keeps what
it did); the report to ``benchmarks/results/rating.md``.  ``--report-only`` scores the saved
figures again with the current :func:`gridsat.hints.score` (no puzzle is solved again).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import time
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"

# game -> (gridsat genre, parameters without the level, [(level letter, level name), ...])
GAMES = {
    "solo": ("sudoku", "3x3", [("t", "trivial"), ("b", "basic"), ("i", "intermediate"), ("a", "advanced"),
                               ("e", "extreme"), ("u", "unreasonable")]),
    "towers": ("skyscrapers", "6", [("e", "easy"), ("h", "hard"), ("x", "extreme"), ("u", "unreasonable")]),
    "loopy": ("slitherlink", "7x7t0", [("e", "easy"), ("n", "normal"), ("t", "tricky"), ("h", "hard")]),
    "unequal": ("futoshiki", "6", [("t", "trivial"), ("e", "easy"), ("k", "tricky"), ("x", "extreme"),
                                   ("r", "recursive")]),
    "keen": ("kenken", "6", [("e", "easy"), ("n", "normal"), ("h", "hard"), ("x", "extreme"),
                             ("u", "unreasonable")]),
}


def tool(game: str) -> str | None:
    return shutil.which(f"sgt-{game}") or (f"/usr/games/sgt-{game}" if os.path.exists(f"/usr/games/sgt-{game}")
                                           else None)


def generate(game: str, params: str, n: int, seed: str | None = None) -> list[str]:
    """``n`` game IDs from Tatham's generator (``sgt-GAME --generate N PARAMS[#SEED]``)."""
    if seed:
        params = f"{params}#{seed}"
    out = subprocess.run([tool(game), "--generate", str(n), params], capture_output=True, text=True,
                         timeout=1800, env=dict(os.environ, DISPLAY=""))
    ids = [line.strip() for line in out.stdout.splitlines() if ":" in line]
    if len(ids) < n:
        raise RuntimeError(f"sgt-{game} --generate {n} {params}: {out.stderr.strip()[:200]}")
    return ids[:n]


def ranks(xs: list[float]) -> list[float]:
    order = sorted(range(len(xs)), key=lambda i: xs[i])
    out = [0.0] * len(xs)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and xs[order[j + 1]] == xs[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: list[float], ys: list[float]) -> float:
    """Spearman's rho: Pearson's correlation of the (average) ranks."""
    rx, ry = ranks(xs), ranks(ys)
    n = len(xs)
    mx, my = sum(rx) / n, sum(ry) / n
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy) if vx and vy else float("nan")


def run(games: list[str], per_level: int, timeout: float, data: dict, seed: str | None = None) -> None:
    from gridsat import hints

    for game in games:
        genre, params, levels = GAMES[game]
        if tool(game) is None:
            print(f"sgt-{game}: not installed, skipped")
            continue
        for index, (letter, name) in enumerate(levels):
            rows = data.setdefault(game, {}).setdefault(name, [])
            if len(rows) >= per_level:
                continue
            # (a resumed level: the seed's stream again, the puzzles already rated skipped)
            for gid in generate(game, f"{params}d{letter}", per_level, seed)[len(rows):]:
                started = time.monotonic()
                h = hints.rate(f"{genre}:{gid}", timeout=timeout)
                seconds = round(time.monotonic() - started, 3)
                rows.append({"id": gid, "level": index, "status": h.status, "seconds": seconds, "stats": h.stats,
                             "figures": {k: v for k, v in (h.rating or {}).items() if k not in ("rating", "level")},
                             # each step as the rating reads it (hints.chain_row): the rating
                             # again from them
                             "chain": [hints.chain_row(s) for s in h.steps]})
                print(f"{game} {name}: {h.status} {h.rating and h.rating['rating']} in {seconds}s", flush=True)
                save(data)


DATA = RESULTS / "rating.json"


def save(data: dict) -> None:
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text(dumps(data))


def dumps(data: dict) -> str:
    """The figures as JSON, one puzzle a line (its chain of steps is long)."""
    parts = []
    for key, value in data.items():
        if not isinstance(value, dict):
            parts.append(f"{json.dumps(key)}: {json.dumps(value)}")
            continue
        levels = [f" {json.dumps(name)}: [\n" + ",\n".join("  " + json.dumps(row) for row in rows) + "]"
                  for name, rows in value.items()]
        parts.append(f"{json.dumps(key)}: {{\n" + ",\n".join(levels) + "}")
    return "{" + ",\n".join(parts) + "}\n"


def rated(chain) -> float:
    """The rating of a kept chain (:func:`gridsat.hints.score`)."""
    from gridsat.hints import score, stuck_weight

    return score({"stuck_weight": stuck_weight(chain)})[0]


def previous(chain) -> float:
    """The rating before this one (2026-11-26 morning): the mean step weight plus the mean weight
    of the heaviest fifth (:func:`gridsat.hints.chain_weights`)."""
    from gridsat.hints import chain_weights

    return sum(chain_weights([row[:3] for row in chain]))


def report(data: dict) -> str:

    lines = ["# Difficulty rating against Simon Tatham's levels", "",
             f"`python -m benchmarks.rating`, {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC, "
             f"{platform.machine()}, Python {platform.python_version()}.  Each puzzle is made by "
             f"`sgt-GAME --generate N PARAMSdL#SEED` at level L (seed `{data.get('seed') or 'none'}`) and "
             f"rated by `gridsat rate` (the figures: `benchmarks/results/{DATA.name}`"
             + ("; the rating was tuned on other puzzles, `rating-tune*.json`" if not DATA.name.startswith("rating-tune")
                else "; the rating was tuned on these") + ").  Spearman's rho of the rating with the level "
             "(average ranks for ties); puzzles whose chain did not complete (time limit) are "
             "left out and counted.  The seconds are wall times of one `rate` each on the machine "
             "of the run (a shared one is slower).", "",
             "| game (gridsat genre, size) | puzzles a level | rated | Spearman rho | rho of the previous rating "
             "| rho of the first rating | median rating per level (easiest first) | median seconds |",
             "|---|---|---|---|---|---|---|---|"]
    for game, levels in data.items():
        if game not in GAMES:  # ("seed")
            continue
        genre, params, names = GAMES[game]
        xs, ys, medians, secs, left, missing, before, first = [], [], [], [], 0, 0, [], []
        for index, (_, name) in enumerate(names):
            rows = levels.get(name, [])
            vals = []
            for row in rows:
                if row["status"] != "complete":
                    left += 1
                    continue
                if "chain" not in row:  # (a run before the chain was kept: its figures only)
                    missing += 1
                    continue
                value = rated(row["chain"])
                xs.append(value)
                before.append(previous(row["chain"]))
                first.append(former(row["chain"]))
                ys.append(index)
                vals.append(value)
                secs.append(row["seconds"])
            vals.sort()
            medians.append(f"{name} {vals[len(vals) // 2]:.2f}" if vals else f"{name} -")
        per = sorted({len(levels.get(n, [])) for _, n in names})
        rho = spearman(xs, ys) if len(xs) > 2 else float("nan")
        rho_before = spearman(before, ys) if len(xs) > 2 else float("nan")
        rho_first = spearman(first, ys) if len(xs) > 2 else float("nan")
        secs.sort()
        out = f"{left} left out" + (f", {missing} without their chain" if missing else "")
        lines.append(f"| {game} ({genre}, {params}) | {'/'.join(map(str, per))} | {len(xs)} ({out}) | "
                     f"**{rho:.2f}** | {rho_before:.2f} | {rho_first:.2f} | {', '.join(medians)} | "
                     f"{secs[len(secs) // 2] if secs else 0:.2f} |")
    lines += ["", "The rating (`gridsat.hints.score`): log2(1 + W), W summed over the points where "
              "propagation is stuck (no fact is forced by propagation): 8 + 2 ** t / (1 + the ways on there), "
              "t the technique the step needs (1: propagation refutes its opposite, a failed literal; "
              "2: failed literals tried one after another decide it; 3: failed literals refute its "
              "opposite; 4: more), the ways on the facts that technique gives at that point.  The "
              "previous rating (the mean step weight plus the mean weight of the heaviest fifth, a "
              "step weighed by the facts propagation forced at that point, its level and its reason's "
              "size) and the first one (1 + 1.25 x the mean step weight, a step 0 / 1 / 2 by "
              "propagation by the ways left, 3 with one case split, 4 with more) are scored on the "
              "same chains.", ""]
    for tune in sorted(RESULTS.glob("rating-tune*.json")):
        if tune == DATA:
            continue
        tuned = json.loads(tune.read_text())
        found = rhos(tuned)
        lines += [f"Tuning set `{tune.name}` (seed `{tuned.get('seed') or 'none'}`, other puzzles than "
                  "the ones above; the rating's weights and thresholds were chosen on the tuning sets, "
                  "from each step kept): " + ", ".join(f"{g} {rho:.2f} ({n} puzzles)" for g, (n, rho) in found.items())
                  + ".", ""]
    return "\n".join(lines)


def former(chain) -> float:
    """The first rating (to 2026-11-26): 1 + 1.25 x the mean step weight, a step by
    propagation 0 / 1 / 2 by the ways left (3 or more, 2, 1 or 0), 3 with one case split, 4 with more."""
    ws = [(2 if choices <= 1 else 1 if choices == 2 else 0) if level == "propagation" else
          3 if level == "case split" else 4 for level, choices, *_ in chain]
    return 1 + 1.25 * sum(ws) / max(1, len(ws))


def rhos(data: dict) -> dict:
    """Spearman's rho per game over the puzzles whose chain is kept: {game: (puzzles, rho)}."""
    out = {}
    for game, levels in data.items():
        if game not in GAMES:
            continue
        xs, ys = [], []
        for index, (_, name) in enumerate(GAMES[game][2]):
            for row in levels.get(name, []):
                if row["status"] == "complete" and "chain" in row:
                    xs.append(rated(row["chain"]))
                    ys.append(index)
        if len(xs) > 2:
            out[game] = (len(xs), spearman(xs, ys))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-level", type=int, default=20)
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--report-only", action="store_true")
    ap.add_argument("--seed", default="session4b", help="Tatham's generator seed (the tuning set was not made "
                                                      "with it)")
    ap.add_argument("--data", default="rating.json", help="the figures' file in benchmarks/results/ "
                                                          "(rating-tune.json: the tuning set)")
    args = ap.parse_args()
    global DATA
    DATA = RESULTS / args.data
    data = json.loads(DATA.read_text()) if DATA.exists() else {}
    if not args.report_only:
        if data.get("seed", args.seed) != args.seed:
            raise SystemExit(f"{DATA.name} holds puzzles of seed {data.get('seed')!r}: move it away, or "
                             f"--seed {data.get('seed')}")
        data["seed"] = args.seed
        run([g for g in args.games.split(",") if g], args.per_level, args.timeout, data, args.seed)
    text = report(data)
    if args.data == "rating.json":
        (RESULTS / "rating.md").write_text(text)
    print(text)


if __name__ == "__main__":
    main()
