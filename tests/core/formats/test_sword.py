"""SWORD modules: the tiny modules osis2mod made (tests/fixtures/sword), read from a folder, a .zip and by
name; their markup; locked, truncated, foreign and unsupported modules refused with a message."""

from __future__ import annotations

import pytest

from app.core.errors import ImportFormatError, ModuleLocked, UnsupportedModule
from app.core.formats import sword, sword_markup
from app.core.formats.detect import detect_format, read_translation
from tests.core.formats.sword_modules import SWORD, copy_module, zip_folder


def verses(parsed):
    return {(v.book, v.chapter, v.verse): v for v in parsed.verses}


def test_a_ztext_bible_gives_text_notes_titles_and_tagged_words():
    parsed = sword.read_module(SWORD, "LTBible")
    v = verses(parsed)
    john = v[("John", 3, 16)]
    # the footnote between "born" and "Son" had no space around it: the words stay apart
    assert john.text.startswith("For God so loved the world, that he gave his only born Son, that whoever")
    assert [(n.kind, john.text[: n.offset][-4:]) for n in john.notes] == [("footnote", "born")]
    assert "3:16" not in john.notes[0].text  # the note's own reference is not repeated
    tagged = {john.text[s:e]: (strongs, morph) for s, e, strongs, morph in john.words}
    assert tagged == {"For": ("G1063", "CONJ"), "God": ("G2316", "N-NSM"), "Son": ("G5207", "")}
    assert v[("Gen", 1, 1)].text == "In the beginning, God created the heavens and the earth."
    assert v[("Gen", 1, 1)].words[0][:3] == [0, 16, "H7225"]
    assert v[("Ruth", 1, 3)].verse_end == 4 and ("Ruth", 1, 4) not in v  # osis2mod's link: one merged verse
    assert [(n.kind, n.text) for n in v[("Ruth", 1, 5)].notes] == [("crossref", "Ruth 4:10")]
    assert v[("Ps", 3, 1)].notes[0].kind == "title" and v[("Ps", 3, 1)].notes[0].offset == 0
    assert (
        v[("Ps", 3, 1)].text
        == "Yahweh, how my adversaries have increased! Many are those who rise up against me."
    )
    assert "Nicodemus" not in john.text and all("Nicodemus" not in n.text for n in john.notes)  # a heading


def test_the_conf_gives_name_language_licence_and_attribution():
    parsed = sword.read_module(SWORD, "LTBible")
    meta = parsed.meta
    assert (meta.id, meta.name, meta.language, meta.licence) == (
        "ltbible",
        "Lâmpada Test Bible",
        "en",
        "Public Domain",
    )
    assert meta.attribution.startswith("Public domain (after the World English Bible) — A few verses")
    assert "\\par" not in meta.attribution


def test_a_raw_module_in_another_versification_keeps_its_numbers():
    parsed = sword.read_module(SWORD, "LTSynodal")
    v = verses(parsed)
    assert v[("Ps", 151, 1)].text.startswith("Eu era pequeno")
    assert v[("John", 3, 16)].text.startswith("Porque Deus amou")
    assert any("Synodal" in w for w in parsed.warnings)


def test_a_zip_a_folder_a_conf_and_detection_read_the_same_module(tmp_path):
    root = copy_module(tmp_path, "LTBible")
    archive = zip_folder(root, tmp_path / "LTBible.zip")
    from_folder = sword.read_module(root)
    from_zip = sword.read_module(archive)
    from_conf = sword.read_module(root / "mods.d" / "ltbible.conf")
    assert from_folder.verses == from_zip.verses == from_conf.verses
    assert detect_format(archive) == "sword" and detect_format(root) == "sword"
    assert read_translation(archive).verses == from_folder.verses


@pytest.mark.parametrize("name", ["LTComm", "LTComm4"])
def test_commentaries_are_read_by_verse_range(name):
    parsed = sword.read_module(SWORD, name)
    assert isinstance(parsed, sword.ParsedCommentary)
    ranges = [(e.book, e.chapter, e.verse, e.end_chapter, e.end_verse) for e in parsed.entries]
    assert ranges == [("John", 3, 1, 3, 8), ("John", 3, 16, 3, 16)]
    first = parsed.entries[0].text
    assert first.split("\n\n") == [
        "Verses 1-8",
        "Nicodemus came by night.",
        "Our Saviour spoke of the new birth.",
    ]  # paragraphs kept, the note left out


def test_a_commentary_is_no_translation(tmp_path):
    with pytest.raises(ImportFormatError, match="commentary, not a Bible"):
        read_translation(copy_module(tmp_path, "LTComm"))


