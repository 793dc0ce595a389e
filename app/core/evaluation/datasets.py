"""The queries the evaluation scores: the dev set (both languages), OpenBible.info's topics (short ranges
expanded), the topics' split into the knowledge the topical arm answers from and the part held out to score
it, and where a listed verse is in a translation (`VerseMap`)."""

from __future__ import annotations

import hashlib
import json
import random
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from app.core.library.reading import Library
from app.core.scripture.booknames import STANDARD

SAMPLE_SEED = 20261130
OPENBIBLE_MIN_SCORE = 2  # "Quality Score" column: % of the topic's votes; the file has no row below 2
OPENBIBLE_MAX_RANGE = 5
OPENBIBLE_MIN_RELEVANT = 3
TOPICS_FILE = "topic-scores.txt"
EVALUATION_PART = 5  # one topic in five, by a hash of its name, is held out of the topical arm and scored on
NEAR_DUPLICATE_COSINE = 0.94  # topic names this close (e5) say the same thing ("worry" / "worrying")
PRODUCT_TOPICS = "product"  # the topical list the product ranks with (QueryRun.topic_lists)
NO_NEAR_DUPLICATES = "no-near-duplicates"  # OpenBible: the arm without the evaluation topics' near-duplicates


@dataclass(frozen=True)
class EvalQuery:
    qid: str
    kind: str  # dev kinds, or "openbible"
    lang: str  # the language the query is written in: "pt" or "en"
    text: str
    refs: tuple[str, ...]  # OSIS verse ids, any order


def load_dev(path: Path | str, langs: Sequence[str] = ("pt", "en")) -> list[EvalQuery]:
    """One EvalQuery per line and language (the dev file holds both phrasings on each line); a language's
    own `refs_<lang>` list, when a line has one, replaces the shared `refs` (a name carried by other verses in
    each translation)."""
    out = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        row = json.loads(line)
        for lang in langs:
            if row.get(lang):
                answers = row.get(f"refs_{lang}", row["refs"])
                out.append(EvalQuery(row.get("id", str(n)), row["kind"], lang, row[lang], tuple(answers)))
    return out


def _split_osis(ref: str) -> tuple[str, int, int]:
    book, chapter, verse = ref.split(".")
    return book, int(chapter), int(verse)


def expand_passage(passage: str, max_range: int = OPENBIBLE_MAX_RANGE) -> list[str]:
    """ "Gen.1.1" → ["Gen.1.1"]; a range of at most `max_range` verses → its verses; a longer one → []."""
    if "-" not in passage:
        return [passage]
    start, end = passage.split("-", 1)
    (b1, c1, v1), (b2, c2, v2) = _split_osis(start), _split_osis(end)
    if b1 != b2 or (c2, v2) < (c1, v1):
        return []
    out: list[str] = []
    chapter, verse = c1, v1
    while (chapter, verse) <= (c2, v2):
        out.append(f"{b1}.{chapter}.{verse}")
        if len(out) > max_range:
            return []
        last = STANDARD.verse_count(b1, chapter)
        if last is None:
            return []
        chapter, verse = (chapter + 1, 1) if verse >= last else (chapter, verse + 1)
    return out


def load_openbible_topics(
    directory: Path | str,
    *,
    min_score: float = OPENBIBLE_MIN_SCORE,
    max_range: int = OPENBIBLE_MAX_RANGE,
    min_relevant: int = OPENBIBLE_MIN_RELEVANT,
) -> list[EvalQuery]:
    """Topics as English queries; relevant = passages with score ≥ min_score, short ranges expanded."""
    relevant: dict[str, dict[str, None]] = defaultdict(dict)
    with open(Path(directory) / TOPICS_FILE, encoding="utf-8") as f:
        next(f)  # header: Topic, OSIS, Quality Score (percentage of votes)
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 3:
                continue
            topic, passage, score = parts[0].strip(), parts[1].strip(), parts[2].strip()
            try:
                if float(score) < min_score:
                    continue
                verses = expand_passage(passage, max_range)
            except ValueError:
                continue
            for v in verses:
                relevant[topic][v] = None
    return [
        EvalQuery(f"ob:{topic}", "openbible", "en", topic, tuple(vs))
        for topic, vs in relevant.items()
        if len(vs) >= min_relevant
    ]


