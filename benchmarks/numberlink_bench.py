"""Numberlink benchmark: every puzzle under the rule of its source, first answer and proof
timed apart, strict against loose, real puzz.link puzzles, an ablation of the implied and
canonical-form parts, DIMACS exports answered by an external CaDiCaL, and the big boards.

    python benchmarks/numberlink_bench.py            # the full run (tens of minutes)
    python benchmarks/numberlink_bench.py --quick    # a few puzzles of each table
    python benchmarks/numberlink_bench.py --big      # also inputs6 (122x123, 1002x1002: first answer)
    python benchmarks/numberlink_bench.py --only ablation,exports   # some tables
    python benchmarks/numberlink_bench.py --hardest [--janko FILE]  # the hardest set, as JSON lines

Writes benchmarks/results/numberlink.md and .json (numberlink-quick.* with --quick).  Every
answer is checked by gridsat's checker (api.solve does it).  Times are wall seconds of
api.solve (reading excluded, encoding included) and CPU seconds of this process and its
solver workers: the machine is shared, so CPU seconds are the steadier figure.  *first* =
first answer, *proof* = the rest of the uniqueness verdict (second answer or proof of none).
CP-SAT runs the same rules (a model in this file) in the same run, 2 workers.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import numberlink as nl

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "instances" / "numberlink"
RESULTS = ROOT / "benchmarks" / "results"
FLAGS = {"strict": {"fill_all": True}, "loose": {"allow_empty": True}, "notouch": {"no_touch": True}}

# The rule each source's puzzles are made for (the comment before each puzzle names its author):
# Flow Free: strict; Mike Spivey's competition set: strict; lsrhs.net: strict (the common
# statement); Nikoli (nikoli.com): loose; Thomas Ahle's generator and tests, and Janko.at's
# Arukone: notouch (unique only under it; see docs/genres/numberlink.md).
def source_rule(f: str, i: int) -> str:
    if f in ("inputs1", "inputs2"):
        return "strict"
    if f == "inputs4":
        return {1: "strict", 2: "strict", 3: "loose", 4: "loose", 5: "loose", 7: "loose"}.get(i, "notouch")
    return "notouch"


# Real puzz.link puzzles (loose rule), found in public GitHub sources with the code search
# (tests/test_numberlink.py names the sources).
PUZZLINK = [
    "https://puzz.link/p?numlin/6/6/j4h14m2n2h133k",
    "https://puzz.link/p?numlin/7/6/523i1j5l4i2h3m4g1l",
    "https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1",
    "https://puzz.link/p?numlin/7/7/l6g1l2l3l4l5l654321",
    "https://puzz.link/p?numlin/8/8/h13i2i4i3g4g5i1r2l6g6i5t",
    "https://puzz.link/p?numlin/9/9/h1j32j4l5v67o2g4l7r3j165i",
    "https://puzz.link/p?numlin/10/10/1h2j65s5h3h1zk4y6k2i3m4l",
    "https://puzz.link/p?numlin/10/10/3h43x2i5g2o1h5z1zj4q",
    "https://puzz.link/p?numlin/10/10/m5g1v3l4zi1r2o3m2g5k4i",
    "https://puzz.link/p?numlin/10/10/j5i13zi2j4j6g6i2i4r3g5zg1o",
    "https://puzz.link/p?numlin/10/10/2n1h4o3o2o51o6g6o5zj3n4",
    "https://puzz.link/p?numlin/10/10/4i2v1t3k24o1m6o5o3k56q",
    "https://puzz.link/p?numlin/10/10/g3m1g4g7j2m6h5l87i3o4zj8k2k6g1l5h",
    "https://puzz.link/p?numlin/10/10/x7h7l5j3j2l1g4k8q4l1j3m2k6g5i8g6",
    "https://puzz.link/p?numlin/10/10/4i5l63j82h7r8g1p2t7j4m63j1n5o",
    "https://puzz.link/p?numlin/10/10/p1g8n7h52v6h1m4g4o2k5h38k6i7s3",
    "https://puzz.link/p?numlin/10/10/1w2h3k4k6g5i7k2n8k5i4g1k8k6h7w3",
    "https://puzz.link/p?numlin/11/11/h8h65s4h6g8p9t2zl4i7l1h5n9h2i1g7i3h3i",
    "https://puzz.link/p?numberlink/11/11/-2bap-2ft-15zrazy-2fg-2bn-15o",
    "https://puzz.link/p?numlin/11/11/g1m2h6x6i7h5g7k5p4j8y1g3u8g2n3m4g",
    "https://puzz.link/p?numlin/13/13/k3x6i7x1i2l4w5zl7j3i1u6p4m2z5",
    "https://puzz.link/p?numlin/14/14/u3p2u1o5k4k6u4k7h2zi9p7i6h8gahazh3n95m1w8",
]
PUZZLINK_BIG = [
    "https://puzz.link/p?numlin/26/26/zz-15gdx-12nfs-16j8x4v-11zxes9kfs8zg4lbm6k5ubv2r-14n1q-10z5v7zeq3n3r1v-"
    "13u9k-11mdl6zgas2k-10sczxav-16x7jcs-15n-13x-14g-12zz",
    "https://puzz.link/p?numlin/42/25/zzi1zx5j3ve-1cv-13n6zp-2br2zl-2cvep8-1dp-29z-10x7zj-14t-1dzn-16j-1abj-20zr-"
    "19l-21zv-1bh-1fzg2h6hbh-11hch-17l-22h-24h-27h-2ah-24h-1cj3h7hch-12h-16h-1al-14h-21h-23h-29h-26h-2cj4h8hdh9h-"
    "17h-12l-1fh-25h-28h-2bh-27h-10zgah-20zv-1bl-23zr-18j-18fj-22zn-15t-26zj-13x-25zfp-15-19p-11vazl4r9zp-2an5vd-"
    "1ev-1ej1zx-28zzi",
]


# The hardest set (benchmarks/results/hardest-numberlink.md): puzzles of Janko's Arukone
# collection (the 270 kept with thomasahle/numberlink as puzzles/janko; not shipped: put a copy
# at ../shared/instances/numberlink/janko or name it with --janko), by 1-based index.  Under the
# strict rule their uniqueness is hard (measured before the strict canonical forms: each over 5 s
# or past 30 s; the last six: the slowest of a sweep of every strict puzzle of 289 cells or more
# after the window search); the Janko labels: the 17 puzzles labelled with characters beyond
# letters and digits, under notouch (their rule); loose: every puzzle of 500 cells or more.
HARD_STRICT = (100, 105, 120, 138, 157, 165, 187, 190, 60, 150, 104, 117, 128, 148, 169, 176)
JANKO_LABELS = (66, 72, 78, 106, 114, 118, 130, 140, 149, 159, 167, 168, 210, 220, 250, 260, 270)
LOOSE_BIG = (60, 66, 72, 78, 106, 114, 118, 130, 140, 149, 150, 159, 160, 170, 180, 210, 220)


# and the shared 36x20 Nikoli puzzle under its loose rule (inputs4 #5: its line between opposite
# corners fills every gap; no verdict in 60 s before the ``sides`` part)
HARD_SHARED = (("inputs4", 5, "loose"),)


def hardest(path: Path | None, timeout: float) -> None:
    """Each puzzle of the hardest set, unique mode: one JSON line (status, first answer, total).
    Without Janko's collection (``path`` None) the shared puzzles only."""
    for f, i, rule in HARD_SHARED:
        if (SHARED / f).exists():
            it = api.load(str(SHARED / f), index=i, genre="numberlink")
            r = run(it, rule, timeout)
            print(json.dumps({"shared": f"{f} #{i}", "rule": rule, "size": size(it), "pairs": len(it.puzzle.labels),
                              "status": r["status"], "first": r["first"], "total": r["wall"], "cpu": r["cpu"],
                              "clauses": r["clauses"]}), flush=True)
    if path is None:
        return
    items = api.load_all(str(path), genre="numberlink")
    for rule, which in (("strict", HARD_STRICT), ("notouch", JANKO_LABELS), ("loose", LOOSE_BIG)):
        for i in which:
            it = items[i - 1]
            row = {"janko": i, "rule": rule}
            if isinstance(it, Exception):
                row.update(status="refused", error=str(it).split(": ", 1)[-1][:80])
            else:
                r = run(it, rule, timeout)
                row.update(size=size(it), pairs=len(it.puzzle.labels), status=r["status"],
                           first=r["first"], total=r["wall"], clauses=r["clauses"])
            print(json.dumps(row), flush=True)


