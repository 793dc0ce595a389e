"""The note editor: Markdown source with bold / italic / list buttons, and a live preview beside it.

The editor never writes by itself: Save asks its `save` callable (the study controller, which writes on the
main thread — one fsynced transaction, about 4 ms) and says "Saved" only after that call returned. Closing
with unsaved changes asks whether to save; the window does the same for every open editor when it closes.

What is typed but not saved is kept as a *draft* (`save_draft`, the user database's `note_drafts`) once
typing pauses for `DRAFT_DELAY_MS`, and at least every `DRAFT_MAX_MS` while it goes on — so a crash, a kill
or a power cut loses a few seconds of typing, never the note. Saving the note removes its draft in the same
transaction; discarding the changes removes it too. A draft found when the editor opens is put back
(`recover`), with a way to throw it away.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDateTime, QElapsedTimer, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QShortcut, QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
)

from app.gui import i18n
from app.gui.banner import Banner
from app.gui.look import fonts
from app.gui.look.icons import app_icon
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.mark_painting import passage_ref
from app.gui.shell.actions import ActionSpec, key_sequences
from app.gui.study.emphasis import BOLD, ITALIC, Emphasis

if TYPE_CHECKING:
    from app.core.userdata import Note, Passage

log = logging.getLogger(__name__)

PREVIEW_DELAY_MS = 120
# the editor's keys, declared once (Help ▸ Keyboard shortcuts lists them)
EDITOR_KEYS = (
    ActionSpec("bold", QT_TRANSLATE_NOOP("NoteEditor", "Bold"), ("Ctrl+B",)),
    ActionSpec("italic", QT_TRANSLATE_NOOP("NoteEditor", "Italic"), ("Ctrl+I",)),
    ActionSpec("list", QT_TRANSLATE_NOOP("NoteEditor", "List"), ("Ctrl+Shift+8",)),
    ActionSpec("save", QT_TRANSLATE_NOOP("NoteEditor", "Save and keep editing"), ("Ctrl+S",)),
    ActionSpec(
        "save_close", QT_TRANSLATE_NOOP("NoteEditor", "Save and close"), ("Ctrl+Return", "Ctrl+Enter")
    ),
    ActionSpec("print", QT_TRANSLATE_NOOP("NoteEditor", "Print the note with its passage"), ("Ctrl+P",)),
)
DRAFT_DELAY_MS = 1500  # a draft is kept once typing pauses this long…
DRAFT_MAX_MS = 10_000  # …and at least this often while typing goes on


class NoteEditor(QDialog):
    """One note, new or existing. `save(editor) -> Note` and `delete(editor) -> bool` do the writing;
    `save_draft(editor)` / `drop_draft(editor)` keep and remove the draft of what is typed (both optional);
    `print_note(editor, pdf)` prints the note as it stands, with its passage, or saves it as a PDF."""

    # the note was written: (Note)
    saved = Signal(object)
    # the note was deleted: (note id)
    deleted = Signal(str)

    def __init__(
        self,
        passage: Passage,
        note: Note | None,
        *,
        verse_text: str = "",
        translation: str | None = None,
        save: Callable[[NoteEditor], Note | None],
        delete: Callable[[NoteEditor], bool],
        ask_unsaved: Callable[[NoteEditor], str],
        save_draft: Callable[[NoteEditor], object] | None = None,
        drop_draft: Callable[[NoteEditor], object] | None = None,
        print_note: Callable[[NoteEditor, bool], object] | None = None,
        theme: Theme = LIGHT,
        parent=None,
    ):
        super().__init__(parent)
        self.setObjectName("NoteEditor")
        self.setWindowIcon(app_icon())
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.passage = passage
        self.note = note
        self.translation = translation
        self.theme = theme
        self._save = save
        self._delete = delete
        self._ask_unsaved = ask_unsaved
        self._save_draft = save_draft
        self._drop_draft = drop_draft
        self._print_note = print_note
        self._saved_state = (note.title, note.text) if note is not None else ("", "")
        self.last_saved: QDateTime | None = None
        self._draft_state: tuple[str, str] | None = None  # what the stored draft holds; None: no draft
        self.draft_kept_at: QDateTime | None = None
        self._draft_clock = QElapsedTimer()  # runs from the first change not yet kept as a draft
        self._closing = False

        where = passage_ref(passage, i18n.ui_language())
        self.setWindowTitle(self.tr("Note — %1").replace("%1", where))
        self._lay_out(where, verse_text, self._build_text(), self._build_buttons())
        self.resize(760, 480)
        self._watch()
        self.apply_theme(theme)
        self._update_status()
        self.source.setFocus()
        self.source.moveCursor(QTextCursor.MoveOperation.End)

    def _build_text(self) -> QSplitter:
        """The title, the formatting buttons, and the Markdown source beside its preview."""
        self.title_edit = QLineEdit(self)
        self.title_edit.setPlaceholderText(self.tr("Title (optional)"))
        self.title_edit.setAccessibleName(self.tr("Title"))
        self.title_edit.setText(self._saved_state[0])
        self.bold_button = self._tool("B", self.tr("Bold (Ctrl+B)"), self.make_bold)
        bold = self.bold_button.font()
        bold.setBold(True)
        self.bold_button.setFont(bold)
        self.italic_button = self._tool("I", self.tr("Italic (Ctrl+I)"), self.make_italic)
        italic = self.italic_button.font()
        italic.setItalic(True)
        self.italic_button.setFont(italic)
        self.list_button = self._tool("•", self.tr("List (Ctrl+Shift+8)"), self.make_list)
        self.hint = QLabel(self.tr("**bold**   *italic*   - list"), self)
        self.hint.setObjectName("Hint")
        self.source = QPlainTextEdit(self)
        self.source.setObjectName("NoteSource")
        self.source.setAccessibleName(self.tr("Note"))
        self.source.setPlaceholderText(self.tr("Write your note…"))
        self.source.setPlainText(self._saved_state[1])
        self.source.setTabChangesFocus(True)
        self.emphasis = Emphasis(self.source)
        self.preview = QTextBrowser(self)
        self.preview.setObjectName("NotePreview")
        self.preview.setAccessibleName(self.tr("Preview"))
        self.preview.setOpenLinks(False)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.source)
        splitter.addWidget(self.preview)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([360, 320])
        return splitter

    def _build_buttons(self) -> QHBoxLayout:
        """Delete, what was saved when, Close, Save."""
        self.status = QLabel(self)
        self.status.setObjectName("Hint")
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # or why the note could not be saved
        self.delete_button = QPushButton(self.tr("Delete note"), self)
        self.delete_button.setVisible(self.note is not None)
        self.close_button = QPushButton(self.tr("Close"), self)
        self.save_button = QPushButton(self.tr("Save"), self)
        self.save_button.setObjectName("Primary")
        self.save_button.setDefault(True)
        self.save_button.setToolTip(self.tr("Save and close (Ctrl+Enter); Ctrl+S saves and keeps editing"))
        self.delete_button.clicked.connect(self.delete_note)
        self.close_button.clicked.connect(self.close)
        self.save_button.clicked.connect(self.save_and_close)
        self.print_button = QPushButton(self.tr("Print…"), self)
        self.print_button.setObjectName("PrintNote")
        self.print_button.setToolTip(self.tr("Print the note with its passage (Ctrl+P), or save it as a PDF"))
        menu = QMenu(self.print_button)
        menu.addAction(self.tr("Print…"), self.print_on_paper)
        menu.addAction(self.tr("Save as PDF…"), lambda: self.print_note(pdf=True))
        self.print_button.setMenu(menu)
        self.print_button.setVisible(self._print_note is not None)
        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.save_button)
        return buttons

    def _lay_out(self, where: str, verse_text: str, text: QSplitter, buttons: QHBoxLayout) -> None:
        """Top to bottom: a recovered draft's banner, the passage and its verses, the title, the tools, the
        text, the buttons."""
        self.heading = QLabel(where, self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.verse_label = QLabel(verse_text, self)
        self.verse_label.setObjectName("Hint")
        self.verse_label.setTextFormat(Qt.TextFormat.PlainText)  # the translation's text
        self.verse_label.setWordWrap(True)
        self.verse_label.setVisible(bool(verse_text))
        self.verse_label.setMaximumHeight(90)
        tools = QHBoxLayout()
        tools.setSpacing(4)
        tools.addWidget(self.bold_button)
        tools.addWidget(self.italic_button)
        tools.addWidget(self.list_button)
        tools.addSpacing(8)
        tools.addWidget(self.hint)
        tools.addStretch(1)
        self.recovered = Banner(self)  # "Recovered text you had not saved", with a way to throw it away
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 12)
        layout.setSpacing(8)
        layout.addWidget(self.recovered)
        layout.addWidget(self.heading)
        layout.addWidget(self.verse_label)
        layout.addWidget(self.title_edit)
        layout.addLayout(tools)
        layout.addWidget(text, 1)
        layout.addLayout(buttons)

    def _watch(self) -> None:
        """The shortcuts; the preview follows the text, and a draft is kept once typing pauses."""
        slots = {
            "bold": self.make_bold,
            "italic": self.make_italic,
            "list": self.make_list,
            "save": self.save_now,
            "save_close": self.save_and_close,
            "print": self.print_on_paper,
        }
        for spec in EDITOR_KEYS:
            for keys in key_sequences(spec.shortcuts):
                QShortcut(keys, self).activated.connect(slots[spec.name])
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(PREVIEW_DELAY_MS)
        self._preview_timer.timeout.connect(self.update_preview)
        self._draft_timer = QTimer(self)
        self._draft_timer.setSingleShot(True)
        self._draft_timer.setInterval(DRAFT_DELAY_MS)
        self._draft_timer.timeout.connect(self.keep_draft)
        self.source.textChanged.connect(self._on_changed)
        self.title_edit.textChanged.connect(self._on_changed)

    def print_on_paper(self) -> None:
        self.print_note(pdf=False)

    def print_note(self, *, pdf: bool) -> object:
        """The note as it stands (saved or not) with its passage, on paper or as a PDF."""
        return self._print_note(self, pdf) if self._print_note is not None else None

    def _tool(self, text: str, tip: str, slot) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)  # "Bold (Ctrl+B)", not "B"
        button.setMinimumWidth(30)
        button.clicked.connect(slot)
        return button

    # ------------------------------------------------------------------ state
    @property
    def note_id(self) -> str | None:
        return self.note.id if self.note is not None else None

    def text(self) -> str:
        return self.source.toPlainText()

    def title(self) -> str:
        return self.title_edit.text().strip()

    @property
    def dirty(self) -> bool:
        return (self.title(), self.text()) != self._saved_state

    @property
    def saved_state(self) -> tuple[str, str]:
        """(title, text) as last saved (or as the note was opened)."""
        return self._saved_state

    @property
    def draft_key(self) -> str:
        """Where this editor's draft is kept: the note's, or a new note's on this passage."""
        from app.core.userdata import draft_key

        return draft_key(self.note_id, self.passage)

    @property
    def has_draft(self) -> bool:
        return self._draft_state is not None

    def apply_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.preview.setStyleSheet(
            f"QTextBrowser#NotePreview {{ background: {theme.alt_base}; color: {theme.text}; "
            f"border: 1px solid {theme.border}; border-radius: 7px; padding: 4px 6px; }}"
        )
        self.preview.document().setDefaultFont(fonts.scripture_font())
        self.preview.document().setDefaultStyleSheet(
            f"body {{ color: {theme.text}; }} strong {{ color: {theme.text}; }} p {{ margin: 0 0 8px 0; }}"
        )
        self.update_preview()

    def update_preview(self) -> None:
        from app.core.userdata import render_note_html

        html = render_note_html(self.text())
        if not html:
            empty = self.tr("The preview appears here.")
            html = f'<p style="color:{self.theme.faint};"><i>{escape(empty)}</i></p>'
        self.preview.setHtml(html)

    def _on_changed(self) -> None:
        self._preview_timer.start()
        self._update_status()
        if self._save_draft is None:
            return
        if not self._draft_clock.isValid():
            self._draft_clock.start()
        if self._draft_clock.elapsed() >= DRAFT_MAX_MS:
            self.keep_draft()  # typing without a pause: keep it now and then anyway
        else:
            self._draft_timer.start()

    def _update_status(self, message: str | None = None) -> None:
        if message is not None:
            self.status.setText(message)
        elif (
            self.dirty and self.draft_kept_at is not None and self._draft_state == (self.title(), self.text())
        ):
            self.status.setText(
                self.tr("Not saved yet — a draft was kept at %1").replace(
                    "%1", QLocale().toString(self.draft_kept_at.time(), QLocale.FormatType.ShortFormat)
                )
            )
        elif self.dirty:
            self.status.setText(self.tr("Not saved yet"))
        elif self.last_saved is not None:
            self.status.setText(
                self.tr("Saved at %1").replace(
                    "%1", QLocale().toString(self.last_saved.time(), QLocale.FormatType.ShortFormat)
                )
            )
        else:
            self.status.setText("")

    # ------------------------------------------------------------------ formatting
    def make_bold(self) -> None:
        """Ctrl+B: an empty pair to type in, then out of it; on a selection, bold on or off."""
        self.emphasis.toggle(BOLD)

    def make_italic(self) -> None:
        self.emphasis.toggle(ITALIC)

    def make_list(self) -> None:
        """Turn the selected lines (or the current one) into a list, or back into plain lines."""
        cursor = self.source.textCursor()
        doc = self.source.document()
        first = doc.findBlock(cursor.selectionStart())
        last = doc.findBlock(
            max(cursor.selectionStart(), cursor.selectionEnd() - (1 if cursor.hasSelection() else 0))
        )
        blocks = []
        block = first
        while block.isValid():
            blocks.append(block)
            if block == last:
                break
            block = block.next()
        written = [b for b in blocks if b.text().strip()]
        listed = bool(written) and all(b.text().startswith("- ") for b in written)
        edit = QTextCursor(doc)
        edit.beginEditBlock()
        for b in blocks:
            c = QTextCursor(b)
            if listed and b.text().startswith("- "):
                c.movePosition(QTextCursor.MoveOperation.Right, QTextCursor.MoveMode.KeepAnchor, 2)
                c.removeSelectedText()
            elif not listed and (b.text().strip() or len(blocks) == 1):
                c.insertText("- ")
        edit.endEditBlock()
        if len(blocks) == 1:  # one line: keep typing at its end
            end = QTextCursor(blocks[0])
            end.movePosition(QTextCursor.MoveOperation.EndOfBlock)
            self.source.setTextCursor(end)
        self.source.setFocus()

    # ------------------------------------------------------------------ drafts
    def keep_draft(self) -> bool:
        """Keep what is typed as the draft (when it differs from the note and from the draft already kept);
        with nothing unsaved, drop the draft. True when the draft holds what the editor holds."""
        self._draft_timer.stop()
        self._draft_clock.invalidate()
        if self._save_draft is None:
            return False
        state = (self.title(), self.text())
        if not self.dirty:
            self.forget_draft()
            return True
        if state == self._draft_state:
            return True
        try:
            self._save_draft(self)
        except Exception:  # noqa: BLE001 - the text is still in the editor; Save will say if writing fails
            log.exception("keeping a draft of the note on %s failed", self.passage)
            return False
        self._draft_state = state
        self.draft_kept_at = QDateTime.currentDateTime()
        self._update_status()
        return True

    def forget_draft(self) -> None:
        """Drop the stored draft (the changes were saved or discarded)."""
        self._draft_timer.stop()
        self._draft_clock.invalidate()
        if self._draft_state is None:
            return
        self._draft_state = None
        self.draft_kept_at = None
        if self._drop_draft is not None:
            try:
                self._drop_draft(self)
            except Exception:  # noqa: BLE001 - a stale draft is offered again later, nothing is lost
                log.exception("dropping the draft of the note on %s failed", self.passage)

    def recover(self, title: str, text: str, kept_at: str) -> None:
        """Put back a draft found in the user database (`kept_at`: when, for people)."""
        self.title_edit.setText(title)
        self.source.setPlainText(text)
        self.source.moveCursor(QTextCursor.MoveOperation.End)
        self._draft_state = (title, text)
        self.draft_kept_at = QDateTime.currentDateTime()
        self._draft_timer.stop()  # it is already kept
        self._draft_clock.invalidate()
        self.update_preview()
        self.recovered.show_message(
            self.tr("Recovered text you had not saved"),
            self.tr("It was kept at %1. Save to keep it in the note.").replace("%1", kept_at),
            kind="warn",
            action=(self.tr("Discard it"), self.throw_away_recovered),
        )
        self._update_status()

    def throw_away_recovered(self) -> None:
        """Back to the note as saved (empty for a new note); the draft goes."""
        self.title_edit.setText(self._saved_state[0])
        self.source.setPlainText(self._saved_state[1])
        self.forget_draft()
        self.recovered.hide()
        self._update_status()

    # ------------------------------------------------------------------ saving
    def save_now(self) -> bool:
        """Write the note (through the controller); True when it is on disk or nothing needed writing."""
        if not self.dirty and self.note is not None:
            return True
        try:
            note = self._save(self)
        except Exception as exc:  # noqa: BLE001 - the text stays in the editor; say why it was not saved
            from app.gui.study.data_dialogs import describe_userdata_error

            log.error("saving a note failed: %s", exc)
            self._update_status(self.tr("Not saved: %1").replace("%1", describe_userdata_error(exc)[1]))
            return False
        self._draft_timer.stop()
        self._draft_clock.invalidate()
        self.recovered.hide()
        if note is None:  # an empty new note: nothing to keep
            self._saved_state = (self.title(), self.text())
            self.forget_draft()
            return True
        self.note = note
        self._saved_state = (note.title, note.text)
        self._draft_state = None  # the save removed the draft, in the same transaction
        self.draft_kept_at = None
        self.last_saved = QDateTime.currentDateTime()
        self.delete_button.setVisible(True)
        self._update_status()
        self.saved.emit(note)
        return True

    def save_and_close(self) -> None:
        if self.save_now():
            self._closing = True
            self.close()

    def delete_note(self) -> None:
        if self.note is None:
            return
        note_id = self.note.id
        if self._delete(self):
            self._saved_state = (self.title(), self.text())
            self._draft_state = None  # deleting the note deleted its draft
            self._draft_timer.stop()
            self._closing = True
            self.deleted.emit(note_id)
            self.close()

    def discard(self) -> None:
        """Forget the unsaved changes (the person said so) and close."""
        self._saved_state = (self.title(), self.text())
        self.forget_draft()
        self._closing = True
        self.close()

    def close_now(self) -> None:
        """Close without asking: the window is going away, and the note was saved or its draft kept."""
        self._closing = True
        self.close()

    def resolve_unsaved(self) -> bool:
        """Ask what to do with unsaved changes; True when the editor may close."""
        if not self.dirty:
            return True
        choice = self._ask_unsaved(self)
        if choice == "save":
            return self.save_now()
        if choice == "discard":
            self._saved_state = (self.title(), self.text())
            self.forget_draft()
            return True
        return False

    def _may_close(self) -> bool:
        return self._closing or self.resolve_unsaved()

    def reject(self) -> None:  # Esc, and QDialog's own close handling
        if self._may_close():
            self._closing = False
            super().reject()

    def closeEvent(self, event) -> None:  # noqa: N802
        if not self._may_close():
            event.ignore()
            return
        self._closing = True  # QDialog.closeEvent calls reject(): do not ask twice
        super().closeEvent(event)
        self._closing = False
