"""Nurimisaki against puzzlekit's ``nurimisaki`` solver."""
PEER = "puzzlekit"
KIND = "nurimisaki"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j"),
    ("puzsq 101318 6x6", "https://puzz.link/p?nurimisaki/6/6/4j6l.o.j2h4i.g"),
    ("cspuz-rs test 10x10", "https://puzz.link/p?nurimisaki/10/10/j3l3v2t2p.g2j2w2k2n3k"),
    ("penpa test 12x12", "https://puzz.link/p?nurimisaki/12/12/h3l4k.l.m.j2n.k3o.h.j.m3r3m2j.i.i3j.i2i2t2k"),
    ("solver examples 15x15", "https://puzz.link/p?nurimisaki/15/15/v.h.h.h.h.zr.j.h.i.zk.l.q.m.j.l.r.i.i.i.zr.h.h.h.h.v"),
    ("solver examples 22x15", "https://puzz.link/p?nurimisaki/22/15/j.zj3j.h.v.n.g..k3q4z4l.l2w3n4h.u5g3o3k.m.h.g4u.p.k3h"
                              ".j.p3n.i3k.t.u4o.h3h.g3r4"),
]
# ours / theirs: the defaults (shaded cells, x in puzzlekit's answer)
