"""Aqre against puzzlekit's ``aqre`` solver."""
PEER = "puzzlekit"
KIND = "aqre"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?aqre/6/6/444400vvo3u0012345g"),
    ("penpa test 7x7", "https://puzz.link/p?aqre/7/7/0bdm3dmg0fg0r6o0fg40g123"),
    ("penpa test 10x10 a", "https://puzz.link/p?aqre/10/10/vvvs000fvvu0007vvv00vv00vv00vv00vv002020210221g0120200211g"
                           "2121212120"),
    ("penpa test 10x10 b", "https://puzz.link/p?aqre/10/10/tpro1k3fovm0f8s00004sog0dk03tgm162g0000g000000000000"),
    ("solver examples 18x18", "https://puzz.link/p?aqre/18/18/aba2qqg6mi2nhodt6jfc57m8qt96l6a1828b1j6ucn7p5bspeseknpl0o"
                              "d86h00o00svvhe3e41s3g8r2gr3v9u0241vvvrufs3gf3soc0m1g21c3o3k3sn000s0g1g1g22g11g2g22g1g22"
                              "12g1g1112233355g555355g3g3g355"),
    ("solver examples 21x17", "https://puzz.link/p?aqre/21/17/144g3ab85s7kb44ql7sl61gc600ccc66cc66ic69c286i1g9cfu6nlltag"
                              "1a4g1420081q5816tq1dvmh850l248h00g0321300001800kkbkaa18552l2lllllcdhkbvvk2fv404g7411g011"
                              "5111339001112000182"),
    ("solver examples 25x18", "https://puzz.link/p?aqre/25/18/g60o30c1g4000014o20vtofvvrgvu971vt1e30o0820g0gs1o1g2fg2g8v8d0"
                              "hm1q138jk32r7cfdn6ouo0280000000vvvvvvuvo194fis9001014000vu07svufnsvv0nu80fu4nvfvq1u0011s0"
                              "00707to603oo0c000vvvvvg2g2g2h346g31gf1221g11311dg22451-10c9g36420505"),
]
# ours / theirs: the defaults (shaded cells, x in puzzlekit's answer)
