"""Convert Debian's KJV with Strong's numbers into the app's word-study file.

    apt-get install -y sword-text-kjv
    .venv/bin/python scripts/wordstudy_kjv_data.py [--sword /usr/share/sword] [--out resources/wordstudy]

Reads the SWORD module engKJV2006eb with the app's own SWORD reader (`app.core.formats.sword`, which keeps
each `<w lemma="strong:G0976">` beside the verse) and writes `kjv-strongs.tsv.xz` in the format
`app.core.wordstudy.tagged` reads (its docstring), compressed with xz -9e. The file is then read back with the
app's reader, so a file this script writes is one the app accepts. resources/wordstudy/README.md records the
source, its version and its licence (public domain).
"""

from __future__ import annotations

import argparse
import bisect
import lzma
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app.core.analysis.fold import words  # noqa: E402
from app.core.formats import sword  # noqa: E402
from app.core.wordstudy import numbers, tagged  # noqa: E402

MODULE = "engKJV2006eb"


def verse_tags(text: str, spans: list[list]) -> list[tagged.Tag]:
    """The module's tagged spans (character offsets) as word indexes of `text`."""
    found = words(text)
    starts = [s for s, _, _ in found]
    out = []
    for start, end, strongs, morph in spans:
        first = bisect.bisect_left(starts, start)
        last = bisect.bisect_left(starts, end) - 1
        if first > last or first >= len(found):
            continue  # a tag on punctuation only
        tag_numbers = tuple(n for n in (numbers.parse(p) for p in strongs.split()) if n)
        if tag_numbers:
            tags_morph = "+".join(morph.split()) if morph else ""
            out.append(tagged.Tag(first, last, tag_numbers, tags_morph))
    return out


def convert(sword_dir: Path, out_dir: Path) -> Path:
    parsed = sword.read_module(sword_dir, MODULE)
    conf = sword_dir / "mods.d" / f"{MODULE}.conf"
    found = [
        line.split("=", 1)[1].strip() for line in conf.read_text().splitlines() if line.startswith("Version=")
    ]
    version = found[0] if found else "?"
    lines = [f"# {tagged.FORMAT}", f"# source: CrossWire {MODULE} version {version} (Debian sword-text-kjv), "
             "public domain; converted by scripts/wordstudy_kjv_data.py"]  # fmt: skip
    tagged_words = 0
    for v in parsed.verses:  # type: ignore[union-attr]
        tags = verse_tags(v.text, v.words)
        tagged_words += sum(t.last - t.first + 1 for t in tags)
        lines.append(tagged.format_line(v.book, v.chapter, v.verse, v.text, tags))
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / tagged.FILE
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
    verses = tagged.read(out_dir)  # what the app will read, checked
    print(f"{path}: {len(verses)} verses, {tagged_words} tagged words, {path.stat().st_size:,} bytes")
    return path


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sword", type=Path, default=Path("/usr/share/sword"))
    p.add_argument("--out", type=Path, default=ROOT / "resources" / "wordstudy")
    args = p.parse_args()
    convert(args.sword, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
