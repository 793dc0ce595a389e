"""SWORD modules made to hurt: entries that overlap or repeat (a 14 KB zip asking for gigabytes of text), a
raw module decrypted with a wrong key, paths that leave the module's folder, a FIFO named `x.conf`, RTF
surrogates and file names that are not UTF-8, a name of 800,000 characters, a language that is none. Each is
refused with a typed error, or read with what is wrong replaced and said, quickly and in little memory."""

from __future__ import annotations

import os
import random
import re
import struct
import threading
from pathlib import Path

import pytest

from app.core.errors import DuplicateCommentary, ImportFormatError
from app.core.formats import sword
from app.core.formats.common import TranslationMeta
from app.core.library import commentaries, sword_import
from app.core.library.reading import Library
from tests.core.formats.sword_modules import (
    SWORD,
    copy_module,
    nt_slots,
    read_in_child,
    set_conf,
    write_raw_module,
    write_zcom_module,
    zip_folder,
)

ENTRY = b"<p>The words of a long commentary entry, again and again.</p>\n"


def refused_within(seconds: float, mb: float, place: Path, match: str) -> str:
    """Reading `place` (in a child process) raises ImportFormatError matching `match` within the time and
    the memory (peak RSS) given; its message."""
    found = read_in_child(place)
    assert found.get("error") == "ImportFormatError", found
    assert re.search(match, found["message"]), found["message"]
    assert found["seconds"] < seconds, f"refused after {found['seconds']:.1f} s"
    assert found["rss_mb"] < mb, f"refused after using {found['rss_mb']:.0f} MB"
    return found["message"]


# --------------------------------------------------------------------------------------- the text budget


@pytest.mark.parametrize("as_zip", [False, True])
def test_entries_overlapping_one_data_file_are_refused_quickly(tmp_path, as_zip):
    """Every index entry covering most of one 3.9 MB file: 32 GB of text once asked for, from a 14 KB zip."""
    data = (ENTRY * 70_000)[:3_900_000]
    records = [(k * 13 % 1000, len(data) - 1000) for k in range(nt_slots())]
    root = write_raw_module(tmp_path / "sword", "Overlap", "RawCom4", records, data)
    place = zip_folder(root, tmp_path / "overlap.zip") if as_zip else root
    if as_zip:
        assert place.stat().st_size < 20_000
    message = refused_within(20, 400, place, "entries that overlap one another")
    assert "nt.vss: damaged" in message


@pytest.mark.parametrize("compressed", [False, True])
def test_a_module_is_refused_from_its_index_before_any_entry_is_read(tmp_path, compressed):
    data = ENTRY * 1000
    if compressed:
        root = write_zcom_module(
            tmp_path / "sword", "Overlap", [(k % 100, 60_000) for k in range(nt_slots())], data
        )
    else:
        records = [(k % 100, len(data) - 100) for k in range(nt_slots())]
        root = write_raw_module(tmp_path / "sword", "Overlap", "RawCom4", records, data)
    with sword.open_module(root) as module, pytest.raises(ImportFormatError, match="entries that overlap"):
        sword.Entries(module)


def test_the_text_read_is_budgeted_too(tmp_path, monkeypatch):
    """Without the index's check, the entries as they are read still stop at the budget."""
    monkeypatch.setattr(sword.Store, "check_index", lambda self: None)
    block = (ENTRY * 2000)[:100_000]
    root = write_zcom_module(tmp_path / "sword", "OverlapZ", [(k % 100, 60_000) for k in range(220)], block)
    with pytest.raises(ImportFormatError, match="entries that overlap one another"):
        sword.read_module(root)
    raw = write_raw_module(
        tmp_path / "raw", "Overlap", "RawCom4", [(k % 100, 60_000) for k in range(220)], block
    )
    with pytest.raises(ImportFormatError, match="entries that overlap one another"):
        sword.read_module(raw)


def test_overlapping_bible_entries_are_refused_too(tmp_path):
    """A Bible's verses, each a short text after megabytes of tags that give none."""
    data = b"<lb/>" * 780_000 + b"In the beginning."
    records = [(k * 5 % 4000, len(data) - k * 5 % 4000) for k in range(nt_slots())]
    root = write_raw_module(tmp_path / "sword", "OverlapBible", "RawText4", records, data)
    refused_within(20, 400, root, "entries that overlap one another")


def test_entries_overlapping_inside_a_compressed_block_are_refused(tmp_path):
    block = (ENTRY * 20_000)[:1_200_000]
    records = [(k * 7 % 500, 65_000) for k in range(nt_slots())]
    root = write_zcom_module(tmp_path / "sword", "OverlapZ", records, block)
    refused_within(20, 400, root, "entries that overlap one another")


