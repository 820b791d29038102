"""formats/codecs.py: every shared puzz.link / Tatham body codec, both directions.

The real URLs are the example URLs of pzprjs's own test scripts (robx/pzprjs
test/script/<pid>.js) with the boards their answers show, and the URLs gridsat's genre tests
use; the writers must give back exactly what pzprjs writes."""
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gridsat.formats import InputError, puzzlink
from gridsat.formats.codecs import (Arrows, Binary, Borders, Circles, CrossMarks, Cursor, Decimal, Edges, FourCell, Marks, Number10, Number36,
                                    Number16, OneCell, Optional, Outside, Points, RoomNumbers, RunLength, Seq,
                                    Url, empty_grid, read_url, renumber_rooms, rooms_from_walls,
                                    walls_from_rooms, write_number16_token)

_ = None


def rows(text, conv=None):
    """A pzprv3-style board ("a b c /d e f /") as a grid; '.' is None."""
    out = []
    for line in text.strip().strip("/").split("/"):
        out.append(tuple(None if t == "." else (conv(t) if conv else t) for t in line.split()))
    return tuple(out)


def body_roundtrip(codec, body, shape):
    value = codec.read(Cursor(body), shape)
    assert codec.write(value, shape) == body
    return value


# -- real pzprjs URLs --------------------------------------------------------------------------------

def test_fourcell_lightup_pzprjs():
    # test/script/lightup.js: 6/6/nekcakbl
    v = body_roundtrip(FourCell(), "nekcakbl", (6, 6))
    assert v == rows(". . . . . . /. . 4 . . . /. . . . 2 . /. 0 . . . . /. . . 1 . . /. . . . . .", int)
    # gridsat's Light Up test URL (black cells '.', numbers swallowing whites)
    v = body_roundtrip(FourCell(), "l.hbg..hc.6bg.gbici6bg1b.bg.g.k.k5.i.g2.h.h.bg.hcj", (10, 10))
    assert sum(x == "#" for row in v for x in row) > 0


def test_fourcell_number_in_the_last_cells_is_written_as_pzprjs_does():
    # pzprjs encode4Cell: a number with no next cell takes the 'two white cells' form (a-e)
    assert FourCell().write(((_, _, 1),), (1, 3)) == "hb"
    assert FourCell().write(((_, 1, _),), (1, 3)) == "gb"
    assert FourCell().write(((1, _, _, 2),), (1, 4)) == "bc"
    assert FourCell().write(((1, _, 2, _),), (1, 4)) == "6c"
    assert FourCell().read(Cursor("h1"), (1, 3)) == ((_, _, 1),)   # both forms read
    assert FourCell().read(Cursor("hb"), (1, 3)) == ((_, _, 1),)


def test_points_fourcell_creek_pzprjs():
    # test/script/creek.js: 6/6/gagaich2cgb6769dt over the 7x7 crosses
    v = body_roundtrip(Points(FourCell(black="?")), "gagaich2cgb6769dt", (6, 6))
    assert v == rows(". 0 . . . 0 . /. . . . 2 . . /. . 2 2 . . . /1 . . 1 . 2 . /1 . 4 . 3 . . "
                     "/. . . . . . . /. . . . . . .", int)


def test_fourcell_slither_urls():
    for body, shape in [("ic5137bg7bchbgdccb7dgddg7ddabdgdhc7bg7316dbg", (10, 10)), ("cbcbcddad", (5, 5))]:
        body_roundtrip(FourCell(black="?"), body, shape)


def test_circles_mashu_pzprjs():
    # test/script/mashu.js: 6/6/1063000i3000
    v = body_roundtrip(Circles(), "1063000i3000", (6, 6))
    board = rows("0 0 1 0 0 0 /0 2 0 0 1 0 /0 0 0 0 0 0 /0 0 0 2 0 0 /0 1 0 0 0 0 /0 0 0 0 0 0", int)
    assert v == board
    body_roundtrip(Circles(), "i000006303j0215600c0031070269c30i0009069i200o99213300c4004c9100l0"
                   "00610j96i900366k3991300969a1010c200j0c009i00190000b01606j1006c0904000", (20, 20))
    named = Circles(values=(None, "white circle", "black circle"))
    assert body_roundtrip(named, "bi", (1, 4)) == (("white circle", None, "black circle", "black circle"),)


