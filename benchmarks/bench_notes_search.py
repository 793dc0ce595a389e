"""Search over your own notes: the similarity floor of the meaning arm, and the cost of a search.

    .venv/bin/python benchmarks/bench_notes_search.py                 # the real model (models/) and the fake
    .venv/bin/python benchmarks/bench_notes_search.py --fake          # the FakeEmbedder only
    .venv/bin/python benchmarks/bench_notes_search.py --timing 5000   # + update/search timings for 5000 notes
    LAMPADA_DATA_DIR=/tmp/lampada-dev .venv/bin/python benchmarks/bench_notes_search.py --topics [--names en]

Floor: a small hand-labelled set of study notes (Portuguese and English, written for this benchmark) and
queries, each with the notes a person would expect to find *by meaning* (paraphrases, related words — not
only the same words). For each embedder it prints the cosines of relevant and irrelevant pairs and, for a
range of floors, precision and recall of "cosine >= floor". `app.core.retrieval.note_search.SIMILARITY_FLOORS`
holds the chosen values; docs/notes_search.md records a run.

Topics (`--topics`, the real model and a library with its topic index): each note sits on the passage it is
about (`PASSAGES`, chosen from the note's words before anything was measured); a note is found by the topical
arm when its passage holds a verse OpenBible.info's readers voted for the topics nearest the query
(`note_search.TopicVotes`). For each gate on the nearest topic name's cosine: recall and false matches per
query of the meaning arm alone, the topical arm alone, and either — what notes search shows. `WORRY_QUERIES`
is the case the topical arm is there for: a note on Philippians 4:6 about "preocupação", searched with
"ansiedade" and "medo do amanhã". `--names en` matches topics by OpenBible's English names only (as before
the topics had Portuguese names).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

NOTES = {
    "n01": "Deus amou o mundo inteiro: o amor dele não depende do que eu faço.",
    "n02": "Perdoar não é esquecer; é desistir da vingança e entregar a dívida a Deus.",
    "n03": "Quando tenho medo do futuro, lembro que o Senhor está comigo e cuida do amanhã.",
    "n04": "O pastor conduz as ovelhas a águas tranquilas: descanso e cuidado.",
    "n05": "Melquisedeque aparece de repente como rei e sacerdote; Hebreus o compara a Cristo.",
    "n06": "A formiga trabalha sem chefe: preguiça é escolha, diligência também.",
    "n07": "Oração pelos inimigos: Jesus manda amar quem nos persegue.",
    "n08": "No princípio era a palavra; a criação mostra o poder de Deus.",
    "n09": "Fé, esperança e amor permanecem; o amor é o maior.",
    "n10": "Ansiedade: não se preocupar com o dia de amanhã, cada dia tem seu próprio mal.",
    "n11": "Sermão para domingo: a graça que salva, não as obras.",
    "n12": "Lista de compras para o retiro: pão, vinho, velas.",
    "n13": "Estudar com o grupo de jovens: luto e consolo depois da morte de um amigo.",
    "n14": "Dízimo e generosidade: dar com alegria, não por obrigação.",
    "n15": "God is my shepherd; I lack nothing because he provides.",
    "n16": "Forgiveness means letting go of the right to get even.",
    "n17": "Worry about tomorrow steals the strength of today.",
    "n18": "Humility: the greatest in the kingdom is the servant of all.",
    "n19": "Casamento: amor paciente e bondoso no dia a dia do lar.",
    "n20": "A tentação de Jesus no deserto: ele respondeu com as Escrituras.",
}

QUERIES = {
    "como perdoar quem me magoou": {"n02", "n16", "n07"},
    "estou com medo do que vai acontecer": {"n03", "n10", "n17"},
    "preocupação com o amanhã": {"n10", "n17", "n03"},
    "o Senhor é meu pastor": {"n04", "n15"},
    "sacerdote rei de Salém": {"n05"},
    "preguiçoso": {"n06"},
    "amar os inimigos": {"n07", "n16"},
    "criação do mundo": {"n08"},
    "amor": {"n01", "n09", "n19", "n07"},
    "salvação pela graça": {"n11"},
    "tristeza pela perda de alguém": {"n13"},
    "ofertas e dinheiro na igreja": {"n14"},
    "how do I forgive": {"n16", "n02"},
    "anxiety": {"n17", "n10", "n03"},
    "serving others with humility": {"n18"},
    "tentação": {"n20"},
    "vida de casal": {"n19"},
}


# The passage each note is about, chosen from its words (the one a person would have open when writing it).
PASSAGES = {
    "n01": "John.3.16", "n02": "Matt.6.12", "n03": "Isa.41.10", "n04": "Ps.23.2", "n05": "Heb.7.1",
    "n06": "Prov.6.6", "n07": "Matt.5.44", "n08": "John.1.1", "n09": "1Cor.13.13", "n10": "Matt.6.34",
    "n11": "Eph.2.8-Eph.2.9", "n12": "Mark.6.31", "n13": "Matt.5.4", "n14": "2Cor.9.7", "n15": "Ps.23.1",
    "n16": "Matt.6.14", "n17": "Matt.6.34", "n18": "Mark.9.35", "n19": "1Cor.13.4", "n20": "Matt.4.1",
}  # fmt: skip
ISSUE_NOTE = ("Phil.4.6", "Levar cada preocupação a Deus em oração, em vez de carregá-la sozinho.")
WORRY_QUERIES = ("ansiedade", "medo do amanhã", "preocupação")
GATES = (0.0, 0.875, 0.89, 0.9, 0.91, 0.92, 0.925, 0.93, 0.94, 0.95)


def cosines(embedder) -> tuple[list[float], list[float]]:
    ids = list(NOTES)
    notes = np.asarray(embedder.embed_passages([NOTES[i] for i in ids]), dtype=np.float32)
    relevant, other = [], []
    for query, wanted in QUERIES.items():
        q = np.asarray(embedder.embed_queries([query])[0], dtype=np.float32)
        for i, s in zip(ids, notes @ q, strict=True):
            (relevant if i in wanted else other).append(float(s))
    return relevant, other


def report(name: str, embedder) -> None:
    relevant, other = cosines(embedder)
    r, o = np.array(relevant), np.array(other)
    print(f"\n### {name} ({embedder.model_id})\n")
    print(
        f"relevant pairs: {len(r)}, cosine median {np.median(r):.3f}, p10 {np.percentile(r, 10):.3f}, "
        f"min {r.min():.3f}"
    )
    print(
        f"other pairs:    {len(o)}, cosine median {np.median(o):.3f}, p90 {np.percentile(o, 90):.3f}, "
        f"p99 {np.percentile(o, 99):.3f}, max {o.max():.3f}\n"
    )
    print("| floor | recall (relevant kept) | false matches per query | precision |")
    print("|---|---|---|---|")
    lo, hi = float(np.percentile(o, 50)), float(np.percentile(r, 90))
    step = 0.005 if hi - lo < 0.1 else 0.025
    for floor in np.arange(np.floor(lo / step) * step, hi + step, step):
        kept = int((r >= floor).sum())
        wrong = int((o >= floor).sum())
        precision = kept / (kept + wrong) if kept + wrong else 1.0
        print(f"| {floor:.3f} | {kept / len(r):.2f} | {wrong / len(QUERIES):.2f} | {precision:.2f} |")


def timing(embedder, n: int) -> None:
    from app.core.retrieval.note_search import DocumentCache, NotesIndex
    from app.core.userdata import UserData

    rnd = random.Random(7)
    texts = list(NOTES.values())
    with tempfile.TemporaryDirectory() as tmp:
        ud = UserData.open(Path(tmp) / "u.sqlite3", synchronous="OFF")
        from app.core.scripture import canon

        books = [b.osis for b in canon.BOOKS]
        for i in range(n):
            ud.add_note(rnd.choice(books), rnd.randint(1, 3), rnd.randint(1, 20),
                        f"{rnd.choice(texts)} {rnd.choice(texts)} ({i})")  # fmt: skip
        index = NotesIndex(Path(tmp) / "cache", embedder)
        started = time.perf_counter()
        notes = ud.all_notes()
        read = time.perf_counter() - started
        cache = DocumentCache()
        docs = cache.documents(notes)
        report_ = index.update(docs)
        print(
            f"\n{n} notes, {embedder.model_id}: all_notes {read * 1000:.0f} ms, first update "
            f"(embeds all) {report_.seconds:.2f} s"
        )
        started = time.perf_counter()
        index.update(cache.documents(ud.all_notes()))
        took = (time.perf_counter() - started) * 1000
        print(f"update with nothing changed (documents + index): {took:.0f} ms")
        fresh = NotesIndex(Path(tmp) / "cache", embedder)
        started = time.perf_counter()
        fresh.update(docs)
        print(f"a new index from the cache file: {(time.perf_counter() - started) * 1000:.0f} ms")
        for q in ("como perdoar quem me magoou", "Melquisedeque", '"dia de amanhã"'):
            started = time.perf_counter()
            res = index.search(q)
            print(f"search {q!r}: {(time.perf_counter() - started) * 1000:.1f} ms, {res.total} matches")
        ud.close()


def _documents(extra: dict[str, tuple[str, str]] | None = None):
    from app.core.retrieval.note_search import NoteDocument
    from app.core.scripture import canon
    from app.core.userdata.records import make_passage

    items = {i: (PASSAGES[i], text) for i, text in NOTES.items()} | (extra or {})
    docs = []
    for note_id, (osis, text) in items.items():
        start, _, end = osis.partition("-")
        book, chapter, verse = start.split(".")
        last = end.split(".") if end else [book, chapter, verse]
        passage = make_passage(book, int(chapter), int(verse), int(last[1]), int(last[2]))
        docs.append(NoteDocument(note_id, osis, text, "2026-01-01T00:00:00.000000Z",
                                 canon.book(book).index, place=passage.sort_key()))  # fmt: skip
    return docs


def topics(embedder, names: str = "both") -> None:
    """Recall and false matches per query: meaning alone, topics alone (per gate), either; topics matched by
    `names` (`TopicParams.names`)."""
    from dataclasses import replace

    from app.core import paths
    from app.core.library.reading import Library
    from app.core.retrieval import fusion
    from app.core.retrieval.bible import Retriever
    from app.core.retrieval.note_search import NotesIndex, TopicVotes
    from app.core.retrieval.topical import DEFAULT_PARAMS

    library = Library(paths.library_path())
    retriever = Retriever(library, embedder, paths.indexes_dir())
    arm = retriever.topical_arm("blivre")
    if arm is None:
        raise SystemExit("the topic index is missing (lampada setup)")
    index = NotesIndex(None, embedder, "pt")
    index.update(_documents({"n21": ISSUE_NOTE}))
    relevant = sum(len(w) for w in QUERIES.values())
    print(f"\n### topical arm ({embedder.model_id}; topics by their names: {names}; {len(QUERIES)} queries, "
          f"{relevant} relevant pairs)\n")
    print("| gate | meaning: recall / false | topics: recall / false | either: recall / false |")
    print("|---|---|---|---|")
    for gate in GATES:
        index.set_topics(TopicVotes(arm, library, replace(DEFAULT_PARAMS, names=names), min_similarity=gate))
        cells = {"meaning": [0, 0], "topics": [0, 0], "either": [0, 0]}
        for query, wanted in QUERIES.items():
            hits = index.search(query, limit=50).hits
            by = {
                "meaning": {h.note_id for h in hits if fusion.VECTOR in h.arms},
                "topics": {h.note_id for h in hits if fusion.TOPIC in h.arms},
            }
            by["either"] = by["meaning"] | by["topics"]
            for name, found in by.items():
                found = found - {"n21"}
                cells[name][0] += len(found & wanted)
                cells[name][1] += len(found - wanted)
        print(f"| {gate:.3f} | " + " | ".join(
            f"{kept / relevant:.2f} / {wrong / len(QUERIES):.2f}" for kept, wrong in cells.values()
        ) + " |")  # fmt: skip
        found_by = [q for q in WORRY_QUERIES if "n21" in {h.note_id for h in index.search(q, limit=50).hits}]
        print(f"|  | the Philippians 4:6 note found by: {', '.join(found_by) or 'none'} | | |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fake", action="store_true", help="only the FakeEmbedder")
    parser.add_argument("--timing", type=int, default=0, help="also time update/search over N notes")
    parser.add_argument("--topics", action="store_true", help="the topical arm (real model and a library)")
    parser.add_argument("--names", choices=["both", "en", "pt"], default="both", help="with --topics")
    args = parser.parse_args()
    from app.core.model.fake import FakeEmbedder

    embedders = [("FakeEmbedder", FakeEmbedder())]
    if not args.fake:
        from app.core import paths
        from app.core.model import DEFAULT_MODEL, embedder

        model_dir = paths.models_dir() / DEFAULT_MODEL
        if (model_dir / "manifest.json").is_file():
            embedders.append((DEFAULT_MODEL, embedder.load_embedder(model_dir)))
        else:
            print(f"(no built model in {model_dir}: the fake only)")
    if args.topics:
        topics(embedders[-1][1], args.names)
        return 0
    for name, emb in embedders:
        report(name, emb)
        if args.timing:
            timing(emb, args.timing)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
