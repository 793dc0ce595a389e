"""The Linux installers, installed and run the way a user would, with no Python from this checkout.

Opt-in (`make dist`, then `make test-dist` or `pytest -m dist tests/test_dist.py`): each test skips with the
reason when the artifacts in dist/ are not built. Every run of the bundled app gets a clean environment: only
the system's PATH (no virtual environment), no PYTHONPATH or other Python variables, a fresh HOME (also the
working folder) and LAMPADA_DATA_DIR. The search, desktop-app and install-folder checks are those of
build_spec/dist_checks.py, shared with the Windows smoke test (build_spec/windows/smoke_test.py). The checks:

- the tarball, unpacked into a temporary folder: a first search through the bundled command line (`search
  "amor ao próximo" --json`: the hybrid route, results from words, meaning and OpenBible.info's topics, no
  "meaning search unavailable" notice, the installer's library, meaning indexes and topic index copied into
  the data folder, the library and the topic votes decompressed, the indexes matching seed.json), the desktop
  app started offscreen until its library is open (its start-up marks printed, its log clean), and nothing
  written inside the folder (sizes and modification times, folders included); a seed library cut short is
  refused with a message and no library, and the next start with a whole one succeeds; the tarball carries
  every library it needs (it runs on other distributions); the menu-entry script adds and removes its entry;
- the .deb unpacked with `dpkg-deb -x` into a temporary root: its layout, menu entry, icons, the system
  libraries left to Debian's packages (in `Depends`, SQLite still inside), and a search;
- the .deb installed for real with `dpkg -i` (root only; skipped if a `lampada` package is already installed):
  `/usr/bin/lampada` searches and starts, `dpkg --verify` finds the install untouched, and `dpkg -r` leaves no
  file behind.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from app import __version__
from build_spec import dist_checks

pytestmark = [
    pytest.mark.dist,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux installers"),
]

ROOT = Path(__file__).resolve().parents[1]
DIST = Path(os.environ.get("LAMPADA_DIST_DIR") or ROOT / "dist")
DEB = DIST / f"lampada_{__version__}_amd64.deb"
TARBALL = DIST / f"lampada-{__version__}-linux-x86_64.tar.gz"
QUERY = "amor ao próximo"
SYSTEM_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"


def need(path: Path) -> Path:
    if not path.is_file():
        pytest.skip(f"{path.name} is not built (run `make dist` first)")
    return path


def clean_env(tmp_path: Path) -> dict[str, str]:
    """What a user's session gives the app: only the system's PATH, no Python variables, a fresh HOME and
    LAMPADA_DATA_DIR."""
    home = tmp_path / "home"
    home.mkdir(parents=True, exist_ok=True)
    base = {"PATH": SYSTEM_PATH, "HOME": str(home), "LANG": "C.UTF-8"}
    return dist_checks.clean_env(tmp_path / "user-data", base)


def check_search(exe: Path | str, tmp_path: Path) -> dict:
    env = clean_env(tmp_path)
    return dist_checks.check_search(exe, env, QUERY, cwd=env["HOME"])


def check_gui(exe: Path | str, tmp_path: Path) -> list[str]:
    env = clean_env(tmp_path)
    return dist_checks.check_gui(exe, env, cwd=env["HOME"])


# ------------------------------------------------------------------------------------------------ tarball
@pytest.fixture(scope="module")
def unpacked(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("tarball")
    with tarfile.open(need(TARBALL)) as tar:
        tar.extractall(target, filter="tar")
    (folder,) = target.iterdir()
    assert folder.name == f"lampada-{__version__}-linux-x86_64"
    return folder


def test_tarball_searches_by_words_and_meaning(unpacked, tmp_path):
    before = dist_checks.snapshot(unpacked)
    check_search(unpacked / "lampada", tmp_path)
    assert dist_checks.snapshot(unpacked) == before, "the app wrote inside its install folder"


def test_tarball_desktop_app_starts_offscreen(unpacked, tmp_path):
    before = dist_checks.snapshot(unpacked)
    check_gui(unpacked / "lampada", tmp_path)
    assert dist_checks.snapshot(unpacked) == before, "the app wrote inside its install folder"


def test_tarball_refuses_a_seed_cut_short_and_the_next_start_succeeds(unpacked, tmp_path):
    """The first start decompresses the seed's library: a damaged .xz gives a message naming it and leaves no
    library (nor a temporary file); with the whole file back, the next start seeds and searches."""
    folder = tmp_path / "install"
    shutil.copytree(unpacked, folder, symlinks=True, copy_function=os.link)  # hard links: no 300 MB copy
    seed = folder / "_internal" / "data" / "library.sqlite3.xz"
    whole = seed.read_bytes()
    seed.unlink()  # a new file, the unpacked tarball's stays whole
    seed.write_bytes(whole[: len(whole) // 2])
    env = clean_env(tmp_path)
    proc = dist_checks.run(folder / "lampada", ["search", QUERY, "--json"], env, cwd=env["HOME"], timeout=180,
                           check=False)  # fmt: skip
    assert proc.returncode == 2 and not proc.stdout, proc.stderr[-3000:]
    assert f"{seed}: the installer's copy is damaged" in proc.stderr and "reinstall" in proc.stderr
    data_dir = Path(env["LAMPADA_DATA_DIR"])
    assert not (data_dir / "library.sqlite3").exists()
    assert not [p for p in data_dir.rglob("*") if p.name.endswith(".tmp")]
    seed.unlink()
    seed.write_bytes(whole)
    dist_checks.check_search(folder / "lampada", env, QUERY, cwd=env["HOME"])


def test_tarball_carries_every_library_it_needs(unpacked):
    internal = unpacked / "_internal"
    for name in ("libglib-2.0.so.0", "libstdc++.so.6", "libfontconfig.so.1", "libcrypto.so.3", "libX11.so.6"):
        assert (internal / name).is_file(), f"the tarball lacks {name}"


def test_tarball_adds_and_removes_its_menu_entry(unpacked, tmp_path):
    env = clean_env(tmp_path)
    dist_checks.run(unpacked / "install-desktop-entry.sh", [], env, cwd=env["HOME"], timeout=180)
    entry = Path(env["HOME"]) / ".local" / "share" / "applications" / "lampada.desktop"
    assert f"Exec={unpacked}/lampada" in entry.read_text(encoding="utf-8")
    dist_checks.run(unpacked / "install-desktop-entry.sh", ["--remove"], env, cwd=env["HOME"], timeout=180)
    assert not entry.exists()


# ------------------------------------------------------------------------------------ .deb, unpacked only
@pytest.fixture(scope="module")
def deb_root(tmp_path_factory) -> Path:
    if not shutil.which("dpkg-deb"):
        pytest.skip("dpkg-deb is not installed")
    root = tmp_path_factory.mktemp("deb-root")
    subprocess.run(["dpkg-deb", "-x", str(need(DEB)), str(root)], check=True)
    return root


def test_deb_layout(deb_root):
    assert os.readlink(deb_root / "usr" / "bin" / "lampada") == "/opt/lampada/lampada"
    assert os.access(deb_root / "opt" / "lampada" / "lampada", os.X_OK)
    internal = deb_root / "opt" / "lampada" / "_internal"
    data = internal / "data"
    assert (data / "library.sqlite3.xz").is_file() and (data / "seed.json").is_file()
    assert not (data / "library.sqlite3").exists()  # carried compressed only
    assert (internal / "data" / "indexes" / "topic-votes.npy.xz").is_file()
    manifests = {p.stem for p in (internal / "data" / "indexes").glob("*.json")}
    assert {"blivre", "web"} <= manifests  # the two default translations' meaning indexes
    assert (internal / "models" / "e5-small-enpt-int8" / "model.onnx").is_file()
    assert (internal / "resources" / "i18n" / "lampada_pt_BR.qm").is_file()
    assert (internal / "resources" / "openbible" / "cross_references.txt.xz").is_file()
    assert (internal / "data" / "indexes" / "topic-names.json").is_file()
    desktop = (deb_root / "usr" / "share" / "applications" / "lampada.desktop").read_text(encoding="utf-8")
    assert "Exec=/usr/bin/lampada\n" in desktop and "Categories=Education;Spirituality;" in desktop
    assert "Icon=lampada" in desktop
    icons = deb_root / "usr" / "share" / "icons" / "hicolor"
    assert (icons / "256x256" / "apps" / "lampada.png").is_file()
    assert (icons / "scalable" / "apps" / "lampada.svg").is_file()
    if shutil.which("desktop-file-validate"):
        subprocess.run(
            ["desktop-file-validate", str(deb_root / "usr/share/applications/lampada.desktop")], check=True
        )
    info = subprocess.run(["dpkg-deb", "-f", str(DEB)], capture_output=True, text=True, check=True).stdout
    assert "Package: lampada" in info and f"Version: {__version__}" in info
    depends = re.search(r"^Depends: (.*)$", info, re.M)
    assert depends and "libc6" in depends.group(1).split(", ")
    # only Qt's pieces the app uses: no QML, WebEngine or 3D
    qt = internal / "PySide6"
    assert not list(qt.rglob("*Qt6Qml*")) and not list(qt.rglob("*WebEngine*")) and not list(qt.rglob("*3D*"))


def test_deb_carries_what_the_app_loads_once_and_no_more(deb_root):
    internal = deb_root / "opt" / "lampada" / "_internal"
    assert (internal / "PySide6" / "QtPrintSupport.abi3.so").is_file()  # File > Print imports it
    assert list((internal / "PySide6" / "Qt" / "plugins" / "printsupport").glob("*cups*"))
    info = subprocess.run(["dpkg-deb", "-f", str(DEB), "Depends"], capture_output=True, text=True).stdout
    assert "libcups2" in info and not list(internal.glob("libcups*"))  # CUPS's client: the system's
    (icu_data,) = internal.glob("PySide6/Qt/lib/libicudata.so.*")
    assert icu_data.stat().st_size < 8_000_000  # root, English and Portuguese only (32 MB with every locale)
    assert not (internal / "numpy" / "random").exists() and not list(internal.glob("*.dist-info/RECORD"))
    # the build machine's system libraries are Debian's packages' (the tarball keeps them); SQLite stays: the
    # seed's keyword index was built by its tokenizer
    depends = {name.strip() for name in info.split(",")}
    left_to_debian = [("libglib-2.0.so.0", "libglib2.0-0"), ("libstdc++.so.6", "libstdc++6"),
                      ("libfontconfig.so.1", "libfontconfig1"), ("libcrypto.so.3", "libssl3")]  # fmt: skip
    for library, package in left_to_debian:
        assert not (internal / library).exists() and package in depends, library
    assert (internal / "libsqlite3.so.0").is_file() and list(internal.glob("libpython3*.so*"))
    seen: dict[str, Path] = {}
    for path in sorted(internal.rglob("*")):
        if path.is_file() and not path.is_symlink() and path.stat().st_size > 10_000:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            assert digest not in seen, f"{path} is a copy of {seen[digest]}"
            seen[digest] = path


def test_deb_unpacked_searches(deb_root, tmp_path):
    check_search(deb_root / "opt" / "lampada" / "lampada", tmp_path)


# ------------------------------------------------------------------------------------ .deb, installed
@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    need(DEB)
    if os.geteuid() != 0 or not shutil.which("dpkg"):
        pytest.skip("a real install needs root and dpkg")
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "lampada"], capture_output=True, text=True)
    if status.returncode == 0 and "installed" in status.stdout and "not-installed" not in status.stdout:
        pytest.skip("a lampada package is already installed here: not touching it")
    proc = subprocess.run(["dpkg", "-i", str(DEB)], capture_output=True, text=True)
    if proc.returncode != 0:
        subprocess.run(["dpkg", "-r", "lampada"], capture_output=True)
        pytest.skip(f"dpkg -i failed (missing dependencies? apt-get install ./{DEB.name}):\n{proc.stderr}")
    files = subprocess.run(["dpkg", "-L", "lampada"], capture_output=True, text=True, check=True).stdout
    yield [Path(line) for line in files.splitlines() if line.strip()]
    subprocess.run(["dpkg", "-r", "lampada"], capture_output=True)  # in case a test failed before removal


def test_deb_installs_runs_and_uninstalls_cleanly(installed, tmp_path):
    assert shutil.which("lampada", path=SYSTEM_PATH) == "/usr/bin/lampada"
    check_search("/usr/bin/lampada", tmp_path / "search")
    check_gui("/usr/bin/lampada", tmp_path / "gui")
    verify = subprocess.run(["dpkg", "--verify", "lampada"], capture_output=True, text=True)
    assert verify.returncode == 0 and not verify.stdout.strip(), f"installed files changed:\n{verify.stdout}"
    extra = [
        str(p) for p in Path("/opt/lampada").rglob("*") if p not in set(installed)
    ]  # nothing written at run time
    assert not extra, f"files appeared inside the install folder: {extra[:10]}"

    subprocess.run(["dpkg", "-r", "lampada"], check=True, capture_output=True)
    left = [p for p in installed if (p.exists() or p.is_symlink()) and not p.is_dir()]
    assert not left, f"dpkg -r left files behind: {left[:10]}"
    assert not Path("/opt/lampada").exists()
    assert not Path("/usr/bin/lampada").exists() and not Path("/usr/bin/lampada").is_symlink()
    assert not Path("/usr/share/applications/lampada.desktop").exists()