def progress(msg: str) -> None:
    if sys.stderr.isatty():
        print(f"\r{msg[:100]:<100}", end="", file=sys.stderr, flush=True)


def cpu() -> float:
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def shared(f: str, limit: int | None = None, most_cells: int | None = None) -> list:
    """(name, Loaded, source rule) of a shared file's puzzles."""
    if not (SHARED / f).exists():
        return []
    out = []
    for i, it in enumerate(api.load_all(str(SHARED / f)), 1):
        if isinstance(it, Exception) or most_cells and it.puzzle.width * it.puzzle.height > most_cells:
            continue
        out.append((f"{f} #{i}", it, source_rule(f, i)))
    return out[:limit] if limit else out


def urls(which) -> list:
    return [(f"{api.load(u).puzzle.width}x{api.load(u).puzzle.height} {u.split('/')[-1][:12]}", api.load(u), "loose")
            for u in which]


def size(it) -> str:
    return f"{it.puzzle.width}x{it.puzzle.height}"


def run(it, rule: str, timeout: float, mode: str = "unique", parts=None, solver=None, connect="auto") -> dict:
    opts = EncodeOptions(connect=connect, parts=parts or {}, **FLAGS[rule])
    t0, c0 = time.perf_counter(), cpu()
    first = []
    rep = api.solve(it, mode=mode, options=opts, timeout=timeout, solver=solver,
                    on_solution=lambda s: first.append((time.perf_counter() - t0, cpu() - c0)))
    wall, used = time.perf_counter() - t0, cpu() - c0
    decided = rep.status in ("unique", "multiple", "unsat")
    out = {"status": rep.status, "wall": wall, "cpu": used, "decided": decided,
           "first": first[0][0] if first else None, "first_cpu": first[0][1] if first else None,
           "proof": wall - first[0][0] if first and decided else None,
           "proof_cpu": used - first[0][1] if first and decided else None,
           "clauses": rep.stats.get("clauses"), "forced": len(rep.forced) if rep.forced else None}
    if rep.status == "unsat" and decided:
        out["proof"], out["proof_cpu"] = wall, used
    return out