def test_borders_norinori_pzprjs():
    # test/script/norinori.js: 5/5/cag4ocjo
    v = body_roundtrip(Borders(), "cag4ocjo", (5, 5))
    assert v == rows("0 0 1 2 2 /1 1 1 2 2 /1 3 3 2 2 /3 3 3 3 3 /4 4 3 3 3", int)


def test_borders_and_room_numbers_heyawake_pzprjs():
    # test/script/heyawake.js: 6/6/lll155007rs12222j
    body = Seq(("rooms", Borders()), ("numbers", RoomNumbers()))
    v = body.read_body("lll155007rs12222j", (6, 6))
    assert v["rooms"] == rows("0 1 1 2 2 3 /0 1 1 2 2 3 /0 1 1 2 2 3 /4 4 4 4 4 3 /5 5 5 6 6 3 /5 5 5 6 6 7", int)
    assert v["numbers"] == [2, 2, 2, 2, None, None, None, None]
    assert body.write(v, (6, 6)) == "lll155007rs12222j"


def test_number16_pzprjs_scripts():
    # shikaku.js 6/6/j3g56h6t6h23g5j, fillomino.js 6/6/h4j53g2k5233k2g14j3h, nurikabe.js 5/5/g5k2o1k3g
    v = body_roundtrip(Number16(), "j3g56h6t6h23g5j", (6, 6))
    assert v == rows(". . . . 3 . /5 6 . . 6 . /. . . . . . /. . . . . . /. 6 . . 2 3 /. 5 . . . .", int)
    v = body_roundtrip(Number16(), "h4j53g2k5233k2g14j3h", (6, 6))
    assert v == rows(". . 4 . . . /. 5 3 . 2 . /. . . . 5 2 /3 3 . . . . /. 2 . 1 4 . /. . . 3 . .", int)
    v = body_roundtrip(Number16(), "g5k2o1k3g", (5, 5))
    assert v == rows(". 5 . . . /. . 2 . . /. . . . . /. . 1 . . /. . . 3 .", int)


def test_number16_gridsat_urls():
    for body, shape in [("1s5zm.i3g2", (7, 7)), ("m8n8i9u", (6, 6)), ("-1az-1aj+100z+100h", (2, 25)),
                        ("l2h1w2i3h2i3zi1h3p1g2k2g1h3r1k4g4h4h4i3h2u1g2l1g3n1g3y1j.g3g3g3h3r2j.h3g.g2", (13, 17)),
                        ("g1k23k3g", (4, 4))]:
        body_roundtrip(Number16(), body, shape)
    v = Number16().read(Cursor("-1az-1aig+100z+100h"), (2, 25))  # hand-written: 'ig', not 'j'
    assert v[0][0] == 26 and v[1][1] == 256


def test_number36_hitori_urls():
    for body, shape in [("1174453399113445756a2345678aa82513328aa85417a698323227a9411566517a43236688115"
                         "329986a115274aa99886611",
                         (10, 10)), ("1-6i5-1v-2h1n-196-lx-3f45-iu91n-co-269cy5-1v-2h", (5, 5)),
                        ("111.45.2..453.3.1..2....3.3.1.", (5, 6))]:
        body_roundtrip(Number36(), body, shape)
    v = Number36().read(Cursor("1-6i5-1v-2h1n-196-lx-3f45-iu91n-co-269cy5-1v-2h"), (5, 5))
    assert v[0] == (1, 234, 5, 67, 89)
    assert Number36().read(Cursor("1%@."), (2, 2)) == ((1, "?"), ("?", None))
    assert Number36().write(((1, "?"), (None, 36)), (2, 2)) == "1@.-10"


