"""The genre registry: every subpackage of ``gridsat.encoders`` is a genre package declaring
one ``GENRE`` object (:class:`gridsat.genre.Genre`).  Adding a genre is adding its package:
the registry finds it by listing this folder (no import), so nothing here changes.

Genre packages are imported only when used, so the CLI starts fast; asking for every genre
(``all_genres()``: detection, the option table) imports them all.
"""
from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache

from ..formats import InputError
from ..genre import EncodeOptions, Genre, Option  # noqa: F401  (EncodeOptions: public name)

PACKAGES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg and not m.name.startswith("_")))


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
    return [_load(n) for n in genre_names()]


@lru_cache(maxsize=None)
def _aliases() -> dict[str, str]:
    return {alias: g.name for g in all_genres() for alias in g.aliases}


def canonical(name: str) -> str | None:
    name = name.strip().lower()
    if name in PACKAGES:
        return name
    return _aliases().get(name)


def get(name: str) -> Genre:
    """The genre called ``name`` (aliases allowed); InputError for an unknown genre."""
    canon = canonical(name)
    if canon is None:
        raise InputError(f"unknown genre {name!r}; known genres: {', '.join(genre_names())}")
    return _load(canon)


def by_puzzlink_pid(pid: str) -> tuple[Genre, object] | None:
    """The genre and format that read puzz.link genre ``pid`` (None: no genre reads it)."""
    for g in all_genres():
        for f in g.formats:
            if pid in f.pids:
                return g, f
    return None


@lru_cache(maxsize=None)
def option_declarations() -> dict[str, Option]:
    """Every genre option by name (two genres declaring one name must agree on it)."""
    out: dict[str, Option] = {}
    for g in all_genres():
        for opt in g.options:
            seen = out.get(opt.name)
            if seen is not None and (seen.flag, seen.kind, seen.default) != (opt.flag, opt.kind, opt.default):
                raise RuntimeError(f"genres declare option {opt.name!r} differently")
            out.setdefault(opt.name, opt)
    return out


GLOBAL_FLAGS = {"connect": "--connect", "pb": "--pb"}


def check_options(genre: Genre, options: EncodeOptions) -> None:
    """Refuse an option the genre does not honour (no silent no-ops)."""
    own = {o.name for o in genre.options} | set(genre.uses)
    decls = option_declarations()
    for name in sorted(options.used()):
        if name not in own:
            flag = GLOBAL_FLAGS.get(name) or decls[name].flag
            raise InputError(f"{flag} does not apply to {genre.name}")
    names = {p.name for p in genre.implied + genre.hints + tuple(getattr(genre, "dominance", ()))}
    for name in sorted(options.parts):
        if name not in names:
            raise InputError(f"{genre.name} has no implied constraint or hint called {name!r} "
                             f"(it has: {', '.join(sorted(names)) or 'none'})")
