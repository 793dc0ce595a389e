"""SWORD import benchmark: the World English Bible module beside a USFM import of the same text.

    python benchmarks/bench_sword.py [--module engWEB2015eb] [--folder /usr/share/sword] [--repeats 3]

Needs Debian's sword-text-web (and sword-comm-mhcc for the commentary line). No USFM of the module's edition
is available offline, so the USFM side is written from the module's own verses (text, footnotes and
cross-references as \\f/\\x, Psalm titles as \\d, merged verses as \\v 3-4): both imports store the same text.
Each side is timed as a person meets it: reading the files, then writing the library (word indexes included),
in a fresh library each repeat; the best of the repeats is printed. The machine is shared: compare the ratio.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.core.formats import sword, usfm  # noqa: E402
from app.core.formats.common import ParsedTranslation, TranslationMeta  # noqa: E402
from app.core.library import commentaries  # noqa: E402
from app.core.library.reading import Library  # noqa: E402
from app.core.library.writing import add_translation  # noqa: E402
from app.core.scripture import canon  # noqa: E402


def write_usfm(parsed: ParsedTranslation, folder: Path) -> None:
    """The verses as one USFM file per book."""
    books: dict[str, list[str]] = {}
    chapter_of: dict[str, int] = {}
    for v in parsed.verses:
        lines = books.setdefault(v.book, [f"\\id {canon.book(v.book).usfm} {parsed.meta.name}"])
        if chapter_of.get(v.book) != v.chapter:
            chapter_of[v.book] = v.chapter
            lines += [f"\\c {v.chapter}", "\\p"]
        text = v.text
        titles = [n.text for n in v.notes if n.kind == "title"]
        for title in titles:
            lines.append(f"\\d {title}")
        for n in sorted((n for n in v.notes if n.kind != "title"), key=lambda n: -n.offset):
            mark = f"\\f + \\ft {n.text}\\f*" if n.kind == "footnote" else f"\\x - \\xt {n.text}\\x*"
            text = text[: n.offset] + mark + text[n.offset :]
        number = f"{v.verse}-{v.verse_end}" if v.verse_end else str(v.verse)
        lines.append(f"\\v {number} {text}")
    for i, (book, lines) in enumerate(books.items(), start=1):
        (folder / f"{i:02d}{canon.book(book).usfm}.usfm").write_text("\n".join(lines) + "\n", "utf-8")


def timed(fn):
    started = time.perf_counter()
    result = fn()
    return result, time.perf_counter() - started


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--module", default="engWEB2015eb")
    p.add_argument("--commentary", default="MHCC")
    p.add_argument("--folder", default="/usr/share/sword")
    p.add_argument("--repeats", type=int, default=3)
    args = p.parse_args()
    folder = Path(args.folder)
    names = {m.name for m in sword.discover([folder])}
    if args.module not in names:
        print(f"{args.module} is not installed in {folder} (apt-get install sword-text-web)", file=sys.stderr)
        return 2
    rows: dict[str, list[tuple[float, float]]] = {"SWORD module": [], "USFM, same text": []}
    comment: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        usfm_dir = tmp_path / "usfm"
        usfm_dir.mkdir()
        write_usfm(sword.read_module(folder, args.module), usfm_dir)
        for n in range(args.repeats):
            parsed, read_s = timed(lambda: sword.read_module(folder, args.module))
            with Library(tmp_path / f"sword{n}.sqlite3") as lib:
                report, store_s = timed(lambda lib=lib, parsed=parsed: add_translation(lib, parsed))
            rows["SWORD module"].append((read_s, store_s))
            verses = report.verses
            from_usfm, read_s = timed(lambda: usfm.read(usfm_dir))
            meta = TranslationMeta(id="webusfm", language="en", name="WEB (USFM)")
            with Library(tmp_path / f"usfm{n}.sqlite3") as lib:
                report, store_s = timed(
                    lambda lib=lib, p=from_usfm, m=meta: add_translation(lib, p, overrides=m)
                )
            rows["USFM, same text"].append((read_s, store_s))
            usfm_verses = report.verses
            if args.commentary in names:
                parsed_c, read_s = timed(lambda: sword.read_module(folder, args.commentary))
                with Library(tmp_path / f"comm{n}.sqlite3") as lib:
                    _, store_s = timed(lambda lib=lib, c=parsed_c: commentaries.add(lib, c))
                comment.append((read_s, store_s))
    print(f"{args.module}: {verses:,} verses (USFM: {usfm_verses:,}); best of {args.repeats}, seconds\n")
    print("| import | read | write library | total |")
    print("|---|---|---|---|")
    for label, samples in rows.items():
        read_s, store_s = min(samples, key=sum)
        print(f"| {label} | {read_s:.1f} | {store_s:.1f} | {read_s + store_s:.1f} |")
    if comment:
        read_s, store_s = min(comment, key=sum)
        print(f"| {args.commentary} (commentary) | {read_s:.1f} | {store_s:.1f} | {read_s + store_s:.1f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
