"""A tiny tagged KJV in the shipped file's format, and a library to lay it on (tests only).

The verses are the KJV's (public domain) with its Strong's numbers as CrossWire's engKJV2006eb tags them.
"""

from __future__ import annotations

import lzma
from pathlib import Path

from app.core.wordstudy import tagged

# reference, text, tags as the file writes them (word indexes among `fold.words(text)`)
VERSES = [
    ("Gen.1.1", "In the beginning God created the heaven and the earth.",
     "2:H7225 3:H430 4:H1254 6:H8064 7:H853 9:H776"),
    ("Gen.1.3", "And God said, Let there be light: and there was light.",
     "1:H430 2:H559 5:H1961 6:H216 10:H216"),
    ("Ps.23.1", "The LORD is my shepherd; I shall not want.", "1:H3068 4:H7462 8:H2637"),
    ("John.3.16", "For God so loved the world, that he gave his only begotten Son, that whosoever believeth "
     "in him should not perish, but have everlasting life.",
     "0:G1063 1:G2316 2:G3779 3:G25 4-5:G2889 6:G5620 7-8:G1325 9:G846 10-11:G3439 12:G5207 13:G2443 "
     "14:G3956 15:G4100 16:G1519 17:G846 18:G622 19:G3361 20:G622 21:G235 22:G2192 23:G166 24:G2222"),
    ("1Cor.13.4", "Charity suffereth long, and is kind; charity envieth not; charity vaunteth not itself, "
     "is not puffed up,", "0:G26 2:G3114 5:G5541 6:G26 7:G2206 8:G3756 9:G26 10:G4068 11:G3756 12:G4068 "
     "13:G5448 14:G3756 16:G5448"),
    ("1Cor.13.13", "And now abideth faith, hope, charity, these three; but the greatest of these is charity.",
     "0:G1161 1:G3570 2:G3306 3:G4102 4:G1680 5:G26 6:G5023 7:G5140 8:G1161 10:G3187 12:G5130 14:G26"),
]  # fmt: skip


def write_tagged(directory: Path, lines: list[str] | None = None, header: str | None = None) -> Path:
    """The tiny file under `directory` (or these raw `lines` after the header), as the app ships it."""
    directory.mkdir(parents=True, exist_ok=True)
    body = lines if lines is not None else ["\t".join(v) for v in VERSES]
    text = "\n".join([header if header is not None else f"# {tagged.FORMAT}", *body]) + "\n"
    path = directory / tagged.FILE
    path.write_bytes(lzma.compress(text.encode("utf-8")))
    return path