def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def fmt(x, digits=2) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


# -- CP-SAT, the same three rules -------------------------------------------------------------------

def cpsat(p, rule: str, time_limit: float) -> dict:
    """Answer and uniqueness with CP-SAT: segments, a colour and a rank per cell (lines run from
    their first clue with ranks rising), an unused cell for the loose rule, and side-by-side
    cells of one line joined for notouch."""
    from ortools.sat.python import cp_model

    t0 = time.perf_counter()
    m = cp_model.CpModel()
    ends, labels = p.ends(), list(p.labels)
    clue = p.clue_at()
    cells = list(p.cells())
    line, arc = {}, {}
    for u in cells:
        for v in p.neighbours(*u):
            if u < v:
                line[u, v] = line[v, u] = m.new_bool_var("")
            arc[u, v] = m.new_bool_var("")
    colour = {c: m.new_int_var(0, len(labels) - 1, "") for c in cells}
    rank = {c: m.new_int_var(0, len(cells) - 1, "") for c in cells}
    used = {c: (m.new_bool_var("") if rule == "loose" and c not in clue else 1) for c in cells}
    for u in cells:
        nbs = list(p.neighbours(*u))
        segs = sum(line[u, v] for v in nbs)
        starts = u in clue and ends[clue[u]][0] == u
        if u in clue:
            m.add(segs == 1)
            m.add(colour[u] == labels.index(clue[u]))
            m.add(sum(arc[v, u] for v in nbs) == (0 if starts else 1))
        else:
            m.add(segs == 2 * used[u])
            m.add(sum(arc[v, u] for v in nbs) == used[u])
        for v in nbs:
            if u < v:
                m.add(arc[u, v] + arc[v, u] == line[u, v])
                m.add(colour[u] == colour[v]).only_enforce_if(line[u, v])
            m.add(rank[v] == rank[u] + 1).only_enforce_if(arc[u, v])
    if rule == "notouch":
        for u in cells:
            for v in p.neighbours(*u):
                if u < v:
                    same = m.new_bool_var("")
                    m.add(colour[u] == colour[v]).only_enforce_if(same)
                    m.add(colour[u] != colour[v]).only_enforce_if(same.Not())
                    m.add_bool_or([line[u, v], same.Not()])
    primary = [line[u, v] for u, v in line if u < v]
    out = {"status": "timeout", "first": None, "total": None}

    def go():
        s = cp_model.CpSolver()
        s.parameters.num_workers = 2
        s.parameters.max_time_in_seconds = max(0.01, time_limit - (time.perf_counter() - t0))
        return s.solve(m), s

    st, s = go()
    if st == cp_model.INFEASIBLE:
        out["status"], out["total"] = "unsat", time.perf_counter() - t0
    elif st in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        out["first"] = time.perf_counter() - t0
        m.add_bool_or([x.Not() if s.value(x) else x for x in primary])
        st, s = go()
        if st in (cp_model.INFEASIBLE, cp_model.OPTIMAL, cp_model.FEASIBLE):
            out["status"] = "unique" if st == cp_model.INFEASIBLE else "multiple"
            out["total"] = time.perf_counter() - t0
    return out


