"""Trees and Tents benchmark: formula size, encode time and the time to decide uniqueness, on
Simon Tatham's puzzles by size and on large planted random boards.

    python benchmarks/tents_bench.py [--quick] [--sizes 50,100,200] [--seeds N]
                                     [--repeats R] [--timeout S] [--jobs 1,2]
                                     [--scale-sizes 50,...,400] [--ablation-sizes 70,100]
                                     [--out FILE]

* Tatham puzzles: every ID in ../shared/instances/tents/ids_*.txt (8x8 easy/tricky, 10x10
  easy; skipped when the folder is absent) and the 15x15 and 20x20 IDs below, made with
  ``sgt-tents --generate 3 15x15de`` etc. (stored here so runs are reproducible).  All are unique,
  so "unique" mode ends with an UNSAT proof.  Larger unique boards are out of reach of Tatham's generator
  (``sgt-tents --generate 1 30x30de`` did not finish within 60 s), so the large family is the
  planted one.
* Planted boards (n x n): random non-touching tents are laid in random order, each gets a
  tree on a random free orthogonal neighbour, up to n*n/5 pairs (Tatham's tree density);
  the counts are derived from the tents.  The planted layout passes the checker.  Such boards
  usually have many answers, so "unique" mode normally ends with a second answer
  (``multiple``).

For every instance: variables, clauses, encode seconds (``api.compile_model``), and the
median over ``--repeats`` runs of ``api.solve(mode="unique")`` (solve seconds = SAT calls, wall
= encode + solve + checking the answers).  Writes ``benchmarks/results/tents[-quick].md`` and
``.json``.

Scaling (``--scale-sizes``, default 50,100,200,300,400; quick: up to 200): the planted board
of each size (seed 0) only encoded, with the flow cuts as unary counters (the default) and as
binary adders (``--pb adder``); variables, clauses, median encode seconds, and the exponent e
in clauses ~ cells^e and encode seconds ~ cells^e (the "encoding time linear in cells" target).

Ablation (``--ablation-sizes``, default 70,100; quick: 50): the planted boards of those sizes
solved with each variant (the counts the flow cuts imply encoded or not, the cuts off, the
genre's CaDiCaL configuration and its short blocking clause off, the encoding before
2026-11-22, another cardinality encoding, the cuts as binary adders, another SAT solver), one
run each, with the time limit ``--ablation-timeout``.
"""
from __future__ import annotations

import argparse
import dataclasses
import gc
import json
import math
import os
import platform
import random
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

import pysat

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions, tents
from gridsat.genre import Tuning

sys.path.insert(0, str(Path(__file__).resolve().parent))
from starbattle_bench import fmt, measure, progress  # noqa: E402  (shared helpers)

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
SHARED = ROOT.parent / "shared" / "instances" / "tents"

