"""The side-by-side benchmark: gridsat and CP-SAT on the same instances, in the same run.

Run it as ``python -m benchmarks`` (see ``benchmarks/__main__.py`` and benchmarks/README.md).

For every instance of a genre (shared real puzzles from ../shared/instances when present, and
generated ones of growing size, made by the per-genre scripts' generators) the job is the
one ``gridsat solve --unique`` does: find a solution and decide whether it is the only one.

* gridsat: ``api.solve(mode="unique", timeout=T)``.  Reported: CNF variables and clauses,
  *encode* seconds, *solve* seconds (up to the first answer, without encoding), *unique*
  seconds (from the first answer to the verdict), *outside SAT* seconds (the whole call minus
  the time inside SAT calls: encoding, loading the solver, decoding, checking, reporting; every
  fixed cost shows here) and the wall time of the whole call.  With a
  time limit the SAT solver searches in conflict-budget slices in-process (as with
  ``--timeout``; solvers without budgets run in a forked worker).
* CP-SAT: ``cpsat_models.solve_unique`` (model of the same rules; solve, exclude the answer
  over the primary variables, solve again), ``num_workers`` = the machine's CPU count,
  ``max_time_in_seconds`` = what is left of T.  Reported: build, solve, unique and total
  seconds.
* Both answers go through the genre's checker (gridsat's inside ``api.solve``); when both
  decide, the verdicts must agree, and for a unique puzzle the answers must be equal.  A
  disagreement is printed on stderr, marked in the report, and makes the exit code 1.

The two solvers alternate on each instance (gridsat first on odd repeats, CP-SAT first on
even ones); every figure is the median over the repeats that finished.
"""
from __future__ import annotations

import json
import math
import os
import platform
import statistics
import sys
import time
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
RESULTS = HERE / "results"
SHARED = ROOT.parent / "shared" / "instances"
GENRES = ("starbattle", "tents", "sudoku", "edgematch", "twentyfourseven", "numberlink", "lightup", "slitherlink",
          "hashi", "nonogram", "hitori", "skyscrapers", "futoshiki", "masyu", "kakuro", "kenken", "nurikabe")
DECIDED = frozenset({"unique", "multiple", "unsat"})
SHARED_GENRES = ("starbattle", "tents", "sudoku", "edgematch", "twentyfourseven", "numberlink")  # read SHARED
SHOW = sys.stderr.isatty()

if str(HERE) not in sys.path:  # the per-genre scripts import each other as top-level modules
    sys.path.insert(0, str(HERE))


def progress(msg: str) -> None:
    if SHOW:
        print(msg, file=sys.stderr, flush=True)


MISSING: list[str] = []  # the instance sources this run went without (recorded in the report)


def missing(msg: str) -> None:
    """An instance source is absent (a generator not installed, no shared instances): say so on
    stderr and in the report, which then tells what the run left out."""
    print(msg, file=sys.stderr)
    MISSING.append(msg)


@dataclass
class Instance:
    genre: str
    group: str              # e.g. "shared 8x8de", "planted"
    name: str
    loaded: api.Loaded
    cells: int
    generate_s: float = 0.0
    extra: dict = field(default_factory=dict)


def cells_of(genre: str, p) -> int:
    if genre == "starbattle":
        return p.size ** 2
    if genre == "sudoku":
        return p.size ** 2
    if genre in ("skyscrapers", "futoshiki"):
        return p.size ** 2
    if genre == "tents":
        return p.height * p.width
    if genre in ("edgematch", "twentyfourseven"):
        return p.rows * p.cols
    return p.width * p.height  # numberlink, lightup


def _inst(genre: str, group: str, name: str, puzzle, gen_s: float = 0.0) -> Instance:
    mod = gridsat.encoders.get(genre)
    return Instance(genre, group, name, api.Loaded(mod, puzzle, name, name), cells_of(genre, puzzle), gen_s)


def _timed(fn, *args, **kw):
    t0 = time.perf_counter()
    out = fn(*args, **kw)
    return out, time.perf_counter() - t0


# -- instances per genre ----------------------------------------------------------------------------
# Generators come from the per-genre scripts (imported, not copied).

def starbattle_instances(full: bool) -> list[Instance]:
    import starbattle_bench as sbb

    out = []
    packs = ["5x5-normal", "6x6-normal", "8x8-normal", "10x10-normal", "14x14-normal"] if full else \
        ["5x5-normal", "8x8-normal", "10x10-normal", "14x14-normal"]
    for pack in packs:
        path = SHARED / "starbattle" / f"{pack}.json"
        if path.exists():
            doc = json.loads(path.read_text())
            for i, item in enumerate(doc["puzzles"][:3 if full else 1], 1):
                loaded = gridsat.loads(item["sbn"], f"{pack}#{i}", "starbattle")
                out.append(_inst("starbattle", "shared", f"{pack} #{i}", loaded.puzzle))
    for n, m in ([(20, 4), (30, 6), (40, 6)] if full else [(20, 4), (30, 6)]):
        for seed in range(2 if full else 1):
            (puzzle, _), gen = _timed(sbb.make_instance, n, m, seed)
            out.append(_inst("starbattle", "planted", f"planted {n}x{n} m={m} seed {seed}", puzzle, gen))
    return out


def tents_instances(full: bool) -> list[Instance]:
    import tents_bench as tb

    out = []
    per_group: dict[str, int] = {}
    for group, gid, _ in tb.tatham_instances(quick=not full):
        per_group[group] = per_group.get(group, 0) + 1
        if per_group[group] > (3 if full else 1):
            continue
        loaded = gridsat.loads(gid, group, "tents")
        out.append(_inst("tents", "tatham", f"{group} #{per_group[group]}", loaded.puzzle))
    for n in ([30, 50, 70, 100] if full else [30, 50]):
        (puzzle, _), gen = _timed(tb.plant, n, 0)
        out.append(_inst("tents", "planted", f"planted {n}x{n}", puzzle, gen))
    return out