def test_a_locked_module_says_so_and_imports_with_its_key(tmp_path):
    root = copy_module(tmp_path, "LTLocked")
    with pytest.raises(ModuleLocked, match="is locked") as locked:
        sword.read_module(root)
    assert locked.value.module == "LTLocked"
    conf = root / "mods.d" / "ltlocked.conf"
    conf.write_text(conf.read_text("utf-8").replace("CipherKey=", "CipherKey=wrong-key"), "utf-8")
    with pytest.raises(ImportFormatError, match="does not unlock"):
        sword.read_module(root)
    conf.write_text(
        conf.read_text("utf-8").replace("CipherKey=wrong-key", "CipherKey=lampada-test-key"), "utf-8"
    )
    assert sword.read_module(root).verses == sword.read_module(SWORD, "LTBible").verses


def test_a_dictionary_is_refused_naming_what_it_is():
    with pytest.raises(UnsupportedModule, match="is a dictionary: Lâmpada imports SWORD Bibles and") as e:
        sword.read_module(SWORD, "LTDict")
    assert (e.value.module, e.value.kind) == ("LTDict", "dictionary")


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: (d / "nt.bzz").write_bytes((d / "nt.bzz").read_bytes()[:1000]), "nt.bzz: truncated"),
        (
            lambda d: (d / "nt.bzv").write_bytes((d / "nt.bzv").read_bytes()[:-3]),
            "nt.bzv: truncated or damaged",
        ),
        (lambda d: (d / "nt.bzs").write_bytes(b"\x01" * 12), "nt.bzz: truncated"),
        (lambda d: (d / "nt.bzs").unlink(), "nt.bzs: missing"),
        (lambda d: [p.unlink() for p in d.iterdir()], "no text files"),
    ],
)
def test_a_damaged_module_is_refused_naming_the_file(tmp_path, damage, message):
    root = copy_module(tmp_path, "LTBible")
    damage(root / "modules" / "texts" / "ztext" / "ltbible")
    with pytest.raises(ImportFormatError, match=message):
        sword.read_module(root)


def test_a_block_that_does_not_inflate_is_damage(tmp_path):
    root = copy_module(tmp_path, "LTBible")
    data = root / "modules" / "texts" / "ztext" / "ltbible" / "nt.bzz"
    data.write_bytes(b"\x00" * len(data.read_bytes()))
    with pytest.raises(ImportFormatError, match="cannot be decompressed"):
        sword.read_module(root)


@pytest.mark.parametrize(
    ("conf", "message"),
    [
        (b"Description=No name\nModDrv=zText\n", "does not start with \\[ModuleName\\]"),
        (b"[X]\nDescription=x\nModDrv=zText\n", "no DataPath= line"),
        (b"[X]\nDataPath=./modules/texts/ztext/x/\n", "no ModDrv= line"),
        (b"[X]\nDataPath=./modules/texts/ztext/x/\nModDrv=zText\nVersification=Klingon\n", "unknown versif"),
        (b"[X]\nDataPath=./modules/texts/ztext/x/\nModDrv=RawGenBook\n", "is a general book"),
        (b"\x00\x01binary", "binary file"),
    ],
)
def test_a_wrong_conf_is_refused(tmp_path, conf, message):
    root = copy_module(tmp_path, "LTBible")
    (root / "mods.d" / "ltbible.conf").write_bytes(
        conf.replace(b"./modules/texts/ztext/x/", b"./modules/texts/ztext/ltbible/")
    )
    with pytest.raises(ImportFormatError, match=message):
        sword.read_module(root)


def test_a_folder_without_modules_and_a_missing_name(tmp_path):
    with pytest.raises(ImportFormatError, match="no mods.d"):
        sword.open_module(tmp_path)
    with pytest.raises(ImportFormatError, match="no module named 'Nope'"):
        sword.open_module(SWORD, "Nope")
    with pytest.raises(ImportFormatError, match="holds several modules"):
        sword.open_module(SWORD)


def test_discovery_finds_the_sword_folders_and_their_modules(tmp_path):
    home = tmp_path / "home"
    (home / ".sword" / "mods.d").mkdir(parents=True)
    folders = sword.sword_folders(env={"SWORD_PATH": str(SWORD)}, home=home, platform="linux")
    assert folders[0] == SWORD.resolve() and (home / ".sword").resolve() in folders
    found = {m.name: m for m in sword.discover([SWORD])}
    assert (found["LTBible"].kind, found["LTComm"].kind, found["LTDict"].kind) == (
        "bible",
        "commentary",
        "other",
    )
    assert found["LTLocked"].locked and not found["LTBible"].locked
    assert sword.find_installed("ltcomm", [SWORD]).root == SWORD
    with pytest.raises(ImportFormatError, match="no SWORD module of that name.*LTBible"):
        sword.find_installed("KJV", [SWORD])