# made with /usr/games/sgt-tents --generate 3 <params> --soln (sgt-puzzles 20230122); each entry
# is (game ID, Tatham's solve move), and the benchmark checks gridsat's answer against it
GENERATED = {
    "15x15de": [
        ("15x15de:__bgdcgjeec_fdfab_taibeaf_eibccab_oco__dbaabba,6,1,5,1,5,2,3,3,3,2,2,3,2,5,2,2,5,1,4,2,4,1,5,1,4,2,2,5,2,5",
         "S;T2,0;T14,0;T0,1;T4,1;T7,1;T10,1;T12,1;T2,2;T0,3;T4,3;T6,3;T13,3;T8,4;T11,4;T0,5;T2,5;T5,5;T13,5;T7,6;T1,7;T4,7;T9,7;T12,7;T14,7;T7,8;T0,9;T3,9;T11,9;T13,9;T5,10;T8,10;T0,11;T13,11;T2,12;T4,12;T6,12;T8,12;T10,12;T0,13;T13,13;T2,14;T4,14;T6,14;T9,14;T11,14"),
        ("15x15de:abakij_bacjcab_azagccabafd_dn_ebagmdda_beaacaaa,5,2,4,2,5,1,3,3,3,2,3,3,2,4,3,3,3,2,4,2,2,3,2,4,2,4,0,6,0,8",
         "S;T0,0;T7,0;T13,0;T2,1;T4,1;T9,1;T11,2;T14,2;T1,3;T3,3;T6,3;T9,3;T11,4;T13,4;T0,5;T4,5;T2,6;T6,6;T8,6;T11,7;T13,7;T1,8;T3,8;T5,8;T8,8;T12,9;T14,9;T0,10;T4,10;T7,10;T10,10;T0,12;T2,12;T4,12;T7,12;T10,12;T13,12;T0,14;T2,14;T4,14;T6,14;T8,14;T10,14;T12,14;T14,14"),
        ("15x15de:a_bhd_cmdajbcdkh_e_eddecgd_adacebi_ffhhbac_aha,3,3,3,4,3,5,2,0,6,0,3,3,3,2,5,4,3,3,3,3,0,5,1,4,4,3,3,2,2,5",
         "S;T0,0;T4,0;T6,0;T13,0;T2,1;T8,1;T10,1;T5,2;T12,2;T14,2;T1,3;T3,3;T8,3;T5,4;T11,4;T14,4;T1,6;T3,6;T5,6;T8,6;T14,6;T11,7;T2,8;T4,8;T8,8;T14,8;T0,9;T6,9;T10,9;T12,9;T2,10;T4,10;T8,10;T0,11;T11,11;T13,11;T3,12;T5,12;T1,13;T8,13;T3,14;T5,14;T10,14;T12,14;T14,14"),
    ],
    "15x15dt": [
        ("15x15dt:cbcbb_bbmdadcffd_apbeabdbeailibafdchh_gaca__cg,5,2,3,2,3,4,0,5,2,4,1,6,1,2,5,5,1,4,3,3,2,3,4,2,4,1,5,1,4,3",
         "S;T1,0;T4,0;T7,0;T11,0;T14,0;T9,1;T2,2;T5,2;T11,2;T13,2;T0,3;T7,3;T9,3;T4,4;T11,4;T14,4;T1,5;T7,5;T3,6;T9,6;T14,6;T0,7;T5,7;T7,7;T11,7;T3,8;T13,8;T0,9;T5,9;T8,9;T11,9;T2,10;T5,11;T8,11;T10,11;T12,11;T14,11;T0,12;T2,13;T7,13;T9,13;T11,13;T0,14;T4,14;T14,14"),
        ("15x15dt:eeadcb_dakchdcaaehjadee_bfhpadadf_cc_qc_c_accb,5,1,4,2,4,3,1,3,3,1,4,4,3,3,4,4,2,3,2,5,1,4,3,2,3,2,3,4,1,6",
         "S;T4,0;T7,0;T10,0;T14,0;T2,1;T12,1;T0,2;T4,2;T10,2;T7,3;T14,3;T0,4;T2,4;T4,4;T10,4;T12,4;T14,5;T2,6;T6,6;T8,6;T11,6;T0,7;T4,7;T13,7;T8,8;T11,8;T0,9;T3,9;T5,9;T11,10;T13,10;T1,11;T3,11;T8,11;T5,12;T10,12;T12,12;T14,12;T2,13;T0,14;T5,14;T7,14;T9,14;T11,14;T13,14"),
        ("15x15dt:a_acejefdgb_face_dpeeabacdq_abbglcea_h_aada_if,5,2,2,4,1,4,2,5,1,5,2,4,2,4,2,5,1,3,3,3,2,3,3,2,4,3,1,6,2,4",
         "S;T0,0;T5,0;T7,0;T10,0;T13,0;T2,1;T0,2;T7,2;T9,2;T5,3;T11,3;T13,3;T1,4;T3,4;T9,4;T7,5;T14,5;T0,6;T5,6;T11,6;T3,7;T7,7;T13,7;T9,8;T11,8;T0,9;T5,9;T7,9;T13,9;T3,10;T9,10;T11,10;T6,11;T0,12;T2,12;T4,12;T8,12;T10,12;T12,12;T6,13;T14,13;T1,14;T3,14;T9,14;T12,14"),
    ],
    "20x20de": [
        ("20x20de:cbcaf_pblbdbcabddbcahmcecc_cgcebeelcc_gcbdbbikcficgddciaabcbc_aacaaneabcdkdacd_e_,5,3,3,3,5,3,5,4,5,2,6,2,7,2,6,2,5,3,1,8,4,3,3,6,3,2,7,1,7,2,4,3,6,1,8,1,9,1,6,3",
         "S;T4,0;T7,0;T11,0;T13,0;T1,1;T16,1;T19,1;T8,2;T10,2;T12,2;T0,3;T2,3;T5,3;T14,3;T16,3;T19,3;T7,4;T9,4;T11,4;T3,5;T14,5;T1,6;T6,6;T8,6;T10,6;T12,6;T17,6;T19,6;T14,7;T4,8;T6,8;T8,8;T10,8;T12,8;T16,8;T19,8;T1,9;T14,9;T4,10;T6,10;T12,10;T18,10;T8,11;T10,11;T16,11;T0,12;T2,12;T4,12;T6,12;T13,12;T19,12;T15,13;T0,14;T3,14;T5,14;T7,14;T9,14;T12,14;T17,14;T19,14;T15,15;T0,16;T2,16;T4,16;T6,16;T8,16;T10,16;T12,16;T17,16;T19,16;T14,17;T3,18;T5,18;T7,18;T10,18;T12,18;T19,18;T0,19;T14,19;T16,19"),
        ("20x20de:acaafgg_hacaafbhbio_fgbic_afadkebfa_al_ccd_ga_e_bcaekb_abqcb_bbbeagmbxagcjacad_a_,5,4,3,5,3,5,4,2,7,1,7,3,7,0,5,3,5,3,2,6,5,4,5,1,6,1,4,6,2,6,4,4,5,4,4,2,6,2,6,3",
         "S;T4,0;T6,0;T8,0;T10,0;T12,0;T1,1;T14,1;T16,1;T19,1;T3,2;T5,2;T7,2;T9,2;T11,2;T1,3;T5,4;T8,4;T11,4;T14,4;T16,4;T19,4;T2,5;T0,6;T8,6;T10,6;T12,6;T2,7;T4,7;T6,7;T14,7;T16,7;T18,7;T0,8;T12,8;T2,9;T4,9;T8,9;T10,9;T15,9;T19,9;T0,10;T6,10;T12,10;T17,10;T3,11;T10,11;T15,11;T19,11;T1,12;T5,12;T8,12;T12,12;T17,12;T3,13;T10,13;T14,13;T19,13;T0,14;T5,14;T8,14;T16,14;T3,15;T11,15;T0,16;T6,16;T8,16;T14,16;T16,16;T18,16;T10,17;T12,17;T1,18;T3,18;T5,18;T7,18;T17,18;T19,18;T10,19;T12,19;T15,19"),
        ("20x20de:ac_cb_aepaeca_igbbaafdkhcek_b_ca_bahniabe_ablbedadcbhmef_cdbfn_abapec_e_dga_bfcce,8,1,7,1,3,6,1,7,2,5,2,3,4,3,5,4,3,5,2,8,9,0,4,5,2,6,3,6,3,4,4,3,4,2,6,0,7,3,2,7",
         "S;T0,0;T2,0;T4,0;T7,0;T9,0;T12,0;T15,0;T17,0;T19,0;T0,2;T10,2;T12,2;T18,2;T2,3;T5,3;T7,3;T14,3;T16,3;T12,4;T19,4;T0,5;T5,5;T7,5;T9,5;T14,5;T16,5;T2,6;T12,6;T19,6;T0,7;T5,7;T7,7;T10,7;T15,7;T17,7;T2,8;T13,8;T19,8;T0,9;T5,9;T7,9;T9,9;T3,10;T14,10;T17,10;T19,10;T0,11;T8,11;T11,11;T2,12;T5,12;T14,12;T19,12;T7,13;T16,13;T1,14;T4,14;T9,14;T11,14;T14,14;T18,14;T2,16;T4,16;T6,16;T8,16;T13,16;T17,16;T19,16;T0,17;T11,17;T15,17;T2,18;T17,18;T0,19;T5,19;T7,19;T9,19;T13,19;T15,19;T19,19"),
    ],
}


