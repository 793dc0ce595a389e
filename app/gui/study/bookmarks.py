"""Bookmarks, their folders and labels: Ctrl+D and the popup under the verse, and what the study panel asks
of a bookmark or a folder. Each write is one operation (`operations`); a question comes first when one is
needed (`Questions`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

import app.gui.study.operations as ops
from app.gui import i18n
from app.gui.look.theme import LIGHT, Theme
from app.gui.reader.mark_painting import passage_ref
from app.gui.study.bookmark_popup import BookmarkEdit, BookmarkPopup
from app.gui.study.questions import Questions
from app.gui.study.reader_tools import ReaderTools

if TYPE_CHECKING:
    from app.core.userdata import Bookmark


class BookmarkTools(QObject):
    def __init__(
        self,
        ctx: ops.Context,
        tools: ReaderTools,
        questions: Questions,
        translation: Callable[[], str | None],
        window: QWidget,
    ):
        super().__init__(window)
        self.ctx = ctx
        self.tools = tools
        self.questions = questions
        self.translation = translation  # the translation being read, or None
        self.window = window  # the popup's parent
        self.theme: Theme = LIGHT
        self.popup: BookmarkPopup | None = None

    @property
    def _userdata(self):
        return self.ctx.store.userdata

    # ------------------------------------------------------------------ from the reader
    def add(self) -> BookmarkPopup | None:
        """Ctrl+D: bookmark the selection at once (in the folder of the last bookmark made), then a small
        popup under the verse offers a title, a folder and labels. On a bookmarked passage, the popup edits
        that bookmark."""
        passage = self.tools.selected_passage()
        if passage is None:
            return None
        existing = self.tools.bookmarks_at(passage)
        if existing:
            where = passage_ref(passage, i18n.ui_language())
            self.ctx.say(self.tr("%1 is already bookmarked.").replace("%1", where))
            return self.show_popup(existing[0], created=False)
        bookmark = ops.add_bookmark(self.ctx, passage, self.translation())
        return self.show_popup(bookmark, created=True) if bookmark is not None else None

    def show_popup(self, bookmark: Bookmark, *, created: bool) -> BookmarkPopup | None:
        ud = self._userdata
        if ud is None:
            return None
        if self.popup is not None:
            self.popup.close()  # keeps what was chosen there (nothing if it closed already)
            self.popup.deleteLater()
        popup = BookmarkPopup(
            bookmark,
            ud.list_folders(),
            ud.list_labels(),
            created=created,
            theme=self.theme,
            parent=self.window,
        )
        popup.applied.connect(lambda edit, b=bookmark: self.apply_edit(b.id, edit))
        popup.removed.connect(lambda b=bookmark: self.delete(b.id))
        self.popup = popup
        popup.show_at(self.tools.reader.verse_rect_global(bookmark.passage.last[1], bookmark.passage.chapter))
        return popup

    def close_popup(self) -> None:
        """Close the popup if it is open, keeping what was chosen (while the database is still open)."""
        if self.popup is not None and self.popup.isVisible():
            self.popup.close()

    def apply_edit(self, bookmark_id: str, edit: BookmarkEdit) -> None:
        ops.apply_bookmark_edit(self.ctx, bookmark_id, edit)

    def remove_selected(self) -> None:
        """The reader's "Remove bookmark": the bookmarks on exactly the selected passage."""
        passage = self.tools.selected_passage()
        if passage is None:
            return
        found = self.tools.bookmarks_at(passage)
        if found:
            ops.remove_bookmarks(self.ctx, passage, found)

    # ------------------------------------------------------------------ from the panel
    def delete(self, bookmark_id: str) -> None:
        ops.delete_bookmark(self.ctx, bookmark_id)

    def rename(self, bookmark_id: str) -> None:
        ud = self._userdata
        if ud is None:
            return
        current = ud.get_bookmark(bookmark_id)
        title = self.questions.ask_text(self.tr("Bookmark"), self.tr("Title:"), current.title)
        if title is not None:
            ops.update_bookmark(self.ctx, bookmark_id, title=title)

    def move(self, bookmark_id: str, folder_id: str | None) -> None:
        ops.update_bookmark(self.ctx, bookmark_id, folder_id=folder_id)

    def move_to_new_folder(self, bookmark_id: str) -> None:
        """A new folder, and the bookmark in it (cancelling the name leaves the bookmark where it was)."""
        folder_id = self.new_folder()
        if folder_id is not None:
            self.move(bookmark_id, folder_id)

    def set_label(self, bookmark_id: str, label_id: str, on: bool) -> None:
        ud = self._userdata
        if ud is None:
            return
        labels = set(ud.get_bookmark(bookmark_id).labels)
        labels = labels | {label_id} if on else labels - {label_id}
        ops.update_bookmark(self.ctx, bookmark_id, labels=sorted(labels))

    def new_label(self, bookmark_id: str | None = None) -> str | None:
        """A label named by the person (and put on the bookmark, if one is given); its id, or None."""
        name = self.questions.ask_text(self.tr("New label"), self.tr("Label name:"))
        if name is None:
            return None
        label = ops.add_label(self.ctx, name)
        if label is not None and bookmark_id is not None:
            self.set_label(bookmark_id, label.id, True)
        return label.id if label is not None else None

    def new_folder(self) -> str | None:
        name = self.questions.ask_text(self.tr("New folder"), self.tr("Folder name:"))
        if name is None:
            return None
        folder = ops.add_folder(self.ctx, name)
        return folder.id if folder is not None else None

    def rename_folder(self, folder_id: str) -> None:
        ud = self._userdata
        if ud is None:
            return
        name = self.questions.ask_text(
            self.tr("Folder"), self.tr("Folder name:"), ud.get_folder(folder_id).name
        )
        if name is not None:
            ops.rename_folder(self.ctx, folder_id, name)

    def delete_folder(self, folder_id: str) -> None:
        ud = self._userdata
        if ud is None:
            return
        folder = ud.get_folder(folder_id)
        if self.questions.confirm(
            self.tr("Delete folder"),
            self.tr("Delete the folder “%1”? Its bookmarks are kept, outside any folder.").replace(
                "%1", folder.name
            ),
            self.tr("Delete folder"),
        ):
            ops.delete_folder(self.ctx, folder_id)
