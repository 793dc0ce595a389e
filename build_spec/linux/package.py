"""Package the PyInstaller folder for Linux: a .deb and a portable tarball.

    python build_spec/linux/package.py [--bundle build/pyinstaller/lampada] [--icons build/icons] [--out dist]

- `dist/lampada_<version>_amd64.deb`: the app in `/opt/lampada`, `/usr/bin/lampada` (a link to it), a menu
  entry (`/usr/share/applications/lampada.desktop`, Education;Spirituality;) and the hicolor icons. No
  maintainer scripts: dpkg's own triggers refresh the menu and icon caches, and `dpkg -r` removes every file.
  The system libraries PyInstaller took from the build machine (GLib, fontconfig, freetype, libstdc++,
  libcrypto, D-Bus, the X11/xcb helpers...) are left to Debian's packages when they are that machine's own
  files (`system_provided`); `Depends` lists the Debian packages of every system library the bundle links to
  but does not carry (found with readelf, ldconfig and `dpkg -S` on the build machine), so it must be built on
  Debian 12 or Ubuntu.
- `dist/lampada-<version>-linux-x86_64.tar.gz`: the same folder to unpack anywhere and run `./lampada`, with
  `install-desktop-entry.sh` to add (or `--remove`) a menu entry for the current user. It carries every
  library the bundle does, to run on any distribution with glibc 2.36 or newer.

Both are built from scratch in `build/` each time; the bundle is never modified.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from app import __version__  # noqa: E402
from build_spec.linux.strip_bundle import is_elf  # noqa: E402

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
INSTALL_DIR = "opt/lampada"
MAINTAINER = "Lâmpada <lampada@localhost>"
# Libraries that only the Wayland plugin needs, which a build machine without Wayland may not have installed
KNOWN_PACKAGES = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}

# Bundled in the .deb too although Debian 12 has them: the seed's keyword index was built by this SQLite's
# tokenizer (another version's may split words otherwise), and libpython is the build's own Python, with the
# standard library it carries.
KEEP_BUNDLED = {"libsqlite3.so.0", "libpython3.11.so.1.0"}

DESKTOP = """[Desktop Entry]
Type=Application
Version=1.0
Name=Lâmpada
GenericName=Bible Study
GenericName[pt_BR]=Estudo bíblico
Comment=Offline Bible study: reader, translations and meaning search
Comment[pt_BR]=Estudo bíblico offline: leitura, traduções e busca por sentido
Exec={exec}
TryExec={exec}
Icon={icon}
Terminal=false
Categories=Education;Spirituality;
Keywords=Bible;Scripture;Verse;Bíblia;Escrituras;Versículo;
StartupNotify=true
StartupWMClass=lampada
"""

README = """Lâmpada {version} — offline Bible study (Linux, x86-64)

Run it from this folder:              ./lampada
Command line (same program):          ./lampada search "amor ao próximo"
Add it to your applications menu:     ./install-desktop-entry.sh
Remove that menu entry again:         ./install-desktop-entry.sh --remove

Nothing is written into this folder: your library, notes and settings live in ~/.local/share/lampada
(or in $LAMPADA_DATA_DIR). The first start copies the library that comes with this folder there.
To uninstall, remove the menu entry as above and delete this folder.
"""

INSTALL_DESKTOP_ENTRY = r"""#!/bin/sh
# Add (or, with --remove, remove) a menu entry for this copy of Lâmpada, for the current user only.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/lampada.desktop" "$icons/lampada.png"
    echo "Removed the Lâmpada menu entry."
    exit 0
fi
mkdir -p "$apps" "$icons"
cp "$here/lampada.png" "$icons/lampada.png"
sed "s|@EXEC@|$here/lampada|g" "$here/lampada.desktop.in" > "$apps/lampada.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$apps" || true
echo "Added Lâmpada to the applications menu ($apps/lampada.desktop)."
"""

COPYRIGHT = """Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: lampada

Files: *
License: GPL-3.0-or-later
Comment: Lâmpada; the full licence text is in /usr/share/common-licenses/GPL-3.