def tatham_instances(quick: bool) -> list[tuple[str, str, str]]:
    """(group, game ID, Tatham's solve move) for every Tatham puzzle of the run."""
    out = []
    if SHARED.is_dir():
        for path in sorted(SHARED.glob("ids_*.txt")):
            ids = path.read_text().split()
            sols = (path.parent / path.name.replace("ids_", "solutions_")).read_text().split()
            pairs = list(zip(ids, sols))
            out += [(path.stem[4:], gid, sol) for gid, sol in (pairs[:3] if quick else pairs)]
    for group, pairs in GENERATED.items():
        out += [(group, gid, sol) for gid, sol in pairs]
    return out


def plant(n: int, seed: int, density: int = 5) -> tuple[tents.Puzzle, list]:
    """A random n x n board with a planted answer (up to n*n/density tree/tent pairs)."""
    rng = random.Random(f"tents {n} {seed}" + (f" {density}" if density != 5 else ""))
    target = n * n // density
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    tent_set, trees = set(), set()
    for r, c in cells:
        if len(tent_set) >= target:
            break
        if (r, c) in trees or any((r + dr, c + dc) in tent_set for dr in (-1, 0, 1) for dc in (-1, 0, 1)):
            continue
        spots = [(r + dr, c + dc) for dr, dc in tents.STEPS if 0 <= r + dr < n and 0 <= c + dc < n
                 and (r + dr, c + dc) not in tent_set and (r + dr, c + dc) not in trees]
        if spots:
            tent_set.add((r, c))
            trees.add(rng.choice(spots))
    rows = [0] * n
    cols = [0] * n
    for r, c in tent_set:
        rows[r] += 1
        cols[c] += 1
    p = tents.Puzzle(n, n, tuple(sorted(trees)), tuple(rows), tuple(cols), source=f"planted {n}x{n}/{seed}")
    problems = tents.check(p, tents.Solution(tuple(sorted(tent_set))))
    if problems:
        raise RuntimeError(f"planted answer is invalid: {problems[0]}")
    return p, sorted(tent_set)


