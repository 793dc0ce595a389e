"""The real app as a child process (`python -c APP`), with the real services less the model and the first-run
imports: the tiny corpus of the test's data folder, no network. A second start of it on a taken data folder
opens no window."""

APP = """
import sys
from app.gui import main
from app.gui.shell import window

default = window.default_services


def services():
    s = default()
    s.embedder_factory = None
    s.setup_steps = None
    return s


window.default_services = services
sys.exit(main.run(["lampada"]))
"""