def test_one_entry_repeated_for_thousands_of_verses_is_read_once_and_capped(tmp_path):
    """Every other verse pointing at the same 3.9 MB entry (not a link: empty verses in between) — read once,
    and refused when the text given out passes MAX_MODULE_TEXT_BYTES."""
    data = (ENTRY * 70_000)[:3_900_000]
    records = [(0, len(data)) if k % 2 else (0, 0) for k in range(nt_slots())]
    root = write_raw_module(tmp_path / "sword", "Repeat", "RawCom4", records, data)
    refused_within(20, 400, root, "more than 256.0 MB of text")


def test_a_real_module_gives_its_text_once():
    """The fixtures' entries share no bytes: the budget sees each module's text, no more."""
    for name in ("LTBible", "LTSynodal", "LTComm", "LTComm4"):
        with sword.open_module(SWORD, name) as module:
            entries = sword.Entries(module)
            for _ in entries:
                pass
            assert 0 < entries.store.distinct <= entries.store.source_bytes, name


def test_a_repeated_entry_is_kept_for_every_range_it_is_on(tmp_path):
    """A commentary entry on two passages that are not next to each other: both keep it."""
    text = b"<p>On both passages.</p>"
    records = [(0, 0)] * nt_slots()
    with sword.open_module(SWORD, "LTComm4") as module:
        slots = {(s.book, s.chapter, s.verse): s.index for s in sword.Entries(module).slots}
    records[slots[("John", 3, 1)]] = (0, len(text))
    records[slots[("John", 4, 1)]] = (0, len(text))
    root = write_raw_module(tmp_path / "sword", "Twice", "RawCom4", records, text)
    parsed = sword.read_module(root)
    assert [(e.chapter, e.verse, e.text) for e in parsed.entries] == [
        (3, 1, "On both passages."),
        (4, 1, "On both passages."),
    ]


# ------------------------------------------------------------------------------------------ wrong keys


def encrypt_raw(root: Path, datapath: str, key: str) -> None:
    """Encrypt a raw module's entries with the Sapphire cipher, one entry at a time, as SWORD does."""
    from pysword.sapphire import Sapphire

    cipher = Sapphire(key)
    for name in ("ot", "nt"):
        data_file = root / datapath / name
        if not data_file.exists():
            continue
        data = bytearray(data_file.read_bytes())
        index = (root / datapath / f"{name}.vss").read_bytes()
        for start, size in struct.iter_unpack("<IH", index):
            if size:
                cipher.reset()
                data[start : start + size] = bytes(cipher.encrypt(b) for b in data[start : start + size])
        data_file.write_bytes(bytes(data))


def test_a_raw_module_with_a_wrong_key_is_refused_and_with_its_key_reads(tmp_path):
    root = copy_module(tmp_path, "LTSynodal")
    encrypt_raw(root, "modules/texts/rawtext/ltsynodal", "the-right-key")
    set_conf(root, "LTSynodal", CipherKey="a-wrong-key")
    with pytest.raises(ImportFormatError, match="CipherKey does not unlock it"):
        sword.read_module(root)
    set_conf(root, "LTSynodal", CipherKey="the-right-key")
    assert sword.read_module(root).verses == sword.read_module(SWORD, "LTSynodal").verses


def test_a_raw_module_whose_data_is_not_text_is_refused(tmp_path):
    root = copy_module(tmp_path, "LTComm4")
    data = root / "modules" / "comments" / "rawcom4" / "ltcomm4" / "nt"
    data.write_bytes(random.Random(7).randbytes(len(data.read_bytes())))
    with pytest.raises(ImportFormatError, match="damaged: its entries are not text"):
        sword.read_module(root)


def test_a_few_bad_bytes_are_no_reason_to_refuse(tmp_path):
    root = copy_module(tmp_path, "LTComm4")
    data = root / "modules" / "comments" / "rawcom4" / "ltcomm4" / "nt"
    raw = bytearray(data.read_bytes())
    raw[100] = 0xFF
    raw[200] = 0x01
    data.write_bytes(bytes(raw))
    parsed = sword.read_module(root)
    assert len(parsed.entries) == 2


# ------------------------------------------------------------------------------- paths out of the module


def test_a_symlinked_data_file_outside_the_module_is_refused(tmp_path):
    root = copy_module(tmp_path, "LTSynodal")
    outside = tmp_path / "secret"
    outside.write_bytes(b"root:x:0:0:root:/root:/bin/bash\n" * 20)
    data = root / "modules" / "texts" / "rawtext" / "ltsynodal" / "nt"
    data.unlink()
    data.symlink_to(outside)
    with pytest.raises(ImportFormatError, match="a link to a file outside the module's folder"):
        sword.read_module(root)


