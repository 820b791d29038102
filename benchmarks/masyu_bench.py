"""Masyu instances for the benchmark suite (``benchmarks/suite.py``), and the planted generator.

    python benchmarks/masyu_bench.py plant N [--seed S] [--budget K]   # print a new planted ID
    python benchmarks/masyu_bench.py time [--timeout S]                # gridsat on every stored one

Three families:

* Simon Tatham's Pearl generator (``sgt-pearl --generate``), run by the suite at every preset
  (6x6 to 12x8, easy and tricky).  Above that it gets slow: ``14x14dt`` took 40 s here (the ID
  below is stored), ``16x16de`` and ``20x20de`` did not finish within 5 minutes, ``40x40de``
  not within 15.
* Real published puzzles as puzz.link URLs (below, with their provenance).
* Planted boards of growing size, made by :func:`plant` and stored below (making one takes a
  uniqueness check per clue-removal step, up to minutes at 60x60, so the suite reads them):
  a random loop grown from a 2x2 square by random detours until it covers 80% of the cells;
  every loop cell that can carry a pearl gets one (a straight cell next to a turn: white; a
  turn between two straight cells: black).  That is not always unique: while another answer
  exists, its pearls are planted instead, or, when it allows the same pearls, the loop grows
  by a few more detours (up to 30 times, else a new loop).  Then pearls are taken away in
  random batches as long as the answer stays unique (gridsat decides): the batch doubles
  after a success and halves after a refusal (a single pearl refused stays), within a budget
  of checks.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

import gridsat
from gridsat.encoders import masyu as ms

# made with `sgt-pearl --generate 1 14x14dt` (Debian sgt-puzzles 20230122), 40 s
TATHAM_LARGE = [
    "14x14:BcWcWmWaWaWWBaBaWWlWaWcBbWWWaBfBjWaBaBaBcBaWaWbBcWaWcBbBaWbBgWdWcBcBbBbBaWaWBaBnWgBaBdBcBaBcBBgB",
]

# Real puzzles.  The first: the "masyu-20x20-6613546" puzzle of the puzzlekit-web dataset page test
# (github.com/SmilingWayne/puzzlekit-web, src/app/DatasetPage.test.tsx).  The others: puzzles of
# www.puzzle-masyu.com as collected in github.com/SmilingWayne/puzzlekit-dataset
# (assets/data/Masyu/Masyu_dataset_000.json: "20x20 Hard", "25x25 Hard", the 30x30 "Special Daily"
# of 2026-08-12 and the 40x40 "Special Monthly" of 2026-08-01), written here as puzz.link URLs.
REAL = {
    "puzzlekit 20x20 #6613546": "https://puzz.link/p?mashu/20/20/i000006303j0215600c0031070269c30i0009069i200o99213300c4004c9100l000610j96i900366k3991300969a1010c200j0c009i00190000b01606j1006c0904000",
    "puzzle-masyu.com 20x20 hard": "https://puzz.link/p?mashu/20/20/i3420600010039009j30b693ic9066030190i90101900a35c906060009i3iaa090900203136j16j016961903000i301a6919f09070019ij13000109b61000091096900",
    "puzzle-masyu.com 25x25 hard": "https://puzz.link/p?mashu/25/25/30j19009000093i0b3e03631a067l020j391ici02066504i0a10i990c603076300ba32105b939010934090913300612e10099626f0a3011a0934090i07c933i23i07300i1059073009301010c9i11o0203f90j301060i0397l9109310j01100c009059700o0630600",
    "puzzle-masyu.com 30x30 daily": "https://puzz.link/p?mashu/30/30/06330a0l099060003100960275319b0406090010133c10j0i90263ja10630000f9194c663a9040i0630003006000b0l26003f20k00901c26009b1a900493420020001100c0j61000a949000ikc01903036i0oi0j220000200362602609i1i90b0m90300040200a1010140a0j939i0c01033102395340906094000002i90i09a0kj16i6461820001i0i0003i60ca1039900i0100a00o3",
    "puzzle-masyu.com 40x40 monthly": "https://puzz.link/p?mashu/40/40/203010106330233c0a00c030c003109060609099003060409i0i139i61a940060061591c0019i0k6c0k12281310i006000930c60100902560ia016c3120600ig15909900930000b0f01i6091910b0a09i40i2ia6c00119106300001c3020a903230013i00006201i10i1336300100201100566e6262030j0103000if1962b1309c30900f700660i0b0209i0300a303id13b66610259004300f303cb30c9010900i4300a090003j60090009bj3909690n06009a1030271030j6930061009i1219i0369c50i6a013f30k00006099103100b602i09j0a000002006000i060i900760ib09002569309j00a00600jk06i11010i032i6006241320009f600164000l6013160002090i0i01603190",
}

# Planted boards made by `python benchmarks/masyu_bench.py plant N` (seed 0, budget 60); all unique.
PLANTED: dict[str, str] = {
    "planted 20x20": (  # 163 pearls
        "20x20:fWcWaBWaWaBWbWBWWaWeWcWWbWbWBWWbWWBWaBhBWBbBWaWeWWbWWbWWWWbBWbWbWcBWWBWbWbBbWeWaWWBBWaWbWa"
        "WaWbWcWaWbWBWaBWWbWfWWWWWBWaBWWaWaWBbWhWdBWaBWdWaWcWWaWWcWbWaWbBaWeBbWBbWhWcWaWWaWaWbWWBaWBbWWbB"
        "WbWhWaWcBWbBaWdWcWdBbWWcWBWbWcWWcWBBWbWWBWWbWdWaWbWgWaWaWaWBaWbWaWeBWcWaWc"
    ),
    "planted 30x30": (  # 429 pearls
        "30x30:aWWdWaWbWaBWBbBWBcWbWaWaWaWdWaWbWaWdWWdWWaWaWWBBWfWBbWWWaWWBWaWcBWaWBWbWWWBWaBWfBcBWaWdWaW"
        "WaWWcWBWBdWWfWWWeWbWWWbWWaWWaWWBWWWWWcWcWaWWBaWbWcBWbWfBWWaWWBWBBWBcWaWfWaWbWeWbWWcWeWWaWWBbWWbW"
        "WdWbWbWWeBWWbWaWhWBaWWbWaWBaWcWeWWaBWBdWbWcWWBcWWbWBWbWWaWBBWaBWWBcWWaBWbWcWfWaWbWaWBWaWcWaBWaWd"
        "WWaBWWbWdWWaWaWBWaWaWaWbWBbWBWWBaWWaWdWBWaWBaWhWWcWeWcWBWaWBcWbWWdWWbWWWWbWaWdWWaWBaWBWaWWBaBWdW"
        "aWbBWWWWWBWaWaWaBWbWBWdWBbBaWBWaWBWWbBWaBaWaWaWbWbWWBWaWcBWWbWWbWBWWBWBWaWbWBWWiWBBWaWWBWaBWBWWc"
        "WWBWcWBWaWWfWbBaWcWWWeWbBWWbWcWBWaWbBWWBWbWWbWaWbWbWcWBbWaWaBWWBaWWWbWWBaWBbWdWWfBWBdWaWbWaWaWWa"
        "WWaWBWWBaWBWbWBWaBaWBBWbWjWWbWbWWaWcWWbWWWWbBWaWcBWWBaWBdWaBBWWBbBWa"
    ),
    "planted 40x40": (  # 815 pearls
        "40x40:BWaWBaBWBBWWBeBWbWcBWcWaBWBBWWaWaWaWaWaWWbWWWWWaWcWaWWWaWbWaWaWWaWeBWBdWcWaWBaWbWBcWWbWBdW"
        "cWBWWBWaWWBbWBWaWaBWaWaWWaWWbWWcBWaWWWWbWWbWaWWBWWcWgBWeWaWeWWWWBaBeWWaWbWWaWBaWWbWWWbWWWWWcWaBW"
        "aWaWBbWWeBWaWcWaWcWBeWbWfWdWWWWaWWaWWaWBWBcWBbWaWWWaBWWaBWWBWWWWWbWWBWWBBWBaWWaWbWWhWWaWBWBcWBWW"
        "BWWaWBbBaWWaBWeWBaBeWWaWWaWBWbWaWbWbWBWbWWBbWWaWeWWBeBWBWWbBWdWWfWWbWWbWWaWaWaWbBWaWaWbBWWaWdWWd"
        "WWcWbWcWbWaWWaWWbWWbWoWBWaBWbWaWbBaWBBWaWWWWWaBWaWWWWWaWdWWBBWWBeWWBWBBWcWdWBbWWcWWWdWbWaWWaWWWW"
        "bWeWdWdWWdWWWaBWBbWWaWdWBWaWdWeWWBbWWaWbBWBWbWaWBdBWdWWaBWaBWWeWWaBWaWBWWBWBBWbWBWaWaWWaWBBaWaWa"
        "WaWWbWWBBWWBWaBWBWWaWWBWWaWWaBWaWWaWWBaWBbBWWaWWbWWWbWeWWBWWBBWWaWbWbWBWbBWbWaWeWWaWWbWBWWaWWcBa"
        "BWBbWWWaWBWWBWWbWWBcWBBWBaWWbBWdWbWWcWaWaWBbWaWaWaWWBWWcWWBbWWaWWWcWWBWBaWbWbBWaWdWcWcWWaWWaWcWc"
        "WbWBWbWaWWcWaWWcWcWBWaWaBWWcWaWaWBWdWdWbWbWaBWaWBWbWaBaBBWaWcWbWbBWaWaWaWcWBBWWjWWBWaWdWWeWbWdWW"
        "BBWaWaWWWaWBaWWWaWWbWbWaWbWBWWaWaWaWBWWaWBWWWWaWdWaWBBWBbWWBBWBbBWBWWbWWWaWWBfWBdWWaWbWWBWcWWaWa"
        "BWcBWWgWBWWaWWWgWBWWBWbWWBaBWBdWWBWWbWWcWBbWWWWWbWaWBWcWaWaWWaWaWaWWaWcWWaBWWcWWcWWbBWaWBWBbWaWa"
        "WaWBWaWcBWBdWBBWaBWWeBWlWBaWWBWBWWaWcBdBWWaWbWaBWcWWWdWaWaWaWWBWBdWaWaWaWaBWcWaWaWBWWWWbBWBWWeWW"
        "aWBWaBWBaWbWbWBaWbWBeWaWBBWaWcBbWBa"
    ),
    "planted 50x50": (  # 1268 pearls
        "50x50:BWBbBWbWaWBbBaWBBWBBWBbBdWBBWbWBaWbWWBcWaWWWWfWWWWcWaWWaWWWWBWaWaWWaWWaWfWfWWdWWbWcWBbWcWb"
        "WjWcWaWBaWWWaWBbWWbWaWBWaWbWbWWaBWBWWWWaWWBWaWBWbWbWcBWWBaWWeWWBWWWcWBBWWaWbWWbBWaWWBWbBWBiWBWaW"
        "bWbBbBWBfWaWBBWBWWcWBWaWaWaWaWWWcBWbWBWaWbWBWaWaWWWaWBaWcWaBWaWBWWaWbWcWBWBWBWjWcWWWWaBWaWaWbWcW"
        "BWaWBWaBWWaBWaWaWbWcWWBbWaWfWaWWBBWWBWWbWbBWBbBWbWaWWWWWWaWcWWbWbWaWdWaWBWWcWaWbWaWWBWcWeWbBWcBW"
        "WBBWWfWaWWBWaWWBWBfWWcWbWbBWaWcWWcBWBaWaBWaWcWBWBBWWaWWaWaWWBWBaWWcWbWBWcWaWWWaWaWcWWcWWcWWaWWaW"
        "aWBWBWbBWaWaBWBbWWaWWBWbWeWWBWcWWaWaWBBWWaBWaWcWaWWaWaWaWBWBWdWbWWdWdWaBWWBbBWbWaWWdWdBWaWBWaWWa"
        "WBaWbWaWWBaWWcWbWWWWaWaWdWBWWbWeBWdWBaBWWBbWWBWWWcWWWWcWWBaWBbWaWBcWaWBWaWWcWbBWaWcWdWWWbBWdWbWW"
        "dWWWaWWBWaWWcWaWWWaWWBaWBaWWdWbWbWbWbBWWcWBWWaWWaWWbWBWWaWcWaWbWaBWcWaWaWbWaWWdWaBWWBeWbWBeWbWWc"
        "WWbWWbWaWcWbWWWaWBWWiWaWaWaWaBWBBWaWWWWaWaWbWaWcBWaWdWaWaBWaWWBWcWaWWBaWaWWbWcBWWBWBWaWaWBWWfWaW"
        "bWcWaWWcWBWaWdWBWbWaBWBWcWaWBaBaWWfWWcWbWWcWWaWaWaBWWBWWbWaWBBWdWaWaWWaWaWWaWaWdWBBWaWWBWWBbWaWW"
        "BBWaWaWBWaWWbWfBWBWbBWBbBWbWaWBWBaWaWBcWdWBWWaWWeWcWBbWWWaWWWWcWaBWBWaBWWBcWaWWbWWBWBcWBWeWWaWcW"
        "WbWBWbWaWBWWbWWWaWWBbWWBWBWaWWaWaWcWBWcWWBBWaWWbWWgWWWbBWaWBBWaWBWWcWbWWhWaWhWWbBWdWWcWeBWbWBcWb"
        "WWdWbWBaWWbWBBWBWWbWBaBWdWBbWeWWaBWbWWaWBWaWaWaWaWBBWWaWaBWbWBWcWWaWWdWWcWbWbWWBWBWbWBWWaWWdWaWB"
        "cBWWeWWcWWbWfWcWaWaBWBWaWaWaWdWWbWBWbWBcWaWbWWBWcBWbWcWaWBWaWBeWWaWBaWBWaWWBWaBWdWBBWWaWaWaWWBjB"
        "WWWWBWcWWBcWaWbWBWaWaWBBWWaWcWWBaWWaWaWWbWbWaWaWbWBWaWBbWaWWWeWWaBWBWBWWaWWcWbBWaBaWBWcWBaWBWBWW"
        "fWWBWWBbWaWBWBWaWdWaBWWcWWBBWbWaBWaWaWaWBaBWBaWBWcWaWBaWbBWBbWcWWBaWBaWBWaBWaWbWBWBWWWaWBWWbWdWW"
        "WdWBWWeWbWaWWbWbWWBBWBWbWaWWBWWaWWaWWbBWaWWWaWbWbWbWBWBBWWBbBWBbWBWWBBWBhBWbWaWWeBWaBWaBWBBWWaWb"
        "WaWWWBWBbWaWWaWaBWbWWlBWcWBaWBWcWbWWBaBWWWbWWaWaWcWaWaWWcWaWWaWWbWaWbWbWaWWbBWaWWaWWfWWbBWfWaWBB"
        "WbWfBWBeWWaWbWcWWBWdWWdWbWWdWaWaWcWWBWcBWaWaBWWBcWaWcWWBBWaWaWbWWaWWaWWaWcWWaWBbWdWiWaWaWcWaBWWb"
        "WaWBBWaWaBWcWaBWaWBBWWcWWbWWbBWB"
    ),
    "planted 60x60": (  # 1838 pearls
        "60x60:aWaWaBWcWBBWbWbWBBWWaBWcWBdBWWdWbWBBWaWBaWBaWWBbBWaWaWaWBWWaWWdWWaWaWeWaWWWWcWWfWBWBWbWaWa"
        "WbWbWaWWaWfWaWBWfWaWBaWWWbWcWWaWbWWeWaWaWWaWWWBWeWWfWBaWWbWWaWaWbBWcWaWWaWaWBbWWWiWWaWaWdWBWWWWa"
        "WWBbWWWBWBdBWaBaBaWWaBWcWdWWaWaWaWBdWaWWbWWWWbWBWWWWdWbWWWbWcWbWWaWWdBWWBWaBWWBaWaWcWWBdWbWWbBWb"
        "WaWWWWbWaWWaWfWWWWWWbWcWBWaWBbWcWBWBcWcWBaWWBWWbBWaWWWbBWWaWWWfWWbWbWBWBWWaWBWbWaWbWaBWbWaWBbBWB"
        "aWcBWaWaWWBfBWBbWbWcWWBWaWBWWBeWWBWWBbWWBWBWaWaBWaWaWaWaWBaWWWWWBbWdWWWaBWcBWWaWaBWWBWWBWBWWWaWb"
        "WBWaWBWWBBWaWBWfWcWaWbWaWaWcWBWeBWBaWaWWWbWcWcWbWaWWBWWWaWbWBdWbWBWdWWWWaWWaWWWbWWcBWBBWBbWWaWWW"
        "dWdWcWaWcWcBWWaWWeWWaWWWbBWWBbWbWaWBWbWBWaWWaWaWaWcWBWWdWBWWeBWWbWcBWdWWWWWWWaWWBbBWcBWWhWcWaWBW"
        "BWbWBWWaWBeWWaWaWBWbWcWWBWWcWWcBWWbWbWaWBbWWBWaWWBWdWcWaWbBWWaBWWBaWaWaWWcWaWaWWWBWBaWWdWWBWaWBa"
        "WBWBWaWbWbWaWaBWWbWaBbWdBWWaBWWBbWWaWbBWWBWbWcWWbBWbWaWWWcWaWaWbWBWaWWeBWaWbWWfWaWaWBWbWcWbWbBdB"
        "WWcWaWcWbWWbWWWWBWBWWbWbWBWbWfWcWaWcWWaWWBaWaWfWBWaWWaWcWWBWBBWcWaWBWWcWWaWbWaWBbWWWdWaWaWbWaWdW"
        "aWWBWWWdWaWaBWBWWWcWWBbBWBWbWaWBWBWWaWBWWaBWaWBaBcWaWWBbBWWBbBWaWdWWWaWBbWbWbWWaWaBWBbBWaWbWWBWa"
        "WWbBWWaWbWWcWWbWWWgWWWaWWbWWfWWgWWcWWWaWcBWdWWWWaWBWbWBWWBbWcBWaWBbWBaWBbWWWWbWWaWdBWaWaWbWcWcWW"
        "BaWBWbWWbWWWaWbWaWBWaWaWcWBWiWfWWcBWWbWbWWBWWlWaWbWaWaWWBWbWBaWWaWbWaWaWdWBaWaWcWcWBWWaWbBWWBWWe"
        "WaWcBWcWBbWBaWWcWWaWBWdWcWaWWbBWcWWbWaWaWBWaWBBWWBWaWWbWbWWBbWWaWWaWWbWbWWbWWBBWaWaWWBaBWbWcWaWa"
        "WWeWWBdWbWaWBWaWhWWbWWbWWBaWBWWaWaWBWWBaBWcWbBWWaWWbWaWeBWbWaWWWWaWiWbWcWaBWWaWWWbWWBBWaWeBWaWaW"
        "bWWcWaWWWaWaWaWWaWdWaWcWcWcBWaBWaWaWWaBWaWWcWaWbWWWaWWBcWWBbBWaWcBWBWWaWWBaWWBdWgWeWaWbWcBWbWaWc"
        "WaWBaWWaWaWWBbBWeWWWWWBbBWaWWaBWaWBBWWbWbWfWaWaBWaWfWaWbWbWWaWBWWWBWWaWcWWWBWBWaWaWbWaBWbWbWWbWB"
        "WbWWWBaWaWbWaWBBWiWWWWbWWaWbWaWbWaWbWWbWWcWWaWWWWbWWBWaBWWbWaWaWWaWWWbWBWBdWBWaWbWaBWbWbWWBWWWBW"
        "BeWaWBaBWWbWWBdWWcBWaWbWbWbWWbWbWbWBbWWbBaBBWbWWdWcWaWcWWcWaWWaWWWWaWBfWBeWWbBWBWaWWbWBbWWWBWWbW"
        "WaWaWWcWaWBbWaBWcWaWaWBWWWaWBWWaWWaWcBWWBWaWBbBWWbWWdBWaWBWaWaWBWBWaBWWaWbWaWBWBWfBWaWcWWbWaBWcW"
        "aWaWWBWWaBWWaWaWWBWbWBWaBWaWWBWBWBaWBWaWWcWWbBWcWaWaWaWdWeWBbBWWBWWaWcWWBBWaWbWBWWeWBWaWWBaWWBaW"
        "aBWWdWbWWeWBWWBWaWWWaWaWcWWbWbWWaWaBbWWBWaWWBWbWdWcBWaWaWWWaWbWBWdBWWbWBBWdWBWWBWBWWaWWBWaWbWWWW"
        "WWaWaWWaBWcWWbWaWBcWWbBWcWaWWWBWWBWaWBWcWeWbWaWWbWbWfWbBWcWBbWWcWWcBWWaWaWWWBWaWaWaWWbBWBgWbWWaW"
        "WBWWWbBWWaBWBWWWaWBaWWBdWbWWBWbWcWaWbWaWbWaWaWBWdWWWWBWaWaWaWBWcWaWaWWWbBWWBaWbWBeBWWBaWWeWWBWWW"
        "dWWaWBcWBbWcWcWWaWaWBWfWaWbBbWbWBWBWdWBWbWBaWaWWaWBWdWaWBaWBWBWWaWbWWWWWWWbWWfWWWbWWaBWWbWaWfWWa"
        "WaWBWBWaWWBWBWaBWaWWdBWWBbWWbWbWaWBWWbWaWcWbWBWeBWaWBWcWWaWWcBWaWaBWWBBWBBWWBaWBaWWBBWeWWBcWBWaW"
        "cWaBWWaWdBWaWbBWWaWbWWdBWdWcWWaWcWBWaWBBWaWbWWBaWWBWdWdWWaWBaWbWWWWWWaWaWaWfWWcWbWaWdWWBWaWaWbWW"
        "bWaWWBWbWWaWWBWWWWdWdWaWbWWaWWbWdWaWaWBWWaWbWWaWBaWWbWaWBWbWBbBWWeWbWBaWBBWBcWfWaBWbWBbBBWaWdWaW"
        "B"
    ),
}


def random_loop(h: int, w: int, rng: random.Random, cover: float = 0.8) -> list[tuple[int, int]]:
    """A random loop through cell centres: a 2x2 square grown by detours until it covers
    ``cover`` of the cells or no detour fits."""
    r0, c0 = rng.randrange(h - 1), rng.randrange(w - 1)
    return grow([(r0, c0), (r0, c0 + 1), (r0 + 1, c0 + 1), (r0 + 1, c0)], h, w, rng, int(cover * h * w))


def grow(loop: list[tuple[int, int]], h: int, w: int, rng: random.Random, target: int) -> list[tuple[int, int]]:
    """Random detours (a link of the loop replaced by three links bulging sideways into two
    free cells) until the loop has ``target`` cells or no detour fits."""
    loop, on, tries = list(loop), set(loop), 0
    while len(loop) < target and tries < 200 * h * w:
        tries += 1
        i = rng.randrange(len(loop))
        a, b = loop[i], loop[(i + 1) % len(loop)]
        side = 1 if rng.random() < 0.5 else -1
        dr, dc = side * (b[1] - a[1]), side * (b[0] - a[0])
        a2, b2 = (a[0] + dr, a[1] + dc), (b[0] + dr, b[1] + dc)
        if all(0 <= x[0] < h and 0 <= x[1] < w and x not in on for x in (a2, b2)):
            loop[i + 1:i + 1] = [a2, b2]
            on.update((a2, b2))
    return loop


def all_pearls(h: int, w: int, loop: list[tuple[int, int]]) -> dict[tuple[int, int], str]:
    """Every pearl the loop allows: white on a straight next to a turn, black on a turn between
    two straights."""
    n = len(loop)

    def straight(i: int) -> bool:
        a, b = loop[i - 1], loop[(i + 1) % n]
        return a[0] == b[0] or a[1] == b[1]
    out = {}
    for i, cell in enumerate(loop):
        before, after = straight(i - 1), straight((i + 1) % n)
        if straight(i) and not (before and after):
            out[cell] = "W"
        elif not straight(i) and before and after:
            out[cell] = "B"
    return out


def puzzle_of(h: int, w: int, pearls: dict) -> ms.Puzzle:
    return ms.Puzzle.of(["".join(pearls.get((r, c), ".") for c in range(w)) for r in range(h)])


def unique(p: ms.Puzzle) -> bool:
    return gridsat.solve(p, "unique").status == "unique"


def plant(n: int, seed: int = 0, budget: int = 60, m: int | None = None) -> ms.Puzzle:
    """A unique n x m planted puzzle (m defaults to n); see the module notes."""
    rng = random.Random(f"masyu {n} {seed}")
    m = m or n
    found = None
    while found is None:
        loop = random_loop(n, m, rng)
        for _ in range(30):
            pearls = all_pearls(n, m, loop)
            r = gridsat.solve(puzzle_of(n, m, pearls), "unique", timeout=120)
            if r.status == "unique":
                found = pearls
                break
            if r.status != "multiple":
                break
            other = list(r.solutions[-1].loop)    # another answer: plant its pearls instead, or
            if all_pearls(n, m, other) == pearls:  # when it allows the same ones, grow the loop
                other = grow(loop, n, m, rng, len(loop) + max(2, n * m // 50))
                if len(other) == len(loop):
                    break
            loop = other
    pearls = found
    order = list(pearls)
    rng.shuffle(order)
    batch = max(1, len(order) // 20)
    while order and budget > 0:
        take, rest = order[:batch], order[batch:]
        trial = {c: k for c, k in pearls.items() if c not in take}
        budget -= 1
        if unique(puzzle_of(n, m, trial)):
            pearls, order, batch = trial, rest, min(2 * batch, max(1, len(rest) // 4))
        elif batch > 1:
            order, batch = take + rest, batch // 2   # try again in smaller batches
        else:
            order = rest                             # this pearl stays
    return puzzle_of(n, m, pearls)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    pl = sub.add_parser("plant")
    pl.add_argument("n", type=int)
    pl.add_argument("--seed", type=int, default=0)
    pl.add_argument("--budget", type=int, default=60)
    tm = sub.add_parser("time")
    tm.add_argument("--timeout", type=float, default=60)
    args = ap.parse_args(argv)
    if args.cmd == "plant":
        t = time.perf_counter()
        p = plant(args.n, args.seed, args.budget)
        print(ms.to_tatham(p))
        print(f"{len(p.pearls)} pearls, {time.perf_counter() - t:.1f} s", file=sys.stderr)
        return 0
    for name, text in list(REAL.items()) + list(PLANTED.items()) + [(t[:12], t) for t in TATHAM_LARGE]:
        t = time.perf_counter()
        r = gridsat.solve(gridsat.loads(text, name), "unique", timeout=args.timeout)
        print(f"{name:34s} {r.status:8s} {time.perf_counter() - t:7.3f} s  {r.stats['sat_calls']} SAT calls")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