# -- the tables -------------------------------------------------------------------------------------

def by_source(items, timeout: float, with_cpsat: bool) -> list[dict]:
    """Each puzzle, unique mode, under its source's rule (and CP-SAT, same rule)."""
    rows = []
    for name, it, rule in items:
        progress(f"source {name}")
        r = run(it, rule, timeout)
        r.update(name=name, size=size(it), rule=rule)
        if with_cpsat:
            c = cpsat(it.puzzle, rule, timeout)
            r.update(cpsat_status=c["status"], cpsat_first=c["first"], cpsat_total=c["total"])
        rows.append(r)
    return rows


def strict_vs_loose(items, timeout: float) -> list[dict]:
    rows = []
    for name, it, _ in items:
        for rule in ("strict", "loose"):
            progress(f"rules {name} {rule}")
            r = run(it, rule, timeout)
            r.update(name=name, size=size(it), rule=rule)
            rows.append(r)
    return rows


PARTS = ("square", "rect", "support", "direct", "balance", "shortcut", "hole", "flip", "swap")


def only(*names) -> dict:
    return {name: name in names for name in PARTS}


CANON = ("shortcut", "hole", "flip")
ABLATION = {  # configuration -> every implied and canonical-form part on or off
    "defaults": {},  # the genre's defaults for the rule in force
    "none": only(),
    "square": only("square"),
    "direct": only("direct"),
    "square + direct": only("square", "direct"),
    "shortcut": only("shortcut"),
    "hole": only("hole"),
    "flip": only("flip"),
    "shortcut + hole + flip": only(*CANON),
    "square + shortcut + hole + flip": only("square", *CANON),
    "square + direct + shortcut + hole + flip": only("square", "direct", *CANON),
    "square + shortcut + flip": only("square", "shortcut", "flip"),
    "square + shortcut + hole": only("square", "shortcut", "hole"),
    "square + direct + canonical + rect": only("square", "direct", "rect", *CANON),
    "square + direct + canonical + balance": only("square", "direct", "balance", *CANON),
    "square + direct + canonical + swap": only("square", "direct", "swap", *CANON),
    "square + canonical + one-hot support": only("square", "support", *CANON),
}
QUICK_ABLATION = ("defaults", "none", "square", "square + direct", "square + shortcut + hole + flip",
                  "square + direct + shortcut + hole + flip")