def test_discovery_reads_sword_conf_and_windows_folders(tmp_path):
    data = tmp_path / "data"
    (data / "mods.d").mkdir(parents=True)
    home = tmp_path / "home"
    (home / ".sword").mkdir(parents=True)
    (home / ".sword" / "sword.conf").write_text(f"[Install]\nDataPath={data}\n", "utf-8")
    assert data.resolve() in sword.sword_folders(env={}, home=home, platform="linux")
    appdata = tmp_path / "AppData"
    (appdata / "Sword" / "mods.d").mkdir(parents=True)
    assert (appdata / "Sword").resolve() in sword.sword_folders(
        env={"APPDATA": str(appdata)}, home=home, platform="win32"
    )


# ------------------------------------------------------------------------------------------------ markup


def test_markup_notes_between_words_and_punctuation_leave_a_space():
    entry = sword_markup.read_osis("She conceived,<note>or, became pregnant</note>and gave birth to Cain")
    assert entry.text == "She conceived, and gave birth to Cain"
    assert entry.notes[0].offset == len("She conceived,")
    entry = sword_markup.read_osis("a word<note>n</note>, and more")
    assert entry.text == "a word, and more"


def test_markup_drops_what_is_no_verse():
    fragment = (
        'The last verse. <chapter eID="Rev.22"/><div eID="b" type="book"/>'
        '<div sID="g1" type="glossary"/>Abba: father.<div eID="g1" type="glossary"/>'
    )
    assert sword_markup.read_osis(fragment).text == "The last verse."
    fragment = 'Text <div type="introduction">An introduction</div>stays<title>Heading</title>.'
    assert sword_markup.read_osis(fragment).text == "Text stays."


def test_markup_gbf_and_thml():
    entry = sword_markup.read_entry("In the beginning<WH7225> God<WH430><RF>Elohim<Rf> created<CM>", "GBF")
    assert entry.text == "In the beginning God created"
    assert [(entry.text[s:e], strongs) for s, e, strongs, _ in entry.words] == [
        ("beginning", "H7225"),
        ("God", "H430"),
    ]
    assert entry.notes[0].text == "Elohim"
    entry = sword_markup.read_entry('For God<sync type="Strongs" value="G2316"/> so loved', "ThML")
    assert entry.text == "For God so loved" and entry.words[0][:3] == [4, 7, "G2316"]


def test_markup_private_characters_in_a_source_are_dropped():
    entry = sword_markup.read_osis("a\ue000b\ue002c\U000f0001d")
    assert entry.text == "abcd" and not entry.notes and not entry.words


def test_an_entry_naming_verses_past_its_link_covers_them_when_they_have_none():
    entries = [
        sword.CommentaryEntry("John", 3, 1, 3, 8, "Verses 1-8\n\nChrist's discourse, ver. #(14-17), shows"),
        sword.CommentaryEntry("John", 3, 16, 3, 16, "Another entry"),
        sword.CommentaryEntry("John", 3, 22, 3, 22, "ver. 99 is past the chapter"),
    ]

    class Walk:
        slots = [sword.Slot("nt", 0, "John", 3, n) for n in range(0, 37)]

    assert sword.widen_to_named_verses(entries, Walk()) == 1
    assert (entries[0].end_verse, entries[1].end_verse, entries[2].end_verse) == (15, 16, 22)


def test_rtf_in_a_conf_value():
    assert sword.rtf_text(r"One\par Two \u233?t\u233?") == "One Two été"


def test_commentary_markup_keeps_paragraphs_and_an_outline_row_on_one_line():
    text = sword_markup.commentary_text(
        "<title>Chapter 3</title><table><row><cell>Christ and Nicodemus.</cell><cell>(1-21)</cell></row>"
        "</table><p>Verses 1-8</p><p>Nicodemus came<note>a note</note> by night &amp; asked.</p>",
        "OSIS",
    )
    assert text.split("\n\n") == [
        "Chapter 3",
        "Christ and Nicodemus. (1-21)",
        "Verses 1-8",
        "Nicodemus came by night & asked.",
    ]


def test_a_conf_naming_the_wrong_driver_is_read_by_what_its_files_are(tmp_path):
    """Debian's MHCC says zCom4 and has zCom's 10-byte index entries: the files decide, with a note."""
    root = copy_module(tmp_path, "LTComm")
    conf = root / "mods.d" / "ltcomm.conf"
    conf.write_text(conf.read_text("utf-8").replace("ModDrv=zCom", "ModDrv=zCom4"), "utf-8")
    index = root / "modules" / "comments" / "zcom" / "ltcomm" / "nt.bzv"
    sizes = sword.index_sizes("KJV")
    data = index.read_bytes()
    index.write_bytes(data + b"\0" * (sizes["nt"] * 10 - len(data)))  # the whole index, as SWORD writes it
    parsed = sword.read_module(root)
    assert [(e.verse, e.end_verse) for e in parsed.entries] == [(1, 8), (16, 16)]
    assert any("ModDrv=zCom4, but its index has 10-byte entries" in w for w in parsed.warnings)