def test_number16_ranges_as_pzprjs_writes_them():
    for n, token in [(0, "0"), (15, "f"), (16, "-10"), (255, "-ff"), (256, "+100"), (4095, "+fff"),
                     (4096, "=000"), (8191, "=fff"), (8192, "%000"), (12239, "%fcf"), (12240, "*0000"),
                     (77775, "*ffff"), (77776, "$00000")]:
        assert write_number16_token(n) == token
        assert Number16().read(Cursor(token), 1) == [n]
    assert Number16().write(["?", None, 3], 3) == ".g3"
    assert Number16().write([None] * 45, 45) == "zzk"


def test_arrows_yajilin_pzprjs():
    # test/script/yajilin.js: 5/5/m32j10 (answer board: "3,2" at r2c3, "1,0" at r4c4)
    v = body_roundtrip(Arrows(), "m32j10", (5, 5))
    assert v[2][3] == ("<", 2) and v[4][4] == ("^", 0)
    assert sum(x is not None for row in v for x in row) == 2
    assert Arrows().write(((("v", "?"), (">", 200), ("<", 300), (None, None), None),), (1, 5)) == "2.9c8-312c+a"


def test_outside_and_onecell_tents():
    body = Seq(("clues", Outside()), ("trees", OneCell()))
    v = body.read_body("2g0h1i1j82323", (5, 5))
    assert v["clues"] == {"top": [2, _, 0, _, _], "left": [1, _, _, _, 1]}
    assert [(r, c) for r, row in enumerate(v["trees"]) for c, x in enumerate(row) if x] == \
        [(0, 2), (2, 1), (2, 4), (3, 3), (4, 1)]
    assert body.write(v, (5, 5)) == "2g0h1i1j82323"


def test_outside_skyscrapers():
    body = Seq(("clues", Outside(("top", "bottom", "left", "right"))),
               ("cells", Optional(Number16(), lambda s: empty_grid(s))))
    v = body.read_body("g4g7g5g5i4g5g7i3g2g8g6i7g8g2h", (9, 9))
    assert v["clues"]["top"] == [_, 4, _, 7, _, 5, _, 5, _] and v["cells"] == empty_grid((9, 9))
    assert body.write(v, (9, 9)) == "g4g7g5g5i4g5g7i3g2g8g6i7g8g2h"
    v = body.read_body("k13h4j3g", (4, 4))
    v["cells"] = ((_, _, _, _), (_, 2, _, _), (_, _, _, _), (_, _, _, _))
    assert body.read_body(body.write(v, (4, 4)), (4, 4)) == v


def test_decimal_and_borders_starbattle():
    body = Seq(("stars", Decimal()), ("rooms", Borders()))
    v = body.read_body("1/4ilbhgdnmhou", (6, 6))
    assert v["stars"] == 1 and len({x for row in v["rooms"] for x in row}) == 6
    assert body.write(v, (6, 6)) == "1/4ilbhgdnmhou"


def test_url_read_write():
    url = Url(("starbattle",), Seq(("stars", Decimal()), ("rooms", Borders())))
    shape, fields = url.read("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou")
    assert shape == (6, 6) and url.write(shape, fields) == "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou"
    lightup = Url(("lightup", "akari"), Seq(("cells", FourCell())))
    shape, fields = lightup.read("puzz.link/p?bijutsukan/6/6/nekcakbl#x")
    assert shape == (6, 6) and fields["cells"][1][2] == 4
    assert read_url("https://puzz.link/p?akari/6/6/nekcakbl", ("lightup",), Seq(("cells", FourCell())))[:3] == \
        ("lightup", 6, 6)
    with pytest.raises(InputError, match="not 'lightup'"):
        lightup.read("https://puzz.link/p?slither/6/6/nekcakbl")
    assert Url("nurikabe", Number16()).read("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g")[1]["value"][0][1] == 5


# -- round trips -------------------------------------------------------------------------------------

shapes = st.tuples(st.integers(1, 7), st.integers(1, 7))


def grid_of(shape, cells):
    r, c = shape
    return st.lists(cells, min_size=r * c, max_size=r * c).map(
        lambda flat: tuple(tuple(flat[i * c:(i + 1) * c]) for i in range(r)))


