"""Hostile SWORD dictionaries are refused with a typed error, within the budgets, leaving the library as it
was: huge entries, overlapping or lying index records, damaged blocks, FIFOs, links out of the folder,
DataPath outside the module."""

from __future__ import annotations

import os
import struct
import time
import zlib

import pytest

from app.core.errors import ImportFormatError
from app.core.formats import sword_ld
from app.core.library import sword_import
from tests.core.dictionaries import ld_modules


def _refused(path, match: str, name: str | None = None) -> ImportFormatError:
    started = time.perf_counter()
    with pytest.raises(ImportFormatError, match=match) as caught:
        sword_ld.read_module(path, name)
    assert time.perf_counter() - started < 10
    return caught.value


def test_an_entry_over_the_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(sword_ld, "MAX_DICT_ENTRY_CHARS", 1000)
    ld_modules.raw(tmp_path, [("Big", b"x" * 1001)], size4=True)
    _refused(tmp_path, "1,001 characters long")


def test_overlapping_records_cannot_multiply_a_small_file(tmp_path):
    ld_modules.raw(tmp_path, [("A", b"y" * 60000)])
    idx = ld_modules.files(tmp_path)[".idx"]
    record = idx.read_bytes()[:6]
    # 40,000 keys all pointing to the same 60 KB: 2.4 GB of text from a 60 KB file
    offsets = [struct.pack("<IH", 0, struct.unpack("<IH", record)[1] - n) for n in range(40000)]
    idx.write_bytes(b"".join(offsets))
    _refused(tmp_path, "entries that overlap one another")


def test_zld_entries_overlapping_inside_a_block(tmp_path):
    ld_modules.zld(tmp_path, [("A", b"z" * 200_000)], per_block=1)
    paths = ld_modules.files(tmp_path)
    places = b"".join(struct.pack("<II", 4 + 8 * 5000, 200_000 - n) for n in range(5000))
    body = zlib.compress(struct.pack("<I", 5000) + places + b"z" * 200_000)
    paths[".zdt"].write_bytes(body)
    paths[".zdx"].write_bytes(struct.pack("<II", 0, len(body)))
    dat, idx = bytearray(), bytearray()
    for n in range(5000):
        record = f"K{n}".encode() + b"\n" + struct.pack("<II", 0, n)
        idx += struct.pack("<II", len(dat), len(record))
        dat += record
    paths[".dat"].write_bytes(bytes(dat))
    paths[".idx"].write_bytes(bytes(idx))
    _refused(tmp_path, "entries that overlap one another")


@pytest.mark.parametrize(
    ("damage", "match"),
    [
        (lambda p: p[".idx"].write_bytes(p[".idx"].read_bytes()[:-3]), "whole number of 8-byte"),
        (lambda p: p[".dat"].write_bytes(p[".dat"].read_bytes()[:5]), "past the end of the file"),
        (lambda p: p[".zdt"].write_bytes(b"\0" * 4 + p[".zdt"].read_bytes()[4:]), "cannot be decompressed"),
        (lambda p: p[".zdt"].write_bytes(p[".zdt"].read_bytes()[:10]), "past the end"),
        (lambda p: p[".zdx"].write_bytes(b""), "points to block"),
        (lambda p: p[".zdt"].unlink(), "missing"),
        (lambda p: p[".dat"].unlink(), "missing"),
    ],
)
def test_damaged_zld_files_are_named(tmp_path, damage, match):
    ld_modules.zld(tmp_path, [("A", b"first"), ("B", b"second"), ("C", b"third")])
    damage(ld_modules.files(tmp_path))
    _refused(tmp_path, match)


def test_a_block_that_lies_about_its_entries(tmp_path):
    ld_modules.zld(tmp_path, [("A", b"first")], per_block=1)
    paths = ld_modules.files(tmp_path)
    body = zlib.compress(struct.pack("<I", 10**9) + b"\0" * 16)
    paths[".zdt"].write_bytes(body)
    paths[".zdx"].write_bytes(struct.pack("<II", 0, len(body)))
    _refused(tmp_path, "holds 1,000,000,000 entries")


