"""What the bundle carries besides code: (source file, folder in the bundle) pairs, lampada.spec's `datas`.

Plain Python, no PyInstaller: tests/test_build_spec.py checks what an installer carries without building one.
Everything listed is read-only at run time (app/core/paths.py): `resources/` and `models/` are read in place,
`data/` (the seed from build_spec/stage_data.py, its library and topic votes compressed) is decompressed or
copied into the user data folder at the first start.
"""

from __future__ import annotations

from pathlib import Path


def missing_inputs(root: Path, seed: Path, model: Path) -> list[str]:
    """What must be built before PyInstaller runs, each with the command that builds it."""
    resources = root / "resources"
    needed = [
        (seed / "library.sqlite3.xz", f"the seed library ({seed}): build_spec/stage_data.py"),
        (model / "manifest.json", f"the model ({model}): lampada setup"),
        (resources / "i18n" / "lampada_pt_BR.qm", "the translations (.qm): make translations"),
        (resources / "openbible" / "README.md", "the OpenBible.info data (resources/openbible/, committed)"),
    ]
    return [hint for path, hint in needed if not path.is_file()]


def data_files(root: Path, seed: Path, model: Path) -> list[tuple[str, str]]:
    resources = root / "resources"

    def files(folder: Path, pattern: str, dest: str) -> list[tuple[str, str]]:
        return [(str(p), dest) for p in sorted(folder.glob(pattern)) if p.is_file()]

    return [
        # the no-evidence detectors and the learned rankers, one per index layout (bundled_models.py)
        *files(resources, "evidence_model*.json", "resources"),
        *files(resources, "ranker_model*.json", "resources"),
        *files(resources / "icons", "*.svg", "resources/icons"),
        *files(resources / "themes", "*.qss", "resources/themes"),
        *files(resources / "i18n", "*.qm", "resources/i18n"),
        # topics and cross-references (app/core/library/openbible.py), with their README: the credit CC-BY
        # asks for
        *files(resources / "openbible", "*", "resources/openbible"),
        # what word study reads: Strong's dictionaries (dictionaries/strongs_data.py) and the KJV's words
        # tagged with Strong's numbers (wordstudy/tagged.py), with its README
        *files(resources / "strongs", "*", "resources/strongs"),
        *files(resources / "wordstudy", "*", "resources/wordstudy"),
        *files(model, "*", f"models/{model.name}"),
        # the library compressed (the first start decompresses it) and what the seed holds, with checksums
        (str(seed / "library.sqlite3.xz"), "data"),
        *files(seed, "seed.json", "data"),
        # the translations' meaning indexes and the topic index (topic-names.npy|json, topic-votes.npy.xz)
        *files(seed / "indexes", "*.npy", "data/indexes"),
        *files(seed / "indexes", "*.npy.xz", "data/indexes"),
        *files(seed / "indexes", "*.json", "data/indexes"),
    ]
