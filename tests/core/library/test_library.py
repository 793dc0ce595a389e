from __future__ import annotations

import sqlite3

import pytest

from app.core.errors import (
    Cancelled,
    DuplicateTranslation,
    ImportFormatError,
    LibraryCorrupt,
    UnknownTranslation,
)
from app.core.formats.common import ParsedTranslation, TranslationMeta, VerseRecord
from app.core.library.reading import Library
from app.core.library.writing import add_translation, reanalyze, remove_translation
from tests.fixtures.tiny_corpus import EN, PT, tiny_pt


def snapshot(lib: Library) -> tuple:
    tables = sorted(lib.db.table_names())
    counts = tuple(lib.conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in ("verses", "books"))
    return tables, counts, [t.id for t in lib.translations()]


def test_add_translation_stores_everything(library):
    t = library.translation("tpt")
    assert (t.name, t.language, t.verse_count) == ("Tiny PT", "pt-BR", len(PT))
    assert t.attribution and t.licence == "CC0"
    assert len(t.text_hash) == 64
    assert [x.id for x in library.translations()] == ["ten", "tpt"]
    v = library.verse("tpt", "John", 3, 16)
    assert v is not None and v.text.startswith("Porque Deus amou o mundo")
    assert v.osis == "John.3.16" and v.coord == ("tpt", "John", 3, 16)
    assert library.verse("tpt", "John", 3, 99) is None
    gen = library.verse("tpt", "Gen", 1, 1)
    assert gen.notes and gen.notes[0].text == "Ou: no começo."  # notes kept out of the text, available
    assert "Ou:" not in gen.text


def test_books_and_titles(library):
    books = library.books("tpt")
    assert [b.osis for b in books][:3] == ["Gen", "Ps", "Prov"]
    assert books[0].title == "Gênesis" and books[0].chapters == 14
    with pytest.raises(UnknownTranslation):
        library.books("nope")


def test_ord_is_canonical_and_dense(library):
    ids = library.ord_ids("tpt")
    assert len(ids) == len(PT)
    verses = library.verses_by_ids(list(ids))
    assert [v.ord for v in verses] == list(range(len(PT)))
    order = [(v.book, v.chapter, v.verse) for v in verses]
    assert order[0] == ("Gen", 1, 1) and order[-1] == ("Jude", 1, 1)
    assert list(library.ord_book_index("tpt")[:1]) == [1]


def test_context_stays_in_book_and_crosses_chapters(library):
    v = library.verse("tpt", "Matt", 5, 45)
    ctx = library.context(v, 1)
    assert [(c.chapter, c.verse) for c in ctx] == [(5, 44), (5, 45), (6, 14)]  # crosses into chapter 6
    first = library.verse("tpt", "Matt", 5, 43)
    assert [c.book for c in library.context(first, 2)] == ["Matt"] * 3  # never reaches into Isaiah
    texts = dict(library.iter_context_texts("tpt", 1))
    assert texts[first.ord] == PT["Matt.5.43"] + " " + PT["Matt.5.44"]


def test_span_and_chapter(library):
    assert [v.verse for v in library.chapter("tpt", "Ps", 23)] == [1, 2, 3, 4]
    assert [v.verse for v in library.span("tpt", "John", (3, 16), (3, 17))] == [16, 17]
    assert [(v.chapter, v.verse) for v in library.span("tpt", "Matt", (5, 44), (6, None))] == [
        (5, 44), (5, 45), (6, 14), (6, 34)
    ]


def test_duplicate_id_is_refused_and_replace_works(library):
    with pytest.raises(DuplicateTranslation):
        add_translation(library, tiny_pt())
    report = add_translation(library, tiny_pt(), replace=True)
    assert report.verses == len(PT) and library.translation("tpt").verse_count == len(PT)


def test_failed_import_leaves_library_exactly_as_it_was(library):
    before = snapshot(library)
    bad = tiny_pt()
    bad.meta.id = "bad"
    bad.verses.append(VerseRecord("John", 3, 16, "a second John 3:16"))  # duplicate → error at the end
    with pytest.raises(ImportFormatError):
        add_translation(library, bad)
    assert snapshot(library) == before
    assert not library.has_translation("bad")


def test_cancelled_import_changes_nothing(library):
    before = snapshot(library)
    parsed = tiny_pt()
    parsed.meta.id = "cancel"
    with pytest.raises(Cancelled):
        add_translation(library, parsed, cancelled=lambda: True)
    assert snapshot(library) == before


