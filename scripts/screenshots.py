"""Screenshots of the real window, with real text, for docs/screenshots/.

    xvfb-run -a -s "-screen 0 1440x900x24" .venv/bin/python scripts/screenshots.py [--fresh] [--out DIR]

Builds (once, cached in .cache/screenshots-data) a data folder with the World English Bible (built in) and,
when `app.core.library.setup.blivre_source()` finds it in ../shared, the Bíblia Livre — read from there, never
copied into the repository. Meaning search uses the real model when `models/` has it, else the FakeEmbedder
(say which in the report: the fake's "meaning" is word-hashing, so its rankings are not the app's). Then it
starts the real main window (`app.gui.main.show_main_window`, as `lampada` does), drives it like a person
would, and saves PNGs.

The study tools (study-*.png, bookmark-popup.png, note-editor.png, note-draft-recovered.png, highlights-*.png,
search-notes.png) use a user database seeded here with a few Portuguese notes, bookmarks and highlights; it is
rebuilt on every run. `--only study` makes just those.

search-other-language.png is an English question on the Bíblia Livre with the World English Bible offered in
one click; did-you-mean.png is "Jesus chorrou" with its correction. `--only search` makes just those.

commentary.png is the reader at João 3:16 with the Comentário panel beside it: Matthew Henry's Concise
Commentary, imported from Debian's SWORD module (sword-comm-mhcc, /usr/share/sword) when it is installed.
`--only commentary` makes just that one.

dictionary.png is the reader at 1 Coríntios 13:4 with the Dicionário panel beside it: Strong's Greek
dictionary as CrossWire ships it (the SWORD module StrongsGreek, imported from Debian's
sword-dict-strongs-greek in /usr/share/sword when it is installed, else the built-in Strong's), open at G26,
agapē. `--only dictionary` makes just that one.

wordstudy.png is the Estudo da palavra panel at 1 Coríntios 13:4 in the Bíblia Livre ("amor": G26 agapē, the
chart of its occurrences per book); search-strongs.png is the search G26. `--only wordstudy` makes just those.

compare.png is João 3:16 in every installed translation (the Comparar traduções panel beside the reader);
shortcuts.png is Help ▸ Atalhos de teclado. `--only compare` and `--only shortcuts` make just those.

meaning-preparing.png is a first start as `make run` leaves it: the texts in, the index of the translation
read being built for real behind the window, a search by words answered, the banner and the status bar saying
how far along. Run under a 1366 × 768 screen (`xvfb-run -s "-screen 0 1366x768x24"`), it shows the window at
its first size there, status bar included. `--only preparing` makes just that one.

plan-today.png is the Bíblia em um ano two days behind, its reading of the day open in the reader (Ctrl+T);
plan-progress.png is Salmos e Provérbios em um mês half read, its days ticked. `--only plans` makes just
those, from plans seeded in the user database on a fixed date.

cross-references.png is the reader at João 3:16 with the related passages beside it: OpenBible.info's
cross-references (loaded into the library at set-up, `app.core.library.openbible`) and "more like this".
`--only related` makes just that one, once the Portuguese translation's meaning search is usable (a first-pass
index will do: the shot does not wait for the refinement the app then starts in the background).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
from pathlib import Path

from app.core.library.writing import add_translation

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DEFAULT_DATA = ROOT / ".cache" / "screenshots-data"
OUT = ROOT / "docs" / "screenshots"
SIZE = (1320, 820)


def meaning_settled(window, translation_ids: list[str]) -> bool:
    """Meaning search is ready (or has given up) for these translations."""
    meaning = window.meaning
    return meaning.status.phase == "failed" or all(
        meaning.state(t) in ("ready", "unavailable") for t in translation_ids
    )


def build_data(data_dir: Path, fresh: bool) -> None:
    if fresh and data_dir.exists():
        shutil.rmtree(data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    os.environ["LAMPADA_DATA_DIR"] = str(data_dir)
    from app.core import paths
    from app.core.formats.common import TranslationMeta
    from app.core.formats.detect import read_translation
    from app.core.library import builtin
    from app.core.library.reading import Library
    from app.core.library.setup import BLIVRE_META, blivre_source, library_steps

    with Library(paths.library_path()) as lib:
        if not lib.has_translation("web"):
            print("importing WEB…", flush=True)
            add_translation(lib, builtin.read_builtin("web"), builtin=True)
        source = blivre_source()
        if source is not None and not lib.has_translation("blivre"):
            print(f"importing the Bíblia Livre from {source}…", flush=True)
            parsed = read_translation(source, "usfm")
            meta = TranslationMeta(**{**BLIVRE_META.__dict__, "source": str(source)})
            add_translation(lib, parsed, overrides=meta)
        import_commentary(lib)
        # what the app's first-run steps would do on this library: a keyword index of an older analyzer
        # rebuilt, OpenBible.info's data (re)loaded (the window below is started without them)
        for step in library_steps(lib):
            print(f"{step.label}…", flush=True)
            step.run(lambda *_a: None, lambda: False)
    settings = data_dir / "settings.ini"
    if settings.exists():
        settings.unlink()  # every run starts from the defaults
    for name in ("userdata.sqlite3", "userdata.sqlite3-wal", "userdata.sqlite3-shm"):
        (data_dir / name).unlink(missing_ok=True)  # and from the seeded study data (seed_study)
    for name in ("backups", "notes-index"):
        shutil.rmtree(data_dir / name, ignore_errors=True)


def import_commentary(lib, module: str = "MHCC", folder: Path = Path("/usr/share/sword")) -> None:
    """Matthew Henry's commentary from Debian's SWORD module, when it is installed and not imported yet."""
    from app.core.formats import sword
    from app.core.library import commentaries, sword_import

    if any(c.id == module.lower() for c in commentaries.commentaries(lib)):
        return
    if not any(m.name == module for m in sword.discover([folder])):
        print(f"(no SWORD module {module} in {folder}: apt-get install sword-comm-mhcc)", flush=True)
        return
    print(f"importing the commentary {module}…", flush=True)
    sword_import.import_module(lib, folder, module)


NOTES = [
    # (book, chapter, verse, end verse, title, text)
    ("Ps", 23, 1, None, "O Senhor é meu pastor",
     "Davi fala como **ovelha**, não como rei. O pastor *conhece* cada uma pelo nome (Jo 10:3).\n\n"
     "- nada me faltará: confiança, não prosperidade\n- ler junto com João 10"),
    ("Ps", 23, 4, None, "",
     "No vale eu **não estou sozinho**: o texto passa de *ele* para *tu* justamente aqui."),
    ("Rom", 8, 28, None, "Todas as coisas",
     "Não diz que tudo é bom, mas que Deus *faz tudo contribuir* para o bem. Perguntar ao grupo: "
     "como isso consola sem negar a dor?"),
    ("Rom", 8, 38, 39, "Nada nos separa",
     "Lista de tudo o que **não** pode nos separar do amor de Deus. Memorizar até domingo."),
    ("John", 3, 16, None, "",
     "O amor de Deus é a causa; a fé é o meio; a vida eterna é o resultado."),
    ("Matt", 6, 34, None, "Ansiedade",
     "Um dia de cada vez. Anotar as preocupações da semana e orar por elas, uma a uma."),
]  # fmt: skip


def seed_study(ud) -> None:
    """Notes, bookmarks in folders with labels, highlights and histories, for the study shots (the other shots
    are taken before, with an empty user database)."""
    for book, chapter, verse, end, title, text in NOTES:
        ud.add_note(
            book, chapter, verse, text, chapter if end else None, end, translation="blivre", title=title
        )
    psalms = ud.add_folder("Salmos de confiança")
    study = ud.add_folder("Estudo de Romanos")
    comfort = ud.add_label("consolo")
    memory = ud.add_label("memorizar")
    ud.add_bookmark("Ps", 23, 1, None, 4, translation="blivre", folder_id=psalms.id, labels=[comfort.id],
                    title="O bom pastor")  # fmt: skip
    ud.add_bookmark("Ps", 46, 1, translation="blivre", folder_id=psalms.id, labels=[comfort.id])
    ud.add_bookmark("Rom", 8, 28, translation="blivre", folder_id=study.id, labels=[comfort.id])
    ud.add_bookmark("Rom", 8, 38, 8, 39, translation="blivre", folder_id=study.id, labels=[memory.id],
                    title="Nada nos separa")  # fmt: skip
    ud.add_bookmark("Isa", 41, 10, translation="blivre", labels=[memory.id, comfort.id])
    for verse, colour in ((1, "yellow"), (2, "green"), (3, "green"), (4, "blue"), (6, "pink")):
        ud.set_highlight("Ps", 23, verse, colour, translation="blivre")
    for verse, colour in (
        (28, "yellow"),
        (31, "orange"),
        (35, "blue"),
        (37, "blue"),
        (38, "pink"),
        (39, "pink"),
    ):
        ud.set_highlight("Rom", 8, verse, colour, translation="blivre")
    ud.set_highlight("John", 3, 16, "yellow", translation="blivre")
    for q in ("estou com medo do futuro", "amor ao próximo", "Melquisedeque"):
        ud.record_search(q, "blivre")
    for book, chapter, verse in (("Ps", 23, 4), ("Rom", 8, 28), ("John", 3, 16)):
        ud.record_reading(book, chapter, verse, "blivre")


def embedder_factory(force_fake: bool = False):
    """The real model if it is built, else the fake (returns (factory, label))."""
    from app.core import paths

    try:
        if force_fake:
            raise LookupError("--fake")
        from app.core.model import DEFAULT_MODEL, embedder

        model_dir = paths.models_dir() / DEFAULT_MODEL
        if (model_dir / "manifest.json").is_file():
            loaded = embedder.load_embedder(model_dir)
            return (lambda progress, cancelled: loaded), f"real model {DEFAULT_MODEL}"
    except Exception as exc:  # noqa: BLE001 - any problem: use the fake
        print(f"real model unavailable ({exc}); using the FakeEmbedder", flush=True)
    from app.core.model.fake import FakeEmbedder

    fake = FakeEmbedder()
    return (lambda progress, cancelled: fake), "FakeEmbedder"


def real_embedder():
    """The built e5 model, or None."""
    from app.core import paths

    try:
        from app.core.model import DEFAULT_MODEL, embedder

        model_dir = paths.models_dir() / DEFAULT_MODEL
        return embedder.load_embedder(model_dir) if (model_dir / "manifest.json").is_file() else None
    except Exception:  # noqa: BLE001 - no model: the fake it is
        return None


class Driver:
    def __init__(self, app):
        self.app = app

    def pump(self, seconds: float = 0.2) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.app.processEvents()
            time.sleep(0.01)

    def until(self, condition, timeout: float = 600, what: str = "") -> None:
        end = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError(f"timed out waiting for {what}")
            self.app.processEvents()
            time.sleep(0.02)

    def search(self, window, query: str) -> None:
        shown = []
        window.results_shown.connect(lambda r: shown.append(r))
        window.search_box.setFocus()
        window.search(query)
        self.until(lambda: any(r is not None and r.request.query == query for r in shown), 60, query)
        self.pump(0.3)

    def shot(self, window, name: str, popup=None) -> Path:
        """The window as it looks; a popup (its own top-level window) is painted where it stands."""
        from PySide6.QtGui import QPainter

        self.pump(0.4)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / name
        pixmap = window.grab()
        if popup is not None:
            painter = QPainter(pixmap)
            painter.drawPixmap(window.mapFromGlobal(popup.geometry().topLeft()), popup.grab())
            painter.end()
        pixmap.save(str(path))
        print(f"saved {path}", flush=True)
        return path


def differing_chapter(library_path: Path, left: str, right: str) -> tuple[str, int, int] | None:
    """A chapter both translations have where one lacks a verse the other has: (book, chapter, verse)."""
    from app.core.library.reading import Library

    # textual variants: Acts 8:37, Luke 17:36, Acts 15:34, the doxology of Romans 16 are not in the WEB
    preferred = [("Acts", 8), ("Luke", 17), ("Acts", 15), ("Rom", 16), ("3John", 1), ("Mal", 4)]
    with Library(library_path) as lib:
        for book, chapter in preferred:
            a = {v.verse for v in lib.chapter(left, book, chapter)}
            b = {v.verse for v in lib.chapter(right, book, chapter)}
            if a and b and a != b:
                return book, chapter, min(a ^ b)
        rows = lib.conn.execute(
            "SELECT book, chapter, verse FROM verses WHERE translation = ? EXCEPT "
            "SELECT book, chapter, verse FROM verses WHERE translation = ? ORDER BY 1 LIMIT 1",
            (right, left),
        ).fetchall()
    return (rows[0][0], rows[0][1], rows[0][2]) if rows else None


def select_first_result(driver: Driver, window) -> None:
    if window.results_model.rowCount():
        index = window.results_model.index(0)
        window.results_view.setFocus()
        window.results_view.setCurrentIndex(index)
        window.bible_results.open(index)
        driver.pump(0.3)


def study_shots(driver: Driver, window, pt: str) -> None:
    """The study panel, the reader's highlights and markers, the note editor, and searching one's notes."""
    from PySide6.QtCore import Qt

    from app.gui.reader.navigation import Location

    driver.until(lambda: window.study.store.available, 30, "the user data")
    study = window.study
    seed_study(study.userdata)
    study.store.mark_changed({"all"})
    window.apply_theme("light")
    window.set_search_scope("bible")
    window.search_box.clear()
    window.results_pane.show_welcome()
    window.splitter.setSizes([420, 640])
    study.dock.show()
    window.resizeDocks([study.dock], [330], Qt.Orientation.Horizontal)

    # the reader with highlights and note/bookmark markers, the Notes tab beside it
    window.reader.show_location(Location(pt, "Ps", 23, 4))
    study.panel.show_tab("notes")
    driver.pump(0.3)
    window.reader.view.setFocus()
    driver.shot(window, "study-notes.png")

    # bookmarks in folders with labels
    window.reader.show_location(Location(pt, "Rom", 8, 38, 39))
    study.panel.show_tab("bookmarks")
    study.panel.bookmarks.setCurrentItem(study.panel.bookmarks.topLevelItem(0).child(1))
    driver.shot(window, "study-bookmarks.png")

    # Ctrl+D: saved at once, then the popup under the verse for a title, a folder, labels
    window.reader.show_location(Location(pt, "Ps", 46, 10))
    window.reader.view.setFocus()
    popup = study.bookmarks.add()
    popup.title_edit.setText("Aquietai-vos")
    popup.folder_combo.setCurrentIndex(popup.folder_combo.findText("Salmos de confiança"))
    for row in range(popup.label_list.count()):
        if popup.label_list.item(row).text() == "consolo":
            popup.label_list.item(row).setCheckState(Qt.CheckState.Checked)
    popup.new_labels.setText("oração")
    popup.title_edit.setFocus()
    popup.title_edit.end(False)
    driver.shot(window, "bookmark-popup.png", popup=popup)
    popup.remove()
    window.statusBar().clearMessage()

    # the history: chapters read and searches made
    study.panel.show_tab("history")
    window.reader.show_location(Location(pt, "Ps", 23, 4))
    driver.shot(window, "study-history.png")

    # highlights in the reader, light and dark (no verse selected: its band is not a highlight)
    window.reader.show_location(Location(pt, "Rom", 8))
    study.panel.show_tab("highlights")
    driver.pump(0.2)
    window.reader.view.scroll_to_verse(31)
    driver.shot(window, "highlights-light.png")
    window.apply_theme("dark")
    window.reader.show_location(Location(pt, "Rom", 8))
    window.reader.view.scroll_to_verse(31)
    driver.shot(window, "highlights-dark.png")
    window.apply_theme("light")

    # the note editor, with its live preview
    note = next(n for n in study.userdata.all_notes() if n.passage.book == "Ps" and n.passage.verse == 1)
    editor = study.editors.open_note(note.id)
    editor.resize(820, 500)
    editor.source.moveCursor(editor.source.textCursor().MoveOperation.End)
    driver.pump(0.4)
    OUT.mkdir(parents=True, exist_ok=True)
    editor.grab().save(str(OUT / "note-editor.png"))
    print(f"saved {OUT / 'note-editor.png'}", flush=True)
    editor.close()

    # a note that was being typed when the app was killed: the draft is offered back
    note = next(n for n in study.userdata.all_notes() if n.passage.book == "Matt")
    study.userdata.save_draft(
        "Matt", 6, 34, note.text + "\n\n- pagar a conta de luz\n- conversa com o Pedro", note_id=note.id,
        title=note.title, translation=pt, base_updated_at=note.updated_at,
    )  # fmt: skip
    editor = study.editors.open_note(note.id)
    editor.resize(820, 500)
    driver.pump(0.4)
    editor.grab().save(str(OUT / "note-draft-recovered.png"))
    print(f"saved {OUT / 'note-draft-recovered.png'}", flush=True)
    editor.discard()

    # searching one's own notes: with the real model when it is built (a handful of notes embed in a
    # second, even when the Bible's indexes in these screenshots come from the fake)
    real = real_embedder()
    if real is not None:
        study.notes.engine.embedder = real
        print(f"notes search: real model {real.model_id}", flush=True)
    study.dock.hide()
    window.splitter.setSizes([560, 760])
    window.set_search_scope("notes")
    driver.search(window, "estou ansioso" if real is not None else "pastor ovelhas")
    window.search_box.setFocus()
    driver.shot(window, "search-notes.png")
    window.set_search_scope("bible")


def search_shots(driver: Driver, window, pt: str) -> None:
    """What search says beside its results: an English question on the Bíblia Livre, with the English
    translation offered in one click (search-other-language.png), and "Did you mean" for a typo
    (did-you-mean.png)."""
    window.apply_theme("light")
    window.study.dock.hide()
    window.set_search_scope("bible")
    window._select_translation(pt, rerun=False)
    window.splitter.setSizes([560, 760])
    driver.search(window, "what does the Bible say about forgiving others")
    window.search_box.setFocus()
    window.search_box.deselect()
    driver.shot(window, "search-other-language.png")
    driver.search(window, "Jesus chorrou")
    window.search_box.setFocus()
    window.search_box.deselect()
    driver.shot(window, "did-you-mean.png")


def related_shot(driver: Driver, window) -> None:
    """The reader at João 3:16 (a typed reference, as a person would open it) with the related passages."""
    from PySide6.QtCore import Qt

    window.apply_theme("light")
    window.study.dock.hide()
    window.related.show_dock()
    window.resizeDocks([window.related.dock], [380], Qt.Orientation.Horizontal)
    window.splitter.setSizes([400, 540])
    answered = []
    window.related.shown.connect(lambda r: answered.append(r))
    driver.search(window, "Jo 3:16")
    driver.until(lambda: any(r.request.verse == 16 for r in answered), 30, "the related passages")
    window.reader.view.setFocus()
    driver.shot(window, "cross-references.png")
    window.related.dock.hide()


def commentary_shot(driver: Driver, window) -> None:
    """The reader at João 3:16 with what Matthew Henry's commentary says on it."""
    from PySide6.QtCore import Qt

    window.apply_theme("light")
    window.study.dock.hide()
    window.related.dock.hide()
    window.commentary.show_dock()
    window.resizeDocks([window.commentary.dock], [440], Qt.Orientation.Horizontal)
    window.splitter.setSizes([380, 500])
    answered = []
    window.commentary.shown.connect(lambda a: answered.append(a))
    driver.search(window, "Jo 3:16")
    driver.until(lambda: any(a.request.verse == 16 and a.entries for a in answered), 30, "the commentary")
    window.reader.view.setFocus()
    driver.shot(window, "commentary.png")
    window.commentary.dock.hide()


