"""What a person does to their own data, one operation each: bookmarks, folders, labels, highlights, notes,
drafts, histories.

Each is a plain function over a `Context`: one write on the main thread through `StudyStore.write` (one
fsynced transaction, about 4 ms: docs/userdata.md), then a word in the status line — said only once the write
returned — and one error path, `write`'s: an empty or taken name (`ValueError`) is said in the status line,
any other failure is worded in the notice, and the operation returns None with nothing written. Nothing here
asks a question or builds a widget: the caller asks first (`Questions`), then calls the operation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication

from app.gui import i18n
from app.gui.reader.mark_painting import colour_name, passage_ref
from app.gui.study.study_store import StudyStore

if TYPE_CHECKING:
    from app.core.userdata import Bookmark, Folder, Label, Passage, UserData
    from app.gui.settings import HistoryStore
    from app.gui.study.bookmark_popup import BookmarkEdit

T = TypeVar("T")

translate = QCoreApplication.translate  # lupdate reads `translate("StudyOperations", "...")` calls


@dataclass(frozen=True)
class Context:
    """What an operation needs: the open database, and where to say what happened."""

    store: StudyStore
    say: Callable[[str], None]  # the status line
    failed: Callable[[BaseException], None]  # the notice: a write that failed, worded for people


def write(ctx: Context, fn: Callable[[UserData], T], kinds: set[str], done: str = "") -> T | None:
    """One write (`StudyStore.write`: on disk when it returns) and the one error path of every operation."""
    try:
        result = ctx.store.write(fn, kinds)
    except ValueError as exc:  # an empty or taken name
        ctx.say(str(exc))
        return None
    except Exception as exc:  # noqa: BLE001 - worded for the person; nothing was saved
        ctx.failed(exc)
        return None
    if done:
        ctx.say(done)
    return result


def _where(passage: Passage) -> str:
    return passage_ref(passage, i18n.ui_language())


# --- bookmarks, folders, labels -----------------------------------------------------------------------------
def add_bookmark(ctx: Context, passage: Passage, translation: str | None) -> Bookmark | None:
    """Bookmark a passage at once, in the folder of the last bookmark made (a run of bookmarks into one
    folder needs no choosing)."""

    def add(ud: UserData) -> Bookmark:
        newest = ud.newest_bookmark()
        return ud.add_bookmark(
            passage.book,
            passage.chapter,
            passage.verse,
            passage.end_chapter,
            passage.end_verse,
            translation=translation,
            folder_id=newest.folder_id if newest is not None else None,
        )

    done = translate("StudyOperations", "Bookmarked %1 — saved.").replace("%1", _where(passage))
    return write(ctx, add, {"bookmarks"}, done)


def apply_bookmark_edit(ctx: Context, bookmark_id: str, edit: BookmarkEdit) -> Bookmark | None:
    """What was chosen in the bookmark popup: a new folder and new labels first, then the bookmark — one
    transaction each (a folder made just before a failure stays, empty: nothing is lost)."""

    def update(ud: UserData) -> Bookmark:
        folder_id = edit.folder_id
        if edit.new_folder:
            folder_id = ud.add_folder(edit.new_folder).id
        labels = [*edit.label_ids, *(ud.add_label(name).id for name in edit.new_labels)]
        return ud.update_bookmark(bookmark_id, title=edit.title, folder_id=folder_id, labels=labels)

    kinds = (
        {"bookmarks"}
        | ({"folders"} if edit.new_folder else set())
        | ({"labels"} if edit.new_labels else set())
    )
    bookmark = write(ctx, update, kinds)
    if bookmark is not None:
        ctx.say(translate("StudyOperations", "Bookmark saved: %1").replace("%1", _where(bookmark.passage)))
    return bookmark


def remove_bookmarks(ctx: Context, passage: Passage, bookmarks: Iterable[Bookmark]) -> None:
    """The bookmarks on exactly this passage (the reader's "Remove bookmark")."""
    ids = [b.id for b in bookmarks]
    done = translate("StudyOperations", "Bookmark removed: %1").replace("%1", _where(passage))
    write(ctx, lambda ud: [ud.delete_bookmark(i) for i in ids], {"bookmarks"}, done)


def delete_bookmark(ctx: Context, bookmark_id: str) -> None:
    write(
        ctx,
        lambda ud: ud.delete_bookmark(bookmark_id),
        {"bookmarks"},
        translate("StudyOperations", "Bookmark removed."),
    )


def update_bookmark(ctx: Context, bookmark_id: str, **changes: object) -> None:
    """A new title, folder (`folder_id`, None: outside any) or set of labels."""
    write(
        ctx,
        lambda ud: ud.update_bookmark(bookmark_id, **changes),  # type: ignore[arg-type]
        {"bookmarks"},
        translate("StudyOperations", "Saved."),
    )


def add_label(ctx: Context, name: str) -> Label | None:
    return write(ctx, lambda ud: ud.add_label(name), {"labels"})


def add_folder(ctx: Context, name: str) -> Folder | None:
    return write(ctx, lambda ud: ud.add_folder(name), {"folders"})


def rename_folder(ctx: Context, folder_id: str, name: str) -> None:
    write(
        ctx,
        lambda ud: ud.update_folder(folder_id, name=name),
        {"folders"},
        translate("StudyOperations", "Saved."),
    )


def delete_folder(ctx: Context, folder_id: str) -> None:
    """The folder goes; its bookmarks stay, outside any folder."""
    write(
        ctx,
        lambda ud: ud.delete_folder(folder_id),
        {"folders", "bookmarks"},
        translate("StudyOperations", "Folder deleted."),
    )


# --- highlights ---------------------------------------------------------------------------------------------
def highlight(ctx: Context, passage: Passage, colour: str, translation: str | None) -> None:
    """Highlight a passage in a colour; the same colour again on all of it takes it off."""
    ud = ctx.store.userdata
    if ud is None:
        return
    current = {h.verse: h.color for h in ud.highlights_for_chapter(passage.book, passage.chapter)}
    if all(current.get(v) == colour for v in range(passage.verse, passage.last[1] + 1)):
        clear_highlight(ctx, passage)
        return
    args = (passage.book, passage.chapter, passage.verse)
    ends = (passage.end_chapter, passage.end_verse)
    done = (
        translate("StudyOperations", "%1 highlighted in %2 — saved.")
        .replace("%1", _where(passage))
        .replace("%2", colour_name(colour).lower())
    )
    write(
        ctx, lambda ud: ud.set_highlight(*args, colour, *ends, translation=translation), {"highlights"}, done
    )


def clear_highlight(ctx: Context, passage: Passage) -> None:
    args = (passage.book, passage.chapter, passage.verse, passage.end_chapter, passage.end_verse)
    done = translate("StudyOperations", "Highlight removed: %1").replace("%1", _where(passage))
    write(ctx, lambda ud: ud.clear_highlight(*args), {"highlights"}, done)


# --- notes, drafts, histories -------------------------------------------------------------------------------
def delete_note(ctx: Context, note_id: str) -> bool:
    """True when the note is gone (its draft goes with it, in the same transaction)."""
    done = translate("StudyOperations", "Note deleted.")
    return write(ctx, lambda ud: ud.delete_note(note_id) or True, {"notes"}, done) is not None


def discard_draft(ctx: Context, key: str) -> None:
    write(ctx, lambda ud: ud.delete_draft(key), {"drafts"}, translate("StudyOperations", "Draft discarded."))


def clear_reading_history(ctx: Context) -> None:
    write(
        ctx,
        lambda ud: ud.clear_reading_history(),
        {"reading"},
        translate("StudyOperations", "Reading history cleared."),
    )


def clear_search_history(ctx: Context, history: HistoryStore) -> None:
    """The recent searches, in the user database and in the settings file."""
    try:
        history.clear()
    except Exception as exc:  # noqa: BLE001 - the one error path: worded in the notice
        ctx.failed(exc)