@pytest.mark.parametrize(
    ("meta", "verses", "problem"),
    [
        (TranslationMeta("x", "X", "pt"), [], "no verses"),
        (TranslationMeta("Bad Id!", "X", "pt"), [VerseRecord("Gen", 1, 1, "a")], "not valid"),
        (TranslationMeta("x", "X", None), [VerseRecord("Gen", 1, 1, "a")], "language"),
    ],
)
def test_invalid_translations_are_refused(library, meta, verses, problem):
    with pytest.raises(ImportFormatError, match=problem):
        add_translation(library, ParsedTranslation(meta, verses))


def test_overrides_win_over_file_metadata(tmp_path):
    lib = Library(tmp_path / "l.sqlite3")
    parsed = tiny_pt()
    add_translation(lib, parsed, overrides=TranslationMeta(id="mine", name="Minha", licence="CC BY 4.0"))
    t = lib.translation("mine")
    assert (t.name, t.licence, t.language) == ("Minha", "CC BY 4.0", "pt-BR")


def test_remove_translation(library):
    remove_translation(library, "ten")
    assert not library.has_translation("ten")
    assert not [t for t in library.db.table_names() if t.startswith("fts_ten_")]
    assert library.conn.execute("SELECT count(*) FROM verses WHERE translation = 'ten'").fetchone()[0] == 0


def test_reopen_keeps_data(tmp_path):
    path = tmp_path / "l.sqlite3"
    with Library(path) as lib:
        add_translation(lib, tiny_pt())
    with Library(path) as lib:
        assert lib.translation("tpt").verse_count == len(PT)
        lib.check_integrity()


def test_garbage_file_is_reported_as_corrupt(tmp_path):
    path = tmp_path / "lib.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(LibraryCorrupt):
        Library(path)