def sudoku_instances(full: bool) -> list[Instance]:
    import sudoku_bench as sdb

    out = []
    folder = SHARED / "sudoku"
    for params in (["3x3de", "3x3db", "3x3di", "3x4db", "9jdb"] if full else ["3x3de", "3x3di", "3x4db", "9jdb"]):
        path = folder / f"ids_{params}.txt"
        if path.exists():
            for i, gid in enumerate(path.read_text().split()[:3 if full else 1], 1):
                loaded = gridsat.loads(gid, params, "sudoku")
                out.append(_inst("sudoku", "tatham", f"{params} #{i}", loaded.puzzle))
    for n, frac in ([(16, 0.6), (25, 0.5)] if full else [(16, 0.6)]):
        gen = sdb.Generator(n, 1)
        for k in range(2 if full else 1):
            (line, _), secs = _timed(gen.puzzle, max_tries=int(n * n * frac))
            loaded = gridsat.loads(line, f"generated {n}x{n}", "sudoku")
            out.append(_inst("sudoku", "generated", f"generated {n}x{n} #{k + 1}", loaded.puzzle, secs))
    return out


def edgematch_instances(full: bool) -> list[Instance]:
    from gridsat.encoders import edgematch as em

    out = [_inst("edgematch", "seed", "seed scramble 3x3",
                 gridsat.load(str(ROOT / "examples" / "edgematch-scramble-3x3.txt")).puzzle)]
    scramble = sorted((SHARED / "edgematch" / "scramble_607011").glob("*.txt"))
    for f in scramble[:None if full else 2]:
        out.append(_inst("edgematch", "shared", f"scramble {f.stem}", gridsat.load(str(f)).puzzle))
    if full:
        for f in sorted((SHARED / "edgematch" / "eternity2").glob("clue*.txt"))[:1]:
            out.append(_inst("edgematch", "shared", f"eternity2 {f.stem}", gridsat.load(str(f)).puzzle))
    sizes = [(3, 4), (4, 4), (5, 5), (6, 6), (7, 7)] if full else [(3, 4), (4, 4), (5, 5)]
    for n, c in sizes:
        for seed in range(1, 3 if full else 2):
            p, gen = _timed(em.generate, n, n, c, "colours", seed=seed, source=f"random {n}x{n}")
            out.append(_inst("edgematch", "generated", f"random {n}x{n} c={c} seed {seed}", p, gen))
    return out


def twentyfourseven_instances(full: bool) -> list[Instance]:
    out = [_inst("twentyfourseven", "example", "example 7x7",
                 gridsat.load(str(ROOT / "examples" / "twentyfourseven-7x7.txt")).puzzle)]
    if (SHARED / "twentyfourseven").is_dir():
        import twentyfourseven_bench as tfb

        for name, (doc, _) in tfb.puzzles().items():
            out.append(_inst("twentyfourseven", "shared", name, gridsat.loads(json.dumps(doc), name).puzzle))
    return out


def numberlink_instances(full: bool) -> list[Instance]:
    out = [_inst("numberlink", "example", "example 6x6",
                 gridsat.load(str(ROOT / "examples" / "numberlink-6x6.txt")).puzzle)]
    picks = [("inputs1", [1]), ("inputs4", [1, 2]), ("inputs2", [1])]
    if full:
        picks = [("inputs5", [18]), ("inputs1", [1, 2, 3]), ("inputs4", [1, 2, 3, 4]), ("inputs2", [1, 2]),
                 ("inputs7", [1]), ("inputs9", [1]), ("inputs4", [5])]
    for f, indices in picks:
        path = SHARED / "numberlink" / f
        if not path.exists():
            continue
        items = api.load_all(str(path))
        for i in indices:
            if i <= len(items) and not isinstance(items[i - 1], Exception):
                p = items[i - 1].puzzle
                out.append(_inst("numberlink", "shared", f"{f} #{i} ({p.width}x{p.height})", p))
    return out


def lightup_instances(full: bool) -> list[Instance]:
    """Unique puzzles from Tatham's generator (Debian sgt-puzzles), fixed seeds; none without it."""
    import shutil
    import subprocess

    exe = shutil.which("sgt-lightup") or shutil.which("/usr/games/sgt-lightup")
    if exe is None:
        missing("lightup: sgt-lightup is not installed, no instances")
        return []
    out = []
    sizes = [7, 10, 14, 20, 30, 40] if full else [7, 10, 14, 20]
    for n in sizes:
        params = f"{n}x{n}b20s2d{2 if n <= 20 else 1}"  # hard up to 20x20 (tricky above: quicker to make)
        (ids, gen) = _timed(subprocess.run, [exe, "--generate", "2" if full else "1", f"{params}#gridsat"],
                            capture_output=True, text=True, timeout=600)
        for i, gid in enumerate(ids.stdout.split(), 1):
            loaded = gridsat.loads(gid, params, "lightup")
            out.append(_inst("lightup", "tatham", f"{params} #{i}", loaded.puzzle, gen))
    return out


def slitherlink_instances(full: bool) -> list[Instance]:
    """Unique square-grid puzzles from Tatham's Loopy generator (Debian sgt-puzzles), fixed
    seeds: every difficulty (easy, normal, tricky, hard) at the preset sizes and 20x20, then
    hard ones of growing size up to 40x40; none without the generator."""
    import shutil
    import subprocess

    exe = shutil.which("sgt-loopy") or shutil.which("/usr/games/sgt-loopy")
    if exe is None:
        missing("slitherlink: sgt-loopy is not installed, no instances")
        return []
    sizes = [7, 10, 15, 20] if full else [7, 10, 20]
    params = [f"{n}x{n}t0d{d}" for n in sizes for d in "enth"]
    params += ["30x30t0dh", "40x40t0dh", "40x40t0de"] if full else ["40x40t0dh"]
    out = []
    for par in params:
        (ids, gen) = _timed(subprocess.run, [exe, "--generate", "2" if full else "1", f"{par}#gridsat"],
                            capture_output=True, text=True, timeout=600)
        for i, gid in enumerate(ids.stdout.split(), 1):
            loaded = gridsat.loads(gid, par, "slitherlink")
            out.append(_inst("slitherlink", "tatham", f"{par} #{i}", loaded.puzzle, gen))
    return out


