"""Qt's own dialogs speak the interface's language: the file dialog Qt draws itself (no native one on this
desktop), message boxes' buttons, a text box's right-click menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QLineEdit, QMessageBox

from app.gui import i18n


@pytest.fixture
def portuguese(qapp):
    translators = i18n.install_translators(qapp, "pt")
    yield
    for t in translators:
        qapp.removeTranslator(t)
    i18n.set_ui_language("pt")


def qtbase(source: str, context: str = "QFileDialog") -> str:
    """What Qt's Portuguese catalogue itself says of `source`."""
    translator = QTranslator()
    assert translator.load("qtbase_pt_BR", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    return translator.translate(context, source)


def test_the_file_dialog_qt_draws_is_in_portuguese(qtbot, portuguese):
    dialog = QFileDialog(None, "Exportar")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert qtbase("Look in:") == "Procurar em:" and qtbase("Files of type:") == "Arquivos do tipo:"
    assert labels["lookInLabel"] == "&Procurar em:"  # Qt's own words, with a mnemonic
    assert labels["fileTypeLabel"] == "Arquivos do &tipo:"  # the source's letter where a word starts with it
    assert labels["fileNameLabel"] == "&Nome do arquivo:"


def test_what_no_catalogue_has_stays_as_written(qtbot, portuguese):
    translate = QCoreApplication.translate
    assert translate("QFileDialog", "&Nothing like this") == "&Nothing like this"
    assert translate("Nowhere", "Plain words") == "Plain words"
    assert translate("Nowhere", "Save && close") == "Save && close"


def test_message_box_buttons_and_the_text_menu_are_in_portuguese(qtbot, portuguese):
    box = QMessageBox(QMessageBox.Icon.Question, "t", "x")
    button = QMessageBox.StandardButton
    box.setStandardButtons(button.Save | button.Discard | button.Cancel)
    qtbot.addWidget(box)
    assert {b.text() for b in box.buttons()} == {"Salvar", "Descartar", "Cancelar"}
    edit = QLineEdit("abc")
    qtbot.addWidget(edit)
    menu = edit.createStandardContextMenu()
    texts = [a.text().split("\t")[0] for a in menu.actions() if a.text()]
    assert "&Copiar" in texts and "Selecionar tudo" in texts
    QApplication.processEvents()


def test_mnemonic_placement():
    assert i18n.with_mnemonic("Arquivos do tipo:", "t") == "Arquivos do &tipo:"
    assert i18n.with_mnemonic("Procurar em:", "L") == "&Procurar em:"
    assert i18n.with_mnemonic("…", "x") == "…"
