"""Kakuro instances for the benchmark suite, and the comparison of the encodings (the two
``--run-sums`` encodings, with and without working out the digits before encoding, and the
``required-digits`` implied constraint).

Instances: puzzles from public sources (provenance below; sizes count the frame of clue
cells) and planted ones made unique (``gridsat.encoders.kakuro.generate.unique_planted``).

    python benchmarks/kakuro_bench.py            # the encodings on every instance
"""
from __future__ import annotations

import statistics
import sys
import time

import gridsat
from gridsat.encoders import EncodeOptions
from gridsat.encoders.kakuro.generate import unique_planted

REAL = [
    # T0nyX1ang/noqx, the Kakuro solver's example (solver/kakuro.py): 15x15 inside the frame
    ("noqx 16x16", "https://puzz.link/p?kakuro/15/15/m-dm.ffl-7l9-mQjmIBmbam-anWZs.jSpBjo.7goP4lJ9m..nAjo74lf-.lUU"
                   "rF9l7-qHNq-clKTrO4l.-clgIoibn.JbmHglfgo.gOo7NpA-.s7Hnb-m-fm-7m-7m-hl-4l.-Dm-Em46BfgJjhSK79"
                   "acVZD"),
    # swaroopg92/penpa-edit, test/public/puzz_link_parser.js ("Kakuro 1" and "Kakuro 2")
    ("penpa-edit 11x17", "https://puzz.link/p?kakuro/10/16/70Z3lg7ma0.sE0ladnQapgOoJgo6aoSfoZ0.ofgmJ0mcCvVim0EmC"
                         "OoD0bho77oIfoa0ogJp4Knhal0Zs.0am0gl..5IDccZ4HhiDBcgd"),
    ("penpa-edit 12x12", "https://puzz.link/p?kakuro/11/11/.6Bn.HDm4go3Er6go70mFOqj0Can6apOclg4lfapabna0h0qAdm3M"
                         "odAr0Oo.m.0an..geajgTga74CIac"),
    # kakuros.com random 15x15 and 20x20, as stored in MarcelGarus/kakuro (kakuros/15x15.kakuro,
    # kakuros/20x20.kakuro), written here as puzz.link URLs by gridsat
    ("kakuros.com 15x15", "https://puzz.link/p?kakuro/14/14/E-ccm-blg-.GdrhhmDfp.-alh--gm...lb-.-hl7--gl...-4l6-h"
                          "--dlEhl.3-g-.-cm7--emE-Jbl3-ghnD8l3Bra9l-Fn..l.bcmh--jmD-...-5l-fl4-.-8l7-..-6lh--bl"
                          "6-.-blh-4-gcmg-43lg-hap-hm-Fr..-cl-Am..3h6g34h3Dd9gbFh"),
    ("kakuros.com 20x20", "https://puzz.link/p?kakuro/19/19/..-7l.6gl4--cl...6-h-g-..-bl4BnE9lD-.-imb-M-h-7cm.-al"
                          "47l.6jq35l.g-3Dn73l..oh-.-An-fmE-..l-emD--8l.3-g-DcmD-6-lg-.-hlE-.h-binajm-dlA-.-hlbKo"
                          "3Bn.-gl4--KoD--bm-alC-6--4lD--alh8lE--5lh-..lbbmh-4Io.-ali-.n7Ho-hlg-.-ela-m6Cn.3-h--g"
                          "l4-C--3l.-bmE-.3-E9l.-Amg6l..DcmJjn.B-gDog-49l-Enh-.-glDBq.-gl4hl3-gBm4-...m..-bl-Cn-b"
                          "l........-al.-bl.-al...3DghgbBDb67Bbih"),
]


def real() -> list[tuple[str, object]]:
    return [(name, gridsat.loads(url, name).puzzle) for name, url in REAL]


def planted(n: int, seed: int = 0) -> tuple[str, object, float]:
    t0 = time.perf_counter()
    p = unique_planted(n, n, seed)
    return f"planted {n}x{n} seed {seed}", p, time.perf_counter() - t0


VARIANTS = {
    "sets (default)": EncodeOptions(),
    "sets, full domains": EncodeOptions(extra={"kakuro_full": True}),
    "pb": EncodeOptions(run_sums="pb"),
    "pb, full domains": EncodeOptions(run_sums="pb", extra={"kakuro_full": True}),
    "sets, full domains, required-digits": EncodeOptions(extra={"kakuro_full": True},
                                                         parts={"required-digits": True}),
}


def compare(repeats: int = 3) -> None:
    """Median time (answer + uniqueness) and formula size of each variant per instance."""
    instances = real() + [(name, p) for n in (10, 16, 20) for name, p, _ in [planted(n)]]
    print("| instance | encoding | variables | clauses | total s |")
    print("|---|---|---:|---:|---:|")
    gridsat.solve(instances[0][1], "unique")  # warm up
    for name, p in instances:
        for label, options in VARIANTS.items():
            times = []
            for _ in range(repeats):
                t0 = time.perf_counter()
                r = gridsat.solve(p, "unique", options=options, timeout=120)
                times.append(time.perf_counter() - t0)
            assert r.status == "unique", (name, label, r.status)
            print(f"| {name} | {label} | {r.stats['variables']} | {r.stats['clauses']} | "
                  f"{statistics.median(times):.3f} |", flush=True)


if __name__ == "__main__":
    compare(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