# puzz.link Hashiwokakero URLs from public sources: noqx's example (T0nyX1ang/noqx), the
# cspuz solver's test (semiexp), the penpa-edit puzz.link parser tests (17x13, 41x19: four answers)
HASHI_URLS = [
    ("noqx 19x14", "https://puzz.link/p?hashi/19/14/2g2g3g3g2i2g3g2q2g2g1h3g2g3h2v2i3g2h1g2h1g2g3p2g23g2g2g2j2g2i2h2"
     "g3g3g33zh2h3g1h2g32h1g2g2h2j4g3h1h2l2g1j23g2h4g2g1h2h3g2o1g2h2p2g2i2k1g2g3g4j3h22g3h2"),
    ("cspuz 6x6", "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2"),
    ("penpa 17x13", "https://puzz.link/p?bridges/17/13/l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3"
     "h3r2j.h3g.g2"),
    ("penpa 41x19", "https://puzz.link/p?hashi/41/19/v3k6k3zzzk2i3g2o3i4zzw3i3g1m3k1i3g2zzs3g3i3k4s2g3g4zzzm3k2m3g2zzk"
     "3i5i1g3k2s3i2g3g4zzg4g3g1s4i3u3g5zzi2i2g2k1s3k1zzy1k4k1s1zzi2g1i2g4k4i4k4i6k4k4"),
]


def hashi_instances(full: bool) -> list[Instance]:
    """The example, puzz.link puzzles from public sources, and Tatham's generator (hard, fixed
    seeds; the no-loops setting too) at growing sizes."""
    import shutil
    import subprocess

    out = [_inst("hashi", "example", "example 9x9", gridsat.load(str(ROOT / "examples" / "hashi-9x9.txt")).puzzle)]
    for name, url in HASHI_URLS[:2 if not full else None]:
        out.append(_inst("hashi", "puzz.link", name, gridsat.loads(url, "url").puzzle))
    exe = shutil.which("sgt-bridges") or shutil.which("/usr/games/sgt-bridges")
    if exe is None:
        missing("hashi: sgt-bridges is not installed, no generated instances")
        return out
    sizes = [7, 10, 15, 20, 20, 30, 40, 60] if full else [7, 10, 15, 20, 20]
    for k, n in enumerate(sizes):
        params = f"{n}x{n}i30e10m2{'L' if k == 4 else ''}d2"  # the presets' hard setting; one without loops
        (ids, gen) = _timed(subprocess.run, [exe, "--generate", "2" if full else "1", f"{params}#gridsat"],
                            capture_output=True, text=True, timeout=600)
        for i, gid in enumerate(ids.stdout.split(), 1):
            out.append(_inst("hashi", "tatham", f"{params} #{i}", gridsat.loads(gid, params, "hashi").puzzle, gen))
    return out


def nonogram_instances(full: bool) -> list[Instance]:
    """puzz.link puzzles from public sources, Tatham's Pattern generator (fixed seed; none
    without it) at growing sizes, and planted pictures made unique (nonogram_bench.py)."""
    import nonogram_bench as ngb

    out = [_inst("nonogram", "puzz.link", name, p) for name, p in ngb.real()]
    for n in ([10, 15, 20, 25, 30] if full else [10, 15, 25, 30]):
        out += [_inst("nonogram", "tatham", name, p, gen) for name, p, gen in ngb.tatham(n)]
    for n in ([30, 50, 70] if full else [50]):
        name, p, gen = ngb.planted(n)
        out.append(_inst("nonogram", "planted", name, p, gen))
    return out


def hitori_instances(full: bool) -> list[Instance]:
    """Real puzzles: public puzz.link URLs (provenance in tests/test_hitori.py) and Tatham's
    Singles (Debian sgt-puzzles, fixed seeds) at its presets' sizes and 15x15 / 20x20; then
    generated ones of growing size (25x25, 30x30; 40x40 in the full suite)."""
    import shutil
    import subprocess

    urls = {"puzz.link 8x8 (puzzlekit)": "https://puzz.link/p?hitori/8/8/71138442272668312467718522477316433815556"
                                         "33245178631347515752264",
            "puzz.link 10x10 (noqx)": "https://puzz.link/p?hitori/10/10/1174453399113445756a2345678aa82513328aa8541"
                                      "7a698323227a9411566517a43236688115329986a115274aa99886611"}
    out = [_inst("hitori", "puzz.link", name, gridsat.loads(url, name).puzzle) for name, url in urls.items()]
    exe = shutil.which("sgt-singles") or shutil.which("/usr/games/sgt-singles")
    if exe is None:
        missing("hitori: sgt-singles is not installed, no Tatham instances")
        return out
    real = ["8x8dk", "10x10de", "10x10dk", "12x12de", "12x12dk", "15x15dk", "20x20de", "20x20dk"]
    grown = ["25x25dk", "30x30dk"] + (["40x40dk"] if full else [])
    for group, sizes in (("tatham", real), ("generated", grown)):
        for params in sizes:
            (ids, gen) = _timed(subprocess.run, [exe, "--generate", "2" if full else "1", f"{params}#gridsat"],
                                capture_output=True, text=True, timeout=600)
            for i, gid in enumerate(ids.stdout.split(), 1):
                out.append(_inst("hitori", group, f"{params} #{i}", gridsat.loads(gid, params, "hitori").puzzle, gen))
    return out


def _tatham(genre: str, exe_name: str, params: list[str], full: bool, group: str = "tatham") -> list[Instance]:
    """Puzzles from one of Tatham's generators (Debian sgt-puzzles), fixed seeds; none without it."""
    import shutil
    import subprocess

    exe = shutil.which(exe_name) or shutil.which(f"/usr/games/{exe_name}")
    if exe is None:
        missing(f"{genre}: {exe_name} is not installed, no Tatham instances")
        return []
    out = []
    for par in params:
        (ids, gen) = _timed(subprocess.run, [exe, "--generate", "2" if full else "1", f"{par}#gridsat"],
                            capture_output=True, text=True, timeout=600)
        for i, gid in enumerate(ids.stdout.split(), 1):
            out.append(_inst(genre, group, f"{par} #{i}", gridsat.loads(gid, par, genre).puzzle, gen))
    return out


