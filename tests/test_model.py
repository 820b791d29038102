import pytest

from gridsat.model import Model


def test_named_variables_are_stable_and_labelled():
    m = Model()
    a = m.var("star", 0, 1)
    b = m.var("star", 1, 0)
    assert a != b
    assert m.var("star", 0, 1) == a
    assert m.label(-a) == ("star", 0, 1)
    x = m.aux()
    assert x == m.nvars and m.label(x) is None


def test_clause_literals_must_exist():
    m = Model()
    m.var("a")
    with pytest.raises(ValueError):
        m.add([1, 2])
    with pytest.raises(ValueError):
        m.add([0])


def test_blocking_uses_primary_only():
    m = Model()
    a, b, aux = m.var("a"), m.var("b"), m.aux()
    m.mark_primary(a, b)
    assert m.blocking_clause({a: True, b: False, aux: True}) == [-a, b]


def test_tags_guard_clauses_only_when_tracking():
    plain = Model()
    v = plain.var("x")
    with plain.tag("clue"):
        plain.add([v])
    assert plain.clauses == [[v]] and plain.selectors == {}

    tagged = Model(tags=True)
    v = tagged.var("x")
    with tagged.tag("clue one"):
        tagged.add([v])
    sel = tagged.selectors["clue one"]
    assert tagged.clauses == [[v, -sel]]
    assert tagged.clue_of(sel) == "clue one"
    assert [sel] in tagged.hard_clauses()
