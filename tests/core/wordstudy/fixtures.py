"""A tiny tagged KJV in the shipped file's format, and a library to lay it on (tests only).

The verses are the KJV's (public domain) with its Strong's numbers as CrossWire's engKJV2006eb tags them.
"""

from __future__ import annotations

import lzma
from dataclasses import asdict, replace
from pathlib import Path

import numpy as np

from app.core import files
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library import Library
from app.core.wordstudy import numbers, tagged, tags

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


def kjv_builtin(texts: dict[str, str] | None = None) -> ParsedTranslation:
    """A stand-in for the built-in KJV: the fixture's verses, with `texts` (by reference) changed."""
    texts = texts or {}
    records = []
    for ref, text, _ in VERSES:
        book, chapter, verse = ref.split(".")
        records.append(VerseRecord(book, int(chapter), int(verse), texts.get(ref, text).replace("¶ ", "")))
    return ParsedTranslation(TranslationMeta("kjv", "King James Version", "en", "Public domain"), records)


def hand_tags(library: Library, translation_id: str, index_dir: Path, marks: dict[str, list[tuple]]) -> None:
    """Tags written by hand for a translation, as `tags.build_tags` would store them (ready to load):
    `marks` maps a reference to (word, which occurrence, number, probability) of its words."""
    rows = []
    for ref, found in marks.items():
        book, chapter, verse = ref.split(".")
        v = library.verse(translation_id, book, int(chapter), int(verse))
        assert v is not None, ref
        for word, nth, number, probability in found:
            at = -1
            for _ in range(nth + 1):
                at = v.text.index(word, at + 1)
            rows.append((v.ord, at, at + len(word), numbers.code(number), round(probability * 10_000)))
    array = np.array(sorted(rows), dtype=np.int32).reshape(-1, 5)
    npy, man, _ = tags.tag_files(tags.folder(index_dir), translation_id)
    npy.parent.mkdir(parents=True, exist_ok=True)
    want = tags.expected_manifest(library, translation_id)
    digest = files.write_npy(npy, array)
    files.write_json(man, asdict(replace(want, rows=len(array), sha256=digest)))


# Tiny PT's words as an alignment would tag them (the tiny corpus is too small to align by itself)
PT_MARKS = {
    "1Cor.13.4": [("amor", 0, "G26", 0.97), ("amor", 1, "G26", 0.97), ("amor", 2, "G26", 0.93),
                  ("paciente", 0, "G3114", 0.9), ("bondoso", 0, "G5541", 0.75), ("inveja", 0, "G2206", 0.6)],
    "1Cor.13.13": [("amor", 0, "G26", 0.99), ("amor", 1, "G26", 0.95), ("fé", 0, "G4102", 0.99)],
    "John.3.16": [("amou", 0, "G25", 0.98), ("mundo", 0, "G2889", 0.99), ("Deus", 0, "G2316", 1.0)],
    "Jude.1.1": [("amados", 0, "G25", 0.8)],
}  # fmt: skip
