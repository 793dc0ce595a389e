"""Every GUI setting, declared once with its type and default, and the one place that touches QSettings.

The file is `settings.ini` in the user data folder (so `LAMPADA_DATA_DIR` redirects it, and tests are
isolated); it carries `meta/version`, and `migrate()` upgrades older files step by step. The core never sees
QSettings: the GUI reads a value here and passes it on as a plain parameter.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QByteArray, QSettings

from app.core import paths

log = logging.getLogger(__name__)

SETTINGS_VERSION = 4
T = TypeVar("T")


@dataclass(frozen=True)
class Setting(Generic[T]):
    key: str
    type: type
    default: T
    choices: tuple[Any, ...] | None = None
    minimum: float | None = None
    maximum: float | None = None

    def coerce(self, raw: Any) -> T:
        """A stored value as this setting's type, or the default when it is missing or unusable."""
        if raw is None:
            return self.default
        try:
            if self.type is bool:
                value: Any = raw if isinstance(raw, bool) else str(raw).lower() in ("1", "true", "yes", "on")
            elif self.type is list:
                value = (
                    [str(x) for x in raw] if isinstance(raw, list | tuple) else ([str(raw)] if raw else [])
                )
            elif self.type is bytes:
                value = bytes(raw.data()) if isinstance(raw, QByteArray) else bytes(raw)
            else:
                value = self.type(raw)
        except (TypeError, ValueError):
            log.warning("setting %s: unusable value %r, using the default", self.key, raw)
            return self.default
        if self.choices is not None and value not in self.choices:
            return self.default
        if self.minimum is not None and value < self.minimum:
            value = type(value)(self.minimum)
        if self.maximum is not None and value > self.maximum:
            value = type(value)(self.maximum)
        return value


# --- the declarations ---------------------------------------------------------------------------------------
THEME = Setting("ui/theme", str, "system", ("system", "light", "dark"))
FONT_SCALE = Setting("ui/font_scale", float, 1.0, minimum=0.7, maximum=2.5)
WINDOW_GEOMETRY = Setting("ui/window_geometry", bytes, b"")
WINDOW_STATE = Setting("ui/window_state", bytes, b"")
SPLITTER_STATE = Setting("ui/splitter_state", bytes, b"")

TRANSLATION = Setting("reader/translation", str, "")  # for search and reading; "" = choose by language
# the ids beside the one read, "web,kjv"; "" = off
PARALLEL_TRANSLATION = Setting("reader/parallel_translation", str, "")
READER_BOOK = Setting("reader/book", str, "John")
READER_CHAPTER = Setting("reader/chapter", int, 3, minimum=1)
READER_VERSE = Setting("reader/verse", int, 16, minimum=0)  # 0 = no verse highlighted

SORT = Setting("search/sort", str, "relevance", ("relevance", "bible"))  # app.core.retrieval.passages.ORDERS
TESTAMENT = Setting("search/testament", str, "all", ("all", "OT", "NT", "books"))
FIRST_BOOK = Setting("search/first_book", str, "Gen")
LAST_BOOK = Setting("search/last_book", str, "Rev")
HISTORY = Setting("search/history", list, [])  # before the user database: moved there once it opens
HISTORY_SIZE = Setting("search/history_size", int, 20, minimum=0, maximum=200)

COPY_FORMAT = Setting("copy/format", str, "quote_first", ("quote_first", "reference_first", "text_only"))

ALL: tuple[Setting[Any], ...] = tuple(v for v in list(globals().values()) if isinstance(v, Setting))


class Settings:
    """Typed access to the settings file."""

    def __init__(self, path: Path | None = None):
        self.path = path or (paths.data_dir() / "settings.ini")
        self._qs = QSettings(str(self.path), QSettings.Format.IniFormat)
        self.migrate()

    def get(self, setting: Setting[T]) -> T:
        return setting.coerce(self._qs.value(setting.key))

    def set(self, setting: Setting[T], value: T) -> None:
        value = setting.coerce(value)
        self._qs.setValue(setting.key, QByteArray(value) if isinstance(value, bytes) else value)

    def reset(self, setting: Setting[Any]) -> None:
        self._qs.remove(setting.key)

    def sync(self) -> None:
        self._qs.sync()

    @property
    def version(self) -> int:
        return int(self._qs.value("meta/version", 0) or 0)

    def migrate(self) -> None:
        """Bring an older file up to SETTINGS_VERSION, one named step at a time."""
        version = self.version
        if version == 0 and not self._qs.allKeys():
            self._qs.setValue("meta/version", SETTINGS_VERSION)
            return
        while version < SETTINGS_VERSION:
            step = _MIGRATIONS.get(version)
            if step is not None:
                log.info("settings: migrating from version %d", version)
                step(self._qs)
            version += 1
        self._qs.setValue("meta/version", SETTINGS_VERSION)


def _v1_to_v2(qs: QSettings) -> None:
    """Version 1 kept the reader place under `reading/`; it lives under `reader/` now."""
    for name in ("translation", "book", "chapter", "verse"):
        old = f"reading/{name}"
        if qs.contains(old):
            qs.setValue(f"reader/{name}", qs.value(old))
            qs.remove(old)


def _v2_to_v3(qs: QSettings) -> None:
    """Version 2 called "Bible order" `canonical`; it is `bible` now, as in the core and the command line."""
    if qs.value(SORT.key) == "canonical":
        qs.setValue(SORT.key, "bible")


def _v3_to_v4(qs: QSettings) -> None:
    """Version 3 kept where to search (`search/scope`); every start searches the Bible now, so a person who
    last searched their notes does not find the Bible's search "broken" the next day."""
    qs.remove("search/scope")


_MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


# --- search history: a seam for app.core.userdata -----------------------------------------------------------
class HistoryStore(Protocol):
    """Recent queries, newest first: `app.gui.study.histories.UserDataHistory` keeps them in the user
    database; this file's `SettingsHistory` answers until that is open (and its entries move there once)."""

    def recent(self, limit: int = 20) -> list[str]: ...

    def add(self, query: str) -> None: ...

    def clear(self) -> None: ...


class SettingsHistory:
    def __init__(self, settings: Settings):
        self._settings = settings

    def recent(self, limit: int = 20) -> list[str]:
        return self._settings.get(HISTORY)[:limit]

    def add(self, query: str) -> None:
        query = " ".join(query.split())
        size = self._settings.get(HISTORY_SIZE)
        if not query or size == 0:
            return
        items = [q for q in self._settings.get(HISTORY) if q.casefold() != query.casefold()]
        self._settings.set(HISTORY, [query, *items][:size])

    def clear(self) -> None:
        self._settings.set(HISTORY, [])
