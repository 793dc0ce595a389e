"""A compact copy of each imported translation's verses, kept beside the library so it can be rebuilt.

The built-in translations come from the app's own packages and can always be imported again; a translation a
person imported came from a file they may no longer have. When the library is damaged
(`app.core.library.maintenance`), each imported translation is rebuilt from its copy.

`sources/<id>.json.gz` in the library's folder: gzip (its CRC guards the bytes) of one JSON document
`{"format": "lampada-translation-copy", "format_version": 1, "meta": {...}, "book_titles": {...}, "text_hash":
"...", "verses": [[book, chapter, verse, verse_end, text, notes], ...], "words": {"<place>": [...]}}`, the
verses as the library stores them (`words`, only when the translation has tagged words: Strong's numbers and
morphology by the verse's place in `verses`). `text_hash` is the library's hash of the verses (the meaning
index is tied to it), checked again on reading: a copy that does not give back its own hash is refused.
Written to a temporary name, fsynced, renamed: a reader never sees half a copy. About 1.3 MB for a whole
Bible (WEB: 1,342,858 bytes).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import zlib
from collections.abc import Iterable
from pathlib import Path

from app.core import files
from app.core.errors import LampadaError
from app.core.formats.common import Note, ParsedTranslation, TranslationMeta, VerseRecord

FORMAT = "lampada-translation-copy"
FORMAT_VERSION = 1
DIR_NAME = "sources"
SUFFIX = ".json.gz"


class CopyUnusable(LampadaError):
    """A translation's copy is missing, unreadable, of an unknown version or fails its hash."""

    def __init__(self, path: Path, problem: str):
        self.path = path
        self.problem = problem
        super().__init__(f"{path}: {problem}")


def copies_dir(library_path: Path) -> Path:
    return library_path.parent / DIR_NAME


def copy_path(library_path: Path, translation_id: str) -> Path:
    return copies_dir(library_path) / f"{translation_id}{SUFFIX}"


def text_hash(verses: Iterable[tuple[str, int, int, str]]) -> str:
    """sha256 of every `Book.C.V<TAB>text` line: the library's hash of a translation's text."""
    h = hashlib.sha256()
    for book, chapter, verse, text in verses:
        h.update(f"{book}.{chapter}.{verse}\t{text}\n".encode())
    return h.hexdigest()


def write_temp(library_path: Path, parsed: ParsedTranslation, digest: str) -> Path:
    """Write the copy of `parsed` (verses as stored, in canonical order) under a temporary name; `publish`
    renames it into place once the library has committed the import."""
    directory = copies_dir(library_path)
    directory.mkdir(parents=True, exist_ok=True)
    meta = {k: getattr(parsed.meta, k) for k in TranslationMeta.__dataclass_fields__}
    document = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "meta": meta,
        "book_titles": parsed.book_titles,
        "text_hash": digest,
        "verses": [
            [v.book, v.chapter, v.verse, v.verse_end, v.text, [[n.kind, n.text, n.offset] for n in v.notes]]
            for v in parsed.verses
        ],
    }
    words = {str(i): v.words for i, v in enumerate(parsed.verses) if v.words}
    if words:  # tagged words (Strong's, morphology) by the verse's place; a reader without them ignores it
        document["words"] = words
    tmp = files.temp_path(copy_path(library_path, meta["id"]))
    data = json.dumps(document, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    try:
        with open(tmp, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=6, mtime=0) as gz:
            gz.write(data)
        files.fsync_file(tmp)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return tmp


def publish(tmp: Path, library_path: Path, translation_id: str) -> Path:
    target = copy_path(library_path, translation_id)
    os.replace(tmp, target)
    files.fsync_dir(target.parent)
    return target


def discard(tmp: Path | None) -> None:
    if tmp is not None:
        tmp.unlink(missing_ok=True)


def remove(library_path: Path, translation_id: str) -> bool:
    path = copy_path(library_path, translation_id)
    if path.exists():
        path.unlink()
        files.fsync_dir(path.parent)
        return True
    return False


def read(path: Path) -> ParsedTranslation:
    """The translation a copy holds, checked against its own hash (`CopyUnusable` otherwise)."""
    if not path.is_file():
        raise CopyUnusable(path, "no copy")
    try:
        with gzip.open(path, "rb") as gz:
            document = json.loads(gz.read().decode("utf-8"))
    except (OSError, EOFError, zlib.error, ValueError) as exc:
        raise CopyUnusable(path, f"cannot be read: {exc}") from exc
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise CopyUnusable(path, "not a translation copy")
    if document.get("format_version") != FORMAT_VERSION:
        raise CopyUnusable(path, f"format version {document.get('format_version')!r} is not {FORMAT_VERSION}")
    try:
        meta = TranslationMeta(**document["meta"])
        verses = [
            VerseRecord(book, chapter, verse, text, end, [Note(k, t, o) for k, t, o in notes])
            for book, chapter, verse, end, text, notes in document["verses"]
        ]
        for place, tagged in (document.get("words") or {}).items():
            verses[int(place)].words = [list(w) for w in tagged]
        titles = dict(document["book_titles"])
        digest = document["text_hash"]
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise CopyUnusable(path, f"malformed: {exc}") from exc
    if text_hash((v.book, v.chapter, v.verse, v.text) for v in verses) != digest:
        raise CopyUnusable(path, "its verses do not match their hash")
    return ParsedTranslation(meta=meta, verses=verses, book_titles=titles)

