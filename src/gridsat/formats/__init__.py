"""Reading puzzle input: files, stdin, JSON documents, and the error type every parser raises.

Every parser reports bad input as :class:`InputError`, whose text is one line naming the
source, and where known the line and column (``puzzle.txt:3:5: unknown character '?'``).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

MAX_INPUT_BYTES = 64 * 1024 * 1024


class InputError(ValueError):
    """Bad puzzle input.  ``str(e)`` is a single line: ``source[:line[:col]]: message``."""

    def __init__(self, message: str, source: str | None = None, line: int | None = None,
                 col: int | None = None) -> None:
        self.message = " ".join(str(message).split())
        self.source = source
        self.line = line
        self.col = col
        super().__init__(self.__str__())

    def __str__(self) -> str:
        if self.source is None and self.line is None:
            return self.message  # a usage error, not about a file
        where = [_printable(self.source or "input")]
        if self.line is not None:
            where.append(str(self.line))
            if self.col is not None:
                where.append(str(self.col))
        return f"{':'.join(where)}: {self.message}"

    def at(self, source: str | None = None, line: int | None = None) -> "InputError":
        """The same error with a location filled in where it was missing."""
        return InputError(self.message, self.source or source,
                          self.line if self.line is not None else line, self.col)


def _printable(text: str) -> str:
    """Control characters (a newline in a file name, say) escaped so the message stays one line."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def read_input(path: str) -> tuple[str, str]:
    """Text and a display name for ``path`` (``-`` reads stdin).  Rejects binary and huge input."""
    if path == "-":
        data = sys.stdin.buffer.read(MAX_INPUT_BYTES + 1)
        source = "<stdin>"
    else:
        p = Path(path)
        source = str(path)
        if p.is_dir():
            raise InputError("is a directory, not a puzzle file", source)
        try:
            with open(p, "rb") as f:
                data = f.read(MAX_INPUT_BYTES + 1)
        except FileNotFoundError:
            raise InputError("no such file", source) from None
        except OSError as e:
            raise InputError(f"cannot read file ({e.strerror})", source) from None
    return decode_bytes(data, source), source


def decode_bytes(data: bytes, source: str) -> str:
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"input is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MiB", source)
    nul = data.find(b"\0")
    if nul >= 0:
        raise InputError("binary data (NUL bytes), not a text puzzle", source, data[:nul].count(b"\n") + 1)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise InputError("not UTF-8 text (binary file?)", source, line) from None
    if not text.strip():
        raise InputError("empty input: no puzzle found", source)
    return text


def looks_like_json(text: str) -> bool:
    return text.lstrip().startswith("{")


def parse_json(text: str, source: str, what: str = 'a JSON puzzle must be an object with a "genre" field') -> dict:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"invalid JSON: {e.msg}", source, e.lineno, e.colno) from None
    except RecursionError:
        raise InputError("invalid JSON: nested too deeply", source) from None
    except ValueError as e:  # e.g. an integer with thousands of digits
        raise InputError(f"invalid JSON: {e}", source) from None
    if not isinstance(doc, dict):
        raise InputError(what, source)
    return doc


def significant_lines(text: str) -> list[tuple[int, str]]:
    """(1-based line number, stripped line) for lines that are neither blank nor ``#`` comments."""
    return [(no, line) for no, line, _ in significant_lines_indented(text)]


def significant_lines_indented(text: str) -> list[tuple[int, str, int]]:
    """Like :func:`significant_lines`, plus each line's indentation (to report true columns)."""
    out = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if line and not line.startswith("#"):
            out.append((no, line, len(raw) - len(raw.lstrip())))
    return out
