"""The welcome page's example questions answer well on the real texts (opt-in: `pytest -m full`).

The questions are the app's own (`results_pane.EXAMPLES`, first three of each language); each must put a
right answer in its top 3 results as displayed. The right answers are the verses a reader of any Bible study
app expects for them, listed here before the figures were looked at.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from app.core.evaluation.datasets import VerseMap

RIGHT = {
    # fear of the future: do not fear, I am with you; do not worry about tomorrow; plans to give you a future
    "future": ["Isa.41.10", "Matt.6.34", "Jer.29.11", "Josh.1.9", "2Tim.1.7", "Phil.4.6", "Phil.4.7",
               "Matt.6.25", "1Pet.5.7", "Deut.31.6", "Ps.56.3", "Prov.3.5", "Prov.3.6", "John.14.27",
               "Isa.43.1", "Matt.6.33"],
    # forgiving one who hurt me
    "forgive": ["Matt.6.14", "Matt.6.15", "Col.3.13", "Eph.4.32", "Matt.18.21", "Matt.18.22", "Luke.6.37",
                "Mark.11.25", "Luke.17.3", "Luke.17.4", "Rom.12.19", "Matt.5.44", "Luke.23.34"],
    # the name, and the verses that tell of him
    "melchizedek": ["Gen.14.18", "Heb.7.1", "Ps.110.4", "Heb.5.6", "Heb.5.10", "Heb.6.20", "Heb.7.10",
                    "Heb.7.11", "Heb.7.15", "Heb.7.17", "Heb.7.21"],
}  # fmt: skip


def _examples(lang: str) -> list[str]:
    """The app's welcome examples, read from the widget module's source (this test runs without Qt)."""
    import ast

    source = (Path(__file__).resolve().parents[3] / "app" / "gui" / "results_pane.py").read_text(
        encoding="utf-8"
    )
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", None) == "EXAMPLES":
            return ast.literal_eval(node.value)[lang][:3]
    raise AssertionError("no EXAMPLES in results_pane.py")


@pytest.mark.full
@pytest.mark.parametrize("lang,translation", [("pt", "blivre"), ("en", "web")])
def test_the_welcome_examples_put_a_right_answer_in_their_top_three(lang, translation):
    from app.core import paths
    from app.core.library.reading import Library
    from app.core.model import DEFAULT_MODEL
    from app.core.model.embedder import load_embedder
    from app.core.retrieval.bible import Retriever

    data = Path(os.environ.get("LAMPADA_FULL_DATA_DIR", "/nonexistent"))
    model_dir = paths.models_dir() / DEFAULT_MODEL
    if not ((data / "library.sqlite3").exists() and model_dir.is_dir()):
        pytest.skip("needs LAMPADA_FULL_DATA_DIR (library + indexes) and the model")
    with Library(data / "library.sqlite3", create=False) as library:
        retriever = Retriever(library, load_embedder(model_dir), data / "indexes")
        assert retriever.vector_index(translation) is not None and retriever.topical_arm(translation)
        verses = VerseMap(library, translation)
        failures = []
        for question, key in zip(_examples(lang), ("future", "forgive", "melchizedek"), strict=True):
            right, _ = verses.resolve(RIGHT[key])
            hits = retriever.search(question, translation, limit=3, lang=lang).hits
            shown = [v.osis for h in hits for v in h.verses]
            if not {v.id for h in hits for v in h.verses} & right:
                failures.append(f"{question!r}: {shown}")
        assert not failures, "no right answer in the top 3: " + "; ".join(failures)