def skyscrapers_instances(full: bool) -> list[Instance]:
    """Tatham's Towers (every difficulty; 9x9 is its largest), then generated boards of growing
    size beyond it: every clue read off a random Latin square (unique or not: both decide)."""
    import random

    from gridsat.encoders import skyscrapers as sky

    params = ["5de", "7du", "8du", "9de", "9dh", "9dx", "9du"]
    out = _tatham("skyscrapers", "sgt-towers", params, full)
    for n in ([10, 12, 15, 20] if full else [10, 12]):
        rng = random.Random(n)
        perm = [rng.sample(range(n), n) for _ in range(3)]  # rows, columns, symbols of a cyclic square
        square = [[perm[2][(perm[0][r] + perm[1][c]) % n] + 1 for c in range(n)] for r in range(n)]
        sides = [tuple(sky.count_seen([square[r][c] for r, c in sky.line_from(side, i, n)])
                       for i in range(n)) for side in sky.SIDES]
        p = sky.Puzzle(tuple((None,) * n for _ in range(n)), outside=dict(zip(sky.SIDES, sides)))
        out.append(_inst("skyscrapers", "generated", f"all clues {n}x{n}", p))
    return out


def futoshiki_instances(full: bool) -> list[Instance]:
    """Tatham's Unequal (every difficulty at 9x9, Adjacent mode too), then growing sizes."""
    params = ["5dt", "7dk", "9dt", "9dk", "9dx", "9dr", "9adk", "9adx"]
    grown = ["12dx", "20de"] + (["15dk", "25de"] if full else [])
    return _tatham("futoshiki", "sgt-unequal", params, full) + _tatham("futoshiki", "sgt-unequal", grown, full,
                                                                       "generated")


def masyu_instances(full: bool) -> list[Instance]:
    """Tatham's Pearl presets (fixed seed; none without sgt-pearl) and a 14x14 one, real puzz.link
    puzzles (20x20 to 40x40) and planted boards of growing size, stored in masyu_bench.py."""
    import shutil
    import subprocess

    import masyu_bench as mb

    out = []
    exe = shutil.which("sgt-pearl") or shutil.which("/usr/games/sgt-pearl")
    if exe is None:
        missing("masyu: sgt-pearl is not installed, no Tatham instances")
    for par in ([] if exe is None else ["6x6de", "6x6dt", "8x8de", "8x8dt", "10x10de", "10x10dt", "12x8de", "12x8dt"]):
        ids, gen = _timed(subprocess.run, [exe, "--generate", "3" if full else "1", f"{par}#gridsat"],
                          capture_output=True, text=True, timeout=600)
        for i, gid in enumerate(ids.stdout.split(), 1):
            out.append(_inst("masyu", "tatham", f"{par} #{i}", gridsat.loads(gid, par, "masyu").puzzle, gen))
    for gid in mb.TATHAM_LARGE:
        out.append(_inst("masyu", "tatham", f"{gid.split(':')[0]}dt stored", gridsat.loads(gid, "t", "masyu").puzzle))
    for name, url in mb.REAL.items():
        out.append(_inst("masyu", "puzz.link", name, gridsat.loads(url, name, "masyu").puzzle))
    for name, gid in mb.PLANTED.items():
        if full or int(name.split("x")[0].split()[-1]) <= 40:
            out.append(_inst("masyu", "planted", name, gridsat.loads(gid, name, "masyu").puzzle))
    return out


def kakuro_instances(full: bool) -> list[Instance]:
    """Puzzles from public sources (puzz.link URLs, kakuros.com) and planted ones made unique
    at growing sizes (kakuro_bench.py)."""
    import kakuro_bench as kb

    out = [_inst("kakuro", "public", name, p) for name, p in kb.real()]
    for n in ([10, 16, 20, 24] if full else [10, 16]):
        name, p, gen = kb.planted(n)
        out.append(_inst("kakuro", "planted", name, p, gen))
    return out


def kenken_instances(full: bool) -> list[Instance]:
    """Keen at every preset size and difficulty (fixed seeds; none without sgt-keen), then planted
    boards beyond Keen's 9x9 (benchmarks/kenken_bench.py)."""
    import kenken_bench as kb

    out = []
    presets = [f"{n}d{d}" for n in range(4, 10) for d in "enhxu"] if full else ["4de", "6dn", "6du", "9dn", "9dx", "9du"]
    for params in presets:
        for name, p, secs in kb.tatham(params):
            out.append(_inst("kenken", "tatham", name, p, secs))
    for n in ([12, 16, 20] if full else [12, 16]):
        p, secs = _timed(kb.planted, n, 0)
        out.append(_inst("kenken", "planted", f"planted {n}x{n}", p, secs))
    return out

def nurikabe_instances(full: bool) -> list[Instance]:
    """Real puzzles from public sources (puzz.link URLs and the puzzles of Stephan T. Lavavej's
    solver, provenance in nurikabe_bench.py; the 24x14 and 36x20 ones in the full suite), then
    generated ones of growing size (the genre's generator, fixed seeds)."""
    import nurikabe_bench as nkb

    out = [_inst("nurikabe", "real", name, p) for name, p in nkb.real(big=full)]
    for n in ([10, 15, 20, 25] if full else [10, 15, 20]):  # 30x30: minutes to make
        name, p, gen = nkb.generated(n)
        out.append(_inst("nurikabe", "generated", name, p, gen))
    return out


INSTANCES = {"starbattle": starbattle_instances, "tents": tents_instances, "sudoku": sudoku_instances,
             "edgematch": edgematch_instances, "twentyfourseven": twentyfourseven_instances,
             "numberlink": numberlink_instances, "lightup": lightup_instances,
             "slitherlink": slitherlink_instances, "hashi": hashi_instances,
             "nonogram": nonogram_instances, "hitori": hitori_instances,
             "skyscrapers": skyscrapers_instances, "futoshiki": futoshiki_instances,
             "masyu": masyu_instances, "kakuro": kakuro_instances, "kenken": kenken_instances,
             "nurikabe": nurikabe_instances}


def available_genres() -> list[str]:
    """The genres of this suite that are registered in gridsat (numberlink may not be yet)."""
    return [g for g in GENRES if gridsat.encoders.canonical(g)]