# (name, switches, --card, solver); the first is the default encoding.  "cuts" switches the
# implied part "flow cuts"; "_config" (False: CaDiCaL's own default configuration instead of
# the genre's), "_short_block" (False: block an answer over all tent variables, not only its
# tents) and "_pb" (the --pb encoding of the flow cuts) are set here; the others are the rules'
# experiment switches (tents.SWITCHES, passed as EncodeOptions(extra={"tents": ...})).  Without
# the flow cuts every count is encoded exactly (the at-most-only counts go with the cuts).
VARIANTS = [
    ("default (cuts carry the counts, short blocking, CaDiCaL --sat)", {}, "auto", None),
    ("counts encoded too", {"implied_counts": True}, "auto", None),
    ("CaDiCaL default configuration", {"_config": False}, "auto", None),
    ("blocking over all tent variables", {"_short_block": False}, "auto", None),
    ("no flow cuts (counts only)", {"cuts": False}, "auto", None),
    ("the previous default (counts + cuts, full blocking, CaDiCaL default)",
     {"implied_counts": True, "_config": False, "_short_block": False}, "auto", None),
    ("cuts as one cardinality constraint, --card totalizer", {}, "totalizer", None),
    ("cuts as binary adders, --pb adder (linear size)", {"_pb": "adder"}, "auto", None),
    ("default, solver glucose4", {}, "auto", "glucose4"),
]


# the flow cuts' encodings compared by size and encode time in the scaling section: (name, --pb)
SCALE_ENCODINGS = [("unary counters (the default)", "auto"), ("binary adders, --pb adder", "adder")]