def test_too_many_keys(tmp_path, monkeypatch):
    monkeypatch.setattr(sword_ld, "MAX_ENTRIES", 3)
    ld_modules.raw(tmp_path, [(f"K{n}", b"x") for n in range(4)])
    _refused(tmp_path, "more than 3")


@pytest.mark.parametrize("data_path", ["/etc/", "../../../../etc/dict", "C:/Windows/dict", "./a/../../../x"])
def test_data_path_outside_the_module(tmp_path, data_path):
    ld_modules.raw(tmp_path, [("A", b"x")])
    ld_modules.conf(tmp_path, "Hand", "RawLD", data_path=data_path)
    _refused(tmp_path, "points outside the module's folder")


def test_a_link_to_a_file_outside_the_folder(tmp_path):
    outside = tmp_path / "secret.txt"
    outside.write_bytes(b"A\r\nsecret")
    module = ld_modules.raw(tmp_path / "mod", [("A", b"x")])
    dat = ld_modules.files(module)[".dat"]
    dat.unlink()
    dat.symlink_to(outside)
    _refused(module, "outside the module's folder")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting(tmp_path):
    ld_modules.raw(tmp_path, [("A", b"x")])
    dat = ld_modules.files(tmp_path)[".dat"]
    dat.unlink()
    os.mkfifo(dat)
    _refused(tmp_path, "not a regular file")


def test_links_in_a_loop_are_left_out(tmp_path):
    ld_modules.raw(tmp_path, [("A", b"@LINK B"), ("B", b"@LINK A"), ("C", b"real")])
    parsed = sword_ld.read_module(tmp_path)
    assert [e.key for e in parsed.entries] == ["C"]
    assert any("2 entries link" in w for w in parsed.warnings)


def test_names_and_keys_are_plain_text(tmp_path):
    ld_modules.raw(tmp_path, [("Ke\x1b[2Jy\x07", b"t\x1b]0;x\x07ext"), ("x" * 500, b"long key")])
    conf = ld_modules.conf(tmp_path, "Hand", "RawLD", "Description=Evil\x1b[31m name" + "n" * 400)
    assert conf.exists()
    parsed = sword_ld.read_module(tmp_path)
    assert parsed.entries[0].key == "Ke[2Jy" and "\x1b" not in parsed.entries[0].text
    assert len(parsed.entries[1].key) == sword_ld.MAX_KEY_CHARS
    assert "\x1b" not in parsed.meta.name and len(parsed.meta.name) <= 200


def test_an_encrypted_dictionary_is_refused(tmp_path):
    ld_modules.raw(tmp_path, [("A", b"x")])
    ld_modules.conf(tmp_path, "Hand", "RawLD", "CipherKey=")
    _refused(tmp_path, "is locked: it is encrypted and its .conf has no key")
    ld_modules.conf(tmp_path, "Hand", "RawLD", "CipherKey=abc")
    _refused(tmp_path, "is encrypted: Lâmpada does not read encrypted dictionaries")


def test_a_hostile_module_leaves_the_library_as_it_was(library, tmp_path, monkeypatch):
    sword_import.import_module(library, ld_modules.raw(tmp_path / "good", [("A", b"kept")], name="Good"))
    before = library.conn.execute("SELECT * FROM dictionary_entries").fetchall()
    monkeypatch.setattr(sword_ld, "MAX_DICT_ENTRY_CHARS", 10)
    bad = ld_modules.raw(tmp_path / "bad", [("A", b"short"), ("B", b"x" * 20)], name="Bad")
    with pytest.raises(ImportFormatError):
        sword_import.import_module(library, bad)
    assert library.conn.execute("SELECT * FROM dictionary_entries").fetchall() == before
