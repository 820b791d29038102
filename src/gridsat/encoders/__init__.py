"""The genre registry: every subpackage of ``gridsat.encoders`` is a genre package declaring
one ``GENRE`` object (:class:`gridsat.genre.Genre`).  Adding a genre is adding its package:
the registry finds it by listing this folder (no import), so nothing here changes.

Genre packages are imported only when used, so the CLI starts fast.  What the command line
needs about every genre before it knows which one it reads (names, titles, aliases, puzz.link
genre names, the options its flags are built from) comes from the manifest,
``encoders/manifest.py``, a file generated from the genres (``python -m gridsat.encoders``;
``tests/test_startup.py`` fails with that command when it is stale).  Detection
(:func:`sniff`) imports the genre the text's first word names first, and the others, in name
order, only when that one does not take the text.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import fields
from functools import lru_cache
from pathlib import Path

from ..formats import InputError
from ..genre import EncodeOptions, Genre, Option, declare_options  # noqa: F401  (EncodeOptions: public name)

PACKAGES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_")))
MANIFEST = Path(__file__).with_name("manifest.py")
REGENERATE = "python -m gridsat.encoders"  # writes the manifest


def genre_names() -> list[str]:
    return sorted(PACKAGES)


@lru_cache(maxsize=None)
def _load(name: str) -> Genre:
    module = importlib.import_module(f"{__name__}.{name}")
    genre = module.GENRE
    if genre.name != name:  # pragma: no cover - a registry slip
        raise RuntimeError(f"package {name} declares genre {genre.name!r}")
    return genre


def all_genres() -> list[Genre]:
    """Every genre (imports them all: for tests, docs and the manifest, not for start-up)."""
    return [_load(n) for n in genre_names()]


# -- the manifest: what the CLI needs without importing a genre ----------------------------------

def _option_doc(opt: Option) -> dict:
    """Every field of an :class:`Option` (``Option(**doc)`` makes it again)."""
    return {f.name: getattr(opt, f.name) for f in fields(opt)}


def build_manifest() -> dict[str, dict]:
    """The manifest's data, read from the genres themselves (imports every genre)."""
    return {g.name: _entry(g) for g in all_genres()}


def _entry(g: Genre) -> dict:
    return {
        "title": g.title,
        "aliases": tuple(g.aliases),
        "pids": tuple(p for f in g.formats for p in f.pids),
        "options": tuple(_option_doc(o) for o in g.options),
        "generate": None if g.generate is None else tuple(_option_doc(o) for o in g.generate.options),
    }


def write_manifest(path: Path = MANIFEST) -> Path:
    """Write ``encoders/manifest.py`` from the genres (``python -m gridsat.encoders``)."""
    lines = [f'"""The genre manifest, generated from the genres by ``{REGENERATE}``: do not edit.',
             "",
             "What the command line needs about every genre without importing one (read through",
             '``gridsat.encoders.manifest_data``); tests/test_startup.py fails when it is stale."""',
             "GENRES = {"]
    for name, doc in build_manifest().items():
        lines.append(f"    {name!r}: {{")
        for key, value in doc.items():
            if key in ("options", "generate") and value:  # one option a line
                lines += [f"        {key!r}: ("] + [f"            {opt!r}," for opt in value] + ["        ),"]
            else:
                lines.append(f"        {key!r}: {value!r},")
        lines.append("    },")
    path.write_text("\n".join(lines + ["}", ""]), encoding="utf-8")
    return path


@lru_cache(maxsize=None)
def manifest_data() -> dict[str, dict]:
    """Per genre name: ``title``, ``aliases``, ``pids`` (puzz.link), ``options`` (the fields of
    each :class:`Option`) and ``generate`` (its generator's options; None: no generator).  From
    the generated manifest; from the genres themselves when it does not list exactly the genre
    packages there are (a package added since is read from itself, slower; one that does not
    import yet, a genre being written, is left out: tests/test_startup.py fails until the
    manifest is written again)."""
    from .manifest import GENRES

    if set(GENRES) == set(PACKAGES):
        return GENRES
    out = {name: doc for name, doc in GENRES.items() if name in PACKAGES}
    for name in sorted(set(PACKAGES) - set(GENRES)):
        try:
            out[name] = _entry(_load(name))
        except Exception:  # noqa: BLE001 - a genre package being written (tests/test_startup.py fails meanwhile)
            continue
    return dict(sorted(out.items()))


@lru_cache(maxsize=None)
def _aliases() -> dict[str, str]:
    return {alias: name for name, doc in manifest_data().items() for alias in doc["aliases"]}


def canonical(name: str) -> str | None:
    name = name.strip().lower()
    if name in PACKAGES:
        return name
    return _aliases().get(name)


def get(name: str) -> Genre:
    """The genre called ``name`` (aliases allowed); InputError for an unknown genre (naming
    the nearest names, if any are near)."""
    canon = canonical(name)
    if canon is None:
        raise InputError(f"{unknown_genre(name)} (known: {', '.join(genre_names())})")
    return _load(canon)