def dictionary_shot(driver: Driver, window) -> None:
    """The reader at 1 Coríntios 13:4 with Strong's G26 (agapē) in the Dicionário panel."""
    from PySide6.QtCore import Qt

    from app.core.dictionaries import dictionary_store
    from app.core.library import sword_import
    from app.core.library.reading import Library

    with Library(window.services.library_path) as lib:
        held = {d.id for d in dictionary_store.imported(lib)}
        if "strongsgreek" not in held and Path("/usr/share/sword").is_dir():
            try:
                sword_import.import_module(lib, Path("/usr/share/sword"), "StrongsGreek")
            except Exception as exc:  # noqa: BLE001 - the built-in Strong's is shown instead
                print(f"(StrongsGreek not imported: {exc})", flush=True)
        held = {d.id for d in dictionary_store.imported(lib)}
        module = "strongsgreek" if "strongsgreek" in held else "strongs"
    window.apply_theme("light")
    window.study.dock.hide()
    window.related.dock.hide()
    window.commentary.dock.hide()
    window.dictionary.show_dock()
    window.resizeDocks([window.dictionary.dock], [470], Qt.Orientation.Horizontal)
    window.splitter.setSizes([380, 470])
    answered = []
    window.dictionary.shown.connect(lambda a: answered.append(a))
    driver.search(window, "1Co 13:4")
    window.dictionary.show_entry(module, "G26")
    driver.until(lambda: any(a.request.key == "G26" and a.entries for a in answered), 30, "the dictionary")
    driver.pump(0.5)
    driver.shot(window, "dictionary.png")
    window.dictionary.dock.hide()


