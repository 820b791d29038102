"""Property tests: any input either parses into a valid puzzle or raises InputError.

Inputs: random text, random bytes (through ``formats.decode_bytes``), mutated versions of valid
puzzles (characters inserted / deleted / replaced, lines duplicated / dropped / swapped, header
numbers changed), random JSON documents and near-valid Star Battle JSON documents.

Besides "no other exception", every InputError is checked to be one line, to name the source,
and to point at a line (and column) that exists; an "unknown character" error must point at
that very character.  A successful parse must satisfy the Star Battle invariants and survive a
JSON round trip.

The regression tests at the end pin the bugs these fuzzers found (all fixed): non-ASCII
letters in a grid row, numbers of more than 4300 digits, "unknown genre" errors without a source,
columns of indented rows, and line numbers after a 'genre:' prefix.
"""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from gridsat import api
from gridsat.encoders import starbattle
from gridsat.formats import InputError, decode_bytes

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SOURCE = "fuzz.txt"

FUZZ = settings(max_examples=250, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


# -- the oracle ---------------------------------------------------------------------------------

def parse_or_input_error(text: str, genre: str | None = None, source: str = SOURCE):
    """``api.loads(text)``: the Loaded puzzle, or None after an InputError (checked)."""
    try:
        loaded = api.loads(text, source, genre)
    except InputError as e:
        check_error(e, text, source)
        return None
    check_valid(loaded, source)
    return loaded


def check_error(e: InputError, text: str, source: str) -> None:
    msg = str(e)
    assert "\n" not in msg and "\r" not in msg, msg
    assert e.message and e.message == " ".join(e.message.split())
    assert e.source == source, msg
    assert msg.startswith(source + ":"), msg
    # json counts lines by "\n" only; the text parsers use str.splitlines()
    lines = text.split("\n") if e.message.startswith("invalid JSON") else text.splitlines()
    if e.line is not None:
        assert 1 <= e.line <= max(1, len(lines)), f"line {e.line} of a {len(lines)}-line text: {msg}"
        if e.col is not None:
            physical = lines[e.line - 1] if lines else ""
            assert 1 <= e.col <= len(physical) + 1, msg  # len + 1: just past the end (JSON)
            m = re.search(r"unknown character ('.*?'|\".*?\") in the grid", e.message)
            if m:
                ch = ast.literal_eval(m.group(1))
                assert physical[e.col - 1] == ch, f"{msg}: line {e.line} is {physical!r}"
    else:
        assert e.col is None, msg


def check_valid(loaded, source: str) -> None:
    assert loaded.source == source
    if loaded.genre is not starbattle.GENRE:
        # other genres exist now: a mutation may turn the text into, say, a Numberlink integer
        # grid ("1\n1"); it must then be a puzzle of a registered genre, validated by its class
        from gridsat import encoders

        assert loaded.genre_name in encoders.genre_names()
        assert isinstance(loaded.puzzle, loaded.genre.puzzle)
        return
    p = loaded.puzzle
    assert isinstance(p, starbattle.Puzzle)
    n = len(p.regions)
    assert 1 <= n <= starbattle.MAX_SIZE
    assert all(len(row) == n for row in p.regions)
    assert isinstance(p.stars, int) and not isinstance(p.stars, bool)
    assert 1 <= p.stars and 2 * p.stars - 1 <= n
    sizes: dict = {}
    for row in p.regions:
        for label in row:
            assert label is None or (isinstance(label, (int, str)) and not isinstance(label, bool))
            if label is not None:
                sizes[label] = sizes.get(label, 0) + 1
    assert len(sizes) == n
    assert min(sizes.values()) >= p.stars
    # the JSON round trip gives the same puzzle
    doc = starbattle.to_json(p)
    again = api.loads(json.dumps(doc), source)
    assert again.puzzle == p
    assert starbattle.describe(p)["size"] == f"{n}x{n}"


# -- valid inputs to mutate -------------------------------------------------------------------

EX5 = (EXAMPLES / "starbattle-5x5.txt").read_text()
EX9 = (EXAMPLES / "starbattle-9x9.txt").read_text()
ROWS5 = ["ABBBB", "AABBB", "ACDBB", "ADDDE", "DDDEE"]
ROWS9 = [line for line in EX9.splitlines() if line and not line.startswith(("#", "stars"))]

VALID = [
    EX5,
    EX9,
    "stars 1\n" + "\n".join(ROWS5) + "\n",
    "size 5 stars 1\n" + "\n".join(ROWS5) + "\n",
    "starbattle size 9x9 stars 2\n" + "\n".join(ROWS9) + "\n",
    "parks stars 1\n" + "\n".join(" ".join(r) for r in ROWS5) + "\n",
    "# spaced, numeric labels\nstars 1\n" + "\n".join(" ".join(str(ord(c) - 64) for c in r) for r in ROWS5),
    "stars 1\nAB.BB\nAABBB\nACDBB\nADDDE\nDDDEE\n",
    "5x1." + "".join(ROWS5) + "\n",
    "# pack\n9x2." + "".join(ROWS9) + ".meta\n",
    "starbattle:\n" + EX5,
    "starbattle: stars 1\n" + "\n".join(ROWS5),
    "parks:9x2." + "".join(ROWS9),
    "stars 1\r\nABBBB\r\nAABBB\r\nACDBB\r\nADDDE\r\nDDDEE\r\n",
    json.dumps({"genre": "starbattle", "stars": 1, "regions": [list(r) for r in ROWS5]}),
    json.dumps({"genre": "parks", "stars": 2, "regions": [list(r) for r in ROWS9]}, indent=1),
    json.dumps({"genre": "starbattle", "stars": 1,
                "regions": [[ord(c) - 64 for c in r] for r in ROWS5[:4]] + [[4, 4, 4, None, 5]]}),
]


def test_valid_bases_parse():
    for text in VALID:
        assert parse_or_input_error(text) is not None, text


INTERESTING = list("ABCDEabcxz0129_.#? \t\n\r{}[]\",:-*") + ["é", "٣", "\x00", "\ufeff", "\x0c", "\u2028",
                                                            "★", "stars", "size", "10000", "\n\n"]
chars = st.one_of(st.sampled_from(INTERESTING), st.characters())
numbers = st.one_of(st.integers(0, 12), st.sampled_from([10000, 1000, 1001, 9999999, 12345678]))


@st.composite
def mutated(draw, bases=VALID):
    text = draw(st.sampled_from(bases))
    for _ in range(draw(st.integers(1, 5))):
        op = draw(st.sampled_from(["insert", "delete", "replace", "dup_line", "drop_line",
                                   "swap_lines", "numbers", "truncate"]))
        lines = text.split("\n")
        if op in ("insert", "delete", "replace", "truncate"):
            i = draw(st.integers(0, len(text)))
            if op == "insert":
                text = text[:i] + draw(chars) + text[i:]
            elif op == "delete":
                text = text[:i] + text[i + draw(st.integers(1, 3)):]
            elif op == "replace":
                text = text[:i] + draw(chars) + text[i + 1:]
            else:
                text = text[:i]
        elif op == "dup_line":
            i = draw(st.integers(0, len(lines) - 1))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif op == "drop_line":
            i = draw(st.integers(0, len(lines) - 1))
            del lines[i]
            text = "\n".join(lines)
        elif op == "swap_lines":
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "\n".join(lines)
        else:  # change the numbers of the header (or of the compact form, or "stars" in JSON)
            text = re.sub(r"\d+", lambda m: str(draw(numbers)), text, count=draw(st.integers(1, 3)))
    return text


# -- the properties ---------------------------------------------------------------------------

@FUZZ
@given(st.text(max_size=300))
def test_random_text(text):
    parse_or_input_error(text)


TOKENS = ["stars", "size", "starbattle", "parks", "starbattle:", "parks:", "stars:", " ", "\n", "\n",
          "\n", "#", ".", "x", "0", "1", "2", "3", "5", "10000", "A", "B", "AB", "ABC", "AAB", "é", "?",
          "{", "}", "\t", "\r\n", "5x1.", "2x1.", "1x1.A", "_"]


@FUZZ
@given(st.lists(st.sampled_from(TOKENS), max_size=60).map("".join),
       st.sampled_from([None, None, "starbattle", "parks", "Star-Battle", "zigzag"]))
def test_token_soup(text, genre):
    parse_or_input_error(text, genre)


@FUZZ
@given(st.one_of(st.binary(max_size=400),
                 st.builds(lambda base, tail: base.encode() + tail, st.sampled_from(VALID), st.binary(max_size=40)),
                 st.builds(lambda text, enc: text.encode(enc, errors="replace"), mutated(),
                           st.sampled_from(["utf-8", "utf-8-sig", "latin-1", "utf-16", "cp1252"]))))
def test_random_bytes(data):
    try:
        text = decode_bytes(data, SOURCE)
    except InputError as e:
        check_error_bytes(e, data)
        return
    assert isinstance(text, str) and "\0" not in text and text.strip()
    parse_or_input_error(text)


def check_error_bytes(e: InputError, data: bytes) -> None:
    msg = str(e)
    assert "\n" not in msg and msg.startswith(SOURCE + ":"), msg
    if e.line is not None:
        assert 1 <= e.line <= data.count(b"\n") + 1


@FUZZ
@example("stars 1\n  AB?\n  ABC\n  ABC\n")
@given(mutated())
def test_mutated_examples(text):
    parse_or_input_error(text)


@FUZZ
@given(mutated(), st.sampled_from(["starbattle", "parks", "stars", "zigzag", "STARBATTLE"]))
def test_mutated_examples_with_genre(text, genre):
    parse_or_input_error(text, genre)


# JSON

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                         st.text(max_size=8))
json_values = st.recursive(json_scalars,
                           lambda children: st.one_of(st.lists(children, max_size=6),
                                                      st.dictionaries(st.text(max_size=8), children, max_size=6)),
                           max_leaves=30)