# -- running one instance ---------------------------------------------------------------------------

def same_answer(inst: Instance, a, b) -> bool:
    """Equal answers; edge matching compares what is seen (identical tiles are interchangeable)."""
    if inst.genre == "edgematch":
        from gridsat.encoders.edgematch import appearance
        return appearance(inst.loaded.puzzle, a) == appearance(inst.loaded.puzzle, b)
    return a == b


def run_gridsat(inst: Instance, timeout: float, options: EncodeOptions | None = None) -> dict:
    first: list[float] = []
    t0 = time.perf_counter()
    try:
        rep = api.solve(inst.loaded, "unique", options=options, timeout=timeout,
                        on_solution=lambda s: first.append(time.perf_counter()))
    except api.UnverifiedAnswer as e:
        return {"status": "UNVERIFIED", "error": str(e)}
    end = time.perf_counter()
    enc = rep.stats["encode_seconds"]
    out = {"status": rep.status, "variables": rep.stats["variables"], "clauses": rep.stats["clauses"],
           "encode_s": enc, "solutions": rep.solutions}
    if rep.status in DECIDED:
        out["total_s"] = end - t0
        out["solve_s"] = (first[0] if first else end) - t0 - enc
        out["unique_s"] = end - first[0] if first else 0.0
        # time outside the SAT calls: reading options, encoding, loading the solver, decoding,
        # checking, building the report (everything the search itself does not need)
        out["outside_s"] = max(0.0, out["total_s"] - rep.stats["solve_seconds"])
    return out


def run_cpsat(inst: Instance, timeout: float, workers: int) -> dict:
    from . import cpsat_models

    r = cpsat_models.solve_unique(inst.genre, inst.loaded.puzzle, timeout, workers)
    out = {"status": r.status, "variables": r.variables, "constraints": r.constraints,
           "build_s": r.build_s, "solutions": r.solutions}
    for sol in r.solutions:  # CP-SAT answers go through the same checker
        problems = inst.loaded.genre.check(inst.loaded.puzzle, sol)
        if problems:
            out["status"] = "UNVERIFIED"
            out["error"] = problems[0]
    if out["status"] in DECIDED:
        out.update(total_s=r.total_s, solve_s=r.solve_s, unique_s=r.unique_s)
    return out


def median(values) -> float | None:
    vals = [v for v in values if v is not None]
    return statistics.median(vals) if vals else None


def bench_instance(inst: Instance, timeout: float, repeats: int, workers: int) -> dict:
    g_runs: list[dict] = []
    c_runs: list[dict] = []
    for k in range(repeats):
        order = ("g", "c") if k % 2 == 0 else ("c", "g")
        for who in order:
            runs = g_runs if who == "g" else c_runs
            if runs and runs[0]["status"] not in DECIDED:
                continue  # a timeout (or a failure) is not waited for again
            progress(f"  {inst.genre} {inst.name}: {'gridsat' if who == 'g' else 'CP-SAT'} run {k + 1}")
            runs.append(run_gridsat(inst, timeout) if who == "g" else run_cpsat(inst, timeout, workers))
    g, c = g_runs[0], c_runs[0]
    row: dict[str, Any] = {
        "genre": inst.genre, "group": inst.group, "name": inst.name, "cells": inst.cells,
        "generate_s": inst.generate_s,
        "variables": g.get("variables"), "clauses": g.get("clauses"),
        "status": g["status"], "cp_status": c["status"],
        "cp_variables": c.get("variables"), "cp_constraints": c.get("constraints"),
        "runs": len(g_runs), "cp_runs": len(c_runs),
    }
    for key in ("encode_s", "solve_s", "unique_s", "total_s", "outside_s"):
        row[key] = median(r.get(key) for r in g_runs)
    for key in ("build_s", "solve_s", "unique_s", "total_s"):
        row["cp_" + key] = median(r.get(key) for r in c_runs)
    if row["total_s"] and row["cp_total_s"]:
        row["ratio"] = row["cp_total_s"] / row["total_s"]
    problems = [r["error"] for r in g_runs + c_runs if "error" in r]
    agree = None
    if g["status"] in DECIDED and c["status"] in DECIDED:
        agree = g["status"] == c["status"]
        if agree and g["status"] == "unique":
            agree = same_answer(inst, g["solutions"][0], c["solutions"][0])
    statuses = {r["status"] for r in g_runs} | {"cp:" + r["status"] for r in c_runs}
    # a run that reached the time limit decided nothing: only two different verdicts disagree
    if len({r["status"] for r in g_runs} & DECIDED) > 1 or len({r["status"] for r in c_runs} & DECIDED) > 1:
        problems.append(f"verdicts differ between repeats: {sorted(statuses)}")
    if agree is False or problems:
        row["problem"] = "; ".join(problems) or (f"gridsat says {g['status']}, CP-SAT says {c['status']}"
                                                 if g["status"] != c["status"] else "different unique answers")
        print(f"DISAGREEMENT / FAILURE on {inst.genre} {inst.name}: {row['problem']}", file=sys.stderr)
    row["agree"] = agree if not problems else False
    return row


# -- encoding comparison ----------------------------------------------------------------------------

# genre -> (instance name prefixes to try, in order; option; values)
ENCODING_TABLES = {
    "nurikabe": (["cspuz 10x10", "nikoli_6"], "island_rule", ["each", "one"]),
    "kakuro": (["kakuros.com 20x20", "noqx 16x16"], "run_sums", ["sets", "pb"]),
    "nonogram": (["planted 50x50", "puzz.link 50x45"], "runs", ["starts", "automaton"]),
    "starbattle": (["14x14-normal #1", "10x10-normal #1", "planted 20x20"], "card",
                   ["auto", "seqcounter", "totalizer", "cardnetwrk", "sortnetwrk", "mtotalizer"]),
    "tents": (["20x20de #1", "15x15de #1", "planted 30x30"], "card",
              ["auto", "seqcounter", "totalizer", "cardnetwrk", "sortnetwrk"]),
    "sudoku": (["generated 25x25 #1", "generated 16x16 #1"], "card",
               ["auto", "pairwise", "seqcounter", "totalizer", "ladder"]),
    "numberlink": (["inputs4 #2", "inputs2 #1", "inputs1 #1", "example"], "connect",
                   ["auto", "lazy", "rank", "distance"]),
    "twentyfourseven": (["2023 Four-in-One", "2018 original", "example"], "connect+pb",
                        [("connect", "lazy"), ("connect", "rank"), ("connect", "distance"),
                         ("pb", "adder"), ("pb", "bdd"), ("pb", "seqcounter"), ("pb", "totalizer")]),
}