def normalise_topic(name: str) -> str:
    """A topic's name as the library stores it (`openbible.load`)."""
    return " ".join(name.split()).lower()


def is_evaluation_topic(name: str) -> bool:
    """Deterministic: the same topics are held out on every machine and in every run."""
    digest = hashlib.sha256(normalise_topic(name).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % EVALUATION_PART == 0


@dataclass(frozen=True)
class TopicSplit:
    """Masks over the topic index's rows: what the topical arm may use while OpenBible scores it."""

    knowledge: np.ndarray  # every topic but the evaluation part
    no_near_duplicates: np.ndarray  # the knowledge part without near-duplicates of an evaluation topic
    near_duplicates: tuple[tuple[str, str, float], ...]  # (knowledge topic, evaluation topic, name cosine)

    def masks(self) -> dict[str, np.ndarray | None]:
        return {PRODUCT_TOPICS: self.knowledge, NO_NEAR_DUPLICATES: self.no_near_duplicates}


def split_topics(
    names: Sequence[str],
    matrix: np.ndarray,
    cosine: float = NEAR_DUPLICATE_COSINE,
    held: np.ndarray | None = None,
) -> TopicSplit:
    """Hold the evaluation part (or the topics `held` marks) out; a knowledge topic is a near-duplicate of a
    held-out topic when the cosine of their names' embeddings is at least `cosine`, or when the English
    analysis of both names gives the same non-empty set of terms ("babies" / "baby", "drugs and alcohol" /
    "alcohol and drugs")."""
    from app.core.analysis import get_analyzer

    if held is None:
        held = np.array([is_evaluation_topic(n) for n in names], dtype=bool)
    knowledge = ~held
    analyzer = get_analyzer("en")
    terms = [frozenset(analyzer.keys(n)) for n in names]
    held_terms = {terms[i]: names[i] for i in np.flatnonzero(held) if terms[i]}
    near: list[tuple[str, str, float]] = []
    rows = np.flatnonzero(knowledge)
    if held.any() and len(rows):
        sims = np.asarray(matrix[rows], np.float32) @ np.asarray(matrix[held], np.float32).T
        closest = sims.argmax(axis=1)
        held_names = [names[i] for i in np.flatnonzero(held)]
        for k, row in enumerate(rows):
            best = float(sims[k, closest[k]])
            if best >= cosine:
                near.append((names[row], held_names[closest[k]], best))
            elif terms[row] in held_terms:
                near.append((names[row], held_terms[terms[row]], best))
    removed = {n for n, _, _ in near}
    no_dup = knowledge & np.array([n not in removed for n in names], dtype=bool)
    return TopicSplit(knowledge, no_dup, tuple(near))


def evaluation_topics(queries: Sequence[EvalQuery]) -> list[EvalQuery]:
    return [q for q in queries if is_evaluation_topic(q.text)]


def sample_queries(queries: Sequence[EvalQuery], n: int | None, seed: int = SAMPLE_SEED) -> list[EvalQuery]:
    """A fixed-seed random sample (all of them when n is None or large enough), in the original order."""
    if n is None or n >= len(queries):
        return list(queries)
    picked = set(random.Random(seed).sample(range(len(queries)), n))
    return [q for i, q in enumerate(queries) if i in picked]


class VerseMap:
    """OSIS verse id → verses.id in one translation; a verse merged into its predecessor maps to it."""

    def __init__(self, library: Library, translation_id: str):
        self.ids: dict[tuple[str, int, int], int] = {}
        rows = library.conn.execute(
            "SELECT id, book, chapter, verse, verse_end FROM verses WHERE translation = ?", (translation_id,)
        )
        for vid, book, chapter, verse, verse_end in rows:
            for v in range(verse, (verse_end or verse) + 1):
                self.ids.setdefault((book, chapter, v), vid)

    def resolve(self, osis_refs: Iterable[str]) -> tuple[frozenset[int], int]:
        """(verse ids, how many refs this translation lacks)."""
        found, missing = set(), 0
        for ref in osis_refs:
            try:
                vid = self.ids.get(_split_osis(ref))
            except ValueError:
                vid = None
            if vid is None:
                missing += 1
            else:
                found.add(vid)
        return frozenset(found), missing