genres = st.one_of(st.sampled_from(["starbattle", "parks", "star-battle", "stars", "Starbattle", " parks ",
                                    "", "zigzag"]), json_values)


@FUZZ
@given(st.one_of(json_values,
                 st.dictionaries(st.text(max_size=8), json_values, max_size=6),
                 st.fixed_dictionaries({"genre": genres},
                                       optional={"stars": json_values, "regions": json_values})),
       st.sampled_from([None, 0, 2]))
def test_random_json(doc, indent):
    parse_or_input_error(json.dumps(doc, indent=indent))


labels = st.one_of(st.sampled_from(["A", "B", "C", "D", "E", 1, 2, 3, None, "", "A B", "é", "10"]), json_scalars,
                   st.lists(st.integers(0, 3), max_size=2))


@st.composite
def near_valid_json(draw):
    rows = [list(r) for r in draw(st.sampled_from([ROWS5, ROWS9]))]
    doc = {"genre": "starbattle", "stars": 1 if len(rows) == 5 else 2, "regions": rows}
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["stars", "label", "drop_row", "dup_row", "extend_row", "shrink_row",
                                   "genre", "drop_key", "regions", "relabel"]))
        rows = doc.get("regions")
        ok_rows = isinstance(rows, list) and rows and all(isinstance(r, list) and r for r in rows)
        if op == "stars":
            doc["stars"] = draw(st.one_of(st.integers(-3, 12), json_values))
        elif op == "genre":
            doc["genre"] = draw(genres)
        elif op == "drop_key":
            doc.pop(draw(st.sampled_from(["genre", "stars", "regions"])), None)
        elif op == "regions":
            doc["regions"] = draw(json_values)
        elif not ok_rows:
            continue
        elif op == "label":
            r = draw(st.integers(0, len(rows) - 1))
            c = draw(st.integers(0, len(rows[r]) - 1))
            rows[r][c] = draw(labels)
        elif op == "drop_row":
            del rows[draw(st.integers(0, len(rows) - 1))]
        elif op == "dup_row":
            i = draw(st.integers(0, len(rows) - 1))
            rows.insert(i, list(rows[i]))
        elif op == "extend_row":
            rows[draw(st.integers(0, len(rows) - 1))].append(draw(labels))
        elif op == "shrink_row":
            rows[draw(st.integers(0, len(rows) - 1))].pop()
        else:  # relabel one region everywhere (merging two regions, or making labels ints)
            old = draw(st.sampled_from(sorted({str(x) for row in rows for x in row})))
            new = draw(labels)
            doc["regions"] = [[new if str(x) == old else x for x in row] for row in rows]
    return doc


