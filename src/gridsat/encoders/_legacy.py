"""TRANSITIONAL: a Genre object for a genre still written as one old-style module.
Removed once every genre is a package (issue 15)."""
from __future__ import annotations

from ..genre import Format, Genre, Option, Tuning

_OPTIONS = {
    "allow_empty": Option("allow_empty", "--allow-empty", False, "Loose rule: cells may stay empty (Numberlink)."),
    "rotation": Option("rotation", "--no-rotation", True, "Tiles may not be rotated (edge matching).", "negflag"),
    "up_to_symmetry": Option("up_to_symmetry", "--up-to-symmetry", False,
                             "One answer per class of board symmetries (edge matching)."),
}


ALIASES = {"twentyfourseven": ("24-7", "247"), "edgematch": ("scramble", "eternity", "edge-matching"),
           "starbattle": ("parks", "star-battle", "stars")}


def legacy_genre(mod) -> Genre:
    aliases = ALIASES.get(mod.NAME, ())

    declared = set(getattr(mod, "OPTIONS", set()))

    def rules(p, model, options):
        model.native_pb = model.lowering.native_sums
        model.notes = {"purpose": "solve" if model.lowering.lazy else "export", "hints": model.hints_enabled}
        model.solver_config = {}
        mod.encode(p, model, options)
        return {"notes": model.notes, "solver_config": model.solver_config}

    def decode(p, model, values, info=None):
        model.notes = (info or {}).get("notes", {})
        return mod.decode(p, model, values)

    def draw_svg(p, sol=None):
        from ..render.svg import render_svg
        return render_svg(mod.NAME, p, sol)

    from ..render.svg import supports

    formats = ()
    from ..formats import puzzlink
    pids = tuple(k for k, v in puzzlink.PIDS.items() if v == mod.NAME)
    if pids:
        formats = (Format("puzzlink", lambda text, source="url": puzzlink.decode(text, source)[1],
                          lambda p: puzzlink.encode(mod.NAME, p), pids),)
    return Genre(
        name=mod.NAME, title=mod.TITLE, puzzle=mod.Puzzle, solution=mod.Solution,
        parse=mod.parse, sniff=mod.sniff, from_json=mod.from_json, to_json=mod.to_json,
        rules=rules, decode=decode, check=mod.check, solution_to_json=mod.solution_to_json,
        solution_from_json=mod.solution_from_json, draw=mod.render, describe=mod.describe,
        aliases=tuple(aliases), split=getattr(mod, "split", None),
        draw_svg=draw_svg if supports(mod.NAME) or hasattr(mod, "render_svg") else None,
        formats=formats,
        options=tuple(_OPTIONS[o] for o in sorted(declared) if o in _OPTIONS),
        uses=frozenset(o for o in declared if o in ("pb", "connect")),
        tuning=Tuning(solver=getattr(mod, "SOLVER", None),
                      config={"cadical195": mod.CADICAL_CONFIG} if hasattr(mod, "CADICAL_CONFIG") else {}),
        answer=getattr(mod, "answer", None), solution_line=getattr(mod, "solution_line", None),
        orbit_size=getattr(mod, "orbit_size", None),
    )
