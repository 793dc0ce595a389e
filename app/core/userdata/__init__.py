"""The user's own data — bookmarks, folders, labels, highlights, notes, reading and search history.

Kept in `userdata.sqlite3` in the user data folder (separate from the Bible library), durable on every commit,
backed up daily, exportable as JSON (exact) and Markdown (for people). See docs/userdata.md.

    with UserData.open() as ud:
        note = ud.add_note("John", 3, 16, "**Deus** amou o *mundo*", translation="ara")
        html = render_note_html(note.text)
"""

from app.core.errors import (
    UnknownItem,
    UserDataCorrupt,
    UserDataError,
    UserDataMissing,
    UserDataReadOnly,
    UserDataTooNew,
    UserDataUnavailable,
)
from app.core.userdata.backups import Backup
from app.core.userdata.markup import note_heading, note_plain_text, render_note_html
from app.core.userdata.records import (
    Bookmark,
    Draft,
    Folder,
    Highlight,
    Label,
    Note,
    Passage,
    ReadingEntry,
    SearchEntry,
    draft_key,
    make_passage,
)
from app.core.userdata.schema import COLOURS, SCHEMA_VERSION
from app.core.userdata.store import (
    ALL,
    FILE_NAME,
    UNSET,
    UserData,
    default_path,
    latest_backup,
    list_backups,
    restore_backup,
    start_fresh,
)
from app.core.userdata.transfer import FORMAT_VERSION, ImportReport

__all__ = [
    "ALL",
    "COLOURS",
    "FILE_NAME",
    "FORMAT_VERSION",
    "SCHEMA_VERSION",
    "UNSET",
    "Backup",
    "Bookmark",
    "Draft",
    "Folder",
    "Highlight",
    "ImportReport",
    "Label",
    "Note",
    "Passage",
    "ReadingEntry",
    "SearchEntry",
    "UnknownItem",
    "UserData",
    "UserDataCorrupt",
    "UserDataError",
    "UserDataMissing",
    "UserDataReadOnly",
    "UserDataTooNew",
    "UserDataUnavailable",
    "default_path",
    "draft_key",
    "latest_backup",
    "list_backups",
    "make_passage",
    "note_heading",
    "note_plain_text",
    "render_note_html",
    "restore_backup",
    "start_fresh",
]