def test_a_symlink_inside_the_module_is_read(tmp_path):
    root = copy_module(tmp_path, "LTSynodal")
    folder = root / "modules" / "texts" / "rawtext" / "ltsynodal"
    (folder / "nt").rename(folder / "nt.real")
    (folder / "nt").symlink_to(folder / "nt.real")
    assert sword.read_module(root).verses == sword.read_module(SWORD, "LTSynodal").verses


@pytest.mark.parametrize(
    "datapath", ["/etc/", "../../../../../../../etc/", "./modules/../../outside/", "C:/Windows/", "..\\x"]
)
def test_a_datapath_outside_the_module_is_refused(tmp_path, datapath):
    root = copy_module(tmp_path, "LTSynodal")
    (tmp_path / "outside").mkdir()
    set_conf(root, "LTSynodal", DataPath=datapath)
    with pytest.raises(ImportFormatError, match="points outside the module's folder"):
        sword.read_module(root)
    archive = zip_folder(root, tmp_path / "m.zip")
    with pytest.raises(ImportFormatError, match="points outside the module's folder"):
        sword.read_module(archive)


def test_a_datapath_that_climbs_and_comes_back_is_read(tmp_path):
    root = copy_module(tmp_path, "LTSynodal")
    set_conf(root, "LTSynodal", DataPath="./modules/texts/../texts/rawtext/ltsynodal/")
    assert sword.read_module(root).verses == sword.read_module(SWORD, "LTSynodal").verses


# ------------------------------------------------------------------------------------------ FIFO