@FUZZ
@given(near_valid_json(), st.sampled_from([None, 1]))
def test_near_valid_json(doc, indent):
    text = json.dumps(doc, indent=indent)
    parse_or_input_error(text)


@FUZZ
@given(near_valid_json().map(json.dumps).flatmap(lambda t: mutated(bases=[t])))
def test_mutated_json_text(text):
    parse_or_input_error(text)


# -- the CLI on mutated input: exit 0/1/3 with a clean stderr, or exit 2 with one line --------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(bases=VALID[:4] + VALID[8:9] + VALID[14:15]))
def test_cli_on_mutated_input(text):
    from click.testing import CliRunner

    from gridsat.cli import main

    try:
        runner = CliRunner(mix_stderr=False)
    except TypeError:
        runner = CliRunner()
    result = runner.invoke(main, ["solve", "-", "--unique"], input=text.encode("utf-8", "surrogatepass"))
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    assert "Traceback" not in result.stderr
    # a line that is not a puzzle (a title before it) is skipped with one note
    notes = [line for line in result.stderr.splitlines(True) if line.startswith("gridsat: note: ")]
    assert len(notes) <= 1 and all("(not a puzzle)" in n for n in notes)
    stderr = "".join(line for line in result.stderr.splitlines(True) if line not in notes)
    if result.stdout.startswith("#1: "):  # several one-line puzzles: a batch, bad entries inline
        assert result.exit_code in (0, 1, 2, 3) and stderr == ""
        assert " puzzles: " in result.stdout.splitlines()[-1]
        return
    if result.exit_code == 2:
        assert stderr.count("\n") == 1 and stderr.startswith("gridsat: error: "), stderr
        assert result.stdout == ""
    else:
        assert result.exit_code in (0, 1, 3), (result.exit_code, stderr)
        assert stderr == ""