def encoding_table(genre: str, instances: list[Instance], timeout: float, repeats: int, full: bool) -> dict | None:
    spec = ENCODING_TABLES.get(genre)
    if not spec:
        return None
    prefixes, option, values = spec
    if genre == "twentyfourseven" and not full:
        prefixes = prefixes[1:]  # the Four-in-One takes seconds per run; the quick suite uses the 7x7
    inst = next((i for p in prefixes for i in instances if i.name.startswith(p)), None)
    if inst is None:
        return None
    rows = []
    for value in values:
        opt, val = value if isinstance(value, tuple) else (option, value)
        options = EncodeOptions(**{opt: val})
        progress(f"  encodings {genre} {inst.name}: --{opt} {val}")
        try:
            model = api.compile_model(inst.loaded, options).model
        except Exception as e:  # an encoding may refuse (e.g. pairwise on a big bound)
            rows.append({"option": opt, "value": val, "status": "refused", "note": str(e)[:80]})
            continue
        size = model.stats()
        del model
        runs = []
        for _ in range(repeats):
            r = run_gridsat(inst, timeout, options)
            runs.append(r)
            if r["status"] not in DECIDED:
                break
        rows.append({"option": opt, "value": val, "status": runs[0]["status"],
                     "variables": size["variables"], "clauses": size["clauses"],
                     "encode_s": median(r.get("encode_s") for r in runs),
                     "total_s": median(r.get("total_s") for r in runs)})
    return {"genre": genre, "instance": inst.name, "cells": inst.cells, "rows": rows}


# -- the suite --------------------------------------------------------------------------------------

SUITES = {  # per-instance time limit, repeats
    "quick": {"timeout": 10.0, "repeats": 1},
    "full": {"timeout": 30.0, "repeats": 3},
}


def machine() -> dict:
    import ortools
    import pysat

    return {"platform": platform.platform(), "machine": platform.machine(),
            "processor": platform.processor() or None, "cpus": os.cpu_count(),
            "python": platform.python_version(), "gridsat": gridsat.__version__,
            "python-sat": pysat.__version__, "ortools": ortools.__version__}


def worker_overhead(runs: int = 7) -> dict:
    """The fixed cost of the time-limited path: ``api.solve`` on a tiny puzzle with and without
    a timeout (with one, the search runs in conflict-budget slices)."""
    loaded = gridsat.load(str(ROOT / "examples" / "tents-6x6.txt"))
    out = {}
    for label, t in (("in_process_s", None), ("with_timeout_s", 10.0)):
        times = []
        for _ in range(runs):
            t0 = time.perf_counter()
            api.solve(loaded, "unique", timeout=t)
            times.append(time.perf_counter() - t0)
        out[label] = statistics.median(times)
    return out


def run_suite(suite: str, genres: list[str], timeout: float | None = None, repeats: int | None = None,
              workers: int | None = None, encodings: bool = True) -> dict:
    full = suite == "full"
    timeout = timeout or SUITES[suite]["timeout"]
    repeats = repeats or SUITES[suite]["repeats"]
    workers = workers or os.cpu_count() or 1
    meta = {"suite": suite, "date": datetime.now().astimezone().isoformat(" ", "seconds"),
            "command": " ".join(["python -m benchmarks", *sys.argv[1:]]),
            "timeout": timeout, "repeats": repeats, "cpsat_workers": workers,
            "load_start": os.getloadavg(), **machine()}
    t0 = time.perf_counter()
    rows, tables, skipped = [], [], []
    MISSING.clear()
    absent = [g for g in SHARED_GENRES if g in genres and not (SHARED / g).is_dir()]
    if absent:
        missing(f"shared instances: no {SHARED.relative_to(ROOT.parent)}/<genre> folder for {', '.join(absent)}, "
                "so no real puzzles of these (generated and bundled ones only)")
    for genre in genres:
        if not gridsat.encoders.canonical(genre):
            skipped.append(genre)
            print(f"skipping {genre}: not registered in gridsat yet", file=sys.stderr)
            continue
        progress(f"{genre}: making instances ...")
        instances = INSTANCES[genre](full)
        if instances:  # warm up imports and caches on the smallest instance (not measured)
            small = min(instances, key=lambda i: i.cells)
            run_gridsat(small, timeout)
            run_cpsat(small, timeout, workers)
        for inst in instances:
            rows.append(bench_instance(inst, timeout, repeats, workers))
        if encodings:
            table = encoding_table(genre, instances, timeout, repeats, full)
            if table:
                tables.append(table)
    meta["worker_overhead"] = worker_overhead()
    meta["load_end"] = os.getloadavg()
    meta["wall_s"] = round(time.perf_counter() - t0, 1)
    meta["skipped_genres"] = skipped
    meta["missing_sources"] = list(MISSING)
    return {"meta": meta, "rows": rows, "encodings": tables}


# -- the report ------------------------------------------------------------------------------------

