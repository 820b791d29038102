"""Reliability, round two (issue 27): declared sizes are checked before anything as large as
them is made, contradictions between a JSON puzzle's parts are refused, and an ID that several
games' readers could take is reported with the reader that refused it."""
import json
import tracemalloc

import pytest

from gridsat import api, encoders
from gridsat.formats import InputError

HUGE = 10 ** 6
DOCS = [{"size": HUGE}, {"size": [HUGE, HUGE]}, {"rows": HUGE, "cols": HUGE},
        {"size": HUGE, "rows": HUGE, "cols": HUGE}]
IDS = [f"{HUGE}:1/2/3", f"{HUGE}x{HUGE}:aaa", f"{HUGE}x{HUGE}t0:aaa", f"{HUGE}x{HUGE}de:aaa", f"{HUGE}:_,a1",
       f"{HUGE}x{HUGE}:", f"{HUGE}:", f"3x3x{HUGE}:aaa", f"{HUGE}x{HUGE}n{HUGE}:aa",
       f"https://puzz.link/p?nurikabe/{HUGE}/{HUGE}/", f"https://puzz.link/p?skyscrapers/{HUGE}/{HUGE}/"]


def peak_while(fn) -> int:
    """The peak of Python's allocations (bytes) while ``fn`` runs (an InputError is expected)."""
    tracemalloc.start()
    try:
        fn()
    except InputError:
        pass
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak


@pytest.mark.parametrize("name", encoders.genre_names())
def test_declared_sizes_are_checked_before_allocating(name):
    # a 200-byte JSON once made 10 GB (Skyscrapers' "size": 100000): every genre refuses a huge
    # declared size having made at most a few megabytes
    for doc in DOCS:
        text = json.dumps(dict(doc, genre=name))
        assert peak_while(lambda: api.load(text)) < 30e6, doc


@pytest.mark.parametrize("text", IDS)
def test_huge_ids_and_urls_are_refused_small(text):
    assert peak_while(lambda: api.load(text)) < 30e6


@pytest.mark.parametrize("doc, words", [
    ({"genre": "sudoku", "size": 4, "givens": [[0] * 9 for _ in range(9)]}, '"size" says 4 but "givens" has 9 rows'),
    ({"genre": "futoshiki", "size": 5, "givens": [[0] * 4 for _ in range(4)]}, '"size" says 5 but "givens" has 4'),
    ({"genre": "norinori", "size": [5, 5], "rooms": [[1, 1], [2, 2]]}, '"size" says 5 rows and 5 columns'),
    ({"genre": "skyscrapers", "size": 3000}, "out of range 1..64"),
])
def test_contradicting_json_parts_are_refused(doc, words):
    with pytest.raises(InputError, match=words.replace("(", r"\(")):
        api.load(json.dumps(doc))


@pytest.mark.parametrize("text", ["10x10t0de:a2b", "8x8de:cdcj__eb", "7x7:aB1"])
def test_a_refused_id_names_the_readers(text):
    # a cut-off Loopy or Tents ID was reported by Solo's reader alone ("unknown Solo parameter
    # flag 't0de'", "a 64x64 board"): now the reader is named, and the others that tried
    with pytest.raises(InputError) as e:
        api.load(text)
    msg = e.value.message
    assert "(read as a " in msg and " ID" in msg
    if text.startswith("10x10t0"):
        assert "Slitherlink" in msg  # Loopy's reader is among those named


def test_an_id_another_reader_takes_is_not_an_error():
    # a real game ID still goes to its genre, whatever sniffs it first
    assert api.load("4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2").genre.name == "skyscrapers"


@pytest.mark.parametrize("text, reader", [("4:1/2/3?2/3/2/1/2/1/2/4/3/2/2/1/2", "Skyscrapers"),
                                          ("10x10t0de:a2b", "Slitherlink")])
def test_an_id_no_genre_sniffs_is_reported_by_a_reader_not_as_a_missing_file(text, reader):
    # one flipped byte in a Towers ID said "no such file": now the readers that took its
    # parameters say why they refused it
    with pytest.raises(InputError) as e:
        api.load(text)
    assert "no such file" not in e.value.message and f"(read as a {reader}" in e.value.message



def test_a_pearl_id_of_black_pearls_only_is_a_pearl_id():
    # sgt-pearl makes such IDs now and then; Light Up read them too (no numbered wall), and a
    # batch of generated Pearl and Loopy IDs said "multiple" for them
    pearl = "5x5:cBcBlBcB"
    assert api.load(pearl).genre.name == "masyu"
    assert api.load(f"lightup:{pearl}").genre.name == "lightup"  # named, still Light Up's
    assert api.load("7x7:eBa0aBBh3b0c0bBh00aBa0e").genre.name == "lightup"  # numbered walls: Light Up