# -- regression tests for bugs the fuzzers found (fixed) ------------------------------------------

def _only_input_error(text: str) -> None:
    try:
        api.loads(text, SOURCE)
    except InputError:
        pass


@pytest.mark.parametrize("text", ["stars 1\nABC\nAéC\nABC\n", "stars 1\nA B C\nA B ٣\nA B C\n",
                                  "stars 1\nABC\nA\u00b2C\nABC\n"])
def test_bug_non_ascii_label(text):
    _only_input_error(text)


@pytest.mark.parametrize("text", ["9" * 5000 + "x1.A", "1x" + "9" * 5000 + ".A",
                                  '{"genre": "starbattle", "stars": ' + "9" * 5000 + ', "regions": [["A"]]}',
                                  '{"genre": "starbattle", "stars": 1, "regions": [[' + "9" * 5000 + "]]}"])
def test_bug_huge_numbers(text):
    _only_input_error(text)


@pytest.mark.parametrize("text,genre", [('{"genre": "zigzag", "stars": 1, "regions": [["A"]]}', None),
                                        ("stars 1\nA\n", "zigzag")])
def test_bug_unknown_genre_has_no_source(text, genre):
    with pytest.raises(InputError) as info:
        api.loads(text, SOURCE, genre)
    assert info.value.source == SOURCE


def test_bug_column_ignores_indentation():
    with pytest.raises(InputError) as info:
        api.loads("stars 1\n  AB?\n  ABC\n  ABC\n", SOURCE)
    assert (info.value.line, info.value.col) == (2, 5)


def test_bug_line_after_prefix():
    with pytest.raises(InputError) as info:
        api.loads("\n\nstarbattle:\nstars 1\nA?\n", SOURCE)
    assert (info.value.line, info.value.col) == (5, 2)


# -- every genre, every format ------------------------------------------------------------------

def genre_bases(name: str) -> list[str]:
    """Valid texts of a genre: its bundled examples, and each one written in every format that
    has a writer (native text, JSON, puzz.link, game IDs, ...)."""
    from gridsat import encoders

    g = encoders.get(name)
    out = []
    for path in sorted(EXAMPLES.glob(f"{name}-*")):
        for loaded in api.load_all(str(path)):
            if isinstance(loaded, InputError) or loaded.genre_name != name:
                continue
            p = loaded.puzzle
            out += [path.read_text(), json.dumps(g.to_json(p))]
            writers = [g.to_text] + [f.write for f in g.formats]
            for write in writers:
                if write is not None:
                    try:
                        out.append(write(p))
                    except InputError:  # a puzzle the format cannot express
                        pass
            break
    return out


EVERY_GENRE = settings(max_examples=60, deadline=None, derandomize=True,
                       suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                              HealthCheck.function_scoped_fixture])


def check_any_error(e: InputError, source: str) -> None:
    msg = str(e)
    assert "\n" not in msg and "\r" not in msg and len(msg) < 500, msg
    assert msg.startswith(source + ":") or e.source is None, msg


@pytest.mark.parametrize("name", sorted(__import__("gridsat.encoders", fromlist=["x"]).genre_names()))
@EVERY_GENRE
@given(data=st.data())
def test_every_genre_and_format_survives_mutation(name, data):
    """Mutated texts of every format of every genre: a puzzle, or one InputError line (never
    another exception); a puzzle that parses survives a JSON round trip."""
    bases = _BASES.get(name)
    if bases is None:
        bases = _BASES[name] = genre_bases(name)
    assert bases, f"{name}: no bundled example to mutate"
    text = data.draw(mutated(bases))
    named = data.draw(st.booleans())
    try:
        loaded = api.loads(text, SOURCE, name if named else None)
    except InputError as e:
        check_any_error(e, SOURCE)
        return
    g = loaded.genre
    doc = g.to_json(loaded.puzzle)
    assert g.to_json(g.from_json(json.loads(json.dumps(doc)), SOURCE)) == doc


_BASES: dict[str, list[str]] = {}