def wordstudy_shots(driver: Driver, window, pt: str) -> None:
    """wordstudy.png: the reader at 1 Coríntios 13:4 in the Bíblia Livre, "amor" clicked with the Estudo da
    palavra panel open (G26 agapē, its definition, the KJV's renderings, the chart of its occurrences per
    book, the verses; the chapter's words carrying it underlined); search-strongs.png: the search G26. The
    data folder's word tags are built first when missing (`lampada setup` builds them too)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest

    from app.core.library.reading import Library
    from app.core.wordstudy import tags

    with Library(window.services.library_path) as lib:
        for tid in (pt, "kjv"):
            if tags.status(window.services.index_dir, lib, tid) != "ready":
                print(f"tagging the words of {tid}…", flush=True)
                tags.build_tags(lib, tid, window.services.index_dir)
    window.apply_theme("light")
    for dock in (window.study.dock, window.related.dock, window.commentary.dock, window.dictionary.dock):
        dock.hide()
    window.words.show_dock()
    window.resizeDocks([window.words.dock], [500], Qt.Orientation.Horizontal)
    window.splitter.setSizes([330, 490])
    driver.search(window, "1Co 13:4")
    driver.pump(0.5)
    view = window.reader.view
    block = view.document().findBlockByNumber(view.verse_blocks[4][0])
    cursor = QTextCursor(block)
    cursor.setPosition(block.position() + block.text().index("amor") + 1)
    answered = []
    window.words.shown.connect(lambda a: answered.append(a))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cursorRect(cursor).center())
    driver.until(lambda: any(a.numbers for a in answered), 60, "the word study")
    driver.pump(0.8)
    driver.shot(window, "wordstudy.png")
    window.words.dock.hide()
    window.splitter.setSizes([560, 760])
    driver.search(window, "G26")
    driver.shot(window, "search-strongs.png")


def reader_shots(driver: Driver, window, pt: str) -> None:
    """Three translations side by side at Salmos 23 (the Psalm's title over its first verse); in the dark
    theme, João 3:16 highlighted yellow and selected: the selection's bar and outline show over the
    highlight."""
    ids = [t.id for t in window.translations]
    window.apply_theme("light")
    for dock in (window.study.dock, window.related.dock, window.commentary.dock):
        dock.hide()
    window.splitter.setSizes([330, 990])
    others = [t for t in ("web", "kjv") if t in ids and t != pt]
    if len(others) == 2:
        window.reader.set_parallels(others)
        window.places.parallel_changed()
        driver.search(window, "Sl 23:4")
        window.reader.view.setFocus()
        driver.shot(window, "parallel-3.png")
        window.reader.set_parallels([])
        window.places.parallel_changed()

    driver.until(lambda: window.study.store.available, 30, "the user data")
    for verse, colour in ((14, "green"), (16, "yellow"), (17, "yellow"), (19, "blue")):
        window.study.userdata.set_highlight("John", 3, verse, colour, translation=pt)
    window.study.store.mark_changed({"all"})
    window.apply_theme("dark")
    window.splitter.setSizes([520, 800])
    driver.search(window, "Jo 3:16")
    window.reader.view.setFocus()
    window.reader.view.scroll_to_verse(14)
    driver.shot(window, "dark-selected-highlight.png")
    window.apply_theme("light")
    window.study.dock.setVisible(False)
    window.splitter.setSizes([560, 760])


def font_scale_shots(driver: Driver, window, pt: str, *, seed: bool) -> None:
    """The window at 1366 × 768, the smallest common laptop screen, a question searched and the study panel
    open: at the normal text size (layout-1366.png: nothing cut) and at twice it (font-200.png)."""
    from PySide6.QtCore import Qt

    driver.until(lambda: window.study.store.available, 30, "the user data")
    if seed:
        seed_study(window.study.userdata)
        window.study.store.mark_changed({"all"})
    window.apply_theme("light")
    window.related.dock.hide()
    window.commentary.dock.hide()
    window.set_search_scope("bible")
    window.study.dock.show()
    window.study.panel.show_tab("history")
    window.resize(1366, 768)
    for scale, name in ((1.0, "layout-1366.png"), (2.0, "font-200.png")):
        window.apply_font_scale(scale, save=False)
        window.resizeDocks([window.study.dock], [340], Qt.Orientation.Horizontal)
        driver.pump(0.3)
        driver.search(window, "estou com medo do futuro")
        select_first_result(driver, window)
        window.search_box.setFocus()
        driver.shot(window, name)
    window.apply_font_scale(1.0, save=False)
    window.study.dock.hide()
    window.resize(*SIZE)


def compare_shot(driver: Driver, window) -> None:
    """João 3:16 in every installed translation, in the Comparar traduções panel beside the reader."""
    from PySide6.QtCore import Qt

    window.apply_theme("light")
    for dock in (window.study.dock, window.related.dock, window.commentary.dock):
        dock.hide()
    window.compare.show_dock()
    window.resizeDocks([window.compare.dock], [460], Qt.Orientation.Horizontal)
    window.splitter.setSizes([380, 480])
    answered = []
    window.compare.shown.connect(lambda a: answered.append(a))
    loaded = ("indexing", "done", "failed")  # the model loaded: no banner saying it is being prepared
    driver.until(lambda: window.meaning.status.phase in loaded, 300, "the language model")
    driver.search(window, "Jo 3:16")
    driver.until(lambda: any(a.request.verse == 16 for a in answered), 30, "the comparison")
    window.reader.view.setFocus()
    driver.shot(window, "compare.png")
    window.compare.dock.hide()


def plans_shot(driver: Driver, window) -> None:
    """The reading plans beside the reader: today's reading of a plan two days behind, and a plan's days."""
    from datetime import date, timedelta

    from PySide6.QtCore import Qt

    driver.until(lambda: window.study.store.available, 30, "the user data")
    ud, plans = window.study.userdata, window.study.plans
    today = date(2026, 3, 14)
    plans.today = lambda: today
    year = ud.start_plan("bible-year", start=today - timedelta(days=13), lang="pt")
    for day in range(1, 12):  # each read on its own date; days 12 and 13 were missed
        ud.mark_read(year.id, [day], on=year.date_of(day))
    month = ud.start_plan("psalms-proverbs-month", start=today - timedelta(days=15), lang="pt")
    for day in range(1, 16):
        ud.mark_read(month.id, [day], on=month.date_of(day))
    window.apply_theme("light")
    for dock in (window.study.dock, window.related.dock, window.commentary.dock, window.compare.dock):
        dock.hide()
    window.search_box.clear()
    window.results_pane.show_welcome()
    plans.show_plan(year.id)
    window.resizeDocks([plans.dock], [420], Qt.Orientation.Horizontal)
    window.splitter.setSizes([380, 520])
    plans.today_action.trigger()  # today's reading, in the reader
    driver.pump(0.5)
    window.reader.view.setFocus()
    driver.shot(window, "plan-today.png")
    plans.show_plan(month.id)
    plans.today_action.trigger()
    driver.pump(0.5)
    window.reader.view.setFocus()
    driver.shot(window, "plan-progress.png")
    plans.dock.hide()


def preparing_shot(driver: Driver, factory, pt: str) -> None:
    """A first start as `make run` leaves it: the library's texts in, no meaning index yet. The window opens
    at its first size for the screen (under a 1366 × 768 screen, the status bar is on it), a search by words
    is answered, and the index of the translation read is being built for real, into a folder of its own, the
    topic index copied in: the banner over the results and the status bar say how far along, and the time
    left once its rate has settled."""
    import shutil
    import tempfile

    from app.core import paths
    from app.gui.main import show_main_window
    from app.gui.settings import Settings, SettingsHistory
    from app.gui.shell.geometry import available_geometry, first_geometry
    from app.gui.shell.window import Services

    fresh = Path(tempfile.mkdtemp(prefix="lampada-preparing-"))
    model = paths.indexes_dir() / "model"
    for found in model.glob("topic-*"):
        shutil.copy2(found, fresh / found.name)
    if (model / "names").is_dir():
        shutil.copytree(model / "names", fresh / "names")
    settings = Settings()
    services = Services(paths.library_path(), fresh, settings, SettingsHistory(settings), factory)
    window = show_main_window(services)
    window.setGeometry(first_geometry(available_geometry(window)))
    driver.until(lambda: window.ready, 30, "the library")
    window._select_translation(pt, rerun=False)
    meaning = window.meaning
    building = lambda: meaning.status.phase == "indexing" and meaning.status.translation == pt  # noqa: E731
    driver.until(building, 600, "a build")
    driver.until(lambda: meaning.status.remaining is not None, 600, "a settled time left")
    driver.search(window, "Melquisedeque")
    select_first_result(driver, window)
    window.search_box.setFocus()
    driver.shot(window, "meaning-preparing.png")
    window.close()
    driver.pump(0.3)
    shutil.rmtree(fresh, ignore_errors=True)


def shortcuts_shot(driver: Driver, window) -> None:
    """Help ▸ Atalhos de teclado, made from the window's menus and actions."""
    window.apply_theme("light")
    dialog = window.help.open_shortcuts()
    dialog.resize(900, 560)
    driver.shot(dialog, "shortcuts.png")
    dialog.close()


def main() -> int:
    global OUT  # noqa: PLW0603 - every shot writes here (--out)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="cached data folder")
    parser.add_argument("--fresh", action="store_true", help="rebuild the data folder")
    parser.add_argument("--fake", action="store_true", help="use the FakeEmbedder even if the model is built")
    parser.add_argument(
        "--only", default="all",
        choices=(
            "all", "study", "related", "commentary", "reader", "font-200", "compare", "shortcuts", "search",
            "dictionary", "plans", "wordstudy", "preparing",
        ),
        help="which screenshots to make",
    )
    parser.add_argument("--out", type=Path, default=OUT, help="where the PNGs go (default docs/screenshots)")
    args = parser.parse_args()
    OUT = args.out

    os.environ.setdefault("LAMPADA_LANG", "pt")
    build_data(args.data, args.fresh)

    from PySide6.QtCore import QCoreApplication

    from app.core import paths
    from app.gui import i18n
    from app.gui.main import create_application, setup_logging, show_main_window
    from app.gui.reader.navigation import Location
    from app.gui.settings import Settings, SettingsHistory
    from app.gui.shell.window import Services

    setup_logging()
    app = create_application([sys.argv[0]])
    driver = Driver(app)
    factory, label = embedder_factory(args.fake)
    index_dir = paths.indexes_dir() / ("fake" if label == "FakeEmbedder" else "model")
    print(f"meaning search: {label}", flush=True)

    def services(embedder=factory) -> Services:
        settings = Settings()
        return Services(paths.library_path(), index_dir, settings, SettingsHistory(settings), embedder, None)

    if args.only == "preparing":
        from app.core.library.reading import Library

        with Library(paths.library_path()) as lib:
            pt = "blivre" if lib.has_translation("blivre") else lib.translations()[0].id
        preparing_shot(driver, factory, pt)
        return 0
    window = show_main_window(services())
    window.resize(*SIZE)
    driver.until(lambda: window.ready, 30, "the library")
    ids = [t.id for t in window.translations]
    pt = "blivre" if "blivre" in ids else ids[0]
    shown = [t for t in (pt, "web") if t in ids]  # the translations the shots search (others may go on)
    if args.only in ("compare", "shortcuts"):
        window._select_translation(pt, rerun=False)
        (compare_shot if args.only == "compare" else shortcuts_shot)(driver, window)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only == "plans":
        driver.until(lambda: meaning_settled(window, [pt]), 3600, "meaning search in " + pt)
        window._select_translation(pt, rerun=False)
        plans_shot(driver, window)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only == "wordstudy":
        window._select_translation(pt, rerun=False)
        wordstudy_shots(driver, window, pt)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only in ("commentary", "dictionary"):
        window._select_translation(pt, rerun=False)
        (commentary_shot if args.only == "commentary" else dictionary_shot)(driver, window)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only == "related":
        searchable = ("ready", "usable", "unavailable")
        driver.until(lambda: window.meaning.state(pt) in searchable, 3600, "meaning search in " + pt)
        window._select_translation(pt, rerun=False)
        related_shot(driver, window)
        window.close()
        driver.pump(0.3)
        return 0
    driver.until(lambda: meaning_settled(window, shown), 3600, "meaning search indexes")
    window._select_translation(pt, rerun=False)
    window.splitter.setSizes([560, 760])
    driver.pump(0.5)
    if args.only == "reader":
        reader_shots(driver, window, pt)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only == "font-200":
        font_scale_shots(driver, window, pt, seed=True)
        window.close()
        driver.pump(0.3)
        return 0
    if args.only in ("study", "search"):
        (study_shots if args.only == "study" else search_shots)(driver, window, pt)
        window.close()
        driver.pump(0.3)
        return 0
    driver.shot(window, "welcome.png")

    # 1. a Portuguese question
    driver.search(window, "estou com medo do futuro")
    select_first_result(driver, window)
    window.search_box.setFocus()
    driver.shot(window, "search-question-pt.png")

    # 1b. a question in another language than the translation's, and a typo
    search_shots(driver, window, pt)

    # 2. the reader, opened by a typed reference
    driver.search(window, "Sl 23:4")
    window.reader.view.setFocus()
    driver.shot(window, "reader.png")

    # 3. two translations side by side, with a verse one of them lacks
    if "web" in ids and pt != "web":
        found = differing_chapter(paths.library_path(), pt, "web")
        book, chapter, verse = found if found else ("John", 3, 16)
        window.reader.set_parallels(["web"])
        window.places.parallel_changed()
        window.reader.show_location(Location(pt, book, chapter, verse))
        window.splitter.setSizes([420, 900])
        driver.search(window, "amor ao próximo")
        window.reader.show_location(Location(pt, book, chapter, verse))
        driver.shot(window, "parallel.png")
        window.reader.set_parallels([])
        window.places.parallel_changed()
        window.splitter.setSizes([560, 760])

    # 4. the dark theme
    window.apply_theme("dark")
    driver.search(window, "amor ao próximo")
    select_first_result(driver, window)
    driver.shot(window, "dark.png")
    window.apply_theme("light")

    # 4b. the study tools
    study_shots(driver, window, pt)

    # 4c. a verse's cross-references and the verses most like it, beside the reader
    related_shot(driver, window)

    # 4d. what a commentary says on the verse, beside the reader
    commentary_shot(driver, window)
    # 4e. Strong's G26 in the Dicionário, beside the reader
    dictionary_shot(driver, window)

    # 4e. three translations side by side; the selected verse over a highlight, dark theme
    reader_shots(driver, window, pt)

    # 4d'. the verse in every translation; the keyboard shortcuts
    compare_shot(driver, window)
    shortcuts_shot(driver, window)

    # 4e. 1366 × 768, at the normal text size and at twice it
    font_scale_shots(driver, window, pt, seed=False)

    # 5. meaning search still being prepared: keyword results with the banner
    window.close()
    driver.pump(0.3)
    preparing_shot(driver, factory, pt)

    # 6. the English interface
    for t in getattr(app, "_lampada_translators", []):
        app.removeTranslator(t)
    app._lampada_translators = i18n.install_translators(app, "en")
    english = show_main_window(services())
    english.resize(*SIZE)
    driver.until(lambda: english.ready, 30, "the library")
    driver.until(lambda: meaning_settled(english, shown), 600, "meaning")
    if "web" in ids:
        english._select_translation("web", rerun=False)
    english.splitter.setSizes([560, 760])
    driver.search(english, "how can I forgive someone who hurt me?")
    select_first_result(driver, english)
    english.search_box.setFocus()
    driver.shot(english, "search-en.png")
    english.close()
    driver.pump(0.3)
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