def roundtrip(codec, shape, value):
    text = codec.write(value, shape)
    cur = Cursor(text)
    assert codec.read(cur, shape) == value
    assert not cur.more(), (text, cur.pos)
    return text


@settings(max_examples=150, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_number16(data, shape):
    cell = st.one_of(st.none(), st.just("?"), st.integers(0, 20), st.integers(0, 200000))
    roundtrip(Number16(), shape, data.draw(grid_of(shape, cell)))


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_number36(data, shape):
    roundtrip(Number36(), shape, data.draw(grid_of(shape, st.one_of(st.none(), st.just("?"), st.integers(0, 1295)))))


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_number10(data, shape):
    roundtrip(Number10(), shape, data.draw(grid_of(shape, st.one_of(st.none(), st.just("?"), st.integers(0, 9)))))


@settings(max_examples=150, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_fourcell(data, shape):
    cell = st.one_of(st.none(), st.none(), st.just("#"), st.integers(0, 4))
    roundtrip(FourCell(), shape, data.draw(grid_of(shape, cell)))
    roundtrip(Points(FourCell(black="?")), shape,
              data.draw(grid_of((shape[0] + 1, shape[1] + 1), st.one_of(st.none(), st.just("?"), st.integers(0, 4)))))


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_bits(data, shape):
    roundtrip(OneCell(), shape, data.draw(grid_of(shape, st.booleans())))
    roundtrip(Binary(), shape, data.draw(grid_of(shape, st.booleans())))
    roundtrip(Circles(), shape, data.draw(grid_of(shape, st.integers(0, 2))))
    sparse = data.draw(grid_of(shape, st.sampled_from([False] * 30 + [True])))
    roundtrip(OneCell(), shape, sparse)
    assert Binary(skip_none=True).write(empty_grid(shape, False), shape) == ""
    assert Binary(skip_none=True).read(Cursor(""), shape) == empty_grid(shape, False)


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_borders(data, shape):
    labels = data.draw(grid_of(shape, st.integers(0, 3)))
    rooms = renumber_rooms(labels)
    text = roundtrip(Borders(), shape, rooms)
    assert Borders().write(labels, shape) == text  # any labelling writes the same walls
    assert rooms_from_walls(*walls_from_rooms(rooms), shape) == rooms


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_arrows(data, shape):
    cell = st.one_of(st.none(), st.none(), st.just((None, None)),
                     st.tuples(st.sampled_from([None, "^", "v", "<", ">"]),
                               st.one_of(st.just("?"), st.integers(0, 4095))))
    roundtrip(Arrows(), shape, data.draw(grid_of(shape, cell)))


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_outside_seq(data, shape):
    r, c = shape
    clue = st.one_of(st.none(), st.just("?"), st.integers(0, 255))
    out = {"top": data.draw(st.lists(clue, min_size=c, max_size=c)),
           "bottom": data.draw(st.lists(clue, min_size=c, max_size=c)),
           "left": data.draw(st.lists(clue, min_size=r, max_size=r)),
           "right": data.draw(st.lists(clue, min_size=r, max_size=r))}
    seq = Seq(("n", Decimal()), ("out", Outside(("top", "bottom", "left", "right"))),
              ("cells", Optional(Number16(), lambda s: empty_grid(s))))
    cells = data.draw(st.one_of(st.just(empty_grid(shape)), grid_of(shape, st.one_of(st.none(), st.integers(1, 9)))))
    v = {"n": data.draw(st.integers(0, 99)), "out": out, "cells": cells}
    assert seq.read_body(seq.write(v, shape), shape) == v


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_runlength(data, shape):
    lightup = RunLength({"B": "#", **{str(k): k for k in range(5)}})
    cell = st.one_of(st.none(), st.none(), st.just("#"), st.integers(0, 4))
    roundtrip(lightup, shape, data.draw(grid_of(shape, cell)))
    numbers = RunLength(numbers=True)
    roundtrip(numbers, shape, data.draw(grid_of(shape, st.one_of(st.none(), st.integers(0, 30)))))


def test_runlength_tatham_examples():
    # Tatham Light Up 7x7:eBa0aBBh3b0c0bBh00aBa0e (the example of gridsat's Light Up ID error)
    lightup = RunLength({"B": "#", **{str(k): k for k in range(5)}})
    v = body_roundtrip(lightup, "eBa0aBBh3b0c0bBh00aBa0e", (7, 7))
    assert v[0] == (_, _, _, _, _, "#", _) and v[1][:3] == (0, _, "#")
    pearl = RunLength({"W": 1, "B": 2}, empty=0)
    v = body_roundtrip(pearl, "BaWhWWaWaBWnBBb", (6, 6))
    assert v[0][:3] == (2, 0, 1)
    assert RunLength(numbers=True).write(((1, 12, _, 3),), (1, 4)) == "1_12a3"
    assert RunLength().write(empty_grid((1, 30)), (1, 30)) == "zd"


# -- bad bodies --------------------------------------------------------------------------------------

@pytest.mark.parametrize("codec, body, shape, words", [
    (Number16(), "1j2h3m1h2", (5, 5), "truncated"),
    (Number16(), "1z1", (2, 3), "runs past"),
    (Number16(), "1-z12", (2, 2), "bad number '-z1'|bad number 'z1'"),
    (Number16(), "1!", (1, 2), "unexpected character '!'"),
    (Number16(spaces=False), "1g", (1, 2), "unexpected character 'g'"),
    (Number10(), "1!", (1, 2), "unexpected"),
    (Number36(), "1-!!2", (2, 2), "bad number '!!'"),
    (Number36(), "1#21", (2, 2), "unexpected character '#'"),
    (FourCell(), "1z", (1, 3), "runs past"),
    (FourCell(), "1f", (1, 3), "unexpected"),
    (Circles(), "b", (1, 4), "truncated"),
    (Circles(), "bz", (1, 4), "base-27"),
    (Circles(), "b8", (1, 4), "past the last cell"),
    (Borders(), "4ilbhgdnm", (6, 6), "truncated"),
    (Borders(), "4ilbh!dnmhou", (6, 6), "bad border digit '!'"),
    (OneCell(), "z", (2, 2), "runs past"),
    (Arrows(), "3", (1, 1), "truncated"),
    (Arrows(), "-9123", (1, 1), "direction"),
    (Decimal(), "x/", (1, 1), "decimal"),
    (Binary(), "v", (2, 5), "truncated"),
])
def test_bad_bodies(codec, body, shape, words):
    with pytest.raises(InputError, match=words) as e:
        Seq(("x", codec)).read_body(body, shape)
    msg = str(e.value)
    assert "\n" not in msg and re.search(r"at body position \d+", msg), msg
    assert msg.startswith("url: puzz.link URL: ")


def test_data_after_the_last_cell():
    with pytest.raises(InputError, match=r"data after the last cell: 'g' .*at body position 9"):
        Seq(("x", Number16())).read_body("g1k23k3gg", (4, 4))
    with pytest.raises(InputError, match="data after the last cell"):
        Seq(("x", Circles())).read_body("bi0", (1, 4))


def test_tatham_cursor_names_line_and_column():
    cur = Cursor("ab!c", "ids.txt", "game description", line=3, col=9)
    with pytest.raises(InputError) as e:
        RunLength().read(cur, (1, 8))
    assert str(e.value) == "ids.txt:3:11: game description: unexpected '!'"


def test_position_of_a_skip_past_the_end():
    with pytest.raises(InputError, match="at body position 2"):
        Number16().read(Cursor("1z1"), (2, 3))


# -- lenient URLs and aliases -------------------------------------------------------------------------

LENIENT = [
    "https://puzz.link/p?slither/5/5/cbcbcddad",
    "https://puzz.link/p?slither/5/5/cbcbcddad/",
    "https://puzz.link/p?slither/5/5/cbcbcddad#answer",
    "https://puzz.link/p?slither/5/5/cbcbcddad&utm=x",
    "puzz.link/p?slither/5/5/cbcbcddad",
    "//puzz.link/p?slither/5/5/cbcbcddad",
    "www.puzz.link/p?slither/5/5/cbcbcddad",
    "HTTPS://PUZZ.LINK/p?slither/5/5/cbcbcddad",
    "<https://puzz.link/p?slither/5/5/cbcbcddad>",
    "  <puzz.link/p?slitherlink/5/5/cbcbcddad>  ",
    "https://puzz.link/p?SLITHERLINK/5/5/cbcbcddad",
    "https%3A%2F%2Fpuzz.link%2Fp%3Fslither%2F5%2F5%2Fcbcbcddad",
    "https://puzz.link/p%3Fslither%2F5%2F5%2Fcbcbcddad",
    "https://puzz.link/p?slither%2F5%2F5%2Fcbcbcddad",
    "http://pzv.jp/p.html?slither/5/5/cbcbcddad",
    "https://puzz.link/p?slither/v:/5/5/cbcbcddad",
]


@pytest.mark.parametrize("url", LENIENT)
def test_lenient_urls(url):
    assert puzzlink.looks_like_url(url)
    assert puzzlink.split_url(url) == ("slither", 5, 5, "cbcbcddad")


def test_percent_in_a_body_is_a_pzprjs_code_not_an_escape():
    assert puzzlink.split_url("https://puzz.link/p?nurikabe/2/1/%0011")[3] == "%0011"
    assert Number16().read(Cursor("%0011"), (1, 2)) == ((8193, 1),)
    assert puzzlink.split_url("https://puzz.link/p?hitori/2/2/1%21")[3] == "1%21"


def test_trailing_slash():
    assert puzzlink.split_url("https://puzz.link/p?mashu/5/5/001390360/")[3] == "001390360"
    assert puzzlink.split_url("https://puzz.link/p?starbattle/6/6/1/")[3] == "1"
    assert puzzlink.split_url("https://puzz.link/p?starbattle/1/1/1/")[3] == "1/"
    assert Seq(("stars", Decimal()), ("rooms", Borders())).read_body("1", (1, 1)) == {"stars": 1, "rooms": ((0,),)}
    assert puzzlink.split_url("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou/")[3] == "1/4ilbhgdnmhou"
    assert puzzlink.split_url("https://puzz.link/p?slither/7/7/")[3] == ""


@pytest.mark.parametrize("alias, pid", [
    ("slitherlink", "slither"), ("bijutsukan", "lightup"), ("akari", "lightup"), ("building", "skyscrapers"),
    ("skyscraper", "skyscrapers"), ("masyu", "mashu"), ("pearl", "mashu"), ("hashi", "hashikake"),
    ("bridges", "hashikake"), ("numberlink", "numlin"), ("yajirin", "yajilin"), ("heyawacky", "heyawake"),
    ("bag", "cave"), ("suraromu", "slalom"), ("rome", "roma"), ("hakyukoka", "ripple"),
    ("slither", "slither"), ("Akari", "lightup"), ("nurikabe", "nurikabe"),
])
def test_aliases(alias, pid):
    assert puzzlink.canonical_pid(alias) == pid
    assert puzzlink.url_pid(f"https://puzz.link/p?{alias}/5/5/") == pid


def test_aliases_route_to_the_genres_that_read_them():
    """Every pid a genre registers stays routable once url_pid gives canonical pids: the
    canonical form of each registered pid is registered too (by the same genre)."""
    from gridsat.encoders.manifest import GENRES as MANIFEST

    for name, doc in MANIFEST.items():
        for pid in doc["pids"]:
            assert puzzlink.canonical_pid(pid) in doc["pids"], (name, pid)
    assert set(puzzlink.ALIASES.values()).isdisjoint(puzzlink.ALIASES)  # one step to the pid


@pytest.mark.parametrize("text, words", [
    ("puzz.link slither 5x5", r"no '\?' before the genre"),
    ("https://puzz.link/slither/5/5/cbcbcddad", r"no '\?' before the genre"),
    ("https://example.com/p?slither/5/5/x", "unknown host"),
    ("https://puzz.link/p?/5/5/x", "no genre"),
    ("pzv.jp/p.html?slither/x/5/", "COLS/ROWS"),
])
def test_url_attempts_get_one_line_errors(text, words):
    assert puzzlink.looks_like_url(text)
    with pytest.raises(InputError, match=words) as e:
        puzzlink.split_url(text)
    assert "\n" not in str(e.value)


def test_not_url_attempts():
    for text in ["slither 5x5", "# puzz.link\n", "3x3:abc", "........"]:
        assert not puzzlink.looks_like_url(text.splitlines()[0] if text.strip() else text) or text.startswith("#")


# -- Tatham marks and edges ----------------------------------------------------------------------------

TENTS_ID = "10x10de:halaa_afdcgcl_cddfd__,3,2,1,3,0,3,0,4,0,4,2,3,2,0,3,2,1,2,3,2"
JIGSAW_ID = ("9jdb:5a3b9_7g3a2_6c1d9_1b4c8b7e3b9c6b7_9d2c6_5a8g9_7b5a2,"
             "edgec__ababcb_abab_caabb_fabbab_____ab__a__a_a_ab_a_ca__aaad")


def test_marks_tents_trees():
    params, desc = TENTS_ID.split(":")
    cur = Cursor(desc)
    trees = Marks().read(cur, (10, 10))
    assert cur.peek() == "," and sum(map(sum, trees)) == 20
    assert trees[0][8] and trees[0][:8] == (False,) * 8  # 'h': 8 blanks then a tree
    assert Marks().write(trees, (10, 10)) == desc[:cur.pos]
    assert Marks().write(empty_grid((1, 25), False), (1, 25)) == "y"   # 25 blanks, the phantom
    assert Marks().write(empty_grid((1, 26), False), (1, 26)) == "za"
    assert Marks().write(((True,) + (False,) * 50,), (1, 51)) == "_zy"


def test_edges_solo_jigsaw_blocks():
    from collections import Counter

    grid, blocks = JIGSAW_ID.split(":")[1].split(",")
    givens = body_roundtrip(RunLength(numbers=True), grid, (9, 9))
    assert givens[0][:4] == (5, None, 3, None)
    rooms = body_roundtrip(Edges(), blocks, (9, 9))
    assert sorted(Counter(x for row in rooms for x in row).values()) == [9] * 9


def test_shared_tatham_instances():
    from .conftest import instances_dir

    checked = 0
    for path in sorted(instances_dir("tents").glob("ids_*.txt")):
        for line in path.read_text().split():
            params, desc = line.split(":", 1)
            w, h = map(int, re.match(r"(\d+)x(\d+)", params).groups())
            cur = Cursor(desc)
            trees = Marks().read(cur, (h, w))
            assert Marks().write(trees, (h, w)) == desc[:cur.pos]
            checked += 1
    assert checked


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_marks_edges(data, shape):
    roundtrip(Marks(), shape, data.draw(grid_of(shape, st.sampled_from([False] * 12 + [True]))))
    rooms = renumber_rooms(data.draw(grid_of(shape, st.integers(0, 2))))
    roundtrip(Edges(), shape, rooms)
    # the walls alone (Keen's own run code reads them): the rooms they make are the rooms
    from gridsat.formats.codecs import _tatham_edges, tatham_rooms
    walls = [rooms[a][b] != rooms[c][d] for (a, b), (c, d) in _tatham_edges(shape)]
    assert tatham_rooms(walls, shape) == renumber_rooms(rooms)


def test_tatham_errors():
    from gridsat.formats.codecs import tatham_cursor
    from gridsat.formats.tatham import split_game_id

    gid = split_game_id("4x4:a!b", "ids.txt", 2, 1)
    with pytest.raises(InputError) as e:
        Marks().read(tatham_cursor(gid), (4, 4))
    assert str(e.value) == "ids.txt:2:6: game description: unexpected '!'"
    with pytest.raises(InputError, match="runs past"):
        Marks().read(Cursor("z"), (2, 2))
    with pytest.raises(InputError, match="too short"):
        Edges().read(Cursor("a"), (3, 3))


def test_read_grid_id_square_size():
    from gridsat.formats.tatham import read_grid_id

    square = re.compile(r"(\d+)(?:x(\d+))?:")  # no height: as high as wide
    assert read_grid_id("3:Wh", "t", 1, 1, square, "Pearl", "3x3:i", RunLength({"W": 1}), 9) == \
        ((3, 3), ((1, None, None), (None,) * 3, (None,) * 3))
    with pytest.raises(InputError, match="t:1:7: game description: unexpected data after"):
        read_grid_id("2x1:aaa", "t", 1, 1, square, "Pearl", "3x3:i", RunLength({"W": 1}), 9)


def test_tatham_description_as_a_seq():
    from gridsat.formats.codecs import DecimalList, Sep
    from gridsat.formats.tatham import split_game_id

    tents = Seq(("trees", Marks()), ("_", Sep(",")), ("counts", DecimalList(lambda s: s[0] + s[1])))
    gid = split_game_id(TENTS_ID, "ids.txt", 4)
    v = tents.read(gid.cursor(), (10, 10))
    assert v["counts"] == [3, 2, 1, 3, 0, 3, 0, 4, 0, 4, 2, 3, 2, 0, 3, 2, 1, 2, 3, 2]
    assert tents.write(v, (10, 10)) == TENTS_ID.split(":")[1]
    with pytest.raises(InputError) as e:
        tents.read(split_game_id(TENTS_ID[:-2], "ids.txt", 4).cursor(), (10, 10))
    assert str(e.value) == f"ids.txt:4:{len(TENTS_ID) - 1}: game description: expected 20 numbers, found 19"
    with pytest.raises(InputError, match=rf"ids.txt:4:{len(TENTS_ID) + 1}: game description: unexpected data after the last cell"):
        tents.read(split_game_id(TENTS_ID + ",7", "ids.txt", 4).cursor(), (10, 10))
    towers = DecimalList(4, "/", blank=True)
    assert towers.read(Cursor("1//3/"), 4) == [1, None, 3, None]
    assert towers.write([1, None, 3, None], 4) == "1//3/"


@settings(max_examples=100, deadline=None)
@given(st.data(), shapes)
def test_roundtrip_crossmarks(data, shape):
    r, c = shape
    full = data.draw(grid_of((r + 1, c + 1), st.sampled_from([False] * 8 + [True])))
    roundtrip(CrossMarks(inner=False), shape, full)
    inner = tuple(tuple(x and 0 < i < r and 0 < j < c for j, x in enumerate(row)) for i, row in enumerate(full))
    roundtrip(CrossMarks(), shape, inner)


def test_crossmarks_codes():
    # 3x3 cells: 2x2 inner points; a mark on the second and the fourth
    marks = ((False,) * 4, (False, False, True, False), (False, False, True, False), (False,) * 4)
    assert CrossMarks().write(marks, (3, 3)) == "11"
    assert CrossMarks().write(empty_grid((4, 4), False), (3, 3)) == "4"
    assert CrossMarks().write(empty_grid((8, 8), False), (7, 7)) == "."
    assert CrossMarks().read(Cursor("11"), (3, 3)) == marks


def test_read_url_without_a_body_codec():
    assert read_url("https://puzz.link/p?akari/3/3/i", ("lightup",), "src") == ("lightup", 3, 3, {"body": "i"})


def test_file_names_are_not_url_attempts():
    assert not puzzlink.looks_like_url("puzz.link.txt")
    assert not puzzlink.looks_like_url("notpuzz.link/p?x")
    assert puzzlink.looks_like_url("www.pzv.jp/p.html?x")


def test_square_id_params():
    from gridsat.formats.tatham import square_id

    towers = re.compile(r"(\d{1,3})(?:d[ehxu])?:")
    m, n = square_id(" 4de:1/2", "t", 3, 1, towers, "a Towers game ID", 9)
    assert n == 4 and m.end() == 4
    with pytest.raises(InputError, match=r"^t:3:1: not a Towers game ID$"):
        square_id("x4:1", "t", 3, 1, towers, "a Towers game ID", 9)
    with pytest.raises(InputError, match="grid size 12 is out of range 1..9"):
        square_id("12:1", "t", 3, 1, towers, "a Towers game ID", 9)