def run_unblocked(fifo: Path, work):
    """`work()` in a thread; if it is still running after 20 s (blocked opening the FIFO), the FIFO is
    opened for writing so that it ends, and the test fails."""
    outcome: dict[str, object] = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as e:  # noqa: BLE001 - handed to the test
            outcome["error"] = e

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(20)
    if thread.is_alive():
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        thread.join(5)
        pytest.fail(f"blocked on the FIFO {fifo}")
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["value"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_named_conf_never_blocks_discovery_nor_an_import(tmp_path):
    root = copy_module(tmp_path, "LTComm4")
    fifo = root / "mods.d" / "aaa.conf"
    os.mkfifo(fifo)
    found = run_unblocked(fifo, lambda: sword.discover([root]))
    assert [m.name for m in found] == ["LTComm4"]
    assert [m.name for m in run_unblocked(fifo, lambda: sword.modules_in(root))] == ["LTComm4"]
    parsed = run_unblocked(fifo, lambda: sword.read_module(root))
    assert len(parsed.entries) == 2
    with pytest.raises(ImportFormatError, match="not a regular file"):
        run_unblocked(fifo, lambda: sword.read_module(fifo))
    assert sword.is_module(fifo)  # so that an import refuses it as a module, and no reader waits on it


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_as_a_data_file_is_refused(tmp_path):
    root = copy_module(tmp_path, "LTComm4")
    data = root / "modules" / "comments" / "rawcom4" / "ltcomm4" / "nt"
    data.unlink()
    os.mkfifo(data)
    with pytest.raises(ImportFormatError, match="missing|not a regular file"):
        run_unblocked(data, lambda: sword.read_module(root))


# ----------------------------------------------------------------------------------- the .conf's text


def test_rtf_surrogate_pairs_are_one_character_and_lone_ones_are_replaced():
    assert sword.rtf_text(r"Smile \u55357?\u56842? done") == "Smile \U0001f60a done"
    assert sword.rtf_text(r"Smile \u-10179?\u-8694? done") == "Smile \U0001f60a done"  # signed, as RTF
    assert sword.rtf_text(r"a\u55357?b \u56842?c") == "a\ufffdb \ufffdc"
    assert sword.clean_text("x\udcffy") == "x\ufffdy"


def test_an_emoji_in_about_and_a_file_name_not_utf8_import(tmp_path):
    folder = tmp_path / os.fsdecode(b"m\xff\xfe")  # a name Python holds as lone surrogates
    root = copy_module(tmp_path, "LTComm4", root=folder)
    set_conf(root, "LTComm4", About=r"Made with love \u55357?\u56842?\par and a lone \u55357? one.")
    with Library(tmp_path / "library.sqlite3") as library:
        report = sword_import.import_module(library, root)
        stored = commentaries.find(library, "ltcomm4")
    assert "\U0001f60a" in stored.attribution and "lone \ufffd one" in stored.attribution
    assert "\ufffd" in stored.source and report.entries == 2
    for text in (stored.attribution, stored.source, stored.name):
        text.encode("utf-8")  # no surrogate left


def test_a_huge_description_is_cut_and_said(tmp_path):
    root = copy_module(tmp_path, "LTComm4")
    set_conf(root, "LTComm4", Description="Commentary " + "very " * 160_000 + "long")
    parsed = sword.read_module(root)
    assert len(parsed.meta.name) <= sword.MAX_NAME_CHARS and parsed.meta.name.endswith("…")
    assert any("Description is 800,015 characters long" in w for w in parsed.warnings)
    with Library(tmp_path / "library.sqlite3") as library:
        sword_import.store(library, parsed)
        assert len(commentaries.find(library, "ltcomm4").name) <= sword.MAX_NAME_CHARS
        sword_import.store(library, parsed, overrides=TranslationMeta(name="Named " * 1000), replace=True)
        assert len(commentaries.find(library, "ltcomm4").name) <= sword.MAX_NAME_CHARS


@pytest.mark.parametrize("lang", ["ÿþ../../etc", "en<script>", "e", "a" * 40, "pt_BR x"])
def test_a_language_that_is_no_code_is_ignored_and_said(tmp_path, lang):
    root = copy_module(tmp_path, "LTComm4")
    set_conf(root, "LTComm4", Lang=lang)
    parsed = sword.read_module(root)
    assert parsed.meta.language is None
    assert any("is not a language code: ignored" in w for w in parsed.warnings)
    with Library(tmp_path / "library.sqlite3") as library:
        with pytest.raises(ImportFormatError, match="does not say its language"):
            sword_import.store(library, parsed)
        with pytest.raises(ImportFormatError, match="is not a language code"):
            sword_import.store(library, parsed, overrides=TranslationMeta(language=lang))
        assert commentaries.commentaries(library) == []


@pytest.mark.parametrize(
    ("lang", "code"), [("en", "en"), ("POR", "pt"), ("zh-Hant", "zh-Hant"), ("grc", "grc")]
)
def test_real_languages_are_kept(tmp_path, lang, code):
    root = copy_module(tmp_path, "LTComm4")
    set_conf(root, "LTComm4", Lang=lang)
    assert sword.read_module(root).meta.language == code


# ------------------------------------------------------------------------------------------------- ids


def renamed_module(tmp_path: Path, name: str, new: str) -> Path:
    root = copy_module(tmp_path / name, name)
    conf = root / "mods.d" / f"{name.lower()}.conf"
    conf.write_text(conf.read_text("utf-8").replace(f"[{name}]", f"[{new}]"), "utf-8")
    return root


def test_a_commentary_named_after_a_built_in_gets_another_id(tmp_path):
    with Library(tmp_path / "library.sqlite3") as library:
        report = sword_import.import_module(library, renamed_module(tmp_path, "LTComm4", "WEB"))
        assert report.commentary.id == "web_comm"
        said = "the id 'web' is taken by a built-in translation: imported as 'web_comm'"
        assert said in report.warnings
        commentaries.remove(library, "web_comm")
        assert commentaries.commentaries(library) == []


def test_a_bible_and_a_commentary_never_share_an_id(tmp_path):
    with Library(tmp_path / "library.sqlite3") as library:
        sword_import.import_module(library, renamed_module(tmp_path, "LTComm4", "Same"))
        report = sword_import.import_module(library, renamed_module(tmp_path, "LTBible", "Same"))
        assert report.translation.id == "same_sword"
        third = sword_import.import_module(library, renamed_module(tmp_path, "LTComm", "Same_Sword"))
        assert third.commentary.id == "same_sword_comm"
        with pytest.raises(ImportFormatError, match="'same' is taken by a commentary"):
            sword_import.import_module(
                library,
                renamed_module(tmp_path / "again", "LTSynodal", "Other"),
                overrides=TranslationMeta(id="same"),
            )
        with pytest.raises(ImportFormatError, match="is a translation's"):
            commentaries.add(library, sword.read_module(SWORD, "LTComm"), overrides=TranslationMeta(id="web"))
        ids = {t.id for t in library.translations()} | {c.id for c in commentaries.commentaries(library)}
        assert ids == {"same", "same_sword", "same_sword_comm"}


def test_a_bible_or_a_commentary_never_takes_a_dictionary_id(tmp_path):
    with Library(tmp_path / "library.sqlite3") as library:
        dictionary = sword_import.import_module(library, SWORD, "LTDict")
        comm = sword_import.import_module(
            library, renamed_module(tmp_path, "LTComm4", dictionary.dictionary.id)
        )
        assert comm.commentary.id == f"{dictionary.dictionary.id}_comm"
        bible = sword_import.import_module(library, renamed_module(tmp_path, "LTBible", "Strongs"))
        assert bible.translation.id == "strongs_sword"


def test_importing_a_module_again_is_still_a_duplicate_or_a_replacement(tmp_path):
    with Library(tmp_path / "library.sqlite3") as library:
        root = renamed_module(tmp_path, "LTComm4", "WEB")
        sword_import.import_module(library, root)
        with pytest.raises(DuplicateCommentary, match="web_comm"):
            sword_import.import_module(library, root)
        assert sword_import.import_module(library, root, replace=True).commentary.id == "web_comm"