# Parts that build nothing under some rules (a part asked for by name is built under every rule
# unless listed here): the loose rule's canonical forms, and what needs every cell used.
APPLIES = {"shortcut": ("loose",), "hole": ("loose",), "flip": ("loose",), "balance": ("strict", "notouch"),
           "swap": ("strict", "notouch")}
DEFAULTS = {"strict": ("direct",), "loose": ("square", "shortcut", "hole", "flip"), "notouch": ("square",)}


def built(rule: str, parts: dict) -> frozenset:
    """The parts a configuration builds under a rule (two configurations with the same set
    encode the same formula: the ablation measures it once)."""
    on = DEFAULTS[rule] if not parts else [n for n in PARTS if parts.get(n)]
    return frozenset(n for n in on if rule in APPLIES.get(n, (rule,)))


def ablation(sets, timeout: float, quick: bool) -> list[dict]:
    rows = []
    names = list(ABLATION) if not quick else list(QUICK_ABLATION)
    for set_name, items in sets:
        rule = items[0][2] if items else "strict"
        seen: dict = {}  # parts built -> the row that measured them
        for conf in names:
            parts = dict(ABLATION[conf])
            key = built(rule, parts)
            if key in seen:
                rows.append(dict(seen[key], config=conf, same_as=seen[key]["config"]))
                continue
            runs = []
            for name, it, rule in items:
                progress(f"ablation {set_name} {conf} {name}")
                extra = {"numberlink_colours": "onehot"} if parts.get("support") else None
                opts_parts = parts
                r = run_parts(it, rule, timeout, opts_parts, extra)
                runs.append(r)
            rows.append({"set": set_name, "config": conf, "puzzles": len(runs),
                         "decided": sum(r["decided"] for r in runs),
                         "total_cpu": sum(r["cpu"] if r["decided"] else timeout for r in runs),
                         "median_proof_cpu": med(r["proof_cpu"] for r in runs),
                         "max_cpu": max(r["cpu"] for r in runs)})
            seen[key] = rows[-1]
    return rows


def run_parts(it, rule, timeout, parts, extra):
    opts = EncodeOptions(parts=parts, extra=extra or {}, **FLAGS[rule])
    t0, c0 = time.perf_counter(), cpu()
    first = []
    rep = api.solve(it, mode="unique", options=opts, timeout=timeout,
                    on_solution=lambda s: first.append(cpu() - c0))
    used = cpu() - c0
    decided = rep.status in ("unique", "multiple", "unsat")
    return {"status": rep.status, "cpu": used, "decided": decided,
            "proof_cpu": used - first[0] if first and decided else None}


def exports(items, timeout: float) -> list[dict]:
    """The DIMACS export (eager, no hints), answered by the Debian CaDiCaL: vertex elimination
    (the default) and ranks."""
    cadical = shutil.which("cadical")
    if cadical is None:
        return []
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, it, rule in items:
            row = {"name": name, "size": size(it), "rule": rule}
            for connect in ("auto", "rank"):
                progress(f"export {name} {connect}")
                opts = EncodeOptions(connect=connect, **FLAGS[rule])
                path, model = api.export_dimacs(it, tmp, opts, path=os.path.join(tmp, "p.cnf"), force=True)
                t0 = time.perf_counter()
                try:
                    proc = subprocess.run([cadical, "-q", str(path)], capture_output=True, text=True, timeout=timeout)
                    took = time.perf_counter() - t0
                    status = {10: "sat", 20: "unsat"}.get(proc.returncode, "?")
                    if status == "sat":
                        st, _ = api.decode_answer(it, proc.stdout, "cadical", opts)
                        status = "sat, checked" if st == "sat" else status
                except subprocess.TimeoutExpired:
                    took, status = None, "timeout"
                key = "elim" if connect == "auto" else "rank"
                row.update({f"{key}_status": status, f"{key}_s": took, f"{key}_clauses": model.stats()["clauses"]})
            rows.append(row)
    return rows