def slope(xs, ys) -> float:
    """Least-squares slope of log y over log x: the exponent e in y ~ x^e."""
    lx, ly = [math.log(x) for x in xs], [math.log(y) for y in ys]
    mx, my = statistics.fmean(lx), statistics.fmean(ly)
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def run_scale(n: int, name: str, pb: str, repeats: int) -> dict:
    """Encode the planted n x n board (seed 0) only: size and median encode seconds."""
    p, _ = plant(n, 0)
    loaded = api.Loaded(tents.GENRE, p, p.source, "planted")
    progress(f"  scaling {n}x{n}: {name} ...")
    times = []
    for _ in range(repeats):
        gc.collect()
        compiled = api.compile_model(loaded, EncodeOptions(pb=pb))
        size = compiled.model.stats()
        times.append(compiled.encode_seconds)
        del compiled
    return dict(kind="scale", encoding=name, pb=pb, width=n, height=n, cells=n * n, seed=0,
                variables=size["variables"], clauses=size["clauses"], encode_s=statistics.median(times))


def scale_lines(rows: list) -> tuple[list[str], dict]:
    """The scaling section's table, and per encoding the exponents of clauses and encode time."""
    out = ["", "## Encoding size and time by board size (planted seed 0, encoding only)", "",
           "*exponent*: e in (clauses or encode seconds) ~ cells^e, least squares over the sizes; "
           "1 is linear.", "",
           "| flow cuts as | n | cells | vars | clauses | clauses / cell | encode s | µs / cell |",
           "|---|---:|---:|---:|---:|---:|---:|---:|"]
    exponents = {}
    for name, _ in SCALE_ENCODINGS:
        rs = sorted((r for r in rows if r.get("encoding") == name), key=lambda r: r["cells"])
        for r in rs:
            out.append(f"| {name} | {r['width']} | {r['cells']} | {r['variables']} | {r['clauses']} | "
                       f"{r['clauses'] / r['cells']:.1f} | {fmt(r['encode_s'])} | "
                       f"{r['encode_s'] / r['cells'] * 1e6:.1f} |")
        if len(rs) > 1:
            cells = [r["cells"] for r in rs]
            exponents[name] = (slope(cells, [r["clauses"] for r in rs]), slope(cells, [r["encode_s"] for r in rs]),
                               rs[0]["width"], rs[-1]["width"])
    out += ["", "| flow cuts as | sizes | exponent, clauses | exponent, encode s |", "|---|---|---:|---:|"]
    for name, (ec, et, lo, hi) in exponents.items():
        out.append(f"| {name} | {lo}..{hi} | {ec:.2f} | {et:.2f} |")
    return out, exponents


def variant_genre(switches: dict, card: str = "auto"):
    """The genre and the encoding options of an ablation variant: the genre with its tuning
    left out (``_config`` False) or its rules wrapped to block over every tent variable
    (``_short_block`` False), and options with the flow cuts, --card, --pb and the rules'
    switches."""
    genre = tents.GENRE
    if not switches.get("_config", True):
        genre = dataclasses.replace(genre, tuning=Tuning())
    if not switches.get("_short_block", True):
        def rules(p, model, options):
            info = tents.rules(p, model, options)
            model.fixed_primary_count = False
            return info

        genre = dataclasses.replace(genre, rules=rules)
    rules_switches = {k: v for k, v in switches.items() if not k.startswith("_") and k != "cuts"}
    options = EncodeOptions(card=card, pb=switches.get("_pb", "auto"),
                            parts={tents.FLOW_CUTS: switches.get("cuts", True)}, extra={"tents": rules_switches})
    return genre, options


def run_variant(p: tents.Puzzle, name: str, switches: dict, card: str, solver, timeout: float) -> dict:
    genre, opts = variant_genre(switches, card)
    loaded = api.Loaded(genre, p, p.source, "planted")
    compiled = api.compile_model(loaded, opts)
    size, encode_s = compiled.model.stats(), compiled.encode_seconds
    del compiled
    gc.collect()
    t0 = time.perf_counter()
    rep = api.solve(loaded, "unique", options=opts, solver=solver, timeout=timeout)
    wall = time.perf_counter() - t0
    ok = rep.status != "timeout"
    return dict(variant=name, variables=size["variables"], clauses=size["clauses"], encode_s=encode_s,
                unique_s=rep.stats["solve_seconds"] if ok else None, wall_s=wall if ok else None,
                status=rep.status, solver=rep.stats.get("solver"))


