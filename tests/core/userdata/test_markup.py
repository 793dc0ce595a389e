"""Note markup on hostile notes: a megabyte of unpaired delimiters renders in linear time, literally."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.core.userdata.markup import note_heading, note_plain_text, render_note_html

MEGABYTE = 1_000_000

# Each note is about 1 MB of one line (or lines) that a stack-scanning matcher pays for quadratically.
PATHOLOGICAL = {
    "unpaired bold then italic": "**a a* " * (MEGABYTE // 7),
    "openers, one closer": "**a " * (MEGABYTE // 4) + "a*",
    "nested openers": "a **a" * (MEGABYTE // 10) + " a*" * (MEGABYTE // 10),
    "mixed runs": "*a **b ***c " * (MEGABYTE // 12),
    "only stars": "*" * MEGABYTE,
    "one long list item": "- a\n" + "  b\n" * (MEGABYTE // 4),
}

_CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from tests.core.userdata.test_markup import PATHOLOGICAL
from app.core.userdata.markup import note_heading, note_plain_text, render_note_html
note = PATHOLOGICAL[sys.argv[1]]
start = time.process_time()
render_note_html(note)
note_plain_text(note)
print(time.process_time() - start)
"""


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_a_megabyte_pathological_note_renders_in_linear_time(name):
    # In a child process, so a quadratic matcher (hours on these notes) fails at the ceiling instead of
    # hanging the suite. Linear rendering takes well under a second of CPU; the ceilings allow a busy machine.
    root = str(Path(__file__).resolve().parents[3])
    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD.format(root=root), name],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"rendering a 1 MB note ({name}) took over 60 s")
    assert float(done.stdout) < 10, f"{name}: {done.stdout.strip()} s of CPU"


def test_unpaired_delimiters_stay_literal_text():
    note = "**a a* " * 1000
    html = render_note_html(note)
    assert "<strong>" not in html and "<em>" not in html
    assert html.count("**a a*") == 1000
    assert note_plain_text(note) == note.strip()


def test_pairs_still_close_after_many_unpaired_openers():
    # The innermost opener of the closer's own length is found however many other openers lie above it.
    note = "*x " + "**a " * 5000 + "y*"
    html = render_note_html(note)
    assert html.startswith("<p><em>x ") and html.endswith("y</em></p>")
    assert html.count("**a") == 5000
    note = "**x " + "*a " * 5000 + "y**"
    html = render_note_html(note)
    assert html.startswith("<p><strong>x ") and html.endswith("y</strong></p>")


def test_a_long_list_item_keeps_every_continuation_line():
    note = "- a\n" + "  b\n" * 10_000
    html = render_note_html(note)
    assert html == "<ul><li>a" + "<br>b" * 10_000 + "</li></ul>"


def test_a_note_is_called_by_its_title_else_its_first_line_of_words():
    assert note_heading("Graça", "**Sola** gratia\nmais") == "Graça"
    assert note_heading("", "\n  \n- **Sola**   *gratia*\nmais") == "Sola gratia"
    assert note_heading("", "  \n") == ""