def fmt(x, digits: int = 3) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def geomean(xs) -> float | None:
    xs = [x for x in xs if x]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def headline(doc: dict) -> list[dict]:
    """One line per genre: medians over the instances both solvers decided, slopes, wins."""
    from .plots import fit_slope

    out = []
    rows = doc["rows"]
    for genre in dict.fromkeys(r["genre"] for r in rows):
        mine = [r for r in rows if r["genre"] == genre]
        both = [r for r in mine if r.get("ratio")]
        g_fit = fit_slope([(r["cells"], r["total_s"]) for r in mine if r.get("total_s")])
        c_fit = fit_slope([(r["cells"], r["cp_total_s"]) for r in mine if r.get("cp_total_s")])
        out.append({
            "genre": genre, "instances": len(mine),
            "cells": f"{min(r['cells'] for r in mine)}–{max(r['cells'] for r in mine)}",
            "decided_gridsat": sum(r["status"] in DECIDED for r in mine),
            "decided_cpsat": sum(r["cp_status"] in DECIDED for r in mine),
            "both": len(both),
            "gridsat_median_s": median(r["total_s"] for r in both),
            "outside_median_s": median(r.get("outside_s") for r in both),
            "cpsat_median_s": median(r["cp_total_s"] for r in both),
            "ratio_median": median(r["ratio"] for r in both),
            "ratio_geomean": geomean(r["ratio"] for r in both),
            "gridsat_faster": sum(r["ratio"] > 1 for r in both),
            "slope_gridsat": g_fit[0] if g_fit else None, "slope_cpsat": c_fit[0] if c_fit else None,
            "disagreements": sum(r.get("agree") is False for r in mine),
        })
    return out


def markdown(doc: dict, plot_names: dict[str, str] | None = None) -> str:
    m = doc["meta"]
    plot_names = plot_names or {}
    out = [f"# gridsat vs CP-SAT ({m['suite']} suite)", "",
           f"- date: {m['date']}; command: `{m['command']}`; wall time {m['wall_s']} s",
           f"- machine: {m['platform']} ({m['machine']}), {m['cpus']} CPUs; Python {m['python']}, "
           f"gridsat {m['gridsat']}, python-sat {m['python-sat']}, OR-Tools {m['ortools']}",
           f"- load average (1, 5, 15 min) at the start {', '.join(f'{x:.2f}' for x in m['load_start'])}; "
           f"at the end {', '.join(f'{x:.2f}' for x in m['load_end'])}.  Other jobs share this machine: "
           "times are noisy, medians are quoted.",
           f"- job: solution + uniqueness verdict, per instance time limit {m['timeout']:g} s, "
           f"{m['repeats']} repeat(s) per solver (alternating; medians; a run that reached the limit "
           f"is not repeated).  gridsat: `api.solve(mode='unique', timeout=...)`, the genre's default "
           f"python-sat solver (CaDiCaL 1.9.5; glucose4 for Twenty-Four-Seven and Numberlink), in-process, searching in conflict-budget slices to honour the limit.  CP-SAT: `benchmarks/cpsat_models.py`, "
           f"`num_workers={m['cpsat_workers']}` (the machine's CPU count; CP-SAT runs a portfolio in "
           f"parallel, gridsat's SAT solver uses one core), `max_time_in_seconds` = what is left of the limit.",
           "- *ratio* = CP-SAT seconds / gridsat seconds for the same job (> 1: gridsat is faster). "
           "Both answers pass the genre's checker; verdicts (and unique answers) agree unless flagged.",
           ]
    if m.get("worker_overhead"):
        w = m["worker_overhead"]
        out.append(f"- fixed cost of gridsat's time-limited path: `api.solve(mode='unique')` on "
                   f"examples/tents-6x6.txt takes {w['in_process_s'] * 1000:.0f} ms in-process and "
                   f"{w['with_timeout_s'] * 1000:.0f} ms with a timeout (budgeted slices).")
    if m.get("skipped_genres"):
        out.append(f"- skipped (not registered in gridsat yet): {', '.join(m['skipped_genres'])}")
    for note in m.get("missing_sources", ()):
        out.append(f"- instances left out: {note}")
    bad = [r for r in doc["rows"] if r.get("agree") is False]
    out += ["", "## Headline", "",
            "| genre | instances | cells | decided (gridsat / CP-SAT) | gridsat median s | "
            "of which outside SAT calls | CP-SAT median s | "
            "ratio median | ratio geo-mean | gridsat faster | slope gridsat | slope CP-SAT |",
            "|---|---:|---|---|---:|---:|---:|---:|---:|---|---:|---:|"]
    for h in headline(doc):
        out.append(f"| {h['genre']} | {h['instances']} | {h['cells']} | {h['decided_gridsat']} / "
                   f"{h['decided_cpsat']} | {fmt(h['gridsat_median_s'])} | {fmt(h.get('outside_median_s'))} | "
                   f"{fmt(h['cpsat_median_s'])} | "
                   f"{fmt(h['ratio_median'], 1)} | {fmt(h['ratio_geomean'], 1)} | "
                   f"{h['gridsat_faster']} of {h['both']} | {fmt(h['slope_gridsat'], 2)} | "
                   f"{fmt(h['slope_cpsat'], 2)} |")
    out += ["", "Medians and ratios over the instances both decided; slopes are fitted on log-log "
            "time vs cells over every instance the solver decided (see the plots).  Instances that "
            "reached the time limit are left out of a fit, so a solver with timeouts looks better "
            "there than it is: read the *decided* column with the slope.", ""]
    if bad:
        out += ["## DISAGREEMENTS / FAILURES", ""]
        out += [f"- **{r['genre']} {r['name']}**: {r['problem']}" for r in bad]
        out.append("")
    else:
        out += ["No disagreement: every answer passed the checker, and wherever both decided, the "
                "verdicts (and unique answers) agree.", ""]
    for genre in dict.fromkeys(r["genre"] for r in doc["rows"]):
        mine = [r for r in doc["rows"] if r["genre"] == genre]
        out += [f"## {genre}", ""]
        if genre in plot_names:
            out += [f"![{genre} scale curve]({plot_names[genre]})", ""]
        out += ["| instance | cells | vars | clauses | encode s | solve s | unique s | outside SAT s | gridsat s | "
                "verdict | CP-SAT build s | CP-SAT solve s | CP-SAT unique s | CP-SAT s | CP-SAT verdict | ratio | agree |",
                "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---|---:|---|"]
        for r in mine:
            agree = {True: "yes", False: "**NO**", None: "—"}[r.get("agree")]
            out.append(f"| {r['name']} | {r['cells']} | {r['variables'] or '—'} | {r['clauses'] or '—'} | "
                       f"{fmt(r['encode_s'])} | {fmt(r['solve_s'])} | {fmt(r['unique_s'])} | "
                       f"{fmt(r.get('outside_s'))} | {fmt(r['total_s'])} | {r['status']} | {fmt(r['cp_build_s'])} | {fmt(r['cp_solve_s'])} | "
                       f"{fmt(r['cp_unique_s'])} | {fmt(r['cp_total_s'])} | {r['cp_status']} | "
                       f"{fmt(r.get('ratio'), 1)} | {agree} |")
        out.append("")
    if doc["encodings"]:
        out += ["## Encoding choices (gridsat, same job)", "",
                "One representative instance per genre where `--card`, `--connect` or `--pb` matter; "
                "`auto` is the default.  Fuller per-genre comparisons: "
                "[starbattle](starbattle.md), [tents](tents.md), [sudoku](sudoku.md), "
                "[numberlink](numberlink.md) / [quick](numberlink-quick.md), "
                "[twentyfourseven](twentyfourseven.md), [edgematch](edgematch.md).", ""]
        for t in doc["encodings"]:
            out += [f"### {t['genre']}: {t['instance']} ({t['cells']} cells)", "",
                    "| option | vars | clauses | encode s | total s | verdict |", "|---|---:|---:|---:|---:|---|"]
            for r in t["rows"]:
                if r["status"] == "refused":
                    out.append(f"| --{r['option']} {r['value']} | | | | | refused: {r['note']} |")
                else:
                    out.append(f"| --{r['option']} {r['value']} | {r['variables']} | {r['clauses']} | "
                               f"{fmt(r['encode_s'])} | {fmt(r['total_s'])} | {r['status']} |")
            out.append("")
    return "\n".join(out) + "\n"