def run_one(kind: str, group: str, loaded: api.Loaded, repeats: int, timeout: float, jobs: int = 1,
            **extra) -> dict:
    p = loaded.puzzle
    progress(f"  {kind} {group} {p.width}x{p.height} jobs={jobs} ...")
    row = dict(kind=kind, group=group, width=p.width, height=p.height, cells=p.width * p.height,
               trees=len(p.trees), jobs=jobs, **extra)
    row.update(measure(loaded, "auto", repeats, timeout, jobs))
    row.pop("formula", None)
    return row


def markdown(meta: dict, rows: list) -> str:
    out = [f"# Trees and Tents benchmark ({meta['mode']})", "",
           f"- date: {meta['date']}",
           f"- machine: {meta['machine']}, {meta['cpus']} CPUs",
           f"- python {meta['python']}, python-sat {meta['pysat']}, gridsat {meta['gridsat']}",
           f"- command: `{meta['command']}`",
           f"- {meta['repeats']} run(s) per instance, medians; time limit {meta['timeout']} s; solver "
           "cadical195 in a worker process (as with `--timeout`)",
           "- *encode s*: `api.compile_model`; *unique s*: SAT calls of `api.solve(mode='unique')` "
           "(solution + uniqueness verdict); *wall s*: the whole `api.solve` call (encode, solve, "
           "checker)",
           f"- load average (1 min) {meta['load'][0]:.2f} at the start, {meta['load'][1]:.2f} at the end",
           "", "## Tatham puzzles, by size (medians over the puzzles of a group)", "",
           "| group | puzzles | size | trees | vars | clauses | encode s | unique s | wall s | max wall s | status |",
           "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    groups: dict[str, list] = {}
    for r in rows:
        if r["kind"] == "tatham":
            groups.setdefault(r["group"], []).append(r)
    med = lambda rs, k: statistics.median(r[k] for r in rs if r[k] is not None)  # noqa: E731
    for g, rs in groups.items():
        statuses = "/".join(sorted({r["status"] for r in rs}))
        out.append(f"| {g} | {len(rs)} | {rs[0]['width']}x{rs[0]['height']} | {med(rs, 'trees'):.0f} | "
                   f"{med(rs, 'variables'):.0f} | {med(rs, 'clauses'):.0f} | {fmt(med(rs, 'encode_s'))} | "
                   f"{fmt(med(rs, 'unique_s'))} | {fmt(med(rs, 'wall_s'))} | "
                   f"{fmt(max(r['wall_s'] for r in rs if r['wall_s'] is not None))} | {statuses} |")
    out += ["", "## Planted random boards", "",
            "*jobs*: `--jobs`, solver copies racing with different seeds (2 = both cores).", "",
            "| n | seed | trees | vars | clauses | encode s | µs / cell | jobs | unique s | wall s | status |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    planted = [r for r in rows if r["kind"] == "planted"]
    for r in planted:
        out.append(f"| {r['width']} | {r['seed']} | {r['trees']} | {r['variables']} | {r['clauses']} | "
                   f"{fmt(r['encode_s'])} | {r['encode_s'] / r['cells'] * 1e6:.1f} | {r.get('jobs', 1)} | "
                   f"{fmt(r['unique_s'])} | {fmt(r['wall_s'])} | {r['status']} |")
    ablation = [r for r in rows if r["kind"] == "ablation"]
    if ablation:
        limit = meta.get("ablation_timeout")
        out += ["", f"## Encoding variants on planted boards (one run each, limit {limit} s)", "",
                "*ratio*: the variant's wall time over the default's on the same board (> 1: slower); "
                "a timeout counts as the limit, so its ratio is a lower bound (marked >=).", "",
                "| variant | n | seed | clauses / cell | encode s | unique s | wall s | ratio | status |",
                "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
        base = {(r["width"], r["seed"]): r for r in ablation if r["variant"] == VARIANTS[0][0]}
        ratios: dict[str, list] = {}
        for r in ablation:
            b = base.get((r["width"], r["seed"]))
            ratio = ""
            if b is not None and b["wall_s"] is not None:
                mine = r["wall_s"] if r["wall_s"] is not None else limit
                ratio = ("" if r["wall_s"] is not None else ">=") + f"{mine / b['wall_s']:.2f}"
                ratios.setdefault(r["variant"], []).append(mine / b["wall_s"])
            out.append(f"| {r['variant']} | {r['width']} | {r['seed']} | {r['clauses'] / r['cells']:.1f} | "
                       f"{fmt(r['encode_s'])} | {fmt(r['unique_s'])} | {fmt(r['wall_s'])} | {ratio} | "
                       f"{r['status']} |")
        out += ["", "| variant | median ratio to the default | timeouts |", "|---|---:|---:|"]
        for name, *_ in VARIANTS:
            rs = [r for r in ablation if r["variant"] == name]
            if rs and name in ratios:
                out.append(f"| {name} | {statistics.median(ratios[name]):.2f} | "
                           f"{sum(r['status'] == 'timeout' for r in rs)} of {len(rs)} |")
    exponents = {}
    scale = [r for r in rows if r["kind"] == "scale"]
    if scale:
        lines, exponents = scale_lines(scale)
        out += lines
    out += ["", "## Targets", ""]
    hundred = [r for r in planted if r["width"] == 100]
    for r in hundred:
        ok = r["wall_s"] is not None and r["wall_s"] < 5
        out.append(f"- 100x100 (seed {r['seed']}, --jobs {r.get('jobs', 1)}): decided ({r['status']}) in "
                   f"{fmt(r['wall_s'], 3)} s wall, median of {meta['repeats']} ({'met' if ok else 'NOT met'}, < 5 s)")
    if not hundred:
        out.append("- 100x100: not in this run")
    for name, (ec, et, lo, hi) in exponents.items():
        verdict = "linear" if max(ec, et) < 1.1 else "NOT linear"
        out.append(f"- encoding with the flow cuts as {name}, {lo}x{lo}..{hi}x{hi}: clauses ~ cells^{ec:.2f}, "
                   f"encode time ~ cells^{et:.2f} ({verdict} in cells)")
    if len({r["cells"] for r in planted}) > 1:
        per_cell = [r["encode_s"] / r["cells"] * 1e6 for r in planted]
        out.append(f"- encode time per cell on the solved planted boards: {min(per_cell):.1f}..{max(per_cell):.1f} µs "
                   f"({min(r['cells'] for r in planted)}..{max(r['cells'] for r in planted)} cells)")
        by_n: dict[int, list] = {}
        for r in planted:
            by_n.setdefault(r["width"], []).append(r)
        out.append("- per cell, medians over the seeds: " + "; ".join(
            f"{n}x{n}: {statistics.median(r['clauses'] / r['cells'] for r in rs):.1f} clauses, "
            f"{statistics.median(r['variables'] / r['cells'] for r in rs):.1f} variables, "
            f"{statistics.median(r['encode_s'] / r['cells'] * 1e6 for r in rs):.1f} µs encoding"
            for n, rs in sorted(by_n.items())))
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="3 puzzles per Tatham group, planted 50 and 100")
    ap.add_argument("--sizes", help="planted board sizes (default 50,100,200)")
    ap.add_argument("--seeds", type=int, default=None, help="planted boards per size (default 3, quick 1)")
    ap.add_argument("--repeats", type=int, default=3, help="runs per measurement (default 3)")
    ap.add_argument("--timeout", type=float, default=60.0, help="solve time limit in s (default 60)")
    ap.add_argument("--ablation-sizes", help="planted sizes for the encoding variants (default 70,100; "
                    "quick 50; 'none' to skip)")
    ap.add_argument("--ablation-timeout", type=float, default=30.0, help="limit per variant run (default 30)")
    ap.add_argument("--scale-sizes", help="planted sizes encoded (not solved) with each flow-cut encoding, for "
                    "the size and encode-time exponents (default 50,100,200,300,400; quick 50,100,200; "
                    "'none' to skip)")
    ap.add_argument("--jobs", default="1,2", help="--jobs values for the planted boards (default 1,2: "
                    "one solver, and two racing on the machine's two cores)")
    ap.add_argument("--out", help="markdown file; JSON next to it (default benchmarks/results/tents[-quick].md)")
    args = ap.parse_args(argv)
    sizes = [int(x) for x in (args.sizes or ("50,100" if args.quick else "50,100,200")).split(",")]
    seeds = args.seeds if args.seeds is not None else (1 if args.quick else 3)
    repeats = 1 if args.quick and args.repeats == 3 else args.repeats
    out = Path(args.out or RESULTS / ("tents-quick.md" if args.quick else "tents.md"))

    load_start = os.getloadavg()[0]
    warm = gridsat.loads("8x8:_faadlibeaj_a,3,0,3,0,2,1,1,2,1,3,0,3,1,0,1,3", "warm-up")
    api.solve(warm, "unique", timeout=args.timeout)
    rows = []
    for group, gid, sol in tatham_instances(args.quick):
        loaded = gridsat.loads(gid, group)
        answer = api.solve(loaded, "unique", timeout=args.timeout)
        if answer.status != "unique" or tents.answer(loaded.puzzle, answer.solutions[0]) != sol:
            raise RuntimeError(f"{gid}: {answer.status}, not Tatham's answer")
        rows.append(run_one("tatham", group, loaded, repeats, args.timeout, game_id=gid))
    for n in sizes:
        for seed in range(seeds):
            t0 = time.perf_counter()
            p, planted = plant(n, seed)
            gen = time.perf_counter() - t0
            loaded = api.Loaded(tents.GENRE, p, p.source, f"planted-{n}")
            for jobs in [int(j) for j in args.jobs.split(",")]:
                rows.append(run_one("planted", f"{n}x{n}", loaded, repeats, args.timeout, jobs, seed=seed,
                                    generate_s=gen))
    scale_sizes = args.scale_sizes or ("50,100,200" if args.quick else "50,100,200,300,400")
    scale_sizes = [] if scale_sizes == "none" else [int(x) for x in scale_sizes.split(",")]
    for n in scale_sizes:
        for name, pb in SCALE_ENCODINGS:
            rows.append(run_scale(n, name, pb, repeats))
    ab_sizes = args.ablation_sizes or ("50" if args.quick else "70,100")
    ab_sizes = [] if ab_sizes == "none" else [int(x) for x in ab_sizes.split(",")]
    for n in ab_sizes:
        for seed in range(seeds):
            p, _ = plant(n, seed)
            for name, switches, card, solver in VARIANTS:
                progress(f"  ablation {n}x{n}/{seed}: {name} ...")
                row = dict(kind="ablation", group=f"{n}x{n}", width=n, height=n, cells=n * n, trees=len(p.trees),
                           seed=seed)
                row.update(run_variant(p, name, switches, card, solver, args.ablation_timeout))
                rows.append(row)
    meta = dict(mode="quick" if args.quick else "full",
                date=datetime.now().astimezone().isoformat(" ", "seconds"),
                machine=f"{platform.platform()} {platform.machine()}".strip(), cpus=os.cpu_count(),
                python=platform.python_version(), pysat=pysat.__version__, gridsat=gridsat.__version__,
                command=" ".join(["python", *sys.argv]), repeats=repeats, timeout=args.timeout,
                sizes=sizes, seeds=seeds, jobs=args.jobs, scale_sizes=scale_sizes, ablation_sizes=ab_sizes,
                ablation_timeout=args.ablation_timeout,
                load=(load_start, os.getloadavg()[0]))
    out.parent.mkdir(parents=True, exist_ok=True)
    text = markdown(meta, rows)
    out.write_text(text)
    out.with_suffix(".json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    print(text)
    return 0


def rewrite(json_path: str) -> None:
    """Re-render the markdown of a stored run (``python -c "import tents_bench as t; t.rewrite(...)"``)."""
    doc = json.loads(Path(json_path).read_text())
    Path(json_path).with_suffix(".md").write_text(markdown(doc["meta"], doc["rows"]))


if __name__ == "__main__":
    sys.exit(main())
