"""Kurotto against puzzlekit's ``kurotto`` solver."""
PEER = "puzzlekit"
KIND = "kurotto"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?kurotto/5/5/30m4h6h4m02"),
    ("cspuz-rs test 6x6", "https://puzz.link/p?kurotto/6/6/3gah.m.i9.iam8h3g2"),
    ("puzzlekit link 10x10", "https://puzz.link/p?kurotto/10/10/46s.g21k4k2h.i1n.4j34n.i3h.k3k61g3s23"),
    ("penpa test 10x10", "https://puzz.link/p?kurotto/10/10/sah2j.8.h.4.h6l6g4.l.8i9h9j.7.h.7.h5l5t6h3i"),
    ("penpa test 13x12", "https://puzz.link/p?kurotto/13/12/g1g1h.h0g1h2g0h4h4g1h3g1h.h2g4i2h.g1h2j.h2g.h.j6h.g.h3i6g2"
                         "h5h5g4h2g.h.h3g.h5g.h.h8g9i3h.g.h6j5h3g.h.j7h.g.h9h"),
    ("penpa test 9x17", "https://puzz.link/p?kurotto/9/17/i123zg5h2g2h66h3g3h.7h.g4h4x567i4.5x5h7g4h56h8g5h.7h.g6h7zg234i"),
    # noqx's example list marks it as one its solver will probably not finish; puzzlekit's stops
    # at its own 30 s limit without an answer (a Timeout row, no answer to compare)
    ("noqx example 17x13", "https://puzz.link/p?kurotto/17/13/7i4i-1ai4iay1i6ibi0y3ibi9i-14iay4i7i-10i4y-11iei6ici3y1ibi7i2y"
                           "-10i8i0i4i1"),
]
# ours / theirs: the defaults (shaded cells, x in puzzlekit's answer)
