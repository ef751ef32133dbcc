"""Writing files so that a crash never leaves half a file: saves, logs, rosters and settings all use this.

A write goes to a temporary file beside the target (named after it, the writing process and ``.tmp``),
is flushed to disk, renamed over the target, and then the folder itself is synced so the rename survives
a power cut. The target's permissions are kept. A temporary file left by a process that was killed
mid-write is removed by ``clean_stale_temps`` (and by the next write of the same file).
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile
import time
from pathlib import Path

TMP_SUFFIX = ".tmp"
# A temporary file this old is stale whoever wrote it (a write takes milliseconds); on Windows, where
# whether its writer still runs cannot be asked cheaply, age is the only test.
STALE_AFTER_S = 600.0
WINDOWS = sys.platform.startswith("win")


def _umask() -> int:
    # The only portable way to read the umask is to set it and put it back.
    old = os.umask(0o022)
    os.umask(old)
    return old


def write_atomically(path: str | Path, text: str) -> Path:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename it into place."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        # A new file gets what any new file would (mkstemp alone would make it private to its owner).
        mode = 0o666 & ~_umask()
    clean_stale_temps(path.parent, path.name)
    fd, tmp = tempfile.mkstemp(prefix=f"{path.name}.{os.getpid()}.", suffix=TMP_SUFFIX, dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    sync_folder(path.parent)
    return path


def sync_folder(folder: Path) -> None:
    """Flush a folder's entries (a rename) to disk; not possible, nor needed, on Windows."""
    if WINDOWS:
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems cannot sync a folder; the file itself was synced
    finally:
        os.close(fd)


def _writer_gone(name: str, age: float) -> bool:
    """Whether the process that wrote temporary file ``name`` (``target.PID.xxxx.tmp``) no longer runs."""
    if age > STALE_AFTER_S:
        return True
    if WINDOWS:
        return False
    parts = name[: -len(TMP_SUFFIX)].split(".")
    pid = parts[-2] if len(parts) >= 3 else ""
    if not pid.isdigit():
        return False
    if int(pid) == os.getpid():
        return False
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except OSError:
        return False
    return False


def clean_stale_temps(folder: Path, target: str | None = None) -> list[Path]:
    """Remove temporary files of interrupted writes in ``folder`` (of ``target`` only, if named)."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for e in entries:
        if not e.name.endswith(TMP_SUFFIX) or (target is not None and not e.name.startswith(target + ".")):
            continue
        try:
            if not e.is_file(follow_symlinks=False):
                continue
            if _writer_gone(e.name, now - e.stat().st_mtime):
                os.unlink(e.path)
                removed.append(Path(e.path))
        except OSError:
            continue  # gone already, or not ours to remove
    return removed
