"""Which language the interface speaks, the same rule for the desktop app and the command line: Portuguese
or English. `LAMPADA_LANG` chooses when it names one of them ("en", "pt_BR.UTF-8"); otherwise the first of
the system's languages that is one of them, in the system's order of preference; otherwise Portuguese, the
app's first language. Each front end says what the system's languages are: the app asks Qt (the desktop's
own setting), the command line reads the POSIX locale."""

from __future__ import annotations

import os
from collections.abc import Iterable

INTERFACE_LANGUAGES = ("pt", "en")
OVERRIDE = "LAMPADA_LANG"


def choose(system_languages: Iterable[str]) -> str:
    """ "pt" or "en": `LAMPADA_LANG`, else the first of `system_languages` ("en-US", "pt_BR.UTF-8"...)
    that is either, else "pt"."""
    for tag in (os.environ.get(OVERRIDE) or "", *system_languages):
        tag = tag.lower()
        if tag.startswith(INTERFACE_LANGUAGES):
            return tag[:2]
    return "pt"