Files: opt/lampada/_internal/data/*
License: public-domain and CC-BY-3.0-BR
Comment: World English Bible and King James Version (public domain); Bíblia Livre (BLIVRE), CC BY 3.0 BR,
 © Diego Santos, Mario Sérgio e Marco Teles, when the build carried it. Each translation's attribution is
 shown in the app (`lampada translations`).

Files: opt/lampada/_internal/models/*
License: MIT
Comment: multilingual-e5-small (intfloat) with the Portuguese/English vocabulary of
 cnmoro/portuguese-multilingual-e5-small; see NOTICE.txt beside the model.

Files: opt/lampada/_internal/PySide6/* opt/lampada/_internal/shiboken6/*
License: LGPL-3.0-only
Comment: Qt for Python (PySide6) and Qt.

Files: opt/lampada/_internal/onnxruntime/*
License: MIT
Comment: ONNX Runtime.
"""


def run(*cmd: str, **kwargs) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True, **kwargs).stdout


def needed_libraries(bundle: Path) -> dict[str, list[str]]:
    """Libraries the bundle's ELF files need that it does not carry: {soname: [files needing it]}."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    carried = {p.name for p in bundle.rglob("*")}
    needed: dict[str, list[str]] = {}
    for path in files:
        dynamic = run("readelf", "-d", str(path))
        for soname in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic):
            if soname not in carried:
                needed.setdefault(soname, []).append(str(path.relative_to(bundle)))
    return needed


def system_library_paths() -> dict[str, str]:
    paths: dict[str, str] = {}
    for line in run("/sbin/ldconfig", "-p").splitlines():
        m = re.match(r"\s*(\S+) \(libc6,x86-64[^)]*\) => (\S+)", line)
        if m:
            paths.setdefault(m.group(1), m.group(2))
    return paths


def package_of(path: str) -> str | None:
    for candidate in (path, os.path.realpath(path)):
        for variant in (candidate, candidate.replace("/usr/lib/", "/lib/", 1)):
            try:
                out = run("dpkg", "-S", variant)
            except subprocess.CalledProcessError:
                continue
            return out.split(":", 1)[0].strip()
    return None


def build_id(path: Path | str) -> str | None:
    """The GNU build-id of an ELF file: the same id, the same build of the same library (strip keeps it)."""
    found = re.search(r"Build ID: ([0-9a-f]+)", run("readelf", "-n", str(path)))
    return found.group(1) if found else None


def system_provided(bundle: Path) -> dict[Path, str]:
    """The libraries the bundle carries that a Debian package of the build machine installs: {bundled file:
    package}.

    Only the bundle's `_internal/` folder itself, where PyInstaller puts what it takes from the system (the
    wheels' own libraries stay in their folders: PySide6/Qt/lib, numpy.libs), and only a library with the
    same soname in ldconfig's cache and the same build-id as that file: the very build Debian 12 ships, not
    another version of the library (Debian's Qt 6.4 or ICU 72 never stand in for the wheels' Qt 6.11 and ICU
    73).
    """
    system = system_library_paths()
    found: dict[Path, str] = {}
    for path in sorted((bundle / "_internal").glob("*.so*")):
        other = system.get(path.name)
        if path.is_symlink() or path.name in KEEP_BUNDLED or other is None or not is_elf(path):
            continue
        own = build_id(path)
        package = package_of(other) if own is not None and own == build_id(other) else None
        if package is not None:
            found[path] = package
    return found


def leave_to_debian(bundle: Path) -> dict[str, str]:
    """Remove from a copy of the bundle the libraries Debian's packages provide (`system_provided`), and the
    links to them; returns {library: package}, which `depends` then finds needed and not carried."""
    provided = system_provided(bundle)
    size = sum(path.stat().st_size for path in provided)
    for path in provided:
        path.unlink()
    for link in [p for p in bundle.rglob("*") if p.is_symlink() and not p.exists()]:
        link.unlink()  # a link to a library left out
    names = ", ".join(sorted(path.name for path in provided))
    print(f"package.py: {len(provided)} libraries ({size / 1e6:.1f} MB) left to Debian's packages: {names}")
    return {path.name: package for path, package in provided.items()}


def depends(bundle: Path) -> list[str]:
    """The Debian packages behind the system libraries the bundle links to and does not carry.

    Unversioned names, as on the build machine (Debian 12): Ubuntu 24.04's renamed `t64` packages provide the
    old names, so the same .deb installs there.
    """
    needed = needed_libraries(bundle)
    system = system_library_paths()
    packages: set[str] = set()
    for soname, users in sorted(needed.items()):
        path = system.get(soname)
        package = (package_of(path) if path else None) or KNOWN_PACKAGES.get(soname)
        if package is None:
            print(f"package.py: no Debian package found for {soname} (needed by {users[0]})", file=sys.stderr)
            continue
        packages.add(package)
    return sorted(packages)


def copy_tree(src: Path, dest: Path) -> None:
    shutil.copytree(src, dest, symlinks=True)
    for path in [dest, *dest.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        else:
            executable = path.stat().st_mode & stat.S_IXUSR or is_elf(path)
            path.chmod(0o755 if executable else 0o644)


def du_kib(root: Path) -> int:
    return sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1


def build_deb(bundle: Path, icons: Path, work: Path, out: Path, version: str) -> Path:
    root = work / "deb-root"
    shutil.rmtree(root, ignore_errors=True)
    copy_tree(bundle, root / INSTALL_DIR)
    leave_to_debian(root / INSTALL_DIR)  # the tarball keeps them: it runs on other distributions too
    (root / "usr" / "bin").mkdir(parents=True)
    os.symlink(f"/{INSTALL_DIR}/lampada", root / "usr" / "bin" / "lampada")
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / "lampada.desktop").write_text(DESKTOP.format(exec="/usr/bin/lampada", icon="lampada"), "utf-8")
    for size in PNG_SIZES:
        target = root / "usr" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        target.mkdir(parents=True)
        shutil.copyfile(icons / f"lampada-{size}.png", target / "lampada.png")
    scalable = root / "usr" / "share" / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copyfile(ROOT / "resources" / "icons" / "lampada.svg", scalable / "lampada.svg")
    doc = root / "usr" / "share" / "doc" / "lampada"
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(COPYRIGHT, "utf-8")
    for path in (root / "usr").rglob("*"):
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() else 0o644)
    control = root / "DEBIAN"
    control.mkdir()
    # checksums of every file, so that `dpkg --verify lampada` shows that nothing in the install changed
    sums = [
        f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}"  # noqa: S324 - dpkg's format
        for p in sorted(root.rglob("*"))
        if p.is_file() and not p.is_symlink() and control not in p.parents
    ]
    (control / "md5sums").write_text("\n".join(sums) + "\n", "utf-8")
    deps = depends(root / INSTALL_DIR)
    (control / "control").write_text(
        "\n".join(
            [
                "Package: lampada",
                f"Version: {version}",
                "Section: education",
                "Priority: optional",
                "Architecture: amd64",
                f"Maintainer: {MAINTAINER}",
                f"Installed-Size: {du_kib(root) - du_kib(control)}",
                f"Depends: {', '.join(deps)}",
                "Description: offline Bible study: reader, translations and meaning search",
                " Lâmpada finds the Bible verses that answer what you type — a reference, a word, a theme or",
                " a question — each shown inside its neighbouring verses, by words and by meaning, with no",
                " internet. Around the search: a reader, translations side by side, bookmarks, notes,",
                " highlights and history. Portuguese (Brazil) first, English second.",
                "",
            ]
        ),
        "utf-8",
    )
    deb = out / f"lampada_{version}_amd64.deb"
    deb.unlink(missing_ok=True)
    compressor = os.environ.get("LAMPADA_DEB_COMPRESSION", "xz")  # gzip: 4x faster, 25% larger (dev builds)
    run("dpkg-deb", "--root-owner-group", f"-Z{compressor}", "--build", str(root), str(deb))
    return deb


def build_tarball(bundle: Path, icons: Path, work: Path, out: Path, version: str) -> Path:
    name = f"lampada-{version}-linux-x86_64"
    folder = work / "tar-root" / name
    shutil.rmtree(folder.parent, ignore_errors=True)
    copy_tree(bundle, folder)
    (folder / "README.txt").write_text(README.format(version=version), "utf-8")
    (folder / "lampada.desktop.in").write_text(DESKTOP.format(exec="@EXEC@", icon="lampada"), "utf-8")
    shutil.copyfile(icons / "lampada-256.png", folder / "lampada.png")
    script = folder / "install-desktop-entry.sh"
    script.write_text(INSTALL_DESKTOP_ENTRY, "utf-8")
    script.chmod(0o755)
    tarball = out / f"{name}.tar.gz"
    temp = tarball.with_suffix(".tmp")

    def owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(temp, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=name, filter=owned_by_root)
    temp.replace(tarball)
    return tarball


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "build" / "pyinstaller" / "lampada")
    parser.add_argument("--icons", type=Path, default=ROOT / "build" / "icons")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "package")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument("--version", default=__version__)
    parser.add_argument("--only", choices=["deb", "tarball"], help="build just one of the two")
    args = parser.parse_args(argv)
    if not (args.bundle / "lampada").is_file():
        raise SystemExit(f"package.py: no bundle in {args.bundle} (run pyinstaller build_spec/lampada.spec)")
    args.out.mkdir(parents=True, exist_ok=True)
    args.work.mkdir(parents=True, exist_ok=True)
    if args.only in (None, "deb"):
        deb = build_deb(args.bundle, args.icons, args.work, args.out, args.version)
        print(f"{deb} ({deb.stat().st_size / 1e6:.1f} MB)")
    if args.only in (None, "tarball"):
        tarball = build_tarball(args.bundle, args.icons, args.work, args.out, args.version)
        print(f"{tarball} ({tarball.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