def test_foreign_sqlite_file_is_not_taken_over(tmp_path):
    path = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (x)")
    conn.commit()
    conn.close()
    with pytest.raises(LibraryCorrupt, match="not a Lâmpada library"):
        Library(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT name FROM sqlite_master").fetchall() == [("notes",)]


def test_newer_schema_is_refused(tmp_path):
    path = tmp_path / "lib.sqlite3"
    Library(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(LibraryCorrupt, match="schema version 99"):
        Library(path)


def test_missing_library_without_create(tmp_path):
    with pytest.raises(LibraryCorrupt):
        Library(tmp_path / "none.sqlite3", create=False)


def test_parallel_lookup_reports_missing_verse(library):
    assert library.verse("ten", "Ps", 23, 3) is None  # the English excerpt lacks Ps 23:3
    assert library.verse("tpt", "Ps", 23, 3) is not None
    assert "Ps.23.3" not in EN


def test_new_library_opened_by_two_threads_at_once(tmp_path):
    import threading

    path = tmp_path / "race.sqlite3"
    errors: list[BaseException] = []
    barrier = threading.Barrier(4)

    def open_it():
        try:
            barrier.wait()
            Library(path).close()
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with Library(path) as lib:
        assert lib.translations() == []


def test_default_translation_prefers_the_recommended_one_in_the_interface_language():
    from app.core.library.reading import Translation, default_translation_id

    def t(tid, language):
        blank = {f: None for f in Translation.__dataclass_fields__}
        return Translation(**{**blank, "id": tid, "language": language})

    library = [t("kjv", "en"), t("minha", "pt-BR"), t("blivre", "pt-BR"), t("web", "en")]
    assert default_translation_id(library, "en") == "web"  # not the KJV that sorts first
    assert default_translation_id(library, "pt_BR") == "blivre"
    assert default_translation_id([t("minha", "pt-BR"), t("kjv", "en")], "pt") == "minha"
    assert default_translation_id([t("kjv", "en"), t("lsg", "fr")], "de") == "kjv"
    assert default_translation_id([], "pt") is None


def test_context_of_a_passage_reaches_from_its_first_to_its_last_verse(library):
    first, last = library.verse("tpt", "Matt", 5, 44), library.verse("tpt", "Matt", 5, 45)
    around = library.context(first, 1, through=last)
    assert [(v.chapter, v.verse) for v in around] == [(5, 43), (5, 44), (5, 45), (6, 14)]
    assert library.context(first, 1, through=first) == library.context(first, 1)


# ------------------------------------------------------------------------ analysis version (keyword index)
def make_stale(lib: Library, tid: str, version: str | None) -> None:
    """What a library indexed by an older app looks like: another (or no) analyzer version recorded."""
    if version is None:
        lib.conn.execute("DELETE FROM meta WHERE key = ?", (f"analysis:{tid}",))
    else:
        lib.conn.execute("UPDATE meta SET value = ? WHERE key = ?", (version, f"analysis:{tid}"))


def stem_terms(lib: Library, tid: str) -> set[str]:
    lib.conn.execute(f"CREATE VIRTUAL TABLE temp.vocab_{tid} USING fts5vocab(main, fts_{tid}_stem, 'row')")
    try:
        return {r[0] for r in lib.conn.execute(f"SELECT term FROM temp.vocab_{tid}")}
    finally:
        lib.conn.execute(f"DROP TABLE temp.vocab_{tid}")


def test_a_new_translation_records_its_analyzer_version(library):
    from app.core.analysis import get_analyzer

    assert library.analysis_version("ten") == get_analyzer("en").version
    assert library.analysis_version("tpt") == get_analyzer("pt-BR").version
    assert library.stale_analysis() == []
    remove_translation(library, "ten")
    assert library.analysis_version("ten") is None


def test_reanalyze_rebuilds_a_stale_keyword_index(library):
    from app.core.retrieval import keyword

    # an English index as the app's first versions built it: FTS5's porter over the raw verse
    table = library.fts_table("ten", "stem")
    library.conn.execute(f'DROP TABLE "{table}"')
    library.conn.execute(
        f"CREATE VIRTUAL TABLE \"{table}\" USING fts5(body, content='', "
        "tokenize='porter unicode61 remove_diacritics 2')"
    )
    library.conn.execute(
        f'INSERT INTO "{table}" (rowid, body) SELECT id, text FROM verses WHERE translation = ?', ("ten",)
    )
    make_stale(library, "ten", None)
    assert library.stale_analysis() == ["ten"]
    assert "wa" in stem_terms(library, "ten")  # porter stemmed the stopword "was"
    seen = []
    reanalyze(library, "ten", progress=lambda done, total, msg="": seen.append((done, total)))
    assert library.stale_analysis() == []
    assert seen and seen[-1] == (library.translation("ten").verse_count,) * 2
    assert "wa" not in stem_terms(library, "ten") and "was" in stem_terms(library, "ten")
    ids, _ = keyword.search(library, "ten", "loving enemies")
    assert ids.size  # the rebuilt index answers


def test_a_cancelled_reanalysis_changes_nothing(library):
    from app.core.retrieval import keyword

    make_stale(library, "tpt", "pt-0")
    before = stem_terms(library, "tpt"), keyword.search(library, "tpt", "amor")[0].tolist()
    with pytest.raises(Cancelled):
        reanalyze(library, "tpt", cancelled=lambda: True)
    assert library.analysis_version("tpt") == "pt-0" and library.stale_analysis() == ["tpt"]
    assert (stem_terms(library, "tpt"), keyword.search(library, "tpt", "amor")[0].tolist()) == before


def test_a_psalm_title_is_a_heading_of_its_verse_not_a_footnote_and_not_searched(tmp_path):
    """Every importer keeps a Psalm's title out of the verse as a "title" note (tests/core/formats); the verse
    gives it as its heading, its other notes as the marks in the text, and search never sees it."""
    from app.core.formats.common import Note
    from app.core.retrieval import keyword

    title = "Salmo de Davi, quando fugia de Absalão, seu filho."
    closing = "Ao regente, com instrumentos de corda."
    verses = [
        VerseRecord("Ps", 3, 1, "Ah SENHOR, como se multiplicam os meus adversários!",
                    notes=[Note("title", title, 0), Note("footnote", "Ou: inimigos.", 30)]),
        VerseRecord("Hab", 3, 19, "O Senhor Deus é a minha força.", notes=[Note("title", closing, 30)]),
        VerseRecord("2Sam", 15, 14, "Disse Davi: fujamos de Absalão."),
    ]  # fmt: skip
    with Library(tmp_path / "lib.sqlite3") as lib:
        add_translation(lib, ParsedTranslation(TranslationMeta("tt", "T", "pt-BR", "CC0", "", "t"), verses))
        ps = lib.verse("tt", "Ps", 3, 1)
        assert ps.heading == title and not ps.closing
        assert [n.kind for n in ps.footnotes] == ["footnote"]
        hab = lib.verse("tt", "Hab", 3, 19)
        assert hab.closing == closing and not hab.heading and hab.footnotes == ()
        assert lib.verse("tt", "2Sam", 15, 14).heading == ""
        ids, _ = keyword.search(lib, "tt", "Absalão fugia")
        assert [v.osis for v in lib.verses_by_ids(ids)] == ["2Sam.15.14"]  # the title is not searched