def did_you_mean(word: str, names, canon=lambda name: name) -> str:
    """``"; did you mean X?"`` (or ``"X or Y"``) for the names nearest to a mistyped ``word``
    (each shown as ``canon(name)``, once); "" when none is near."""
    import difflib

    near = difflib.get_close_matches(word.strip().lower(), sorted(set(names)), n=3, cutoff=0.75)
    shown = list(dict.fromkeys(canon(name) for name in near))[:2]
    return f"; did you mean {' or '.join(shown)}?" if shown else ""


def unknown_genre(name: str) -> str:
    """``unknown genre 'nurikab'; did you mean nurikabe?``: a genre name or alias nobody has
    (an alias suggests its genre)."""
    return f"unknown genre {name!r}" + did_you_mean(name, list(PACKAGES) + list(_aliases()), canonical)


def titles() -> list[tuple[str, str]]:
    """(name, title) of every genre, in name order (no genre imported)."""
    return [(name, manifest_data()[name]["title"]) for name in genre_names() if name in manifest_data()]


def puzzlink_pids() -> list[str]:
    """Every puzz.link genre name some genre reads, sorted."""
    return sorted(p for doc in manifest_data().values() for p in doc["pids"])


def by_puzzlink_pid(pid: str) -> tuple[Genre, object] | None:
    """The genre and format that read puzz.link genre ``pid`` (None: no genre reads it).
    Imports that genre only."""
    for name in genre_names():
        if pid in manifest_data().get(name, {}).get("pids", ()):
            g = _load(name)
            for f in g.formats:
                if pid in f.pids:
                    return g, f
    return None


@lru_cache(maxsize=None)
def option_declarations() -> dict[str, Option]:
    """Every genre option by name (two genres declaring one name must agree on it)."""
    out: dict[str, Option] = {}
    for name in genre_names():
        for doc in manifest_data().get(name, {}).get("options", ()):
            opt = Option(**doc)
            seen = out.get(opt.name)
            if seen is not None and (seen.flag, seen.kind, seen.default) != (opt.flag, opt.kind, opt.default):
                raise RuntimeError(f"genres declare option {opt.name!r} differently")
            out.setdefault(opt.name, opt)
    return out


declare_options(option_declarations)  # EncodeOptions reads the genre options' defaults from here


@lru_cache(maxsize=None)
def generator_options() -> dict[str, Option]:
    """Every generator option by name (``--stars N``, ``--jigsaw``, ``--x``): the first genre
    to declare a name gives its flag and help."""
    out: dict[str, Option] = {}
    for name in genre_names():
        for doc in manifest_data().get(name, {}).get("generate") or ():
            out.setdefault(doc["name"], Option(**doc))
    return out


def _first_word(text: str) -> str:
    """The first word of the first line that is neither blank nor a ``#`` / ``//`` comment."""
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith(("#", "//")):
            return line.split()[0]
    return ""


# The genres of gridsat 1 (before the declared boards), asked first when nothing names the genre:
# several of Simon Tatham's games write the same kind of ID (``7x7:2a3b...`` is a Light Up, a
# Singles, a Filling or a Slant ID), so an unnamed ID goes where it went before, and a newer
# genre's ID is detected when no older genre reads it (else name it: ``fillomino:7x7:...``).
DETECT_FIRST = ("edgematch", "futoshiki", "hashi", "hitori", "kakuro", "kenken", "lightup", "masyu", "nonogram",
                "norinori", "numberlink", "nurikabe", "skyscrapers", "slitherlink", "starbattle", "sudoku", "tents",
                "twentyfourseven")


def detection_order() -> list[str]:
    """The genres in the order detection asks them (:data:`DETECT_FIRST`, then by name)."""
    return sorted(genre_names(), key=lambda n: (n not in DETECT_FIRST, n))


def sniff(text: str) -> Genre | None:
    """The genre that takes ``text`` (auto-detection): the genre the first word names (a native
    header such as ``stars 2`` or ``sudoku 9x9``) when its sniffer agrees; else the first genre,
    in :func:`detection_order`, whose sniffer does.  A genre is imported only when it is asked."""
    named = canonical(_first_word(text))
    if named is not None and _load(named).sniff(text):
        return _load(named)
    for name in detection_order():
        if _load(name).sniff(text):
            return _load(name)
    return None


GLOBAL_FLAGS = {"connect": "--connect", "pb": "--pb"}


def check_options(genre: Genre, options: EncodeOptions) -> None:
    """Refuse an option the genre does not honour (no silent no-ops), even one given its
    default value (``--runs starts`` on a genre without ``--runs``)."""
    own = {o.name for o in genre.options} | set(genre.uses)
    decls = option_declarations()
    for name in sorted(set(options.used()) | {n for n in options.genre if n in decls}):
        if name not in own:
            flag = GLOBAL_FLAGS.get(name) or decls[name].flag
            raise InputError(f"{flag} does not apply to {genre.name}")
    names = {p.name for p in genre.implied + genre.hints + tuple(getattr(genre, "dominance", ()))}
    for name in sorted(options.parts):
        if name not in names:
            raise InputError(f"{genre.name} has no implied constraint or hint called {name!r} "
                             f"(it has: {', '.join(sorted(names)) or 'none'})")