def to_json(doc: dict) -> str:
    return json.dumps(doc, indent=1, default=str) + "\n"


# -- the summary docs/benchmarks.md quotes ----------------------------------------------------------
# The page's tables of the stored runs are written from the JSON (``python -m benchmarks --from-json
# FILE``, and every run), between markers naming the file; tests/test_bench_docs.py checks that
# the page holds what the stored JSON gives.

DOCS = ROOT / "docs" / "benchmarks.md"
DOCS_BEGIN = "<!-- generated from {source} (python -m benchmarks --from-json {source}): do not edit -->"
DOCS_END = "<!-- end of the part generated from {source} -->"


def _source(path: Path) -> str:
    path = Path(path).resolve()
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)


def docs_summary(doc: dict, source: str) -> str:
    """The paragraph and table docs/benchmarks.md quotes for the stored run ``doc`` (read from
    ``source``): what ran, where, and the headline per genre."""
    m = doc["meta"]
    heads = headline(doc)
    loads = [m["load_start"][0], m["load_end"][0]]
    genres = [h["genre"] for h in heads]
    which = "every genre" if set(GENRES) <= set(genres) else f"{len(genres)} genres"
    runs = f"medians of {m['repeats']} alternating runs" if m["repeats"] > 1 else "one run per solver"
    report = Path(source).with_suffix(".md").as_posix()
    lead = "The quick suite" if m["suite"] == "quick" else f"The last {m['suite']} suite"
    text = (f"{lead}, {which} (`{m['command']}`, {m['date'][:10]}, {m['cpus']} CPUs with a load average of "
            f"{min(loads):.1f} to {max(loads):.1f}, a {m['timeout']:g} s limit per instance, {runs}; CP-SAT with "
            f"`num_workers={m['cpsat_workers']}`, gridsat's SAT solver on one core; `{report}`).  *Ratio* is "
            "CP-SAT's time over gridsat's, over the instances both decided (above 1: gridsat is faster).")
    bad = [r for r in doc["rows"] if r.get("agree") is False]
    text += (f"  There were {len(bad)} disagreements or failures: see the report." if bad
             else "  There were no disagreements.")
    slower = [r for r in doc["rows"] if r.get("ratio") and r["ratio"] <= 1]
    if not slower:
        text += "  gridsat was faster on every instance both decided."
    elif len(slower) <= 4:
        text += (f"  CP-SAT was as fast or faster on {len(slower)} instance{'s' * (len(slower) > 1)}: "
                 + "; ".join(f"{r['genre']} {r['name']} (ratio {r['ratio']:.2f})" for r in slower) + ".")
    else:
        text += f"  CP-SAT was as fast or faster on {len(slower)} of {sum(h['both'] for h in heads)} instances."
    for note in m.get("missing_sources", ()):
        text += f"  Left out: {note}."
    out = [text, "",
           "| genre | instances (cells) | decided gridsat / CP-SAT | gridsat median s | of which outside SAT "
           "calls | CP-SAT median s | ratio median | gridsat faster |",
           "|---|---|---|---:|---:|---:|---:|---|"]
    for h in heads:
        out.append(f"| {h['genre']} | {h['instances']} ({h['cells']}) | "
                   f"{h['decided_gridsat']} / {h['decided_cpsat']} | {fmt(h['gridsat_median_s'])} | {fmt(h.get('outside_median_s'))} | {fmt(h['cpsat_median_s'])} | "
                   f"{fmt(h['ratio_median'], 1)} | {h['gridsat_faster']} of {h['both']} |")
    return "\n".join(out)


def docs_block(doc: dict, source: str) -> str:
    """``docs_summary`` between the markers that name ``source``."""
    return "\n".join([DOCS_BEGIN.format(source=source), docs_summary(doc, source), DOCS_END.format(source=source)])


def docs_with(text: str, doc: dict, source: str) -> str | None:
    """``text`` (the page) with the part generated from ``source`` written again from ``doc``;
    None when the page has no such part."""
    begin, end = DOCS_BEGIN.format(source=source), DOCS_END.format(source=source)
    i = text.find(begin)
    j = text.find(end, i)
    if i < 0 or j < 0:
        return None
    return text[:i] + docs_block(doc, source) + text[j + len(end):]


def update_docs(doc: dict, path: Path) -> bool:
    """Rewrite the part of docs/benchmarks.md generated from the stored run at ``path`` (the
    JSON); False when the page quotes no such file."""
    if not DOCS.is_file():
        return False
    text = DOCS.read_text()
    new = docs_with(text, doc, _source(path))
    if new is None:
        return False
    if new != text:
        DOCS.write_text(new)
    return True