def scale(items, timeout: float) -> list[dict]:
    rows = []
    for name, it, rule in items:
        progress(f"scale {name}")
        r = run(it, rule, timeout, mode="solve")
        r.update(name=name, size=size(it), rule=rule)
        rows.append(r)
    return rows


def big(timeout: float) -> list[dict]:
    """inputs6 (122x123, 1002x1002), first answer, one process per puzzle (peak memory)."""
    rows = []
    n = len(api.load_all(str(SHARED / "inputs6")))
    for i in range(1, n + 1):
        progress(f"inputs6 #{i}")
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, __file__, "--one-big", str(i), "--timeout", str(timeout)],
                              capture_output=True, text=True)
        try:
            r = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            r = {"status": f"failed (exit {proc.returncode})", "first": None, "maxrss_mb": None, "size": "?"}
        r.update(index=i, seconds=time.perf_counter() - t0)
        rows.append(r)
    return rows


def one_big(i: int, timeout: float) -> dict:
    it = api.load(str(SHARED / "inputs6"), index=i)
    r = run(it, source_rule("inputs6", i), timeout, mode="solve")
    r.update(size=size(it), maxrss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
    return r


# -- the report -------------------------------------------------------------------------------------

def markdown(meta, t) -> str:
    out = ["# Numberlink benchmark", "",
           f"{meta['date']}, Python {meta['python']}, {meta['machine']}, load average {meta['load']} "
           f"(the machine is shared: CPU seconds are the steadier figure); time limit {meta['timeout']} s per "
           "run.  gridsat defaults: binary colour numbers, glucose4, lazy connectivity in-process, the "
           "turn hint (loose rule: and every cell used), implied `direct` (strict rule) or `square` (loose and "
           "notouch rules), the loose rule's canonical forms `shortcut`, `hole`, `flip` "
           "(docs/genres/numberlink.md has the proofs).  "
           "*first* = first answer, *proof* = from there to the verdict; wall / CPU seconds."
           + (f"  Tables kept from an earlier run: {', '.join(meta['kept'])}." if meta.get("kept") else ""), ""]
    if t.get("source"):
        out += ["## Every puzzle under its source's rule", "",
                "Rules: Flow Free (inputs1), Spivey's set (inputs2) and lsrhs.net (inputs4 #1, #2) strict; "
                "Nikoli (inputs4 #3, #4, #5, #7) loose; Thomas Ahle's generator and tests, Janko.at "
                "notouch.  CP-SAT: the same rule, unique mode, 2 workers.", "",
                "| puzzle | size | rule | status | first wall / cpu | proof wall / cpu | total wall | CP-SAT status | CP-SAT first | CP-SAT total |",
                "|---|---|---|---|---|---|---|---|---|---|"]
        for r in t["source"]:
            out.append(f"| {r['name']} | {r['size']} | {r['rule']} | {r['status']} | {fmt(r['first'])} / "
                       f"{fmt(r['first_cpu'])} | {fmt(r['proof'])} / {fmt(r['proof_cpu'])} | {fmt(r['wall'])} | "
                       f"{r.get('cpsat_status', '-')} | {fmt(r.get('cpsat_first'))} | {fmt(r.get('cpsat_total'))} |")
    if t.get("puzzlink"):
        out += ["", "## Real puzz.link puzzles (loose rule)", "",
                "| puzzle | status | first wall / cpu | proof wall / cpu | total wall | CP-SAT status | CP-SAT total |",
                "|---|---|---|---|---|---|---|"]
        for r in t["puzzlink"]:
            out.append(f"| {r['name']} | {r['status']} | {fmt(r['first'])} / {fmt(r['first_cpu'])} | "
                       f"{fmt(r['proof'])} / {fmt(r['proof_cpu'])} | {fmt(r['wall'])} | "
                       f"{r.get('cpsat_status', '-')} | {fmt(r.get('cpsat_total'))} |")
    if t.get("rules"):
        out += ["", "## Strict against loose, by size (medians)", "",
                "| size | rule | puzzles | decided | median first (cpu) | median proof (cpu) | max total wall | statuses |",
                "|---|---|---|---|---|---|---|---|"]
        groups: dict = {}
        for r in t["rules"]:
            groups.setdefault((r["size"], r["rule"]), []).append(r)
        for (sz, rule), rs in sorted(groups.items(), key=lambda kv: (int(kv[0][0].split("x")[0]) *
                                                                       int(kv[0][0].split("x")[1]), kv[0])):
            st = ", ".join(f"{k} {v}" for k, v in sorted({s: sum(r["status"] == s for r in rs)
                                                           for s in {r["status"] for r in rs}}.items()))
            out.append(f"| {sz} | {rule} | {len(rs)} | {sum(r['decided'] for r in rs)} | "
                       f"{fmt(med(r['first_cpu'] for r in rs))} | {fmt(med(r['proof_cpu'] for r in rs))} | "
                       f"{fmt(max(r['wall'] for r in rs))} | {st} |")
    if t.get("ablation"):
        out += ["", "## Ablation: implied constraints and canonical forms (unique mode, CPU seconds)", "",
                "*defaults*: the genre's defaults for the rule (strict: `direct`; loose: `square` and the "
                "canonical forms; notouch: `square`).  A part named in a configuration is built under the "
                "set's rule even where it is off by default, except the canonical forms `shortcut`, `hole`, "
                "`flip` (loose rule only) and `balance`, `swap` (every cell used); a configuration that "
                "builds the same formula as an earlier one repeats its figures.  *total* counts an "
                "undecided run as the time limit.", "",
                "| set | configuration | puzzles | decided | total cpu | median proof cpu | max cpu |",
                "|---|---|---|---|---|---|---|"]
        for r in t["ablation"]:
            conf = r["config"] + (f" (= {r['same_as']}: the same formula)" if r.get("same_as") else "")
            out.append(f"| {r['set']} | {conf} | {r['puzzles']} | {r['decided']} | {r['total_cpu']:.2f} | "
                       f"{fmt(r['median_proof_cpu'])} | {fmt(r['max_cpu'])} |")
    if t.get("exports"):
        out += ["", "## DIMACS exports answered by the Debian CaDiCaL (first answer, wall seconds)", "",
                "The export under the puzzle's rule: no hints; the loose rule's canonical forms are in "
                "it (they keep an answer); acyclicity by vertex elimination (`auto`) or ranks (`--connect rank`).",
                "", "| puzzle | size | rule | elimination: s | status | clauses | rank: s | status | clauses |",
                "|---|---|---|---|---|---|---|---|---|"]
        for r in t["exports"]:
            out.append(f"| {r['name']} | {r['size']} | {r['rule']} | {fmt(r.get('elim_s'))} | {r.get('elim_status')} | "
                       f"{r.get('elim_clauses', 0):,} | {fmt(r.get('rank_s'))} | {r.get('rank_status')} | "
                       f"{r.get('rank_clauses', 0):,} |")
    if t.get("scale"):
        out += ["", "## Big boards: first answer", "",
                "| puzzle | size | rule | status | first wall / cpu | clauses |", "|---|---|---|---|---|---|"]
        for r in t["scale"]:
            cl = "-" if r.get("clauses") is None else f"{r['clauses']:,}"
            out.append(f"| {r['name']} | {r['size']} | {r['rule']} | {r['status']} | {fmt(r['first'])} / "
                       f"{fmt(r['first_cpu'])} | {cl} |")
    if t.get("big"):
        out += ["", "## inputs6 (first answer, one process per puzzle)", "",
                "| # | size | status | first s | process s | peak RSS MB |", "|---|---|---|---|---|---|"]
        for r in t["big"]:
            out.append(f"| {r['index']} | {r['size']} | {r['status']} | {fmt(r['first'])} | "
                       f"{r['seconds']:.1f} | {r.get('maxrss_mb')} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--big", action="store_true", help="also run inputs6 (slow, GBs of memory)")
    ap.add_argument("--timeout", type=float, default=None)
    ap.add_argument("--only", default="", help="comma-separated tables: source, puzzlink, rules, ablation, "
                    "exports, scale")
    ap.add_argument("--no-cpsat", action="store_true")
    ap.add_argument("--one-big", type=int, default=None, help=argparse.SUPPRESS)
    ap.add_argument("--hardest", action="store_true", help="the hardest set (JSON lines; Janko's collection)")
    ap.add_argument("--janko", default=str(SHARED / "janko"), help="Janko's collection (270 puzzles, native text)")
    args = ap.parse_args(argv)
    if args.hardest:
        janko = Path(args.janko) if Path(args.janko).exists() else None
        if janko is None:
            print(f"Janko's collection not found: {args.janko} (the shared puzzles only)", file=sys.stderr)
        hardest(janko, args.timeout or 30.0)
        return 0
    if args.one_big:
        print(json.dumps(one_big(args.one_big, args.timeout or 600.0)))
        return 0
    if not SHARED.is_dir():
        print(f"shared instances not found: {SHARED}", file=sys.stderr)
        return 2
    timeout = args.timeout or (10.0 if args.quick else 30.0)
    want = set(filter(None, args.only.split(","))) or {"source", "puzzlink", "rules", "ablation", "exports", "scale"}
    q = args.quick
    small = (shared("inputs1", 3 if q else None) + shared("inputs2") + shared("inputs4", 2)
             + shared("inputs5", 6 if q else None, most_cells=400))
    mid = [x for x in shared("inputs4") if x[0] in ("inputs4 #3", "inputs4 #4", "inputs4 #5")]
    forty = shared("inputs9", 3 if q else 10)
    links = urls(PUZZLINK if not q else PUZZLINK[::5])
    t = {}
    if "source" in want:
        t["source"] = by_source(small + mid + forty, timeout, not args.no_cpsat)
    if "puzzlink" in want:
        rows = by_source(links, timeout, not args.no_cpsat)
        t["puzzlink"] = rows
    if "rules" in want:
        pool = [x for x in small if x[1].puzzle.width * x[1].puzzle.height >= 36] + mid[:2] + links
        t["rules"] = strict_vs_loose(pool if not q else pool[:6], timeout)
    if "ablation" in want:
        strict_set = shared("inputs1", 4 if q else None) + shared("inputs2") + shared("inputs4", 2)
        loose_set = links[5:] + mid[:2]
        notouch_set = shared("inputs9", 2 if q else 8)
        t["ablation"] = ablation([("strict", strict_set), ("loose", loose_set), ("notouch", notouch_set)],
                                 timeout, q)
    if "exports" in want:
        t["exports"] = exports([x for x in small + links if x[1].puzzle.width <= 20 and x[1].puzzle.height <= 20],
                               timeout)
    if "scale" in want:
        t["scale"] = scale(shared("inputs10", 3 if q else None) + urls(PUZZLINK_BIG) + shared("inputs9", 5),
                           max(timeout, 60.0))
    if args.big:
        t["big"] = big(max(timeout, 600.0))
    if sys.stderr.isatty():
        print(file=sys.stderr)
    meta = {"date": datetime.now().strftime("%Y-%m-%d %H:%M"), "python": platform.python_version(),
            "machine": f"{platform.machine()}, {os.cpu_count()} cores", "timeout": timeout, "quick": q,
            "load": " ".join(f"{x:.2f}" for x in os.getloadavg())}
    stem = "numberlink-quick" if q else "numberlink"
    RESULTS.mkdir(parents=True, exist_ok=True)
    old = RESULTS / f"{stem}.json"
    if args.only and old.exists():  # the tables not run again come from the last run
        kept = json.loads(old.read_text())
        for key, rows in kept.items():
            if key not in t and key != "meta":
                t[key] = rows
        meta["kept"] = sorted(k for k in kept if k not in want and k != "meta")
    (RESULTS / f"{stem}.json").write_text(json.dumps({"meta": meta, **t}, indent=1) + "\n")
    md = markdown(meta, t)
    (RESULTS / f"{stem}.md").write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
