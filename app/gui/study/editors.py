"""The open note editors and their drafts: one editor per note (or per new note on a passage), a draft of what
is typed kept in the user database, and drafts a crash left behind offered back.

A note's save and a draft's keeping are main-thread writes (one fsynced transaction, ~4 ms) the editor asks
for (`NoteEditor(save=…, save_draft=…)`); a save that fails raises to the editor, which keeps the text and
says why. Deleting a note asks first and is one operation (`operations.delete_note`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

import app.gui.study.operations as ops
from app.gui import i18n
from app.gui.banner import Banner
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.mark_painting import passage_ref
from app.gui.study.data_dialogs import local_time
from app.gui.study.note_editor import NoteEditor
from app.gui.study.questions import Questions

if TYPE_CHECKING:
    from app.core.userdata import Draft, Note, Passage

log = logging.getLogger(__name__)


class NoteEditors(QObject):
    """Iterating gives the open editors."""

    # a note or a draft is being opened: the reader should show its passage first (Passage)
    passage_wanted = Signal(object)

    def __init__(
        self,
        ctx: ops.Context,
        questions: Questions,
        notice: Banner,
        *,
        verse_text: Callable[[Passage], str],
        translation: Callable[[], str | None],
        window: QWidget,
        print_note: Callable[[NoteEditor, bool], object] | None = None,
    ):
        super().__init__(window)
        self.ctx = ctx
        self.store = ctx.store
        self.questions = questions
        self.notice = notice  # the window's inline message: drafts left behind are offered there
        self.verse_text = verse_text
        self.translation = translation
        self.window = window  # the editors' parent
        self.print_note = print_note  # a note with its passage, on paper or as a PDF
        self.theme: Theme = LIGHT
        self._editors: list[NoteEditor] = []

    def __iter__(self) -> Iterator[NoteEditor]:
        return iter(list(self._editors))

    def __len__(self) -> int:
        return len(self._editors)

    # ------------------------------------------------------------------ opening
    def open(self, passage: Passage, note: Note | None, *, draft: Draft | None = None) -> NoteEditor:
        """The editor of this note (or of a new note on this passage); a draft of it is put back."""
        for editor in self._editors:
            if (note is not None and editor.note_id == note.id) or (
                note is None and editor.note is None and editor.passage == passage
            ):
                editor.show()
                editor.raise_()
                editor.activateWindow()
                return editor
        editor = NoteEditor(
            passage,
            note,
            verse_text=self.verse_text(passage),
            translation=self.translation(),
            save=self._save,
            delete=self._delete,
            ask_unsaved=lambda e: self.questions.ask_unsaved(e),
            save_draft=self._save_draft,
            drop_draft=self._drop_draft,
            print_note=self.print_note,
            theme=self.theme,
            parent=self.window,
        )
        editor.finished.connect(lambda _r, e=editor: self._forget(e))
        self._editors.append(editor)
        self._recover_draft(editor, draft)
        editor.show()
        editor.raise_()
        editor.activateWindow()
        return editor

    def open_note(self, note_id: str) -> NoteEditor | None:
        """Show the note's passage in the reader and open the note."""
        ud = self.store.userdata
        if ud is None:
            return None
        from app.core.userdata import UnknownItem

        try:
            note = ud.get_note(note_id)
        except UnknownItem:
            self.ctx.say(self.tr("That note no longer exists."))
            return None
        self.passage_wanted.emit(note.passage)
        return self.open(note.passage, note)

    def open_draft(self, key: str) -> NoteEditor | None:
        """Continue a draft (from the study panel or the notice at start): the reader at its passage, and
        the editor with the draft's text."""
        ud = self.store.userdata
        if ud is None:
            return None
        draft = ud.get_draft(key)
        if draft is None:
            self.ctx.say(self.tr("That draft is no longer there."))
            return None
        from app.core.userdata import UnknownItem

        note = None
        if draft.note_id is not None:
            try:
                note = ud.get_note(draft.note_id)
            except UnknownItem:
                note = None  # deleted meanwhile: the draft becomes a new note
        self.passage_wanted.emit(draft.passage)
        return self.open(draft.passage, note, draft=draft)

    def open_drafts(self) -> list[NoteEditor]:
        self.notice.hide()
        ud = self.store.userdata
        if ud is None:
            return []
        opened = [self.open_draft(d.key) for d in reversed(ud.list_drafts())]
        return [e for e in opened if e is not None]

    def offer_drafts(self) -> None:
        """At start: notes that were being written when the app last ended (a crash, a kill, a power cut)."""
        ud = self.store.userdata
        if ud is None:
            return
        try:
            drafts = ud.list_drafts()
        except Exception:  # noqa: BLE001 - they are still offered when their note is opened
            log.exception("cannot list the drafts")
            return
        if not drafts:
            return
        lang = i18n.ui_language()
        places = ", ".join(passage_ref(d.passage, lang) for d in drafts[:3]) + (
            "…" if len(drafts) > 3 else ""
        )
        self.notice.show_message(
            self.tr("You have notes that were not saved"),
            self.tr(
                "When Lâmpada last closed, %n note(s) had not been saved: %1. The text was kept.",
                None,
                len(drafts),
            ).replace("%1", places),
            kind="warn",
            action=(self.tr("Open"), self.open_drafts),
        )

    # ------------------------------------------------------------------ from the panel
    def discard_draft(self, key: str) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        draft = ud.get_draft(key)
        if draft is None:
            return
        for editor in self._editors:
            if editor.draft_key == key:  # open: the editor decides (it may be saved from there)
                editor.show()
                editor.raise_()
                return
        where = passage_ref(draft.passage, i18n.ui_language())
        if self.questions.confirm(
            self.tr("Discard draft"),
            self.tr("Throw away the text you had not saved on %1?").replace("%1", where),
            self.tr("Discard draft"),
        ):
            ops.discard_draft(self.ctx, key)

    def delete_note(self, note_id: str) -> None:
        ud = self.store.userdata
        if ud is None:
            return
        note = ud.get_note(note_id)
        if self._confirm_delete(note.passage) and ops.delete_note(self.ctx, note_id):
            for editor in self:
                if editor.note_id == note_id:
                    editor.discard()

    def _confirm_delete(self, passage: Passage) -> bool:
        where = passage_ref(passage, i18n.ui_language())
        return self.questions.confirm(
            self.tr("Delete note"),
            self.tr("Delete your note on %1? This cannot be undone.").replace("%1", where),
            self.tr("Delete note"),
        )

    # ------------------------------------------------------------------ closing
    def confirm_close(self) -> bool:
        """Before the window closes: every note being edited is saved or, if the person says so, dropped."""
        for editor in list(self._editors):
            if editor.dirty:
                editor.show()
                editor.raise_()
                if not editor.resolve_unsaved():
                    return False
        return True

    def close_all(self) -> None:
        """The window is going away: keep any unsaved note (no one can be asked now — save rather than lose)
        and close every editor."""
        for editor in list(self._editors):
            if editor.dirty and (editor.text().strip() or editor.title()):
                editor.save_now()
            else:
                editor.keep_draft()  # an emptied note is not saved as empty: its draft waits to be confirmed
            editor.close_now()
        self._editors.clear()

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        for editor in self._editors:
            editor.apply_theme(theme)

    def _forget(self, editor: NoteEditor) -> None:
        if editor in self._editors and not editor.dirty:
            self._editors.remove(editor)
            editor.deleteLater()

    # ------------------------------------------------------------------ what an editor asks for
    def _save(self, editor: NoteEditor) -> Note | None:
        """Write the editor's note (main thread, ~4 ms, fsynced); raises if it could not be saved."""
        from app.core.userdata import UnknownItem

        text, title = editor.text(), editor.title()
        p = editor.passage
        key = editor.draft_key  # the draft goes in the same transaction as the save

        def add(ud):
            return ud.add_note(
                p.book, p.chapter, p.verse, text, p.end_chapter, p.end_verse,
                translation=editor.translation, title=title, draft_key=key,
            )  # fmt: skip

        if editor.note is None:
            if not text.strip() and not title:
                return None
            note = self.store.write(add, {"notes"})
        else:
            note_id = editor.note.id
            try:
                note = self.store.write(
                    lambda ud: ud.update_note(note_id, text=text, title=title, draft_key=key), {"notes"}
                )
            except UnknownItem:  # deleted meanwhile (an import that replaced the data): keep it as a new note
                note = self.store.write(add, {"notes"})
        self.ctx.say(self.tr("Note saved: %1").replace("%1", passage_ref(p, i18n.ui_language())))
        return note

    def _delete(self, editor: NoteEditor) -> bool:
        if editor.note is None or not self._confirm_delete(editor.passage):
            return False
        return ops.delete_note(self.ctx, editor.note.id)

    def _save_draft(self, editor: NoteEditor) -> None:
        """Keep what the editor holds (main thread, one fsynced transaction, ~4 ms, once typing pauses)."""
        ud = self.store.userdata
        if ud is None:
            from app.core.userdata import UserDataUnavailable

            raise UserDataUnavailable(self.store.path, "the user database is not open")
        p = editor.passage
        first = not editor.has_draft
        ud.save_draft(
            p.book, p.chapter, p.verse, editor.text(), p.end_chapter, p.end_verse,
            note_id=editor.note_id, title=editor.title(), translation=editor.translation,
            base_updated_at=editor.note.updated_at if editor.note is not None else None,
        )  # fmt: skip
        if first:
            self.store.mark_changed({"drafts"})

    def _drop_draft(self, editor: NoteEditor) -> None:
        if self.store.userdata is not None and self.store.userdata.delete_draft(editor.draft_key):
            self.store.mark_changed({"drafts"})

    def _recover_draft(self, editor: NoteEditor, draft: Draft | None) -> None:
        """Put back the draft of this editor's note (looked up when not given). A draft that holds nothing
        unsaved is dropped; one of a note deleted meanwhile becomes the draft of a new note here."""
        ud = self.store.userdata
        if ud is None:
            return
        try:
            if draft is None:
                draft = ud.get_draft(editor.draft_key)
            if draft is None:
                return
            if (draft.title, draft.text) == editor.saved_state:
                ud.delete_draft(draft.key)
                self.store.mark_changed({"drafts"})
                return
            if draft.key != editor.draft_key:
                p = editor.passage
                ud.save_draft(
                    p.book, p.chapter, p.verse, draft.text, p.end_chapter, p.end_verse,
                    title=draft.title, translation=draft.translation,
                )  # fmt: skip
                ud.delete_draft(draft.key)
        except Exception:  # noqa: BLE001 - the editor still opens, with the note as saved
            log.exception("cannot recover the draft of the note on %s", editor.passage)
            return
        editor.recover(draft.title, draft.text, local_time(draft.updated_at))
